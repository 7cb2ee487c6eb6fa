// CU2CL_VERBOSE: whether the runtime prints what it chose (backend, builds, kernel forms).
#pragma once

#include <cstdlib>
#include <string>

namespace cu2cl::rt::detail {

inline bool verbose() {
  const char *value = std::getenv("CU2CL_VERBOSE");
  return value && *value && std::string(value) != "0";
}

} // namespace cu2cl::rt::detail
