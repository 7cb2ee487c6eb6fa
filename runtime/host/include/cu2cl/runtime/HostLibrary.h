// What nvcc gives host code without an include: cuda_runtime.h, which nvcc includes in every
// .cu file, brings in the C library's math, I/O and memory functions (`expf`, `fabsf`,
// `printf`, `memcpy`, `exit` ...) and CUDA's host overloads of `min` and `max`. A CUDA program
// that relies on them compiles as translated host code too.
#pragma once

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// CUDA's host `min`/`max` (math_functions.hpp): the integer ones of mixed signedness compare as
// unsigned, the floating-point ones are fmin/fmax. The names are in parentheses so that a
// program's own min/max macro, defined before this header, does not break the declarations.
#define CU2CL_INTEGER_MIN_MAX(Signed, Unsigned)                                                    \
  inline Signed(min)(Signed a, Signed b) { return a < b ? a : b; }                                 \
  inline Signed(max)(Signed a, Signed b) { return a > b ? a : b; }                                 \
  inline Unsigned(min)(Unsigned a, Unsigned b) { return a < b ? a : b; }                           \
  inline Unsigned(max)(Unsigned a, Unsigned b) { return a > b ? a : b; }                           \
  inline Unsigned(min)(Signed a, Unsigned b) { return (min)(static_cast<Unsigned>(a), b); }                     \
  inline Unsigned(max)(Signed a, Unsigned b) { return (max)(static_cast<Unsigned>(a), b); }                     \
  inline Unsigned(min)(Unsigned a, Signed b) { return (min)(a, static_cast<Unsigned>(b)); }                     \
  inline Unsigned(max)(Unsigned a, Signed b) { return (max)(a, static_cast<Unsigned>(b)); }
CU2CL_INTEGER_MIN_MAX(int, unsigned int)
CU2CL_INTEGER_MIN_MAX(long, unsigned long)
CU2CL_INTEGER_MIN_MAX(long long, unsigned long long)
#undef CU2CL_INTEGER_MIN_MAX

inline float(min)(float a, float b) { return std::fmin(a, b); }
inline float(max)(float a, float b) { return std::fmax(a, b); }
inline double(min)(double a, double b) { return std::fmin(a, b); }
inline double(max)(double a, double b) { return std::fmax(a, b); }
inline double(min)(float a, double b) { return std::fmin(double(a), b); }
inline double(max)(float a, double b) { return std::fmax(double(a), b); }
inline double(min)(double a, float b) { return std::fmin(a, double(b)); }
inline double(max)(double a, float b) { return std::fmax(a, double(b)); }
