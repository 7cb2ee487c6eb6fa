/* cu2cl device library: CUDA atomics.
 *
 * Names: cu2cl_atomic_<op>_<space>_<type>, space = global | local (OpenCL 1.2 has no generic
 * address space, so the translator picks the variant from the pointer's address space).
 * All return the old value, like CUDA. Memory order: relaxed, as CUDA's plain atomics.
 *
 *   op      types                              CUDA
 *   add     i32 u32 i64 u64 f32 f64            atomicAdd (i64: same bits as u64)
 *   sub     i32 u32                            atomicSub
 *   exch    i32 u32 i64 u64 f32                atomicExch
 *   min/max i32 u32 i64 u64                    atomicMin / atomicMax (signed != unsigned)
 *   and/or/xor  i32 u32 i64 u64                atomicAnd / atomicOr / atomicXor
 *   inc/dec (unsigned only; also _u32)         atomicInc / atomicDec with CUDA's wrap-around:
 *                                              inc: old >= v ? 0 : old+1
 *                                              dec: (old == 0 || old > v) ? v : old-1
 *   cas     i32 u32 i64 u64 u16                atomicCAS (u16: CAS on the containing word)
 *
 * 64-bit operations need cl_khr_int64_base_atomics (add, exch, cas, f64 add) and
 * cl_khr_int64_extended_atomics (min, max, and, or, xor); they are defined only when the
 * device has them. Float and double add are CAS loops on the bit pattern (OpenCL 1.2 has no
 * float atomics; comparing bits, not values, means a NaN cannot make the loop spin forever).
 * OpenCL's atomic_inc/atomic_dec do not wrap, so inc/dec are CAS loops too.
 * The NVIDIA backend uses PTX atom.{global,shared}.add.f32/.f64 and .inc/.dec.u32 instead
 * (measured to build and work on the H100; UNTESTED in this repository's CI).
 */
#ifndef CU2CL_DEVICE_ATOMICS_H
#define CU2CL_DEVICE_ATOMICS_H

/* ---- 32-bit, both address spaces (SP = name part, AS = address space qualifier) ---- */
#define CU2CL__ATOMICS_32(SP, AS)                                                                  \
  CU2CL_INLINE int cu2cl_atomic_add_##SP##_i32(volatile AS int *p, int v) {                        \
    return atomic_add(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl_atomic_add_##SP##_u32(volatile AS uint *p, uint v) {                     \
    return atomic_add(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE int cu2cl_atomic_sub_##SP##_i32(volatile AS int *p, int v) {                        \
    return atomic_sub(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl_atomic_sub_##SP##_u32(volatile AS uint *p, uint v) {                     \
    return atomic_sub(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE int cu2cl_atomic_exch_##SP##_i32(volatile AS int *p, int v) {                       \
    return atomic_xchg(p, v);                                                                      \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl_atomic_exch_##SP##_u32(volatile AS uint *p, uint v) {                    \
    return atomic_xchg(p, v);                                                                      \
  }                                                                                                \
  CU2CL_INLINE float cu2cl_atomic_exch_##SP##_f32(volatile AS float *p, float v) {                 \
    return atomic_xchg(p, v);                                                                      \
  }                                                                                                \
  CU2CL_INLINE int cu2cl_atomic_min_##SP##_i32(volatile AS int *p, int v) {                        \
    return atomic_min(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl_atomic_min_##SP##_u32(volatile AS uint *p, uint v) {                     \
    return atomic_min(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE int cu2cl_atomic_max_##SP##_i32(volatile AS int *p, int v) {                        \
    return atomic_max(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl_atomic_max_##SP##_u32(volatile AS uint *p, uint v) {                     \
    return atomic_max(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE int cu2cl_atomic_and_##SP##_i32(volatile AS int *p, int v) {                        \
    return atomic_and(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl_atomic_and_##SP##_u32(volatile AS uint *p, uint v) {                     \
    return atomic_and(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE int cu2cl_atomic_or_##SP##_i32(volatile AS int *p, int v) {                         \
    return atomic_or(p, v);                                                                        \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl_atomic_or_##SP##_u32(volatile AS uint *p, uint v) {                      \
    return atomic_or(p, v);                                                                        \
  }                                                                                                \
  CU2CL_INLINE int cu2cl_atomic_xor_##SP##_i32(volatile AS int *p, int v) {                        \
    return atomic_xor(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl_atomic_xor_##SP##_u32(volatile AS uint *p, uint v) {                     \
    return atomic_xor(p, v);                                                                       \
  }                                                                                                \
  CU2CL_INLINE int cu2cl_atomic_cas_##SP##_i32(volatile AS int *p, int cmp, int v) {               \
    return atomic_cmpxchg(p, cmp, v);                                                              \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl_atomic_cas_##SP##_u32(volatile AS uint *p, uint cmp, uint v) {           \
    return atomic_cmpxchg(p, cmp, v);                                                              \
  }                                                                                                \
  /* atomicCAS(unsigned short*): CAS on the aligned 32-bit word that holds it (little endian) */   \
  CU2CL_INLINE ushort cu2cl_atomic_cas_##SP##_u16(volatile AS ushort *p, ushort cmp, ushort v) {   \
    uint hi = (uint)((size_t)p & 2u) >> 1; /* 0: low half, 1: high half */                         \
    volatile AS uint *w = (volatile AS uint *)(p - hi);                                            \
    uint sh = hi * 16u;                                                                            \
    uint cur = *w;                                                                                 \
    for (;;) {                                                                                     \
      ushort old = (ushort)(cur >> sh);                                                            \
      if (old != cmp)                                                                              \
        return old;                                                                                \
      uint nv = (cur & ~(0xffffu << sh)) | ((uint)v << sh);                                        \
      uint prev = atomic_cmpxchg(w, cur, nv);                                                      \
      if (prev == cur)                                                                             \
        return old;                                                                                \
      cur = prev;                                                                                  \
    }                                                                                              \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl__atomic_inc_cas_##SP(volatile AS uint *p, uint v) {                      \
    uint cur = *p;                                                                                 \
    for (;;) {                                                                                     \
      uint prev = atomic_cmpxchg(p, cur, cur >= v ? 0u : cur + 1u);                                \
      if (prev == cur)                                                                             \
        return cur;                                                                                \
      cur = prev;                                                                                  \
    }                                                                                              \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl__atomic_dec_cas_##SP(volatile AS uint *p, uint v) {                      \
    uint cur = *p;                                                                                 \
    for (;;) {                                                                                     \
      uint prev = atomic_cmpxchg(p, cur, (cur == 0u || cur > v) ? v : cur - 1u);                   \
      if (prev == cur)                                                                             \
        return cur;                                                                                \
      cur = prev;                                                                                  \
    }                                                                                              \
  }                                                                                                \
  CU2CL_INLINE float cu2cl__atomic_add_cas_f32_##SP(volatile AS float *p, float v) {               \
    volatile AS uint *u = (volatile AS uint *)p;                                                   \
    uint cur = *u;                                                                                 \
    for (;;) {                                                                                     \
      uint prev = atomic_cmpxchg(u, cur, as_uint(as_float(cur) + v));                              \
      if (prev == cur)                                                                             \
        return as_float(cur);                                                                      \
      cur = prev;                                                                                  \
    }                                                                                              \
  }

CU2CL__ATOMICS_32(global, __global)
CU2CL__ATOMICS_32(local, __local)

/* ---- 64-bit integer ---- */
#ifdef cl_khr_int64_base_atomics
#define CU2CL__ATOMICS_64_BASE(SP, AS)                                                             \
  CU2CL_INLINE long cu2cl_atomic_add_##SP##_i64(volatile AS long *p, long v) {                     \
    return atom_add(p, v);                                                                         \
  }                                                                                                \
  CU2CL_INLINE ulong cu2cl_atomic_add_##SP##_u64(volatile AS ulong *p, ulong v) {                  \
    return atom_add(p, v);                                                                         \
  }                                                                                                \
  CU2CL_INLINE long cu2cl_atomic_exch_##SP##_i64(volatile AS long *p, long v) {                    \
    return atom_xchg(p, v);                                                                        \
  }                                                                                                \
  CU2CL_INLINE ulong cu2cl_atomic_exch_##SP##_u64(volatile AS ulong *p, ulong v) {                 \
    return atom_xchg(p, v);                                                                        \
  }                                                                                                \
  CU2CL_INLINE long cu2cl_atomic_cas_##SP##_i64(volatile AS long *p, long cmp, long v) {           \
    return atom_cmpxchg(p, cmp, v);                                                                \
  }                                                                                                \
  CU2CL_INLINE ulong cu2cl_atomic_cas_##SP##_u64(volatile AS ulong *p, ulong cmp, ulong v) {       \
    return atom_cmpxchg(p, cmp, v);                                                                \
  }
CU2CL__ATOMICS_64_BASE(global, __global)
CU2CL__ATOMICS_64_BASE(local, __local)
#endif

#ifdef cl_khr_int64_extended_atomics
#define CU2CL__ATOMICS_64_EXT(SP, AS)                                                              \
  CU2CL_INLINE long cu2cl_atomic_min_##SP##_i64(volatile AS long *p, long v) {                     \
    return atom_min(p, v);                                                                         \
  }                                                                                                \
  CU2CL_INLINE ulong cu2cl_atomic_min_##SP##_u64(volatile AS ulong *p, ulong v) {                  \
    return atom_min(p, v);                                                                         \
  }                                                                                                \
  CU2CL_INLINE long cu2cl_atomic_max_##SP##_i64(volatile AS long *p, long v) {                     \
    return atom_max(p, v);                                                                         \
  }                                                                                                \
  CU2CL_INLINE ulong cu2cl_atomic_max_##SP##_u64(volatile AS ulong *p, ulong v) {                  \
    return atom_max(p, v);                                                                         \
  }                                                                                                \
  CU2CL_INLINE long cu2cl_atomic_and_##SP##_i64(volatile AS long *p, long v) {                     \
    return atom_and(p, v);                                                                         \
  }                                                                                                \
  CU2CL_INLINE ulong cu2cl_atomic_and_##SP##_u64(volatile AS ulong *p, ulong v) {                  \
    return atom_and(p, v);                                                                         \
  }                                                                                                \
  CU2CL_INLINE long cu2cl_atomic_or_##SP##_i64(volatile AS long *p, long v) {                      \
    return atom_or(p, v);                                                                          \
  }                                                                                                \
  CU2CL_INLINE ulong cu2cl_atomic_or_##SP##_u64(volatile AS ulong *p, ulong v) {                   \
    return atom_or(p, v);                                                                          \
  }                                                                                                \
  CU2CL_INLINE long cu2cl_atomic_xor_##SP##_i64(volatile AS long *p, long v) {                     \
    return atom_xor(p, v);                                                                         \
  }                                                                                                \
  CU2CL_INLINE ulong cu2cl_atomic_xor_##SP##_u64(volatile AS ulong *p, ulong v) {                  \
    return atom_xor(p, v);                                                                         \
  }
CU2CL__ATOMICS_64_EXT(global, __global)
CU2CL__ATOMICS_64_EXT(local, __local)
#endif

/* ---- double add: CAS loop on the 64-bit pattern ---- */
#if defined(cl_khr_fp64) && defined(cl_khr_int64_base_atomics)
#define CU2CL__ATOMICS_F64(SP, AS)                                                                 \
  CU2CL_INLINE double cu2cl__atomic_add_cas_f64_##SP(volatile AS double *p, double v) {            \
    volatile AS ulong *u = (volatile AS ulong *)p;                                                 \
    ulong cur = *u;                                                                                \
    for (;;) {                                                                                     \
      ulong prev = atom_cmpxchg(u, cur, as_ulong(as_double(cur) + v));                             \
      if (prev == cur)                                                                             \
        return as_double(cur);                                                                     \
      cur = prev;                                                                                  \
    }                                                                                              \
  }
CU2CL__ATOMICS_F64(global, __global)
CU2CL__ATOMICS_F64(local, __local)
#define CU2CL_HAVE_ATOMIC_ADD_F64 1
#endif

/* ---- float/double add and inc/dec: per backend ---- */
#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA
/* PTX atom forms (warp-semantics.md §0.1, §5). __global pointers pass as "l"; __local pointers
 * are shared-window addresses and pass as "r"((uint)(ulong)p). */
CU2CL_INLINE float cu2cl_atomic_add_global_f32(volatile __global float *p, float v) {
  float o;
  __asm__ volatile("atom.global.add.f32 %0, [%1], %2;" : "=f"(o) : "l"(p), "f"(v) : "memory");
  return o;
}
CU2CL_INLINE float cu2cl_atomic_add_local_f32(volatile __local float *p, float v) {
  float o;
  __asm__ volatile("atom.shared.add.f32 %0, [%1], %2;"
                   : "=f"(o)
                   : "r"((uint)(ulong)p), "f"(v)
                   : "memory");
  return o;
}
#ifdef CU2CL_HAVE_ATOMIC_ADD_F64
CU2CL_INLINE double cu2cl_atomic_add_global_f64(volatile __global double *p, double v) {
  double o;
  __asm__ volatile("atom.global.add.f64 %0, [%1], %2;" : "=d"(o) : "l"(p), "d"(v) : "memory");
  return o;
}
CU2CL_INLINE double cu2cl_atomic_add_local_f64(volatile __local double *p, double v) {
  double o;
  __asm__ volatile("atom.shared.add.f64 %0, [%1], %2;"
                   : "=d"(o)
                   : "r"((uint)(ulong)p), "d"(v)
                   : "memory");
  return o;
}
#endif
CU2CL_INLINE uint cu2cl_atomic_inc_global(volatile __global uint *p, uint v) {
  uint o;
  __asm__ volatile("atom.global.inc.u32 %0, [%1], %2;" : "=r"(o) : "l"(p), "r"(v) : "memory");
  return o;
}
CU2CL_INLINE uint cu2cl_atomic_dec_global(volatile __global uint *p, uint v) {
  uint o;
  __asm__ volatile("atom.global.dec.u32 %0, [%1], %2;" : "=r"(o) : "l"(p), "r"(v) : "memory");
  return o;
}
CU2CL_INLINE uint cu2cl_atomic_inc_local(volatile __local uint *p, uint v) {
  uint o;
  __asm__ volatile("atom.shared.inc.u32 %0, [%1], %2;"
                   : "=r"(o)
                   : "r"((uint)(ulong)p), "r"(v)
                   : "memory");
  return o;
}
CU2CL_INLINE uint cu2cl_atomic_dec_local(volatile __local uint *p, uint v) {
  uint o;
  __asm__ volatile("atom.shared.dec.u32 %0, [%1], %2;"
                   : "=r"(o)
                   : "r"((uint)(ulong)p), "r"(v)
                   : "memory");
  return o;
}
#else
CU2CL_INLINE float cu2cl_atomic_add_global_f32(volatile __global float *p, float v) {
  return cu2cl__atomic_add_cas_f32_global(p, v);
}
CU2CL_INLINE float cu2cl_atomic_add_local_f32(volatile __local float *p, float v) {
  return cu2cl__atomic_add_cas_f32_local(p, v);
}
#ifdef CU2CL_HAVE_ATOMIC_ADD_F64
CU2CL_INLINE double cu2cl_atomic_add_global_f64(volatile __global double *p, double v) {
  return cu2cl__atomic_add_cas_f64_global(p, v);
}
CU2CL_INLINE double cu2cl_atomic_add_local_f64(volatile __local double *p, double v) {
  return cu2cl__atomic_add_cas_f64_local(p, v);
}
#endif
CU2CL_INLINE uint cu2cl_atomic_inc_global(volatile __global uint *p, uint v) {
  return cu2cl__atomic_inc_cas_global(p, v);
}
CU2CL_INLINE uint cu2cl_atomic_dec_global(volatile __global uint *p, uint v) {
  return cu2cl__atomic_dec_cas_global(p, v);
}
CU2CL_INLINE uint cu2cl_atomic_inc_local(volatile __local uint *p, uint v) {
  return cu2cl__atomic_inc_cas_local(p, v);
}
CU2CL_INLINE uint cu2cl_atomic_dec_local(volatile __local uint *p, uint v) {
  return cu2cl__atomic_dec_cas_local(p, v);
}
#endif

/* Systematic spellings of the unsigned-only operations. */
#define cu2cl_atomic_inc_global_u32 cu2cl_atomic_inc_global
#define cu2cl_atomic_dec_global_u32 cu2cl_atomic_dec_global
#define cu2cl_atomic_inc_local_u32 cu2cl_atomic_inc_local
#define cu2cl_atomic_dec_local_u32 cu2cl_atomic_dec_local

#endif
