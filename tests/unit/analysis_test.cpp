// Unit tests of the translator's analyses (rewriters/analysis) on small CUDA files parsed as the
// translator parses them (cudaFrontendArguments, cu2cl's CUDA headers): the address space each
// pointer points into (AddressSpaces.h), the values that vary between work-items and the
// functions the uniform rewrite must transform (Uniformity.h), and the OpenCL names of functions
// (FunctionNames.h, DeviceProgram's specialisations and overloads).
#include "AddressSpaces.h"
#include "CudaFrontend.h"
#include "DeviceProgram.h"
#include "Diagnostics.h"
#include "FunctionNames.h"
#include "Uniformity.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace cu2cl {

/// For GoogleTest's messages (found by argument-dependent lookup).
[[maybe_unused]] static void PrintTo(AddressSpace Space, std::ostream *OS) {
  static const char *const Names[] = {"Unknown", "Any", "Private", "Global", "Local", "Constant"};
  *OS << "AddressSpace::" << Names[static_cast<int>(Space)];
}

namespace {

using namespace clang;

/// One diagnostic of the parse or of the analyses.
struct Reported {
  std::string Message; ///< Formatted, cu2cl's with " [-Wcu2cl-<name>]".
  unsigned Line = 0;   ///< In the input, 0 if it has no location.
  bool Error = false;
};

class DiagnosticCollector : public DiagnosticConsumer {
public:
  std::vector<Reported> All;
  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    llvm::SmallString<256> Text;
    Info.FormatDiagnostic(Text);
    unsigned Line = 0;
    if (Info.hasSourceManager() && Info.getLocation().isValid())
      Line = Info.getSourceManager().getExpansionLineNumber(Info.getLocation());
    All.push_back({std::string(Text), Line, Level >= DiagnosticsEngine::Error});
  }
  /// The diagnostics whose message ends with "[-Wcu2cl-<Name>]".
  std::vector<Reported> named(llvm::StringRef Name) const {
    std::vector<Reported> Found;
    for (const Reported &R : All)
      if (llvm::StringRef(R.Message).ends_with(("[-Wcu2cl-" + Name + "]").str()))
        Found.push_back(R);
    return Found;
  }
};

/// A CUDA file parsed and analysed as the translator does it (TranslationAction.cpp):
/// buildDeviceProgram, which also runs the uniformity analysis.
struct Analysed {
  std::unique_ptr<DiagnosticCollector> Diagnostics = std::make_unique<DiagnosticCollector>();
  std::unique_ptr<ASTUnit> Unit;
  WarningOptions Warnings;
  std::unique_ptr<DiagnosticReporter> Reporter;
  DeviceProgram Program;

  ASTContext &context() const { return Unit->getASTContext(); }

  /// The definition of the function \p Name written in the input (the templated declaration
  /// for a template).
  const FunctionDecl *function(llvm::StringRef Name) const {
    for (const Decl *D : context().getTranslationUnitDecl()->decls()) {
      if (!context().getSourceManager().isInMainFile(D->getLocation()))
        continue;
      const auto *F = dyn_cast<FunctionDecl>(D);
      if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D))
        F = Template->getTemplatedDecl();
      if (F && F->getNameAsString() == Name && F->doesThisDeclarationHaveABody())
        return F;
    }
    return nullptr;
  }
  /// The OpenCL function named \p Name, else null.
  const FunctionInstance *instance(llvm::StringRef Name) const {
    for (const auto &F : Program.Functions)
      if (F->Name == Name)
        return F.get();
    return nullptr;
  }
  /// The OpenCL names of the program's functions, in emission order.
  std::vector<std::string> names() const {
    std::vector<std::string> Names;
    for (const auto &F : Program.Functions)
      Names.push_back(F->Name);
    return Names;
  }
};

/// \p Source parsed as `input.cu`; with \p BuildProgram, the device program built from it.
/// Fails the test when Clang reports an error.
std::unique_ptr<Analysed> analyse(const std::string &Source, bool BuildProgram = true) {
  auto Result = std::make_unique<Analysed>();
  Result->Unit = tooling::buildASTFromCodeWithArgs(
      Source, cudaFrontendArguments(CU2CL_CUDA_HEADER_DIR), "input.cu", "cu2cl-unit-test",
      std::make_shared<PCHContainerOperations>(), tooling::getClangStripDependencyFileAdjuster(),
      tooling::FileContentMappings(), Result->Diagnostics.get());
  EXPECT_TRUE(Result->Unit) << "the input does not parse";
  if (!Result->Unit)
    return Result;
  for (const Reported &R : Result->Diagnostics->All)
    EXPECT_FALSE(R.Error) << "line " << R.Line << ": " << R.Message;
  Result->Reporter =
      std::make_unique<DiagnosticReporter>(Result->Unit->getDiagnostics(), Result->Warnings);
  if (BuildProgram)
    Result->Program = buildDeviceProgram(Result->context(), *Result->Reporter);
  return Result;
}

/// The declarations, references and calls of one function body, by name.
class BodyIndex : public RecursiveASTVisitor<BodyIndex> {
public:
  explicit BodyIndex(const FunctionDecl *F) {
    if (F)
      TraverseDecl(const_cast<FunctionDecl *>(F));
  }
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitVarDecl(VarDecl *Var) {
    Vars.push_back(Var);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    Refs.push_back(Ref);
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    Calls.push_back(Call);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *Op) {
    Binaries.push_back(Op);
    return true;
  }
  bool VisitForStmt(ForStmt *For) {
    Loops.push_back(For);
    return true;
  }

  const VarDecl *var(llvm::StringRef Name) const {
    for (const VarDecl *Var : Vars)
      if (Var->getNameAsString() == Name)
        return Var;
    ADD_FAILURE() << "no variable " << Name.str();
    return nullptr;
  }
  /// The first reference to the variable \p Name.
  const DeclRefExpr *ref(llvm::StringRef Name) const {
    for (const DeclRefExpr *Ref : Refs)
      if (Ref->getDecl()->getNameAsString() == Name)
        return Ref;
    ADD_FAILURE() << "no reference to " << Name.str();
    return nullptr;
  }
  /// The \p Index-th call (0 first) of a function called \p Callee.
  const CallExpr *call(llvm::StringRef Callee, unsigned Index = 0) const {
    for (const CallExpr *Call : Calls)
      if (const FunctionDecl *F = Call->getDirectCallee();
          F && F->getNameAsString() == Callee && Index-- == 0)
        return Call;
    ADD_FAILURE() << "no call of " << Callee.str();
    return nullptr;
  }
  /// The \p Index-th binary operator (0 first) spelt \p Opcode.
  const BinaryOperator *binary(llvm::StringRef Opcode, unsigned Index = 0) const {
    for (const BinaryOperator *Op : Binaries)
      if (Op->getOpcodeStr() == Opcode && Index-- == 0)
        return Op;
    ADD_FAILURE() << "no operator " << Opcode.str();
    return nullptr;
  }
  const ForStmt *loop(unsigned Index) const {
    if (Index < Loops.size())
      return Loops[Index];
    ADD_FAILURE() << "no loop " << Index;
    return nullptr;
  }

private:
  std::vector<const VarDecl *> Vars;
  std::vector<const DeclRefExpr *> Refs;
  std::vector<const CallExpr *> Calls;
  std::vector<const BinaryOperator *> Binaries;
  std::vector<const ForStmt *> Loops;
};

// ---------------------------------------------------------------------------------------------
// Address spaces

TEST(AddressSpaces, QualifiersAndNames) {
  EXPECT_EQ(addressSpaceQualifier(AddressSpace::Global), "__global");
  EXPECT_EQ(addressSpaceQualifier(AddressSpace::Local), "__local");
  EXPECT_EQ(addressSpaceQualifier(AddressSpace::Constant), "__constant");
  EXPECT_EQ(addressSpaceQualifier(AddressSpace::Private), "");
  EXPECT_EQ(addressSpaceQualifier(AddressSpace::Unknown), "");
  EXPECT_EQ(addressSpaceName(AddressSpace::Global), "global");
  EXPECT_EQ(addressSpaceName(AddressSpace::Local), "local (__shared__)");
  EXPECT_EQ(addressSpaceName(AddressSpace::Constant), "constant");
  EXPECT_EQ(addressSpaceName(AddressSpace::Private), "private");
  EXPECT_EQ(addressSpaceName(AddressSpace::Any), "unknown");
}

TEST(AddressSpaces, MergeKeepsTheKnownSpaceAndFlagsDisagreement) {
  bool Conflict = false;
  EXPECT_EQ(mergeSpaces(AddressSpace::Unknown, AddressSpace::Local, Conflict), AddressSpace::Local);
  EXPECT_EQ(mergeSpaces(AddressSpace::Global, AddressSpace::Unknown, Conflict),
            AddressSpace::Global);
  // A null pointer fits any space, and stays Any until a real space arrives.
  EXPECT_EQ(mergeSpaces(AddressSpace::Any, AddressSpace::Constant, Conflict),
            AddressSpace::Constant);
  EXPECT_EQ(mergeSpaces(AddressSpace::Local, AddressSpace::Any, Conflict), AddressSpace::Local);
  EXPECT_EQ(mergeSpaces(AddressSpace::Any, AddressSpace::Unknown, Conflict), AddressSpace::Any);
  EXPECT_EQ(mergeSpaces(AddressSpace::Global, AddressSpace::Global, Conflict),
            AddressSpace::Global);
  EXPECT_FALSE(Conflict);
  EXPECT_EQ(mergeSpaces(AddressSpace::Global, AddressSpace::Local, Conflict), AddressSpace::Global);
  EXPECT_TRUE(Conflict);
}

TEST(AddressSpaces, StorageOfVariables) {
  auto A = analyse(R"(
__device__ int counter;
__constant__ float table[4];
__global__ void k(float *out) {
  __shared__ float tile[32];
  float local = 0;
  out[0] = tile[0] + table[0] + counter + local;
}
)");
  ASSERT_TRUE(A->Unit);
  BodyIndex K(A->function("k"));
  EXPECT_EQ(storageOfVariable(K.var("tile")), AddressSpace::Local);
  EXPECT_EQ(storageOfVariable(K.var("local")), AddressSpace::Private);
  EXPECT_EQ(storageOfVariable(K.var("out")), AddressSpace::Private); // the pointer itself
  EXPECT_EQ(storageOfVariable(cast<VarDecl>(K.ref("table")->getDecl())), AddressSpace::Constant);
  EXPECT_EQ(storageOfVariable(cast<VarDecl>(K.ref("counter")->getDecl())), AddressSpace::Global);
}

TEST(AddressSpaces, PointersTakeTheSpaceOfWhatTheyAreInitialisedWith) {
  auto A = analyse(R"(
__constant__ float table[4] = {1, 2, 3, 4};
__global__ void k(float *in, float *out) {
  __shared__ float tile[32];
  float mine[4] = {0, 0, 0, 0};
  float *g = in + 1;
  float *s = tile;
  float *e = &tile[3];
  const float *c = table;
  float *p = mine;
  float *never;
  const char *text = "x";
  out[0] = *g + *s + *e + *c + *p + text[0];
}
)");
  ASSERT_TRUE(A->Unit);
  const FunctionInstance *K = A->instance("k");
  ASSERT_TRUE(K);
  EXPECT_TRUE(K->IsKernel);
  EXPECT_EQ(K->ParamSpaces,
            (std::vector<AddressSpace>{AddressSpace::Global, AddressSpace::Global}));
  BodyIndex Body(K->Decl);
  EXPECT_EQ(K->Spaces->variable(Body.var("g")), AddressSpace::Global);
  EXPECT_EQ(K->Spaces->variable(Body.var("s")), AddressSpace::Local);
  EXPECT_EQ(K->Spaces->variable(Body.var("e")), AddressSpace::Local);
  EXPECT_EQ(K->Spaces->variable(Body.var("c")), AddressSpace::Constant);
  EXPECT_EQ(K->Spaces->variable(Body.var("p")), AddressSpace::Private);
  EXPECT_EQ(K->Spaces->variable(Body.var("never")), AddressSpace::Private)
      << "a pointer that never receives a value points to private memory";
  EXPECT_EQ(K->Spaces->variable(Body.var("text")), AddressSpace::Constant);
  EXPECT_TRUE(A->Diagnostics->named("address-space-conflict").empty());
}

TEST(AddressSpaces, LaterAssignmentsReachEarlierCopiesThroughTheFixedPoint) {
  auto A = analyse(R"(
__global__ void k(float *out) {
  __shared__ float tile[32];
  float *a;
  float *b;
  float *c = 0;
  b = a;
  a = tile + 4;
  c = b;
  out[0] = *c;
}
)");
  ASSERT_TRUE(A->Unit);
  const FunctionInstance *K = A->instance("k");
  ASSERT_TRUE(K);
  BodyIndex Body(K->Decl);
  EXPECT_EQ(K->Spaces->variable(Body.var("a")), AddressSpace::Local);
  EXPECT_EQ(K->Spaces->variable(Body.var("b")), AddressSpace::Local);
  EXPECT_EQ(K->Spaces->variable(Body.var("c")), AddressSpace::Local)
      << "initialised with a null pointer, then assigned a local pointer";
  EXPECT_TRUE(A->Diagnostics->named("address-space-conflict").empty());
}

TEST(AddressSpaces, PointerAssignedTwoSpacesIsAConflict) {
  auto A = analyse(R"(
__global__ void k(float *out) {
  __shared__ float tile[32];
  float *p = out;
  p = tile;
  p[0] = 1;
}
)");
  ASSERT_TRUE(A->Unit);
  std::vector<Reported> Conflicts = A->Diagnostics->named("address-space-conflict");
  ASSERT_EQ(Conflicts.size(), 1u);
  EXPECT_TRUE(Conflicts[0].Error);
  EXPECT_EQ(Conflicts[0].Line, 5u);
  EXPECT_NE(Conflicts[0].Message.find("pointer 'p'"), std::string::npos) << Conflicts[0].Message;
  EXPECT_NE(Conflicts[0].Message.find("global"), std::string::npos) << Conflicts[0].Message;
  EXPECT_NE(Conflicts[0].Message.find("local (__shared__)"), std::string::npos)
      << Conflicts[0].Message;
  // The first fact stays.
  ASSERT_TRUE(A->instance("k"));
  BodyIndex Body(A->function("k"));
  EXPECT_EQ(A->instance("k")->Spaces->variable(Body.var("p")), AddressSpace::Global);
}

TEST(AddressSpaces, ConditionalBetweenTwoSpacesIsAConflict) {
  auto A = analyse(R"(
__global__ void k(float *out, int n) {
  __shared__ float tile[32];
  float *same = n ? out : out + 1;
  float *both = n ? out : tile;
  out[0] = *same + *both;
}
)");
  ASSERT_TRUE(A->Unit);
  std::vector<Reported> Conflicts = A->Diagnostics->named("address-space-conflict");
  ASSERT_EQ(Conflicts.size(), 1u);
  EXPECT_EQ(Conflicts[0].Line, 5u) << Conflicts[0].Message;
  EXPECT_NE(Conflicts[0].Message.find("the result of ?:"), std::string::npos)
      << Conflicts[0].Message;
  ASSERT_TRUE(A->instance("k"));
  BodyIndex Body(A->function("k"));
  EXPECT_EQ(A->instance("k")->Spaces->variable(Body.var("same")), AddressSpace::Global);
}

TEST(AddressSpaces, EnvironmentDerivesSpacesOfExpressions) {
  auto A = analyse(R"(
__device__ float *where();
__device__ float f(float *p, int i) {
  float *q = p + i;
  float *r = (i ? p : 0);
  float *z = 0;
  float *w = where();
  return *q + *r + *z + *w;
}
)",
                   /*BuildProgram=*/false);
  ASSERT_TRUE(A->Unit);
  BodyIndex Body(A->function("f"));
  const VarDecl *P = Body.var("p");
  int Resolved = 0;
  AddressSpaceEnvironment Env([&](const CallExpr *) {
    ++Resolved;
    return AddressSpace::Constant;
  });
  EXPECT_EQ(Env.variable(P), AddressSpace::Unknown);
  Env.set(P, AddressSpace::Local);
  EXPECT_EQ(Env.variable(P), AddressSpace::Local);
  EXPECT_EQ(Env.pointeeSpace(Body.var("q")->getInit()), AddressSpace::Local) << "p + i";
  EXPECT_EQ(Env.pointeeSpace(Body.var("r")->getInit()), AddressSpace::Local) << "i ? p : 0";
  EXPECT_EQ(Env.pointeeSpace(Body.var("z")->getInit()), AddressSpace::Any) << "a null pointer";
  EXPECT_EQ(Resolved, 0);
  EXPECT_EQ(Env.pointeeSpace(Body.var("w")->getInit()), AddressSpace::Constant)
      << "a call: what the resolver says";
  EXPECT_EQ(Resolved, 1);
  // `*w` is stored where w points: the environment holds w's space only once it is set (the
  // inference in DeviceProgram sets it from the initialiser).
  const auto *Return =
      cast<ReturnStmt>(cast<CompoundStmt>(A->function("f")->getBody())->body_back());
  const auto *Sum = cast<BinaryOperator>(Return->getRetValue()->IgnoreParenImpCasts());
  const Expr *Deref = Sum->getRHS()->IgnoreParenImpCasts(); // *w
  EXPECT_EQ(Env.storageSpace(Deref), AddressSpace::Unknown);
  Env.set(Body.var("w"), AddressSpace::Global);
  EXPECT_EQ(Env.storageSpace(Deref), AddressSpace::Global);
  EXPECT_EQ(Env.storageSpace(Body.ref("i")), AddressSpace::Private);
}

TEST(AddressSpaces, DeviceFunctionGetsOneSpecialisationPerArgumentSpace) {
  auto A = analyse(R"(
__device__ float first(const float *p) { return p[0]; }
__device__ float only(const float *p) { return p[1]; }
__global__ void k(float *out) {
  __shared__ float tile[32];
  out[0] = first(out) + first(tile) + only(out) + only(out + 1);
}
)");
  ASSERT_TRUE(A->Unit);
  EXPECT_EQ(A->names(), (std::vector<std::string>{"first_global", "first_local", "only", "k"}));
  ASSERT_TRUE(A->instance("first_local"));
  EXPECT_EQ(A->instance("first_local")->ParamSpaces,
            std::vector<AddressSpace>{AddressSpace::Local});
  EXPECT_FALSE(A->instance("first_local")->IsKernel);
  ASSERT_TRUE(A->instance("only"));
  EXPECT_EQ(A->instance("only")->ParamSpaces, std::vector<AddressSpace>{AddressSpace::Global});
  // Each call reaches its own specialisation.
  const FunctionInstance *K = A->instance("k");
  ASSERT_TRUE(K);
  BodyIndex Body(K->Decl);
  EXPECT_EQ(K->Callees.lookup(Body.call("first", 0)), A->instance("first_global"));
  EXPECT_EQ(K->Callees.lookup(Body.call("first", 1)), A->instance("first_local"));
}

TEST(DeviceProgram, KernelsInNamespacesAndLinkageBlocksAreKernels) {
  auto A = analyse(R"(
namespace outer { namespace { __global__ void hidden(int *p) { p[0] = 1; } } }
extern "C" { __global__ void plain(int *p) { p[0] = 2; } }
namespace outer { template <int N> __global__ void add(int *p) { p[0] += N; } }
void host(int *p) { outer::add<3><<<1, 1>>>(p); }
)");
  ASSERT_TRUE(A->Unit);
  EXPECT_EQ(A->names(), (std::vector<std::string>{"hidden", "plain", "add_3"}));
  for (const auto &F : A->Program.Functions)
    EXPECT_TRUE(F->IsKernel) << F->Name;
}

TEST(DeviceProgram, ALaunchOfAKernelThatIsNotEmittedIsReported) {
  auto A = analyse("__global__ void present(int *p) { p[0] = 1; }\n");
  ASSERT_TRUE(A->Unit);
  clang::SourceLocation Launch = A->context().getSourceManager().getLocForStartOfFile(
      A->context().getSourceManager().getMainFileID());
  HostRequests Requests;
  Requests.LaunchedKernels = {{"present", Launch}, {"missing", Launch}};
  checkLaunchedKernels(A->Program, Requests, *A->Reporter);
  std::vector<Reported> Errors = A->Diagnostics->named("host-code-not-rewritable");
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_NE(Errors[0].Message.find("the launch of 'missing'"), std::string::npos);
}

TEST(FunctionNames, KernelExportSymbolsAreLinkageNames) {
  auto A = analyse(R"(
__global__ void fill(int *p, int v) { p[0] = v; }
namespace ops { __global__ void negate(int *p) { p[1] = -p[1]; } }
extern "C" __global__ void plain(int *p) { p[0] = 0; }
template <class T> __global__ void twice(T *p) { p[0] *= 2; }
template __global__ void twice<float>(float *);
)");
  ASSERT_TRUE(A->Unit);
  std::map<std::string, std::string> Symbols;
  for (const auto &F : A->Program.Functions)
    if (F->IsKernel)
      Symbols[F->Decl->getQualifiedNameAsString() + "/" + F->Name] = kernelExportSymbol(F->Decl);
  // Parameters and namespaces are part of the symbol, as for CUDA's linker; C linkage keeps
  // the plain name.
  EXPECT_EQ(Symbols["fill/fill"], "cu2cl_kernel_Z4fillPii");
  EXPECT_EQ(Symbols["ops::negate/negate"], "cu2cl_kernel_ZN3ops6negateEPi");
  EXPECT_EQ(Symbols["plain/plain"], "cu2cl_kernel_c_plain");
  EXPECT_EQ(Symbols["twice/twice_float"], "cu2cl_kernel_Z5twiceIfEvPT_");
}

TEST(AddressSpaces, ReturnedPointerKeepsItsArgumentsSpace) {
  auto A = analyse(R"(
__device__ float *advance(float *p, int n) { return p + n; }
__global__ void k(float *out) {
  __shared__ float tile[32];
  float *s = advance(tile, 2);
  float *g = advance(out, 1);
  *g = *s;
}
)");
  ASSERT_TRUE(A->Unit);
  ASSERT_TRUE(A->instance("advance_local"));
  EXPECT_EQ(A->instance("advance_local")->ReturnSpace, AddressSpace::Local);
  ASSERT_TRUE(A->instance("advance_global"));
  EXPECT_EQ(A->instance("advance_global")->ReturnSpace, AddressSpace::Global);
  const FunctionInstance *K = A->instance("k");
  ASSERT_TRUE(K);
  BodyIndex Body(K->Decl);
  EXPECT_EQ(K->Spaces->variable(Body.var("s")), AddressSpace::Local);
  EXPECT_EQ(K->Spaces->variable(Body.var("g")), AddressSpace::Global);
}

// ---------------------------------------------------------------------------------------------
// Uniformity: the primitives

TEST(Uniformity, BlockBarriersAndSynchronizingCalls) {
  auto A = analyse(R"(
__device__ void wait() { __syncthreads(); }
__device__ float twice(float x) { return 2 * x; }
__global__ void k(float *out, int v) {
  __syncthreads();
  int any = __syncthreads_or(v);
  __syncwarp();
  int lane = __shfl_sync(0xffffffffu, v, 0);
  float root = sqrtf(out[0]);
  wait();
  out[0] = twice(root) + any + lane;
}
)");
  ASSERT_TRUE(A->Unit);
  const FunctionInstance *K = A->instance("k");
  ASSERT_TRUE(K);
  BodyIndex Body(K->Decl);
  auto Callee = [&](llvm::StringRef Name) { return Body.call(Name)->getDirectCallee(); };

  EXPECT_TRUE(isBlockBarrier(Callee("__syncthreads")));
  EXPECT_TRUE(isBlockBarrier(Callee("__syncthreads_or")));
  EXPECT_FALSE(isBlockBarrier(Callee("__syncwarp"))) << "a warp's barrier, not the block's";
  EXPECT_FALSE(isBlockBarrier(Callee("__shfl_sync")));
  EXPECT_FALSE(isBlockBarrier(Callee("sqrtf")));
  EXPECT_FALSE(isBlockBarrier(nullptr));

  ASSERT_TRUE(mappedPrimitive(Callee("__syncthreads")));
  EXPECT_EQ(mappedPrimitive(Callee("__syncthreads"))->Symbol, "barrier");
  ASSERT_TRUE(mappedPrimitive(Callee("__shfl_sync")));
  EXPECT_EQ(mappedPrimitive(Callee("__shfl_sync"))->Symbol, "cu2cl_shfl_sync");
  EXPECT_EQ(mappedPrimitive(Callee("sqrtf")), nullptr);
  EXPECT_EQ(mappedPrimitive(Callee("twice")), nullptr);

  for (llvm::StringRef Name : {"__syncthreads", "__syncthreads_or", "__syncwarp", "__shfl_sync"})
    EXPECT_TRUE(isSynchronizingCall(Body.call(Name), *K)) << Name.str();
  EXPECT_FALSE(isSynchronizingCall(Body.call("sqrtf"), *K));
  EXPECT_TRUE(isSynchronizingCall(Body.call("wait"), *K)) << "its callee has a barrier";
  EXPECT_FALSE(isSynchronizingCall(Body.call("twice"), *K));
}

TEST(Uniformity, DivisorIsSafeOnlyForConstantsThatCannotTrap) {
  auto A = analyse(R"(
__global__ void k(int *out, unsigned *u, float *f, long long *l, int n) {
  int a = n / 4;
  int b = n % 0;
  int c = n / -1;
  int d = n / n;
  unsigned e = u[0] / 0xffffffffu;
  float g = f[0] / n;
  int h = n / warpSize;
  long long m = l[0] / -1LL;
  int q = n / (2 + 2);
  out[0] = a + b + c + d + e + g + h + m + q;
}
)");
  ASSERT_TRUE(A->Unit);
  BodyIndex Body(A->function("k"));
  auto Safe = [&](llvm::StringRef Var) {
    const auto *Division = cast<BinaryOperator>(Body.var(Var)->getInit()->IgnoreParenImpCasts());
    return divisorIsSafe(Division, A->context());
  };
  EXPECT_TRUE(Safe("a")) << "n / 4";
  EXPECT_FALSE(Safe("b")) << "n % 0";
  EXPECT_FALSE(Safe("c")) << "n / -1 overflows for INT_MIN";
  EXPECT_FALSE(Safe("d")) << "n / n: a variable";
  EXPECT_TRUE(Safe("e")) << "an unsigned all-ones divisor cannot overflow";
  EXPECT_TRUE(Safe("g")) << "a floating division";
  EXPECT_TRUE(Safe("h")) << "CUDA's warpSize";
  EXPECT_FALSE(Safe("m")) << "l / -1LL";
  EXPECT_TRUE(Safe("q")) << "a constant expression";
}

TEST(Uniformity, SafeToEvaluateReadsNoMemoryAndCannotTrap) {
  auto A = analyse(R"(
__global__ void k(int *out, float x, int n) {
  int arith = n * 2 + (n > 3 ? 1 : 0);
  float math = sqrtf(x) + fabsf(x);
  int load = out[n];
  int deref = *out;
  int *address = &out[n];
  int divide = 10 / n;
  int halve = n / 2;
  int old = atomicAdd(out, 1);
  int lane = __shfl_sync(0xffffffffu, n, 0);
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  int step = n++;
  out[0] = arith + math + load + deref + *address + divide + halve + old + lane + tid + step;
}
)");
  ASSERT_TRUE(A->Unit);
  const FunctionInstance *K = A->instance("k");
  ASSERT_TRUE(K);
  BodyIndex Body(K->Decl);
  auto Safe = [&](llvm::StringRef Var) {
    return isSafeToEvaluate(Body.var(Var)->getInit(), A->context(), *K);
  };
  EXPECT_TRUE(Safe("arith"));
  EXPECT_TRUE(Safe("math")) << "pure built-ins";
  EXPECT_FALSE(Safe("load")) << "reads memory";
  EXPECT_FALSE(Safe("deref")) << "reads memory";
  EXPECT_TRUE(Safe("address")) << "only computes an address";
  EXPECT_FALSE(Safe("divide")) << "may divide by zero";
  EXPECT_TRUE(Safe("halve"));
  EXPECT_FALSE(Safe("old")) << "an atomic writes memory";
  EXPECT_FALSE(Safe("lane")) << "a primitive takes the scratch buffer";
  EXPECT_TRUE(Safe("tid"));
  EXPECT_FALSE(Safe("step")) << "has a side effect";
  // An expression the caller already evaluated (a hoisted call) is safe.
  const Expr *Load = Body.var("load")->getInit();
  EXPECT_TRUE(isSafeToEvaluate(Load, A->context(), *K, [&](const Expr *E) { return E == Load; }));
}

// ---------------------------------------------------------------------------------------------
// Uniformity: which values vary

/// The uniformity facts of kernel "k" of \p Source (which must synchronise).
struct KernelFacts {
  std::unique_ptr<Analysed> A;
  const FunctionInstance *K = nullptr;
  std::unique_ptr<BodyIndex> Body;

  bool varying(llvm::StringRef Var) const { return K->Varying->isVarying(Body->ref(Var)); }
  /// Whether Var varies as CUDA runs the kernel, with reads of shared memory after a barrier
  /// the same in all threads (the facts the warnings go by).
  bool varyingInCuda(llvm::StringRef Var) const {
    Divergence Cuda(*K, A->context(), Divergence::SharedReads::ByBarrierIntervals);
    return Cuda.isVarying(Body->ref(Var));
  }
};

KernelFacts kernelFacts(const std::string &Source, llvm::StringRef Name = "k") {
  KernelFacts Facts;
  Facts.A = analyse(Source);
  if (!Facts.A->Unit)
    return Facts;
  Facts.K = Facts.A->instance(Name);
  EXPECT_TRUE(Facts.K) << "no function " << Name.str();
  if (!Facts.K)
    return Facts;
  EXPECT_TRUE(Facts.K->Synchronizing);
  EXPECT_TRUE(Facts.K->Varying) << "a synchronising function has its divergence facts";
  Facts.Body = std::make_unique<BodyIndex>(Facts.K->Decl);
  return Facts;
}

TEST(Uniformity, ThreadIndexValuesVaryBlockValuesDoNot) {
  KernelFacts F = kernelFacts(R"(
__global__ void k(int *out, int n) {
  int t = threadIdx.x;
  int b = blockIdx.x;
  int size = blockDim.x * gridDim.x;
  int global = b * blockDim.x + t;
  int scaled = n * 2;
  int copy = global;
  __syncthreads();
  out[0] = t + b + size + global + scaled + copy;
}
)");
  ASSERT_TRUE(F.K && F.K->Varying);
  EXPECT_TRUE(F.varying("t"));
  EXPECT_FALSE(F.varying("b"));
  EXPECT_FALSE(F.varying("size"));
  EXPECT_TRUE(F.varying("global"));
  EXPECT_FALSE(F.varying("n")) << "a kernel's parameters are the same for every work-item";
  EXPECT_FALSE(F.varying("scaled"));
  EXPECT_TRUE(F.varying("copy")) << "a copy of a varying value";
  EXPECT_TRUE(F.K->Varying->isVarying(F.Body->var("global")->getInit()));
}

TEST(Uniformity, ValuesAssignedUnderVaryingControlVary) {
  KernelFacts F = kernelFacts(R"(
__global__ void k(int *out, int n) {
  int underThread = 0;
  if (threadIdx.x < 16)
    underThread = 1;
  int underBlock = 0;
  if (blockIdx.x < 16)
    underBlock = 1;
  int inLoop = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    inLoop += 1;
  int chosen = threadIdx.x & 1 ? 2 : 3;
  int whileCount = 0;
  while (whileCount < n)
    ++whileCount;
  __syncthreads();
  out[0] = underThread + underBlock + inLoop + chosen + whileCount;
}
)");
  ASSERT_TRUE(F.K && F.K->Varying);
  EXPECT_TRUE(F.varying("underThread"));
  EXPECT_FALSE(F.varying("underBlock"));
  EXPECT_TRUE(F.varying("i"));
  EXPECT_TRUE(F.varying("inLoop")) << "the trip count differs between work-items";
  EXPECT_TRUE(F.varying("chosen"));
  EXPECT_FALSE(F.varying("whileCount")) << "a loop whose condition is uniform";
}

TEST(Uniformity, ValuesAfterAVaryingExitVary) {
  KernelFacts F = kernelFacts(R"(
__global__ void k(int *out, int n) {
  int before = 1;
  int leftEarly = 0;
  for (int i = 0; i < n; ++i) {
    if (threadIdx.x == i)
      break;
    leftEarly = i;
  }
  if (threadIdx.x >= n)
    return;
  int after = 2;
  __syncthreads();
  out[0] = before + leftEarly + after;
}
)");
  ASSERT_TRUE(F.K && F.K->Varying);
  EXPECT_FALSE(F.varying("before"));
  EXPECT_TRUE(F.varying("leftEarly")) << "assigned in a loop that some work-items leave";
  EXPECT_TRUE(F.varying("after")) << "assigned only by work-items that did not return";
}

TEST(Uniformity, WarpPrimitiveResultsVaryBlockVotesDoNot) {
  KernelFacts F = kernelFacts(R"(
__global__ void k(int *out, int n) {
  int shuffled = __shfl_sync(0xffffffffu, n, 0);
  unsigned ballot = __ballot_sync(0xffffffffu, n > 2);
  unsigned active = __activemask();
  int every = __syncthreads_and(n > 2);
  int count = __syncthreads_count(n);
  int anyLow = __syncthreads_or(threadIdx.x < 3);
  int old = atomicAdd(out, 1);
  float root = sqrtf((float)n);
  out[0] = shuffled + ballot + active + every + count + anyLow + old + root;
}
)");
  ASSERT_TRUE(F.K && F.K->Varying);
  EXPECT_TRUE(F.varying("shuffled")) << "a warp primitive gives each lane its own result";
  EXPECT_TRUE(F.varying("ballot"));
  EXPECT_TRUE(F.varying("active"));
  EXPECT_FALSE(F.varying("every")) << "a block vote is the same for the whole block";
  EXPECT_FALSE(F.varying("count"));
  EXPECT_FALSE(F.varying("anyLow")) << "a block vote is one value even of a varying predicate";
  EXPECT_TRUE(F.varying("old")) << "each atomic returns what it found";
  EXPECT_FALSE(F.varying("root")) << "pure math of uniform values";
}

TEST(Uniformity, UserFunctionResultsVaryAndDeviceFunctionParametersVary) {
  KernelFacts F = kernelFacts(R"(
__device__ int index() { return 0; }
__device__ int twice(int v) {
  int local = 2;
  __syncthreads();
  return v * local;
}
__global__ void k(int *out) {
  int fromCall = index();
  out[0] = twice(fromCall);
}
)");
  ASSERT_TRUE(F.K && F.K->Varying);
  EXPECT_TRUE(F.varying("fromCall")) << "a user function may read the thread index";
  const FunctionInstance *Twice = F.A->instance("twice");
  ASSERT_TRUE(Twice && Twice->Varying);
  BodyIndex Body(Twice->Decl);
  EXPECT_TRUE(Twice->Varying->isVarying(Body.ref("v")))
      << "without interprocedural facts a parameter may vary";
  EXPECT_FALSE(Twice->Varying->isVarying(Body.ref("local")));
}

TEST(Uniformity, AddressTakenOrWrittenVariables) {
  KernelFacts F = kernelFacts(R"(
__device__ void set(int &r) { r = 1; }
__global__ void k(int *out, int n) {
  int pointed = 0;
  int *p = &pointed;
  int incremented = 0;
  incremented++;
  int bound = 0;
  set(bound);
  int referenced = 0;
  int &alias = referenced;
  int untouched = n;
  int array[2] = {0, 0};
  array[threadIdx.x & 1] = 1;
  __syncthreads();
  out[0] = *p + pointed + incremented + bound + alias + untouched + array[0];
}
)");
  ASSERT_TRUE(F.K && F.K->Varying);
  const Divergence &D = *F.K->Varying;
  EXPECT_TRUE(F.varying("pointed")) << "written through a pointer: assumed to vary";
  EXPECT_TRUE(D.isWrittenAfterDeclaration(F.Body->var("pointed")));
  EXPECT_TRUE(D.isWrittenAfterDeclaration(F.Body->var("incremented")));
  EXPECT_FALSE(F.varying("incremented"));
  EXPECT_TRUE(D.isWrittenAfterDeclaration(F.Body->var("bound"))) << "a reference parameter";
  EXPECT_TRUE(D.isWrittenAfterDeclaration(F.Body->var("referenced"))) << "a reference variable";
  EXPECT_FALSE(D.isWrittenAfterDeclaration(F.Body->var("untouched")));
  EXPECT_FALSE(F.varying("untouched"));
  EXPECT_TRUE(F.varying("array")) << "an element written at a varying index";
}

TEST(Uniformity, SharedReadsWithNoWriteInTheirIntervalDoNotVary) {
  KernelFacts F = kernelFacts(R"(
__global__ void k(int *out, int n) {
  __shared__ int fetched, racy, later, counted, tile[64];
  extern __shared__ int dynamic[];
  if (threadIdx.x == 0) {
    fetched = n * 2;
    racy = 1;
    counted = 0;
  }
  tile[threadIdx.x] = threadIdx.x;
  dynamic[threadIdx.x] = 1;
  int sameInterval = racy;
  int readBeforeWrite = later;
  if (threadIdx.x == 0)
    later = 3;
  __syncthreads();
  atomicAdd(&counted, 1);
  int afterBarrier = fetched;
  int element = tile[5];
  int ownElement = tile[threadIdx.x];
  int addressTaken = counted;
  int externArray = dynamic[0];
  __shared__ int pair[2];
  if (threadIdx.x == 0)
    pair[1] = n;
  __syncthreads();
  int second = pair[1];
  if (threadIdx.x == 0)
    pair[0] = second;
  int first = pair[0];
  out[0] = sameInterval + readBeforeWrite + afterBarrier + element + ownElement +
           addressTaken + externArray + first + second;
}
)");
  ASSERT_TRUE(F.K && F.K->Varying);
  EXPECT_FALSE(F.varyingInCuda("afterBarrier")) << "written by one thread before the barrier";
  EXPECT_TRUE(F.varying("afterBarrier")) << "the uniform rewrite takes a shared write to vary";
  EXPECT_FALSE(F.varyingInCuda("element")) << "every thread wrote its element before the barrier";
  EXPECT_TRUE(F.varyingInCuda("ownElement")) << "a varying index";
  EXPECT_TRUE(F.varyingInCuda("sameInterval")) << "the write may come before or after the read";
  EXPECT_TRUE(F.varyingInCuda("readBeforeWrite")) << "thread 0 may write before the others read";
  EXPECT_TRUE(F.varyingInCuda("addressTaken")) << "written through its address";
  EXPECT_TRUE(F.varyingInCuda("externArray")) << "extern __shared__ arrays alias each other";
  EXPECT_FALSE(F.varyingInCuda("second")) << "its interval writes another element only";
  EXPECT_TRUE(F.varyingInCuda("first")) << "thread 0 writes the element in the read's interval";
}

TEST(Uniformity, OnlyBarriersThatEveryThreadReachesSeparateSharedWrites) {
  KernelFacts F = kernelFacts(R"(
__global__ void k(int *out, int n) {
  __shared__ int guarded, queue;
  if (threadIdx.x == 0)
    guarded = n;
  if (threadIdx.x < 32)
    __syncthreads();
  int pastDivergentBarrier = guarded;
  if (threadIdx.x == 0)
    queue = atomicAdd(out, 1);
  __syncthreads();
  int taken = 0;
  while (queue < n) {
    __syncthreads();
    if (threadIdx.x == 0)
      queue = atomicAdd(out, 1);
    __syncthreads();
    taken += queue;
  }
  out[1 + threadIdx.x] = pastDivergentBarrier + taken;
}
)");
  ASSERT_TRUE(F.K && F.K->Varying);
  EXPECT_TRUE(F.varyingInCuda("pastDivergentBarrier")) << "threads 32 and up do not wait";
  EXPECT_FALSE(F.varyingInCuda("taken")) << "a work queue that thread 0 fills between barriers";
}

TEST(Uniformity, AFullMaskInAWorkQueueLoopIsNoWarning) {
  auto A = analyse(R"(
__global__ void queue(int *head, int *out) {
  __shared__ int item;
  if (threadIdx.x == 0)
    item = atomicAdd(head, 1);
  __syncthreads();
  while (item < 64) {
    out[item * blockDim.x + threadIdx.x] = __shfl_xor_sync(0xffffffffu, item, 1);
    __syncthreads();
    if (threadIdx.x == 0)
      item = atomicAdd(head, 1);
    __syncthreads();
  }
}
__global__ void racing(int *head, int *out) {
  __shared__ int item;
  if (threadIdx.x == 0)
    item = atomicAdd(head, 1);
  while (item < 64) {
    out[threadIdx.x] = __shfl_xor_sync(0xffffffffu, item, 1);
    __syncthreads();
    if (threadIdx.x == 0)
      item = atomicAdd(head, 1);
  }
}
)");
  ASSERT_TRUE(A->Unit);
  const FunctionInstance *Queue = A->instance("queue");
  ASSERT_TRUE(Queue);
  EXPECT_TRUE(Queue->Uniformize) << "PoCL needs the rewrite's loop votes";
  auto Warnings = A->Diagnostics->named("warp-mask-undefined");
  ASSERT_EQ(Warnings.size(), 1u) << "only racing reads item with no barrier after the write";
}

TEST(Uniformity, VaryingControlIsTheInnermostVaryingCondition) {
  KernelFacts F = kernelFacts(R"(
__global__ void k(int *out, int n) {
  if (blockIdx.x == 0) {
    if (threadIdx.x < 16) {
      if (n > 2)
        __syncthreads();
    }
  }
  if (n > 1)
    __syncthreads();
  if (threadIdx.x < 4 && __syncthreads_or(n))
    out[0] = 1;
}
)");
  ASSERT_TRUE(F.K && F.K->Varying);
  const Divergence &D = *F.K->Varying;
  const CallExpr *Nested = F.Body->call("__syncthreads", 0);
  const Stmt *Control = D.varyingControl(Nested);
  ASSERT_TRUE(Control);
  EXPECT_EQ(Control, F.Body->binary("<", 0)) << "threadIdx.x < 16, not n > 2 nor blockIdx.x == 0";
  EXPECT_TRUE(D.underVaryingControl(Nested));
  EXPECT_FALSE(D.underVaryingControl(F.Body->call("__syncthreads", 1)));
  EXPECT_EQ(D.varyingControl(F.Body->call("__syncthreads_or")), F.Body->binary("<", 1))
      << "the right side of && runs where its left side holds";
}

TEST(Uniformity, CountedLoopsKeepTheirShape) {
  KernelFacts F = kernelFacts(R"(
__global__ void k(int *out, int n) {
  if (threadIdx.x < 16) {
    for (int i = 0; i < 4; ++i)
      __syncthreads();
  }
  for (int j = threadIdx.x; j < n; j += blockDim.x)
    __syncthreads();
  for (int m = 0; m < n; ++m) {
    m += out[m];
    __syncthreads();
  }
  for (int d = 8; d > 0; d /= 2)
    __syncthreads();
  for (int z = 8; z > 0; z /= n)
    __syncthreads();
}
)");
  ASSERT_TRUE(F.K && F.K->Varying);
  const Divergence &D = *F.K->Varying;
  EXPECT_TRUE(D.isCountedLoop(F.Body->loop(0)));
  EXPECT_FALSE(F.varying("i")) << "a counted loop under a varying if keeps its uniform counter";
  EXPECT_TRUE(D.isCountedLoop(F.Body->loop(1))) << "a safe initialiser, even if it varies";
  EXPECT_TRUE(F.varying("j"));
  EXPECT_FALSE(D.isCountedLoop(F.Body->loop(2))) << "its body assigns the counter too";
  EXPECT_TRUE(D.isCountedLoop(F.Body->loop(3)));
  EXPECT_FALSE(D.isCountedLoop(F.Body->loop(4))) << "its step may divide by zero";
}

// ---------------------------------------------------------------------------------------------
// Uniformity: what the uniform rewrite must transform

TEST(Uniformity, KernelsThatSynchroniseUnderDivergenceAreUniformized) {
  auto A = analyse(R"(
__global__ void plain(float *out) { out[threadIdx.x] = 1; }
__global__ void top(float *out) {
  out[threadIdx.x] = 1;
  __syncthreads();
}
__global__ void underIf(float *out) {
  if (threadIdx.x < 16)
    __syncthreads();
}
__global__ void underBlockIf(float *out) {
  if (blockIdx.x < 16)
    __syncthreads();
}
__global__ void afterReturn(float *out, int n) {
  if (threadIdx.x >= n)
    return;
  __syncthreads();
  out[threadIdx.x] = 0;
}
__global__ void breakOut(float *out, int n) {
  for (int i = 0; i < n; ++i) {
    if (out[i] > threadIdx.x)
      break;
    out[i] = 0;
  }
  __syncthreads();
}
)");
  ASSERT_TRUE(A->Unit);
  struct Expected {
    const char *Name;
    bool Synchronizing, Uniformize, UsesScratch;
  };
  for (const Expected &E :
       {Expected{"plain", false, false, false}, Expected{"top", true, false, false},
        Expected{"underIf", true, true, true}, Expected{"underBlockIf", true, false, false},
        Expected{"afterReturn", true, true, true}, Expected{"breakOut", true, true, true}}) {
    SCOPED_TRACE(E.Name);
    const FunctionInstance *F = A->instance(E.Name);
    ASSERT_TRUE(F);
    EXPECT_EQ(F->Synchronizing, E.Synchronizing);
    EXPECT_EQ(F->Uniformize, E.Uniformize);
    EXPECT_EQ(F->UsesScratch, E.UsesScratch);
    EXPECT_EQ(F->Varying != nullptr, E.Synchronizing);
  }
  EXPECT_TRUE(A->Diagnostics->named("divergent-barrier").empty());
}

TEST(Uniformity, SynchronisationAndScratchReachCallers) {
  auto A = analyse(R"(
__device__ int vote(int v) { return __syncthreads_or(v); }
__device__ int viaVote(int v) { return vote(v) + 1; }
__device__ int pure(int v) { return v + 1; }
__global__ void k(int *out) { out[0] = viaVote(out[1]) + pure(2); }
)");
  ASSERT_TRUE(A->Unit);
  for (const char *Name : {"vote", "viaVote", "k"}) {
    SCOPED_TRACE(Name);
    const FunctionInstance *F = A->instance(Name);
    ASSERT_TRUE(F);
    EXPECT_TRUE(F->Synchronizing);
    EXPECT_TRUE(F->UsesScratch);
  }
  ASSERT_TRUE(A->instance("vote"));
  EXPECT_TRUE(A->instance("vote")->Uniformize) << "a __device__ function may be reached by "
                                                  "some work-items only";
  EXPECT_FALSE(A->instance("k")->Uniformize);
  const FunctionInstance *Pure = A->instance("pure");
  ASSERT_TRUE(Pure);
  EXPECT_FALSE(Pure->Synchronizing);
  EXPECT_FALSE(Pure->UsesScratch);
  EXPECT_FALSE(Pure->Uniformize);
}

TEST(Uniformity, FullMaskUnderVaryingConditionIsReported) {
  auto A = analyse(R"(
__global__ void k(int *out) {
  int v = out[threadIdx.x];
  if (threadIdx.x < 16)
    v = __shfl_sync(0xffffffffu, v, 0);
  if (threadIdx.x < 8)
    v += __shfl_sync(0xffu, v, 0);
  out[threadIdx.x] = __shfl_sync(0xffffffffu, v, 1);
}
)");
  ASSERT_TRUE(A->Unit);
  std::vector<Reported> Warnings = A->Diagnostics->named("warp-mask-undefined");
  ASSERT_EQ(Warnings.size(), 1u);
  EXPECT_FALSE(Warnings[0].Error);
  EXPECT_EQ(Warnings[0].Line, 5u);
  EXPECT_NE(Warnings[0].Message.find("__shfl_sync"), std::string::npos) << Warnings[0].Message;
  EXPECT_NE(Warnings[0].Message.find("(the condition on line 4)"), std::string::npos)
      << Warnings[0].Message;
}

TEST(Uniformity, BarrierInAForHeaderUnderDivergenceIsReported) {
  auto A = analyse(R"(
__global__ void k(int *out, int n) {
  if (threadIdx.x < 16)
    return;
  for (int i = __syncthreads_count(n); i < n; ++i)
    out[i] = 0;
}
)");
  ASSERT_TRUE(A->Unit);
  std::vector<Reported> Errors = A->Diagnostics->named("divergent-barrier");
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_TRUE(Errors[0].Error);
  EXPECT_EQ(Errors[0].Line, 5u);
  EXPECT_NE(Errors[0].Message.find("__syncthreads_count()"), std::string::npos)
      << Errors[0].Message;
  EXPECT_NE(Errors[0].Message.find("it is in the header of a for loop"), std::string::npos)
      << Errors[0].Message;
}

// ---------------------------------------------------------------------------------------------
// Names

TEST(FunctionNames, PlainReservedAndTemplateInstantiations) {
  auto A = analyse(R"(
struct IsPositive {
  __device__ bool operator()(int v) const { return v > 0; }
};
template <typename T> struct Pair { T a, b; };
enum Mode { Fast, Slow };
template <typename T, typename P> __global__ void compactK(T *data, P pred) {}
void launch(int *d, unsigned *u, Pair<float> *pairs) {
  compactK<<<1, 1>>>(d, IsPositive());
  compactK<<<1, 1>>>(u, pairs);
}
template <unsigned N, bool Last, int Offset> __device__ int unrolled() { return N; }
template <typename T> __device__ T dot(T a, T b) { return a * b; }
template <typename... Ts> __device__ int count(Ts... values) { return sizeof...(values); }
template <Mode M> __device__ int mode() { return M; }
template <unsigned N> __device__ unsigned id() { return N; }
template <int N> __device__ int sid() { return N; }
__device__ float sign(float x) { return x < 0 ? -1 : 1; }
__device__ float plain(float x) { return x; }
__global__ void k(int *out) {
  out[0] = unrolled<256, true, -1>() + dot(1u, 2u) + count(1.0f, 'c', 2LL, out) + mode<Slow>();
  out[1] = sign(2.0f) + plain(1.0f);
  out[2] = id<1u>() + id<4294967295u>() + id<2147483648u>() + sid<-2147483647 - 1>();
}
)",
                   /*BuildProgram=*/false);
  ASSERT_TRUE(A->Unit);
  BodyIndex Body(A->function("k"));
  auto Name = [&](llvm::StringRef Callee) {
    return openclFunctionName(Body.call(Callee)->getDirectCallee());
  };
  EXPECT_EQ(Name("plain"), "plain");
  EXPECT_EQ(Name("sign"), "sign_") << "OpenCL reserves sign";
  BodyIndex Launch(A->function("launch"));
  EXPECT_EQ(openclFunctionName(Launch.call("compactK", 0)->getDirectCallee()),
            "compactK_int_IsPositive");
  EXPECT_EQ(openclFunctionName(Launch.call("compactK", 1)->getDirectCallee()),
            "compactK_uint_Pair_floatp");
  EXPECT_EQ(Name("unrolled"), "unrolled_256_true_m1");
  EXPECT_EQ(Name("dot"), "dot__uint") << "reserved, then the template argument";
  EXPECT_EQ(Name("count"), "count_float_char_long_intp") << "a pack, one fragment per element";
  EXPECT_EQ(Name("mode"), "mode_1") << "an enumerator is its value";
  // An unsigned value with its top bit set is no negative number (two instances named id_1
  // collided in the .cl).
  EXPECT_EQ(openclFunctionName(Body.call("id", 0)->getDirectCallee()), "id_1");
  EXPECT_EQ(openclFunctionName(Body.call("id", 1)->getDirectCallee()), "id_4294967295");
  EXPECT_EQ(openclFunctionName(Body.call("id", 2)->getDirectCallee()), "id_2147483648");
  EXPECT_EQ(Name("sid"), "sid_m2147483648");
}

TEST(FunctionNames, EachKernelInstantiationIsAKernel) {
  auto A = analyse(R"(
struct IsPositive {
  __device__ bool operator()(int v) const { return v > 0; }
};
template <typename T, typename P> __global__ void compactK(T *data, P pred) {
  data[threadIdx.x] = pred(data[threadIdx.x]);
}
template <typename T> __global__ void unused(T *data) {}
void launch(int *d, float *f) {
  compactK<<<1, 32>>>(d, IsPositive());
  compactK<<<1, 32>>>(f, IsPositive());
}
)");
  ASSERT_TRUE(A->Unit);
  EXPECT_EQ(A->names(), (std::vector<std::string>{"IsPositive_call", "compactK_int_IsPositive",
                                                  "compactK_float_IsPositive"}));
  for (const char *Name : {"compactK_int_IsPositive", "compactK_float_IsPositive"}) {
    SCOPED_TRACE(Name);
    ASSERT_TRUE(A->instance(Name));
    EXPECT_TRUE(A->instance(Name)->IsKernel);
  }
  ASSERT_TRUE(A->instance("IsPositive_call"));
  EXPECT_FALSE(A->instance("IsPositive_call")->HasSelf) << "a stateless functor";
}

TEST(FunctionNames, MembersAndCallOperators) {
  auto A = analyse(R"(
struct Accumulator {
  float total;
  __device__ void add(float v) { total += v; }
  __device__ float operator()(float v) const { return total + v; }
};
template <typename T> struct Box {
  T value;
  __device__ T get() const { return value; }
};
namespace ns { struct Scale { __device__ float operator()(float v) const { return 2 * v; } }; }
__global__ void k(float *out) {
  Accumulator acc = {0};
  acc.add(1);
  Box<int> box = {3};
  ns::Scale scale;
  out[0] = acc(1) + box.get() + scale(4);
}
)",
                   /*BuildProgram=*/false);
  ASSERT_TRUE(A->Unit);
  BodyIndex Body(A->function("k"));
  std::vector<std::string> Names;
  for (llvm::StringRef Callee : {"add", "operator()", "get"})
    Names.push_back(openclFunctionName(Body.call(Callee)->getDirectCallee()));
  Names.push_back(openclFunctionName(Body.call("operator()", 1)->getDirectCallee()));
  EXPECT_EQ(Names, (std::vector<std::string>{"Accumulator_add", "Accumulator_call", "Box_int_get",
                                             "Scale_call"}));
}

TEST(FunctionNames, NameFragmentsOfTypes) {
  auto A = analyse(R"(
struct Point { float x, y; };
__global__ void k(unsigned char a, short b, unsigned short c, long d, unsigned long long e,
                  double f, bool g, const int *h, float4 i, Point *j, signed char l) {}
)",
                   /*BuildProgram=*/false);
  ASSERT_TRUE(A->Unit);
  const FunctionDecl *K = A->function("k");
  ASSERT_TRUE(K);
  std::vector<std::string> Fragments;
  for (const ParmVarDecl *Param : K->parameters())
    Fragments.push_back(nameFragment(Param->getType()));
  EXPECT_EQ(Fragments,
            (std::vector<std::string>{"uchar", "short", "ushort", "long", "ulong", "double", "bool",
                                      "intp", "float4", "Pointp", "char"}));
}

TEST(FunctionNames, EmptyClassesAreStatelessFunctors) {
  auto A = analyse(R"(
struct Empty { __device__ int operator()(int v) const { return v; } };
struct Derived : Empty {};
struct Holds { int v; };
struct FromHolds : Holds {};
struct Virtual { virtual void f(); };
struct Declared;
__global__ void k(Empty a, Derived b, Holds c, FromHolds d, Virtual *e, Declared *f) {
  auto lambda = [](int v) { return v; };
  int captured = 2;
  auto closure = [captured](int v) { return v + captured; };
  int unused = lambda(1) + closure(1);
}
)",
                   /*BuildProgram=*/false);
  ASSERT_TRUE(A->Unit);
  const FunctionDecl *K = A->function("k");
  ASSERT_TRUE(K);
  auto Param = [&](unsigned I) {
    QualType T = K->getParamDecl(I)->getType();
    return T->isPointerType() ? T->getPointeeType() : T;
  };
  EXPECT_TRUE(isEmptyClass(Param(0)));
  EXPECT_TRUE(isEmptyClass(Param(1))) << "its base is empty";
  EXPECT_FALSE(isEmptyClass(Param(2)));
  EXPECT_FALSE(isEmptyClass(Param(3))) << "its base has data";
  EXPECT_FALSE(isEmptyClass(Param(4))) << "polymorphic";
  EXPECT_FALSE(isEmptyClass(Param(5))) << "no definition";
  EXPECT_FALSE(isEmptyClass(K->getASTContext().IntTy));
  BodyIndex Body(K);
  EXPECT_TRUE(isEmptyClass(Body.var("lambda")->getType())) << "a lambda without captures";
  EXPECT_FALSE(isEmptyClass(Body.var("closure")->getType())) << "a lambda's captures are data";
}

TEST(FunctionNames, OverloadsGetParameterTypesAndReservedNamesAreReported) {
  auto A = analyse(R"(
__device__ float scale(float v) { return 2 * v; }
__device__ int scale(int v) { return 2 * v; }
__device__ int scale_int(int v) { return 3 * v; }
__device__ float mix(float a, float b, float t) { return a + (b - a) * t; }
__global__ void k(float *out, int *in) {
  out[0] = scale(1.0f) + scale(in[0]) + scale_int(in[1]) + mix(out[1], out[2], 0.5f);
}
)");
  ASSERT_TRUE(A->Unit);
  EXPECT_EQ(A->names(),
            (std::vector<std::string>{"scale_float", "scale_int_", "scale_int", "mix_", "k"}))
      << "scale(int) may not take the name scale_int";
  std::vector<Reported> Renamed = A->Diagnostics->named("renamed-identifier");
  ASSERT_EQ(Renamed.size(), 1u);
  EXPECT_EQ(Renamed[0].Line, 5u);
  EXPECT_NE(
      Renamed[0].Message.find("'mix' is a reserved word in OpenCL C; it is renamed to 'mix_'"),
      std::string::npos)
      << Renamed[0].Message;
}

TEST(FunctionNames, MemberSpecialisationsNameTheObjectsSpace) {
  auto A = analyse(R"(
struct Counter {
  int n;
  __device__ int next() { return ++n; }
};
__global__ void k(Counter *global, int *out) {
  __shared__ Counter shared;
  Counter mine = {0};
  out[0] = global->next() + shared.next() + mine.next();
}
)");
  ASSERT_TRUE(A->Unit);
  EXPECT_EQ(A->names(), (std::vector<std::string>{"Counter_next_global", "Counter_next_local",
                                                  "Counter_next_private", "k"}));
  const FunctionInstance *Local = A->instance("Counter_next_local");
  ASSERT_TRUE(Local);
  EXPECT_TRUE(Local->HasSelf);
  EXPECT_EQ(Local->SelfSpace, AddressSpace::Local);
}

} // namespace
} // namespace cu2cl
