/* Bit intrinsics: item i computes every function of x = xs[i] into out[i*16 + j]:
 *   j 0 popc  1 popcll  2 clz  3 clzll  4 ffs  5 ffsll  6 brev  7 brevll
 *   8 fns(x, i % 32, offsets[i])  9-14 unused (shifts are the translator's, see
 *   tests/lit/lowering/integer_semantics.cu)  15 fns(~x, 31 - i % 32, -offsets[i]) */
#include <cu2cl/device.h>

CU2CL_KERNEL_ATTRS __kernel void bits(__global const ulong *xs, __global const int *offsets,
                                      __global ulong *out) {
  uint i = (uint)get_global_id(0);
  ulong x = xs[i];
  uint lo = (uint)x;
  __global ulong *o = out + i * 16;
  o[0] = (ulong)cu2cl_popc(lo);
  o[1] = (ulong)cu2cl_popcll(x);
  o[2] = (ulong)cu2cl_clz((int)lo);
  o[3] = (ulong)cu2cl_clzll((long)x);
  o[4] = (ulong)cu2cl_ffs((int)lo);
  o[5] = (ulong)cu2cl_ffsll((long)x);
  o[6] = (ulong)cu2cl_brev(lo);
  o[7] = cu2cl_brevll(x);
  o[8] = (ulong)cu2cl_fns(lo, i % 32u, offsets[i]);
  for (int j = 9; j < 15; ++j)
    o[j] = 0;
  o[15] = (ulong)cu2cl_fns(~lo, 31u - i % 32u, -offsets[i]);
}
