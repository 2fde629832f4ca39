"""The ``fda_label_qa`` datasets' published forms, which the builder writes and the task, publish's
leak check and the verifier read: the families (one config each), the public and gold columns, a
gold row to and from its Parquet record, and the rule every public row keeps (no gold in it). They
live in the library (builders import the library, never the reverse); the builder re-exports them.
"""

from __future__ import annotations

import json
import re
from typing import Any

FAMILIES = (
    "long_label_retrieval",
    "warning_citations",
    "numeric_dosage",
    "multi_section_synthesis",
    "cross_label_comparison",
    "near_miss_refusal",
    "mixed_batch",
)
PUBLIC_KEYS = ("qid", "family", "question", "set_ids", "drug_names")
GOLD_KEYS = ("qid", "family", "set_ids", "status", "answer", "citations", "expected_terms",
             "structured_fields", "source", "source_task")


def gold_record(g: dict[str, Any]) -> dict[str, Any]:
    """A gold row as it is published (Parquet): ``structured_fields``, whose keys depend on the
    family, as a JSON object string; ``anchor_topic`` null where the row has none."""
    return {**g, "structured_fields": json.dumps(g["structured_fields"], ensure_ascii=False, sort_keys=True),
            "anchor_topic": g.get("anchor_topic")}


def gold_from_record(record: dict[str, Any]) -> dict[str, Any]:
    """The gold row back from its published form (the inverse of :func:`gold_record`)."""
    g = {**record, "structured_fields": json.loads(record["structured_fields"])}
    if g.get("anchor_topic") is None:
        g.pop("anchor_topic", None)
    return g


class LeakError(ValueError):
    """A public file would reveal gold."""


def check_no_leak(public_rows: list[dict[str, Any]], gold_rows: list[dict[str, Any]]) -> None:
    """Raise :class:`LeakError` if a public row would reveal its gold.

    * only the public keys (``qid, family, question, set_ids, drug_names``) may appear;
    * the question may not contain the gold answer or a gold supporting quote (4+ words) or a
      gold passage id;
    * the other public fields may not contain any gold text: answer, passage ids, quotes,
      expected terms, structured-field values (single words that are drug names excepted).

    Expected terms and field values may occur in the question wording itself ("the dose for
    patients with severe renal impairment" asks about that population); that is not a leak.
    """
    gold_by = {g["qid"]: g for g in gold_rows}
    for row in public_rows:
        extra = set(row) - set(PUBLIC_KEYS)
        if extra:
            raise LeakError(f"public row {row.get('qid')} has non-public keys {sorted(extra)}")
        g = gold_by.get(row["qid"])
        if g is None:
            continue
        question = " ".join(str(row["question"]).lower().split())
        others = " ".join(" ".join(map(str, row.get(k) or [])) for k in ("set_ids", "drug_names")).lower()
        strong = [g.get("answer") or ""]
        for c in g.get("citations") or []:
            strong += [c.get("passage_id") or "", c.get("supporting_quote") or ""]
        weak = list(g.get("expected_terms") or [])
        for k, v in (g.get("structured_fields") or {}).items():
            if k in ("searched_topic", "unsupported_topic"):
                continue  # what a refusal question asks about is, necessarily, in the question
            if isinstance(v, dict):
                for sub in v.values():
                    weak += [str(x) for x in (sub.values() if isinstance(sub, dict) else [sub])]
            else:
                weak.append(str(v))
        for s in strong + weak:
            s = " ".join(str(s).lower().split())
            if len(s) >= 2 and s in others and not re.fullmatch(r"[\w-]+", s):
                raise LeakError(f"public row {row['qid']} carries gold text {s[:60]!r}")
        for s in strong:
            s = " ".join(str(s).lower().split())
            if (s.startswith("passage_") or len(s.split()) >= 4) and s in question:
                raise LeakError(f"public question {row['qid']} contains gold text {s[:60]!r}")
