// Device code that calls a host-only function is rejected by Clang itself,
// from a kernel and from a __host__ __device__ function that a kernel uses;
// cu2cl shows Clang's errors, exits with 1 and writes nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/host_function_in_device_code.cl

int hostOnly(int v) { return v * 2; }

// CHECK: host_function_in_device_code.cu:[[@LINE+1]]:46: error: reference to __host__ function 'hostOnly' in __host__ __device__ function
__host__ __device__ int both(int v) { return hostOnly(v); }

__global__ void fromKernel(int *out) {
  // CHECK: host_function_in_device_code.cu:[[@LINE+2]]:12: error: no matching function for call to 'hostOnly'
  // CHECK: note: candidate function not viable: call to __host__ function from __global__ function
  out[0] = hostOnly(out[1]);
}

__global__ void throughBoth(int *out) { out[0] = both(out[1]); }
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}host_function_in_device_code.cu
