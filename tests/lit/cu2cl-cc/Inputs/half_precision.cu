// Half precision and bfloat16 in device and host code (cuda_fp16.h, cuda_bf16.h): conversions
// in every rounding mode at ties, subnormals, overflow and NaN; arithmetic, fma, comparisons,
// half2 and warp shuffles of halves. Prints bits, so that a run compares with CUDA's exactly.
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#define N 16

__global__ void convert(const float *in, unsigned short *out) {
  int i = threadIdx.x;
  float f = in[i];
  out[0 * N + i] = __half_as_ushort(__float2half_rn(f));
  out[1 * N + i] = __half_as_ushort(__float2half_rz(f));
  out[2 * N + i] = __half_as_ushort(__float2half_rd(f));
  out[3 * N + i] = __half_as_ushort(__float2half_ru(f));
  out[4 * N + i] = __bfloat16_as_ushort(__float2bfloat16(f));
  __half h = __float2half(f);
  out[5 * N + i] = (unsigned short)__half2int_rz(h);
  out[6 * N + i] = __half_as_ushort(__float2half(__half2float(h) * 3.0f));
}

__global__ void arithmetic(const float *in, unsigned short *out) {
  int i = threadIdx.x;
  __half a = __float2half(in[i]), b = __float2half(in[(i + 5) % N]);
  out[0 * N + i] = __half_as_ushort(a + b);
  out[1 * N + i] = __half_as_ushort(a * b);
  out[2 * N + i] = __half_as_ushort(__hdiv(a, b));
  out[3 * N + i] = __half_as_ushort(__hfma(a, b, __float2half(in[(i + 3) % N])));
  out[4 * N + i] = (a < b) + 2 * (a == b) + 4 * __hisnan(a);
  out[5 * N + i] = __half_as_ushort(__hmax(a, b));
  half2 p = __halves2half2(a, b);
  half2 q = __hmul2(p, p) + p;
  out[6 * N + i] = __half_as_ushort(__low2half(q)) ^ __half_as_ushort(__high2half(q));
  __half s = __shfl_xor_sync(0xffff, a, 1);
  out[7 * N + i] = __half_as_ushort(s);
  __nv_bfloat16 c = __float2bfloat16(in[i]), d = __float2bfloat16(in[(i + 5) % N]);
  out[8 * N + i] = __bfloat16_as_ushort(c * d + c);
  half2 shuffled = __shfl_down_sync(0xffff, p, 2, 16); // the block is 16 lanes
  out[9 * N + i] = __half_as_ushort(shuffled.x) ^ (__half_as_ushort(shuffled.y) << 1);
  __nv_bfloat162 e = __shfl_xor_sync(0xffff, __floats2bfloat162_rn(in[i], 1.5f), 3);
  out[10 * N + i] = __bfloat16_as_ushort(__hfma(e.x, e.y, d));
  out[11 * N + i] = (unsigned short)(__half2int_rn(__float2half(in[i] * 1000.0f)) & 0xffff);
}

int main() {
  float in[N] = {0.1f, 1.0f / 3, 65504.0f, 65519.0f, 65520.0f, -2.5f, 1e-6f, 2.98023224e-8f,
                 -5.96046448e-8f, 1.00048828f, 1.00146484f, -1.00048828f, 3.14159f, 0.0f,
                 -0.0f, 0.0f};
  unsigned int nanBits = 0x7fc00001u;
  memcpy(&in[15], &nanBits, sizeof(float));
  float *dIn;
  unsigned short *dOut, out[12 * N];
  cudaMalloc(&dIn, sizeof(in));
  cudaMalloc(&dOut, sizeof(out));
  cudaMemcpy(dIn, in, sizeof(in), cudaMemcpyHostToDevice);
  convert<<<1, N>>>(dIn, dOut);
  cudaMemcpy(out, dOut, 7 * N * sizeof(unsigned short), cudaMemcpyDeviceToHost);
  const char *convertRows[] = {"rn", "rz", "rd", "ru", "bf16", "int", "x3"};
  for (int r = 0; r < 7; ++r) {
    printf("%s:", convertRows[r]);
    for (int i = 0; i < N; ++i)
      printf(" %04x", out[r * N + i]);
    printf("\n");
  }
  arithmetic<<<1, N>>>(dIn, dOut);
  cudaMemcpy(out, dOut, sizeof(out), cudaMemcpyDeviceToHost);
  const char *arithmeticRows[] = {"add", "mul", "div", "fma", "cmp", "max", "half2", "shfl", "bf16",
                                  "shfl2", "bf16fma", "int_rn"};
  for (int r = 0; r < 12; ++r) {
    printf("%s:", arithmeticRows[r]);
    for (int i = 0; i < N; ++i)
      printf(" %04x", out[r * N + i]);
    printf("\n");
  }
  // The host's conversions are the same functions.
  printf("host:");
  for (int i = 0; i < N; ++i)
    printf(" %04x", __half_as_ushort(__float2half(in[i])));
  printf(" %04x\n", __bfloat16_as_ushort(__float2bfloat16(in[12])));
  printf("host float: %.9g %.9g\n", __half2float(__float2half(in[1])),
         __bfloat162float(__float2bfloat16(in[1])));
  return 0;
}
