"""The independent audit of the gold: reviewers' verdicts kept as data, published as the
``gold_audit`` config of the gold repository and summarised in its card.

``gold_audit.jsonl`` beside this module holds one verdict per audited question: reviewers were
shown the question, its label passages and the gold (status, answer, structured fields,
citations), and nothing of the builder's code. A verdict names ``ok`` / ``minor`` / ``wrong`` /
``ill_posed`` with a one-line reason, and the dataset version it judged. A question a reviewer
found wrong or ill-posed is corrected or dropped by an erratum (:mod:`errata`), and the row of
``gold_audit`` says which; a ``reword`` erratum (2.55.0) on a question found right keeps its verdict.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

import pyarrow as pa

AUDIT_FILE = Path(__file__).resolve().parent / "gold_audit.jsonl"
VERDICTS = ("ok", "minor", "wrong", "ill_posed")
SCHEMA = pa.schema([("qid", pa.string()), ("family", pa.string()), ("verdict", pa.string()),
                    ("status", pa.string()), ("answer", pa.string()), ("fields", pa.string()),
                    ("citations", pa.string()), ("well_posed", pa.bool_()), ("reason", pa.string()),
                    ("reviewer", pa.string()), ("audited_version", pa.string()),
                    ("erratum", pa.string()), ("verdict_after_errata", pa.string())])


def write_label_file(folder: Path, label: dict[str, Any]) -> Path:
    """The text file a reviewer or reader reads for one label: a header (set id, drug, whether
    the label is whole, its structured routes), then each passage under ``[PASSAGE_####]``."""
    sid = label["set_id"]
    whole = ("the whole label" if label["complete"] else "ONLY SOME PASSAGES of this label are available (the "
             "passages FDARxBench's question rows carried); the rest of the label is not known")
    text = [f"Label set_id {sid}, drug: {label['drug_name']}; {whole}; routes in its structured product data: "
            f"{label.get('routes') or 'none given'}\n"]
    text += [f"[{p['passage_id']}] section: {p['section_title']}\n{p['text']}\n" for p in label["passages"]]
    path = folder / f"{sid}.txt"
    path.write_text("\n".join(text), encoding="utf-8")
    return path


class AuditError(ValueError):
    """A verdict file the builder cannot read (one line naming the file and line)."""


def load(path: str | Path = AUDIT_FILE) -> dict[str, dict[str, Any]]:
    """qid -> verdict row (the last one where a question was judged twice); no file, no verdicts."""
    return {row["qid"]: row for row in rows(path)}


def rows(path: str | Path = AUDIT_FILE) -> list[dict[str, Any]]:
    """Every verdict row, in file order (a question read again has a later row), each checked."""
    path = Path(path)
    if not path.is_file():
        return []
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError as exc:
            raise AuditError(f"{path.name}: line {number}: not JSON ({exc})") from None
        if not isinstance(row, dict) or not isinstance(row.get("qid"), str) or row.get("verdict") not in VERDICTS:
            raise AuditError(f"{path.name}: line {number}: needs a qid and a verdict, one of {', '.join(VERDICTS)}")
        out.append(row)
    return out


def after_errata(verdict: str, erratum: dict[str, Any] | None) -> str:
    """What a verdict becomes once its erratum applies: a dropped question leaves the dataset
    (``dropped``); a corrected one is ``corrected`` (judged wrong, fixed as the reviewer said); a
    reworded one keeps its verdict (the same facts in other words)."""
    if erratum is None or erratum["action"] == "reword":
        return verdict
    return "dropped" if erratum["action"] == "drop" else "corrected"


def audit_rows(families: dict[str, list[dict[str, Any]]], verdicts: dict[str, dict[str, Any]],
               errata: dict[str, dict[str, Any]], dropped: Iterable[dict[str, str]] = ()) -> list[dict[str, Any]]:
    """The ``gold_audit`` rows of a build: one per question of each family (mixed_batch too),
    ``unaudited`` where no reviewer judged it, then one per candidate an erratum dropped (under
    each family pool it was a candidate of; ``dropped`` is ``{"qid", "family"}`` rows)."""
    rows = []
    gone = {}
    for d in dropped:
        gone.setdefault(d["family"], []).append({"qid": d["qid"]})
    for family, qs in [*families.items(), *sorted(gone.items())]:
        for q in qs:
            v = verdicts.get(q["qid"])
            e = errata.get(q["qid"])
            verdict = v["verdict"] if v else "unaudited"
            rows.append({"qid": q["qid"], "family": family, "verdict": verdict,
                         **{k: (v or {}).get(k) for k in ("status", "answer", "fields", "citations", "reason",
                                                         "reviewer", "audited_version")},
                         "well_posed": (v or {}).get("well_posed"),
                         "erratum": e["action"] if e else None,
                         "verdict_after_errata": after_errata(verdict, e)})
    return rows


def summary_markdown(rows: Iterable[dict[str, Any]], key: str = "verdict_after_errata") -> str:
    """Per family: questions, and how many reviewers found ok / minor / wrong / ill-posed
    (``corrected``: judged wrong and fixed by an erratum; ``unaudited``: not yet read)."""
    rows = list(rows)
    cols = ["ok", "minor", "corrected", "wrong", "ill_posed", "dropped", "unaudited"]
    by_family: dict[str, Counter] = {}
    for r in rows:
        by_family.setdefault(r["family"], Counter())[r[key]] += 1
    lines = ["| family | questions | " + " | ".join(c.replace("_", "-") for c in cols) + " |",
             "|---|---:|" + "---:|" * len(cols)]
    total: Counter = Counter()
    for family, c in by_family.items():
        total.update(c)
        lines.append(f"| {family} | {sum(c.values())} | " + " | ".join(str(c[k]) for k in cols) + " |")
    lines.append(f"| all | {sum(total.values())} | " + " | ".join(str(total[k]) for k in cols) + " |")
    return "\n".join(lines)
