"""Real OpenAI-compatible servers on 127.0.0.1 for the API backend's tests (started by
:mod:`groundeval.api.local_servers`), and a proxy that counts what reaches them and injects faults.

* :func:`transformers_server`: ``transformers serve MODEL_DIR`` (``transformers[serving]``).
* :func:`llama_cpp_server`: ``python -m llama_cpp.server --model FILE.gguf`` (``llama-cpp-python[server]``).
* :class:`Proxy`: forwards each request to a server, records it, and can answer instead with a
  429 (``Retry-After``), a 500, a dropped connection, a malformed body, or a 401 when the request
  lacks the key it requires; its upstream can change (a server killed and started again).

Where a server package is missing the test is skipped with the reason; under
``GROUNDEVAL_REQUIRE_SERVERS=1`` (what ``.ci/run`` sets) it fails instead.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Callable

import pytest

from groundeval.api import local_servers
from groundeval.api.local_servers import Server


def require(module: str, package: str) -> None:
    """Skip (or, under GROUNDEVAL_REQUIRE_SERVERS=1, fail) when ``module`` cannot be imported."""
    if importlib.util.find_spec(module) is not None:
        return
    reason = f"{module} is not installed (pip install '{package}')"
    if os.environ.get("GROUNDEVAL_REQUIRE_SERVERS") == "1":
        pytest.fail(f"GROUNDEVAL_REQUIRE_SERVERS=1 but {reason}")
    pytest.skip(reason)


def transformers_server(model_dir: Path, log: Path, dtype: str = "float32", threads: int = 1) -> Server:
    require("fastapi", "transformers[serving]")
    require("uvicorn", "transformers[serving]")
    return local_servers.transformers_server(model_dir, log, dtype=dtype, threads=threads)


def llama_cpp_server(gguf: Path, log: Path, n_ctx: int = 2048, threads: int = 1) -> Server:
    require("llama_cpp", "llama-cpp-python[server]")
    require("sse_starlette", "llama-cpp-python[server]")
    return local_servers.llama_cpp_server(gguf, log, n_ctx=n_ctx, threads=threads)


class Proxy:
    """A proxy in this process in front of a server: it records every request and can answer
    instead of the server. ``faults`` is consumed one per POST: None forwards, ``"429"``,
    ``"500"``, ``"drop"`` (the connection closes with no answer) and ``"garbage"`` (200 with a
    body that is not JSON) answer instead. ``after(n, fn)`` calls ``fn`` once after the n-th
    forwarded POST answered (e.g. to kill the server)."""

    def __init__(self, upstream: str, require_key: str | None = None) -> None:
        self.upstream = upstream.rstrip("/")
        self.require_key = require_key
        self.faults: list[str | None] = []
        self.posts: list[dict] = []  # bodies of the POSTs received (faulted ones too)
        self.forwarded: list[dict] = []  # bodies the server answered
        self._after: tuple[int, Callable[[], None]] | None = None
        self._before: tuple[int, Callable[[], None]] | None = None
        self._lock = threading.Lock()
        import httpx

        self._client = httpx.Client(timeout=600)  # one TLS context for every forwarded request, not one each
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                proxy._forward(self, None)

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                proxy._forward(self, body)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self._thread.start()

    def after(self, n: int, fn: Callable[[], None]) -> None:
        self._after = (n, fn)

    def on_arrival(self, n: int, fn: Callable[[], None]) -> None:
        """Call ``fn`` when the n-th row request arrives, and answer nothing to it (with one request
        in flight, every earlier answer has been received and handled by then)."""
        self._before = (n, fn)

    def rows(self) -> list[dict]:
        """The POSTs that were not probes (a probe asks for one token of the probe prompt)."""
        return [b for b in self.posts if not _is_probe(b)]

    def reset(self) -> None:
        with self._lock:
            self.posts.clear()
            self.forwarded.clear()
            self.faults.clear()
            self._after = self._before = None

    def _reply(self, handler: BaseHTTPRequestHandler, status: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        handler.send_response(status)
        for key, value in {"content-type": "application/json", "content-length": str(len(body)), **(headers or {})}.items():
            handler.send_header(key, value)
        handler.end_headers()
        handler.wfile.write(body)

    def _forward(self, handler: BaseHTTPRequestHandler, body: dict | None) -> None:
        import httpx

        fault, before = None, None
        if body is not None:
            with self._lock:
                self.posts.append(body)
                fault = self.faults.pop(0) if self.faults else None
                if self._before is not None and len(self.rows()) == self._before[0]:
                    before, self._before = self._before[1], None
        if before is not None:
            before()
            handler.close_connection = True
            with contextlib.suppress(OSError):
                handler.connection.shutdown(socket.SHUT_RDWR)
            return None
        if self.require_key is not None and handler.headers.get("authorization") != f"Bearer {self.require_key}":
            return self._reply(handler, 401, b'{"error": {"message": "Incorrect API key provided", "code": "invalid_api_key"}}')
        if fault == "429":
            return self._reply(handler, 429, b'{"error": "rate limited"}', {"retry-after": "1"})
        if fault == "500":
            return self._reply(handler, 500, b'{"error": "internal"}')
        if fault == "garbage":
            return self._reply(handler, 200, b"<html>upstream hiccup</html>", {"content-type": "text/html"})
        if fault == "drop":
            handler.close_connection = True
            handler.connection.shutdown(socket.SHUT_RDWR)
            return None
        path = handler.path[len("/v1"):] if handler.path.startswith("/v1") else handler.path
        try:
            if body is None:
                answer = self._client.get(self.upstream + path)
            else:
                answer = self._client.post(self.upstream + path, json=body)
        except httpx.HTTPError:
            handler.close_connection = True
            with contextlib.suppress(OSError):
                handler.connection.shutdown(socket.SHUT_RDWR)
            return None
        self._reply(handler, answer.status_code, answer.content)
        if body is not None and answer.status_code == 200:
            with self._lock:
                self.forwarded.append(body)
                after = self._after
                fire = after is not None and len([b for b in self.forwarded if not _is_probe(b)]) == after[0]
                if fire:
                    self._after = None
            if fire:
                after[1]()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self._client.close()


def _is_probe(body: dict) -> bool:
    from groundeval.engine.api import PROBE_PROMPT

    prompt = body.get("prompt")
    messages = body.get("messages") or [{}]
    return body.get("max_tokens") == 1 and (prompt == PROBE_PROMPT or messages[-1].get("content") == PROBE_PROMPT)
