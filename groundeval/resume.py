"""Resuming a run that died: each process appends every finished unit of work to a partial file.

A partial file belongs to one *signature*: a hash of everything that makes the task's predictions
(model record, task settings, context length, chat template, the rows' content fingerprint). A
second run with the same signature reuses those rows; any other signature starts afresh.

    .partial-<signature>.rank<process>.jsonl     one generation (as a JSON object) per line
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Iterable, TextIO

__all__ = ["signature", "read_partials", "partial_path", "append_rows", "clear_partials"]


def signature(parts: Iterable[Any]) -> str:
    """A short hash of ``parts`` (JSON-serialised with sorted keys)."""
    text = json.dumps(list(parts), sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def partial_path(task_dir: Path, sig: str, process_index: int) -> Path:
    return task_dir / f".partial-{sig}.rank{process_index}.jsonl"


def read_partials(task_dir: Path, sig: str) -> dict[int, dict[str, Any]]:
    """Finished generations of earlier runs with this signature, by row ``idx``."""
    done: dict[int, dict[str, Any]] = {}
    for path in sorted(task_dir.glob(f".partial-{sig}.rank*.jsonl")):
        with open(path) as f:
            for line in f:
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:  # a line cut short when the run died
                    continue
                done[row["idx"]] = row
    return done


def append_rows(sink: TextIO, rows: Iterable[dict[str, Any]]) -> None:
    """Append finished rows and flush, so a kill loses at most the unit being computed."""
    for row in rows:
        sink.write(json.dumps(row, ensure_ascii=False) + "\n")
    sink.flush()


def clear_partials(task_dir: Path) -> None:
    """Remove partial files once the task's predictions are written."""
    for stale in task_dir.glob(".partial-*.jsonl"):
        stale.unlink()
