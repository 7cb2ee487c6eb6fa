// CUDA's own control flow for the nvidia backend: which kernels the emitter also prints with
// it (under #if CU2CL_NATIVE_FLOW, beside their work-group-uniform form), and which device-
// library call each of their primitives becomes (runtime/device/cu2cl/native_flow.h).
#pragma once

#include "DeviceProgram.h"

#include "llvm/ADT/StringRef.h"

namespace cu2cl {

/// The native-flow pattern of a CUDA intrinsic, as in IntrinsicTable.def
/// ("cu2cl_nv_ballot_sync($0, $1)"), or an empty string if it has none.
llvm::StringRef nativeFlowPattern(llvm::StringRef CudaName);

/// True for a kernel that the uniform rewrite transforms and whose every synchronising call is
/// a block barrier or an intrinsic with a native-flow pattern (no cooperative groups, no call
/// of a synchronising __device__ function).
bool hasNativeFlow(const FunctionInstance &Function);

} // namespace cu2cl
