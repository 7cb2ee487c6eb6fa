// Micro kernels for probes/workgroup_limit.sh: which feature makes NVIDIA's OpenCL driver
// report CL_KERNEL_WORK_GROUP_SIZE 256 instead of 1024.
__kernel void plain(__global int *out) { out[get_global_id(0)] = 1; }
__kernel void withBarrier(__global int *out) {
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = 1;
}
__kernel void withLocalParam(__global int *out, __local ulong *scratch) {
  scratch[get_local_id(0)] = 1;
  out[get_global_id(0)] = (int)scratch[0];
}
__kernel void withLocalArray(__global int *out) {
  __local int tile[1024];
  tile[get_local_id(0)] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[0];
}
__kernel void withUlongParam(__global int *out, ulong offset) {
  out = (__global int *)((__global uchar *)out + offset);
  out[get_global_id(0)] = 1;
}
__kernel void withAtomic(__global int *out) { atomic_add(out, 1); }
