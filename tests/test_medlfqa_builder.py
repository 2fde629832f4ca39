"""The MedLFQA dataset builder: validation, quirks, configs, determinism, the card."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from dataset_builders.medlfqa import build  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
BUILD_PY = REPO / "dataset_builders" / "medlfqa" / "build.py"
RAW = REPO / "tests" / "fixtures" / "medlfqa" / "raw"


def _digest(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*")) if p.is_file()
    }


def _with_fake_healthsearch(tmp_path: Path, n: int = 30) -> Path:
    """The four fixture files plus a synthetic HealthSearchQA file (the real one is Hub-only)."""
    folder = tmp_path / "raw5"
    shutil.copytree(RAW, folder)
    with open(folder / "healthsearch_qa_test_MedLFQA.jsonl", "w") as fh:
        for i in range(n):
            fh.write(json.dumps({"Question": f"synthetic question {i}?", "Free_form_answer": f"synthetic answer {i}.",
                                 "Must_have": [f"statement {i}"], "Nice_to_have": []}) + "\n")
    return folder


def test_local_four_files_build_and_say_what_is_missing(tmp_path):
    built = build.build(str(RAW))
    assert built.present == ["kqa_golden", "kqa_silver", "live_qa", "medication_qa"]
    assert built.missing == ["healthsearch_qa"]
    assert {k: len(v) for k, v in built.configs.items()} == {
        "all": 20, "kqa_golden": 4, "kqa_silver": 6, "live_qa": 3, "medication_qa": 7}
    assert "lm_eval_slice" not in built.configs  # cannot be exact without HealthSearchQA
    build.write(built, tmp_path / "out", str(RAW), None)
    card = (tmp_path / "out" / "README.md").read_text()
    assert "**Missing sources:** `healthsearch_qa`" in card


def test_rows_are_kept_unchanged_with_stable_ids_and_typed_columns():
    built = build.build(str(RAW))
    rows = built.configs["all"]
    assert [r["source"] for r in rows] == ["kqa_golden"] * 4 + ["kqa_silver"] * 6 + ["live_qa"] * 3 + ["medication_qa"] * 7
    assert rows[0]["id"] == "kqa_golden-0000" and rows[-1]["id"] == "medication_qa-0006"
    assert len({r["id"] for r in rows}) == len(rows)  # duplicates keep distinct ids
    raw = [json.loads(line) for line in (RAW / "kqa_golden_test_MedLFQA.jsonl").open()]
    for got, want in zip(built.configs["kqa_golden"], raw):
        assert (got["question"], got["answer"], got["must_have"], got["nice_to_have"], got["icd_10_diag"], got["sources"]) \
            == (want["Question"], want["Free_form_answer"], want["Must_have"], want["Nice_to_have"],
                want["ICD_10_diag"], want["Sources"])
    assert built.configs["kqa_golden"][1]["icd_10_diag"] is None
    assert all(r["sources"] is None for r in built.configs["live_qa"])


def test_quirks_are_counted_not_dropped():
    q = build.build(str(RAW)).quirks
    assert q["kqa_silver"]["empty must_have"] == 2
    assert q["kqa_silver"]["repeated question (extra copies)"] == 1
    assert q["kqa_golden"]["empty nice_to_have"] == 1
    assert q["kqa_golden"]["blank statement in a list"] == 1
    assert q["live_qa"]["empty answer"] == 1
    assert q["medication_qa"]["answer under 10 characters"] == 2
    assert q["medication_qa"]["repeated whole row (extra copies)"] == 1


def test_lm_eval_slice_is_first_tenth_in_hub_file_order(tmp_path):
    built = build.build(str(_with_fake_healthsearch(tmp_path, n=30)))
    assert built.missing == []
    all_rows = built.configs["all"]
    assert len(all_rows) == 50
    assert [r["source"] for r in all_rows[:30]] == ["healthsearch_qa"] * 30  # Hub order: healthsearch first
    assert built.configs["lm_eval_slice"] == all_rows[:5]  # int(0.1 * 50)
    assert [r["id"] for r in built.configs["lm_eval_slice"]] == [f"healthsearch_qa-{i:04d}" for i in range(5)]


def test_output_is_byte_identical_and_loadable(tmp_path):
    import datasets

    src = _with_fake_healthsearch(tmp_path)
    for out in ("a", "b"):
        assert build.main(["--source", str(src), "--out", str(tmp_path / out), "--card", str(tmp_path / f"{out}.md")]) == 0
    assert _digest(tmp_path / "a") == _digest(tmp_path / "b")
    assert (tmp_path / "a.md").read_bytes() == (tmp_path / "b.md").read_bytes() == (tmp_path / "a" / "README.md").read_bytes()
    ds = datasets.load_dataset(str(tmp_path / "a"), "lm_eval_slice", split="test")
    assert ds.num_rows == 5 and ds.column_names == build.COLUMNS
    ds = datasets.load_dataset(str(tmp_path / "a"), "kqa_silver", split="test")
    assert ds.num_rows == 6 and sum(m == [] for m in ds["must_have"]) == 2
    assert ds.features["must_have"].feature.dtype == "string"


def test_card_metadata_and_sections(tmp_path):
    import yaml

    built = build.build(str(_with_fake_healthsearch(tmp_path)))
    card = build.render_card(built, "dmis-lab/MedLFQA", "v1")
    meta = yaml.safe_load(card.split("---")[1])
    assert meta["license"] == "cc-by-4.0" and meta["language"] == ["en"] and meta["version"] == "1.0.0"
    assert meta["size_categories"] == ["n<1K"] and meta["pretty_name"] == "MedLFQA"
    assert meta["task_categories"] == ["question-answering", "text-generation"] and "medical" in meta["tags"]
    names = [c["config_name"] for c in meta["configs"]]
    assert names == ["all", "healthsearch_qa", "kqa_golden", "kqa_silver", "live_qa", "medication_qa", "lm_eval_slice"]
    assert meta["configs"][0]["default"] is True
    assert meta["configs"][-1]["data_files"] == [{"split": "test", "path": "data/lm_eval_slice/test-00000-of-00001.parquet"}]
    info = {i["config_name"]: i for i in meta["dataset_info"]}
    assert [i["config_name"] for i in meta["dataset_info"]] == names
    assert info["lm_eval_slice"]["splits"][0]["name"] == "test" and info["lm_eval_slice"]["splits"][0]["num_examples"] == 5
    assert all(i["splits"][0]["num_bytes"] > 0 for i in info.values())
    assert {f["name"] for f in info["all"]["features"]} == set(build.COLUMNS)
    for section in ("## Provenance", "## Protocol", "## Quirks", "## Licence and attribution", "## Changelog"):
        assert section in card
    assert "Version **1.0.0**" in card and "All five source files were present." in card
    assert "| empty must_have | 0 | 0 | 2 | 0 | 0 |" in card


@pytest.mark.parametrize(
    "line, message",
    [
        ('{"Question": "q", "Free_form_answer": "a", "Must_have": []}', "line 2: missing field 'Nice_to_have'"),
        ('{"Question": "q", "Free_form_answer": null, "Must_have": [], "Nice_to_have": []}',
         "line 2: field 'Free_form_answer' must be a string, got NoneType"),
        ('{"Question": "q", "Free_form_answer": "a", "Must_have": "x", "Nice_to_have": []}',
         "line 2: field 'Must_have' must be a list of strings, got str"),
        ('{"Question": "q", "Free_form_answer": "a", "Must_have": [1], "Nice_to_have": []}',
         "line 2: field 'Must_have' item 0 must be a string, got int"),
        ('{"Question": "q", "Free_form_answer": "a", "Must_have": [], "Nice_to_have": [], "Extra": 1}',
         "line 2: unknown field(s) ['Extra']"),
        ('{"Question": "q", ', "line 2: not valid JSON"),
    ],
)
def test_bad_rows_are_errors_naming_file_line_and_field(tmp_path, line, message):
    folder = tmp_path / "bad"
    folder.mkdir()
    good = (RAW / "live_qa_test_MedLFQA.jsonl").read_text().splitlines()[0]
    (folder / "live_qa_test_MedLFQA.jsonl").write_text(good + "\n" + line + "\n")
    with pytest.raises(build.MedLFQAFormatError) as err:
        build.build(str(folder))
    assert str(err.value) == f"live_qa_test_MedLFQA.jsonl, {message}" or str(err.value).startswith(
        f"live_qa_test_MedLFQA.jsonl, {message}")


def test_cli_runs_as_a_script_and_reports_errors(tmp_path):
    proc = subprocess.run([sys.executable, str(BUILD_PY), "--source", str(RAW), "--out", str(tmp_path / "o")],
                          capture_output=True, text=True, env={**os.environ, "HF_HUB_OFFLINE": "1"})
    assert proc.returncode == 0, proc.stderr
    assert "missing sources: healthsearch_qa" in proc.stderr
    assert (tmp_path / "o" / "data" / "all" / "test-00000-of-00001.parquet").is_file()
    empty = tmp_path / "empty"
    empty.mkdir()
    proc = subprocess.run([sys.executable, str(BUILD_PY), "--source", str(empty), "--out", str(tmp_path / "p")],
                          capture_output=True, text=True)
    assert proc.returncode == 2 and "none of the MedLFQA files" in proc.stderr  # a user's mistake: exit status 2


def test_committed_card_follows_the_card_convention():
    """cards/medlfqa.md is what the builder writes for the four public files (HealthSearchQA is on
    the Hub only): regenerate it with ``--source <folder of the files> --card cards/medlfqa.md``."""
    import yaml

    card = (REPO / "cards" / "medlfqa.md").read_text()
    meta = yaml.safe_load(card.split("---\n")[1])
    assert meta["license"] == "cc-by-4.0" and meta["version"] == build.VERSION
    assert [i["config_name"] for i in meta["dataset_info"]] == [c["config_name"] for c in meta["configs"]]
    counts = {i["config_name"]: i["splits"][0]["num_examples"] for i in meta["dataset_info"]}
    assert counts["all"] == sum(n for c, n in counts.items() if c in build.SOURCE_FILES)
    assert all(counts[c] == build.EXPECTED_ROWS[c] for c in counts if c in build.SOURCE_FILES)
    assert f"Version **{build.VERSION}**" in card and "## Changelog" in card
    body = card.split("---\n", 2)[2]
    assert body.startswith("\n# MedLFQA (groundeval build)\n")


SHARED_FILES = REPO.parent / "shared" / "data" / "medlfqa"


@pytest.mark.skipif(not SHARED_FILES.is_dir(), reason="the four public MedLFQA files are not on this machine")
def test_committed_card_is_what_the_builder_writes_for_the_four_files(tmp_path):
    assert build.main(["--source", str(SHARED_FILES), "--out", str(tmp_path / "out"),
                       "--card", str(tmp_path / "card.md")]) == 0
    assert (REPO / "cards" / "medlfqa.md").read_bytes() == (tmp_path / "card.md").read_bytes(), (
        "regenerate: python dataset_builders/medlfqa/build.py --source ../shared/data/medlfqa --out DIR "
        "--card cards/medlfqa.md")
