#include "Uniformity.h"

#include "CooperativeGroups.h"
#include "Intrinsics.h"

#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <fmt/format.h>

#include <functional>

namespace cu2cl {

using namespace clang;

const Primitive *mappedPrimitive(const FunctionDecl *Callee) {
  if (!Callee || !Callee->getIdentifier())
    return nullptr;
  const FunctionMapping *Mapping = findFunctionMapping(Callee->getName());
  return Mapping ? Mapping->primitive() : nullptr;
}

bool isBlockBarrier(const FunctionDecl *Callee) {
  const Primitive *Row = mappedPrimitive(Callee);
  return Row && Row->Synchronizing && Row->Scope == PrimitiveScope::Block;
}

bool isSynchronizingMapping(const FunctionMapping &Mapping) {
  const Primitive *Row = Mapping.primitive();
  return Row && Row->Synchronizing;
}

bool mappingTakesScratch(const FunctionMapping &Mapping) {
  const Primitive *Row = Mapping.primitive();
  return Row && Row->TakesScratch;
}

bool isSynchronizingCall(const CallExpr *Call, const FunctionInstance &Caller) {
  if (auto It = Caller.Callees.find(Call); It != Caller.Callees.end())
    return It->second->Synchronizing;
  if (std::optional<GroupCall> Group = cooperativeGroupsCall(Call))
    return Group->Synchronizing;
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier())
    return false;
  if (isBlockBarrier(Callee))
    return true;
  const FunctionMapping *Mapping = findFunctionMapping(Callee->getName());
  return Mapping && isSynchronizingMapping(*Mapping);
}

// ---------------------------------------------------------------------------
// Divergence

namespace {
/// The variable whose value a write to \p E changes: the variable \p E names, or the one that
/// holds the field or array element \p E is (`s.v`, `a[i]`, `s.a[i].v`); null for what a pointer
/// points to. The analysis takes a variable as one value: a write to a part of it is a write to
/// it.
const VarDecl *writtenVariable(const Expr *E) {
  for (;;) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return dyn_cast<VarDecl>(Ref->getDecl());
    if (const auto *Member = dyn_cast<MemberExpr>(E); Member && !Member->isArrow())
      E = Member->getBase();
    else if (const auto *Element = dyn_cast<ArraySubscriptExpr>(E);
             Element && Element->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
      E = Element->getBase();
    else
      return nullptr;
  }
}
} // namespace

class AssignmentCollector : public RecursiveASTVisitor<AssignmentCollector> {
public:
  explicit AssignmentCollector(Divergence &Facts) : Facts(Facts) {}

  bool VisitVarDecl(VarDecl *Var) {
    if (!Var->hasAttr<CUDASharedAttr>() && Var->getInit())
      Facts.Assignments.push_back({Var, Var->getInit()});
    if (Var->getType()->isReferenceType() && Var->getInit()) { // may write through the reference
      written(Var->getInit());
      escapes(Var->getInit(), /*Varies=*/false);
    }
    // A kernel's own __shared__ variable; not an extern one, which aliases every other.
    if (Var->hasAttr<CUDASharedAttr>() && Facts.Function.IsKernel && Var->isLocalVarDecl() &&
        !Var->hasExternalStorage())
      Facts.SharedVariables.insert(Var);
    return true;
  }
  // The whole assignment is the value: `a[t] = 0` makes `a` vary through its index.
  bool VisitBinaryOperator(BinaryOperator *Op) {
    if (Op->isAssignmentOp())
      assigned(Op->getLHS(), Op);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *Op) {
    if (Op->isIncrementDecrementOp())
      assigned(Op->getSubExpr(), Op);
    if (Op->getOpcode() == UO_AddrOf) // written through a pointer: assume it varies
      escapes(Op->getSubExpr());
    return true;
  }
  // An array that decays to a pointer anywhere but in a subscript may be written through it.
  bool VisitImplicitCastExpr(ImplicitCastExpr *Cast) {
    if (Cast->getCastKind() != CK_ArrayToPointerDecay)
      return true;
    const auto *Element = dyn_cast_or_null<ArraySubscriptExpr>(Facts.Parents.parent(Cast));
    if (!Element || Element->getBase() != Cast)
      escapes(Cast->getSubExpr());
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    if (isBlockBarrier(Call->getDirectCallee()))
      Facts.Barriers.push_back(Call);
    for (const Expr *Arg : Call->arguments())
      if (Arg->isGLValue()) { // bound to a reference parameter
        written(Arg);
        escapes(Arg, /*Varies=*/false);
      }
    // `s = t` of a class type is a call of its operator=, and `s += t` of its operator+=.
    if (const auto *Operator = dyn_cast<CXXOperatorCallExpr>(Call);
        Operator && Operator->getNumArgs() > 0 && Operator->isAssignmentOp())
      assigned(Operator->getArg(0), Operator);
    return true;
  }
  // A method that may change its object (not const) does so with values this analysis does
  // not see. Cooperative groups are handles that no method changes.
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *Call) {
    const CXXMethodDecl *Method = Call->getMethodDecl();
    const Expr *Object = Call->getImplicitObjectArgument();
    const auto *Callee = dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParens());
    if (Method && Object && !Method->isConst() && !Method->isStatic() &&
        !(Callee && Callee->isArrow()) && // p->f() changes what p points to, not p
        groupTypeOf(Object->getType()).Kind == GroupKind::None)
      escapes(Object);
    else if (Object) // a const method may still keep its object's address
      escapes(Object, /*Varies=*/false);
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *S) { return Facts.Exits.push_back(S), true; }
  bool VisitBreakStmt(BreakStmt *S) { return Facts.Exits.push_back(S), true; }
  bool VisitContinueStmt(ContinueStmt *S) { return Facts.Exits.push_back(S), true; }
  bool VisitLambdaExpr(LambdaExpr *Lambda) {
    for (const LambdaCapture &Capture : Lambda->captures())
      if (Capture.capturesVariable() && Capture.getCaptureKind() == LCK_ByRef)
        if (const auto *Var = dyn_cast<VarDecl>(Capture.getCapturedVar())) {
          Facts.Written.insert(Var);
          Facts.Escaped.insert(Var);
        }
    return true;
  }

private:
  void assigned(const Expr *Target, const Expr *Value) {
    if (const VarDecl *Var = writtenVariable(Target)) {
      Facts.Assignments.push_back({Var, Value, Target});
      Facts.Written.insert(Var);
    }
  }
  /// E's variable is reached by other means than its name: written through a pointer or a
  /// reference, with values this analysis does not see (Varies).
  void escapes(const Expr *E, bool Varies = true) {
    if (const VarDecl *Var = writtenVariable(E)) {
      if (Varies)
        Facts.Varying.insert(Var);
      Facts.Written.insert(Var);
      Facts.Escaped.insert(Var);
    }
  }
  void written(const Expr *E) {
    if (const VarDecl *Var = writtenVariable(E))
      Facts.Written.insert(Var);
  }
  Divergence &Facts;
};

bool divisorIsSafe(const BinaryOperator *Division, const ASTContext &Context) {
  if (Division->getType()->isFloatingType())
    return true;
  const Expr *RHS = Division->getRHS();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(RHS->IgnoreParenImpCasts()))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
        Var && Var->getName() == "warpSize" && Var->hasExternalStorage() &&
        Context.getSourceManager().isInSystemHeader(Var->getLocation()))
      return true;
  std::optional<llvm::APSInt> Divisor = RHS->getIntegerConstantExpr(Context);
  return Divisor && *Divisor != 0 && !(Divisor->isSigned() && Divisor->isAllOnes());
}

bool isSafeToEvaluate(const Expr *E, const ASTContext &Context, const FunctionInstance &Function,
                      llvm::function_ref<bool(const Expr *)> Known) {
  auto Safe = [&](const Expr *Sub) { return isSafeToEvaluate(Sub, Context, Function, Known); };
  if (Known && Known(E))
    return true;
  E = E->IgnoreParens();
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, CXXBoolLiteralExpr,
          CXXNullPtrLiteralExpr, DeclRefExpr, CXXDefaultArgExpr, StringLiteral>(E))
    return true;
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return Cast->getCastKind() != CK_LValueToRValue
               ? Safe(Cast->getSubExpr())
               : isa<DeclRefExpr, MemberExpr>(Cast->getSubExpr()->IgnoreParens()) &&
                     Safe(Cast->getSubExpr());
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return !Member->isArrow() && Safe(Member->getBase());
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return Unary->getOpcode() == UO_AddrOf ||
           (Unary->getOpcode() != UO_Deref && !Unary->isIncrementDecrementOp() &&
            Safe(Unary->getSubExpr()));
  if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
    if (Binary->isAssignmentOp() || Binary->getOpcode() == BO_Comma)
      return false;
    if ((Binary->getOpcode() == BO_Div || Binary->getOpcode() == BO_Rem) &&
        !divisorIsSafe(Binary, Context))
      return false;
    return Safe(Binary->getLHS()) && Safe(Binary->getRHS());
  }
  if (const auto *Conditional = dyn_cast<ConditionalOperator>(E))
    return Safe(Conditional->getCond()) && Safe(Conditional->getTrueExpr()) &&
           Safe(Conditional->getFalseExpr());
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    // Queries of a group (its size, a thread's rank) and pure math read no memory.
    bool Pure = false;
    if (std::optional<GroupCall> Group = cooperativeGroupsCall(Call))
      Pure = !Group->Synchronizing && Group->Unsupported.empty();
    else if (const FunctionDecl *Callee = Call->getDirectCallee();
             Callee && Callee->getIdentifier() && !Function.Callees.count(Call))
      if (const FunctionMapping *Mapping = findFunctionMapping(Callee->getName()))
        Pure = !mappingTakesScratch(*Mapping) && Mapping->Family != "atomics" &&
               Callee->getName() != "printf";
    return Pure && llvm::all_of(Call->arguments(), Safe);
  }
  return false;
}

bool isAddressSafe(const Expr *E, const ASTContext &Context, const FunctionInstance &Function,
                   llvm::function_ref<bool(const Expr *)> Known) {
  auto Safe = [&](const Expr *Sub) { return isSafeToEvaluate(Sub, Context, Function, Known); };
  auto AddressSafe = [&](const Expr *Sub) { return isAddressSafe(Sub, Context, Function, Known); };
  E = E->IgnoreParens();
  if (isa<DeclRefExpr>(E))
    return true;
  // The same object seen as const, or as its base class.
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
      Cast && (Cast->getCastKind() == CK_NoOp || Cast->getCastKind() == CK_DerivedToBase ||
               Cast->getCastKind() == CK_UncheckedDerivedToBase))
    return AddressSafe(Cast->getSubExpr());
  if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E)) {
    const Expr *Base = Subscript->getBase()->IgnoreParens();
    // An array's element: the array's address; a pointer's: the pointer's value.
    if (const auto *Decay = dyn_cast<ImplicitCastExpr>(Base);
        Decay && Decay->getCastKind() == CK_ArrayToPointerDecay)
      return AddressSafe(Decay->getSubExpr()) && Safe(Subscript->getIdx());
    return Safe(Base) && Safe(Subscript->getIdx());
  }
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return Member->isArrow() ? Safe(Member->getBase()) : AddressSafe(Member->getBase());
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return Unary->getOpcode() == UO_Deref && Safe(Unary->getSubExpr());
  return false;
}

Divergence::Divergence(const FunctionInstance &Function, const ASTContext &Context,
                       SharedReads Shared)
    : Function(Function), Context(Context), SM(Context.getSourceManager()),
      Parents(Function.Decl->getBody()) {
  if (!Function.IsKernel) // without interprocedural facts, parameters may vary
    for (const ParmVarDecl *Param : Function.Decl->parameters())
      Varying.insert(Param);
  AssignmentCollector(*this).TraverseStmt(Function.Decl->getBody());
  if (Shared == SharedReads::Vary)
    SharedVariables.clear();
  for (const VarDecl *Var : Escaped)
    SharedVariables.erase(Var);
  findCountedLoops(Context);
  compute();
}

namespace {

class ForLoops : public RecursiveASTVisitor<ForLoops> {
public:
  std::vector<const ForStmt *> Loops;
  bool VisitForStmt(ForStmt *For) { return Loops.push_back(For), true; }
};

/// The loop (or switch, for break) that \p Exit leaves; for a return, the
/// outermost loop around it.
const Stmt *enclosingLoop(const StmtParents &Parents, const Stmt *Exit) {
  const Stmt *Found = nullptr;
  for (const Stmt *Parent = Parents.parent(Exit); Parent; Parent = Parents.parent(Parent)) {
    if (isa<ForStmt, WhileStmt, DoStmt>(Parent) ||
        (isa<SwitchStmt>(Parent) && isa<BreakStmt>(Exit))) {
      Found = Parent;
      if (!isa<ReturnStmt>(Exit))
        return Found;
    }
  }
  return Found;
}

bool isWithin(const StmtParents &Parents, const Stmt *S, const Stmt *Ancestor) {
  for (; S; S = Parents.parent(S))
    if (S == Ancestor)
      return true;
  return false;
}

} // namespace

void Divergence::findCountedLoops(const ASTContext &Context) {
  ForLoops Finder;
  Finder.TraverseStmt(Function.Decl->getBody());
  for (const ForStmt *For : Finder.Loops) {
    const auto *Header = dyn_cast_or_null<DeclStmt>(For->getInit());
    if (!Header || !For->getInc())
      continue;
    llvm::SmallPtrSet<const VarDecl *, 4> Variables;
    bool Counted = true;
    for (const Decl *D : Header->decls()) {
      const auto *Var = dyn_cast<VarDecl>(D);
      Counted &= Var && Var->getInit() && !Varying.contains(Var) && // not written through &
                 isSafeToEvaluate(Var->getInit(), Context, Function);
      if (Var)
        Variables.insert(Var);
    }
    // The step: assignments of the loop's variables, separated by commas.
    std::function<bool(const Expr *)> Step = [&](const Expr *E) {
      E = E->IgnoreParenImpCasts();
      auto Own = [&](const Expr *Target) {
        const auto *Ref = dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts());
        return Ref && Variables.contains(dyn_cast<VarDecl>(Ref->getDecl()));
      };
      if (const auto *Unary = dyn_cast<UnaryOperator>(E))
        return Unary->isIncrementDecrementOp() && Own(Unary->getSubExpr());
      const auto *Binary = dyn_cast<BinaryOperator>(E);
      if (!Binary)
        return false;
      if (Binary->getOpcode() == BO_Comma)
        return Step(Binary->getLHS()) && Step(Binary->getRHS());
      if (!Binary->isAssignmentOp() || !Own(Binary->getLHS()) ||
          !isSafeToEvaluate(Binary->getRHS(), Context, Function))
        return false;
      return (Binary->getOpcode() != BO_DivAssign && Binary->getOpcode() != BO_RemAssign) ||
             divisorIsSafe(Binary, Context);
    };
    Counted &= Step(For->getInc());
    // Nothing but the header assigns them.
    for (const auto &[Var, Value, Target] : Assignments)
      if (Variables.contains(Var) && Value != Var->getInit() &&
          !isWithin(Parents, Value, For->getInc()))
        Counted = false;
    if (!Counted)
      continue;
    CountedLoops.insert(For);
    for (const VarDecl *Var : Variables)
      LoopVariables[Var] = For;
  }
}

bool Divergence::assignmentVaries(const VarDecl *Var, const Expr *Value) const {
  if (isVarying(Value))
    return true;
  // A counted loop's variable changes where its condition lets it, for the
  // work-items that run the loop's header: all of them, in the uniform rewrite.
  if (auto It = LoopVariables.find(Var); It != LoopVariables.end())
    return Value != Var->getInit() && isVarying(It->second->getCond());
  return underVaryingControl(Value) || skippedByVaryingExit(Value);
}

// The work-items that took a varying exit do not run what it skips; the uniform rewrite runs
// that for the others only, so the values it assigns vary like those under a varying if: what
// follows a return, and what a loop (or switch) runs again after the return, break or continue
// leaves it.
bool Divergence::skippedByVaryingExit(const Expr *Value) const {
  for (const Stmt *Exit : Exits) {
    if (!underVaryingControl(Exit))
      continue;
    if (isa<ReturnStmt>(Exit) &&
        SM.isBeforeInTranslationUnit(Exit->getBeginLoc(), Value->getBeginLoc()))
      return true;
    if (const Stmt *Left = enclosingLoop(Parents, Exit); Left && isWithin(Parents, Value, Left))
      return true;
  }
  return false;
}

void Divergence::compute() {
  // Which barriers every thread reaches depends on which conditions vary, and which shared
  // reads vary on those barriers: start from all barriers reached and drop those that turn
  // out not to be, until none is dropped. Each step can only add varying values.
  ReachedBarriers.insert(Barriers.begin(), Barriers.end());
  for (;;) {
    SharedReadCache.clear();
    // A fixed point: each round can only add variables.
    for (size_t Round = 0; Round < Assignments.size() + 1; ++Round) {
      bool Changed = false;
      for (const auto &[Var, Value, Target] : Assignments) {
        if (Varying.contains(Var) || SharedVariables.contains(Var))
          continue;
        if (assignmentVaries(Var, Value)) {
          Varying.insert(Var);
          Changed = true;
        }
      }
      if (!Changed)
        break;
    }
    if (SharedVariables.empty())
      return;
    bool Dropped = false;
    for (const CallExpr *Barrier : Barriers)
      if (ReachedBarriers.contains(Barrier) &&
          (underVaryingControl(Barrier) || skippedByVaryingExit(Barrier))) {
        ReachedBarriers.erase(Barrier);
        Dropped = true;
      }
    if (!Dropped)
      return;
  }
}

namespace {
/// The constant index of `a[K]` when \p Access is that element of the one-dimensional array
/// \p Var; none for any other access (the whole array may be meant).
std::optional<llvm::APSInt> constantElement(const Expr *Access, const VarDecl *Var,
                                            const ASTContext &Context) {
  const auto *Element = dyn_cast<ArraySubscriptExpr>(Access->IgnoreParens());
  if (!Element)
    return std::nullopt;
  const auto *Base = dyn_cast<DeclRefExpr>(Element->getBase()->IgnoreParenImpCasts());
  if (!Base || Base->getDecl() != Var || !Var->getType()->isConstantArrayType() ||
      Var->getType()->getArrayElementTypeNoTypeQual()->isArrayType())
    return std::nullopt;
  return Element->getIdx()->getIntegerConstantExpr(Context);
}

} // namespace

bool Divergence::sharedReadVaries(const DeclRefExpr *Read, const VarDecl *Var) const {
  if (auto It = SharedReadCache.find(Read); It != SharedReadCache.end())
    return It->second;
  if (!Intervals)
    Intervals = std::make_unique<BarrierIntervals>(Function.Decl, Context);
  auto Reached = [&](const CallExpr *Call) { return ReachedBarriers.contains(Call); };
  // `lmem[1]` is not changed by a write of `lmem[0]`: constant elements are told apart.
  std::optional<llvm::APSInt> ReadElement;
  if (const Stmt *Decay = Parents.parent(Read))
    if (const Stmt *Access = Parents.parent(Decay))
      if (const auto *Element = dyn_cast<ArraySubscriptExpr>(Access);
          Element && Element->getBase() == Decay)
        ReadElement = constantElement(Element, Var, Context);
  bool Varies = llvm::any_of(Assignments, [&](const Assignment &Write) {
    if (Write.Var != Var)
      return false;
    if (Write.Target && ReadElement)
      if (std::optional<llvm::APSInt> WrittenElement = constantElement(Write.Target, Var, Context);
          WrittenElement && llvm::APSInt::compareValues(*WrittenElement, *ReadElement) != 0)
        return false;
    return Intervals->reachesWithoutBarrier(Write.Value, Read, Reached) ||
           Intervals->reachesWithoutBarrier(Read, Write.Value, Reached);
  });
  SharedReadCache[Read] = Varies;
  return Varies;
}

bool Divergence::isVarying(const Expr *E) const {
  if (!E)
    return false;
  E = E->IgnoreParenImpCasts();
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    if (const auto *Base = dyn_cast<DeclRefExpr>(Member->getBase()->IgnoreParenImpCasts()))
      if (Base->getDecl()->getName() == "threadIdx")
        return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      return SharedVariables.contains(Var) ? sharedReadVaries(Ref, Var) : Varying.contains(Var);
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    // The size of a block or tile is the same for all its threads.
    if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
      if (GroupKind Kind = groupTypeOf(Member->getImplicitObjectArgument()->getType()).Kind;
          (knownFromItsType(Kind)) && Member->getMethodDecl()->getIdentifier() &&
          llvm::is_contained({"size", "num_threads", "meta_group_size"},
                             Member->getMethodDecl()->getName()))
        return false;
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() || Function.Callees.count(Call))
      return true; // user functions may read the thread index
    // A block vote gives every thread the block's one result, whatever each thread's predicate.
    if (isBlockBarrier(Callee))
      return false;
    const FunctionMapping *Mapping = findFunctionMapping(Callee->getName());
    // Warp primitives give lane-dependent results; block votes do not. An atomic gives each
    // thread the value it found, which the others changed.
    if (!Mapping || (mappingTakesScratch(*Mapping) && !isBlockBarrier(Callee)) ||
        Mapping->Family == "atomics")
      return true;
  }
  for (const Stmt *Child : E->children())
    if (const auto *ChildExpr = dyn_cast_or_null<Expr>(Child); ChildExpr && isVarying(ChildExpr))
      return true;
  return false;
}

const Stmt *Divergence::varyingControl(const Stmt *S) const {
  for (const Stmt *Child = S, *Parent = Parents.parent(S); Parent;
       Child = Parent, Parent = Parents.parent(Parent)) {
    const Expr *Condition = nullptr;
    if (const auto *If = dyn_cast<IfStmt>(Parent); If && Child != If->getCond())
      Condition = If->getCond();
    else if (const auto *For = dyn_cast<ForStmt>(Parent); For && Child != For->getInit())
      Condition = For->getCond();
    else if (const auto *While = dyn_cast<WhileStmt>(Parent))
      Condition = While->getCond();
    else if (const auto *Do = dyn_cast<DoStmt>(Parent))
      Condition = Do->getCond();
    else if (const auto *Switch = dyn_cast<SwitchStmt>(Parent);
             Switch && Child != Switch->getCond())
      Condition = Switch->getCond();
    else if (const auto *Conditional = dyn_cast<ConditionalOperator>(Parent);
             Conditional && Child != Conditional->getCond())
      Condition = Conditional->getCond();
    else if (const auto *Logical = dyn_cast<BinaryOperator>(Parent);
             Logical && Logical->isLogicalOp() && Child == Logical->getRHS())
      Condition = Logical->getLHS();
    if (Condition && isVarying(Condition))
      return Condition;
  }
  return nullptr;
}

// ---------------------------------------------------------------------------
// Analysis

namespace {

/// Synchronising calls, early exits and loop exits of one function body.
class ControlSites : public RecursiveASTVisitor<ControlSites> {
public:
  explicit ControlSites(const FunctionInstance &Function) : Function(Function) {}

  std::vector<const CallExpr *> SyncCalls;
  std::vector<const Stmt *> Exits; // return, break, continue
  std::vector<const Stmt *> Jumps; // goto and labels
  bool UsesScratchDirectly = false;

  bool VisitCallExpr(CallExpr *Call) {
    if (isSynchronizingCall(Call, Function))
      SyncCalls.push_back(Call);
    if (std::optional<GroupCall> Group = cooperativeGroupsCall(Call))
      UsesScratchDirectly |= Group->Synchronizing;
    else if (const FunctionDecl *Callee = Call->getDirectCallee();
             Callee && Callee->getIdentifier())
      if (const FunctionMapping *Mapping = findFunctionMapping(Callee->getName()))
        UsesScratchDirectly |= mappingTakesScratch(*Mapping);
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *S) { return Exits.push_back(S), true; }
  bool VisitBreakStmt(BreakStmt *S) { return Exits.push_back(S), true; }
  bool VisitContinueStmt(ContinueStmt *S) { return Exits.push_back(S), true; }
  bool VisitGotoStmt(GotoStmt *S) { return Jumps.push_back(S), true; }
  bool VisitLabelStmt(LabelStmt *S) { return Jumps.push_back(S), true; }

private:
  const FunctionInstance &Function;
};

/// True if every case label of \p Switch starts a statement of its body (no
/// label inside a nested statement): the shapes UniformRewrite lowers.
bool labelsAtTop(const SwitchStmt *Switch) {
  llvm::SmallPtrSet<const SwitchCase *, 8> Top;
  std::vector<const Stmt *> Items;
  if (const auto *Compound = dyn_cast<CompoundStmt>(Switch->getBody()))
    Items.assign(Compound->body_begin(), Compound->body_end());
  else
    Items.push_back(Switch->getBody());
  for (const Stmt *Item : Items)
    while (const auto *Label = dyn_cast<SwitchCase>(Item)) {
      Top.insert(Label);
      Item = Label->getSubStmt();
    }
  for (const SwitchCase *Label = Switch->getSwitchCaseList(); Label;
       Label = Label->getNextSwitchCase())
    if (!Top.contains(Label))
      return false;
  return true;
}

/// Why the uniform rewrite cannot place \p Call, or "".
std::string unsupportedPlacement(const ASTContext &Context, const StmtParents &Parents,
                                 const CallExpr *Call) {
  // Conditions of ?:, && and || are evaluated again to select the call's
  // work-items (UniformRewrite.cpp), which needs them free of side effects.
  for (const Stmt *Child = Call, *Parent = Parents.parent(Call); Parent;
       Child = Parent, Parent = Parents.parent(Parent)) {
    if (const auto *Switch = dyn_cast<SwitchStmt>(Parent); Switch && !labelsAtTop(Switch))
      return "it is inside a switch whose case labels are not all at the top level of its body";
    if (const auto *Conditional = dyn_cast<ConditionalOperator>(Parent);
        Conditional && Child != Conditional->getCond() &&
        Conditional->getCond()->HasSideEffects(Context))
      return "it is one branch of a ?: whose condition has side effects";
    if (const auto *Logical = dyn_cast<BinaryOperator>(Parent);
        Logical && Logical->isLogicalOp() && Child == Logical->getRHS() &&
        Logical->getLHS()->HasSideEffects(Context))
      return "it is on the right of && or || whose left side has side effects";
    if (const auto *For = dyn_cast<ForStmt>(Parent);
        For && (Child == For->getInit() || Child == For->getInc()))
      return "it is in the header of a for loop";
  }
  return "";
}

std::string describeCall(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  return Callee ? Callee->getNameAsString() + "()" : "call";
}

} // namespace

void analyseUniformity(ASTContext &Context, DeviceProgram &Program,
                       DiagnosticReporter &Diagnostics) {
  const SourceManager &SM = Context.getSourceManager();

  // Synchronising functions and their use of the scratch buffer, through callees.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &Function : Program.Functions) {
      ControlSites Sites(*Function);
      Sites.TraverseStmt(Function->Decl->getBody());
      bool CalleeScratch = false;
      for (const auto &[Call, Callee] : Function->Callees)
        CalleeScratch |= Callee->UsesScratch;
      bool Synchronizing = !Sites.SyncCalls.empty();
      bool Scratch = Sites.UsesScratchDirectly || CalleeScratch;
      if (Synchronizing != Function->Synchronizing || Scratch != Function->UsesScratch) {
        Function->Synchronizing |= Synchronizing;
        Function->UsesScratch |= Scratch;
        Changed = true;
      }
    }
  }

  for (const auto &Function : Program.Functions) {
    if (!Function->Synchronizing)
      continue;
    auto Facts = std::make_shared<Divergence>(*Function, Context);
    Function->Varying = Facts;
    StmtParents Parents(Function->Decl->getBody());
    ControlSites Sites(*Function);
    Sites.TraverseStmt(Function->Decl->getBody());

    // A __device__ function may be called by some lanes only: always uniform.
    bool Divergent = !Function->IsKernel;
    for (const CallExpr *Call : Sites.SyncCalls)
      Divergent |= Facts->underVaryingControl(Call);
    // An exit taken by some work-items only leaves the others at a later barrier.
    for (const Stmt *Exit : Sites.Exits) {
      if (!Facts->underVaryingControl(Exit))
        continue;
      const Stmt *Loop = enclosingLoop(Parents, Exit);
      for (const CallExpr *Call : Sites.SyncCalls) {
        bool InLoop =
            Loop && SM.isPointWithin(Call->getBeginLoc(), Loop->getBeginLoc(), Loop->getEndLoc());
        bool After = SM.isBeforeInTranslationUnit(Exit->getBeginLoc(), Call->getBeginLoc());
        if (isa<ReturnStmt>(Exit) ? (After || InLoop) : InLoop)
          Divergent = true;
      }
    }
    // PoCL (3.1) miscompiles a loop that some work-items leave by a break when a value it
    // computed lives across a later barrier (every work-item gets the last iteration's value);
    // the uniform form gives such a loop one exit (UniformRewrite.cpp).
    for (const Stmt *Exit : Sites.Exits)
      if (isa<BreakStmt>(Exit) && Facts->underVaryingControl(Exit))
        if (const Stmt *Left = enclosingLoop(Parents, Exit); Left && !isa<SwitchStmt>(Left))
          Divergent = true;
    // A goto taken by some work-items only skips barriers for them.
    for (const Stmt *Jump : Sites.Jumps)
      Divergent |= isa<GotoStmt>(Jump) && Facts->underVaryingControl(Jump);
    Function->Uniformize = Divergent;
    // A full mask under divergence names lanes that may not reach the call: as CUDA runs
    // the kernel, where a value read from shared memory after a barrier is the same in all
    // threads.
    std::optional<Divergence> CudaFacts;
    for (const CallExpr *Call : Sites.SyncCalls) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee || !Callee->getIdentifier() || !Callee->getName().ends_with("_sync") ||
          Call->getNumArgs() == 0)
        continue;
      std::optional<llvm::APSInt> Mask = Call->getArg(0)->getIntegerConstantExpr(Context);
      if (!Mask || Mask->getZExtValue() != 0xffffffffu)
        continue;
      if (!CudaFacts)
        CudaFacts.emplace(*Function, Context, Divergence::SharedReads::ByBarrierIntervals);
      if (const Stmt *Condition = CudaFacts->varyingControl(Call))
        Diagnostics.report(Call->getBeginLoc(), DiagId::WarpMaskUndefined)
            << Callee->getName() << SM.getExpansionLineNumber(Condition->getBeginLoc());
    }
    if (!Divergent)
      continue;
    Function->UsesScratch = true; // uniform loops take a block-wide vote
    for (const CallExpr *Call : Sites.SyncCalls)
      if (std::string Why = unsupportedPlacement(Context, Parents, Call); !Why.empty())
        Diagnostics.report(Call->getBeginLoc(), DiagId::DivergentBarrier)
            << describeCall(Call) << Why;
    for (const Stmt *Jump : Sites.Jumps)
      Diagnostics.report(Jump->getBeginLoc(), DiagId::DivergentBarrier)
          << (isa<GotoStmt>(Jump) ? "goto" : "a label")
          << fmt::format("the function synchronises under divergent control flow on line {}",
                         SM.getExpansionLineNumber(Sites.SyncCalls.front()->getBeginLoc()));
  }
  // Callers of functions that now need scratch need it too.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &Function : Program.Functions)
      for (const auto &[Call, Callee] : Function->Callees)
        if (Callee->UsesScratch && !Function->UsesScratch) {
          Function->UsesScratch = true;
          Changed = true;
        }
  }
}

} // namespace cu2cl
