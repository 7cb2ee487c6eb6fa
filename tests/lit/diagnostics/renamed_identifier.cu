// Names that OpenCL C reserves are renamed with a trailing underscore, with
// a warning at the declaration: variables, parameters, __device__ functions
// and kernels. The output is written (exit code 0);
// -Wno-cu2cl-renamed-identifier silences the warnings.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 0 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: grep -v '^ *//' %t/renamed_identifier.cl | FileCheck %s --check-prefix=CODE
// RUN: %cl-build-check %t/renamed_identifier.cl
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-renamed-identifier 2>&1 | count 0

// CHECK: renamed_identifier.cu:[[@LINE+2]]:18: warning: 'clamp' is a reserved word in OpenCL C; it is renamed to 'clamp_' [-Wcu2cl-renamed-identifier]
// CODE: float clamp_(float v, float lo, float hi) {
__device__ float clamp(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }

// CHECK: renamed_identifier.cu:[[@LINE+6]]:17: warning: 'kernel' is a reserved word in OpenCL C; it is renamed to 'kernel_' [-Wcu2cl-renamed-identifier]
// CHECK: renamed_identifier.cu:[[@LINE+5]]:31: warning: 'global' is a reserved word in OpenCL C; it is renamed to 'global_' [-Wcu2cl-renamed-identifier]
// CODE: __kernel void kernel_(__global float *global_, ulong global__cu2cl_offset) {
// CODE-NEXT: #if !CU2CL_ZERO_OFFSETS
// CODE-NEXT: global_ = (__global float *)((__global uchar *)global_ + global__cu2cl_offset);
// CODE-NEXT: #endif
__global__ void kernel(float *global) {
  // CHECK: renamed_identifier.cu:[[@LINE+2]]:9: warning: 'half' is a reserved word in OpenCL C; it is renamed to 'half_' [-Wcu2cl-renamed-identifier]
  // CODE: float half_ = clamp_(global_[0], 0.0f, 1.0f) * 0.5f;
  float half = clamp(global[0], 0.0f, 1.0f) * 0.5f;
  global[1] = half;
}
