/* CUB's utility types that device code uses (see cub.cuh). */
#ifndef CU2CL_CUB_UTIL_TYPE_CUH
#define CU2CL_CUB_UTIL_TYPE_CUH
#include <cuda_runtime.h>

namespace cub {
/* A key and a value, as the ArgMax and ArgMin operators combine them. */
template <typename K, typename V> struct KeyValuePair {
  typedef K Key;
  typedef V Value;
  Key key;
  Value value;
};
} // namespace cub
#endif
