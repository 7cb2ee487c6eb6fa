// A bad kernel parameter is one error. cu2cl reports it as
// unsupported-kernel-parameter and then again, at the same place, as
// unsupported-type (int **) or unsupported-construct (a C++ reference).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: grep -c ': error: ' %t/stderr | FileCheck %s --check-prefix=COUNT

// CHECK: unsupported_kernel_parameter_once.cu:[[@LINE+1]]:40: error: kernel parameter 'rows' of type 'int **' cannot be passed to an OpenCL kernel (OpenCL kernels cannot take pointers to pointers) [-Wcu2cl-unsupported-kernel-parameter]
__global__ void pointerToPointer(int **rows, int n) { rows[0][0] = n; }

// CHECK: unsupported_kernel_parameter_once.cu:[[@LINE+1]]:48: error: kernel parameter 'n' of type 'const int &' cannot be passed to an OpenCL kernel (references cannot cross to the device) [-Wcu2cl-unsupported-kernel-parameter]
__global__ void reference(int *out, const int &n) { out[0] = n; }
// CHECK: 2 errors generated
// COUNT: {{^2$}}
