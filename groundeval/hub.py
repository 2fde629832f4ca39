"""Fail fast without network: one short attempt to reach the Hub, then the whole run is offline.

Without it, each model, dataset and scorer the run touches retries the Hub for tens of seconds.
With ``HF_HUB_OFFLINE=1`` already set nothing is tried.
"""

from __future__ import annotations

import logging
import os
import socket
from urllib.parse import urlparse

logger = logging.getLogger("groundeval")

__all__ = ["fail_fast_offline", "go_offline", "hub_reachable"]

_TIMEOUT_S = 3.0


def hub_reachable(timeout: float = _TIMEOUT_S) -> bool:
    """Whether a TCP connection to the Hub endpoint opens within ``timeout`` seconds."""
    from huggingface_hub import constants

    url = urlparse(constants.ENDPOINT)
    port = url.port or (443 if url.scheme == "https" else 80)
    try:
        with socket.create_connection((url.hostname, port), timeout=timeout):
            return True
    except OSError:
        return False


def go_offline() -> None:
    """What ``HF_HUB_OFFLINE=1`` does, for this process and the libraries already imported."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["HF_DATASETS_OFFLINE"] = "1"
    import datasets
    from huggingface_hub import constants

    constants.HF_HUB_OFFLINE = True
    datasets.config.HF_HUB_OFFLINE = True
    datasets.config.HF_DATASETS_OFFLINE = True


def fail_fast_offline() -> bool:
    """Go offline after one short attempt when the Hub cannot be reached; say so once. Returns
    whether the run is offline."""
    from huggingface_hub import constants

    if constants.HF_HUB_OFFLINE:
        return True
    if hub_reachable():
        return False
    logger.warning("the Hub (%s) cannot be reached: running offline (as with HF_HUB_OFFLINE=1); "
                   "only local and cached models and datasets load", constants.ENDPOINT)
    go_offline()
    return True
