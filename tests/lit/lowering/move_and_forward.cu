// std::move, std::forward, std::move_if_noexcept and std::as_const in device code are their
// argument (HeCBench moe's operators forward their operands): as values, and bound to
// reference parameters, also of __shared__ memory.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/move_and_forward.cl | FileCheck %s
// RUN: %cl-build-check %t/move_and_forward.cl
// RUN: %cl-run %t/move_and_forward.cl moves 1 4 4 4 | FileCheck %s --check-prefix=VALUES

// CHECK: return (*t) > (*u) ? (*t) : (*u);
// CHECK: (*out) = (*v);
// CHECK: int b = s[3 - t];
// CHECK: put_int(&b, &s[t]);
#include <utility>

struct Larger {
  template <typename T, typename U> __device__ int operator()(T &&t, U &&u) const {
    return t > u ? std::forward<T>(t) : std::forward<U>(u);
  }
};

template <typename T> __device__ void put(T &&v, T &out) { out = std::forward<T>(v); }

__global__ void moves(long long *out) {
  __shared__ int s[4];
  int t = threadIdx.x;
  s[t] = t * 3;
  __syncthreads();
  int a = Larger()(s[t], std::as_const(s[3 - t]));
  int b = std::move(s[3 - t]);
  __syncthreads();
  put(std::move_if_noexcept(b), s[t]);
  out[t] = a * 100 + s[t];
}
// VALUES: 909 606 603 900
