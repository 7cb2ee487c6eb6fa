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

/* __byte_perm(x, y, s): byte n of the result is byte ((s >> 4n) & 7) of the eight bytes y:x
 * (x holds bytes 0-3), CUDA's default mode. */
CU2CL_INLINE uint cu2cl_byte_perm_byte(ulong input, uint s, uint n) {
  return (uint)((input >> (8u * ((s >> (4u * n)) & 7u))) & 0xffu) << (8u * n);
}
CU2CL_INLINE uint cu2cl_byte_perm(uint x, uint y, uint s) {
  ulong input = ((ulong)y << 32) | (ulong)x;
  return cu2cl_byte_perm_byte(input, s, 0u) | cu2cl_byte_perm_byte(input, s, 1u) |
         cu2cl_byte_perm_byte(input, s, 2u) | cu2cl_byte_perm_byte(input, s, 3u);
}

/* __dp4a(a, b, c): the four byte products of a and b (signed or unsigned bytes, as the
 * result's type) added to c, modulo 2^32; __dp2a_lo/_hi: the two halfwords of a times bytes 0-1
 * (or 2-3) of b, added to c. */
CU2CL_INLINE int cu2cl_dp4a_int(int a, int b, int c) {
  int4 x = convert_int4(as_char4(a)), y = convert_int4(as_char4(b));
  int4 p = x * y;
  return as_int((uint)c + (uint)(p.s0 + p.s1 + p.s2 + p.s3));
}
CU2CL_INLINE uint cu2cl_dp4a_uint(uint a, uint b, uint c) {
  uint4 p = convert_uint4(as_uchar4(a)) * convert_uint4(as_uchar4(b));
  return c + p.s0 + p.s1 + p.s2 + p.s3;
}
CU2CL_INLINE int cu2cl_dp2a_int(int a, int b, int c, int high) {
  int2 x = convert_int2(as_short2(a));
  int4 y = convert_int4(as_char4(b));
  int2 p = x * (high ? y.s23 : y.s01);
  return as_int((uint)c + (uint)p.s0 + (uint)p.s1);
}
CU2CL_INLINE uint cu2cl_dp2a_uint(uint a, uint b, uint c, int high) {
  uint2 x = convert_uint2(as_ushort2(a));
  uint4 y = convert_uint4(as_uchar4(b));
  uint2 p = x * (high ? y.s23 : y.s01);
  return c + p.s0 + p.s1;
}
CU2CL_INLINE int cu2cl_dp2a_lo_int(int a, int b, int c) { return cu2cl_dp2a_int(a, b, c, 0); }
CU2CL_INLINE int cu2cl_dp2a_hi_int(int a, int b, int c) { return cu2cl_dp2a_int(a, b, c, 1); }
CU2CL_INLINE uint cu2cl_dp2a_lo_uint(uint a, uint b, uint c) { return cu2cl_dp2a_uint(a, b, c, 0); }
CU2CL_INLINE uint cu2cl_dp2a_hi_uint(uint a, uint b, uint c) { return cu2cl_dp2a_uint(a, b, c, 1); }

/* __funnelshift_l/_r(lo, hi, shift): hi:lo shifted left (the high word kept) or right (the low
 * word kept) by shift & 31; the _lc/_rc forms by min(shift, 32) instead. */
CU2CL_INLINE uint cu2cl_funnelshift_l(uint lo, uint hi, uint shift) {
  return (uint)(((((ulong)hi << 32) | (ulong)lo) << (shift & 31u)) >> 32);
}
CU2CL_INLINE uint cu2cl_funnelshift_lc(uint lo, uint hi, uint shift) {
  return (uint)(((((ulong)hi << 32) | (ulong)lo) << min(shift, 32u)) >> 32);
}
CU2CL_INLINE uint cu2cl_funnelshift_r(uint lo, uint hi, uint shift) {
  return (uint)((((ulong)hi << 32) | (ulong)lo) >> (shift & 31u));
}
CU2CL_INLINE uint cu2cl_funnelshift_rc(uint lo, uint hi, uint shift) {
  return (uint)((((ulong)hi << 32) | (ulong)lo) >> min(shift, 32u));
}

/* Position of the n-th (1-based) set bit of m counting from bit 0; 0xffffffff if m has fewer
 * than n set bits or n is 0. Loop- and branch-free (a binary search on popcounts): PoCL 5.0's
 * kernel compiler asserts on loops with early exits ahead of barriers (coalesced shfl). */
CU2CL_INLINE uint cu2cl__nth_set_bit(uint m, uint n) {
  uint ok = n != 0u && popcount(m) >= n;
  uint pos = 0u, c, s;
  c = popcount(m & 0xffffu), s = n > c ? 16u : 0u, n -= s ? c : 0u, m >>= s, pos += s;
  c = popcount(m & 0xffu), s = n > c ? 8u : 0u, n -= s ? c : 0u, m >>= s, pos += s;
  c = popcount(m & 0xfu), s = n > c ? 4u : 0u, n -= s ? c : 0u, m >>= s, pos += s;
  c = popcount(m & 0x3u), s = n > c ? 2u : 0u, n -= s ? c : 0u, m >>= s, pos += s;
  c = m & 0x1u, s = n > c ? 1u : 0u, pos += s;
  return ok ? pos : 0xffffffffu;
}

/* __fns(mask, base, offset): position of the |offset|-th set bit of mask counting from bit
 * `base` upwards (offset > 0) or downwards (offset < 0), base itself included; offset 0 tests
 * bit base only; 0xffffffff if there is none (PTX fns.b32 pseudo-code). */
CU2CL_INLINE uint cu2cl_fns(uint mask, uint base, int offset) {
  uint b = base & 31u;
  uint up = mask & (0xffffffffu << b);                            /* bits >= base */
  uint down = mask & (b == 31u ? 0xffffffffu : ((2u << b) - 1u)); /* bits <= base */
  uint k = (uint)(offset < 0 ? -offset : offset);
  uint nd = popcount(down);
  uint r = offset > 0   ? cu2cl__nth_set_bit(up, k)
           : offset < 0 ? (nd >= k ? cu2cl__nth_set_bit(down, nd - k + 1u) : 0xffffffffu)
                        : (((mask >> b) & 1u) ? b : 0xffffffffu);
  return base > 31u ? 0xffffffffu : r;
}

#endif
