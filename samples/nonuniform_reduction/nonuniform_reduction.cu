// Nonuniform reduction (stream compaction): keep the elements of d_input that satisfy a
// predicate, in order, as in
//   Z. Jin and J. S. Vetter, "Evaluating Nonuniform Reduction in HIP and SYCL on GPUs"
//   (seed /work/shared/seeds/000_bbaeda823c069474.txt).
//
// The paper migrates an optimized CUDA implementation in three phases (its Listing 2):
//
//   1. computeBlockCounts (Listing 3, there in SYCL): each thread block counts its valid
//      elements with __syncthreads_count, and its first thread stores the count;
//   2. thrust::exclusive_scan(thrust::device, ...) over the block counts gives each block's
//      output offset (Listing 4, there in oneDPL);
//   3. compactK (Listing 5, there in HIP with 64-lane wavefronts): inside a warp, __ballot_sync
//      and __popc under a lane mask give each valid element its offset in its warp; the last
//      lane of each warp stores the warp's total in shared memory; the first warp turns the
//      totals into warp offsets with a bit-manipulation loop (one ballot per bit of a total);
//      every valid element is stored at block offset + warp offset + offset in its warp.
//
// Here the kernels are written as the CUDA original that the paper starts from: 32-lane
// warps, FULL_MASK = 0xffffffff, and the thread mask FULL_MASK >> (warpSize - w_l), which is 0
// for lane 0 because CUDA's shift by 32 gives 0 (the paper's remark on its L15: the same
// expression on HIP's 64-bit mask needs the explicit w_l == 0 case). The whole body of both
// kernels is inside `if (idx < length)`, as in the paper: the threads of the last block that
// are past the end take no part in __syncthreads_count, __ballot_sync and __syncthreads.
//
// Both kernels are templated on the element type and on a predicate functor. main() runs
// int with IsPositive (the paper's predicate: "true when the value of an input element is
// positive") and float with GreaterThan (the paper's "comparing each element's value with a
// threshold") over several sizes and all block sizes from 64 to 1024, and checks each
// result against the sequential reduction of Listing 1.
//
// Usage: nonuniform_reduction [n ...]   (sizes; by default a fixed list up to 2^20 + 3)

#include <cuda_runtime.h>
#include <thrust/execution_policy.h>
#include <thrust/scan.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(call)                                                                                \
  do {                                                                                             \
    cudaError_t err_ = (call);                                                                     \
    if (err_ != cudaSuccess) {                                                                     \
      std::fprintf(stderr, "CUDA error at %s:%d: %s: %s\n", __FILE__, __LINE__, #call,             \
                   cudaGetErrorString(err_));                                                      \
      std::exit(EXIT_FAILURE);                                                                     \
    }                                                                                              \
  } while (0)

// All 32 lanes of a warp.
#define FULL_MASK 0xffffffff

// The warp size on the host, for the size of compactK's shared memory (one int per warp).
constexpr int kWarpSize = 32;

// 2^e: the bit of a warp total that the j-th ballot of compactK's offset loop looks at.
__device__ int pow2i(int e) { return 1 << e; }

// The paper's predicate.
struct IsPositive {
  __device__ bool operator()(int x) const { return x > 0; }
};

// A predicate with state: valid when above a threshold.
struct GreaterThan {
  float threshold;
  __device__ bool operator()(float x) const { return x > threshold; }
};

// Phase 1: the number of valid elements of each thread block (Listing 3, L9-L18, with
// __syncthreads_count where the SYCL kernel calls reduce_over_group).
template <typename T, typename Predicate>
__global__ void computeBlockCounts(const T *__restrict__ d_input, int length,
                                   int *__restrict__ d_BlockCounts, Predicate predicate) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < length) {
    int pred = predicate(d_input[idx]);
    int c = __syncthreads_count(pred);
    if (threadIdx.x == 0) {
      d_BlockCounts[blockIdx.x] = c;
    }
  }
}

// Phase 3: each valid element goes to its place in d_output (Listing 5 for 32-lane warps).
// warpTotals holds one int per warp (blockDim.x / warpSize of them, at most 32): first each
// warp's number of valid elements, then each warp's offset in the block.
template <typename T, typename Predicate>
__global__ void compactK(const T *__restrict__ d_input, int length, T *__restrict__ d_output,
                         const int *__restrict__ d_BlocksOffset, Predicate predicate) {
  extern __shared__ int warpTotals[];
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < length) {
    int pred = predicate(d_input[idx]);
    int w_i = threadIdx.x / warpSize; // warp index in the block
    int w_l = idx % warpSize;         // thread index in the warp
    // Thread mask: the lanes below w_l. For w_l == 0 the shift is by 32, which gives 0.
    unsigned int t_m = FULL_MASK >> (warpSize - w_l);
    // Ballot: bit i is set when lane i's predicate is true; masked to the lanes below.
    unsigned int b = __ballot_sync(FULL_MASK, pred) & t_m;
    // Offset of this thread's element in its warp: valid elements before it.
    int t_u = __popc(b);
    // The last thread of each warp stores the warp's number of valid elements.
    if (w_l == warpSize - 1)
      warpTotals[w_i] = t_u + pred;
    __syncthreads();

    // The first numWarps threads of the first warp turn the warp totals into warp offsets
    // (an exclusive prefix sum). A total is at most 32, so bits 0 to 5 (j <= 5) are needed:
    // the j-th ballot tells each lane which warps have bit j set in their total, and those
    // of the warps below it add 2^j each to its offset.
    int numWarps = blockDim.x / warpSize;
    unsigned int numWarpsMask = FULL_MASK >> (warpSize - numWarps);
    if (w_i == 0 && w_l < numWarps) {
      int w_i_u = 0;
      for (int j = 0; j <= 5; j++) {
        unsigned int b_j = __ballot_sync(numWarpsMask, warpTotals[w_l] & pow2i(j));
        w_i_u += (__popc(b_j & t_m) << j);
      }
      warpTotals[w_l] = w_i_u;
    }
    __syncthreads();

    // A valid element goes to: offset in its warp + warp offset in the block + block offset
    // in the grid.
    if (pred) {
      d_output[t_u + warpTotals[w_i] + d_BlocksOffset[blockIdx.x]] = d_input[idx];
    }
  }
}

// The three phases over d_input[0, length); returns the number of valid elements, which are
// in d_output[0, that number).
template <typename T, typename Predicate>
int compact(const T *d_input, int length, T *d_output, Predicate predicate, int blockSize) {
  int numBlocks = (length + blockSize - 1) / blockSize;
  int *d_BlocksCount = nullptr;
  int *d_BlocksOffset = nullptr;
  CHECK(cudaMalloc(&d_BlocksCount, sizeof(int) * numBlocks));
  CHECK(cudaMalloc(&d_BlocksOffset, sizeof(int) * numBlocks));

  // Phase 1: count the valid elements of each thread block.
  computeBlockCounts<<<numBlocks, blockSize>>>(d_input, length, d_BlocksCount, predicate);
  CHECK(cudaGetLastError());

  // Phase 2: exclusive prefix sum of the block counts gives each block's output offset.
  thrust::exclusive_scan(thrust::device, d_BlocksCount, d_BlocksCount + numBlocks,
                         d_BlocksOffset);

  // Phase 3: offsets of the threads in their warps and of the warps in their blocks; store.
  compactK<<<numBlocks, blockSize, sizeof(int) * (blockSize / kWarpSize)>>>(
      d_input, length, d_output, d_BlocksOffset, predicate);
  CHECK(cudaGetLastError());

  // The number of valid elements: the last block's offset plus its count.
  int lastOffset = 0;
  int lastCount = 0;
  CHECK(cudaMemcpy(&lastOffset, d_BlocksOffset + numBlocks - 1, sizeof(int),
                   cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&lastCount, d_BlocksCount + numBlocks - 1, sizeof(int),
                   cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_BlocksCount));
  CHECK(cudaFree(d_BlocksOffset));
  return lastOffset + lastCount;
}

// Small deterministic generator, so that a failure can be reproduced.
static unsigned int nextRandom(unsigned int &state) {
  state = state * 1664525u + 1013904223u;
  return state >> 8;
}

// Runs one case on the device and checks it against Listing 1 (the sequential reduction):
// the count, every valid element in order, and that nothing was written past them.
// Prints one line that ends in PASS or FAIL.
template <typename T, typename Predicate, typename HostPredicate>
bool runCase(const char *name, const char *data, const std::vector<T> &input,
             Predicate predicate, HostPredicate isValid, int blockSize) {
  int length = static_cast<int>(input.size());
  std::vector<T> expected;
  for (int i = 0; i < length; i++)
    if (isValid(input[i]))
      expected.push_back(input[i]);
  int expectedCount = static_cast<int>(expected.size());

  T *d_input = nullptr;
  T *d_output = nullptr;
  CHECK(cudaMalloc(&d_input, sizeof(T) * length));
  CHECK(cudaMalloc(&d_output, sizeof(T) * length));
  CHECK(cudaMemcpy(d_input, input.data(), sizeof(T) * length, cudaMemcpyHostToDevice));
  // Every byte 0xff: an int -1 or a float NaN, which no input holds, so an element written
  // past the end of the output shows.
  CHECK(cudaMemset(d_output, 0xff, sizeof(T) * length));

  int count = compact(d_input, length, d_output, predicate, blockSize);
  CHECK(cudaDeviceSynchronize());

  std::vector<T> output(length);
  CHECK(cudaMemcpy(output.data(), d_output, sizeof(T) * length, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_input));
  CHECK(cudaFree(d_output));

  int firstWrong = -1;
  if (count == expectedCount) {
    for (int i = 0; i < count && firstWrong < 0; i++)
      if (!(output[i] == expected[i]))
        firstWrong = i;
  }
  int firstOverwritten = -1;
  if (count == expectedCount) {
    unsigned char ff[sizeof(T)];
    std::memset(ff, 0xff, sizeof(T));
    for (int i = count; i < length && firstOverwritten < 0; i++)
      if (std::memcmp(&output[i], ff, sizeof(T)) != 0)
        firstOverwritten = i;
  }
  bool ok = count == expectedCount && firstWrong < 0 && firstOverwritten < 0;

  char kernel[64];
  std::snprintf(kernel, sizeof(kernel), "compactK<%s>", name);
  std::printf("%-28s %-6s n=%-8d block=%-5d count=%d expected=%d", kernel, data, length, blockSize,
              count, expectedCount);
  if (firstWrong >= 0)
    std::printf(" first wrong element at %d", firstWrong);
  if (firstOverwritten >= 0)
    std::printf(" written past the end at %d", firstOverwritten);
  std::printf(" %s\n", ok ? "PASS" : "FAIL");
  return ok;
}

int main(int argc, char **argv) {
  std::vector<int> sizes = {1, 31, 1000, 4099, 1 << 16, (1 << 20) + 3};
  if (argc > 1) {
    sizes.clear();
    for (int a = 1; a < argc; a++) {
      int n = std::atoi(argv[a]);
      if (n < 1) {
        std::fprintf(stderr, "usage: %s [n ...]  (sizes >= 1)\n", argv[0]);
        return EXIT_FAILURE;
      }
      sizes.push_back(n);
    }
  }
  const int blockSizes[] = {64, 128, 256, 512, 1024};
  const float threshold = 0.75f; // keeps about a quarter of the floats
  int cases = 0;
  int failures = 0;
  unsigned int seed = 20230508u;

  for (int n : sizes) {
    // mixed: about half valid; all: every element valid, so warp totals of 32 (bit 5 of the
    // offset loop) and full blocks; none: no element valid.
    std::vector<int> mixed(n), all(n), none(n);
    std::vector<float> floats(n);
    for (int i = 0; i < n; i++) {
      mixed[i] = static_cast<int>(nextRandom(seed) % 201) - 100;
      all[i] = static_cast<int>(nextRandom(seed) % 100) + 1;
      none[i] = -static_cast<int>(nextRandom(seed) % 100);
      floats[i] = static_cast<float>(nextRandom(seed) % 10000) / 10000.0f;
    }
    auto isPositive = [](int x) { return x > 0; };
    auto isAbove = [threshold](float x) { return x > threshold; };
    for (int blockSize : blockSizes) {
      failures += !runCase("int,IsPositive", "mixed", mixed, IsPositive{}, isPositive, blockSize);
      failures += !runCase("int,IsPositive", "all", all, IsPositive{}, isPositive, blockSize);
      failures += !runCase("int,IsPositive", "none", none, IsPositive{}, isPositive, blockSize);
      failures += !runCase("float,GreaterThan", "mixed", floats, GreaterThan{threshold},
                           isAbove, blockSize);
      cases += 4;
    }
  }

  std::printf("%d of %d cases passed %s\n", cases - failures, cases, failures ? "FAIL" : "PASS");
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
