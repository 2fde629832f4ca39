"""``olaph_perplexity`` against lm-evaluation-harness 0.4.13's ``loglikelihood_rolling`` on the same rows.

The tiny Llama here has a 48-token context, so most MedLFQA answers of the bundled sample span
several of lm-eval's disjoint rolling windows: the check covers the windows after the first
(conditioned on the tokens before them), not only whole-answer passes. groundeval batches the
windows of many rows in padded passes and scores only target positions; lm-eval runs each window
through the full model. The per-row log-likelihoods and the three perplexities must agree within
1e-4 relative in float32.
"""

from __future__ import annotations

import json

import pytest

from conftest import REPO, build_tiny_llama
from groundeval.lmeval_tasks import task_manager
from groundeval.runs import load_run

lm_eval = pytest.importorskip("lm_eval")

SAMPLE = REPO / "groundeval" / "samples" / "medlfqa_sample.jsonl"
CONTEXT = 48
LM_TASK = "groundeval_local_olaph_perplexity"


@pytest.fixture(scope="module")
def short_context_model(tmp_path_factory):
    return build_tiny_llama(tmp_path_factory.mktemp("tiny-llama-ctx48"), max_positions=CONTEXT)


def _lm_eval(model_dir, monkeypatch, batch_size):
    monkeypatch.setenv("GROUNDEVAL_LMEVAL_ROWS", str(SAMPLE))
    out = lm_eval.simple_evaluate(model="hf", model_args=f"pretrained={model_dir},dtype=float32", tasks=[LM_TASK],
                                  task_manager=task_manager(), batch_size=batch_size, log_samples=True, device="cpu")
    per_row = {s["doc_id"]: float(s["filtered_resps"][0]) for s in out["samples"][LM_TASK]}
    return per_row, out["results"][LM_TASK]


def test_rolling_loglikelihoods_and_perplexities_equal_lm_eval(short_context_model, tmp_path, monkeypatch, run_script):
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(short_context_model)
    answers = [json.loads(line)["answer"] for line in SAMPLE.read_text().splitlines() if line.strip()]
    lengths = [len(tokenizer(a)["input_ids"]) for a in answers]
    assert sum(n > 2 * CONTEXT for n in lengths) >= 4, "rows must span several windows"
    assert len(set(lengths)) > 1, "rows of different lengths pad differently in a batch"

    theirs, their_metrics = _lm_eval(short_context_model, monkeypatch, batch_size=3)
    out = tmp_path / "run"
    code = run_script(["--model", str(short_context_model), "--tasks", "olaph_perplexity",
                       "--dataset", f"olaph_perplexity={SAMPLE}", "--output-dir", str(out), "--cpu", "--no-resume",
                       "--max-batch-tokens", "160"])  # several windows a pass, several passes
    assert code == 0
    from groundeval.runs import load_run

    run = load_run(out)
    ours = run.rows["olaph_perplexity"]
    assert sorted(r["idx"] for r in ours) == sorted(theirs)
    for row in ours:
        assert row["loglikelihood"] == pytest.approx(theirs[row["idx"]], rel=1e-4), row["idx"]
    results = run.metrics("olaph_perplexity")
    for metric in ("word_perplexity", "byte_perplexity", "bits_per_byte"):
        assert results[metric] == pytest.approx(their_metrics[f"{metric},none"], rel=1e-4), metric


def test_batched_windows_equal_one_window_at_a_time(short_context_model):
    """The batched path (padded passes, head on target positions) equals a full forward per window."""
    import torch

    from groundeval.engine import HFEngine
    from groundeval.engine.encoding import rolling_windows
    from groundeval.models import load_model
    from groundeval.tasks.base import Request

    model, tokenizer, _ = load_model(str(short_context_model), dtype="float32")
    engine = HFEngine(model, tokenizer, max_batch_tokens=600)
    texts = [json.loads(line)["answer"] for line in SAMPLE.read_text().splitlines() if line.strip()][:5]
    requests = [Request(idx=i, prompt=t, kind="loglikelihood_rolling") for i, t in enumerate(texts)]
    units = engine.plan(requests)
    assert any(len(u.rows) > 1 for u in units), "some unit holds several rows"
    got = {g.idx: g.loglikelihood for u in units for g in engine.run_unit(u)}
    with torch.inference_mode():
        for i, text in enumerate(texts):
            tokens, prefix = engine.rolling_tokens(text)
            expected = 0.0
            for context, target in rolling_windows(tokens, prefix, engine.max_length):
                inp = (context + target)[-(engine.max_length + 1):][:-1]
                logprobs = torch.log_softmax(model(input_ids=torch.tensor([inp])).logits[0, -len(target):].float(), dim=-1)
                expected += logprobs.gather(1, torch.tensor(target)[:, None]).sum().item()
            assert got[i] == pytest.approx(expected, rel=1e-5), i
