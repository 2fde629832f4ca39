"""Packed decoding: rows that continue from shared prefixes, all in one sequence of one KV buffer.

The buffer holds each group's prefix once (group g's at ``offsets[g]``); every row's own prompt
tokens follow, then the tokens each step feeds (the newest token of every live row, and its drafted
tokens). A boolean mask lets each token see only its group's prefix and its own row's earlier
tokens, and position ids are the row's true positions, so each row computes exactly what it would
alone, without a copy of the prefix per row. After a step only the tokens the model agreed with
stay in the buffer. When rows finish, their columns leave it too (:meth:`PackedBatch.compact`): the
buffer holds the prefixes and the live rows' tokens, not every token the batch has made. A batch
may hold more rows than decode at once: a waiting row's own prompt tokens (:attr:`PackedBatch.suffixes`)
are fed in the step after another row stops, beside the other rows' tokens.
"""

from __future__ import annotations

import contextlib
import os
from typing import Any, Iterator

import torch

from .cpu_linear import linear_product
from .encoding import Encoded
from .kv_buffer import CacheForward, greedy_picks
from .planning import Group


class PackedBatch:
    """One decode batch of ``(group index, row)`` pairs in the packed layout; a :class:`~.greedy.DecodeBatch`.

    ``allowed[i, c]`` says whether row i may attend to buffer column c; ``length`` is the filled
    part of the buffer and ``next_pos`` each row's next position. :meth:`feed` remembers where it
    wrote each row's tokens, for :meth:`settle`. ``suffixes[i]`` are row i's own prompt tokens (after
    its group's prefix): what it is fed first, at the start (:meth:`feed_suffixes`) or when it joins.
    """

    def __init__(self, forward: CacheForward, batch: list[tuple[int, Encoded]], groups: list[Group],
                 cache: Any, offsets: list[int]) -> None:
        self.forward, self.cache, self.device = forward, cache, forward.device
        self.rows = [row for _, row in batch]
        p_len = [len(groups[g].prefix) for g, _ in batch]
        self.suffixes = [row.tokens[p:] for row, p in zip(self.rows, p_len)]
        self.allowed = torch.zeros((len(batch), cache.layers[0].capacity), dtype=torch.bool, device=self.device)
        for i, (g, _) in enumerate(batch):
            self.allowed[i, offsets[g] : offsets[g] + p_len[i]] = True
        self.length = self.base = cache.get_seq_length()  # the rows' own columns start at base
        self.held: set[int] = set()  # rows whose columns the buffer holds (finished ones leave: compact)
        self.next_pos = torch.tensor(p_len, device=self.device)
        self._fed: tuple[torch.Tensor, torch.Tensor, torch.Tensor, int] | None = None  # live, sizes, first, start
        # Greedy picks straight from the hidden states, where the model's head can be sliced.
        self.picks_only = forward.head is not None and linear_product(forward.head) is not None

    def feed_suffixes(self, count: int | None = None) -> torch.Tensor:
        """The first ``count`` rows' (all rows') own prompt tokens in one packed pass; each row's
        logits after its last token."""
        live = list(range(len(self.rows) if count is None else count))
        logits = self.feed(live, [self.suffixes[i] for i in live], last_only=True)
        self.settle([len(self.suffixes[i]) for i in live])
        return torch.cat(logits)

    def feed(self, live: list[int], tokens: list[list[int]], last_only: bool | list[bool] = False,
             picks_only: bool = False) -> list[torch.Tensor]:
        """Append each live row's ``tokens`` to the buffer; the logits after each of them (after the
        last one only, with ``last_only``: for every row, or for the rows it marks), or with
        ``picks_only`` just the greedy pick after each (:func:`~.kv_buffer.greedy_picks`: no
        vocabulary-wide scores for every drafted token)."""
        if self.held - set(live):
            self.compact(live)
        self.held = set(live)
        dev, start = self.device, self.length
        lengths = [len(t) for t in tokens]
        sizes, q = torch.tensor(lengths, device=dev), sum(lengths)
        grow = start + q - self.allowed.shape[1]
        if grow > 0:  # the buffer grows as rows run long (kv_buffer); so does what each row may see
            self.allowed = torch.cat([self.allowed, self.allowed.new_zeros((len(self.rows), grow))], dim=1)
        live_t = torch.tensor(live, device=dev)
        owner = torch.repeat_interleave(torch.arange(len(live), device=dev), sizes)
        first = torch.cumsum(sizes, 0) - sizes
        step_in_row = torch.arange(q, device=dev) - first[owner]
        columns = torch.arange(q, device=dev)
        own = (owner[:, None] == owner[None, :]) & (columns[None, :] <= columns[:, None])
        mask = torch.cat([self.allowed[live_t[owner], :start], own], dim=1)
        inputs = {"input_ids": torch.tensor([[t for row in tokens for t in row]], device=dev),
                  "attention_mask": attention_mask(self.forward.model, mask),
                  "position_ids": (self.next_pos[live_t[owner]] + step_in_row)[None]}
        self._fed = (live_t, sizes, first, start)
        self.length = start + q
        last = [last_only] * len(live) if isinstance(last_only, bool) else list(last_only)
        kept = [1 if lo else n for lo, n in zip(last, lengths)]
        keep = None  # every fed token's output
        if any(last):
            keep = torch.cat([first[j] + sizes[j] - k + torch.arange(k, device=dev) for j, k in enumerate(kept)])
        if picks_only:  # where :attr:`picks_only` says the head allows it
            hidden = self.forward.hidden(self.cache, **inputs)[0]
            picks = greedy_picks(self.forward.head, hidden if keep is None else hidden[keep])
            return list(picks.split(kept))
        out = self.forward(self.cache, **inputs, logits_to_keep=0 if keep is None else keep)
        return list(out.logits[0].split(kept))

    def compact(self, live: list[int]) -> None:
        """Drop the columns of the rows not in ``live`` (finished), moving the live rows' columns
        down in order. The buffer's high-water mark, the memory it has touched, then follows the
        tokens of the rows still decoding, not all the tokens the batch made (olaph with SmolLM2's
        chat template: one row of twelve runs to 256 tokens, most stop before 100)."""
        start, end = self.base, self.length
        mine = self.allowed[torch.tensor(live, device=self.device), start:end].any(dim=0)
        keep = start + torch.nonzero(mine).flatten()
        if len(keep) < end - start:
            for layer in self.cache.layers:
                layer.keep_columns(start, keep)
            n = len(keep)
            self.allowed[:, start : start + n] = self.allowed[:, keep]
            self.allowed[:, start + n : end] = False
            self.length = start + n

    def settle(self, used: list[int]) -> None:
        """Keep the first ``used[j]`` fed tokens of live row j; drop the rejected drafts."""
        assert self._fed is not None, "settle follows feed"
        live, sizes, first, start = self._fed
        dev = self.device
        used_t = torch.tensor(used, device=dev)
        if int(used_t.sum()) < int(sizes.sum()):
            keep = torch.cat([start + f + torch.arange(u, device=dev) for f, u in zip(first.tolist(), used)])
            for layer in self.cache.layers:
                layer.keep_columns(start, keep)
            self.length = start + len(keep)
        owner = torch.repeat_interleave(torch.arange(len(used), device=dev), used_t)
        self.allowed[live[owner], start + torch.arange(len(owner), device=dev)] = True
        self.next_pos[live] += used_t


def attention_mask(model: Any, allowed: torch.Tensor) -> torch.Tensor:
    """A (queries, keys) boolean mask as the 4D mask the model's attention expects."""
    if model.config._attn_implementation in ("sdpa", "flash_attention_2", "flex_attention"):
        return allowed[None, None]
    # eager attention adds the mask to the scores
    additive = torch.zeros(allowed.shape, dtype=model.dtype, device=allowed.device)
    additive.masked_fill_(~allowed, torch.finfo(model.dtype).min)
    return additive[None, None]


@contextlib.contextmanager
def grouped_query_attention() -> Iterator[None]:
    """Let torch's SDPA handle grouped key/value heads itself under a mask.

    transformers copies each key/value head once per query head whenever a mask is given (for the
    sake of CUDA kernels); torch's CPU and math kernels take ``enable_gqa`` with a mask and give
    the same result without the copy. transformers reads this switch at every attention call.
    """
    name = "TRANSFORMERS_SDPA_FORCE_GQA"
    old = os.environ.get(name)
    os.environ[name] = "1"
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = old
