// CUDA graphs made by stream capture: a graph is the list of the operations captured, each kept
// as the function that issues it again (GraphStep), and a launch issues them on one stream in
// the order they were captured. Host issue order respects every dependency of the captured
// graph, so this is one of the orders CUDA may run it in; branches do not run concurrently.
//
// A capture begins on its origin stream; other streams join it by waiting for an event recorded
// during it, and must be joined back (the origin waits for an event recorded after their work)
// before it ends. Operations that a graph cannot hold fail and invalidate the capture, as CUDA's
// unsupported operations do, rather than run while the program believes them captured.
#include "CudaGraphs.h"

#include "CudaErrors.h"
#include "CudaStreams.h"
#include "cu2cl/cuda_api.h"
#include "cu2cl/runtime/Error.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

struct cu2clGraph_st {
  std::vector<cu2cl::detail::GraphStep> steps;
};

struct cu2clGraphExec_st {
  /// Shared with the launches in progress, so that one may destroy it meanwhile.
  std::shared_ptr<const std::vector<cu2cl::detail::GraphStep>> steps;
};

namespace cu2cl::detail {
namespace {

using rt::ErrorCode;

struct Capture {
  cu2clStream_t origin = nullptr;
  std::vector<GraphStep> steps;
  /// For each stream that joined (not the origin): how many steps the capture had after that
  /// stream's last one.
  std::unordered_map<cu2clStream_t, std::size_t> lastStepOf;
  /// The origin has waited for everything captured before this many steps.
  std::size_t joinedThrough = 0;
  bool invalidated = false;
  std::string why; // what invalidated it
};

/// A point of a capture, as an event recorded on a capturing stream marks it.
struct CapturePoint {
  std::weak_ptr<Capture> capture;
  std::size_t steps = 0;
};

struct Graphs {
  std::mutex mutex;
  std::unordered_map<cu2clStream_t, std::shared_ptr<Capture>> capturing;
  std::unordered_map<cu2clEvent_t, CapturePoint> points;
  std::set<cu2clGraph_t> graphs;
  std::set<cu2clGraphExec_t> executables;
  /// capturing.size(), read without the mutex by refuseWhileCapturing's fast path.
  std::atomic<std::size_t> captures{0};
};

Graphs &graphs() {
  static Graphs *instance = new Graphs; // never destroyed: streams may be used at exit
  return *instance;
}

/// The capture `stream` takes part in, or null; with the mutex held.
std::shared_ptr<Capture> captureOf(Graphs &all, cu2clStream_t stream) {
  auto found = all.capturing.find(stream);
  return found == all.capturing.end() ? nullptr : found->second;
}

/// The capture that records what `stream` issues, or null if it is not capturing; throws
/// Error(streamCaptureInvalidated) if that capture has failed. With the mutex held.
std::shared_ptr<Capture> recordingCaptureOf(Graphs &all, cu2clStream_t stream) {
  std::shared_ptr<Capture> capture = captureOf(all, stream);
  if (capture && capture->invalidated)
    fail(ErrorCode::streamCaptureInvalidated,
         "the stream's capture failed earlier: " + capture->why);
  return capture;
}

/// If `stream` is capturing, calls `record(all, capture)` with the mutex held and returns true
/// (throws Error(streamCaptureInvalidated) if its capture failed); false otherwise, cheaply
/// while nothing captures.
template <class Record> bool recordIfCapturing(cu2clStream_t stream, Record &&record) {
  Graphs &all = graphs();
  if (all.captures.load(std::memory_order_relaxed) == 0)
    return false;
  std::lock_guard<std::mutex> lock(all.mutex);
  std::shared_ptr<Capture> capture = recordingCaptureOf(all, stream);
  if (!capture)
    return false;
  record(all, capture);
  return true;
}

void setCapturing(Graphs &all, cu2clStream_t stream, std::shared_ptr<Capture> capture) {
  all.capturing[stream] = std::move(capture);
  all.captures.store(all.capturing.size(), std::memory_order_relaxed);
}

/// Ends `capture` for every stream taking part; with the mutex held.
void endCapture(Graphs &all, const std::shared_ptr<Capture> &capture) {
  for (auto it = all.capturing.begin(); it != all.capturing.end();)
    it = it->second == capture ? all.capturing.erase(it) : std::next(it);
  all.captures.store(all.capturing.size(), std::memory_order_relaxed);
}

[[noreturn]] void invalidate(Capture &capture, ErrorCode code, const std::string &why) {
  if (!capture.invalidated) {
    capture.invalidated = true;
    capture.why = why;
  }
  fail(code, why);
}

cu2clGraph_t requireGraph(const Graphs &all, cu2clGraph_t graph) {
  if (all.graphs.count(graph) == 0)
    fail(ErrorCode::invalidResourceHandle,
         "graph " + std::to_string(reinterpret_cast<std::uintptr_t>(graph)) +
             " was not made by cu2clStreamEndCapture or cu2clGraphCreate, or was destroyed");
  return graph;
}

cu2clGraphExec_t requireExecutable(const Graphs &all, cu2clGraphExec_t executable) {
  if (all.executables.count(executable) == 0)
    fail(ErrorCode::invalidResourceHandle,
         "executable graph " + std::to_string(reinterpret_cast<std::uintptr_t>(executable)) +
             " was not made by cu2clGraphInstantiate, or was destroyed");
  return executable;
}

void instantiate(cu2clGraphExec_t *graphExec, cu2clGraph_t graph) {
  if (!graphExec)
    fail(ErrorCode::invalidValue, "the executable graph pointer is null");
  auto executable = std::make_unique<cu2clGraphExec_st>();
  Graphs &all = graphs();
  std::lock_guard<std::mutex> lock(all.mutex);
  executable->steps =
      std::make_shared<const std::vector<GraphStep>>(requireGraph(all, graph)->steps);
  all.executables.insert(executable.get());
  *graphExec = executable.release();
}

} // namespace

bool captureStep(cu2clStream_t stream, const GraphStep &step) {
  return recordIfCapturing(stream, [&](Graphs &, const std::shared_ptr<Capture> &capture) {
    capture->steps.push_back(step);
    if (stream != capture->origin)
      capture->lastStepOf[stream] = capture->steps.size();
  });
}

void refuseWhileCapturing(cu2clStream_t stream) {
  Graphs &all = graphs();
  if (all.captures.load(std::memory_order_relaxed) == 0)
    return;
  std::lock_guard<std::mutex> lock(all.mutex);
  if (std::shared_ptr<Capture> capture = captureOf(all, stream))
    invalidate(*capture, ErrorCode::streamCaptureUnsupported,
               "this operation cannot be captured into a graph (kernel launches, copies, "
               "memsets, host functions and events can)");
  if (!isDefaultStream(stream))
    return;
  for (auto &[other, capture] : all.capturing)
    if (isBlockingStream(other))
      invalidate(*capture, ErrorCode::streamCaptureImplicit,
                 "stream 0 would wait for a blocking stream that is capturing (make the stream "
                 "with cu2clStreamNonBlocking, or issue the work on another stream)");
}

bool captureEventRecord(cu2clEvent_t event, cu2clStream_t stream) {
  return recordIfCapturing(stream, [&](Graphs &all, const std::shared_ptr<Capture> &capture) {
    all.points[event] = CapturePoint{capture, capture->steps.size()};
  });
}

bool captureEventWait(cu2clStream_t stream, cu2clEvent_t event) {
  Graphs &all = graphs();
  if (all.captures.load(std::memory_order_relaxed) == 0)
    return false;
  std::lock_guard<std::mutex> lock(all.mutex);
  std::shared_ptr<Capture> waiting = captureOf(all, stream);
  std::shared_ptr<Capture> marked;
  std::size_t point = 0;
  if (auto found = all.points.find(event); found != all.points.end()) {
    marked = found->second.capture.lock();
    point = found->second.steps;
  }
  if (!marked && !waiting)
    return false;
  if (!marked || (waiting && waiting != marked))
    invalidate(*waiting, ErrorCode::streamCaptureIsolation,
               "a capturing stream waits for an event recorded outside its capture");
  if (!waiting) {
    if (isDefaultStream(stream))
      invalidate(*marked, ErrorCode::streamCaptureUnsupported, "stream 0 cannot join a capture");
    setCapturing(all, stream, marked);
    marked->lastStepOf.try_emplace(stream, 0);
  } else if (stream == marked->origin) {
    marked->joinedThrough = std::max(marked->joinedThrough, point);
  }
  return true;
}

void forgetStream(cu2clStream_t stream) noexcept {
  Graphs &all = graphs();
  std::lock_guard<std::mutex> lock(all.mutex);
  if (std::shared_ptr<Capture> capture = captureOf(all, stream)) {
    if (capture->origin == stream) {
      endCapture(all, capture);
    } else {
      capture->invalidated = true;
      capture->why = "a stream that joined the capture was destroyed";
      all.capturing.erase(stream);
      all.captures.store(all.capturing.size(), std::memory_order_relaxed);
    }
  }
}

void forgetEvent(cu2clEvent_t event) noexcept {
  Graphs &all = graphs();
  std::lock_guard<std::mutex> lock(all.mutex);
  all.points.erase(event);
}

} // namespace cu2cl::detail

using cu2cl::detail::apiCall;
using cu2cl::detail::Capture;
using cu2cl::detail::fail;
using cu2cl::detail::graphs;
using cu2cl::rt::ErrorCode;

cu2clError_t cu2clStreamBeginCapture(cu2clStream_t stream, cu2clStreamCaptureMode mode) {
  return apiCall("cu2clStreamBeginCapture", [&] {
    if (mode != cu2clStreamCaptureModeGlobal && mode != cu2clStreamCaptureModeThreadLocal &&
        mode != cu2clStreamCaptureModeRelaxed)
      fail(ErrorCode::invalidValue, std::to_string(int(mode)) + " is no cu2clStreamCaptureMode");
    if (cu2cl::detail::isDefaultStream(stream))
      fail(ErrorCode::streamCaptureUnsupported, "stream 0 cannot be captured (as in CUDA)");
    cu2cl::detail::requireLiveStream(stream);
    auto &all = graphs();
    std::lock_guard<std::mutex> lock(all.mutex);
    if (cu2cl::detail::captureOf(all, stream))
      fail(ErrorCode::illegalState, "the stream is capturing already");
    auto capture = std::make_shared<Capture>();
    capture->origin = stream;
    cu2cl::detail::setCapturing(all, stream, std::move(capture));
  });
}

cu2clError_t cu2clStreamEndCapture(cu2clStream_t stream, cu2clGraph_t *graph) {
  return apiCall("cu2clStreamEndCapture", [&] {
    if (!graph)
      fail(ErrorCode::invalidValue, "the graph pointer is null");
    auto &all = graphs();
    std::lock_guard<std::mutex> lock(all.mutex);
    std::shared_ptr<Capture> capture = cu2cl::detail::captureOf(all, stream);
    if (!capture)
      fail(ErrorCode::illegalState, "the stream is not capturing");
    if (capture->origin != stream)
      fail(ErrorCode::streamCaptureUnmatched,
           "the capture began on another stream, which must end it");
    *graph = nullptr;
    cu2cl::detail::endCapture(all, capture);
    if (capture->invalidated)
      fail(ErrorCode::streamCaptureInvalidated, "the capture failed: " + capture->why);
    for (const auto &[joined, lastStep] : capture->lastStepOf)
      if (lastStep > capture->joinedThrough)
        fail(ErrorCode::streamCaptureUnjoined,
             "work captured on a stream that joined the capture was not joined back: record an "
             "event after it and make the origin stream wait for it");
    auto made = std::make_unique<cu2clGraph_st>();
    made->steps = std::move(capture->steps);
    all.graphs.insert(made.get());
    *graph = made.release();
  });
}

cu2clError_t cu2clStreamIsCapturing(cu2clStream_t stream, cu2clStreamCaptureStatus *status) {
  return apiCall("cu2clStreamIsCapturing", [&] {
    if (!status)
      fail(ErrorCode::invalidValue, "the status pointer is null");
    cu2cl::detail::requireLiveStream(stream);
    auto &all = graphs();
    std::lock_guard<std::mutex> lock(all.mutex);
    std::shared_ptr<Capture> capture = cu2cl::detail::captureOf(all, stream);
    *status = !capture               ? cu2clStreamCaptureStatusNone
              : capture->invalidated ? cu2clStreamCaptureStatusInvalidated
                                     : cu2clStreamCaptureStatusActive;
  });
}

cu2clError_t cu2clGraphCreate(cu2clGraph_t *graph, unsigned int flags) {
  return apiCall("cu2clGraphCreate", [&] {
    if (!graph)
      fail(ErrorCode::invalidValue, "the graph pointer is null");
    if (flags != 0)
      fail(ErrorCode::invalidValue, "cu2clGraphCreate takes no flags");
    auto made = std::make_unique<cu2clGraph_st>();
    auto &all = graphs();
    std::lock_guard<std::mutex> lock(all.mutex);
    all.graphs.insert(made.get());
    *graph = made.release();
  });
}

cu2clError_t cu2clGraphInstantiate(cu2clGraphExec_t *graphExec, cu2clGraph_t graph,
                                   unsigned long long /*flags: accepted alike*/) {
  return apiCall("cu2clGraphInstantiate", [&] { cu2cl::detail::instantiate(graphExec, graph); });
}

cu2clError_t cu2clGraphInstantiate(cu2clGraphExec_t *graphExec, cu2clGraph_t graph,
                                   cu2clGraphNode_t *errorNode,
                                   char * /*logBuffer: written by CUDA only on failure*/,
                                   std::size_t /*bufferSize*/) {
  return apiCall("cu2clGraphInstantiate", [&] {
    if (errorNode)
      *errorNode = nullptr;
    cu2cl::detail::instantiate(graphExec, graph);
  });
}

cu2clError_t cu2clGraphInstantiateWithFlags(cu2clGraphExec_t *graphExec, cu2clGraph_t graph,
                                            unsigned long long /*flags: accepted alike*/) {
  return apiCall("cu2clGraphInstantiateWithFlags",
                 [&] { cu2cl::detail::instantiate(graphExec, graph); });
}

cu2clError_t cu2clGraphLaunch(cu2clGraphExec_t graphExec, cu2clStream_t stream) {
  return apiCall("cu2clGraphLaunch", [&] {
    std::shared_ptr<const std::vector<cu2cl::detail::GraphStep>> steps;
    {
      auto &all = graphs();
      std::lock_guard<std::mutex> lock(all.mutex);
      steps = cu2cl::detail::requireExecutable(all, graphExec)->steps;
    }
    cu2cl::detail::requireLiveStream(stream);
    for (const cu2cl::detail::GraphStep &step : *steps)
      step(stream);
  });
}

cu2clError_t cu2clGraphExecDestroy(cu2clGraphExec_t graphExec) {
  return apiCall("cu2clGraphExecDestroy", [&] {
    auto &all = graphs();
    std::lock_guard<std::mutex> lock(all.mutex);
    all.executables.erase(cu2cl::detail::requireExecutable(all, graphExec));
    delete graphExec;
  });
}

cu2clError_t cu2clGraphDestroy(cu2clGraph_t graph) {
  return apiCall("cu2clGraphDestroy", [&] {
    auto &all = graphs();
    std::lock_guard<std::mutex> lock(all.mutex);
    all.graphs.erase(cu2cl::detail::requireGraph(all, graph));
    delete graph;
  });
}
