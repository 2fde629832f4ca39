"""What the two BASED recall builders share: read, validate, profile, write Parquet and the card.

Raw rows come from the Hub (``hazyresearch/based-fda`` / ``hazyresearch/based-squad``, split
``validation``) or from local Parquet / JSON-lines in the same schema. Every row is checked
(missing field, non-string, empty ``text`` → an error naming the row and field); nothing is
dropped, reordered or repaired, so the published rows are the source rows.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from pathlib import Path
from typing import Any, Sequence

import pyarrow as pa

from groundeval.data import load_rows
from groundeval.publish import size_category, write_card, write_parquet
from groundeval.validate import check_string_fields


@dataclasses.dataclass(frozen=True)
class BasedSpec:
    name: str  # card file stem, e.g. "based_fda"
    hub_id: str
    task: str
    fields: tuple[str, ...]
    version: str
    pretty_name: str
    task_categories: tuple[str, ...] = ("text-generation", "question-answering")


CARDS_DIR = Path(__file__).resolve().parents[1] / "cards"


def card_body(spec: BasedSpec, stats: dict[str, Any]) -> str:
    """The committed card's text (``cards/<name>.md``, below its metadata) plus this build's counts."""
    text = (CARDS_DIR / f"{spec.name}.md").read_text().split("\n---\n", 1)[-1]
    counts = "\n".join(f"| {k.replace('_', ' ')} | {v} |" for k, v in sorted(stats.items()))
    return f"{text.strip()}\n\n## This build\n\n| what | value |\n|---|---|\n{counts}\n"


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


def build(spec: BasedSpec, source: str | None, out_dir: Path, *, revision: str | None = None, group_field: str = "doc_id") -> dict[str, Any]:
    """Read ``source`` (Hub id, default ``spec.hub_id``, or local files), validate, write Parquet + card."""
    ds, provenance = load_rows(source or spec.hub_id, split="validation", config="default" if source is None else None, revision=revision)
    check_string_fields(ds, spec.fields, non_empty=("text",), source=provenance["dataset"])
    rows = [{f: row[f] for f in spec.fields} for row in ds]
    schema = pa.schema([(f, pa.string()) for f in spec.fields])
    data_path = write_parquet(rows, schema, out_dir / "data" / "validation-00000-of-00001.parquet")
    stats = profile(rows, group_field)
    metadata = {
        "pretty_name": spec.pretty_name,
        "version": spec.version,
        "license": "other",
        "language": ["en"],
        "task_categories": list(spec.task_categories),
        "size_categories": [size_category(len(rows))],
        "source_datasets": [spec.hub_id],
        "configs": [{"config_name": "default", "data_files": [{"split": "validation", "path": "data/validation-*.parquet"}]}],
        "dataset_info": {
            "features": [{"name": f, "dtype": "string"} for f in spec.fields],
            "splits": [{"name": "validation", "num_examples": len(rows)}],
        },
    }
    body = card_body(spec, {**stats, "source": provenance["dataset"], "version": spec.version})
    card = write_card(out_dir / "README.md", metadata, body)
    (out_dir / "build_info.json").write_text(
        json.dumps({"source": provenance["dataset"], "revision": provenance.get("revision"), "version": spec.version, **stats}, indent=2, sort_keys=True) + "\n"
    )
    return {"parquet": str(data_path), "card": str(card), **stats}


def cli(spec: BasedSpec, argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=f"Build the {spec.pretty_name} dataset (Parquet + card) from {spec.hub_id} or local files.")
    p.add_argument("--source", default=None, help=f"Hub dataset id or a local Parquet/JSON-lines file or folder (default: {spec.hub_id}).")
    p.add_argument("--revision", default=None, help="Hub revision of the source.")
    p.add_argument("--out", required=True, type=Path, help="Output folder: data/*.parquet, README.md (the card), build_info.json.")
    args = p.parse_args(argv)
    summary = build(spec, args.source, args.out, revision=args.revision)
    print(json.dumps(summary, indent=2))
    return 0
