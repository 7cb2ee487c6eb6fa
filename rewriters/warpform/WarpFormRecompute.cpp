// Lane variables that a warp form computes again where they are read (WarpFormRecompute.h).
#include "WarpFormRecompute.h"

#include "Uniformity.h"
#include "WarpFormCalls.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

namespace cu2cl::warpform {

using namespace clang;

namespace {

/// The names of the kernel's local variables.
class LocalNames : public RecursiveASTVisitor<LocalNames> {
public:
  llvm::StringSet<> Names;
  bool VisitVarDecl(VarDecl *Var) {
    if (!isa<ParmVarDecl>(Var))
      Names.insert(Var->getName());
    return true;
  }
};

bool isWorkItemFunction(llvm::StringRef Name) {
  return laneWorkItemFunction(Name) || isGroupFunction(Name);
}

class Analysis {
public:
  Analysis(const FunctionDecl *Kernel, ASTContext &Ctx) : Ctx(Ctx) {
    Locals.TraverseStmt(Kernel->getBody());
    // Every write counts, an address passed as a pointer to const too: the variable's value
    // could not be recomputed where it is read through the pointer.
    for (const VariableWrite &Write : variableWrites(Kernel->getBody()))
      WrittenAt[Write.Var].push_back(Write.At->getBeginLoc());
  }

  llvm::DenseSet<const VarDecl *> Found;

  bool qualifies(const VarDecl *Var) {
    const Expr *Init = Var->getInit();
    QualType Type = Var->getType();
    return Init && !WrittenAt.count(Var) && !Type.isVolatileQualified() &&
           (Type->isScalarType() && !Type->isAnyComplexType()) && computable(Init, Var);
  }

private:
  ASTContext &Ctx;
  LocalNames Locals;
  llvm::DenseMap<const VarDecl *, std::vector<SourceLocation>> WrittenAt;
  llvm::DenseMap<const FunctionDecl *, bool> Arithmetic;

  bool computable(const Expr *E, const VarDecl *Var) {
    auto Sub = [&](const Expr *S) { return computable(S, Var); };
    E = E->IgnoreParens();
    if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, UnaryExprOrTypeTraitExpr>(E))
      return true;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return readable(Ref->getDecl(), Var);
    if (const auto *Cast = dyn_cast<CastExpr>(E))
      return (Cast->getCastKind() != CK_LValueToRValue ||
              isa<DeclRefExpr>(Cast->getSubExpr()->IgnoreParens())) &&
             Sub(Cast->getSubExpr());
    if (const auto *Op = dyn_cast<UnaryOperator>(E))
      return !Op->isIncrementDecrementOp() && Op->getOpcode() != UO_Deref &&
             Op->getOpcode() != UO_AddrOf && Sub(Op->getSubExpr());
    if (const auto *Op = dyn_cast<BinaryOperator>(E)) {
      if (Op->isAssignmentOp() || Op->getOpcode() == BO_Comma)
        return false;
      // Computed where CUDA may not compute it: only a division that cannot trap.
      if ((Op->getOpcode() == BO_Div || Op->getOpcode() == BO_Rem) && !divisorIsSafe(Op, Ctx))
        return false;
      return Sub(Op->getLHS()) && Sub(Op->getRHS());
    }
    if (const auto *Op = dyn_cast<ConditionalOperator>(E))
      return Sub(Op->getCond()) && Sub(Op->getTrueExpr()) && Sub(Op->getFalseExpr());
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (primitiveOf(Call) != WarpFormKind::None)
        return hasWarpResult(Call);
      if (!Callee || !Callee->getIdentifier())
        return false;
      if (!isWorkItemFunction(Callee->getName()) && !arithmetic(Callee))
        return false;
      return llvm::all_of(Call->arguments(), Sub);
    }
    return false;
  }

  /// A primitive whose result is one value for the whole warp, computed once where the call is
  /// (`__syncthreads_count(p)`, `__ballot_sync(FULL_MASK, p)`): its arguments are evaluated there
  /// only, and the result stays in a variable of the warp in the scope of the declaration. Not a
  /// vote with a mask that varies, a shuffle, a tile's vote or a reduce (per lane, or a loop).
  bool hasWarpResult(const CallExpr *Call) {
    switch (primitiveOf(Call)) {
    case WarpFormKind::BlockCount:
    case WarpFormKind::BlockAnd:
    case WarpFormKind::BlockOr:
    case WarpFormKind::LoopVote:
    case WarpFormKind::ActiveMask:
    case WarpFormKind::WarpEnters:
      return true;
    case WarpFormKind::Ballot:
    case WarpFormKind::Any:
    case WarpFormKind::All:
    case WarpFormKind::Uni:
      return hasConstantMask(Call, Ctx);
    default:
      return false;
    }
  }

  /// A variable or parameter that Var's initialiser may read: a parameter that nothing writes
  /// after Var's declaration and that no local variable's name hides where Var is read, a
  /// constant, or an earlier variable of the set.
  bool readable(const ValueDecl *D, const VarDecl *Var) {
    if (isa<EnumConstantDecl>(D))
      return true;
    const auto *Read = dyn_cast<VarDecl>(D);
    if (!Read)
      return false;
    if (Found.contains(Read))
      return true;
    if (isa<ParmVarDecl>(Read) || (Read->hasGlobalStorage() && !Read->isStaticLocal() &&
                                   Read->getType().getAddressSpace() == LangAS::opencl_constant)) {
      if (Locals.Names.contains(Read->getName()))
        return false;
      auto It = WrittenAt.find(Read);
      return It == WrittenAt.end() || llvm::all_of(It->second, [&](SourceLocation Loc) {
               return Ctx.getSourceManager().isBeforeInTranslationUnit(Loc, Var->getLocation());
             });
    }
    return false;
  }

  /// A function that reads and writes no memory that can change: no pointer parameter, and
  /// calls only such functions (no barrier, fence or group function).
  bool arithmetic(const FunctionDecl *F) {
    if (auto It = Arithmetic.find(F); It != Arithmetic.end())
      return It->second;
    Arithmetic[F] = false; // a recursive call is not followed
    llvm::StringRef Name = F->getName();
    bool Result = !Name.contains("barrier") && !Name.contains("mem_fence") &&
                  !Name.starts_with("work_group_") && !Name.starts_with("sub_group_") &&
                  llvm::none_of(F->parameters(), [](const ParmVarDecl *P) {
                    return P->getType()->isPointerType() || P->getType()->isArrayType();
                  });
    const FunctionDecl *Definition = nullptr;
    if (Result && F->hasBody(Definition))
      forEachCallIn(Definition->getBody(), [&](const CallExpr *Call) {
        const FunctionDecl *Callee = Call->getDirectCallee();
        if (!Callee || !Callee->getIdentifier() || primitiveOf(Call) != WarpFormKind::None ||
            !(isWorkItemFunction(Callee->getName()) || arithmetic(Callee)))
          Result = false;
      });
    Arithmetic[F] = Result;
    return Result;
  }
};

} // namespace

llvm::DenseSet<const VarDecl *> recomputableVariables(const FunctionDecl *Kernel,
                                                      llvm::ArrayRef<const VarDecl *> Candidates,
                                                      ASTContext &Ctx) {
  Analysis A(Kernel, Ctx);
  for (const VarDecl *Var : Candidates)
    if (A.qualifies(Var))
      A.Found.insert(Var);
  return std::move(A.Found);
}

} // namespace cu2cl::warpform
