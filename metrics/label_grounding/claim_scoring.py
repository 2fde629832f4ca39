"""Scoring one question with rubric v3: claim-level checks against the gold and the label.

The components, weights and pass rules are rubric.py's; what they measure:

* answer content: the share of the gold's claims the answer expresses (each gold claim's words
  and values in one sentence of the answer, or in the whole answer at a small discount; words
  the question already says do not count; 2.15.0: or a sentence saying what the label sentence
  the claim was written from says), each gold sentence's times (2.19.0) one less the share of its
  clauses the answer leaves out altogether, times a focus factor for answers many times the gold's size (a pasted
  passage is not an answer);
* clinical qualifiers: the share of the gold's structured values the answer states;
* citation support: per citation, right label, passage exists, quote found, and the passage holds
  a gold claim (a gold-cited passage, or any passage that states it);
* refusal correctness: the status.

Critical errors (each names the claim and, where one is involved, the passage):

* a claim of the answer about the same finding as a gold claim (or, when no gold claim is about
  it, as a sentence of the label) that contradicts it (opposite polarity, an antonym, another
  value, frequency, route or population), unless another sentence of the label states it as the
  answer does, one about what the answer's sentence is about (2.11.0); (2.13.0) an antonym of a
  label clause the answer's clause closely follows, when no gold clause is about it; (2.15.0) a
  precaution made a contraindication, or the reverse; (2.18.0) an antonym of a gold or label
  sentence the answer's sentence follows, compared sentence by sentence;
* a quantity no passage of the question's labels (nor the question) states;
* a term no passage of the question's labels, nor the gold or the question, states: a word of
  four letters or more that is not general English (common_words.py: a common word, or a prefix
  or (2.18.0) an everyday word joined to an everyday word), not an acronym, and none
  of whose stems the label has ("ketoacidosis" where the label says lactic acidosis, "CYP2D6"
  where it says CYP3A), unless (2.20.0) the label's own term follows it in parentheses
  ("nosebleeds (epistaxis)"): ``unsupported_term``;
* values offered as alternatives ("10 mL or 5 mL or 2.5 mg") that no one sentence of the label,
  nor the gold or the question, states together: ``hedged_values``;
* (2.12.0) a sentence that follows a sentence of the label, the gold or the question word for word
  but puts another clinical term or number in place of one of its own ("renal or cardiac
  function" where the label says renal or hepatic): ``substituted_term`` (claim_substitution.py);
  (2.22.0) likewise a list of the question or the gold ("rheumatoid arthritis, psoriatic arthritis or
  ankylosing spondylitis") restated with one member replaced by a clinical term neither uses;
* a structured value that is neither a gold value nor stated by the label sentence holding the
  gold value (several correct values are fine, a hedge among wrong ones is not); a value of a
  field the gold leaves empty that the cited passages do not state ((2.20.0) an age in years is the
  gold population's bare number; a frequency that adds the label's conditional frequency, with its
  condition and polarity, is stated);
* (2.19.0) an answer to a question across labels that cites no passage of one of them:
  ``label_not_cited``;
* (2.26.0) claims checked against the label one at a time: a clause of two words with the other
  polarity of the label's clause in those words ("a single capsule may be divided"); a food rule
  ("on an empty stomach") where the label says with or without food; a strength or dose of the
  gold said not to exist; a "-free" claim of what the label lists as an ingredient
  (``opposite_claim``); a dose given to a population or age the label gives another dose
  (``wrong_population``); a drug named the inhibitor (inducer, ...) of a target the label's
  sentences naming its role never name (``substituted_term``); (2.26.1) a code review's mends to
  these, the gold's passage references ("(PASSAGE_0017)") read as no content, and class names
  ("azoles"), enzyme families ("CYP3A") and interval shorthand ("q2wk") known as the label's terms;
* (2.27.0) two clauses pairing the label's terms crosswise (``substituted_term``); a count in
  words after "at least" that no passage states (``wrong_number``); a negation of what is to be
  done ("no need to change the membrane") read against the sentence directing it; one word put in
  a slot between matching words, though the answer says the replaced word elsewhere; two organs
  under one impairment as two populations, and the question's population as no added one; a
  label's "creatinine phosphokinase" read as creatine phosphokinase, and "contraindication" as a
  noun as no flip of "contraindicated"; (2.27.1) a code review's mends to these: "not
  contraindicated" is a flip; the asked population only beside the gold's; list members cross no
  pairs; bounded counts against the label's bounded counts; names side by side are one thing's;
* (2.28.0) a rare gold term left out of the answer clause following it, with another clinical term in
  its place, read as bags of stems (``substituted_term``); a contraindication the gold states, denied
  (``opposite_claim``); a count of the things the gold lists, not their number (``wrong_number``);
  each part of a comparison question read as a question; a negation in another clause than the one
  stating the label's sentence is not its negation; "failed to" and "unknown" read as negations,
  "hyperpyrexia" as the other pole of "hypothermia"; a frequency field's conditional value of its
  own, beside the gold's, qualified as the label qualifies it;
* (2.29.0) a label term replaced in a restated label sentence; a flat dose given per kilogram; "more
  than N" permitted where the label limits to N; an indication the label names only as a use without
  evidence; (2.30.0) members given to another class than the label gives them;
* (2.31.0) two figures each given beside the other's word ("a ratio of 8 at 5 hours" where the label
  says 5 at 8 hours: ``wrong_number``); a treatment said to be stopped where a label sentence holding
  the answer's words says it may be continued, or the reverse, and what a negated label clause forbids
  permitted ("another dosing device may be used") (``opposite_claim``); a dose given for a condition
  none of the label's indications names (``substituted_term``); intervals of days, weeks and months
  read as frequencies ("every 4 weeks", "monthly"; "every two weeks" is every other week);
* (2.32.0) a contraindication of the gold, or of a question on one label that is not a yes/no
  question, denied, softened to a precaution where the gold gives none ("may be used with caution")
  or said not to reach a term the label's contraindication names ("it does not extend to azole
  antifungals"), and a precaution of the gold denied by an answer stating none ("no special caution
  is needed"); patients named by what they take where the label names them by what they do not take;
  the other pole of a gold finding named by a prefix ("hypertension" for hypotension)
  (``opposite_claim``); an organ or body part of the gold replaced, where it stood, by one neither the
  gold nor the question names ("renal or cardiac impairment" for renal or hepatic;
  ``substituted_term``);
* (2.33.0) an answer clause restating its own supporting quote with a clinical term of the quote
  replaced where it stood ("active hepatitis B" citing "active tuberculosis"; ``substituted_term``);
  what a label sentence says is not known, said to be known (``opposite_claim``); words of a gold
  sentence no label sentence has are the gold writer's, not required of an answer;
* as v1/v2: a citation from another label or to a missing passage, an answer without citation,
  an answer where the gold refuses, missing, duplicate and malformed items.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from itertools import chain, combinations, permutations
from typing import Any, Iterable, Mapping, Sequence

try:  # a package under evaluate and in the runner; a plain folder in the Harbor verifier
    from . import claim_matching as match
    from . import claim_substitution as substitution
    from . import claims as cl
    from . import rubric as base
    from .common_words import FREQUENT
    from .common_words import WORDS as COMMON_WORDS
except ImportError:
    import claim_matching as match
    import claim_substitution as substitution
    import claims as cl
    import rubric as base
    from common_words import FREQUENT
    from common_words import WORDS as COMMON_WORDS

# Thresholds, tuned on the dev half of the verifier validation set only (see the metric card).
SAME_FINDING = 0.6  # share of a claim's words another has, for a label claim to state it
ALIGNED = 0.5  # both ways: the share of words at which two clauses are about the same finding
ALIGNED_POLARITY = 0.5  # both ways: how alike two sentences must be for their polarity to be compared
EXPRESSED = (0.35, 0.65)  # coverage of a gold claim: no credit .. full credit
# (2.19.0) a clause of a gold sentence with at least CLAUSE_WORDS words, expressed below OMITTED, is left out
CLAUSE_WORDS, OMITTED = 3, 0.25
WHOLE_ANSWER = 0.9  # a gold claim covered by the answer as a whole, not one sentence, at this discount
OWN_WORDS_LEFT = 2  # (2.33.0) the gold's own words (no label sentence has them) are left out where this many remain
FOCUS = 4.0  # an answer up to this many times the gold's size (label-stated additions aside) is focused; 0 at twice
PASTE_SHARE, PASTE_RATIO = 0.6, 1.5  # copied sentences and size ratio at which an answer is a paste
# (2.15.0) a label sentence stating this share of a gold claim is its source; an answer sentence
# of which a source states the second share, and which has the third of the claim, expresses it
SOURCE = (0.7, 0.5, 0.2)
CONTEXT = 0.5  # share of an answer sentence's other words a label sentence has, to state a clause of it (2.11.0)
# (2.13.0) an answer clause no gold clause is about contradicts a label clause with an antonym when
# the two are this alike, both ways, and each has at least LABEL_POLE_WORDS words (the question's aside)
LABEL_POLE_ALIGNED, LABEL_POLE_WORDS = 0.67, 3
CITE_DILUTION = 2  # passages cited beyond max(2, this x the gold's) dilute citation support
REFUSAL_NO_WORDING = 0.75  # answer content of a refusal with status NOT_FOUND but no refusal wording
_FIELD_CRITICAL = {"dose": "wrong_dose", "max_daily_dose": "wrong_dose", "strengths": "wrong_dose",
                   "unit": "wrong_unit", "route": "wrong_route", "frequency": "wrong_frequency",
                   "population": "wrong_population"}


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


@functools.lru_cache(maxsize=4096)
def _label_sentences(sid: str, pid: str, text: str) -> tuple:
    return tuple(cl.make_claim(x, f"{sid}/{pid}") for x in cl.sentences(text))


def label_sentences(passages: Mapping[str, Any], set_ids: list[str]) -> list:
    return [c for sid in set_ids if isinstance(passages.get(sid), Mapping)
            for pid, text in passages[sid].items() if isinstance(text, str) for c in _label_sentences(sid, pid, text)]


# (2.33.0) A label sentence leaving a question open, and what it leaves open: "It is not known whether
# <rest>", "has not yet been established if <rest>", "it is unclear whether <rest>", "whether <inner>
# remains unknown" (a few words may stand between; a decimal point does not end it)
_NOT_KNOWN_WHETHER_RE = re.compile(
    r"(?i)(?:\b(?:not|never)\s+(?:(?:been|yet|well|clearly)\s+){0,2}(?:known|established|determined|clear)"
    r"|\b(?:unknown|unclear|uncertain))(?:\s+\w+){0,3}?\s+(?:whether|if)\b(?P<rest>(?:[^.;]|\.\d)*)"
    r"|\bwhether\b(?P<inner>(?:[^.;]|\.\d)*?)\b(?:is|are|remains?)\s+(?:not\s+known|unknown|unclear|uncertain)\b")


# (2.37.0) The label's dosing sections (a passage whose title is section 2 or names dosage) read line by
# line under their headings: the passage's title, and a short line ending in ":" that heads the lines
# after it ("Juvenile Idiopathic Arthritis (2.2):"). Each line keeps the words of its headings.
_DOSING_TITLE_RE = re.compile(r"(?i)^\s*2(?:\.\d+)*\s|\bdosage\s+and\s+administration\b")
# a clause that denies or contrasts speaks of a condition without binding the figure to it
_CONTRASTING_RE = re.compile(r"(?i)\b(?:not|no|never|unlike|whereas|while|versus|vs|than|instead|except|rather)\b|n't\b")
_DOSING_HEADING_RE = re.compile(r"^\s*(?:\d+(?:\.\d+)*\s+)?(.*?)\s*(?:\([\d.,\s]+\))?\s*:?\s*$")
HEADING_CHARS = 120  # longest line read as a heading
_NUMBERED_HEADING_RE = re.compile(r"^\d+(?:\.\d+)+\s+[A-Z]")
_CONDITION_CLAUSE_RE = re.compile(r"(?i)[,;()]|\band\b|\bwhich\b|\bwhile\b")  # where a condition's clause ends
_CONDITION_SPLIT_RE = re.compile(r"(?i),|\band\b|\bor\b|/")
_CONDITION_GENERIC = frozenset(map(base._stem, ("disease", "diseases", "disorder", "patients", "adult", "adults",
                                                "pediatric", "treatment", "dosage", "dose", "dosing", "recommended",
                                                "administration")))


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


# (2.37.0) a sentence describing a study: what was given to whom in it ("a single oral dose of 100 mg was
# administered to 20 healthy males with BPH"), not a cross-reference ("see Clinical Studies") or an instruction
_STUDY_DESCRIBED_RE = re.compile(r"(?i)\b(?:crossover|cross-over|(?:was|were) (?:administered|given) (?:in\s+[\w\s-]+?\s+)?to|"
                                 r"a single (?:oral |intravenous |subcutaneous )?dose|"
                                 r"healthy\s+(?:\w+\s+)?(?:males|females|men|women|subjects))\b")


class LabelView:
    """What v3 reads of the labels of a question, worked out once and shared by every answer to
    it: their claims and sentences, the quantities they state, word indexes of both, the text
    pasted answers are looked up in, and their vocabulary."""

    def __init__(self, passages: Mapping[str, Any], set_ids: list[str]) -> None:
        self.set_ids = tuple(dict.fromkeys(set_ids))
        self.claims = tuple(label_claims(passages, set_ids))
        self.sentences = tuple(label_sentences(passages, set_ids))
        self.numbers = frozenset(_label_numbers(self.claims)
                                 | cl.spelled_numbers("\n".join(u.text for u in self.sentences)))
        self.claim_index = _word_index(self.claims)
        self.sentence_index = _word_index(self.sentences)
        self.hay = _hay(self.sentences)
        self.claim_sentences = tuple((c, s) for s in self.sentences for c in cl.claims_of(s.text, s.source))
        # the clauses of each sentence (claims_of a sentence, not of a passage: the two differ where a
        # clause runs across a sentence end), indexed by word for label_opposite
        self.claim_sentence_index = _word_index([c for c, _ in self.claim_sentences])
        self.value_sets = tuple(frozenset(k for k, _, _ in s.values["numbers"]) for s in self.sentences)
        self.sequences = substitution.References(s.text for s in self.sentences)
        texts = [t for sid in set_ids if isinstance(passages.get(sid), Mapping) for t in passages[sid].values()
                 if isinstance(t, str)]
        # (2.15.0) the label's words in order, passage by passage; its vocabulary is theirs
        self.passage_words = tuple(tuple(vocabulary_tokens(t)) for t in texts)
        self.vocabulary = frozenset().union(*map(_stems_of, self.passage_words))
        self._texts = tuple(texts)
        self._abbreviations: dict[str, bool] = {}

    @functools.cached_property
    def statements(self) -> tuple:
        """(2.41.0) The label's short affirmative sentences read whole (``STATEMENT_WORDS`` words at most,
        with "can", "may", "is", "are" or "causes"), each with its two or three content words ("PURIXAN",
        "hepatotoxicity" of "PURIXAN can cause hepatotoxicity."); not where a negated label clause has
        those words, or the label has one of them with "un-" or "non-" ("scored" beside "unscored")."""
        negated = [c.words for c, _ in self.claim_sentences if c.negated]
        out = []
        for u in self.sentences:
            words = u.words - _STATEMENT_FILLERS
            if u.negated or len(u.text.split()) > STATEMENT_WORDS or not 2 <= len(words) <= 3 \
                    or not _STATEMENT_VERB_RE.search(u.text):
                continue
            if any(_has_forms(c, words) for c in negated) \
                    or any(f"{p}{w}" in self.vocabulary for w in words for p in ("un", "non")):
                continue
            out.append((u, words))
        return tuple(out)

    @functools.cached_property
    def unshown(self) -> dict:
        """(2.41.0) For safety and effectiveness (efficacy), the label sentences that say it was not
        established or shown ("Effectiveness ... was not demonstrated in a 52 week ... trial")."""
        out: dict = {}
        for u in self.sentences:
            for m in _LABEL_NOT_SHOWN_RE.finditer(u.text):
                named = next(g for g in m.groups() if g)
                for x in dict.fromkeys(_measures_in(named)):
                    out.setdefault(x, []).append(u)
        return out

    @functools.cached_property
    def shown(self) -> frozenset:
        """(2.41.0) The measures some label sentence says were established or shown."""
        return frozenset(x for u in self.sentences for x, _ in shown_measures(u.text, label=True))

    @functools.cached_property
    def open_questions(self) -> tuple:
        """(2.33.0) What the label says it is not known whether it holds, as claims, whole and clause by
        clause ("RUKOBIA is present in human milk" of "It is not known whether RUKOBIA is present in
        human milk, affects milk production, or ..."; not what the sentence states as known beside it)."""
        out = []
        for u in self.sentences:
            for m in _NOT_KNOWN_WHETHER_RE.finditer(u.text):
                left_open = (m.group("rest") or m.group("inner") or "").strip(" ,")
                if left_open:  # the whole, and each of its clauses ("present in milk, affects milk production, or ...")
                    out += dict.fromkeys([cl.make_claim(left_open, u.source), *cl.claims_of(left_open, u.source)])
        return tuple(out)

    @functools.cached_property
    def joined(self) -> frozenset:
        """(2.15.0) Two tokens of a passage, one of which has a digit, written as one ("cyp3a4")."""
        return frozenset(a + b for words in self.passage_words for a, b in zip(words, words[1:])
                         if any(ch.isdigit() for ch in a + b) and (a + b).isalnum())

    @functools.cached_property
    def indications(self) -> tuple:
        """(2.29.0) The label sentences that state an indication ("is indicated for")."""
        return tuple(u for u in self.sentences if _INDICATED_FOR_RE.search(u.text))

    @functools.cached_property
    def members(self) -> tuple:
        """(2.30.0) The label's (class, member) pairs (``class_members``), its classes, how many of
        them have each class word, and its members."""
        pairs = tuple((c, m) for c, ms in class_members(self.text) for m in ms)
        classes = frozenset(c for c, _ in pairs)
        return pairs, classes, Counter(t for c in classes for t in c), frozenset(m for _, m in pairs)

    @functools.cached_property
    def indication_block(self) -> tuple:
        """The label's indication sentences and the ``INDICATION_FOLLOWERS`` sentences after each in
        its passage, up to a section heading (an indication sentence may break at "indicated for the
        treatment of the following infections:" before its list)."""
        out: dict = {}
        for i, u in enumerate(self.sentences):
            if not _INDICATION_RE.search(u.text):
                continue
            out[i] = u
            for k, v in enumerate(self.sentences[i + 1:i + 1 + INDICATION_FOLLOWERS], i + 1):
                if v.source != u.source or _HEADING_RE.match(v.text):
                    break
                out[k] = v
        return tuple(out.values())

    @functools.cached_property
    def indication_words(self) -> frozenset:
        """(2.31.0) The words of the ``indication_block``."""
        return frozenset().union(*(u.words for u in self.indication_block))

    @functools.cached_property
    def headed(self) -> tuple:
        """(2.37.0) ``(lines, headings)`` of the label's dosing sections (:func:`headed_lines`), read on first use."""
        return headed_lines(self._texts)

    @functools.cached_property
    def limit_sentences(self) -> tuple:
        """(2.37.0) The label sentences that set a daily limit (:func:`limit_frequencies`)."""
        return tuple(u.text for u in self.sentences if limit_frequencies(u.text))

    @functools.cached_property
    def incidence_bands(self) -> dict:
        """(2.38.0) The events the label lists under bands of incidence (:func:`incidence_bands`)."""
        return incidence_bands(self._texts)

    @functools.cached_property
    def incidence_band_set(self) -> frozenset:
        """(2.38.0) Every band of incidence the label lists events under."""
        return frozenset().union(*self.incidence_bands.values())

    @functools.cached_property
    def incidence_events(self) -> dict:
        """(2.38.0) The events of ``incidence_bands``, the longest first, each with its pattern (a whole
        word or words, in the singular or plural, :func:`_event_pattern`), for lower-case text."""
        return {e: re.compile(rf"(?<![\w-]){_event_pattern(e)}(?![\w-])")
                for e in sorted(self.incidence_bands, key=lambda e: (-len(e), e))}

    @functools.cached_property
    def incidence_event_re(self) -> re.Pattern:
        """(2.38.0) The events of ``incidence_bands`` as one pattern, the longest first (so "abdominal pain"
        is read where it stands, not its "pain")."""
        return re.compile("|".join(rx.pattern for rx in self.incidence_events.values()) or r"(?!)")

    @functools.cached_property
    def dosing_conditions(self) -> frozenset:
        """(2.37.0) The conditions the headings of the label's dosing sections name, each as its clinical
        words (four letters or more, generic words aside), where the label's indications use them all:
        "Crohn's Disease and Ulcerative Colitis (2.3, 2.4):" names {crohn} and {ulcerat, colitis}."""
        out = set()
        for heading in self.headed[1]:
            for part in _CONDITION_SPLIT_RE.split(heading):
                words = frozenset(t for t in _words_of(part) - _CONDITION_GENERIC if len(t) >= 4 and _clinical_stem(t))
                if words and words <= self.indication_words:
                    out.add(words)
        return frozenset(out)

    @functools.cached_property
    def contraindicating(self) -> tuple:
        """(2.32.0) The words of each label sentence stating a contraindication (none denied), up to an
        exception it makes ("contraindicated in pregnant women ... and should be used in neoplastic
        diseases only when ...": the words before "should be used")."""
        return tuple(cl.make_claim(_EXCEPTION_RE.split(u.text, maxsplit=1)[0]).words
                     for u in map(self.sentences.__getitem__, self.sentence_index.get(_CONTRAINDICATED, ()))
                     if not _ANY_DENIAL_RE.search(u.text))

    @functools.cached_property
    def cautioning(self) -> tuple:
        """(2.32.0) The positions of the label sentences holding a precaution ("with caution",
        "precautions"), in order."""
        return tuple(sorted({*self.sentence_index.get(_CAUTION, ()), *self.sentence_index.get(_PRECAUTION, ())}))

    @functools.cached_property
    def glosses(self) -> frozenset:
        """(2.32.0) The pairs of stems the label gives as one another in parentheses ("methotrexate
        (MTX)"), each as a frozenset."""
        return frozenset(frozenset((base._stem(m.group(1).lower()), base._stem(m.group(2).strip().lower())))
                         for m in _GLOSS_RE.finditer(self.text))

    @functools.cached_property
    def dosing_words(self) -> tuple:
        """(2.31.0) The words of each label sentence that gives a dose (``_DOSE_RE``); (2.37.0) not a
        sentence describing a study ("a single oral dose of VIAGRA 100 mg ... to 20 healthy males with
        BPH"), which gives no dose for the condition its subjects have."""
        return tuple(u.words for u in self.sentences if _DOSE_RE.search(u.text) and not _STUDY_DESCRIBED_RE.search(u.text))

    @functools.cached_property
    def graded_doses(self) -> tuple:
        """(2.36.0) The (population, its organs) -> doses pairs of the label's sentences (``graded_doses``)."""
        return tuple(pair for u in self.sentences for pair in graded_doses(u.text, label=True).items())

    @functools.cached_property
    def daily_counts(self) -> frozenset:
        """(2.36.0) The counts a day the label gives, limits or not ("1 tablet three times daily"), as
        ``limit_frequencies`` gives them (times)."""
        return frozenset((float(n), "times") for u in self.sentences for n in _daily_counts(u.text))

    @functools.cached_property
    def limit_frequencies(self) -> frozenset:
        """(2.36.0) The daily limits the label sets (``limit_frequencies`` of its sentences)."""
        return frozenset().union(*(limit_frequencies(u.text) for u in self.sentences))

    @functools.cached_property
    def flat_text(self) -> str:
        """``text`` lower-cased, its spaces made one (the organ checks look words up in it)."""
        return " ".join(self.text.lower().split())

    @functools.cached_property
    def by_label(self) -> dict:
        """(2.36.0) Set id -> its sentences."""
        out: dict = {}
        for u in self.sentences:
            out.setdefault(u.source.split("/")[0], []).append(u)
        return out

    @functools.cached_property
    def label_texts(self) -> dict:
        """(2.36.0) Set id -> the text of its sentences."""
        return {sid: " ".join(u.text for u in us) for sid, us in self.by_label.items()}

    @functools.cached_property
    def label_words(self) -> dict:
        """(2.36.0) Set id -> the lower-cased words of five letters or more its sentences use, everyday
        words aside ("phenylephrine", "decongestant"; not "times")."""
        return {sid: frozenset(w for w in re.findall(r"[a-z]{5,}", text.lower()) if not general_word(w))
                for sid, text in self.label_texts.items()}

    @functools.cached_property
    def label_values(self) -> dict:
        """(2.36.0) Set id -> the values its sentences give (doses, "every N hours", daily limits)."""
        return {sid: frozenset().union(*map(_values_given, (u.text for u in us))) for sid, us in self.by_label.items()}

    @functools.cached_property
    def sentence_phrases(self) -> tuple:
        """(2.39.0) The crossed-pair terms (:func:`phrase_terms`) of each phrase of each label sentence that
        has any, sentence by sentence."""
        return tuple(tuple(t for t in map(phrase_terms, _phrases(u.text)) if t) for u in self.sentences)

    @functools.cached_property
    def phrase_index(self) -> tuple:
        """(2.39.0) Crossed-pair term -> the positions of the label phrases holding it (``sentence_phrases``
        in order; how many there are is how many phrases hold it); and term -> the label sentences naming it."""
        index: dict = {}
        named: dict = {}
        i = 0
        for k, phrases in enumerate(self.sentence_phrases):
            for terms in phrases:
                for t in terms:
                    index.setdefault(t, set()).add(i)
                    named.setdefault(t, set()).add(k)
                i += 1
        return ({t: frozenset(i) for t, i in index.items()}, {t: frozenset(k) for t, k in named.items()})

    @functools.cached_property
    def figure_neighbours(self) -> tuple:
        """(2.31.0) ``figure_neighbours`` of each label sentence that gives two figures or more, and
        an index of them: figure -> the positions of those giving it."""
        found = tuple(n for n in (figure_neighbours(u.text) for u in self.sentences) if len(n) >= 2)
        index: dict = {}
        for i, neighbours in enumerate(found):
            for figure in neighbours:
                index.setdefault(figure, []).append(i)
        return found, index

    @functools.cached_property
    def forbidding(self) -> tuple:
        """(2.31.0) The label's clauses of ``PERMITTED_WORDS`` words or more that forbid (negated, with
        a forbidding verb: "Do not use any other dosing device"; not a statement of fact such as "no
        dose adjustment is necessary" or "may not be necessary"), in sentences under no condition
        ("Do not use the vial if it has been frozen" forbids only a frozen vial)."""
        return tuple(c for c, s in self.claim_sentences
                     if c.negated and len(c.words) >= PERMITTED_WORDS and _FORBIDS_RE.search(c.text)
                     and not _CONDITION_WORDS_RE.search(s.text))

    @functools.cached_property
    def tokens(self) -> frozenset:
        """(2.26.1) The label's tokens."""
        return frozenset(t for words in self.passage_words for t in words)

    @functools.cached_property
    def value_index(self) -> dict:
        """(2.27.1) A value key -> the indices of the label sentences stating it."""
        index: dict = {}
        for i, keys in enumerate(self.value_sets):
            for key in keys:
                index.setdefault(key, []).append(i)
        return index

    @functools.cached_property
    def text(self) -> str:
        """(2.26.0) The label's sentences as one text, for the checks that search it whole."""
        return "\n".join(u.text for u in self.sentences)

    @functools.cached_property
    def pole_bound(self) -> tuple[Counter, frozenset]:
        """(2.35.0) Each term with the direction the label gives it ("increased CPK": CPK with the pole
        of increase), as ``pole_bound_terms`` reads its sentences strictly (how many sentences give
        it), and loosely."""
        strict = Counter(pair for u in self.sentences
                         for pair in {(pole, term) for pole, terms in pole_bound_terms(u.text) for term in terms})
        loose = frozenset((pole, term) for u in self.sentences for pole, terms in pole_bound_terms(u.text, True)
                          for term in terms)
        return strict, loose

    @functools.cached_property
    def population_passages(self) -> tuple[str, ...]:
        """(2.35.0) The label's passages (its sentences joined by where they come from), where a
        population and its qualifiers are read together."""
        grouped: dict = {}
        for u in self.sentences:
            grouped.setdefault(u.source, []).append(u.text)
        return tuple(" ".join(texts) for texts in grouped.values())

    @functools.cached_property
    def indication_stems(self) -> frozenset:
        """(2.35.0) The ``indication_block`` as ``_plain_stems`` reads it."""
        return frozenset().union(*(_plain_stems(u.text) for u in self.indication_block))

    @functools.cached_property
    def own_device_rule(self) -> str | None:
        """(2.34.0) The label's words saying the dose is measured with its own device only ("use
        enclosed dosing cup only"), or None: read once per label, not once per answer."""
        found = _ONLY_DEVICE_RE.search(self.text)
        return found.group(0) if found else None

    @functools.cached_property
    def denied(self) -> frozenset:
        """(2.26.1) The (value, unit) pairs the label says do not exist (``_denied``)."""
        return frozenset(key for key, _ in _denied(self.text))

    @functools.cached_property
    def bounded(self) -> frozenset:
        """(2.27.1) The counts the label bounds by "at least" or "at most" (``bounded_counts``)."""
        return bounded_counts(self.text)

    @functools.cached_property
    def monitored_words(self) -> frozenset | None:
        """(2.40.0) The content stems of the label's sentences with a word of monitoring in them ("monitor",
        "measure", "check", "assess", "obtain", "evaluate", "determine"), whatever they say of it; None where no
        sentence says "monitor" (``check_monitored``)."""
        if not any(_MONITOR_RE.search(u.text) for u in self.sentences):
            return None
        return frozenset().union(*(substitution.stems_of(u.text) for u in self.sentences
                                   if _MONITORING_SENTENCE_RE.search(u.text)))

    @functools.cached_property
    def food_rules(self) -> tuple | None:
        """(2.40.0) ``(the answer's rule against the label's, the label's rule)`` where the label states one
        food rule and allows no other (``check_food_rule``); None otherwise."""
        if _food_allowed_both(self.text):
            return None
        with_food = _stated_rules(_LABEL_WITH_FOOD_RE, self.text, label=True)
        without_food = _stated_rules(_LABEL_WITHOUT_FOOD_RE, self.text, label=True)
        if bool(with_food) == bool(without_food):
            return None
        return (_WITHOUT_FOOD_RE, with_food[0].group(0)) if with_food else (_WITH_FOOD_RE, without_food[0].group(0))

    @functools.cached_property
    def subject_words(self) -> frozenset:
        """(2.40.0) The words in more than ``ASKED_SUBJECT_SHARE`` of the label's sentences (and more than two):
        the drug's names, not what it is about (``check_asked_value``, (2.36.0); ``check_monitored``)."""
        most = max(2, ASKED_SUBJECT_SHARE * len(self.sentences))
        return frozenset(w for w, held in self.sentence_index.items() if len(held) > most)

    @functools.cached_property
    def dosed(self) -> tuple:
        """(2.26.1) (qualifiers, doses, text) of each label sentence that gives a dose and is not on a
        study (``check_bound_dose``)."""
        return tuple((_qualifiers(u), _doses(u), u.text) for u in self.sentences
                     if _doses(u) and not _STUDY_RE.search(u.text))

    def names_class_or_family(self, token: str) -> bool:
        """(2.26.1) Whether ``token`` names what label words share: the ending of ``CLASS_MEMBERS``
        of them or more ("azoles": ketoconazole, itraconazole), or, with a digit, the start of one,
        or of two written as one ("cyp3a": CYP3A4, "CYP 3A4")."""
        word = token[:-1] if token.endswith("s") and len(token) > 5 else token
        if len(word) < 4:
            return False
        if any(ch.isdigit() for ch in word):
            return any(t.startswith(word) and t != word for t in self.tokens | self.joined)
        return sum(1 for t in self.tokens if len(t) > len(word) + 2 and t.endswith(word)) >= CLASS_MEMBERS

    def initials(self, token: str) -> bool:
        """(2.29.0) Whether ``token``, of letters and figures, is the first characters of as many
        consecutive words of the label ("t2dm": type 2 diabetes mellitus)."""
        if not (3 <= len(token) <= 6 and token.isalnum() and not token.isalpha() and not token.isdigit()):
            return False
        n = len(token)
        return any(all(w[:1] == ch for w, ch in zip(words[i:i + n], token))
                   for words in self.passage_words for i in range(len(words) - n + 1) if words[i][:1] == token[0])

    def abbreviation(self, token: str) -> bool:
        """(2.15.0) Whether ``token`` is the first letters of two or three consecutive words of the
        label, one to three of each ("crcl": creatinine clearance)."""
        if not (4 <= len(token) <= 6 and token.isalpha()):
            return False
        if token not in self._abbreviations:
            self._abbreviations[token] = any(
                _spells(token, words[i:i + n]) for words in self.passage_words for n in (2, 3)
                for i in range(len(words) - n + 1) if words[i][:1] == token[0])
        return self._abbreviations[token]


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


@functools.lru_cache(maxsize=64)
def _label_view(key: tuple) -> LabelView:
    return LabelView({sid: {pid: read_as_meant(t) for pid, t in items} for sid, items in key[1]}, list(key[0]))


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


def label_view(passages: Mapping[str, Any], set_ids: list[str]) -> LabelView:
    """The ``LabelView`` of ``set_ids``'s labels in ``passages`` (cached on their texts)."""
    labels = tuple((sid, tuple((pid, t) for pid, t in passages[sid].items() if isinstance(t, str)))
                   for sid in dict.fromkeys(set_ids) if isinstance(passages.get(sid), Mapping))
    return _label_view((tuple(set_ids), labels))


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


def expressed(g: Any, sentences: list, whole: Any, skip: frozenset,
              view: LabelView | None = None) -> tuple[float, list]:
    """How fully the answer expresses gold sentence ``g`` (:func:`_expressed`), times (2.19.0) one
    less the share of its clauses of ``CLAUSE_WORDS`` words or more that the answer leaves out
    altogether (each expressed below ``OMITTED``); and those clauses. An answer that says one of
    the gold's two findings in full ("use with caution in renal or hepatic impairment") and nothing
    of the other ("and monitor serum concentrations") is not credited with most of the sentence for
    sharing most of its words."""
    share = _expressed(g, sentences, whole, skip, view)
    if not share:
        return share, []
    omitted, clauses = left_out(g, sentences, whole, skip, view)
    return (share * (1 - len(omitted) / clauses) if omitted else share), omitted


def _abbreviated(text: str, view: LabelView) -> frozenset:
    """(2.33.0) The stems of runs of two to four words of ``text`` whose initials are a token of the
    label ("hepatitis b virus" where the label says "HBV")."""
    tokens = cl._norm(text).split()
    initials = ((i, n, "".join(t[0] for t in tokens[i:i + n])) for n in (2, 3, 4) for i in range(len(tokens) - n + 1))
    return frozenset(w for i, n, short in initials if short in view.tokens and not general_word(short)
                     for w in cl.claim_words(" ".join(tokens[i:i + n])))


def left_out(g: Any, sentences: list, whole: Any, skip: frozenset, view: LabelView | None = None) -> tuple[list, int]:
    """(2.19.0) The clauses of gold sentence ``g`` (``CLAUSE_WORDS`` words or more, where it has two
    such or more) that the answer expresses below ``OMITTED``, and how many such clauses it has."""
    clauses = [c for c in cl.claims_of(g.text, g.source) if c.size(skip) >= CLAUSE_WORDS]
    if len(clauses) < 2:
        return [], len(clauses)
    return [c for c in clauses if _expressed(c, sentences, whole, skip, view) < OMITTED], len(clauses)


# (2.38.0) Words that frame a gold finding rather than state it: the noun of possibility ("because of the
# possibility of conduction disturbances": "because conduction disturbances may occur" says it), and verbs
# of saying ("the label does not state a separate caution": "the label gives no separate caution").
_POSSIBILITY = frozenset(cl.claim_words(cl._norm("possibility")))
_SAYING = frozenset(chain.from_iterable(cl.claim_words(cl._norm(w)) for w in (
    "state", "states", "stated", "say", "says", "said", "describe", "describes", "described", "specify",
    "specifies", "specified")))
# an answer sentence in which the label denies saying something ("the label gives no separate caution")
_LABEL_DENIES_RE = re.compile(
    r"(?i)\b(?:label|labeling|labelling|prescribing information|passages?)\s+(?:(?:does|do|did)\s+not|doesn't|don't|"
    r"didn't|(?:gives?|has|have|provides?|includes?|contains?|lists?|adds?|sets?\s+out|offers?|makes?|mentions?|"
    r"states?|specif(?:y|ies)|describes?)\s+no|is\s+silent|says?\s+nothing)\b")
# a gold sentence that denies saying without a negator ("the label says nothing about ...", "is silent on")
_SAYS_NOTHING_RE = re.compile(r"(?i)\b(?:nothing|silent)\b")
_FRAMING = _POSSIBILITY | _SAYING


def _expressed(g: Any, sentences: list, whole: Any, skip: frozenset, view: LabelView | None = None) -> float:
    """How fully the answer expresses claim ``g`` (:func:`_expressed_by`). (2.38.0) The gold's noun of
    possibility is left out, and so are its verbs of saying where it states them, not denies them, where
    ``OWN_WORDS_LEFT`` other words (besides the question's) remain. A denial of saying ("the label does
    not state a separate caution", "says nothing about") is expressed without its verb only by a sentence
    in which the label denies too (``_LABEL_DENIES_RE``: "the label gives no separate caution"): "head
    and neck patients need no separate caution", "per the label, they need no separate caution", "the
    drug is not removed by dialysis" for "the label does not state whether it is" assert what the label
    leaves unsaid. (A sentence negated as a whole, "the label states that no adjustment is needed", is
    read as a denial: its verb stays.)"""
    framing = g.words & _FRAMING
    if not framing or len(g.words - skip - framing) < OWN_WORDS_LEFT:
        return _expressed_by(g, sentences, whole, skip, view)
    if not (framing & _SAYING and (g.negated or _SAYS_NOTHING_RE.search(g.text))):
        return _expressed_by(g, sentences, whole, skip | framing, view)
    share = _expressed_by(g, sentences, whole, skip | (framing & _POSSIBILITY), view)
    denials = [s for s in sentences if _LABEL_DENIES_RE.search(s.text)]
    if denials and share < EXPRESSED[1]:
        share = max(share, max(match.coverage(g, s, skip | framing) for s in denials))
    return share


def _expressed_by(g: Any, sentences: list, whole: Any, skip: frozenset, view: LabelView | None = None) -> float:
    """How fully the answer expresses claim ``g``: in one sentence, or over the whole answer;
    or (2.15.0) fully, by a sentence that says what a label sentence stating ``g`` says
    (:func:`label_sourced`). (2.33.0) A word of ``g`` that no sentence of the label has (letters
    only: not a figure, nor a pole) is the gold writer's own ("interchangeable", "necessitating"),
    not a fact an answer must repeat: such words are left out where as many of ``g``'s words remain,
    and ``OWN_WORDS_LEFT`` at least; not words the label writes as initials (:func:`_abbreviated`:
    "hepatitis B virus" where the label says "HBV")."""
    if view is not None:
        own = frozenset(w for w in g.words - skip if w.isalpha() and w not in view.sentence_index)
        own = own - _abbreviated(g.text, view) if own else own
        if own and len(g.words - skip - own) >= max(OWN_WORDS_LEFT, len(own)):
            skip = skip | own
    best = max((match.coverage(g, s, skip) for s in sentences), default=0.0)
    share = max(best, WHOLE_ANSWER * match.coverage(g, whole, skip))
    if view is None or share >= EXPRESSED[1]:
        return share
    sources = label_sources(g, view, skip)
    if any(label_sourced(g, s, sources, skip) for s in sentences):
        return EXPRESSED[1]
    return share


def label_sources(g: Any, view: LabelView, skip: frozenset) -> list:
    """The label sentences that state gold claim ``g`` (``SOURCE[0]`` of its words and values, with
    its polarity): the sentences it was written from."""
    return [view.sentences[i] for i in _near(view.sentence_index, g.words - skip)
            if view.sentences[i].negated == g.negated and match.covers(g, view.sentences[i], skip, SOURCE[0])]


def label_sourced(g: Any, s: Any, sources: list, skip: frozenset) -> bool:
    """(2.15.0) Whether answer sentence ``s`` expresses gold claim ``g`` in the label's words rather
    than the gold's: it shares ``SOURCE[2]`` of ``g`` and one of ``g``'s source sentences states
    ``SOURCE[1]`` of it, with its polarity (the gold's wording is one paraphrase of the label,
    not the only one). Loose by design (the metric card's limitations): a sentence that says only a
    side clause of the source, sharing a fifth of the claim, is credited too."""
    return match.coverage(g, s, skip) >= SOURCE[2] and any(
        source.negated == s.negated and match.covers(s, source, skip, SOURCE[1]) for source in sources)


def _adds_asked(a: Any, ref: Any, asked: frozenset) -> bool:
    """(2.27.0) Whether ``a`` states the populations of gold clause ``ref`` and, besides, only ones the
    question names; (2.27.1) it keeps ``ref``'s (moving a gold fact onto the asked population is the
    population error itself)."""
    mine, theirs = a.values["population"], ref.values["population"]
    return theirs <= mine and (mine - theirs) <= asked


def check_claims(answer_claims: list, gold_claims: list, view: LabelView, skip: frozenset, known: set,
                 criticals: list[str], notes: list[str], asked: frozenset = frozenset()) -> None:
    """Critical errors of the answer's clauses (``(clause, its sentence)`` pairs): an antonym or
    another value of the gold clause they are about, which no label clause states as the answer
    does (2.11.0: in a label sentence about what the answer's sentence is about); quantities
    no passage (nor the question) states, ``known`` being the quantities that are stated: doses,
    concentrations and rates, and (2.24.0) durations ("the first 4 weeks" where the label says 2)
    and counts written as numerals ("8 doses in 24 hours", "at least 10 cases", :func:`_counted`).
    (2.27.0) A population the question names (``asked``), added to the gold clause's, is not a
    population error (:func:`_adds_asked`): "an infant who is HIV-1-negative could acquire HIV-1
    through breastfeeding", asked about breastfeeding, beside the gold's "HIV-1 transmission in
    HIV-1-negative infants". (2.29.0) A clause as much about another gold clause, which states its
    values and which it agrees with, contradicts neither ("then 40 mg every other week beginning one
    week after that first dose" is about the gold's 40 mg clause as much as its "initial dose of 80
    mg")."""
    for a, sentence in answer_claims:
        best, ref = max(((match.aligned(a, g, skip), g) for g in gold_claims), key=lambda pair: pair[0],
                        default=(0.0, None))
        if ref is not None and best >= ALIGNED:
            found = [(crit, f"claim {a.text!r} {note} (gold)") for crit, note in match.conflicts(a, ref)
                     if crit != "wrong_population" or not _adds_asked(a, ref, asked)]
            if found and any(g is not ref and match.aligned(a, g, skip) >= best and not match.conflicts(a, g)
                             and base._covered(a.values, g.values) >= a.value_count for g in gold_claims):
                found = []
        elif a.poles and len(a.words - skip) >= LABEL_POLE_WORDS and (opposite := label_opposite(a, view, skip)):
            found = [("opposite_claim", f"claim {a.text!r} states the opposite of {opposite.text!r} ({opposite.source})")]
        else:
            found = []
        if found and match.label_states(a, sentence, view.claim_sentences, skip, SAME_FINDING, CONTEXT) is None:
            for crit, note in found:
                _add(criticals, notes, crit, note)
        for key, _, raw in sorted(a.values["numbers"], key=repr):  # a set: notes in one order in every process
            if _quantity_known(key, raw, known) or (key[0] == "number" and not _counted(sentence.text, raw)):
                continue
            crit = "wrong_dose" if key[0] in base._DOSE_KINDS and key[0] != "percent" else "wrong_number"
            _add(criticals, notes, crit, f"claim {a.text!r} states {raw:g} ({key[0]}), which no passage states")


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
ASKED_SUBJECT_SHARE = 0.1  # (2.36.0) a word in more of the label's sentences than this names the drug, not the dose asked
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


def _word_index(units: list) -> dict:
    """word -> indices of the units that have it (claims.word_index of their words)."""
    return cl.word_index(u.words for u in units)


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
# where a label sentence's contraindication ends and its exception starts
_EXCEPTION_RE = re.compile(r"(?i)\b(?:and\s+)?(?:should|may|can)\s+be\s+used\b|\bexcept\b|\bunless\b|\bbut\b")
SCOPE_LETTERS = 5  # the shortest stem of a term put outside a contraindication
# (2.32.0) a gold saying there is none, anywhere: "None.", "Drug B: none", "No contraindications are listed"
_NONE_RE = re.compile(r"(?i)(?:^|[:;.]\s*)(?:none\b|no\s+contraindications?\b|there (?:are|is) (?:no|none)\b)")
# a denial of further contraindications than those named: "no contraindications beyond this", "no other"
_NO_FURTHER_RE = re.compile(r"(?i)\b(?:other|beyond|besides|additional|further|apart from|aside from)\b")


def _apostrophes(text: str) -> str:
    """``text`` with curly apostrophes written straight ("aren’t" -> "aren't")."""
    return text.replace("\u2019", "'").replace("\u2018", "'")


def _clause_around(text: str, start: int, end: int) -> tuple[str, str]:
    """The parts of ``text``'s clause before ``start`` and after ``end`` (a clause ends at a
    punctuation mark or "but")."""
    before = re.split(r"(?i)[,;:()]|\bbut\b", text[:start])[-1]
    after = re.split(r"(?i)[,;:()]|\bbut\b", text[end:])[0]
    return before, after


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


_ACRONYM_RE = re.compile(r"\b[A-Z]{2,}s?\b")
_MIXED_CASE_RE = re.compile(r"\b[A-Z][a-z]+[A-Z][A-Za-z]*\b")  # "CrCl", "HbA"


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
CLASS_MEMBERS = 2  # (2.26.1) label words ending in a word, for it to name their class ("azoles")


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


_MORE_THAN_RE = re.compile(r"(?i)\bmore than ([\w-]+)\s+([a-z]+)")  # the count and the word after it
_PERMITTED_RE = re.compile(r"(?i)\b(?:may|can|could|allowed|permitted|permissible|acceptable|fine|okay|ok)\b")
_FORBIDDEN_RE = re.compile(r"(?i)\b(?:avoid\w*|prohibit\w*|contraindicat\w*|unsafe|dangerous|risk\w*|harm\w*)\b")


def _clause(text: str, start: int, end: int) -> str:
    """The clause of ``text`` holding ``text[start:end]``: between punctuation."""
    head = max(text.rfind(mark, 0, start) for mark in ",;:") + 1
    tail = min([i for i in (text.find(mark, end) for mark in ",;.") if i >= 0] or [len(text)])
    return text[head:tail]


def _negated(clause: str) -> bool:
    """Whether ``clause`` has a function negator (``claims._FUNCTION_NEGATORS``, or "n't")."""
    return any(w.strip("()") in cl._FUNCTION_NEGATORS or w.endswith("n't") for w in clause.lower().split())


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


def _pole_stem(word: str) -> str:
    """(2.35.0) A word's stem as antonym pairs and synonyms read it ("decreased" as reduce)."""
    stem = base._stem(word)
    return base._SYNONYMS.get(stem, stem)


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
_NEGATING_RE = re.compile(r"(?i)\b(?:not|no|never|without|unlikely|rather than|instead of|neither|nor)\b|n't\b")


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


def _plain_stems(text: str) -> frozenset:
    return frozenset(base._stem(w) for w in re.findall(r"[a-z][a-z0-9]+", text.lower()))


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


PERMITTED_WORDS = 2  # the fewest words of a forbidding label clause
# a permission: "may (also) be used", "can take", "is acceptable"; not a possibility ("can cause")
_PERMISSION_RE = re.compile(r"(?i)\b(?:may|can|could)\s+(?:also\s+|still\s+)?(?:be\s+(?!(?:needed|required|necessary|warranted|"
                            r"seen|observed|reported|expected|associated|caused|affected|delayed|decreased|increased|"
                            r"elevated|prolonged|exposed|harmed|injured)\b)(?!\w+ing\b)\w+ed\b|be\s+(?:given|taken|"
                            r"done|worn|kept|split|broken|crushed|chewed|shaken|drunk|eaten|mixed)\b|use\b|"
                            r"take\b(?!\s+(?:up to|\d|several|a few|longer|time|weeks|days|months|hours))|give\b|"
                            r"substitute\b|replace\b|measure\b|continue\b|remain\b)|\b(?:is|are)\s+(?:also\s+)?(?:acceptable|"
                            r"allowed|permitted|permissible|fine|okay|ok)\b")
# a label clause that forbids: "do not use", "should not be divided", "never"
_FORBIDS_RE = re.compile(r"(?i)\b(?:do not|don't|never|should not|shouldn't|must not|mustn't|cannot)\b")
# a forbidding sentence under a condition ("Do not use the vial if it has been frozen") forbids less than its clause
_CONDITION_WORDS_RE = re.compile(r"(?i)\b(?:if|unless|when|until|after|once|before|while|whether)\b")
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


# (2.31.0) what a dose is given for: "patients with", "treated for", "indicated for", "(for ...)"
_GIVEN_FOR_RE = re.compile(
    r"(?i)\b(?:(?:patients|adults|children|people)\s+(?:with|treated for|being treated for|who have)|"
    r"(?:indicated|treated|used|prescribed|approved)\s+(?:for|to treat)(?:\s+the treatment of)?)\s+([^,;:.()]+)"
    r"|\(for\s+([^,;:.()]+)")
_DOSE_RE = re.compile(r"(?i)\b\d+(?:\.\d+)?\s*(?:mg|mcg|ml|g|units?)\b")
_HEADING_RE = re.compile(r"^\s*\d+(?:\.\d+)*\s+[A-Z]")
_INDICATION_RE = re.compile(r"(?i)(?<!contra)(?<!not )\bindicated (?:for|in|as|to)\b")
_ACRONYM_WORD_RE = re.compile(r"\b[A-Z][A-Z0-9]+s?\b")
INDICATION_FOLLOWERS = 8  # sentences after an indication sentence, in its passage, read as its list


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


def _hay(label_units: Sequence) -> str:
    return "\n".join({base.normalize(c.text, "v2") for c in label_units})


def pasted(answer_units: list, label_units: Sequence, hay: str | None = None) -> float:
    """Share of the answer's words in sentences copied from the label word for word (``hay``:
    ``_hay(label_units)`` where the caller keeps it); 2.16.0: by words, not sentences, so that a
    list of single words the label names ("- Anuria") is not read as a pasted passage."""
    total = sum(len(a.words) + a.value_count for a in answer_units)
    if not total:
        return 0.0
    hay = _hay(label_units) if hay is None else hay
    return sum(len(a.words) + a.value_count for a in answer_units if base.normalize(a.text, "v2") in hay) / total


_KIND_OF_FIELD = {"frequency": "frequency", "route": "route", "population": "population"}


def qualified(value: Any, golds: list, stated: set, cited: list, kind: str, whole: bool = False) -> bool:
    """(2.20.0) Whether a field value that holds a gold value and more ("every other week (RA without
    concomitant MTX: may increase to every week)") says of its other values what the label says:
    each is stated by a sentence of ``cited`` (the passages the answer or the gold cites) that has
    at least half the words of the value's own qualifier (its words the gold values lack: "RA",
    "concomitant", "MTX") and its polarity ("not receiving concomitant MTX" for "without"; "with
    concomitant MTX" is not that sentence's). (2.28.0) ``whole``: a value of its own beside the
    field's gold value ("every other week; every week (RA patients not taking concomitant MTX)"),
    whose qualifier's words, everyday words and paraphrases ("taking" for "receiving") aside, must
    all be that sentence's in some form ("PsA patients" for "RA patients" is another population)."""
    context = value.words - set().union(*(cl.make_claim(g).words for g in golds))
    own = roots(w for w in context if w not in _EVERYDAY_STEMS and w not in _PARAPHRASED) if whole else frozenset()
    return bool(context) and all(any(e in c.values[kind] and 2 * len(context & c.words) >= len(context)
                                     and (not own or own <= roots(c.words)) and c.negated == value.negated
                                     for c in cited)
                                 for e in value.values[kind] - stated)


# (2.25.0) the words of a population field that name whom it is about and say nothing of them
_SEVERITY_STEMS = frozenset(base._stem(w) for w in ("mild", "moderate", "severe"))  # "severely" stems as "severe"
_PLAIN_POPULATION = frozenset({"patient", "patients", "people", "person", "persons", "impairment", "insufficiency",
                               "function", "dysfunction", "disease", "those", "individuals", "subjects"})


def unasked_population(value: Any, asked: str) -> bool:
    """(2.25.0) Whether a population field that the gold leaves empty (the gold has no structured
    fields) names, in one of its parts (split at ";"), a population or a severity that neither the
    question nor the gold's answer (``asked``) names, and says nothing of it: no word but population
    words, severities and the question's or the gold's own words. "patients with severe hepatic
    impairment" where the question asks about mild or moderate impairment, "children" where it
    asks about every patient: the label states them, so a list of every population it names passed.
    "severe hepatic impairment (Child-Pugh C): contraindicated" says what holds for them; adults,
    most answers' default, are not counted."""
    ref = cl.make_claim(asked)
    asked_stems = {base._stem(w) for w in base.normalize(asked, "v2").split()}
    kind = "population"
    for part in value.text.split(";"):
        pc = cl.make_claim(part)
        norm = base.normalize(part, "v2").split()
        severities = {base._stem(t) for t in norm} & _SEVERITY_STEMS  # (2.25.1) by stem
        extra = (pc.values[kind] - {"adult"} - ref.values[kind]) or (severities - asked_stems)
        if not extra:
            continue
        rest = [t for t in norm if t not in base._STOPWORDS and base._stem(t) not in _SEVERITY_STEMS
                and t not in _PLAIN_POPULATION and not cl.make_claim(t).values[kind] and base._stem(t) not in asked_stems]
        if not rest:
            return True
    return False


def _asked_with_sources(item: Mapping[str, Any], gold: Mapping[str, Any], question: str, gold_text: str,
                        gold_units: list, view: LabelView) -> str:
    """What a population field of an answer may name (:func:`unasked_population`): the question,
    the gold's answer and (2.25.1) the label sentences the gold was written from, which name the
    severity a gold in other words implies ("Child-Pugh C", "CrCl less than 30 mL/min")."""
    fields = item.get("structured_fields")
    if gold.get("structured_fields") or not isinstance(fields, Mapping) \
            or not any(str(k).split("/")[-1] == "population" for k in fields):
        return f"{question} {gold_text}"
    # sources read with the question's words counted: skipped, a gold of the question's words and little
    # else is "stated" by every sentence on the same organ, the severity the question excludes among them
    return " ".join([question, gold_text, *(u.text for g in gold_units for u in label_sources(g, view, frozenset()))])


def check_fields(item_fields: Any, gold_fields: Any, answer_text: str, label_numbers: set, gold_label: list,
                 cited: list, criticals: list[str], notes: list[str], asked: str = "") -> float:
    """Critical errors of the answer's structured values; returns the share of gold values stated.

    A value is right when it is a gold value, or (several values, a complete field) when the label
    sentence holding the gold's value states it; for a field the gold leaves empty, when the
    label does not state something else. Quantities are compared as quantities; frequencies,
    routes and populations by their canonical names where the text names one."""
    gold_vals = cl.field_values(gold_fields)
    pred_vals = cl.field_values(item_fields)
    said = base.normalize(answer_text, "v2") + " " + " ".join(
        base.normalize(v, "v2") for vals in pred_vals.values() for v in vals)
    for key, vals in pred_vals.items():
        name = key.split("/")[-1]
        crit = _FIELD_CRITICAL.get(name)
        if not crit:
            continue
        golds = gold_vals.get(key, [])
        bound = [c for c in gold_label if any(base.value_in_text(g, base.normalize(c.text, "v2"), "v2") for g in golds)]
        # (2.14.0) a comparison's field of one label ("set_id/route") is checked against that label's
        # cited passages; a key naming no cited label ("drug two/route") against every cited passage
        label = key.rsplit("/", 1)[0] + "/" if "/" in key else ""
        own = [c for c in cited if c.source.startswith(label)]
        pool = bound if golds else (own or cited)
        kind = _KIND_OF_FIELD.get(name)
        known = _label_numbers(pool) if golds else label_numbers  # the quantities the pool states
        stated = set().union(*(c.values[kind] for c in pool)) if kind and pool else set()
        # 2.6.0: a population or frequency whose gold value states a quantity ("12 years of age",
        # "every 4 hours") may state no quantity but the gold value's and its label sentences'
        gold_quantities = _label_numbers([cl.make_claim(g) for g in golds]) if kind else set()
        if gold_quantities:
            gold_quantities |= known
        for v in vals:
            vc = cl.make_claim(v)
            # "children 6 years of age and over" where the gold says 12 is wrong even though the
            # names it is compared by (adult, pediatric) match
            # (2.20.0) in a population, an age in years where the gold writes the bare number ("aged 6
            # years", "ages 6 and above"); no other unit, and no other field
            unstated = bool(gold_quantities) and any(
                k not in gold_quantities and not (name == "population" and k == ("time", round(raw * base._TIME_FACTORS["year"], 6))
                                                  and ("number", raw) in gold_quantities)
                for k, _, raw in vc.values["numbers"])
            if not unstated and any(base.values_match(g, v, "v2") for g in golds):
                continue
            if unstated:
                wrong = True
            elif kind == "population" and not gold_vals and asked and vc.values[kind] and unasked_population(vc, asked):
                _add(criticals, notes, crit, f"{key}: {v!r} names a population neither the question nor the gold "
                                             "names, and says nothing of it")
                continue
            elif kind:
                wrong = bool(vc.values[kind]) and bool(stated) and not vc.values[kind] <= stated
                # (2.28.0) or a value of its own beside the field's gold value ("every other week; every
                # week (RA patients not taking concomitant MTX)")
                if wrong and golds and vc.values[kind] & stated:
                    wrong = not qualified(vc, golds, stated, cited, kind)
                elif wrong and golds and any(base.values_match(g, x, "v2") for g in golds for x in vals if x != v):
                    wrong = not qualified(vc, golds, stated, cited, kind, whole=True)
            else:
                doses = {k for k, _, _ in vc.values["numbers"] if k[0] in base._DOSE_KINDS}
                wrong = bool(doses - known) or (not doses and bool(golds) and not vc.values["numbers"]
                                                and not any(base.value_in_text(v, base.normalize(c.text, "v2"), "v2") for c in pool))
            if wrong:
                where = "the label sentence of the gold value" if golds else "the label"
                _add(criticals, notes, crit, f"{key}: {v!r} is not a gold value and {where} does not state it")
    wanted = [(k, g) for k, vals in gold_vals.items() for g in vals]
    if not wanted:
        return 1.0
    return sum(1 for _, g in wanted if base.value_in_text(g, said, "v2")) / len(wanted)


def citation_support(gold: Mapping[str, Any], cits: list, passages: Mapping[str, Any], gold_claims: list,
                     skip: frozenset, criticals: list[str], details: list[dict[str, Any]],
                     answer_units: Sequence = ()) -> float | None:
    """Mean per-citation score (``None`` without a usable citation); a passage supports when the
    gold cites it or it states a gold claim, or (2.8.0) when, its quote found there, it states one
    of ``answer_units`` (a sentence or clause of the answer of three words or more, with its
    polarity): such a citation of an added claim is not counted toward over-citation. (2.34.0) A
    passage counts once, with the mean of its citations' scores: several quotes from one passage are
    one passage cited, for over-citation and for the mean."""
    gold_pairs = _pairs(gold.get("citations") or [])
    refusal = gold.get("status") == "NOT_FOUND"
    mine = []  # this answer's citation details, as appended to ``details``
    for c in cits[: base.MAX_CITATIONS]:
        d = base._check_citation(c, gold, gold_pairs, passages, "v2")
        if "error" not in d:
            if not d["right_label"]:
                _add(criticals, [], "citation_from_wrong_label", "")
            if d.pop("_label_known") and not d["passage_exists"]:
                _add(criticals, [], "citation_to_missing_passage", "")
            if d["passage_exists"] and d["right_label"]:
                if refusal:
                    d["supports_gold"] = True
                elif not d["supports_gold"]:
                    claims = _label_claims(d["set_id"], d["passage_id"], passages[d["set_id"]][d["passage_id"]])
                    d["supports_gold"] = any(match.covers(g, p, skip, EXPRESSED[1]) for g in gold_claims for p in claims)
                    if not d["supports_gold"] and d["quote_found"]:
                        d["supports_answer"] = any(
                            a.negated == p.negated and match.covers(a, p, skip, EXPRESSED[1])
                            for a in answer_units if a.size(skip) >= 3 for p in claims)
            d["score"] = round(0.25 * d["right_label"] + 0.25 * d["passage_exists"] + 0.20 * d["quote_found"]
                               + 0.30 * (d["supports_gold"] or d.get("supports_answer", False)), 6)
        mine.append(d)
        details.append(d)
    if not mine:
        return None
    # (2.34.0) a passage counts once, its citations' mean: quoting one passage again and again neither
    # dilutes nor raises the credit; a citation without both ids (malformed) is a passage of its own
    by_passage: dict = {}
    for i, d in enumerate(mine):
        key = (d["set_id"], d["passage_id"]) if d.get("set_id") and d.get("passage_id") else i
        by_passage.setdefault(key, []).append(d["score"])
    mean = sum(sum(v) / len(v) for v in by_passage.values()) / len(by_passage)
    allowed = max(2, CITE_DILUTION * len(gold_pairs))
    added = {(d["set_id"], d["passage_id"]) for d in mine if d.get("supports_answer")}
    counted = len(set(by_passage) - added)
    return mean * allowed / counted if counted > allowed else mean


def _pairs(citations: Iterable) -> set:
    """``(set_id, passage_id)`` of the citations that name both as strings (a malformed citation's
    other values are not looked up)."""
    return {(c["set_id"], c["passage_id"]) for c in citations if isinstance(c, Mapping)
            and isinstance(c.get("set_id"), str) and isinstance(c.get("passage_id"), str)}


def _labels(citations: Iterable) -> set:
    """The labels (string ``set_id``s) citations name."""
    return {c["set_id"] for c in citations if isinstance(c, Mapping) and isinstance(c.get("set_id"), str)}


def check_labels_cited(gold: Mapping[str, Any], cits: list, criticals: list[str], notes: list[str]) -> None:
    """(2.19.0) An answer to a question across labels (the gold cites two or more) that cites none
    of the passages of one of them: what it says of that label is supported by nothing it cites
    (a comparison answered from one label, or with the other's words pasted uncited):
    ``label_not_cited``."""
    wanted, cited = _labels(gold.get("citations") or []), _labels(cits[: base.MAX_CITATIONS])
    if len(wanted) < 2:
        return
    for set_id in sorted(wanted - cited):
        _add(criticals, notes, "label_not_cited", f"cites no passage of label {set_id}, which the question compares")


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


# (2.40.0) A food rule against the label's own: the label's rule is to take the drug with food or meals
# (in its own words: "take ... with food", "should be taken with meals", "minimized by taking the drug with
# meals", "taking the dose with meals"), and it gives none without food, and the answer says to take it on an empty stomach; or the label's
# rule is without food ("on an empty stomach", "before breakfast", "in the fasting state") and the answer's
# with food. A rule is not read where a negation or "avoid" comes before it in its clause, a reason or
# condition ("if", "when", "because", "since") in its own part of the clause ("take with food, since nausea
# is more common on an empty stomach"), or in a label a condition anywhere before it in its clause ("if GI
# upset occurs, take with food"), nor where the words after it judge it ("... is not recommended", "can worsen stomach upset", "is more common"); a label's pharmacokinetic "when given with food"
# or "taking the tablet with food will lessen its effect" is no rule. A label or answer that allows both
# ("with or without food", "with food or on an empty stomach") has none.
_WITHOUT_FOOD_RE = re.compile(
    rf"(?i)\bempty stomach|(?<!with or )\bwithout {_ANY_FOOD}|{_NOT_WITH_FOOD}|\bbetween meals\b"
    rf"|\baway from (?:food|meals)\b")
_WITH_FOOD = rf"[^.;:\n]{{0,30}}?\bwith {_ANY_FOOD}\b(?!,? or (?:with|on|without)\b)"  # after the verb, within its clause
_WITH_FOOD_RE = re.compile(
    rf"(?i)(?:\b(?:take|give)\b|\b(?:should|must|to)\s+be\s+(?:taken|given)|\bby\s+taking\b|\btaking\b){_WITH_FOOD}")
_LABEL_WITH_FOOD_RE = re.compile(rf"(?i)(?:\b(?:take|give|taking)\b|\b(?:should|must)\s+be\s+(?:taken|given)){_WITH_FOOD}")
_LABEL_WITHOUT_FOOD_RE = re.compile(
    rf"(?i)\bempty stomach|(?<!with or )\bwithout {_ANY_FOOD}|\bbetween meals\b|\bbefore (?:breakfast|the first food)\b"
    rf"|\bfast(?:ed|ing)\b|\bbefore or \d+ hours? after (?:a meal|meals|eating)\b|\bafter eating\b")
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
_MONITORING_SENTENCE_RE = re.compile(r"(?i)\b(?:monitor\w*|measur\w*|check\w*|assess\w*|obtain\w*|evaluat\w*|determin\w*)\b")
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
_UNSHOWN_GAP = r"(?:(?!\b(?:and|but|however|while|whereas|who|which|that|whom)\b)[^.;,]){0,120}?"
_LABEL_NOT_SHOWN_RE = re.compile(
    rf"(?i)\b(?P<m1>{_MEASURES})\b{_UNSHOWN_GAP}\b(?:not|never)\s+(?:yet\s+)?(?:been\s+)?{_SHOWN_VERBS}\b"
    rf"(?!\s+(?:a|an|the|any)\b)"
    rf"|\b(?:failed to|did not|does not|not)\s+(?:demonstrate|establish|show|confirm)\s+"
    rf"(?:(?:its|the|their|any)\s+)?(?P<m2>{_MEASURES})\b(?!\s+(?:between|than|over|versus|vs))"
    rf"|\b(?P<m3>{_MEASURES})\b{_UNSHOWN_GAP}\b(?:is|are|was|were|remains?)\s+(?:unavailable|lacking|unknown)\b"
    rf"|\bevidence (?:supporting|of|for)\s+(?:the\s+)?(?P<m4>{_MEASURES})\b[^.;]{{0,120}}?\bunavailable\b")
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


# (2.41.0) A short statement of the label denied: "PURIXAN is not itself hepatotoxic" where the label says
# "PURIXAN can cause hepatotoxicity." Its words are all the question's, so the alignment of
# ``check_polarity`` (which leaves the question's words out) finds nothing to compare.
STATEMENT_WORDS = 6  # a label sentence of at most this many words, read whole as one statement
_STATEMENT_VERB_RE = re.compile(r"(?i)\b(?:can|may|is|are|causes?)\b")
_STATEMENT_FILLERS = cl.make_claim("cause causes can may be is are").words
_STATEMENT_HEADS = _STATEMENT_FILLERS | cl.make_claim("itself alone").words  # what "not" may bind in a denial
_NOT_DENIAL_RE = re.compile(r"(?i)\bnot\s+(?:only|the only|always|all|necessarily|just)\b|\bthan\b|\b(?:more|less|as) often\b")
_STATEMENT_CONDITION_RE = re.compile(r"(?i)\b(?:if|unless|until|whether|once)\b")
_DENYING = frozenset({"not", "never", "no", "cannot"})  # the negators of a denial ("without", "nor" are not)
FORM_SHARE = 0.75  # share of the longer stem a shorter one must begin it with to be its form


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


YEAR_HOURS = 8760.0
_AGE_RE = re.compile(r"(?i)\byears? (?:of age|old|and older|or older|and above|or above)|\baged?\b|\bolder than\b"
                     r"|\byounger than\b|>\s*\d+\s*years")
_STUDY_RE = re.compile(r"(?i)\b(?:stud(?:y|ies)|trials?|received|randomi[sz]ed|pharmacokinetic)")


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


_ROLES = r"(?:inhibitor|inducer|agonist|antagonist|blocker|substrate)"
_ROLE_ADJECTIVES = r"(?:(?:strong|potent|moderate|weak|selective|known|reversible|competitive|sensitive|clinical)\s+)*"
_TARGET = r"([a-z0-9+-]+(?:\s+[a-z0-9+-]+)?)"
# "ritonavir, a strong CYP3A4 inhibitor", "ritonavir (a strong CYP3A4 inhibitor)", "ritonavir, a
# strong inhibitor of CYP3A4" (2.26.1: the last two forms)
_ROLE_RES = (
    re.compile(rf"(?i)\b([a-z][a-z-]{{3,}})\s*(?:\([^()]{{1,40}}\))?,?\s+(?:is\s+|which\s+is\s+)?an?\s+"
               rf"{_ROLE_ADJECTIVES}{_TARGET}\s+({_ROLES})s?\b"),
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
            if not any(_same_target(_squashed(target), t) for t in about):
                _add(criticals, notes, "substituted_term", f"the answer calls {drug} a {target} {role}; the label's "
                                                           f"sentences naming it as one say otherwise: {about[0][:120]!r}")
                return


_FREE_RE = re.compile(r"(?i)\b([a-z]{4,})-free\b|\bfree (?:of|from) ([a-z]{4,})"
                      r"|\b(?:does|do) not contain (?:any )?([a-z]{4,})|\b(?:doesn't|don't) contain (?:any )?([a-z]{4,})"
                      r"|\bmade without (?:any )?([a-z]{4,})"
                      # (2.37.0) "contain no lactose", "neither strength contains lactose"
                      r"|\bcontains? no ([a-z]{4,})|\bneither\s+(?:[a-z0-9-]+\s+){0,3}?contains (?:any )?([a-z]{4,})"
                      r"|\bnone of (?:[a-z0-9-]+\s+){0,3}?contains? (?:any )?([a-z]{4,})"
                      r"|\b(?:has|have) no ([a-z]{4,})\b(?= in\b| as an? (?:inactive )?ingredient)"
                      r"|\bno ([a-z]{4,}) (?:is|are) (?:contained|present|included|used)")
# (2.37.0) what before a claim in its sentence makes it none of the answer's: a negator, a wish or a report
# ("patients needing a product that contains no lactose", "it is not true that ...", "some sources wrongly
# say ..."); read by check_free_of, check_denied_limit and check_crossed's words of appearance
_HEDGED_RE = re.compile(r"(?i)\b(?:not|no|never|neither|nor|need|needs|needing|require|requires|requiring|want|wants|"
                        r"looking|seek|seeking|if|whether|assume|assumes|assuming|say|says|said|claim|claims|ask|asks|"
                        r"believe|believes|think|thinks|myth|misconception|mistake|wrongly|mistakenly|incorrect|"
                        r"incorrectly|erroneously)\b|n't\b")
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


# (2.34.0) the label's rule that the dose is measured with its own device only ("use enclosed dosing
# cup only", "do not use any other dosing device", "use only the oral syringe provided")
_OWN_DEVICE = r"(?:enclosed|supplied|provided|included|accompanying)"
_DEVICE = (r"(?:(?:dos(?:e|ing)|measuring|dose-measuring|oral|\d+(?:\.\d+)?\s*mL)\s+){0,3}"
           r"(?:cup|device|syringe|dropper|spoon)s?")
_ONLY_DEVICE_RE = re.compile(
    rf"(?i)\bdo\s+not\s+use\s+(?:with\s+)?(?:any\s+)?other\s+(?:dosing\s+|measuring\s+)?(?:devices?|cups?|spoons?)"
    rf"|\b(?:(?:use|measure|give)\s+only|only\s+(?:use|measure|give))\s+(?:with\s+|using\s+)?(?:the\s+)?"
    rf"(?:{_OWN_DEVICE}\s+{_DEVICE}|{_DEVICE}\s+(?:{_OWN_DEVICE}|that\s+(?:comes?|came|is\s+(?:supplied|provided|packaged))\s+with))"
    rf"|\buse\s+(?:the\s+)?(?:{_OWN_DEVICE}\s+)?{_DEVICE}\s+(?:{_OWN_DEVICE}\s+)?only\b"
    rf"|\bdo\s+not\s+use\s+an?\s+(?:household|kitchen)\s+(?:tea|table)?spoon")
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


_REFERENCE_MARKS_RE = re.compile(r"\s*\[see [^\]]*\]|\s*\((?:[^()]{0,40}?,\s*)?PASSAGE_\d+(?:\s*[;,]\s*PASSAGE_\d+)*\)"
                                 r"|\bPASSAGE_\d+\b")


def without_references(text: str) -> str:
    """(2.26.1) A gold answer without the references it carries ("(PASSAGE_0017)", "(boxed warning,
    PASSAGE_0000; PASSAGE_0007)", "[see Warnings and Precautions (5.6)]"): where to read, not what
    an answer must say (a reference split off at its ";" was a gold claim no answer expresses)."""
    return _REFERENCE_MARKS_RE.sub("", text)


def score_question(item: Any, gold: Mapping[str, Any], passages: Mapping[str, Any],
                   occurrences: int = 1, qid_set_ok: bool = True) -> dict[str, Any]:
    """Rubric v3 diagnostics of one answer item against its gold row (as rubric.score_question)."""
    gold_status = gold.get("status") if gold.get("status") in base.STATUSES else "ANSWERED"
    diag: dict[str, Any] = {
        "qid": gold.get("qid"), "family": gold.get("family"), "gold_status": gold_status,
        "pred_status": None, "components": {c: 0.0 for c in base.COMPONENTS}, "score": 0.0,
        "critical_errors": [], "passed": False, "notes": [],
    }
    if not isinstance(item, Mapping):
        diag["critical_errors"].append("missing")
        diag["notes"].append("no answer item for this qid")
        return diag
    criticals, notes, comp = diag["critical_errors"], diag["notes"], diag["components"]
    comp["schema"] = 1.0 if base._schema_ok(item) else 0.0
    if not comp["schema"]:
        _add(criticals, notes, "malformed_item", "answer item lacks a key or has a wrongly typed value")
    comp["qid_coverage"] = 1.0 if occurrences == 1 and qid_set_ok else 0.0
    if occurrences > 1:
        criticals.append("duplicate_qid")
    status = item.get("status")
    status = status.strip().upper() if isinstance(status, str) else None
    diag["pred_status"] = status = status if status in base.STATUSES else None
    answer = read_as_meant(item.get("answer") if isinstance(item.get("answer"), str) else base._as_text(item.get("answer")))
    refused = status == "NOT_FOUND"
    answered = status == "ANSWERED" or (status is None and bool(base.normalize(answer, "v2")))
    cits = item.get("citations") if isinstance(item.get("citations"), list) else []
    set_ids = base._gold_set_ids(gold)
    question = read_as_meant(base._as_text(gold.get("question")))
    skip = _skip(question)
    details: list[dict[str, Any]] = []
    diag["citations"] = details

    if gold_status == "NOT_FOUND":
        if refused:
            comp["answer_content"] = 1.0 if base.has_refusal_wording(answer) else REFUSAL_NO_WORDING
            comp["clinical_qualifiers"] = 1.0
        elif answered:
            _add(criticals, notes, "hallucinated_answer", "answered a question whose gold status is NOT_FOUND")
        cited = citation_support(gold, cits, passages, [], skip, criticals, details)
        comp["citation_support"] = 1.0 if cited is None else cited
    else:
        gold_text = read_as_meant(without_references(base._as_text(gold.get("answer"))))
        gold_sentences = [cl.make_claim(x, "gold") for x in cl.sentences(gold_text)]
        gold_units = [u for u in gold_sentences if u.size(skip)]
        gold_units = gold_units or [cl.make_claim(gold_text, "gold")]
        gold_claims = list(cl.claims_of(gold_text, "gold"))
        answer_text = cl.expand_acronyms(answer, gold_text)
        texts = cl.sentences(answer_text)
        sentences = [cl.make_claim(s) for s in texts]
        # each clause of the answer with its sentence (claims_of(answer_text) is these clauses in order)
        in_sentences = [(c, s) for x, s in zip(texts, sentences) for c in cl.claims_of(x, "answer")]
        answer_claims = [c for c, _ in in_sentences]
        view = label_view(passages, set_ids)
        gold_pairs, cited_pairs = _pairs(gold.get("citations") or []), _pairs(cits)
        answer_units: list = []
        if answered and not refused and answer_claims:
            answer_units = [*sentences, *answer_claims]
            whole = cl.merged(answer_claims)
            read = [expressed(g, sentences, whole, skip, view) for g in gold_units]
            shares = [share for share, _ in read]
            content = sum(base._ramp(x, *EXPRESSED) for x in shares) / len(shares) if shares else 0.0
            gold_size = sum(g.size(skip) for g in gold_units) or 1
            ratio = whole.size(skip) / gold_size
            # focus (2.8.0): the answer's size counts the gold's once plus the sentences no label
            # sentence states, so an added claim the label supports costs nothing
            unstated = sum(u.size(skip) for u in sentences if not _label_states(u, view, skip))
            focus_ratio = min(ratio, 1.0 + unstated / gold_size)
            focus = 1.0 if focus_ratio <= FOCUS else max(0.0, 2.0 - focus_ratio / FOCUS)
            omitted = [c.text for _, left in read for c in left]
            diag["claims"] = {"gold": [g.text for g in gold_units], "expressed": [round(x, 4) for x in shares],
                              "size_ratio": round(ratio, 4), "unstated_ratio": round(focus_ratio, 4)}
            if omitted:
                diag["claims"]["left_out"] = omitted
            comp["answer_content"] = content * focus
            question_values = cl.values_of(cl._norm(question))
            question_numbers = question_values["numbers"]
            label_numbers = set(view.numbers)
            known_numbers = label_numbers | _stated_in(question, gold_text)
            check_claims(in_sentences, gold_claims, view, skip, known_numbers, criticals, notes,
                         frozenset(question_values["population"]))
            check_polarity(sentences, gold_sentences, view.sentences, skip, criticals, notes, label_index=view.sentence_index)
            # (2.9.0) a sentence made of the question's own words ("the dose must be adjusted in
            # hepatic impairment" to "is dose adjustment required in hepatic impairment?") has too
            # few words left above to be compared: its polarity is compared with the gold's
            # sentences with the question's words counted
            # (2.22.0) and so is such a clause of a longer sentence ("Yes. The dose needs to be adjusted
            # in mild or moderate hepatic impairment, and in severe impairment it is contraindicated")
            echoes = [u for u in sentences if len(u.words - skip) < 2]
            echoed = {u.text for u in echoes}
            echoes += [c for c in answer_claims if len(c.words - skip) < 2 and c.text not in echoed]
            check_polarity(echoes, gold_sentences, view.sentences, frozenset(), criticals, notes,
                           label_index=view.sentence_index, gold_only=True)
            check_polarity(answer_claims, gold_claims, view.claims, skip, criticals, notes, least_words=3,
                           label_index=view.claim_index)
            # (2.26.0) clauses and claims read against the label one by one
            check_short_polarity(in_sentences, view, skip, criticals, notes)
            check_food(answer, gold_text, view, criticals, notes)
            check_food_rule(answer, gold_text, view, criticals, notes)
            check_yes_no(answer, gold_text, question, criticals, notes)
            check_monitored(answer, gold_text, question, view, criticals, notes)
            check_established(texts, view, criticals, notes)
            check_denied_statement(in_sentences, view, criticals, notes)
            check_denied_values(answer, gold_text, view, criticals, notes)
            check_bound_dose(sentences, gold_text, question, view, criticals, notes)
            check_drug_roles(answer, view, criticals, notes)
            check_free_of(answer, view, criticals, notes)
            check_denied_scope(texts, view, criticals, notes)
            check_condition_figures(texts, gold_text, question, view, criticals, notes)
            check_incidence_bands(answer, view, criticals, notes)
            check_denied_limit(texts, view, criticals, notes)
            check_other_device(sentences, view, criticals, notes)
            about = sentences_about(sentences, gold_sentences, view, skip)
            check_status(sentences, about, skip, criticals, notes, asked_status(question, gold_text))
            check_poles(sentences, about, skip, criticals, notes)
            check_rejected(sentences, about, criticals, notes)
            gold_numbers = cl.values_of(cl._norm(gold_text))["numbers"]
            stated = frozenset(k for k, _, _ in (*gold_numbers, *question_numbers))
            check_alternatives(texts, view, stated, criticals, notes)
            check_asked_value(sentences, question, gold_numbers, view, criticals, notes, vocabulary(gold_text))
            check_substitutions(answer, gold_text, question, view, criticals, notes)
            if not check_crossed(answer_claims, view, criticals, notes):
                if not check_crossed([u for u in sentences if not _CONTRASTED_RE.search(u.text)], view, criticals,
                                     notes, figures=False, halves=tuple(contrasted_halves(texts))):
                    check_crossed_phrases(texts, view, criticals, notes)
            check_replaced_terms(answer_claims, gold_claims, view, skip, criticals, notes)
            check_context_terms(texts, whole.words, gold_text, question, view, skip, criticals, notes)
            check_unknown_made_known(in_sentences, view, skip, criticals, notes)
            check_quoted_terms(answer_claims, whole.words, [c for c in cits[: base.MAX_CITATIONS] if isinstance(c, Mapping)],
                               passages, _told(gold_text, question), view, skip, criticals, notes)
            check_per_weight(answer, gold_text, question, view, criticals, notes)
            check_lifted_limit(texts, gold_sentences, view, skip, criticals, notes)
            check_indication(answer_claims, view, skip, criticals, notes)
            check_class_members(answer, view, criticals, notes)
            check_swapped_figures(texts, view, criticals, notes)
            check_graded_doses(texts, view, criticals, notes)
            check_limit_frequency(texts, gold_text, question, view, criticals, notes)
            check_other_label_values(answer, question, view, criticals, notes)
            check_pole_bound(texts, gold_text, question, view, criticals, notes)
            check_narrowed_population(answer, gold, gold_text, question, view, criticals, notes)
            check_widened_population(answer, gold, gold_text, question, view, criticals, notes)
            check_replaced_reason(answer, gold_text, question, view, criticals, notes)
            check_stopped_continued([*sentences, *answer_claims], view, skip, criticals, notes)
            check_permitted_forbidden(answer_claims, view, criticals, notes)
            check_use_not_indicated(texts, gold_text, question, view, skip, criticals, notes)
            check_denied_contraindication(sentences, gold_text, question, view, skip, criticals, notes)
            check_dropped_qualifier_negation(sentences, view, skip, criticals, notes)
            check_replaced_organ(answer, gold_text, question, view, skip, criticals, notes)
            check_replaced_label_organ(answer, view, skip, criticals, notes)
            check_flipped_prefix_pole(answer, gold_text, question, view, skip, criticals, notes)
            check_denied_caution(sentences, gold_text, view, skip, criticals, notes)
            check_listed_count(answer, gold_text, question, criticals, notes)
            check_spelled_counts(answer, view.bounded | bounded_counts(question, gold_text), criticals, notes)
            known = vocabulary(gold_text) | vocabulary(question) | view.vocabulary
            check_terms(answer, known, criticals, notes, view)
            copied = pasted(sentences, view.sentences, view.hay)
            if copied >= PASTE_SHARE and ratio > PASTE_RATIO:
                comp["answer_content"] = 0.0
                notes.append(f"{copied:.0%} of the answer's sentences are copied from the label, at {ratio:.1f} "
                             "times the gold's size: a pasted passage is not an answer")
            comp["clinical_qualifiers"] = check_fields(
                item.get("structured_fields"), gold.get("structured_fields"), answer, label_numbers,
                label_claims(passages, set_ids, gold_pairs), label_claims(passages, set_ids, cited_pairs | gold_pairs),
                criticals, notes, asked=_asked_with_sources(item, gold, question, gold_text, gold_units, view))
        cited = citation_support(gold, cits, passages, gold_units, skip, criticals, details, answer_units)
        if cited is None and answered:
            _add(criticals, notes, "answer_without_citation", "an answer without citation")
        elif answer_units:
            check_labels_cited(gold, cits, criticals, notes)
        comp["citation_support"] = cited or 0.0
    comp["refusal_correctness"] = 1.0 if status == gold_status else 0.0
    score = sum(base.WEIGHTS[c] * comp[c] for c in base.COMPONENTS)
    diag["components"] = {c: round(v, 6) for c, v in comp.items()}
    diag["score"] = round(score, 6)
    diag["passed"] = diag["score"] >= base.PASS_THRESHOLD and not criticals
    return diag
