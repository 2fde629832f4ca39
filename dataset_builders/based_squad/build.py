"""Builder for ``hazyresearch/based-squad`` (task ``squad_completion``): ``python -m dataset_builders.based_squad.build --out DIR``."""

import sys

from dataset_builders.based_common import BasedSpec, build, cli
from groundeval.dataset_card import CardMeta

SPEC = BasedSpec(
    name="based_squad",
    hub_id="hazyresearch/based-squad",
    task="squad_completion",
    fields=("doc_id", "text", "value", "title", "context", "question"),
    card=CardMeta(
        pretty_name="BASED SQuAD completion",
        version="1.0.0",
        license="cc-by-sa-4.0",
        task_categories=("text-generation", "question-answering"),
        tags=("recall", "in-context-learning", "squad"),
        source_datasets=("hazyresearch/based-squad", "rajpurkar/squad"),
        changelog=(("1.0.0", "first groundeval build: rows as published, validated, in source order; "
                             "deterministic Parquet (same input, same bytes)."),),
    ),
)

__all__ = ["SPEC", "build"]

if __name__ == "__main__":
    from groundeval import entry

    sys.exit(entry.run("python -m dataset_builders.based_squad.build", lambda argv: cli(SPEC, argv)))
