"""oneDNN linear layers on the CPU, the head's sliced products, and dropping the model after the last task."""

import gc
import json
import weakref

import pytest
import torch

from groundeval.engine import HFEngine
from groundeval.engine import cpu_linear
from groundeval.engine.cpu_linear import (OneDNNLinear, bucket, choose_kernel, onednn_available, onednn_share, probe_weight,
                                          restore_linears, time_kernels, use_onednn_linears)
from groundeval.engine.kv_buffer import greedy_picks, target_logprobs
from groundeval.models import load_model
from groundeval.tasks.base import Request

needs_onednn = pytest.mark.skipif(not onednn_available(), reason="this torch build has no oneDNN")


def test_buckets_bound_the_rows_computed():
    for rows in range(1, 2000):
        b = bucket(rows)
        assert b >= rows
        assert b <= (8 if rows <= 8 else rows * 1.25 if rows <= 64 else rows * 1.125), rows
    # few distinct shapes: 1, 2, 4, 8, four a power of two up to 64, then eight: 40 up to 512
    assert len({bucket(r) for r in range(1, 513)}) == 4 + 3 * 4 + 3 * 8


@needs_onednn
def test_onednn_linears_give_torch_values_and_come_back(tiny_model_dir):
    model, tokenizer, _ = load_model(str(tiny_model_dir), dtype="float32")
    ids = tokenizer(["the quick brown fox jumps over the lazy dog " * 4], return_tensors="pt")["input_ids"]
    keys = list(model.state_dict())
    with torch.inference_mode():
        reference = model(input_ids=ids).logits
        changed = use_onednn_linears(model)
        assert changed == sum(1 for m in model.modules() if isinstance(m, torch.nn.Linear)) > 0
        assert all(type(m) is OneDNNLinear for m in model.modules() if isinstance(m, torch.nn.Linear))
        ours = model(input_ids=ids).logits
        torch.testing.assert_close(ours, reference, rtol=1e-5, atol=1e-5)  # float32 summed in another order
        assert torch.equal(ours.argmax(-1), reference.argmax(-1))
        assert list(model.state_dict()) == keys  # the same module tree and parameters
        restore_linears(model)
        assert not any(type(m) is OneDNNLinear for m in model.modules())
        torch.testing.assert_close(model(input_ids=ids).logits, reference, rtol=0, atol=0)


@needs_onednn
def test_only_float32_cpu_models_change(tiny_model_dir):
    model, _, _ = load_model(str(tiny_model_dir), dtype="bfloat16")
    assert use_onednn_linears(model) == 0
    assert not any(type(m) is OneDNNLinear for m in model.modules())


@needs_onednn
def test_the_engine_records_its_kernel_and_torch_restores(tiny_model_dir):
    model, tokenizer, _ = load_model(str(tiny_model_dir), dtype="float32")
    assert HFEngine(model, tokenizer, cpu_linear="onednn").settings()["cpu_linear"] == "onednn"
    assert any(type(m) is OneDNNLinear for m in model.modules())
    assert HFEngine(model, tokenizer, cpu_linear="torch").settings()["cpu_linear"] == "torch"
    assert not any(type(m) is OneDNNLinear for m in model.modules())
    with pytest.raises(ValueError, match="cpu_linear"):
        HFEngine(model, tokenizer, cpu_linear="mkl")


def _timed(share):
    """A stand-in for time_kernels: oneDNN takes ``share`` of PyTorch's time at every row count."""
    def fake(weight, rows=(1, 16, 128), repeats=5):
        fake.calls.append(tuple(weight.shape))
        return {"torch": [1e-4 * n for n in rows], "onednn": [share * 1e-4 * n for n in rows]}
    fake.calls = []
    return fake


@needs_onednn
@pytest.mark.parametrize("share, kernel", [(0.5, "onednn"), (0.875, "onednn"), (0.9375, "torch"), (1.25, "torch")])
def test_the_faster_kernel_is_measured_once_and_kept(tiny_model_dir, tmp_path, monkeypatch, share, kernel):
    model, tokenizer, _ = load_model(str(tiny_model_dir), dtype="float32")
    monkeypatch.setattr(cpu_linear, "_CHOICES", {})
    monkeypatch.setattr(cpu_linear, "time_kernels", fake := _timed(share))
    kept = tmp_path / "cache" / "cpu_linear.json"
    choice = choose_kernel(model, kept)
    assert choice["kernel"] == kernel and choice["onednn_share"] == pytest.approx(share, abs=1e-3)
    assert fake.calls == [tuple(probe_weight(model).shape)] == [(128, 64)]  # the MLP's weight, not the output embedding
    # Another process on this machine reads the choice instead of timing again.
    monkeypatch.setattr(cpu_linear, "_CHOICES", {})
    monkeypatch.setattr(cpu_linear, "time_kernels", again := _timed(2.0))
    assert choose_kernel(model, kept) == choice and again.calls == []
    (key, stored), = json.loads(kept.read_text()).items()
    assert stored == choice and "threads" in key and "128x64" in key


@needs_onednn
def test_the_engine_takes_the_measured_kernel_and_records_it(tiny_model_dir, monkeypatch):
    model, tokenizer, _ = load_model(str(tiny_model_dir), dtype="float32")
    for kernel in ("onednn", "torch", "onednn"):
        monkeypatch.setattr("groundeval.engine.hf.choose_kernel", lambda m, k=kernel: {"kernel": k})
        assert HFEngine(model, tokenizer).settings()["cpu_linear"] == kernel
        assert any(type(m) is OneDNNLinear for m in model.modules()) == (kernel == "onednn")


def test_a_model_onednn_cannot_run_is_not_timed(tiny_model_dir, tmp_path, monkeypatch):
    model, _, _ = load_model(str(tiny_model_dir), dtype="bfloat16")
    monkeypatch.setattr(cpu_linear, "time_kernels", fake := _timed(0.5))
    assert choose_kernel(model, tmp_path / "k.json")["kernel"] == "torch"
    assert fake.calls == [] and not (tmp_path / "k.json").exists()


@needs_onednn
def test_kernel_timings_are_real_products():
    times = time_kernels(torch.randn(48, 32), rows=(1, 4), repeats=2)
    assert set(times) == {"torch", "onednn"} and all(len(v) == 2 and all(t > 0 for t in v) for v in times.values())
    assert onednn_share({"torch": [1.0, 4.0], "onednn": [0.5, 8.0]}) == pytest.approx(1.0)  # twice as fast, half as fast
    assert onednn_share({"torch": [1.0, 1.0], "onednn": [0.25, 1.0]}) == pytest.approx(0.5)


@needs_onednn
@pytest.mark.parametrize("kept_in", ["a list", "a file, not a folder"])
def test_a_choice_is_made_whatever_the_kept_file_holds(tiny_model_dir, tmp_path, monkeypatch, kept_in):
    """A kept file that is not a table of choices is measured over; a folder that cannot be made
    (a file in the way) leaves the choice unkept, but made."""
    model, _, _ = load_model(str(tiny_model_dir), dtype="float32")
    monkeypatch.setattr(cpu_linear, "_CHOICES", {})
    monkeypatch.setattr(cpu_linear, "time_kernels", _timed(0.5))
    if kept_in == "a list":
        kept = tmp_path / "cpu_linear.json"
        kept.write_text("[]")
    else:
        (tmp_path / "file").write_text("not a folder")
        kept = tmp_path / "file" / "cpu_linear.json"
    assert choose_kernel(model, kept)["kernel"] == "onednn"
    if kept_in == "a list":
        assert len(json.loads(kept.read_text())) == 1


@pytest.mark.parametrize("onednn", [False, pytest.param(True, marks=needs_onednn)])
def test_greedy_picks_are_the_argmax_ties_included(onednn):
    gen = torch.Generator().manual_seed(0)
    head = torch.nn.Linear(16, 20_000, bias=True)
    with torch.no_grad():
        head.weight.copy_(torch.randn(head.weight.shape, generator=gen))
        head.bias.zero_()
        head.weight[15_000] = head.weight[3]  # a tie across vocabulary slices: the first index wins
    if onednn:
        head.__class__ = OneDNNLinear
    hidden = torch.randn(7, 16, generator=gen)
    hidden[2] = head.weight[3].detach() * 10  # row 2's best is the tied pair
    with torch.inference_mode():
        expected = head(hidden).argmax(-1)
        picks = greedy_picks(head, hidden)
    assert torch.equal(picks, expected)
    assert int(picks[2]) == 3


@pytest.mark.parametrize("onednn", [False, pytest.param(True, marks=needs_onednn)])
def test_target_logprobs_equal_log_softmax(onednn):
    gen = torch.Generator().manual_seed(1)
    head = torch.nn.Linear(32, 10_000, bias=False)
    with torch.no_grad():
        head.weight.copy_(torch.randn(head.weight.shape, generator=gen) * 0.3)
    if onednn:
        head.__class__ = OneDNNLinear
    hidden = torch.randn(50, 32, generator=gen)
    targets = torch.randint(0, 10_000, (50,), generator=gen)
    with torch.inference_mode():
        expected = torch.log_softmax(torch.nn.functional.linear(hidden, head.weight), -1).gather(1, targets[:, None])[:, 0]
        ours = target_logprobs(head, hidden, targets, vocab_slice=3000)  # uneven slices
    torch.testing.assert_close(ours, expected, rtol=1e-5, atol=1e-5)
    assert target_logprobs(torch.nn.Identity(), hidden, targets) is None


def test_release_with_model_frees_it(tiny_model_dir):
    model, tokenizer, _ = load_model(str(tiny_model_dir), dtype="float32")
    engine = HFEngine(model, tokenizer, batch_size=2)
    request = Request(idx=0, prompt="the quick brown fox", stop=("\n",), max_gen_toks=3)
    [generation] = engine.run_unit(engine.plan([request])[0])
    alive = weakref.ref(model)
    del model
    engine.release()
    gc.collect()
    assert alive() is not None  # between tasks the model stays
    gc.disable()
    try:
        engine.release(model=True)
        assert alive() is None  # no cycle holds it: freed at once, without a collection
    finally:
        gc.enable()
    assert engine.render(request) and generation.value is not None


_CACHE_PROBE = """
import torch
from groundeval.engine.cpu_linear import onednn_product, use_onednn_linears
assert use_onednn_linears(torch.nn.Sequential(torch.nn.Linear(16, 8)))
w = torch.randn(8, 16)
with torch.inference_mode():
    for rows in list(range(1, 41)) + [1]:  # 40 shapes, then the first one again
        onednn_product(torch.randn(rows, 16), w, None)
"""


@needs_onednn
@pytest.mark.parametrize("capacity", [None, "1024"])
def test_onednn_keeps_a_bounded_number_of_kernels_unless_told(capacity):
    """Unless the user sets ONEDNN_PRIMITIVE_CACHE_CAPACITY, oneDNN keeps PRIMITIVE_CACHE kernels:
    after 40 shapes the first one is compiled again (oneDNN's verbose log says cache_miss); with
    the user's 1,024 it is still kept (cache_hit)."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "ONEDNN_PRIMITIVE_CACHE_CAPACITY"}
    env["ONEDNN_VERBOSE"] = "2"  # log each kernel's creation, and whether it came from the cache
    if capacity:
        env["ONEDNN_PRIMITIVE_CACHE_CAPACITY"] = capacity
    out = subprocess.run([sys.executable, "-c", _CACHE_PROBE], env=env, capture_output=True, text=True, check=True).stdout
    made = [line for line in out.splitlines() if ",create:" in line and ",inner_product," in line and "ic16oc8," in line]
    assert len(made) == 41 and all(",mb1ic16oc8," in line for line in (made[0], made[-1]))
    assert ",create:cache_miss," in made[-1 if capacity is None else 0]
    assert (",create:cache_hit," in made[-1]) == (capacity is not None)


@needs_onednn
def test_a_choice_kept_without_prices_is_measured_again(tiny_model_dir, tmp_path, monkeypatch):
    """Choices kept before drafting was priced have no row prices: they are timed again, once."""
    model, _, _ = load_model(str(tiny_model_dir), dtype="float32")
    monkeypatch.setattr(cpu_linear, "_CHOICES", {})
    monkeypatch.setattr(cpu_linear, "time_kernels", _timed(0.5))
    kept = tmp_path / "cpu_linear.json"
    choose_kernel(model, kept)
    (key, _), = json.loads(kept.read_text()).items()
    kept.write_text(json.dumps({key: {"kernel": "torch", "onednn_share": 1.2}}))
    monkeypatch.setattr(cpu_linear, "_CHOICES", {})
    monkeypatch.setattr(cpu_linear, "time_kernels", again := _timed(0.5))
    choice = choose_kernel(model, kept)
    assert again.calls and choice["kernel"] == "onednn" and choice["row_price"] == {"torch": 1.0, "onednn": 1.0}
