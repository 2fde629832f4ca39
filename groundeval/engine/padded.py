"""Padded decoding: rows that share nothing, in one left-padded batch.

Each row's prompt is left-padded to the longest, with position ids counted from the row's own first
token, and decoded one token a step. A row that stops leaves the batch (and its rows of the cache)
at once, so the finished rows cost nothing afterwards.
"""

from __future__ import annotations

import torch

from .encoding import Encoded
from .kv_buffer import CacheForward, new_cache


class PaddedBatch:
    """One left-padded decode batch of ``rows``; a :class:`~.greedy.DecodeBatch` (one token a step)."""

    def __init__(self, forward: CacheForward, rows: list[Encoded], pad_id: int) -> None:
        self.forward, self.rows, self.pad_id = forward, rows, pad_id
        width = max(len(r.tokens) for r in rows)
        self.cache = new_cache(forward.model, width + max(r.request.max_gen_toks for r in rows))
        self.attention = torch.zeros((len(rows), width), dtype=torch.long)
        self.next_pos = torch.tensor([len(r.tokens) for r in rows], device=forward.device)
        self.live = list(range(len(rows)))  # the rows the cache holds, in its order

    def feed_prompts(self) -> torch.Tensor:
        """The left-padded prompts in one pass; each row's logits after its last token."""
        width = self.attention.shape[1]
        input_ids = torch.full((len(self.rows), width), self.pad_id, dtype=torch.long)
        positions = torch.zeros((len(self.rows), width), dtype=torch.long)
        for i, row in enumerate(self.rows):
            input_ids[i, width - len(row.tokens) :] = torch.tensor(row.tokens)
            self.attention[i, width - len(row.tokens) :] = 1
            positions[i, width - len(row.tokens) :] = torch.arange(len(row.tokens))
        dev = self.forward.device
        self.attention = self.attention.to(dev)
        out = self.forward(self.cache, input_ids=input_ids.to(dev), attention_mask=self.attention,
                           position_ids=positions.to(dev), logits_to_keep=1)
        return out.logits[:, -1, :]

    def feed(self, live: list[int], tokens: list[list[int]]) -> list[torch.Tensor]:
        """Each live row's newest token; the logits after it. Rows not in ``live`` leave the batch."""
        if live != self.live:
            index = torch.tensor([self.live.index(i) for i in live], device=self.forward.device)
            self.cache.batch_select_indices(index)
            self.attention = self.attention.index_select(0, index)
            self.next_pos = self.next_pos.index_select(0, index)
            self.live = live
        self.attention = torch.cat([self.attention, self.attention.new_ones((len(live), 1))], dim=1)
        out = self.forward(self.cache, input_ids=torch.tensor(tokens, device=self.forward.device),
                           attention_mask=self.attention, position_ids=self.next_pos[:, None])
        self.next_pos = self.next_pos + 1
        return list(out.logits[:, -1:, :])

    def settle(self, used: list[int]) -> None:
        """Nothing to drop: a padded batch feeds no drafts."""
