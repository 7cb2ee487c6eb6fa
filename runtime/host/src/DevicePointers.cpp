// Device pointers: the reserved address range, its allocator, and the registry that maps an
// address back to its allocation's buffer.
#include "DevicePointerRegistry.h"

#include "cu2cl/runtime/DevicePointers.h"
#include "cu2cl/runtime/Error.h"

#include <cstdint>
#include <iterator>
#include <map>
#include <mutex>
#include <string>

#if defined(_WIN32)
#include <windows.h>
#else
#include <sys/mman.h>
#endif

namespace cu2cl::detail {
namespace {

/// CUDA aligns allocations to at least 256 bytes; programs rely on it for vector accesses.
constexpr std::uintptr_t kAlignment = 256;

struct Allocation {
  std::size_t bytes = 0; // what was asked for
  std::size_t span = 0;  // the addresses it holds
  rt::DeviceMemory memory;
  AllocationKind kind = AllocationKind::memory;
};

struct Registry {
  std::mutex mutex;
  std::uintptr_t base = 0, size = 0;                // the reserved range; 0 until first needed
  std::map<std::uintptr_t, Allocation> allocations; // by start address
  std::map<std::uintptr_t, std::size_t> freeRanges; // start -> bytes, coalesced
  std::size_t allocatedBytes = 0;
};

Registry &registry() {
  static Registry *instance = new Registry; // never destroyed: its buffers outlive main
  return *instance;
}

/// Reserves addresses nobody can touch: as many as the system grants, from 1 TiB (more than
/// any device's memory) down to 1 GiB. The reservation costs no memory.
void reserve(Registry &r) {
  for (std::size_t size = std::size_t(1) << 40; size >= (std::size_t(1) << 30); size /= 2) {
#if defined(_WIN32)
    void *p = VirtualAlloc(nullptr, size, MEM_RESERVE, PAGE_NOACCESS);
    if (!p)
      continue;
#else
    void *p = mmap(nullptr, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
      continue;
#endif
    r.base = reinterpret_cast<std::uintptr_t>(p);
    r.size = size;
    r.freeRanges.emplace(r.base, size);
    return;
  }
  throw rt::Error(rt::ErrorCode::memoryAllocation,
                  "cannot reserve an address range for device pointers (mmap of 1 GiB with "
                  "PROT_NONE failed; is the virtual memory limit, ulimit -v, too low?)");
}

/// First fit. One byte more than asked for, so that the pointer one past an allocation's end
/// never is the start of the next one.
std::uintptr_t takeRange(Registry &r, std::size_t bytes, std::size_t &span) {
  if (r.size == 0)
    reserve(r);
  if (bytes >= r.size)
    span = 0;
  else
    span = (bytes + 1 + kAlignment - 1) / kAlignment * kAlignment;
  for (auto it = r.freeRanges.begin(); span != 0 && it != r.freeRanges.end(); ++it) {
    if (it->second < span)
      continue;
    const std::uintptr_t start = it->first;
    const std::size_t rest = it->second - span;
    r.freeRanges.erase(it);
    if (rest != 0)
      r.freeRanges.emplace(start + span, rest);
    return start;
  }
  throw rt::Error(rt::ErrorCode::memoryAllocation,
                  "the device-pointer address range (" + std::to_string(r.size) +
                      " bytes) has no room for " + std::to_string(bytes) + " more bytes");
}

void giveBack(Registry &r, std::uintptr_t start, std::size_t span) {
  auto next = r.freeRanges.lower_bound(start);
  if (next != r.freeRanges.end() && start + span == next->first) {
    span += next->second;
    next = r.freeRanges.erase(next);
  }
  if (next != r.freeRanges.begin()) {
    auto previous = std::prev(next);
    if (previous->first + previous->second == start) {
      previous->second += span;
      return;
    }
  }
  r.freeRanges.emplace(start, span);
}

void release(Registry &r, std::map<std::uintptr_t, Allocation>::iterator it) {
  r.allocatedBytes -= it->second.bytes;
  if (it->second.kind != AllocationKind::hostShared) // host memory holds no reserved range
    giveBack(r, it->first, it->second.span);
  r.allocations.erase(it);
}

/// The allocation `address` lies in (r.mutex held), or null.
const std::pair<const std::uintptr_t, Allocation> *allocationAt(Registry &r,
                                                                std::uintptr_t address) {
  auto it = r.allocations.upper_bound(address);
  if (it == r.allocations.begin())
    return nullptr;
  --it;
  const std::size_t offset = address - it->first;
  // One past the end still belongs to an allocation in the reserved range (each has a byte
  // more than asked for); not to managed or mapped host memory, where the next byte may start
  // the program's own next block.
  if (offset > it->second.bytes ||
      (offset == it->second.bytes && it->second.kind == AllocationKind::hostShared))
    return nullptr;
  return &*it;
}
} // namespace

std::optional<DevicePointer> resolveDevicePointer(const void *p) noexcept {
  if (!p)
    return DevicePointer{};
  Registry &r = registry();
  const auto address = reinterpret_cast<std::uintptr_t>(p);
  std::lock_guard<std::mutex> lock(r.mutex);
  const auto *found = allocationAt(r, address);
  if (!found)
    return std::nullopt;
  const std::size_t offset = address - found->first;
  return DevicePointer{found->second.memory.handle(), offset, found->second.bytes - offset};
}

bool isHostSharedAddress(const void *p) noexcept {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  const auto *found = allocationAt(r, reinterpret_cast<std::uintptr_t>(p));
  return found && found->second.kind == AllocationKind::hostShared;
}

void *registerAllocation(rt::DeviceMemory memory, AllocationKind kind) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  const std::size_t bytes = memory.bytes();
  std::size_t span = 0;
  const std::uintptr_t start = takeRange(r, bytes, span);
  r.allocations.emplace(start, Allocation{bytes, span, std::move(memory), kind});
  r.allocatedBytes += bytes;
  return reinterpret_cast<void *>(start);
}

void registerHostAllocation(void *host, rt::DeviceMemory memory) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  const std::size_t bytes = memory.bytes();
  r.allocations.emplace(reinterpret_cast<std::uintptr_t>(host),
                        Allocation{bytes, 0, std::move(memory), AllocationKind::hostShared});
  r.allocatedBytes += bytes;
}

bool releaseAllocation(const void *p, AllocationKind kind) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.allocations.find(reinterpret_cast<std::uintptr_t>(p));
  if (it == r.allocations.end() || it->second.kind != kind)
    return false;
  release(r, it);
  return true;
}

void releaseAllAllocations(AllocationKind kind) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  for (auto it = r.allocations.begin(); it != r.allocations.end();) {
    auto current = it++;
    if (current->second.kind == kind)
      release(r, current);
  }
}

bool isDeviceAddress(const void *p) noexcept {
  Registry &r = registry();
  const auto address = reinterpret_cast<std::uintptr_t>(p);
  std::lock_guard<std::mutex> lock(r.mutex);
  return r.size != 0 && address >= r.base && address - r.base < r.size;
}

std::size_t allocatedBytes() noexcept {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  return r.allocatedBytes;
}

} // namespace cu2cl::detail
