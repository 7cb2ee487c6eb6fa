#!/usr/bin/env bash
# The main job: install what is missing, build cu2cl, translate a bundled CUDA
# sample and run the translation on the OpenCL device (PoCL on a plain machine).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh

sample=samples/tiled_stencil/tiled_stencil.cu
out=build/quickstart
echo
echo "== cu2cl $sample -o $out/"
build/bin/cu2cl "$sample" -o "$out/"
echo
echo "== $out/tiled_stencil.cl (first 40 lines)"
head -n 40 "$out/tiled_stencil.cl"
echo
echo "== running the translation on $(clinfo -l 2>/dev/null | sed -n 's/.*Device #0: //p' | head -n 1)"
CU2CL_VERBOSE=1 build/exec/tiled_stencil/exec_tiled_stencil "$out/tiled_stencil.cl"
