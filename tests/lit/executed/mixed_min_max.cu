// CUDA's min and max of mixed types within one kind: min(int, unsigned) compares as unsigned
// (HeCBench mxfp4's `min(16, bits - 2u + shift)`), max(double, float) as double (cuda-samples
// eigenvalues). They were declared for host code only, and OpenCL's min(int, uint) is
// ambiguous: the arguments are converted to the result's type. Expected by hand (in Python,
// with CUDA's 32-bit unsigned arithmetic): tail = min(16, 5 + t) and head = max(t - 33 mod
// 2^32, 5), d = max(5e-37, t / 2), e = min(t, 2.5). CUDA 13.0 on an H200 printed the same
// (nvcc with -DCU2CL_KERNEL='mixed<10>', tests/tools/cuda_run.cu).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-double-precision
// RUN: %strip-checks %t/mixed_min_max.cl | FileCheck %s
// RUN: timeout 120 %cl-run %t/mixed_min_max.cl mixed_10 1 8 8 8 > %t/actual.txt
// RUN: python3 -c "print(' '.join(str(((min(16, 5 + t) * 1000000 + max((t - 33) % 2**32, 5) * 1000) % 2**32) + int(max(5e-37, t * 0.5) * 10) + int(min(t, 2.5) * 100)) for t in range(8)))" > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
// CHECK: uint tail = min((uint)(16), 10u - 2u + shift);
// CHECK: uint head = max(10u - 40u + shift, (uint)(5));
// CHECK: double d = fmax(5.0e-37, (double)(

template <unsigned bits>
__global__ void mixed(long long *out) {
  short shift = (short)threadIdx.x - 3;
  unsigned tail = min(16, bits - 2u + shift);
  unsigned head = max(bits - 40u + shift, 5);
  double d = max(5.0e-37, (float)threadIdx.x * 0.5f);
  double e = min((float)threadIdx.x, 2.5);
  out[threadIdx.x] = tail * 1000000 + head * 1000 + (long long)(d * 10) + (long long)(e * 100);
}
template __global__ void mixed<10>(long long *);
