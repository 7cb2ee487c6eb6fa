// Loads that a varying branch of the uniform rewrite repeats. CUDA keeps a value read through a
// kernel's `const T *__restrict__` parameter in a register across the barriers that follow
// (the data cannot change while the kernel runs: nvcc reads it with ld.global.nc). The uniform
// rewrite evaluates each statement under its own predicate, so the OpenCL compiler no longer
// sees that a later `in[i]` reads what an earlier one read and loads it again: one more global
// load per work-item in the sample's compaction kernel. The rewrite loads such a value once,
// where CUDA first reads it, and uses the value afterwards.
#pragma once

#include "DeviceProgram.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"

#include <vector>

namespace cu2cl {

/// One value read more than once in a branch body: its first read is evaluated whenever
/// `Statement` (a direct child of the body) runs, and every read in `Reads` (the first too)
/// reads the same element, in `Statement` or in the statements after it.
struct RepeatedLoad {
  const clang::Stmt *Statement = nullptr;
  const clang::Expr *First = nullptr;
  std::vector<const clang::Expr *> Reads;
};

/// The repeated loads of \p Body, a branch of a kernel that the uniform rewrite transforms: an
/// element `p[i]` read as a value, where p is a `const T *__restrict__` parameter of the kernel
/// that the kernel never assigns, and i a side-effect-free expression of literals, CUDA's index
/// variables and local variables that nothing assigns after their declaration; its first read
/// in the body must be evaluated every time its statement (a declaration or an expression
/// statement) runs, not under ?:, && or ||. Empty for functions other than kernels.
std::vector<RepeatedLoad> findRepeatedLoads(const clang::CompoundStmt *Body,
                                            const FunctionInstance &Function,
                                            const clang::ASTContext &Context);

} // namespace cu2cl
