"""lm-eval's BASED task classes reading a local file (see the package docstring)."""

import os
import re

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


# ---------------------------------------------------------------------- MedLFQA (lm-eval's olaph tasks)
# lm-eval's ``olaph`` task module loads BLEU, ROUGE, BERTScore and BLEURT from the Hub when it is
# imported, so its classes cannot be used offline. These are its YAMLs (olaph.yaml v1.2,
# olaph_perplexity.yaml v1.0) as ConfigurableTask configs: the same description, prompt, target,
# stop, budget and output type, on local rows in the columns groundeval's MedLFQA builder
# publishes (``question``, ``answer``). The generation task scores only whether an answer was
# given (the continuations are what a side-by-side check compares); the perplexity task keeps
# lm-eval's process_results and metrics exactly.
OLAPH_DESCRIPTION = (
    "Instructions: You are a helpful healthcare assistant. Answer the following question as concisely as possible "
    "without omitting relevant information.\n"  # olaph.yaml's folded block keeps one trailing newline
)


def _olaph_config(task, **fields):
    path = os.environ.get(ROWS_ENV)
    if not path:
        raise RuntimeError(f"set {ROWS_ENV} to the local rows file")
    return {
        "task": task,
        "dataset_path": "parquet" if path.endswith(".parquet") else "json",
        "dataset_kwargs": {"data_files": {"test": path}},
        "test_split": "test",
        "description": OLAPH_DESCRIPTION,
        "doc_to_text": "{{question}}",
        "doc_to_target": "{{answer}}",
        "generation_kwargs": {"until": ["\n\n"]},
        **fields,
    }


def olaph_answered(doc, results):
    """1 when the continuation is an answer lm-eval's olaph would score (10 characters or more)."""
    return {"answered": float(len(results[0]) >= 10)}


def olaph_perplexity_results(doc, results):
    """lm-eval's ``olaph`` utils_perplexity.process_results, on the published ``answer`` column."""
    (loglikelihood,) = results
    target = doc["answer"]
    words = len(re.split(r"\s+", target))
    nbytes = len(target.encode("utf-8"))
    return {"word_perplexity": (loglikelihood, words), "byte_perplexity": (loglikelihood, nbytes),
            "bits_per_byte": (loglikelihood, nbytes)}


class LocalOlaph(ConfigurableTask):
    """lm-eval's ``olaph`` (v1.2): instruction as description, the question, ``"\\n\\n"``, 256 tokens."""

    def __init__(self, **kwargs):
        super().__init__(config=_olaph_config(
            "groundeval_local_olaph", output_type="generate_until", process_results=olaph_answered,
            metric_list=[{"metric": "answered", "aggregation": "mean", "higher_is_better": True}],
            metadata={"version": 1.2}))


class LocalOlaphPerplexity(ConfigurableTask):
    """lm-eval's ``olaph_perplexity`` (v1.0): rolling log-likelihood of the answer alone."""

    def __init__(self, **kwargs):
        super().__init__(config=_olaph_config(
            "groundeval_local_olaph_perplexity", output_type="loglikelihood_rolling", doc_to_text="",
            process_results=olaph_perplexity_results,
            metric_list=[{"metric": m, "higher_is_better": False} for m in ("word_perplexity", "byte_perplexity", "bits_per_byte")],
            metadata={"version": 1.0}))
