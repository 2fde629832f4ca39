"""MedLFQA's published columns: what ``dataset_builders/medlfqa`` writes and the ``olaph`` tasks
read. They live in the library (builders import the library, never the reverse); the builder
re-exports them."""

from __future__ import annotations

import functools
from typing import Any

import pyarrow as pa

HUB_ID = "dmis-lab/MedLFQA"

# Hub file order: load_dataset("dmis-lab/MedLFQA") concatenates the files in this order.
SOURCE_FILES = {
    "healthsearch_qa": "healthsearch_qa_test_MedLFQA.jsonl",
    "kqa_golden": "kqa_golden_test_MedLFQA.jsonl",
    "kqa_silver": "kqa_silver_wogold_test_MedLFQA.jsonl",
    "live_qa": "live_qa_test_MedLFQA.jsonl",
    "medication_qa": "medication_qa_test_MedLFQA.jsonl",
}

SCHEMA = pa.schema(
    [
        ("id", pa.string()),
        ("source", pa.string()),
        ("question", pa.string()),
        ("answer", pa.string()),
        ("must_have", pa.list_(pa.string())),
        ("nice_to_have", pa.list_(pa.string())),
        ("icd_10_diag", pa.string()),
        ("sources", pa.string()),
    ]
)
COLUMNS = SCHEMA.names
LM_EVAL_FRACTION = 0.1


@functools.lru_cache(maxsize=None)
def features() -> Any:
    """The published columns as ``datasets`` features (imported here, where rows are read)."""
    import datasets

    return datasets.Features.from_arrow_schema(SCHEMA)


def lm_eval_slice_size(n: int) -> int:
    """lm-eval's olaph task scores the first int(0.1 * N) rows of the concatenated test split."""
    return int(LM_EVAL_FRACTION * n)
