"""``publish.py metric``: a metric folder as a Space, through :func:`groundeval.publishing.metric.build_metric_tree`.

``build_metric_tree(name, dest)`` writes the Space's files (the evaluate module, its card with
the Space's ``sdk``/``sdk_version``, ``app.py``, ``requirements.txt``) into ``dest`` and returns
what the Space is (``space_sdk``, ``sdk_version``, ``files``). This module only turns that tree
into ``create_repo(repo_type="space", space_sdk=...)`` and ``upload_folder`` calls.
"""

from __future__ import annotations

from pathlib import Path

from ..errors import UserError
from .metric import build_metric_tree
from .plan import Call, Plan, check_repo_id, upload_call, uploadable


def metric_plan(name: str, repo_id: str, *, private: bool = False):
    """``make(staging) -> Plan``: the metric's Space tree written into the staging folder, uploaded."""
    check_repo_id(repo_id)

    def make(staging: Path) -> Plan:
        info = build_metric_tree(name, staging)
        sdk = info.get("space_sdk")
        if not sdk:
            raise UserError(f"metric {name!r}: its card names no Space sdk")
        calls = [Call("create_repo", {"repo_id": repo_id, "repo_type": "space", "space_sdk": sdk,
                                      "private": private, "exist_ok": True}),
                 upload_call(repo_id, "space", staging, f"metric {name}: {sdk} {info.get('sdk_version') or ''}".strip())]
        notes = [f"Space sdk {sdk} {info.get('sdk_version') or ''}".strip()]
        return Plan("metric", repo_id, "space", staging, uploadable(staging), calls, notes)

    return make


__all__ = ["metric_plan"]
