// Device pointers offset on the host: the data sits at an odd offset inside a larger
// allocation, is processed chunk by chunk (kernels launched on d_in + k * chunk), copied back
// chunk by chunk and element by element (d_out + k), copied device to device between offset
// pointers, partly cleared with cudaMemset, and read as CSR segments through two views of one
// offsets array (d_offsets and d_offsets + 1). The padding before the data must stay untouched.

#include <cuda_runtime.h>

#include "../common/check.h"
#include "../common/cuda_check.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

const int kOffset = 37;          // elements of padding before the data: not a multiple of 4
const float kSentinel = -999.0f; // what the padding holds

__global__ void scaleShift(const float *in, float *out, int count, float scale, float shift) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count)
    out[i] = in[i] * scale + shift;
}

// Sums of the segments [starts[s], ends[s]) of values: called with starts = offsets and
// ends = offsets + 1, two views of the same CSR array.
__global__ void segmentSums(const float *values, const int *starts, const int *ends,
                            int numSegments, float *sums) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= numSegments)
    return;
  float acc = 0.0f;
  for (int j = starts[s]; j < ends[s]; ++j)
    acc += values[j];
  sums[s] = acc;
}

__global__ void addOne(unsigned char *bytes, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count)
    bytes[i] = static_cast<unsigned char>(bytes[i] + 1);
}

static int runCase(int n, int blockSize) {
  const float scale = 1.5f, shift = -2.0f;
  int failures = 0;

  std::vector<float> in(n), expected(n), out(n);
  for (int i = 0; i < n; ++i) {
    in[i] = static_cast<float>(i % 101) - 50.0f;
    expected[i] = in[i] * scale + shift;
  }

  // d_in points kOffset elements into its allocation; the padding holds a sentinel.
  float *d_buffer = nullptr, *d_out = nullptr, *d_copy = nullptr;
  CHECK(cudaMalloc(&d_buffer, (n + kOffset) * sizeof(float)));
  CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CHECK(cudaMalloc(&d_copy, n * sizeof(float)));
  std::vector<float> padding(kOffset, kSentinel);
  CHECK(cudaMemcpy(d_buffer, padding.data(), kOffset * sizeof(float), cudaMemcpyHostToDevice));
  float *d_in = d_buffer + kOffset;
  CHECK(cudaMemcpy(d_in, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  // Chunks of an awkward size; the last one is shorter.
  const int chunk = n / 5 + 3;
  const float *d_end = d_in + n;
  for (int k = 0; k * chunk < n; ++k) {
    const float *chunkIn = d_in + k * chunk;
    int count = static_cast<int>(d_end - chunkIn < chunk ? d_end - chunkIn : chunk);
    int numBlocks = (count + blockSize - 1) / blockSize;
    scaleShift<<<numBlocks, blockSize>>>(chunkIn, d_out + k * chunk, count, scale, shift);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data() + k * chunk, d_out + k * chunk, count * sizeof(float),
                     cudaMemcpyDeviceToHost));
  }
  int wrong = countMismatches(out, expected);
  failures += !report(wrong == 0, "chunked scaleShift", n, blockSize, wrong);

  // Single elements at odd positions.
  wrong = 0;
  for (int k : {1, n / 3, n / 2 + 1, n - 1}) {
    float value = 0.0f;
    CHECK(cudaMemcpy(&value, d_out + k, sizeof(float), cudaMemcpyDeviceToHost));
    wrong += value != expected[k];
  }
  failures += !report(wrong == 0, "single elements", n, blockSize, wrong);

  // The padding before d_in is as it was.
  std::vector<float> padAfter(kOffset);
  CHECK(cudaMemcpy(padAfter.data(), d_buffer, kOffset * sizeof(float), cudaMemcpyDeviceToHost));
  wrong = 0;
  for (float v : padAfter)
    wrong += v != kSentinel;
  failures += !report(wrong == 0, "padding untouched", n, blockSize, wrong);

  // Device to device between offset pointers: d_copy[3 + i] = d_out[5 + i].
  CHECK(cudaMemset(d_copy, 0, n * sizeof(float)));
  CHECK(cudaMemcpy(d_copy + 3, d_out + 5, (n - 5) * sizeof(float), cudaMemcpyDeviceToDevice));
  std::vector<float> copy(n);
  CHECK(cudaMemcpy(copy.data(), d_copy, n * sizeof(float), cudaMemcpyDeviceToHost));
  wrong = 0;
  for (int i = 0; i < n; ++i) {
    float want = i >= 3 && i < n - 2 ? expected[i + 2] : 0.0f;
    wrong += copy[i] != want;
  }
  failures += !report(wrong == 0, "device to device at offsets", n, blockSize, wrong);

  // Clear a middle range through an offset pointer; the rest keeps its values.
  int clearFrom = n / 4 + 1, clearCount = n / 2;
  CHECK(cudaMemset(d_out + clearFrom, 0, clearCount * sizeof(float)));
  CHECK(cudaMemcpy(out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
  wrong = 0;
  for (int i = 0; i < n; ++i) {
    bool cleared = i >= clearFrom && i < clearFrom + clearCount;
    wrong += out[i] != (cleared ? 0.0f : expected[i]);
  }
  failures += !report(wrong == 0, "memset at an offset", n, blockSize, wrong);

  // CSR segments of irregular lengths over the input; offsets[0] = 0 comes from a memset,
  // offsets[1..] from the host through d_offsets + 1.
  std::vector<int> offsets(1, 0);
  for (int s = 0; offsets.back() < n; ++s)
    offsets.push_back(std::min(n, offsets.back() + (s * 7919) % 13));
  int numSegments = static_cast<int>(offsets.size()) - 1;
  int *d_offsets = nullptr;
  float *d_sums = nullptr;
  CHECK(cudaMalloc(&d_offsets, (numSegments + 1) * sizeof(int)));
  CHECK(cudaMalloc(&d_sums, numSegments * sizeof(float)));
  CHECK(cudaMemset(d_offsets, 0, sizeof(int)));
  CHECK(cudaMemcpy(d_offsets + 1, offsets.data() + 1, numSegments * sizeof(int),
                   cudaMemcpyHostToDevice));
  int numBlocks = (numSegments + blockSize - 1) / blockSize;
  segmentSums<<<numBlocks, blockSize>>>(d_in, d_offsets, d_offsets + 1, numSegments, d_sums);
  CHECK(cudaGetLastError());
  std::vector<float> sums(numSegments);
  CHECK(cudaMemcpy(sums.data(), d_sums, numSegments * sizeof(float), cudaMemcpyDeviceToHost));
  wrong = 0;
  for (int s = 0; s < numSegments; ++s) {
    float want = 0.0f;
    for (int j = offsets[s]; j < offsets[s + 1]; ++j)
      want += in[j];
    wrong += std::fabs(sums[s] - want) > 1e-4f;
  }
  failures += !report(wrong == 0, "CSR segment sums", n, blockSize, wrong);

  // Bytes at an offset of 3: no alignment at all.
  std::vector<unsigned char> bytes(n + 3);
  for (int i = 0; i < n + 3; ++i)
    bytes[i] = static_cast<unsigned char>(i * 31);
  unsigned char *d_bytes = nullptr;
  CHECK(cudaMalloc(&d_bytes, n + 3));
  CHECK(cudaMemcpy(d_bytes, bytes.data(), n + 3, cudaMemcpyHostToDevice));
  addOne<<<(n + blockSize - 1) / blockSize, blockSize>>>(d_bytes + 3, n);
  CHECK(cudaGetLastError());
  std::vector<unsigned char> bytesAfter(n + 3);
  CHECK(cudaMemcpy(bytesAfter.data(), d_bytes, n + 3, cudaMemcpyDeviceToHost));
  wrong = 0;
  for (int i = 0; i < n + 3; ++i)
    wrong += bytesAfter[i] != static_cast<unsigned char>(bytes[i] + (i >= 3 ? 1 : 0));
  failures += !report(wrong == 0, "bytes at offset 3", n, blockSize, wrong);

  CHECK(cudaFree(d_buffer));
  CHECK(cudaFree(d_out));
  CHECK(cudaFree(d_copy));
  CHECK(cudaFree(d_offsets));
  CHECK(cudaFree(d_sums));
  CHECK(cudaFree(d_bytes));
  return failures;
}

int main() {
  const int sizes[] = {7, 1000, 4096, 100003, 1 << 20};
  const int blockSizes[] = {64, 128, 256, 512, 1024};
  int failures = 0;
  for (int n : sizes)
    for (int blockSize : blockSizes)
      failures += runCase(n, blockSize);
  return finish(failures);
}
