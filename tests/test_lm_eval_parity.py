"""Row-for-row parity with lm-evaluation-harness 0.4.13's Hugging Face backend on the same rows."""

from __future__ import annotations

import pytest

from conftest import REPO
from groundeval.lmeval_tasks import task_manager
from groundeval.runs import load_run

lm_eval = pytest.importorskip("lm_eval")


def _lm_eval_continuations(model_dir, rows_file, task, batch_size, monkeypatch):
    monkeypatch.setenv("GROUNDEVAL_LMEVAL_ROWS", str(rows_file))
    manager = task_manager()
    out = lm_eval.simple_evaluate(
        model="hf",
        model_args=f"pretrained={model_dir},dtype=float32",
        tasks=[task],
        task_manager=manager,
        batch_size=batch_size,
        log_samples=True,
        device="cpu",
    )
    samples = out["samples"][task]
    return {s["doc_id"]: s["filtered_resps"][0] for s in samples}, out["results"][task]["contains,none"]


@pytest.mark.slow
@pytest.mark.parametrize(
    "task, rows, lm_eval_task, protocol",
    [
        ("fda", "based_fda_sample.jsonl", "groundeval_local_fda", "v1"),
        ("squad_completion", "based_squad_sample.jsonl", "groundeval_local_squad_completion", "lm-eval"),
    ],
)
def test_same_continuations_and_score_as_lm_eval(run_script, tiny_model_dir, tmp_path, monkeypatch, task, rows, lm_eval_task, protocol):
    rows_file = REPO / "groundeval" / "samples" / rows
    theirs, their_score = _lm_eval_continuations(tiny_model_dir, rows_file, lm_eval_task, 1, monkeypatch)
    for engine in ("fast", "plain"):
        out = tmp_path / engine
        run_script(["--model", str(tiny_model_dir), "--tasks", task, "--dataset", f"{task}={rows_file}", "--protocol", protocol,
              "--engine", engine, "--batch-size", "4", "--output-dir", str(out), "--cpu"])
        run = load_run(out)
        ours = run.rows[task]
        assert len(ours) == len(theirs)
        for row in ours:
            assert row["prediction"] == theirs[row["idx"]], (engine, row["idx"])
        assert run.record["results"][task]["contains,none"] == pytest.approx(their_score)
