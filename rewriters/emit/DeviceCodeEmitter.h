// Prints a DeviceProgram as OpenCL C 1.2. Everything is printed from the
// AST by this emitter (never copied from the source text), so nothing CUDA
// can slip through: a node it does not know is a diagnostic at its location.
#pragma once

#include "CommentCarrier.h"
#include "DeviceProgram.h"
#include "Diagnostics.h"

#include "clang/AST/ASTContext.h"

#include <string>
#include <vector>

namespace cu2cl {

/// What the emitted file fixes that the source does not say.
struct EmitOptions {
  /// When not empty, the device library's backend in the file ("emulated", "subgroup" or
  /// "nvidia"; cu2cl --device-backend).
  std::string DeviceBackend;
  /// false: `#pragma OPENCL FP_CONTRACT OFF`, every rounding as written (nvcc -fmad=false;
  /// cu2cl --fmad=false). true: OpenCL C's contraction within an expression.
  bool FuseMultiplyAdd = true;
};

/// Returns the unformatted OpenCL C text of \p Program in top-level pieces
/// (the file header, types, helpers, constants, prototypes, each function).
std::vector<std::string> emitOpenCL(clang::ASTContext &Context, const DeviceProgram &Program,
                                    DiagnosticReporter &Diagnostics, CommentCarrier &Comments,
                                    llvm::StringRef SourceName, const EmitOptions &Options);

} // namespace cu2cl
