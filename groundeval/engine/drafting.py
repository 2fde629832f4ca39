"""Prompt-lookup drafting: guess a row's next tokens from its own prompt and output.

Recall answers copy spans of the document, so the tokens that followed the latest earlier
occurrence of a row's last few tokens are often what the model writes next. The fast path feeds
these drafted tokens along with the row's newest token, and the model's greedy pick after each fed
token is checked against the next drafted one (:func:`accepted`): the agreed drafts and the first
pick after them are exactly the tokens one-at-a-time greedy decoding makes, so the output does not
change, it only takes fewer steps.

Tokens in, proposal out (the tail ``5, 6`` last occurred before ``1, 2``):

>>> look = PromptLookup([5, 6, 7, 8, 9, 5, 6, 1, 2, 5, 6])
>>> look.propose(3)
[1, 2, 5]

The model agrees with the first two drafts and then picks 7, so this step yields 1, 2, 7:

>>> accepted([6, 1, 2, 5], picks=[1, 2, 7, 4])
[1, 2, 7]

The index grows with the output, so a model that repeats itself is drafted too:

>>> look.extend([1, 2, 7])
>>> look.propose(4)
[8, 9, 5, 6]
"""

from __future__ import annotations

from typing import Sequence


class DraftLength:
    """How many tokens to draft for one row next, from how its drafts fared so far.

    Every drafted token costs a little compute whether or not the model agrees with it, and saves
    a whole decoding step when it does. So the length follows the row's acceptance: it starts at
    half of ``longest``, doubles (up to ``longest``) after a step whose drafts were all kept, falls
    to one more than the number kept after a step that kept some, and halves after one that kept
    none. A row whose single drafted token is rejected drafts nothing for a while (4 steps, then 8,
    16, ... each time drafting stops paying again), then tries one token again. So does a row that
    kept less than ``min_kept`` of its last :data:`WINDOW` or more drafted tokens: ``min_kept`` is
    what a drafted token costs as a share of a one-token step on this machine (the engine's
    :attr:`~.hf.HFEngine.draft_price`), below which drafting costs more than it saves. A row that
    copies its document drafts long; a row that does not soon stops drafting.

    >>> length = DraftLength(8)
    >>> length.next(), length.update(drafted=4, kept=4), length.next()
    (4, None, 8)
    >>> length.update(drafted=8, kept=2); length.next()
    3
    >>> length.update(drafted=3, kept=0); length.update(drafted=1, kept=0); length.next()
    0

    Where a drafted token costs a quarter of a step, keeping 1 of 8 does not pay:

    >>> length = DraftLength(8, min_kept=0.25)
    >>> length.update(drafted=4, kept=0); length.update(drafted=2, kept=1); length.update(drafted=2, kept=0)
    >>> [length.next() for _ in range(5)]
    [0, 0, 0, 0, 1]
    """

    WINDOW = 8
    """Drafted tokens a row's acceptance is judged on (its drafts since it last paused)."""

    def __init__(self, longest: int, pause: int = 4, min_kept: float = 0.0) -> None:
        self.longest = longest
        self.length = max(1, longest // 2) if longest else 0
        self.pause, self.paused = pause, 0
        self.min_kept = min_kept
        self.drafted = self.kept = 0  # since the row last paused

    def next(self) -> int:
        """The draft length for this step (0 while drafting is paused)."""
        if self.paused:
            self.paused -= 1
            return 0
        return self.length

    def update(self, drafted: int, kept: int) -> None:
        """Record a step that fed ``drafted`` drafts of which the model agreed with ``kept``."""
        if not drafted:
            return
        self.drafted += drafted
        self.kept += kept
        if self.drafted >= self.WINDOW and self.kept < self.min_kept * self.drafted:
            self._stop_for_a_while()
        elif kept == drafted:
            self.length = min(self.longest, 2 * self.length)
        elif kept:
            self.length = kept + 1
        elif self.length > 1:
            self.length //= 2
        else:  # one drafted token, rejected
            self._stop_for_a_while()

    def _stop_for_a_while(self) -> None:
        """No drafts for the next ``pause`` steps (twice as many the next time), then one token."""
        self.paused, self.pause = self.pause, 2 * self.pause
        self.length = 1
        self.drafted = self.kept = 0


class PromptLookup:
    """Draft tokens for one row by prompt lookup.

    The row's last ``n`` tokens (``n`` = ``max_ngram`` down to ``min_ngram``) are looked up among
    all earlier ``n``-grams of its prompt and output; what followed their latest occurrence is the
    draft. The index grows with the output, so a model that repeats itself is drafted too.
    """

    def __init__(self, tokens: Sequence[int], max_ngram: int = 3, min_ngram: int = 1) -> None:
        self.seq = list(tokens)
        self.max_ngram = max_ngram
        self.min_ngram = min_ngram
        self.follows: dict[tuple[int, ...], int] = {}  # n-gram -> index just after its latest occurrence
        self.indexed = 0  # n-grams ending before this index are in ``follows``

    def extend(self, tokens: Sequence[int]) -> None:
        self.seq.extend(tokens)

    def propose(self, k: int) -> list[int]:
        """Up to ``k`` drafted tokens (none when no tail of the row occurred earlier)."""
        seq, end = self.seq, len(self.seq)
        if k <= 0 or end < 2:
            return []
        # Index every n-gram that ends before the last token (the tail must match an earlier place).
        for e in range(self.indexed, end - 1):
            for n in range(1, min(self.max_ngram, e + 1) + 1):
                self.follows[tuple(seq[e - n + 1 : e + 1])] = e + 1
        self.indexed = max(self.indexed, end - 1)
        for n in range(min(self.max_ngram, end), self.min_ngram - 1, -1):
            after = self.follows.get(tuple(seq[end - n :]))
            if after is not None:
                return seq[after : after + k]
        return []


def accepted(fed: Sequence[int], picks: Sequence[int]) -> list[int]:
    """This step's output for a row that was ``fed`` its newest token and then its drafts, where
    ``picks[j]`` is the model's greedy pick after ``fed[j]``: the drafts the model agreed with,
    then its first own pick (always at least one token)."""
    agreed = 1
    while agreed < len(fed) and fed[agreed] == picks[agreed - 1]:
        agreed += 1
    return list(picks[:agreed])
