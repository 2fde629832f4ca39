"""The BASED builders: every row validated with its row and field named, byte-identical output."""

from __future__ import annotations

import json

import datasets
import pytest

from conftest import REPO
from dataset_builders.based_fda.build import SPEC as FDA
from dataset_builders.based_squad.build import SPEC as SQUAD
from dataset_builders.based_common import build
from groundeval.validate import RowError

SAMPLES = {FDA.name: REPO / "groundeval" / "samples" / "based_fda_sample.jsonl", SQUAD.name: REPO / "groundeval" / "samples" / "based_squad_sample.jsonl"}


@pytest.mark.parametrize("spec", [FDA, SQUAD], ids=lambda s: s.name)
def test_same_input_same_bytes_and_rows_unchanged(tmp_path, spec):
    source = SAMPLES[spec.name]
    a = build(spec, str(source), tmp_path / "a")
    b = build(spec, str(source), tmp_path / "b")
    parquet_a = (tmp_path / "a" / "data" / "validation-00000-of-00001.parquet").read_bytes()
    assert parquet_a == (tmp_path / "b" / "data" / "validation-00000-of-00001.parquet").read_bytes()
    assert (tmp_path / "a" / "README.md").read_text() == (tmp_path / "b" / "README.md").read_text()
    rows = [json.loads(line) for line in source.read_text().splitlines()]
    built = datasets.load_dataset("parquet", data_files=a["parquet"], split="train")
    assert [dict(r) for r in built] == [{f: r[f] for f in spec.fields} for r in rows]  # nothing dropped or changed
    assert a["rows"] == len(rows) == b["rows"]


def test_card_metadata_and_counts(tmp_path):
    summary = build(FDA, str(SAMPLES[FDA.name]), tmp_path)
    card = (tmp_path / "README.md").read_text()
    meta = card.split("---\n")[1]
    assert "version: 1.0.0" in meta and "license: other" in meta and "size_categories:\n- n<1K" in meta
    assert "license_name: " in meta and "license_link: https://" in meta
    assert "config_name: default" in meta and "path: data/validation-00000-of-00001.parquet" in meta
    assert "dataset_info:" in meta and "num_examples: 11" in meta
    assert "## Changelog" in card and "v0 vs v1 whitespace" in card
    assert summary["values_with_surrounding_whitespace"] == 11  # the sample pads every value, as the Hub rows do
    assert f"| values with surrounding whitespace | {summary['values_with_surrounding_whitespace']} |" in card
    assert "| source | local `based_fda_sample.jsonl` |" in card


@pytest.mark.parametrize("spec", [FDA, SQUAD], ids=lambda s: s.name)
def test_committed_card_is_the_builders_card_and_the_task_reads_the_folder(tmp_path, spec):
    from groundeval.tasks import get_task

    build(spec, str(SAMPLES[spec.name]), tmp_path / "out", card=tmp_path / "card.md")
    assert (tmp_path / "card.md").read_bytes() == (tmp_path / "out" / "README.md").read_bytes()
    assert (REPO / "cards" / f"{spec.name}.md").read_bytes() == (tmp_path / "card.md").read_bytes(), (
        f"regenerate: python -m dataset_builders.{spec.name}.build --source {SAMPLES[spec.name].relative_to(REPO)} "
        f"--out DIR --card cards/{spec.name}.md")
    task = get_task(spec.task)
    assert task.load(str(tmp_path / "out")).to_list() == task.load(str(SAMPLES[spec.name])).to_list()


def _rows():
    return [json.loads(line) for line in SAMPLES[FDA.name].read_text().splitlines()]


def _mutate_row3(field, value):
    def mutate(rows):
        rows[3][field] = value
    return mutate


def _every_row(fn):
    def mutate(rows):
        for r in rows:
            fn(r)
    return mutate


@pytest.mark.parametrize(
    "mutate, message",
    [
        (_mutate_row3("text", "  \n "), r"row 3, field 'text': empty"),
        (_mutate_row3("doc_id", None), r"row 3, field 'doc_id': expected a string, got NoneType"),
        (_every_row(lambda r: r.pop("key")), r"row 0, field 'key': missing"),
        (_every_row(lambda r: r.update(value=7)), r"row 0, field 'value': expected a string, got int"),
    ],
    ids=["empty-text", "none-doc-id", "missing-column", "int-values"],
)
def test_bad_rows_are_errors_naming_row_and_field(tmp_path, mutate, message):
    rows = _rows()
    mutate(rows)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    with pytest.raises(RowError, match=message):
        build(FDA, str(bad), tmp_path / "out")
    assert not (tmp_path / "out" / "data").exists()  # nothing written
