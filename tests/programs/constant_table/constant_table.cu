// A 1-D convolution and a polynomial evaluation whose coefficients live in constant memory.
//
// The host uploads the table with cudaMemcpyToSymbol (whole, and one entry at an offset),
// reads it back with cudaMemcpyFromSymbol, and uses a __device__ counter that every block
// increments to check how many blocks ran. A second upload must change the results: the table
// is read at each launch, not captured at the first one.

#include <cuda_runtime.h>

#include "../common/check.h"
#include "../common/cuda_check.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define RADIUS 4
#define TAPS (2 * RADIUS + 1)

__constant__ float coeffs[TAPS];       // filter taps / polynomial coefficients, set by the host
__constant__ float outputScale = 0.5f; // fixed at compile time; the host never writes it
__device__ int blocksDone;             // incremented once per block by every kernel

// Horner's rule over the table: coeffs[0] + coeffs[1] x + ... + coeffs[TAPS-1] x^(TAPS-1).
__device__ float evalPolynomial(float x) {
  float y = coeffs[TAPS - 1];
  for (int k = TAPS - 2; k >= 0; --k)
    y = y * x + coeffs[k];
  return y;
}

// out[i] = sum over k of coeffs[k] * in[i + k - RADIUS], the input clamped at both ends.
__global__ void convolve(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    atomicAdd(&blocksDone, 1);
  if (i >= n)
    return;
  float acc = 0.0f;
  for (int k = 0; k < TAPS; ++k) {
    int j = min(max(i + k - RADIUS, 0), n - 1);
    acc += coeffs[k] * in[j];
  }
  out[i] = acc;
}

__global__ void polynomial(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    atomicAdd(&blocksDone, 1);
  if (i < n)
    y[i] = outputScale * evalPolynomial(x[i]);
}

// CPU versions, same order of operations.
static void convolveCpu(const float *table, const std::vector<float> &in, std::vector<float> &out) {
  int n = static_cast<int>(in.size());
  for (int i = 0; i < n; ++i) {
    float acc = 0.0f;
    for (int k = 0; k < TAPS; ++k) {
      int j = std::min(std::max(i + k - RADIUS, 0), n - 1);
      acc += table[k] * in[j];
    }
    out[i] = acc;
  }
}

static float polynomialCpu(const float *table, float x) {
  float y = table[TAPS - 1];
  for (int k = TAPS - 2; k >= 0; --k)
    y = y * x + table[k];
  return 0.5f * y; // outputScale
}

static int runCase(int n, int blockSize) {
  // Binomial smoothing, then a central difference: the same input gives different outputs.
  float smooth[TAPS] = {1, 8, 28, 56, 70, 56, 28, 8, 1};
  for (float &c : smooth)
    c /= 256.0f;
  float difference[TAPS] = {0, 0, 0, -0.5f, 0, 0.5f, 0, 0, 0};

  std::vector<float> in(n), out(n), expected(n), first(n);
  for (int i = 0; i < n; ++i)
    in[i] = std::sin(0.01f * static_cast<float>(i)) + 0.25f * static_cast<float>(i % 7 - 3);

  float *d_in = nullptr, *d_out = nullptr;
  size_t bytes = static_cast<size_t>(n) * sizeof(float);
  CHECK(cudaMalloc(&d_in, bytes));
  CHECK(cudaMalloc(&d_out, bytes));
  CHECK(cudaMemcpy(d_in, in.data(), bytes, cudaMemcpyHostToDevice));
  int numBlocks = (n + blockSize - 1) / blockSize;
  int failures = 0;

  // 1. Smoothing table; the counter starts at zero and counts this launch's blocks.
  const int zero = 0;
  CHECK(cudaMemcpyToSymbol(coeffs, smooth, sizeof(smooth)));
  CHECK(cudaMemcpyToSymbol(blocksDone, &zero, sizeof(zero)));
  convolve<<<numBlocks, blockSize>>>(d_in, d_out, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(first.data(), d_out, bytes, cudaMemcpyDeviceToHost));
  convolveCpu(smooth, in, expected);
  int wrong = countMismatches(first, expected, 1e-5);
  failures += !report(wrong == 0, "convolve/smooth", n, blockSize, wrong);

  int done = -1;
  CHECK(cudaMemcpyFromSymbol(&done, blocksDone, sizeof(done)));
  failures += !report(done == numBlocks, "counter after one launch", n, blockSize, done);

  // 2. A second upload replaces the table: the same kernel now differentiates.
  CHECK(cudaMemcpyToSymbol(coeffs, difference, sizeof(difference)));
  convolve<<<numBlocks, blockSize>>>(d_in, d_out, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out.data(), d_out, bytes, cudaMemcpyDeviceToHost));
  convolveCpu(difference, in, expected);
  wrong = countMismatches(out, expected, 1e-5);
  int changed = 0;
  for (int i = 0; i < n; ++i)
    changed += out[i] != first[i];
  failures += !report(wrong == 0 && changed > 0, "convolve/difference", n, blockSize, changed);

  // 3. One entry, written at an offset into the table; the table read back must match.
  const float centre = 2.0f;
  difference[RADIUS] = centre;
  CHECK(cudaMemcpyToSymbol(coeffs, &centre, sizeof(centre), RADIUS * sizeof(float)));
  float readBack[TAPS] = {};
  CHECK(cudaMemcpyFromSymbol(readBack, coeffs, sizeof(readBack)));
  int tableWrong = 0;
  for (int k = 0; k < TAPS; ++k)
    tableWrong += readBack[k] != difference[k];
  failures += !report(tableWrong == 0, "table read back", n, blockSize, tableWrong);

  // 4. The polynomial through a __device__ function; x in [-1, 1] keeps it well conditioned.
  std::vector<float> x(n);
  for (int i = 0; i < n; ++i)
    x[i] = n > 1 ? -1.0f + 2.0f * static_cast<float>(i) / static_cast<float>(n - 1) : 0.5f;
  CHECK(cudaMemcpy(d_in, x.data(), bytes, cudaMemcpyHostToDevice));
  polynomial<<<numBlocks, blockSize>>>(d_in, d_out, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out.data(), d_out, bytes, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    expected[i] = polynomialCpu(difference, x[i]);
  wrong = countMismatches(out, expected, 1e-5);
  failures += !report(wrong == 0, "polynomial", n, blockSize, wrong);

  // The counter was not reset: three launches' blocks.
  CHECK(cudaMemcpyFromSymbol(&done, blocksDone, sizeof(done)));
  failures += !report(done == 3 * numBlocks, "counter after three launches", n, blockSize, done);

  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  return failures;
}

int main() {
  const int sizes[] = {1, 5, 1000, 4096, 65539, 1 << 20};
  const int blockSizes[] = {64, 128, 256, 512, 1024};
  int failures = 0;
  for (int n : sizes)
    for (int blockSize : blockSizes)
      failures += runCase(n, blockSize);
  return finish(failures);
}
