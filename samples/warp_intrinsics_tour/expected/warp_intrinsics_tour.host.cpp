// A first tour of CUDA's warp and block primitives: count the positive elements of an array
// three ways and sum the array, each block adding its part to four global totals.
//
//   1. __syncthreads_count: a block barrier that also counts the threads whose predicate holds;
//   2. __ballot_sync + __popc: one bit per lane of a warp, then the number of bits set;
//   3. __shfl_xor_sync: a butterfly, after which every lane of a warp holds the warp's total
//      (used for the count and for the sum);
//   atomicAdd adds each block's or warp's part to the global totals.
//
// Checked against a CPU count and sum for several sizes and block sizes.

#include <cu2cl/cuda_api.h>
static cu2cl::Module cu2cl_module("warp_intrinsics_tour.cl");

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                                                \
  do {                                                                                             \
    cu2clError_t err_ = (call);                                                                    \
    if (err_ != cu2clSuccess) {                                                                    \
      std::fprintf(stderr, "CUDA error at %s:%d: %s: %s\n", __FILE__, __LINE__, #call,             \
                   cu2clGetErrorString(err_));                                                     \
      std::exit(EXIT_FAILURE);                                                                     \
    }                                                                                              \
  } while (0)

constexpr int kWarpSize = 32;
constexpr unsigned int kFullMask = 0xffffffffu; // every lane of the warp takes part

// totals[0]: positives by __syncthreads_count, totals[1]: by ballot and popc,
// totals[2]: by butterfly, totals[3]: the sum of all elements by butterfly.
// kernel countAndSum: see warp_intrinsics_tour.cl

// Small deterministic generator, so that a failure can be reproduced.
static unsigned int nextRandom(unsigned int &state) {
  state = state * 1664525u + 1013904223u;
  return state >> 8;
}

// Runs one case on the device and compares with the CPU; prints PASS or FAIL.
static bool runCase(const std::vector<int> &data, int blockSize) {
  int n = static_cast<int>(data.size());
  int expectedCount = 0, expectedSum = 0;
  for (int x : data) {
    expectedCount += x > 0;
    expectedSum += x;
  }

  int *d_data = nullptr, *d_totals = nullptr;
  CHECK(cu2clMalloc(&d_data, n * sizeof(int)));
  CHECK(cu2clMalloc(&d_totals, 4 * sizeof(int)));
  CHECK(cu2clMemcpy(d_data, data.data(), n * sizeof(int), cu2clMemcpyHostToDevice));
  CHECK(cu2clMemset(d_totals, 0, 4 * sizeof(int)));
  int numBlocks = (n + blockSize - 1) / blockSize;
  cu2cl::launch(cu2cl_module, "countAndSum", numBlocks, blockSize, 0, 0, d_data, n, d_totals);
  CHECK(cu2clGetLastError());
  int totals[4];
  CHECK(cu2clMemcpy(totals, d_totals, sizeof(totals), cu2clMemcpyDeviceToHost));
  CHECK(cu2clFree(d_data));
  CHECK(cu2clFree(d_totals));

  bool ok = totals[0] == expectedCount && totals[1] == expectedCount &&
            totals[2] == expectedCount && totals[3] == expectedSum;
  std::printf("n=%d block=%d positives: syncthreads_count=%d ballot=%d butterfly=%d "
              "(expected %d) sum=%d (expected %d) %s\n",
              n, blockSize, totals[0], totals[1], totals[2], expectedCount, totals[3],
              expectedSum, ok ? "PASS" : "FAIL");
  return ok;
}

int main() {
  const int sizes[] = {1, 31, 1000, 1024, 4096, 100003, 1 << 20};
  const int blockSizes[] = {64, 128, 256, 512, 1024};
  int failures = 0;
  unsigned int seed = 2024u;

  for (int n : sizes) {
    std::vector<int> data(n);
    for (int &x : data)
      x = static_cast<int>(nextRandom(seed) % 201) - 100; // in [-100, 100]
    for (int blockSize : blockSizes)
      failures += !runCase(data, blockSize);
  }

  std::printf("%d failure(s) %s\n", failures, failures ? "FAIL" : "PASS");
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}

// The kernels of this file that other files launch (cu2cl::KernelExport).
extern "C" const cu2cl::KernelExport cu2cl_kernel_Z11countAndSumPKiiPi = {&cu2cl_module, "countAndSum"};
