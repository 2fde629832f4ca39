"""Run folders as the runner writes them (lm-evaluation-harness's files: ``OUT/<model>/results_<date>.json``
and ``samples_<task>_<date>.jsonl``), their intervals, and paired comparisons between two of them.

:func:`load_run` takes ``OUT`` or ``OUT/<model_name_sanitized>``, picks the latest results file the
way lm-eval's ``get_latest_filename`` does, and reads the sample files of the same date. A
:class:`Run` gives groundeval's view of it: metrics with their intervals, breakdowns, task configs
and the per-row dicts the interval and comparison code works on, rebuilt from the sample lines.
A run's intervals come from its results file when the runner recorded them (``bootstrap`` beside
the metrics); a run made without them gets them computed here from its rows, with the same
function and settings.
"""

from __future__ import annotations

import contextlib
import copy
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .intervals import add_intervals, compare_task
from .lmeval_files import EXTRA_KEY, PREDICT_ONLY_METRIC, file_date_id, lines_rows, samples_file

SAMPLES_MARK = "bundled samples"


@dataclass
class Run:
    """One run: its results file (``record``, lm-eval's schema plus ``groundeval``), groundeval's
    metrics and breakdown per task, and its rows per task."""

    path: Path
    label: str
    record: dict[str, Any]
    rows: dict[str, list[dict[str, Any]]]
    results: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Task -> groundeval's metrics (``contains``, ``contains_stderr``, ``contains_ci``, ``bootstrap``, ``n``...)."""

    def __post_init__(self) -> None:
        if not self.results:
            self.results = {task: groundeval_metrics(self.record, task) for task in self.tasks}

    @property
    def extra(self) -> dict[str, Any]:
        """What groundeval recorded beyond lm-eval's schema."""
        return self.record.get(EXTRA_KEY) or {}

    @property
    def tasks(self) -> list[str]:
        return list(self.record.get("results") or {})

    @property
    def samples(self) -> bool:
        """The run scored the bundled samples (the embedded default or ``--bundled-samples``)."""
        notes = self.extra.get("notes") or []
        return bool(self.config().get("embedded_default")) or any(SAMPLES_MARK in str(n) for n in notes)

    def config(self) -> dict[str, Any]:
        """groundeval's run settings: the model record, protocol, engine, processes."""
        return self.extra.get("config") or {}

    def task_config(self, task: str) -> dict[str, Any]:
        return (self.extra.get("tasks") or {}).get(task) or {}

    def fingerprint(self, task: str) -> str | None:
        return self.task_config(task).get("content_fingerprint")

    def protocol(self, task: str | None = None) -> str:
        """The task's protocol where the run recorded one, else the run's; ``?`` when neither."""
        found = self.task_config(task).get("protocol") if task else None
        return str(found or self.config().get("protocol") or "?")

    def metrics(self, task: str) -> dict[str, Any]:
        return self.results.get(task) or {}

    def breakdown(self, task: str) -> dict[str, dict[str, Any]]:
        return (self.extra.get("breakdown") or {}).get(task) or {}

    def model(self) -> dict[str, Any]:
        """The model as the run loaded it: ``model`` (Hub id, folder or GGUF name), ``revision``,
        ``commit`` (a Hub model's resolved commit) and ``dtype``; absent keys are None."""
        config = self.config()
        return {key: config.get(key) for key in ("model", "revision", "commit", "dtype")}

    def dataset(self, task: str) -> dict[str, Any]:
        """Where the task's rows came from: ``dataset`` (Hub id or local path), ``revision`` and
        ``content_fingerprint`` (hash of the rows evaluated); absent keys are None."""
        config = self.task_config(task)
        return {key: config.get(key) for key in ("dataset", "revision", "content_fingerprint")}


def groundeval_metrics(record: dict[str, Any], task: str) -> dict[str, Any]:
    """A task's metrics as groundeval reports them, from lm-eval's ``results`` entry (``m,none`` and
    ``m_stderr,none``; ``a.b`` back into dict ``a``; ``"N/A"`` as None), the ``groundeval`` extras
    (intervals, bootstrap, draws, verdicts) and ``n`` from ``n-samples``."""
    out: dict[str, Any] = {}
    for key, value in ((record.get("results") or {}).get(task) or {}).items():
        metric, comma, _ = key.partition(",")
        if not comma or metric in (PREDICT_ONLY_METRIC, f"{PREDICT_ONLY_METRIC}_stderr"):
            continue
        value = None if value == "N/A" else value
        head, dot, tail = metric.partition(".")
        if dot:
            base, stderr = (tail[:-len("_stderr")], True) if tail.endswith("_stderr") else (tail, False)
            if not stderr:
                out.setdefault(head, {})[base] = value
            continue
        out[metric] = value
    out.update(((record.get(EXTRA_KEY) or {}).get("results") or {}).get(task) or {})
    effective = ((record.get("n-samples") or {}).get(task) or {}).get("effective")
    if effective is not None and out:
        out.setdefault("n", effective)
    return out


def run_folders(path: str | Path) -> list[Path]:
    """The runs a folder names: itself when it holds a results file, else each model folder below it
    that does (an ``--output-dir`` that several models were run into); none where neither."""
    path = Path(path)
    if any(path.glob("results_*.json")):
        return [path]
    return sorted({p.parent for p in path.glob("*/results_*.json")})


def run_files(path: str | Path) -> tuple[Path, Path]:
    """(model folder, its latest results file) for ``OUT`` or ``OUT/<model_name_sanitized>``.

    Raises FileNotFoundError where there is none, ValueError where ``OUT`` holds several models."""
    folders = run_folders(path)
    if len(folders) > 1:
        raise ValueError(f"{path} holds the runs of {len(folders)} models ({', '.join(f.name for f in folders)}); "
                         "pass one of their folders")
    if not folders:
        raise FileNotFoundError(f"{path}: no results_<date>.json here or in a model folder below "
                                "(is it an output folder of scripts/run.py?)")
    return folders[0], max(folders[0].glob("results_*.json"), key=lambda p: file_date_id(p.name))


def load_run(path: str | Path, label: str | None = None) -> Run:
    """A run: the latest results file in ``path`` (``OUT`` or ``OUT/<model_name_sanitized>``) and
    the sample files of its date; raises FileNotFoundError without a results file."""
    folder, results = run_files(path)
    record = read_record(results)
    date_id = file_date_id(results.name)
    rows = {}
    for task in record.get("results") or {}:
        lines_path = samples_file(folder, task, date_id)
        lines = read_sample_lines(lines_path) if lines_path.is_file() else []
        check_belongs(record, task, lines, lines_path)
        rows[task] = [row for line in lines for row in lines_rows(line)]
    return Run(Path(path), label or Path(path).resolve().name, record, rows)


# The parts of a results file the readers use, and the JSON type each must have.
_RECORD_SHAPE = {"results": dict, "configs": dict, "n-samples": dict, "versions": dict, "higher_is_better": dict,
                 EXTRA_KEY: dict}
_EXTRA_SHAPE = {"config": dict, "tasks": dict, "results": dict, "breakdown": dict, "notes": list}


def _not_json(path: Path, err: Exception) -> ValueError:
    return ValueError(f"{path}: not a results file of scripts/run.py ({err}); is the folder another tool's?")


def read_record(path: Path) -> dict[str, Any]:
    """A results file, checked for the shape the readers rely on (a JSON object whose sections
    are objects, one per task), or a ValueError naming the file and the part that is wrong."""
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as err:
        raise _not_json(path, err) from None
    if not isinstance(record, dict):
        raise ValueError(f"{path}: a JSON {type(record).__name__}, not a results file of scripts/run.py (an object)")
    for key, kind in _RECORD_SHAPE.items():
        value = record.get(key)
        if value is not None and not isinstance(value, kind):
            raise ValueError(f"{path}: `{key}` is a JSON {type(value).__name__}, not an object; not a results file "
                             "of scripts/run.py")
    for task, metrics in (record.get("results") or {}).items():
        if not isinstance(metrics, dict):
            raise ValueError(f"{path}: `results.{task}` is not an object of metrics")
    extra = record.get(EXTRA_KEY) or {}
    for key, kind in _EXTRA_SHAPE.items():
        value = extra.get(key)
        if value is not None and not isinstance(value, kind):
            raise ValueError(f"{path}: `{EXTRA_KEY}.{key}` is a JSON {type(value).__name__}, not a{'n object' if kind is dict else ' list'}")
    for key in ("tasks", "results", "breakdown"):
        for task, value in (extra.get(key) or {}).items():
            if not isinstance(value, dict):
                raise ValueError(f"{path}: `{EXTRA_KEY}.{key}.{task}` is not an object")
    return record


def read_sample_lines(path: Path) -> list[dict[str, Any]]:
    """A samples file: one JSON object per line, or a ValueError naming the file and line."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        raise _not_json(path, err) from None
    lines = []
    for number, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as err:
            raise ValueError(f"{path}, line {number}: not valid JSON ({getattr(err, 'msg', 'nested too deeply')})") from None
        if not isinstance(value, dict) or not isinstance(value.get(EXTRA_KEY, {}), dict):
            raise ValueError(f"{path}, line {number}: not a sample line of scripts/run.py (a JSON object)")
        lines.append(value)
    return lines


def check_belongs(record: dict[str, Any], task: str, lines: list[dict[str, Any]], where: Path) -> None:
    """Refuse sample lines written by another run than the results file describes: every line
    carries the record's ``run_id`` and the task's resume ``signature`` under ``groundeval``."""
    extra = record.get(EXTRA_KEY) or {}
    expected = {"run_id": extra.get("run_id"), "signature": ((extra.get("tasks") or {}).get(task) or {}).get("signature")}
    for key, value in expected.items():
        if value is None:
            continue
        found = {(line.get(EXTRA_KEY) or {}).get(key) for line in lines}
        if found - {value}:
            raise ValueError(f"{where}: lines with {key} {sorted(map(str, found - {value}))} do not belong to "
                             f"{key} {value} of the results file (written by another run); run again into an empty folder")


def run_name(run: Run) -> str:
    """``model · protocol · date``: the model as given (a local folder by its last part), the
    protocol, and when the run started (UTC, to the minute)."""
    config = run.config()
    model = str(config.get("model") or run.record.get("model_name") or Path(run.path).resolve().name)
    if model.startswith((".", "/", "~")) or Path(model).is_absolute():
        model = Path(model.rstrip("/")).name
    date = str((run.extra or {}).get("date") or "")
    if not date:
        with contextlib.suppress(FileNotFoundError, ValueError):
            date = file_date_id(run_files(run.path)[1].name)
    date = date.replace("T", " ")[:16].replace("+00:00", "")
    if len(date) == 16 and date[13] == "-":  # a results file's date id: 2026-12-03 07-21
        date = date[:13] + ":" + date[14:]
    protocol = config.get("protocol")
    return " · ".join(part for part in (model, f"protocol {protocol}" if protocol else "", date) if part)


def load_runs(paths: list[str | Path]) -> list[Run]:
    """Runs named by their model, protocol and date (:func:`run_name`); where two would share a
    name, their folders tell them apart (the folder's parent too where the folders clash)."""
    runs = [load_run(p) for p in paths]
    names = [run_name(r) for r in runs]
    folders = [Path(p).resolve().name for p in paths]
    folders = [f"{Path(p).resolve().parent.name}/{f}" if folders.count(f) > 1 else f for p, f in zip(paths, folders)]
    labels = [f"{n} ({f})" if names.count(n) > 1 else n for n, f in zip(names, folders)]
    labels = [lab if labels.count(lab) == 1 else f"{lab}#{i + 1}" for i, lab in enumerate(labels)]
    for run, label in zip(runs, labels):
        run.label = label
    return runs


def with_intervals(run: Run, resamples: int = 1000, seed: int = 1234, level: float = 0.95) -> Run:
    """The run with intervals on every task: the recorded ones, else computed from its rows."""
    record, results = copy.deepcopy(run.record), copy.deepcopy(run.results)
    for task in run.tasks:
        metrics = results.setdefault(task, {})
        if "bootstrap" in metrics or resamples < 1 or not run.rows.get(task) or not metrics:
            continue
        breakdown = ((record.setdefault(EXTRA_KEY, {}).setdefault("breakdown", {})) or {}).get(task)
        add_intervals(metrics, breakdown, task, run.rows[task], resamples=resamples, seed=seed, level=level)
        metrics["bootstrap"]["computed_by"] = "computed here from the rows (the run recorded no interval)"
    return Run(run.path, run.label, record, run.rows, results)


def _refusal(a: Run, b: Run, task: str) -> str | None:
    for side, run in (("A", a), ("B", b)):
        if f"{PREDICT_ONLY_METRIC},none" in ((run.record.get("results") or {}).get(task) or {}):
            return f"run {side} ({run.label}) is predict-only (--predict_only): its rows carry no scores"
    fa, fb = a.fingerprint(task), b.fingerprint(task)
    if fa is None or fb is None:
        return "a run records no dataset fingerprint for this task"
    if fa != fb:
        return f"different rows: dataset fingerprint {fa} vs {fb}"
    if not a.rows.get(task) or not b.rows.get(task):
        return "a run has no sample rows for this task"
    return None


# Run settings that say nothing about how the predictions were made (where, when, how fast).
_NOT_SETTINGS = frozenset({"run_id", "batch_size", "max_batch_tokens", "prompt_lookup", "prefill_chunk", "cpu_linear",
                           "engine", "num_processes", "device", "api", "embedded_default"})


def differing_settings(a: Run, b: Run) -> dict[str, list[Any]]:
    """Every recorded run setting (model, protocol, backend, dtype, chat template, limit, seed,
    sampling, instruction, ...) whose value differs between the two runs: ``{key: [a, b]}``."""
    ca, cb = a.config(), b.config()
    return {key: [ca.get(key), cb.get(key)] for key in sorted(set(ca) | set(cb))
            if key not in _NOT_SETTINGS and ca.get(key) != cb.get(key)}


def compare_runs(a: Run, b: Run, *, resamples: int = 1000, seed: int = 1234, level: float = 0.95) -> dict[str, Any]:
    """Every task in both runs: ``tasks`` (see :func:`~groundeval.intervals.compare_task`),
    ``refused`` (task -> why: different rows, no rows), ``only_in_one`` (tasks not in both), and
    ``settings_differ``, every run setting in which the two differ."""
    out: dict[str, Any] = {"a": a.label, "b": b.label, "a_path": str(a.path), "b_path": str(b.path),
                           "settings_differ": differing_settings(a, b),
                           "tasks": {}, "refused": {}, "only_in_one": sorted(set(a.tasks) ^ set(b.tasks))}
    for task in (t for t in a.tasks if t in b.tasks):
        why = _refusal(a, b, task)
        if why is None:
            try:
                out["tasks"][task] = compare_task(task, a.rows[task], b.rows[task], resamples=resamples, seed=seed,
                                                  level=level)
                continue
            except ValueError as err:
                why = str(err)
        out["refused"][task] = why
    return out


def _num(x: Any, signed: bool = False) -> str:
    if not isinstance(x, (int, float)):
        return "-"
    return f"{x:+.4f}" if signed else f"{x:.4f}"


def comparison_header(comparison: dict[str, Any]) -> list[str]:
    """The column names of :func:`comparison_rows`."""
    level = next((t["level"] for t in comparison["tasks"].values()), 0.95)
    return ["task", "metric", "A", "B", "B - A", f"{level:.0%} CI", "p (bootstrap)", "McNemar p (A only / B only)",
            "clusters"]


def comparison_rows(comparison: dict[str, Any]) -> list[list[str]]:
    """One comparison as table cells (B - A per task and metric), for the Markdown and the HTML table."""
    rows = []
    for task, found in comparison["tasks"].items():
        clusters = f"{found['n_clusters']} {found['cluster_unit']}s"
        for key, m in found["metrics"].items():
            mc = m.get("mcnemar") or {}
            mcn = f"{_num(mc['p_value'])} ({mc['a_only']} / {mc['b_only']})" if "p_value" in mc else "-"
            ci = f"[{_num(m['ci'][0], True)}, {_num(m['ci'][1], True)}]"
            rows.append([task, key, _num(m["a"]), _num(m["b"]), _num(m["difference"], True), ci, _num(m["p_value"]),
                         mcn, clusters])
    return rows


def settings_line(comparison: dict[str, Any]) -> str:
    """``settings that differ: protocol v1 (A) vs lm-eval (B); ...``, or that none does."""
    differ = comparison.get("settings_differ") or {}
    if not differ:
        return "settings that differ: none recorded (the same model, protocol and generation settings)"
    return "settings that differ: " + "; ".join(f"{k} {json.dumps(a, default=str)} (A) vs {json.dumps(b, default=str)} (B)"
                                                 for k, (a, b) in differ.items())


def comparison_notes(comparison: dict[str, Any]) -> list[str]:
    """The settings in which the runs differ, the clustering notes, the refused tasks with the
    reason, and the tasks not in both runs."""
    notes = [settings_line(comparison)] if "settings_differ" in comparison else []
    notes += [f"note {task}: {note}" for task, found in comparison["tasks"].items()
              for note in (found.get("cluster_note"), found.get("few_clusters")) if note]
    notes += [f"refused {task}: {why}" for task, why in comparison["refused"].items()]
    return notes + [f"{task}: not in both runs" for task in comparison["only_in_one"]]


def comparison_lines(comparison: dict[str, Any]) -> list[str]:
    """A Markdown table of one comparison (B - A per task and metric), then the notes and refusals."""
    header = comparison_header(comparison)
    lines = [f"A = {comparison['a']}, B = {comparison['b']}", "", f"| {' | '.join(header)} |",
             "|---|---|---:|---:|---:|---|---:|---|---|"]
    lines += [f"| {' | '.join(cells)} |" for cells in comparison_rows(comparison)]
    return lines + comparison_notes(comparison)
