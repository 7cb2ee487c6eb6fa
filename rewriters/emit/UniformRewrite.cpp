// The uniform rewrite: a function whose barriers or warp primitives sit under
// thread-dependent control flow is printed as work-group-uniform code.
//
// Every statement runs under a predicate, a bool variable that is true for
// the work-items that run it in CUDA (`Active`). Branches with a varying
// condition become predicate variables (`cu2cl_then1 = cu2cl_active && (c)`);
// loops with a varying condition run until no work-item of the group wants
// another iteration (a block-wide vote); return, break and continue clear the
// predicates up to the construct they leave; calls that every work-item must
// reach are hoisted out of their statement and made unconditionally, with the
// predicate as their `act` argument. So every work-item reaches every barrier,
// and the work-items CUDA would not have run there take no part in it.
//
//   if (idx < n) {                      bool cu2cl_then1 = (idx < n);
//     int p = pred(in[idx]);            {
//     int c = __syncthreads_count(p);     int p;
//     if (threadIdx.x == 0) out[b] = c;   if (cu2cl_then1) p = pred(in[idx]);
//   }                                     int c = cu2cl_syncthreads_count(p, cu2cl_then1, …);
//                                         if (cu2cl_then1) if (threadIdx.x == 0) out[b] = c;
//                                       }
#include "DeviceCodeEmitterImpl.h"
#include "FunctionNames.h"

#include "CooperativeGroups.h"
#include "Intrinsics.h"
#include "Uniformity.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringExtras.h"

#include <fmt/format.h>

#include <algorithm>
#include <functional>

namespace cu2cl::detail {

namespace {

/// Logical and of a predicate and a condition, without "true &&".
std::string conjunction(const std::string &Predicate, const std::string &Condition) {
  if (Predicate == "true")
    return "(" + Condition + ")";
  return Predicate + " && (" + Condition + ")";
}

class SyncFinder : public RecursiveASTVisitor<SyncFinder> {
public:
  explicit SyncFinder(const FunctionInstance &Function) : Function(Function) {}
  bool Found = false;
  bool VisitCallExpr(CallExpr *Call) {
    Found |= isSynchronizingCall(Call, Function);
    return !Found;
  }

private:
  const FunctionInstance &Function;
};

/// Return, or break/continue that leave the statement (not an inner loop).
bool hasExit(const Stmt *S, bool InLoop, bool InSwitch) {
  if (!S)
    return false;
  if (isa<ReturnStmt>(S))
    return true;
  if (isa<BreakStmt>(S))
    return !InLoop && !InSwitch;
  if (isa<ContinueStmt>(S))
    return !InLoop;
  bool Loop = InLoop || isa<ForStmt, WhileStmt, DoStmt>(S);
  bool Switch = InSwitch || isa<SwitchStmt>(S);
  for (const Stmt *Child : S->children())
    if (hasExit(Child, Loop, Switch))
      return true;
  return false;
}

bool hasReturn(const Stmt *S) {
  // A break or continue leaves a loop or switch inside S; only a return
  // leaves S itself when S is a whole function body.
  return hasExit(S, /*InLoop=*/true, /*InSwitch=*/true);
}

/// Calls that every work-item must reach, innermost first, in evaluation order.
class SyncCallCollector : public RecursiveASTVisitor<SyncCallCollector> {
public:
  explicit SyncCallCollector(const FunctionInstance &Function) : Function(Function) {}
  std::vector<const CallExpr *> Calls;
  bool shouldTraversePostOrder() const { return true; }
  bool VisitCallExpr(CallExpr *Call) {
    if (isSynchronizingCall(Call, Function))
      Calls.push_back(Call);
    return true;
  }

private:
  const FunctionInstance &Function;
};

} // namespace

std::string Emitter::fresh(llvm::StringRef Stem) {
  return fmt::format("cu2cl_{}{}", Stem.str(), ++FreshCounter);
}

void Emitter::pushActive(const std::string &Var) {
  Chain.push_back(Var);
  Active = Var;
}

void Emitter::popActive() {
  Chain.pop_back();
  Active = Chain.empty() ? "true" : Chain.back();
}

bool Emitter::containsSync(const Stmt *S) const {
  SyncFinder Finder(*Current);
  Finder.TraverseStmt(const_cast<Stmt *>(S));
  return Finder.Found;
}

bool Emitter::containsExit(const Stmt *S) const { return hasExit(S, false, false); }

// PoCL (3.1) miscompiles a loop that some work-items leave by a break when a value it computed
// lives across a later barrier: every work-item got the value of the last iteration
// (tests/lit/executed/varying_exits.cu). The loop's uniform form has one exit.
bool Emitter::containsVaryingLoopBreak(const Stmt *S) const {
  std::function<bool(const Stmt *, bool)> Find = [&](const Stmt *Node, bool BreaksLoop) {
    if (!Node)
      return false;
    if (isa<BreakStmt>(Node))
      return BreaksLoop && Current->Varying->underVaryingControl(Node);
    const bool Inner =
        isa<ForStmt, WhileStmt, DoStmt>(Node) || (!isa<SwitchStmt>(Node) && BreaksLoop);
    for (const Stmt *Child : Node->children())
      if (Find(Child, Inner))
        return true;
    return false;
  };
  return Find(S, false);
}

bool Emitter::warpMaySkip(const Stmt *Branch, bool BranchSynchronisesBlock) const {
  // A warp none of whose lanes takes the branch may jump over it when
  // everything in it that synchronises is warp-level: the branch is a no-op
  // for those lanes, and the warp primitives in it involve only them. A
  // work-group barrier, in the branch or in a function it calls, must still
  // be reached by every work-item.
  return containsSync(Branch) && !BranchSynchronisesBlock;
}

bool Emitter::isSafe(const Expr *E) const {
  return isSafeToEvaluate(E, Context, *Current,
                          [&](const Expr *Sub) { return Substitutions.count(Sub) != 0; });
}

void Emitter::hoistSyncCalls(const Expr *E, std::string &Out) {
  if (!E)
    return;
  SyncCallCollector Collector(*Current);
  Collector.TraverseStmt(const_cast<Expr *>(E));
  StmtParents Parents(E);
  for (const CallExpr *Call : Collector.Calls) {
    if (Substitutions.count(Call))
      continue;
    // A call in one branch of ?: or on the right of && or || runs for the
    // work-items whose condition selects it: that conjunction is its `act`.
    std::vector<std::string> Conditions;
    for (const Stmt *Child = Call, *Parent = Parents.parent(Call); Parent;
         Child = Parent, Parent = Parents.parent(Parent)) {
      if (const auto *Choice = dyn_cast<ConditionalOperator>(Parent)) {
        if (Child == Choice->getTrueExpr())
          Conditions.push_back("(" + expr(Choice->getCond()) + ")");
        else if (Child == Choice->getFalseExpr())
          Conditions.push_back("!(" + expr(Choice->getCond()) + ")");
      } else if (const auto *Logical = dyn_cast<BinaryOperator>(Parent);
                 Logical && Logical->isLogicalOp() && Child == Logical->getRHS()) {
        std::string Left = "(" + expr(Logical->getLHS()) + ")";
        Conditions.push_back(Logical->getOpcode() == BO_LAnd ? Left : "!" + Left);
      }
    }
    std::string Outer = Active;
    if (!Conditions.empty()) {
      std::string Guard = fresh("selected");
      std::reverse(Conditions.begin(), Conditions.end()); // outermost first
      Out += fmt::format("bool {} = {}{};\n", Guard, Active == "true" ? "" : Active + " && ",
                         llvm::join(Conditions, " && "));
      Active = Guard;
    }
    // Arguments that could fault for work-items CUDA would not run here are
    // evaluated under the predicate first.
    for (const Expr *Arg : Call->arguments()) {
      if (isSafe(Arg) || Active == "true")
        continue;
      // Blocks, tiles and stateless functors are not passed at all.
      GroupKind Kind = groupTypeOf(Arg->getType()).Kind;
      if (knownFromItsType(Kind) || isEmptyClass(Arg->getType()))
        continue;
      // An object the callee refers to (a reference parameter, an array) is passed as its
      // address: a copy would lose what the callee writes. Taking the address reads nothing
      // where the lvalue is address-safe; otherwise it is not translated.
      if (Arg->isGLValue()) {
        if (!isAddressSafe(Arg, Context, *Current,
                           [&](const Expr *Sub) { return Substitutions.count(Sub) != 0; }))
          unsupported(Arg, "an argument passed by reference, whose address needs a memory read, "
                           "to a function with warp or block primitives in code that not every "
                           "thread runs");
        continue;
      }
      std::string Temp = fresh("arg");
      std::string Zero = zeroValue(Arg->getType());
      Out += declaration(Arg->getType().getUnqualifiedType(), Temp,
                         Current->Spaces->pointeeSpace(Arg), Arg->getBeginLoc()) +
             (Zero.empty() ? "" : " = " + Zero) + ";\n";
      Out += fmt::format("if ({}) {} = {};\n", Active, Temp, expr(Arg));
      Substitutions[Arg] = Temp;
    }
    std::string Text = call(Call);
    Active = Outer;
    if (Call->getType()->isVoidType()) {
      Out += Text + ";\n";
      Substitutions[Call] = "";
      continue;
    }
    std::string Temp = fresh("sync");
    Out += declaration(Call->getType(), Temp, AddressSpace::Private, Call->getBeginLoc()) + " = " +
           Text + ";\n";
    Substitutions[Call] = Temp;
  }
}

void Emitter::remainingStatement(const Expr *E, std::string &Out) {
  const Expr *Bare = E->IgnoreImplicit()->IgnoreParens();
  if (isa<CallExpr>(Bare) && Substitutions.count(Bare)) // only the hoisted call
    return;
  // `c ? __syncthreads() : __syncwarp();` (HeCBench bitpermute): both calls are made above,
  // each for the work-items whose condition selects it; what else a branch does stays there.
  if (const auto *Choice = dyn_cast<ConditionalOperator>(Bare);
      Choice && Choice->getType()->isVoidType()) {
    std::string Then, Else;
    remainingStatement(Choice->getTrueExpr(), Then);
    remainingStatement(Choice->getFalseExpr(), Else);
    if (Then.empty() && Else.empty())
      return;
    std::string If =
        "if (" + expr(Choice->getCond()) + ") {\n" + Then + "} else {\n" + Else + "}\n";
    // The condition is evaluated by the work-items that run the statement only.
    Out += Active == "true" ? If : "if (" + Active + ") {\n" + If + "}\n";
    return;
  }
  Out += Active == "true" ? expr(E) + ";\n" : fmt::format("if ({}) {};\n", Active, expr(E));
}

void Emitter::exitTo(size_t Depth, const std::string &Value, std::string &Out) {
  std::string Body;
  if (!Value.empty() && !ResultVariable.empty())
    Body += fmt::format("{} = {};\n", ResultVariable, Value);
  for (size_t I = Chain.size(); I-- > Depth;)
    Body += Chain[I] + " = false;\n";
  Out += fmt::format("if ({}) {{\n{}}}\n", Active, Body);
}

void Emitter::guardedDecl(const VarDecl *Var, std::string &Out) {
  if (Var->hasAttr<CUDASharedAttr>())
    return;
  if (GroupKind Kind = groupTypeOf(Var->getType()).Kind; knownFromItsType(Kind))
    return; // known from its type
  if (isEmptyClass(Var->getType()))
    return;                       // a stateless functor: its calls need no object
  if (HoistedArrays.count(Var)) { // declared at the top of the function (LoopArrays.cpp)
    Out += hoistedArrayInLoop(Var);
    if (std::optional<std::string> Assignments = elementAssignments(Var))
      Out += Active == "true" ? *Assignments : "if (" + Active + ") {\n" + *Assignments + "}\n";
    return;
  }
  std::string Name = variableName(Var);
  const Expr *Init = Var->getInit();
  std::string Zero = zeroValue(Var->getType()); // indeterminate values break PoCL
  // Constant initialisers are safe for everyone; others run under the predicate.
  if (!Init || Active == "true" || Init->isConstantInitializer(Context, false) || isSafe(Init)) {
    Out += declaration(Var->getType(), Name, pointeeSpaceOf(Var), Var->getLocation());
    std::string Value = Init ? initializer(Init, Var->getType()) : Zero;
    Out += (Value.empty() ? "" : " = " + Value) + ";\n";
    return;
  }
  // Declared here, assigned under the predicate: a const variable loses its const.
  QualType Type = Var->getType();
  Type.removeLocalConst();
  Out += declaration(Type, Name, pointeeSpaceOf(Var), Var->getLocation());
  if (isa<InitListExpr>(Init->IgnoreImplicit()) && Var->getType()->isArrayType()) {
    std::optional<std::string> Assignments = elementAssignments(Var);
    if (!Assignments)
      Diagnostics.report(Var->getLocation(), DiagId::UnsupportedConstruct)
          << "an array of arrays or structs initialised from work-item values under divergent "
             "control flow";
    Out += ";\n";
    if (Assignments)
      Out += "if (" + Active + ") {\n" + *Assignments + "}\n";
    return;
  }
  Out += fmt::format("{};\nif ({}) {} = {};\n", Zero.empty() ? "" : " = " + Zero, Active, Name,
                     initializer(Init, Var->getType()));
}

void Emitter::loadOnce(const RepeatedLoad &Load, std::string &Out) {
  flushComments(Load.Statement->getBeginLoc(), Out); // the statement's comments stay above
  QualType Type = Load.First->getType().getUnqualifiedType();
  std::string Var = fresh("load");
  std::string Value = expr(Load.First);
  Out += declaration(Type, Var, AddressSpace::Private, Load.First->getBeginLoc());
  if (Active == "true") {
    Out += " = " + Value + ";\n";
  } else {
    std::string Zero = zeroValue(Type);
    Out += fmt::format("{};\nif ({}) {} = {};\n", Zero.empty() ? "" : " = " + Zero, Active, Var,
                       Value);
  }
  for (const Expr *Read : Load.Reads)
    Substitutions[Read] = Var;
}

void Emitter::guardedStmt(const Stmt *S, std::string &Out) {
  if (Active == "true") {
    stmt(S, Out);
    return;
  }
  flushComments(S->getBeginLoc(), Out);
  if (isa<NullStmt>(S))
    return;
  if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : Decls->decls())
      if (const auto *Var = dyn_cast<VarDecl>(D))
        guardedDecl(Var, Out);
    trailingComments(S->getEndLoc(), Out);
    return;
  }
  Out += "if (" + Active + ") ";
  stmt(S, Out);
}

void Emitter::uniformBody(const FunctionInstance &Function, const std::string &Prologue,
                          std::string &Out) {
  const auto *Body = llvm::cast<CompoundStmt>(Function.Decl->getBody());
  Chain.clear();
  Loops.clear();
  FreshCounter = 0;
  ResultVariable.clear();
  Out += "{\n";
  trailingComments(Body->getLBracLoc(), Out);
  LastLine = 0; // a comment after the function's "{" gets a line of its own
  flushComments(Body->body_empty() ? Body->getRBracLoc() : Body->body_front()->getBeginLoc(), Out);
  Out += Prologue;
  Active = "true";
  if (Function.IsKernel) {
    Out += "// cu2cl: this kernel synchronises under divergent control flow; every work-item\n"
           "// runs every statement below under a predicate and reaches every barrier.\n";
    // Only a kernel that returns early needs a predicate for its whole body.
    if (hasReturn(Body)) {
      Out += "bool cu2cl_active = true; // false once this work-item has returned\n";
      pushActive("cu2cl_active");
    }
  } else {
    pushActive(abi::ActiveParameter);
  }
  if (!Function.Decl->getReturnType()->isVoidType()) {
    ResultVariable = "cu2cl_result";
    AddressSpace Space =
        Function.ReturnSpace == AddressSpace::Unknown || Function.ReturnSpace == AddressSpace::Any
            ? AddressSpace::Private
            : Function.ReturnSpace;
    // A struct (or a reference's pointer) starts as zero bytes, a scalar as 0.
    QualType Result = Function.Decl->getReturnType();
    bool Aggregate = Result->isRecordType() && !zeroValue(Result).size();
    Out += declaration(Result, ResultVariable, Space, Function.Decl->getLocation()) +
           (Aggregate ? " = {0};\n" : " = 0;\n");
  }
  for (const Stmt *Child : Body->body())
    uniformStmt(Child, Out);
  flushComments(Body->getRBracLoc(), Out);
  if (!ResultVariable.empty())
    Out += "return " + ResultVariable + ";\n";
  Out += "}\n";
  Chain.clear();
  Active = "true";
  Substitutions.clear();
}

void Emitter::uniformStmt(const Stmt *S, std::string &Out) {
  if (!S)
    return;
  if (!containsSync(S) && !containsExit(S) && !containsVaryingLoopBreak(S)) {
    guardedStmt(S, Out);
    return;
  }
  withCommentsAndRemarks(S, Out, [&] { uniformStmtBody(S, Out); });
}

void Emitter::uniformStmtBody(const Stmt *S, std::string &Out) {
  if (const auto *Body = dyn_cast<CompoundStmt>(S)) {
    Out += "{\n";
    for (const Stmt *Child : Body->body())
      uniformStmt(Child, Out);
    flushComments(Body->getRBracLoc(), Out);
    Out += "}\n";
  } else if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : Decls->decls())
      if (const auto *Var = dyn_cast<VarDecl>(D)) {
        hoistSyncCalls(Var->getInit(), Out);
        guardedDecl(Var, Out);
      }
  } else if (const auto *E = dyn_cast<Expr>(S)) {
    hoistSyncCalls(E, Out);
    remainingStatement(E, Out);
  } else if (const auto *Return = dyn_cast<ReturnStmt>(S)) {
    hoistSyncCalls(Return->getRetValue(), Out);
    exitTo(0, Return->getRetValue() ? returnValue(Return->getRetValue()) : "", Out);
  } else if (isa<BreakStmt>(S)) {
    exitTo(Loops.back().LoopDepth, "", Out);
  } else if (isa<ContinueStmt>(S)) {
    exitTo(Loops.back().IterationDepth, "", Out);
  } else if (const auto *If = dyn_cast<IfStmt>(S)) {
    uniformIf(If, Out);
  } else if (isa<ForStmt, WhileStmt, DoStmt>(S)) {
    uniformLoop(S, Out);
  } else if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
    uniformSwitch(Switch, Out);
  } else if (const auto *Attributed = dyn_cast<AttributedStmt>(S)) {
    uniformStmt(Attributed->getSubStmt(), Out); // unroll hints do not fit the rewritten loop
  } else {
    // Reported by the analysis (goto); printed as it is.
    guardedStmt(S, Out);
  }
  trailingComments(S->getEndLoc(), Out);
}

void Emitter::uniformIf(const IfStmt *If, std::string &Out) {
  const Expr *Condition = If->getCond();
  hoistSyncCalls(Condition, Out);
  auto Branch = [&](const Stmt *Body, bool VaryingBranch) {
    unsigned BlockSyncsBefore = BlockSyncsPrinted;
    std::string Text = "{\n";
    if (const auto *Compound = dyn_cast<CompoundStmt>(Body)) {
      std::vector<RepeatedLoad> Repeated = findRepeatedLoads(Compound, *Current, Context);
      for (const Stmt *Child : Compound->body()) {
        for (const RepeatedLoad &Load : Repeated)
          if (Load.Statement == Child)
            loadOnce(Load, Text);
        uniformStmt(Child, Text);
      }
      flushComments(Compound->getRBracLoc(), Text);
    } else {
      uniformStmt(Body, Text);
    }
    Text += "}\n";
    // A varying branch with only warp-level synchronisation: warps with no
    // lane in it skip it where the backend allows (cu2cl_warp_enters, vote.h).
    if (VaryingBranch && warpMaySkip(Body, BlockSyncsPrinted != BlockSyncsBefore)) {
      Out += fmt::format("if (cu2cl_warp_enters({})) ", Active);
      UsesDeviceLibrary = true;
    }
    Out += Text;
  };
  // Every work-item takes a branch whose condition does not vary: keep it.
  if (!Current->Varying->isVarying(Condition) && !Condition->HasSideEffects(Context) &&
      isSafe(Condition)) {
    Out += "if (" + expr(Condition) + ") ";
    Branch(If->getThen(), false);
    if (If->getElse()) {
      Out += "else ";
      Branch(If->getElse(), false);
    }
    return;
  }
  std::string Then = fresh("then");
  Out += fmt::format("bool {} = {};\n", Then, conjunction(Active, expr(Condition)));
  std::string Else;
  if (If->getElse()) {
    Else = fresh("else");
    Out += fmt::format("bool {} = {}!{};\n", Else, Active == "true" ? "" : Active + " && ", Then);
  }
  pushActive(Then);
  Branch(If->getThen(), true);
  popActive();
  if (If->getElse()) {
    pushActive(Else);
    Branch(If->getElse(), true);
    popActive();
  }
}

void Emitter::loopTest(const Expr *Condition, const std::string &LoopVar, std::string &Out) {
  if (Condition) {
    hoistSyncCalls(Condition, Out);
    Out += fmt::format("if ({0}) {0} = {1};\n", LoopVar, expr(Condition));
  }
  // The loop ends for the whole work-group together, when no work-item wants
  // another iteration.
  Out += fmt::format("if (!cu2cl_loop_continues({}, true, {})) break;\n", LoopVar,
                     abi::ScratchParameter);
  noteBlockSync();
  UsesDeviceLibrary = true;
}

void Emitter::uniformLoop(const Stmt *Loop, std::string &Out) {
  const Stmt *Init = nullptr;
  const Expr *Condition = nullptr, *Increment = nullptr;
  const Stmt *Body = nullptr;
  bool IsDo = false;
  if (const auto *For = dyn_cast<ForStmt>(Loop)) {
    Init = For->getInit();
    Condition = For->getCond();
    Increment = For->getInc();
    Body = For->getBody();
  } else if (const auto *While = dyn_cast<WhileStmt>(Loop)) {
    Condition = While->getCond();
    Body = While->getBody();
  } else {
    const auto *Do = llvm::cast<DoStmt>(Loop);
    Condition = Do->getCond();
    Body = Do->getBody();
    IsDo = true;
  }
  const Divergence &Facts = *Current->Varying;
  auto Uniform = [&](const Expr *E) { return !E || (!Facts.isVarying(E) && isSafe(E)); };
  bool UniformInit = !Init || !isa<DeclStmt>(Init) ||
                     llvm::all_of(llvm::cast<DeclStmt>(Init)->decls(), [&](const Decl *D) {
                       const auto *Var = dyn_cast<VarDecl>(D);
                       return Var && Uniform(Var->getInit());
                     });
  bool HasOwnExits =
      hasExit(Body, false, false) &&
      [&] { // break or continue of this loop (returns are handled by the chain)
        std::function<bool(const Stmt *, bool)> Own = [&](const Stmt *S, bool Nested) {
          if (!S)
            return false;
          if (isa<BreakStmt, ContinueStmt>(S))
            return !Nested;
          bool Inner = Nested || isa<ForStmt, WhileStmt, DoStmt, SwitchStmt>(S);
          for (const Stmt *Child : S->children())
            if (Own(Child, Inner))
              return true;
          return false;
        };
        return Own(Body, false);
      }();
  // A loop whose trip count is the same for every work-item keeps its shape;
  // only its body runs under the predicate.
  if (!IsDo && UniformInit && Uniform(Condition) && (!Increment || !Facts.isVarying(Increment)) &&
      !HasOwnExits && (!Init || !containsSync(Init)) && (!Condition || !containsSync(Condition))) {
    std::string InitText;
    if (const auto *Decls = dyn_cast_or_null<DeclStmt>(Init))
      InitText = forInitText(Decls);
    else if (const auto *InitExpr = dyn_cast_or_null<Expr>(Init))
      InitText = expr(InitExpr);
    std::string ConditionText = expr(Condition);
    Out += fmt::format("for ({}; {}; {}) {{\n", InitText, ConditionText, expr(Increment));
    Loops.push_back({Chain.size(), Chain.size()});
    uniformStmt(Body, Out);
    Loops.pop_back();
    // PoCL (3.1) computes wrong results for such a loop with its repl and loops work-group
    // methods unless the iteration ends in a barrier; cu2cl_loop_sync is one where warp
    // primitives are barriers anyway, and nothing on the nvidia backend (block_sync.h).
    if (containsSync(Body)) {
      // Not a work-group operation for warpMaySkip: it is one on the backends where warps
      // never skip a branch, and nothing on the nvidia backend, where they do.
      Out += "cu2cl_loop_sync();\n";
      UsesDeviceLibrary = true;
    }
    Out += "}\n";
    return;
  }

  std::string LoopVar = fresh("loop");
  Out += "{\n";
  Out += fmt::format("bool {} = {};\n", LoopVar, Active);
  pushActive(LoopVar);
  if (const auto *Decls = dyn_cast_or_null<DeclStmt>(Init)) {
    for (const Decl *D : Decls->decls())
      if (const auto *Var = dyn_cast<VarDecl>(D))
        guardedDecl(Var, Out);
  } else if (const auto *InitExpr = dyn_cast_or_null<Expr>(Init)) {
    Out += fmt::format("if ({}) {};\n", LoopVar, expr(InitExpr));
  }
  Out += "for (;;) {\n";
  if (!IsDo)
    loopTest(Condition, LoopVar, Out);
  std::string IterationVar = fresh("iteration");
  Out += fmt::format("bool {} = {};\n", IterationVar, LoopVar);
  Loops.push_back({Chain.size() - 1, Chain.size()});
  pushActive(IterationVar);
  uniformStmt(Body, Out);
  popActive();
  Loops.pop_back();
  // A counted loop's step runs for every work-item, which keeps its variables
  // uniform (Divergence::isCountedLoop); other steps run for the looping ones.
  if (const auto *For = dyn_cast<ForStmt>(Loop); For && Facts.isCountedLoop(For))
    Out += expr(Increment) + ";\n";
  else if (Increment)
    Out += fmt::format("if ({}) {};\n", LoopVar, expr(Increment));
  if (IsDo)
    loopTest(Condition, LoopVar, Out);
  // PoCL (3.1 and 5.0) can miscompile this loop into one that never ends
  // (tests/lit/executed/uniform_loop_hang.cu); a barrier closing each
  // iteration avoids it.
  Out += "barrier(CLK_LOCAL_MEM_FENCE);\n}\n";
  noteBlockSync();
  popActive();
  Out += "}\n";
}

void Emitter::uniformSwitch(const SwitchStmt *Switch, std::string &Out) {
  // A switch becomes predicated straight-line code: a work-item enters at
  // the first label its value selects and runs everything after it (CUDA's
  // fall-through) until a break clears the switch's predicate.
  const Expr *Condition = Switch->getCond();
  hoistSyncCalls(Condition, Out);
  std::string Value = fresh("switch_value");
  std::string InSwitch = fresh("switch");
  std::string Entered = fresh("entered");
  Out += "{\n";
  Out += declaration(Condition->IgnoreImpCasts()->getType().getUnqualifiedType(), Value,
                     AddressSpace::Private, Condition->getBeginLoc()) +
         " = 0;\n";
  Out += fmt::format("if ({}) {} = {};\n", Active, Value, expr(Condition));

  std::vector<const Stmt *> Body;
  if (const auto *Compound = dyn_cast<CompoundStmt>(Switch->getBody()))
    Body.assign(Compound->body_begin(), Compound->body_end());
  else
    Body.push_back(Switch->getBody());
  auto Matches = [&](const CaseStmt *Case) {
    if (const Expr *High = Case->getRHS()) // GNU case ranges
      return fmt::format("({0} >= {1} && {0} <= {2})", Value, expr(Case->getLHS()), expr(High));
    return fmt::format("{} == {}", Value, expr(Case->getLHS()));
  };
  std::vector<std::string> CaseTests;
  for (const SwitchCase *Label = Switch->getSwitchCaseList(); Label;
       Label = Label->getNextSwitchCase())
    if (const auto *Case = dyn_cast<CaseStmt>(Label))
      CaseTests.push_back(Matches(Case));
  std::string Default = fresh("default");
  Out += fmt::format("bool {} = !({});\n", Default,
                     CaseTests.empty() ? std::string("false") : llvm::join(CaseTests, " || "));
  Out += fmt::format("bool {} = {};\n", InSwitch, Active);
  Out += fmt::format("bool {} = false;\n", Entered);
  size_t IterationDepth = Loops.empty() ? Chain.size() : Loops.back().IterationDepth;
  pushActive(InSwitch);
  Loops.push_back({Chain.size() - 1, IterationDepth});
  bool SegmentOpen = false;
  auto CloseSegment = [&] {
    if (SegmentOpen) {
      popActive();
      Out += "}\n";
    }
    SegmentOpen = false;
  };
  for (const Stmt *Item : Body) {
    const Stmt *Inner = Item;
    bool Labelled = false;
    while (const auto *Label = dyn_cast<SwitchCase>(Inner)) {
      if (!Labelled)
        CloseSegment();
      Labelled = true;
      if (const auto *Case = dyn_cast<CaseStmt>(Label))
        Out += fmt::format("{0} = {0} || {1};\n", Entered, Matches(Case));
      else
        Out += fmt::format("{0} = {0} || {1};\n", Entered, Default);
      Inner = Label->getSubStmt();
    }
    if (!SegmentOpen) {
      std::string Run = fresh("case");
      Out += fmt::format("{{\nbool {} = {} && {};\n", Run, InSwitch, Entered);
      pushActive(Run);
      SegmentOpen = true;
    }
    uniformStmt(Inner, Out);
  }
  CloseSegment();
  Loops.pop_back();
  popActive();
  Out += "}\n";
}

} // namespace cu2cl::detail
