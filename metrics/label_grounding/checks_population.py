"""Rubric v3's checks of who and what for (``wrong_population``, ``substituted_term``): a population
narrowed or widened, another label's values, a dose bound to another population, and an
indication or use the label does not give.

Each check takes the answer's text and the question's ``LabelView`` and adds a critical error
with a note naming the population or indication and the label's sentence.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Any, Mapping

try:  # a package under evaluate and in the runner; a plain folder in the Harbor verifier
    from . import claim_matching as match
    from . import claim_substitution as substitution
    from . import claims as cl
    from . import rubric as base
    from .checks_numbers import YEAR_HOURS, _LIMIT_WORDS_RE, _dose_figures, limit_frequencies
    from .checks_terms import CONTEXT_ALIGNED, _NEGATING_RE, _clinical_stem, _surface, _told
    from .common_words import FREQUENT
    from .label_words import TERM_LETTERS, _add, _clause, _near, _negated, _plain_stems
except ImportError:
    import claim_matching as match
    import claim_substitution as substitution
    import claims as cl
    import rubric as base
    from checks_numbers import YEAR_HOURS, _LIMIT_WORDS_RE, _dose_figures, limit_frequencies
    from checks_terms import CONTEXT_ALIGNED, _NEGATING_RE, _clinical_stem, _surface, _told
    from common_words import FREQUENT
    from label_words import TERM_LETTERS, _add, _clause, _near, _negated, _plain_stems

if TYPE_CHECKING:
    from .label_view import LabelView


_INDICATED_FOR_RE = re.compile(r"(?i)(?<!contra)(?<!not )\bindicated (?:for|in|as)\b")
_INDICATED = base._stem("indicated")
# a label sentence that says a use is unsupported: "evidence ... is unavailable", "not established"
_UNSUPPORTED_USE_RE = re.compile(r"(?i)\b(?:unavailable|not (?:been )?(?:established|available|indicated|demonstrated|"
                                 r"shown)|no (?:evidence|data))\b")
# what else than the product a clause may say is indicated ("caution is indicated in patients with ...")
_NO_PRODUCT_RE = re.compile(r"(?i)\b(?:caution|monitoring|care|reduction|adjustment|discontinuation|interruption|"
                            r"withdrawal|testing|evaluation|observation|treatment|therapy|management|"
                            r"hospitali[sz]ation|measures|support)\b")
INDICATION_LETTERS = 5  # shorter stems are left alone
INDICATION_SHARE = 0.5  # share of the indication's words the label's sentence on an unsupported use has


def check_indication(answer_claims: list, view: LabelView, skip: frozenset, criticals: list[str],
                     notes: list[str]) -> None:
    """(2.29.0) ``opposite_claim``: a clause saying the product "is indicated for" what the label says
    is an unsupported use ("indicated for multiple recurrent headaches" where the label says that
    evidence supporting that use is unavailable): the label sentence on the unsupported use
    (``_UNSUPPORTED_USE_RE``) has ``INDICATION_SHARE`` of the indication's words, more than any
    sentence stating an indication has, and one of its clinical terms no such sentence has. What
    another subject is indicated for ("caution is indicated in ...") is left alone."""
    indications = view.indications
    for c in answer_claims:
        m = _INDICATED_FOR_RE.search(c.text)
        if not m or c.negated or _UNSUPPORTED_USE_RE.search(c.text) or _NO_PRODUCT_RE.search(c.text[:m.start()]):
            continue
        said = cl.claim_words(cl._norm(c.text[m.end():])) - skip - {_INDICATED}
        if not said:
            continue
        best = max((len(said & u.words) for u in indications), default=0)
        for u in (view.sentences[i] for i in _near(view.sentence_index, said)):
            shared = said & u.words
            if (len(shared) < INDICATION_SHARE * len(said) or len(shared) <= best or u in indications
                    or not _UNSUPPORTED_USE_RE.search(u.text)):
                continue
            if any(len(t) >= INDICATION_LETTERS and _clinical_stem(t) and not any(t in i.words for i in indications)
                   for t in shared):
                _add(criticals, notes, "opposite_claim",
                     f"clause {c.text!r} gives as an indication what the label says is unsupported: {u.text!r} "
                     f"({u.source}) (2.29.0)")
                return


# (2.42.0) What the answer says the product is indicated or approved for, up to a comma, a bracket, a
# semicolon or a joining word: "Viagra is indicated for pulmonary arterial hypertension".
_INDICATED_AS_RE = re.compile(r"(?i)(?<!contra)(?<!not )\b(?:indicated|approved)\s+(?:only\s+)?(?:for|in)\s+(?:the\s+)?"
                              r"(?:(?:(?:treatment|management|relief|prevention)\s+of|treating|managing|relieving|"
                              r"preventing)\s+(?:the\s+)?)?")
_INDICATION_END_RE = re.compile(r"(?i)[,;:()]|\b(?:and|but|in|at|with|who|which|is|are|was|were|the)\b")
# before the claim: a negator, a condition or a report ("if it were", "it is a myth that")
_INDICATION_HEDGED_RE = re.compile(r"(?i)\b(?:not|no|never|if|whether|unless|although|though|but|whereas|while|unlike|"
                                   r"however|other|another|such\s+as|like|myth|wrongly|mistakenly|incorrectly|claim|claims|"
                                   r"said|says)\b|n't\b")
INDICATION_WINDOW = 200  # characters before the claim read for a hedge
MAX_INDICATIONS = 5  # claims of one sentence read
OTHER_INDICATION_WORDS = 2  # clinical words of the condition that no indication of the label has, at least


def _other_names(text: str, told: str) -> list[str]:
    """(2.42.0) The capitalised names of ``text`` (not everyday words) that ``told`` (the question and the
    gold, lower-cased) never uses: another product's ("REVATIO is used to treat ...")."""
    return [w for w in re.findall(r"\b[A-Z][A-Za-z-]{2,}\b", text) if w.lower() not in told and w.lower() not in FREQUENT]


def check_other_indication(texts: list[str], gold_text: str, question: str, view: LabelView, skip: frozenset,
                           criticals: list[str], notes: list[str]) -> None:
    """(2.42.0) ``substituted_term``: a clause giving as the product's indication a condition of which
    ``OTHER_INDICATION_WORDS`` clinical words or more (``INDICATION_LETTERS`` letters or more) begin as
    no word of the label's indications (:attr:`LabelView.indication_words`) begins, where the label
    has them ("indicated for pulmonary arterial hypertension" where its indication is erectile
    dysfunction), in a sentence of the answer (``texts``), and that no label sentence (not negated, not on an
    unsupported use, naming no other product) has all of. Not read: a clause whose subject is a measure ("dose reduction is indicated
    for", ``_NO_PRODUCT_RE``) or another product (a capitalised name the question and the gold never use),
    or that has a negator; a sentence with a negator, a condition, a contrast, "other" or a report before
    the claim; "as indicated"; and words the gold or the question has."""
    named = view.indication_words
    if not named:
        return
    known = skip | _told(gold_text, question)
    told = f"{question} {gold_text}".lower()
    for text, m in ((t, m) for t in texts for m in list(_INDICATED_AS_RE.finditer(t))[:MAX_INDICATIONS]):
        clause = _clause(text, max(0, m.start() - INDICATION_WINDOW), m.end())
        head = text[max(0, max(text.rfind(mark, 0, m.start()) for mark in ",;:") + 1, m.start() - INDICATION_WINDOW):m.start()]
        # the subject must be the product: a capitalised name the question and the gold never use is another's
        if (_negated(clause) or _NO_PRODUCT_RE.search(head) or _other_names(head, told) or text[max(0, m.start() - 3):m.start()].lower() == "as "
                or _INDICATION_HEDGED_RE.search(text[max(0, m.start() - INDICATION_WINDOW):m.start()])):
            continue
        condition = _INDICATION_END_RE.split(text[m.end():], maxsplit=1)[0]
        said = {t for t in cl.claim_words(cl._norm(condition)) - known
                if len(t) >= INDICATION_LETTERS and _clinical_stem(t)}
        unnamed = {t for t in said if not any(t[:INDICATION_LETTERS] == n[:INDICATION_LETTERS] for n in named)}
        # a label sentence that has them all (a use the indication block missed, a route) states them
        stated = any(all(any(t[:INDICATION_LETTERS] == w[:INDICATION_LETTERS] for w in u.words) for t in unnamed)
                     and not u.negated and not _UNSUPPORTED_USE_RE.search(u.text) and not _other_names(u.text, told)
                     for u in view.sentences)
        if len(unnamed) >= OTHER_INDICATION_WORDS and unnamed == said and not stated:
            source = next(iter(view.indication_block))
            _add(criticals, notes, "substituted_term",
                 f"clause {clause.strip()!r} gives an indication none of the label's indications names, such as "
                 f"{source.text[:120]!r} ({source.source}) (2.42.0)")
            return

# (2.36.0) Values given for one label of two that only the other states. A label's names are the words
# of the question that its text writes with a capital (four in five times, twice or more) and the other
# label's never has ("Viagra", "TRIAMINIC"). A sentence of the answer (a list item is one) that names one
# label and not the other speaks of it, clause by clause (split at ";"); a clause that compares or denies
# ("unlike", "than", "not", "respectively") or uses a word only the other label's text has ("the
# phenylephrine syrup") is left out, and so is a sentence naming both labels or neither. A dose, an "every N hours" or a daily limit (as :func:`limit_frequencies` reads it) in such a
# clause, which that label's text never gives and the other's does, is the other label's value ("Viagra:
# 50 mg as needed, no more than 6 doses in 24 hours", the limit of the other label). (2.39.0) So is an age
# band ("Vyvanse: 30 mg for children 6 to under 12 years", the other label's band; ``wrong_population``), and a
# negation before "more than" sets a limit rather than denying ("Viagra ... should not be used more than 6
# times in 24 hours").
_EVERY_HOURS_RE = re.compile(r"(?i)\bevery\s+(\d+)\s+hours?\b")
_ITEM_END_RE = re.compile(r"(?<=[.!?])\s+|\n+|\s+[-•*]\s+(?=[A-Z])")
_OTHER_COMPARED_RE = re.compile(r"(?i)\b(?:not|no|never|unlike|like|than|versus|vs|whereas|while|compared|respectively|"
                                r"both|each|same|either|neither|other|instead|rather)\b|n't\b")
LABEL_NAME_CAPITALS = 0.8  # (2.36.0) share of a name's uses in its label that are capitalized
LABEL_NAME_UPPER = 5  # (2.37.0) letters of a word a label writes in capitals, read as its name on one such use
_name_of = functools.lru_cache(maxsize=1024)(lambda word: re.compile(r"(?i)\b" + re.escape(word) + r"\b"))


def label_names(question: str, view: LabelView) -> dict:
    """(2.36.0) Label (set id) -> its names in ``question``, for a question on two labels."""
    texts = view.label_texts
    if len(texts) != 2:
        return {}
    words = {re.sub(r"'s$", "", w) for w in re.findall(r"\b[A-Z][A-Za-z'-]{3,}", question)}
    names = {}
    for sid, raw in texts.items():
        other = next(t for s, t in texts.items() if s != sid)
        names[sid] = frozenset(w.lower() for w in words if not _name_of(w).search(other)
                               and _label_name(w, [m.group(0) for m in _name_of(w).finditer(raw)
                                                   if not _IN_ADDRESS_RE.search(raw[max(0, m.start() - 4):m.end() + 4])]))
    return names if all(names.values()) else {}


def _label_name(word: str, uses: list[str]) -> bool:
    """Whether a capitalized question word is a label's name, by its ``uses`` in that label (outside web
    addresses, 2.37.0): twice or more, mostly capitalized; or (2.37.0) once or more, mostly capitalized
    and once in capitals, for a word of ``LABEL_NAME_UPPER`` letters or more that is neither an everyday
    word nor a word of a label's headings ("TRIAMINIC", which the label also writes in "www.triaminic.com";
    not "CHILDREN", "DOSAGE", nor "PEDIATRIC" of "PEDIATRIC USE" where the label mostly writes "pediatric")."""
    if not uses or sum(u[0].isupper() for u in uses) < LABEL_NAME_CAPITALS * len(uses):
        return False
    if len(word) >= LABEL_NAME_UPPER and word.lower() not in FREQUENT and word.lower() not in _HEADING_WORDS \
            and any(u.isupper() for u in uses):
        return True
    return len(uses) >= 2


# (2.37.0) words of a label's section headings, which a label writes in capitals without naming anything
_HEADING_WORDS = frozenset({"dosage", "administration", "indications", "usage", "warnings", "precautions",
                            "contraindications", "directions", "description", "overdosage", "clinical",
                            "pharmacology", "storage", "handling", "supplied", "ingredients", "purpose", "uses",
                            "adverse", "reactions", "interactions", "populations", "maximum", "recommended",
                            "pediatric", "geriatric", "hepatic", "renal", "impairment", "lactation", "pregnancy",
                            "boxed", "warning", "strengths", "tablets", "ingredient", "overdose", "nursing"})
_IN_ADDRESS_RE = re.compile(r"www\.|\.\w|/")  # beside a use, a web address's marks ("www.triaminic.com")


# (2.39.0) An age band: "6 to under 12 years" (read as 6 to 11), "6 to 11 years", "ages 6 and above",
# "12 years of age and older". Each band is read once, the first form it takes.
_AGE = r"(\d{1,2})"
_YEARS = r"(?:years?|yrs?)(?:\s+old)?"
_NOT_A_SPAN = r"\b(?!\s+(?:of\s+)?(?:treatment|therapy|use|follow|exposure|duration))"  # "for 1 to 2 years of treatment"
_SPAN_BEFORE_RE = re.compile(r"(?i)\b(?:for|treated|after|within|over|than|lasting)\s+$")
_AGE_BAND_RES = (
    re.compile(r"(?i)\b" + _AGE + r"\s*(?:" + _YEARS + r"(?:\s+of\s+age)?\s*)?(?:to|-|–|through)\s*"
               r"(?:under|less\s+than|younger\s+than|<)\s*" + _AGE + r"\s*" + _YEARS + _NOT_A_SPAN),
    re.compile(r"(?i)(?:\b" + _AGE + r"\s*(?:" + _YEARS + r"(?:\s+of\s+age)?\s*)?(?:to|-|–|through)\s*" + _AGE + r"\s*"
               + _YEARS + r"|\bage[sd]?\s+" + _AGE + r"\s*(?:to|-|–|through)\s*" + _AGE + r")" + _NOT_A_SPAN),
    # "and older" after years, or after "ages"/"aged" ("Grade 3 or above" is no age)
    re.compile(r"(?i)(?:\b" + _AGE + r"\s*" + _YEARS + r"(?:\s+of\s+age)?|\bage[sd]?\s+" + _AGE + r")\s+(?:and|or)\s+"
               r"(?:older|over|above|up|more)\b"))


def age_bands(text: str) -> set:
    """(2.39.0) The age bands ``text`` gives, as ``("age", from, "to N")`` or ``("age", from, "and older")``."""
    out, spans = set(), []
    for n, pattern in enumerate(_AGE_BAND_RES):
        for m in pattern.finditer(text[:base.MAX_TEXT_CHARS]):
            if any(m.start() < end and start < m.end() for start, end in spans):
                continue
            spans.append(m.span())
            if _SPAN_BEFORE_RE.search(text[max(0, m.start() - 12):m.start()]):
                continue  # "treated for 2 years or more" is a duration
            found = [int(g) for g in m.groups() if g]
            if n == 2:
                out.add(("age", float(found[0]), "and older"))
            else:
                out.add(("age", float(found[0]), f"to {found[1] - (1 if n == 0 else 0)}"))
    return out


def _within_open_band(value: tuple, given: frozenset) -> bool:
    """(2.39.0) Whether ``value`` is an open age band ("18 years and older") within an open band the label
    gives ("6 years and over"): the label's patients narrowed, not another label's."""
    return value[0] == "age" and value[2] == "and older" and any(
        kind == "age" and unit == "and older" and low <= value[1] for kind, low, unit in given)


def _values_given(text: str) -> set:
    """(2.36.0) The doses (as :func:`_dose_figures` reads them), "every N hours" and daily limits ``text`` gives;
    (2.39.0) and its age bands."""
    out = {("dose", n, unit) for n, unit in _dose_figures(text) if unit in ("mg", "ml")}
    for m in _EVERY_HOURS_RE.finditer(text):
        out.add(("every", float(m.group(1)), "hours"))
    return out | age_bands(text) \
        | {("limit", n, "a day" if kind == "times" else "units a day") for n, kind in limit_frequencies(text)}


# (2.39.0) a limit with its verb between the negation and "more than" ("should not use it more than 6
# times"): the negation sets the limit, it compares nothing
_NEGATED_LIMIT_RE = re.compile(r"(?i)(?:\b(?:not|never)|n't)\s+(?:\w+\s+){0,3}?(?:more\s+(?:often\s+)?than|exceed)\b")
# (2.39.0) a clause that rules its patients out gives the label no age band ("it is contraindicated for
# patients 4 to 5 years", "the dosing for ages 4 to 5 years belongs to the cold medicine")
_RULED_OUT_RE = re.compile(r"(?i)\b(?:contraindicat|avoid|unsuitable|inappropriate|lack|outside|belong|exclud|except|"
                           r"instead|reserved|consult|ask\s+a\s+(?:doctor|physician|pharmacist)|cannot|can't|too\s+young|different|away|"
                           r"irrelevant|only|n/a)\w*")


def check_other_label_values(answer: str, question: str, view: LabelView, criticals: list[str],
                             notes: list[str]) -> None:
    """(2.36.0) ``wrong_dose`` or ``wrong_frequency`` ((2.39.0) ``wrong_population`` for an age band): a value
    in a clause of an answer sentence naming one of the question's two labels (and not the other), which that
    label never gives and the other does (:func:`label_names`)."""
    names = label_names(question, view)
    if not names:
        return
    owner = {name: sid for sid, ns in names.items() for name in ns}
    named = re.compile(r"(?i)\b(" + "|".join(map(re.escape, sorted(owner, key=len, reverse=True))) + r")\b")
    given = view.label_values
    for sentence in _ITEM_END_RE.split(answer[:base.MAX_TEXT_CHARS]):
        sids = {owner[m.group(1).lower()] for m in named.finditer(sentence)}
        if len(sids) != 1:
            continue
        sid = sids.pop()
        other = next(s for s in given if s != sid)
        for clause in sentence.split(";"):
            if _OTHER_COMPARED_RE.search(_LIMIT_WORDS_RE.sub(" ", _NEGATED_LIMIT_RE.sub(" ", clause))) \
                    or set(re.findall(r"[a-z]{5,}", clause.lower())) & view.label_words[other] - view.label_words[sid]:
                continue  # "not more than" sets a limit; "the phenylephrine syrup" speaks of the other label
            ruled_out = bool(_RULED_OUT_RE.search(clause))
            for value in sorted(_values_given(clause)):
                if value[0] == "age" and (ruled_out or _within_open_band(value, given[sid])):
                    continue
                if value not in given[sid] and value in given[other]:
                    kind, n, unit = value
                    error = {"dose": "wrong_dose", "age": "wrong_population"}.get(kind, "wrong_frequency")
                    shown = f"ages {n:g} {unit}" if kind == "age" else f"{'every ' if kind == 'every' else ''}{n:g} {unit}"
                    _add(criticals, notes, error, f"{clause.strip()!r} gives {shown} for the label it names ({sid}), "
                         f"a value only the other label gives ({'2.39.0' if kind == 'age' else '2.36.0'})")
                    return


# (2.35.0) A population narrowed by a qualifier the label never gives it: "for ritonavir-treated
# patients older than 65 years" where the label gives 25 mg to every ritonavir-treated patient, and
# the starting dose over 65 in a sentence of its own. Qualifiers of age, kidney or liver impairment and
# co-medication, the kinds a label gives doses apart for, each read as its kind: "elderly", "over 65"
# and "65 years of age and older" are one qualifier.
_QUALIFIERS = (
    ("age", r"\b(?:older|younger) than\s+\d+|\bover\s+(?:[4-9]\d|1\d\d)\s*(?:years?|yrs?)\b|\bover the age of\s+\d+"
            r"|\b(?:aged\s+)?\d+\s*(?:years?|yrs?)?(?:\s+of\s+age)?\s+(?:and|or)\s+(?:older|over|above)\b"
            r"|(?:\u2265|>=?)\s*\d+\s*(?:years?|yrs?)\b|\b(?:elderly|geriatric)\b"),
    ("renal", r"\b(?:renal|kidney)\s+(?:impairment|insufficiency|disease|failure|problems?)|\bimpaired\s+(?:renal|kidney)"
              r"|\bcreatinine clearance|\bcrcl\b|\b(?:hemo)?dialysis|\besrd\b|\bend[- ]stage renal"),
    ("hepatic", r"\b(?:hepatic|liver)\s+(?:impairment|insufficiency|disease|failure|problems?)|\bimpaired\s+(?:hepatic|liver)"
                r"|\bcirrhosis|\bchild[- ]pugh"),
    ("alpha-blockers", r"\balpha[- ]?(?:adrenergic\s+)?blockers?|\balpha[- ]?blockade"),
    ("protease inhibitors", r"\bprotease inhibitors?"),
    ("CYP3A4 inhibitors", r"\bcyp\s?3a4? inhibitors?"),
)
_QUALIFIER_RE = re.compile("|".join(f"(?P<q{i}>{pattern})" for i, (_, pattern) in enumerate(_QUALIFIERS)), re.I)
# evidence of each kind in a label sentence, the gold or the question
_KIND_RE = {"age": re.compile(r"(?i)\b(?:elderly|geriatric|older|aged\s+\d+|\d+\s*(?:years?|yrs?)(?:\s+of\s+age)?|"
                              r"\d+\s+(?:and|or)\s+(?:over|older|above))\b"),
            "renal": re.compile(r"(?i)\b(?:renal|kidney|creatinine|crcl|dialysis|esrd|e?gfr)"),
            "hepatic": re.compile(r"(?i)\b(?:hepatic|liver|cirrhosis|child[- ]pugh)")}
QUALIFIED_WORDS = 6  # words at most between the population's and the qualifier's
_QUALIFIED_BOUND_RE = re.compile(r"[,;:()]|\.\s|\s(?:and|or|but|while|whereas|versus|vs\.?|than|as well as|same)\s", re.I)
_QUALIFIER_DENIED_RE = re.compile(r"(?i)\b(?:regardless of|irrespective of|without|not|no|including|even|also|except)"
                                  r"\s+(?:\S+\s+){0,2}$")
_POPULATION_FILLERS = frozenset(base._stem(w) for w in (
    "patient patients adult adults people person most treated taking receiving given using on who have has had "
    "with all year years age aged old older young younger than over to under child children pediatric").split())


def _kind_in(kind: str, text: str) -> bool:
    """Whether ``text`` gives a qualifier of ``kind`` (a co-medication: its own words)."""
    if kind in _KIND_RE:
        return bool(_KIND_RE[kind].search(text))
    pattern = dict(_QUALIFIERS)[kind]
    return bool(re.search(pattern, text, re.I))


def _gold_populations(fields: Any) -> list[str]:
    """The populations of a gold's structured fields, one per label of a comparison."""
    if not isinstance(fields, Mapping):
        return []
    found = [fields.get("population")]
    if isinstance(fields.get("comparison"), Mapping):
        found += [f.get("population") for f in fields["comparison"].values() if isinstance(f, Mapping)]
    return [p for p in found if isinstance(p, str) and p.strip()]


def check_narrowed_population(answer: str, gold: Mapping[str, Any], gold_text: str, question: str, view: LabelView,
                              criticals: list[str], notes: list[str]) -> None:
    """(2.35.0) ``wrong_population``: an answer sentence that names the gold's structured population
    (its words, fillers such as "patients" and "treated" aside, and any qualifier it has itself aside)
    and right beside it, with no clause boundary, "or" or "as well as" between, a qualifier of age,
    kidney or liver impairment or co-medication (``_QUALIFIERS``) of a kind that the gold, the question
    and the population do not give, not denied ("regardless of renal impairment"; a sentence with a
    negator is left alone), where no passage of the label names the population and gives a qualifier
    of that kind (a passage is a section: its heading may name the population for every sentence under
    it). Only a population the label's
    indications do not name (a subgroup such as "ritonavir-treated patients"; a qualifier of the whole
    indicated population is no narrowing), and the qualifier at most ``QUALIFIED_WORDS`` words away."""
    populations = _gold_populations(gold.get("structured_fields"))
    if not populations:
        return
    told = " ".join((gold_text, question, *populations))
    for population in populations:
        bare = _QUALIFIER_RE.sub(" ", population)
        key = frozenset(w for w in _plain_stems(bare) - _POPULATION_FILLERS
                        if not w.isdigit() and w not in base._STOPWORDS and len(w) > 2)
        if not key or key & view.indication_stems:
            continue
        for sentence in cl.sentences(answer):
            low = sentence.lower()
            places = [m.start() for m in re.finditer(r"[a-z][a-z0-9]+", low) if base._stem(m.group(0)) in key]
            if not places or not key <= _plain_stems(sentence) or _NEGATING_RE.search(sentence):
                continue
            for m in _QUALIFIER_RE.finditer(sentence):
                kind = _QUALIFIERS[int(m.lastgroup[1:])][0]  # the groups are q0, q1, ...: the matched one
                near = min(places, key=lambda p: abs(p - m.start()))
                between = sentence[min(near, m.end()):max(near, m.start())]
                if _QUALIFIED_BOUND_RE.search(between) or len(between.split()) > QUALIFIED_WORDS + 1 \
                        or _QUALIFIER_DENIED_RE.search(sentence[:m.start()]) or _kind_in(kind, told):
                    continue
                if any(key <= _plain_stems(text) and _kind_in(kind, text) for text in view.population_passages):
                    continue
                _add(criticals, notes, "wrong_population",
                     f"{sentence.strip()!r} narrows the gold's population {population!r} to {m.group(0)!r}, "
                     "which no passage of the label gives it (2.35.0)")
                return


# (2.41.0) A population widened to a class: "patients taking ritonavir or any other strong CYP3A4
# inhibitor" where the label gives the gold's 48-hour maximum to ritonavir alone. The class is the noun
# phrase after "or/and (with) (any/all) other" or "or another", up to its head noun.
_WIDENED_RE = re.compile(
    r"(?i)\s(?:or|and)\s+(?:(?:with|taking|receiving|using|on)\s+)?(?:(?:any|all)\s+other|another|other)\s+"
    r"(?P<cls>(?:[\w-]+\s+){0,3}?(?:inhibitors?|inducers?|drugs?|medicines?|medications?|agents?|products?"
    r"|antibiotics?|antifungals?|blockers?|antagonists?|substrates?))\b")
_WIDENED_FILLERS = frozenset(base._stem(w) for w in
                             "drug drugs medicine medicines medication medications agent agents product products such "
                             "strong potent moderate weak other".split())
_WIDENED_CLAUSE_RE = re.compile(r"(?i)[;:]|,\s+(?:and|but|while|whereas)\b")
_WIDENED_REASON_RE = re.compile(r"(?i)\b(?:because|since|due to|as a result of|owing to)\b[^,;]*$")
HEADING_WORDS = 12  # a heading read with the sentence under it has at most this many words
_UNIT_NAMES = {"time": "hours", "mass": "mg", "volume": "mL", "number": ""}  # the units values are compared in


def _names_class(cls: frozenset, text: str) -> bool:
    """Whether ``text`` names every word of a class, each in a longer form or a shorter one that holds
    ``FORM_SHARE`` of it ("cyp3a" for "cyp3a4")."""
    stems = _plain_stems(text)
    return all(any(x.startswith(w) or (len(x) >= 4 and w.startswith(x) and len(x) >= FORM_SHARE * len(w))
                   for x in stems) for w in cls)


def check_widened_population(answer: str, gold: Mapping[str, Any], gold_text: str, question: str, view: LabelView,
                             criticals: list[str], notes: list[str]) -> None:
    """(2.41.0) ``wrong_population``: an answer sentence that names the gold's structured population (its
    words, fillers aside; a subgroup the label's indications do not name, as for
    ``check_narrowed_population``) and, at most ``QUALIFIED_WORDS`` words after it with no clause boundary
    between (a comma only before "or"), widens it to a class ("ritonavir or any other strong CYP3A4
    inhibitor", ``_WIDENED_RE``), while stating a value of the gold that no label sentence naming the class
    (all of its words, strength and fillers aside; or under a heading that names it) states: the label gives
    the value to the population, not to the class. Not where the gold or the question names the class, in a reason ("because
    ritonavir and other strong CYP3A4 inhibitors raise ..."), or in a sentence with a negator."""
    populations = _gold_populations(gold.get("structured_fields"))
    if not populations:
        return
    gold_keys = {k for k, _, _ in cl.values_of(cl._norm(gold_text))["numbers"]}
    told = " ".join((gold_text, question))
    told_stems = _plain_stems(told)
    for population in populations:
        key = frozenset(w for w in _plain_stems(_QUALIFIER_RE.sub(" ", population)) - _POPULATION_FILLERS
                        if not w.isdigit() and w not in base._STOPWORDS and len(w) > 2)
        if not key or key & view.indication_stems:
            continue
        for sentence in cl.sentences(answer):
            if not key <= _plain_stems(sentence) or _NEGATING_RE.search(sentence):
                continue
            for m in _WIDENED_RE.finditer(sentence):
                before = sentence[:m.start()]
                words = before.split()[-(QUALIFIED_WORDS + 1):]
                if not key & _plain_stems(" ".join(words)) or _WIDENED_REASON_RE.search(before):
                    continue
                last = max(before.rfind(w) for w in re.findall(r"[\w-]+", " ".join(words)) if key & _plain_stems(w))
                between = before[last:]
                if re.search(r"[;:()]", between) or ("," in between and not m.group(0).lstrip(", ").lower().startswith("or")):
                    continue
                cls = frozenset(w for w in _plain_stems(m.group("cls")) - _WIDENED_FILLERS if w not in base._STOPWORDS)
                head_noun = base._stem(m.group("cls").split()[-1].lower())
                if not cls or _names_class(cls, told) \
                        or (head_noun in told_stems and (len(cls) == 1 or (cls - {head_noun}) & told_stems)):
                    continue
                # the values of the population's clause on (not of one before it: "the maximum is 25 mg in
                # 48 hours for ritonavir, and patients on ritonavir or other ... start at 25 mg")
                start = max((b.end() for b in _WIDENED_CLAUSE_RE.finditer(sentence[:last])), default=0)
                keys = {k for k, _, _ in cl.make_claim(sentence[start:]).values["numbers"]} & gold_keys
                if not keys:
                    continue
                given = set()
                for n, u in enumerate(view.sentences):
                    # a sentence under a heading the splitter read apart ("Strong CYP3A4 inhibitors (e.g.,
                    # ritonavir): Do not exceed ..."): the heading, with no end stop, names what it is about
                    head = view.sentences[n - 1] if n else None
                    text = u.text if head is None or head.source != u.source or head.text.rstrip().endswith((".", "!", "?")) \
                        or len(head.text.split()) > HEADING_WORDS else f"{head.text} {u.text}"
                    if _names_class(cls, text):
                        given |= view.value_sets[n]
                left = sorted(keys - given)
                if left:
                    _add(criticals, notes, "wrong_population",
                         f"{sentence.strip()!r} widens the gold's population {population!r} to {m.group(0).strip()!r}, "
                         f"to which no label sentence gives "
                         f"{', '.join(f'{v:g} {_UNIT_NAMES.get(dim, dim)}'.strip() for dim, v in left)} (2.41.0)")
                    return


# (2.31.0) what a dose is given for: "patients with", "treated for", "indicated for", "(for ...)"
_GIVEN_FOR_RE = re.compile(
    r"(?i)\b(?:(?:patients|adults|children|people)\s+(?:with|treated for|being treated for|who have)|"
    r"(?:indicated|treated|used|prescribed|approved)\s+(?:for|to treat)(?:\s+the treatment of)?)\s+([^,;:.()]+)"
    r"|\(for\s+([^,;:.()]+)")
_DOSE_RE = re.compile(r"(?i)\b\d+(?:\.\d+)?\s*(?:mg|mcg|ml|g|units?)\b")
_ACRONYM_WORD_RE = re.compile(r"\b[A-Z][A-Z0-9]+s?\b")


def check_use_not_indicated(texts: list[str], gold_text: str, question: str, view: LabelView, skip: frozenset,
                            criticals: list[str], notes: list[str]) -> None:
    """(2.31.0) ``substituted_term``: a sentence giving a dose for a condition ("for most patients with
    pulmonary arterial hypertension, the recommended dose is 50 mg", "(for ...)", "indicated for
    ...") none of whose clinical words (acronyms aside) the label's indications
    (:attr:`LabelView.indication_words`), the gold or the question use, and which no label sentence
    giving a dose names (all its clinical words in it: "hypotensive" is not pulmonary arterial
    hypertension), by its words or its initials ("PAH"). A population ("patients with renal
    impairment") is no condition of use; a negated clause gives no
    dose for it; and a sentence restating a label sentence (``CONTEXT_ALIGNED``) that names the
    condition is the label's."""
    indicated = view.indication_words
    if not indicated:
        return
    told = _told(gold_text, question)
    for text in texts:
        if not _DOSE_RE.search(text):
            continue
        for m in _GIVEN_FOR_RE.finditer(text):
            phrase = m.group(1) or m.group(2)
            if _negated(_clause(text, m.start(), m.end())) or cl.values_of(cl._norm(phrase))["population"]:
                continue
            acronyms = {w.lower() for w in _ACRONYM_WORD_RE.findall(phrase)}
            terms = {t for t, words in _surface(phrase).items()
                     if any(substitution.clinical(w) and len(w) >= TERM_LETTERS and w not in acronyms
                            and w.rstrip("s") not in acronyms for w in words)}
            if not terms or terms & (indicated | told) or any(terms <= words for words in view.dosing_words):
                continue
            initials = "".join(w[0] for w in base.normalize(phrase, "v2").split() if w.isalpha())
            if len(initials) >= 2 and any(initials in words for words in (indicated, *view.dosing_words)):
                continue
            a = cl.make_claim(text)
            if any(terms <= u.words and match.aligned(a, u, skip) >= CONTEXT_ALIGNED
                   for u in map(view.sentences.__getitem__, _near(view.sentence_index, a.words - skip))):
                continue
            _add(criticals, notes, "substituted_term",
                 f"sentence {text.strip()!r} gives a dose for {phrase.strip()!r}, which none of the label's "
                 f"indications names (2.31.0)")
            return


FORM_SHARE = 0.75  # share of the longer stem a shorter one must begin it with to be its form
_AGE_RE = re.compile(r"(?i)\byears? (?:of age|old|and older|or older|and above|or above)|\baged?\b|\bolder than\b"
                     r"|\byounger than\b|>\s*\d+\s*years")


def _qualifiers(u: Any) -> set:
    """The populations a unit states, and (2.26.1) its ages: a time of a year or more in a unit that
    speaks of age ("65 years of age", "older than 65 years"), not a duration ("a 3-year study")."""
    ages = _AGE_RE.search(u.text)
    return ({("population", p) for p in u.values["population"]}
            | {k for k, _, _ in u.values["numbers"] if k[0] == "time" and k[1] >= YEAR_HOURS and ages})


def _qualifier_name(q: tuple) -> str:
    return repr(q[1]) if q[0] == "population" else f"age {q[1] / YEAR_HOURS:g} years"


def _doses(u: Any) -> set:
    return {k for k, _, _ in u.values["numbers"] if k[0] == "mass"}


def check_bound_dose(answer_units: list, gold_text: str, question: str, view: "LabelView", criticals: list[str],
                     notes: list[str]) -> None:
    """(2.26.0) A sentence that gives a dose to a population or age the gold and the question do not
    name ("50 mg for patients older than 65"), where every label sentence naming that population
    with a dose gives another ("consider a starting dose of 25 mg in patients > 65"):
    ``wrong_population``. (2.26.1) Label sentences on studies ("received", "trial") are no dosing."""
    known = _qualifiers(cl.make_claim(gold_text)) | _qualifiers(cl.make_claim(question))
    for a in answer_units:
        doses = _doses(a)
        if not doses:
            continue
        for q in sorted(_qualifiers(a) - known, key=repr):  # in one order, whatever the hash seed
            with_dose = [(given, text) for quals, given, text in view.dosed if q in quals]
            if with_dose and not any(doses & given for given, _ in with_dose):
                _add(criticals, notes, "wrong_population",
                     f"{a.text!r} gives {_qualifier_name(q)} a dose no label sentence naming it gives: {with_dose[0][1][:120]!r}")
                return
