// A const local of the kernel used in a lambda without capturing it (C++ allows it: a constant
// is not odr-used), found by tests/difftest (gen.py --seed 201). The lambda's OpenCL function
// gets the constant's value; before, its output did not compile (exit 1).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/lambda_constants.cl | FileCheck %s --check-prefix=CL
// CL: uint k_lambda0_call(uint x) { return x * 3 + 5u; }
// CL: float k_lambda1_call(float y) { return y < 2.5E+0f ? y : 2.5E+0f; }
// RUN: timeout 120 %cl-run %t/lambda_constants.cl k 1 8 16 2 > %t/actual.txt
// RUN: python3 -c "print('\n'.join(f'{3 * t + 5} {min(t / 2, 2.5) * 10:.0f}' for t in range(8)))" > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
__global__ void k(long long *out) {
  const unsigned m = 5u;
  constexpr float cap = 2.5f; // a float must be constexpr to be used so
  auto add = [](unsigned x) { return x * 3 + m; };
  auto clamp = [](float y) { return y < cap ? y : cap; };
  out[2 * threadIdx.x] = add(threadIdx.x);
  out[2 * threadIdx.x + 1] = (long long)(clamp(threadIdx.x * 0.5f) * 10.0f);
}
