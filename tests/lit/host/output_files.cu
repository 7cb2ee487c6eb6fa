// A file with host code gets prog.host.cpp next to prog.cl: beside the input,
// in the -o directory, or named after the -o .cl file. Both are written only
// if the file had no error, without any remark; an input that is only device
// code gets no host file.
// RUN: rm -rf %t && mkdir -p %t/src %t/out && cp %s %t/src/prog.cu
// RUN: %cu2cl %t/src/prog.cu 2>&1 | count 0
// RUN: test -e %t/src/prog.cl && test -e %t/src/prog.host.cpp
// RUN: %cu2cl %t/src/prog.cu -o %t/out/ 2>&1 | count 0
// RUN: test -e %t/out/prog.cl && test -e %t/out/prog.host.cpp
// RUN: %cu2cl %t/src/prog.cu -o %t/out/renamed.cl
// RUN: FileCheck %s < %t/out/renamed.host.cpp
// RUN: %host-syntax-check %t/out/renamed.host.cpp
// RUN: test ! -e %t/out/renamed.cl.host.cpp

// Device code only: a host file only to export the kernels other files may launch; none where
// no kernel has external linkage.
// RUN: echo '__global__ void k(int *p) { p[0] = 1; }' > %t/src/device.cu
// RUN: %cu2cl %t/src/device.cu -o %t/out/
// RUN: test -e %t/out/device.cl && grep -q 'cu2cl_kernel_Z1kPi = {&cu2cl_module, "k"}' %t/out/device.host.cpp
// RUN: echo 'static __global__ void k(int *p) { p[0] = 1; }' > %t/src/private.cu
// RUN: %cu2cl %t/src/private.cu -o %t/out/
// RUN: test -e %t/out/private.cl && test ! -e %t/out/private.host.cpp

// A file with an error gets neither, and old outputs stay as they were.
// RUN: echo 'int main() { cudaMallocPitch((void **)0, (size_t *)0, 4, 4); }' > %t/src/bad.cu
// RUN: echo old > %t/out/bad.host.cpp
// RUN: not %cu2cl %t/src/bad.cu -o %t/out/ 2> /dev/null
// RUN: test ! -e %t/out/bad.cl && grep -q old %t/out/bad.host.cpp

// The host file never overwrites the input.
// RUN: cp %s %t/src/clash.host.cpp
// RUN: not %cu2cl %t/src/clash.host.cpp -o %t/src/clash.cl -- -xcuda 2>&1 | FileCheck %s --check-prefix=CLASH
// CLASH: error: the output '{{.*}}clash.host.cpp' would overwrite the input

// CHECK: static cu2cl::Module cu2cl_module("renamed.cl");
__global__ void fill(int *out, int value) { out[threadIdx.x] = value; }

int main() {
  int *device = nullptr;
  cudaMalloc(&device, 32 * sizeof(int));
  // CHECK: cu2cl::launch(cu2cl_module, "fill", 1, 32, 0, 0, device, 7);
  fill<<<1, 32>>>(device, 7);
  cudaFree(device);
  return 0;
}
