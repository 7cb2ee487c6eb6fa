/* cu2cl's own CUDA declarations.
 *
 * cu2cl parses CUDA with `-nocudainc` and force-includes this header, the way
 * nvcc implicitly includes cuda_runtime.h, so that no CUDA SDK is needed and
 * the SDK on the machine cannot break the parse. It only declares: nothing
 * here is ever compiled. What cu2cl can translate is decided by its mapping
 * table (rewriters/tables/IntrinsicTable.def); declaring a name here only lets the
 * translator see it and say, at the call, whether it is translated.
 */
#ifndef CU2CL_CUDA_RUNTIME_H
#define CU2CL_CUDA_RUNTIME_H

#define __CU2CL__ 1

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
/* Marks the declarations of a CUDA feature that cu2cl does not translate, so that each use is
 * reported as cu2cl-unsupported-feature (rewriters/UnsupportedFeatures.cpp) with the feature's
 * name. */
#define __CU2CL_UNSUPPORTED(feature) __attribute__((annotate("cu2cl-unsupported-feature:" feature)))
/* Clang keeps `managed` for HIP only: a device variable that the translation knows by its mark
 * (isManagedVariable, rewriters/analysis/DeviceProgram.h), which host code reads and writes. */
#define __managed__ __attribute__((device)) __attribute__((annotate("cu2cl-managed-variable")))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))
/* What nvcc defines while compiling CUDA, and the include guards of CUDA's headers that helper
 * headers test (cuda-samples' helper_cuda.h declares checkCudaErrors under __DRIVER_TYPES_H__).
 * The host runtime defines the same for the host file (cu2cl/runtime/HostLibrary.h). */
#define __CUDACC__ 1
#define __NVCC__ 1
#define CUDART_VERSION 12000
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 0
#define __CUDACC_VER_BUILD__ 0
#define __CUDA_RUNTIME_H__
#define __DRIVER_TYPES_H__

/* The host sees the ordinary C and C++ library headers; device overloads of
 * the math functions are declared in cu2cl_device_functions.h, the way
 * CUDA's math_functions.h does, before <cmath>: its templates (std::pow of a
 * float and an int) call the double overloads they see where they are defined. */
// Laid out by hand: clang-format 14 and 19 disagree on it.
// clang-format off
#include <stddef.h>
#include "cu2cl_vector_types.h"
#include "cu2cl_device_functions.h"
#include <assert.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __cplusplus
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "cu2cl_std_math.h"
#endif

#include "cu2cl_runtime_api.h"
#include "cu2cl_unsupported_features.h"
#ifdef __cplusplus
#include "cu2cl_device_assert.h"
#include "cu2cl_device_clock.h"
#include "cu2cl_device_simd.h"
#endif

// clang-format on
#endif
