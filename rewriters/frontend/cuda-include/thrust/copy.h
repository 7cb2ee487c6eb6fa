/* thrust's copies (declarations for parsing, see execution_policy.h; the bodies only let
 * Clang instantiate them with lambdas, which have no linkage). */
#ifndef CU2CL_THRUST_COPY_H
#define CU2CL_THRUST_COPY_H
#include <thrust/detail_iterator.h>

namespace thrust {
template <class P, class InputIt, class OutputIt, class Predicate>
OutputIt copy_if(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
                 OutputIt result, Predicate pred) {
  return {};
}
template <class InputIt, class OutputIt, class Predicate>
OutputIt copy_if(InputIt first, InputIt last, OutputIt result, Predicate pred) {
  return {};
}
template <class P, class InputIt, class StencilIt, class OutputIt, class Predicate>
OutputIt copy_if(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
                 StencilIt stencil, OutputIt result, Predicate pred) {
  return {};
}
template <class InputIt, class StencilIt, class OutputIt, class Predicate>
OutputIt copy_if(InputIt first, InputIt last, StencilIt stencil, OutputIt result, Predicate pred) {
  return {};
}
template <class P, class InputIt, class OutputIt>
OutputIt copy(const detail::execution_policy_base<P> &exec, InputIt first, InputIt last,
              OutputIt result) {
  return {};
}
template <class InputIt, class OutputIt>
OutputIt copy(InputIt first, InputIt last, OutputIt result) {
  return {};
}
template <class P, class InputIt, class Size, class OutputIt>
OutputIt copy_n(const detail::execution_policy_base<P> &exec, InputIt first, Size n,
                OutputIt result) {
  return {};
}
template <class InputIt, class Size, class OutputIt>
OutputIt copy_n(InputIt first, Size n, OutputIt result) {
  return {};
}
} // namespace thrust
#endif
