"""Build the fda_label_qa dataset: labels, corpus profile, seven task families, public questions
and hidden gold, with a leak check. Deterministic: same inputs and seed, byte-identical files.

    python -m dataset_builders.fda_label_qa.build \\
        --fdarxbench-labels labels.jsonl --fdarxbench-qa qa.jsonl \\
        --openfda drug-label-0001-of-0013.json.zip --spl spl_dir/ --out DIR --seed 0

Output folder::

    labels.jsonl                 normalised labels (public: the models read these)
    public/<family>.jsonl        questions: qid, family, question, set_ids, drug_names
    gold/<family>.jsonl          hidden gold rows (never give these to a model or agent)
    profile.json, profile.md     corpus profile
    manifest.json                version, seed, inputs, counts, sha256 of every file
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

if __package__ in (None, ""):  # run as a file: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from dataset_builders.fda_label_qa import families as fam  # noqa: E402
from dataset_builders.fda_label_qa import ingest  # noqa: E402

VERSION = "1.0.0"


def _dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def read_jsonl(path: str | Path) -> list[dict[str, Any]]:
    return list(ingest.read_json_lines(path))


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


def corpus_profile(labels: list[dict[str, Any]], qa_rows: list[dict[str, Any]],
                   families: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    n_pass = [len(lab["passages"]) for lab in labels]
    chars = [sum(len(p["text"]) for p in lab["passages"]) for lab in labels]
    sections = Counter(s for lab in labels for s in {p.get("section") or "unknown" for p in lab["passages"]})

    def stats(xs: list[int]) -> dict[str, float]:
        if not xs:
            return {"min": 0, "mean": 0, "max": 0, "total": 0}
        return {"min": min(xs), "mean": round(sum(xs) / len(xs), 2), "max": max(xs), "total": sum(xs)}

    return {
        "labels": len(labels),
        "labels_by_source": dict(sorted(Counter(lab["source"] for lab in labels).items())),
        "complete_labels": sum(1 for lab in labels if lab.get("complete")),
        "passages_per_label": stats(n_pass),
        "characters_per_label": stats(chars),
        "sections_present": dict(sorted(sections.items(), key=lambda kv: (-kv[1], kv[0]))),
        "qa_rows": len(qa_rows),
        "qa_rows_by_task": dict(sorted(Counter(r.get("task") or "unknown" for r in qa_rows).items())),
        "qa_rows_by_question_type": dict(sorted(Counter(r.get("question_type") or "unknown" for r in qa_rows).items())),
        "questions_by_family": {f: len(families[f]) for f in fam.FAMILIES},
        "gold_status_by_family": {f: dict(sorted(Counter(q["gold"]["status"] for q in families[f]).items()))
                                  for f in fam.FAMILIES},
    }


def profile_markdown(profile: dict[str, Any]) -> str:
    lines = ["# fda_label_qa corpus profile", ""]
    lines += ["| what | value |", "|---|---|"]
    lines.append(f"| labels | {profile['labels']} ({', '.join(f'{k} {v}' for k, v in profile['labels_by_source'].items())}) |")
    lines.append(f"| complete labels | {profile['complete_labels']} |")
    for key in ("passages_per_label", "characters_per_label"):
        s = profile[key]
        lines.append(f"| {key.replace('_', ' ')} | min {s['min']}, mean {s['mean']}, max {s['max']}, total {s['total']} |")
    lines.append(f"| QA rows | {profile['qa_rows']} |")
    lines.append(f"| QA rows by task | {', '.join(f'{k} {v}' for k, v in profile['qa_rows_by_task'].items())} |")
    lines.append(f"| QA rows by question type | {', '.join(f'{k} {v}' for k, v in profile['qa_rows_by_question_type'].items())} |")
    lines += ["", "## Questions by family", "", "| family | questions | gold status |", "|---|---|---|"]
    for f, n in profile["questions_by_family"].items():
        st = ", ".join(f"{k} {v}" for k, v in profile["gold_status_by_family"][f].items())
        lines.append(f"| {f} | {n} | {st} |")
    lines += ["", "## Sections present (labels having the section)", "", "| section | labels |", "|---|---|"]
    for s, n in profile["sections_present"].items():
        lines.append(f"| {s} | {n} |")
    return "\n".join(lines) + "\n"


def build_dataset(out: str | Path, fdarxbench_labels: Iterable[str] = (), fdarxbench_qa: Iterable[str] = (),
                  openfda: Iterable[str] = (), spl: Iterable[str] = (), seed: int = 0,
                  max_per_family: int = 12, mixed_per_family: int = 2,
                  max_passage_chars: int = ingest.MAX_PASSAGE_CHARS) -> dict[str, Any]:
    """Build the dataset into ``out``; returns the manifest. Raises ``LeakError`` (and writes
    nothing public) if a public row would reveal gold."""
    out = Path(out)
    qa_rows: list[dict[str, Any]] = []
    for p in fdarxbench_qa:
        qa_rows.extend(read_jsonl(p))
    labels = collect_labels(fdarxbench_labels, openfda, spl, qa_rows, max_passage_chars)
    families = fam.build_families(labels, qa_rows, seed=seed, max_per_family=max_per_family,
                                  mixed_per_family=mixed_per_family)
    public = {f: [fam.public_row(q) for q in qs] for f, qs in families.items()}
    gold = {f: [fam.gold_row(q) for q in qs] for f, qs in families.items()}
    for f in fam.FAMILIES:
        fam.check_no_leak(public[f], gold[f])
    profile = corpus_profile(labels, qa_rows, families)
    files: dict[str, str] = {"labels.jsonl": "".join(_dumps(lab) + "\n" for lab in labels)}
    for f in fam.FAMILIES:
        files[f"public/{f}.jsonl"] = "".join(_dumps(r) + "\n" for r in public[f])
        files[f"gold/{f}.jsonl"] = "".join(_dumps(r) + "\n" for r in gold[f])
    files["profile.json"] = json.dumps(profile, indent=2, ensure_ascii=False, sort_keys=False) + "\n"
    files["profile.md"] = profile_markdown(profile)
    manifest = {
        "dataset": "fda_label_qa",
        "version": VERSION,
        "seed": seed,
        "max_per_family": max_per_family,
        "mixed_per_family": mixed_per_family,
        "max_passage_chars": max_passage_chars,
        "inputs": {
            "fdarxbench_labels": [Path(p).name for p in fdarxbench_labels],
            "fdarxbench_qa": [Path(p).name for p in fdarxbench_qa],
            "openfda": [Path(p).name for p in openfda],
            "spl": [Path(p).name for p in spl],
        },
        "families": {f: len(families[f]) for f in fam.FAMILIES},
        "labels": len(labels),
        "files": {name: hashlib.sha256(text.encode("utf-8")).hexdigest() for name, text in sorted(files.items())},
    }
    files["manifest.json"] = json.dumps(manifest, indent=2, sort_keys=True) + "\n"
    for name, text in files.items():
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
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
    parser.add_argument("--out", required=True, help="output folder")
    parser.add_argument("--seed", type=int, default=0, help="seed of the question selection")
    parser.add_argument("--max-per-family", type=int, default=12, help="questions per family at most")
    parser.add_argument("--mixed-per-family", type=int, default=2,
                        help="questions taken from each other family into mixed_batch")
    parser.add_argument("--max-passage-chars", type=int, default=ingest.MAX_PASSAGE_CHARS,
                        help="longest passage made from openFDA/SPL sections (longer ones are split)")
    args = parser.parse_args(argv)
    try:
        manifest = build_dataset(args.out, args.fdarxbench_labels, args.fdarxbench_qa, args.openfda, args.spl,
                                 seed=args.seed, max_per_family=args.max_per_family,
                                 mixed_per_family=args.mixed_per_family,
                                 max_passage_chars=args.max_passage_chars)
    except ingest.IngestError as exc:  # bad input: one line naming the file, no traceback
        print(f"fda_label_qa build: error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps({"labels": manifest["labels"], "families": manifest["families"], "out": str(args.out)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
