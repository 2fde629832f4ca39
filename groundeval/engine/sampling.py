"""Sampled decoding of one request, reproducible from the request's seed.

A request with ``temperature`` > 0 (:attr:`~groundeval.tasks.base.Request.sampled`) is decoded on
its own, one token a step, with a ``torch.Generator`` of its own seeded from ``request.seed``. Each
step's logits go through the repetition penalty of the generation config (if any), then
temperature, then nucleus (top-p) filtering, exactly as transformers'
``RepetitionPenaltyLogitsProcessor``, ``TemperatureLogitsWarper`` and ``TopPLogitsWarper`` do, and
the token is drawn with ``torch.multinomial`` on the CPU in float32. So the same seed gives the same
text whatever else is in the unit and on whichever process it runs (on one kind of device: logits
differ a little between devices). The row stops exactly as greedy rows do
(:class:`~.stopping.StopRule`: EOS, a stop string, or ``max_gen_toks``).
"""

from __future__ import annotations

from typing import Callable

import torch

from ..tasks.base import Request
from .encoding import Encoded
from .greedy import apply_repetition_penalty
from .stopping import StopRule

_SEED_MASK = 2**63 - 1


def warp(logits: torch.Tensor, temperature: float, top_p: float) -> torch.Tensor:
    """Next-token scores (1-D) after transformers' temperature and top-p warpers (min_tokens_to_keep 1)."""
    scores = logits / temperature
    if top_p < 1.0:
        sorted_scores, order = torch.sort(scores, descending=False)
        cumulative = sorted_scores.softmax(dim=-1).cumsum(dim=-1)
        remove = cumulative <= (1 - top_p)
        remove[-1:] = False  # the most likely token is always kept
        scores = scores.masked_fill(remove.scatter(0, order, remove), -float("inf"))
    return scores


def request_generator(request: Request) -> torch.Generator:
    """The request's own CPU generator, seeded from ``seed`` (or ``idx`` when it has none)."""
    seed = request.seed if request.seed is not None else request.idx
    return torch.Generator(device="cpu").manual_seed(int(seed) & _SEED_MASK)


def draw_token(logits: torch.Tensor, request: Request, generator: torch.Generator) -> int:
    """One token drawn from the warped distribution of ``logits`` (1-D, any device)."""
    probs = warp(logits.detach().float().cpu(), request.temperature, request.top_p).softmax(dim=-1)
    return int(torch.multinomial(probs, 1, generator=generator))


def sample_row(row: Encoded, logits: torch.Tensor, step: Callable[[int], torch.Tensor], stops: StopRule,
               penalty: float = 1.0) -> tuple[list[int], str]:
    """Sample ``row``'s continuation from its first next-token ``logits`` (1-D); ``step(token)`` feeds
    a token and returns the next logits. The generated tokens and the stop reason."""
    generator = request_generator(row.request)
    generated: list[int] = []
    while True:
        if penalty != 1.0:
            logits = apply_repetition_penalty(logits[None], [list(row.tokens) + generated], penalty)[0]
        generated.append(draw_token(logits, row.request, generator))
        reason = stops.stopped(row, generated)
        if reason:
            return generated, reason
        logits = step(generated[-1])
