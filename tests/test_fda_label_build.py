"""fda_label_qa builder: deterministic families, leak check, oracle scores, labels-only builds."""

from __future__ import annotations

import io
import json
import shutil
import sys
from pathlib import Path

import datasets
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from dataset_builders.fda_label_qa import build, families  # noqa: E402
from groundeval.metric_modules import rubric_module  # noqa: E402
from groundeval.publishing import leaks  # noqa: E402

rubric = rubric_module()  # metrics/label_grounding/rubric.py by file path, as the scripts load it

RAW = ROOT / "groundeval" / "samples" / "fda_labels" / "raw"
BUILT = ROOT / "groundeval" / "samples" / "fda_labels" / "built"
FIX = ROOT / "tests" / "fixtures" / "fda_labels"
ARGS = dict(
    fdarxbench_labels=[str(RAW / "fdarxbench_format_label_example.jsonl")],
    fdarxbench_qa=[str(RAW / "fdarxbench_qa_toy.jsonl")],
    openfda=[str(RAW / "openfda" / n) for n in ("ambien.json", "aspirin.json", "sudafed.json")],
)


def gold_dir(public: Path) -> Path:
    return public.with_name(public.name + "-gold")


def files_of(public: Path) -> dict[str, bytes]:
    """Every file of a build: the public tree and the gold tree."""
    return {f"{tree.name[len(public.name):] or 'public'}/{p.relative_to(tree)}": p.read_bytes()
            for tree in (public, gold_dir(public)) for p in sorted(tree.rglob("*")) if p.is_file()}


def read(folder: Path, kind: str, family: str) -> list[dict]:
    """A family's public questions or gold rows, read the way users read the dataset."""
    if kind == "public":
        return datasets.load_dataset(str(folder), family, split="test").to_list()
    return [families.gold_from_record(g) for g in datasets.load_dataset(str(gold_dir(folder)), family, split="test")]


def passages_of(folder: Path) -> dict:
    return {lab["set_id"]: {p["passage_id"]: p["text"] for p in lab["passages"]}
            for lab in datasets.load_dataset(str(folder), "labels", split="test")}


def configs_of(folder: Path) -> list[str]:
    return datasets.get_dataset_config_names(str(folder))


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("fda_build") / "out"
    manifest = build.build_dataset(out, seed=0, **ARGS)
    return out, manifest


def test_deterministic_and_bundled_copy_up_to_date(built, tmp_path):
    out, _ = built
    build.build_dataset(tmp_path / "again", seed=0, **ARGS)
    assert files_of(out) == files_of(tmp_path / "again")
    committed = files_of(BUILT)
    assert set(committed) == set(files_of(out)), "rebuild groundeval/samples/fda_labels/built (see its README)"
    for name, data in files_of(out).items():
        if name.endswith(".parquet") and committed[name] != data:  # another pyarrow version: same table?
            assert pq.read_table(io.BytesIO(data)).equals(pq.read_table(io.BytesIO(committed[name]))), name
        else:
            assert committed[name] == data, f"{name}: rebuild groundeval/samples/fda_labels/built (see its README)"
    assert (ROOT / "cards" / "fda_label_qa.md").read_bytes() == (BUILT / "README.md").read_bytes()
    build.build_dataset(tmp_path / "seed1", seed=1, **ARGS)
    key = "public/data/warning_citations/test-00000-of-00001.parquet"
    assert files_of(tmp_path / "seed1")[key] != files_of(out)[key]


def test_layout_gold_apart_and_configs(built, tmp_path):
    out, _ = built
    assert sorted(p.name for p in out.iterdir()) == ["README.md", "data", "profile.json"]
    assert configs_of(out) == [*families.FAMILIES, "labels"] and configs_of(gold_dir(out)) == [*families.FAMILIES, "gold_audit", "verifier_validation"]
    for f in families.FAMILIES:
        assert datasets.load_dataset(str(out), f, split="test").column_names == list(families.PUBLIC_KEYS)
    with pytest.raises(ValueError, match="must not be inside"):
        build.build_dataset(tmp_path / "x", gold_out=tmp_path / "x" / "gold", seed=0, **ARGS)
    assert not (tmp_path / "x").exists()


def test_seven_families_with_questions(built):
    out, manifest = built
    assert set(manifest["families"]) == set(families.FAMILIES)
    assert all(n > 0 for n in manifest["families"].values())
    profile = json.loads((out / "profile.json").read_text())
    assert profile["qa_rows_by_task"] == {"factual": 55, "multihop": 40, "refusal": 5}
    assert profile["labels_by_source"]["openfda"] == 3
    assert "gold_status_by_family" not in profile
    n = manifest["families"]
    assert f"| long_label_retrieval | {n['long_label_retrieval']} |" in (out / "README.md").read_text()
    assert f"| near_miss_refusal | {n['near_miss_refusal']} | NOT_FOUND {n['near_miss_refusal']} |" \
        in (gold_dir(out) / "README.md").read_text()
    # long-label questions only over the longest complete labels (here AMBIEN, 65 passages; the others have <= 18)
    labels = {lab["set_id"]: lab for lab in datasets.load_dataset(str(out), "labels", split="test")}
    longest = {sid for g in read(out, "gold", "long_label_retrieval") for sid in g["set_ids"]}
    assert longest and all(labels[s]["complete"] and len(labels[s]["passages"]) == 65 for s in longest)
    assert profile["gold_checks"]["dropped_questions"] > 0 and "### Gold checks" in (out / "README.md").read_text()
    cross = read(out, "gold", "cross_label_comparison")
    assert all(len(set(g["set_ids"])) == 2 and len({c["set_id"] for c in g["citations"]}) == 2 for g in cross)
    refusals = read(out, "gold", "near_miss_refusal")
    assert {g["source"] for g in refusals} == {"fdarxbench_qa", "synthetic_near_miss"}
    assert all(g["status"] == "NOT_FOUND" for g in refusals)


def test_public_files_contain_no_gold(built):
    out, _ = built
    for path in (out / "data").rglob("*.parquet"):
        assert not set(pq.read_schema(path).names) & {"status", "answer", "citations", "expected_terms",
                                                        "structured_fields", "supporting_quote"}, path
    for fam in families.FAMILIES:
        public, gold = read(out, "public", fam), read(out, "gold", fam)
        assert [p["qid"] for p in public] == [g["qid"] for g in gold]
        text = "\n".join(json.dumps(p, ensure_ascii=False) for p in public)
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


def test_gold_round_trips_through_parquet():
    g = {"qid": "q", "family": "numeric_dosage", "set_ids": ["s"], "status": "ANSWERED", "answer": "10 mg",
         "citations": [], "expected_terms": ["10 mg"], "structured_fields": {"comparison": {"s": {"dose": "1"}}},
         "source": "x", "source_task": "factual"}
    assert families.gold_from_record(families.gold_record(g)) == g
    assert families.gold_from_record(families.gold_record({**g, "anchor_topic": "renal"}))["anchor_topic"] == "renal"


def test_leak_check_refuses_to_build(tmp_path, monkeypatch):
    orig = families.public_row

    def leaky(q):
        row = orig(q)
        row["question"] += " (hint: " + q["gold"]["answer"] + ")"
        return row

    monkeypatch.setattr(families, "public_row", leaky)
    with pytest.raises(families.LeakError):
        build.build_dataset(tmp_path / "leak", seed=0, **ARGS)
    assert not (tmp_path / "leak").exists() and not (tmp_path / "leak-gold").exists()
    monkeypatch.setattr(families, "public_row", lambda q: dict(orig(q), status=q["gold"]["status"]))
    with pytest.raises(families.LeakError):
        build.build_dataset(tmp_path / "leak2", seed=0, **ARGS)


def test_oracle_empty_wrong_label_and_hallucination(built):
    built, _ = built
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
    manifest = build.build_dataset(out, openfda=[str(p) for p in sorted((FIX / "openfda").glob("*.json.gz"))],
                                   spl=[str(FIX / "spl_xml")], seed=0)
    assert manifest["labels"] == 8
    assert manifest["families"]["near_miss_refusal"] > 0
    assert manifest["families"]["cross_label_comparison"] > 0
    assert manifest["families"]["warning_citations"] == 0  # no QA rows: only the families labels make
    assert set(configs_of(out)) == {"labels", *(f for f, n in manifest["families"].items() if n)}
    assert {g["source"] for g in read(out, "gold", "numeric_dosage")} == {"synthetic_label_dosing"}
    passages = passages_of(out)
    for fam in ("near_miss_refusal", "cross_label_comparison", "numeric_dosage", "long_label_retrieval"):
        gold = read(out, "gold", fam)
        assert rubric.score_run(rubric.oracle_answers(gold), gold, passages)["score"] == 1.0


def test_cli(tmp_path, capsys):
    assert build.main(["--openfda", str(RAW / "openfda" / "aspirin.json"), str(RAW / "openfda" / "sudafed.json"),
                       "--out", str(tmp_path / "cli"), "--seed", "3"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["labels"] == 2 and printed["gold_out"] == str(tmp_path / "cli-gold")
    assert (tmp_path / "cli-gold" / "README.md").is_file()


def test_refusals_over_visible_labels_with_topics(built):
    out, _ = built
    labels = passages_of(out)
    gold = read(out, "gold", "near_miss_refusal")
    assert gold and all(labels.get(g["set_ids"][0]) for g in gold), "a refusal over a label with no passages"
    assert all(g["structured_fields"].get("searched_topic") for g in gold)
    profile = json.loads((out / "profile.json").read_text())
    assert profile["refusal_rows"] == {"rows": 5, "kept_derived_topic": 1, "left_out_label_without_passages": 4}
    assert profile["citation_coverage"]["answerable_rows"] == 95
    assert profile["long_label_retrieval_labels"]["labels"] >= 1
    row = {"question": "Does the label advise altering the dose for patients with severe hepatic impairment?"}
    assert families.refusal_topics(row) == {"searched_topic": "severe hepatic impairment",
                                            "unsupported_topic": "dose adjustment in severe hepatic impairment"}
    assert families.refusal_topics({"question": "What colour is the tablet?"}) == {}
    label = {"set_id": "L", "passages": [{"passage_id": "PASSAGE_0000", "text": "x"}]}
    row = {"set_id": "L", "qid": "q", "task": "refusal", "question": "What colour is the tablet?"}
    assert families.refusal_outcome(row, {"L": label}) == "left_out_no_topic"
    assert families.refusal_outcome(row, {"L": {**label, "passages": []}}) == "left_out_label_without_passages"


def _rewrite(path: Path, change) -> None:
    """Rewrite one Parquet file of a written tree with ``change(rows)`` applied (same schema)."""
    table = pq.read_table(path)
    rows = table.to_pylist()
    change(rows)
    pq.write_table(pa.Table.from_pylist(rows, schema=table.schema), path)


def _plant(tree: Path, leak: str, gold: dict) -> None:
    numeric = gold["numeric_dosage"][0]
    quote = numeric["citations"][0]["supporting_quote"]
    family = tree / "data" / "numeric_dosage" / "test-00000-of-00001.parquet"
    if leak == "stray file":
        (tree / "data" / "answers.jsonl").write_text(json.dumps({"qid": numeric["qid"], "a": numeric["answer"]}) + "\n")
    elif leak == "question":
        _rewrite(family, lambda rows: rows[-1].update(question=rows[-1]["question"] + " Hint: " + quote.upper()))
    elif leak == "profile":
        profile = json.loads((tree / "profile.json").read_text())
        (tree / "profile.json").write_text(json.dumps({**profile, "example": quote}))
    elif leak == "card":
        card = tree / "README.md"
        card.write_text(card.read_text() + "\nFor example: " + "  ".join(numeric["answer"].split()) + "\n")
    elif leak == "gold column":
        table = pq.read_table(family)
        pq.write_table(table.append_column("answer", pa.array([g["answer"] for g in gold["numeric_dosage"]])), family)
    elif leak == "field value":
        value = next(v for rows in gold.values() for g in rows for v in leaks._strings(g["structured_fields"])
                     if len(v.split()) >= 4)
        (tree / "data" / "note.txt").write_text(value)


@pytest.mark.parametrize("leak", ["stray file", "question", "profile", "card", "gold column", "field value"])
def test_leak_check_reads_the_written_public_tree(built, tmp_path, leak):
    """The check on the files themselves: a clean tree passes (its labels hold every gold quote, as
    label text must), and gold planted anywhere in the written tree is refused, naming the file."""
    out, _ = built
    gold_out = gold_dir(out)
    leaks.check_public_tree(out, gold_out)
    strong, _ = leaks.gold_texts(leaks.read_gold(gold_out))
    labels_text = " ".join(leaks._norm(p["text"]) for lab in pq.read_table(
        out / "data" / "labels" / "test-00000-of-00001.parquet").to_pylist() for p in lab["passages"])
    assert any(s in labels_text for s in strong)  # the exempt label text does hold gold quotes
    tree = tmp_path / "tree"
    shutil.copytree(out, tree)
    _plant(tree, leak, leaks.read_gold(gold_out))
    with pytest.raises(families.LeakError) as err:
        leaks.check_public_tree(tree, gold_out)
    named = {"stray file": "data/answers.jsonl", "question": "numeric_dosage", "profile": "profile.json",
             "card": "README.md", "gold column": "numeric_dosage", "field value": "data/note.txt"}[leak]
    assert named in str(err.value)
    with pytest.raises(families.LeakError, match="inside the public tree"):
        leaks.check_public_tree(tree, tree / "gold")
