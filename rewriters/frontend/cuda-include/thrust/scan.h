/* thrust's prefix sums (declarations for parsing, see execution_policy.h; the bodies only let
 * Clang instantiate them with lambdas, which have no linkage). */
#ifndef CU2CL_THRUST_SCAN_H
#define CU2CL_THRUST_SCAN_H
#include <thrust/detail_iterator.h>

namespace thrust {
template <class P, class InputIt, class OutputIt>
OutputIt inclusive_scan(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
                        OutputIt result) {
  return {};
}
template <class P, class InputIt, class OutputIt, class BinaryOp>
OutputIt inclusive_scan(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
                        OutputIt result, BinaryOp op) {
  return {};
}
template <class InputIt, class OutputIt>
OutputIt inclusive_scan(InputIt first, InputIt last, OutputIt result) {
  return {};
}
template <class InputIt, class OutputIt, class BinaryOp>
OutputIt inclusive_scan(InputIt first, InputIt last, OutputIt result, BinaryOp op) {
  return {};
}

template <class P, class InputIt, class OutputIt>
OutputIt exclusive_scan(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
                        OutputIt result) {
  return {};
}
template <class P, class InputIt, class OutputIt, class T>
OutputIt exclusive_scan(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
                        OutputIt result, T init) {
  return {};
}
template <class P, class InputIt, class OutputIt, class T, class BinaryOp>
OutputIt exclusive_scan(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
                        OutputIt result, T init, BinaryOp op) {
  return {};
}
template <class InputIt, class OutputIt>
OutputIt exclusive_scan(InputIt first, InputIt last, OutputIt result) {
  return {};
}
template <class InputIt, class OutputIt, class T>
OutputIt exclusive_scan(InputIt first, InputIt last, OutputIt result, T init) {
  return {};
}
template <class InputIt, class OutputIt, class T, class BinaryOp>
OutputIt exclusive_scan(InputIt first, InputIt last, OutputIt result, T init, BinaryOp op) {
  return {};
}

template <class P, class InputIt, class KeyIt, class OutputIt>
OutputIt inclusive_scan_by_key(const detail::execution_policy_base<P> &exec, KeyIt keys_first,
                               KeyIt keys_last, InputIt values_first, OutputIt result) {
  return {};
}
template <class P, class InputIt, class KeyIt, class OutputIt>
OutputIt exclusive_scan_by_key(const detail::execution_policy_base<P> &exec, KeyIt keys_first,
                               KeyIt keys_last, InputIt values_first, OutputIt result) {
  return {};
}
template <class P, class InputIt, class OutputIt, class UnaryOp, class BinaryOp>
OutputIt transform_inclusive_scan(const detail::execution_policy_base<P> &exec, InputIt first,
                                  InputIt last, OutputIt result, UnaryOp unary_op,
                                  BinaryOp binary_op) {
  return {};
}
} // namespace thrust
#endif
