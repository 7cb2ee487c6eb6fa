/* thrust's sequence (declarations for parsing, see execution_policy.h; the bodies only let
 * Clang instantiate them with lambdas, which have no linkage) { return {}; } not translated. */
#ifndef CU2CL_THRUST_SEQUENCE_H
#define CU2CL_THRUST_SEQUENCE_H
#include <thrust/detail_iterator.h>

namespace thrust {
template <class P, class It>
void sequence(const detail::execution_policy_base<P> &exec, It first, It last) {}
template <class P, class It, class T>
void sequence(const detail::execution_policy_base<P> &exec, It first, It last, T init) {}
template <class It> void sequence(It first, It last) {}
template <class It, class T> void sequence(It first, It last, T init) {}
template <class It, class T> void sequence(It first, It last, T init, T step) {}
} // namespace thrust
#endif
