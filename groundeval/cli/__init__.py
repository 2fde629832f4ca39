"""The commands, as modules an installed package carries: ``groundeval run|report|compare|publish|bench``.

Each subcommand calls the same ``main`` as the checkout's ``scripts/<name>.py`` (those files are
thin wrappers of these modules), under the project's one error path (:mod:`groundeval.entry`).
``accelerate launch -m groundeval.run ...`` runs the evaluation on N processes, as
``accelerate launch scripts/run.py ...`` does in a checkout.
"""

from __future__ import annotations

import sys

COMMANDS = {
    "run": "evaluate a model on groundeval's tasks (the same as scripts/run.py)",
    "report": "one report page for a set of runs, and the fda_label_qa failure analysis",
    "compare": "paired comparison of two or more runs on the rows they share",
    "publish": "publish a built dataset, a run, or a metric to the Hub (plan first)",
    "bench": "groundeval against lm-evaluation-harness on the same rows and model",
}

USAGE = "usage: groundeval {" + ",".join(COMMANDS) + "} [ARGS...]\n\n" + "\n".join(
    f"  {name:<8} {what}" for name, what in COMMANDS.items()) + "\n\n`groundeval COMMAND --help` shows a command's flags.\n"


def main(argv: list[str] | None = None) -> int:
    """``groundeval COMMAND ARGS...``."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        sys.stdout.write(USAGE)
        return 0 if argv else 2
    command, rest = argv[0], argv[1:]
    prog = f"groundeval {command}"
    if command == "run":
        from . import run

        run.PROG = prog
        return run.main(rest)
    if command in ("report", "compare", "publish"):
        import importlib

        module = importlib.import_module(f"{__name__}.{command}")
        module.PROG = prog
        return module.cli(rest)
    if command == "bench":
        from .. import entry
        from ..bench import cli

        return entry.run(prog, lambda args: cli(args, prog=prog), rest)
    sys.stderr.write(f"groundeval: unknown command {command!r}\n{USAGE}")
    return 2
