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

namespace cu2cl {

struct HostTranslation {
  std::string Text;
  HostRequests Requests; ///< What the device side must add for the host code.
};

/// Whether the main file has host code: a function that is neither __global__ nor __device__.
bool hasHostCode(clang::ASTContext &Context);

/// The host file; nullopt if the main file has no host code. Problems are reported through
/// \p Diagnostics (the text is then not to be written). \p ClFileName is the device file as
/// the module finds it ("prog.cl"). \p SkippedRanges are the preprocessor blocks that the
/// device parse skipped, whose text a host compiler may see.
std::optional<HostTranslation>
translateHostCode(clang::ASTContext &Context, DiagnosticReporter &Diagnostics,
                  llvm::StringRef ClFileName,
                  llvm::ArrayRef<clang::SourceRange> SkippedRanges = {});

} // namespace cu2cl
