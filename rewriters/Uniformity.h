// Which code needs to become work-group uniform. OpenCL requires a barrier
// (and cu2cl's warp primitives, which are built on barriers) to be reached by
// every work-item of a work-group; PoCL crashes or hangs otherwise. CUDA code
// calls them under `if (idx < n)` and after early returns all the time. This
// analysis finds values that vary between work-items, marks the functions
// that the uniform rewrite (UniformRewrite.cpp) must transform, and reports
// the shapes that rewrite cannot handle.
#pragma once

#include "DeviceProgram.h"
#include "Diagnostics.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace cu2cl {

/// True for CUDA functions that synchronise the whole block.
bool isBlockBarrier(const clang::FunctionDecl *Callee);

/// True for calls that every work-item must reach together: barriers, warp
/// primitives, and calls of functions that contain them.
bool isSynchronizingCall(const clang::CallExpr *Call, const FunctionInstance &Caller);

/// True when a mapping pattern needs the scratch buffer ($X).
bool patternNeedsScratch(llvm::StringRef Pattern);

/// Parent links of one function body, through declarations (the initialiser
/// of `int c = f();` has the DeclStmt as parent). Built per function: Clang's
/// ParentMapContext would index the whole translation unit, headers included.
class StmtParents {
public:
  explicit StmtParents(const clang::Stmt *Body) { add(Body); }
  const clang::Stmt *parent(const clang::Stmt *S) const {
    auto It = Parents.find(S);
    return It == Parents.end() ? nullptr : It->second;
  }

private:
  void add(const clang::Stmt *S) {
    if (!S)
      return;
    for (const clang::Stmt *Child : S->children())
      if (Child) {
        Parents[Child] = S;
        add(Child);
      }
  }
  llvm::DenseMap<const clang::Stmt *, const clang::Stmt *> Parents;
};

/// The values of one function that may differ between work-items of a group.
class Divergence {
public:
  explicit Divergence(const FunctionInstance &Function);

  bool isVarying(const clang::Expr *E) const;
  /// The innermost condition controlling \p S that varies, or null.
  const clang::Stmt *varyingControl(const clang::Stmt *S) const;
  bool underVaryingControl(const clang::Stmt *S) const { return varyingControl(S) != nullptr; }

private:
  void compute();

  const FunctionInstance &Function;
  StmtParents Parents;
  llvm::DenseSet<const clang::VarDecl *> Varying;
  std::vector<std::pair<const clang::VarDecl *, const clang::Expr *>> Assignments;
  friend class AssignmentCollector;
};

/// Fills FunctionInstance::Synchronizing, UsesScratch, Uniformize and Varying,
/// and reports what cannot be made uniform.
void analyseUniformity(clang::ASTContext &Context, DeviceProgram &Program,
                       DiagnosticReporter &Diagnostics);

} // namespace cu2cl
