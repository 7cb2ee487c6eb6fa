// CUB's block-wide collectives in device code (cub::BlockReduce): a call on a collective object
// is a block primitive of the device library, and the collective's temporary storage is the
// device library's scratch buffer, so its __shared__ variable has no OpenCL counterpart.
#pragma once

#include "CooperativeGroups.h"

#include "clang/AST/Expr.h"

#include <optional>

namespace cu2cl {

/// How \p Call, a member call on a CUB block collective, is lowered (as a cooperative-group
/// call is: the primitive's pattern), or nothing when it is no such call.
std::optional<GroupCall> cubCollectiveCall(const clang::CallExpr *Call);

/// Whether \p Type is a CUB collective's TempStorage (or the collective itself): values of
/// it are not emitted.
bool isCubCollectiveType(clang::QualType Type);

} // namespace cu2cl
