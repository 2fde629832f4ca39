"""The steps of ``scripts/run.py``, each a small function a reader can follow.

    setup_process  ->  plan_tasks  ->  load_engine  ->  RunSettings, make_run_id  ->  new_record
    for each task:     run_task (load rows, requests, signature, resume, generate, gather, score)
                       add_task_to_record, save_record
    print_record

Each process tokenises every request and cuts the same plan of work units; the units are dealt
out to the processes, every process appends each finished unit to its own partial file (so a run
that dies loses nothing: run the same command again and it resumes, see :mod:`groundeval.resume`),
and the main process gathers the rows and scores them through the task's ``evaluate`` metric.

The output folder holds what lm-evaluation-harness's ``EvaluationTracker`` writes with
``--output_path OUT``: ``OUT/<model_name_sanitized>/results_<date_id>.json`` (rewritten after each
finished task) and one ``samples_<task>_<date_id>.jsonl`` per task, one ``date_id`` per run.
What lm-eval's schema has no place for sits under the key ``groundeval`` (see
:mod:`groundeval.lmeval_files`); resume state and the lock live in ``OUT/<model_name_sanitized>/.groundeval/``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
import os
import time
from pathlib import Path
from typing import Any, Sequence

from . import draws, lmeval_files, resume
from .api.endpoint import API_BACKENDS
from .data import local_revision
from .engine import Engine, Generation, resolve_max_length
from .errors import UserError
from .intervals import add_intervals
from .lmeval_files import EXTRA_KEY
from .settings import RunSettings, TaskPlan  # noqa: F401  (runner.RunSettings, runner.TaskPlan as before)

logger = logging.getLogger("groundeval")

__all__ = [
    "EMBEDDED_TASKS", "SAMPLES_NOTE", "TaskPlan", "TaskOutcome", "setup_process", "parse_pairs",
    "parse_task_options", "plan_tasks", "default_output_dir", "load_engine", "new_record", "run_task",
    "add_task_to_record", "save_record", "print_record", "deal_units", "RunSettings", "make_run_id", "RunRecord",
    "model_folder", "STATE_DIR",
]

EMBEDDED_TASKS = ("fda", "squad_completion", "olaph", "olaph_perplexity", "fda_label_qa")
SAMPLES_NOTE = (
    "Embedded default: bundled samples in the datasets' schemas, NOT the benchmarks. "
    "Scores on them say nothing about the model; pass --tasks/--dataset for real numbers."
)
BUNDLED_NOTE = (
    "--bundled-samples: bundled samples in the datasets' schemas, NOT the benchmarks. "
    "Scores on them say nothing about the model; leave --bundled-samples out (or pass --dataset) for real numbers."
)


STATE_DIR = ".groundeval"
"""Resume state, completion markers and the lock, under the model folder; lm-eval's readers look
only for ``results_*.json`` and ``samples_*.jsonl`` and never see it."""


@dataclasses.dataclass
class TaskOutcome:
    """What the main process keeps of a finished task: groundeval's metrics, breakdown, notes and
    task config; lm-eval's per-task sections (``lmeval``: results, config, version, higher_is_better,
    n-samples) and the task's sample lines. The completion marker stores it whole, so a later run
    with the same signature writes the same files without generating again."""

    name: str
    version: str
    metrics: dict[str, Any]
    breakdown: dict[str, Any]
    notes: list[str]
    config: dict[str, Any]
    lmeval: dict[str, Any] = dataclasses.field(default_factory=dict)
    samples: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    predict_only: bool = False


# ---------------------------------------------------------------------------------- set-up
class OneProcess:
    """The state of a run in one process on no accelerator (a model behind an API): what the runner
    reads of accelerate's ``PartialState``, without importing torch and accelerate to learn it."""

    num_processes, process_index, is_main_process, device = 1, 0, True, "cpu"

    def main_process_first(self) -> contextlib.AbstractContextManager:
        return contextlib.nullcontext()

    def wait_for_everyone(self) -> None:
        pass


# What launchers of several processes set: torchrun and accelerate (WORLD_SIZE, LOCAL_RANK), and
# MPI (the sizes accelerate's PartialState reads for a multi-CPU run).
_LAUNCHED_SIZES = ("WORLD_SIZE", "PMI_SIZE", "OMPI_COMM_WORLD_SIZE", "MV2_COMM_WORLD_SIZE")


def launched_as_one_of_several() -> bool:
    """True when a launcher may have started this process as one of several: ``LOCAL_RANK`` is set
    (torchrun sets it even for one process), or one of ``_LAUNCHED_SIZES`` is above 1."""
    if os.environ.get("LOCAL_RANK", "").strip() not in ("", "-1"):
        return True
    for key in _LAUNCHED_SIZES:
        value = os.environ.get(key, "").strip()
        if value.lstrip("-").isdigit() and int(value) > 1:
            return True
    return False


def setup_process(cpu: bool, local_model: bool = True) -> Any:
    """The process state (one of N under ``accelerate launch``) and logging on the main process only.

    ``local_model`` False (``--backend openai|hf-inference``): started alone, the run gets a
    :class:`OneProcess`, so that ``--estimate`` and the setup probe need no torch (its record says
    device ``cpu``, where accelerate said ``cuda`` or ``mps`` on a machine with one, which an API run
    does not use); started as one of several processes, accelerate's state, which
    ``load_api_engine`` then refuses in one line."""
    if not local_model and not launched_as_one_of_several():
        state: Any = OneProcess()
    else:
        import torch
        from accelerate import PartialState

        state = PartialState(cpu=cpu or not torch.cuda.is_available())
    logging.basicConfig(
        level=logging.INFO if state.is_main_process else logging.WARNING,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    return state


def parse_pairs(values: Sequence[str], flag: str) -> dict[str, str]:
    """``["fda=rows.parquet", ...]`` -> ``{"fda": "rows.parquet"}``."""
    out = {}
    for item in values:
        if "=" not in item:
            raise UserError(f"{flag} expects TASK=VALUE, got {item!r}")
        key, value = item.split("=", 1)
        out[key.strip()] = value.strip()
    return out


def parse_task_options(items: Sequence[str]) -> dict[str, dict[str, Any]]:
    """``["olaph.rows=all", "fda_label_qa.per_family=2"]`` -> options per task (values read as JSON when they parse)."""
    options: dict[str, dict[str, Any]] = {}
    for item in items:
        if "=" not in item or "." not in item.split("=", 1)[0]:
            raise UserError(f"--task-option expects TASK.KEY=VALUE, got {item!r}")
        key, value = item.split("=", 1)
        task, name = key.split(".", 1)
        try:
            parsed = json.loads(value)
        except json.JSONDecodeError:
            parsed = value
        options.setdefault(task, {})[name] = parsed
    return options


def plan_tasks(
    names: Sequence[str] | None,
    sources: dict[str, str],
    revisions: dict[str, str],
    options: dict[str, dict[str, Any]],
    use_samples: bool,
) -> list[TaskPlan]:
    """The tasks to run, in order. ``names`` None is the embedded default suite on bundled samples,
    with each task's declared embedded options under the user's own ``--task-option`` values."""
    from .tasks import TASKS, load_task_modules

    load_task_modules()
    embedded = names is None
    names = [t for t in EMBEDDED_TASKS if t in TASKS] if embedded else list(names)
    if not names:
        raise UserError(f"--tasks names no task; known: {', '.join(sorted(TASKS))}")
    unknown = [t for t in [*names, *sources, *revisions, *options] if t not in TASKS]
    if unknown:
        raise UserError(f"unknown task(s) {', '.join(sorted(set(unknown)))}; known: {', '.join(sorted(TASKS))}")
    plans = []
    for name in names:
        task_cls = TASKS[name]
        task_options = {**(task_cls.embedded_options if embedded else {}), **options.get(name, {})}
        task_cls(**task_options)  # unknown options and bad values end here, before any model loads
        source = sources.get(name) or (task_cls.sample_source() if use_samples else None)
        if source is not None and local_revision(str(source), revisions.get(name)):  # before any model loads
            raise UserError(f"--dataset-revision {name}={revisions[name]}: {name}'s rows are the local {source}; "
                            "a revision applies to a dataset on the Hub (--dataset {name}=ORG/NAME)")
        plans.append(TaskPlan(name, task_options, source, revisions.get(name)))
    return plans


def default_output_dir() -> Path:
    """``runs``: like lm-eval's ``--output_path``, the files go to ``runs/<model_name_sanitized>/``."""
    return Path("runs")


def model_folder(out_dir: Path, model: str | None) -> Path:
    """``OUT/<model_name_sanitized>``, where lm-eval's ``EvaluationTracker`` puts a model's files."""
    from .lmeval_files import model_name, sanitize_model_name

    return Path(out_dir) / sanitize_model_name(model_name(model))


# ---------------------------------------------------------------------------------- the engine
def load_engine(
    state: Any,
    model: str | None,
    *,
    revision: str | None,
    dtype: str,
    backend: str,
    trust_remote_code: bool,
    apply_chat_template: bool,
    max_length: int | None,
    seed: int,
    engine_options: dict[str, Any],
) -> tuple[Engine, dict[str, Any]]:
    """The model behind an :class:`~groundeval.engine.Engine`, and the record of what was loaded.

    The main process loads first (it converts a GGUF checkpoint once, and chooses the CPU linear
    kernel once); the others read its copy and its choice.
    ``engine_options`` are the HF engine's speed settings (``engine``, ``batch_size``, ...).
    """
    if backend == "vllm":
        return _load_vllm(state, model, revision, dtype, trust_remote_code, apply_chat_template, max_length, seed)
    if backend in API_BACKENDS:
        raise UserError(f"--backend {backend}: build the engine with runner.load_api_engine")
    from .engine import HFEngine
    from .models import load_model

    with state.main_process_first():
        lm, tokenizer, record = load_model(model, revision=revision, dtype=dtype, device=state.device,
                                           trust_remote_code=trust_remote_code)
        # --cpu-linear auto: the main process times the kernels once; the others read its choice.
        engine = HFEngine(lm, tokenizer, max_length=max_length, apply_chat_template=apply_chat_template, **engine_options)
    return engine, record


def _load_vllm(state: Any, model: str | None, revision: str | None, dtype: str, trust_remote_code: bool,
               apply_chat_template: bool, max_length: int | None, seed: int) -> tuple[Engine, dict[str, Any]]:
    from transformers import GenerationConfig

    from .engine import VLLMEngine, check_vllm
    from .models import load_tokenizer, resolve_model

    check_vllm()
    with state.main_process_first():
        source, load_revision, record = resolve_model(model, revision)
    tokenizer = load_tokenizer(source, load_revision, trust_remote_code)
    try:
        gen_config = GenerationConfig.from_pretrained(source, revision=load_revision)
    except OSError:
        gen_config = None
    record["dtype"] = dtype
    engine = VLLMEngine(source, tokenizer, dtype=dtype, max_length=max_length, apply_chat_template=apply_chat_template,
                        seed=seed, generation_config=gen_config)
    record["generation_config_ignored"] = engine.ignored_generation_fields
    return engine, record


def api_needs(plans: Sequence[TaskPlan], apply_chat_template: bool) -> dict[str, set[str]]:
    """What each task asks of an API: ``completions``, ``chat``, or ``logprobs`` (rolling log-likelihoods)."""
    from .tasks import TASKS

    needs: dict[str, set[str]] = {}
    for plan in plans:
        task_cls = TASKS[plan.name]
        if task_cls.request_kind == "loglikelihood_rolling":
            needs[plan.name] = {"logprobs"}
            continue
        chat = plan.options.get("chat_template") if "chat_template" in task_cls.options_spec else None
        needs[plan.name] = {"chat" if (apply_chat_template if chat is None else chat) else "completions"}
    return needs


def load_api_engine(
    state: Any,
    endpoint: Any,
    plans: Sequence[TaskPlan],
    *,
    limits: Any,
    cache: str | None,
    apply_chat_template: bool,
    max_length: int | None,
    probe: bool = True,
) -> tuple[Engine, dict[str, Any]]:
    """A model behind an API (:mod:`groundeval.api`): the engine, and the record of the model as
    the server names it. Unless ``probe`` is False (``--estimate``), one request checks the setup
    first; a task the endpoint cannot run ends here, in one line, before any request."""
    from .api import CallPool, RequestCache
    from .api.client import HFInferenceClient, OpenAIClient
    from .engine.api import APIEngine
    from .models import cache_dir, load_tokenizer

    logging.getLogger("httpx").setLevel(logging.WARNING)  # one line per request would bury the progress bar
    if state.num_processes > 1:
        raise UserError(f"--backend {endpoint.backend} runs in one process (--num_concurrent sets the requests in "
                        "flight); launch it with python, not accelerate launch --num_processes N")
    needs = api_needs(plans, apply_chat_template)
    if endpoint.backend == "hf-inference":
        for name, need in needs.items():
            if "logprobs" in need:
                raise UserError(f"{name} needs the prompt's log-probabilities, which Inference Providers' chat API does not "
                                "return; run it with --backend openai against a server that gives them (vLLM, llama.cpp) or --backend hf")
            if "completions" in need:
                raise UserError(f"{name} is a completion task here (no chat template), and --backend hf-inference serves chat "
                                f"only: add --apply-chat-template (a chat protocol, recorded) or use --backend openai with a "
                                "server's /v1/completions")
    tokenizer = load_tokenizer(endpoint.tokenizer) if endpoint.tokenizer else None
    if max_length is None and tokenizer is not None:
        max_length = resolve_max_length(None, tokenizer)
    if endpoint.backend == "openai":
        client: Any = OpenAIClient(endpoint.base_url, endpoint.api_key(), limits.timeout)
    else:
        client = HFInferenceClient(endpoint.model, endpoint.base_url, endpoint.provider, endpoint.api_key(), limits.timeout)
    store = None if cache == "off" else RequestCache(cache or cache_dir() / "api_requests.sqlite")
    pool = CallPool(client.send, limits, store, endpoint.model or "", where=endpoint.where())
    engine = APIEngine(endpoint, client, pool, tokenizer=tokenizer, max_length=max_length,
                       apply_chat_template=apply_chat_template)
    if probe:
        engine.probe(set().union(*needs.values()) if needs else {"completions"})
        logger.info("%s: the server at %s serves %s%s; request cache: %s", endpoint.backend, endpoint.where(),
                    engine.served_model, f" ({engine.system_fingerprint})" if engine.system_fingerprint else "",
                    store.path if store is not None else "off")
    return engine, engine.record()


def estimate(plans: Sequence[TaskPlan], engine: Any, settings: RunSettings) -> str:
    """``--estimate``: per task, the requests a run would send and their prompt tokens (counted with
    the ``tokenizer=`` given, else estimated as characters / 4), the most completion tokens the
    token budgets allow, and with ``--price`` the cost of that much; nothing is sent."""
    from .tasks import get_task

    exact = getattr(engine, "tokenizer", None) is not None
    header = ["task", "requests", "prompt tokens" + ("" if exact else " (~chars/4)"), "completion tokens (at most)"]
    rows, totals = [], [0, 0, 0]
    for plan in plans:
        task = get_task(plan.name, **plan.options)
        dataset, _ = _load_rows(task, plan, settings.limit)
        requests = settings.apply_overrides(task.requests(dataset, settings.protocol))
        expanded = draws.expand_requests(requests, settings.num_samples, settings.temperature, settings.top_p, settings.seed)
        prompt = sum(len(engine.token_ids(r)) if exact else -(-len(engine.render(r)) // 4) for r in expanded)
        completion = sum(1 if r.kind == "loglikelihood_rolling" else r.max_gen_toks for r in expanded)
        rows.append([plan.name, len(expanded), prompt, completion])
        totals = [totals[0] + len(expanded), totals[1] + prompt, totals[2] + completion]
    rows.append(["total", *totals])
    if settings.price is not None:
        header.append("cost, USD (at most)")
        for row in rows:
            row.append(f"{settings.price.cost(row[2], row[3]):.4f}")
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w) for i, (c, w) in enumerate(zip(r, widths)))
             for r in [header, *rows]]
    lines.append("nothing was sent; the request cache may hold some of these already (those are free)")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------- one task
def deal_units(costs: Sequence[int], num_processes: int) -> list[list[int]]:
    """Unit indices per process: largest first to the least-loaded process (deterministic)."""
    loads = [0] * num_processes
    shares: list[list[int]] = [[] for _ in range(num_processes)]
    for i in sorted(range(len(costs)), key=lambda i: (-costs[i], i)):
        p = min(range(num_processes), key=lambda r: (loads[r], r))
        shares[p].append(i)
        loads[p] += costs[i]
    return [sorted(s) for s in shares]


def make_run_id(settings: RunSettings, plans: Sequence[TaskPlan]) -> str:
    """A hash of the run's settings and task plans: two runs that must give the same predictions share it.
    Every setting counts (``gen_kwargs``, ``system_instruction``, ``predict_only`` too) but where
    the output goes and whether it resumes."""
    parts = {"settings": {k: v for k, v in dataclasses.asdict(settings).items() if k not in ("out_dir", "resume", "run_id", "price")},
             "tasks": [dataclasses.asdict(p) for p in plans]}
    return resume.signature(parts)


def run_task(plan: TaskPlan, engine: Engine, state: Any, settings: RunSettings, last: bool = False,
             generated: Any = None) -> TaskOutcome | None:
    """Generate, gather and score one task. Returns the outcome on the main process, else None.
    After the ``last`` task's generation the engine drops its model before scoring; ``generated()``
    is called once the generation is done."""
    from .results import content_fingerprint
    from .tasks import get_task

    started = time.perf_counter()
    task = get_task(plan.name, **plan.options)
    dataset, original = _load_rows(task, plan, settings.limit)
    requests = settings.apply_overrides(task.requests(dataset, settings.protocol))
    if len({r.idx for r in requests}) != len(requests):
        raise RuntimeError(f"task {plan.name!r} produced requests with duplicate idx")
    fingerprint = content_fingerprint(dataset)
    parts = _signature_parts(task, settings, engine, fingerprint)
    sig = resume.signature(parts)
    task_dir = model_folder(settings.out_dir, settings.model_record.get("model")) / STATE_DIR / plan.name
    task_dir.mkdir(parents=True, exist_ok=True)
    predict_only = settings.predict_only
    marker = resume.read_complete(task_dir, sig) if settings.resume else None
    finished = marker["outcome"] if marker is not None else None
    scoring = resume.scoring_record(task)
    kept = None  # a finished task's generations, scored again where the scoring changed since
    if finished is not None and bool(finished.get("predict_only")) == predict_only:
        kept = _rescore_or_none(task_dir, marker, sig, scoring, plan.name, predict_only, state.is_main_process)
        if kept is None:
            return _reuse_finished(task_dir, finished, sig, settings, state)
    elif marker is not None and (kept := resume.read_generations(task_dir, sig, marker)) is not None:
        # finished in the other mode (--predict_only or not): its generations serve this one
        if state.is_main_process:
            logger.info("%s: generated in an earlier run with the same signature %s%s: its generations are %s",
                        plan.name, sig, " with --predict_only" if finished.get("predict_only") else "",
                        "kept unscored" if predict_only else "scored")
    elif state.is_main_process and settings.resume:
        for reason in resume.explain_mismatch(task_dir, sig, parts):
            logger.warning("%s: %s", plan.name, reason)
    # K sampled draws per row with --num-samples K (each its own request); greedy: the requests as they are.
    expanded = draws.expand_requests(requests, settings.num_samples, settings.temperature, settings.top_p, settings.seed)
    if kept is None:
        outputs = _generate(engine, state, expanded, task_dir, (sig, parts), settings.resume, plan.name)
    engine.release(model=last)
    if generated is not None:
        generated()
    if kept is None:
        gathered, stats = _gather(state, outputs, engine.stats())
    else:  # every process read them; the main process scores them, with the counters of the run that made them
        gathered, stats = kept
    if not state.is_main_process:
        return None
    ordered = _in_request_order(plan.name, expanded, gathered)
    log_truncation(plan.name, ordered, getattr(engine, "max_length", None))
    result = _score(task, dataset, requests, ordered, settings, predict_only)
    rows = [{**row, "run_id": settings.run_id, "signature": sig}
            for row in draws.with_engine_fields(result.rows, ordered, settings.num_samples)]
    if not predict_only:  # percentile-bootstrap intervals beside each metric, resampling the task's clusters
        add_intervals(result.metrics, result.breakdown, plan.name, rows, resamples=settings.bootstrap, seed=settings.seed)
    config = _task_config(task, settings.protocol, fingerprint, len(dataset), ordered, stats)
    # scored again: the run that generated them sent the requests, and its usage stands (not logged again)
    usage = api_usage(plan.name, ordered, stats, settings.price) if kept is None else finished["config"].get("api_usage")
    if usage is not None:
        config["api_usage"] = usage
    config.update(settings.sampling())
    config.update(signature=sig, seconds=round(time.perf_counter() - started, 2))
    logger.info("%s: %s", plan.name, {k: v for k, v in result.metrics.items() if not isinstance(v, (list, dict))})
    lines = lmeval_files.sample_lines(plan.name, dataset, requests, rows, ordered, engine, settings, result.metrics)
    lmeval = lmeval_files.task_sections(task, plan, requests, settings, result.metrics, lines, original)
    outcome = TaskOutcome(plan.name, task.version, result.metrics, result.breakdown, list(result.notes), config,
                          lmeval, lines, predict_only)
    resume.write_complete(task_dir, sig, outcome, parts, gathered, stats, scoring)
    resume.clear_partials(task_dir, sig)
    return outcome


def _score(task: Any, dataset: Any, requests: list, ordered: dict[int, Generation], settings: RunSettings,
           predict_only: bool) -> Any:
    """The task's scored rows and metrics; with ``--predict_only`` the rows unscored (idx, prediction)
    and no metrics, as lm-eval's predict-only mode computes none."""
    from .tasks.base import TaskResult

    if not predict_only:
        return draws.score_draws(task, dataset, requests, {i: g.value for i, g in ordered.items()}, settings.protocol,
                                 settings.num_samples)
    row_key = lmeval_files.doc_key(task.name)
    docs_of = task.batches(dataset) if hasattr(task, "batches") else [[r.idx] for r in requests]
    rows = []
    for r, docs in zip(requests, docs_of):
        for d in range(settings.num_samples):
            value = ordered[draws.expanded_idx(r.idx, d, settings.num_samples)].value
            for doc in docs:
                row = {"idx": r.idx, **({row_key: doc} if row_key != "idx" else {}), "prediction": value}
                rows.append({**row, "draw": d} if settings.num_samples > 1 else row)
    return TaskResult(rows=rows, metrics={})


def _signature_parts(task: Any, settings: RunSettings, engine: Engine, fingerprint: str) -> dict[str, Any]:
    """Everything that can change this task's predictions (at low precision, batch settings too)."""
    return {
        "model": settings.model_record,
        "task": task.config(settings.protocol),
        "task_options": task.options,
        "protocol": settings.protocol,
        "max_length": engine.max_length,
        "apply_chat_template": settings.apply_chat_template,
        "engine": settings.engine_settings,
        "data": fingerprint,
        **({"sampling": settings.sampling()} if settings.num_samples > 1 or settings.temperature > 0 else {}),
        # Only where given, so runs without them keep the signatures they had.
        **({"gen_kwargs": settings.gen_kwargs} if settings.gen_kwargs else {}),
        **({"system_instruction": settings.system_instruction} if settings.system_instruction is not None else {}),
    }


def _rescore_or_none(task_dir: Path, marker: dict[str, Any], sig: str, scoring: dict[str, Any], name: str,
                     predict_only: bool, main: bool) -> tuple[list[dict[str, Any]], dict[str, int]] | None:
    """A finished task's generations and engine counters where it was scored otherwise than the task
    scores now (``scoring``: :func:`resume.scoring_record`, e.g. an older rubric release), so that
    they are scored again without generating again; None where the stored outcome stands as it is.
    The generations are read only then."""
    if predict_only:
        return None
    then = marker.get("scoring")
    if not isinstance(then, dict):  # a marker of an older groundeval kept no record: its config says
        then = {k: (marker["outcome"].get("config") or {}).get(k) for k in scoring}
    changed = {k: (then.get(k), scoring.get(k)) for k in sorted(set(then) | set(scoring)) if then.get(k) != scoring.get(k)}
    if not changed:
        return None
    what = ", ".join(f"{k} {old} -> {new}" for k, (old, new) in changed.items())
    kept = resume.read_generations(task_dir, sig, marker)
    if kept is None:
        if main:
            logger.warning("%s: finished with %s, but that run kept no generations to score again (an older "
                           "groundeval); reused as it was scored (run with --no-resume to generate and score again)",
                           name, what)
        return None
    if main:
        logger.info("%s: finished in an earlier run with the same signature %s, scored with %s: its generations "
                    "are scored again", name, sig, what)
    return kept


def _reuse_finished(task_dir: Path, finished: dict[str, Any], sig: str, settings: RunSettings, state: Any) -> TaskOutcome | None:
    """The outcome an earlier run with the same signature stored, its sample lines now this run's."""
    if not state.is_main_process:
        return None
    logger.info("%s: finished in an earlier run with the same signature %s; reused", finished["name"], sig)
    outcome = TaskOutcome(**finished)
    if not outcome.samples or any((s.get(EXTRA_KEY) or {}).get("signature") != sig for s in outcome.samples):
        raise UserError(f"{task_dir}: the finished task's samples are not those of signature {sig}; "
                        "run again with --no-resume")
    outcome.samples = [{**s, EXTRA_KEY: {**s[EXTRA_KEY], "run_id": settings.run_id}} for s in outcome.samples]
    return outcome


def _load_rows(task: Any, plan: TaskPlan, limit: int | None) -> tuple[Any, int]:
    """The rows to evaluate and how many the split holds (lm-eval's ``n-samples`` ``original``).
    A task refuses rows it cannot score (a missing config or source, a malformed field) with a
    ValueError that names the file and what to do: that is the user's to fix, so it is one line."""
    try:
        dataset = task.load(plan.source, revision=plan.revision)
    except ValueError as err:
        raise UserError(f"{plan.name}: {err}") from err
    original = len(dataset)
    if not original:  # never an empty success: a task of no rows would score nothing
        raise UserError(f"{plan.name}: {plan.source or 'its data source'} has no rows to evaluate; nothing was generated")
    if limit is not None:
        dataset = dataset.select(range(min(limit, len(dataset))))
    return dataset, original


def _generate(engine: Engine, state: Any, requests: list, task_dir: Path, signed: tuple[str, dict[str, Any]],
              resume_partials: bool, name: str) -> list[dict[str, Any]]:
    """This process's share of the units, reusing rows finished by an earlier run with the same signature."""
    from tqdm.auto import tqdm

    from .engine.memory import return_free_heap

    sig, parts = signed
    return_free_heap()  # what loading the model and rows freed is not part of the generation's memory
    units = engine.plan(requests)
    mine = deal_units([u.cost for u in units], state.num_processes)[state.process_index]
    done = resume.read_partials(task_dir, sig) if resume_partials else {}
    if state.is_main_process:
        resume.write_manifest(task_dir, sig, parts)
    # The main process shows a bar of its own share of the rows; the others show nothing.
    desc = name if state.num_processes == 1 else f"{name} (process 0 of {state.num_processes})"
    bar = tqdm(total=sum(len(units[i].rows) for i in mine), desc=desc, disable=not state.is_main_process, unit="row")
    outputs: list[dict[str, Any]] = []
    with open(resume.partial_path(task_dir, sig, state.process_index), "a") as sink:
        for i in mine:
            rows = units[i].rows
            if all(r.request.idx in done for r in rows):
                outputs.extend(done[r.request.idx] for r in rows)
            else:
                generations = [dataclasses.asdict(g) for g in engine.run_unit(units[i])]
                resume.append_rows(sink, generations)
                outputs.extend(generations)
            bar.update(len(rows))
    bar.close()
    return outputs


def _gather(state: Any, outputs: list[dict[str, Any]], stats: dict[str, int]) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """Every process's rows and summed engine counters, on the main process."""
    if state.num_processes == 1:
        return outputs, stats
    from accelerate.utils import gather_object

    every = gather_object([stats])
    return gather_object(outputs), {k: sum(one[k] for one in every) for k in stats}


def _in_request_order(name: str, requests: list, gathered: list[dict[str, Any]]) -> dict[int, Generation]:
    by_idx = {g["idx"]: g for g in gathered}
    missing = [r.idx for r in requests if r.idx not in by_idx]
    if missing:
        raise RuntimeError(f"task {name!r}: no output for rows {missing[:10]}")
    return {r.idx: Generation(**by_idx[r.idx]) for r in requests}


def api_usage(name: str, generations: dict[int, Generation], stats: dict[str, int], price: Any) -> dict[str, Any] | None:
    """An API backend's tokens, latency, requests, retries, cache hits (and cost with ``--price``)
    for one task, logged in one line; None for a local backend."""
    from .api.usage import summarize

    facts = [g.api for g in generations.values() if g.api is not None]
    if not facts:
        return None
    usage = summarize(facts, {"requests": stats.get("api_requests_sent", 0), "retries": stats.get("api_retries", 0)}, price)
    logger.info("%s: %d requests sent (%d retries), %d answers from the request cache, %d from this run; "
                "%d prompt and %d completion tokens reported%s", name, usage["requests_sent"], usage["retries"],
                usage["cache_hits"], usage["answers_this_run"], usage["prompt_tokens"], usage["completion_tokens"],
                f"; cost {usage['cost']:.6f} USD ({usage['cost_this_run']:.6f} this run)" if "cost" in usage else "")
    return usage


def log_truncation(task: str, generations: dict[int, Generation], max_length: int | None = None) -> tuple[int, int]:
    """Say once per task how many prompts were cut to the context window, and by how many tokens
    in all (the results keep the count); returns (rows, tokens)."""
    cut = [g.truncated for g in generations.values() if g.truncated]
    if cut:
        window = f" of {max_length} tokens" if max_length else ""
        logger.warning("%s: %d of %d prompts were cut on the left to fit the context window%s (%d tokens removed "
                       "in all, at most %d from one prompt); raise --max-length or shorten the prompts",
                       task, len(cut), len(generations), window, sum(cut), max(cut))
    return len(cut), sum(cut)


def _task_config(task: Any, protocol: str, fingerprint: str, rows: int,
                 generations: dict[int, Generation], stats: dict[str, int]) -> dict[str, Any]:
    from .metric_modules import metric_module_sha256

    provenance = dict(getattr(task, "provenance", {}) or {})
    provenance["content_fingerprint"] = fingerprint
    provenance["rows_evaluated"] = rows
    return {
        **task.config(protocol),
        "task_options": task.options,
        **provenance,
        "metric_module_sha256": metric_module_sha256(task.metric),
        **task.scoring_record(),
        "prompt_tokens_truncated_rows": sum(1 for g in generations.values() if g.truncated),
        **stats,
    }


# ---------------------------------------------------------------------------------- the record
@dataclasses.dataclass
class RunRecord:
    """The run's results file as it grows (``data``, lm-eval's schema plus ``groundeval``), where it
    goes (``folder``: ``OUT/<model_name_sanitized>``, ``date_id`` fixed at the start), and the
    sample lines of finished tasks not yet written."""

    folder: Path
    date_id: str
    data: dict[str, Any]
    started: float
    environment: Any = None
    collect_environment: bool = False
    pending: dict[str, list[dict[str, Any]]] = dataclasses.field(default_factory=dict)
    price: Any = None
    api_facts: dict[str, list[dict[str, Any]]] = dataclasses.field(default_factory=dict)
    api_counters: dict[str, dict[str, int]] = dataclasses.field(default_factory=dict)

    def start_environment(self) -> None:
        """Start torch's environment report in a thread, once (the main process only). It takes
        about 0.4 s of CPU in the programs it runs (pip, lscpu, ...); it starts after the first
        task's generation, beside the scoring. Beside the model it stalled every parallel matrix
        product: on two cores SmolLM2 runs took 0.6-0.9 s longer."""
        if self.collect_environment and self.environment is None:
            from concurrent.futures import ThreadPoolExecutor

            from .lmeval_files import environment_info

            self.environment = ThreadPoolExecutor(max_workers=1, thread_name_prefix="groundeval-env").submit(environment_info)

    @property
    def path(self) -> Path:
        from .lmeval_files import results_file

        return results_file(self.folder, self.date_id)


def new_record(settings: RunSettings, engine: Engine, state: Any, embedded: bool, use_samples: bool) -> RunRecord:
    """The results record before any task: what was loaded, how, and where."""
    from . import __version__
    from .lmeval_files import git_describe, hash_string, new_date_id, tokenizer_info
    from .results import package_versions, utc_now

    name = lmeval_files.model_name(settings.model_record.get("model"))
    system = settings.system_instruction
    template = getattr(engine.tokenizer, "chat_template", None) if settings.apply_chat_template else None
    template = template if isinstance(template, str) or template is None else json.dumps(template, sort_keys=True)
    data: dict[str, Any] = {
        "results": {}, "group_subtasks": {}, "configs": {}, "versions": {}, "n-shot": {}, "higher_is_better": {},
        "n-samples": {}, "config": lmeval_files.run_config(settings, engine, state), "git_hash": git_describe(),
        "date": time.time(), "pretty_env_info": None, "transformers_version": None, "lm_eval_version": None,
        "upper_git_hash": None, **tokenizer_info(engine.tokenizer, engine.max_length), "task_hashes": {},
        "model_source": settings.engine_settings.get("backend", "hf"), "model_name": name,
        "model_name_sanitized": lmeval_files.sanitize_model_name(name), "system_instruction": system,
        "system_instruction_sha": hash_string(system) if system else None, "fewshot_as_multiturn": False,
        "chat_template": template, "chat_template_sha": hash_string(template) if template else None,
        "total_evaluation_time_seconds": None,
        EXTRA_KEY: {"run_id": settings.run_id, "config": _groundeval_run_config(settings, engine, state, embedded),
                    "tasks": {}, "results": {}, "breakdown": {},
                    "versions": {"groundeval": __version__, "packages": package_versions()},
                    "notes": [SAMPLES_NOTE if embedded else BUNDLED_NOTE] if use_samples else [], "date": utc_now()},
    }
    return RunRecord(model_folder(settings.out_dir, settings.model_record.get("model")), new_date_id(), data,
                     time.perf_counter(), collect_environment=state.is_main_process, price=settings.price)


def _groundeval_run_config(settings: RunSettings, engine: Engine, state: Any, embedded: bool) -> dict[str, Any]:
    """What groundeval records of the run beyond lm-eval's ``config``: the model's identity by content,
    protocol, engine settings, processes, the embedded-default flag."""
    asked, used = settings.engine_settings, engine.settings()
    api = {"api": engine.run_facts()} if hasattr(engine, "run_facts") else {}
    return {**settings.model_record, "protocol": settings.protocol, "backend": asked["backend"],
            "engine": used["engine"], "batch_size": None, "max_batch_tokens": asked.get("max_batch_tokens"), **api,
            "prompt_lookup": used["prompt_lookup"], "prefill_chunk": used["prefill_chunk"],
            "cpu_linear": used.get("cpu_linear"), "max_length": engine.max_length, "apply_chat_template": settings.apply_chat_template,
            "limit": settings.limit, "num_processes": state.num_processes, "device": str(state.device),
            "seed": settings.seed, "embedded_default": embedded, "run_id": settings.run_id,
            "predict_only": settings.predict_only}


def add_task_to_record(record: RunRecord, outcome: TaskOutcome) -> None:
    """The task's lm-eval sections, its groundeval extras, and its sample lines to write."""
    from .lmeval_files import task_hash

    data, extra, lm = record.data, record.data[EXTRA_KEY], outcome.lmeval
    data["results"][outcome.name] = lm["results"]
    data["configs"][outcome.name] = lm["config"]
    data["versions"][outcome.name] = lm["version"]
    data["n-shot"][outcome.name] = 0
    data["higher_is_better"][outcome.name] = lm["higher_is_better"]
    data["n-samples"][outcome.name] = lm["n_samples"]
    data["task_hashes"][outcome.name] = task_hash(outcome.samples)
    extra["results"][outcome.name] = lm["extra"]
    if outcome.breakdown:
        extra["breakdown"][outcome.name] = outcome.breakdown
    extra["notes"].extend(f"{outcome.name}: {note}" for note in outcome.notes)
    extra["tasks"][outcome.name] = outcome.config
    if "api_usage" in outcome.config:
        record.api_facts[outcome.name] = _api_facts(outcome.samples)
        record.api_counters[outcome.name] = {k: outcome.config["api_usage"].get(k, 0) for k in ("requests_sent", "retries")}
        extra["api_usage"] = _run_usage(record)
    extra["versions"][outcome.name] = outcome.version
    record.pending[outcome.name] = outcome.samples


def _api_facts(samples: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The per-request API facts of a task's sample lines (one per draw)."""
    facts = []
    for line in samples:
        extra = line.get(EXTRA_KEY) or {}
        for row in extra.get("draws") or [extra]:
            if isinstance(row.get("api"), dict):
                facts.append(row["api"])
    return facts


def _run_usage(record: RunRecord) -> dict[str, Any]:
    """The run's API totals: every task's requests, with latency percentiles over all of them."""
    from .api.usage import summarize

    counters = {k: sum(c[k] for c in record.api_counters.values()) for k in ("requests_sent", "retries")}
    facts = [f for task in record.api_facts.values() for f in task]
    return summarize(facts, {"requests": counters["requests_sent"], "retries": counters["retries"]}, record.price)


def save_record(record: RunRecord, engine: Engine) -> Path:
    """The sample files of newly finished tasks, then the results file as it stands (with the batch
    size the engine settled on and the time so far); each written whole or not at all, so the
    results file always matches the sample files written so far."""
    from .lmeval_files import samples_file
    from .results import write_json, write_jsonl

    data = record.data
    settled = engine.settings()["batch_size"]
    data[EXTRA_KEY]["config"]["batch_size"] = settled
    data["config"]["batch_sizes"] = [settled] if data["config"]["batch_size"] == "auto" else []
    for key in ("configs", "versions", "n-shot", "higher_is_better"):  # lm-eval sorts these by task
        data[key] = dict(sorted(data[key].items()))
    record.start_environment()
    if record.environment is not None:
        data.update(record.environment.result())
    data["total_evaluation_time_seconds"] = str(time.perf_counter() - record.started)
    record.folder.mkdir(parents=True, exist_ok=True)
    for task, lines in list(record.pending.items()):
        write_jsonl(samples_file(record.folder, task, record.date_id), lines)
        del record.pending[task]
    write_json(record.path, data)
    return record.path


def print_record(record: RunRecord) -> None:
    """lm-eval's results table, groundeval's notes, and where the files are."""
    from .lmeval_files import format_table

    print(format_table(record.data))
    for note in record.data[EXTRA_KEY]["notes"]:
        print(f"note: {note}")
    print(f"results: {record.path}")
