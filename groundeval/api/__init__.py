"""Models behind an API: OpenAI-compatible servers and Hugging Face Inference Providers.

``--backend openai`` sends a task's requests to any server that speaks OpenAI's API (vLLM, SGLang,
TGI, llama.cpp, ``transformers serve``, a hosted endpoint); ``--backend hf-inference`` sends chat
requests through ``huggingface_hub.InferenceClient`` (Inference Providers and Endpoints). The
runner sees an :class:`~groundeval.engine.api.APIEngine`, an :class:`~groundeval.engine.Engine`
like the local backends, so resuming, scoring and the files written are the same.

The modules, one concern each:

* :mod:`.endpoint`: where the model is and how to reach it (``--model_args``), the API key read
  from an environment variable only, never written anywhere.
* :mod:`.client`: one HTTP request and its answer in one shape (:class:`~.client.Reply`); which
  failures are worth retrying.
* :mod:`.cache`: one SQLite file of answers keyed by the whole request; a repeated or resumed run
  sends nothing it already has an answer to.
* :mod:`.calls`: N requests in flight, a requests-per-minute limit, retries with backoff and
  jitter that honour ``Retry-After``, and the progress bar.
* :mod:`.usage`: token counts, latency percentiles and cost for the results.
"""

from .cache import RequestCache
from .calls import CallPool, Limits
from .client import APIError, Reply
from .endpoint import Endpoint
from .usage import Price, summarize

__all__ = ["APIError", "CallPool", "Endpoint", "Limits", "Price", "Reply", "RequestCache", "summarize"]
