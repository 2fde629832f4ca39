"""Builder for ``hazyresearch/based-fda`` (task ``fda``): ``python -m dataset_builders.based_fda.build --out DIR``."""

import sys

from dataset_builders.based_common import BasedSpec, build, cli
from groundeval.dataset_card import CardMeta

SPEC = BasedSpec(
    name="based_fda",
    hub_id="hazyresearch/based-fda",
    task="fda",
    fields=("doc_id", "file_name", "key", "value", "text"),
    card=CardMeta(
        pretty_name="BASED FDA (510(k) attribute recall)",
        title="BASED FDA: recall of attributes from FDA 510(k) summaries",
        version="1.0.0",
        license="other",
        license_name="fda-510k-summaries-unstated",
        license_link="https://huggingface.co/datasets/hazyresearch/based-fda",
        task_categories=("text-generation", "question-answering"),
        tags=("recall", "in-context-learning", "fda"),
        source_datasets=("hazyresearch/based-fda",),
        changelog=(("1.0.0", "first groundeval build: rows as published, validated, in source order; "
                             "deterministic Parquet (same input, same bytes)."),),
    ),
)

__all__ = ["SPEC", "build"]

if __name__ == "__main__":
    from groundeval import entry

    sys.exit(entry.run("python -m dataset_builders.based_fda.build", lambda argv: cli(SPEC, argv)))
