// Lane variables that a warp form computes again where they are read (WarpForm.h).
//
// A warp form keeps a variable declared outside its lane loops as an array of 32 lanes, which
// lives across the loops and barriers (on PoCL, copied for every work-item of the group). One
// that is computed once from work-item ids, parameters and constants and never written again
// (`idx = threadIdx.x + blockIdx.x * blockDim.x`, `inBounds = idx < n`, `w_l = idx % 32`) has the
// same value wherever it is read, so each read computes it again instead.
#ifndef CU2CL_REWRITERS_WARPFORMRECOMPUTE_H
#define CU2CL_REWRITERS_WARPFORMRECOMPUTE_H

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"

namespace cu2cl::warpform {

/// Of Candidates (the kernel's lane variables, in the order of their declarations), those whose
/// value is their initialiser, which reads only work-item ids, parameters that nothing writes
/// after the declaration, constants, earlier variables of the set, functions without pointer
/// parameters and primitives whose result is the warp's (a block vote, a vote with a constant
/// mask: computed once where declared, and kept): no memory that can change.
llvm::DenseSet<const clang::VarDecl *>
recomputableVariables(const clang::FunctionDecl *Kernel,
                      llvm::ArrayRef<const clang::VarDecl *> Candidates, clang::ASTContext &Ctx);

} // namespace cu2cl::warpform

#endif
