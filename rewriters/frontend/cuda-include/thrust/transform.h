/* thrust's transform (declarations for parsing, see execution_policy.h; the bodies only let
 * Clang instantiate them with lambdas, which have no linkage) { return {}; } not translated. */
#ifndef CU2CL_THRUST_TRANSFORM_H
#define CU2CL_THRUST_TRANSFORM_H
#include <thrust/detail_iterator.h>

namespace thrust {
template <class P, class InputIt, class OutputIt, class UnaryOp>
OutputIt transform(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
                   OutputIt result, UnaryOp op) {
  return {};
}
template <class P, class InputIt1, class InputIt2, class OutputIt, class BinaryOp>
OutputIt transform(const detail::execution_policy_base<P> &exec, InputIt1 first1, InputIt1 last1,
                   InputIt2 first2, OutputIt result, BinaryOp op) {
  return {};
}
template <class InputIt, class OutputIt, class UnaryOp>
OutputIt transform(InputIt first, InputIt last, OutputIt result, UnaryOp op) {
  return {};
}
template <class InputIt1, class InputIt2, class OutputIt, class BinaryOp>
OutputIt transform(InputIt1 first1, InputIt1 last1, InputIt2 first2, OutputIt result, BinaryOp op) {
  return {};
}
} // namespace thrust
#endif
