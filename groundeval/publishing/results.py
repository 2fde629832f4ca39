"""``publish.py results``: one run as a results dataset, read only through :func:`groundeval.runs.load_run`.

The repository holds the run's lm-eval files exactly as the run wrote them (``results_<date>.json``
and ``samples_<task>_<date>.jsonl``, which lm-eval's readers and leaderboard tooling read) and one
Parquet config per task with the per-row predictions (split ``predictions``), written with the
builders' own writer (:mod:`groundeval.dataset_card`), so it loads with
``load_dataset(repo_id, task, split="predictions")``. The card says which model (id, revision,
commit, dtype), which datasets at which revisions and fingerprints, and which protocol made them.

Prediction rows are whatever the task recorded; a column whose values Arrow cannot hold in one
type (a field that is a string in one row and a list in the next) is stored as JSON text.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..errors import UserError
from .plan import Call, Plan, check_repo_id, refuse_links, upload_call

SPLIT = "predictions"


def _column(values: list[Any]) -> Any:
    import pyarrow as pa

    try:
        array = pa.array(values)
    except (pa.ArrowInvalid, pa.ArrowTypeError, TypeError, OverflowError):
        array = None
    if array is None or pa.types.is_null(array.type):
        texts = [None if v is None else json.dumps(v, ensure_ascii=False, sort_keys=True) for v in values]
        array = pa.array(texts, type=pa.string())
    return array


def rows_table(rows: list[dict[str, Any]]) -> Any:
    """Prediction rows as an Arrow table: columns in first-seen order, a missing key is null."""
    import pyarrow as pa

    names: list[str] = []
    for row in rows:
        names += [k for k in row if k not in names]
    return pa.table({name: _column([row.get(name) for row in rows]) for name in names})


def _shown(value: Any) -> str:
    return "-" if value in (None, "") else f"`{value}`"


def card_body(run: Any) -> str:
    """What the card says besides the YAML: model, datasets, protocol and the scores."""
    model = run.model()
    lines = ["Predictions and scores of one groundeval `scripts/run.py` run of a causal language model.", "",
             "## Model", "", "| what | value |", "|---|---|"]
    lines += [f"| {key} | {_shown(model.get(key))} |" for key in ("model", "revision", "commit", "dtype")]
    lines += ["", "## Tasks", "", "| task | dataset | revision | fingerprint | protocol | rows |",
              "|---|---|---|---|---|---|"]
    for task in run.tasks:
        ds = run.dataset(task)
        lines.append(f"| `{task}` | {_shown(ds.get('dataset'))} | {_shown(ds.get('revision'))} | "
                     f"{_shown(ds.get('content_fingerprint'))} | `{run.protocol(task)}` | {len(run.rows.get(task) or [])} |")
    lines += ["", "## Scores", "", "| task | metric | value |", "|---|---|---|"]
    for task in run.tasks:
        lines += [f"| `{task}` | {name} | {value:.4f} |" for name, value in run.metrics(task).items()
                  if isinstance(value, (int, float)) and not isinstance(value, bool)]
    if run.samples:
        lines += ["", "**This run scored the bundled samples, not the benchmarks: its scores say nothing "
                  "about the model.**"]
    lines += ["", "## Files", "",
              "`results_<date>.json` and `samples_<task>_<date>.jsonl` are the run's files as it wrote them "
              f"(lm-evaluation-harness's schema, groundeval's extras under `groundeval`); each task is a config with split `{SPLIT}`, "
              "one row per evaluated row (`idx` is the row's position in the dataset). The rows quote the "
              "evaluated datasets, whose licences apply."]
    return "\n".join(lines)


def write_results_tree(run_dir: str | Path, dest: Path) -> list[str]:
    """Write the results dataset of the run in ``run_dir`` into ``dest``; returns the tasks."""
    from ..dataset_card import CardMeta, Split, write_dataset
    from ..files import durable_write
    from groundeval.runs import file_date_id, load_run, run_files, samples_file

    refuse_links(Path(run_dir))
    try:
        run = load_run(run_dir)
    except (FileNotFoundError, ValueError) as err:
        raise UserError(str(err)) from None
    tasks = [t for t in run.tasks if run.rows.get(t)]
    if not tasks:
        raise UserError(f"{run_dir}: the run has no per-row predictions to publish")
    model = run.model().get("model") or "unknown model"
    meta = CardMeta(pretty_name=f"groundeval results: {Path(str(model)).name}", version="1.0.0", license="unknown",
                    task_categories=("text-generation",), tags=("groundeval", "evaluation", "model-results"),
                    changelog=(("1.0.0", f"run `{run.label}` of `{model}`: record and per-row predictions."),))
    splits = [Split(task, SPLIT, rows_table(run.rows[task])) for task in tasks]
    write_dataset(dest, meta, splits, card_body(run))
    folder, results = run_files(run_dir)
    date_id = file_date_id(results.name)
    for path in [results, *(samples_file(folder, task, date_id) for task in tasks)]:
        durable_write(dest / path.name, path.read_bytes())
    return tasks


def results_plan(run_dir: str | Path, repo_id: str, *, private: bool = False):
    """``make(staging) -> Plan``: the results tree written into the staging folder, uploaded."""
    check_repo_id(repo_id)

    def make(staging: Path) -> Plan:
        from .plan import uploadable

        tasks = write_results_tree(run_dir, staging)
        calls = [Call("create_repo", {"repo_id": repo_id, "repo_type": "dataset", "private": private, "exist_ok": True}),
                 upload_call(repo_id, "dataset", staging, f"groundeval results: {', '.join(tasks)}")]
        return Plan("results", repo_id, "dataset", staging, uploadable(staging), calls)

    return make


__all__ = ["SPLIT", "card_body", "results_plan", "rows_table", "write_results_tree"]
