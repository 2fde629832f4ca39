"""Rubric v3's reading of words and label text, shared by every check: the label's claims and
sentences, word indexes, clauses and their negation, and which words are general English.

The thresholds the checks share are here too; claim_scoring.py holds those of the score alone.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from itertools import chain
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

try:  # a package under evaluate and in the runner; a plain folder in the Harbor verifier
    from . import claim_matching as match
    from . import claim_substitution as substitution
    from . import claims as cl
    from . import rubric as base
    from .common_words import WORDS as COMMON_WORDS
except ImportError:
    import claim_matching as match
    import claim_substitution as substitution
    import claims as cl
    import rubric as base
    from common_words import WORDS as COMMON_WORDS

if TYPE_CHECKING:
    from .label_view import LabelView


# Thresholds, tuned on the dev half of the verifier validation set only (see the metric card).
SAME_FINDING = 0.6  # share of a claim's words another has, for a label claim to state it
ALIGNED = 0.5  # both ways: the share of words at which two clauses are about the same finding
ALIGNED_POLARITY = 0.5  # both ways: how alike two sentences must be for their polarity to be compared
EXPRESSED = (0.35, 0.65)  # coverage of a gold claim: no credit .. full credit
# (2.15.0) a label sentence stating this share of a gold claim is its source; an answer sentence
# of which a source states the second share, and which has the third of the claim, expresses it
SOURCE = (0.7, 0.5, 0.2)
CONTEXT = 0.5  # share of an answer sentence's other words a label sentence has, to state a clause of it (2.11.0)
# (2.13.0) an answer clause no gold clause is about contradicts a label clause with an antonym when
# the two are this alike, both ways, and each has at least LABEL_POLE_WORDS words (the question's aside)
LABEL_POLE_ALIGNED, LABEL_POLE_WORDS = 0.67, 3


def _skip(question: str) -> frozenset:
    return frozenset(base.content_words(base.normalize(question, "v2")))


@functools.lru_cache(maxsize=4096)
def _label_claims(sid: str, pid: str, text: str) -> tuple:
    return cl.claims_of(text, f"{sid}/{pid}")


def label_claims(passages: Mapping[str, Any], set_ids: list[str], only: set | None = None) -> list:
    """The claims of every passage of the labels (of the ``(set_id, passage_id)`` pairs in ``only``)."""
    out: list = []
    for sid in set_ids:
        label = passages.get(sid)
        if not isinstance(label, Mapping):
            continue
        for pid, text in label.items():
            if isinstance(text, str) and (only is None or (sid, pid) in only):
                out += _label_claims(sid, pid, text)
    return out


_REFERENCE_MARKS_RE = re.compile(r"\s*\[see [^\]]*\]|\s*\((?:[^()]{0,40}?,\s*)?PASSAGE_\d+(?:\s*[;,]\s*PASSAGE_\d+)*\)"
                                 r"|\bPASSAGE_\d+\b")
# (2.43.0) what the references an answer or a label carries look like: "[see ...]" or "(see ... (5.3))" in
# either case, a bracket of passage ids alone, a passage id; words beside a passage id in one bracket
# ("(ketoconazole, PASSAGE_0000)") are the answer's own and stay
_SEE_REFERENCES_RE = re.compile(r"(?i)\s*[\[(]\s*see\s[^\[\]()]*(?:\([^()]*\)[^\[\]()]*)*[\])]"
                                r"|\s*\(\s*PASSAGE_\d+(?:\s*[;,]\s*PASSAGE_\d+)*\s*\)|\bPASSAGE_\d+\b")


def without_references(text: str) -> str:
    """(2.26.1) A gold answer without the references it carries ("(PASSAGE_0017)", "(boxed warning,
    PASSAGE_0000; PASSAGE_0007)", "[see Warnings and Precautions (5.6)]"): where to read, not what
    an answer must say (a reference split off at its ";" was a gold claim no answer expresses)."""
    return _REFERENCE_MARKS_RE.sub("", text)


def read_without_references(text: str) -> str:
    """(2.43.0) An answer, or a label's text, without the references it carries (``_SEE_REFERENCES_RE``),
    as the gold is read without its own."""
    return _SEE_REFERENCES_RE.sub("", text)


# (2.43.0) A sentence of the label read whole: a part of a line that ends in a full stop, "!" or "?" before
# a capital or the line's end (not ";" or ":", after which comes a clause of the sentence; not "e.g.");
# lines that end otherwise (list items, table cells, headings, lead-ins ending in ":") are not sentences
# to copy unless of WHOLE_LINE_WORDS words or more (a line of prose whose full stop the label's text lost),
# nor is one of fewer than WHOLE_SENTENCE_WORDS words, nor (2.44.0) a table's row (table_rows).
_WHOLE_SPLIT_RE = re.compile(r"\n|(?<=[.!?])\s+(?=[A-Z])")
# (2.44.0) In an answer a sentence that is no label sentence is read again in parts, ended before an opening
# bracket or a bullet after its full stop: "... and diarrhea. (route: oral)" is the label's sentence and what
# comes after it. Not in the label's text, where "Take with or without food. (2.1)" is one line and no sentence
# of its own (and an answer that copies that line whole copies it, read as one piece first).
_ANSWER_SPLIT_RE = re.compile(r"(?<=[.!?])\s*(?=[(\[])|(?<=[.!?])\s+(?=[-\u2013*\u2022]\s)")
_WHOLE_END_RE = re.compile(r"[.!?][\s\"')\]]*$")
WHOLE_SENTENCE_WORDS, WHOLE_LINE_WORDS = 5, 12
_CELL_BAR_RE = re.compile(r"\s\|\s")  # (2.44.0) how the label's text renders a table's cells


def whole_sentences(text: str) -> list[tuple[str, bool, list[str]]]:
    """(2.43.0) The sentences of an answer's ``text`` (``_WHOLE_SPLIT_RE``) without their references, each as
    ``base.normalize(_, "v2")`` writes it, empty ones out; (2.44.0) each with whether it is a line that keeps
    a table's cell bar ("children 6 to under 12 years of age | 2 teaspoonfuls (10 mL)"), which normalising
    drops, read whole as :func:`table_rows` reads the label's, and its parts: its sentences (a barred
    line's cells' sentences) split further at ``_ANSWER_SPLIT_RE``."""
    out = []
    for line in read_without_references(text).split("\n"):
        barred = bool(_CELL_BAR_RE.search(line))
        sentences = [x for cell in _CELL_BAR_RE.split(line) for x in _WHOLE_SPLIT_RE.split(cell)]
        parts = [[p for y in _ANSWER_SPLIT_RE.split(x) if (p := base.normalize(y, "v2"))] for x in sentences]
        if barred:
            if n := base.normalize(line, "v2"):
                out.append((n, True, [p for ps in parts for p in ps]))
        else:
            out += [(n, False, ps) for x, ps in zip(sentences, parts) if (n := base.normalize(x, "v2"))]
    return out


def sentences_to_copy(text: str) -> list[str]:
    """(2.43.0) The sentences of a label's ``text`` an answer may copy whole (see above), normalised as
    :func:`whole_sentences` writes an answer's; (2.44.0) none from a line that is a table's row."""
    out = []
    for line in read_without_references(text).split("\n"):
        if _CELL_BAR_RE.search(line):
            continue
        for x in _WHOLE_SPLIT_RE.split(line):
            size = len(n.split()) if (n := base.normalize(x, "v2")) else 0
            if size >= WHOLE_SENTENCE_WORDS and (_WHOLE_END_RE.search(x) or size >= WHOLE_LINE_WORDS):
                out.append(n)
    return out


def table_rows(text: str) -> list[str]:
    """(2.44.0) The rows of a label's tables in ``text`` (a line with a cell bar, ``_CELL_BAR_RE``) of
    ``WHOLE_SENTENCE_WORDS`` words or more, normalised: what an answer that keeps the bars has copied whole,
    whatever their ending."""
    return [n for x in read_without_references(text).split("\n")
            if _CELL_BAR_RE.search(x) and len((n := base.normalize(x, "v2")).split()) >= WHOLE_SENTENCE_WORDS]


@functools.lru_cache(maxsize=4096)
def _label_sentences(sid: str, pid: str, text: str) -> tuple:
    return tuple(cl.make_claim(x, f"{sid}/{pid}") for x in cl.sentences(text))


def label_sentences(passages: Mapping[str, Any], set_ids: list[str]) -> list:
    return [c for sid in set_ids if isinstance(passages.get(sid), Mapping)
            for pid, text in passages[sid].items() if isinstance(text, str) for c in _label_sentences(sid, pid, text)]


# (2.37.0) The label's dosing sections (a passage whose title is section 2 or names dosage) read line by
# line under their headings: the passage's title, and a short line ending in ":" that heads the lines
# after it ("Juvenile Idiopathic Arthritis (2.2):"). Each line keeps the words of its headings.
_DOSING_TITLE_RE = re.compile(r"(?i)^\s*2(?:\.\d+)*\s|\bdosage\s+and\s+administration\b")
_DOSING_HEADING_RE = re.compile(r"^\s*(?:\d+(?:\.\d+)*\s+)?(.*?)\s*(?:\([\d.,\s]+\))?\s*:?\s*$")
HEADING_CHARS = 120  # longest line read as a heading
_NUMBERED_HEADING_RE = re.compile(r"^\d+(?:\.\d+)+\s+[A-Z]")


def _words_of(text: str) -> frozenset:
    return frozenset(cl.claim_words(cl._norm(text)))


def _figures_of(text: str) -> frozenset:
    return frozenset(k for k, _, _ in cl.values_of(cl._norm(text))["numbers"])


def headed_lines(texts: list[str]) -> tuple[tuple, tuple]:
    """(2.37.0) ``(lines, headings)`` of the dosing sections of ``texts`` (passages, title first): each
    line as (its words with its headings', its figures), and every heading's text. A heading is the
    title, a short line ending in ":", or a short numbered line ("2.4 Pediatric Crohn's Disease"); what
    follows a heading's ":" on its own line is a line under it."""
    lines, headings = [], []
    for text in texts:
        first, *rest = text.split("\n")
        if not _DOSING_TITLE_RE.search(first):
            continue
        title, sub = "", ""
        for n, line in enumerate(map(str.strip, [first, *rest])):
            head, colon, after = line.partition(":")
            numbered = n == 0 or bool(_NUMBERED_HEADING_RE.match(line))
            if len(head) < HEADING_CHARS and not line.startswith("-") and (numbered or colon and not after.strip()):
                heading = _DOSING_HEADING_RE.match(head[:HEADING_CHARS]).group(1)
                headings.append(heading)
                title, sub = (heading, "") if n == 0 or numbered else (title, heading)
                if not after.strip():
                    continue
                line = after
            lines.append((_words_of(f"{title} {sub} {line}"), _figures_of(line)))
    return tuple(lines), tuple(headings)


def vocabulary_tokens(text: str) -> list[str]:
    """A text's normalised tokens; a long passage is read in pieces of 1,000 words (normalize keeps a
    text's first MAX_TEXT_CHARS characters)."""
    words = text.split()
    return [t for i in range(0, len(words), 1000) for t in base.normalize(" ".join(words[i:i + 1000]), "v2").split()]


def _spells(token: str, words: Sequence[str]) -> bool:
    """Whether ``token`` is one to three first letters of each of ``words``, in order."""
    if not words:
        return not token
    return any(token[:k] == words[0][:k] and _spells(token[k:], words[1:]) for k in range(1, min(3, len(words[0])) + 1)
               if k <= len(token))


# (2.27.0) Names some labels give wrongly, read as the name they stand for, in the label, the gold
# and the answer alike: "creatinine phosphokinase" is creatine phosphokinase (CPK; creatinine is
# another substance), so an answer that names the enzyme rightly is not saying a term the label
# lacks, nor putting it in another's place, and one that copies the label's name is not either.
_MISNOMERS = ((re.compile(r"(?i)\b(c)(reatin)ine([\s-]+(?:phospho)?kinase)"), r"\1\2e\3"),)


def read_as_meant(text: str) -> str:
    """``text`` with the label misnomers of ``_MISNOMERS`` read as the names they stand for."""
    for rx, name in _MISNOMERS:
        text = rx.sub(name, text)
    return text


def _label_states(unit: Any, view: LabelView, skip: frozenset) -> bool:
    """Whether a sentence of the label states ``unit`` (its words and values, its polarity)."""
    want = unit.words - skip
    if not want:
        return True
    # the label sentences sharing a word with it, and how many, counted from the label's word index
    shared = Counter(chain.from_iterable(filter(None, map(view.sentence_index.get, want))))
    return any(view.sentences[i].negated == unit.negated and match.covers(unit, view.sentences[i], skip, EXPRESSED[1], n)
               for i, n in shared.items())


def _label_numbers(claims: list) -> set:
    keys = set()
    for c in claims:
        keys |= {k for k, _, _ in c.values["numbers"]} | {("raw", v) for _, _, v in c.values["numbers"]}
    return keys


def _near(index: Mapping[str, list[int]], words: Iterable[str]) -> list[int]:
    """The indices, in order, of the units of a word index that share a word with ``words``: only
    those can be aligned with them."""
    return sorted(set(chain.from_iterable(filter(None, map(index.get, words)))))


def _add(criticals: list[str], notes: list[str], crit: str, note: str) -> None:
    if crit not in criticals:
        criticals.append(crit)
    notes.append(note)


def _word_index(units: list) -> dict:
    """word -> indices of the units that have it (claims.word_index of their words)."""
    return cl.word_index(u.words for u in units)


def _apostrophes(text: str) -> str:
    """``text`` with curly apostrophes written straight ("aren’t" -> "aren't")."""
    return text.replace("\u2019", "'").replace("\u2018", "'")


def _clause_around(text: str, start: int, end: int) -> tuple[str, str]:
    """The parts of ``text``'s clause before ``start`` and after ``end`` (a clause ends at a
    punctuation mark or "but")."""
    before = re.split(r"(?i)[,;:()]|\bbut\b", text[:start])[-1]
    after = re.split(r"(?i)[,;:()]|\bbut\b", text[end:])[0]
    return before, after


@functools.lru_cache(maxsize=None)
def _common_stems() -> frozenset:
    """The stems of the common words (on first use: a quarter of a second a v1 or v2 run never needs)."""
    return frozenset(cl._pole_neutral(w) for word in COMMON_WORDS for w in base.content_words(word))


TERM_LETTERS = 4  # shorter words are left alone


@functools.lru_cache(maxsize=4096)
def vocabulary(text: str) -> frozenset:
    """The stems of a text's content words (poles taken off, as claims have them)."""
    return _stems_of(vocabulary_tokens(text))


def _stems_of(tokens: Sequence[str]) -> frozenset:
    return cl.claim_words(" ".join(tokens))


_PREFIXES = ("un", "non", "re", "pre", "over", "under")


def general_word(token: str) -> bool:
    """General English: a common word, a prefix and an everyday word ("unscored"), or two everyday
    words of three letters or more ("tenfold").

    (2.18.0) The parts of a joined word are everyday words (``claim_substitution.everyday``), not any
    word of the tokenizer's vocabulary, which holds the pieces of clinical words: "intra" and
    "ventricular" made "intraventricular" general English, "re" and "uptake" made "reuptake" one."""
    if token in COMMON_WORDS:
        return True
    everyday = substitution.everyday
    if any(token.startswith(p) and len(token) - len(p) >= 3 and everyday(token[len(p):]) for p in _PREFIXES):
        return True
    return _joined(token, everyday)


def _joined(token: str, is_word: Any) -> bool:
    """Whether ``token`` is two words of ``is_word`` joined, each of three letters or more."""
    return any(is_word(token[:i]) and is_word(token[i:]) for i in range(3, len(token) - 2))


# (2.15.0) endings that make another word of one root: "dialyzed" and "dialysis", "thrombotic" and
# "thrombosis", "metabolized" and "metabolism" (on stems: "dialyz", "dialysis", "thrombot", ...)
_ROOT_ENDINGS = (("lysis", "lyz"), ("osis", "ot"), ("ism", ""), ("iz", ""), ("ist", ""))


@functools.lru_cache(maxsize=65536)
def root(stem: str) -> str:
    """A stem with one ending of :data:`_ROOT_ENDINGS` made alike, so that forms of one root meet."""
    for end, to in _ROOT_ENDINGS:
        if stem.endswith(end) and len(stem) - len(end) >= 3:
            return stem[: len(stem) - len(end)] + to
    return stem


def roots(stems: Iterable[str]) -> frozenset:
    return frozenset(map(root, stems))


_INTERVAL_RE = re.compile(r"q\d{1,2}(?:h|hr|hrs|d|w|wk|wks|mo)|qod|qow|qwk")


def _known(token: str, known_roots: frozenset, view: LabelView | None, mixed_case: frozenset = frozenset()) -> bool:
    """Whether the label, gold or question states ``token`` in another form (2.15.0): its root, the
    word after "anti" ("antihypertensive", hypertension), the label's two tokens written as one
    ("cyp3a4", "CYP 3A4"), or, for a word the answer writes in mixed case (2.16.0, ``mixed_case``),
    its abbreviation by the first letters of words ("CrCl", creatinine clearance); (2.29.0) or, with a
    figure, the first characters of the label's words ("T2DM", type 2 diabetes mellitus)."""
    stems = {cl._pole_neutral(w) for w in base.content_words(token)}
    if {root(w) for w in stems} & known_roots:
        return True
    if token.startswith("anti") and len(token) > 7 and roots(
            cl._pole_neutral(w) for w in base.content_words(token[4:])) & known_roots:
        return True
    if _INTERVAL_RE.fullmatch(token):  # (2.26.1) a dosing interval in prescription shorthand ("q2wk")
        return True
    return view is not None and (token in view.joined or (token in mixed_case and view.abbreviation(token))
                                 or view.names_class_or_family(token) or view.initials(token))


# (2.20.0) a word and, in parentheses right after it, what it stands for ("nosebleeds (epistaxis)")
_GLOSS_RE = re.compile(r"(?<![A-Za-z-])([A-Za-z][A-Za-z-]{0,40})\s*\(([^()]{1,60})\)")
GLOSS_WORDS = 3  # the most words a gloss in parentheses may have


def lay_word(token: str) -> bool:
    """Two common words joined ("nose" and "bleeds"): a lay compound, where a clinical word
    ("ketoacidosis", "hyponatremia") is not one."""
    return _joined(token[:-1] if token.endswith("s") else token, COMMON_WORDS.__contains__)


def glossed(answer: str, known: frozenset) -> frozenset:
    """(2.20.0) The words of ``answer`` followed by a clinical term the gold, the question or the
    label states, in parentheses: a lay word glossed by the label's own term ("nosebleeds
    (epistaxis)") says what that term says. The gloss must be that term alone: one to
    ``GLOSS_WORDS`` words, each a stated word that is not general English, so that a parenthesis
    of other content ("Decongestant (pseudoephedrine HCl 2.5 mg per 5 mL)") glosses nothing; and
    the word glossed must be a lay compound (:func:`lay_word`), so that another clinical term
    ("ketoacidosis (acidosis)") is not excused by the label's. Reads the answer's first
    ``MAX_TEXT_CHARS`` characters, as the rest of the rubric does."""
    out = set()
    for m in _GLOSS_RE.finditer(answer[: base.MAX_TEXT_CHARS]):
        inside = base.normalize(m.group(2), "v2").split()
        if 0 < len(inside) <= GLOSS_WORDS and all(
                len(t) >= TERM_LETTERS and not general_word(t) and _stems_of([t]) & known for t in inside):
            out.update(t for t in base.normalize(m.group(1), "v2").split() if lay_word(t))
    return frozenset(out)


def _clause(text: str, start: int, end: int) -> str:
    """The clause of ``text`` holding ``text[start:end]``: between punctuation."""
    head = max(text.rfind(mark, 0, start) for mark in ",;:") + 1
    tail = min([i for i in (text.find(mark, end) for mark in ",;.") if i >= 0] or [len(text)])
    return text[head:tail]


def _negated(clause: str) -> bool:
    """Whether ``clause`` has a function negator (``claims._FUNCTION_NEGATORS``, or "n't")."""
    return any(w.strip("()") in cl._FUNCTION_NEGATORS or w.endswith("n't") for w in clause.lower().split())


def _pole_stem(word: str) -> str:
    """(2.35.0) A word's stem as antonym pairs and synonyms read it ("decreased" as reduce)."""
    stem = base._stem(word)
    return base._SYNONYMS.get(stem, stem)


def _plain_stems(text: str) -> frozenset:
    return frozenset(base._stem(w) for w in re.findall(r"[a-z][a-z0-9]+", text.lower()))
