"""groundeval: evaluation of language models on documents, the Hugging Face way.

The library holds what the scripts share: the task registry (:mod:`groundeval.tasks`), the
generation engine (:mod:`groundeval.engine`), model and data loading, and the results record.
Nothing here is needed to *use* a metric: metrics are self-contained ``evaluate`` modules in
``metrics/``, which :func:`metric_path` finds from any folder.
"""

__version__ = "0.1.0"

METRICS = ("contains", "medlfqa", "label_grounding")


def metric_path(name: str) -> str:
    """The folder of one of groundeval's ``evaluate`` modules, for ``evaluate.load`` from any folder:
    ``evaluate.load(groundeval.metric_path("contains"))`` (installed or in a checkout, offline)."""
    from .metric_modules import metric_file

    if name not in METRICS:
        raise ValueError(f"groundeval has no metric {name!r}; it has {', '.join(METRICS)}")
    path = metric_file(name)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: the {name} module is missing from this installation")
    return str(path.parent)
