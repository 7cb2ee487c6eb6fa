/* What thrust's algorithm declarations need to name an iterator's element type (declarations
 * for parsing, see execution_policy.h). */
#ifndef CU2CL_THRUST_DETAIL_ITERATOR_H
#define CU2CL_THRUST_DETAIL_ITERATOR_H
// Laid out by hand: clang-format 14 and 19 disagree on it.
// clang-format off
#include <stddef.h>
#include <thrust/device_ptr.h>
#include <thrust/execution_policy.h>

namespace thrust {
namespace detail {
template <class It> struct iterator_value {
  typedef typename It::value_type type;
};
template <class T> struct iterator_value<T *> {
  typedef T type;
};
template <class T> struct iterator_value<const T *> {
  typedef T type;
};
} // namespace detail
} // namespace thrust
// clang-format on
#endif
