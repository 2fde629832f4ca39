"""Reading evaluation rows from the Hub or from local files, with a record of where they came from."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import datasets

_LOCAL_FORMATS = {".parquet": "parquet", ".jsonl": "json", ".json": "json", ".csv": "csv"}


def is_local(source: str) -> bool:
    return Path(source).exists()


def load_rows(
    source: str,
    *,
    split: str,
    config: str | None = None,
    revision: str | None = None,
) -> tuple[datasets.Dataset, dict[str, Any]]:
    """Rows of ``source`` (a Hub dataset id, or a local Parquet / JSON-lines / CSV file or folder).

    Local files are read with the same ``load_dataset`` call a user would make by hand
    (``load_dataset("parquet", data_files=...)``), so the Hub path and the local path share code.
    Returns the dataset and its provenance: id, revision, split and the dataset fingerprint.
    """
    path = Path(source)
    if path.exists():
        files = sorted(p for p in path.rglob("*") if p.suffix in _LOCAL_FORMATS) if path.is_dir() else [path]
        if not files:
            raise FileNotFoundError(f"no .parquet, .jsonl, .json or .csv file under {path}")
        formats = {_LOCAL_FORMATS.get(p.suffix) for p in files}
        if len(formats) != 1 or None in formats:
            raise ValueError(f"{path}: expected files of one format among {sorted(_LOCAL_FORMATS)}, got {files}")
        ds = datasets.load_dataset(formats.pop(), data_files=[str(p) for p in files], split="train")
        record = {"dataset": str(path.resolve()), "revision": None, "split": None}
    else:
        ds = datasets.load_dataset(source, config, split=split, revision=revision)
        record = {"dataset": source, "config": config, "split": split, "revision": _hub_revision(ds, revision)}
    record["fingerprint"] = ds._fingerprint
    record["num_rows"] = len(ds)
    return ds, record


def _hub_revision(ds: datasets.Dataset, requested: str | None) -> str | None:
    # The resolved commit when the builder knows it; else what was asked for.
    info = getattr(ds, "info", None)
    for attr in ("dataset_revision", "revision"):
        value = getattr(info, attr, None) if info is not None else None
        if value:
            return value
    return requested
