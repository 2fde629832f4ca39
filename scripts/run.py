#!/usr/bin/env python
"""Evaluate a causal LM on groundeval tasks, on one CPU or many GPUs.

    accelerate launch scripts/run.py                        # embedded default: bundled samples, SmolLM2-135M
    accelerate launch scripts/run.py --model HuggingFaceTB/SmolLM2-135M --tasks fda
    python scripts/run.py --model ./my-model --tasks fda --dataset fda=rows.parquet --limit 100
    accelerate launch --num_processes 8 scripts/run.py --model meta-llama/Llama-3.2-1B --tasks fda
    python scripts/run.py --model_args pretrained=./my-model,dtype=float32 --tasks fda --gen_kwargs max_gen_toks=64
    python scripts/run.py --list-tasks

The steps live in :mod:`groundeval.runner`; this file reads top to bottom: the flags, then
``main()`` in the order the work happens. lm-evaluation-harness users' habits work here too
(``--model_args``, ``--gen_kwargs``, ``--num_fewshot 0``, ``--system_instruction``,
``--predict_only``, ``--output_path``) with the meaning lm-eval gives them.

This file is the checkout's entry point; the command lives in :mod:`groundeval.cli.run`, so an
installed package runs the same ``main`` as ``groundeval run ...`` or ``accelerate launch -m groundeval.run ...``.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from groundeval.cli.run import main, parse_args  # noqa: E402,F401  (the tests load this file and call these)

if __name__ == "__main__":
    sys.exit(main())
