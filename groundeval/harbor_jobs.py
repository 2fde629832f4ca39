"""Trials of fda_label_qa Harbor jobs (and of the runner's own output), read the way the
benchmark's authors report them: per trial the reward, pass, critical errors, agent and verifier
durations, tokens and cost, and the trajectory excerpt at the first deduction; per agent/model a
table (family, trials, mean reward, pass@1) with bootstrap 95 % intervals, and the spread across
repeated runs of the same suite.

A Harbor trial folder ``<job>/<task>__<id>/`` holds ``result.json`` (Harbor's trial result:
``task_name``, ``trial_name``, ``agent_info {name, version, model_info {name, provider}}``,
``config.agent {name, model_name}``, ``agent_result {n_input_tokens, n_cache_tokens,
n_output_tokens, cost_usd}``, ``verifier_result {rewards}``, ``exception_info``, and timing
objects ``agent_execution`` / ``verifier`` with ``started_at`` / ``finished_at``), ``agent/``
(``trajectory.json`` in Harbor's trajectory format: ``steps`` with ``message``, ``tool_calls``,
``observation``) and ``verifier/`` (``reward.json`` and the exported verifier's
``diagnostics.json``). Every field is read defensively: what a trial lacks is ``None`` and named
in its ``missing`` list. Oracle and nop agents are controls: reported apart, never pooled.
"""

from __future__ import annotations

import json
import math
import statistics
from collections import defaultdict
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable

from .stats import mean_intervals

CONTROL_AGENTS = ("oracle", "nop")
EXCERPT_CHARS = 600


def _json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _get(d: Any, *keys: str) -> Any:
    for k in keys:
        if not isinstance(d, dict):
            return None
        d = d.get(k)
    return d


def _seconds(timing: Any) -> float | None:
    """Duration of a Harbor timing object ``{started_at, finished_at}`` (ISO 8601), or None."""
    try:
        start = datetime.fromisoformat(str(timing["started_at"]).replace("Z", "+00:00"))
        end = datetime.fromisoformat(str(timing["finished_at"]).replace("Z", "+00:00"))
    except (TypeError, KeyError, ValueError):
        return None
    return round((end - start).total_seconds(), 3)


def agent_kind(agent: str | None) -> str:
    """``oracle`` / ``nop`` (controls) or ``agent``."""
    name = (agent or "").lower()
    return name if name in CONTROL_AGENTS else "agent"


def _usage(result: dict[str, Any]) -> dict[str, Any]:
    usage = result.get("agent_result") or {}
    return {k: usage.get(k) for k in ("n_input_tokens", "n_cache_tokens", "n_output_tokens", "cost_usd")}


def _identity(trial_dir: Path, result: dict[str, Any], diag: dict[str, Any]) -> dict[str, Any]:
    agent = _get(result, "agent_info", "name") or _get(result, "config", "agent", "name")
    model = _get(result, "agent_info", "model_info", "name") or _get(result, "config", "agent", "model_name")
    return {"source": trial_dir.name, "job": trial_dir.parent.name,
            "task": result.get("task_name") or diag.get("task") or trial_dir.name.split("__")[0],
            "family": diag.get("family") or "unknown", "agent": agent, "model": model,
            "kind": agent_kind(agent), "started_at": result.get("started_at")}


def read_trial(trial_dir: str | Path) -> dict[str, Any]:
    """One trial's record from its folder (``result.json``, ``verifier/``, ``agent/``)."""
    trial_dir = Path(trial_dir)
    result = _json(trial_dir / "result.json")
    diag = _json(trial_dir / "verifier" / "diagnostics.json")
    reward = _json(trial_dir / "verifier" / "reward.json") or _get(result, "verifier_result", "rewards") or {}
    rec = _identity(trial_dir, result, diag)
    rec.update({
        "reward": reward.get("reward", diag.get("score")),
        "pass": None if reward.get("pass", diag.get("pass")) is None else bool(reward.get("pass", diag.get("pass"))),
        "critical_errors": critical_errors(diag, reward),
        "file_errors": diag.get("file_errors", []),
        "agent_seconds": _seconds(result.get("agent_execution")),
        "verifier_seconds": _seconds(result.get("verifier")),
        **_usage(result),
        "exception": _get(result, "exception_info", "exception_type"),
    })
    rec["first_deduction"] = first_deduction(diag.get("questions") or [], trial_dir / "agent")
    rec["missing"] = sorted(k for k in ("agent", "model", "reward", "pass", "agent_seconds", "verifier_seconds",
                                        "n_input_tokens", "n_output_tokens", "cost_usd") if rec.get(k) is None)
    return rec


def critical_errors(diag: dict[str, Any], reward: dict[str, Any]) -> dict[str, int]:
    """Critical errors of a trial by kind, from the diagnostics (else the count in reward.json)."""
    counts: dict[str, int] = defaultdict(int)
    for q in diag.get("questions") or []:
        for e in q.get("critical_errors") or []:
            counts[e] += 1
    for e in diag.get("file_errors") or []:
        counts[f"file:{e}"] += 1
    if not counts and reward.get("critical_errors"):
        counts["unspecified"] = int(reward["critical_errors"])
    return dict(sorted(counts.items()))


def _step_text(step: dict[str, Any]) -> str:
    parts = [str(step.get("message") or "")]
    parts += [json.dumps(c.get("arguments"), ensure_ascii=False) for c in step.get("tool_calls") or []
              if isinstance(c, dict)]
    return "\n".join(p for p in parts if p)


def _trajectory_steps(agent_dir: Path) -> list[dict[str, Any]]:
    for path in sorted(agent_dir.rglob("trajectory*.json")) if agent_dir.is_dir() else []:
        steps = _json(path).get("steps")
        if isinstance(steps, list):
            return [s for s in steps if isinstance(s, dict)]
    return []


def first_deduction(questions: list[dict[str, Any]], agent_dir: Path) -> dict[str, Any] | None:
    """The first question (in answer order) that lost points, and the trajectory step where the agent
    first wrote or mentioned its qid (else the last agent step): ``{qid, score, step_id, excerpt}``."""
    q = next((q for q in questions if (q.get("score") or 0.0) < 1.0), None)
    if q is None:
        return None
    out = {"qid": q.get("qid"), "score": q.get("score"), "step_id": None, "excerpt": None}
    steps = _trajectory_steps(agent_dir)
    agent_steps = [s for s in steps if s.get("source") in (None, "agent")] or steps
    hit = next((s for s in agent_steps if q.get("qid") and str(q["qid"]) in _step_text(s)),
               agent_steps[-1] if agent_steps else None)
    if hit is not None:
        text = _step_text(hit)
        at = max(text.find(str(q.get("qid"))), 0)
        start = max(at - EXCERPT_CHARS // 3, 0)
        out.update(step_id=hit.get("step_id"), excerpt=text[start:start + EXCERPT_CHARS])
    return out


def trial_dirs(path: str | Path) -> list[Path]:
    """Trial folders below ``path``: those with a Harbor ``result.json`` naming a trial, or a verifier
    ``diagnostics.json``."""
    path = Path(path)
    found = {p.parent.parent for p in path.rglob("verifier/diagnostics.json")}
    found |= {p.parent for p in path.rglob("result.json") if "trial_name" in _json(p)}
    return sorted(found)


def runner_trial(run_dir: Path, metrics: dict[str, Any], record: dict[str, Any]) -> dict[str, Any]:
    """The runner's fda_label_qa output as one trial (the model is the agent)."""
    model = _get(record, "model", "id") or _get(record, "model", "name") or record.get("model")
    model = model if isinstance(model, str) else None
    return {"source": str(run_dir), "job": run_dir.name, "task": "fda_label_qa", "family": "all",
            "agent": "groundeval-runner", "model": model, "kind": "agent", "reward": metrics.get("score"),
            "pass": metrics.get("pass"), "critical_errors": {}, "file_errors": []}


# --------------------------------------------------------------------------------------------
# Tables
# --------------------------------------------------------------------------------------------


def _label(t: dict[str, Any]) -> str:
    return f"{t.get('agent') or 'unknown agent'} / {t.get('model') or 'unknown model'}"


def _interval_row(trials: list[dict[str, Any]], resamples: int, seed: int) -> dict[str, Any]:
    rewards = [t["reward"] if isinstance(t.get("reward"), (int, float)) else None for t in trials]
    passes = [None if t.get("pass") is None else float(bool(t["pass"])) for t in trials]
    iv = mean_intervals({"reward": rewards, "pass": passes}, [t.get("task") for t in trials],
                        resamples=resamples, seed=seed)
    return {"trials": len(trials),
            **{f"{k}_{p}": (None if math.isnan(v) else round(v, 6)) for k in ("reward", "pass")
               for p, v in zip(("mean", "low", "high"), (iv[k].estimate, iv[k].low, iv[k].high))}}


def family_table(trials: list[dict[str, Any]], resamples: int = 1000, seed: int = 0) -> dict[str, dict[str, Any]]:
    """family (and ``all``) -> trials, mean reward and pass@1 with bootstrap 95 % intervals; repeated
    trials of one task are resampled together (clustered by task)."""
    fams: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for t in trials:
        fams[str(t.get("family"))].append(t)
    out = {f: _interval_row(ts, resamples, seed) for f, ts in sorted(fams.items())}
    out["all"] = _interval_row(trials, resamples, seed)
    return out


def run_spread(trials: list[dict[str, Any]]) -> dict[str, Any]:
    """Mean reward of each repeated run of the suite (a job folder; several attempts of a task in one
    job are runs 1, 2, ... in start order) and their spread."""
    runs: dict[str, list[float]] = defaultdict(list)
    attempt: dict[tuple[str, str], int] = defaultdict(int)
    for t in sorted(trials, key=lambda t: (str(t.get("job")), str(t.get("started_at")), str(t.get("source")))):
        key = (str(t.get("job")), str(t.get("task")))
        attempt[key] += 1
        if isinstance(t.get("reward"), (int, float)):
            runs[f"{key[0]}#{attempt[key]}"].append(float(t["reward"]))
    means = [sum(v) / len(v) for _, v in sorted(runs.items())]
    if not means:
        return {"runs": 0}
    sd = statistics.stdev(means) if len(means) > 1 else 0.0
    return {"runs": len(means), "run_means": {k: round(m, 6) for k, m in zip(sorted(runs), means)},
            "mean": round(statistics.fmean(means), 6), "sd": round(sd, 6), "min": round(min(means), 6),
            "max": round(max(means), 6)}


def _usage_totals(trials: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k in ("n_input_tokens", "n_output_tokens", "cost_usd", "agent_seconds", "verifier_seconds"):
        vals = [t[k] for t in trials if isinstance(t.get(k), (int, float))]
        out[k] = {"trials_with": len(vals), "mean": round(sum(vals) / len(vals), 6) if vals else None,
                  "total": round(sum(vals), 6) if vals else None}
    return out


def agent_tables(trials: Iterable[dict[str, Any]], resamples: int = 1000, seed: int = 0) -> dict[str, Any]:
    """``{"agents": {...}, "controls": {...}}``: per agent/model the family table, the run spread and
    usage; oracle and nop agents under ``controls``, never pooled with the agents."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for t in trials:
        groups[("controls" if t.get("kind") in CONTROL_AGENTS else "agents", _label(t))].append(t)
    out: dict[str, Any] = {"agents": {}, "controls": {}}
    for (where, name), ts in sorted(groups.items()):
        out[where][name] = {"families": family_table(ts, resamples, seed), "spread": run_spread(ts),
                            "usage": _usage_totals(ts),
                            "missing_fields": sorted({m for t in ts for m in t.get("missing", [])})}
    return out


def _ci(row: dict[str, Any], key: str) -> str:
    mean, low, high = row.get(f"{key}_mean"), row.get(f"{key}_low"), row.get(f"{key}_high")
    if mean is None:
        return "-"
    return f"{mean:.3f}" + (f" [{low:.3f}, {high:.3f}]" if low is not None and high is not None else "")


def tables_markdown(tables: dict[str, Any]) -> list[str]:
    """The per agent/model tables (family, trials, mean reward, pass@1) and run spread as Markdown."""
    lines: list[str] = []
    for where, title in (("agents", "Agents"), ("controls", "Controls (oracle / nop; not pooled)")):
        if not tables.get(where):
            continue
        lines += [f"## {title}", ""]
        for name, t in tables[where].items():
            lines += [f"### {name}", "", "| family | trials | mean reward [95% CI] | pass@1 [95% CI] |",
                      "|---|---|---|---|"]
            lines += [f"| {f} | {r['trials']} | {_ci(r, 'reward')} | {_ci(r, 'pass')} |"
                      for f, r in t["families"].items()]
            s = t["spread"]
            if s.get("runs", 0) > 1:
                lines.append(f"\n{s['runs']} runs of the suite: mean reward {s['mean']:.3f}, sd {s['sd']:.3f}, "
                             f"range {s['min']:.3f}–{s['max']:.3f}.")
            if t["missing_fields"]:
                lines.append(f"\nNot recorded by some trials: {', '.join(t['missing_fields'])}.")
            lines.append("")
    return lines
