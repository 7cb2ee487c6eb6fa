/* thrust's sorts (declarations for parsing, see execution_policy.h; the bodies only let
 * Clang instantiate them with lambdas, which have no linkage) { return {}; } not translated. */
#ifndef CU2CL_THRUST_SORT_H
#define CU2CL_THRUST_SORT_H
#include <thrust/detail_iterator.h>

namespace thrust {
template <class P, class It>
void sort(const detail::execution_policy_base<P> &exec, It first, It last) {}
template <class P, class It, class Compare>
void sort(const detail::execution_policy_base<P> &exec, It first, It last, Compare comp) {}
template <class It> void sort(It first, It last) {}
template <class It, class Compare> void sort(It first, It last, Compare comp) {}
template <class P, class KeyIt, class ValueIt>
void sort_by_key(const detail::execution_policy_base<P> &exec, KeyIt keys_first, KeyIt keys_last,
                 ValueIt values_first) {}
template <class KeyIt, class ValueIt>
void sort_by_key(KeyIt keys_first, KeyIt keys_last, ValueIt values_first) {}
template <class P, class It>
void stable_sort(const detail::execution_policy_base<P> &exec, It first, It last) {}
template <class It> void stable_sort(It first, It last) {}
} // namespace thrust
#endif
