// Internal: the allocations behind device pointers (cu2cl/runtime/DevicePointers.h).
#pragma once

#include "cu2cl/runtime/Memory.h"

#include <cstddef>

namespace cu2cl::detail {

/// What an address range was handed out for: cu2clFree releases only `memory` (and, through
/// ManagedMemory.h, managed memory). `hostShared`: host memory that kernels reach at its host
/// address (managed and mapped memory), outside the reserved range.
enum class AllocationKind { memory, symbol, hostShared };

/// Gives `memory` (not empty) its own range of device addresses and returns the range's start.
/// Throws Error(memoryAllocation) if the reserved range is full or cannot be reserved.
void *registerAllocation(rt::DeviceMemory memory, AllocationKind kind);
/// Makes the host range [host, host + memory.bytes()) resolve to `memory` (kind hostShared).
void registerHostAllocation(void *host, rt::DeviceMemory memory);
/// Whether `p` lies in host memory that kernels share (managed or mapped memory).
bool isHostSharedAddress(const void *p) noexcept;
/// Releases the allocation that starts at `p` if it is one of `kind`; false if there is none.
bool releaseAllocation(const void *p, AllocationKind kind);
/// Releases every allocation of `kind` (cu2clDeviceReset).
void releaseAllAllocations(AllocationKind kind);
/// Whether `p` lies in the runtime's reserved range, allocated or not: such an address must
/// never be read or written on the host.
bool isDeviceAddress(const void *p) noexcept;
/// Bytes of all allocations now.
std::size_t allocatedBytes() noexcept;

} // namespace cu2cl::detail
