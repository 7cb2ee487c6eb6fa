// cl-run FILE.cl KERNEL GRID BLOCK COUNT [PER_LINE] [--int] [--fill=BYTE]
//        [--build-options=OPTIONS]:
// runs a translated kernel whose first parameter is `__global long *out`
// (CUDA: `long long *out`; with --int, `int *out`) and prints out[0..COUNT)
// as signed numbers, PER_LINE to a line. GRID and BLOCK are "x", "x,y" or
// "x,y,z". The buffer starts with every byte = BYTE (default 0xa5), as
// cudaMemset would leave it. A kernel with one more parameter gets the warp
// scratch buffer cu2cl's device library needs (8 * (block + 32) bytes): launch()
// appends it for a parameter named cu2cl_scratch, cl-run for any other.
// The device library's backend is the runtime's choice (CU2CL_BACKEND forces
// one; CU2CL_VERBOSE=1 prints it). --build-options adds OpenCL build options.
// lit tests use it to check what translated code computes, not only its text.
#include "cu2cl/runtime/Runtime.h"

#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace rt = cu2cl::rt;

namespace {
template <class T>
int run(const char *File, const char *Name, rt::Dim3 Grid, rt::Dim3 Block, size_t Count,
        size_t PerLine, unsigned char Fill, const std::string &Options) {
  rt::Program Program = rt::Program::fromFile(File, Options);
  rt::Kernel Kernel = Program.kernel(Name);
  T FillValue;
  std::memset(&FillValue, Fill, sizeof FillValue);
  rt::Buffer<T> Out(std::vector<T>(Count, FillValue));
  // The pointer offsets (docs/host-translation.md) are launch()'s to fill.
  if (Kernel.numArgs() - Kernel.offsetParameterCount() == 2 && !Kernel.takesWarpScratch())
    rt::launch(Kernel, Grid, Block, Out, rt::warpScratch(Block));
  else
    rt::launch(Kernel, Grid, Block, Out);
  std::vector<T> Values = Out.download();
  for (size_t I = 0; I < Count; ++I)
    std::printf("%lld%c", static_cast<long long>(Values[I]),
                (I + 1) % PerLine == 0 || I + 1 == Count ? '\n' : ' ');
  return 0;
}

rt::Dim3 parseDim(const std::string &Text) {
  unsigned V[3] = {1, 1, 1};
  std::stringstream In(Text);
  std::string Part;
  for (int I = 0; I < 3 && std::getline(In, Part, ','); ++I)
    V[I] = static_cast<unsigned>(std::stoul(Part));
  return rt::Dim3(V[0], V[1], V[2]);
}
} // namespace

int main(int argc, char **argv) {
  try {
    std::vector<std::string> Positional;
    bool Int32 = false;
    unsigned char Fill = 0xa5; // unwritten values stand out
    std::string Options;
    for (int I = 1; I < argc; ++I) {
      std::string Arg = argv[I];
      if (Arg == "--int")
        Int32 = true;
      else if (Arg.rfind("--build-options=", 0) == 0)
        Options = Arg.substr(16);
      else if (Arg.rfind("--fill=", 0) == 0)
        Fill = static_cast<unsigned char>(std::stoul(Arg.substr(7), nullptr, 0));
      else
        Positional.push_back(Arg);
    }
    if (Positional.size() < 5) {
      std::cerr << "usage: cl-run FILE.cl KERNEL GRID BLOCK COUNT [PER_LINE] [--int] [--fill=B] "
                   "[--build-options=OPTIONS]\n";
      return 2;
    }
    rt::Dim3 Grid = parseDim(Positional[2]), Block = parseDim(Positional[3]);
    size_t Count = std::stoul(Positional[4]);
    size_t PerLine = Positional.size() > 5 ? std::stoul(Positional[5]) : 1;
    const char *File = Positional[0].c_str(), *Name = Positional[1].c_str();
    return Int32 ? run<int>(File, Name, Grid, Block, Count, PerLine, Fill, Options)
                 : run<long long>(File, Name, Grid, Block, Count, PerLine, Fill, Options);
  } catch (const std::exception &Failure) {
    std::cerr << "cl-run: " << Failure.what() << "\n";
    return 1;
  }
}
