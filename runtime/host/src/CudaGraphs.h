// Internal: CUDA graphs made by stream capture (CudaGraphs.cpp), as the stream operations see
// them.
#pragma once

#include "cu2cl/runtime/CudaTypes.h"

#include <functional>

namespace cu2cl::detail {

/// One stream operation as a graph holds it: issued again, on the stream the graph is launched
/// on, at each launch. Throws rt::Error as the operation's own API would.
using GraphStep = std::function<void(cu2clStream_t stream)>;

/// If `stream` is capturing, adds `step` to its graph and returns true (the caller does nothing
/// more); otherwise returns false and the caller issues the operation now. Throws
/// Error(streamCaptureInvalidated) if the capture has failed.
bool captureStep(cu2clStream_t stream, const GraphStep &step);

/// For an operation that a graph cannot hold: throws Error(streamCaptureUnsupported) if
/// `stream` is capturing, Error(streamCaptureImplicit) if `stream` is stream 0 and a blocking
/// stream is capturing (stream 0 would wait for work that is not issued); either invalidates the
/// capture. Cheap while nothing captures.
void refuseWhileCapturing(cu2clStream_t stream);

/// cu2clEventRecord on a capturing stream: the event marks this point of the capture instead
/// of a point of the device's work. False if `stream` is not capturing.
bool captureEventRecord(cu2clEvent_t event, cu2clStream_t stream);
/// cu2clStreamWaitEvent: if `event` marks a point of a capture, `stream` joins that capture (or,
/// capturing it already, orders its later work after that point) and this returns true. A
/// capturing stream that waits for any other event: Error(streamCaptureIsolation).
bool captureEventWait(cu2clStream_t stream, cu2clEvent_t event);

/// The stream or event is being destroyed: it leaves any capture.
void forgetStream(cu2clStream_t stream) noexcept;
void forgetEvent(cu2clEvent_t event) noexcept;

} // namespace cu2cl::detail
