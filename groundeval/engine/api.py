"""``--backend openai`` and ``--backend hf-inference``: the requests answered by a model behind an API.

What is sent, per request kind:

* a completion task without a chat template (``fda``, ``squad_completion``, ``olaph`` without
  one): ``/v1/completions`` with the prompt text as the local backend renders it (the run's
  system instruction placed as lm-eval places it), the task's stop strings and token budget;
* a chat request (``--apply-chat-template``, ``fda_label_qa``, a task's ``chat_template=true``):
  ``/v1/chat/completions`` with the turns the local backend would put through the tokenizer's
  chat template; the server applies its own template;
* a rolling log-likelihood (``olaph_perplexity``): ``/v1/completions`` with ``echo`` and
  ``logprobs`` (or vLLM's ``prompt_logprobs``), ``max_tokens=1``; the prompt's tokens'
  log-probabilities are summed. By OpenAI's convention the first token has none, so the sum
  covers every token but the first (the local backend also scores the first, given BOS). The
  probe before the run checks that the server returns them.

Decoding is greedy (``temperature=0``); a sampled draw sends its temperature, top_p and seed
(:func:`~.constants.request_seed`), so each draw is its own cached request. The continuation is
cut before the earliest stop string as on the local path (a server may or may not cut it).
The server tokenizes: the prompt is not truncated here, and a prompt longer than the server's
window is its to refuse (one line naming the row).

Units are the rows in request order, 256 at a time; inside a unit :class:`~groundeval.api.CallPool`
keeps ``--num_concurrent`` requests in flight. Every answer is committed to the request cache as
it arrives, so a resumed run sends nothing for the rows it already has.
"""

from __future__ import annotations

import functools
import json
import logging
from typing import Any, Sequence

from ..api.calls import Call, CallPool
from ..api.client import APIError, Reply
from ..api.endpoint import Endpoint
from ..errors import UserError
from ..tasks.base import Request
from .constants import request_seed
from .encoding import Encoded, Generation, PromptEncoder, chat_messages, cut_at_stop, plain_prompt
from .planning import Group, Unit

logger = logging.getLogger(__name__)

UNIT_ROWS = 256
PROBE_PROMPT = "The capital of France is"  # several tokens: the first has no log-probability


class APIEngine(PromptEncoder):
    """Answers :class:`Request` objects through an API; an :class:`~.protocol.Engine`."""

    def __init__(self, endpoint: Endpoint, client: Any, pool: CallPool, *, tokenizer: Any = None,
                 max_length: int | None = None, apply_chat_template: bool = False) -> None:
        self.endpoint = endpoint
        self.engine = endpoint.backend
        self.client = client
        self.pool = pool
        self.tokenizer = tokenizer
        self.max_length = max_length or 0
        self.apply_chat_template = apply_chat_template
        self.logprobs_via = "echo"  # or "prompt_logprobs" (vLLM), as the probe found
        self.served_model: str | None = None
        self.system_fingerprint: str | None = None

    # ------------------------------------------------------------------ the Engine protocol
    def plan(self, requests: Sequence[Request]) -> list[Unit]:
        rows = [Encoded(r, self.token_ids(r), 0) for r in sorted(requests, key=lambda r: r.idx)]
        return [Unit([Group([], rows[i : i + UNIT_ROWS])]) for i in range(0, len(rows), UNIT_ROWS)]

    def render(self, request: Request) -> str:
        """The prompt as sent: the text, or the chat turns (through the tokenizer's chat template
        when one was given; else as JSON, since the server applies its own)."""
        if request.kind == "loglikelihood_rolling" or not self.uses_chat_template(request):
            return request.prompt if request.kind == "loglikelihood_rolling" else plain_prompt(request)
        if self.tokenizer is not None and getattr(self.tokenizer, "chat_template", None):
            return self._apply_chat_template(chat_messages(request))
        return json.dumps(chat_messages(request), ensure_ascii=False)

    def run_unit(self, unit: Unit) -> list[Generation]:
        rows = [r.request for r in unit.rows]
        calls = [self.call(r) for r in rows]
        outcomes = self.pool.run(calls, desc=f"{self.engine} requests")
        return [self._generation(r, o.reply, o) for r, o in zip(rows, outcomes)]

    def release(self, model: bool = False) -> None:
        """Nothing is held between tasks; the connection pool stays open for the next task."""

    def stats(self) -> dict[str, int]:
        taken = self.pool.counters.take()
        return {"prompt_tokens_computed": 0, "api_requests_sent": taken["requests"], "api_retries": taken["retries"],
                "api_cache_hits": taken["cache_hits"]}

    def settings(self) -> dict[str, Any]:
        return {"engine": self.engine, "batch_size": None, "max_batch_tokens": None, "prompt_lookup": None,
                "prefill_chunk": None, "max_length": self.max_length or None}

    # ------------------------------------------------------------------ requests
    def call(self, request: Request) -> Call:
        """The HTTP request for one :class:`Request`: endpoint kind and body."""
        label = f"row {request.idx}"
        if request.kind == "loglikelihood_rolling":
            body = {"model": self.endpoint.model, "prompt": self.rolling_text(request), "max_tokens": 1, "temperature": 0.0}
            body.update(self._logprob_fields())
            return Call("completions", body, label)
        body: dict[str, Any] = {"model": self.endpoint.model, "max_tokens": request.max_gen_toks}
        if request.sampled:
            body.update(temperature=request.temperature, top_p=request.top_p, seed=request_seed(request))
        else:
            body["temperature"] = 0.0
        stops = [s for s in request.stop if s]
        if stops:
            body["stop"] = stops
        if self.uses_chat_template(request):
            return Call("chat", {**body, "messages": chat_messages(request)}, label)
        return Call("completions", {**body, "prompt": plain_prompt(request)}, label)

    def rolling_text(self, request: Request) -> str:
        """A rolling log-likelihood's prompt as sent: with a ``tokenizer=`` whose encoding adds no
        BOS, the BOS token's text goes first, so the server conditions the text on BOS as the local
        backend does (a server parses it as the special token; without it llama.cpp also pairs each
        echoed token with the next position's log-probability)."""
        bos = self._bos_text
        return bos + request.prompt if bos and not request.prompt.startswith(bos) else request.prompt

    @functools.cached_property
    def _bos_text(self) -> str:
        """The BOS text ``rolling_text`` puts first ("" without a tokenizer, a BOS, or where the
        tokenizer adds one itself); worked out once."""
        tok = self.tokenizer
        if tok is None or not getattr(tok, "bos_token", None) or tok.bos_token_id is None:
            return ""
        return "" if tok("a")["input_ids"][:1] == [tok.bos_token_id] else tok.bos_token

    def _logprob_fields(self) -> dict[str, Any]:
        if self.logprobs_via == "prompt_logprobs":
            return {"prompt_logprobs": 0}
        return {"echo": True, "logprobs": 1}

    def _generation(self, request: Request, reply: Reply, outcome: Any) -> Generation:
        facts = {"prompt_tokens": reply.prompt_tokens, "completion_tokens": reply.completion_tokens,
                 "latency_s": None if outcome.latency is None else round(outcome.latency, 4),
                 "cached": outcome.cached, "retries": outcome.retries, "finish_reason": reply.finish_reason}
        prompt_tokens = reply.prompt_tokens if reply.prompt_tokens is not None else 0
        if request.kind == "loglikelihood_rolling":
            values = prompt_logprobs(reply, self.rolling_text(request), echo=self.logprobs_via == "echo")
            if values is None:
                raise UserError(f"{self.endpoint.where()}: the answer for row {request.idx} has no prompt "
                                "log-probabilities (echo + logprobs); this server cannot run olaph_perplexity")
            facts["scored_tokens"] = sum(v is not None for v in values)
            return Generation(request.idx, "", prompt_tokens, 0, 0, "loglikelihood",
                              loglikelihood=float(sum(v for v in values if v is not None)), api=facts)
        text, stopped = cut_at_stop(reply.text, request.stop)
        reason = "length" if reply.finish_reason == "length" and not stopped else "stop"
        return Generation(request.idx, text, prompt_tokens, reply.completion_tokens or 0, 0, reason, api=facts)

    def token_ids(self, request: Request) -> list[int]:
        """The prompt's tokens where a tokenizer was given (for counts only; the server tokenizes)."""
        if self.tokenizer is None:
            return []
        return prompt_token_ids(self.tokenizer, self.render(request), request, self.uses_chat_template(request))

    # ------------------------------------------------------------------ the probe
    def probe(self, needs: set[str]) -> None:
        """One request before any row: the server is reachable, takes the key, serves the model,
        and (for rolling log-likelihoods) returns the prompt's log-probabilities. A failure is one
        line naming the ``--model_args`` value to fix."""
        kind = "chat" if needs == {"chat"} else "completions"
        body: dict[str, Any] = {"model": self.endpoint.model, "max_tokens": 1, "temperature": 0.0}
        if kind == "chat":
            body["messages"] = [{"role": "user", "content": PROBE_PROMPT}]
        else:
            body["prompt"] = PROBE_PROMPT
        if "logprobs" in needs:
            body.update(echo=True, logprobs=1)
        reply = self._probe_send(kind, body)
        if "logprobs" in needs and not prompt_logprobs(reply, PROBE_PROMPT):
            self.logprobs_via = "prompt_logprobs"
            alt = {k: v for k, v in body.items() if k not in ("echo", "logprobs")}
            try:
                reply_alt = self._probe_send(kind, {**alt, "prompt_logprobs": 0})
            except UserError:
                reply_alt = None
            if reply_alt is None or not prompt_logprobs(reply_alt, PROBE_PROMPT, echo=False):
                raise UserError(
                    f"olaph_perplexity needs the prompt's log-probabilities (echo + logprobs on /v1/completions, or vLLM's "
                    f"prompt_logprobs), which the server at {self.endpoint.where()} does not return; run it against a server "
                    "that does (vLLM, llama.cpp's llama_cpp.server) or with --backend hf, or leave it out of --tasks")
        self.served_model = reply.model or self.endpoint.model
        self.system_fingerprint = reply.system_fingerprint
        self.pool.model = self.served_model or ""
        self.pool.fingerprint = self.system_fingerprint

    def _probe_send(self, kind: str, body: dict[str, Any]) -> Reply:
        import time

        where, env = self.endpoint.where(), self.endpoint.api_key_env
        for attempt in range(self.pool.limits.max_retries + 1):
            try:
                return self.client.send(kind, body)
            except APIError as err:
                if err.unreachable:
                    raise UserError(f"cannot reach the server at {where} ({err}); start it, or fix --model_args base_url=") from err
                if err.status in (401, 403):
                    state = "is not set" if self.endpoint.api_key() is None else "was refused"
                    raise UserError(f"the server at {where} refused the request (HTTP {err.status}): the key in ${env} {state}; "
                                    f"set ${env}, or name the variable holding the key with --model_args api_key_env=NAME") from err
                if err.status in (400, 404, 422) and (f"'{self.endpoint.model}'" in str(err) or _about_model(str(err))):
                    served = self._served_models()
                    raise UserError(f"the server at {where} does not serve model={self.endpoint.model} ({err})"
                                    f"{'; it serves: ' + ', '.join(served) if served else ''}; fix --model_args model=") from err
                if err.status == 404:
                    raise UserError(f"the server at {where} has no /{'chat/completions' if kind == 'chat' else 'completions'} "
                                    f"endpoint ({err}); check --model_args base_url= (usually ending in /v1)") from err
                if not err.retryable or attempt == self.pool.limits.max_retries:
                    raise UserError(f"the probe request to the server at {where} failed: {err}") from err
                time.sleep(self.pool.delay(attempt, err.retry_after))
        raise AssertionError("unreachable")

    def _served_models(self) -> list[str]:
        try:
            return (self.client.models() or [])[:10]
        except APIError:
            return []

    def run_facts(self) -> dict[str, Any]:
        """Where the requests went and how (the results' ``groundeval.config.api``; never the key)."""
        limits, cache = self.pool.limits, self.pool.cache
        return {"base_url": self.endpoint.base_url, "provider": self.endpoint.provider, "api_key_env": self.endpoint.api_key_env,
                "tokenizer": self.endpoint.tokenizer, "num_concurrent": limits.concurrency,
                "requests_per_minute": limits.requests_per_minute, "timeout_s": limits.timeout,
                "max_retries": limits.max_retries, "cache": str(cache.path) if cache is not None else "off"}

    def record(self) -> dict[str, Any]:
        """The model as the results record and resume signature name it (never the key, never base_url:
        the same model served elsewhere gives the same answers and shares the cache)."""
        return {"model": self.endpoint.model, "backend": self.engine, "served_model": self.served_model,
                "system_fingerprint": self.system_fingerprint,
                **({"provider": self.endpoint.provider or "auto"} if self.engine == "hf-inference" and not self.endpoint.base_url else {}),
                "loglikelihood_via": self.logprobs_via}


def _about_model(message: str) -> bool:
    text = message.lower()
    return "model" in text and any(w in text for w in ("not found", "does not exist", "not exist", "unknown", "not serve",
                                                        "no such", "not available", "invalid", "load"))


def prompt_logprobs(reply: Reply, prompt: str, echo: bool = True) -> list[float | None] | None:
    """The log-probabilities of the prompt's tokens in ``reply``; None where there are none.

    vLLM's ``prompt_logprobs`` (``echo`` False) hold the prompt's tokens only. An ``echo`` answer
    holds the prompt's tokens and, on most servers, the generated token after them, whose text
    the echoed ``text`` ends with: the trailing entries whose token strings spell that text are
    dropped (llama.cpp leaves the generated token out when the prompt has no BOS, and this finds
    nothing to drop). Where the generated text is empty (an EOS) and the server lists as many
    entries as prompt and completion tokens together, the completion's are dropped."""
    values = reply.token_logprobs
    if not values:
        return None
    if echo:
        values = values[: len(values) - _generated_entries(reply, prompt)]
    if not any(v is not None for v in values):
        return None
    return values


def _generated_entries(reply: Reply, prompt: str) -> int:
    values, tokens = reply.token_logprobs or [], reply.tokens
    generated = reply.text[len(prompt):] if reply.text.startswith(prompt) else None
    if generated and tokens and len(tokens) == len(values):
        for k in range(1, min(len(tokens), 8) + 1):
            if "".join(tokens[-k:]) == generated:
                return k
        return 0
    completion = reply.completion_tokens or 0
    if completion and reply.prompt_tokens is not None and len(values) >= reply.prompt_tokens + completion:
        return completion
    return 0


def prompt_token_ids(tokenizer: Any, text: str, request: Request, chat: bool) -> list[int]:
    """The prompt's token ids as the local backend counts them (for ``--estimate`` and records)."""
    if chat and not getattr(tokenizer, "chat_template", None):
        text = "\n".join(m["content"] for m in chat_messages(request))
    return tokenizer(text, add_special_tokens=not chat)["input_ids"]
