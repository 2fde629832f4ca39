"""fda_label_qa builder: deterministic families, leak check, oracle scores, labels-only builds."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from dataset_builders.fda_label_qa import build, families  # noqa: E402

_spec = importlib.util.spec_from_file_location("lg_rubric_b", ROOT / "metrics/label_grounding/rubric.py")
rubric = importlib.util.module_from_spec(_spec)
sys.modules["lg_rubric_b"] = rubric
_spec.loader.exec_module(rubric)

RAW = ROOT / "groundeval" / "data" / "fda_labels" / "raw"
BUILT = ROOT / "groundeval" / "data" / "fda_labels" / "built"
FIX = ROOT / "tests" / "fixtures" / "fda_labels"
ARGS = dict(
    fdarxbench_labels=[str(RAW / "fdarxbench_format_label_example.jsonl")],
    fdarxbench_qa=[str(RAW / "fdarxbench_qa_toy.jsonl")],
    openfda=[str(RAW / "openfda" / n) for n in ("ambien.json", "aspirin.json", "sudafed.json")],
)


def files_of(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def read(folder: Path, kind: str, family: str) -> list[dict]:
    return [json.loads(line) for line in (folder / kind / f"{family}.jsonl").read_text().splitlines()]


def passages_of(folder: Path) -> dict:
    out = {}
    for line in (folder / "labels.jsonl").read_text().splitlines():
        lab = json.loads(line)
        out[lab["set_id"]] = {p["passage_id"]: p["text"] for p in lab["passages"]}
    return out


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("fda_build")
    build.build_dataset(out, seed=0, **ARGS)
    return out


def test_deterministic_and_bundled_copy_up_to_date(built, tmp_path):
    build.build_dataset(tmp_path / "again", seed=0, **ARGS)
    assert files_of(built) == files_of(tmp_path / "again")
    assert files_of(built) == files_of(BUILT), "rebuild groundeval/data/fda_labels/built (see its README)"
    build.build_dataset(tmp_path / "seed1", seed=1, **ARGS)
    assert files_of(tmp_path / "seed1")["public/warning_citations.jsonl"] != files_of(built)["public/warning_citations.jsonl"]


def test_seven_families_with_questions(built):
    manifest = json.loads((built / "manifest.json").read_text())
    assert set(manifest["families"]) == set(families.FAMILIES)
    assert all(n > 0 for n in manifest["families"].values())
    profile = json.loads((built / "profile.json").read_text())
    assert profile["qa_rows_by_task"] == {"factual": 55, "multihop": 40, "refusal": 5}
    assert profile["labels_by_source"]["openfda"] == 3
    assert "| long_label_retrieval |" in (built / "profile.md").read_text()
    cross = read(built, "gold", "cross_label_comparison")
    assert all(len(set(g["set_ids"])) == 2 and len({c["set_id"] for c in g["citations"]}) == 2 for g in cross)
    refusals = read(built, "gold", "near_miss_refusal")
    assert {g["source"] for g in refusals} == {"fdarxbench_qa", "synthetic_near_miss"}
    assert all(g["status"] == "NOT_FOUND" for g in refusals)


def test_public_files_contain_no_gold(built):
    for fam in families.FAMILIES:
        public, gold = read(built, "public", fam), read(built, "gold", fam)
        assert [p["qid"] for p in public] == [g["qid"] for g in gold]
        text = (built / "public" / f"{fam}.jsonl").read_text()
        for key in ("status", "answer", "citations", "expected_terms", "structured_fields",
                    "supporting_quote", "passage_id", "gold"):
            assert f'"{key}":' not in text, (fam, key)
        assert "NOT_FOUND" not in text and "ANSWERED" not in text and "PASSAGE_" not in text
        for p, g in zip(public, gold):
            assert set(p) == set(families.PUBLIC_KEYS)
            blob = json.dumps(p, ensure_ascii=False).lower()
            if len(g["answer"].split()) >= 4:
                assert g["answer"].lower() not in blob
            for c in g["citations"]:
                assert c["passage_id"].lower() not in blob
                if len(c["supporting_quote"].split()) >= 4:
                    assert c["supporting_quote"].lower() not in blob


def test_leak_check_refuses_to_build(tmp_path, monkeypatch):
    orig = families.public_row

    def leaky(q):
        row = orig(q)
        row["question"] += " (hint: " + q["gold"]["answer"] + ")"
        return row

    monkeypatch.setattr(families, "public_row", leaky)
    with pytest.raises(families.LeakError):
        build.build_dataset(tmp_path / "leak", seed=0, **ARGS)
    assert not (tmp_path / "leak" / "public").exists()
    monkeypatch.setattr(families, "public_row", lambda q: dict(orig(q), status=q["gold"]["status"]))
    with pytest.raises(families.LeakError):
        build.build_dataset(tmp_path / "leak2", seed=0, **ARGS)


def test_oracle_empty_wrong_label_and_hallucination(built):
    passages = passages_of(built)
    for fam in families.FAMILIES:
        gold = read(built, "gold", fam)
        out = rubric.score_run(json.dumps(rubric.oracle_answers(gold)), gold, passages)
        for q, g in zip(out["questions"], gold):
            expected = 0.9 if g["status"] == "NOT_FOUND" and not g["citations"] else 1.0
            assert q["score"] == pytest.approx(expected), (fam, g["qid"], q)
            assert q["critical_errors"] == []
        empty = rubric.score_run("", gold, passages)
        assert empty["score"] == 0.0 and empty["critical_errors"]["missing"] == len(gold)
    gold = read(built, "gold", "numeric_dosage")
    answers = rubric.oracle_answers(gold)
    other = next(s for s in passages if s not in gold[0]["set_ids"] and passages[s])
    answers["answers"][0]["citations"][0]["set_id"] = other
    out = rubric.score_run(answers, gold, passages)
    assert "citation_from_wrong_label" in out["questions"][0]["critical_errors"]
    gold = read(built, "gold", "near_miss_refusal")
    answers = rubric.oracle_answers(gold)
    answers["answers"][0].update(status="ANSWERED", answer="Reduce the dose by half.")
    out = rubric.score_run(answers, gold, passages)
    assert out["questions"][0]["critical_errors"] == ["hallucinated_answer"]


def test_labels_only_build_still_has_refusals_and_pairs(tmp_path):
    out = tmp_path / "openfda_only"
    build.build_dataset(out, openfda=[str(p) for p in sorted((FIX / "openfda").glob("*.json.gz"))],
                        spl=[str(FIX / "spl_xml")], seed=0)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["labels"] == 8
    assert manifest["families"]["near_miss_refusal"] > 0
    assert manifest["families"]["cross_label_comparison"] > 0
    assert manifest["families"]["numeric_dosage"] == 0  # no QA rows: only the two label-only families
    passages = passages_of(out)
    for fam in ("near_miss_refusal", "cross_label_comparison"):
        gold = read(out, "gold", fam)
        assert rubric.score_run(rubric.oracle_answers(gold), gold, passages)["score"] == 1.0


def test_cli(tmp_path, capsys):
    assert build.main(["--openfda", str(RAW / "openfda" / "aspirin.json"), str(RAW / "openfda" / "sudafed.json"),
                       "--out", str(tmp_path / "cli"), "--seed", "3"]) == 0
    assert json.loads(capsys.readouterr().out)["labels"] == 2
