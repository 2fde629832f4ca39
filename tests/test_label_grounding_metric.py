"""The label_grounding evaluate module: loads offline through evaluate.load, scores runs, never crashes."""

from __future__ import annotations

import json
from pathlib import Path

import evaluate
import pytest

ROOT = Path(__file__).resolve().parents[1]
METRIC_DIR = ROOT / "metrics" / "label_grounding"

GOLD = {
    "questions": [
        {"qid": "a", "family": "numeric_dosage", "set_ids": ["L1"], "status": "ANSWERED",
         "answer": "10 mg once daily",
         "citations": [{"set_id": "L1", "passage_id": "PASSAGE_0000", "section": "2",
                        "supporting_quote": "10 mg once daily"}],
         "expected_terms": ["10 mg"], "structured_fields": {"dose": "10 mg"}},
        {"qid": "b", "family": "near_miss_refusal", "set_ids": ["L1"], "status": "NOT_FOUND",
         "answer": "Information not found!", "citations": [], "expected_terms": [],
         "structured_fields": {}},
    ],
    "passages": {"L1": {"PASSAGE_0000": "2 DOSAGE take 10 mg once daily."}},
}


@pytest.fixture(scope="module")
def metric():
    return evaluate.load(str(METRIC_DIR), keep_in_memory=True)


def oracle():
    return {"answers": [{k: q[k] for k in ("qid", "status", "answer", "citations", "structured_fields")}
                        for q in GOLD["questions"]]}


def test_oracle_and_families(metric):
    out = metric.compute(predictions=[json.dumps(oracle())], references=[json.dumps(GOLD)])
    assert out["score"] == pytest.approx(0.95)
    assert out["by_family"] == {"near_miss_refusal": 0.9, "numeric_dosage": 1.0}
    assert out["pass"] is True and out["critical_errors"] == {}
    assert set(out["components"]) == {"schema", "qid_coverage", "answer_content",
                                      "clinical_qualifiers", "citation_support", "refusal_correctness"}
    assert list(out["weights"]) == list(out["components"]) and sum(out["weights"].values()) == pytest.approx(1)
    assert "questions" not in out


def test_diagnostics_and_several_runs(metric):
    preds = [json.dumps(oracle()), None, "{oops", json.dumps([{"qid": "a"}])]
    out = metric.compute(predictions=preds, references=[json.dumps(GOLD)] * 4, return_diagnostics=True)
    assert out["n_questions"] == 8 and len(out["questions"]) == 8 and len(out["runs"]) == 4
    assert out["pass"] is False
    assert out["critical_errors"]["missing_answers_file"] == 1
    assert out["critical_errors"]["invalid_json"] == 1
    assert out["critical_errors"]["malformed_item"] == 1
    assert out["score"] == pytest.approx((0.95 * 2 + out["runs"][3]["score"] * 2) / 8)


def test_none_first_is_a_missing_answers_file(metric):
    # evaluate rejects None as the first prediction of a string column; the module keeps it as "missing"
    out = metric.compute(predictions=[None], references=[json.dumps(GOLD)])
    assert out["score"] == 0.0 and out["critical_errors"] == {"missing": 2, "missing_answers_file": 1}
    out = metric.compute(predictions=[None, json.dumps(oracle())], references=[json.dumps(GOLD)] * 2, rubric="v2")
    assert out["score"] == pytest.approx(0.95 / 2) and out["critical_errors"]["missing_answers_file"] == 1
    metric.add(prediction=None, reference=json.dumps(GOLD))
    assert metric.compute()["critical_errors"]["missing_answers_file"] == 1


def test_v2_kwarg_and_bad_rubric(metric):
    out = metric.compute(predictions=[json.dumps(oracle())], references=[json.dumps(GOLD)], rubric="v2")
    assert out["rubric"] == "v2" and out["score"] == pytest.approx(0.95)
    with pytest.raises(ValueError):
        metric.compute(predictions=["{}"], references=[json.dumps(GOLD)], rubric="v9")
