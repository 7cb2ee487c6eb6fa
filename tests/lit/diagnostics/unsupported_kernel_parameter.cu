// Kernel parameters that cannot cross from the host to an OpenCL kernel are
// errors at the parameter: pointers to pointers and references. Exit code 1
// and no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_kernel_parameter.cl

// CHECK: unsupported_kernel_parameter.cu:[[@LINE+1]]:40: error: kernel parameter 'rows' of type 'int **' cannot be passed to an OpenCL kernel (OpenCL kernels cannot take pointers to pointers) [-Wcu2cl-unsupported-kernel-parameter]
__global__ void pointerToPointer(int **rows, int n) { rows[0][0] = n; }

struct Params {
  int n;
  float scale;
};

// CHECK: unsupported_kernel_parameter.cu:[[@LINE+1]]:53: error: kernel parameter 'p' of type 'const Params &' cannot be passed to an OpenCL kernel (references cannot cross to the device) [-Wcu2cl-unsupported-kernel-parameter]
__global__ void reference(float *out, const Params &p) { out[0] = p.scale * p.n; }
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}unsupported_kernel_parameter.cu
