// Device and host memory of the CUDA API: allocation, copies in every direction, fills.
#include "CudaMemory.h"

#include "CudaErrors.h"
#include "CudaGraphs.h"
#include "CudaStreams.h"
#include "DevicePointerRegistry.h"
#include "FillPlan.h"
#include "ManagedMemory.h"
#include "MemoryPools.h"
#include "cu2cl/cuda_api.h"
#include "cu2cl/runtime/Device.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace cu2cl::detail {
namespace {

using rt::ErrorCode;
using rt::Handle;

/// Pinned host memory, by start address: from cu2clMallocHost/cu2clHostAlloc, or the user's
/// memory registered with cu2clHostRegister (CUDA's page-locked memory).
struct HostBlock {
  std::size_t size;
  bool registered; ///< The user's memory: unregistered, never freed here.
};
struct HostAllocations {
  std::mutex mutex;
  std::map<std::uintptr_t, HostBlock> blocks;
};

HostAllocations &hostAllocations() {
  static HostAllocations *instance = new HostAllocations;
  return *instance;
}

/// Whether [p, p + count) lies in one block of cu2clMallocHost memory.
bool isPinned(const void *p, std::size_t count) {
  HostAllocations &h = hostAllocations();
  const auto address = reinterpret_cast<std::uintptr_t>(p);
  std::lock_guard<std::mutex> lock(h.mutex);
  auto it = h.blocks.upper_bound(address);
  if (it == h.blocks.begin())
    return false;
  --it;
  const std::size_t size = it->second.size;
  return address - it->first <= size && count <= size - (address - it->first);
}

/// The block of pinned memory that holds `p`: its start and size; nothing if none does.
std::optional<std::pair<void *, std::size_t>> pinnedBlockOf(const void *p) {
  HostAllocations &h = hostAllocations();
  const auto address = reinterpret_cast<std::uintptr_t>(p);
  std::lock_guard<std::mutex> lock(h.mutex);
  auto it = h.blocks.upper_bound(address);
  if (it == h.blocks.begin())
    return std::nullopt;
  --it;
  if (address - it->first >= it->second.size)
    return std::nullopt;
  return std::pair(reinterpret_cast<void *>(it->first), it->second.size);
}

std::string hex(const void *p) {
  std::ostringstream text;
  text << p;
  return text.str();
}

const char *kindName(cu2clMemcpyKind kind) {
  switch (kind) {
  case cu2clMemcpyHostToHost:
    return "cu2clMemcpyHostToHost";
  case cu2clMemcpyHostToDevice:
    return "cu2clMemcpyHostToDevice";
  case cu2clMemcpyDeviceToHost:
    return "cu2clMemcpyDeviceToHost";
  case cu2clMemcpyDeviceToDevice:
    return "cu2clMemcpyDeviceToDevice";
  case cu2clMemcpyDefault:
    return "cu2clMemcpyDefault";
  }
  return "?";
}

/// One side of a copy: device memory (resolved) or host memory. Managed and mapped host
/// memory is copied as device memory, whichever side the copy's kind names.
struct Side {
  bool device = false;
  DevicePointer pointer;
  bool eitherSide = false;
};

Side classify(const void *p, const char *role) {
  if (!p)
    fail(ErrorCode::invalidValue, std::string("the ") + role + " is a null pointer");
  if (std::optional<DevicePointer> resolved = resolveDevicePointer(p))
    return Side{true, *resolved, isHostSharedAddress(p)};
  if (isDeviceAddress(p))
    fail(ErrorCode::invalidValue, std::string("the ") + role + " " + hex(p) +
                                      " is a device address that is not allocated (freed?)");
  return Side{};
}

void requireSide(const Side &side, bool device, const char *role, cu2clMemcpyKind kind) {
  if (side.device != device && !side.eitherSide)
    fail(ErrorCode::invalidValue, std::string("the ") + role + " of a " + kindName(kind) +
                                      " copy is " + (side.device ? "device" : "host") + " memory");
}

void requireRoom(const Side &side, std::size_t count, const char *role) {
  if (side.device && count > side.pointer.bytesToEnd)
    fail(ErrorCode::invalidValue,
         std::to_string(count) + " bytes at the " + role + " run past the end of its allocation (" +
             std::to_string(side.pointer.bytesToEnd) + " bytes from that pointer to the end)");
}

bool overlap(const DevicePointer &a, const DevicePointer &b, std::size_t count) {
  return a.memory == b.memory && a.offset < b.offset + count && b.offset < a.offset + count;
}

} // namespace

void copy(void *dst, const void *src, std::size_t count, cu2clMemcpyKind kind, cu2clStream_t stream,
          bool synchronous, const char *function) {
  if (kind < cu2clMemcpyHostToHost || kind > cu2clMemcpyDefault)
    fail(ErrorCode::invalidMemcpyDirection,
         std::string(function) + ": " + std::to_string(int(kind)) + " is no cu2clMemcpyKind");
  if (count == 0)
    return;
  const Side to = classify(dst, "destination");
  const Side from = classify(src, "source");
  if (kind != cu2clMemcpyDefault) {
    requireSide(to, kind == cu2clMemcpyHostToDevice || kind == cu2clMemcpyDeviceToDevice,
                "destination", kind);
    requireSide(from, kind == cu2clMemcpyDeviceToHost || kind == cu2clMemcpyDeviceToDevice,
                "source", kind);
  }
  requireRoom(to, count, "destination");
  requireRoom(from, count, "source");
  // A graph copies when it runs, reading and writing host memory then, as CUDA's copy nodes do.
  if (captureStep(stream, [=](cu2clStream_t on) {
        copy(dst, src, count, kind, on, synchronous, function);
      }))
    return;

  if (!to.device && !from.device) {
    std::memmove(dst, src, count);
    return;
  }
  handManagedToDevice();
  Handle<cl_event> done;
  bool waitForIt = synchronous;
  if (to.device && from.device) {
    if (overlap(to.pointer, from.pointer, count))
      fail(ErrorCode::invalidValue, "source and destination of a device-to-device copy overlap");
    done = submit(stream, [&](cl_command_queue queue, cl_uint n, const cl_event *waits) {
      cl_event event = nullptr;
      rt::detail::check(
          clEnqueueCopyBuffer(queue, from.pointer.memory, to.pointer.memory, from.pointer.offset,
                              to.pointer.offset, count, n, waits, &event),
          ErrorCode::invalidValue, "clEnqueueCopyBuffer(" + std::to_string(count) + " bytes)");
      return event;
    });
    waitForIt = false; // CUDA does not wait for device-to-device copies either
  } else if (to.device) {
    // Until it is done the copy reads `src`, which only pinned memory may promise to keep.
    waitForIt = synchronous || !isPinned(src, count);
    done = submit(stream, [&](cl_command_queue queue, cl_uint n, const cl_event *waits) {
      cl_event event = nullptr;
      rt::detail::check(clEnqueueWriteBuffer(queue, to.pointer.memory, CL_FALSE, to.pointer.offset,
                                             count, src, n, waits, &event),
                        ErrorCode::invalidValue,
                        "clEnqueueWriteBuffer(" + std::to_string(count) + " bytes)");
      return event;
    });
  } else if (synchronous || !isPinned(dst, count)) {
    // A blocking read: NVIDIA's OpenCL hands a pageable destination over 25-75 us later when the
    // host waits for a non-blocking read instead (scripts/gpu/probes/queue_overhead.sh). It is
    // made outside submit() so that other threads can enqueue meanwhile. The stream's queue is
    // in order, so only waits for other streams need a marker to carry them: a marker before
    // every read cost NVIDIA's OpenCL 4-8 us per thrust::reduce (docs/performance.md).
    Handle<cl_command_queue> readQueue;
    std::uint64_t position = 0;
    const Handle<cl_event> ready = submit(
        stream,
        [&](cl_command_queue queue, cl_uint n, const cl_event *waits) {
          clRetainCommandQueue(queue);
          readQueue = Handle<cl_command_queue>(queue);
          return n == 0 ? nullptr : marker(queue, n, waits);
        },
        &position);
    const cl_event after = ready.get();
    // A kernel before it that failed makes the read fail too: another stream's through the
    // marker's wait list, this stream's through the in-order queue (as it failed the marker).
    rt::detail::check(
        clEnqueueReadBuffer(readQueue.get(), from.pointer.memory, CL_TRUE, from.pointer.offset,
                            count, dst, after ? 1 : 0, after ? &after : nullptr, nullptr),
        ErrorCode::launchFailure, "clEnqueueReadBuffer(" + std::to_string(count) + " bytes)");
    // The read has no event: tell the stream that it and everything before it are done.
    finishedThrough(stream, position);
    if (synchronous)
      handManagedToHost();
    return;
  } else {
    done = submit(stream, [&](cl_command_queue queue, cl_uint n, const cl_event *waits) {
      cl_event event = nullptr;
      // A kernel before it that failed makes the read fail too.
      rt::detail::check(clEnqueueReadBuffer(queue, from.pointer.memory, CL_FALSE,
                                            from.pointer.offset, count, dst, n, waits, &event),
                        ErrorCode::launchFailure,
                        "clEnqueueReadBuffer(" + std::to_string(count) + " bytes)");
      return event;
    });
  }
  if (waitForIt)
    wait(done);
  if (synchronous && !(to.device && from.device))
    handManagedToHost();
}

} // namespace cu2cl::detail

using cu2cl::detail::apiCall;
using cu2cl::detail::fail;
using cu2cl::rt::ErrorCode;

cu2clError_t cu2clMalloc(void **devPtr, std::size_t size) {
  return apiCall("cu2clMalloc", [&] {
    if (!devPtr)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    *devPtr = nullptr;
    if (size == 0)
      return; // CUDA's answer: success and a null pointer
    *devPtr = cu2cl::detail::registerAllocation(cu2cl::rt::DeviceMemory(size),
                                                cu2cl::detail::AllocationKind::memory);
  });
}

cu2clError_t cu2clFree(void *devPtr) {
  return apiCall("cu2clFree", [&] {
    if (!devPtr)
      return;
    if (!cu2cl::detail::releaseAllocation(devPtr, cu2cl::detail::AllocationKind::memory) &&
        !cu2cl::detail::releaseManaged(devPtr))
      fail(ErrorCode::invalidValue,
           "cannot free " + cu2cl::detail::hex(devPtr) +
               ": it is not the start of a cu2clMalloc or cu2clMallocManaged allocation");
    cu2cl::detail::forgetPooledAllocation(devPtr);
  });
}

cu2clError_t cu2clMallocManaged(void **devPtr, std::size_t size, unsigned int flags) {
  return apiCall("cu2clMallocManaged", [&] {
    if (!devPtr)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    *devPtr = nullptr;
    if (size == 0)
      fail(ErrorCode::invalidValue, "managed memory of 0 bytes"); // as CUDA
    if (flags != cu2clMemAttachGlobal && flags != cu2clMemAttachHost)
      fail(ErrorCode::invalidValue, "cu2clMallocManaged's flags must be cu2clMemAttachGlobal or "
                                    "cu2clMemAttachHost, not " +
                                        std::to_string(flags));
    *devPtr = cu2cl::detail::allocateManaged(size);
  });
}

namespace {
/// The checks CUDA makes of a managed-memory hint's range.
void requireManagedRange(const void *devPtr, std::size_t count) {
  const std::optional<cu2cl::detail::DevicePointer> p = cu2cl::detail::resolveDevicePointer(devPtr);
  if (!devPtr || !p || count > p->bytesToEnd)
    fail(ErrorCode::invalidValue, "[" + cu2cl::detail::hex(devPtr) + ", +" + std::to_string(count) +
                                      ") is not device or managed memory");
}
} // namespace

cu2clError_t cu2clMemPrefetchAsync(const void *devPtr, std::size_t count, int dstDevice,
                                   cu2clStream_t) {
  return apiCall("cu2clMemPrefetchAsync", [&] {
    requireManagedRange(devPtr, count);
    if (dstDevice != 0 && dstDevice != cu2clCpuDeviceId)
      fail(ErrorCode::invalidDevice, "device " + std::to_string(dstDevice) + " does not exist");
  });
}

cu2clError_t cu2clMemAdvise(const void *devPtr, std::size_t count, cu2clMemoryAdvise advice,
                            int device) {
  return apiCall("cu2clMemAdvise", [&] {
    requireManagedRange(devPtr, count);
    if (advice < cu2clMemAdviseSetReadMostly || advice > cu2clMemAdviseUnsetAccessedBy)
      fail(ErrorCode::invalidValue, "unknown advice " + std::to_string(int(advice)));
    if (device != 0 && device != cu2clCpuDeviceId)
      fail(ErrorCode::invalidDevice, "device " + std::to_string(device) + " does not exist");
  });
}

namespace {
/// A cu2clMemLocation as CUDA 12's device number: the device, or cu2clCpuDeviceId for the host.
int deviceNumberOf(cu2clMemLocation location) {
  switch (location.type) {
  case cu2clMemLocationTypeDevice:
    return location.id;
  case cu2clMemLocationTypeHost:
  case cu2clMemLocationTypeHostNuma:
  case cu2clMemLocationTypeHostNumaCurrent:
    return cu2clCpuDeviceId;
  case cu2clMemLocationTypeInvalid:
    break;
  }
  fail(ErrorCode::invalidValue,
       "not a memory location (type " + std::to_string(int(location.type)) + ")");
}
} // namespace

cu2clError_t cu2clMemPrefetchAsync(const void *devPtr, std::size_t count, cu2clMemLocation location,
                                   unsigned int flags, cu2clStream_t stream) {
  int device = 0;
  if (cu2clError_t error = apiCall("cu2clMemPrefetchAsync",
                                   [&] {
                                     if (flags != 0)
                                       fail(ErrorCode::invalidValue,
                                            "cu2clMemPrefetchAsync takes no flags");
                                     device = deviceNumberOf(location);
                                   });
      error != cu2clSuccess)
    return error;
  return cu2clMemPrefetchAsync(devPtr, count, device, stream);
}

cu2clError_t cu2clMemAdvise(const void *devPtr, std::size_t count, cu2clMemoryAdvise advice,
                            cu2clMemLocation location) {
  int device = 0;
  if (cu2clError_t error = apiCall("cu2clMemAdvise", [&] { device = deviceNumberOf(location); });
      error != cu2clSuccess)
    return error;
  return cu2clMemAdvise(devPtr, count, advice, device);
}

cu2clError_t cu2clStreamAttachMemAsync(cu2clStream_t stream, void *devPtr, std::size_t length,
                                       unsigned int flags) {
  return apiCall("cu2clStreamAttachMemAsync", [&] {
    cu2cl::detail::requireLiveStream(stream);
    if (flags == cu2clMemAttachSingle)
      fail(ErrorCode::notSupported, "managed memory attached to one stream is not translated");
    if (flags != cu2clMemAttachGlobal && flags != cu2clMemAttachHost)
      fail(ErrorCode::invalidValue, "unknown attach flags " + std::to_string(flags));
    cu2cl::detail::attachManaged(devPtr, length, flags == cu2clMemAttachHost);
  });
}

cu2clError_t cu2clMallocHost(void **ptr, std::size_t size) {
  return cu2clHostAlloc(ptr, size, cu2clHostAllocDefault);
}

cu2clError_t cu2clHostAlloc(void **ptr, std::size_t size, unsigned int flags) {
  return apiCall("cu2clHostAlloc", [&] {
    if (!ptr)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    const unsigned known =
        cu2clHostAllocPortable | cu2clHostAllocMapped | cu2clHostAllocWriteCombined;
    if (flags & ~known)
      fail(ErrorCode::invalidValue, "unknown host allocation flags " + std::to_string(flags));
    *ptr = nullptr;
    if (size == 0)
      return;
    // Page-aligned, like CUDA's pinned memory.
    void *block = nullptr;
    const std::size_t page = 4096;
    block = std::aligned_alloc(page, (size + page - 1) / page * page);
    if (!block)
      fail(ErrorCode::memoryAllocation,
           "cannot allocate " + std::to_string(size) + " bytes of host memory");
    auto &h = cu2cl::detail::hostAllocations();
    std::lock_guard<std::mutex> lock(h.mutex);
    if (flags & cu2clHostAllocMapped) {
      try {
        cu2cl::detail::shareHostMemory(block, size);
      } catch (...) {
        std::free(block);
        throw;
      }
    }
    h.blocks.emplace(reinterpret_cast<std::uintptr_t>(block),
                     cu2cl::detail::HostBlock{size, false});
    *ptr = block;
  });
}

cu2clError_t cu2clFreeHost(void *ptr) {
  return apiCall("cu2clFreeHost", [&] {
    if (!ptr)
      return;
    auto &h = cu2cl::detail::hostAllocations();
    {
      std::lock_guard<std::mutex> lock(h.mutex);
      auto block = h.blocks.find(reinterpret_cast<std::uintptr_t>(ptr));
      if (block == h.blocks.end() || block->second.registered)
        fail(ErrorCode::invalidValue, "cannot free " + cu2cl::detail::hex(ptr) +
                                          ": it is not from cu2clMallocHost or cu2clHostAlloc");
      h.blocks.erase(block);
    }
    cu2cl::detail::stopSharingHostMemory(ptr);
    std::free(ptr);
  });
}

cu2clError_t cu2clHostRegister(void *ptr, std::size_t size, unsigned int flags) {
  return apiCall("cu2clHostRegister", [&] {
    const unsigned known = cu2clHostRegisterPortable | cu2clHostRegisterMapped |
                           cu2clHostRegisterIoMemory | cu2clHostRegisterReadOnly;
    if (!ptr || size == 0)
      fail(ErrorCode::invalidValue, "cannot register an empty or null range");
    if (flags & ~known)
      fail(ErrorCode::invalidValue, "unknown host registration flags " + std::to_string(flags));
    auto &h = cu2cl::detail::hostAllocations();
    const auto begin = reinterpret_cast<std::uintptr_t>(ptr);
    std::lock_guard<std::mutex> lock(h.mutex);
    // No overlap with pinned memory: the next block starts at or after the range's end, and
    // the previous one ends at or before its start.
    auto next = h.blocks.lower_bound(begin);
    bool overlaps = next != h.blocks.end() && next->first < begin + size;
    if (next != h.blocks.begin()) {
      auto previous = std::prev(next);
      overlaps |= previous->first + previous->second.size > begin;
    }
    if (overlaps)
      fail(ErrorCode::hostMemoryAlreadyRegistered,
           "[" + cu2cl::detail::hex(ptr) + ", +" + std::to_string(size) +
               ") overlaps pinned or registered host memory");
    if (flags & cu2clHostRegisterMapped)
      cu2cl::detail::shareHostMemory(ptr, size);
    h.blocks.emplace(begin, cu2cl::detail::HostBlock{size, true});
  });
}

cu2clError_t cu2clHostUnregister(void *ptr) {
  return apiCall("cu2clHostUnregister", [&] {
    auto &h = cu2cl::detail::hostAllocations();
    std::lock_guard<std::mutex> lock(h.mutex);
    auto block = h.blocks.find(reinterpret_cast<std::uintptr_t>(ptr));
    if (block == h.blocks.end() || !block->second.registered)
      fail(ErrorCode::hostMemoryNotRegistered, cu2cl::detail::hex(ptr) +
                                                   " is not the start of memory registered with "
                                                   "cu2clHostRegister");
    h.blocks.erase(block);
    cu2cl::detail::stopSharingHostMemory(ptr);
  });
}

cu2clError_t cu2clHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags) {
  return apiCall("cu2clHostGetDevicePointer", [&] {
    if (!pDevice)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    if (flags != 0)
      fail(ErrorCode::invalidValue, "flags must be 0, not " + std::to_string(flags));
    if (!pHost)
      fail(ErrorCode::invalidValue, "the host pointer is null");
    // With unified addressing CUDA maps all pinned memory; here it is shared (and then handed
    // between host and device as mapped memory is) from the first time a program asks.
    if (!cu2cl::detail::isHostSharedAddress(pHost))
      if (auto block = cu2cl::detail::pinnedBlockOf(pHost))
        cu2cl::detail::shareHostMemory(block->first, block->second);
    if (!cu2cl::detail::isHostSharedAddress(pHost))
      fail(ErrorCode::invalidValue, cu2cl::detail::hex(pHost) +
                                        " is not pinned host memory (cu2clMallocHost, "
                                        "cu2clHostAlloc, cu2clHostRegister) or managed memory");
    *pDevice = pHost; // the same address on both sides
  });
}

cu2clError_t cu2clMemcpy(void *dst, const void *src, std::size_t count, cu2clMemcpyKind kind) {
  return apiCall("cu2clMemcpy", [&] {
    cu2cl::detail::copy(dst, src, count, kind, nullptr, /*synchronous=*/true, "cu2clMemcpy");
  });
}

cu2clError_t cu2clMemcpyAsync(void *dst, const void *src, std::size_t count, cu2clMemcpyKind kind,
                              cu2clStream_t stream) {
  return apiCall("cu2clMemcpyAsync", [&] {
    cu2cl::detail::copy(dst, src, count, kind, stream, /*synchronous=*/false, "cu2clMemcpyAsync");
  });
}

namespace {

void fill(void *devPtr, int value, std::size_t count, cu2clStream_t stream) {
  if (count == 0)
    return;
  std::optional<cu2cl::detail::DevicePointer> target =
      devPtr ? cu2cl::detail::resolveDevicePointer(devPtr) : std::nullopt;
  if (!target)
    fail(ErrorCode::invalidValue,
         cu2cl::detail::hex(devPtr) + " is not a device pointer (cu2clMemset fills device memory)");
  if (count > target->bytesToEnd)
    fail(ErrorCode::invalidValue, std::to_string(count) +
                                      " bytes run past the end of the allocation (" +
                                      std::to_string(target->bytesToEnd) + " bytes left)");
  if (cu2cl::detail::captureStep(stream, [=](cu2clStream_t on) { fill(devPtr, value, count, on); }))
    return;
  using cu2cl::detail::FillPiece;
  unsigned char pattern[cu2cl::detail::kFillPatternBytes];
  std::memset(pattern, value, sizeof pattern);
  const std::vector<FillPiece> pieces = cu2cl::detail::planFill(target->offset, count);
  cu2cl::detail::handManagedToDevice();
  cu2cl::detail::submit(stream, [&](cl_command_queue queue, cl_uint n, const cl_event *waits) {
    // The queue is in order: the first piece waits for the stream's dependencies, the last
    // piece's event stands for the whole fill.
    cl_event event = nullptr;
    for (const FillPiece &piece : pieces) {
      if (event)
        clReleaseEvent(event);
      event = nullptr;
      const bool first = &piece == &pieces.front();
      cu2cl::rt::detail::check(clEnqueueFillBuffer(queue, target->memory, pattern,
                                                   piece.patternBytes, piece.offset, piece.bytes,
                                                   first ? n : 0, first ? waits : nullptr, &event),
                               ErrorCode::invalidValue,
                               "clEnqueueFillBuffer(" + std::to_string(piece.bytes) + " bytes)");
    }
    return event;
  });
}

} // namespace

cu2clError_t cu2clMemset(void *devPtr, int value, std::size_t count) {
  return apiCall("cu2clMemset", [&] { fill(devPtr, value, count, nullptr); });
}

cu2clError_t cu2clMemsetAsync(void *devPtr, int value, std::size_t count, cu2clStream_t stream) {
  return apiCall("cu2clMemsetAsync", [&] { fill(devPtr, value, count, stream); });
}

cu2clError_t cu2clMemGetInfo(std::size_t *free, std::size_t *total) {
  return apiCall("cu2clMemGetInfo", [&] {
    if (!free || !total)
      fail(ErrorCode::invalidValue, "a result pointer is null");
    const std::size_t all = static_cast<std::size_t>(cu2cl::rt::Device::current().globalMemSize());
    const std::size_t used = cu2cl::detail::allocatedBytes();
    *total = all;
    *free = used < all ? all - used : 0;
  });
}
