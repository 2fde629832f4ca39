"""Reading evaluation rows from the Hub or from local files, with a record of where they came from;
where the bundled samples live."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import datasets

_LOCAL_FORMATS = {".parquet": "parquet", ".jsonl": "json", ".json": "json", ".csv": "csv"}

SAMPLES_DIR = Path(__file__).resolve().parent / "samples"
"""The bundled samples (``groundeval/samples/``): small files in the datasets' schemas for offline runs."""


def sample_path(name: str) -> str:
    """Path of a bundled sample file or folder, by its name under :data:`SAMPLES_DIR`."""
    return str(SAMPLES_DIR / name)


def is_local(source: str) -> bool:
    return Path(source).exists()


def load_rows(
    source: str,
    *,
    split: str,
    config: str | None = None,
    revision: str | None = None,
) -> tuple[datasets.Dataset, dict[str, Any]]:
    """Rows of ``source`` (a Hub dataset id, a folder a dataset builder wrote, or a local Parquet /
    JSON-lines / CSV file or folder).

    A Hub id and a builder's folder (it has a ``README.md`` card with ``configs``) are read with the
    same ``load_dataset(source, config, split=...)`` call. Other local files are read with the call a
    user would make by hand (``load_dataset("parquet", data_files=...)``).
    Returns the dataset and its provenance: id, revision, split and the dataset fingerprint.
    """
    path = Path(source)
    if path.is_dir() and (path / "README.md").is_file():
        ds = datasets.load_dataset(str(path), config, split=split)
        record = {"dataset": str(path.resolve()), "config": config, "split": split, "revision": None}
    elif path.exists():
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
