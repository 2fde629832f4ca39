"""The seven task families, built deterministically from normalised labels and FDARxBench QA rows.

Every question has a public part (``qid``, ``family``, ``question``, ``set_ids``, ``drug_names``)
and a hidden gold row (``status``, ``answer``, ``citations``, ``expected_terms``,
``structured_fields`` and provenance). Selection is seeded: ``random.Random(f"{seed}:{family}")``
over candidates in a fixed order, so the same inputs and seed give the same questions.
"""

from __future__ import annotations

import hashlib
import math
import random
import re
from collections import Counter
from typing import Any, Iterable

from dataset_builders.fda_label_qa import dosing, proof
from dataset_builders.fda_label_qa import errata as errata_mod
from groundeval.label_qa_gold import (  # noqa: F401  (the published forms, re-exported)
    FAMILIES,
    GOLD_KEYS,
    PUBLIC_KEYS,
    LeakError,
    check_no_leak,
    gold_from_record,
    gold_record,
)

REFUSAL_ANSWER = "Information not found!"

_DOSE_RE = re.compile(
    r"(?<![\w.])(\d+(?:\.\d+)?(?:\s?(?:to|-|–)\s?\d+(?:\.\d+)?)?)\s?"
    r"(mg/kg|mg|mcg|µg|g|mL|ml|units?|IU|mEq|%|tablets?|capsules?|teaspoonfuls?)(?![\w])"
)
_WARNING_RE = re.compile(r"\b(warning|warnings|precaution|precautions|contraindicat\w*|interaction\w*|"
                         r"pregnan\w*|lactation|nursing|breast|pediatric|geriatric|renal|hepatic|"
                         r"specific population\w*|boxed|overdos\w*|adverse)\b", re.I)
_WARNING_SECTIONS = ("boxed_warning", "warnings", "warnings_and_cautions", "precautions",
                     "contraindications", "drug_interactions", "use_in_specific_populations",
                     "do_not_use", "ask_doctor", "ask_doctor_or_pharmacist", "stop_use",
                     "pregnancy_or_breast_feeding", "when_using")
_ROUTE_RE = re.compile(r"\b(orally|oral|by mouth|intravenously|intravenous|subcutaneously|"
                       r"subcutaneous|intramuscularly|intramuscular|topically|topical|"
                       r"sublingually|transdermal|inhalation|intranasal|rectally|ophthalmic)\b", re.I)
_FREQ_RE = re.compile(r"\b(once daily|twice daily|once a day|twice a day|three times (?:a day|daily)|"
                      r"four times (?:a day|daily)|every \d+(?: to \d+)? hours|every \d+ days|"
                      r"once weekly|once a week|at bedtime|immediately before bedtime|daily|"
                      r"as needed)\b", re.I)
_POP_RE = re.compile(r"\b(adults and children \d+ years (?:of age )?and (?:over|older)|"
                     r"adults(?: and adolescents)?|children(?: under \d+ years(?: of age)?)?|"
                     r"pediatric patients(?: \d+ (?:to|-) \d+ years(?: of age)?)?|elderly(?: patients)?|"
                     r"geriatric patients|patients with (?:mild|moderate|severe)(?: or (?:mild|moderate|severe))?"
                     r" (?:renal|hepatic) impairment|women|men)\b", re.I)
# what a refusal question searches the label for (a condition, population or exposure), and what it
# claims the label says about it; both found in the question wording of FDARxBench refusal rows
_TOPIC_RE = re.compile(r"\b((?:(?:mild|moderate|severe|end-stage)(?: or (?:mild|moderate|severe))? )?"
                       r"(?:hepatic|renal|liver|kidney) (?:impairment|disease|failure|insufficiency)|"
                       r"hemodialysis|dialysis|pregnan(?:cy|t women)|lactation|breast[- ]?feeding|"
                       r"nursing mothers|pediatric patients|children under \d+ years(?: of age)?|neonates|"
                       r"infants|elderly(?: patients)?|geriatric patients|patients 65 years and older|"
                       r"QTc? prolongation|abnormal thyroid function|grapefruit juice|alcohol|smokers)\b", re.I)
_CLAIMS = (
    ("INR value", re.compile(r"\bINR\b")),
    ("dose adjustment", re.compile(r"\b(?:adjust|alter|modif|chang|reduc|increas)\w*\b.{0,40}\b(?:dose|dosage|dosing)|"
                                   r"\b(?:dose|dosage|dosing)\b.{0,20}\b(?:adjust|alter|modif|chang|reduc)", re.I)),
    ("monitoring", re.compile(r"\bmonitor", re.I)),
    ("interaction", re.compile(r"\binteract", re.I)),
    ("contraindication", re.compile(r"\bcontraindicat", re.I)),
)
_STOP = set("""a an the and or of to in on for with by at from as is are was were be been this that
these those it its not no may can should must will patients patient use used using than other such
into about each which who when after before during if per any all more most also""".split())


# --------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------


def stable_qid(*parts: str) -> str:
    return "syn-" + hashlib.sha1("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]


sentences = dosing.sentences  # one sentence splitter for quotes, anchors and dosing statements


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+(?:\.\d+)?", text.lower()) if w not in _STOP}


def best_quote(passage_text: str, target: str, max_chars: int = 300) -> str:
    """The sentence of the passage (a verbatim substring) that best supports ``target``: the one
    holding most of its numbers, then the largest share of one of its clauses' words (not the
    overlap with the whole answer, which favours long sentences about something else)."""
    want_numbers = proof.numbers(target)
    clauses = [set(_words(c)) for c in re.split(r"(?<=[.;:])\s+|,\s(?:and|while|which)\s", target) if _words(c)] \
        or [set(_words(target))]
    best, best_score = "", (-1.0, 0)
    for s in sentences(passage_text):
        sw = _words(s)
        share = max(len(c & sw) / len(c) for c in clauses) if clauses and any(clauses) else 0.0
        numbers = len(want_numbers & proof.numbers(s)) / max(1, len(want_numbers))
        score = (round(share + 0.5 * numbers, 6), min(len(s), 200))
        if score > best_score:
            best, best_score = s, score
    return _clip(best or passage_text.strip(), max_chars)


_DOSING_QUESTION = re.compile(r"\b(dose|doses|dosage|dosing|how much|how often|strengths?|regimen|"
                              r"administered|maximum daily)\b", re.I)
_STRENGTH_QUESTION = re.compile(r"\bstrengths?\b", re.I)


def is_dosing_question(question: str) -> bool:
    """A question that asks for a dose, a dosing regimen or a strength."""
    return bool(_DOSING_QUESTION.search(question))


def qa_fields(question: str, answer: str, cited: list[dict[str, Any]]) -> dict[str, str]:
    """Structured fields of an upstream (FDARxBench) answer, field first: only for a question
    about dosing, only values of the answer that a full sentence of a cited *Dosage and
    Administration* passage states (strengths: of any cited passage), each population, frequency
    and route bound to the passage sentence that states the dose and said in the answer too.
    A value that cannot be bound is left out (prose only)."""
    if not is_dosing_question(question):
        return {}
    answer_n = proof.norm(answer)
    if _STRENGTH_QUESTION.search(question):
        text = proof.norm("\n".join(p["text"] for p in cited))
        found = [v for v in dosing.dose_values(answer) if proof.norm(v) in text]
        return {"strengths": "; ".join(found)} if found else {}
    stated = [s for p in cited if dosing.is_dosing_passage(p) for s in dosing.sentences(p["text"])
              if dosing.is_full_sentence(s)]
    doses, bound = [], []
    for value in dosing.dose_values(answer):
        where = [s for s in stated if proof.norm(value) in proof.norm(s)]
        if where:
            doses.append(value)
            bound += where
    if not doses:
        return {}
    fields = {"dose": "; ".join(doses)}
    units = {d.rsplit(" ", 1)[1] for d in doses}
    if len(units) == 1:
        fields["unit"] = units.pop()
    for key, rx in (("frequency", dosing.FREQUENCY_RE), ("route", dosing.ROUTE_RE), ("population", _POP_RE)):
        said = {m.group(1).lower() for s in bound for m in rx.finditer(s)}
        said = sorted(v for v in said if v in answer_n)
        if len(said) == 1:  # one value the answer and the dosing sentence share: bound; several: not
            fields[key] = said[0]
    return fields


def expected_terms(answer: str, limit: int = 6) -> list[str]:
    """Key terms an answer must contain: quantities, routes, frequencies, then the longest
    content words, in order of appearance, without duplicates."""
    terms: list[str] = []
    for rx in (_DOSE_RE, _ROUTE_RE, _FREQ_RE):
        for m in rx.finditer(answer):
            t = m.group(0).strip()
            if t.lower() not in (x.lower() for x in terms):
                terms.append(t)
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z-]{6,}", answer) if w.lower() not in _STOP]
    seen = {t.lower() for t in terms}
    longest = sorted(dict.fromkeys(words), key=lambda w: (-len(w), answer.find(w)))
    for w in longest:
        if len(terms) >= limit:
            break
        if w.lower() not in seen:
            terms.append(w)
            seen.add(w.lower())
    return terms[:limit]


def _passage_map(label: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["passage_id"]: p for p in label["passages"]}


def _citation(label: dict[str, Any], passage: dict[str, Any], target: str) -> dict[str, Any]:
    return {"set_id": label["set_id"], "passage_id": passage["passage_id"],
            "section": passage.get("section_title") or None,
            "supporting_quote": best_quote(passage["text"], target)}


# --------------------------------------------------------------------------------------------
# Questions from FDARxBench QA rows
# --------------------------------------------------------------------------------------------


def is_refusal_row(row: dict[str, Any]) -> bool:
    return row.get("task") == "refusal" or (row.get("answer") or "").strip() == REFUSAL_ANSWER


def refusal_topics(row: dict[str, Any]) -> dict[str, str]:
    """``searched_topic`` / ``unsupported_topic`` of a refusal row: the row's own where it has them,
    else derived from the question (the condition or population it asks about, and what it claims
    the label says about it: "dose adjustment in severe hepatic impairment"). Empty: none found."""
    own = {k: str(row[k]).strip() for k in ("searched_topic", "unsupported_topic") if str(row.get(k) or "").strip()}
    if own:
        return own
    question = row.get("question") or ""
    m = _TOPIC_RE.search(question)
    if not m:
        return {}
    topic = " ".join(m.group(1).split())
    claim = next((name for name, rx in _CLAIMS if rx.search(question)), None)
    return {"searched_topic": topic, **({"unsupported_topic": f"{claim} in {topic}"} if claim else {})}


def refusal_outcome(row: dict[str, Any], labels: dict[str, dict[str, Any]]) -> str:
    """What becomes of a FDARxBench refusal row: ``kept_own_topic``, ``kept_derived_topic``, or left
    out as ``left_out_label_without_passages`` (the model would see nothing, so refusing is
    trivially right) or ``left_out_no_topic`` (nothing to check the refusal against)."""
    label = labels.get(row.get("set_id"))
    if not label or not label.get("passages"):
        return "left_out_label_without_passages"
    if row.get("searched_topic") or row.get("unsupported_topic"):
        return "kept_own_topic"
    return "kept_derived_topic" if refusal_topics(row) else "left_out_no_topic"


def refusal_accounting(qa_rows: Iterable[dict[str, Any]], labels: dict[str, dict[str, Any]]) -> dict[str, int]:
    """How many FDARxBench refusal rows were kept (with their own or a derived topic) or left out, and why."""
    counts = Counter(refusal_outcome(r, labels) for r in qa_rows
                     if r.get("set_id") and r.get("qid") and r.get("question") and is_refusal_row(r))
    return {"rows": sum(counts.values()), **dict(sorted(counts.items()))}


def answer_citations(row: dict[str, Any], label: dict[str, Any]) -> list[dict[str, Any]]:
    """Gold citations of an answerable row: its answer-bearing context passages (else all of them)
    that exist in the label, in label order, each quoting the sentence that best supports the answer."""
    contexts = row.get("context") or []
    chosen = [c for c in contexts if c.get("has_answer")] or contexts
    pmap = _passage_map(label)
    out = []
    for c in sorted(chosen, key=lambda c: c.get("doc_chunk_index", -1)):
        pid = f"PASSAGE_{c.get('doc_chunk_index', -1):04d}"
        if pid in pmap:
            out.append(_citation(label, pmap[pid], row.get("answer") or ""))
    return out


def _row_gold(row: dict[str, Any], refusal: bool, citations: list[dict[str, Any]],
              label: dict[str, Any] | None) -> dict[str, Any]:
    answer = REFUSAL_ANSWER if refusal else (row.get("answer") or "").strip()
    pmap = _passage_map(label) if label else {}
    cited = [pmap[c["passage_id"]] for c in citations if c["passage_id"] in pmap]
    return {
        "status": "NOT_FOUND" if refusal else "ANSWERED",
        "answer": answer,
        "citations": citations,
        "expected_terms": [] if refusal else expected_terms(answer),
        "structured_fields": refusal_topics(row) if refusal else qa_fields(row.get("question") or "", answer, cited),
        "source": "fdarxbench_qa",
        "source_task": row.get("task"),
    }


def qa_questions(qa_rows: Iterable[dict[str, Any]], labels: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """One base question (public + gold, no family yet) per usable QA row. Answerable rows need a
    context passage in their label; refusal rows a label with passages and a searched topic
    (:func:`refusal_outcome`)."""
    out = []
    for row in qa_rows:
        sid, qid = row.get("set_id"), row.get("qid")
        label = labels.get(sid)
        if not sid or not qid or not row.get("question"):
            continue
        refusal = is_refusal_row(row)
        if refusal and not refusal_outcome(row, labels).startswith("kept"):
            continue
        citations = [] if refusal or label is None else answer_citations(row, label)
        if not refusal and not citations:
            continue
        contexts = row.get("context") or []
        out.append({
            "qid": qid,
            "question": row["question"].strip(),
            "set_ids": [sid],
            "drug_names": [row.get("drug_name") or (label or {}).get("drug_name", "")],
            "gold": _row_gold(row, refusal, citations, label),
            "_task": row.get("task"),
            "_question_type": row.get("question_type"),
            "_contexts": contexts,
        })
    return out


# --------------------------------------------------------------------------------------------
# Synthetic families from labels alone
# --------------------------------------------------------------------------------------------

# (anchor: a topic the label discusses, as a whole word or phrase; asked topic; words that must be
# absent from the whole label, as whole-word prefixes; the claim the question asks about)
NEAR_MISS_TOPICS = (
    ("renal impairment", "severe hepatic impairment", ("hepatic", "liver"),
     "a dose adjustment for patients with severe hepatic impairment"),
    ("hepatic impairment", "severe renal impairment", ("renal", "kidney", "creatinine clearance"),
     "a dose adjustment for patients with severe renal impairment"),
    ("pediatric use", "patients 65 years and older", ("geriatric", "elderly", "65 years", "older adults",
                                                      "older patients"),
     "a separate dose for patients 65 years and older"),
    ("geriatric use", "children under 2 years", ("pediatric", "children", "child", "infant"),
     "a dose for children under 2 years of age"),
    ("alcohol", "grapefruit juice", ("grapefruit",),
     "an interaction with grapefruit juice"),
    ("pregnancy", "hemodialysis", ("dialysis", "dialyz", "hemodialy"),
     "whether hemodialysis removes the drug"),
    ("tablets", "intravenous administration", ("intravenous", "iv infusion", "injection", "infusion"),
     "an intravenous dose"),
    ("storage", "refrigeration after opening", ("refrigerat", "2°c", "2° to 8°", "36°"),
     "whether the product must be refrigerated after opening"),
    ("drowsiness", "QT prolongation", ("qt", "qtc", "torsade"),
     "a risk of QT prolongation"),
)


def _phrase(word: str) -> re.Pattern:
    return re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.I)


def _prefix(word: str) -> re.Pattern:
    return re.compile(rf"(?<![\w-]){re.escape(word)}", re.I)


def _anchor_passage(label: dict[str, Any], anchor: str) -> dict[str, Any] | None:
    """The passage where the anchor is a section topic: one whose heading names it, else the first
    that has it as a whole word or phrase."""
    rx = _phrase(anchor)
    with_it = [p for p in label["passages"] if rx.search(p["text"])]
    titled = [p for p in with_it if rx.search(p.get("section_title") or "")]
    return (titled or with_it or [None])[0]


def near_miss_questions(labels: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Synthetic near-miss refusals: the label discusses the anchor topic (a whole word or phrase)
    but has none of the asked topic's words. Only complete labels (absence is only provable on a
    whole label)."""
    out = []
    for label in labels:
        if not label.get("complete") or not label["passages"]:
            continue
        full = "\n".join(p["text"] for p in label["passages"])
        for anchor, asked, absent, claim in NEAR_MISS_TOPICS:
            anchor_p = _anchor_passage(label, anchor)
            if anchor_p is None or any(_prefix(k).search(full) for k in absent):
                continue
            quote = next(s for s in sentences(anchor_p["text"]) if _phrase(anchor).search(s))
            drug = label["drug_name"] or "this drug"
            question = (f"According to the {drug} label, what does it state about {claim}? "
                        f"Answer only from the label.")
            qid = stable_qid("near_miss", label["set_id"], asked)
            gold = {
                "status": "NOT_FOUND",
                "answer": f"Information not found: the label discusses {anchor} but does not state {claim}.",
                "citations": [{"set_id": label["set_id"], "passage_id": anchor_p["passage_id"],
                               "section": anchor_p.get("section_title") or None,
                               "supporting_quote": _clip(quote)}],
                "expected_terms": [],
                "structured_fields": {"searched_topic": asked, "unsupported_topic": claim},
                "source": "synthetic_near_miss",
                "source_task": "refusal",
                "anchor_topic": anchor,
            }
            out.append({"qid": qid, "question": question, "set_ids": [label["set_id"]],
                        "drug_names": [drug], "gold": gold, "_absent": list(absent)})
    return out


def _clip(text: str, max_chars: int = 300) -> str:
    if len(text) <= max_chars:
        return text
    cut = text.rfind(" ", 0, max_chars)
    return text[: cut if cut > 0 else max_chars]


def _statement_answer(st: dict[str, Any]) -> str:
    """The statement in its own words; a chart row adds what the chart's directions say for it."""
    answer = st["text"].replace(" | ", ": ")
    if st.get("directions"):
        answer += f", {st['frequency']}" + (f", at most {st['max_daily_dose']}" if st["max_daily_dose"] else "")
    if st.get("route_stated"):
        answer = answer.rstrip(".") + f" (route: {st['route']})."
    return answer


def _asked(drug: str, st: dict[str, Any]) -> str:
    """What a dosing question asks for, in the statement's own words: "the recommended dose of X
    for adults", "the dose the X label gives for 6 to 11 years"."""
    who = st.get("asked") or st["who"] or ""
    if st["kind"].startswith("recommended"):
        return f"the {st['kind']} of {drug}" + (f" for {who}" if who else "")
    return f"the dose the {drug} label's dosing directions give for {who}"


def _statement_question(drug: str, st: dict[str, Any]) -> str:
    return f"According to the {drug} label, what is {_asked(drug, st)}?"


def dose_questions(label: dict[str, Any]) -> list[dict[str, Any]]:
    """Field-first dosing questions of a complete label: one per bound statement of its dosing
    section (:func:`dosing.label_statements`), the statement itself the answer and quote."""
    if not label.get("complete"):
        return []
    drug = label["drug_name"] or "this drug"
    pmap = _passage_map(label)
    out = []
    for st in dosing.label_statements(label):
        passage = pmap[st["passage_id"]]
        fields = dosing.statement_fields(st, label.get("routes") or ())
        question = (_statement_question(drug, st) + " Give the dose with its frequency and route where the "
                    "label states them, and cite the passage.")
        citations = [{"set_id": label["set_id"], "passage_id": passage["passage_id"],
                      "section": passage.get("section_title") or None, "supporting_quote": _clip(st["text"])}]
        for told in (st.get("directions"), st.get("route_stated")):  # where the chart's frequency, the route is
            if told and told["passage_id"] not in {c["passage_id"] for c in citations}:
                where = pmap[told["passage_id"]]
                citations.append({"set_id": label["set_id"], "passage_id": where["passage_id"],
                                  "section": where.get("section_title") or None, "supporting_quote": _clip(told["text"])})
        gold = {
            "status": "ANSWERED", "answer": _statement_answer(st), "citations": citations,
            "expected_terms": st["doses"][:4] + [v for k, v in fields.items() if k == "frequency"],
            "structured_fields": fields, "source": "synthetic_label_dosing", "source_task": "dosing",
        }
        out.append({"qid": stable_qid("dose", label["set_id"], passage["passage_id"], st["kind"], st["who"] or ""),
                     "question": question, "set_ids": [label["set_id"]], "drug_names": [drug], "gold": gold,
                     "_statement": st})
    return out


def cross_label_questions(labels: Iterable[dict[str, Any]],
                          dose_qs: dict[str, list[dict[str, Any]]] | None = None) -> list[dict[str, Any]]:
    """Pairs of complete labels that each state a dose bound to its population: ask for both
    doses, cite one passage from each label. Each label contributes its first such statement.
    ``dose_qs``: set_id -> :func:`dose_questions` of the label, when the caller has them."""
    firsts = []
    for label in sorted(labels, key=lambda lab: lab["set_id"]):
        own = dose_qs[label["set_id"]] if dose_qs is not None else dose_questions(label)
        qs = [q for q in own if q["_statement"]["who"]]
        if qs:
            firsts.append((label, qs[0]))
    out = []
    for i, (la, qa) in enumerate(firsts):
        for lb, qb in firsts[i + 1:]:
            da, db = qa["drug_names"][0], qb["drug_names"][0]
            sa, sb = qa["_statement"], qb["_statement"]
            question = (f"Compare two labels: according to them, what is {_asked(da, sa)}, and what is "
                        f"{_asked(db, sb)}? For each label give the dose and, where stated, the frequency, route "
                        f"and population, and cite one passage from each label.")
            gold = {
                "status": "ANSWERED",
                "answer": f"{da}: {qa['gold']['answer']} {db}: {qb['gold']['answer']}",
                "citations": qa["gold"]["citations"] + qb["gold"]["citations"],
                "expected_terms": sa["doses"][:2] + sb["doses"][:2],
                "structured_fields": {"comparison": {la["set_id"]: qa["gold"]["structured_fields"],
                                                     lb["set_id"]: qb["gold"]["structured_fields"]}},
                "source": "synthetic_cross_label",
                "source_task": "comparison",
            }
            out.append({"qid": stable_qid("cross", la["set_id"], lb["set_id"]), "question": question,
                        "set_ids": [la["set_id"], lb["set_id"]], "drug_names": [da, db], "gold": gold})
    return out


# --------------------------------------------------------------------------------------------
# Families
# --------------------------------------------------------------------------------------------


def _is_warning(q: dict[str, Any], labels: dict[str, dict[str, Any]]) -> bool:
    if _WARNING_RE.search(q["question"]):
        return True
    label = labels.get(q["set_ids"][0]) or {"passages": []}
    pmap = _passage_map(label)
    for c in q["gold"]["citations"]:
        p = pmap.get(c["passage_id"]) or {}
        if p.get("section") in _WARNING_SECTIONS or _WARNING_RE.search(p.get("section_title") or ""):
            return True
    return False


def longest_labels(labels: Iterable[dict[str, Any]], share: float = 0.25) -> set[str]:
    """set_ids of the complete labels in the top quartile (``share``) by passage count, at least one."""
    complete = sorted((lab for lab in labels if lab.get("complete") and lab["passages"]),
                      key=lambda lab: (-len(lab["passages"]), lab["set_id"]))
    if not complete:
        return set()
    n = max(1, math.ceil(len(complete) * share))
    floor = len(complete[n - 1]["passages"])
    return {lab["set_id"] for lab in complete if len(lab["passages"]) >= floor}


def _pick(cands: list[dict[str, Any]], n: int, seed: int, family: str) -> list[dict[str, Any]]:
    cands = sorted(cands, key=lambda q: q["qid"])
    if len(cands) > n:
        cands = random.Random(f"{seed}:{family}").sample(cands, n)
    return sorted(cands, key=lambda q: q["qid"])


def candidate_pools(labels: list[dict[str, Any]], qa_rows: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Every question each family (but mixed_batch) may draw, before the checks and the seeded pick."""
    by_id = {lab["set_id"]: lab for lab in labels}
    base = qa_questions(qa_rows, by_id)
    answerable = [q for q in base if q["gold"]["status"] == "ANSWERED"]
    longest = longest_labels(labels)
    per_label = {lab["set_id"]: dose_questions(lab) for lab in labels}
    dose_qs = [q for lab in labels for q in per_label[lab["set_id"]]]
    return {
        "long_label_retrieval": [q for q in answerable + dose_qs if q["set_ids"][0] in longest],
        "warning_citations": [q for q in answerable if _is_warning(q, by_id)],
        "numeric_dosage": [q for q in answerable if is_dosing_question(q["question"])] + dose_qs,
        "multi_section_synthesis": [q for q in answerable
                                    if q.get("_task") == "multihop" or len(q.get("_contexts") or []) >= 2],
        "cross_label_comparison": cross_label_questions(labels, per_label),
        "near_miss_refusal/fdarxbench": [q for q in base if q["gold"]["status"] == "NOT_FOUND"],
        "near_miss_refusal/synthetic": near_miss_questions(labels),
    }


def checked_pools(labels: list[dict[str, Any]], qa_rows: list[dict[str, Any]],
                  errata: dict[str, dict[str, Any]] | None = None) -> tuple[dict[str, list[dict[str, Any]]], list[dict[str, str]]]:
    """The candidate pools with the reviewers' errata applied (:mod:`errata`) and every question
    that fails a gold check (:mod:`proof`) dropped; returns (pools, drops), a drop being
    ``{"qid", "family", "reason"}`` once per pool and failed check."""
    by_id = {lab["set_id"]: lab for lab in labels}
    pools = candidate_pools(labels, qa_rows)
    fails: dict[str, list[str]] = {}
    for q in {q["qid"]: q for cands in pools.values() for q in cands}.values():  # each question once
        q["gold"] = errata_mod.apply(q["qid"], q["gold"], errata or {})
        fails[q["qid"]] = (["errata_drop"] if q["gold"] is None else
                           proof.check_gold(q["gold"], q["question"], q["set_ids"], q["drug_names"], by_id,
                                            absent_terms=q.get("_absent", ())))
    drops = [{"qid": q["qid"], "family": pool.split("/")[0], "reason": r}
             for pool, cands in pools.items() for q in cands for r in fails[q["qid"]]]
    return {pool: [q for q in cands if not fails[q["qid"]]] for pool, cands in pools.items()}, drops


def build_families(labels: list[dict[str, Any]], qa_rows: list[dict[str, Any]], seed: int = 0,
                   max_per_family: int = 12, mixed_per_family: int = 2,
                   errata: dict[str, dict[str, Any]] | None = None,
                   drops: list[dict[str, str]] | None = None) -> dict[str, list[dict[str, Any]]]:
    """family -> questions (each ``{qid, family, question, set_ids, drug_names, gold}``): the checked
    pools (:func:`checked_pools`), a seeded pick of at most ``max_per_family`` each. The drops are
    appended to ``drops`` when given."""
    pools, dropped = checked_pools(labels, qa_rows, errata)
    if drops is not None:
        drops.extend(dropped)
    fams: dict[str, list[dict[str, Any]]] = {}
    for fam in ("long_label_retrieval", "warning_citations", "numeric_dosage", "multi_section_synthesis",
                "cross_label_comparison"):
        fams[fam] = _pick(pools[fam], max_per_family, seed, fam)
    refusals, synthetic = pools["near_miss_refusal/fdarxbench"], pools["near_miss_refusal/synthetic"]
    n_syn = max(max_per_family - min(len(refusals), max_per_family // 2), 0)
    fams["near_miss_refusal"] = sorted(
        _pick(refusals, max_per_family // 2, seed, "near_miss_refusal/fdarxbench")
        + _pick(synthetic, n_syn, seed, "near_miss_refusal/synthetic"), key=lambda q: q["qid"])
    mixed: list[dict[str, Any]] = []
    seen: set[str] = set()
    for fam in FAMILIES[:-1]:
        pool = [q for q in fams[fam] if q["qid"] not in seen]
        for q in _pick(pool, mixed_per_family, seed, f"mixed_batch/{fam}"):
            mixed.append(q)
            seen.add(q["qid"])
    fams["mixed_batch"] = sorted(mixed, key=lambda q: q["qid"])
    out = {}
    for fam in FAMILIES:
        out[fam] = [{"qid": q["qid"], "family": fam, "question": q["question"], "set_ids": q["set_ids"],
                     "drug_names": q["drug_names"], "gold": dict(q["gold"])} for q in fams[fam]]
    return out


def public_row(q: dict[str, Any]) -> dict[str, Any]:
    return {k: q[k] for k in PUBLIC_KEYS}


def gold_row(q: dict[str, Any]) -> dict[str, Any]:
    row = {"qid": q["qid"], "family": q["family"], "set_ids": q["set_ids"]}
    row.update(q["gold"])
    return row
