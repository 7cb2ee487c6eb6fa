// A managed variable (__managed__) is not translated: an error where it is declared (the memory
// of cudaMallocManaged is translated: cu2cl-cc/managed_memory.test). Nothing is written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/managed_memory.cl && test ! -e %t/managed_memory.host.cpp

// CHECK: managed_memory.cu:[[@LINE+1]]:1: error: 'counter' uses managed memory (__managed__), which cu2cl does not translate: cu2cl translates cudaMallocManaged's memory but not managed variables; declare the variable __device__ and copy it with cudaMemcpyToSymbol and cudaMemcpyFromSymbol, or allocate it with cudaMallocManaged [-Wcu2cl-unsupported-feature]
__managed__ int counter;
// CHECK: managed_memory.cu:[[@LINE+1]]:12: error: 'table' uses managed memory (__managed__)
__device__ __managed__ float table[4];

__global__ void count(float *data) {
  atomicAdd(&counter, 1);
  data[threadIdx.x] = table[threadIdx.x % 4];
}

int main() {
  float *data = nullptr;
  cudaMalloc(&data, 32 * sizeof(float));
  count<<<1, 32>>>(data);
  cudaDeviceSynchronize();
  return counter + (int)data[0];
}
// CHECK-NOT: error:
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}managed_memory.cu
