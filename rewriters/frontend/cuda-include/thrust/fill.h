/* thrust's fill (declarations for parsing, see execution_policy.h; the bodies only let
 * Clang instantiate them with lambdas, which have no linkage) { return {}; } not translated. */
#ifndef CU2CL_THRUST_FILL_H
#define CU2CL_THRUST_FILL_H
#include <thrust/detail_iterator.h>

namespace thrust {
template <class P, class It, class T>
void fill(const detail::execution_policy_base<P> &exec, It first, It last, const T &value) {}
template <class It, class T> void fill(It first, It last, const T &value) {}
template <class P, class It, class Size, class T>
It fill_n(const detail::execution_policy_base<P> &exec, It first, Size n, const T &value) {
  return {};
}
template <class It, class Size, class T> It fill_n(It first, Size n, const T &value) { return {}; }
} // namespace thrust
#endif
