// Tiled 2-D kernels: a shared-memory transpose, a 3x3 weighted blur with a halo
// tile, and a block sum over dynamic shared memory. They exercise what every
// CUDA image or reduction code uses: 2-D indexing, __shared__ tiles,
// __syncthreads(), __device__ helpers and a __constant__ table.
#include <cstdio>

#define TILE 16

// Blur weights, normalised so that a constant image stays constant.
__constant__ float kBlurWeights[9] = {1.0f / 16, 2.0f / 16, 1.0f / 16,
                                      2.0f / 16, 4.0f / 16, 2.0f / 16,
                                      1.0f / 16, 2.0f / 16, 1.0f / 16};

__device__ __forceinline__ int clampIndex(int i, int n) {
  return min(max(i, 0), n - 1); // replicate the border
}

__device__ float loadClamped(const float *__restrict__ img, int x, int y, int width,
                             int height) {
  return img[clampIndex(y, height) * width + clampIndex(x, width)];
}

// out = transpose(in); in is height x width, row-major.
__global__ void transposeTiled(float *out, const float *in, int width, int height) {
  __shared__ float tile[TILE][TILE + 1]; // +1 avoids bank conflicts
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < width && y < height)
    tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < height && y < width)
    out[y * height + x] = tile[threadIdx.x][threadIdx.y];
}

// 3x3 blur; each block loads a (TILE+2)^2 halo tile first.
__global__ void blur3x3(float *out, const float *in, int width, int height) {
  __shared__ float halo[TILE + 2][TILE + 2];
  const int gx = blockIdx.x * blockDim.x + threadIdx.x;
  const int gy = blockIdx.y * blockDim.y + threadIdx.y;
  for (int ly = threadIdx.y; ly < TILE + 2; ly += blockDim.y) {
    for (int lx = threadIdx.x; lx < TILE + 2; lx += blockDim.x) {
      int sx = blockIdx.x * blockDim.x + lx - 1;
      int sy = blockIdx.y * blockDim.y + ly - 1;
      halo[ly][lx] = loadClamped(in, sx, sy, width, height);
    }
  }
  __syncthreads();
  if (gx >= width || gy >= height)
    return;
  float acc = 0.0f;
#pragma unroll
  for (int dy = 0; dy < 3; ++dy)
    for (int dx = 0; dx < 3; ++dx)
      acc += kBlurWeights[dy * 3 + dx] * halo[threadIdx.y + dy][threadIdx.x + dx];
  out[gy * width + gx] = acc;
}

// Per-block sums of squares; the block size is a power of two.
__global__ void blockSumSquares(const int *in, long long *blockSums, unsigned n) {
  extern __shared__ long long partial[];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  long long v = i < n ? (long long)in[i] * in[i] : 0;
  partial[tid] = v;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    blockSums[blockIdx.x] = partial[0];
}
