// Stream compaction (keep the elements that satisfy a predicate, in order) in three phases:
//
//   1. computeBlockCounts: each block counts its selected elements with __syncthreads_count;
//   2. thrust::exclusive_scan over the per-block counts gives each block's output offset;
//   3. compactK: each block scatters its selected elements. Inside a block, a warp's ballot and
//      __popc give each element its rank in its warp; the warps' totals are scanned in shared
//      memory by warp 0 (again with ballots, one bit of the totals at a time).
//
// Templated on the element type and on a predicate functor: int with IsPositive (an empty
// functor) and float with Above{threshold} (a functor with state). Checked against a CPU
// compaction for several sizes and block sizes.

#include <cuda_runtime.h>
#include <thrust/execution_policy.h>
#include <thrust/scan.h>

#include "../common/check.h"
#include "../common/cuda_check.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

constexpr int kWarpSize = 32;
constexpr int kMaxWarpsPerBlock = 1024 / kWarpSize;

struct IsPositive {
  __device__ bool operator()(int x) const { return x > 0; }
};

struct Above {
  float threshold;
  __device__ bool operator()(float x) const { return x > threshold; }
};

// Phase 1: one count per block. Threads past the end do not take part, so the last block's
// barrier is reached by fewer threads than the block has.
template <typename T, typename Pred>
__global__ void computeBlockCounts(const T *d_input, int length, int *d_blockCounts, Pred pred) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < length) {
    int count = __syncthreads_count(pred(d_input[idx]));
    if (threadIdx.x == 0)
      d_blockCounts[blockIdx.x] = count;
  }
}

// Phase 3: scatter. Every thread of the block takes part in the ballots and barriers (an
// element past the end is simply not selected), so the full mask is always right.
template <typename T, typename Pred>
__global__ void compactK(const T *d_input, int length, T *d_output, const int *d_blocksOffset,
                         Pred pred) {
  __shared__ int warpTotals[kMaxWarpsPerBlock];

  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  int lane = threadIdx.x % kWarpSize;
  int warp = threadIdx.x / kWarpSize;
  int numWarps = blockDim.x / kWarpSize;
  bool keep = idx < length && pred(d_input[idx]);

  // Lanes below this one. For lane 0 the shift is by 32, which CUDA's shift instruction clamps
  // to give an empty mask.
  unsigned int lanesBelow = 0xffffffff >> (32 - lane);
  unsigned int votes = __ballot_sync(0xffffffff, keep);
  int rankInWarp = __popc(votes & lanesBelow);
  if (lane == kWarpSize - 1)
    warpTotals[warp] = rankInWarp + keep;
  __syncthreads();

  // Exclusive scan of the warp totals by warp 0: a total is at most 32, so six ballots (one
  // per bit) give every warp the sum of the totals of the warps before it.
  if (warp == 0) {
    int total = lane < numWarps ? warpTotals[lane] : 0;
    int warpOffset = 0;
    for (int bit = 0; bit <= 5; ++bit) {
      unsigned int bitVotes = __ballot_sync(0xffffffff, total & (1 << bit));
      warpOffset += __popc(bitVotes & lanesBelow) << bit;
    }
    warpTotals[lane] = warpOffset;
  }
  __syncthreads();

  if (keep)
    d_output[d_blocksOffset[blockIdx.x] + warpTotals[warp] + rankInWarp] = d_input[idx];
}

// Compacts d_input[0, length) into d_output; returns the number of elements kept.
template <typename T, typename Pred>
int compact(const T *d_input, int length, T *d_output, Pred pred, int blockSize) {
  int numBlocks = (length + blockSize - 1) / blockSize;
  int *d_blockCounts = nullptr;
  int *d_blockOffsets = nullptr;
  CHECK(cudaMalloc(&d_blockCounts, numBlocks * sizeof(int)));
  CHECK(cudaMalloc(&d_blockOffsets, numBlocks * sizeof(int)));

  computeBlockCounts<<<numBlocks, blockSize>>>(d_input, length, d_blockCounts, pred);
  CHECK(cudaGetLastError());
  thrust::exclusive_scan(thrust::device, d_blockCounts, d_blockCounts + numBlocks, d_blockOffsets);
  compactK<<<numBlocks, blockSize>>>(d_input, length, d_output, d_blockOffsets, pred);
  CHECK(cudaGetLastError());

  // The last block's offset plus its count is the total.
  int lastOffset = 0, lastCount = 0;
  CHECK(
      cudaMemcpy(&lastOffset, d_blockOffsets + numBlocks - 1, sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&lastCount, d_blockCounts + numBlocks - 1, sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_blockCounts));
  CHECK(cudaFree(d_blockOffsets));
  return lastOffset + lastCount;
}

// Small deterministic generator, so that a failure can be reproduced.
static unsigned int nextRandom(unsigned int &state) {
  state = state * 1664525u + 1013904223u;
  return state >> 8;
}

// Runs one case on the device and compares with a CPU compaction; prints PASS or FAIL.
template <typename T, typename Pred, typename HostPred>
bool runCase(const char *name, const std::vector<T> &input, Pred pred, HostPred hostPred,
             int blockSize) {
  int length = static_cast<int>(input.size());
  std::vector<T> expected;
  for (const T &x : input)
    if (hostPred(x))
      expected.push_back(x);

  T *d_input = nullptr, *d_output = nullptr;
  CHECK(cudaMalloc(&d_input, length * sizeof(T)));
  CHECK(cudaMalloc(&d_output, length * sizeof(T)));
  CHECK(cudaMemcpy(d_input, input.data(), length * sizeof(T), cudaMemcpyHostToDevice));
  int kept = compact(d_input, length, d_output, pred, blockSize);

  bool ok = kept == static_cast<int>(expected.size());
  int firstWrong = -1;
  if (ok && kept > 0) {
    std::vector<T> output(kept);
    CHECK(cudaMemcpy(output.data(), d_output, kept * sizeof(T), cudaMemcpyDeviceToHost));
    for (int i = 0; i < kept && firstWrong < 0; ++i)
      if (output[i] != expected[i])
        firstWrong = i;
    ok = firstWrong < 0;
  }
  CHECK(cudaFree(d_input));
  CHECK(cudaFree(d_output));

  std::printf("%s %s n=%d block=%d kept=%d expected=%zu", ok ? "PASS" : "FAIL", name, length,
              blockSize, kept, expected.size());
  if (firstWrong >= 0)
    std::printf(" first difference at %d", firstWrong);
  std::printf("\n");
  return ok;
}

int main() {
  const int sizes[] = {1, 31, 1000, 1024, 4096, 100003, 1 << 20, (1 << 20) + 17};
  const int blockSizes[] = {64, 128, 256, 512, 1024};
  int failures = 0;
  unsigned int seed = 12345u;

  for (int n : sizes) {
    std::vector<int> ints(n);
    std::vector<float> floats(n);
    for (int i = 0; i < n; ++i) {
      ints[i] = static_cast<int>(nextRandom(seed) % 201) - 100; // about half positive
      floats[i] = static_cast<float>(nextRandom(seed) % 10000) / 10000.0f;
    }
    const float threshold = 0.75f; // keeps about a quarter
    for (int blockSize : blockSizes) {
      failures +=
          !runCase("int/IsPositive", ints, IsPositive{}, [](int x) { return x > 0; }, blockSize);
      failures += !runCase(
          "float/Above", floats, Above{threshold}, [threshold](float x) { return x > threshold; },
          blockSize);
    }
  }

  return finish(failures);
}
