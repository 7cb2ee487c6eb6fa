// The warp form's view of the device library's calls (WarpFormCalls.h).
#include "WarpFormCalls.h"

#include "cu2cl/abi.h"

#include <cassert>

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

namespace cu2cl::warpform {

using namespace clang;

WarpFormKind primitiveOf(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier())
    return WarpFormKind::None;
  const cu2cl::Primitive *Row = primitiveOfFunction(Callee->getName());
  return Row ? Row->WarpForm : WarpFormKind::None;
}

std::string shuffleMode(llvm::StringRef Name) {
  const cu2cl::Primitive *Row = primitiveOfFunction(Name);
  assert(Row && Row->WarpForm == WarpFormKind::Shuffle && "a shuffle of PrimitiveTable.def");
  return Row ? Row->Detail.str() : "";
}

std::string reduceOperation(llvm::StringRef Name) {
  const cu2cl::Primitive *Row = primitiveOfFunction(Name);
  assert(Row && Row->WarpForm == WarpFormKind::Reduce && "a reduction of PrimitiveTable.def");
  if (!Row)
    return "";
  // min and max compare as the value's type: signed or unsigned.
  if (Row->Detail.ends_with("_"))
    return (Row->Detail + (Name.ends_with("_i32") ? "S" : "U")).str();
  return Row->Detail.str();
}

bool isStatementPrimitive(WarpFormKind P) {
  return P == WarpFormKind::Barrier || P == WarpFormKind::WarpBarrier ||
         P == WarpFormKind::LoopSync;
}

bool isBlockPrimitive(WarpFormKind P) {
  return P == WarpFormKind::BlockCount || P == WarpFormKind::BlockAnd ||
         P == WarpFormKind::BlockOr || P == WarpFormKind::LoopVote;
}

std::optional<std::string> laneWorkItemFunction(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<std::string>>(Name)
      .Case("get_local_id", "(get_local_id(0) * 32u + cu2cl_lane)")
      .Case("get_global_id", "(get_global_id(0) * 32u + cu2cl_lane)")
      .Case("get_local_size", "(get_local_size(0) * 32u)")
      .Case("get_global_size", "(get_global_size(0) * 32u)")
      .Default(std::nullopt);
}

bool isGroupFunction(llvm::StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases("get_group_id", "get_local_size", "get_num_groups", "get_global_size", true)
      .Cases("get_work_dim", "get_global_offset", "get_enqueued_local_size", true)
      .Default(false);
}

const CallExpr *threadIdOf(const Expr *E, const ASTContext &Ctx) {
  E = E->IgnoreParens();
  unsigned Narrowest = 64;
  while (const auto *Cast = dyn_cast<CastExpr>(E)) {
    QualType To = Cast->getType();
    if (!To->isIntegerType())
      return nullptr;
    Narrowest = std::min<unsigned>(Narrowest, Ctx.getTypeSize(To));
    E = Cast->getSubExpr()->IgnoreParens();
  }
  const auto *Call = dyn_cast<CallExpr>(E);
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee || !Callee->getIdentifier() || constantDimension(Call, Ctx) != 0u)
    return nullptr;
  // A block's ids fit in 16 bits (1024 threads at most), a grid's in 32.
  if (Callee->getName() == "get_local_id")
    return Narrowest >= 16 ? Call : nullptr;
  if (Callee->getName() == "get_global_id")
    return Narrowest >= 32 ? Call : nullptr;
  return nullptr;
}

std::optional<IdPart> idPartOf(const BinaryOperator *Op, const ASTContext &Ctx) {
  std::optional<llvm::APSInt> Constant = Op->getRHS()->getIntegerConstantExpr(Ctx);
  if (!Constant || !Op->getType()->isIntegerType())
    return std::nullopt;
  if ((Op->getOpcode() == BO_Div && *Constant == 32) ||
      (Op->getOpcode() == BO_Shr && *Constant == 5))
    return IdPart::Warp;
  if ((Op->getOpcode() == BO_Rem && *Constant == 32) ||
      (Op->getOpcode() == BO_And && *Constant == 31))
    return IdPart::Lane;
  return std::nullopt;
}

bool hasConstantMask(const CallExpr *Call, const ASTContext &Ctx) {
  return Call->getNumArgs() > 0 && Call->getArg(0)->isEvaluatable(Ctx);
}

std::optional<std::string> warpOrLaneOfId(const BinaryOperator *Op, const ASTContext &Ctx) {
  std::optional<IdPart> Part = idPartOf(Op, Ctx);
  if (!Part)
    return std::nullopt;
  const CallExpr *Call = threadIdOf(Op->getLHS(), Ctx);
  if (!Call)
    return std::nullopt;
  const FunctionDecl *Callee = Call->getDirectCallee();
  std::string Type = Op->getType().getUnqualifiedType().getAsString(Ctx.getPrintingPolicy());
  return "((" + Type + ")" +
         (*Part == IdPart::Warp ? Callee->getName().str() + "(0)" : std::string("cu2cl_lane")) +
         ")";
}

const Expr *storedTo(const Stmt *S) {
  if (const auto *Op = dyn_cast<BinaryOperator>(S); Op && Op->isAssignmentOp())
    return Op->getLHS();
  if (const auto *Op = dyn_cast<UnaryOperator>(S); Op && Op->isIncrementDecrementOp())
    return Op->getSubExpr();
  return nullptr;
}

std::optional<uint64_t> constantDimension(const CallExpr *Call, const ASTContext &Ctx) {
  Expr::EvalResult Dimension;
  if (Call->getNumArgs() != 1 || !Call->getArg(0)->EvaluateAsInt(Dimension, Ctx))
    return std::nullopt;
  return Dimension.Val.getInt().getZExtValue();
}

const CallExpr *asPrimitiveStatement(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return nullptr;
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenCasts());
  return Call && isStatementPrimitive(primitiveOf(Call)) ? Call : nullptr;
}

SourceRange rangeWithSemicolon(const Stmt *S, const SourceManager &SM,
                               const LangOptions &LangOpts) {
  SourceLocation End = S->getEndLoc();
  if (!isa<DeclStmt>(S) && !isa<CompoundStmt>(S))
    if (std::optional<Token> Next = Lexer::findNextToken(End, SM, LangOpts);
        Next && Next->is(tok::semi))
      End = Next->getLocation();
  return SourceRange(S->getBeginLoc(), End);
}

std::string rewrittenText(const Rewriter &R, SourceRange Range) {
  SourceLocation End =
      Lexer::getLocForEndOfToken(Range.getEnd(), 0, R.getSourceMgr(), R.getLangOpts());
  return R.getRewrittenText(CharSourceRange::getCharRange(Range.getBegin(), End));
}

namespace {
bool leavesEnclosingLoop(const Stmt *S, bool InLoop, bool InSwitch) {
  if (!S)
    return false;
  if ((isa<BreakStmt>(S) && !InLoop && !InSwitch) || (isa<ContinueStmt>(S) && !InLoop))
    return true;
  bool Loop = isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S);
  bool Switch = isa<SwitchStmt>(S);
  for (const Stmt *Child : S->children())
    if (leavesEnclosingLoop(Child, InLoop || Loop, InSwitch || Switch))
      return true;
  return false;
}
} // namespace

bool leavesEnclosingLoop(const Stmt *S) { return leavesEnclosingLoop(S, false, false); }

std::vector<VariableWrite> variableWrites(const Stmt *Body) {
  class Visitor : public RecursiveASTVisitor<Visitor> {
  public:
    std::vector<VariableWrite> Writes;
    bool VisitCallExpr(CallExpr *Call) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      for (unsigned I = 0; Callee && I < Call->getNumArgs() && I < Callee->getNumParams(); ++I) {
        QualType Type = Callee->getParamDecl(I)->getType();
        if (Type->isPointerType() && Type->getPointeeType().isConstQualified())
          if (auto *Op = dyn_cast<UnaryOperator>(Call->getArg(I)->IgnoreParenImpCasts());
              Op && Op->getOpcode() == UO_AddrOf)
            ReadOnly.insert(Op);
      }
      return true;
    }
    bool VisitStmt(Stmt *S) {
      if (const Expr *Target = storedTo(S))
        record(Target, S, false);
      else if (const auto *Op = dyn_cast<UnaryOperator>(S); Op && Op->getOpcode() == UO_AddrOf)
        record(Op->getSubExpr(), S, ReadOnly.contains(Op));
      return true;
    }

  private:
    void record(const Expr *Target, const Stmt *At, bool AddressOnlyRead) {
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts()))
        if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
          Writes.push_back({Var, At, AddressOnlyRead});
    }
    llvm::DenseSet<const UnaryOperator *> ReadOnly; // `f(&p)` with f taking a pointer to const
  } V;
  V.TraverseStmt(const_cast<Stmt *>(Body));
  return std::move(V.Writes);
}

const ParmVarDecl *writtenParameter(const Stmt *Body, const llvm::DenseSet<const Stmt *> &Allowed,
                                    const ParmVarDecl *Only) {
  for (const VariableWrite &Write : variableWrites(Body)) {
    const auto *P = dyn_cast<ParmVarDecl>(Write.Var);
    if (P && (!Only || P == Only) && !Write.AddressOnlyRead && !Allowed.contains(Write.At))
      return P;
  }
  return nullptr;
}

namespace {
/// A device library function that exchanges values between work-items but is no primitive of
/// the warp form (__match_any_sync, a coalesced group's vote): its last parameters are the
/// emulation's `bool act, __local ulong *scratch`. A kernel that calls one has no warp form,
/// and says so.
bool isWarpLevelLibraryCall(const FunctionDecl *Callee) {
  unsigned N = Callee->getNumParams();
  if (N < 2 || !Callee->getIdentifier() || !Callee->getName().starts_with("cu2cl_"))
    return false;
  QualType Scratch = Callee->getParamDecl(N - 1)->getType();
  return Callee->getParamDecl(N - 2)->getType()->isBooleanType() && Scratch->isPointerType() &&
         Scratch->getPointeeType().getAddressSpace() == LangAS::opencl_local;
}

bool usesWarpPrimitives(const Stmt *S, llvm::DenseSet<const FunctionDecl *> &Visited) {
  if (!S)
    return false;
  if (const auto *Call = dyn_cast<CallExpr>(S)) {
    WarpFormKind P = primitiveOf(Call);
    // The uniform rewrite's own barriers and loop tests are no reason for a warp form.
    if (P != WarpFormKind::None && P != WarpFormKind::Barrier && P != WarpFormKind::LoopSync &&
        P != WarpFormKind::LoopVote)
      return true;
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (P == WarpFormKind::None && Callee && isWarpLevelLibraryCall(Callee))
      return true;
    const FunctionDecl *Definition = nullptr;
    // The program's functions and the translator's helpers in it, not the device library's.
    if (Callee && Callee->getIdentifier() && Callee->hasBody(Definition) &&
        (!Callee->getName().starts_with("cu2cl_") ||
         Definition->getASTContext().getSourceManager().isInMainFile(Definition->getLocation())) &&
        Visited.insert(Definition).second && usesWarpPrimitives(Definition->getBody(), Visited))
      return true;
  }
  for (const Stmt *Child : S->children())
    if (usesWarpPrimitives(Child, Visited))
      return true;
  return false;
}
} // namespace

bool usesWarpPrimitives(const Stmt *S) {
  llvm::DenseSet<const FunctionDecl *> Visited; // a recursive call is looked into once
  return usesWarpPrimitives(S, Visited);
}

LaneFunctions::LaneFunctions(ASTContext &Ctx) : Ctx(Ctx), SM(Ctx.getSourceManager()) {
  R.setSourceMgr(SM, Ctx.getLangOpts());
}
LaneFunctions::Kind LaneFunctions::kindOf(const FunctionDecl *F, std::string &Why) {
  if (auto It = Kinds.find(F); It != Kinds.end()) {
    Why = Reasons[F];
    return It->second;
  }
  Kind Result = Kind::Pure;
  auto Fail = [&](std::string Reason) {
    Result = Kind::Unsupported;
    if (Why.empty())
      Why = std::move(Reason);
  };
  llvm::StringRef Name = F->getIdentifier() ? F->getName() : "";
  const FunctionDecl *Definition = nullptr;
  if (Name.empty())
    Fail("a call without a name");
  else if (Name == "barrier" || Name.starts_with("sub_group_") || Name.starts_with("work_group_") ||
           Name.starts_with("cu2cl__emu") || Name.starts_with("cu2cl_wf_"))
    Fail("'" + Name.str() + "' is a barrier or a sub-group function");
  else if (F->hasBody(Definition)) {
    Kinds[F] = Kind::Pure; // a recursive call is judged by the rest of the body
    forEachCallIn(Definition->getBody(), [&](const CallExpr *Call) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      std::string CalleeWhy;
      if (!Callee)
        Fail("an indirect call");
      else if (primitiveOf(Call) != WarpFormKind::None)
        Fail("'" + Name.str() + "' uses a warp or block primitive");
      else if (laneWorkItemFunction(Callee->getName()))
        Result = dimensionKnown(Call) ? std::max(Result, Kind::ReadsIds) : Kind::Unsupported;
      else if (Kind K = kindOf(Callee, CalleeWhy); K == Kind::Unsupported)
        Fail(CalleeWhy);
      else
        Result = std::max(Result, K);
    });
  }
  if (Result == Kind::Unsupported && Why.empty())
    Why = "'" + Name.str() + "' reads a work-item id of a dimension not known at compile time";
  Kinds[F] = Result;
  Reasons[F] = Why;
  return Result;
}
bool LaneFunctions::dimensionKnown(const CallExpr *Call) const {
  return Call->getNumArgs() == 1 && Call->getArg(0)->isEvaluatable(Ctx);
}
bool LaneFunctions::isDimensionZero(const CallExpr *Call) const {
  Expr::EvalResult Value;
  return Call->getArg(0)->EvaluateAsInt(Value, Ctx) && Value.Val.getInt() == 0;
}
std::string LaneFunctions::laneCopy(const FunctionDecl *F) {
  try {
    return writeLaneCopy(F);
  } catch (const Failure &Why) {
    // No copy: later calls must not name one.
    Copied.erase(F);
    Kinds[F] = Kind::Unsupported;
    Reasons[F] = Why.Why;
    throw;
  }
}

std::string LaneFunctions::writeLaneCopy(const FunctionDecl *F) {
  std::string Name = F->getNameAsString() + abi::LaneFunctionSuffix;
  if (!Copied.insert(F).second)
    return Name;
  const FunctionDecl *Definition = nullptr;
  F->hasBody(Definition);
  forEachCallIn(Definition->getBody(), [&](const CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    std::string Why;
    if (laneWorkItemFunction(Callee->getName())) {
      if (isDimensionZero(Call))
        replace(Call->getSourceRange(), *laneWorkItemFunction(Callee->getName()));
    } else if (kindOf(Callee, Why) == Kind::ReadsIds) {
      passLane(R, Call, laneCopy(Callee));
    }
  });
  std::string Signature;
  llvm::raw_string_ostream OS(Signature);
  OS << "static inline ";
  F->getReturnType().print(OS, Ctx.getPrintingPolicy());
  OS << " " << Name << "(";
  for (const ParmVarDecl *P : F->parameters()) {
    P->getType().print(OS, Ctx.getPrintingPolicy(), P->getName());
    OS << ", ";
  }
  OS << "uint cu2cl_lane)";
  SourceRange Body = Definition->getBody()->getSourceRange();
  if (Body.getBegin().isMacroID() || Body.getEnd().isMacroID())
    throw Failure("'" + F->getNameAsString() + "' is written by a macro");
  Text += OS.str() + " " + rewrittenText(R, Body) + "\n";
  return Name;
}
void LaneFunctions::passLane(Rewriter &Edits, const CallExpr *Call, const std::string &Copy) {
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  if (Callee->getBeginLoc().isMacroID() || Call->getRParenLoc().isMacroID())
    throw Failure("a macro expansion around a call");
  Edits.ReplaceText(SourceRange(Callee->getBeginLoc(), Callee->getEndLoc()), Copy);
  Edits.InsertTextBefore(Call->getRParenLoc(), Call->getNumArgs() ? ", cu2cl_lane" : "cu2cl_lane");
}
void LaneFunctions::replace(SourceRange Range, const std::string &Replacement) {
  if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID() ||
      R.ReplaceText(Range, Replacement))
    throw Failure("a work-item id in a macro expansion");
}

} // namespace cu2cl::warpform
