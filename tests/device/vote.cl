/* Votes: ballot, any, all, uni and activemask under per-lane masks, predicates and act flags.
 * Case k of item i (i = group * wg + linear local id) uses pred[k*n+i], mask[k*n+i] and act =
 * bit k of actbits[i]; out[(k*n+i)*5 + 0..4] = ballot, any, all, uni, activemask. */
#include <cu2cl/device.h>

CU2CL_KERNEL_ATTRS __kernel void vote(__global const int *pred, __global const uint *mask,
                                      __global const uint *actbits, uint ncase, __global uint *out,
                                      __local ulong *scratch) {
  uint wg = cu2cl_block_size();
  uint i = (uint)get_group_id(0) * wg + cu2cl_linear_local_id();
  uint n = wg * (uint)get_num_groups(0);
  for (uint k = 0; k < ncase; ++k) {
    bool act = (actbits[i] >> k) & 1u;
    int p = pred[k * n + i];
    uint m = mask[k * n + i];
    __global uint *o = out + (k * n + i) * 5;
    o[0] = cu2cl_ballot_sync(m, p, act, scratch);
    o[1] = (uint)cu2cl_any_sync(m, p, act, scratch);
    o[2] = (uint)cu2cl_all_sync(m, p, act, scratch);
    o[3] = (uint)cu2cl_uni_sync(m, p, act, scratch);
    o[4] = cu2cl_activemask(act, scratch);
  }
}
