// Kernels, index variables (x fastest), pointer parameters and 2-D indexing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/kernel_basics.cl | FileCheck %s
// RUN: %cl-build-check %t/kernel_basics.cl | FileCheck %s --check-prefix=BUILT
// The runtime's build for launches without offsets (cu2cl::Module's) compiles as well.
// RUN: %cl-build-check %t/kernel_basics.cl -DCU2CL_ZERO_OFFSETS=1 | FileCheck %s --check-prefix=BUILT

// Each global pointer is followed by its byte offset, applied first thing in the body unless the
// runtime builds the program for launches whose pointers all start their buffers.
// CHECK: __kernel void scale2d
// CHECK-SAME: (__global float *data, ulong data_cu2cl_offset, int width, int height,
// CHECK-NEXT: float factor) {
// CHECK-NEXT: #if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: data = (__global float *)((__global uchar *)data + data_cu2cl_offset);
// CHECK-NEXT: #endif
// CHECK-NEXT: int x = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
// CHECK-NEXT: int y = (uint)get_group_id(1) * (uint)get_local_size(1) + (uint)get_local_id(1);
// CHECK-NEXT: int z = (uint)get_local_id(2) + (uint)get_num_groups(0) * (uint)get_group_id(2);
// CHECK: data[y * width + x] *= factor;
__global__ void scale2d(float *data, int width, int height, float factor) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = threadIdx.z + gridDim.x * blockIdx.z;
  if (x < width && y < height && z >= 0)
    data[y * width + x] *= factor;
}

// Scalar types keep CUDA's sizes: long long is OpenCL's long, size_t is ulong.
// A const pointee is offset through `__global const uchar *`.
// CHECK: __kernel void types(__global long *a, ulong a_cu2cl_offset, __global ulong *b, ulong b_cu2cl_offset,
// CHECK-NEXT: ulong n, uchar flag, __global const uint *restrict c, ulong c_cu2cl_offset) {
// CHECK-NEXT: #if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: a = (__global long *)((__global uchar *)a + a_cu2cl_offset);
// CHECK-NEXT: b = (__global ulong *)((__global uchar *)b + b_cu2cl_offset);
// CHECK-NEXT: c = (__global const uint *)((__global const uchar *)c + c_cu2cl_offset);
// CHECK-NEXT: #endif
// CHECK-NEXT: if (flag && n > 0)
__global__ void types(long long *a, unsigned long long *b, size_t n, bool flag,
                      const unsigned *__restrict__ c) {
  if (flag && n > 0)
    a[0] = b[0] + c[0];
}

// BUILT: kernel scale2d
// BUILT: kernel types
