"""oneDNN matrix products for a float32 model's linear layers on the CPU.

PyTorch's CPU ``nn.Linear`` calls MKL's ``sgemm``. On CPUs where MKL does not pick its fastest
code (AMD's, for one) and for the few-row products of decoding, oneDNN's inner-product primitive
(``torch.ops.mkldnn._linear_pointwise``, what PyTorch's own compiler emits for CPU linears) is
much faster: on the project's 2-core AMD EPYC machine it runs SmolLM2-135M's 512-token prefill
1.46x and a one-token decoding step 1.5x as fast, reading the same float32 weights in place (no
copy, no extra memory). It is float32 arithmetic summed in another order, so logits move by about
1e-6 relative; ``scripts/bench.py`` checks every continuation and log-likelihood against lm-eval's.

:func:`use_onednn_linears` makes each ``nn.Linear`` of the model a :class:`OneDNNLinear` (the same
module, its class swapped: parameters, hooks and state dict stay as they are); :func:`restore_linears`
swaps it back. Only plain ``nn.Linear`` modules change (a quantised or adapter layer keeps its own
forward), and only where oneDNN's product agrees with ``F.linear`` on a probe.
"""

from __future__ import annotations

import os
from typing import Any

import torch

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


def onednn_available() -> bool:
    """Whether this PyTorch build has oneDNN and its linear primitive gives ``F.linear``'s values."""
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


def use_onednn_linears(model: Any) -> int:
    """Run every float32 CPU ``nn.Linear`` of ``model`` through oneDNN; how many were changed
    (0 where oneDNN is missing, or the model is not a float32 CPU model)."""
    linears = [m for m in model.modules() if type(m) in (torch.nn.Linear, OneDNNLinear)]
    if not linears or any(m.weight.device.type != "cpu" or m.weight.dtype != torch.float32 for m in linears):
        return 0
    # oneDNN reads its cache size when it makes its first kernel, so before the probe below; a
    # size the user set is kept, and where a kernel was made before, nothing changes.
    os.environ.setdefault("ONEDNN_PRIMITIVE_CACHE_CAPACITY", str(PRIMITIVE_CACHE))
    if not onednn_available():
        return 0
    for module in linears:
        module.__class__ = OneDNNLinear  # no attribute pointing back at the module: no cycle keeps it alive
    return len(linears)


def restore_linears(model: Any) -> None:
    """Make every layer changed by :func:`use_onednn_linears` a plain ``nn.Linear`` again."""
    for module in model.modules():
        if type(module) is OneDNNLinear:
            module.__class__ = torch.nn.Linear
