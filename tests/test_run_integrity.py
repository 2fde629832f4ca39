"""Runs that cannot lie: kills and resumes, changed weights/options/data, one run per folder, one-line errors."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from conftest import REPO, build_tiny_llama

FDA_ROWS = REPO / "groundeval" / "samples" / "based_fda_sample.jsonl"
RUN = REPO / "scripts" / "run.py"


def _args(model, rows, out, *extra):
    return ["--model", str(model), "--tasks", "fda", "--dataset", f"fda={rows}", "--output-dir", str(out), "--cpu",
            "--engine", "plain", "--batch-size", "1", "--bootstrap", "0", *extra]


def _predictions(out, task="fda"):
    from groundeval.runs import load_run

    return load_run(out).rows[task]


def _state(out, task="fda"):
    """The task's resume folder under the (one) model folder of ``out``, or None before the run makes it."""
    return next(out.glob(f"*/.groundeval/{task}"), None)


def _lock(out, model):
    from groundeval.runner import model_folder

    return model_folder(out, str(model)) / ".groundeval-run.lock"


def _latest(out):
    """The latest results file's record and its fda sample lines, as written."""
    from groundeval.lmeval_files import file_date_id, samples_file
    from groundeval.runs import run_files

    folder, results = run_files(out)
    lines = samples_file(folder, "fda", file_date_id(results.name))
    return json.loads(results.read_text()), [json.loads(line) for line in lines.read_text().splitlines()], lines


def _texts(out):
    return [(r["idx"], r["prediction"]) for r in _predictions(out)]


def _partial_lines(out):
    return sum(len(p.read_text().splitlines()) for p in out.glob("*/.groundeval/fda/.partial-*.rank*.jsonl"))


def _start_and_kill(args, out, lines):
    """Start run.py, SIGKILL it once its partial files hold ``lines`` lines; return how many they held."""
    env = {**os.environ, "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1"}
    proc = subprocess.Popen([sys.executable, str(RUN), *args], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 300
    while time.time() < deadline and proc.poll() is None:
        if _state(out) and _partial_lines(out) >= lines:
            proc.send_signal(signal.SIGKILL)
            break
        time.sleep(0.002)
    proc.wait()
    assert proc.returncode == -signal.SIGKILL, "the run ended before it could be killed"
    return _partial_lines(out)


@pytest.mark.slow
def test_sigkill_then_resume_equals_an_uninterrupted_run(run_script, tiny_model_dir, tmp_path):
    whole = tmp_path / "whole"
    assert run_script(_args(tiny_model_dir, FDA_ROWS, whole)) == 0
    out = tmp_path / "killed"
    held = _start_and_kill(_args(tiny_model_dir, FDA_ROWS, out), out, 3)
    assert 3 <= held < 11
    with open(next(_state(out).glob(".partial-*.rank0.jsonl")), "a") as f:
        f.write('123\n{"text": "x"}\n{"idx": 1, "te')  # lines of the wrong shape, and one cut short
    assert run_script(_args(tiny_model_dir, FDA_ROWS, out)) == 0
    assert _predictions(out) == _predictions(whole)
    assert not list(_state(out).glob(".partial-*")) and not _lock(out, tiny_model_dir).exists()


@pytest.mark.slow
def test_weights_replaced_in_the_same_folder_are_not_mixed(run_script, tmp_path):
    model = tmp_path / "swap"
    build_tiny_llama(model, seed=0)
    other = tmp_path / "other"
    build_tiny_llama(other, seed=1)
    out = tmp_path / "out"
    _start_and_kill(_args(model, FDA_ROWS, out), out, 3)
    shutil.copy(other / "model.safetensors", model / "model.safetensors")
    assert run_script(_args(model, FDA_ROWS, out)) == 0
    fresh = tmp_path / "fresh"
    assert run_script(_args(other, FDA_ROWS, fresh)) == 0
    assert _texts(out) == _texts(fresh)


def test_changed_task_option_is_not_reused_and_the_log_says_why(run_script, tiny_model_dir, tmp_path, caplog):
    out = tmp_path / "out"
    base = ["--model", str(tiny_model_dir), "--tasks", "fda_label_qa", "--bundled-samples", "--output-dir", str(out), "--cpu",
            "--bootstrap", "0", "--task-option", "fda_label_qa.families=numeric_dosage",
            "--task-option", "fda_label_qa.per_family=1", "--task-option", "fda_label_qa.max_gen_toks=8"]
    assert run_script(base) == 0
    finished = list(_state(out, "fda_label_qa").glob(".complete-*.json"))
    # A partial file of the first settings, as a run killed mid-way would leave it.
    sig = finished[0].name[len(".complete-"):-len(".json")]
    (finished[0].parent / f".partial-{sig}.rank0.jsonl").write_text(
        json.dumps({"idx": 0, "text": "stale", "prompt_tokens": 1, "new_tokens": 1, "truncated": 0, "stop_reason": "stop"}) + "\n")
    caplog.set_level("WARNING", logger="groundeval")
    assert run_script([*base, "--task-option", "fda_label_qa.chat_template=false"]) == 0
    assert "task_options differ" in caplog.text
    from groundeval.runs import load_run

    assert load_run(out).task_config("fda_label_qa")["task_options"]["chat_template"] is False
    assert all(r["prediction"] != "stale" for r in _predictions(out, "fda_label_qa"))


def test_records_and_predictions_carry_one_run_id_and_signature(run_script, tiny_model_dir, tmp_path):
    out = tmp_path / "out"
    assert run_script(_args(tiny_model_dir, FDA_ROWS, out, "--limit", "3")) == 0
    record, lines, _ = _latest(out)
    assert {line["groundeval"]["run_id"] for line in lines} == {record["groundeval"]["run_id"]}
    assert {line["groundeval"]["signature"] for line in lines} == {record["groundeval"]["tasks"]["fda"]["signature"]}
    assert run_script(_args(tiny_model_dir, FDA_ROWS, out, "--limit", "3", "--protocol", "based")) == 0
    record, lines, _ = _latest(out)  # the second run's own files, beside the first's
    assert record["groundeval"]["config"]["protocol"] == "based" and len(list(out.glob("*/results_*.json"))) == 2
    assert {line["groundeval"]["signature"] for line in lines} == {record["groundeval"]["tasks"]["fda"]["signature"]}


def test_a_data_file_edited_with_its_old_mtime_is_read_again(run_script, tiny_model_dir, tmp_path):
    rows = tmp_path / "rows.jsonl"
    shutil.copy(FDA_ROWS, rows)
    out = tmp_path / "out"
    assert run_script(_args(tiny_model_dir, rows, out, "--limit", "2")) == 0
    before = _latest(out)[0]["groundeval"]["tasks"]["fda"]
    stat = rows.stat()
    lines = rows.read_text().splitlines()
    first = json.loads(lines[0])
    first["value"] = "ZZZ-EDITED"
    rows.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n")
    os.utime(rows, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert run_script(_args(tiny_model_dir, rows, out, "--limit", "2")) == 0
    after = _latest(out)[0]["groundeval"]["tasks"]["fda"]
    assert after["content_fingerprint"] != before["content_fingerprint"]
    assert after["data_sha256"] != before["data_sha256"]
    assert _predictions(out)[0]["gold"] == "ZZZ-EDITED"


def test_a_builder_folder_is_built_once_per_process_and_again_when_a_byte_changes(tmp_path, monkeypatch):
    from collections import OrderedDict

    import datasets
    import pyarrow as pa
    import pyarrow.parquet as pq

    from groundeval import data

    folder = tmp_path / "built"
    shutil.copytree(data.SAMPLES_DIR / "fda_labels" / "built", folder)
    built, real = [], datasets.load_dataset
    monkeypatch.setattr(datasets, "load_dataset", lambda *a, **k: built.append(a[1]) or real(*a, **k))
    monkeypatch.setattr(data, "_FOLDER_CONFIGS", OrderedDict())
    first = data.load_config(folder, "numeric_dosage", "test")
    assert data.load_config(folder, "numeric_dosage", "test") is first  # same bytes: not built again
    labels = data.load_config(folder, "labels", "test")
    assert labels[0]["set_id"]
    assert built == ["numeric_dosage", "labels"]
    # one question edited in place, the file's old modification time put back
    parquet = next((folder / "data" / "numeric_dosage").glob("*.parquet"))
    stat, table = parquet.stat(), pq.read_table(parquet)
    rows = table.to_pylist()
    rows[0]["question"] = rows[0]["question"][:-1] + "?!"
    pq.write_table(pa.Table.from_pylist(rows, schema=table.schema), parquet)
    os.utime(parquet, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    again = data.load_config(folder, "numeric_dosage", "test")
    assert built == ["numeric_dosage", "labels", "numeric_dosage"] and again[0]["question"] == rows[0]["question"]
    assert first[0]["question"] != rows[0]["question"]
    # another config's file changed, not the labels' (nor the card): labels are not built again
    assert data.load_config(folder, "labels", "test") is labels and built[-1] == "numeric_dosage"
    card = folder / "README.md"
    card.write_text(card.read_text() + "\n")
    data.load_config(folder, "labels", "test")
    assert built[-1] == "labels"  # the card maps configs to files: a change to it builds every config again


def test_a_second_run_on_a_held_folder_is_one_line_and_a_stale_lock_is_taken_over(run_script, tiny_model_dir, tmp_path, capsys):
    out = tmp_path / "out"
    _lock(out, tiny_model_dir).parent.mkdir(parents=True)
    holder = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        _lock(out, tiny_model_dir).write_text(json.dumps({"pid": holder.pid, "host": os.uname().nodename, "command": "run.py --tasks fda"}))
        assert run_script(_args(tiny_model_dir, FDA_ROWS, out, "--limit", "1")) == 2
        err = capsys.readouterr().err.strip()
        assert err.count("\n") == 0 and f"in use by PID {holder.pid} (run.py --tasks fda)" in err
    finally:
        holder.kill()
        holder.wait()
    assert run_script(_args(tiny_model_dir, FDA_ROWS, out, "--limit", "1")) == 0  # the holder is gone: taken over
    assert not _lock(out, tiny_model_dir).exists()


def _user_error_cases(tiny_model_dir, tmp_path):
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    latin = tmp_path / "latin.jsonl"
    latin.write_bytes(b'{"text": "ok", "value": "a"}\n{"text": "caf\xe9", "value": "b"}\n')
    return {
        "--model /no/such/folder": (["--model", "/no/such/folder", "--tasks", "fda", "--bundled-samples"], "no such file or folder"),
        "missing data": (["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", "fda=missing.jsonl"], "missing.jsonl: no such file"),
        "--limit 0": (["--model", str(tiny_model_dir), "--limit", "0"], "--limit must be a positive integer"),
        "--batch-size -1": (["--model", str(tiny_model_dir), "--batch-size", "-1"], "--batch-size must be a positive integer"),
        "empty file": (["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={empty}"], "no rows"),
        "non-UTF-8": (["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={latin}"], "latin.jsonl, line 2: not UTF-8"),
        "unknown option": (["--model", str(tiny_model_dir), "--tasks", "fda", "--task-option", "fda.bogus=1"], "has no option(s) bogus"),
        "old flag": (["--medlfqa-rows", "all"], "--task-option olaph.rows=all"),
        "rows a task refuses": (["--model", str(tiny_model_dir), "--tasks", "olaph_perplexity", "--dataset",
                                 f"olaph_perplexity={REPO / 'tests' / 'fixtures' / 'medlfqa' / 'raw'}"],
                                "olaph_perplexity: rows='lm_eval_slice' needs all five MedLFQA sources"),
    }


def test_user_errors_are_one_line_with_exit_status_2(run_script, tiny_model_dir, tmp_path, capsys):
    for name, (argv, expected) in _user_error_cases(tiny_model_dir, tmp_path).items():
        try:
            status = run_script([*argv, "--output-dir", str(tmp_path / "o"), "--cpu"])
        except SystemExit as exit_:  # argparse's own usage errors
            status = exit_.code
        err = capsys.readouterr().err.strip().splitlines()
        assert status == 2, name
        assert expected in err[-1] and sum("error" in line for line in err) == 1, (name, err)


@pytest.mark.slow
def test_a_user_error_in_a_real_process_prints_no_traceback(tmp_path):
    proc = subprocess.run([sys.executable, str(RUN), "--model", "/no/such/folder", "--tasks", "fda", "--bundled-samples",
                           "--output-dir", str(tmp_path / "o"), "--cpu"],
                          env={**os.environ, "HF_HUB_OFFLINE": "1"}, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.strip().splitlines()[-1] == "run.py: error: --model /no/such/folder: no such file or folder"
    assert not (tmp_path / "o").exists()  # refused before anything was made (and before torch was imported)


@pytest.mark.slow
def test_without_network_one_short_attempt_then_offline(tiny_model_dir, tmp_path):
    # The Hub endpoint is a closed port on this machine: the probe fails at once, as with no network.
    env = {k: v for k, v in os.environ.items() if k not in ("HF_HUB_OFFLINE", "HF_DATASETS_OFFLINE")}
    env["HF_ENDPOINT"] = "http://127.0.0.1:9"
    base = [sys.executable, str(RUN), "--cpu", "--bootstrap", "0", "--limit", "1", "--tasks", "fda"]
    local = subprocess.run([*base, "--model", str(tiny_model_dir), "--dataset", f"fda={FDA_ROWS}",
                            "--output-dir", str(tmp_path / "a")], env=env, capture_output=True, text=True, timeout=300)
    assert local.returncode == 0, local.stderr[-2000:]
    assert local.stderr.count("cannot be reached: running offline") == 1
    hub_model = subprocess.run([*base, "--model", "gpt2", "--bundled-samples", "--output-dir", str(tmp_path / "b")],
                               env=env, capture_output=True, text=True, timeout=300)
    assert hub_model.returncode == 2 and "Traceback" not in hub_model.stderr
    last = hub_model.stderr.strip().splitlines()[-1]
    assert last.startswith("run.py: error: --model gpt2: cannot be loaded"), hub_model.stderr[-2000:]


def test_weight_digest_cache_is_not_fooled_by_a_restored_mtime(tmp_path, monkeypatch):
    from groundeval.models import file_digest
    from groundeval.results import file_sha256

    monkeypatch.setenv("GROUNDEVAL_CACHE", str(tmp_path / "cache"))
    weights = tmp_path / "model.safetensors"
    weights.write_bytes(b"A" * 4096)
    first = file_digest(weights)
    assert first == file_sha256(weights)
    with monkeypatch.context() as m:  # an unchanged file is not read again: its digest comes from the cache
        m.setattr("groundeval.models.file_sha256", lambda path: pytest.fail("re-hashed an unchanged file"))
        assert file_digest(weights) == first
    stat = weights.stat()
    weights.write_bytes(b"B" * 4096)  # same size, then the old modification time put back
    os.utime(weights, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert file_digest(weights) == file_sha256(weights) != first


@pytest.mark.slow
def test_two_runs_started_on_one_folder(run_script, tiny_model_dir, tmp_path, capsys):
    out = tmp_path / "out"
    env = {**os.environ, "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1"}
    first = subprocess.Popen([sys.executable, str(RUN), *_args(tiny_model_dir, FDA_ROWS, out)], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 300
        while first.poll() is None and time.time() < deadline and not (_state(out) and _partial_lines(out)):
            time.sleep(0.002)
        first.send_signal(signal.SIGSTOP)  # held mid-run, so the second run surely meets it
        assert first.poll() is None, "the first run ended before the second started"
        assert run_script(_args(tiny_model_dir, FDA_ROWS, out)) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert f"in use by PID {first.pid}" in err[-1] and "run.py" in err[-1]
    finally:
        first.send_signal(signal.SIGCONT)
    assert first.wait(timeout=300) == 0
    assert len(_predictions(out)) == 11 and not _lock(out, tiny_model_dir).exists()


def test_a_reader_refuses_predictions_of_another_run(run_script, tiny_model_dir, tmp_path):
    from groundeval.runs import load_run

    out = tmp_path / "out"
    assert run_script(_args(tiny_model_dir, FDA_ROWS, out, "--limit", "2")) == 0
    assert len(load_run(out).rows["fda"]) == 2
    _, lines, path = _latest(out)
    lines[1]["groundeval"]["signature"] = "0123456789ab"  # as if another configuration's lines had been written here
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    with pytest.raises(ValueError, match="do not belong"):
        load_run(out)


def test_sampled_draws_end_to_end(run_script, tiny_model_dir, tmp_path):
    args = ["--num-samples", "3", "--temperature", "0.9", "--seed", "7", "--limit", "4"]
    one, two = tmp_path / "one", tmp_path / "two"
    assert run_script(_args(tiny_model_dir, FDA_ROWS, one, *args)) == 0
    assert run_script(_args(tiny_model_dir, FDA_ROWS, two, *args)) == 0
    rows = _predictions(one)
    assert sorted((r["idx"], r["draw"]) for r in rows) == [(i, d) for i in range(4) for d in range(3)]
    assert [r["prediction"] for r in rows] == [r["prediction"] for r in _predictions(two)]  # seeded: reproducible
    from groundeval.runs import load_run

    run = load_run(one)
    repeated = run.metrics("fda")["repeated"]  # given with --bootstrap 0 too
    assert repeated["num_draws"] == 3 and {"pass@1", "pass@3", "agreement"} <= set(repeated["contains"])
    _, lines, _ = _latest(one)  # one lm-eval line per row, the three draws its responses
    assert [len(line["resps"][0]) for line in lines] == [3] * 4 and run.record["configs"]["fda"]["repeats"] == 3
    assert [line["resps"][0] for line in lines] == [[r["prediction"] for r in rows if r["idx"] == i] for i in range(4)]
    task = run.task_config("fda")
    assert task["decoding"] == "sampled" and task["num_samples"] == 3 and task["temperature"] == 0.9
    greedy = tmp_path / "greedy"
    assert run_script(_args(tiny_model_dir, FDA_ROWS, greedy, "--limit", "4")) == 0
    assert load_run(greedy).task_config("fda")["signature"] != task["signature"]
