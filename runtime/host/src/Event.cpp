// Event: waiting on queued commands and timing them with the queue's profiling information.
#include "cu2cl/runtime/Event.h"

#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/Error.h"

namespace cu2cl::rt {
namespace {

void requireValid(const Event &event, const char *operation) {
  if (!event.valid())
    throw Error(ErrorCode::invalidResourceHandle,
                std::string(operation) + " on an event that was never recorded");
}

cl_ulong profilingTime(const Event &event, cl_profiling_info what, const char *name) {
  cl_ulong ns = 0;
  detail::check(clGetEventProfilingInfo(event.handle(), what, sizeof(ns), &ns, nullptr),
                ErrorCode::notSupported, std::string("clGetEventProfilingInfo(") + name + ")");
  return ns;
}

} // namespace

void Event::wait() const {
  requireValid(*this, "wait");
  const cl_event event = event_.get();
  detail::check(clWaitForEvents(1, &event), ErrorCode::launchFailure, "clWaitForEvents");
}

bool Event::done() const {
  requireValid(*this, "query");
  cl_int state = CL_QUEUED;
  detail::check(clGetEventInfo(event_.get(), CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(state),
                               &state, nullptr),
                ErrorCode::invalidResourceHandle, "clGetEventInfo");
  if (state < 0) // a negative execution status is the error the command failed with
    detail::fail(ErrorCode::launchFailure, state, "queued command failed");
  return state == CL_COMPLETE;
}

Event enqueueMarker() {
  cl_event event = nullptr;
  detail::check(clEnqueueMarkerWithWaitList(Device::current().queue(), 0, nullptr, &event),
                ErrorCode::launchFailure, "clEnqueueMarkerWithWaitList");
  clFlush(Device::current().queue());
  return Event(Handle<cl_event>(event));
}

float elapsedMs(const Event &event) {
  event.wait();
  const cl_ulong start = profilingTime(event, CL_PROFILING_COMMAND_START, "COMMAND_START");
  const cl_ulong end = profilingTime(event, CL_PROFILING_COMMAND_END, "COMMAND_END");
  return end >= start ? static_cast<float>(end - start) * 1e-6f : 0.0f;
}

float elapsedMs(const Event &start, const Event &end) {
  start.wait();
  end.wait();
  const cl_ulong from = profilingTime(start, CL_PROFILING_COMMAND_END, "COMMAND_END");
  const cl_ulong to = profilingTime(end, CL_PROFILING_COMMAND_END, "COMMAND_END");
  return to >= from ? static_cast<float>(to - from) * 1e-6f
                    : -static_cast<float>(from - to) * 1e-6f;
}

} // namespace cu2cl::rt
