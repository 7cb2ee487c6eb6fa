// Legacy warp-synchronous code: shared memory that a statement reads at one lane's slot and
// writes at another's, through a `volatile` pointer and with no __syncwarp between, as
// reductions and scans written before CUDA 9 do (`s[i] = t += s[i - 1];`). The result depends
// on the warp's lanes running the statement in lockstep, all reads before all writes. CUDA has
// not promised that since Volta; OpenCL devices do not do it (PoCL runs work-items one after
// another between barriers), so the translation would compute something else. cu2cl stops at
// such an access instead.
#pragma once

#include "DeviceProgram.h"
#include "Diagnostics.h"

#include "clang/AST/ASTContext.h"

namespace cu2cl {

/// Reports every statement of \p Program that reads volatile shared memory at a lane-varying
/// address while writing it at another (cu2cl-implicit-warp-sync). A statement under a
/// condition of the form `x == y` is taken to run on one lane and is not reported.
void reportLockstepAccesses(clang::ASTContext &Context, const DeviceProgram &Program,
                            DiagnosticReporter &Diagnostics);

} // namespace cu2cl
