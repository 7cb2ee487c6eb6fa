#!/usr/bin/env bash
# Configures and builds cu2cl into build/ (Release, Ninja). Extra arguments go to CMake.
set -euo pipefail
cd "$(dirname "$0")/.."
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
if [ ! -f build/CMakeCache.txt ]; then
  cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release "$@"
elif (($#)); then
  cmake -S . -B build "$@"
fi
cmake --build build -j "$(nproc)"
