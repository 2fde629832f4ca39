"""An installed wheel, not the checkout: a fresh virtual environment (its dependencies seen through a
``.pth`` file pointing at this environment's site-packages, so nothing is downloaded) gets the
built wheel, and from another folder runs ``groundeval run|report|compare|publish|bench``,
``python -m groundeval.run --help`` and accelerate's launcher (``python -m accelerate.commands.launch``, the code of
``accelerate launch``) with ``-m groundeval.run``, and loads each metric
with ``evaluate.load(groundeval.metric_path(NAME))``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

from conftest import REPO


@pytest.fixture(scope="module")
def installed(tmp_path_factory, tiny_model_dir):
    root = tmp_path_factory.mktemp("installed")
    wheels = root / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(wheels), str(REPO)],
                   check=True, capture_output=True, timeout=600)
    (wheel,) = wheels.glob("groundeval-*.whl")
    env_dir = root / "venv"
    venv.create(env_dir)  # without pip: this environment's pip installs into it (--python), 3 s less than ensurepip
    bin_dir = env_dir / "bin"
    site = next((env_dir / "lib").glob("python3*/site-packages"))
    (site / "groundeval-deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(bin_dir / "python"), "install", "-q", "--no-deps",
                    "--no-index", str(wheel)], check=True, capture_output=True, timeout=600)
    elsewhere = root / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(PATH=f"{bin_dir}{os.pathsep}{env['PATH']}", HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1")

    def run(*argv: str, check: bool = True) -> subprocess.CompletedProcess:
        done = subprocess.run(list(argv), cwd=elsewhere, env=env, capture_output=True, text=True, timeout=600)
        if check:
            assert done.returncode == 0, done.stderr[-3000:]
        return done

    return run, bin_dir, elsewhere, tiny_model_dir


def test_the_wheel_is_what_runs(installed):
    run, bin_dir, _, _ = installed
    where = run(str(bin_dir / "python"), "-c", "import groundeval; print(groundeval.__file__)").stdout.strip()
    assert str(bin_dir.parent) in where and str(REPO) not in where
    assert not (Path(where).parent.parent / "scripts").exists()


def test_console_script_commands(installed):
    run, bin_dir, elsewhere, model = installed
    assert "run,report,compare,publish,bench" in run(str(bin_dir / "groundeval"), "--help").stdout
    for command in ("run", "report", "compare", "publish", "bench"):
        assert "usage: groundeval " + command in run(str(bin_dir / "groundeval"), command, "--help").stdout, command
    bad = run(str(bin_dir / "groundeval"), "run", "--tasks", "nope", check=False)
    assert bad.returncode == 2 and bad.stderr.strip().splitlines()[-1].startswith("groundeval run: error: unknown task")
    for out, launcher in (("a", [str(bin_dir / "groundeval"), "run"]),
                          ("c", [str(bin_dir / "python"), "-m", "accelerate.commands.launch", "--cpu", "--num_processes", "1", "-m", "groundeval.run"])):
        run(*launcher, "--model", str(model), "--tasks", "fda", "--bundled-samples", "--limit", "2", "--bootstrap", "0",
            "--output-dir", out)
    texts = {o: [json.loads(line)["resps"] for line in next((elsewhere / o).glob("*/samples_fda_2*.jsonl")).open()] for o in "ac"}
    assert texts["a"] == texts["c"]
    run(str(bin_dir / "groundeval"), "report", "a", "--no-plots")
    assert (elsewhere / "a" / "report" / "index.html").is_file()
    assert "fda" in run(str(bin_dir / "groundeval"), "compare", "a", "c", "--json", "cmp.json").stdout
    assert "--list-tasks" in run(str(bin_dir / "python"), "-m", "groundeval.run", "--help").stdout
    # a metric's Space tree from the installed package (it looked for the checkout's metrics/ folder)
    run(str(bin_dir / "groundeval"), "publish", "metric", "contains", "--repo-id", "ORG/contains", "--dry-run", "space")
    assert {"app.py", "contains.py", "README.md", "metric_space.py"} <= {p.name for p in (elsewhere / "space").rglob("*")}


def test_metrics_load_from_any_folder(installed):
    run, bin_dir, _, _ = installed
    code = (
        "import evaluate, groundeval\n"
        "m = evaluate.load(groundeval.metric_path('contains'))\n"
        "print(m.compute(predictions=['the answer is K240117'], references=['k240117'])['contains'])\n"
        "for name in ('medlfqa', 'label_grounding'):\n"
        "    print(name, type(evaluate.load(groundeval.metric_path(name))).__name__)\n"
    )
    out = run(str(bin_dir / "python"), "-c", code).stdout.split()
    assert out[0] == "1.0" and out[1:] == ["medlfqa", "MedLFQA", "label_grounding", "LabelGrounding"], out
