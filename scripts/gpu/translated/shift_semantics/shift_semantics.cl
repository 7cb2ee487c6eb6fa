// OpenCL C 1.2 translated by cu2cl from shift_semantics.cu.
// Edit the CUDA source and translate again rather than editing this file.

// What translated shifts compute: CUDA (PTX) clamps the shift amount, so a
// 32-bit value shifted by 32 or more gives 0 (or all sign bits), as measured
// on an H100 (reference/warp-semantics.md). Plain OpenCL would take the
// amount modulo 32.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %cl-run %t/shift_semantics.cl shifts 1 40 240 6 | FileCheck %s

static inline uint cu2cl_shl_u32(uint value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  uint result;
  __asm__("shl.b32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return amount < 32 ? value << amount : 0;
#endif
}

static inline ulong cu2cl_shl_u64(ulong value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  ulong result;
  __asm__("shl.b64 %0, %1, %2;" : "=l"(result) : "l"(value), "r"(amount));
  return result;
#else
  return amount < 64 ? value << amount : 0;
#endif
}

static inline int cu2cl_shr_i32(int value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  int result;
  __asm__("shr.s32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return value >> (amount < 32 ? amount : 31);
#endif
}

static inline uint cu2cl_shr_u32(uint value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  uint result;
  __asm__("shr.u32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return amount < 32 ? value >> amount : 0;
#endif
}

static inline ulong cu2cl_shr_u64(ulong value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  ulong result;
  __asm__("shr.u64 %0, %1, %2;" : "=l"(result) : "l"(value), "r"(amount));
  return result;
#else
  return amount < 64 ? value >> amount : 0;
#endif
}

__kernel void shifts(__global long *out, ulong out_cu2cl_offset) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint amount = (uint)get_local_id(0); // 0 … 39
  int negative = -8;
  ulong one = 1;
  out[(uint)get_local_id(0) * 6 + 0] = cu2cl_shr_u32(0xffffffffu, amount);
  out[(uint)get_local_id(0) * 6 + 1] = cu2cl_shl_u32(0xffffffffu, amount);
  out[(uint)get_local_id(0) * 6 + 2] = cu2cl_shr_i32(negative, amount);
  out[(uint)get_local_id(0) * 6 + 3] = (long)(cu2cl_shl_u64(one, (amount + 32)));
  out[(uint)get_local_id(0) * 6 + 4] = (long)(cu2cl_shr_u64(~0ul, (amount + 32)));
  out[(uint)get_local_id(0) * 6 + 5] =
      cu2cl_shr_u32(0xffffffffu, (32 - amount)); // the lane-mask idiom
}
