#include "AddressSpaces.h"

#include "Intrinsics.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"

#include <functional>

namespace cu2cl {

using namespace clang;

StringRef addressSpaceQualifier(AddressSpace Space) {
  switch (Space) {
  case AddressSpace::Global:
    return "__global";
  case AddressSpace::Local:
    return "__local";
  case AddressSpace::Constant:
    return "__constant";
  default:
    return "";
  }
}

StringRef addressSpaceName(AddressSpace Space) {
  switch (Space) {
  case AddressSpace::Global:
    return "global";
  case AddressSpace::Local:
    return "local (__shared__)";
  case AddressSpace::Constant:
    return "constant";
  case AddressSpace::Private:
    return "private";
  case AddressSpace::Temporary:
    return "temporary";
  default:
    return "unknown";
  }
}

AddressSpace storageOfVariable(const VarDecl *Var) {
  if (Var->hasAttr<CUDASharedAttr>())
    return AddressSpace::Local;
  if (Var->hasAttr<CUDAConstantAttr>())
    return AddressSpace::Constant;
  if (Var->hasAttr<CUDADeviceAttr>() && Var->hasGlobalStorage())
    return AddressSpace::Global;
  return AddressSpace::Private;
}

AddressSpace mergeSpaces(AddressSpace A, AddressSpace B, bool &Conflict) {
  if (A == AddressSpace::Unknown || A == AddressSpace::Any)
    return B == AddressSpace::Unknown ? A : B;
  if (B == AddressSpace::Unknown || B == AddressSpace::Any || A == B)
    return A;
  Conflict = true;
  return A;
}

AddressSpace AddressSpaceEnvironment::variable(const VarDecl *Var) const {
  auto It = Spaces.find(Var);
  return It == Spaces.end() ? AddressSpace::Unknown : It->second;
}

AddressSpace AddressSpaceEnvironment::integerAddressSpace(const Expr *E) const {
  AddressSpace Space = AddressSpace::Any;
  bool Conflict = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (const auto *Cast = dyn_cast<CastExpr>(S);
        Cast && Cast->getCastKind() == CK_PointerToIntegral) {
      Space = mergeSpaces(Space, pointeeSpace(Cast->getSubExpr()), Conflict);
      return;
    }
    for (const Stmt *Child : S->children())
      if (Child)
        Walk(Child);
  };
  Walk(E);
  return Conflict ? AddressSpace::Any : Space;
}

AddressSpace AddressSpaceEnvironment::pointeeSpace(const Expr *E) const {
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    switch (Cast->getCastKind()) {
    case CK_ArrayToPointerDecay:
      return storageSpace(Cast->getSubExpr());
    case CK_NullToPointer:
      return AddressSpace::Any;
    case CK_IntegralToPointer:
      return integerAddressSpace(Cast->getSubExpr());
    default:
      if (Cast->getSubExpr()->getType()->isPointerType() ||
          Cast->getSubExpr()->getType()->isArrayType())
        return pointeeSpace(Cast->getSubExpr());
      return AddressSpace::Any;
    }
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl())) {
      if (Var->getType()->isArrayType())
        return storageSpace(E);
      if (Var->hasGlobalStorage() && !Var->isStaticLocal())
        return AddressSpace::Global; // pointers stored in device variables
      return variable(Var);
    }
    return AddressSpace::Unknown;
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
    if (Unary->getOpcode() == UO_AddrOf)
      return storageSpace(Unary->getSubExpr());
    if (Unary->isIncrementDecrementOp())
      return pointeeSpace(Unary->getSubExpr());
    return AddressSpace::Unknown;
  }
  if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
    if (Binary->isAssignmentOp() && Binary->getOpcode() != BO_Assign)
      return pointeeSpace(Binary->getLHS());
    if (Binary->getOpcode() == BO_Assign || Binary->getOpcode() == BO_Comma)
      return pointeeSpace(Binary->getRHS());
    if (Binary->getLHS()->getType()->isPointerType())
      return pointeeSpace(Binary->getLHS());
    if (Binary->getRHS()->getType()->isPointerType())
      return pointeeSpace(Binary->getRHS());
    return AddressSpace::Unknown;
  }
  if (const auto *Conditional = dyn_cast<ConditionalOperator>(E)) {
    bool Conflict = false;
    return mergeSpaces(pointeeSpace(Conditional->getTrueExpr()),
                       pointeeSpace(Conditional->getFalseExpr()), Conflict);
  }
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return forwardedArgument(Call) ? pointeeSpace(forwardedArgument(Call)) // std::move(p) is p
                                   : ResolveCall(Call);
  // Pointers kept in structs point to global memory.
  if (isa<MemberExpr>(E))
    return AddressSpace::Global;
  // "text" and __func__ are __constant arrays.
  if (isa<StringLiteral, PredefinedExpr>(E))
    return AddressSpace::Constant;
  if (const auto *Full = dyn_cast<FullExpr>(E))
    return pointeeSpace(Full->getSubExpr());
  if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(E))
    return pointeeSpace(Temporary->getSubExpr());
  return AddressSpace::Unknown;
}

const Expr *assignedObject(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *Assign = dyn_cast<BinaryOperator>(E); Assign && Assign->isAssignmentOp())
    return Assign->getLHS();
  if (const auto *Assign = dyn_cast<CXXOperatorCallExpr>(E);
      Assign && Assign->getOperator() == OO_Equal && Assign->getNumArgs() == 2 &&
      isa_and_nonnull<CXXMethodDecl>(Assign->getDirectCallee()) &&
      Assign->getDirectCallee()->isImplicit())
    return Assign->getArg(0);
  return nullptr;
}

AddressSpace AddressSpaceEnvironment::storageSpace(const Expr *E) const {
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
    return storageSpace(Cast->getSubExpr());
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl())) {
      if (!Var->getType()->isReferenceType())
        return storageOfVariable(Var);
      AddressSpace Referent = variable(Var);
      return Referent == AddressSpace::Unknown || Referent == AddressSpace::Temporary
                 ? AddressSpace::Private
                 : Referent;
    }
    return AddressSpace::Private;
  }
  // A function returning a reference: where what it returns is stored.
  if (const Expr *Assigned = assignedObject(E)) // `return a = b;`
    return storageSpace(Assigned);
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    if (const Expr *Forwarded = forwardedArgument(Call)) // std::move(x) is x
      return storageSpace(Forwarded);
    if (Call->isLValue())
      return ResolveCall(Call);
  }
  if (const auto *Full = dyn_cast<FullExpr>(E))
    return storageSpace(Full->getSubExpr());
  if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E))
    return pointeeSpace(Subscript->getBase());
  if (const auto *Unary = dyn_cast<UnaryOperator>(E); Unary && Unary->getOpcode() == UO_Deref)
    return pointeeSpace(Unary->getSubExpr());
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return Member->isArrow() ? pointeeSpace(Member->getBase()) : storageSpace(Member->getBase());
  if (isa<StringLiteral, PredefinedExpr>(E))
    return AddressSpace::Constant;
  return AddressSpace::Private;
}

} // namespace cu2cl
