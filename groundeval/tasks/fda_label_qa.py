"""``fda_label_qa``: answer questions about FDA drug labels as JSON with cited passages, or refuse.

Data: what ``dataset_builders/fda_label_qa`` publishes, read with ``datasets.load_dataset``
(a local folder or a Hub id, the same call): the public dataset (config ``labels`` and one
config per task family: the family list is the dataset's configs) and the hidden gold, a
separate dataset with the same family configs (option ``gold``; default: the public source
with ``-gold`` appended, e.g. ``groundeval/fda_label_qa-gold``). Without a source: the bundled
sample ``groundeval/samples/fda_labels/built`` (+ ``built-gold``; real openFDA labels and
FDARxBench QA rows; see its README). One dataset row per question and family.

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
families           all         comma-separated subset of the dataset's families (its configs)
gold               <src>-gold  the hidden gold: a local folder or Hub id
per_family         None (all)  first N questions (by qid) of each family
batch_size         1           questions per request (one family per request)
max_prompt_chars   8000        character budget of a prompt (~2k tokens); passages fill what the
                               instructions, questions and answer format leave
max_gen_toks       384         new tokens per question (times the batch size)
rubric             v1          label_grounding rubric: v1 (reference), v2 (only knowledge passes)
                               or v3 (claim-level checks; agreement with readers in its card)
chat_template      None        True/False forces the tokenizer's chat template; None follows
                               the runner's --apply-chat-template
=================  ==========  =================================================================

Scoring: each output is parsed leniently (the first JSON object in the text that has
``answers``, else the first object that looks like an answer item), the items of a family are
scored as one answers document by the ``label_grounding`` metric (``evaluate.load`` on
``metrics/label_grounding``), and the result is reported overall and per family.
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..data import load_config
from ..label_qa_gold import gold_from_record
from ..metric_modules import load_metric, rubric_module
from . import register
from .base import Option, Request, Task, TaskResult

if TYPE_CHECKING:  # imported where rows are read
    import datasets

OPTIONS: dict[str, Option] = {
    "families": Option(None, "task families to score (comma-separated or a list; None: every family of the dataset)"),
    "gold": Option(None, "the hidden gold: a folder or Hub id (None: '<source>-gold')"),
    "batch_size": Option(1, "questions asked in one prompt"),
    "max_prompt_chars": Option(8000, "most characters of label passages in one prompt"),
    "max_gen_toks": Option(384, "new tokens per question in a prompt"),
    "rubric": Option("v1", "label-grounding rubric version", ("v1", "v2", "v3")),
    "per_family": Option(None, "first N questions of each family (None: all)"),
    "chat_template": Option(None, "wrap prompts in the chat template (None: follow --apply-chat-template)", (None, True, False)),
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


def _card_data(source: str, revision: str | None) -> Any:
    """The dataset card's metadata (configs, version) of a local folder or a Hub dataset."""
    from huggingface_hub import DatasetCard, hf_hub_download

    path = Path(source)
    readme = path / "README.md" if path.is_dir() else hf_hub_download(
        source, "README.md", repo_type="dataset", revision=revision)
    return DatasetCard.load(readme).data


@dataclasses.dataclass
class _Parsed:
    items_by_family: dict[str, list[Any]]
    parsed: dict[int, bool]
    raw: dict[int, str]
    request_of: dict[int, int]


def _shown(source: str) -> str:
    path = Path(source)
    return str(path.resolve()) if path.exists() else source


@register
class FdaLabelQA(Task):
    """Grounded QA over FDA drug labels, scored with the label-grounding rubric."""

    name = "fda_label_qa"
    description = "answer questions about FDA drug labels as JSON with cited passages, or refuse (label-grounding rubric)"
    version = "1.0.0"
    hub_dataset = "groundeval/fda_label_qa"
    split = "test"
    metric = "label_grounding"
    sample_file = "fda_labels/built"

    options_spec = OPTIONS
    # One short numeric-dosage question, so the embedded default finishes in minutes on 2 CPU cores.
    embedded_options = {"chat_template": True, "families": ["numeric_dosage"], "per_family": 1,
                        "max_prompt_chars": 3000, "max_gen_toks": 160}

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        merged = self.options
        fams = merged["families"]
        if isinstance(fams, str):
            fams = [f.strip() for f in fams.split(",") if f.strip()]
        if fams is not None and (not fams or "labels" in fams):
            raise ValueError(f"families must name task families of the dataset, got {merged['families']!r}")
        merged["families"] = None if fams is None else list(fams)
        for key in ("batch_size", "max_prompt_chars", "max_gen_toks"):
            merged[key] = int(merged[key])
            if merged[key] < 1:
                raise ValueError(f"{key} must be positive")
        if merged["per_family"] is not None:
            merged["per_family"] = int(merged["per_family"])
            if merged["per_family"] < 1:
                raise ValueError("per_family must be positive (or None for all questions)")
        self.families: list[str] = []
        """The families this task scores, in the dataset's config order (set by :meth:`load`)."""

    # -- data ------------------------------------------------------------------------------

    def load(self, source: str | None = None, revision: str | None = None) -> datasets.Dataset:
        """One row per question: the public questions with their label passages and gold (as JSON).

        ``source``: the public dataset (local folder or Hub id; default: the bundled sample); the
        gold comes from the ``gold`` option, else ``<source>-gold``, at the same ``revision``."""
        source = str(source or self.sample_source()).rstrip("/")
        gold_source = self.options["gold"] or f"{source}-gold"
        if Path(source).exists() and not self.options["gold"] and not Path(gold_source).exists():
            raise FileNotFoundError(f"no hidden gold beside {source} (looked for {gold_source}); "
                                    "pass --task-option fda_label_qa.gold=<folder or Hub id>")
        card = _card_data(source, revision)
        self.families = self._choose_families(card, source)
        passages = {lab["set_id"]: [[p["passage_id"], p["section_title"] or "", p["text"]] for p in lab["passages"]]
                    for lab in load_config(source, "labels", "test", revision)}
        rows: dict[str, list] = {k: [] for k in ("qid", "family", "question", "set_ids", "drug_names", "gold", "passages")}
        for fam in self.families:
            public = load_config(source, fam, "test", revision)
            if self.options["per_family"] is not None:
                public = public.select(range(min(self.options["per_family"], len(public))))  # sorted by qid
            gold = {g["qid"]: gold_from_record(g) for g in load_config(gold_source, fam, "test", revision)}
            for p in public:
                rows["qid"].append(p["qid"])
                rows["family"].append(fam)
                rows["question"].append(p["question"])
                rows["set_ids"].append(list(p["set_ids"]))
                rows["drug_names"].append(list(p["drug_names"]))
                rows["gold"].append(json.dumps(gold[p["qid"]], ensure_ascii=False, sort_keys=True))
                rows["passages"].append(json.dumps({sid: passages.get(sid, []) for sid in p["set_ids"]},
                                                   ensure_ascii=False, sort_keys=True))
        import datasets

        ds = datasets.Dataset.from_dict(rows)
        self.provenance = {"dataset": _shown(source), "gold": _shown(gold_source), "revision": revision,
                           "split": "test", "dataset_version": card.get("version"),
                           "fingerprint": ds._fingerprint, "num_rows": len(ds)}
        return ds

    def _choose_families(self, card: Any, source: str) -> list[str]:
        available = [c["config_name"] for c in card.get("configs") or [] if c["config_name"] != "labels"]
        if not available:
            raise FileNotFoundError(
                f"{source} is not an fda_label_qa dataset (a card with family configs and `labels`); build one with "
                "`python -m dataset_builders.fda_label_qa.build ... --out DIR`")
        wanted = self.options["families"]
        unknown = sorted(set(wanted or ()) - set(available))
        if unknown:
            raise ValueError(f"unknown families {unknown}; {source} has {available}")
        return [f for f in available if wanted is None or f in wanted]

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
        table = dataset.to_list()  # every row read once, not one dataset access per row
        for b, idxs in enumerate(self.batches(dataset)):
            rows = [table[i] for i in idxs]
            reqs.append(Request(idx=b, prompt=self.build_prompt(rows), kind="generate_until", stop=(),
                                max_gen_toks=self.options["max_gen_toks"] * len(idxs),
                                chat=self.options["chat_template"]))
        return reqs

    # -- scoring ---------------------------------------------------------------------------

    def score(self, dataset: datasets.Dataset, requests: list[Request], outputs: list[Any],
              protocol: str) -> TaskResult:
        parsed = self._parse_outputs(dataset, requests, outputs)
        diag_by_row, breakdown = self._score_families(dataset, parsed)
        qids, families, questions, set_ids = (dataset[c] for c in ("qid", "family", "question", "set_ids"))
        rows = []
        for i in range(len(dataset)):
            d = diag_by_row.get(i)
            if d is None:
                continue
            rows.append({
                "idx": parsed.request_of[i], "row": i, "qid": qids[i], "family": families[i],
                "question": questions[i], "set_ids": set_ids[i],
                "prediction": parsed.raw[i][:8000], "parsed": parsed.parsed[i],
                "gold_status": d["gold_status"], "pred_status": d["pred_status"],
                "score": d["score"], "passed": d["passed"], "components": d["components"],
                "critical_errors": d["critical_errors"], "citations": d.get("citations", []),
                "notes": d["notes"],
            })
        notes = [f"score = mean question score over {len(rows)} question rows of {len(breakdown)} families; "
                 "each family is scored as one answers document (run pass needs every family to pass)"]
        return TaskResult(rows=rows, metrics=self._aggregate(rows, breakdown), breakdown=breakdown, notes=notes)

    def _parse_outputs(self, dataset: datasets.Dataset, requests: list[Request], outputs: list[Any]) -> "_Parsed":
        """Each request's output parsed into answer items, collected per family; per row: whether
        the output parsed, the raw text and the request it came from."""
        by_idx = dict(zip((r.idx for r in requests), outputs))
        qids, families = dataset["qid"], dataset["family"]
        out = _Parsed({}, {}, {}, {})
        for b, idxs in enumerate(self.batches(dataset)):
            text = by_idx.get(b)
            doc = first_json_object(text)
            items: list[Any] = []
            if isinstance(doc, dict) and isinstance(doc.get("answers"), list):
                items = list(doc["answers"])
            elif isinstance(doc, dict):
                items = [doc]
            if len(idxs) == 1 and len(items) == 1 and isinstance(items[0], dict) and "qid" not in items[0]:
                items = [dict(items[0], qid=qids[idxs[0]])]
            wanted = {qids[i] for i in idxs}
            fam = families[idxs[0]]
            for it in items:
                if isinstance(it, dict) and it.get("qid") not in wanted and len(idxs) == 1:
                    continue  # an item about another question: ignored, not an extra qid
                out.items_by_family.setdefault(fam, []).append(it)
            for i in idxs:
                out.parsed[i] = doc is not None
                out.raw[i] = text if isinstance(text, str) else ""
                out.request_of[i] = b
        return out

    def _score_families(self, dataset: datasets.Dataset, parsed: "_Parsed") -> tuple[dict[int, dict], dict[str, dict]]:
        """Each family's answer items scored as one answers document by the metric."""
        metric = load_metric(self.metric)
        diag_by_row: dict[int, dict[str, Any]] = {}
        breakdown: dict[str, dict[str, Any]] = {}
        families, golds, passage_docs = dataset["family"], dataset["gold"], dataset["passages"]
        question_texts = dataset["question"]
        for fam in dict.fromkeys(families):
            rows_f = [i for i, f in enumerate(families) if f == fam]
            # rubric v3 reads the question (words it already says are not credited to an answer)
            gold_rows = [dict(json.loads(golds[i]), question=question_texts[i]) for i in rows_f]
            passages: dict[str, dict[str, str]] = {}
            for i in rows_f:
                for sid, plist in json.loads(passage_docs[i]).items():
                    passages[sid] = {pid: text for pid, _title, text in plist}
            answers = json.dumps({"answers": parsed.items_by_family.get(fam, [])}, ensure_ascii=False)
            gold_doc = json.dumps({"questions": gold_rows, "passages": passages}, ensure_ascii=False)
            out = metric.compute(predictions=[answers], references=[gold_doc], rubric=self.options["rubric"],
                                 return_diagnostics=True)
            diag_by_row.update(zip(rows_f, out["questions"]))
            breakdown[fam] = {
                "score": out["score"], "pass": out["pass"], "question_pass_rate": out["question_pass_rate"],
                "components": out["components"], "critical_errors": out["critical_errors"],
                "n_questions": out["n_questions"],
                "parse_rate": round(sum(parsed.parsed[i] for i in rows_f) / len(rows_f), 6),
            }
        return diag_by_row, breakdown

    def _aggregate(self, rows: list[dict[str, Any]], breakdown: dict[str, dict[str, Any]]) -> dict[str, Any]:
        n = len(rows)
        crit: dict[str, int] = {}
        for fam_out in breakdown.values():
            for k, v in fam_out["critical_errors"].items():
                crit[k] = crit.get(k, 0) + v

        def mean(values: Any) -> float:
            return round(sum(values) / n, 6) if n else 0.0

        return {
            "score": mean(r["score"] for r in rows),
            "pass": bool(breakdown) and all(b["pass"] for b in breakdown.values()),
            "question_pass_rate": mean(r["passed"] for r in rows),
            "components": {c: mean(r["components"][c] for r in rows)
                           for c in ("schema", "qid_coverage", "answer_content", "clinical_qualifiers",
                                     "citation_support", "refusal_correctness")},
            "critical_errors": dict(sorted(crit.items())),
            "parse_rate": mean(r["parsed"] for r in rows),
            "n_questions": n,
            "rubric": self.options["rubric"],
        }

    def config(self, protocol: str) -> dict[str, Any]:
        return {
            **super().config(protocol),
            "families": self.families or self.options["families"] or "all",
            **{k: self.options[k] for k in ("per_family", "batch_size", "max_prompt_chars", "max_gen_toks", "rubric")},
            "until": [],
            "decoding": "greedy",
            "prompt": "instructions, passages ranked by word overlap (cut to max_prompt_chars), questions, "
                      "answer format last",
            "parse": "first JSON object with an answers list, else first answer-like object",
            "metric": "label_grounding",
            "metric_version": self.options["rubric"],
        }

    def scoring_record(self) -> dict[str, Any]:
        """What the run's record says of how it was scored, beside the config: the rubrics' release
        (v1 and v2 never change; v3 does, per the metric card's versions). Not in :meth:`config`,
        which signs the saved generations: a new rubric release re-scores, it does not re-generate."""
        return {"rubric_version": rubric_module().RUBRIC_VERSION}
