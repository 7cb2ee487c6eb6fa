// The names that the translator's two outputs and the runtime agree on: how a kernel's
// parameters are named, which kernels come in several forms, and the macros a program is built
// with. The translator writes them into prog.cl and prog.host.cpp; the runtime (runtime/host)
// recognises them when it builds a program and binds a launch's arguments. One spelling each,
// here, so that the two sides cannot drift apart. docs/host-translation.md explains the
// contract these names carry.
//
// Plain C++17, no LLVM: the translator and the host runtime both include it.
#pragma once

namespace cu2cl::abi {

// --- Kernel parameters -------------------------------------------------------------------

/// `ulong <p>_cu2cl_offset` follows every `__global`/`__constant` pointer parameter `p` of a
/// kernel: the byte offset of the pointer the host passed within its buffer.
inline constexpr const char *OffsetParameterSuffix = "_cu2cl_offset";
/// A struct kernel parameter `s` whose members include pointers arrives as `<S>_cu2cl_arg
/// s_cu2cl_arg` (its bytes, the pointers as ulong) followed by `s_cu2cl_member_<m>` (and its
/// offset) for each pointer member m, which the host launch passes after the struct. A member
/// pointer that is not device memory is bound as null: CUDA copies such a pointer unread.
inline constexpr const char *ArgumentStructSuffix = "_cu2cl_arg";
inline constexpr const char *MemberPointerInfix = "_cu2cl_member_";
/// `cu2cl_symbol_<v>`: the buffer of the program-scope variable `v` (`__device__`, or
/// `__constant__` without an initialiser); the runtime binds it by name.
inline constexpr const char *SymbolParameterPrefix = "cu2cl_symbol_";
/// The device library's per-work-group scratch buffer (runtime/device/cu2cl/scratch.h),
/// sized by the runtime from the block size.
inline constexpr const char *ScratchParameter = "cu2cl_scratch";
/// The program variable where device code's assert() records the first failing assertion
/// (rewriters/frontend/cuda-include/cu2cl_device_assert.h): a kernel that can fail one has the
/// symbol parameter `cu2cl_symbol_cu2cl_assertion`, which the runtime binds to its own
/// AssertionRecord and reads back after the kernel.
inline constexpr const char *AssertionVariable = "cu2cl_assertion";
/// The counter that device code's clock() and clock64() advance
/// (rewriters/frontend/cuda-include/cu2cl_device_clock.h): an unsigned 64-bit integer of the
/// runtime's, bound to the symbol parameter `cu2cl_symbol_cu2cl_clock_ticks`.
inline constexpr const char *ClockVariable = "cu2cl_clock_ticks";
/// What the assertion record's `failed` says: an assert() failed, or __trap() ran.
inline constexpr unsigned AssertionFailed = 1, TrapExecuted = 2;
/// The layout of the assertion variable (the device header's struct cu2cl_assertion_record).
struct AssertionRecord {
  unsigned int failed; ///< AssertionFailed or TrapExecuted once one happened, else 0
  unsigned int line;
  unsigned int block[3];
  unsigned int thread[3];
  char expression[256];
  char file[256];
  char function[256];
};
/// The one `__local` parameter that holds a kernel's dynamic shared memory when it declares
/// several `extern __shared__` arrays (they alias, as in CUDA).
inline constexpr const char *DynamicSharedParameter = "cu2cl_dynamic_shared";
/// Whether the calling work-item takes part, in functions that synchronise.
inline constexpr const char *ActiveParameter = "cu2cl_act";

// --- Kernel forms --------------------------------------------------------------------------

/// `<kernel>__cu2cl_warps`: the warp form of a kernel, one work-item per CUDA warp, for CPU
/// devices (built under CU2CL_DEVICE_CPU).
inline constexpr const char *WarpFormSuffix = "__cu2cl_warps";
/// `<function>__cu2cl_lane`: a warp form's copy of a function that reads work-item ids, with
/// the lane as a parameter.
inline constexpr const char *LaneFunctionSuffix = "__cu2cl_lane";
/// CUDA threads that one work-item of a warp form runs.
inline constexpr unsigned WarpSize = 32;

// --- Program-build macros ------------------------------------------------------------------

/// 1 in a build for launches whose pointer arguments all start their buffers: the kernels'
/// offset additions are left out.
inline constexpr const char *ZeroOffsetsMacro = "CU2CL_ZERO_OFFSETS";
/// 1 on a CPU device: the warp forms are built (and the runtime launches them).
inline constexpr const char *DeviceCpuMacro = "CU2CL_DEVICE_CPU";
/// 1 where the device runs CUDA's own control flow (the nvidia backend).
inline constexpr const char *NativeFlowMacro = "CU2CL_NATIVE_FLOW";
/// `CU2CL_BACKEND_<NAME>` selects the device library's backend (EMULATED, SUBGROUP, NVIDIA).
inline constexpr const char *BackendMacroPrefix = "CU2CL_BACKEND_";
/// Attributes every kernel carries (runtime/device/cu2cl/device.h defines them per backend).
inline constexpr const char *KernelAttributesMacro = "CU2CL_KERNEL_ATTRS";
/// Which of a warp form's two compaction stores is built (runtime/device/cu2cl/warp_form.h).
inline constexpr const char *WarpFormScatterMacro = "CU2CL_WF_SCATTER";

} // namespace cu2cl::abi
