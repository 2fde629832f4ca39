"""Run folders as the runner writes them (``results.json`` + ``<task>/predictions.jsonl``), their
intervals, and paired comparisons between two of them.

A run's intervals come from its ``results.json`` when the runner recorded them (``bootstrap``
beside the metrics); a run made before that gets them computed here from its predictions rows,
with the same function and settings.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .intervals import add_intervals, compare_task
from .results import read_jsonl

SAMPLES_MARK = "bundled samples"


@dataclass
class Run:
    """One run folder: its record and its predictions rows per task."""

    path: Path
    label: str
    record: dict[str, Any]
    rows: dict[str, list[dict[str, Any]]]

    @property
    def tasks(self) -> list[str]:
        return list(self.record.get("results") or {})

    @property
    def samples(self) -> bool:
        """The run scored the bundled samples (the embedded default or ``--samples``)."""
        config = self.record.get("config") or {}
        notes = self.record.get("notes") or []
        return bool(config.get("embedded_default")) or any(SAMPLES_MARK in str(n) for n in notes)

    def task_config(self, task: str) -> dict[str, Any]:
        return ((self.record.get("config") or {}).get("tasks") or {}).get(task) or {}

    def fingerprint(self, task: str) -> str | None:
        return self.task_config(task).get("content_fingerprint")

    def protocol(self, task: str | None = None) -> str:
        """The task's protocol where the run recorded one, else the run's; ``?`` when neither."""
        found = self.task_config(task).get("protocol") if task else None
        return str(found or (self.record.get("config") or {}).get("protocol") or "?")

    def metrics(self, task: str) -> dict[str, Any]:
        return (self.record.get("results") or {}).get(task) or {}

    def breakdown(self, task: str) -> dict[str, dict[str, Any]]:
        return (self.record.get("breakdown") or {}).get(task) or {}

    def model(self) -> dict[str, Any]:
        """The model as the run loaded it: ``model`` (Hub id, folder or GGUF name), ``revision``,
        ``commit`` (a Hub model's resolved commit) and ``dtype``; absent keys are None."""
        config = self.record.get("config") or {}
        return {key: config.get(key) for key in ("model", "revision", "commit", "dtype")}

    def dataset(self, task: str) -> dict[str, Any]:
        """Where the task's rows came from: ``dataset`` (Hub id or local path), ``revision`` and
        ``content_fingerprint`` (hash of the rows evaluated); absent keys are None."""
        config = self.task_config(task)
        return {key: config.get(key) for key in ("dataset", "revision", "content_fingerprint")}


def load_run(path: str | Path, label: str | None = None) -> Run:
    """A run folder; raises FileNotFoundError without ``results.json``."""
    path = Path(path)
    results = path / "results.json"
    if not results.is_file():
        raise FileNotFoundError(f"{path}: no results.json (is it a run folder of scripts/run.py?)")
    record = json.loads(results.read_text(encoding="utf-8"))
    rows = {}
    for task in record.get("results") or {}:
        preds = path / task / "predictions.jsonl"
        rows[task] = read_jsonl(preds) if preds.is_file() else []
        check_belongs(record, task, rows[task], preds)
    return Run(path, label or path.resolve().name, record, rows)


def check_belongs(record: dict[str, Any], task: str, rows: list[dict[str, Any]], where: Path) -> None:
    """Refuse predictions written by another run than ``results.json`` describes: every row carries
    the record's ``run_id`` and the task's resume ``signature`` (records made before both were
    written carry neither and are read as they are)."""
    config = record.get("config") or {}
    expected = {"run_id": config.get("run_id"), "signature": ((config.get("tasks") or {}).get(task) or {}).get("signature")}
    for key, value in expected.items():
        if value is None:
            continue
        found = {r.get(key) for r in rows}
        if found != {value}:
            raise ValueError(f"{where}: rows with {key} {sorted(map(str, found - {value}))} do not belong to "
                             f"{key} {value} of results.json (written by another run); run again into an empty folder")


def load_runs(paths: list[str | Path]) -> list[Run]:
    """Run folders with distinct labels (the folder name, with its parent where two clash)."""
    names = [Path(p).resolve().name for p in paths]
    labels = [f"{Path(p).resolve().parent.name}/{n}" if names.count(n) > 1 else n for p, n in zip(paths, names)]
    labels = [lab if labels.count(lab) == 1 else f"{lab}#{i + 1}" for i, lab in enumerate(labels)]
    return [load_run(p, lab) for p, lab in zip(paths, labels)]


def with_intervals(run: Run, resamples: int = 1000, seed: int = 1234, level: float = 0.95) -> Run:
    """The run with intervals on every task: the recorded ones, else computed from its rows."""
    record = copy.deepcopy(run.record)
    for task in run.tasks:
        metrics = record["results"][task]
        if "bootstrap" in metrics or resamples < 1 or not run.rows.get(task):
            continue
        breakdown = (record.setdefault("breakdown", {}) or {}).get(task)
        add_intervals(metrics, breakdown, task, run.rows[task], resamples=resamples, seed=seed, level=level)
        metrics["bootstrap"]["computed_by"] = "computed here from the predictions (the run recorded no interval)"
    return Run(run.path, run.label, record, run.rows)


def _refusal(a: Run, b: Run, task: str) -> str | None:
    fa, fb = a.fingerprint(task), b.fingerprint(task)
    if fa is None or fb is None:
        return "a run records no dataset fingerprint for this task"
    if fa != fb:
        return f"different rows: dataset fingerprint {fa} vs {fb}"
    if not a.rows.get(task) or not b.rows.get(task):
        return "a run has no predictions.jsonl for this task"
    return None


def compare_runs(a: Run, b: Run, *, resamples: int = 1000, seed: int = 1234, level: float = 0.95) -> dict[str, Any]:
    """Every task in both runs: ``tasks`` (see :func:`~groundeval.intervals.compare_task`),
    ``refused`` (task -> why: different rows, no rows), ``only_in_one`` (tasks not in both)."""
    out: dict[str, Any] = {"a": a.label, "b": b.label, "a_path": str(a.path), "b_path": str(b.path),
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


def comparison_notes(comparison: dict[str, Any]) -> list[str]:
    """The clustering notes, the refused tasks with the reason, and the tasks not in both runs."""
    notes = [f"note {task}: {note}" for task, found in comparison["tasks"].items()
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
