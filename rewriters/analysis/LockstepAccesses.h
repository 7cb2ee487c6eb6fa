// Legacy warp-synchronous code: shared memory that a statement reads at one lane's slot and
// writes at another's, through a `volatile` pointer and with no __syncwarp between, as
// reductions and scans written before CUDA 9 do (`s[i] = t += s[i - 1];`), or that a statement
// reads where an earlier one wrote for other lanes with no barrier between. The result depends
// on the warp's lanes running in lockstep, all reads of a statement before all writes. CUDA has
// not promised that since Volta (a GPU still computes it so); OpenCL devices do not do it (PoCL
// runs work-items one after another between barriers). cu2cl warns and translates the code
// with the __syncwarp calls that give lockstep's result, or stops where it cannot place them.
#pragma once

#include "DeviceProgram.h"
#include "Diagnostics.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"

#include <vector>

namespace cu2cl {

/// Reports every statement of \p Program that reads shared memory at another lane's slot than
/// it or an earlier statement writes with nothing ordering the lanes (cu2cl-implicit-warp-sync),
/// and returns the fix-its that order them: a `__syncwarp(__activemask());` before the read, and
/// for a statement that reads and writes, its reads first into variables. Where no fix-it can be
/// placed (a macro, a loop header), an error (cu2cl-implicit-warp-sync-unfixable). A statement
/// under a condition of the form `x == y` is taken to run on one lane and is not reported.
std::vector<clang::FixItHint> orderLockstepAccesses(clang::ASTContext &Context,
                                                    const DeviceProgram &Program,
                                                    DiagnosticReporter &Diagnostics);

} // namespace cu2cl
