// Formats emitted OpenCL C with the clang-format library, so that the output
// reads as if a person wrote it and is byte-for-byte stable.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2cl {

/// Returns \p Code formatted in cu2cl's output style (LLVM style, 100
/// columns). Falls back to the unformatted text if formatting fails.
std::string formatOpenCL(llvm::StringRef Code, llvm::StringRef FileName);

} // namespace cu2cl
