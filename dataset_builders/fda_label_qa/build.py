"""Build the fda_label_qa dataset: labels, corpus profile, seven task families, public questions
and hidden gold, with a leak check. Deterministic: same inputs and seed, byte-identical files.

    python -m dataset_builders.fda_label_qa.build \\
        --fdarxbench-labels labels.jsonl --fdarxbench-qa qa.jsonl \\
        --openfda drug-label-0001-of-0013.json.zip --spl spl_dir/ --out DIR --seed 0

Two output folders, two repositories: the public one (models read it) and the hidden gold
(``--gold-out``, default ``<out>-gold``; never inside the public tree)::

    <out>/README.md                                  the card (configs, dataset_info, profile)
    <out>/data/labels/test-00000-of-00001.parquet    normalised labels with their passages
    <out>/data/<family>/test-00000-of-00001.parquet  public questions: qid, family, question,
                                                     set_ids, drug_names
    <out>/profile.json                               corpus profile
    <gold-out>/README.md                             the gold card
    <gold-out>/data/<family>/test-00000-of-00001.parquet   gold rows, same order as the public ones

A family without questions has no config in either folder.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

if __package__ in (None, ""):  # run as a file: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pyarrow as pa  # noqa: E402

from groundeval import entry  # noqa: E402
from groundeval.dataset_card import (  # noqa: E402
    CardMeta, Split, durable_write, read_body, table_rows, to_table, write_dataset,
)
from groundeval.publishing import leaks  # noqa: E402
from dataset_builders.fda_label_qa import audit  # noqa: E402
from dataset_builders.fda_label_qa import families as fam  # noqa: E402
from dataset_builders.fda_label_qa import errata, ingest, proof, validation  # noqa: E402

VERSION = "2.55.0"
HERE = Path(__file__).resolve().parent
QA_REQUIRED = ("qid", "task", "set_id", "question", "answer")  # the FDARxBench qa.jsonl fields every row has
_PASSAGE = pa.struct([("passage_id", pa.string()), ("section", pa.string()), ("section_code", pa.string()),
                      ("section_title", pa.string()), ("text", pa.string())])
LABEL_SCHEMA = pa.schema([("set_id", pa.string()), ("drug_name", pa.string()), ("version", pa.string()),
                          ("effective_date", pa.string()), ("source", pa.string()), ("complete", pa.bool_()),
                          ("routes", pa.list_(pa.string())), ("passages", pa.list_(_PASSAGE))])
PUBLIC_SCHEMA = pa.schema([("qid", pa.string()), ("family", pa.string()), ("question", pa.string()),
                           ("set_ids", pa.list_(pa.string())), ("drug_names", pa.list_(pa.string()))])
_CITATION = pa.struct([("set_id", pa.string()), ("passage_id", pa.string()), ("section", pa.string()),
                       ("supporting_quote", pa.string())])
GOLD_SCHEMA = pa.schema([("qid", pa.string()), ("family", pa.string()), ("set_ids", pa.list_(pa.string())),
                         ("status", pa.string()), ("answer", pa.string()), ("citations", pa.list_(_CITATION)),
                         ("expected_terms", pa.list_(pa.string())), ("structured_fields", pa.string()),
                         ("source", pa.string()), ("source_task", pa.string()), ("anchor_topic", pa.string())])
_LICENCE = dict(license=("apache-2.0", "cc0-1.0", "other"), license_name="openfda-public-domain",
                license_link="https://open.fda.gov/license/")
_CHANGELOG = (("2.55.0", "gold: four answers that were a label sentence word for word reworded by a new reviewer in "
                         "their own words, with the same facts and values (`reword` errata; their audit verdicts "
                         "stand); `verifier_validation` gains rounds 175 to 180 (new writer and reader sessions, "
                         "the questions of the test half's labels only), written while rubric 2.45.0 was made, "
                         "not opened until it was committed, and scored once under it; questions and rounds 1 to "
                         "174 unchanged"),
              ("2.54.0", "`verifier_validation` gains rounds 167 to 174 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.44.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 166 unchanged"),
              ("2.53.0", "`verifier_validation` gains rounds 159 to 166 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.43.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 158 unchanged"),
              ("2.52.0", "`verifier_validation` gains rounds 151 to 158 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.42.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 150 unchanged"),
              ("2.51.0", "`verifier_validation` gains rounds 143 to 150 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.41.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 142 unchanged"),
              ("2.50.0", "`verifier_validation` gains rounds 135 to 142 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.40.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 134 unchanged"),
              ("2.49.0", "`verifier_validation` gains rounds 127 to 134 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.39.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 126 unchanged"),
              ("2.48.0", "`verifier_validation` gains rounds 119 to 126 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.38.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 118 unchanged"),
              ("2.47.0", "`verifier_validation` gains rounds 111 to 118 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.37.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 110 unchanged"),
              ("2.46.0", "`verifier_validation` gains rounds 103 to 110 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.36.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 102 unchanged"),
              ("2.45.0", "`verifier_validation` gains rounds 95 to 102 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.35.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 94 unchanged"),
              ("2.44.0", "`verifier_validation` gains rounds 87 to 94 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.34.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 86 unchanged"),
              ("2.43.0", "`verifier_validation` gains rounds 79 to 86 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.33.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 78 unchanged"),
              ("2.42.0", "`verifier_validation` gains rounds 71 to 78 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.32.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 70 unchanged"),
              ("2.41.0", "`verifier_validation` gains rounds 67 to 70 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.31.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 66 unchanged"),
              ("2.40.0", "`verifier_validation` gains rounds 63 to 66 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.30.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 62 unchanged"),
              ("2.39.0", "`verifier_validation` gains rounds 59 to 62 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.29.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 58 unchanged"),
              ("2.38.0", "`verifier_validation` gains rounds 55 to 58 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.28.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 54 unchanged"),
              ("2.37.0", "`verifier_validation` gains rounds 53 and 54 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.27.1 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 52 unchanged"),
              ("2.36.0", "`verifier_validation` gains rounds 49 to 52 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.27.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 48 unchanged"),
              ("2.35.0", "`verifier_validation` gains rounds 45 to 48 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.26.1 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 44 unchanged"),
              ("2.34.0", "`verifier_validation` gains rounds 41 to 44 (new writer and reader sessions, other "
                         "styles and errors asked, the questions of the test half's labels only), written while "
                         "rubric 2.26.0 was made, not opened until it was committed, and scored once under it; "
                         "questions, gold and rounds 1 to 40 unchanged"),
              ("2.33.0", "`verifier_validation` gains rounds 39 and 40 (new writer and reader sessions, other styles "
                         "and errors asked, the questions of the test half's labels only), written while rubric "
                         "2.25.1 was made, not opened until it was committed, and scored once under it; questions, "
                         "gold and rounds 1 to 38 unchanged"),
              ("2.32.0", "`verifier_validation` gains rounds 35 to 38 (new writer and reader sessions, other styles "
                         "and errors asked, the questions of the test half's labels only), written while rubric "
                         "2.25.0 was made, not opened until it was committed, and scored once under it; questions, "
                         "gold and rounds 1 to 34 unchanged"),
              ("2.31.0", "`verifier_validation` gains rounds 33 and 34 (new writer and reader sessions, other styles "
                         "and errors asked, the questions of the test half's labels only), written after rubric "
                         "2.24.2 and scored once under it; questions, gold and rounds 1 to 32 unchanged"),
              ("2.30.0", "`verifier_validation` gains rounds 31 and 32 (new writer and reader sessions, other styles "
                         "and errors asked, the questions of the test half's labels only), written while rubric "
                         "2.24.2 was made, not opened until it was committed, and scored once under it; questions, "
                         "gold and rounds 1 to 30 unchanged"),
              ("2.29.0", "`verifier_validation` gains rounds 29 and 30 (new writer and reader sessions, other styles "
                         "and errors asked, the questions of the test half's labels only), written while rubric "
                         "2.24.1 was made, not opened until it was committed, and scored once under it; questions, "
                         "gold and rounds 1 to 28 unchanged"),
              ("2.28.0", "`verifier_validation` gains rounds 27 and 28 (new writer and reader sessions, other styles "
                         "and errors asked, the questions of the test half's labels only), written while rubric "
                         "2.24.0 was made, not opened until it was committed, and scored once under it; questions, "
                         "gold and rounds 1 to 26 unchanged"),
              ("2.27.0", "`verifier_validation` gains round 26 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written after rubric 2.23.0 and scored "
                         "once under it; questions, gold and rounds 1 to 25 unchanged"),
              ("2.26.0", "`verifier_validation` gains round 25 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written while rubric 2.23.0 was made, "
                         "not opened until it was committed, and scored once under it; questions, gold and rounds 1 "
                         "to 24 unchanged"),
              ("2.25.0", "`verifier_validation` gains round 24 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written after rubric 2.22.2 and scored "
                         "once under it; questions, gold and rounds 1 to 23 unchanged"),
              ("2.24.0", "`verifier_validation` gains rounds 22 and 23 (new writer and reader sessions, other styles "
                         "and errors asked, the questions of the test half's labels only), written while and after "
                         "rubric 2.22.1 was made and scored once under it; questions, gold and rounds 1 to 21 unchanged"),
              ("2.23.0", "`verifier_validation` gains round 21 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written after rubric 2.22.0 and "
                         "scored once under it; questions, gold and rounds 1 to 20 unchanged"),
              ("2.22.0", "`verifier_validation` gains round 20 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written after rubric 2.22.0 and "
                         "scored once under it; questions, gold and rounds 1 to 19 unchanged"),
              ("2.21.0", "`verifier_validation` gains round 19 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written before rubric 2.22.0 was made "
                         "on rounds 1 to 18 and scored once after it; questions, gold and rounds 1 to 18 unchanged"),
              ("2.20.0", "`verifier_validation` gains round 18 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written while rubric 2.21.0 was made "
                         "on rounds 1 to 17 and scored once after it; questions, gold and rounds 1 to 17 unchanged"),
              ("2.19.0", "gold: new reviewers re-read the other 18 questions whose latest audit verdict was minor "
                         "(for their fields or citations), under the 2.17.0 instructions; they judged 1 wrong "
                         "(corrected: its gold said monitoring 'should be' more frequent where the label says "
                         "'consider'), 14 minor and 3 ok; rounds unchanged"),
              ("2.18.0", "`verifier_validation` gains round 17 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only, written on the 2.17.0 gold), written "
                         "after rubric 2.20.1 was committed and scored once under it; questions, gold and rounds 1 to "
                         "16 unchanged"),
              ("2.17.0", "gold: new reviewers re-read the 24 questions the audit had judged minor for their answer, "
                         "with the audit's instructions made plain that an answer adding what the label does not "
                         "support (a reason, a link between two findings, an embellishment) is wrong, not minor; they "
                         "judged 10 wrong (9 corrected, one of which the builder's checks drop: its correction states "
                         "a value its citations do not hold) and 1 ill-posed (dropped); the `verifier_validation` "
                         "answers to the two dropped questions stay in the repository's round files and are left out "
                         "of the config and the agreement tables"),
              ("2.16.0", "`verifier_validation` gains round 16 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written after rubric 2.20.1 was "
                         "committed and scored once under it; questions, gold and rounds 1 to 15 unchanged"),
              ("2.15.0", "`verifier_validation` gains round 15 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written while rubric 2.20.0 was made "
                         "on rounds 1 to 14 and scored once after it; questions, gold and rounds 1 to 14 unchanged"),
              ("2.14.0", "`verifier_validation` gains round 14 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written while rubric 2.19.0 was made "
                         "on rounds 1 to 13 and scored once after it; questions, gold and rounds 1 to 13 unchanged"),
              ("2.13.0", "`verifier_validation` gains round 13 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written after rubric 2.18.0 was "
                         "committed and scored once under it, a second round held out from it; questions, gold and "
                         "rounds 1 to 12 unchanged"),
              ("2.12.0", "`verifier_validation` gains round 12 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written while rubric 2.18.0 was made "
                         "on rounds 1 to 11 and scored once after it; questions, gold and rounds 1 to 11 unchanged"),
              ("2.11.0", "`verifier_validation` gains round 11 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written while rubric 2.17.0 was made "
                         "on rounds 1 to 10 and scored once after it; questions, gold and rounds 1 to 10 unchanged"),
              ("2.10.0", "`verifier_validation` gains round 10 (new writer and reader sessions, other styles and errors "
                         "asked, the questions of the test half's labels only), written while rubric 2.16.0 was made "
                         "on rounds 1 to 9 and scored once after it; questions, gold and rounds 1 to 9 unchanged"),
              ("2.9.0", "`verifier_validation` gains round 9 (new writer and reader sessions, other styles and errors "
                        "asked, the questions of the test half's labels only), written while rubric 2.15.0 was made on "
                        "rounds 1 to 8 and scored once after it; questions, gold and rounds 1 to 8 unchanged"),
              ("2.8.0", "`verifier_validation` gains round 8 (new writer and reader sessions, other styles and errors "
                        "asked, the questions of the test half's labels only), made after rubric 2.14.0 and scored "
                        "once; questions, gold and rounds 1 to 7 unchanged"),
              ("2.7.0", "`verifier_validation` gains round 7 (new writer and reader sessions, other styles and errors "
                        "asked, the questions of the test half's labels only), made after rubric 2.13.1 and scored "
                        "once; questions, gold and rounds 1 to 6 unchanged"),
              ("2.6.0", "`verifier_validation` gains round 6 (new writer and reader sessions, other styles and errors "
                        "asked, the questions of the test half's labels only), made after rubric 2.13.0 and scored "
                        "once; questions, gold and rounds 1 to 5 unchanged"),
              ("2.5.0", "`verifier_validation` gains round 5 (new writer and reader sessions, other styles and errors "
                        "asked, the questions of the test half's labels only), made after rubric 2.12.0 and scored "
                        "once; questions, gold and rounds 1 to 4 unchanged"),
              ("2.4.0", "gold: a dosing-chart row that states no frequency takes the frequency and maximum that the "
                        "label's directions state once for the whole chart, in words naming no population and no dose, "
                        "and a dosing statement without a route takes the one route its dosing section states (when "
                        "the label's structured routes agree), each citing the passage that states it; 26 questions of "
                        "the shared samples gain them (the rows of Childrens Sudafed PE and TRIAMINIC, the doses of "
                        "Humira and Vyvanse), which the 2.0.0 audit had found incomplete, and are audited again "
                        "(`gold_audit` rows at 2.4.0); `verifier_validation` answers and verdicts unchanged"),
              ("2.3.0", "`verifier_validation` gains round 4 (new writer and reader sessions, other styles and errors "
                        "asked, the questions of the test half's labels only), made after rubric 2.11.0; questions, "
                        "gold and rounds 1 to 3 unchanged"),
              ("2.2.0", "`verifier_validation` gains rounds 2 and 3 (each by new writer and reader sessions, other "
                        "styles and errors asked, the questions of the test half's labels only) and a `round` column; "
                        "questions, gold and the first round unchanged"),
              ("2.1.0", "the gold repository gains a `verifier_validation` config: answers to this build's questions "
                        "(correct in several styles, wrong with one named error, no-knowledge), each judged by an "
                        "independent reader, split by label into dev and test halves; questions and gold unchanged"),
              ("2.0.0", "gold a reviewer can sign: structured fields field-first (a label's own dosing "
                        "statements, each value bound to the population, frequency and route of its sentence or "
                        "table row; every value the label states; units whole; routes checked against the label's "
                        "structured routes, kept in a new `routes` column of `labels`); every gold row checked "
                        "against the passages it cites and dropped with a named reason when it fails (counts in "
                        "the profile); supporting quotes chosen per fact; long_label_retrieval over complete labels "
                        "in the top quartile of passages, numeric_dosage over dosing questions only, near-miss "
                        "anchors on whole words of a section topic, cross-label pairs over bound statements of "
                        "complete labels; an independent audit of every candidate question (`gold_audit` config "
                        "of the gold repository) and the reviewers' errata applied by the builder (errata.json). "
                        "Question ids of upstream rows are unchanged; gold changed, so scores are not comparable "
                        "with 1.0.0."),
              ("1.0.0", "first release: FDARxBench/openFDA/SPL ingest, seven families, leak check, profile; "
                        "label_grounding rubric v1 (v2 available in the metric). Parquet configs per family and "
                        "`labels`; the hidden gold in its own folder (a separate gated repository)."),)
CARD = CardMeta(
    pretty_name="FDA drug-label grounded QA (fda_label_qa)", title="FDA drug-label grounded QA (`fda_label_qa`)",
    version=VERSION, task_categories=("question-answering",), task_ids=("extractive-qa",),
    tags=("medical", "drug-labels", "fda", "grounding", "citations", "refusal"),
    source_datasets=("xiongbetty/FDARxBench", "openFDA drug label", "DailyMed SPL"), changelog=_CHANGELOG, **_LICENCE,
)
GOLD_CARD = CardMeta(
    pretty_name="FDA drug-label grounded QA: hidden gold (fda_label_qa)", version=VERSION,
    task_categories=("question-answering",), tags=("medical", "drug-labels", "fda", "hidden-gold"),
    changelog=_CHANGELOG, **_LICENCE,
)


def collect_labels(fdarxbench_labels: Iterable[str] = (), openfda: Iterable[str] = (),
                   spl: Iterable[str] = (), qa_rows: list[dict[str, Any]] = (),
                   max_passage_chars: int = ingest.MAX_PASSAGE_CHARS) -> list[dict[str, Any]]:
    """All labels, one per set_id (first source wins: FDARxBench, openFDA, SPL), plus partial
    labels rebuilt from QA contexts for QA rows whose label is not given; sorted by set_id."""
    labels: dict[str, dict[str, Any]] = {}
    for label in ingest.read_labels(fdarxbench_labels, openfda, spl, max_passage_chars):
        if label["set_id"] and label["set_id"] not in labels and label["passages"]:
            labels[label["set_id"]] = label
    for label in ingest.labels_from_qa_contexts(qa_rows, set(labels)):
        labels[label["set_id"]] = label
    return [labels[k] for k in sorted(labels)]


def _stats(xs: list[int]) -> dict[str, float]:
    if not xs:
        return {"min": 0, "mean": 0, "max": 0, "total": 0}
    return {"min": min(xs), "mean": round(sum(xs) / len(xs), 2), "max": max(xs), "total": sum(xs)}


def citation_coverage(qa_rows: list[dict[str, Any]], by_id: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Answerable QA rows whose context passages can be cited: at least one of them is a passage
    of a label in the build (the rows a question can come from)."""
    answerable = [r for r in qa_rows if r.get("set_id") and r.get("qid") and not fam.is_refusal_row(r)]
    citable = sum(1 for r in answerable if r.get("set_id") in by_id
                  and fam.answer_citations(r, by_id[r["set_id"]]))
    return {"answerable_rows": len(answerable), "with_citable_passage": citable,
            "share": round(citable / len(answerable), 4) if answerable else 0.0}


def long_label_sizes(labels: list[dict[str, Any]], questions: list[dict[str, Any]]) -> dict[str, Any]:
    """Passages per label of the labels the long-label retrieval questions are asked over."""
    by_id = {lab["set_id"]: lab for lab in labels}
    chosen = sorted({sid for q in questions for sid in q["set_ids"] if sid in by_id})
    sizes = sorted((len(by_id[sid]["passages"]) for sid in chosen), reverse=True)
    return {"labels": len(chosen), **_stats(sizes), "passages": sizes}


def gold_checks(drops: list[dict[str, str]]) -> dict[str, Any]:
    """The candidate questions the gold checks dropped (:mod:`proof`): distinct questions per
    reason, and per family the drops (a question failing two checks counts under each, once per
    family pool it was a candidate of)."""
    by_family: dict[str, Counter] = {}
    for d in drops:
        by_family.setdefault(d["family"], Counter())[d["reason"]] += 1
    return {"dropped_questions": len({d["qid"] for d in drops}),
            "by_reason": {r: len({d["qid"] for d in drops if d["reason"] == r})
                          for r in sorted({d["reason"] for d in drops})},
            "by_family": {f: dict(sorted(c.items())) for f, c in sorted(by_family.items())}}


def gold_checks_markdown(checks: dict[str, Any]) -> str:
    lines = [f"{checks['dropped_questions']} candidate questions were dropped by the gold checks "
             f"(a question can fail several).", "", "| reason | what it means | questions | per family |",
             "|---|---|---:|---|"]
    for reason, n in checks["by_reason"].items():
        per = ", ".join(f"{f} {c[reason]}" for f, c in checks["by_family"].items() if reason in c)
        lines.append(f"| `{reason}` | {proof.REASONS[reason]} | {n} | {per} |")
    return "\n".join(lines)


def corpus_profile(labels: list[dict[str, Any]], qa_rows: list[dict[str, Any]],
                   families: dict[str, list[dict[str, Any]]], drops: list[dict[str, str]] = ()) -> dict[str, Any]:
    """What the public card and ``profile.json`` report (no gold: status counts go to the gold card)."""
    by_id = {lab["set_id"]: lab for lab in labels}
    sections = Counter(s for lab in labels for s in {p.get("section") or "unknown" for p in lab["passages"]})
    return {
        "labels": len(labels),
        "labels_by_source": dict(sorted(Counter(lab["source"] for lab in labels).items())),
        "complete_labels": sum(1 for lab in labels if lab.get("complete")),
        "labels_without_passages": sum(1 for lab in labels if not lab["passages"]),
        "passages_per_label": _stats([len(lab["passages"]) for lab in labels]),
        "characters_per_label": _stats([sum(len(p["text"]) for p in lab["passages"]) for lab in labels]),
        "sections_present": dict(sorted(sections.items(), key=lambda kv: (-kv[1], kv[0]))),
        "qa_rows": len(qa_rows),
        "qa_rows_by_task": dict(sorted(Counter(r.get("task") or "unknown" for r in qa_rows).items())),
        "qa_rows_by_question_type": dict(sorted(Counter(r.get("question_type") or "unknown" for r in qa_rows).items())),
        "citation_coverage": citation_coverage(qa_rows, by_id),
        "refusal_rows": fam.refusal_accounting(qa_rows, by_id),
        "long_label_retrieval_labels": long_label_sizes(labels, families["long_label_retrieval"]),
        "questions_by_family": {f: len(families[f]) for f in fam.FAMILIES},
        "gold_checks": gold_checks(list(drops)),
    }


def _counts(d: dict[str, int]) -> str:
    return ", ".join(f"{k} {v}" for k, v in d.items())


def profile_markdown(profile: dict[str, Any]) -> str:
    """The corpus profile as the card's Markdown tables."""
    rows = {"labels": f"{profile['labels']} ({_counts(profile['labels_by_source'])})",
            "complete labels": profile["complete_labels"]}
    for key in ("passages_per_label", "characters_per_label"):
        s = profile[key]
        rows[key.replace("_", " ")] = f"min {s['min']}, mean {s['mean']}, max {s['max']}, total {s['total']}"
    rows["labels without passages"] = profile["labels_without_passages"]
    rows["QA rows"] = profile["qa_rows"]
    rows["QA rows by task"] = _counts(profile["qa_rows_by_task"])
    rows["QA rows by question type"] = _counts(profile["qa_rows_by_question_type"])
    cov = profile["citation_coverage"]
    rows["citation coverage"] = (f"{cov['with_citable_passage']} of {cov['answerable_rows']} answerable QA rows "
                                 f"({cov['share']:.1%}) have a context passage in their label")
    rows["FDARxBench refusal rows"] = _counts(profile["refusal_rows"]).replace("_", " ")
    ll = profile["long_label_retrieval_labels"]
    rows["long-label retrieval labels"] = (f"{ll['labels']} labels; passages min {ll['min']}, mean {ll['mean']}, "
                                           f"max {ll['max']} ({', '.join(map(str, ll['passages']))})")
    lines = [table_rows(rows), "", "### Questions by family", "", "| family | questions |", "|---|---|"]
    lines += [f"| {f} | {n} |" for f, n in profile["questions_by_family"].items()]
    lines += ["", "### Gold checks", "", gold_checks_markdown(profile["gold_checks"])]
    lines += ["", "### Sections present (labels having the section)", "", "| section | labels |", "|---|---|"]
    lines += [f"| {s} | {n} |" for s, n in profile["sections_present"].items()]
    return "\n".join(lines)


def default_gold_dir(out: str | Path) -> Path:
    """Where the hidden gold goes unless told: the sibling folder ``<out>-gold``."""
    out = Path(out)
    return out.with_name(out.name + "-gold")


def _public_splits(labels: list[dict[str, Any]], public: dict[str, list[dict[str, Any]]]) -> list[Split]:
    splits = [Split(f, "test", to_table(public[f], PUBLIC_SCHEMA)) for f in fam.FAMILIES if public[f]]
    return splits + [Split("labels", "test", to_table(labels, LABEL_SCHEMA))]


def _gold_splits(gold: dict[str, list[dict[str, Any]]], audit_rows: list[dict[str, Any]],
                 validation_rows: list[dict[str, Any]]) -> list[Split]:
    splits = [Split(f, "test", to_table([fam.gold_record(g) for g in gold[f]], GOLD_SCHEMA)) for f in fam.FAMILIES if gold[f]]
    splits.append(Split("gold_audit", "test", to_table(audit_rows, audit.SCHEMA)))
    if validation_rows:
        splits.append(Split("verifier_validation", "test", to_table(validation_rows, validation.SCHEMA)))
    return splits


def _validation_summary(rows: list[dict[str, Any]]) -> str:
    lines = ["| round | split | answers | questions | correct | wrong | no-knowledge | judged correct |",
             "|---|---|---|---|---|---|---|---|"]
    for round_ in sorted({r["round"] for r in rows}):
        for split in validation.SPLITS:
            sel = [r for r in rows if r["split"] == split and r["round"] == round_]
            if not sel and round_ > 1:
                continue  # a later round asks only some halves (round 2: test)
            kinds = Counter(r["kind"] for r in sel)
            lines.append(f"| {round_} | {split} | {len(sel)} | {len({r['qid'] for r in sel})} | {kinds['correct']} | "
                         f"{kinds['wrong']} | {kinds['no_knowledge']} | {sum(r['reader_verdict'] == 'correct' for r in sel)} |")
    return "\n".join(lines)


def _gold_status(gold: dict[str, list[dict[str, Any]]]) -> str:
    lines = ["| family | questions | gold status | with gold citations |", "|---|---|---|---|"]
    for f in fam.FAMILIES:
        status = _counts(dict(sorted(Counter(g["status"] for g in gold[f]).items())))
        lines.append(f"| {f} | {len(gold[f])} | {status} | {sum(1 for g in gold[f] if g['citations'])} |")
    return "\n".join(lines)


def _build_table(manifest: dict[str, Any]) -> str:
    rows = {k.replace("_", " "): manifest[k] for k in ("seed", "max_per_family", "mixed_per_family", "max_passage_chars")}
    for kind, names in manifest["inputs"].items():
        rows[f"input: {kind.replace('_', ' ')}"] = ", ".join(f"`{n}`" for n in names) or "-"
    rows["labels"] = manifest["labels"]
    rows["questions"] = sum(manifest["families"].values())
    return "## This build\n\n" + table_rows(rows)


def write_build(out: Path, gold_out: Path, manifest: dict[str, Any], labels: list[dict[str, Any]],
                public: dict[str, list[dict[str, Any]]], gold: dict[str, list[dict[str, Any]]],
                profile: dict[str, Any], audit_rows: list[dict[str, Any]], card: Path | None = None) -> None:
    """Write the public tree (card, Parquet, profile.json) and the gold tree (card, Parquet, the
    ``gold_audit`` config)."""
    this_build = _build_table(manifest)
    body = read_body(HERE, this_build=this_build, profile=profile_markdown(profile))
    write_dataset(out, CARD, _public_splits(labels, public), body, card_copy=card)
    durable_write(out / "profile.json", json.dumps(profile, indent=2, ensure_ascii=False) + "\n")
    qids = [g["qid"] for f in fam.FAMILIES for g in gold[f]]
    validation_rows = validation.published_rows(validation.load_rounds(), qids)
    gold_body = read_body(HERE, "gold_card_body.md", this_build=this_build, status=_gold_status(gold),
                          audit_before=audit.summary_markdown(audit_rows, "verdict"),
                          audit_after=audit.summary_markdown(audit_rows),
                          validation=_validation_summary(validation_rows))
    write_dataset(gold_out, GOLD_CARD, _gold_splits(gold, audit_rows, validation_rows), gold_body)


def build_dataset(out: str | Path, fdarxbench_labels: Iterable[str] = (), fdarxbench_qa: Iterable[str] = (),
                  openfda: Iterable[str] = (), spl: Iterable[str] = (), seed: int = 0,
                  max_per_family: int = 12, mixed_per_family: int = 2,
                  max_passage_chars: int = ingest.MAX_PASSAGE_CHARS, gold_out: str | Path | None = None,
                  card: str | Path | None = None, errata_file: str | Path | None = errata.ERRATA_FILE,
                  audit_file: str | Path | None = audit.AUDIT_FILE) -> dict[str, Any]:
    """Build the dataset into ``out`` and its gold into ``gold_out`` (default ``<out>-gold``),
    applying the reviewers' ``errata_file`` and publishing their ``audit_file`` verdicts; returns the manifest (version, seed, options, input names, counts). Raises ``LeakError``
    (and writes nothing) if a public row would reveal gold, and ``LeakError`` naming the file if
    the written public tree, read back, reveals gold (:func:`leaks.check_public_tree`); that tree
    then stays on disk, and ``publish.py dataset`` refuses to upload it."""
    out = Path(out)
    gold_out = Path(gold_out) if gold_out else default_gold_dir(out)
    if gold_out.resolve().is_relative_to(out.resolve()):
        raise ValueError(f"the gold folder {gold_out} must not be inside the public folder {out}")
    qa_rows: list[dict[str, Any]] = []
    for p in fdarxbench_qa:
        for number, row in enumerate(list(ingest.read_json_lines(p)), 1):  # the whole file parses first
            missing = [k for k in QA_REQUIRED if k not in row]
            if missing:  # another file's rows would be skipped without a word
                raise ingest.IngestError(f"{Path(p).name}: row {number} has no {', '.join(missing)}; is it an "
                                         "FDARxBench qa.jsonl file?")
            qa_rows.append(row)
    labels = collect_labels(fdarxbench_labels, openfda, spl, qa_rows, max_passage_chars)
    read = [Path(p).name for p in (*fdarxbench_labels, *fdarxbench_qa, *openfda, *spl)]
    if not labels:  # never an empty success
        raise ValueError(f"no labels in the inputs ({', '.join(read) or 'none given'}); pass --fdarxbench-labels, "
                         "--fdarxbench-qa, --openfda or --spl files that hold labels")
    drops: list[dict[str, str]] = []
    corrections = errata.load(errata_file)
    families = fam.build_families(labels, qa_rows, seed=seed, max_per_family=max_per_family,
                                  mixed_per_family=mixed_per_family, errata=corrections, drops=drops)
    audit_rows = audit.audit_rows(families, audit.load(audit_file) if audit_file else {}, corrections,
                                  [d for d in drops if d["reason"] == "errata_drop"])
    if not any(families.values()):
        raise ValueError(f"no question passed the gold checks for the {len(labels)} labels of {', '.join(read)}; "
                         "nothing to publish")
    public = {f: [fam.public_row(q) for q in families[f]] for f in fam.FAMILIES}
    gold = {f: [fam.gold_row(q) for q in families[f]] for f in fam.FAMILIES}
    for f in fam.FAMILIES:
        fam.check_no_leak(public[f], gold[f])
    manifest = {
        "dataset": "fda_label_qa", "version": VERSION, "seed": seed, "max_per_family": max_per_family,
        "mixed_per_family": mixed_per_family, "max_passage_chars": max_passage_chars,
        "inputs": {kind: [Path(p).name for p in paths] for kind, paths in (
            ("fdarxbench_labels", fdarxbench_labels), ("fdarxbench_qa", fdarxbench_qa), ("openfda", openfda), ("spl", spl))},
        "families": {f: len(families[f]) for f in fam.FAMILIES},
        "labels": len(labels),
    }
    write_build(out, gold_out, manifest, labels, public, gold, corpus_profile(labels, qa_rows, families, drops),
                audit_rows, Path(card) if card else None)
    leaks.check_public_tree(out, gold_out)  # the files as written, as they will be uploaded
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fdarxbench-labels", nargs="*", default=[],
                        help="FDARxBench labels.jsonl file(s) (set_id, drug_name, chunks, label_raw)")
    parser.add_argument("--fdarxbench-qa", nargs="*", default=[],
                        help="FDARxBench qa.jsonl file(s) (qid, task, question, answer, context, ...)")
    parser.add_argument("--openfda", nargs="*", default=[],
                        help="openFDA drug-label JSON: API responses or bulk files (.json, .json.zip, "
                             ".json.gz, .jsonl), or folders of them; streamed")
    parser.add_argument("--spl", nargs="*", default=[],
                        help="DailyMed SPL XML files or folders of them (.xml, .xml.gz)")
    parser.add_argument("--out", required=True, help="output folder of the public dataset (labels, questions, card)")
    parser.add_argument("--gold-out", default=None,
                        help="output folder of the hidden gold, for a separate private/gated repository "
                             "(default: <out>-gold; never inside --out)")
    parser.add_argument("--card", default=None, help="also write the public card here (e.g. cards/fda_label_qa.md)")
    parser.add_argument("--errata", default=str(errata.ERRATA_FILE),
                        help="reviewers' corrections to apply (JSON; default: the builder's own errata.json)")
    parser.add_argument("--audit", default=str(audit.AUDIT_FILE),
                        help="reviewers' verdicts to publish as the gold_audit config (JSON lines; default: the "
                             "builder's own gold_audit.jsonl)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the question selection")
    parser.add_argument("--max-per-family", type=entry.int_range(1), default=12, help="questions per family at most")
    parser.add_argument("--mixed-per-family", type=entry.int_range(0), default=2,
                        help="questions taken from each other family into mixed_batch")
    parser.add_argument("--max-passage-chars", type=entry.int_range(200), default=ingest.MAX_PASSAGE_CHARS,
                        help="longest passage made from openFDA/SPL sections (longer ones are split)")
    args = parser.parse_args(argv)
    try:
        manifest = build_dataset(args.out, args.fdarxbench_labels, args.fdarxbench_qa, args.openfda, args.spl,
                                 seed=args.seed, max_per_family=args.max_per_family,
                                 mixed_per_family=args.mixed_per_family, max_passage_chars=args.max_passage_chars,
                                 gold_out=args.gold_out, card=args.card, errata_file=args.errata,
                                 audit_file=args.audit)
    except (ingest.IngestError, errata.ErrataError, audit.AuditError) as exc:  # bad input: one line naming the file, no traceback
        print(f"fda_label_qa build: error: {exc}", file=sys.stderr)
        return 2
    except fam.LeakError as exc:  # the build would publish gold: one line naming the row or file
        print(f"fda_label_qa build: refused, the public tree would reveal gold: {exc}", file=sys.stderr)
        return 2
    gold_out = args.gold_out or str(default_gold_dir(args.out))
    print(json.dumps({"labels": manifest["labels"], "families": manifest["families"], "out": str(args.out),
                      "gold_out": gold_out}))
    return 0


if __name__ == "__main__":
    sys.exit(entry.run("python -m dataset_builders.fda_label_qa.build", main))
