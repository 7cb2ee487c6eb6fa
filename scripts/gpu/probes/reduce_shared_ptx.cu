// reduceShared (sum_reduction's Listing 2) three ways on one GPU, alternating, at 2^27 ints:
// nvcc's SASS, nvcc's PTX and the PTX that NVIDIA's OpenCL compiled from the translation, the
// last two loaded through the CUDA driver API (cuModuleLoadData) and launched with
// cuLaunchKernel. If the OpenCL PTX runs at CUDA's speed under CUDA's launch path, the
// translation's gap (docs/performance.md, "GPU gap") is in NVIDIA's OpenCL launch path.
// A fourth way, the OpenCL PTX with the group offset that NVIDIA's OpenCL adds to %ctaid.x
// taken as 0 at compile time and CUDA's three parameters (no offset parameters), says what
// those cost.
// Usage: reduce_shared_ptx <translated.ptx> <cuda.ptx> <translated-with-cuda-abi.ptx>
#include <cuda.h>
#include <cuda_runtime.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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
    int partial_sum = sum[0];
    atomicAdd(out, partial_sum);
  }
}

static std::string readFile(const char *path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

#define CHECK(x)                                                                                   \
  do {                                                                                             \
    CUresult r = (x);                                                                              \
    if (r != CUDA_SUCCESS) {                                                                       \
      const char *m = nullptr;                                                                     \
      cuGetErrorString(r, &m);                                                                     \
      std::printf("error %s at %s\n", m ? m : "?", #x);                                            \
      return 1;                                                                                    \
    }                                                                                              \
  } while (0)

int main(int argc, char **argv) {
  if (argc < 4)
    return 2;
  const int M = 1 << 27, reps = 200;
  int *in, *out;
  cudaMalloc(&in, size_t(M) * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  std::vector<int> ones(M, 1);
  cudaMemcpy(in, ones.data(), size_t(M) * sizeof(int), cudaMemcpyHostToDevice);
  cudaFree(nullptr); // the primary context, for the driver API
  std::string translatedPtx = readFile(argv[1]), cudaPtx = readFile(argv[2]),
              abiPtx = readFile(argv[3]);
  CUmodule translatedModule, cudaModule, abiModule;
  CUfunction translated, viaPtx, withCudaAbi;
  CHECK(cuModuleLoadData(&translatedModule, translatedPtx.c_str()));
  CHECK(cuModuleGetFunction(&translated, translatedModule, "reduceShared"));
  CHECK(cuModuleLoadData(&cudaModule, cudaPtx.c_str()));
  CHECK(cuModuleGetFunction(&viaPtx, cudaModule, "_Z12reduceSharedPKiiPi"));
  CHECK(cuModuleLoadData(&abiModule, abiPtx.c_str()));
  CHECK(cuModuleGetFunction(&withCudaAbi, abiModule, "reduceShared"));
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  CUdeviceptr inPtr = CUdeviceptr(in), outPtr = CUdeviceptr(out);
  unsigned long long zero = 0;
  unsigned groupOffset = 0;
  int m = M;
  void *translatedArgs[] = {&inPtr, &zero, &m, &outPtr, &zero, &groupOffset};
  void *cudaArgs[] = {&inPtr, &m, &outPtr};
  for (int round = 0; round < 2; ++round)
    for (int block : {256, 512, 1024}) {
      unsigned grid = unsigned((M + block - 1) / block);
      for (int way = 0; way < 4; ++way) {
        cudaMemset(out, 0, sizeof(int));
        auto launch = [&] {
          if (way == 0)
            reduceShared<<<grid, block>>>(in, M, out);
          else
            cuLaunchKernel(way == 1   ? viaPtx
                           : way == 2 ? translated
                                      : withCudaAbi,
                           grid, 1, 1, block, 1, 1, 0, nullptr,
                           way == 2 ? translatedArgs : cudaArgs, nullptr);
        };
        for (int w = 0; w < 3; ++w)
          launch();
        cudaEventRecord(start);
        for (int r = 0; r < reps; ++r)
          launch();
        cudaEventRecord(stop);
        cudaEventSynchronize(stop);
        float ms = 0;
        cudaEventElapsedTime(&ms, start, stop);
        int sum = 0;
        cudaMemcpy(&sum, out, sizeof(int), cudaMemcpyDeviceToHost);
        const char *names[] = {"nvcc-sass", "nvcc-ptx", "opencl-ptx", "opencl-abi3"};
        std::printf("round %d block %4d %-10s %8.1f us  %6.1f G/s  sum %s\n", round, block,
                    names[way], 1e3 * ms / reps, M / (ms / reps) / 1e6,
                    unsigned(sum) == unsigned(reps + 3) * unsigned(M) ? "ok" : "WRONG");
      }
    }
  return 0;
}
