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


def write_durably(path: Path, text: str) -> None:
    """The whole file or none: a temporary file beside it, flushed, fsynced, then renamed."""
    tmp = path.with_name(f".{path.name}.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


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
    write_durably(logs / "reward.json", json.dumps(reward, sort_keys=True) + "\n")
    # the rubrics' release (v1 and v2 never change; v3 does, per the metric card's versions), as
    # the groundeval runner records it beside a run's config
    diagnostics = {"task": gold.get("task"), "family": gold.get("family"), "rubric": which,
                   "rubric_version": rubric.RUBRIC_VERSION, "answers_path": str(answers_path), **result}
    write_durably(logs / "diagnostics.json", json.dumps(diagnostics, indent=1, ensure_ascii=False) + "\n")
    print(json.dumps(reward, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
