"""Runs from published datasets: ``scripts/run.py --dataset TASK=<tree>`` on the tree
``publish.py dataset --dry-run`` writes reads it with the same ``load_dataset(source, config,
revision=...)`` call a Hub id takes, and gives the predictions of the builder's input rows."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import REPO, load_script
from dataset_builders.based_common import build as build_based
from dataset_builders.based_fda.build import SPEC as FDA
from dataset_builders.based_squad.build import SPEC as SQUAD
from dataset_builders.medlfqa import build as medlfqa

SAMPLES = REPO / "groundeval" / "samples"
LABELS = SAMPLES / "fda_labels" / "built"

pytestmark = pytest.mark.usefixtures("one_torch_thread")


def publish_dry_run(folder: Path, out: Path, *extra: str) -> Path:
    from huggingface_hub import DatasetCard

    version = str(DatasetCard.load(folder / "README.md").data.version)  # the build's own release
    assert load_script("publish").main(["dataset", str(folder), "--repo-id", f"org/{folder.name}", "--version", version,
                                        "--dry-run", str(out), *extra]) == 0
    return out


def load_output(out: Path):
    """The run that ``--output-dir out`` holds, read by ``load_run``: ``out`` itself or the one run
    folder inside it (the runner may file a run under a folder named after the model)."""
    from groundeval.runs import load_run

    inside = sorted(p for p in out.iterdir() if p.is_dir() and not p.name.startswith("."))
    for folder in [out, *inside]:
        try:
            return load_run(folder)
        except FileNotFoundError:
            continue
    raise AssertionError(f"load_run finds no run in {out} or {[p.name for p in inside]}")


def run_rows(run_script, model: Path, task: str, source: Path, out: Path, *extra: str) -> tuple[list[dict], dict]:
    """The run's prediction rows (without the run's own id and signature) and its task record."""
    assert run_script(["--model", str(model), "--tasks", task, "--dataset", f"{task}={source}", "--output-dir", str(out),
                       "--cpu", "--bootstrap", "0", *extra]) == 0
    run = load_output(out)
    rows = [{k: v for k, v in r.items() if k not in ("run_id", "signature")} for r in run.rows[task]]
    return rows, run.dataset(task)


@pytest.mark.parametrize("spec", [FDA, SQUAD], ids=lambda s: s.task)
def test_recall_task_from_a_published_tree(spec, run_script, tiny_model_dir, tmp_path):
    rows_file = SAMPLES / f"{spec.name}_sample.jsonl"
    build_based(spec, str(rows_file), tmp_path / spec.name)
    tree = publish_dry_run(tmp_path / spec.name, tmp_path / "published")
    from_tree, where = run_rows(run_script, tiny_model_dir, spec.task, tree, tmp_path / "a", "--limit", "4")
    from_rows, _ = run_rows(run_script, tiny_model_dir, spec.task, rows_file, tmp_path / "b", "--limit", "4")
    assert [r["idx"] for r in from_tree] == [0, 1, 2, 3]
    assert from_tree == from_rows
    assert where["dataset"] == str(tree.resolve())


def test_medlfqa_tasks_from_a_published_tree(run_script, tiny_model_dir, tmp_path):
    raw = tmp_path / "raw5"
    shutil.copytree(REPO / "tests" / "fixtures" / "medlfqa" / "raw", raw)
    with open(raw / medlfqa.SOURCE_FILES["healthsearch_qa"], "w") as fh:  # the real file is on the Hub only
        for i in range(30):
            fh.write(json.dumps({"Question": f"How is condition {i} treated?", "Free_form_answer": f"It is treated with rest {i}.",
                                 "Must_have": [f"rest {i}"], "Nice_to_have": []}) + "\n")
    assert medlfqa.main(["--source", str(raw), "--out", str(tmp_path / "medlfqa")]) == 0
    tree = publish_dry_run(tmp_path / "medlfqa", tmp_path / "published")
    # The default rows (lm_eval_slice) come from the tree's config and from the original files alike.
    a, _ = run_rows(run_script, tiny_model_dir, "olaph_perplexity", tree, tmp_path / "a")
    b, _ = run_rows(run_script, tiny_model_dir, "olaph_perplexity", raw, tmp_path / "b")
    assert len(a) == 5 and a == b
    options = ["--task-option", "olaph.model_metrics=false", "--task-option", "olaph.factuality=null",
               "--task-option", "olaph.rows=all", "--limit", "2"]
    a, _ = run_rows(run_script, tiny_model_dir, "olaph", tree, tmp_path / "c", *options)
    b, _ = run_rows(run_script, tiny_model_dir, "olaph", raw, tmp_path / "d", *options)
    assert len(a) == 2 and [r["prediction"] for r in a] == [r["prediction"] for r in b] and a == b


def test_fda_label_qa_from_published_trees_finds_its_gold_beside_them(run_script, tiny_model_dir, tmp_path):
    public = publish_dry_run(LABELS, tmp_path / "pub" / "fda_label_qa", "--gold", str(LABELS.with_name("built-gold")))
    publish_dry_run(LABELS.with_name("built-gold"), tmp_path / "pub" / "fda_label_qa-gold", "--private")
    options = ["--task-option", "fda_label_qa.families=numeric_dosage", "--task-option", "fda_label_qa.per_family=2",
               "--task-option", "fda_label_qa.max_gen_toks=12", "--task-option", "fda_label_qa.max_prompt_chars=1200"]
    a, where = run_rows(run_script, tiny_model_dir, "fda_label_qa", public, tmp_path / "a", *options)
    b, _ = run_rows(run_script, tiny_model_dir, "fda_label_qa", LABELS, tmp_path / "b", *options)
    assert len(a) == 2 and a == b
    assert where["dataset"] == str(public.resolve())
