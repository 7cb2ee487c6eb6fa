/* cu2cl device library: the one header that OpenCL C code translated from CUDA includes.
 *
 *   #include <cu2cl/device.h>        (the host runtime adds -I runtime/device)
 *
 * OpenCL C 1.2 only. Every name is prefixed cu2cl_; there is no overloading, so functions
 * that exist for several types carry a suffix: _i32 _u32 _i64 _u64 _f32 _f64.
 *
 * ---- Backend: chosen here, in one place, by one of these macros (build option -D...) ----
 *   CU2CL_BACKEND_EMULATED  (default) local-memory emulation; any OpenCL 1.2 device
 *   CU2CL_BACKEND_SUBGROUP  cl_khr_subgroups + cl_khr_subgroup_ballot/_shuffle with 32-wide
 *                           sub-groups; kernels must carry CU2CL_KERNEL_ATTRS and the
 *                           work-group size must be a multiple of 32 (pad; padding act=false)
 *   CU2CL_BACKEND_NVIDIA    NVIDIA OpenCL: inline PTX, .sync forms only
 * After this header, CU2CL_BACKEND equals one of CU2CL_BACKEND_ID_EMULATED / _SUBGROUP /
 * _NVIDIA and CU2CL_BACKEND_NAME is "emulated", "subgroup" or "nvidia".
 *
 * ---- Calling contract of the warp and block primitives ----
 * Every warp/block primitive (vote, shuffle, block_sync, match_reduce, the coop_groups
 * collectives) must be called by EVERY work-item of the work-group, in work-group-uniform
 * control flow, with two trailing arguments:
 *   bool act                 this lane executes the call in the CUDA program (false: inactive
 *                            in a divergent region, exited early, or padding)
 *   __local ulong* scratch   the per-work-group scratch buffer: an extra kernel argument of
 *                            CU2CL_SCRATCH_ULONGS(wg) = wg + 32 ulongs, wg = work-group size
 *                            (see scratch.h, includable from host code)
 * Return values of lanes with act == false are unspecified. Lanes that do not exist (tail
 * warp of a work-group whose size is not a multiple of 32) count as exited. Warps are
 * consecutive runs of 32 linear local ids, x fastest: llid = (z*ly + y)*lx + x.
 * bits.h, convert.h, atomics.h and fence.h take no act/scratch and may be called anywhere.
 * native_flow.h (nvidia backend only) is the exception: its cu2cl_nv_* functions are CUDA's
 * PTX and are called where the CUDA program calls the intrinsic, not in uniform control flow.
 *
 * ---- Kernel attributes ----
 * The translator puts CU2CL_KERNEL_ATTRS before every __kernel (empty except on the sub-group
 * backend, where it requests 32-wide sub-groups).
 */
#ifndef CU2CL_DEVICE_H
#define CU2CL_DEVICE_H

#define CU2CL_BACKEND_ID_EMULATED 1
#define CU2CL_BACKEND_ID_SUBGROUP 2
#define CU2CL_BACKEND_ID_NVIDIA 3

#if (defined(CU2CL_BACKEND_EMULATED) + defined(CU2CL_BACKEND_SUBGROUP) +                           \
     defined(CU2CL_BACKEND_NVIDIA)) > 1
#error "cu2cl: define at most one of CU2CL_BACKEND_EMULATED/_SUBGROUP/_NVIDIA"
#endif

#if defined(CU2CL_BACKEND_NVIDIA)
#define CU2CL_BACKEND CU2CL_BACKEND_ID_NVIDIA
#define CU2CL_BACKEND_NAME "nvidia"
#elif defined(CU2CL_BACKEND_SUBGROUP)
#define CU2CL_BACKEND CU2CL_BACKEND_ID_SUBGROUP
#define CU2CL_BACKEND_NAME "subgroup"
#else
#ifndef CU2CL_BACKEND_EMULATED
#define CU2CL_BACKEND_EMULATED 1
#endif
#define CU2CL_BACKEND CU2CL_BACKEND_ID_EMULATED
#define CU2CL_BACKEND_NAME "emulated"
#endif

/* Kernels with warp or block primitives under divergent control flow are printed twice by the
 * translator; CU2CL_NATIVE_FLOW selects CUDA's own control flow (native_flow.h), which only
 * the nvidia backend has. */
#ifndef CU2CL_NATIVE_FLOW
#define CU2CL_NATIVE_FLOW (CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA)
#endif

#if CU2CL_BACKEND == CU2CL_BACKEND_ID_SUBGROUP
/* UNTESTED here (PoCL 3.1 has no sub-groups); written for PoCL 5.x, see warp-semantics.md §4. */
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#pragma OPENCL EXTENSION cl_khr_subgroup_ballot : enable
#pragma OPENCL EXTENSION cl_khr_subgroup_shuffle : enable
#pragma OPENCL EXTENSION cl_intel_required_subgroup_size : enable
#define CU2CL_KERNEL_ATTRS __attribute__((intel_reqd_sub_group_size(32)))
#else
#define CU2CL_KERNEL_ATTRS
#endif

#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#ifdef cl_khr_int64_base_atomics
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#endif
#ifdef cl_khr_int64_extended_atomics
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#endif

/* Library functions are `static inline`: OpenCL C 1.2 follows C99, where a plain `inline`
 * definition emits no symbol, so a call the compiler decides not to inline would fail to link. */
#ifndef CU2CL_INLINE
#define CU2CL_INLINE static inline
#endif

/* Dependency order: ids and the exchange before the families that use them. */
/* clang-format off */
#include "scratch.h"
#include "ids.h"
#include "exchange.h"
#include "bits.h"
#include "convert.h"
#include "fence.h"
#include "atomics.h"
#include "vote.h"
#include "shuffle.h"
#include "block_sync.h"
#include "block_reduce.h"
#include "match_reduce.h"
#include "coop_groups.h"
#include "native_flow.h"
#include "warp_form.h"
/* clang-format on */

#endif
