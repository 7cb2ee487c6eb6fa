// Where translated files go, and writing them so that a failed or
// interrupted run never leaves a half-written file or touches its input.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2cl {

/// Decides the output path of \p Input with extension \p Extension (".cl"):
/// next to the input, or in \p OutputDir when it is not empty.
std::string outputPathFor(llvm::StringRef Input, llvm::StringRef OutputDir,
                          llvm::StringRef Extension);

/// \p Path made absolute against the current directory, without "." and "..".
std::string absolutePath(llvm::StringRef Path);

/// True when both paths name the same existing file (or the same path).
bool isSameFile(llvm::StringRef A, llvm::StringRef B);

/// Writes \p Contents to a temporary file beside \p Path and renames it into
/// place. Returns "" on success, else a message that says what failed.
std::string writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents);

} // namespace cu2cl
