"""Harbor job folders read the benchmark's way: per-trial records, per agent/model tables with
bootstrap intervals, run spread, oracle/nop controls apart, the agents plot."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from groundeval import harbor_jobs  # noqa: E402
from groundeval.fda_label_report import write_report  # noqa: E402

FAMILIES = ("numeric_dosage", "near_miss_refusal")


def _trial(job: Path, task: str, k: int, agent: str, model: str | None, reward: float, usage: bool = True) -> Path:
    """One trial folder as Harbor 0.25 and the exported verifier write it."""
    d = job / f"{task}__{agent[:3]}{k}"
    (d / "verifier").mkdir(parents=True)
    (d / "agent").mkdir()
    family = task.split("__")[0].replace("fda-label-qa-", "").replace("-", "_")
    questions = [{"qid": f"{task}-q1", "family": family, "score": 1.0, "critical_errors": [], "components": {}},
                 {"qid": f"{task}-q2", "family": family, "score": reward, "components": {},
                  "critical_errors": [] if reward > 0.5 else ["wrong_dose"]}]
    diag = {"task": task, "family": family, "score": reward, "pass": reward >= 0.85, "file_errors": [],
            "questions": questions}
    (d / "verifier" / "diagnostics.json").write_text(json.dumps(diag))
    (d / "verifier" / "reward.json").write_text(json.dumps({"reward": reward, "pass": int(reward >= 0.85)}))
    result = {"id": f"id-{d.name}", "task_name": task, "trial_name": d.name, "source": None,
              "agent_info": {"name": agent, "version": "1", "model_info": None if model is None else
                             {"name": model, "provider": "x"}},
              "config": {"agent": {"name": agent, "model_name": model}},
              "agent_result": ({"n_input_tokens": 1000 * (k + 1), "n_cache_tokens": 0, "n_output_tokens": 50,
                                "cost_usd": 0.01} if usage else {}),
              "verifier_result": {"rewards": {"reward": reward}}, "exception_info": None,
              "started_at": f"2026-11-30T10:0{k}:00Z", "finished_at": f"2026-11-30T10:0{k}:50Z",
              "agent_execution": {"started_at": f"2026-11-30T10:0{k}:05Z", "finished_at": f"2026-11-30T10:0{k}:35Z"},
              "verifier": {"started_at": f"2026-11-30T10:0{k}:40Z", "finished_at": f"2026-11-30T10:0{k}:42Z"}}
    (d / "result.json").write_text(json.dumps(result))
    steps = [{"step_id": 1, "source": "user", "message": "answer the questions"},
             {"step_id": 2, "source": "agent", "message": "writing answers",
              "tool_calls": [{"tool_call_id": "c1", "function_name": "bash",
                              "arguments": {"keystrokes": f"echo '{{\"qid\": \"{task}-q2\", \"dose\": \"999 mg\"}}'"}}]}]
    (d / "agent" / "trajectory.json").write_text(json.dumps({"schema_version": "ATIF-v1.2", "steps": steps}))
    return d


@pytest.fixture()
def jobs(tmp_path):
    """Two repeated runs of a 2-task suite by terminus-2/gemini, one by claude-code/sonnet (no usage
    recorded), oracle and nop in the first job folder."""
    root = tmp_path / "jobs"
    tasks = [f"fda-label-qa-{f.replace('_', '-')}" for f in FAMILIES]
    for j, rewards in enumerate(((0.9, 0.6), (0.8, 0.7))):
        job = root / f"2026-11-30__1{j}-00-00"
        for k, (task, r) in enumerate(zip(tasks, rewards)):
            _trial(job, task, k, "terminus-2", "gemini/gemini-3.5-flash", r)
            if j == 0:
                _trial(job, task, k + 2, "claude-code", "anthropic/claude-sonnet", r - 0.2, usage=False)
                _trial(job, task, k + 4, "oracle", None, 1.0)
                _trial(job, task, k + 6, "nop", None, 0.0)
    return root


def test_read_trial_fields(jobs):
    d = next(p for p in harbor_jobs.trial_dirs(jobs) if "__ter0" in p.name and "10-00" in p.parent.name)
    t = harbor_jobs.read_trial(d)
    assert (t["agent"], t["model"], t["kind"], t["family"]) == ("terminus-2", "gemini/gemini-3.5-flash", "agent",
                                                                "numeric_dosage")
    assert t["reward"] == 0.9 and t["pass"] is True
    assert t["agent_seconds"] == 30.0 and t["verifier_seconds"] == 2.0
    assert (t["n_input_tokens"], t["n_output_tokens"], t["cost_usd"]) == (1000, 50, 0.01)
    assert t["first_deduction"]["qid"].endswith("-q2") and t["first_deduction"]["step_id"] == 2
    assert "999 mg" in t["first_deduction"]["excerpt"] and t["missing"] == []


def test_tables_controls_apart_and_spread(jobs, tmp_path):
    analysis = write_report([jobs], tmp_path / "rep", worst=2)
    tables = analysis["agent_tables"]
    assert set(tables["agents"]) == {"terminus-2 / gemini/gemini-3.5-flash", "claude-code / anthropic/claude-sonnet"}
    assert set(tables["controls"]) == {"oracle / unknown model", "nop / unknown model"}
    gem = tables["agents"]["terminus-2 / gemini/gemini-3.5-flash"]
    assert gem["families"]["all"]["trials"] == 4
    assert gem["families"]["all"]["reward_mean"] == pytest.approx(0.75)
    assert gem["families"]["numeric_dosage"]["pass_mean"] == pytest.approx(0.5)
    low, high = gem["families"]["all"]["reward_low"], gem["families"]["all"]["reward_high"]
    assert low <= 0.75 <= high
    assert gem["spread"]["runs"] == 2 and gem["spread"]["min"] == pytest.approx(0.75)
    claude = tables["agents"]["claude-code / anthropic/claude-sonnet"]
    assert {"cost_usd", "n_input_tokens", "n_output_tokens"} <= set(claude["missing_fields"])
    # the main analysis pools only agents: oracle's 1.0 and nop's 0.0 are not in it
    assert analysis["trials"]["n"] == 6
    assert analysis["controls"]["trials"]["n"] == 4
    assert analysis["overall"]["n_questions"] == 12
    md = (tmp_path / "rep" / "report.md").read_text()
    assert "## Controls (oracle / nop; not pooled)" in md and "| family | trials | mean reward [95% CI] |" in md
    assert "first deduction" in md
    assert (tmp_path / "rep" / "reward_by_agent.png").read_bytes()[:4] == b"\x89PNG"
