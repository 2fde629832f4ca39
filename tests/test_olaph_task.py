"""The ``olaph`` and ``olaph_perplexity`` tasks: loading, requests, scoring with fake outputs."""

from __future__ import annotations

import json
import math
import os
import shutil
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from dataset_builders.medlfqa import build as medlfqa  # noqa: E402
from groundeval.tasks import get_task  # noqa: E402
from groundeval.tasks.olaph import INSTRUCTION  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
RAW = REPO / "tests" / "fixtures" / "medlfqa" / "raw"
SAMPLE = REPO / "groundeval" / "samples" / "medlfqa_sample.jsonl"


pytestmark = pytest.mark.usefixtures("one_torch_thread")


def _five_sources(tmp_path: Path, n_fake: int = 30) -> Path:
    folder = tmp_path / "raw5"
    shutil.copytree(RAW, folder)
    with open(folder / "healthsearch_qa_test_MedLFQA.jsonl", "w") as fh:
        for i in range(n_fake):
            fh.write(json.dumps({"Question": f"synthetic question {i}?", "Free_form_answer": f"synthetic answer number {i}.",
                                 "Must_have": [f"statement {i}"], "Nice_to_have": []}) + "\n")
    return folder


def _tiny_bert(path: Path, head: bool = False, seed: int = 0) -> str:
    import torch
    from transformers import BertConfig, BertForSequenceClassification, BertModel, BertTokenizerFast

    path.mkdir(parents=True, exist_ok=True)
    chars = list("abcdefghijklmnopqrstuvwxyz0123456789")
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + chars + list(".,?;-'()") + ["##" + c for c in chars]
    (path / "vocab.txt").write_text("\n".join(vocab) + "\n")
    BertTokenizerFast(vocab_file=str(path / "vocab.txt"), model_max_length=512).save_pretrained(path)
    cfg = BertConfig(vocab_size=len(vocab), hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                     intermediate_size=64, max_position_embeddings=512, num_labels=1)
    torch.manual_seed(seed)
    (BertForSequenceClassification(cfg) if head else BertModel(cfg)).save_pretrained(path)
    return str(path)


# ------------------------------------------------------------------------------------------------
# Loading
# ------------------------------------------------------------------------------------------------


def test_bundled_sample_loads_all_rows_with_a_note():
    task = get_task("olaph")  # default rows="lm_eval_slice"
    assert task.rows == "lm_eval_slice"
    ds = task.load(task.sample_source())
    assert Path(task.sample_source()) == SAMPLE
    assert ds.num_rows == 8
    assert ds.column_names == ["id", "source", "question", "answer", "must_have", "nice_to_have", "icd_10_diag", "sources"]
    assert task.provenance["rows"] == "bundled sample"
    assert task.provenance["sources"] == ["kqa_golden", "kqa_silver", "live_qa", "medication_qa"]
    assert any("bundled sample" in n for n in task._load_notes)


def test_raw_folder_without_healthsearch_needs_rows_all():
    task = get_task("olaph", rows="all")
    ds = task.load(str(RAW))
    assert ds.num_rows == 20 and ds[0]["id"] == "kqa_golden-0000" and ds[19]["source"] == "medication_qa"
    with pytest.raises(ValueError, match="--medlfqa-rows all"):
        get_task("olaph").load(str(RAW))
    with pytest.raises(ValueError, match="--task-option olaph.rows=all"):  # the runner's flag today
        get_task("olaph").load(str(RAW))


def test_lm_eval_slice_is_first_tenth_of_the_five_files_in_hub_order(tmp_path):
    folder = _five_sources(tmp_path, n_fake=30)  # 50 rows -> int(5.0) = 5
    ds = get_task("olaph_perplexity", rows="lm_eval_slice").load(str(folder))
    assert ds["id"] == [f"healthsearch_qa-{i:04d}" for i in range(5)]
    assert get_task("olaph_perplexity", rows="all").load(str(folder)).num_rows == 50


def test_original_files_are_read_by_the_builder(tmp_path):
    from groundeval.tasks.olaph import load_original

    # A local clone of the original dataset repository goes through the builder's reading code,
    # as the Hub id does (the builder fetches the same five files).
    ds = load_original(str(_five_sources(tmp_path, n_fake=30)))
    assert ds.num_rows == 50 and ds.features == medlfqa.FEATURES
    assert ds["source"][:31] == ["healthsearch_qa"] * 30 + ["kqa_golden"]
    golden = ds.filter(lambda r: r["source"] == "kqa_golden")
    assert golden[0]["sources"].startswith("http") and golden[1]["icd_10_diag"] is None
    assert ds.filter(lambda r: r["source"] == "live_qa")[0]["icd_10_diag"] is None


def test_builder_output_folder_uses_its_configs(tmp_path):
    assert medlfqa.main(["--source", str(_five_sources(tmp_path)), "--out", str(tmp_path / "built")]) == 0
    ds = get_task("olaph").load(str(tmp_path / "built"))
    assert ds.num_rows == 5 and set(ds["source"]) == {"healthsearch_qa"}
    everything = get_task("olaph", rows="all").load(str(tmp_path / "built"))
    assert everything.num_rows == 50 and everything.to_list() == load_original_rows(tmp_path)
    one_file = tmp_path / "built" / "data" / "all" / "test-00000-of-00001.parquet"
    assert get_task("olaph").load(str(one_file))["id"] == ds["id"]  # one config's file, sliced as lm-eval does


def load_original_rows(tmp_path: Path) -> list[dict]:
    from groundeval.tasks.olaph import load_original

    return load_original(str(tmp_path / "raw5")).to_list()


def test_four_file_build_has_no_lm_eval_slice(tmp_path):
    assert medlfqa.main(["--source", str(RAW), "--out", str(tmp_path / "built4")]) == 0
    with pytest.raises(ValueError, match="no 'lm_eval_slice' config"):
        get_task("olaph").load(str(tmp_path / "built4"))
    assert get_task("olaph", rows="all").load(str(tmp_path / "built4")).num_rows == 20


def test_bad_rows_and_options_are_clear_errors(tmp_path):
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "live_qa_test_MedLFQA.jsonl").write_text(
        json.dumps({"Question": "q", "Free_form_answer": "a", "Must_have": "not a list", "Nice_to_have": []}) + "\n")
    with pytest.raises(ValueError, match=r"live_qa_test_MedLFQA.jsonl, line 1: field 'Must_have' must be a list"):
        get_task("olaph", rows="all").load(str(bad))
    with pytest.raises(ValueError, match="has no option"):
        get_task("olaph", rowz="all")
    with pytest.raises(ValueError, match="rows must be one of"):
        get_task("olaph", rows="some")
    with pytest.raises(ValueError, match="factuality must be"):
        get_task("olaph", factuality="gpt4")


# ------------------------------------------------------------------------------------------------
# Requests
# ------------------------------------------------------------------------------------------------


def test_olaph_requests_follow_lm_eval():
    task = get_task("olaph")
    ds = task.load(task.sample_source())
    reqs = task.requests(ds, "v1")
    assert len(reqs) == 8 and [r.idx for r in reqs] == list(range(8))
    r = reqs[0]
    assert r.prompt == (
        "Instructions: You are a helpful healthcare assistant. Answer the following question as concisely as "
        "possible without omitting relevant information.\n" + ds[0]["question"]
    )
    assert r.kind == "generate_until" and r.stop == ("\n\n",) and r.max_gen_toks == 256 and r.system == INSTRUCTION + "\n"
    assert task.requests(ds, "lm-eval") == reqs
    with pytest.raises(ValueError, match="unknown protocol"):
        task.requests(ds, "v9")


def test_perplexity_requests_are_the_answers_alone():
    task = get_task("olaph_perplexity")
    ds = task.load(task.sample_source())
    reqs = task.requests(ds, "v1")
    assert [r.prompt for r in reqs] == ds["answer"]
    assert {r.kind for r in reqs} == {"loglikelihood_rolling"}


# ------------------------------------------------------------------------------------------------
# Scoring
# ------------------------------------------------------------------------------------------------


def _fake_answers(ds):
    # first half: the reference itself; then a generic answer; one answer under 10 characters
    out = []
    for i, ref in enumerate(ds["answer"]):
        out.append(ref if i % 2 == 0 else "Please ask your doctor or pharmacist about this medicine.")
    out[3] = "No."
    return out


def test_olaph_score_offline_falls_back_to_rouge_bleu_with_notes():
    from rouge_score import rouge_scorer

    task = get_task("olaph")
    ds = task.load(task.sample_source())
    reqs = task.requests(ds, "v1")
    outputs = _fake_answers(ds)
    result = task.score(ds, reqs, outputs, "v1")
    assert set(task.computed) == {"bleu", "rouge1", "rouge2", "rougeL"}
    joined = "\n".join(result.notes)
    assert "bertscore not computed" in joined and "bleurt not computed" in joined
    assert "comprehensiveness/hallucination not computed" in joined and "composite not computed" in joined
    assert "no scoring model could be loaded: ROUGE/BLEU only" in joined
    for scorer in ("bertscore", "bleurt", "comprehensiveness/hallucination"):  # each named once
        assert joined.count(f"{scorer} not computed") == 1, scorer
    assert "1 row(s) NaN: lm-eval rule" in joined
    # what was asked for and not computed is in the metrics too, each with its reason
    missing = result.metrics["not_computed"]
    assert list(missing) == ["bertscore", "bleurt", "comprehensiveness", "hallucination", "composite"]
    assert missing["bertscore"].startswith("OSError") and "component scores" in missing["composite"]
    scorer = rouge_scorer.RougeScorer(["rouge1"], use_stemmer=False)
    expected = [scorer.score(r, p)["rouge1"].fmeasure for r, p in zip(ds["answer"], outputs)]
    expected[3] = float("nan")
    got = [row["rouge1"] for row in result.rows]
    assert math.isnan(got[3]) and result.rows[3]["nan_reason"].startswith("lm-eval rule")
    assert [g for i, g in enumerate(got) if i != 3] == pytest.approx([e for i, e in enumerate(expected) if i != 3])
    kept = [e for i, e in enumerate(expected) if i != 3]
    assert result.metrics["rouge1"] == pytest.approx(sum(kept) / len(kept))
    assert result.metrics["num_rows"] == 8
    assert list(result.breakdown) == ["kqa_golden", "kqa_silver", "live_qa", "medication_qa"]
    golden = [e for e in expected[:2]]
    assert result.breakdown["kqa_golden"]["rouge1"] == pytest.approx(sum(golden) / 2)
    assert result.breakdown["kqa_silver"]["num_rows"] == 2
    assert result.breakdown["kqa_silver"]["rouge1"] == pytest.approx(expected[2])  # row 3 is NaN
    assert result.rows[0]["rouge1"] == pytest.approx(1.0) and result.rows[0]["bleu"] == pytest.approx(1.0)
    cfg = task.config("v1")
    assert cfg["factuality_method"] == "olaph" and cfg["metrics_computed"] == ["bleu", "rouge1", "rouge2", "rougeL"]
    assert cfg["factuality_computed"] is False
    assert cfg["rows"] == "lm_eval_slice" and cfg["metric_conventions"] == "lm-eval"


def test_olaph_score_with_stand_in_models_computes_everything(tmp_path):
    encoder = _tiny_bert(tmp_path / "enc")
    bleurt = _tiny_bert(tmp_path / "bleurt", head=True, seed=1)
    task = get_task("olaph", rows="all", bertscore_model=encoder, bertscore_num_layers=2, bleurt_checkpoint=bleurt,
                    olaph_encoder=encoder, metric_device="cpu", metric_batch_size=4)
    ds = task.load(task.sample_source())
    result = task.score(ds, task.requests(ds, "v1"), _fake_answers(ds), "v1")
    assert task.computed == ["bleu", "rouge1", "rouge2", "rougeL", "bertscore", "bleurt", "comprehensiveness",
                             "hallucination", "composite"]
    assert not any("not computed" in n for n in result.notes) and "not_computed" not in result.metrics
    for row in result.rows:
        if row["idx"] == 3:
            assert math.isnan(row["composite"]) and not math.isnan(row["comprehensiveness"])
            continue
        expected = (100 * (row["rouge1"] + row["rouge2"] + row["rougeL"]) + 100 * (row["bleurt"] + row["bertscore"])
                    + row["comprehensiveness"] - row["hallucination"])
        assert row["composite"] == pytest.approx(expected)
    assert set(result.breakdown["live_qa"]) >= {"composite", "hallucination", "num_rows"}
    cfg = task.config("v1")
    assert cfg["factuality_method"] == "olaph" and cfg["metric_options"]["bleurt_checkpoint"] == bleurt
    assert cfg["factuality_computed"] is True


def test_olaph_model_metrics_off_and_no_factuality():
    task = get_task("olaph", model_metrics=False)
    ds = task.load(task.sample_source())
    result = task.score(ds, task.requests(ds, "v1"), _fake_answers(ds), "v1")
    assert task.computed == ["bleu", "rouge1", "rouge2", "rougeL"]
    assert "model_metrics=False: ROUGE/BLEU only" in result.notes
    assert "not_computed" not in result.metrics  # not asked for is not "not computed"
    assert get_task("olaph", factuality=None).wanted() == ["bleu", "rouge1", "rouge2", "rougeL", "bertscore", "bleurt"]


def test_perplexity_score_by_hand():
    task = get_task("olaph_perplexity")
    ds = task.load(task.sample_source())
    reqs = task.requests(ds, "v1")
    lls = [-10.0 * (i + 1) for i in range(len(reqs))]
    result = task.score(ds, reqs, lls, "v1")
    import re

    words = [len(re.split(r"\s+", a)) for a in ds["answer"]]
    nbytes = [len(a.encode("utf-8")) for a in ds["answer"]]
    total = sum(lls)
    assert result.metrics["word_perplexity"] == pytest.approx(math.exp(-total / sum(words)))
    assert result.metrics["byte_perplexity"] == pytest.approx(math.exp(-total / sum(nbytes)))
    assert result.metrics["bits_per_byte"] == pytest.approx(-total / sum(nbytes) / math.log(2))
    assert result.breakdown["kqa_golden"]["word_perplexity"] == pytest.approx(math.exp(-(lls[0] + lls[1]) / (words[0] + words[1])))
    assert result.rows[0]["words"] == words[0]
    with pytest.raises(ValueError, match="summed log-likelihood"):
        task.score(ds, reqs, ["text"] * len(reqs), "v1")


def test_lm_eval_local_olaph_scores_as_groundeval_does():
    """The benchmark's copy of lm-eval's olaph scores BLEU and ROUGE the way lm-eval's
    ``process_results`` gets them from evaluate's modules (rouge_score and its bootstrap
    aggregator); on the same answers every value equals groundeval's row score."""
    from groundeval.lmeval_tasks.local import olaph_results

    task = get_task("olaph")
    ds = task.load(task.sample_source())
    outputs = _fake_answers(ds)
    result = task.score(ds, task.requests(ds, "v1"), outputs, "v1")
    for doc, pred, row in zip(ds, outputs, result.rows):
        theirs = olaph_results(doc, [pred])
        assert theirs["answered"] == float(len(pred) >= 10)
        for key in ("bleu", "rouge1", "rouge2", "rougeL"):
            if math.isnan(row[key]):
                assert math.isnan(theirs[key]), key
            else:
                assert theirs[key] == row[key], key
    assert sum(not math.isnan(row["rougeL"]) for row in result.rows) == 7


def test_the_printed_table_and_the_results_say_what_was_not_computed(tiny_model_dir, tmp_path, run_script, capsys):
    """Offline, the scoring models do not load: the run still exits 0, and its table and results
    name each metric that was asked for and not computed, with the reason."""
    import glob
    import json

    out = tmp_path / "run"
    assert run_script(["--model", str(tiny_model_dir), "--tasks", "olaph", "--bundled-samples", "--limit", "2",
                       "--bootstrap", "0", "--gen_kwargs", "max_gen_toks=8", "--output-dir", str(out)]) == 0
    table = [line for line in capsys.readouterr().out.splitlines() if line.startswith("|olaph|")]
    shown = {line.split("|")[5]: line.split("|")[7] for line in table}
    for metric in ("bertscore", "bleurt", "comprehensiveness", "hallucination", "composite"):
        assert shown[metric].startswith("not computed: "), (metric, shown)
    record = json.load(open(sorted(glob.glob(str(out / "*" / "results_*.json")))[-1]))
    assert set(record["groundeval"]["results"]["olaph"]["not_computed"]) == {
        "bertscore", "bleurt", "comprehensiveness", "hallucination", "composite"}
    # lm-eval's own results keep numbers only (its readers expect them): a NaN mean is null, never text
    values = [v for k, v in record["results"]["olaph"].items() if "," in k and "stderr" not in k]
    assert values and all(v is None or isinstance(v, float) for v in values)
    assert not any(k.startswith(("bertscore", "composite")) for k in record["results"]["olaph"])


def test_without_sacrebleu_bleu_is_not_computed_and_the_rest_is(monkeypatch):
    """A bare `pip install groundeval` (no medlfqa extra): olaph's BLEU is 'not computed' with the
    package to install, ROUGE is scored, and the run goes on (it ended in a chain of tracebacks)."""
    import sys

    for name in [m for m in sys.modules if m == "sacrebleu" or m.startswith("sacrebleu.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "sacrebleu", None)  # as if not installed
    task = get_task("olaph", model_metrics=False)
    ds = task.load(task.sample_source())
    result = task.score(ds, task.requests(ds, "v1"), _fake_answers(ds), "v1")
    assert "pip install 'sacrebleu>=2'" in result.metrics["not_computed"]["bleu"]
    assert result.metrics["rouge1"] > 0 and "bleu" not in result.rows[0]
    assert any(note.startswith("bleu not computed: ImportError") for note in result.notes)


def test_mostly_empty_answers_say_what_they_may_come_from():
    """An instruct model given olaph's bare prompt answers '' (the runner's embedded default applies
    its chat template; `--tasks olaph` alone does not): the notes say so beside the NaN rows."""
    task = get_task("olaph", model_metrics=False)
    ds = task.load(task.sample_source())
    answers = ["" for _ in range(len(ds))]
    answers[0] = "An answer of some length about the question asked."
    result = task.score(ds, task.requests(ds, "v1"), answers, "v1")
    assert f"{len(ds) - 1} of {len(ds)} answers are empty: an instruct (chat) model may need --apply-chat-template" in result.notes
    fine = task.score(ds, task.requests(ds, "v1"), _fake_answers(ds), "v1")
    assert not any("answers are empty" in note for note in fine.notes)
