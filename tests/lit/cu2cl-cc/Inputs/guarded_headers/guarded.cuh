#ifndef GUARDED_CUH
#define GUARDED_CUH
__device__ inline int twice(int v) { return 2 * v; }
__global__ void doubleAll(int *out) { out[threadIdx.x] = twice(out[threadIdx.x]); }
#endif
