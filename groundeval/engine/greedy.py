"""The greedy decoding loop that both fast-path layouts (packed and padded) share.

The loop starts from the next-token logits of every row. Each step it asks the batch to
``feed(live, tokens)``: for each row still decoding (indices ``live``) its newest token, plus up to
``draft`` tokens proposed by prompt lookup (:mod:`.drafting`; each row's draft length follows how
its drafts fared, :class:`~.drafting.DraftLength`); the batch returns the logits after
each fed token. The model's greedy pick after each fed token is checked against the next drafted
one: the agreed drafts and the first pick after them are this step's output, exactly the tokens
one-at-a-time decoding makes, and ``settle(used)`` keeps only the agreed tokens in the cache. Rows
leave the loop as soon as they stop (:class:`~.stopping.StopRule`). With a ``limit`` on the rows that
decode at once, the loop starts with the first rows only; in the step after a row stops, the next
waiting row is fed its own prompt tokens (the batch's ``suffixes``) beside the others' tokens, and
decodes from the logits after them.

A repetition penalty from the generation config is applied as transformers'
``RepetitionPenaltyLogitsProcessor`` does, on each row's own prompt and output tokens.

A sampled row runs through the same loop, alone and without drafts: ``choose`` replaces the greedy
pick with the row's own seeded draw (:mod:`.sampling`); stopping and counting stay as above.
"""

from __future__ import annotations

from typing import Callable, Protocol

import torch

from .drafting import DraftLength, PromptLookup, accepted
from .encoding import Encoded
from .stopping import StopRule


class DecodeBatch(Protocol):
    """A batch layout the greedy loop decodes through."""

    def feed(self, live: list[int], tokens: list[list[int]]) -> list[torch.Tensor]:
        """Append each live row's ``tokens``; the logits after each of them, one tensor a row. A
        batch whose ``picks_only`` attribute is true also takes ``picks_only=True`` and then
        returns each row's greedy picks (a 1-D tensor a row) instead."""

    def settle(self, used: list[int]) -> None:
        """Keep the first ``used[j]`` fed tokens of live row j; drop the rejected drafts."""

    # A batch whose rows can join later (GreedyLoop.run's ``limit``) also has ``suffixes``: each
    # row's prompt tokens to feed when it joins, and ``feed(..., last_only=[...])`` marking the rows
    # whose output is wanted after their last fed token only.


def apply_repetition_penalty(logits: torch.Tensor, histories: list[list[int]], penalty: float) -> torch.Tensor:
    """transformers' RepetitionPenaltyLogitsProcessor on each row's own prompt and output tokens."""
    logits = logits.clone()
    for b, history in enumerate(histories):
        ids = torch.tensor(sorted(set(history)), device=logits.device)
        score = logits[b, ids]
        logits[b, ids] = torch.where(score < 0, score * penalty, score / penalty)
    return logits


Choose = Callable[[torch.Tensor], int]
"""A row's own choice of its next token from its next-token scores (1-D), in place of the argmax."""


class GreedyLoop:
    """Greedy decoding of ``rows`` through ``batch``; ``counts`` gains the decode counters
    (``decode_steps``, ``drafted_tokens``, ``accepted_drafts``). ``draft_price`` is what a drafted
    token costs as a share of a one-token step (:class:`~.drafting.DraftLength`'s ``min_kept``).
    With ``choose`` (one per row, no drafts) each row's token is its chooser's instead of the greedy pick."""

    def __init__(self, rows: list[Encoded], batch: DecodeBatch, stops: StopRule, counts: dict[str, int], *,
                 draft: int = 0, draft_price: float = 0.0, penalty: float = 1.0, choose: list[Choose] | None = None) -> None:
        if choose is not None and draft:
            raise ValueError("drafts are checked against greedy picks: no drafting with choose")
        self.rows, self.batch, self.stops, self.counts = rows, batch, stops, counts
        self.draft, self.penalty, self.choose = draft, penalty, choose
        self.generated: list[list[int]] = [[] for _ in rows]
        self.reasons = [""] * len(rows)
        self.history = [list(r.tokens) for r in rows] if penalty != 1.0 else None
        self.lookups = [PromptLookup(r.tokens) for r in rows] if draft else None
        self.lengths = [DraftLength(draft, min_kept=draft_price) for _ in rows] if draft else None
        # Plain greedy steps on a batch that can give the picks alone need no scores at all.
        self.picks_only = penalty == 1.0 and choose is None and getattr(batch, "picks_only", False)

    def run(self, logits: torch.Tensor, limit: int | None = None) -> list[tuple[list[int], str]]:
        """Decode from ``logits`` (the next-token logits of the first rows, of all of them without
        ``limit``); each row's tokens and stop reason. With ``limit``, the rows past those wait, and
        join while fewer than ``limit`` rows decode."""
        started = len(logits)
        if started < len(self.rows) and limit is None:
            raise ValueError(f"logits for {started} of {len(self.rows)} rows, and no limit for the rest to join under")
        new = [self._picks(i, logits[i : i + 1]) for i in range(started)]  # each alive row's tokens of this step
        alive = list(range(started))
        waiting = list(range(started, len(self.rows)))
        while True:
            live, tokens = self._take(alive, new)
            joining = waiting[: max(0, (limit or 0) - len(live))]
            waiting = waiting[len(joining) :]
            if not live and not joining:
                break
            fed = live + joining
            fed_tokens = tokens + [self.batch.suffixes[j] for j in joining]
            options = {"picks_only": True} if self.picks_only else {}
            if joining:
                options["last_only"] = [False] * len(live) + [True] * len(joining)
            outs = self.batch.feed(fed, fed_tokens, **options)
            self.counts["decode_steps"] += 1
            self.counts["drafted_tokens"] += sum(len(t) - 1 for t in tokens)
            new = self._check(live, tokens, outs[: len(live)])
            new += [out.tolist() if self.picks_only else self._picks(j, out) for j, out in zip(joining, outs[len(live) :])]
            self.batch.settle([len(n) for n in new[: len(live)]] + [len(t) for t in fed_tokens[len(live) :]])
            alive = fed
        return list(zip(self.generated, self.reasons))

    def _take(self, alive: list[int], new: list[list[int]]) -> tuple[list[int], list[list[int]]]:
        """Append each alive row's ``new`` tokens up to where it stops; the rows still decoding and
        the tokens each feeds next (its newest token, then its drafts)."""
        live, tokens = [], []
        for b, i in enumerate(alive):
            for tok in new[b]:
                self.generated[i].append(tok)
                if self.history is not None:
                    self.history[i].append(tok)
                self.reasons[i] = self.stops.stopped(self.rows[i], self.generated[i])
                if self.reasons[i]:
                    break
            if self.reasons[i]:
                continue
            live.append(i)
            row_tokens = [self.generated[i][-1]]
            if self.lookups is not None:
                self.lookups[i].extend(new[b])
                room = self.rows[i].request.max_gen_toks - len(self.generated[i]) - 1
                row_tokens += self.lookups[i].propose(min(self.lengths[i].next(), room))
            tokens.append(row_tokens)
        return live, tokens

    def _check(self, live: list[int], tokens: list[list[int]], outs: list[torch.Tensor]) -> list[list[int]]:
        """Each live row's output of this step: its agreed drafts and the model's next pick."""
        new = []
        for i, row_tokens, out in zip(live, tokens, outs):
            new.append(accepted(row_tokens, out.tolist() if self.picks_only else self._picks(i, out)))
            self.counts["accepted_drafts"] += len(new[-1]) - 1
            if self.lengths is not None:
                self.lengths[i].update(drafted=len(row_tokens) - 1, kept=len(new[-1]) - 1)
        return new

    def _picks(self, i: int, scores: torch.Tensor) -> list[int]:
        """Row i's pick after each fed token, from ``scores`` (fed tokens, vocabulary)."""
        if self.history is not None:
            scores = apply_repetition_penalty(scores, [self.history[i]], self.penalty)
        if self.choose is None:
            return scores.argmax(dim=-1).tolist()
        return [self.choose[i](s) for s in scores]
