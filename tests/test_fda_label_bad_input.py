"""fda_label_qa builder: bad input is one clear line naming the file (and record), never a crash."""

from __future__ import annotations

import gzip
import json
import resource
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from dataset_builders.fda_label_qa import build, ingest  # noqa: E402

FIX = ROOT / "tests" / "fixtures" / "fda_labels"
ASPIRIN = json.loads(gzip.decompress((FIX / "openfda" / "aspirin.json.gz").read_bytes()))


def one_line_error(path: Path, **kwargs) -> str:
    """The IngestError message of building from ``path`` (as --openfda unless kwargs say)."""
    kwargs = kwargs or {"openfda": [str(path)]}
    with pytest.raises(ingest.IngestError) as info:
        build.build_dataset(path.parent / "out", **kwargs)
    message = str(info.value)
    assert "\n" not in message
    return message


def write_json(path: Path, obj) -> Path:
    path.write_text(json.dumps(obj), encoding="utf-8")
    return path


def _limit_memory():  # a regression must fail the test, not take the machine down
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


def test_100k_brackets_fail_fast_with_one_line(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    proc = subprocess.run([sys.executable, "-m", "dataset_builders.fda_label_qa.build", "--openfda", str(deep),
                           "--out", str(tmp_path / "out")], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, preexec_fn=_limit_memory)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.count("\n") == 1 and "deep.json" in proc.stderr and "nested deeper than" in proc.stderr
    assert "Traceback" not in proc.stderr and not (tmp_path / "out").exists()


@pytest.mark.parametrize("name,text", [
    ("deep_object.json", '{"results": ' + "[" * 2000 + "]" * 2000 + "}"),
    ("deep_record.json", '{"results": [{"set_id": "s", "x": ' + "[" * 2000 + "]" * 2000 + "}]}"),
    ("deep.jsonl", "[" * 100_000 + "]" * 100_000 + "\n"),
])
def test_deep_nesting_is_capped_everywhere(tmp_path, name, text):
    (tmp_path / name).write_text(text)
    assert name in one_line_error(tmp_path / name)


@pytest.mark.parametrize("change,expected", [
    (lambda r: r.update(indications_and_usage="a string"), "field 'indications_and_usage' is a JSON string"),
    (lambda r: r.update(warnings=[1, 2]), "field 'warnings' is a JSON array, expected an array of strings"),
    (lambda r: r.update(openfda=["x"]), "openfda is not an object of arrays"),
    (lambda r: r.pop("set_id") and r.pop("id"), "has no set_id or id string"),
])
def test_wrongly_typed_record_names_file_and_record(tmp_path, change, expected):
    doc = json.loads(json.dumps(ASPIRIN))
    change(doc["results"][0])
    message = one_line_error(write_json(tmp_path / "label.json", doc))
    assert message.startswith("label.json: record 0") and expected in message


def test_records_that_are_not_objects_and_files_without_records(tmp_path):
    doc = dict(ASPIRIN, results=["not a record"])
    assert "label.json: record 0 is a JSON string" in one_line_error(write_json(tmp_path / "label.json", doc))
    empty = write_json(tmp_path / "empty.json", {"meta": {}, "results": []})
    assert "no openFDA label records" in one_line_error(empty)
    assert "a JSON number" in one_line_error(write_json(tmp_path / "five.json", 5))
    lines = tmp_path / "labels.jsonl"
    lines.write_text('{"set_id": "a", "warnings": ["w"]}\n[1]\n')
    assert "labels.jsonl: record 1 is a JSON array" in one_line_error(lines)


def test_truncated_binary_and_broken_archives_are_one_line(tmp_path):
    text = json.dumps(ASPIRIN)
    (tmp_path / "cut.json").write_text(text[: len(text) // 2])
    assert "cut.json: not valid JSON" in one_line_error(tmp_path / "cut.json")
    (tmp_path / "bin.json").write_bytes(bytes(range(256)) * 4)
    assert "bin.json: not valid JSON" in one_line_error(tmp_path / "bin.json")
    (tmp_path / "cut.json.gz").write_bytes(gzip.compress(text.encode())[:300])
    assert "cut.json.gz: cannot read it" in one_line_error(tmp_path / "cut.json.gz")
    (tmp_path / "bad.json.zip").write_bytes(b"PK\x03\x04 not a zip")
    assert "bad.json.zip: not a readable zip file" in one_line_error(tmp_path / "bad.json.zip")
    with zipfile.ZipFile(tmp_path / "member.json.zip", "w") as zf:
        zf.writestr("part.json", text[:100])
    assert "member.json.zip/part.json: not valid JSON" in one_line_error(tmp_path / "member.json.zip")
    (tmp_path / "cut.xml").write_bytes(gzip.decompress((FIX / "spl_xml" / "cough.xml.gz").read_bytes())[:3000])
    cut_xml = tmp_path / "cut.xml"
    assert "cut.xml: not a readable SPL XML file" in one_line_error(cut_xml, spl=[str(cut_xml)])


def test_fdarxbench_inputs_are_checked(tmp_path):
    labels = tmp_path / "labels.jsonl"
    labels.write_text('{"set_id": "x", "chunks": "not a list"}\n')
    assert "labels.jsonl: label 1 (set_id x): chunks is a JSON string" in one_line_error(
        labels, fdarxbench_labels=[str(labels)])
    qa = tmp_path / "qa.jsonl"
    qa.write_text('{"qid": "1"}\n{"qid": \n')
    assert "qa.jsonl: line 2: not valid JSON" in one_line_error(qa, fdarxbench_qa=[str(qa)])


def test_openfda_takes_a_folder_or_says_it_wants_files(tmp_path, capsys):
    files = sorted((FIX / "openfda").glob("*.json.gz"))
    from_folder = build.build_dataset(tmp_path / "a", openfda=[str(FIX / "openfda")])
    from_files = build.build_dataset(tmp_path / "b", openfda=[str(p) for p in files])
    assert from_folder["labels"] == from_files["labels"] == 4
    labels_a = sorted((tmp_path / "a" / "data" / "labels").glob("*.parquet"))
    labels_b = sorted((tmp_path / "b" / "data" / "labels").glob("*.parquet"))
    assert labels_a and [f.read_bytes() for f in labels_a] == [f.read_bytes() for f in labels_b]
    (tmp_path / "empty").mkdir()
    assert build.main(["--openfda", str(tmp_path / "empty"), "--out", str(tmp_path / "c")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--openfda wants files" in err and str(tmp_path / "empty") in err
    assert build.main(["--openfda", str(tmp_path / "missing.json"), "--out", str(tmp_path / "c")]) == 2
    assert "missing.json: no such file" in capsys.readouterr().err
