/* CUB's block-wide loads (see cub.cuh). Every algorithm but BLOCK_LOAD_STRIPED gives the
 * blocked arrangement (thread t's items are t * ITEMS ... t * ITEMS + ITEMS - 1); they differ
 * only in how CUB coalesces the reads, so they all read directly here. The TempStorage is not
 * used. */
#ifndef CU2CL_CUB_BLOCK_BLOCK_LOAD_CUH
#define CU2CL_CUB_BLOCK_BLOCK_LOAD_CUH
#include <cub/detail/cu2cl_block.cuh>
#include <cub/detail/cu2cl_config.cuh>
#include <cuda_runtime.h>

namespace cub {
enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED,
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
  static constexpr int Threads = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  CU2CL_CUB_DEVICE static int index(int item) {
    return cu2cl_detail::tileIndex<(ALGORITHM == BLOCK_LOAD_STRIPED), Threads, ITEMS_PER_THREAD>(
        cu2cl_detail::linearThreadId<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(), item);
  }

public:
  struct TempStorage {
    char unused;
  };
  CU2CL_CUB_DEVICE BlockLoad() {}
  CU2CL_CUB_DEVICE BlockLoad(TempStorage &) {}
  template <typename InputIterator>
  CU2CL_CUB_DEVICE void Load(InputIterator block_iter, T (&items)[ITEMS_PER_THREAD]) {
    for (int item = 0; item < ITEMS_PER_THREAD; ++item)
      items[item] = block_iter[index(item)];
  }
  template <typename InputIterator>
  CU2CL_CUB_DEVICE void Load(InputIterator block_iter, T (&items)[ITEMS_PER_THREAD],
                             int valid_items) {
    for (int item = 0; item < ITEMS_PER_THREAD; ++item)
      if (index(item) < valid_items)
        items[item] = block_iter[index(item)];
  }
  template <typename InputIterator, typename Default>
  CU2CL_CUB_DEVICE void Load(InputIterator block_iter, T (&items)[ITEMS_PER_THREAD],
                             int valid_items, Default oob_default) {
    for (int item = 0; item < ITEMS_PER_THREAD; ++item)
      items[item] = index(item) < valid_items ? (T)block_iter[index(item)] : (T)oob_default;
  }
};

/* The direct loads CUB offers as free functions. */
template <typename T, int ITEMS, typename InputIterator>
CU2CL_CUB_DEVICE void LoadDirectBlocked(int linear_tid, InputIterator block_iter,
                                        T (&items)[ITEMS]) {
  for (int item = 0; item < ITEMS; ++item)
    items[item] = block_iter[linear_tid * ITEMS + item];
}
template <typename T, int ITEMS, typename InputIterator>
CU2CL_CUB_DEVICE void LoadDirectBlocked(int linear_tid, InputIterator block_iter, T (&items)[ITEMS],
                                        int valid_items) {
  for (int item = 0; item < ITEMS; ++item)
    if (linear_tid * ITEMS + item < valid_items)
      items[item] = block_iter[linear_tid * ITEMS + item];
}
template <int BLOCK_THREADS, typename T, int ITEMS, typename InputIterator>
CU2CL_CUB_DEVICE void LoadDirectStriped(int linear_tid, InputIterator block_iter,
                                        T (&items)[ITEMS]) {
  for (int item = 0; item < ITEMS; ++item)
    items[item] = block_iter[item * BLOCK_THREADS + linear_tid];
}
template <int BLOCK_THREADS, typename T, int ITEMS, typename InputIterator>
CU2CL_CUB_DEVICE void LoadDirectStriped(int linear_tid, InputIterator block_iter, T (&items)[ITEMS],
                                        int valid_items) {
  for (int item = 0; item < ITEMS; ++item)
    if (item * BLOCK_THREADS + linear_tid < valid_items)
      items[item] = block_iter[item * BLOCK_THREADS + linear_tid];
}
} // namespace cub
#endif
