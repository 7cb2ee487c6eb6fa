// Legacy warp-synchronous code that reaches its shared memory through each warp's own part of
// it or through a device function (cu2cl-cc/warp_lockstep_parts.test): a window sum over
// columns that the warp's lanes loaded, through a pointer each warp moves to its part; and an
// 8x8 tile that lanes load by columns and a device function then scans by rows and by columns,
// as a separable transform does (HeCBench bm3d's block matching and DCT are written so). No
// __syncwarp orders the lanes: the result is what a warp computes in lockstep, which the host
// computes here to check.
#include <cstdio>

__device__ __forceinline__ unsigned part(unsigned x, unsigned y, unsigned width) {
  return x + y * width;
}

__global__ void windows(const unsigned *in, unsigned *out) {
  extern __shared__ unsigned s_data[];
  int lane = threadIdx.x % warpSize;
  int warp = threadIdx.x / warpSize;
  unsigned *columns = s_data;
  columns += part(0, warp, 40);
  for (int x = 0; x < 4; ++x) {
    for (int i = lane; i < 40; i += warpSize)
      columns[i] = in[i + x + warp];
    unsigned sum = 0;
    for (int i = 0; i < 8; ++i)
      sum += columns[lane + i];
    out[(warp * 4 + x) * 32 + lane] = sum;
  }
}

// In place: v[k] += v[k - 1] along 8 elements `stride` apart.
__device__ void scan8(float *v, int stride) {
  for (int k = 1; k < 8; ++k)
    v[k * stride] += v[(k - 1) * stride];
}

// Blocks of 8 x 4 threads: threadIdx.y picks one of 4 tiles, threadIdx.x a column of it.
__global__ void tiles(const float *in, float *out) {
  __shared__ float tile[4 * 64];
  int offset = threadIdx.y * 64 + threadIdx.x;
  float *column = tile + offset;
  for (int i = 0; i < 8; ++i)
    column[i * 8] = in[blockIdx.x * 256 + offset + i * 8];
  scan8(column - threadIdx.x + 8 * threadIdx.x, 1); // row threadIdx.x
  scan8(column, 8);                                 // column threadIdx.x
  for (int i = 0; i < 8; ++i)
    out[blockIdx.x * 256 + offset + i * 8] = column[i * 8];
}

int main() {
  unsigned h[64], o[256];
  for (int i = 0; i < 64; ++i)
    h[i] = i * 7 + 1;
  unsigned *d, *dout;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  windows<<<1, 64, 80 * sizeof(unsigned)>>>(d, dout);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int w = 0; w < 2; ++w)
    for (int x = 0; x < 4; ++x)
      for (int t = 0; t < 32; ++t) {
        unsigned s = 0;
        for (int i = 0; i < 8; ++i)
          s += h[t + i + x + w];
        wrong += o[(w * 4 + x) * 32 + t] != s;
      }
  std::printf("windows: %d of 256 wrong\n", wrong);

  const int n = 2 * 256;
  float hin[n], hout[n];
  for (int i = 0; i < n; ++i)
    hin[i] = float((i * 13) % 17);
  float *fin, *fout;
  cudaMalloc(&fin, sizeof hin);
  cudaMalloc(&fout, sizeof hout);
  cudaMemcpy(fin, hin, sizeof hin, cudaMemcpyHostToDevice);
  tiles<<<2, dim3(8, 4)>>>(fin, fout);
  cudaMemcpy(hout, fout, sizeof hout, cudaMemcpyDeviceToHost);
  wrong = 0;
  for (int t = 0; t < n / 64; ++t) {
    float m[8][8]; // m[row][column] of tile t, scanned along rows, then along columns
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c)
        m[r][c] = hin[t * 64 + r * 8 + c];
    for (int r = 0; r < 8; ++r)
      for (int c = 1; c < 8; ++c)
        m[r][c] += m[r][c - 1];
    for (int c = 0; c < 8; ++c)
      for (int r = 1; r < 8; ++r)
        m[r][c] += m[r - 1][c];
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c)
        wrong += hout[t * 64 + r * 8 + c] != m[r][c];
  }
  std::printf("tiles: %d of %d wrong\n", wrong, n);
  return 0;
}
