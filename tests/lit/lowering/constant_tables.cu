// Read-only tables with an initialiser become program-scope __constant data:
// __constant__ tables, const host-scope tables, constexpr values and
// __device__ const variables, also of struct and vector type. Pointers into
// them are __constant pointers.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/constant_tables.cl | FileCheck %s
// RUN: %cl-build-check %t/constant_tables.cl | FileCheck %s --check-prefix=BUILT
// RUN: %cl-run %t/constant_tables.cl values 1 1 5 | FileCheck %s --check-prefix=VALUE

struct Coeff {
  float a;
  int b;
};

// CHECK: __constant float weights[3] = {0.25f, 0.5f, 0.25f};
__constant__ float weights[3] = {0.25f, 0.5f, 0.25f};
// CHECK: __constant const int offsets[3] = {-1, 0, 1};
const int offsets[3] = {-1, 0, 1};
// CHECK: __constant int kTaps = 3;
constexpr int kTaps = 3;
// CHECK: __constant float gain = 2.0f;
__device__ const float gain = 2.0f;
// CHECK: __constant Coeff table[2] = {{[{][{]}}1.0f, 2}, {3.0f, 4}};
__constant__ Coeff table[2] = {{1.0f, 2}, {3.0f, 4}};
// CHECK: __constant int grid2[2][3] = {{[{][{]}}1, 2, 3}, {4, 5, 6}};
__constant__ int grid2[2][3] = {{1, 2, 3}, {4, 5, 6}};
// CHECK: __constant float4 corner = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
__constant__ float4 corner = {1.0f, 2.0f, 3.0f, 4.0f};

// CHECK-LABEL: __kernel void blur(
// CHECK: for (int k = 0; k < kTaps; ++k)
// CHECK-NEXT: sum += weights[k] * in[i + offsets[k]];
// CHECK: __constant const Coeff *c = &table[1];
__global__ void blur(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 1 || i >= n - 1)
    return;
  float sum = 0.0f;
  for (int k = 0; k < kTaps; ++k)
    sum += weights[k] * in[i + offsets[k]];
  const Coeff *c = &table[1];
  out[i] = sum * gain + c->a * grid2[1][i % 3] + corner.z;
}

// VALUE: 1
// VALUE-NEXT: 6
// VALUE-NEXT: 4
// VALUE-NEXT: -1
// VALUE-NEXT: 4
__global__ void values(long long *out) {
  out[0] = (long long)(weights[1] * gain);
  out[1] = grid2[1][2];
  out[2] = table[1].b;
  out[3] = offsets[0];
  out[4] = (long long)corner.w;
}
// BUILT: kernel blur
// BUILT: kernel values
