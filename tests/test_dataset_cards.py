"""One card convention for every builder: the card's YAML keys, and its folder loads cleanly."""

from __future__ import annotations

import json
import logging
import shutil
import warnings
from pathlib import Path

import datasets
import pyarrow as pa
import pytest
import yaml

from conftest import REPO
from groundeval import dataset_card as cards
from dataset_builders.based_common import build as build_based
from dataset_builders.based_fda.build import SPEC as FDA
from dataset_builders.based_squad.build import SPEC as SQUAD
from dataset_builders.medlfqa import build as medlfqa

SAMPLES = REPO / "groundeval" / "samples"
KEYS = {"configs", "dataset_info", "license", "language", "task_categories", "size_categories", "tags",
        "pretty_name", "version"}


@pytest.fixture(scope="module")
def folders(tmp_path_factory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("cards")
    build_based(FDA, str(SAMPLES / "based_fda_sample.jsonl"), tmp / "based_fda")
    build_based(SQUAD, str(SAMPLES / "based_squad_sample.jsonl"), tmp / "based_squad")
    raw = tmp / "medlfqa_raw"
    shutil.copytree(REPO / "tests" / "fixtures" / "medlfqa" / "raw", raw)
    with open(raw / medlfqa.SOURCE_FILES["healthsearch_qa"], "w") as fh:  # the real file is on the Hub only
        for i in range(30):
            fh.write(json.dumps({"Question": f"q{i}?", "Free_form_answer": f"a{i}.", "Must_have": [], "Nice_to_have": []}) + "\n")
    medlfqa.write(medlfqa.build(str(raw)), tmp / "medlfqa", str(raw), None)
    fda = SAMPLES / "fda_labels" / "built"
    return {"based_fda": tmp / "based_fda", "based_squad": tmp / "based_squad", "medlfqa": tmp / "medlfqa",
            "fda_label_qa": fda, "fda_label_qa-gold": fda.with_name("built-gold")}


def metadata(folder: Path) -> dict:
    return yaml.safe_load((folder / "README.md").read_text().split("---\n")[1])


@pytest.mark.parametrize("name", ["based_fda", "based_squad", "medlfqa", "fda_label_qa", "fda_label_qa-gold"])
def test_card_yaml_and_body(folders, name):
    meta = metadata(folders[name])
    assert KEYS <= set(meta), KEYS - set(meta)
    if "other" in ([meta["license"]] if isinstance(meta["license"], str) else meta["license"]):
        assert meta["license_name"] and meta["license_link"].startswith("https://")
    text = (folders[name] / "README.md").read_text()
    assert f"Version **{meta['version']}**" in text and f"* **{meta['version']}**: " in text.split("## Changelog")[1]
    assert all(c["version"] == meta["version"] for c in meta["configs"])
    files = {c["config_name"]: [f["path"] for f in c["data_files"]] for c in meta["configs"]}
    assert all((folders[name] / p).is_file() for paths in files.values() for p in paths)
    assert [i["config_name"] for i in meta["dataset_info"]] == list(files)
    assert not list(folders[name].rglob("*.tmp")), "a temporary file of the durable writer was left behind"


@pytest.mark.parametrize("name", ["based_fda", "based_squad", "medlfqa", "fda_label_qa", "fda_label_qa-gold"])
def test_every_config_loads_without_warnings(folders, name):
    records: list[logging.LogRecord] = []
    handler = logging.Handler(logging.WARNING)
    handler.emit = records.append
    logger = logging.getLogger("datasets")
    level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.WARNING)  # a quieter level set elsewhere would hide the warnings this test looks for
    try:
        with warnings.catch_warnings(record=True) as caught:  # Python warnings too, not only datasets' log
            warnings.simplefilter("always")
            for info in metadata(folders[name])["dataset_info"]:
                for split in info["splits"]:
                    ds = datasets.load_dataset(str(folders[name]), info["config_name"], split=split["name"])
                    assert ds.num_rows == split["num_examples"] and ds.num_rows > 0
                    # each config carries the card's version, which datasets hands to the loaded dataset
                    assert str(ds.info.version) == metadata(folders[name])["version"]
                    assert ds.features == datasets.Features._from_yaml_list(info["features"])
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    assert not [r.getMessage() for r in records]
    assert not [str(w.message) for w in caught]


def test_size_buckets_and_licence_rules():
    assert [cards.size_category(n) for n in (0, 999, 1000, 9_999, 10_000, 999_999, 1_000_000, 10**13)] == [
        "n<1K", "n<1K", "1K<n<10K", "1K<n<10K", "10K<n<100K", "100K<n<1M", "1M<n<10M", "n>1T"]
    with pytest.raises(ValueError, match="license_name"):
        cards.CardMeta(pretty_name="x", version="1.0.0", license="other", task_categories=(), changelog=(("1.0.0", "x"),))
    with pytest.raises(ValueError, match="changelog"):
        cards.CardMeta(pretty_name="x", version="1.1.0", license="mit", task_categories=(), changelog=(("1.0.0", "x"),))


def test_durable_write_replaces_whole_files(tmp_path, monkeypatch):
    table = cards.to_table([{"a": "x"}], pa.schema([("a", pa.string())]))
    path = cards.write_parquet(table, tmp_path / "d" / "f.parquet")
    assert path.read_bytes() == cards.parquet_bytes(table) == cards.parquet_bytes(table)  # same table, same bytes
    with pytest.raises(ValueError, match="not in the schema"):
        cards.to_table([{"a": "x", "b": "y"}], table.schema)

    def crash(fd: int) -> None:
        raise OSError("disk full")

    from groundeval import files

    monkeypatch.setattr(files.os, "fsync", crash)
    with pytest.raises(OSError):
        cards.durable_write(path, b"new")
    assert path.read_bytes() == cards.parquet_bytes(table)  # the old file is intact
    assert sorted(p.name for p in path.parent.iterdir()) == ["f.parquet"]  # no temporary file left


def test_medlfqa_release_card_names_what_a_five_file_build_writes(folders, tmp_path):
    """Without HealthSearchQA (on the Hub only) the release card (cards/medlfqa.md) still names
    every config a five-file build writes, lm_eval_slice included, in the same order, with the same
    files and features; the missing rows are the Hub's counts and their byte sizes are left out."""
    raw4 = tmp_path / "raw4"
    shutil.copytree(REPO / "tests" / "fixtures" / "medlfqa" / "raw", raw4)
    four = medlfqa.build(str(raw4))
    release = yaml.safe_load(medlfqa.release_card(four, str(raw4), None).split("---\n")[1])
    five = metadata(folders["medlfqa"])
    assert [c["config_name"] for c in release["configs"]] == [c["config_name"] for c in five["configs"]]
    assert "lm_eval_slice" in [c["config_name"] for c in release["configs"]]
    assert release["configs"] == five["configs"]  # names, version, data_files, default
    assert [i["features"] for i in release["dataset_info"]] == [i["features"] for i in five["dataset_info"]]
    counts = {i["config_name"]: i["splits"][0] for i in release["dataset_info"]}
    hub = medlfqa.EXPECTED_ROWS
    assert counts["healthsearch_qa"] == {"name": "test", "num_examples": hub["healthsearch_qa"]}
    assert counts["all"]["num_examples"] == sum(len(four.configs[s]) for s in four.present) + hub["healthsearch_qa"]
    assert counts["lm_eval_slice"]["num_examples"] == medlfqa.lm_eval_slice_size(counts["all"]["num_examples"])
    assert all("num_bytes" in counts[s] for s in four.present)
    # With all five files the release card is the build's own README.md.
    raw5 = folders["medlfqa"].parent / "medlfqa_raw"
    medlfqa.write(medlfqa.build(str(raw5)), tmp_path / "five", str(raw5), None, card_copy=tmp_path / "card.md")
    assert (tmp_path / "card.md").read_bytes() == (tmp_path / "five" / "README.md").read_bytes()
    with pytest.raises(ValueError, match="only declared"):
        cards.write_dataset(tmp_path / "x", medlfqa.CARD, medlfqa.release_splits(four), "body")
