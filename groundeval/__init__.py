"""groundeval: evaluation of language models on documents, the Hugging Face way.

The library holds what the scripts share: the task registry (:mod:`groundeval.tasks`), the
generation engine (:mod:`groundeval.engine`), model and data loading, and the results record.
Nothing here is needed to *use* a metric: metrics are self-contained ``evaluate`` modules in
``metrics/``.
"""

__version__ = "0.1.0"
