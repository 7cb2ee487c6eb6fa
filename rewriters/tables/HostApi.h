// The host API table (HostApiTable.def): what each CUDA runtime, thrust and CUB name that
// host code uses becomes, or why it is not translated.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace cu2cl {

struct HostApiRow {
  llvm::StringRef CudaName;  ///< "cudaMalloc", "cudaDeviceProp::name", "thrust::reduce".
  llvm::StringRef Cu2clName; ///< Empty when not translated.
  llvm::StringRef Group;     ///< "memory", "streams", "thrust" ...
  llvm::StringRef Note;      ///< How it behaves (translated) or why it is not (Reason).
  bool Translated;
};

/// Every row, in table order.
llvm::ArrayRef<HostApiRow> hostApiTable();
/// The row of \p CudaName, or null.
const HostApiRow *findHostApi(llvm::StringRef CudaName);

} // namespace cu2cl
