// What nvcc gives host code without an include: cuda_runtime.h, which nvcc includes in every
// .cu file, brings in the C library's math, I/O and memory functions and assert (`expf`, `fabsf`,
// `printf`, `memcpy`, `exit` ...) and CUDA's host overloads of `min` and `max`. A CUDA program
// that relies on them compiles as translated host code too.
#pragma once

#include <assert.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// What nvcc defines while compiling host code, and the include guards of CUDA's headers that
// helper headers test; the same values as the translator's CUDA headers
// (rewriters/frontend/cuda-include/cu2cl_cuda_runtime.h), so that the host file sees the
// preprocessor blocks the translation saw.
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#ifndef __NVCC__
#define __NVCC__ 1
#endif
#ifndef CUDART_CB
#define CUDART_CB
#endif
#ifndef CUDART_VERSION
#define CUDART_VERSION 12000
#endif
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 0
#define __CUDACC_VER_BUILD__ 0
#endif
#ifndef __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_H__
#endif
#ifndef __DRIVER_TYPES_H__
#define __DRIVER_TYPES_H__
#endif

// CUDA's host `min`/`max` (math_functions.hpp): the integer ones of mixed signedness compare as
// unsigned, the floating-point ones are fmin/fmax. The names are in parentheses so that a
// program's own min/max macro, defined before this header, does not break the declarations.
#define CU2CL_INTEGER_MIN_MAX(Signed, Unsigned)                                                    \
  inline Signed(min)(Signed a, Signed b) { return a < b ? a : b; }                                 \
  inline Signed(max)(Signed a, Signed b) { return a > b ? a : b; }                                 \
  inline Unsigned(min)(Unsigned a, Unsigned b) { return a < b ? a : b; }                           \
  inline Unsigned(max)(Unsigned a, Unsigned b) { return a > b ? a : b; }                           \
  inline Unsigned(min)(Signed a, Unsigned b) { return (min)(static_cast<Unsigned>(a), b); }        \
  inline Unsigned(max)(Signed a, Unsigned b) { return (max)(static_cast<Unsigned>(a), b); }        \
  inline Unsigned(min)(Unsigned a, Signed b) { return (min)(a, static_cast<Unsigned>(b)); }        \
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
