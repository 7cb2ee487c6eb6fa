/* The algorithms behind cu2cl's CUB block collectives (block_*.cuh), written in the CUDA that
 * cu2cl translates, so that they take any type and any operator.
 *
 * They follow the order of operations of CUB's BLOCK_REDUCE_WARP_REDUCTIONS and
 * BLOCK_SCAN_WARP_SCANS algorithms, with 32-thread warps exchanging values through
 * __shared__ memory instead of shuffles: a reduction with any operator, and a scan of integers
 * or with an exact operator, give CUB's values; a floating-point scan of CUB's default
 * (raking) algorithm may differ from it in the last bits, as CUB's algorithms differ among
 * themselves.
 *
 * A collective's __shared__ arrays belong to its function, not to the TempStorage the program
 * gives it, so each collective ends with a barrier: the next one may reuse the arrays at once,
 * as CUB lets a program use two TempStorage objects without a barrier between them. */
#ifndef CU2CL_CUB_DETAIL_CU2CL_BLOCK_CUH
#define CU2CL_CUB_DETAIL_CU2CL_BLOCK_CUH
#include <cub/detail/cu2cl_config.cuh>
#include <cuda_runtime.h>

namespace cub {
namespace cu2cl_detail {

/* The thread's rank in a block of the collective's dimensions (CUB's RowMajorTid). */
template <int DIM_X, int DIM_Y, int DIM_Z> CU2CL_CUB_DEVICE int linearThreadId() {
  return (DIM_Z == 1 ? 0 : (int)threadIdx.z * DIM_X * DIM_Y) +
         (DIM_Y == 1 ? 0 : (int)threadIdx.y * DIM_X) + (int)threadIdx.x;
}

/* The thread's rank in its block, whatever the block's dimensions. */
CU2CL_CUB_DEVICE unsigned int blockThreadRank() {
  return threadIdx.x + (threadIdx.y + threadIdx.z * blockDim.y) * blockDim.x;
}

/* Where item `item` of thread `tid` is in a tile of THREADS x ITEMS: striped (item-major) or
 * blocked (thread-major). */
template <bool STRIPED, int THREADS, int ITEMS> CU2CL_CUB_DEVICE int tileIndex(int tid, int item) {
  return STRIPED ? item * THREADS + tid : tid * ITEMS + item;
}

/* The logical warp of a collective: 32 threads, or the whole block when it is smaller. */
template <int THREADS> struct Warps {
  static constexpr int Width = THREADS < 32 ? THREADS : 32;
  static constexpr int Count = (THREADS + Width - 1) / Width;
};

/* The reduction of the first `valid` threads' values; thread 0 has it (CUB's contract), the
 * other threads have their warp's partial results. */
template <int THREADS, typename T, typename Op>
CU2CL_CUB_DEVICE T blockReduce(T input, Op op, int valid, int tid) {
  constexpr int Width = Warps<THREADS>::Width;
  constexpr int Count = Warps<THREADS>::Count;
  __shared__ T lanes[THREADS];
  __shared__ T warpTotals[Count];
  const int warp = tid / Width;
  const int lane = tid % Width;
  int warpValid = valid - warp * Width;
  if (warpValid > Width)
    warpValid = Width;
  T value = input;
  // CUB's warp reduction: shuffles down by 1, 2, 4, ... combining (own, other).
  for (int offset = 1; offset < Width; offset *= 2) {
    if (tid < THREADS)
      lanes[tid] = value;
    __syncthreads();
    if (lane + offset < warpValid)
      value = op(value, lanes[tid + offset]);
    __syncthreads();
  }
  if (lane == 0 && tid < THREADS)
    warpTotals[warp] = value;
  __syncthreads();
  if (tid == 0)
    for (int other = 1; other < Count; ++other)
      if (other * Width < valid)
        value = op(value, warpTotals[other]);
  __syncthreads();
  return value;
}

/* What a block-wide scan gives each thread. */
template <typename T> struct ScanResult {
  T inclusive;
  T exclusive; // undefined in thread 0 when the scan has no initial value
  T aggregate; // of every thread's input, without the initial value
};

/* A scan of one value per thread over the block (CUB's warp scans): Kogge-Stone in each warp
 * combining (earlier, later), then each warp's prefix from the warps' totals in order. With
 * `hasInitial`, `initial` comes before thread 0's value. */
template <int THREADS, typename T, typename Op>
CU2CL_CUB_DEVICE ScanResult<T> blockScan(T input, Op op, int tid, bool hasInitial, T initial) {
  constexpr int Width = Warps<THREADS>::Width;
  constexpr int Count = Warps<THREADS>::Count;
  __shared__ T lanes[THREADS];
  __shared__ T warpTotals[Count];
  const int warp = tid / Width;
  const int lane = tid % Width;
  ScanResult<T> result;
  T inclusive = input;
  for (int offset = 1; offset < Width; offset *= 2) {
    if (tid < THREADS)
      lanes[tid] = inclusive;
    __syncthreads();
    if (lane >= offset && tid < THREADS)
      inclusive = op(lanes[tid - offset], inclusive);
    __syncthreads();
  }
  if (tid < THREADS)
    lanes[tid] = inclusive;
  if (lane == Width - 1 || tid == THREADS - 1)
    warpTotals[warp] = inclusive;
  __syncthreads();
  T warpExclusive = lane > 0 && tid < THREADS ? lanes[tid - 1] : input;
  T prefix = warpTotals[0];
  T aggregate = warpTotals[0];
  for (int other = 1; other < Count; ++other) {
    if (warp == other)
      prefix = aggregate;
    aggregate = op(aggregate, warpTotals[other]);
  }
  __syncthreads();
  result.aggregate = aggregate;
  if (hasInitial) {
    prefix = warp == 0 ? initial : op(initial, prefix);
    result.exclusive = lane == 0 ? prefix : op(prefix, warpExclusive);
    result.inclusive = op(prefix, inclusive);
  } else if (warp == 0) {
    result.exclusive = warpExclusive;
    result.inclusive = inclusive;
  } else {
    result.exclusive = lane == 0 ? prefix : op(prefix, warpExclusive);
    result.inclusive = op(prefix, inclusive);
  }
  return result;
}

/* The prefix a callback gives the block (CUB's BlockPrefixCallbackOp): the first warp calls
 * it with the block's aggregate, and its first thread's result is every thread's. */
template <typename T, typename Callback>
CU2CL_CUB_DEVICE T blockPrefixFromCallback(T aggregate, Callback &callback, int tid) {
  __shared__ T prefix;
  if (tid < 32) {
    T value = callback(aggregate);
    if (tid == 0)
      prefix = value;
  }
  __syncthreads();
  T result = prefix;
  __syncthreads();
  return result;
}

/* A thread's own items reduced in order (CUB's ThreadReduce). */
template <int ITEMS, typename T, typename Op>
CU2CL_CUB_DEVICE T threadReduce(T (&input)[ITEMS], Op op) {
  T value = input[0];
  for (int item = 1; item < ITEMS; ++item)
    value = op(value, input[item]);
  return value;
}

/* A thread's own items scanned after `prefix` (CUB's ThreadScanExclusive and
 * ThreadScanInclusive); input and output may be the same array. */
template <int ITEMS, typename T, typename Op>
CU2CL_CUB_DEVICE void threadScanExclusive(T (&input)[ITEMS], T (&output)[ITEMS], Op op, T prefix,
                                          bool applyPrefix) {
  T inclusive = input[0];
  if (applyPrefix)
    inclusive = op(prefix, inclusive);
  output[0] = prefix;
  T exclusive = inclusive;
  for (int item = 1; item < ITEMS; ++item) {
    inclusive = op(exclusive, input[item]);
    output[item] = exclusive;
    exclusive = inclusive;
  }
}
template <int ITEMS, typename T, typename Op>
CU2CL_CUB_DEVICE void threadScanInclusive(T (&input)[ITEMS], T (&output)[ITEMS], Op op, T prefix,
                                          bool applyPrefix) {
  T inclusive = input[0];
  if (applyPrefix)
    inclusive = op(prefix, inclusive);
  output[0] = inclusive;
  for (int item = 1; item < ITEMS; ++item) {
    inclusive = op(inclusive, input[item]);
    output[item] = inclusive;
  }
}

} // namespace cu2cl_detail
} // namespace cub
#endif
