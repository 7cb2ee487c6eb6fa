// Math functions map to OpenCL built-ins with CUDA's overload choice made
// explicit; literals keep their spelling; make_<vector> becomes a vector
// literal; #pragma unroll is kept; printf formats use OpenCL's length modifiers.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-fast-math-precision 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/math_and_literals.cl | FileCheck %s
// RUN: %cl-build-check %t/math_and_literals.cl

#define SCALE 0x10

// CHECK-LABEL: __kernel void math(
__global__ void math(float *f, int *i, float4 *v) {
  // CHECK: f[0] = sqrt(f[1]) + fabs(f[2]) + fmin(f[3], 1.0f) + native_exp(f[4]);
  f[0] = sqrtf(f[1]) + fabsf(f[2]) + min(f[3], 1.0f) + __expf(f[4]);
  // CHECK-NEXT: i[0] = min(i[1], 3) + (int)abs(i[2]) + max((uint)i[3], 7u) + 0x10;
  i[0] = min(i[1], 3) + abs(i[2]) + max((unsigned)i[3], 7u) + SCALE;
  // CHECK-NEXT: v[0] = (float4)(1.0f, 2.0f, f[0], 4.0f);
  v[0] = make_float4(1.0f, 2.0f, f[0], 4.0f);
  // CHECK-NEXT: i[1] = as_int(f[5]) + convert_int_sat_rtz(f[6]);
  i[1] = __float_as_int(f[5]) + __float2int_rz(f[6]);
  // CHECK: #pragma unroll 4
  // CHECK-NEXT: for (int k = 0; k < 8; ++k)
#pragma unroll 4
  for (int k = 0; k < 8; ++k)
    f[k] += 1.5f;
  // CHECK: printf("%ld items, %lu bytes, %d%%\n", (long)i[0], (ulong)i[1], i[2]);
  printf("%lld items, %zu bytes, %d%%\n", (long long)i[0], (size_t)i[1], i[2]);
}
