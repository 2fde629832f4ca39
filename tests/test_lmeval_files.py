"""groundeval's output folder holds lm-evaluation-harness 0.4.13's own files: checked with lm-eval's
own code (``make_table``, its file-finding helpers, ``simple_evaluate`` + ``EvaluationTracker``) on
the same rows and tiny model."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from conftest import REPO

import lm_eval  # noqa: E402  (the test extra installs lm-eval 0.4.13: these checks never skip)

FDA_ROWS = REPO / "groundeval" / "samples" / "based_fda_sample.jsonl"
LIMIT = 4
LM_EVAL_TASK = "groundeval_local_fda"  # lm-eval's own FDA task class, reading FDA_ROWS


def _lm_eval_run(model_dir: Path, out: Path) -> Path:
    """What ``lm_eval --output_path out --log_samples`` writes for the first LIMIT rows: simple_evaluate,
    then the tracker's two save calls in the order lm-eval's CLI makes them."""
    from lm_eval.loggers import EvaluationTracker

    from groundeval.lmeval_tasks import task_manager

    before = os.environ.get("GROUNDEVAL_LMEVAL_ROWS")
    os.environ["GROUNDEVAL_LMEVAL_ROWS"] = str(FDA_ROWS)
    try:
        tracker = EvaluationTracker(output_path=str(out))
        results = lm_eval.simple_evaluate(model="hf", model_args=f"pretrained={model_dir},dtype=float32",
                                          tasks=[LM_EVAL_TASK], task_manager=task_manager(), batch_size=1,
                                          log_samples=True, device="cpu", limit=LIMIT, evaluation_tracker=tracker)
    finally:
        if before is None:
            os.environ.pop("GROUNDEVAL_LMEVAL_ROWS", None)
        else:
            os.environ["GROUNDEVAL_LMEVAL_ROWS"] = before
    samples = results.pop("samples")
    tracker.save_results_aggregated(results=results, samples=samples)
    for task in results["configs"]:
        tracker.save_results_samples(task_name=task, samples=samples[task])
    return out


def _files(out: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The results file and the fda sample lines of the one run in ``out``, as written."""
    results = sorted(out.glob("*/results_*.json"))[-1]  # the latest: date ids sort by time
    samples = sorted(out.glob("*/samples_*.jsonl"))[-1]
    return json.loads(results.read_text()), [json.loads(line) for line in samples.read_text().splitlines()]


@pytest.fixture(scope="module")
def both(tiny_model_dir, run_script, tmp_path_factory):
    """lm-eval's files and groundeval's for the same rows, model and generation settings (v1 is the
    FDA class's own "\\n"/48)."""
    root = tmp_path_factory.mktemp("lmeval-files")
    theirs = _lm_eval_run(tiny_model_dir, root / "lm-eval")
    ours = root / "groundeval"
    assert run_script(["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={FDA_ROWS}", "--limit",
                       str(LIMIT), "--output-dir", str(ours), "--cpu", "--batch-size", "1"]) == 0
    return theirs, ours


def _table(record: dict[str, Any]) -> list[list[str]]:
    """``make_table``'s body rows, cell by cell."""
    lines = lm_eval.utils.make_table(record).strip().splitlines()
    header = [c.strip() for c in lines[0].strip("|").split("|")]
    assert header == ["Tasks", "Version", "Filter", "n-shot", "Metric", "", "Value", "", "Stderr"]
    return [[c.strip() for c in line.strip("|").split("|")] for line in lines[2:]]


def test_make_table_shows_the_same_columns_as_for_lm_evals_own_results(both):
    theirs, ours = (_files(out)[0] for out in both)
    (their_row,), (our_row,) = _table(theirs), _table(ours)
    assert their_row[0] == LM_EVAL_TASK and our_row[0] == "fda"
    # version, filter, n-shot, metric, direction, value, the ± sign: the same cells
    assert our_row[1:8] == their_row[1:8] == ["1", "none", "0", "contains", "↑", "0", "±"]
    # lm-eval's FDA class aggregates with np.mean, for which lm-eval computes no stderr; groundeval
    # gives the mean's stderr (sample std / sqrt(n)): a number where lm-eval prints N/A
    assert their_row[8] == "N/A" and float(our_row[8]) >= 0
    assert all(row[4] != "n" for row in _table(ours))


def test_lm_evals_helpers_find_groundevals_files(both, run_script, tiny_model_dir):
    from lm_eval.utils import (get_file_task_name, get_latest_filename, get_results_filenames,
                               get_sample_results_filenames, sanitize_model_name)

    from groundeval.runs import load_run

    ours = both[1]
    folder = ours / sanitize_model_name(str(tiny_model_dir))
    first = [str(p) for p in folder.iterdir()]
    # a second run into the same folder (the finished task is reused) writes a new, later set
    assert run_script(["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={FDA_ROWS}", "--limit",
                       str(LIMIT), "--output-dir", str(ours), "--cpu", "--batch-size", "1"]) == 0
    files = [str(p) for p in folder.iterdir()]
    results, samples = get_results_filenames(files), get_sample_results_filenames(files)
    assert len(results) == len(samples) == 2 and all(Path(f).parent == folder for f in results + samples)
    newest = get_latest_filename(results)
    assert newest not in first
    latest_samples = get_latest_filename(samples)
    assert get_file_task_name(Path(latest_samples).name) == "fda"
    run = load_run(ours)
    record = json.loads(Path(newest).read_text())
    assert run.record == record and run.extra["run_id"] == record["groundeval"]["run_id"]
    # lm-eval's Hub upload loads the sample files with datasets' json builder: they must load as a table
    import datasets

    table = datasets.load_dataset("json", data_files=latest_samples, split="train")
    assert table.num_rows == LIMIT and table["doc_id"] == list(range(LIMIT))


def _schema(value: Any) -> Any:
    """Keys and value types, recursively (a list by its first item)."""
    if isinstance(value, dict):
        return {k: _schema(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_schema(value[0])] if value else []
    return type(value).__name__


def _differences(a: Any, b: Any, where: str = "") -> list[str]:
    """Dotted paths where the two schemas differ (a key in one only, or another type)."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for key in sorted(set(a) | set(b)):
            path = f"{where}.{key}" if where else key
            out += [path] if key not in a or key not in b else _differences(a[key], b[key], path)
        return out
    if isinstance(a, list) and isinstance(b, list):
        return _differences(a[0], b[0], f"{where}[]") if a and b else ([] if a == b else [where])
    return [] if a == b else [where]


# Where groundeval's files may differ in schema from lm-eval's for this task, and why.
SCHEMA_DIFFERENCES = {
    # groundeval's own record: the one extra key
    "groundeval",
    # lm-eval's FDA is a Python task class: its dumped config lacks what groundeval's TaskConfig states
    "configs.TASK.dataset_path", "configs.TASK.test_split", "configs.TASK.doc_to_text", "configs.TASK.doc_to_target",
    "configs.TASK.metric_list",
    # np.mean has no stderr in lm-eval ("N/A", a string); groundeval gives the mean's stderr (a float)
    "results.TASK.contains_stderr,none",
    # groundeval has no Python random use and no few-shot examples: None, where lm-eval records its default seeds
    "config.random_seed", "config.fewshot_seed",
}
SAMPLE_DIFFERENCES = {"groundeval"}  # each line's groundeval row (idx, engine facts, chunk, run id, signature)


def test_files_have_lm_evals_schema_key_by_key(both):
    (their_results, their_lines), (our_results, our_lines) = (_files(out) for out in both)
    rename = {LM_EVAL_TASK: "TASK", "fda": "TASK"}

    def normal(record: dict[str, Any]) -> dict[str, Any]:
        return {k: {rename.get(t, t): v for t, v in val.items()} if isinstance(val, dict) and set(val) & set(rename)
                else val for k, val in record.items()}

    found = set(_differences(_schema(normal(their_results)), _schema(normal(our_results))))
    assert found == SCHEMA_DIFFERENCES
    line_found = {d for a, b in zip(their_lines, our_lines) for d in _differences(_schema(a), _schema(b))}
    assert line_found == SAMPLE_DIFFERENCES and len(their_lines) == len(our_lines) == LIMIT


# Values groundeval's protocol v1 and settings share with lm-eval's FDA class on these rows: equal.
SAME_LINE_VALUES = ("doc_id", "doc", "target", "arguments", "resps", "filtered_resps", "filter", "metrics",
                    "doc_hash", "prompt_hash", "target_hash", "contains")
SAME_CONFIG_VALUES = ("model_args", "model_num_parameters", "model_dtype", "model_revision", "model_sha", "batch_size",
                      "device", "use_cache", "limit", "gen_kwargs")


def test_values_agree_where_the_protocols_agree(both):
    (theirs, their_lines), (ours, our_lines) = (_files(out) for out in both)
    for line_a, line_b in zip(their_lines, our_lines):
        assert {k: line_a[k] for k in SAME_LINE_VALUES} == {k: line_b[k] for k in SAME_LINE_VALUES}
    assert ours["task_hashes"]["fda"] == theirs["task_hashes"][LM_EVAL_TASK]
    assert ours["results"]["fda"]["contains,none"] == theirs["results"][LM_EVAL_TASK]["contains,none"]
    for key in ("versions", "n-shot", "higher_is_better", "n-samples"):
        assert ours[key]["fda"] == theirs[key][LM_EVAL_TASK], key
    assert {k: ours["config"][k] for k in SAME_CONFIG_VALUES} == {k: theirs["config"][k] for k in SAME_CONFIG_VALUES}
    same = ("model_source", "model_name", "model_name_sanitized", "max_length", "eot_token_id", "tokenizer_pad_token",
            "tokenizer_eos_token", "tokenizer_bos_token", "lm_eval_version", "transformers_version", "git_hash",
            "system_instruction", "chat_template")
    assert {k: ours[k] for k in same} == {k: theirs[k] for k in same}
    assert ours["config"]["model"] == theirs["config"]["model"] == "hf"
    assert ours["date"] < theirs["date"] + 3600 and float(ours["total_evaluation_time_seconds"]) > 0
    # generation settings groundeval records where lm-eval's class-based task dumps its YAML defaults
    assert ours["configs"]["fda"]["generation_kwargs"]["until"] == ["\n"]
    assert theirs["configs"][LM_EVAL_TASK]["generation_kwargs"]["until"] == ["\n\n"]


def test_predict_only_writes_samples_and_lm_evals_bypass_results(run_script, tiny_model_dir, tmp_path):
    from groundeval.runs import load_run

    out = tmp_path / "out"
    assert run_script(["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={FDA_ROWS}", "--limit", "3",
                       "--output-dir", str(out), "--cpu", "--predict_only"]) == 0
    results, lines = _files(out)
    # lm-eval's predict-only mode: the "bypass" metric, aggregated to the placeholder 999, no stderr
    assert results["results"]["fda"] == {"name": "fda", "alias": "fda", "sample_len": 3, "bypass,none": 999,
                                         "bypass_stderr,none": "N/A"}
    assert results["higher_is_better"]["fda"] == {"bypass": True}
    assert results["configs"]["fda"]["metric_list"] == [{"metric": "bypass"}]
    assert [(line["metrics"], line["bypass"]) for line in lines] == [(["bypass"], None)] * 3
    assert "contains" not in lines[0]["groundeval"] and lines[0]["filtered_resps"] == [lines[0]["groundeval"]["prediction"]]
    run = load_run(out)
    assert run.metrics("fda") == {} and [r["idx"] for r in run.rows["fda"]] == [0, 1, 2]
    # a scored run with the same settings does not reuse the unscored outcome
    assert run_script(["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={FDA_ROWS}", "--limit", "3",
                       "--output-dir", str(out), "--cpu"]) == 0
    scored = load_run(out)
    assert "contains" in scored.metrics("fda") and [r["prediction"] for r in scored.rows["fda"]] == \
        [r["prediction"] for r in run.rows["fda"]]
    # compared with a scored run: refused in words (it was numpy's "need at least one array to concatenate")
    from groundeval.runs import compare_runs

    refused = compare_runs(scored, run, resamples=10)["refused"]["fda"]
    assert refused.startswith("run B (") and "is predict-only (--predict_only)" in refused


def test_stderr_is_lm_evals_own_formula():
    """The ``<metric>_stderr,none`` of a mean is what lm-eval's own ``mean_stderr`` gives on the
    same per-row values (the rows above all score 0, so there it is 0 either way)."""
    from lm_eval.api.metrics import mean_stderr

    from groundeval import lmeval_files

    for values in ([0, 1, 1, 0, 1], [0.25, 0.5, 0.125, 1.0], [1, 1]):
        assert lmeval_files.mean_stderr(values) == pytest.approx(mean_stderr(values), rel=1e-12)


def test_the_environment_report_is_made_once_per_environment(tmp_path, monkeypatch):
    import torch.utils.collect_env as collect_env

    from groundeval import lmeval_files

    calls = []
    monkeypatch.setenv("GROUNDEVAL_CACHE", str(tmp_path))
    monkeypatch.setattr(collect_env, "get_pretty_env_info", lambda: calls.append(1) or f"report {len(calls)}")
    assert lmeval_files.environment_key() == lmeval_files.environment_key()
    assert lmeval_files._pretty_env_info() == "report 1"
    assert lmeval_files._pretty_env_info() == "report 1" and len(calls) == 1  # read back, not made again
    [saved] = (tmp_path / "environment").iterdir()
    assert saved.name == f"{lmeval_files.environment_key()}.txt"
    monkeypatch.setattr(lmeval_files, "environment_key", lambda: "another-environment")
    assert lmeval_files._pretty_env_info() == "report 2"  # a changed environment: made again
