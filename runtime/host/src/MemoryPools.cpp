// Stream-ordered allocation (cudaMallocAsync, cudaFreeAsync) and memory pools.
//
// Allocating at once is a stronger promise than CUDA's (memory usable by the stream's later
// work), and freeing through OpenCL's release keeps a buffer until the commands queued on it are
// done, which is what a stream-ordered free asks for. A pool therefore holds no memory of its
// own; it counts what was allocated from it, so that the statistics programs print are right.
#include "MemoryPools.h"

#include "CudaDevice.h"
#include "CudaErrors.h"
#include "CudaGraphs.h"
#include "CudaStreams.h"
#include "DevicePointerRegistry.h"
#include "cu2cl/cuda_api.h"
#include "cu2cl/runtime/Memory.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <unordered_map>

struct cu2clMemPool_st {
  int device = 0;
  int reuseFollowEventDependencies = 1; // CUDA's defaults
  int reuseAllowOpportunistic = 1;
  int reuseAllowInternalDependencies = 1;
  unsigned long long releaseThreshold = 0;
  unsigned long long used = 0; // the bytes of its live allocations
  unsigned long long usedHigh = 0;
  unsigned long long reservedHigh = 0;
  bool destroyed = false; // by cu2clMemPoolDestroy, kept while allocations live
};

namespace cu2cl::detail {
namespace {

using rt::ErrorCode;

struct Allocation {
  cu2clMemPool_t pool;
  unsigned long long bytes;
};

struct Pools {
  std::mutex mutex;
  std::map<int, std::unique_ptr<cu2clMemPool_st>> defaults; // by device number
  std::map<int, cu2clMemPool_t> current;                    // cu2clDeviceSetMemPool's
  std::set<cu2clMemPool_t> created;                         // live, by cu2clMemPoolCreate
  std::unordered_map<const void *, Allocation> allocations;
};

Pools &pools() {
  static Pools *instance = new Pools; // never destroyed: memory may be freed at exit
  return *instance;
}

/// With the mutex held.
cu2clMemPool_t defaultPool(Pools &all, int device) {
  std::unique_ptr<cu2clMemPool_st> &pool = all.defaults[device];
  if (!pool) {
    pool = std::make_unique<cu2clMemPool_st>();
    pool->device = device;
  }
  return pool.get();
}

/// With the mutex held.
cu2clMemPool_t requirePool(Pools &all, cu2clMemPool_t pool) {
  if (all.created.count(pool) != 0)
    return pool;
  for (const auto &[device, owned] : all.defaults)
    if (owned.get() == pool)
      return pool;
  fail(ErrorCode::invalidValue, "memory pool " +
                                    std::to_string(reinterpret_cast<std::uintptr_t>(pool)) +
                                    " was not made by cu2clMemPoolCreate or was destroyed");
}

void count(Allocation allocation, bool allocated) {
  cu2clMemPool_st &pool = *allocation.pool;
  if (allocated) {
    pool.used += allocation.bytes;
    pool.usedHigh = std::max(pool.usedHigh, pool.used);
    pool.reservedHigh = std::max(pool.reservedHigh, pool.used);
  } else {
    pool.used -= allocation.bytes;
  }
}

/// A pool destroyed while it had allocations goes when the last one does; with the mutex held.
void deleteIfDone(cu2clMemPool_t pool) {
  if (pool->destroyed && pool->used == 0)
    delete pool;
}

void allocate(void **devPtr, std::size_t size, cu2clMemPool_t pool, cu2clStream_t stream) {
  if (!devPtr)
    fail(ErrorCode::invalidValue, "the result pointer is null");
  *devPtr = nullptr;
  requireLiveStream(stream);
  refuseWhileCapturing(stream); // a graph's allocation nodes are not translated
  Pools &all = pools();
  std::lock_guard<std::mutex> lock(all.mutex);
  if (!pool) {
    const int device = currentDeviceNumber();
    auto chosen = all.current.find(device);
    pool = chosen != all.current.end() ? chosen->second : defaultPool(all, device);
  }
  requirePool(all, pool);
  if (pool->device != currentDeviceNumber())
    fail(ErrorCode::notSupported, "the pool is device " + std::to_string(pool->device) +
                                      "'s, and the cu2cl runtime uses one device per process");
  if (size == 0)
    return; // CUDA's answer: success and a null pointer
  void *p = registerAllocation(rt::DeviceMemory(size), AllocationKind::memory);
  const Allocation allocation{pool, size};
  all.allocations[p] = allocation;
  count(allocation, true);
  *devPtr = p;
}

} // namespace

void forgetPooledAllocation(const void *p) noexcept {
  Pools &all = pools();
  std::lock_guard<std::mutex> lock(all.mutex);
  auto found = all.allocations.find(p);
  if (found == all.allocations.end())
    return;
  const Allocation allocation = found->second;
  all.allocations.erase(found);
  count(allocation, false);
  deleteIfDone(allocation.pool);
}

} // namespace cu2cl::detail

using cu2cl::detail::apiCall;
using cu2cl::detail::fail;
using cu2cl::detail::pools;
using cu2cl::rt::ErrorCode;

cu2clError_t cu2clMallocAsync(void **devPtr, std::size_t size, cu2clStream_t stream) {
  return apiCall("cu2clMallocAsync",
                 [&] { cu2cl::detail::allocate(devPtr, size, nullptr, stream); });
}

cu2clError_t cu2clMallocFromPoolAsync(void **devPtr, std::size_t size, cu2clMemPool_t pool,
                                      cu2clStream_t stream) {
  return apiCall("cu2clMallocFromPoolAsync", [&] {
    if (!pool)
      fail(ErrorCode::invalidValue, "the pool is null");
    cu2cl::detail::allocate(devPtr, size, pool, stream);
  });
}

cu2clError_t cu2clFreeAsync(void *devPtr, cu2clStream_t stream) {
  return apiCall("cu2clFreeAsync", [&] {
    cu2cl::detail::requireLiveStream(stream);
    cu2cl::detail::refuseWhileCapturing(stream);
    if (cu2clError_t error = cu2clFree(devPtr); error != cu2clSuccess)
      fail(static_cast<ErrorCode>(error), "the pointer is not a device allocation");
  });
}

cu2clError_t cu2clDeviceGetDefaultMemPool(cu2clMemPool_t *pool, int device) {
  return apiCall("cu2clDeviceGetDefaultMemPool", [&] {
    if (!pool)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    cu2cl::detail::numberedDevice(device);
    auto &all = pools();
    std::lock_guard<std::mutex> lock(all.mutex);
    *pool = cu2cl::detail::defaultPool(all, device);
  });
}

cu2clError_t cu2clDeviceGetMemPool(cu2clMemPool_t *pool, int device) {
  return apiCall("cu2clDeviceGetMemPool", [&] {
    if (!pool)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    cu2cl::detail::numberedDevice(device);
    auto &all = pools();
    std::lock_guard<std::mutex> lock(all.mutex);
    auto chosen = all.current.find(device);
    *pool = chosen != all.current.end() ? chosen->second : cu2cl::detail::defaultPool(all, device);
  });
}

cu2clError_t cu2clDeviceSetMemPool(int device, cu2clMemPool_t pool) {
  return apiCall("cu2clDeviceSetMemPool", [&] {
    cu2cl::detail::numberedDevice(device);
    auto &all = pools();
    std::lock_guard<std::mutex> lock(all.mutex);
    cu2cl::detail::requirePool(all, pool);
    if (pool->device != device)
      fail(ErrorCode::invalidValue, "the pool belongs to device " + std::to_string(pool->device));
    all.current[device] = pool;
  });
}

cu2clError_t cu2clMemPoolCreate(cu2clMemPool_t *pool, const cu2clMemPoolProps *props) {
  return apiCall("cu2clMemPoolCreate", [&] {
    if (!pool || !props)
      fail(ErrorCode::invalidValue, "a pointer argument is null");
    if (props->allocType != cu2clMemAllocationTypePinned)
      fail(ErrorCode::invalidValue, "allocType must be cu2clMemAllocationTypePinned");
    if (props->location.type != cu2clMemLocationTypeDevice)
      fail(ErrorCode::notSupported, "only pools of device memory are translated");
    if (props->handleTypes != cu2clMemHandleTypeNone)
      fail(ErrorCode::notSupported, "pools cannot be exported to other processes");
    cu2cl::detail::numberedDevice(props->location.id);
    auto made = std::make_unique<cu2clMemPool_st>();
    made->device = props->location.id;
    auto &all = pools();
    std::lock_guard<std::mutex> lock(all.mutex);
    all.created.insert(made.get());
    *pool = made.release();
  });
}

cu2clError_t cu2clMemPoolDestroy(cu2clMemPool_t pool) {
  return apiCall("cu2clMemPoolDestroy", [&] {
    auto &all = pools();
    std::lock_guard<std::mutex> lock(all.mutex);
    if (all.created.count(pool) == 0)
      fail(ErrorCode::invalidValue, "the pool was not made by cu2clMemPoolCreate, or was "
                                    "destroyed (a device's default pool cannot be)");
    all.created.erase(pool);
    for (auto it = all.current.begin(); it != all.current.end();)
      it = it->second == pool ? all.current.erase(it) : std::next(it);
    pool->destroyed = true;
    cu2cl::detail::deleteIfDone(pool);
  });
}

cu2clError_t cu2clMemPoolSetAttribute(cu2clMemPool_t pool, cu2clMemPoolAttr attr, void *value) {
  return apiCall("cu2clMemPoolSetAttribute", [&] {
    if (!value)
      fail(ErrorCode::invalidValue, "the value pointer is null");
    auto &all = pools();
    std::lock_guard<std::mutex> lock(all.mutex);
    cu2cl::detail::requirePool(all, pool);
    // The reuse policies point to an int, the rest to an unsigned long long: each is read at
    // its own size.
    const auto flag = [&] { return *static_cast<const int *>(value); };
    const auto bytes = [&] { return *static_cast<const unsigned long long *>(value); };
    switch (attr) {
    case cu2clMemPoolReuseFollowEventDependencies:
      pool->reuseFollowEventDependencies = flag();
      return;
    case cu2clMemPoolReuseAllowOpportunistic:
      pool->reuseAllowOpportunistic = flag();
      return;
    case cu2clMemPoolReuseAllowInternalDependencies:
      pool->reuseAllowInternalDependencies = flag();
      return;
    case cu2clMemPoolAttrReleaseThreshold:
      pool->releaseThreshold = bytes();
      return;
    case cu2clMemPoolAttrReservedMemHigh:
    case cu2clMemPoolAttrUsedMemHigh:
      if (bytes() != 0)
        fail(ErrorCode::invalidValue, "a high-water mark can only be reset, to 0");
      (attr == cu2clMemPoolAttrUsedMemHigh ? pool->usedHigh : pool->reservedHigh) = pool->used;
      return;
    case cu2clMemPoolAttrReservedMemCurrent:
    case cu2clMemPoolAttrUsedMemCurrent:
      break;
    }
    fail(ErrorCode::invalidValue,
         "memory pool attribute " + std::to_string(int(attr)) + " cannot be set");
  });
}

cu2clError_t cu2clMemPoolGetAttribute(cu2clMemPool_t pool, cu2clMemPoolAttr attr, void *value) {
  return apiCall("cu2clMemPoolGetAttribute", [&] {
    if (!value)
      fail(ErrorCode::invalidValue, "the value pointer is null");
    auto &all = pools();
    std::lock_guard<std::mutex> lock(all.mutex);
    cu2cl::detail::requirePool(all, pool);
    auto *flag = static_cast<int *>(value);
    auto *bytes = static_cast<unsigned long long *>(value);
    switch (attr) {
    case cu2clMemPoolReuseFollowEventDependencies:
      *flag = pool->reuseFollowEventDependencies;
      return;
    case cu2clMemPoolReuseAllowOpportunistic:
      *flag = pool->reuseAllowOpportunistic;
      return;
    case cu2clMemPoolReuseAllowInternalDependencies:
      *flag = pool->reuseAllowInternalDependencies;
      return;
    case cu2clMemPoolAttrReleaseThreshold:
      *bytes = pool->releaseThreshold;
      return;
    case cu2clMemPoolAttrReservedMemCurrent: // no memory is kept beyond what is in use
    case cu2clMemPoolAttrUsedMemCurrent:
      *bytes = pool->used;
      return;
    case cu2clMemPoolAttrReservedMemHigh:
      *bytes = pool->reservedHigh;
      return;
    case cu2clMemPoolAttrUsedMemHigh:
      *bytes = pool->usedHigh;
      return;
    }
    fail(ErrorCode::invalidValue, "unknown memory pool attribute " + std::to_string(int(attr)));
  });
}

cu2clError_t cu2clMemPoolTrimTo(cu2clMemPool_t pool, std::size_t /*minBytesToKeep*/) {
  return apiCall("cu2clMemPoolTrimTo", [&] {
    auto &all = pools();
    std::lock_guard<std::mutex> lock(all.mutex);
    cu2cl::detail::requirePool(all, pool); // it keeps nothing to trim
  });
}
