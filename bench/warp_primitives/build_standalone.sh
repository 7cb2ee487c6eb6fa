#!/bin/sh
# Builds warp_primitives_bench without CMake: g++ on the driver and the host runtime's sources
# (so it never links a stale build/lib/libcu2cl_runtime.a), against the OpenCL ICD loader.
# Usage, from anywhere: bench/warp_primitives/build_standalone.sh [OUTPUT]  (default
# build/bin/warp_primitives_bench)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/build/bin/warp_primitives_bench}
mkdir -p "$(dirname "$out")"
exec g++ -std=c++17 -O2 -Wall -Wextra \
  -DCL_TARGET_OPENCL_VERSION=120 \
  -DCU2CL_DEVICE_INCLUDE_DIR="\"$root/runtime/device\"" \
  -DCU2CL_INSTALLED_DEVICE_INCLUDE_DIR="\"/usr/local/share/cu2cl/device\"" \
  -DWARP_BENCH_ROOT="\"$root\"" \
  -I "$root/runtime/host/include" -I "$root/runtime/abi" -I "$root/runtime/device" \
  "$root/bench/warp_primitives/warp_primitives_bench.cpp" "$root"/runtime/host/src/*.cpp \
  -lOpenCL -o "$out"
