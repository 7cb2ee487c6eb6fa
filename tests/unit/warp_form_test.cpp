// Unit tests of the warp form's analyses on small OpenCL C kernels
// (rewriters/warpform/WarpForm*.h).
#include "WarpForm.h"
#include "WarpFormCalls.h"
#include "WarpFormRecompute.h"
#include "WarpFormText.h"
#include "WarpFormUniform.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Lex/Lexer.h"
#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

namespace cu2cl::warpform {
namespace {

using namespace clang;

/// The declarations a translated kernel sees, as far as the analyses look at them.
constexpr const char *Prelude = R"(
typedef unsigned int uint;
typedef unsigned long ulong;
typedef unsigned short ushort;
typedef unsigned char uchar;
ulong get_local_id(uint);
ulong get_group_id(uint);
ulong get_local_size(uint);
ulong get_global_id(uint);
uint cu2cl_ballot_sync(uint mask, int pred, bool act, __local ulong *scratch);
int cu2cl_syncthreads_count(int pred, bool act, __local ulong *scratch);
uint shr(uint v, uint a) { return a < 32u ? v >> a : 0u; }
int first(__global const int *p) { return *p; }
)";

class VarCollector : public RecursiveASTVisitor<VarCollector> {
public:
  std::vector<const VarDecl *> Vars;
  bool VisitVarDecl(VarDecl *Var) {
    if (!isa<ParmVarDecl>(Var))
      Vars.push_back(Var);
    return true;
  }
};

/// Kernel "k" of Source (after the prelude), parsed; null where it does not parse.
std::unique_ptr<ASTUnit> parse(const std::string &Source, const FunctionDecl *&K) {
  std::unique_ptr<ASTUnit> Unit = tooling::buildASTFromCodeWithArgs(
      std::string(Prelude) + Source, {"-x", "cl", "-cl-std=CL1.2"}, "kernel.cl");
  K = nullptr;
  if (Unit)
    for (const Decl *D : Unit->getASTContext().getTranslationUnitDecl()->decls())
      if (const auto *F = dyn_cast<FunctionDecl>(D); F && F->getName() == "k")
        K = F;
  return K ? std::move(Unit) : nullptr;
}

/// Kernel "k" of Source, parsed, with the local variables recomputableVariables() accepts.
struct AnalysedKernel {
  std::unique_ptr<ASTUnit> Unit; // null where the kernel does not parse
  const FunctionDecl *K = nullptr;
  llvm::DenseSet<const VarDecl *> Recomputed;
};

AnalysedKernel analyse(const std::string &Source) {
  AnalysedKernel Result;
  Result.Unit = parse(Source, Result.K);
  EXPECT_TRUE(Result.Unit) << "the kernel does not parse";
  if (!Result.Unit)
    return Result;
  VarCollector Collector;
  Collector.TraverseStmt(Result.K->getBody());
  Result.Recomputed = recomputableVariables(Result.K, Collector.Vars, Result.Unit->getASTContext());
  return Result;
}

/// The names of Kernel's local variables that recomputableVariables() accepts.
std::set<std::string> recomputed(const std::string &Kernel) {
  AnalysedKernel A = analyse(Kernel);
  std::set<std::string> Names;
  for (const VarDecl *Var : A.Recomputed)
    Names.insert(Var->getNameAsString());
  return Names;
}

TEST(WarpFormRecompute, ValuesOfIdsParametersAndConstants) {
  std::set<std::string> Names = recomputed(R"(
__kernel void k(__global const int *in, int n, __global int *out, __local ulong *s) {
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  bool inBounds = idx < n;
  int lane = idx % 32;
  uint below = shr(0xffffffffu, 32 - lane);
  out[idx] = inBounds + lane + below;
})");
  EXPECT_EQ(Names, (std::set<std::string>{"idx", "inBounds", "lane", "below"}));
}

TEST(WarpFormRecompute, NotMemoryWritesTrapsOrPrimitives) {
  std::set<std::string> Names = recomputed(R"(
__kernel void k(__global const int *in, int n, __global int *out, __local ulong *s) {
  int idx = get_local_id(0);
  int loaded = in[idx];
  int viaPointer = first(in);
  int twice = idx;
  twice += 1;
  int quotient = idx / n;
  uint masked = cu2cl_ballot_sync(loaded, loaded, true, s);
  int fromLoaded = loaded + 1;
  out[idx] = loaded + viaPointer + twice + quotient + masked + fromLoaded;
})");
  EXPECT_EQ(Names, (std::set<std::string>{"idx"}));
}

TEST(WarpFormRecompute, PrimitivesWithOneResultPerWarp) {
  std::set<std::string> Names = recomputed(R"(
__kernel void k(__global const int *in, __global int *out, __local ulong *s) {
  int loaded = in[get_local_id(0)];
  uint ballot = cu2cl_ballot_sync(0xffffffffu, loaded, true, s);
  int count = cu2cl_syncthreads_count(loaded, true, s);
  uint below = ballot & shr(0xffffffffu, 32 - get_local_id(0) % 32);
  uint masked = cu2cl_ballot_sync(loaded, loaded, true, s);
  out[get_local_id(0)] = ballot + count + below + masked;
})");
  // The ballot's argument is a loaded value, but its result is the warp's, computed once;
  // a ballot under a mask that varies is not one value.
  EXPECT_EQ(Names, (std::set<std::string>{"ballot", "count", "below"}));
}

TEST(WarpFormRecompute, ParametersWrittenLaterOrHidden) {
  std::set<std::string> Names = recomputed(R"(
__kernel void k(__global int *out, int n, int m) {
  int before = n + 1;
  n = 3;
  int after = n + 1;
  int hidden = m;
  { int m = 5; out[m] = m; }
  out[0] = before + after + hidden;
})");
  // `before` would read the new n where it is recomputed; `hidden` names an m that a local
  // hides (the local itself is a constant).
  EXPECT_EQ(Names, (std::set<std::string>{"after", "m"}));
}

TEST(WarpFormCalls, WarpAndLaneOfTheId) {
  const FunctionDecl *K = nullptr;
  std::unique_ptr<ASTUnit> Unit = parse(R"(
__kernel void k(__global ulong *o) {
  o[0] = get_local_id(0) / 32;
  o[1] = (uint)get_local_id(0) % 32;
  o[2] = get_global_id(0) >> 5;
  o[3] = (int)get_local_id(0) & 31;
  o[4] = (uchar)get_local_id(0) & 31;
  o[5] = get_local_id(1) / 32;
  o[6] = (get_local_id(0) + 1) / 32;
  o[7] = get_local_id(0) / 64;
})",
                                        K);
  ASSERT_TRUE(Unit);
  std::vector<std::string> Found;
  class Visitor : public RecursiveASTVisitor<Visitor> {
  public:
    ASTContext &Ctx;
    std::vector<std::string> &Found;
    Visitor(ASTContext &Ctx, std::vector<std::string> &Found) : Ctx(Ctx), Found(Found) {}
    bool VisitBinaryOperator(BinaryOperator *Op) {
      if (Op->getOpcode() != BO_Assign)
        Found.push_back(warpOrLaneOfId(Op, Ctx).value_or("-"));
      return true;
    }
  } V(Unit->getASTContext(), Found);
  V.TraverseStmt(K->getBody());
  // A narrowing cast, another dimension, another expression or divisor: not the warp or lane
  // (o[6] has two operators).
  std::vector<std::string> Expected = {"((unsigned long)get_local_id(0))",
                                       "((uint)cu2cl_lane)",
                                       "((unsigned long)get_global_id(0))",
                                       "((int)cu2cl_lane)",
                                       "-",
                                       "-",
                                       "-",
                                       "-",
                                       "-"};
  EXPECT_EQ(Found, Expected);
}

/// The right side of each assignment in Kernel's statements, with Ctx.
template <typename Fn> void forEachAssignedValue(const std::string &Kernel, Fn &&Callback) {
  AnalysedKernel A = analyse(Kernel);
  if (!A.Unit)
    return;
  for (const Stmt *S : cast<CompoundStmt>(A.K->getBody())->body())
    if (const auto *Assign = dyn_cast<BinaryOperator>(S); Assign && Assign->isAssignmentOp())
      Callback(Assign->getRHS(), A.Unit->getASTContext(), A.Recomputed);
}

TEST(WarpFormCalls, ThreadIdThroughCastsThatKeepIt) {
  std::vector<bool> Found;
  forEachAssignedValue(R"(
__kernel void k(__global ulong *o) {
  o[0] = get_local_id(0);
  o[1] = (ushort)get_local_id(0);
  o[2] = (uchar)get_local_id(0);
  o[3] = (uint)get_global_id(0);
  o[4] = (ushort)get_global_id(0);
  o[5] = get_local_id(1);
  o[6] = get_group_id(0);
})",
                       [&](const Expr *Value, ASTContext &Ctx, const auto &) {
                         Found.push_back(threadIdOf(Value, Ctx) != nullptr);
                       });
  EXPECT_EQ(Found, (std::vector<bool>{true, true, false, true, false, false, false}));
}

TEST(WarpFormUniform, ComputableAnywhere) {
  std::vector<bool> Found;
  forEachAssignedValue(R"(
__kernel void k(__global int *o, int n, __local int *s) {
  int warp = get_local_id(0) / 32;
  int lane = get_local_id(0) % 32;
  o[0] = get_local_size(0) - 1;
  o[1] = n * 2 + warp;
  o[2] = 1000 / 8;
  o[3] = 1000 / n;
  o[4] = s[0];
  o[5] = lane;
  o[6] = get_local_id(0);
})",
                       [&](const Expr *Value, ASTContext &Ctx, const auto &Recomputed) {
                         WarpUniformity Uniformity(Recomputed, Ctx);
                         Found.push_back(Uniformity.isComputableAnywhere(Value));
                       });
  // A division by a parameter may trap, a load may fault; a lane's values differ.
  EXPECT_EQ(Found, (std::vector<bool>{true, true, true, false, false, false, false}));
}

/// The text of each load that WarpUniformity::uniformLoads() finds in Kernel's statements.
std::vector<std::string> uniformLoads(const std::string &Kernel) {
  AnalysedKernel A = analyse(Kernel);
  if (!A.Unit)
    return {};
  ASTContext &Ctx = A.Unit->getASTContext();
  WarpUniformity Uniformity(A.Recomputed, Ctx);
  std::vector<std::string> Found;
  for (const Stmt *S : cast<CompoundStmt>(A.K->getBody())->body())
    for (const Expr *Load : Uniformity.uniformLoads(S))
      Found.push_back(Lexer::getSourceText(CharSourceRange::getTokenRange(Load->getSourceRange()),
                                           Ctx.getSourceManager(), Ctx.getLangOpts())
                          .str());
  return Found;
}

TEST(WarpFormUniform, LoadsAtTheWarpsAddresses) {
  std::vector<std::string> Found = uniformLoads(R"(
__kernel void k(__global const int *in, __global int *out, __global const int *offsets,
                __local int *totals, int n) {
  int warp = get_local_id(0) / 32;
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  out[idx + totals[warp] + offsets[get_group_id(0)]] = in[idx];
  out[idx] = offsets[n - 1] * 2 + in[offsets[0]];
  out[totals[warp]] = 1;
})");
  // Not in[idx] (each lane's), not out[totals[warp]] itself (written); the largest uniform
  // expression, arithmetic included.
  std::vector<std::string> Expected = {"totals[warp]", "offsets[get_group_id(0)]",
                                       "offsets[n - 1] * 2 + in[offsets[0]]", "totals[warp]"};
  EXPECT_EQ(Found, Expected);
}

TEST(WarpFormUniform, NotPerLaneOrConditional) {
  std::vector<std::string> Found = uniformLoads(R"(
__kernel void k(__global int *out, __global const int *t, volatile __global int *v, int n) {
  int lane = get_local_id(0) % 32;
  int written = 0;
  written = 1;
  out[get_local_id(0)] = t[lane] + t[written] + t[get_local_id(0)] + *v;
  out[get_local_id(0)] = lane > 0 ? t[0] : 0;
  out[get_local_id(0)] = lane > 0 && t[1];
  out[get_local_id(0)] = (t[t[2]] + lane) * (n > 0 ? t[3] : 0);
})");
  // A lane's index, a variable written later, a lane's id, a volatile read; loads that a lane
  // may not make (a branch of a conditional, the right of &&) unless the whole is uniform.
  std::vector<std::string> Expected = {"t[t[2]]", "(n > 0 ? t[3] : 0)"};
  EXPECT_EQ(Found, Expected);
}

TEST(WarpFormText, ArraysScalarsAndRecomputedValues) {
  LaneCode Code;
  std::string Text = Code.addArray("a", 0, "int a[32];\n", "int a;\n");
  Text += Code.addArray("b", 0, "int b[32];\n", "int b;\n");
  Code.addRecomputed("r", "int", "const int r", "7");
  Code.addRecomputed("s", "int", "const int s", "r[cu2cl_lane] + 1");
  Text += Code.addLoop(0, "a[cu2cl_lane] = s[cu2cl_lane];\nb[cu2cl_lane] = 1;\n", "L1 {\n");
  Text += Code.addLoop(0, "out[cu2cl_lane] = b[cu2cl_lane];\n", "L2 {\n");
  Text += "if (r[cu2cl_lane] > 0) {}\n";
  // a: one loop uses it, a plain variable there; b: an array; s needs r in the first loop;
  // r outside loops is its value.
  EXPECT_EQ(Code.assemble(Text), "int b[32];\n"
                                 "L1 {\nconst int r = 7;\nconst int s = r + 1;\nint a;\n"
                                 "a = s;\nb[cu2cl_lane] = 1;\n}\n"
                                 "L2 {\nout[cu2cl_lane] = b[cu2cl_lane];\n}\n"
                                 "if (((int)(7)) > 0) {}\n");
}

TEST(WarpFormText, ArrayOfAnotherBlockStaysAnArray) {
  LaneCode Code;
  std::string Text = Code.addArray("a", 0, "int a[32];\n", "int a;\n");
  Text += "{\n" + Code.addLoop(1, "a[cu2cl_lane] = 1;\n", "L {\n") + "}\n";
  // The loop runs once per execution of block 1, which may be more often than a's declaration.
  EXPECT_EQ(Code.assemble(Text), "int a[32];\n{\nL {\na[cu2cl_lane] = 1;\n}\n}\n");
}

// A translation that does not parse is reported with its first error and the line it is on
// (the translator turns it into cu2cl-output-does-not-compile), never written.
TEST(WarpFormProgram, OutputThatDoesNotParseNamesItsFirstError) {
  std::string Error;
  std::string Forms = warpFormKernels("__kernel void k(__global int *out) {\n"
                                      "  out[0] = undeclared_name + 1;\n"
                                      "}\n",
                                      "broken.cl", Error);
  EXPECT_EQ(Forms, "");
  EXPECT_NE(Error.find("undeclared_name"), std::string::npos) << Error;
  EXPECT_NE(Error.find("in `out[0] = undeclared_name + 1;`"), std::string::npos) << Error;
}

TEST(WarpFormProgram, OutputThatParsesHasNoError) {
  std::string Error;
  warpFormKernels("__kernel void k(__global int *out) { out[0] = 1; }\n", "fine.cl", Error);
  EXPECT_EQ(Error, "");
}

} // namespace
} // namespace cu2cl::warpform
