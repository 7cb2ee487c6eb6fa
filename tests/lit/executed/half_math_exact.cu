// Half and bfloat16 math functions on values whose results are exact in both types (so CUDA's
// approximations give them too): rounding of (t - 3.5) * 1.25 by hfloor, hceil, htrunc and
// hrint (ties to even), hlog2 of 2^t, hexp2 of t, hsqrt of t^2 and hrcp of 2^t. The bfloat16
// forms but hsqrt, hexp and hrsqrt were missing (HeCBench mxfp4's hlog2 and hfloor).
// Each value is printed times 1000 (hrcp's times 2^20), the half's and the bfloat16's in one
// number (half * 10^5 + bfloat16; hrcp's half * 10^7). CUDA 13.0 on an H200 printed the same
// (scripts/gpu/record-executed.sh).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/half_math_exact.cl exact 1 8 64 8 > %t/actual.txt
// RUN: python3 %S/Inputs/half_math_exact.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
#include <cuda_bf16.h>
#include <cuda_fp16.h>

// Line t: the eight functions of x_t.
__global__ void exact(long long *out) {
  int t = threadIdx.x;
  __half h = __float2half((t - 3.5f) * 1.25f);
  __nv_bfloat16 b = __float2bfloat16((t - 3.5f) * 1.25f);
  long long *o = out + 8 * t;
  o[0] = (long long)(__half2float(hfloor(h)) * 1000) * 100000 +
         (long long)(__bfloat162float(hfloor(b)) * 1000);
  o[1] = (long long)(__half2float(hceil(h)) * 1000) * 100000 +
         (long long)(__bfloat162float(hceil(b)) * 1000);
  o[2] = (long long)(__half2float(htrunc(h)) * 1000) * 100000 +
         (long long)(__bfloat162float(htrunc(b)) * 1000);
  o[3] = (long long)(__half2float(hrint(h)) * 1000) * 100000 +
         (long long)(__bfloat162float(hrint(b)) * 1000);
  o[4] = (long long)(__half2float(hlog2(__float2half((float)(1 << t)))) * 1000) * 100000 +
         (long long)(__bfloat162float(hlog2(__float2bfloat16((float)(1 << t)))) * 1000);
  o[5] = (long long)(__half2float(hexp2(__float2half((float)t))) * 1000) * 100000 +
         (long long)(__bfloat162float(hexp2(__float2bfloat16((float)t))) * 1000);
  o[6] = (long long)(__half2float(hsqrt(__float2half((float)(t * t)))) * 1000) * 100000 +
         (long long)(__bfloat162float(hsqrt(__float2bfloat16((float)(t * t)))) * 1000);
  o[7] = (long long)(__half2float(hrcp(__float2half((float)(1 << t)))) * (1 << 20)) * 10000000 +
         (long long)(__bfloat162float(hrcp(__float2bfloat16((float)(1 << t)))) * (1 << 20));
}
