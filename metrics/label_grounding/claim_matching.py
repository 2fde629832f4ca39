"""Matching claims for rubric v3: which claim expresses which, and which contradicts which.

Two claims are about the same finding when they share most content words (values aside); then
the opposite pole of an antonym pair, or another value of a kind both state, is a contradiction
(a difference in polarity is judged sentence by sentence, in claim_scoring). An answer's claim that contradicts the gold claim it is about is an
error unless a sentence of the label states it as the answer does (the answer then says another
true thing the label supports).
"""

from __future__ import annotations

from typing import Iterable, Optional

try:  # a package under evaluate and in the runner; a plain folder in the Harbor verifier
    from . import rubric as base
    from .claims import VALUE_KINDS, Claim
except ImportError:
    import rubric as base
    from claims import VALUE_KINDS, Claim

_CRITICAL_OF_KIND = {"frequency": "wrong_frequency", "route": "wrong_route", "population": "wrong_population"}


def coverage(target: Claim, by: Claim, skip: frozenset = frozenset()) -> float:
    """Share of ``target``'s content words (but ``skip``) and values that ``by`` states too."""
    size = target.size(skip)
    if not size:
        return 0.0
    words = len((target.words - skip) & by.words)
    return (words + base._covered(target.values, by.values)) / size


def covers(target: Claim, by: Claim, skip: frozenset, at: float, words: int | None = None) -> bool:
    """``coverage(target, by, skip) >= at``, the values compared only where the words alone do not
    decide (comparing values converts quantities: most of a label's clauses fail on their words).
    ``words``: how many of ``target``'s words (but ``skip``) ``by`` has, where the caller counted them."""
    size = target.size(skip)
    if not size:
        return 0.0 >= at
    if words is None:
        words = len((target.words - skip) & by.words)
    if words / size >= at:
        return True
    if (words + target.value_bound) / size < at:  # even every value stated would not reach it
        return False
    return (words + base._covered(target.values, by.values)) / size >= at


def word_share(of: Claim, by: Claim, skip: frozenset = frozenset()) -> float:
    """Share of ``of``'s content words (but ``skip``) that ``by`` has, values aside."""
    want = of.words - skip
    return len(want & by.words) / len(want) if want else 0.0


def _number_conflict(a: Claim, ref: Claim) -> Optional[str]:
    """A quantity of ``a`` of a dimension ``ref`` also states, which ``ref`` does not state."""
    ref_keys = {k for k, _, _ in ref.values["numbers"]}
    ref_raw = {v for _, _, v in ref.values["numbers"]}
    dims = {k[0] for k in ref_keys if k[0] != "number"}
    for key, _, raw in sorted(a.values["numbers"], key=repr):  # a set: in one order in every process
        if key[0] in dims and key not in ref_keys:
            return "wrong_unit" if raw in ref_raw and key[0] in base._DOSE_KINDS else (
                "wrong_dose" if key[0] in base._DOSE_KINDS else "wrong_number")
    return None


def conflicts(a: Claim, ref: Claim) -> list[tuple[str, str]]:
    """How ``a`` contradicts ``ref`` (taken to be about the same finding): (critical, note) pairs.
    Polarity is not compared here: it is a property of whole sentences (claim_scoring.check_polarity)."""
    out = []
    ref_poles = dict(ref.poles)
    for pair, pole in a.poles:
        if pair in ref_poles and ref_poles[pair] != pole and (pair, ref_poles[pair]) not in a.poles \
                and (pair, pole) not in ref.poles:
            out.append(("opposite_claim", f"states the opposite of {ref.text!r}"))
            break
    crit = _number_conflict(a, ref)
    if crit:
        out.append((crit, f"states a value {ref.text!r} does not"))
    for kind in VALUE_KINDS[1:]:
        if a.values[kind] and ref.values[kind] and not a.values[kind] <= ref.values[kind]:
            extra = ", ".join(sorted(a.values[kind] - ref.values[kind]))
            out.append((_CRITICAL_OF_KIND[kind], f"states {kind} {extra}; {ref.text!r} states "
                                                 f"{', '.join(sorted(ref.values[kind]))}"))
    return out


def aligned(a: Claim, b: Claim, skip: frozenset = frozenset()) -> float:
    """How surely two claims are about the same finding: the lesser of the two word shares."""
    return min(word_share(a, b, skip), word_share(b, a, skip))


def label_states(a: Claim, sentence: Claim, label: Iterable[tuple[Claim, Claim]], skip: frozenset, same: float,
                 context: float) -> Optional[Claim]:
    """A label claim about the same finding as ``a`` that ``a`` does not contradict, if any, within
    a label sentence about what ``sentence`` (the answer's sentence holding ``a``) is about: one
    with ``context`` of that sentence's other words, or any where ``a`` is all its sentence says
    (2.11.0: one word of a list, "hypertension" among a drug's neonatal effects, is not stated by
    the label's word in another finding, hypertension as the drug's indication). ``label``: the
    label's (claim, its sentence) pairs."""
    rest = skip | a.words
    alone = not sentence.words - rest
    for c, s in label:
        if word_share(a, c, skip) >= same and not conflicts(a, c) and (alone or word_share(sentence, s, rest) >= context):
            return c
    return None
