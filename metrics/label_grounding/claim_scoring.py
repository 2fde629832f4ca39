"""Scoring one question with rubric v3: claim-level checks against the gold and the label.

This module scores a question; the critical-error checks it runs are in checks_terms.py,
checks_numbers.py, checks_population.py and checks_polarity.py, what they read of the labels in
label_view.py and label_words.py. The components, weights and pass rules are rubric.py's; what
they measure:

* answer content: the share of the gold's claims the answer expresses (each gold claim's words
  and values in one sentence of the answer, or in the whole answer at a small discount; words
  the question already says do not count; 2.15.0: or a sentence saying what the label sentence
  the claim was written from says), each gold sentence's times (2.19.0) one less the share of its
  clauses the answer leaves out altogether, times a focus factor for answers many times the gold's size (a pasted
  passage is not an answer); none for an answer mostly copied from the label at more than 1.5 times the gold's
  size, nor (2.43.0) for one mostly made of the label's sentences copied whole where the gold answers in its
  own words (the label's sentences handed back are retrieval, not an answer); the answer is read without the
  references it carries ("[see Warnings and Precautions (5.3)]"), as the gold is;
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

import re
from itertools import chain
from typing import Any, Iterable, Mapping, Sequence

try:  # a package under evaluate and in the runner; a plain folder in the Harbor verifier
    from . import claim_matching as match
    from . import claims as cl
    from . import rubric as base
    from .checks_numbers import (_counted, _quantity_known, _stated_in, bounded_counts, check_as_needed_scheduled,
        check_asked_value, check_condition_figures, check_denied_limit, check_dose_field, check_figure_direction,
        check_graded_doses, check_incidence_bands, check_limit_frequency, check_listed_count, check_per_weight,
        check_spelled_counts, check_swapped_figures)
    from .checks_polarity import (asked_status, check_denied_caution, check_denied_contraindication,
        check_denied_scope, check_denied_statement, check_denied_values, check_dropped_qualifier_negation,
        check_established, check_flipped_prefix_pole, check_food, check_food_rule, check_free_of,
        check_lifted_limit, check_monitored, check_permitted_forbidden, check_polarity, check_pole_bound,
        check_poles, check_rejected, check_short_polarity, check_status, check_stopped_continued,
        check_unknown_made_known, check_yes_no, sentences_about)
    from .checks_population import (check_bound_dose, check_indication, check_narrowed_population,
        check_other_indication, check_other_label_values, check_use_not_indicated, check_widened_population)
    from .checks_terms import (_CONTRASTED_RE, _EVERYDAY_STEMS, _PARAPHRASED, _pairs, _told, check_alternatives,
        check_class_members, check_context_terms, check_crossed, check_crossed_phrases, check_drug_roles,
        check_other_device, check_quoted_terms, check_replaced_label_organ, check_replaced_organ,
        check_replaced_reason, check_replaced_terms, check_substitutions, check_swapped_qualifiers, check_terms,
        contrasted_halves, label_opposite)
    from .label_view import LabelView, label_view
    from .label_words import (ALIGNED, CONTEXT, EXPRESSED, LABEL_POLE_WORDS, SAME_FINDING, SOURCE, _add,
        _label_claims, _label_numbers, _label_states, _near, _skip, general_word, label_claims, read_as_meant,
        read_without_references, roots, vocabulary, without_references)
except ImportError:
    import claim_matching as match
    import claims as cl
    import rubric as base
    from checks_numbers import (_counted, _quantity_known, _stated_in, bounded_counts, check_as_needed_scheduled,
        check_asked_value, check_condition_figures, check_denied_limit, check_dose_field, check_figure_direction,
        check_graded_doses, check_incidence_bands, check_limit_frequency, check_listed_count, check_per_weight,
        check_spelled_counts, check_swapped_figures)
    from checks_polarity import (asked_status, check_denied_caution, check_denied_contraindication,
        check_denied_scope, check_denied_statement, check_denied_values, check_dropped_qualifier_negation,
        check_established, check_flipped_prefix_pole, check_food, check_food_rule, check_free_of,
        check_lifted_limit, check_monitored, check_permitted_forbidden, check_polarity, check_pole_bound,
        check_poles, check_rejected, check_short_polarity, check_status, check_stopped_continued,
        check_unknown_made_known, check_yes_no, sentences_about)
    from checks_population import (check_bound_dose, check_indication, check_narrowed_population,
        check_other_indication, check_other_label_values, check_use_not_indicated, check_widened_population)
    from checks_terms import (_CONTRASTED_RE, _EVERYDAY_STEMS, _PARAPHRASED, _pairs, _told, check_alternatives,
        check_class_members, check_context_terms, check_crossed, check_crossed_phrases, check_drug_roles,
        check_other_device, check_quoted_terms, check_replaced_label_organ, check_replaced_organ,
        check_replaced_reason, check_replaced_terms, check_substitutions, check_swapped_qualifiers, check_terms,
        contrasted_halves, label_opposite)
    from label_view import LabelView, label_view
    from label_words import (ALIGNED, CONTEXT, EXPRESSED, LABEL_POLE_WORDS, SAME_FINDING, SOURCE, _add,
        _label_claims, _label_numbers, _label_states, _near, _skip, general_word, label_claims, read_as_meant,
        read_without_references, roots, vocabulary, without_references)


# Thresholds of the score, tuned on the dev half of the verifier validation set only (see the metric card);
# those the checks share are label_words.py's.
# (2.19.0) a clause of a gold sentence with at least CLAUSE_WORDS words, expressed below OMITTED, is left out
CLAUSE_WORDS, OMITTED = 3, 0.25
WHOLE_ANSWER = 0.9  # a gold claim covered by the answer as a whole, not one sentence, at this discount
OWN_WORDS_LEFT = 2  # (2.33.0) the gold's own words (no label sentence has them) are left out where this many remain
FOCUS = 4.0  # an answer up to this many times the gold's size (label-stated additions aside) is focused; 0 at twice
PASTE_SHARE, PASTE_RATIO = 0.6, 1.5  # copied sentences and size ratio at which an answer is a paste
CITE_DILUTION = 2  # passages cited beyond max(2, this x the gold's) dilute citation support
REFUSAL_NO_WORDING = 0.75  # answer content of a refusal with status NOT_FOUND but no refusal wording
_FIELD_CRITICAL = {"dose": "wrong_dose", "max_daily_dose": "wrong_dose", "strengths": "wrong_dose",
                   "unit": "wrong_unit", "route": "wrong_route", "frequency": "wrong_frequency",
                   "population": "wrong_population"}


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


def pasted(answer_units: list, hay: str) -> float:
    """Share of the answer's words in sentences copied from the label word for word (``hay``:
    :attr:`LabelView.hay`); 2.16.0: by words, not sentences, so that a list of single words the label
    names ("- Anuria") is not read as a pasted passage."""
    total = sum(len(a.words) + a.value_count for a in answer_units)
    if not total:
        return 0.0
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
    # (2.43.0) without the references it carries, as the gold is read: "[see Dosage (2.1)]" says where to read
    answer = read_as_meant(read_without_references(
        item.get("answer") if isinstance(item.get("answer"), str) else base._as_text(item.get("answer"))))
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
            check_dose_field(answer, gold.get("structured_fields"), stated, criticals, notes, item.get("structured_fields"))
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
            check_other_indication(texts, gold_text, question, view, skip, criticals, notes)
            check_class_members(answer, view, criticals, notes)
            check_swapped_figures(texts, view, criticals, notes)
            check_swapped_qualifiers(texts, view, criticals, notes)
            check_figure_direction(texts, view, criticals, notes)
            check_graded_doses(texts, view, criticals, notes)
            check_limit_frequency(texts, gold_text, question, view, criticals, notes)
            check_as_needed_scheduled(texts, gold_text, view, criticals, notes)
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
            copied = pasted(sentences, view.hay)
            if ratio > PASTE_RATIO and copied < PASTE_SHARE:
                # (2.44.0) or stretches of the label pieced together (a product list and a dosing table in one)
                copied = max(copied, view.copied_spans(answer, gold_text))
            if copied >= PASTE_SHARE and ratio > PASTE_RATIO:
                comp["answer_content"] = 0.0
                notes.append(f"{copied:.0%} of the answer's words are copied from the label, at {ratio:.1f} "
                             "times the gold's size: a pasted passage is not an answer")
            elif (whole_copy := view.copied_whole(answer, gold_text)) >= PASTE_SHARE \
                    and view.copied_whole(gold_text) < PASTE_SHARE:
                # (2.43.0) the label's sentences handed back whole where the gold answers in words of
                # its own: retrieval, not an answer (where the gold is itself such a copy, it is not)
                comp["answer_content"] = 0.0
                notes.append(f"{whole_copy:.0%} of the answer's sentences are sentences of the label copied whole, "
                             "where the gold answers in its own words: handing back the label's sentences is "
                             "not an answer (2.43.0)")
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
