"""scripts/publish.py offline: every builder's folder -> a dry-run tree that loads as the card says,
the publish plans, the version and gold rules, results datasets, model-index metadata, the token."""

from __future__ import annotations

import json
import logging
import shutil
import warnings
from pathlib import Path
from types import SimpleNamespace

import datasets
import pytest
import yaml

from conftest import REPO, load_script
from dataset_builders.based_common import build as build_based
from dataset_builders.based_fda.build import SPEC as FDA
from dataset_builders.based_squad.build import SPEC as SQUAD
from dataset_builders.medlfqa import build as medlfqa
from groundeval.errors import UserError
from groundeval.publishing import dataset as publish_dataset
from groundeval.publishing import plan as plans
from run_folders import recall_rows, write_run

SAMPLES = REPO / "groundeval" / "samples"
TOKEN = "hf_fakeTOKENforTHEpublishTESTS0123456789"
LABELS = SAMPLES / "fda_labels" / "built"
FDA_VERSION = "2.55.0"  # the fda_label_qa builder's; the other builders are at 1.0.0
VERSIONS = {"based_fda": "1.0.0", "based_squad": "1.0.0", "medlfqa": "1.0.0", "fda_label_qa": FDA_VERSION,
            "fda_label_qa-gold": FDA_VERSION}


@pytest.fixture(autouse=True)
def fake_token(monkeypatch):
    """A token in the environment, where huggingface_hub looks first: it must never be written."""
    monkeypatch.setenv("HF_TOKEN", TOKEN)


@pytest.fixture(scope="module")
def publish():
    return load_script("publish").main


def five_sources(folder: Path, n_fake: int = 30) -> Path:
    """The four MedLFQA fixture files and a synthetic HealthSearchQA file (the real one is on the Hub only)."""
    shutil.copytree(REPO / "tests" / "fixtures" / "medlfqa" / "raw", folder)
    with open(folder / medlfqa.SOURCE_FILES["healthsearch_qa"], "w") as fh:
        for i in range(n_fake):
            fh.write(json.dumps({"Question": f"q{i}?", "Free_form_answer": f"a{i}.", "Must_have": [f"s{i}"],
                                 "Nice_to_have": []}) + "\n")
    return folder


@pytest.fixture(scope="module")
def builds(tmp_path_factory) -> dict[str, Path]:
    """Each builder's output folder (fda_label_qa: the bundled build and its gold, as committed)."""
    tmp = tmp_path_factory.mktemp("builds")
    build_based(FDA, str(SAMPLES / "based_fda_sample.jsonl"), tmp / "based_fda")
    build_based(SQUAD, str(SAMPLES / "based_squad_sample.jsonl"), tmp / "based_squad")
    raw = five_sources(tmp / "medlfqa_raw")
    medlfqa.write(medlfqa.build(str(raw)), tmp / "medlfqa", str(raw), None)
    shutil.copytree(LABELS, tmp / "fda_label_qa")
    shutil.copytree(LABELS.with_name("built-gold"), tmp / "fda_label_qa-gold")
    return {name: tmp / name for name in ("based_fda", "based_squad", "medlfqa", "fda_label_qa", "fda_label_qa-gold")}


@pytest.fixture(scope="module")
def trees(builds, publish, tmp_path_factory) -> dict[str, Path]:
    """``publish.py dataset --dry-run`` of every build (the gold to a private repository)."""
    out = tmp_path_factory.mktemp("published")
    made = {}
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HF_TOKEN", TOKEN)
        for name, folder in builds.items():
            extra = ["--private"] if name.endswith("-gold") else []
            assert publish(["dataset", str(folder), "--repo-id", f"groundeval-test/{name}", "--version", VERSIONS[name],
                            "--dry-run", str(out / name), *extra]) == 0, name
            made[name] = out / name
    return made


def card_meta(folder: Path) -> dict:
    return yaml.safe_load((folder / "README.md").read_text(encoding="utf-8").split("---\n")[1])


def load_strictly(folder: Path, config: str, split: str) -> datasets.Dataset:
    """``load_dataset`` with every Python warning an error and any warning of datasets' log a failure."""
    records: list[logging.LogRecord] = []
    handler = logging.Handler(logging.WARNING)
    handler.emit = records.append
    logger = logging.getLogger("datasets")
    level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.WARNING)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            # Rebuilt from the files: datasets' cache of a local folder is keyed on names and times
            # that two trees written in one test session can share.
            ds = datasets.load_dataset(str(folder), config, split=split, download_mode="force_redownload")
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    assert not [r.getMessage() for r in records]
    return ds


@pytest.mark.parametrize("name", ["based_fda", "based_squad", "medlfqa", "fda_label_qa", "fda_label_qa-gold"])
def test_dry_run_tree_loads_as_its_card_says(trees, builds, name):
    tree, meta = trees[name], card_meta(trees[name])
    configs = [c["config_name"] for c in meta["configs"]]
    assert datasets.get_dataset_config_names(str(tree)) == configs
    for info in meta["dataset_info"]:
        for split in info["splits"]:
            ds = load_strictly(tree, info["config_name"], split["name"])
            assert ds.num_rows == split["num_examples"] > 0
            assert ds.features == datasets.Features._from_yaml_list(info["features"])
            assert str(ds.info.version) == meta["version"] == VERSIONS[name]  # the card's version reaches the dataset
    if name == "medlfqa":
        assert "lm_eval_slice" in configs and "healthsearch_qa" in configs
    # The tree is the builder's folder, file for file, byte for byte, plus the plan.
    plan = json.loads((tree / plans.PLAN_FILE).read_text())
    built = sorted(p.relative_to(builds[name]).as_posix() for p in builds[name].rglob("*") if p.is_file())
    assert plan["files"] == built
    assert sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file()) == sorted(built + [plans.PLAN_FILE])
    assert all((tree / f).read_bytes() == (builds[name] / f).read_bytes() for f in built)


def test_dataset_plan_is_create_upload_tag(trees):
    plan = json.loads((trees["based_fda"] / plans.PLAN_FILE).read_text())
    repo = "groundeval-test/based_fda"
    assert [c["method"] for c in plan["calls"]] == ["create_repo", "upload_folder", "create_tag"]
    create, upload, tag = (c["kwargs"] for c in plan["calls"])
    assert create == {"repo_id": repo, "repo_type": "dataset", "private": False, "exist_ok": True}
    assert upload["folder_path"] == str(trees["based_fda"]) and upload["repo_type"] == "dataset"
    assert upload["ignore_patterns"] == [".*", "*/.*", plans.PLAN_FILE] and upload["delete_patterns"] == ["*"]
    assert tag == {"repo_id": repo, "repo_type": "dataset", "tag": "v1.0.0", "revision": {"from_call": 1, "attr": "oid"},
                   "tag_message": "BASED FDA (510(k) attribute recall) 1.0.0"}
    gold = json.loads((trees["fda_label_qa-gold"] / plans.PLAN_FILE).read_text())
    assert gold["calls"][0]["kwargs"]["private"] is True
    public = json.loads((trees["fda_label_qa"] / plans.PLAN_FILE).read_text())
    assert any(n.startswith("leak check passed") for n in public["notes"])


class FakeApi:
    """Records HfApi calls; ``upload_folder`` answers a commit id, ``list_repo_refs`` the given tags."""

    def __init__(self, tags=()):
        self.calls, self.tags = [], list(tags)

    def list_repo_refs(self, repo_id, repo_type=None):
        return SimpleNamespace(tags=[SimpleNamespace(name=t) for t in self.tags])

    def create_repo(self, **kwargs):
        self.calls.append(("create_repo", kwargs))

    def upload_folder(self, **kwargs):
        self.calls.append(("upload_folder", kwargs))
        return SimpleNamespace(oid="c0ffee" * 6 + "abcd")

    def create_tag(self, repo_id, **kwargs):
        self.calls.append(("create_tag", {"repo_id": repo_id, **kwargs}))


def test_executed_plan_tags_the_uploaded_commit_and_refuses_an_existing_tag(builds, tmp_path):
    make = publish_dataset.dataset_plan(builds["based_squad"], "org/based-squad", "1.0.0", api=FakeApi(tags=["v0.9.0"]))
    plan = make(tmp_path / "stage")
    api = FakeApi()
    plan.execute(api)
    assert [m for m, _ in api.calls] == ["create_repo", "upload_folder", "create_tag"]
    assert api.calls[2][1]["revision"] == "c0ffee" * 6 + "abcd" and api.calls[2][1]["tag"] == "v1.0.0"
    assert "token" not in json.dumps([kw for _, kw in api.calls], default=str)
    with pytest.raises(UserError, match="already has the tag v1.0.0"):
        publish_dataset.dataset_plan(builds["based_squad"], "org/based-squad", "1.0.0", api=FakeApi(tags=["v1.0.0"]))


def test_versions_the_card_does_not_name_are_refused(builds, publish, tmp_path, capsys):
    assert publish(["dataset", str(builds["based_fda"]), "--repo-id", "org/x", "--version", "1.1.0",
                    "--dry-run", str(tmp_path / "a")]) == 2
    assert capsys.readouterr().err.strip() == (f"publish.py: error: {builds['based_fda']}: the card is version 1.0.0, "
                                               "not 1.1.0; rebuild with the builder of that version or publish the "
                                               "card's version")
    bumped = tmp_path / "bumped"
    shutil.copytree(builds["based_fda"], bumped)
    card = bumped / "README.md"
    card.write_text(card.read_text().replace("version: 1.0.0", "version: 1.1.0"))  # the changelog still ends at 1.0.0
    assert publish(["dataset", str(bumped), "--repo-id", "org/x", "--version", "1.1.0", "--dry-run", str(tmp_path / "b")]) == 2
    assert "changelog does not name 1.1.0 (it names ['1.0.0'])" in capsys.readouterr().err
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()  # nothing staged for a refused version
    assert publish(["dataset", str(builds["based_fda"]), "--repo-id", "org/x", "--version", "v1", "--dry-run",
                    str(tmp_path / "c")]) == 2
    assert "expected X.Y.Z" in capsys.readouterr().err


def test_card_counts_must_match_the_files(builds, publish, tmp_path, capsys):
    broken = tmp_path / "broken"
    shutil.copytree(builds["based_squad"], broken)
    card = broken / "README.md"
    n = card_meta(broken)["dataset_info"][0]["splits"][0]["num_examples"]
    card.write_text(card.read_text().replace(f"num_examples: {n}", f"num_examples: {n + 1}"))
    assert publish(["dataset", str(broken), "--repo-id", "org/x", "--version", "1.0.0", "--dry-run", str(tmp_path / "o")]) == 2
    assert f"has {n} rows, the card says {n + 1}" in capsys.readouterr().err


def test_gold_goes_only_to_a_private_repo_and_the_public_tree_needs_it(builds, publish, tmp_path, capsys):
    assert publish(["dataset", str(builds["fda_label_qa-gold"]), "--repo-id", "org/g", "--version", FDA_VERSION,
                    "--dry-run", str(tmp_path / "g")]) == 2
    assert "hidden gold" in capsys.readouterr().err and not (tmp_path / "g").exists()
    lonely = tmp_path / "lonely"
    shutil.copytree(builds["fda_label_qa"], lonely)
    assert publish(["dataset", str(lonely), "--repo-id", "org/p", "--version", FDA_VERSION, "--dry-run", str(tmp_path / "p")]) == 2
    assert "the leak check needs the hidden gold" in capsys.readouterr().err
    assert publish(["dataset", str(lonely), "--repo-id", "org/p", "--version", FDA_VERSION, "--gold",
                    str(builds["fda_label_qa-gold"]), "--dry-run", str(tmp_path / "p")]) == 0


def test_a_leak_in_the_written_tree_is_refused(builds, publish, tmp_path, capsys):
    leaky = tmp_path / "leaky"
    shutil.copytree(builds["fda_label_qa"], leaky)
    gold = datasets.load_dataset(str(builds["fda_label_qa-gold"]), "numeric_dosage", split="test")
    quote = gold[0]["citations"][0]["supporting_quote"]
    assert len(quote.split()) >= 4
    (leaky / "NOTES.md").write_text(f"reminder: {quote.upper()}\n")  # any case, any spacing: still the quote
    assert publish(["dataset", str(leaky), "--repo-id", "org/p", "--version", FDA_VERSION, "--gold",
                    str(builds["fda_label_qa-gold"]), "--dry-run", str(tmp_path / "p")]) == 2
    assert "NOTES.md carries hidden gold text" in capsys.readouterr().err and not (tmp_path / "p").exists()


def test_dry_run_needs_a_new_folder_and_bad_repo_ids_are_refused(builds, publish, tmp_path, capsys):
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "x").write_text("mine")
    assert publish(["dataset", str(builds["based_fda"]), "--repo-id", "org/x", "--version", "1.0.0",
                    "--dry-run", str(tmp_path / "full")]) == 2
    assert "not an empty folder" in capsys.readouterr().err and (tmp_path / "full" / "x").read_text() == "mine"
    assert publish(["dataset", str(builds["based_fda"]), "--repo-id", "no-org", "--version", "1.0.0",
                    "--dry-run", str(tmp_path / "o")]) == 2
    assert "expected ORG/NAME" in capsys.readouterr().err
    assert publish(["dataset", str(tmp_path / "nothing"), "--repo-id", "org/x", "--version", "1.0.0",
                    "--dry-run", str(tmp_path / "o")]) == 2
    assert "no such folder" in capsys.readouterr().err


def test_a_real_run_without_a_token_is_one_line(builds, publish, monkeypatch, tmp_path, capsys):
    monkeypatch.delenv("HF_TOKEN")
    monkeypatch.setenv("HF_TOKEN_PATH", str(tmp_path / "no-token"))
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf-home"))
    import huggingface_hub.constants as constants

    monkeypatch.setattr(constants, "HF_TOKEN_PATH", str(tmp_path / "no-token"))
    monkeypatch.setattr(constants, "HF_STORED_TOKENS_PATH", str(tmp_path / "no-tokens"))
    assert publish(["dataset", str(builds["based_fda"]), "--repo-id", "org/x", "--version", "1.0.0"]) == 2
    assert capsys.readouterr().err.strip() == ("publish.py: error: no Hugging Face token: set HF_TOKEN or run "
                                               "`hf auth login` (or use --dry-run OUT)")


# ------------------------------------------------------------------------------ results, model-index


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory, run_script, tiny_model_dir) -> Path:
    """A real run of the tiny model on two tasks (every row of two local files: 11 and 6), made by scripts/run.py."""
    out = tmp_path_factory.mktemp("run")
    assert run_script(["--model", str(tiny_model_dir), "--tasks", "fda,squad_completion", "--dataset",
                       f"fda={SAMPLES / 'based_fda_sample.jsonl'}", "--dataset",
                       f"squad_completion={SAMPLES / 'based_squad_sample.jsonl'}", "--output-dir", str(out), "--cpu",
                       "--bootstrap", "0", "--dtype", "float32"]) == 0
    return out


def test_results_dataset_holds_the_record_and_each_tasks_predictions(run_dir, publish, tmp_path):
    from groundeval.runs import load_run

    out = tmp_path / "results"
    assert publish(["results", str(run_dir), "--repo-id", "org/tiny-results", "--dry-run", str(out)]) == 0
    run = load_run(run_dir)
    results = sorted(out.glob("results_*.json"))
    assert len(results) == 1 and json.loads(results[0].read_text()) == run.record
    date_id = results[0].name[len("results_"):-len(".json")]
    for task in ("fda", "squad_completion"):  # the run's lm-eval files, byte for byte
        written = next(Path(run_dir).rglob(f"samples_{task}_{date_id}.jsonl"))
        assert (out / written.name).read_bytes() == written.read_bytes()
    meta = card_meta(out)
    assert [c["config_name"] for c in meta["configs"]] == ["fda", "squad_completion"]
    for task in ("fda", "squad_completion"):
        ds = load_strictly(out, task, "predictions")
        assert ds.to_list() == run.rows[task] and len(ds) == {"fda": 11, "squad_completion": 6}[task]
        where = run.dataset(task)
        assert (f"| `{task}` | `{where['dataset']}` | - | `{where['content_fingerprint']}` | `{run.protocol(task)}` | {len(ds)} |"
                in (out / "README.md").read_text())
    body = (out / "README.md").read_text()
    assert f"| model | `{run.model()['model']}` |" in body and "| dtype | `float32` |" in body
    plan = json.loads((out / plans.PLAN_FILE).read_text())
    assert [c["method"] for c in plan["calls"]] == ["create_repo", "upload_folder"]
    assert plan["calls"][0]["kwargs"] == {"repo_id": "org/tiny-results", "repo_type": "dataset", "private": False,
                                          "exist_ok": True}
    assert sorted(plan["files"]) == sorted(p.relative_to(out).as_posix() for p in out.rglob("*")
                                           if p.is_file() and p.name != plans.PLAN_FILE)


def test_mixed_type_columns_become_json_text():
    from groundeval.publishing.results import rows_table

    table = rows_table([{"idx": 0, "gold": "a", "extra": None}, {"idx": 1, "gold": ["b", "c"]}])
    assert table.column_names == ["idx", "gold", "extra"]
    assert table.column("gold").to_pylist() == ['"a"', '["b", "c"]'] and table.column("extra").to_pylist() == [None, None]


def _parse(yaml_text: str):
    from huggingface_hub import ModelCard

    return ModelCard(f"---\n{yaml_text}---\n\n# model\n")


def test_model_index_yaml_round_trips_through_the_hubs_classes(run_dir, publish, capsys):
    from huggingface_hub.repocard_data import eval_results_to_model_index, model_index_to_eval_results

    from groundeval.runs import load_run

    assert publish(["model-index", str(run_dir)]) == 0
    text = capsys.readouterr().out
    card = _parse(text)
    meta = card.data.to_dict()
    name, results = model_index_to_eval_results(meta["model-index"])
    run = load_run(run_dir)
    assert name == Path(run.model()["model"]).name and eval_results_to_model_index(name, results) == meta["model-index"]
    got = {(r.task_name, r.metric_type): r.metric_value for r in results}
    assert got == {(task, "contains"): run.metrics(task)["contains"] for task in ("fda", "squad_completion")}
    fda = next(r for r in results if r.task_name == "fda")
    # Local rows: the scores are about the task's Hub dataset, at no recorded revision.
    assert (fda.dataset_type, fda.dataset_revision, fda.metric_config) == ("hazyresearch/based-fda", None, "protocol v1")


def test_model_index_merges_into_a_model_card(run_dir, publish, tmp_path):
    from huggingface_hub import EvalResult, ModelCard, ModelCardData

    other = EvalResult(task_type="text-generation", dataset_type="other/bench", dataset_name="bench",
                       metric_type="accuracy", metric_value=0.5)
    stale = EvalResult(task_type="text-generation", dataset_type="hazyresearch/based-fda", dataset_name="fda",
                       metric_type="contains", metric_value=0.01)
    data = ModelCardData(license="apache-2.0", tags=["mine"], model_name="my-model", eval_results=[other, stale])
    path = tmp_path / "README.md"
    path.write_text(f"---\n{data.to_yaml()}\n---\n\n# My model\n\nBody text stays.\n")
    out = tmp_path / "dry"
    before = path.read_text()
    assert publish(["model-index", str(run_dir), "--model-card", str(path), "--dry-run", str(out)]) == 0
    assert path.read_text() == before  # a dry run writes only to OUT
    merged = ModelCard.load(out / "README.md")
    assert merged.data.license == "apache-2.0" and merged.data.tags == ["mine"] and merged.data.model_name == "my-model"
    assert merged.text.strip() == "# My model\n\nBody text stays."
    values = {(r.dataset_type, r.metric_type): r.metric_value for r in merged.data.eval_results}
    assert values[("other/bench", "accuracy")] == 0.5
    assert values[("hazyresearch/based-fda", "contains")] != 0.01  # replaced by this run's score
    assert json.loads((out / plans.PLAN_FILE).read_text())["calls"] == []
    assert publish(["model-index", str(run_dir), "--model-card", str(path)]) == 0  # in place
    assert ModelCard.load(path).data.eval_results == merged.data.eval_results


def test_model_index_refuses_sample_runs(tmp_path, publish, capsys):
    run = write_run(tmp_path / "run", {"fda": recall_rows("fda", 2, 2, seed=0)}, samples=True)
    assert publish(["model-index", str(run)]) == 2
    assert "scored the bundled samples" in capsys.readouterr().err


def test_model_index_refuses_a_limited_run(tmp_path, run_script, tiny_model_dir, publish, capsys):
    """--limit 3 scored three rows; a model card's model-index would have claimed the benchmark."""
    out = tmp_path / "limited"
    assert run_script(["--model", str(tiny_model_dir), "--tasks", "fda", "--dataset", f"fda={SAMPLES / 'based_fda_sample.jsonl'}",
                       "--output-dir", str(out), "--cpu", "--limit", "3", "--bootstrap", "0"]) == 0
    capsys.readouterr()
    assert publish(["model-index", str(out)]) == 2
    assert "scored only the first 3 rows of each task (--limit 3)" in capsys.readouterr().err
    assert publish(["results", str(out), "--repo-id", "org/limited", "--dry-run", str(tmp_path / "r")]) == 0


# ------------------------------------------------------------------------------ metric Spaces, the token


def test_metric_plan_creates_a_space_with_the_cards_sdk(monkeypatch, publish, tmp_path):
    """The plan wiring, with a stand-in for build_metric_tree (the real one is tested below)."""
    from groundeval.publishing import space

    def tree(name, dest):
        (dest / "app.py").write_text("import gradio\n")
        (dest / "README.md").write_text("---\nsdk: gradio\nsdk_version: 9.9.9\n---\n")
        return {"space_sdk": "gradio", "sdk_version": "9.9.9", "files": ["README.md", "app.py"]}

    monkeypatch.setattr(space, "build_metric_tree", tree)
    out = tmp_path / "space"
    assert publish(["metric", "contains", "--repo-id", "org/contains", "--dry-run", str(out)]) == 0
    plan = json.loads((out / plans.PLAN_FILE).read_text())
    assert plan["calls"][0] == {"method": "create_repo", "kwargs": {"repo_id": "org/contains", "repo_type": "space",
                                                                   "space_sdk": "gradio", "private": False, "exist_ok": True}}
    assert plan["calls"][1]["kwargs"]["repo_type"] == "space" and plan["files"] == ["README.md", "app.py"]


def test_metric_space_tree_from_the_real_builder(publish, tmp_path):
    pytest.importorskip("groundeval.publishing.metric",
                        reason="groundeval/publishing/metric.py (build_metric_tree) is not in the tree yet")
    out = tmp_path / "space"
    assert publish(["metric", "contains", "--repo-id", "org/contains", "--dry-run", str(out)]) == 0
    plan = json.loads((out / plans.PLAN_FILE).read_text())
    card = yaml.safe_load((out / "README.md").read_text().split("---\n")[1])
    assert plan["calls"][0]["kwargs"]["space_sdk"] == card["sdk"]
    assert {"app.py", "README.md", "contains.py", "requirements.txt"} <= set(plan["files"])


def test_the_token_is_never_written(trees, run_dir, publish, tmp_path, capsys):
    out = tmp_path / "results"
    assert publish(["results", str(run_dir), "--repo-id", "org/r", "--dry-run", str(out)]) == 0
    assert publish(["model-index", str(run_dir), "--dry-run", str(tmp_path / "mi")]) == 0
    written = [p for root in [*trees.values(), out, tmp_path / "mi"] for p in root.rglob("*") if p.is_file()]
    assert len(written) > 30 and not [p for p in written if TOKEN.encode() in p.read_bytes()]
    assert TOKEN not in capsys.readouterr().out
    for root in [*trees.values(), out]:
        plan = json.loads((root / plans.PLAN_FILE).read_text())
        assert all("token" not in call["kwargs"] for call in plan["calls"])
    quoting = tmp_path / "quoting"
    shutil.copytree(trees["based_fda"], quoting)
    (quoting / "publish_plan.json").unlink()
    (quoting / "NOTES.md").write_text(f"my token is {TOKEN}\n")
    assert publish(["dataset", str(quoting), "--repo-id", "org/q", "--version", "1.0.0", "--dry-run", str(tmp_path / "q")]) == 2
    assert "NOTES.md: contains the Hugging Face token" in capsys.readouterr().err and not (tmp_path / "q").exists()
