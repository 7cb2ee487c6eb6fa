/* thrust's counting algorithms (declarations for parsing, see execution_policy.h; the bodies only
 * let Clang instantiate them with lambdas, which have no linkage). */
#ifndef CU2CL_THRUST_COUNT_H
#define CU2CL_THRUST_COUNT_H
#include <thrust/detail_iterator.h>

namespace thrust {
template <class P, class InputIt, class Predicate>
ptrdiff_t count_if(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
                   Predicate pred) {
  return {};
}
template <class InputIt, class Predicate>
ptrdiff_t count_if(InputIt first, InputIt last, Predicate pred) {
  return {};
}
template <class P, class InputIt, class T>
ptrdiff_t count(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
                const T &value) {
  return {};
}
template <class InputIt, class T> ptrdiff_t count(InputIt first, InputIt last, const T &value) {
  return {};
}
} // namespace thrust
#endif
