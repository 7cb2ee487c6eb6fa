// A lambda that captures `this` is one unsupported construct, at the capture (lambdas are
// otherwise translated: cu2cl-cc/lambdas.test).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: grep -c ': error: ' %t/stderr | FileCheck %s --check-prefix=COUNT

struct Counter {
  int base;
  __device__ int plus(int v) {
    // CHECK: unsupported_construct_lambda_once.cu:[[@LINE+1]]:16: error: a lambda that captures 'this' in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
    auto add = [this](int w) { return base + w; };
    return add(v);
  }
};

__global__ void lambda(int *out) {
  Counter c = {out[2]};
  out[0] = c.plus(out[1]);
}
// CHECK: 1 error generated
// COUNT: {{^1$}}
