// The user's headers are translated with the file: a header whose host code changes (CUDA
// names, kernels removed, launches) is written as a copy named <name>.host.<ext> beside the
// host file, in the directory the #include spells (one that climbs out with ".." mirrors
// where the header is, each ".." a directory cu2cl_up), and the #include that names it is rewritten to the copy, also in a copied
// header. Headers that do not change are included as they are. The originals are not touched.
// RUN: rm -rf %t && mkdir -p %t/in && cp -r %inputs/user_headers/* %t/in/ && cp %s %t/in/src/main.cu
// RUN: cp -r %t/in %t/original
// RUN: %cu2cl %t/in/src/main.cu -o %t/out/ -- -I%t/in/include 2>&1 | count 0
// RUN: diff -r %t/in %t/original
// RUN: cd %t/out && find . -type f | sort | FileCheck %s --check-prefix=FILES
// FILES:      ./cu2cl_up/shared/errors.host.h
// FILES-NEXT: ./kernels.host.cuh
// FILES-NEXT: ./lib/device_only.host.cuh
// FILES-NEXT: ./main.cl
// FILES-NEXT: ./main.host.cpp
// RUN: %strip-checks %t/out/main.host.cpp | FileCheck %s --check-prefix=MAIN
// RUN: FileCheck %s --check-prefix=KERNELS < %t/out/kernels.host.cuh
// RUN: FileCheck %s --check-prefix=ERRORS < %t/out/cu2cl_up/shared/errors.host.h
// RUN: FileCheck %s --check-prefix=DEVICE < %t/out/lib/device_only.host.cuh
// RUN: FileCheck %s --check-prefix=CL < %t/out/main.cl
// RUN: %host-syntax-check -I%t/in/src -I%t/in/include %t/out/main.host.cpp

// A header names the module, so the module comes first.
// MAIN:      #include <cu2cl/cuda_api.h>
// MAIN-NEXT: static cu2cl::Module cu2cl_module("main.cl");
// MAIN:      #include "kernels.host.cuh"
#include "kernels.cuh"
// MAIN-NEXT: #include "lib/device_only.host.cuh"
#include <lib/device_only.cuh>
// MAIN-NEXT: #include <lib/host_only.h>
#include <lib/host_only.h>

// KERNELS:      #include <cu2cl/cuda_api.h>
// KERNELS-NEXT: #include "plain.h"
// KERNELS-NEXT: #include "cu2cl_up/shared/errors.host.h"
// KERNELS:      // kernel scale: see main.cl
// KERNELS:      cu2cl::launch(cu2cl_module, "scale", 1, n, 0, 0, data, kFactor);
// KERNELS-NEXT: CHECK(cu2clDeviceSynchronize());
// ERRORS:       if ((call) != cu2clSuccess)
// ERRORS-NEXT:  std::printf("error: %s\n", cu2clGetErrorString(cu2clGetLastError()));
// DEVICE:       // device function twice: see main.cl
// CL-DAG:       __kernel void scale(
// CL-DAG:       float twice(float x)

__global__ void apply(float *data) { data[threadIdx.x] = twice(data[threadIdx.x]); }

int main() {
  float *data = nullptr;
  CHECK(cudaMalloc(&data, 32 * sizeof(float)));
  scaleOnDevice(data, 32);
  apply<<<1, 32>>>(data);
  return hostOnly() == 3 ? 0 : 1;
}
