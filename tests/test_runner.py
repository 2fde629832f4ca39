"""scripts/run.py end to end on a tiny model: the record, the predictions, resume, bad input."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys

import pytest

from conftest import REPO

FDA_ROWS = REPO / "groundeval" / "samples" / "based_fda_sample.jsonl"


@pytest.fixture
def main(run_script):
    return run_script


def _run(main, tmp_path, model_dir, *extra):
    out = tmp_path / "out"
    main(["--model", str(model_dir), "--tasks", "fda", "--dataset", f"fda={FDA_ROWS}", "--output-dir", str(out), "--cpu", *extra])
    return out


def _predictions(out, task="fda"):
    from groundeval.runs import load_run

    return load_run(out).rows[task]


def _partials(out, task="fda"):
    return list(out.glob(f"*/.groundeval/{task}/.partial-*"))


def test_results_record_says_how_it_was_made(main, tmp_path, tiny_model_dir):
    out = _run(main, tmp_path, tiny_model_dir, "--limit", "5", "--protocol", "based")
    from groundeval.runs import load_run

    run = load_run(out)
    record = run.record
    assert set(record["results"]["fda"]) == {"name", "alias", "sample_len", "contains,none", "contains_stderr,none"}
    assert record["n-samples"]["fda"] == {"original": 11, "effective": 5} and record["config"]["limit"] == 5
    fda = run.metrics("fda")
    assert set(fda) == {"contains", "contains_stderr", "n", "contains_ci", "bootstrap"} and fda["n"] == 5
    # The first five rows share one document chunk: one cluster, so no interval can be drawn.
    assert fda["bootstrap"]["cluster_key"] == "chunk" and fda["bootstrap"]["n_clusters"] == 1
    assert fda["contains_ci"] == [None, None] and "few_clusters" in fda["bootstrap"]
    cfg = run.config()
    assert cfg["protocol"] == "based" and cfg["num_processes"] == 1 and cfg["dtype"] == "float32"
    assert cfg["model"] == str(tiny_model_dir) and cfg["limit"] == 5
    task_cfg = run.task_config("fda")
    assert task_cfg["until"] == ["\n"] and task_cfg["max_gen_toks"] == 48 and task_cfg["add_bos"] is False
    assert task_cfg["metric_version"] == "v0" and task_cfg["task_version"] == "1"
    assert task_cfg["dataset"] == str(FDA_ROWS) and len(task_cfg["content_fingerprint"]) == 16
    assert len(task_cfg["metric_module_sha256"]) == 64
    assert run.extra["versions"]["packages"]["transformers"] and record["versions"]["fda"] == 1
    rows = _predictions(out)
    assert [r["idx"] for r in rows] == list(range(5))
    assert set(rows[0]) >= {"idx", "prompt_tokens", "prediction", "gold", "contains"}
    raw = [json.loads(line) for line in FDA_ROWS.read_text().splitlines()]
    assert [r["gold"] for r in rows] == [r["value"] for r in raw[:5]]  # v0: raw gold
    assert fda["contains"] == sum(r["contains"] for r in rows) / 5


def test_resume_reuses_finished_units(main, tmp_path, tiny_model_dir, monkeypatch):
    out = _run(main, tmp_path, tiny_model_dir, "--limit", "4")
    first = _predictions(out)
    from groundeval import engine as engine_module

    calls = []
    original = engine_module.HFEngine.run_unit
    monkeypatch.setattr(engine_module.HFEngine, "run_unit", lambda self, unit: calls.append(unit) or original(self, unit))
    assert _partials(out) == []  # cleaned after a finished run
    main(["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={FDA_ROWS}", "--output-dir", str(out), "--cpu", "--limit", "4"])
    assert calls == []  # the finished task's completion marker: reused whole
    main(["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={FDA_ROWS}", "--output-dir", str(out), "--cpu", "--limit", "4", "--no-resume"])
    assert len(calls) > 0  # --no-resume: recomputed
    # Now leave a partial behind by failing mid-run, then resume.
    calls.clear()
    boom = {"n": 0}

    def flaky(self, unit):
        boom["n"] += 1
        if boom["n"] == 2:
            raise KeyboardInterrupt
        return original(self, unit)

    monkeypatch.setattr(engine_module.HFEngine, "run_unit", flaky)
    # Ctrl-C mid-run: one line, exit status 130, the finished units kept for the resume
    assert main(["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={FDA_ROWS}", "--output-dir", str(out),
                 "--cpu", "--batch-size", "1", "--engine", "plain", "--limit", "4"]) == 130
    assert _partials(out)
    monkeypatch.setattr(engine_module.HFEngine, "run_unit", lambda self, unit: calls.append(unit) or original(self, unit))
    main(["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={FDA_ROWS}", "--output-dir", str(out), "--cpu", "--batch-size", "1", "--engine", "plain", "--limit", "4"])
    assert len(calls) == 3  # the unit finished before the interruption was not run again
    assert [r["prediction"] for r in _predictions(out)] == [r["prediction"] for r in first]
    from groundeval.runs import load_run

    run = load_run(out)  # the resumed run's own record: the latest results file
    assert run.config()["engine"] == "plain" and run.config()["batch_size"] == 1
    assert run.metrics("fda")["n"] == 4 and len(list(out.glob("*/results_*.json"))) == 4


def test_bad_rows_name_the_row_and_field(main, tmp_path, tiny_model_dir, capsys):
    bad = tmp_path / "bad.jsonl"
    rows = [json.loads(line) for line in FDA_ROWS.read_text().splitlines()][:3]
    rows[2]["text"] = "   "
    bad.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    assert main(["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={bad}", "--output-dir", str(tmp_path / "o"), "--cpu"]) == 2
    assert "row 2, field 'text': empty" in capsys.readouterr().err


def test_unknown_task_is_a_clear_error(main, tmp_path, tiny_model_dir, capsys):
    assert main(["--model", str(tiny_model_dir), "--tasks", "nope", "--output-dir", str(tmp_path), "--cpu"]) == 2
    assert "unknown task(s) nope" in capsys.readouterr().err


@pytest.mark.slow
def test_two_processes_give_identical_predictions(tmp_path, tiny_model_dir, run_script):
    args = ["--model", str(tiny_model_dir), "--tasks", "fda,squad_completion", "--bundled-samples", "--cpu", "--batch-size", "2"]
    outs = {1: tmp_path / "p1", 2: tmp_path / "p2"}
    assert run_script([*args, "--output-dir", str(outs[1])]) == 0  # one process: the plain run, in this one
    env = {**os.environ, "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1"}
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", "2", "--master_port", "29502",
           str(REPO / "scripts" / "run.py"), *args, "--output-dir", str(outs[2])]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    from groundeval.runs import load_run

    one, two = load_run(outs[1]), load_run(outs[2])
    assert two.config()["num_processes"] == 2
    for task in ("fda", "squad_completion"):
        assert one.rows[task] == two.rows[task]
        assert len(one.rows[task]) == {"fda": 11, "squad_completion": 6}[task]
    lines = [sorted(p.glob("samples_*.jsonl"))[0].read_text() for p in (next(o.iterdir()) for o in (outs[1], outs[2]))]
    assert lines[0] == lines[1]  # lm-eval's sample lines, hashes and all
    # resumed on two processes where the task scored otherwise (its marker says so): every process
    # takes the kept generations, none generates or waits on a gather, and the scores are the same
    for marker in outs[2].glob("*/.groundeval/fda/.complete-*.json"):
        record = json.loads(marker.read_text())
        marker.write_text(json.dumps({**record, "scoring": {"scoring_release": "earlier"}}))
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "scoring_release earlier -> None: its generations are scored again" in proc.stderr
    assert load_run(outs[2]).rows["fda"] == one.rows["fda"]


def test_a_finished_task_scored_otherwise_is_scored_again_not_generated_again(main, tmp_path, tiny_model_dir,
                                                                             monkeypatch, caplog):
    """A resumed run whose task now scores otherwise (its scoring record, e.g. a new rubric release,
    changed since) scores the finished task's kept generations again and generates nothing."""
    from groundeval import engine as engine_module
    from groundeval.runs import load_run
    from groundeval.tasks import get_task

    task_class = type(get_task("fda"))
    release = {"v": "1"}
    monkeypatch.setattr(task_class, "scoring_record", lambda self: {"scoring_release": release["v"]})
    out = _run(main, tmp_path, tiny_model_dir, "--limit", "4")
    first = load_run(out)
    assert first.task_config("fda")["scoring_release"] == "1"
    calls, scored = [], []
    original_run, original_score = engine_module.HFEngine.run_unit, task_class.score
    monkeypatch.setattr(engine_module.HFEngine, "run_unit", lambda self, unit: calls.append(unit) or original_run(self, unit))
    monkeypatch.setattr(task_class, "score", lambda self, *a, **k: scored.append(1) or original_score(self, *a, **k))
    _run(main, tmp_path, tiny_model_dir, "--limit", "4")
    assert calls == [] and scored == []  # the same scoring: the outcome reused whole
    release["v"] = "2"
    with caplog.at_level("INFO", logger="groundeval"):
        _run(main, tmp_path, tiny_model_dir, "--limit", "4")
    assert calls == [] and scored  # scored again from the kept generations, none generated
    assert "scoring_release 1 -> 2" in caplog.text
    again = load_run(out)
    assert again.task_config("fda")["scoring_release"] == "2"
    assert [r["prediction"] for r in _predictions(out)] == [r["prediction"] for r in first.rows["fda"]]
    assert again.metrics("fda")["contains"] == first.metrics("fda")["contains"]
    assert again.task_config("fda")["prompt_tokens_truncated_rows"] == first.task_config("fda")["prompt_tokens_truncated_rows"]
    scored.clear()
    _run(main, tmp_path, tiny_model_dir, "--limit", "4")
    assert calls == [] and scored == []  # and that scoring is the stored one from now on
    # a marker an older groundeval wrote (no generations, counters or scoring record kept): reused as
    # it was scored, and the log says so
    for marker in out.glob("*/.groundeval/fda/.complete-*.json"):
        record = json.loads(marker.read_text())
        del record["stats"], record["scoring"]
        marker.write_text(json.dumps(record))
    for kept in out.glob("*/.groundeval/fda/.generations-*.jsonl"):
        kept.unlink()
    release["v"] = "3"
    caplog.clear()
    with caplog.at_level("WARNING", logger="groundeval"):
        _run(main, tmp_path, tiny_model_dir, "--limit", "4")
    assert calls == [] and scored == [] and "kept no generations" in caplog.text
    assert load_run(out).task_config("fda")["scoring_release"] == "2"


def test_kept_generations_read_back_as_they_were_written(tmp_path):
    """The generations a completion marker keeps read back equal, a log-likelihood of -inf a number
    (JSON for the results files writes it as text), and a file cut short or a value that is not a
    generation's keeps nothing."""
    from groundeval import resume
    from groundeval.engine.encoding import Generation
    from groundeval.runner import TaskOutcome

    rows = [dataclasses.asdict(Generation(0, "", 5, 0, 0, "loglikelihood", float("-inf"))),
            dataclasses.asdict(Generation(1, "a continuation", 5, 3, 0, "stop"))]
    outcome = TaskOutcome("t", "1", {}, {}, [], {}, {}, [{"x": 1}], False)
    resume.write_complete(tmp_path, "sig", outcome, {}, rows, {"prompt_tokens": 10}, {"rubric_version": ("a", "b")})
    marker = resume.read_complete(tmp_path, "sig")
    (generations, stats), scoring = resume.read_generations(tmp_path, "sig", marker), marker["scoring"]
    assert generations == rows and generations[0]["loglikelihood"] == float("-inf")
    assert stats == {"prompt_tokens": 10} and scoring == {"rubric_version": ["a", "b"]}
    kept = tmp_path / ".generations-sig.jsonl"
    kept.write_text(kept.read_text()[:-20])
    assert resume.read_generations(tmp_path, "sig", marker) is None
    kept.write_text(json.dumps({**rows[0], "loglikelihood": "-inf"}) + "\n")
    assert resume.read_generations(tmp_path, "sig", marker) is None


def test_a_predict_only_run_is_scored_later_without_generating_again(main, tmp_path, tiny_model_dir, monkeypatch):
    """Generate once with --predict_only, score later: the run without it scores the kept generations
    and generates nothing; its rows are those of a run that generated and scored at once."""
    from groundeval import engine as engine_module
    from groundeval.runs import load_run

    scored_at_once = load_run(_run(main, tmp_path / "once", tiny_model_dir, "--limit", "4"))
    out = _run(main, tmp_path, tiny_model_dir, "--limit", "4", "--predict_only")
    assert load_run(out).metrics("fda") == {}
    calls = []
    original = engine_module.HFEngine.run_unit
    monkeypatch.setattr(engine_module.HFEngine, "run_unit", lambda self, unit: calls.append(unit) or original(self, unit))
    later = load_run(_run(main, tmp_path, tiny_model_dir, "--limit", "4"))
    assert calls == []
    assert later.rows["fda"] == scored_at_once.rows["fda"]
    assert later.metrics("fda")["contains"] == scored_at_once.metrics("fda")["contains"]
