// Templated kernels and templated __device__ functions are not translated
// yet: a templated kernel is reported at its name, a templated __device__
// function at each call from device code. Exit code 1 and no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_template.cl

// CHECK: unsupported_template.cu:[[@LINE+2]]:17: error: templated kernel 'fill' is not translated yet [-Wcu2cl-unsupported-template]
template <typename T>
__global__ void fill(T *out, T value) { out[threadIdx.x] = value; }

template <typename T> __device__ T twice(T v) { return v + v; }
template <int N> __device__ int times(int v) { return N * v; }

// CHECK: unsupported_template.cu:[[@LINE+1]]:48: error: templated function 'twice' is not translated yet [-Wcu2cl-unsupported-template]
__global__ void deduced(float *out) { out[0] = twice(out[1]); }

// Called through a plain __device__ function, with explicit arguments.
// CHECK: unsupported_template.cu:[[@LINE+1]]:39: error: templated function 'times' is not translated yet [-Wcu2cl-unsupported-template]
__device__ int helper(int v) { return times<3>(v); }
__global__ void explicitArguments(int *out) { out[0] = helper(out[1]); }
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}unsupported_template.cu
