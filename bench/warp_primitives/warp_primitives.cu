// Kernels of the warp-primitives micro-benchmark (section "warp_primitives" of
// bench/README.md). warp_primitives_bench translates this file with cu2cl at run time and
// times what cu2cl emits, so the numbers are those of translated code on the chosen backend.
//
// One element per thread, no grid-stride loop: n is a multiple of every block size used, so
// no thread is out of range and every primitive is reached by the whole block.

__global__ void copyKernel(int *out, const int *in) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}

__global__ void ballotKernel(int *out, const int *in) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = (int)__ballot_sync(0xffffffffu, in[i] > 0);
}

__global__ void shuffleKernel(int *out, const int *in) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __shfl_xor_sync(0xffffffffu, in[i], 1);
}

__global__ void syncthreadsCountKernel(int *out, const int *in) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __syncthreads_count(in[i] > 0);
}

// Warp sum by five shuffles down (the usual reduction tree); lane 0 holds the warp's sum, the
// other lanes partial sums of the lanes from theirs up (exactly as on CUDA hardware).
__global__ void warpReduceKernel(int *out, const int *in) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  out[i] = v;
}
