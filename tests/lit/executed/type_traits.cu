// <type_traits> in device code: std::is_same_v is Clang's `__is_same(T, U)` builtin, and
// std::is_integral_v, std::is_signed_v, std::is_floating_point_v are constants of the library's
// templates; a `noexcept(...)` test too. OpenCL C has no types to ask about, so each becomes its
// value, per instantiation. Expected by hand; CUDA 13.0 on an H200 printed the same
// (scripts/gpu/record-executed.sh).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/type_traits.cl | FileCheck %s --check-prefix=CL
// CL: __constant bool integral_constant_bool_true_value = true;
// CL: __constant bool is_same_v_int_int = true;
// CL-NOT: {{^[^/]*}}__is_same
// RUN: timeout 120 %cl-run %t/type_traits.cl traits 1 1 8 8 > %t/actual.txt
// RUN: echo "1 0 1 0 1 1 3 1" > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
#include <type_traits>

__device__ int twice(int x) noexcept { return 2 * x; }

template <typename T> __device__ long long describe() {
  if (std::is_same_v<T, float>)
    return 1;
  if constexpr (std::is_integral_v<T>)
    return std::is_signed_v<T> ? 0 : 2;
  return std::is_floating_point<T>::value ? 3 : 4;
}

__global__ void traits(long long *out) {
  out[0] = std::is_same_v<int, int>;
  out[1] = std::is_same_v<int, unsigned>;
  out[2] = describe<float>();
  out[3] = describe<int>();
  out[4] = noexcept(twice(1));
  out[5] = std::is_same<float, float>::value;
  out[6] = describe<double>();
  out[7] = std::is_unsigned_v<unsigned char>;
}
