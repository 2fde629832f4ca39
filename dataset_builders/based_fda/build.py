"""Builder for ``hazyresearch/based-fda`` (task ``fda``): ``python -m dataset_builders.based_fda.build --out DIR``."""

import sys

from dataset_builders.based_common import BasedSpec, build, cli

SPEC = BasedSpec(
    name="based_fda",
    hub_id="hazyresearch/based-fda",
    task="fda",
    fields=("doc_id", "file_name", "key", "value", "text"),
    version="1.0.0",
    pretty_name="BASED FDA (510(k) attribute recall)",
)

__all__ = ["SPEC", "build"]

if __name__ == "__main__":
    sys.exit(cli(SPEC))
