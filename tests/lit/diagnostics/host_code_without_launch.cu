// Host code that launches no kernel with <<<...>>> is dropped too, and the
// user should be told. cu2cl only looks for launches, so this file's host
// function disappears from the output without a warning.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 0 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test -e %t/host_code_without_launch.cl

__global__ void scale(float *data, float factor) { data[threadIdx.x] *= factor; }

// CHECK: host_code_without_launch.cu:[[@LINE+1]]:{{[0-9]+}}: warning: host code is not translated yet; only device code is written to 'host_code_without_launch.cl' [-Wcu2cl-host-code-not-translated]
void upload(float *device, const float *host, int n) {
  cudaMemcpy(device, host, n * sizeof(float), cudaMemcpyHostToDevice);
}
