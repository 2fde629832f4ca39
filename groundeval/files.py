"""Files written whole or not at all: the one writer of results, cards, reports and plans."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

__all__ = ["durable_write"]


def durable_write(path: str | Path, data: bytes | str) -> Path:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one."""
    path = Path(path)
    if path.exists() and not path.is_file():  # a folder, a FIFO, a device: never replaced by a file
        raise IsADirectoryError(21, "exists and is not a regular file; write somewhere else", str(path)) \
            if path.is_dir() else ValueError(f"{path}: exists and is not a regular file; write somewhere else")
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(payload)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)
    return path


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # platforms where a folder cannot be opened
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
