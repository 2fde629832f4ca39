"""``publish.py model-index``: a run's scores as a model card's ``model-index`` metadata.

Built with huggingface_hub's own classes (``EvalResult``, ``ModelCardData``), so the YAML is the
Hub's schema by construction and parses back with ``ModelCard``. One ``EvalResult`` per task and
numeric headline metric (counts, standard errors and intervals are left out: the schema has no
place for them, and the results dataset keeps them). Merging into an existing model card keeps its
other metadata and its body, and replaces only the results this run produced (same task, dataset,
config, split and metric); results from other evaluations stay.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from ..errors import UserError

_SKIP = ("n", "num_rows", "n_clusters")


def _headline(metrics: dict[str, Any]) -> dict[str, float]:
    return {k: float(v) for k, v in metrics.items()
            if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
            and k not in _SKIP and not k.endswith(("_stderr", "_ci"))}


def _dataset_id(task: str, recorded: str | None) -> str:
    """The Hub id the scores are about: the run's dataset when it is a Hub id, else the task's."""
    from groundeval.errors import looks_local
    from groundeval.tasks import TASKS, load_task_modules

    if recorded and not looks_local(recorded) and not Path(recorded).exists() and recorded.count("/") == 1:
        return recorded
    load_task_modules()
    return getattr(TASKS.get(task), "hub_dataset", None) or task


def eval_results(run: Any) -> list[Any]:
    """The run's scores as ``EvalResult`` objects, one per task and headline metric."""
    from huggingface_hub import EvalResult

    out = []
    for task in run.tasks:
        ds = run.dataset(task)
        for name, value in _headline(run.metrics(task)).items():
            out.append(EvalResult(
                task_type="text-generation", task_name=task, dataset_type=_dataset_id(task, ds.get("dataset")),
                dataset_name=task, dataset_revision=ds.get("revision"), metric_type=name, metric_name=name,
                metric_value=value, metric_config=f"protocol {run.protocol(task)}"))
    if not out:
        raise UserError(f"{run.path}: the run records no numeric scores")
    return out


def _key(result: Any) -> tuple:
    return (result.task_type, result.dataset_type, result.dataset_config, result.dataset_split, result.metric_type)


def card_data(run: Any, existing: Any = None) -> Any:
    """``ModelCardData`` with the run's results (merged into ``existing``'s, if given)."""
    from huggingface_hub import ModelCardData

    new = eval_results(run)
    model = run.model().get("model") or "model"
    if existing is None:
        return ModelCardData(model_name=Path(str(model)).name, eval_results=new)
    kept = [r for r in existing.eval_results or [] if _key(r) not in {_key(n) for n in new}]
    existing.eval_results = kept + new
    existing.model_name = existing.model_name or Path(str(model)).name
    return existing


def load_model_run(run_dir: str | Path) -> Any:
    """The run, refused when it scored the bundled samples or a --limit of rows (not scores to put
    on a model card)."""
    from groundeval.runs import load_run

    try:
        run = load_run(run_dir)
    except (FileNotFoundError, ValueError) as err:
        raise UserError(str(err)) from None
    if run.samples:
        raise UserError(f"{run_dir}: the run scored the bundled samples, not the benchmarks; "
                        "its scores do not belong in a model card")
    limit = run.config().get("limit")
    if limit is not None:
        raise UserError(f"{run_dir}: the run scored only the first {limit} rows of each task (--limit {limit}), "
                        "not the benchmarks; its scores do not belong in a model card (publish it as results instead)")
    return run


def model_index_yaml(run_dir: str | Path) -> str:
    """The ``model-index`` metadata of the run, as YAML."""
    return card_data(load_model_run(run_dir)).to_yaml() + "\n"


def merged_card(run_dir: str | Path, model_card: str | Path) -> str:
    """The model card ``model_card`` with the run's results merged into its metadata."""
    from huggingface_hub import ModelCard

    path = Path(model_card)
    if not path.is_file():
        raise UserError(f"--model-card {path}: no such file")
    run = load_model_run(run_dir)
    try:
        card = ModelCard.load(path)
    except Exception as err:  # ValueError, or yaml's errors for a broken header
        first = (str(err).strip().splitlines() or [type(err).__name__])[0]
        raise UserError(f"--model-card {path}: not a model card ({first})") from None
    card.data = card_data(run, card.data)
    return str(card)


__all__ = ["card_data", "eval_results", "merged_card", "model_index_yaml"]
