// The occupancy API (cudaOccupancyMaxActiveBlocksPerMultiprocessor,
// cudaOccupancyMaxPotentialBlockSize), computed as CUDA's occupancy calculator does, from the
// limits cu2clGetDeviceProperties reports for the device (threads and blocks per
// multiprocessor, local memory per multiprocessor, a compute unit as the multiprocessor) and
// the kernel's own (its largest block and its static local memory). OpenCL does not report
// registers, so they limit nothing here: a program sees the occupancy of a kernel that needs few
// registers.
#include "CudaDevice.h"
#include "CudaErrors.h"
#include "ModuleImpl.h"
#include "cu2cl/cuda_api.h"

#include <algorithm>
#include <string>

namespace cu2cl::detail {
namespace {

using rt::ErrorCode;

struct Limits {
  cu2clDeviceProp device;
  std::size_t largestBlock = 0; // the kernel's
  std::size_t staticLocalBytes = 0;
};

Limits limitsOf(const void *kernel) {
  if (!kernel)
    fail(ErrorCode::invalidDeviceFunction, "the kernel is null");
  const KernelExport exported = registeredKernel(kernel);
  // cudaErrorInvalidResourceHandle: what CUDA 13 answers here (measured on an H200), where
  // cudaFuncGetAttributes answers cudaErrorInvalidDeviceFunction.
  if (!exported.module)
    fail(ErrorCode::invalidResourceHandle, "the function is not a kernel of a translated program");
  Limits limits;
  fillProperties(limits.device, numberedDevice(currentDeviceNumber()));
  KernelEntry &entry = exported.module->state().kernel(exported.kernelName);
  limits.largestBlock = std::min<std::size_t>(entry.kernel.workGroupSize(),
                                              std::size_t(limits.device.maxThreadsPerBlock));
  limits.staticLocalBytes = entry.kernel.staticLocalMemSize();
  return limits;
}

/// Blocks of `blockSize` threads that fit one multiprocessor at once.
int activeBlocks(const Limits &limits, int blockSize, std::size_t dynamicBytes) {
  if (blockSize <= 0 || static_cast<std::size_t>(blockSize) > limits.largestBlock)
    return 0;
  const cu2clDeviceProp &prop = limits.device;
  const std::size_t localBytes = limits.staticLocalBytes + dynamicBytes;
  if (localBytes > prop.sharedMemPerBlock)
    return 0;
  const int warps = (blockSize + prop.warpSize - 1) / prop.warpSize;
  int blocks = std::min(prop.maxBlocksPerMultiProcessor,
                        prop.maxThreadsPerMultiProcessor / (warps * prop.warpSize));
  if (localBytes > 0)
    blocks = std::min<long long>(blocks, prop.sharedMemPerMultiprocessor / localBytes);
  return blocks;
}

} // namespace
} // namespace cu2cl::detail

using cu2cl::detail::apiCall;
using cu2cl::detail::fail;
using cu2cl::rt::ErrorCode;

cu2clError_t cu2clOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *kernel,
                                                            int blockSize,
                                                            std::size_t dynamicSMemSize) {
  return apiCall("cu2clOccupancyMaxActiveBlocksPerMultiprocessor", [&] {
    if (!numBlocks)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    if (blockSize <= 0)
      fail(ErrorCode::invalidValue, "the block size must be positive");
    *numBlocks =
        cu2cl::detail::activeBlocks(cu2cl::detail::limitsOf(kernel), blockSize, dynamicSMemSize);
  });
}

cu2clError_t cu2clOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks,
                                                                     const void *kernel,
                                                                     int blockSize,
                                                                     std::size_t dynamicSMemSize,
                                                                     unsigned int flags) {
  if (flags != cu2clOccupancyDefault && flags != cu2clOccupancyDisableCachingOverride)
    return apiCall("cu2clOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", [&] {
      fail(ErrorCode::invalidValue, "unknown occupancy flags " + std::to_string(flags));
    });
  return cu2clOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, kernel, blockSize,
                                                        dynamicSMemSize);
}

cu2clError_t cu2clOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize,
                                                 const void *kernel, std::size_t dynamicSMemSize,
                                                 int blockSizeLimit) {
  return apiCall("cu2clOccupancyMaxPotentialBlockSize", [&] {
    if (!minGridSize || !blockSize)
      fail(ErrorCode::invalidValue, "a result pointer is null");
    const cu2cl::detail::Limits limits = cu2cl::detail::limitsOf(kernel);
    const int granularity = limits.device.warpSize;
    int largest = static_cast<int>(limits.largestBlock);
    if (blockSizeLimit > 0)
      largest = std::min(largest, blockSizeLimit);
    // As CUDA's calculator: from the largest block down, the block size with the most threads
    // resident per multiprocessor; a tie keeps the larger block.
    int bestBlock = 0, bestThreads = 0, bestBlocks = 0;
    for (int size = largest; size > 0;
         size = size % granularity ? size - size % granularity : size - granularity) {
      const int blocks = cu2cl::detail::activeBlocks(limits, size, dynamicSMemSize);
      if (blocks * size > bestThreads) {
        bestThreads = blocks * size;
        bestBlock = size;
        bestBlocks = blocks;
      }
    }
    *blockSize = bestBlock;
    *minGridSize = bestBlocks * limits.device.multiProcessorCount;
  });
}
