#include "ShiftSemantics.h"

#include "cu2cl/abi.h"

#include <fmt/format.h>

namespace cu2cl {

using namespace clang;

std::optional<ClampingShift> clampingShift(const ASTContext &Context, QualType Result, bool Left,
                                           const Expr *Amount) {
  if (!Result->isIntegerType())
    return std::nullopt;
  uint64_t Width = Context.getTypeSize(Result);
  if (Width != 32 && Width != 64)
    return std::nullopt;
  if (std::optional<llvm::APSInt> Constant = Amount->getIntegerConstantExpr(Context))
    if (!Constant->isNegative() && Constant->getZExtValue() < Width)
      return std::nullopt;
  return ClampingShift{Left, Result->isSignedIntegerType(), unsigned(Width)};
}

std::string ClampingShift::helperName() const {
  return fmt::format("cu2cl_{}_{}{}", Left ? "shl" : "shr", Signed ? "i" : "u", Width);
}

std::string ClampingShift::helperDefinition() const {
  const bool Wide = Width == 64;
  std::string Type = std::string(Signed ? "" : "u") + (Wide ? "long" : "int");
  std::string Name = helperName();
  // The amount is a uint, as in PTX (nvcc truncates a 64-bit amount the same way).
  std::string Portable;
  if (Left)
    Portable = fmt::format("amount < {} ? value << amount : 0", Width);
  else if (Signed)
    Portable = fmt::format("value >> (amount < {} ? amount : {})", Width, Width - 1);
  else
    Portable = fmt::format("amount < {} ? value >> amount : 0", Width);
  // PTX's shl/shr clamp the amount exactly as CUDA does: one instruction instead of a compare
  // and a select on the nvidia backend.
  std::string Ptx =
      fmt::format("{}.{}{}", Left ? "shl" : "shr", Left ? "b" : (Signed ? "s" : "u"), Width);
  return fmt::format(
      "static inline {0} {1}({0} value, uint amount) {{\n"
      "#ifdef {5}NVIDIA\n"
      "  {0} result;\n"
      "  __asm__(\"{2} %0, %1, %2;\" : \"={3}\"(result) : \"{3}\"(value), \"r\"(amount));\n"
      "  return result;\n"
      "#else\n"
      "  return {4};\n"
      "#endif\n"
      "}}\n",
      Type, Name, Ptx, Wide ? "l" : "r", Portable, abi::BackendMacroPrefix);
}

} // namespace cu2cl
