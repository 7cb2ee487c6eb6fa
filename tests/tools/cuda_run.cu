// cuda-run: cl-run's twin for CUDA, to record what CUDA computes for an executed lit test on the
// GPU machine (scripts/gpu/record-executed.sh builds it):
//   nvcc -O2 -arch=sm_90 -include TEST.cu -DCU2CL_KERNEL=NAME tests/tools/cuda_run.cu -o run
//   ./run GRID BLOCK COUNT [PER_LINE] [--int] [--fill=BYTE]
// launches NAME(out) with `long long *out` (`int *out` with --int), the buffer filled with BYTE
// (default 0xa5, as cl-run fills it), and prints out[0..COUNT) as cl-run does.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#ifndef CU2CL_KERNEL
#error "define CU2CL_KERNEL to the kernel to launch"
#endif

static dim3 parseDim(const char *Text) {
  unsigned V[3] = {1, 1, 1};
  int N = std::sscanf(Text, "%u,%u,%u", &V[0], &V[1], &V[2]);
  (void)N;
  return dim3(V[0], V[1], V[2]);
}

// The kernel takes `long long *` or `int *`; the buffer has the type the command line asks for.
template <class P> static void launch(void (*Kernel)(P *), dim3 Grid, dim3 Block, void *Out) {
  Kernel<<<Grid, Block>>>(static_cast<P *>(Out));
}

template <class T> static int run(dim3 Grid, dim3 Block, size_t Count, size_t PerLine, int Fill) {
  T *Device = nullptr;
  if (cudaMalloc(&Device, Count * sizeof(T)) != cudaSuccess)
    return std::fprintf(stderr, "cuda-run: cudaMalloc failed\n"), 1;
  cudaMemset(Device, Fill, Count * sizeof(T));
  launch(CU2CL_KERNEL, Grid, Block, Device);
  cudaError_t Error = cudaDeviceSynchronize();
  if (Error != cudaSuccess)
    return std::fprintf(stderr, "cuda-run: %s\n", cudaGetErrorString(Error)), 1;
  std::vector<T> Values(Count);
  cudaMemcpy(Values.data(), Device, Count * sizeof(T), cudaMemcpyDeviceToHost);
  for (size_t I = 0; I < Count; ++I)
    std::printf("%lld%c", static_cast<long long>(Values[I]),
                (I + 1) % PerLine == 0 || I + 1 == Count ? '\n' : ' ');
  return 0;
}

int main(int argc, char **argv) {
  std::vector<const char *> Positional;
  bool Int32 = false;
  int Fill = 0xa5;
  for (int I = 1; I < argc; ++I) {
    if (!std::strcmp(argv[I], "--int"))
      Int32 = true;
    else if (!std::strncmp(argv[I], "--fill=", 7))
      Fill = static_cast<int>(std::strtoul(argv[I] + 7, nullptr, 0));
    else
      Positional.push_back(argv[I]);
  }
  if (Positional.size() < 3)
    return std::fprintf(stderr, "usage: cuda-run GRID BLOCK COUNT [PER_LINE] [--int]\n"), 2;
  dim3 Grid = parseDim(Positional[0]), Block = parseDim(Positional[1]);
  size_t Count = std::strtoul(Positional[2], nullptr, 10);
  size_t PerLine = Positional.size() > 3 ? std::strtoul(Positional[3], nullptr, 10) : 1;
  return Int32 ? run<int>(Grid, Block, Count, PerLine, Fill)
               : run<long long>(Grid, Block, Count, PerLine, Fill);
}
