"""Rubric v3's checks of polarity (``opposite_claim``): a finding, contraindication, caution,
statement, limit, food rule, yes or no, monitoring or shown effect of the label said the other
way round, by a negation, an antonym or the other pole of a term.

Each check takes the answer's sentences or claims and the question's ``LabelView`` and adds a
critical error with a note naming the answer's clause and the label's.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from itertools import chain
from typing import TYPE_CHECKING, Any, Iterable, Sequence

try:  # a package under evaluate and in the runner; a plain folder in the Harbor verifier
    from . import claim_matching as match
    from . import claim_substitution as substitution
    from . import claims as cl
    from . import rubric as base
    from .checks_numbers import _dose_figures
    from .checks_population import FORM_SHARE
    from .checks_terms import REPLACED_LETTERS, _HEDGED_RE, _NEGATING_RE, _clinical_stem, _one_form
    from .common_words import FREQUENT
    from .label_words import (ALIGNED, ALIGNED_POLARITY, LABEL_POLE_WORDS, SAME_FINDING, _add, _apostrophes,
        _clause, _clause_around, _near, _negated, _pole_stem, _word_index, _words_of, general_word, vocabulary)
except ImportError:
    import claim_matching as match
    import claim_substitution as substitution
    import claims as cl
    import rubric as base
    from checks_numbers import _dose_figures
    from checks_population import FORM_SHARE
    from checks_terms import REPLACED_LETTERS, _HEDGED_RE, _NEGATING_RE, _clinical_stem, _one_form
    from common_words import FREQUENT
    from label_words import (ALIGNED, ALIGNED_POLARITY, LABEL_POLE_WORDS, SAME_FINDING, _add, _apostrophes,
        _clause, _clause_around, _near, _negated, _pole_stem, _word_index, _words_of, general_word, vocabulary)

if TYPE_CHECKING:
    from .label_view import LabelView


# (2.33.0) A label sentence leaving a question open, and what it leaves open: "It is not known whether
# <rest>", "has not yet been established if <rest>", "it is unclear whether <rest>", "whether <inner>
# remains unknown" (a few words may stand between; a decimal point does not end it)
_NOT_KNOWN_WHETHER_RE = re.compile(
    r"(?i)(?:\b(?:not|never)\s+(?:(?:been|yet|well|clearly)\s+){0,2}(?:known|established|determined|clear)"
    r"|\b(?:unknown|unclear|uncertain))(?:\s+\w+){0,3}?\s+(?:whether|if)\b(?P<rest>(?:[^.;]|\.\d)*)"
    r"|\bwhether\b(?P<inner>(?:[^.;]|\.\d)*?)\b(?:is|are|remains?)\s+(?:not\s+known|unknown|unclear|uncertain)\b")


# (2.33.0) What the label says is not known, stated as known: "their concomitant use is known to further
# increase the risk of thromboembolism" where the label says "It is not known whether concomitant use of
# hormonal contraceptives further increases the risk of thromboembolism".
_KNOWN_TO_RE = re.compile(
    r"(?i)\b(?:is|are|was|were|been|be)\s+(?:(?:also|now|well|widely|\w+ly)[- ])?known\s+(?:not\s+)?(?:to|that)\b"
    r"|\b(?:has|have|had)\s+(?:also\s+)?been\s+(?:shown|established|demonstrated|proven)\s+(?:to|that)\b"
    r"|\b(?:was|were)\s+(?:shown|demonstrated|proven)\s+to\b|\bis\s+established\s+to\b")
KNOWN_ALIGNED = 0.6  # both ways: how alike the answer's "known" clause and the label's "whether" clause must be
KNOWN_BEFORE = 25  # characters before a clause in its sentence read for the phrase of knowing ("It is known that")
# the words of knowing, left out of that comparison ("shown to" beside "not known whether")
_KNOWING = cl.claim_words(cl._norm("known unknown shown demonstrated established proven determined clear"))


def _known_alike(unit: Any, view: LabelView, skip: frozenset) -> float:
    """How alike ``unit`` is (``match.aligned``) to the label sentence most like it, of those with its
    polarity that leave no question open (``_NOT_KNOWN_WHETHER_RE``): what the label states as known."""
    near = (view.sentences[i] for i in _near(view.sentence_index, unit.words - skip))
    return max((match.aligned(unit, u, skip) for u in near
                if u.negated == unit.negated and not _NOT_KNOWN_WHETHER_RE.search(u.text)), default=0.0)


def check_unknown_made_known(in_sentences: list, view: LabelView, skip: frozenset, criticals: list[str],
                             notes: list[str]) -> None:
    """(2.33.0) ``opposite_claim``: an answer clause that says something is known ("is known to",
    "has been shown to", "is known not to") about what the label says it is not known whether it
    holds (``LabelView.open_questions``; ``KNOWN_ALIGNED`` of each other's words, the words of knowing
    left out, and the question's where two words remain, and no word that claim lacks in any form:
    "known to be present in rat milk" is about another thing than "whether it is present in human
    milk"), unless a label sentence with the clause's polarity that leaves no question open is as
    like it (:func:`_known_alike`: "Hormonal contraceptives are known to increase the risk" beside
    "Hormonal contraceptives increase the risk"). The label leaves the question open; the answer
    closes it. The phrase of knowing may open the sentence before the clause ("It is known that ...")."""
    for a, sentence in in_sentences:
        at = sentence.text.find(a.text[:20])
        if not _KNOWN_TO_RE.search(sentence.text[max(0, at - KNOWN_BEFORE):at + len(a.text)] if at >= 0 else a.text):
            continue
        # the question's words left out where two words or more remain (as the echoes' polarity)
        ignore = (skip if len(a.words - skip - _KNOWING) >= 2 else frozenset()) | _KNOWING
        stated = None
        for c in view.open_questions:
            alike = match.aligned(a, c, ignore)
            if alike < KNOWN_ALIGNED or any(not _one_form(t, c.words) for t in a.words - ignore - c.words):
                continue
            stated = _known_alike(a, view, ignore) if stated is None else stated
            if alike > stated:
                _add(criticals, notes, "opposite_claim",
                     f"{a.text!r} says as known what the label leaves open: {c.text!r} ({c.source}) (2.33.0)")
                return


def _negation_elsewhere(negated, other, skip: frozenset) -> bool:
    """Whether the negation of ``negated`` is another finding's than the one ``other`` states: its
    function negators bind words ``other`` does not state ("do not exceed" beside a sentence on
    something else), or (2.7.0) every clause carrying it shares no word with ``other``, skip words
    aside ("contraindicated in X, and stop it if Y occurs" beside a sentence on Y).

    (2.15.0) A negated clause of nothing but the question's words, its negator and a requirement
    is about what was asked: "..., is not required" negates what its sentence's negation heads name (checked
    first), and "X is contraindicated in <the question's population>" is about the question's
    finding unless the sentence's other clauses are what it shares with ``other``."""
    if negated.bare_negation and negated.negation_heads and not negated.negation_heads & other.words:
        return True
    parts = cl.claims_of(negated.text)
    clauses = [c for c in parts if c.negated]
    bare = [c for c in clauses if not c.words - skip - cl.NEGATOR_STEMS - cl.REQUIREMENT_STEMS]
    if bare and negated.bare_negation and negated.negation_heads:
        clauses = [c for c in clauses if c not in bare]
        if not clauses:
            return False
    elif bare and not any((c.words - skip) & other.words for c in parts if not c.negated):
        return False
    return bool(clauses) and not any((c.words - skip) & other.words for c in clauses)


_CONTRAINDICATED = base._stem("contraindicated")
_DENIED_CONTRAINDICATION_RE = re.compile(r"(?i)(?:\b(?:not|no|never|without)|n't)\s+(?:\w+\s+){0,2}contraindicat")


def _named_contraindication(negated: Any, other: Any) -> bool:
    """(2.27.0) Whether ``negated`` is negated by "contraindicated" alone and ``other`` names the
    contraindication otherwise ("severe hypertension is a listed contraindication", "the label
    contraindicates it", or "contraindicated" with another negator of its own, "it is contraindicated,
    so it must not be used", beside "... contraindicated in patients with severe hypertension"): both
    say the same. (2.27.1) Not where ``other`` denies it ("is not contraindicated", "is not a
    contraindication")."""
    if _CONTRAINDICATED not in other.words or _DENIED_CONTRAINDICATION_RE.search(other.text):
        return False  # (2.27.1) "not contraindicated", "is not a contraindication": the same stem, and a flip
    tokens = cl._norm(negated.text).split()
    return all(base._stem(tokens[i]) == _CONTRAINDICATED for i in cl._negators(tokens))


# (2.28.0) A contraindication the gold states, denied: "concomitant use is not contraindicated", "severe
# hypertension is not an absolute contraindication". Only articles and qualifiers may stand between the
# negator and the word ("does not override the contraindication" denies nothing).
_QUALIFIED_DENIAL_RE = re.compile(
    r"(?i)(?:\b(?:not|no|never)|n't)\s+(?:(?:an?|the|any|its|their|one|of|among|absolute|absolutely|listed|labeled|"
    r"labelled|true|strict|strictly|formal|outright)\s+){0,3}contraindicat\w*")
# a denial in the gold or the question, in other words ("does not list pregnancy as a contraindication"; not
# "does not state the reason for this contraindication")
_ANY_DENIAL_RE = re.compile(r"(?i)(?:\b(?:not|no|never|without)|n't)\s+(?:(?!reason\b|why\b)\w+\s+){0,4}contraindicat")


# (2.32.0) A contraindication softened to a precaution: "the combination may be used with caution".
_SOFTENED_RE = re.compile(
    r"(?i)\b(?:used|use|given|administered|coadministered|co-administered|combined|taken)\b[^.;:]{0,30}?"
    r"\b(?:with caution|cautiously)\b")
# a softening kept from the clause it stands in: "not merely used with caution", "must not be given, even with
# caution", "rather than used with caution"
_KEPT_FROM_RE = re.compile(r"(?i)\b(?:not|never|cannot|rather than|instead of|even)\b|n't\b")
_CAUTION = base._stem("caution")
_PRECAUTION = base._stem("precaution")
_CAUTION_MARK_RE = re.compile(r"(?i)\b(?:pre)?cauti")
# (2.32.0) Something put outside a contraindication: "it does not extend to azole antifungals" (what follows
# is put outside), "ketoconazole and itraconazole are not included" (what comes before is)
_SCOPE_AFTER_RE = re.compile(
    r"(?i)\b(?:(?:does|do|did)\s+not|doesn't|don't|didn't)\s+(?:extend|apply|cover|include|pertain)\b"
    r"|\bnot\s+(?:part of|among|covered by|included in)\b")
_SCOPE_BEFORE_RE = re.compile(
    r"(?i)\b(?:(?:is|are)\s+not|isn't|aren't)\s+(?:implicated|included|covered|listed|named|among|part)\b")
# a sentence about the contraindication itself: it says "contraindicat-", or starts with a word pointing back to it
_POINTS_BACK_RE = re.compile(r"(?i)^\W*(?:it|this|that|these|they|the contraindication)\b")
SCOPE_LETTERS = 5  # the shortest stem of a term put outside a contraindication
# (2.32.0) a gold saying there is none, anywhere: "None.", "Drug B: none", "No contraindications are listed"
_NONE_RE = re.compile(r"(?i)(?:^|[:;.]\s*)(?:none\b|no\s+contraindications?\b|there (?:are|is) (?:no|none)\b)")
# a denial of further contraindications than those named: "no contraindications beyond this", "no other"
_NO_FURTHER_RE = re.compile(r"(?i)\b(?:other|beyond|besides|additional|further|apart from|aside from)\b")


def _scope_denied(s: Any, view: LabelView, skip: frozenset) -> tuple[str, list[str]] | None:
    """``s``'s scope denial (``_SCOPE_AFTER_RE``, ``_SCOPE_BEFORE_RE``), in a sentence about the
    contraindication (it says "contraindicat-" or starts by pointing back to it), and the clinical
    terms it puts outside that a label sentence stating a contraindication names before any exception
    (``LabelView.contraindicating``); None when it puts none."""
    text = _apostrophes(s.text)
    if _CONTRAINDICATED not in s.words and not _POINTS_BACK_RE.search(text):
        return None
    for pattern, side in ((_SCOPE_AFTER_RE, 1), (_SCOPE_BEFORE_RE, 0)):
        m = pattern.search(text)
        if not m:
            continue
        outside = cl.make_claim(_clause_around(text, m.start(), m.end())[side]).words - skip
        named = sorted(w for w in outside if len(w) >= SCOPE_LETTERS and _clinical_stem(w) and not general_word(w)
                       and any(w in words for words in view.contraindicating))
        if named:
            return m.group(0), named
    return None


def _softened(s: Any, view: LabelView, skip: frozenset) -> Any:
    """``s``'s softening of a contraindication to a precaution (``_SOFTENED_RE``), unless its
    clause keeps it (``_KEPT_FROM_RE`` before it) or it names a clinical term that a label sentence
    holding a precaution names and none stating a contraindication does ("weaker inhibitors like
    cimetidine can be used with caution")."""
    text = _apostrophes(s.text)
    m = _SOFTENED_RE.search(text)
    if not m or _KEPT_FROM_RE.search(_clause_around(text, m.start(), m.end())[0] + text[m.start():m.end()]):
        return None
    cautioning = [view.sentences[i].words for i in view.cautioning]
    if any(_clinical_stem(w) and len(w) >= SCOPE_LETTERS and any(w in words for words in cautioning)
           and not any(w in words for words in view.contraindicating) for w in s.words - skip):
        return None
    return m


def check_denied_contraindication(answer_sentences: list, gold_text: str, question: str, view: LabelView,
                                  skip: frozenset, criticals: list[str], notes: list[str]) -> None:
    """(2.28.0) ``opposite_claim``: a sentence of the answer denies a contraindication where the gold
    states one and neither the gold nor the question denies one, unless a label sentence denying one
    says what the sentence says (``SAME_FINDING`` of its words: "moderate CYP3A inhibitors are not
    contraindicated" where the label says so of them). (2.32.0) On one label, a contraindication that a
    question that is not a yes/no question states counts as the gold's, unless the gold says there is
    none anywhere ("What are the contraindications for VOSEVI?" answered "there are no absolute
    contraindications"; not "no contraindications beyond this"). And two more ways to deny one: where
    the gold holds no precaution and the answer says "contraindicated" nowhere, a sentence making it
    one (``_softened``: "may be used with caution and close monitoring"), unless a label sentence
    holding a precaution says what it says; and a sentence about the contraindication putting outside
    it (``_scope_denied``: "it does not extend to azole antifungals such as ketoconazole") a clinical
    term that a label sentence stating a contraindication names ("contraindicated with ... other potent
    inhibitors of CYP 3A4 (e.g., ketoconazole, itraconazole)")."""
    if _ANY_DENIAL_RE.search(gold_text) or _ANY_DENIAL_RE.search(question):
        return
    by_gold = _CONTRAINDICATED in vocabulary(gold_text)
    if not by_gold and (_CONTRAINDICATED not in vocabulary(question) or _YES_NO_RE.search(question)
                        or _NONE_RE.search(gold_text) or len(view.set_ids) > 1):
        return
    stated = "the gold" if by_gold else "the question"
    kept = any(_CONTRAINDICATED in s.words and not _ANY_DENIAL_RE.search(s.text) for s in answer_sentences)
    softens = not ({_CAUTION, _PRECAUTION} & vocabulary(gold_text)) and not kept
    for s in answer_sentences:
        m = _QUALIFIED_DENIAL_RE.search(s.text)
        if m and not by_gold and _NO_FURTHER_RE.search(s.text):
            continue  # "the label lists no contraindications beyond this": the question's, not denied
        version = "2.28.0" if by_gold else "2.32.0"
        marker, own, holders = _ANY_DENIAL_RE, s.words - skip - {_CONTRAINDICATED}, \
            view.sentence_index.get(_CONTRAINDICATED, ())
        if not m and softens:
            m = _softened(s, view, skip)
            marker, version, own = _CAUTION_MARK_RE, "2.32.0", s.words - skip - {_CONTRAINDICATED, _CAUTION, _PRECAUTION}
            holders = view.cautioning
        if not m:
            scoped = _scope_denied(s, view, skip)
            if scoped:
                _add(criticals, notes, "opposite_claim",
                     f"{s.text!r} says {scoped[0]!r} of {', '.join(map(repr, scoped[1]))}, which a label sentence "
                     f"stating a contraindication names (2.32.0)")
                return
            continue
        if any(marker.search(u.text) and len(own & u.words) >= SAME_FINDING * len(own)
               for u in map(view.sentences.__getitem__, holders)):
            continue
        _add(criticals, notes, "opposite_claim",
             f"{s.text!r} says {m.group(0)!r} where {stated} states a contraindication ({version})")
        return


# (2.32.0) A precaution denied: "no special caution is needed", "without any special caution", "caution is
# not required"
_DENIED_CAUTION_RE = re.compile(
    r"(?i)\bno\s+(?:(?:special|particular|additional|extra|specific)\s+)?(?:caution|precaution)s?\b"
    r"|\b(?:caution|precautions?)\s+(?:is|are)\s+not\s+(?:needed|required|necessary|warranted)"
    r"|\bwithout\s+(?:any\s+)?(?:special\s+)?caution\b"
    r"|\bneeds?\s+not\s+be\s+(?:used|given|administered|prescribed)\s+with\s+caution")
# a precaution denied in any words ("does not state a separate caution", "not ... cautiously")
_ANY_CAUTION_DENIAL_RE = re.compile(r"(?i)(?:\b(?:not|no|without)|n't)\s+(?:\w+\s+){0,3}(?:caution|precaution|cautious)")
_CAUTION_WORD_RE = re.compile(r"(?i)\b(?:pre)?cauti|\bcareful|\bwith care\b|\bclosely\b|\bprudent")
# a section named by a reference: "(see Warnings and Precautions (5.2))" states no precaution
_SECTION_NAME_RE = re.compile(r"(?i)\bwarnings?\s+and\s+precautions?\b|\bprecautions?\s+section\b")
# a denial of what the label says, not of the precaution: "no additional precautions are stated for ..."
_REPORTED_RE = re.compile(r"(?i)\b(?:is|are|was|were)\s+(?:stated|listed|mentioned|described|specified|named)\b"
                          r"|\b(?:label|labels|it)\s+(?:states|lists|mentions|describes|specifies|names|gives)\b")


def _precaution(text: str) -> bool:
    """Whether ``text`` states a precaution ("with caution", "cautiously", "carefully", "with care",
    "closely") outside a denial and a section's name."""
    rest = _DENIED_CAUTION_RE.sub(" ", _SECTION_NAME_RE.sub(" ", _apostrophes(text)))
    return bool(_CAUTION_WORD_RE.search(rest)) and not _ANY_CAUTION_DENIAL_RE.search(rest)


def check_denied_caution(answer_sentences: list, gold_text: str, view: LabelView, skip: frozenset,
                         criticals: list[str], notes: list[str]) -> None:
    """(2.32.0) ``opposite_claim``: an answer that denies a precaution (``_DENIED_CAUTION_RE``: "no
    special caution is needed") where a sentence of the gold states one, and that states none itself
    (``_precaution``: "use caution with beta-blockers, but no additional caution is needed for cancer
    patients" keeps it); not "never ... without caution", not a denial of what the label says ("no
    additional precautions are stated for ..."), and not a denial a label or gold sentence makes of
    what the answer's sentence says (``SAME_FINDING`` of its words)."""
    golds = [cl.make_claim(g) for g in cl.sentences(gold_text)]
    if not any(_precaution(g.text) for g in golds):
        return
    if any(_precaution(s.text) for s in answer_sentences):
        return
    denying = [*(u for u in map(view.sentences.__getitem__, view.cautioning) if _ANY_CAUTION_DENIAL_RE.search(u.text)),
               *(g for g in golds if _ANY_CAUTION_DENIAL_RE.search(g.text))]
    for s in answer_sentences:
        text = _apostrophes(s.text)
        m = _DENIED_CAUTION_RE.search(text)
        if not m or _REPORTED_RE.search(text) \
                or (m.group(0).lower().startswith("without") and _KEPT_FROM_RE.search(text[:m.start()])):
            continue
        own = s.words - skip - {_CAUTION, _PRECAUTION}
        if any(len(own & u.words) >= SAME_FINDING * len(own) for u in denying):
            continue
        _add(criticals, notes, "opposite_claim",
             f"{s.text!r} says {m.group(0)!r} where the gold states a precaution (2.32.0)")
        return


def _clause_sharing(clauses: Sequence[tuple[str, frozenset, bool]], words: frozenset) -> tuple[str, frozenset, bool] | None:
    """Of ``clauses`` (``cl.clause_polarities``), the one sharing the most of ``words``; None where
    none shares any, or clauses of both polarities share the most."""
    shares = [len(w & words) for _, w, _ in clauses]
    most = max(shares, default=0)
    tied = [c for c, n in zip(clauses, shares) if n == most]
    return tied[0] if most and len({neg for _, _, neg in tied}) == 1 else None


def polarities(a: Any, ref: Any, skip: frozenset) -> tuple[bool | None, bool | None, str]:
    """The polarities of two aligned units whose own polarities (the parity of their negators)
    differ, as ``check_polarity`` compares them, and a note's tail naming the clauses read. Their
    own, unless one of the two has ``negations_apart`` (2.23.0): then that of the clause of each
    that shares most of the other's words ("It is not indicated for pediatric patients because its
    safety and effectiveness have not been established" read against "The safety and
    effectiveness ... have not been established": the clause on safety and effectiveness, negated
    as the label's is). (None, None, "") where no clause carries the shared words alone. Only a
    difference both readings see is flagged: the clause reading withdraws the parity's, it never
    adds one (a gold of a bare phrase, "Coadministration with rifampin.", has its polarity in the
    question)."""
    if not (a.negations_apart or ref.negations_apart):
        return a.negated, ref.negated, ""
    whole = lambda u: (u.text, u.words, u.negated)  # noqa: E731
    mine = _clause_sharing(cl.clause_polarities(a.text), ref.words - skip) if a.negations_apart else whole(a)
    if mine is None:
        return None, None, ""
    theirs = _clause_sharing(cl.clause_polarities(ref.text), mine[1] - skip) if ref.negations_apart else whole(ref)
    if theirs is None:
        return None, None, ""
    read = [f"the clause {mine[0]!r} of the first"] if a.negations_apart else []
    read += [f"the clause {theirs[0]!r} of the second"] if ref.negations_apart else []
    return mine[2], theirs[2], f" (read in {' and '.join(read)})"


def _stated_apart(a: Any, ref: Any, skip: frozenset) -> bool:
    """(2.28.0) Whether a clause of ``a`` without negation states ``ref`` (``SAME_FINDING`` of its words)
    and its negated clauses share with ``ref`` only words that clause states: then ``a``'s negation
    is another finding's ("no dose adjustment is needed in moderate impairment,
    and on hemodialysis a reduced maximum dose is recommended" beside the label's sentence on
    hemodialysis; "it can be continued, and patients not on methotrexate may benefit from ...")."""
    want = ref.words - skip
    if not want:
        return False
    clauses = cl.clause_polarities(a.text)
    if any(negated and not words - skip - cl.NEGATOR_STEMS - cl.REQUIREMENT_STEMS for _, words, negated in clauses):
        return False  # "X is not required": the negation is X's, named before it
    stating = [words for _, words, negated in clauses if not negated and len(words & want) >= SAME_FINDING * len(want)]
    if not stating:
        return False
    stated = frozenset().union(*stating)
    return all(words & want <= stated for _, words, negated in clauses if negated)


def check_polarity(answer_units: list, gold_units: list, label_units: Sequence, skip: frozenset,
                   criticals: list[str], notes: list[str], least_words: int = 2, label_index: dict | None = None,
                   gold_only: bool = False, least_aligned: float = ALIGNED_POLARITY) -> None:
    """A sentence (or clause) of the answer about the same finding as one of the gold or the label
    but of the opposite polarity, unless a label unit about it has its polarity: ``opposite_claim``.
    ``label_index`` is ``_word_index(label_units)`` where the caller keeps it (``LabelView``);
    ``gold_only``: flag only an answer unit whose best-aligned unit is the gold's."""
    units = [*gold_units, *label_units]
    offset = len(gold_units)
    indexes = ((_word_index(gold_units), 0, False),
               (_word_index(label_units) if label_index is None else label_index, offset, True))
    sizes: dict[int, int] = {}
    for a in answer_units:
        want = a.words - skip
        if len(want) < least_words:
            continue
        # units that share no word with the answer's are aligned 0 and left out; for the others,
        # match.aligned(a, units[i], skip) is shared words over the larger word count. The best-aligned
        # unit (the first in unit order among equals), and whether a label unit aligned with the
        # answer's has its polarity, in one pass.
        best, best_score, same_in_label = None, -1.0, False
        n_want = len(want)
        for index, start, of_label in indexes:
            for j, n in Counter(chain.from_iterable(filter(None, map(index.get, want)))).items():
                i = j + start
                size = sizes.get(i)
                if size is None:
                    size = sizes[i] = len(units[i].words - skip)
                s = n / (n_want if n_want > size else size)
                if s > best_score or (s == best_score and i < best):
                    best, best_score = i, s
                if of_label and s >= ALIGNED and units[i].negated == a.negated:
                    same_in_label = True
        if best is None or best_score < least_aligned or a.negated == units[best].negated or (gold_only and best >= offset):
            continue
        ref = units[best]
        a_negated, ref_negated, where = polarities(a, ref, skip)
        if a_negated is None or a_negated == ref_negated:
            continue
        if ref.limit and not ref_negated and not a.limit:  # (2.15.0) a limit is neither pole of what the answer says
            continue
        negated, other = (a, ref) if a_negated else (ref, a)
        if same_in_label or _negation_elsewhere(negated, other, skip) or _named_contraindication(negated, other) \
                or (a_negated and _stated_apart(a, ref, skip)):
            continue
        _add(criticals, notes, "opposite_claim",
             f"{a.text!r} {'negates' if a_negated else 'drops the negation of'} {ref.text!r} ({ref.source or 'gold'}){where}")


def sentences_about(answer_units: list, gold_units: list, view: LabelView, skip: frozenset):
    """``about(i)``: how alike answer sentence ``i`` is to each gold sentence and each label sentence
    sharing a word with it, ``[(match.aligned, unit), ...]`` in that order; worked out once per
    sentence, on first need, for the sentence-by-sentence checks (status, poles, "rather than")."""
    read: dict[int, list] = {}

    def about(i: int) -> list:
        if i not in read:
            a = answer_units[i]
            units = [*gold_units, *(view.sentences[j] for j in _near(view.sentence_index, a.words - skip))]
            read[i] = [(match.aligned(a, u, skip), u) for u in units]
        return read[i]
    return about


_YES_NO_RE = re.compile(r"(?i)^\s*(?:is|are|was|were|can|could|should|shall|does|do|did|may|might|must|will|would|has|have)\b")
_NO_RE = re.compile(r"(?i)^\s*no\b")


def asked_status(question: str, gold_text: str) -> frozenset:
    """(2.25.0) The status pole a question asks for ("What are the contraindications for Vosevi?"),
    which a gold phrase without one of its own takes; (2.25.1) none for a question answered yes or
    no ("Is Drug X contraindicated in pregnancy?", its gold "No. ..."), or a gold that opens with "No"."""
    if _YES_NO_RE.match(question) or _NO_RE.match(gold_text):
        return frozenset()
    return frozenset(p for p in cl.make_claim(question).poles if p[0] == "status")


def check_status(answer_units: list, about: Any, skip: frozenset, criticals: list[str], notes: list[str],
                 asked: frozenset = frozenset()) -> None:
    """(2.15.0) A sentence of the answer that makes a precaution a contraindication, or a
    contraindication a precaution ("contraindicated" where the gold or label sentence it is about
    says "use with caution"), unless a label sentence about it says it as the answer does:
    ``opposite_claim``. ``about``: :func:`sentences_about` of ``answer_units``."""
    for i, a in enumerate(answer_units):
        mine = {p for p in a.poles if p[0] == "status"}
        if len(mine) != 1 or len(a.words - skip) < 2:
            continue
        scored = about(i)
        best = max(range(len(scored)), default=None, key=lambda k: (scored[k][0], -k))  # the first among equals
        inherited = {p for p in asked if p[0] == "status"}
        if best is None or scored[best][0] < ALIGNED_POLARITY:
            # (2.25.0) or a gold phrase of two words or more, all of them the sentence's, without a
            # status of its own (it takes the question's below): too short to be aligned both ways
            best = next((k for k, (_, u) in enumerate(scored) if u.source == "gold" and inherited and not u.negated
                         and not {p for p in u.poles if p[0] == "status"} and len(u.words - skip) >= 2
                         and u.words - skip <= a.words), None)
            if best is None:
                continue
        ref = scored[best][1]
        theirs = {p for p in ref.poles if p[0] == "status"}
        if not theirs and ref.source == "gold" and not ref.negated:
            theirs = inherited  # (2.25.0) "Coadministration with rifampin." answers "What are the contraindications?"
        if len(theirs) != 1 or theirs == mine:
            continue
        if any(score >= ALIGNED and u.source != "gold" and mine <= u.poles for score, u in scored):
            continue
        _add(criticals, notes, "opposite_claim",
             f"{a.text!r} states another strength of precaution than {ref.text!r} ({ref.source or 'gold'})")


SENTENCE_POLE_ALIGNED = 0.4  # (2.18.0) how alike two sentences must be for their antonyms to be compared
# (2.26.0) how alike a label sentence must be to a sentence of the answer to speak for the answer's pole
# of an antonym (was half SENTENCE_POLE_ALIGNED, 0.2: a label sentence on discontinuing anything spoke
# for "discontinue methotrexate" against "methotrexate may be continued")
POLE_SUPPORT_ALIGNED = 0.3


def check_poles(answer_units: list, about: Any, skip: frozenset, criticals: list[str], notes: list[str]) -> None:
    """(2.18.0) A sentence of the answer with the other pole of an antonym that a gold or label
    sentence about the same finding states ("higher exposures during pregnancy" where the label
    says lower; "may continue" where it says stop), read sentence by sentence, so that an antonym
    in clauses too short for :func:`label_opposite` is compared too (a contradiction both find is
    noted twice); unless a label sentence sharing its words (``POLE_SUPPORT_ALIGNED`` alike) states
    the answer's pole of that antonym: ``opposite_claim``. ``about``: :func:`sentences_about` of ``answer_units``."""
    for i, a in enumerate(answer_units):
        if not a.poles or len(a.words - skip) < LABEL_POLE_WORDS:
            continue
        scored = about(i)
        opposite = next((u for score, u in scored if score >= SENTENCE_POLE_ALIGNED
                         and any(crit == "opposite_claim" for crit, _ in match.conflicts(a, u))), None)
        if opposite is None:
            continue
        theirs = dict(opposite.poles)
        mine = {p for p in a.poles if p[0] in theirs and theirs[p[0]] != p[1]}  # the answer's side of the antonym
        if any(score >= POLE_SUPPORT_ALIGNED and u.source != "gold" and mine & u.poles for score, u in scored):
            continue
        _add(criticals, notes, "opposite_claim",
             f"{a.text!r} states the opposite of {opposite.text!r} ({opposite.source or 'gold'})")


_SETS_ASIDE = frozenset({"rather", "instead", "not", "no", "without", "avoid"})


def _states_phrase(stems: tuple, phrase: tuple) -> bool:
    """Whether ``stems`` hold ``phrase`` as words of their own, not themselves set aside or negated
    (two words before it)."""
    n = len(phrase)
    return any(stems[i:i + n] == phrase and not _SETS_ASIDE & set(stems[max(0, i - 2):i])
               for i in range(len(stems) - n + 1))


def check_rejected(answer_units: list, about: Any, criticals: list[str], notes: list[str]) -> None:
    """(2.16.0) A sentence of the answer that sets aside with "rather than" what the gold or label
    sentence it is about says ("on an empty stomach rather than with meals" where the label says to
    take the dose with meals): ``opposite_claim``. ``about``: :func:`sentences_about` of
    ``answer_units``."""
    for i, a in enumerate(answer_units):
        phrases = cl.rejected(a.text)
        if not phrases:
            continue
        for score, ref in about(i):
            if score < ALIGNED_POLARITY:
                continue
            stems = cl.phrase_stems(cl._norm(ref.text))
            said = next((p for p in phrases if _states_phrase(stems, p)), None)
            if said:
                _add(criticals, notes, "opposite_claim", f"{a.text!r} sets aside {' '.join(said)!r}, which "
                                                         f"{ref.text!r} ({ref.source or 'gold'}) says")
                break


_MORE_THAN_RE = re.compile(r"(?i)\bmore than ([\w-]+)\s+([a-z]+)")  # the count and the word after it
_PERMITTED_RE = re.compile(r"(?i)\b(?:may|can|could|allowed|permitted|permissible|acceptable|fine|okay|ok)\b")
_FORBIDDEN_RE = re.compile(r"(?i)\b(?:avoid\w*|prohibit\w*|contraindicat\w*|unsafe|dangerous|risk\w*|harm\w*)\b")


def check_lifted_limit(texts: list[str], gold_units: list, view: LabelView, skip: frozenset, criticals: list[str],
                       notes: list[str]) -> None:
    """(2.29.0) ``opposite_claim``: a sentence allowing "more than N" ("more than one dosage form may be
    combined to achieve the total dose") where a gold or label sentence about the same thing
    (``ALIGNED_POLARITY``) says not to go beyond N ("do not combine more than one dosage form").
    The negator of a limit is not read as its sentence's polarity (``claims._limit``), so
    ``check_polarity`` never compares the two. Only a sentence that permits ("may", "can",
    "acceptable") is read, and a clause of its "more than N" with a negator or a word of prohibition
    or risk states the limit ("more than one form should not be combined", "is unsafe"); the limit
    must be on the same thing (the word after N)."""
    for text in texts:
        if not _PERMITTED_RE.search(text):
            continue
        for m in _MORE_THAN_RE.finditer(text):
            clause = _clause(text, m.start(), m.end())
            if _negated(clause) or _FORBIDDEN_RE.search(clause):
                continue
            limit = re.compile(rf"(?i)\b(?:not|never|no)\s+(?:[\w-]+\s+){{0,3}}more than {re.escape(m.group(1))}"
                               rf"\s+{re.escape(m.group(2))}")
            a = cl.make_claim(text)
            near = map(view.sentences.__getitem__, _near(view.sentence_index, a.words - skip))
            for u in (*gold_units, *near):
                if limit.search(u.text) and match.aligned(a, u, skip) >= ALIGNED_POLARITY:
                    _add(criticals, notes, "opposite_claim", f"{text!r} allows more than {m.group(1)} where "
                                                             f"{u.text!r} ({u.source or 'gold'}) limits it (2.29.0)")
                    return


# (2.35.0) A direction bound to the term it modifies: "decreased creatine phosphokinase (CPK)" where
# the label says "increased CPK" and never "decreased". Read in the forms that describe a finding, not
# in advice to change something ("reduce the risk of bleeding", "increase the dose"): a participle
# right before the term ("decreased CPK", "reduced serum potassium"), or a noun with "in" or "of"
# ("a decrease in CPK"). The term is the run of words after it, passing over the fluid a level is
# measured in and brackets, up to a word of the stop list, punctuation, a negator or another direction
# word; quantities any finding can have both ways ("dose", "risk", "exposure") are no term. Only pairs
# that say which way a quantity goes: a severity ("mild impairment") or an order ("first dose") is read
# elsewhere. A sentence with a negator, or with a word of the other direction, is left alone ("increased
# rather than decreased", "decreased CPK has not been reported").
POLE_BOUND_WORDS = 3  # words after the direction word read as its term
POLE_BOUND_PAIRS = frozenset(cl._POLE[base._stem(w)][0] for w in ("increase", "high", "gain", "shorten"))
_POLE_BOUND_TOKEN_RE = re.compile(r"[a-z][a-z0-9'-]*|\d+(?:\.\d+)?|[^\sa-z0-9]")
_POLE_BOUND_PASSED = frozenset({"(", ")", "serum", "blood", "plasma", "urine", "urinary"})
_POLE_BOUND_NOUNS = frozenset({"increase", "increases", "decrease", "decreases", "reduction", "reductions", "rise",
                               "gain", "loss", "shortening", "prolongation"})
# an infinitive or a modal before it makes the word a verb of advice or of what may happen ("to lower
# bleeding risk", "it can raise blood glucose")
_POLE_BOUND_VERBAL = frozenset({"to", "can", "could", "may", "might", "will", "would", "should", "must", "does", "did"})
POLE_BOUND_LOOSE = 5  # words either side of a direction word read loosely as its terms
POLE_BOUND_SEEN = 2  # label sentences that must give a term the other way, for the answer's way to be read as opposite
# what measures the term itself: its direction is the term's ("decreased CPK levels")
_POLE_BOUND_MEASURES = frozenset(_pole_stem(w) for w in ("level", "levels", "concentration", "concentrations", "value",
                                                          "values", "count", "counts"))
# another quantity of the term, which may go the other way or any way ("decreased creatinine clearance", "a
# reduced sildenafil dose"): a run holding one binds nothing
_POLE_BOUND_QUANTITIES = frozenset(_pole_stem(w) for w in (
    "dose", "doses", "dosage", "risk", "exposure", "amount", "effect", "effects", "frequency", "number", "rate",
    "incidence", "use", "activity", "response", "function", "auc", "cmax", "clearance", "half-life", "bioavailability",
    "excretion", "metabolism", "elimination", "absorption", "production", "synthesis", "secretion", "output",
    "filtration", "binding", "uptake", "starting"))
# a condition named by its prefix ("hypokalemia, that is, decreased serum potassium"): the sentence names a
# disease, not a finding of the drug
_PREFIXED_POLE_RE = re.compile(r"(?i)\b(?:hypo|hyper)[a-z]{4,}")


def _bound_run(tokens: list[str], j: int) -> frozenset:
    """The stems of the clinical words of the run starting at ``tokens[j]`` (``POLE_BOUND_WORDS`` at
    most; a gloss in brackets is read as part of it), measures of the term aside; nothing where the run
    names another quantity of the term (``_POLE_BOUND_QUANTITIES``: "reduced kidney function (creatinine
    clearance ...)")."""
    terms, read = set(), 0
    for token in tokens[j:]:
        if token in _POLE_BOUND_PASSED:
            continue
        if not token[0].isalpha() or token in base._STOPWORDS or token in cl._FUNCTION_NEGATORS \
                or _pole_stem(token) in cl._POLE:
            break
        read += 1
        stem = _pole_stem(token)
        if stem in _POLE_BOUND_QUANTITIES:
            return frozenset()
        if substitution.clinical(token.replace("-", "")) and stem not in _POLE_BOUND_MEASURES \
                and not substitution.body_site(token):  # "reduced hepatic function" says nothing of hepatic enzymes
            terms.add(stem)
        if read >= POLE_BOUND_WORDS:
            break
    return frozenset(terms)


@functools.lru_cache(maxsize=8192)
def pole_bound_terms(text: str, loose: bool = False) -> tuple:
    """(2.35.0) ``((pair, pole), terms)`` for each direction word of ``text`` in a describing form
    (a participle before its term, not after "to" or a modal; a noun with "in" or "of"), ``terms`` the
    stems of the clinical words it binds (:func:`_bound_run`). ``loose``: any form, and the terms within
    ``POLE_BOUND_LOOSE`` words either side ("the AUC of drug X decreased"): what the label may be read
    to give a term, where what it must give is read strictly."""
    tokens = _POLE_BOUND_TOKEN_RE.findall(text[:base.MAX_TEXT_CHARS].lower())
    out = []
    for i, word in enumerate(tokens):
        pole = next((p for p in cl._token_poles(word) if p[0] in POLE_BOUND_PAIRS), None)
        if pole is None:
            continue
        if loose:
            near = [t for t in tokens[max(0, i - POLE_BOUND_LOOSE):i + POLE_BOUND_LOOSE + 1] if t[0].isalpha()]
            terms = frozenset(_pole_stem(t) for t in near if substitution.clinical(t.replace("-", ""))
                              and _pole_stem(t) not in cl._POLE)
        elif word in _POLE_BOUND_NOUNS:
            if tokens[i + 1:i + 2] not in (["in"], ["of"]):
                continue
            j = i + 2
            if tokens[j:j + 1] in (["the"], ["a"], ["an"]):
                j += 1
            terms = _bound_run(tokens, j)
        elif word.endswith("ed") and not (i and tokens[i - 1] in _POLE_BOUND_VERBAL):
            terms = _bound_run(tokens, i + 1)
        else:
            continue
        if terms:
            out.append((pole, terms))
    return tuple(out)


def check_pole_bound(texts: list[str], gold_text: str, question: str, view: LabelView, criticals: list[str],
                     notes: list[str]) -> None:
    """(2.35.0) ``opposite_claim``: a direction word of an answer sentence, in a describing form, whose
    terms the label gives only the other way ("may reflect decreased creatine phosphokinase" where
    every label sentence says increased CPK): none of its terms is given this way by the label, the gold
    or the question in any form, and one of them is given the other way by the label in a describing
    form, in ``POLE_BOUND_SEEN`` sentences or more (:func:`pole_bound_terms`). A sentence with a negator,
    a word of the other direction or a condition named by "hypo-" or "hyper-" is left alone."""
    strict, loose = view.pole_bound
    if not strict:
        return
    told = loose | {(pole, term) for text in (gold_text, question)
                    for pole, terms in pole_bound_terms(text, loose=True) for term in terms}
    for text in texts:
        found = pole_bound_terms(text)
        if not found or _NEGATING_RE.search(text) or _PREFIXED_POLE_RE.search(text):
            continue
        poles = frozenset().union(*map(cl._token_poles, _POLE_BOUND_TOKEN_RE.findall(text.lower())))
        for (pair, pole), terms in found:
            if (pair, 1 - pole) in poles or any(((pair, pole), term) in told for term in terms):
                continue
            other = sorted(term for term in terms if strict[((pair, 1 - pole), term)] >= POLE_BOUND_SEEN)
            if other:
                _add(criticals, notes, "opposite_claim",
                     f"sentence {text.strip()!r} gives {', '.join(map(repr, other))} the direction the label never "
                     f"gives it, only the opposite (2.35.0)")
                return


# (2.31.0) A treatment the label says may go on, said to be stopped, or the reverse: "methotrexate
# should be discontinued before starting HUMIRA" where the label says methotrexate "may be continued".
_CONTINUED_RE = re.compile(r"(?i)(?<!dis)\bcontinu(?:e|ed|es|ing|ation)\b")
_STOPPED_RE = re.compile(r"(?i)\b(?:discontinu(?:e|ed|es|ing|ation)|stop(?:s|ped|ping)?)\b")
STOPPED_SHARE, STOPPED_WORDS = 0.8, 3  # share of the answer's words the label sentence has; the fewest words


def _stop_or_go(text: str) -> str | None:
    """``"stop"``, ``"go"`` or None: whether ``text`` says a treatment is stopped, goes on, or neither
    or both."""
    stop, go = bool(_STOPPED_RE.search(text)), bool(_CONTINUED_RE.search(text))
    return None if stop == go else ("stop" if stop else "go")


# a condition or a time the stopping or going on is bound to ("until", "for at least 10 days", "48 to 72 hours
# after"): the two may say one course of treatment from its two ends
_UNTIL_RE = re.compile(r"(?i)\b(?:until|unless|till|beyond|after|at least|a minimum of|minimum of|for (?:up to )?\d)\b"
                       r"|\b\d+(?:\.\d+)?\s*(?:hours?|days?|weeks?|months?|years?)\b")
_GO_POLE = cl._POLE[base._stem("continue")][0]  # the antonym pair of continue and discontinue


def _other_poles(a: Any, u: Any) -> bool:
    """Whether ``a`` and ``u`` hold opposite poles of an antonym pair other than continue and
    discontinue ("mild" and "severe")."""
    theirs = dict(u.poles)
    return any(pair != _GO_POLE and pair in theirs and theirs[pair] != pole and (pair, theirs[pair]) not in a.poles
               for pair, pole in a.poles)


def check_stopped_continued(answer_units: list, view: LabelView, skip: frozenset, criticals: list[str],
                            notes: list[str]) -> None:
    """(2.31.0) ``opposite_claim``: a sentence or clause of the answer (``STOPPED_WORDS`` words or more,
    the question's aside) saying a treatment is stopped where a label sentence holding
    ``STOPPED_SHARE`` of its words says it is continued, or the reverse; neither negated, neither
    under a condition or a time (``_UNTIL_RE``: "until", "unless", "48 to 72 hours after", "for at least
    10 days"), the two holding no other antonym's opposite poles
    ("severe rash" against "mild rash"), and no label sentence holding as much of it saying what it
    says. The label's sentence may be much longer than the answer's ("Methotrexate (MTX), other
    non-biologic DMARDS, glucocorticoids, ... may be continued during treatment with HUMIRA"), so the
    two are compared one way, by the answer's words."""
    for a in answer_units:
        want = a.words - skip
        said = _stop_or_go(a.text)
        if said is None or a.negated or len(want) < STOPPED_WORDS or _UNTIL_RE.search(a.text):
            continue
        holding = [(u, _stop_or_go(u.text)) for u in map(view.sentences.__getitem__, _near(view.sentence_index, want))
                   if match.word_share(a, u, skip) >= STOPPED_SHARE]
        theirs = [u for u, says in holding if says not in (None, said) and not u.negated
                  and not _UNTIL_RE.search(u.text) and not _other_poles(a, u)]
        if theirs and not any(says == said for _, says in holding):
            _add(criticals, notes, "opposite_claim",
                 f"{a.text!r} says {'stopped' if said == 'stop' else 'continued'} where {theirs[0].text!r} "
                 f"({theirs[0].source}) says {'continued' if said == 'stop' else 'stopped'} (2.31.0)")
            return


# (2.32.0) A population the label names by what its patients do not take ("patients with RA not receiving
# concomitant MTX"), and one an answer names by what they take ("patients who are taking concomitant
# methotrexate"): the verb, then the thing taken.
_TAKING = (r"(?:taking|receiving|using|on|treated with)\s+(?:(?:concomitant|also|any|the|a|an|their|other)\s+)*"
           r"([A-Za-z][\w-]+)")
# a negation of the taking within the few words before it: "not taking", "who aren't currently taking", "unless
# they are taking", "except those on", "have stopped taking"
_TAKING_NEGATED_BEFORE_RE = re.compile(
    r"(?i)(?:\b(?:not|no|never|without|nor|neither|unless|except|excluding|other than|stopped|discontinued|"
    r"no longer|avoid|rather than|instead of|whether or)|n't)\s+(?:[\w-]+\s+){0,4}$")
TAKING_WINDOW = 60  # characters before a taking read for its negation
_NOT_TAKING_RE = re.compile(r"(?i)\b(?:not|no longer|never)\s+(?:(?:currently|also|or previously|previously)\s+)*"
                            + _TAKING)
_TAKING_RE = re.compile(r"(?i)(?<![\w'])(?:(?:who|that)\s+(?:are|were|is)\s+|(?:also|currently)\s+)*" + _TAKING)
QUALIFIER_SHARE = 0.5  # the share of the answer sentence's words the label's sentence holds


def _same_thing(ours: str, theirs: str, glosses: frozenset) -> bool:
    """Whether ``ours`` and ``theirs`` name one thing: one stem, one stem holding the other
    ("hemodialysis", "dialysis"), or one given as the other in parentheses (``LabelView.glosses``:
    "methotrexate (MTX)")."""
    a, b = base._stem(ours.lower()), base._stem(theirs.lower())
    return a == b or (min(len(a), len(b)) >= REPLACED_LETTERS and (a in b or b in a)) or frozenset((a, b)) in glosses


def _taken(text: str, negated: bool) -> list:
    """The matches of ``_TAKING_RE`` in ``text`` whose thing taken is a clinical term, negated within
    ``TAKING_WINDOW`` characters before it ("not receiving MTX") or not, as asked."""
    text = _apostrophes(text)
    return [m for m in _TAKING_RE.finditer(text) if substitution.clinical(base._stem(m.group(1).lower()))
            and bool(_TAKING_NEGATED_BEFORE_RE.search(text[max(0, m.start() - TAKING_WINDOW):m.start()])) is negated]


def check_dropped_qualifier_negation(answer_sentences: list, view: LabelView, skip: frozenset,
                                     criticals: list[str], notes: list[str]) -> None:
    """(2.32.0) ``opposite_claim``: a sentence of the answer naming its patients by a clinical term they
    take (``_TAKING_RE``: "patients who are taking concomitant methotrexate") where a label sentence
    holding ``QUALIFIER_SHARE`` of its words names them by what they do not take ("RA patients not
    receiving concomitant MTX may derive additional benefit from 40 mg every week"), and no label
    sentence holding as much of it (the question's words too, the thing itself aside) names the thing
    without that negation ("patients undergoing hemodialysis"). A sentence naming both ("unlike
    patients taking MTX, those not taking it ...") contrasts them."""
    for a in answer_sentences:
        takes = _taken(a.text, negated=False)
        if not takes:
            continue
        holding = [u for u in map(view.sentences.__getitem__, _near(view.sentence_index, a.words - skip))
                   if match.word_share(a, u, skip) >= QUALIFIER_SHARE]
        if not holding:
            continue
        contrasted = [n.group(1) for n in _taken(a.text, negated=True)]
        for m in takes:
            thing = m.group(1)
            if any(_same_thing(thing, other, view.glosses) for other in contrasted):
                continue
            said = [u for u in holding if any(_same_thing(thing, n.group(1), view.glosses) for n in _NOT_TAKING_RE.finditer(u.text))]
            if not said:
                continue
            # the question's words too: "RA patients taking MTX had fewer antibodies" holds the answer's
            # thing and its skipped words, not what the answer says of them ("40 mg every week"); the thing
            # itself left out ("dialysis" in one, "hemodialysis" in the other)
            itself = frozenset(w for w in a.words if _same_thing(thing, w, view.glosses))
            bar = max(match.word_share(a, u, itself) for u in said)
            if not any(u not in said and any(_same_thing(thing, w, view.glosses) for w in u.words)
                       and match.word_share(a, u, itself) >= bar for u in holding):
                _add(criticals, notes, "opposite_claim",
                     f"{a.text!r} names patients {m.group(0).strip()!r} where {said[0].text!r} ({said[0].source}) "
                     f"names them by what they do not take (2.32.0)")
                return


POLE_ITEM_WORDS = 3  # an answer sentence of at most this many words is a list item, read on its own


def check_flipped_prefix_pole(answer: str, gold_text: str, question: str, view: LabelView, skip: frozenset,
                              criticals: list[str], notes: list[str]) -> None:
    """(2.32.0) ``opposite_claim``: an answer that leaves out a finding of the gold named by a prefix of
    ``claims._PREFIX_POLES`` and names its other pole, which neither the gold nor the question names
    ("neonatal hypertension" where the gold lists hypotension). Compared over the whole answer, so that
    a list item of one word ("- Hypertension"), too short for the sentence checks, is read too. A
    sentence of more than ``POLE_ITEM_WORDS`` words naming the other pole is read only where it stands
    for a gold sentence with the gold's pole (the answer sentence most aligned with it), and is the
    label's own when a label sentence with the other pole holds ``SAME_FINDING`` of its words ("watch
    for hypoglycemia when they are withdrawn")."""
    gold, asked = cl.make_claim(gold_text).poles, cl.make_claim(question).poles
    units = [cl.make_claim(s) for s in cl.sentences(answer)]
    said = frozenset().union(*(u.poles for u in units)) if units else frozenset()
    golds = [cl.make_claim(g) for g in cl.sentences(gold_text)]
    for pair, pole in sorted(gold):
        other = (pair, 1 - pole)
        if ":" not in pair or (pair, pole) in said or other not in said or other in gold \
                or {(pair, 0), (pair, 1)} & asked:
            continue
        # the answer sentences standing where a gold sentence with the pole stood (most aligned with it)
        standing = {max(units, key=lambda u: match.aligned(u, g, skip)).text for g in golds if (pair, pole) in g.poles}

        def own(u: Any) -> bool:
            """Whether ``u`` names the other pole as the label does, or away from the gold's finding."""
            if len(u.text.split()) <= POLE_ITEM_WORDS:
                return False
            return u.text not in standing or any(
                other in v.poles and match.word_share(u, v, skip) >= SAME_FINDING
                for v in map(view.sentences.__getitem__, _near(view.sentence_index, u.words - skip)))

        if all(own(u) for u in units if other in u.poles):
            continue
        _add(criticals, notes, "opposite_claim",
             f"the answer names the other pole of the gold's {pair.split(':')[1]!r} finding ({pair}) (2.32.0)")
        return


# a permission: "may (also) be used", "can take", "is acceptable"; not a possibility ("can cause")
_PERMISSION_RE = re.compile(r"(?i)\b(?:may|can|could)\s+(?:also\s+|still\s+)?(?:be\s+(?!(?:needed|required|necessary|warranted|"
                            r"seen|observed|reported|expected|associated|caused|affected|delayed|decreased|increased|"
                            r"elevated|prolonged|exposed|harmed|injured)\b)(?!\w+ing\b)\w+ed\b|be\s+(?:given|taken|"
                            r"done|worn|kept|split|broken|crushed|chewed|shaken|drunk|eaten|mixed)\b|use\b|"
                            r"take\b(?!\s+(?:up to|\d|several|a few|longer|time|weeks|days|months|hours))|give\b|"
                            r"substitute\b|replace\b|measure\b|continue\b|remain\b)|\b(?:is|are)\s+(?:also\s+)?(?:acceptable|"
                            r"allowed|permitted|permissible|fine|okay|ok)\b")
_INSTEAD_OF_RE = re.compile(r"(?i)\b(?:instead of|rather than|in place of)\b.*$")


def check_permitted_forbidden(answer_claims: list, view: LabelView, criticals: list[str], notes: list[str]) -> None:
    """(2.31.0) ``opposite_claim``: a clause of the answer permitting (``_PERMISSION_RE``: "may be
    used", "can take", "is acceptable") what a clause of the label forbids (``LabelView.forbidding``):
    every word of the label's clause (``PERMITTED_WORDS`` or more) in the answer's, what it puts
    aside ("instead of a household teaspoon") left out, its antonym poles the label's, the answer's
    not negated, and no clause of the label that is not negated having those words. "A standard
    kitchen teaspoon or another dosing device may also be used" where the label says "Do not use any
    other dosing device"."""
    forbidding = view.forbidding
    if not forbidding:
        return
    for a in answer_claims:
        if a.negated or not _PERMISSION_RE.search(a.text):
            continue
        kept = cl.make_claim(_INSTEAD_OF_RE.sub("", a.text))
        for c in forbidding:
            if c.words <= kept.words and c.poles <= kept.poles \
                    and not any(c.words <= d.words for d, _ in view.claim_sentences if not d.negated):
                _add(criticals, notes, "opposite_claim",
                     f"clause {a.text!r} permits what the label's {c.text!r} ({c.source}) forbids (2.31.0)")
                return


def _negator_count(text: str) -> int:
    return len(cl._negators(cl._norm(text).split()))


def _states_values_of(u: Any, ref: Any) -> bool:
    """Whether ``ref`` states every value ``u`` states, kind by kind (numbers by their keys)."""
    return all({k for k, _, _ in u.values["numbers"]} <= {k for k, _, _ in ref.values["numbers"]} if kind == "numbers"
               else u.values[kind] <= ref.values[kind] for kind in cl.VALUE_KINDS)


def check_short_polarity(in_sentences: list, view: "LabelView", skip: frozenset, criticals: list[str],
                         notes: list[str]) -> None:
    """(2.26.0) A clause of two words (the question's aside) that a label clause says in the same two
    words with the other polarity ("a single capsule may be divided" where the label says "a single
    capsule should not be divided"), each with one negator at most, the label's stating every value
    the answer's states, and no label clause of those words with the answer's: ``opposite_claim``.
    (2.26.1) The label clause's sentence states every value the answer clause's sentence states, too:
    "a dose adjustment is necessary" in a sentence on CrCl below 30 mL/min is not read against "dose
    adjustment is not necessary" in one on the elderly. Longer clauses are compared by
    ``check_polarity``. ``in_sentences``: the answer's (clause, its sentence) pairs."""
    for a, sentence in in_sentences:
        want = a.words - skip
        if len(want) != 2 or _negator_count(a.text) > 1:
            continue
        first, second = want
        near = set(view.claim_sentence_index.get(first, ())) & set(view.claim_sentence_index.get(second, ()))
        same = [view.claim_sentences[i] for i in sorted(near)]
        same = [(c, s) for c, s in same if c.words - skip == want and _negator_count(c.text) <= 1
                and _states_values_of(a, c)]
        if same and all(c.negated != a.negated for c, _ in same) and any(_states_values_of(sentence, s) for _, s in same):
            c = same[0][0]
            _add(criticals, notes, "opposite_claim",
                 f"{a.text!r} {'negates' if a.negated else 'drops the negation of'} {c.text!r} ({c.source})")
            return


_ANY_FOOD = r"(?:food|a meal|meals)"
_FOOD_EITHER_RE = re.compile(rf"(?i)\bwith or without {_ANY_FOOD}|\b(?:regardless of|without regard to|irrespective of) (?:the timing of )?{_ANY_FOOD}")
# (2.26.1) the two said together in the other order or words ("with food or without food") is no rule
_FOOD_BOTH_RE = re.compile(rf"(?i)\bwith(?:out)? {_ANY_FOOD},? or with(?:out)? {_ANY_FOOD}|\bwith or without {_ANY_FOOD}")
# the rules an answer and a label share: "not (be taken) with food", "must be taken with food"
_NOT_WITH_FOOD = rf"\bnot (?:be )?(?:taken |given )?with {_ANY_FOOD}"
_MUST_WITH_FOOD = (rf"\b(?:must|should|needs? to|has to|have to) (?:always |only )?be (?:taken|given) (?:only )?with {_ANY_FOOD}"
                   rf"|\b(?:must|should) (?:always |only )?(?:take|give) (?:it |them |the dose |each dose )?(?:only )?with {_ANY_FOOD}")
_FOOD_RULE_RE = re.compile(
    rf"(?i)empty stomach|\bfast(?:ing|ed) state|\bwithout {_ANY_FOOD}|{_NOT_WITH_FOOD}"
    rf"|\bonly with {_ANY_FOOD}|\bavoid (?:taking )?(?:it |them )?with {_ANY_FOOD}|{_MUST_WITH_FOOD}")
# a label's own rule (not the descriptive "fasted state" of a pharmacokinetic study), or (2.26.1)
# one in the imperative ("Take 300 mg once daily with a meal")
_LABEL_FOOD_RULE_RE = re.compile(
    rf"(?i)empty stomach|(?<!with or )\bwithout {_ANY_FOOD}|{_NOT_WITH_FOOD}|{_MUST_WITH_FOOD}"
    rf"|\btake\b[^.;]{{0,40}}\bwith {_ANY_FOOD}(?! or)")
_NEGATED_BEFORE_RE = re.compile(r"(?i)\b(?:not|no|never|need not|\w+n't)\b[^.;]{0,40}$|\bneeds?\s+$")
_NEGATED_AFTER_RE = re.compile(r"(?i)^[^.;]{0,30}\b(?:is|are) not (?:required|necessary|needed)")
_CONDITION_RE = re.compile(r"(?i)\b(?:if|to reduce|upset|nausea)\b")


def _food_rules(text: str) -> list:
    """(2.26.1) The food rules a text states, each a match: not the two said together, not negated
    ("need not be taken with food"), not a condition's ("if stomach upset occurs, take it with food")."""
    text = _FOOD_BOTH_RE.sub(lambda m: " " * len(m.group(0)), text)
    out = []
    for m in _FOOD_RULE_RE.finditer(text):
        start = max(text.rfind(".", 0, m.start()), text.rfind(";", 0, m.start())) + 1
        end = min((i for i in (text.find(".", m.end()), text.find(";", m.end())) if i >= 0), default=len(text))
        if _NEGATED_BEFORE_RE.search(text[start:m.start()]) or _NEGATED_AFTER_RE.search(text[m.end():end]) \
                or _CONDITION_RE.search(text[start:end]):
            continue
        out.append(m)
    return out


def check_food(answer: str, gold_text: str, view: "LabelView", criticals: list[str], notes: list[str]) -> None:
    """(2.26.0) A food rule ("on an empty stomach", "must be taken with food") where the label says
    the drug may be taken with or without food, and states no such rule itself: ``opposite_claim``.
    (2.26.1) Nor where the gold states one."""
    said = _food_rules(answer)
    if not said or _food_rules(gold_text):
        return
    either = _FOOD_EITHER_RE.search(view.text)
    if not either or _LABEL_FOOD_RULE_RE.search(view.text):
        return
    _add(criticals, notes, "opposite_claim",
         f"the answer says {said[0].group(0)!r} where the label says {either.group(0)!r}")


_FOOD_EITHER_ORDER_RE = re.compile(rf"(?i)\bwith {_ANY_FOOD},? or on an empty stomach|\bon an empty stomach,? or with {_ANY_FOOD}")
_NEGATED_RULE_RE = re.compile(r"(?i)\b(?:not|no|never|need not|\w+n[’']t|rather than|instead of|avoid\w*|unlike)\b")
_RULE_REASON_RE = re.compile(r"(?i)\b(?:if|when|since|because|as)\b")  # read in the rule's own comma-delimited part
_LABEL_CONDITION_RE = re.compile(r"(?i)\b(?:if|when)\b")  # a label's, read anywhere in the rule's clause
_JUDGED_RULE_RE = re.compile(r"(?i)^[^.;:\n]{0,40}?\b(?:is|are) not (?:recommended|advised|needed|necessary|required)"
                             r"|^[^.;:\n]{0,40}?\b(?:should|must) be avoided|^[^.;:\n]{0,30}?\b(?:can|may|will|could|would)\b"
                             r"|^[^.;:\n]{0,30}?(?<!\bto )\b(?:worsen|reduce|decrease|increase|lessen|delay|lower|raise|result|drop|fall|cause)"
                             r"(?:s|d|ed)?\b|^[^.;:\n]{0,30}?\b(?:more|less|higher|lower|common)\b")
RULE_LOOKBACK = 60  # characters after a rule read for a judgement of it


def _stated_rules(pattern: re.Pattern, text: str, label: bool = False) -> list:
    """(2.40.0) The matches of ``pattern`` in ``text`` that neither a negation before them in their clause
    denies, nor a reason or condition in their own part of it governs, nor the words after them judge (the
    comment above); ``label``: a condition anywhere before them in their clause governs them too ("If GI
    upset occurs, take with food")."""
    out = []
    for m in pattern.finditer(text):
        before = re.split(r"[.;:!?\n]", text[max(0, text.rfind("\n", 0, m.start())):m.start()])[-1]
        if _NEGATED_RULE_RE.search(before) or _RULE_REASON_RE.search(before.split(",")[-1]) \
                or (label and _LABEL_CONDITION_RE.search(before)) or _JUDGED_RULE_RE.search(text[m.end():m.end() + RULE_LOOKBACK]):
            continue
        out.append(m)
    return out


def _food_allowed_both(text: str) -> bool:
    return bool(_FOOD_EITHER_RE.search(text) or _FOOD_BOTH_RE.search(text) or _FOOD_EITHER_ORDER_RE.search(text))


def check_food_rule(answer: str, gold_text: str, view: "LabelView", criticals: list[str], notes: list[str]) -> None:
    """(2.40.0) The answer's food rule against the label's own (the comment above): ``opposite_claim``;
    not where the label or the answer allows both, nor where the gold says what the answer does."""
    rules = view.food_rules
    answer = answer[:base.MAX_TEXT_CHARS]
    if rules is None or _food_allowed_both(answer):
        return
    said_pattern, label_rule = rules
    said = _stated_rules(said_pattern, answer)
    if said and not _stated_rules(said_pattern, gold_text):
        _add(criticals, notes, "opposite_claim",
             f"the answer says {said[0].group(0)!r} where the label says {label_rule!r} (2.40.0)")


# (2.40.0) A question answered yes or no, and the answer's "Yes" where the gold's is "No" (or the other way
# round). The gold's answer is its opening "Yes" or "No"; or "no" where its first sentence restates half the
# question's words or more and either opens with the determiner "No" ("No dose adjustment is required ..."
# to "Is dose adjustment required ...?") or denies in so many words ("has not been studied", "is not
# required"; not "is not recommended", which may answer "Should it be stopped?", nor "is not known"), and
# the gold sets no exception against it ("..., but in severe impairment ..."). A question itself negated
# ("Is it not recommended ...?"), or one on what the label says or whether something is known, is not read. An answer's "No" is read only as a word of its
# own ("No." or "No,"), not the determiner of "No dose adjustment is needed".
_ANSWERED_RE = re.compile(r"(?i)^\W*(?:(yes)\b(?!-)|(no)\s*(?:[.,;:!]|\s[\u2013\u2014-]\s))")
_GOLD_DENIES_RE = re.compile(r"(?i)^\W*no\s+\w|\b(?:has|have|had)\s+not\s+been\b|\b(?:is|are|was|were)\s+not\s+"
                             r"(?:required|necessary|needed)\b")
# a question on what the label says, or whether something is known, is not answered by the finding's polarity
_ASKS_ABOUT_RE = re.compile(r"(?i)\bwhether\b|\blabel\b|\bprescribing information\b|\bguidance\b|\binformation\b")
_GOLD_EXCEPTION_RE = re.compile(r"(?i)\b(?:but|however|except|although|though|unless|whereas)\b")
RESTATED = 0.5  # share of the question's words a denying first sentence of the gold says, to answer it "no"


def yes_or_no(text: str) -> str | None:
    """(2.40.0) "yes" or "no" where ``text`` opens with it as a word of its own."""
    m = _ANSWERED_RE.match(text)
    return None if m is None else "yes" if m.group(1) else "no"


def gold_yes_or_no(gold_text: str, question: str) -> str | None:
    """(2.40.0) The gold's answer to a question answered yes or no (the comment above)."""
    said = yes_or_no(gold_text)
    first = cl.sentences(gold_text)[:1]
    if said or not first or _GOLD_EXCEPTION_RE.search(gold_text) or not _GOLD_DENIES_RE.search(first[0]):
        return said
    g, q = cl.make_claim(first[0]), cl.make_claim(question)
    return "no" if g.negated and q.words and len(g.words & q.words) >= RESTATED * len(q.words) else None


def check_yes_no(answer: str, gold_text: str, question: str, criticals: list[str], notes: list[str]) -> None:
    """(2.40.0) An answer opening "Yes" to a question the gold answers "no", or "No" to one it answers
    "yes": ``opposite_claim``."""
    if not _YES_NO_RE.match(question) or cl.make_claim(question).negated or _ASKS_ABOUT_RE.search(question):
        return
    mine, theirs = yes_or_no(answer), gold_yes_or_no(gold_text, question)
    if mine and theirs and mine != theirs:
        _add(criticals, notes, "opposite_claim", f"the answer opens {mine!r} to a question the gold answers {theirs!r} (2.40.0)")


# (2.40.0) A test the answer says to monitor that no sentence of the label saying to monitor, measure,
# check, assess or obtain something names, nor the gold or the question ("liver function tests should be
# monitored closely" where the label has viral load monitored): the thing monitored is the words after
# "monitor" or "monitoring of", or up to five before "should be monitored", within their clause; its words
# are read less those of any test ("tests", "levels", "counts"), of time ("monthly", "closely"), the
# label's names for the drug (``LabelView.subject_words``), initials ("CBC", "LFTs": the label may spell
# them out) and words of three letters or fewer, and it is flagged only where none of those words, nor
# another name of the test ("kidney" for renal, "sugar" for glucose), is known. People monitored ("those
# receiving it", "elderly patients", "a patient with kidney disease") and adverse reactions are no test, and a negated clause ("routine
# monitoring of liver function is not required") monitors nothing.
_MONITOR_RE = re.compile(r"(?i)\bmonitor")
_MONITOR_HOW = r"(?:(?:closely|carefully|more\s+frequently|frequently|regularly|periodically|routinely)\s+)?"
_MONITOR_END = (r"(?=\s+(?:in|during|for|when|while|if|because|since|as|every|each|at|and|or|but|closely|more|regularly|"
                r"periodically|to|after|before|with|is|are|be|was|were|throughout|until|often|\w+ly)\b|[.,;:()!?\n]|$)")
_MONITOR_ACTIVE_RE = re.compile(
    r"(?i)\b(?:monitor(?:s)?\s+|monitoring\s+of\s+)" + _MONITOR_HOW + r"(?:for\s+)?(?:the\s+|a\s+|patients'?\s+|their\s+)?"
    r"([^.,;:()\u2013\u2014\n]{1,60}?)" + _MONITOR_END)
_MONITOR_PASSIVE_RE = re.compile(
    r"(?i)(?<![\w'’-])((?:[\w+/-]+\s+){0,4}[\w+/-]+)\s+(?:should|must|will|needs?\s+to|are\s+to|is\s+to|has\s+to|have\s+to)"
    r"\s+be\s+" + _MONITOR_HOW + r"monitored")
_MONITOR_PASSED_WORDS = frozenset(base.content_words(
    "incl e.g i.e test tests level levels function functions count counts value values parameter parameters study "
    "studies closely frequently carefully regularly periodically patient patients sign signs symptom symptoms regular "
    "periodic routine routinely response responses status therapy treatment effect effects change changes result "
    "results laboratory lab clinical blood serum plasma also should must needed need recommended advised so then "
    "particularly especially including include includes such early appearance development during initial baseline "
    "dose doses daily weekly monthly often throughout each until adverse reaction reactions toxicity side safety "
    "weight height growth any"))
_NOT_A_TEST_RE = re.compile(r"(?i)^(?:because|since|as|at|for|when|if|before|after|during|while|every|to|in|on|with|it|"
                            r"they|this|these|that|them|him|her|you|your)\b|\b(?:those|patients?|infants?|child|children|"
                            r"neonates?|newborns?|babies|baby|people|wom[ae]n|m[ae]n|adults?|elderly|older|pregnant|anyone|"
                            r"everyone|someone|mothers?|fetus)\b")
_CLAUSE_JOINT_RE = re.compile(r"(?i)\s-\s|\b(?:and|but|so|or|while|whereas|then|thus|therefore)\b")
_MONITOR_DENIED_RE = re.compile(r"(?i)\b(?:not|no|never|without|unnecessary|needn[’']t)\b|n[’']t\b")
_INITIALS_RE = re.compile(r"^[A-Z0-9+\-]{2,}s?$")
MONITORED_LETTERS = 4  # a monitored word shorter than this is not read


def monitored(text: str) -> list[str]:
    """(2.40.0) What ``text`` says to monitor, each as its words (the comment above); none of a clause
    with a negation."""
    found = []
    for clause in re.split(r"[.;:!?\n]", text):
        if _MONITOR_DENIED_RE.search(clause):
            continue
        found += [_CLAUSE_JOINT_RE.split(m.group(1))[0] for m in _MONITOR_ACTIVE_RE.finditer(clause)]
        found += [_CLAUSE_JOINT_RE.split(m.group(1))[-1] for m in _MONITOR_PASSIVE_RE.finditer(clause)]
    out = []
    for words in found:
        words = words.strip()
        if words and not _NOT_A_TEST_RE.search(words):
            out.append(words)
    return out


# (2.40.0) names of one test or finding that a label and an answer may use for each other
_TEST_NAMES = tuple(frozenset(base.content_words(base.normalize(t, "v2"))) for t in (
    "renal kidney creatinine", "glucose sugar", "inr prothrombin coagulation", "ecg ecgs electrocardiogram qt",
    "bleeding hemorrhage haemorrhage", "hemoglobin haemoglobin", "hepatic liver"))


def _named_alike(words: frozenset) -> frozenset:
    """(2.40.0) ``words`` with the other names of each test they name (``_TEST_NAMES``)."""
    return words.union(*(names for names in _TEST_NAMES if names & words))


def _test_words(words: str) -> frozenset:
    kept = " ".join(t for t in words.split() if not _INITIALS_RE.match(t.strip("(),")))
    return frozenset(w for w in base.content_words(base.normalize(kept, "v2"))
                     if w not in _MONITOR_PASSED_WORDS and len(w) >= MONITORED_LETTERS and not w.endswith("ly"))


def check_monitored(answer: str, gold_text: str, question: str, view: "LabelView", criticals: list[str],
                    notes: list[str]) -> None:
    """(2.40.0) A test the answer says to monitor, none of whose words (nor another name of it,
    ``_TEST_NAMES``) a label sentence with a word of monitoring has, nor the gold or the question (the
    comment above): ``substituted_term``. Not read where the label never says "monitor"."""
    said = view.monitored_words
    if said is None or not _MONITOR_RE.search(answer):
        return
    known = _named_alike(said | substitution.stems_of(gold_text) | substitution.stems_of(question)) | view.subject_words
    for words in monitored(answer[:base.MAX_TEXT_CHARS]):
        test = _test_words(words)
        if test and not test & known:
            _add(criticals, notes, "substituted_term",
                 f"the answer says to monitor {words!r}, which no sentence of the label saying what to monitor names (2.40.0)")
            return


# (2.41.0) safety, effectiveness or efficacy said to be established or shown. Two shapes: the measure
# before its verb ("effectiveness was demonstrated", "the safety of X has been established"), and the verb,
# in the past, before its measure ("a trial demonstrated its effectiveness"; not "needed to establish
# effectiveness"). "Not" between them, a negator or hedge from the clause's start to the verb
# (``_SHOWN_DENIED_RE``; a clause starts after ".", ";", ":" or a conjunction, so "No trial (in patients
# aged 10 to 17), to date, has demonstrated ..." is a denial), or one after it before the next comma or
# right after it ("..., but not in children"; ``_SHOWN_DENIED_AFTER_RE``) makes the statement no claim
# that it was shown.
_MEASURE = r"(?:safety|effectiveness|efficacy)"
# a measure as a modifier ("safety concerns", "efficacy data") is none
_NOT_MEASURE = (r"(?!\s+(?:concerns?|issues?|signals?|problems?|risks?|findings?|data|profiles?|events?|endpoints?"
                r"|outcomes?|results?|information|monitoring|studies|study|trials?|population|analys[ie]s|margins?))")
_MEASURES = rf"{_MEASURE}(?:\s*(?:,|and/or|and|or)\s*{_MEASURE})*{_NOT_MEASURE}"
_SHOWN_VERBS = r"(?:established|demonstrated|shown|proven|proved|confirmed)"
_MEASURE_SHOWN_RE = re.compile(
    rf"(?i)\b(?P<first>{_MEASURES})\b(?:\s+(?:of|in|for)\s+[^.;:,()]{{1,60}}?)?\s+(?:has|have|was|were|is|are)\s+"
    rf"(?P<between>(?:(?:not|never|yet|been|clearly|well|now|also)\s+)*){_SHOWN_VERBS}\b"
    rf"|\b(?P<verb>demonstrated|established|showed|shown|proved|proven|confirmed"
    rf"|did\s+(?:demonstrate|establish|show|prove|confirm))\s+"
    rf"(?P<det>(?:its|the|their|his|her|this|that)\s+)?(?P<second>{_MEASURES})\b")
_ADJECTIVE_VERBS = frozenset({"established", "shown", "proven", "proved"})  # "with established efficacy": no claim
_SHOWN_DENIED_RE = re.compile(r"(?i)\b(?:not|never|no|none|neither|nor|without|failed|fails|fail|unable|lack(?:s|ed|ing)?"
                              r"|insufficient|inadequate|limited|unavailable|unclear|uncertain|unknown|unproven|if"
                              r"|until|whether|\w+n't|says?|said|stat(?:e|es|ed)|claims?|claimed|misconceptions?"
                              r"|wrong(?:ly)?|incorrect(?:ly)?|false(?:ly)?|myths?|suggests?|suggested)\b")
_SHOWN_DENIED_AFTER_RE = re.compile(r"(?i)^[^,.;:]*\b(?:not|never|no|neither|nor|failed|fails|unable)\b"
                                    r"|^[^.;:]*?,\s*(?:but|yet)\s+(?:not|never|no|failed|it failed)\b")
_SHOWN_CLAUSE_RE = re.compile(r"(?i)[.;:]|\b(?:but|although|though|while|whereas|because|since|however)\b")
_SHOWN_CLAUSE_END_RE = re.compile(rf"{_SHOWN_CLAUSE_RE.pattern}|,")
_SHOWN_LABEL_AFTER_RE = re.compile(r"(?i)^\s*,?\s*(?:but\s+)?not\b")
SHOWN_SHARED = 2  # words the answer's clause shares with the label's denial, measure words, drug names and "patients" aside
_SHOWN_WORDS = cl.make_claim("safety effectiveness efficacy established demonstrated shown proven proved confirmed "
                             "patient patients").words


def _measures_in(text: str) -> list[str]:
    """The measures a phrase names, efficacy and effectiveness as one."""
    return [m.lower().replace("efficacy", "effectiveness") for m in re.findall(rf"(?i){_MEASURE}", text)]


def shown_measures(text: str, label: bool = False) -> list[tuple[str, Any]]:
    """(2.41.0) The measures (``safety``, ``effectiveness``; efficacy is effectiveness) a text says were
    established or shown, each with its match; not those it denies, reports or hedges (see the comment
    above), nor an adjective's ("a drug with established efficacy"). ``label``: a label's sentence, where
    only "not" right after the claim denies it ("Efficacy was established in adults who had not shown a
    response to methotrexate" says it was)."""
    text = text[:base.MAX_TEXT_CHARS]
    bounds = [c.end() for c in _SHOWN_CLAUSE_RE.finditer(text)]
    out = []
    for m in _MEASURE_SHOWN_RE.finditer(text):
        if m.group("first") is not None and re.search(r"(?i)\b(?:not|never)\b", m.group("between") or ""):
            continue
        if m.group("second") is not None and not m.group("det") and m.group("verb").lower() in _ADJECTIVE_VERBS:
            continue
        cut = max((b for b in bounds if b <= m.start()), default=0)
        after = text[m.end():]
        if _SHOWN_DENIED_RE.search(text[cut:m.start()]) \
                or (_SHOWN_LABEL_AFTER_RE if label else _SHOWN_DENIED_AFTER_RE).search(after):
            continue
        out += [(x, m) for x in _measures_in(m.group("first") or m.group("second"))]
    return out


def _shown_clause(text: str, m: Any) -> str:
    """The clause of ``text`` that holds match ``m`` (see ``_SHOWN_CLAUSE_RE``), up to the next comma after it."""
    start = max((c.end() for c in _SHOWN_CLAUSE_RE.finditer(text[:m.start()])), default=0)
    after = _SHOWN_CLAUSE_END_RE.search(text, m.end())
    return text[start:after.start() if after else len(text)]


def check_established(texts: list[str], view: "LabelView", criticals: list[str], notes: list[str]) -> None:
    """(2.41.0) A sentence that says a drug's safety or effectiveness was established or shown ("a 52-week
    trial in patients aged 10 to 17 years demonstrated its effectiveness") where a label sentence says it
    was not ("Effectiveness ... was not demonstrated in a 52 week ... trial ... in 151 pediatric patients
    aged 10 to 17 years") and no label sentence says it was: ``opposite_claim``. The clause of the claim
    shares ``SHOWN_SHARED`` words with the label's denial beyond the measure, the verb, the drug's names,
    the indication's words and "patients", names no population the denial does not ("in adults"), and
    shares a population or a value with a unit with it (the study's "52-week", "aged 10 to 17 years"), so that the two
    are about the same population or study."""
    denials = view.unshown
    if not denials:
        return
    for text in texts:
        for measure, m in shown_measures(text):
            if measure in view.shown:
                continue
            clause = cl.make_claim(_shown_clause(text, m))
            words = clause.words - _SHOWN_WORDS - view.subject_words - view.indication_stems
            pops = clause.values["population"]
            values = {k for k, _, _ in clause.values["numbers"] if k[0] != "number"}  # "52-week", not "type 2"
            for u in denials.get(measure, ()):
                if len(words & u.words) >= SHOWN_SHARED and pops <= u.values["population"] \
                        and (pops & u.values["population"] or values & {k for k, _, _ in u.values["numbers"]}):
                    _add(criticals, notes, "opposite_claim",
                         f"{m.group(0)!r} where the label says {u.text[:160]!r} ({u.source}) (2.41.0)")
                    return


_STATEMENT_FILLERS = cl.make_claim("cause causes can may be is are").words
_STATEMENT_HEADS = _STATEMENT_FILLERS | cl.make_claim("itself alone").words  # what "not" may bind in a denial
_NOT_DENIAL_RE = re.compile(r"(?i)\bnot\s+(?:only|the only|always|all|necessarily|just)\b|\bthan\b|\b(?:more|less|as) often\b")
_STATEMENT_CONDITION_RE = re.compile(r"(?i)\b(?:if|unless|until|whether|once)\b")
_DENYING = frozenset({"not", "never", "no", "cannot"})  # the negators of a denial ("without", "nor" are not)


def _forms_alike(a: str, b: str) -> bool:
    """Two stems of one word ("hepatotox", "hepatotoxic"): equal, or one begins the other and holds
    ``FORM_SHARE`` of it; a word of a pole ("hypo/hyper:glycemia") only whole."""
    if a == b or "/" in a or "/" in b:
        return a == b
    short, long = sorted((a, b), key=len)
    return len(short) >= 6 and long.startswith(short) and len(short) >= FORM_SHARE * len(long)


def _has_forms(words: frozenset, of: Iterable[str]) -> bool:
    return all(any(_forms_alike(w, x) for x in words) for w in of)


def check_denied_statement(in_sentences: list, view: "LabelView", criticals: list[str], notes: list[str]) -> None:
    """(2.41.0) ``opposite_claim``: an answer clause with one negator that has every word of a short
    affirmative label sentence (``LabelView.statements``: "PURIXAN can cause hepatotoxicity."), in some
    form, with the negator inside the smallest run of the clause's words that holds each of them once
    ("PURIXAN is not itself hepatotoxic", "PURIXAN itself does not cause hepatotoxicity"), binding none but
    them, "cause", "itself" or "alone" (not "should not be combined with ..."); "not", "no", "never" or
    "cannot", not "without" or a word that negates by itself ("contraindicated"). Not a clause that states a
    number the statement does not ("the 5 mg tablets are not scored"), compares ("not more often than
    placebo") or hedges ("not only", "not always"), nor one in a sentence with a condition ("if", "until",
    "whether")."""
    if not view.statements:
        return
    for a, sentence in in_sentences:
        if not a.negated or _negator_count(a.text) != 1 or _NOT_DENIAL_RE.search(a.text) \
                or _STATEMENT_CONDITION_RE.search(sentence.text):
            continue
        tokens = cl._norm(a.text).split()
        negators = [i for i in cl._negators(tokens) if tokens[i] in _DENYING or tokens[i].endswith("n't")]
        heads, bare = cl.negation_heads(tokens, negators)
        if not negators or not bare or not heads:
            continue
        token_words = [cl.make_claim(t).words for t in tokens]
        for u, words in view.statements:
            if not _has_forms(a.words, words) or not _states_values_of(a, u) \
                    or any(not any(_forms_alike(h, w) for w in words) for h in heads - _STATEMENT_HEADS):
                continue
            at = {w: [i for i, ws in enumerate(token_words) if any(_forms_alike(x, w) for x in ws)] for w in words}
            if not all(at.values()):
                continue
            # the smallest window holding one place of each word: its bounds are places of the words
            places = sorted(i for spots in at.values() for i in spots)
            best = None
            for lo in places:
                hi = max(min((i for i in spots if i >= lo), default=10 ** 6) for spots in at.values())
                if hi < 10 ** 6 and (best is None or hi - lo < best[1] - best[0]):
                    best = (lo, hi)
            if best and any(best[0] < i < best[1] for i in negators):
                _add(criticals, notes, "opposite_claim", f"{a.text!r} denies {u.text!r} ({u.source}) (2.41.0)")
                return


_DOSE_UNITS = r"(?:mg|mcg|µg|g|ml|mL|units?|iu|IU)"
_FORMS = r"(?:tablets?|capsules?|strengths?|vials?|syringes?|pens?|dosage forms?|dose forms?|formulations?)"
# (2.26.1) said not to exist: "there is no 25 mg tablet", "no 25 mg tablet", "a 25 mg tablet is not
# available" (the span before the verb crosses no other number)
_DENIED_RE = re.compile(
    rf"(?i)\b(?:there (?:is|are) no|no)\s+(?:an?\s+)?(\d+(?:\.\d+)?)\s*({_DOSE_UNITS})\b(?=\s*{_FORMS})"
    rf"|\b(?:there (?:is|are) no)\s+(?:an?\s+)?(\d+(?:\.\d+)?)\s*({_DOSE_UNITS})\b"
    rf"|\b(\d+(?:\.\d+)?)\s*({_DOSE_UNITS})\b[^.;\d]{{0,40}}?\b(?:(?:is|are) not|isn't|aren't|is|are) "
    rf"(?:available|supplied|marketed|made|offered|sold|unavailable)\b")


def _denied(text: str) -> list:
    """(2.26.1) The (value, unit) pairs a text says do not exist, each with its match."""
    out = []
    for m in _DENIED_RE.finditer(text):
        if m.group(5) and not re.search(r"(?i)\bnot\b|n't|unavailable", m.group(0)):
            continue  # "25 mg tablets are available": said to exist
        value, unit = next((m.group(i), m.group(i + 1)) for i in (1, 3, 5) if m.group(i))
        out.append(((float(value), unit.lower()), m))
    return out


def check_denied_values(answer: str, gold_text: str, view: "LabelView", criticals: list[str], notes: list[str]) -> None:
    """(2.26.0) A strength or dose the gold states that the answer says does not exist ("there is no
    25 mg tablet", "a 25 mg tablet is not available"), where no label sentence says so:
    ``opposite_claim``. (2.26.1) Compared as value and unit."""
    gold = {(float(v), u.lower()) for v, u in re.findall(rf"(?i)(\d+(?:\.\d+)?)\s*({_DOSE_UNITS})\b", gold_text)}
    for key, m in _denied(answer):
        if key in gold and key not in view.denied:
            _add(criticals, notes, "opposite_claim", f"the answer says {m.group(0)!r}; the gold states {key[0]:g} {key[1]}")
            return


_FREE_RE = re.compile(r"(?i)\b([a-z]{4,})-free\b|\bfree (?:of|from) ([a-z]{4,})"
                      r"|\b(?:does|do) not contain (?:any )?([a-z]{4,})|\b(?:doesn't|don't) contain (?:any )?([a-z]{4,})"
                      r"|\bmade without (?:any )?([a-z]{4,})"
                      # (2.37.0) "contain no lactose", "neither strength contains lactose"
                      r"|\bcontains? no ([a-z]{4,})|\bneither\s+(?:[a-z0-9-]+\s+){0,3}?contains (?:any )?([a-z]{4,})"
                      r"|\bnone of (?:[a-z0-9-]+\s+){0,3}?contains? (?:any )?([a-z]{4,})"
                      r"|\b(?:has|have) no ([a-z]{4,})\b(?= in\b| as an? (?:inactive )?ingredient)"
                      r"|\bno ([a-z]{4,}) (?:is|are) (?:contained|present|included|used)")
_INGREDIENT_RE = re.compile(r"(?i)ingredient|excipient|\bcontains?\b")
_FREE_CONTRASTED_RE = re.compile(r"(?i)\b(?:unlike|but|whereas|while|however)\b")  # (2.37.0) one form beside another


def check_free_of(answer: str, view: "LabelView", criticals: list[str], notes: list[str]) -> None:
    """(2.26.0) An answer that says the product is free of a substance ("lactose-free") the label
    lists among what it contains, and never says it is free of: ``opposite_claim``. (2.37.0) In more
    wordings ("contain no lactose", "neither strength contains lactose"); not an everyday word ("contains
    no other active ingredient"), a claim hedged or reported before it (``_HEDGED_RE``), set beside
    another form ("unlike the tablets, the suspension ..."), asked, or made on a question of two labels."""
    if len(view.label_texts) > 1:
        return  # (2.37.0) which of two labels lists it is not read
    for m in _FREE_RE.finditer(answer):
        word = next(g for g in m.groups() if g).lower()
        sentence = answer[max(answer.rfind(".", 0, m.start()), answer.rfind("?", 0, m.start())) + 1:m.start()]
        if word in FREQUENT or _HEDGED_RE.search(sentence) or _FREE_CONTRASTED_RE.search(sentence) \
                or "?" in answer[m.end():m.end() + 80].split(".")[0]:
            continue  # (2.37.0) "contains no other ...", "unlike the tablets, the suspension contains no lactose"
        has = re.compile(rf"(?i)\b{re.escape(word)}")
        listed = [u.text for u in view.sentences if has.search(u.text) and _INGREDIENT_RE.search(u.text)]
        if not listed:
            continue
        label = view.text
        w = re.escape(word)
        if re.search(rf"(?i)\b{w}[- ]free\b|\bfree (?:of|from) {w}|\bno {w}|\bwithout {w}|not contain (?:(?:an?|any) )?{w}"
                     rf"|\b{w}-?\s+(?:and|or)\s+[a-z-]+-free", label):
            continue
        _add(criticals, notes, "opposite_claim", f"the answer says {m.group(0)!r}; the label lists {word!r}: {listed[0][:120]!r}")
        return


# (2.37.0) A scope denied: "this reduced dose does not apply to patients with ESRD requiring dialysis"
# where the label gives that dose to them too. The scope's content words, people words aside; the
# label's sentence read in stretches (:func:`_stretches`), one of which must give the dose and name the
# scope.
_NOT_APPLY_RE = re.compile(r"(?i)\b(?:(?:does|do|did)\s+not|doesn't|don't|is\s+not|isn't)\s+"
                           r"(?:apply|extend|pertain|relate)\s+to\s+([^.;:()]{3,80})")
_PEOPLE = frozenset(map(base._stem, ("patients", "patient", "people", "those", "persons", "individuals", "adults",
                                     "anyone", "who", "with", "have", "having")))
# where a label sentence's stretches and an answer clause end: ";", "," and coordinators
_STRETCH_SPLIT_RE = re.compile(r"(?i)[;,]|\band\b|\bwhile\b|\bwhereas\b|\bbut\b")
_EXCEPTED_RE = re.compile(r"(?i)\b(?:except|unless|other than|excluding)\b[^;]*")  # what a dose is not for
# what the denial's subject must be: the dose given before it, named or referred to
_DOSE_SUBJECT_RE = re.compile(r"(?i)^\s*(?:but\s+|however,?\s+)?(?:it|this|that|which|(?:this|that|the|such)\s+"
                              r"(?:(?:reduced|lower|recommended|same|adjusted)\s+)?(?:dose|dosage|dosing|regimen|"
                              r"recommendation))\s*$")
SCOPE_WORDS = 2  # content words a denied scope must have to be looked up


def _stretches(text: str) -> list[str]:
    """(2.37.0) A label sentence's stretches: split at ";", "," and coordinators, its exceptions left out
    ("except in moderate renal impairment, ..."); a stretch giving no dose is joined to the dose after it
    where none came before ("For patients with ESRD requiring dialysis, the dose is 6.25 mg"), else to the
    one before it ("6.25 mg once daily in severe renal impairment, as well as in ESRD")."""
    out: list[str] = []
    leading = ""
    for part in _STRETCH_SPLIT_RE.split(_EXCEPTED_RE.sub(" ", text)):
        if _dose_figures(part):
            out.append(f"{leading} {part}")
            leading = ""
        elif out:
            out[-1] += " " + part
        else:
            leading += " " + part
    return out


def check_denied_scope(texts: list[str], view: LabelView, criticals: list[str], notes: list[str]) -> None:
    """(2.37.0) ``opposite_claim``: a clause with no figure of its own saying that the dose the sentence
    gave before it ("this dose", "this reduced dose", "it") "does not apply (extend) to" a scope, where a
    stretch of a label sentence with no negator gives that dose and names every word of the scope
    (:func:`_stretches`). A clause with a subject of its own ("the 12.5 mg dose", "the moderate-impairment
    dose", "the standard dose", "timing restrictions") is left alone."""
    for n, text in enumerate(texts):
        for m in _NOT_APPLY_RE.finditer(text):
            start = max((b.end() for b in _STRETCH_SPLIT_RE.finditer(text, 0, m.start())), default=0)
            subject = text[start:m.start()]
            if not _DOSE_SUBJECT_RE.match(subject):
                continue
            scope = _words_of(m.group(1)) - _PEOPLE
            # the dose given before it in its sentence, or in the sentence before (split at ";")
            given = set(_dose_figures(text[:start] or (texts[n - 1] if n else "")))
            if len(scope) < SCOPE_WORDS or not given or _NEGATING_RE.search(m.group(1)):
                continue
            for u in view.sentences:
                if not scope <= u.words or _NEGATING_RE.search(u.text):
                    continue
                if any(scope <= _words_of(part) and given & set(_dose_figures(part)) for part in _stretches(u.text)):
                    _add(criticals, notes, "opposite_claim",
                         f"{m.group(0).strip()!r}, where the label gives that dose to them: {u.text[:160]!r} (2.37.0)")
                    return
