// reduceShared (sum_reduction's Listing 2) several ways on one GPU, alternating, at 2^27 ints:
// nvcc's SASS, nvcc's PTX, and PTX files that hold a kernel `reduceShared` (the PTX NVIDIA's
// OpenCL compiled from the translation, and edits of it), loaded through the CUDA driver API
// (cuModuleLoadData) and launched with cuLaunchKernel. Run under CUDA's launch path, the
// OpenCL PTX shows whether the translation's gap (docs/performance.md, "GPU gap") is in NVIDIA's
// OpenCL launch path or in the code, and the edits which difference of the code it is.
// Usage: reduce_shared_ptx <cuda.ptx> <file.ptx>:<parameters>... (5 or 6 parameters: the
// translation's ABI, input and output offsets 0, and a group offset 0 for the sixth; 3: CUDA's)
#include <cuda.h>
#include <cuda_runtime.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

// Checked by bench/kernels/check_kernels.py.
// ---- From samples/sum_reduction/sum_reduction.cu, unchanged ----
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
// ---- End of the sample's kernels ----

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
  if (argc < 3)
    return 2;
  const int M = 1 << 27, reps = 200;
  int *in, *out;
  cudaMalloc(&in, size_t(M) * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  std::vector<int> ones(M, 1);
  cudaMemcpy(in, ones.data(), size_t(M) * sizeof(int), cudaMemcpyHostToDevice);
  cudaFree(nullptr); // the primary context, for the driver API
  struct Way {
    std::string Name;
    CUfunction Function = nullptr; // null: nvcc's SASS through the runtime API
    int Parameters = 3;
  };
  std::vector<Way> Ways = {{"nvcc-sass"}};
  std::vector<std::string> Texts; // alive while the modules load
  for (int I = 1; I < argc; ++I) {
    std::string Argument = argv[I];
    std::size_t Colon = Argument.rfind(':');
    std::string Path = I == 1 ? Argument : Argument.substr(0, Colon);
    Texts.push_back(readFile(Path.c_str()));
    CUmodule Module;
    Way W;
    W.Name = I == 1 ? "nvcc-ptx" : Path.substr(Path.rfind('/') + 1);
    W.Parameters = I == 1 ? 3 : std::stoi(Argument.substr(Colon + 1));
    CHECK(cuModuleLoadData(&Module, Texts.back().c_str()));
    CHECK(cuModuleGetFunction(&W.Function, Module, I == 1 ? "_Z12reduceSharedPKiiPi"
                                                          : "reduceShared"));
    Ways.push_back(W);
  }
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
      for (const Way &W : Ways) {
        cudaMemset(out, 0, sizeof(int));
        auto launch = [&] {
          if (!W.Function)
            reduceShared<<<grid, block>>>(in, M, out);
          else
            cuLaunchKernel(W.Function, grid, 1, 1, block, 1, 1, 0, nullptr,
                           W.Parameters == 3 ? cudaArgs : translatedArgs, nullptr);
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
        std::printf("round %d block %4d %-32s %8.1f us  %6.1f G/s  sum %s\n", round, block,
                    W.Name.c_str(), 1e3 * ms / reps, M / (ms / reps) / 1e6,
                    unsigned(sum) == unsigned(reps + 3) * unsigned(M) ? "ok" : "WRONG");
      }
    }
  return 0;
}
