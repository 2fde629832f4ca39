"""Deterministic Parquet and dataset-card writing for the dataset builders."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import pyarrow as pa
import pyarrow.parquet as pq


def write_parquet(rows: Sequence[Mapping[str, Any]], schema: pa.Schema, path: Path) -> Path:
    """Write ``rows`` with a fixed schema and fixed writer options: same rows, same bytes."""
    table = pa.Table.from_pylist([dict(r) for r in rows], schema=schema)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".parquet.tmp")
    pq.write_table(
        table,
        tmp,
        compression="zstd",
        compression_level=9,
        use_dictionary=True,
        write_statistics=True,
        row_group_size=10_000,
        data_page_version="1.0",
    )
    tmp.replace(path)
    return path


def yaml_block(metadata: Mapping[str, Any]) -> str:
    """Card metadata as YAML, keys in the order given (PyYAML ships with ``datasets``)."""
    import yaml

    return yaml.safe_dump(dict(metadata), sort_keys=False, allow_unicode=True, width=100).strip()


def size_category(n: int) -> str:
    for bound, label in ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"), (1_000_000, "100K<n<1M")):
        if n < bound:
            return label
    return "n>1M"


def write_card(path: Path, metadata: Mapping[str, Any], body: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"---\n{yaml_block(metadata)}\n---\n\n{body.strip()}\n")
    return path


def count(rows: Iterable[Mapping[str, Any]], predicate) -> int:
    return sum(1 for r in rows if predicate(r))
