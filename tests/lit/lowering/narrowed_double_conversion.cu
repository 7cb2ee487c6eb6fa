// A double converted to an 8-bit integer is the device library's 32-bit conversion, narrowed:
// the .cl includes the library even when that is its only use (HeCBench background-subtract's
// translation named cu2cl_convert_u32_f64_rtz without including it).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-double-precision
// RUN: FileCheck %s < %t/narrowed_double_conversion.cl
// RUN: %cl-build-check %t/narrowed_double_conversion.cl | FileCheck %s --check-prefix=BUILT

// CHECK: #include <cu2cl/device.h>
// CHECK: b[i] = (uchar)cu2cl_convert_u32_f64_rtz(0.92 * b[i] + 0.08 * img[i]);
__global__ void blend(unsigned char *b, const unsigned char *img) {
  int i = threadIdx.x;
  b[i] = 0.92 * b[i] + 0.08 * img[i];
}
// BUILT: kernel blend
