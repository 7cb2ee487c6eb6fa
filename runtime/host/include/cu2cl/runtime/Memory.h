// Untyped device memory: one cl_mem in the current device's context.
#pragma once

#include "cu2cl/runtime/Handle.h"

#include <cstddef>

namespace cu2cl::rt {

/// Owns a cl_mem of `bytes` bytes. Move-only. A zero-byte allocation has a null handle, which
/// is a valid kernel argument (a null pointer), as cudaMalloc(0) is. Transfers are blocking and
/// go through Device::current().queue(), so they are ordered after every kernel launched before.
class DeviceMemory {
public:
  DeviceMemory() noexcept = default;
  /// Throws Error(memoryAllocation) if the device cannot allocate it.
  /// With `host` (and CL_MEM_USE_HOST_PTR in `flags`), a buffer over the caller's host memory,
  /// which must outlive it.
  explicit DeviceMemory(std::size_t bytes, cl_mem_flags flags = CL_MEM_READ_WRITE,
                        void *host = nullptr);

  DeviceMemory(DeviceMemory &&) noexcept = default;
  DeviceMemory &operator=(DeviceMemory &&) noexcept = default;
  DeviceMemory(const DeviceMemory &) = delete;
  DeviceMemory &operator=(const DeviceMemory &) = delete;

  cl_mem handle() const noexcept { return mem_.get(); }
  std::size_t bytes() const noexcept { return bytes_; }

  /// Copies `bytes` bytes from host memory to the device at `offset`. Throws
  /// Error(invalidValue) if the range is outside the allocation.
  void writeBytes(const void *source, std::size_t bytes, std::size_t offset = 0);
  /// Copies `bytes` bytes at `offset` from the device to host memory.
  void readBytes(void *destination, std::size_t bytes, std::size_t offset = 0) const;
  /// Device-to-device copy of `bytes` bytes from `source` at `sourceOffset` to this allocation
  /// at `offset`; waits until it is done.
  void copyFrom(const DeviceMemory &source, std::size_t bytes, std::size_t sourceOffset = 0,
                std::size_t offset = 0);

private:
  void checkRange(const char *operation, std::size_t bytes, std::size_t offset) const;

  Handle<cl_mem> mem_;
  std::size_t bytes_ = 0;
};

} // namespace cu2cl::rt
