/* CUDA's SIMD intrinsics (__vadd2, __vcmpgtu4, __vsads2, ...): per-halfword (2) and per-byte
 * (4) arithmetic on 32-bit words, written once per operation over the lanes of either width;
 * and CUDA 12's DPX functions (__viaddmax_s32, __vimax3_u16x2, __vibmin_s16x2, ...).
 * The bodies are translated like the program's own device code (the annotation). */
#ifndef CU2CL_DEVICE_SIMD_H
#define CU2CL_DEVICE_SIMD_H

#define CU2CL_SIMD_FN __device__ __attribute__((annotate("cu2cl-translated"))) static inline

/* Lane `i` of `v`, W bits wide: signed (sign-extended) and unsigned. */
template <int W> CU2CL_SIMD_FN int cu2cl_simd_signed(unsigned int v, int i) {
  return (int)(v << (32 - W * (i + 1))) >> (32 - W);
}
template <int W> CU2CL_SIMD_FN int cu2cl_simd_unsigned(unsigned int v, int i) {
  return (int)((v >> (W * i)) & ((1u << W) - 1u));
}
template <int W> CU2CL_SIMD_FN int cu2cl_simd_saturate_signed(int x) {
  const int high = (1 << (W - 1)) - 1, low = -(1 << (W - 1));
  return x > high ? high : (x < low ? low : x);
}
template <int W> CU2CL_SIMD_FN int cu2cl_simd_saturate_unsigned(int x) {
  const int high = (1 << W) - 1;
  return x > high ? high : (x < 0 ? 0 : x);
}

/* Each operation gets a lane of both operands, signed (s, t) and unsigned (u, v). */
#define CU2CL_SIMD_OP(Name, Expression)                                                            \
  template <int W> struct cu2cl_simd_##Name {                                                      \
    __device__ __attribute__((annotate("cu2cl-translated"))) int operator()(int s, int t, int u,   \
                                                                            int v) const {         \
      return (Expression);                                                                         \
    }                                                                                              \
  };
CU2CL_SIMD_OP(abs, s < 0 ? -s : s)
CU2CL_SIMD_OP(absss, cu2cl_simd_saturate_signed<W>(s < 0 ? -s : s))
CU2CL_SIMD_OP(absdiffs, s > t ? s - t : t - s)
CU2CL_SIMD_OP(absdiffu, u > v ? u - v : v - u)
CU2CL_SIMD_OP(add, u + v)
CU2CL_SIMD_OP(addss, cu2cl_simd_saturate_signed<W>(s + t))
CU2CL_SIMD_OP(addus, cu2cl_simd_saturate_unsigned<W>(u + v))
CU2CL_SIMD_OP(sub, u - v)
CU2CL_SIMD_OP(subss, cu2cl_simd_saturate_signed<W>(s - t))
CU2CL_SIMD_OP(subus, cu2cl_simd_saturate_unsigned<W>(u - v))
CU2CL_SIMD_OP(avgs, (s + t + ((s + t) >= 0 ? 1 : 0)) >> 1)
CU2CL_SIMD_OP(avgu, (u + v + 1) >> 1)
CU2CL_SIMD_OP(haddu, (u + v) >> 1)
CU2CL_SIMD_OP(maxs, s > t ? s : t)
CU2CL_SIMD_OP(maxu, u > v ? u : v)
CU2CL_SIMD_OP(mins, s < t ? s : t)
CU2CL_SIMD_OP(minu, u < v ? u : v)
CU2CL_SIMD_OP(neg, -s)
CU2CL_SIMD_OP(negss, cu2cl_simd_saturate_signed<W>(-s))
CU2CL_SIMD_OP(eq, u == v)
CU2CL_SIMD_OP(ne, u != v)
CU2CL_SIMD_OP(ges, s >= t)
CU2CL_SIMD_OP(geu, u >= v)
CU2CL_SIMD_OP(gts, s > t)
CU2CL_SIMD_OP(gtu, u > v)
CU2CL_SIMD_OP(les, s <= t)
CU2CL_SIMD_OP(leu, u <= v)
CU2CL_SIMD_OP(lts, s < t)
CU2CL_SIMD_OP(ltu, u < v)
#undef CU2CL_SIMD_OP

/* The lanes' results, each truncated to W bits; `Mask`: a true comparison is all ones. */
template <int W, typename Op>
CU2CL_SIMD_FN unsigned int cu2cl_simd(unsigned int a, unsigned int b, Op op, bool mask) {
  unsigned int result = 0u;
  for (int i = 0; i < 32 / W; ++i) {
    int lane = op(cu2cl_simd_signed<W>(a, i), cu2cl_simd_signed<W>(b, i),
                  cu2cl_simd_unsigned<W>(a, i), cu2cl_simd_unsigned<W>(b, i));
    if (mask)
      lane = lane ? -1 : 0;
    result |= ((unsigned int)lane & ((1u << W) - 1u)) << (W * i);
  }
  return result;
}
/* The sum of the lanes' absolute differences. */
template <int W, typename Op>
CU2CL_SIMD_FN unsigned int cu2cl_simd_sum(unsigned int a, unsigned int b, Op op) {
  unsigned int sum = 0u;
  for (int i = 0; i < 32 / W; ++i)
    sum += (unsigned int)op(cu2cl_simd_signed<W>(a, i), cu2cl_simd_signed<W>(b, i),
                            cu2cl_simd_unsigned<W>(a, i), cu2cl_simd_unsigned<W>(b, i));
  return sum;
}

#define CU2CL_SIMD_BINARY(Name, Op, Mask)                                                          \
  CU2CL_SIMD_FN unsigned int __v##Name##2(unsigned int a, unsigned int b) {                        \
    return cu2cl_simd<16>(a, b, cu2cl_simd_##Op<16>(), Mask);                                      \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __v##Name##4(unsigned int a, unsigned int b) {                        \
    return cu2cl_simd<8>(a, b, cu2cl_simd_##Op<8>(), Mask);                                        \
  }
#define CU2CL_SIMD_UNARY(Name, Op)                                                                 \
  CU2CL_SIMD_FN unsigned int __v##Name##2(unsigned int a) {                                        \
    return cu2cl_simd<16>(a, 0u, cu2cl_simd_##Op<16>(), false);                                    \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __v##Name##4(unsigned int a) {                                        \
    return cu2cl_simd<8>(a, 0u, cu2cl_simd_##Op<8>(), false);                                      \
  }
CU2CL_SIMD_UNARY(abs, abs)
CU2CL_SIMD_UNARY(absss, absss)
CU2CL_SIMD_UNARY(neg, neg)
CU2CL_SIMD_UNARY(negss, negss)
CU2CL_SIMD_BINARY(absdiffs, absdiffs, false)
CU2CL_SIMD_BINARY(absdiffu, absdiffu, false)
CU2CL_SIMD_BINARY(add, add, false)
CU2CL_SIMD_BINARY(addss, addss, false)
CU2CL_SIMD_BINARY(addus, addus, false)
CU2CL_SIMD_BINARY(sub, sub, false)
CU2CL_SIMD_BINARY(subss, subss, false)
CU2CL_SIMD_BINARY(subus, subus, false)
CU2CL_SIMD_BINARY(avgs, avgs, false)
CU2CL_SIMD_BINARY(avgu, avgu, false)
CU2CL_SIMD_BINARY(haddu, haddu, false)
CU2CL_SIMD_BINARY(maxs, maxs, false)
CU2CL_SIMD_BINARY(maxu, maxu, false)
CU2CL_SIMD_BINARY(mins, mins, false)
CU2CL_SIMD_BINARY(minu, minu, false)
CU2CL_SIMD_BINARY(cmpeq, eq, true)
CU2CL_SIMD_BINARY(cmpne, ne, true)
CU2CL_SIMD_BINARY(cmpges, ges, true)
CU2CL_SIMD_BINARY(cmpgeu, geu, true)
CU2CL_SIMD_BINARY(cmpgts, gts, true)
CU2CL_SIMD_BINARY(cmpgtu, gtu, true)
CU2CL_SIMD_BINARY(cmples, les, true)
CU2CL_SIMD_BINARY(cmpleu, leu, true)
CU2CL_SIMD_BINARY(cmplts, lts, true)
CU2CL_SIMD_BINARY(cmpltu, ltu, true)
CU2CL_SIMD_BINARY(seteq, eq, false)
CU2CL_SIMD_BINARY(setne, ne, false)
CU2CL_SIMD_BINARY(setges, ges, false)
CU2CL_SIMD_BINARY(setgeu, geu, false)
CU2CL_SIMD_BINARY(setgts, gts, false)
CU2CL_SIMD_BINARY(setgtu, gtu, false)
CU2CL_SIMD_BINARY(setles, les, false)
CU2CL_SIMD_BINARY(setleu, leu, false)
CU2CL_SIMD_BINARY(setlts, lts, false)
CU2CL_SIMD_BINARY(setltu, ltu, false)
CU2CL_SIMD_FN unsigned int __vsads2(unsigned int a, unsigned int b) {
  return cu2cl_simd_sum<16>(a, b, cu2cl_simd_absdiffs<16>());
}
CU2CL_SIMD_FN unsigned int __vsads4(unsigned int a, unsigned int b) {
  return cu2cl_simd_sum<8>(a, b, cu2cl_simd_absdiffs<8>());
}
CU2CL_SIMD_FN unsigned int __vsadu2(unsigned int a, unsigned int b) {
  return cu2cl_simd_sum<16>(a, b, cu2cl_simd_absdiffu<16>());
}
CU2CL_SIMD_FN unsigned int __vsadu4(unsigned int a, unsigned int b) {
  return cu2cl_simd_sum<8>(a, b, cu2cl_simd_absdiffu<8>());
}
#undef CU2CL_SIMD_BINARY
#undef CU2CL_SIMD_UNARY

/* CUDA 12's DPX functions: on 32-bit integers (s32, u32) and halfword pairs (s16x2, u16x2).
 * A lane as a 64-bit value, sign- or zero-extended, so that 32-bit lanes fit. */
template <int W> CU2CL_SIMD_FN unsigned int cu2cl_dpx_mask() {
  return W == 32 ? 0xffffffffu : (1u << (W % 32)) - 1u;
}
template <int W, bool Signed> CU2CL_SIMD_FN long long cu2cl_dpx_lane(unsigned int v, int i) {
  unsigned int bits = (v >> (W * i)) & cu2cl_dpx_mask<W>();
  if (Signed && ((bits >> (W - 1)) & 1u))
    return (long long)bits - (long long)cu2cl_dpx_mask<W>() - 1ll;
  return (long long)bits;
}
/* Lane-wise: the sum of a and b (wrapped to the lane) or a itself (Add), its maximum (Max) or
 * minimum with b and c (Three: b is taken too, else only c), then at least 0 (Relu). */
template <int W, bool Signed, bool Add, bool Max, bool Three, bool Relu>
CU2CL_SIMD_FN unsigned int cu2cl_dpx(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int result = 0u;
  for (int i = 0; i < 32 / W; ++i) {
    long long x = cu2cl_dpx_lane<W, Signed>(a, i), y = cu2cl_dpx_lane<W, Signed>(b, i),
              z = cu2cl_dpx_lane<W, Signed>(c, i);
    if (Add)
      x = cu2cl_dpx_lane<W, Signed>((unsigned int)(x + y) & cu2cl_dpx_mask<W>(), 0);
    else if (Three)
      x = Max ? (x > y ? x : y) : (x < y ? x : y);
    long long r = Max ? (x > z ? x : z) : (x < z ? x : z);
    if (Relu && r < 0)
      r = 0;
    result |= ((unsigned int)r & cu2cl_dpx_mask<W>()) << (W * i);
  }
  return result;
}

#define CU2CL_DPX_ADD(Name, Max)                                                                   \
  CU2CL_SIMD_FN int __viadd##Name##_s32(int a, int b, int c) {                                     \
    return (int)cu2cl_dpx<32, true, true, Max, false, false>(a, b, c);                             \
  }                                                                                                \
  CU2CL_SIMD_FN int __viadd##Name##_s32_relu(int a, int b, int c) {                                \
    return (int)cu2cl_dpx<32, true, true, Max, false, true>(a, b, c);                              \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __viadd##Name##_u32(unsigned int a, unsigned int b, unsigned int c) { \
    return cu2cl_dpx<32, false, true, Max, false, false>(a, b, c);                                 \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __viadd##Name##_s16x2(unsigned int a, unsigned int b,                 \
                                                   unsigned int c) {                               \
    return cu2cl_dpx<16, true, true, Max, false, false>(a, b, c);                                  \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __viadd##Name##_s16x2_relu(unsigned int a, unsigned int b,            \
                                                        unsigned int c) {                          \
    return cu2cl_dpx<16, true, true, Max, false, true>(a, b, c);                                   \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __viadd##Name##_u16x2(unsigned int a, unsigned int b,                 \
                                                   unsigned int c) {                               \
    return cu2cl_dpx<16, false, true, Max, false, false>(a, b, c);                                 \
  }
#define CU2CL_DPX_THREE(Name, Max)                                                                 \
  CU2CL_SIMD_FN int __vi##Name##3_s32(int a, int b, int c) {                                       \
    return (int)cu2cl_dpx<32, true, false, Max, true, false>(a, b, c);                             \
  }                                                                                                \
  CU2CL_SIMD_FN int __vi##Name##3_s32_relu(int a, int b, int c) {                                  \
    return (int)cu2cl_dpx<32, true, false, Max, true, true>(a, b, c);                              \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __vi##Name##3_u32(unsigned int a, unsigned int b, unsigned int c) {   \
    return cu2cl_dpx<32, false, false, Max, true, false>(a, b, c);                                 \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __vi##Name##3_s16x2(unsigned int a, unsigned int b, unsigned int c) { \
    return cu2cl_dpx<16, true, false, Max, true, false>(a, b, c);                                  \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __vi##Name##3_s16x2_relu(unsigned int a, unsigned int b,              \
                                                      unsigned int c) {                            \
    return cu2cl_dpx<16, true, false, Max, true, true>(a, b, c);                                   \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __vi##Name##3_u16x2(unsigned int a, unsigned int b, unsigned int c) { \
    return cu2cl_dpx<16, false, false, Max, true, false>(a, b, c);                                 \
  }                                                                                                \
  CU2CL_SIMD_FN int __vi##Name##_s32_relu(int a, int b) {                                          \
    return (int)cu2cl_dpx<32, true, false, Max, false, true>(a, 0u, b);                            \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __vi##Name##_s16x2_relu(unsigned int a, unsigned int b) {             \
    return cu2cl_dpx<16, true, false, Max, false, true>(a, 0u, b);                                 \
  }
CU2CL_DPX_ADD(max, true)
CU2CL_DPX_ADD(min, false)
CU2CL_DPX_THREE(max, true)
CU2CL_DPX_THREE(min, false)
#undef CU2CL_DPX_ADD
#undef CU2CL_DPX_THREE

/* The larger (smaller) of a and b, and whether it is a: a >= b (a <= b). */
#define CU2CL_DPX_CHOICE(Name, Compare)                                                            \
  CU2CL_SIMD_FN int __vib##Name##_s32(int a, int b, bool *pred) {                                  \
    *pred = a Compare b;                                                                           \
    return *pred ? a : b;                                                                          \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __vib##Name##_u32(unsigned int a, unsigned int b, bool *pred) {       \
    *pred = a Compare b;                                                                           \
    return *pred ? a : b;                                                                          \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __vib##Name##_s16x2(unsigned int a, unsigned int b, bool *pred_hi,    \
                                                 bool *pred_lo) {                                  \
    short alo = (short)(a & 0xffffu), ahi = (short)(a >> 16), blo = (short)(b & 0xffffu),          \
          bhi = (short)(b >> 16);                                                                  \
    *pred_hi = ahi Compare bhi;                                                                    \
    *pred_lo = alo Compare blo;                                                                    \
    return (a & (*pred_hi ? 0xffff0000u : 0u)) | (b & (*pred_hi ? 0u : 0xffff0000u)) |             \
           (a & (*pred_lo ? 0xffffu : 0u)) | (b & (*pred_lo ? 0u : 0xffffu));                      \
  }                                                                                                \
  CU2CL_SIMD_FN unsigned int __vib##Name##_u16x2(unsigned int a, unsigned int b, bool *pred_hi,    \
                                                 bool *pred_lo) {                                  \
    *pred_hi = (a >> 16) Compare(b >> 16);                                                         \
    *pred_lo = (a & 0xffffu) Compare(b & 0xffffu);                                                 \
    return (a & (*pred_hi ? 0xffff0000u : 0u)) | (b & (*pred_hi ? 0u : 0xffff0000u)) |             \
           (a & (*pred_lo ? 0xffffu : 0u)) | (b & (*pred_lo ? 0u : 0xffffu));                      \
  }
CU2CL_DPX_CHOICE(max, >=)
CU2CL_DPX_CHOICE(min, <=)
#undef CU2CL_DPX_CHOICE
#undef CU2CL_SIMD_FN
#endif
