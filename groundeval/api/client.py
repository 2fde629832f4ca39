"""One request to a model behind an API, and its answer in one shape.

:class:`OpenAIClient` speaks OpenAI's ``/v1/completions`` and ``/v1/chat/completions`` with
``httpx`` (already installed with ``huggingface_hub``); :class:`HFInferenceClient` sends chat
requests through ``huggingface_hub.InferenceClient``. Both return a :class:`Reply` or raise an
:class:`APIError` that says whether trying again may help: a refused connection, a timeout, a
dropped connection, HTTP 408/409/429/5xx and a body that is not the API's shape are retried;
any other 4xx is not. Messages quote at most a few hundred characters of a body and never a
header, so the key cannot reach a log line.
"""

from __future__ import annotations

import contextlib
import dataclasses
import email.utils
import ipaddress
import json
import threading
import time
from typing import Any, Iterator
from urllib.parse import urlsplit

RETRY_STATUSES = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
_BODY_CHARS = 300


class APIError(Exception):
    """A request that failed: ``status`` (None when no HTTP answer came), whether another try may
    help, and the delay the server asked for (``Retry-After``, seconds)."""

    def __init__(self, message: str, status: int | None = None, retryable: bool = False,
                 retry_after: float | None = None, unreachable: bool = False) -> None:
        super().__init__(message)
        self.status = status
        self.retryable = retryable
        self.retry_after = retry_after
        self.unreachable = unreachable


@dataclasses.dataclass
class Reply:
    """What a request brought back. ``token_logprobs`` are the prompt's tokens' log-probabilities
    (``echo`` or vLLM's ``prompt_logprobs``), None where the server gives none for a token (the
    first one, by OpenAI's convention) or none at all."""

    text: str
    finish_reason: str | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    model: str | None = None
    system_fingerprint: str | None = None
    token_logprobs: list[float | None] | None = None
    tokens: list[str] | None = None

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Reply":
        return cls(**{f.name: data.get(f.name) for f in dataclasses.fields(cls)})


def retry_after(value: str | None) -> float | None:
    """``Retry-After`` in seconds: a number, or an HTTP date (RFC 9110); None when absent or unreadable."""
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _status_error(status: int, body: str, retry_header: str | None) -> APIError:
    snippet = " ".join(body.split())[:_BODY_CHARS]
    return APIError(f"HTTP {status}: {snippet or '(empty body)'}", status=status, retryable=status in RETRY_STATUSES,
                    retry_after=retry_after(retry_header))


def reply_of(kind: str, data: Any) -> Reply:
    """A completions or chat-completions body as a :class:`Reply`; a body of another shape is a
    retryable :class:`APIError` (a proxy's error page, a cut-off answer)."""
    try:
        choice = data["choices"][0]
        if kind == "chat":
            text = (choice.get("message") or {}).get("content")
        else:
            text = choice.get("text")
        if text is not None and not isinstance(text, str):
            raise TypeError("text is not a string")
        usage = data.get("usage") or {}
        return Reply(text=text or "", finish_reason=choice.get("finish_reason"),
                     prompt_tokens=_int_or_none(usage.get("prompt_tokens")),
                     completion_tokens=_int_or_none(usage.get("completion_tokens")),
                     model=data.get("model"), system_fingerprint=data.get("system_fingerprint"),
                     **_prompt_logprobs(choice))
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as err:
        raise APIError(f"the server's answer is not a {kind} completion ({type(err).__name__}: {err})",
                       retryable=True) from err


def _int_or_none(value: Any) -> int | None:
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _prompt_logprobs(choice: dict[str, Any]) -> dict[str, Any]:
    """The echoed tokens' log-probabilities and token strings (OpenAI's ``logprobs`` with ``echo``:
    the prompt's tokens, then the generated ones), or vLLM's ``prompt_logprobs`` (one
    ``{token_id: {logprob}}`` per prompt token, None first; the prompt's tokens only)."""
    if isinstance(choice.get("prompt_logprobs"), list):
        out: list[float | None] = []
        for step in choice["prompt_logprobs"]:
            if not step:
                out.append(None)
                continue
            first = next(iter(step.values()))
            out.append(float(first["logprob"] if isinstance(first, dict) else first))
        return {"token_logprobs": out, "tokens": None}
    logprobs = choice.get("logprobs")
    if isinstance(logprobs, dict) and isinstance(logprobs.get("token_logprobs"), list):
        tokens = logprobs.get("tokens")
        return {"token_logprobs": [None if v is None else float(v) for v in logprobs["token_logprobs"]],
                "tokens": [str(t) for t in tokens] if isinstance(tokens, list) else None}
    return {"token_logprobs": None, "tokens": None}


class OpenAIClient:
    """``/v1/completions`` and ``/v1/chat/completions`` of an OpenAI-compatible server."""

    def __init__(self, base_url: str, api_key: str | None, timeout: float) -> None:
        import httpx

        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.base_url = base_url
        self._http = httpx.Client(base_url=base_url, headers=headers, timeout=timeout,
                                  limits=httpx.Limits(max_connections=64, max_keepalive_connections=64))

    def send(self, kind: str, body: dict[str, Any]) -> Reply:
        """POST one request; ``kind`` is ``"completions"`` or ``"chat"``."""
        return reply_of(kind, self._request("POST", "/chat/completions" if kind == "chat" else "/completions", body))

    def models(self) -> list[str] | None:
        """The served models' names (``GET /models``); None where the server has no such list."""
        try:
            data = self._request("GET", "/models", None)
        except APIError as err:
            if err.status in (404, 405):
                return None
            raise
        try:
            return [str(m["id"]) for m in data["data"]]
        except (KeyError, TypeError):
            return None

    def _request(self, method: str, path: str, body: dict[str, Any] | None) -> Any:
        import httpx

        try:
            response = self._http.request(method, path, json=body)
        except httpx.TimeoutException as err:
            raise APIError(f"no answer within the timeout ({type(err).__name__})", retryable=True) from err
        except httpx.ConnectError as err:
            raise APIError(f"cannot connect ({err})", retryable=True, unreachable=True) from err
        except (httpx.TransportError, httpx.RemoteProtocolError) as err:
            raise APIError(f"the connection broke ({type(err).__name__}: {err})", retryable=True) from err
        if response.status_code >= 400:
            raise _status_error(response.status_code, response.text, response.headers.get("retry-after"))
        try:
            return response.json()
        except (json.JSONDecodeError, UnicodeDecodeError) as err:
            raise APIError(f"the server's answer is not JSON: {response.text[:_BODY_CHARS]!r}", retryable=True) from err

    def close(self) -> None:
        self._http.close()


_LIFT_LOCK = threading.Lock()
_LIFTED = {"calls": 0, "saved": None}


def is_private_url(url: str | None) -> bool:
    """Whether ``url``'s host is this machine or a private network (not the Hub)."""
    host = urlsplit(url or "").hostname or ""
    if host == "localhost":
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or address.is_private


@contextlib.contextmanager
def _hub_offline_lifted(lift: bool) -> Iterator[None]:
    """``huggingface_hub``'s offline mode (``HF_HUB_OFFLINE=1``, which groundeval sets when the Hub
    cannot be reached) blocks every request its client sends; an endpoint on this machine or a
    private network is not the Hub, so for those requests it is lifted (counted across threads)."""
    if not lift:
        yield
        return
    from huggingface_hub import constants

    with _LIFT_LOCK:
        if _LIFTED["calls"] == 0:
            _LIFTED["saved"] = constants.HF_HUB_OFFLINE
            constants.HF_HUB_OFFLINE = False
        _LIFTED["calls"] += 1
    try:
        yield
    finally:
        with _LIFT_LOCK:
            _LIFTED["calls"] -= 1
            if _LIFTED["calls"] == 0:
                constants.HF_HUB_OFFLINE = _LIFTED["saved"]


class HFInferenceClient:
    """Chat requests through ``huggingface_hub.InferenceClient``: Inference Providers
    (``provider=``, ``model=``) or an Inference Endpoint / any OpenAI-compatible ``base_url``."""

    def __init__(self, model: str | None, base_url: str | None, provider: str | None, api_key: str | None,
                 timeout: float) -> None:
        from huggingface_hub import InferenceClient

        self.model = model
        self.base_url = base_url
        if base_url:
            self._client = InferenceClient(base_url=base_url, api_key=api_key, timeout=timeout)
        else:
            self._client = InferenceClient(provider=provider or "auto", api_key=api_key, timeout=timeout)

    def send(self, kind: str, body: dict[str, Any]) -> Reply:
        if kind != "chat":
            raise APIError("Inference Providers serve chat completions only", status=None)
        from huggingface_hub.errors import HfHubHTTPError, InferenceTimeoutError

        import httpx

        params = {k: v for k, v in body.items() if k not in ("messages", "model")}
        try:
            with _hub_offline_lifted(is_private_url(self.base_url)):
                out = self._client.chat_completion(body["messages"], model=self.model, **params)
        except InferenceTimeoutError as err:
            raise APIError(f"no answer within the timeout ({err})", retryable=True) from err
        except HfHubHTTPError as err:
            response = getattr(err, "response", None)
            if response is None:
                raise APIError(str(err)[:_BODY_CHARS], retryable=True) from err
            raise _status_error(response.status_code, response.text, response.headers.get("retry-after")) from err
        except httpx.ConnectError as err:
            raise APIError(f"cannot connect ({err})", retryable=True, unreachable=True) from err
        except (httpx.TransportError, httpx.TimeoutException) as err:
            raise APIError(f"the connection broke ({type(err).__name__}: {err})", retryable=True) from err
        except (json.JSONDecodeError, ValueError, KeyError) as err:
            raise APIError(f"the server's answer is not a chat completion ({type(err).__name__})", retryable=True) from err
        choice = out.choices[0]
        usage = out.usage
        return Reply(text=choice.message.content or "", finish_reason=choice.finish_reason,
                     prompt_tokens=getattr(usage, "prompt_tokens", None) if usage else None,
                     completion_tokens=getattr(usage, "completion_tokens", None) if usage else None,
                     model=getattr(out, "model", None), system_fingerprint=getattr(out, "system_fingerprint", None))

    def models(self) -> list[str] | None:
        return None

    def close(self) -> None:
        pass
