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

/// The helper to use for a shift of type \p Result (the promoted left
/// operand) by \p Amount, or nothing when a plain OpenCL shift is exact.
std::optional<std::string> clampingShiftHelper(const clang::ASTContext &Context,
                                               clang::QualType Result, bool Left,
                                               const clang::Expr *Amount);

/// The OpenCL C definition of a helper named by clampingShiftHelper.
std::string shiftHelperDefinition(const std::string &Name);

} // namespace cu2cl
