"""``fda_label_qa``: answer questions about FDA drug labels as JSON with cited passages, or refuse.

Data: the output folder of ``dataset_builders/fda_label_qa`` (``labels.jsonl``, ``public/``,
``gold/``); by default the bundled sample ``groundeval/data/fda_labels/built`` (real openFDA
labels and FDARxBench QA rows; see its README). One dataset row per question and family.

Prompt (one request per batch of ``batch_size`` questions of one family; ``Request.idx`` is
the batch index, which equals the row index with the default ``batch_size=1``)::

    instructions
    label passages          <- ranked by word overlap with the question(s), whole passages added
                               while they fit in ``max_prompt_chars`` (the last one may be cut)
    questions               <- qid, question, the label(s) to use
    answer format + "JSON:" <- at the END, so the runner's left-truncation only drops passages

Options (``--task-option fda_label_qa.KEY=VALUE``):

=================  ==========  =================================================================
option             default     meaning
=================  ==========  =================================================================
families           all seven   comma-separated subset of the families
per_family         None (all)  first N questions (by qid) of each family
batch_size         1           questions per request (one family per request)
max_prompt_chars   8000        character budget of a prompt (~2k tokens); passages fill what the
                               instructions, questions and answer format leave
max_gen_toks       384         new tokens per question (times the batch size)
rubric             v1          label_grounding rubric: v1 (reference) or v2 (only knowledge passes)
chat_template      None        True/False forces the tokenizer's chat template; None follows
                               the runner's --apply-chat-template
=================  ==========  =================================================================

Scoring: each output is parsed leniently (the first JSON object in the text that has
``answers``, else the first object that looks like an answer item), the items of a family are
scored as one answers document by the ``label_grounding`` metric (``evaluate.load`` on
``metrics/label_grounding``), and the result is reported overall and per family.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import datasets

from ..metrics import load_metric
from . import register
from .base import Request, Task, TaskResult

FAMILIES = (
    "long_label_retrieval",
    "warning_citations",
    "numeric_dosage",
    "multi_section_synthesis",
    "cross_label_comparison",
    "near_miss_refusal",
    "mixed_batch",
)
DEFAULTS: dict[str, Any] = {
    "families": list(FAMILIES),
    "batch_size": 1,
    "max_prompt_chars": 8000,
    "max_gen_toks": 384,
    "rubric": "v1",
    "per_family": None,
    "chat_template": None,
}
_WORD = re.compile(r"[a-z0-9]+")
_STOP = set("""a an the and or of to in on for with by at from as is are was were be what which who
does do how should this that label according patients patient it its not no than when""".split())

INSTRUCTIONS = (
    "You answer questions about FDA drug labels using only the label passages given below. "
    "Cite the passages you used (their set_id and passage_id) and copy a short supporting quote "
    "word for word from each cited passage. Give clinical details (dose, unit, route, frequency, "
    "population, maximum daily dose) exactly as the label states them. If the passages do not "
    "support an answer, set status to NOT_FOUND and say that the information is not found."
)
ANSWER_FORMAT = (
    'Reply with one JSON object and nothing else, in this format:\n'
    '{"answers": [{"qid": "<qid>", "status": "ANSWERED or NOT_FOUND", "answer": "<answer text>", '
    '"citations": [{"set_id": "<set_id>", "passage_id": "PASSAGE_0000", "section": "<section title or null>", '
    '"supporting_quote": "<words copied from that passage>"}], '
    '"structured_fields": {"dose": "", "unit": "", "route": "", "frequency": "", "population": "", '
    '"max_daily_dose": ""}}]}'
)


def first_json_object(text: Any) -> Any:
    """The answers document in a model's output: the first JSON object with an ``answers`` list,
    else the first object that looks like an answer item (has ``qid``, ``status`` or ``answer``),
    else ``None``. Code fences and chatter around the object are ignored."""
    if not isinstance(text, str):
        return None
    decoder = json.JSONDecoder()
    fallback = None
    tries = 0
    for m in re.finditer(r"\{", text):
        tries += 1
        if tries > 200:
            break
        try:
            obj, _ = decoder.raw_decode(text, m.start())
        except (ValueError, RecursionError):
            continue
        if isinstance(obj, dict):
            if isinstance(obj.get("answers"), list):
                return obj
            if fallback is None and ({"qid", "status", "answer"} & set(obj)):
                fallback = obj
    return fallback


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 1}


@register
class FdaLabelQA(Task):
    """Grounded QA over FDA drug labels, scored with the label-grounding rubric."""

    name = "fda_label_qa"
    version = "1.0.0"
    hub_dataset = "groundeval/fda_label_qa"
    split = "test"
    metric = "label_grounding"
    sample_file = "fda_labels/built"

    def __init__(self, **options: Any) -> None:
        unknown = set(options) - set(DEFAULTS)
        if unknown:
            raise ValueError(f"unknown fda_label_qa option(s) {sorted(unknown)}; known: {sorted(DEFAULTS)}")
        merged = {**DEFAULTS, **options}
        fams = merged["families"]
        if isinstance(fams, str):
            fams = [f.strip() for f in fams.split(",") if f.strip()]
        bad = set(fams) - set(FAMILIES)
        if bad:
            raise ValueError(f"unknown families {sorted(bad)}; choose among {FAMILIES}")
        merged["families"] = [f for f in FAMILIES if f in fams]
        for key in ("batch_size", "max_prompt_chars", "max_gen_toks"):
            merged[key] = int(merged[key])
            if merged[key] < 1:
                raise ValueError(f"{key} must be positive")
        if merged["per_family"] is not None:
            merged["per_family"] = int(merged["per_family"])
            if merged["per_family"] < 1:
                raise ValueError("per_family must be positive (or None for all questions)")
        if merged["rubric"] not in ("v1", "v2"):
            raise ValueError("rubric must be 'v1' or 'v2'")
        super().__init__(**merged)

    # -- data ------------------------------------------------------------------------------

    def load(self, source: str | None = None, revision: str | None = None) -> datasets.Dataset:
        """Rows from a builder output folder (default: the bundled sample)."""
        folder = Path(source) if source else Path(self.sample_source())
        if not (folder / "labels.jsonl").is_file() or not (folder / "public").is_dir():
            raise FileNotFoundError(
                f"{folder} is not an fda_label_qa build folder (labels.jsonl, public/, gold/); build one with "
                "`python -m dataset_builders.fda_label_qa.build ... --out DIR`")
        labels = {}
        with open(folder / "labels.jsonl", encoding="utf-8") as f:
            for line in f:
                lab = json.loads(line)
                labels[lab["set_id"]] = lab
        rows: dict[str, list] = {k: [] for k in ("qid", "family", "question", "set_ids", "drug_names",
                                                 "gold", "passages")}
        for fam in self.options["families"]:
            pub_path, gold_path = folder / "public" / f"{fam}.jsonl", folder / "gold" / f"{fam}.jsonl"
            if not pub_path.is_file():
                continue
            public = [json.loads(x) for x in pub_path.read_text(encoding="utf-8").splitlines() if x.strip()]
            if self.options["per_family"] is not None:
                public = public[: self.options["per_family"]]  # files are sorted by qid: deterministic
            gold = {g["qid"]: g for g in (json.loads(x) for x in gold_path.read_text(encoding="utf-8").splitlines()
                                          if x.strip())}
            for p in public:
                rows["qid"].append(p["qid"])
                rows["family"].append(fam)
                rows["question"].append(p["question"])
                rows["set_ids"].append(list(p["set_ids"]))
                rows["drug_names"].append(list(p["drug_names"]))
                rows["gold"].append(json.dumps(gold[p["qid"]], ensure_ascii=False, sort_keys=True))
                rows["passages"].append(json.dumps(
                    {sid: [[q["passage_id"], q.get("section_title") or "", q["text"]]
                           for q in (labels.get(sid) or {"passages": []})["passages"]]
                     for sid in p["set_ids"]}, ensure_ascii=False, sort_keys=True))
        ds = datasets.Dataset.from_dict(rows)
        manifest = folder / "manifest.json"
        meta = json.loads(manifest.read_text()) if manifest.is_file() else {}
        self.provenance = {"dataset": str(folder.resolve()), "revision": revision, "split": None,
                           "dataset_version": meta.get("version"), "build_seed": meta.get("seed"),
                           "fingerprint": ds._fingerprint, "num_rows": len(ds)}
        return ds

    # -- prompts ---------------------------------------------------------------------------

    def batches(self, dataset: datasets.Dataset) -> list[list[int]]:
        """Row indices per request: consecutive rows of one family, ``batch_size`` at most."""
        out: list[list[int]] = []
        families = dataset["family"]
        for i, fam in enumerate(families):
            if out and families[out[-1][0]] == fam and len(out[-1]) < self.options["batch_size"]:
                out[-1].append(i)
            else:
                out.append([i])
        return out

    def build_prompt(self, rows: list[dict[str, Any]]) -> str:
        budget = self.options["max_prompt_chars"]
        questions = []
        for r in rows:
            labels = ", ".join(f"{sid} ({name})" for sid, name in zip(r["set_ids"], r["drug_names"]))
            questions.append(f"- qid {r['qid']}: {r['question']}\n  Use label(s): {labels}")
        tail = "\n\nQuestions:\n" + "\n".join(questions) + "\n\n" + ANSWER_FORMAT + "\nJSON:"
        head = INSTRUCTIONS + "\n\nLabel passages:\n"
        room = max(budget - len(head) - len(tail), 0)
        # rank passages: per label, by word overlap with the batch's questions; labels take turns
        want = set().union(*(_words(r["question"]) for r in rows))
        ranked_per_label: list[list[tuple[str, int, list[str]]]] = []
        seen_labels: list[str] = []
        for r in rows:
            passages = json.loads(r["passages"])
            for sid in r["set_ids"]:
                if sid in seen_labels:
                    continue
                seen_labels.append(sid)
                plist = passages.get(sid) or []
                scored = sorted(range(len(plist)), key=lambda i: (-len(want & _words(plist[i][2])), i))
                ranked_per_label.append([(sid, i, plist[i]) for i in scored])
        chosen: list[tuple[str, int, list[str], str]] = []
        used = 0
        depth = 0
        while ranked_per_label and any(depth < len(r) for r in ranked_per_label) and used < room:
            for ranked in ranked_per_label:
                if depth >= len(ranked) or used >= room:
                    continue
                sid, i, (pid, title, text) = ranked[depth]
                block = f"[set_id {sid} | {pid} | {title}]\n{text}\n"
                if used + len(block) > room:
                    block = block[: max(room - used, 0)]
                    if len(block) < 80:
                        used = room
                        continue
                chosen.append((sid, i, [pid, title, text], block))
                used += len(block)
            depth += 1
        order = {sid: k for k, sid in enumerate(seen_labels)}
        chosen.sort(key=lambda c: (order[c[0]], c[1]))
        body = "".join(c[3] for c in chosen) or "(no passages available for this label)\n"
        return head + body + tail

    def requests(self, dataset: datasets.Dataset, protocol: str) -> list[Request]:
        reqs = []
        for b, idxs in enumerate(self.batches(dataset)):
            rows = [dataset[i] for i in idxs]
            reqs.append(Request(idx=b, prompt=self.build_prompt(rows), kind="generate_until", stop=(),
                                max_gen_toks=self.options["max_gen_toks"] * len(idxs),
                                chat=self.options["chat_template"]))
        return reqs

    # -- scoring ---------------------------------------------------------------------------

    def score(self, dataset: datasets.Dataset, requests: list[Request], outputs: list[Any],
              protocol: str) -> TaskResult:
        batches = self.batches(dataset)
        by_idx = dict(zip((r.idx for r in requests), outputs))
        items_by_family: dict[str, list[Any]] = {}
        parsed_row: dict[int, bool] = {}
        raw_row: dict[int, str] = {}
        req_row: dict[int, int] = {}
        for b, idxs in enumerate(batches):
            text = by_idx.get(b)
            doc = first_json_object(text)
            items: list[Any] = []
            if isinstance(doc, dict) and isinstance(doc.get("answers"), list):
                items = list(doc["answers"])
            elif isinstance(doc, dict):
                items = [doc]
            if len(idxs) == 1 and len(items) == 1 and isinstance(items[0], dict) and "qid" not in items[0]:
                items = [dict(items[0], qid=dataset[idxs[0]]["qid"])]
            wanted = {dataset[i]["qid"] for i in idxs}
            fam = dataset[idxs[0]]["family"]
            for it in items:
                if isinstance(it, dict) and it.get("qid") not in wanted and len(idxs) == 1:
                    continue  # an item about another question: ignored, not an extra qid
                items_by_family.setdefault(fam, []).append(it)
            for i in idxs:
                parsed_row[i] = doc is not None
                raw_row[i] = text if isinstance(text, str) else ""
                req_row[i] = b
        metric = load_metric(self.metric)
        diag_by_row: dict[int, dict[str, Any]] = {}
        breakdown: dict[str, dict[str, Any]] = {}
        families = dataset["family"]
        for fam in self.options["families"]:
            rows_f = [i for i, f in enumerate(families) if f == fam]
            if not rows_f:
                continue
            gold_rows = [json.loads(dataset[i]["gold"]) for i in rows_f]
            passages: dict[str, dict[str, str]] = {}
            for i in rows_f:
                for sid, plist in json.loads(dataset[i]["passages"]).items():
                    passages[sid] = {pid: text for pid, _title, text in plist}
            answers = json.dumps({"answers": items_by_family.get(fam, [])}, ensure_ascii=False)
            gold_doc = json.dumps({"questions": gold_rows, "passages": passages}, ensure_ascii=False)
            out = metric.compute(predictions=[answers], references=[gold_doc], rubric=self.options["rubric"],
                                 return_diagnostics=True)
            for i, q in zip(rows_f, out["questions"]):
                diag_by_row[i] = q
            breakdown[fam] = {
                "score": out["score"], "pass": out["pass"], "question_pass_rate": out["question_pass_rate"],
                "components": out["components"], "critical_errors": out["critical_errors"],
                "n_questions": out["n_questions"],
                "parse_rate": round(sum(parsed_row[i] for i in rows_f) / len(rows_f), 6),
            }
        rows = []
        for i in range(len(dataset)):
            d = diag_by_row.get(i)
            if d is None:
                continue
            rows.append({
                "idx": req_row[i], "row": i, "qid": dataset[i]["qid"], "family": families[i],
                "question": dataset[i]["question"], "set_ids": dataset[i]["set_ids"],
                "prediction": raw_row[i][:8000], "parsed": parsed_row[i],
                "gold_status": d["gold_status"], "pred_status": d["pred_status"],
                "score": d["score"], "passed": d["passed"], "components": d["components"],
                "critical_errors": d["critical_errors"], "citations": d.get("citations", []),
                "notes": d["notes"],
            })
        n = len(rows)
        crit: dict[str, int] = {}
        for fam_out in breakdown.values():
            for k, v in fam_out["critical_errors"].items():
                crit[k] = crit.get(k, 0) + v
        mean = sum(r["score"] for r in rows) / n if n else 0.0
        metrics = {
            "score": round(mean, 6),
            "pass": bool(breakdown) and all(b["pass"] for b in breakdown.values()),
            "question_pass_rate": round(sum(r["passed"] for r in rows) / n, 6) if n else 0.0,
            "components": {c: round(sum(r["components"][c] for r in rows) / n, 6) if n else 0.0
                           for c in ("schema", "qid_coverage", "answer_content", "clinical_qualifiers",
                                     "citation_support", "refusal_correctness")},
            "critical_errors": dict(sorted(crit.items())),
            "parse_rate": round(sum(r["parsed"] for r in rows) / n, 6) if n else 0.0,
            "n_questions": n,
            "rubric": self.options["rubric"],
        }
        notes = [f"score = mean question score over {n} question rows of {len(breakdown)} families; "
                 "each family is scored as one answers document (run pass needs every family to pass)"]
        return TaskResult(rows=rows, metrics=metrics, breakdown=breakdown, notes=notes)

    def config(self, protocol: str) -> dict[str, Any]:
        return {
            **super().config(protocol),
            **{k: self.options[k] for k in ("families", "per_family", "batch_size", "max_prompt_chars",
                                            "max_gen_toks", "rubric")},
            "until": [],
            "decoding": "greedy",
            "prompt": "instructions, passages ranked by word overlap (cut to max_prompt_chars), questions, "
                      "answer format last",
            "parse": "first JSON object with an answers list, else first answer-like object",
            "metric": "label_grounding",
            "metric_version": self.options["rubric"],
        }
