"""The page every groundeval metric Space serves, on current gradio (one file, copied into each Space).

evaluate 0.4.6's ``launch_gradio_widget`` is written for gradio 3 (``gr.inputs``), and inside a
Space ``evaluate.load("<name>")`` looks for ``evaluate-metric/<name>`` on the Hub. So a Space's
``app.py`` hands :func:`build` the path of its own module script, and the page is made from what
the module and its card already say about themselves, with nothing restated here:

* the module's features are the row inputs, each a JSON list with one item per row;
* every keyword argument of ``_compute`` is a field with its default and the text of the
  ``Args:`` section of the module's ``_KWARGS_DESCRIPTION``;
* the card's (``README.md``) ``>>>`` examples whose arguments are literals are one click away, the
  first prefilled, each shown with the output the card documents for it;
* the result is shown as JSON text (``NaN`` kept, as Python's ``json`` writes it).

The module script is loaded by its file path, never by its folder: in a Space the folder is
``/home/user/app``, and ``evaluate.load`` of a folder looks for ``<folder name>.py``, which there
would be ``app.py`` itself.
"""

from __future__ import annotations

import ast
import dataclasses
import doctest
import inspect
import json
import re
from pathlib import Path
from typing import Any

ROWS, JSON, TEXT, BOOL, INT, FLOAT = "rows", "json", "text", "bool", "int", "float"
"""Field kinds: a feature (a JSON list, one item per row) or a keyword argument, typed by its default."""


@dataclasses.dataclass(frozen=True)
class Field:
    """One input of the page: a feature or a keyword argument of ``_compute``."""

    name: str
    kind: str
    default: Any
    doc: str

    @property
    def label(self) -> str:
        if self.kind == ROWS:
            return f"{self.name} (JSON list, one item per row)"
        if self.kind == JSON:
            return f"{self.name} (JSON; empty for the default, {self.default!r})"
        return f"{self.name} (default {self.default!r})"


@dataclasses.dataclass(frozen=True)
class CardExample:
    """A ``>>>`` example of the card that calls ``<metric>.compute`` with literal keyword arguments."""

    source: str
    kwargs: dict
    want: str


def example_label(number: int, example: CardExample, rows: list[str]) -> str:
    """A short button label: the example's keyword arguments, then its first row (gradio shows
    only the first 60 characters of a label)."""
    options = ", ".join(f"{k}={v!r}" for k, v in example.kwargs.items() if k not in rows)
    first = next((example.kwargs[k] for k in rows if k in example.kwargs), None)
    if isinstance(first, list) and first:
        first = first[0]
    row = first if isinstance(first, str) else json.dumps(first, ensure_ascii=False)
    return f"{number}. {options} | {row}" if options else f"{number}. {row}"


def argument_docs(kwargs_description: str) -> dict[str, str]:
    """Name -> text of each entry of the ``Args:`` section (``    name (`type`...): text`` lines
    and the more deeply indented lines that continue them)."""
    section = kwargs_description.split("Args:", 1)[-1].split("Returns:", 1)[0]
    docs: dict[str, list[str]] = {}
    current = None
    for line in section.splitlines():
        entry = re.match(r"^ {4}(\w+) \((.*)$", line)
        if entry:
            current = entry.group(1)
            docs[current] = [f"({entry.group(2)}"]
        elif current and line.startswith(" " * 8):
            docs[current].append(line.strip())
        elif line.strip():
            current = None
    return {name: " ".join(parts) for name, parts in docs.items()}


def feature_names(module: Any) -> list[str]:
    """The row inputs: the keys of the module's features (of every feature set, in order)."""
    sets = module.features if isinstance(module.features, list) else [module.features]
    names: list[str] = []
    for features in sets:
        names += [name for name in features if name not in names]
    return names


def kind_of(default: Any) -> str:
    """How a keyword argument is entered: a checkbox, a number, text, or JSON for anything else."""
    if isinstance(default, bool):
        return BOOL
    if isinstance(default, int):
        return INT
    if isinstance(default, float):
        return FLOAT
    if isinstance(default, str):
        return TEXT
    return JSON


def fields(module: Any) -> list[Field]:
    """The page's inputs: the features, then each keyword argument of ``_compute`` in order."""
    docs = argument_docs(getattr(module, "inputs_description", "") or "")
    rows = feature_names(module)
    out = [Field(name, ROWS, None, docs.get(name, "")) for name in rows]
    for name, param in inspect.signature(type(module)._compute).parameters.items():
        if name == "self" or name in rows or param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            continue
        default = None if param.default is param.empty else param.default
        out.append(Field(name, kind_of(default), default, docs.get(name, "")))
    return out


def _compute_call(node: ast.AST) -> ast.Call | None:
    """The ``<name>.compute(...)`` call of an example, through subscripts and one assignment."""
    if isinstance(node, ast.Assign) and len(node.targets) == 1:
        node = node.value
    elif isinstance(node, ast.Expr):
        node = node.value
    while isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "compute":
        return node
    return None


def python_blocks(card_text: str) -> str:
    """The card's fenced ``python`` code blocks, one after another: its doctests without the
    Markdown around them (a closing fence right after an output would read as part of it)."""
    blocks = re.findall(r"^```python[ \t]*\n(.*?)^```[ \t]*$", card_text, flags=re.MULTILINE | re.DOTALL)
    return "\n".join(blocks)


def card_examples(card_text: str) -> list[CardExample]:
    """The card's ``>>>`` examples of ``<metric>.compute`` whose keyword arguments are all literals
    (``ast.literal_eval``), in the card's order, with the output the card documents for each."""
    examples = []
    for example in doctest.DocTestParser().get_examples(python_blocks(card_text)):
        try:
            tree = ast.parse(example.source)
        except SyntaxError:
            continue
        call = _compute_call(tree.body[0]) if len(tree.body) == 1 else None
        if call is None or call.args or any(k.arg is None for k in call.keywords):
            continue
        try:
            kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords}
        except ValueError:
            continue
        examples.append(CardExample(example.source.strip(), kwargs, example.want.strip()))
    return examples


def encode(field: Field, value: Any) -> Any:
    """The value of ``field``'s component that stands for ``value``."""
    if field.kind in (ROWS, JSON):
        return "" if value is None and field.kind == JSON else json.dumps(value, ensure_ascii=False)
    return value


def decode(field: Field, raw: Any) -> tuple[bool, Any]:
    """``(pass it, value)`` for what the page holds in ``field``; ValueError naming the field if it
    cannot be read. An empty JSON field or number leaves the argument at its default."""
    if field.kind in (ROWS, JSON):
        text = (raw or "").strip()
        if not text:
            if field.kind == ROWS:
                raise ValueError(f"{field.name}: empty; give a JSON list with one item per row")
            return False, None
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{field.name}: not JSON ({exc})") from None
        if field.kind == ROWS and not isinstance(value, list):
            raise ValueError(f"{field.name}: expected a JSON list with one item per row, got {type(value).__name__}")
        return True, value
    if field.kind in (INT, FLOAT):
        if raw is None:
            return False, None
        if field.kind == INT and float(raw) != int(raw):
            raise ValueError(f"{field.name}: expected a whole number, got {raw}")
        return True, int(raw) if field.kind == INT else float(raw)
    return True, bool(raw) if field.kind == BOOL else raw


def _plain(value: Any) -> Any:
    """JSON for the values metrics return besides Python's own: NumPy scalars and arrays, sets."""
    if hasattr(value, "tolist"):
        return value.tolist()
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    return str(value)


def result_json(result: Any) -> str:
    """The result as indented JSON; NaN and infinities are written as Python's ``json`` writes them."""
    return json.dumps(result, indent=2, ensure_ascii=False, default=_plain, allow_nan=True)


def compute_text(module: Any, inputs: list[Field], values: list[Any]) -> str:
    """Run ``module.compute`` on what the page holds; the result as JSON text."""
    kwargs = {}
    for field, raw in zip(inputs, values):
        given, value = decode(field, raw)
        if given:
            kwargs[field.name] = value
    return result_json(module.compute(**kwargs))


def read_card(folder: Path) -> tuple[dict, str]:
    """The card's metadata and body; empty when the folder has no README.md."""
    readme = folder / "README.md"
    if not readme.is_file():
        return {}, ""
    from huggingface_hub import RepoCard

    card = RepoCard.load(readme)
    return card.data.to_dict(), card.text


def _component(field: Field, value: Any):
    """The gradio component of one field, holding ``value``."""
    import gradio as gr

    common = dict(label=field.label, info=field.doc or None, elem_id=f"arg-{field.name}")
    if field.kind == BOOL:
        return gr.Checkbox(value=bool(value), **common)
    if field.kind in (INT, FLOAT):
        return gr.Number(value=value, precision=0 if field.kind == INT else None, **common)
    if field.kind == TEXT:
        return gr.Textbox(value=value, **common)
    return gr.Textbox(value=encode(field, value), lines=3 if field.kind == ROWS else 1, max_lines=20, **common)


def _examples_markdown(examples: list[CardExample]) -> str:
    """The examples as the card writes them, each with the output the card documents."""
    lines = []
    for example in examples:
        lines.append(">>> " + example.source.replace("\n", "\n... "))
        lines += [example.want] if example.want else []
    return "The card's examples, with the output it documents for each:\n\n```python\n" + "\n".join(lines) + "\n```"


def build(script: str | Path):
    """The page of the evaluate module ``script`` (the path of its ``<name>.py``), not launched."""
    import evaluate
    import gradio as gr

    script = Path(script).resolve()
    module = evaluate.load(str(script))
    meta, body = read_card(script.parent)
    rows = [f for f in fields(module) if f.kind == ROWS]
    options = [f for f in fields(module) if f.kind != ROWS]
    inputs = rows + options  # the order of the components, of the examples' values and of run's arguments
    examples = card_examples(body)
    first = examples[0].kwargs if examples else {}
    title = meta.get("title") or script.stem

    def run(*values):
        try:
            return compute_text(module, inputs, list(values))
        except (ValueError, TypeError, KeyError) as exc:
            raise gr.Error(f"{type(exc).__name__}: {exc}", print_exception=False) from exc

    with gr.Blocks(title=title) as page:
        gr.Markdown(f"# {title}\n\n{meta.get('description', '')}\n\nFill in the rows and keyword arguments, "
                    "then press **Compute**; the result is the module's output as JSON.")
        components = [_component(f, first.get(f.name, f.default)) for f in rows]
        with gr.Accordion("Keyword arguments", open=True):
            components += [_component(f, first.get(f.name, f.default)) for f in options]
        button = gr.Button("Compute", variant="primary", elem_id="compute")
        result = gr.Textbox(label="Result (JSON)", lines=6, max_lines=60, interactive=False,
                            buttons=["copy"], elem_id="result")
        if examples:
            gr.Examples([[encode(f, e.kwargs.get(f.name, f.default)) for f in inputs] for e in examples],
                        inputs=components, elem_id="card-examples",
                        example_labels=[example_label(i, e, [f.name for f in rows]) for i, e in enumerate(examples, 1)],
                        label="Examples from the metric card (click to load)")
            gr.Markdown(_examples_markdown(examples))
        with gr.Accordion("Metric card", open=False):
            gr.Markdown(body)
        button.click(run, inputs=components, outputs=result, api_name="compute")
    return page
