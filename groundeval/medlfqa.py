"""MedLFQA's format: the published columns (what ``dataset_builders/medlfqa`` writes and the
``olaph`` tasks read), and the reading of the original files (``dmis-lab/MedLFQA``'s five JSON-lines
files, from a local folder or the Hub), every row validated and normalised into those columns; the
``olaph`` tasks and the benchmark read original files through it too. It lives in the library
(builders import the library, never the reverse); the builder re-exports it."""

from __future__ import annotations

import collections
import functools
import hashlib
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyarrow as pa

from .errors import looks_local

if TYPE_CHECKING:
    import datasets

HUB_ID = "dmis-lab/MedLFQA"

# Hub file order: load_dataset("dmis-lab/MedLFQA") concatenates the files in this order.
SOURCE_FILES = {
    "healthsearch_qa": "healthsearch_qa_test_MedLFQA.jsonl",
    "kqa_golden": "kqa_golden_test_MedLFQA.jsonl",
    "kqa_silver": "kqa_silver_wogold_test_MedLFQA.jsonl",
    "live_qa": "live_qa_test_MedLFQA.jsonl",
    "medication_qa": "medication_qa_test_MedLFQA.jsonl",
}

SCHEMA = pa.schema(
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
COLUMNS = SCHEMA.names
LM_EVAL_FRACTION = 0.1


@functools.lru_cache(maxsize=None)
def features() -> Any:
    """The published columns as ``datasets`` features (imported here, where rows are read)."""
    import datasets

    return datasets.Features.from_arrow_schema(SCHEMA)


def lm_eval_slice_size(n: int) -> int:
    """lm-eval's olaph task scores the first int(0.1 * N) rows of the concatenated test split."""
    return int(LM_EVAL_FRACTION * n)


REQUIRED = {"Question": "question", "Free_form_answer": "answer", "Must_have": "must_have", "Nice_to_have": "nice_to_have"}
OPTIONAL = {"ICD_10_diag": "icd_10_diag", "Sources": "sources"}

logger = logging.getLogger("groundeval.medlfqa")


class MedLFQAFormatError(ValueError):
    """A row that does not have the MedLFQA layout; the message names file, line and field."""


@dataclass
class Built:
    present: list[str]
    missing: list[str]
    checksums: dict[str, str]
    configs: dict[str, list[dict]]
    quirks: dict[str, dict[str, int]]

    @property
    def rows(self) -> list[dict]:
        """Every row, Hub file order (the ``all`` config)."""
        return self.configs["all"]


def _fetch(source: str, revision: str | None) -> dict[str, Path]:
    """Path of each available source file, from a local folder or the Hub."""
    local = Path(source)
    if local.is_dir():
        return {name: local / fname for name, fname in SOURCE_FILES.items() if (local / fname).is_file()}
    if local.exists():
        raise ValueError(f"--source {source!r} is a file; give the folder holding the MedLFQA files")
    if looks_local(source):
        raise ValueError(f"--source {source}: no such folder (a local path is never looked up on the Hub)")
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
    """Every row of one original file, validated and normalised; ``id`` is ``<name>-<row index>``."""
    rows = []
    fname = SOURCE_FILES[name]
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as err:
        raise MedLFQAFormatError(f"{fname}: not UTF-8 text (byte {err.object[err.start]:#04x} at offset "
                                 f"{err.start}); is it the MedLFQA JSON-lines file?") from None
    for line_no, line in enumerate(text.split("\n"), start=1):
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
    empty = [SOURCE_FILES[name] for name in present if not per_source[name]]
    if empty:  # never an empty success: a config of 0 rows would be published
        raise MedLFQAFormatError(f"{', '.join(empty)} in {source}: no rows; each MedLFQA file holds one JSON object per line")
    rows = [row for name in present for row in per_source[name]]
    configs = {"all": rows, **{name: per_source[name] for name in present}}
    if not missing:
        configs["lm_eval_slice"] = rows[: lm_eval_slice_size(len(rows))]
    quirks = {name: count_quirks(per_source[name]) for name in present}
    return Built(present, missing, checksums, configs, quirks)


def to_dataset(rows: list[dict]) -> datasets.Dataset:
    """Normalised rows as a ``datasets.Dataset`` with the published features."""
    import datasets

    return datasets.Dataset.from_list([{c: r[c] for c in COLUMNS} for r in rows], features=features())
