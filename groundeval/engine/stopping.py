"""When a row's continuation ends, and what its final text is.

A row stops at the model's EOS, once its decoded text contains one of the request's stop strings,
or at its token budget (``max_gen_toks``). The text kept is the decoded continuation (special tokens
skipped) cut before the earliest stop string, as lm-eval does.
"""

from __future__ import annotations

from typing import Any, Sequence

import torch

from .encoding import Encoded, Generation, cut_at_stop


def has_stop(text: str, stops: Sequence[str]) -> bool:
    """Whether ``text`` contains one of ``stops`` (empty stop strings ignored)."""
    return any(s and s in text for s in stops)


class StopRule:
    """Stopping and finishing of the HF engine's rows, given the tokenizer and the EOS ids."""

    def __init__(self, tokenizer: Any, eos_ids: list[int]) -> None:
        self.tokenizer = tokenizer
        self.eos_ids = eos_ids

    def stopped(self, row: Encoded, generated: list[int]) -> str:
        """Why the row stops after its ``generated`` tokens ("eos", "stop", "length"), or ""."""
        if generated[-1] in self.eos_ids:
            return "eos"
        if row.request.stop and has_stop(self.tokenizer.decode(generated, skip_special_tokens=True), row.request.stop):
            return "stop"
        if len(generated) >= row.request.max_gen_toks:
            return "length"
        return ""

    def finish(self, row: Encoded, generated: list[int], reason: str = "") -> Generation:
        """The row's :class:`Generation` from its generated tokens."""
        # Tokens after the first EOS are padding (plain path); the fast path never makes any.
        for j, tok in enumerate(generated):
            if tok in self.eos_ids:
                generated = generated[: j + 1]
                reason = "eos"
                break
        text, stopped = cut_at_stop(self.tokenizer.decode(generated, skip_special_tokens=True), row.request.stop)
        if stopped:
            reason = "stop"
        if not reason:
            reason = "length" if len(generated) >= row.request.max_gen_toks else "eos"
        return Generation(row.request.idx, text, len(row.tokens), len(generated), row.truncated, reason)


class StopOnStrings:
    """Per-row stopping criterion for ``model.generate``: a row stops once its text has a stop string."""

    def __init__(self, tokenizer: Any, stops: list[tuple[str, ...]], prompt_width: int) -> None:
        self.tokenizer = tokenizer
        self.stops = stops
        self.width = prompt_width

    def __call__(self, input_ids: torch.Tensor, scores: torch.Tensor, **kwargs: Any) -> torch.Tensor:
        done = torch.zeros(input_ids.shape[0], dtype=torch.bool, device=input_ids.device)
        for i, stops in enumerate(self.stops):
            if stops:
                done[i] = has_stop(self.tokenizer.decode(input_ids[i, self.width :], skip_special_tokens=True), stops)
        return done
