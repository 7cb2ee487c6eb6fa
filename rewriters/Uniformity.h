// Finds barriers that not every work-item of a work-group would reach.
// OpenCL requires a barrier to be reached by the whole work-group; PoCL
// crashes or hangs otherwise. CUDA code often has __syncthreads() under
// `if (idx < n)` or after an early return; such code is reported, never
// emitted.
#pragma once

#include "DeviceProgram.h"
#include "Diagnostics.h"

#include "clang/AST/ASTContext.h"

namespace cu2cl {

/// True for CUDA functions that synchronise the whole block.
bool isBlockBarrier(const clang::FunctionDecl *Callee);

void checkUniformity(clang::ASTContext &Context, const DeviceProgram &Program,
                     DiagnosticReporter &Diagnostics);

} // namespace cu2cl
