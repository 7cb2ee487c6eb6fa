#!/usr/bin/env bash
# Installs what is missing, builds cu2cl and runs the whole test suite (ctest).
# Extra arguments go to ctest, e.g. `scripts/test.sh -L lit`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
ctest --test-dir build --output-on-failure -j "$(nproc)" "$@"
