// A double literal makes float arithmetic double, in CUDA and in OpenCL:
// the file needs cl_khr_fp64, which is reported once, at the first use of
// double precision. The output is written (exit code 0) and enables the
// extension; -Wno-cu2cl-double-precision silences the warning.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 0 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: grep -v '^ *//' %t/double_precision.cl | FileCheck %s --check-prefix=CODE
// RUN: %cl-build-check %t/double_precision.cl
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-double-precision 2>&1 | count 0

// CODE: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CODE: float halve(float v) { return v * 0.5; }
// CHECK: double_precision.cu:[[@LINE+1]]:46: warning: device code uses double precision; the OpenCL device must support cl_khr_fp64 [-Wcu2cl-double-precision]
__device__ float halve(float v) { return v * 0.5; }

// CHECK-NOT: warning:
// CODE: out[0] = halve(out[1]) + (float)(out[2] * 0.25);
__global__ void scale(float *out) { out[0] = halve(out[1]) + (float)(out[2] * 0.25); }
// CHECK: 1 warning generated
