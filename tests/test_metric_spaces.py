"""Each metric's Space tree, as ``publish.py metric --dry-run`` writes it, on its own.

The tree is built by ``groundeval.publishing.metric.build_metric_tree`` and copied alone into an
empty folder. There it loads with ``evaluate.load`` and the card's ``>>>`` examples give the
outputs the card documents. Then its ``app.py`` is started the way a Space starts it (``python
app.py`` in a folder named ``app``, offline, on the installed gradio, which must be the card's
``sdk_version``, seeing only the packages its requirements.txt and gradio pull in; the three
Spaces start together) and driven in Debian's Chromium through Playwright: the card's examples are typed
into the page, Compute is pressed, and the documented outputs are read off the page.

Without Chromium or the playwright package the browser tests skip with the reason; with
GROUNDEVAL_REQUIRE_BROWSER=1 (CI) they fail instead (``conftest.find_chromium``).
"""

from __future__ import annotations

import ast
import doctest
import functools
import importlib.util
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import evaluate
import pytest

from conftest import REPO, chromium_browser, find_chromium, new_tab
from groundeval.errors import UserError
from groundeval.publishing.metric import build_metric_tree, known_metrics

NAMES = known_metrics()
START_TIMEOUT = 300  # seconds for `python app.py` to listen: gradio and evaluate import slowly on a busy CI core
FLAGS = doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS


@functools.lru_cache(maxsize=None)
def space_page():
    """``metrics/metric_space.py`` (the page every Space tree carries), imported by file path."""
    spec = importlib.util.spec_from_file_location("groundeval_metric_space", REPO / "metrics" / "metric_space.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def card_of(folder: Path) -> str:
    return (folder / "README.md").read_text(encoding="utf-8")


def metric_variable(card: str) -> str:
    """The name the card's examples call the metric by (``X = evaluate.load(...)`` in How to Use)."""
    match = re.search(r"^(\w+) = evaluate\.load\(", card, flags=re.MULTILINE)
    assert match, "the card never shows how to load the metric"
    return match.group(1)


def card_doctests(card: str, metric, *, skip_loading: bool = False) -> tuple[doctest.DocTest, int]:
    """The ``>>>`` examples of the card's python blocks as one doctest, with the metric bound to the
    name the card uses; ``skip_loading`` leaves out the card's own ``evaluate.load`` lines (when the
    metric is the page, not the module)."""
    examples = doctest.DocTestParser().get_examples(space_page().python_blocks(card))
    if skip_loading:
        examples = [e for e in examples if not re.match(r"\w+ = evaluate\.load\(", e.source)]
    globs = {metric_variable(card): metric, "evaluate": evaluate, "json": json}
    return doctest.DocTest(examples, globs, "card", None, 0, None), len(examples)


def run_doctest(test: doctest.DocTest) -> doctest.TestResults:
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    report: list[str] = []
    runner.run(test, out=report.append)
    results = runner.summarize(verbose=False)
    assert results.failed == 0, "".join(report)
    return results


def _built_alone(name: str, tmp_path_factory) -> tuple[str, dict, Path]:
    built = tmp_path_factory.mktemp(f"built-{name}") / "tree"
    settings = build_metric_tree(name, built)
    alone = tmp_path_factory.mktemp(f"alone-{name}") / "metrics" / name
    shutil.copytree(built, alone)
    return name, settings, alone


@pytest.fixture(scope="module")
def trees(tmp_path_factory) -> dict:
    """Every metric's tree, built once: ``name -> (name, settings, folder)``."""
    return {name: _built_alone(name, tmp_path_factory) for name in NAMES}


@pytest.fixture(scope="module", params=NAMES)
def tree(request, trees):
    """``(name, settings, folder)``: the built tree copied alone to ``<empty>/metrics/<name>`` (the
    path the card's examples load)."""
    return trees[request.param]


# ------------------------------------------------------------------------------------------------
# the tree


def test_every_metric_has_a_space():
    assert {"contains", "label_grounding", "medlfqa"} <= set(NAMES)


def test_unknown_metric_names_the_known_ones(tmp_path):
    with pytest.raises(UserError, match=r"unknown metric 'bleu'; known metrics: contains, label_grounding, medlfqa"):
        build_metric_tree("bleu", tmp_path / "out")
    assert not (tmp_path / "out").exists()


def test_tree_goes_only_into_an_empty_folder(tmp_path):
    (tmp_path / "stale.txt").write_text("from an earlier run")
    with pytest.raises(UserError, match="not an empty folder"):
        build_metric_tree("contains", tmp_path)


def test_tree_is_the_folder_plus_the_shared_page_and_the_cards_space_settings(tree):
    import gradio

    name, settings, folder = tree
    source = REPO / "metrics" / name
    expected = {p.name for p in source.iterdir() if p.is_file() and p.suffix in (".py", ".md", ".txt")}
    assert settings["files"] == sorted(expected | {"metric_space.py"})
    assert sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()) == settings["files"]
    for rel in settings["files"]:
        origin = source / rel if (source / rel).exists() else REPO / "metrics" / rel
        assert (folder / rel).read_bytes() == origin.read_bytes(), rel
    card = space_page().read_card(folder)[0]
    assert settings["space_sdk"] == card["sdk"] == "gradio" and settings["app_file"] == card["app_file"] == "app.py"
    assert settings["sdk_version"] == str(card["sdk_version"]) == gradio.__version__, "the card's gradio is not installed"
    assert settings["python_version"] == str(card["python_version"])  # quoted in the YAML: 3.10 is not 3.1
    assert tuple(map(int, settings["python_version"].split("."))) >= (3, 10), "gradio 6 needs Python 3.10+"
    requirements = (folder / "requirements.txt").read_text()
    lines = [line for line in requirements.splitlines() if line.strip() and not line.startswith("#")]
    assert any(line.startswith("evaluate==") for line in lines)
    assert not [line for line in lines if line.startswith("gradio")], "the SDK brings gradio, at the card's version"


def _bare_loads(path: Path) -> list[str]:
    """``evaluate.load("<literal>")`` calls in ``path``: a literal names a Hub module (or a folder
    relative to the working directory), never the Space's own files."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "load" \
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "evaluate":
            first = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "path"), None)
            if first is None or isinstance(first, (ast.Constant, ast.JoinedStr)):
                found.append(f"{path.name}:{node.lineno}")
    return found


def test_app_loads_its_own_module_file_never_a_bare_name(tree):
    name, _, folder = tree
    app = folder / "app.py"
    assert not _bare_loads(app) and not _bare_loads(folder / "metric_space.py")
    assert "launch_gradio_widget" not in app.read_text()
    # the page is built from the module script's path beside app.py
    calls = [n for n in ast.walk(ast.parse(app.read_text())) if isinstance(n, ast.Call)
             and isinstance(n.func, ast.Attribute) and n.func.attr == "build"]
    assert len(calls) == 1 and ast.unparse(calls[0].args[0]) == f"HERE / '{name}.py'"


def test_tree_alone_loads_and_the_cards_examples_give_the_documented_output(tree, monkeypatch):
    name, _, folder = tree
    monkeypatch.chdir(folder.parents[1])  # the card loads "metrics/<name>": the copy, not the repository
    metric = evaluate.load(str(folder))
    assert Path(type(metric).__module__.replace(".", "/")).name == name
    test, count = card_doctests(card_of(folder), metric)
    assert count >= 2, f"{name}: the card has fewer than two examples"
    assert run_doctest(test).attempted == count
    assert space_page().card_examples(card_of(folder)), f"{name}: no example with literal arguments for the Space"


# ------------------------------------------------------------------------------------------------
# the Space, in a real browser


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for_port(proc: subprocess.Popen, port: int, log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"app.py exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.5)
    pytest.fail(f"app.py did not listen on port {port} within {START_TIMEOUT} s:\n{log.read_text()[-3000:]}")


@functools.lru_cache(maxsize=None)
def _installed() -> dict:
    """Canonical name -> installed distribution (the metadata is read once per worker)."""
    from importlib import metadata

    from packaging.utils import canonicalize_name

    return {canonicalize_name(d.metadata["Name"]): d for d in metadata.distributions()}


@functools.lru_cache(maxsize=None)
def _module_owners() -> dict:
    """Top-level module -> the distributions that install it (read once per worker: a quarter of a
    second each time, and every Space asks)."""
    from importlib import metadata

    return metadata.packages_distributions()


def requirements_closure(requirements: list[str]) -> set[str]:
    """The installed distributions ``requirements`` pull in, their dependencies' dependencies
    included (canonical names): what ``pip install`` of those lines would have put in a Space."""
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    installed = _installed()
    keep: set[tuple[str, tuple]] = set()
    todo = [(Requirement(line), ("",)) for line in requirements]
    while todo:
        req, extras = todo.pop()
        name = canonicalize_name(req.name)
        if req.marker and not any(req.marker.evaluate({"extra": e}) for e in extras):
            continue
        key = (name, tuple(sorted(req.extras)))
        if key in keep or name not in installed:
            continue
        keep.add(key)
        todo += [(Requirement(r), ("", *req.extras)) for r in installed[name].requires or []]
    return {name for name, _ in keep}


_ONLY_REQUIREMENTS = """\
# Written by tests/test_metric_spaces.py: this Space's process sees only the distributions its
# requirements.txt and the gradio SDK install, as on the Hub; the others (torch, transformers,
# this project, ...) are neither importable nor listed.
import re
import sys

HIDDEN_MODULES = frozenset({modules!r})
HIDDEN_DISTRIBUTIONS = frozenset({distributions!r})


class _Without:
    def __init__(self, finder):
        self.finder = finder

    def __getattr__(self, name):
        return getattr(self.finder, name)

    def find_spec(self, name, path=None, target=None):
        find = getattr(self.finder, "find_spec", None)
        if name.partition(".")[0] in HIDDEN_MODULES or find is None:
            return None
        return find(name, path, target)

    def find_distributions(self, *args, **kwargs):
        find = getattr(self.finder, "find_distributions", None)
        for dist in find(*args, **kwargs) if find else ():
            if re.sub(r"[-_.]+", "-", dist.metadata["Name"] or "").lower() not in HIDDEN_DISTRIBUTIONS:
                yield dist


sys.meta_path[:] = [_Without(finder) for finder in sys.meta_path]
"""


def only_requirements(folder: Path, site: Path) -> Path:
    """Write ``site/sitecustomize.py``, which leaves a process started with ``PYTHONPATH=site`` only
    what the Space tree ``folder`` would have on the Hub: gradio (the SDK) and its requirements.txt."""
    from packaging.utils import canonicalize_name

    lines = [line.split("#")[0].strip() for line in (folder / "requirements.txt").read_text().splitlines()]
    keep = requirements_closure(["gradio", *filter(None, lines)])
    owners = _module_owners()
    modules = sorted(m for m, dists in owners.items() if m.isidentifier() and not {canonicalize_name(d) for d in dists} & keep)
    distributions = sorted(set(_installed()) - keep)
    site.mkdir(parents=True, exist_ok=True)
    (site / "sitecustomize.py").write_text(_ONLY_REQUIREMENTS.format(modules=modules, distributions=distributions))
    return site


def test_a_space_sees_only_its_requirements(trees, tmp_path):
    """The mechanism the browser tests start each Space with: torch is importable here, not in the
    ``contains`` Space (its requirements.txt does not list it), and is in the ``medlfqa`` one."""
    probe = ("import importlib.metadata as m, importlib.util as u, json\n"
             "seen = {n: u.find_spec(n) is not None for n in ('evaluate', 'gradio', 'torch', 'groundeval')}\n"
             "seen['torch listed'] = any(d.metadata['Name'] == 'torch' for d in m.distributions())\n"
             "print(json.dumps(seen))")
    assert importlib.util.find_spec("torch") is not None
    seen = {}
    for name in ("contains", "medlfqa"):
        site = only_requirements(trees[name][2], tmp_path / name)
        env = {**{k: v for k, v in os.environ.items() if k != "PYTHONPATH"}, "PYTHONPATH": str(site)}
        out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=120, check=True)
        seen[name] = json.loads(out.stdout)
    assert seen["contains"] == {"evaluate": True, "gradio": True, "torch": False, "groundeval": False, "torch listed": False}
    assert seen["medlfqa"] == {"evaluate": True, "gradio": True, "torch": True, "groundeval": False, "torch listed": True}


def _start_space(alone: Path, root: Path) -> tuple[subprocess.Popen, int, Path, Path]:
    folder = root / "app"
    shutil.copytree(alone, folder)
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(GRADIO_SERVER_NAME="127.0.0.1", GRADIO_SERVER_PORT=str(port), GRADIO_ANALYTICS_ENABLED="False",
               HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", HF_HOME=str(root / "hf"),
               HF_MODULES_CACHE=str(root / "modules"), PYTHONUNBUFFERED="1",
               PYTHONPATH=str(only_requirements(folder, root / "site")))
    log = root / "app.log"
    with log.open("wb") as out:
        proc = subprocess.Popen([sys.executable, "app.py"], cwd=folder, env=env, stdout=out, stderr=subprocess.STDOUT)
    return proc, port, folder, log


@pytest.fixture(scope="module")
def started(trees, tmp_path_factory):
    """Every tree's ``app.py``, all started at once (one imports while another's page is driven),
    each as a Space starts it: ``python app.py`` in the tree copied alone to a folder named ``app``,
    offline, with empty caches and only its requirements (``only_requirements``)."""
    find_chromium()  # skip before the slow start when there is no browser
    procs = {}
    try:
        for name, (_, _, alone) in trees.items():
            procs[name] = _start_space(alone, tmp_path_factory.mktemp(f"space-{name}"))
        yield procs
    finally:
        for proc, *_ in procs.values():
            proc.terminate()
        for proc, *_ in procs.values():
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


@pytest.fixture(scope="module")
def space(tree, started):
    """``(name, folder, url)``: the tree's Space, once it listens."""
    name = tree[0]
    proc, port, folder, log = started[name]
    _wait_for_port(proc, port, log)
    return name, folder, f"http://127.0.0.1:{port}/"


@pytest.fixture(scope="module")
def browser():
    """One Chromium for the three Spaces (a tab each)."""
    with chromium_browser() as running:
        yield running


@pytest.fixture(scope="module")
def tab(space, browser):
    with new_tab(browser, 1280, 1400) as (page, errors):
        yield page, errors


class PageMetric:
    """The Space's page standing in for the metric: ``compute(**kwargs)`` opens the page, types every
    argument into its field (the field's default where the call leaves one out), presses Compute
    and returns the JSON the page shows."""

    def __init__(self, tab, errors: list[str], url: str, fields: list):
        self.tab, self.errors, self.url, self.fields = tab, errors, url, fields

    def open(self) -> None:
        self.tab.goto(self.url)
        self.tab.wait_for_selector("#compute", timeout=60_000)

    def field(self, name: str, css: str):
        return self.tab.locator(f"#arg-{name} {css}").first

    def type_arguments(self, kwargs: dict) -> None:
        page = space_page()
        unknown = set(kwargs) - {f.name for f in self.fields}
        assert not unknown, f"the page has no field for {sorted(unknown)}"
        for f in self.fields:
            value = kwargs.get(f.name, f.default)
            if f.kind == page.BOOL:
                self.field(f.name, "input[type=checkbox]").set_checked(bool(value))
            elif f.kind in (page.INT, page.FLOAT):
                self.field(f.name, "input[type=number]").fill("" if value is None else str(value))
            else:
                self.field(f.name, "textarea").fill(page.encode(f, value))

    def wait_for_arguments(self, kwargs: dict) -> None:
        """Wait until every text field shows ``kwargs``'s value (or its default)."""
        from playwright.sync_api import expect

        page = space_page()
        for f in self.fields:
            if f.kind not in (page.BOOL, page.INT, page.FLOAT):
                expect(self.field(f.name, "textarea")).to_have_value(page.encode(f, kwargs.get(f.name, f.default)), timeout=60_000)

    def press_compute(self):
        self.tab.click("#compute")
        self.tab.wait_for_function(
            "() => document.querySelector('#result textarea').value.length > 0"
            " || document.querySelector('[data-testid=toast-text]')", timeout=120_000)
        toast = self.tab.locator("[data-testid=toast-text]")
        if toast.count():
            raise ValueError(f"the page shows an error: {toast.first.inner_text()}")
        return json.loads(self.tab.locator("#result textarea").input_value())

    def compute(self, **kwargs):
        self.open()
        self.type_arguments(kwargs)
        return self.press_compute()


@pytest.fixture(scope="module")
def page_metric(space, tab):
    name, folder, url = space
    metric = evaluate.load(str(folder / f"{name}.py"))
    return PageMetric(*tab, url, space_page().fields(metric)), metric, folder


def check_every_field_with_its_default(page, folder: Path) -> None:
    page.open()
    assert page.tab.title() == space_page().read_card(folder)[0]["title"]
    for f in page.fields:
        label = page.tab.locator(f"#arg-{f.name}").inner_text()
        assert f.name in label and (f.kind == space_page().ROWS or repr(f.default) in label), label


def check_card_examples_give_the_documented_output(page, folder: Path) -> None:
    test, count = card_doctests(card_of(folder), page, skip_loading=True)
    assert run_doctest(test).attempted == count


def check_first_example_prefilled_and_each_one_click_away(page, metric, folder: Path) -> None:
    examples = space_page().card_examples(card_of(folder))
    page.open()
    expected = json.loads(space_page().result_json(metric.compute(**examples[0].kwargs)))
    assert page.press_compute() == expected  # nothing typed: the first example is already there
    for number, example in enumerate(examples):
        page.open()
        buttons = page.tab.locator("#card-examples button.gallery-item")
        assert buttons.count() == len(examples)
        buttons.nth(number).click()
        page.wait_for_arguments(example.kwargs)  # the click fills the fields asynchronously
        assert page.press_compute() == json.loads(space_page().result_json(metric.compute(**example.kwargs)))


def check_bad_input_is_one_line(page) -> None:
    page.open()
    page.field("predictions", "textarea").fill('["an answer"')
    with pytest.raises(ValueError, match=r"ValueError: predictions: not JSON \("):
        page.press_compute()


def test_space_serves_the_cards_examples_in_a_browser(page_metric):
    """One test per metric, so that one test worker starts each Space."""
    page, metric, folder = page_metric
    check_every_field_with_its_default(page, folder)
    check_card_examples_give_the_documented_output(page, folder)
    check_first_example_prefilled_and_each_one_click_away(page, metric, folder)
    check_bad_input_is_one_line(page)
    assert not page.errors, page.errors
