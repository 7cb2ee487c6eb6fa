#include "LockstepAccesses.h"

#include "AddressSpaces.h"
#include "Uniformity.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/FoldingSet.h"

#include <memory>
#include <optional>
#include <vector>

using namespace clang;

namespace cu2cl {
namespace {

/// One read or write of volatile shared memory in a statement.
struct Access {
  const Expr *Lvalue;  ///< `s[i]` or `*p`
  const Expr *Address; ///< What tells the slot: the index, or the pointer dereferenced.
  bool Writes;
};

/// The accesses of volatile shared memory in one full expression.
class AccessCollector {
public:
  AccessCollector(const ASTContext &Context, const FunctionInstance &Function)
      : Context(Context), Function(Function) {}

  void collect(const Stmt *S, bool Writes = false) {
    if (!S)
      return;
    if (const auto *Assign = dyn_cast<BinaryOperator>(S); Assign && Assign->isAssignmentOp()) {
      collect(Assign->getLHS(), /*Writes=*/true);
      if (Assign->isCompoundAssignmentOp())
        collect(Assign->getLHS(), /*Writes=*/false);
      collect(Assign->getRHS());
      return;
    }
    if (const auto *Unary = dyn_cast<UnaryOperator>(S); Unary && Unary->isIncrementDecrementOp()) {
      collect(Unary->getSubExpr(), /*Writes=*/true);
      collect(Unary->getSubExpr(), /*Writes=*/false);
      return;
    }
    if (const auto *E = dyn_cast<Expr>(S)) {
      const Expr *Bare = E->IgnoreParens();
      if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(Bare)) {
        record(Subscript, Subscript->getBase(), Subscript->getIdx(), Writes);
        collect(Subscript->getBase());
        collect(Subscript->getIdx());
        return;
      }
      if (const auto *Deref = dyn_cast<UnaryOperator>(Bare);
          Deref && Deref->getOpcode() == UO_Deref) {
        record(Deref, Deref->getSubExpr(), Deref->getSubExpr(), Writes);
        collect(Deref->getSubExpr());
        return;
      }
    }
    for (const Stmt *Child : S->children())
      collect(Child);
  }

  std::vector<Access> Accesses;

private:
  void record(const Expr *Lvalue, const Expr *Pointer, const Expr *Address, bool Writes) {
    if (!Lvalue->getType().isVolatileQualified() || !Pointer->getType()->isPointerType() ||
        !Function.Spaces || Function.Spaces->pointeeSpace(Pointer) != AddressSpace::Local)
      return;
    Accesses.push_back({Lvalue, Address, Writes});
  }

  const ASTContext &Context;
  const FunctionInstance &Function;
};

bool sameSlot(const ASTContext &Context, const Access &A, const Access &B) {
  llvm::FoldingSetNodeID First, Second;
  A.Lvalue->Profile(First, Context, /*Canonical=*/true);
  B.Lvalue->Profile(Second, Context, /*Canonical=*/true);
  return First == Second;
}

/// A condition that admits one lane at most: `lane == 0`, `threadIdx.x == k`.
bool selectsOneLane(const Stmt *Condition) {
  const auto *Compare = dyn_cast_or_null<BinaryOperator>(
      Condition ? cast<Expr>(Condition)->IgnoreParenImpCasts() : nullptr);
  return Compare && Compare->getOpcode() == BO_EQ;
}

class FunctionChecker {
public:
  FunctionChecker(ASTContext &Context, const FunctionInstance &Function,
                  DiagnosticReporter &Diagnostics)
      : Context(Context), Function(Function), Diagnostics(Diagnostics) {}

  void check(const Stmt *S) {
    if (!S)
      return;
    if (isa<Expr>(S) || isa<DeclStmt>(S) || isa<ReturnStmt>(S)) {
      checkStatement(S);
      return;
    }
    for (const Stmt *Child : S->children())
      check(Child);
  }

private:
  void checkStatement(const Stmt *S) {
    AccessCollector Collector(Context, Function);
    if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : Decls->decls())
        if (const auto *Var = dyn_cast<VarDecl>(D))
          Collector.collect(Var->getInit());
    } else {
      Collector.collect(S);
    }
    const std::vector<Access> &Accesses = Collector.Accesses;
    for (const Access &Write : Accesses) {
      if (!Write.Writes)
        continue;
      for (const Access &Read : Accesses) {
        if (Read.Writes || sameSlot(Context, Read, Write) ||
            (!varies(Read.Address) && !varies(Write.Address)))
          continue;
        if (selectsOneLane(facts().varyingControl(S)))
          return;
        const SourceManager &SM = Context.getSourceManager();
        Diagnostics.report(Read.Lvalue->getExprLoc(), DiagId::ImplicitWarpSync)
            << SM.getExpansionLineNumber(Write.Lvalue->getExprLoc());
        return;
      }
    }
  }

  bool varies(const Expr *E) { return facts().isVarying(E); }

  const Divergence &facts() {
    if (!Facts)
      Facts = std::make_unique<Divergence>(Function, Context);
    return *Facts;
  }

  ASTContext &Context;
  const FunctionInstance &Function;
  DiagnosticReporter &Diagnostics;
  std::unique_ptr<Divergence> Facts; // built for functions with a candidate only
};

} // namespace

void reportLockstepAccesses(ASTContext &Context, const DeviceProgram &Program,
                            DiagnosticReporter &Diagnostics) {
  for (const auto &Function : Program.Functions)
    if (const FunctionDecl *Definition = Function->Decl->getDefinition())
      FunctionChecker(Context, *Function, Diagnostics).check(Definition->getBody());
}

} // namespace cu2cl
