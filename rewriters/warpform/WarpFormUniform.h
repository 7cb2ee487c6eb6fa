// Values that are the same in every lane of a warp, for the warp form (WarpForm.h).
//
// A load at an address that every lane computes alike (`warpTotals[threadIdx.x / warpSize]`,
// `blockOffsets[blockIdx.x]`) reads one value for the whole warp. Inside a conditional store
// of lane code (`if (pred) out[t_u + warpTotals[w_i]] = v`) the compiler cannot move it out of
// the lane loop, since a lane that does not store must not load, and each lane then gathers
// it: the warp form loads it once, before the loop, when some lane stores.
#ifndef CU2CL_REWRITERS_WARPFORMUNIFORM_H
#define CU2CL_REWRITERS_WARPFORMUNIFORM_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <vector>

namespace cu2cl::warpform {

/// Decides which expressions of a warp form's lane code have one value per warp.
class WarpUniformity {
public:
  /// Recomputed: the kernel's lane variables whose value is their initialiser wherever they are
  /// read (recomputableVariables()); only those can be uniform variables.
  WarpUniformity(const llvm::DenseSet<const clang::VarDecl *> &Recomputed, clang::ASTContext &Ctx)
      : Recomputed(Recomputed), Ctx(Ctx) {}

  /// Is E's value the same in every lane, read at the same point: built from constants,
  /// parameters, local- and constant-memory variables, the group's ids and sizes, a thread's
  /// warp (`threadIdx.x / warpSize`), recomputed variables of such values, and loads at such
  /// addresses, with operators that cannot trap or write?
  bool isUniform(const clang::Expr *E);

  /// A uniform value that can be computed anywhere: it loads no memory and divides only by
  /// constants that cannot trap.
  bool isComputableAnywhere(const clang::Expr *E);

  /// The largest uniform expressions in S that load memory (read through a pointer or an
  /// array), in the order they appear; not an assignment's target, which is written.
  std::vector<const clang::Expr *> uniformLoads(const clang::Stmt *S);

private:
  bool computeUniform(const clang::Expr *E);
  bool isUniformVariable(const clang::VarDecl *Var);
  static bool loadsMemory(const clang::Stmt *S);
  bool mayTrap(const clang::Stmt *S);

  const llvm::DenseSet<const clang::VarDecl *> &Recomputed;
  clang::ASTContext &Ctx;
  llvm::DenseMap<const clang::Expr *, bool> Memo;
  llvm::DenseMap<const clang::VarDecl *, bool> Variables;
};

} // namespace cu2cl::warpform

#endif
