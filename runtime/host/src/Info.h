// Internal: typed wrappers around clGet*Info.
#pragma once

#include "cu2cl/runtime/Error.h"

#include <string>
#include <vector>

namespace cu2cl::rt::detail {

/// A string query through `get(size, value, &sizeReturned)`, without the trailing NUL and
/// surrounding blanks; "" if the query fails.
template <class Get> std::string infoString(Get get) {
  std::size_t size = 0;
  if (get(0, nullptr, &size) != CL_SUCCESS || size == 0)
    return {};
  std::string value(size, '\0');
  if (get(size, value.data(), nullptr) != CL_SUCCESS)
    return {};
  value.resize(value.find('\0') == std::string::npos ? size : value.find('\0'));
  const auto first = value.find_first_not_of(" \t\r\n");
  const auto last = value.find_last_not_of(" \t\r\n");
  return first == std::string::npos ? std::string() : value.substr(first, last - first + 1);
}

inline std::string platformString(cl_platform_id platform, cl_platform_info what) {
  return infoString([&](std::size_t size, void *value, std::size_t *ret) {
    return clGetPlatformInfo(platform, what, size, value, ret);
  });
}

inline std::string deviceString(cl_device_id device, cl_device_info what) {
  return infoString([&](std::size_t size, void *value, std::size_t *ret) {
    return clGetDeviceInfo(device, what, size, value, ret);
  });
}

/// A fixed-size device query; throws Error(initializationError) if it fails.
template <class T> T deviceValue(cl_device_id device, cl_device_info what, const char *name) {
  T value{};
  check(clGetDeviceInfo(device, what, sizeof(T), &value, nullptr), ErrorCode::initializationError,
        std::string("clGetDeviceInfo(") + name + ")");
  return value;
}

} // namespace cu2cl::rt::detail
