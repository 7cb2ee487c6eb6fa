// Host code without any launch is translated too: a file has host code when
// it has a function that is neither __global__ nor __device__.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/host_code_without_launch.host.cpp | FileCheck %s
// RUN: %host-syntax-check %t/host_code_without_launch.host.cpp

__global__ void scale(float *data, float factor) { data[threadIdx.x] *= factor; }

// CHECK: // kernel scale: see host_code_without_launch.cl
// CHECK: void upload(float *device, const float *host, int n) {
// CHECK-NEXT:   cu2clMemcpy(device, host, n * sizeof(float), cu2clMemcpyHostToDevice);
void upload(float *device, const float *host, int n) {
  cudaMemcpy(device, host, n * sizeof(float), cudaMemcpyHostToDevice);
}
