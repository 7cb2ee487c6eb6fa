#include "LockstepAccesses.h"

#include "AddressSpaces.h"
#include "Uniformity.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/FoldingSet.h"

#include <cstdlib>
#include <memory>
#include <optional>
#include <vector>

using namespace clang;

namespace cu2cl {
namespace {

/// One read or write of volatile shared memory in a statement.
struct Access {
  const Expr *Lvalue;  ///< `s[i]` or `*p`
  const Expr *Base;    ///< `s` of `s[i]`; null for `*p`
  const Expr *Address; ///< What tells the slot: the index, or the pointer dereferenced.
  bool Writes;
};

/// The accesses of volatile shared memory in one full expression.
class AccessCollector {
public:
  AccessCollector(const ASTContext &Context, const FunctionInstance &Function,
                  bool OnlyVolatile = true)
      : Context(Context), Function(Function), OnlyVolatile(OnlyVolatile) {}

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
      // `&s[i]` reads nothing: only its index is evaluated.
      if (const auto *Address = dyn_cast<UnaryOperator>(Bare);
          Address && Address->getOpcode() == UO_AddrOf) {
        const Expr *Operand = Address->getSubExpr()->IgnoreParens();
        if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(Operand)) {
          collect(Subscript->getBase());
          collect(Subscript->getIdx());
          return;
        }
        if (const auto *Deref = dyn_cast<UnaryOperator>(Operand);
            Deref && Deref->getOpcode() == UO_Deref) {
          collect(Deref->getSubExpr());
          return;
        }
      }
      if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(Bare)) {
        record(Subscript, Subscript->getBase(), Subscript->getBase(), Subscript->getIdx(), Writes);
        collect(Subscript->getBase());
        collect(Subscript->getIdx());
        return;
      }
      if (const auto *Deref = dyn_cast<UnaryOperator>(Bare);
          Deref && Deref->getOpcode() == UO_Deref) {
        record(Deref, Deref->getSubExpr(), nullptr, Deref->getSubExpr(), Writes);
        collect(Deref->getSubExpr());
        return;
      }
    }
    for (const Stmt *Child : S->children())
      collect(Child);
  }

  /// A statement's accesses: an expression's, or a declaration's initialisers'.
  void collectStatement(const Stmt *S) {
    if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : Decls->decls())
        if (const auto *Var = dyn_cast<VarDecl>(D))
          collect(Var->getInit());
      return;
    }
    collect(S);
  }

  std::vector<Access> Accesses;

private:
  void record(const Expr *Lvalue, const Expr *Pointer, const Expr *Base, const Expr *Address,
              bool Writes) {
    if ((OnlyVolatile && !Lvalue->getType().isVolatileQualified()) ||
        !Pointer->getType()->isPointerType() || !Function.Spaces ||
        Function.Spaces->pointeeSpace(Pointer) != AddressSpace::Local)
      return;
    Accesses.push_back({Lvalue, Base, Address, Writes});
  }

  const ASTContext &Context;
  const FunctionInstance &Function;
  bool OnlyVolatile;
};

bool same(const ASTContext &Context, const Expr *A, const Expr *B) {
  if (!A || !B)
    return A == B;
  llvm::FoldingSetNodeID First, Second;
  A->IgnoreParenImpCasts()->Profile(First, Context, /*Canonical=*/true);
  B->IgnoreParenImpCasts()->Profile(Second, Context, /*Canonical=*/true);
  return First == Second;
}

/// \p Read as \p Write plus an offset (`i + 16`, `i - 1`, `p + d`): the offset, and whether it
/// is subtracted; nothing when it is not so.
std::optional<std::pair<const Expr *, bool>> offsetFrom(const ASTContext &Context, const Expr *Read,
                                                        const Expr *Write) {
  const auto *Sum = dyn_cast<BinaryOperator>(Read->IgnoreParenImpCasts());
  if (!Sum || (Sum->getOpcode() != BO_Add && Sum->getOpcode() != BO_Sub))
    return std::nullopt;
  if (same(Context, Sum->getLHS(), Write))
    return std::pair(Sum->getRHS(), Sum->getOpcode() == BO_Sub);
  if (Sum->getOpcode() == BO_Add && same(Context, Sum->getRHS(), Write))
    return std::pair(Sum->getLHS(), false);
  return std::nullopt;
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
      checkAcrossStatements(S);
      return;
    }
    for (const Stmt *Child : S->children())
      check(Child);
  }

private:
  /// Shared memory that a statement reads at another lane's slot than a statement before it
  /// wrote, with no barrier between (in source order): a warp-synchronous exchange through
  /// plain shared memory (HeCBench dct8x8 transposes 8x8 tiles so), which OpenCL devices that
  /// run work-items one after another compute wrongly.
  /// Whether \p Read may reach a slot that \p Write filled for another lane: not the same
  /// array and index, and not two different arrays (pointers may point into the same one).
  bool mayBeAnotherLanesSlot(const Access &Read, const Access &Write) const {
    if (same(Context, Read.Base, Write.Base)) {
      if (same(Context, Read.Address, Write.Address))
        return false;
      // A warp or more away: other warps' slots, which lockstep does not order either.
      if (auto Offset = offsetFrom(Context, Read.Address, Write.Address))
        if (std::optional<llvm::APSInt> Constant = Offset->first->getIntegerConstantExpr(Context);
            Constant && Constant->getSignificantBits() < 32 &&
            std::abs(Constant->getExtValue()) >= 32)
          return false;
      return true;
    }
    auto IsArray = [](const Expr *Base) {
      return Base && !Base->IgnoreParenImpCasts()->getType()->isPointerType();
    };
    return !(IsArray(Read.Base) && IsArray(Write.Base));
  }

  void checkAcrossStatements(const Stmt *S) {
    if (Reported)
      return;
    if (synchronises(S)) {
      Pending.clear();
      return;
    }
    AccessCollector Collector(Context, Function, /*OnlyVolatile=*/false);
    Collector.collectStatement(S);
    for (const Access &Read : Collector.Accesses) {
      if (Read.Writes || !variesSlot(Read))
        continue;
      for (const Access &Write : Pending)
        if (mayBeAnotherLanesSlot(Read, Write)) {
          if (selectsOneLane(facts().varyingControl(S)))
            break;
          const SourceManager &SM = Context.getSourceManager();
          Diagnostics.report(Read.Lvalue->getExprLoc(), DiagId::ImplicitWarpSync)
              << SM.getExpansionLineNumber(Write.Lvalue->getExprLoc());
          Reported = true;
          return;
        }
    }
    for (const Access &Write : Collector.Accesses)
      if (Write.Writes && variesSlot(Write))
        Pending.push_back(Write);
  }

  void checkStatement(const Stmt *S) {
    AccessCollector Collector(Context, Function);
    Collector.collectStatement(S);
    const std::vector<Access> &Accesses = Collector.Accesses;
    for (const Access &Write : Accesses) {
      if (!Write.Writes)
        continue;
      for (const Access &Read : Accesses) {
        if (Read.Writes || !same(Context, Read.Base, Write.Base) ||
            same(Context, Read.Address, Write.Address) ||
            (!variesSlot(Read) && !variesSlot(Write)) || disjoint(S, Read, Write))
          continue;
        if (selectsOneLane(facts().varyingControl(S)))
          return;
        const SourceManager &SM = Context.getSourceManager();
        Diagnostics.report(Read.Lvalue->getExprLoc(), DiagId::ImplicitWarpSync)
            << SM.getExpansionLineNumber(Write.Lvalue->getExprLoc());
        Reported = true; // the statements after it are not looked at again
        return;
      }
    }
  }

  bool varies(const Expr *E) { return facts().isVarying(E); }
  /// Whether the slot \p A reaches differs between lanes: its index, or its pointer.
  bool variesSlot(const Access &A) {
    // An array's own address is the same for all lanes, whatever its contents.
    return varies(A.Address) ||
           (A.Base && A.Base->IgnoreParenImpCasts()->getType()->isPointerType() && varies(A.Base));
  }

  /// Whether no lane of \p S's warp reads a slot that another lane of it writes: a constant
  /// offset of a warp or more (lanes of other warps: CUDA's lockstep does not order them
  /// either), or a read at `i + d` under `if (i < d)` (or `i < k`, k <= d), which reads only
  /// slots that no lane writes, as the steps of a block-wide tree reduction do.
  bool disjoint(const Stmt *S, const Access &Read, const Access &Write) {
    auto Offset = offsetFrom(Context, Read.Address, Write.Address);
    if (!Offset)
      return false;
    auto [Distance, Negated] = *Offset;
    std::optional<llvm::APSInt> Constant = Distance->getIntegerConstantExpr(Context);
    if (Constant && Constant->getSignificantBits() < 32 && std::abs(Constant->getExtValue()) >= 32)
      return true;
    if (Negated)
      return false;
    if (!Parents)
      Parents = std::make_unique<StmtParents>(Function.Decl->getDefinition()->getBody());
    bool Bounded = false;
    for (const Stmt *Child = S, *Up = Parents->parent(S); Up;
         Child = Up, Up = Parents->parent(Up)) {
      if (const auto *If = dyn_cast<IfStmt>(Up);
          If && If->getThen() == Child &&
          boundedBy(If->getCond(), Write.Address, Distance, Constant))
        Bounded = true;
      // A step of a loop reads what the step before wrote: only a barrier in the loop orders
      // the two (without one, each lane's next step relies on lockstep too).
      if (Bounded && isa<ForStmt, WhileStmt, DoStmt>(Up) && !synchronises(Up))
        return false;
    }
    return Bounded;
  }

  /// Whether \p S calls a barrier or a warp primitive (__syncthreads, __syncwarp …).
  bool synchronises(const Stmt *S) const {
    if (const auto *Call = dyn_cast<CallExpr>(S); Call && isSynchronizingCall(Call, Function))
      return true;
    for (const Stmt *Child : S->children())
      if (Child && synchronises(Child))
        return true;
    return false;
  }

  /// Whether \p Condition implies `Index < Distance`: `Index < Distance`, or `Index < k` with a
  /// constant k no larger than a constant Distance, or a conjunction with such a term.
  bool boundedBy(const Expr *Condition, const Expr *Index, const Expr *Distance,
                 const std::optional<llvm::APSInt> &Constant) {
    const auto *Compare = dyn_cast<BinaryOperator>(Condition->IgnoreParenImpCasts());
    if (!Compare)
      return false;
    if (Compare->getOpcode() == BO_LAnd)
      return boundedBy(Compare->getLHS(), Index, Distance, Constant) ||
             boundedBy(Compare->getRHS(), Index, Distance, Constant);
    if (Compare->getOpcode() != BO_LT || !same(Context, Compare->getLHS(), Index))
      return false;
    if (same(Context, Compare->getRHS(), Distance))
      return true;
    std::optional<llvm::APSInt> Bound = Compare->getRHS()->getIntegerConstantExpr(Context);
    return Bound && Constant && Bound->getSignificantBits() < 64 &&
           Bound->getExtValue() <= Constant->getExtValue();
  }

  const Divergence &facts() {
    if (!Facts)
      Facts = std::make_unique<Divergence>(Function, Context);
    return *Facts;
  }

  ASTContext &Context;
  const FunctionInstance &Function;
  DiagnosticReporter &Diagnostics;
  std::unique_ptr<Divergence> Facts; // built for functions with a candidate only
  std::unique_ptr<StmtParents> Parents;
  std::vector<Access> Pending; ///< Varying writes of shared memory since the last barrier.
  bool Reported = false;       ///< One such report per function.
};

} // namespace

void reportLockstepAccesses(ASTContext &Context, const DeviceProgram &Program,
                            DiagnosticReporter &Diagnostics) {
  for (const auto &Function : Program.Functions)
    if (const FunctionDecl *Definition = Function->Decl->getDefinition())
      FunctionChecker(Context, *Function, Diagnostics).check(Definition->getBody());
}

} // namespace cu2cl
