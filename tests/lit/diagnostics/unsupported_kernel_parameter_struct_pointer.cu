// A struct passed by value to a kernel cannot carry a pointer in OpenCL C
// 1.2 (the host has no device addresses to put there). cu2cl translates it
// silently and PoCL rejects the output ("struct kernel parameters may not
// contain pointers"); it should be an unsupported-kernel-parameter error.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_kernel_parameter_struct_pointer.cl

struct Args {
  float *data;
  int n;
};

// CHECK: unsupported_kernel_parameter_struct_pointer.cu:[[@LINE+1]]:28: error: kernel parameter 'args' of type 'Args' cannot be passed to an OpenCL kernel ({{.*}}) [-Wcu2cl-unsupported-kernel-parameter]
__global__ void clear(Args args) {
  if (threadIdx.x < args.n)
    args.data[threadIdx.x] = 0.0f;
}
