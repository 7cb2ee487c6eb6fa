// Events of the command queue, and timings taken from their profiling information.
#pragma once

#include "cu2cl/runtime/Handle.h"

#include <utility>

namespace cu2cl::rt {

/// A command enqueued on the device's queue (a launch or a marker). Copies share the cl_event.
class Event {
public:
  Event() noexcept = default;
  explicit Event(Handle<cl_event> event) noexcept : event_(std::move(event)) {}

  cl_event handle() const noexcept { return event_.get(); }
  bool valid() const noexcept { return static_cast<bool>(event_); }
  /// Blocks until the command has finished. Throws Error(launchFailure) if it failed.
  void wait() const;
  /// True once the command has finished (cudaEventQuery).
  bool done() const;

private:
  Handle<cl_event> event_;
};

/// A marker after everything queued so far (what cudaEventRecord needs).
Event enqueueMarker();

/// Milliseconds the command ran (profiling START to END); waits for it first.
float elapsedMs(const Event &event);
/// Milliseconds from the end of `start` to the end of `end` (cudaEventElapsedTime with two
/// markers); waits for both.
float elapsedMs(const Event &start, const Event &end);

} // namespace cu2cl::rt
