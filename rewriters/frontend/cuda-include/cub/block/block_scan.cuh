/* CUB's block-wide prefix scan (see cub.cuh): the bodies below are translated like the
 * program's own device code (detail/cu2cl_block.cuh has the algorithm and what it keeps of
 * CUB's order of operations). The TempStorage is not used. */
#ifndef CU2CL_CUB_BLOCK_BLOCK_SCAN_CUH
#define CU2CL_CUB_BLOCK_BLOCK_SCAN_CUH
#include <cub/detail/cu2cl_block.cuh>
#include <cub/detail/cu2cl_config.cuh>
#include <cub/thread_operators.cuh>
#include <cuda_runtime.h>

namespace cub {
enum BlockScanAlgorithm {
  BLOCK_SCAN_RAKING,
  BLOCK_SCAN_RAKING_MEMOIZE,
  BLOCK_SCAN_WARP_SCANS,
};

template <typename T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
  static constexpr int Threads = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  CU2CL_CUB_DEVICE static int tid() {
    return cu2cl_detail::linearThreadId<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>();
  }
  template <typename ScanOp>
  CU2CL_CUB_DEVICE static cu2cl_detail::ScanResult<T> scan(T input, ScanOp op, bool hasInitial,
                                                           T initial) {
    return cu2cl_detail::blockScan<Threads>(input, op, tid(), hasInitial, initial);
  }

public:
  struct TempStorage {
    char unused;
  };
  CU2CL_CUB_DEVICE BlockScan() {}
  CU2CL_CUB_DEVICE BlockScan(TempStorage &) {}

  // One item per thread.
  CU2CL_CUB_DEVICE void ExclusiveSum(T input, T &output) {
    output = scan(input, cub::Sum(), true, T()).exclusive;
  }
  CU2CL_CUB_DEVICE void ExclusiveSum(T input, T &output, T &block_aggregate) {
    cu2cl_detail::ScanResult<T> result = scan(input, cub::Sum(), true, T());
    output = result.exclusive;
    block_aggregate = result.aggregate;
  }
  template <typename PrefixCallback>
  CU2CL_CUB_DEVICE void ExclusiveSum(T input, T &output, PrefixCallback &prefix_callback) {
    ExclusiveScan(input, output, cub::Sum(), prefix_callback);
  }
  CU2CL_CUB_DEVICE void InclusiveSum(T input, T &output) {
    output = scan(input, cub::Sum(), false, input).inclusive;
  }
  CU2CL_CUB_DEVICE void InclusiveSum(T input, T &output, T &block_aggregate) {
    cu2cl_detail::ScanResult<T> result = scan(input, cub::Sum(), false, input);
    output = result.inclusive;
    block_aggregate = result.aggregate;
  }
  template <typename PrefixCallback>
  CU2CL_CUB_DEVICE void InclusiveSum(T input, T &output, PrefixCallback &prefix_callback) {
    InclusiveScan(input, output, cub::Sum(), prefix_callback);
  }
  template <typename ScanOp>
  CU2CL_CUB_DEVICE void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op) {
    output = scan(input, scan_op, true, initial_value).exclusive;
  }
  template <typename ScanOp>
  CU2CL_CUB_DEVICE void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op,
                                      T &block_aggregate) {
    cu2cl_detail::ScanResult<T> result = scan(input, scan_op, true, initial_value);
    output = result.exclusive;
    block_aggregate = result.aggregate;
  }
  template <typename ScanOp>
  CU2CL_CUB_DEVICE void ExclusiveScan(T input, T &output, ScanOp scan_op) {
    output = scan(input, scan_op, false, input).exclusive;
  }
  template <typename ScanOp, typename PrefixCallback>
  CU2CL_CUB_DEVICE void ExclusiveScan(T input, T &output, ScanOp scan_op,
                                      PrefixCallback &prefix_callback) {
    cu2cl_detail::ScanResult<T> result = scan(input, scan_op, false, input);
    T prefix = cu2cl_detail::blockPrefixFromCallback(result.aggregate, prefix_callback, tid());
    output = tid() == 0 ? prefix : scan_op(prefix, result.exclusive);
  }
  template <typename ScanOp>
  CU2CL_CUB_DEVICE void InclusiveScan(T input, T &output, ScanOp scan_op) {
    output = scan(input, scan_op, false, input).inclusive;
  }
  template <typename ScanOp>
  CU2CL_CUB_DEVICE void InclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate) {
    cu2cl_detail::ScanResult<T> result = scan(input, scan_op, false, input);
    output = result.inclusive;
    block_aggregate = result.aggregate;
  }
  template <typename ScanOp, typename PrefixCallback>
  CU2CL_CUB_DEVICE void InclusiveScan(T input, T &output, ScanOp scan_op,
                                      PrefixCallback &prefix_callback) {
    cu2cl_detail::ScanResult<T> result = scan(input, scan_op, false, input);
    T prefix = cu2cl_detail::blockPrefixFromCallback(result.aggregate, prefix_callback, tid());
    output = scan_op(prefix, result.inclusive);
  }

  // Several items per thread, in a blocked arrangement (CUB's order: the thread's items
  // reduced, the partials scanned, then the thread's items scanned after its prefix).
  template <int ITEMS> CU2CL_CUB_DEVICE void ExclusiveSum(T (&input)[ITEMS], T (&output)[ITEMS]) {
    ExclusiveScan(input, output, T(), cub::Sum());
  }
  template <int ITEMS>
  CU2CL_CUB_DEVICE void ExclusiveSum(T (&input)[ITEMS], T (&output)[ITEMS], T &block_aggregate) {
    ExclusiveScan(input, output, T(), cub::Sum(), block_aggregate);
  }
  template <int ITEMS, typename PrefixCallback>
  CU2CL_CUB_DEVICE void ExclusiveSum(T (&input)[ITEMS], T (&output)[ITEMS],
                                     PrefixCallback &prefix_callback) {
    ExclusiveScan(input, output, cub::Sum(), prefix_callback);
  }
  template <int ITEMS> CU2CL_CUB_DEVICE void InclusiveSum(T (&input)[ITEMS], T (&output)[ITEMS]) {
    InclusiveScan(input, output, cub::Sum());
  }
  template <int ITEMS>
  CU2CL_CUB_DEVICE void InclusiveSum(T (&input)[ITEMS], T (&output)[ITEMS], T &block_aggregate) {
    InclusiveScan(input, output, cub::Sum(), block_aggregate);
  }
  template <int ITEMS, typename PrefixCallback>
  CU2CL_CUB_DEVICE void InclusiveSum(T (&input)[ITEMS], T (&output)[ITEMS],
                                     PrefixCallback &prefix_callback) {
    InclusiveScan(input, output, cub::Sum(), prefix_callback);
  }
  template <int ITEMS, typename ScanOp>
  CU2CL_CUB_DEVICE void ExclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], T initial_value,
                                      ScanOp scan_op) {
    T aggregate;
    ExclusiveScan(input, output, initial_value, scan_op, aggregate);
  }
  template <int ITEMS, typename ScanOp>
  CU2CL_CUB_DEVICE void ExclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], T initial_value,
                                      ScanOp scan_op, T &block_aggregate) {
    T partial = cu2cl_detail::threadReduce(input, scan_op);
    cu2cl_detail::ScanResult<T> result = scan(partial, scan_op, true, initial_value);
    block_aggregate = result.aggregate;
    cu2cl_detail::threadScanExclusive(input, output, scan_op, result.exclusive, true);
  }
  template <int ITEMS, typename ScanOp>
  CU2CL_CUB_DEVICE void ExclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], ScanOp scan_op) {
    T partial = cu2cl_detail::threadReduce(input, scan_op);
    cu2cl_detail::ScanResult<T> result = scan(partial, scan_op, false, partial);
    cu2cl_detail::threadScanExclusive(input, output, scan_op, result.exclusive, tid() != 0);
  }
  template <int ITEMS, typename ScanOp, typename PrefixCallback>
  CU2CL_CUB_DEVICE void ExclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], ScanOp scan_op,
                                      PrefixCallback &prefix_callback) {
    T partial = cu2cl_detail::threadReduce(input, scan_op);
    T exclusive;
    ExclusiveScan(partial, exclusive, scan_op, prefix_callback);
    cu2cl_detail::threadScanExclusive(input, output, scan_op, exclusive, true);
  }
  template <int ITEMS, typename ScanOp>
  CU2CL_CUB_DEVICE void InclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], ScanOp scan_op) {
    T aggregate;
    InclusiveScan(input, output, scan_op, aggregate);
  }
  template <int ITEMS, typename ScanOp>
  CU2CL_CUB_DEVICE void InclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], ScanOp scan_op,
                                      T &block_aggregate) {
    T partial = cu2cl_detail::threadReduce(input, scan_op);
    cu2cl_detail::ScanResult<T> result = scan(partial, scan_op, false, partial);
    block_aggregate = result.aggregate;
    cu2cl_detail::threadScanInclusive(input, output, scan_op, result.exclusive, tid() != 0);
  }
  template <int ITEMS, typename ScanOp, typename PrefixCallback>
  CU2CL_CUB_DEVICE void InclusiveScan(T (&input)[ITEMS], T (&output)[ITEMS], ScanOp scan_op,
                                      PrefixCallback &prefix_callback) {
    T partial = cu2cl_detail::threadReduce(input, scan_op);
    T exclusive;
    ExclusiveScan(partial, exclusive, scan_op, prefix_callback);
    cu2cl_detail::threadScanInclusive(input, output, scan_op, exclusive, true);
  }
};
} // namespace cub
#endif
