"""Harbor export of fda_label_qa: task folders, the verifier run without Docker, Harbor's own validation."""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from dataset_builders.fda_label_qa.families import FAMILIES  # noqa: E402
from dataset_builders.fda_label_qa.harbor import TEMPLATES, export_harbor, rubric_version  # noqa: E402
from groundeval.metric_modules import rubric_module  # noqa: E402

BUILT = ROOT / "groundeval" / "samples" / "fda_labels" / "built"
BASH = shutil.which("bash")


@pytest.fixture(scope="module")
def tasks(tmp_path_factory):
    out = tmp_path_factory.mktemp("harbor")
    dirs = export_harbor(BUILT, out)
    return {d.name: d for d in dirs}


def run_sh(script: Path, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run([BASH, str(script)], env={**os.environ, **env}, capture_output=True, text=True, timeout=120)


def test_layout(tasks):
    assert sorted(tasks) == sorted(f"fda-label-qa-{f.replace('_', '-')}" for f in FAMILIES)
    for d in tasks.values():
        for rel in ("instruction.md", "task.toml", "environment/Dockerfile", "environment/data/questions.jsonl",
                    "environment/data/labels.jsonl", "tests/test.sh", "tests/verify.py", "tests/rubric.py",
                    "tests/gold.json", "solution/solve.sh", "solution/answers.json"):
            assert (d / rel).is_file(), rel
        for name in ("rubric.py", "claims.py", "claim_matching.py", "claim_scoring.py", "claim_substitution.py",
                     "common_words.py", "label_words.py", "label_view.py", "checks_terms.py", "checks_numbers.py",
                     "checks_population.py", "checks_polarity.py"):  # v1, v2 and v3's modules
            assert (d / "tests" / name).read_bytes() == (ROOT / "metrics/label_grounding" / name).read_bytes(), name
        for rel in ("environment/Dockerfile", "tests/test.sh", "tests/verify.py", "solution/solve.sh"):
            assert (d / rel).read_bytes() == (TEMPLATES / rel).read_bytes(), rel
        assert "${" not in (d / "instruction.md").read_text() + (d / "task.toml").read_text()
        env_text = "".join(p.read_text() for p in (d / "environment").rglob("*") if p.is_file())
        assert '"status":' not in env_text and '"supporting_quote":' not in env_text and '"answer":' not in env_text
        assert 'name = "groundeval/fda-label-qa-' in (d / "task.toml").read_text()


@pytest.mark.slow
@pytest.mark.skipif(BASH is None, reason="needs bash")
@pytest.mark.parametrize("family", FAMILIES)
def test_oracle_through_test_sh(tasks, tmp_path, family):
    d = tasks[f"fda-label-qa-{family.replace('_', '-')}"]
    answers, logs = tmp_path / "app" / "answers.json", tmp_path / "logs"
    env = {"ANSWERS_PATH": str(answers), "VERIFIER_LOGS": str(logs)}
    assert run_sh(d / "solution" / "solve.sh", env).returncode == 0
    proc = run_sh(d / "tests" / "test.sh", env)
    assert proc.returncode == 0, proc.stderr
    reward = json.loads((logs / "reward.json").read_text())
    assert all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in reward.values())
    diag = json.loads((logs / "diagnostics.json").read_text())
    gold = {g["qid"]: g for g in json.loads((d / "tests" / "gold.json").read_text())["questions"]}
    for q in diag["questions"]:
        g = gold[q["qid"]]
        assert q["score"] == pytest.approx(0.9 if g["status"] == "NOT_FOUND" and not g["citations"] else 1.0)
    assert reward["reward"] == pytest.approx(sum(q["score"] for q in diag["questions"]) / len(gold), abs=1e-6)
    assert reward["pass"] == 1 and reward["critical_errors"] == 0


@pytest.mark.slow
@pytest.mark.skipif(BASH is None, reason="needs bash")
def test_oracle_under_rubric_v3(tasks, tmp_path):
    """The verifier's copy of rubric v3 (its plain modules beside rubric.py) runs in the task folder
    and passes the oracle; the gold it reads carries each question."""
    d = tasks["fda-label-qa-mixed-batch"]
    answers, logs = tmp_path / "app" / "answers.json", tmp_path / "logs"
    env = {"ANSWERS_PATH": str(answers), "VERIFIER_LOGS": str(logs), "RUBRIC": "v3"}
    assert run_sh(d / "solution" / "solve.sh", env).returncode == 0
    proc = run_sh(d / "tests" / "test.sh", env)
    assert proc.returncode == 0, proc.stderr
    diag = json.loads((logs / "diagnostics.json").read_text())
    assert diag["rubric"] == "v3" and all(q["passed"] for q in diag["questions"])
    assert all(g["question"] for g in json.loads((d / "tests" / "gold.json").read_text())["questions"])


def test_the_rubric_release_is_recorded(tasks, tmp_path):
    """v3 changes between releases: the task, its gold and the verifier's diagnostics name the
    release of the rubric files copied into the task (a task made before a release says so)."""
    import tomllib

    version = rubric_module().RUBRIC_VERSION
    d = tasks["fda-label-qa-numeric-dosage"]
    assert tomllib.loads((d / "task.toml").read_text())["metadata"]["rubric_version"] == version
    assert json.loads((d / "tests" / "gold.json").read_text())["rubric_version"] == version
    logs = tmp_path / "logs"
    env = {**os.environ, "ANSWERS_PATH": str(tmp_path / "none.json"), "VERIFIER_LOGS": str(logs), "RUBRIC": "v3"}
    subprocess.run([sys.executable, str(d / "tests" / "verify.py")], env=env, check=True, capture_output=True,
                   timeout=120)
    # the release the verifier scored with is its copy's, the one the task names
    assert json.loads((logs / "diagnostics.json").read_text())["rubric_version"] == version
    assert rubric_version(d / "tests" / "rubric.py") == version
    assert "rubric_version" not in json.loads((logs / "reward.json").read_text())  # numbers only


@pytest.mark.slow
@pytest.mark.skipif(BASH is None, reason="needs bash")
def test_missing_and_garbage_answers(tasks, tmp_path):
    d = tasks["fda-label-qa-numeric-dosage"]
    env = {"ANSWERS_PATH": str(tmp_path / "none.json"), "VERIFIER_LOGS": str(tmp_path / "l1")}
    run_sh(d / "tests" / "test.sh", env)
    reward = json.loads((tmp_path / "l1" / "reward.json").read_text())
    assert reward["reward"] == 0.0 and reward["pass"] == 0 and reward["critical_errors"] > 0
    (tmp_path / "bad.json").write_text('{"answers": [{"qid": 1}], ' + "[" * 10000)
    env = {"ANSWERS_PATH": str(tmp_path / "bad.json"), "VERIFIER_LOGS": str(tmp_path / "l2")}
    run_sh(d / "tests" / "test.sh", env)
    diag = json.loads((tmp_path / "l2" / "diagnostics.json").read_text())
    assert "invalid_json" in diag["critical_errors"]


def _harbor_python() -> str | None:
    """A Python >= 3.12 with harbor importable: $HARBOR_PYTHON, the `harbor` script's interpreter,
    or this interpreter."""
    candidates = [os.environ.get("HARBOR_PYTHON")]
    script = shutil.which("harbor")
    if script:
        first = Path(script).read_text(errors="ignore").splitlines()[:1]
        if first and first[0].startswith("#!"):
            candidates.append(first[0][2:].strip().split()[0])
    candidates.append(sys.executable)
    for py in filter(None, candidates):
        try:
            ok = subprocess.run([py, "-c", "import sys, harbor; assert sys.version_info >= (3, 12)"],
                                capture_output=True, timeout=60).returncode == 0
        except OSError:
            continue
        if ok:
            return py
    return None


@pytest.mark.slow
def test_harbor_validates_task_configs(tasks):
    py = _harbor_python()
    if py is None:
        pytest.skip("harbor (Python >= 3.12) not installed; set HARBOR_PYTHON to a Python with `harbor`")
    code = (
        "import sys\n"
        "from harbor.models.task.task import Task\n"
        "for d in sys.argv[1:]:\n"
        "    t = Task(d)\n"
        "    assert Task.is_valid_dir(d), d\n"
        "    assert t.config.task.name.startswith('groundeval/fda-label-qa-'), t.name\n"
        "    print(t.name)\n"
    )
    proc = subprocess.run([py, "-c", code, *map(str, tasks.values())], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert len(proc.stdout.split()) == len(FAMILIES)
