// OpenCL C 1.2 translated by cu2cl from threadfence_reduction.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// The CUDA "last block" reduction (the threadFenceReduction sample): every
// block writes its partial sum, __threadfence, then takes a ticket with
// atomicInc(&count, gridDim.x); the block that draws gridDim.x - 1 adds the
// partials (volatile reads) and resets the counter. Translated by cu2cl and
// run with 64 blocks of 96 and 200 blocks of (16,3). Expected: the total of
// all values, exactly one last block, the counter at gridDim.x when the last
// block reads it, and 0 after its reset. Expected values:
// Inputs/threadfence_reduction.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: echo "### lastBlockSum 64x96" > %t/actual.txt
// RUN: timeout 120 %cl-run %t/threadfence_reduction.cl lastBlockSum 64 96 72 8 --fill=0 >> %t/actual.txt
// RUN: echo "### lastBlockSum 200x16,3" >> %t/actual.txt
// RUN: timeout 120 %cl-run %t/threadfence_reduction.cl lastBlockSum 200 16,3 208 8 --fill=0 >> %t/actual.txt
// RUN: python3 %S/Inputs/threadfence_reduction.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt

uint linearTid(void) {
  return (uint)get_local_id(0) +
         (uint)get_local_size(0) *
             ((uint)get_local_id(1) + (uint)get_local_size(1) * (uint)get_local_id(2));
}

uint blockSize(void) {
  return (uint)get_local_size(0) * (uint)get_local_size(1) * (uint)get_local_size(2);
}

uint hashMix(uint x) {
  x = x * 2654435761u;
  return x ^ (x >> 15);
}

// out[0]: the total; out[1]: the ticket counter (low word); out[2]: number of
// blocks that saw themselves last; out[3]: the counter the last block saw;
// out[8 + b]: block b's partial sum.
CU2CL_KERNEL_ATTRS __kernel void lastBlockSum(__global long *out, ulong out_cu2cl_offset,
                                              __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
  __local long s[1024];
  __local bool amLast;
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = linearTid();
  uint n = blockSize();
  uint b = (uint)get_group_id(0);
  uint blocks = (uint)get_num_groups(0);
  __global volatile long *vout = out;
  __global uint *count = (__global uint *)(out + 1);
  s[t] = (long)hashMix(b * n + t) - 2147483648L;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (t == 0) {
    long sum = 0;
    for (uint i = 0; i < n; ++i)
      sum += s[i];
    vout[8 + b] = sum;
    cu2cl_threadfence();
    uint ticket = cu2cl_atomic_inc_global(count, blocks);
    amLast = ticket == blocks - 1u;
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (amLast) {
    long acc = 0;
    for (uint i = t; i < blocks; i += n)
      acc += vout[8 + i];
    s[t] = acc;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (t == 0) {
      long total = 0;
      for (uint i = 0; i < n; ++i)
        total += s[i];
      vout[0] = total;
      cu2cl_atomic_add_global_u32((__global uint *)(out + 2), 1u);
      out[3] = cu2cl_atomic_exch_global_u32(count, 0u);
    }
  }
}
#else
{
  __local long s[1024];
  __local bool amLast;
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint t = linearTid();
  uint n = blockSize();
  uint b = (uint)get_group_id(0);
  uint blocks = (uint)get_num_groups(0);
  __global volatile long *vout = out;
  __global uint *count = (__global uint *)(out + 1);
  s[t] = (long)hashMix(b * n + t) - 2147483648L;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (t == 0) {
    long sum = 0;
    for (uint i = 0; i < n; ++i)
      sum += s[i];
    vout[8 + b] = sum;
    cu2cl_threadfence();
    uint ticket = cu2cl_atomic_inc_global(count, blocks);
    amLast = ticket == blocks - 1u;
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  bool cu2cl_then1 = (amLast);
  {
    long acc = 0;
    if (cu2cl_then1)
      for (uint i = t; i < blocks; i += n)
        acc += vout[8 + i];
    if (cu2cl_then1)
      s[t] = acc;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (cu2cl_then1)
      if (t == 0) {
        long total = 0;
        for (uint i = 0; i < n; ++i)
          total += s[i];
        vout[0] = total;
        cu2cl_atomic_add_global_u32((__global uint *)(out + 2), 1u);
        out[3] = cu2cl_atomic_exch_global_u32(count, 0u);
      }
  }
}
#endif
