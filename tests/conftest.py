"""Shared fixtures: a tiny random Llama and a byte-level BPE tokenizer, built offline in seconds."""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
# Under xdist every worker holds a core: a second compute thread per process (torch's, a server's
# or a child process's) only makes two processes fight over each core. One thread each is faster
# on this 2-core machine; a test that is about threads sets its own count.
if os.environ.get("PYTEST_XDIST_WORKER"):
    os.environ["OMP_NUM_THREADS"] = os.environ["MKL_NUM_THREADS"] = "1"

REPO = Path(__file__).resolve().parents[1]

# A minimal chat template (system, user, assistant turns) for tokenizers built in the tests.
CHAT_TEMPLATE = ("{% for m in messages %}<|{{ m['role'] }}|>\n{{ m['content'] }}<|end|>\n{% endfor %}"
                 "{% if add_generation_prompt %}<|assistant|>\n{% endif %}")

_CORPUS = [
    "The Willamette River is a major tributary of the Columbia River.",
    "510(k) Number: K240117. Applicant: Northfield Diagnostics, Inc. Product Code: NBW.",
    "Purpose for Submission: New device.\nMeasurand: Glucose in capillary whole blood.",
    "Johannes Gutenberg developed a movable-type printing press around 1440.",
    "Classification: Class II. Panel: Clinical Chemistry. Regulation Section: 21 CFR 862.1345.",
] * 20


@pytest.fixture(autouse=True, scope="session")
def _one_thread_per_worker():
    """See OMP_NUM_THREADS above: torch in the worker itself, even if something imported it first."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        import torch

        torch.set_num_threads(1)
    yield


@pytest.fixture(autouse=True, scope="session")
def _environment_report_once():
    """lm-eval's ``simple_evaluate`` records torch's ``collect_env`` report, and making it runs pip,
    lscpu and more (about 1.2 s of CPU): the tests' in-process lm-eval runs share one real report
    per worker (groundeval's own runs keep theirs in the cache folder, see lmeval_files)."""
    from torch.utils import collect_env

    real = collect_env.get_pretty_env_info
    collect_env.get_pretty_env_info = functools.lru_cache(maxsize=1)(real)
    yield
    collect_env.get_pretty_env_info = real


@pytest.fixture(autouse=True, scope="session")
def _kernel_choices_kept_apart(tmp_path_factory):
    """--cpu-linear auto's measured choices go to a file of the test session's, not the user's."""
    from groundeval.engine import cpu_linear

    cpu_linear.CHOICES_FILE = tmp_path_factory.mktemp("kernels") / "cpu_linear.json"
    yield
    cpu_linear.CHOICES_FILE = None


def build_tokenizer(folder: Path, *, add_bos: bool = False):
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=400,
        special_tokens=["<s>", "</s>", "<unk>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(_CORPUS, trainer)
    if add_bos:
        tok.post_processor = processors.TemplateProcessing(single="<s> $A", special_tokens=[("<s>", tok.token_to_id("<s>"))])
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>")
    fast.save_pretrained(folder)
    return fast


def build_tiny_llama(folder: Path, *, add_bos: bool = False, max_positions: int = 512, seed: int = 0, scale: float = 8.0, **config):
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    tokenizer = build_tokenizer(folder, add_bos=add_bos)
    torch.manual_seed(seed)
    cfg = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=max_positions,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        **config,
    )
    model = LlamaForCausalLM(cfg)
    # Larger weights than the default init make greedy outputs vary more, so tests see varied text;
    # at the default init (scale 1) greedy output soon repeats itself.
    with torch.no_grad():
        for p in model.parameters():
            p.mul_(scale)
    model.save_pretrained(folder)
    return folder


@pytest.fixture(scope="module")
def one_torch_thread():
    """Tiny models run faster on one thread, and much faster when another process holds a core."""
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory) -> Path:
    return build_tiny_llama(tmp_path_factory.mktemp("tiny-llama"))


@pytest.fixture(scope="session")
def tiny_model(tiny_model_dir):
    from groundeval.models import load_model

    model, tokenizer, record = load_model(str(tiny_model_dir), dtype="float32")
    return model, tokenizer


@pytest.fixture(scope="session")
def looping_model(tmp_path_factory):
    """A tiny Llama at the default init, whose greedy output soon loops: prompt lookup drafts get accepted."""
    from groundeval.models import load_model

    model, tokenizer, _ = load_model(str(build_tiny_llama(tmp_path_factory.mktemp("tiny-llama-loop"), seed=1, scale=1.0)), dtype="float32")
    return model, tokenizer


@pytest.fixture(scope="session")
def bos_model_dir(tmp_path_factory) -> Path:
    return build_tiny_llama(tmp_path_factory.mktemp("tiny-llama-bos"), add_bos=True, max_positions=96)


def find_chromium() -> str:
    """Path of Debian's Chromium for Playwright's ``executable_path``, or skip the test with the
    reason; under GROUNDEVAL_REQUIRE_BROWSER=1 (what .ci/run sets) fail it instead. Looks at
    GROUNDEVAL_CHROMIUM, then ``chromium`` and ``chromium-browser`` on PATH."""
    import shutil

    reason = None
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        reason = "the playwright package is not installed (pip install playwright)"
    binary = os.environ.get("GROUNDEVAL_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if reason is None and not (binary and Path(binary).is_file()):
        reason = f"no Chromium found at {binary!r} (apt-get install chromium, or set GROUNDEVAL_CHROMIUM)"
    if reason:
        if os.environ.get("GROUNDEVAL_REQUIRE_BROWSER") == "1":
            pytest.fail(f"GROUNDEVAL_REQUIRE_BROWSER=1 but {reason}")
        pytest.skip(reason)
    return binary


@contextlib.contextmanager
def chromium_browser():
    """Headless Debian Chromium (see :func:`find_chromium`) through Playwright; it closes on exit."""
    binary = find_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=binary, args=["--no-sandbox"])
        try:
            yield browser
        finally:
            browser.close()


@contextlib.contextmanager
def new_tab(browser, width: int, height: int):
    """``(tab, errors)``: a page of ``browser``, with the page's uncaught script errors collected in
    ``errors``; the page closes on exit."""
    tab = browser.new_page(viewport={"width": width, "height": height})
    errors: list[str] = []
    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        yield tab, errors
    finally:
        tab.close()


@contextlib.contextmanager
def chromium_tab(width: int, height: int):
    """``(tab, errors)`` (see :func:`new_tab`) in a browser of its own."""
    with chromium_browser() as browser, new_tab(browser, width, height) as (tab, errors):
        yield tab, errors


@functools.lru_cache(maxsize=None)
def load_script(name: str):
    """``scripts/<name>.py`` imported by file path as module ``groundeval_<name>_script``, once."""
    module_name = f"groundeval_{name}_script"
    spec = importlib.util.spec_from_file_location(module_name, REPO / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def run_script():
    """``main(argv=None) -> int`` of ``scripts/run.py`` (module ``groundeval_run_script``), loaded once."""
    return load_script("run").main
