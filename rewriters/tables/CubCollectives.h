// CUB's block-wide collectives in device code. A reduction of one int, unsigned, 64-bit integer,
// float or double per thread with Sum, Max or Min is a block primitive of the device library;
// every other collective call translates the bodies of cu2cl's CUB headers
// (cuda-include/cub/block/). The collectives hold no data, so neither they nor their
// TempStorage have an OpenCL counterpart.
#pragma once

#include "CooperativeGroups.h"

#include "clang/AST/Expr.h"

#include <optional>

namespace cu2cl {

/// How \p Call, a member call on a CUB block reduction that the device library has, is lowered
/// (as a cooperative-group call is: the primitive's pattern), or nothing for any other call.
std::optional<GroupCall> cubCollectiveCall(const clang::CallExpr *Call);

/// Whether \p Type is a CUB collective's TempStorage (or the collective itself): values of
/// it are not emitted.
bool isCubCollectiveType(clang::QualType Type);

} // namespace cu2cl
