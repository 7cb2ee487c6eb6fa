#include "Primitives.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

namespace cu2cl {

namespace {
constexpr PrimitiveScope Lane = PrimitiveScope::Lane;
constexpr PrimitiveScope Warp = PrimitiveScope::Warp;
constexpr PrimitiveScope Block = PrimitiveScope::Block;

const Primitive Rows[] = {
#define CU2CL_PRIMITIVE(Symbol, Suffixes, Header, Scope, MaskArgument, Synchronizing,              \
                        TakesScratch, WarpForm, Detail)                                            \
  {Symbol,       Suffixes,      Header,       Scope,                                               \
   MaskArgument, Synchronizing, TakesScratch, WarpFormKind::WarpForm,                              \
   Detail},
#include "PrimitiveTable.def"
};

/// Every function name of every row.
const llvm::StringMap<const Primitive *> &functionIndex() {
  static const llvm::StringMap<const Primitive *> Index = [] {
    llvm::StringMap<const Primitive *> Map;
    for (const Primitive &Row : Rows)
      for (const std::string &Name : Row.functionNames())
        Map.try_emplace(Name, &Row);
    return Map;
  }();
  return Index;
}
} // namespace

llvm::SmallVector<std::string, 6> Primitive::functionNames() const {
  llvm::SmallVector<std::string, 6> Names;
  if (Suffixes.empty()) {
    Names.push_back(Symbol.str());
    return Names;
  }
  llvm::SmallVector<llvm::StringRef, 6> Parts;
  Suffixes.split(Parts, ' ', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Suffix : Parts)
    Names.push_back(Symbol.str() + "_" + Suffix.str());
  return Names;
}

llvm::ArrayRef<Primitive> primitives() { return Rows; }

bool Primitive::hasSuffix(llvm::StringRef Suffix) const {
  llvm::SmallVector<llvm::StringRef, 8> Each;
  Suffixes.split(Each, ' ', -1, false);
  return !Suffix.empty() && llvm::is_contained(Each, Suffix);
}

const Primitive *findPrimitive(llvm::StringRef Symbol) {
  for (const Primitive &Row : Rows)
    if (Row.Symbol == Symbol)
      return &Row;
  return nullptr;
}

const Primitive *primitiveOfFunction(llvm::StringRef Name) {
  auto It = functionIndex().find(Name);
  return It == functionIndex().end() ? nullptr : It->second;
}

} // namespace cu2cl
