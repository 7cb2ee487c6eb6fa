// OpenCL C 1.2 translated by cu2cl from bit_intrinsics.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// Bit intrinsics translated by cu2cl and run on the OpenCL device, on edge
// values: 0, 1, the sign bit, all ones, single high/low bits, alternating
// patterns, and 64-bit values whose set bits are all in one word. Each thread
// takes one 32-bit and one 64-bit value. Measured on the H100
// (warp-semantics.md section 1): __ffs(0) = 0, __clz(0) = 32, __clzll(0) = 64,
// __brev(1) = 0x80000000, __ffsll(1 << 32) = 33. Expected values:
// Inputs/bit_intrinsics.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/bit_intrinsics.cl bits 1 24 192 8 > %t/actual.txt
// RUN: python3 %S/Inputs/bit_intrinsics.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt

__constant uint kWords[24] = {0u,          1u,          2u,          3u,          0x80000000u,
                              0x80000001u, 0xffffffffu, 0x7fffffffu, 0x00010000u, 0x0000ffffu,
                              0xffff0000u, 0x55555555u, 0xaaaaaaaau, 0x12345678u, 0x40000000u,
                              0xfffffffeu, 0x00000100u, 0x08000000u, 0xc0000000u, 0x00000003u,
                              0x80008000u, 0x0f0f0f0fu, 0xdeadbeefu, 0x00800000u};

__constant ulong kLongs[24] = {0ul,
                               1ul,
                               0x100000000ul,
                               0x8000000000000000ul,
                               0xfffffffffffffffful,
                               0x00000000fffffffful,
                               0xffffffff00000000ul,
                               0x8000000000000001ul,
                               0x0123456789abcdeful,
                               0x7ffffffffffffffful,
                               0x0000000080000000ul,
                               0x5555555555555555ul,
                               0xaaaaaaaaaaaaaaaaul,
                               0x0000000100000001ul,
                               0x4000000000000000ul,
                               0xfffffffffffffffeul,
                               0x0000800000000000ul,
                               0x00000000000f0000ul,
                               0xdeadbeefcafef00dul,
                               0x2ul,
                               0x8000000080000000ul,
                               0x00ff00ff00ff00fful,
                               0x0000000000000003ul,
                               0x1000000000000000ul};

// One line per thread: __popc, __clz, __ffs, __brev of kWords[t], then
// __popcll, __clzll, __ffsll, __brevll of kLongs[t].
__kernel void bits(__global long *out, ulong out_cu2cl_offset) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = (uint)get_local_id(0);
  uint w = kWords[t];
  ulong l = kLongs[t];
  __global long *o = out + t * 8u;
  o[0] = cu2cl_popc(w);
  o[1] = cu2cl_clz((int)w);
  o[2] = cu2cl_ffs((int)w);
  o[3] = cu2cl_brev(w);
  o[4] = cu2cl_popcll(l);
  o[5] = cu2cl_clzll((long)l);
  o[6] = cu2cl_ffsll((long)l);
  o[7] = (long)cu2cl_brevll(l);
}
