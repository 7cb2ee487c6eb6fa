#include "RepeatedLoads.h"

#include "Uniformity.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/FoldingSet.h"

#include <functional>
#include <map>
#include <set>

namespace cu2cl {

using namespace clang;

namespace {

class RepeatedLoadFinder {
public:
  RepeatedLoadFinder(const FunctionInstance &Function, const ASTContext &Context)
      : Function(Function), Context(Context) {}

  std::vector<RepeatedLoad> find(const CompoundStmt *Body) {
    std::map<llvm::FoldingSetNodeID, RepeatedLoad> Groups; // by the read's profile
    std::vector<llvm::FoldingSetNodeID> Order;
    std::set<llvm::FoldingSetNodeID> Rejected;
    for (const Stmt *Child : Body->body()) {
      std::vector<const ArraySubscriptExpr *> Reads;
      collectReads(Child, Reads);
      for (const ArraySubscriptExpr *Read : Reads) {
        llvm::FoldingSetNodeID Key;
        Read->Profile(Key, Context, /*Canonical=*/true);
        if (Rejected.count(Key))
          continue;
        auto [It, New] = Groups.try_emplace(Key);
        if (New) {
          if (!evaluatedWithStatement(Read, Child)) {
            Rejected.insert(Key);
            Groups.erase(It);
            continue;
          }
          It->second.Statement = Child;
          It->second.First = Read;
          Order.push_back(Key);
        }
        It->second.Reads.push_back(Read);
      }
    }
    std::vector<RepeatedLoad> Result;
    for (const llvm::FoldingSetNodeID &Key : Order)
      if (Groups[Key].Reads.size() > 1)
        Result.push_back(Groups[Key]);
    return Result;
  }

private:
  /// The reads `p[i]` of S, in evaluation order, that qualify (see findRepeatedLoads).
  void collectReads(const Stmt *S, std::vector<const ArraySubscriptExpr *> &Reads) {
    if (!S)
      return;
    if (const auto *Load = dyn_cast<ImplicitCastExpr>(S);
        Load && Load->getCastKind() == CK_LValueToRValue)
      if (const auto *Read = dyn_cast<ArraySubscriptExpr>(Load->getSubExpr()->IgnoreParens());
          Read && qualifies(Read))
        Reads.push_back(Read);
    if (isa<LambdaExpr, UnaryExprOrTypeTraitExpr>(S))
      return;
    for (const Stmt *Child : S->children()) // a DeclStmt's children are its initialisers
      collectReads(Child, Reads);
  }

  bool qualifies(const ArraySubscriptExpr *Read) const {
    if (!Read->getType()->isArithmeticType() || Read->getType().isVolatileQualified())
      return false;
    const auto *Base = dyn_cast<DeclRefExpr>(Read->getBase()->IgnoreParenImpCasts());
    const auto *Param = Base ? dyn_cast<ParmVarDecl>(Base->getDecl()) : nullptr;
    if (!Param || !Param->getType()->isPointerType() || !Param->getType().isRestrictQualified() ||
        Function.Varying->isWrittenAfterDeclaration(Param))
      return false;
    QualType Pointee = Param->getType()->getPointeeType();
    if (!Pointee.isConstQualified() || Pointee.isVolatileQualified())
      return false;
    return stable(Read->getIdx());
  }

  /// True if \p Index has the same value wherever the body evaluates it.
  bool stable(const Expr *Index) const {
    if (!isSafeToEvaluate(Index, Context, Function))
      return false;
    bool Stable = true;
    std::function<void(const Stmt *)> Visit = [&](const Stmt *S) {
      if (!S || !Stable)
        return;
      if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
        if (isa<EnumConstantDecl>(Ref->getDecl()))
          return;
        const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
        Stable = Var && Var->hasLocalStorage() && !Var->getType()->isReferenceType() &&
                 !Var->getType().isVolatileQualified() &&
                 !Function.Varying->isWrittenAfterDeclaration(Var);
        return;
      }
      for (const Stmt *Child : S->children())
        Visit(Child);
    };
    Visit(Index);
    return Stable;
  }

  /// True if \p Read is evaluated every time \p Statement runs: the statement is a declaration
  /// or an expression, and no ?:, && or || on the way decides whether the read happens.
  static bool evaluatedWithStatement(const Expr *Read, const Stmt *Statement) {
    if (!isa<DeclStmt, Expr>(Statement))
      return false;
    StmtParents Parents(Statement);
    for (const Stmt *Child = Read, *Parent = Parents.parent(Read); Parent;
         Child = Parent, Parent = Parents.parent(Parent)) {
      if (const auto *Choice = dyn_cast<AbstractConditionalOperator>(Parent);
          Choice && Child != Choice->getCond())
        return false;
      if (const auto *Logical = dyn_cast<BinaryOperator>(Parent);
          Logical && Logical->isLogicalOp() && Child == Logical->getRHS())
        return false;
      if (isa<LambdaExpr, StmtExpr>(Parent))
        return false;
    }
    return true;
  }

  const FunctionInstance &Function;
  const ASTContext &Context;
};

} // namespace

std::vector<RepeatedLoad> findRepeatedLoads(const CompoundStmt *Body,
                                            const FunctionInstance &Function,
                                            const ASTContext &Context) {
  if (!Function.IsKernel || !Body || !Function.Varying)
    return {};
  return RepeatedLoadFinder(Function, Context).find(Body);
}

} // namespace cu2cl
