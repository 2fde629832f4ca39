"""Adversarial answer documents for the label-grounding rubric: answers made without knowledge.

Two kinds:

* *Blind* adversaries see only what a model sees: the public question rows and the labels'
  passages (``labels.jsonl``); never the gold. They paste passages, hedge several values, stuff
  every population/route/frequency term of the label in, cite every passage, echo the question
  or refuse everything.
* *Perturbations* take the gold answer and change exactly one clinical value (a number, a unit,
  a frequency, a route or a population): right words, wrong fact. They drop the perturbed field
  from the structured fields (an adversary would not hand the rubric the value it contradicts).
  A question whose gold has no such value is left out (:func:`perturbed_documents` answers it
  with the gold copy, so a run is judged on the perturbed questions alone).

``python scripts/adversary_table.py`` prints the metric card's table from these generators.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any, Callable

_STOP = set("""a an the and or of to in on for with by at from as is are was were be been this that
these those it its not no may can should must will what which who when why how does do did have has
any all more most also than other such into about each if per label labels patients patient drug
according state stated answer only""".split())
FAMILIES = ("long_label_retrieval", "warning_citations", "numeric_dosage", "multi_section_synthesis",
            "cross_label_comparison", "near_miss_refusal", "mixed_batch")
ITEM_KEYS = ("qid", "status", "answer", "citations", "structured_fields")

# Value patterns of the adversaries. They resemble the builder's (dataset_builders/fda_label_qa/
# families.py: _DOSE_RE, _ROUTE_RE, _FREQ_RE, _POP_RE) on purpose but are kept apart: the builder's
# patterns make the gold's structured fields and expected terms, and an adversary that reused them
# would be tuned to the gold's own extraction (and would change whenever the builder's does, moving
# the card's table); the swap tables below are keyed on exactly the phrases these patterns match.
_QUANTITY = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?(?:\s?(?:to|-|–)\s?\d+(?:\.\d+)?)?)\s?"
                       r"(mg/kg|mg|mcg|µg|g|grams?|mL|ml|units?|IU|mEq|%|tablets?|capsules?)(?![\w])")
_ROUTES = re.compile(r"\b(orally|oral|by mouth|intravenously|intravenous|subcutaneously|subcutaneous|"
                     r"intramuscularly|intramuscular|topically|topical|sublingually|transdermal|"
                     r"inhalation|intranasal|rectally|ophthalmic)\b", re.I)
_FREQUENCIES = re.compile(r"\b(once daily|twice daily|once a day|twice a day|three times (?:a day|daily)|"
                          r"four times (?:a day|daily)|every \d+(?: to \d+)? hours|once weekly|"
                          r"once a week|at bedtime|as needed|every morning|daily)\b", re.I)
_POPULATIONS = re.compile(r"\b(adults|adult|adolescents|children|pediatric patients|infants|elderly"
                          r"(?: patients)?|geriatric patients|pregnant women|nursing mothers|"
                          r"patients with (?:mild|moderate|severe) (?:renal|hepatic) impairment)\b", re.I)


# --------------------------------------------------------------------------------------------
# A built dataset
# --------------------------------------------------------------------------------------------


def _config_rows(folder: Path, config: str) -> list[dict[str, Any]]:
    """One config's rows of a built tree (``data/<config>/*.parquet``); none when it has no such config."""
    import pyarrow.parquet as pq

    rows: list[dict[str, Any]] = []
    for path in sorted((folder / "data" / config).glob("*.parquet")):
        rows.extend(pq.read_table(path).to_pylist())
    return rows


def load_build(folder: str | Path) -> dict[str, Any]:
    """``public`` and ``gold`` rows per family, ``labels`` (set_id -> passages in label order)
    and ``passages`` (set_id -> passage_id -> text, what the rubric checks citations against).
    ``folder`` is the public tree; the gold is read from ``<folder>-gold``."""
    from dataset_builders.fda_label_qa.families import gold_from_record

    folder = Path(folder)
    gold_folder = folder.with_name(folder.name + "-gold")
    labels = {lab["set_id"]: lab["passages"] for lab in _config_rows(folder, "labels")}
    return {
        "public": {f: _config_rows(folder, f) for f in FAMILIES},
        "gold": {f: [gold_from_record(g) for g in _config_rows(gold_folder, f)] for f in FAMILIES},
        "labels": labels,
        "passages": {sid: {p["passage_id"]: p["text"] for p in ps} for sid, ps in labels.items()},
    }


# --------------------------------------------------------------------------------------------
# Blind adversaries: public question + label passages only
# --------------------------------------------------------------------------------------------


@functools.lru_cache(maxsize=65536)
def _words(text: str) -> frozenset[str]:
    """A text's words (stop words and single letters out); cached: the strategies rank the same
    passages and sentences for every question of a label."""
    return frozenset(w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in _STOP and len(w) > 1)


def _sentences(text: str) -> list[str]:
    out = []
    for line in text.split("\n"):
        out += [s.strip() for s in re.split(r"(?<=[.;!?])\s+", line) if len(s.strip()) >= 3]
    return out


def ranked(question: str, passages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Passages by the number of question words they share (ties: label order)."""
    want = _words(question)
    order = sorted(range(len(passages)), key=lambda i: (-len(want & _words(passages[i]["text"])), i))
    return [passages[i] for i in order]


def best_sentences(question: str, text: str, n: int = 1) -> list[str]:
    want = _words(question)
    sents = _sentences(text) or [text.strip()]
    return sorted(sents, key=lambda s: -len(want & _words(s)))[:n]


def _cite(sid: str, passage: dict[str, Any], question: str) -> dict[str, Any]:
    quote = best_sentences(question, passage["text"])[0][:200]
    return {"set_id": sid, "passage_id": passage["passage_id"],
            "section": passage.get("section_title") or None, "supporting_quote": quote}


def _item(row: dict[str, Any], answer: str, cited: list[tuple[str, dict[str, Any]]],
          fields: dict[str, Any] | None = None, status: str = "ANSWERED") -> dict[str, Any]:
    return {"qid": row["qid"], "status": status, "answer": answer,
            "citations": [_cite(sid, p, row["question"]) for sid, p in cited],
            "structured_fields": fields or {}}


def _top(row: dict[str, Any], build: dict[str, Any], k: int | None) -> list[tuple[str, dict[str, Any]]]:
    """The k best passages of each of the question's labels (all of them when k is None)."""
    out = []
    for sid in row["set_ids"]:
        passages = ranked(row["question"], build["labels"].get(sid, []))
        out += [(sid, p) for p in (passages if k is None else passages[:k])]
    return out


def _paste(k: int | None) -> Callable[[dict[str, Any], dict[str, Any]], dict[str, Any]]:
    def adversary(row, build):
        cited = _top(row, build, k)
        return _item(row, "\n".join(p["text"] for _, p in cited), cited)
    return adversary


def _values(pattern: re.Pattern, texts: list[str]) -> list[str]:
    found: dict[str, None] = {}
    for text in texts:
        for m in pattern.finditer(text):
            found.setdefault(m.group(0).strip().lower())
    return list(found)


def hedge_values(row: dict[str, Any], build: dict[str, Any]) -> dict[str, Any]:
    """The best sentence, then every dose, route and frequency of the top passages as options."""
    cited = _top(row, build, 3)
    texts = [p["text"] for _, p in cited]
    options = {"dose": _values(_QUANTITY, texts), "route": _values(_ROUTES, texts),
               "frequency": _values(_FREQUENCIES, texts)}
    lead = best_sentences(row["question"], "\n".join(texts))[0]
    hedges = [" or ".join(v) for v in options.values() if v]
    answer = lead + (" It is " + "; ".join(hedges) + "." if hedges else "")
    fields = {k: " or ".join(v) for k, v in options.items() if v}
    return _item(row, answer, cited[:1], fields)


def stuff_terms(row: dict[str, Any], build: dict[str, Any]) -> dict[str, Any]:
    """The best sentence plus every population, route and frequency term of the whole label."""
    cited = _top(row, build, None)
    texts = [p["text"] for _, p in cited]
    terms = {"population": _values(_POPULATIONS, texts), "route": _values(_ROUTES, texts),
             "frequency": _values(_FREQUENCIES, texts)}
    lead = best_sentences(row["question"], "\n".join(texts))[0]
    stuffed = [f"{k}: {', '.join(v)}" for k, v in terms.items() if v]
    answer = lead + (" (" + "; ".join(stuffed) + ")" if stuffed else "")
    fields = {k: ", ".join(v) for k, v in terms.items() if v}
    return _item(row, answer, _top(row, build, 1), fields)


def top_sentences(row: dict[str, Any], build: dict[str, Any]) -> dict[str, Any]:
    """The two sentences of the top passages sharing most words with the question."""
    cited = _top(row, build, 2)
    answer = " ".join(best_sentences(row["question"], "\n".join(p["text"] for _, p in cited), 2))
    return _item(row, answer, cited[:1])


def many_citations(row: dict[str, Any], build: dict[str, Any]) -> dict[str, Any]:
    """The answer of :func:`top_sentences`, citing every passage of the label(s) instead of one."""
    return dict(top_sentences(row, build), citations=_item(row, "", _top(row, build, None))["citations"])


def echo_question(row: dict[str, Any], build: dict[str, Any]) -> dict[str, Any]:
    """The question itself as the answer, citing the best passage."""
    return _item(row, row["question"], _top(row, build, 1))


def refuse_all(row: dict[str, Any], build: dict[str, Any]) -> dict[str, Any]:
    """Refuse every question, naming what was asked and citing the best passage."""
    return _item(row, f"Not found: the label does not state this. {row['question']}", _top(row, build, 1),
                 status="NOT_FOUND")


BLIND: dict[str, Callable[[dict[str, Any], dict[str, Any]], dict[str, Any]]] = {
    "paste the top passage": _paste(1),
    "paste the top 3 passages": _paste(3),
    "paste every passage": _paste(None),
    "hedge several values": hedge_values,
    "stuff every population/route/frequency": stuff_terms,
    "cite every passage": many_citations,
    "echo the question": echo_question,
    "two best sentences": top_sentences,
    "refuse everything": refuse_all,
}


def blind_documents(name: str, build: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """family -> answers document of the blind adversary ``name``."""
    make = BLIND[name]
    return {f: {"answers": [make(row, build) for row in build["public"][f]]} for f in FAMILIES}


# --------------------------------------------------------------------------------------------
# Perturbations: the gold answer with one clinical value changed
# --------------------------------------------------------------------------------------------

_UNIT_SWAP = {"mg": "mcg", "mcg": "mg", "µg": "mg", "g": "mg", "gram": "mg", "grams": "mg", "ml": "L",
              "unit": "mg", "units": "mg", "iu": "mg", "meq": "mmol", "%": "mg", "tablet": "capsule",
              "tablets": "capsules", "capsule": "tablet", "capsules": "tablets", "mg/kg": "mg"}
_FREQ_SWAP = {"once daily": "twice daily", "twice daily": "once daily", "once a day": "twice a day",
              "twice a day": "once a day", "daily": "twice daily", "once weekly": "once daily",
              "once a week": "once a day", "at bedtime": "in the morning", "as needed": "every 4 hours",
              "every morning": "every evening"}
_ROUTE_SWAP = {"oral": "intravenous", "orally": "intravenously", "by mouth": "intravenously",
               "intravenous": "oral", "intravenously": "orally", "subcutaneous": "intramuscular",
               "subcutaneously": "intramuscularly", "intramuscular": "subcutaneous",
               "intramuscularly": "subcutaneously", "topical": "oral", "topically": "orally",
               "ophthalmic": "oral"}
_POP_SWAP = {"adults": "pediatric patients", "adult": "pediatric", "children": "adults",
             "pediatric patients": "adults", "elderly": "pediatric", "elderly patients": "pediatric patients",
             "adolescents": "elderly patients", "geriatric patients": "pediatric patients",
             "pregnant women": "adolescents"}


def _double(number: str) -> str:
    value = float(number) * 2
    return f"{value:g}"


def _swap_number(m: re.Match) -> str:
    return re.sub(r"\d+(?:\.\d+)?", lambda n: _double(n.group(0)), m.group(1)) + " " + m.group(2)


def _swap_unit(m: re.Match) -> str:
    return f"{m.group(1)} {_UNIT_SWAP.get(m.group(2).lower(), 'mcg')}"


def _swap_word(table: dict[str, str]) -> Callable[[re.Match], str]:
    def swap(m: re.Match) -> str:
        word = m.group(0)
        key = re.sub(r"\d+", "{n}", word.lower())
        if key.startswith("every {n}"):
            return re.sub(r"\d+", lambda n: _double(n.group(0)), word)
        return table.get(word.lower(), table.get(key, word))
    return swap


def _population_pattern() -> re.Pattern:
    return re.compile(r"\b(" + "|".join(sorted(map(re.escape, _POP_SWAP), key=len, reverse=True)) + r")\b", re.I)


# name -> (pattern of the value, replacement, structured-field keys the value lives in)
PERTURBATIONS: dict[str, tuple[re.Pattern, Callable[[re.Match], str], tuple[str, ...]]] = {
    "wrong number": (_QUANTITY, _swap_number, ("dose", "max_daily_dose")),
    "wrong unit": (_QUANTITY, _swap_unit, ("dose", "unit", "max_daily_dose")),
    "wrong frequency": (_FREQUENCIES, _swap_word(_FREQ_SWAP), ("frequency",)),
    "wrong route": (_ROUTES, _swap_word(_ROUTE_SWAP), ("route",)),
    "wrong population": (_population_pattern(), _swap_word(_POP_SWAP), ("population",)),
}


def _drop(fields: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    out = {k: v for k, v in fields.items() if k not in keys}
    if isinstance(out.get("comparison"), dict):
        out["comparison"] = {sid: _drop(sub, keys) for sid, sub in out["comparison"].items()}
    return out


def perturb(name: str, gold: dict[str, Any]) -> dict[str, Any] | None:
    """The oracle item of ``gold`` with every occurrence of its first value of one kind changed,
    or ``None`` when the gold answer states no such value (or the change would be a no-op)."""
    pattern, replace, keys = PERTURBATIONS[name]
    answer = gold.get("answer") or ""
    m = pattern.search(answer) if gold.get("status") == "ANSWERED" else None
    if m is None:
        return None
    new = replace(m)
    if new.lower() == m.group(0).lower():
        return None
    target = re.compile(r"(?<![\w.])" + re.escape(m.group(0)) + r"(?![\w])", re.I)
    return {"qid": gold["qid"], "status": "ANSWERED", "answer": target.sub(new, answer),
            "citations": [dict(c) for c in gold.get("citations") or []],
            "structured_fields": _drop(dict(gold.get("structured_fields") or {}), keys)}


def perturbed_documents(name: str, build: dict[str, Any]) -> tuple[dict[str, dict[str, Any]], set[str]]:
    """(family -> answers document, qids actually perturbed); other questions get the gold copy."""
    docs, changed = {}, set()
    for f in FAMILIES:
        items = []
        for g in build["gold"][f]:
            item = perturb(name, g)
            if item is not None:
                changed.add(g["qid"])
            items.append(item or {k: g.get(k) for k in ITEM_KEYS})
        docs[f] = {"answers": items}
    return docs, changed


# --------------------------------------------------------------------------------------------
# Hand-written correct answers (tests/fixtures/fda_labels/paraphrases.json)
# --------------------------------------------------------------------------------------------


def paraphrase_documents(build: dict[str, Any], paraphrases: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """family -> answers document: the hand-written answer where there is one, else the gold copy."""
    docs = {}
    for f in FAMILIES:
        items = []
        for g in build["gold"][f]:
            hand = paraphrases.get(g["qid"])
            item = {k: g.get(k) for k in ITEM_KEYS}
            if hand:
                item.update({k: hand[k] for k in ("status", "answer", "citations", "structured_fields")})
            items.append(item)
        docs[f] = {"answers": items}
    return docs
