#!/usr/bin/env python
"""Agreement of the label-grounding rubrics with independent readers: the metric card's table.

Scores every answer of the verifier validation set
(dataset_builders/fda_label_qa/verifier_validation.jsonl) against its gold question, built from
the shared samples the set was written on, under rubric v1, v2 and v3, and prints pass rates of
correct answers, of wrong ones (all and per error type) and of no-knowledge answers, accuracy and
Cohen's kappa against the readers, each with a 95 % bootstrap interval clustered by label.

    python scripts/verifier_agreement.py                 # the test half (what the card reports)
    python scripts/verifier_agreement.py --split dev     # the half the rubric was tuned on
    python scripts/verifier_agreement.py --show-disagreements
    python scripts/verifier_agreement.py --round 3       # a later round (new writers and readers)
    python scripts/verifier_agreement.py --round 3 --second-reader
    python scripts/verifier_agreement.py --summary       # v3 and v1 on every round, one row each
    python scripts/verifier_agreement.py --held-out      # the rounds held out from the current version, pooled
    python scripts/verifier_agreement.py --update-card   # rewrite the card's generated blocks
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import textwrap
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from dataset_builders.fda_label_qa import errata, validation  # noqa: E402
from groundeval import entry  # noqa: E402
from groundeval.errors import UserError  # noqa: E402
from groundeval.metric_modules import rubric_module  # noqa: E402

SHARED = ROOT.parent / "shared" / "data" / "fda_labels"
CARD = ROOT / "metrics" / "label_grounding" / "README.md"
RUBRICS = ("v1", "v2", "v3")
# The rubric version that rounds were held out from, and those rounds: written before or after it
# was made and scored once under it, never tuned on. The card's pooled held-out table is theirs; a
# rubric change made on them is tuned on them, so its version names the rounds held out from it.
HELD_OUT = ("2.45.0", (175, 176, 177, 178, 179, 180))


def shared_inputs(shared: Path = SHARED) -> argparse.Namespace:
    """The inputs the validation set was written on: the shared samples, every file of them."""
    if not shared.is_dir():
        raise UserError(f"the shared samples are not at {shared}; pass --shared DIR")
    return argparse.Namespace(
        fdarxbench_labels=[str(shared / "fdarxbench" / "fdarxbench_format_label_example.jsonl")],
        fdarxbench_qa=[str(shared / "fdarxbench" / "fdarxbench_qa_toy.jsonl")],
        openfda=sorted(str(p) for p in (shared / "openfda").glob("*.json")),
        spl=sorted(str(p) for p in (shared / "spl_xml").glob("*.xml")))


def questions(shared: Path = SHARED) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, str]]]:
    """qid -> gold row (with its question), and set_id -> passage_id -> text."""
    import verifier_validation

    qs, labels = verifier_validation.inputs(shared_inputs(shared))
    gold = {q["qid"]: {"qid": q["qid"], "family": q["pools"][0].split("/")[0], "set_ids": q["set_ids"],
                       "question": q["question"], **q["gold"]} for q in qs}
    passages = {sid: {p["passage_id"]: p["text"] for p in lab["passages"]} for sid, lab in labels.items()}
    return gold, passages


def judge(rows: list[dict[str, Any]], gold: dict[str, dict[str, Any]], passages: dict[str, dict[str, str]],
          rubric_name: str) -> dict[str, dict[str, Any]]:
    """answer_id -> the rubric's diagnostics of that answer (a run of one question). An answer to a
    question the gold no longer holds because of an erratum (dropped, or corrected into a row the
    builder's checks drop) has nothing to be scored against and is left out, here and so in every
    table; any other question missing from the gold (inputs that are not the shared samples the set
    was written on) is an error."""
    rubric = rubric_module()
    missing = sorted({r["qid"] for r in rows} - set(gold))
    if missing:
        amended = errata.load()
        unexplained = [q for q in missing if q not in amended]
        if unexplained:
            raise UserError(f"{len(unexplained)} question(s) of these answers are not in the gold built from the "
                            f"inputs ({', '.join(unexplained[:3])}{', ...' if len(unexplained) > 3 else ''}), and "
                            "no erratum dropped them: pass --shared with every file of the shared samples")
    out = {}
    for r in rows:
        g = gold.get(r["qid"])
        if g is None:
            continue
        run = rubric.score_run({"answers": [dict(r["item"], qid=r["qid"])]}, [g],
                               {s: passages[s] for s in g["set_ids"] if s in passages}, rubric=rubric_name)
        out[r["answer_id"]] = run["questions"][0]
    return out


def judge_all(rows: list[dict[str, Any]], shared: Path = SHARED) -> dict[str, dict[str, dict[str, Any]]]:
    """rubric -> answer_id -> diagnostics, for every rubric."""
    gold, passages = questions(shared)
    return {name: judge(rows, gold, passages, name) for name in RUBRICS}


def tables(split: str = "test", shared: Path = SHARED, n_boot: int = 1000,
           judged: dict[str, dict[str, dict[str, Any]]] | None = None, round_: int = 1) -> dict[str, dict[str, Any]]:
    """The card's table; ``judged``: :func:`judge_all` of the split's rows, where already computed."""
    return _agreements(validation.load(validation.round_file(round_), split=split), shared, n_boot, judged)


def check_held_out(version: str) -> None:
    """:data:`HELD_OUT` must name the current rubric version and rounds the set has."""
    if HELD_OUT[0] != version:
        raise UserError(f"HELD_OUT in scripts/verifier_agreement.py names the rounds held out from {HELD_OUT[0]}, and "
                        f"the rubric is {version}: write it the rounds held out from {version} (written after the "
                        "change, or before it and not read while it was made)")
    unknown = sorted(set(HELD_OUT[1]) - set(validation.rounds()))
    if unknown:
        raise UserError(f"HELD_OUT in scripts/verifier_agreement.py names round(s) {unknown}, which the set does not have")


def pooled(rounds: tuple[int, ...] | list[int], shared: Path = SHARED, n_boot: int = 1000,
           judged: dict[str, dict[str, dict[str, Any]]] | None = None) -> dict[str, dict[str, Any]]:
    """The card's table over several rounds' answers together (the held-out rounds: one estimate
    with narrower intervals than each round's); the bootstrap resamples labels, each with its
    answers of every round. ``judged``: :func:`judge_all` of those rows, where already computed."""
    return _agreements([r for n in rounds for r in validation.load(validation.round_file(n), split="test")],
                       shared, n_boot, judged)


def _agreements(rows: list[dict[str, Any]], shared: Path, n_boot: int,
                judged: dict[str, dict[str, dict[str, Any]]] | None) -> dict[str, dict[str, Any]]:
    judged = judged or judge_all(rows, shared)
    rows = scored(rows, judged["v1"])
    return {name: validation.agreement(rows, {k: d["passed"] for k, d in judged[name].items()}, n_boot=n_boot)
            for name in RUBRICS}


def second_reading(round_: int = 3, shared: Path = SHARED, n_boot: int = 1000,
                   judged: dict[str, dict[str, dict[str, Any]]] | None = None) -> dict[str, dict[str, Any]]:
    """On the answers a second reader also judged: that reader, v1 and v3, each against the first
    reader (pass rates by the first reader's groups, accuracy, kappa). ``judged``: :func:`judge_all`
    of the round's rows, where already computed."""
    second = validation.load_second(round_)
    rows = [r for r in validation.load(validation.round_file(round_)) if r["answer_id"] in second]
    judged = judged or judge_all(rows, shared)
    rows = scored(rows, judged["v1"])
    out = {"second reader": validation.agreement(rows, {k: v["verdict"] == "correct" for k, v in second.items()},
                                                 n_boot=n_boot)}
    for name in ("v1", "v3"):
        out[name] = validation.agreement(rows, {r["answer_id"]: judged[name][r["answer_id"]]["passed"] for r in rows},
                                         n_boot=n_boot)
    return out


def scored(rows: list[dict[str, Any]], judged: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows a rubric's diagnostics (``judged``, from :func:`judge`) hold: those whose question
    the current gold still holds."""
    return [r for r in rows if r["answer_id"] in judged]


def summary_name(round_: int) -> str:
    """The at-a-glance row's name of a round (round 1: its test half, the one the card reports)."""
    return "round 1, test half" if round_ == 1 else f"round {round_}"


def summary(shared: Path = SHARED, n_boot: int = 1000, computed: dict[int, dict[str, Any]] | None = None) -> str:
    """The at-a-glance table: a row per round (round 1's test half), v3's pass rates and kappa
    and v1's kappa. ``computed``: round -> :func:`tables` of its test rows, where already computed."""
    computed = computed or {}
    lines = [validation.SUMMARY_HEADER]
    for n in validation.rounds():
        shown = computed[n] if n in computed else tables("test", shared, n_boot, round_=n)
        lines.append(validation.summary_line(summary_name(n), shown))
    return "\n".join(lines)


def disagreements(rows: list[dict[str, Any]], judged: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """The answers a rubric's ``judged`` diagnostics pass where the reader failed them, or the reverse."""
    return [{"answer_id": r["answer_id"], "group": validation.group_of(r), "v3_passed": judged[r["answer_id"]]["passed"],
             "score": judged[r["answer_id"]]["score"], "critical_errors": judged[r["answer_id"]]["critical_errors"],
             "reader": r["reader_reason"]}
            for r in scored(rows, judged) if judged[r["answer_id"]]["passed"] != (validation.label_of(r) == "pass")]


_FLAGGED = ("unsupported_term", "opposite_claim", "substituted_term")


def disagreement_counts(rows: list[dict[str, Any]], judged: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Where v3 (``judged``: its diagnostics) disagrees with the readers on ``rows``, counted: the
    correct answers that fail, with no critical error or by which; the wrong answers that pass, by
    error type (of how many of that type); the no-knowledge answers either way."""
    rows = scored(rows, judged)
    dis = disagreements(rows, judged)
    correct = [set(d["critical_errors"]) for d in dis if d["group"] == "correct"]
    knowledge = [d for d in dis if d["group"] == "no_knowledge"]
    wrong = sorted({validation.group_of(r) for r in rows} - {"correct", "no_knowledge"})
    return {"all": len(dis), "correct": len(correct), "no critical": sum(not c for c in correct),
            "critical": sum(bool(c) for c in correct), **{flag: sum(flag in c for c in correct) for flag in _FLAGGED},
            "other check": sum(bool(c) and not c & set(_FLAGGED) for c in correct),
            "wrong": {g: (sum(judged[r["answer_id"]]["passed"] for r in rows if validation.group_of(r) == g),
                          sum(validation.group_of(r) == g for r in rows)) for g in wrong},
            "no-knowledge passed": sum(d["v3_passed"] for d in knowledge),
            "no-knowledge failed": sum(not d["v3_passed"] for d in knowledge)}


def disagreement_text(counts: dict[str, Any], version: str) -> str:
    """The card's paragraph of :func:`disagreement_counts` (``--counts``), wrapped at 100 columns."""
    flagged = ", ".join(f"`{flag}` {counts[flag]}" for flag in _FLAGGED)
    passing = ", ".join(f"{g.replace('_', ' ')} {n} of {of}" for g, (n, of) in counts["wrong"].items() if n)
    text = (f"Under {version}, v3 disagrees with the readers on {counts['all']} answers. {counts['correct']} correct "
            f"answers fail: {counts['no critical']} below 0.85 with no critical error and {counts['critical']} for one "
            f"({flagged}, another check {counts['other check']}; an answer may have several). Wrong answers that pass, "
            f"by error type: {passing or 'none'}. No-knowledge answers passing that their readers judged wrong: "
            f"{counts['no-knowledge passed']}; failing that their readers judged correct: {counts['no-knowledge failed']}.")
    return "\n".join(textwrap.wrap(text, 100))


def card_blocks(rounds: list[int] | None = None, shared: Path = SHARED) -> dict[str, str]:
    """The metric card's generated blocks, by marker: each round's table (round 1: its test half)
    and count of disagreements, round 3's second reading, and (all rounds only) the at-a-glance table
    and the held-out rounds' pooled table (:data:`HELD_OUT`, which must name the current version)."""
    version = rubric_module().RUBRIC_VERSION
    if rounds is None:
        check_held_out(version)
    out, computed, judged_by_round = {}, {}, {}
    for n in rounds or validation.rounds():
        rows = validation.load(validation.round_file(n), split="test")
        judged = judged_by_round[n] = judge_all(rows, shared)
        computed[n] = tables("test", shared, judged=judged, round_=n)
        table, counts = round_markers(n)
        out[table] = validation.agreement_markdown(computed[n])
        out[counts] = disagreement_text(disagreement_counts(rows, judged["v3"]), version)
        if n == 3 and validation.second_file(3).is_file():
            out["verifier-agreement-second"] = validation.agreement_markdown(second_reading(3, shared, judged=judged))
    if rounds is None:  # the at-a-glance table from the rounds' tables above, not judged again
        out["verifier-agreement-summary"] = summary(shared, computed=computed)
        together = {name: {k: v for n in HELD_OUT[1] for k, v in judged_by_round[n][name].items()} for name in RUBRICS}
        out["verifier-agreement-heldout"] = validation.agreement_markdown(pooled(HELD_OUT[1], shared, judged=together))
    return out


def round_markers(n: int) -> tuple[str, str]:
    """The markers of round ``n``'s table (round 1's: the card's first) and count of disagreements."""
    return ("verifier-agreement" if n == 1 else f"verifier-agreement-round{n}"), f"verifier-disagreements-round{n}"


def card_markers(rounds: list[int] | None = None) -> list[str]:
    """The markers of the blocks :func:`card_blocks` writes, in its order (known before any scoring)."""
    names = []
    for n in rounds or validation.rounds():
        names += round_markers(n)
        if n == 3 and validation.second_file(3).is_file():
            names.append("verifier-agreement-second")
    if rounds is None:
        names += ["verifier-agreement-summary", "verifier-agreement-heldout"]
    return names


def _block(marker: str) -> re.Pattern:
    """A generated block of the card, its text between the markers (empty in a new round's section)."""
    return re.compile(rf"<!-- {re.escape(marker)}:start -->\n?(.*?)\n?<!-- {re.escape(marker)}:end -->", re.S)


def update_card(path: Path = CARD, rounds: list[int] | None = None, shared: Path = SHARED) -> list[str]:
    """Rewrites the card's generated blocks (``<!-- marker:start -->`` to ``<!-- marker:end -->``)
    with :func:`card_blocks`; returns the markers whose text changed. A block the card lacks is an
    error, found before anything is scored: a new round's section, with its markers (nothing
    between them needed), is written by hand first."""
    text = path.read_text(encoding="utf-8")
    missing = [m for m in card_markers(rounds) if not _block(m).search(text)]
    if missing:
        raise UserError(f"{path.name}: no <!-- {missing[0]}:start --> ... <!-- {missing[0]}:end --> block"
                        f"{f' (and {len(missing) - 1} more)' if len(missing) > 1 else ''}; write the round's section "
                        "with its markers first")
    changed = []
    for marker, body in card_blocks(rounds, shared).items():
        found = _block(marker).search(text)
        if found.group(1).strip() != body.strip():
            changed.append(marker)
        text = (text[:found.start()] + f"<!-- {marker}:start -->\n{body.strip()}\n<!-- {marker}:end -->"
                + text[found.end():])
    path.write_text(text, encoding="utf-8")
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", default="test", choices=validation.SPLITS)
    parser.add_argument("--shared", type=Path, default=SHARED)
    parser.add_argument("--show-disagreements", action="store_true", help="list v3's disagreements with the readers")
    parser.add_argument("--round", type=entry.int_range(1, 999), default=1, dest="round_",
                        help="1: the first set (dev and test halves); N > 1: a later round by new writers and readers, "
                             "test labels only (the metric card says which rounds each rubric version was tuned on)")
    parser.add_argument("--summary", action="store_true", help="v3 and v1 on every round, one row each")
    parser.add_argument("--held-out", action="store_true",
                        help="the rounds held out from the current rubric version (HELD_OUT), pooled: one table")
    parser.add_argument("--update-card", action="store_true",
                        help="rewrite every generated block of the metric card (tables, counts, at-a-glance table)")
    parser.add_argument("--counts", action="store_true",
                        help="v3's disagreements with the readers, counted (the card's paragraph under each table)")
    parser.add_argument("--second-reader", action="store_true",
                        help="on the answers a second reader also judged: that reader, v1 and v3 against the first")
    args = parser.parse_args(argv)
    if args.update_card:
        changed = update_card(shared=args.shared)
        print(f"{CARD.relative_to(ROOT)}: {len(changed)} blocks changed" + (f" ({', '.join(changed)})" if changed else ""))
        return 0
    if args.summary:
        print(summary(args.shared))
        return 0
    if args.held_out:
        check_held_out(rubric_module().RUBRIC_VERSION)
        print(f"rounds {', '.join(map(str, HELD_OUT[1]))}, held out from {HELD_OUT[0]}, pooled")
        print(validation.agreement_markdown(pooled(HELD_OUT[1], args.shared)))
        return 0
    if args.second_reader:
        if not validation.second_file(args.round_).is_file():
            raise UserError(f"--round {args.round_}: no second reading ({validation.second_file(args.round_).name})")
        print(validation.agreement_markdown(second_reading(args.round_, args.shared)))
        return 0
    if not validation.round_file(args.round_).is_file():
        raise UserError(f"--round {args.round_}: there is no {validation.round_file(args.round_).name}")
    if args.show_disagreements or args.counts:
        rows = validation.load(validation.round_file(args.round_), split=args.split)
        gold, passages = questions(args.shared)
        judged = judge(rows, gold, passages, "v3")
        if args.counts:
            print(disagreement_text(disagreement_counts(rows, judged), rubric_module().RUBRIC_VERSION))
            return 0
        for d in disagreements(rows, judged):
            print(json.dumps(d, ensure_ascii=False))
        return 0
    print(validation.agreement_markdown(tables(args.split, args.shared, round_=args.round_)))
    return 0


if __name__ == "__main__":
    sys.exit(entry.run("verifier_agreement.py", main))
