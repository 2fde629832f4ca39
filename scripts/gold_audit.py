#!/usr/bin/env python
"""One round of the fda_label_qa gold audit: packets for reviewers, then their verdicts into data.

    # 1. every candidate question of a build's inputs (all seeds draw from these), in N packets
    python scripts/gold_audit.py packets --out AUDIT_DIR --batches 8 \\
        --fdarxbench-labels labels.jsonl --fdarxbench-qa qa.jsonl --openfda DIR --spl DIR
    # 2. each reviewer reads dataset_builders/fda_label_qa/audit_instructions.md with
    #    PACKET=AUDIT_DIR/packets/batch_K.jsonl, OUT=AUDIT_DIR/verdicts/batch_K.jsonl
    #    (shown the question, its label and the gold; nothing of the builder's code)
    # 3. the verdicts become dataset_builders/fda_label_qa/gold_audit.jsonl and errata.json
    python scripts/gold_audit.py ingest --verdicts AUDIT_DIR/verdicts --version 2.0.0
    # a later re-read of some questions (packets of those only, then --again)
    python scripts/gold_audit.py packets --out AGAIN_DIR --qids QID [QID ...] --batches 3 ...
    python scripts/gold_audit.py ingest --verdicts AGAIN_DIR/verdicts --version 2.4.0 --again

``ingest`` keeps every verdict, and writes an erratum for each question judged wrong or
ill-posed: ``correct`` with the reviewer's correction where one was given, else ``drop``. A
corrected row must still pass the builder's gold checks, or the build drops it. With ``--again``
the verdicts are added to the earlier ones (the latest verdict of a question counts) and only the
re-read questions' errata change: a question now judged ok or minor loses its erratum (the
builder's own gold holds), one judged wrong or ill-posed gets the new one.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from groundeval import entry  # noqa: E402

from dataset_builders.fda_label_qa import audit, build, errata, families, ingest  # noqa: E402
from groundeval.errors import UserError  # noqa: E402


def write_packets(out: Path, batches: int, qids: list[str] | None = None, **inputs) -> tuple[int, int]:
    """Reviewer packets of every candidate question of the inputs (or of ``qids``), in qid order, in
    at most ``batches`` packets; (questions, packets written)."""
    qa = [row for p in inputs["fdarxbench_qa"] for row in ingest.read_json_lines(p)]
    labels = build.collect_labels(inputs["fdarxbench_labels"], inputs["openfda"], inputs["spl"], qa)
    by_id = {lab["set_id"]: lab for lab in labels}
    pools, _ = families.checked_pools(labels, qa, errata=None)
    questions = {q["qid"]: q for cands in pools.values() for q in cands}
    if qids is not None:
        unknown = sorted(set(qids) - set(questions))
        if unknown:
            more = f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""
            raise UserError(f"--qids: no candidate question of these inputs has the qid {', '.join(unknown[:5])}{more}")
        questions = {q: questions[q] for q in qids}
    (out / "packets").mkdir(parents=True, exist_ok=True)
    (out / "labels").mkdir(exist_ok=True)
    (out / "verdicts").mkdir(exist_ok=True)
    items = []
    for qid in sorted(questions):
        q, g = questions[qid], questions[qid]["gold"]
        items.append({"qid": qid, "question": q["question"], "drug_names": q["drug_names"],
                      "label_files": [str(out / "labels" / f"{s}.txt") for s in q["set_ids"]],
                      "gold": {"status": g["status"], "answer": g["answer"], "structured_fields": g["structured_fields"],
                               "citations": [{k: c[k] for k in ("set_id", "passage_id", "supporting_quote")}
                                             for c in g["citations"]]}})
        for sid in q["set_ids"]:
            audit.write_label_file(out / "labels", by_id[sid])
    if not items:
        raise UserError("no candidate questions in the inputs; pass the --fdarxbench-*, --openfda or --spl files "
                        "a build reads")
    batches = min(batches, len(items))  # no empty packet for a reviewer
    k = math.ceil(len(items) / batches)
    for i in range(batches):
        with open(out / "packets" / f"batch_{i}.jsonl", "w", encoding="utf-8") as f:
            f.writelines(json.dumps(it, ensure_ascii=False) + "\n" for it in items[i * k:(i + 1) * k])
    return len(items), batches


def _verdict(path: Path, number: int, line: str, keys: tuple[str, ...]) -> dict:
    """One verdict line: a JSON object with ``keys``, or a ValueError naming the file and line."""
    try:
        v = json.loads(line)
    except (json.JSONDecodeError, RecursionError) as err:
        raise ValueError(f"{path}, line {number}: not valid JSON ({getattr(err, 'msg', 'nested too deeply')})") from None
    if not isinstance(v, dict) or any(k not in v for k in keys):
        raise ValueError(f"{path}, line {number}: a verdict is a JSON object with {', '.join(keys)}")
    return v


def ingest_verdicts(folder: Path, version: str, again: bool = False) -> dict[str, int]:
    if not folder.is_dir():
        raise UserError(f"--verdicts {folder}: no such folder (the reviewers' batch_K.jsonl files)")
    if not any(folder.glob("batch_*.jsonl")):
        raise UserError(f"--verdicts {folder}: no batch_K.jsonl verdict files there; nothing was changed")
    verdicts, fixes = [], []
    for path in sorted(folder.glob("batch_*.jsonl")):
        reviewer = f"reviewer-{version}-{path.stem.split('_')[-1]}" if again else f"reviewer-{path.stem.split('_')[-1]}"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            v = _verdict(path, number, line, ("qid", "verdict"))
            if v["verdict"] not in audit.VERDICTS:
                raise ValueError(f"{path}, line {number}: verdict {v['verdict']!r} is not one of {audit.VERDICTS}")
            if v.get("correction") is not None and not isinstance(v["correction"], dict):
                raise ValueError(f"{path}, line {number}: a correction is null or an object with answer and "
                                 "structured_fields")
            verdicts.append({"qid": v["qid"], "verdict": v["verdict"],
                             **{k: v.get(k) for k in ("status", "answer", "fields", "citations", "well_posed", "reason")},
                             "correction": v.get("correction"), "reviewer": reviewer, "audited_version": version})
            if v["verdict"] in ("wrong", "ill_posed"):
                fix = v.get("correction") if v["verdict"] == "wrong" else None
                fix = {k: fix[k] for k in ("answer", "structured_fields") if k in (fix or {})} if fix else None
                fixes.append({"qid": v["qid"], "action": "correct" if fix else "drop",
                              "reason": f"{reviewer} ({v['verdict'].replace('_', '-')}): {v.get('reason')}",
                              "since": version, **({"set": fix} if fix else {})})
    if not verdicts:
        raise UserError(f"--verdicts {folder}: the verdict files hold no verdict; nothing was changed")
    if again:  # earlier verdicts stay (before the new ones: the latest counts); re-read questions' errata are replaced
        reread = {v["qid"] for v in verdicts}
        fixes += [e for e in errata.load(errata.ERRATA_FILE).values() if e["qid"] not in reread]
        verdicts = audit.rows(audit.AUDIT_FILE) + verdicts
    audit.AUDIT_FILE.write_text("".join(json.dumps(v, ensure_ascii=False, sort_keys=True) + "\n"
                                        for v in sorted(verdicts, key=lambda v: v["qid"])), encoding="utf-8")
    errata.ERRATA_FILE.write_text(json.dumps({"errata": sorted(fixes, key=lambda e: e["qid"])}, indent=1,
                                             ensure_ascii=False) + "\n", encoding="utf-8")
    errata.load()  # the file written is one the builder accepts
    return {"verdicts": len(verdicts), "errata": len(fixes)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("packets", help="write reviewer packets of every candidate question (or of --qids)")
    p.add_argument("--out", required=True)
    p.add_argument("--batches", type=entry.int_range(1, 1000), default=8)
    p.add_argument("--qids", nargs="+", default=None, metavar="QID",
                   help="only these questions (a re-read; ingest its verdicts with --again)")
    for flag in ("--fdarxbench-labels", "--fdarxbench-qa", "--openfda", "--spl"):
        p.add_argument(flag, nargs="*", default=[])
    i = sub.add_parser("ingest", help="reviewers' verdict files into gold_audit.jsonl and errata.json")
    i.add_argument("--verdicts", required=True)
    i.add_argument("--version", default=build.VERSION)
    i.add_argument("--again", action="store_true",
                   help="a re-read of some questions: add to the earlier verdicts, replace only their errata")
    args = parser.parse_args(argv)
    if args.command == "packets":
        n, batches = write_packets(Path(args.out), args.batches, qids=args.qids,
                                   fdarxbench_labels=args.fdarxbench_labels, fdarxbench_qa=args.fdarxbench_qa,
                                   openfda=args.openfda, spl=args.spl)
        print(f"{n} questions in {batches} packets under {args.out}")
    else:
        print(json.dumps(ingest_verdicts(Path(args.verdicts), args.version, args.again)))
    return 0


if __name__ == "__main__":
    sys.exit(entry.run("gold_audit.py", main))
