"""lm-evaluation-harness tasks that read groundeval's local rows, for side-by-side checks.

``TaskManager(include_path=<this folder>)`` registers ``groundeval_local_fda`` and
``groundeval_local_squad_completion`` (plus ``groundeval_local_squad_completion_v1``, the same task
with its intended ``"\n"``/48 settings, groundeval's ``v1``): lm-eval's own ``fda`` / ``squad_completion`` task classes
(prompts, stops, budgets and scoring unchanged) pointed at the JSON-lines or Parquet file named by
the environment variable ``GROUNDEVAL_LMEVAL_ROWS`` instead of the Hub. Used by
``scripts/bench.py`` and the parity tests; nothing else imports lm-eval.
"""
