// CUDA's shifts follow PTX: a shift amount of the operand width or more
// gives 0 (or the sign for a signed right shift). OpenCL C takes the amount
// modulo the width, so `0xffffffff >> (32 - lane)` is 0 on a GPU for lane 0
// and 0xffffffff in plain OpenCL. Shifts that are not provably in range go
// through a helper with CUDA's behaviour.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <optional>
#include <string>

namespace cu2cl {

/// A shift with CUDA's (PTX's) clamping of the amount: a helper function of the output, one per
/// direction, signedness and width.
struct ClampingShift {
  bool Left = false;
  bool Signed = false;
  unsigned Width = 32; ///< 32 or 64

  /// cu2cl_{shl,shr}_{i,u}{32,64}.
  std::string helperName() const;
  /// The helper's OpenCL C definition.
  std::string helperDefinition() const;

  /// The output defines the helpers in the order of their names.
  bool operator<(const ClampingShift &Other) const { return helperName() < Other.helperName(); }
};

/// The clamping shift to use for a shift of type \p Result (the promoted left operand) by
/// \p Amount, or nothing when a plain OpenCL shift is exact.
std::optional<ClampingShift> clampingShift(const clang::ASTContext &Context, clang::QualType Result,
                                           bool Left, const clang::Expr *Amount);

} // namespace cu2cl
