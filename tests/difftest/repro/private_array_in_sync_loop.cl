#include <cu2cl/device.h>
// The emulated form cu2cl writes for private_array_in_sync_loop.cu (reduced). Lanes 6..31 should
// print rec[1] = rec[2] = -1431655808 (0xaaaaaa80):
//   build/bin/cl-run private_array_in_sync_loop.cl k 1 32 160 4 --int                           right
//   build/bin/cl-run private_array_in_sync_loop.cl k 1 32 160 4 --int --build-options=-DWITH_ARR  0 0 0 on PoCL
//   ... --build-options="-DWITH_ARR -cl-opt-disable"                                            right
__kernel void k(__global int *out, __local ulong *cu2cl_scratch) {
  const uint lane = (uint)get_local_id(0) & 31u;
  uint a2 = lane * 0x9e3779b9u;
  uint rec[4];
  rec[0] = rec[1] = rec[2] = rec[3] = 0u;
  uint lm11[4];
  for (uint j14 = 0u; j14 < 4u; ++j14) {
    uint cu2cl_sync1 =
        cu2cl_ballot_sync(0xffffffffu, (int)(lane + 32u * j14 < 106u), true, cu2cl_scratch);
    lm11[j14] = cu2cl_sync1;
    cu2cl_loop_sync();
  }
  uint al12 = 0xffffffffu;
  {
    bool cu2cl_loop2 = true;
    uint i13 = lane;
    uint cnt15 = 0u;
    for (;;) {
      if (cu2cl_loop2)
        cu2cl_loop2 = i13 < 106u;
      if (!cu2cl_syncthreads_or(cu2cl_loop2, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration3 = cu2cl_loop2;
      {
        uint m16 = 0;
        if (cu2cl_iteration3)
          m16 = al12 & lm11[cnt15];
#ifdef WITH_ARR
        uint arr17[4];
        if (cu2cl_iteration3)
          arr17[0] = 5u;
        if (cu2cl_iteration3)
          arr17[1] = 6u;
        if (cu2cl_iteration3)
          arr17[2] = 7u;
        if (cu2cl_iteration3)
          arr17[3] = 9u;
        if (cu2cl_iteration3)
          a2 ^= arr17[(a2 >> 3) & 3u] + arr17[3];
#endif
        uint cu2cl_sync4 =
            cu2cl_ballot_sync(m16, (int)(lane & 1u), cu2cl_iteration3, cu2cl_scratch);
        if (cu2cl_iteration3)
          rec[cnt15] = cu2cl_sync4;
        const bool c18 = (lane < 6u);
        uint cu2cl_sync5 = cu2cl_ballot_sync(m16, (int)c18, cu2cl_iteration3, cu2cl_scratch);
        const uint m19 = cu2cl_sync5;
        bool cu2cl_then6 = cu2cl_iteration3 && (c18);
        {
          if (cu2cl_then6) {
            cu2cl_then6 = false;
            cu2cl_iteration3 = false;
            cu2cl_loop2 = false;
          }
        }
        if (cu2cl_iteration3)
          al12 &= ~m19;
      }
      i13 += 32u, ++cnt15;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  for (int j = 0; j < 4; ++j) out[lane * 4u + j] = (int)rec[j];
  out[128 + lane] = (int)a2;
}
