// __shared__ memory outside a kernel is an error where device code uses it
// (OpenCL C 1.2 has local memory only at kernel scope). Exit code 1 and no
// output file. (__device__ and __constant__ variables are translated:
// lowering/symbols.cu.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_variable.cl

__shared__ float fileScopeTile[32];

__device__ float localScratch(float v) {
  // CHECK: unsupported_variable.cu:[[@LINE+1]]:20: error: __shared__ variable 'scratch' cannot be translated: OpenCL C 1.2 allows local memory only in kernels; declare it in the kernel and pass a pointer [-Wcu2cl-unsupported-variable]
  __shared__ float scratch[32];
  scratch[threadIdx.x % 32] = v;
  return scratch[0];
}

// CHECK: unsupported_variable.cu:[[@LINE+1]]:38: error: __shared__ variable 'fileScopeTile' cannot be translated: a file-scope __shared__ variable used in a __device__ function must be declared in the kernel and passed as a pointer [-Wcu2cl-unsupported-variable]
__device__ float readTile() { return fileScopeTile[0]; }

__global__ void shared(float *out) { out[0] = localScratch(out[1]) + readTile(); }
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}unsupported_variable.cu
