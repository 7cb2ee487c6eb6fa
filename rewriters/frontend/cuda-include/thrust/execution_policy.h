/* thrust's execution policies, as host code parses against them (cu2cl_runtime_api.h says why
 * these headers exist). cu2cl translates algorithms run with thrust::device (or
 * thrust::cuda::par) or without a policy on device pointers; see rewriters/AlgorithmCalls.cpp. */
#ifndef CU2CL_THRUST_EXECUTION_POLICY_H
#define CU2CL_THRUST_EXECUTION_POLICY_H
#include <cuda_runtime.h>

namespace thrust {
namespace detail {
template <class Derived> struct execution_policy_base {};
struct device_t : execution_policy_base<device_t> {};
struct host_t : execution_policy_base<host_t> {};
struct par_t : execution_policy_base<par_t> {
  par_t on(cudaStream_t stream) const;
};
} // namespace detail
static const detail::device_t device;
static const detail::host_t host;
namespace cuda {
static const detail::par_t par;
}
} // namespace thrust
#endif
