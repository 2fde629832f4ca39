#!/usr/bin/env python
"""Publish groundeval to the Hugging Face Hub: metric Spaces, versioned datasets, run results, model-index.

    python scripts/publish.py metric contains --repo-id ORG/contains
    python scripts/publish.py dataset build/based-fda --repo-id ORG/based-fda --version 1.0.0
    python scripts/publish.py dataset build/fda_label_qa-gold --repo-id ORG/fda_label_qa-gold --version 1.0.0 --private
    python scripts/publish.py results runs/my-model --repo-id ORG/my-model-groundeval
    python scripts/publish.py model-index runs/my-model --model-card my-model/README.md

Every command takes ``--dry-run OUT``: it writes to OUT the exact file tree it would upload and
``OUT/publish_plan.json`` (each ``HfApi`` call with its arguments; never the token) and calls
nothing. Without it the calls run with ``huggingface_hub.HfApi()``, whose token comes from
``HF_TOKEN`` or ``hf auth login``. The work lives in :mod:`groundeval.publishing`.
"""

from __future__ import annotations

import argparse
import sys

from groundeval.errors import UserError


PROG = "publish.py"  # how messages name the command (`groundeval publish` under the console script)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, help: str, repo: str | None = None,
                private: str = "Create the repository private.") -> argparse.ArgumentParser:
        """A subcommand with --dry-run, and with --repo-id (``repo``: its help) and --private where it creates a repository."""
        sub = commands.add_parser(name, help=help, description=help)
        sub.add_argument("--dry-run", metavar="OUT", default=None,
                         help="Write the tree and publish_plan.json to OUT (a new or empty folder); call nothing.")
        if repo:
            sub.add_argument("--repo-id", required=True, help=repo)
            sub.add_argument("--private", action="store_true", help=private)
        return sub

    metric = command("metric", "A metric folder (metrics/NAME) as a Gradio Space.", "The Space, ORG/NAME.",
                     "Create the Space private.")
    metric.add_argument("name", help="The metric's folder name in metrics/ (e.g. contains).")

    dataset = command("dataset", "A dataset builder's output folder as a dataset repository, tagged vX.Y.Z.",
                      "The dataset repository, ORG/NAME.", "Create the repository private (required for hidden gold).")
    dataset.add_argument("build_dir", help="The folder a dataset builder wrote (--out).")
    dataset.add_argument("--version", required=True, help="X.Y.Z: must be the card's version and named in its changelog.")
    dataset.add_argument("--gold", default=None, metavar="DIR",
                         help="fda_label_qa: the hidden gold the public tree is leak-checked against "
                              "(default: BUILD_DIR-gold).")

    results = command("results", "A run folder's record and per-row predictions as a results dataset.",
                      "The dataset repository, ORG/NAME.")
    results.add_argument("run_dir", help="A scripts/run.py output folder.")

    index = command("model-index", "A run's scores as model-index metadata: printed as YAML, or merged into a model card.")
    index.add_argument("run_dir", help="A scripts/run.py output folder.")
    index.add_argument("--model-card", default=None, metavar="PATH",
                       help="Merge into this model card (README.md), keeping its other metadata and body.")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        return publish(args)
    except UserError as err:  # something the user can fix: one line, exit status 2
        print(f"{PROG}: error: {err}", file=sys.stderr)
        return 2


def publish(args: argparse.Namespace) -> int:
    from groundeval.publishing import plan as plans

    if args.command == "model-index":
        return model_index(args)
    if args.command == "metric":
        from groundeval.publishing.space import metric_plan

        make = metric_plan(args.name, args.repo_id, private=args.private)
    elif args.command == "dataset":
        from groundeval.publishing.dataset import dataset_plan

        api = None if args.dry_run else plans.hf_api()
        make = dataset_plan(args.build_dir, args.repo_id, args.version, private=args.private, gold=args.gold, api=api)
    else:
        from groundeval.publishing.results import results_plan

        make = results_plan(args.run_dir, args.repo_id, private=args.private)
    plan = plans.run_plan(make, args.dry_run)
    for note in plan.notes:
        print(f"note: {note}")
    if args.dry_run:
        print(f"dry run: {len(plan.files)} files and {plans.PLAN_FILE} in {args.dry_run}; nothing was sent")
    else:
        print(f"published {plan.repo_type} {plan.repo_id}: {len(plan.files)} files")
    return 0


def model_index(args: argparse.Namespace) -> int:
    """YAML to stdout, or the merged model card written back; with --dry-run, both go to OUT instead."""
    from groundeval.files import durable_write
    from groundeval.publishing import model_index as mi
    from groundeval.publishing import plan as plans

    if args.model_card:
        text, name = mi.merged_card(args.run_dir, args.model_card), "README.md"
    else:
        text, name = mi.model_index_yaml(args.run_dir), "model-index.yaml"
    plans.check_no_token(text)
    if args.dry_run:
        out = plans.fresh_folder(args.dry_run)
        durable_write(out / name, text)
        plans.Plan("model-index", None, None, out, [name], [],
                   [f"would write {args.model_card}" if args.model_card else "would print the YAML"]).write(out)
        print(f"dry run: {name} and {plans.PLAN_FILE} in {out}")
    elif args.model_card:
        durable_write(args.model_card, text)
        print(f"merged the run's results into {args.model_card}")
    else:
        sys.stdout.write(text)
    return 0


def cli(argv: list[str] | None = None) -> int:
    """``main`` under the project's one error path (one line and exit status 2 for a user's mistake)."""
    from groundeval import entry

    return entry.run(PROG, main, argv)


if __name__ == "__main__":
    sys.exit(cli())
