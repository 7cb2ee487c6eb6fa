/* cu2cl device library: a reduction over the whole work-group (CUB's BlockReduce).
 *
 *   T cu2cl_block_reduce_<op>_<T>(T v, int valid, bool act, __local ulong *scratch)
 *     op: add, max, min. The values of the first `valid` work-items (linear local ids; all of
 *     them when valid < 0) that take part (act) are combined; every work-item gets the result
 *     (CUB defines it in thread 0 only). A tree over the scratch buffer, log2(block) barriers.
 *     Floating-point sums are combined in the tree's order, which is not CUB's: the last bits
 *     may differ, as they may between CUB's own algorithms.
 */
#ifndef CU2CL_DEVICE_BLOCK_REDUCE_H
#define CU2CL_DEVICE_BLOCK_REDUCE_H

#define CU2CL__BLOCK_REDUCE(OP, SUF, T, IDENTITY, COMBINE)                                         \
  CU2CL_INLINE T cu2cl_block_reduce_##OP##_##SUF(T v, int valid, bool act,                         \
                                                 __local ulong *scratch) {                         \
    __local T *slot = (__local T *)scratch;                                                        \
    uint n = cu2cl_block_size(), me = cu2cl_linear_local_id();                                     \
    uint count = valid < 0 || (uint)valid > n ? n : (uint)valid;                                   \
    barrier(CLK_LOCAL_MEM_FENCE); /* the scratch buffer may hold a previous primitive's data */    \
    slot[me] = act && me < count ? v : (IDENTITY);                                                 \
    uint width = 1u;                                                                               \
    while (width < n)                                                                              \
      width <<= 1;                                                                                 \
    for (uint step = width >> 1; step > 0u; step >>= 1) {                                          \
      barrier(CLK_LOCAL_MEM_FENCE);                                                                \
      if (me < step && me + step < n) {                                                            \
        T a = slot[me], b = slot[me + step];                                                       \
        slot[me] = (COMBINE);                                                                      \
      }                                                                                            \
    }                                                                                              \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                  \
    T result = slot[0];                                                                            \
    barrier(CLK_LOCAL_MEM_FENCE); /* everyone has read it before the buffer is reused */           \
    return result;                                                                                 \
  }
#define CU2CL__BLOCK_REDUCE_TYPE(SUF, T, LOWEST, HIGHEST)                                          \
  CU2CL__BLOCK_REDUCE(add, SUF, T, (T)0, a + b)                                                    \
  CU2CL__BLOCK_REDUCE(max, SUF, T, LOWEST, a < b ? b : a)                                          \
  CU2CL__BLOCK_REDUCE(min, SUF, T, HIGHEST, b < a ? b : a)

CU2CL__BLOCK_REDUCE_TYPE(i32, int, INT_MIN, INT_MAX)
CU2CL__BLOCK_REDUCE_TYPE(u32, uint, 0u, UINT_MAX)
CU2CL__BLOCK_REDUCE_TYPE(i64, long, LONG_MIN, LONG_MAX)
CU2CL__BLOCK_REDUCE_TYPE(u64, ulong, 0ul, ULONG_MAX)
CU2CL__BLOCK_REDUCE_TYPE(f32, float, -INFINITY, INFINITY)
#ifdef cl_khr_fp64
CU2CL__BLOCK_REDUCE_TYPE(f64, double, -(double)INFINITY, (double)INFINITY)
#endif

#undef CU2CL__BLOCK_REDUCE_TYPE
#undef CU2CL__BLOCK_REDUCE

#endif
