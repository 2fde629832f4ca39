"""Errors a user can fix: ``scripts/run.py`` shows them as one line and exits with status 2.

Anything else is a bug and keeps its traceback. ``--debug`` shows the traceback of these too.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["UserError", "looks_local", "missing_local"]


class UserError(Exception):
    """Something wrong with what the user asked for: a missing file, a bad value, no network."""


def looks_local(source: str) -> bool:
    """A path rather than a Hub id: starts with ``./``, ``../``, ``/`` or ``~``, or ends in a file extension."""
    text = str(source)
    if text.startswith(("./", "../", "/", "~")) or text in (".", ".."):
        return True
    suffix = Path(text).suffix.lower()
    return suffix in {".parquet", ".jsonl", ".json", ".csv", ".gguf", ".safetensors", ".bin", ".txt", ".arrow"}


def missing_local(source: str, what: str) -> UserError | None:
    """The error for a local-looking path that does not exist (never looked up on the Hub), else None."""
    if looks_local(source) and not Path(source).expanduser().exists():
        return UserError(f"{what} {source}: no such file or folder")
    return None
