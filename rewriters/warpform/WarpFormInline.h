// Calls to functions with primitives, inlined for the warp form (WarpForm.h).
#ifndef CU2CL_REWRITERS_WARPFORMINLINE_H
#define CU2CL_REWRITERS_WARPFORMINLINE_H

#include "clang/AST/ASTContext.h"

#include <optional>
#include <string>

namespace cu2cl::warpform {

/// The program of Ctx (its main file) with each call, in a kernel that uses warp primitives, to
/// a function of the program that uses them too replaced by that function's body: the warp form
/// needs every primitive in the kernel's own statements. Only calls that are a statement of
/// their own (`T x = f(...);`, `x = f(...);`, `f(...);`) to functions whose only return is their
/// last statement are inlined; the others stay, and the kernel gets no warp form. Parameters
/// that the function never writes and whose argument is a kernel parameter or a literal are
/// replaced by the argument, the others and the function's variables get names of their own
/// (`cu2cl_i<N>_<name>`). nullopt when nothing was inlined. NextId numbers the copies.
std::optional<std::string> inlinePrimitiveCalls(clang::ASTContext &Ctx, unsigned &NextId);

} // namespace cu2cl::warpform

#endif
