/* thrust's reductions (declarations for parsing, see execution_policy.h; the bodies only let
 * Clang instantiate them with lambdas, which have no linkage). */
#ifndef CU2CL_THRUST_REDUCE_H
#define CU2CL_THRUST_REDUCE_H
#include <thrust/detail_iterator.h>

namespace thrust {
template <class P, class InputIt>
typename detail::iterator_value<InputIt>::type reduce(const detail::execution_policy_base<P> &exec,
                                                      InputIt first, InputIt last) {
  return {};
}
template <class P, class InputIt, class T>
T reduce(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last, T init) {
  return {};
}
template <class P, class InputIt, class T, class BinaryOp>
T reduce(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last, T init,
         BinaryOp op) {
  return {};
}
template <class InputIt>
typename detail::iterator_value<InputIt>::type reduce(InputIt first, InputIt last) {
  return {};
}
template <class InputIt, class T> T reduce(InputIt first, InputIt last, T init) { return {}; }
template <class InputIt, class T, class BinaryOp>
T reduce(InputIt first, InputIt last, T init, BinaryOp op) {
  return {};
}

template <class P, class KeyIt, class InputIt, class KeyOut, class ValueOut>
void reduce_by_key(const detail::execution_policy_base<P> &exec, KeyIt keys_first, KeyIt keys_last,
                   InputIt values_first, KeyOut keys_output, ValueOut values_output) {}
template <class P, class InputIt, class UnaryOp, class T, class BinaryOp>
T transform_reduce(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
                   UnaryOp unary_op, T init, BinaryOp binary_op) {
  return {};
}
template <class InputIt, class UnaryOp, class T, class BinaryOp>
T transform_reduce(InputIt first, InputIt last, UnaryOp unary_op, T init, BinaryOp binary_op) {
  return {};
}
} // namespace thrust
#endif
