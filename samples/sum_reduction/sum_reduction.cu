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

#include <cub/device/device_reduce.cuh>
#include <cuda_runtime.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>

#include <cstdio>
#include <cstdlib>
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

// Listing 2: the hierarchical reduction over global and shared memory.
__global__ void reduceShared(const int *__restrict__ input, int M, int *__restrict__ out) {
  __shared__ int sum[1];
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int lid = threadIdx.x;
  int WGS = blockDim.x;
  if (lid == 0)
    sum[0] = 0;
  __syncthreads();
  if (gid < M)
    atomicAdd(&sum[0], input[gid]);
  __syncthreads();
  if (lid == WGS - 1) {
    int partial_sum = sum[0]; // every atomic of the block is done: a plain load
    atomicAdd(out, partial_sum);
  }
}

// The sum of the lanes of a loaded vector (vi.s0() + vi.s1() + ... in Listing 3).
__device__ int sumOf(int v) { return v; }
__device__ int sumOf(int2 v) { return v.x + v.y; }
__device__ int sumOf(int4 v) { return v.x + v.y + v.z + v.w; }

// Listing 3: thread gid loads input[gid * N, gid * N + N) as N / (ints in V) loads of type V.
// The last thread of a length that is not a multiple of N reads its partial vector one int
// at a time.
template <typename V, int N>
__global__ void reduceVectorized(const int *__restrict__ input, int M, int *__restrict__ out) {
  constexpr int K = sizeof(V) / sizeof(int); // ints per load
  __shared__ int sum[1];
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int lid = threadIdx.x;
  int WGS = blockDim.x;
  int r = 0;
  int first = gid * N;
  if (first + N <= M) {
    const V *vi = reinterpret_cast<const V *>(input) + gid * (N / K);
#pragma unroll
    for (int k = 0; k < N / K; k++)
      r += sumOf(vi[k]);
  } else {
    for (int i = first; i < M; i++)
      r += input[i];
  }
  if (lid == 0)
    sum[0] = 0;
  __syncthreads();
  atomicAdd(&sum[0], r);
  __syncthreads();
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    atomicAdd(out, partial_sum);
  }
}

// Listing 4: block blk covers input[blk * WGS * L, (blk + 1) * WGS * L); thread lid adds the
// elements lid, lid + WGS, lid + 2 * WGS, ... of it (end capped at M).
template <int L>
__global__ void reduceWorkload(const int *__restrict__ input, int M, int *__restrict__ out) {
  __shared__ int sum[1];
  int lid = threadIdx.x;
  int blk = blockIdx.x;
  int WGS = blockDim.x;
  if (lid == 0)
    sum[0] = 0;
  __syncthreads();
  int start = blk * WGS * L + lid;
  int end = min((blk + 1) * WGS * L, M);
  int r = 0;
  for (int i = start; i < end; i = i + WGS)
    r += input[i];
  atomicAdd(&sum[0], r);
  __syncthreads();
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    atomicAdd(out, partial_sum);
  }
}

// One integer per thread; a shuffle-down tree leaves the warp's sum in lane 0. Every lane
// takes part (those past the end with 0), so FULL_MASK names exactly the lanes that call.
__global__ void reduceWarpShuffleDown(const int *__restrict__ input, int M,
                                      int *__restrict__ out) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int r = gid < M ? input[gid] : 0;
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    r += __shfl_down_sync(FULL_MASK, r, offset);
  if (threadIdx.x % warpSize == 0)
    atomicAdd(out, r);
}

// A grid-stride loop over the input, then a butterfly: after it every lane holds its warp's
// sum. Lane 0 of each warp adds it to the block's partial sum in shared memory.
__global__ void reduceWarpShuffleXor(const int *__restrict__ input, int M,
                                     int *__restrict__ out) {
  __shared__ int sum[1];
  int lid = threadIdx.x;
  int WGS = blockDim.x;
  if (lid == 0)
    sum[0] = 0;
  __syncthreads();
  int r = 0;
  for (int i = blockIdx.x * WGS + lid; i < M; i += gridDim.x * WGS)
    r += input[i];
  for (int laneMask = warpSize / 2; laneMask > 0; laneMask /= 2)
    r += __shfl_xor_sync(FULL_MASK, r, laneMask);
  if (lid % warpSize == 0)
    atomicAdd(&sum[0], r);
  __syncthreads();
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    atomicAdd(out, partial_sum);
  }
}

static int divUp(int a, int b) { return (a + b - 1) / b; }

// The grid of reduceWarpShuffleXor: at most this many blocks, so that the grid-stride loop
// runs several times over the larger inputs.
constexpr int kStrideBlocks = 16;

template <typename V, int N>
void launchVectorized(const int *d_input, int M, int *d_out, int blockSize) {
  reduceVectorized<V, N><<<divUp(divUp(M, N), blockSize), blockSize>>>(d_input, M, d_out);
}

template <int L>
void launchWorkload(const int *d_input, int M, int *d_out, int blockSize) {
  reduceWorkload<L><<<divUp(M, blockSize * L), blockSize>>>(d_input, M, d_out);
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
    reduceShared<<<divUp(M, blockSize), blockSize>>>(d_input, M, d_out);
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
    reduceWarpShuffleDown<<<divUp(M, blockSize), blockSize>>>(d_input, M, d_out);
    break;
  case 13: {
    int numBlocks = divUp(M, blockSize);
    if (numBlocks > kStrideBlocks)
      numBlocks = kStrideBlocks;
    reduceWarpShuffleXor<<<numBlocks, blockSize>>>(d_input, M, d_out);
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
    CHECK(cudaMalloc(&d_input, sizeof(int) * M));
    CHECK(cudaMalloc(&d_sum, sizeof(int)));
    CHECK(cudaMemcpy(d_input, numbers.data(), sizeof(int) * M, cudaMemcpyHostToDevice));

    for (int kernel = 0; kernel < kNumKernels; kernel++) {
      for (int blockSize : blockSizes) {
        CHECK(cudaMemset(d_sum, 0, sizeof(int)));
        launchReduction(kernel, d_input, M, d_sum, blockSize);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        int sum = 0;
        CHECK(cudaMemcpy(&sum, d_sum, sizeof(int), cudaMemcpyDeviceToHost));
        failures += !report(kKernelNames[kernel], M, blockSize, sum, expected);
        cases++;
      }
    }

    // Listing 6: thrust::reduce.
    int thrustSum = thrust::reduce(thrust::device, d_input, d_input + M, 0, thrust::plus<int>());
    failures += !report("thrust::reduce", M, 0, thrustSum, expected);
    cases++;

    // Listing 7: cub::DeviceReduce::Sum, a first call for the temporary storage's size.
    void *d_temp_storage = nullptr;
    size_t temp_storage_bytes = 0;
    CHECK(cub::DeviceReduce::Sum(d_temp_storage, temp_storage_bytes, d_input, d_sum, M));
    CHECK(cudaMalloc(&d_temp_storage, temp_storage_bytes));
    CHECK(cub::DeviceReduce::Sum(d_temp_storage, temp_storage_bytes, d_input, d_sum, M));
    int cubSum = 0;
    CHECK(cudaMemcpy(&cubSum, d_sum, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d_temp_storage));
    failures += !report("cub::DeviceReduce::Sum", M, 0, cubSum, expected);
    cases++;

    CHECK(cudaFree(d_input));
    CHECK(cudaFree(d_sum));
  }

  std::printf("%d of %d cases passed %s\n", cases - failures, cases, failures ? "FAIL" : "PASS");
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
