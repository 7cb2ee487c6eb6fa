#!/usr/bin/env bash
# The main job: install what is missing, build cu2cl, translate the bundled sample
# samples/warp_intrinsics_tour (ballot, popc, __syncthreads_count, shfl_xor, atomicAdd) and run
# the translation on the OpenCL device (PoCL on a plain machine).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh

sample=samples/warp_intrinsics_tour/warp_intrinsics_tour.cu
out=build/quickstart
mkdir -p "$out"
echo
echo "== cu2cl $sample -o $out/   (device code -> .cl, host code -> .host.cpp)"
build/bin/cu2cl "$sample" -o "$out/"
echo
echo "== $out/warp_intrinsics_tour.cl, the kernel"
sed -n '/__kernel/,/^}/p' "$out/warp_intrinsics_tour.cl"
echo
echo "== cu2cl-cc $sample -o $out/warp_intrinsics_tour   (translate, compile, link, like nvcc)"
build/bin/cu2cl-cc -O2 "$sample" -o "$out/warp_intrinsics_tour"
echo
echo "== running it (CU2CL_VERBOSE=1 names the OpenCL device and the device-library backend)"
CU2CL_VERBOSE=1 "$out/warp_intrinsics_tour"
