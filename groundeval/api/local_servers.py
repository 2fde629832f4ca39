"""OpenAI-compatible servers started on 127.0.0.1 from this machine's packages, for the API
backend's tests and ``scripts/bench_api.py``: ``transformers serve MODEL_DIR``
(``transformers[serving]``) and llama.cpp's ``python -m llama_cpp.server --model FILE.gguf``
(``llama-cpp-python[server]``). Each runs in its own process group, answers before it is handed
back, and stops (or is killed, as a crash would) on request.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A server process on 127.0.0.1; ``base_url`` ends in ``/v1``."""

    def __init__(self, argv: list[str], port: int, log: Path, env: dict[str, str] | None = None) -> None:
        self.port = port
        self.base_url = f"http://127.0.0.1:{port}/v1"
        self.log = log
        self._log = open(log, "wb")
        self.process = subprocess.Popen(argv, stdout=self._log, stderr=subprocess.STDOUT, env={**os.environ, **(env or {})},
                                        start_new_session=True)

    def wait_ready(self, path: str = "/v1/models", timeout: float = 180.0) -> "Server":
        import httpx

        deadline = time.monotonic() + timeout
        # one client for all the polls: each bare httpx.get builds a client and its TLS context
        # (the CA bundle: 40 ms of CPU a call on a 2-core runner), a hundred-odd times while a model loads
        with httpx.Client(timeout=2) as client:
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    raise RuntimeError(f"the server exited ({self.process.returncode}): {self.log.read_text()[-2000:]}")
                with contextlib.suppress(httpx.HTTPError):
                    if client.get(f"http://127.0.0.1:{self.port}{path}").status_code == 200:
                        return self
                time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"the server did not answer within {timeout} s: {self.log.read_text()[-2000:]}")

    def kill(self) -> None:
        """SIGKILL, as a crashed server: nothing is flushed, no request is finished."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()
        self._log.close()


def transformers_server(model_dir: Path, log: Path, dtype: str = "float32", threads: int = 1,
                        continuous_batching: bool = False) -> Server:
    """``transformers serve MODEL_DIR`` (the model loaded at start), ready to answer."""
    cli = shutil.which("transformers", path=str(Path(sys.executable).parent)) or shutil.which("transformers")
    if cli is None:
        raise RuntimeError("the `transformers` command is not on PATH (pip install 'transformers[serving]')")
    port = free_port()
    env = {"OMP_NUM_THREADS": str(threads), "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    return Server([cli, "serve", str(model_dir), "--host", "127.0.0.1", "--port", str(port), "--device", "cpu",
                   "--dtype", dtype, "--log-level", "warning", *(["--continuous-batching"] if continuous_batching else [])],
                  port, log, env).wait_ready()


def llama_cpp_server(gguf: Path, log: Path, n_ctx: int = 2048, threads: int = 2) -> Server:
    """``python -m llama_cpp.server`` on a GGUF file, with every position's logits kept (echo + logprobs)."""
    port = free_port()
    return Server([sys.executable, "-m", "llama_cpp.server", "--model", str(gguf), "--host", "127.0.0.1", "--port", str(port),
                   "--n_ctx", str(n_ctx), "--logits_all", "true", "--n_threads", str(threads), "--seed", "0"], port, log).wait_ready()
