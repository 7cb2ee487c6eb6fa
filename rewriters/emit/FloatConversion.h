// CUDA converts a floating-point value to an integer as PTX's cvt does: a value out of the
// type's range saturates, NaN gives a fixed value. C and OpenCL C leave both undefined (x86
// gives 0x80000000, vector units something else), so a cast that may not fit goes through a
// saturating conversion (runtime/device/cu2cl/convert.h has the measured table).
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <string>

namespace cu2cl {

/// The integer type a floating-point value is converted to.
struct IntegerTarget {
  unsigned Bits = 32; ///< 8, 16, 32 or 64
  bool Signed = true;
  std::string Name; ///< its OpenCL spelling, for the narrowing cast of 8 and 16 bits
};

/// OpenCL C computing CUDA's conversion of \p Operand (a float, or a double when
/// \p FromDouble) to \p Target, rounding as \p Rounding (rtz for a cast; rte, rtp, rtn).
/// Float to 32 bits is OpenCL's convert_<type>_sat_<mode>; the other pairs are the device
/// library's cu2cl_convert_* (the text then starts with "cu2cl_"); 8 and 16 bits are the
/// 32-bit conversion of the same signedness, narrowed, as CUDA does.
std::string floatToIntegerText(llvm::StringRef Operand, bool FromDouble,
                               const IntegerTarget &Target, llvm::StringRef Rounding = "rtz");

/// Whether converting \p Source (floating point) to \p Target needs CUDA's saturation: false
/// when it is a constant whose value the type holds, so that `(int)2.5f` stays a plain cast.
bool conversionMaySaturate(const clang::ASTContext &Context, const clang::Expr *Source,
                           clang::QualType Target);

} // namespace cu2cl
