#include "CubCollectives.h"

#include "Intrinsics.h"
#include "Primitives.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

#include "llvm/ADT/StringSwitch.h"

#include <fmt/format.h>

namespace cu2cl {

using namespace clang;

namespace {

bool inCub(const Decl *D) { return inNamespace(D, "cub"); }

/// The CUB class template \p Record instantiates ("BlockReduce"), or "".
llvm::StringRef cubTemplate(const CXXRecordDecl *Record) {
  const auto *Specialization = dyn_cast_or_null<ClassTemplateSpecializationDecl>(Record);
  if (!Specialization || !inCub(Specialization))
    return "";
  return Specialization->getSpecializedTemplate()->getName();
}

/// The device library's operation of a CUB reduction operator (cub::Sum, Max, Min), or "".
llvm::StringRef reduction(QualType Operator) {
  const auto *Record = Operator.getNonReferenceType()->getAsCXXRecordDecl();
  if (!Record || !inCub(Record) || !Record->getIdentifier())
    return "";
  return llvm::StringSwitch<llvm::StringRef>(Record->getName())
      .Case("Sum", "add")
      .Case("Max", "max")
      .Case("Min", "min")
      .Default("");
}

/// cu2cl's CUB block collectives hold no data (their __shared__ arrays are their functions',
/// cub/detail/cu2cl_block.cuh), so neither they nor their TempStorage are emitted.
bool isCollective(llvm::StringRef Template) {
  return llvm::StringSwitch<bool>(Template)
      .Cases("BlockReduce", "BlockScan", "BlockLoad", "BlockStore", "BlockAdjacentDifference", true)
      .Case("WarpReduce", true)
      .Default(false);
}

} // namespace

std::optional<GroupCall> cubCollectiveCall(const CallExpr *Call) {
  const auto *Member = dyn_cast<CXXMemberCallExpr>(Call);
  if (!Member || !Member->getMethodDecl()->getIdentifier())
    return std::nullopt;
  if (cubTemplate(Member->getRecordDecl()) != "BlockReduce" || Call->getNumArgs() == 0)
    return std::nullopt;
  llvm::StringRef Method = Member->getMethodDecl()->getName();
  unsigned Args = Call->getNumArgs();
  llvm::StringRef Operation;
  const char *Valid = nullptr;
  if (Method == "Sum" && (Args == 1 || Args == 2)) {
    Operation = "add";
    Valid = Args == 2 ? "$1" : nullptr;
  } else if (Method == "Reduce" && (Args == 2 || Args == 3)) {
    Operation = reduction(Call->getArg(1)->getType());
    Valid = Args == 3 ? "$2" : nullptr;
  }
  if (Operation.empty())
    return std::nullopt;
  // The device library reduces one value per thread of the types its row has; anything else
  // translates the header's generic bodies (cub/block/block_reduce.cuh).
  std::string Symbol = fmt::format("cu2cl_block_reduce_{}", Operation.str());
  const Primitive *Row = findPrimitive(Symbol);
  if (!Row || !Row->hasSuffix(deviceLibrarySuffix(Call->getArg(0)->getType())))
    return std::nullopt;
  GroupCall Result;
  Result.Synchronizing = true;
  Result.PrimitiveSymbol = Row->Symbol;
  // Every thread of the block takes part; without num_valid, every thread's value counts.
  Result.Pattern = Symbol + fmt::format("_$R($0, {}, $P, $X)", Valid ? Valid : "-1");
  return Result;
}

bool isCubCollectiveType(QualType Type) {
  const CXXRecordDecl *Record = Type.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl();
  if (!Record)
    return false;
  if (isCollective(cubTemplate(Record)))
    return true;
  // TempStorage, a member of the collective.
  return isCollective(cubTemplate(dyn_cast<CXXRecordDecl>(Record->getDeclContext())));
}

} // namespace cu2cl
