#!/usr/bin/env bash
# The test suite built with AddressSanitizer and UndefinedBehaviorSanitizer, with the one-minute
# libFuzzer run of the translation, in build-asan/ (Clang 19; docs/reliability.md). Needs what
# scripts/install-deps.sh installs (libclang-rt-19-dev for the sanitizers and libFuzzer).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
  -DCU2CL_SANITIZE=ON -DCU2CL_FUZZ=ON
cmake --build build-asan -j "$(nproc)"
ctest --test-dir build-asan --output-on-failure -j "$(nproc)" "$@"
