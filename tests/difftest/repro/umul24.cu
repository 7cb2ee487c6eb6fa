// __umul24/__mul24 multiply the low 24 bits of their operands (CUDA ignores the high 8 bits;
// __mul24 sign-extends bit 23). cu2cl maps them to OpenCL's mul24, whose result is
// implementation-defined for operands outside 24 bits: PoCL multiplies all 32 bits.
// CUDA prints 00000015 00000015 00000006 (and so does the translation since the fix; before it,
// PoCL printed 16000015 16000015 81000006): tests/lit/lowering/mul24.cu.
#include <cstdio>
__global__ void k(unsigned *out, unsigned a, unsigned b) {
  out[0] = __umul24(a, b);
  out[1] = (unsigned)__mul24((int)a, (int)b);
  out[2] = __umul24(0x80000001u ^ a, 0x7f000003u);
}
int main() {
  unsigned *d, h[3];
  cudaMalloc((void **)&d, sizeof(h));
  k<<<1, 1>>>(d, 0x01000003u, 0x05000007u);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  printf("%08x %08x %08x\n", h[0], h[1], h[2]);
  return 0;
}
