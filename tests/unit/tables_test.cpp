// Unit tests of the translator's tables (rewriters/tables): every primitive that
// PrimitiveTable.def names exists in the device library (runtime/device/cu2cl) on every backend,
// with the parameters its columns promise, and the CUDA rows that name a primitive agree with it.
#include "CooperativeGroups.h"
#include "Intrinsics.h"
#include "OpenCLParse.h"
#include "Primitives.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace cu2cl {
namespace {

/// The device library as one backend's OpenCL compiler sees it: its functions by name.
struct DeviceLibrary {
  std::unique_ptr<clang::ASTUnit> Unit;
  llvm::StringMap<const clang::FunctionDecl *> Functions;
};

DeviceLibrary parseDeviceLibrary(const std::string &Backend) {
  DeviceLibrary Library;
  // Each backend as the translator checks its output for it (OpenCLParse.h): its first build.
  const DeviceBuild *Build = nullptr;
  for (const DeviceBuild &Candidate : deviceBuilds())
    if (!Build && Backend == Candidate.Backend)
      Build = &Candidate;
  if (!Build)
    return Library;
  std::vector<std::string> Args = buildArguments(*Build, CU2CL_DEVICE_LIBRARY_DIR);
  Library.Unit =
      clang::tooling::buildASTFromCodeWithArgs("#include <cu2cl/device.h>\n", Args, "library.cl");
  if (!Library.Unit)
    return Library;
  for (const clang::Decl *D : Library.Unit->getASTContext().getTranslationUnitDecl()->decls())
    if (const auto *F = llvm::dyn_cast<clang::FunctionDecl>(D); F && F->getIdentifier())
      Library.Functions[F->getName()] = F;
  return Library;
}

/// OpenCL built-ins that a row may name (Header ""): declared by the compiler, not the library.
bool isOpenCLBuiltin(llvm::StringRef Name) { return Name == "barrier"; }

class PrimitiveTableTest : public testing::TestWithParam<const char *> {};

TEST_P(PrimitiveTableTest, EveryPrimitiveIsInTheDeviceLibrary) {
  DeviceLibrary Library = parseDeviceLibrary(GetParam());
  ASSERT_TRUE(Library.Unit) << "the device library does not parse";
  ASSERT_FALSE(Library.Unit->getDiagnostics().hasErrorOccurred())
      << "the device library has errors on backend " << GetParam();
  const clang::SourceManager &SM = Library.Unit->getSourceManager();
  for (const Primitive &Row : primitives()) {
    for (const std::string &Name : Row.functionNames()) {
      SCOPED_TRACE(Name);
      if (Row.Header.empty()) {
        EXPECT_TRUE(isOpenCLBuiltin(Name)) << "a row without a header must be an OpenCL built-in";
        EXPECT_FALSE(Library.Functions.count(Name)) << "an OpenCL built-in is defined again";
        continue;
      }
      auto It = Library.Functions.find(Name);
      ASSERT_NE(It, Library.Functions.end()) << "not defined by the device library";
      const clang::FunctionDecl *F = It->second;
      EXPECT_EQ(llvm::sys::path::filename(SM.getFilename(SM.getExpansionLoc(F->getLocation()))),
                Row.Header);
      // Its last parameters are `bool act, __local ulong *scratch` where the row says so.
      unsigned N = F->getNumParams();
      if (Row.TakesScratch) {
        ASSERT_GE(N, 2u);
        EXPECT_TRUE(F->getParamDecl(N - 2)->getType()->isBooleanType());
        clang::QualType Scratch = F->getParamDecl(N - 1)->getType();
        ASSERT_TRUE(Scratch->isPointerType());
        EXPECT_EQ(Scratch->getPointeeType().getAddressSpace(), clang::LangAS::opencl_local);
      } else if (N > 0) {
        clang::QualType Last = F->getParamDecl(N - 1)->getType();
        EXPECT_FALSE(Last->isPointerType() &&
                     Last->getPointeeType().getAddressSpace() == clang::LangAS::opencl_local)
            << "takes a scratch buffer that its row does not name";
      }
      EXPECT_TRUE(Row.Synchronizing || !Row.TakesScratch)
          << "an exchange through the scratch buffer needs every work-item";
      if (Row.MaskArgument != NoMask) {
        ASSERT_LT(unsigned(Row.MaskArgument), N);
        EXPECT_TRUE(F->getParamDecl(Row.MaskArgument)->getType()->isUnsignedIntegerType());
      }
    }
  }
}

// Every native-flow form of IntrinsicTable.def calls a function of the nvidia backend's library.
TEST(IntrinsicTable, NativeFormsAreInTheNvidiaLibrary) {
  DeviceLibrary Library = parseDeviceLibrary("NVIDIA");
  ASSERT_TRUE(Library.Unit);
  unsigned Forms = 0;
  for (const FunctionMapping &Mapping : functionMappings()) {
    if (Mapping.NativePattern.empty())
      continue;
    SCOPED_TRACE(Mapping.CudaName.str());
    ++Forms;
    const Primitive *Row = Mapping.primitive();
    ASSERT_TRUE(Row) << "a native form belongs to a primitive call";
    llvm::StringRef Function = Mapping.NativePattern.take_until([](char C) { return C == '('; });
    std::vector<std::string> Names;
    if (Function.consume_back("_$R")) {
      for (const std::string &Typed : Row->functionNames())
        Names.push_back(Function.str() +
                        llvm::StringRef(Typed).drop_front(Row->Symbol.size()).str());
    } else {
      Names.push_back(Function.str());
    }
    for (const std::string &Name : Names)
      EXPECT_TRUE(Library.Functions.count(Name)) << Name << " is not in the nvidia library";
  }
  EXPECT_EQ(Forms, 13u);
}

// Every row of IntrinsicTable.def that calls the device library by a fixed name (cu2cl_ffs,
// cu2cl_convert_i64_f32_rte …) names a function it has, on every backend.
TEST_P(PrimitiveTableTest, LibraryCallsOfTheMappingAreInTheDeviceLibrary) {
  DeviceLibrary Library = parseDeviceLibrary(GetParam());
  ASSERT_TRUE(Library.Unit);
  unsigned Calls = 0;
  for (const FunctionMapping &Mapping : functionMappings()) {
    llvm::StringRef Function = Mapping.Pattern.take_until([](char C) { return C == '('; });
    if (!Function.starts_with("cu2cl_") || Function.contains('$') || Mapping.primitive())
      continue;
    ++Calls;
    EXPECT_TRUE(Library.Functions.count(Function)) << Function.str() << " is not in the library";
  }
  EXPECT_GE(Calls, 24u) << "the bit intrinsics and the conversions to integers";
}

INSTANTIATE_TEST_SUITE_P(Backends, PrimitiveTableTest,
                         testing::Values("EMULATED", "SUBGROUP", "NVIDIA"));

TEST(PrimitiveTable, FamiliesAndLookups) {
  const Primitive *Shuffle = findPrimitive("cu2cl_shfl_xor_sync");
  ASSERT_TRUE(Shuffle);
  EXPECT_EQ(primitiveOfFunction("cu2cl_shfl_xor_sync_f64"), Shuffle);
  EXPECT_EQ(primitiveOfFunction("cu2cl_shfl_xor_sync"), nullptr) << "a family has no plain name";
  EXPECT_EQ(primitiveOfFunction("cu2cl_shfl_xor_sync_u16"), nullptr);
  EXPECT_EQ(primitiveOfFunction("cu2cl_popc"), nullptr) << "a bit intrinsic is no primitive";
  EXPECT_EQ(Shuffle->Scope, PrimitiveScope::Warp);
  EXPECT_EQ(Shuffle->MaskArgument, 0);
  EXPECT_EQ(findPrimitive("cu2cl_syncthreads_count")->Scope, PrimitiveScope::Block);
  EXPECT_FALSE(findPrimitive("cu2cl_warp_enters")->Synchronizing);
}

TEST(GroupMemberTable, MembersNamePrimitives) {
  for (const GroupMember &Row : groupMembers()) {
    SCOPED_TRACE(Row.Member.str());
    EXPECT_EQ(findGroupMember(Row.Kind, Row.Member), &Row) << "one row per group and member";
    if (Row.Symbol.empty()) {
      EXPECT_TRUE(Row.Arguments == "$N" || Row.Arguments == "false")
          << "a constant is the tile's size, or a grid group's is_valid()";
      continue;
    }
    const Primitive *Called = findPrimitive(Row.Symbol);
    ASSERT_TRUE(Called) << Row.Symbol.str() << " has no row in PrimitiveTable.def";
    EXPECT_EQ(Row.Arguments.contains("$X"), Called->TakesScratch);
    EXPECT_EQ(Row.Arguments.starts_with("_$R"), !Called->Suffixes.empty()) << "a typed family";
  }
  EXPECT_TRUE(findGroupMember(GroupKind::Tile, "shfl_xor"));
  EXPECT_FALSE(findGroupMember(GroupKind::Coalesced, "shfl_xor")) << "CUDA has none";
}

// The warp form writes a shuffle's mode and a reduction's operation from Detail: a row without
// one would print a broken call.
TEST(PrimitiveTable, WarpFormDetails) {
  for (const Primitive &Row : primitives()) {
    SCOPED_TRACE(Row.Symbol.str());
    if (Row.WarpForm == WarpFormKind::Shuffle)
      EXPECT_TRUE(Row.Detail.starts_with("CU2CL__SHFL_"));
    else if (Row.WarpForm == WarpFormKind::Reduce)
      EXPECT_TRUE(Row.Detail.starts_with("CU2CL__RED_"));
    else
      EXPECT_TRUE(Row.Detail.empty()) << "only shuffles and reductions have a detail";
  }
}

TEST(PrimitiveTable, SymbolsAreUnique) {
  llvm::StringMap<int> Seen;
  for (const Primitive &Row : primitives())
    for (const std::string &Name : Row.functionNames())
      EXPECT_EQ(++Seen[Name], 1) << Name << " has two rows";
}

// The CUDA rows of IntrinsicTable.def that become primitives name a row, and a pattern passes the
// scratch buffer ($X) exactly when its primitive takes one.
TEST(IntrinsicTable, PrimitiveCallsAgreeWithTheirRows) {
  unsigned Calls = 0;
  for (const FunctionMapping &Mapping : functionMappings()) {
    SCOPED_TRACE(Mapping.CudaName.str());
    const bool TakesScratch = Mapping.Pattern.contains("$X");
    if (Mapping.PrimitiveSymbol.empty()) {
      EXPECT_FALSE(TakesScratch) << "a pattern with $X that names no primitive";
      continue;
    }
    ++Calls;
    const Primitive *Row = Mapping.primitive();
    ASSERT_TRUE(Row) << Mapping.PrimitiveSymbol.str() << " has no row in PrimitiveTable.def";
    EXPECT_TRUE(Mapping.Pattern.starts_with(Row->Symbol));
    EXPECT_EQ(TakesScratch, Row->TakesScratch);
  }
  EXPECT_GE(Calls, 29u) << "the warp and block intrinsics are primitive calls";
  EXPECT_EQ(findFunctionMapping("__ballot_sync")->NativePattern, "cu2cl_nv_ballot_sync($0, $1)");
  EXPECT_TRUE(findFunctionMapping("__ballot")->NativePattern.empty())
      << "a legacy vote's mask is the active lanes, which only the uniform form computes";
  const FunctionMapping *SyncThreads = findFunctionMapping("__syncthreads");
  ASSERT_TRUE(SyncThreads && SyncThreads->primitive());
  EXPECT_EQ(SyncThreads->primitive()->Scope, PrimitiveScope::Block);
}

} // namespace
} // namespace cu2cl
