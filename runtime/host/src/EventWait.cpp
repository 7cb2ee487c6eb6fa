// Waiting for commands the way CUDA's default scheduling does (EventWait.h).
#include "EventWait.h"

#include "cu2cl/runtime/Error.h"

#include <chrono>
#include <cstdlib>
#include <optional>
#include <string>
#include <thread>

namespace cu2cl::rt::detail {
namespace {

bool onCpuDevice(cl_command_queue queue) {
  cl_device_id device = nullptr;
  cl_device_type type = 0;
  return clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE, sizeof device, &device, nullptr) ==
             CL_SUCCESS &&
         clGetDeviceInfo(device, CL_DEVICE_TYPE, sizeof type, &type, nullptr) == CL_SUCCESS &&
         (type & CL_DEVICE_TYPE_CPU) != 0;
}

/// How long a wait for a command of \p queue polls before it blocks: CU2CL_SPIN_WAIT_US (read
/// once) if set, else kDefaultSpin on devices other than CPUs and nothing on CPUs.
std::chrono::microseconds spinLimit(cl_command_queue queue) {
  constexpr std::chrono::microseconds kDefaultSpin(10000);
  static const std::optional<std::chrono::microseconds> configured =
      []() -> std::optional<std::chrono::microseconds> {
    const char *value = std::getenv("CU2CL_SPIN_WAIT_US");
    if (!value || !*value)
      return std::nullopt;
    char *end = nullptr;
    const long long us = std::strtoll(value, &end, 10);
    return std::chrono::microseconds(*end == '\0' && us > 0 ? us : 0);
  }();
  if (configured)
    return *configured;
  return onCpuDevice(queue) ? std::chrono::microseconds(0) : kDefaultSpin;
}

} // namespace

void waitForEvent(cl_event event) {
  cl_command_queue queue = nullptr;
  clGetEventInfo(event, CL_EVENT_COMMAND_QUEUE, sizeof queue, &queue, nullptr);
  if (queue && spinLimit(queue).count() > 0) {
    // Polling does not submit: the command must be on its way to the device first.
    check(clFlush(queue), ErrorCode::launchFailure, "clFlush");
    const auto until = std::chrono::steady_clock::now() + spinLimit(queue);
    for (;;) {
      cl_int state = CL_QUEUED;
      check(clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof state, &state, nullptr),
            ErrorCode::launchFailure, "clGetEventInfo");
      if (state == CL_COMPLETE)
        return;
      if (state < 0) // a negative execution status is the error the command failed with
        fail(ErrorCode::launchFailure, state, "queued command failed");
      if (std::chrono::steady_clock::now() >= until)
        break;
      std::this_thread::yield();
    }
  }
  check(clWaitForEvents(1, &event), ErrorCode::launchFailure, "clWaitForEvents");
}

void finishQueue(cl_command_queue queue) {
  if (spinLimit(queue).count() == 0) {
    check(clFinish(queue), ErrorCode::launchFailure, "clFinish");
    return;
  }
  cl_event marker = nullptr;
  check(clEnqueueMarkerWithWaitList(queue, 0, nullptr, &marker), ErrorCode::launchFailure,
        "clEnqueueMarkerWithWaitList");
  try {
    waitForEvent(marker);
  } catch (...) {
    clReleaseEvent(marker);
    throw;
  }
  clReleaseEvent(marker);
  // Commands that failed before the marker are reported by clFinish, as before.
  check(clFinish(queue), ErrorCode::launchFailure, "clFinish");
}

} // namespace cu2cl::rt::detail
