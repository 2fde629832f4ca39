"""Field-first dosing facts: what a label's own *Dosage and Administration* section states, one
sentence, clause or table row at a time, with every value bound to the population, frequency and
route **of the same sentence or row**. One exception, for the charts of OTC directions: a chart row
that states no frequency takes the frequency (and the maximum) that the directions state once for
the whole chart, in words that name no population and no dose ("repeat dose every 4 hours", "may
be given every 4 hours. Do not give more than 6 doses in 24 hours"), when they state exactly one;
the statement then also cites where the directions say it. Likewise a route the dosing section states
once for every dose ("HUMIRA is administered by subcutaneous injection"; the section's only route,
which the label's structured routes agree with) is the route of a statement that states none.

A value the reader cannot bind is left out; nothing is guessed. Units stay whole (``mg/m2``,
``mg/kg/day``), a lab value (``mL/min``, a creatinine clearance, a percentage) is never a dose,
and a list such as "10 or 20 mg" is every value it states ("10 mg", "20 mg"), where a range
"10 to 80 mg" is one value.

A dosing statement::

    {"passage_id": "PASSAGE_0002", "text": "The recommended dose for adults is 10 mg once daily ...",
     "who": "adults" | None, "kind": "recommended dose" | "directions" | "dosing table",
     "doses": ["10 mg"], "frequency": "once daily" | None, "route": "orally" | None,
     "max_daily_dose": "10 mg per day" | None}
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

# a unit of a dose, longest first so "mg/kg/day" is not read as "mg"
_UNITS = (r"mg/m2|mg/m²|mg/m 2|mg/kg/day|mg/kg|mcg/kg|mg/day|mg/dose|mcg|µg|mg|grams?|g|mL|units?|IU|mEq|"
          r"tablets?|capsules?|teaspoonfuls?|tsp|puffs?|drops?|sprays?|injections?")
_NUM = r"\d+(?:\.\d+)?"
# "10 mg", "10 or 20 mg", "10, 20 or 40 mg", "10 to 80 mg", "1-2 tablets", "30mg"
QUANTITY_RE = re.compile(
    rf"(?<![\w.,/])(?P<nums>{_NUM}(?:\s*(?:,\s*|\s+or\s+|\s+and\s+)(?:or\s+)?{_NUM})*"
    rf"(?:\s*(?:to|-|–)\s*{_NUM})?)\s?(?P<unit>{_UNITS})(?![\w/])(?!\s*/\s*min)")
# numbers that are not doses: lab values and cut-offs, percentages, ages, weights, durations
_NOT_DOSE_BEFORE = re.compile(r"(?:clearance|crcl|gfr|egfr|level|levels|concentration|exceed(?:s|ing)? \d+%)"
                              r"[^.;]{0,25}$|[<>≤≥]\s*$", re.I)
FREQUENCY_RE = re.compile(
    r"\b(once daily|twice daily|once a day|twice a day|once per day|three times (?:a day|daily)|"
    r"four times (?:a day|daily)|every \d+(?: to \d+)? hours|every other week|every \d+ weeks|every week|"
    r"once weekly|once a week|weekly|every morning|in the morning|at bedtime|immediately before bedtime|"
    r"as needed|per day|a day|daily)\b", re.I)
ROUTE_RE = re.compile(r"\b(orally|by mouth|subcutaneous(?:ly)?(?: injection)?|intravenous(?:ly)?(?: infusion)?|"
                       r"intramuscular(?:ly)?(?: injection)?|topically|sublingually|rectally|by inhalation|"
                       r"intranasally|into the eye)\b", re.I)
# the same route, in the words of openFDA's ``openfda.route`` / SPL's routeCode
ROUTE_NAMES = {"orally": "oral", "by mouth": "oral", "subcutaneous": "subcutaneous",
               "intravenous": "intravenous", "intramuscular": "intramuscular", "topically": "topical",
               "sublingually": "sublingual", "rectally": "rectal", "by inhalation": "respiratory (inhalation)",
               "intranasally": "nasal", "into the eye": "ophthalmic"}
_MAX_RE = re.compile(r"(?:not (?:to )?exceed|should not exceed|do not (?:take|give|use) more than|maximum "
                     r"(?:recommended )?(?:daily )?dose (?:is|of)|up to a maximum of)\s+([^.;\n]{1,50}?"
                     r"(?:in|per|a|within a) (?:24 hours|day|48 hour period))", re.I)
_RECOMMENDED_RE = re.compile(
    r"\b(?:(?:for|in) (?P<who_before>[^,.;]{3,160}?), )?the recommended (?P<kind>(?:starting |initial |maintenance |"
    r"adult |usual )?(?:dose|dosage)(?: regimen)?)(?: of [\w®-]+(?: [\w®-]+)?)?(?: (?:for|in) (?P<who>[^.;]{3,200}?))?"
    r" (?:is|are)\b (?P<rest>.+)$", re.I)
_WHO_AFTER_RE = re.compile(r"\b(?:in|for) (?P<who>(?:adult |pediatric |elderly |geriatric )?(?:patients|adults|"
                           r"children|adolescents)\b[^,.;()]{0,80})", re.I)
_DIRECTIONS_RE = re.compile(r"(?P<who>(?:adults|children|adolescents)[^:;|]{0,80}?):\s*(?:take|give|use)\s+"
                            r"(?P<rest>[^:]+?)(?=(?:adults|children|adolescents)[^:]{0,80}:|$)", re.I)
_WHO_WORDS = re.compile(r"\b(adults?|children|child|adolescents?|pediatric|elderly|geriatric|patients|infants|"
                        r"years)\b", re.I)
_ANAPHORA = re.compile(r"\b(these|this|those|such|both|the above|the following)\b", re.I)
_VERB_RE = re.compile(r"\b(is|are|be|take|taken|give|given|administer\w*|recommended|should|may|start\w*|"
                      r"increase\w*|reduce\w*|use)\b", re.I)


def is_dosing_passage(passage: dict[str, Any]) -> bool:
    """A passage of the *Dosage and Administration* section (or an OTC label's *Directions*); never
    *Overdosage* or *Dosage Forms and Strengths*, whose headings also say "dosage"."""
    if passage.get("section") != "dosage_and_administration":
        return False
    title = (passage.get("section_title") or "").lower()
    return "overdos" not in title and "forms and strengths" not in title


def sentences(text: str) -> list[str]:
    """Sentences of a passage, lines kept apart (list items, table rows)."""
    out = []
    for line in text.split("\n"):
        for s in re.split(r"(?<=[.;!?])\s+(?=[A-Z0-9(•-])", line):
            s = s.strip()
            if len(s) >= 3:
                out.append(s)
    return out


def dose_values(text: str) -> list[str]:
    """Every dose a clause states, units whole: "10 or 20 mg once daily" -> ["10 mg", "20 mg"];
    "10 to 80 mg" -> ["10 to 80 mg"]; lab values, cut-offs and percentages are not doses."""
    out: list[str] = []
    for m in QUANTITY_RE.finditer(text):
        if _NOT_DOSE_BEFORE.search(text[max(0, m.start() - 40):m.start()]):
            continue
        unit = m.group("unit")  # as the label writes it
        nums = m.group("nums")
        rng = re.search(rf"({_NUM})\s*(?:to|-|–)\s*({_NUM})$", nums)
        head = nums[: rng.start()] if rng else nums
        values = [f"{n} {unit}" for n in re.findall(_NUM, head)]
        if rng:
            values.append(f"{rng.group(1)} to {rng.group(2)} {unit}")
        for v in values:
            if v not in out:
                out.append(v)
    return out


def _first(rx: re.Pattern, text: str) -> str | None:
    m = rx.search(text)
    return " ".join(m.group(1).split()).lower() if m else None


def _who_ok(who: str | None) -> bool:
    return bool(who) and bool(_WHO_WORDS.search(who)) and not _ANAPHORA.search(who)


def _statement(passage: dict[str, Any], text: str, kind: str, who: str | None, value_text: str) -> dict[str, Any] | None:
    doses = dose_values(value_text)
    if not doses:
        return None
    return {"passage_id": passage["passage_id"], "text": text, "who": who, "kind": kind, "doses": doses,
            "frequency": _first(FREQUENCY_RE, value_text), "route": _first(ROUTE_RE, text),
            "max_daily_dose": (m.group(1).strip() if (m := _MAX_RE.search(text)) else None)}


def passage_statements(passage: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The dosing statements of one dosing passage: "the recommended dose ... for <who> is <dose>"
    sentences, OTC directions "<who>: take <dose> ..." and dosing-table rows "<who> | <dose>"."""
    header: list[str] = []
    for s in sentences(passage["text"]):
        body = s.lstrip("-• ").strip()
        m = _RECOMMENDED_RE.search(body)
        if m:
            who = m.group("who") or m.group("who_before")
            rest = m.group("rest")
            if not who:
                after = _WHO_AFTER_RE.search(rest)
                who = after.group("who") if after else None
                if after:
                    rest = rest[: after.start()]
            rest = re.split(r"\b(?:and|;) the (?:recommended )?maximum\b|\bbecause\b|\[see\b|\bto be titrated\b|"
                            r"\bin increments\b", rest)[0]
            kind = "recommended " + " ".join(m.group("kind").lower().split())
            st = _statement(passage, body[m.start():], kind, " ".join(who.split()) if who else None, rest)
            if st and (st["who"] is None or _who_ok(st["who"])):
                yield st
            continue
        if " | " in body:
            cells = [c.strip() for c in body.split(" | ")]
            if len(cells) == 2 and cells[1].lower().startswith("dose"):
                header = cells  # the row naming the table's columns: its first cell may name the population
                continue
            who = cells[0]
            if header and _WHO_WORDS.search(header[0]) and not re.search(r"^age\b", header[0], re.I):
                who = f"{header[0]}; {cells[0]}"  # the column's heading names the population of its rows
            if len(cells) == 2 and _who_ok(who) and not dose_values(cells[0].split("(")[0]):
                st = _statement(passage, body, "dosing table", who, cells[1])
                if st:  # how a question names the row: "age 4 to 5 years" under an "Age (yr)" column
                    aged = header and re.match(r"age\b", header[0], re.I)
                    st["asked"] = f"age {who}" if aged else who.replace("; ", ", ")
                    yield st
            continue
        for d in _DIRECTIONS_RE.finditer(body):
            who = " ".join(d.group("who").split())
            value = re.split(r"\bnot to exceed\b|\bdo not\b", d.group("rest"), flags=re.I)[0]
            st = _statement(passage, body, "directions", who, value)
            if st and _who_ok(who):
                st["text"] = " ".join(d.group(0).split())
                st["max_daily_dose"] = (m2.group(1).strip() if (m2 := _MAX_RE.search(d.group(0))) else None)
                yield st


def _directions_before_values(text: str) -> str:
    """What a line of directions says before it names a dose or a population: a chart flattened
    into one line ("repeat dose every 4 hours ... Age (yr) Dose under 4 years ...") keeps only
    what precedes its rows."""
    cut = len(text)
    for rx in (QUANTITY_RE, _WHO_WORDS):
        m = rx.search(text)
        if m:
            cut = min(cut, m.start())
    return text[:cut]


_DIRECTION_VERB = re.compile(r"\b(?:repeat|may be given|give|take|use|administer)\b", re.I)


def _directions_quote(head: str, freq: re.Match, most: re.Match | None) -> str:
    """The words of ``head`` that state the frequency (and the maximum when it follows): from the
    verb of the frequency's clause ("repeat dose every 4 hours do not use more than 6 times in 24
    hours")."""
    clause = max(head.rfind(c, 0, freq.start()) for c in ".;:") + 1
    verbs = list(_DIRECTION_VERB.finditer(head, clause, freq.start()))
    start = verbs[-1].start() if verbs else clause
    end = most.end() if most and most.start() > freq.start() else freq.end()
    return head[start:end].strip()


def _section_sentences(label: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """``(passage_id, sentence)`` of a label's dosing section, list markers stripped, table rows left out."""
    for p in label["passages"]:
        if is_dosing_passage(p):
            for s in sentences(p["text"]):
                if " | " not in s:
                    yield p["passage_id"], s.lstrip("-• ").strip()


def chart_directions(label: dict[str, Any]) -> dict[str, Any] | None:
    """The frequency and maximum that a label's directions state once for its whole dosing chart:
    what its dosing sentences (never a table row) say before naming a dose or a population. ``None``
    unless they state exactly one frequency; then ``{"frequency", "max_daily_dose" (or None),
    "passage_id", "text"}``, ``text`` being the words that state them."""
    frequencies: dict[str, tuple[str, str]] = {}
    maxima: set[str] = set()
    for pid, s in _section_sentences(label):
        head = _directions_before_values(s)
        most = _MAX_RE.search(head)
        if most:
            maxima.add(most.group(1).strip())
        if (f := FREQUENCY_RE.search(head)):
            frequencies.setdefault(" ".join(f.group(1).split()).lower(), (pid, _directions_quote(head, f, most)))
    if len(frequencies) != 1:
        return None
    freq, (pid, text) = next(iter(frequencies.items()))
    return {"frequency": freq, "max_daily_dose": maxima.pop() if len(maxima) == 1 else None,
            "passage_id": pid, "text": text}


def section_route(label: dict[str, Any]) -> dict[str, Any] | None:
    """The route a label's dosing section states for every dose: its sentences (never a table
    row) name exactly one route, and the label's structured routes agree. ``None`` otherwise; then
    ``{"route", "passage_id", "text"}``, ``text`` being the first sentence that states it."""
    found: dict[str, tuple[str, str, str]] = {}
    for pid, s in _section_sentences(label):
        for m in ROUTE_RE.finditer(s):
            found.setdefault(route_name(m.group(1)), (" ".join(m.group(1).split()).lower(), pid, s))
    if len(found) != 1:
        return None
    route, pid, text = next(iter(found.values()))
    if not route_agrees(route, label.get("routes") or ()):
        return None
    return {"route": route, "passage_id": pid, "text": text}


def label_statements(label: dict[str, Any]) -> list[dict[str, Any]]:
    """Every bound dosing statement of a label's dosing section, in label order. A statement
    without a population is kept only when it is the label's one statement of its kind (otherwise
    "the recommended starting dose is 10 mg" would not say for whom). A chart row without a
    frequency takes the chart's (:func:`chart_directions`), with ``directions`` naming where the
    label states it."""
    found = [st for p in label["passages"] if is_dosing_passage(p) for st in passage_statements(p)]
    chart = None
    if any(st["kind"] == "dosing table" and not st["frequency"] for st in found):
        chart = chart_directions(label)
    if chart:
        for st in found:
            if st["kind"] == "dosing table" and not st["frequency"]:
                st["frequency"] = chart["frequency"]
                st["max_daily_dose"] = st["max_daily_dose"] or chart["max_daily_dose"]
                st["directions"] = {"passage_id": chart["passage_id"], "text": chart["text"]}
    route = section_route(label) if any(not st["route"] for st in found) else None
    if route:
        for st in found:
            if not st["route"]:
                st["route"] = route["route"]
                st["route_stated"] = {"passage_id": route["passage_id"], "text": route["text"]}
    kinds: dict[str, int] = {}
    for st in found:
        kinds[st["kind"]] = kinds.get(st["kind"], 0) + 1
    seen, out = set(), []
    for st in found:
        if st["who"] is None and kinds[st["kind"]] > 1:
            continue
        key = (st["who"] or "").lower(), st["kind"], tuple(st["doses"])
        if key in seen:  # the highlights repeat the full section
            continue
        seen.add(key)
        out.append(st)
    return out


def statement_fields(st: dict[str, Any], routes: Iterable[str] = ()) -> dict[str, str]:
    """The structured fields of a statement: every dose it states (``"; "``-joined), their unit
    when they share one, and the frequency, route, population and maximum it binds. A route the
    label's structured product data contradicts is left out."""
    fields = {"dose": "; ".join(st["doses"])}
    units = {d.rsplit(" ", 1)[1] for d in st["doses"]}
    if len(units) == 1:
        fields["unit"] = units.pop()
    if st.get("frequency"):
        fields["frequency"] = st["frequency"]
    route = st.get("route")
    if route and route_agrees(route, routes):
        fields["route"] = route
    if st.get("who"):
        fields["population"] = st["who"]
    if st.get("max_daily_dose"):
        fields["max_daily_dose"] = st["max_daily_dose"]
    return fields


def route_name(route: str) -> str:
    route = route.lower()
    return next((name for word, name in ROUTE_NAMES.items() if route.startswith(word)), route)


def route_agrees(route: str, routes: Iterable[str]) -> bool:
    """Whether a route stated in text agrees with the label's structured routes (true when the
    label has none)."""
    routes = [r.lower() for r in routes]
    return not routes or route_name(route) in routes


def is_full_sentence(text: str) -> bool:
    """A statement a reader can check on its own: six words or more with a verb, or a dosing-table
    row; not a table fragment such as "Omeprazole 20 mg"."""
    return " | " in text or (len(text.split()) >= 6 and bool(_VERB_RE.search(text)))
