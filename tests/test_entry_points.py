"""Every console entry point keeps the runner's promise, tried in real processes: a user's mistake
ends in one line on stderr with exit status 2 (``--debug``: the traceback), a builder never writes
an empty success, publishing refuses links and credentials, SIGTERM says how to resume and frees
the output folder, a full disk is one line."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from run_folders import recall_rows, write_run

from conftest import REPO

PY = sys.executable
SAMPLES = REPO / "groundeval" / "samples"
FDA_ROWS = SAMPLES / "based_fda_sample.jsonl"
MEDLFQA_FILES = ("healthsearch_qa_test_MedLFQA.jsonl", "kqa_golden_test_MedLFQA.jsonl",
                 "kqa_silver_wogold_test_MedLFQA.jsonl", "live_qa_test_MedLFQA.jsonl", "medication_qa_test_MedLFQA.jsonl")
ENV = {**os.environ, "HF_HUB_OFFLINE": "1", "OMP_NUM_THREADS": "1"}


def call(*args: str, timeout: int = 300) -> subprocess.CompletedProcess:
    return subprocess.run([PY, *args], cwd=REPO, env=ENV, capture_output=True, text=True, timeout=timeout)


def one_line(proc: subprocess.CompletedProcess, *words: str) -> str:
    """The process ended in exit status 2 with one error line (log lines of the run aside) naming ``words``."""
    assert proc.returncode == 2, (proc.returncode, proc.stderr[-2000:])
    lines = [line for line in proc.stderr.splitlines() if line.strip() and " WARNING " not in line
             and " INFO " not in line and "%|" not in line]  # log lines and progress bars aside
    assert len(lines) == 1 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert all(w in lines[0] for w in words), lines[0]
    return lines[0]


def test_help_and_a_bad_task_need_no_torch():
    """--help, and a mistake in the task list, answer before torch, transformers or datasets load
    (seconds of imports at every start otherwise)."""
    probe = ("import sys, runpy; sys.argv = ['run.py', *sys.argv[1:]]\n"
             "try:\n    runpy.run_path('scripts/run.py', run_name='__main__')\n"
             "except SystemExit:\n    pass\n"
             "loaded = sorted({'torch', 'transformers', 'datasets', 'accelerate'} & set(sys.modules))\n"
             "print('loaded:', ','.join(loaded))")
    for argv in (["--help"], ["--tasks", "nope"]):
        done = call("-c", probe, *argv)
        assert done.stdout.strip().splitlines()[-1] == "loaded:", (argv, done.stdout[-500:], done.stderr[-500:])
    assert "unknown task(s) nope" in done.stderr


def test_a_model_behind_an_api_needs_no_torch_to_estimate(tmp_path):
    """A model behind an API needs neither torch nor transformers to send its requests (the engine,
    its clients, and the seed rule it shares with the HF engine, ``engine.constants.request_seed``),
    and ``--estimate`` started alone loads neither them nor accelerate: it only reads the rows."""
    probe = ("import sys\nimport groundeval.engine.api, groundeval.api.client\n"
             "print('loaded:', ','.join(sorted({'torch', 'transformers'} & set(sys.modules))))")
    done = call("-c", probe)
    assert done.returncode == 0 and done.stdout.strip().splitlines()[-1] == "loaded:", (done.stdout[-500:], done.stderr[-500:])
    probe = ("import sys, runpy; sys.argv = ['run.py', *sys.argv[1:]]\n"
             "try:\n    runpy.run_path('scripts/run.py', run_name='__main__')\nexcept SystemExit as stop:\n    code = stop.code\n"
             "print('exit', code, 'loaded:', ','.join(sorted({'torch', 'transformers', 'accelerate'} & set(sys.modules))))")
    done = call("-c", probe, "--backend", "openai", "--model_args", "base_url=http://127.0.0.1:9/v1,model=m", "--tasks", "fda",
                "--bundled-samples", "--estimate", "--output-dir", str(tmp_path / "runs"))
    assert done.stdout.strip().splitlines()[-1] == "exit 0 loaded:", (done.stdout[-800:], done.stderr[-800:])
    assert "nothing was sent" in done.stdout
    assert not (tmp_path / "runs").exists()  # an estimate writes nothing, not even an empty run folder


# ------------------------------------------------------------------------------------------------
# builders


def test_based_builders_bad_input(tmp_path):
    array = tmp_path / "rows.jsonl"
    array.write_text("[1, 2, 3]\n")
    one_line(call("-m", "dataset_builders.based_fda.build", "--source", str(array), "--out", str(tmp_path / "o")),
             "rows.jsonl", "item 1")
    one_line(call("-m", "dataset_builders.based_squad.build", "--source", str(tmp_path / "missing.jsonl"), "--out",
                  str(tmp_path / "o")), "missing.jsonl", "no such file")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    one_line(call("-m", "dataset_builders.based_fda.build", "--source", str(empty), "--out", str(tmp_path / "o")), "no rows")
    assert not (tmp_path / "o").exists()


def test_medlfqa_builder_bad_input_and_no_empty_success(tmp_path):
    binary, empty = tmp_path / "binary", tmp_path / "empty"
    for folder, data in ((binary, b"\x00\xff\xfe not text"), (empty, b"")):
        folder.mkdir()
        for name in MEDLFQA_FILES:
            (folder / name).write_bytes(data)
    build = ("-m", "dataset_builders.medlfqa.build")
    one_line(call(*build, "--source", str(binary), "--out", str(tmp_path / "o")), "not UTF-8")
    one_line(call(*build, "--source", str(empty), "--out", str(tmp_path / "o")), "no rows")
    one_line(call(*build, "--source", str(tmp_path / "nothere") + "/", "--out", str(tmp_path / "o")), "no such folder")
    one_line(call(*build, "--source", str(binary / MEDLFQA_FILES[0]), "--out", str(tmp_path / "o")), "is a file")
    assert not (tmp_path / "o").exists()
    debug = call(*build, "--source", str(binary), "--out", str(tmp_path / "o"), "--debug")
    assert debug.returncode != 0 and "Traceback" in debug.stderr


def test_fda_label_qa_builder_refuses_an_empty_build(tmp_path):
    one_line(call("-m", "dataset_builders.fda_label_qa.build", "--out", str(tmp_path / "o")), "no labels")
    assert not (tmp_path / "o").exists()


# ------------------------------------------------------------------------------------------------
# report, compare, publish


def test_report_and_compare_bad_folders(tmp_path):
    one_line(call("scripts/report.py", str(tmp_path / "nothere"), "--out", str(tmp_path / "r")), "no such folder")
    two = tmp_path / "two"
    write_run(two, {"fda": recall_rows("fda", 4, 2, seed=1)}, model="a/one")
    write_run(two, {"fda": recall_rows("fda", 4, 2, seed=2)}, model="b/two")
    # the page takes every model run into the folder; a comparison needs the two runs named
    done = call("scripts/report.py", str(two), "--out", str(tmp_path / "r"), "--no-plots")
    assert done.returncode == 0 and len(json.loads(done.stdout)["page"]["runs"]) == 2, done.stderr[-500:]
    one_line(call("scripts/compare.py", str(two), str(two)), "2 models")


@pytest.fixture()
def build_copy(tmp_path):
    public, gold = tmp_path / "pub", tmp_path / "pub-gold"
    shutil.copytree(SAMPLES / "fda_labels" / "built", public)
    shutil.copytree(SAMPLES / "fda_labels" / "built-gold", gold)
    return public


def _publish(public: Path, out: Path) -> subprocess.CompletedProcess:
    from dataset_builders.fda_label_qa.build import VERSION

    return call("scripts/publish.py", "dataset", str(public), "--repo-id", "org/fda_label_qa", "--version", VERSION,
                "--dry-run", str(out))


def test_publish_refuses_symlinks_and_credentials(build_copy, tmp_path):
    secret = tmp_path / "credentials"
    secret.write_text("aws_secret_access_key = wJalrXUtnFEMI\n")
    (build_copy / "notes.txt").symlink_to(secret)
    one_line(_publish(build_copy, tmp_path / "d1"), "notes.txt", "symlink")
    (build_copy / "notes.txt").unlink()
    (build_copy / "data" / "more").symlink_to(tmp_path, target_is_directory=True)
    one_line(_publish(build_copy, tmp_path / "d2"), "data/more", "symlink")
    (build_copy / "data" / "more").unlink()
    for text, what in (("token hf_" + "a1B2c3D4e5" * 4, "Hugging Face token"),
                       ("-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n", "private key"),
                       ("key AKIA" + "ABCDEFGHIJKLMNOP", "AWS access key")):
        (build_copy / "notes.md").write_text(text)
        one_line(_publish(build_copy, tmp_path / "d3"), "notes.md", what)
        assert not (tmp_path / "d3").exists()  # nothing of a refused tree is left in the dry-run folder
    (build_copy / "notes.md").unlink()
    assert _publish(build_copy, tmp_path / "d4").returncode == 0


def test_publish_reads_every_card_form_and_refuses_broken_yaml(build_copy, tmp_path):
    readme = build_copy / "README.md"
    original = readme.read_text()
    readme.write_text(original.replace("configs:", "configs: [unclosed", 1))
    one_line(_publish(build_copy, tmp_path / "d1"), "README.md", "YAML")
    # data_files as a plain string, which Hub cards allow
    first = original.index("  data_files:\n  - split: test\n    path: ")
    end = original.index("\n", first + len("  data_files:\n  - split: test\n    path: "))
    path = original[first + len("  data_files:\n  - split: test\n    path: "):end]
    readme.write_text(original[:first] + f"  data_files: {path}" + original[end:])
    proc = _publish(build_copy, tmp_path / "d2")
    assert proc.returncode == 0, proc.stderr


def test_publish_lists_large_files(build_copy, tmp_path):
    (build_copy / "big.txt").write_bytes(b"0123456789\n" * 1_000_000)
    proc = _publish(build_copy, tmp_path / "d")
    assert proc.returncode == 0, proc.stderr
    notes = json.loads((tmp_path / "d" / "publish_plan.json").read_text())["notes"]
    assert any(n.startswith("large file: big.txt (10.5 MiB)") for n in notes), notes


# ------------------------------------------------------------------------------------------------
# the run: a file in the way, SIGTERM, a full disk


def _run_args(model: Path, out: Path, *extra: str) -> list[str]:
    return ["scripts/run.py", "--model", str(model), "--tasks", "fda", "--dataset", f"fda={FDA_ROWS}", "--output-dir",
            str(out), "--cpu", "--engine", "plain", "--batch-size", "1", "--bootstrap", "0", *extra]


def test_output_dir_that_is_a_file(tiny_model_dir, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    one_line(call(*_run_args(tiny_model_dir, blocker)), str(blocker), "not a folder")


@pytest.mark.slow
def test_sigterm_says_how_to_resume_and_frees_the_folder(tiny_model_dir, tmp_path, run_script):
    out = tmp_path / "out"
    proc = subprocess.Popen([PY, *_run_args(tiny_model_dir, out)], cwd=REPO, env=ENV, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 300
    while time.time() < deadline and not list(out.glob("*/.groundeval/fda/.partial-*")):
        time.sleep(0.01)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 128 + signal.SIGTERM, err[-2000:]
    assert "run.py: stopped by SIGTERM; run the same command again to resume it" in err and "Traceback" not in err
    assert not list(out.glob("*/.groundeval-run.lock")) or not _lock_held(out)
    assert run_script(_run_args(tiny_model_dir, out)[1:]) == 0  # the same command resumes (here in this process)


def _lock_held(out: Path) -> bool:
    import fcntl

    lock = next(out.glob("*/.groundeval-run.lock"))
    with open(lock, "a") as f:
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return True
        fcntl.flock(f, fcntl.LOCK_UN)
    return False


@contextlib.contextmanager
def small_disk(path: Path, size: str = "64k"):
    """A tmpfs of ``size`` at ``path``, or None where this machine cannot mount one."""
    path.mkdir()
    mounted = shutil.which("mount") and subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)],
                                                       capture_output=True).returncode == 0
    try:
        yield path if mounted else None
    finally:
        if mounted:
            subprocess.run(["umount", str(path)], capture_output=True)


def test_full_disk_is_one_line(tiny_model_dir, tmp_path):
    with small_disk(tmp_path / "disk") as disk:
        if disk is not None:
            (disk / "filler").write_bytes(b"\0" * 60_000)  # the run's first files do not fit
            one_line(call(*_run_args(tiny_model_dir, disk / "out")), "no space left")
            return
    # no tmpfs here: the same error path, a real ENOSPC from /dev/full in a real process
    code = ("import sys; from groundeval import entry\n"
            "def main(argv):\n    with open('/dev/full', 'w') as f:\n        f.write('x' * 100000)\n"
            "sys.exit(entry.run('probe', main))")
    one_line(call("-c", code), "no space left")


def test_the_shared_handler_is_everywhere():
    """Every console entry point ends through groundeval.entry (one error path, not copies)."""
    mains = [*sorted((REPO / "scripts").glob("*.py")), *sorted((REPO / "dataset_builders").glob("*/build.py")),
             REPO / "groundeval" / "lmeval_tasks" / "__main__.py"]
    for path in mains:
        text = path.read_text()
        command = re.search(r"from groundeval\.cli\.(\w+) import", text)
        if command:  # a checkout's wrapper of the installed command: its module ends through entry
            text = (REPO / "groundeval" / "cli" / f"{command.group(1)}.py").read_text()
        assert "entry.run(" in text, f"{path.relative_to(REPO)} does not end through groundeval.entry"
    assert (REPO / "groundeval" / "cli" / "__init__.py").read_text().count("entry.run(") + \
        (REPO / "groundeval" / "cli" / "__init__.py").read_text().count(".cli(rest)") >= 2


# ------------------------------------------------------------------------------------------------
# the metrics: wrong shapes are a clear ValueError naming the argument, before evaluate reads rows


@pytest.fixture(scope="module")
def metrics():
    import evaluate

    return {name: evaluate.load(str(REPO / "metrics" / name), keep_in_memory=True) for name in ("contains", "medlfqa", "label_grounding")}


@pytest.mark.parametrize("name,kwargs,words", [
    ("contains", {"predictions": "abc", "references": "abc"}, ("predictions", "list")),
    ("contains", {"predictions": [], "references": []}, ("predictions", "empty")),
    ("contains", {"predictions": ["a"], "references": "a"}, ("references", "list")),
    ("medlfqa", {"predictions": "a b", "references": ["a b"]}, ("predictions", "list")),
    ("medlfqa", {"predictions": [], "references": []}, ("empty",)),
    ("medlfqa", {"predictions": ["a b"], "references": ["a b"], "composite_weights": {"rouge1": None}}, ("composite_weights",)),
    ("medlfqa", {"predictions": ["a b"], "references": ["a b"], "composite_weights": {"rouge1": float("inf")}}, ("composite_weights",)),
    ("medlfqa", {"predictions": ["a b"], "references": ["a b"], "composite_weights": {"rouge1": "1"}}, ("composite_weights",)),
    ("label_grounding", {"predictions": "x", "references": "y"}, ("predictions", "list")),
    ("label_grounding", {"predictions": [], "references": []}, ("references", "empty")),
    ("label_grounding", {"predictions": ["{}"], "references": ["[" * 100_000 + "]" * 100_000]}, ("nested too deeply",)),
    ("label_grounding", {"predictions": ["{}"], "references": ["{not json"]}, ("not valid JSON",)),
    ("label_grounding", {"predictions": ["{}"], "references": ['{"questions": "x"}']}, ("questions",)),
    ("label_grounding", {"predictions": ["{}"], "references": ["[1, 2]"]}, ("qid",)),
    ("label_grounding", {"predictions": ["{}"], "references": ['{"questions": []}']}, ("non-empty",)),
    ("contains", {"predictions": ["a"], "references": [[[[[[[[[[["a"]]]]]]]]]]]}, ("references", "nested")),
    ("medlfqa", {"predictions": ["a b"], "references": ["a b"], "metrics": []}, ("metrics", "empty")),
    ("medlfqa", {"predictions": ["a b"], "references": ["a b"], "composite_weights": {"nope": 1}}, ("unknown keys",)),
])
def test_metrics_reject_wrong_shapes(metrics, name, kwargs, words):
    with pytest.raises(ValueError) as err:
        metrics[name].compute(**kwargs)
    assert all(w in str(err.value) for w in words), str(err.value)


def test_documented_negative_weight_is_accepted(metrics):
    out = metrics["medlfqa"].compute(predictions=["a b c"], references=["a b c"], metrics=["rouge1"],
                                     composite_weights={"hallucination": -1})
    assert "rouge1" in out


def test_deep_answers_are_a_critical_error_not_a_crash(metrics):
    gold = json.dumps({"questions": [{"qid": "q1", "status": "NOT_FOUND"}], "passages": {}})
    out = metrics["label_grounding"].compute(predictions=["[" * 100_000 + "]" * 100_000], references=[gold])
    assert out["critical_errors"] == {"missing": 1, "too_deeply_nested": 1}


def test_truncation_is_logged_once_per_task(caplog):
    from groundeval.engine.encoding import Generation
    from groundeval.runner import log_truncation

    gens = {i: Generation(i, "x", 10, 1, cut, "stop") for i, cut in enumerate((0, 5, 0, 18_500_000))}
    with caplog.at_level("WARNING", logger="groundeval"):
        assert log_truncation("olaph", gens, 2048) == (2, 18_500_005)
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "olaph: 2 of 4 prompts were cut" in lines[0] and "18500005 tokens removed" in lines[0]


# ------------------------------------------------------------------------------------------------
# folders of another tool, out-of-range counts


def _spoil(run: Path, how: str) -> None:
    results = next(run.glob("*/results_*.json"))
    if how == "array":
        results.write_text("[1, 2]")
    elif how == "results-string":
        record = json.loads(results.read_text())
        record["results"] = "oops"
        results.write_text(json.dumps(record))
    else:  # a samples file whose lines are arrays
        samples = next(run.glob("*/samples_*.jsonl"))
        samples.write_text("[1]\n[2]\n")


@pytest.mark.parametrize("how", ["array", "results-string", "sample-arrays"])
def test_run_folders_of_another_shape_are_one_line(tmp_path, how):
    good, bad = tmp_path / "good", tmp_path / "bad"
    write_run(good, {"fda": recall_rows("fda", 4, 2, seed=1)})
    write_run(bad, {"fda": recall_rows("fda", 4, 2, seed=2)})
    _spoil(bad, how)
    one_line(call("scripts/report.py", str(bad), "--out", str(tmp_path / "r"), "--no-plots"), "scripts/run.py")
    one_line(call("scripts/compare.py", str(good), str(bad)), "scripts/run.py")
    one_line(call("scripts/publish.py", "results", str(bad), "--repo-id", "org/res", "--dry-run", str(tmp_path / "d")),
             "scripts/run.py")


@pytest.mark.parametrize("args", [
    ("scripts/compare.py", "x", "y", "--bootstrap", "99999999999999999999"),
    ("scripts/report.py", "x", "--out", "y", "--bootstrap", "-1"),
    ("scripts/gold_audit.py", "packets", "--out", "x", "--batches", "0"),
    ("scripts/verifier_validation.py", "writers", "--out", "x", "--batches", "0"),
    ("scripts/bench_rouge.py", "--runs", "0"),
    ("scripts/bench_gguf.py", "--runs", "0"),
    ("scripts/bench_verifier.py", "--runs", "0"),
    ("-m", "dataset_builders.fda_label_qa.build", "--out", "x", "--max-passage-chars", "0"),
])
def test_out_of_range_counts_are_usage_errors(args):
    proc = call(*args)
    assert proc.returncode == 2 and "out of range" in proc.stderr and "Traceback" not in proc.stderr, proc.stderr


def test_verdict_files_are_checked_line_by_line(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("gold_audit_probe", REPO / "scripts" / "gold_audit.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with pytest.raises(ValueError, match="line 2: a verdict is a JSON object with qid, verdict"):
        module._verdict(tmp_path / "batch_0.jsonl", 2, '{"reason": "no qid"}', ("qid", "verdict"))
    with pytest.raises(ValueError, match="line 3: not valid JSON"):
        module._verdict(tmp_path / "batch_0.jsonl", 3, '{"qid": ', ("qid", "verdict"))


# ------------------------------------------------------------------------------------------------
# third round: nothing of the repository's data is emptied, special files are never replaced


def test_ingest_steps_refuse_a_folder_without_verdicts_and_change_nothing(tmp_path):
    audit_file = REPO / "dataset_builders" / "fda_label_qa" / "gold_audit.jsonl"
    validation_file = REPO / "dataset_builders" / "fda_label_qa" / "verifier_validation.jsonl"
    second_file = REPO / "dataset_builders" / "fda_label_qa" / "verifier_validation_round3_second.jsonl"
    before = audit_file.read_bytes(), validation_file.read_bytes(), second_file.read_bytes()
    (tmp_path / "empty").mkdir()
    one_line(call("scripts/gold_audit.py", "ingest", "--verdicts", str(tmp_path / "nothere")), "no such folder")
    one_line(call("scripts/gold_audit.py", "ingest", "--verdicts", str(tmp_path / "empty")), "nothing was changed")
    one_line(call("scripts/verifier_validation.py", "ingest", "--out", str(tmp_path / "nothere")), "nothing was changed")
    one_line(call("scripts/verifier_validation.py", "second", "--round", "3", "--out", str(tmp_path / "empty")),
             "nothing was changed")
    assert (audit_file.read_bytes(), validation_file.read_bytes(), second_file.read_bytes()) == before
    one_line(call("scripts/gold_audit.py", "packets", "--out", str(tmp_path / "p")), "no candidate questions")
    one_line(call("scripts/verifier_validation.py", "writers", "--out", str(tmp_path / "w")), "no gold questions")


def test_an_output_that_is_not_a_regular_file_is_never_replaced(tmp_path):
    good = tmp_path / "good"
    write_run(good, {"fda": recall_rows("fda", 4, 2, seed=1)})
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    one_line(call("scripts/compare.py", str(good), str(good), "--json", str(fifo)), "not a regular file")
    assert fifo.is_fifo()


@pytest.mark.parametrize("args,words", [
    (("scripts/compare.py", "a", "b", "--level", "1.5"), "out of range"),
    (("scripts/compare.py", "a", "b", "--level", "nan"), "out of range"),
    (("scripts/export_harbor.py", "x", "--out", "y", "--org", "bad org/../x"), "organisation name"),
])
def test_bad_values_are_usage_errors(args, words):
    proc = call(*args)
    assert proc.returncode == 2 and words in proc.stderr and "Traceback" not in proc.stderr, proc.stderr


def test_sampling_values_must_be_finite():
    from groundeval.draws import check_sampling

    for temperature in (float("nan"), float("inf"), -1.0):
        with pytest.raises(ValueError, match="--temperature"):
            check_sampling(1, temperature, 1.0)
    with pytest.raises(ValueError, match="--top-p"):
        check_sampling(1, 0.0, float("nan"))


def test_publish_refuses_secret_assignments_and_hard_links(build_copy, tmp_path):
    (build_copy / "data" / "creds.ini").write_text("[default]\naws_secret_access_key = wJalrXUtnFEMIK7MDENGbPxRfiCY\n")
    one_line(_publish(build_copy, tmp_path / "d1"), "creds.ini", "AWS secret key")
    (build_copy / "data" / "creds.ini").unlink()
    outside = tmp_path / "outside.txt"
    outside.write_text("not part of the build\n")
    os.link(outside, build_copy / "linked.txt")
    one_line(_publish(build_copy, tmp_path / "d2"), "linked.txt", "hard link")


def test_fda_label_qa_builder_refuses_a_qa_file_of_other_columns(tmp_path):
    other = tmp_path / "qa.jsonl"
    other.write_text('{"id": 1, "text": "not a QA row"}\n')
    labels = SAMPLES / "fda_labels" / "raw" / "fdarxbench_format_label_example.jsonl"
    one_line(call("-m", "dataset_builders.fda_label_qa.build", "--fdarxbench-labels", str(labels), "--fdarxbench-qa",
                  str(other), "--out", str(tmp_path / "o")), "qa.jsonl", "row 1")
