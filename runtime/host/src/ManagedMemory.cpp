#include "ManagedMemory.h"
#include "ModuleImpl.h"

#include "CudaStreams.h"
#include "DevicePointerRegistry.h"
#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/Error.h"

#include <cstdint>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>

namespace cu2cl::detail {
namespace {

using rt::ErrorCode;

struct Allocation {
  std::size_t bytes = 0;
  cl_mem buffer = nullptr; // owned by the device-pointer registry
  bool hostHolds = true;   // mapped
  bool owned = true;       // allocateManaged's memory, freed with it (else the caller's)
  bool hostOnly = false;   // attached to the host (cudaMemAttachHost): never handed over
};

struct Managed {
  std::mutex mutex;
  std::map<void *, Allocation> allocations;

  bool anyHeldByDevice() const {
    for (const auto &entry : allocations)
      if (!entry.second.hostHolds)
        return true;
    return false;
  }
};

Managed &managed() {
  static Managed *instance = new Managed; // never destroyed: like the registry's buffers
  return *instance;
}

void map(void *host, Allocation &allocation) {
  cl_int status = CL_SUCCESS;
  void *mapped = clEnqueueMapBuffer(rt::Device::current().queue(), allocation.buffer, CL_TRUE,
                                    CL_MAP_READ | CL_MAP_WRITE, 0, allocation.bytes, 0, nullptr,
                                    nullptr, &status);
  rt::detail::check(status, ErrorCode::launchFailure,
                    "clEnqueueMapBuffer of managed memory (" + std::to_string(allocation.bytes) +
                        " bytes)");
  // OpenCL maps a USE_HOST_PTR buffer at its host memory; the protocol relies on it.
  if (mapped != host)
    throw rt::Error(ErrorCode::unknown,
                    "the OpenCL implementation mapped managed memory at " +
                        std::to_string(reinterpret_cast<std::uintptr_t>(mapped)) +
                        ", not at its host memory");
  allocation.hostHolds = true;
}

void unmap(void *host, Allocation &allocation) {
  cl_event done = nullptr;
  rt::detail::check(clEnqueueUnmapMemObject(rt::Device::current().queue(), allocation.buffer, host,
                                            0, nullptr, &done),
                    ErrorCode::launchFailure, "clEnqueueUnmapMemObject of managed memory");
  // Synchronous, so that every stream's next command finds the device holding it.
  const cl_int status = clWaitForEvents(1, &done);
  clReleaseEvent(done);
  rt::detail::check(status, ErrorCode::launchFailure, "unmapping managed memory");
  allocation.hostHolds = false;
}

void release(Managed &m, std::map<void *, Allocation>::iterator it) {
  void *host = it->first;
  Allocation &allocation = it->second;
  if (!allocation.hostHolds) {
    synchronizeAllStreams(); // no kernel may still use it
    if (!allocation.owned)
      map(host, allocation); // the caller's memory keeps what kernels wrote
  }
  if (allocation.hostHolds)
    unmap(host, allocation); // OpenCL releases a buffer only when it is not mapped
  releaseAllocation(host, AllocationKind::hostShared);
  if (allocation.owned)
    std::free(host);
  m.allocations.erase(it);
}

/// Gives `bytes` bytes at `host` a buffer, registered at that address and mapped.
void share(void *host, std::size_t bytes, bool owned) {
  rt::DeviceMemory buffer(bytes, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, host);
  Allocation allocation{bytes, buffer.handle(), false, owned};
  registerHostAllocation(host, std::move(buffer));
  try {
    map(host, allocation);
    Managed &m = managed();
    std::lock_guard<std::mutex> lock(m.mutex);
    m.allocations.emplace(host, allocation);
  } catch (...) {
    releaseAllocation(host, AllocationKind::hostShared);
    throw;
  }
}

} // namespace

void *allocateManaged(std::size_t bytes) {
  constexpr std::size_t page = 4096;
  void *host = std::aligned_alloc(page, (bytes + page - 1) / page * page);
  if (!host)
    throw rt::Error(ErrorCode::memoryAllocation,
                    "cannot allocate " + std::to_string(bytes) + " bytes of managed memory");
  try {
    share(host, bytes, /*owned=*/true);
  } catch (...) {
    std::free(host);
    throw;
  }
  return host;
}

void shareHostMemory(void *host, std::size_t bytes) { share(host, bytes, /*owned=*/false); }

bool stopSharingHostMemory(void *host) {
  Managed &m = managed();
  std::lock_guard<std::mutex> lock(m.mutex);
  auto it = m.allocations.find(host);
  if (it == m.allocations.end() || it->second.owned)
    return false;
  release(m, it);
  return true;
}

bool releaseManaged(void *p) {
  Managed &m = managed();
  std::lock_guard<std::mutex> lock(m.mutex);
  auto it = m.allocations.find(p);
  if (it == m.allocations.end() || !it->second.owned)
    return false;
  release(m, it);
  return true;
}

void releaseAllManaged() {
  Managed &m = managed();
  std::lock_guard<std::mutex> lock(m.mutex);
  while (!m.allocations.empty())
    release(m, m.allocations.begin());
}

void handManagedToDevice() {
  handManagedSymbolsToDevice();
  Managed &m = managed();
  std::lock_guard<std::mutex> lock(m.mutex);
  for (auto &[host, allocation] : m.allocations)
    if (allocation.hostHolds && !allocation.hostOnly)
      unmap(host, allocation);
}

void attachManaged(void *p, std::size_t bytes, bool toHost) {
  Managed &m = managed();
  std::lock_guard<std::mutex> lock(m.mutex);
  auto it = m.allocations.find(p);
  if (it == m.allocations.end() || !it->second.owned)
    throw rt::Error(ErrorCode::invalidValue,
                    "the pointer does not start a cu2clMallocManaged allocation");
  Allocation &allocation = it->second;
  if (bytes != 0 && bytes != allocation.bytes)
    throw rt::Error(ErrorCode::invalidValue, "attach the whole allocation (" +
                                                 std::to_string(allocation.bytes) +
                                                 " bytes, or 0), not " + std::to_string(bytes));
  if (toHost && !allocation.hostHolds) {
    synchronizeAllStreams(); // the kernels before may still use it
    map(p, allocation);
  }
  allocation.hostOnly = toHost;
}

void handManagedToHost() {
  handManagedSymbolsToHost();
  Managed &m = managed();
  std::lock_guard<std::mutex> lock(m.mutex);
  if (!m.anyHeldByDevice())
    return;
  // A kernel on another stream may still use the memory: CUDA would not let the host touch it
  // then either (without concurrent managed access), but mapping it now would copy back what
  // that kernel has not written yet.
  synchronizeAllStreams();
  for (auto &[host, allocation] : m.allocations)
    if (!allocation.hostHolds)
      map(host, allocation);
}

} // namespace cu2cl::detail
