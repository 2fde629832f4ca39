"""lm-evaluation-harness's own files, filled with groundeval's values.

The output folder holds what lm-evaluation-harness 0.4.13's ``EvaluationTracker`` writes for a run
with ``--output_path OUT``: ``OUT/<model_name_sanitized>/results_<date_id>.json`` and
``samples_<task>_<date_id>.jsonl``, so lm-eval's own readers and anyone's notebooks read it
unchanged. Everything groundeval records beyond that schema sits under one key, ``groundeval``.
The helpers are written here (groundeval does not need lm-eval installed to write its files); the
tests check them against lm-eval's own.
"""

from __future__ import annotations

import datetime as _dt
import functools
import hashlib
import json
import math
import os
import platform
import re
import subprocess
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

from . import draws

if TYPE_CHECKING:
    from .engine import Engine, Generation
    from .settings import RunSettings, TaskPlan
EXTRA_KEY = "groundeval"
"""The one key, in the results file and in each sample line, that holds what lm-eval has no place for."""
LOWER_IS_BETTER = frozenset({"hallucination", "word_perplexity", "byte_perplexity", "bits_per_byte"})
PREDICT_ONLY_METRIC = "bypass"
"""lm-eval's metric for ``--predict_only``: its aggregate is the placeholder 999 and no stderr."""
PREDICT_ONLY_VALUE = 999


def hash_string(text: str) -> str:
    """SHA-256 hex digest of the UTF-8 text: how lm-eval hashes docs, prompts, targets and templates."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def sanitize_model_name(name: str) -> str:
    """The model folder name lm-eval derives from a model name (``org/model`` -> ``org__model``)."""
    return re.sub(r"[\"<>:/|\\?*\[\]]+", "__", name)


def new_date_id() -> str:
    """The file-name timestamp lm-eval uses: local ISO time with ``:`` as ``-``; sorts by time."""
    return _dt.datetime.now().isoformat().replace(":", "-")


def model_name(model: str | None) -> str:
    """The model's name as lm-eval records it (its ``pretrained=`` value): the ``--model`` argument,
    or the embedded default model's short name."""
    from .models import DEFAULT_MODEL_NAME

    if not model or model == DEFAULT_MODEL_NAME:
        return DEFAULT_MODEL_NAME.split(" ")[0]
    return model


def results_file(folder: Path, date_id: str) -> Path:
    return folder / f"results_{date_id}.json"


def samples_file(folder: Path, task: str, date_id: str) -> Path:
    return folder / f"samples_{task}_{date_id}.jsonl"


def file_date_id(name: str) -> str:
    """The date id of a results or samples file name (the text after its last ``_``), as lm-eval reads it."""
    return name[name.rfind("_") + 1:].replace(".jsonl", "").replace(".json", "")


def lmeval_json_default(value: Any) -> Any:
    """What lm-eval writes for a value ``json`` cannot: numpy scalars as numbers, sets as lists, else ``str``."""
    if hasattr(value, "item") and callable(value.item):
        return value.item()
    if isinstance(value, set):
        return list(value)
    return str(value)


def doc_hash(doc: dict[str, Any]) -> str:
    """lm-eval's ``doc_hash``: the hash of the doc as ``json.dumps(doc, indent=2, ensure_ascii=False)``."""
    return hash_string(json.dumps(doc, indent=2, default=lmeval_json_default, ensure_ascii=False))


def task_hash(lines: Iterable[dict[str, Any]]) -> str:
    """lm-eval's per-task ``task_hashes`` entry: the hash of every line's doc, prompt and target hashes."""
    return hash_string("".join(s["doc_hash"] + s["prompt_hash"] + s["target_hash"] for s in lines))


def git_describe() -> str | None:
    """``git describe --always`` of the working directory, as lm-eval records ``git_hash``; None outside git."""
    try:
        out = subprocess.run(["git", "describe", "--always"], capture_output=True, text=True, timeout=10, check=True)
    except (OSError, subprocess.SubprocessError):
        return _head_commit(Path.cwd())
    return out.stdout.strip() or None


def _head_commit(repo: Path) -> str | None:
    """The commit ``repo/.git/HEAD`` points to (lm-eval's ``upper_git_hash`` reads the parent folder so)."""
    try:
        head = (repo / ".git" / "HEAD").read_text(encoding="utf-8").split("\n")[0].split(" ")[-1]
        return (repo / ".git" / head).read_text(encoding="utf-8").strip() or None
    except OSError:
        return None


def environment_key() -> str:
    """What torch's environment report depends on that can change without a reboot: the Python
    and torch in use and the folders packages are installed in (installing or removing one changes
    its folder's modification time); the kernel's boot id stands for drivers, CPUs and GPUs."""
    import site
    import sys

    import torch

    parts = [sys.executable, sys.version, torch.__version__]
    for entry in [*site.getsitepackages(), site.getusersitepackages()]:
        try:
            parts.append(f"{entry}:{os.stat(entry).st_mtime_ns}")
        except OSError:
            continue
    try:
        parts.append(Path("/proc/sys/kernel/random/boot_id").read_text().strip())
    except OSError:
        parts.append(platform.node())
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:20]


def _pretty_env_info() -> str:
    """torch's ``collect_env`` report (what lm-eval records as ``pretty_env_info``). It runs pip,
    lscpu and more: about 0.4 s of CPU here, which on two cores is a tenth of a short run; so it is
    kept in the cache folder under :func:`environment_key` and made again when that changes."""
    from .models import cache_dir

    path = cache_dir() / "environment" / f"{environment_key()}.txt"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        pass
    try:
        from torch.utils.collect_env import get_pretty_env_info

        pretty = get_pretty_env_info()
    except Exception as err:  # noqa: BLE001 - lm-eval records the error text in its place
        return str(err)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(pretty, encoding="utf-8")
        os.replace(tmp, path)
    except OSError:  # a read-only cache folder: the report is still this run's
        pass
    return pretty


@functools.lru_cache(maxsize=1)
def environment_info() -> dict[str, Any]:
    """lm-eval's environment keys (``pretty_env_info`` is torch's ``collect_env`` report, a few seconds
    to make: computed once per process)."""
    pretty = _pretty_env_info()
    try:
        lm_eval_version = metadata.version("lm_eval")
    except metadata.PackageNotFoundError as err:
        lm_eval_version = str(err)
    try:
        import transformers

        transformers_version = transformers.__version__
    except ImportError:
        transformers_version = "N/A"
    return {"pretty_env_info": pretty, "transformers_version": transformers_version,
            "lm_eval_version": lm_eval_version, "upper_git_hash": _head_commit(Path.cwd() / "..")}


def tokenizer_info(tokenizer: Any, max_length: int | None) -> dict[str, Any]:
    """lm-eval's tokenizer keys: ``[token, str(id)]`` for pad, EOS and BOS, the EOS id, the context length."""
    def pair(kind: str) -> list[Any]:
        return [getattr(tokenizer, f"{kind}_token", None), str(getattr(tokenizer, f"{kind}_token_id", None))]

    return {"tokenizer_pad_token": pair("pad"), "tokenizer_eos_token": pair("eos"), "tokenizer_bos_token": pair("bos"),
            "eot_token_id": getattr(tokenizer, "eos_token_id", None), "max_length": max_length}


def lmeval_version(version: Any) -> Any:
    """A task version as lm-eval types it: a number where it reads as one (``"1"`` -> 1), else the text."""
    text = str(version)
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            continue
    return text


def mean_stderr(values: list[float]) -> float | str:
    """lm-eval's standard error of a mean: sample standard deviation / sqrt(n); ``"N/A"`` below 2 values."""
    finite = [float(v) for v in values if v is not None and math.isfinite(float(v))]
    if len(finite) < 2:
        return "N/A"
    mu = math.fsum(finite) / len(finite)
    return math.sqrt(math.fsum((x - mu) ** 2 for x in finite) / (len(finite) - 1)) / math.sqrt(len(finite))


def format_table(record: dict[str, Any]) -> str:
    """A Markdown table in lm-eval's columns (Tasks, Version, Filter, n-shot, Metric, Value, Stderr),
    one line per metric; lm-eval's own ``make_table`` reads the same results file too (tested)."""
    lines = ["|Tasks|Version|Filter|n-shot|Metric| |Value| |Stderr|", "|---|--:|---|--:|---|---|--:|---|---|"]
    for task, entry in (record.get("results") or {}).items():
        better = (record.get("higher_is_better") or {}).get(task, {})
        for key in sorted(k for k in entry if "," in k and not k.split(",")[0].endswith("_stderr")):
            metric, _, filt = key.partition(",")
            value, stderr = entry[key], entry.get(f"{metric}_stderr,{filt}")
            shown = f"{value:.4f}" if isinstance(value, float) else str(value)
            err = "N/A" if stderr in (None, "N/A") else f"{stderr:.4f}"
            arrow = {True: "↑", False: "↓"}.get(better.get(metric), "")
            lines.append(f"|{entry.get('alias', task)}|{(record.get('versions') or {}).get(task, 'N/A')}|{filt}|"
                         f"{(record.get('n-shot') or {}).get(task, '')}|{metric}|{arrow}|{shown}|±|{err}|")
        missing = ((record.get(EXTRA_KEY) or {}).get("results") or {}).get(task, {}).get("not_computed") or {}
        for metric, reason in missing.items():  # asked for, not computed: a row that says so, and why
            lines.append(f"|{entry.get('alias', task)}|{(record.get('versions') or {}).get(task, 'N/A')}|none|"
                         f"{(record.get('n-shot') or {}).get(task, '')}|{metric}| |not computed: {' '.join(str(reason).split())[:120]}| | |")
    return "\n".join(lines)


COUNT_KEYS = frozenset({"n", "num_rows", "n_questions"})
"""Counts a task reports beside its metrics: lm-eval keeps the number of rows in ``n-samples``."""


def lmeval_metric_names(task: str, metrics: dict[str, Any]) -> list[str]:
    """The task's metrics as lm-eval lists them: every top-level number (not a count, not a stderr)
    and each number of a dict whose rows carry it too (``components.schema``)."""
    from .intervals import TASKS

    spec = TASKS.get(task)
    names = []
    for key, value in metrics.items():
        if _is_number(value) and key not in COUNT_KEYS and not key.endswith("_stderr"):
            names.append(key)
        elif isinstance(value, dict) and spec is not None:
            names += [f"{key}.{sub}" for sub, v in value.items() if _is_number(v) and f"{key}.{sub}" in spec.means]
    return names


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def metric_value(metrics: dict[str, Any], name: str) -> Any:
    """``metrics[name]``, or ``metrics[a][b]`` for ``a.b``."""
    head, _, tail = name.partition(".")
    return metrics[head][tail] if tail else metrics[name]


def extra_metrics(metrics: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """What of a task's metrics lm-eval's ``results`` entry has no place for (intervals, bootstrap,
    draws, verdicts, error counts), for the ``groundeval`` key."""
    def shown(key: str, value: Any) -> bool:
        if key in names or key == "n" or (key.endswith("_stderr") and key[:-len("_stderr")] in names):
            return True
        return isinstance(value, dict) and bool(value) and all(f"{key}.{sub}" in names for sub in value)

    return {k: v for k, v in metrics.items() if not shown(k, v)}


def doc_metric_values(task: str, names: list[str], rows: list[dict[str, Any]]) -> dict[str, Any]:
    """One doc's per-row metric values as lm-eval writes them in its sample line: the row's value of
    each mean metric (the mean over draws with several), and ``[loglikelihood, words or bytes]`` for
    the perplexities (lm-eval's weighted-perplexity items)."""
    from .intervals import TASKS, field_value

    spec = TASKS.get(task)
    out: dict[str, Any] = {}
    if spec is None:
        return out
    for name in names:
        if name in spec.means:
            values = [field_value(r, spec.means[name]) for r in rows]
            values = [int(v) if isinstance(v, bool) else v for v in values if v is not None]
            if values:
                out[name] = values[0] if len(values) == 1 else math.fsum(values) / len(values)
        elif name in spec.ratios and "loglikelihood" in rows[0]:
            unit = "words" if name == "word_perplexity" else "bytes"
            out[name] = [rows[0]["loglikelihood"], rows[0].get(unit)]
    return out


def metric_stderr(task: str, name: str, lines: list[dict[str, Any]], bootstrap_iters: int) -> float | str:
    """lm-eval's ``<metric>_stderr``: for a mean, the sample standard deviation of the per-doc values
    over sqrt(n); ``"N/A"`` for other aggregates (perplexities, as lm-eval has no closed form for
    them), below two docs, and with ``bootstrap_iters`` 0 (as lm-eval)."""
    from .intervals import TASKS

    spec = TASKS.get(task)
    if bootstrap_iters <= 0 or spec is None or name not in spec.means:
        return "N/A"
    return mean_stderr([line[name] for line in lines if _is_number(line.get(name))])


def results_entry(task: str, metrics: dict[str, Any], names: list[str], lines: list[dict[str, Any]],
                  bootstrap_iters: int) -> dict[str, Any]:
    """lm-eval's ``results[task]``: name, alias, sample_len, then ``<metric>,none`` and its stderr."""
    entry: dict[str, Any] = {"name": task, "alias": task, "sample_len": len(lines)}
    for name in names:
        entry[f"{name},none"] = metric_value(metrics, name)
        entry[f"{name}_stderr,none"] = metric_stderr(task, name, lines, bootstrap_iters)
    return entry


def predict_only_entry(task: str, lines: list[dict[str, Any]]) -> dict[str, Any]:
    """``results[task]`` of a ``--predict_only`` run, as lm-eval writes it: the ``bypass`` placeholder."""
    return {"name": task, "alias": task, "sample_len": len(lines), f"{PREDICT_ONLY_METRIC},none": PREDICT_ONLY_VALUE,
            f"{PREDICT_ONLY_METRIC}_stderr,none": "N/A"}


def sample_line(doc_id: int, doc: dict[str, Any], target: Any, prompt: str, gen_kwargs: dict[str, Any] | None,
                responses: list[Any], values: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    """One line of ``samples_<task>_<date_id>.jsonl`` as lm-eval's evaluator and ``save_results_samples``
    make it (one request per doc, filter ``none``: the first response), then groundeval's ``extra``."""
    arguments = {"arg_0": prompt} if gen_kwargs is None else {"arg_0": prompt, "arg_1": gen_kwargs}
    line = {
        "doc_id": doc_id, "doc": doc, "target": str(target), "arguments": {"gen_args_0": arguments},
        "resps": [[str(r) for r in responses]], "filtered_resps": [str(responses[0])], "filter": "none",
        "metrics": list(values), "doc_hash": doc_hash(doc), "prompt_hash": hash_string(prompt),
        "target_hash": hash_string(str(target)),
    }
    line.update(values)
    line[EXTRA_KEY] = extra
    return line


def lines_rows(line: dict[str, Any]) -> list[dict[str, Any]]:
    """groundeval's row dicts of one sample line (one per draw), with the line's run id and signature."""
    extra = dict(line.get(EXTRA_KEY) or {})
    tie = {k: extra.pop(k) for k in ("run_id", "signature") if k in extra}
    draws = extra.pop("draws", None)
    return [{**row, **tie} for row in draws] if isinstance(draws, list) else [{**extra, **tie}]


def doc_key(task_name: str) -> str:
    """The row field that names the dataset row (lm-eval's ``doc_id``): ``idx``, or ``row`` where one
    request answers several rows (``fda_label_qa``)."""
    from .intervals import TASKS

    spec = TASKS.get(task_name)
    return spec.row_key if spec is not None else "idx"


def sample_lines(name: str, dataset: Any, requests: list, rows: list[dict[str, Any]], generations: dict[int, Generation],
                  engine: Engine, settings: RunSettings, metrics: dict[str, Any]) -> list[dict[str, Any]]:
    """lm-eval's sample lines, one per dataset row (doc) in doc order: the doc, the rendered prompt
    and generation arguments, the responses of every draw, the per-doc metric values, the hashes;
    groundeval's rows of that doc (engine facts, clusters, diagnostics, run id, signature) under ``groundeval``."""

    names = lmeval_metric_names(name, metrics)
    row_key, k = doc_key(name), settings.num_samples
    by_doc: dict[int, list[dict[str, Any]]] = {}
    for row in rows:
        by_doc.setdefault(row[row_key], []).append(row)
    by_idx = {r.idx: r for r in requests}
    lines = []
    for doc_id in sorted(by_doc):
        mine = sorted(by_doc[doc_id], key=lambda r: r.get("draw", 0))
        request = by_idx[mine[0]["idx"]]
        doc = dataset[doc_id]
        responses = [generations[draws.expanded_idx(request.idx, d, k)].value for d in range(k)]
        values = doc_metric_values(name, names, mine) if names else {}
        if settings.predict_only:
            values = {"bypass": None}
        tie = {"run_id": mine[0]["run_id"], "signature": mine[0]["signature"]}
        extra = {**mine[0]} if len(mine) == 1 else {**tie, "draws": [_untied(r) for r in mine]}
        lines.append(sample_line(doc_id, doc, _target(mine[0], doc), engine.render(request), generation_kwargs(request),
                                 responses, values, extra))
    return lines


def _untied(row: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in row.items() if k not in ("run_id", "signature")}


def _target(row: dict[str, Any], doc: dict[str, Any]) -> Any:
    """The doc's gold as the task scored it (lm-eval's ``doc_to_target``): the row's gold or
    reference, else the doc's gold or answer (the text a perplexity is of)."""
    for source, key in ((row, "gold"), (row, "reference"), (doc, "gold"), (doc, "answer")):
        if source.get(key) is not None:
            return source[key]
    return ""


def generation_kwargs(request: Any) -> dict[str, Any] | None:
    """The request's generation arguments as lm-eval's ``generate_until`` gets them; None for a rolling
    log-likelihood (its only argument is the text)."""
    if request.kind != "generate_until":
        return None
    kwargs: dict[str, Any] = {"until": list(request.stop), "max_gen_toks": request.max_gen_toks}
    if request.sampled:
        kwargs.update(do_sample=True, temperature=request.temperature, top_p=request.top_p)
    return kwargs


def task_sections(task: Any, plan: TaskPlan, requests: list, settings: RunSettings, metrics: dict[str, Any],
                  lines: list[dict[str, Any]], original: int) -> dict[str, Any]:
    """The task's entries in lm-eval's ``results``, ``configs``, ``versions``, ``higher_is_better``
    and ``n-samples``, and what of its metrics only groundeval records (``extra``)."""

    names = [] if settings.predict_only else lmeval_metric_names(plan.name, metrics)
    if settings.predict_only:
        entry, better = predict_only_entry(plan.name, lines), {PREDICT_ONLY_METRIC: True}
    else:
        entry = results_entry(plan.name, metrics, names, lines, settings.bootstrap)
        better = {n: n not in LOWER_IS_BETTER for n in names}
    return {"results": entry, "config": task_config(task, plan, requests, settings, better),
            "version": lmeval_version(task.version), "higher_is_better": better,
            "n_samples": {"original": original, "effective": len(lines)}, "extra": extra_metrics(metrics, names)}


_NO_FEWSHOT = {"sampler": "default", "split": None, "process_docs": None, "fewshot_indices": None, "samples": None,
               "doc_to_text": None, "doc_to_choice": None, "doc_to_target": None, "gen_prefix": None,
               "fewshot_delimiter": "\n\n", "target_delimiter": " "}
"""lm-eval's default few-shot settings, as every dumped TaskConfig carries them (these tasks are zero-shot)."""


def _aggregation(task_name: str, metric: str) -> str:
    """lm-eval's aggregation name: ``mean`` for a mean of per-row values, its perplexity aggregates
    for the ratios of summed log-likelihoods."""
    from .intervals import TASKS

    spec = TASKS.get(task_name)
    if spec is not None and metric in spec.means:
        return "mean"
    return {"word_perplexity": "weighted_perplexity", "byte_perplexity": "weighted_perplexity"}.get(metric, metric)


def task_config(task: Any, plan: TaskPlan, requests: list, settings: RunSettings,
                   better: dict[str, bool]) -> dict[str, Any]:
    """The task in lm-eval's ``TaskConfig`` shape, as far as its fields apply (zero-shot, no filters)."""

    provenance = dict(task.provenance or {})
    source = str(provenance.get("dataset") or plan.source or task.hub_dataset)
    split = provenance.get("split") or task.split or "test"
    config: dict[str, Any] = {"task": task.name}
    if plan.source and Path(plan.source).exists():  # local rows, read the way lm-eval reads local files
        config["dataset_path"] = "parquet" if str(plan.source).endswith(".parquet") else "json"
        config["dataset_kwargs"] = {"data_files": {split: str(plan.source)}}
    else:
        config["dataset_path"] = source
        if task.hub_config:
            config["dataset_name"] = task.hub_config
        if plan.revision:
            config["dataset_kwargs"] = {"revision": plan.revision}
    described = task.config(settings.protocol)
    kind = requests[0].kind if requests else "generate_until"
    metric_list = [{"metric": m, "aggregation": _aggregation(task.name, m), "higher_is_better": h} for m, h in better.items()]
    if settings.predict_only:
        metric_list = [{"metric": m} for m in better]  # lm-eval's override_metric("bypass") writes just the name
    config.update({"test_split": split, **({"doc_to_text": described["prompt"]} if "prompt" in described else {}),
                   **({"doc_to_target": described["gold"]} if "gold" in described else {}),
                   "unsafe_code": False, "description": "", "target_delimiter": " ", "fewshot_delimiter": "\n\n",
                   "fewshot_config": _NO_FEWSHOT, "num_fewshot": 0, "metric_list": metric_list, "output_type": kind})
    if kind == "generate_until" and requests:
        config["generation_kwargs"] = {**generation_kwargs(requests[0]), "do_sample": settings.temperature > 0,
                                       "temperature": settings.temperature}
    config.update({"repeats": settings.num_samples, "should_decontaminate": False,
                   "metadata": {"version": lmeval_version(task.version)}})
    return config


def run_config(settings: RunSettings, engine: Engine, state: Any) -> dict[str, Any]:
    """lm-eval's ``config``: the model as ``hf``/``vllm`` with its ``model_args``, the Hugging Face
    model's facts lm-eval adds (parameters, dtype, revision, commit), and the execution settings.
    groundeval seeds numpy (the bootstrap) and torch (sampling) with ``--seed``; it has no Python
    ``random`` use and no few-shot examples, so those two seeds are None."""
    record = settings.model_record
    args = ",".join(
        f"{k}={v}" for k, v in (("pretrained", model_name(record.get("model"))), ("revision", record.get("revision")),
                                ("dtype", record.get("dtype"))) if v is not None)
    endpoint = getattr(engine, "endpoint", None)
    if endpoint is not None:  # a model behind an API: lm-eval's local-completions style arguments
        args = ",".join(f"{k}={v}" for k, v in (("model", endpoint.model), ("base_url", endpoint.base_url),
                                                 ("provider", endpoint.provider)) if v is not None)
    config: dict[str, Any] = {"model": settings.engine_settings.get("backend", "hf"), "model_args": args}
    model = getattr(engine, "model", None)
    if model is not None and hasattr(model, "parameters"):
        config.update(model_num_parameters=sum(p.numel() for p in model.parameters()),
                      model_dtype=str(getattr(model, "dtype", record.get("dtype"))),
                      model_revision=record.get("revision") or "main", model_sha=record.get("commit") or "")
    asked = settings.engine_settings.get("batch_size")
    asked = int(asked) if isinstance(asked, str) and asked.isdigit() else asked
    config.update({"batch_size": asked, "batch_sizes": [], "device": str(state.device), "use_cache": None,
                   "limit": settings.limit, "bootstrap_iters": settings.bootstrap,
                   "gen_kwargs": settings.gen_kwargs or None, "random_seed": None,
                   "numpy_seed": settings.seed, "torch_seed": settings.seed, "fewshot_seed": None})
    return config
