// Clang's hints in device code: __builtin_expect is its first argument, __builtin_unreachable
// and __builtin_assume do nothing (reaching the first is undefined; the second's condition is
// not evaluated). HeCBench attention-paged's bfloat16 conversions end in __builtin_unreachable.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/compiler_hints.cl | FileCheck %s
// RUN: %cl-build-check %t/compiler_hints.cl
// RUN: %cl-run %t/compiler_hints.cl hints 1 4 4 4 --int | FileCheck %s --check-prefix=VALUES

// CHECK: if (((long)(v > 2)))
// CHECK: ((void)0);
// CHECK: ((void)0);
__device__ int classify(int v) {
  if (__builtin_expect(v > 2, 0))
    return 2;
  switch (v) {
  case 0:
  case 1:
  case 2:
    return v;
  }
  __builtin_unreachable();
}

__global__ void hints(int *out) {
  int t = threadIdx.x;
  __builtin_assume(t < 1024);
  out[t] = classify(t) * 10;
}
// VALUES: 0 10 20 20
