"""Rubric v3's checks of numbers (``wrong_number``, ``wrong_dose``, ``wrong_frequency``, and
``opposite_claim`` for a fold change turned the other way): counts, the asked value, the gold's dose
never given, doses per weight, figures swapped between findings, incidence bands, graded doses,
limits and their frequency, figures tied to a condition, and the direction of a fold change.

Each check takes the answer's text and the question's ``LabelView`` and adds a critical error
with a note naming the answer's figure and the label's.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from itertools import chain, combinations
from typing import TYPE_CHECKING, Any, Iterable, Mapping

try:  # a package under evaluate and in the runner; a plain folder in the Harbor verifier
    from . import claim_substitution as substitution
    from . import claims as cl
    from . import rubric as base
    from .checks_terms import _HEDGED_RE, _shown
    from .label_words import _add, _figures_of, _label_numbers, _pole_stem, _words_of, vocabulary
except ImportError:
    import claim_substitution as substitution
    import claims as cl
    import rubric as base
    from checks_terms import _HEDGED_RE, _shown
    from label_words import _add, _figures_of, _label_numbers, _pole_stem, _words_of, vocabulary

if TYPE_CHECKING:
    from .label_view import LabelView


# a clause that denies or contrasts speaks of a condition without binding the figure to it
_CONTRASTING_RE = re.compile(r"(?i)\b(?:not|no|never|unlike|whereas|while|versus|vs|than|instead|except|rather)\b|n't\b")
_CONDITION_CLAUSE_RE = re.compile(r"(?i)[,;()]|\band\b|\bwhich\b|\bwhile\b")  # where a condition's clause ends


# (2.24.0) a numeral that counts nothing: one that follows a reference's word ("section 5.6"), or
# (2.24.1) the name of a section of a prescribing label, before a section number of two parts
# ("Precautions 5.6") or (2.24.2) one in brackets ("Warnings and Precautions (5.6)", "Adverse
# Reactions (5.1, 6.1)"); "sets" and "ids" are the set ids an answer may quote. A list of such
# numbers is read whole ("sections 5.6 and 6.2").
_LISTED = r"\s*(?:\d+(?:\.\d+)*\s*(?:,|and|or)\s*)*$"
_REFERENCE_RE = re.compile(r"(?i)(?:\b(?:sections?|tables?|figures?|steps?|pages?|sets?|ids?)|§)" + _LISTED)
_SECTION_NAME = (r"(?i)\b(?:indications|usage|dosage|administration|contraindications|warnings|precautions|reactions|"
                 r"interactions|populations|overdosage|pharmacology|studies|information)\s*")
_SECTION_NUMBER_RE = re.compile(_SECTION_NAME + r"[(\[]?" + _LISTED)
_LIST_END_RE = re.compile(r"\s*(?:[)\],]|and\b|or\b)")
# "2 times a day": a frequency (the frequency check's), not a count; "8 times in 24 hours" is a count
_TIMES_RE = re.compile(r"\s*(?:times?|x)\s+(?:(?:a|per|each|every)\s+(?:day|week|month)|daily|weekly)\b", re.I)


def _figures(raw: float) -> list[str]:
    """How ``raw`` may be written in figures: "1000" and "1,000"."""
    raw = float(raw)
    plain = f"{raw:.15g}"
    return [plain, f"{int(raw):,}"] if raw.is_integer() and abs(raw) >= 1000 else [plain]


def _counted(text: str, raw: float) -> bool:
    """Whether ``raw`` stands in ``text`` (the answer's sentence) as a numeral of its own that counts
    something: not part of a name ("CD4+", "HIV-1"; "type 2 diabetes" is counted), an ordinal ("2nd"),
    a decimal's piece or a frequency's ("2 times a day"), nor a reference (``_REFERENCE_RE``; from
    2.24.1 a label section's number after its name)."""
    for figures in _figures(raw):
        for m in re.finditer(rf"(?<![\w.+/])(?<![A-Za-z]-){re.escape(figures)}(?![\w+])", text):
            before, after = text[:m.start()], text[m.end():]
            if _TIMES_RE.match(after) or _REFERENCE_RE.search(before):
                continue
            sectional = "." in figures or _LIST_END_RE.match(after)  # "5.6", or "(4)", "(5, 6)"
            if sectional and _SECTION_NUMBER_RE.search(before):
                continue
            return True
    return False


@functools.lru_cache(maxsize=4096)
def _stated_in(question: str, gold_text: str) -> frozenset:
    """The quantities the question states (its figures; from 2.24.2 also converted) and (2.24.2) the
    gold's, with the numbers both spell out: read once for every answer to a question."""
    claims = [cl.make_claim(question), *(cl.make_claim(x) for x in cl.sentences(gold_text))]
    return frozenset(_label_numbers(claims) | cl.spelled_numbers(question) | cl.spelled_numbers(gold_text))


# (2.27.0) "at least five fatal" where the label says "at least one resulting in death": a count in
# words, which the value readers leave out (a spelled bare number is often the answer's own count of
# what it lists, "three risks"), read where "at least" or "at most" bounds it. (2.27.1) Compared with
# the counts the label, the question and the gold bound so, in words or figures, not with every
# number they state (section numbers, doses); not "one" ("at least one negative test"), a fraction
# ("one-third") or an amount of time or of a unit ("at least two hours").
_BOUNDED_COUNT_RE = re.compile(r"(?i)\bat (?:least|most) (\d+|[a-z]+(?:-[a-z]+)?)\b(?!-)(?:\s+([a-z]+))?")
_NOT_COUNTED = frozenset({*base._UNIT_FACTORS, *base._TIME_FACTORS, "third", "thirds", "half", "quarter", "times",
                          "once", "twice"})


def _bounded(text: str) -> Iterable[tuple[str, set]]:
    """``(the words, the count)`` of each count ``text`` bounds by "at least" or "at most", in
    figures or words (not an amount of time or of a unit, nor a fraction)."""
    for m in _BOUNDED_COUNT_RE.finditer(text):
        word = m.group(1)
        if (m.group(2) or "").lower() in _NOT_COUNTED or "-" in word:
            continue
        yield m.group(0), ({("raw", float(word))} if word.isdigit() else cl.spelled_numbers(word))


@functools.lru_cache(maxsize=4096)
def bounded_counts(*texts: str) -> frozenset:
    """(2.27.1) The counts ``texts`` bound by "at least" or "at most" (read once per question)."""
    return frozenset(chain.from_iterable(count for text in texts for _, count in _bounded(text)))


def check_spelled_counts(answer: str, bounded: frozenset, criticals: list[str], notes: list[str]) -> None:
    """(2.27.0) A count in words bounded by "at least" or "at most" that none of the counts the label,
    the question or the gold bound so is (``bounded``; nothing is read where they bound none):
    ``wrong_number``. Not "one" ("at least one negative test"), nor a count in figures (the value
    readers' own)."""
    if not bounded:
        return
    for said, count in _bounded(answer):
        word = said.split()[2]
        if word.isdigit() or word.lower() == "one":
            continue
        if count and not count & bounded:
            _add(criticals, notes, "wrong_number", f"'at {said.split()[1]} {word}' gives a count the label's bounded counts do not")


# (2.28.0) A count of the things the gold lists ("the label lists two potential risks: (1) ... and (2) ...")
# where the gold lists another number of them ("Potential risks include A, B, and C"): the answer has left
# one out and counted what is left, so every member it names is right. Read only where both list the
# things after the word naming them ("include", "are", a colon), the answer as many as it counts; amounts,
# dose forms and people are counted, not listed ("two weeks", "two capsules", "two labels").
_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COUNTED_THINGS_RE = re.compile(r"(?i)\b(" + "|".join(_COUNT_WORDS) + r")\s+(?:[a-z-]+\s+){0,3}?([a-z]+[^\Wsiu]s)\b")
_PART_OF_COUNT_RE = re.compile(r"(?i)\b(?:first|last|these|those|of the|of these)\s+$")
_NOT_LISTED = frozenset({*_NOT_COUNTED, "capsules", "tablets", "doses", "drops", "labels", "teaspoonfuls", "strengths",
                         "vials", "syringes", "pens", "patients", "cases", "deaths", "studies", "trials", "subjects",
                         "children", "infants", "adults", "weeks", "days", "hours", "months", "years"})
_LIST_OPENER_RE = re.compile(r"(?i)^(?:\S+\s+){0,8}?(?:include|includes|including|are|were|is|such as)\s+|^[^:]{0,80}:\s*")
_BULLET = r"(?:[-*\u2022]|\(?\d{1,2}[.)])\s"
_RELATIVE_RE = re.compile(r"(?i),\s*(?:which|who)\b[^,]*,?")
_LIST_END_AT_RE = re.compile(rf";|(?<!\d)\.(?:\s+(?!{_BULLET})|$)")  # a list ends with its clause, not its bullet
_LIST_ITEM_RE = re.compile(rf",\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+|[.;]?\s+{_BULLET}")
_FULL_STOP_RE = re.compile(rf"(?:(?<=[.!?])(?<!\d\.)\s+|\n+)(?!\s*{_BULLET})")  # a list's lines, bulleted, are its sentence's


def listed_after(sentence: str, stem: str) -> int:
    """How many things ``sentence`` lists after its first word of ``stem`` and a word opening a list
    ("Potential risks include A, B, and C": 3), brackets and relative clauses left out; 0 where no
    list follows such a word."""
    words = sentence.split()
    for i, word in enumerate(words):
        if base._stem(re.sub(r"\W", "", word.lower())) == stem:
            rest = substitution._PAREN_RE.sub("", " ".join(words[i + 1:]))
            if not word.endswith(":"):  # "risks:" opens its list itself
                opener = _LIST_OPENER_RE.match(rest)
                if not opener:
                    return 0
                rest = rest[opener.end():]
            rest = _LIST_END_AT_RE.split(_RELATIVE_RE.sub(" ", rest))[0]
            return sum(1 for part in _LIST_ITEM_RE.split(rest) if vocabulary(part))
    return 0


def check_listed_count(answer: str, gold_text: str, question: str, criticals: list[str], notes: list[str]) -> None:
    """(2.28.0) ``wrong_number``: a count in words of things the answer then lists, as many as it
    counts, where the gold lists another number of them (two or more, after a word naming them) and
    neither the gold nor the question says that count, in words or figures. Not a count of some of
    them ("the first two", "two of these")."""
    stated = (question + " " + gold_text).lower()
    for sentence in _FULL_STOP_RE.split(answer):  # a list after a colon is its sentence's
        for m in _COUNTED_THINGS_RE.finditer(sentence):
            word, noun = m.group(1).lower(), m.group(2).lower()
            count = _COUNT_WORDS[word]
            if noun in _NOT_LISTED or re.search(rf"\b(?:{word}|{count})\b", stated) \
                    or _PART_OF_COUNT_RE.search(sentence[:m.start()]):
                continue
            stem = base._stem(noun)
            if listed_after(sentence[m.start():], stem) != count:
                continue
            listed = {n for n in (listed_after(x, stem) for x in _FULL_STOP_RE.split(gold_text)) if n >= 2}
            if listed and count not in listed:
                _add(criticals, notes, "wrong_number", f"{m.group(0)!r} counts what the gold lists as "
                     f"{' or '.join(map(str, sorted(listed)))} (2.28.0)")


DURATION_TOLERANCE = 0.1  # (2.24.2) "12 months" states "1 year" (8,640 against 8,760 hours)


def _quantity_known(key: tuple, raw: float, known: set) -> bool:
    """Whether a quantity is among ``known``: its key, its figures, or (2.24.2) a duration within
    ``DURATION_TOLERANCE`` of one stated (months and years are not whole weeks)."""
    if key in known or ("raw", raw) in known:
        return True
    return key[0] == "time" and any(k[0] == "time" and abs(k[1] - key[1]) <= DURATION_TOLERANCE * max(k[1], key[1])
                                    for k in known)


ASKED_SHARE = 0.6  # (2.25.0) share of the question's content words a sentence has, to be the one answering it
_DOSE_ASKED_RE = re.compile(r"(?i)\b(?:dose|doses|dosage|dosing|how\s+much)\b")


def check_asked_value(sentences: list, question: str, gold_numbers: Iterable, view: LabelView, criticals: list[str],
                      notes: list[str], said: frozenset = frozenset()) -> None:
    """(2.25.0) A sentence that answers what was asked (it has ``ASKED_SHARE`` of the question's
    content words) and gives a dose, concentration or rate of a dimension the gold states, none of
    its values of that dimension the gold's: ``wrong_dose``. "The recommended alogliptin dose in
    severe renal impairment is 12.5 mg once daily" where the gold says 6.25 mg: the label states
    12.5 mg (for moderate impairment), so the check of quantities no passage states passes it, and
    the question's words, skipped in alignment, are all that ties the sentence to the gold's.

    (2.25.1, a code review's mends) Not where a clause of the label that states the sentence's value
    is about what the sentence says (:func:`_restates_label`: "patients with moderate renal
    impairment take 12.5 mg" restates the label's clause on moderate impairment; "severe renal
    impairment, including ESRD requiring dialysis, ... 12.5 mg" shares no word with it);
    percentages are left out (a share excreted is no dose); and the note gives the values with
    their units. ``gold_numbers``: the gold answer's numbers (``claims.values_of``).

    (2.28.0) A comparison question is read as the questions it asks (:func:`asked_parts`): a sentence
    answers a part when it has ``ASKED_SHARE`` of its words and one of the words only that part has
    (the drug's name); and ``said``, the gold's words, are the asked finding's, so that they tie
    the sentence to no label clause on another ("once daily in the morning" beside a titration
    table's "every morning").

    (2.36.0) So is any question of two parts (``_OTHER_PART_RE``: "What is the recommended dose of
    alogliptin in severe renal impairment, and why is it not indicated for pediatric patients?"), whose
    whole has more words than a sentence answering one part holds. Only a part that asks for a dose is
    read, by a sentence with every one of its words that says which dose: neither a generic word
    (``_ASKED_GENERIC``) nor one said in more than ``ASKED_SUBJECT_SHARE`` of the label's sentences (the
    drug's name); "severe", "renal", "impairment" above, not "starting" for a sentence on the maximum. A
    sentence that denies or compares ("half the usual 25 mg dose") is not read so."""
    gold_keys = {k for k, _, _ in gold_numbers if k[0] in base._DOSE_KINDS and k[0] != "percent"}
    if not gold_keys:
        return
    dims = {k[0] for k in gold_keys}
    texts = asked_parts(question)
    parts = [cl.make_claim(part).words for part in texts]
    compared = bool(_COMPARISON_RE.match(question))
    flagged = set()
    for n, want in enumerate(parts):
        if len(want) < 2:
            continue
        # (2.36.0) a part of a question of two parts: one that asks for a dose, answered by a sentence with
        # every word that says which dose (words neither generic nor said in many label sentences)
        which = frozenset()
        if len(parts) > 1 and not compared:
            which = frozenset(want - _ASKED_GENERIC - view.subject_words)
            if not _DOSE_ASKED_RE.search(texts[n]) or not which:
                continue
        # (2.28.0) a part of a comparison: the sentence names what this part asks of, not the other's
        # ("Vyvanse", "starting"); the gold's words, said of the asked finding, tie it to no other clause
        own = want - frozenset().union(*(p for m, p in enumerate(parts) if m != n)) if len(parts) > 1 else frozenset()
        free = want | said if compared else want
        for s in sentences:
            if s.text in flagged or len(want & s.words) < ASKED_SHARE * len(want) or (own and not own & s.words) \
                    or not which <= s.words or (which and _GRADE_COMPARED_RE.search(s.text)):
                continue
            keys = {k for k, _, _ in s.values["numbers"] if k[0] in dims}
            if not keys or keys & gold_keys or _restates_label(s, keys, free, view):
                continue
            flagged.add(s.text)
            _add(criticals, notes, "wrong_dose", f"{s.text!r} gives what was asked as "
                 f"{', '.join(sorted(f'{v:g} {dim}' for dim, v in keys))}, not the gold's value")


# (2.28.0) A question across labels asks one thing of each ("Compare two labels: according to them, what
# is the dose ... for children 6 to under 12 years of age, and what is the recommended starting dose of
# Vyvanse for patients ages 6 and above? For each label give ..."): each part is read as a question of its own.
_COMPARISON_RE = re.compile(r"(?is)^\s*compare two labels:\s*(?:according to them,\s*)?(.*?)\?")
_QUESTION_PART_RE = re.compile(r"(?i),?\s+and\s+(?=what\b|how\b|which\b)")
_OTHER_PART_RE = re.compile(r"(?i),?\s+and\s+(?=(?:what|how|which|why|when|whether)\b)")
_ASKED_GENERIC = cl.make_claim("what is are the of for a an recommended dose doses dosage dosing usual daily patient "
                               "patients adult adults").words


def asked_parts(question: str) -> list[str]:
    """The questions a question asks: each part of a comparison, (2.36.0) each part of a question
    joined by ", and what/how/which/why/when/whether", or the question whole."""
    m = _COMPARISON_RE.match(question)
    parts = _QUESTION_PART_RE.split(m.group(1)) if m else _OTHER_PART_RE.split(question)
    return parts if len(parts) >= 2 else [question]


def _restates_label(s: Any, keys: set, want: frozenset, view: LabelView) -> bool:
    """(2.25.1) Whether a clause of the label stating one of ``keys`` shares a word of ``s`` beyond
    the question's words ``want``, with no antonym's other pole: then ``s`` says
    what that clause says of its own finding ("patients with moderate renal impairment take 12.5
    mg"), not the asked finding's value."""
    own = s.words - want
    poles = dict(s.poles)
    for c in view.claims:
        if not keys & {k for k, _, _ in c.values["numbers"]} \
                or any(pair in poles and poles[pair] != pole for pair, pole in c.poles):
            continue
        if own & c.words:
            return True
    return False


# (2.29.0) a dose per kilogram of body weight: the shared value readers read "40 mg/kg" as 40 mg
_FIGURE = r"(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|\.\d+)"
_WEIGHT_UNITS = {"mg": ("mass", 1.0), "milligram": ("mass", 1.0), "mcg": ("mass", 1e-3), "\u00b5g": ("mass", 1e-3),
                 "ug": ("mass", 1e-3), "microgram": ("mass", 1e-3), "g": ("mass", 1e3), "gram": ("mass", 1e3),
                 "unit": ("unit", 1.0), "u": ("unit", 1.0), "iu": ("unit", 1.0), "ml": ("volume", 1.0),
                 "milliliter": ("volume", 1.0), "millilitre": ("volume", 1.0)}
_WEIGHT_UNIT = r"(mg|milligrams?|mcg|\u00b5g|ug|micrograms?|g|grams?|units?|u|iu|ml|millilit(?:er|re)s?)"
_PER_KG = r"\s*(?:/|per)\s*(?:kg|kilograms?)\b"
_PER_WEIGHT_RE = re.compile(rf"(?i)(?<![\d.,]){_FIGURE}(?:\s*{_WEIGHT_UNIT})?(?:\s*(?:-|\u2013|to)\s*{_FIGURE})?"
                            rf"\s*{_WEIGHT_UNIT}{_PER_KG}")
_PER_KG_RE = re.compile(r"(?i)(?:/|per)\s*(?:kg|kilograms?)\b")
_BARE_FIGURE_RE = re.compile(rf"(?i)(?<![\d.,]){_FIGURE}(?![\d.,]|\s*(?:{_WEIGHT_UNIT}|kg|kilograms?|lbs?|pounds?|%)\b)")
_SET_ASIDE_RE = re.compile(r"(?i)(?:\bnot|\bnever|\brather than|\binstead of)\s*\(?\s*$")


def _weight_unit(unit: str) -> tuple[str, float]:
    unit = unit.lower()
    return _WEIGHT_UNITS.get(unit) or _WEIGHT_UNITS.get(unit[:-1]) or ("", 0.0)


def _figure(text: str) -> float:
    return float(text.replace(",", ""))


def doses_per_weight(text: str, negated_too: bool = True) -> list[tuple[str, float, str]]:
    """(2.29.0) The doses per kilogram of body weight ``text`` gives, each as (kind, amount in mg, mL
    or units, the words); a range gives both its ends ("1 to 2 mg/kg", "1 mg/kg to 2 mg/kg").
    ``negated_too=False`` leaves out those set aside right before them ("not 40 mg/kg", "rather than
    40 mg/kg"; "do not exceed 40 mg/kg" gives a dose)."""
    out = []
    for m in _PER_WEIGHT_RE.finditer(text):
        if not negated_too and _SET_ASIDE_RE.search(text, 0, m.start()):
            continue
        kind, scale = _weight_unit(m.group(4))
        first_kind, first_scale = _weight_unit(m.group(2)) if m.group(2) else (kind, scale)
        if kind and first_kind:
            out.append((first_kind, _figure(m.group(1)) * first_scale, m.group(0)))
            if m.group(3):
                out.append((kind, _figure(m.group(3)) * scale, m.group(0)))
    return out


def check_per_weight(answer: str, gold_text: str, question: str, view: LabelView, criticals: list[str],
                     notes: list[str]) -> None:
    """(2.29.0) ``wrong_unit``: a dose per kilogram ("40 mg/kg every other week") that the label, the
    gold and the question never give per kilogram (the label's flat 40 mg made a dose by weight).
    Units are compared converted ("0.5 mg/kg" is "500 mcg/kg"), and a bare figure of a sentence that
    gives doses per kilogram ("Dose (mg/kg): 5") is one given per kilogram."""
    said = doses_per_weight(answer, negated_too=False)
    if not said:
        return
    told = "\n".join((view.text, gold_text, question))
    given = {(kind, round(amount, 9)) for kind, amount, _ in doses_per_weight(told)}
    loose = {round(_figure(f), 9) for line in re.split(r"(?<=[.;])\s+|\n", told) if _PER_KG_RE.search(line)
             for f in (m.group(1) for m in _BARE_FIGURE_RE.finditer(line))}
    for kind, amount, words in said:
        if (kind, round(amount, 9)) in given or any(round(amount / scale, 9) in loose
                                                      for k, scale in set(_WEIGHT_UNITS.values()) if k == kind):
            continue
        _add(criticals, notes, "wrong_unit", f"gives {words.strip()!r}, which neither the label, the gold nor the "
                                             "question gives per kilogram (2.29.0)")
        return


# (2.31.0) Figures bound to the words beside them. A figure's neighbours are the nearest word on each
# side, passing over units, time words and words that stand beside figures of any kind; never across
# punctuation, a coordinator ("2-fold with ketoconazole and 5-fold with itraconazole": ketoconazole is
# not 5's) or another figure. Two figures of one label sentence, each given beside the other's
# neighbour ("a milk-to-plasma ratio of 8 reached at 5 hours post-dose" where the label says a ratio of
# 5 at 8 hours; "caffeine=39, placebo=46" where it says caffeine=46, placebo=39), are swapped.
_FIGURE_TOKEN_RE = re.compile(r"\d+(?:\.\d+)?|[a-z][a-z0-9'-]*|[,;:()\[\]|/]")
_FIGURE_BOUNDS = frozenset(",;:()[]|/")
_FIGURE_COORDINATORS = frozenset({"and", "or", "versus", "vs", "while", "whereas", "but", "than", "compared"})
FIGURE_UNITS = frozenset(
    "mg mcg ug g ml kg l mmol meq iu unit units % percent h hr hrs hour hours day days week weeks month months "
    "year years minute minutes min times".split())
FIGURE_FILLERS = frozenset(
    "a an the of in to and or with at for by was were is are be been as on from that this these those than per its "
    "their it patient patients dose doses dosage start starting started given give follow followed following take "
    "taken after before under over up least most child children adult adults age aged old older younger".split())


def _figure_token(token: str) -> tuple[str, Any]:
    if token[0].isdigit():
        return "figure", float(token)
    if token in cl._ONES:
        return "figure", float(cl._ONES.index(token) + 1)
    if token in cl._TENS:
        return "figure", float(20 + 10 * cl._TENS.index(token))
    return ("bound", token) if token in _FIGURE_BOUNDS or token in _FIGURE_COORDINATORS else ("word", token)


@functools.lru_cache(maxsize=4096)
def figure_neighbours(text: str) -> dict:
    """(2.31.0) Each figure ``text`` gives once (figures or a number word) -> the stems of its
    neighbours, the nearest word on each side that is neither a unit (``FIGURE_UNITS``) nor a filler
    (``FIGURE_FILLERS``), within the figure's stretch of text (no punctuation, coordinator or other
    figure between). A figure given twice has no one place and is left out."""
    tokens = [_figure_token(t) for t in _FIGURE_TOKEN_RE.findall(text[:base.MAX_TEXT_CHARS].lower())]
    counts = Counter(v for k, v in tokens if k == "figure")
    out: dict = {}
    for i, (kind, value) in enumerate(tokens):
        if kind != "figure" or counts[value] > 1:
            continue
        near = set()
        for step in (-1, 1):
            j = i + step
            while 0 <= j < len(tokens) and tokens[j][0] == "word":
                word = tokens[j][1]
                if word not in FIGURE_UNITS and word not in FIGURE_FILLERS:
                    near.add(base._stem(word))
                    break
                j += step
        out[value] = frozenset(near)
    return out


def check_swapped_figures(texts: list[str], view: LabelView, criticals: list[str], notes: list[str]) -> None:
    """(2.31.0) ``wrong_number``: two figures of one answer sentence that a label sentence gives too,
    each beside a neighbour of its own (one the other figure has not), which the answer gives each
    beside the other's neighbour and not its own, where no label sentence binds them as the answer
    does (:func:`figure_neighbours`)."""
    label, index = view.figure_neighbours
    for text in texts:
        mine = figure_neighbours(text)
        if len(mine) < 2:
            continue
        for x, y in combinations(sorted(mine), 2):
            if x not in index or y not in index:
                continue
            both = [label[i] for i in sorted(set(index[x]) & set(index[y]))]
            # the answer's own binding, which some label sentence may state: each figure beside the words it has
            as_answer = [t for t in both if mine[x] & t[x] - t[y] and mine[y] & t[y] - t[x]]
            for theirs in both:
                of_x = {w for w in theirs[x] - theirs[y] if w in mine[y] and w not in mine[x]}
                of_y = {w for w in theirs[y] - theirs[x] if w in mine[x] and w not in mine[y]}
                if not of_x or not of_y or any(of_x & t[y] and of_y & t[x] for t in as_answer):
                    continue
                _add(criticals, notes, "wrong_number",
                     f"sentence {text.strip()!r} gives {y:g} beside {', '.join(sorted(of_x))!r} and {x:g} beside "
                     f"{', '.join(sorted(of_y))!r}, where the label gives {x:g} beside the first and {y:g} beside "
                     f"the second (2.31.0)")
                return


# (2.38.0) Incidence bands: the lists of events a label gives under a band of incidence ("The following
# events were reported ... at incidences of 1% to 2% ...: abnormal vision, conjunctivitis, ..., tachycardia";
# "reported rarely ... (<1%):" and the lines of body systems under it, "Cardiovascular: bradycardia, ECG
# abnormality, palpitations"). A band is (comparator, low, high) in percent: "1% to 2%" and "between 1%
# and 2%" are ("", 1, 2); "(<1%)", "under 1%" are ("<", 1, 1); "at least 5%", "5% or more" are ("≥", 5, 5).
_BAND_NUMBER = r"(?<![\d.])\d+(?:\.\d+)?"
_BAND_PERCENT = r"\s*(?:%|percent\b)"
_BAND_RE = re.compile(
    rf"(?i)(?:(?P<cmp>[<≤>≥]|less than|fewer than|under|below|greater than|more than|at least|over|above)\s*)?"
    rf"(?:between\s+(?P<low1>{_BAND_NUMBER}){_BAND_PERCENT}?\s*and\s*(?P<high1>{_BAND_NUMBER}){_BAND_PERCENT}"
    rf"|(?P<low2>{_BAND_NUMBER}){_BAND_PERCENT}?\s*(?:to|-|–|—|−|‒)\s*(?P<high2>{_BAND_NUMBER}){_BAND_PERCENT}"
    rf"|(?P<one>{_BAND_NUMBER}){_BAND_PERCENT}(?:\s+or\s+(?P<after>more|greater|higher|above|less|fewer|lower|below)\b)?)")
_BAND_COMPARATORS = {"<": "<", "less than": "<", "fewer than": "<", "under": "<", "below": "<", "≤": "≤", ">": ">",
                     "greater than": ">", "more than": ">", "over": ">", "above": ">", "≥": "≥", "at least": "≥"}
_BAND_LEAD_RE = re.compile(r"(?i)\b(?:incidences?|frequenc\w*|rates?|reported|occurr\w*)\b")
BAND_LIST_HEAD = 40  # characters at most before the ":" of a body system's line under a band
BAND_HEADING = 150  # characters at most of a heading that gives a band without a ":"
# an answer's stretches: its sentences and lines, split again after ";", ", but", "while", "whereas" and
# a bracket ("bradycardia (<1%), tachycardia (1% to 2%)", "bradycardia (1% to 2%) and tachycardia (<1%)"),
# and before a word of rarity that follows a figure ("tachycardia (1% to 2%) and, rarely, bradycardia")
_BAND_STRETCH_RE = re.compile(r"(?i)(?<=[.;!?])\s+|\n|;|,\s*but\b|\b(?:while|whereas)\b|(?<=\)),|(?<=\))\s+(?=and\b)")
_RARITY_RE = re.compile(r"(?i)\b(?:rarely|rare|rarer|infrequently|infrequent|uncommonly|uncommon)\b")
# an event named under a negation, a contrast, a comparison or a restriction is not given the band
_BAND_SET_APART_RE = re.compile(r"(?i)\b(?:not|no|neither|nor|unlike|than|as opposed to|compared|versus|vs|only|"
                                r"except|without|instead of)\b")


def _band(m: re.Match) -> tuple:
    if m.group("one"):
        after = (m.group("after") or "").lower()
        cmp = ("≥" if after in ("more", "greater", "higher", "above") else "≤") if after else \
            _BAND_COMPARATORS.get((m.group("cmp") or "").lower(), "")
        return cmp, float(m.group("one")), float(m.group("one"))
    low, high = (m.group("low1"), m.group("high1")) if m.group("low1") else (m.group("low2"), m.group("high2"))
    return "", float(low), float(high)


def incidence_band(text: str) -> tuple | None:
    """(2.38.0) The one band of incidence ``text`` gives, or None where it gives none or several."""
    found = {_band(m) for m in _BAND_RE.finditer(text)}
    return found.pop() if len(found) == 1 else None


def _interval(band: tuple) -> tuple:
    """A band as (low, low included, high, high included)."""
    cmp, low, high = band
    return {"<": (0.0, True, low, False), "≤": (0.0, True, low, True), ">": (low, False, 100.0, True),
            "≥": (low, True, 100.0, True)}.get(cmp, (low, True, high, True))


def bands_meet(a: tuple, b: tuple) -> bool:
    """(2.38.0) Whether two bands share an incidence ("at least 1%" and "at least 5%" do; "1% to 2%" and
    "<1%" do not)."""
    (a_low, a_in, a_high, a_high_in), (b_low, b_in, b_high, b_high_in) = _interval(a), _interval(b)
    if a_low < b_high and b_low < a_high:
        return True
    return (a_high == b_low and a_high_in and b_in) or (b_high == a_low and b_high_in and a_in)


def _event_pattern(event: str) -> str:
    """An event's words, each in its singular or plural ("ECG abnormalities" for "ECG abnormality")."""
    def form(word: str) -> str:
        if word.endswith("ies") or (word.endswith("y") and len(word) > 3):
            return re.escape(word[:-3] if word.endswith("ies") else word[:-1]) + "(?:y|ies)"
        if word.endswith("s") and len(word) > 4:
            return re.escape(word[:-1]) + "s?"
        return re.escape(word) + "(?:s|es)?"
    return r"[\s-]+".join(form(w) for w in event.split())


def incidence_bands(texts: Iterable[str]) -> dict[str, frozenset]:
    """(2.38.0) Each event the labels list under a band of incidence (lower case), with its bands: a
    line whose lead-in (before its last ":"), or a heading without one (short, no full stop), names one
    band and speaks of incidence or reports, and the
    lines after it that list events under a short heading and give no figure ("Cardiovascular:
    bradycardia, palpitations"), up to the first line that does not."""
    out: dict[str, set] = {}
    for text in texts:
        band = None
        for line in map(str.strip, text.split("\n")):
            lead, colon, items = line.rpartition(":")
            if not colon and len(line) < BAND_HEADING and not line.endswith("."):  # a heading: "... of 1% to 2% in Study 2"
                lead, items = line, ""
            lead_band = incidence_band(lead) if _BAND_LEAD_RE.search(lead) and (colon or lead == line) else None
            if lead_band:
                band = lead_band
            elif not (band and colon and len(lead) < BAND_LIST_HEAD and not re.search(r"\d", line)):
                band = None
                continue
            for item in re.split(r",|;|\band\b", items):  # not at "or": "increased or decreased appetite"
                item = " ".join(item.strip(" .").lower().split())
                if 3 <= len(item) <= 40 and len(item.split()) <= 4 and not re.search(r"\d", item):
                    out.setdefault(item, set()).add(band)
    return {item: frozenset(bands) for item, bands in out.items()}


def _band_stretches(answer: str) -> list[str]:
    out = []
    for stretch in _BAND_STRETCH_RE.split(answer):
        rare = _RARITY_RE.search(stretch or "")
        if rare and _BAND_RE.search(stretch[:rare.start()]):
            out += [stretch[:rare.start()], stretch[rare.start():]]
        elif stretch:
            out.append(stretch)
    return out


def _bound_events(before: str, view: LabelView) -> str:
    """The part of a stretch's text before its figure that names what the figure is given to: its last
    comma's clause, with the bare events listed before it ("bradycardia, ECG abnormality and
    palpitations were reported at"), not a clause that sets the scene ("in patients with bradycardia,"),
    nor what a word of rarity is said of where an event follows it ("bradycardia was uncommon and
    tachycardia occurred in")."""
    rare = list(_RARITY_RE.finditer(before))  # "bradycardia was uncommon and tachycardia occurred in"
    if rare and view.incidence_event_re.search(before, rare[-1].end()):
        before = before[rare[-1].end():]
    parts = before.split(",")
    bound = [parts.pop()]
    while parts and re.fullmatch(rf"\s*(?:(?:and|or)\s+)?(?:{view.incidence_event_re.pattern})\s*", parts[-1]):
        bound.insert(0, parts.pop())
    return ",".join(bound)


def check_incidence_bands(answer: str, view: LabelView, criticals: list[str], notes: list[str]) -> None:
    """(2.38.0) ``wrong_number``: an event an answer's stretch gives the one band of incidence the stretch
    gives, named before it (:func:`_bound_events`), where the label lists events under that band but
    lists this event only under bands that do not meet it (:func:`incidence_bands`, :func:`bands_meet`),
    and no label sentence gives the event that band: "bradycardia was reported at 1% to 2%" where the
    label lists bradycardia among the rare events (<1%) and tachycardia at 1% to 2%. Not on a question
    over two labels (whose bands differ label by label), nor where what names the events sets one apart
    (``_BAND_SET_APART_RE``: "unlike bradycardia", "not bradycardia", "less common than tachycardia"), nor
    with bands given "respectively"."""
    events = view.incidence_bands
    if not events or len(view.set_ids) > 1:
        return
    for stretch in _band_stretches(answer):
        band = incidence_band(stretch)
        if band is None or band not in view.incidence_band_set:
            continue
        low = stretch.lower()
        before = _bound_events(low[:_BAND_RE.search(low).start()], view)
        if _BAND_SET_APART_RE.search(before) or "respectively" in low:
            continue
        for m in view.incidence_event_re.finditer(before):  # the longest event at each place
            event = next(e for e, rx in view.incidence_events.items() if rx.fullmatch(m.group(0)))
            bands = events[event]
            if any(bands_meet(band, b) for b in bands) or _label_gives(view, event, band):
                continue
            _add(criticals, notes, "wrong_number",
                 f"{stretch.strip()!r} gives {event!r} the incidence {_band_text(band)}, where the label lists it "
                 f"at {' and '.join(map(_band_text, sorted(bands)))} (2.38.0)")
            return


def _label_gives(view: LabelView, event: str, band: tuple) -> bool:
    """Whether a sentence of the label names ``event`` (of ``incidence_bands``) and gives ``band``."""
    rx = view.incidence_events[event]
    return any(rx.search(u.text.lower()) and any(_band(m) == band for m in _BAND_RE.finditer(u.text))
               for u in view.sentences)


def _band_text(band: tuple) -> str:
    cmp, low, high = band
    return f"{cmp}{low:g}%" if low == high else f"{low:g}% to {high:g}%"


# (2.36.0) Doses bound to a population the label gives its own dose: a grade of impairment ("mild",
# "moderate", "severe" before "impairment", "renal impairment", "hepatic insufficiency", ...), patients older than 65, patients on
# alpha-blockers. A sentence's stretches (split at ";", a coordinator or a bracket holding a figure; a
# bracket without one is left out) that name one such population bind each dose they give, once in the
# sentence, to it (a grade with the organs the stretch names). A dose an answer binds to a population
# that the label binds only other doses to is a wrong dose: "12.5 mg once daily in severe renal
# impairment" where the label gives severe renal impairment 6.25 mg (and moderate 12.5 mg), swapped or
# not; "for patients on stable alpha-blocker therapy, the recommended dose is 50 mg" where it says 25 mg.
# The label reads more loosely than the answer (each of its misreadings can only spare an answer): its
# stretches that give a dose and no population (after ";", "and", a bracket) are its last population's
# ("start at 5 mg; the dose may be increased to 10 mg", "5 mg (2.5 mL)").
_GRADE_WORD = r"(?:mild|moderate|severe)"
# a list of grades is one mention of each ("mild or moderate", "mild-to-moderate", "mild, moderate, and severe")
_GRADE_LIST_RE = re.compile(r"(?i)\b" + _GRADE_WORD + r"(?:(?:\s*,\s*|\s*,?\s+(?:or|and|to)\s+|-(?:or|and|to)-|-)"
                            + _GRADE_WORD + r")+\b")
_GRADE_RE = re.compile(r"(?i)\b(" + _GRADE_WORD + r"(?:[-_](?:(?:or|and|to)[-_])?" + _GRADE_WORD + r")*)\b"
                       r"(?=(?:\s+(?:renal|kidney|hepatic|liver))?\s+(?:impairment|insufficiency|dysfunction|failure)\b)")
# a stretch that denies, compares ("not 12.5 mg", "reduced from 12.5 mg", "half of the 12.5 mg dose") or
# speaks of a study ("following a single 50 mg dose in subjects with severe renal impairment, AUC ...")
# binds nothing
_GRADE_COMPARED_RE = re.compile(r"(?i)\b(?:not|no|never|without|instead|rather|than|half|double|same|from|unlike|like|"
                                r"usual|standard|otherwise|lower(?:ed)?|reduc(?:e|ed|tion)|decreas(?:e|ed)|too|high(?:er)?|"
                                r"single|subjects|received|receiving|auc|cmax|exposure|levels?|plasma|concentrations?|"
                                r"pharmacokinetics?|half-life|steady-state)\b|n't\b")
_GRADE_ORGANS = {"renal": "renal", "kidney": "renal", "creatinine": "renal", "esrd": "renal", "hepatic": "hepatic",
                 "liver": "hepatic"}
_DOSED_POPULATIONS = (
    ("older than 65", re.compile(r"(?i)\b(?:older than 65|over 65|65 (?:years )?(?:of age )?(?:and|or) (?:older|over)|"
                                 r"elderly|geriatric)|[>≥]\s*65\b")),
    ("on alpha-blockers", re.compile(r"(?i)\balpha[- ]?(?:adrenergic )?(?:blocker|blocking|antagonist)")))
_GRADE_SPLIT_RE = re.compile(r"(?i)(;|\b(?:and|or|while|whereas|but|versus|vs|compared|than)\b|[()\[\]])")
_BRACKET_RE = re.compile(r"\(([^()]*)\)")
_GRADED_DOSE_RE = re.compile(r"(?i)(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*(?:to|-|–)\s*(\d{1,3}(?:,\d{3})+|"
                             r"\d+(?:\.\d+)?))?\s*"
                             r"(mg/kg|mg|mcg|µg|μg|ug|g|ml|units?|meq|mmol)(?![\w/])")
# a dose in one unit of its kind: mass in mg, volume in mL
_DOSE_UNIT_OF = {"mcg": ("mg", 0.001), "µg": ("mg", 0.001), "μg": ("mg", 0.001), "ug": ("mg", 0.001),
               "g": ("mg", 1000.0), "unit": ("units", 1.0), "units": ("units", 1.0)}


_OPEN_DOSE = (0.0, "any")  # (2.36.0) what a label stretch that names a population and denies or compares binds: any dose


def _dose_figures(text: str) -> list:
    """(2.36.0) The doses ``text`` gives, as (figure, unit), each figure of a range ("5 to 10 mg") one."""
    out = []
    for m in _GRADED_DOSE_RE.finditer(text):
        unit = m.group(3).lower()
        unit, factor = _DOSE_UNIT_OF.get(unit, (unit, 1.0))
        out += [(round(float(f.replace(",", "")) * factor, 6), unit) for f in (m.group(1), m.group(2)) if f]
    return out


def _dosed_populations(stretch: str) -> list:
    """(2.36.0) The populations a stretch names, a set per mention: (grade, its organs) for each grade of a
    list of grades, and (population, no organs)."""
    organs = frozenset(_GRADE_ORGANS[w] for w in re.findall(r"[a-z]+", stretch.lower()) if w in _GRADE_ORGANS)
    mentions = [frozenset((g.lower(), organs) for g in re.findall(_GRADE_WORD, m, re.I)) for m in _GRADE_RE.findall(stretch)]
    mentions += [frozenset({(name, frozenset())}) for name, pattern in _DOSED_POPULATIONS if pattern.search(stretch)]
    return mentions


@functools.lru_cache(maxsize=4096)
def graded_doses(text: str, label: bool = False) -> dict:
    """(2.36.0) (population, its organs) -> the doses ``text`` binds to it, each given once in ``text``,
    from the stretches that name one population (a list of grades is one), or that follow stretches
    listing populations without a dose; a stretch that denies, compares or speaks of a study binds
    nothing. A ``label`` sentence's stretch with doses and no population is its last population's, and
    one that denies or compares leaves its population open (``_OPEN_DOSE``: "no dosage adjustment is
    recommended for mild hepatic impairment", "10 mg, half the usual dose")."""
    text = _BRACKET_RE.sub(lambda m: m.group(0) if re.search(r"\d", m.group(1)) else " ", text[:base.MAX_TEXT_CHARS])
    text = _GRADE_LIST_RE.sub(lambda m: re.sub(r"[\s,-]+", "_", m.group(0)), text)  # a list of grades, one word
    doses = Counter(_dose_figures(text))
    out: dict = {}
    pending: frozenset = frozenset()  # populations of a list whose dose comes in a later stretch
    last: frozenset = frozenset()  # (the label's) the population of the last stretch that named one
    parts = _GRADE_SPLIT_RE.split(text)
    for stretch, after in zip(parts[::2], [*parts[1::2], ""]):
        named = _dosed_populations(stretch)
        given = _dose_figures(stretch)
        if len(named) > 1 or _GRADE_COMPARED_RE.search(_LIMIT_WORDS_RE.sub(" ", stretch)):
            if label and len(named) == 1:  # "no dosage adjustment for mild hepatic impairment": any dose may do
                for key in named[0]:
                    out[key] = out.get(key, frozenset()) | {_OPEN_DOSE}
            pending = last = frozenset()
            continue
        keys = (named[0] if named else last if label else frozenset()) | pending
        if named:
            last = named[0]
        if not given:
            # "moderate hepatic impairment or severe renal impairment: 5 mg": a population listed before the dose
            pending = keys if named and after.strip().lower() in ("or", "and") else frozenset()
            continue
        pending = frozenset()
        for key in keys:
            for dose in given:
                if doses[dose] == 1 or label:
                    out[key] = out.get(key, frozenset()) | {dose}
    return out


def check_graded_doses(texts: list[str], view: LabelView, criticals: list[str], notes: list[str]) -> None:
    """(2.36.0) ``wrong_dose``: a dose an answer sentence binds to a population (:func:`graded_doses`)
    that label sentences bind only other doses of its unit to (for a grade, of an organ the answer's
    shares, or of none named where the answer names none) and never leave open."""
    for text in texts:
        for (name, organs), doses in graded_doses(text).items():
            units = {u for _, u in doses}
            bound = [ds for (n, o), ds in view.graded_doses if n == name and (organs & o or organs == o)]
            theirs = {d for ds in bound for d in ds if d[1] in units}
            if theirs and not doses & theirs and not any(_OPEN_DOSE in ds for ds in bound):
                shown = lambda ds: ", ".join(f"{v:g} {u}" for v, u in sorted(ds))  # noqa: E731
                _add(criticals, notes, "wrong_dose",
                     f"sentence {text.strip()!r} gives {shown(doses)} for {name} "
                     f"{'impairment' if organs or name in ('mild', 'moderate', 'severe') else 'patients'}, where the "
                     f"label gives them {shown(theirs)} (2.36.0)")
                return


# (2.36.0) A limit on how often a drug may be taken in a day: "up to twice per day", "no more than 6 doses in
# 24 hours", "not more than 6 times in any 24-hour period", "the maximum recommended dosing frequency is once
# per day". An answer's limit that no limit of the label gives ("may be used up to twice per day" where
# the label's maximum is once per day; "no more than 8 doses in 24 hours" where it is 6) is a wrong
# frequency.
_LIMIT_WORDS = (r"(?:(?:no|not|never)\s+more\s+(?:often\s+)?than|more\s+(?:often\s+)?than|up\s+to|not\s+to\s+exceed|not\s+exceeding|exceed|"
                r"at\s+most|limited\s+to|a\s+limit\s+of|(?:at\s+)?a\s+maximum(?:\s+of)?|max(?:imum)?\.?(?:\s+of)?"
                r"(?:\s+recommended)?(?:\s+dosing)?(?:\s+frequency)?(?:\s+is|\s*:)?)")
_LIMIT_NUMBER = r"(?:once|twice|thrice|\d+|" + "|".join(cl._ONES) + r")"
_LIMIT_COUNT = r"(" + _LIMIT_NUMBER + r"(?:\s*(?:to|-|–|or)\s*" + _LIMIT_NUMBER + r")?)"  # "3 to 4 times daily": both
_LIMIT_PERIOD = (r"\s*(?:(?:(?:a|per|each|in|every|within|in\s+any|in\s+a|in\s+one|over|over\s+a)\s+)"
                 r"(?:day|24\s+(?:hours?|hrs?)|24[\s-]hours?\s+period|24-hour\s+period)|daily|/\s*day)\b")
_LIMIT_FREQUENCY_RE = re.compile(
    r"(?i)\b" + _LIMIT_WORDS + r"\s+(?:(?:be|is|are|of|used|taken|given|dosed|repeated)\s+){0,2}?" + _LIMIT_COUNT
    + r"(?:\s+(times|doses|tablets?|capsules?|caplets?|lozenges?|teaspoon(?:ful)?s?))?" + _LIMIT_PERIOD)
_LIMIT_WORDS_RE = re.compile(r"(?i)\b" + _LIMIT_WORDS)
_DAILY_COUNT_RE = re.compile(r"(?i)\b" + _LIMIT_COUNT + r"(?:\s+times)?\s+(?:(?:a|per|each)\s+day|daily)\b")


def _counts(words: str) -> list[float]:
    """(2.36.0) The counts a limit's or a frequency's words give ("3 to 4", "twice", "six")."""
    return [_TIMES_WORDS[w] if w in _TIMES_WORDS else float(cl._ONES.index(w) + 1) if w in cl._ONES else float(w)
            for w in re.findall(r"\b" + _LIMIT_NUMBER + r"\b", words.lower())]


def _daily_counts(text: str) -> set:
    """(2.36.0) The counts a day ``text`` gives ("twice daily", "3 to 4 times a day")."""
    return {n for m in _DAILY_COUNT_RE.finditer(text[:base.MAX_TEXT_CHARS]) for n in _counts(m.group(1))}


_TIMES_WORDS = {"once": 1.0, "twice": 2.0, "thrice": 3.0}


def limit_frequencies(text: str) -> frozenset:
    """(2.36.0) Each daily limit ``text`` sets: (how many, of what): "times" (times, doses, or none said)
    or "units" (tablets, capsules, ...; "12 tablets in 24 hours" is no limit of 12 doses)."""
    out = set()
    for m in _LIMIT_FREQUENCY_RE.finditer(text[:base.MAX_TEXT_CHARS]):
        kind = "times" if (m.group(2) or "times").lower() in ("times", "doses") else "units"
        out.update((count, kind) for count in _counts(m.group(1)))
    return frozenset(out)


def check_limit_frequency(texts: list[str], gold_text: str, question: str, view: LabelView, criticals: list[str],
                          notes: list[str]) -> None:
    """(2.36.0) ``wrong_frequency``: a sentence setting a daily limit that no limit of the label, the gold
    or the question sets, and no count a day the label gives ("three times daily"), where the label sets
    limits of that kind only (:func:`limit_frequencies`)."""
    stated = view.limit_frequencies | limit_frequencies(gold_text) | limit_frequencies(question) | view.daily_counts
    kinds = {kind for _, kind in view.limit_frequencies}
    if len(kinds) != 1:  # none, or limits in doses and in tablets: often of two populations (adults, children)
        return
    for text in texts:
        mine = {limit for limit in limit_frequencies(text) if limit[1] in kinds}
        if mine and not mine & stated:
            theirs = sorted(n for n, kind in view.limit_frequencies if kind in {k for _, k in mine})
            _add(criticals, notes, "wrong_frequency",
                 f"sentence {text.strip()!r} limits it to {', '.join(f'{n:g}' for n, _ in sorted(mine))} a day, where "
                 f"the label's limit is {', '.join(f'{n:g}' for n in theirs)} a day (2.36.0)")
            return


YEAR_HOURS = 8760.0


_FIGURE_UNITS = {"mass": ((1e6, "kg"), (1e3, "g"), (0.0, "mg")),  # value keys' base units: mg, mL and hours
                 "time": ((YEAR_HOURS, "years"), (168.0, "weeks"), (24.0, "days"), (0.0, "hours")),
                 "volume": ((0.0, "mL"),)}


def _figure_text(key: tuple) -> str:
    """(2.37.0) A figure's value key as a reader writes it: volumes in mL, masses in mg, g or kg, times
    in hours, days, weeks or years (whichever is largest and whole)."""
    kind, amount = key
    for size, unit in _FIGURE_UNITS.get(kind, ()):
        if not size or amount >= size and (amount / size).is_integer():
            return f"{amount / size if size else amount:g} {unit}"
    return _shown(key)


# (2.42.0) A dose the gold gives "as needed" said to be taken on a schedule: "50 mg once daily on a
# regular schedule", "50 mg twice daily", where the gold says 50 mg as needed. The schedule must follow
# the dose closely, in its clause; one with limit words before or after it ("no more than once a day",
# "once a day at most") is a limit, one with a negator before it in its clause ("not daily") is denied,
# and "daily" before a noun ("the total daily dose") is no schedule. An answer sentence that says "as
# needed" itself, without "rather than" or "not" before it, keeps to the gold; a label or gold sentence
# giving that dose on a schedule states it.
_AS_NEEDED_WORDS = r"as[- ]needed|when\s+needed|as\s+necessary|p\.?r\.?n\.?|on[- ]demand"
_AS_NEEDED_RE = re.compile(rf"(?i)\b(?:{_AS_NEEDED_WORDS})(?![\w-])")
_AS_NEEDED_DENIED_RE = re.compile(rf"(?i)(?:\b(?:rather\s+than|instead\s+of|not|never)|n't)\s+(?:\w+\s+){{0,3}}?"
                                  rf"(?:on\s+an?\s+)?(?:only\s+)?(?:{_AS_NEEDED_WORDS})(?![\w-])")
_SCHEDULED_RE = re.compile(r"(?i)\b(?:once|twice|thrice|two\s+times|three\s+times|\d+\s+times)[\s-]+"
                           r"(?:(?:a|per|each|every)\s+)?(?:daily|day)\b|\bevery\s+day\b"
                           r"|\bdaily\b(?!\s+(?:dose|doses|dosage|amount|maximum|max|limit|total|use|intake|therapy|"
                           r"treatment|regimen|exposure))"
                           r"|\bon\s+a\s+regular\s+(?:daily\s+)?(?:schedule|basis)\b|\bregular(?:ly)?\s+(?:schedule|basis|daily)\b")
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9(\"'-])|\n+")
_UNIT_DOSE_RE = re.compile(r"(?i)(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(mg|mcg|g|ml|units?|tablets?|capsules?|"
                           r"puffs?)\b")
_SCHEDULE_NEGATED_RE = re.compile(r"(?i)\b(?:not|no|never|without|rather\s+than|instead\s+of|need\s+not|if|unless|avoid\w*|"
                                  r"should\s+not|overuse)\b|n't\b")
# a schedule or period anywhere in a label or gold sentence: its doses are not as-needed only
_ANY_SCHEDULE_RE = re.compile(r"(?i)\b(?:daily|every\s+(?:day|morning|evening|night|\d+\s+(?:to\s+\d+\s+)?(?:hours?|days?|weeks?))|"
                              r"(?:a|per|each)\s+day|in\s+24\s+hours|at\s+bedtime|once|twice|times|regular(?:ly)?)\b|/\s*day\b")
# after a schedule: what denies it ("taking 50 mg twice daily is not recommended")
_SCHEDULE_DENIED_AFTER_RE = re.compile(r"(?i)\b(?:(?:is|are)\s+not|should\s+not|must\s+not|cannot|never)\b|n't\b")
SCHEDULE_WINDOW = 200  # characters around a schedule read for a negator or a condition
_LIMIT_AFTER_RE = re.compile(r"(?i)^\W*(?:(?:is|are|as)\s+(?:the|a)\s+|should\s+not\s+be\s+)?(?:at\s+(?:the\s+)?most|maximum|max\b|"
                             r"limit|ceiling|exceeded|or\s+less|or\s+fewer)")
# after a gold dose: a period that makes it a daily amount ("up to 200 mg per day")
_PER_DAY_AFTER_RE = re.compile(r"(?i)^\s*(?:(?:per|a|each|/)\s*day|daily|in\s+(?:any\s+)?24)\b")
_MORE_LIMIT_RE = re.compile(r"(?i)\b(?:more\s+(?:often|frequently)\s+than|limit\w*\b[^.;]{0,20}\bto)\b")
SCHEDULE_LIMIT_CHARS = 40  # limit words this far before a scheduled frequency make it a limit
SCHEDULE_AFTER_DOSE = 40  # a schedule this many characters after a dose, in its clause, is that dose's
MAX_DOSES = 20  # doses of one sentence read
PERIOD_NEAR = 60  # a schedule this near a label or gold dose gives it on a schedule


def _unit_doses(text: str) -> list:
    """The ``(value, unit)`` doses of ``text``, in order, with where each is written ("1,000 mg" is 1000)."""
    return [((float(m.group(1).replace(",", "")), m.group(2).lower().rstrip("s")), m.start(), m.end())
            for m in _UNIT_DOSE_RE.finditer(text)]


def _as_limit(text: str, start: int, end: int) -> bool:
    """Whether the frequency at ``text[start:end]`` is a limit: limit words just before or after it."""
    before = text[max(0, start - SCHEDULE_LIMIT_CHARS):start]
    return bool(_LIMIT_WORDS_RE.search(before) or _MORE_LIMIT_RE.search(before) or _LIMIT_AFTER_RE.search(text[end:]))


def _scheduled_doses(text: str) -> list:
    """The ``(dose, schedule words)`` of ``text`` where a schedule (``_SCHEDULED_RE``) follows a dose within
    ``SCHEDULE_AFTER_DOSE`` characters in its clause, not as a limit, with no negator or condition before it
    (``_SCHEDULE_NEGATED_RE``: "if you take", "avoid") and nothing denying it after it ("is not recommended")."""
    out = []
    for dose, _, end in _unit_doses(text)[:MAX_DOSES]:
        for m in _SCHEDULED_RE.finditer(text, end, min(len(text), end + SCHEDULE_AFTER_DOSE)):
            if (re.search(r"[,;:()]", text[end:m.start()]) or _as_limit(text, m.start(), m.end())
                    or _SCHEDULE_NEGATED_RE.search(text[max(0, m.start() - SCHEDULE_WINDOW):m.start()])
                    or _SCHEDULE_DENIED_AFTER_RE.search(text[m.end():m.end() + SCHEDULE_WINDOW])):
                continue
            out.append((dose, m.group(0)))
            break
    return out


def _dosed_on_a_period(text: str) -> set:
    """The doses of ``text`` with a schedule or a period (``_ANY_SCHEDULE_RE``) within ``PERIOD_NEAR``
    characters before or after them, not as a limit ("for once daily use is 5 mg, taken ... every day")."""
    out = set()
    for dose, start, end in _unit_doses(text)[:MAX_DOSES]:
        near = _ANY_SCHEDULE_RE.finditer(text, max(0, start - PERIOD_NEAR), min(len(text), end + PERIOD_NEAR))
        if any(not _as_limit(text, m.start(), m.end()) for m in near):
            out.add(dose)
    return out


def scheduled_label_doses(sentences: Iterable[str]) -> frozenset:
    """The doses that sentences not saying "as needed" give on a schedule or over a period (a label's are
    :attr:`LabelView.scheduled_doses`, read once per label)."""
    return frozenset(d for s in sentences if not _AS_NEEDED_RE.search(s) for d in _dosed_on_a_period(s))


def check_as_needed_scheduled(texts: list[str], gold_text: str, view: LabelView, criticals: list[str],
                              notes: list[str]) -> None:
    """(2.42.0) ``wrong_frequency``: a dose the gold gives as needed, put on a schedule by a sentence
    of the answer (``texts``; see ``_AS_NEEDED_RE``)."""
    gold = _SENTENCE_END_RE.split(gold_text)
    wanted = {d for s in gold if _AS_NEEDED_RE.search(s) and not _AS_NEEDED_DENIED_RE.search(s)
              for d, _, end in _unit_doses(s) if not _PER_DAY_AFTER_RE.match(s[end:])
              and not _LIMIT_WORDS_RE.search(s[max(0, end - SCHEDULE_LIMIT_CHARS - 12):end])}
    # a dose the gold or the label gives on a schedule, over a period or as a limit anywhere is not as-needed only
    wanted -= scheduled_label_doses(gold) | view.scheduled_doses
    if not wanted:
        return
    # the answer's sentences to their end marks (not split at semicolons: "not for daily use; take it as needed")
    for s in _SENTENCE_END_RE.split(" ".join(texts)):
        if _AS_NEEDED_RE.search(s) and not _AS_NEEDED_DENIED_RE.search(s):
            continue
        for (value, unit), said in _scheduled_doses(s):
            if (value, unit) in wanted:
                _add(criticals, notes, "wrong_frequency", f"the answer gives {value:g} {unit} {said!r} where the gold "
                                                          f"gives it as needed: {s[:160]!r} (2.42.0)")
                return

def check_condition_figures(texts: list[str], gold_text: str, question: str, view: LabelView,
                            criticals: list[str], notes: list[str]) -> None:
    """(2.37.0) ``substituted_term``: a clause (split at commas, brackets, "and", "which") naming one
    condition of the label's dosing headings (:attr:`LabelView.dosing_conditions`) that the question and
    the gold do not name, neither denying nor contrasting (``_CONTRASTING_RE``), with a figure the dosing
    sections give only under other conditions' headings: "for pediatric patients 4 to 17 years of age with
    Crohn's disease who weigh 30 kg or more", where the label gives the weight bands under juvenile
    idiopathic arthritis. A figure some label sentence gives with the condition's words (a study of it)
    is the label's."""
    conditions = view.dosing_conditions
    if not conditions:
        return
    told = _words_of(question) | _words_of(gold_text)
    for text in (c for t in texts for c in _CONDITION_CLAUSE_RE.split(t)):
        words = _words_of(text)
        named = [c for c in conditions if c <= words]
        named = [c for c in named if not any(c < d for d in named)]
        if len(named) != 1 or named[0] <= told or _CONTRASTING_RE.search(text):
            continue
        condition = named[0]
        for figure in sorted(_figures_of(text), key=repr):
            holders = [w for w, figures in view.headed[0] if figure in figures]
            if holders and not any(condition <= w for w in holders) \
                    and all(any(other <= w for other in conditions if other != condition) for w in holders) \
                    and not any(condition <= u.words and figure in values for u, values in zip(view.sentences, view.value_sets)):
                _add(criticals, notes, "substituted_term",
                     f"sentence {text.strip()!r} gives {_figure_text(figure)} for {' '.join(sorted(condition))!r}, which the "
                     f"label's dosing sections give under other conditions only (2.37.0)")
                return


# (2.37.0) A limit denied: "there is no once-daily limit", "not restricted to once per day", "the label sets no
# limit on the number of doses in 24 hours": a denial whose own stretch speaks of how often
_LIMIT_DENIED_RE = re.compile(r"(?i)\b(?:no|not|without|never|isn't|aren't)\s+"
                              r"(?:(?!exceed|surpass|beyond|over|above|past|more|greater|disregard|ignor|break)"
                              r"[\w-]+\s+){0,2}?(?:limits?|limited|limitations?|restricted|restrictions?|capped|cap)\b")
# the denial's own stretch ends at a comma, a colon or a coordinator; one that compares is left alone
_DENIAL_END_RE = re.compile(r"(?i)[,:(]|\b(?:but|and|so|because|while|whereas)\b")
_COMPARED_RE = re.compile(r"(?i)\b(?:like|unlike|as with|than|versus|vs|whereas|while)\b")
_HOW_OFTEN_RE = re.compile(r"(?i)\b(?:once|twice|(?:in|per|within|every) 24 hours|24-hour|same day|how often|"
                           r"frequency|(?:number of|how many) (?:doses|times|tablets)|(?:doses?|times) (?:per|in|a|each))\b")


def check_denied_limit(texts: list[str], view: LabelView, criticals: list[str], notes: list[str]) -> None:
    """(2.37.0) ``opposite_claim``: a denial of a limit on how often the product is taken, read up to a
    comma or coordinator ("no once-daily limit", "not restricted to once per day"), where a label sentence
    sets one (:func:`limit_frequencies`); not a limit respected ("do not exceed the limit of once per day")
    nor a denial after a comparison ("whereas the eye drops have no daily limit"), a negator or a report
    ("it is not true that there is no once-daily limit", "some patients assume there is no daily limit")."""
    limits = view.limit_sentences
    if not limits:
        return
    for text in texts:
        for m in _LIMIT_DENIED_RE.finditer(text):
            end = _DENIAL_END_RE.search(text, m.end())
            stretch = text[m.start():end.start() if end else len(text)]
            before = text[:m.start()]
            if _HOW_OFTEN_RE.search(stretch) and not _COMPARED_RE.search(before + stretch) \
                    and not _HEDGED_RE.search(before):
                _add(criticals, notes, "opposite_claim",
                     f"{stretch.strip()!r} denies a limit the label sets: {limits[0][:160]!r} (2.37.0)")
                return


DOSE_MULTIPLE = 6  # (2.45.0) a whole multiple or part of the gold's dose up to this is a dose worked out

def check_dose_field(answer: str, gold_fields: Any, stated: frozenset, criticals: list[str], notes: list[str],
                     fields: Any = None) -> None:
    """(2.45.0) ``wrong_dose``: the gold's ``dose`` field (a string) gives an amount (a mass, a volume,
    tablets, units) that the answer never gives, in its text or its own fields, and the answer's text
    gives another amount of that kind in figures. "Start 20 mg PO once daily in the morning" where the
    gold's dose is 30 mg. Not read so: an amount the gold's text or the question states (``stated``:
    their quantities' keys); an amount a whole multiple or part of the gold's, up to ``DOSE_MULTIPLE``
    ("1,000 mg per day" for "500 mg twice daily", "two 10 mg tablets" for 20 mg); an amount spelled in
    words (read in parts: "twenty-five" is no 20 and 5); and a gold dose per weight, per area or per
    volume ("10 mg/kg", "250 mg/5 mL"), which the answer may give worked out."""
    dose = gold_fields.get("dose") if isinstance(gold_fields, Mapping) else None
    if not isinstance(dose, str) or "/" in dose or re.search(r"(?i)\bper\b", dose):
        return
    wanted = {k for k, _, _ in cl.values_of(cl._norm(dose))["numbers"] if k[0] in base._DOSE_KINDS and k[0] != "percent"}
    if not wanted:
        return
    found = cl.values_of(cl._norm(answer))["numbers"]
    own = " ".join(v for vs in cl.field_values(fields).values() for v in vs) if isinstance(fields, Mapping) else ""
    given = {k for k, _, _ in found} | {k for k, _, _ in cl.values_of(cl._norm(own))["numbers"]}
    if wanted & given:
        return
    def _multiple(k: tuple) -> bool:
        return any(d == k[0] and w and k[1] and any(abs(k[1] - w * m) < 1e-9 or abs(k[1] * m - w) < 1e-9
                                                      for m in range(2, DOSE_MULTIPLE + 1)) for d, w in wanted)
    other = sorted({(k, raw) for k, spelled, raw in found if k[0] in {d for d, _ in wanted} and not spelled
                    and k not in stated and not _multiple(k)})
    if other:
        _add(criticals, notes, "wrong_dose",
             f"the answer gives {', '.join(f'{raw:g} ({k[0]})' for k, raw in other)} and never the gold's dose "
             f"{dose!r} (2.45.0)")


# (2.45.0) A figure of change ("11-fold") and the word of direction nearest it in its clause, within
# ``CHANGE_WINDOW`` words ("ritonavir increased sildenafil AUC 11-fold", "an 11-fold increase in sildenafil
# AUC"); "lower" or "higher" before "dose" says which dose, not which way a level went.
_CHANGE_FIGURE_RE = re.compile(r"(?i)(?<![\d.,])(\d+(?:\.\d+)?)\s*-?\s*fold\b")
_CHANGE_WORD_RE = re.compile(r"[a-z]+(?:-fold)?|\d+(?:\.\d+)?\s*-?\s*fold")
_CHANGE_POLES = {"increas": "up", "reduc": "down", "declin": "down", "drop": "down", "fell": "down", "ros": "up"}
_DOSE_WORDS = frozenset(("dose", "doses", "dosage", "dosing", "strength"))
CHANGE_WINDOW = 5
CHANGE_SHARED = 2  # words besides the figure an answer clause shares with the label clause it contradicts


def figure_directions(text: str) -> tuple:
    """(2.45.0) (fold, direction, clause stems) of each figure of change of ``text``, in its clause
    (``claims._CLAUSE_SPLIT_RE``), with the direction of the nearest word of direction, counted in
    words other than stop words: "up", "down", ``"?"`` where two are as near and differ, ``None`` where
    none is near."""
    out = []
    for clause in cl._CLAUSE_SPLIT_RE.split(text[:base.MAX_TEXT_CHARS].replace(",", ", ")):
        if not clause or "fold" not in clause.lower():
            continue
        tokens = [t for t in _CHANGE_WORD_RE.findall(clause.lower()) if t not in base._STOPWORDS]
        poles = [None if t in ("lower", "higher") and i + 1 < len(tokens) and tokens[i + 1] in _DOSE_WORDS
                 else _CHANGE_POLES.get(_pole_stem(t)) for i, t in enumerate(tokens)]
        stems = frozenset(base._stem(t) for t in tokens if t.isalpha())
        for i, t in enumerate(tokens):
            m = _CHANGE_FIGURE_RE.fullmatch(t)
            if not m:
                continue
            near = sorted((abs(j - i), p) for j, p in enumerate(poles) if p and 0 < abs(j - i) <= CHANGE_WINDOW)
            way = None if not near else "?" if len(near) > 1 and near[1][0] == near[0][0] and near[1][1] != near[0][1] \
                else near[0][1]
            out.append((float(m.group(1)), way, stems))
    return tuple(out)


def check_figure_direction(texts: list[str], view: LabelView, criticals: list[str], notes: list[str]) -> None:
    """(2.45.0) ``opposite_claim``: an answer clause gives a fold change the direction the label never
    gives it, where a label clause sharing ``CHANGE_SHARED`` of its other words gives it the other
    ("ritonavir decreased sildenafil blood levels 11-fold" where the label says the AUC increased
    11-fold). A fold the label gives with two directions as near, or gives the answer's way too, is not
    read (:func:`figure_directions`)."""
    label = view.figure_directions
    for text in texts:
        for fold, way, stems in figure_directions(text):
            theirs = [(w, s) for f, w, s in label if f == fold and w]
            if way in (None, "?") or any(w in (way, "?") for w, _ in theirs):
                continue
            if any(len((stems & s) - {"fold"}) >= CHANGE_SHARED for _, s in theirs):
                other = "down" if way == "up" else "up"
                _add(criticals, notes, "opposite_claim",
                     f"sentence {text.strip()!r} gives a {fold:g}-fold change {way}, where the label gives it {other} "
                     "(2.45.0)")
                return
