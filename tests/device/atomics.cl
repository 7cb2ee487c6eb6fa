/* Atomics on global and local memory. Every counter is one ulong slot (32-bit counters use its
 * low half, the u16 CAS counters its two low halves). Each work-item applies every operation
 * once to the global slots g[] and once to its work-group's local copy, recording the old
 * values: oldg[i*NOPS + op], oldl[i*NOPS + op]; the local slots end up in lout[group*NSLOT].
 * Operation list: see OPS below and atomics.cpp, which checks them. */
#include <cu2cl/device.h>

#define NOPS 36
#define NSLOT 40

#define I32(s) ((AS int *)(sl + (s)))
#define U32(s) ((AS uint *)(sl + (s)))
#define I64(s) ((AS long *)(sl + (s)))
#define U64(s) ((AS ulong *)(sl + (s)))
#define F32(s) ((AS float *)(sl + (s)))
#define F64(s) ((AS double *)(sl + (s)))
#define U16(s, h) ((AS ushort *)(sl + (s)) + (h))

/* One work-item's operations on slots `sl` in address space AS (SP = global | local). `i` is
 * the item number within the participating set, a32/a64 its inputs. */
#define OPS(SP)                                                                                    \
  o[0] = (ulong)(uint)cu2cl_atomic_add_##SP##_i32(I32(0), (int)a32);                               \
  o[1] = (ulong)cu2cl_atomic_add_##SP##_u32(U32(1), a32);                                          \
  o[2] = cu2cl_atomic_add_##SP##_u64(U64(2), a64);                                                 \
  o[3] = (ulong)as_uint(cu2cl_atomic_add_##SP##_f32(F32(3), 1.0f));                                \
  o[4] = F64_ADD(SP);                                                                              \
  o[5] = (ulong)(uint)cu2cl_atomic_sub_##SP##_i32(I32(5), (int)a32);                               \
  o[6] = (ulong)cu2cl_atomic_sub_##SP##_u32(U32(6), a32);                                          \
  o[7] = (ulong)(uint)cu2cl_atomic_exch_##SP##_i32(I32(7), (int)i);                                \
  o[8] = (ulong)cu2cl_atomic_exch_##SP##_u32(U32(8), i + 1000u);                                   \
  o[9] = cu2cl_atomic_exch_##SP##_u64(U64(9), a64);                                                \
  o[10] = (ulong)as_uint(cu2cl_atomic_exch_##SP##_f32(F32(10), (float)i));                         \
  o[11] = (ulong)(uint)cu2cl_atomic_min_##SP##_i32(I32(11), (int)a32);                             \
  o[12] = (ulong)cu2cl_atomic_min_##SP##_u32(U32(12), a32);                                        \
  o[13] = (ulong)(uint)cu2cl_atomic_max_##SP##_i32(I32(13), (int)a32);                             \
  o[14] = (ulong)cu2cl_atomic_max_##SP##_u32(U32(14), a32);                                        \
  o[15] = (ulong)cu2cl_atomic_min_##SP##_i64(I64(15), (long)a64);                                  \
  o[16] = cu2cl_atomic_min_##SP##_u64(U64(16), a64);                                               \
  o[17] = (ulong)cu2cl_atomic_max_##SP##_i64(I64(17), (long)a64);                                  \
  o[18] = cu2cl_atomic_max_##SP##_u64(U64(18), a64);                                               \
  o[19] = (ulong)(uint)cu2cl_atomic_and_##SP##_i32(I32(19), (int)(a32 | 0x0f0f0f0fu));             \
  o[20] = (ulong)cu2cl_atomic_or_##SP##_u32(U32(20), a32 & 0x00ff00ffu);                           \
  o[21] = (ulong)cu2cl_atomic_xor_##SP##_u32(U32(21), a32);                                        \
  o[22] = cu2cl_atomic_and_##SP##_u64(U64(22), a64 | 0x0f0f0f0f0f0f0f0ful);                        \
  o[23] = (ulong)cu2cl_atomic_or_##SP##_i64(I64(23), (long)(a64 & 0x00ff00ff00ff00fful));          \
  o[24] = cu2cl_atomic_xor_##SP##_u64(U64(24), a64);                                               \
  o[25] = (ulong)cu2cl_atomic_inc_##SP(U32(25), 9u);                                               \
  o[26] = (ulong)cu2cl_atomic_dec_##SP(U32(26), 9u);                                               \
  o[27] = (ulong)cu2cl_atomic_dec_##SP##_u32(U32(27), 7u);                                         \
  { /* atomicCAS increment loops: the returned olds are a permutation of 0..N-1 */                 \
    int cur = *I32(28), prev;                                                                      \
    while ((prev = cu2cl_atomic_cas_##SP##_i32(I32(28), cur, cur + 1)) != cur)                     \
      cur = prev;                                                                                  \
    o[28] = (ulong)(uint)cur;                                                                      \
  }                                                                                                \
  {                                                                                                \
    ulong cur = *U64(29), prev;                                                                    \
    while ((prev = cu2cl_atomic_cas_##SP##_u64(U64(29), cur, cur + 0x100000001ul)) != cur)         \
      cur = prev;                                                                                  \
    o[29] = cur;                                                                                   \
  }                                                                                                \
  {                                                                                                \
    AS ushort *h = U16(30, i & 1u);                                                                \
    ushort cur = *h, prev;                                                                         \
    while ((prev = cu2cl_atomic_cas_##SP##_u16(h, cur, (ushort)(cur + 1u))) != cur)                \
      cur = prev;                                                                                  \
    o[30] = (ulong)cur;                                                                            \
  }                                                                                                \
  /* one winner: the slot holds a NaN pattern that only an exact bit compare can match */          \
  o[31] = (ulong)cu2cl_atomic_cas_##SP##_u32(U32(31), 0x7fc00001u, as_uint((float)i));             \
  o[32] = (ulong)(uint)cu2cl_atomic_cas_##SP##_i32(I32(32), -5, (int)i);                           \
  o[33] = cu2cl_atomic_cas_##SP##_u64(U64(33), 0xffffffff00000000ul, (ulong)i);                    \
  o[34] = (ulong)(uint)cu2cl_atomic_or_##SP##_i32(I32(34), (int)(1u << (i % 32u)));                \
  o[35] = (ulong)cu2cl_atomic_and_##SP##_u32(U32(35), ~(1u << (i % 32u)));

#ifdef CU2CL_HAVE_ATOMIC_ADD_F64
#define F64_ADD(SP) as_ulong(cu2cl_atomic_add_##SP##_f64(F64(4), 0.5))
#else
#define F64_ADD(SP) 0ul
#endif

CU2CL_KERNEL_ATTRS __kernel void atomics(__global ulong *g, __global const ulong *init,
                                         __global const uint *in32, __global const ulong *in64,
                                         __global ulong *oldg, __global ulong *oldl,
                                         __global ulong *lout, __local ulong *lslots) {
  uint wg = (uint)get_local_size(0), t = (uint)get_local_id(0);
  uint gi = (uint)get_global_id(0);
  uint a32 = in32[gi];
  ulong a64 = in64[gi];
  /* global: i numbers the item in the whole grid */
  {
    uint i = gi;
    __global ulong *sl = g;
    __global ulong *o = oldg + (ulong)gi * NOPS;
#define AS __global
    OPS(global)
#undef AS
  }
  /* local: a fresh copy of the initial slots per work-group, i numbers the item in the group */
  for (uint s = t; s < NSLOT; s += wg)
    lslots[s] = init[s];
  barrier(CLK_LOCAL_MEM_FENCE);
  {
    uint i = t;
    __local ulong *sl = lslots;
    __global ulong *o = oldl + (ulong)gi * NOPS;
#define AS __local
    OPS(local)
#undef AS
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = t; s < NSLOT; s += wg)
    lout[get_group_id(0) * NSLOT + s] = lslots[s];
}
