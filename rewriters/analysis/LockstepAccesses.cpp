#include "LockstepAccesses.h"

#include "AddressSpaces.h"
#include "Uniformity.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/FoldingSet.h"

#include <fmt/format.h>

#include <cstdlib>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
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
                  bool OnlyVolatile = true, bool WithCalls = false)
      : Context(Context), Function(Function), OnlyVolatile(OnlyVolatile), WithCalls(WithCalls) {}

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
      if (const auto *Call = dyn_cast<CallExpr>(Bare); Call && WithCalls)
        recordCall(Call);
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

  /// A call of a device function of the program that reaches shared memory through a pointer
  /// argument (`dct(row + 8 * lane, 1)`): a read of the slots there, and a write if the
  /// function writes through a pointer, at the argument's address. Where the argument differs
  /// per lane, other lanes' slots are reached as a statement's own accesses would.
  void recordCall(const CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    const FunctionDecl *Definition = Callee ? Callee->getDefinition() : nullptr;
    if (!Definition || !Definition->hasBody() ||
        Context.getSourceManager().isInSystemHeader(Definition->getLocation()))
      return;
    bool Reads = false, Writes = false;
    std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *X, bool Written) {
      if (!X)
        return;
      const Expr *Bare = isa<Expr>(X) ? cast<Expr>(X)->IgnoreParenImpCasts() : nullptr;
      if (Bare &&
          (isa<ArraySubscriptExpr>(Bare) ||
           (isa<UnaryOperator>(Bare) && cast<UnaryOperator>(Bare)->getOpcode() == UO_Deref))) {
        (Written ? Writes : Reads) = true;
        Reads = Reads || Written; // a compound assignment reads too; harmless otherwise
      }
      if (const auto *Op = dyn_cast<BinaryOperator>(X); Op && Op->isAssignmentOp()) {
        Walk(Op->getLHS(), true);
        Walk(Op->getRHS(), false);
        return;
      }
      if (const auto *Op = dyn_cast<UnaryOperator>(X); Op && Op->isIncrementDecrementOp()) {
        Walk(Op->getSubExpr(), true);
        return;
      }
      for (const Stmt *Child : X->children())
        Walk(Child, false);
    };
    Walk(Definition->getBody(), false);
    for (const Expr *Arg : Call->arguments()) {
      if (Reads)
        record(Arg, Arg, Arg, Arg, /*Writes=*/false);
      if (Writes)
        record(Arg, Arg, Arg, Arg, /*Writes=*/true);
    }
  }

  const ASTContext &Context;
  const FunctionInstance &Function;
  bool OnlyVolatile;
  bool WithCalls; // calls' accesses through their arguments (recordCall)
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

/// A condition that admits one lane at most: `lane == 0`, `0 == threadIdx.x`, `t == k`.
bool selectsOneLane(const Stmt *Condition) {
  const auto *Compare = dyn_cast_or_null<BinaryOperator>(
      Condition ? cast<Expr>(Condition)->IgnoreParenImpCasts() : nullptr);
  return Compare && Compare->getOpcode() == BO_EQ;
}

/// The array variable \p E names: its address is the same for every lane, whatever it holds.
/// Not a parameter (an array parameter is a pointer).
const VarDecl *namedArray(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return Var && Var->getType()->isArrayType() && !isa<ParmVarDecl>(Var) ? Var : nullptr;
}

/// `&a[i]`, `a + i`, `i + a` or `a - i` as its pointer a and offset i; nulls for anything else.
struct AddressParts {
  const Expr *Array = nullptr;
  const Expr *Offset = nullptr;
  bool Subtracted = false;
};
AddressParts addressParts(const Expr *P) {
  P = P->IgnoreParenImpCasts();
  if (const auto *Address = dyn_cast<UnaryOperator>(P);
      Address && Address->getOpcode() == UO_AddrOf)
    if (const auto *Subscript =
            dyn_cast<ArraySubscriptExpr>(Address->getSubExpr()->IgnoreParenImpCasts()))
      return {Subscript->getBase(), Subscript->getIdx(), false};
  const auto *Sum = dyn_cast<BinaryOperator>(P);
  if (!Sum || (Sum->getOpcode() != BO_Add && Sum->getOpcode() != BO_Sub))
    return {};
  bool LeftPointer = Sum->getLHS()->getType()->isPointerType();
  return {LeftPointer ? Sum->getLHS() : Sum->getRHS(), LeftPointer ? Sum->getRHS() : Sum->getLHS(),
          Sum->getOpcode() == BO_Sub};
}

/// A shared slot one statement accesses, and the statement.
struct PendingWrite {
  Access Write;
  const Stmt *Where;
};

/// A read of another lane's slot, and the write that fills it.
struct Conflict {
  Access Read;
  Access Write;
};
struct PendingConflict {
  Access Read;
  PendingWrite Earlier;
};

/// The source edits of the whole program: fix-its that place __syncwarp, each once (a
/// template's statement is met once per instantiation).
struct LockstepEdits {
  std::vector<FixItHint> Hints;
  std::set<unsigned> Statements;                  ///< Where each fixed statement begins.
  std::set<std::pair<unsigned, unsigned>> Placed; ///< Begin and end of each edit's range.
  unsigned NextName = 0;                          ///< For the hoisted reads' variables.

  void add(const Stmt *S, const std::vector<FixItHint> &New) {
    if (!Statements.insert(S->getBeginLoc().getRawEncoding()).second)
      return;
    for (const FixItHint &Hint : New)
      if (Placed
              .insert({Hint.RemoveRange.getBegin().getRawEncoding(),
                       Hint.RemoveRange.getEnd().getRawEncoding()})
              .second)
        Hints.push_back(Hint);
  }
};

/// What cu2cl inserts: the lanes that run the statement together wait for each other, as
/// they do on a GPU that runs the warp in lockstep.
constexpr llvm::StringLiteral WarpSync = "__syncwarp(__activemask());";

class FunctionChecker {
public:
  FunctionChecker(ASTContext &Context, const DeviceProgram &Program,
                  const FunctionInstance &Function, DiagnosticReporter &Diagnostics,
                  LockstepEdits &Edits)
      : Context(Context), Program(Program), Function(Function), Diagnostics(Diagnostics),
        Edits(Edits) {}

  void check(const Stmt *S) {
    if (!S || Refused)
      return;
    if (isa<Expr>(S) || isa<DeclStmt>(S) || isa<ReturnStmt>(S)) {
      std::vector<Conflict> Within = withinConflicts(S);
      std::optional<PendingConflict> Across = acrossConflict(S);
      if (!Within.empty() || Across)
        order(S, Within, Across);
      if (Refused)
        return;
      // A statement whose reads were hoisted ends with a __syncwarp: its writes are ordered.
      if (!Within.empty())
        Pending.clear();
      else if (!synchronises(S))
        addPendingWrites(S);
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
  /// Whether \p Read surely reaches slots that \p Write fills for other lanes: the same array
  /// (or pointer) at another index, fewer than 32 slots apart when that is a constant. Only
  /// what is sure is reported: two different pointers may or may not alias, and through a
  /// pointer or reference that differs per lane (a lane's own part of shared memory, passed to
  /// a function) only constant indices tell anything.
  bool mayBeAnotherLanesSlot(const Access &Read, const Access &Write) {
    if (!same(Context, Read.Base, Write.Base)) {
      // Two pointers into one array, each lane's own place in it (a tile written by columns
      // and read by rows): where both vary per lane, the lanes' slots cross.
      const VarDecl *Root = Read.Base ? arrayBehind(Read.Base) : nullptr;
      return Root && Root == arrayBehind(Write.Base) && variesSlot(Read) && variesSlot(Write);
    }
    if (same(Context, Read.Address, Write.Address))
      return false;
    if (Read.Base && !uniformBase(Read.Base)) {
      // `p[1]` and `p[0]` with p each lane's place, one slot apart (`&s[lane]`).
      std::optional<llvm::APSInt> R = Read.Address->getIntegerConstantExpr(Context),
                                  W = Write.Address->getIntegerConstantExpr(Context);
      return R && W && R->getSignificantBits() < 32 && W->getSignificantBits() < 32 &&
             std::abs(R->getExtValue() - W->getExtValue()) < 32 && unitSpaced(Read.Base);
    }
    // `*(p + 1)` and `*p`: p must be one slot apart between lanes, or the same for all.
    if (!Read.Base && varies(Write.Address) && !unitSpaced(Write.Address) &&
        offsetFrom(Context, Read.Address, Write.Address))
      return false;
    // A warp or more away: other warps' slots, which lockstep does not order either.
    if (auto Offset = offsetFrom(Context, Read.Address, Write.Address))
      if (std::optional<llvm::APSInt> Constant = Offset->first->getIntegerConstantExpr(Context);
          Constant && Constant->getSignificantBits() < 32 &&
          std::abs(Constant->getExtValue()) >= 32)
        return false;
    return true;
  }

  /// The array variable that \p Base points into: the array itself, or a local pointer that
  /// is initialised with an address in it (`&tile[lane]`, `tile + 33 * lane`) and never
  /// changed; null when not known.
  const VarDecl *arrayBehind(const Expr *Base) {
    if (!Base)
      return nullptr;
    // `row - lane + 8 * lane`: pointer arithmetic stays in the array of its pointer operand.
    if (const auto *Op = dyn_cast<BinaryOperator>(Base->IgnoreParenImpCasts());
        Op && Op->isAdditiveOp()) {
      if (Op->getLHS()->getType()->isPointerType())
        return arrayBehind(Op->getLHS());
      if (Op->getRHS()->getType()->isPointerType())
        return arrayBehind(Op->getRHS());
    }
    if (const VarDecl *Array = namedArray(Base))
      return Array;
    const VarDecl *Pointer = fixedLocalPointer(Base);
    if (!Pointer)
      return nullptr;
    AddressParts Parts = addressParts(Pointer->getInit());
    const Expr *Array = Parts.Array ? Parts.Array : Pointer->getInit();
    // `&tiles[warp][lane]`: a row of an array of arrays is in the array.
    while (const auto *Row = dyn_cast<ArraySubscriptExpr>(Array->IgnoreParenImpCasts()))
      Array = Row->getBase();
    return namedArray(Array);
  }

  /// Whether the pointer \p P points one slot further for each next lane: `&s[lane]`,
  /// `s + threadIdx.x`, or a local pointer initialised so and never changed.
  bool unitSpaced(const Expr *P) {
    if (const VarDecl *Pointer = fixedLocalPointer(P))
      return unitSpaced(Pointer->getInit());
    AddressParts Parts = addressParts(P);
    return Parts.Array && !Parts.Subtracted && (namedArray(Parts.Array) || !varies(Parts.Array)) &&
           unitStride(Parts.Offset);
  }

  /// A local pointer variable that \p E names, initialised and never changed after.
  const VarDecl *fixedLocalPointer(const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return Var && !isa<ParmVarDecl>(Var) && Var->getType()->isPointerType() && Var->getInit() &&
                   !isChanged(Var)
               ? Var
               : nullptr;
  }

  /// Whether \p Index is one more for each next lane: threadIdx.x, the lane (`& 31`, `% 32`),
  /// plus or minus what is the same for all lanes, or a local variable initialised so.
  bool unitStride(const Expr *Index) {
    Index = Index->IgnoreParenImpCasts();
    if (isa<MemberExpr>(Index))
      return isThreadIndexX(Index);
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Index)) {
      const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
      return Var && !isa<ParmVarDecl>(Var) && Var->getInit() && !isChanged(Var) &&
             unitStride(Var->getInit());
    }
    if (const auto *Op = dyn_cast<BinaryOperator>(Index)) {
      std::optional<llvm::APSInt> Right = Op->getRHS()->getIntegerConstantExpr(Context);
      switch (Op->getOpcode()) {
      case BO_And:
        return Right && *Right == 31 && unitStride(Op->getLHS());
      case BO_Rem:
        return Right && *Right == 32 && unitStride(Op->getLHS());
      case BO_Add:
        return (unitStride(Op->getLHS()) && !varies(Op->getRHS())) ||
               (unitStride(Op->getRHS()) && !varies(Op->getLHS()));
      case BO_Sub:
        return unitStride(Op->getLHS()) && !varies(Op->getRHS());
      default:
        return false;
      }
    }
    return false;
  }

  /// Whether the function assigns \p Var after its initialisation, or takes its address.
  bool isChanged(const VarDecl *Var) {
    if (!ChangedInBody)
      ChangedInBody =
          changedVariables(Function.Decl->getDefinition()->getBody(), /*AddressTaken=*/true);
    return ChangedInBody->contains(Var);
  }

  /// Whether \p Base, an array or pointer, is the same for every lane: a variable that is not
  /// a reference and whose value does not vary (a `__shared__` array, a pointer to one), or a
  /// parameter of a device function that every call passes such a value. A member, or a
  /// parameter some call passes a lane's own part of shared memory, may differ per lane.
  bool uniformBase(const Expr *Base) {
    const Expr *Bare = Base->IgnoreParenImpCasts();
    if (!isa<DeclRefExpr>(Bare))
      return false;
    const auto *Var = dyn_cast<VarDecl>(cast<DeclRefExpr>(Bare)->getDecl());
    if (!Var || Var->getType()->isReferenceType())
      return false;
    if (const auto *Param = dyn_cast<ParmVarDecl>(Var); Param && !Function.IsKernel)
      return everyCallPassesUniform(Param->getFunctionScopeIndex());
    // `volatile int *v = sums;` under a lane-dependent branch: the same array for all lanes.
    if (const VarDecl *Pointer = fixedLocalPointer(Base);
        Pointer && (namedArray(Pointer->getInit()) || !varies(Pointer->getInit())))
      return true;
    return namedArray(Base) || !varies(Base) || sameAcrossWarp(Base);
  }

  /// Whether \p E has one value for all lanes of a warp, though it may differ between warps:
  /// the warp's number (`threadIdx.x / warpSize`, `/ 32`, `>> 5`), what does not vary, and
  /// arithmetic, calls and local variables over those (`s_data + warp * width`, a pointer that
  /// `p += idx(0, warp, width)` moves). Each warp then reaches its own part of shared memory
  /// through \p E, and lane slots within it compare as they would through a shared array.
  bool sameAcrossWarp(const Expr *E, unsigned Depth = 0) {
    if (Depth > 16)
      return false;
    E = E->IgnoreParenImpCasts();
    if (namedArray(E) || !varies(E)) // an array's address, whatever its contents
      return true;
    if (const auto *Op = dyn_cast<BinaryOperator>(E)) {
      if (isWarpNumber(Op))
        return true;
      if (Op->isAdditiveOp() || Op->isMultiplicativeOp() || Op->isShiftOp() || Op->isBitwiseOp())
        return sameAcrossWarp(Op->getLHS(), Depth + 1) && sameAcrossWarp(Op->getRHS(), Depth + 1);
      return false;
    }
    if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E))
      return sameAcrossWarp(Cast->getSubExpr(), Depth + 1);
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      const FunctionDecl *Definition = Callee ? Callee->getDefinition() : nullptr;
      if (!Definition || !Definition->hasBody() || readsThreadIndex(Definition->getBody()))
        return false;
      for (const Expr *Arg : Call->arguments())
        if (!sameAcrossWarp(Arg, Depth + 1))
          return false;
      return true;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
      if (!Var || isa<ParmVarDecl>(Var) || !Var->hasLocalStorage() ||
          Var->getType()->isReferenceType() || !Var->getInit())
        return false;
      if (!sameAcrossWarp(Var->getInit(), Depth + 1))
        return false;
      // Every later change keeps it so: assignments and compound assignments of such values,
      // increments; its address never taken.
      bool Same = true;
      std::function<void(const Stmt *)> Walk = [&](const Stmt *X) {
        if (!Same || !X)
          return;
        auto Target = [](const Expr *T) -> const VarDecl * {
          const auto *R = dyn_cast<DeclRefExpr>(T->IgnoreParenImpCasts());
          return R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
        };
        if (const auto *Op = dyn_cast<BinaryOperator>(X);
            Op && Op->isAssignmentOp() && Target(Op->getLHS()) == Var)
          Same = sameAcrossWarp(Op->getRHS(), Depth + 1);
        if (const auto *Op = dyn_cast<UnaryOperator>(X);
            Op && Op->getOpcode() == UO_AddrOf && Target(Op->getSubExpr()) == Var)
          Same = false;
        for (const Stmt *Child : X->children())
          Walk(Child);
      };
      Walk(Function.Decl->getDefinition()->getBody());
      return Same;
    }
    return false;
  }

  /// `threadIdx.x / warpSize`, `threadIdx.x / 32` (or a multiple), `threadIdx.x >> 5` (or more).
  bool isWarpNumber(const BinaryOperator *Op) {
    if (!isThreadIndexX(Op->getLHS()))
      return false;
    const Expr *Right = Op->getRHS()->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Right);
        Ref && Ref->getDecl()->getName() == "warpSize" && Op->getOpcode() == BO_Div)
      return true;
    std::optional<llvm::APSInt> Constant = Right->getIntegerConstantExpr(Context);
    if (!Constant || Constant->getSignificantBits() > 32)
      return false;
    const long long Value = Constant->getExtValue();
    return (Op->getOpcode() == BO_Div && Value > 0 && Value % 32 == 0) ||
           (Op->getOpcode() == BO_Shr && Value >= 5);
  }

  static bool isThreadIndexX(const Expr *E) {
    const auto *Member = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
    const auto *Base =
        Member ? dyn_cast<DeclRefExpr>(Member->getBase()->IgnoreParenImpCasts()) : nullptr;
    return Base && Base->getDecl()->getName() == "threadIdx" &&
           Member->getMemberDecl()->getName() == "x";
  }

  static bool readsThreadIndex(const Stmt *S) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (Ref->getDecl()->getName() == "threadIdx" || Ref->getDecl()->getName() == "laneid")
        return true;
    for (const Stmt *Child : S->children())
      if (Child && readsThreadIndex(Child))
        return true;
    return false;
  }

  /// Whether the pointer \p Arg of a call in \p Caller is the same for every lane: an array
  /// variable's address (whatever its contents), or a value that does not vary.
  bool sameForEveryLane(const FunctionInstance &Caller, const Expr *Arg) {
    return namedArray(Arg) || !Divergence(Caller, Context).isVarying(Arg);
  }

  /// Whether every call of this function passes a value the same for all lanes as its
  /// parameter \p Index (a device function's own parameters are not known to be).
  bool everyCallPassesUniform(unsigned Index) {
    bool Called = false;
    for (const auto &Caller : Program.Functions)
      for (const auto &[Call, Callee] : Caller->Callees) {
        if (Callee != &Function)
          continue;
        if (Index >= Call->getNumArgs() || !sameForEveryLane(*Caller, Call->getArg(Index)))
          return false;
        Called = true;
      }
    return Called;
  }

  /// A read of \p S at a slot that a statement since the last barrier wrote for another
  /// lane; nothing when \p S synchronises (it orders what came before).
  std::optional<PendingConflict> acrossConflict(const Stmt *S) {
    if (synchronises(S)) {
      Pending.clear();
      return std::nullopt;
    }
    AccessCollector Collector(Context, Function, /*OnlyVolatile=*/false, /*WithCalls=*/true);
    Collector.collectStatement(S);
    for (const Access &Read : Collector.Accesses) {
      if (Read.Writes || !variesSlot(Read))
        continue;
      // The latest such write: a __syncwarp placed after it is after the others too.
      for (const PendingWrite &Earlier : llvm::reverse(Pending))
        if (!exclusive(S, Earlier.Where) && mayBeAnotherLanesSlot(Read, Earlier.Write) &&
            !disjoint(S, Read, Earlier.Write, Earlier.Where))
          return underOneLane(S) ? std::nullopt : std::optional(PendingConflict{Read, Earlier});
    }
    return std::nullopt;
  }

  /// Whether \p A and \p B are in the two branches of one `if`: no lane runs both, and
  /// lockstep did not order lanes on different paths either.
  bool exclusive(const Stmt *A, const Stmt *B) {
    for (const Stmt *Up = parents().parent(A); Up; Up = parents().parent(Up))
      if (contains(Up, B))
        return isa<IfStmt>(Up) && !contains(cast<IfStmt>(Up)->getCond(), A) &&
               !contains(cast<IfStmt>(Up)->getCond(), B);
    return false;
  }

  void addPendingWrites(const Stmt *S) {
    AccessCollector Collector(Context, Function, /*OnlyVolatile=*/false, /*WithCalls=*/true);
    Collector.collectStatement(S);
    for (const Access &Write : Collector.Accesses)
      if (Write.Writes && variesSlot(Write))
        Pending.push_back({Write, S});
  }

  /// The reads of shared memory in \p S at slots that \p S writes for other lanes, one
  /// conflict per read. Volatile or not: within one statement each lane reads before it
  /// writes either way (HeCBench fpdc's prefix sum is `s[i] += s[i - 1];` on plain shared
  /// memory, between `__threadfence_block()` calls, which do not order lanes).
  std::vector<Conflict> withinConflicts(const Stmt *S) {
    AccessCollector Collector(Context, Function, /*OnlyVolatile=*/false);
    Collector.collectStatement(S);
    const std::vector<Access> &Accesses = Collector.Accesses;
    std::vector<Conflict> Found;
    for (const Access &Read : Accesses) {
      if (Read.Writes)
        continue;
      for (const Access &Write : Accesses)
        if (Write.Writes && mayBeAnotherLanesSlot(Read, Write) &&
            (variesSlot(Read) || variesSlot(Write)) && !disjoint(S, Read, Write, S)) {
          Found.push_back({Read, Write});
          break;
        }
    }
    if (!Found.empty() && underOneLane(S))
      Found.clear();
    return Found;
  }

  /// Reports the conflicts of \p S and makes the lanes' order defined: the fix-it that
  /// `LockstepFixes` gathers, or an error where cu2cl cannot place one.
  void order(const Stmt *S, const std::vector<Conflict> &Within,
             const std::optional<PendingConflict> &Across) {
    const SourceManager &SM = Context.getSourceManager();
    auto LineOf = [&](const Access &A) {
      return SM.getExpansionLineNumber(A.Lvalue->getExprLoc());
    };
    const Access &FirstRead = Within.empty() ? Across->Read : Within.front().Read;
    unsigned WriteLine = LineOf(Within.empty() ? Across->Earlier.Write : Within.front().Write);
    std::string Why;
    std::vector<FixItHint> Hints = fix(S, Within, Across, Why);
    if (Why.empty())
      Edits.add(S, Hints);
    else {
      Diagnostics.report(FirstRead.Lvalue->getExprLoc(), DiagId::ImplicitWarpSyncUnfixable)
          << WriteLine << Why;
      Refused = true; // the statements after it are not looked at again
      return;
    }
    {
      DiagnosticBuilder Report =
          Diagnostics.report(FirstRead.Lvalue->getExprLoc(), DiagId::ImplicitWarpSync);
      Report << WriteLine;
      for (const FixItHint &Hint : Hints)
        Report << Hint;
    }
    for (size_t I = 1; I < Within.size(); ++I)
      Diagnostics.report(Within[I].Read.Lvalue->getExprLoc(), DiagId::ImplicitWarpSync)
          << LineOf(Within[I].Write);
    if (Across && !Within.empty())
      Diagnostics.report(Across->Read.Lvalue->getExprLoc(), DiagId::ImplicitWarpSync)
          << LineOf(Across->Earlier.Write);
  }

  /// The edits that order \p S's conflicts: a __syncwarp before it (or before the branch
  /// around it that the writing lanes may not enter) for a read of an earlier statement's
  /// write; for reads of its own writes, the reads first into variables, a __syncwarp, the
  /// statement on them, and a __syncwarp after. \p Why says what stops them, if anything.
  std::vector<FixItHint> fix(const Stmt *S, const std::vector<Conflict> &Within,
                             const std::optional<PendingConflict> &Across, std::string &Why) {
    const SourceManager &SM = Context.getSourceManager();
    const LangOptions &Lang = Context.getLangOpts();
    const FunctionDecl *Decl = Function.Decl;
    if (Decl->hasAttr<CUDAHostAttr>() && Decl->hasAttr<CUDADeviceAttr>()) {
      Why = "it is in a __host__ __device__ function, whose host code has no __syncwarp";
      return {};
    }
    auto Spelled = [&](const Stmt *X) {
      return X->getBeginLoc().isFileID() && X->getEndLoc().isFileID() &&
             !SM.isInSystemHeader(X->getBeginLoc());
    };
    // The __syncwarp for an earlier write goes before the outermost statement around \p S
    // that does not hold the write: the lanes that wrote reach it (if they go on), also where
    // \p S is in a loop or a branch; a loop's steps then do not each wait.
    const Stmt *Anchor = S;
    if (Across)
      for (const Stmt *Up = parents().parent(S); Up && !contains(Up, Across->Earlier.Where);
           Up = parents().parent(Up))
        Anchor = Up;
    // A read in an `if`'s or a `switch`'s condition: before the statement.
    while (Anchor && isa<Expr>(Anchor) && parents().parent(Anchor) &&
           isa<IfStmt, SwitchStmt>(parents().parent(Anchor)) &&
           controlCondition(parents().parent(Anchor)) == Anchor && Within.empty())
      Anchor = parents().parent(Anchor);
    std::vector<FixItHint> Hints;
    std::string Before, After;
    if (Across) {
      if (!Spelled(Anchor)) {
        Why = "the statement is spelled in a macro or a system header";
        return {};
      }
      if (Anchor != S) {
        bool Braces;
        if (!statementPosition(Anchor, Braces, Why))
          return {};
        SourceLocation End = endOfStatement(Anchor);
        if (Braces && End.isInvalid()) {
          Why = "cu2cl cannot find where the statement ends";
          return {};
        }
        Hints.push_back(FixItHint::CreateInsertion(Anchor->getBeginLoc(),
                                                   (Braces ? "{ " : "") + WarpSync.str() + " "));
        if (Braces)
          Hints.push_back(FixItHint::CreateInsertion(End, " }"));
      } else {
        Before = WarpSync.str() + " ";
      }
    }
    bool Braces = false;
    if (Anchor == S || !Within.empty()) {
      if (!Spelled(S)) {
        Why = "the statement is spelled in a macro or a system header";
        return {};
      }
      if (!statementPosition(S, Braces, Why))
        return {};
    }
    if (!Within.empty()) {
      if (isa<ReturnStmt>(S)) {
        Why = "the statement returns";
        return {};
      }
      std::vector<const Expr *> Hoisted;
      for (const Conflict &C : Within) {
        const Expr *Read = hoistedRead(S, C.Read.Lvalue, Why);
        if (!Read)
          return {};
        // One variable for two reads in one conditional expression.
        if (llvm::any_of(Hoisted, [&](const Expr *Other) { return contains(Other, Read); }))
          continue;
        llvm::erase_if(Hoisted, [&](const Expr *Other) { return contains(Read, Other); });
        Hoisted.push_back(Read);
      }
      llvm::DenseSet<const VarDecl *> Changed = changedVariables(S);
      for (const Expr *Read : Hoisted) {
        if (!Spelled(Read) || Read->getBeginLoc() == S->getBeginLoc()) {
          Why = "the read is spelled in a macro";
          return {};
        }
        if (refersTo(Read, Changed)) {
          Why = "the statement changes a variable that the read depends on";
          return {};
        }
        std::string Name = fmt::format("cu2cl_lockstep{}", Edits.NextName++);
        llvm::StringRef Text =
            Lexer::getSourceText(CharSourceRange::getTokenRange(Read->getSourceRange()), SM, Lang);
        Before += fmt::format("auto {} = {}; ", Name, Text);
        Hints.push_back(FixItHint::CreateReplacement(Read->getSourceRange(), Name));
      }
      Before += WarpSync.str() + " ";
      After = " " + WarpSync.str();
    }
    if (Before.empty())
      return Hints;
    SourceLocation End = endOfStatement(S);
    if ((Braces || !After.empty()) && End.isInvalid()) {
      Why = "cu2cl cannot find where the statement ends";
      return {};
    }
    Hints.insert(Hints.begin(),
                 FixItHint::CreateInsertion(S->getBeginLoc(), (Braces ? "{ " : "") + Before));
    if (Braces || !After.empty())
      Hints.push_back(FixItHint::CreateInsertion(End, After + (Braces ? " }" : "")));
    return Hints;
  }

  /// The condition that decides whether \p S runs its body: an `if`'s, a loop's, a
  /// `switch`'s; null for other statements (and a `for` without one).
  static const Expr *controlCondition(const Stmt *S) {
    if (const auto *If = dyn_cast<IfStmt>(S))
      return If->getCond();
    if (const auto *For = dyn_cast<ForStmt>(S))
      return For->getCond();
    if (const auto *While = dyn_cast<WhileStmt>(S))
      return While->getCond();
    if (const auto *Do = dyn_cast<DoStmt>(S))
      return Do->getCond();
    if (const auto *Switch = dyn_cast<SwitchStmt>(S))
      return Switch->getCond();
    return nullptr;
  }

  /// Whether a statement can go before \p S: \p S is a statement of a block (or of a case
  /// or label), or the body of an `if`, loop or `switch`, which \p Braces then asks for.
  bool statementPosition(const Stmt *S, bool &Braces, std::string &Why) {
    const Stmt *Parent = parents().parent(S);
    Braces = false;
    if (isa_and_nonnull<CompoundStmt, CaseStmt, DefaultStmt, LabelStmt>(Parent))
      return true;
    bool Body = false;
    if (const auto *If = dyn_cast_or_null<IfStmt>(Parent))
      Body = If->getThen() == S || If->getElse() == S;
    else if (const auto *For = dyn_cast_or_null<ForStmt>(Parent))
      Body = For->getBody() == S;
    else if (const auto *While = dyn_cast_or_null<WhileStmt>(Parent))
      Body = While->getBody() == S;
    else if (const auto *Do = dyn_cast_or_null<DoStmt>(Parent))
      Body = Do->getBody() == S;
    if (!Body || isa<DeclStmt>(S)) {
      Why = "the access is part of a loop's header or another statement's parts";
      return false;
    }
    Braces = true;
    return true;
  }

  /// Just after the `;` that ends \p S (an expression, declaration or return statement), or
  /// after the last token of another statement; invalid when not found.
  SourceLocation endOfStatement(const Stmt *S) {
    const SourceManager &SM = Context.getSourceManager();
    const LangOptions &Lang = Context.getLangOpts();
    if (isa<DeclStmt>(S))
      return Lexer::getLocForEndOfToken(S->getEndLoc(), 0, SM, Lang);
    if (isa<Expr, ReturnStmt>(S))
      return Lexer::findLocationAfterToken(S->getEndLoc(), tok::semi, SM, Lang,
                                           /*SkipTrailingWhitespaceAndNewLine=*/false);
    return Lexer::getLocForEndOfToken(S->getEndLoc(), 0, SM, Lang);
  }

  /// What to read ahead of \p S for its read \p Read: the read, or the outermost `?:`, `&&`
  /// or `||` of \p S around it (which may not evaluate it); null, with \p Why, when that
  /// cannot be done without changing what \p S computes.
  const Expr *hoistedRead(const Stmt *S, const Expr *Read, std::string &Why) {
    const Expr *Hoisted = Read;
    for (const Stmt *Up = parents().parent(Read); Up && Up != S; Up = parents().parent(Up)) {
      const auto *Logical = dyn_cast<BinaryOperator>(Up);
      if (isa<AbstractConditionalOperator>(Up) || (Logical && Logical->isLogicalOp()))
        Hoisted = cast<Expr>(Up);
    }
    // Only a value is read ahead: not an lvalue that the statement binds or assigns.
    const Stmt *User = parents().parent(Hoisted);
    const auto *Load = dyn_cast_or_null<ImplicitCastExpr>(User);
    if (Hoisted->isGLValue() && (!Load || Load->getCastKind() != CK_LValueToRValue)) {
      Why = "the statement uses the slot it reads as an object, not its value";
      return nullptr;
    }
    if (hasEffects(Hoisted)) {
      Why = "the read is in an expression that also changes something";
      return nullptr;
    }
    return Hoisted;
  }

  /// Whether \p E assigns, increments or calls a function that is not a built-in.
  bool hasEffects(const Stmt *E) {
    if (const auto *Op = dyn_cast<BinaryOperator>(E); Op && Op->isAssignmentOp())
      return true;
    if (const auto *Op = dyn_cast<UnaryOperator>(E); Op && Op->isIncrementDecrementOp())
      return true;
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee || !Context.getSourceManager().isInSystemHeader(Callee->getLocation()))
        return true;
    }
    for (const Stmt *Child : E->children())
      if (Child && hasEffects(Child))
        return true;
    return false;
  }

  /// The variables that \p S assigns or increments (or whose address it takes, with
  /// \p AddressTaken: they may change through it).
  static llvm::DenseSet<const VarDecl *> changedVariables(const Stmt *S,
                                                          bool AddressTaken = false) {
    llvm::DenseSet<const VarDecl *> Changed;
    std::function<void(const Stmt *)> Walk = [&](const Stmt *X) {
      const Expr *Target = nullptr;
      if (const auto *Op = dyn_cast<BinaryOperator>(X); Op && Op->isAssignmentOp())
        Target = Op->getLHS();
      if (const auto *Op = dyn_cast<UnaryOperator>(X);
          Op && (Op->isIncrementDecrementOp() || (AddressTaken && Op->getOpcode() == UO_AddrOf)))
        Target = Op->getSubExpr();
      if (const auto *Ref = Target ? dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts()) : nullptr)
        if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
          Changed.insert(Var);
      for (const Stmt *Child : X->children())
        if (Child)
          Walk(Child);
    };
    Walk(S);
    return Changed;
  }

  static bool refersTo(const Stmt *E, const llvm::DenseSet<const VarDecl *> &Vars) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()); Var && Vars.contains(Var))
        return true;
    for (const Stmt *Child : E->children())
      if (Child && refersTo(Child, Vars))
        return true;
    return false;
  }

  bool varies(const Expr *E) { return facts().isVarying(E); }
  /// Whether the slot \p A reaches differs between lanes: its index, or its pointer.
  bool variesSlot(const Access &A) {
    // An array's own address is the same for all lanes, whatever its contents.
    return varies(A.Address) ||
           (A.Base && A.Base->IgnoreParenImpCasts()->getType()->isPointerType() && varies(A.Base));
  }

  /// Whether no lane of the warp reads at \p Read (in \p S) a slot that another lane writes at
  /// \p Write (in \p WriteStmt, S itself or a statement before it): a constant offset of a
  /// warp or more (lanes of other warps: CUDA's lockstep does not order them either), or
  /// indices `i` and `i + d` under one `if (i < d)` (or `i < k`, k <= d) around both: every
  /// lane that takes part reaches slots below d at `i` and from d on at `i + d`, as the steps
  /// of a block-wide tree reduction do.
  bool disjoint(const Stmt *S, const Access &Read, const Access &Write, const Stmt *WriteStmt) {
    const Expr *Low = Write.Address;
    auto Offset = offsetFrom(Context, Read.Address, Write.Address);
    if (!Offset) { // the write at `i + d`, the read at `i`
      Offset = offsetFrom(Context, Write.Address, Read.Address);
      Low = Read.Address;
    }
    if (!Offset)
      return false;
    auto [Distance, Negated] = *Offset;
    std::optional<llvm::APSInt> Constant = Distance->getIntegerConstantExpr(Context);
    if (Constant && Constant->getSignificantBits() < 32 && std::abs(Constant->getExtValue()) >= 32)
      return true;
    if (Negated)
      return false;
    bool Bounded = false;
    for (const Stmt *Child = S, *Up = parents().parent(S); Up;
         Child = Up, Up = parents().parent(Up)) {
      if (const auto *If = dyn_cast<IfStmt>(Up); If && If->getThen() == Child &&
                                                 contains(If->getThen(), WriteStmt) &&
                                                 boundedBy(If->getCond(), Low, Distance, Constant))
        Bounded = true;
      // A step of a loop reads what the step before wrote: only a barrier in the loop orders
      // the two (without one, each lane's next step relies on lockstep too).
      if (Bounded && isa<ForStmt, WhileStmt, DoStmt>(Up) && !synchronises(Up))
        return false;
    }
    return Bounded;
  }

  /// Whether \p S runs under a condition that admits one lane at most (in its `then`).
  bool underOneLane(const Stmt *S) {
    for (const Stmt *Child = S, *Up = parents().parent(S); Up;
         Child = Up, Up = parents().parent(Up))
      if (const auto *If = dyn_cast<IfStmt>(Up);
          If && If->getThen() == Child && selectsOneLane(If->getCond()) && varies(If->getCond()))
        return true;
    return false;
  }

  bool contains(const Stmt *Outer, const Stmt *Inner) {
    for (const Stmt *Up = Inner; Up; Up = parents().parent(Up))
      if (Up == Outer)
        return true;
    return false;
  }

  const StmtParents &parents() {
    if (!Parents)
      Parents = std::make_unique<StmtParents>(Function.Decl->getDefinition()->getBody());
    return *Parents;
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
  const DeviceProgram &Program;
  const FunctionInstance &Function;
  DiagnosticReporter &Diagnostics;
  std::unique_ptr<Divergence> Facts; // built for functions with a candidate only
  std::unique_ptr<StmtParents> Parents;
  std::optional<llvm::DenseSet<const VarDecl *>> ChangedInBody; ///< isChanged's, once.
  std::vector<PendingWrite> Pending; ///< Varying writes of shared memory since the last barrier.
  LockstepEdits &Edits;
  bool Refused = false; ///< A conflict cu2cl could not order: the rest is not looked at.
};

} // namespace

std::vector<FixItHint> orderLockstepAccesses(ASTContext &Context, const DeviceProgram &Program,
                                             DiagnosticReporter &Diagnostics) {
  LockstepEdits Edits;
  for (const auto &Function : Program.Functions)
    if (const FunctionDecl *Definition = Function->Decl->getDefinition())
      FunctionChecker(Context, Program, *Function, Diagnostics, Edits).check(Definition->getBody());
  return std::move(Edits.Hints);
}

} // namespace cu2cl
