"""Key/value caches that append into one preallocated buffer.

transformers' ``DynamicCache`` concatenates a new tensor at every step, which copies the whole
cache each token. :class:`BufferLayer` appends into a preallocated buffer instead (moving to one
half as large again on the rare step that fills it), and can drop
columns (rejected drafts), take in tokens written through another layer (a later prefix group),
and be cut back (the next batch reuses the prefixes). :class:`KVBuffer` keeps the fast path's
buffer from unit to unit; :class:`CacheForward` runs the model on such a cache.
"""

from __future__ import annotations

import inspect
from typing import Any

import torch
from transformers.cache_utils import DynamicLayer

from .cpu_linear import linear_product


class BufferLayer(DynamicLayer):
    """transformers' DynamicLayer, but appending into a preallocated buffer.

    ``keys``/``values`` are views of the filled part, so everything that reads a DynamicLayer
    (sequence length, masks, row selection) works unchanged.
    """

    is_croppable = False

    def __init__(self, capacity: int) -> None:
        super().__init__()
        self.capacity = capacity
        self.length = 0
        self.is_initialized = False
        self.keys = self.values = None
        self._k = self._v = None
        self.borrowed = False  # a view into another layer's buffer (write_into)

    def update(self, key_states: torch.Tensor, value_states: torch.Tensor, *args: Any, **kwargs: Any):
        if self._k is None:
            b, h, _, d = key_states.shape
            self._k = key_states.new_empty((b, h, self.capacity, d))
            self._v = value_states.new_empty((b, value_states.shape[1], self.capacity, value_states.shape[3]))
            self.device, self.dtype = key_states.device, key_states.dtype
            self.is_initialized = True
        n = key_states.shape[-2]
        if self.length + n > self.capacity:
            self._grow(self.length + n)
        self._k[:, :, self.length : self.length + n] = key_states
        self._v[:, :, self.length : self.length + n] = value_states
        self.length += n
        self._show_filled()
        return self.keys, self.values

    def _grow(self, needed: int) -> None:
        """Move to a buffer half as large again (at least ``needed`` tokens): rows that run long
        get room as they need it, and the buffer need not hold every row's whole budget up front.
        A layer that is a view into another one's buffer (:meth:`write_into`) cannot move."""
        if self.borrowed:
            raise RuntimeError(f"KV buffer of {self.capacity} tokens is full")
        capacity = -(-max(needed, self.capacity + self.capacity // 2) // 256) * 256
        for name in ("_k", "_v"):
            old = getattr(self, name)
            new = old.new_empty((*old.shape[:2], capacity, old.shape[3]))
            new[:, :, : self.length] = old[:, :, : self.length]
            setattr(self, name, new)
        self.capacity = capacity
        self._show_filled()

    def get_seq_length(self) -> int:
        return self.length

    def get_mask_sizes(self, query_length: int) -> tuple[int, int]:
        return self.length + query_length, 0

    def get_max_cache_shape(self) -> int:
        return -1

    def batch_select_indices(self, indices: torch.Tensor) -> None:
        if self._k is not None:
            self._k = self._k.index_select(0, indices)
            self._v = self._v.index_select(0, indices)
            self._show_filled()

    def reset(self) -> None:
        self.truncate(0)

    def keep_columns(self, start: int, columns: torch.Tensor) -> None:
        """Keep, of the columns from ``start`` on, only ``columns`` (ascending), moved to ``start``."""
        n = len(columns)
        self._k[:, :, start : start + n] = self._k[:, :, columns]
        self._v[:, :, start : start + n] = self._v[:, :, columns]
        self.truncate(start + n)

    def write_into(self, other: "BufferLayer") -> None:
        """Make this (empty) layer's buffer the free space of ``other``'s, right after its filled part."""
        start = other.length
        if other._k is None or start + self.capacity > other.capacity:
            raise RuntimeError("no room for the layer in the buffer")
        self._k = other._k[:, :, start : start + self.capacity]
        self._v = other._v[:, :, start : start + self.capacity]
        self.device, self.dtype, self.is_initialized = other.device, other.dtype, True
        self.borrowed = True

    def truncate(self, length: int, grow: bool = False) -> None:
        """Forget everything after the first ``length`` tokens (the buffer is kept); with ``grow``,
        also take in tokens written into the buffer through another layer (:meth:`write_into`)."""
        self.length = length if grow else min(self.length, length)
        if self._k is not None:
            self._show_filled()

    def _show_filled(self) -> None:
        self.keys = self._k[:, :, : self.length]
        self.values = self._v[:, :, : self.length]


def new_cache(model: Any, capacity: int) -> Any:
    """A DynamicCache whose plain layers write into one preallocated buffer of ``capacity`` tokens
    instead of concatenating a new tensor at every step."""
    from transformers import DynamicCache

    cache = DynamicCache(config=model.config)
    cache.layers = [BufferLayer(capacity) if type(layer) is DynamicLayer else layer for layer in cache.layers]
    return cache


def plain_cache_layers(model: Any) -> bool:
    """Whether every layer of the model's cache is a plain (full-attention) DynamicLayer; packed
    decoding writes all rows into one such sequence and masks what each row may see."""
    from transformers import DynamicCache

    try:
        layers = DynamicCache(config=model.config).layers
    except Exception:  # a config DynamicCache cannot read
        return False
    return bool(layers) and all(type(layer) is DynamicLayer for layer in layers)


def cache_argument(model: Any) -> str:
    """The name of the model's forward argument that takes a cache: transformers >= 5.24 renames
    ``past_key_values`` to ``cache``."""
    params = inspect.signature(model.forward).parameters
    return "cache" if "cache" in params else "past_key_values"


def plain_head(model: Any) -> Any:
    """The model's output embedding where its logits are just that applied to the base model's last
    hidden state (no scaling or soft-capping), so they can be computed for chosen positions or
    vocabulary slices only; else None."""
    cfg = getattr(model.config, "text_config", None) or model.config
    if any(getattr(cfg, k, None) not in (None, 1, 1.0) for k in ("final_logit_softcapping", "logit_scale", "logits_scaling")):
        return None
    if getattr(model, "base_model", model) is model:
        return None
    return model.get_output_embeddings()


class CacheForward:
    """The model's forward pass continuing a cache: ``forward(cache, input_ids=..., ...)``, or with
    :meth:`hidden` the base model's last hidden state (for :attr:`head`, where it is plain)."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self.device = next(model.parameters()).device
        self.cache_arg = cache_argument(model)
        self.head = plain_head(model)
        self._base_cache_arg = cache_argument(model.base_model) if self.head is not None else None

    def __call__(self, cache: Any, **inputs: Any) -> Any:
        return self.model(**inputs, use_cache=True, **{self.cache_arg: cache})

    def hidden(self, cache: Any, **inputs: Any) -> torch.Tensor:
        """The last hidden state of every fed token (needs :attr:`head`)."""
        return self.model.base_model(**inputs, use_cache=True, **{self._base_cache_arg: cache}).last_hidden_state


VOCAB_SLICE = 8192
"""Output-embedding rows per product in :func:`greedy_picks`."""


def greedy_picks(head: Any, hidden: torch.Tensor) -> torch.Tensor | None:
    """``head(hidden).argmax(-1)`` (the first maximum on ties) without the vocabulary-wide scores:
    the head runs on :data:`VOCAB_SLICE` rows of its weight at a time, keeping each position's best
    so far. It reads the weight once, as the whole product does, and holds one slice's scores.
    None for a head that is not a linear layer this can slice."""
    product = linear_product(head)
    if product is None:
        return None
    weight, bias = head.weight, head.bias
    best = picks = None
    for lo in range(0, weight.shape[0], VOCAB_SLICE):
        scores = product(hidden, weight[lo : lo + VOCAB_SLICE], None if bias is None else bias[lo : lo + VOCAB_SLICE])
        top, where = scores.max(dim=-1)
        if best is None:
            best, picks = top, where
        else:
            better = top > best  # strictly: an earlier slice keeps a tie, as argmax does
            best, picks = torch.where(better, top, best), torch.where(better, where + lo, picks)
    return picks


def target_logprobs(head: Any, hidden: torch.Tensor, targets: torch.Tensor, vocab_slice: int = 4096) -> torch.Tensor | None:
    """``log_softmax(head(hidden))[i, targets[i]]`` for every row i without the vocabulary-wide
    scores of all rows at once: the head runs on ``vocab_slice`` rows of its weight at a time, each
    slice's log-sum-exp is added in (``logaddexp``), and each target's score is taken from its
    slice. None for a head that is not a linear layer this can slice."""
    product = linear_product(head)
    if product is None:
        return None
    weight, bias = head.weight, head.bias
    picked = torch.empty(targets.shape, dtype=torch.float32, device=hidden.device)
    total = None
    for lo in range(0, weight.shape[0], vocab_slice):
        hi = min(lo + vocab_slice, weight.shape[0])
        scores = product(hidden, weight[lo:hi], None if bias is None else bias[lo:hi]).float()
        inside = (targets >= lo) & (targets < hi)
        picked[inside] = scores[inside, targets[inside] - lo]
        part = torch.logsumexp(scores, dim=-1)
        total = part if total is None else torch.logaddexp(total, part)
    return picked - total


class KVBuffer:
    """The packed decoder's KV buffer. It is kept from unit to unit (one allocation, no fragments of
    earlier ones) and replaced only when a unit needs more room."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self.cache: Any = None

    def get(self, capacity: int) -> Any:
        """The buffer, emptied, with room for at least ``capacity`` tokens."""
        if self.cache is None or self.cache.layers[0].capacity < capacity:
            self.cache = None  # let go of the old buffer before making the bigger one
            self.cache = new_cache(self.model, -(-capacity // 256) * 256)
        for layer in self.cache.layers:
            layer.truncate(0)
        return self.cache

    def release(self) -> None:
        """Free the buffer (between tasks, so that scoring has the memory)."""
        self.cache = None
