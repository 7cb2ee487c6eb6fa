#!/usr/bin/env bash
# The corpus harness (issue 19's measure): builds and runs cu2cl's development set of public
# CUDA programs and writes docs/corpus.md. See scripts/corpus/corpus.py and docs/corpus.md.
#
#   scripts/corpus/run.sh HECBENCH_DIR [CUDA_SAMPLES_DIR] [--build=direct|make|both] [-j N]
#                         [--timeout S] [--output FILE] [--work DIR] [--only ID,...] [--list]
set -euo pipefail
exec python3 "$(dirname "${BASH_SOURCE[0]}")/corpus.py" "$@"
