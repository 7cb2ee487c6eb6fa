/* cu2cl device library: CUDA's bit intrinsics with CUDA's exact results, zero included
 * (measured on an H100: __ffs(0)=0, __clz(0)=32, __clzll(0)=64, __brev(1)=0x80000000,
 * __ffsll(1<<32)=33). Portable OpenCL C 1.2 on every backend: popcount and clz are 1.2
 * builtins (clz(0) is the bit width); 1.2 has neither ctz nor a bit reverse.
 */
#ifndef CU2CL_DEVICE_BITS_H
#define CU2CL_DEVICE_BITS_H

/* __popc(unsigned), __popcll(unsigned long long) */
CU2CL_INLINE int cu2cl_popc(uint x) { return (int)popcount(x); }
CU2CL_INLINE int cu2cl_popcll(ulong x) { return (int)popcount(x); }

/* __clz(int), __clzll(long long): leading zeros, 32 / 64 for zero. */
CU2CL_INLINE int cu2cl_clz(int x) { return (int)clz((uint)x); }
CU2CL_INLINE int cu2cl_clzll(long x) { return (int)clz((ulong)x); }

/* __ffs(int), __ffsll(long long): 1-based position of the least significant set bit, 0 for 0. */
CU2CL_INLINE int cu2cl_ffs(int x) {
  uint u = (uint)x;
  return u ? 32 - (int)clz(u & (0u - u)) : 0;
}
CU2CL_INLINE int cu2cl_ffsll(long x) {
  ulong u = (ulong)x;
  return u ? 64 - (int)clz(u & (0ul - u)) : 0;
}

/* __brev(unsigned), __brevll(unsigned long long): bit reverse. */
CU2CL_INLINE uint cu2cl_brev(uint x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
}
CU2CL_INLINE ulong cu2cl_brevll(ulong x) {
  return ((ulong)cu2cl_brev((uint)x) << 32) | (ulong)cu2cl_brev((uint)(x >> 32));
}

/* __fns(mask, base, offset): position of the |offset|-th set bit of mask counting from bit
 * `base` upwards (offset > 0) or downwards (offset < 0), base itself included; offset 0 tests
 * bit base only; 0xffffffff if there is none (PTX fns.b32 pseudo-code). */
CU2CL_INLINE uint cu2cl_fns(uint mask, uint base, int offset) {
  if (base > 31u)
    return 0xffffffffu;
  if (offset == 0)
    return ((mask >> base) & 1u) ? base : 0xffffffffu;
  int pos = (int)base;
  int inc = offset > 0 ? 1 : -1;
  int count = (offset > 0 ? offset : -offset) - 1;
  for (; pos >= 0 && pos < 32; pos += inc) {
    if ((mask >> pos) & 1u) {
      if (count == 0)
        return (uint)pos;
      --count;
    }
  }
  return 0xffffffffu;
}

/* Shifts with PTX semantics (shl/shr clamp the amount): CUDA code such as
 * `0xffffffff >> (32 - lane)` gives 0 for lane 0 on NVIDIA, while OpenCL C takes the amount
 * modulo the bit width. Use these where the amount is not provably in range. */
CU2CL_INLINE uint cu2cl_shl_u32(uint x, uint n) { return n >= 32u ? 0u : x << n; }
CU2CL_INLINE uint cu2cl_shr_u32(uint x, uint n) { return n >= 32u ? 0u : x >> n; }
CU2CL_INLINE int cu2cl_shr_i32(int x, uint n) { return n >= 32u ? (x < 0 ? -1 : 0) : x >> n; }
CU2CL_INLINE ulong cu2cl_shl_u64(ulong x, uint n) { return n >= 64u ? 0ul : x << n; }
CU2CL_INLINE ulong cu2cl_shr_u64(ulong x, uint n) { return n >= 64u ? 0ul : x >> n; }
CU2CL_INLINE long cu2cl_shr_i64(long x, uint n) { return n >= 64u ? (x < 0 ? -1l : 0l) : x >> n; }

#endif
