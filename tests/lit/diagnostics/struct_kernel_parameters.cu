// Structs with pointers that a kernel cannot take: cu2cl passes a struct's own pointer members
// (and its struct members') as buffers of their own (cu2cl-cc/struct_arguments.test), but not
// pointers in an array member, pointers to pointers, or a union of pointers.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s --implicit-check-not=error: < %t/stderr
// RUN: not ls %t/struct_kernel_parameters.cl

struct Lists {
  float *addresses[4];
  int count;
};
struct Table {
  float **rows;
};
union Either {
  float *f;
  int *i;
};

// CHECK: struct_kernel_parameters.cu:[[@LINE+1]]:29: error: kernel parameter 'lists' of type 'Lists' cannot be passed to an OpenCL kernel (OpenCL kernel arguments cannot hold pointers, and cu2cl passes only a struct's own pointer members as buffers of their own: its member 'addresses' holds pointers in an array or a reference; pass the buffers as separate parameters) [-Wcu2cl-unsupported-kernel-parameter]
__global__ void first(Lists lists) { lists.addresses[0][threadIdx.x] = lists.count; }
// CHECK: struct_kernel_parameters.cu:[[@LINE+1]]:30: error: kernel parameter 'table' of type 'Table' {{.*}}: its member 'rows' is a pointer to a pointer or function)
__global__ void second(Table table) { table.rows[0][0] = 1; }
// CHECK: struct_kernel_parameters.cu:[[@LINE+1]]:30: error: kernel parameter 'either' of type 'Either' {{.*}}: a union holding pointers)
__global__ void third(Either either) { either.f[0] = 1; }
// The member's own type is reported where it is declared (after the kernels).
// CHECK: struct_kernel_parameters.cu:{{[0-9]+}}:11: error: type 'float **' in device code has no OpenCL C 1.2 equivalent
