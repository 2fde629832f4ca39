"""What a run is made of, shared by the runner and lm-eval's file writer: the task plans and the
settings every task of a run shares (a module of its own, so that ``runner`` and ``lmeval_files``
do not import each other)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Sequence

from . import draws

__all__ = ["RunSettings", "TaskPlan"]


@dataclasses.dataclass
class TaskPlan:
    """One task of the run: its options and where its rows come from."""

    name: str
    options: dict[str, Any]
    source: str | None = None
    revision: str | None = None


@dataclasses.dataclass
class RunSettings:
    """What every task of a run shares. The parts that can change predictions go into each task's
    resume signature; ``run_id`` ties the results file to every sample file it describes."""

    out_dir: Path
    protocol: str
    limit: int | None
    model_record: dict[str, Any]
    apply_chat_template: bool
    engine_settings: dict[str, Any]
    resume: bool = True
    bootstrap: int = 1000
    seed: int = 1234
    num_samples: int = 1
    temperature: float = 0.0
    top_p: float = 1.0
    gen_kwargs: dict[str, Any] = dataclasses.field(default_factory=dict)
    """``--gen_kwargs``'s per-request overrides (``until``, ``max_gen_toks``) of every task's
    generation settings; its sampling keys are resolved into ``temperature`` and ``top_p``."""
    system_instruction: str | None = None
    predict_only: bool = False
    """Generate and write the samples without scoring (lm-eval's ``--predict_only``)."""
    run_id: str = ""
    price: Any = None
    """``--price``: an API backend's US dollars per million tokens (the cost in the results; not part of any signature)."""

    def sampling(self) -> dict[str, Any]:
        """The decoding settings for the record: sampling, and the run's generation overrides and
        system instruction where given (they change what every task generates)."""
        config = draws.sampling_config(self.num_samples, self.temperature, self.top_p, self.seed)
        if self.gen_kwargs:
            config["gen_kwargs"] = dict(self.gen_kwargs)
        if self.system_instruction is not None:
            config["system_instruction"] = self.system_instruction
        return config

    def apply_overrides(self, requests: Sequence[Any]) -> list[Any]:
        """A task's requests with the run's ``gen_kwargs`` and system instruction applied."""
        from .tasks.overrides import apply_overrides

        return apply_overrides(requests, self.gen_kwargs, self.system_instruction)
