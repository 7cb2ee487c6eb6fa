// Translates the host code of one CUDA file into C++ over cu2cl's host runtime
// (prog.cu -> prog.host.cpp), as docs/host-translation.md describes: includes, the program's
// module, CUDA runtime names, kernel launches, __device__/__constant__ variables, thrust and CUB
// calls; device code is removed. The file is rewritten as text: what does not change keeps its
// formatting and comments.
#pragma once

#include "DeviceProgram.h"
#include "Diagnostics.h"

#include "clang/AST/ASTContext.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2cl {

/// A header of the user's that the host rewrite changed, written as a copy beside the host
/// file (never over the original).
struct TranslatedHeader {
  std::string Original; ///< The user's header.
  std::string Path;     ///< The copy, relative to the host file's directory ("kernels.host.h").
  std::string Text;
};

struct HostTranslation {
  std::string Text;
  std::vector<TranslatedHeader> Headers;
  HostRequests Requests; ///< What the device side must add for the host code.
};

/// Whether the main file has host code: a function that is neither __global__ nor __device__.
bool hasHostCode(clang::ASTContext &Context);

/// The host file and the user's headers it includes, rewritten; nullopt if the main file has
/// no host code. Problems are reported through \p Diagnostics (the text is then not to be
/// written). \p ClFileName is the device file as the module finds it ("prog.cl").
/// \p SkippedRanges are the preprocessor blocks that the device parse skipped, whose text a
/// host compiler may see. \p EnteredFiles are the files the parse entered, in order (the
/// user's headers among them are rewritten too); \p SkippedInclusions the #includes of a file
/// it did not enter again (#pragma once, an include guard): where the header name is, and the
/// file.
std::optional<HostTranslation>
translateHostCode(clang::ASTContext &Context, DiagnosticReporter &Diagnostics,
                  llvm::StringRef ClFileName, llvm::ArrayRef<clang::SourceRange> SkippedRanges = {},
                  llvm::ArrayRef<clang::FileID> EnteredFiles = {},
                  llvm::ArrayRef<std::pair<clang::SourceLocation, const clang::FileEntry *>>
                      SkippedInclusions = {});

} // namespace cu2cl
