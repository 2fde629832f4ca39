"""Per-task intervals from predictions rows, repeated draws, and paired comparisons of run folders."""

from __future__ import annotations

import json
import math
import subprocess
import sys

import pytest
from run_folders import label_qa, olaph_rows, perplexity_rows, recall_rows, write_run

from conftest import REPO
from groundeval.intervals import add_intervals, cluster_fields, cluster_keys, compare_task, task_intervals


def test_fda_interval_resamples_chunks_and_is_wider_than_rows():
    rows = recall_rows("fda", chunks=40, per_chunk=6, seed=0)
    found = task_intervals("fda", rows, resamples=1000, seed=1)
    boot = found["metrics"]["bootstrap"]
    assert (boot["cluster_key"], boot["n_clusters"], boot["n_rows"], boot["resamples"]) == ("chunk", 40, 240, 1000)
    assert "few_clusters" not in boot
    low, high = found["metrics"]["contains_ci"]
    mean = sum(r["contains"] for r in rows) / len(rows)
    assert low < mean < high
    bare = [{k: v for k, v in r.items() if k != "chunk"} for r in rows]
    iid = task_intervals("fda", bare, resamples=1000, seed=1)["metrics"]
    assert iid["bootstrap"]["cluster_key"] == "idx" and "'chunk'" in iid["bootstrap"]["cluster_note"]
    assert high - low > (iid["contains_ci"][1] - iid["contains_ci"][0]) * 1.2
    assert task_intervals("fda", rows, resamples=1000, seed=1) == found  # seeded


def test_cluster_fields_from_dataset_rows():
    fda = [json.loads(line) for line in (REPO / "groundeval/samples/based_fda_sample.jsonl").read_text().splitlines()]
    chunks = [cluster_fields("fda", r)["chunk"] for r in fda]
    assert len(set(chunks)) == len({r["doc_id"] for r in fda}) == 2  # the sample: one chunk per document
    assert all((a == b) == (r["doc_id"] == s["doc_id"]) for a, r in zip(chunks, fda) for b, s in zip(chunks, fda))
    squad = [json.loads(line) for line in (REPO / "groundeval/samples/based_squad_sample.jsonl").read_text().splitlines()]
    assert len({cluster_fields("squad_completion", r)["passage"] for r in squad}) == len({r["context"] for r in squad})
    assert cluster_fields("olaph", {"id": "x"}) == {}


def test_olaph_composite_and_perplexity_intervals_per_source():
    rows = olaph_rows(60, seed=2)
    found = task_intervals("olaph", rows, resamples=500, seed=0)
    m = found["metrics"]
    assert m["bootstrap"]["cluster_key"] == "id"
    composite = sum(r["composite"] for r in rows) / len(rows)
    assert m["composite_ci"][0] < composite < m["composite_ci"][1]
    assert set(found["breakdown"]) == {"healthsearch_qa", "kqa_golden"}
    assert all("rougeL_ci" in b and b["n_clusters"] == 30 for b in found["breakdown"].values())
    ppl = task_intervals("olaph_perplexity", perplexity_rows(60, seed=3), resamples=500, seed=0)["metrics"]
    low, high = ppl["word_perplexity_ci"]
    assert 1 < low < high and ppl["bits_per_byte_ci"][0] < ppl["bits_per_byte_ci"][1]


def test_label_qa_intervals_link_questions_through_labels():
    rows, metrics, breakdown = label_qa(spoil=2)
    keys, info = cluster_keys("fda_label_qa", rows)
    assert info["cluster_key"] == "set_ids"
    by_label = {}
    for r, k in zip(rows, keys):
        for sid in r["set_ids"]:
            assert by_label.setdefault(sid, k) == k  # every question on a label is in the label's cluster
    add_intervals(metrics, breakdown, "fda_label_qa", rows, resamples=300, seed=0)
    assert metrics["score_ci"][0] <= metrics["score"] <= metrics["score_ci"][1]
    assert set(metrics["components_ci"]) >= {"answer_content", "citation_support"}
    assert "question_pass_rate_ci" in metrics and "question_pass_rate_ci" in breakdown["numeric_dosage"]


def test_bootstrap_off_and_unknown_tasks():
    rows = recall_rows("fda", 5, 2, seed=0)
    assert task_intervals("fda", rows, resamples=0)["metrics"] == {
        "bootstrap": {"method": "percentile bootstrap", "resamples": 0, "level": 0.95, "seed": 1234,
                      "skipped": "off (resamples 0)"}}
    assert "no per-row statistics" in task_intervals("mystery", rows)["metrics"]["bootstrap"]["skipped"]
    few = task_intervals("fda", rows, resamples=100)["metrics"]["bootstrap"]
    assert few["n_clusters"] == 5 and few["few_clusters"].startswith("only 5 cluster(s)")


def test_repeated_draws_give_pass_at_k_spread_and_agreement():
    rows = []
    for draw in range(4):
        for i in range(30):
            hit = int(i < 10 or (i < 20 and draw % 2 == 0))  # 10 always, 10 on half the draws, 10 never
            rows.append({"idx": i, "draw": draw, "chunk": f"c{i // 3}", "contains": hit,
                         "prediction": "same" if i < 10 else f"d{draw}"})
    rep = task_intervals("fda", rows, resamples=300, seed=0)["metrics"]["repeated"]
    c = rep["contains"]
    assert rep["num_draws"] == 4
    assert c["per_draw"] == pytest.approx([20 / 30, 10 / 30, 20 / 30, 10 / 30], abs=1e-6)
    assert c["mean"] == pytest.approx(0.5) and c["std_across_draws"] == pytest.approx(0.19245, abs=1e-5)
    assert c["pass@1"] == pytest.approx(0.5) and c["pass@4"] == pytest.approx(20 / 30)
    # a row right on 2 of 4 draws: pass@2 = 1 - C(2,2)/C(4,2) = 5/6
    assert c["pass@2"] == pytest.approx((10 + 10 * 5 / 6) / 30)
    assert c["agreement"] == pytest.approx((20 + 10 * (2 * 1 * 2) / 12) / 30)
    assert rep["prediction_agreement"] == pytest.approx(10 / 30)
    assert c["pass@1_ci"][0] <= 0.5 <= c["pass@1_ci"][1]
    assert task_intervals("fda", rows[:30], resamples=10)["metrics"].get("repeated") is None


def test_compare_task_known_difference_and_mcnemar():
    from scipy.stats import binomtest

    a = recall_rows("fda", chunks=50, per_chunk=4, seed=4)
    b = [dict(r) for r in a]
    wrong = [r for r in b if not r["contains"]]
    for r in wrong[:30]:
        r["contains"] = 1
    for r in [r for r in b if r["contains"]][:5]:
        if r not in wrong[:30]:
            r["contains"] = 0
            break
    out = compare_task("fda", a, b, resamples=2000, seed=0)
    m = out["metrics"]["contains"]
    assert m["difference"] == pytest.approx(29 / 200, abs=1e-6)
    assert m["ci"][0] > 0 and m["p_value"] < 0.01
    assert (m["mcnemar"]["a_only"], m["mcnemar"]["b_only"]) == (1, 30)
    assert m["mcnemar"]["p_value"] == pytest.approx(binomtest(1, 31, 0.5).pvalue)
    assert out["cluster_key"] == "chunk" and out["n_clusters"] == 50
    with pytest.raises(ValueError, match="same rows"):
        compare_task("fda", a, b[:-1])


def test_compare_script_on_run_folders(tmp_path):
    a_rows = recall_rows("fda", 30, 4, seed=5)
    b_rows = [dict(r, contains=1) if r["idx"] % 10 == 0 else dict(r) for r in a_rows]
    squad = recall_rows("squad_completion", 10, 2, seed=6)
    run_a = write_run(tmp_path / "a", {"fda": a_rows, "squad_completion": squad})
    run_b = write_run(tmp_path / "b", {"fda": b_rows, "squad_completion": squad[:-2]},
                      fingerprints={"squad_completion": "other-rows"})
    out = tmp_path / "cmp.json"
    proc = subprocess.run([sys.executable, str(REPO / "scripts" / "compare.py"), str(run_a), str(run_b), "--json", str(out),
                           "--bootstrap", "500"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "| fda | contains |" in proc.stdout and "refused squad_completion: different rows" in proc.stdout
    (comparison,) = json.loads(out.read_text())["comparisons"]
    gained = sum(1 for r, s in zip(a_rows, b_rows) if s["contains"] > r["contains"])
    assert comparison["tasks"]["fda"]["metrics"]["contains"]["difference"] == pytest.approx(gained / 120, abs=1e-6)
    assert comparison["tasks"]["fda"]["metrics"]["contains"]["mcnemar"]["b_only"] == gained
    assert set(comparison["refused"]) == {"squad_completion"}
    only = subprocess.run([sys.executable, str(REPO / "scripts" / "compare.py"), str(run_a),
                           str(write_run(tmp_path / "c", {"squad_completion": squad[:-2]}, fingerprints={
                               "squad_completion": "x"})), "--json", str(tmp_path / "x.json")],
                          capture_output=True, text=True, timeout=120)
    assert only.returncode == 2 and "nothing compared" in only.stderr
    assert not math.isnan(comparison["tasks"]["fda"]["metrics"]["contains"]["p_value"])
