"""Label ingest: openFDA JSON (streamed), DailyMed SPL XML and FDARxBench labels -> one record."""

from __future__ import annotations

import gzip
import html
import json
import re
import sys
import tracemalloc
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from dataset_builders.fda_label_qa import ingest  # noqa: E402

FIX = ROOT / "tests" / "fixtures" / "fda_labels"
RAW = ROOT / "groundeval" / "samples" / "fda_labels" / "raw"
OPENFDA = sorted((FIX / "openfda").glob("*.json.gz"))
SPL = sorted((FIX / "spl_xml").glob("*.xml.gz"))


def alnum(text: str) -> str:
    return re.sub(r"[\W_]+", "", html.unescape(text)).lower()


def body(p):
    t, title = p["text"], p["section_title"]
    return t[len(title) + 1:] if title and t.startswith(title + "\n") else t


def test_read_labels_takes_every_source_in_order():
    """One label per openFDA file and per SPL file of a folder (``.xml`` and ``.xml.gz``, sorted),
    in argument order, each with positional passage ids and a bounded passage length."""
    labels = list(ingest.read_labels(openfda=OPENFDA, spl=[FIX / "spl_xml"], max_chars=1500))
    assert [lab["source"] for lab in labels] == ["openfda"] * len(OPENFDA) + ["spl"] * len(SPL) and len(labels) == 8
    assert [lab["set_id"] for lab in labels[len(OPENFDA):]] == [ingest.read_spl(p)["set_id"] for p in SPL]
    assert len({lab["set_id"] for lab in labels}) == len(labels)
    for lab in labels:
        assert [p["passage_id"] for p in lab["passages"]] == [f"PASSAGE_{i:04d}" for i in range(len(lab["passages"]))]
        assert lab["passages"] and all(0 < len(p["text"]) <= 1500 for p in lab["passages"])


@pytest.mark.parametrize("path", OPENFDA, ids=lambda p: p.name)
def test_openfda_passages_cover_every_section(path):
    record = json.loads(gzip.open(path).read())["results"][0]
    [label] = list(ingest.read_openfda(path))
    assert label["set_id"] == record["set_id"] and label["source"] == "openfda"
    assert label["effective_date"] == record["effective_time"] and label["drug_name"]
    assert [p["passage_id"] for p in label["passages"]] == [f"PASSAGE_{i:04d}" for i in range(len(label["passages"]))]
    fields = ingest.openfda_section_fields(record)
    assert fields and set(fields) == {k for k, v in record.items()
                                      if isinstance(v, list) and k != "openfda" and all(isinstance(s, str) for s in v)}
    for field in fields:
        base = field.removesuffix("_table")
        joined = alnum("".join(p["text"] for p in label["passages"] if p["section"] == base))
        for value in record[field]:
            source = alnum(re.sub(r"<[^>]+>", " ", value))
            assert source in joined, f"{field}: text lost"
    assert all(len(p["text"]) <= ingest.MAX_PASSAGE_CHARS for p in label["passages"])
    assert all(p["section_code"] for p in label["passages"] if p["section"] in ingest.FIELD_TO_CODE)


def test_openfda_tables_flattened_to_rows():
    [label] = list(ingest.read_openfda(FIX / "openfda" / "ambien.json.gz"))
    tables = [p for p in label["passages"] if p["section_title"].endswith("(table)")]
    assert tables and all("<td" not in p["text"] for p in tables)
    assert any(" | " in p["text"] for p in tables)
    boxed = [p for p in label["passages"] if p["section"] == "boxed_warning"]
    assert boxed and boxed[0]["section_code"] == "34066-1"


@pytest.mark.parametrize("path", SPL, ids=lambda p: p.name)
def test_spl_passages_cover_every_section(path):
    label = ingest.read_spl(path)
    root = ET.fromstring(gzip.open(path).read())
    sections = list(ingest.iter_spl_sections(root))
    source = alnum("".join("".join(b.itertext()) for sec, _, _ in sections for b in ingest._spl_section_blocks(sec)))
    ours = alnum("".join(body(p) for p in label["passages"]))
    assert source and ours == source  # every character of every section's text, in order
    assert label["set_id"] == root.find(f"{ingest._NS}setId").get("root")
    assert len(label["set_id"]) == 36 and label["effective_date"] and label["drug_name"]
    codes = {p["section_code"] for p in label["passages"]}
    assert "34068-7" in codes or "42229-5" in codes


def test_spl_nested_sections_and_tables():
    lipitor = ingest.read_spl(FIX / "spl_xml" / "lipitor-orig.xml.gz")
    titles = [p["section_title"] for p in lipitor["passages"]]
    assert any(t.startswith("2.5") for t in titles)  # a nested subsection of 2 DOSAGE AND ADMINISTRATION
    sub = next(p for p in lipitor["passages"] if p["section_title"].startswith("2.5"))
    assert sub["section"] == "dosage_and_administration" and sub["section_code"] == "42229-5"
    cough = ingest.read_spl(FIX / "spl_xml" / "cough.xml.gz")
    text = "\n".join(p["text"] for p in cough["passages"])
    assert "children 6 to under 12 years of age | 2 teaspoonfuls (10 mL)" in text
    assert cough["drug_name"].startswith("TRIAMINIC Childrens")


def test_fdarxbench_labels_keep_chunks_and_ids():
    src = json.loads((RAW / "fdarxbench_format_label_example.jsonl").read_text())
    [label] = list(ingest.read_fdarxbench_labels(RAW / "fdarxbench_format_label_example.jsonl"))
    assert label["set_id"] == src["set_id"] and len(label["passages"]) == len(src["chunks"])
    for i, (p, chunk) in enumerate(zip(label["passages"], src["chunks"])):
        assert p["passage_id"] == f"PASSAGE_{i:04d}"
        assert " ".join(p["text"].split()) == " ".join(chunk.split())
        assert f"||PASSAGE_{i:04d}||" in src["label_raw"]
    assert label["passages"][0]["section"] == "indications_and_usage"


def test_split_passages_round_trip():
    text = ("A sentence about dosing. " * 300 + "\n" + "x" * 5000).strip()
    pieces = ingest.split_passages(text, 500)
    assert all(len(p) <= 500 for p in pieces)
    assert "".join("".join(pieces).split()) == "".join(text.split())


def _bulk_file(path: Path, n: int) -> int:
    rec = json.loads(gzip.open(FIX / "openfda" / "aspirin.json.gz").read())["results"][0]
    with open(path, "w") as f:
        f.write('{"meta": {"disclaimer": "test", "results": {"total": %d}}, "results": [' % n)
        for i in range(n):
            r = dict(rec, set_id=f"set-{i:06d}")
            f.write(("," if i else "") + json.dumps(r))
        f.write("]}")
    return path.stat().st_size


def test_openfda_bulk_ingest_streams_with_bounded_memory(tmp_path):
    bulk = tmp_path / "drug-label-0001-of-0001.json"
    size = _bulk_file(bulk, 1200)
    assert size > 9_000_000
    tracemalloc.start()
    n = 0
    for label in ingest.read_openfda(bulk):
        n += 1
        assert label["set_id"] == f"set-{n - 1:06d}"
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert n == 1200
    assert peak < 2_000_000, f"peak {peak} bytes for a {size}-byte file"  # ~ one label, not the file
    zipped = tmp_path / "drug-label-0001-of-0001.json.zip"
    with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.write(bulk, bulk.name)
    assert sum(1 for _ in ingest.iter_openfda_records(zipped)) == 1200
    lines = tmp_path / "labels.jsonl"
    lines.write_text("\n".join(json.dumps({"set_id": f"s{i}", "warnings": ["Do not use."]}) for i in range(3)))
    assert [lab["set_id"] for lab in ingest.read_openfda(lines)] == ["s0", "s1", "s2"]
