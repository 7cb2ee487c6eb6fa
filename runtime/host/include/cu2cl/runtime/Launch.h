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

/// Bytes of the warp scratch buffer that cu2cl's device library needs for work-groups of
/// `workGroupSize` work-items: CU2CL_SCRATCH_BYTES(wg) = 8 (wg + 32) of
/// runtime/device/cu2cl/scratch.h (one ulong exchange slot per work-item, rounded up to whole
/// warps, plus the block-reduction counters).
constexpr std::size_t warpScratchBytes(unsigned long long workGroupSize) noexcept {
  return static_cast<std::size_t>(8 * (workGroupSize + 32));
}

/// The warp scratch argument (`__local ulong *cu2cl_scratch`, the last parameter of every
/// translated kernel that uses a warp or block primitive) for blocks of `block`. launch()
/// appends it when the caller leaves it out (see launch()); passing it is equivalent.
constexpr LocalMemory warpScratch(Dim3 block) noexcept {
  return LocalMemory{warpScratchBytes(block.count())};
}

namespace detail {
/// What prepareLaunch decided: which compiled variant runs, and whether launch() appends the
/// warp scratch buffer.
struct LaunchPlan {
  Kernel *kernel = nullptr;
  const Kernel::Variant *variant = nullptr;
  bool appendWarpScratch = false;
};
/// `argCount` is what the caller binds itself: every parameter except the offset companions
/// (Kernel::Parameter::isOffset) and, optionally, the warp scratch buffer. `offsetsPassed`: the
/// caller sets an offset companion to a non-zero value (Kernel::variantFor).
LaunchPlan prepareLaunch(Kernel &kernel, Dim3 grid, Dim3 block, std::size_t argCount,
                         bool offsetsPassed = false);
void setMemoryArg(const LaunchPlan &plan, cl_uint index, cl_mem memory);
void setLocalArg(const LaunchPlan &plan, cl_uint index, std::size_t bytes);
void setValueArg(const LaunchPlan &plan, cl_uint index, std::size_t size, const void *value);
/// Sets every offset companion from `index` on to 0 and returns the index after them.
cl_uint fillOffsets(const LaunchPlan &plan, cl_uint index);
/// On the device's queue.
Event enqueueLaunch(const LaunchPlan &plan, Dim3 grid, Dim3 block, std::size_t dynamicLocalBytes);
/// On `queue`, after the `waitCount` events of `waits` (cu2cl's CUDA streams). Without
/// `wantEvent` the launch has no event (an empty Event): one costs NVIDIA's OpenCL about 2.5 us
/// of GPU time per kernel (scripts/gpu/probes/queue_overhead.sh).
Event enqueueLaunch(const LaunchPlan &plan, Dim3 grid, Dim3 block, std::size_t dynamicLocalBytes,
                    cl_command_queue queue, cl_uint waitCount, const cl_event *waits,
                    bool wantEvent = true);

template <class Arg> std::size_t localBytes(const Arg &arg) {
  if constexpr (std::is_same_v<std::remove_cv_t<Arg>, LocalMemory>)
    return arg.bytes;
  else
    return 0;
}

template <class Arg> void setArg(const LaunchPlan &plan, cl_uint index, const Arg &arg) {
  using T = std::remove_cv_t<Arg>;
  if constexpr (std::is_base_of_v<DeviceMemory, T>) {
    setMemoryArg(plan, index, arg.handle());
  } else if constexpr (std::is_same_v<T, LocalMemory>) {
    setLocalArg(plan, index, arg.bytes);
  } else {
    static_assert(std::is_trivially_copyable_v<T>,
                  "a kernel argument must be a Buffer, LocalMemory or a trivially copyable value");
    static_assert(!std::is_pointer_v<T> || std::is_same_v<T, cl_mem>,
                  "pass a Buffer (not a host pointer) for a pointer parameter");
    setValueArg(plan, index, sizeof(T), &arg);
  }
}
template <class Arg> void bindArg(const LaunchPlan &plan, cl_uint &index, const Arg &arg) {
  setArg(plan, index++, arg);
  index = fillOffsets(plan, index);
}
} // namespace detail

/// Runs `kernel` on a grid of `grid` blocks of `block` work-items each: the OpenCL global size
/// is grid * block per dimension, CUDA's x, y, z being OpenCL dimensions 0, 1, 2 (always a
/// 3-dimensional NDRange). Arguments, in the kernel's parameter order: a Buffer<T> or
/// DeviceMemory (passed as its cl_mem), a LocalMemory (dynamic local memory) or a trivially
/// copyable value (passed by value; its size must match the parameter's).
///
/// The offset rule: a parameter `ulong <p>_cu2cl_offset` that follows a `__global` or
/// `__constant` pointer `p` (the translator's kernel ABI, docs/host-translation.md) is not passed:
/// launch() sets it to 0, since a Buffer is always passed from its start.
///
/// The warp scratch rule: if the kernel's last parameter is cu2cl's warp scratch buffer
/// (Kernel::takesWarpScratch(): `__local ulong *cu2cl_scratch`) and the caller passes one
/// argument fewer than the kernel has (not counting the offsets), launch() appends
/// warpScratch(block) itself. Passing it explicitly works too; any other count is an error.
///
/// The backend rule: a kernel of a program built for the sub-group backend runs blocks whose
/// size is not a multiple of 32 on an emulated build of the same program (built on first need
/// and cached), because partial sub-groups are wrong on PoCL 5 (Backend.h, launchBackend()).
///
/// Throws Error(invalidConfiguration) if a dimension is 0 or the block exceeds the device's or
/// the kernel's limits (the message names the numbers), Error(invalidValue) for a wrong number
/// or size of arguments. The launch is asynchronous: the returned event completes when the
/// kernel has run; synchronize() or a Buffer download waits for it.
template <class... Args> Event launch(Kernel &kernel, Dim3 grid, Dim3 block, Args &&...args) {
  const detail::LaunchPlan plan = detail::prepareLaunch(kernel, grid, block, sizeof...(Args));
  cl_uint index = 0;
  (detail::bindArg(plan, index, args), ...);
  std::size_t dynamicLocalBytes = (std::size_t(0) + ... + detail::localBytes(args));
  if (plan.appendWarpScratch) {
    const LocalMemory scratch = warpScratch(block);
    detail::setArg(plan, index, scratch);
    dynamicLocalBytes += scratch.bytes;
  }
  return detail::enqueueLaunch(plan, grid, block, dynamicLocalBytes);
}

/// Waits for everything queued on the current device (cudaDeviceSynchronize). Throws
/// Error(launchFailure) if a queued command failed.
void synchronize();

} // namespace cu2cl::rt
