"""The API backend's parts on their own: endpoint arguments, answers of every shape, the request
cache, the call pool's order, retries and give-up, usage and prices. (The happy path against real
servers is in test_api_backend.py and test_api_real_models.py.)"""

from __future__ import annotations

import random
import re
import threading
import time

import pytest

from groundeval.api import APIError, CallPool, Endpoint, Limits, Price, Reply, RequestCache, summarize
from groundeval.api.calls import Call, GaveUp
from groundeval.api.client import reply_of, retry_after
from groundeval.api.usage import percentile
from groundeval.engine.api import prompt_logprobs
from groundeval.errors import UserError


def test_endpoint_arguments():
    e = Endpoint.from_model_args("openai", {"base_url": "http://127.0.0.1:8000/v1/completions/", "model": "m"})
    assert e.base_url == "http://127.0.0.1:8000/v1" and e.api_key_env == "OPENAI_API_KEY"
    assert Endpoint.from_model_args("openai", {"base_url": "http://h/v1/chat/completions", "model": "m"}).base_url == "http://h/v1"
    assert Endpoint.from_model_args("hf-inference", {"model": "org/m", "provider": "together"}).api_key_env == "HF_TOKEN"
    for backend, values, said in [
        ("openai", {"model": "m"}, "needs --model_args base_url="),
        ("openai", {"base_url": "http://h/v1"}, "needs --model_args model="),
        ("openai", {"base_url": "ftp://h", "model": "m"}, "not an http(s) address"),
        ("openai", {"base_url": "http://u:sk-1@h/v1", "model": "m"}, "carries credentials"),
        ("openai", {"base_url": "http://h/v1", "model": "m", "api_key": "sk-1"}, "does not take"),
        ("openai", {"base_url": "http://h/v1", "model": "m", "api_key_env": "sk-1 x"}, "not an environment variable"),
        ("hf-inference", {}, "needs --model_args model=ID"),
        ("hf-inference", {"base_url": "http://h", "provider": "p", "model": "m"}, "both base_url= and provider="),
    ]:
        with pytest.raises(UserError, match=re.escape(said)) as err:
            Endpoint.from_model_args(backend, values)
        assert "sk-1@" not in str(err.value)


def test_answers_of_every_shape():
    chat = reply_of("chat", {"choices": [{"message": {"content": "hi"}, "finish_reason": "stop"}], "model": "m",
                             "system_fingerprint": "fp", "usage": {"prompt_tokens": 3, "completion_tokens": 1}})
    assert (chat.text, chat.prompt_tokens, chat.completion_tokens, chat.system_fingerprint) == ("hi", 3, 1, "fp")
    assert reply_of("chat", {"choices": [{"message": {"content": None}}]}).text == ""  # a refusal with no text
    for body in ({}, {"choices": []}, {"choices": [{"text": 5}]}, ["x"], "<html>"):
        with pytest.raises(APIError) as err:
            reply_of("completions", body)
        assert err.value.retryable
    assert retry_after("7") == 7 and retry_after(None) is None and retry_after("soon") is None
    assert 0 <= retry_after("Wed, 21 Oct 2015 07:28:00 GMT") < 1  # a date in the past: no wait


def test_prompt_logprobs_of_each_server():
    # llama.cpp with BOS: the prompt's tokens (the first has none), then the generated one
    llama = Reply(text="<s>The capital is Paris", token_logprobs=[None, -1.0, -2.0, -0.3], tokens=["The", " capital", " is", " Paris"],
                  prompt_tokens=4, completion_tokens=1)
    assert prompt_logprobs(llama, "<s>The capital is") == [None, -1.0, -2.0]
    # llama.cpp without BOS leaves the generated token out: nothing to drop
    bare = Reply(text="The capital is Paris", token_logprobs=[None, -1.0, -2.0], tokens=["The", " capital", " is"],
                 prompt_tokens=3, completion_tokens=1)
    assert prompt_logprobs(bare, "The capital is") == [None, -1.0, -2.0]
    # an EOS generated: no text, the entries count prompt and completion tokens
    eos = Reply(text="The capital is", token_logprobs=[None, -1.0, -2.0, -0.1], prompt_tokens=3, completion_tokens=1)
    assert prompt_logprobs(eos, "The capital is") == [None, -1.0, -2.0]
    vllm = reply_of("completions", {"choices": [{"text": "x", "prompt_logprobs": [None, {"7": {"logprob": -1.5}}]}]})
    assert prompt_logprobs(vllm, "ab", echo=False) == [None, -1.5]
    assert prompt_logprobs(Reply(text="x"), "x") is None
    assert prompt_logprobs(Reply(text="ab", token_logprobs=[None], tokens=["ab"]), "ab") is None


def test_cache_keys_and_persistence(tmp_path):
    cache = RequestCache(tmp_path / "c.sqlite")
    pool = CallPool(lambda kind, body: Reply(text=body["prompt"].upper()), Limits(), cache, "m")
    calls = [Call("completions", {"prompt": p, "temperature": 0.0}) for p in ("a", "b")]
    assert [o.reply.text for o in pool.run(calls)] == ["A", "B"]
    assert len(cache) == 2 and pool.counters.take() == {"requests": 2, "retries": 0, "cache_hits": 0, "answers": 2}
    again = CallPool(lambda kind, body: pytest.fail("sent a request the cache answers"), Limits(), RequestCache(cache.path), "m")
    assert [o.cached for o in again.run(calls)] == [True, True]
    # another model, parameter, seed or endpoint kind is another request
    keys = {pool.key(Call("completions", {"prompt": "a", "temperature": 0.0})),
            CallPool(None, Limits(), None, "other").key(Call("completions", {"prompt": "a", "temperature": 0.0})),
            pool.key(Call("completions", {"prompt": "a", "temperature": 0.7, "seed": 1})),
            pool.key(Call("completions", {"prompt": "a", "temperature": 0.7, "seed": 2})),
            pool.key(Call("chat", {"prompt": "a", "temperature": 0.0}))}
    assert len(keys) == 5
    (tmp_path / "bad.sqlite").write_text("not a database" * 100)
    with pytest.raises(OSError, match="not a usable request cache"):
        RequestCache(tmp_path / "bad.sqlite")


def test_pool_keeps_order_and_concurrency():
    live, most, lock = [0], [0], threading.Lock()
    rng = random.Random(0)
    delays = [rng.uniform(0, 0.02) for _ in range(40)]

    def send(kind, body):
        with lock:
            live[0] += 1
            most[0] = max(most[0], live[0])
        time.sleep(delays[body["i"]])
        with lock:
            live[0] -= 1
        return Reply(text=str(body["i"]))

    out = CallPool(send, Limits(concurrency=8), None, "m").run([Call("completions", {"i": i}) for i in range(40)])
    assert [o.reply.text for o in out] == [str(i) for i in range(40)]
    assert 2 <= most[0] <= 8


def test_retries_honour_retry_after_then_give_up():
    slept, tries = [], {"n": 0}

    def flaky(kind, body):
        tries["n"] += 1
        if tries["n"] == 1:
            raise APIError("HTTP 429", status=429, retryable=True, retry_after=3.0)
        if tries["n"] == 2:
            raise APIError("HTTP 503", status=503, retryable=True)
        return Reply(text="ok")

    pool = CallPool(flaky, Limits(backoff=1.0), None, "m", sleep=slept.append)
    assert pool.run([Call("completions", {})])[0].retries == 2
    assert 3.0 <= slept[0] < 3.1 and 1.0 <= slept[1] < 3.0  # Retry-After, then backoff * 2**1 * jitter in [0.5, 1.5)

    def down(kind, body):
        raise APIError("cannot connect", retryable=True)

    with pytest.raises(GaveUp, match="failed 3 times.*run the same command again"):
        CallPool(down, Limits(max_retries=2), None, "m", sleep=lambda s: None, where="base_url=x").run([Call("completions", {}, "row 4")])

    def refused(kind, body):
        raise APIError("HTTP 400: prompt too long", status=400)

    with pytest.raises(GaveUp, match="refused a request \\(row 1\\): HTTP 400") as err:
        CallPool(refused, Limits(), None, "m", sleep=lambda s: None).run([Call("completions", {}, "row 1")])
    assert isinstance(err.value, UserError)


def test_requests_per_minute_paces_starts():
    waits = []
    pool = CallPool(lambda kind, body: Reply(text=""), Limits(requests_per_minute=600), None, "m", sleep=waits.append)
    pool.run([Call("completions", {"i": i}) for i in range(4)])
    assert len(waits) == 3 and all(0.05 < w <= 0.3 for w in waits)


def test_usage_and_price():
    assert Price.parse("input=0.15,output=0.6").cost(1_000_000, 2_000_000) == pytest.approx(1.35)
    for bad in ("input=1", "input=x,output=1", "input=-1,output=1", "in=1,output=2", "input=nan,output=1"):
        with pytest.raises(ValueError):
            Price.parse(bad)
    assert percentile([], 50) is None and percentile([1.0, 2.0, 3.0, 4.0], 50) == 2.5 and percentile([5.0], 95) == 5.0
    rows = [{"prompt_tokens": 10, "completion_tokens": 2, "latency_s": 0.5, "cached": False},
            {"prompt_tokens": 20, "completion_tokens": 4, "latency_s": None, "cached": True}]
    usage = summarize(rows, {"requests": 1, "retries": 0}, Price(1.0, 2.0))
    assert usage["cost"] == pytest.approx((30 + 12) / 1e6) and usage["cost_this_run"] == pytest.approx((10 + 4) / 1e6)
    assert usage["cache_hits"] == 1 and usage["latency_p50_s"] == 0.5 and usage["tokens_reported_for_every_row"]


@pytest.mark.parametrize("env, several", [
    ({}, False), ({"WORLD_SIZE": "1"}, False), ({"WORLD_SIZE": ""}, False), ({"LOCAL_RANK": "-1"}, False),
    ({"WORLD_SIZE": "2"}, True), ({"LOCAL_RANK": "0"}, True), ({"PMI_SIZE": "4"}, True),
    ({"OMPI_COMM_WORLD_SIZE": "2"}, True), ({"MV2_COMM_WORLD_SIZE": "3"}, True),
])
def test_an_api_run_is_one_process_unless_a_launcher_started_several(monkeypatch, env, several):
    """Started alone, a run of a model behind an API gets a state without torch; started by torchrun,
    accelerate or MPI as one of several, accelerate's, which load_api_engine refuses in one line."""
    from groundeval import runner

    for key in ("LOCAL_RANK", *runner._LAUNCHED_SIZES):
        monkeypatch.delenv(key, raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert runner.launched_as_one_of_several() is several
    if not several:
        state = runner.setup_process(cpu=True, local_model=False)
        assert isinstance(state, runner.OneProcess)
        seen = (state.num_processes, state.process_index, state.is_main_process, str(state.device))
        assert seen == (1, 0, True, "cpu")
        if not env:  # what accelerate's state says of this one CPU process
            from accelerate import PartialState

            theirs = PartialState(cpu=True)
            assert (theirs.num_processes, theirs.process_index, theirs.is_main_process, str(theirs.device)) == seen
