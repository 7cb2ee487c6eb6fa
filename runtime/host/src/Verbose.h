// CU2CL_VERBOSE: whether the runtime prints what it chose (backend, builds, kernel forms).
#pragma once

#include "Text.h"

#include <cstdlib>

namespace cu2cl::rt::detail {

/// CU2CL_VERBOSE=1. Never throws (error reporting asks it): checkEnvironment refuses values other
/// than 0 and 1 (Environment.h).
inline bool verbose() {
  const char *value = std::getenv("CU2CL_VERBOSE");
  return value && trim(value) == "1";
}

} // namespace cu2cl::rt::detail
