/* CUB's block-wide adjacent difference (see cub.cuh), in a blocked arrangement: each item is
 * combined with the one before it (SubtractLeft: op(item, previous)) or after it
 * (SubtractRight: op(item, next)), across threads through __shared__ memory; input and output
 * may be the same array. The TempStorage is not used (detail/cu2cl_block.cuh). */
#ifndef CU2CL_CUB_BLOCK_BLOCK_ADJACENT_DIFFERENCE_CUH
#define CU2CL_CUB_BLOCK_BLOCK_ADJACENT_DIFFERENCE_CUH
#include <cub/detail/cu2cl_block.cuh>
#include <cub/detail/cu2cl_config.cuh>
#include <cuda_runtime.h>

namespace cub {
template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockAdjacentDifference {
  static constexpr int Threads = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  CU2CL_CUB_DEVICE static int tid() {
    return cu2cl_detail::linearThreadId<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>();
  }
  /* Thread `other`'s `value`, or `fallback` when there is no such thread; every thread takes
   * part. */
  CU2CL_CUB_DEVICE static T valueOf(T value, int other, T fallback) {
    __shared__ T values[Threads];
    if (tid() < Threads)
      values[tid()] = value;
    __syncthreads();
    T result = other >= 0 && other < Threads ? values[other] : fallback;
    __syncthreads();
    return result;
  }

  /* Items 1 .. ITEMS - 1 against the one before them (copied from `input` from `valid` on),
   * last first so that input and output may be one array. */
  template <int ITEMS, typename Output, typename Op>
  CU2CL_CUB_DEVICE static void leftWithinThread(T (&input)[ITEMS], Output (&output)[ITEMS], Op op,
                                                int valid) {
    for (int item = ITEMS - 1; item > 0; --item)
      output[item] = tid() * ITEMS + item < valid ? op(input[item], input[item - 1]) : input[item];
  }
  template <int ITEMS, typename Output, typename Op>
  CU2CL_CUB_DEVICE static void rightWithinThread(T (&input)[ITEMS], Output (&output)[ITEMS], Op op,
                                                 int valid) {
    for (int item = 0; item < ITEMS - 1; ++item)
      output[item] =
          tid() * ITEMS + item + 1 < valid ? op(input[item], input[item + 1]) : input[item];
  }

public:
  struct TempStorage {
    char unused;
  };
  CU2CL_CUB_DEVICE BlockAdjacentDifference() {}
  CU2CL_CUB_DEVICE BlockAdjacentDifference(TempStorage &) {}

  template <int ITEMS, typename Output, typename Op>
  CU2CL_CUB_DEVICE void SubtractLeft(T (&input)[ITEMS], Output (&output)[ITEMS], Op op) {
    T previous = valueOf(input[ITEMS - 1], tid() - 1, input[0]);
    leftWithinThread(input, output, op, Threads * ITEMS);
    output[0] = tid() > 0 ? op(input[0], previous) : input[0];
  }
  template <int ITEMS, typename Output, typename Op>
  CU2CL_CUB_DEVICE void SubtractLeft(T (&input)[ITEMS], Output (&output)[ITEMS], Op op,
                                     T tile_predecessor_item) {
    T previous = valueOf(input[ITEMS - 1], tid() - 1, tile_predecessor_item);
    leftWithinThread(input, output, op, Threads * ITEMS);
    output[0] = op(input[0], previous);
  }
  template <int ITEMS, typename Output, typename Op>
  CU2CL_CUB_DEVICE void SubtractLeftPartialTile(T (&input)[ITEMS], Output (&output)[ITEMS], Op op,
                                                int valid_items) {
    T previous = valueOf(input[ITEMS - 1], tid() - 1, input[0]);
    leftWithinThread(input, output, op, valid_items);
    if (tid() * ITEMS < valid_items)
      output[0] = tid() > 0 ? op(input[0], previous) : input[0];
    else
      output[0] = input[0];
  }
  template <int ITEMS, typename Output, typename Op>
  CU2CL_CUB_DEVICE void SubtractRight(T (&input)[ITEMS], Output (&output)[ITEMS], Op op) {
    T next = valueOf(input[0], tid() + 1, input[ITEMS - 1]);
    rightWithinThread(input, output, op, Threads * ITEMS);
    output[ITEMS - 1] = tid() < Threads - 1 ? op(input[ITEMS - 1], next) : input[ITEMS - 1];
  }
  template <int ITEMS, typename Output, typename Op>
  CU2CL_CUB_DEVICE void SubtractRight(T (&input)[ITEMS], Output (&output)[ITEMS], Op op,
                                      T tile_successor_item) {
    T next = valueOf(input[0], tid() + 1, tile_successor_item);
    rightWithinThread(input, output, op, Threads * ITEMS);
    output[ITEMS - 1] = op(input[ITEMS - 1], next);
  }
  template <int ITEMS, typename Output, typename Op>
  CU2CL_CUB_DEVICE void SubtractRightPartialTile(T (&input)[ITEMS], Output (&output)[ITEMS], Op op,
                                                 int valid_items) {
    int lastOfThread = tid() * ITEMS + ITEMS - 1;
    T next = valueOf(input[0], lastOfThread + 1 < valid_items ? tid() + 1 : -1, input[ITEMS - 1]);
    rightWithinThread(input, output, op, valid_items);
    output[ITEMS - 1] =
        lastOfThread + 1 < valid_items ? op(input[ITEMS - 1], next) : input[ITEMS - 1];
  }
};
} // namespace cub
#endif
