"""What the two BASED recall builders share: read, validate, profile, write Parquet and the card.

Raw rows come from the Hub (``hazyresearch/based-fda`` / ``hazyresearch/based-squad``, split
``validation``) or from local Parquet / JSON-lines in the same schema. Every row is checked
(missing field, non-string, empty ``text`` → an error naming the row and field); nothing is
dropped, reordered or repaired, so the published rows are the source rows.

Output (same input → byte-identical files)::

    <out>/data/validation-00000-of-00001.parquet   config ``default``, split ``validation``
    <out>/README.md                                the dataset card (also written to --card)
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from pathlib import Path
from typing import Any, Sequence

import pyarrow as pa

from groundeval.dataset_card import CardMeta, Split, read_body, table_rows, to_table, write_dataset
from groundeval.data import load_rows
from groundeval.validate import check_string_fields


@dataclasses.dataclass(frozen=True)
class BasedSpec:
    name: str  # builder folder, e.g. "based_fda"; its card_body.md is the card's prose
    hub_id: str
    task: str
    fields: tuple[str, ...]
    card: CardMeta


def card_body(spec: BasedSpec, stats: dict[str, Any]) -> str:
    """The builder's prose (``dataset_builders/<name>/card_body.md``) plus this build's counts."""
    counts = table_rows({k.replace("_", " "): v for k, v in sorted(stats.items())})
    return read_body(Path(__file__).resolve().parent / spec.name, this_build=f"## This build\n\n{counts}")


def profile(rows: Sequence[dict[str, str]], group_field: str) -> dict[str, Any]:
    """Counts the card reports: rows, distinct documents, whitespace padding, prompt lengths."""
    values = [r["value"] for r in rows]
    texts = [r["text"] for r in rows]
    return {
        "rows": len(rows),
        "documents": len({r[group_field] for r in rows}),
        "values_with_surrounding_whitespace": sum(1 for v in values if v != v.strip()),
        "texts_with_surrounding_whitespace": sum(1 for t in texts if t != t.strip()),
        "empty_values": sum(1 for v in values if not v.strip()),
        "value_not_in_text": sum(1 for r in rows if r["value"].strip().lower() not in r["text"].lower()),
        "text_chars_max": max((len(t) for t in texts), default=0),
        "text_chars_mean": round(sum(len(t) for t in texts) / len(texts), 1) if texts else 0,
    }


def shown_source(source: str) -> str:
    """How the card names its source: a Hub id as is, a local file or folder by its name only
    (a card must not depend on where the builder ran)."""
    return f"local `{Path(source).name}`" if Path(source).exists() else f"`{source}`"


def build(spec: BasedSpec, source: str | None, out_dir: Path, *, revision: str | None = None,
          group_field: str = "doc_id", card: Path | None = None) -> dict[str, Any]:
    """Read ``source`` (Hub id, default ``spec.hub_id``, or local files), validate, write Parquet + card."""
    source = source or spec.hub_id
    ds, provenance = load_rows(source, split="validation", config=None if Path(source).exists() else "default",
                               revision=revision)
    check_string_fields(ds, spec.fields, non_empty=("text",), source=provenance["dataset"])
    rows = [{f: row[f] for f in spec.fields} for row in ds]
    table = to_table(rows, pa.schema([(f, pa.string()) for f in spec.fields]))
    stats = profile(rows, group_field)
    shown = {"source": shown_source(source), "revision": provenance.get("revision") or "-"}
    body = card_body(spec, {**stats, **shown})
    written = write_dataset(out_dir, spec.card, [Split("default", "validation", table)], body, card_copy=card)
    return {"parquet": written["parquet"][0], "card": written["card"], **stats}


def cli(spec: BasedSpec, argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=f"Build the {spec.card.pretty_name} dataset (Parquet + card) from {spec.hub_id} or local files.")
    p.add_argument("--source", default=None, help=f"Hub dataset id or a local Parquet/JSON-lines file or folder (default: {spec.hub_id}).")
    p.add_argument("--revision", default=None, help="Hub revision of the source.")
    p.add_argument("--out", required=True, type=Path, help="Output folder: data/*.parquet and README.md (the card).")
    p.add_argument("--card", default=None, type=Path, help=f"Also write the card here (e.g. cards/{spec.name}.md).")
    args = p.parse_args(argv)
    summary = build(spec, args.source, args.out, revision=args.revision, card=args.card)
    print(json.dumps(summary, indent=2))
    return 0
