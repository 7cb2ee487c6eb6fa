// Internal: the program variables of cu2cl's CUDA headers that the runtime owns (the clock
// counter, the assertion record), and assert() in device code
// (rewriters/frontend/cuda-include/cu2cl_device_assert.h). A kernel that can fail an assertion gets
// the runtime's assertion record as its `cu2cl_symbol_cu2cl_assertion` argument; after the kernel
// the record is read back, without waiting, on the kernel's queue. Once a read-back shows a failed
// assertion, CUDA's message is printed to stderr and every later CUDA call fails with
// cudaErrorAssert, as in CUDA (after a __trap(), with cudaErrorLaunchFailure).
#pragma once

#include <CL/cl.h>

#include <string>

namespace cu2cl::detail {

/// The device buffer of a program variable that cu2cl's CUDA headers declare and the runtime
/// owns (abi::AssertionVariable, abi::ClockVariable), zeroed when made on first use; null for
/// any other name. Every module's kernels share it.
cl_mem runtimeVariableBuffer(const std::string &name);

/// Enqueues the record's read-back on `queue`, behind the kernel just enqueued there.
void watchAssertions(cl_command_queue queue);

/// Whether a device assertion has failed or a __trap() ran (abi::AssertionFailed,
/// abi::TrapExecuted; 0: neither): looks at the read-backs that have completed (prints an
/// assertion's message the first time). Cheap when no kernel with assertions ran.
unsigned deviceFailure() noexcept;

} // namespace cu2cl::detail
