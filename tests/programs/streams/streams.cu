// Overlapping copies and kernels with streams: the data is split into one chunk per stream and
// each stream copies its chunk in (cudaMemcpyAsync from pinned memory), runs two kernels on it
// (the second with dynamic shared memory) and copies it back. The work is issued in both
// orders the CUDA samples show: stream by stream ("depth first") and stage by stage ("breadth
// first"). Then the default stream works on the whole array, followed by
// cudaDeviceSynchronize. Everything is checked on the CPU.

#include <cuda_runtime.h>

#include "../common/check.h"
#include "../common/cuda_check.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

const int kMaxStreams = 4;

__global__ void squarePlusOne(const float *in, float *out, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count)
    out[i] = in[i] * in[i] + 1.0f;
}

// Reverses each block-sized tile of data in place through shared memory (blockDim.x floats);
// the last tile may be shorter.
__global__ void reverseTiles(float *data, int count) {
  extern __shared__ float tile[];
  int tileStart = blockIdx.x * blockDim.x;
  int tileLength = min(static_cast<int>(blockDim.x), count - tileStart);
  int t = threadIdx.x;
  if (t < tileLength)
    tile[t] = data[tileStart + t];
  __syncthreads();
  if (t < tileLength)
    data[tileStart + t] = tile[tileLength - 1 - t];
}

__global__ void scale(float *data, int n, float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor;
}

// What one stream's chunk must hold after both kernels.
static void expectedChunk(const float *in, float *out, int count, int blockSize) {
  for (int tileStart = 0; tileStart < count; tileStart += blockSize) {
    int tileLength = count - tileStart < blockSize ? count - tileStart : blockSize;
    for (int t = 0; t < tileLength; ++t) {
      float x = in[tileStart + tileLength - 1 - t];
      out[tileStart + t] = x * x + 1.0f;
    }
  }
}

static int runCase(int n, int blockSize, int numStreams, bool breadthFirst, float *h_in,
                   float *h_out) {
  cudaStream_t streams[kMaxStreams];
  for (int s = 0; s < numStreams; ++s)
    CHECK(cudaStreamCreate(&streams[s]));

  float *d_in = nullptr, *d_out = nullptr;
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  for (int i = 0; i < n; ++i)
    h_in[i] = static_cast<float>(i % 1000) * 0.5f - 100.0f;
  for (int i = 0; i < n; ++i)
    h_out[i] = 0.0f;

  // Chunks of the same size except the last, which takes what is left.
  int chunk = (n + numStreams - 1) / numStreams;
  auto chunkStart = [&](int s) { return std::min(s * chunk, n); };
  auto chunkCount = [&](int s) { return chunkStart(s + 1) - chunkStart(s); };

  auto copyIn = [&](int s) {
    int start = chunkStart(s), count = chunkCount(s);
    if (count > 0)
      CHECK(cudaMemcpyAsync(d_in + start, h_in + start, count * sizeof(float),
                            cudaMemcpyHostToDevice, streams[s]));
  };
  auto compute = [&](int s) {
    int start = chunkStart(s), count = chunkCount(s);
    if (count == 0)
      return;
    int blocks = (count + blockSize - 1) / blockSize;
    squarePlusOne<<<blocks, blockSize, 0, streams[s]>>>(d_in + start, d_out + start, count);
    CHECK(cudaGetLastError());
    reverseTiles<<<blocks, blockSize, blockSize * sizeof(float), streams[s]>>>(d_out + start,
                                                                               count);
    CHECK(cudaGetLastError());
  };
  auto copyOut = [&](int s) {
    int start = chunkStart(s), count = chunkCount(s);
    if (count > 0)
      CHECK(cudaMemcpyAsync(h_out + start, d_out + start, count * sizeof(float),
                            cudaMemcpyDeviceToHost, streams[s]));
  };

  if (breadthFirst) {
    for (int s = 0; s < numStreams; ++s)
      copyIn(s);
    for (int s = 0; s < numStreams; ++s)
      compute(s);
    for (int s = 0; s < numStreams; ++s)
      copyOut(s);
  } else {
    for (int s = 0; s < numStreams; ++s) {
      copyIn(s);
      compute(s);
      copyOut(s);
    }
  }
  for (int s = 0; s < numStreams; ++s)
    CHECK(cudaStreamSynchronize(streams[s]));

  std::vector<float> expected(n);
  for (int s = 0; s < numStreams; ++s)
    expectedChunk(h_in + chunkStart(s), expected.data() + chunkStart(s), chunkCount(s), blockSize);
  const std::string streamsUsed = "streams=" + std::to_string(numStreams);
  int wrong = countMismatches(h_out, expected.data(), n);
  int failures = !report(
      wrong == 0, "streams " + streamsUsed + (breadthFirst ? " breadth-first" : " depth-first"), n,
      blockSize, wrong);

  // The default stream: one kernel over everything, then a copy on stream 0.
  scale<<<(n + blockSize - 1) / blockSize, blockSize>>>(d_out, n, 0.25f);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpyAsync(h_out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost, 0));
  CHECK(cudaDeviceSynchronize());
  for (float &x : expected)
    x *= 0.25f;
  wrong = countMismatches(h_out, expected.data(), n);
  failures += !report(wrong == 0, "default stream " + streamsUsed, n, blockSize, wrong);

  for (int s = 0; s < numStreams; ++s)
    CHECK(cudaStreamDestroy(streams[s]));
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  return failures;
}

int main() {
  const int sizes[] = {1000, 4096, 100003, 1 << 20};
  const int blockSizes[] = {64, 128, 256, 512, 1024};
  const int streamCounts[] = {3, 4};
  const int maxN = 1 << 20;

  // Pinned host buffers, so that cudaMemcpyAsync can overlap with the kernels.
  float *h_in = nullptr, *h_out = nullptr;
  CHECK(cudaMallocHost(&h_in, maxN * sizeof(float)));
  CHECK(cudaMallocHost(&h_out, maxN * sizeof(float)));

  int failures = 0;
  for (int n : sizes)
    for (int blockSize : blockSizes)
      for (int numStreams : streamCounts)
        for (bool breadthFirst : {false, true})
          failures += runCase(n, blockSize, numStreams, breadthFirst, h_in, h_out);

  CHECK(cudaFreeHost(h_in));
  CHECK(cudaFreeHost(h_out));
  return finish(failures);
}
