"""fda_label_qa gold: field-first dosing statements, the gold checks, errata and the audit config."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import datasets
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from dataset_builders.fda_label_qa import audit, build, dosing, errata, families, proof  # noqa: E402

RAW = ROOT / "groundeval" / "samples" / "fda_labels" / "raw"
BUILT = ROOT / "groundeval" / "samples" / "fda_labels" / "built"


def passage(text: str, pid: str = "PASSAGE_0001", section: str = "dosage_and_administration",
            title: str = "2 DOSAGE AND ADMINISTRATION") -> dict:
    return {"passage_id": pid, "section": section, "section_code": None, "section_title": title, "text": text}


def label(*passages: dict, complete: bool = True, routes=("oral",), sid: str = "L1", name: str = "DRUGX") -> dict:
    return {"set_id": sid, "drug_name": name, "complete": complete, "routes": list(routes), "passages": list(passages)}


# -- doses, units, statements -----------------------------------------------------------------


@pytest.mark.parametrize("text, doses", [
    ("The recommended starting dose is 10 or 20 mg once daily.", ["10 mg", "20 mg"]),
    ("The dosage range is 10 to 80 mg once daily.", ["10 to 80 mg"]),
    ("Azacitidine 75 mg/m 2 intravenously", ["75 mg/m 2"]),
    ("5 mg/kg/day in two doses", ["5 mg/kg/day"]),
    ("patients with creatinine clearance less than 30 mL/min", []),
    ("consider reducing the dose by 50 to 75%", []),
    ("take 4 to 8 tablets every 4 hours", ["4 to 8 tablets"]),
])
def test_dose_values_keep_units_whole_and_every_value(text, doses):
    assert dosing.dose_values(text) == doses


def test_statements_bind_population_frequency_route_of_their_own_sentence():
    p = passage("2.1 Dosage in adults The recommended dose for adults is 10 mg once daily immediately before bedtime. "
                "The recommended dose of DRUGX in both of these patient populations is 5 mg once daily.\n"
                "Pediatric Patients (4 to 17 years) | Dose\n"
                "15 kg to <30 kg | 20 mg every other week\n"
                "- Administered by subcutaneous injection")
    sts = list(dosing.passage_statements(p))
    assert [(s["who"], s["doses"], s["frequency"]) for s in sts] == [
        ("adults", ["10 mg"], "once daily"),  # "both of these patient populations" names no one: left out
        ("Pediatric Patients (4 to 17 years); 15 kg to <30 kg", ["20 mg"], "every other week")]
    assert sts[0]["route"] is None  # the route of another line is not bound to this dose
    assert sts[1]["asked"] == "Pediatric Patients (4 to 17 years), 15 kg to <30 kg"


def test_otc_directions_and_age_tables():
    p = passage("Directions adults and children 12 years of age and over: take 4 to 8 tablets every 4 hours not to "
                "exceed 48 tablets in 24 hours, unless directed by a doctor children under 12 years of age: consult a doctor\n"
                "Age (yr) | Dose (mL or tsp)\nunder 4 years | do not use\n6 to 11 years | 10 mL (2 tsp)")
    sts = list(dosing.passage_statements(p))
    assert sts[0]["who"] == "adults and children 12 years of age and over" and sts[0]["doses"] == ["4 to 8 tablets"]
    assert sts[0]["max_daily_dose"] == "48 tablets in 24 hours"
    assert (sts[1]["who"], sts[1]["asked"], sts[1]["doses"]) == ("6 to 11 years", "age 6 to 11 years", ["10 mL", "2 tsp"])
    assert len(sts) == 2  # "do not use" and "consult a doctor" state no dose


def test_chart_rows_take_the_frequency_the_directions_state_once_for_the_chart():
    """An OTC chart row states no frequency; the directions above the chart state it once for every
    row ("repeat dose every 4 hours"), with the maximum. The row takes both, citing where they are
    stated; a flattened copy of the chart keeps only what precedes its rows."""
    flat = passage("Directions find right dose on chart below mL = milliliter; tsp = teaspoonful repeat dose every 4 "
                   "hours do not use more than 6 times in 24 hours Age (yr) Dose (mL or tsp) under 4 years do not use "
                   "4 to 5 years 5 mL (1 tsp) 6 to 11 years 10 mL (2 tsp)")
    table = passage("Age (yr) | Dose (mL or tsp)\nunder 4 years | do not use\n4 to 5 years | 5 mL (1 tsp)\n"
                    "6 to 11 years | 10 mL (2 tsp)", "PASSAGE_0002", title="Dosage & Administration (table)")
    sts = dosing.label_statements(label(flat, table))
    assert [(s["who"], s["frequency"], s["max_daily_dose"]) for s in sts] == [
        ("4 to 5 years", "every 4 hours", "6 times in 24 hours"), ("6 to 11 years", "every 4 hours", "6 times in 24 hours")]
    assert sts[0]["directions"] == {"passage_id": "PASSAGE_0001",
                                    "text": "repeat dose every 4 hours do not use more than 6 times in 24 hours"}
    q = families.dose_questions(label(flat, table))[0]
    assert [c["passage_id"] for c in q["gold"]["citations"]] == ["PASSAGE_0002", "PASSAGE_0001"]
    assert q["gold"]["answer"] == "4 to 5 years: 5 mL (1 tsp), every 4 hours, at most 6 times in 24 hours"
    assert q["gold"]["structured_fields"]["frequency"] == "every 4 hours"
    assert proof.check_gold(q["gold"], q["question"], q["set_ids"], q["drug_names"], {"L1": label(flat, table)}) == []
    # one passage: directions lines above the chart's rows
    one = passage("Directions\n- may be given every 4 hours. Do not give more than 6 doses in 24 hours unless directed "
                  "by a doctor.\nAge | Dose\nchildren 6 to under 12 years of age | 2 teaspoonfuls (10 mL)")
    st, = dosing.label_statements(label(one))
    assert (st["frequency"], st["max_daily_dose"], st["directions"]["passage_id"]) == (
        "every 4 hours", "6 doses in 24 hours", "PASSAGE_0001")
    assert len(families.dose_questions(label(one))[0]["gold"]["citations"]) == 1  # the row's passage states it
    # two frequencies for the chart, or a row with its own: nothing taken
    two = passage(one["text"].replace("Do not give", "Repeat every 6 hours if needed. Do not give"))
    assert dosing.label_statements(label(two))[0]["frequency"] is None
    own = passage(one["text"].replace("2 teaspoonfuls (10 mL)", "2 teaspoonfuls (10 mL) every 6 hours"))
    assert dosing.label_statements(label(own))[0]["frequency"] == "every 6 hours"


def test_a_route_the_dosing_section_states_once_is_every_statements_route():
    """"DRUGX is administered by subcutaneous injection" in one passage, the doses in others: each
    dose states no route of its own and takes the section's, citing where it is stated. Two routes
    in the section, or one the label's structured routes contradict, and nothing is taken."""
    how = passage("2.1 General DRUGX is administered by subcutaneous injection.", "PASSAGE_0001")
    dose = passage("2.2 RA The recommended dose of DRUGX for adult patients with RA is 40 mg every other week.",
                   "PASSAGE_0002")
    lab = label(how, dose, routes=("subcutaneous",))
    st, = dosing.label_statements(lab)
    assert st["route"] == "subcutaneous injection" and st["route_stated"]["passage_id"] == "PASSAGE_0001"
    q, = families.dose_questions(lab)
    assert q["gold"]["structured_fields"]["route"] == "subcutaneous injection"
    assert [c["passage_id"] for c in q["gold"]["citations"]] == ["PASSAGE_0002", "PASSAGE_0001"]
    assert q["gold"]["answer"].endswith("every other week (route: subcutaneous injection).")
    assert proof.check_gold(q["gold"], q["question"], q["set_ids"], q["drug_names"], {"L1": lab}) == []
    two = passage(how["text"] + " It may also be given intravenously.", "PASSAGE_0001")
    assert dosing.label_statements(label(two, dose, routes=("subcutaneous",)))[0]["route"] is None
    assert dosing.label_statements(label(how, dose, routes=("oral",)))[0]["route"] is None


def test_only_the_dosing_section_is_read_and_unbound_duplicates_are_left_out():
    over = passage("The recommended dose for adults is 1600 mcg.", title="10 OVERDOSAGE", section="overdosage")
    forms = passage("The recommended dose for adults is 60 mg.", title="3 DOSAGE FORMS AND STRENGTHS")
    assert not dosing.is_dosing_passage(over) and not dosing.is_dosing_passage(forms)
    adult = passage("The recommended starting dose of DRUGX is 10 or 20 mg once daily.", "PASSAGE_0002")
    child = passage("The recommended starting dose of DRUGX is 10 mg/day.", "PASSAGE_0003",
                    title="2.2 Pediatric Patients (10-17 years of age)")
    assert dosing.label_statements(label(over, forms, adult, child)) == []  # for whom? two candidates, neither says
    assert [s["doses"] for s in dosing.label_statements(label(adult))] == [["10 mg", "20 mg"]]


def test_statement_fields_and_structured_routes():
    st = {"doses": ["10 mg", "20 mg"], "frequency": "once daily", "route": "orally", "who": "adults",
          "max_daily_dose": None}
    assert dosing.statement_fields(st, ["oral"]) == {"dose": "10 mg; 20 mg", "unit": "mg", "frequency": "once daily",
                                                     "route": "orally", "population": "adults"}
    assert "route" not in dosing.statement_fields(st, ["subcutaneous"])  # the label's product data says otherwise


# -- upstream answers: fields only where a dosing sentence binds them ---------------------------


def test_qa_fields_field_first():
    dosing_p = passage("The recommended dose is 12.5 mg once daily in patients with moderate renal impairment and "
                       "6.25 mg once daily in patients with severe renal impairment.")
    answer = "For severe renal impairment the dose is 6.25 mg once daily."
    assert families.qa_fields("What is the dose for severe renal impairment?", answer, [dosing_p]) == {
        "dose": "6.25 mg", "unit": "mg", "frequency": "once daily"}  # two populations in the sentence: not bound
    ren = passage(dosing_p["text"], section="use_in_specific_populations", title="8.6 Renal Impairment")
    assert families.qa_fields("What is the dose for severe renal impairment?", answer, [ren]) == {}  # not D&A
    assert families.qa_fields("Why is it not indicated in children?", answer, [dosing_p]) == {}  # not about dosing
    fragment = passage("Omeprazole 20 mg")
    assert families.qa_fields("What is the dose of omeprazole?", "Omeprazole 20 mg", [fragment]) == {}
    strengths = passage("Each tablet contains 10 mg or 25 mg of empagliflozin.", section="description", title="11")
    assert families.qa_fields("What are the available strengths?", "10 mg and 25 mg tablets.", [strengths]) == {
        "strengths": "10 mg; 25 mg"}


# -- the checks -------------------------------------------------------------------------------


def gold_row(answer: str, quote: str, fields=None, status="ANSWERED", pid="PASSAGE_0001", anchor=None) -> dict:
    g = {"status": status, "answer": answer, "structured_fields": fields or {},
         "citations": [{"set_id": "L1", "passage_id": pid, "section": None, "supporting_quote": quote}]}
    if anchor:
        g["anchor_topic"] = anchor
    return g


LAB = label(passage("The recommended dose for adults is 10 mg once daily by mouth. Omeprazole 20 mg"),
            passage("Use of DRUGX with potent CYP3A4 inhibitors is contraindicated because of the risk of "
                    "serious vasospasm.", "PASSAGE_0002", "contraindications", "4 CONTRAINDICATIONS"))
GOOD = ("What is the recommended dose of DRUGX for adults?",
        gold_row("The recommended dose for adults is 10 mg once daily.",
                 "The recommended dose for adults is 10 mg once daily by mouth.",
                 {"dose": "10 mg", "frequency": "once daily", "population": "adults", "route": "by mouth"}))


def check(question, g, lab=LAB, **kw):
    return proof.check_gold(g, question, ["L1"], ["DRUGX"], {"L1": lab}, **kw)


def test_a_sound_row_passes_every_check():
    assert check(*GOOD) == []


@pytest.mark.parametrize("change, reason", [
    (lambda q, g: g["structured_fields"].update(dose="30 mL"), "value_not_in_cited_passage"),
    (lambda q, g: g.update(answer=g["answer"] + " Do not exceed 40 mg."), "number_not_in_cited_passage"),
    (lambda q, g: g["citations"][0].update(supporting_quote="the dose is 10 mg in adults"), "quote_not_in_passage"),
    (lambda q, g: g["citations"][0].update(passage_id="PASSAGE_0009"), "citation_not_in_label"),
    (lambda q, g: g["citations"][0].update(set_id="OTHER"), "citation_not_in_label"),
    (lambda q, g: g.update(citations=[]), "no_citation"),
    (lambda q, g: g["structured_fields"].update(dose="20 mg"), "dosing_from_fragment"),
    (lambda q, g: g["structured_fields"].update(route="by mouth", unit="mg"), None),
])
def test_each_check_names_its_failure(change, reason):
    question, g = GOOD[0], json.loads(json.dumps(GOOD[1]))
    change(question, g)
    fails = check(question, g)
    assert (reason in fails) if reason else fails == []
    assert set(fails) <= set(proof.REASONS)


def test_route_question_and_contraindication_checks():
    g = json.loads(json.dumps(GOOD[1]))
    assert "route_contradicts_label" in check(GOOD[0], g, lab={**LAB, "routes": ["intravenous"]})
    assert check("What does the label say about hepatic encephalopathy monitoring?", g) == ["question_not_addressed"]
    soft = gold_row("Weigh the benefit against the risk of vasospasm before using it with CYP3A4 inhibitors.",
                    "Use of DRUGX with potent CYP3A4 inhibitors is contraindicated because of the risk of serious "
                    "vasospasm.", pid="PASSAGE_0002")
    question = "Can DRUGX be used with potent CYP3A4 inhibitors, given the risk of vasospasm?"
    assert check(question, soft) == ["softened_contraindication"]
    soft["answer"] = "No: it is contraindicated with potent CYP3A4 inhibitors (risk of serious vasospasm)."
    assert check(question, soft) == []


def test_refusal_checks_anchor_and_absence():
    g = gold_row("Information not found.", "Use of DRUGX with potent CYP3A4 inhibitors is contraindicated",
                 status="NOT_FOUND", pid="PASSAGE_0002", anchor="contraindicated")
    assert check("Does the label state a dose for hemodialysis?", g, absent_terms=["dialysis"]) == []
    assert check("?", {**g, "anchor_topic": "contra"}, absent_terms=["dialysis"]) == ["anchor_not_in_label"]
    assert check("?", g, absent_terms=["vasospas"]) == ["asked_topic_in_label"]
    partial = {**LAB, "complete": False}
    assert check("?", g, lab=partial, absent_terms=["vasospas"]) == []  # absence is not provable on a partial label


# -- errata and the audit config ----------------------------------------------------------------


def test_errata_apply_and_refuse_silent_edits(tmp_path):
    f = tmp_path / "errata.json"
    f.write_text(json.dumps({"errata": [
        {"qid": "a", "action": "drop", "reason": "ill-posed: two populations", "since": "2.0.0"},
        {"qid": "b", "action": "correct", "reason": "second strength", "since": "2.0.0",
         "set": {"structured_fields": {"strengths": "10 mg; 25 mg"}}}]}))
    loaded = errata.load(f)
    assert errata.apply("a", {"answer": "x"}, loaded) is None
    assert errata.apply("b", {"answer": "x", "structured_fields": {}}, loaded) == {
        "answer": "x", "structured_fields": {"strengths": "10 mg; 25 mg"}}
    assert errata.apply("c", {"answer": "x"}, loaded) == {"answer": "x"}
    # (2.55.0) a rewording sets the answer alone, and the audit's verdict stands
    f.write_text(json.dumps({"errata": [{"qid": "d", "action": "reword", "reason": "the label's sentence word for word",
                                         "since": "2.55.0", "set": {"answer": "No. In other words."}}]}))
    reworded = errata.load(f)
    assert errata.apply("d", {"answer": "No dose adjustment is required.", "status": "ANSWERED"}, reworded) == {
        "answer": "No. In other words.", "status": "ANSWERED"}
    assert audit.after_errata("ok", reworded["d"]) == "ok" and audit.after_errata("wrong", loaded["b"]) == "corrected"
    for bad in ({"qid": "a", "action": "drop", "since": "2.0.0"},
                {"qid": "a", "action": "correct", "reason": "r", "since": "2.0.0", "set": {"qid": "z"}},
                {"qid": "a", "action": "rewrite", "reason": "r", "since": "2.0.0"},
                {"qid": "a", "action": "reword", "reason": "r", "since": "2.0.0", "set": {"answer": "x", "status": "NOT_FOUND"}},
                {"qid": "a", "action": "reword", "reason": "r", "since": "2.0.0", "set": {"answer": "  "}},
                {"qid": "a", "action": "reword", "reason": "r", "since": "2.0.0", "set": {"answer": 42}},
                {"qid": "a", "action": "correct", "reason": "r", "since": "2.0.0", "set": ["answer"]},
                {"qid": "a", "action": "reword", "reason": "r", "since": "2.0.0", "set": 5}):
        f.write_text(json.dumps({"errata": [bad]}))
        with pytest.raises(errata.ErrataError):
            errata.load(f)


@pytest.mark.parametrize("flag, name, text, says", [
    ("--errata", "errata.json", '{"errata": [{"qid": "a", "action": "drop"}]}', "reason"),
    ("--audit", "audit.jsonl", '{"qid": "a", "verdict": "fine"}\n', "audit.jsonl: line 1"),
])
def test_cli_reports_a_bad_errata_or_verdict_file_in_one_line(tmp_path, capsys, flag, name, text, says):
    bad = tmp_path / name
    bad.write_text(text)
    code = build.main(["--openfda", str(RAW / "openfda" / "aspirin.json"), "--out", str(tmp_path / "o"), flag, str(bad)])
    err = capsys.readouterr().err
    assert code == 2 and len(err.strip().splitlines()) == 1 and says in err


def test_errata_drop_and_correct_reach_the_build(tmp_path):
    args = dict(openfda=[str(RAW / "openfda" / n) for n in ("ambien.json", "aspirin.json", "sudafed.json")])
    plain = tmp_path / "plain"
    build.build_dataset(plain, seed=0, errata_file=None, audit_file=None, **args)
    gold = datasets.load_dataset(str(plain) + "-gold", "numeric_dosage", split="test").to_list()
    first, second = gold[0]["qid"], gold[1]["qid"]
    f = tmp_path / "errata.json"
    f.write_text(json.dumps({"errata": [
        {"qid": first, "action": "drop", "reason": "test", "since": "2.0.0"},
        {"qid": second, "action": "correct", "reason": "test", "since": "2.0.0",
         "set": {"answer": gold[1]["answer"] + " (per the label)"}}]}))
    v = tmp_path / "audit.jsonl"
    v.write_text(json.dumps({"qid": second, "verdict": "wrong", "reason": "test"}) + "\n")
    out = tmp_path / "fixed"
    build.build_dataset(out, seed=0, errata_file=f, audit_file=v, **args)
    fixed = {g["qid"]: g for g in datasets.load_dataset(str(out) + "-gold", "numeric_dosage", split="test")}
    assert first not in fixed and fixed[second]["answer"].endswith("(per the label)")
    profile = json.loads((out / "profile.json").read_text())
    assert profile["gold_checks"]["by_reason"]["errata_drop"] == 1
    rows = datasets.load_dataset(str(out) + "-gold", "gold_audit", split="test").to_list()
    row = next(r for r in rows if r["qid"] == second and r["family"] == "numeric_dosage")
    assert (row["verdict"], row["erratum"], row["verdict_after_errata"]) == ("wrong", "correct", "corrected")
    assert all(r["verdict"] == "unaudited" for r in rows if r["qid"] != second)


def test_bundled_audit_table_is_recomputed_from_its_config():
    """The gold card's audit tables are what the gold_audit config says, family by family."""
    rows = datasets.load_dataset(str(BUILT) + "-gold", "gold_audit", split="test").to_list()
    card = (Path(str(BUILT) + "-gold") / "README.md").read_text()
    assert audit.summary_markdown(rows, "verdict") in card and audit.summary_markdown(rows) in card
    verdicts = audit.load()
    assert all(r["verdict"] == (verdicts[r["qid"]]["verdict"] if r["qid"] in verdicts else "unaudited") for r in rows)


def test_a_second_reading_adds_verdicts_and_replaces_only_the_reread_errata(tmp_path, monkeypatch):
    """``gold_audit.py ingest --again``: the re-read verdicts follow the earlier ones (the latest
    counts), a re-read question judged ok loses its erratum, one judged wrong gets the new one, and
    the errata of questions not re-read stay."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("gold_audit_again", ROOT / "scripts" / "gold_audit.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    audit_file, errata_file = tmp_path / "gold_audit.jsonl", tmp_path / "errata.json"
    audit_file.write_text("".join(json.dumps({"qid": q, "verdict": v, "reviewer": "reviewer-0", "audited_version": "1.0.0"}) + "\n"
                                  for q, v in (("q1", "wrong"), ("q2", "minor"), ("q3", "ill_posed"))))
    errata_file.write_text(json.dumps({"errata": [
        {"qid": "q1", "action": "correct", "reason": "r", "since": "1.0.0", "set": {"answer": "fixed"}},
        {"qid": "q3", "action": "drop", "reason": "r", "since": "1.0.0"},
        {"qid": "q4", "action": "reword", "reason": "r", "since": "1.0.0", "set": {"answer": "in other words"}},
        {"qid": "q5", "action": "reword", "reason": "r", "since": "1.0.0", "set": {"answer": "in other words"}}]}))
    monkeypatch.setattr(audit, "AUDIT_FILE", audit_file)
    monkeypatch.setattr(errata, "ERRATA_FILE", errata_file)
    (tmp_path / "v").mkdir()
    (tmp_path / "v" / "batch_0.jsonl").write_text(
        json.dumps({"qid": "q1", "verdict": "ok", "reason": "now right"}) + "\n"
        + json.dumps({"qid": "q4", "verdict": "ok", "reason": "still right"}) + "\n"
        + json.dumps({"qid": "q2", "verdict": "wrong", "reason": "a dose",
                      "correction": {"answer": "10 mg", "structured_fields": {"dose": "10 mg"}}}) + "\n")
    module.ingest_verdicts(tmp_path / "v", "2.0.0", again=True)
    verdicts = audit.load(audit_file)
    assert len(audit_file.read_text().splitlines()) == 6
    assert {q: (v["verdict"], v["audited_version"]) for q, v in verdicts.items()} == {
        "q1": ("ok", "2.0.0"), "q2": ("wrong", "2.0.0"), "q3": ("ill_posed", "1.0.0"), "q4": ("ok", "2.0.0")}
    assert verdicts["q1"]["reviewer"] == "reviewer-2.0.0-0"
    fixes = errata.load(errata_file)
    assert set(fixes) == {"q2", "q3", "q5"} and fixes["q2"]["set"]["answer"] == "10 mg" and fixes["q3"]["action"] == "drop"
    # a re-read packet shows the builder's own gold, so a re-read replaces a question's rewording as any erratum
    assert fixes["q5"]["action"] == "reword"


def test_packets_of_some_questions_for_a_re_read(tmp_path):
    """``gold_audit.py packets --qids``: packets of the named questions only, with their label
    files; a qid that is no candidate of the inputs is a one-line error, and nothing is written."""
    import importlib.util

    from groundeval.errors import UserError

    spec = importlib.util.spec_from_file_location("gold_audit_packets", ROOT / "scripts" / "gold_audit.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    inputs = {"fdarxbench_labels": [RAW / "fdarxbench_format_label_example.jsonl"],
              "fdarxbench_qa": [RAW / "fdarxbench_qa_toy.jsonl"],
              "openfda": sorted((RAW / "openfda").glob("*.json")), "spl": []}
    every, _ = module.write_packets(tmp_path / "all", 1, **inputs)
    items = [json.loads(x) for x in (tmp_path / "all" / "packets" / "batch_0.jsonl").read_text().splitlines()]
    assert every == len(items) >= 3
    chosen = [items[-1]["qid"], items[0]["qid"]]
    assert module.write_packets(tmp_path / "some", 3, qids=[*chosen, chosen[0]], **inputs) == (2, 2)  # no empty packet
    got = [json.loads(x) for k in (0, 1) for x in (tmp_path / "some" / "packets" / f"batch_{k}.jsonl").read_text().splitlines()]
    def moved(item: dict) -> dict:
        return {**item, "label_files": [f.replace(str(tmp_path / "all"), str(tmp_path / "some")) for f in item["label_files"]]}
    assert got == [moved(items[0]), moved(items[-1])]  # in qid order, as every packet is
    assert all(Path(f).is_file() for g in got for f in g["label_files"])
    assert not (tmp_path / "some" / "packets" / "batch_2.jsonl").exists()
    with pytest.raises(UserError, match="no candidate question of these inputs has the qid not-a-qid"):
        module.write_packets(tmp_path / "bad", 1, qids=["not-a-qid"], **inputs)
    assert not (tmp_path / "bad").exists()
