// Unit tests of the translator's pieces that need no AST: diagnostics
// options, the mapping table, printf formats, shift helpers, output files.
#include "Diagnostics.h"
#include "FloatConversion.h"
#include "Intrinsics.h"
#include "OpenCLNames.h"
#include "OutputFiles.h"
#include "PrintfFormat.h"
#include "ShiftSemantics.h"

#include "clang/Basic/DiagnosticSema.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <set>

namespace cu2cl {
namespace {

using Level = clang::DiagnosticsEngine::Level;

TEST(WarningOptions, DefaultsFollowTheCatalogue) {
  WarningOptions Options = WarningOptions::parse({});
  EXPECT_EQ(Options.levelFor(DiagId::DoublePrecision), Level::Warning);
  EXPECT_EQ(Options.levelFor(DiagId::UnsupportedFunction), Level::Error);
  EXPECT_TRUE(Options.problems().empty());
}

TEST(WarningOptions, SilenceAndPromote) {
  WarningOptions Options =
      WarningOptions::parse({"no-cu2cl-double-precision", "error=cu2cl-renamed-identifier"});
  EXPECT_EQ(Options.levelFor(DiagId::DoublePrecision), Level::Ignored);
  EXPECT_EQ(Options.levelFor(DiagId::RenamedIdentifier), Level::Error);
  EXPECT_EQ(Options.levelFor(DiagId::FastMathPrecision), Level::Warning);
}

TEST(WarningOptions, WerrorPromotesAllButExplicitExceptions) {
  WarningOptions Options = WarningOptions::parse({"error", "no-error=cu2cl-fast-math-precision"});
  EXPECT_EQ(Options.levelFor(DiagId::DoublePrecision), Level::Error);
  EXPECT_EQ(Options.levelFor(DiagId::FastMathPrecision), Level::Warning);
  ASSERT_EQ(Options.clangArguments().size(), 1u);
  EXPECT_EQ(Options.clangArguments()[0], "-Werror");
}

TEST(WarningOptions, ErrorsCannotBeSilencedAndUnknownNamesAreReported) {
  WarningOptions Options =
      WarningOptions::parse({"no-cu2cl-unsupported-function", "no-cu2cl-no-such-thing", "all"});
  EXPECT_EQ(Options.levelFor(DiagId::UnsupportedFunction), Level::Error);
  ASSERT_EQ(Options.problems().size(), 2u);
  EXPECT_NE(Options.problems()[0].find("has no effect"), std::string::npos);
  EXPECT_NE(Options.problems()[1].find("unknown warning option"), std::string::npos);
  EXPECT_EQ(Options.clangArguments(), std::vector<std::string>{"-Wall"});
}

TEST(DiagnosticCatalogue, NamesAreUniqueAndFindable) {
  std::set<std::string> Names;
  for (const DiagnosticInfo &Info : diagnosticCatalog()) {
    EXPECT_TRUE(Names.insert(Info.Name.str()).second) << Info.Name.str();
    EXPECT_EQ(findDiagnostic("cu2cl-" + Info.Name.str()), &Info);
    EXPECT_FALSE(Info.Advice.empty()) << Info.Name.str();
    EXPECT_EQ(&diagnosticInfo(Info.Id), &Info);
  }
}

TEST(DiagnosticCatalogue, KnowsItsCustomDiagnostics) {
  // A reporter's diagnostics are known by their Clang ids, not by their text, and only while
  // the reporter lives.
  llvm::IntrusiveRefCntPtr<clang::DiagnosticIDs> Ids(new clang::DiagnosticIDs());
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> Options(new clang::DiagnosticOptions());
  struct LastId : clang::DiagnosticConsumer {
    unsigned Id = 0;
    void HandleDiagnostic(clang::DiagnosticsEngine::Level, const clang::Diagnostic &Info) override {
      Id = Info.getID();
    }
  } Consumer;
  clang::DiagnosticsEngine Engine(Ids, Options, &Consumer, /*ShouldOwnClient=*/false);
  WarningOptions Warnings;
  unsigned ClangId = 0;
  {
    DiagnosticReporter Reporter(Engine, Warnings);
    Reporter.report(clang::SourceLocation(), DiagId::UnsupportedFunction) << "f";
    ClangId = Consumer.Id;
    ASSERT_NE(ClangId, 0u);
    EXPECT_EQ(catalogueDiagnostic(*Ids, ClangId), DiagId::UnsupportedFunction);
    EXPECT_EQ(catalogueDiagnostic(*Ids, clang::diag::warn_unused_variable), std::nullopt);
  }
  EXPECT_EQ(catalogueDiagnostic(*Ids, ClangId), std::nullopt);
  EXPECT_EQ(catalogueFlag(DiagId::UnsupportedFunction), "cu2cl-unsupported-function");
  EXPECT_EQ(
      catalogueMessage("'f' is bad [-Wcu2cl-unsupported-function]", DiagId::UnsupportedFunction),
      "'f' is bad");
  EXPECT_EQ(catalogueMessage("'f' is bad [-Wcu2cl-unsupported-type]", DiagId::UnsupportedFunction),
            "'f' is bad [-Wcu2cl-unsupported-type]");
}

TEST(Mapping, PatternsExpandArguments) {
  EXPECT_EQ(expandPattern("fmin($*)", {"a", "b"}), "fmin(a, b)");
  EXPECT_EQ(expandPattern("(*($1) = sincos($0, $2))", {"x", "s", "c"}), "(*(s) = sincos(x, c))");
  EXPECT_EQ(expandPattern("barrier(X)", {}), "barrier(X)");
}

TEST(Mapping, EveryRowIsUniqueAndFindable) {
  std::set<std::string> Names;
  for (const FunctionMapping &Row : functionMappings()) {
    EXPECT_TRUE(Names.insert(Row.CudaName.str()).second) << Row.CudaName.str();
    EXPECT_EQ(findFunctionMapping(Row.CudaName), &Row);
  }
  EXPECT_EQ(findFunctionMapping("__nanosleep"), nullptr);
  ASSERT_NE(findVariableMapping("threadIdx", "y"), nullptr);
  EXPECT_EQ(findVariableMapping("threadIdx", "y")->OpenCL, "(uint)get_local_id(1)");
  EXPECT_TRUE(isBuiltinVariable("warpSize"));
}

TEST(PrintfFormat, UsesOpenCLLengthModifiers) {
  EXPECT_EQ(openclPrintfFormat("%lld %llu %zu %5.2f %%d\n"), "\"%ld %lu %lu %5.2f %%d\\n\"");
  EXPECT_EQ(openclPrintfFormat("say \"hi\"\t"), "\"say \\\"hi\\\"\\t\"");
  EXPECT_EQ(openclPrintfFormat("%-8lli"), "\"%-8li\"");
}

TEST(FloatConversion, SaturatesAsCuda) {
  // Float to 32 bits: OpenCL's saturating conversion gives CUDA's values, NaN included.
  EXPECT_EQ(floatToIntegerText("x", false, {32, true, "int"}), "convert_int_sat_rtz(x)");
  EXPECT_EQ(floatToIntegerText("x", false, {32, false, "uint"}, "rte"), "convert_uint_sat_rte(x)");
  // NaN differs from OpenCL's 0 elsewhere: the device library's conversions.
  EXPECT_EQ(floatToIntegerText("d", true, {32, true, "int"}), "cu2cl_convert_i32_f64_rtz(d)");
  EXPECT_EQ(floatToIntegerText("x", false, {64, false, "ulong"}, "rtn"),
            "cu2cl_convert_u64_f32_rtn(x)");
  // 8 and 16 bits: the 32-bit conversion of the same signedness, narrowed.
  EXPECT_EQ(floatToIntegerText("x", false, {16, true, "short"}), "(short)convert_int_sat_rtz(x)");
  EXPECT_EQ(floatToIntegerText("d", true, {8, false, "uchar"}),
            "(uchar)cu2cl_convert_u32_f64_rtz(d)");
}

TEST(ShiftSemantics, HelperNames) {
  EXPECT_EQ((ClampingShift{/*Left=*/true, /*Signed=*/false, 32}.helperName()), "cu2cl_shl_u32");
  EXPECT_EQ((ClampingShift{/*Left=*/false, /*Signed=*/true, 64}.helperName()), "cu2cl_shr_i64");
  EXPECT_TRUE((ClampingShift{true, false, 32} < ClampingShift{true, false, 64}));
  EXPECT_TRUE((ClampingShift{/*Left=*/true, false, 64} < ClampingShift{/*Left=*/false, false, 32}))
      << "shl before shr, as the names sort";
}

TEST(ShiftSemantics, HelpersClampLikePTX) {
  std::string Left = ClampingShift{/*Left=*/true, /*Signed=*/false, 32}.helperDefinition();
  EXPECT_NE(Left.find("uint cu2cl_shl_u32(uint value, uint amount)"), std::string::npos);
  EXPECT_NE(Left.find("amount < 32 ? value << amount : 0"), std::string::npos);
  EXPECT_NE(Left.find("__asm__(\"shl.b32 %0, %1, %2;\""), std::string::npos);
  std::string Arithmetic = ClampingShift{/*Left=*/false, /*Signed=*/true, 64}.helperDefinition();
  EXPECT_NE(Arithmetic.find("long cu2cl_shr_i64(long value"), std::string::npos);
  EXPECT_NE(Arithmetic.find("amount < 64 ? amount : 63"), std::string::npos);
  // PTX's signed right shift fills with the sign for amounts of 64 and more, as CUDA does.
  EXPECT_NE(Arithmetic.find("shr.s64 %0, %1, %2;\" : \"=l\"(result) : \"l\"(value), \"r\"(amount)"),
            std::string::npos);
}

TEST(OpenCLNames, ReservedWords) {
  for (const char *Word : {"global", "local", "half", "float4", "uchar16", "sign", "dot",
                           "convert_int_rte", "as_float", "barrier", "get_local_id"})
    EXPECT_TRUE(isReservedInOpenCL(Word)) << Word;
  for (const char *Word : {"tile", "width", "float5", "signal", "convertible"})
    EXPECT_FALSE(isReservedInOpenCL(Word)) << Word;
}

class OutputFilesTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cu2cl-unit", Directory));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Directory); }
  std::string path(llvm::StringRef Name) {
    llvm::SmallString<256> P(Directory);
    llvm::sys::path::append(P, Name);
    return std::string(P);
  }
  llvm::SmallString<256> Directory;
};

TEST_F(OutputFilesTest, PathsNextToInputOrInDirectory) {
  EXPECT_EQ(outputPathFor("/a/b/k.cu", "", ".cl"), "/a/b/k.cl");
  EXPECT_EQ(outputPathFor("/a/b/k.cu", "/out", ".cl"), "/out/k.cl");
  EXPECT_EQ(outputPathFor("k.cuh.cu", "", ".cl"), "k.cuh.cl");
}

TEST_F(OutputFilesTest, AtomicWriteReplacesAndLeavesNoTemporaries) {
  std::string Target = path("x.cl");
  EXPECT_EQ(writeFileAtomically(Target, "first"), "");
  EXPECT_EQ(writeFileAtomically(Target, "second"), "");
  auto Buffer = llvm::MemoryBuffer::getFile(Target);
  ASSERT_TRUE(Buffer);
  EXPECT_EQ((*Buffer)->getBuffer(), "second");
  std::error_code EC;
  int Entries = 0;
  for (llvm::sys::fs::directory_iterator It(Directory, EC), End; It != End && !EC; It.increment(EC))
    ++Entries;
  EXPECT_EQ(Entries, 1);
}

TEST_F(OutputFilesTest, WriteIntoMissingDirectoryFailsWithAMessage) {
  std::string Problem = writeFileAtomically(path("missing/x.cl"), "text");
  EXPECT_NE(Problem.find("cannot create a file next to"), std::string::npos);
  EXPECT_FALSE(llvm::sys::fs::exists(path("missing/x.cl")));
}

TEST_F(OutputFilesTest, SameFileDetection) {
  std::string Target = path("same.cu");
  ASSERT_EQ(writeFileAtomically(Target, "x"), "");
  EXPECT_TRUE(isSameFile(Target, Target));
  EXPECT_TRUE(isSameFile(Target, path("./same.cu")));
  EXPECT_FALSE(isSameFile(Target, path("other.cu")));
}

} // namespace
} // namespace cu2cl
