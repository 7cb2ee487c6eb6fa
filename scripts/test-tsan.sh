#!/usr/bin/env bash
# The runtime's tests built with ThreadSanitizer, in build-tsan/ (Clang 19, the runtime and its
# unit tests only: the translator is single-threaded; docs/reliability.md). The runtime runs
# CUDA streams on worker threads and OpenCL event callbacks on the driver's threads; any data
# race TSan sees ends the test with an error. Needs what scripts/install-deps.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
  -DCU2CL_BUILD_TRANSLATOR=OFF -DCU2CL_TSAN=ON
cmake --build build-tsan -j "$(nproc)"
# halt_on_error: the first report fails the test (TSan's default exit code is 66 on a report).
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}" \
  ctest --test-dir build-tsan --output-on-failure -j "$(nproc)" -L unit "$@"
