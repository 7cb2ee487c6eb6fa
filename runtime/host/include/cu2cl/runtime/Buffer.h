// Typed device memory: Buffer<T> holds `size()` elements of T.
#pragma once

#include "cu2cl/runtime/Memory.h"

#include <cstddef>
#include <type_traits>
#include <vector>

namespace cu2cl::rt {

/// An array of `count` T on the device; pass it to launch() for a `__global T *` parameter.
template <class T> class Buffer : public DeviceMemory {
  static_assert(std::is_trivially_copyable_v<T>, "Buffer<T> needs a trivially copyable T");

public:
  Buffer() noexcept = default;
  /// `count` uninitialised elements.
  explicit Buffer(std::size_t count, cl_mem_flags flags = CL_MEM_READ_WRITE)
      : DeviceMemory(count * sizeof(T), flags), count_(count) {}
  /// A copy of `values` on the device.
  explicit Buffer(const std::vector<T> &values, cl_mem_flags flags = CL_MEM_READ_WRITE)
      : Buffer(values.size(), flags) {
    upload(values);
  }

  std::size_t size() const noexcept { return count_; }

  /// Writes `values` to elements [offset, offset + values.size()).
  void upload(const std::vector<T> &values, std::size_t offset = 0) {
    upload(values.data(), values.size(), offset);
  }
  void upload(const T *values, std::size_t count, std::size_t offset = 0) {
    writeBytes(values, count * sizeof(T), offset * sizeof(T));
  }
  /// All elements.
  std::vector<T> download() const { return download(0, count_); }
  /// Elements [offset, offset + count).
  std::vector<T> download(std::size_t offset, std::size_t count) const {
    std::vector<T> values(count);
    readBytes(values.data(), count * sizeof(T), offset * sizeof(T));
    return values;
  }

private:
  std::size_t count_ = 0;
};

} // namespace cu2cl::rt
