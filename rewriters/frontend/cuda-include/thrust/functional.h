/* thrust's function objects (declarations for parsing, see execution_policy.h). cu2cl
 * translates thrust::plus as the default operator of scans and reductions; the others are
 * reported where they are passed to an algorithm. */
#ifndef CU2CL_THRUST_FUNCTIONAL_H
#define CU2CL_THRUST_FUNCTIONAL_H
// Laid out by hand: clang-format 14 and 19 disagree on it.
// clang-format off
#include <cuda_runtime.h>

namespace thrust {
#define CU2CL_THRUST_BINARY_FUNCTOR(Name, Result)                                                  \
  template <class T = void> struct Name {                                                          \
    typedef T first_argument_type;                                                                 \
    typedef T second_argument_type;                                                                \
    typedef Result result_type;                                                                    \
    __host__ __device__ Result operator()(const T &a, const T &b) const;                           \
  };                                                                                               \
  template <> struct Name<void> {                                                                  \
    template <class A, class B>                                                                    \
    __host__ __device__ auto operator()(const A &a, const B &b) const -> decltype(a + b);          \
  };
CU2CL_THRUST_BINARY_FUNCTOR(plus, T)
CU2CL_THRUST_BINARY_FUNCTOR(minus, T)
CU2CL_THRUST_BINARY_FUNCTOR(multiplies, T)
CU2CL_THRUST_BINARY_FUNCTOR(divides, T)
CU2CL_THRUST_BINARY_FUNCTOR(modulus, T)
CU2CL_THRUST_BINARY_FUNCTOR(maximum, T)
CU2CL_THRUST_BINARY_FUNCTOR(minimum, T)
CU2CL_THRUST_BINARY_FUNCTOR(bit_and, T)
CU2CL_THRUST_BINARY_FUNCTOR(bit_or, T)
CU2CL_THRUST_BINARY_FUNCTOR(bit_xor, T)
CU2CL_THRUST_BINARY_FUNCTOR(logical_and, bool)
CU2CL_THRUST_BINARY_FUNCTOR(logical_or, bool)
CU2CL_THRUST_BINARY_FUNCTOR(equal_to, bool)
CU2CL_THRUST_BINARY_FUNCTOR(not_equal_to, bool)
CU2CL_THRUST_BINARY_FUNCTOR(less, bool)
CU2CL_THRUST_BINARY_FUNCTOR(greater, bool)
CU2CL_THRUST_BINARY_FUNCTOR(less_equal, bool)
CU2CL_THRUST_BINARY_FUNCTOR(greater_equal, bool)
#undef CU2CL_THRUST_BINARY_FUNCTOR
template <class T = void> struct negate {
  __host__ __device__ T operator()(const T &a) const;
};
template <class T = void> struct identity {
  __host__ __device__ const T &operator()(const T &a) const;
};
template <class T = void> struct logical_not {
  __host__ __device__ bool operator()(const T &a) const;
};
} // namespace thrust
// clang-format on
#endif
