"""groundeval's tasks as an lm-evaluation-harness task folder (``lm_eval --include_path``).

The folder holds one YAML per task and protocol, ``tasks.py`` (the classes the YAMLs name) and a
README with the protocols, the ``--metadata`` keys and the changelog.
``python -m groundeval.lmeval_tasks`` prints the folder's path.
"""
