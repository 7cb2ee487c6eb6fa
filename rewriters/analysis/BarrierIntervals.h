// Where a kernel's block barriers cut its code into intervals. Between two barriers that
// every thread reaches, what one thread does is unordered with what the others do; across
// one, it is ordered. So a read of a __shared__ variable that no write of it can share an
// interval with sees the same value in every thread (Uniformity.cpp).
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <memory>

namespace cu2cl {

/// The control-flow graph of one function body (Clang's CFG, every expression an element),
/// asked whether one expression can run after another with no barrier between them.
class BarrierIntervals {
public:
  BarrierIntervals(const clang::FunctionDecl *Function, const clang::ASTContext &Context);

  /// Whether some path from \p From to \p To (both expressions of the body) passes no call
  /// that \p IsBarrier accepts. True where the graph could not be built or an expression is
  /// not in it (inside a lambda, unevaluated): the answer that assumes nothing.
  bool reachesWithoutBarrier(const clang::Stmt *From, const clang::Stmt *To,
                             llvm::function_ref<bool(const clang::CallExpr *)> IsBarrier) const;

private:
  struct Position {
    const clang::CFGBlock *Block;
    unsigned Index;
  };
  std::unique_ptr<clang::CFG> Graph;
  llvm::DenseMap<const clang::Stmt *, Position> Positions;
};

} // namespace cu2cl
