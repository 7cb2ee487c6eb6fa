// A host variable read by device code is an error where device code uses it (Clang's own,
// before cu2cl's -Wcu2cl-unsupported-variable would say it). Exit code 1 and no output file. (__device__ and __constant__ variables are translated: lowering/symbols.cu;
// __shared__ variables of __device__ functions are declared by the kernels that reach them:
// executed/shared_in_device_functions.cu.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_variable.cl

float hostScale = 2.0f;

// CHECK: unsupported_variable.cu:[[@LINE+1]]:47: error: reference to __host__ variable 'hostScale' in __device__ function
__device__ float scaled(float v) { return v * hostScale; }

__global__ void scale(float *out) { out[0] = scaled(out[1]); }
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}unsupported_variable.cu
