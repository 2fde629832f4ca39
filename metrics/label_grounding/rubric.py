"""The label-grounding rubric as pure functions (standard library only).

This file is the single implementation of the rubric of ``specs/label_grounding.md``: the
``evaluate`` module beside it, the runner task ``fda_label_qa`` and the Harbor verifier (which
copies this file next to its ``verify.py``) all call :func:`score_run`.

Vocabulary
----------
* *answers*: the answer document ``{"answers": [item, ...]}`` as raw text (``str``/``bytes``),
  as parsed JSON (a dict, or the bare list of items), or ``None`` for a missing file.
* *gold rows*: one dict per question: ``qid``, ``family``, ``set_ids`` (labels the question may
  cite), ``status`` (``ANSWERED`` | ``NOT_FOUND``), ``answer``, ``citations`` (``set_id``,
  ``passage_id``, ``section``, ``supporting_quote``), ``expected_terms``, ``structured_fields``.
* *passages*: ``{set_id: {passage_id: text}}`` for every label a question may cite.

Rubrics
-------
``v1`` is the reference rubric as specified (weights, sub-scores, critical errors, 0.85 pass
rules); the metric card names the few places where it goes beyond the spec's text. ``v2`` keeps
the weights, components and pass rules and is built so that only knowledge passes:

* values are compared as values: quantities with unit conversion ("500 mg" = "0.5 g"), frequency
  abbreviations ("q12h" = "every 12 hours"), number words, more route aliases, population groups;
  a structured field passes only if every value it states is a gold value ("10 mg or 20 mg" is
  not "10 mg");
* answer content is the overlap of content words (stems, general synonyms) and values with the
  gold answer: recall *and* precision, so pasted passages, echoed questions and over-long answers
  earn little; values the gold does not support lower it;
* a value in the answer text that contradicts a gold value of the same kind (a number, unit,
  frequency, route, population), or moves one to the wrong place, is a critical error;
* citing many more passages than the gold needs dilutes citation support, and a refusal whose
  gold cites the passage on the nearby topic must cite it;
* a refusal names its topics by their content words, in any order and wording.

``v3`` (claim_scoring.py beside this file, with the modules it imports: claims, claim_matching,
claim_substitution, common_words, label_words, label_view and the checks_* modules) checks claims: the
gold and the answer as clauses with typed slots (values, frequency, route, population, polarity,
antonym poles), each answer clause checked against the gold clause it is about and against the
label; its agreement with independent readers is in the metric card.
"""

from __future__ import annotations

import difflib
import functools
import json
import math
import re
import unicodedata
from collections import Counter
from typing import Any, Iterable, Mapping

RUBRIC_VERSION = "2.45.0"
RUBRICS = ("v1", "v2", "v3")
WEIGHTS: dict[str, float] = {
    "schema": 0.05,
    "qid_coverage": 0.05,
    "answer_content": 0.35,
    "clinical_qualifiers": 0.20,
    "citation_support": 0.25,
    "refusal_correctness": 0.10,
}
COMPONENTS = tuple(WEIGHTS)
PASS_THRESHOLD = 0.85
STATUSES = ("ANSWERED", "NOT_FOUND")
ITEM_KEYS = ("qid", "status", "answer", "citations", "structured_fields")
CITATION_KEYS = ("set_id", "passage_id", "section", "supporting_quote")
CRITICAL_FIELDS = ("dose", "unit", "route", "population")
REFUSAL_FIELDS = ("searched_topic", "unsupported_topic")

# Bounds that keep scoring linear-time whatever a model writes.
MAX_DOCUMENT_CHARS = 5_000_000
MAX_ITEMS = 10_000
MAX_CITATIONS = 32
MAX_TEXT_CHARS = 20_000
MAX_RATIO_CHARS = 4_000

QUESTION_CRITICALS = (
    "missing",
    "duplicate_qid",
    "malformed_item",
    "wrong_dose",
    "wrong_unit",
    "wrong_route",
    "wrong_population",
    "citation_from_wrong_label",
    "citation_to_missing_passage",
    "hallucinated_answer",
    "answer_without_citation",
    "wrong_frequency",  # v2 only
    "wrong_number",  # v2 only
)
FILE_CRITICALS = (
    "missing_answers_file",
    "empty_answers_file",
    "invalid_json",
    "document_too_large",
    "too_deeply_nested",
    "malformed_document",
    "too_many_items",
    "malformed_items",
    "duplicate_qids",
    "missing_qids",
    "extra_qids",
)

_REFUSAL_RE = re.compile(
    r"\b(not found|not provided|not stated|insufficient|not mentioned|not specified|not available"
    r"|not included|not addressed|not discussed|not supported|not contain|no information"
    r"|cannot be determined|can not be determined|unable to (find|determine|locate)"
    r"|does not (say|state|mention|specify|provide|contain|include|address|discuss|support|describe))\b"
)

# ----------------------------------------------------------------------------------------------
# Text normalisation and similarity
# ----------------------------------------------------------------------------------------------

_PUNCT_RE = re.compile(r"[^\w\s.%]|_")
_WS_RE = re.compile(r"\s+")


def normalize(text: Any, rubric: str = "v1") -> str:
    """Lower case, punctuation other than ``.`` and ``%`` to spaces, collapsed whitespace (the
    spec's normalisation, exactly, for ``v1``: "take 10 mg." keeps its dot).

    ``v2`` first applies Unicode NFKC (micro sign, non-breaking spaces, ligatures), maps the
    Greek mu to ``u`` so that "µg" and "ug" compare equal, drops thousands separators
    ("1,100 mg") and drops sentence dots.
    """
    if not isinstance(text, str):
        return ""
    return _normalize(text[:MAX_TEXT_CHARS], rubric)


@functools.lru_cache(maxsize=1024)
def _normalize(text: str, rubric: str) -> str:
    if rubric == "v2":
        text = unicodedata.normalize("NFKC", text).replace("\u03bc", "u")
        text = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", text)
    text = _PUNCT_RE.sub(" ", text.lower())
    if rubric == "v2":  # a sentence dot is not part of a value ("10 mg." == "10 mg")
        text = re.sub(r"\.(?=\s|$)", " ", text)
    return _WS_RE.sub(" ", text).strip()


def _tokens(text: str) -> list[str]:
    return text.split()


def token_f1(a: str, b: str) -> float:
    """Token-level F1 of two normalised strings."""
    ta, tb = _tokens(a), _tokens(b)
    if not ta or not tb:
        return 0.0
    counts: dict[str, int] = {}
    for t in tb:
        counts[t] = counts.get(t, 0) + 1
    common = 0
    for t in ta:
        if counts.get(t, 0) > 0:
            counts[t] -= 1
            common += 1
    if common == 0:
        return 0.0
    p, r = common / len(ta), common / len(tb)
    return 2 * p * r / (p + r)


def _contains_words(hay: str, needle: str) -> bool:
    """Whole-word containment of normalised strings: "10" is not inside "100 mg" nor "1" inside
    "1.5 mg", but "10 mg" is inside "take 10 mg." (a sentence dot ends a word)."""
    if not needle:
        return False
    start = hay.find(needle)
    while start >= 0:
        end = start + len(needle)
        after = hay[end:end + 2]
        if (start == 0 or hay[start - 1] == " ") and (
                not after or after[0] == " " or (after[0] == "." and not after[1:].isdigit())):
            return True
        start = hay.find(needle, start + 1)
    return False


def text_similarity(pred: str, gold: str, rubric: str = "v1") -> float:
    """1 if equal after normalisation, 0.92 if one contains the other, else 0.7 F1 + 0.3 ratio.

    ``v2``: containment credit needs the shorter side to carry at least half of the longer
    side's tokens (a one-word answer contained in a long gold answer no longer gets 0.92).
    """
    a, b = normalize(pred, rubric), normalize(gold, rubric)
    if not a or not b:
        return 0.0
    if a == b:
        return 1.0
    if a in b or b in a:
        if rubric == "v1":
            return 0.92
        short, long_ = sorted((len(_tokens(a)), len(_tokens(b))))
        if short >= 0.5 * long_:
            return 0.92
    return 0.7 * token_f1(a, b) + 0.3 * _sequence_ratio(a[:MAX_RATIO_CHARS], b[:MAX_RATIO_CHARS])


@functools.lru_cache(maxsize=8192)
def _sequence_ratio(a: str, b: str) -> float:
    """difflib's ratio of two normalised strings. The matcher is quadratic in their length (up to
    MAX_RATIO_CHARS each) and the same pairs recur: a family's answer scored against each gold,
    v1 and v2 on one answer, a report scoring a run again."""
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def has_refusal_wording(text: Any) -> bool:
    return isinstance(text, str) and bool(_REFUSAL_RE.search(normalize(text, "v2")))


# ----------------------------------------------------------------------------------------------
# Value comparison for structured fields (v1 alias groups; v2 quantities and frequencies)
# ----------------------------------------------------------------------------------------------

_ROUTE_GROUPS_V1 = (
    ("oral", "orally", "by mouth", "po", "p.o.", "per os"),
    ("intravenous", "intravenously", "iv", "i.v."),
    ("subcutaneous", "subcutaneously", "sc", "sq", "subq", "s.c."),
    ("intramuscular", "intramuscularly", "im", "i.m."),
    ("topical", "topically", "on the skin"),
    ("sublingual", "sublingually", "under the tongue", "sl"),
)
_ROUTE_GROUPS_V2 = _ROUTE_GROUPS_V1 + (
    ("transdermal", "transdermally", "patch"),
    ("inhalation", "inhaled", "by inhalation", "inhale"),
    ("intranasal", "intranasally", "nasal", "nasally", "in the nose"),
    ("rectal", "rectally", "pr"),
    ("vaginal", "vaginally"),
    ("ophthalmic", "in the eye", "eye drops"),
)

_UNIT_FACTORS = {
    # mass, to milligrams
    "g": ("mass", 1000.0), "gram": ("mass", 1000.0), "grams": ("mass", 1000.0),
    "mg": ("mass", 1.0), "milligram": ("mass", 1.0), "milligrams": ("mass", 1.0),
    "mcg": ("mass", 0.001), "ug": ("mass", 0.001), "microgram": ("mass", 0.001),
    "micrograms": ("mass", 0.001),
    "kg": ("mass", 1e6),
    # volume, to millilitres
    "l": ("volume", 1000.0), "liter": ("volume", 1000.0), "liters": ("volume", 1000.0),
    "ml": ("volume", 1.0), "milliliter": ("volume", 1.0), "milliliters": ("volume", 1.0),
    "millilitre": ("volume", 1.0), "millilitres": ("volume", 1.0), "cc": ("volume", 1.0),
    "teaspoon": ("volume", 5.0), "teaspoons": ("volume", 5.0), "teaspoonful": ("volume", 5.0),
    "teaspoonfuls": ("volume", 5.0), "tsp": ("volume", 5.0),
    # counted units
    "unit": ("unit", 1.0), "units": ("unit", 1.0), "iu": ("unit", 1.0),
    "meq": ("meq", 1.0), "mmol": ("mmol", 1.0),
    "%": ("percent", 1.0), "percent": ("percent", 1.0),
    "tablet": ("tablet", 1.0), "tablets": ("tablet", 1.0), "capsule": ("capsule", 1.0),
    "capsules": ("capsule", 1.0),
}
_NUMBER_WORDS = {
    "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
    "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "twenty": "20",
    "twenty four": "24", "twenty-four": "24", "half": "0.5", "once": "1", "twice": "2",
}
_QUANTITY_RE = re.compile(
    r"(?<![\w.])(\d+(?:[.,]\d+)?)\s*(%|[a-z]+)(?:\s*/\s*(kg|m2|day|dose|hour|h))?"
)
# longest first; "once" and "twice" are kept for frequency phrases
_NUMBER_WORD_RES = tuple((re.compile(rf"\b{re.escape(word)}\b"), digit)
                         for word, digit in sorted(_NUMBER_WORDS.items(), key=lambda kv: -len(kv[0]))
                         if word not in ("once", "twice"))


_ANY_NUMBER_WORD_RE = re.compile("|".join(rx.pattern for rx, _ in _NUMBER_WORD_RES))


def _number_words(text: str) -> str:
    if not _ANY_NUMBER_WORD_RE.search(text):  # most texts have none: one search instead of a sub per word
        return text
    for rx, digit in _NUMBER_WORD_RES:
        text = rx.sub(digit, text)
    return text


def quantities(text: str) -> list[tuple[str, float, str]]:
    """(dimension, value in base unit, per-denominator) for each quantity in normalised text."""
    out = []
    for m in _QUANTITY_RE.finditer(_number_words(text)):
        unit = m.group(2)
        if unit not in _UNIT_FACTORS:
            continue
        dim, factor = _UNIT_FACTORS[unit]
        try:
            value = float(m.group(1).replace(",", "."))
        except ValueError:  # pragma: no cover - the regex only admits numbers
            continue
        out.append((dim, round(value * factor, 9), m.group(3) or ""))
    return out


def _alias_equal(a: str, b: str, rubric: str) -> bool:
    for names in _route_names(rubric):
        if any(_contains_words(a, n) for n in names) and any(_contains_words(b, n) for n in names):
            return True
    return False


@functools.lru_cache(maxsize=None)
def _route_names(rubric: str) -> tuple[frozenset, ...]:
    """The route alias groups of a rubric, each name normalised as that rubric normalises text."""
    return tuple(frozenset(normalize(n, rubric) for n in group)
                 for group in (_ROUTE_GROUPS_V2 if rubric == "v2" else _ROUTE_GROUPS_V1))


def _canonical_unit(text: str) -> str | None:
    t = _number_words(text).strip()
    if t in _UNIT_FACTORS:
        return f"{_UNIT_FACTORS[t][0]}:{_UNIT_FACTORS[t][1]}"
    return None


def values_match(gold: Any, pred: Any, rubric: str = "v1") -> bool:
    """Whether a predicted structured-field value matches the gold one.

    v1: equal, one contained in the other (whole words), same route alias group, or token
    F1 >= 0.75. v2 adds: quantities equal after unit conversion (and differing quantities never
    match), equal frequencies after abbreviation expansion, equal unit names ("mg" = "milligrams").
    """
    g, p = normalize(_as_text(gold), rubric), normalize(_as_text(pred), rubric)
    if not g:
        return True
    if not p:
        return False
    if rubric == "v2":
        verdict = _values_match_v2(g, p)
        if verdict is not None:
            return verdict
    if g == p or _contains_words(g, p) or _contains_words(p, g):
        return True
    if _alias_equal(g, p, rubric):
        return True
    return token_f1(g, p) >= 0.75


def _values_match_v2(g: str, p: str) -> bool | None:
    """v2 verdict on two normalised values, or ``None`` when neither states a comparable value.

    Every value the prediction states must be one the gold states, for each kind both state
    (numbers after unit conversion, frequencies, routes, populations): "10 mg or 20 mg" does not
    match "10 mg", "adults, children" does not match "adults"."""
    gu, pu = _canonical_unit(g), _canonical_unit(p)
    if gu and pu:
        return gu == pu
    gv, pv = stated_values(g), stated_values(p)
    verdicts = []
    if gv["numbers"] and pv["numbers"]:
        ok, bad = _numbers_supported({(k, False, v) for k, _, v in pv["numbers"]}, gv["numbers"])
        verdicts.append(bool(ok) and not bad)
    for kind in ("frequency", "route", "population"):
        if gv[kind] and pv[kind]:
            verdicts.append(pv[kind] <= gv[kind])
    return all(verdicts) if verdicts else None


def topic_named(topic: Any, text: str) -> bool:
    """v2: a refusal names a topic when it has every content word of the topic (stems, synonyms)."""
    want = content_words(normalize(_as_text(topic), "v2"))
    return bool(want) and want <= content_words(text)


def value_in_text(gold: Any, text: str, rubric: str = "v1") -> bool:
    """Whether a gold value is stated in a (normalised) answer text."""
    g = normalize(_as_text(gold), rubric)
    if not g:
        return True
    if _contains_words(text, g):
        return True
    if _alias_equal(g, text, rubric):
        return True
    if rubric == "v2":
        unit = _canonical_unit(g)
        if unit:  # a unit is stated by any quantity in that unit's dimension ("%" by "30 percent")
            return unit.split(":")[0] in {dim for dim, _, _ in quantities(text)}
        gv, tv = stated_values(g), stated_values(text)
        if any(gv.values()) and _values_match_v2(text, g) is True and all(gv[k] <= tv[k] for k in gv if k != "numbers"):
            return True
        return _contains_words(_number_words(text), _number_words(g))
    return False


def _as_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float)) and math.isfinite(value):
        return f"{value:g}"
    if isinstance(value, list):
        return " ".join(v for v in value[:MAX_CITATIONS] if isinstance(v, str))
    return ""


# ----------------------------------------------------------------------------------------------
# v2: what an answer states (content words, clinical values), against what the gold states
# ----------------------------------------------------------------------------------------------

_STOPWORDS = frozenset("""a an the and or of to in on for with by at from as is are was were be been being
this that these those it its not no nor may might can could should must will would shall what which who
whom when where why how does do did done have has had any all some more most also than other such into
about each if per there their they them he she his her we our you your i then so only both either
neither very same own out up down over under again further once here while because until after before
during between without within upon via due however therefore thus hence yes well just whether
patient patients drug drugs label daily weekly once twice times every each hourly nightly""".split())
_DERIVATIONAL = ("ational", "ization", "ations", "ation", "ition", "ement", "ments", "ment", "ness", "ities",
                 "ity", "ively", "ive", "ious", "ous", "ically", "ical", "ally", "ic", "al", "ions", "ion",
                 "ance", "ence", "ly", "ate", "able", "ible")
_IRREGULAR = {"used": "use", "uses": "use", "using": "use", "usage": "use", "given": "give", "taken": "take",
              "shown": "show", "children": "child", "women": "woman", "men": "man", "feet": "foot"}
# General clinical and lay paraphrases: each word maps to the group's first word.
_SYNONYM_GROUPS = (
    ("discontinue", "stop", "cease", "terminate", "withdraw", "halt"),
    ("reduce", "reduction", "lower", "decrease", "diminish", "lessen", "taper"),
    ("increase", "raise", "elevate", "rise", "higher", "greater", "enhance", "exacerbate", "worsen"),
    ("risk", "chance", "likelihood", "danger"),
    ("pediatric", "child", "children", "paediatric", "kid", "kids"),
    ("elderly", "geriatric", "older"),
    ("renal", "kidney", "kidneys"), ("hepatic", "liver"), ("cardiac", "heart"), ("cerebral", "brain"),
    ("serum", "blood", "plasma"), ("extremity", "extremities", "limb", "limbs"),
    ("monitor", "check", "watch", "observe", "assess", "evaluate", "follow"),
    ("recommend", "advise", "suggest"),
    ("cause", "lead", "result", "produce", "induce", "trigger"),
    ("tablet", "pill"), ("oral", "orally", "mouth"), ("associate", "link", "relate", "connect"),
    ("convert", "switch", "change", "transition"), ("similar", "similarity", "close", "alike", "resemble"),
    ("potent", "strong", "powerful"), ("frequent", "common", "usual"),
    ("reaction", "effect", "event"),
    ("concomitant", "concomitantly", "together", "coadministration", "coadministered", "combination",
     "combined", "simultaneous", "simultaneously"),
    ("initiate", "start", "begin", "commence"),
    ("necessary", "need", "require", "required", "necessitate", "needed"),
    ("demonstrate", "show", "shown", "prove"),
    ("treatment", "therapy", "treat", "treating", "treated"),
    ("approximately", "roughly", "around", "nearly"),
    ("pregnancy", "pregnant"), ("breastfeeding", "breastfeed", "breastfed", "nursing", "lactation"),
    ("adult", "adults", "grown"), ("dose", "dosage", "dosing"),
    ("administer", "administration", "give", "take"), ("exam", "examination", "examine"),
    ("mark", "marked", "pronounced", "significant", "considerable"),
    ("unknown", "unclear", "uncertain"),
)


@functools.lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    """A light Porter-like stem: plural and verb endings, then up to two derivational endings,
    then a final e ("increases", "increased", "increasing" -> "increas"; "structurally",
    "structural", "structure" -> "structur")."""
    w = _IRREGULAR.get(word, word)
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        w = w[:-1]
    for suffix in ("ingly", "edly", "ing", "ed"):
        rest = w[: -len(suffix)]
        if w.endswith(suffix) and len(rest) >= 3 and any(c in "aeiouy" for c in rest) and not (
                suffix == "ed" and rest.endswith("e")):  # "exceed", "need"
            w = rest + "e" if rest.endswith(("at", "bl", "iz")) else rest
            if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "lsz":
                w = w[:-1]  # "stopped" -> "stop"
            break
    for _ in range(2):
        suffix = next((x for x in _DERIVATIONAL if w.endswith(x) and len(w) - len(x) >= 4), None)
        if suffix is None and w.endswith("e"):
            suffix = next((x for x in _DERIVATIONAL if w[:-1].endswith(x) and len(w) - len(x) >= 5), None)
            w = w[:-1] if suffix else w
        if suffix is None:
            break
        w = w[: -len(suffix)]
    return w[:-1] if w.endswith("e") and len(w) > 3 else w


_SYNONYMS = {_stem(w): _stem(group[0]) for group in _SYNONYM_GROUPS for w in group}


def content_words(text: str) -> set[str]:
    """Stems of the content words of normalised v2 text, synonyms mapped to one stem; stop words,
    numbers and unit names left out (values are compared as values)."""
    out = set()
    for token in text.split():
        if (not token[0].isalpha() or token in _STOPWORDS or token in _UNIT_FACTORS or token in _TIME_FACTORS
                or token in _SPELLED):
            continue
        stem = _stem(token)
        out.add(_SYNONYMS.get(stem, stem))
    return out


_TIME_FACTORS = {  # to hours
    "minute": 1 / 60, "minutes": 1 / 60, "min": 1 / 60, "hour": 1.0, "hours": 1.0, "hr": 1.0, "hrs": 1.0,
    "day": 24.0, "days": 24.0, "week": 168.0, "weeks": 168.0, "month": 720.0, "months": 720.0,
    "year": 8760.0, "years": 8760.0, "yr": 8760.0, "yrs": 8760.0,
}
_SPELLED = {"one": 1.0, "two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0, "six": 6.0, "seven": 7.0, "eight": 8.0,
            "nine": 9.0, "ten": 10.0, "eleven": 11.0, "twelve": 12.0, "twenty": 20.0, "thirty": 30.0}
_NUM_TOKEN_RE = re.compile(r"^(\d+(?:\.\d+)?)([a-z%]*)$")


def _unit_of(token: str) -> str:
    return token if token in _UNIT_FACTORS or token in _TIME_FACTORS else ""


def _number_tokens(tokens: list[str]) -> list[tuple[float, bool, str]]:
    """(value, spelled out, unit) for each number of a token list; a range's first number takes
    the unit of its second ("4 to 8 tablets", "4-8 tablets", "50 to 75%")."""
    return [(value, spelled, unit) for _, value, spelled, unit in number_positions(tokens)]


def number_positions(tokens: list[str]) -> list[tuple[int, float, bool, str]]:
    """As :func:`_number_tokens`, with each number's token index first."""
    nums: list[tuple[int, float, bool, str]] = []
    for i, tok in enumerate(tokens):
        m = _NUM_TOKEN_RE.match(tok)
        if m:
            unit = _unit_of(m.group(2)) or (_unit_of(tokens[i + 1]) if i + 1 < len(tokens) else "")
            nums.append((i, float(m.group(1)), False, unit))
        elif tok in _SPELLED:
            unit = _unit_of(tokens[i + 1]) if i + 1 < len(tokens) else ""
            nums.append((i, _SPELLED[tok], True, unit))
    out = []
    for k, (i, value, spelled, unit) in enumerate(nums):
        if not unit and k + 1 < len(nums):
            j = nums[k + 1][0]
            if j == i + 1 or (j == i + 2 and tokens[i + 1] in ("to", "or", "and")):
                unit = nums[k + 1][3]
        out.append((i, value, spelled, unit))
    return out


def _value_key(value: float, unit: str) -> tuple[str, float]:
    if unit in _TIME_FACTORS:
        return ("time", round(value * _TIME_FACTORS[unit], 6))
    if unit:
        dim, factor = _UNIT_FACTORS[unit]
        return (dim, round(value * factor, 6))
    return ("number", value)


_NOT_FREQUENCY_RE = re.compile(r"\b(?<!twice )(?<!times )(?:total |maximum |max |recommended )?daily "
                               r"(?:doses?|dosage|maximum|total)\b")
_FREQUENCY_PATTERNS_V2 = (  # most specific first: "three times daily" is not also "daily"
    (r"\bq\s?(\d+)\s?h(?:rs?|ours?)?\b", lambda m: f"q{m.group(1)}h"),
    (r"\bevery (\d+)(?: to \d+)? (?:hours?|hrs?)\b", lambda m: f"q{m.group(1)}h"),
    (r"\bevery other (day|week)\b", lambda m: f"every other {m.group(1)}"),
    (r"\b(?:q\.?i\.?d|qid|(?:four|4) times (?:daily|a day|per day|each day))\b", lambda m: "4/day"),
    (r"\b(?:t\.?i\.?d|tid|(?:three|3) times (?:daily|a day|per day|each day))\b", lambda m: "3/day"),
    (r"\b(?:b\.?i\.?d|bid|twice (?:daily|a day|per day|each day)|(?:two|2) times (?:daily|a day|per day))\b",
     lambda m: "2/day"),
    (r"\b(?:q\.?d|qd|q24h|once (?:daily|a day|per day|each day)|1 time (?:a|per) day|every day|each day"
     r"|daily)\b", lambda m: "1/day"),
    (r"\b(?:q\.?h\.?s|qhs|at bedtime|before bedtime|nightly|every night)\b", lambda m: "bedtime"),
    (r"\b(?:p\.?r\.?n|prn|as needed|when needed)\b", lambda m: "prn"),
    (r"\b(?:once weekly|once a week|every week|weekly|qw)\b", lambda m: "1/week"),
    (r"\b(?:every|each) (morning|evening)\b", lambda m: m.group(1)),
)
_FREQUENCY_RES_V2 = tuple((re.compile(p), canon) for p, canon in _FREQUENCY_PATTERNS_V2)


def frequency_mentions(text: str) -> list[str]:
    """Canonical frequencies of normalised v2 text, one per phrase (its most specific reading:
    "three times daily" is not also "daily"); "total daily dose" is not a frequency."""
    text = _NOT_FREQUENCY_RE.sub(" ", text)
    found: list[str] = []
    taken: list[tuple[int, int]] = []
    for rx, canon in _FREQUENCY_RES_V2:
        for m in rx.finditer(text):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            taken.append(m.span())
            found.append("1/day" if canon(m) == "q24h" else canon(m))
    return found


_ROUTE_TEXT_RES = tuple(
    (group[0], re.compile(r"\b(?:" + "|".join(re.escape(n) for n in group if len(n) >= 4 and "." not in n) + r")\b"))
    for group in _ROUTE_GROUPS_V2)
_POPULATION_RES = tuple((name, re.compile(rx)) for name, rx in (
    ("adult", r"\badults?\b"),
    ("pediatric", r"\b(?:pediatric|paediatric|child|children|childrens|infants?|neonates?|newborns?)\b"),
    ("adolescent", r"\badolescents?\b"),
    ("elderly", r"\b(?:elderly|geriatric|older (?:adults|patients|people|persons|individuals)|aged 65"
                r"|65 (?:years )?(?:of age )?(?:and|or) (?:over|older))\b"),
    ("pregnant", r"\bpregnan\w*"),
    ("nursing", r"\b(?:breast ?feed\w*|breast ?fed|nursing mothers?|lactat\w*)\b"),
    ("renal", r"\b(?:(?:renal|kidney) (?:impairment|insufficiency|failure|disease)|impaired renal"
              r"|(?:mild|moderate|severe) renal)\b"),
    ("hepatic", r"\b(?:(?:hepatic|liver) (?:impairment|insufficiency|failure|disease)|hepatically impaired"
                r"|impaired hepatic|(?:mild|moderate|severe) hepatic)\b"),
))


DIGIT_UNIT_RE = re.compile(r"(?<=\d)(?=[a-z%])|(?<=[a-z%])(?=\d)")  # "10mg" -> "10 mg" (and "q4h" -> "q 4 h")


@functools.lru_cache(maxsize=512)
def _mentions(text: str) -> dict[str, tuple]:
    """Every value mention of normalised v2 text, by kind, in order (cached: texts recur)."""
    tokens = DIGIT_UNIT_RE.sub(" ", text).split() if text else []
    return {
        "numbers": tuple((_value_key(v, u), s, v) for v, s, u in _number_tokens(tokens)),
        "frequency": tuple(frequency_mentions(text)),
        "route": tuple(name for name, rx in _ROUTE_TEXT_RES for _ in rx.finditer(text)),
        "population": tuple(name for name, rx in _POPULATION_RES for _ in rx.finditer(text)),
    }


def stated_values(text: str) -> dict[str, set]:
    """What normalised v2 text states, by kind: ``numbers`` ((kind, value in base unit), spelled
    out, raw number), ``frequency``, ``route`` and ``population`` (canonical names)."""
    return {kind: set(found) for kind, found in _mentions(text).items()}


def _shift_group(kind: str, value: Any) -> str | None:
    """The group in which mention counts are compared: dose quantities together, durations,
    frequencies, routes, populations (bare numbers are too noisy to count)."""
    if kind != "numbers":
        return kind
    return "dose" if value[0] in _DOSE_KINDS else "number" if value[0] == "time" else None


def shifted_values(answer_norm: str, gold_norm: str) -> list[str]:
    """Kinds in which the answer repeats a gold value more often than the gold does while
    dropping another gold value of the kind: a value moved to the wrong place ("2.5 mg or 5 mg"
    answered "5 mg or 5 mg", "20 mg once daily ... 20 mg twice daily" answered twice daily twice)."""
    counts: dict[str, dict[str, Counter]] = {}
    for side, text in (("answer", answer_norm), ("gold", gold_norm)):
        for kind, found in _mentions(text).items():
            for value in found:
                key = value[0] if kind == "numbers" else value
                group = _shift_group(kind, key)
                if group:
                    counts.setdefault(group, {"answer": Counter(), "gold": Counter()})[side][key] += 1
    out = []
    for group, c in counts.items():
        stated = [v for v in c["gold"] if c["answer"][v] != c["gold"][v]]
        if any(c["answer"][v] > c["gold"][v] for v in stated) and any(c["answer"][v] < c["gold"][v] for v in stated):
            out.append(group)
    return sorted(out)


_DOSE_KINDS = frozenset(dim for dim, _ in _UNIT_FACTORS.values())


def _numbers_supported(stated: set, gold: set) -> tuple[list[tuple], list[tuple]]:
    """(supported, unsupported) numbers of ``stated`` against ``gold`` (both from
    :func:`stated_values`). A number is supported when the gold states the same quantity (after
    unit conversion) or states the bare number; a spelled-out bare number ("two warnings") is not
    counted."""
    keys = {k for k, _, _ in gold}
    raw = {v for _, _, v in gold}
    bare = {v for k, _, v in gold if k[0] == "number"}
    ok, bad = [], []
    for key, spelled, value in sorted(stated):
        if spelled and key[0] == "number":
            continue
        if key in keys or value in bare or (key[0] == "number" and value in raw):
            ok.append((key, value))
        else:
            bad.append((key, value))
    return ok, bad


def _number_critical(key: tuple, value: float, gold: set) -> str:
    if key[0] in _DOSE_KINDS:
        return "wrong_unit" if value in {v for _, _, v in gold} else "wrong_dose"
    return "wrong_number"


def check_values(answer_vals: dict[str, set], gold_vals: dict[str, set]) -> tuple[int, int, list[tuple[str, str]]]:
    """(supported, stated, contradictions) of an answer's values against the gold's.

    A stated value of a kind the gold also states (a number, a frequency, a route, a population)
    that the gold does not state is a contradiction: (critical error, note). Values of kinds the
    gold does not state are only unsupported."""
    ok, bad = _numbers_supported(answer_vals["numbers"], gold_vals["numbers"])
    supported, stated = len(ok), len(ok) + len(bad)
    found: list[tuple[str, str]] = []
    if gold_vals["numbers"]:
        found += [(_number_critical(k, v, gold_vals["numbers"]), f"states {v:g} ({k[0]}), which the gold does not")
                  for k, v in bad]
    for kind in ("frequency", "route", "population"):
        extra = sorted(answer_vals[kind] - gold_vals[kind])
        supported += len(answer_vals[kind]) - len(extra)
        stated += len(answer_vals[kind])
        if gold_vals[kind] and extra:
            found.append((f"wrong_{kind}", f"states {kind} {', '.join(extra)}; the gold states "
                                           f"{', '.join(sorted(gold_vals[kind]))}"))
    return supported, stated, found


def _merge_values(*parts: dict[str, set]) -> dict[str, set]:
    out: dict[str, set] = {"numbers": set(), "frequency": set(), "route": set(), "population": set()}
    for part in parts:
        for kind, vals in part.items():
            out[kind] |= vals
    return out


def _field_texts(fields: Any) -> list[str]:
    """Every structured-field value as text, comparison sub-fields included."""
    out = []
    for k, v in _field_items(fields).items():
        if k == "comparison" and isinstance(v, Mapping):
            out += [_as_text(x) for sub in v.values() for x in _field_items(sub).values()]
        elif k not in REFUSAL_FIELDS:
            out.append(_as_text(v))
    return [t for t in out if t]


def _covered(stated: dict[str, set], other: dict[str, set]) -> int:
    """How many distinct values of ``stated`` ``other`` also states (numbers after unit
    conversion, or as the bare number)."""
    ok, _ = _numbers_supported({(k, False, v) for k, _, v in stated["numbers"]}, other["numbers"])
    return len(ok) + sum(len(stated[kind] & other[kind]) for kind in ("frequency", "route", "population"))


def _n_values(vals: dict[str, set]) -> int:
    kinds = ("frequency", "route", "population")
    return len({(k, v) for k, _, v in vals["numbers"]}) + sum(len(vals[k]) for k in kinds)


# v2 answer content: (value of no credit, value of full credit) for the F1, recall and precision
CONTENT_F1 = (0.45, 0.70)
CONTENT_RECALL = (0.45, 0.60)
CONTENT_PRECISION = (0.30, 0.50)
CONTENT_PARTS = (0.25, 0.50)


def _ramp(x: float, low: float, high: float) -> float:
    return min(1.0, max(0.0, (x - low) / (high - low)))


def content_overlap(answer_norm: str, gold_norm: str) -> tuple[float, float, float]:
    """(recall, precision, F1) of the answer's content words and values against the gold
    answer's: words by stem (synonyms mapped), values as values."""
    aw, gw = content_words(answer_norm), content_words(gold_norm)
    av, gv = stated_values(answer_norm), stated_values(gold_norm)
    av["numbers"] = {x for x in av["numbers"] if not (x[1] and x[0][0] == "number")}  # "two warnings"
    shared = len(aw & gw)
    r_den, p_den = len(gw) + _n_values(gv), len(aw) + _n_values(av)
    if not r_den or not p_den:
        return 0.0, 0.0, 0.0
    r, p = (shared + _covered(gv, av)) / r_den, (shared + _covered(av, gv)) / p_den
    return r, p, (2 * p * r / (p + r) if p + r else 0.0)


_CLAUSE_RE = re.compile(r"(?<=[.;:!?])\s+|\n+")
_PART_RE = re.compile(r"[.;:!?](?:\s|$)|\n|\s(?:while|whereas|but|however|followed by)\s|,\s(?:and|which|as|while)\s")


def part_coverage(answer_norm: str, gold_answer: str) -> float:
    """The least share, over the parts of the gold answer (clauses with at least three content
    words and values), of a part's words and values that the answer has: an answer must address
    every part of the gold ("indicated for X, while overdose symptoms include Y" is not answered
    by X alone). A gold of four parts or more loses its worst part first (long gold answers
    carry label boilerplate such as "find right dose on chart below")."""
    words, vals = content_words(answer_norm), stated_values(answer_norm)
    shares = []
    for part in _PART_RE.split(gold_answer):
        norm = normalize(part, "v2")
        want, want_vals = content_words(norm), stated_values(norm)
        size = len(want) + _n_values(want_vals)
        if size >= 3:
            shares.append((len(want & words) + _covered(want_vals, vals)) / size)
    shares.sort()
    return (shares[1] if len(shares) >= 4 else shares[0]) if shares else 1.0
_INTERROGATIVES = frozenset({"what", "which", "why", "how", "who", "whom", "whose"})


def drop_questions(answer: str) -> str:
    """The answer without its clauses phrased as questions (ending in "?" or opening with what,
    which, why, how, who): restating the question states nothing."""
    kept = []
    for clause in _CLAUSE_RE.split(answer):
        words = clause.strip().split(maxsplit=1)
        if clause.strip().endswith("?") or (words and words[0].lower().strip("\"'(),.:;!?") in _INTERROGATIVES):
            continue
        kept.append(clause)
    return " ".join(kept)


def answer_content_v2(answer: str, gold: Mapping[str, Any], criticals: list[str], notes: list[str],
                      overlap: dict[str, float] | None = None) -> float:
    """v2 answer content, in [0, 1]: how well the answer's content words and values match the gold
    answer's (F1, each of recall and precision mapped linearly from no credit to full credit, see
    CONTENT_*), times the share of the values it states that the gold supports (one unsupported
    value is free). Values that contradict the gold's are critical errors."""
    a_norm = normalize(drop_questions(answer), "v2")
    g_norm = normalize(drop_questions(_as_text(gold.get("answer"))), "v2")
    gold_vals = _merge_values(stated_values(g_norm), *(stated_values(normalize(t, "v2"))
                                                       for t in _field_texts(gold.get("structured_fields"))))
    answer_vals = stated_values(a_norm)
    supported, stated, contradictions = check_values(answer_vals, gold_vals)
    for group in shifted_values(a_norm, g_norm):
        crit = {"dose": "wrong_dose", "number": "wrong_number"}.get(group, f"wrong_{group}")
        contradictions.append((crit, f"moves a {group} value: it repeats one the gold states and drops another"))
    for crit, note in contradictions:
        if crit not in criticals:
            criticals.append(crit)
        notes.append(f"answer text {note}")
    if a_norm == g_norm:
        recall = precision = f1 = parts = 1.0
    else:
        recall, precision, f1 = content_overlap(a_norm, g_norm)
        parts = part_coverage(a_norm, drop_questions(_as_text(gold.get("answer"))))
    share = min(1.0, (supported + 1) / stated if stated else 1.0)
    if overlap is not None:
        overlap.update(recall=round(recall, 6), precision=round(precision, 6), f1=round(f1, 6),
                       part_coverage=round(parts, 6), value_share=round(share, 6))
    if a_norm == g_norm:
        return 1.0
    return (_ramp(f1, *CONTENT_F1) * _ramp(recall, *CONTENT_RECALL) * _ramp(precision, *CONTENT_PRECISION)
            * _ramp(parts, *CONTENT_PARTS) * share)


# ----------------------------------------------------------------------------------------------
# Parsing an answers document
# ----------------------------------------------------------------------------------------------


def parse_answers(answers: Any) -> tuple[list[Any] | None, list[str]]:
    """The answer items of a document, and the file-level critical errors found on the way.

    Never raises: every malformed input becomes ``(None or items, [error names])``.
    """
    errors: list[str] = []
    if answers is None:
        return None, ["missing_answers_file"]
    if isinstance(answers, (bytes, bytearray)):
        if len(answers) > MAX_DOCUMENT_CHARS:
            return None, ["document_too_large"]
        try:
            answers = bytes(answers).decode("utf-8-sig")
        except UnicodeDecodeError:
            return None, ["invalid_json"]
    if isinstance(answers, str):
        if len(answers) > MAX_DOCUMENT_CHARS:
            return None, ["document_too_large"]
        if not answers.strip():
            return None, ["empty_answers_file"]
        try:
            answers = json.loads(answers)
        except RecursionError:
            return None, ["too_deeply_nested"]
        except (ValueError, TypeError):
            return None, ["invalid_json"]
    if isinstance(answers, Mapping):
        items = answers.get("answers")
        if not isinstance(items, list):
            return None, ["malformed_document"]
    elif isinstance(answers, (list, tuple)):
        items = list(answers)
    else:
        return None, ["malformed_document"]
    if len(items) > MAX_ITEMS:
        errors.append("too_many_items")
        items = items[:MAX_ITEMS]
    return items, errors


def _schema_ok(item: Mapping[str, Any]) -> bool:
    if set(ITEM_KEYS) - set(item):
        return False
    if not isinstance(item.get("qid"), str) or item.get("status") not in STATUSES:
        return False
    if not isinstance(item.get("answer"), str) or not isinstance(item.get("structured_fields"), dict):
        return False
    cits = item.get("citations")
    if not isinstance(cits, list):
        return False
    for c in cits:
        if not isinstance(c, dict) or set(CITATION_KEYS) - set(c):
            return False
        if not isinstance(c.get("set_id"), str) or not isinstance(c.get("passage_id"), str):
            return False
        if not (c.get("section") is None or isinstance(c.get("section"), str)):
            return False
        if not isinstance(c.get("supporting_quote"), str):
            return False
    return True


# ----------------------------------------------------------------------------------------------
# Scoring one question
# ----------------------------------------------------------------------------------------------


def _gold_set_ids(gold: Mapping[str, Any]) -> list[str]:
    ids = gold.get("set_ids") or []
    if not ids and gold.get("set_id"):
        ids = [gold["set_id"]]
    return [i for i in ids if isinstance(i, str)]


def _field_items(fields: Any) -> dict[str, Any]:
    return dict(fields) if isinstance(fields, Mapping) else {}


def _qualifiers(gold: Mapping[str, Any], item: Mapping[str, Any], answer_norm: str,
                refused: bool, rubric: str, criticals: list[str], notes: list[str]) -> float:
    gfields = _field_items(gold.get("structured_fields"))
    pfields = _field_items(item.get("structured_fields"))
    if gold.get("status") == "NOT_FOUND":
        if not refused:
            return 0.0
        wanted = [(k, gfields[k]) for k in REFUSAL_FIELDS if _as_text(gfields.get(k))]
        if not wanted:
            return 1.0
        said = answer_norm + " " + " ".join(normalize(_as_text(v), rubric) for v in pfields.values())
        named = sum(
            1 for k, v in wanted
            if values_match(v, pfields.get(k), rubric) and _as_text(pfields.get(k))
            or value_in_text(v, answer_norm, rubric)
            or (rubric == "v2" and topic_named(v, said))
        )
        return named / len(wanted)
    if refused or not (answer_norm or any(_as_text(v).strip() for v in pfields.values())):
        return 0.0  # a refusal or an empty item states no qualifier
    pairs: list[tuple[str, Any, Any]] = []  # (name, gold value, predicted value)
    comparison = gfields.get("comparison")
    if isinstance(comparison, Mapping):
        pcomp = _field_items(pfields.get("comparison"))
        for sid in sorted(comparison):
            gsub = _field_items(comparison[sid])
            psub = _field_items(pcomp.get(sid))
            for k in sorted(gsub):
                pairs.append((k, gsub[k], psub.get(k)))
    for k in sorted(gfields):
        if k != "comparison" and k not in REFUSAL_FIELDS:
            pairs.append((k, gfields[k], pfields.get(k)))
    pairs = [(k, g, p) for k, g, p in pairs if _as_text(g)]
    if not pairs:
        return 1.0
    matched = 0
    for k, g, p in pairs:
        given = bool(normalize(_as_text(p), rubric))
        ok_value = given and values_match(g, p, rubric)
        if ok_value or value_in_text(g, answer_norm, rubric):
            matched += 1
        if given and not ok_value and (k in CRITICAL_FIELDS or (rubric == "v2" and k == "frequency")):
            crit = f"wrong_{k}"
            if crit not in criticals:
                criticals.append(crit)
            notes.append(f"{k}: gold {_as_text(g)!r}, answered {_as_text(p)!r}")
    return matched / len(pairs)


def _check_citation(c: Any, gold: Mapping[str, Any], gold_pairs: set, passages: Mapping[str, Any],
                    rubric: str) -> dict[str, Any]:
    """One citation's checks and score: 0.25 right label + 0.25 passage exists + 0.20 quote found
    in that passage + 0.30 passage supports the gold evidence."""
    if not isinstance(c, Mapping):
        return {"error": "citation is not an object", "score": 0.0}
    sid, pid, quote = c.get("set_id"), c.get("passage_id"), c.get("supporting_quote")
    sid = sid if isinstance(sid, str) else ""
    pid = pid if isinstance(pid, str) else ""
    label = passages.get(sid) if isinstance(passages, Mapping) else None
    text = label.get(pid) if isinstance(label, Mapping) else None
    right_label = sid in set(_gold_set_ids(gold))
    exists = isinstance(text, str)
    qn = normalize(quote, rubric)
    quote_found = exists and len(qn) >= 3 and qn in normalize(text[:10 * MAX_TEXT_CHARS], rubric)
    refusal = gold.get("status") == "NOT_FOUND"
    anchor = _as_text(gold.get("anchor_topic")).lower()
    if gold_pairs:  # v2: a refusal may cite any passage on the nearby (anchor) topic
        supports = (sid, pid) in gold_pairs or (rubric == "v2" and refusal and exists and bool(anchor)
                                                and anchor in text.lower())
    else:  # no gold evidence to compare with (e.g. a refusal): an on-label citation supports
        supports = right_label and exists
    s = 0.25 * right_label + 0.25 * exists + 0.20 * quote_found + 0.30 * supports
    if rubric == "v2" and refusal and gold_pairs and not supports:
        s = 0.0  # v2: a refusal earns citation credit only by showing where the nearby topic is
    return {"set_id": sid, "passage_id": pid, "right_label": right_label, "passage_exists": exists,
            "quote_found": bool(quote_found), "supports_gold": bool(supports), "score": round(s, 6),
            "_label_known": isinstance(label, Mapping)}


def _citations(gold: Mapping[str, Any], cits: list[Any], passages: Mapping[str, Any],
               rubric: str, criticals: list[str], details: list[dict[str, Any]]) -> float | None:
    """Mean per-citation score, or ``None`` when there is no usable citation."""
    gold_pairs = {(c.get("set_id"), c.get("passage_id")) for c in gold.get("citations") or []
                  if isinstance(c, Mapping)}
    scores = []
    for c in cits[:MAX_CITATIONS]:
        detail = _check_citation(c, gold, gold_pairs, passages, rubric)
        if "error" not in detail:
            if not detail["right_label"] and "citation_from_wrong_label" not in criticals:
                criticals.append("citation_from_wrong_label")
            if detail.pop("_label_known") and not detail["passage_exists"] \
                    and "citation_to_missing_passage" not in criticals:
                criticals.append("citation_to_missing_passage")  # the label is known, the passage is not in it
        scores.append(detail["score"])
        details.append(detail)
    if not scores:
        return None
    mean = sum(scores) / len(scores)
    allowed = max(2, 2 * len(gold_pairs))
    if rubric == "v2" and len(scores) > allowed:  # citing many passages in the hope one matches
        mean *= allowed / len(scores)
    if rubric == "v2" and gold.get("status") == "NOT_FOUND" and not gold_pairs:
        mean *= 0.6  # the gold cites nothing: citing something earns no more than not citing (0.6)
    return mean


def _answer_content_v1(answer: str, answer_norm: str, gold: Mapping[str, Any]) -> float:
    """The reference: the best of text similarity and 0.30 + 0.70 x share of expected terms."""
    best = text_similarity(answer, gold.get("answer", ""), "v1")
    terms = [t for t in gold.get("expected_terms") or [] if normalize(t, "v1")]
    if terms:
        share = sum(_contains_words(answer_norm, normalize(t, "v1")) for t in terms) / len(terms)
        best = max(best, 0.30 + 0.70 * share)
    return best


def _answer_content(diag: dict[str, Any], gold: Mapping[str, Any], answer: str, refused: bool,
                    answered: bool, rubric: str) -> float:
    """The answer-content component (0.35); adds critical errors and notes to ``diag``."""
    criticals, notes = diag["critical_errors"], diag["notes"]
    if diag["gold_status"] == "NOT_FOUND":
        if refused:
            return 1.0 if has_refusal_wording(answer) else 0.5
        if answered:
            criticals.append("hallucinated_answer")
            notes.append("answered a question whose gold status is NOT_FOUND")
        return 0.0
    answer_norm = normalize(answer, rubric)
    if refused or not answer_norm:
        return 0.0
    if rubric == "v2":
        diag["content_overlap"] = {}
        return answer_content_v2(answer, gold, criticals, notes, diag["content_overlap"])
    return _answer_content_v1(answer, answer_norm, gold)


def _citation_support(diag: dict[str, Any], gold: Mapping[str, Any], cits: list[Any],
                      passages: Mapping[str, Any], answered: bool, rubric: str) -> float:
    """The citation-support component (0.25); per-citation checks go to ``diag["citations"]``."""
    details: list[dict[str, Any]] = []
    cited = _citations(gold, cits, passages, rubric, diag["critical_errors"], details)
    diag["citations"] = details
    if cited is not None:
        return cited
    if answered and diag["gold_status"] == "ANSWERED":
        diag["critical_errors"].append("answer_without_citation")
    # v2: a refusal whose gold cites the passage on the nearby topic must cite it too
    evidence = rubric == "v2" and bool(gold.get("citations"))
    return 0.6 if diag["gold_status"] == "NOT_FOUND" and not evidence else 0.0


def _v3() -> Any:
    """Rubric v3's claim-level scoring (claim_scoring.py and the modules it imports, beside this file): a package module under ``evaluate`` and in the runner, a plain one where this file was
    loaded by path (the Harbor verifier, scripts)."""
    try:
        from . import claim_scoring
    except ImportError:
        import os
        import sys

        here = os.path.dirname(os.path.abspath(__file__))
        if here not in sys.path:
            sys.path.append(here)
        import claim_scoring
    return claim_scoring


def score_question(item: Any, gold: Mapping[str, Any], passages: Mapping[str, Any],
                   rubric: str = "v1", occurrences: int = 1, qid_set_ok: bool = True) -> dict[str, Any]:
    """Score one answer item against its gold row; returns the question's diagnostics.

    ``item`` is ``None`` when the file has no item with the question's qid; ``occurrences`` is
    how many items carry the qid (the first one is scored); ``qid_set_ok`` is whether the file
    has every expected qid once and no others (QID coverage is a property of the file).
    """
    if rubric not in RUBRICS:
        raise ValueError(f"unknown rubric {rubric!r}; choose one of {RUBRICS}")
    if rubric == "v3":
        return _v3().score_question(item, gold, passages, occurrences, qid_set_ok)
    gold_status = gold.get("status") if gold.get("status") in STATUSES else "ANSWERED"
    diag: dict[str, Any] = {
        "qid": gold.get("qid"), "family": gold.get("family"), "gold_status": gold_status,
        "pred_status": None, "components": {c: 0.0 for c in COMPONENTS}, "score": 0.0,
        "critical_errors": [], "passed": False, "notes": [],
    }
    if not isinstance(item, Mapping):
        diag["critical_errors"].append("missing")
        diag["notes"].append("no answer item for this qid")
        return diag
    criticals: list[str] = diag["critical_errors"]
    notes: list[str] = diag["notes"]
    comp = diag["components"]

    comp["schema"] = 1.0 if _schema_ok(item) else 0.0
    if not comp["schema"]:
        criticals.append("malformed_item")
        notes.append("answer item lacks a key or has a wrongly typed value")
    comp["qid_coverage"] = 1.0 if occurrences == 1 and qid_set_ok else 0.0
    if occurrences > 1:
        criticals.append("duplicate_qid")

    status = item.get("status")
    status = status.strip().upper() if isinstance(status, str) else None
    diag["pred_status"] = status = status if status in STATUSES else None
    answer = item.get("answer") if isinstance(item.get("answer"), str) else _as_text(item.get("answer"))
    answer_norm = normalize(answer, rubric)
    refused = status == "NOT_FOUND"
    answered = status == "ANSWERED" or (status is None and bool(answer_norm))
    cits = item.get("citations") if isinstance(item.get("citations"), list) else []

    comp["answer_content"] = _answer_content(diag, gold, answer, refused, answered, rubric)
    comp["clinical_qualifiers"] = _qualifiers(gold, item, answer_norm, refused, rubric, criticals, notes)
    comp["citation_support"] = _citation_support(diag, gold, cits, passages, answered, rubric)
    # refusal correctness (0.10)
    comp["refusal_correctness"] = 1.0 if status == gold_status else 0.0

    score = sum(WEIGHTS[c] * comp[c] for c in COMPONENTS)
    diag["components"] = {c: round(v, 6) for c, v in comp.items()}
    diag["score"] = round(score, 6)
    diag["passed"] = diag["score"] >= PASS_THRESHOLD and not criticals
    return diag


# ----------------------------------------------------------------------------------------------
# Scoring a run (one answers document against its gold rows)
# ----------------------------------------------------------------------------------------------


def _items_by_qid(items: list[Any] | None, gold_qids: list[Any]) -> tuple[dict[str, list[Any]], dict[str, int]]:
    """(qid -> its items, file-level counts of malformed items, duplicate and extra qids)."""
    by_qid: dict[str, list[Any]] = {}
    counts: dict[str, int] = {}
    for it in items or []:
        if not isinstance(it, Mapping) or not isinstance(it.get("qid"), str):
            counts["malformed_items"] = counts.get("malformed_items", 0) + 1
            continue
        by_qid.setdefault(it["qid"], []).append(it)
    dups = sum(1 for q, its in by_qid.items() if len(its) > 1 and q in set(gold_qids))
    extra = sum(1 for q in by_qid if q not in set(gold_qids))
    if dups:
        counts["duplicate_qids"] = dups
    if extra:
        counts["extra_qids"] = extra
    return by_qid, counts


def score_run(answers: Any, gold_rows: Iterable[Mapping[str, Any]],
              passages: Mapping[str, Any] | None = None, rubric: str = "v1",
              return_diagnostics: bool = True) -> dict[str, Any]:
    """Score an answers document against the gold rows of one run.

    Returns ``score`` (mean over questions), ``pass`` (mean >= 0.85 and no critical error),
    ``question_pass_rate``, ``components`` (means), ``critical_errors`` (name -> count, question
    and file level), ``file_errors``, ``by_family`` (mean score per family) and, when asked,
    ``questions`` (one diagnostics dict per gold row, in gold order).
    """
    if rubric not in RUBRICS:
        raise ValueError(f"unknown rubric {rubric!r}; choose one of {RUBRICS}")
    gold_rows = list(gold_rows)
    passages = passages if isinstance(passages, Mapping) else {}
    items, file_errors = parse_answers(answers)
    by_qid, counts = _items_by_qid(items, [g.get("qid") for g in gold_rows])
    qid_set_ok = not counts.get("duplicate_qids") and not counts.get("extra_qids") and all(
        g.get("qid") in by_qid for g in gold_rows)
    questions = []
    for g in gold_rows:
        its = by_qid.get(g.get("qid"), [])
        questions.append(score_question(its[0] if its else None, g, passages, rubric, len(its), qid_set_ok))
    missing = sum(1 for q in questions if "missing" in q["critical_errors"])
    if items is not None and missing:
        counts["missing_qids"] = missing
    bad_items = sum(1 for q in questions if "malformed_item" in q["critical_errors"])
    if bad_items:
        counts["malformed_items"] = counts.get("malformed_items", 0) + bad_items
    for e in file_errors:
        counts[e] = counts.get(e, 0) + 1
    file_level = sorted(counts)
    for q in questions:
        for e in q["critical_errors"]:
            counts[e] = counts.get(e, 0) + 1
    n = len(questions)
    mean = sum(q["score"] for q in questions) / n if n else 0.0
    by_family: dict[str, list[float]] = {}
    for q in questions:
        by_family.setdefault(str(q.get("family")), []).append(q["score"])
    result: dict[str, Any] = {
        "rubric": rubric,
        "n_questions": n,
        "score": round(mean, 6),
        "pass": bool(n) and mean >= PASS_THRESHOLD and not counts,
        "question_pass_rate": round(sum(q["passed"] for q in questions) / n, 6) if n else 0.0,
        "components": {c: round(sum(q["components"][c] for q in questions) / n, 6) if n else 0.0
                       for c in COMPONENTS},
        "critical_errors": dict(sorted(counts.items())),
        "file_errors": file_level,
        "by_family": {f: round(sum(v) / len(v), 6) for f, v in sorted(by_family.items())},
    }
    if return_diagnostics:
        result["questions"] = questions
    return result


def oracle_answers(gold_rows: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """The answer document that copies the gold (what an oracle submits)."""
    return {"answers": [
        {"qid": g["qid"], "status": g["status"], "answer": g.get("answer", ""),
         "citations": [{k: c.get(k) for k in CITATION_KEYS} for c in g.get("citations") or []],
         "structured_fields": g.get("structured_fields") or {}}
        for g in gold_rows
    ]}


def load_gold_document(doc: Any) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """(gold rows, passages) from a gold document: ``{"questions": [...], "passages": {...}}``
    or a bare list of gold rows (then without passages), as text or parsed."""
    if isinstance(doc, (str, bytes, bytearray)):
        try:
            doc = json.loads(doc)
        except RecursionError:
            raise ValueError("a gold document is nested too deeply to read") from None
        except ValueError as err:
            raise ValueError(f"a gold document is not valid JSON ({err})") from None
    if isinstance(doc, list):
        questions, passages = doc, {}
    elif isinstance(doc, Mapping):
        questions, passages = doc.get("questions"), doc.get("passages") or {}
    else:
        raise ValueError("a gold document is a JSON object with 'questions' (and 'passages') or a list")
    if not isinstance(questions, list) or not questions:
        raise ValueError("a gold document needs 'questions': a non-empty list of gold rows")
    for i, g in enumerate(questions):
        if not isinstance(g, Mapping) or not isinstance(g.get("qid"), str):
            raise ValueError(f"gold question {i} is not an object with a string 'qid'")
    if not isinstance(passages, Mapping) or not all(isinstance(v, Mapping) for v in passages.values()):
        raise ValueError("a gold document's 'passages' is an object: set_id -> {passage_id: text}")
    return list(questions), dict(passages)
