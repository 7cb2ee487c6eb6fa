// __byte_perm and the funnel shifts translated by cu2cl and run on the OpenCL device, on byte
// patterns, all-ones, single bits and shifts of 0, 1, 31, 32, 33, 63, 64 and 100. Expected
// values: Inputs/byte_perm_funnelshift.py, from CUDA's documented semantics; CUDA 13.0 on an H200
// printed the same (nvcc -O2 -arch=sm_90).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/byte_perm_funnelshift.cl perm 1 8 40 5 > %t/actual.txt
// RUN: python3 %S/Inputs/byte_perm_funnelshift.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt

__constant__ unsigned kX[8] = {0x03020100u, 0x12345678u, 0xdeadbeefu, 0xffffffffu,
                               0x00000001u, 0x80000000u, 0x0f0f0f0fu, 0u};
__constant__ unsigned kY[8] = {0x07060504u, 0x9abcdef0u, 0xcafef00du, 0x00000000u,
                               0x80000000u, 0x00000001u, 0xf0f0f0f0u, 0u};
__constant__ unsigned kS[8] = {0x3210u, 0x7654u, 0x0123u, 0x4444u,
                               0x5140u, 0xffffu, 0x76543210u, 0x1u};
__constant__ unsigned kShift[8] = {0u, 1u, 31u, 32u, 33u, 63u, 64u, 100u};

// One line per thread: __byte_perm(x, y, s), then __funnelshift_l, _lc, _r, _rc of (x, y).
__global__ void perm(long long *out) {
  unsigned t = threadIdx.x;
  long long *o = out + t * 5u;
  o[0] = __byte_perm(kX[t], kY[t], kS[t]);
  o[1] = __funnelshift_l(kX[t], kY[t], kShift[t]);
  o[2] = __funnelshift_lc(kX[t], kY[t], kShift[t]);
  o[3] = __funnelshift_r(kX[t], kY[t], kShift[t]);
  o[4] = __funnelshift_rc(kX[t], kY[t], kShift[t]);
}
