"""oneDNN matrix products for a float32 model's linear layers on the CPU.

PyTorch's CPU ``nn.Linear`` calls MKL's ``sgemm``. On CPUs where MKL does not pick its fastest
code (AMD's, for one) and for the few-row products of decoding, oneDNN's inner-product primitive
(``torch.ops.mkldnn._linear_pointwise``, what PyTorch's own compiler emits for CPU linears) is
much faster: on a 2-core AMD EPYC it runs SmolLM2-135M's 512-token prefill 1.46x and a one-token
decoding step 1.5x as fast, reading the same float32 weights in place (no copy, no extra memory).
On a 2-core Intel Xeon (Emerald Rapids) it is the other way round: MKL's one-row product takes 0.6
of oneDNN's time there, and a decoding step 0.7. So the default kernel is measured
(:func:`choose_kernel`): once per CPU, thread count, torch version and weight shape, remembered in
the cache folder. oneDNN's is float32 arithmetic summed in another order, so logits move by about
1e-6 relative; ``scripts/bench.py`` checks every continuation and log-likelihood against lm-eval's.

:func:`use_onednn_linears` makes each ``nn.Linear`` of the model a :class:`OneDNNLinear` (the same
module, its class swapped: parameters, hooks and state dict stay as they are); :func:`restore_linears`
swaps it back. Only plain ``nn.Linear`` modules change (a quantised or adapter layer keeps its own
forward), and only where oneDNN's product agrees with ``F.linear`` on a probe.
"""

from __future__ import annotations

import functools
import json
import logging
import os
import platform
import time
from pathlib import Path
from statistics import geometric_mean, median
from typing import Any

import torch

logger = logging.getLogger(__name__)

PRIMITIVE_CACHE = 8
"""Compiled oneDNN kernels kept (oneDNN's default keeps 1,024). oneDNN compiles one per row bucket
and weight shape, about 0.3 MiB each, and kept them all run long: 18 MiB on olaph with SmolLM2's
chat template. With 8 the peaks of olaph, its chat template and squad are 4-9 MiB below those with
32, for recompiling what was pushed out (0.1 s more on the chat-template run); BENCHMARKS.md
has the measurements."""


def onednn_product(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None) -> torch.Tensor:
    """``F.linear(x, weight, bias)`` by oneDNN's inner product, on the weight as it is stored."""
    return torch.ops.mkldnn._linear_pointwise(x, weight, bias, "none", [], "")


def bucket(rows: int) -> int:
    """The row count a product of ``rows`` rows is computed at: up to 8 the next power of two (so
    few rows cost about what one does: reading the weight dominates), up to 64 the next multiple of
    a quarter of the power of two below, then of an eighth (at most 1/8 more rows computed where
    the product's cost is in its rows)."""
    if rows <= 8:
        return 1 << (rows - 1).bit_length()
    step = 1 << (rows.bit_length() - (3 if rows <= 64 else 4))
    return -(-rows // step) * step


def onednn_bucketed(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None) -> torch.Tensor:
    """:func:`onednn_product` with the rows padded to :func:`bucket`: oneDNN keeps a compiled kernel
    for every shape it has seen (about 0.6 MiB each), and decoding would show it a new row count
    at almost every step. A row's result does not depend on the rows beside it."""
    flat = x.reshape(-1, x.shape[-1])
    rows = flat.shape[0]
    if rows != bucket(rows):
        flat = torch.cat([flat, flat.new_zeros((bucket(rows) - rows, flat.shape[1]))])
    return onednn_product(flat, weight, bias)[:rows].reshape(*x.shape[:-1], weight.shape[0])


class OneDNNLinear(torch.nn.Linear):
    """``nn.Linear`` whose product is :func:`onednn_bucketed`."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return onednn_bucketed(x, self.weight, self.bias)


def linear_product(module: Any) -> Any:
    """``(x, weight, bias) -> output`` as ``module`` computes it, for a plain or oneDNN linear layer
    (so a slice of its weight can be used alone); None for any other module."""
    if type(module) is OneDNNLinear:
        return onednn_bucketed
    if type(module) is torch.nn.Linear:
        return torch.nn.functional.linear
    return None


@functools.cache
def onednn_available() -> bool:
    """Whether this PyTorch build has oneDNN and its linear primitive gives ``F.linear``'s values
    (probed once a process)."""
    if not torch.backends.mkldnn.is_available():
        return False
    try:
        gen = torch.Generator().manual_seed(0)
        x, w, b = (torch.randn(*shape, generator=gen) for shape in ((3, 2, 40), (24, 40), (24,)))
        with torch.inference_mode():
            ours = onednn_product(x, w, b)
        return ours.shape == (3, 2, 24) and torch.allclose(ours, torch.nn.functional.linear(x, w, b), rtol=1e-5, atol=1e-5)
    except (RuntimeError, AttributeError):
        return False


def _onednn_linears(model: Any) -> tuple[list[Any], str]:
    """The model's plain linear layers, and why oneDNN cannot run them ("" where it can: a float32
    CPU model, and a torch with oneDNN)."""
    linears = [m for m in model.modules() if type(m) in (torch.nn.Linear, OneDNNLinear)]
    if not linears or any(m.weight.device.type != "cpu" or m.weight.dtype != torch.float32 for m in linears):
        return linears, "not a float32 CPU model"
    # oneDNN reads its cache size when it makes its first kernel, so before the probe below; a
    # size the user set is kept, and where a kernel was made before, nothing changes.
    os.environ.setdefault("ONEDNN_PRIMITIVE_CACHE_CAPACITY", str(PRIMITIVE_CACHE))
    if not onednn_available():
        return linears, "no oneDNN"
    return linears, ""


def use_onednn_linears(model: Any) -> int:
    """Run every float32 CPU ``nn.Linear`` of ``model`` through oneDNN; how many were changed
    (0 where oneDNN is missing, or the model is not a float32 CPU model)."""
    linears, why_not = _onednn_linears(model)
    if why_not:
        return 0
    for module in linears:
        module.__class__ = OneDNNLinear  # no attribute pointing back at the module: no cycle keeps it alive
    return len(linears)


def restore_linears(model: Any) -> None:
    """Make every layer changed by :func:`use_onednn_linears` a plain ``nn.Linear`` again."""
    for module in model.modules():
        if type(module) is OneDNNLinear:
            module.__class__ = torch.nn.Linear


ONEDNN_MAX_SHARE = 0.9
"""oneDNN is chosen where its products take at most this share of PyTorch's time (geometric mean
over :data:`PROBE_ROWS`): a kernel that is merely as fast is not worth logits that differ from
lm-eval's in the last bits."""
PROBE_ROWS = (1, 16, 128)
"""Row counts the kernels are timed at: a decoding step, a drafting step, a prefill slice."""
_CHOICES: dict[str, dict[str, Any]] = {}
CHOICES_FILE: Path | None = None
"""Where choices are kept (None: ``cpu_linear.json`` in the cache folder); the tests point it elsewhere."""


def probe_weight(model: Any) -> torch.Tensor | None:
    """The weight of the model's largest linear layer other than its output embedding (the MLP's,
    in a transformer), whose products dominate a forward pass; None without one."""
    head = model.get_output_embeddings() if hasattr(model, "get_output_embeddings") else None
    weights = [m.weight for m in model.modules() if type(m) in (torch.nn.Linear, OneDNNLinear) and m is not head]
    return max(weights, key=lambda w: w.numel()) if weights else None


def time_kernels(weight: torch.Tensor, rows: tuple[int, ...] = PROBE_ROWS, repeats: int = 5) -> dict[str, list[float]]:
    """Seconds per product of each kernel with ``weight`` (the model's own: no copy), at each row
    count (medians of ``repeats`` interleaved timings of a few products each, after a warm-up)."""
    gen = torch.Generator().manual_seed(0)
    kernels = {"torch": torch.nn.functional.linear, "onednn": onednn_bucketed}
    times: dict[str, list[float]] = {name: [] for name in kernels}
    with torch.inference_mode():
        for n in rows:
            x = torch.randn((n, weight.shape[1]), generator=gen, dtype=weight.dtype)
            calls = max(1, 64 // n)  # a timing of a few milliseconds at most
            samples: dict[str, list[float]] = {name: [] for name in kernels}
            for name, product in kernels.items():
                product(x, weight, None)  # oneDNN compiles its kernel for this shape here
            for _ in range(repeats):
                for name, product in kernels.items():
                    start = time.perf_counter()
                    for _ in range(calls):
                        product(x, weight, None)
                    samples[name].append((time.perf_counter() - start) / calls)
            for name in kernels:
                times[name].append(median(samples[name]))
    return times


def onednn_share(times: dict[str, list[float]]) -> float:
    """oneDNN's time as a share of PyTorch's, geometric mean over the row counts."""
    return geometric_mean(o / t for o, t in zip(times["onednn"], times["torch"]))


def row_price(times: list[float]) -> float:
    """What one more row costs a product, as a share of a one-row product, from the timings at
    :data:`PROBE_ROWS` (1 and 16 rows): a drafted token's price in a decoding step. Few rows cost
    about what one does where reading the weight dominates (oneDNN on an AMD EPYC); MKL on an Intel
    Xeon computed 16 rows in 4.7-6.3 times one row's time (0.25-0.36 a row)."""
    one, sixteen = times[0], times[1]
    return max(0.0, (sixteen - one) / 15 / one)


@functools.cache
def _cpu_name() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _read_choices(path: Path) -> dict[str, Any]:
    try:
        known = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return known if isinstance(known, dict) else {}


def choose_kernel(model: Any, cache_file: Path | None = None) -> dict[str, Any]:
    """The faster linear kernel for ``model`` on this CPU: ``{"kernel": "onednn" | "torch", ...}``
    with, where it was timed, oneDNN's share of PyTorch's time and each kernel's :func:`row_price`.
    PyTorch's where oneDNN cannot run the model's layers (not a float32 CPU model, no oneDNN). A
    choice is measured once (:func:`time_kernels`, about 0.1 s for SmolLM2-135M) per CPU, thread
    count, torch version and weight shape and kept in ``cache_file`` (default :data:`CHOICES_FILE`),
    so a machine keeps making the same choice and its runs the same logits (the resume signature
    holds the kernel that ran)."""
    _, why_not = _onednn_linears(model)
    weight = probe_weight(model)
    if why_not or weight is None:
        return {"kernel": "torch", "why": why_not or "no linear layer but the output embedding to time"}
    key = f"{_cpu_name()} | {torch.get_num_threads()} threads | torch {torch.__version__} | {weight.shape[0]}x{weight.shape[1]}"
    if key in _CHOICES:
        return _CHOICES[key]
    if cache_file is None:
        from ..models import cache_dir

        cache_file = CHOICES_FILE or cache_dir() / "cpu_linear.json"
    choice = _read_choices(cache_file).get(key)
    if not (isinstance(choice, dict) and choice.get("kernel") in ("onednn", "torch") and isinstance(choice.get("row_price"), dict)):
        # never measured here, or by a version that kept less
        times = time_kernels(weight)
        share = onednn_share(times)
        choice = {"kernel": "onednn" if share <= ONEDNN_MAX_SHARE else "torch", "onednn_share": round(share, 3),
                  "row_price": {name: round(row_price(t), 4) for name, t in times.items()}}
        try:
            from ..files import durable_write

            # Read again just before writing: another process may have kept a choice meanwhile.
            durable_write(cache_file, json.dumps({**_read_choices(cache_file), key: choice}, indent=1, sort_keys=True))
        except OSError as err:  # a read-only cache folder: measured again next time
            logger.debug("could not keep the CPU kernel choice in %s: %s", cache_file, err)
        logger.info("CPU linear kernel: %s (oneDNN took %.2f of PyTorch's time on %s)", choice["kernel"], share, key)
    _CHOICES[key] = choice
    return choice

