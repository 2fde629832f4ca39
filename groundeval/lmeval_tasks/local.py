"""lm-eval's BASED task classes reading a local file (see the package docstring)."""

import functools
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
# publishes (``question``, ``answer``). The generation task scores BLEU and ROUGE as lm-eval's
# process_results does (not BLEURT and BERTScore, whose models are on the Hub), and whether an
# answer was given; the perplexity task keeps lm-eval's process_results and metrics exactly.
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


OLAPH_TEXT_METRICS = ("bleu", "rouge1", "rouge2", "rougeL")
"""What the benchmark's copy of lm-eval's olaph scores besides ``answered`` (lm-eval's own task
also scores BLEURT and BERTScore, whose models are on the Hub)."""
OLAPH_MIN_CHARS = 10
"""lm-eval's olaph ``process_results`` scores NaN for an answer or reference shorter than this."""


@functools.lru_cache(maxsize=1)
def _olaph_scorers():
    """BLEU and ROUGE as lm-eval's olaph ``doc_eval`` gets them from ``evaluate.load("bleu")`` and
    ``evaluate.load("rouge")``, which need the Hub to load: evaluate's BLEU formula (13a tokens,
    order 4, no smoothing; ``metrics/medlfqa/scoring.py`` has it) and ``rouge_score``'s scorer with
    evaluate's default ROUGE types and its bootstrap aggregator (what lm-eval pays per row)."""
    import importlib.util

    from rouge_score import rouge_scorer, scoring as rouge_scoring

    from groundeval.metric_modules import METRICS_DIR  # lm-eval loads this file alone, not as part of the package

    spec = importlib.util.spec_from_file_location("groundeval_medlfqa_scoring", METRICS_DIR / "medlfqa" / "scoring.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL", "rougeLsum"], use_stemmer=False)

    def rouge(pred, ref):  # evaluate's rouge.compute(predictions=[pred], references=[ref])
        aggregator = rouge_scoring.BootstrapAggregator()
        aggregator.add_scores(scorer.score(ref, pred))
        return {key: value.mid.fmeasure for key, value in aggregator.aggregate().items()}

    return module.bleu_scores, rouge


def olaph_results(doc, results):
    """lm-eval's olaph ``process_results`` without its Hub-only scorers (BLEURT, BERTScore): NaN
    where the answer or the reference is shorter than 10 characters, else the pair's BLEU (0 is
    lifted to 1e-5, as lm-eval does) and ROUGE-1/2/L; and whether the row was answered."""
    pred, ref = results[0], doc["answer"]
    answered = float(len(pred) >= OLAPH_MIN_CHARS)
    if len(ref) < OLAPH_MIN_CHARS or len(pred) < OLAPH_MIN_CHARS:
        return {"answered": answered, **dict.fromkeys(OLAPH_TEXT_METRICS, float("nan"))}
    bleu_scores, rouge = _olaph_scorers()
    (bleu,), _ = bleu_scores([pred], [ref])
    scores = rouge(pred, ref)
    return {"answered": answered, "bleu": bleu, **{t: scores[t] for t in OLAPH_TEXT_METRICS[1:]}}



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
            "groundeval_local_olaph", output_type="generate_until", process_results=olaph_results,
            metric_list=[{"metric": m, "aggregation": "mean", "higher_is_better": True} for m in ("answered", *OLAPH_TEXT_METRICS)],
            metadata={"version": 1.2}))


class LocalOlaphPerplexity(ConfigurableTask):
    """lm-eval's ``olaph_perplexity`` (v1.0): rolling log-likelihood of the answer alone."""

    def __init__(self, **kwargs):
        super().__init__(config=_olaph_config(
            "groundeval_local_olaph_perplexity", output_type="loglikelihood_rolling", doc_to_text="",
            process_results=olaph_perplexity_results,
            metric_list=[{"metric": m, "higher_is_better": False} for m in ("word_perplexity", "byte_perplexity", "bits_per_byte")],
            metadata={"version": 1.0}))
