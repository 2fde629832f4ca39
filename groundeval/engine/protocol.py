"""What the runner needs of a generation backend: the :class:`Engine` protocol.

The runner plans every task's requests into units (the same plan on every process), deals the
units out, runs each unit whole, and after the task frees the engine's memory and reads its
counters. The results record stores :meth:`Engine.settings` and, per task, :meth:`Engine.stats`.
:class:`~.hf.HFEngine` and :class:`~.vllm.VLLMEngine` implement it.
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence, runtime_checkable

from ..tasks.base import Request
from .encoding import Generation
from .planning import Unit


@runtime_checkable
class Engine(Protocol):
    """A backend that answers :class:`Request` objects."""

    max_length: int  # the context window prompts are truncated to (with room for max_gen_toks)

    def plan(self, requests: Sequence[Request]) -> list[Unit]:
        """Cut all requests into units. Deterministic: every process computes the same plan, and a
        unit's result does not depend on which process runs it."""
        ...

    def render(self, request: Request) -> str:
        """The prompt text of ``request`` as the model sees it (chat template and instructions applied)."""
        ...

    def run_unit(self, unit: Unit) -> list[Generation]:
        """One generation (or rolling log-likelihood) per row of ``unit``."""
        ...

    def release(self, model: bool = False) -> None:
        """Free memory held between units (e.g. the KV buffer); called after each task. With
        ``model`` (after the run's last generation) the model may go too."""
        ...

    def stats(self) -> dict[str, int]:
        """Counters of the work done since the previous call, which then restart from zero:
        ``prompt_tokens_computed`` and, where the engine counts them, ``decode_steps``,
        ``drafted_tokens`` and ``accepted_drafts``."""
        ...

    def settings(self) -> dict[str, Any]:
        """What the results record stores about the engine: ``engine``, ``batch_size`` (as
        resolved by :meth:`plan`, None before), ``max_batch_tokens``, ``prompt_lookup``,
        ``prefill_chunk`` and ``max_length``."""
        ...
