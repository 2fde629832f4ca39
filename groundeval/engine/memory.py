"""Memory estimates behind ``--batch-size auto``.

A decode row costs its key/value cache (:func:`kv_bytes_per_token` per token of prompt and
budget) plus one layer's working set at prefill (:func:`activation_bytes`). The batch is the
largest power of two whose worst case fits in 60% of the free memory (the GPU's, else the
machine's available RAM); the rest of that budget, in KV tokens, bounds a packed batch.
"""

from __future__ import annotations

import logging
import os
from typing import Any, Sequence

import torch

from .encoding import Encoded

logger = logging.getLogger(__name__)


def kv_bytes_per_token(model: Any) -> int:
    cfg = getattr(model.config, "text_config", None) or model.config
    layers = getattr(cfg, "num_hidden_layers", 12)
    heads = getattr(cfg, "num_key_value_heads", None) or getattr(cfg, "num_attention_heads", 12)
    head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // getattr(cfg, "num_attention_heads", 12)
    elem = torch.finfo(model.dtype).bits // 8
    return 2 * layers * heads * head_dim * elem


def activation_bytes(model: Any, tokens: int) -> int:
    cfg = getattr(model.config, "text_config", None) or model.config
    elem = torch.finfo(model.dtype).bits // 8
    hidden = cfg.hidden_size
    inter = getattr(cfg, "intermediate_size", 4 * hidden)
    heads = getattr(cfg, "num_attention_heads", 12)
    # One layer's working set at prefill: hidden states, MLP, attention scores (tokens^2 per head).
    return elem * tokens * (4 * hidden + 2 * inter) + elem * heads * tokens * tokens


def available_ram() -> int:
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return int(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_AVPHYS_PAGES"))


def auto_batch_size(model: Any, device: torch.device, encoded: Sequence[Encoded], start: int = 64) -> tuple[int, int]:
    """The largest batch (a power of two up to ``start``) whose worst case fits in memory, and the
    KV tokens half the memory budget holds (a floor for the packed-batch token limit)."""
    if not encoded:
        return 1, 0
    longest = max(len(e.tokens) + e.request.max_gen_toks for e in encoded)
    kv_bytes = kv_bytes_per_token(model)
    per_row = kv_bytes * longest + activation_bytes(model, longest)
    if device.type == "cuda":
        free, _ = torch.cuda.mem_get_info(device)
    else:
        free = available_ram()
    budget = 0.6 * free
    size = start
    while size > 1 and size * per_row > budget:
        size //= 2
    logger.info("--batch-size auto: %d rows (about %.1f MiB each at %d tokens)", size, per_row / 2**20, longest)
    return size, int(budget // (2 * kv_bytes))


def return_free_heap() -> None:
    """Give the C heap's free pages back to the system (glibc ``malloc_trim``) where there is one.

    Loading the model and the rows leaves tens of MiB of freed small allocations in the heap, still
    counted in the process's memory: about 31 MiB with SmolLM2 here, where a run that decodes
    little then peaked 20 MiB higher than it needed. Called before each task's generation; costs
    a few milliseconds.
    """
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library("c")
    try:
        ctypes.CDLL(name).malloc_trim(0)
    except (OSError, AttributeError, TypeError):  # no glibc (macOS, musl, Windows): nothing to do
        pass
