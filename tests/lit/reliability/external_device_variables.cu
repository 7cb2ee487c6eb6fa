// A __device__ or __constant__ variable that another file defines (`extern`): one variable for
// the kernels of two files is relocatable device code (nvcc -rdc=true), which cu2cl does not
// translate; each file's OpenCL program would have its own. Before, the translation went
// through and the program did not link (HeCBench minimod). One error per variable, at its
// first use; a variable defined later in the same file is the file's own.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t/external_device_variables.cl

extern __constant__ float cfl;
extern __device__ int counter;
extern __device__ int mine;

__global__ void advance(float *u) {
  // CHECK: external_device_variables.cu:[[@LINE+1]]:11: error: 'cfl' uses a device variable defined in another file (relocatable device code, nvcc -rdc=true), which cu2cl does not translate: define the variable in the file whose kernels use it, or include the file that defines it [-Wcu2cl-unsupported-feature]
  u[0] *= cfl * cfl;
  // CHECK: external_device_variables.cu:[[@LINE+1]]:14: error: 'counter' uses
  atomicAdd(&counter, 1);
  mine += 1;
}

__device__ int mine = 0;
