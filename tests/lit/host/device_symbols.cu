// __device__ and __constant__ variables stay as host shadows without their
// keyword; those that live in device buffers are registered with the module
// right after their declaration. A read-only table with an initialiser is a
// program-scope __constant of the .cl file and is not registered (a host write
// to one is an error: unsupported_host_api.cu). File-scope __shared__
// variables are removed.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/device_symbols.host.cpp | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %host-syntax-check %t/device_symbols.host.cpp
// RUN: FileCheck %s --check-prefix=CL < %t/device_symbols.cl

// CHECK:int hits;
// CHECK-NEXT:static cu2cl::Symbol cu2cl_symbol_hits_registration(cu2cl_module, "cu2cl_symbol_hits", &hits, sizeof(hits));
__device__ int hits;
// CHECK-NEXT:float scale = 2.0f; // a trailing comment stays on its line
// CHECK-NEXT:static cu2cl::Symbol cu2cl_symbol_scale_registration(cu2cl_module, "cu2cl_symbol_scale", &scale, sizeof(scale));
__device__ float scale = 2.0f; // a trailing comment stays on its line
// CHECK-NEXT:float weights[4];
// CHECK-NEXT:static cu2cl::Symbol cu2cl_symbol_weights_registration(cu2cl_module, "cu2cl_symbol_weights", &weights, sizeof(weights));
__constant__ float weights[4];
// CL: __constant int table[3] = {1, 2, 3};
// CHECK-NEXT:int table[3] = {1, 2, 3};
// CHECK-NEXT:static const int limits[2] = {0, 9};
__constant__ int table[3] = {1, 2, 3};
static __device__ const int limits[2] = {0, 9};
// CHECK-NEXT:struct Pair {
// CHECK-NEXT:  int a, b;
// CHECK-NEXT:};
// CHECK-NEXT:Pair pair;
// CHECK-NEXT:static cu2cl::Symbol cu2cl_symbol_pair_registration(cu2cl_module, "cu2cl_symbol_pair", &pair, sizeof(pair));
struct Pair {
  int a, b;
};
__constant__ Pair pair;
// CHECK-NEXT:namespace counters {
// CHECK-NEXT:  unsigned first, second;
// CHECK-NEXT:  static cu2cl::Symbol cu2cl_symbol_first_registration(cu2cl_module, "cu2cl_symbol_first", &first, sizeof(first));
// CHECK-NEXT:  static cu2cl::Symbol cu2cl_symbol_second_registration(cu2cl_module, "cu2cl_symbol_second", &second, sizeof(second));
// CHECK-NEXT:}
namespace counters {
  __device__ unsigned first, second;
}
// CHECK-EMPTY:
// CHECK-NEXT:// kernel count: see device_symbols.cl
__shared__ float staging[32];

__global__ void count(float *out) {
  atomicAdd(&hits, 1);
  atomicAdd(&counters::first, 1u);
  out[threadIdx.x] = scale * weights[threadIdx.x % 4] + table[1] + limits[1] + pair.b;
}

int main() {
  float host[4] = {1, 2, 3, 4};
  Pair newPair = {6, 7};
  // CHECK:  cu2clMemcpyToSymbol(weights, host, sizeof(host));
  // CHECK-NEXT:  cu2clMemcpyToSymbol(pair, &newPair, sizeof(newPair), 0, cu2clMemcpyHostToDevice);
  // CHECK-NEXT:  int *address = nullptr;
  // CHECK-NEXT:  cu2clGetSymbolAddress((void **)&address, hits);
  // CHECK-NEXT:  cu2clMemcpyFromSymbol(host, scale, sizeof(float));
  cudaMemcpyToSymbol(weights, host, sizeof(host));
  cudaMemcpyToSymbol(pair, &newPair, sizeof(newPair), 0, cudaMemcpyHostToDevice);
  int *address = nullptr;
  cudaGetSymbolAddress((void **)&address, hits);
  cudaMemcpyFromSymbol(host, scale, sizeof(float));
  return 0;
}
