// Kernel launches become cu2cl::launch calls with the kernel's OpenCL name:
// every <<<...>>> form, spaces, instantiated and deduced templates, launches
// in macros (also a kernel passed to a macro that launches it). Arguments for empty functor parameters stay as written: OpenCL
// kernels have no parameter for them and cu2cl::launch skips them. The names are the device side's:
// `select` is reserved in OpenCL C and gets a `_`.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/launches.host.cpp | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %host-syntax-check %t/launches.host.cpp
// RUN: grep -E '^__kernel' %t/launches.cl | FileCheck %s --check-prefix=CL

struct Positive {
  __device__ bool operator()(int x) const { return x > 0; }
};
struct Above {
  int limit;
  __device__ bool operator()(int x) const { return x > limit; }
};

__global__ void fill(int *out, int value) { out[threadIdx.x] = value; }
__global__ void dynamic(float *out) {
  extern __shared__ float tile[];
  tile[threadIdx.x] = 1.0f;
  out[threadIdx.x] = tile[threadIdx.x];
}
template <class T, class P> __global__ void select(const T *in, T *out, P pred, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = pred(in[i]) ? in[i] : T(0);
}
template <int N> __global__ void scaled(int *out) { out[threadIdx.x] *= N; }
__global__ void onlyFunctor(Positive p) {}
__global__ void functorFirst(Positive p, int *out) { out[0] = p(1); }

// CHECK:#define LAUNCH_FILL(grid, value) cu2cl::launch(cu2cl_module, "fill", grid, 32, 0, 0, device, value)
#define LAUNCH_FILL(grid, value) fill<<<grid, 32>>>(device, value)
#define CHECKED(...) __VA_ARGS__
// CHECK:#define TIMED(kernel, grid) cu2cl::launch(cu2cl_module, #kernel, grid, 32, 0, 0, device, 1)
#define TIMED(kernel, grid) kernel<<<grid, 32>>>(device, 1)
__global__ void fillOnes(int *out, int value) { out[threadIdx.x] = value; }

int main() {
  int *device = nullptr;
  float *floats = nullptr;
  cudaStream_t stream = 0;
  // CL: __kernel void fill(__global int *out, ulong out_cu2cl_offset, int value) {
  // CHECK:  cu2cl::launch(cu2cl_module, "fill", 1, 32, 0, 0, device, 7);
  // CHECK-NEXT:  cu2cl::launch(cu2cl_module, "fill", dim3(2, 2), dim3(8, 4), 0, 0, device + 4, 1);
  // CHECK-NEXT:  cu2cl::launch(cu2cl_module, "fill", 1, 32, 0, stream, device, 3);
  // CHECK-NEXT:  cu2cl::launch(cu2cl_module, "fill", 1, 32, 0, 0,
  // CHECK-NEXT:                                 device, 2);
  fill<<<1, 32>>>(device, 7);
  fill<<<dim3(2, 2), dim3(8, 4)>>>(device + 4, 1);
  fill<<<1, 32, 0, stream>>>(device, 3);
  fill <<< 1, 32 >>> (
                                 device, 2);
  // CL: __kernel void dynamic(__global float *out, ulong out_cu2cl_offset, __local float *tile) {
  // CHECK:  cu2cl::launch(cu2cl_module, "dynamic", 4, 64, 64 * sizeof(float), 0, floats);
  dynamic<<<4, 64, 64 * sizeof(float)>>>(floats);

  // Templates; an empty functor's argument stays (the runtime skips it).
  // CL: __kernel void select__int_Positive(__global const int *in, ulong in_cu2cl_offset, __global int *out,
  // CL: __kernel void select__int_Above(__global const int *in, ulong in_cu2cl_offset, __global int *out,
  // CHECK:  cu2cl::launch(cu2cl_module, "select__int_Positive", 1, 32, 0, 0, device, device, Positive(), 32);
  // CHECK-NEXT:  cu2cl::launch(cu2cl_module, "select__int_Positive", 1, 32, 0, 0, (const int *)device, device, Positive{}, 32);
  // CHECK-NEXT:  cu2cl::launch(cu2cl_module, "select__int_Above", 1, 32, 0, 0, (const int *)device, device, Above{3}, 32);
  select<int, Positive><<<1, 32>>>(device, device, Positive(), 32);
  select<<<1, 32>>>((const int *)device, device, Positive{}, 32);
  select<<<1, 32>>>((const int *)device, device, Above{3}, 32);
  // CL: __kernel void scaled_4(__global int *out, ulong out_cu2cl_offset) {
  // CHECK:  cu2cl::launch(cu2cl_module, "scaled_4", 1, 8, 0, 0, device);
  scaled<4><<<1, 8>>>(device);
  // CL: __kernel void onlyFunctor(void) {}
  // CL: __kernel void functorFirst(__global int *out, ulong out_cu2cl_offset) {
  // CHECK-NEXT:  cu2cl::launch(cu2cl_module, "onlyFunctor", 1, 1, 0, 0, Positive());
  // CHECK-NEXT:  cu2cl::launch(cu2cl_module, "functorFirst", 1, 1, 0, 0, Positive(), device);
  onlyFunctor<<<1, 1>>>(Positive());
  functorFirst<<<1, 1>>>(Positive(), device);

  // In macros: a macro's own launch is rewritten in its definition, a launch
  // passed to a macro where it is written.
  // CHECK:  LAUNCH_FILL(2, 5);
  // CHECK-NEXT:  CHECKED(cu2cl::launch(cu2cl_module, "fill", 1, 32, 0, 0, device, 9));
  LAUNCH_FILL(2, 5);
  CHECKED(fill<<<1, 32>>>(device, 9));
  // A kernel passed to a macro that launches it: the body names it by the parameter's
  // stringisation, one rewrite for every use.
  // CHECK:  TIMED(fill, 2);
  // CHECK-NEXT:  TIMED(fillOnes, 3);
  TIMED(fill, 2);
  TIMED(fillOnes, 3);
  return 0;
}
