// Printing a float needs no double precision in OpenCL: printf converts
// float arguments itself. cu2cl makes C's promotion explicit,
// printf("%f\n", (double)v[0]), which makes the program require
// cl_khr_fp64 (pragma and double-precision warning) only to print a float;
// it fails to build on devices without fp64. The argument should be left
// as it is.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: grep -v '^ *//' %t/printf_float_argument.cl | FileCheck %s
// RUN: %cl-build-check %t/printf_float_argument.cl

// CHECK-NOT: cl_khr_fp64
// CHECK: printf("%8.3f|%+.2e\n", v[0], v[1]);
__global__ void show(float *v) { printf("%8.3f|%+.2e\n", v[0], v[1]); }
