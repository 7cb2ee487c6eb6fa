// Integer sum reduction, as in
//   Z. Jin and J. Vetter, "Evaluating the Performance of Integer Sum Reduction in SYCL on GPUs"
//   (seed /work/shared/seeds/001_2879c46c7d74263b.txt),
// with the paper's SYCL kernels written as CUDA kernels:
//
//   reduceShared            Listing 2: every thread adds its integer to a partial sum in shared
//                           memory with an atomic; the last thread of the block adds the
//                           partial sum to the output with a global atomic.
//   reduceVectorized<V, N>  Listing 3: every thread loads N consecutive integers as vectors
//                           (N = 1, 2, 4, 8, 16), sums them into r, then as Listing 2. CUDA's
//                           widest load per thread is 16 bytes, so V is int for N = 1, int2
//                           for N = 2 and int4 for N = 4, 8 and 16 (N / 4 int4 loads, where
//                           SYCL has vec<int, 8> and vec<int, 16>).
//   reduceWorkload<L>       Listing 4: every thread accumulates L integers, WGS apart, of its
//                           block's L * WGS, then as Listing 2 (L = 1, 2, ..., 32).
//   reduceWarpShuffleDown   every thread one integer; a __shfl_down_sync tree sums each warp
//                           and lane 0 adds the warp's sum to the output (atomicAdd).
//   reduceWarpShuffleXor    a grid-stride loop, then a __shfl_xor_sync butterfly: lane 0 of
//                           every warp adds the warp's sum to the block's partial sum in shared
//                           memory, which the last thread adds to the output, as Listing 2.
//                           (The paper compares with an OpenCL sub-group reduction kernel;
//                           these two are the CUDA warp-level counterparts.)
//   thrust::reduce, cub::DeviceReduce::Sum
//                           Listings 6 and 7, the libraries the paper compares with (over
//                           device pointers with thrust::device, where Listing 6 uses a
//                           thrust::device_vector).
//
// The paper reduces multiples of the global work size; here every kernel takes any length M:
// the threads past the end add 0, and the barriers stay where all threads of a block reach
// them. main() runs every kernel over several lengths (not multiples of the block size
// included) and all block sizes from 64 to 1024, and checks each sum against the sequential
// reduction of Listing 1.
//
// Usage: sum_reduction [M ...]   (lengths; by default a fixed list up to 2^20 + 3)

#include <cu2cl/algorithms.h>
#include <cu2cl/cuda_api.h>
static cu2cl::Module cu2cl_module("sum_reduction.cl");

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

// All 32 lanes of a warp.
#define FULL_MASK 0xffffffff

// Listing 2: the hierarchical reduction over global and shared memory.
// kernel reduceShared: see sum_reduction.cl

// The sum of the lanes of a loaded vector (vi.s0() + vi.s1() + ... in Listing 3).
// device function sumOf: see sum_reduction.cl
// device function sumOf: see sum_reduction.cl
// device function sumOf: see sum_reduction.cl

// Listing 3: thread gid loads input[gid * N, gid * N + N) as N / (ints in V) loads of type V.
// The last thread of a length that is not a multiple of N reads its partial vector one int
// at a time.
// kernel reduceVectorized: see sum_reduction.cl

// Listing 4: block blk covers input[blk * WGS * L, (blk + 1) * WGS * L); thread lid adds the
// elements lid, lid + WGS, lid + 2 * WGS, ... of it (end capped at M).
// kernel reduceWorkload: see sum_reduction.cl

// One integer per thread; a shuffle-down tree leaves the warp's sum in lane 0. Every lane
// takes part (those past the end with 0), so FULL_MASK names exactly the lanes that call.
// kernel reduceWarpShuffleDown: see sum_reduction.cl

// A grid-stride loop over the input, then a butterfly: after it every lane holds its warp's
// sum. Lane 0 of each warp adds it to the block's partial sum in shared memory.
// kernel reduceWarpShuffleXor: see sum_reduction.cl

static int divUp(int a, int b) { return (a + b - 1) / b; }

// The grid of reduceWarpShuffleXor: at most this many blocks, so that the grid-stride loop
// runs several times over the larger inputs.
constexpr int kStrideBlocks = 16;

template <typename V, int N>
void launchVectorized(const int *d_input, int M, int *d_out, int blockSize) {
  cu2cl::launch(cu2cl_module, (std::is_same<V, int>::value && N == 1 ? "reduceVectorized_int_1" : std::is_same<V, int2>::value && N == 2 ? "reduceVectorized_int2_2" : std::is_same<V, int4>::value && N == 4 ? "reduceVectorized_int4_4" : std::is_same<V, int4>::value && N == 8 ? "reduceVectorized_int4_8" : std::is_same<V, int4>::value && N == 16 ? "reduceVectorized_int4_16" : ""), divUp(divUp(M, N), blockSize), blockSize, 0, 0, d_input, M, d_out);
}

template <int L>
void launchWorkload(const int *d_input, int M, int *d_out, int blockSize) {
  cu2cl::launch(cu2cl_module, (L == 1 ? "reduceWorkload_1" : L == 2 ? "reduceWorkload_2" : L == 4 ? "reduceWorkload_4" : L == 8 ? "reduceWorkload_8" : L == 16 ? "reduceWorkload_16" : L == 32 ? "reduceWorkload_32" : ""), divUp(M, blockSize * L), blockSize, 0, 0, d_input, M, d_out);
}

const char *const kKernelNames[] = {
    "reduceShared",
    "reduceVectorized<int,1>",
    "reduceVectorized<int2,2>",
    "reduceVectorized<int4,4>",
    "reduceVectorized<int4,8>",
    "reduceVectorized<int4,16>",
    "reduceWorkload<1>",
    "reduceWorkload<2>",
    "reduceWorkload<4>",
    "reduceWorkload<8>",
    "reduceWorkload<16>",
    "reduceWorkload<32>",
    "reduceWarpShuffleDown",
    "reduceWarpShuffleXor",
};
constexpr int kNumKernels = sizeof(kKernelNames) / sizeof(kKernelNames[0]);

// Launches kernel number `kernel` of kKernelNames over d_input[0, M), adding into *d_out.
void launchReduction(int kernel, const int *d_input, int M, int *d_out, int blockSize) {
  switch (kernel) {
  case 0:
    cu2cl::launch(cu2cl_module, "reduceShared", divUp(M, blockSize), blockSize, 0, 0, d_input, M, d_out);
    break;
  case 1:
    launchVectorized<int, 1>(d_input, M, d_out, blockSize);
    break;
  case 2:
    launchVectorized<int2, 2>(d_input, M, d_out, blockSize);
    break;
  case 3:
    launchVectorized<int4, 4>(d_input, M, d_out, blockSize);
    break;
  case 4:
    launchVectorized<int4, 8>(d_input, M, d_out, blockSize);
    break;
  case 5:
    launchVectorized<int4, 16>(d_input, M, d_out, blockSize);
    break;
  case 6:
    launchWorkload<1>(d_input, M, d_out, blockSize);
    break;
  case 7:
    launchWorkload<2>(d_input, M, d_out, blockSize);
    break;
  case 8:
    launchWorkload<4>(d_input, M, d_out, blockSize);
    break;
  case 9:
    launchWorkload<8>(d_input, M, d_out, blockSize);
    break;
  case 10:
    launchWorkload<16>(d_input, M, d_out, blockSize);
    break;
  case 11:
    launchWorkload<32>(d_input, M, d_out, blockSize);
    break;
  case 12:
    cu2cl::launch(cu2cl_module, "reduceWarpShuffleDown", divUp(M, blockSize), blockSize, 0, 0, d_input, M, d_out);
    break;
  case 13: {
    int numBlocks = divUp(M, blockSize);
    if (numBlocks > kStrideBlocks)
      numBlocks = kStrideBlocks;
    cu2cl::launch(cu2cl_module, "reduceWarpShuffleXor", numBlocks, blockSize, 0, 0, d_input, M, d_out);
    break;
  }
  }
}

// Prints one case's line (ending in PASS or FAIL); returns whether it passed.
bool report(const char *name, int M, int blockSize, int sum, long long expected) {
  bool ok = sum == expected;
  if (blockSize > 0)
    std::printf("%-26s M=%-8d block=%-5d sum=%d expected=%lld %s\n", name, M, blockSize, sum,
                expected, ok ? "PASS" : "FAIL");
  else
    std::printf("%-26s M=%-8d block=-     sum=%d expected=%lld %s\n", name, M, sum, expected,
                ok ? "PASS" : "FAIL");
  return ok;
}

// Small deterministic generator, so that a failure can be reproduced.
static unsigned int nextRandom(unsigned int &state) {
  state = state * 1664525u + 1013904223u;
  return state >> 8;
}

int main(int argc, char **argv) {
  std::vector<int> sizes = {1, 31, 1000, 4099, 1 << 16, (1 << 20) + 3};
  if (argc > 1) {
    sizes.clear();
    for (int a = 1; a < argc; a++) {
      int M = std::atoi(argv[a]);
      // |input| <= 1000, so the sum fits in an int up to this length.
      if (M < 1 || M > (1 << 21)) {
        std::fprintf(stderr, "usage: %s [M ...]  (lengths from 1 to 2^21)\n", argv[0]);
        return EXIT_FAILURE;
      }
      sizes.push_back(M);
    }
  }
  const int blockSizes[] = {64, 128, 256, 512, 1024};
  int cases = 0;
  int failures = 0;
  unsigned int seed = 20210427u;

  for (int M : sizes) {
    // Listing 1, the sequential reduction, on integers in [-1000, 1000].
    std::vector<int> numbers(M);
    long long expected = 0;
    for (int i = 0; i < M; i++) {
      numbers[i] = static_cast<int>(nextRandom(seed) % 2001) - 1000;
      expected += numbers[i];
    }

    int *d_input = nullptr;
    int *d_sum = nullptr;
    CHECK(cu2clMalloc(&d_input, sizeof(int) * M));
    CHECK(cu2clMalloc(&d_sum, sizeof(int)));
    CHECK(cu2clMemcpy(d_input, numbers.data(), sizeof(int) * M, cu2clMemcpyHostToDevice));

    for (int kernel = 0; kernel < kNumKernels; kernel++) {
      for (int blockSize : blockSizes) {
        CHECK(cu2clMemset(d_sum, 0, sizeof(int)));
        launchReduction(kernel, d_input, M, d_sum, blockSize);
        CHECK(cu2clGetLastError());
        CHECK(cu2clDeviceSynchronize());
        int sum = 0;
        CHECK(cu2clMemcpy(&sum, d_sum, sizeof(int), cu2clMemcpyDeviceToHost));
        failures += !report(kKernelNames[kernel], M, blockSize, sum, expected);
        cases++;
      }
    }

    // Listing 6: thrust::reduce.
    int thrustSum = cu2cl::reduce(cu2cl_module, "cu2cl_reduce_int", d_input, d_input + M, 0);
    failures += !report("thrust::reduce", M, 0, thrustSum, expected);
    cases++;

    // Listing 7: cub::DeviceReduce::Sum, a first call for the temporary storage's size.
    void *d_temp_storage = nullptr;
    size_t temp_storage_bytes = 0;
    CHECK(cu2cl::cub::DeviceReduce::Sum(cu2cl_module, "cu2cl_reduce_int", d_temp_storage, temp_storage_bytes, d_input, d_sum, M));
    CHECK(cu2clMalloc(&d_temp_storage, temp_storage_bytes));
    CHECK(cu2cl::cub::DeviceReduce::Sum(cu2cl_module, "cu2cl_reduce_int", d_temp_storage, temp_storage_bytes, d_input, d_sum, M));
    int cubSum = 0;
    CHECK(cu2clMemcpy(&cubSum, d_sum, sizeof(int), cu2clMemcpyDeviceToHost));
    CHECK(cu2clFree(d_temp_storage));
    failures += !report("cub::DeviceReduce::Sum", M, 0, cubSum, expected);
    cases++;

    CHECK(cu2clFree(d_input));
    CHECK(cu2clFree(d_sum));
  }

  std::printf("%d of %d cases passed %s\n", cases - failures, cases, failures ? "FAIL" : "PASS");
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}

// The kernels of this file that other files launch (cu2cl::KernelExport).
extern "C" const cu2cl::KernelExport cu2cl_kernel_Z12reduceSharedPKiiPi = {&cu2cl_module, "reduceShared"};
extern "C" const cu2cl::KernelExport cu2cl_kernel_Z21reduceWarpShuffleDownPKiiPi = {&cu2cl_module, "reduceWarpShuffleDown"};
extern "C" const cu2cl::KernelExport cu2cl_kernel_Z20reduceWarpShuffleXorPKiiPi = {&cu2cl_module, "reduceWarpShuffleXor"};
