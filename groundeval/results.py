"""The results record: every number with what made it, and the per-row predictions beside it, in
lm-evaluation-harness's own files (:mod:`groundeval.lmeval_files`)."""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import math
import platform
from importlib import metadata
from pathlib import Path
from typing import Any, Iterable

from .files import durable_write

PACKAGES = ("groundeval", "torch", "transformers", "datasets", "evaluate", "accelerate", "huggingface-hub", "tokenizers", "numpy", "gguf", "vllm")


def package_versions(names: Iterable[str] = PACKAGES) -> dict[str, str]:
    versions = {}
    for name in names:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    versions["python"] = platform.python_version()
    return versions


def file_sha256(path: Path) -> str:
    """SHA-256 of a file's bytes, read in 4 MiB blocks."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(1 << 22):
            h.update(block)
    return h.hexdigest()


def content_fingerprint(rows: Iterable[dict[str, Any]]) -> str:
    """A hash of the rows' content (not of file paths or dates): same rows, same fingerprint."""
    h = hashlib.sha256()
    for row in rows:
        h.update(json.dumps(row, sort_keys=True, ensure_ascii=False, default=str).encode())
        h.update(b"\n")
    return h.hexdigest()[:16]


def utc_now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()


def json_safe(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, dict):
        return {k: json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    if hasattr(value, "item") and callable(value.item):  # numpy scalars
        return json_safe(value.item())
    return value


def write_json(path: Path, obj: Any) -> None:
    """Written whole or not at all (temporary file, fsync, rename): a killed run leaves no half file."""
    durable_write(path, json.dumps(json_safe(obj), indent=2, ensure_ascii=False) + "\n")


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """The rows of a JSON-lines file this project wrote (blank lines skipped)."""
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write_jsonl(path: Path, rows: Iterable[dict[str, Any]]) -> None:
    durable_write(path, "".join(json.dumps(json_safe(row), ensure_ascii=False) + "\n" for row in rows))
