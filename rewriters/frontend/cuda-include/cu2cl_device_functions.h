/* Declarations of CUDA's device intrinsics, as sm_*_intrinsics.h and
 * device_functions.h have them. Whether and how each one is translated is
 * decided by rewriters/tables/IntrinsicTable.def, not here. */
#ifndef CU2CL_DEVICE_FUNCTIONS_H
#define CU2CL_DEVICE_FUNCTIONS_H

#define __CU2CL_DEV __device__

/* Synchronisation and fences. */
/* __syncthreads is a Clang builtin in CUDA mode. */
__CU2CL_DEV int __syncthreads_count(int predicate);
__CU2CL_DEV int __syncthreads_and(int predicate);
__CU2CL_DEV int __syncthreads_or(int predicate);
__CU2CL_DEV void __syncwarp(unsigned mask = 0xffffffffu);
__CU2CL_DEV void __threadfence_block(void);
__CU2CL_DEV void __threadfence(void);
__CU2CL_DEV void __threadfence_system(void);
__CU2CL_DEV void __nanosleep(unsigned ns);
/* __trap(): cu2cl_device_assert.h. */
__CU2CL_DEV void __brkpt(void);
/* clock() and clock64(): cu2cl_device_clock.h. */

/* Warp votes, shuffles, match and reduce. */
__CU2CL_DEV unsigned __ballot_sync(unsigned mask, int predicate);
__CU2CL_DEV int __any_sync(unsigned mask, int predicate);
__CU2CL_DEV int __all_sync(unsigned mask, int predicate);
__CU2CL_DEV int __uni_sync(unsigned mask, int predicate);
__CU2CL_DEV unsigned __activemask(void);
__CU2CL_DEV unsigned __ballot(int predicate);
__CU2CL_DEV int __any(int predicate);
__CU2CL_DEV int __all(int predicate);
#define __CU2CL_SHFL(T)                                                                            \
  __CU2CL_DEV T __shfl_sync(unsigned mask, T var, int srcLane, int width = 32);                    \
  __CU2CL_DEV T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = 32);              \
  __CU2CL_DEV T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = 32);            \
  __CU2CL_DEV T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = 32);               \
  __CU2CL_DEV T __shfl(T var, int srcLane, int width = 32);                                        \
  __CU2CL_DEV T __shfl_up(T var, unsigned delta, int width = 32);                                  \
  __CU2CL_DEV T __shfl_down(T var, unsigned delta, int width = 32);                                \
  __CU2CL_DEV T __shfl_xor(T var, int laneMask, int width = 32);
__CU2CL_SHFL(int)
__CU2CL_SHFL(unsigned)
__CU2CL_SHFL(long)
__CU2CL_SHFL(unsigned long)
__CU2CL_SHFL(long long)
__CU2CL_SHFL(unsigned long long)
__CU2CL_SHFL(float)
__CU2CL_SHFL(double)
#undef __CU2CL_SHFL
#define __CU2CL_MATCH(T)                                                                           \
  __CU2CL_DEV unsigned __match_any_sync(unsigned mask, T value);                                   \
  __CU2CL_DEV unsigned __match_all_sync(unsigned mask, T value, int *pred);
__CU2CL_MATCH(int)
__CU2CL_MATCH(unsigned)
__CU2CL_MATCH(long)
__CU2CL_MATCH(unsigned long)
__CU2CL_MATCH(long long)
__CU2CL_MATCH(unsigned long long)
__CU2CL_MATCH(float)
__CU2CL_MATCH(double)
#undef __CU2CL_MATCH
__CU2CL_DEV unsigned __reduce_add_sync(unsigned mask, unsigned value);
__CU2CL_DEV int __reduce_add_sync(unsigned mask, int value);
__CU2CL_DEV unsigned __reduce_min_sync(unsigned mask, unsigned value);
__CU2CL_DEV int __reduce_min_sync(unsigned mask, int value);
__CU2CL_DEV unsigned __reduce_max_sync(unsigned mask, unsigned value);
__CU2CL_DEV int __reduce_max_sync(unsigned mask, int value);
__CU2CL_DEV unsigned __reduce_and_sync(unsigned mask, unsigned value);
__CU2CL_DEV unsigned __reduce_or_sync(unsigned mask, unsigned value);
__CU2CL_DEV unsigned __reduce_xor_sync(unsigned mask, unsigned value);

/* Bit manipulation. */
__CU2CL_DEV int __popc(unsigned x);
__CU2CL_DEV int __popcll(unsigned long long x);
__CU2CL_DEV int __clz(int x);
__CU2CL_DEV int __clzll(long long x);
__CU2CL_DEV int __ffs(int x);
__CU2CL_DEV int __ffsll(long long x);
__CU2CL_DEV unsigned __brev(unsigned x);
__CU2CL_DEV unsigned long long __brevll(unsigned long long x);
__CU2CL_DEV unsigned __fns(unsigned mask, unsigned base, int offset);
__CU2CL_DEV unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned shift);
__CU2CL_DEV unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned shift);
__CU2CL_DEV unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned shift);
__CU2CL_DEV unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned shift);
__CU2CL_DEV unsigned __byte_perm(unsigned x, unsigned y, unsigned s);
__CU2CL_DEV int __dp4a(int a, int b, int c);
__CU2CL_DEV unsigned __dp4a(unsigned a, unsigned b, unsigned c);
__CU2CL_DEV int __dp4a(char4 a, char4 b, int c);
__CU2CL_DEV unsigned __dp4a(uchar4 a, uchar4 b, unsigned c);
__CU2CL_DEV int __dp2a_lo(int a, int b, int c);
__CU2CL_DEV unsigned __dp2a_lo(unsigned a, unsigned b, unsigned c);
__CU2CL_DEV int __dp2a_lo(short2 a, char4 b, int c);
__CU2CL_DEV unsigned __dp2a_lo(ushort2 a, uchar4 b, unsigned c);
__CU2CL_DEV int __dp2a_hi(int a, int b, int c);
__CU2CL_DEV unsigned __dp2a_hi(unsigned a, unsigned b, unsigned c);
__CU2CL_DEV int __dp2a_hi(short2 a, char4 b, int c);
__CU2CL_DEV unsigned __dp2a_hi(ushort2 a, uchar4 b, unsigned c);

/* Integer arithmetic intrinsics. */
__CU2CL_DEV int __mul24(int x, int y);
__CU2CL_DEV unsigned __umul24(unsigned x, unsigned y);
__CU2CL_DEV int __mulhi(int x, int y);
__CU2CL_DEV unsigned __umulhi(unsigned x, unsigned y);
__CU2CL_DEV long long __mul64hi(long long x, long long y);
__CU2CL_DEV unsigned long long __umul64hi(unsigned long long x, unsigned long long y);
__CU2CL_DEV int __hadd(int x, int y);
__CU2CL_DEV int __rhadd(int x, int y);
__CU2CL_DEV unsigned __uhadd(unsigned x, unsigned y);
__CU2CL_DEV unsigned __urhadd(unsigned x, unsigned y);
__CU2CL_DEV unsigned __sad(int x, int y, unsigned z);
__CU2CL_DEV unsigned __usad(unsigned x, unsigned y, unsigned z);

/* min and max as CUDA's math_functions.hpp overloads them, for host and device code; the host
 * file gets their definitions from cu2cl/runtime/HostLibrary.h. Those of mixed signedness
 * compare as unsigned, those of float and double as double: the translation converts the
 * arguments to the result's type (EmitExpressions.cpp), as OpenCL's min has no mixed forms. */
#define __CU2CL_MINMAX(T)                                                                          \
  __host__ __device__ T min(T a, T b);                                                             \
  __host__ __device__ T max(T a, T b);
#define __CU2CL_MIXED_MINMAX(S, U)                                                                 \
  __host__ __device__ U min(S a, U b);                                                             \
  __host__ __device__ U max(S a, U b);                                                             \
  __host__ __device__ U min(U a, S b);                                                             \
  __host__ __device__ U max(U a, S b);
__CU2CL_MIXED_MINMAX(int, unsigned)
__CU2CL_MIXED_MINMAX(long, unsigned long)
__CU2CL_MIXED_MINMAX(long long, unsigned long long)
#undef __CU2CL_MIXED_MINMAX
__host__ __device__ double min(float a, double b);
__host__ __device__ double max(float a, double b);
__host__ __device__ double min(double a, float b);
__host__ __device__ double max(double a, float b);
__CU2CL_MINMAX(int)
__CU2CL_MINMAX(unsigned)
__CU2CL_MINMAX(long)
__CU2CL_MINMAX(unsigned long)
__CU2CL_MINMAX(long long)
__CU2CL_MINMAX(unsigned long long)
__CU2CL_MINMAX(float)
__CU2CL_MINMAX(double)
#undef __CU2CL_MINMAX
__CU2CL_DEV unsigned umin(unsigned a, unsigned b);
__CU2CL_DEV unsigned umax(unsigned a, unsigned b);
__CU2CL_DEV long long llmin(long long a, long long b);
__CU2CL_DEV long long llmax(long long a, long long b);
__CU2CL_DEV unsigned long long ullmin(unsigned long long a, unsigned long long b);
__CU2CL_DEV unsigned long long ullmax(unsigned long long a, unsigned long long b);

/* The C math library in device code, with CUDA's float overloads of the
 * double names (math_functions.hpp). The host versions come from the system
 * headers; Clang treats these as __device__ overloads of them. */
#define __CU2CL_MATH1(name)                                                                        \
  __CU2CL_DEV float name##f(float x);                                                              \
  __CU2CL_DEV double name(double x);                                                               \
  __CU2CL_DEV float name(float x)
#define __CU2CL_MATH2(name)                                                                        \
  __CU2CL_DEV float name##f(float x, float y);                                                     \
  __CU2CL_DEV double name(double x, double y);                                                     \
  __CU2CL_DEV float name(float x, float y)
__CU2CL_MATH1(acos);
__CU2CL_MATH1(acosh);
__CU2CL_MATH1(asin);
__CU2CL_MATH1(asinh);
__CU2CL_MATH1(atan);
__CU2CL_MATH1(atanh);
__CU2CL_MATH1(cbrt);
__CU2CL_MATH1(ceil);
__CU2CL_MATH1(cos);
__CU2CL_MATH1(cosh);
__CU2CL_MATH1(cospi);
__CU2CL_MATH1(erf);
__CU2CL_MATH1(erfc);
__CU2CL_MATH1(exp);
__CU2CL_MATH1(exp10);
__CU2CL_MATH1(exp2);
__CU2CL_MATH1(expm1);
__CU2CL_MATH1(fabs);
__CU2CL_MATH1(floor);
__CU2CL_MATH1(lgamma);
__CU2CL_MATH1(log);
__CU2CL_MATH1(log10);
__CU2CL_MATH1(log1p);
__CU2CL_MATH1(log2);
__CU2CL_MATH1(logb);
__CU2CL_MATH1(nearbyint);
__CU2CL_MATH1(rint);
__CU2CL_MATH1(round);
__CU2CL_MATH1(rsqrt);
__CU2CL_MATH1(sin);
__CU2CL_MATH1(sinh);
__CU2CL_MATH1(sinpi);
__CU2CL_MATH1(sqrt);
__CU2CL_MATH1(tan);
__CU2CL_MATH1(tanh);
__CU2CL_MATH1(tgamma);
__CU2CL_MATH1(trunc);
__CU2CL_MATH2(atan2);
__CU2CL_MATH2(copysign);
__CU2CL_MATH2(fdim);
__CU2CL_MATH2(fmax);
__CU2CL_MATH2(fmin);
__CU2CL_MATH2(fmod);
__CU2CL_MATH2(hypot);
__CU2CL_MATH2(nextafter);
__CU2CL_MATH2(pow);
__CU2CL_MATH2(remainder);
#undef __CU2CL_MATH1
#undef __CU2CL_MATH2
__CU2CL_DEV float fmaf(float x, float y, float z);
__CU2CL_DEV double fma(double x, double y, double z);
__CU2CL_DEV float fma(float x, float y, float z);
__CU2CL_DEV float ldexpf(float x, int e);
__CU2CL_DEV double ldexp(double x, int e);
__CU2CL_DEV int ilogbf(float x);
__CU2CL_DEV int ilogb(double x);
/* A math function's float form (name##f), its double form, and the float overload of the
 * double name (math_functions.hpp), with their results and parameter lists. */
#define __CU2CL_MATH_FORMS(FloatResult, DoubleResult, name, FloatParams, DoubleParams)             \
  __CU2CL_DEV FloatResult name##f FloatParams;                                                     \
  __CU2CL_DEV DoubleResult name DoubleParams;                                                      \
  __CU2CL_DEV FloatResult name FloatParams
__CU2CL_MATH_FORMS(float, double, frexp, (float x, int *e), (double x, int *e));
__CU2CL_MATH_FORMS(float, double, modf, (float x, float *i), (double x, double *i));
__CU2CL_MATH_FORMS(float, double, remquo, (float x, float y, int *q), (double x, double y, int *q));
__CU2CL_MATH_FORMS(float, double, scalbn, (float x, int n), (double x, int n));
__CU2CL_MATH_FORMS(float, double, scalbln, (float x, long n), (double x, long n));
__CU2CL_MATH_FORMS(long, long, lrint, (float x), (double x));
__CU2CL_MATH_FORMS(long long, long long, llrint, (float x), (double x));
__CU2CL_MATH_FORMS(long, long, lround, (float x), (double x));
__CU2CL_MATH_FORMS(long long, long long, llround, (float x), (double x));
__CU2CL_MATH_FORMS(float, double, rcbrt, (float x), (double x));
__CU2CL_MATH_FORMS(float, double, rhypot, (float x, float y), (double x, double y));
__CU2CL_MATH_FORMS(float, double, norm3d, (float a, float b, float c),
                   (double a, double b, double c));
__CU2CL_MATH_FORMS(float, double, rnorm3d, (float a, float b, float c),
                   (double a, double b, double c));
__CU2CL_MATH_FORMS(float, double, norm4d, (float a, float b, float c, float d),
                   (double a, double b, double c, double d));
__CU2CL_MATH_FORMS(float, double, rnorm4d, (float a, float b, float c, float d),
                   (double a, double b, double c, double d));
#undef __CU2CL_MATH_FORMS
__CU2CL_DEV void sincosf(float x, float *s, float *c);
__CU2CL_DEV void sincos(double x, double *s, double *c);
__CU2CL_DEV void __sincosf(float x, float *s, float *c);
/* Arithmetic rounded to nearest, without contraction into an fma. */
__CU2CL_DEV float __fsub_rn(float x, float y);
__CU2CL_DEV float __fdiv_rn(float x, float y);
__CU2CL_DEV double __dadd_rn(double x, double y);
__CU2CL_DEV double __dsub_rn(double x, double y);
__CU2CL_DEV double __dmul_rn(double x, double y);
__CU2CL_DEV double __ddiv_rn(double x, double y);
__CU2CL_DEV double __drcp_rn(double x);
__CU2CL_DEV double __dsqrt_rn(double x);
__CU2CL_DEV double __fma_rn(double x, double y, double z);
__CU2CL_DEV int abs(int x);
/* C++'s overloads, as CUDA's math headers give device code: abs(2.5f) is 2.5f, not 2. */
__CU2CL_DEV long abs(long x);
__CU2CL_DEV long long abs(long long x);
__CU2CL_DEV float abs(float x);
__CU2CL_DEV double abs(double x);
__CU2CL_DEV long labs(long x);
__CU2CL_DEV long long llabs(long long x);
__CU2CL_DEV int isnan(float x);
__CU2CL_DEV int isnan(double x);
__CU2CL_DEV int isinf(float x);
__CU2CL_DEV int isinf(double x);
__CU2CL_DEV int isfinite(float x);
__CU2CL_DEV int isfinite(double x);
__CU2CL_DEV int signbit(float x);
__CU2CL_DEV int signbit(double x);

/* CUDA's fast single-precision intrinsics. */
__CU2CL_DEV float __expf(float x);
__CU2CL_DEV float __exp10f(float x);
__CU2CL_DEV float __logf(float x);
__CU2CL_DEV float __log2f(float x);
__CU2CL_DEV float __log10f(float x);
__CU2CL_DEV float __sinf(float x);
__CU2CL_DEV float __cosf(float x);
__CU2CL_DEV float __tanf(float x);
__CU2CL_DEV float __powf(float x, float y);
__CU2CL_DEV float __fdividef(float x, float y);
__CU2CL_DEV float __saturatef(float x);
__CU2CL_DEV float __frcp_rn(float x);
__CU2CL_DEV float __fsqrt_rn(float x);
__CU2CL_DEV float __fadd_rn(float x, float y);
__CU2CL_DEV float __fmul_rn(float x, float y);
__CU2CL_DEV float __fmaf_rn(float x, float y, float z);

/* Device-side printf and memory functions. */
extern "C" __CU2CL_DEV int printf(const char *format, ...);
extern "C" __CU2CL_DEV void *memcpy(void *dst, const void *src, size_t n);
extern "C" __CU2CL_DEV void *memset(void *dst, int value, size_t n);
extern "C" __CU2CL_DEV void *malloc(size_t n);
extern "C" __CU2CL_DEV void free(void *p);
extern "C" __CU2CL_DEV void __assertfail(const char *message, const char *file, unsigned line,
                                         const char *function, size_t charSize);

/* Reinterpretation and rounding conversions. */
__CU2CL_DEV int __float_as_int(float x);
__CU2CL_DEV unsigned __float_as_uint(float x);
__CU2CL_DEV float __int_as_float(int x);
__CU2CL_DEV float __uint_as_float(unsigned x);
__CU2CL_DEV long long __double_as_longlong(double x);
__CU2CL_DEV double __longlong_as_double(long long x);
__CU2CL_DEV int __double2hiint(double x);
__CU2CL_DEV int __double2loint(double x);
__CU2CL_DEV double __hiloint2double(int hi, int lo);
#define __CU2CL_ROUNDINGS(F)                                                                       \
  F(rn)                                                                                            \
  F(rz)                                                                                            \
  F(ru)                                                                                            \
  F(rd)
#define __CU2CL_CONV(r)                                                                            \
  __CU2CL_DEV int __float2int_##r(float x);                                                        \
  __CU2CL_DEV unsigned __float2uint_##r(float x);                                                  \
  __CU2CL_DEV long long __float2ll_##r(float x);                                                   \
  __CU2CL_DEV unsigned long long __float2ull_##r(float x);                                         \
  __CU2CL_DEV float __int2float_##r(int x);                                                        \
  __CU2CL_DEV float __uint2float_##r(unsigned x);                                                  \
  __CU2CL_DEV int __double2int_##r(double x);                                                      \
  __CU2CL_DEV unsigned __double2uint_##r(double x);                                                \
  __CU2CL_DEV long long __double2ll_##r(double x);                                                 \
  __CU2CL_DEV unsigned long long __double2ull_##r(double x);                                       \
  __CU2CL_DEV float __ll2float_##r(long long x);                                                   \
  __CU2CL_DEV float __ull2float_##r(unsigned long long x);                                         \
  __CU2CL_DEV double __ll2double_##r(long long x);                                                 \
  __CU2CL_DEV double __ull2double_##r(unsigned long long x);                                       \
  __CU2CL_DEV float __double2float_##r(double x);                                                  \
  __CU2CL_DEV double __int2double_##r(int x);                                                      \
  __CU2CL_DEV double __uint2double_##r(unsigned x);
__CU2CL_ROUNDINGS(__CU2CL_CONV)
#undef __CU2CL_CONV
#undef __CU2CL_ROUNDINGS

/* Read-only data cache loads. */
template <class T> __CU2CL_DEV T __ldg(const T *p);

/* Atomics (sm_60 atomic functions), and their _block and _system forms. */
#define __CU2CL_ATOMICS(S)                                                                         \
  __CU2CL_ATOMIC_INT(int, S)                                                                       \
  __CU2CL_ATOMIC_INT(unsigned, S)                                                                  \
  __CU2CL_ATOMIC_INT(long long, S)                                                                 \
  __CU2CL_ATOMIC_INT(unsigned long long, S)                                                        \
  __CU2CL_DEV float atomicAdd##S(float *address, float val);                                       \
  __CU2CL_DEV double atomicAdd##S(double *address, double val);                                    \
  __CU2CL_DEV float atomicExch##S(float *address, float val);                                      \
  __CU2CL_DEV unsigned atomicInc##S(unsigned *address, unsigned val);                              \
  __CU2CL_DEV unsigned atomicDec##S(unsigned *address, unsigned val);                              \
  __CU2CL_DEV unsigned short atomicCAS##S(unsigned short *address, unsigned short compare,         \
                                          unsigned short val);
#define __CU2CL_ATOMIC_INT(T, S)                                                                   \
  __CU2CL_DEV T atomicAdd##S(T *address, T val);                                                   \
  __CU2CL_DEV T atomicSub##S(T *address, T val);                                                   \
  __CU2CL_DEV T atomicExch##S(T *address, T val);                                                  \
  __CU2CL_DEV T atomicMin##S(T *address, T val);                                                   \
  __CU2CL_DEV T atomicMax##S(T *address, T val);                                                   \
  __CU2CL_DEV T atomicAnd##S(T *address, T val);                                                   \
  __CU2CL_DEV T atomicOr##S(T *address, T val);                                                    \
  __CU2CL_DEV T atomicXor##S(T *address, T val);                                                   \
  __CU2CL_DEV T atomicCAS##S(T *address, T compare, T val);
__CU2CL_ATOMICS()
__CU2CL_ATOMICS(_block)
__CU2CL_ATOMICS(_system)
#undef __CU2CL_ATOMIC_INT
#undef __CU2CL_ATOMICS

#undef __CU2CL_DEV
#endif
