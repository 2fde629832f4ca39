"""Prompt text and tokens, and the text of a continuation, as lm-evaluation-harness makes them.

Text handling follows lm-evaluation-harness 0.4.13's Hugging Face backend: the prompt is
tokenised with the tokenizer's default special tokens (or BOS forced on/off by the request),
left-truncated to ``max_length - max_gen_toks`` tokens, the continuation is decoded with special
tokens skipped and cut before the earliest stop string, and the model's EOS also stops. Rolling
log-likelihoods are summed over lm-eval's disjoint windows. Both backends (HF and vLLM) encode
through :class:`PromptEncoder`, so they see identical prompt tokens.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Iterable, Sequence

from ..errors import UserError
from ..tasks.base import Request
from ..tasks.overrides import join_instruction

DEFAULT_MAX_LENGTH = 2048


class TokenBudgetError(UserError, ValueError):
    """A token budget (a task's, or ``--gen_kwargs max_gen_toks``) that fills the whole context window."""


_TOKENIZER_INFINITY = 1_000_000_000_000_000_019_884_624_838_656


def resolve_max_length(config: Any, tokenizer: Any, default: int = DEFAULT_MAX_LENGTH) -> int:
    """The context window as lm-eval reads it: config fields, then the tokenizer, then ``default``."""
    cfg = getattr(config, "text_config", None) or config
    for attr in ("n_positions", "max_position_embeddings", "n_ctx"):
        value = getattr(cfg, attr, None)
        if value is not None:
            return int(value)
    model_max = getattr(tokenizer, "model_max_length", None)
    if model_max is not None and model_max != _TOKENIZER_INFINITY and model_max < 10**9:
        return int(model_max)
    return default


@dataclasses.dataclass
class Encoded:
    """A request with its prompt tokens (already truncated)."""

    request: Request
    tokens: list[int]
    truncated: int  # how many prompt tokens the left truncation removed


@dataclasses.dataclass
class Generation:
    idx: int
    text: str
    prompt_tokens: int
    new_tokens: int
    truncated: int
    stop_reason: str  # "stop", "eos", "length", or "loglikelihood" for a rolling request
    loglikelihood: float | None = None
    api: dict[str, Any] | None = None
    """An API backend's facts of the request: tokens the server reported, latency, cache hit, retries."""

    @property
    def value(self) -> str | float:
        """What the task scores: the continuation, or the summed log-likelihood."""
        return self.text if self.loglikelihood is None else self.loglikelihood

    def engine_fields(self) -> dict[str, Any]:
        """Per-row facts of the generation, kept under ``groundeval`` in each sample line."""
        fields = {"prompt_tokens": self.prompt_tokens, "truncated_tokens": self.truncated}
        if self.loglikelihood is None:
            fields.update(new_tokens=self.new_tokens, stop_reason=self.stop_reason)
        if self.api is not None:
            fields["api"] = dict(self.api)
        return fields


class PromptEncoder:
    """Prompt text and tokens exactly as lm-eval's Hugging Face backend makes them; shared by backends.

    Needs ``tokenizer``, ``max_length`` and ``apply_chat_template`` attributes.
    """

    tokenizer: Any
    max_length: int
    apply_chat_template: bool

    def uses_chat_template(self, request: Request) -> bool:
        return self.apply_chat_template if request.chat is None else request.chat

    def render(self, request: Request) -> str:
        """The prompt text as lm-eval's ``fewshot_context`` makes it. The run's system instruction
        goes before the task's own instruction (``system``), joined as lm-eval joins it to a task
        description; without one, lm-eval puts it straight before the prompt, with nothing between.
        With a chat template the joined instructions are the system turn."""
        if not self.uses_chat_template(request):
            return plain_prompt(request)
        return self._apply_chat_template(chat_messages(request))

    def _apply_chat_template(self, messages: list[dict[str, str]]) -> str:
        """The chat template on ``messages``. A template that refuses a system turn is a one-line
        error: lm-eval drops the turn there (and with it the instruction), which a record that
        names the instruction would not show."""
        from jinja2.exceptions import TemplateError

        try:
            return self.tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        except TemplateError as err:
            if messages[0]["role"] != "system":
                raise
            raise UserError(f"the tokenizer's chat template refuses a system turn ({err}); run without the chat "
                            "template (no --apply-chat-template, or --task-option TASK.chat_template=false) or "
                            "without --system_instruction") from err

    def encode(self, request: Request) -> Encoded:
        text = self.render(request)
        bos = self.tokenizer.bos_token
        if self.uses_chat_template(request) or (bos and text.startswith(bos)) or request.add_bos is False:
            tokens = self.tokenizer(text, add_special_tokens=False)["input_ids"]
        else:
            tokens = self.tokenizer(text)["input_ids"]
            if request.add_bos and self.tokenizer.bos_token_id is not None and (
                not tokens or tokens[0] != self.tokenizer.bos_token_id
            ):
                tokens = [self.tokenizer.bos_token_id] + tokens
        budget = self.max_length - request.max_gen_toks
        if budget <= 0:
            raise TokenBudgetError(
                f"max_gen_toks={request.max_gen_toks} leaves no room for a prompt in a {self.max_length}-token window "
                "(a smaller max_gen_toks in --gen_kwargs, or a larger --max-length)"
            )
        cut = max(0, len(tokens) - budget)
        if cut:
            tokens = tokens[cut:]
        if not tokens:
            raise ValueError(f"row {request.idx}: the prompt encodes to no tokens")
        return Encoded(request, tokens, cut)

    def rolling_tokens(self, text: str) -> tuple[list[int], int]:
        """Tokens of a rolling log-likelihood text and the token that conditions its first one:
        lm-eval's ``tok_encode`` (tokenizer default, no second BOS) and ``prefix_token_id``
        (BOS, else EOS)."""
        bos = self.tokenizer.bos_token
        tokens = self.tokenizer(text, add_special_tokens=not (bos and text.startswith(bos)))["input_ids"]
        prefix = self.tokenizer.bos_token_id
        return tokens, prefix if prefix is not None else self.tokenizer.eos_token_id


def plain_prompt(request: Request) -> str:
    """The prompt text without a chat template: the run's system instruction placed as lm-eval
    places it (joined to a task's own instruction, else straight before the prompt)."""
    instruction, user = request.system_instruction, request.prompt
    if not instruction:
        return user
    return join_instruction(instruction, user) if request.system else instruction + user


def chat_messages(request: Request) -> list[dict[str, str]]:
    """The chat turns of a request: the joined instructions as the system turn (when there are
    any), then the user turn, which is the prompt without the task's leading instruction."""
    user = request.prompt
    messages = []
    system = join_instruction(request.system_instruction, request.system)
    if system:
        messages.append({"role": "system", "content": system})
    if request.system and user.startswith(request.system):
        user = user[len(request.system) :].removeprefix("\n")
    messages.append({"role": "user", "content": user})
    return messages


def cut_at_stop(text: str, stops: Sequence[str]) -> tuple[str, bool]:
    """``text`` before the earliest of ``stops`` (empty stop strings ignored), and whether one occurred."""
    cut = len(text)
    for stop in stops:
        if stop:
            at = text.find(stop)
            if at != -1 and at < cut:
                cut = at
    return text[:cut], cut < len(text)


def rolling_windows(tokens: list[int], prefix_token: int, max_len: int) -> Iterable[tuple[list[int], list[int]]]:
    """Disjoint (context, target) windows covering ``tokens``, each at most ``max_len`` long.

    The first target is conditioned on ``prefix_token`` alone; each later window is conditioned on
    the tokens just before it, up to the window size (lm-eval's rolling windows, context length 1).
    """
    if not tokens:
        return
    first = min(max_len, len(tokens))
    yield [prefix_token], tokens[:first]
    done = first
    while done < len(tokens):
        size = min(len(tokens) - done, max_len)
        end = done + size
        window = tokens[max(0, end - max_len - 1) : end - 1]
        context = window[: len(window) - (size - 1)]
        yield context, tokens[end - size : end]
        done = end
