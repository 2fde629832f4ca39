"""Gold that proves itself: checks every gold row against the label passages it cites before the
builder keeps it. A row that fails one is dropped with the reason's name, and the card's profile
counts the drops per reason and family.

The checks read only the gold row and the labels, never how the row was made, so they hold for
upstream (FDARxBench) rows and synthetic rows alike.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from dataset_builders.fda_label_qa import dosing

REASONS = {
    "citation_not_in_label": "a gold citation names a passage its label does not have",
    "no_citation": "an answerable gold row cites no passage",
    "quote_not_in_passage": "a supporting quote does not occur in the passage it cites",
    "quote_without_fact": "a supporting quote shares neither a dose nor two content words with the answer",
    "value_not_in_cited_passage": "a structured value does not occur in a cited passage of its label",
    "number_not_in_cited_passage": "a number of the gold answer does not occur in a cited passage",
    "dosing_from_fragment": "a dose of the gold is stated only in a fragment (a table cell cut from its table, a "
                            "heading), not in a full sentence or table row of a dosing section",
    "route_contradicts_label": "a route field that the label's structured routes contradict",
    "question_not_addressed": "fewer than half of the question's subject terms occur in the cited passages",
    "softened_contraindication": "a cited passage says contraindicated where the answer only weighs or cautions",
    "anchor_not_in_label": "a refusal's anchor topic is not a whole word or phrase of the passage it cites",
    "asked_topic_in_label": "the topic a refusal says the label lacks occurs in the label",
    "errata_drop": "a reviewer's erratum removes the question (errata.json)",
}

# words of a question that say what kind of answer it wants, not what it is about
_GENERIC = frozenset("""what which when where why how does should would could according label labels state states
stated statement recommended recommend dose doses dosage dosing patient patients taking take taken used use using
considered consider consideration considerations associated potential important drug drugs listed list
available provide provided information answer only given regarding about also there their them they this that
these those with from into made make have been being were will must need needed significance significant
specific any other many much more most some type types kind kinds related relation effect effects role reason
reasons mention mentioned described describe including include includes included within during after before
between whether might tablets tablet capsules capsule product strength strengths come comes
available give gives given directions compare labels' according""".split())
_NUMBER_RE = re.compile(r"(?<![\w.])\d+(?:,\d{3})*(?:\.\d+)?(?![\d])")
_SOFT_RE = re.compile(r"\b(weigh\w*|consider\w*|caution\w*|may be used|use with care)\b", re.I)


def norm(text: str) -> str:
    """Lower case, one space between words, typographic dashes and spaces made plain."""
    text = text.replace("–", "-").replace("—", "-").replace("\u00a0", " ").replace("µ", "mc")
    return " ".join(text.lower().split())


def numbers(text: str) -> set[str]:
    return {n.replace(",", "").rstrip("0").rstrip(".") if "." in n else n.replace(",", "")
            for n in _NUMBER_RE.findall(text.replace("–", " - "))}


def _stem(word: str) -> str:
    return word[:5]


def content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z][a-z-]{3,}", text.lower()) if w not in _GENERIC}


def subject_terms(question: str, drug_names: Iterable[str]) -> set[str]:
    """What a question is about: the content words of its asking sentence (up to the first "?";
    instructions after it, such as "cite the passage", are not its subject), less the drug's own
    name and the words that only ask (dose, recommended, label, ...)."""
    names = {w for n in drug_names for w in re.findall(r"[a-z][a-z-]+", (n or "").lower())}
    asking = question.split("?")[0]
    return {w for w in content_words(asking) if w not in names}


def _value_parts(fields: dict[str, Any]) -> list[tuple[str | None, str, str]]:
    """(set_id or None, field name, one value) for every structured value; a field's values are
    ``"; "``-joined, a comparison nests fields under each label's set_id."""
    out: list[tuple[str | None, str, str]] = []
    for key, value in fields.items():
        if key == "comparison" and isinstance(value, dict):
            for sid, sub in value.items():
                out += [(sid, k, v) for k, _, v in _value_parts(sub)]
        elif key in ("searched_topic", "unsupported_topic"):
            continue
        elif isinstance(value, str):
            out += [(None, key, v.strip()) for v in value.split("; ") if v.strip()]
    return out


def _in_text(value: str, text: str) -> bool:
    v = norm(value)
    return v in text or v.replace(" ", "") in text.replace(" ", "")


def check_gold(g: dict[str, Any], question: str, set_ids: list[str], drug_names: list[str],
               labels: dict[str, dict[str, Any]], absent_terms: Iterable[str] = ()) -> list[str]:
    """The names of the checks a gold row fails (empty: the row proves itself). ``absent_terms``:
    for a refusal, the words whose absence from the (complete) label makes it unanswerable."""
    fails: list[str] = []
    cited: dict[str, list[dict[str, Any]]] = {}
    for c in g.get("citations") or []:
        label = labels.get(c["set_id"])
        passage = next((p for p in (label or {}).get("passages", []) if p["passage_id"] == c["passage_id"]), None)
        if passage is None or c["set_id"] not in set_ids:
            fails.append("citation_not_in_label")
            continue
        cited.setdefault(c["set_id"], []).append(passage)
        if not _in_text(c.get("supporting_quote") or "", norm(passage["text"])) or not (c.get("supporting_quote") or "").strip():
            fails.append("quote_not_in_passage")
    text_of = {sid: norm("\n".join(p["text"] for p in ps)) for sid, ps in cited.items()}
    all_text = "\n".join(text_of.values())
    if g["status"] == "NOT_FOUND":
        return sorted(set(fails + _refusal_fails(g, set_ids, labels, cited, absent_terms)))
    if not cited:
        return sorted(set(fails + ["no_citation"]))
    answer = g.get("answer") or ""
    said = {_stem(w) for w in content_words(answer + " " + question.split("?")[0])}
    for c in g.get("citations") or []:
        quote = c.get("supporting_quote") or ""
        shared = {_stem(w) for w in content_words(quote)} & said
        doses = {norm(d) for d in dosing.dose_values(quote)} & {norm(d) for d in dosing.dose_values(answer)}
        if not doses and len(shared) < min(2, len(said)):
            fails.append("quote_without_fact")
    values = _value_parts(g.get("structured_fields") or {})
    for sid, key, value in values:
        if not _in_text(value, text_of.get(sid, "") if sid else all_text):
            fails.append("value_not_in_cited_passage")
        if key == "route":
            routes = [r for s in ([sid] if sid else set_ids) for r in (labels.get(s) or {}).get("routes") or []]
            if not dosing.route_agrees(value, routes):
                fails.append("route_contradicts_label")
    if numbers(answer) - numbers(all_text):
        fails.append("number_not_in_cited_passage")
    full = [s for ps in cited.values() for p in ps for s in dosing.sentences(p["text"]) if dosing.is_full_sentence(s)]
    full_text = norm("\n".join(full))
    if any(not _in_text(v, full_text) for _, k, v in values if k == "dose"):
        fails.append("dosing_from_fragment")
    terms = subject_terms(question, drug_names)
    stems = {_stem(w) for w in re.findall(r"[a-z][a-z-]+", all_text)}
    if terms and sum(_stem(t) in stems for t in terms) < len(terms) / 2:
        fails.append("question_not_addressed")
    if _softened(answer, question, cited):
        fails.append("softened_contraindication")
    return sorted(set(fails))


def _softened(answer: str, question: str, cited: dict[str, list[dict[str, Any]]]) -> bool:
    """A cited sentence about the question's subject says "contraindicated", and the answer, not
    saying so, only weighs, considers or cautions."""
    if re.search(r"contraindicat", answer, re.I) or not _SOFT_RE.search(answer):
        return False
    terms = content_words(question)
    for ps in cited.values():
        for p in ps:
            for s in dosing.sentences(p["text"]):
                if re.search(r"\bcontraindicated\b", s, re.I) and len(content_words(s) & terms) >= 2:
                    return True
    return False


def _refusal_fails(g: dict[str, Any], set_ids: list[str], labels: dict[str, dict[str, Any]],
                   cited: dict[str, list[dict[str, Any]]], absent: Iterable[str]) -> list[str]:
    fails = []
    anchor = (g.get("anchor_topic") or "").strip()
    if anchor:
        rx = re.compile(rf"(?<![\w-]){re.escape(anchor)}(?![\w-])", re.I)
        if not any(rx.search(p["text"]) for ps in cited.values() for p in ps):
            fails.append("anchor_not_in_label")
    absent = list(absent)
    for sid in set_ids:
        label = labels.get(sid) or {}
        if not label.get("complete"):
            continue
        full = "\n".join(p["text"] for p in label.get("passages", []))
        if any(re.search(rf"(?<![\w-]){re.escape(t)}", full, re.I) for t in absent):
            fails.append("asked_topic_in_label")
    return fails
