// Where translated files go, and writing them so that a failed or
// interrupted run never leaves a half-written file or touches its input.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2cl {

/// Decides the output path of \p Input with extension \p Extension (".cl"):
/// next to the input, or in \p OutputDir when it is not empty.
std::string outputPathFor(llvm::StringRef Input, llvm::StringRef OutputDir,
                          llvm::StringRef Extension);

/// \p Path made absolute against the current directory, without "." and "..".
std::string absolutePath(llvm::StringRef Path);

/// True when both paths name the same file: the same existing file, or, for a file not there
/// yet, the same name in the same directory (symbolic links, "." and ".." resolved).
bool isSameFile(llvm::StringRef A, llvm::StringRef B);

/// Writes \p Contents to a temporary file beside \p Path and renames it into
/// place. Returns "" on success, else a message that says what failed.
std::string writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents);

/// One file to write: its path and its whole contents.
struct OutputFile {
  std::string Path;
  std::string Contents;
};

/// Writes several files that belong together (prog.cl and prog.host.cpp) so that
/// either all of them are replaced or none is: every file is first written in full
/// to a temporary file beside its path, and only when all of them are written are
/// they renamed into place. A temporary file is removed if the run is interrupted
/// by a signal. Returns "" on success, else a message that says what failed.
std::string writeFilesAtomically(llvm::ArrayRef<OutputFile> Files);

} // namespace cu2cl
