"""Repeated sampled runs: seeded sampling in the HF engine, request expansion, scoring of the draws."""

from __future__ import annotations

import dataclasses

import pytest
import torch

from groundeval.draws import draw_of, expand_requests, mean_over_draws, sampling_config, score_draws, with_engine_fields
from groundeval.engine import HFEngine
from groundeval.engine.sampling import warp
from groundeval.intervals import task_intervals
from groundeval.tasks import Request, get_task

PROMPTS = ["Applicant: Northfield Diagnostics, Inc. Product Code:", "The Willamette River", "Classification: Class II."]


def _run(engine, requests):
    return {g.idx: g for unit in engine.plan(requests) for g in engine.run_unit(unit)}


def _sampled(seed, top_p=1.0, temperature=1.5, idx=0, prompt=PROMPTS[0]):
    return Request(idx, prompt, stop=(), max_gen_toks=16, temperature=temperature, top_p=top_p, seed=seed)


@pytest.mark.parametrize("path", ["fast", "plain"])
def test_sampling_is_reproducible_per_seed_and_alone_in_its_unit(tiny_model, one_torch_thread, path):
    model, tokenizer = tiny_model
    engine = HFEngine(model, tokenizer, batch_size=4, engine=path)
    alone = _run(engine, [_sampled(7)])[0]
    greedy = [Request(i, p, stop=(), max_gen_toks=16) for i, p in enumerate(PROMPTS, start=1)]
    crowd = _run(engine, greedy + [_sampled(7), *(_sampled(s, idx=10 + s) for s in range(1, 6))])
    assert crowd[0].text == alone.text and crowd[0].new_tokens == alone.new_tokens  # same seed, other company
    assert len({crowd[i].text for i in (0, 11, 12, 13, 14, 15)}) > 1  # other seeds, other texts
    reference = _run(engine, greedy)
    assert all(crowd[r.idx].text == reference[r.idx].text for r in greedy)  # greedy rows untouched
    units = engine.plan(greedy + [_sampled(7)])
    assert [len(u.rows) for u in units if any(r.request.sampled for r in u.rows)] == [1]


def test_tiny_top_p_is_greedy_and_the_warpers_match_transformers(tiny_model, one_torch_thread):
    model, tokenizer = tiny_model
    engine = HFEngine(model, tokenizer, batch_size=4)
    for i, prompt in enumerate(PROMPTS):
        greedy = _run(engine, [Request(i, prompt, stop=(), max_gen_toks=16)])[i]
        nucleus = _run(engine, [_sampled(i, top_p=1e-6, idx=i, prompt=prompt)])[i]
        assert nucleus.text == greedy.text and nucleus.new_tokens == greedy.new_tokens
    from transformers import TemperatureLogitsWarper, TopPLogitsWarper

    logits = torch.randn(1, 50, generator=torch.Generator().manual_seed(0)) * 3
    expected = TopPLogitsWarper(0.8)(None, TemperatureLogitsWarper(0.7)(None, logits.clone()))
    assert torch.equal(warp(logits[0], 0.7, 0.8), expected[0])


def test_sampled_rows_take_the_repetition_penalty_and_count_their_steps(tiny_model_dir, one_torch_thread):
    from groundeval.engine.greedy import GreedyLoop
    from groundeval.models import load_model

    model, tokenizer, _ = load_model(str(tiny_model_dir), dtype="float32")
    unpenalised = HFEngine(model, tokenizer, batch_size=4)
    model.generation_config.repetition_penalty = 1.3
    engine = HFEngine(model, tokenizer, batch_size=4)
    greedy = [Request(i, p, stop=(), max_gen_toks=16) for i, p in enumerate(PROMPTS)]
    penalised = {i: g.text for i, g in _run(engine, greedy).items()}
    assert penalised != {i: g.text for i, g in _run(unpenalised, greedy).items()}  # the penalty matters here
    engine.stats()
    nucleus = _run(engine, [_sampled(i, top_p=1e-6, idx=i, prompt=p) for i, p in enumerate(PROMPTS)])
    assert {i: g.text for i, g in nucleus.items()} == penalised  # the sampled path applies it too
    # One step a token after the first, no drafts; every prompt token computed once.
    assert engine.stats() == {"prompt_tokens_computed": sum(g.prompt_tokens for g in nucleus.values()),
                              "decode_steps": sum(g.new_tokens - 1 for g in nucleus.values()),
                              "drafted_tokens": 0, "accepted_drafts": 0}
    with pytest.raises(ValueError, match="no drafting"):
        GreedyLoop([], None, None, {}, draft=1, choose=[])


def test_stop_strings_and_budget_stop_sampled_rows(tiny_model, one_torch_thread):
    model, tokenizer = tiny_model
    engine = HFEngine(model, tokenizer)
    free = _run(engine, [_sampled(s, idx=s) for s in range(8)])
    assert all(g.new_tokens <= 16 and g.stop_reason in ("eos", "length") for g in free.values())
    cut = {g.text[:1] for g in free.values() if len(g.text) > 1}
    stops = (sorted(cut)[0],)
    stopped = _run(engine, [dataclasses.replace(_sampled(s, idx=s), stop=stops) for s in range(8)])
    assert any(g.stop_reason == "stop" for g in stopped.values())
    assert all(not any(s in g.text for s in stops) for g in stopped.values())


def test_expand_requests_copies_with_derived_seeds():
    reqs = [Request(0, "a"), Request(1, "b"), Request(2, "c", kind="loglikelihood_rolling")]
    assert expand_requests(reqs, 1, 0.0, 1.0, 0) == reqs
    out = expand_requests(reqs, 3, 0.8, 0.9, seed=5)
    assert [r.idx for r in out] == list(range(9)) and [draw_of(r.idx, 3) for r in out][:4] == [(0, 0), (0, 1), (0, 2), (1, 0)]
    assert all(r.sampled and r.top_p == 0.9 for r in out[:6]) and not any(r.sampled for r in out[6:])
    assert len({r.seed for r in out[:6]}) == 6 and out == expand_requests(reqs, 3, 0.8, 0.9, seed=5)
    assert out[0].seed != expand_requests(reqs, 3, 0.8, 0.9, seed=6)[0].seed
    with pytest.raises(ValueError, match="temperature"):
        expand_requests(reqs, 2, 0.0, 1.0, 0)
    assert sampling_config() == {"decoding": "greedy"} and sampling_config(2, 0.7)["num_samples"] == 2


def test_mean_over_draws_averages_numbers_and_keeps_the_rest():
    found = mean_over_draws([{"a": 1, "b": {"c": 0.0}, "n": "x", "v": 1}, {"a": 3, "b": {"c": 1.0}, "n": "x", "v": "y"}])
    assert found == {"a": 2.0, "b": {"c": 0.5}, "n": "x", "v": [1, "y"]}


def test_score_draws_on_fda_gives_pass_at_k(tiny_model, one_torch_thread):
    from groundeval.engine.encoding import Generation

    model, tokenizer = tiny_model
    task = get_task("fda")
    dataset = task.load(task.sample_source())
    dataset = dataset.select(range(4))
    requests = task.requests(dataset, "v1")
    expanded = expand_requests(requests, 3, 1.0, 1.0, seed=1)
    outputs = {idx: f" {dataset[i]['value']}" if d != 1 else " nothing"
               for idx in (r.idx for r in expanded) for i, d in [draw_of(idx, 3)]}
    result = score_draws(task, dataset, requests, outputs, "v1", 3)
    assert len(result.rows) == 12 and sorted((r["idx"], r["draw"]) for r in result.rows) == [(i, d) for i in range(4) for d in range(3)]
    assert result.metrics["contains"] == pytest.approx(2 / 3)
    assert result.metrics["draws"]["per_draw"]["contains"] == [1.0, 0.0, 1.0]
    repeated = task_intervals("fda", result.rows, resamples=50, seed=0)["metrics"]["repeated"]
    assert repeated["num_draws"] == 3 and repeated["contains"]["pass@1"] == pytest.approx(2 / 3)
    assert repeated["contains"]["pass@3"] == 1.0 and "agreement" in repeated["contains"]
    gens = {r.idx: Generation(r.idx, outputs[r.idx], 5, r.idx, 0, "eos") for r in expanded}
    merged = with_engine_fields(result.rows, gens, 3)
    assert all(m["new_tokens"] == m["idx"] * 3 + m["draw"] for m in merged)
    greedy = score_draws(task, dataset, requests, {r.idx: outputs[3 * r.idx] for r in requests}, "v1", 1)
    assert "draw" not in greedy.rows[0] and greedy.metrics["contains"] == 1.0
