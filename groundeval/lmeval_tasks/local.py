"""lm-eval's BASED task classes reading a local file (see the package docstring)."""

import os

from lm_eval.api.task import ConfigurableTask
from lm_eval.tasks.fda.task import FDA
from lm_eval.tasks.squad_completion.task import SQUADCompletion

ROWS_ENV = "GROUNDEVAL_LMEVAL_ROWS"


def _init_local(task, generation_kwargs=None):
    """Initialise ``task`` as its class would, but on the file named by ``GROUNDEVAL_LMEVAL_ROWS``."""
    path = os.environ.get(ROWS_ENV)
    if not path:
        raise RuntimeError(f"set {ROWS_ENV} to the local rows file")
    config = {"metadata": {"version": task.VERSION}, "dataset_kwargs": {"data_files": {"validation": path}}}
    if generation_kwargs is not None:
        config["generation_kwargs"] = generation_kwargs
    task.DATASET_PATH = "parquet" if path.endswith(".parquet") else "json"
    ConfigurableTask.__init__(task, config=config)


class LocalFDA(FDA):
    DATASET_NAME = None

    def __init__(self, **kwargs):
        _init_local(self)


class LocalSquadCompletion(SQUADCompletion):
    """squad_completion as lm-eval 0.4.13 runs it (the harness default "\\n\\n" / 256 tokens)."""

    DATASET_NAME = None

    def __init__(self, **kwargs):
        _init_local(self)


class LocalSquadCompletionV1(SQUADCompletion):
    """squad_completion with the task's intended settings ("\\n" / 48 tokens), groundeval's v1."""

    DATASET_NAME = None

    def __init__(self, **kwargs):
        _init_local(self, {"until": ["\n"], "max_gen_toks": 48, "do_sample": False})
