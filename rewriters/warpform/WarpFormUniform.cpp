// Values that are the same in every lane of a warp (WarpFormUniform.h).
#include "WarpFormUniform.h"

#include "Uniformity.h"
#include "WarpFormCalls.h"

namespace cu2cl::warpform {

using namespace clang;

bool WarpUniformity::isUniform(const Expr *E) {
  E = E->IgnoreParens();
  if (auto It = Memo.find(E); It != Memo.end())
    return It->second;
  bool Result = computeUniform(E);
  Memo[E] = Result;
  return Result;
}

bool WarpUniformity::computeUniform(const Expr *E) {
  auto Sub = [&](const Expr *S) { return isUniform(S); };
  if (E->getType().isVolatileQualified())
    return false;
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, UnaryExprOrTypeTraitExpr>(E))
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (isa<EnumConstantDecl>(Ref->getDecl()))
      return true;
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    return Var && isUniformVariable(Var);
  }
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return Sub(Cast->getSubExpr());
  if (const auto *Op = dyn_cast<UnaryOperator>(E))
    return !Op->isIncrementDecrementOp() && Sub(Op->getSubExpr());
  if (const auto *Op = dyn_cast<BinaryOperator>(E)) {
    if (Op->isAssignmentOp() || Op->getOpcode() == BO_Comma)
      return false;
    // `threadIdx.x / warpSize`: the thread's warp (not `% warpSize`, its lane). Only an id that
    // is the call itself: a recomputed variable's value reads the lane where it is written.
    if (std::optional<IdPart> Part = idPartOf(Op, Ctx); Part && threadIdOf(Op->getLHS(), Ctx))
      return *Part == IdPart::Warp;
    return Sub(Op->getLHS()) && Sub(Op->getRHS());
  }
  if (const auto *Op = dyn_cast<ConditionalOperator>(E))
    return Sub(Op->getCond()) && Sub(Op->getTrueExpr()) && Sub(Op->getFalseExpr());
  if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E))
    return Sub(Subscript->getBase()) && Sub(Subscript->getIdx());
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return Sub(Member->getBase());
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    return Callee && Callee->getIdentifier() && isGroupFunction(Callee->getName()) &&
           constantDimension(Call, Ctx).has_value();
  }
  return false;
}

/// Parameters (a lane never writes one: the warp form rejects kernels that do), variables in
/// local or constant memory (their address is the group's), and recomputed variables whose
/// initialiser is uniform.
bool WarpUniformity::isUniformVariable(const VarDecl *Var) {
  if (isa<ParmVarDecl>(Var))
    return true;
  LangAS Space = Ctx.getBaseElementType(Var->getType()).getAddressSpace();
  if (Space == LangAS::opencl_local || Space == LangAS::opencl_constant)
    return true;
  if (!Recomputed.contains(Var))
    return false;
  if (auto It = Variables.find(Var); It != Variables.end())
    return It->second;
  Variables[Var] = false; // an initialiser that reads its own variable is not followed
  bool Result = isUniform(Var->getInit());
  Variables[Var] = Result;
  return Result;
}

bool WarpUniformity::loadsMemory(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(S);
      Cast && Cast->getCastKind() == CK_LValueToRValue) {
    const Expr *Read = Cast->getSubExpr()->IgnoreParens();
    if (isa<ArraySubscriptExpr>(Read) || isa<MemberExpr>(Read) ||
        (isa<UnaryOperator>(Read) && cast<UnaryOperator>(Read)->getOpcode() == UO_Deref))
      return true;
  }
  for (const Stmt *Child : S->children())
    if (loadsMemory(Child))
      return true;
  return false;
}

bool WarpUniformity::isComputableAnywhere(const Expr *E) {
  return isUniform(E) && !loadsMemory(E) && !mayTrap(E);
}

bool WarpUniformity::mayTrap(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *Op = dyn_cast<BinaryOperator>(S);
      Op && (Op->getOpcode() == BO_Div || Op->getOpcode() == BO_Rem) && !divisorIsSafe(Op, Ctx))
    return true;
  for (const Stmt *Child : S->children())
    if (mayTrap(Child))
      return true;
  return false;
}

std::vector<const Expr *> WarpUniformity::uniformLoads(const Stmt *S) {
  std::vector<const Expr *> Found;
  auto Visit = [&](auto &&Self, const Stmt *Node) -> void {
    if (!Node)
      return;
    // The value as loaded, not an implicit conversion of it.
    const auto *Conversion = dyn_cast<ImplicitCastExpr>(Node);
    bool Converts = Conversion && Conversion->getCastKind() != CK_LValueToRValue;
    if (const auto *E = dyn_cast<Expr>(Node);
        E && !Converts && E->isPRValue() && loadsMemory(E) && isUniform(E)) {
      Found.push_back(E);
      return;
    }
    // Operands that a lane may not evaluate are not loaded for it.
    if (const auto *Op = dyn_cast<BinaryOperator>(Node); Op && Op->isLogicalOp())
      return Self(Self, Op->getLHS());
    if (const auto *Op = dyn_cast<AbstractConditionalOperator>(Node))
      return Self(Self, Op->getCond());
    for (const Stmt *Child : Node->children())
      Self(Self, Child);
  };
  Visit(Visit, S);
  return Found;
}

} // namespace cu2cl::warpform
