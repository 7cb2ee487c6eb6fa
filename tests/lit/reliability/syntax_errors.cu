// A file with syntax errors: Clang's own errors, at their places, exit code 1, and no output
// file created (atomic_outputs.test: previous outputs are left as they were).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s --implicit-check-not=cu2cl-unsupported < %t/stderr
// RUN: ls -A %t | count 1

__global__ void scale(float *data, float factor) {
  // CHECK: syntax_errors.cu:[[@LINE+1]]:39: error: expected ';' after expression
  data[threadIdx.x] = data[0] * factor
}

// CHECK: syntax_errors.cu:[[@LINE+1]]:21: error: no template named 'vector_of'
__global__ void use(vector_of<float> v) {}

__global__ void unbalanced(int *p) {
  // CHECK: syntax_errors.cu:[[@LINE+1]]:15: error: expected expression
  p[0] = (1 + ;
}
// CHECK: 3 errors generated
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}syntax_errors.cu
