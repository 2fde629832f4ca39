"""The lm-evaluation-harness task folder groundeval ships (``groundeval/lmeval_tasks/harness``).

lm-eval runs groundeval's tasks from it with ``--include_path``; on the same rows and model it
must give the runner's continuations and scores. Rows come from local files through lm-eval's
``--metadata`` (here ``TaskManager(metadata=...)``), the tiny Llama of ``conftest`` is the model.
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO
from groundeval.errors import UserError
from groundeval.lmeval_tasks import HARNESS_DIR, include_path
from groundeval.runs import load_run
from groundeval.tasks import TaskOptionError, get_task
from groundeval.tasks.olaph import INSTRUCTION

lm_eval = pytest.importorskip("lm_eval")
from lm_eval.tasks import TaskManager  # noqa: E402

SAMPLES = REPO / "groundeval" / "samples"
MEDLFQA = SAMPLES / "medlfqa_sample.jsonl"
RECALL = {"fda": SAMPLES / "based_fda_sample.jsonl", "squad_completion": SAMPLES / "based_squad_sample.jsonl"}
SHIPPED = {f"groundeval_{t}{s}" for t in RECALL for s in ("", "_lm_eval", "_based")} | {"groundeval_olaph", "groundeval_olaph_perplexity"}
# Golds the tiny random model sometimes writes, some with whitespace around them: contains v1
# (stripped gold) and v0 (raw gold) then score rows differently, and neither scores all 0 or all 1.
GOLDS = ["in", " in", "BW ", "tin", "Zebra", "for", "lic", "\nbia", "K?", "ess", "xyzzy"]


def _recall_rows(tmp_path):
    """The bundled recall samples with golds swapped for strings the tiny model writes."""
    paths = {}
    for task, sample in RECALL.items():
        rows = [json.loads(line) for line in sample.read_text().splitlines() if line.strip()]
        paths[task] = tmp_path / f"{task}.jsonl"
        paths[task].write_text("".join(json.dumps({**r, "value": GOLDS[i % len(GOLDS)]}) + "\n" for i, r in enumerate(rows)))
    return paths


def _manager(**metadata):
    return TaskManager(include_path=include_path(), include_defaults=False, metadata=metadata)


def _load(names, **metadata):
    return _manager(**metadata).load(names)["tasks"]


# ------------------------------------------------------------------------------ the folder
def test_printed_include_path_is_the_task_folder():
    out = subprocess.run([sys.executable, "-m", "groundeval.lmeval_tasks"], capture_output=True, text=True, check=True, cwd=REPO)
    folder = out.stdout.strip()
    assert folder == str(HARNESS_DIR) and HARNESS_DIR.is_dir()
    assert {p.stem for p in HARNESS_DIR.glob("*.yaml")} == SHIPPED
    manager = TaskManager(include_path=folder, include_defaults=False)
    assert set(manager.all_subtasks) == SHIPPED
    assert not [t for t in manager.all_tasks if "local" in t]  # the parity tests' own tasks stay out
    assert "groundeval" in manager.all_tags
    listed = subprocess.run([sys.executable, "-m", "groundeval.lmeval_tasks", "--list"], capture_output=True, text=True,
                            check=True, cwd=REPO).stdout.split()
    assert sorted(listed) == sorted(SHIPPED)


def test_an_install_ships_the_task_folder(monkeypatch):
    # The files pyproject.toml's package-data declares for the folder, as setuptools' build_py
    # finds them (no manifest: nothing is written, and only the declared patterns count).
    import warnings

    from setuptools.config.pyprojecttoml import apply_configuration
    from setuptools.dist import Distribution

    monkeypatch.chdir(REPO)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        dist = apply_configuration(Distribution({"script_name": "setup.py"}), "pyproject.toml")
        build_py = dist.get_command_obj("build_py")
        build_py.ensure_finalized()
    build_py.manifest_files = {}
    found = [Path(f) for f in build_py.find_data_files("groundeval", "groundeval")]
    assert "groundeval.lmeval_tasks.harness" in dist.packages  # tasks.py, the classes the YAMLs name
    shipped = sorted(f.name for f in found if f.parent == Path("groundeval/lmeval_tasks/harness"))
    assert shipped == sorted([f"{t}.yaml" for t in SHIPPED] + ["README.md"])
    # The evaluate modules the tasks score through travel too (groundeval/metrics links to metrics/),
    # so a wheel, not only a checkout, scores: every file of every metric folder but caches.
    metrics = {f.relative_to("groundeval/metrics").as_posix() for f in found if f.parts[:2] == ("groundeval", "metrics")}
    expected = {p.relative_to(REPO / "metrics").as_posix() for p in (REPO / "metrics").rglob("*")
                if p.is_file() and "__pycache__" not in p.parts}
    assert metrics == expected


# ----------------------------------------------------------------- the protocols as data
@pytest.mark.parametrize("protocol, suffix", [("v1", ""), ("lm-eval", "_lm_eval"), ("based", "_based")])
@pytest.mark.parametrize("name", sorted(RECALL))
def test_recall_yaml_is_groundeval_protocol(tmp_path, name, protocol, suffix):
    rows = _recall_rows(tmp_path)
    task = _load([f"groundeval_{name}{suffix}"], dataset={name: str(rows[name])})[f"groundeval_{name}{suffix}"]
    ours = get_task(name)
    dataset = ours.load(str(rows[name]))
    strip, add_bos, stop, max_gen_toks = ours.settings(protocol)
    cfg = task.config
    assert (cfg.dataset_path, cfg.dataset_name) == (str(rows[name]), None)  # what was read, not the YAML's Hub id
    assert str(cfg.metadata["version"]) == ours.version
    assert cfg.generation_kwargs["until"] == list(stop) and cfg.generation_kwargs["max_gen_toks"] == max_gen_toks
    assert task.contains_version == ("v1" if strip else "v0")
    docs = list(task.eval_docs)
    assert len(docs) == len(dataset)
    prompts = [r.prompt for r in ours.requests(dataset, protocol)]
    assert [task.fewshot_context(d, 0) for d in docs] == prompts
    golds = [task.doc_to_target(d) for d in docs]
    assert golds == [v.strip() if strip else v for v in dataset["value"]]
    # contains v1 strips the gold, v0 does not: " in" is found in "a bin" only under v1.
    scored = task.process_results(docs[1], ["a bin"])["contains"]
    assert scored == (1 if strip else 0)


def test_olaph_yaml_is_groundeval_prompt_and_generation():
    tasks = _load(["groundeval_olaph", "groundeval_olaph_perplexity"],
                  dataset={"olaph": str(MEDLFQA), "olaph_perplexity": str(MEDLFQA)})
    olaph, perplexity = tasks["groundeval_olaph"], tasks["groundeval_olaph_perplexity"]
    ours = get_task("olaph")
    dataset = ours.load(str(MEDLFQA))
    requests = ours.requests(dataset, "v1")
    docs = list(olaph.eval_docs)
    assert [olaph.fewshot_context(d, 0) for d in docs] == [r.prompt for r in requests]
    assert requests[0].prompt.startswith(INSTRUCTION + "\n")
    gen = olaph.config.generation_kwargs
    assert gen["until"] == list(requests[0].stop) and gen["max_gen_toks"] == requests[0].max_gen_toks
    assert str(olaph.config.metadata["version"]) == ours.version == str(perplexity.config.metadata["version"])
    assert olaph.config.dataset_path == str(MEDLFQA) == perplexity.config.dataset_path
    rolling = get_task("olaph_perplexity").requests(dataset, "v1")
    assert [perplexity.doc_to_target(d) for d in perplexity.eval_docs] == [r.prompt for r in rolling]
    assert {m["metric"] for m in olaph.config.metric_list} == {
        "bleu", "rouge1", "rouge2", "rougeL", "bertscore", "bleurt", "comprehensiveness", "hallucination", "composite"}


def test_olaph_metric_set_follows_task_options():
    task = _load(["groundeval_olaph"], dataset={"olaph": str(MEDLFQA)},
                 task_options={"olaph": {"model_metrics": False}})["groundeval_olaph"]
    doc = next(iter(task.eval_docs))
    scores = task.process_results(doc, [doc["answer"]])
    assert set(scores) == {"bleu", "rouge1", "rouge2", "rougeL"}
    assert scores["rouge1"] == pytest.approx(1.0) and scores["bleu"] == pytest.approx(1.0)
    short = task.process_results(doc, ["Yes."])  # lm-eval's rule: under 10 characters is NaN
    assert all(math.isnan(v) for v in short.values())


@pytest.mark.slow
def test_olaph_without_its_scoring_models_says_so_and_stops_asking(caplog):
    # Offline, BERTScore, BLEURT and the factuality encoder cannot load: the row gets BLEU and
    # ROUGE (as the runner's scores do), the log says why, later rows do not retry the loads, and
    # the metrics that could not be computed aggregate to "not computed: <reason>" in lm-eval's table.
    task = _load(["groundeval_olaph"], dataset={"olaph": str(MEDLFQA)})["groundeval_olaph"]
    first, second = list(task.eval_docs)[:2]
    missing = {"bertscore", "bleurt", "comprehensiveness", "hallucination", "composite"}
    for doc in (first, second):
        scores = task.process_results(doc, [doc["answer"]])
        assert set(scores) == {"bleu", "rouge1", "rouge2", "rougeL"} | missing
        assert all(math.isnan(scores[m]) for m in missing) and not math.isnan(scores["rouge1"])
        assert task.groundeval.options["model_metrics"] is False
    assert "bertscore not computed" in caplog.text
    aggregations = task.aggregation()
    assert aggregations["bertscore"]([float("nan")]).startswith("not computed: OSError")
    assert aggregations["composite"]([float("nan")]) == "not computed: it needs every one of its component scores"
    assert aggregations["rouge1"] is not aggregations["bertscore"]


@pytest.mark.parametrize("metadata, error, message", [
    ({"dataset": "rows.jsonl"}, UserError, "must map groundeval task names"),
    ({"dataset": {"fdaa": "rows.jsonl"}}, UserError, "unknown task(s) fdaa"),
    ({"task_options": {"fda": {"rows": "all"}}}, TaskOptionError, "has no option(s) rows"),
    ({"task_options": {"olaph": {"factuality": "cosine"}}}, TaskOptionError, "factuality must be one of"),
    ({"task_options": {"olaph": {"chat_template": True}}}, UserError, "--apply_chat_template"),
])
def test_bad_metadata_is_a_one_line_error(metadata, error, message):
    name = "groundeval_olaph" if "olaph" in json.dumps(metadata) else "groundeval_fda"
    metadata.setdefault("dataset", {"olaph": str(MEDLFQA)} if name == "groundeval_olaph" else {"fda": str(RECALL["fda"])})
    with pytest.raises(error) as info:
        _load([name], **metadata)
    assert message in str(info.value) and "\n" not in str(info.value)


def test_offline_without_metadata_the_bundled_sample_is_read_and_recorded(caplog):
    """No --metadata and no Hub: the task's bundled sample, a warning that it is not the benchmark,
    and ``dataset_path`` naming the file that was read."""
    task = _load(["groundeval_fda"])["groundeval_fda"]
    sample = get_task("fda").sample_source()
    assert task.config.dataset_path == sample and task.config.dataset_name is None
    assert len(list(task.eval_docs)) == len(get_task("fda").load(sample))
    assert "NOT the benchmark" in caplog.text


def test_rows_that_cannot_be_read_are_one_line_naming_metadata(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        _load(["groundeval_fda"], dataset={"fda": str(tmp_path / "missing.parquet")})
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("groundeval_fda: cannot read the rows") and "--metadata" in err[0], err
    assert "no such file" in err[0]


# ------------------------------------------------------- lm-eval vs the runner, row for row
def _lm_eval(model_dir, tasks, metadata, limit, monkeypatch):
    monkeypatch.setenv("DISABLE_MULTIPROC", "1")  # lm-eval's bootstrap in-process
    out = lm_eval.simple_evaluate(model="hf", model_args=f"pretrained={model_dir},dtype=float32", tasks=tasks,
                                  task_manager=_manager(**metadata), batch_size=1, limit=limit, log_samples=True,
                                  device="cpu", bootstrap_iters=20)
    return out["results"], out["samples"]


def _runner(run_script, model_dir, out, tasks, sources, protocol, limit, *extra):
    argv = ["--model", str(model_dir), "--tasks", ",".join(tasks), "--protocol", protocol, "--limit", str(limit),
            "--output-dir", str(out), "--cpu", "--bootstrap", "20", *extra]
    for task in tasks:
        argv += ["--dataset", f"{task}={sources[task]}"]
    assert run_script(argv) == 0
    return load_run(out)


def _row_key(row, *names):
    # The runner's rows name the row and its continuation ``idx``/``prediction`` (lm-eval's
    # sample files: ``doc_id``/``filtered_resps``); read either.
    for name in names:
        if name in row:
            return row[name]
    raise KeyError(names)


def _metric(metrics, name):
    return metrics[name] if name in metrics else metrics[f"{name},none"]


def _continuations(rows):
    out = {}
    for row in rows:
        text = _row_key(row, "prediction", "filtered_resps")
        out[_row_key(row, "idx", "doc_id")] = text[0] if isinstance(text, list) else text
    return out


@pytest.mark.slow
@pytest.mark.parametrize("protocol, suffix", [("v1", ""), ("based", "_based")])
def test_recall_same_continuations_and_scores_as_the_runner(run_script, tiny_model_dir, tmp_path, monkeypatch, protocol, suffix):
    sources = _recall_rows(tmp_path)
    names = {t: f"groundeval_{t}{suffix}" for t in RECALL}
    results, samples = _lm_eval(tiny_model_dir, list(names.values()), {"dataset": {t: str(p) for t, p in sources.items()}},
                                6, monkeypatch)
    run = _runner(run_script, tiny_model_dir, tmp_path / "run", list(RECALL), sources, protocol, 6)
    for task, name in names.items():
        theirs = {s["doc_id"]: s["filtered_resps"][0] for s in samples[name]}
        ours = _continuations(run.rows[task])
        assert ours == theirs and len(ours) == 6
        assert [s["contains"] for s in sorted(samples[name], key=lambda s: s["doc_id"])] == \
               [_row_key(r, "contains") for r in sorted(run.rows[task], key=lambda r: _row_key(r, "idx", "doc_id"))]
        mine = run.metrics(task)
        assert results[name]["contains,none"] == pytest.approx(_metric(mine, "contains"))
        assert results[name]["contains_stderr,none"] == pytest.approx(_metric(mine, "contains_stderr"))
    hits = [s["contains"] for name in names.values() for s in samples[name]]
    assert 0 < sum(hits) < len(hits)  # the golds above make the scores say something


@pytest.mark.slow
def test_olaph_same_continuations_and_scores_as_the_runner(run_script, tiny_model_dir, tmp_path, monkeypatch):
    tasks = ["olaph", "olaph_perplexity"]
    sources = {t: str(MEDLFQA) for t in tasks}
    metadata = {"dataset": sources, "task_options": {"olaph": {"model_metrics": False}}}
    results, samples = _lm_eval(tiny_model_dir, [f"groundeval_{t}" for t in tasks], metadata, 3, monkeypatch)
    run = _runner(run_script, tiny_model_dir, tmp_path / "run", tasks, sources, "v1", 3,
                  "--task-option", "olaph.model_metrics=false")
    theirs = {s["doc_id"]: s["filtered_resps"][0] for s in samples["groundeval_olaph"]}
    assert _continuations(run.rows["olaph"]) == theirs
    lexical = ("bleu", "rouge1", "rouge2", "rougeL")
    for metric in lexical:
        assert results["groundeval_olaph"][f"{metric},none"] == pytest.approx(_metric(run.metrics("olaph"), metric), nan_ok=True)
    by_row = sorted(samples["groundeval_olaph"], key=lambda s: s["doc_id"])
    for sample, row in zip(by_row, sorted(run.rows["olaph"], key=lambda r: _row_key(r, "idx", "doc_id"))):
        assert [sample[m] for m in lexical] == pytest.approx([_row_key(row, m) for m in lexical], nan_ok=True)
    assert not any(f"{m},none" in results["groundeval_olaph"] for m in ("bertscore", "bleurt", "composite"))
    assert results["groundeval_olaph"]["rouge1,none"] > 0  # the continuations share words with the answers
    ppl = results["groundeval_olaph_perplexity"]
    for metric in ("word_perplexity", "byte_perplexity", "bits_per_byte"):
        assert ppl[f"{metric},none"] == pytest.approx(_metric(run.metrics("olaph_perplexity"), metric), rel=1e-4)



def test_lm_evals_own_table_names_what_was_not_computed(tiny_model_dir, monkeypatch):
    """Through lm-eval itself, offline: the scoring models do not load, and lm-eval's results and
    its ``make_table`` show each metric that was asked for as "not computed: <reason>"."""
    from lm_eval.utils import make_table

    monkeypatch.setenv("DISABLE_MULTIPROC", "1")
    out = lm_eval.simple_evaluate(model="hf", model_args=f"pretrained={tiny_model_dir},dtype=float32",
                                  tasks=["groundeval_olaph"], task_manager=_manager(dataset={"olaph": str(MEDLFQA)}),
                                  batch_size=1, limit=2, device="cpu", bootstrap_iters=20,
                                  gen_kwargs="max_gen_toks=8")
    entry = out["results"]["groundeval_olaph"]
    for metric in ("bertscore", "bleurt", "comprehensiveness", "hallucination", "composite"):
        assert str(entry[f"{metric},none"]).startswith("not computed: "), (metric, entry)
        assert entry[f"{metric}_stderr,none"] == "N/A"
    assert isinstance(entry["rouge1,none"], float) or entry["rouge1,none"] != entry["rouge1,none"]
    table = make_table(out)
    assert table.count("not computed: ") == 5
