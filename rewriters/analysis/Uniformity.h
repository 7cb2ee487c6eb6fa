// Which code needs to become work-group uniform. OpenCL requires a barrier
// (and cu2cl's warp primitives, which are built on barriers) to be reached by
// every work-item of a work-group; PoCL crashes or hangs otherwise. CUDA code
// calls them under `if (idx < n)` and after early returns all the time. This
// analysis finds values that vary between work-items, marks the functions
// that the uniform rewrite (UniformRewrite.cpp) must transform, and reports
// the shapes that rewrite cannot handle.
#pragma once

#include "BarrierIntervals.h"
#include "DeviceProgram.h"
#include "Diagnostics.h"
#include "Intrinsics.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace cu2cl {

/// True for CUDA functions that synchronise the whole block.
bool isBlockBarrier(const clang::FunctionDecl *Callee);

/// True for calls that every work-item must reach together: barriers, warp
/// primitives, and calls of functions that contain them.
bool isSynchronizingCall(const clang::CallExpr *Call, const FunctionInstance &Caller);

/// The warp or block primitive (PrimitiveTable.def) that a call of CUDA's \p Callee becomes,
/// else null.
const Primitive *mappedPrimitive(const clang::FunctionDecl *Callee);

/// True when a mapped CUDA function becomes a primitive that every work-item must reach.
bool isSynchronizingMapping(const FunctionMapping &Mapping);

/// True when a mapped CUDA function becomes a primitive that takes `act` and the scratch
/// buffer ($P, $X).
bool mappingTakesScratch(const FunctionMapping &Mapping);

/// True unless \p Division (/, %, /= or %=) may trap: an integer division by anything but a
/// constant other than 0 and -1 (whose quotient of the smallest signed value overflows) or
/// CUDA's warpSize (32, declared as a variable).
bool divisorIsSafe(const clang::BinaryOperator *Division, const clang::ASTContext &Context);

/// True if evaluating \p E has no side effects and cannot fault: no memory
/// read through a pointer, no division by a value that may be zero, calls
/// only of pure built-ins. The uniform rewrite evaluates such expressions for
/// work-items that CUDA would not run there. \p Known names expressions
/// already evaluated safely (hoisted calls).
bool isSafeToEvaluate(const clang::Expr *E, const clang::ASTContext &Context,
                      const FunctionInstance &Function,
                      llvm::function_ref<bool(const clang::Expr *)> Known = nullptr);

/// True if the address of the lvalue \p E (an argument bound to a reference, an array) can be
/// computed without a memory read that could fault: `v`, `a[i]`, `p[i]`, `s.f`, `p->f`, `*p`
/// with safe pointers and indices (isSafeToEvaluate). Taking it reads nothing, so the uniform
/// rewrite passes such an argument as it is, for every work-item.
bool isAddressSafe(const clang::Expr *E, const clang::ASTContext &Context,
                   const FunctionInstance &Function,
                   llvm::function_ref<bool(const clang::Expr *)> Known = nullptr);

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
  /// What a read of a kernel's own __shared__ variable is taken to be.
  enum class SharedReads {
    /// Varying where a thread wrote it: what the uniform rewrite goes by. PoCL (3.1 and 5)
    /// hangs or crashes on loops and branches around barriers whose conditions read local
    /// memory unless the rewrite makes them block votes (executed/shared_work_queue.cu).
    Vary,
    /// Uniform where no write can share a barrier interval with the read (BarrierIntervals):
    /// CUDA's semantics, what the warnings go by.
    ByBarrierIntervals,
  };
  Divergence(const FunctionInstance &Function, const clang::ASTContext &Context,
             SharedReads Shared = SharedReads::Vary);

  bool isVarying(const clang::Expr *E) const;
  /// The innermost condition controlling \p S that varies, or null.
  const clang::Stmt *varyingControl(const clang::Stmt *S) const;
  bool underVaryingControl(const clang::Stmt *S) const { return varyingControl(S) != nullptr; }
  /// True for a for loop whose header declares its variables with safe
  /// initialisers and whose step only assigns them safe values, and whose
  /// variables nothing else assigns. The uniform rewrite runs such a header
  /// for every work-item, whichever of them run the body, so these variables
  /// vary only if their values or the loop's condition do: a loop with a
  /// constant trip count under a varying `if` keeps its shape.
  bool isCountedLoop(const clang::ForStmt *For) const { return CountedLoops.contains(For); }
  /// True if anything but its declaration may change \p Var: an assignment, ++ or --, its
  /// address taken, or a reference bound to it (a reference parameter, a reference variable,
  /// a lambda's capture by reference).
  bool isWrittenAfterDeclaration(const clang::VarDecl *Var) const { return Written.contains(Var); }

private:
  void findCountedLoops(const clang::ASTContext &Context);
  bool assignmentVaries(const clang::VarDecl *Var, const clang::Expr *Value) const;
  bool skippedByVaryingExit(const clang::Expr *Value) const;
  void compute();
  /// A read of one of SharedVariables varies unless no write of the variable can run in an
  /// interval between two of ReachedBarriers with it, in either order.
  bool sharedReadVaries(const clang::DeclRefExpr *Read, const clang::VarDecl *Var) const;

  const FunctionInstance &Function;
  const clang::ASTContext &Context;
  const clang::SourceManager &SM;
  StmtParents Parents;
  /// A kernel's own __shared__ variables whose address nothing takes and that no reference
  /// binds: only the assignments of Assignments write them. Their reads are judged one by one.
  llvm::DenseSet<const clang::VarDecl *> SharedVariables;
  /// Variables whose address is taken or that a reference binds.
  llvm::DenseSet<const clang::VarDecl *> Escaped;
  /// The kernel's block barriers (__syncthreads and its votes) ...
  std::vector<const clang::CallExpr *> Barriers;
  /// ... and those that every thread reaches: not under a varying condition or after a varying
  /// exit. Found with the reads of SharedVariables, from all barriers down.
  llvm::DenseSet<const clang::CallExpr *> ReachedBarriers;
  mutable std::unique_ptr<BarrierIntervals> Intervals; // built when a shared read is judged
  mutable llvm::DenseMap<const clang::DeclRefExpr *, bool> SharedReadCache;
  std::vector<const clang::Stmt *> Exits; // return, break, continue
  llvm::DenseSet<const clang::VarDecl *> Varying;
  /// A value given to a variable: its initialiser, or an assignment (`a[t] = 0`, `++i`) and
  /// the part of the variable it writes (`a[t]`).
  struct Assignment {
    const clang::VarDecl *Var;
    const clang::Expr *Value;
    const clang::Expr *Target = nullptr; ///< null for an initialiser
  };
  std::vector<Assignment> Assignments;
  llvm::DenseSet<const clang::ForStmt *> CountedLoops;
  llvm::DenseSet<const clang::VarDecl *> Written;
  llvm::DenseMap<const clang::VarDecl *, const clang::ForStmt *> LoopVariables;
  friend class AssignmentCollector;
};

/// Fills FunctionInstance::Synchronizing, UsesScratch, Uniformize and Varying,
/// and reports what cannot be made uniform.
void analyseUniformity(clang::ASTContext &Context, DeviceProgram &Program,
                       DiagnosticReporter &Diagnostics);

} // namespace cu2cl
