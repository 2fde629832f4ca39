"""What a task is: data, prompts, generation settings and scoring, nothing else.

A task turns dataset rows into :class:`Request` objects, the runner answers them (generation or
rolling log-likelihood) in any order and on any number of processes, and the task scores the
answers in row order. The runner never looks inside a task, and a task never touches a model.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Sequence

from ..data import SAMPLES_DIR
from ..errors import UserError

if TYPE_CHECKING:
    import datasets

PROTOCOLS = ("v1", "lm-eval", "based")
"""Named protocol variants that change numbers; every result records which one was used."""

RequestKind = Literal["generate_until", "loglikelihood_rolling"]


@dataclasses.dataclass(frozen=True)
class Request:
    """One question to the model.

    ``idx`` is the row's position in the dataset the task loaded (after ``--limit``); it is the
    key that joins the answer back to its row, whichever process computed it.
    For ``generate_until``: greedy decoding of ``prompt`` until the earliest of ``stop`` appears,
    the model's EOS, or ``max_gen_toks`` new tokens; with ``temperature`` > 0 the tokens are sampled
    instead (temperature, then nucleus ``top_p``), reproducibly from ``seed`` (see
    :mod:`groundeval.draws`). ``add_bos`` is ``None`` for the tokenizer's
    default, else forces BOS on or off. ``system`` is used only with a chat template: it becomes
    the system turn, and the user turn is ``prompt`` without that leading instruction.
    ``system_instruction`` is the run's ``--system_instruction``, placed as lm-eval places it (see
    :meth:`~groundeval.engine.encoding.PromptEncoder.render`).
    For ``loglikelihood_rolling``: the summed log-probability of ``prompt`` (no context).
    """

    idx: int
    prompt: str
    kind: RequestKind = "generate_until"
    stop: tuple[str, ...] = ()
    max_gen_toks: int = 256
    add_bos: bool | None = None
    system: str | None = None
    chat: bool | None = None
    """Wrap the prompt in the tokenizer's chat template: None follows ``--apply-chat-template``."""
    temperature: float = 0.0
    """0: greedy decoding (the default); > 0: sampling at this temperature."""
    top_p: float = 1.0
    """Nucleus sampling: keep the most likely tokens whose probabilities add up to ``top_p``."""
    seed: int | None = None
    """Seed of the request's own random generator when sampled (None: the request's ``idx``)."""
    system_instruction: str | None = None
    """The run's system instruction (``--system_instruction``; None: none), set by the runner."""

    @property
    def sampled(self) -> bool:
        """Whether the continuation is sampled rather than greedy."""
        return self.kind == "generate_until" and self.temperature > 0


@dataclasses.dataclass
class TaskResult:
    """What a task hands back after scoring: one record per row and the aggregate metrics."""

    rows: list[dict[str, Any]]
    metrics: dict[str, Any]
    breakdown: dict[str, dict[str, Any]] = dataclasses.field(default_factory=dict)
    notes: list[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass(frozen=True)
class Option:
    """A task option (``--task-option TASK.KEY=VALUE``): its default, what it does, allowed values."""

    default: Any
    help: str
    choices: tuple[Any, ...] | None = None


class TaskOptionError(UserError, ValueError):
    """An option the task does not declare, or a value it does not allow."""


class Task:
    """Base class. Subclasses set the class attributes and implement the three methods."""

    name: ClassVar[str]
    description: ClassVar[str] = ""
    """One line on what the model does and how it is scored (``run.py --list-tasks``)."""
    version: ClassVar[str]
    hub_dataset: ClassVar[str]
    hub_config: ClassVar[str | None] = None
    split: ClassVar[str]
    metric: ClassVar[str]
    """Name of the evaluate module in ``metrics/`` the task scores with."""
    protocols: ClassVar[Sequence[str]] = PROTOCOLS
    request_kind: ClassVar[RequestKind] = "generate_until"
    """What the task asks of the model: continuations, or rolling log-likelihoods (an API backend
    checks before the run that its server can give them)."""

    options_spec: ClassVar[dict[str, Option]] = {}
    """The options the task takes; any other is an error."""
    embedded_options: ClassVar[dict[str, Any]] = {}
    """Option values for the embedded default run (bundled samples, a 135M model on 2 CPU cores)."""

    def __init__(self, **options: Any) -> None:
        unknown = sorted(set(options) - set(self.options_spec))
        if unknown:
            known = ", ".join(sorted(self.options_spec)) or "none"
            raise TaskOptionError(f"task {self.name!r} has no option(s) {', '.join(unknown)}; its options: {known}")
        resolved = {key: spec.default for key, spec in self.options_spec.items()}
        resolved.update(options)
        for key, spec in self.options_spec.items():
            if spec.choices is not None and resolved[key] not in spec.choices:
                raise TaskOptionError(f"task {self.name!r}: option {key} must be one of {list(spec.choices)}, got {resolved[key]!r}")
        self.options = resolved
        """Every declared option, with the default where none was given: what the task applies."""

    sample_file: ClassVar[str | None] = None
    """A small bundled file (under ``groundeval/samples/``) in the dataset's schema, for offline runs."""

    @classmethod
    def sample_source(cls) -> str:
        """Path of the bundled sample, used when the runner runs the embedded default."""
        if not cls.sample_file:
            raise ValueError(f"task {cls.name!r} has no bundled sample; pass --dataset {cls.name}=<path or Hub id>")
        return str(SAMPLES_DIR / cls.sample_file)

    def load(self, source: str | None = None, revision: str | None = None) -> datasets.Dataset:
        """The evaluation rows, from the Hub (``source`` None or a Hub id) or local files."""
        raise NotImplementedError

    def requests(self, dataset: datasets.Dataset, protocol: str) -> list[Request]:
        """One or more requests per row, each carrying the row's ``idx``."""
        raise NotImplementedError

    def score(
        self, dataset: datasets.Dataset, requests: list[Request], outputs: list[Any], protocol: str
    ) -> TaskResult:
        """Score ``outputs`` (aligned with ``requests``) against the rows.

        ``outputs`` holds, per request, the continuation (``str``) of a ``generate_until`` request or
        the summed log-likelihood (``float``) of a ``loglikelihood_rolling`` one. Each returned row
        record carries the request's ``idx``; the runner adds the engine's per-row facts (prompt
        tokens, truncation, stop reason) and writes the records into ``samples_<task>_<date>.jsonl``.
        """
        raise NotImplementedError

    def config(self, protocol: str) -> dict[str, Any]:
        """The settings that change numbers, for the results record."""
        return {"task": self.name, "task_version": self.version, "protocol": protocol}

    def scoring_record(self) -> dict[str, Any]:
        """What the results record says of how the task was scored beyond :meth:`config` (which
        signs saved generations, so what changes scoring only belongs here)."""
        return {}
