#!/bin/bash
# Verifier of a groundeval fda_label_qa task. Harbor runs it in the task container after the
# agent; it also runs on a plain machine: TESTS_DIR, ANSWERS_PATH and VERIFIER_LOGS override
# the container paths (/tests, /app/answers.json, /logs/verifier).
set -u
TESTS_DIR="${TESTS_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}"
export ANSWERS_PATH="${ANSWERS_PATH:-/app/answers.json}"
export VERIFIER_LOGS="${VERIFIER_LOGS:-/logs/verifier}"
mkdir -p "$VERIFIER_LOGS"
PYTHON="$(command -v python3 || command -v python)"
if ! "$PYTHON" "$TESTS_DIR/verify.py"; then
  echo '{"reward": 0.0, "pass": 0, "verifier_error": 1}' > "$VERIFIER_LOGS/reward.json"
fi
exit 0
