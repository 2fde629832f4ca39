"""Rubric v3's checks of terms (``substituted_term``, ``unsupported_term``, ``hedged_values``):
a clinical term, organ, reason, class member or role of the label replaced by another, terms
paired crosswise, qualifiers handed to each other's finding, terms no passage states, and values
offered as alternatives.

Each check takes the answer's sentences or claims and the question's ``LabelView`` and adds a
critical error with a note naming the answer's words and the label's.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from itertools import chain, combinations, permutations
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

try:  # a package under evaluate and in the runner; a plain folder in the Harbor verifier
    from . import claim_matching as match
    from . import claim_substitution as substitution
    from . import claims as cl
    from . import rubric as base
    from .common_words import FREQUENT
    from .label_words import (CONTEXT, EXPRESSED, LABEL_POLE_ALIGNED, LABEL_POLE_WORDS, SAME_FINDING, SOURCE,
        TERM_LETTERS, _add, _apostrophes, _clause_around, _common_stems, _known, _near, _plain_stems, _pole_stem,
        _word_index, general_word, glossed, read_as_meant, root, roots, vocabulary)
except ImportError:
    import claim_matching as match
    import claim_substitution as substitution
    import claims as cl
    import rubric as base
    from common_words import FREQUENT
    from label_words import (CONTEXT, EXPRESSED, LABEL_POLE_ALIGNED, LABEL_POLE_WORDS, SAME_FINDING, SOURCE,
        TERM_LETTERS, _add, _apostrophes, _clause_around, _common_stems, _known, _near, _plain_stems, _pole_stem,
        _word_index, general_word, glossed, read_as_meant, root, roots, vocabulary)

if TYPE_CHECKING:
    from .label_view import LabelView


def label_opposite(a: Any, view: LabelView, skip: frozenset) -> Any:
    """(2.13.0) A label clause about the same finding as ``a`` (``LABEL_POLE_ALIGNED`` of the words
    both ways, each of ``LABEL_POLE_WORDS`` words or more) with the other pole of one of its
    antonyms ("higher exposures of rilpivirine" where the label says lower), if any."""
    for i in _near(view.claim_sentence_index, a.words - skip):
        c = view.claim_sentences[i][0]
        if (len(c.words - skip) >= LABEL_POLE_WORDS and match.aligned(a, c, skip) >= LABEL_POLE_ALIGNED
                and any(crit == "opposite_claim" for crit, _ in match.conflicts(a, c))):
            return c
    return None


def check_alternatives(answer_sentences: list, view: LabelView, stated: frozenset, criticals: list[str],
                       notes: list[str]) -> None:
    """(2.10.0) Values offered as alternatives to one another ("10 mL or 5 mL or 2.5 mg") that no
    sentence of the label, nor the gold or the question (``stated``), states together: a hedge."""
    for sentence in answer_sentences:
        for keys in cl.alternatives(sentence):
            if keys <= stated or any(keys <= values for values in view.value_sets):
                continue
            shown = " or ".join(f"{v:g} ({kind})" for kind, v in sorted(keys))
            _add(criticals, notes, "hedged_values",
                 f"sentence {sentence.strip()!r} offers {shown} as alternatives, which no label sentence states together")


@functools.lru_cache(maxsize=4096)
def _references(*texts: str, asks: bool = False) -> Any:
    """``substitution.References`` of some texts, built once for every answer to a question
    (``asks``: the question's, (2.27.0) no slots of a finding)."""
    return substitution.References(texts, asks=asks)


def check_substitutions(answer: str, gold_text: str, question: str, view: LabelView, criticals: list[str],
                        notes: list[str]) -> None:
    """(2.12.0) A sentence that follows a sentence of the gold, the question or the label word for
    word but puts another clinical term or number in place of one of its own
    (claim_substitution.py): ``substituted_term``; (2.21.0) two of their runs put in each
    other's place (``claim_substitution.exchanges``); and (2.22.0) a list of the question or the
    gold restated with one member replaced (``claim_substitution.replaced_members``; (2.39.0) a list of two
    members too)."""
    gold, asked = _references(*cl.sentences(gold_text)), _references(question, asks=True)
    groups = (gold, asked, view.sequences)
    alignment = substitution.aligned(answer, groups)  # each sentence aligned once for both checks
    for sentence, one, other in substitution.exchanges(answer, groups, alignment):
        _add(criticals, notes, "substituted_term",
             f"sentence {sentence!r} puts {one!r} and {other!r} in each other's place (2.21.0)")
    for listed, said, stated in substitution.replaced_members(answer, (question, gold_text), (gold_text,)):
        version = "2.39.0" if listed.count(", ") == 1 else "2.22.0"  # (2.39.0) a list of two members
        _add(criticals, notes, "substituted_term",
             f"list {listed!r} puts {said!r} in place of {stated!r} of the question's or the gold's list ({version})")
    for sentence, said, stated, group, i in substitution.substitutions(answer, groups, alignment):
        where = "gold" if group is gold else "question" if group is asked else view.sentences[i].source
        _add(criticals, notes, "substituted_term",
             f"sentence {sentence!r} says {said!r} where the sentence it follows ({where}) says {stated!r}")


# (2.27.0) Crossed pairs. A term of at most CROSSED_DF label sentences is one the label says of a
# few findings only.
CROSSED_DF = 2
CROSSED_TERMS = 8  # (2.27.1) a clause with more such terms (a pasted table) is not read: pairs grow as its fourth power
_PARAPHRASED = frozenset(base._SYNONYMS.values())  # the stems paraphrases are read as ("administer" for "take")
_EVERYDAY_STEMS = frozenset(map(base._stem, FREQUENT))  # (2.27.1) "serious", "hospital" as stems
_LIST_WORDS = frozenset({"and", "or", "nor"})


def _holders(view: LabelView, term: Any) -> frozenset:
    """The label sentences that state ``term`` (a word stem, or a number's value key)."""
    return frozenset((view.sentence_index if isinstance(term, str) else view.value_index).get(term, ()))


def check_crossed(answer_claims: list, view: LabelView, criticals: list[str], notes: list[str],
                  figures: bool = True, halves: tuple = ()) -> bool:
    """(2.27.0) Two clauses of the answer that pair the label's terms crosswise: one says x with y',
    another x' with y, where label sentences say x with y and x' with y' and none says x with y' or
    x' with y ("necrotizing enterocolitis has been reported in cases of overdose ... monitored for
    seizures" where the label reports seizures with overdose and has infants monitored for
    necrotizing enterocolitis): ``substituted_term``, as an exchange is. Each term is one of few label sentences
    (``CROSSED_DF``).

    (2.36.0) Read again over whole sentences, words only (``figures`` false), for a pairing that runs
    across a sentence's clauses ("... on beta-adrenergic antagonists because additive pharmacologic
    effects are expected", where the label gives beta-blockers conduction disturbances and drugs with
    parasympathomimetic effects additive effects); a sentence that contrasts or lays findings out in
    order (``_CONTRASTED_RE``) is not read so.

    (2.37.0) Figures are crossed with words of appearance too (``_APPEARANCE``), where the word is of one
    label sentence only ("10 mg ... oval tablets" and "25 mg ... round tablets", where the label
    describes the 10 mg tablet as round and the 25 mg as oval), read only in a clause with a figure that
    neither denies nor reports ("the 10 mg tablet is not oval", "some sources wrongly say ..."); two such
    words, or one with a clinical term, are not paired.
    (2.41.0) ``halves``: units read with ``answer_claims`` (:func:`contrasted_halves`), whose crossings are
    noted as 2.41.0's.

    Whether a crossing was found."""
    answer_claims = [*answer_claims, *halves]
    held: dict = {}
    plain: set = set()
    tag = "" if figures else " (2.36.0)"

    def terms(c: Any) -> frozenset:
        out = set()
        for t in (*c.words, *((k for k, _, _ in c.values["numbers"]) if figures else ())):
            if t not in held:
                held[t] = _holders(view, t)
            if 0 < len(held[t]) <= CROSSED_DF and (not isinstance(t, str) or _clinical_stem(t)):
                out.add(t)
            elif figures and t in _APPEARANCE and len(held[t]) == 1 and c.values["numbers"] and not c.negated \
                    and not _HEDGED_RE.search(c.text):
                out.add(t)
                plain.add(t)
        return frozenset(out)

    def fits(a: Any, b: Any) -> bool:
        """(2.37.0) A word of appearance pairs with a figure only."""
        return not (a in plain and isinstance(b, str) or b in plain and isinstance(a, str))

    units = [(c, terms(c)) for c in answer_claims]
    units = [(c, t) for c, t in units if 2 <= len(t) and len(t - plain) <= CROSSED_TERMS]
    for n, (c1, t1) in enumerate(units):
        for c2, t2 in units[n + 1:]:
            for x, y2 in permutations(sorted(t1 - t2, key=repr), 2):  # in one order: notes alike in every process
                if not fits(x, y2) or held[x] & held[y2] or _listed(c1, x, y2, t1):
                    continue
                for x2, y in permutations(sorted(t2 - t1, key=repr), 2):
                    if not (fits(x, y) and fits(x2, y2) and fits(x2, y)):
                        continue
                    if plain & {x, y, x2, y2} and (_HEDGED_RE.search(c1.text) or _HEDGED_RE.search(c2.text)):
                        continue  # (2.37.0) a pairing reported, not made ("some sources wrongly say ...")
                    if held[x] & held[y] and held[x2] & held[y2] and not held[x2] & held[y] and not _listed(c2, x2, y, t2):
                        _add(criticals, notes, "substituted_term",
                             f"{c1.text!r} and {c2.text!r} pair the label's terms crosswise: its sentences say "
                             f"{_shown(x)} with {_shown(y)} and {_shown(x2)} with {_shown(y2)}"
                             f"{' (2.37.0)' if plain & {x, y, x2, y2} else ' (2.41.0)' if c1 in halves or c2 in halves else tag}")
                        return True
    return False


# (2.39.0) Crossed pairs within a sentence. A label sentence may pair four terms itself ("when both the
# antihistaminic properties of desloratadine and the nasal decongestant properties of pseudoephedrine are
# desired"), which check_crossed, reading whole sentences, cannot split. Read phrase by phrase (split at
# punctuation and at "and", "or", "with", "plus", "but", "while", "whereas", "versus"), two phrases of the answer
# that pair x with y' and x' with y, where phrases of the label pair x with y and x' with y' and none pairs
# x with y' or x' with y ("the antihistaminic properties of pseudoephedrine with the nasal decongestant
# properties of desloratadine"), cross them: ``substituted_term``. A term is a clinical stem of at most
# CROSSED_PHRASE_DF label phrases; a phrase of the answer with a negation, or a sentence that denies or
# corrects a pairing (``_PAIRING_DENIED_RE``), pairs nothing, nor do two terms side by side ("a
# desloratadine/pseudoephedrine tablet"). A label sentence naming two terms, neither of them paired in a
# phrase with the crossing's other terms ("tachycardia has been reported with pseudoephedrine"), states
# them together. At most CROSSED_PHRASES phrases of an answer are read.
CROSSED_PHRASE_DF = 3
CROSSED_PHRASE_TERMS = 4  # an answer phrase with more such terms (a list) is not read
_PHRASE_SPLIT_RE = re.compile(r"(?i)[,;:()\[\]]|\s[-–—]\s|\b(?:and|with|plus|while|whereas|but|or|as\s+well\s+as|versus|vs)\b")
# a sentence that denies or corrects a pairing ("desloratadine lacks nasal decongestant properties", "a common
# mix-up credits ... ; the label says the opposite") makes none
_PAIRING_DENIED_RE = re.compile(r"(?i)\b(?:lack\w*|free\s+of|wrong\w*|mistak\w*|mix-?up|confuse[ds]?\s+with|confusing|"
                                r"incorrect\w*|opposite|reverse[ds]?\b|reversal|contrary|misattribut\w*|cannot|can't|"
                                r"devoid|none\s+of|negligible|fail\w*|other\s+way|vice\s+versa|myth|misconception)")
CROSSED_PHRASES = 60  # answer phrases read at most: pairs of them grow as their square


def _phrases(text: str) -> list[str]:
    return [p for p in _PHRASE_SPLIT_RE.split(text[:base.MAX_TEXT_CHARS]) if p and p.strip()]


def _side_by_side(phrase: str, a: str, b: str) -> bool:
    """(2.39.0) Whether stems ``a`` and ``b`` stand side by side in ``phrase`` ("a desloratadine/pseudoephedrine
    tablet", "antihistamine-decongestant therapy"): two things named together, not one said of the other."""
    stems = _clause_stems(phrase)
    return any(abs(i - j) == 1 for i, s in enumerate(stems) if s == a for j, t in enumerate(stems) if t == b)


@functools.lru_cache(maxsize=8192)
def phrase_terms(phrase: str) -> frozenset:
    """(2.39.0) The clinical stems of a phrase (:func:`_clinical_stem`)."""
    return frozenset(t for t in _clause_stems(phrase) if _clinical_stem(t))


_HALVES_RE = re.compile(r"(?i),\s+(?:whereas|while)\s+|\s+whereas\s+")


def contrasted_halves(texts: list[str]) -> list:
    """(2.41.0) The halves of a sentence that sets two findings side by side with "whereas" (or ", while")
    ("... on beta-adrenergic antagonists because additive pharmacologic effects are expected, whereas
    drugs with parasympathomimetic effects carry the possibility of conduction disturbances"), each a unit
    for ``check_crossed`` read over whole sentences, which leaves the sentence whole alone
    (``_CONTRASTED_RE``). Not a sentence that reports a pairing as wrong or hedges (``_PAIRING_DENIED_RE``,
    ``_HEDGED_RE``), nor a half that itself contrasts or denies; "while" without a comma before it
    ("while patients are on dialysis") is no contrast."""
    out = []
    for text in texts:
        parts = _HALVES_RE.split(text)
        if len(parts) < 2 or _PAIRING_DENIED_RE.search(text) or _HEDGED_RE.search(text):
            continue
        out += [cl.make_claim(part) for part in parts if part.strip() and not _CONTRASTED_RE.search(part)]
    return out


def check_crossed_phrases(texts: list[str], view: LabelView, criticals: list[str], notes: list[str]) -> None:
    """(2.39.0) ``substituted_term``: two phrases of the answer pairing the label's terms crosswise, where the
    label pairs them phrase by phrase (see ``CROSSED_PHRASE_DF``)."""
    where, loose = view.phrase_index

    def together(a: str, b: str) -> bool:
        return bool(where.get(a, frozenset()) & where.get(b, frozenset()))

    def stated(a: str, b: str, others: frozenset) -> bool:
        """Paired in a phrase, or named in one sentence that pairs neither with a term of ``others`` (the
        crossing's other two) in a phrase ("tachycardia has been reported with pseudoephedrine")."""
        if together(a, b):
            return True
        for k in loose.get(a, frozenset()) & loose.get(b, frozenset()):
            if not any((a in t or b in t) and t & others for t in view.sentence_phrases[k]):
                return True
        return False

    mine = []
    for text in texts:
        if _PAIRING_DENIED_RE.search(text):
            continue
        for phrase in _phrases(text):
            if _NEGATING_RE.search(phrase):
                continue
            terms = frozenset(t for t in phrase_terms(phrase) if 0 < len(where.get(t, ())) <= CROSSED_PHRASE_DF)
            if 2 <= len(terms) <= CROSSED_PHRASE_TERMS:
                mine.append((phrase.strip(), terms))
    for (p1, t1), (p2, t2) in combinations(mine[:CROSSED_PHRASES], 2):
        for x, y2 in permutations(sorted(t1 - t2), 2):
            if together(x, y2) or _side_by_side(p1, x, y2):
                continue
            for x2, y in permutations(sorted(t2 - t1), 2):
                if together(x, y) and together(x2, y2) and not together(x2, y) and not _side_by_side(p2, x2, y) \
                        and not stated(x, y2, frozenset({x2, y})) and not stated(x2, y, frozenset({x, y2})):
                    _add(criticals, notes, "substituted_term",
                         f"{p1!r} and {p2!r} pair the label's terms crosswise: its phrases say {x!r} with {y!r} "
                         f"and {x2!r} with {y2!r} (2.39.0)")
                    return


# (2.36.0) a sentence that contrasts or lays findings out in order pairs nothing crosswise by itself
# ("X rather than Y", "unlike Y", "..., respectively", "the first ..., the second ...")
_CONTRASTED_RE = re.compile(r"(?i)\b(?:not|no|never|without|absent|unrelated|free|unlike|rather|instead|than|versus|"
                            r"vs|whereas|while|respectively|first|second|former|latter|both|each|either|neither|"
                            r"as\s+(?:well\s+as|has|have|was|were|did|does))\b|n't\b")


@functools.lru_cache(maxsize=4096)
def _clause_stems(text: str) -> tuple[str, ...]:
    """A clause's word stems in order, paraphrases as the stem they are read as."""
    return tuple(base._SYNONYMS.get(t, t) for t in map(base._stem, cl._norm(text).split()))


def _listed(c: Any, x: Any, y: Any, terms: frozenset) -> bool:
    """(2.27.1) Whether words ``x`` and ``y`` are members of one list in clause ``c``: nothing but
    "and", "or" and other of its ``terms`` between them ("avoid simvastatin and tramadol" pairs the
    two drugs with nothing; a clause of findings beside one of causes crosses no pairs)."""
    if not (isinstance(x, str) and isinstance(y, str)):
        return False
    stems = _clause_stems(c.text)
    where = {t: [i for i, s in enumerate(stems) if s == t] for t in (x, y)}
    return any(all(s in _LIST_WORDS or s in terms for s in stems[min(i, j) + 1:max(i, j)])
               for i in where[x] for j in where[y])


@functools.lru_cache(maxsize=8192)
def _clinical_stem(stem: str) -> bool:
    """A word stem of a clinical term: letters only (no pole token), not an everyday word's, nor the
    stem a group of paraphrases is read as."""
    return stem.isalpha() and stem not in _PARAPHRASED and stem not in _EVERYDAY_STEMS and substitution.clinical(stem)


# (2.37.0) the everyday words of a product's appearance, crossed with its figures by check_crossed
_APPEARANCE = frozenset(map(base._stem, (
    "round", "oval", "oblong", "square", "triangular", "diamond", "rectangular", "capsule-shaped", "white", "yellow",
    "pink", "blue", "orange", "red", "green", "brown", "purple", "beige", "gray", "grey", "scored", "unscored",
    "biconvex", "debossed", "engraved", "imprinted", "bevel-edged", "opaque", "clear")))


def _shown(term: Any) -> str:
    """A term of check_crossed in a note: a stem as it is, a value key as its kind and amount."""
    if isinstance(term, str):
        return repr(term)
    kind, amount = term
    return f"{amount:g} ({kind})"


# (2.28.0) Replaced terms. A gold clause's term of at most REPLACED_DF label sentences ("seizures",
# "bioavailability", "viral resistance") that the answer clause following the gold clause leaves out,
# with a clinical term the gold never uses in its place ("cardiac arrhythmias have been reported in
# cases of caffeine overdose"): read as bags of stems, so that words reordered within a clause, which
# the substitution check (it follows word order) misses, are read too. Clauses are claims.claims_of's:
# a phrase fronted before a comma is a clause of its own and is not read with the rest.
REPLACED_ALIGNED = 0.4  # both ways: how alike the answer clause and the gold clause must be
REPLACED_DF = 4  # a gold term of at most this many label sentences is one the label says of few findings
REPLACED_LETTERS = 5  # shorter stems ("cni", "cyp") are left alone: abbreviations, not terms
REPLACED_PREFIX = 4  # stems sharing this many first letters are forms of one word ("resist", "resistant")
REPLACED_WORDS = 3  # a gold clause of fewer words ("discontinue HUMIRA") aligns with a clause on one shared word


def _near_form(stem: str, stems: Iterable[str]) -> bool:
    head = stem[:REPLACED_PREFIX]
    return len(head) == REPLACED_PREFIX and any(other.startswith(head) for other in stems)


def check_replaced_terms(answer_claims: list, gold_claims: list, view: LabelView, skip: frozenset,
                         criticals: list[str], notes: list[str]) -> None:
    """(2.28.0) ``substituted_term``: an answer clause about what a gold clause of ``REPLACED_WORDS`` or
    more says (``REPLACED_ALIGNED`` of each other's words) that leaves out one of the gold clause's
    rare clinical terms (``REPLACED_DF``) in any form and says a clinical term instead that the gold
    does not use in any form, the question does not say, no common English word is and no label
    sentence stating the gold clause has (the label's own context is no substitution)."""
    gold_words = frozenset().union(*(g.words for g in gold_claims)) if gold_claims else frozenset()
    gold_roots = roots(gold_words)

    def term(stem: str) -> bool:
        return len(stem) >= REPLACED_LETTERS and _clinical_stem(stem)

    for g in gold_claims:
        if len(g.words - skip) < REPLACED_WORDS:
            continue
        aligned, a = max(((match.aligned(c, g, frozenset()), c) for c in answer_claims),
                         key=lambda pair: pair[0], default=(0.0, None))
        if aligned < REPLACED_ALIGNED:
            continue
        mine = roots(a.words)
        left = sorted(t for t in g.words - a.words if term(t) and root(t) not in mine and not _near_form(t, a.words)
                      and len(_holders(view, t)) <= REPLACED_DF)
        if not left:
            continue
        said = {t for t in a.words - skip - gold_words if term(t) and root(t) not in gold_roots
                and not _near_form(t, gold_words) and not general_word(t)}
        if said:
            own = g.words - skip
            sources = [u for u in map(view.sentences.__getitem__, _near(view.sentence_index, own))
                       if len(own & u.words) >= max(2, SOURCE[0] * len(own))]
            said = {t for t in said if not any(t in u.words for u in sources)}
        if said:
            _add(criticals, notes, "substituted_term",
                 f"clause {a.text!r} says {', '.join(map(repr, sorted(said)))} where the gold's {g.text!r} says "
                 f"{', '.join(map(repr, left))} (2.28.0)")
            return


CONTEXT_ALIGNED = 0.5  # both ways: how alike an answer sentence and the label sentence it restates must be
CONTEXT_CLAUSE_ALIGNED = 0.3  # both ways: how alike the answer's clause and the label's clause it stands for
CONTEXT_STATED = 0.8  # share of the answer sentence's other words the label sentence has
CONTEXT_WORDS = 2  # the fewest other words an answer sentence has, for them to be a context


def _surface(text: str) -> dict:
    """Each content stem of ``text`` (as ``Claim.words``) -> the normalised words it stands for."""
    out: dict = {}
    for word in base.normalize(text, "v2").split():
        for stem in cl.claim_words(word):
            out.setdefault(stem, set()).add(word)
    return out


def _named_term(words: Iterable[str], view: LabelView, sites: bool = True) -> bool:
    """Whether one of ``words`` names a clinical thing: a word that is no everyday word, no adverb
    and no abbreviation of the label's words, of four letters or more; a word of letters and figures
    ("CD4"); or, with ``sites``, a part of the body."""
    return any((substitution.clinical(w) and len(w) >= REPLACED_PREFIX and not w.endswith("ly")
                and not view.abbreviation(w)) or (sites and substitution.body_site(w))
               or (w.isalnum() and not w.isalpha() and not w.isdigit()) for w in words)


def check_context_terms(texts: list[str], answer_words: frozenset, gold_text: str, question: str, view: LabelView,
                        skip: frozenset, criticals: list[str], notes: list[str]) -> None:
    """(2.29.0) ``substituted_term``: an answer sentence that restates a label sentence
    (``CONTEXT_ALIGNED``), whose other words that sentence states (``CONTEXT_STATED``), with one
    clause that stands for a clause of it (``CONTEXT_CLAUSE_ALIGNED``) but names a clinical term
    the label sentence, the gold and the question do not use, where the label's clause names one
    the answer never uses. "Because rilpivirine exposure is lower during pregnancy, CD4+ cell counts
    should be monitored closely", where the label says "therefore viral load should be monitored
    closely": each word is the label's somewhere, and the gold says only the dose, so neither the
    gold's replaced terms nor a sentence copied in order (``check_substitutions``, which a
    reordered clause escapes) sees it. A clause some label sentence about the same thing states
    (``match.label_states``) is the label's, not a substitution."""
    told = _told(gold_text, question)
    for text in texts:
        a = cl.make_claim(text)
        near = _near(view.sentence_index, a.words - skip)
        if not near:
            continue
        aligned, u = max(((match.aligned(a, x, skip), x) for x in map(view.sentences.__getitem__, near)),
                         key=lambda pair: pair[0])
        if aligned < CONTEXT_ALIGNED:
            continue
        theirs = cl.claims_of(u.text, u.source)
        label_roots, mine_roots = roots(u.words), roots(a.words)
        label_words = _surface(u.text)
        for c in cl.claims_of(text, "answer"):
            rest = a.words - skip - c.words
            if len(rest) < CONTEXT_WORDS or len(rest & u.words) < CONTEXT_STATED * len(rest):
                continue
            aligned, d = max(((match.aligned(c, x), x) for x in theirs), key=lambda pair: pair[0], default=(0.0, None))
            if aligned < CONTEXT_CLAUSE_ALIGNED:
                continue
            left = [t for t in sorted(d.words - a.words - skip - answer_words)
                    if root(t) not in mine_roots and not _near_form(t, a.words)]
            left = [t for t in left if _named_term(label_words.get(t, ()), view)]
            if not left:
                continue
            mine_words = _surface(c.text)
            # a part of the body for a part of the body ("joint pain" for muscle pain); an everyday
            # word of the body in place of a clinical term is a lay paraphrase ("low blood sugar")
            sites = all(substitution.body_site(w) for t in left for w in label_words.get(t, ()))
            said = [t for t in sorted(c.words - u.words - skip - told)
                    if (len(t) >= REPLACED_PREFIX or not t.isalpha()) and root(t) not in label_roots
                    and not _near_form(t, u.words) and _named_term(mine_words.get(t) or {t}, view, sites)]
            if not said:
                continue
            shown = [w for t in said for w in sorted(mine_words.get(t, {t}))]
            replaced = [w for t in left for w in sorted(label_words.get(t, ()))]
            if substitution.abbreviates(shown, replaced) or substitution.abbreviates(replaced, shown):
                continue
            if match.label_states(c, a, view.claim_sentences, skip, SAME_FINDING, CONTEXT) is not None:
                continue
            _add(criticals, notes, "substituted_term",
                 f"clause {c.text!r} says {', '.join(map(repr, shown))} where the label's {d.text!r} "
                 f"({u.source}) says {', '.join(map(repr, replaced))} (2.29.0)")
            return


# (2.33.0) An answer clause that restates a clause of its own supporting quote with one of the quote's
# clinical terms replaced: "patients should be evaluated for active hepatitis B" citing "evaluate patients
# for active tuberculosis and test for latent infection".
QUOTE_ALIGNED = 0.5  # both ways: how alike the answer clause and the quote's clause must be
QUOTE_WORDS = 3  # the fewest words (the question's aside) of each clause compared
QUOTE_SLOT = 2  # the replacing term stands this many content words or fewer from a word it shares with the quote
QUOTE_LETTERS = 5  # the shortest stem of a replaced term
QUOTE_SAID_LETTERS = 4  # the shortest stem of letters only of a replacing term ("cd4" and other short forms aside)
QUOTE_FORM = 6  # stems sharing this many first letters are forms of one word here ("pancreatitis" is no "pancytopenia")
# words that name the document or a person, not a clinical thing ("the carton also notes ..."), as stems
_NOT_TERMS = cl.claim_words(cl._norm(" ".join(sorted({
    "carton", "cartons", "package", "packages", "packet", "panel", "label", "labeling", "labelling", "leaflet", "insert", "provider",
    "providers", "clinician", "clinicians", "physician", "physicians", "prescriber", "prescribers", "doctor",
    "doctors", "pharmacist", "pharmacists", "caregiver", "caregivers"}))))
# ways of using a drug, not terms ("within 2 weeks of stopping"), and adjectives made with "un-"
_USE_WORDS = frozenset({"stopping", "starting", "taking", "using", "giving", "switching", "continuing"})
_UN_ADJECTIVE_RE = re.compile(r"un\w+(?:able|ible|ed|al|ful)")


def _told(gold_text: str, question: str) -> frozenset:
    """The content stems of the gold answer and the question: what the answer may say of its own."""
    return cl.claim_words(cl._norm(gold_text)) | cl.claim_words(cl._norm(question))


def _content_tokens(text: str) -> list[frozenset]:
    """The content stems of each word of ``text`` (normalised as claims are, so that their stems
    meet), in order; words without any (stop words) left out."""
    return [x for x in map(cl.claim_words, cl._norm(text).split()) if x]


def _same_slot(term: str, mine: list, replaced: Iterable[str], theirs: list) -> bool:
    """Whether ``term`` stands in ``mine`` (:func:`_content_tokens` of the answer clause) where one
    of the stems ``replaced`` stands in ``theirs`` (of the quote's clause): ``QUOTE_SLOT`` content
    words or fewer from a word both have, on the same side."""
    at = [i for i, x in enumerate(mine) if term in x]
    for t in replaced:
        for j in (j for j, x in enumerate(theirs) if t in x):
            for step in (o for o in range(-QUOTE_SLOT, QUOTE_SLOT + 1) if o and 0 <= j + o < len(theirs)):
                anchors = theirs[j + step] - {t}
                if anchors and any(0 <= i + step < len(mine) and mine[i + step] & anchors for i in at):
                    return True
    return False


def _one_form(stem: str, stems: Iterable[str]) -> bool:
    """Whether ``stem`` is another form of one of ``stems``: the same root, or ``QUOTE_FORM`` first
    letters in common."""
    head, own = stem[:QUOTE_FORM], root(stem)
    return any(root(other) == own or (len(head) == QUOTE_FORM and other.startswith(head)) for other in stems)


def _abbreviates_run(word: str, tokens: Sequence[str]) -> bool:
    """Whether ``word``, or ``word`` without a plural "s", abbreviates two to four consecutive
    ``tokens`` ("maoi" and "maois": monoamine oxidase inhibitors; ``claim_substitution.abbreviates``)."""
    forms = {word, word[:-1]} if word.endswith("s") and len(word) > 2 else {word}
    return word.isalpha() and any(substitution.abbreviates([w], tokens[i:i + n]) for w in forms
                                  for n in (2, 3, 4) for i in range(len(tokens) - n + 1))


def _term_word(word: str, quote_words: Sequence[str]) -> bool:
    """Whether ``word`` can name what a replaced term named: no word naming the document or a person
    (``_NOT_TERMS``), no way of using a drug ("stopping"), no participle ("stepped") and no "un-"
    adjective ("unstable" for irregular), and no letters-and-figures short form whose letters before
    its first figure abbreviate words of the quote ("cyp3a" for cytochrome P450 3A)."""
    if cl.claim_words(word) & _NOT_TERMS or word in _USE_WORDS or word.endswith("ed") or _UN_ADJECTIVE_RE.fullmatch(word):
        return False
    if not word.isalpha():
        letters = re.match(r"[a-z]*", word).group(0)
        return not (len(letters) >= 2 and (_abbreviates_run(letters, quote_words)
                                           or any(x.startswith(letters) for x in quote_words)))
    return True


def _cited_words(citations: list, passages: Mapping[str, Any]) -> frozenset:
    """The content stems (``vocabulary``) of every passage the answer cites by string ids."""
    out: set = set()
    for sid, pid in _pairs(citations):
        label = passages.get(sid)
        text = label.get(pid) if isinstance(label, Mapping) else None
        if isinstance(text, str):
            out |= vocabulary(read_as_meant(text))
    return frozenset(out)


def _label_says(unit: Any, terms: Iterable[str], view: LabelView, skip: frozenset) -> bool:
    """Whether a label sentence holding every stem of ``terms`` states ``unit`` (as ``_label_states``):
    an uncited passage saying what the answer says ("evaluate for active hepatitis B")."""
    terms = frozenset(terms)
    shared = Counter(chain.from_iterable(filter(None, map(view.sentence_index.get, unit.words - skip))))
    return any(terms <= view.sentences[i].words and view.sentences[i].negated == unit.negated
               and match.covers(unit, view.sentences[i], skip, EXPRESSED[1], n) for i, n in shared.items())


def check_quoted_terms(answer_claims: list, answer_words: frozenset, citations: list, passages: Mapping[str, Any],
                       told: frozenset, view: LabelView, skip: frozenset, criticals: list[str],
                       notes: list[str]) -> None:
    """(2.33.0) ``substituted_term``: an answer clause that restates a clause of one of its own
    supporting quotes (``QUOTE_ALIGNED`` of each other's words, ``QUOTE_WORDS`` or more each), leaves
    out a clinical term of that clause that the whole answer (``answer_words``) never uses in any form
    (``QUOTE_LETTERS`` letters or more; :func:`_one_form`), and names in its place
    (:func:`_same_slot`) a clinical term that the quote, the passages the answer cites, the gold and
    the question (``told``) do not use. The answer's quote is the label sentence it says it restates;
    a term of it swapped for another is the error a reader sees first ("evaluate for active hepatitis
    B" citing "evaluate patients for active tuberculosis"). No replacement: an abbreviation either
    way; a name the label gives as the other's in parentheses (``LabelView.glosses``: "HUMIRA
    (adalimumab)"); a word of the body for the same part ("lung" for pulmonary); an everyday word of
    the body for a term that names none ("muscle pain" for myalgia; as ``check_context_terms``); a
    word no label sentence uses, unless it names a part of the body: a lay synonym ("fainting" for
    syncope), as ``claim_substitution`` reads a clause; and a clause a label sentence states with the
    replacing term (:func:`_label_says`). A pole token
    ("hypo/hyper:kalemia") is no replaced term: the pole checks read those."""
    quotes = []
    for quote in dict.fromkeys(c.get("supporting_quote") for c in citations):
        if not isinstance(quote, str) or not quote.strip():
            continue
        quote = quote[: base.MAX_TEXT_CHARS]
        full = cl.make_claim(quote, "quote")
        quotes += [(x, full) for s in cl.sentences(quote) for x in cl.claims_of(s, "quote")
                   if len(x.words - skip) >= QUOTE_WORDS]
    if not quotes:
        return
    index = _word_index([q for q, _ in quotes])
    cited = cited_roots = None
    for a in answer_claims:
        if len(a.words - skip) < QUOTE_WORDS:
            continue
        # the quote clause the answer clause restates: the one most like it (QUOTE_ALIGNED at least)
        aligned, i = max(((match.aligned(a, quotes[i][0], skip), i) for i in _near(index, a.words - skip)),
                         default=(0.0, None))
        if aligned < QUOTE_ALIGNED:
            continue
        q, full = quotes[i]
        theirs = _surface(q.text)
        left = [t for t in sorted(q.words - answer_words - skip) if not _one_form(t, answer_words)
                and len(t) >= QUOTE_LETTERS and _clinical_stem(t) and _named_term(theirs.get(t, ()), view)]
        if not left:
            continue
        words, order = _surface(a.text), base.normalize(q.text, "v2").split()
        wanted = {w for t in left for w in theirs.get(t, ())}
        replaced = list(dict.fromkeys(w for w in order if w in wanted))  # in the quote's order
        sites = all(substitution.body_site(w) for w in replaced)
        said = [t for t in sorted(a.words - full.words - skip - told)
                if (len(t) >= QUOTE_SAID_LETTERS or not t.isalpha()) and not _one_form(t, full.words)
                and _named_term(words.get(t) or {t}, view, sites)
                and all(_term_word(w, order) for w in words.get(t, {t}))
                and not (t not in view.sentence_index and not any(map(substitution.body_site, words.get(t, {t}))))
                and not any(substitution.same_site(w, x) or frozenset((base._stem(w), base._stem(x))) in view.glosses
                            for w in words.get(t, {t}) for x in replaced)]
        if said:
            mine_tokens, quote_tokens, quote_words = _content_tokens(a.text), _content_tokens(q.text), cl._norm(q.text).split()
            said = [t for t in said if _same_slot(t, mine_tokens, left, quote_tokens)
                    and not any(_abbreviates_run(w, quote_words) for w in words.get(t, {t}))]
        if said:
            if cited is None:
                cited = _cited_words(citations, passages)
                cited_roots = roots(cited)
            said = [t for t in said if root(t) not in cited_roots and not _one_form(t, cited)]
        if not said:
            continue
        shown = [w for t in said for w in sorted(words.get(t, {t}))]
        if substitution.abbreviates(shown, replaced) or substitution.abbreviates(replaced, shown):
            continue
        if _label_says(a, said, view, skip):
            continue
        _add(criticals, notes, "substituted_term",
             f"clause {a.text!r} says {', '.join(map(repr, shown))} where its own quote {q.text!r} says "
             f"{', '.join(map(repr, replaced))} (2.33.0)")
        return


_ACRONYM_RE = re.compile(r"\b[A-Z]{2,}s?\b")
_MIXED_CASE_RE = re.compile(r"\b[A-Z][a-z]+[A-Z][A-Za-z]*\b")  # "CrCl", "HbA"

# (2.30.0) a drug class and its members as a text gives them: "protease inhibitors (e.g., ritonavir,
# nelfinavir)", "macrolides such as erythromycin", "potent CYP3A4 inhibitors (ritonavir, ...)"
_MEMBERS_INTRO_RE = re.compile(r"(?i)(?:\(\s*)?(?:e\.g\.|\b(?:eg|such as|including|includes|for example|for instance|"
                               r"namely)\b),?\s*|\((?=[a-z][\w-]*(?:,|\s+or\b|\s+and\b|\)))")
_CLASS_BEFORE_RE = re.compile(r"(?i)(?<![\w-])((?:(?!(?:including|includes|include|such|as|with|and|or)\s)[a-z][\w-]*\s+){0,2}"
                              r"[a-z][\w-]*s)\s*,?\s*$")
_COORDINATED_RE = re.compile(r"(?i)[a-z]s\s*(?:\band|\bor|,|/)\s*$")  # "protease inhibitors and macrolides (...)"
_MEMBER_SPLIT_RE = re.compile(r",\s*|\s+(?:and|or|and/or)\s+")
# words of a class's name that name no class of their own
_CLASS_FILLERS = frozenset({"and", "or", "other", "potent", "strong", "moderate", "weak", "the", "a", "an", "of", "with",
                            "including", "includes", "include", "agents", "agent", "medications", "medication",
                            "medicines", "medicine", "products", "product", "drugs", "drug", "certain", "some", "all"})
MEMBER_LETTERS = 5  # shorter members ("Ps", "MTX") are abbreviations, not members


def class_members(text: str, known: frozenset = frozenset()) -> tuple[tuple[frozenset, tuple], ...]:
    """(2.30.0) Each class ``text`` names with its members after it, as (class stems, (member stems,
    ...)): the one or two words of each list item after "e.g.", "such as", "including" or an opening
    bracket, up to the list's end or the next class's name (itself a member: "CYP3A4 inhibitors
    (e.g., protease inhibitors (...)"). With ``known`` (the label's members), an item is read by its
    first one or two words that are a known member ("erythromycin are contraindicated"). A class
    joined to another before its list ("protease inhibitors and macrolides, including ...") is not
    read: the list is the two classes'."""
    out = []
    text = " ".join(text.split())  # a label's lines break inside its sentences
    intros = list(_MEMBERS_INTRO_RE.finditer(text))
    for n, m in enumerate(intros):
        before = text[max(0, m.start() - 60):m.start()]
        named = _CLASS_BEFORE_RE.search(before)
        if not named or _COORDINATED_RE.search(before[:named.start()]):
            continue
        cls = cl.claim_words(cl._norm(" ".join(w for w in named.group(1).split() if w.lower() not in _CLASS_FILLERS)))
        if not cls:
            continue
        end = intros[n + 1].start() if n + 1 < len(intros) else len(text)
        parts = re.split(r"[);.:]", text[m.end():end])
        items = _MEMBER_SPLIT_RE.split(parts[0])
        members = []
        closing = n + 1 < len(intros) and len(parts) == 1  # the next class's name closes this list
        for k, item in enumerate(items):
            if closing and k == len(items) - 1:
                item = " ".join(w for w in item.split() if w.lower() not in _CLASS_FILLERS)
            words = item.strip().strip("()").split()
            heads = [" ".join(words[:j]) for j in (1, 2) if len(words) >= j]
            if known:
                found = next((cl.claim_words(cl._norm(h)) for h in heads if cl.claim_words(cl._norm(h)) in known), None)
            elif 1 <= len(words) <= 2 and all(w.isalpha() or "-" in w for w in words):
                found = cl.claim_words(cl._norm(item))
            else:
                found = None
            if found and len(item.strip()) >= MEMBER_LETTERS:
                members.append(found)
        if members:
            out.append((cls, tuple(members)))
    return tuple(out)


def check_class_members(answer: str, view: LabelView, criticals: list[str], notes: list[str]) -> None:
    """(2.30.0) ``substituted_term``: a list of members the answer gives to a class the label names,
    none of which the label gives to that class and one of which it gives to another class, neither
    above nor below it ("macrolide antibiotics such as ritonavir, nelfinavir and indinavir" where the
    label's protease inhibitors are those and its macrolides erythromycin and clarithromycin). A
    class is read by its words no other class of the label has ("protease", "macrolide"; not
    "inhibitors"). A member the label lists only under a class above the answer's ("CYP 3A4
    inhibitors (e.g., protease inhibitors ...), nelfinavir") is not misplaced: the label does not say
    which of the classes below it is the member's."""
    pairs, classes, shared, known = view.members
    if not pairs:
        return
    for cls, members in class_members(answer, known):
        own = frozenset(t for t in cls if shared[t] == 1)
        if not own:
            continue
        mine = [k for k in classes if k & own]
        below = {m for c, m in pairs if c in mine}
        near = below | {c for c, m in pairs if m in mine}  # the classes below and above the answer's
        misplaced = []
        for member in members:
            homes = [c for c, m in pairs if m == member]
            if any(c & own or c in below for c in homes):  # one member where the label has it: a list of its own
                misplaced = []
                break
            others = [c for c in homes if c not in near]
            if others:
                misplaced.append((member, others[0]))
        if misplaced:
            member, home = misplaced[0]
            _add(criticals, notes, "substituted_term",
                 f"gives {_shown_stems(member)} to {_shown_stems(cls)}, where the label gives it to "
                 f"{_shown_stems(home)} (2.30.0)")
            return


def _shown_stems(stems: frozenset) -> str:
    return "'" + " ".join(sorted(stems)) + "'"


_NEGATING_RE = re.compile(r"(?i)\b(?:not|no|never|without|unlikely|rather than|instead of|neither|nor)\b|n't\b")


# (2.35.0) A reason replaced: "the dosage forms differ in elimination half-life" where the gold gives
# the difference as one of bioavailability. Every word is the label's (it states a half-life
# elsewhere), so no term check sees it. A reason is the noun phrase after "because of", "due to",
# "differences in" and their like.
_REASON_RE = re.compile(r"(?i)\b(?:(?:(?:because of|due to|owing to|as a result of)\s+(?:the\s+)?)?"
                        r"(?:differences?|differ(?:s|ing)?)\s+in|because of|due to|owing to|as a result of|caused by|"
                        r"on account of)\s+(?:(?:the|an?)\s+)?(?:(?:increased|higher|greater)\s+)?"
                        r"(?:(?:risk|potential|possibility|likelihood|chance)\s+(?:of|for)\s+)?"
                        r"((?:(?:the|a|an|their|its)\s+)?(?:[a-z0-9-]+\s+){0,2}[a-z0-9-]+)")
_REASON_DENIED_RE = re.compile(r"(?i)\b(?:no|not|without|nor)\s+(?:\S+\s+){0,1}$")
REASON_PREFIX = 7  # letters two stems share to be one word's forms ("bioavailable", "bioavailability")
REASON_CONTEXT = 2  # words, the reason's own aside, an answer sentence shares with the gold to give its reason


def _reason_terms(text: str) -> list[tuple[str, frozenset, int]]:
    """Each reason ``text`` gives (``_REASON_RE``), not denied ("no differences in efficacy"), with the
    stems (``_pole_stem``) of its clinical words (each part of a hyphenated one) and where it starts."""
    out = []
    for m in _REASON_RE.finditer(text):
        if _REASON_DENIED_RE.search(text[:m.start()]):
            continue
        words = [p for w in re.findall(r"[a-z][a-z0-9-]+", m.group(1).lower()) for p in w.split("-") if p]
        out.append((m.group(1), frozenset(_pole_stem(w) for w in words if substitution.clinical(w)), m.start()))
    return out


def _reason_stems(text: str) -> frozenset:
    """The ``_pole_stem`` stems of a text's words, each part of a hyphenated one too."""
    return frozenset(_pole_stem(p) for w in re.findall(r"[a-z][a-z0-9-]+", text.lower()) for p in (w, *w.split("-")) if p)


def _named(term: str, stems: frozenset) -> bool:
    """Whether ``stems`` hold ``term`` or a form of it (the first ``REASON_PREFIX`` letters alike)."""
    return term in stems or (len(term) >= REASON_PREFIX and any(s[:REASON_PREFIX] == term[:REASON_PREFIX] for s in stems))


def check_replaced_reason(answer: str, gold_text: str, question: str, view: LabelView, criticals: list[str],
                          notes: list[str]) -> None:
    """(2.35.0) ``substituted_term``: the gold gives a reason and the answer names none of its clinical
    words, in any form, anywhere, but gives a reason of its own whose clinical words the gold and the
    question never use, in a sentence about what the gold is about (``REASON_CONTEXT`` words of the gold
    beside the reason's): "differ in elimination half-life" where the gold says "differences in
    bioavailability". A reason denied ("no differences in efficacy") is none, and so is one a label
    sentence sharing ``REASON_CONTEXT`` of the answer sentence's other words also states (the label's
    own reason, or a fact it gives beside: "keep in the original package due to moisture" where it says
    "protect from moisture")."""
    reasons = [(phrase, terms) for phrase, terms, _ in _reason_terms(gold_text) if terms]
    gold = frozenset().union(*(terms for _, terms in reasons))
    if not gold:
        return
    said = _reason_stems(answer)
    if any(_named(term, said) for term in gold):
        return
    told = _reason_stems(f"{gold_text} {question}")
    gold_words = _plain_stems(gold_text) - base._STOPWORDS
    for sentence in cl.sentences(answer):
        for phrase, terms, _ in _reason_terms(sentence):
            context = _plain_stems(sentence) - _plain_stems(phrase) - base._STOPWORDS
            if not terms or terms & told or len(context & gold_words) < REASON_CONTEXT:
                continue
            if any(terms <= _reason_stems(u.text) and len(context & _plain_stems(u.text)) >= REASON_CONTEXT
                   for u in map(view.sentences.__getitem__, _near(view.sentence_index, terms))):
                continue
            _add(criticals, notes, "substituted_term",
                 f"gives the reason as {phrase!r}, where the gold gives {' / '.join(p for p, _ in reasons)!r}, "
                 "which the answer never names (2.35.0)")
            return


# (2.32.0) The organs and body parts a finding may be of (``claim_substitution.BODY_SITES``' forms, and
# "respiratory"); prefixes name them too ("nephrotoxicity", "hepatitis", "myalgia"), for what a text names
_ORGAN_SITES = ("liver", "kidney", "heart", "lung", "brain", "muscle", "joint", "bone", "skin", "eye")
_ORGAN_OF = {form: site[0] for site in substitution.BODY_SITES if site[0] in _ORGAN_SITES for form in site}
_ORGAN_OF["respiratory"] = "lung"
_ORGAN_PREFIXES = {"nephr": "kidney", "hepat": "liver", "cardi": "heart", "pneum": "lung", "myalg": "muscle",
                   "myopath": "muscle", "arthr": "joint", "osteo": "bone", "derma": "skin"}
_ORGAN_RE = re.compile(r"(?ia)\b(" + "|".join(sorted(_ORGAN_OF, key=len, reverse=True)) + r")\b")
_ORGAN_PREFIX_RE = re.compile(r"(?ia)\b(" + "|".join(_ORGAN_PREFIXES) + r")[a-z]*")
# the words passed over for an organ's next word: "impairment of renal or hepatic function"
_ORGAN_FILLERS = frozenset({"or", "and", "of", "the", "a", "an", "in", "to", "with", "for", "is", "was", "are", "were",
                            "be", "its", "their", "and/or"})
_ORGAN_NEGATED_RE = re.compile(r"(?i)\b(?:no|not|never|without|nor)\b|n't\b")  # "with no adjustment needed for liver disease"
ORGAN_SUPPORT = 0.5  # share of the answer sentence's words a label sentence naming its organ must hold


def _organs(text: str, prefixes: bool = True) -> frozenset:
    """The organs and body parts ``text`` names, by a form or (``prefixes``) a prefix."""
    named = {_ORGAN_OF[m.group(1).lower()] for m in _ORGAN_RE.finditer(text)}
    return frozenset(named | {_ORGAN_PREFIXES[m.group(1).lower()] for m in _ORGAN_PREFIX_RE.finditer(text)}
                     if prefixes else named)


def _next_word(text: str) -> str | None:
    """The first word of ``text`` not in ``_ORGAN_FILLERS``, up to the clause's end."""
    for token in re.split(r"\s+", re.split(r"[.;:,()\n]", text, maxsplit=1)[0].strip().lower()):
        if token and token not in _ORGAN_FILLERS:
            return token
    return None


def _beside(text: str, m: Any) -> frozenset:
    """The words beside an organ's match ``m`` in ``text``, fillers passed over: the last before it
    and the first after it ("severe impairment of renal or [hepatic] function": "renal", "function")."""
    before = [t for t in re.split(r"\s+", re.split(r"[.;:,()\n]", text[:m.start()])[-1].strip().lower())
              if t and t not in _ORGAN_FILLERS]
    after = _next_word(text[m.end():])
    return frozenset(filter(None, (before[-1] if before else None, after)))


def check_replaced_organ(answer: str, gold_text: str, question: str, view: LabelView, skip: frozenset,
                         criticals: list[str], notes: list[str]) -> None:
    """(2.32.0) ``substituted_term``: an answer that leaves out an organ or body part the gold names
    (by its forms) and the question does not, and names another (by its forms) that neither names
    (by its forms or a prefix: "hepatotoxicity" names the liver), where the label does not say so
    ("postnatal hepatic development" where the gold says renal, "severe renal or cardiac impairment"
    where it says renal or hepatic, "joint pain" where it says muscle pain). The label says
    so when it names the organ, in any of its forms, before the same next word ("acute renal failure"
    in a label listing "renal failure"; with no next word, anywhere), or in a sentence holding
    ``ORGAN_SUPPORT`` of the answer sentence's words. Only an organ standing where the gold's stood is
    read: in the answer sentence most aligned with a gold sentence naming a left-out organ, beside a
    word the gold's organ is beside (``_beside``: "renal or cardiac impairment" for "renal or hepatic
    function", "joint pain" for "muscle pain"), in a clause not negated before it ("no hepatic
    adjustment is needed" beside a renal dose is context)."""
    # the gold's organs by their forms only ("rheumatoid arthritis" names no joint the answer must name);
    # the answer's and the question's by prefixes too ("hepatotoxicity" names the liver)
    gold, asked, named = _organs(gold_text, prefixes=False), _organs(question), _organs(answer)
    left, added = gold - named - asked, _organs(answer, prefixes=False) - _organs(gold_text) - asked
    if not left or not added:
        return
    labelled = _organs(view.text)
    units = [cl.make_claim(x) for x in cl.sentences(answer)]
    if not units:
        return
    # where the gold's organ stood: the answer sentence each gold sentence naming a left-out organ aligns
    # with (at all), and the words on each side of the organ there
    standing: dict = {}
    for g in map(cl.make_claim, cl.sentences(gold_text)):
        if not _organs(g.text, prefixes=False) & left:
            continue
        score, unit = max(((match.aligned(u, g, skip), u) for u in units), key=lambda pair: pair[0])
        if score > 0:
            standing.setdefault(unit.text, set()).update(
                _beside(g.text, m) for m in _ORGAN_RE.finditer(g.text) if _ORGAN_OF[m.group(1).lower()] in left)
    for sentence, places in standing.items():
        places = set().union(*places)
        for m in _ORGAN_RE.finditer(sentence):
            organ = _ORGAN_OF[m.group(1).lower()]
            if organ not in added or not _beside(sentence, m) & places \
                    or _ORGAN_NEGATED_RE.search(_clause_around(sentence, m.start(), m.end())[0]):
                continue
            after = _next_word(sentence[m.end():])
            if after is None:
                if organ in labelled:
                    continue
            elif _organ_before(organ, after, view):
                continue
            if _organ_sentence(organ, cl.make_claim(sentence), view, skip):
                continue
            _add(criticals, notes, "substituted_term",
                 f"{sentence.strip()!r} names the {organ} ({m.group(1)!r}) where the gold names the "
                 f"{' and '.join(sorted(left))} (2.32.0)")
            return


def _organ_before(organ: str, after: str, view: LabelView) -> bool:
    """Whether the label names ``organ``, in any of its forms, before the word ``after``."""
    return any(re.search(rf"\b{re.escape(form)}\s+{re.escape(after)}\b", view.flat_text)
               for form, site in _ORGAN_OF.items() if site == organ)


def _organ_sentence(organ: str, unit: Any, view: LabelView, skip: frozenset) -> bool:
    """Whether a label sentence naming ``organ`` (by a prefix too) holds ``ORGAN_SUPPORT`` of ``unit``'s words."""
    return any(organ in _organs(u.text) and match.word_share(unit, u, skip) >= ORGAN_SUPPORT
               for u in map(view.sentences.__getitem__, _near(view.sentence_index, unit.words - skip)))


ORGAN_ALIGNED = 0.6  # (2.36.0) how alike an answer sentence and a label sentence are for one's organ to stand in the other's place
_ORGAN_PIECE_RE = re.compile(r"(?i),?\s+and\s+|;")


def check_replaced_label_organ(answer: str, view: LabelView, skip: frozenset, criticals: list[str],
                               notes: list[str]) -> None:
    """(2.36.0) ``substituted_term``: an answer sentence most like a label sentence (``ORGAN_ALIGNED``)
    that names an organ by its forms, which names another organ by its forms where the label sentence
    names it by neither its forms nor a prefix ("hepatotoxic"), leaves out the label sentence's, and
    names it, outside a negated clause, before a next word the label never puts after it, where no label
    sentence naming that organ holds ``ORGAN_SUPPORT`` of its words, and (in a sentence joined by "and" or
    ";") its own part is as like the label sentence: "renal function tests should be
    monitored more frequently in patients receiving PURIXAN with other hepatotoxic products" for the
    label's "Monitor liver tests more frequently in patients who are receiving PURIXAN with other
    hepatotoxic products". :func:`check_replaced_organ` reads the gold's organs; this, the label's
    sentences an answer adds."""
    for sentence in cl.sentences(answer):
        named = _organs(sentence, prefixes=False)
        if not named:
            continue
        unit = cl.make_claim(sentence)
        score, ref = max(((match.aligned(unit, view.sentences[j], skip), view.sentences[j])
                          for j in _near(view.sentence_index, unit.words - skip)), key=lambda pair: pair[0],
                         default=(0.0, None))
        if ref is None or score < ORGAN_ALIGNED:
            continue
        theirs = _organs(ref.text, prefixes=False)
        added = named - _organs(ref.text)
        if not added or not theirs - named:
            continue
        for m in _ORGAN_RE.finditer(sentence):
            organ = _ORGAN_OF[m.group(1).lower()]
            after = _next_word(sentence[m.end():])
            if organ not in added or after is None or _organ_before(organ, after, view) \
                    or _ORGAN_NEGATED_RE.search(_clause_around(sentence, m.start(), m.end())[0]):
                continue
            # the label's own sentence on the answer's organ ("... with other nephrotoxic drugs; check kidney function")
            if _organ_sentence(organ, unit, view, skip):
                continue
            # the organ's own part of a sentence joining two findings ("... before starting it, and monitor the
            # heart by ECG") stands in the label sentence's place only if it is as like it
            piece = next(p for p in _ORGAN_PIECE_RE.split(sentence) if m.group(1) in p)
            if piece.strip() != sentence.strip() and match.aligned(cl.make_claim(piece), ref, skip) < ORGAN_ALIGNED:
                continue
            _add(criticals, notes, "substituted_term",
                 f"{sentence.strip()!r} names the {organ} ({m.group(1)!r}) where the label sentence it follows "
                 f"({ref.source}) names the {' and '.join(sorted(theirs - named))} (2.36.0)")
            return


# (2.29.0) the product's carton, which an answer may point to ("the pellet carton states ..."): the
# passages hold the label's text, not its carton's; a carton is no dosage form
CARTON = frozenset({"carton", "cartons"})


def check_terms(answer: str, known: frozenset, criticals: list[str], notes: list[str],
                view: LabelView | None = None) -> None:
    """``unsupported_term``: a word of the answer that is neither general English nor an acronym,
    none of whose stems ``known`` (the stems of the gold, the question and the labels) has, in
    no other form the label has (:func:`_known`), nor (2.20.0) glossed by a term they state
    (:func:`glossed`)."""
    acronyms = {a.lower() for a in _ACRONYM_RE.findall(answer)}
    acronyms |= {a[:-1] for a in acronyms if a.endswith("s")}
    mixed_case = frozenset(m.lower() for m in _MIXED_CASE_RE.findall(answer))
    seen = set()
    glosses = None  # the glossed words of the answer, worked out for the first word that needs them
    known_roots = None  # the roots of ``known``, worked out for the first word that needs them
    for token in base.normalize(answer, "v2").split():
        if len(token) < TERM_LETTERS or token in acronyms or token in seen or general_word(token) or token in CARTON:
            continue
        stems = {cl._pole_neutral(w) for w in base.content_words(token)}
        if not stems or stems <= _common_stems() or stems & known:
            continue
        known_roots = roots(known) if known_roots is None else known_roots
        if _known(token, known_roots, view, mixed_case):
            continue
        glosses = glossed(answer, known) if glosses is None else glosses
        if token in glosses:
            continue
        seen.add(token)
        _add(criticals, notes, "unsupported_term",
             f"names {token!r}, which neither the gold, the question nor the label's passages state")


def _pairs(citations: Iterable) -> set:
    """``(set_id, passage_id)`` of the citations that name both as strings (a malformed citation's
    other values are not looked up)."""
    return {(c["set_id"], c["passage_id"]) for c in citations if isinstance(c, Mapping)
            and isinstance(c.get("set_id"), str) and isinstance(c.get("passage_id"), str)}


_ROLES = r"(?:inhibitor|inducer|agonist|antagonist|blocker|substrate)"
_ROLE_ADJECTIVES = r"(?:(?:strong|potent|moderate|weak|selective|known|reversible|competitive|sensitive|clinical)\s+)*"
_TARGET = r"([a-z0-9+-]+(?:\s+[a-z0-9+-]+)?)"
_TARGET_SHORT = r"(?:\s*\([^()]{1,20}\))?"  # (2.42.0) the target's short name after it: "phosphodiesterase-3 (PDE3)"
_SHORT_NAME_RE = re.compile(r"\(([^()]{1,20})\)\s*\w+$")
_ROMAN = {"i": "1", "ii": "2", "iii": "3", "iv": "4", "v": "5", "vi": "6"}


def _short_name(role: str) -> str | None:
    """(2.42.0) The short name in brackets after a role's target ("phosphodiesterase-3 (PDE3) inhibitor":
    "PDE3"): three to twelve letters, digits or hyphens, with a capital or a digit ("(selective)" is none)."""
    m = _SHORT_NAME_RE.search(role)
    name = m.group(1).strip() if m else ""
    return name if re.fullmatch(r"[A-Za-z0-9-]{3,12}", name) and re.search(r"[A-Z0-9]", m.group(1)) else None


def _arabic(text: str) -> str:
    """(2.42.0) ``text`` with Roman numerals of one to six as digits and "type" left out ("PDE III",
    "phosphodiesterase type 5")."""
    text = re.sub(r"(?i)\btype\s*", "", text)
    return re.sub(r"(?i)(?<=[a-z\s-])\b(vi|iv|v|i{1,3})\b", lambda m: _ROMAN[m.group(1).lower()], text)
# "ritonavir, a strong CYP3A4 inhibitor", "ritonavir (a strong CYP3A4 inhibitor)", "ritonavir, a
# strong inhibitor of CYP3A4" (2.26.1: the last two forms)
_ROLE_RES = (
    re.compile(rf"(?i)\b([a-z][a-z-]{{3,}})\s*(?:\([^()]{{1,40}}\))?,?\s+(?:is\s+|which\s+is\s+)?an?\s+"
               rf"{_ROLE_ADJECTIVES}{_TARGET}{_TARGET_SHORT}\s+({_ROLES})s?\b"),
    re.compile(rf"(?i)\b([a-z][a-z-]{{3,}})\s*\(\s*an?\s+{_ROLE_ADJECTIVES}{_TARGET}\s+({_ROLES})s?\s*\)"),
    re.compile(rf"(?i)\b([a-z][a-z-]{{3,}}),?\s+(?:is\s+|which\s+is\s+)?an?\s+{_ROLE_ADJECTIVES}({_ROLES})s?\s+of\s+"
               rf"(?:the\s+)?([a-z0-9+-]+)"),
)
_TARGET_NAMES = ((re.compile(r"(?i)cytochrome\s*p[- ]?450\s*"), "cyp"), (re.compile(r"(?i)p-?\s*glycoprotein|p-?gp"), "pgp"))


def _squashed(text: str) -> str:
    """A target as compared: letters and digits only, with its long names shortened (2.26.1:
    "cytochrome P450 3A4" is "cyp3a4", "P-glycoprotein" "pgp")."""
    for pattern, short in _TARGET_NAMES:
        text = pattern.sub(short, text)
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _same_target(want: str, text: str) -> bool:
    """Whether ``text`` names the target ``want``; (2.26.1) CYP3A, CYP3A4 and CYP3A5 are one."""
    have = _squashed(text)
    return want in have or (want.startswith("cyp3a") and "cyp3a" in have)


def check_drug_roles(answer: str, view: "LabelView", criticals: list[str], notes: list[str]) -> None:
    """(2.26.0) A drug named as the inhibitor (inducer, agonist, ...) of something ("ritonavir, a
    strong CYP2D6 inhibitor") where the label's sentences naming that drug with such a role never
    name that target ("ritonavir, a strong CYP3A4 inhibitor"): ``substituted_term``."""
    for i, pattern in enumerate(_ROLE_RES):
        for m in pattern.finditer(answer):
            drug = m.group(1).lower()
            target, role = (m.group(3), m.group(2).lower()) if i == 2 else (m.group(2), m.group(3).lower())
            if drug in FREQUENT:  # "when a CYP3A4 inhibitor ...": not a drug's name
                continue
            word = re.compile(rf"(?i)\b{re.escape(drug)}\b")
            about = [u.text for u in view.sentences if word.search(u.text) and re.search(rf"(?i)\b{role}", u.text)]
            if not about:
                continue
            # (2.42.0) a short name in brackets after the target ("phosphodiesterase-3 (PDE3)"): either names it
            short = _short_name(m.group(0)) if i == 0 else None
            wanted = [target] + ([short] if short else [])
            if short:  # "phosphodiesterase III (PDE III)", "type 5": numerals read alike
                about = [_arabic(t) for t in about]
                wanted = [_arabic(w) for w in wanted]
            if not any(_same_target(_squashed(w), t) for w in wanted for t in about):
                _add(criticals, notes, "substituted_term", f"the answer calls {drug} a {target} {role}; the label's "
                                                           f"sentences naming it as one say otherwise: {about[0][:120]!r}")
                return


# (2.37.0) what before a claim in its sentence makes it none of the answer's: a negator, a wish or a report
# ("patients needing a product that contains no lactose", "it is not true that ...", "some sources wrongly
# say ..."); read by check_free_of, check_denied_limit and check_crossed's words of appearance
_HEDGED_RE = re.compile(r"(?i)\b(?:not|no|never|neither|nor|need|needs|needing|require|requires|requiring|want|wants|"
                        r"looking|seek|seeking|if|whether|assume|assumes|assuming|say|says|said|claim|claims|ask|asks|"
                        r"believe|believes|think|thinks|myth|misconception|mistake|wrongly|mistakenly|incorrect|"
                        r"incorrectly|erroneously)\b|n't\b")
# an answer's other device: a household spoon, or any other (dosing) device; not a dose in spoonfuls
_OTHER_DEVICE_RE = re.compile(
    r"(?i)\b(?:household|kitchen|ordinary|regular|eating|your\s+own)\s+(?:[a-z]+\s+)?(?:tea|table)?spoons?\b"
    r"|\b(?:any(?:\s+other)?|another|other|an?\s+different|different)\s+"
    r"(?:(?:household|kitchen|standard|measuring|dosing|oral|regular|ordinary)\s+){0,2}"
    r"(?:(?:tea|table)?spoons?|(?:dosing|measuring)\s+(?:devices?|cups?|spoons?|syringes?|tools?)|devices?|syringes?|droppers?)\b"
    r"|\bmeasuring\s+spoons?\b")
# where what is said of the device ends: a sentence's colon or semicolon, a contrast or a condition
# (commas do not end it: "do not use a household teaspoon, a kitchen spoon or any other device")
_DEVICE_SPAN_END_RE = re.compile(r"(?i)[:;]|\s(?:but|however|although|though|whereas|while|if|when|unless|except)\s")
# said before the device, what keeps to the label's own ("do not use", "instead of", "unlike")
_KEPT_FROM_DEVICE_RE = re.compile(r"(?i)\b(?:not|never|no|nor|cannot|avoid\w*|without|unlike|instead\s+of|rather\s+than|"
                                  r"in\s+place\s+of|against|only)\b|n't\b")
# a warning about the other device ("household teaspoons vary in size", "can cause an overdose")
_DEVICE_WARNING_RE = re.compile(r"(?i)\b(?:inaccurate|accurate|accuracy|vary|varies|differ\w*|wrong|overdos\w*|underdos\w*|"
                                r"errors?|unreliable|imprecise|mistakes?|risk\w*|danger\w*|harm\w*)\b")
# what permits it: said after it ("may be used", "is fine", "works"), or before it ("use", "measure
# with", "or")
_DEVICE_ALLOWED_AFTER_RE = re.compile(
    r"(?i)^\W*(?:\w+\s+){0,3}?(?:(?:may|can|could|might)\s+(?:also\s+|still\s+|instead\s+)?(?:be\s+)?"
    r"(?:used|substituted|fine|acceptable|okay|ok|work|suffice|do|measure)"
    r"|(?:is|are|will\s+be|would\s+be)\s+(?:also\s+|equally\s+|just\s+as\s+)?(?:fine|acceptable|okay|ok|suitable|adequate|"
    r"sufficient|interchangeable|an?\s+(?:acceptable|suitable)\s+(?:alternative|substitute))"
    r"|works?|will\s+do|suffices?)\b")
_DEVICE_ALLOWED_BEFORE_RE = re.compile(r"(?i)\b(?:use|using|with|substitute|or)\s+(?:(?:an?|the|your)\s+)?$")


def check_other_device(answer_sentences: list, view: "LabelView", criticals: list[str], notes: list[str]) -> None:
    """(2.34.0) ``opposite_claim``: an answer that lets the dose be measured with another device (a
    household teaspoon, any other dosing device) where the label says to use its own device only: the
    answer says it may be used, is fine or works, or to use or measure with it, or offers it as an
    alternative ("the enclosed cup or any other dosing device"). Not where a negation, "instead of",
    "unlike" or "only" comes before it in what is said of it (up to a colon, semicolon, contrast or
    condition; a list's heading ending in a colon counts), nor in a warning about it ("household
    teaspoons vary in size")."""
    rule = view.own_device_rule
    if not rule:
        return
    heading_kept = False
    for s in answer_sentences:
        text = _apostrophes(s.text)
        kept, heading_kept = heading_kept, text.rstrip().endswith(":") and bool(_KEPT_FROM_DEVICE_RE.search(text))
        if kept:
            continue
        for m in _OTHER_DEVICE_RE.finditer(text):
            starts = [e.end() for e in _DEVICE_SPAN_END_RE.finditer(text, 0, m.start())]
            start = starts[-1] if starts else 0
            end_m = _DEVICE_SPAN_END_RE.search(text, m.end())
            before, after = text[start:m.start()], text[m.end():end_m.start() if end_m else len(text)]
            if _KEPT_FROM_DEVICE_RE.search(before) or _DEVICE_WARNING_RE.search(before + " " + after):
                continue
            if _DEVICE_ALLOWED_AFTER_RE.search(after) or _DEVICE_ALLOWED_BEFORE_RE.search(before):
                _add(criticals, notes, "opposite_claim",
                     f"{s.text!r} allows {m.group(0)!r}; the label says {rule!r} (2.34.0)")
                return



# (2.45.0) Adjectives of degree, course and stage that a label gives each to its own finding in one sentence
# ("severe impairment of renal or hepatic function, or acute abdominal conditions"): handed to each other's
# finding ("acute impairment ... or severe abdominal conditions") they say what the label does not. Read as
# these words, not their stems ("initiate", "severity", "majority", "lowered" and "seconds" are none).
QUALIFIER_WORDS = frozenset((
    "severe", "mild", "moderate", "acute", "chronic", "initial", "maintenance", "first", "second", "high", "low",
    "higher", "lower", "early", "late", "total", "partial", "major", "minor", "upper"))
# words a qualifier tells apart without naming a finding ("the initial dose ... maintenance therapy")
_QUALIFIED_GENERIC = frozenset(map(base._stem, (
    "dose", "doses", "dosage", "dosing", "therapy", "treatment", "use", "case", "cases", "patient", "patients",
    "period", "phase", "week", "weeks", "day", "days", "line", "one", "time", "times")))
QUALIFIED_PAIRS = 40  # pairs of one answer sentence read at most (a pasted table of no full stops is not read whole)


def qualified_pairs(text: str) -> tuple[tuple[str, str, str, str], ...]:
    """(2.45.0) Each qualifier of ``text`` (``QUALIFIER_WORDS``) with the content word after it (stop
    words left out, across any punctuation): (qualifier, word stem, qualifier, word). Not where the word
    is a qualifier too (a run, "mild, moderate, or severe renal impairment", qualifies the word after
    it), a number or a generic word (``_QUALIFIED_GENERIC``), nor after a number ("30 seconds")."""
    words = [w for w in re.findall(r"[a-z0-9]+", text[:base.MAX_TEXT_CHARS].lower()) if w not in base._STOPWORDS]
    return tuple((a, base._stem(x), a, x) for i, (a, x) in enumerate(zip(words, words[1:]))
                 if a in QUALIFIER_WORDS and x not in QUALIFIER_WORDS and not x.isdigit()
                 and base._stem(x) not in _QUALIFIED_GENERIC and not (i and words[i - 1].isdigit()))


def check_swapped_qualifiers(texts: list[str], view: LabelView, criticals: list[str], notes: list[str]) -> None:
    """(2.45.0) ``substituted_term``: an answer sentence gives qualifier A to word X and qualifier B to
    word Y, where one label sentence gives B to X and A to Y, no label sentence gives A to X or B to
    Y, and the sentence itself gives neither B to X nor A to Y (:func:`qualified_pairs`)."""
    index = view.qualified_index
    for text in texts:
        found = qualified_pairs(text)[:QUALIFIED_PAIRS]
        mine = {(a, x) for a, x, _, _ in found}
        new = [p for p in found if (p[0], p[1]) not in index]
        for (a, x, _, raw_x), (b, y, _, raw_y) in permutations(new, 2):
            if a == b or x == y or (b, x) in mine or (a, y) in mine:
                continue
            if index.get((b, x), frozenset()) & index.get((a, y), frozenset()):
                _add(criticals, notes, "substituted_term",
                     f"sentence {text.strip()!r} says {a} {raw_x} and {b} {raw_y}, where a label sentence gives "
                     f"{b!r} to the first and {a!r} to the second (2.45.0)")
                return
