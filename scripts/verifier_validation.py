#!/usr/bin/env python
"""The fda_label_qa verifier validation set: answers written and judged by independent readers.

Three steps, each a subcommand:

    # 1. writer packets: every gold question of the shared samples (all seeds draw from them),
    #    with the answers each writer is asked to write (kind, style or error type)
    python scripts/verifier_validation.py writers --out VAL_DIR --batches 6 \\
        --fdarxbench-labels labels.jsonl --fdarxbench-qa qa.jsonl --openfda FILE... --spl FILE...
    #    a writer reads dataset_builders/fda_label_qa/validation_writer_instructions.md with
    #    PACKET=VAL_DIR/writers/batch_K.jsonl, OUT=VAL_DIR/answers/batch_K.jsonl
    # 2. reader packets: the writers' answers plus no-knowledge answers, shuffled per question,
    #    with nothing of the writer's intent and nothing of the gold
    python scripts/verifier_validation.py readers --out VAL_DIR --batch K... (same inputs)
    #    a reader reads validation_reader_instructions.md with
    #    PACKET=VAL_DIR/readers/batch_K.jsonl, OUT=VAL_DIR/verdicts/batch_K.jsonl
    # 3. the answers and verdicts become dataset_builders/fda_label_qa/verifier_validation.jsonl
    python scripts/verifier_validation.py ingest --out VAL_DIR (same inputs)

A later round (``--round 2``; ``--split test`` for the writers) asks new writers and readers for
other answers: its own styles and errors, answer ids ``QID#r2.K`` and file. ``second --round N``
ingests a second reading: reader packets read again, whole, by other sessions into VAL_DIR/verdicts2/.

Writers see the question, the label and the reviewed gold; readers see the question, the label
and the answer. Neither sees the rubric's code. Each row's ``split`` (dev | test | mixed) comes
from its labels (:mod:`dataset_builders.fda_label_qa.validation`): tune on dev, report test.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from groundeval import entry  # noqa: E402

from dataset_builders.fda_label_qa import audit, build, errata, families, ingest, validation  # noqa: E402
from groundeval.errors import UserError  # noqa: E402

CORRECT_STYLES = ("paraphrase", "reordered", "added_context", "list", "complete_fields", "terse")
REFUSAL_STYLES = ("informed_refusal", "informed_refusal_short", "informed_refusal_with_context")
VALUE_ERRORS = {"number": ("dose", "max_daily_dose", "strengths"), "unit": ("unit", "dose"),
                "frequency": ("frequency",), "route": ("route",), "population": ("population",)}
REFUSAL_ERRORS = ("answering_the_unanswerable", "answering_the_nearby_topic")


def _hash(*parts: str) -> int:
    return int(hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:12], 16)


def _salted(qid: str, round_: int, *parts: str) -> int:
    """The hash that picks a question's styles, errors, blind strategy and answer order: round 1's
    as it was drawn, later rounds salted with their number (so a round asks for other answers)."""
    return _hash(qid, *parts) if round_ == 1 else _hash(qid, *parts, f"round {round_}")


def inputs(args: argparse.Namespace) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]]]:
    """Every checked, errata-applied candidate question of the inputs (what any seed's build
    draws from), and the labels by set_id."""
    qa = [row for p in args.fdarxbench_qa for row in ingest.read_json_lines(p)]
    labels = build.collect_labels(args.fdarxbench_labels, args.openfda, args.spl, qa)
    pools, _ = families.checked_pools(labels, qa, errata.load())
    questions: dict[str, dict[str, Any]] = {}
    for pool, cands in pools.items():
        for q in cands:
            questions.setdefault(q["qid"], dict(q, pools=[]))["pools"].append(pool)
    return [questions[k] for k in sorted(questions)], {lab["set_id"]: lab for lab in labels}


def _fields_of(gold: dict[str, Any]) -> set[str]:
    fields = gold["structured_fields"]
    keys = set(fields)
    for per_label in (fields.get("comparison") or {}).values():
        keys |= set(per_label)
    return keys


def assignments(q: dict[str, Any], round_: int = 1) -> list[dict[str, str]]:
    """The four answers asked for a question: two correct, two with one error each."""
    g, h = q["gold"], _salted(q["qid"], round_)
    if g["status"] == "NOT_FOUND":
        return ([{"kind": "correct", "style": REFUSAL_STYLES[(h + i) % len(REFUSAL_STYLES)]} for i in range(2)]
                + [{"kind": "wrong", "error_type": e} for e in REFUSAL_ERRORS])
    styles = [CORRECT_STYLES[(h + 2 * i) % len(CORRECT_STYLES)] for i in range(2)]
    have = _fields_of(g)
    errors = [e for e, keys in VALUE_ERRORS.items() if have & set(keys)]
    if not errors and re.search(r"\d", g["answer"]):
        errors.append("number")
    if len(g["citations"]) >= 2 or "comparison" in g["structured_fields"]:
        errors.append("swapped_values")
    if "comparison" in g["structured_fields"]:
        errors.append("wrong_label")
    errors += ["negation_or_opposite", "wrong_clinical_term"]
    picks = [errors[h % len(errors)]]
    rest = [e for e in errors if e not in picks]
    picks.append("refusing_the_answerable" if h % 5 == 0 else rest[(h // 7) % len(rest)])
    return ([{"kind": "correct", "style": s} for s in styles]
            + [{"kind": "wrong", "error_type": e} for e in picks])


def write_labels(out: Path, labels: dict[str, dict[str, Any]], set_ids: set[str]) -> None:
    (out / "labels").mkdir(parents=True, exist_ok=True)
    for sid in sorted(set_ids):
        audit.write_label_file(out / "labels", labels[sid])


def _batches(items: list[dict[str, Any]], out: Path, sub: str, n: int) -> None:
    (out / sub).mkdir(parents=True, exist_ok=True)
    k = math.ceil(len(items) / n)
    for i in range(n):
        with open(out / sub / f"batch_{i}.jsonl", "w", encoding="utf-8") as f:
            f.writelines(json.dumps(it, ensure_ascii=False) + "\n" for it in items[i * k:(i + 1) * k])


def write_writer_packets(out: Path, n: int, questions: list[dict[str, Any]], labels: dict[str, dict[str, Any]],
                         round_: int = 1) -> int:
    if not questions:
        raise UserError("no gold questions in the inputs; pass the --fdarxbench-*, --openfda or --spl files a build reads")
    write_labels(out, labels, {s for q in questions for s in q["set_ids"]})
    items = []
    for q in questions:
        g = q["gold"]
        items.append({"qid": q["qid"], "question": q["question"], "drug_names": q["drug_names"],
                      "set_ids": q["set_ids"],
                      "label_files": [str(out / "labels" / f"{s}.txt") for s in q["set_ids"]],
                      "reference": {"status": g["status"], "answer": g["answer"],
                                    "structured_fields": g["structured_fields"],
                                    "citations": [{k: c[k] for k in ("set_id", "passage_id", "supporting_quote")}
                                                  for c in g["citations"]]},
                      "to_write": assignments(q, round_)})
    _batches(items, out, "writers", n)
    (out / "answers").mkdir(exist_ok=True)
    return len(items)


def no_knowledge_answers(q: dict[str, Any], labels: dict[str, dict[str, Any]], round_: int = 1) -> list[dict[str, Any]]:
    """One answer made without knowledge per question (a blind strategy of tests/adversaries.py,
    picked by the question's hash): never a refusal where the gold refuses."""
    import adversaries

    names = [n for n in adversaries.BLIND if not (q["gold"]["status"] == "NOT_FOUND" and n == "refuse everything")]
    name = names[_salted(q["qid"], round_, "blind") % len(names)]
    row = {"qid": q["qid"], "question": q["question"], "set_ids": q["set_ids"]}
    build_view = {"labels": {s: labels[s]["passages"] for s in q["set_ids"]}}
    return [{"qid": q["qid"], "kind": "no_knowledge", "strategy": name,
             "item": adversaries.BLIND[name](row, build_view)}]


def _session(role: str, path: Path, round_: int) -> str:
    """The name of the writer or reader session of packet ``path``: ``writer-3`` in round 1,
    ``r2-writer-3`` in round 2 (other sessions than round 1's of the same number)."""
    name = f"{role}-{path.stem.split('_')[-1]}"
    return name if round_ == 1 else f"r{round_}-{name}"


def _written(out: Path, round_: int = 1) -> list[dict[str, Any]]:
    rows = []
    for path in sorted((out / "answers").glob("batch_*.jsonl")):
        writer = _session("writer", path, round_)
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                rows.append(dict(json.loads(line), writer=writer))
    return rows


def write_reader_packets(out: Path, batch: int, questions: list[dict[str, Any]], labels: dict[str, dict[str, Any]],
                         round_: int = 1) -> int:
    """Reader packet ``batch``: the questions of writer packet ``batch``, each with its written
    answers and one no-knowledge answer, shuffled; the answer key goes to ``answer_key/``."""
    wanted = [json.loads(line)["qid"] for line in
              (out / "writers" / f"batch_{batch}.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    by_q: dict[str, list[dict[str, Any]]] = {}
    for row in _written(out, round_):
        by_q.setdefault(row["qid"], []).append(row)
    by_id = {q["qid"]: q for q in questions}
    items, key = [], {}
    for qid in wanted:
        q = by_id[qid]
        answers = by_q.get(qid, []) + no_knowledge_answers(q, labels, round_)
        random.Random(_salted(qid, round_, "order")).shuffle(answers)
        shown = []
        for i, a in enumerate(answers):
            aid = f"{qid}#{i}" if round_ == 1 else f"{qid}#r{round_}.{i}"
            key[aid] = a
            shown.append({"answer_id": aid, "answer": {k: v for k, v in a["item"].items() if k != "qid"}})
        items.append({"qid": qid, "question": q["question"], "drug_names": q["drug_names"],
                      "label_files": [str(out / "labels" / f"{s}.txt") for s in q["set_ids"]],
                      "answers": shown})
    for sub in ("readers", "verdicts", "answer_key"):
        (out / sub).mkdir(exist_ok=True)
    with open(out / "readers" / f"batch_{batch}.jsonl", "w", encoding="utf-8") as f:
        f.writelines(json.dumps(it, ensure_ascii=False) + "\n" for it in items)
    (out / "answer_key" / f"batch_{batch}.json").write_text(json.dumps(key, ensure_ascii=False), encoding="utf-8")
    return sum(len(it["answers"]) for it in items)


def _verdicts(out: Path, folder: str) -> tuple[dict[str, Any], list[tuple[Path, dict[str, Any]]]]:
    """The answer key of ``out``'s reader packets, and every verdict in ``out/folder/batch_K.jsonl``
    with the file it came from, each checked against the key."""
    if not (out / "answer_key").is_dir() or not (out / folder).is_dir():
        raise UserError(f"--out {out}: no answer_key/ and {folder}/ folders (run the readers step first); nothing was changed")
    key: dict[str, Any] = {}
    for path in sorted((out / "answer_key").glob("batch_*.json")):
        part = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(part, dict):
            raise ValueError(f"{path}: an answer key is a JSON object answer_id -> answer")
        key.update(part)
    found = []
    for path in sorted((out / folder).glob("batch_*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                v = json.loads(line)
            except json.JSONDecodeError as err:
                raise ValueError(f"{path}, line {number}: not valid JSON ({err.msg})") from None
            if not isinstance(v, dict) or v.get("answer_id") not in key or v.get("verdict") not in ("correct", "wrong"):
                raise ValueError(f"{path}, line {number}: a verdict is a JSON object with an answer_id of the reader "
                                 "packets and a verdict correct or wrong")
            found.append((path, v))
    if not found:
        raise UserError(f"--out {out}: the {folder}/ files hold no verdict; nothing was changed")
    return key, found


def ingest_verdicts(out: Path, questions: list[dict[str, Any]], round_: int = 1) -> dict[str, int]:
    key, found = _verdicts(out, "verdicts")
    by_qid = {q["qid"]: q for q in questions}
    rows = []
    for path, v in found:
        reader = _session("reader", path, round_)
        a = key[v["answer_id"]]
        q = by_qid[a["qid"]]
        rows.append({
            "answer_id": v["answer_id"], "qid": q["qid"], "families": sorted({p.split("/")[0] for p in q["pools"]}),
            "set_ids": q["set_ids"], "split": validation.split_of(q["set_ids"]),
            "kind": a["kind"], "intended": a.get("style") or a.get("error_type") or a.get("strategy"),
            "writer": a.get("writer", "no-knowledge generator"), "writer_note": a.get("note"),
            "item": dict(a["item"], qid=q["qid"]),
            "reader": reader, "reader_verdict": v["verdict"], "reader_error_type": v.get("error_type"),
            "reader_reason": v.get("reason"),
        })
    validation.write(sorted(rows, key=lambda r: r["answer_id"]), validation.round_file(round_))
    return {"answers": len(rows), "questions": len({r["qid"] for r in rows})}


def ingest_second_reading(out: Path, round_: int) -> dict[str, int]:
    """The verdicts of second reader sessions (``verdicts2/batch_K.jsonl``, each a reader packet read
    again by another session) into :func:`validation.second_file`."""
    _, found = _verdicts(out, "verdicts2")
    rows = [{"answer_id": v["answer_id"], "reader": _session("second-reader", path, round_), "verdict": v["verdict"],
             "error_type": v.get("error_type"), "reason": v.get("reason")} for path, v in found]
    validation.write(sorted(rows, key=lambda r: r["answer_id"]), validation.second_file(round_))
    return {"answers": len(rows), "packets": len({path for path, _ in found})}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=("writers", "readers", "ingest", "second"),
                        help="second: ingest a second reading of some reader packets (verdicts2/)")
    parser.add_argument("--out", required=True)
    parser.add_argument("--batches", type=entry.int_range(1, 1000), default=6, help="writers: how many packets")
    parser.add_argument("--batch", type=entry.int_range(0, 999), nargs="*", default=[], help="readers: the writer packets to read")
    parser.add_argument("--round", type=entry.int_range(1, 999), default=1, dest="round_",
                        help="1: the set the rubrics were tuned and reported on; a later round asks new writers and "
                             "readers for other answers (its own styles, errors, ids and file)")
    parser.add_argument("--split", nargs="*", choices=validation.SPLITS, default=list(validation.SPLITS),
                        help="writers: only the questions of these halves (default: all)")
    for flag in ("--fdarxbench-labels", "--fdarxbench-qa", "--openfda", "--spl"):
        parser.add_argument(flag, nargs="*", default=[])
    args = parser.parse_args(argv)
    out = Path(args.out)
    if args.command == "second":
        print(json.dumps(ingest_second_reading(out, args.round_)))
        return 0
    questions, labels = inputs(args)
    if args.command == "writers":
        questions = [q for q in questions if validation.split_of(q["set_ids"]) in args.split]
        n = write_writer_packets(out, args.batches, questions, labels, args.round_)
        print(f"{n} questions in {args.batches} writer packets under {out}")
    elif args.command == "readers":
        for k in args.batch:
            n = write_reader_packets(out, k, questions, labels, args.round_)
            print(f"{n} answers in reader packet {k} under {out}")
    else:
        print(json.dumps(ingest_verdicts(out, questions, args.round_)))
    return 0


if __name__ == "__main__":
    sys.exit(entry.run("verifier_validation.py", main))
