// The occupancy API (cu2cl-cc/occupancy.test): resident blocks per multiprocessor as the
// device's reported limits give them (threads and blocks per multiprocessor, local memory), and
// the block size CUDA's calculator would pick. Printed as comparisons with those limits, so the
// lines hold on any device.
#include <algorithm>
#include <cstdio>

__global__ void plain(float *v) { v[threadIdx.x] *= 2.0f; }

__global__ void withShared(float *v) {
  extern __shared__ float staged[];
  staged[threadIdx.x] = v[threadIdx.x];
  __syncthreads();
  v[threadIdx.x] = staged[blockDim.x - 1 - threadIdx.x];
}

void notAKernel(float *) {}

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  const int sizes[] = {32, 96, 256, 1000, 1024};
  for (int size : sizes) {
    int blocks = -1;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, plain, size, 0);
    const int byThreads = prop.maxThreadsPerMultiProcessor / ((size + 31) / 32 * 32);
    std::printf("block %4d: %d blocks, the thread limit's %s\n", size, blocks,
                blocks == std::min(prop.maxBlocksPerMultiProcessor, byThreads) ? "yes" : "no");
  }
  int blocks = -1;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, withShared, 64,
                                                prop.sharedMemPerMultiprocessor);
  std::printf("all local memory: %d block\n", blocks);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, withShared, 64,
                                                prop.sharedMemPerMultiprocessor / 3);
  std::printf("a third of it: %d blocks\n", blocks);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, withShared, 64,
                                                prop.sharedMemPerBlock + 1);
  std::printf("more than a block may have: %d blocks\n", blocks);

  int minGrid = 0, blockSize = 0;
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, plain);
  std::printf("suggested block %d, grid %s\n", blockSize,
              minGrid == prop.maxThreadsPerMultiProcessor / blockSize * prop.multiProcessorCount
                  ? "fills every multiprocessor"
                  : "wrong");
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, plain, 0, 200);
  std::printf("at most 200: suggested block %d\n", blockSize);

  cudaError_t error =
      cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, (const void *)notAKernel, 32, 0);
  std::printf("not a kernel: %s\n", cudaGetErrorName(error));
  return 0;
}
