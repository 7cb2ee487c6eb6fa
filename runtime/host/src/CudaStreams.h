// Internal: enqueueing on a CUDA stream with the legacy default stream's ordering.
#pragma once

#include "cu2cl/runtime/CudaTypes.h"
#include "cu2cl/runtime/Handle.h"

#include <cstdint>
#include <functional>

namespace cu2cl::detail {

/// Enqueues one command on `queue` after the `waitCount` events of `waits` (null if none) and
/// returns the command's event, which the caller then owns, or null for a command whose event
/// nobody needs (a kernel launch: see lastCommand in CudaStreams.cpp); throws rt::Error on
/// failure.
using Enqueue =
    std::function<cl_event(cl_command_queue queue, cl_uint waitCount, const cl_event *waits)>;

/// Enqueues a command on `stream`'s queue (stream 0, cu2clStreamLegacy and
/// cu2clStreamPerThread: the device's queue) so that CUDA's legacy default stream rules hold,
/// and returns its event (null where `enqueue` made none). Throws Error(invalidResourceHandle)
/// for a stream that does not exist. `position`, if given, receives the command's place in the
/// stream, for finishedThrough().
rt::Handle<cl_event> submit(cu2clStream_t stream, const Enqueue &enqueue,
                            std::uint64_t *position = nullptr);

/// The host has seen the command at `position` of `stream` finish, and with it every earlier
/// one (a blocking read without an event): unless more was submitted since, the stream is
/// idle, as a query or a wait must then see without a marker.
void finishedThrough(cu2clStream_t stream, std::uint64_t position);

/// An Enqueue: a marker after the waits (and, on an in-order queue, every earlier command).
cl_event marker(cl_command_queue queue, cl_uint waitCount, const cl_event *waits);

/// Waits for the event; throws Error(launchFailure) if its command failed.
void wait(const rt::Handle<cl_event> &event);

/// Stream 0: null, cu2clStreamLegacy or cu2clStreamPerThread.
bool isDefaultStream(cu2clStream_t stream);
/// A stream that stream 0 waits for and that waits for stream 0 (not cu2clStreamNonBlocking).
bool isBlockingStream(cu2clStream_t stream);
/// Throws Error(invalidResourceHandle) unless `stream` is stream 0 or a live stream.
void requireLiveStream(cu2clStream_t stream);

/// Waits for all work on the device's queue and every stream.
void synchronizeAllStreams();
/// cu2clDeviceReset: waits for all work, then destroys every stream and event.
void destroyAllStreamsAndEvents();

} // namespace cu2cl::detail
