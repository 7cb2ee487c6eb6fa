/* CUB's block-wide stores (see cub.cuh). Every algorithm but BLOCK_STORE_STRIPED takes the
 * blocked arrangement (thread t's items are t * ITEMS ... t * ITEMS + ITEMS - 1); they differ
 * only in how CUB coalesces the writes, so they all write directly here. The TempStorage is not
 * used. */
#ifndef CU2CL_CUB_BLOCK_BLOCK_STORE_CUH
#define CU2CL_CUB_BLOCK_BLOCK_STORE_CUH
#include <cub/detail/cu2cl_block.cuh>
#include <cub/detail/cu2cl_config.cuh>
#include <cuda_runtime.h>

namespace cub {
enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED,
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockStore {
  static constexpr int Threads = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  CU2CL_CUB_DEVICE static int index(int item) {
    return cu2cl_detail::tileIndex<(ALGORITHM == BLOCK_STORE_STRIPED), Threads, ITEMS_PER_THREAD>(
        cu2cl_detail::linearThreadId<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(), item);
  }

public:
  struct TempStorage {
    char unused;
  };
  CU2CL_CUB_DEVICE BlockStore() {}
  CU2CL_CUB_DEVICE BlockStore(TempStorage &) {}
  template <typename OutputIterator>
  CU2CL_CUB_DEVICE void Store(OutputIterator block_iter, T (&items)[ITEMS_PER_THREAD]) {
    for (int item = 0; item < ITEMS_PER_THREAD; ++item)
      block_iter[index(item)] = items[item];
  }
  template <typename OutputIterator>
  CU2CL_CUB_DEVICE void Store(OutputIterator block_iter, T (&items)[ITEMS_PER_THREAD],
                              int valid_items) {
    for (int item = 0; item < ITEMS_PER_THREAD; ++item)
      if (index(item) < valid_items)
        block_iter[index(item)] = items[item];
  }
};

/* The direct stores CUB offers as free functions. */
template <typename T, int ITEMS, typename OutputIterator>
CU2CL_CUB_DEVICE void StoreDirectBlocked(int linear_tid, OutputIterator block_iter,
                                         T (&items)[ITEMS]) {
  for (int item = 0; item < ITEMS; ++item)
    block_iter[linear_tid * ITEMS + item] = items[item];
}
template <int BLOCK_THREADS, typename T, int ITEMS, typename OutputIterator>
CU2CL_CUB_DEVICE void StoreDirectStriped(int linear_tid, OutputIterator block_iter,
                                         T (&items)[ITEMS]) {
  for (int item = 0; item < ITEMS; ++item)
    block_iter[item * BLOCK_THREADS + linear_tid] = items[item];
}
} // namespace cub
#endif
