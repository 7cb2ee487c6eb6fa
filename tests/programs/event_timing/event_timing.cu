// SAXPY (y = a*x + y) followed by a sum of y, both timed with CUDA events.
//
// The sum is a classic two-level reduction: each block reduces its part in dynamic shared
// memory (a tree, halving the active threads each step), then thread 0 adds the block's
// partial sum to the result with atomicAdd. Prints the device's properties, each kernel's
// time and effective bandwidth, and checks both results against the CPU for several sizes and
// block sizes. A launch with too many threads per block must be reported by cudaGetLastError.

#include <cuda_runtime.h>

#include "../common/check.h"
#include "../common/cuda_check.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// Block size must be a power of two; the shared array holds blockDim.x floats.
__global__ void sumReduce(const float *in, int n, float *result) {
  extern __shared__ float partial[];
  int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (tid < stride)
      partial[tid] += partial[tid + stride];
    __syncthreads();
  }
  if (tid == 0)
    atomicAdd(result, partial[0]);
}

// One size and block size: SAXPY then the sum, each timed; returns true if both are right.
static bool runCase(int n, int blockSize) {
  const float a = 2.5f;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 1000) * 0.001f;
    y[i] = static_cast<float>((i * 7) % 13) - 6.0f;
  }

  float *d_x = nullptr, *d_y = nullptr, *d_sum = nullptr;
  size_t bytes = static_cast<size_t>(n) * sizeof(float);
  CHECK(cudaMalloc(&d_x, bytes));
  CHECK(cudaMalloc(&d_y, bytes));
  CHECK(cudaMalloc(&d_sum, sizeof(float)));
  CHECK(cudaMemcpy(d_x, x.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_y, y.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_sum, 0, sizeof(float)));

  cudaEvent_t start, afterSaxpy, afterSum;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&afterSaxpy));
  CHECK(cudaEventCreate(&afterSum));

  int numBlocks = (n + blockSize - 1) / blockSize;
  CHECK(cudaEventRecord(start));
  saxpy<<<numBlocks, blockSize>>>(n, a, d_x, d_y);
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(afterSaxpy));
  sumReduce<<<numBlocks, blockSize, blockSize * sizeof(float)>>>(d_y, n, d_sum);
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(afterSum));
  CHECK(cudaEventSynchronize(afterSum));

  float saxpyMs = 0.0f, sumMs = 0.0f;
  CHECK(cudaEventElapsedTime(&saxpyMs, start, afterSaxpy));
  CHECK(cudaEventElapsedTime(&sumMs, afterSaxpy, afterSum));

  std::vector<float> result(n);
  float sum = 0.0f;
  CHECK(cudaMemcpy(result.data(), d_y, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&sum, d_sum, sizeof(float), cudaMemcpyDeviceToHost));

  // SAXPY is one multiply-add per element: exact up to the rounding of a fused multiply-add.
  int wrong = 0;
  double expectedSum = 0.0;
  for (int i = 0; i < n; ++i) {
    float want = a * x[i] + y[i];
    expectedSum += want;
    if (!closeEnough(result[i], want, 1e-6))
      ++wrong;
  }
  // The float sum's rounding depends on the order of the additions.
  bool sumOk = closeEnough(sum, expectedSum, 1e-4);

  // Bytes moved: SAXPY reads x and y and writes y; the sum reads y.
  double saxpyGBs = saxpyMs > 0.0f ? 3.0 * bytes / (saxpyMs * 1e6) : 0.0;
  double sumGBs = sumMs > 0.0f ? 1.0 * bytes / (sumMs * 1e6) : 0.0;
  bool ok = wrong == 0 && sumOk && saxpyMs >= 0.0f && sumMs >= 0.0f;
  std::printf("%s n=%d block=%d saxpy %.3f ms (%.2f GB/s) sum %.3f ms (%.2f GB/s) "
              "wrong=%d sum=%.6g expected=%.6g\n",
              ok ? "PASS" : "FAIL", n, blockSize, saxpyMs, saxpyGBs, sumMs, sumGBs, wrong, sum,
              expectedSum);

  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(afterSaxpy));
  CHECK(cudaEventDestroy(afterSum));
  CHECK(cudaFree(d_x));
  CHECK(cudaFree(d_y));
  CHECK(cudaFree(d_sum));
  return ok;
}

// A block larger than the device allows must fail to launch, and cudaGetLastError must say so
// once: the error is not sticky, the next call reports success.
static bool checkLaunchError(const cudaDeviceProp &prop) {
  float *d_y = nullptr;
  CHECK(cudaMalloc(&d_y, sizeof(float)));
  saxpy<<<1, prop.maxThreadsPerBlock + 1>>>(1, 1.0f, d_y, d_y);
  cudaError_t launchError = cudaGetLastError();
  cudaError_t afterwards = cudaGetLastError();
  CHECK(cudaFree(d_y));
  bool ok = launchError != cudaSuccess && afterwards == cudaSuccess;
  std::printf("%s oversized launch (block=%d): \"%s\", then \"%s\"\n", ok ? "PASS" : "FAIL",
              prop.maxThreadsPerBlock + 1, cudaGetErrorString(launchError),
              cudaGetErrorString(afterwards));
  return ok;
}

int main() {
  int device = 0;
  CHECK(cudaGetDevice(&device));
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, device));
  std::printf("Device %d: %s\n", device, prop.name);
  std::printf("  warpSize %d, multiProcessorCount %d, maxThreadsPerBlock %d\n", prop.warpSize,
              prop.multiProcessorCount, prop.maxThreadsPerBlock);

  const int sizes[] = {1, 1000, 4096, 65537, 1 << 20, 3000017};
  const int blockSizes[] = {64, 128, 256, 512, 1024};
  int failures = 0;
  for (int n : sizes)
    for (int blockSize : blockSizes) {
      if (blockSize > prop.maxThreadsPerBlock) {
        std::printf("SKIP n=%d block=%d: the device allows %d threads per block\n", n, blockSize,
                    prop.maxThreadsPerBlock);
        continue;
      }
      failures += !runCase(n, blockSize);
    }
  failures += !checkLaunchError(prop);
  return finish(failures);
}
