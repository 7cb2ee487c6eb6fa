// Formats emitted OpenCL C with the clang-format library, so that the output
// reads as if a person wrote it and is byte-for-byte stable.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2cl {

/// Returns the pieces of an OpenCL file formatted in cu2cl's output style
/// (LLVM style, 100 columns) and joined. Each top-level piece is formatted on
/// its own: clang-format's cost grows faster than linearly with the size of
/// what it formats. A piece that fails to format is kept as it is.
std::string formatOpenCL(llvm::ArrayRef<std::string> Pieces, llvm::StringRef FileName);

} // namespace cu2cl
