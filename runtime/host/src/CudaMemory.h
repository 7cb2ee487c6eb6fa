// Internal: the copies and fills of the CUDA API, shared by the memory and symbol calls.
#pragma once

#include "cu2cl/runtime/CudaTypes.h"

#include <cstddef>

namespace cu2cl::detail {

/// cu2clMemcpy(Async) without the error recording: throws rt::Error. `synchronous` says
/// whether a copy between host and device returns only when it is done even for memory from
/// cu2clMallocHost (the non-Async calls).
void copy(void *dst, const void *src, std::size_t count, cu2clMemcpyKind kind, cu2clStream_t stream,
          bool synchronous, const char *function);

} // namespace cu2cl::detail
