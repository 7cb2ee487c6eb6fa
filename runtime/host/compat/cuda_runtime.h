// <cuda_runtime.h> for C++ files that call the CUDA runtime without being CUDA (nvcc compiles a
// .cpp with the host compiler and links CUDA's runtime library): cu2cl-cc compiles them with
// this directory first, and they get cu2cl's runtime under CUDA's names (cu2cl/cuda_names.h,
// generated from the translator's table of host names). Kernels cannot be
// launched from such files, as in CUDA; a name cu2cl does not translate does not compile.
#pragma once

// What headers written for CUDA test to know the runtime is there (helper_cuda.h).
#ifndef __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_H__
#endif
#ifndef __DRIVER_TYPES_H__
#define __DRIVER_TYPES_H__
#endif
#ifndef __CUDA_RUNTIME_API_H__
#define __CUDA_RUNTIME_API_H__
#endif

#include <cu2cl/cuda_names.h>
#include <cu2cl/cuda_api.h>

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
