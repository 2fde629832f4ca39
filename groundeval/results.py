"""The results record: every number with what made it, and the per-row predictions beside it, in
lm-evaluation-harness's own files (see the lm-eval section below)."""

from __future__ import annotations

import datetime as _dt
import functools
import hashlib
import json
import math
import platform
import re
import subprocess
from importlib import metadata
from pathlib import Path
from typing import Any, Iterable

from dataset_builders.card import durable_write

PACKAGES = ("groundeval", "torch", "transformers", "datasets", "evaluate", "accelerate", "huggingface-hub", "tokenizers", "numpy", "gguf", "vllm")


def package_versions(names: Iterable[str] = PACKAGES) -> dict[str, str]:
    versions = {}
    for name in names:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    versions["python"] = platform.python_version()
    return versions


def file_sha256(path: Path) -> str:
    """SHA-256 of a file's bytes, read in 4 MiB blocks."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(1 << 22):
            h.update(block)
    return h.hexdigest()


def content_fingerprint(rows: Iterable[dict[str, Any]]) -> str:
    """A hash of the rows' content (not of file paths or dates): same rows, same fingerprint."""
    h = hashlib.sha256()
    for row in rows:
        h.update(json.dumps(row, sort_keys=True, ensure_ascii=False, default=str).encode())
        h.update(b"\n")
    return h.hexdigest()[:16]


def utc_now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()


def json_safe(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, dict):
        return {k: json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    if hasattr(value, "item") and callable(value.item):  # numpy scalars
        return json_safe(value.item())
    return value


def write_json(path: Path, obj: Any) -> None:
    """Written whole or not at all (temporary file, fsync, rename): a killed run leaves no half file."""
    durable_write(path, json.dumps(json_safe(obj), indent=2, ensure_ascii=False) + "\n")


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """The rows of a JSON-lines file this project wrote (blank lines skipped)."""
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write_jsonl(path: Path, rows: Iterable[dict[str, Any]]) -> None:
    durable_write(path, "".join(json.dumps(json_safe(row), ensure_ascii=False) + "\n" for row in rows))


# ---------------------------------------------------------------------------------- lm-eval's files
# The output folder holds what lm-evaluation-harness 0.4.13's ``EvaluationTracker`` writes for a run
# with ``--output_path OUT``: ``OUT/<model_name_sanitized>/results_<date_id>.json`` and
# ``samples_<task>_<date_id>.jsonl``, so lm-eval's own readers and anyone's notebooks read it
# unchanged. The helpers below are written here (groundeval does not need lm-eval installed); the
# tests check them against lm-eval's own.
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


@functools.lru_cache(maxsize=1)
def environment_info() -> dict[str, Any]:
    """lm-eval's environment keys (``pretty_env_info`` is torch's ``collect_env`` report, a few seconds
    to make: computed once per process)."""
    try:
        from torch.utils.collect_env import get_pretty_env_info

        pretty = get_pretty_env_info()
    except Exception as err:  # noqa: BLE001 - lm-eval records the error text in its place
        pretty = str(err)
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
    """The Markdown table lm-eval prints for a results file (Tasks, Version, Filter, n-shot, Metric,
    Value, Stderr), one line per metric."""
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
