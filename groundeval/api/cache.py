"""A request cache: one SQLite file of answers, keyed by the whole request.

The key is the SHA-256 of the request's canonical JSON: the endpoint kind (completions or chat),
the model as the server names it (and its ``system_fingerprint`` when it gives one), and the body
exactly as sent (prompt or messages, every generation parameter, the seed of a sampled draw). Where
the server is (``base_url``) and the key are not part of it, so one file serves every run and task
against the same model, and a resumed or repeated run sends no request it already has an answer
to. Each answer is committed as it arrives (write-ahead log), so a run killed at any moment keeps
every answer it received. The default file is ``$GROUNDEVAL_CACHE/api_requests.sqlite``
(``~/.cache/groundeval``); ``--cache PATH`` names another, ``--cache off`` keeps none.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

SCHEMA_VERSION = 1


def request_key(kind: str, model: str, fingerprint: str | None, body: dict[str, Any]) -> str:
    """The cache key of one request (sorted-key JSON of everything that can change its answer)."""
    text = json.dumps({"v": SCHEMA_VERSION, "kind": kind, "model": model, "fingerprint": fingerprint, "body": body},
                      sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class RequestCache:
    """Answers by request key, in one SQLite file shared by threads (one connection, one lock)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(str(self.path), check_same_thread=False, timeout=30, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("CREATE TABLE IF NOT EXISTS answers (key TEXT PRIMARY KEY, kind TEXT, model TEXT, "
                             "request TEXT, answer TEXT, created REAL)")
        except sqlite3.DatabaseError as err:
            raise OSError(f"{self.path}: not a usable request cache ({err}); remove it or give --cache another path") from err
        self._lock = threading.Lock()

    def get(self, key: str) -> dict[str, Any] | None:
        with self._lock:
            row = self._db.execute("SELECT answer FROM answers WHERE key = ?", (key,)).fetchone()
        return None if row is None else json.loads(row[0])

    def put(self, key: str, kind: str, model: str, request: dict[str, Any], answer: dict[str, Any]) -> None:
        """Keep one answer; committed before this returns."""
        with self._lock:
            self._db.execute("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?, ?, ?)",
                             (key, kind, model, json.dumps(request, ensure_ascii=False), json.dumps(answer, ensure_ascii=False),
                              time.time()))

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM answers").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._db.close()
