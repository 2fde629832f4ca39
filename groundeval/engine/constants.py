"""Numbers, and the seed rule of sampled requests, that the engine's modules share with the command
line, the draws and the API and vLLM engines, in a module of their own so that ``--help``, a flag
check or a seed needs no torch."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..tasks.base import Request

DEFAULT_PROMPT_LOOKUP = 8
"""Tokens the fast engine drafts by prompt lookup at each decoding step."""
DEFAULT_PREFILL_CHUNK = 512
"""Tokens of a shared prefix the fast engine computes a pass."""
SEED_MASK = 2**63 - 1
"""A sampled request's seed is kept to the 63 bits ``torch.Generator.manual_seed`` takes."""


def request_seed(request: Request) -> int:
    """The seed of a sampled request's own generator: ``seed``, or ``idx`` when it has none (63 bits).
    The HF engine seeds its ``torch.Generator`` with it, and vLLM and API servers get it as ``seed``."""
    seed = request.seed if request.seed is not None else request.idx
    return int(seed) & SEED_MASK
