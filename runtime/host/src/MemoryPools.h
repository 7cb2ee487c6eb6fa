// Internal: the memory pools' accounting, as cu2clFree sees it (MemoryPools.cpp).
#pragma once

namespace cu2cl::detail {

/// `p` was freed (by cu2clFree): if a pool allocated it, the pool no longer counts it.
void forgetPooledAllocation(const void *p) noexcept;

} // namespace cu2cl::detail
