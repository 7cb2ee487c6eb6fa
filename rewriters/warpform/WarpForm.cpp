// The warp form of a translated kernel (WarpForm.h). The input is the emulated backend's form,
// in which every primitive is reached by every work-item in work-group-uniform control flow
// (UniformRewrite.cpp). That makes the rewrite structural: a statement without primitives
// runs for each lane in a loop `for (cu2cl_lane = 0; cu2cl_lane < 32; ...)`; a variable
// declared outside such statements becomes an array of 32, one element per lane; a primitive
// is computed once per warp from the 32 lanes' arguments; a condition around primitives is
// uniform, so lane 0 evaluates it. What does not fit this shape gets no warp form, and the
// runtime runs the kernel as it is.
#include "WarpForm.h"

#include "OpenCLParse.h"
#include "WarpFormCalls.h"
#include "WarpFormInline.h"
#include "WarpFormRecompute.h"
#include "WarpFormText.h"
#include "WarpFormUniform.h"
#include "cu2cl/abi.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <fmt/format.h>

#include <optional>
#include <utility>

namespace cu2cl {

using namespace clang;
using namespace warpform;

namespace {

/// A value primitive of the kernel: its arguments, evaluated per lane before the statement
/// that contains it, and the name of its per-warp result.
struct Site {
  WarpFormKind Kind = WarpFormKind::None;
  unsigned Id = 0;
  std::vector<std::string> Arguments; // rewritten text
  bool MaskConstant = false;          // a vote's mask known at compile time: used in place
  // Shuffles: the mode, the value's declaration with a placeholder name, and which of the
  // source-lane argument and the width are known at compile time (used in place).
  std::string ShuffleMode;
  std::string ValueDeclaration;
  bool OperandConstant = false;
  bool WidthConstant = false;
  std::string Width; // the width's text: the call's, or a tile's size
  // Reduces: the operation and the result's type.
  std::string ReduceOperation;
  std::string ResultType;
};

/// Writes the warp form of one kernel, or throws Failure.
class KernelWarpForm {
public:
  KernelWarpForm(ASTContext &Ctx, LaneFunctions &Functions, FunctionDecl *Kernel)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Functions(Functions), Kernel(Kernel),
        Body(Kernel->getBody()) {
    R.setSourceMgr(SM, Ctx.getLangOpts());
  }

  std::string run() {
    collectSyncLevel(Body);
    checkParameterWrites();
    findRecomputed();
    editLaneCode();
    std::string Text = "__kernel void " + Kernel->getNameAsString() + abi::WarpFormSuffix + "(" +
                       parameterText() + ")\n";
    Text += emitBranch(Body);
    return Code.assemble(std::move(Text));
  }

private:
  ASTContext &Ctx;
  SourceManager &SM;
  LaneFunctions &Functions;
  FunctionDecl *Kernel;
  Stmt *Body;
  Rewriter R;
  llvm::DenseMap<const Stmt *, bool> SyncMemo;
  llvm::DenseMap<const VarDecl *, std::string> LaneNames;
  llvm::DenseSet<const Stmt *> UniformStatements;
  llvm::DenseMap<const CallExpr *, Site> Sites;
  unsigned NextCondition = 0;
  unsigned SyncLoopDepth = 0; // loops with primitives around the statement being written
  bool ContinueSeen = false;  // a continue outside lane code in the loop being written
  std::optional<llvm::DenseSet<const Decl *>> Derived; // DerivedVariables(), once found
  llvm::DenseSet<const VarDecl *> Recomputed;          // lane variables computed where read
  std::optional<WarpUniformity> Uniformity;            // over Recomputed, once it is found

  // ---- Classification -------------------------------------------------------------------

  bool containsPrimitive(const Stmt *S) {
    if (!S)
      return false;
    if (auto It = SyncMemo.find(S); It != SyncMemo.end())
      return It->second;
    bool Result = false;
    if (const auto *Call = dyn_cast<CallExpr>(S))
      Result = primitiveOf(Call) != WarpFormKind::None;
    for (const Stmt *Child : S->children())
      if (!Result && containsPrimitive(Child))
        Result = true;
    SyncMemo[S] = Result;
    return Result;
  }

  /// Walks the statements outside lane loops: declares their variables lane arrays, and
  /// records the assignments to parameters that run once per work-item.
  void collectSyncLevel(Stmt *S) {
    if (auto *Compound = dyn_cast<CompoundStmt>(S)) {
      for (Stmt *Child : Compound->body()) {
        if (auto *Decls = dyn_cast<DeclStmt>(Child))
          declareLaneVariables(Decls);
        else if (isUniformParameterAssignment(Child))
          UniformStatements.insert(Child);
        else if (containsPrimitive(Child))
          collectSyncLevel(Child);
      }
    } else if (auto *If = dyn_cast<IfStmt>(S)) {
      if (If->getInit() || If->getConditionVariable())
        throw Failure("an if with a declaration around a primitive");
      for (Stmt *Branch : {If->getThen(), If->getElse()})
        if (containsPrimitive(Branch))
          collectSyncLevel(Branch);
    } else if (auto *For = dyn_cast<ForStmt>(S)) {
      if (For->getConditionVariable())
        throw Failure("a for loop with a condition variable around a primitive");
      if (auto *Init = dyn_cast_or_null<DeclStmt>(For->getInit()))
        declareLaneVariables(Init);
      if (containsPrimitive(For->getBody()))
        collectSyncLevel(For->getBody());
    } else if (auto *While = dyn_cast<WhileStmt>(S)) {
      if (While->getConditionVariable())
        throw Failure("a while loop with a condition variable around a primitive");
      if (containsPrimitive(While->getBody()))
        collectSyncLevel(While->getBody());
    }
  }

  void declareLaneVariables(DeclStmt *Decls) {
    for (Decl *D : Decls->decls()) {
      auto *Var = dyn_cast<VarDecl>(D);
      if (!Var)
        continue;
      if (isUniformVariable(Var))
        continue;
      std::string Name = "cu2cl_lanes_" + Var->getNameAsString();
      unsigned Suffix = 0;
      for (bool Taken = true; Taken;) {
        Taken = false;
        for (const auto &Entry : LaneNames)
          if (Entry.second == Name)
            Taken = true;
        if (Taken)
          Name = "cu2cl_lanes_" + Var->getNameAsString() + "_" + std::to_string(++Suffix);
      }
      LaneNames[Var] = Name;
    }
  }

  bool isUniformVariable(const VarDecl *Var) const {
    LangAS Space = Ctx.getBaseElementType(Var->getType()).getAddressSpace();
    return Space == LangAS::opencl_local || Space == LangAS::opencl_constant ||
           Var->isStaticLocal();
  }

  void findRecomputed() {
    std::vector<const VarDecl *> Candidates;
    for (const auto &Entry : LaneNames)
      Candidates.push_back(Entry.first);
    llvm::sort(Candidates, [&](const VarDecl *A, const VarDecl *B) {
      return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
    });
    Recomputed = recomputableVariables(Kernel, Candidates, Ctx);
    Uniformity.emplace(Recomputed, Ctx);
  }

  /// `p = expression of parameters`: the same value in every lane, so it runs once (the
  /// offset prologue of a kernel with pointer parameters).
  bool isUniformParameterAssignment(const Stmt *S) const {
    const auto *Assign = dyn_cast<BinaryOperator>(S);
    if (!Assign || Assign->getOpcode() != BO_Assign)
      return false;
    const auto *Target = dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParenImpCasts());
    if (!Target || !isa<ParmVarDecl>(Target->getDecl()))
      return false;
    return onlyReadsParameters(Assign->getRHS());
  }

  static bool onlyReadsParameters(const Stmt *S) {
    if (isa<CallExpr>(S) ||
        isa<UnaryOperator>(S) && cast<UnaryOperator>(S)->isIncrementDecrementOp())
      return false;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (!isa<ParmVarDecl>(Ref->getDecl()) && !isa<EnumConstantDecl>(Ref->getDecl()))
        return false;
    if (const auto *Op = dyn_cast<BinaryOperator>(S); Op && Op->isAssignmentOp())
      return false;
    for (const Stmt *Child : S->children())
      if (Child && !onlyReadsParameters(Child))
        return false;
    return true;
  }

  /// A parameter is one value per work-item: lanes may not change it, except by the uniform
  /// assignments above.
  void checkParameterWrites() {
    if (const ParmVarDecl *Written = writtenParameter(Body, UniformStatements))
      throw Failure("parameter '" + Written->getNameAsString() + "' is written per lane");
  }

  // ---- Edits: lane variables, work-item ids, primitives ---------------------------------

  void replace(SourceRange Range, const std::string &Text) {
    if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID())
      throw Failure("a macro expansion in the kernel body");
    if (R.ReplaceText(Range, Text))
      throw Failure("a piece of the kernel that cannot be rewritten");
  }

  /// The rewritten text of Range. As a character range up to the end of its last token: a
  /// token range would measure its last token as it was before a replacement.
  std::string text(SourceRange Range) {
    if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID())
      throw Failure("a macro expansion in the kernel body");
    return rewrittenText(R, Range);
  }

  /// The statement's text with its terminating semicolon.
  std::string statementText(const Stmt *S) {
    return text(rangeWithSemicolon(S, SM, Ctx.getLangOpts()));
  }

  void editLaneCode() {
    std::vector<const CallExpr *> SiteCalls;
    editStatement(Body, SiteCalls);
    // Arguments first (their lane variables are rewritten already), then the calls.
    for (const CallExpr *Call : SiteCalls) {
      Site &S = Sites[Call];
      for (const Expr *Argument : Call->arguments())
        S.Arguments.push_back(text(Argument->getSourceRange()));
      S.MaskConstant = hasConstantMask(Call, Ctx);
      if (S.Kind == WarpFormKind::Reduce) {
        const FunctionDecl *Callee = Call->getDirectCallee();
        if (Call->getNumArgs() != 4)
          throw Failure("a reduce of an unknown form");
        S.ReduceOperation = reduceOperation(Callee->getName());
        S.ResultType = Callee->getReturnType().getAsString(Ctx.getPrintingPolicy());
      }
      if (S.Kind == WarpFormKind::Shuffle) {
        // cu2cl_shfl_*(mask, v, operand, width, act, scratch) or
        // cu2cl_tile_shfl_*(n, v, operand, act, scratch), whose width is the tile's size.
        const FunctionDecl *Callee = Call->getDirectCallee();
        bool Tile = Callee->getName().starts_with("cu2cl_tile_");
        if (Call->getNumArgs() != (Tile ? 5u : 6u))
          throw Failure("a shuffle of an unknown form");
        S.ShuffleMode = shuffleMode(Callee->getName());
        llvm::raw_string_ostream OS(S.ValueDeclaration);
        Callee->getParamDecl(1)->getType().getUnqualifiedType().print(OS, Ctx.getPrintingPolicy(),
                                                                      siteName(S) + "_v[32]");
        S.OperandConstant = Call->getArg(2)->isEvaluatable(Ctx);
        unsigned WidthArgument = Tile ? 0 : 3;
        S.WidthConstant = Call->getArg(WidthArgument)->isEvaluatable(Ctx);
        S.Width = "(int)(" + S.Arguments[WidthArgument] + ")";
      }
    }
    for (const CallExpr *Call : SiteCalls)
      replace(Call->getSourceRange(), laneResult(Sites[Call]));
  }

  void editStatement(Stmt *S, std::vector<const CallExpr *> &SiteCalls) {
    if (!S)
      return;
    if (isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<LabelStmt>(S) || isa<IndirectGotoStmt>(S))
      throw Failure(std::string("a ") + S->getStmtClassName() + " in a kernel with primitives");
    if (const auto *Op = dyn_cast<BinaryOperator>(S))
      if (std::optional<std::string> Index = warpOrLaneOfId(Op, Ctx)) {
        replace(Op->getSourceRange(), *Index);
        return;
      }
    if (auto *Ref = dyn_cast<DeclRefExpr>(S)) {
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        if (auto It = LaneNames.find(Var); It != LaneNames.end())
          replace(Ref->getSourceRange(), It->second + "[" + Lane + "]");
      return;
    }
    if (auto *Call = dyn_cast<CallExpr>(S)) {
      WarpFormKind Kind = primitiveOf(Call);
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (Kind != WarpFormKind::None && !isStatementPrimitive(Kind)) {
        Site &New = Sites[Call];
        New.Kind = Kind;
        New.Id = static_cast<unsigned>(SiteCalls.size()) + 1;
        SiteCalls.push_back(Call);
        for (Expr *Argument : Call->arguments()) {
          if (containsPrimitive(Argument))
            throw Failure("a primitive in the argument of another");
          editStatement(Argument, SiteCalls);
        }
        return;
      }
      if (Kind == WarpFormKind::None) {
        if (!Callee)
          throw Failure("an indirect call");
        if (std::optional<std::string> Lanes = laneWorkItemFunction(Callee->getName())) {
          std::optional<uint64_t> Dimension = constantDimension(Call, Ctx);
          if (!Dimension)
            throw Failure("a work-item function of a dimension not known at compile time");
          if (*Dimension == 0)
            replace(Call->getSourceRange(), *Lanes);
          return;
        }
        std::string Why;
        LaneFunctions::Kind Needs = Functions.kindOf(Callee, Why);
        if (Needs == LaneFunctions::Kind::Unsupported)
          throw Failure("calls '" + Callee->getNameAsString() + "', and " + Why);
        if (Needs == LaneFunctions::Kind::ReadsIds)
          LaneFunctions::passLane(R, Call, Functions.laneCopy(Callee));
      }
    }
    for (Stmt *Child : S->children()) {
      // A barrier is a point where the lanes' loop is split: in an expression (`(barrier(),
      // x)`, `c ? barrier() : ...`) it would run inside the loop, once per lane.
      if (const auto *Call = dyn_cast_or_null<CallExpr>(Child);
          Call && isa<Expr>(S) && isStatementPrimitive(primitiveOf(Call)))
        throw Failure("a barrier or __syncwarp inside an expression");
      editStatement(Child, SiteCalls);
    }
  }

  std::string siteName(const Site &S) const { return "cu2cl_wf" + std::to_string(S.Id); }

  /// What the call becomes in the statement that each lane runs afterwards.
  std::string laneResult(const Site &S) const {
    std::string X = siteName(S) + "_x", Y = siteName(S) + "_y";
    std::string Mask =
        S.MaskConstant ? "(" + S.Arguments[0] + ")" : siteName(S) + "_mask[" + Lane + "]";
    switch (S.Kind) {
    case WarpFormKind::Ballot:
      return "(" + X + " & " + Mask + ")";
    case WarpFormKind::Any:
      return "((" + X + " & " + Mask + ") != 0u)";
    case WarpFormKind::All:
      return "((" + X + " & " + Mask + ") == (" + Y + " & " + Mask + "))";
    case WarpFormKind::Uni:
      return "((" + X + " & " + Mask + ") == 0u || (" + X + " & " + Mask + ") == (" + Y + " & " +
             Mask + "))";
    case WarpFormKind::ActiveMask:
      return Y;
    case WarpFormKind::WarpEnters:
      return "(" + Y + " != 0u)";
    case WarpFormKind::BlockCount:
      return "(int)" + siteName(S) + "_block";
    case WarpFormKind::BlockAnd:
      return "(" + siteName(S) + "_block == 0u)";
    case WarpFormKind::BlockOr:
    case WarpFormKind::LoopVote:
      return "(" + siteName(S) + "_block != 0u)";
    case WarpFormKind::Reduce:
      // Over the lanes of the caller's mask that execute the call (match_reduce.h).
      return "((" + S.ResultType + ")cu2cl_wf_reduce(" + S.ReduceOperation + ", " + siteName(S) +
             "_v, " + Y + " & " + Mask + "))";
    case WarpFormKind::TileBallot:
    case WarpFormKind::TileAny:
    case WarpFormKind::TileAll: {
      // The tile's lanes of the warp's ballot (coop_groups.h), its size the first argument.
      std::string Size = "(uint)(" + S.Arguments[0] + ")";
      std::string TileMask = "cu2cl_wf_tile_mask(" + Size + ", " + Lane + ")";
      if (S.Kind == WarpFormKind::TileBallot)
        return "((" + X + " & " + TileMask + ") >> (" + Lane + " & ~(" + Size + " - 1u)))";
      if (S.Kind == WarpFormKind::TileAny)
        return "((" + X + " & " + TileMask + ") != 0u)";
      return "((" + X + " & " + TileMask + ") == " + TileMask + ")";
    }
    case WarpFormKind::Shuffle: {
      // The source lane's value: every lane's value was stored before (shuffle.h).
      std::string Operand =
          S.OperandConstant ? "(uint)(" + S.Arguments[2] + ")" : siteName(S) + "_b[" + Lane + "]";
      std::string Width = S.WidthConstant ? S.Width : siteName(S) + "_w[" + Lane + "]";
      return siteName(S) + "_v[cu2cl__shfl_src_lane(" + S.ShuffleMode + ", " + Lane + ", " +
             Operand + ", " + Width + ")]";
    }
    default:
      return "";
    }
  }

  // ---- Emission -------------------------------------------------------------------------

  /// Statements that run per lane, in order, until a statement with primitives flushes them
  /// into one lane loop. The loop is a placeholder in Out until LaneCode::assemble() writes it.
  struct Block {
    KernelWarpForm *Owner;
    unsigned Id;
    std::string Out;
    std::string Lanes;
    void flush() {
      if (Lanes.empty())
        return;
      Out += Owner->addLoop(Id, std::move(Lanes));
      Lanes.clear();
    }
  };

  Block newBlock() { return Block{this, NextBlock++, "", ""}; }

  LaneCode Code;
  unsigned NextBlock = 0;

  std::string addLoop(unsigned Block, std::string Body) {
    return Code.addLoop(Block, std::move(Body));
  }

  std::string addArray(const VarDecl *Var, const std::string &Name, unsigned Block) {
    std::string Array, Scalar;
    QualType Type = Var->getType().getUnqualifiedType();
    llvm::raw_string_ostream ArrayOS(Array), ScalarOS(Scalar);
    Type.print(ArrayOS, Ctx.getPrintingPolicy(), Name + "[32]");
    Type.print(ScalarOS, Ctx.getPrintingPolicy(), Name);
    ArrayOS << ";\n";
    ScalarOS << ";\n";
    return Code.addArray(Name, Block, std::move(Array), std::move(Scalar));
  }

  /// Computes the primitives of `S` (an expression or declaration outside lane loops) for
  /// the whole warp before the lanes run S: their arguments are evaluated in the lane loop of
  /// the statements before S, which ORs each lane's flags into the warp's ballot.
  void hoist(const Stmt *S, Block &B) {
    std::vector<const CallExpr *> Calls;
    DeadSites.clear();
    collectSites(S, /*Conditional=*/false, Calls);
    declareDeadSites(B);
    if (Calls.empty())
      return;
    std::string BlockSums;
    for (const CallExpr *Call : Calls) {
      const Site &Info = Sites.find(Call)->second;
      std::string V = siteName(Info);
      const auto &A = Info.Arguments;
      if (Info.Kind == WarpFormKind::Shuffle) {
        B.Out += Info.ValueDeclaration + ";\n";
        // A lane that does not execute the call offers 0, as on NVIDIA's GPUs (shuffle.h).
        B.Lanes += A.size() > 4 && A[4] != "true"
                       ? fmt::format("{}_v[cu2cl_lane] = ({}) ? ({}) : 0;\n", V, A[4], A[1])
                       : fmt::format("{}_v[cu2cl_lane] = ({});\n", V, A[1]);
        if (!Info.OperandConstant) {
          B.Out += fmt::format("uint {}_b[32];\n", V);
          B.Lanes += fmt::format("{}_b[cu2cl_lane] = (uint)({});\n", V, A[2]);
        }
        if (!Info.WidthConstant) {
          B.Out += fmt::format("int {}_w[32];\n", V);
          B.Lanes += fmt::format("{}_w[cu2cl_lane] = {};\n", V, Info.Width);
        }
        continue;
      }
      std::string Pred = "1", Act, Scratch;
      switch (Info.Kind) {
      case WarpFormKind::Ballot:
      case WarpFormKind::Any:
      case WarpFormKind::All:
      case WarpFormKind::Uni:
        Pred = A[1], Act = A[2];
        if (!Info.MaskConstant) {
          B.Out += fmt::format("uint {}_mask[32];\n", V);
          B.Lanes += fmt::format("{}_mask[cu2cl_lane] = ({});\n", V, A[0]);
        }
        break;
      case WarpFormKind::ActiveMask:
      case WarpFormKind::WarpEnters:
        Act = A[0];
        break;
      case WarpFormKind::TileBallot:
      case WarpFormKind::TileAny:
      case WarpFormKind::TileAll:
        Pred = A[1], Act = A[2];
        break;
      case WarpFormKind::Reduce:
        Act = A[2];
        B.Out += fmt::format("uint {}_v[32];\n", V);
        B.Lanes += fmt::format("{}_v[cu2cl_lane] = (uint)({});\n", V, A[1]);
        if (!Info.MaskConstant) {
          B.Out += fmt::format("uint {}_mask[32];\n", V);
          B.Lanes += fmt::format("{}_mask[cu2cl_lane] = ({});\n", V, A[0]);
        }
        break;
      default: // block votes
        Pred = A[0], Act = A[1], Scratch = A[2];
        if (Scratch.find(Lane) != std::string::npos)
          throw Failure("a block vote whose scratch buffer is not the kernel's");
        break;
      }
      B.Out += fmt::format("uint {0}_x = 0u, {0}_y = 0u;\n", V);
      B.Lanes += fmt::format("{{\nconst bool cu2cl_act = ({1});\n"
                             "{0}_x |= (uint)(cu2cl_act && (int)({2}) != 0) << cu2cl_lane;\n"
                             "{0}_y |= (uint)cu2cl_act << cu2cl_lane;\n}}\n",
                             V, Act, Pred);
      if (isBlockPrimitive(Info.Kind)) {
        const char *PerWarp = Info.Kind == WarpFormKind::BlockCount ? "popcount({0}_x)"
                              : Info.Kind == WarpFormKind::BlockAnd ? "(uint)({0}_x != {0}_y)"
                                                                    : "(uint)({0}_x != 0u)";
        BlockSums += fmt::format("const uint {0}_block = cu2cl_wf_block_sum(", V) +
                     fmt::format(fmt::runtime(PerWarp), V) + ", " + Scratch + ");\n";
      }
    }
    B.flush();
    B.Out += BlockSums;
  }

  /// Sites in a branch that a constant condition never selects: their results are declared, so
  /// that the statement compiles, and never computed.
  std::vector<const CallExpr *> DeadSites;

  void declareDeadSites(Block &B) {
    for (const CallExpr *Call : DeadSites) {
      const Site &Info = Sites.find(Call)->second;
      std::string V = siteName(Info);
      B.Out += fmt::format("uint {0}_x = 0u, {0}_y = 0u;\nconst uint {0}_block = 0u;\n", V);
      if (!Info.MaskConstant)
        B.Out += fmt::format("uint {}_mask[32];\n", V);
      if (Info.Kind == WarpFormKind::Shuffle) {
        B.Out += Info.ValueDeclaration + ";\n";
        if (!Info.OperandConstant)
          B.Out += fmt::format("uint {}_b[32];\n", V);
        if (!Info.WidthConstant)
          B.Out += fmt::format("int {}_w[32];\n", V);
      }
      if (Info.Kind == WarpFormKind::Reduce)
        B.Out += fmt::format("uint {}_v[32];\n", V);
    }
  }

  /// The value primitives of E in evaluation order; none may be evaluated conditionally.
  void collectSites(const Stmt *S, bool Conditional, std::vector<const CallExpr *> &Calls) {
    if (!S)
      return;
    if (const auto *Call = dyn_cast<CallExpr>(S); Call && Sites.count(Call)) {
      if (Conditional)
        throw Failure("a primitive in a conditionally evaluated operand");
      Calls.push_back(Call);
      return;
    }
    if (const auto *Op = dyn_cast<BinaryOperator>(S);
        Op && (Op->isLogicalOp() || Op->getOpcode() == BO_Comma)) {
      collectSites(Op->getLHS(), Conditional, Calls);
      collectSites(Op->getRHS(), true, Calls);
      return;
    }
    if (const auto *Op = dyn_cast<AbstractConditionalOperator>(S)) {
      collectSites(Op->getCond(), Conditional, Calls);
      bool Taken = false;
      if (Op->getCond()->EvaluateAsBooleanCondition(Taken, Ctx)) {
        // A constant condition (`N > 1 ? tile.shfl_xor(v, 1) : v` of a template): the branch it
        // selects runs unconditionally, the other never.
        collectSites(Taken ? Op->getTrueExpr() : Op->getFalseExpr(), Conditional, Calls);
        std::vector<const CallExpr *> Dead;
        collectSites(Taken ? Op->getFalseExpr() : Op->getTrueExpr(), Conditional, Dead);
        DeadSites.insert(DeadSites.end(), Dead.begin(), Dead.end());
        return;
      }
      collectSites(Op->getTrueExpr(), true, Calls);
      collectSites(Op->getFalseExpr(), true, Calls);
      return;
    }
    for (const Stmt *Child : S->children())
      collectSites(Child, Conditional, Calls);
  }

  /// S as a braced block: its statements outside lane loops if it has primitives, else one
  /// lane loop around it.
  std::string emitBranch(Stmt *S) {
    Block B = newBlock();
    if (auto *Compound = dyn_cast<CompoundStmt>(S)) {
      for (Stmt *Child : Compound->body())
        emitChild(Child, B);
    } else {
      emitChild(S, B);
    }
    B.flush();
    return "{\n" + B.Out + "}\n";
  }

  void emitChild(Stmt *S, Block &B) {
    if (auto *Decls = dyn_cast<DeclStmt>(S))
      return emitDeclarations(Decls, B);
    if (UniformStatements.contains(S)) {
      B.flush();
      B.Out += statementText(S) + "\n";
      return;
    }
    if (isa<NullStmt>(S))
      return;
    if ((isa<BreakStmt>(S) || isa<ContinueStmt>(S)) && SyncLoopDepth > 0) {
      // Outside lane code, so under uniform conditions only: the whole warp leaves.
      B.flush();
      B.Out += isa<BreakStmt>(S) ? "break;\n" : "continue;\n";
      ContinueSeen |= isa<ContinueStmt>(S);
      return;
    }
    // A statement that leaves a loop with primitives is not lane code: in the emulated form
    // every work-item reaches those primitives, so its exit is uniform (an `if (i == n)
    // break;` of a counted loop), and it is written like the statements around primitives.
    if (!containsPrimitive(S) && !(SyncLoopDepth > 0 && leavesEnclosingLoop(S))) {
      checkLaneStatement(S);
      if (!emitSparse(S, B))
        B.Lanes += statementText(S) + "\n";
      return;
    }
    if (const CallExpr *Call = asPrimitiveStatement(S)) {
      B.flush();
      if (primitiveOf(Call) == WarpFormKind::Barrier)
        B.Out += "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n";
      return; // a warp barrier or the end of a loop iteration: the lane loops are split
    }
    if (auto *Compound = dyn_cast<CompoundStmt>(S)) {
      // A plain block: its statements join the lane loops around it (lane arrays have names
      // unique in the kernel, so its scope is not needed).
      for (Stmt *Child : Compound->body())
        emitChild(Child, B);
    } else if (auto *If = dyn_cast<IfStmt>(S)) {
      std::string Condition = uniformCondition(If->getCond(), B);
      B.Out += "if (" + Condition + ")\n" + emitBranch(If->getThen());
      if (If->getElse())
        B.Out += "else\n" + emitBranch(If->getElse());
    } else if (auto *For = dyn_cast<ForStmt>(S)) {
      B.flush();
      Block Loop = newBlock();
      if (For->getInit())
        emitChild(For->getInit(), Loop);
      Loop.flush();
      Block Iteration = newBlock();
      if (For->getCond()) {
        std::string Condition = uniformCondition(For->getCond(), Iteration);
        Iteration.Out += "if (!" + Condition + ")\nbreak;\n";
      }
      std::string Body = Iteration.Out;
      bool OuterContinueSeen = std::exchange(ContinueSeen, false);
      ++SyncLoopDepth;
      Body += emitBranch(For->getBody());
      --SyncLoopDepth;
      std::string Increment;
      if (For->getInc()) {
        if (containsPrimitive(For->getInc()))
          throw Failure("a primitive in a loop increment");
        Increment = LaneLoop + text(For->getInc()->getSourceRange()) + ";\n}\n";
      }
      if (ContinueSeen && !Increment.empty()) {
        // A continue must not skip the increment: it runs at the top of every later iteration.
        std::string First = "cu2cl_wff" + std::to_string(++NextCondition);
        Loop.Out += "bool " + First + " = true;\n";
        Body = "if (!" + First + ")\n{\n" + Increment + "}\n" + First + " = false;\n" + Body;
        Increment.clear();
      }
      ContinueSeen = OuterContinueSeen;
      B.Out += "{\n" + Loop.Out + "for (;;) {\n" + Body + Increment + "}\n}\n";
    } else if (auto *While = dyn_cast<WhileStmt>(S)) {
      B.flush();
      Block Iteration = newBlock();
      std::string Condition = uniformCondition(While->getCond(), Iteration);
      std::string Body = Iteration.Out + "if (!" + Condition + ")\nbreak;\n";
      bool OuterContinueSeen = ContinueSeen;
      ++SyncLoopDepth;
      Body += emitBranch(While->getBody());
      --SyncLoopDepth;
      ContinueSeen = OuterContinueSeen;
      B.Out += "for (;;) {\n" + Body + "}\n";
    } else if (isa<Expr>(S)) {
      hoist(S, B);
      B.Lanes += statementText(S) + "\n";
    } else {
      throw Failure(std::string("a ") + S->getStmtClassName() + " around a primitive");
    }
  }

  /// `if (C) S` where S writes memory: the lane loop only collects the lanes where C holds,
  /// and S then runs for those lanes alone. S (a store to an address that varies, or to one
  /// address from one lane, such as `if (threadIdx.x == 0) out[blockIdx.x] = c`) would keep
  /// the whole lane loop from being vectorised, and usually only some lanes run it. Every
  /// lane's C is evaluated before any lane's S, as a warp executes the branch. Returns false
  /// where S does not have that shape.
  bool emitSparse(const Stmt *S, Block &B) {
    std::vector<const Expr *> Conditions;
    const Stmt *Body = S;
    while (const auto *If = dyn_cast<IfStmt>(Body)) {
      if (If->getElse() || If->getInit() || If->getConditionVariable() ||
          hasSideEffects(If->getCond()))
        return false;
      Conditions.push_back(If->getCond());
      Body = If->getThen();
    }
    if (Conditions.empty() || !writesMemory(Body))
      return false;
    // Two shapes run for the taking lanes alone: a test for one value (`lane == 31`,
    // `threadIdx.x == 0`), taken by few lanes; and a store to an address computed from a
    // primitive's result (a compaction: `out[offset + __popc(ballot & below)] = v`), which a
    // vectorised loop makes a masked scatter, slower on CPUs than one store per taking lane
    // (docs/performance.md). Other stores (`if (i < n) out[i] = v`) stay in the vectorised loop.
    bool Rare = llvm::any_of(Conditions, [](const Expr *C) { return testsEquality(C); });
    if (!Rare && !storesAtDerivedAddress(Body))
      return false;
    std::string All;
    for (const Expr *Condition : Conditions)
      All += (All.empty() ? "(" : " && (") + text(Condition->getSourceRange()) + ")";
    if (std::string Only = onlyLane(Conditions); !Only.empty()) {
      // `if (threadIdx.x == 0)`: the lane that can take it, if it is in this warp, and no loop.
      B.flush();
      std::string Name = "cu2cl_wfl" + std::to_string(++NextCondition);
      B.Out += "const uint " + Name + " = " + Only + ";\n";
      B.Out += Code.addLoop(B.Id, "if (" + All + ") {\n" + statementText(Body) + "\n}\n",
                            "for (uint cu2cl_lane = " + Name +
                                "; cu2cl_lane < 32u; cu2cl_lane = 32u) {\n");
      return true;
    }
    std::string Mask = "cu2cl_wfm" + std::to_string(++NextCondition);
    B.Out += "uint " + Mask + " = 0u;\n";
    B.Lanes += Mask + " |= (" + All + " ? 1u : 0u) << cu2cl_lane;\n";
    B.flush();
    if (!Rare)
      if (const Expr *Store = singleExpression(Body)) {
        emitMaskedStore(Store, Body, Mask, B);
        return true;
      }
    B.Out += sparseLoop(Body, Mask, B);
    return true;
  }

  /// A compaction's store (`out[t_u + warpTotals[w_i] + blockOffset[blockIdx.x]] = v`) as
  /// one vectorised loop over the lanes that store, after the loads at uniform addresses
  /// (WarpFormUniform.h): those are made once, when some lane stores (a lane that does not
  /// store must not load), and the rest is a masked scatter of the lanes' values. Storing
  /// lane by lane took 30 % longer on PoCL 3.1, but where the compiler leaves the loop scalar
  /// (PoCL 5's) lane by lane is faster: CU2CL_WF_SCATTER (warp_form.h) picks one of the two.
  void emitMaskedStore(const Expr *Store, const Stmt *Body, const std::string &Mask, Block &B) {
    std::string ByLane = sparseLoop(Body, Mask, B);
    std::string Loads;
    for (const Expr *Load : Uniformity->uniformLoads(Store)) {
      std::string Name = "cu2cl_wfu" + std::to_string(++NextCondition);
      llvm::raw_string_ostream Declaration(Loads);
      Load->getType().getUnqualifiedType().withConst().print(Declaration, Ctx.getPrintingPolicy(),
                                                             Name);
      Declaration << " = " << text(Load->getSourceRange()) << ";\n";
      replace(Load->getSourceRange(), Name);
    }
    std::string Masked = Code.addLoop(B.Id, "if ((" + Mask + " >> cu2cl_lane) & 1u) {\n" +
                                                statementText(Body) + "\n}\n");
    if (!Loads.empty())
      Masked = "if (" + Mask + " != 0u) {\n" + Loads + Masked + "}\n";
    B.Out += fmt::format("#if {}\n", abi::WarpFormScatterMacro) + Masked + "#else\n" + ByLane +
             "#endif\n";
  }

  /// Body for each lane whose bit is set in Mask, in a loop over those bits.
  std::string sparseLoop(const Stmt *Body, const std::string &Mask, Block &B) {
    return Code.addLoop(B.Id, statementText(Body) + "\n",
                        "for (uint cu2cl_wfm = " + Mask +
                            "; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {\n"
                            "const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));\n");
  }

  /// S's one expression statement, inside braces or not; else null.
  static const Expr *singleExpression(const Stmt *S) {
    while (const auto *Compound = dyn_cast<CompoundStmt>(S)) {
      if (Compound->size() != 1)
        return nullptr;
      S = Compound->body_front();
    }
    return dyn_cast<Expr>(S);
  }

  /// Where a condition, or one operand of the && it is, compares the thread's id or its lane
  /// with a value that is the same in every lane (`threadIdx.x == 0`, `threadIdx.x ==
  /// blockDim.x - 1`, `lane == 0`), the only lane of this warp that can pass it, as text: 32 or
  /// more where none can. The branch
  /// still tests the whole condition for that lane. Empty where there is no such comparison.
  std::string onlyLane(const std::vector<const Expr *> &Conditions) {
    std::vector<const Expr *> Pending(Conditions.begin(), Conditions.end());
    while (!Pending.empty()) {
      const auto *Op = dyn_cast<BinaryOperator>(Pending.back()->IgnoreParenImpCasts());
      Pending.pop_back();
      if (!Op)
        continue;
      if (Op->getOpcode() == BO_LAnd) {
        Pending.push_back(Op->getLHS());
        Pending.push_back(Op->getRHS());
        continue;
      }
      if (Op->getOpcode() != BO_EQ)
        continue;
      for (auto [Id, Value] :
           {std::pair(Op->getLHS(), Op->getRHS()), std::pair(Op->getRHS(), Op->getLHS())}) {
        if (!Uniformity->isComputableAnywhere(Value))
          continue;
        std::string Wanted = "(uint)(" + text(Value->getSourceRange()) + ")";
        if (const CallExpr *Call = threadIdThrough(Id))
          return Wanted + " - (uint)" + Call->getDirectCallee()->getName().str() + "(0) * 32u";
        if (isLaneOfId(Id))
          return Wanted;
      }
    }
    return "";
  }

  /// E as a thread's dimension-0 id, directly (threadIdOf()) or through a recomputed variable
  /// initialised to one (`int lid = threadIdx.x`): the work-item call; else null.
  const CallExpr *threadIdThrough(const Expr *E) const {
    if (const CallExpr *Call = threadIdOf(E, Ctx))
      return Call;
    if (const VarDecl *Var = recomputedVariable(E))
      return threadIdOf(Var->getInit(), Ctx);
    return nullptr;
  }

  /// Is E a thread's lane, `id % warpSize` or `id & 31` (directly or through a recomputed
  /// variable, the id too)? A warp form's block is a whole number of warps, so the id's lane
  /// is the lane.
  bool isLaneOfId(const Expr *E) const {
    if (const VarDecl *Var = recomputedVariable(E))
      E = Var->getInit();
    const auto *Op = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
    return Op && idPartOf(Op, Ctx) == IdPart::Lane && threadIdThrough(Op->getLHS());
  }

  /// The recomputed variable that E reads, if E is only that read.
  const VarDecl *recomputedVariable(const Expr *E) const {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return Var && Recomputed.contains(Var) ? Var : nullptr;
  }

  /// Is C, or one operand of the && it is, a comparison with ==?
  static bool testsEquality(const Expr *C) {
    C = C->IgnoreParenImpCasts();
    if (const auto *Op = dyn_cast<BinaryOperator>(C)) {
      if (Op->getOpcode() == BO_EQ)
        return true;
      if (Op->getOpcode() == BO_LAnd)
        return testsEquality(Op->getLHS()) || testsEquality(Op->getRHS());
    }
    return false;
  }

  /// Does S store through an address that reads a variable derived from a primitive?
  bool storesAtDerivedAddress(const Stmt *S) {
    if (!S)
      return false;
    const Expr *Target = storedTo(S);
    if (Target && !isa<DeclRefExpr>(Target->IgnoreParenImpCasts()) && readsDerived(Target))
      return true;
    for (const Stmt *Child : S->children())
      if (storesAtDerivedAddress(Child))
        return true;
    return false;
  }

  bool readsDerived(const Stmt *S) {
    if (!S)
      return false;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      return DerivedVariables().contains(Ref->getDecl());
    if (const auto *Call = dyn_cast<CallExpr>(S); Call && primitiveOf(Call) != WarpFormKind::None)
      return true;
    return llvm::any_of(S->children(), [&](const Stmt *Child) { return readsDerived(Child); });
  }

  /// The kernel's variables whose value is computed from a primitive's result, directly or
  /// through others (`b = ballot & t_m`, `t_u = __popc(b)`): found once, to a fixed point.
  const llvm::DenseSet<const Decl *> &DerivedVariables() {
    if (Derived)
      return *Derived;
    Derived.emplace();
    for (bool Changed = true; Changed;)
      Changed = markDerived(Body);
    return *Derived;
  }

  /// One pass of DerivedVariables() over S: true where it found another.
  bool markDerived(const Stmt *S) {
    if (!S)
      return false;
    bool Changed = false;
    auto Mark = [&](const Decl *Var, const Stmt *Value) {
      if (!Derived->contains(Var) && readsDerived(Value)) {
        Derived->insert(Var);
        Changed = true;
      }
    };
    if (const auto *Decls = dyn_cast<DeclStmt>(S))
      for (const Decl *D : Decls->decls())
        if (const auto *Var = dyn_cast<VarDecl>(D); Var && Var->getInit())
          Mark(Var, Var->getInit());
    if (const auto *Op = dyn_cast<BinaryOperator>(S); Op && Op->isAssignmentOp())
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Op->getLHS()->IgnoreParenImpCasts()))
        Mark(Ref->getDecl(), Op->getRHS());
    for (const Stmt *Child : S->children())
      Changed |= markDerived(Child);
    return Changed;
  }

  /// Does S store to memory other than a variable of its own (an element, a field through a
  /// pointer), or pass a pointer to a function?
  static bool writesMemory(const Stmt *S) {
    if (!S)
      return false;
    if (const Expr *Target = storedTo(S);
        Target && !isa<DeclRefExpr>(Target->IgnoreParenImpCasts()))
      return true;
    if (const auto *Call = dyn_cast<CallExpr>(S))
      for (const Expr *Argument : Call->arguments())
        if (Argument->getType()->isPointerType())
          return true;
    for (const Stmt *Child : S->children())
      if (writesMemory(Child))
        return true;
    return false;
  }

  void emitDeclarations(DeclStmt *Decls, Block &B) {
    for (Decl *D : Decls->decls()) {
      auto *Var = dyn_cast<VarDecl>(D);
      if (!Var)
        throw Failure("a declaration other than a variable's outside lane code");
      auto It = LaneNames.find(Var);
      if (It == LaneNames.end()) { // local memory: once per work-group
        B.flush();
        if (Decls->isSingleDecl())
          B.Out += statementText(Decls) + "\n";
        else
          throw Failure("a group of declarations with local memory");
        continue;
      }
      if (Recomputed.contains(Var)) {
        hoist(Var->getInit(), B); // a primitive's per-warp result, computed here
        // Read-only in each loop: a pointer is itself const (`T *const`), its pointee not.
        std::string Declaration;
        llvm::raw_string_ostream Declare(Declaration);
        Var->getType().getUnqualifiedType().withConst().print(Declare, Ctx.getPrintingPolicy(),
                                                              It->second);
        Code.addRecomputed(It->second,
                           Var->getType().getUnqualifiedType().getAsString(Ctx.getPrintingPolicy()),
                           Declaration, text(Var->getInit()->getSourceRange()));
        continue;
      }
      B.Out += addArray(Var, It->second, B.Id);
      const Expr *Init = Var->getInit();
      if (!Init)
        continue;
      if (isa<InitListExpr>(Init->IgnoreImplicit()) || Var->getType()->isArrayType())
        throw Failure("an initialised array or aggregate '" + Var->getNameAsString() + "'");
      std::string Assignment =
          It->second + "[" + Lane + "] = " + text(Init->getSourceRange()) + ";\n";
      hoist(Init, B);
      B.Lanes += Assignment;
    }
  }

  /// A condition around primitives: work-group uniform in the emulated form, so lane 0's
  /// value is every lane's. Its primitives are computed first (into Out).
  std::string uniformCondition(const Expr *Condition, Block &B) {
    if (hasSideEffects(Condition))
      throw Failure("a condition with side effects around a primitive");
    hoist(Condition, B);
    B.flush();
    std::string Name = "cu2cl_wfc" + std::to_string(++NextCondition);
    B.Out += "bool " + Name + ";\n{\nconst uint cu2cl_lane = 0u;\n" + Name + " = (" +
             text(Condition->getSourceRange()) + ");\n}\n";
    return Name;
  }

  bool hasSideEffects(const Stmt *S) {
    if (const auto *Op = dyn_cast<BinaryOperator>(S); Op && Op->isAssignmentOp())
      return true;
    if (const auto *Op = dyn_cast<UnaryOperator>(S); Op && Op->isIncrementDecrementOp())
      return true;
    if (const auto *Call = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *Callee = Call->getDirectCallee();
          !Sites.count(Call) &&
          !(Callee && Callee->getIdentifier() &&
            (laneWorkItemFunction(Callee->getName()) || isGroupFunction(Callee->getName()))))
        return true;
    for (const Stmt *Child : S->children())
      if (Child && hasSideEffects(Child))
        return true;
    return false;
  }

  /// A statement in a lane loop may not leave it for code outside (returns and gotos are
  /// refused for the whole kernel by editStatement).
  static void checkLaneStatement(const Stmt *S) {
    if (leavesEnclosingLoop(S))
      throw Failure("a break or continue out of code with primitives");
  }

  std::string parameterText() const {
    if (Kernel->param_empty())
      return "void";
    SourceRange Range(Kernel->getParamDecl(0)->getBeginLoc(),
                      Kernel->getParamDecl(Kernel->getNumParams() - 1)->getEndLoc());
    return Lexer::getSourceText(CharSourceRange::getTokenRange(Range), SM, Ctx.getLangOpts()).str();
  }
};

} // namespace

namespace {

/// The program parsed as the warp form's build (the emulated backend's control flow on a CPU
/// device, the offsets as parameters); null if it does not parse.
std::unique_ptr<ParsedProgram> parseProgram(std::string Text, llvm::StringRef FileName,
                                            DiagnosticConsumer &Diagnostics) {
  return cu2cl::parseProgram(std::move(Text), FileName, warpFormBuild(), Diagnostics);
}

} // namespace

/// The comment that stands for a kernel's warp form when it has none.
static std::string noWarpForm(llvm::StringRef Kernel, llvm::StringRef Why) {
  return ("\n// cu2cl: " + Kernel + " has no warp form (CPU devices run it as it is): " + Why +
          "\n")
      .str();
}

std::string warpFormKernels(llvm::StringRef OpenCLText, llvm::StringRef FileName,
                            std::string &Error) {
  FirstError First;
  std::unique_ptr<ParsedProgram> Program = parseProgram(OpenCLText.str(), FileName, First);
  if (!Program) {
    Error = First.Text.empty() ? std::string("it does not parse") : First.Text;
    return "";
  }
  IgnoringDiagConsumer Quiet;
  // Calls to functions with primitives are inlined (a function that calls another is inlined
  // a round later). A program that does not parse after that is a bug; the warp forms are then
  // written without the inlining rather than not at all.
  unsigned NextId = 1;
  for (int Round = 0; Round < 4; ++Round) {
    std::optional<std::string> Inlined =
        inlinePrimitiveCalls(Program->Unit->getASTContext(), NextId);
    if (!Inlined)
      break;
    std::unique_ptr<ParsedProgram> Next = parseProgram(std::move(*Inlined), FileName, Quiet);
    if (!Next)
      break;
    Program = std::move(Next);
  }
  ASTContext &Ctx = Program->Unit->getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<std::pair<std::string, std::string>> Kernels; // name, warp form
  LaneFunctions Functions(Ctx);
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    auto *Kernel = dyn_cast<FunctionDecl>(D);
    if (!Kernel || !Kernel->hasAttr<OpenCLKernelAttr>() ||
        !Kernel->doesThisDeclarationHaveABody() || !SM.isInMainFile(Kernel->getLocation()) ||
        !usesWarpPrimitives(Kernel->getBody()))
      continue;
    std::string Name = Kernel->getNameAsString();
    try {
      Kernels.push_back({Name, "\n// cu2cl: the warp form of " + Name + "\n" +
                                   KernelWarpForm(Ctx, Functions, Kernel).run()});
    } catch (const Failure &Why) {
      Kernels.push_back({Name, noWarpForm(Name, Why.Why)});
    }
  }
  if (Kernels.empty())
    return "";
  auto Section = [&] {
    std::string Text;
    for (const auto &[Name, Form] : Kernels)
      Text += Form;
    return "\n// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops "
           "(runtime/device/cu2cl/warp_form.h) ----\n"
           "#if " +
           std::string(abi::DeviceCpuMacro) +
           "\n"
           "// A lane loop that cannot be vectorised as asked is no error (clang's "
           "-Wpass-failed).\n"
           "#pragma clang diagnostic ignored \"-Wpass-failed\"\n" +
           Functions.text() + Text + "#endif\n";
  };
  // The warp forms are written as text: a form that does not compile would fail the whole
  // program on CPU devices. Each such kernel runs as it is instead (correct, only slower).
  if (parseProgram(OpenCLText.str() + Section(), FileName, Quiet))
    return Section();
  for (auto &[Name, Form] : Kernels) {
    std::string Kept = std::exchange(Form, "");
    std::string Alone = Section();
    Form = Kept;
    std::string With = Section();
    if (!parseProgram(OpenCLText.str() + With, FileName, Quiet) &&
        parseProgram(OpenCLText.str() + Alone, FileName, Quiet))
      Form = noWarpForm(Name, "its warp form does not compile (a cu2cl bug)");
  }
  if (parseProgram(OpenCLText.str() + Section(), FileName, Quiet))
    return Section();
  // The program itself compiles: its kernels run as they are on CPU devices too.
  return "// cu2cl: no warp forms for CPU devices: they do not compile together (a cu2cl bug); "
         "the kernels run as they are\n";
}

} // namespace cu2cl
