"""Cutting requests into units of work.

A *unit* (a batch, or one or more prefix groups) is formed from all requests before anything is
split across processes, and a unit's result does not depend on which process runs it or what else
that process runs. So 1 and N processes give the same predictions.

* :func:`plain_units`: lm-evaluation-harness's order. Rows sorted by descending prompt length
  (then prompt text), in batches of ``batch_size``.
* :func:`prefix_units`: rows that share a token prefix (the same ``fda`` chunk, the same SQuAD
  passage) form a :class:`Group` whose prefix is computed once; groups are packed into units whose
  key/value cache stays under a token budget (:func:`packed_tokens`). A packed unit may hold more
  rows than the batch size: at most ``batch_size`` of them decode at once, and a waiting row takes
  the place of one that stopped. Rows without a shared prefix go in length-sorted buckets, so
  padded batches waste little.

Rolling log-likelihood requests are one unit each in the plain plan; the prefix plan puts rows of
similar length together, in units of about ``max_tokens`` tokens.
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Sequence

from .encoding import Encoded


@dataclasses.dataclass
class Group:
    """Rows whose prompts all start with ``prefix`` (empty for rows that share nothing)."""

    prefix: list[int]
    rows: list[Encoded]


@dataclasses.dataclass
class Unit:
    """A piece of work that one process runs whole: one or more prefix groups."""

    groups: list[Group]

    @property
    def rows(self) -> list[Encoded]:
        return [r for g in self.groups for r in g.rows]

    @property
    def cost(self) -> int:
        """Tokens the unit feeds the model: each prefix once, then every row's own suffix."""
        return sum(len(g.prefix) + sum(len(r.tokens) - len(g.prefix) for r in g.rows) for g in self.groups)


def plain_units(encoded: list[Encoded], batch_size: int) -> list[Unit]:
    """lm-eval's order: descending prompt length, then prompt text; batches of ``batch_size``."""
    gen, roll = _split_kinds(encoded)
    gen.sort(key=lambda e: (-len(e.tokens), e.request.prompt, e.request.idx))
    units = [Unit([Group([], gen[i : i + batch_size])]) for i in range(0, len(gen), batch_size)]
    return units + _rolling_units(roll)


def prefix_units(encoded: list[Encoded], batch_size: int, min_shared: int, max_tokens: int,
                 pack_singles: bool = False) -> list[Unit]:
    """Group rows by shared token prefix, then pack groups into units whose key/value cache holds
    at most ``max_tokens`` tokens while ``batch_size`` of their rows decode at once (one group may
    exceed it alone).

    Rows that share nothing go in length-sorted padded batches instead (see :func:`_padded_units`),
    unless ``pack_singles``: then each is a group of its own in the packed units too, which is
    where prompt-lookup drafts are checked (long answers that repeat themselves take far fewer
    steps).
    """
    gen, roll = _split_kinds(encoded)
    groups = _prefix_groups(gen, min_shared)
    if pack_singles:
        return _pack_groups(groups, batch_size, max_tokens) + _rolling_batches(roll, max_tokens)
    shared_groups = [g for g in groups if len(g.rows) > 1]
    singles = [g.rows[0] for g in groups if len(g.rows) == 1]
    units = _pack_groups(shared_groups, batch_size, max_tokens)
    return units + _padded_units(singles, batch_size, max_tokens) + _rolling_batches(roll, max_tokens)


def packed_tokens(groups: list[Group], live: int | None = None, new_tokens: Callable[[Encoded], int] | None = None) -> int:
    """Cache tokens of a packed unit: each prefix once, and each row's own tokens and new tokens
    (``new_tokens(row)``, default its budget); with ``live`` (the rows that decode at once), those
    of the ``live`` rows that need the most only (a row's columns leave the cache when it stops,
    and a waiting row's enter when it starts)."""
    new = new_tokens or (lambda r: r.request.max_gen_toks)
    own = sorted((len(r.tokens) - len(g.prefix) + new(r) for g in groups for r in g.rows), reverse=True)
    return sum(len(g.prefix) for g in groups) + sum(own[:live])


def _split_kinds(encoded: list[Encoded]) -> tuple[list[Encoded], list[Encoded]]:
    """The generation rows and the rolling log-likelihood rows, each in request order."""
    gen = [e for e in encoded if e.request.kind == "generate_until"]
    roll = [e for e in encoded if e.request.kind != "generate_until"]
    return gen, roll


def _rolling_units(roll: list[Encoded]) -> list[Unit]:
    return [Unit([Group([], [e])]) for e in roll]


def _rolling_batches(roll: list[Encoded], max_tokens: int) -> list[Unit]:
    """Rolling log-likelihood rows, longest first, in units of about ``max_tokens`` tokens: the
    engine runs a unit's windows in padded batches, and rows of similar length pad little."""
    roll = sorted(roll, key=lambda e: (-len(e.tokens), e.request.idx))
    units: list[Unit] = []
    current: list[Encoded] = []
    for e in roll:
        if current and len(current[0].tokens) * (len(current) + 1) > max_tokens:
            units.append(Unit([Group([], current)]))
            current = []
        current.append(e)
    if current:
        units.append(Unit([Group([], current)]))
    return units


def _prefix_groups(gen: list[Encoded], min_shared: int) -> list[Group]:
    """Rows sorted by their tokens, so rows sharing a prefix are neighbours; a row joins the current
    group while the common prefix stays at least ``min_shared`` tokens and at least half of the
    group's prefix. A group's prefix keeps one token of every row outside it (its logits start the
    decoding), so a row alone is a group whose prefix is all its tokens but the last."""
    gen = sorted(gen, key=lambda e: (e.tokens, e.request.idx))
    groups: list[Group] = []
    for e in gen:
        if groups:
            last = groups[-1]
            shared = _common_prefix_len(last.prefix, e.tokens)
            shared = min(shared, len(e.tokens) - 1, min(len(m.tokens) for m in last.rows) - 1)
            if shared >= min_shared and shared * 2 >= len(last.prefix):
                groups[-1] = Group(last.prefix[:shared], last.rows + [e])
                continue
        groups.append(Group(e.tokens[:-1], [e]))
    return groups


UNIT_TURNS = 4
"""Most rows of a packed unit, in batch sizes: its rows take turns, ``batch_size`` at a time, so a
unit rarely decodes a last few rows alone; and a run still has many units to share out among its
processes (``--batch-size auto`` can allow a cache of millions of tokens on a GPU)."""


def _pack_groups(groups: list[Group], batch_size: int, max_tokens: int) -> list[Unit]:
    """Groups in units of at most ``UNIT_TURNS * batch_size`` rows and ``max_tokens`` cache tokens
    while ``batch_size`` rows decode at once (:func:`packed_tokens`); groups of similar prefix
    length decode well together (little padding in the cache), so longest first."""
    groups = sorted(groups, key=lambda g: (-len(g.prefix), g.rows[0].request.idx))
    units: list[Unit] = []
    current: list[Group] = []
    for group in groups:
        grown = current + [group]
        too_many = sum(len(g.rows) for g in grown) > UNIT_TURNS * batch_size
        if current and (too_many or packed_tokens(grown, live=batch_size) > max_tokens):
            units.append(Unit(current))
            grown = [group]
        current = grown
    if current:
        units.append(Unit(current))
    return units


def _padded_units(singles: list[Encoded], batch_size: int, max_tokens: int) -> list[Unit]:
    """Rows that share nothing, longest first, in padded batches of at most ``max_tokens`` tokens."""
    singles = sorted(singles, key=lambda e: (-len(e.tokens), e.request.idx))
    units: list[Unit] = []
    i = 0
    while i < len(singles):
        # Padded batches: every row is as long as the longest (the first, by the sort).
        per_row = len(singles[i].tokens) + singles[i].request.max_gen_toks
        size = max(1, min(batch_size, max_tokens // per_row))
        units.append(Unit([Group([], singles[i : i + size])]))
        i += size
    return units


def _common_prefix_len(a: Sequence[int], b: Sequence[int]) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i
