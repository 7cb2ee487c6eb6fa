// cub::BlockReduce in kernels (cu2cl-cc/block_reduce.test): sums, a maximum with cub::Max and
// a partial sum over the first num_valid threads, in blocks of 256 and of 96 (not a power of
// two), checked against the host's own sums. It times itself with std::chrono, which CUDA's
// <cub/cub.cuh> brings without an include of <chrono>.
#include <cub/cub.cuh>

#include <cstdio>
#include <vector>

template <int BLOCK> __global__ void reduceBlocks(const int *in, long long *out, int n) {
  typedef cub::BlockReduce<long long, BLOCK> LongReduce;
  using IntReduce = cub::BlockReduce<int, BLOCK>;
  __shared__ typename LongReduce::TempStorage longStorage;
  __shared__ typename IntReduce::TempStorage intStorage;
  int i = blockIdx.x * BLOCK + threadIdx.x;
  int value = i < n ? in[i] : 0;
  long long total = LongReduce(longStorage).Sum((long long)value);
  int largest = IntReduce(intStorage).Reduce(i < n ? value : -1, cub::Max());
  int smallest = IntReduce(intStorage).Reduce(value, cub::Min(), 7);
  int firstTen = IntReduce(intStorage).Sum(value, 10);
  if (threadIdx.x == 0) {
    out[4 * blockIdx.x] = total;
    out[4 * blockIdx.x + 1] = largest;
    out[4 * blockIdx.x + 2] = smallest;
    out[4 * blockIdx.x + 3] = firstTen;
  }
}

template <int BLOCK> int check(const std::vector<int> &values) {
  int n = static_cast<int>(values.size());
  int blocks = (n + BLOCK - 1) / BLOCK;
  int *in = nullptr;
  long long *out = nullptr;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, 4 * blocks * sizeof(long long));
  cudaMemcpy(in, values.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  reduceBlocks<BLOCK><<<blocks, BLOCK>>>(in, out, n);
  std::vector<long long> got(4 * blocks);
  cudaMemcpy(got.data(), out, got.size() * sizeof(long long), cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int b = 0; b < blocks; ++b) {
    long long total = 0, firstTen = 0;
    int largest = -1, smallest = 1 << 30;
    for (int t = 0; t < BLOCK; ++t) {
      int i = b * BLOCK + t;
      int value = i < n ? values[i] : 0;
      total += value;
      largest = std::max(largest, i < n ? value : -1);
      if (t < 7)
        smallest = std::min(smallest, value);
      if (t < 10)
        firstTen += value;
    }
    wrong += got[4 * b] != total || got[4 * b + 1] != largest || got[4 * b + 2] != smallest ||
             got[4 * b + 3] != firstTen;
  }
  cudaFree(in);
  cudaFree(out);
  std::printf("block %d: %d blocks, %d wrong\n", BLOCK, blocks, wrong);
  return wrong;
}

int main() {
  auto start = std::chrono::steady_clock::now();
  std::vector<int> values(1000);
  for (int i = 0; i < 1000; ++i)
    values[i] = (i * 7919) % 1013 - 500;
  int wrong = check<256>(values) + check<96>(values);
  std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
  if (seconds.count() < 0)
    wrong = 1;
  std::printf("%s\n", wrong ? "FAIL" : "PASS");
  return wrong ? 1 : 0;
}
