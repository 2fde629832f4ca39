"""Numbers the engine's modules share with the command line and the draws, in a module of their own
so that ``--help``, a flag check or a seed needs no torch."""

DEFAULT_PROMPT_LOOKUP = 8
"""Tokens the fast engine drafts by prompt lookup at each decoding step."""
DEFAULT_PREFILL_CHUNK = 512
"""Tokens of a shared prefix the fast engine computes a pass."""
SEED_MASK = 2**63 - 1
"""A sampled request's seed is kept to the 63 bits ``torch.Generator.manual_seed`` takes."""
