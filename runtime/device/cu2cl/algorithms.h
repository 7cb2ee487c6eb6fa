/* cu2cl device library: device-wide scan, reduce, count_if and copy_if (the kernels behind the
 * host's cu2cl::exclusive_scan, inclusive_scan, reduce, count_if, copy_if and cu2cl::cub).
 *
 *   #include <cu2cl/algorithms.h>
 *   CU2CL_DEFINE_SCAN(NAME, T)
 *   CU2CL_DEFINE_REDUCE(NAME, T)
 *   CU2CL_DEFINE_COUNT_IF(NAME, T, PRED_CALL)
 *   CU2CL_DEFINE_COUNT_IF_WITH_STATE(NAME, T, F, PRED_CALL)
 *   CU2CL_DEFINE_COPY_IF(NAME, T, PRED_CALL)
 *   CU2CL_DEFINE_COPY_IF_WITH_STATE(NAME, T, F, PRED_CALL)
 *
 * Each macro defines the kernels of one algorithm for one element type T (int uint long ulong
 * float double; double only where the device has cl_khr_fp64, so wrap a double instantiation in
 * `#ifdef cl_khr_fp64`) at program scope. T is one identifier with a vector type T##8 (the
 * OpenCL C name of a scalar type, or a macro that expands to one). NAME must be unique in the
 * program: every kernel and helper is named after it. PRED_CALL(x) (stateless) or PRED_CALL(&pred,
 * x) (the functor `F pred` passed by value, the translator's `F_call(const F *self, T x)`) must be
 * a pure function returning a truth value; it runs twice per element.
 *
 * Standalone OpenCL C 1.2: no sub-groups, no atomics, barriers only in work-group-uniform
 * control flow. Independent of device.h (it may come before or after it).
 *
 * ---- The algorithm: reduce-then-scan, two launches ----
 * The input [0, n) is cut into one contiguous tile of `tile` elements per work-group (group g:
 * [g*tile, min(n, (g+1)*tile))). Work-groups of more than one work-item (GPUs) walk a tile in
 * chunks of CU2CL_ALG_CHUNK(wg, T) = wg * CU2CL_ALG_ITEMS(T) elements: a chunk is loaded coalesced
 * into local memory, each work-item scans its CU2CL_ALG_ITEMS(T) consecutive elements sequentially
 * in registers, a raking scan in local memory combines the work-items' totals, and the chunk
 * goes back out coalesced. A work-group of one work-item (CPUs) walks its tile in order, without
 * barriers or local memory: CPU implementations run a work-group's work-items one after the
 * other, so the striped layout would send each of them over the whole tile with a stride.
 *   1. NAME_upsweep: each group reduces its tile to one partial (partials[g]).
 *   2. NAME_downsweep (scan, copy_if): each group first sums partials[0, g) itself (so there is
 *      no separate pass over the partials), then scans its tile.
 *      NAME_final (reduce, count_if): one group sums the partials.
 * Global traffic: scan 3n elements (a copy is 2n), reduce n. Any tile >= 1 is correct; a tile
 * that is a multiple of the chunk is fastest. Host side: runtime/host/include/cu2cl/algorithms.h.
 *
 * ---- Launch rules (every kernel) ----
 * One-dimensional; local size wg <= CU2CL_ALG_MAX_WG (any value, need not be a power of two);
 * `num_groups` is the number of partials (= groups of the upsweep). Pointer parameters follow
 * the kernel ABI (docs/host-translation.md): each `__global` pointer p is followed by
 * `ulong p_cu2cl_offset`, a byte offset added at the top of the kernel (unless the program is
 * built with CU2CL_ZERO_OFFSETS defined 1, for launches whose offsets are all 0).
 *
 * ---- Kernels ----
 * CU2CL_DEFINE_SCAN(NAME, T): out[i] = init + src[0] + ... + src[i-1] (exclusive) or
 *                                      init + src[0] + ... + src[i]   (inclusive); dst may be src.
 *   NAME_upsweep(__global const T *src, ulong src_cu2cl_offset,
 *                __global T *partials, ulong partials_cu2cl_offset, ulong n, ulong tile)
 *     grid: num_groups groups. partials[g] = sum of group g's tile.
 *   NAME_downsweep(__global const T *src, ulong src_cu2cl_offset,
 *                  __global T *dst, ulong dst_cu2cl_offset,
 *                  __global const T *partials, ulong partials_cu2cl_offset,
 *                  ulong n, ulong tile, T init, int inclusive)
 *     grid: the same num_groups groups, after the upsweep. With one group the upsweep may be
 *     skipped (partials[0, 0) is never read; partials may then be any buffer, even null).
 * CU2CL_DEFINE_REDUCE(NAME, T): out[0] = init + src[0] + ... + src[n-1].
 *   NAME_upsweep: as for the scan.
 *   NAME_final(__global const T *partials, ulong partials_cu2cl_offset,
 *              __global T *out, ulong out_cu2cl_offset, uint num_groups, T init)
 *     grid: one group.
 * CU2CL_DEFINE_COUNT_IF(NAME, T, PRED_CALL): out[0] = number of i < n with PRED_CALL(src[i]).
 *   NAME_upsweep(__global const T *src, ulong src_cu2cl_offset,
 *                __global ulong *counts, ulong counts_cu2cl_offset, ulong n, ulong tile)
 *     counts[g] = matches in group g's tile.
 *   NAME_final(__global const ulong *counts, ulong counts_cu2cl_offset,
 *              __global ulong *out, ulong out_cu2cl_offset, uint num_groups)     one group.
 * CU2CL_DEFINE_COPY_IF(NAME, T, PRED_CALL): the matching elements of src, in order, to
 *   dst[0, count); dst must not overlap src (as in thrust).
 *   NAME_upsweep: as for count_if; counts holds num_groups + 1 ulongs.
 *   NAME_downsweep(__global const T *src, ulong src_cu2cl_offset,
 *                  __global T *dst, ulong dst_cu2cl_offset,
 *                  __global ulong *counts, ulong counts_cu2cl_offset, ulong n, ulong tile)
 *     writes the total count to counts[num_groups]. With one group the upsweep may be skipped
 *     (counts[0] is then never read).
 * ..._WITH_STATE(NAME, T, F, PRED_CALL): the same kernels with one more, last, parameter
 *   `F pred` (the functor's bytes, by value) on NAME_upsweep and NAME_downsweep.
 */
#ifndef CU2CL_DEVICE_ALGORITHMS_H
#define CU2CL_DEVICE_ALGORITHMS_H

#ifndef CU2CL_INLINE
#define CU2CL_INLINE static inline
#endif
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

/* The local arrays are sized for the largest work-group; the host launches at most this many
 * work-items per group (fewer where the kernel's CL_KERNEL_WORK_GROUP_SIZE is smaller). */
#ifndef CU2CL_ALG_MAX_WG
#define CU2CL_ALG_MAX_WG 256
#endif
/* Elements of type T per work-item and chunk: enough loads in flight per work-item on a GPU and
 * a sequential part long enough to amortise the work-group scan, in 16 KiB of local memory for
 * the largest group (NVIDIA H100: 16 elements of 4 bytes are 7% faster than 8 at 2^24 ints).
 * The host side computes the same numbers (cu2cl::detail::algorithmShape). */
#ifndef CU2CL_ALG_ITEMS
#define CU2CL_ALG_ITEMS(T) (sizeof(T) <= 4 ? 16u : 8u)
#endif
#define CU2CL_ALG_CHUNK(wg, T) (CU2CL_ALG_ITEMS(T) * (wg))

/* One pad slot per 32 elements: work-item t reading its ITEMS consecutive elements, and the
 * rakers reading 32 consecutive totals, then hit 32 different banks. */
#define CU2CL__ALG_PAD(i) ((i) + ((i) >> 5))
#define CU2CL__ALG_ITEM_SLOTS(T) (CU2CL__ALG_PAD(CU2CL_ALG_CHUNK(CU2CL_ALG_MAX_WG, T)))
/* Work-group scan slots: one per work-item (padded), then one per raking segment, then the
 * total. */
#define CU2CL__ALG_RAKE_BASE CU2CL__ALG_PAD(CU2CL_ALG_MAX_WG)
#define CU2CL__ALG_SCAN_SLOTS (CU2CL__ALG_RAKE_BASE + CU2CL_ALG_MAX_WG / 32 + 2)

/* The kernel ABI's pointer adjustment, left out like a translated kernel's in a build for
 * launches whose pointers all start their buffers (CU2CL_ZERO_OFFSETS). */
#if CU2CL_ZERO_OFFSETS
#define CU2CL__ALG_ADJUST(T, p) (void)p##_cu2cl_offset
#else
#define CU2CL__ALG_ADJUST(T, p) p = (__global T *)((__global uchar *)p + p##_cu2cl_offset)
#endif

/* ---- Work-group scan and sum of one value per work-item ----
 * PFX##_block_scan(v, &total, s): exclusive prefix of v over the work-group in linear local id
 * order, and the sum of all. s: CU2CL__ALG_SCAN_SLOTS elements of local memory. Called by every
 * work-item. It begins with a barrier, so local memory that the work-group read before the call
 * may be rewritten after it; s itself is free again after the next barrier (the next call's).
 * Raking: 32-value segments scanned serially by one work-item each, the segment totals by
 * work-item 0; four barriers, no sub-groups. */
#define CU2CL__ALG_BLOCK_FUNCS(PFX, T)                                                             \
  CU2CL_INLINE T PFX##_block_scan(T v, T *total, __local T *s) {                                   \
    uint lid = get_local_id(0), wg = get_local_size(0), nr = (wg + 31u) >> 5;                      \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                  \
    s[CU2CL__ALG_PAD(lid)] = v;                                                                    \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                  \
    if (lid < nr) {                                                                                \
      uint b = lid << 5, e = min(b + 32u, wg);                                                     \
      T acc = (T)0;                                                                                \
      for (uint i = b; i < e; ++i) {                                                               \
        T t = s[CU2CL__ALG_PAD(i)];                                                                \
        s[CU2CL__ALG_PAD(i)] = acc;                                                                \
        acc += t;                                                                                  \
      }                                                                                            \
      s[CU2CL__ALG_RAKE_BASE + lid] = acc;                                                         \
    }                                                                                              \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                  \
    if (lid == 0) {                                                                                \
      T acc = (T)0;                                                                                \
      for (uint r = 0; r < nr; ++r) {                                                              \
        T t = s[CU2CL__ALG_RAKE_BASE + r];                                                         \
        s[CU2CL__ALG_RAKE_BASE + r] = acc;                                                         \
        acc += t;                                                                                  \
      }                                                                                            \
      s[CU2CL__ALG_RAKE_BASE + nr] = acc;                                                          \
    }                                                                                              \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                  \
    *total = s[CU2CL__ALG_RAKE_BASE + nr];                                                         \
    return s[CU2CL__ALG_RAKE_BASE + (lid >> 5)] + s[CU2CL__ALG_PAD(lid)];                          \
  }                                                                                                \
  CU2CL_INLINE T PFX##_block_sum(T v, __local T *s) {                                              \
    T total;                                                                                       \
    PFX##_block_scan(v, &total, s);                                                                \
    return total;                                                                                  \
  }                                                                                                \
  /* Sum of src[0, count) over the work-group (returned to every work-item). */                    \
  CU2CL_INLINE T PFX##_sum_prefix(__global const T *src, ulong count, __local T *s) {              \
    T acc = (T)0;                                                                                  \
    for (ulong i = get_local_id(0); i < count; i += get_local_size(0))                             \
      acc += src[i];                                                                               \
    return PFX##_block_sum(acc, s);                                                                \
  }

/* Counts are summed as uint per work-item and chunk, as ulong across chunks and groups. */
CU2CL__ALG_BLOCK_FUNCS(cu2cl__alg_u32, uint)
CU2CL__ALG_BLOCK_FUNCS(cu2cl__alg_u64, ulong)

/* The range [start, end) of group g: g's tile, clipped to n (empty for groups past the end). */
#define CU2CL__ALG_TILE(n, tile)                                                                   \
  ulong start = min((ulong)get_group_id(0) * (tile), (n));                                         \
  ulong end = min(start + (tile), (n))

/* ---- Sum and scan of a range, per element type ---- */
#define CU2CL__ALG_RANGE_FUNCS(PFX, T)                                                             \
  CU2CL__ALG_BLOCK_FUNCS(PFX, T)                                                                   \
  /* Sum of src[start, end) over the work-group. Striped loads: coalesced, no barrier. */          \
  CU2CL_INLINE T PFX##_sum_range(__global const T *src, ulong start, ulong end, __local T *s) {    \
    uint lid = get_local_id(0), wg = get_local_size(0), chunk = CU2CL_ALG_CHUNK(wg, T);            \
    T acc = (T)0;                                                                                  \
    if (wg == 1) {                                                                                 \
      /* Eight sums side by side: vector loads, and no chain of dependent float adds. */           \
      T##8 a = (T##8)((T)0);                                                                       \
      ulong i = start;                                                                             \
      for (; i + 8 <= end; i += 8)                                                                 \
        a += vload8(0, src + i);                                                                   \
      for (; i < end; ++i)                                                                         \
        acc += src[i];                                                                             \
      acc += ((a.s0 + a.s1) + (a.s2 + a.s3)) + ((a.s4 + a.s5) + (a.s6 + a.s7));                    \
    } else {                                                                                       \
      for (ulong base = start; base < end; base += chunk) {                                        \
        __global const T *p = src + base + lid;                                                    \
        if (end - base >= chunk && ((ulong)(src + base) & (sizeof(T##4) - 1)) == 0) {              \
          /* Whole aligned 4-vectors, as CUB loads. */                                             \
          __global const T##4 *v = (__global const T##4 *)(src + base) + lid;                      \
          T##4 a = v[0];                                                                           \
          for (uint j = 1; j < CU2CL_ALG_ITEMS(T) / 4; ++j)                                        \
            a += v[j * wg];                                                                        \
          acc += (a.s0 + a.s1) + (a.s2 + a.s3);                                                    \
        } else if (end - base >= chunk) {                                                          \
          for (uint j = 0; j < CU2CL_ALG_ITEMS(T); ++j)                                            \
            acc += p[j * wg];                                                                      \
        } else {                                                                                   \
          uint cnt = (uint)(end - base);                                                           \
          for (uint j = 0; j < CU2CL_ALG_ITEMS(T); ++j)                                            \
            if (j * wg + lid < cnt)                                                                \
              acc += p[j * wg];                                                                    \
        }                                                                                          \
      }                                                                                            \
    }                                                                                              \
    return PFX##_block_sum(acc, s);                                                                \
  }                                                                                                \
  /* dst[i] = carry + src[start] + ... + src[i] (inclusive) or ... + src[i-1] (exclusive), for     \
   * i in [start, end). Per chunk: striped load to lm, ITEMS consecutive elements per work-item    \
   * scanned in registers, work-group scan of the work-items' totals, striped store. */            \
  CU2CL_INLINE void PFX##_scan_range(__global const T *src, __global T *dst, ulong start,          \
                                     ulong end, T carry, int inclusive, __local T *lm,             \
                                     __local T *s) {                                               \
    uint lid = get_local_id(0), wg = get_local_size(0), chunk = CU2CL_ALG_CHUNK(wg, T);            \
    if (wg == 1) {                                                                                 \
      /* Eight elements a step: a vector load, a log-step scan in registers, a vector store; the   \
       * carried sum depends on one add per step, not eight (PoCL, 2 cores: 1.6x faster than one   \
       * element a step). */                                                                       \
      ulong i = start;                                                                             \
      for (; i + 8 <= end; i += 8) {                                                               \
        T##8 a = vload8(0, src + i);                                                               \
        a += (T##8)((T)0, a.s0, a.s1, a.s2, a.s3, a.s4, a.s5, a.s6);                               \
        a += (T##8)((T)0, (T)0, a.s0, a.s1, a.s2, a.s3, a.s4, a.s5);                               \
        a += (T##8)((T)0, (T)0, (T)0, (T)0, a.s0, a.s1, a.s2, a.s3);                               \
        T##8 e = (T##8)((T)0, a.s0, a.s1, a.s2, a.s3, a.s4, a.s5, a.s6);                           \
        vstore8((inclusive ? a : e) + carry, 0, dst + i);                                          \
        carry += a.s7;                                                                             \
      }                                                                                            \
      for (; i < end; ++i) {                                                                       \
        T t = src[i];                                                                              \
        T before = carry;                                                                          \
        carry += t;                                                                                \
        dst[i] = inclusive ? carry : before;                                                       \
      }                                                                                            \
    } else {                                                                                       \
      for (ulong base = start; base < end; base += chunk) {                                        \
        uint cnt = (uint)min((ulong)chunk, end - base);                                            \
        barrier(CLK_LOCAL_MEM_FENCE); /* the previous chunk's store has read lm */                 \
        for (uint j = 0; j < CU2CL_ALG_ITEMS(T); ++j) {                                            \
          uint i = j * wg + lid;                                                                   \
          lm[CU2CL__ALG_PAD(i)] = i < cnt ? src[base + i] : (T)0;                                  \
        }                                                                                          \
        barrier(CLK_LOCAL_MEM_FENCE);                                                              \
        T x[CU2CL_ALG_ITEMS(T)];                                                                   \
        T acc = (T)0;                                                                              \
        uint first = lid * CU2CL_ALG_ITEMS(T);                                                     \
        for (uint j = 0; j < CU2CL_ALG_ITEMS(T); ++j) {                                            \
          T t = lm[CU2CL__ALG_PAD(first + j)];                                                     \
          T before = acc;                                                                          \
          acc += t;                                                                                \
          x[j] = inclusive ? acc : before;                                                         \
        }                                                                                          \
        T total;                                                                                   \
        T prefix = carry + PFX##_block_scan(acc, &total, s); /* its first barrier: lm is read */   \
        for (uint j = 0; j < CU2CL_ALG_ITEMS(T); ++j)                                              \
          lm[CU2CL__ALG_PAD(first + j)] = prefix + x[j];                                           \
        barrier(CLK_LOCAL_MEM_FENCE);                                                              \
        for (uint j = 0; j < CU2CL_ALG_ITEMS(T); ++j) {                                            \
          uint i = j * wg + lid;                                                                   \
          if (i < cnt)                                                                             \
            dst[base + i] = lm[CU2CL__ALG_PAD(i)];                                                 \
        }                                                                                          \
        carry += total;                                                                            \
      }                                                                                            \
    }                                                                                              \
  }

/* ---- Scan ---- */
#define CU2CL_DEFINE_SCAN(NAME, T)                                                                 \
  CU2CL__ALG_RANGE_FUNCS(cu2cl__alg_##NAME, T)                                                     \
  __kernel void NAME##_upsweep(__global const T *src, ulong src_cu2cl_offset,                      \
                               __global T *partials, ulong partials_cu2cl_offset, ulong n,         \
                               ulong tile) {                                                       \
    CU2CL__ALG_ADJUST(T, src);                                                                     \
    CU2CL__ALG_ADJUST(T, partials);                                                                \
    __local T s[CU2CL__ALG_SCAN_SLOTS];                                                            \
    CU2CL__ALG_TILE(n, tile);                                                                      \
    T sum = cu2cl__alg_##NAME##_sum_range(src, start, end, s);                                     \
    if (get_local_id(0) == 0)                                                                      \
      partials[get_group_id(0)] = sum;                                                             \
  }                                                                                                \
  __kernel void NAME##_downsweep(__global const T *src, ulong src_cu2cl_offset, __global T *dst,   \
                                 ulong dst_cu2cl_offset, __global const T *partials,               \
                                 ulong partials_cu2cl_offset, ulong n, ulong tile, T init,         \
                                 int inclusive) {                                                  \
    CU2CL__ALG_ADJUST(T, src);                                                                     \
    CU2CL__ALG_ADJUST(T, dst);                                                                     \
    CU2CL__ALG_ADJUST(T, partials);                                                                \
    __local T lm[CU2CL__ALG_ITEM_SLOTS(T)];                                                        \
    __local T s[CU2CL__ALG_SCAN_SLOTS];                                                            \
    CU2CL__ALG_TILE(n, tile);                                                                      \
    T carry = init + cu2cl__alg_##NAME##_sum_prefix(partials, get_group_id(0), s);                 \
    cu2cl__alg_##NAME##_scan_range(src, dst, start, end, carry, inclusive, lm, s);                 \
  }

/* ---- Reduce ---- */
#define CU2CL_DEFINE_REDUCE(NAME, T)                                                               \
  CU2CL__ALG_RANGE_FUNCS(cu2cl__alg_##NAME, T)                                                     \
  __kernel void NAME##_upsweep(__global const T *src, ulong src_cu2cl_offset,                      \
                               __global T *partials, ulong partials_cu2cl_offset, ulong n,         \
                               ulong tile) {                                                       \
    CU2CL__ALG_ADJUST(T, src);                                                                     \
    CU2CL__ALG_ADJUST(T, partials);                                                                \
    __local T s[CU2CL__ALG_SCAN_SLOTS];                                                            \
    CU2CL__ALG_TILE(n, tile);                                                                      \
    T sum = cu2cl__alg_##NAME##_sum_range(src, start, end, s);                                     \
    if (get_local_id(0) == 0)                                                                      \
      partials[get_group_id(0)] = sum;                                                             \
  }                                                                                                \
  __kernel void NAME##_final(__global const T *partials, ulong partials_cu2cl_offset,              \
                             __global T *out, ulong out_cu2cl_offset, uint num_groups, T init) {   \
    CU2CL__ALG_ADJUST(T, partials);                                                                \
    CU2CL__ALG_ADJUST(T, out);                                                                     \
    __local T s[CU2CL__ALG_SCAN_SLOTS];                                                            \
    T sum = cu2cl__alg_##NAME##_sum_prefix(partials, num_groups, s);                               \
    if (get_local_id(0) == 0)                                                                      \
      out[0] = init + sum;                                                                         \
  }

/* ---- Predicates: count_if and copy_if ----
 * The predicate is called through PFX##_pred(state, x): STATE is F for the stateful forms and
 * int (a dummy, never read) for the stateless ones, so one body serves both. */
#define CU2CL__ALG_PRED_FUNCS(PFX, T, STATE)                                                       \
  /* Matches in src[start, end) over the work-group. */                                            \
  CU2CL_INLINE ulong PFX##_count_range(__global const T *src, ulong start, ulong end,              \
                                       const STATE *state, __local ulong *s) {                     \
    uint lid = get_local_id(0), wg = get_local_size(0), chunk = CU2CL_ALG_CHUNK(wg, T);            \
    ulong acc = 0;                                                                                 \
    if (wg == 1) {                                                                                 \
      for (ulong i = start; i < end; ++i)                                                          \
        acc += PFX##_pred(state, src[i]) ? 1u : 0u;                                                \
    } else {                                                                                       \
      for (ulong base = start; base < end; base += chunk) {                                        \
        __global const T *p = src + base + lid;                                                    \
        uint c = 0, cnt = (uint)min((ulong)chunk, end - base);                                     \
        for (uint j = 0; j < CU2CL_ALG_ITEMS(T); ++j)                                              \
          if (j * wg + lid < cnt)                                                                  \
            c += PFX##_pred(state, p[j * wg]) ? 1u : 0u;                                           \
        acc += c;                                                                                  \
      }                                                                                            \
    }                                                                                              \
    return cu2cl__alg_u64_block_sum(acc, s);                                                       \
  }                                                                                                \
  /* Copies the matches of src[start, end) to dst[carry, ...) in order; returns carry plus their   \
   * number. Per chunk: striped load to lm, ITEMS consecutive elements per work-item tested,       \
   * work-group scan of the work-items' counts, the matches compacted in lm, striped store. */     \
  CU2CL_INLINE ulong PFX##_copy_range(__global const T *src, __global T *dst, ulong start,         \
                                      ulong end, ulong carry, const STATE *state, __local T *lm,   \
                                      __local uint *s) {                                           \
    uint lid = get_local_id(0), wg = get_local_size(0), chunk = CU2CL_ALG_CHUNK(wg, T);            \
    if (wg == 1) {                                                                                 \
      for (ulong i = start; i < end; ++i) {                                                        \
        T t = src[i];                                                                              \
        if (PFX##_pred(state, t))                                                                  \
          dst[carry++] = t;                                                                        \
      }                                                                                            \
    } else {                                                                                       \
      for (ulong base = start; base < end; base += chunk) {                                        \
        uint cnt = (uint)min((ulong)chunk, end - base);                                            \
        barrier(CLK_LOCAL_MEM_FENCE); /* the previous chunk's store has read lm */                 \
        for (uint j = 0; j < CU2CL_ALG_ITEMS(T); ++j) {                                            \
          uint i = j * wg + lid;                                                                   \
          if (i < cnt)                                                                             \
            lm[CU2CL__ALG_PAD(i)] = src[base + i];                                                 \
        }                                                                                          \
        barrier(CLK_LOCAL_MEM_FENCE);                                                              \
        T x[CU2CL_ALG_ITEMS(T)];                                                                   \
        uint flags = 0, c = 0, first = lid * CU2CL_ALG_ITEMS(T);                                   \
        for (uint j = 0; j < CU2CL_ALG_ITEMS(T); ++j) {                                            \
          x[j] = lm[CU2CL__ALG_PAD(first + j)];                                                    \
          uint hit = (first + j < cnt && PFX##_pred(state, x[j])) ? 1u : 0u;                       \
          flags |= hit << j;                                                                       \
          c += hit;                                                                                \
        }                                                                                          \
        uint total;                                                                                \
        uint at = cu2cl__alg_u32_block_scan(c, &total, s); /* its first barrier: lm is read */     \
        for (uint j = 0; j < CU2CL_ALG_ITEMS(T); ++j)                                              \
          if ((flags >> j) & 1u) {                                                                 \
            lm[CU2CL__ALG_PAD(at)] = x[j];                                                         \
            ++at;                                                                                  \
          }                                                                                        \
        barrier(CLK_LOCAL_MEM_FENCE);                                                              \
        for (uint j = 0; j < CU2CL_ALG_ITEMS(T); ++j) {                                            \
          uint i = j * wg + lid;                                                                   \
          if (i < total)                                                                           \
            dst[carry + i] = lm[CU2CL__ALG_PAD(i)];                                                \
        }                                                                                          \
        carry += total;                                                                            \
      }                                                                                            \
    }                                                                                              \
    return carry;                                                                                  \
  }

/* Kernel parameter lists and the state argument of the stateless and stateful forms. The
 * parameter macro travels by name and is applied in the kernel's parameter list, so its comma
 * never separates macro arguments. */
#define CU2CL__ALG_STATELESS_PARAM(F)
#define CU2CL__ALG_STATELESS_STATE ((const int *)0)
#define CU2CL__ALG_STATEFUL_PARAM(F) , F pred
#define CU2CL__ALG_STATEFUL_STATE (&pred)

#define CU2CL__ALG_COUNT_KERNELS(NAME, T, STATE, STATE_PARAM, STATE_ARG)                           \
  __kernel void NAME##_upsweep(__global const T *src, ulong src_cu2cl_offset,                      \
                               __global ulong *counts, ulong counts_cu2cl_offset, ulong n,         \
                               ulong tile STATE_PARAM(STATE)) {                                    \
    CU2CL__ALG_ADJUST(T, src);                                                                     \
    CU2CL__ALG_ADJUST(ulong, counts);                                                              \
    __local ulong s[CU2CL__ALG_SCAN_SLOTS];                                                        \
    CU2CL__ALG_TILE(n, tile);                                                                      \
    ulong c = cu2cl__alg_##NAME##_count_range(src, start, end, STATE_ARG, s);                      \
    if (get_local_id(0) == 0)                                                                      \
      counts[get_group_id(0)] = c;                                                                 \
  }

#define CU2CL__ALG_COUNT_IF(NAME, T, STATE, STATE_PARAM, STATE_ARG)                                \
  CU2CL__ALG_PRED_FUNCS(cu2cl__alg_##NAME, T, STATE)                                               \
  CU2CL__ALG_COUNT_KERNELS(NAME, T, STATE, STATE_PARAM, STATE_ARG)                                 \
  __kernel void NAME##_final(__global const ulong *counts, ulong counts_cu2cl_offset,              \
                             __global ulong *out, ulong out_cu2cl_offset, uint num_groups) {       \
    CU2CL__ALG_ADJUST(ulong, counts);                                                              \
    CU2CL__ALG_ADJUST(ulong, out);                                                                 \
    __local ulong s[CU2CL__ALG_SCAN_SLOTS];                                                        \
    ulong sum = cu2cl__alg_u64_sum_prefix(counts, num_groups, s);                                  \
    if (get_local_id(0) == 0)                                                                      \
      out[0] = sum;                                                                                \
  }

#define CU2CL__ALG_COPY_IF(NAME, T, STATE, STATE_PARAM, STATE_ARG)                                 \
  CU2CL__ALG_PRED_FUNCS(cu2cl__alg_##NAME, T, STATE)                                               \
  CU2CL__ALG_COUNT_KERNELS(NAME, T, STATE, STATE_PARAM, STATE_ARG)                                 \
  __kernel void NAME##_downsweep(                                                                  \
      __global const T *src, ulong src_cu2cl_offset, __global T *dst, ulong dst_cu2cl_offset,      \
      __global ulong *counts, ulong counts_cu2cl_offset, ulong n, ulong tile STATE_PARAM(STATE)) { \
    CU2CL__ALG_ADJUST(T, src);                                                                     \
    CU2CL__ALG_ADJUST(T, dst);                                                                     \
    CU2CL__ALG_ADJUST(ulong, counts);                                                              \
    __local T lm[CU2CL__ALG_ITEM_SLOTS(T)];                                                        \
    __local ulong s64[CU2CL__ALG_SCAN_SLOTS];                                                      \
    __local uint s32[CU2CL__ALG_SCAN_SLOTS];                                                       \
    CU2CL__ALG_TILE(n, tile);                                                                      \
    ulong carry = cu2cl__alg_u64_sum_prefix(counts, get_group_id(0), s64);                         \
    carry = cu2cl__alg_##NAME##_copy_range(src, dst, start, end, carry, STATE_ARG, lm, s32);       \
    if (get_group_id(0) + 1 == get_num_groups(0) && get_local_id(0) == 0)                          \
      counts[get_num_groups(0)] = carry;                                                           \
  }

#define CU2CL_DEFINE_COUNT_IF(NAME, T, PRED_CALL)                                                  \
  CU2CL_INLINE bool cu2cl__alg_##NAME##_pred(const int *state, T x) {                              \
    (void)state;                                                                                   \
    return PRED_CALL(x);                                                                           \
  }                                                                                                \
  CU2CL__ALG_COUNT_IF(NAME, T, int, CU2CL__ALG_STATELESS_PARAM, CU2CL__ALG_STATELESS_STATE)
#define CU2CL_DEFINE_COUNT_IF_WITH_STATE(NAME, T, F, PRED_CALL)                                    \
  CU2CL_INLINE bool cu2cl__alg_##NAME##_pred(const F *state, T x) { return PRED_CALL(state, x); }  \
  CU2CL__ALG_COUNT_IF(NAME, T, F, CU2CL__ALG_STATEFUL_PARAM, CU2CL__ALG_STATEFUL_STATE)
#define CU2CL_DEFINE_COPY_IF(NAME, T, PRED_CALL)                                                   \
  CU2CL_INLINE bool cu2cl__alg_##NAME##_pred(const int *state, T x) {                              \
    (void)state;                                                                                   \
    return PRED_CALL(x);                                                                           \
  }                                                                                                \
  CU2CL__ALG_COPY_IF(NAME, T, int, CU2CL__ALG_STATELESS_PARAM, CU2CL__ALG_STATELESS_STATE)
#define CU2CL_DEFINE_COPY_IF_WITH_STATE(NAME, T, F, PRED_CALL)                                     \
  CU2CL_INLINE bool cu2cl__alg_##NAME##_pred(const F *state, T x) { return PRED_CALL(state, x); }  \
  CU2CL__ALG_COPY_IF(NAME, T, F, CU2CL__ALG_STATEFUL_PARAM, CU2CL__ALG_STATEFUL_STATE)

#endif
