"""Hand-computed cases of the label-grounding rubric: one per component and per critical error.

Every expected number below is worked out by hand from the weights of specs/label_grounding.md
(schema 0.05, qid 0.05, answer 0.35, qualifiers 0.20, citations 0.25, refusal 0.10).
"""

from __future__ import annotations

import copy
import json

import pytest

from groundeval.metric_modules import rubric_module

rubric = rubric_module()  # metrics/label_grounding/rubric.py by file path, as the scripts load it

PASSAGES = {
    "L1": {
        "PASSAGE_0000": "1 INDICATIONS AND USAGE Drug X is indicated for insomnia.",
        "PASSAGE_0001": "2 DOSAGE AND ADMINISTRATION Take 10 mg orally once daily at bedtime.",
        "PASSAGE_0002": "8.6 Renal Impairment No dose adjustment is needed in renal impairment.",
    },
    "L2": {"PASSAGE_0000": "2 DOSAGE AND ADMINISTRATION Take 5 mg by mouth twice daily."},
}
Q1 = {
    "qid": "q1", "family": "numeric_dosage", "set_ids": ["L1"], "status": "ANSWERED",
    "answer": "Take 10 mg orally once daily at bedtime.",
    "citations": [{"set_id": "L1", "passage_id": "PASSAGE_0001", "section": "2 DOSAGE AND ADMINISTRATION",
                   "supporting_quote": "Take 10 mg orally once daily"}],
    "expected_terms": ["10 mg", "once daily"],
    "structured_fields": {"dose": "10 mg", "route": "oral", "frequency": "once daily"},
}
Q2 = {
    "qid": "q2", "family": "near_miss_refusal", "set_ids": ["L1"], "status": "NOT_FOUND",
    "answer": "Information not found!", "citations": [], "expected_terms": [],
    "structured_fields": {"searched_topic": "hepatic impairment",
                          "unsupported_topic": "dose adjustment in hepatic impairment"},
}
GOLD = [Q1, Q2]


def oracle(rows=GOLD):
    return copy.deepcopy(rubric.oracle_answers(rows))


def one(item, gold=Q1, rub="v1", occurrences=1):
    return rubric.score_question(item, gold, PASSAGES, rub, occurrences)


def item_of(doc, qid="q1"):
    return next(i for i in doc["answers"] if i["qid"] == qid)


# --- oracle and run rules ---------------------------------------------------------------------


def test_oracle_scores_one_and_refusal_without_gold_citation_090():
    out = rubric.score_run(json.dumps(oracle()), GOLD, PASSAGES)
    scores = {q["qid"]: q["score"] for q in out["questions"]}
    # refusal: citation support 0.6 instead of 1 -> 1 - 0.25 * 0.4 = 0.90
    assert scores == {"q1": 1.0, "q2": pytest.approx(0.90)}
    assert out["score"] == pytest.approx(0.95)
    assert out["pass"] is True and out["critical_errors"] == {}
    assert out["question_pass_rate"] == 1.0


def test_empty_answers_scores_zero_with_missing():
    for doc in ("", '{"answers": []}', None):
        out = rubric.score_run(doc, GOLD, PASSAGES)
        assert out["score"] == 0.0 and out["pass"] is False
        assert out["critical_errors"]["missing"] == 2
        assert all(q["components"] == {c: 0.0 for c in rubric.COMPONENTS} for q in out["questions"])
    assert "missing_answers_file" in rubric.score_run(None, GOLD, PASSAGES)["file_errors"]
    assert "missing_qids" in rubric.score_run('{"answers": []}', GOLD, PASSAGES)["file_errors"]


def test_run_fails_on_critical_even_with_high_mean():
    doc = oracle()
    item_of(doc)["structured_fields"]["route"] = "intravenous"  # wrong route: critical
    out = rubric.score_run(doc, GOLD, PASSAGES)
    assert out["score"] >= 0.85
    assert out["pass"] is False and out["critical_errors"] == {"wrong_route": 1}


# --- one case per component --------------------------------------------------------------------


def test_schema_component():
    item = item_of(oracle())
    del item["structured_fields"]
    d = one(item)
    # fields still found in the answer text -> only the 0.05 schema weight is lost
    assert d["components"]["schema"] == 0.0
    assert d["score"] == pytest.approx(0.95)
    assert d["critical_errors"] == ["malformed_item"]


def test_qid_coverage_component_duplicate():
    doc = oracle()
    doc["answers"].append(copy.deepcopy(item_of(doc)))
    out = rubric.score_run(doc, GOLD, PASSAGES)
    q1 = out["questions"][0]
    assert q1["components"]["qid_coverage"] == 0.0 and q1["score"] == pytest.approx(0.95)
    assert "duplicate_qid" in q1["critical_errors"]
    assert out["critical_errors"]["duplicate_qids"] == 1


def test_answer_content_containment_092():
    item = item_of(oracle())
    item["answer"] = "10 mg"  # contained in the gold answer -> 0.92 (terms: 0.30 + 0.70 * 1/2 = 0.65)
    d = one(item)
    assert d["components"]["answer_content"] == pytest.approx(0.92)
    assert d["score"] == pytest.approx(1 - 0.35 * 0.08)


def test_answer_content_key_term_floor_v1_and_v2():
    item = item_of(oracle())
    item["answer"] = "Patients should take a pill."
    # token F1: 1 common token ("take") of 5 and 8 -> 2 * (1/5 * 1/8) / (1/5 + 1/8) = 0.1538...
    f1 = 2 * (1 / 5) * (1 / 8) / (1 / 5 + 1 / 8)
    assert rubric.token_f1("patients should take a pill", "take 10 mg orally once daily at bedtime") == pytest.approx(f1)
    d1 = one(item)
    # similarity 0.7 * 0.154 + 0.3 * ratio < 0.30, no key term -> the v1 floor 0.30
    assert d1["components"]["answer_content"] == pytest.approx(0.30)
    d2 = one(item, rub="v2")  # v2: no key term, no floor -> the similarity itself
    assert d2["components"]["answer_content"] < 0.30


def test_answer_content_key_terms():
    item = item_of(oracle())
    item["answer"] = "The label says: 10 mg, and nothing about timing, from the dosage section text."
    d = one(item)
    # one of two terms -> 0.30 + 0.70 * 0.5 = 0.65, above the similarity
    assert d["components"]["answer_content"] == pytest.approx(0.65)


def test_clinical_qualifiers_component():
    item = item_of(oracle())
    item["answer"] = "Take 10 mg orally at bedtime."
    item["structured_fields"] = {"dose": "10 mg", "route": "PO", "frequency": "twice daily"}
    d = one(item)
    # dose equal, route by alias group, frequency neither equal nor in the answer -> 2/3
    assert d["components"]["clinical_qualifiers"] == pytest.approx(2 / 3)
    assert d["critical_errors"] == []  # frequency is not a critical field


def test_citation_support_partial_credit():
    item = item_of(oracle())
    item["citations"] = [{"set_id": "L1", "passage_id": "PASSAGE_0000", "section": None,
                          "supporting_quote": "not in this passage"}]
    d = one(item)
    # right label 0.25 + passage exists 0.25 + quote 0 + not the gold passage 0 = 0.50
    assert d["components"]["citation_support"] == pytest.approx(0.50)
    assert d["score"] == pytest.approx(1 - 0.25 * 0.5)


def test_citation_support_missing_passage_and_quote():
    item = item_of(oracle())
    item["citations"] = [{"set_id": "L1", "passage_id": "PASSAGE_0099", "section": None,
                          "supporting_quote": "Take 10 mg"}]
    assert one(item)["components"]["citation_support"] == pytest.approx(0.25)


def test_refusal_without_wording_gets_half_answer_content():
    item = item_of(oracle(), "q2")
    item["answer"] = "The label is silent on this."
    d = one(item, gold=Q2)
    # 0.05 + 0.05 + 0.35 * 0.5 + 0.20 * 1 + 0.25 * 0.6 + 0.10 = 0.725
    assert d["components"]["answer_content"] == 0.5
    assert d["score"] == pytest.approx(0.725)
    assert d["passed"] is False and d["critical_errors"] == []


def test_refusal_correctness_component():
    item = item_of(oracle())
    item["status"] = "NOT_FOUND"  # refuses an answerable question, keeps the gold citation
    d = one(item)
    # answer 0, qualifiers 0, citations 1.0, refusal 0 -> 0.05 + 0.05 + 0.25 = 0.35
    assert d["components"]["refusal_correctness"] == 0.0
    assert d["score"] == pytest.approx(0.35)
    assert d["critical_errors"] == []


def test_refusal_qualifiers_name_topics():
    item = item_of(oracle(), "q2")
    item["structured_fields"] = {}
    item["answer"] = "Not found: nothing on hepatic impairment."
    d = one(item, gold=Q2)
    # searched topic named in the text, the unsupported claim not -> 1/2
    assert d["components"]["clinical_qualifiers"] == pytest.approx(0.5)


# --- one case per critical error ---------------------------------------------------------------


@pytest.mark.parametrize(
    "field,value,critical",
    [("dose", "20 mg", "wrong_dose"), ("route", "intravenous", "wrong_route"),
     ("unit", "mcg", "wrong_unit"), ("population", "pediatric patients", "wrong_population")],
)
def test_wrong_clinical_value_is_critical(field, value, critical):
    gold = copy.deepcopy(Q1)
    gold["structured_fields"].update({"unit": "mg", "population": "adults"})
    item = item_of(oracle([gold]))
    item["structured_fields"][field] = value
    d = one(item, gold=gold)
    assert critical in d["critical_errors"]
    assert d["passed"] is False


def test_citation_from_wrong_label():
    item = item_of(oracle())
    item["citations"].append({"set_id": "L2", "passage_id": "PASSAGE_0000", "section": None,
                              "supporting_quote": "Take 5 mg by mouth"})
    d = one(item)
    # mean of 1.0 and (0 + 0.25 + 0.20 + 0) = 0.725
    assert d["components"]["citation_support"] == pytest.approx(0.725)
    assert d["critical_errors"] == ["citation_from_wrong_label"]


def test_hallucinated_answer_on_not_found():
    item = {"qid": "q2", "status": "ANSWERED", "answer": "Halve the dose.", "citations": [],
            "structured_fields": {}}
    d = one(item, gold=Q2)
    # 0.05 + 0.05 + 0 + 0 + 0.25 * 0.6 + 0 = 0.25
    assert d["score"] == pytest.approx(0.25)
    assert d["critical_errors"] == ["hallucinated_answer"]


def test_answer_without_citation():
    item = item_of(oracle())
    item["citations"] = []
    d = one(item)
    assert d["score"] == pytest.approx(0.75)
    assert d["critical_errors"] == ["answer_without_citation"]


def test_missing_and_extra_qids():
    doc = {"answers": [item_of(oracle()), {"qid": "zzz", "status": "ANSWERED", "answer": "",
                                          "citations": [], "structured_fields": {}}]}
    out = rubric.score_run(doc, GOLD, PASSAGES)
    assert out["critical_errors"]["missing"] == 1
    assert out["critical_errors"]["extra_qids"] == 1
    assert out["critical_errors"]["missing_qids"] == 1
    # the file lacks q2 and has zzz: QID coverage is 0 for every question (spec: "the file has every
    # expected qid once and no others") -> q1 scores 0.95, q2 (missing) 0
    assert out["questions"][0]["components"]["qid_coverage"] == 0.0
    assert out["score"] == pytest.approx(0.475)


# --- malformed files are scored, never crash ---------------------------------------------------


@pytest.mark.parametrize(
    "doc,error",
    [
        ("{not json", "invalid_json"),
        (b"\xff\xfe\x00garbage", "invalid_json"),
        ("[" * 200_000 + "]" * 200_000, "too_deeply_nested"),
        ("x" * (rubric.MAX_DOCUMENT_CHARS + 1), "document_too_large"),
        ('{"answers": "q1"}', "malformed_document"),
        ("42", "malformed_document"),
        ('{"answers": [1, "two", null, {"qid": 3}]}', "malformed_items"),
    ],
)
def test_malformed_documents(doc, error):
    out = rubric.score_run(doc, GOLD, PASSAGES)
    assert error in out["critical_errors"], out["critical_errors"]
    assert out["score"] == 0.0 and out["pass"] is False


def test_wrong_types_inside_items_do_not_crash():
    doc = {"answers": [
        {"qid": "q1", "status": 7, "answer": ["a"], "citations": "PASSAGE_0001",
         "structured_fields": [1, 2]},
        {"qid": "q2", "status": "NOT_FOUND", "answer": None, "citations": [None, 5, {"set_id": []}],
         "structured_fields": {"searched_topic": {"deep": [[[]]]}}},
    ]}
    out = rubric.score_run(json.dumps(doc), GOLD, PASSAGES)
    assert out["critical_errors"]["malformed_item"] == 2
    assert 0.0 <= out["score"] < 0.85
    deep = {"answers": [{"qid": "q1", "status": "ANSWERED", "answer": "x", "citations": [],
                         "structured_fields": {"dose": [[["10 mg"]]]}}]}
    nested = json.dumps(deep).replace('[[["10 mg"]]]', "[" * 500 + '"10 mg"' + "]" * 500)
    rubric.score_run(nested, GOLD, PASSAGES)  # deep but parseable: scored


# --- v2 fixes ----------------------------------------------------------------------------------


def test_v2_unit_conversion_and_frequency_abbreviations():
    gold = copy.deepcopy(Q1)
    gold["structured_fields"] = {"dose": "500 mg", "frequency": "every 12 hours", "unit": "mg"}
    gold["answer"] = "500 mg every 12 hours"
    item = item_of(oracle([gold]))
    item["answer"] = "0.5 g q12h"
    item["structured_fields"] = {"dose": "0.5 g", "frequency": "q12h", "unit": "milligrams"}
    v1, v2 = one(item, gold=gold), one(item, gold=gold, rub="v2")
    assert "wrong_dose" in v1["critical_errors"] and v1["components"]["clinical_qualifiers"] < 1
    assert v2["critical_errors"] == [] and v2["components"]["clinical_qualifiers"] == 1.0


def test_v2_differing_numbers_never_match():
    assert rubric.values_match("10 mg tablets taken orally", "20 mg tablets taken orally", "v1")
    assert not rubric.values_match("10 mg tablets taken orally", "20 mg tablets taken orally", "v2")
    assert rubric.values_match("one tablet", "1 tablet", "v2")
    assert rubric.values_match("oral", "by mouth", "v1")
    assert not rubric.values_match("10", "100 mg", "v1")


def test_unknown_rubric_rejected():
    with pytest.raises(ValueError):
        rubric.score_run("{}", GOLD, PASSAGES, rubric="v9")
