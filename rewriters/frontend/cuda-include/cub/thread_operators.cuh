/* CUB's operators (see cub.cuh), as CUB defines them: device code translates their bodies
 * (Max and Min keep CUB's operand order, which decides which NaN or which of two equal keys
 * wins); host code recognises Sum as a reduction's `+` (rewriters/host/AlgorithmCalls.cpp). */
#ifndef CU2CL_CUB_THREAD_OPERATORS_CUH
#define CU2CL_CUB_THREAD_OPERATORS_CUH
#include <cub/detail/cu2cl_config.cuh>
#include <cub/util_type.cuh>
#include <cuda_runtime.h>

namespace cub {
struct Sum {
  template <class T> CU2CL_CUB_HOST_DEVICE T operator()(const T &a, const T &b) const {
    return a + b;
  }
};
struct Max {
  template <class T> CU2CL_CUB_HOST_DEVICE T operator()(const T &a, const T &b) const {
    return b > a ? b : a;
  }
};
struct Min {
  template <class T> CU2CL_CUB_HOST_DEVICE T operator()(const T &a, const T &b) const {
    return b < a ? b : a;
  }
};
struct Difference {
  template <class T> CU2CL_CUB_HOST_DEVICE T operator()(const T &a, const T &b) const {
    return a - b;
  }
};
struct Equality {
  template <class T> CU2CL_CUB_HOST_DEVICE bool operator()(const T &a, const T &b) const {
    return a == b;
  }
};
struct Inequality {
  template <class T> CU2CL_CUB_HOST_DEVICE bool operator()(const T &a, const T &b) const {
    return a != b;
  }
};
/* The pair with the larger (ArgMax) or smaller (ArgMin) value; of equal values, the smaller
 * key. */
struct ArgMax {
  template <class T, class Offset>
  CU2CL_CUB_HOST_DEVICE KeyValuePair<Offset, T> operator()(const KeyValuePair<Offset, T> &a,
                                                           const KeyValuePair<Offset, T> &b) const {
    if ((b.value > a.value) || ((a.value == b.value) && (b.key < a.key)))
      return b;
    return a;
  }
};
struct ArgMin {
  template <class T, class Offset>
  CU2CL_CUB_HOST_DEVICE KeyValuePair<Offset, T> operator()(const KeyValuePair<Offset, T> &a,
                                                           const KeyValuePair<Offset, T> &b) const {
    if ((b.value < a.value) || ((a.value == b.value) && (b.key < a.key)))
      return b;
    return a;
  }
};
} // namespace cub
#endif
