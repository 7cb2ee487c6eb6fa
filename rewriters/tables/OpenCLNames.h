// Names that OpenCL C reserves: keywords, built-in types and built-in
// functions. A CUDA identifier that collides with one is renamed.
#pragma once

#include "llvm/ADT/StringRef.h"

namespace cu2cl {

/// True if \p Name cannot be used for a user variable, parameter, type or
/// function in OpenCL C 1.2 (a keyword, a built-in type or a built-in function).
bool isReservedInOpenCL(llvm::StringRef Name);

} // namespace cu2cl
