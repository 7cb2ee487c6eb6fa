#include "Intrinsics.h"

#include "llvm/ADT/StringMap.h"

namespace cu2cl {

namespace {
constexpr std::nullopt_t None = std::nullopt;
constexpr DiagId FastMathPrecision = DiagId::FastMathPrecision;
constexpr DiagId LegacyWarpIntrinsic = DiagId::LegacyWarpIntrinsic;

const FunctionMapping Functions[] = {
#define CU2CL_FUNCTION(CudaName, Pattern, FloatPattern, Warning, Family)                           \
  {CudaName, Pattern, FloatPattern, Warning, Family, "", ""},
#define CU2CL_PRIMITIVE_CALL(CudaName, Symbol, Arguments, NativePattern, Warning, Family)          \
  {CudaName, Symbol Arguments, "", Warning, Family, Symbol, NativePattern},
#include "IntrinsicTable.def"
};

const VariableMapping Variables[] = {
#define CU2CL_VARIABLE(CudaName, Member, OpenCL) {CudaName, Member, OpenCL},
#include "IntrinsicTable.def"
};

const llvm::StringMap<const FunctionMapping *> &functionIndex() {
  static const llvm::StringMap<const FunctionMapping *> Index = [] {
    llvm::StringMap<const FunctionMapping *> Map;
    for (const FunctionMapping &Row : Functions)
      Map.try_emplace(Row.CudaName, &Row);
    return Map;
  }();
  return Index;
}
} // namespace

const Primitive *FunctionMapping::primitive() const {
  return PrimitiveSymbol.empty() ? nullptr : findPrimitive(PrimitiveSymbol);
}

const FunctionMapping *findFunctionMapping(llvm::StringRef CudaName) {
  auto It = functionIndex().find(CudaName);
  return It == functionIndex().end() ? nullptr : It->second;
}

const VariableMapping *findVariableMapping(llvm::StringRef CudaName, llvm::StringRef Member) {
  for (const VariableMapping &Row : Variables)
    if (Row.CudaName == CudaName && Row.Member == Member)
      return &Row;
  return nullptr;
}

bool isBuiltinVariable(llvm::StringRef CudaName) {
  for (const VariableMapping &Row : Variables)
    if (Row.CudaName == CudaName)
      return true;
  return false;
}

llvm::ArrayRef<FunctionMapping> functionMappings() { return Functions; }
llvm::ArrayRef<VariableMapping> variableMappings() { return Variables; }

llvm::StringRef deviceLibrarySuffix(clang::QualType Type) {
  const auto *Builtin = Type.getCanonicalType()->getAs<clang::BuiltinType>();
  if (!Builtin)
    return "";
  switch (Builtin->getKind()) {
  case clang::BuiltinType::Int:
    return "i32";
  case clang::BuiltinType::UInt:
    return "u32";
  case clang::BuiltinType::Long:
  case clang::BuiltinType::LongLong:
    return "i64";
  case clang::BuiltinType::ULong:
  case clang::BuiltinType::ULongLong:
    return "u64";
  case clang::BuiltinType::Float:
    return "f32";
  case clang::BuiltinType::UShort:
    return "u16";
  case clang::BuiltinType::Double:
    return "f64";
  default:
    return "";
  }
}

const clang::Expr *forwardedArgument(const clang::CallExpr *Call) {
  const auto *Callee = Call->getDirectCallee();
  if (!Callee || Call->getNumArgs() != 1 || !Callee->getIdentifier() || !Callee->isInStdNamespace())
    return nullptr;
  llvm::StringRef Name = Callee->getName();
  if (Name != "move" && Name != "forward" && Name != "move_if_noexcept" && Name != "as_const")
    return nullptr;
  return Call->getArg(0);
}

std::string expandPattern(llvm::StringRef Pattern, llvm::ArrayRef<std::string> Arguments) {
  std::string Out;
  for (size_t I = 0; I < Pattern.size(); ++I) {
    char C = Pattern[I];
    if (C != '$' || I + 1 == Pattern.size()) {
      Out += C;
      continue;
    }
    char Next = Pattern[I + 1];
    if (Next == '*') {
      for (size_t A = 0; A < Arguments.size(); ++A) {
        if (A)
          Out += ", ";
        Out += Arguments[A];
      }
      ++I;
    } else if (Next >= '0' && Next <= '9') {
      size_t Index = static_cast<size_t>(Next - '0');
      if (Index < Arguments.size())
        Out += Arguments[Index];
      ++I;
    } else {
      Out += C;
    }
  }
  return Out;
}

} // namespace cu2cl
