"""Claims for rubric v3: the atomic statements of an answer, a gold answer or a label passage.

A text is split into sentences, sentences into clauses, and a clause that carries two findings
("10 mg for adults, and 5 mg for children") into one clause each. A :class:`Claim` is one such
clause with typed slots:

* ``words``: its content words (stems, general synonyms mapped to one stem);
* ``values``: what it states, by kind: ``numbers`` (quantities after unit conversion, and bare
  numbers), ``frequency``, ``route`` and ``population`` (canonical names);
* ``negated``: its polarity (an odd number of negations: not, no, never, without, cannot,
  contraindicated, avoid, ...; 2.15.0: "advised against"; not a limit, "no more than 6 doses",
  nor a purpose, "to avoid toxicity");
* ``poles``: the poles of antonym pairs it uses (increase / decrease, hypo- / hyper-, before /
  after, ...), so that "hypokalemia" and "hyperkalemia" are the same finding with opposite poles.

Standard library only; the text helpers (normalisation, stems, value mentions) are rubric.py's.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Any, Iterable

try:  # a package under evaluate and in the runner; a plain folder in the Harbor verifier
    from . import rubric as base
except ImportError:
    import rubric as base

VALUE_KINDS = ("numbers", "frequency", "route", "population")
NEGATORS = frozenset({"not", "no", "never", "without", "cannot", "nor", "none", "neither", "nobody", "contraindicated",
                      "avoid", "avoided", "unsafe", "unscored", "unable"})
# Negators that carry no finding of their own: what they negate is the content word after them
# (their head: "do not exceed" -> exceed), skipping words that only hedge ("does not need to be
# stopped" -> stopped). The others ("contraindicated", "avoid", ...) are the finding themselves.
_FUNCTION_NEGATORS = frozenset({"not", "no", "never", "without", "cannot", "nor", "none", "neither", "nobody"})
# (2.15.0) words of advice and instruction (an "avoid" after them is an instruction, an "against"
# after advice a negator), and of requirement ("X is not required": the negation binds X)
_ADVICE = ("advis", "recommend", "caution", "warn", "counsel")
_INSTRUCTION = frozenset({"instruct", "instructed", "instructs", "tell", "told", "tells", "ask", "asked", "remind",
                          "reminded", "urge", "urged", "direct", "directed", "need", "needs", "try", "care", "careful",
                          "taken", "important", "essential", "sure", "best", "advisable", "prudent", "wise"})
_REQUIREMENTS = frozenset({"required", "needed", "necessary", "warranted"})
NEGATOR_STEMS = frozenset().union(*(base.content_words(w) for w in (*NEGATORS, "against")))  # their content stems
REQUIREMENT_STEMS = frozenset().union(*map(base.content_words, _REQUIREMENTS))
_HEDGES = frozenset({"need", "needed", "needs", "needing", "appear", "appears", "appeared", "seem", "seems", "shown",
                     "known", "necessarily", "always", "usually", "generally", "yet", "also", "require", "required",
                     "requires", "specific", "further", "additional", "any", "all", "expected", "likely",
                     "special", "particular", "closer", "routine", "routinely", "extra"})
# (2.24.0) Verbs of finding, judging, saying and linking: "was not found in the milk", "is not
# considered habit-forming", "the label does not describe a risk of worsening" and "is not
# associated with a risk of" negate what follows them as much as the verb. (2.24.2) A negator binds
# both, the verb and the content word after it, where 2.24.0 passed over the verb as a hedge (so a
# flip that kept the verb and reworded the next word, "not seen in people" against "seen in
# patients", was taken for a negation of another finding).
_PASSED_VERBS = frozenset({"found", "detected", "observed", "seen", "considered", "regarded", "deemed", "thought",
                           "believed", "associated", "linked", "related", "recognized"})
# A verb of saying is passed over as a hedge: "the label does not state a separate caution" negates
# the caution; what the label says is not a finding an answer shares.
_SAYING = frozenset({"describe", "describes", "described", "mention", "mentions", "mentioned", "state", "states",
                     "stated", "list", "lists", "listed"})
_PASSED_OVER = _HEDGES | _SAYING
# Antonym pairs on stems (after rubric.py's synonym mapping): each stem maps to (pair, pole). A
# pole may hold several words: comparatives are poles of change ("greater", read as increase, is
# the opposite of "less").
_ANTONYMS = (
    (("increase", "more"), ("reduce", "less", "fewer")), (("initiate", "continue"), "discontinue"), ("above", "below"),
    ("before", "after"), ("maximum", "minimum"), ("mild", "severe"), ("inhibit", "induc"),
    ("acid", "alkalin"), ("excess", "deficien"), ("deplet", "overload"), ("early", "late"),
    ("first", "last"), ("fast", "slow"), ("high", "low"), ("gain", "loss"), ("benefit", "harm"),
    ("shorten", "prolong"), ("dilat", "constrict"), ("agonist", "antagonist"), ("fed", "fast"),
    ("upper", "lower"), ("over", "under"), ("strong", "weak"), ("accelerat", "delay"), ("morning", "evening"),
)
_PREFIX_POLES = (("hypo", "hyper"), ("tachy", "brady"))
# (2.28.0) one finding's two names after the prefix: "hyperpyrexia" is the pole of "hypothermia"
_POLE_TAILS = {"pyrexia": "thermia"}
# (2.15.0) poles of a precaution's strength: "use with caution" is not "contraindicated" (in a
# claim's poles, so an aligned gold clause with the other is contradicted, and in check_status). The
# words stay as they are: unlike "increase" and "reduce", the two are not read as one word.
_STATUS_POLE = {base._stem("caution"): ("status", 0), base._stem("cautiously"): ("status", 0),
                base._stem("contraindicated"): ("status", 1), base._stem("contraindication"): ("status", 1)}
_INITIATE = base._stem("initiate")
_POLE = {}
for _i, _pair in enumerate(_ANTONYMS):
    for _pole, _words in enumerate(_pair):
        for _w in (_words,) if isinstance(_words, str) else _words:
            _POLE.setdefault(base._stem(_w), (f"pair{_i}", _pole))

_LIST_MARKER_RE = re.compile(r"(?m)^\s*(?:[-*\u2022\u25cf]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+|\(\d{1,2}\)\s*|\(\s*[ivx]{1,4}\s*\)\s*")
_SENTENCE_RE = re.compile(r"(?<=[.;!?])\s+(?=[A-Z0-9(\"'])|[;\n]+|\s+[\u2022\u25cf]\s+|:\s+(?=[A-Z])")
_FINDING_SPLIT_RE = re.compile(r",?\s+(?:and|while|whereas|but)\s+|,\s+|\s+(?:vs\.?|versus)\s+")
# clause boundaries for polarity: a negation binds within its clause ("not to use X because it may cause Y")
# (2.34.0) not at the "as" of "such as", which opens an example
_CLAUSE_SPLIT_RE = re.compile(r"(?<![Ss]uch)(?<!\s),?\s+as\s+|,?\s+(?:because|since|unless|although|though|so that|so|if|when|where|which|while|whereas|but)\s+|,\s+|:\s+|\(|\)")
_RATIO_RE = re.compile(r"\b(\d+)\s+(?:in|of|out of)\s+(\d+)\b")


@dataclass(frozen=True)
class Claim:
    text: str
    words: frozenset
    values: dict = field(hash=False, compare=False)
    negated: bool = False
    poles: frozenset = frozenset()
    negation_heads: frozenset = frozenset()  # the content stems function negators bind (see _FUNCTION_NEGATORS)
    bare_negation: bool = False  # negated by function negators only
    limit: bool = False  # (2.15.0) states a limit with a negator ("no more than", "do not exceed")
    source: str = ""
    # (2.23.0) two or more of its clauses are negated ("not indicated because ... not established"):
    # the parity of all its negators is no reading of it, so its polarity is read clause by clause.
    # Clauses are split as polarity splits them (_CLAUSE_SPLIT_RE: lower-case conjunctions, commas,
    # colons, brackets), so a sentence in capitals or joined by a bare "and" stays one clause
    negations_apart: bool = False

    def size(self, skip: frozenset = frozenset()) -> int:
        return len(self.words - skip) + self.value_count

    @functools.cached_property
    def value_count(self) -> int:
        """``n_values(self.values)``, counted once (claims are frozen and their values only read)."""
        return n_values(self.values)

    @functools.cached_property
    def value_bound(self) -> int:
        """The most values another claim can be found to share with this one (``base._covered``)."""
        return base._n_values(self.values)

    def has_values(self) -> bool:
        return any(self.values[k] for k in VALUE_KINDS)


def n_values(values: dict) -> int:
    return len({k for k, _, _ in values["numbers"]}) + sum(len(values[k]) for k in VALUE_KINDS[1:])


# Numbers in words, one to ninety-nine: rubric.py's value readers (shared with v1 and v2) know one to
# twelve, twenty and thirty only
_ONES = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
         "seventeen eighteen nineteen").split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_NUMBER_WORDS = "|".join(_ONES + _TENS)
# (2.24.0) a number spelled out and then given in figures, "fourteen (14) days": the figures stay
_SPELLED_FIGURES_RE = re.compile(rf"\b(?:{_NUMBER_WORDS})(?:[- ](?:{_NUMBER_WORDS}))?\s*\((\d+)\)", re.I)
_SPELLED_RE = re.compile(rf"\b(?:({'|'.join(_TENS)})(?:[- ]({'|'.join(_ONES[:9])}))?|({'|'.join(_ONES)}))\b", re.I)


def spelled_numbers(text: str) -> set:
    """(2.24.2) ``("raw", n)`` for each number from 1 to 99 that ``text`` writes in words ("fourteen
    days", "twenty-one days"), which the value readers leave out: a count or duration an answer
    gives in figures is stated there."""
    out = set()
    for tens, ones, alone in _SPELLED_RE.findall(text):
        if alone:
            out.add(("raw", float(_ONES.index(alone.lower()) + 1)))
        else:
            out.add(("raw", float(20 + 10 * _TENS.index(tens.lower()) + (_ONES.index(ones.lower()) + 1 if ones else 0))))
    return out


def clean(text: str) -> str:
    """List markers ("(1)", "1.", "-", bullets) out, ratios ("1 in 20") kept as one token; a number
    spelled out and given in figures, "fourteen (14) days", read as its figures."""
    if "(" in text:
        text = _SPELLED_FIGURES_RE.sub(r"\1", text)
    text = _LIST_MARKER_RE.sub(" ", text)
    return _RATIO_RE.sub(lambda m: f"{m.group(1)}in{m.group(2)}", text)


# (2.15.0) Prescription and chart abbreviations, read as the words they stand for (v3 only; rubric.py's
# value readers already know the routes and "prn")
ABBREVIATIONS = {
    "po": "by mouth", "prn": "as needed", "qd": "once a day", "bid": "twice a day", "tid": "three times a day",
    "qid": "four times a day", "qhs": "at bedtime", "hs": "at bedtime", "sc": "subcutaneous",
    "subq": "subcutaneous", "sq": "subcutaneous", "caps": "capsules", "cap": "capsule",
    "tabs": "tablets", "tab": "tablet", "peds": "pediatric", "pts": "patients",
    "incl": "including", "esp": "especially", "approx": "approximately", "max": "maximum", "wk": "week",
    "wks": "weeks", "yo": "years old", "hx": "history", "sx": "symptoms", "tx": "treatment", "dx": "diagnosis",
    "gi": "gastrointestinal", "bp": "blood pressure", "cbc": "complete blood count",
}
_TILDE_RE = re.compile(r"~\s*(?=\d)")


# (2.28.0) negations written without a negator: "failed to demonstrate" is "did not demonstrate", and
# "whether it adds to the risk is unknown" is "is not known" (in the label too: "causal relation unknown")
_UNSTATED_NEGATION_RE = re.compile(r"(?i)\b(?:fail(?:ed|s)?|failing) to\b|\b(unknown)\b")


def _negation_stated(m: re.Match) -> str:
    return "not known" if m.group(1) else "did not"


# (2.29.0) everyday phrasings of what labels say in their own words, read as the label's words (in
# normalised text: "stop and get medical care right away" is "seek medical attention immediately")
PARAPHRASES = {"right away": "immediately", "medical care": "medical attention", "medical help": "medical attention",
               "get medical attention": "seek medical attention", "liver toxicity": "hepatotoxicity",
               "hepatic toxicity": "hepatotoxicity"}
_PARAPHRASE_RE = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, PARAPHRASES), key=len, reverse=True)) + r")\b")


# "gets worse" is "worsens" (a pole of rubric._SYNONYMS' "increase"); a comparison ("no worse than") is not
_WORSE_RE = re.compile(r"(?<!\bno )(?<!\bnot )\bworse\b(?! than)")


def _paraphrase(norm: str) -> str:
    for _ in range(2):  # "get medical care" -> "get medical attention" -> "seek medical attention"
        norm, n = _PARAPHRASE_RE.subn(lambda m: PARAPHRASES[m.group(0)], norm)
        if not n:
            break
    return _WORSE_RE.sub("worsen", norm) if "worse" in norm else norm


def _norm(text: str) -> str:
    low = text.lower()
    if "fail" in low or "unknown" in low:
        text = _UNSTATED_NEGATION_RE.sub(_negation_stated, text)
    norm = base.normalize(_TILDE_RE.sub("approximately ", text) if "~" in text else text, "v2")
    if any(t in ABBREVIATIONS for t in norm.split()):
        norm = " ".join(ABBREVIATIONS.get(t, t) for t in norm.split())
    return _paraphrase(norm)


# (2.27.0) Two organs joined under one impairment: "renal or hepatic impairment", "impaired renal or
# hepatic function". The shared population patterns (rubric.py, v2's too) read the organ next to the
# noun only, so the answer's "renal or hepatic impairment" stated the hepatic population alone and
# the gold's "impaired renal or hepatic function" the renal one, and they disagreed.
_ORGAN = r"(renal|kidney|hepatic|liver)"
_JOINED_ORGANS_RE = re.compile(rf"\b{_ORGAN} (?:or|and|and or) {_ORGAN} (?:impairment|insufficiency|failure|disease)\b"
                               rf"|\bimpaired {_ORGAN} (?:or|and|and or) {_ORGAN}\b")
_ORGAN_POPULATION = {"renal": "renal", "kidney": "renal", "hepatic": "hepatic", "liver": "hepatic"}


def _joined_organs(norm: str) -> set:
    return {_ORGAN_POPULATION[o] for m in _JOINED_ORGANS_RE.finditer(norm) for o in m.groups() if o}


# (2.31.0) Intervals of days, weeks and months, which the shared frequency reader leaves to the
# numbers ("every 4 weeks" as 4 weeks): a frequency too, read as one reading of each interval
# ("every 2 weeks" and "every 14 days" are "every other week"; "every 72 hours" and "every 3 days" are
# one interval; "every 4 weeks" and "once a month" are monthly). A range ("every 4 to 6 weeks", "every
# four weeks to six weeks"), "twice monthly", "three times monthly", "bimonthly" and "the maximum
# monthly dose" are none.
_INTERVAL_RE = re.compile(rf"\b(?:once )?every (\d{{1,4}}|{_NUMBER_WORDS}) (day|week|month)s?\b"
                          rf"(?! to (?:\d|{_NUMBER_WORDS})\b)(?! or (?:\d|{_NUMBER_WORDS})\b)"
                          r"|\b(?:once (?:a|per|each|every)|every) (month)\b"
                          r"|(?<!times )(?<!twice )(?<!semi )\b(monthly)\b(?! (?:doses?|dosage|maximum|total|limit)\b)")
_INTERVAL_DAYS = {"day": 1.0, "week": 7.0, "month": 30.4}
_HOURS_RE = re.compile(r"^q(\d{1,5})h$")
MONTH_TOLERANCE = 0.1  # an interval within this share of a whole number of months is that many months


def _interval(days: float) -> str:
    """The canonical frequency of an interval of ``days`` days."""
    named = {1: "1/day", 2: "every other day", 7: "1/week", 14: "every other week"}.get(int(days)) \
        if days == int(days) else None
    if named:
        return named
    months = round(days / _INTERVAL_DAYS["month"])
    if months and abs(days - months * _INTERVAL_DAYS["month"]) <= MONTH_TOLERANCE * months * _INTERVAL_DAYS["month"]:
        return "1/month" if months == 1 else f"every {months} months"
    return f"every {days:g} days"


def interval_frequencies(norm: str) -> set:
    """(2.31.0) The frequencies a normalised text gives as intervals of days, weeks or months, each
    as one canonical value (:func:`_interval`): "1/day", "every other day", "1/week", "every other
    week", "1/month", "every N months" or "every N days"."""
    out = set()
    for count, unit, month, monthly in _INTERVAL_RE.findall(norm):
        if month or monthly:
            out.add("1/month")
            continue
        n = (int(count) if count.isdigit() else _ONES.index(count) + 1 if count in _ONES
             else 20 + 10 * _TENS.index(count))
        if n:
            out.add(_interval(n * _INTERVAL_DAYS[unit]))
    return out


def _whole_days(frequency: str) -> str:
    """(2.31.0) An interval of whole days in hours ("q72h") as :func:`_interval` reads it ("every 3
    days"); any other frequency as it is."""
    m = _HOURS_RE.match(frequency)
    hours = int(m.group(1)) if m else 0
    return _interval(hours / 24) if hours > 24 and hours % 24 == 0 else frequency


def values_of(norm: str) -> dict:
    vals = base.stated_values(norm)
    vals["frequency"] = {_whole_days(f) for f in vals["frequency"]} | interval_frequencies(norm)
    if " or " in norm or " and " in norm:
        vals["population"] = vals["population"] | _joined_organs(norm)
    # a spelled-out bare number ("two warnings") is not a value
    vals["numbers"] = {x for x in vals["numbers"] if not (x[1] and x[0][0] == "number")}
    if {"elderly", "adult"} <= vals["population"]:  # (2.16.0) "older adults" are the elderly, not two populations
        vals["population"] = vals["population"] - {"adult"}
    return vals


# (2.15.0) What counts as a negation. A negator followed by a comparison states a limit, not the
# opposite of a finding: "no more than 6 doses" is "at most 6 doses", as "up to 6 doses" and "a
# maximum of 6 doses" are ("do not give more than", "not exceeding", "should not be taken more than
# once a day"). "To avoid X" after a finding gives its purpose ("monitor serum levels to avoid
# toxicity"), unless it follows advice ("advise patients to avoid alcohol"). "Advised against"
# negates. (2.16.0: "rather than X" sets X aside without negating the sentence, see rejected().)
_COMPARATIVES = frozenset({"more", "greater", "longer", "higher"})


def _limit(tokens: list[str], i: int) -> bool:
    """Whether the negator at ``i`` states a limit ("not more than", "do not exceed", "do not give
    your child more than"): "exceed" or a comparative and "than" within its next five words."""
    if tokens[i] not in ("not", "no", "never"):
        return False
    return any(t.startswith("exceed") or (t in _COMPARATIVES and tokens[j + 1:j + 2] == ["than"])
               for j, t in enumerate(tokens[i + 1:i + 6], i + 1))


def _purpose(tokens: list[str], i: int) -> bool:
    """Whether ``i`` is the "avoid" of a purpose ("to avoid toxicity", 2.16.0: "so that toxicity is
    avoided"), not of an instruction."""
    if tokens[i] not in ("avoid", "avoided"):
        return False
    if any(tokens[k:k + 2] == ["so", "that"] for k in range(max(0, i - 6), i - 1)):
        return True
    # "adjusted to avoid toxicity" is a purpose; "care should be taken to avoid", "it is important to
    # avoid", "advise patients to avoid" are instructions
    return (i > 1 and tokens[i - 1] == "to" and tokens[i - 2] not in _INSTRUCTION
            and not any(t.startswith(_ADVICE) for t in tokens[max(0, i - 6):i - 1]))


def _advised_against(tokens: list[str], i: int) -> bool:
    """Whether ``i`` is the "against" of advice ("advised against", "recommend patients against";
    not "advised to protect against")."""
    if tokens[i] != "against" or i == 0:
        return False
    return tokens[i - 1].startswith(_ADVICE) or (i > 1 and tokens[i - 2].startswith(_ADVICE)
                                                   and tokens[i - 1] in ("patients", "them", "women", "mothers"))


def _rather(tokens: list[str], i: int) -> bool:
    """Whether ``i`` ends "rather than" or "instead of"."""
    return i > 0 and (tokens[i - 1], tokens[i]) in (("rather", "than"), ("instead", "of"))


_ARTICLES = frozenset({"a", "an", "the"})


def phrase_stems(norm: str) -> tuple[str, ...]:
    """A text's words as stems in order, articles left out (for :func:`rejected` phrases)."""
    return tuple(base._stem(t) for t in norm.split() if t not in _ARTICLES)


_PUNCTUATION_RE = re.compile(r"[,;:()]")


def rejected(text: str) -> list[tuple[str, ...]]:
    """(2.16.0) What a text sets aside with "rather than" or "instead of", as stems in the order of
    :func:`phrase_stems`: the words after it up to and including the first content word ("on an
    empty stomach rather than with meals" -> ("with", "meal"); and the next word if it is one too
    and no punctuation comes between, "rather than dosing frequency" -> ("dos", "frequency")). It
    does not negate the sentence; claim_scoring.check_rejected compares it with the label."""
    out = []
    for part in _PUNCTUATION_RE.split(text):
        stems = phrase_stems(_norm(part))
        for i in range(1, len(stems)):
            if not _rather(stems, i):
                continue
            for j in range(i + 1, min(i + 4, len(stems))):
                if _content(stems[j]):
                    end = j + 2 if j + 1 < len(stems) and _content(stems[j + 1]) else j + 1
                    out.append(stems[i + 1:end])
                    break
    return out


def _content(stem: str) -> bool:
    return stem not in base._STOPWORDS and bool(base.content_words(stem))


def _negators(tokens: list[str]) -> list[int]:
    """Positions of the negators of a token list (limits and purposes left out)."""
    return [i for i, t in enumerate(tokens)
            if ((t in NEGATORS or t.endswith("n't")) and not _limit(tokens, i) and not _purpose(tokens, i))
            or _advised_against(tokens, i)]


def negation_heads(tokens: list[str], negators: list[int]) -> tuple[frozenset, bool]:
    """The content stems each function negator (of ``negators``, positions in ``tokens``) binds:
    the one right after it (hedges skipped; a verb of ``_PASSED_VERBS`` bound with it), or (2.15.0)
    for "X is not required", those of X before it; and whether every negator of the text is a
    function negator."""
    heads, bare = set(), True
    for i in negators:
        t = tokens[i]
        function = t in _FUNCTION_NEGATORS or t.endswith("n't")
        if not function:  # "contraindicated", "avoid", "advised against": the finding itself
            bare = False
            continue
        for j, u in enumerate(tokens[i + 1:i + 6], i + 1):
            if u in NEGATORS or u.endswith("n't"):
                break
            if (u in _REQUIREMENTS or u in _ADVISING) and (j + 1 >= len(tokens) or tokens[j + 1] != "to"):
                # (2.15.0) "X is not required (in Y)": what is negated is X, the words before the negator;
                # (2.27.0) so too "X is not recommended", read as X and the recommendation both
                before = tokens[max(0, i - 8):i]
                if u in _ADVISING:  # what is advised against starts after "that", "because", ...
                    before = before[max((k + 1 for k, b in enumerate(before) if b in _CLAUSE_OPENERS), default=0):]
                named = {_pole_neutral(w) for b in before
                         if b not in _PASSED_OVER and b not in _PASSED_VERBS for w in base.content_words(b)}
                if u in _ADVISING:
                    named |= {_pole_neutral(w) for w in base.content_words(u)}
                heads.update(named)
                break
            if u in _DIRECTIVES or (u == "reason" and j + 1 < len(tokens) and tokens[j + 1] == "to"):
                bare = False  # (2.27.0) "no need to change X": the negation denies what the clause directs
                continue
            if u in _PASSED_VERBS:
                heads.update(_pole_neutral(w) for w in base.content_words(u))
                continue
            words = base.content_words(u) if u not in _PASSED_OVER else set()
            if words:
                heads.update(_pole_neutral(w) for w in words)
                break
    return frozenset(heads), bare


# (2.27.0) Words by which a negation denies that something is to be done: "there is no need to change
# the membrane", "does not call for dose reduction", "is not a reason to stop", "do not need to be
# advised to report" ("reason" only before "to": "does not state the reason" is about a reason). Such
# a negator's head (the verb after) is not all it denies; the clause it stands in is,
# so it is read against a sentence that directs the same thing ("consider using a different
# membrane", "dose reduction may be required") clause by clause, as a finding's negator is. "X is
# not required" is _REQUIREMENTS' (its X is named before the negator).
_DIRECTIVES = frozenset({"need", "needs", "needed", "necessary", "call", "calls", "warranted"})
# "X is not recommended" negates X, named before the negator as "X is not required" names it, from the
# word after the last clause opener ("advise patients that use of X is not recommended": use of X)
_ADVISING = frozenset({"recommended", "advised"})
_CLAUSE_OPENERS = frozenset({"that", "but", "so", "because", "since", "which", "while", "although"})  # (2.27.1) not "and": "X and Y is not recommended"


# (2.26.0) a start word after one of these ("discontinue X before starting HUMIRA") names when, not
# what is done: it is no pole, so the clause's "discontinue" is read against the label's "continue"
_WHEN = frozenset({"before", "prior", "after", "until", "when", "once"})
_WHEN_SPAN = 3  # the most tokens a start word may follow one of _WHEN by


@functools.lru_cache(maxsize=65536)
def _start_word(token: str) -> bool:
    stem = base._stem(token)
    return base._SYNONYMS.get(stem, stem) == _INITIATE


def poles_of(norm: str) -> frozenset:
    tokens = norm.split()
    timed = {i for i, t in enumerate(tokens)
             if _start_word(t) and _WHEN & set(tokens[max(0, i - _WHEN_SPAN):i])}
    poles = frozenset().union(*(_token_poles(t) for i, t in enumerate(tokens) if i not in timed))
    if any(p[0] == "status" for p in poles):  # (2.16.0) "not contraindicated" is neither pole
        negated = {p for i, t in enumerate(tokens) if i and tokens[i - 1] in _FUNCTION_NEGATORS
                   for p in _token_poles(t) if p[0] == "status"}
        poles -= negated
    return poles


@functools.lru_cache(maxsize=65536)
def _token_poles(token: str) -> frozenset:
    out = set()
    stem = base._stem(token)
    stem = base._SYNONYMS.get(stem, stem)
    if stem in _POLE:
        out.add(_POLE[stem])
    if stem in _STATUS_POLE:
        out.add(_STATUS_POLE[stem])
    pole = _prefix_pole(token)
    if pole:
        out.add(pole)
    return frozenset(out)


def _prefix_pole(word: str) -> tuple[str, int] | None:
    """``(the finding, its pole)`` of a word with a prefix of ``_PREFIX_POLES`` ("hypokalemia" ->
    ("hypo/hyper:kalemia", 0)); the tail as ``_POLE_TAILS`` reads it; None for other words."""
    for a, b in _PREFIX_POLES:
        for pre, pole in ((a, 0), (b, 1)):
            if word.startswith(pre) and len(word) > len(pre) + 3:
                tail = word[len(pre):]
                return f"{a}/{b}:{_POLE_TAILS.get(tail, tail)}", pole
    return None


# Everyday paraphrases of label wording that rubric.py's synonym groups (shared with v1 and v2) do
# not join; v3 reads each group as its first stem (2.5.0, chosen on dev). Entries are stems after
# those groups: "recommend" holds advise, "convert" holds change, "immedi" is immediately.
_PARAPHRASE_GROUPS = (("physician", "doctor", "prescriber"), ("recommend", "tell", "inform", "instruct"),
                      ("adjust", "modify", "convert"), ("immedi", "prompt"), ("contact", "call"))
_PARAPHRASE = {w: group[0] for group in _PARAPHRASE_GROUPS for w in group}


@functools.lru_cache(maxsize=65536)
def _pole_neutral(word: str) -> str:
    """A content stem as v3 compares it: an everyday paraphrase read as its group's stem, then its
    pole taken off, so that opposites align as the same finding ("hypokalemia" and "hyperkalemia"
    -> "kalemia", "increase" and "reduce" -> one pair)."""
    word = _PARAPHRASE.get(word, word)
    if word in _POLE:
        return _POLE[word][0]
    pole = _prefix_pole(word)
    return pole[0] if pole else word


# (2.17.0) "No —" or "Yes," opening a sentence answers the question; it negates nothing in the sentence
_ANSWER_PARTICLE_RE = re.compile(r"^\s*(?:no|yes)\s*[\u2014\u2013,:;.!-]+\s*", re.I)


def claim_words(norm: str) -> frozenset:
    """The content stems of normalised text as a claim holds them (``Claim.words``: paraphrases read
    as one stem, poles taken off)."""
    return frozenset(_pole_neutral(w) for w in base.content_words(norm))


@functools.lru_cache(maxsize=65536)
def clause_polarities(text: str) -> tuple[tuple[str, frozenset, bool], ...]:
    """The clauses of a text (split where a negation stops binding, ``_CLAUSE_SPLIT_RE``) that hold
    a content word besides negators, each as (text, content stems as ``Claim.words``, negated)."""
    out = []
    for part in _CLAUSE_SPLIT_RE.split(_ANSWER_PARTICLE_RE.sub("", text)):
        norm = _norm(part) if part else ""
        words = claim_words(norm)
        if words - NEGATOR_STEMS:
            tokens = norm.split()
            out.append((part.strip(), words, len(_negators(tokens)) % 2 == 1))
    return tuple(out)


@functools.lru_cache(maxsize=65536)
def make_claim(text: str, source: str = "") -> Claim:
    """The claim of one clause (cached: a question's gold and a field's values recur in every answer
    to it; claims are frozen and their ``values`` are only read)."""
    norm = _norm(_ANSWER_PARTICLE_RE.sub("", text))
    tokens = norm.split()
    negators = _negators(tokens)  # polarity: an odd number of them
    heads, bare = negation_heads(tokens, negators)
    return Claim(text=text.strip(), words=claim_words(norm),
                 values=values_of(norm), negated=len(negators) % 2 == 1, poles=poles_of(norm), source=source,
                 negation_heads=heads, bare_negation=bare, limit=any(_limit(tokens, i) for i in range(len(tokens))),
                 negations_apart=len(negators) > 1 and sum(n for _, _, n in clause_polarities(text)) > 1)


@functools.lru_cache(maxsize=65536)
def alternatives(text: str) -> tuple[frozenset, ...]:
    """The values a clause offers as alternatives to one another: each run of two or more numbers,
    each with its unit, joined by "or" ("10 mL or 5 mL or 2.5 mg"; punctuation is gone from
    normalised text, so "5 mg, 10 mg, or 20 mg" is one run, and "2 teaspoonfuls (10 mL) or 4 ..."
    too), as the set of its value keys, where it holds two or more."""
    tokens = base.DIGIT_UNIT_RE.sub(" ", _norm(text)).split()
    runs: list[frozenset] = []
    keys: list = []
    end, joined = -2, False
    for i, value, _, unit in base.number_positions(tokens):
        # a unit of its own: "7 or 40 mg" in "studies 4, 5 and 7, or 40 mg" offers one dose
        unit = unit if i + 1 < len(tokens) and base._unit_of(tokens[i + 1]) else ""
        between = tokens[end + 1:i]
        if not unit or between not in ([], ["or"]):
            if joined and len(set(keys)) > 1:
                runs.append(frozenset(keys))
            keys, joined = [], False
        if not unit:
            end = -2
            continue
        joined = joined or (bool(keys) and between == ["or"])
        keys.append(base._value_key(value, unit))
        end = i + 1
    if joined and len(set(keys)) > 1:
        runs.append(frozenset(keys))
    return tuple(runs)


def _split_findings(sentence: str) -> list[str]:
    """A sentence into clauses that each carry at most one value-bearing finding: split at
    commas and conjunctions only when both sides state a value (a dose, a frequency, a population)."""
    parts = [p for p in _FINDING_SPLIT_RE.split(sentence) if p and p.strip()]
    if len(parts) < 2:
        return [sentence]
    out: list[str] = []
    for part in parts:
        if out and not (any(values_of(_norm(part)).values()) and any(values_of(_norm(out[-1])).values())):
            out[-1] = f"{out[-1]}, {part}"
        else:
            out.append(part)
    return out


def sentences(text: str) -> list[str]:
    """The sentences (and list items, and ";"-separated parts) of a text, list markers out;
    sentences phrased as questions left out (restating the question states nothing)."""
    out = []
    for s in _SENTENCE_RE.split(clean(text or "")[: base.MAX_TEXT_CHARS * 10]):
        if s and s.strip() and base.drop_questions(s).strip():
            out.append(s)
    return out


@functools.lru_cache(maxsize=4096)
def claims_of(text: str, source: str = "") -> tuple[Claim, ...]:
    """The claims of a text (clauses with at least one content word or value), in order."""
    out = []
    for sentence in sentences(text):
        for clause in (f for part in _CLAUSE_SPLIT_RE.split(sentence) if part and part.strip()
                       for f in _split_findings(part)):
            c = make_claim(clause, source)
            if c.words or c.has_values():
                out.append(c)
    return tuple(out)


def word_index(word_sets: Iterable[Iterable[str]]) -> dict[str, list[int]]:
    """word -> indices of the units (each given as its words) that have it, in order: only units
    that share a word can be aligned, so a lookup need not read the others."""
    index: dict[str, list[int]] = {}
    for i, words in enumerate(word_sets):
        for w in set(words):
            index.setdefault(w, []).append(i)
    return index


def merged(claims: tuple[Claim, ...] | list[Claim], source: str = "") -> Claim:
    """One claim holding everything of several (a whole answer, a whole sentence)."""
    text = " ".join(c.text for c in claims)
    return make_claim(text, source)


def field_values(fields: Any) -> dict[str, list[str]]:
    """Structured fields as ``key -> values`` ("; "- and " or "-separated values apart), the
    comparison's per-label fields as ``set_id/key``; refusal topics left out."""
    out: dict[str, list[str]] = {}
    if not isinstance(fields, dict):
        return out

    def add(prefix: str, sub: dict) -> None:
        for k, v in sub.items():
            if k in base.REFUSAL_FIELDS or k == "comparison":
                continue
            text = base._as_text(v)
            vals = [x.strip() for x in re.split(r";|\bor\b|\|", text) if x.strip()]
            if vals:
                out[f"{prefix}{k}"] = vals

    add("", fields)
    comparison = fields.get("comparison")
    if isinstance(comparison, dict):
        for sid, sub in comparison.items():
            if isinstance(sub, dict):
                add(f"{sid}/", sub)
    return out


_ACRONYM_RE = re.compile(r"\b[A-Z][A-Za-z]{1,5}s?\b")


def expand_acronyms(text: str, reference: str) -> str:
    """``text`` with each acronym that spells the initials of words of ``reference`` followed by
    those words ("PVOD" -> "PVOD (pulmonary veno occlusive disease)")."""
    words = re.findall(r"[A-Za-z]+", reference)
    spelled: dict[str, str] = {}
    for n in range(2, 6):
        for i in range(len(words) - n + 1):
            key = "".join(w[0] for w in words[i:i + n]).lower()
            spelled.setdefault(key, " ".join(words[i:i + n]))
    out, seen = [], set()
    for m in _ACRONYM_RE.finditer(text):
        token = m.group(0)
        key = token.lower().rstrip("s") if token.endswith("s") and token[:-1].isupper() else token.lower()
        if token[1:].isupper() or token.isupper() or (token[:-1].isupper() and token.endswith("s")):
            if key in spelled and key not in seen:
                seen.add(key)
                out.append(f"{token} ({spelled[key]})")
    return text + ("\n" + "; ".join(out) if out else "")
