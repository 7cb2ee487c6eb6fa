// Streams and events of the CUDA API: one in-order OpenCL queue per stream, the device's queue
// for the legacy default stream, and the implicit ordering between the two.
//
// CUDA's legacy default stream (stream 0) waits for all earlier work of every blocking stream,
// and every blocking stream's later work waits for it. Each stream remembers its last command;
// a command on stream 0 waits for the last command of every blocking stream that has queued
// work since stream 0 last waited for it (an in-order queue finishes its commands in order), and
// a command on a blocking stream waits for stream 0's last command if it has not yet.
#include "CudaStreams.h"
#include "CudaGraphs.h"
#include "ManagedMemory.h"

#include "CudaErrors.h"
#include "cu2cl/cuda_api.h"
#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/Error.h"
#include "cu2cl/runtime/Event.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace cu2cl::detail {

/// The event of a queue's last command. Launches ask for no event, because one costs NVIDIA's
/// OpenCL about 2.5 us of GPU time per kernel (scripts/gpu/probes/queue_overhead.sh); where
/// something waits for a queue whose last command has none, a marker is enqueued then (an
/// in-order queue's marker completes after every earlier command).
class LastCommand {
public:
  /// After a command whose event is `event` (null if none was asked for).
  void record(rt::Handle<cl_event> event) {
    stale_ = !event;
    if (event)
      event_ = std::move(event);
    ++commands_;
  }
  /// How many commands have been recorded: a position in the queue.
  std::uint64_t commands() const noexcept { return commands_; }
  /// The host saw the command at `position` finish (a blocking read): if none came after it,
  /// nothing is pending, and nothing needs a marker to be waited for.
  void finishedThrough(std::uint64_t position) {
    if (position != commands_)
      return;
    event_ = rt::Handle<cl_event>();
    stale_ = false;
  }
  /// The last command's event (null if the queue has had no command), making a marker on
  /// `queue` if that command has none.
  const rt::Handle<cl_event> &event(cl_command_queue queue) {
    if (stale_) {
      event_ = rt::Handle<cl_event>(marker(queue, 0, nullptr));
      clFlush(queue); // another queue's command or the host waits for it
      stale_ = false;
    }
    return event_;
  }

private:
  rt::Handle<cl_event> event_;
  bool stale_ = false; // a command without an event came after event_
  std::uint64_t commands_ = 0;
};

} // namespace cu2cl::detail

struct cu2clStream_st {
  cu2cl::rt::Handle<cl_command_queue> queue;
  unsigned flags = 0;
  cu2cl::detail::LastCommand last;
  bool queuedSinceDefaultWaited = false;
  std::uint64_t defaultCommandsSeen = 0; // how many of stream 0's commands it waited behind
};

struct cu2clEvent_st {
  cu2cl::rt::Handle<cl_event> marker; // null until recorded
  unsigned flags = 0;
};

namespace cu2cl::detail {
namespace {

using rt::ErrorCode;
using rt::Handle;

struct Streams {
  std::mutex mutex;
  std::set<cu2clStream_t> streams;
  std::set<cu2clEvent_t> events;
  LastCommand lastDefault; // stream 0's
  std::uint64_t defaultCommands = 0;
  /// The last commands of destroyed blocking streams, which stream 0 must still wait for.
  std::vector<Handle<cl_event>> destroyedStreamsWork;
  /// The unfinished last commands of every destroyed stream, which the process's exit waits for.
  std::vector<Handle<cl_event>> runningAfterDestroy;
};

void finishStreamsAtExit() noexcept;

Streams &streams() {
  static Streams *instance = [] {
    rt::Device::drainAtExit(finishStreamsAtExit);
    return new Streams; // never destroyed, like the device's queue
  }();
  return *instance;
}

/// Whether the command has ended, successfully or not; never throws.
bool ended(const Handle<cl_event> &event) noexcept {
  cl_int state = CL_QUEUED;
  return clGetEventInfo(event.get(), CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(state), &state,
                        nullptr) != CL_SUCCESS ||
         state == CL_COMPLETE || state < 0;
}

/// The streams' exit drain (rt::Device::drainAtExit): live streams' work, and the destroyed
/// streams' that still runs.
void finishStreamsAtExit() noexcept {
  Streams &all = streams();
  std::unique_lock<std::mutex> lock(all.mutex, std::try_to_lock);
  if (!lock.owns_lock()) // another thread is inside a stream call: exiting under it is its risk
    return;
  for (cu2clStream_t stream : all.streams)
    clFinish(stream->queue.get());
  for (const Handle<cl_event> &event : all.runningAfterDestroy) {
    const cl_event e = event.get();
    clWaitForEvents(1, &e);
  }
}

bool isDefault(cu2clStream_t stream) {
  return stream == nullptr || stream == cu2clStreamLegacy || stream == cu2clStreamPerThread;
}

bool isBlocking(cu2clStream_t stream) { return (stream->flags & cu2clStreamNonBlocking) == 0; }

void requireStream(const Streams &all, cu2clStream_t stream) {
  if (!isDefault(stream) && all.streams.count(stream) == 0)
    fail(ErrorCode::invalidResourceHandle,
         "stream " + std::to_string(reinterpret_cast<std::uintptr_t>(stream)) +
             " was not created by cu2clStreamCreate or was destroyed");
}

cu2clEvent_t requireEvent(const Streams &all, cu2clEvent_t event) {
  if (all.events.count(event) == 0)
    fail(ErrorCode::invalidResourceHandle,
         "event " + std::to_string(reinterpret_cast<std::uintptr_t>(event)) +
             " was not created by cu2clEventCreate or was destroyed");
  return event;
}

/// True once the command has finished; throws Error(launchFailure) if it failed.
bool finished(const Handle<cl_event> &event) {
  if (!event)
    return true;
  cl_int state = CL_QUEUED;
  rt::detail::check(clGetEventInfo(event.get(), CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(state),
                                   &state, nullptr),
                    ErrorCode::invalidResourceHandle, "clGetEventInfo");
  if (state < 0) // a negative execution status is the error the command failed with
    rt::detail::fail(ErrorCode::launchFailure, state, "a queued command failed");
  return state == CL_COMPLETE;
}

/// The last-command record of `stream` (stream 0's is the device queue's).
LastCommand &lastCommandsOf(Streams &all, cu2clStream_t stream) {
  return isDefault(stream) ? all.lastDefault : stream->last;
}

const Handle<cl_event> &lastCommand(cu2clStream_t stream) {
  return stream->last.event(stream->queue.get());
}

const Handle<cl_event> &lastDefaultCommand(Streams &all) {
  return all.lastDefault.event(rt::Device::current().queue());
}

Handle<cl_command_queue> createQueue() {
  const rt::Device &device = rt::Device::current();
  cl_int status = CL_SUCCESS;
  Handle<cl_command_queue> queue(
      clCreateCommandQueue(device.context(), device.id(), CL_QUEUE_PROFILING_ENABLE, &status));
  rt::detail::check(status, ErrorCode::memoryAllocation, "clCreateCommandQueue for a stream");
  return queue;
}

} // namespace

cl_event marker(cl_command_queue queue, cl_uint waitCount, const cl_event *waits) {
  cl_event event = nullptr;
  rt::detail::check(clEnqueueMarkerWithWaitList(queue, waitCount, waits, &event),
                    ErrorCode::launchFailure, "clEnqueueMarkerWithWaitList");
  return event;
}

Handle<cl_event> submit(cu2clStream_t stream, const Enqueue &enqueue, std::uint64_t *position) {
  refuseWhileCapturing(stream); // operations that graphs hold were captured before they came here
  cl_command_queue deviceQueue = rt::Device::current().queue();
  Streams &all = streams();
  std::lock_guard<std::mutex> lock(all.mutex);
  requireStream(all, stream);

  std::vector<cl_event> waits;
  std::vector<cu2clStream_t> waitedFor;
  cl_command_queue queue = deviceQueue;
  if (isDefault(stream)) {
    for (cu2clStream_t other : all.streams)
      if (isBlocking(other) && other->queuedSinceDefaultWaited && lastCommand(other)) {
        waits.push_back(lastCommand(other).get());
        waitedFor.push_back(other);
      }
    for (const Handle<cl_event> &work : all.destroyedStreamsWork)
      waits.push_back(work.get());
  } else {
    queue = stream->queue.get();
    if (isBlocking(stream) && stream->defaultCommandsSeen < all.defaultCommands &&
        lastDefaultCommand(all))
      waits.push_back(lastDefaultCommand(all).get());
  }

  Handle<cl_event> event(
      enqueue(queue, static_cast<cl_uint>(waits.size()), waits.empty() ? nullptr : waits.data()));
  // Another queue's command waits for this one: OpenCL only promises progress once it is
  // flushed.
  clFlush(queue);

  if (isDefault(stream)) {
    for (cu2clStream_t other : waitedFor)
      other->queuedSinceDefaultWaited = false;
    all.destroyedStreamsWork.clear();
    ++all.defaultCommands;
  } else {
    stream->defaultCommandsSeen = all.defaultCommands;
    stream->queuedSinceDefaultWaited = true;
  }
  LastCommand &last = lastCommandsOf(all, stream);
  last.record(event);
  if (position)
    *position = last.commands();
  return event;
}

void finishedThrough(cu2clStream_t stream, std::uint64_t position) {
  Streams &all = streams();
  std::lock_guard<std::mutex> lock(all.mutex);
  if (isDefault(stream) || all.streams.count(stream) != 0) // destroyed meanwhile: nothing to do
    lastCommandsOf(all, stream).finishedThrough(position);
}

void wait(const Handle<cl_event> &event) {
  const cl_event raw = event.get();
  rt::detail::check(clWaitForEvents(1, &raw), ErrorCode::launchFailure, "clWaitForEvents");
}

void synchronizeAllStreams() {
  std::vector<Handle<cl_command_queue>> queues;
  {
    Streams &all = streams();
    std::lock_guard<std::mutex> lock(all.mutex);
    for (cu2clStream_t stream : all.streams)
      queues.push_back(stream->queue);
  }
  if (rt::Device *device = rt::Device::chosen())
    device->synchronize();
  for (const Handle<cl_command_queue> &queue : queues)
    rt::detail::check(clFinish(queue.get()), ErrorCode::launchFailure, "clFinish of a stream");
}

void destroyAllStreamsAndEvents() {
  synchronizeAllStreams();
  Streams &all = streams();
  std::lock_guard<std::mutex> lock(all.mutex);
  for (cu2clStream_t stream : all.streams) {
    forgetStream(stream);
    delete stream;
  }
  for (cu2clEvent_t event : all.events) {
    forgetEvent(event);
    delete event;
  }
  all.streams.clear();
  all.events.clear();
  all.destroyedStreamsWork.clear();
  all.lastDefault = LastCommand();
}

bool isDefaultStream(cu2clStream_t stream) { return isDefault(stream); }

bool isBlockingStream(cu2clStream_t stream) { return isDefault(stream) || isBlocking(stream); }

void requireLiveStream(cu2clStream_t stream) {
  Streams &all = streams();
  std::lock_guard<std::mutex> lock(all.mutex);
  requireStream(all, stream);
}

} // namespace cu2cl::detail

using cu2cl::detail::apiCall;
using cu2cl::detail::fail;
using cu2cl::detail::streams;
using cu2cl::rt::ErrorCode;
using cu2cl::rt::Handle;

cu2clError_t cu2clStreamCreate(cu2clStream_t *stream) {
  return cu2clStreamCreateWithFlags(stream, cu2clStreamDefault);
}

cu2clError_t cu2clStreamCreateWithFlags(cu2clStream_t *stream, unsigned int flags) {
  return apiCall("cu2clStreamCreate", [&] {
    if (!stream)
      fail(ErrorCode::invalidValue, "the stream pointer is null");
    if (flags & ~unsigned(cu2clStreamNonBlocking))
      fail(ErrorCode::invalidValue, "unknown stream flags " + std::to_string(flags));
    auto created = std::make_unique<cu2clStream_st>();
    created->queue = cu2cl::detail::createQueue();
    created->flags = flags;
    auto &all = streams();
    std::lock_guard<std::mutex> lock(all.mutex);
    // A new stream has nothing to wait for but what stream 0 queued before it.
    created->defaultCommandsSeen = 0;
    all.streams.insert(created.get());
    *stream = created.release();
  });
}

cu2clError_t cu2clStreamDestroy(cu2clStream_t stream) {
  return apiCall("cu2clStreamDestroy", [&] {
    if (cu2cl::detail::isDefault(stream))
      fail(ErrorCode::invalidResourceHandle, "the default stream cannot be destroyed");
    auto &all = streams();
    std::lock_guard<std::mutex> lock(all.mutex);
    cu2cl::detail::requireStream(all, stream);
    cu2cl::detail::forgetStream(stream);
    const Handle<cl_event> &last = cu2cl::detail::lastCommand(stream);
    if (cu2cl::detail::isBlocking(stream) && stream->queuedSinceDefaultWaited && last)
      all.destroyedStreamsWork.push_back(last);
    auto &running = all.runningAfterDestroy;
    running.erase(std::remove_if(running.begin(), running.end(), cu2cl::detail::ended),
                  running.end());
    if (last && !cu2cl::detail::ended(last))
      running.push_back(last);
    all.streams.erase(stream);
    delete stream; // releasing the queue flushes it; its commands still run
  });
}

cu2clError_t cu2clStreamSynchronize(cu2clStream_t stream) {
  return apiCall("cu2clStreamSynchronize", [&] {
    cu2cl::detail::refuseWhileCapturing(stream);
    if (cu2cl::detail::isDefault(stream)) {
      // A marker on stream 0 also covers the blocking streams' earlier work.
      cu2cl::detail::wait(cu2cl::detail::submit(stream, cu2cl::detail::marker));
      cu2cl::detail::handManagedToHost();
      return;
    }
    Handle<cl_command_queue> queue;
    {
      auto &all = streams();
      std::lock_guard<std::mutex> lock(all.mutex);
      cu2cl::detail::requireStream(all, stream);
      queue = stream->queue;
    }
    cu2cl::rt::detail::check(clFinish(queue.get()), ErrorCode::launchFailure, "clFinish");
    cu2cl::detail::handManagedToHost();
  });
}

cu2clError_t cu2clStreamQuery(cu2clStream_t stream) {
  return apiCall("cu2clStreamQuery", [&]() -> cu2clError_t {
    cu2cl::detail::refuseWhileCapturing(stream);
    std::vector<Handle<cl_event>> pending;
    {
      auto &all = streams();
      std::lock_guard<std::mutex> lock(all.mutex);
      cu2cl::detail::requireStream(all, stream);
      if (cu2cl::detail::isDefault(stream)) {
        pending.push_back(cu2cl::detail::lastDefaultCommand(all));
        for (cu2clStream_t other : all.streams)
          if (cu2cl::detail::isBlocking(other) && other->queuedSinceDefaultWaited)
            pending.push_back(cu2cl::detail::lastCommand(other));
      } else {
        pending.push_back(cu2cl::detail::lastCommand(stream));
      }
    }
    for (const Handle<cl_event> &event : pending)
      if (!cu2cl::detail::finished(event))
        return cu2clErrorNotReady;
    return cu2clSuccess;
  });
}

namespace {
/// A host function the stream runs: called when the marker after the stream's earlier work
/// completes (with the stream's status); the stream's later work waits on `released`, completed
/// once the function returns.
struct HostCall {
  std::function<void(cu2clError_t)> run;
  cl_event released = nullptr;
};

void CL_CALLBACK runHostCall(cl_event marker, cl_int status, void *data) {
  std::unique_ptr<HostCall> call(static_cast<HostCall *>(data));
  call->run(status == CL_COMPLETE ? cu2clSuccess : cu2clErrorLaunchFailure);
  clSetUserEventStatus(call->released, CL_COMPLETE);
  clReleaseEvent(call->released);
  clReleaseEvent(marker);
}

void enqueueHostCall(cu2clStream_t stream, std::function<void(cu2clError_t)> run) {
  if (cu2cl::detail::captureStep(stream, [run](cu2clStream_t on) { enqueueHostCall(on, run); }))
    return;
  cu2cl::detail::submit(stream, [&](cl_command_queue queue, cl_uint n, const cl_event *waits) {
    cl_int status = CL_SUCCESS;
    auto call = std::make_unique<HostCall>(HostCall{std::move(run), nullptr});
    call->released = clCreateUserEvent(cu2cl::rt::Device::current().context(), &status);
    cu2cl::rt::detail::check(status, ErrorCode::launchFailure, "clCreateUserEvent");
    cl_event marker = nullptr, after = nullptr;
    // Until the callback owns them, a failure releases the events and frees the stream.
    auto abandon = [&](const char *what) {
      clSetUserEventStatus(call->released, CL_COMPLETE);
      clReleaseEvent(call->released);
      if (marker)
        clReleaseEvent(marker);
      if (after)
        clReleaseEvent(after);
      cu2cl::rt::detail::check(status, ErrorCode::launchFailure, what);
    };
    status = clEnqueueMarkerWithWaitList(queue, n, waits, &marker);
    if (status != CL_SUCCESS)
      abandon("clEnqueueMarkerWithWaitList");
    // The barrier first: once the callback is set it may run (and release) at once.
    status = clEnqueueBarrierWithWaitList(queue, 1, &call->released, &after);
    if (status != CL_SUCCESS)
      abandon("clEnqueueBarrierWithWaitList");
    status = clSetEventCallback(marker, CL_COMPLETE, runHostCall, call.get());
    if (status != CL_SUCCESS)
      abandon("clSetEventCallback");
    call.release(); // runHostCall's now
    return after;
  });
}
} // namespace

cu2clError_t cu2clLaunchHostFunc(cu2clStream_t stream, cu2clHostFn_t fn, void *userData) {
  return apiCall("cu2clLaunchHostFunc", [&] {
    if (!fn)
      fail(ErrorCode::invalidValue, "the host function is null");
    enqueueHostCall(stream, [fn, userData](cu2clError_t) { fn(userData); });
  });
}

cu2clError_t cu2clStreamAddCallback(cu2clStream_t stream, cu2clStreamCallback_t callback,
                                    void *userData, unsigned int flags) {
  return apiCall("cu2clStreamAddCallback", [&] {
    if (!callback)
      fail(ErrorCode::invalidValue, "the callback is null");
    if (flags != 0)
      fail(ErrorCode::invalidValue, "flags must be 0, not " + std::to_string(flags));
    enqueueHostCall(stream, [stream, callback, userData](cu2clError_t status) {
      callback(stream, status, userData);
    });
  });
}

cu2clError_t cu2clStreamWaitEvent(cu2clStream_t stream, cu2clEvent_t event, unsigned int flags) {
  return apiCall("cu2clStreamWaitEvent", [&] {
    if (flags != 0)
      fail(ErrorCode::invalidValue, "cu2clStreamWaitEvent takes no flags");
    Handle<cl_event> marker;
    {
      auto &all = streams();
      std::lock_guard<std::mutex> lock(all.mutex);
      marker = cu2cl::detail::requireEvent(all, event)->marker;
    }
    if (cu2cl::detail::captureEventWait(stream, event))
      return;
    if (!marker)
      return; // an event never recorded has happened
    cu2cl::detail::submit(stream, [&](cl_command_queue queue, cl_uint count,
                                      const cl_event *waits) {
      std::vector<cl_event> all(waits, waits + count);
      all.push_back(marker.get());
      cl_event barrier = nullptr;
      cu2cl::rt::detail::check(clEnqueueBarrierWithWaitList(queue, static_cast<cl_uint>(all.size()),
                                                            all.data(), &barrier),
                               ErrorCode::launchFailure, "clEnqueueBarrierWithWaitList");
      return barrier;
    });
  });
}

cu2clError_t cu2clEventCreate(cu2clEvent_t *event) {
  return cu2clEventCreateWithFlags(event, cu2clEventDefault);
}

cu2clError_t cu2clEventCreateWithFlags(cu2clEvent_t *event, unsigned int flags) {
  return apiCall("cu2clEventCreate", [&] {
    if (!event)
      fail(ErrorCode::invalidValue, "the event pointer is null");
    const unsigned known =
        cu2clEventBlockingSync | cu2clEventDisableTiming | cu2clEventInterprocess;
    if (flags & ~known)
      fail(ErrorCode::invalidValue, "unknown event flags " + std::to_string(flags));
    auto created = std::make_unique<cu2clEvent_st>();
    created->flags = flags;
    auto &all = streams();
    std::lock_guard<std::mutex> lock(all.mutex);
    all.events.insert(created.get());
    *event = created.release();
  });
}

cu2clError_t cu2clEventRecord(cu2clEvent_t event, cu2clStream_t stream) {
  return apiCall("cu2clEventRecord", [&] {
    {
      auto &all = streams();
      std::lock_guard<std::mutex> lock(all.mutex);
      cu2cl::detail::requireEvent(all, event);
    }
    if (cu2cl::detail::captureEventRecord(event, stream))
      return;
    Handle<cl_event> marker = cu2cl::detail::submit(stream, cu2cl::detail::marker);
    auto &all = streams();
    std::lock_guard<std::mutex> lock(all.mutex);
    cu2cl::detail::requireEvent(all, event)->marker = std::move(marker);
  });
}

cu2clError_t cu2clEventSynchronize(cu2clEvent_t event) {
  return apiCall("cu2clEventSynchronize", [&] {
    Handle<cl_event> marker;
    {
      auto &all = streams();
      std::lock_guard<std::mutex> lock(all.mutex);
      marker = cu2cl::detail::requireEvent(all, event)->marker;
    }
    if (marker)
      cu2cl::detail::wait(marker);
    cu2cl::detail::handManagedToHost();
  });
}

cu2clError_t cu2clEventQuery(cu2clEvent_t event) {
  return apiCall("cu2clEventQuery", [&]() -> cu2clError_t {
    Handle<cl_event> marker;
    {
      auto &all = streams();
      std::lock_guard<std::mutex> lock(all.mutex);
      marker = cu2cl::detail::requireEvent(all, event)->marker;
    }
    return cu2cl::detail::finished(marker) ? cu2clSuccess : cu2clErrorNotReady;
  });
}

cu2clError_t cu2clEventElapsedTime(float *ms, cu2clEvent_t start, cu2clEvent_t end) {
  return apiCall("cu2clEventElapsedTime", [&]() -> cu2clError_t {
    if (!ms)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    Handle<cl_event> from, to;
    {
      auto &all = streams();
      std::lock_guard<std::mutex> lock(all.mutex);
      for (cu2clEvent_t event : {start, end})
        if (cu2cl::detail::requireEvent(all, event)->flags & cu2clEventDisableTiming)
          fail(ErrorCode::invalidResourceHandle,
               "an event created with cu2clEventDisableTiming has no time");
      from = start->marker;
      to = end->marker;
    }
    if (!from || !to)
      fail(ErrorCode::invalidResourceHandle, "an event that was never recorded has no time");
    if (!cu2cl::detail::finished(from) || !cu2cl::detail::finished(to))
      return cu2clErrorNotReady;
    *ms = cu2cl::rt::elapsedMs(cu2cl::rt::Event(from), cu2cl::rt::Event(to));
    return cu2clSuccess;
  });
}

cu2clError_t cu2clEventDestroy(cu2clEvent_t event) {
  return apiCall("cu2clEventDestroy", [&] {
    auto &all = streams();
    std::lock_guard<std::mutex> lock(all.mutex);
    all.events.erase(cu2cl::detail::requireEvent(all, event));
    cu2cl::detail::forgetEvent(event);
    delete event;
  });
}
