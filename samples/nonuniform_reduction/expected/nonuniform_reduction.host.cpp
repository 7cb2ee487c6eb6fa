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

#include <cu2cl/cuda_api.h>
static cu2cl::Module cu2cl_module("nonuniform_reduction.cl");
#include <cu2cl/algorithms.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
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

// All 32 lanes of a warp.
#define FULL_MASK 0xffffffff

// The warp size on the host, for the size of compactK's shared memory (one int per warp).
constexpr int kWarpSize = 32;

// 2^e: the bit of a warp total that the j-th ballot of compactK's offset loop looks at.
// device function pow2i: see nonuniform_reduction.cl

// The paper's predicate.
struct IsPositive {
  bool operator()(int x) const { return x > 0; }
};

// A predicate with state: valid when above a threshold.
struct GreaterThan {
  float threshold;
  bool operator()(float x) const { return x > threshold; }
};

// Phase 1: the number of valid elements of each thread block (Listing 3, L9-L18, with
// __syncthreads_count where the SYCL kernel calls reduce_over_group).
// kernel computeBlockCounts: see nonuniform_reduction.cl

// Phase 3: each valid element goes to its place in d_output (Listing 5 for 32-lane warps).
// warpTotals holds one int per warp (blockDim.x / warpSize of them, at most 32): first each
// warp's number of valid elements, then each warp's offset in the block.
// kernel compactK: see nonuniform_reduction.cl

// The three phases over d_input[0, length); returns the number of valid elements, which are
// in d_output[0, that number).
template <typename T, typename Predicate>
int compact(const T *d_input, int length, T *d_output, Predicate predicate, int blockSize) {
  int numBlocks = (length + blockSize - 1) / blockSize;
  int *d_BlocksCount = nullptr;
  int *d_BlocksOffset = nullptr;
  CHECK(cu2clMalloc(&d_BlocksCount, sizeof(int) * numBlocks));
  CHECK(cu2clMalloc(&d_BlocksOffset, sizeof(int) * numBlocks));

  // Phase 1: count the valid elements of each thread block.
  cu2cl::launch(cu2cl_module, (std::is_same<T, int>::value && std::is_same<Predicate, IsPositive>::value ? "computeBlockCounts_int_IsPositive" : std::is_same<T, float>::value && std::is_same<Predicate, GreaterThan>::value ? "computeBlockCounts_float_GreaterThan" : ""), numBlocks, blockSize, 0, 0, d_input, length, d_BlocksCount, predicate);
  CHECK(cu2clGetLastError());

  // Phase 2: exclusive prefix sum of the block counts gives each block's output offset.
  cu2cl::exclusive_scan(cu2cl_module, "cu2cl_scan_int", d_BlocksCount, d_BlocksCount + numBlocks,
                         d_BlocksOffset);

  // Phase 3: offsets of the threads in their warps and of the warps in their blocks; store.
  cu2cl::launch(cu2cl_module, (std::is_same<T, int>::value && std::is_same<Predicate, IsPositive>::value ? "compactK_int_IsPositive" : std::is_same<T, float>::value && std::is_same<Predicate, GreaterThan>::value ? "compactK_float_GreaterThan" : ""), numBlocks, blockSize, sizeof(int) * (blockSize / kWarpSize), 0,
      d_input, length, d_output, d_BlocksOffset, predicate);
  CHECK(cu2clGetLastError());

  // The number of valid elements: the last block's offset plus its count.
  int lastOffset = 0;
  int lastCount = 0;
  CHECK(cu2clMemcpy(&lastOffset, d_BlocksOffset + numBlocks - 1, sizeof(int),
                   cu2clMemcpyDeviceToHost));
  CHECK(cu2clMemcpy(&lastCount, d_BlocksCount + numBlocks - 1, sizeof(int),
                   cu2clMemcpyDeviceToHost));
  CHECK(cu2clFree(d_BlocksCount));
  CHECK(cu2clFree(d_BlocksOffset));
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
  CHECK(cu2clMalloc(&d_input, sizeof(T) * length));
  CHECK(cu2clMalloc(&d_output, sizeof(T) * length));
  CHECK(cu2clMemcpy(d_input, input.data(), sizeof(T) * length, cu2clMemcpyHostToDevice));
  // Every byte 0xff: an int -1 or a float NaN, which no input holds, so an element written
  // past the end of the output shows.
  CHECK(cu2clMemset(d_output, 0xff, sizeof(T) * length));

  int count = compact(d_input, length, d_output, predicate, blockSize);
  CHECK(cu2clDeviceSynchronize());

  std::vector<T> output(length);
  CHECK(cu2clMemcpy(output.data(), d_output, sizeof(T) * length, cu2clMemcpyDeviceToHost));
  CHECK(cu2clFree(d_input));
  CHECK(cu2clFree(d_output));

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
