# Copyright 2026 The groundeval Authors.
# Licensed under the Apache License, Version 2.0.
"""Label grounding: the FDA drug-label grounded-QA rubric as an `evaluate` metric.

Scores JSON answer documents (answers with cited label passages, or refusals) against hidden
gold rows with the fractional rubric of the FDA-Gemini benchmark: schema, qid coverage, answer
content, clinical qualifiers, citation support and refusal correctness, plus critical errors and
the 0.85 pass rules. The rubric itself lives in ``rubric.py`` beside this file (pure standard
library), shared with the groundeval runner and the Harbor verifier.
"""

import datasets
import evaluate

from .checks_numbers import check_per_weight
from .checks_polarity import check_polarity
from .checks_population import check_widened_population
from .checks_terms import check_terms
from .claim_matching import conflicts
from .claim_scoring import score_question as score_question_v3
from .claim_substitution import substitutions
from .claims import claims_of
from .common_words import WORDS as COMMON_WORDS
from .label_view import LabelView
from .label_words import label_sentences
from .rubric import COMPONENTS
from .rubric import PASS_THRESHOLD
from .rubric import RUBRICS
from .rubric import WEIGHTS
from .rubric import load_gold_document
from .rubric import score_run

_CITATION = """\
@misc{groundeval_label_grounding,
  title  = {groundeval: label grounding metric for FDA drug-label question answering},
  author = {groundeval authors},
  year   = {2026},
  note   = {Rubric after the FDA-Gemini Benchmark (github.com/Dhruva05/FDA-Gemini-Benchmark);
            questions after FDARxBench (Xiong et al., arXiv:2603.19539)}
}
"""

_DESCRIPTION = """\
Label grounding scores answers to questions about FDA drug labels. Each question's answer is a
JSON item with a status (ANSWERED or NOT_FOUND), an answer text, citations (label set id,
passage id, section, supporting quote) and structured clinical fields (dose, unit, route,
frequency, population, max daily dose). Six weighted components (schema 0.05, qid coverage 0.05,
answer content 0.35, clinical qualifiers 0.20, citation support 0.25, refusal correctness 0.10)
give a fractional score per question; critical errors (wrong dose/unit/route/population, a
citation from another label, an answer where the gold is NOT_FOUND, an answer without citation,
missing/duplicate/malformed items, unreadable files) make a question or run fail whatever its
score. A question passes at score >= 0.85 without critical error, a run at mean >= 0.85 without
critical error. rubric="v1" is the reference rubric; rubric="v2" lets only knowledge pass: values
compared as values ("500 mg" = "0.5 g", "q12h" = "every 12 hours"), answer content by recall and
precision of content words and values (pasted label text earns little), values that contradict the
gold critical, hedged fields and over-citation penalised.
"""

_KWARGS_DESCRIPTION = """
Scores answer documents against gold documents, one pair per run.

Args:
    predictions (`list` of `str` or None): one answers document per run, the raw text of the
        answers file (`{"answers": [...]}` or a bare JSON list of items). `None` means the file
        is missing. Malformed text is scored (with critical errors), never raises.
    references (`list` of `str`): one gold document per run, JSON text of
        `{"questions": [gold rows], "passages": {set_id: {passage_id: text}}}` (or a bare list
        of gold rows, then passage checks fail). Gold rows carry `qid`, `family`, `set_ids`,
        `status`, `answer`, `citations`, `expected_terms`, `structured_fields`.
    rubric (`str`, default "v1"): "v1" (reference), "v2" (only knowledge passes) or "v3" (claim-level
        checks against the gold and the label); the card gives each one's agreement with readers.
    return_diagnostics (`bool`, default False): add `questions`, one diagnostics dict per gold
        row (components, score, critical errors, per-citation checks, notes), and `runs`.

Returns:
    score (`float`): mean question score over all runs' questions, in [0, 1].
    pass (`bool`): every run passes (mean >= 0.85 and no critical error).
    question_pass_rate (`float`): share of questions with score >= 0.85 and no critical error.
    components (`dict`): mean of each component (unweighted, in [0, 1]).
    critical_errors (`dict`): critical error name -> count (question and file level).
    by_family (`dict`): mean score per task family.
    weights (`dict`): component -> its weight in a question's score (they add up to 1); a
        question's deduction from a component is weight x (1 - component score).
    n_questions (`int`), rubric (`str`), threshold (`float`).

Examples:

    >>> import json
    >>> metric = evaluate.load("metrics/label_grounding")
    >>> gold = {"questions": [{"qid": "q1", "family": "numeric_dosage", "set_ids": ["L1"],
    ...     "status": "ANSWERED", "answer": "10 mg once daily",
    ...     "citations": [{"set_id": "L1", "passage_id": "PASSAGE_0000", "section": "2",
    ...                    "supporting_quote": "10 mg once daily"}],
    ...     "expected_terms": ["10 mg"], "structured_fields": {"dose": "10 mg"}}],
    ...     "passages": {"L1": {"PASSAGE_0000": "2 DOSAGE: take 10 mg once daily."}}}
    >>> oracle = {"answers": [{"qid": "q1", "status": "ANSWERED", "answer": "10 mg once daily",
    ...     "citations": gold["questions"][0]["citations"], "structured_fields": {"dose": "10 mg"}}]}
    >>> out = metric.compute(predictions=[json.dumps(oracle)], references=[json.dumps(gold)])
    >>> out["score"], out["pass"]
    (1.0, True)
    >>> out["weights"]["answer_content"], round(sum(out["weights"].values()), 6)
    (0.35, 1.0)
    >>> out = metric.compute(predictions=[""], references=[json.dumps(gold)])
    >>> out["score"], out["critical_errors"]
    (0.0, {'empty_answers_file': 1, 'missing': 1})
    >>> wrong = json.loads(json.dumps(oracle))
    >>> wrong["answers"][0]["structured_fields"]["dose"] = "0.01 g"
    >>> metric.compute(predictions=[json.dumps(wrong)], references=[json.dumps(gold)])["critical_errors"]
    {'wrong_dose': 1}
    >>> metric.compute(predictions=[json.dumps(wrong)], references=[json.dumps(gold)], rubric="v2")["critical_errors"]
    {}
"""


# Rubric v3's modules, imported above so that evaluate copies them beside this script (it copies
# only the files the script itself imports); rubric.py calls them.
RUBRIC_V3 = (claims_of, conflicts, substitutions, COMMON_WORDS, label_sentences, check_terms, check_per_weight,
             check_widened_population, check_polarity, LabelView, score_question_v3)

# evaluate stores predictions as strings and rejects None; a missing answers file travels as this.
_MISSING_FILE = "\x00label_grounding: answers file missing\x00"


def _check_rows(predictions, references):
    for name, value in (("predictions", predictions), ("references", references)):
        if value is None:
            raise ValueError(f"`{name}` is required")
        if isinstance(value, (str, bytes, dict)) or not (hasattr(value, "__len__") and hasattr(value, "__getitem__")):
            raise ValueError(f"`{name}` must be a list with one document per run, got {type(value).__name__}")
    if not references:
        raise ValueError("`references` is empty: no run to score")
    if len(predictions) != len(references):
        raise ValueError(f"got {len(predictions)} predictions and {len(references)} references; one each per run")
    for i, ref in enumerate(references):
        if not isinstance(ref, str):
            raise ValueError(f"references[{i}] is {type(ref).__name__}; a gold document is JSON text")


def _keep_missing(prediction):
    return _MISSING_FILE if prediction is None else prediction


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class LabelGrounding(evaluate.Metric):
    """The label-grounding rubric (v1 reference, v2 knowledge only) over answers documents."""

    def compute(self, *, predictions=None, references=None, **kwargs):
        """Score the runs; the arguments are checked before `evaluate` reads them."""
        if predictions is not None or references is not None:
            _check_rows(predictions, references)
        return super().compute(predictions=predictions, references=references, **kwargs)

    def add_batch(self, *, predictions=None, references=None, **kwargs):
        """As `evaluate.Metric.add_batch`; a `None` prediction is a missing answers file."""
        if predictions is not None:
            predictions = [_keep_missing(p) for p in predictions]
        return super().add_batch(predictions=predictions, references=references, **kwargs)

    def add(self, *, prediction=None, reference=None, **kwargs):
        """As `evaluate.Metric.add`; a `None` prediction is a missing answers file."""
        return super().add(prediction=_keep_missing(prediction), reference=reference, **kwargs)

    def _info(self):
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            features=datasets.Features(
                {
                    "predictions": datasets.Value("string"),
                    "references": datasets.Value("string"),
                }
            ),
            reference_urls=[
                "https://github.com/Dhruva05/FDA-Gemini-Benchmark",
                "https://github.com/xiongbetty/FDARxBench",
            ],
        )

    def _compute(self, predictions, references, rubric="v1", return_diagnostics=False):
        """Score each (answers document, gold document) pair and pool the questions.

        Args:
            predictions: answers documents (raw JSON text, or None for a missing file).
            references: gold documents (JSON text).
            rubric: "v1", "v2" or "v3".
            return_diagnostics: include per-question diagnostics and per-run summaries.
        """
        if rubric not in RUBRICS:
            raise ValueError(f"rubric must be one of {RUBRICS}, got {rubric!r}")
        runs = []
        questions = []
        for answers, gold_doc in zip(predictions, references):
            answers = None if answers == _MISSING_FILE else answers
            gold_rows, passages = load_gold_document(gold_doc)
            run = score_run(answers, gold_rows, passages, rubric=rubric, return_diagnostics=True)
            questions.extend(run.pop("questions"))
            runs.append(run)
        n = len(questions)
        criticals = {}
        for run in runs:
            for name, count in run["critical_errors"].items():
                criticals[name] = criticals.get(name, 0) + count
        families = {}
        for q in questions:
            families.setdefault(str(q.get("family")), []).append(q["score"])
        result = {
            "score": round(sum(q["score"] for q in questions) / n, 6) if n else 0.0,
            "pass": bool(runs) and all(run["pass"] for run in runs),
            "question_pass_rate": round(sum(q["passed"] for q in questions) / n, 6) if n else 0.0,
            "components": {
                c: round(sum(q["components"][c] for q in questions) / n, 6) if n else 0.0
                for c in COMPONENTS
            },
            "critical_errors": dict(sorted(criticals.items())),
            "by_family": {f: round(sum(v) / len(v), 6) for f, v in sorted(families.items())},
            "weights": dict(WEIGHTS),
            "n_questions": n,
            "rubric": rubric,
            "threshold": PASS_THRESHOLD,
        }
        if return_diagnostics:
            result["questions"] = questions
            result["runs"] = runs
        return result
