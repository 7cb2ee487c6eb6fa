// CUDA's half precision and bfloat16 (cuda_fp16.h, cuda_bf16.h) in portable C++. The same
// header serves both sides: host code includes it as <cu2cl/half.h> (cu2cl rewrites the CUDA
// includes), and cu2cl's parse of device code includes it through its cuda_fp16.h, so that
// its functions are translated to OpenCL C with the kernels that use them.
//
// Values are stored as CUDA stores them: two bytes, IEEE binary16 or bfloat16 bits. Arithmetic
// is done in float and rounded once to the 16-bit format, which gives the correctly rounded
// result of CUDA's half instructions for +, -, * and / (float's 24 bits are at least 2p + 2
// for p = 11 and p = 8; OpenCL devices may round float division less exactly). Conversions from
// float round as CUDA's do (to nearest even by default; _rz, _rd, _ru where CUDA has them); a
// NaN becomes CUDA's canonical NaN (0x7fff).
#ifndef CU2CL_HALF_H
#define CU2CL_HALF_H

#ifdef __CUDA__
// cu2cl's parse: translated with the device code that calls them (isUserDeviceFunction).
#define CU2CL_HALF_FN __host__ __device__ __attribute__((annotate("cu2cl-translated"))) inline
#else
#include "cu2cl/cuda_api.h" // float2, make_float2

#include <cmath>
#include <cstring>
#define CU2CL_HALF_FN inline
#endif

// --- Bits ---------------------------------------------------------------------------------------

CU2CL_HALF_FN unsigned int cu2cl_float_bits(float f) {
#ifdef __CUDA__
  return __float_as_uint(f);
#else
  unsigned int bits;
  std::memcpy(&bits, &f, sizeof bits);
  return bits;
#endif
}

CU2CL_HALF_FN float cu2cl_bits_float(unsigned int bits) {
#ifdef __CUDA__
  return __uint_as_float(bits);
#else
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
#endif
}

// Rounding of the 16-bit conversions: to nearest even, toward zero, down, up.
#define cu2cl_rn 0
#define cu2cl_rz 1
#define cu2cl_rd 2
#define cu2cl_ru 3

/// Whether a magnitude truncated to `kept` with the dropped bits `rest` (`midpoint` when
/// exactly halfway) rounds away from zero, for a value of sign `negative`.
CU2CL_HALF_FN bool cu2cl_round_up(unsigned int kept, unsigned int rest, unsigned int midpoint,
                                  bool negative, int rounding) {
  if (rest == 0)
    return false;
  if (rounding == cu2cl_rn)
    return rest > midpoint || (rest == midpoint && (kept & 1u));
  if (rounding == cu2cl_rd)
    return negative;
  if (rounding == cu2cl_ru)
    return !negative;
  return false;
}

/// float -> binary16 bits.
CU2CL_HALF_FN unsigned short cu2cl_float_to_half(float f, int rounding) {
  unsigned int x = cu2cl_float_bits(f);
  unsigned int signBit = (x >> 16) & 0x8000u;
  unsigned int magnitude = x & 0x7fffffffu;
  bool negative = signBit != 0;
  if (magnitude > 0x7f800000u)
    return 0x7fffu; // NaN
  if (magnitude == 0x7f800000u)
    return (unsigned short)(signBit | 0x7c00u);
  unsigned int exponent = magnitude >> 23;
  if (exponent < 113) { // below 2^-14: a subnormal half, or zero
    if (exponent < 102) // below 2^-25: zero, or the smallest subnormal when rounding up
      return (unsigned short)(signBit | (cu2cl_round_up(0, magnitude, 0x7fffffffu, negative,
                                                        rounding == cu2cl_rn ? cu2cl_rz : rounding)
                                             ? 1u
                                             : 0u));
    unsigned int significand = (magnitude & 0x7fffffu) | 0x800000u;
    unsigned int shift = 126 - exponent; // 14..24: units of 2^-24
    unsigned int kept = significand >> shift;
    unsigned int rest = significand & ((1u << shift) - 1u);
    if (cu2cl_round_up(kept, rest, 1u << (shift - 1), negative, rounding))
      ++kept;
    return (unsigned short)(signBit | kept);
  }
  unsigned int rebased = magnitude - 0x38000000u; // exponent bias 127 -> 15
  unsigned int kept = rebased >> 13;
  if (cu2cl_round_up(kept, rebased & 0x1fffu, 0x1000u, negative, rounding))
    ++kept;
  if (kept >= 0x7c00u) // overflow: infinity, or the largest finite value toward zero
    kept = (rounding == cu2cl_rz || (rounding == cu2cl_rd && !negative) ||
            (rounding == cu2cl_ru && negative))
               ? 0x7bffu
               : 0x7c00u;
  return (unsigned short)(signBit | kept);
}

/// binary16 bits -> float (exact).
CU2CL_HALF_FN float cu2cl_half_to_float(unsigned short h) {
  unsigned int signBit = ((unsigned int)h & 0x8000u) << 16;
  unsigned int exponent = ((unsigned int)h >> 10) & 0x1fu;
  unsigned int significand = (unsigned int)h & 0x3ffu;
  if (exponent == 0x1fu)
    return cu2cl_bits_float(significand ? 0x7fffffffu : (signBit | 0x7f800000u));
  if (exponent == 0) {
    if (significand == 0)
      return cu2cl_bits_float(signBit);
    unsigned int shift = 0; // a subnormal: normalise
    while (!(significand & 0x400u)) {
      significand <<= 1;
      ++shift;
    }
    return cu2cl_bits_float(signBit | ((113u - shift) << 23) | ((significand & 0x3ffu) << 13));
  }
  return cu2cl_bits_float(signBit | ((exponent + 112u) << 23) | (significand << 13));
}

/// float -> bfloat16 bits.
CU2CL_HALF_FN unsigned short cu2cl_float_to_bfloat16(float f, int rounding) {
  unsigned int x = cu2cl_float_bits(f);
  if ((x & 0x7fffffffu) > 0x7f800000u)
    return 0x7fffu; // NaN
  unsigned int kept = x >> 16;
  bool negative = (x & 0x80000000u) != 0;
  if ((x & 0x7f800000u) != 0x7f800000u &&
      cu2cl_round_up(kept, x & 0xffffu, 0x8000u, negative, rounding))
    ++kept; // may carry into the exponent, up to infinity, as it should
  return (unsigned short)kept;
}

CU2CL_HALF_FN float cu2cl_bfloat16_to_float(unsigned short b) {
  return cu2cl_bits_float((unsigned int)b << 16);
}

// --- Types --------------------------------------------------------------------------------------

struct __half_raw {
  unsigned short x;
};
struct __half2_raw {
  unsigned short x, y;
};

struct alignas(2) __half {
  unsigned short __x;
  __half() = default;
  CU2CL_HALF_FN __half(__half_raw raw) : __x(raw.x) {}
  CU2CL_HALF_FN __half(float f) : __x(cu2cl_float_to_half(f, cu2cl_rn)) {}
  CU2CL_HALF_FN __half(double d) : __x(cu2cl_float_to_half((float)d, cu2cl_rn)) {}
  CU2CL_HALF_FN __half(int i) : __x(cu2cl_float_to_half((float)i, cu2cl_rn)) {}
  CU2CL_HALF_FN __half(unsigned int i) : __x(cu2cl_float_to_half((float)i, cu2cl_rn)) {}
  CU2CL_HALF_FN __half(short i) : __x(cu2cl_float_to_half((float)i, cu2cl_rn)) {}
  CU2CL_HALF_FN __half(unsigned short i) : __x(cu2cl_float_to_half((float)i, cu2cl_rn)) {}
  CU2CL_HALF_FN __half(long long i) : __x(cu2cl_float_to_half((float)i, cu2cl_rn)) {}
  CU2CL_HALF_FN operator float() const { return cu2cl_half_to_float(__x); }
  CU2CL_HALF_FN operator __half_raw() const {
    __half_raw raw;
    raw.x = __x;
    return raw;
  }
};
typedef __half half;

struct alignas(4) __half2 {
  __half x, y;
  __half2() = default;
  CU2CL_HALF_FN __half2(__half a, __half b) : x(a), y(b) {}
  CU2CL_HALF_FN __half2(__half2_raw raw) {
    x.__x = raw.x;
    y.__x = raw.y;
  }
};
typedef __half2 half2;

struct __nv_bfloat16_raw {
  unsigned short x;
};
struct __nv_bfloat162_raw {
  unsigned short x, y;
};

struct alignas(2) __nv_bfloat16 {
  unsigned short __x;
  __nv_bfloat16() = default;
  CU2CL_HALF_FN __nv_bfloat16(__nv_bfloat16_raw raw) : __x(raw.x) {}
  CU2CL_HALF_FN __nv_bfloat16(float f) : __x(cu2cl_float_to_bfloat16(f, cu2cl_rn)) {}
  CU2CL_HALF_FN __nv_bfloat16(double d) : __x(cu2cl_float_to_bfloat16((float)d, cu2cl_rn)) {}
  CU2CL_HALF_FN __nv_bfloat16(int i) : __x(cu2cl_float_to_bfloat16((float)i, cu2cl_rn)) {}
  CU2CL_HALF_FN operator float() const { return cu2cl_bfloat16_to_float(__x); }
};
typedef __nv_bfloat16 nv_bfloat16;

struct alignas(4) __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  CU2CL_HALF_FN __nv_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) : x(a), y(b) {}
};
typedef __nv_bfloat162 nv_bfloat162;

// --- Conversions --------------------------------------------------------------------------------

CU2CL_HALF_FN __half cu2cl_make_half(unsigned short bits) {
  __half h;
  h.__x = bits;
  return h;
}
CU2CL_HALF_FN __nv_bfloat16 cu2cl_make_bfloat16(unsigned short bits) {
  __nv_bfloat16 b;
  b.__x = bits;
  return b;
}

CU2CL_HALF_FN __half __float2half(float f) {
  return cu2cl_make_half(cu2cl_float_to_half(f, cu2cl_rn));
}
CU2CL_HALF_FN __half __float2half_rn(float f) {
  return cu2cl_make_half(cu2cl_float_to_half(f, cu2cl_rn));
}
CU2CL_HALF_FN __half __float2half_rz(float f) {
  return cu2cl_make_half(cu2cl_float_to_half(f, cu2cl_rz));
}
CU2CL_HALF_FN __half __float2half_rd(float f) {
  return cu2cl_make_half(cu2cl_float_to_half(f, cu2cl_rd));
}
CU2CL_HALF_FN __half __float2half_ru(float f) {
  return cu2cl_make_half(cu2cl_float_to_half(f, cu2cl_ru));
}
CU2CL_HALF_FN float __half2float(__half h) { return cu2cl_half_to_float(h.__x); }
CU2CL_HALF_FN __half __int2half_rn(int i) { return __float2half_rn((float)i); }
CU2CL_HALF_FN __half __uint2half_rn(unsigned int i) { return __float2half_rn((float)i); }
CU2CL_HALF_FN __half __short2half_rn(short i) { return __float2half_rn((float)i); }
CU2CL_HALF_FN __half __ushort2half_rn(unsigned short i) { return __float2half_rn((float)i); }
/// Truncation toward zero; NaN gives 0 (the range of half fits int and unsigned).
CU2CL_HALF_FN int __half2int_rz(__half h) {
  float f = __half2float(h);
  return f != f                ? 0
         : f >= 2147483647.0f  ? 2147483647
         : f <= -2147483648.0f ? (-2147483647 - 1)
                               : (int)f;
}
CU2CL_HALF_FN unsigned int __half2uint_rz(__half h) {
  float f = __half2float(h);
  return f != f || f <= 0.0f ? 0u : f >= 4294967295.0f ? 4294967295u : (unsigned int)f;
}
CU2CL_HALF_FN short __half2short_rz(__half h) {
  float f = __half2float(h);
  return f != f           ? (short)0
         : f >= 32767.0f  ? (short)32767
         : f <= -32768.0f ? (short)-32768
                          : (short)f;
}
CU2CL_HALF_FN unsigned short __half_as_ushort(__half h) { return h.__x; }
CU2CL_HALF_FN short __half_as_short(__half h) { return (short)h.__x; }
CU2CL_HALF_FN __half __ushort_as_half(unsigned short bits) { return cu2cl_make_half(bits); }
CU2CL_HALF_FN __half __short_as_half(short bits) { return cu2cl_make_half((unsigned short)bits); }

CU2CL_HALF_FN __half2 make_half2(__half x, __half y) { return __half2(x, y); }
CU2CL_HALF_FN __half2 __halves2half2(__half x, __half y) { return __half2(x, y); }
CU2CL_HALF_FN __half2 __half2half2(__half x) { return __half2(x, x); }
CU2CL_HALF_FN __half2 __float2half2_rn(float f) {
  return __half2(__float2half_rn(f), __float2half_rn(f));
}
CU2CL_HALF_FN __half2 __floats2half2_rn(float a, float b) {
  return __half2(__float2half_rn(a), __float2half_rn(b));
}
CU2CL_HALF_FN __half2 __float22half2_rn(float2 f) {
  return __half2(__float2half_rn(f.x), __float2half_rn(f.y));
}
CU2CL_HALF_FN float2 __half22float2(__half2 h) {
  return make_float2(__half2float(h.x), __half2float(h.y));
}
CU2CL_HALF_FN float __low2float(__half2 h) { return __half2float(h.x); }
CU2CL_HALF_FN float __high2float(__half2 h) { return __half2float(h.y); }
CU2CL_HALF_FN __half __low2half(__half2 h) { return h.x; }
CU2CL_HALF_FN __half __high2half(__half2 h) { return h.y; }
CU2CL_HALF_FN __half2 __lows2half2(__half2 a, __half2 b) { return __half2(a.x, b.x); }
CU2CL_HALF_FN __half2 __highs2half2(__half2 a, __half2 b) { return __half2(a.y, b.y); }
CU2CL_HALF_FN __half2 __low2half2(__half2 h) { return __half2(h.x, h.x); }
CU2CL_HALF_FN __half2 __high2half2(__half2 h) { return __half2(h.y, h.y); }

CU2CL_HALF_FN __nv_bfloat16 __float2bfloat16(float f) {
  return cu2cl_make_bfloat16(cu2cl_float_to_bfloat16(f, cu2cl_rn));
}
CU2CL_HALF_FN __nv_bfloat16 __float2bfloat16_rn(float f) {
  return cu2cl_make_bfloat16(cu2cl_float_to_bfloat16(f, cu2cl_rn));
}
CU2CL_HALF_FN __nv_bfloat16 __float2bfloat16_rz(float f) {
  return cu2cl_make_bfloat16(cu2cl_float_to_bfloat16(f, cu2cl_rz));
}
CU2CL_HALF_FN float __bfloat162float(__nv_bfloat16 b) { return cu2cl_bfloat16_to_float(b.__x); }
CU2CL_HALF_FN unsigned short __bfloat16_as_ushort(__nv_bfloat16 b) { return b.__x; }
CU2CL_HALF_FN __nv_bfloat16 __ushort_as_bfloat16(unsigned short bits) {
  return cu2cl_make_bfloat16(bits);
}
CU2CL_HALF_FN __nv_bfloat162 __floats2bfloat162_rn(float a, float b) {
  return __nv_bfloat162(__float2bfloat16_rn(a), __float2bfloat16_rn(b));
}
CU2CL_HALF_FN __nv_bfloat162 __float2bfloat162_rn(float f) {
  return __nv_bfloat162(__float2bfloat16_rn(f), __float2bfloat16_rn(f));
}
CU2CL_HALF_FN __nv_bfloat162 __float22bfloat162_rn(float2 f) {
  return __nv_bfloat162(__float2bfloat16_rn(f.x), __float2bfloat16_rn(f.y));
}
CU2CL_HALF_FN float2 __bfloat1622float2(__nv_bfloat162 b) {
  return make_float2(__bfloat162float(b.x), __bfloat162float(b.y));
}
CU2CL_HALF_FN float __low2float(__nv_bfloat162 b) { return __bfloat162float(b.x); }
CU2CL_HALF_FN float __high2float(__nv_bfloat162 b) { return __bfloat162float(b.y); }

// --- Arithmetic and comparisons: in float, rounded once ------------------------------------------

#define CU2CL_HALF_BINARY(Name, Type, Make, ToFloat, Op)                                           \
  CU2CL_HALF_FN Type Name(Type a, Type b) { return Make(ToFloat(a) Op ToFloat(b)); }
#define CU2CL_HALF_COMPARE(Name, Type, ToFloat, Op)                                                \
  CU2CL_HALF_FN bool Name(Type a, Type b) { return ToFloat(a) Op ToFloat(b); }

CU2CL_HALF_BINARY(__hadd, __half, __float2half_rn, __half2float, +)
CU2CL_HALF_BINARY(__hsub, __half, __float2half_rn, __half2float, -)
CU2CL_HALF_BINARY(__hmul, __half, __float2half_rn, __half2float, *)
CU2CL_HALF_BINARY(__hdiv, __half, __float2half_rn, __half2float, /)
CU2CL_HALF_COMPARE(__heq, __half, __half2float, ==)
CU2CL_HALF_COMPARE(__hne, __half, __half2float, !=)
CU2CL_HALF_COMPARE(__hlt, __half, __half2float, <)
CU2CL_HALF_COMPARE(__hle, __half, __half2float, <=)
CU2CL_HALF_COMPARE(__hgt, __half, __half2float, >)
CU2CL_HALF_COMPARE(__hge, __half, __half2float, >=)
CU2CL_HALF_BINARY(__hadd, __nv_bfloat16, __float2bfloat16_rn, __bfloat162float, +)
CU2CL_HALF_BINARY(__hsub, __nv_bfloat16, __float2bfloat16_rn, __bfloat162float, -)
CU2CL_HALF_BINARY(__hmul, __nv_bfloat16, __float2bfloat16_rn, __bfloat162float, *)
CU2CL_HALF_BINARY(__hdiv, __nv_bfloat16, __float2bfloat16_rn, __bfloat162float, /)

CU2CL_HALF_FN __half __hneg(__half h) { return cu2cl_make_half((unsigned short)(h.__x ^ 0x8000u)); }
CU2CL_HALF_FN __half __habs(__half h) { return cu2cl_make_half((unsigned short)(h.__x & 0x7fffu)); }
CU2CL_HALF_FN bool __hisnan(__half h) { return (h.__x & 0x7fffu) > 0x7c00u; }
CU2CL_HALF_FN int __hisinf(__half h) { return h.__x == 0x7c00u ? 1 : h.__x == 0xfc00u ? -1 : 0; }
/// max and min return the other operand when one is NaN, and NaN when both are.
CU2CL_HALF_FN __half __hmax(__half a, __half b) {
  return __hisnan(a)   ? (__hisnan(b) ? cu2cl_make_half(0x7fffu) : b)
         : __hisnan(b) ? a
                       : (__half2float(a) > __half2float(b) ? a : b);
}
CU2CL_HALF_FN __half __hmin(__half a, __half b) {
  return __hisnan(a)   ? (__hisnan(b) ? cu2cl_make_half(0x7fffu) : b)
         : __hisnan(b) ? a
                       : (__half2float(a) < __half2float(b) ? a : b);
}
/// a * b + c rounded once: a * b is exact in float, and the sum's rounding error (TwoSum)
/// decides a sum that lies exactly between two halves.
CU2CL_HALF_FN __half __hfma(__half a, __half b, __half c) {
  float product = __half2float(a) * __half2float(b), addend = __half2float(c);
  float sum = product + addend;
  float addendPart = sum - product;
  float error = (product - (sum - addendPart)) + (addend - addendPart);
  __half below = __float2half_rd(sum), above = __float2half_ru(sum);
  if (error != 0.0f && below.__x != above.__x &&
      (__half2float(below) + __half2float(above)) * 0.5f == sum)
    return error > 0.0f ? above : below;
  return __float2half_rn(sum);
}

CU2CL_HALF_FN __half2 __hadd2(__half2 a, __half2 b) {
  return __half2(__hadd(a.x, b.x), __hadd(a.y, b.y));
}
CU2CL_HALF_FN __half2 __hsub2(__half2 a, __half2 b) {
  return __half2(__hsub(a.x, b.x), __hsub(a.y, b.y));
}
CU2CL_HALF_FN __half2 __hmul2(__half2 a, __half2 b) {
  return __half2(__hmul(a.x, b.x), __hmul(a.y, b.y));
}
CU2CL_HALF_FN __half2 __h2div(__half2 a, __half2 b) {
  return __half2(__hdiv(a.x, b.x), __hdiv(a.y, b.y));
}
CU2CL_HALF_FN __half2 __hfma2(__half2 a, __half2 b, __half2 c) {
  return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
CU2CL_HALF_FN __half2 __hneg2(__half2 a) { return __half2(__hneg(a.x), __hneg(a.y)); }
CU2CL_HALF_FN __half2 __habs2(__half2 a) { return __half2(__habs(a.x), __habs(a.y)); }
CU2CL_HALF_FN __half2 __hmax2(__half2 a, __half2 b) {
  return __half2(__hmax(a.x, b.x), __hmax(a.y, b.y));
}
CU2CL_HALF_FN __half2 __hmin2(__half2 a, __half2 b) {
  return __half2(__hmin(a.x, b.x), __hmin(a.y, b.y));
}
CU2CL_HALF_FN __nv_bfloat162 __hadd2(__nv_bfloat162 a, __nv_bfloat162 b) {
  return __nv_bfloat162(__hadd(a.x, b.x), __hadd(a.y, b.y));
}
CU2CL_HALF_FN __nv_bfloat162 __hsub2(__nv_bfloat162 a, __nv_bfloat162 b) {
  return __nv_bfloat162(__hsub(a.x, b.x), __hsub(a.y, b.y));
}
CU2CL_HALF_FN __nv_bfloat162 __hmul2(__nv_bfloat162 a, __nv_bfloat162 b) {
  return __nv_bfloat162(__hmul(a.x, b.x), __hmul(a.y, b.y));
}
CU2CL_HALF_FN __nv_bfloat162 __h2div(__nv_bfloat162 a, __nv_bfloat162 b) {
  return __nv_bfloat162(__hdiv(a.x, b.x), __hdiv(a.y, b.y));
}
/// bfloat16's fma: a * b is exact in float (8-bit significands), the sum rounded once to float
/// and then to bfloat16, which cannot double-round (24 >= 2 * 8 + 2).
CU2CL_HALF_FN __nv_bfloat16 __hfma(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  return __float2bfloat16_rn(__bfloat162float(a) * __bfloat162float(b) + __bfloat162float(c));
}
CU2CL_HALF_FN __nv_bfloat162 __hfma2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
  return __nv_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
CU2CL_HALF_FN __nv_bfloat16 __hneg(__nv_bfloat16 b) {
  return cu2cl_make_bfloat16((unsigned short)(b.__x ^ 0x8000u));
}
CU2CL_HALF_FN __nv_bfloat16 __habs(__nv_bfloat16 b) {
  return cu2cl_make_bfloat16((unsigned short)(b.__x & 0x7fffu));
}
CU2CL_HALF_FN __nv_bfloat162 __hneg2(__nv_bfloat162 a) {
  return __nv_bfloat162(__hneg(a.x), __hneg(a.y));
}
CU2CL_HALF_FN bool __hisnan(__nv_bfloat16 b) { return (b.__x & 0x7fffu) > 0x7f80u; }
CU2CL_HALF_FN __nv_bfloat16 __hmax(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __hisnan(a)   ? (__hisnan(b) ? cu2cl_make_bfloat16(0x7fffu) : b)
         : __hisnan(b) ? a
                       : (__bfloat162float(a) > __bfloat162float(b) ? a : b);
}
CU2CL_HALF_FN __nv_bfloat16 __hmin(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __hisnan(a)   ? (__hisnan(b) ? cu2cl_make_bfloat16(0x7fffu) : b)
         : __hisnan(b) ? a
                       : (__bfloat162float(a) < __bfloat162float(b) ? a : b);
}
CU2CL_HALF_FN __nv_bfloat162 __hmax2(__nv_bfloat162 a, __nv_bfloat162 b) {
  return __nv_bfloat162(__hmax(a.x, b.x), __hmax(a.y, b.y));
}
CU2CL_HALF_FN __nv_bfloat162 __hmin2(__nv_bfloat162 a, __nv_bfloat162 b) {
  return __nv_bfloat162(__hmin(a.x, b.x), __hmin(a.y, b.y));
}
CU2CL_HALF_FN __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 b) { return __nv_bfloat162(b, b); }
CU2CL_HALF_FN __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __nv_bfloat162(a, b);
}
CU2CL_HALF_FN __nv_bfloat16 __low2bfloat16(__nv_bfloat162 b) { return b.x; }
CU2CL_HALF_FN __nv_bfloat16 __high2bfloat16(__nv_bfloat162 b) { return b.y; }
/// Round to nearest even; NaN gives 0, out of range saturates (float's range covers both).
CU2CL_HALF_FN int cu2cl_float2int_rn(float f) {
  if (f != f)
    return 0;
  if (f >= 2147483647.0f)
    return 2147483647;
  if (f <= -2147483648.0f)
    return -2147483647 - 1;
  float whole = truncf(f), fraction = f - whole;
  int result = (int)whole;
  if (fraction > 0.5f || (fraction == 0.5f && (result & 1)))
    ++result;
  else if (fraction < -0.5f || (fraction == -0.5f && (result & 1)))
    --result;
  return result;
}
CU2CL_HALF_FN int __half2int_rn(__half h) { return cu2cl_float2int_rn(__half2float(h)); }
CU2CL_HALF_FN int __bfloat162int_rn(__nv_bfloat16 b) {
  return cu2cl_float2int_rn(__bfloat162float(b));
}
CU2CL_HALF_FN __nv_bfloat16 __int2bfloat16_rn(int i) { return __float2bfloat16_rn((float)i); }

// Math functions: computed in float, rounded once (CUDA's are approximations too), for
// __half and __nv_bfloat16 alike.
#define CU2CL_HALF_MATH(Name, Math)                                                                \
  CU2CL_HALF_FN __half Name(__half h) { return __float2half_rn(Math(__half2float(h))); }           \
  CU2CL_HALF_FN __nv_bfloat16 Name(__nv_bfloat16 b) {                                              \
    return __float2bfloat16_rn(Math(__bfloat162float(b)));                                         \
  }
CU2CL_HALF_FN float cu2cl_half_rsqrtf(float x) { return 1.0f / sqrtf(x); }
CU2CL_HALF_FN float cu2cl_half_rcpf(float x) { return 1.0f / x; }
CU2CL_HALF_MATH(hsqrt, sqrtf)
CU2CL_HALF_MATH(hrsqrt, cu2cl_half_rsqrtf)
CU2CL_HALF_MATH(hrcp, cu2cl_half_rcpf)
CU2CL_HALF_MATH(hexp, expf)
CU2CL_HALF_MATH(hexp2, exp2f)
CU2CL_HALF_MATH(hlog, logf)
CU2CL_HALF_MATH(hlog2, log2f)
CU2CL_HALF_MATH(hlog10, log10f)
CU2CL_HALF_MATH(hsin, sinf)
CU2CL_HALF_MATH(hcos, cosf)
CU2CL_HALF_MATH(hfloor, floorf)
CU2CL_HALF_MATH(hceil, ceilf)
CU2CL_HALF_MATH(htrunc, truncf)
CU2CL_HALF_MATH(hrint, rintf)
#undef CU2CL_HALF_MATH
CU2CL_HALF_FN __half2 h2sqrt(__half2 h) { return __half2(hsqrt(h.x), hsqrt(h.y)); }
CU2CL_HALF_FN __half2 h2exp(__half2 h) { return __half2(hexp(h.x), hexp(h.y)); }
CU2CL_HALF_FN __half2 h2exp2(__half2 h) { return __half2(hexp2(h.x), hexp2(h.y)); }
CU2CL_HALF_FN __half2 h2log(__half2 h) { return __half2(hlog(h.x), hlog(h.y)); }
CU2CL_HALF_FN __half2 h2log2(__half2 h) { return __half2(hlog2(h.x), hlog2(h.y)); }
CU2CL_HALF_FN __half2 h2rcp(__half2 h) { return __half2(hrcp(h.x), hrcp(h.y)); }
CU2CL_HALF_FN __half2 h2rsqrt(__half2 h) { return __half2(hrsqrt(h.x), hrsqrt(h.y)); }
// Operators, as CUDA defines them for __half and __nv_bfloat16.
#define CU2CL_HALF_OPERATORS(Type, Add, Sub, Mul, Div, ToFloat)                                    \
  CU2CL_HALF_FN Type operator+(const Type &a, const Type &b) { return Add(a, b); }                 \
  CU2CL_HALF_FN Type operator-(const Type &a, const Type &b) { return Sub(a, b); }                 \
  CU2CL_HALF_FN Type operator*(const Type &a, const Type &b) { return Mul(a, b); }                 \
  CU2CL_HALF_FN Type operator/(const Type &a, const Type &b) { return Div(a, b); }                 \
  CU2CL_HALF_FN Type &operator+=(Type &a, const Type &b) { return a = Add(a, b); }                 \
  CU2CL_HALF_FN Type &operator-=(Type &a, const Type &b) { return a = Sub(a, b); }                 \
  CU2CL_HALF_FN Type &operator*=(Type &a, const Type &b) { return a = Mul(a, b); }                 \
  CU2CL_HALF_FN Type &operator/=(Type &a, const Type &b) { return a = Div(a, b); }                 \
  CU2CL_HALF_FN Type operator-(const Type &a) { return Sub(Type(0.0f), a); }                       \
  CU2CL_HALF_FN Type operator+(const Type &a) { return a; }                                        \
  CU2CL_HALF_FN bool operator==(const Type &a, const Type &b) { return ToFloat(a) == ToFloat(b); } \
  CU2CL_HALF_FN bool operator!=(const Type &a, const Type &b) { return ToFloat(a) != ToFloat(b); } \
  CU2CL_HALF_FN bool operator<(const Type &a, const Type &b) { return ToFloat(a) < ToFloat(b); }   \
  CU2CL_HALF_FN bool operator<=(const Type &a, const Type &b) { return ToFloat(a) <= ToFloat(b); } \
  CU2CL_HALF_FN bool operator>(const Type &a, const Type &b) { return ToFloat(a) > ToFloat(b); }   \
  CU2CL_HALF_FN bool operator>=(const Type &a, const Type &b) { return ToFloat(a) >= ToFloat(b); }

CU2CL_HALF_OPERATORS(__half, __hadd, __hsub, __hmul, __hdiv, __half2float)
CU2CL_HALF_OPERATORS(__nv_bfloat16, __hadd, __hsub, __hmul, __hdiv, __bfloat162float)

CU2CL_HALF_FN __half2 operator+(const __half2 &a, const __half2 &b) { return __hadd2(a, b); }
CU2CL_HALF_FN __half2 operator-(const __half2 &a, const __half2 &b) { return __hsub2(a, b); }
CU2CL_HALF_FN __half2 operator*(const __half2 &a, const __half2 &b) { return __hmul2(a, b); }
CU2CL_HALF_FN __half2 operator-(const __half2 &a) { return __hneg2(a); }
CU2CL_HALF_FN __half2 operator/(const __half2 &a, const __half2 &b) { return __h2div(a, b); }
CU2CL_HALF_FN __half2 &operator+=(__half2 &a, const __half2 &b) { return a = __hadd2(a, b); }
CU2CL_HALF_FN __half2 &operator-=(__half2 &a, const __half2 &b) { return a = __hsub2(a, b); }
CU2CL_HALF_FN __half2 &operator*=(__half2 &a, const __half2 &b) { return a = __hmul2(a, b); }

#ifdef __CUDA__
// Warp shuffles of 16-bit values move their bits.
CU2CL_HALF_FN __half __shfl_sync(unsigned mask, __half v, int lane, int width = 32) {
  return cu2cl_make_half((unsigned short)__shfl_sync(mask, (unsigned int)v.__x, lane, width));
}
CU2CL_HALF_FN __half __shfl_xor_sync(unsigned mask, __half v, int laneMask, int width = 32) {
  return cu2cl_make_half(
      (unsigned short)__shfl_xor_sync(mask, (unsigned int)v.__x, laneMask, width));
}
CU2CL_HALF_FN __half __shfl_down_sync(unsigned mask, __half v, unsigned delta, int width = 32) {
  return cu2cl_make_half((unsigned short)__shfl_down_sync(mask, (unsigned int)v.__x, delta, width));
}
CU2CL_HALF_FN __half __shfl_up_sync(unsigned mask, __half v, unsigned delta, int width = 32) {
  return cu2cl_make_half((unsigned short)__shfl_up_sync(mask, (unsigned int)v.__x, delta, width));
}
// A pair moves as one 32-bit value, x in the low half as CUDA packs it; a bfloat16 as its bits.
CU2CL_HALF_FN unsigned int cu2cl_pack(unsigned short x, unsigned short y) {
  return (unsigned int)x | ((unsigned int)y << 16);
}
CU2CL_HALF_FN __half2 cu2cl_unpack_half2(unsigned int word) {
  return __half2(cu2cl_make_half((unsigned short)(word & 0xffffu)),
                 cu2cl_make_half((unsigned short)(word >> 16)));
}
CU2CL_HALF_FN __nv_bfloat162 cu2cl_unpack_bfloat162(unsigned int word) {
  return __nv_bfloat162(cu2cl_make_bfloat16((unsigned short)(word & 0xffffu)),
                        cu2cl_make_bfloat16((unsigned short)(word >> 16)));
}
CU2CL_HALF_FN __half2 __shfl_sync(unsigned mask, __half2 v, int lane, int width = 32) {
  return cu2cl_unpack_half2(__shfl_sync(mask, cu2cl_pack(v.x.__x, v.y.__x), lane, width));
}
CU2CL_HALF_FN __half2 __shfl_xor_sync(unsigned mask, __half2 v, int laneMask, int width = 32) {
  return cu2cl_unpack_half2(__shfl_xor_sync(mask, cu2cl_pack(v.x.__x, v.y.__x), laneMask, width));
}
CU2CL_HALF_FN __half2 __shfl_down_sync(unsigned mask, __half2 v, unsigned delta, int width = 32) {
  return cu2cl_unpack_half2(__shfl_down_sync(mask, cu2cl_pack(v.x.__x, v.y.__x), delta, width));
}
CU2CL_HALF_FN __half2 __shfl_up_sync(unsigned mask, __half2 v, unsigned delta, int width = 32) {
  return cu2cl_unpack_half2(__shfl_up_sync(mask, cu2cl_pack(v.x.__x, v.y.__x), delta, width));
}
CU2CL_HALF_FN __nv_bfloat16 __shfl_xor_sync(unsigned mask, __nv_bfloat16 v, int laneMask,
                                            int width = 32) {
  return cu2cl_make_bfloat16(
      (unsigned short)__shfl_xor_sync(mask, (unsigned int)v.__x, laneMask, width));
}
CU2CL_HALF_FN __nv_bfloat16 __shfl_down_sync(unsigned mask, __nv_bfloat16 v, unsigned delta,
                                             int width = 32) {
  return cu2cl_make_bfloat16(
      (unsigned short)__shfl_down_sync(mask, (unsigned int)v.__x, delta, width));
}
CU2CL_HALF_FN __nv_bfloat16 __shfl_sync(unsigned mask, __nv_bfloat16 v, int lane, int width = 32) {
  return cu2cl_make_bfloat16((unsigned short)__shfl_sync(mask, (unsigned int)v.__x, lane, width));
}
CU2CL_HALF_FN __nv_bfloat162 __shfl_xor_sync(unsigned mask, __nv_bfloat162 v, int laneMask,
                                             int width = 32) {
  return cu2cl_unpack_bfloat162(
      __shfl_xor_sync(mask, cu2cl_pack(v.x.__x, v.y.__x), laneMask, width));
}
CU2CL_HALF_FN __nv_bfloat162 __shfl_down_sync(unsigned mask, __nv_bfloat162 v, unsigned delta,
                                              int width = 32) {
  return cu2cl_unpack_bfloat162(__shfl_down_sync(mask, cu2cl_pack(v.x.__x, v.y.__x), delta, width));
}
/// Atomic additions of 16-bit values: a compare-and-swap loop on the aligned 32-bit word that
/// holds the value (CUDA's own form before native half atomics); the old value is returned.
CU2CL_HALF_FN unsigned short cu2cl_atomic_add16(unsigned short *address, unsigned short value,
                                                bool bfloat) {
  unsigned int *word = (unsigned int *)((char *)address - ((unsigned long long)address & 2u));
  unsigned int shift = ((unsigned long long)address & 2u) ? 16u : 0u;
  unsigned int old = *word, assumed;
  do {
    assumed = old;
    unsigned short current = (unsigned short)((assumed >> shift) & 0xffffu);
    unsigned short sum =
        bfloat
            ? __bfloat16_as_ushort(__hadd(cu2cl_make_bfloat16(current), cu2cl_make_bfloat16(value)))
            : __half_as_ushort(__hadd(cu2cl_make_half(current), cu2cl_make_half(value)));
    unsigned int updated = (assumed & ~(0xffffu << shift)) | ((unsigned int)sum << shift);
    old = atomicCAS(word, assumed, updated);
  } while (assumed != old);
  return (unsigned short)((old >> shift) & 0xffffu);
}
CU2CL_HALF_FN __half atomicAdd(__half *address, __half value) {
  return cu2cl_make_half(cu2cl_atomic_add16(&address->__x, value.__x, false));
}
CU2CL_HALF_FN __nv_bfloat16 atomicAdd(__nv_bfloat16 *address, __nv_bfloat16 value) {
  return cu2cl_make_bfloat16(cu2cl_atomic_add16(&address->__x, value.__x, true));
}
/// Two halves, each added atomically (as CUDA's: the pair is not one atomic operation).
CU2CL_HALF_FN __half2 atomicAdd(__half2 *address, __half2 value) {
  __half x = atomicAdd(&address->x, value.x);
  return __half2(x, atomicAdd(&address->y, value.y));
}
CU2CL_HALF_FN __nv_bfloat162 atomicAdd(__nv_bfloat162 *address, __nv_bfloat162 value) {
  __nv_bfloat16 x = atomicAdd(&address->x, value.x);
  return __nv_bfloat162(x, atomicAdd(&address->y, value.y));
}
CU2CL_HALF_FN __half __ldg(const __half *p) { return *p; }
CU2CL_HALF_FN __half2 __ldg(const __half2 *p) { return *p; }
#endif

#undef CU2CL_HALF_BINARY
#undef CU2CL_HALF_COMPARE
#undef CU2CL_HALF_OPERATORS
#undef cu2cl_rn
#undef cu2cl_rz
#undef cu2cl_rd
#undef cu2cl_ru

#endif
