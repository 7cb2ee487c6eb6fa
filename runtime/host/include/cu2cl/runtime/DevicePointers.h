// Device pointers of the CUDA API: what a host address that cu2clMalloc (or a symbol) handed
// out stands for on the device.
//
// The runtime reserves a large range of the host's address space that is never readable or
// writable (POSIX: mmap with PROT_NONE) and gives every device allocation its own 256-byte
// aligned sub-range of it. A device pointer is an address in that range, so pointer arithmetic
// on the host (`d + k`) is plain C++, and dereferencing one on the host faults at once instead
// of reading garbage. Copies and launches map an address back to (cl_mem, byte offset).
#pragma once

#include "cu2cl/runtime/Handle.h"

#include <cstddef>
#include <optional>

namespace cu2cl::detail {

struct DevicePointer {
  cl_mem memory = nullptr;    // the allocation's buffer; null for a null pointer
  std::size_t offset = 0;     // bytes from the allocation's start to the pointer
  std::size_t bytesToEnd = 0; // bytes from the pointer to the allocation's end
};

/// The allocation `p` points into. A null pointer resolves to a null buffer with nothing
/// behind it (a null kernel argument); a pointer one past the end of an allocation resolves to
/// that allocation with bytesToEnd 0. std::nullopt for any other address: host memory, or
/// device memory that was freed. Thread-safe; never throws.
std::optional<DevicePointer> resolveDevicePointer(const void *p) noexcept;

} // namespace cu2cl::detail
