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
    tests/claim*.py, ...      copies of rubric v3's modules beside it (claims, claim_matching, claim_substitution,
                              common_words, label_words, checks_*, label_view, claim_scoring)
    tests/gold.json           hidden gold rows and the passages of their labels, the rubric and its
                              release (``rubric_version``, also in task.toml's metadata and in
                              diagnostics.json)
    solution/solve.sh         the oracle: copies solution/answers.json (gold as answers)

The fixed files are real files in ``templates/`` beside this module, laid out as in a task
folder: Dockerfile, verify.py, test.sh and solve.sh are copied as they are; instruction.md and
task.toml have their ``${...}`` fields filled (``string.Template``).

The verifier writes ``reward.json`` with numbers only (Harbor 0.25 rejects anything else):
``reward`` (mean question score), ``pass``, ``question_pass_rate``, ``critical_errors`` (count)
and one ``component_<name>`` mean per rubric component; the diagnostics (per question, per
citation, file errors) go to ``diagnostics.json`` beside it.
"""

from __future__ import annotations

import ast
import json
import shutil
import string
from pathlib import Path
from typing import Any

from . import families as fam

RUBRIC_FILE = Path(__file__).resolve().parents[2] / "metrics" / "label_grounding" / "rubric.py"
# rubric.py and the modules of rubric v3 beside it (every module of the folder but the evaluate script and
# its Space's app): the verifier imports them as plain modules
RUBRIC_FILES = tuple(sorted(p for p in RUBRIC_FILE.parent.glob("*.py") if p.name not in ("label_grounding.py", "app.py")))

TEMPLATES = Path(__file__).resolve().parent / "templates"
# Files copied as they are into every task folder, and those made executable there.
_VERBATIM = ("environment/Dockerfile", "tests/verify.py", "tests/test.sh", "solution/solve.sh")
_EXECUTABLE = ("tests/test.sh", "solution/solve.sh", "tests/verify.py")

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


def rubric_version(path: Path = RUBRIC_FILE) -> str:
    """The rubrics' release (``RUBRIC_VERSION``) of the rubric file the tasks copy, read from that
    file's syntax, not from an imported copy (v3 changes between releases; v1 and v2 do not)."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if (isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["RUBRIC_VERSION"]
                and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            return node.value.value
    raise ValueError(f"{path} sets no RUBRIC_VERSION string")


def _template(template: str, /, **fields: Any) -> str:
    """``templates/<template>`` with its ``${field}`` placeholders filled."""
    return string.Template((TEMPLATES / template).read_text(encoding="utf-8")).substitute(fields)


def _instruction(family: str, n: int) -> str:
    return _template("instruction.md", family_title=family.replace("_", " "), n=n,
                     family_text=_FAMILY_TEXT[family])


def _task_toml(org: str, family: str, version: str, rubric_name: str, rubric_version: str, n: int) -> str:
    return _template("task.toml", name=f"{org}/fda-label-qa-{family.replace('_', '-')}", version=version,
                     family=family, n=n, rubric_name=rubric_name, rubric_version=rubric_version)


def _read_config(folder: Path, config: str) -> list[dict[str, Any]]:
    """One config's rows of a dataset folder the builder wrote, read the way users read it."""
    import datasets

    return datasets.load_dataset(str(folder), config, split="test").to_list()


def _dumps_lines(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)


def _oracle(gold: list[dict[str, Any]]) -> dict[str, Any]:
    """The oracle's answers document: the gold rows as answers."""
    return {"answers": [
        {"qid": g["qid"], "status": g["status"], "answer": g["answer"],
         "citations": [{k: c.get(k) for k in ("set_id", "passage_id", "section", "supporting_quote")}
                       for c in g["citations"]],
         "structured_fields": g["structured_fields"]} for g in gold]}


def _write_task(task_dir: Path, family: str, public: list[dict[str, Any]], gold: list[dict[str, Any]],
                labels: dict[str, dict[str, Any]], meta: dict[str, str]) -> None:
    """One task folder; ``meta`` holds ``org``, ``version``, ``rubric_name`` and ``rubric_version``."""
    set_ids = sorted({s for q in public for s in q["set_ids"]})
    if task_dir.exists():
        shutil.rmtree(task_dir)
    (task_dir / "environment" / "data").mkdir(parents=True)
    (task_dir / "tests").mkdir()
    (task_dir / "solution").mkdir()
    for rel in _VERBATIM:
        shutil.copyfile(TEMPLATES / rel, task_dir / rel)
    (task_dir / "instruction.md").write_text(_instruction(family, len(public)), encoding="utf-8")
    (task_dir / "task.toml").write_text(
        _task_toml(meta["org"], family, meta["version"], meta["rubric_name"], meta["rubric_version"], len(public)),
        encoding="utf-8")
    (task_dir / "environment" / "data" / "questions.jsonl").write_text(_dumps_lines(public), encoding="utf-8")
    (task_dir / "environment" / "data" / "labels.jsonl").write_text(
        _dumps_lines([labels[s] for s in set_ids if s in labels]), encoding="utf-8")
    gold_doc = {
        "task": f"{meta['org']}/fda-label-qa-{family.replace('_', '-')}",
        "family": family,
        "rubric": meta["rubric_name"],
        "rubric_version": meta["rubric_version"],
        "dataset_version": meta["version"],
        "questions": [dict(g, question=q["question"]) for g, q in zip(gold, public)],
        "passages": {s: {p["passage_id"]: p["text"] for p in labels[s]["passages"]}
                     for s in set_ids if s in labels},
    }
    (task_dir / "tests" / "gold.json").write_text(json.dumps(gold_doc, ensure_ascii=False, sort_keys=True),
                                                  encoding="utf-8")
    for path in RUBRIC_FILES:
        shutil.copyfile(path, task_dir / "tests" / path.name)
    (task_dir / "solution" / "answers.json").write_text(json.dumps(_oracle(gold), ensure_ascii=False, indent=1),
                                                        encoding="utf-8")
    for rel in _EXECUTABLE:
        (task_dir / rel).chmod(0o755)


def export_harbor(build_dir: str | Path, out_dir: str | Path, families: list[str] | None = None,
                  rubric_name: str = "v1", org: str = "groundeval", gold_dir: str | Path | None = None) -> list[Path]:
    """Write one Harbor task folder per family under ``out_dir``; returns the folders.

    ``build_dir`` is the public dataset folder ``dataset_builders/fda_label_qa/build.py`` wrote
    (``--out``), ``gold_dir`` its gold folder (``--gold-out``, default ``<build_dir>-gold``).
    Families without questions in the build (no config) are skipped."""
    from huggingface_hub import DatasetCard

    from .build import default_gold_dir

    build_dir, out_dir = Path(build_dir), Path(out_dir)
    gold_dir = Path(gold_dir) if gold_dir else default_gold_dir(build_dir)
    card = DatasetCard.load(build_dir / "README.md").data
    meta = {"org": org, "version": card.get("version") or "1.0.0", "rubric_name": rubric_name,
            "rubric_version": rubric_version()}
    built = [c["config_name"] for c in card.get("configs") or []]
    labels = {lab["set_id"]: lab for lab in _read_config(build_dir, "labels")}
    written = []
    for family in families or list(fam.FAMILIES):
        if family not in fam.FAMILIES:
            raise ValueError(f"unknown family {family!r}")
        if family not in built:
            continue
        public = _read_config(build_dir, family)
        gold = [fam.gold_from_record(g) for g in _read_config(gold_dir, family)]
        fam.check_no_leak(public, gold)
        task_dir = out_dir / f"fda-label-qa-{family.replace('_', '-')}"
        _write_task(task_dir, family, public, gold, labels, meta)
        written.append(task_dir)
    return written
