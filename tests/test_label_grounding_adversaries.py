"""Rubric v2 passes knowledge only: answers made without the gold fail, hand-written correct
answers in other words pass, the oracle keeps 1.0; v1 is the spec's rubric; metric edge cases.

The sample is built from the repository's copies of the shared samples (FDARxBench toy QA rows
and label example, four openFDA and four SPL labels): 84 questions in 7 family runs, 70 answerable.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
import adversaries as adv  # noqa: E402

from groundeval.metric_modules import rubric_module  # noqa: E402


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


rubric = rubric_module()  # metrics/label_grounding/rubric.py by file path, as the scripts load it
table = _load("lg_adversary_table", ROOT / "scripts/adversary_table.py")
PARAPHRASES = json.loads((ROOT / "tests/fixtures/fda_labels/paraphrases.json").read_text(encoding="utf-8"))
CARD = (ROOT / "metrics/label_grounding/README.md").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def build(tmp_path_factory):
    return adv.load_build(table.build_sample(tmp_path_factory.mktemp("fda_sample")))


def run_v2(build, docs, only=None):
    return table.score_documents(rubric, build, docs, "v2", only)


def test_sample_is_the_outside_checks_sample(build):
    gold = [g for f in adv.FAMILIES for g in build["gold"][f]]
    assert len(gold) == 84 and sum(g["status"] == "ANSWERED" for g in gold) == 70


# --- item 1 and 2: adversaries ------------------------------------------------------------------


@pytest.mark.parametrize("name", list(adv.BLIND))
def test_blind_adversary_fails_v2(build, name):
    out = run_v2(build, adv.blind_documents(name, build))
    assert out["runs_passed"] == 0, out
    assert out["pass_rate"] < 0.10, out


@pytest.fixture(scope="module")
def current_build(tmp_path_factory):
    """Today's builder (2.0.0 gold, errata applied) on the repository's copies of the shared samples."""
    from dataset_builders.fda_label_qa import build as fda_build

    raw, fix = ROOT / "groundeval/samples/fda_labels/raw", ROOT / "tests/fixtures/fda_labels"
    out = tmp_path_factory.mktemp("fda_current") / "sample"
    fda_build.build_dataset(out, seed=0, fdarxbench_labels=[str(raw / "fdarxbench_format_label_example.jsonl")],
                            fdarxbench_qa=[str(raw / "fdarxbench_qa_toy.jsonl")],
                            openfda=[str(p) for p in sorted((fix / "openfda").glob("*.json.gz"))],
                            spl=[str(fix / "spl_xml")])
    return adv.load_build(out)


def test_oracle_empty_and_blind_adversaries_on_todays_gold(current_build):
    """The rubric's evidence is the frozen 1.0.0 sample; on the gold the builder makes today, the
    oracle still passes every question, an empty file scores 0 and no blind adversary passes a run."""
    for name in ("v1", "v2"):
        for fam in adv.FAMILIES:
            gold = current_build["gold"][fam]
            out = rubric.score_run(json.dumps(rubric.oracle_answers(gold)), gold, current_build["passages"], rubric=name)
            assert all(q["passed"] and not q["critical_errors"] for q in out["questions"]), (name, fam)
            assert rubric.score_run("", gold, current_build["passages"], rubric=name)["score"] == 0.0
    for name in adv.BLIND:
        out = run_v2(current_build, adv.blind_documents(name, current_build))
        assert out["runs_passed"] == 0 and out["pass_rate"] < 0.10, (name, out)


@pytest.mark.parametrize("name", list(adv.PERTURBATIONS))
def test_one_wrong_value_fails_v2(build, name):
    docs, changed = adv.perturbed_documents(name, build)
    assert len(changed) >= 5  # the generator finds values of this kind to change
    out = run_v2(build, docs, changed)
    assert out["passed"] == 0 and out["runs_passed"] == 0, out


def test_blind_adversaries_never_read_the_gold(build):
    public_only = {k: v for k, v in build.items() if k != "gold"}
    for name, make in adv.BLIND.items():
        for f in adv.FAMILIES:
            for row in build["public"][f]:
                item = make(row, public_only)
                assert item["qid"] == row["qid"]
                for c in item["citations"]:  # quotes are copied from the cited passage
                    assert c["supporting_quote"] in build["passages"][c["set_id"]][c["passage_id"]]


def test_v1_passes_pasted_label_text(build):
    # the weakness v2 fixes: pasting the top three passages of the label passes most questions under v1
    out = table.score_documents(rubric, build, adv.blind_documents("paste the top 3 passages", build), "v1")
    assert out["pass_rate"] > 0.5 and out["runs_passed"] >= 4


# --- item 2: the oracle and hand-written correct answers -----------------------------------------


def test_oracle_keeps_full_marks_under_v2(build):
    for f in adv.FAMILIES:
        gold = build["gold"][f]
        out = rubric.score_run(rubric.oracle_answers(gold), gold, build["passages"], rubric="v2")
        for q, g in zip(out["questions"], gold):
            expected = 0.9 if g["status"] == "NOT_FOUND" and not g["citations"] else 1.0
            assert q["score"] == pytest.approx(expected) and q["critical_errors"] == [], (f, q)
        assert out["pass"] is True


def test_paraphrases_are_many_spread_and_reworded(build):
    gold = {g["qid"]: g for f in adv.FAMILIES for g in build["gold"][f]}
    present = {qid: item for qid, item in PARAPHRASES.items() if qid in gold}
    assert len(present) >= 40
    families = {f for f in adv.FAMILIES for g in build["gold"][f] if g["qid"] in present}
    assert families == set(adv.FAMILIES)
    for qid, item in present.items():
        g = gold[qid]
        assert item["status"] == g["status"]
        assert rubric.normalize(item["answer"]) != rubric.normalize(g["answer"])
        assert rubric.text_similarity(item["answer"], g["answer"]) < 0.92, qid  # not a copy, nor contained
        for c in item["citations"]:
            assert c["supporting_quote"] in build["passages"][c["set_id"]][c["passage_id"]], qid


def test_every_paraphrase_passes_v2(build):
    docs = adv.paraphrase_documents(build, PARAPHRASES)
    failed = []
    for f, doc in docs.items():
        out = rubric.score_run(doc, build["gold"][f], build["passages"], rubric="v2")
        failed += [(q["qid"], q["score"], q["critical_errors"]) for q in out["questions"]
                   if q["qid"] in PARAPHRASES and not q["passed"]]
        assert out["pass"] is True, f
    assert failed == []


# --- the card's table ---------------------------------------------------------------------------


def _card_row(label: str) -> list[str]:
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in CARD.splitlines() if line.startswith(f"| {label} |")]
    return next(row for row in rows if len(row) == 8)  # the numbers, not the description


@pytest.mark.parametrize("name", ["paste every passage", "hedge several values", "echo the question"])
def test_card_table_matches_the_generators(build, name):
    assert "python scripts/adversary_table.py" in CARD and "How the rubric treats adversaries" in CARD
    out = run_v2(build, adv.blind_documents(name, build))
    row = _card_row(name)
    assert row[5] == f"{out['mean']:.3f}"
    assert row[6] == f"{out['passed']} ({100 * out['pass_rate']:.1f} %)"
    assert row[7] == f"{out['runs_passed']} / {out['runs']}"


def test_card_table_is_the_scripts_output(build):
    # every row and column of the card's table, as `python scripts/adversary_table.py` prints it
    assert table.markdown(table.rows(rubric, build, PARAPHRASES)) in CARD


def test_card_paraphrase_counts(build):
    gold = {g["qid"] for f in adv.FAMILIES for g in build["gold"][f]}
    present = {qid for qid in PARAPHRASES if qid in gold}
    rows = {f: sum(g["qid"] in present for g in build["gold"][f]) for f in adv.FAMILIES}
    passed = {}
    for r in ("v1", "v2"):
        verdicts = {}
        for f, doc in adv.paraphrase_documents(build, PARAPHRASES).items():
            for q in rubric.score_run(doc, build["gold"][f], build["passages"], rubric=r)["questions"]:
                if q["qid"] in present:
                    verdicts[q["qid"]] = verdicts.get(q["qid"], True) and q["passed"]
        passed[r] = sum(verdicts.values())
    text = " ".join(CARD.split())
    assert f"holds {len(PARAPHRASES)} answers" in text
    assert f"{len(present)} of them answer questions of the current sample" in text
    names = {"long_label_retrieval", "warning_citations", "numeric_dosage", "multi_section_synthesis",
             "cross_label_comparison"}
    assert len({rows[f] for f in names}) == 1
    assert (f"({rows['numeric_dosage']} question rows each of long-label retrieval, warning citations, numeric "
            f"dosage, multi-section synthesis and cross-label comparison, {rows['mixed_batch']} of mixed batch, "
            f"{rows['near_miss_refusal']} near-miss refusals: the {sum(rows.values())} rows") in text
    assert f"v1 passes {passed['v1']} of the {len(present)}" in text
    assert passed["v2"] == len(present) and f"**v2 passes all {len(present)}**" in text


def test_card_paraphrase_examples(build):
    section = CARD.split("### Hand-written correct answers", 1)[1].split("## Agreement with independent readers", 1)[0]
    examples = [[c.strip() for c in line.strip().strip("|").split("|")] for line in section.splitlines()
                if line.startswith("| ") and not line.startswith("| family")]
    assert len(examples) >= 5
    by_answer = {item["answer"]: qid for qid, item in PARAPHRASES.items()}
    gold = {g["qid"]: g for f in adv.FAMILIES for g in build["gold"][f]}
    families = {}
    for f in adv.FAMILIES:
        for g in build["gold"][f]:
            families.setdefault(g["qid"], set()).add(f.replace("_", " "))
    for family, gold_answer, hand, v1, v2 in examples:
        g = gold[by_answer[hand]]
        assert g["answer"] == gold_answer and family.replace("-", " ") in families[g["qid"]], (family, families[g["qid"]])
        item = dict(PARAPHRASES[by_answer[hand]], qid=g["qid"])
        for cell, r in ((v1, "v1"), (v2, "v2")):
            q = rubric.score_question(item, g, build["passages"], r)
            shown = f"{q['score']:.3f}".rstrip("0").rstrip(".") if q["score"] != 1.0 else "1.0"
            errors = ", ".join(f"`{e}`" for e in q["critical_errors"])
            assert cell == (f"{shown} ({errors})" if errors else shown), (hand, r, q["score"])


def test_card_containment_figures(build):
    eff = table.containment_effect(rubric, build, PARAPHRASES)
    text = " ".join(CARD.split())
    assert (f"over all {eff['answer_sets']} answer sets there ({eff['question_rows']:,} question rows): "
            f"{eff['lower']} question scores are lower and {eff['verdicts_differ']} pass verdicts differ") in text
    assert eff["higher"] == 0 and eff["run_verdicts_differ"] == 0 and eff["oracle_changes"] == 0
    assert eff["max_mean_change"] <= 0.007 and "means move by at most 0.007" in text


# --- item 3: v1 is the spec's rubric ------------------------------------------------------------


def test_v1_keeps_sentence_dots_v2_drops_them():
    assert rubric.text_similarity("Take 10 mg.", "Take 10 mg", "v1") == pytest.approx(0.92)
    assert rubric.text_similarity("Take 10 mg.", "Take 10 mg", "v2") == 1.0
    assert rubric.normalize("Take 10 mg.", "v1") == "take 10 mg."
    assert rubric.value_in_text("10 mg", rubric.normalize("Take 10 mg.", "v1"), "v1")  # a dot ends a word
    assert not rubric.value_in_text("1", rubric.normalize("Take 1.5 mg", "v1"), "v1")


GOLD = [
    {"qid": "q1", "family": "numeric_dosage", "set_ids": ["L1"], "status": "ANSWERED",
     "answer": "Take 10 mg orally once daily at bedtime.",
     "citations": [{"set_id": "L1", "passage_id": "PASSAGE_0001", "section": None,
                    "supporting_quote": "Take 10 mg orally once daily"}],
     "expected_terms": ["10 mg", "once daily"],
     "structured_fields": {"dose": "10 mg", "route": "oral", "frequency": "once daily", "population": "adults"}},
    {"qid": "q2", "family": "warning_citations", "set_ids": ["L1"], "status": "ANSWERED",
     "answer": "Renal impairment needs no dose adjustment.",
     "citations": [{"set_id": "L1", "passage_id": "PASSAGE_0002", "section": None,
                    "supporting_quote": "No dose adjustment is needed"}],
     "expected_terms": ["adjustment"], "structured_fields": {}},
]
PASSAGES = {"L1": {
    "PASSAGE_0000": "1 INDICATIONS Drug X treats insomnia in adults.",
    "PASSAGE_0001": "2 DOSAGE Adults: Take 10 mg orally once daily at bedtime.",
    "PASSAGE_0002": "8.6 Renal Impairment No dose adjustment is needed in renal impairment.",
    "PASSAGE_0003": "16 STORAGE Store at room temperature.",
    "PASSAGE_0004": "17 PATIENT INFORMATION Take at bedtime.",
}}


def oracle():
    return copy.deepcopy(rubric.oracle_answers(GOLD))


@pytest.mark.parametrize("rub", ["v1", "v2"])
def test_extra_qid_zeroes_qid_coverage_of_every_question(rub):
    doc = oracle()
    doc["answers"].append({"qid": "zzz", "status": "ANSWERED", "answer": "x", "citations": [],
                           "structured_fields": {}})
    out = rubric.score_run(doc, GOLD, PASSAGES, rubric=rub)
    assert [q["components"]["qid_coverage"] for q in out["questions"]] == [0.0, 0.0]
    assert out["score"] == pytest.approx(0.95) and out["critical_errors"] == {"extra_qids": 1}


# --- item 5: edge cases ---------------------------------------------------------------------------


@pytest.mark.parametrize("rub", ["v1", "v2"])
def test_citation_to_a_passage_the_label_lacks_is_critical(rub):
    doc = oracle()
    doc["answers"][0]["citations"][0]["passage_id"] = "PASSAGE_0099"
    q = rubric.score_run(doc, GOLD, PASSAGES, rubric=rub)["questions"][0]
    assert "citation_to_missing_passage" in q["critical_errors"] and not q["passed"]
    unknown_label = rubric.score_run(oracle(), GOLD, {}, rubric=rub)["questions"][0]  # no passages given
    assert "citation_to_missing_passage" not in unknown_label["critical_errors"]


@pytest.mark.parametrize("rub", ["v1", "v2"])
def test_empty_answered_item_earns_no_qualifier_credit(rub):
    item = {"qid": "q2", "status": "ANSWERED", "answer": "", "citations": [], "structured_fields": {}}
    assert rubric.score_question(item, GOLD[1], PASSAGES, rub)["components"]["clinical_qualifiers"] == 0.0


# --- v2 mechanics, one case each ------------------------------------------------------------------


def test_v2_fields_must_state_gold_values_only():
    assert not rubric.values_match("10 mg", "10 mg or 20 mg", "v2")
    assert rubric.values_match("10 mg", "10 mg or 20 mg", "v1")  # v1: contained
    assert not rubric.values_match("adults", "adults, children, elderly patients", "v2")
    assert not rubric.values_match("oral", "orally or intravenously", "v2")
    assert rubric.values_match("elderly patients", "the elderly", "v2")
    assert rubric.values_match("4 to 8 tablets", "4-8 tablets", "v2")
    assert rubric.values_match("%", "percent", "v2")


@pytest.mark.parametrize("answer,critical", [
    ("Take 20 mg orally once daily at bedtime.", "wrong_dose"),
    ("Take 10 mcg orally once daily at bedtime.", "wrong_unit"),
    ("Take 10 mg orally twice daily at bedtime.", "wrong_frequency"),
    ("Take 10 mg intravenously once daily at bedtime.", "wrong_route"),
    ("Children take 10 mg orally once daily at bedtime.", "wrong_population"),
    ("Take 10 mg or 20 mg orally once daily at bedtime.", "wrong_dose"),
])
def test_v2_values_in_the_text_that_contradict_the_gold_are_critical(answer, critical):
    item = dict(oracle()["answers"][0], answer=answer, structured_fields={})
    q = rubric.score_question(item, GOLD[0], PASSAGES, "v2")
    assert critical in q["critical_errors"] and not q["passed"]
    assert rubric.score_question(item, GOLD[0], PASSAGES, "v1")["critical_errors"] == []


def test_v2_a_value_moved_to_the_wrong_place_is_critical():
    gold = dict(GOLD[0], answer="2.5 mg or 5 mg once daily", structured_fields={})
    item = dict(oracle()["answers"][0], answer="5 mg or 5 mg once daily")
    assert "wrong_dose" in rubric.score_question(item, gold, PASSAGES, "v2")["critical_errors"]


def test_v2_precision_recall_and_paraphrase():
    gold = GOLD[1]
    base = dict(oracle()["answers"][1])
    reworded = dict(base, answer="No change of dose is needed for patients with kidney impairment.")
    pasted = dict(base, answer=" ".join(PASSAGES["L1"].values()))
    echoed = dict(base, answer="What does the label say about renal impairment?")
    assert rubric.score_question(reworded, gold, PASSAGES, "v2")["passed"]
    for item in (pasted, echoed):
        assert rubric.score_question(item, gold, PASSAGES, "v2")["components"]["answer_content"] < 0.3


def test_v2_questions_state_nothing_and_every_part_must_be_answered():
    assert rubric.drop_questions("What is the dose? Take 10 mg. Why: it works. Which dose?") == "Take 10 mg. it works."
    gold = dict(GOLD[1], answer="Misoprostol is indicated for elderly patients at high risk of gastric "
                                "ulcers, while overdose symptoms include sedation, tremor and abdominal pain.")
    base = dict(oracle()["answers"][1], answer="")
    half = dict(base, answer="Misoprostol is indicated for elderly patients at high risk of gastric ulcers.")
    both = dict(base, answer="In elderly patients at high risk of gastric ulcers misoprostol is indicated; "
                             "an overdose shows as sedation, tremor and abdominal pain.")
    asked = dict(base, answer="What overdose symptoms does misoprostol have? Misoprostol is indicated for "
                              "elderly patients at high risk of gastric ulcers.")
    scores = {name: rubric.score_question(item, gold, PASSAGES, "v2") for name, item in
              (("half", half), ("both", both), ("asked", asked))}
    assert scores["both"]["passed"] and scores["both"]["content_overlap"]["part_coverage"] >= 0.5
    assert scores["half"]["content_overlap"]["part_coverage"] < 0.25 and not scores["half"]["passed"]
    assert scores["asked"]["components"]["answer_content"] == scores["half"]["components"]["answer_content"]


def test_v2_many_citations_dilute_support_and_near_miss_refusals_cite():
    item = oracle()["answers"][1]
    item["citations"] = [{"set_id": "L1", "passage_id": p, "section": None, "supporting_quote": ""}
                         for p in PASSAGES["L1"]]
    v1 = rubric.score_question(item, GOLD[1], PASSAGES, "v1")["components"]["citation_support"]
    v2 = rubric.score_question(item, GOLD[1], PASSAGES, "v2")["components"]["citation_support"]
    assert v2 == pytest.approx(v1 * 2 / 5)  # 5 citations where the gold needs 1: two count
    refusal = {"qid": "r", "family": "near_miss_refusal", "set_ids": ["L1"], "status": "NOT_FOUND",
               "answer": "Information not found.", "expected_terms": [],
               "citations": [{"set_id": "L1", "passage_id": "PASSAGE_0003", "section": None,
                              "supporting_quote": "Store at room temperature."}],
               "structured_fields": {"searched_topic": "refrigeration after opening",
                                     "unsupported_topic": "whether it must be refrigerated after opening"}}
    said = {"qid": "r", "status": "NOT_FOUND", "citations": [], "structured_fields": {},
            "answer": "Not stated: nothing on refrigerating it once opened."}
    v1q, v2q = (rubric.score_question(said, refusal, PASSAGES, r) for r in ("v1", "v2"))
    assert v1q["components"]["citation_support"] == 0.6 and v2q["components"]["citation_support"] == 0.0
    assert v2q["components"]["clinical_qualifiers"] == 1.0  # topics named in other words
    assert v1q["components"]["clinical_qualifiers"] == 0.0


def cite(pid: str) -> list[dict]:
    return [{"set_id": "L1", "passage_id": pid, "section": None, "supporting_quote": PASSAGES["L1"][pid][:12]}]


def test_v2_refusals_earn_citation_credit_only_where_the_gold_points():
    refusal = {"qid": "r", "family": "near_miss_refusal", "set_ids": ["L1"], "status": "NOT_FOUND",
               "answer": "Information not found.", "expected_terms": [], "structured_fields": {},
               "anchor_topic": "bedtime", "citations": cite("PASSAGE_0003")}
    said = {"qid": "r", "status": "NOT_FOUND", "answer": "Not stated.", "structured_fields": {}}
    support = {pid: rubric.score_question(dict(said, citations=cite(pid)), refusal, PASSAGES, "v2")
               ["components"]["citation_support"] for pid in ("PASSAGE_0003", "PASSAGE_0004", "PASSAGE_0000")}
    # the gold passage; another passage on the nearby (anchor) topic; an unrelated one
    assert support == {"PASSAGE_0003": 1.0, "PASSAGE_0004": 1.0, "PASSAGE_0000": 0.0}
    no_evidence = dict(refusal, citations=[], anchor_topic=None)  # an FDARxBench refusal: the gold cites nothing
    for cits in ([], cite("PASSAGE_0000")):
        q = rubric.score_question(dict(said, citations=cits), no_evidence, PASSAGES, "v2")
        assert q["components"]["citation_support"] == pytest.approx(0.6) and q["score"] == pytest.approx(0.9)
    v1 = rubric.score_question(dict(said, citations=cite("PASSAGE_0000")), no_evidence, PASSAGES, "v1")
    assert v1["score"] == 1.0  # v1: citing anything beats the oracle's 0.90


def test_v2_diagnostics_show_the_overlap():
    q = rubric.score_question(oracle()["answers"][0], GOLD[0], PASSAGES, "v2")
    assert set(q["content_overlap"]) == {"recall", "precision", "f1", "part_coverage", "value_share"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", rubric.RUBRIC_VERSION)
