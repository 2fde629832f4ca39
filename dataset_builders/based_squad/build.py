"""Builder for ``hazyresearch/based-squad`` (task ``squad_completion``): ``python -m dataset_builders.based_squad.build --out DIR``."""

import sys

from dataset_builders.based_common import BasedSpec, build, cli

SPEC = BasedSpec(
    name="based_squad",
    hub_id="hazyresearch/based-squad",
    task="squad_completion",
    fields=("doc_id", "text", "value", "title", "context", "question"),
    version="1.0.0",
    pretty_name="BASED SQuAD completion",
)

__all__ = ["SPEC", "build"]

if __name__ == "__main__":
    sys.exit(cli(SPEC))
