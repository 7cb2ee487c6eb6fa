// Found by tests/difftest (gen.py --seed 201, kernel k35 of a 40-kernel file), reduced by hand.
// Valid CUDA: lanes 0-5 leave the loop after its first iteration, every mask names exactly the
// lanes that arrive. Expected for lanes 6..9: rec = aaaaaaaa aaaaaa80 aaaaaa80 00000280
// (lanes 10..31: ... 00000000), a2 of lane 6 = b54cda49. The warp form (default on PoCL) prints
// that; the emulated form (CU2CL_WARP_FORM=0) prints 0 for rec[1..3] of lanes 6..31 and the a2
// of one iteration (b54cda46), as if lanes 6..31 had left the loop with lanes 0..5.
// Cause: PoCL (LLVM) miscompiles the emulated form: private_array_in_sync_loop.cl reproduces
// it with cl-run, and -cl-opt-disable, or declaring arr17 before the loop, gives the right
// result. The trigger is a private array declared inside a loop that synchronises.
#include <cstdio>
__global__ void k(unsigned *out) {
  const unsigned lane = threadIdx.x & 31u;
  unsigned a2 = lane * 0x9e3779b9u;
  unsigned rec[4];
  rec[0] = rec[1] = rec[2] = rec[3] = 0u;
  unsigned lm[4];
  for (unsigned j = 0u; j < 4u; ++j) lm[j] = __ballot_sync(0xffffffffu, lane + 32u * j < 106u);
  unsigned al = 0xffffffffu;
  for (unsigned i = lane, cnt = 0u; i < 106u; i += 32u, ++cnt) {
    const unsigned m = al & lm[cnt];
    unsigned arr17[4];   // without this array (and its two uses) both forms agree
    arr17[0] = 5u;
    arr17[1] = 6u;
    arr17[2] = 7u;
    arr17[3] = 9u;
    a2 ^= arr17[(a2 >> 3) & 3u] + arr17[3];
    rec[cnt] = __ballot_sync(m, lane & 1u);
    const unsigned gone = __ballot_sync(m, lane < 6u);
    if (lane < 6u) break;
    al &= ~gone;
  }
  for (int j = 0; j < 4; ++j) out[lane * 4u + j] = rec[j];
  out[128 + lane] = a2;
}
int main() {
  unsigned h[160], *d_out;
  cudaMalloc((void **)&d_out, sizeof(h));
  k<<<1, 32>>>(d_out);
  cudaMemcpy(h, d_out, sizeof(h), cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; ++i)
    printf("%2d %08x %08x %08x %08x  a2 %08x\n", i, h[4 * i], h[4 * i + 1], h[4 * i + 2], h[4 * i + 3], h[128 + i]);
  return 0;
}
