"""The README's two commands are the ones CI runs."""

from conftest import REPO


def _commands():
    text = (REPO / "README.md").read_text()
    blocks = text.split("```bash\n")[1:3]
    return [b.split("\n```", 1)[0].strip() for b in blocks]


def test_readme_starts_with_the_two_commands():
    run, test = _commands()
    head = (REPO / "README.md").read_text().split("## ", 1)[0]
    assert run in head and test in head
    assert run.endswith("accelerate launch scripts/run.py")
    assert test.endswith("pytest -q")


def test_ci_runs_the_readme_test_command():
    _, test = _commands()
    assert test in (REPO / ".ci" / "run").read_text()


def test_readme_publishes_fda_label_qa_at_its_builders_version():
    """The README's publish commands name the version the builder writes (publish refuses any other)."""
    import re
    import sys

    sys.path.insert(0, str(REPO))
    from dataset_builders.fda_label_qa.build import VERSION

    lines = [line for line in (REPO / "README.md").read_text().splitlines()
             if "publish.py dataset build/fda_label_qa" in line]
    assert lines and all(re.search(rf"--version {re.escape(VERSION)}(\s|$)", line) for line in lines), lines
