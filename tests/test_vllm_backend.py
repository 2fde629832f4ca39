"""--backend vllm: a clear error without vLLM, and (with a stand-in `vllm` module) the same prompt
tokens, greedy settings, stops and generation-config handling as the HF backend.

The stand-in checks groundeval's side of the contract only; vLLM itself needs a GPU."""

from __future__ import annotations

import importlib.util
import sys
import types

import pytest
from transformers import GenerationConfig

from groundeval.engine import HFEngine
from groundeval.tasks import Request


def test_without_vllm_the_flag_is_a_clear_error(run_script, tmp_path, tiny_model_dir, capsys):
    if importlib.util.find_spec("vllm") is not None:
        pytest.skip("vLLM is installed here")
    assert run_script(["--model", str(tiny_model_dir), "--tasks", "fda", "--bundled-samples", "--backend", "vllm", "--output-dir", str(tmp_path)]) == 2
    assert "needs vLLM" in capsys.readouterr().err


class _FakeLLM:
    last: "_FakeLLM | None" = None

    def __init__(self, **kwargs):
        self.kwargs = kwargs
        self.calls = []
        self.llm_engine = types.SimpleNamespace(model_config=types.SimpleNamespace(max_model_len=512))
        _FakeLLM.last = self

    def generate(self, prompts, params, use_tqdm=False):
        self.calls.append((prompts, params))
        completion = types.SimpleNamespace(text="K240117\nApplicant:", token_ids=[5, 6, 7], finish_reason="stop", stop_reason=None)
        return [types.SimpleNamespace(outputs=[completion]) for _ in prompts]


class _FakeSamplingParams:
    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)


def test_vllm_engine_sees_the_hf_prompts_and_greedy_settings(tiny_model, monkeypatch):
    model, tokenizer = tiny_model
    monkeypatch.setitem(sys.modules, "vllm", types.SimpleNamespace(LLM=_FakeLLM, SamplingParams=_FakeSamplingParams))
    from groundeval.engine import Engine, VLLMEngine

    gen_config = GenerationConfig(repetition_penalty=1.2, no_repeat_ngram_size=3)
    engine = VLLMEngine("some/model", tokenizer, max_length=64, generation_config=gen_config)
    llm = _FakeLLM.last
    assert llm.kwargs["enable_prefix_caching"] is True
    assert llm.kwargs["generation_config"] == "vllm"  # the checkpoint's defaults are not applied silently
    assert engine.ignored_generation_fields == ["no_repeat_ngram_size"]

    long_prompt = "510(k) Number: K240117. Applicant: Northfield Diagnostics, Inc. " * 6 + "\n 510k number:"
    requests = [Request(0, long_prompt, stop=("\n",), max_gen_toks=48), Request(1, "The Willamette River", stop=(), max_gen_toks=8)]
    (unit,) = engine.plan(requests)
    out = {g.idx: g for g in engine.run_unit(unit)}
    prompts, params = llm.calls[0]
    hf = HFEngine(model, tokenizer, max_length=64)
    by_tokens = {tuple(p["prompt_token_ids"]): sp for p, sp in zip(prompts, params)}
    for r in requests:
        tokens = tuple(hf.encode(r).tokens)
        assert tokens in by_tokens  # same (left-truncated) prompt tokens as the HF backend
        sp = by_tokens[tokens]
        assert sp.temperature == 0.0 and sp.max_tokens == r.max_gen_toks and sp.repetition_penalty == 1.2
        assert sp.stop == (list(r.stop) or None)
    assert out[0].text == "K240117" and out[0].stop_reason == "stop"  # cut before the stop string
    assert out[1].text == "K240117\nApplicant:"  # no stop strings: nothing cut
    assert out[0].truncated > 0
    assert isinstance(engine, Engine)
    assert engine.stats() == {"prompt_tokens_computed": 0}  # unknown behind vLLM's prefix cache
    assert engine.settings() == {"engine": "vllm", "batch_size": 512, "max_batch_tokens": None, "prompt_lookup": None,
                                 "prefill_chunk": None, "max_length": 64}


def test_vllm_sampled_requests_bring_their_temperature_top_p_and_seed(tiny_model, monkeypatch):
    _, tokenizer = tiny_model
    monkeypatch.setitem(sys.modules, "vllm", types.SimpleNamespace(LLM=_FakeLLM, SamplingParams=_FakeSamplingParams))
    from groundeval.engine import VLLMEngine

    engine = VLLMEngine("some/model", tokenizer, max_length=64)
    seeded = engine.sampling_params(Request(3, "x", temperature=0.7, top_p=0.9, seed=42))
    assert (seeded.temperature, seeded.top_p, seeded.seed, seeded.repetition_penalty) == (0.7, 0.9, 42, 1.0)
    # Without a seed the request's idx seeds it, as on the HF backend (never vLLM's shared generator).
    assert engine.sampling_params(Request(3, "x", temperature=0.7)).seed == 3
    greedy = engine.sampling_params(Request(3, "x"))
    assert greedy.temperature == 0.0 and not hasattr(greedy, "seed") and not hasattr(greedy, "top_p")
