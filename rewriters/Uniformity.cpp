#include "Uniformity.h"

#include "Intrinsics.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

#include <fmt/format.h>

namespace cu2cl {

using namespace clang;

bool isBlockBarrier(const FunctionDecl *Callee) {
  if (!Callee || !Callee->getIdentifier())
    return false;
  llvm::StringRef Name = Callee->getName();
  return Name == "__syncthreads" || Name == "__syncthreads_count" ||
         Name == "__syncthreads_and" || Name == "__syncthreads_or";
}

namespace {

/// Which values may differ between the work-items of one work-group.
class VaryingValues : public RecursiveASTVisitor<VaryingValues> {
public:
  explicit VaryingValues(const FunctionInstance &Function) : Function(Function) {
    if (!Function.IsKernel) // without interprocedural facts, parameters may vary
      for (const ParmVarDecl *Param : Function.Decl->parameters())
        Varying.insert(Param);
  }

  bool isVarying(const Expr *E) const {
    if (!E)
      return false;
    E = E->IgnoreParenImpCasts();
    if (const auto *Member = dyn_cast<MemberExpr>(E)) {
      if (const auto *Base = dyn_cast<DeclRefExpr>(Member->getBase()->IgnoreParenImpCasts()))
        if (Base->getDecl()->getName() == "threadIdx")
          return true;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        return Varying.contains(Var);
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee || !findFunctionMapping(Callee->getName()) ||
          Function.Callees.count(Call))
        return true; // user functions may read the thread index
    }
    for (const Stmt *Child : E->children())
      if (const auto *ChildExpr = dyn_cast_or_null<Expr>(Child); ChildExpr && isVarying(ChildExpr))
        return true;
    return false;
  }

  /// Iterates to a fixed point over the assignments of the body.
  void compute(ParentMapContext &Parents) {
    this->Parents = &Parents;
    TraverseStmt(Function.Decl->getBody());
    for (size_t Round = 0; Round < Assignments.size() + 1; ++Round) {
      bool Changed = false;
      for (const auto &[Var, Value] : Assignments) {
        if (Varying.contains(Var))
          continue;
        if (isVarying(Value) || underVaryingControl(Value)) {
          Varying.insert(Var);
          Changed = true;
        }
      }
      if (!Changed)
        break;
    }
  }

  /// The innermost condition controlling \p S that varies, or null.
  const Stmt *varyingControl(const Stmt *S) const {
    DynTypedNode Node = DynTypedNode::create(*S);
    while (true) {
      auto ParentList = Parents->getParents(Node);
      if (ParentList.empty())
        return nullptr;
      const Stmt *Parent = ParentList[0].get<Stmt>();
      if (!Parent)
        return nullptr;
      const Stmt *Child = Node.get<Stmt>();
      if (const auto *If = dyn_cast<IfStmt>(Parent); If && Child != If->getCond() &&
                                                       isVarying(If->getCond()))
        return If->getCond();
      if (const auto *For = dyn_cast<ForStmt>(Parent); For && Child != For->getInit() &&
                                                         isVarying(For->getCond()))
        return For->getCond();
      if (const auto *While = dyn_cast<WhileStmt>(Parent); While && isVarying(While->getCond()))
        return While->getCond();
      if (const auto *Do = dyn_cast<DoStmt>(Parent); Do && isVarying(Do->getCond()))
        return Do->getCond();
      if (const auto *Switch = dyn_cast<SwitchStmt>(Parent);
          Switch && Child != Switch->getCond() && isVarying(Switch->getCond()))
        return Switch->getCond();
      if (const auto *Conditional = dyn_cast<ConditionalOperator>(Parent);
          Conditional && Child != Conditional->getCond() && isVarying(Conditional->getCond()))
        return Conditional->getCond();
      if (const auto *Logical = dyn_cast<BinaryOperator>(Parent);
          Logical && Logical->isLogicalOp() && Child == Logical->getRHS() &&
          isVarying(Logical->getLHS()))
        return Logical->getLHS();
      Node = ParentList[0];
    }
  }

  bool underVaryingControl(const Stmt *S) const { return varyingControl(S) != nullptr; }

  bool VisitVarDecl(VarDecl *Var) {
    if (Var->hasAttr<CUDASharedAttr>())
      return true;
    if (const Expr *Init = Var->getInit())
      Assignments.emplace_back(Var, Init);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *Op) {
    if (Op->isAssignmentOp())
      if (const VarDecl *Var = assignedVariable(Op->getLHS()))
        Assignments.emplace_back(Var, Op);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *Op) {
    if (Op->isIncrementDecrementOp())
      if (const VarDecl *Var = assignedVariable(Op->getSubExpr()))
        Assignments.emplace_back(Var, Op);
    if (Op->getOpcode() == UO_AddrOf) // written through a pointer: assume it varies
      if (const VarDecl *Var = assignedVariable(Op->getSubExpr()))
        Varying.insert(Var);
    return true;
  }

private:
  static const VarDecl *assignedVariable(const Expr *E) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      return dyn_cast<VarDecl>(Ref->getDecl());
    return nullptr;
  }

  const FunctionInstance &Function;
  ParentMapContext *Parents = nullptr;
  llvm::DenseSet<const VarDecl *> Varying;
  std::vector<std::pair<const VarDecl *, const Expr *>> Assignments;
};

/// Barrier sites, early exits and loop exits of one function body.
class ControlSites : public RecursiveASTVisitor<ControlSites> {
public:
  ControlSites(const FunctionInstance &Function,
               const llvm::DenseSet<const FunctionDecl *> &Synchronising)
      : Function(Function), Synchronising(Synchronising) {}

  std::vector<const CallExpr *> Barriers;
  std::vector<const Stmt *> Exits; // return, break, continue

  bool VisitCallExpr(CallExpr *Call) {
    auto It = Function.Callees.find(Call);
    bool CallsSynchronising =
        It != Function.Callees.end() && Synchronising.contains(It->second->Decl);
    if (isBlockBarrier(Call->getDirectCallee()) || CallsSynchronising)
      Barriers.push_back(Call);
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *S) {
    Exits.push_back(S);
    return true;
  }
  bool VisitBreakStmt(BreakStmt *S) {
    Exits.push_back(S);
    return true;
  }
  bool VisitContinueStmt(ContinueStmt *S) {
    Exits.push_back(S);
    return true;
  }

private:
  const FunctionInstance &Function;
  const llvm::DenseSet<const FunctionDecl *> &Synchronising;
};

/// The loop (or switch, for break) that \p Exit leaves; for a return, the
/// outermost loop around it.
const Stmt *enclosingLoop(ParentMapContext &Parents, const Stmt *Exit) {
  const Stmt *Found = nullptr;
  DynTypedNode Node = DynTypedNode::create(*Exit);
  while (true) {
    auto List = Parents.getParents(Node);
    if (List.empty())
      return Found;
    const Stmt *Parent = List[0].get<Stmt>();
    if (!Parent)
      return Found;
    bool IsLoop = isa<ForStmt, WhileStmt, DoStmt>(Parent);
    if (IsLoop || (isa<SwitchStmt>(Parent) && isa<BreakStmt>(Exit))) {
      Found = Parent;
      if (!isa<ReturnStmt>(Exit))
        return Found;
    }
    Node = List[0];
  }
}

std::string describeCall(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  return Callee ? Callee->getNameAsString() + "()" : "call";
}

} // namespace

void checkUniformity(ASTContext &Context, const DeviceProgram &Program,
                     DiagnosticReporter &Diagnostics) {
  const SourceManager &SM = Context.getSourceManager();
  // Functions that contain a barrier, directly or through their callees.
  llvm::DenseSet<const FunctionDecl *> Synchronising;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &Function : Program.Functions) {
      if (Synchronising.contains(Function->Decl))
        continue;
      ControlSites Sites(*Function, Synchronising);
      Sites.TraverseStmt(Function->Decl->getBody());
      if (!Sites.Barriers.empty()) {
        Synchronising.insert(Function->Decl);
        Changed = true;
      }
    }
  }

  llvm::DenseSet<const CallExpr *> Reported;
  for (const auto &Function : Program.Functions) {
    if (!Synchronising.contains(Function->Decl))
      continue;
    VaryingValues Values(*Function);
    Values.compute(Context.getParentMapContext());
    ControlSites Sites(*Function, Synchronising);
    Sites.TraverseStmt(Function->Decl->getBody());
    auto Report = [&](const CallExpr *Barrier, const std::string &Why) {
      if (Reported.insert(Barrier).second)
        Diagnostics.report(Barrier->getBeginLoc(), DiagId::DivergentBarrier)
            << describeCall(Barrier) << Why;
    };
    auto LineOf = [&](const Stmt *S) { return SM.getExpansionLineNumber(S->getBeginLoc()); };
    for (const CallExpr *Barrier : Sites.Barriers)
      if (const Stmt *Condition = Values.varyingControl(Barrier))
        Report(Barrier, fmt::format("the condition on line {} depends on the thread index",
                                    LineOf(Condition)));
    // An exit taken by some threads only leaves the others waiting at a
    // barrier that comes after it, or at one later in the loop it leaves.
    for (const Stmt *Exit : Sites.Exits) {
      if (!Values.underVaryingControl(Exit))
        continue;
      const Stmt *Loop = enclosingLoop(Context.getParentMapContext(), Exit);
      for (const CallExpr *Barrier : Sites.Barriers) {
        bool InLoop = Loop && SM.isPointWithin(Barrier->getBeginLoc(), Loop->getBeginLoc(),
                                               Loop->getEndLoc());
        bool After = SM.isBeforeInTranslationUnit(Exit->getBeginLoc(), Barrier->getBeginLoc());
        if (isa<ReturnStmt>(Exit) ? !(After || InLoop) : !InLoop)
          continue;
        Report(Barrier, fmt::format("some threads leave through the {} on line {} first",
                                    isa<ReturnStmt>(Exit)  ? "return"
                                    : isa<BreakStmt>(Exit) ? "break"
                                                           : "continue",
                                    LineOf(Exit)));
      }
    }
  }
}

} // namespace cu2cl
