// Atomic additions of halves, bfloat16 and half2 in global and __shared__ memory, next to each
// other in one 32-bit word. Every sum is exact, so the result does not depend on the order.
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void accumulate(__half *h, __nv_bfloat16 *b, __half2 *pair, __nv_bfloat162 *bpair,
                           float *out) {
  __shared__ __half local[2];
  int t = threadIdx.x;
  if (t < 2)
    local[t] = __float2half(0.0f);
  __syncthreads();
  atomicAdd(&h[t % 2], __float2half(t % 2 ? 0.25f : 0.5f));
  atomicAdd(&b[1], __float2bfloat16(1.0f));
  atomicAdd(pair, __floats2half2_rn(1.0f, -0.125f));
  atomicAdd(bpair, __floats2bfloat162_rn(2.0f, -0.5f));
  atomicAdd(&local[t % 2], __float2half(1.0f));
  __syncthreads();
  if (t == 0) {
    out[0] = __half2float(local[0]);
    out[1] = __half2float(local[1]);
  }
}

int main() {
  __half *h;
  __nv_bfloat16 *b;
  __half2 *pair;
  __nv_bfloat162 *bpair;
  float *out, host[2];
  cudaMalloc(&h, 2 * sizeof(__half));
  cudaMalloc(&b, 2 * sizeof(__nv_bfloat16));
  cudaMalloc(&pair, sizeof(__half2));
  cudaMalloc(&bpair, sizeof(__nv_bfloat162));
  cudaMalloc(&out, sizeof(host));
  cudaMemset(h, 0, 2 * sizeof(__half));
  cudaMemset(b, 0, 2 * sizeof(__nv_bfloat16));
  cudaMemset(pair, 0, sizeof(__half2));
  cudaMemset(bpair, 0, sizeof(__nv_bfloat162));
  accumulate<<<1, 64>>>(h, b, pair, bpair, out);
  __half hh[2];
  __nv_bfloat16 bb[2];
  __half2 pp;
  __nv_bfloat162 bp;
  cudaMemcpy(hh, h, sizeof(hh), cudaMemcpyDeviceToHost);
  cudaMemcpy(bb, b, sizeof(bb), cudaMemcpyDeviceToHost);
  cudaMemcpy(&pp, pair, sizeof(pp), cudaMemcpyDeviceToHost);
  cudaMemcpy(&bp, bpair, sizeof(bp), cudaMemcpyDeviceToHost);
  cudaMemcpy(host, out, sizeof(host), cudaMemcpyDeviceToHost);
  printf("%g %g %g %g %g %g %g %g %g %g\n", __half2float(hh[0]), __half2float(hh[1]),
         __bfloat162float(bb[0]), __bfloat162float(bb[1]), __low2float(pp), __high2float(pp),
         __bfloat162float(bp.x), __bfloat162float(bp.y), host[0], host[1]);
  return 0;
}
