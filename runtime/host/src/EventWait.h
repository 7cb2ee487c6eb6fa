// Internal: waiting for commands the way CUDA's default scheduling does.
#pragma once

#include <CL/cl.h>

namespace cu2cl::rt::detail {

/// Waits until \p event is complete; throws Error(launchFailure) if its command failed. It
/// first polls the event, as CUDA's default scheduling spins, for CU2CL_SPIN_WAIT_US
/// microseconds if that is set (0: never), else for 10 ms on devices other than CPUs: NVIDIA's
/// clWaitForEvents returns tens of microseconds after the command ends, which a synchronous
/// call such as thrust::reduce pays every time. On a CPU device polling would take a core from
/// the kernels it waits for, so by default it blocks at once.
void waitForEvent(cl_event event);

/// clFinish of \p queue with waitForEvent's polling.
void finishQueue(cl_command_queue queue);

} // namespace cu2cl::rt::detail
