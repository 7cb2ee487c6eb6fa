// The warp form of translated kernels, for CPU devices: one work-item runs one CUDA warp, its
// 32 lanes as loops over lane arrays (docs/architecture.md, "The warp form").
#ifndef CU2CL_REWRITERS_WARPFORM_H
#define CU2CL_REWRITERS_WARPFORM_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace cu2cl {

/// The warp forms of the kernels of `OpenCLText` (a whole translated .cl file) that use warp
/// or block-vote primitives, as OpenCL C to append to it: `<kernel>__cu2cl_warps` for each
/// kernel that has one, and a comment saying why for each that has none, all under
/// `#if CU2CL_DEVICE_CPU`. Empty when no kernel uses such primitives. The text is parsed as
/// OpenCL C 1.2 with the device library (compiled into the translator) on the emulated
/// backend's control flow; a parse that fails gives "" and `Error` is its first error (the
/// translation's output does not compile: the caller reports it).
std::string warpFormKernels(llvm::StringRef OpenCLText, llvm::StringRef FileName,
                            std::string &Error);

} // namespace cu2cl

#endif
