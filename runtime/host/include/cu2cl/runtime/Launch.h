// Kernel launches with CUDA's grid and block geometry.
#pragma once

#include "cu2cl/runtime/Event.h"
#include "cu2cl/runtime/Kernel.h"
#include "cu2cl/runtime/Memory.h"

#include <cstddef>
#include <type_traits>
#include <utility>

namespace cu2cl::rt {

/// CUDA's dim3: unspecified dimensions are 1.
struct Dim3 {
  unsigned x = 1, y = 1, z = 1;
  constexpr Dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1) noexcept : x(x), y(y), z(z) {}
  constexpr unsigned long long count() const noexcept {
    return static_cast<unsigned long long>(x) * y * z;
  }
};

/// Dynamic local memory (CUDA's `extern __shared__`): pass it for a `__local` pointer parameter;
/// the kernel gets `bytes` bytes of local memory per work-group.
struct LocalMemory {
  std::size_t bytes = 0;
};

namespace detail {
void prepareLaunch(const Kernel &kernel, Dim3 grid, Dim3 block, std::size_t argCount);
void setMemoryArg(Kernel &kernel, cl_uint index, cl_mem memory);
void setLocalArg(Kernel &kernel, cl_uint index, std::size_t bytes);
void setValueArg(Kernel &kernel, cl_uint index, std::size_t size, const void *value);
Event enqueueLaunch(Kernel &kernel, Dim3 grid, Dim3 block, std::size_t dynamicLocalBytes);

template <class Arg> std::size_t localBytes(const Arg &arg) {
  if constexpr (std::is_same_v<std::remove_cv_t<Arg>, LocalMemory>)
    return arg.bytes;
  else
    return 0;
}

template <class Arg> void setArg(Kernel &kernel, cl_uint index, const Arg &arg) {
  using T = std::remove_cv_t<Arg>;
  if constexpr (std::is_base_of_v<DeviceMemory, T>) {
    setMemoryArg(kernel, index, arg.handle());
  } else if constexpr (std::is_same_v<T, LocalMemory>) {
    setLocalArg(kernel, index, arg.bytes);
  } else {
    static_assert(std::is_trivially_copyable_v<T>,
                  "a kernel argument must be a Buffer, LocalMemory or a trivially copyable value");
    static_assert(!std::is_pointer_v<T> || std::is_same_v<T, cl_mem>,
                  "pass a Buffer (not a host pointer) for a pointer parameter");
    setValueArg(kernel, index, sizeof(T), &arg);
  }
}
} // namespace detail

/// Runs `kernel` on a grid of `grid` blocks of `block` work-items each: the OpenCL global size
/// is grid * block per dimension, CUDA's x, y, z being OpenCL dimensions 0, 1, 2 (always a
/// 3-dimensional NDRange). Arguments, in the kernel's parameter order: a Buffer<T> or
/// DeviceMemory (passed as its cl_mem), a LocalMemory (dynamic local memory) or a trivially
/// copyable value (passed by value; its size must match the parameter's).
///
/// Throws Error(invalidConfiguration) if a dimension is 0 or the block exceeds the device's or
/// the kernel's limits (the message names the numbers), Error(invalidValue) for a wrong number
/// or size of arguments. The launch is asynchronous: the returned event completes when the
/// kernel has run; synchronize() or a Buffer download waits for it.
template <class... Args> Event launch(Kernel &kernel, Dim3 grid, Dim3 block, Args &&...args) {
  detail::prepareLaunch(kernel, grid, block, sizeof...(Args));
  cl_uint index = 0;
  (detail::setArg(kernel, index++, args), ...);
  const std::size_t dynamicLocalBytes = (std::size_t(0) + ... + detail::localBytes(args));
  return detail::enqueueLaunch(kernel, grid, block, dynamicLocalBytes);
}

/// Waits for everything queued on the current device (cudaDeviceSynchronize). Throws
/// Error(launchFailure) if a queued command failed.
void synchronize();

} // namespace cu2cl::rt
