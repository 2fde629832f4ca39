"""lm-eval's BASED task classes reading a local file (see the package docstring)."""

import os

from lm_eval.api.task import ConfigurableTask
from lm_eval.tasks.fda.task import FDA
from lm_eval.tasks.squad_completion.task import SQUADCompletion

ROWS_ENV = "GROUNDEVAL_LMEVAL_ROWS"


def _local_config(version):
    path = os.environ.get(ROWS_ENV)
    if not path:
        raise RuntimeError(f"set {ROWS_ENV} to the local rows file")
    builder = "parquet" if path.endswith(".parquet") else "json"
    return builder, {"metadata": {"version": version}, "dataset_kwargs": {"data_files": {"validation": path}}}


class LocalFDA(FDA):
    DATASET_NAME = None

    def __init__(self, **kwargs):
        builder, config = _local_config(self.VERSION)
        self.DATASET_PATH = builder
        ConfigurableTask.__init__(self, config=config)


class LocalSquadCompletionV1(SQUADCompletion):
    """squad_completion with the task's intended settings ("\n" / 48 tokens), groundeval's v1."""

    DATASET_NAME = None

    def __init__(self, **kwargs):
        builder, config = _local_config(self.VERSION)
        config["generation_kwargs"] = {"until": ["\n"], "max_gen_toks": 48, "do_sample": False}
        self.DATASET_PATH = builder
        ConfigurableTask.__init__(self, config=config)


class LocalSquadCompletion(SQUADCompletion):
    DATASET_NAME = None

    def __init__(self, **kwargs):
        builder, config = _local_config(self.VERSION)
        self.DATASET_PATH = builder
        ConfigurableTask.__init__(self, config=config)
