"""Where a model behind an API is and how to reach it: ``--model_args`` of ``--backend openai`` and
``--backend hf-inference``.

The API key is read from an environment variable (``api_key_env=``, default ``OPENAI_API_KEY``,
``HF_TOKEN`` for Inference Providers) when a request is sent. It is never an argument and never
part of anything written: not the record, not the cache, not a log line. A ``base_url`` that
carries credentials (``https://user:key@host``) is refused for the same reason.
"""

from __future__ import annotations

import dataclasses
import os
from typing import Any
from urllib.parse import urlsplit

from ..errors import UserError

API_BACKENDS = ("openai", "hf-inference")
KEY_ENV = {"openai": "OPENAI_API_KEY", "hf-inference": "HF_TOKEN"}
# --model_args keys an API backend takes, and what each is.
ENDPOINT_KEYS = {
    "base_url": "the server's address, e.g. http://127.0.0.1:8000/v1 (lm-eval's full .../v1/completions too)",
    "model": "the model's name as the server serves it",
    "api_key_env": "the environment variable holding the API key",
    "tokenizer": "a tokenizer (Hub id or local folder) for --estimate, truncation and token counts",
    "provider": "hf-inference: the Inference Provider (default: auto)",
}
_ENDPOINT_SUFFIXES = ("/chat/completions", "/completions")


@dataclasses.dataclass(frozen=True)
class Endpoint:
    """A model behind an API: which client, which server or provider, which model, which key variable."""

    backend: str
    model: str | None
    base_url: str | None = None
    provider: str | None = None
    api_key_env: str = "OPENAI_API_KEY"
    tokenizer: str | None = None

    @classmethod
    def from_model_args(cls, backend: str, values: dict[str, Any]) -> "Endpoint":
        """The endpoint of ``--model_args`` values; a UserError names the key to fix."""
        if backend not in API_BACKENDS:
            raise UserError(f"--backend {backend} is not an API backend ({', '.join(API_BACKENDS)})")
        unknown = sorted(set(values) - set(ENDPOINT_KEYS))
        if unknown:
            known = "; ".join(f"{k}: {v}" for k, v in ENDPOINT_KEYS.items())
            raise UserError(f"--model_args has key(s) {', '.join(unknown)} that --backend {backend} does not take; it takes {known}")
        base_url = _base_url(values["base_url"]) if values.get("base_url") else None
        model = values.get("model") or None
        provider = values.get("provider") or None
        if backend == "openai":
            if base_url is None:
                raise UserError("--backend openai needs --model_args base_url=http://HOST:PORT/v1 (the server's address)")
            if model is None:
                raise UserError("--backend openai needs --model_args model=NAME (the model's name as the server serves it; "
                                "GET BASE_URL/models lists them)")
            if provider:
                raise UserError("--model_args provider= is for --backend hf-inference; an OpenAI-compatible server takes base_url=")
        elif model is None and base_url is None:
            raise UserError("--backend hf-inference needs --model_args model=ID (with provider=NAME, default auto) "
                            "or base_url=URL of an Inference Endpoint")
        if base_url is not None and provider:
            raise UserError("--model_args gives both base_url= and provider=; an Inference Endpoint is base_url=, "
                            "an Inference Provider is provider=")
        key_env = values.get("api_key_env") or KEY_ENV[backend]
        if not str(key_env).replace("_", "").isalnum():
            raise UserError(f"--model_args api_key_env={key_env!r} is not an environment variable's name "
                            "(the key itself is never an argument: put it in the variable)")
        return cls(backend, model, base_url, provider, str(key_env), values.get("tokenizer") or None)

    def api_key(self) -> str | None:
        """The key, read now from the named environment variable (None when it is unset or empty)."""
        return os.environ.get(self.api_key_env) or None

    def where(self) -> str:
        """The ``--model_args`` value that says where requests go, for messages."""
        if self.base_url:
            return f"base_url={self.base_url}"
        return f"provider={self.provider or 'auto'}"

    def record(self) -> dict[str, Any]:
        """What the results record says about the endpoint (never the key)."""
        return {"backend": self.backend, "model": self.model, "base_url": self.base_url, "provider": self.provider,
                "api_key_env": self.api_key_env, "tokenizer": self.tokenizer}


def _base_url(text: str) -> str:
    """``http://host:port/v1`` from what a user gives: a trailing slash, or lm-eval's full
    ``.../v1/completions`` or ``.../v1/chat/completions`` endpoint, is cut off."""
    url = str(text).strip().rstrip("/")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise UserError(f"--model_args base_url={text!r} is not an http(s) address, e.g. http://127.0.0.1:8000/v1")
    if parts.username or parts.password:
        raise UserError("--model_args base_url carries credentials; put the key in an environment variable "
                        "(api_key_env=NAME, default OPENAI_API_KEY) so that it is never written to the record")
    if parts.query or parts.fragment:
        raise UserError(f"--model_args base_url={text!r} has a query or fragment; give the server's address only")
    for suffix in _ENDPOINT_SUFFIXES:
        if url.endswith(suffix):
            return url[: -len(suffix)]
    return url
