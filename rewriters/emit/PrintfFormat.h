// OpenCL C's printf differs from CUDA's in its length modifiers: it has no
// "ll" or "z" (its "l" is 64 bits, like CUDA's long long and size_t).
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2cl {

/// Rewrites a CUDA printf format string for OpenCL and returns it as a C
/// string literal (quoted and escaped).
std::string openclPrintfFormat(llvm::StringRef Format);

} // namespace cu2cl
