#include "ShiftSemantics.h"

#include <fmt/format.h>

namespace cu2cl {

using namespace clang;

std::optional<std::string> clampingShiftHelper(const ASTContext &Context, QualType Result,
                                               bool Left, const Expr *Amount) {
  if (!Result->isIntegerType())
    return std::nullopt;
  uint64_t Width = Context.getTypeSize(Result);
  if (Width != 32 && Width != 64)
    return std::nullopt;
  if (std::optional<llvm::APSInt> Constant = Amount->getIntegerConstantExpr(Context))
    if (!Constant->isNegative() && Constant->getZExtValue() < Width)
      return std::nullopt;
  bool Signed = Result->isSignedIntegerType();
  return fmt::format("cu2cl_{}_{}{}", Left ? "shl" : "shr", Signed ? "i" : "u", Width);
}

std::string shiftHelperDefinition(const std::string &Name) {
  // Name is cu2cl_{shl,shr}_{i,u}{32,64}.
  bool Left = Name.find("_shl_") != std::string::npos;
  bool Signed = Name.find("_i") != std::string::npos;
  bool Wide = Name.size() >= 2 && Name.substr(Name.size() - 2) == "64";
  std::string Type = std::string(Signed ? "" : "u") + (Wide ? "long" : "int");
  unsigned Width = Wide ? 64 : 32;
  if (Left)
    return fmt::format("static inline {0} {1}({0} value, ulong amount) {{\n"
                       "  return amount < {2} ? value << amount : 0;\n}}\n",
                       Type, Name, Width);
  if (Signed)
    return fmt::format("static inline {0} {1}({0} value, ulong amount) {{\n"
                       "  return value >> (amount < {2} ? amount : {3});\n}}\n",
                       Type, Name, Width, Width - 1);
  return fmt::format("static inline {0} {1}({0} value, ulong amount) {{\n"
                     "  return amount < {2} ? value >> amount : 0;\n}}\n",
                     Type, Name, Width);
}

} // namespace cu2cl
