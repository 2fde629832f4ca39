"""Sampled decoding of one request, reproducible from the request's seed.

A request with ``temperature`` > 0 (:attr:`~groundeval.tasks.base.Request.sampled`) is decoded on
its own, one token a step, with a ``torch.Generator`` of its own seeded from ``request.seed``. Each
step's logits go through the repetition penalty of the generation config (if any), then
temperature, then nucleus (top-p) filtering, exactly as transformers'
``RepetitionPenaltyLogitsProcessor``, ``TemperatureLogitsWarper`` and ``TopPLogitsWarper`` do, and
the token is drawn with ``torch.multinomial`` on the CPU in float32. So the same seed gives the same
text whatever else is in the unit and on whichever process it runs (on one kind of device: logits
differ a little between devices); the seed rule is :func:`~.constants.request_seed`. The row decodes
through the greedy rows' loop (:class:`~.greedy.GreedyLoop`, with :func:`sampler` as its choice of
token and a :class:`OneRowBatch`), so it stops exactly as they do (EOS, a stop string, or
``max_gen_toks``).
"""

from __future__ import annotations

from typing import Any, Callable

import torch

from ..tasks.base import Request
from .constants import request_seed
from .kv_buffer import CacheForward


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
    """The request's own CPU generator, seeded with :func:`request_seed`."""
    return torch.Generator(device="cpu").manual_seed(request_seed(request))


def draw_token(logits: torch.Tensor, request: Request, generator: torch.Generator) -> int:
    """One token drawn from the warped distribution of ``logits`` (1-D, any device)."""
    probs = warp(logits.detach().float().cpu(), request.temperature, request.top_p).softmax(dim=-1)
    return int(torch.multinomial(probs, 1, generator=generator))


def sampler(request: Request) -> Callable[[torch.Tensor], int]:
    """The request's choice of token from its next-token scores: a draw from its own generator."""
    generator = request_generator(request)
    return lambda scores: draw_token(scores, request, generator)


class OneRowBatch:
    """One row on a cache of its own, one token a step; a :class:`~.greedy.DecodeBatch`."""

    def __init__(self, forward: CacheForward, cache: Any) -> None:
        self.forward, self.cache = forward, cache

    def feed(self, live: list[int], tokens: list[list[int]]) -> list[torch.Tensor]:
        """The row's newest token; the logits after it."""
        out = self.forward(self.cache, input_ids=torch.tensor(tokens, device=self.forward.device))
        return [out.logits[0, -1:]]

    def settle(self, used: list[int]) -> None:
        """Nothing to drop: a sampled row feeds no drafts."""
