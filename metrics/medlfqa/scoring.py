# Copyright 2026 The groundeval Authors.
# Licensed under the Apache License, Version 2.0.
"""Scoring helpers of the MedLFQA metric: the pure formulas and the batched model scorers.

Kept apart from ``medlfqa.py`` so that the formulas can be tested without evaluate. Heavy
packages (torch, transformers, bert_score, sacrebleu) are imported inside the
functions that need them, so importing this file loads nothing.
"""

import collections
import math
import re


# ---------------------------------------------------------------------------------------------
# Defaults: the published checkpoints. None of them is loaded unless a sub-metric needs it.
# ---------------------------------------------------------------------------------------------

DEFAULT_BERTSCORE_MODEL = "roberta-large"
"""What ``bert_score`` picks for ``lang="en"`` (layer 17, no idf, no baseline rescaling)."""
DEFAULT_BLEURT_CHECKPOINT = "lucadiliello/BLEURT-20-D12"
"""The PyTorch port of BLEURT-20-D12 that OLAPH scored with."""
DEFAULT_OLAPH_ENCODER = "gsarti/biobert-nli"
"""The encoder of OLAPH's released factuality scorer (mean-pooled, cosine >= 0.5)."""
DEFAULT_NLI_MODEL = "MoritzLaurer/DeBERTa-v3-base-mnli-fever-anli"
"""A published 3-way NLI cross-encoder (entailment / neutral / contradiction)."""

DEFAULT_COMPOSITE_WEIGHTS = {
    "rouge1": 100.0,
    "rouge2": 100.0,
    "rougeL": 100.0,
    "bleurt": 100.0,
    "bertscore": 100.0,
    "comprehensiveness": 1.0,
    "hallucination": -1.0,
}
"""OLAPH's ranking score: 100*(R1+R2+RL) + 100*(BLEURT+BERTScore) + (COMP - HALL)."""

LM_EVAL_MIN_CHARS = 10
"""lm-eval's olaph task scores NaN when the raw prediction or reference is shorter than this."""


def nanmean(values):
    """Mean of the non-NaN values; NaN when there are none (no warning, unlike NumPy)."""
    kept = [float(v) for v in values if v is not None and not math.isnan(v)]
    if not kept:
        return float("nan")
    return math.fsum(kept) / len(kept)


def composite_score(components, weights=None):
    """OLAPH's composite of one answer from its component scores.

    ``components`` maps each of ``rouge1, rouge2, rougeL, bleurt, bertscore`` (fractions, as the
    metric returns them) and ``comprehensiveness, hallucination`` (percentages) to a float.
    ``weights`` overrides any of :data:`DEFAULT_COMPOSITE_WEIGHTS`. NaN if any weighted
    component is NaN or missing.
    """
    merged = dict(DEFAULT_COMPOSITE_WEIGHTS)
    if weights:
        unknown = sorted(set(weights) - set(merged))
        if unknown:
            raise ValueError(f"composite_weights has unknown keys {unknown}; allowed: {sorted(merged)}")
        merged.update({k: float(v) for k, v in weights.items()})
    total = 0.0
    for key, weight in merged.items():
        if weight == 0:
            continue
        value = components.get(key)
        if value is None or math.isnan(value):
            return float("nan")
        total += weight * float(value)
    return total


def olaph_factuality(must_have_cosines, nice_to_have_cosines, threshold=0.5):
    """OLAPH's released comprehensiveness and hallucination from statement cosines.

    COMP = 100 * #(must-have cosine >= threshold) / #must-have, 0 when there is no must-have.
    HALL = 100 * #(any statement's cosine < threshold) / #statements, 0 when there are none.
    Returns ``(comprehensiveness, hallucination)`` as percentages.
    """
    must = list(must_have_cosines)
    everything = must + list(nice_to_have_cosines)
    comp = 100.0 * sum(1 for c in must if c >= threshold) / len(must) if must else 0.0
    hall = 100.0 * sum(1 for c in everything if c < threshold) / len(everything) if everything else 0.0
    return comp, hall


# ---------------------------------------------------------------------------------------------
# Lexical metrics
# ---------------------------------------------------------------------------------------------


def _nmt_bleu(reference_tokens, prediction_tokens, max_order=4):
    """BLEU of one pair as Hugging Face evaluate's ``bleu`` computes it (no smoothing).

    Raises ZeroDivisionError where evaluate does (an empty prediction or reference), so the
    caller can turn that into lm-eval's NaN.
    """

    def ngrams(tokens):
        counts = collections.Counter()
        for order in range(1, max_order + 1):
            for i in range(len(tokens) - order + 1):
                counts[tuple(tokens[i : i + order])] += 1
        return counts

    ref_counts = ngrams(reference_tokens)
    pred_counts = ngrams(prediction_tokens)
    overlap = pred_counts & ref_counts
    matches = [0] * max_order
    for gram, count in overlap.items():
        matches[len(gram) - 1] += count
    possible = [max(len(prediction_tokens) - order + 1, 0) for order in range(1, max_order + 1)]
    precisions = [matches[i] / possible[i] if possible[i] > 0 else 0.0 for i in range(max_order)]
    if min(precisions) > 0:
        geo_mean = math.exp(sum(math.log(p) for p in precisions) / max_order)
    else:
        geo_mean = 0.0
    ratio = len(prediction_tokens) / len(reference_tokens)
    brevity = 1.0 if ratio > 1.0 else math.exp(1 - 1.0 / ratio)
    return geo_mean * brevity


def bleu_scores(predictions, references, zero_floor=1e-5):
    """Per-pair BLEU (13a tokens, max order 4, no smoothing); returns ``(scores, reasons)``.

    A BLEU of exactly 0 becomes ``zero_floor`` (lm-eval's 1e-5; pass 0.0 to keep it). A pair
    BLEU cannot be computed for (no tokens on one side) is NaN with a reason.
    """
    try:
        from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a
    except ImportError as err:
        raise ImportError("bleu needs the sacrebleu package (its 13a tokenizer): pip install 'sacrebleu>=2'") from err

    tokenize = Tokenizer13a()
    scores, reasons = [], []
    for pred, ref in zip(predictions, references):
        try:
            value = _nmt_bleu(tokenize(ref).split(), tokenize(pred).split())
        except ZeroDivisionError:
            scores.append(float("nan"))
            reasons.append("bleu: prediction or reference has no tokens")
            continue
        if value == 0 and zero_floor is not None:
            value = zero_floor
        scores.append(value)
        reasons.append(None)
    return scores, reasons


_ROUGE_SEPARATOR = re.compile(r"[^a-z0-9]+")


def rouge_tokens(text):
    """``rouge_score``'s default tokenizer without a stemmer: the lower-cased text, every run of
    characters other than ASCII a-z and 0-9 a separator."""
    return _ROUGE_SEPARATOR.sub(" ", text.lower()).split()


def lcs_length(a, b):
    """Length of a longest common subsequence of the sequences ``a`` and ``b``.

    Bit-parallel (Hyyro, "Bit-parallel LCS-length computation revisited", 2004): bit i of ``v``
    is 0 where the LCS of ``a[: i + 1]`` and the part of ``b`` seen so far grows, so each item of
    ``b`` costs a few big-integer operations instead of a row of the dynamic-programming table.
    """
    if not a or not b:
        return 0
    where = {}
    for i, item in enumerate(a):
        where[item] = where.get(item, 0) | (1 << i)
    full = (1 << len(a)) - 1
    v = full
    for item in b:
        u = v & where.get(item, 0)
        v = ((v + u) | (v - u)) & full
    return len(a) - v.bit_count()


def _fmeasure(precision, recall):
    return 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0


def _rouge_n(target, prediction, n):
    target_grams = collections.Counter(zip(*(target[i:] for i in range(n))))
    prediction_grams = collections.Counter(zip(*(prediction[i:] for i in range(n))))
    overlap = sum((target_grams & prediction_grams).values())
    precision = overlap / max(sum(prediction_grams.values()), 1)
    recall = overlap / max(sum(target_grams.values()), 1)
    return precision, recall, _fmeasure(precision, recall)


def _rouge_l(target, prediction):
    if not target or not prediction:
        return 0, 0, 0
    common = lcs_length(target, prediction)
    precision, recall = common / len(prediction), common / len(target)
    return precision, recall, _fmeasure(precision, recall)


def rouge_scores(predictions, references, rouge_types=("rouge1", "rouge2", "rougeL")):
    """Per-pair ROUGE-N and ROUGE-L (not ``rougeLsum``) as ``rouge_score``'s ``RougeScorer``
    computes them with the default tokenizer and no stemmer, to the last bit (the suite checks
    it against ``rouge_score``), without importing ``rouge_score`` (which imports all of NLTK).

    Returns ``{rouge_type: {"f": [...], "p": [...], "r": [...]}}`` with precision and recall
    measured with the prediction as the candidate (the conventional order).
    """
    orders = {}
    for rouge_type in rouge_types:
        if rouge_type != "rougeL" and not re.fullmatch(r"rouge[1-9]", rouge_type):
            raise ValueError(f"unsupported ROUGE type {rouge_type!r}: rouge1 ... rouge9 or rougeL")
        orders[rouge_type] = None if rouge_type == "rougeL" else int(rouge_type[5:])
    out = {t: {"f": [], "p": [], "r": []} for t in rouge_types}
    for pred, ref in zip(predictions, references):
        target, prediction = rouge_tokens(ref), rouge_tokens(pred)
        for rouge_type, n in orders.items():
            p, r, f = _rouge_l(target, prediction) if n is None else _rouge_n(target, prediction, n)
            out[rouge_type]["f"].append(f)
            out[rouge_type]["p"].append(p)
            out[rouge_type]["r"].append(r)
    return out


# ---------------------------------------------------------------------------------------------
# Model scorers. Each loads its checkpoint once and scores in batches; activations of one batch
# at a time are alive, results are moved to Python floats at once.
# ---------------------------------------------------------------------------------------------


def resolve_device(device):
    import torch

    if device is None:
        return "cuda" if torch.cuda.is_available() else "cpu"
    return str(device)


def _batches(items, size):
    for start in range(0, len(items), size):
        yield start, items[start : start + size]


class BertScoreScorer:
    """BERTScore F1 (and P, R) through the ``bert_score`` package, one batch of pairs at a time.

    ``bert_score`` keeps the embeddings of every sentence it is handed until it returns, so the
    pairs go to it ``batch_size`` at a time to keep one batch of activations alive.
    """

    def __init__(self, model_type, num_layers, device, batch_size):
        try:
            import bert_score
        except ImportError as err:
            raise ImportError("bertscore needs the bert-score package: pip install 'bert-score>=0.3.13'") from err
        from bert_score.utils import model2layers

        if num_layers is None:
            if model_type not in model2layers:
                raise ValueError(
                    f"bertscore_num_layers is required for {model_type!r} "
                    "(bert_score knows default layers only for its own model list)"
                )
            num_layers = model2layers[model_type]
        self.model_type = model_type
        self.num_layers = num_layers
        self.batch_size = batch_size
        self._scorer = bert_score.BERTScorer(
            model_type=model_type,
            num_layers=num_layers,
            idf=False,
            rescale_with_baseline=False,
            device=device,
            batch_size=batch_size,
        )

    def score(self, predictions, references):
        """Returns (f1, precision, recall) lists; candidates = predictions."""
        f1, p, r = [], [], []
        for start in range(0, len(predictions), self.batch_size):
            cands = list(predictions[start : start + self.batch_size])
            golds = list(references[start : start + self.batch_size])
            bp, br, bf = self._scorer.score(cands, golds, batch_size=self.batch_size)
            p.extend(float(x) for x in bp.tolist())
            r.extend(float(x) for x in br.tolist())
            f1.extend(float(x) for x in bf.tolist())
        return f1, p, r


class BleurtScorer:
    """BLEURT: the raw regression output for (reference, candidate) pairs, cut to 512 tokens.

    Checkpoints whose ``config.json`` says ``model_type: bleurt`` (``lucadiliello/BLEURT-20``,
    ``-D12``, ``-D6``, ``-D3``: the PyTorch ports OLAPH used) are loaded natively (see
    :func:`load_bleurt20`; the ``bleurt-pytorch`` package is not needed and does not import
    with transformers 5); any other checkpoint (e.g. ``Elron/bleurt-base-512``, a BERT port of
    Google's ``bleurt-base-512``) with ``AutoModelForSequenceClassification``.
    """

    def __init__(self, checkpoint, device, batch_size, max_length=512):
        import torch
        from transformers import PretrainedConfig

        config_dict, _ = PretrainedConfig.get_config_dict(checkpoint)
        if config_dict.get("model_type") == "bleurt":
            self.tokenizer, self.model = load_bleurt20(checkpoint, config_dict)
        else:
            from transformers import AutoModelForSequenceClassification, AutoTokenizer

            self.tokenizer = AutoTokenizer.from_pretrained(checkpoint)
            self.model = AutoModelForSequenceClassification.from_pretrained(checkpoint)
        self.device = device
        self.model.to(device).eval()
        self.batch_size = batch_size
        self.max_length = max_length
        self._torch = torch

    def score(self, predictions, references):
        torch = self._torch
        scores = []
        for start, refs in _batches(list(references), self.batch_size):
            cands = list(predictions[start : start + len(refs)])
            enc = self.tokenizer(refs, cands, padding="longest", truncation=False, return_tensors="pt")
            enc = {k: v[:, : self.max_length].to(self.device) for k, v in enc.items()}
            with torch.inference_mode():
                logits = self.model(**enc).logits
            scores.extend(float(x) for x in logits[:, 0].float().cpu().tolist())
            del enc, logits
        return scores


def load_bleurt20(checkpoint, config_dict):
    """A BLEURT-20 PyTorch port (``model_type: bleurt``) as plain transformers modules.

    The architecture is ELECTRA's (embeddings of ``embedding_size`` with LayerNorm, a projection
    to ``hidden_size``, post-LN BERT layers) plus BERT's pooler (tanh of a dense layer on the
    first token) and a linear regression head; the weights are renamed onto those modules and
    every one of them must be used. The tokenizer is the checkpoint's SentencePiece model through
    ``DebertaV2Tokenizer`` ([CLS] a [SEP] b [SEP], as ``bleurt-pytorch``'s ``BleurtSPTokenizer``),
    or a WordPiece ``vocab.txt`` through ``BertTokenizerFast``.
    """
    import types

    import torch
    from transformers import ElectraConfig, ElectraModel
    from transformers.utils import cached_file

    def fetch(name):
        return cached_file(checkpoint, name, _raise_exceptions_for_missing_entries=False)

    weights_file = fetch("model.safetensors")
    if weights_file is not None:
        from safetensors.torch import load_file

        state = load_file(weights_file)
    else:
        weights_file = fetch("pytorch_model.bin")
        if weights_file is None:
            raise OSError(f"{checkpoint!r} has no model.safetensors or pytorch_model.bin")
        state = torch.load(weights_file, map_location="cpu", weights_only=True)

    hidden = config_dict["hidden_size"]
    embedding = config_dict.get("embedding_size") or hidden
    electra_config = ElectraConfig(
        vocab_size=config_dict["vocab_size"],
        embedding_size=embedding,
        hidden_size=hidden,
        num_hidden_layers=config_dict["num_hidden_layers"],
        num_attention_heads=config_dict["num_attention_heads"],
        intermediate_size=config_dict["intermediate_size"],
        hidden_act=config_dict.get("hidden_act", "gelu"),
        hidden_dropout_prob=0.0,
        attention_probs_dropout_prob=0.0,
        max_position_embeddings=config_dict.get("max_position_embeddings", 512),
        type_vocab_size=config_dict.get("type_vocab_size", 2),
        layer_norm_eps=config_dict.get("layer_norm_eps", 1e-12),
        pad_token_id=config_dict.get("pad_token_id", 0),
    )
    num_labels = len(config_dict.get("id2label") or {0: "score"})

    class Bleurt20(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.electra = ElectraModel(electra_config)
            if "bleurt.encoder.embedding_projection.weight" in state and not hasattr(
                self.electra, "embeddings_project"
            ):
                self.electra.embeddings_project = torch.nn.Linear(embedding, hidden)
            self.pooler = torch.nn.Linear(hidden, hidden)
            self.classifier = torch.nn.Linear(hidden, num_labels)

        def forward(self, input_ids, attention_mask=None, token_type_ids=None):
            states = self.electra(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            ).last_hidden_state
            pooled = torch.tanh(self.pooler(states[:, 0]))
            return types.SimpleNamespace(logits=self.classifier(pooled))

    renamed = {}
    for key, value in state.items():
        if key.endswith("position_ids") or key.endswith("token_type_ids"):
            continue
        if key.startswith("bleurt.pooler.dense."):
            new = "pooler." + key.rsplit(".", 1)[1]
        elif key.startswith("bleurt.encoder.embedding_projection."):
            new = "electra.embeddings_project." + key.rsplit(".", 1)[1]
        elif key.startswith("bleurt."):
            new = "electra." + key[len("bleurt.") :]
        else:
            new = key
        renamed[new] = value
    model = Bleurt20()
    missing, unexpected = model.load_state_dict(renamed, strict=False)
    missing = [k for k in missing if not k.endswith(("position_ids", "token_type_ids"))]
    if missing or unexpected:
        raise ValueError(
            f"{checkpoint!r} does not have the BLEURT-20 layout: missing {missing[:5]}, unexpected {unexpected[:5]}"
        )
    if fetch("spm.model") is not None:
        from transformers import DebertaV2Tokenizer

        tokenizer = DebertaV2Tokenizer.from_pretrained(checkpoint, do_lower_case=False, split_by_punct=False)
    else:
        from transformers import BertTokenizerFast

        tokenizer = BertTokenizerFast.from_pretrained(checkpoint)
    return tokenizer, model


class MeanPoolEncoder:
    """OLAPH's factuality encoder: last hidden state, attention-masked mean, 512 tokens."""

    def __init__(self, model_id, device, batch_size, max_length=512):
        import torch
        from transformers import AutoModel, AutoTokenizer

        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModel.from_pretrained(model_id)
        self.device = device
        self.model.to(device).eval()
        self.batch_size = batch_size
        self.max_length = max_length
        self._torch = torch

    def encode(self, texts):
        """One mean-pooled vector per text, as a CPU float tensor of shape (len(texts), hidden)."""
        torch = self._torch
        vectors = []
        for _, chunk in _batches(list(texts), self.batch_size):
            enc = self.tokenizer(
                chunk, padding=True, truncation=True, max_length=self.max_length, return_tensors="pt"
            ).to(self.device)
            with torch.inference_mode():
                hidden = self.model(**enc).last_hidden_state
            mask = enc["attention_mask"].unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            vectors.append(pooled.float().cpu())
            del enc, hidden, mask
        if not vectors:
            return torch.zeros(0, 0)
        return torch.cat(vectors)

    def cosines(self, prediction, statements):
        """Cosine of the prediction's vector with each statement's vector."""
        torch = self._torch
        if not statements:
            return []
        vecs = self.encode([prediction] + list(statements))
        sims = torch.nn.functional.cosine_similarity(vecs[:1], vecs[1:], dim=-1)
        return [float(x) for x in sims.tolist()]


class NliScorer:
    """An NLI cross-encoder: premise = answer, hypothesis = statement; argmax label per pair."""

    def __init__(self, model_id, device, batch_size, max_length=512):
        import torch
        from transformers import AutoModelForSequenceClassification, AutoTokenizer

        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForSequenceClassification.from_pretrained(model_id)
        labels = {int(i): str(name).lower() for i, name in self.model.config.id2label.items()}
        self.entailment = [i for i, n in labels.items() if n.startswith("entail")]
        self.contradiction = [i for i, n in labels.items() if n.startswith("contradict")]
        if len(self.entailment) != 1 or len(self.contradiction) != 1:
            raise ValueError(
                f"{model_id!r} is not a 3-way NLI model: its id2label is {labels}; one label "
                "starting with 'entail' and one starting with 'contradict' are needed"
            )
        self.labels = labels
        self.device = device
        self.model.to(device).eval()
        self.batch_size = batch_size
        self.max_length = max_length
        self._torch = torch

    def predict(self, premises, hypotheses):
        """Label name (lower case) of each (premise, hypothesis) pair, by argmax."""
        torch = self._torch
        out = []
        pairs = list(zip(premises, hypotheses))
        for _, chunk in _batches(pairs, self.batch_size):
            enc = self.tokenizer(
                [p for p, _ in chunk],
                [h for _, h in chunk],
                padding=True,
                truncation="only_first",
                max_length=self.max_length,
                return_tensors="pt",
            ).to(self.device)
            with torch.inference_mode():
                logits = self.model(**enc).logits
            out.extend(self.labels[int(i)] for i in logits.argmax(-1).cpu().tolist())
            del enc, logits
        return out
