"""Export a built fda_label_qa dataset as Harbor task folders, one per family.

Each folder::

    instruction.md            what to do, where the data is, the answer format
    task.toml                 [task] name "<org>/fda-label-qa-<family>", timeouts, resources
    environment/Dockerfile    python:3.12-slim with the public data in /app/data
    environment/data/         questions.jsonl (public rows) and labels.jsonl (their labels)
    tests/test.sh             runs verify.py; paths overridable (TESTS_DIR, ANSWERS_PATH,
                              VERIFIER_LOGS) so it also runs without Docker
    tests/verify.py           scores /app/answers.json with rubric.py (the metric's own file)
    tests/rubric.py           copy of metrics/label_grounding/rubric.py
    tests/gold.json           hidden gold rows and the passages of their labels
    solution/solve.sh         the oracle: copies solution/answers.json (gold as answers)

The verifier writes ``reward.json`` with numbers only (Harbor 0.25 rejects anything else):
``reward`` (mean question score), ``pass``, ``question_pass_rate``, ``critical_errors`` (count)
and one ``component_<name>`` mean per rubric component; the diagnostics (per question, per
citation, file errors) go to ``diagnostics.json`` beside it.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from . import families as fam

RUBRIC_FILE = Path(__file__).resolve().parents[2] / "metrics" / "label_grounding" / "rubric.py"

_DOCKERFILE = """\
FROM python:3.12-slim
WORKDIR /app
COPY data/ /app/data/
"""

_TEST_SH = """\
#!/bin/bash
# Verifier of a groundeval fda_label_qa task. Harbor runs it in the task container after the
# agent; it also runs on a plain machine: TESTS_DIR, ANSWERS_PATH and VERIFIER_LOGS override
# the container paths (/tests, /app/answers.json, /logs/verifier).
set -u
TESTS_DIR="${TESTS_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}"
export ANSWERS_PATH="${ANSWERS_PATH:-/app/answers.json}"
export VERIFIER_LOGS="${VERIFIER_LOGS:-/logs/verifier}"
mkdir -p "$VERIFIER_LOGS"
PYTHON="$(command -v python3 || command -v python)"
if ! "$PYTHON" "$TESTS_DIR/verify.py"; then
  echo '{"reward": 0.0, "pass": 0, "verifier_error": 1}' > "$VERIFIER_LOGS/reward.json"
fi
exit 0
"""

_VERIFY_PY = '''\
#!/usr/bin/env python3
"""Score the agent's answers file with the label-grounding rubric (rubric.py beside this file,
the same file as the groundeval metric). Writes reward.json (numbers only) and diagnostics.json."""

import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import rubric  # noqa: E402


def main() -> int:
    answers_path = Path(os.environ.get("ANSWERS_PATH", "/app/answers.json"))
    logs = Path(os.environ.get("VERIFIER_LOGS", "/logs/verifier"))
    gold = json.loads((HERE / "gold.json").read_text(encoding="utf-8"))
    which = os.environ.get("RUBRIC", gold.get("rubric", "v1"))
    raw = None
    if answers_path.is_file():
        with open(answers_path, "rb") as f:
            raw = f.read(rubric.MAX_DOCUMENT_CHARS + 1)
    result = rubric.score_run(raw, gold["questions"], gold["passages"], rubric=which)
    reward = {
        "reward": float(result["score"]),
        "pass": 1 if result["pass"] else 0,
        "question_pass_rate": float(result["question_pass_rate"]),
        "critical_errors": int(sum(result["critical_errors"].values())),
    }
    for name, value in result["components"].items():
        reward[f"component_{name}"] = float(value)
    logs.mkdir(parents=True, exist_ok=True)
    (logs / "reward.json").write_text(json.dumps(reward, sort_keys=True) + "\\n", encoding="utf-8")
    diagnostics = {"task": gold.get("task"), "family": gold.get("family"), "rubric": which,
                   "answers_path": str(answers_path), **result}
    (logs / "diagnostics.json").write_text(json.dumps(diagnostics, indent=1, ensure_ascii=False) + "\\n",
                                           encoding="utf-8")
    print(json.dumps(reward, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
'''

_SOLVE_SH = """\
#!/bin/bash
# Oracle: submit the gold as answers.
set -eu
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TARGET="${ANSWERS_PATH:-/app/answers.json}"
mkdir -p "$(dirname "$TARGET")"
cp "$HERE/answers.json" "$TARGET"
"""

_FAMILY_TEXT = {
    "long_label_retrieval": "The answers lie deep inside long labels: search the whole label.",
    "warning_citations": "The questions are about warnings, precautions, contraindications, interactions "
                         "and use in specific populations: cite the passage that states it.",
    "numeric_dosage": "The questions are about dosing: dose, unit, route, frequency, population and "
                      "maximum daily dose must be exactly as the label states them.",
    "multi_section_synthesis": "The answers need two or more passages: cite each one you use.",
    "cross_label_comparison": "Each question compares two labels: cite one passage from each label and give "
                              "the per-label values in structured_fields.comparison, keyed by set_id.",
    "near_miss_refusal": "Some questions ask about something the label does not say, although it discusses "
                         "a nearby topic: refuse those (status NOT_FOUND) and name what you searched for.",
    "mixed_batch": "A mix of all the families: retrieval, warnings, dosing, synthesis, comparison and refusal.",
}


def _instruction(family: str, n: int) -> str:
    return f"""# FDA drug-label questions: {family.replace('_', ' ')}

Answer {n} questions about FDA drug labels using only the labels provided. {_FAMILY_TEXT[family]}

## Data

* `/app/data/questions.jsonl`: one question per line: `qid`, `family`, `question`, `set_ids`
  (the label(s) the question is about), `drug_names`.
* `/app/data/labels.jsonl`: one label per line: `set_id`, `drug_name`, `effective_date`,
  `passages` (a list of `passage_id` such as `PASSAGE_0012`, `section`, `section_code` (LOINC),
  `section_title`, `text`).

## What to write

Write **`/app/answers.json`**, one JSON object with one item per question (every qid once):

```json
{{"answers": [{{"qid": "...", "status": "ANSWERED", "answer": "...",
  "citations": [{{"set_id": "...", "passage_id": "PASSAGE_0012", "section": "2.1 ... or null",
                 "supporting_quote": "words copied exactly from that passage"}}],
  "structured_fields": {{"dose": "...", "unit": "...", "route": "...", "frequency": "...",
                        "population": "...", "max_daily_dose": "..."}}}}]}}
```

* `status` is `ANSWERED` or `NOT_FOUND`. If the label does not support an answer, use
  `NOT_FOUND`, say that the information is not found, and put what you searched for in
  `structured_fields.searched_topic` and the unsupported claim in `structured_fields.unsupported_topic`.
* Cite only passages of the question's own label(s); quotes must be copied word for word.
* Give clinical values exactly as the label states them; leave out fields the label does not state.
* For comparisons, put per-label values in `structured_fields.comparison` as
  `{{"<set_id>": {{"dose": "...", "route": "...", "frequency": "..."}}}}`.

## Scoring

Each question is scored from 0 to 1 (schema, qid coverage, answer content, clinical qualifiers,
citation support, refusal correctness). Wrong dose, unit, route or population, citing another
label, answering an unanswerable question or answering without citation are critical errors.
The task passes at a mean of at least 0.85 with no critical error.
"""


def _task_toml(org: str, family: str, version: str, rubric_name: str, n: int) -> str:
    name = f"{org}/fda-label-qa-{family.replace('_', '-')}"
    return f"""schema_version = "1.4"

[task]
name = "{name}"
version = "{version}"
description = "groundeval fda_label_qa, family {family}: {n} FDA drug-label questions answered as JSON with cited passages or refusals; label-grounding rubric {rubric_name}"
keywords = ["fda", "drug-labels", "grounded-qa", "citations", "refusal", "{family}"]

[metadata]
family = "{family}"
dataset = "groundeval/fda_label_qa"
dataset_version = "{version}"
rubric = "{rubric_name}"
questions = {n}

[verifier]
timeout_sec = 300.0

[agent]
timeout_sec = 3600.0

[environment]
build_timeout_sec = 600.0
cpus = 1
memory_mb = 2048
storage_mb = 4096
"""


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def _dumps_lines(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)


def export_harbor(build_dir: str | Path, out_dir: str | Path, families: list[str] | None = None,
                  rubric_name: str = "v1", org: str = "groundeval") -> list[Path]:
    """Write one Harbor task folder per family under ``out_dir``; returns the folders."""
    build_dir, out_dir = Path(build_dir), Path(out_dir)
    manifest = json.loads((build_dir / "manifest.json").read_text()) if (build_dir / "manifest.json").is_file() else {}
    version = manifest.get("version", "1.0.0")
    labels = {lab["set_id"]: lab for lab in _read_jsonl(build_dir / "labels.jsonl")}
    written = []
    for family in families or list(fam.FAMILIES):
        if family not in fam.FAMILIES:
            raise ValueError(f"unknown family {family!r}")
        public = _read_jsonl(build_dir / "public" / f"{family}.jsonl")
        gold = _read_jsonl(build_dir / "gold" / f"{family}.jsonl")
        if not public:
            continue
        fam.check_no_leak(public, gold)
        set_ids = sorted({s for q in public for s in q["set_ids"]})
        task_dir = out_dir / f"fda-label-qa-{family.replace('_', '-')}"
        if task_dir.exists():
            shutil.rmtree(task_dir)
        (task_dir / "environment" / "data").mkdir(parents=True)
        (task_dir / "tests").mkdir()
        (task_dir / "solution").mkdir()
        (task_dir / "instruction.md").write_text(_instruction(family, len(public)), encoding="utf-8")
        (task_dir / "task.toml").write_text(_task_toml(org, family, version, rubric_name, len(public)),
                                            encoding="utf-8")
        (task_dir / "environment" / "Dockerfile").write_text(_DOCKERFILE, encoding="utf-8")
        (task_dir / "environment" / "data" / "questions.jsonl").write_text(_dumps_lines(public), encoding="utf-8")
        (task_dir / "environment" / "data" / "labels.jsonl").write_text(
            _dumps_lines([labels[s] for s in set_ids if s in labels]), encoding="utf-8")
        gold_doc = {
            "task": f"{org}/fda-label-qa-{family.replace('_', '-')}",
            "family": family,
            "rubric": rubric_name,
            "dataset_version": version,
            "questions": gold,
            "passages": {s: {p["passage_id"]: p["text"] for p in labels[s]["passages"]}
                         for s in set_ids if s in labels},
        }
        (task_dir / "tests" / "gold.json").write_text(json.dumps(gold_doc, ensure_ascii=False, sort_keys=True),
                                                      encoding="utf-8")
        shutil.copyfile(RUBRIC_FILE, task_dir / "tests" / "rubric.py")
        (task_dir / "tests" / "verify.py").write_text(_VERIFY_PY, encoding="utf-8")
        (task_dir / "tests" / "test.sh").write_text(_TEST_SH, encoding="utf-8")
        (task_dir / "solution" / "solve.sh").write_text(_SOLVE_SH, encoding="utf-8")
        oracle = {"answers": [
            {"qid": g["qid"], "status": g["status"], "answer": g["answer"],
             "citations": [{k: c.get(k) for k in ("set_id", "passage_id", "section", "supporting_quote")}
                           for c in g["citations"]],
             "structured_fields": g["structured_fields"]} for g in gold]}
        (task_dir / "solution" / "answers.json").write_text(json.dumps(oracle, ensure_ascii=False, indent=1),
                                                            encoding="utf-8")
        for script in (task_dir / "tests" / "test.sh", task_dir / "solution" / "solve.sh",
                       task_dir / "tests" / "verify.py"):
            script.chmod(0o755)
        written.append(task_dir)
    return written
