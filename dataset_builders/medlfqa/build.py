"""Build the MedLFQA dataset: five JSON-lines files -> one validated table, Parquet per config, card.

    python dataset_builders/medlfqa/build.py --source dmis-lab/MedLFQA --out build/medlfqa
    python dataset_builders/medlfqa/build.py --source ../shared/data/medlfqa --out build/medlfqa \\
        --card cards/medlfqa.md

``--source`` is a Hub dataset id (the five files are fetched with ``huggingface_hub``) or a local
folder holding some of them (HealthSearchQA, for one, is published on the Hub only); sources that
are missing are named in the log and in the card. Every row is validated (a missing field or a
wrong type is an error naming file, line and field) and kept: nothing is dropped or rewritten,
the data's quirks are counted and reported instead.

Output (same input -> byte-identical files):

    <out>/data/<config>/test-00000-of-00001.parquet   configs: all, one per source, lm_eval_slice
    <out>/README.md                                    the dataset card (also written to --card)

Columns: ``id`` (``<source>-<line index, 4 digits>``, stable), ``source``, ``question``,
``answer``, ``must_have`` (list of str), ``nice_to_have`` (list of str), ``icd_10_diag`` (str or
null; K-QA only), ``sources`` (str or null; K-QA golden only).
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path

VERSION = "1.0.0"
HUB_ID = "dmis-lab/MedLFQA"

# Hub file order: load_dataset("dmis-lab/MedLFQA") concatenates the files in this order.
SOURCE_FILES = {
    "healthsearch_qa": "healthsearch_qa_test_MedLFQA.jsonl",
    "kqa_golden": "kqa_golden_test_MedLFQA.jsonl",
    "kqa_silver": "kqa_silver_wogold_test_MedLFQA.jsonl",
    "live_qa": "live_qa_test_MedLFQA.jsonl",
    "medication_qa": "medication_qa_test_MedLFQA.jsonl",
}
EXPECTED_ROWS = {"healthsearch_qa": 3077, "kqa_golden": 201, "kqa_silver": 904, "live_qa": 100, "medication_qa": 666}

REQUIRED = {"Question": "question", "Free_form_answer": "answer", "Must_have": "must_have", "Nice_to_have": "nice_to_have"}
OPTIONAL = {"ICD_10_diag": "icd_10_diag", "Sources": "sources"}
COLUMNS = ["id", "source", "question", "answer", "must_have", "nice_to_have", "icd_10_diag", "sources"]
LM_EVAL_FRACTION = 0.1

logger = logging.getLogger("medlfqa.build")


class MedLFQAFormatError(ValueError):
    """A row that does not have the MedLFQA layout; the message names file, line and field."""


@dataclass
class Built:
    rows: list[dict]
    present: list[str]
    missing: list[str]
    checksums: dict[str, str]
    configs: dict[str, list[dict]]
    quirks: dict[str, dict[str, int]]


# ------------------------------------------------------------------------------------------------
# Reading and validating
# ------------------------------------------------------------------------------------------------


def _fetch(source: str, revision: str | None) -> dict[str, Path]:
    """Path of each available source file, from a local folder or the Hub."""
    local = Path(source)
    if local.is_dir():
        return {name: local / fname for name, fname in SOURCE_FILES.items() if (local / fname).is_file()}
    if local.exists():
        raise ValueError(f"--source {source!r} is a file; give the folder holding the MedLFQA files")
    from huggingface_hub import hf_hub_download

    found = {}
    for name, fname in SOURCE_FILES.items():
        found[name] = Path(hf_hub_download(repo_id=source, filename=fname, repo_type="dataset", revision=revision))
    return found


def validate_record(record, file: str, line: int) -> dict:
    """One raw JSON object -> the normalised row (without id/source); raises on any defect."""
    where = f"{file}, line {line}"
    if not isinstance(record, dict):
        raise MedLFQAFormatError(f"{where}: expected a JSON object, got {type(record).__name__}")
    unknown = sorted(set(record) - set(REQUIRED) - set(OPTIONAL))
    if unknown:
        raise MedLFQAFormatError(f"{where}: unknown field(s) {unknown}")
    row = {}
    for field, column in REQUIRED.items():
        if field not in record:
            raise MedLFQAFormatError(f"{where}: missing field {field!r}")
        value = record[field]
        if column in ("must_have", "nice_to_have"):
            if not isinstance(value, list):
                raise MedLFQAFormatError(f"{where}: field {field!r} must be a list of strings, got {type(value).__name__}")
            for j, item in enumerate(value):
                if not isinstance(item, str):
                    raise MedLFQAFormatError(
                        f"{where}: field {field!r} item {j} must be a string, got {type(item).__name__}"
                    )
            value = list(value)
        elif not isinstance(value, str):
            raise MedLFQAFormatError(f"{where}: field {field!r} must be a string, got {type(value).__name__}")
        row[column] = value
    for field, column in OPTIONAL.items():
        value = record.get(field)
        if value is not None and not isinstance(value, str):
            raise MedLFQAFormatError(f"{where}: field {field!r} must be a string or null, got {type(value).__name__}")
        row[column] = value
    return row


def read_source(name: str, path: Path) -> list[dict]:
    rows = []
    fname = SOURCE_FILES[name]
    with open(path, encoding="utf-8") as fh:
        for line_no, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as err:
                raise MedLFQAFormatError(f"{fname}, line {line_no}: not valid JSON ({err.msg})") from None
            row = validate_record(record, fname, line_no)
            rows.append({"id": f"{name}-{len(rows):04d}", "source": name, **row})
    return rows


def count_quirks(rows: list[dict]) -> dict[str, int]:
    questions = collections.Counter(r["question"] for r in rows)
    whole = collections.Counter(json.dumps([r[c] for c in COLUMNS[2:]]) for r in rows)
    return {
        "rows": len(rows),
        "empty must_have": sum(1 for r in rows if not r["must_have"]),
        "empty nice_to_have": sum(1 for r in rows if not r["nice_to_have"]),
        "empty answer": sum(1 for r in rows if not r["answer"].strip()),
        "answer under 10 characters": sum(1 for r in rows if len(r["answer"]) < 10),
        "blank statement in a list": sum(1 for r in rows if any(not s.strip() for s in r["must_have"] + r["nice_to_have"])),
        "repeated question (extra copies)": sum(c - 1 for c in questions.values()),
        "repeated whole row (extra copies)": sum(c - 1 for c in whole.values()),
    }


def build(source: str, revision: str | None = None) -> Built:
    """Read, validate and split into configs (no files written)."""
    paths = _fetch(source, revision)
    present = [name for name in SOURCE_FILES if name in paths]
    missing = [name for name in SOURCE_FILES if name not in paths]
    if not present:
        raise FileNotFoundError(f"none of the MedLFQA files {list(SOURCE_FILES.values())} found in {source!r}")
    for name in missing:
        logger.warning("source %s (%s) is missing from %s; it is left out", name, SOURCE_FILES[name], source)
    per_source, checksums = {}, {}
    for name in present:
        checksums[SOURCE_FILES[name]] = hashlib.sha256(paths[name].read_bytes()).hexdigest()
        per_source[name] = read_source(name, paths[name])
    rows = [row for name in present for row in per_source[name]]
    configs = {"all": rows, **{name: per_source[name] for name in present}}
    if not missing:
        # lm-eval's olaph task: the first int(0.1 * N) rows of the concatenated test split.
        configs["lm_eval_slice"] = rows[: int(LM_EVAL_FRACTION * len(rows))]
    quirks = {name: count_quirks(per_source[name]) for name in present}
    return Built(rows, present, missing, checksums, configs, quirks)


# ------------------------------------------------------------------------------------------------
# Writing
# ------------------------------------------------------------------------------------------------


def _schema():
    import pyarrow as pa

    return pa.schema(
        [
            ("id", pa.string()),
            ("source", pa.string()),
            ("question", pa.string()),
            ("answer", pa.string()),
            ("must_have", pa.list_(pa.string())),
            ("nice_to_have", pa.list_(pa.string())),
            ("icd_10_diag", pa.string()),
            ("sources", pa.string()),
        ]
    )


def write_parquet(rows: list[dict], path: Path) -> None:
    """One Parquet file, deterministic: fixed schema, one row group, no timestamps."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    schema = _schema()
    table = pa.Table.from_pylist([{c: r[c] for c in COLUMNS} for r in rows], schema=schema)
    path.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(table, path, compression="zstd", row_group_size=max(len(rows), 1), write_statistics=True)


def parquet_path(config: str) -> str:
    return f"data/{config}/test-00000-of-00001.parquet"


def _size_category(n: int) -> str:
    for bound, label in ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K")):
        if n < bound:
            return label
    return "100K<n<1M"


def render_card(built: Built, source: str, revision: str | None) -> str:
    """The dataset card: YAML metadata (licence, configs) and the body (provenance, quirks, log)."""
    lines = ["---", "license: cc-by-4.0", "language:", "- en", "pretty_name: MedLFQA", "task_categories:",
             "- question-answering", "- text-generation", "size_categories:", f"- {_size_category(len(built.rows))}",
             "tags:", "- medical", "- long-form-qa", "- factuality", "configs:"]
    for config in built.configs:
        lines += [f"- config_name: {config}", "  data_files:", "  - split: test", f"    path: {parquet_path(config)}"]
        if config == "all":
            lines.append("  default: true")
    lines.append("---")
    head = "\n".join(lines)

    shown_source = f"`{source}`" if not Path(source).is_dir() else "a local copy of the MedLFQA files"
    config_rows = "\n".join(
        f"| `{c}` | {len(r)} | {_config_note(c, built)} |" for c, r in built.configs.items()
    )
    quirk_names = list(next(iter(built.quirks.values())))
    quirk_header = "| | " + " | ".join(built.present) + " |\n|---|" + "---|" * len(built.present)
    quirk_rows = "\n".join(
        f"| {q} | " + " | ".join(str(built.quirks[s][q]) for s in built.present) + " |" for q in quirk_names
    )
    missing = (
        "All five source files were present."
        if not built.missing
        else "**Missing sources:** "
        + ", ".join(f"`{m}` (`{SOURCE_FILES[m]}`, {EXPECTED_ROWS[m]} rows on the Hub)" for m in built.missing)
        + ". This build leaves them out, and so has no `lm_eval_slice` config: lm-eval's slice is the first "
        "494 rows of the five-file concatenation, all of them HealthSearchQA. Rebuild from the Hub "
        f"(`--source {HUB_ID}`) for the complete dataset."
    )
    checksums = "\n".join(f"| `{f}` | `{h}` |" for f, h in built.checksums.items())
    rev = revision or "main"
    body = f"""
# MedLFQA (groundeval build)

Version **{VERSION}**. Long-form medical question answering: patients' questions with a reference
answer written or curated by clinicians and two lists of statements extracted from it,
`must_have` (what a good answer has to say) and `nice_to_have` (supplementary). Assembled by the
OLAPH authors (Jeong et al., 2024) from five benchmarks: HealthSearchQA, K-QA (golden: physician
written, silver: model-assisted), LiveQA and MedicationQA.

## Provenance

Built by `dataset_builders/medlfqa/build.py` from {shown_source} (Hub `{HUB_ID}`, revision
`{rev}`; the same files as github.com/dmis-lab/OLAPH, folder `MedLFQA/`). Input files:

| file | sha256 |
|---|---|
{checksums}

{missing}

Every row is validated (fields `Question`, `Free_form_answer`, `Must_have`, `Nice_to_have`, and
for K-QA `ICD_10_diag`, for K-QA golden `Sources`; wrong types are errors) and kept unchanged: no
row is dropped, deduplicated, stripped or re-ordered.

## Structure

One split, `test`. Columns: `id` (`<source>-<line index>`, stable across builds of the same
files), `source`, `question`, `answer` (the reference `Free_form_answer`), `must_have` and
`nice_to_have` (lists of str), `icd_10_diag` (str or null, K-QA only), `sources` (str or null,
K-QA golden only).

| config | rows | what |
|---|---|---|
{config_rows}

## Protocol

`all` keeps the Hub file order (`healthsearch_qa`, `kqa_golden`, `kqa_silver`, `live_qa`,
`medication_qa`), which is the order `load_dataset("{HUB_ID}", split="test")` gives.
`lm_eval_slice` holds exactly the rows lm-evaluation-harness's `olaph` task scores: the first
`int(0.1 * N)` rows of that concatenation (494 of 4,948; lm-eval's comment says 1 %, its code
takes 10 %). The groundeval `olaph` task scores either (`rows="lm_eval_slice"` or `"all"`) and
reports each source separately.

## Quirks (counted, kept as published)

{quirk_header}
{quirk_rows}

Known from the full Hub data as well: 4 K-QA silver rows have an empty `must_have` (OLAPH scores
their comprehensiveness 0), 44 K-QA golden rows an empty `nice_to_have`, one LiveQA row an empty
answer, 9 MedicationQA answers are under 10 characters (lm-eval scores such rows NaN), and
questions repeat (39 MedicationQA rows are exact copies of another row; 19 K-QA silver questions
repeat with different answers).

## Licence and attribution

CC-BY-4.0, as published by the OLAPH authors. Please cite OLAPH and the source benchmarks:

```bibtex
@article{{jeong2024olaph,
  title   = {{OLAPH: Improving Factuality in Biomedical Long-form Question Answering}},
  author  = {{Jeong, Minbyul and Hwang, Hyeon and Yoon, Chanwoong and Lee, Taewhoo and Kang, Jaewoo}},
  journal = {{arXiv preprint arXiv:2405.12701}},
  year    = {{2024}}
}}
```

K-QA (Manes et al., 2024, arXiv 2401.14493), LiveQA (Ben Abacha et al., TREC 2017),
MedicationQA (Ben Abacha et al., MedInfo 2019), HealthSearchQA (Singhal et al., Nature 2023).

## Changelog

* **1.0.0**: first build. Five sources in Hub file order, stable ids, per-source configs,
  `lm_eval_slice`; quirks counted, nothing dropped.
"""
    return head + "\n" + body


def _config_note(config: str, built: Built) -> str:
    if config == "all":
        return "every row, Hub file order"
    if config == "lm_eval_slice":
        return "the rows lm-eval's `olaph` task scores: first int(0.1 N) of `all`"
    return f"`{SOURCE_FILES[config]}`"


def write(built: Built, out: Path, source: str, revision: str | None, card: Path | None = None) -> None:
    out = Path(out)
    for config, rows in built.configs.items():
        write_parquet(rows, out / parquet_path(config))
    text = render_card(built, source, revision)
    (out / "README.md").write_text(text, encoding="utf-8")
    if card is not None:
        Path(card).parent.mkdir(parents=True, exist_ok=True)
        Path(card).write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", default=HUB_ID, help=f"Hub dataset id or local folder (default {HUB_ID})")
    parser.add_argument("--revision", default=None, help="Hub revision (branch, tag or commit) when --source is a Hub id")
    parser.add_argument("--out", required=True, help="output folder for data/<config>/*.parquet and README.md")
    parser.add_argument("--card", default=None, help="also write the card here (e.g. cards/medlfqa.md)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    try:
        built = build(args.source, args.revision)
    except (MedLFQAFormatError, FileNotFoundError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    write(built, Path(args.out), args.source, args.revision, Path(args.card) if args.card else None)
    for config, rows in built.configs.items():
        logger.info("%-16s %5d rows -> %s", config, len(rows), os.path.join(args.out, parquet_path(config)))
    if built.missing:
        logger.warning("missing sources: %s", ", ".join(built.missing))
    return 0


if __name__ == "__main__":
    sys.exit(main())
