"""``LabelView``: what rubric v3 reads of the labels of a question, worked out once and shared by
every answer to it (cached on the labels' texts): claims, sentences, quantities, word indexes,
and what each check reads of the label.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from typing import Any, Mapping

try:  # a package under evaluate and in the runner; a plain folder in the Harbor verifier
    from . import claim_substitution as substitution
    from . import claims as cl
    from . import rubric as base
    from .checks_numbers import (_daily_counts, _event_pattern, bounded_counts, figure_directions, figure_neighbours,
        graded_doses, incidence_bands, limit_frequencies, scheduled_label_doses)
    from .checks_polarity import (_ANY_DENIAL_RE, _ANY_FOOD, _CAUTION, _CONTRAINDICATED, _MEASURES, _MONITOR_RE,
        _NOT_KNOWN_WHETHER_RE, _NOT_WITH_FOOD, _PRECAUTION, _SHOWN_VERBS, _STATEMENT_FILLERS, _denied,
        _food_allowed_both, _has_forms, _measures_in, _stated_rules, pole_bound_terms, shown_measures)
    from .checks_population import _DOSE_RE, _INDICATED_FOR_RE, _doses, _qualifiers, _values_given
    from .checks_terms import _clinical_stem, _phrases, class_members, phrase_terms, qualified_pairs
    from .label_words import (_GLOSS_RE, _label_numbers, _plain_stems, _spells, _stems_of, _word_index, _words_of,
        general_word, headed_lines, label_claims, label_sentences, read_as_meant, read_without_references,
        sentences_to_copy, table_rows, vocabulary_tokens, whole_sentences)
except ImportError:
    import claim_substitution as substitution
    import claims as cl
    import rubric as base
    from checks_numbers import (_daily_counts, _event_pattern, bounded_counts, figure_directions, figure_neighbours,
        graded_doses, incidence_bands, limit_frequencies, scheduled_label_doses)
    from checks_polarity import (_ANY_DENIAL_RE, _ANY_FOOD, _CAUTION, _CONTRAINDICATED, _MEASURES, _MONITOR_RE,
        _NOT_KNOWN_WHETHER_RE, _NOT_WITH_FOOD, _PRECAUTION, _SHOWN_VERBS, _STATEMENT_FILLERS, _denied,
        _food_allowed_both, _has_forms, _measures_in, _stated_rules, pole_bound_terms, shown_measures)
    from checks_population import _DOSE_RE, _INDICATED_FOR_RE, _doses, _qualifiers, _values_given
    from checks_terms import _clinical_stem, _phrases, class_members, phrase_terms, qualified_pairs
    from label_words import (_GLOSS_RE, _label_numbers, _plain_stems, _spells, _stems_of, _word_index, _words_of,
        general_word, headed_lines, label_claims, label_sentences, read_as_meant, read_without_references,
        sentences_to_copy, table_rows, vocabulary_tokens, whole_sentences)


_CONDITION_SPLIT_RE = re.compile(r"(?i),|\band\b|\bor\b|/")
_CONDITION_GENERIC = frozenset(map(base._stem, ("disease", "diseases", "disorder", "patients", "adult", "adults",
                                                "pediatric", "treatment", "dosage", "dose", "dosing", "recommended",
                                                "administration")))


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
    def hay(self) -> str:
        """What pasted answers are looked up in (:func:`pasted`): the label's sentences, (2.43.0) with the
        references out of each passage before it is split (a reference list split at its ";" is no sentence)."""
        return "\n".join({base.normalize(x, "v2") for t in self._texts
                          for x in cl.sentences(read_without_references(t))})

    @functools.cached_property
    def copy_index(self) -> tuple[frozenset[str], frozenset[str], dict[str, tuple[int, ...]]]:
        """(2.43.0) The label's sentences an answer may copy whole (``sentences_to_copy``), (2.44.0) its
        table rows (``table_rows``), and the lengths of the sentences and rows each first word opens, shortest
        first: what :meth:`copied_whole` looks a copy up in."""
        wholes = frozenset(n for t in self._texts for n in sentences_to_copy(t))
        rows = frozenset(n for t in self._texts for n in table_rows(t))
        starts: dict[str, set[int]] = {}
        for n in wholes | rows:
            words = n.split()
            starts.setdefault(words[0], set()).add(len(words))
        return wholes, rows, {w: tuple(sorted(sizes)) for w, sizes in starts.items()}

    @functools.cached_property
    def spans(self) -> frozenset[int]:
        """(2.44.0) Every run of ``SPAN_WORDS`` words within one passage of the label (normalised, references
        out, across the passage's lines), each kept as its hash (salted per process: never stored): what
        :meth:`copied_spans` looks an answer up in."""
        return frozenset().union(*(_runs(vocabulary_tokens(read_without_references(t))) for t in self._texts))

    def copied_spans(self, text: str, own: str = "") -> float:
        """(2.44.0) The share of ``text``'s words (read without references) inside a run of ``SPAN_WORDS``
        words that a passage of the label has, leaving out words inside a run ``own`` (the gold) has too:
        stretches of the label pieced together (one passage's, then another's), where :func:`pasted` looks
        up one sentence at a time."""
        words = vocabulary_tokens(read_without_references(text))
        said = set(_runs(vocabulary_tokens(read_without_references(own))))
        covered, stated = [False] * len(words), [False] * len(words)
        for i, key in enumerate(_runs(words)):
            if key in said:
                stated[i:i + SPAN_WORDS] = [True] * SPAN_WORDS
            elif key in self.spans:
                covered[i:i + SPAN_WORDS] = [True] * SPAN_WORDS
        return sum(c and not s for c, s in zip(covered, stated)) / len(words) if words else 0.0

    def copied_whole(self, text: str, own: str = "") -> float:
        """(2.43.0) The share of ``text``'s words in its sentences that are the label's sentences copied
        whole, word for word (one or more in a row, :func:`_run_of_sentences`), not counting a sentence
        ``own`` (the gold) says itself: the label's own sentences handed back, where :func:`pasted` counts
        any copied stretch, a clause picked out of a longer sentence included. (2.44.0) A sentence that is no
        such copy is read again in its parts (ended before a bracket or bullet after a full stop: a label
        sentence with every population stuffed after it in brackets); a line that keeps a table's cell bars
        counts the rows it copies whole from its first word on, the gold's words or not
        (:func:`_leading_copies`), or its sentences copied whole, whichever is more."""
        wholes, rows, starts = self.copy_index
        own = base.normalize(read_without_references(own), "v2")
        total = copied = 0
        for sentence, barred, parts in whole_sentences(text):
            size = len(sentence.split())
            total += size
            if barred:
                copied += max(_copied_pieces(parts, wholes, starts, own),
                              _leading_copies(sentence, wholes, rows, starts, own))
            elif not _said(sentence, own):
                copied += _copied_pieces([sentence], wholes, starts, own) or _copied_pieces(parts, wholes, starts, own)
        return copied / total if total else 0.0

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
    def scheduled_doses(self) -> frozenset:
        """(2.42.0) The doses the label gives on a schedule or over a period (``scheduled_label_doses``)."""
        return scheduled_label_doses(u.text for u in self.sentences)

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
    def figure_directions(self) -> tuple:
        """(2.45.0) The fold changes of the label's sentences, each with its direction and its clause's
        words (:func:`figure_directions`)."""
        return tuple(x for u in self.sentences for x in figure_directions(u.text))

    @functools.cached_property
    def qualified_index(self) -> dict:
        """(2.45.0) Each (qualifier, word stem) pair of the label's sentences -> the positions of the
        sentences giving it (:func:`qualified_pairs`)."""
        index: dict = {}
        for i, u in enumerate(self.sentences):
            for a, x, _, _ in qualified_pairs(u.text):
                index.setdefault((a, x), set()).add(i)
        return {k: frozenset(v) for k, v in index.items()}

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


@functools.lru_cache(maxsize=64)
def _label_view(key: tuple) -> LabelView:
    return LabelView({sid: {pid: read_as_meant(t) for pid, t in items} for sid, items in key[1]}, list(key[0]))


def label_view(passages: Mapping[str, Any], set_ids: list[str]) -> LabelView:
    """The ``LabelView`` of ``set_ids``'s labels in ``passages`` (cached on their texts)."""
    labels = tuple((sid, tuple((pid, t) for pid, t in passages[sid].items() if isinstance(t, str)))
                   for sid in dict.fromkeys(set_ids) if isinstance(passages.get(sid), Mapping))
    return _label_view((tuple(set_ids), labels))


SPAN_WORDS = 40  # (2.44.0) the fewest words in a row that make a stretch copied from the label (copied_spans)
ASKED_SUBJECT_SHARE = 0.1  # (2.36.0) a word in more of the label's sentences than this names the drug, not the dose asked
# where a label sentence's contraindication ends and its exception starts
_EXCEPTION_RE = re.compile(r"(?i)\b(?:and\s+)?(?:should|may|can)\s+be\s+used\b|\bexcept\b|\bunless\b|\bbut\b")
CLASS_MEMBERS = 2  # (2.26.1) label words ending in a word, for it to name their class ("azoles")


PERMITTED_WORDS = 2  # the fewest words of a forbidding label clause
# a label clause that forbids: "do not use", "should not be divided", "never"
_FORBIDS_RE = re.compile(r"(?i)\b(?:do not|don't|never|should not|shouldn't|must not|mustn't|cannot)\b")
# a forbidding sentence under a condition ("Do not use the vial if it has been frozen") forbids less than its clause
_CONDITION_WORDS_RE = re.compile(r"(?i)\b(?:if|unless|when|until|after|once|before|while|whether)\b")
_HEADING_RE = re.compile(r"^\s*\d+(?:\.\d+)*\s+[A-Z]")
_INDICATION_RE = re.compile(r"(?i)(?<!contra)(?<!not )\bindicated (?:for|in|as|to)\b")
INDICATION_FOLLOWERS = 8  # sentences after an indication sentence, in its passage, read as its list


def _runs(words: list[str]) -> list[int]:
    """(2.44.0) The hash of each run of ``SPAN_WORDS`` words of ``words``, in order (none if fewer)."""
    return [hash(tuple(words[i:i + SPAN_WORDS])) for i in range(len(words) - SPAN_WORDS + 1)]


def _copied_pieces(pieces: list[str], wholes: frozenset[str], starts: dict[str, tuple[int, ...]], own: str) -> int:
    """(2.44.0) The words of ``pieces`` (normalised) that are the label's sentences copied whole, one or more
    in a row (:func:`_run_of_sentences`), a piece the gold (``own``) says itself left out."""
    return sum(len(p.split()) for p in pieces if not _said(p, own) and _run_of_sentences(p, wholes, starts))


def _said(piece: str, own: str) -> bool:
    """(2.44.0) Whether the gold (``own``, normalised) says ``piece`` itself, word for word at word boundaries."""
    return bool(own) and f" {piece} " in f" {own} "


def _run_of_sentences(text: str, wholes: frozenset[str], starts: dict[str, tuple[int, ...]]) -> bool:
    """(2.43.0) Whether ``text`` (normalised) is one or more of ``wholes`` in a row, each whole: read at
    word boundaries, so that two label sentences an answer joins without their full stop are still two
    whole sentences. ``starts``: the lengths of the label's sentences (and rows) each first word opens
    (no other stretch is looked up)."""
    words = text.split()
    reached = [True] + [False] * len(words)
    for i in range(len(words)):
        if reached[i]:
            for size in starts.get(words[i], ()):
                if i + size > len(words):
                    break
                if not reached[i + size] and " ".join(words[i:i + size]) in wholes:
                    reached[i + size] = True
    return bool(words) and reached[-1]


def _leading_copies(text: str, wholes: frozenset[str], rows: frozenset[str], starts: dict[str, tuple[int, ...]],
                    own: str) -> int:
    """(2.44.0) How many of ``text``'s words (normalised, a line that keeps a table's cell bars) are the
    label's table rows (``rows``) or sentences (``wholes``) copied whole, one after another from its first
    word on (``starts``: the lengths of those each first word opens); a sentence ``own`` (the gold) says
    itself is passed over uncounted, a row is not. The copies end where a stretch follows that is neither."""
    words = text.split()
    counted: dict[int, int] = {0: 0}  # a word reached by copies in a row -> the most copied words up to it
    for i in range(len(words)):
        if i not in counted:
            continue
        for size in starts.get(words[i], ()):
            if i + size > len(words):
                break
            piece = " ".join(words[i:i + size])
            if piece in rows or piece in wholes:
                gain = 0 if piece not in rows and _said(piece, own) else size
                counted[i + size] = max(counted.get(i + size, 0), counted[i] + gain)
    return max(counted.values())


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
_MONITORING_SENTENCE_RE = re.compile(r"(?i)\b(?:monitor\w*|measur\w*|check\w*|assess\w*|obtain\w*|evaluat\w*|determin\w*)\b")
_UNSHOWN_GAP = r"(?:(?!\b(?:and|but|however|while|whereas|who|which|that|whom)\b)[^.;,]){0,120}?"
_LABEL_NOT_SHOWN_RE = re.compile(
    rf"(?i)\b(?P<m1>{_MEASURES})\b{_UNSHOWN_GAP}\b(?:not|never)\s+(?:yet\s+)?(?:been\s+)?{_SHOWN_VERBS}\b"
    rf"(?!\s+(?:a|an|the|any)\b)"
    rf"|\b(?:failed to|did not|does not|not)\s+(?:demonstrate|establish|show|confirm)\s+"
    rf"(?:(?:its|the|their|any)\s+)?(?P<m2>{_MEASURES})\b(?!\s+(?:between|than|over|versus|vs))"
    rf"|\b(?P<m3>{_MEASURES})\b{_UNSHOWN_GAP}\b(?:is|are|was|were|remains?)\s+(?:unavailable|lacking|unknown)\b"
    rf"|\bevidence (?:supporting|of|for)\s+(?:the\s+)?(?P<m4>{_MEASURES})\b[^.;]{{0,120}}?\bunavailable\b")


# (2.41.0) A short statement of the label denied: "PURIXAN is not itself hepatotoxic" where the label says
# "PURIXAN can cause hepatotoxicity." Its words are all the question's, so the alignment of
# ``check_polarity`` (which leaves the question's words out) finds nothing to compare.
STATEMENT_WORDS = 6  # a label sentence of at most this many words, read whole as one statement
_STATEMENT_VERB_RE = re.compile(r"(?i)\b(?:can|may|is|are|causes?)\b")
_STUDY_RE = re.compile(r"(?i)\b(?:stud(?:y|ies)|trials?|received|randomi[sz]ed|pharmacokinetic)")


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
