// CUDA's fast intrinsics become OpenCL native_* functions, whose precision
// is implementation-defined: a warning at each call, the output is written
// (exit code 0), and -Wno-cu2cl-fast-math-precision silences it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 0 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: grep -v '^ *//' %t/fast_math_precision.cl | FileCheck %s --check-prefix=CODE
// RUN: %cl-build-check %t/fast_math_precision.cl
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-fast-math-precision 2>&1 | count 0

__device__ float ratio(float a, float b) {
  // CHECK: fast_math_precision.cu:[[@LINE+2]]:10: warning: '__fdividef' becomes 'native_divide', whose precision is implementation-defined in OpenCL [-Wcu2cl-fast-math-precision]
  // CODE: return native_divide(a, b);
  return __fdividef(a, b);
}

__global__ void fast(float *f) {
  // CHECK: fast_math_precision.cu:[[@LINE+2]]:10: warning: '__logf' becomes 'native_log', whose precision is implementation-defined in OpenCL [-Wcu2cl-fast-math-precision]
  // CODE: f[0] = native_log(f[1]);
  f[0] = __logf(f[1]);
  // CHECK: fast_math_precision.cu:[[@LINE+2]]:10: warning: '__cosf' becomes 'native_cos', whose precision is implementation-defined in OpenCL [-Wcu2cl-fast-math-precision]
  // CODE: f[2] = native_cos(ratio(f[3], f[4]));
  f[2] = __cosf(ratio(f[3], f[4]));
}
