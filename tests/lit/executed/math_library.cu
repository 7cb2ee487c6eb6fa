// CUDA math functions with results that C defines exactly (frexp, modf, remquo, scalbn, lrint,
// llround), the norms and reciprocal roots to a millionth, and the C++ std:: overloads of the
// C math names in device code (std::sqrt of a double, std::abs of an int), which only find
// their device versions when cu2cl's headers name them in std after <cmath>.
// Expected values: Inputs/math_library.py, from C's definitions of these functions; CUDA 13.0
// on an H200 printed the same (scripts/gpu/record-executed.sh).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/math_library.cl maths 1 8 128 16 > %t/actual.txt
// RUN: python3 %S/Inputs/math_library.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
#include <cmath>
#include <cstdlib>

__constant__ float kX[8] = {0.75f, -2.5f, 3.5f, 1e10f, -0.0f, 6.0f, 0.1f, 1023.5f};
__constant__ float kY[8] = {0.5f, 1.0f, 2.0f, 3.0f, 1.0f, 4.0f, 0.03f, 10.0f};

__device__ long long millionths(double v) { return (long long)(v * 1e6 + 0.5); }

// One line of 16 values per thread.
__global__ void maths(long long *out) {
  unsigned t = threadIdx.x;
  long long *o = out + t * 16u;
  float x = kX[t], y = kY[t];
  int e = 0, q = 0;
  o[0] = __float_as_int(frexpf(x, &e));
  o[1] = e;
  float whole = 0.0f;
  o[2] = __float_as_int(modff(x, &whole));
  o[3] = __float_as_int(whole);
  o[4] = __float_as_int(remquof(x, y, &q));
  o[5] = q < 0 ? -(-q & 7) : (q & 7); // C promises the sign and three low bits
  o[6] = __float_as_int(scalbnf(x, 3));
  o[7] = lrintf(x);
  o[8] = llroundf(x);
  double dx = x, dy = y;
  int de = 0;
  o[9] = (long long)(frexp(dx, &de) * 1024.0) * 100 + de;
  o[10] = lround(dx * 3.0);
  // Norms of (y, 2y, 2y) = 3|y| and (y, y, y, y) = 2|y|, and their reciprocals' products.
  o[11] = millionths(norm3df(y, 2 * y, 2 * y) / (3 * y));
  o[12] = millionths(rnorm3df(y, 2 * y, 2 * y) * norm3df(y, 2 * y, 2 * y)) +
          millionths(rnorm4d(dy, dy, dy, dy) * norm4d(dy, dy, dy, dy)) * 10;
  o[13] = millionths(rcbrtf(y * y * y) * y) + millionths(rhypot(3.0 * y, 4.0 * y) * 5.0 * y) * 10;
  // dx * dx is exact and its square root correctly rounded: |dx| again.
  o[14] = (__double_as_longlong(std::sqrt(dx * dx)) - __double_as_longlong(std::fabs(dx))) +
          10 * (long long)std::exp(0.0);
  o[15] = std::abs((int)(x * 4)) + std::abs((long long)(y * -8)) * 100000; // (int) saturates
  // std::pow(float, int) computes in double (libstdc++ promotes): 3^(16 + t) exactly, which a
  // float would round (beyond 2^24).
  o[15] += (long long)std::pow(3.0f, (int)t + 16) % 1000 * 1000000000000LL;
}
