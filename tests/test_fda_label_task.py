"""The fda_label_qa runner task: requests() and score() with fake outputs (oracle, garbage, empty)."""

from __future__ import annotations

import json
import re
from pathlib import Path
import shutil

import pytest

from dataset_builders.fda_label_qa.families import FAMILIES
from groundeval.tasks import get_task
from groundeval.tasks.fda_label_qa import ANSWER_FORMAT, first_json_object

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def task_and_data():
    task = get_task("fda_label_qa")
    ds = task.load(None)
    return task, ds


def oracle_text(gold_json: str) -> str:
    g = json.loads(gold_json)
    item = {k: g[k] for k in ("qid", "status", "answer", "citations", "structured_fields")}
    return "Here is my answer:\n```json\n" + json.dumps({"answers": [item]}) + "\n```\nDone."


def test_load_default_sample(task_and_data):
    task, ds = task_and_data
    assert set(ds["family"]) == set(FAMILIES)
    assert task.families == list(FAMILIES)  # read from the dataset's configs
    profile = json.loads((Path(task.sample_source()) / "profile.json").read_text())
    assert len(ds) == sum(profile["questions_by_family"].values()) and task.provenance["dataset_version"] == "2.55.0"
    assert task.provenance["gold"] == task.provenance["dataset"] + "-gold"
    gold = json.loads(ds[0]["gold"])
    assert gold["qid"] == ds[0]["qid"] and "status" in gold


def test_requests_budget_and_layout(task_and_data):
    task, ds = task_and_data
    reqs = task.requests(ds, "v1")
    assert [r.idx for r in reqs] == list(range(len(ds)))
    for r, row in zip(reqs, ds):
        assert r.kind == "generate_until" and r.max_gen_toks == 384
        assert len(r.prompt) <= 8000
        assert r.prompt.endswith(ANSWER_FORMAT + "\nJSON:")
        assert row["question"] in r.prompt[-(len(ANSWER_FORMAT) + len(row["question"]) + 400):]
    # answerable questions: the prompt shows at least one gold passage (lexical ranking works)
    hits = 0
    for r, row in zip(reqs, ds):
        g = json.loads(row["gold"])
        if g["citations"]:
            hits += any(f"| {c['passage_id']} |" in r.prompt for c in g["citations"])
    assert hits >= 0.9 * sum(1 for row in ds if json.loads(row["gold"])["citations"])


def test_small_budget_and_batches():
    task = get_task("fda_label_qa", max_prompt_chars=2500, batch_size=3, families="numeric_dosage,near_miss_refusal")
    ds = task.load(None)
    reqs = task.requests(ds, "v1")
    assert set(ds["family"]) == {"numeric_dosage", "near_miss_refusal"}
    counts = [ds["family"].count(f) for f in ("numeric_dosage", "near_miss_refusal")]
    assert len(reqs) == sum((n + 2) // 3 for n in counts) and min(counts) >= 4
    assert all(len(r.prompt) <= 2500 + 3 * 600 for r in reqs)  # fixed parts may exceed a tiny budget
    assert all(r.max_gen_toks <= 3 * 384 for r in reqs)
    batches = task.batches(ds)
    assert all(len({ds[i]["family"] for i in b}) == 1 for b in batches)
    outs = []
    for b in batches:
        items = [json.loads(oracle_text(ds[i]["gold"]).split("```json\n")[1].split("\n```")[0])["answers"][0] for i in b]
        outs.append(json.dumps({"answers": items}))
    res = task.score(ds, reqs, outs, "v1")
    assert res.breakdown["numeric_dosage"]["score"] == 1.0
    assert res.breakdown["near_miss_refusal"]["critical_errors"] == {}


def test_score_oracle_garbage_empty(task_and_data):
    task, ds = task_and_data
    reqs = task.requests(ds, "v1")
    res = task.score(ds, reqs, [oracle_text(g) for g in ds["gold"]], "v1")
    for row in res.rows:
        g = json.loads(ds[row["row"]]["gold"])
        expected = 0.9 if g["status"] == "NOT_FOUND" and not g["citations"] else 1.0
        assert row["score"] == pytest.approx(expected), row["qid"]
        assert row["critical_errors"] == [] and row["parsed"]
    assert res.metrics["pass"] is True and res.metrics["parse_rate"] == 1.0
    assert set(res.breakdown) == set(FAMILIES)
    assert res.breakdown["numeric_dosage"]["score"] == 1.0
    assert 0.9 < res.breakdown["near_miss_refusal"]["score"] < 1.0
    keys = {"idx", "row", "qid", "family", "question", "set_ids", "prediction", "parsed", "gold_status",
            "pred_status", "score", "passed", "components", "critical_errors", "citations", "notes"}
    assert set(res.rows[0]) == keys
    json.dumps(res.rows)  # the runner writes them as JSON lines

    garbage = task.score(ds, reqs, ["I think the dose is 10 mg. {not json"] * len(reqs), "v1")
    assert garbage.metrics["score"] == 0.0 and garbage.metrics["parse_rate"] == 0.0
    assert garbage.metrics["critical_errors"]["missing"] == len(ds)
    empty = task.score(ds, reqs, [""] * len(reqs), "v1")
    assert empty.metrics["score"] == 0.0 and empty.metrics["pass"] is False


def test_first_json_object():
    assert first_json_object('x {"a": 1} {"answers": []}') == {"answers": []}
    assert first_json_object('{"qid": "q", "status": "NOT_FOUND"} trailing') == {"qid": "q", "status": "NOT_FOUND"}
    assert first_json_object("no json here") is None
    assert first_json_object(None) is None
    assert first_json_object("{" * 5000) is None


def test_per_family_option():
    task = get_task("fda_label_qa", per_family=1)
    ds = task.load(None)
    assert len(ds) == len(FAMILIES) and sorted(ds["family"]) == sorted(FAMILIES)
    assert task.config("v1")["per_family"] == 1


def test_a_run_records_which_rubric_scored_it():
    """A run's record names the rubric and its release (read here from the rubric's file, not the
    way the task reads it); the release is not part of the config that signs saved generations,
    so a new rubric release does not make a resumed run generate again."""
    from groundeval import runner

    version = re.search(r'^RUBRIC_VERSION = "([^"]+)"', (ROOT / "metrics" / "label_grounding" / "rubric.py")
                        .read_text(encoding="utf-8"), re.M).group(1)
    task = get_task("fda_label_qa", rubric="v3")
    assert task.config("v1")["metric_version"] == "v3" and "rubric_version" not in task.config("v1")
    recorded = runner._task_config(task, "v1", "fp", 0, {}, {})
    assert recorded["rubric_version"] == version and recorded["metric_version"] == "v3"


def test_families_come_from_the_dataset(tmp_path):
    with pytest.raises(ValueError, match="unknown families"):
        get_task("fda_label_qa", families="nope").load(None)  # checked against the dataset's configs
    public = tmp_path / "pub"
    shutil.copytree(get_task("fda_label_qa").sample_source(), public)
    gold = tmp_path / "elsewhere"
    shutil.copytree(get_task("fda_label_qa").sample_source() + "-gold", gold)
    card = (public / "README.md").read_text()
    (public / "README.md").write_text(card.replace("- config_name: numeric_dosage\n", "- config_name: dosage\n"))
    with pytest.raises(FileNotFoundError):  # no gold beside it
        get_task("fda_label_qa").load(str(public))
    task = get_task("fda_label_qa", gold=str(gold), families="dosage")
    with pytest.raises(ValueError):  # the gold has no config of that name
        task.load(str(public))
    (public / "README.md").write_text(card)
    ds = get_task("fda_label_qa", gold=str(gold), per_family=1).load(str(public))
    assert ds["family"] == list(FAMILIES)


def test_bad_options():
    with pytest.raises(ValueError):
        get_task("fda_label_qa", families="labels")
    with pytest.raises(ValueError):
        get_task("fda_label_qa", max_prompt_chars=0)
    with pytest.raises(ValueError):
        get_task("fda_label_qa", temperature=1)
    with pytest.raises(ValueError):
        get_task("fda_label_qa", per_family=0)
