// <cuda_runtime.h> for C++ files that call the CUDA runtime without being CUDA (nvcc compiles a
// .cpp with the host compiler and links CUDA's runtime library): cu2cl-cc compiles them with
// this directory first, and they get cu2cl's runtime under CUDA's names (cu2cl/cuda_names.h,
// generated from the translator's table of host names). Kernels cannot be
// launched from such files, as in CUDA; a name cu2cl does not translate does not compile.
#pragma once

// cu2cl/cuda_api.h defines the include guards that headers written for CUDA test
// (__CUDA_RUNTIME_H__, __DRIVER_TYPES_H__) and, for translated .cu files, __CUDACC__, which a
// file the host compiler compiles does not have under nvcc either.
#ifndef __CUDACC__
#define CU2CL_COMPAT_NOT_CUDA
#endif
#include <cu2cl/cuda_api.h>
#include <cu2cl/cuda_names.h>
#ifdef CU2CL_COMPAT_NOT_CUDA
#undef __CUDACC__
#undef CU2CL_COMPAT_NOT_CUDA
#endif

// CUDA's function qualifiers mean nothing in host code.
#ifndef __host__
#define __host__
#endif
#ifndef __device__
#define __device__
#endif
#ifndef __forceinline__
#define __forceinline__ inline __attribute__((always_inline))
#endif
