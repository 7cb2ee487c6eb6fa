// A lambda is one unsupported construct. cu2cl also reports its closure type
// as "type '(anonymous struct)' ... (give the struct a name)", advice that
// cannot be followed, and the call as "an overloaded operator".
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: grep -c ': error: ' %t/stderr | FileCheck %s --check-prefix=COUNT

__global__ void lambda(int *out) {
  // CHECK: unsupported_construct_lambda_once.cu:[[@LINE+1]]:16: error: a lambda expression in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  auto twice = [](int v) { return v * 2; };
  out[0] = twice(out[1]);
}
// CHECK: 1 error generated
// COUNT: {{^1$}}
