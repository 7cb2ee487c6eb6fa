#include "FloatConversion.h"

#include "llvm/ADT/APSInt.h"

#include <fmt/format.h>

namespace cu2cl {

std::string floatToIntegerText(llvm::StringRef Operand, bool FromDouble,
                               const IntegerTarget &Target, llvm::StringRef Rounding) {
  if (Target.Bits < 32) // CUDA converts to 32 bits and keeps the low bits
    return fmt::format("({})", Target.Name) +
           floatToIntegerText(Operand, FromDouble, {32, Target.Signed, ""}, Rounding);
  if (Target.Bits == 32 && !FromDouble)
    return fmt::format("convert_{}_sat_{}({})", Target.Signed ? "int" : "uint", Rounding.str(),
                       Operand.str());
  return fmt::format("cu2cl_convert_{}{}_{}_{}({})", Target.Signed ? "i" : "u", Target.Bits,
                     FromDouble ? "f64" : "f32", Rounding.str(), Operand.str());
}

bool conversionMaySaturate(const clang::ASTContext &Context, const clang::Expr *Source,
                           clang::QualType Target) {
  clang::Expr::EvalResult Result;
  if (Source->isValueDependent() || !Source->EvaluateAsRValue(Result, Context) ||
      !Result.Val.isFloat())
    return true;
  llvm::APSInt Value(static_cast<unsigned>(Context.getIntWidth(Target)),
                     !Target->isSignedIntegerOrEnumerationType());
  bool Exact = false;
  return Result.Val.getFloat().convertToInteger(Value, llvm::APFloat::rmTowardZero, &Exact) ==
         llvm::APFloat::opInvalidOp;
}

} // namespace cu2cl
