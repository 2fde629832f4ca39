#!/usr/bin/env python
"""Print the metric card's table "How the rubric treats adversaries".

Reads the fda_label_qa sample the card's numbers were measured on: the seed-0 build of the shared
samples (the FDARxBench toy QA rows and label example, four openFDA labels, four DailyMed SPL
labels) made by builder 1.0.0, frozen in tests/fixtures/fda_labels/rubric_sample_1.0.0;
scores every adversary of tests/adversaries.py and the hand-written paraphrases of
tests/fixtures/fda_labels/paraphrases.json under rubric v1 and v2, and prints a Markdown table.

    python scripts/adversary_table.py                  # the frozen 1.0.0 sample, in a temporary folder
    python scripts/adversary_table.py --build DIR      # or score an existing build
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import adversaries  # noqa: E402
from groundeval.metric_modules import rubric_module  # noqa: E402

FIX = ROOT / "tests" / "fixtures" / "fda_labels"
PARAPHRASES = FIX / "paraphrases.json"


SAMPLE_1_0_0 = FIX / "rubric_sample_1.0.0"


def build_sample(out: Path) -> Path:
    """The sample every number of the card is computed on: the seed-0 build of the shared samples
    made by the fda_label_qa builder 1.0.0 (its Parquet files, frozen in
    ``tests/fixtures/fda_labels/rubric_sample_1.0.0``), so that rubric v1 and v2 keep the evidence
    they were judged on while the dataset's gold moves on (2.0.0 rewrote it). Copied to ``out``
    and ``<out>-gold``, the layout :func:`adversaries.load_build` reads."""
    import shutil

    shutil.copytree(SAMPLE_1_0_0 / "public", out / "data")
    shutil.copytree(SAMPLE_1_0_0 / "gold", out.with_name(out.name + "-gold") / "data")
    return out


def score_documents(rubric, build: dict[str, Any], docs: dict[str, dict[str, Any]], rubric_name: str,
                    only: set[str] | None = None) -> dict[str, Any]:
    """Mean score and pass rate over the scored questions (``only``: those qids), and family runs
    passed (``only``: runs holding at least one of those qids)."""
    scores, passed, runs, runs_passed = [], 0, 0, 0
    for fam, doc in docs.items():
        gold = build["gold"][fam]
        if only is not None and not any(g["qid"] in only for g in gold):
            continue
        out = rubric.score_run(json.dumps(doc), gold, build["passages"], rubric=rubric_name)
        runs += 1
        runs_passed += bool(out["pass"])
        for q in out["questions"]:
            if only is None or q["qid"] in only:
                scores.append(q["score"])
                passed += bool(q["passed"])
    n = len(scores)
    return {"questions": n, "mean": sum(scores) / n if n else 0.0, "passed": passed,
            "pass_rate": passed / n if n else 0.0, "runs": runs, "runs_passed": runs_passed}


AnswerSet = tuple[str, dict[str, Any], "set[str] | None"]


def answer_sets(rubric, build: dict[str, Any], paraphrases: dict[str, Any]) -> list[AnswerSet]:
    """(name, family -> answers document, qids scored or None for all): the oracle, every adversary
    and the paraphrases, in the card's order."""
    oracle = {f: rubric.oracle_answers(build["gold"][f]) for f in adversaries.FAMILIES}
    cases: list[AnswerSet] = [("oracle (copies the gold)", oracle, None)]
    for name in adversaries.BLIND:
        cases.append((name, adversaries.blind_documents(name, build), None))
    for name in adversaries.PERTURBATIONS:
        docs, changed = adversaries.perturbed_documents(name, build)
        cases.append((f"{name} (gold answer, one value changed)", docs, changed))
    hand = adversaries.paraphrase_documents(build, paraphrases)
    cases.append(("hand-written paraphrases (correct)", hand, set(paraphrases)))
    return cases


def rows(rubric, build: dict[str, Any], paraphrases: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """(name, {rubric: stats}) for the oracle, every adversary and the paraphrases."""
    return [(name, {r: score_documents(rubric, build, docs, r, only) for r in ("v1", "v2")})
            for name, docs, only in answer_sets(rubric, build, paraphrases)]


def _v1_runs(rubric, build: dict[str, Any], docs: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    return [rubric.score_run(doc, build["gold"][f], build["passages"], rubric="v1") for f, doc in docs.items()]


def _questions(runs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [q for run in runs for q in run["questions"]]


def _mean(runs: list[dict[str, Any]]) -> float:
    scores = [q["score"] for q in _questions(runs)]
    return sum(scores) / len(scores)


def containment_effect(rubric, build: dict[str, Any], paraphrases: dict[str, Any]) -> dict[str, Any]:
    """What v1's whole-word containment of values and expected terms changes against the reference's
    plain substring test, over every question row of every answer set (the card's figures)."""
    sets = [docs for _, docs, _ in answer_sets(rubric, build, paraphrases)]
    whole = [_v1_runs(rubric, build, docs) for docs in sets]
    kept = rubric._contains_words
    rubric._contains_words = lambda hay, needle: bool(needle) and needle in hay
    try:
        plain = [_v1_runs(rubric, build, docs) for docs in sets]
    finally:
        rubric._contains_words = kept
    pairs = [(a, b) for w, p in zip(whole, plain) for a, b in zip(_questions(w), _questions(p))]
    return {"answer_sets": len(sets), "question_rows": len(pairs),
            "lower": sum(a["score"] < b["score"] for a, b in pairs),
            "higher": sum(a["score"] > b["score"] for a, b in pairs),
            "verdicts_differ": sum(a["passed"] != b["passed"] for a, b in pairs),
            "run_verdicts_differ": sum(a["pass"] != b["pass"] for w, p in zip(whole, plain) for a, b in zip(w, p)),
            "max_mean_change": max(abs(_mean(w) - _mean(p)) for w, p in zip(whole, plain)),
            "oracle_changes": sum(a["score"] != b["score"] for a, b in zip(_questions(whole[0]), _questions(plain[0])))}


def markdown(table: list[tuple[str, dict[str, Any]]]) -> str:
    lines = ["| answers | questions | v1 mean | v1 passed | v1 runs passed | v2 mean | v2 passed | v2 runs passed |",
             "|---|---|---|---|---|---|---|---|"]
    for name, stats in table:
        cells = [name, str(stats["v1"]["questions"])]
        for r in ("v1", "v2"):
            s = stats[r]
            cells += [f"{s['mean']:.3f}", f"{s['passed']} ({100 * s['pass_rate']:.1f} %)",
                      f"{s['runs_passed']} / {s['runs']}"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default=None, help="a folder written by dataset_builders.fda_label_qa.build "
                                                      "(default: build the sample into a temporary folder)")
    parser.add_argument("--paraphrases", default=str(PARAPHRASES), help="hand-written answers, JSON qid -> item")
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON instead of Markdown")
    parser.add_argument("--containment", action="store_true",
                        help="print instead what v1's whole-word containment changes against plain substrings "
                             "(the figures the card gives under 'Where v1 goes beyond the spec's text')")
    args = parser.parse_args(argv)
    rubric = rubric_module()
    paraphrases = json.loads(Path(args.paraphrases).read_text(encoding="utf-8"))
    if not isinstance(paraphrases, dict) or not all(
            isinstance(v, dict) and all(k in v for k in ("status", "answer", "citations", "structured_fields"))
            for v in paraphrases.values()):
        raise ValueError(f"--paraphrases {args.paraphrases}: expected a JSON object qid -> answer item (status, "
                         "answer, citations, structured_fields)")
    if args.build and not (Path(args.build) / "README.md").is_file():
        raise ValueError(f"--build {args.build}: not a folder written by dataset_builders.fda_label_qa.build")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(args.build) if args.build else build_sample(Path(tmp) / "fda_label_qa")
        build = adversaries.load_build(folder)
        if not any(build["gold"].values()):
            raise ValueError(f"--build {folder}: no fda_label_qa gold questions there (is it that builder's folder?)")
        if args.containment:
            print(json.dumps(containment_effect(rubric, build, paraphrases), indent=1))
            return 0
        table = rows(rubric, build, paraphrases)
    print(json.dumps(dict(table), indent=1) if args.json else markdown(table))
    return 0


if __name__ == "__main__":
    from groundeval import entry

    sys.exit(entry.run("adversary_table.py", main))
