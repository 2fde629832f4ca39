"""Failure-analysis report over a runner output folder and over Harbor job folders."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from dataset_builders.fda_label_qa.harbor import export_harbor  # noqa: E402
from groundeval.fda_label_report import write_report  # noqa: E402
from groundeval.tasks import get_task  # noqa: E402

BUILT = ROOT / "groundeval" / "samples" / "fda_labels" / "built"


def test_report_from_runner_folder(tmp_path):
    task = get_task("fda_label_qa", families="numeric_dosage,near_miss_refusal")
    ds = task.load(str(BUILT))
    reqs = task.requests(ds, "v1")
    outs = []
    with_dose = next(i for i, row in enumerate(ds) if "dose" in json.loads(row["gold"])["structured_fields"])
    for i, row in enumerate(ds):
        g = json.loads(row["gold"])
        item = {k: g[k] for k in ("qid", "status", "answer", "citations", "structured_fields")}
        if i == with_dose:
            item["structured_fields"] = dict(item["structured_fields"], dose="999 mg")
        if i == (with_dose + 1) % len(ds):
            item = "not an item"
        outs.append(json.dumps({"answers": [item]}))
    result = task.score(ds, reqs, outs, "v1")
    sys.path.insert(0, str(ROOT / "tests"))
    from run_folders import write_run

    run = write_run(tmp_path / "run", {"fda_label_qa": result.rows},
                    scored={"fda_label_qa": (result.metrics, result.breakdown)})
    analysis = write_report([run], tmp_path / "rep", worst=3)
    assert analysis["overall"]["n_questions"] == len(ds)
    assert analysis["trials"]["n"] == 1 and analysis["trials"]["mean_reward"] == pytest.approx(result.metrics["score"])
    assert set(analysis["by_family"]) == {"numeric_dosage", "near_miss_refusal"}
    assert analysis["by_family"]["numeric_dosage"]["critical_errors"].get("wrong_dose") == 1
    worst = analysis["worst_questions"]
    assert worst[0]["score"] <= worst[1]["score"] and "missing" in worst[0]["critical_errors"]
    # deductions add up to 1 - mean score
    s = analysis["by_family"]["numeric_dosage"]
    assert sum(s["deductions"].values()) == pytest.approx(1 - s["mean_score"], abs=1e-5)
    md = (tmp_path / "rep" / "report.md").read_text()
    assert "## Reward and deductions by family" in md and "wrong_dose" in md
    for png in ("reward_by_family.png", "reward_by_component.png"):
        assert (tmp_path / "rep" / png).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_report_weights_are_the_metrics_read_without_evaluate():
    """The report reads the rubric's weights from its module file (no evaluate import, seconds of torch
    and transformers); they are the weights the metric returns with every score, in its order."""
    from groundeval.fda_label_report import rubric_weights
    from groundeval.metric_modules import load_metric

    one = '{"questions": [{"qid": "w", "status": "NOT_FOUND"}], "passages": {}}'
    returned = load_metric("label_grounding").compute(predictions=[""], references=[one])["weights"]
    assert list(rubric_weights().items()) == list(returned.items())
    code = "import sys; import groundeval.fda_label_report as r; r.rubric_weights(); print('evaluate' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT).stdout.strip() == "False"


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_report_from_harbor_jobs_and_cli(tmp_path):
    tasks = export_harbor(BUILT, tmp_path / "tasks", ["numeric_dosage", "near_miss_refusal"])
    job = tmp_path / "jobs" / "2026-11-30__10-00-00"
    for k, d in enumerate(tasks):
        trial = job / f"{d.name}__trial{k}"
        env = {**os.environ, "ANSWERS_PATH": str(trial / "answers.json"), "VERIFIER_LOGS": str(trial / "verifier")}
        if k == 0:
            subprocess.run(["bash", str(d / "solution" / "solve.sh")], env=env, check=True)
        subprocess.run(["bash", str(d / "tests" / "test.sh")], env=env, check=True, capture_output=True)
    out = tmp_path / "rep"
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "report.py"), str(tmp_path / "jobs"),
                           "--out", str(out), "--worst", "2"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    analysis = json.loads((out / "report.json").read_text())
    assert analysis["trials"]["n"] == 2
    assert analysis["trials"]["mean_reward_by_family"] == {"numeric_dosage": 1.0, "near_miss_refusal": 0.0}
    assert analysis["trials"]["pass_at_1"] == 0.5
    refusals = json.loads(
        (BUILT / "profile.json").read_text())["questions_by_family"]["near_miss_refusal"]
    assert analysis["by_family"]["near_miss_refusal"]["critical_errors"]["missing"] == refusals
