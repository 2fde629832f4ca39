"""``--backend openai`` and ``--backend hf-inference`` against a real ``transformers serve`` on
127.0.0.1 (a tiny random Llama with a chat template), through a proxy that counts requests and
injects faults. The continuations must equal the local HF runner's on the same weights, for any
``--num_concurrent``; a resumed run sends nothing but the probe; faults are retried; a killed
server's run resumes from the cache without asking anything twice; the key is never written."""

from __future__ import annotations

import glob
import json
import logging
import sqlite3
from pathlib import Path

import pytest

from api_servers import Proxy, _is_probe, transformers_server
from conftest import CHAT_TEMPLATE, build_tiny_llama


TASKS = "fda,squad_completion,olaph,fda_label_qa"
COMMON = ["--tasks", TASKS, "--bundled-samples", "--limit", "3", "--bootstrap", "0",
          "--task-option", "olaph.chat_template=true", "--task-option", "fda_label_qa.chat_template=true"]


def predictions(out: Path, task: str) -> list:
    files = sorted(glob.glob(str(out / "*" / f"samples_{task}_2*.jsonl")))
    assert files, f"no samples for {task} under {out}"
    return [(line["doc_id"], line["resps"]) for line in map(json.loads, open(files[-1]))]


def error_lines(capsys) -> list[str]:
    """What the run said on stderr, without the progress bars."""
    lines = capsys.readouterr().err.replace("\r", "\n").splitlines()
    return [line[line.index("run.py: "):] for line in lines if "run.py: " in line]


def results(out: Path) -> dict:
    return json.load(open(sorted(glob.glob(str(out / "*" / "results_*.json")))[-1]))


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory) -> Path:
    from transformers import AutoTokenizer

    folder = build_tiny_llama(tmp_path_factory.mktemp("api-tiny"), max_positions=8192)
    tok = AutoTokenizer.from_pretrained(folder)
    tok.chat_template = CHAT_TEMPLATE
    tok.save_pretrained(folder)
    return folder


@pytest.fixture(scope="module")
def server(model_dir, tmp_path_factory):
    srv = transformers_server(model_dir, tmp_path_factory.mktemp("serve-log") / "serve.log")
    holder = {"server": srv}
    yield holder
    holder["server"].stop()


@pytest.fixture(scope="module")
def proxy(server):
    p = Proxy(server["server"].base_url)
    yield p
    p.close()


@pytest.fixture()
def fresh_proxy(proxy):
    proxy.reset()
    proxy.require_key = None
    return proxy


@pytest.fixture(scope="module")
def local(model_dir, tmp_path_factory, run_script) -> Path:
    """The local HF runner on the same weights: the reference continuations."""
    out = tmp_path_factory.mktemp("local")
    assert run_script(["--model", str(model_dir), "--dtype", "float32", *COMMON, "--output-dir", str(out)]) == 0
    return out


def api_args(proxy: Proxy, model_dir: Path, out: Path, *extra: str) -> list[str]:
    return ["--backend", "openai", "--model_args", f"base_url={proxy.base_url},model={model_dir}", *COMMON,
            "--output-dir", str(out), "--retry-backoff", "0.01", *extra]


def test_continuations_equal_the_local_runner_for_any_concurrency(fresh_proxy, model_dir, local, tmp_path, run_script):
    for n in ("8", "1"):
        out = tmp_path / f"n{n}"
        assert run_script(api_args(fresh_proxy, model_dir, out, "--num_concurrent", n, "--cache", "off")) == 0
        for task in TASKS.split(","):
            assert predictions(out, task) == predictions(local, task), (task, n)
    # completions for the recall tasks, chat for olaph and fda_label_qa (chat_template=true)
    rows = fresh_proxy.rows()
    assert sum("messages" in b for b in rows) == sum("prompt" in b for b in rows) == 12
    usage = results(tmp_path / "n8")["groundeval"]["api_usage"]
    assert usage["requests_sent"] == 12 and usage["cache_hits"] == 0 and usage["prompt_tokens"] > 0


def test_a_repeated_or_resumed_run_sends_only_the_probe(fresh_proxy, model_dir, tmp_path, run_script, caplog):
    caplog.set_level(logging.INFO, logger="groundeval")
    cache, out = tmp_path / "cache.sqlite", tmp_path / "run"
    args = api_args(fresh_proxy, model_dir, out, "--cache", str(cache), "--num_concurrent", "4", "--price", "input=1,output=2")
    assert run_script(args) == 0
    assert len(fresh_proxy.rows()) == 12
    first = results(out)["groundeval"]["api_usage"]
    assert first["cost"] == pytest.approx((first["prompt_tokens"] * 1 + first["completion_tokens"] * 2) / 1e6, abs=1e-6)
    with sqlite3.connect(cache) as db:
        assert db.execute("SELECT COUNT(*) FROM answers").fetchone()[0] == 12
    fresh_proxy.reset()
    assert run_script(args) == 0  # the finished tasks' markers
    assert run_script([*args, "--no-resume"]) == 0  # generated again: every answer from the cache
    assert fresh_proxy.rows() == [] and len(fresh_proxy.posts) == 2  # two probes, nothing else
    again = results(out)["groundeval"]["api_usage"]
    assert again["requests_sent"] == 0 and again["cache_hits"] == 12 and again["cost_this_run"] == 0
    assert "0 requests sent (0 retries), 3 answers from the request cache" in caplog.text


def test_faults_are_retried_and_change_nothing(fresh_proxy, model_dir, local, tmp_path, run_script):
    out = tmp_path / "run"
    fresh_proxy.faults = [None, "429", "500", "drop", "garbage"]  # the probe passes, the next four fail once each
    assert run_script(api_args(fresh_proxy, model_dir, out, "--cache", "off", "--tasks", "fda")) == 0
    assert predictions(out, "fda") == predictions(local, "fda")
    usage = results(out)["groundeval"]["api_usage"]
    assert usage["retries"] == 4 and usage["requests_sent"] == 3 + 4


def test_a_killed_server_resumes_from_the_cache_asking_nothing_twice(server, fresh_proxy, model_dir, local, tmp_path,
                                                                      run_script, capsys):
    cache, out = tmp_path / "cache.sqlite", tmp_path / "run"
    args = api_args(fresh_proxy, model_dir, out, "--cache", str(cache), "--tasks", "fda,squad_completion", "--max-retries", "2")
    fresh_proxy.after(4, server["server"].kill)  # SIGKILL after the fourth row's answer
    assert run_script(args) == 2
    err = error_lines(capsys)
    assert len(err) == 1 and "failed 3 times" in err[0] and "run the same command again to resume" in err[0], err
    answered = [b["prompt"] for b in fresh_proxy.forwarded if not _is_probe(b)]
    assert len(answered) == 4
    server["server"] = transformers_server(model_dir, tmp_path / "serve2.log")
    fresh_proxy.upstream = server["server"].base_url
    fresh_proxy.reset()
    assert run_script(args) == 0
    again = [b["prompt"] for b in fresh_proxy.rows()]
    assert len(again) == 6 - 4 and not set(again) & set(answered)
    for task in ("fda", "squad_completion"):
        assert predictions(out, task) == predictions(local, task)


def test_setup_failures_are_one_line_before_any_row(fresh_proxy, model_dir, tmp_path, run_script, capsys, monkeypatch):
    from groundeval.api.local_servers import free_port

    def fails(model_args: str, *extra: str) -> str:
        try:
            code = run_script(["--backend", "openai", "--model_args", model_args, "--tasks", "fda", "--bundled-samples",
                               "--limit", "1", "--output-dir", str(tmp_path / "x"), "--cache", "off", "--max-retries", "0", *extra])
        except SystemExit as stop:  # argparse's own refusal: usage, then one error line
            code = stop.code
        err = error_lines(capsys)
        assert code == 2 and len(err) == 1, err
        return err[0]

    line = fails(f"base_url=http://127.0.0.1:{free_port()}/v1,model=m")
    assert "cannot reach the server" in line and "base_url=" in line
    line = fails(f"base_url={fresh_proxy.base_url},model=no-such-model")
    assert "does not serve model=no-such-model" in line and "--model_args model=" in line
    fresh_proxy.require_key = "sk-test-groundeval-0123456789"
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    line = fails(f"base_url={fresh_proxy.base_url},model={model_dir}")
    assert "$OPENAI_API_KEY is not set" in line and "api_key_env=" in line
    monkeypatch.setenv("MY_KEY", "sk-wrong")
    line = fails(f"base_url={fresh_proxy.base_url},model={model_dir},api_key_env=MY_KEY")
    assert "$MY_KEY was refused" in line
    assert fresh_proxy.rows() == []
    line = fails("base_url=http://user:secret@127.0.0.1:1/v1,model=m")
    assert "credentials" in line and "secret" not in line


def test_the_key_is_never_written(fresh_proxy, model_dir, tmp_path, run_script, monkeypatch):
    key = "sk-test-groundeval-0123456789"
    fresh_proxy.require_key = key
    monkeypatch.setenv("OPENAI_API_KEY", key)
    cache, out = tmp_path / "cache.sqlite", tmp_path / "run"
    assert run_script(api_args(fresh_proxy, model_dir, out, "--cache", str(cache), "--tasks", "fda", "--debug")) == 0
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert cache in written and len(written) > 3
    for path in written:
        assert key.encode() not in path.read_bytes(), path


def test_perplexity_is_refused_where_the_server_gives_no_prompt_logprobs(fresh_proxy, model_dir, tmp_path, run_script, capsys):
    code = run_script(["--backend", "openai", "--model_args", f"base_url={fresh_proxy.base_url},model={model_dir}",
                       "--tasks", "fda,olaph_perplexity", "--bundled-samples", "--output-dir", str(tmp_path), "--cache", "off"])
    err = error_lines(capsys)
    assert code == 2 and len(err) == 1 and "olaph_perplexity needs the prompt's log-probabilities" in err[0], err
    assert fresh_proxy.rows() == [] and len(fresh_proxy.posts) == 2  # the probe, and its prompt_logprobs form


def test_hf_inference_backend_through_huggingface_hub(fresh_proxy, model_dir, local, tmp_path, run_script, capsys):
    out = tmp_path / "run"
    args = ["--backend", "hf-inference", "--model_args", f"base_url={fresh_proxy.base_url},model={model_dir}",
            "--tasks", "fda_label_qa", "--task-option", "fda_label_qa.chat_template=true", "--bundled-samples",
            "--limit", "3", "--bootstrap", "0", "--output-dir", str(out), "--cache", "off"]
    assert run_script(args) == 0
    assert predictions(out, "fda_label_qa") == predictions(local, "fda_label_qa")
    assert all("messages" in b for b in fresh_proxy.posts)
    code = run_script([*args[:4], "--tasks", "fda", "--bundled-samples", "--output-dir", str(tmp_path / "x")])
    err = error_lines(capsys)
    assert code == 2 and len(err) == 1 and "serves chat only" in err[0] and "--backend openai" in err[0], err


def test_estimate_sends_nothing(fresh_proxy, model_dir, tmp_path, run_script, capsys):
    assert run_script(api_args(fresh_proxy, model_dir, tmp_path, "--estimate", "--price", "input=0.5,output=1.5",
                               "--model_args", f"tokenizer={model_dir}")) == 0
    text = capsys.readouterr().out
    assert fresh_proxy.posts == []
    lines = {line.split()[0]: line.split() for line in text.splitlines() if line.split()}
    assert lines["fda"][1] == "3" and lines["total"][1] == "12" and "cost, USD (at most)" in text
    assert "nothing was sent" in text


def test_lm_eval_model_names(fresh_proxy, model_dir, local, tmp_path, run_script):
    out = tmp_path / "run"
    assert run_script(["--model", "local-completions", "--model_args",
                       f"base_url={fresh_proxy.base_url}/completions,model={model_dir}", "--tasks", "squad_completion",
                       "--bundled-samples", "--limit", "3", "--bootstrap", "0", "--output-dir", str(out), "--cache", "off"]) == 0
    assert predictions(out, "squad_completion") == predictions(local, "squad_completion")
    record = results(out)
    assert record["config"]["model_args"] == f"model={model_dir},base_url={fresh_proxy.base_url}"
    assert record["groundeval"]["config"]["served_model"] == str(model_dir)


def test_a_killed_run_resumes_from_the_cache(fresh_proxy, model_dir, tmp_path, run_script):
    """SIGKILL of the run itself (no handler runs) after three answers, as the fourth request
    arrives: the same command (here in this process) asks only for the three rows left."""
    import os
    import signal
    import subprocess
    import sys

    from conftest import REPO

    cache, out = tmp_path / "cache.sqlite", tmp_path / "run"
    argv = [sys.executable, str(REPO / "scripts" / "run.py"),
            *api_args(fresh_proxy, model_dir, out, "--cache", str(cache), "--tasks", "fda,squad_completion")]
    run = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    fresh_proxy.on_arrival(4, lambda: os.kill(run.pid, signal.SIGKILL))
    assert run.wait(timeout=300) == -signal.SIGKILL
    answered = [b["prompt"] for b in fresh_proxy.forwarded if not _is_probe(b)]
    assert len(answered) == 3
    fresh_proxy.reset()
    assert run_script(argv[2:]) == 0
    again = [b["prompt"] for b in fresh_proxy.rows()]
    assert len(again) == 3 and not set(again) & set(answered)
