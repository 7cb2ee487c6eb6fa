// CUDA's bool is one byte, in structs too. A bool field stays "bool" in
// cu2cl's output, whose size OpenCL leaves to the implementation and which
// OpenCL forbids in a struct passed to a kernel: PoCL rejects the kernel
// ("'Opts' cannot be used as the type of a kernel parameter"). The field
// should be a uchar, as bool kernel parameters are.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: grep -v '^ *//' %t/struct_bool_field.cl | FileCheck %s
// RUN: %cl-build-check %t/struct_bool_field.cl

// CHECK: typedef struct Opts {
// CHECK-NEXT: uchar enabled;
// CHECK-NEXT: int n;
// CHECK-NEXT: } Opts;
struct Opts {
  bool enabled;
  int n;
};

// CHECK: __kernel void configured(Opts opts, __global Opts *each, ulong each_cu2cl_offset, __global int *out,
// CHECK-NEXT: ulong out_cu2cl_offset) {
__global__ void configured(Opts opts, Opts *each, int *out) {
  if (opts.enabled && each[threadIdx.x].enabled)
    out[threadIdx.x] = opts.n;
}
