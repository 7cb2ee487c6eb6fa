// cl-run FILE.cl KERNEL GRID BLOCK COUNT [PER_LINE]: runs a translated kernel
// whose first parameter is `__global long *out` (CUDA: `long long *out`) and
// prints out[0..COUNT) as signed numbers, PER_LINE to a line. GRID and BLOCK
// are "x" or "x,y" or "x,y,z". A kernel with one more parameter gets the warp
// scratch buffer cu2cl's device library needs (8 * (block + 32) bytes).
// lit tests use it to check what translated code computes, not only its text.
#include "cu2cl/runtime/Runtime.h"

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace rt = cu2cl::rt;

namespace {
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
  if (argc < 6) {
    std::cerr << "usage: cl-run FILE.cl KERNEL GRID BLOCK COUNT [PER_LINE]\n";
    return 2;
  }
  try {
    rt::Dim3 Grid = parseDim(argv[3]), Block = parseDim(argv[4]);
    size_t Count = std::stoul(argv[5]);
    size_t PerLine = argc > 6 ? std::stoul(argv[6]) : 1;
    rt::Program Program = rt::Program::fromFile(argv[1]);
    rt::Kernel Kernel = Program.kernel(argv[2]);
    // Sentinel: values the kernel did not write stand out.
    rt::Buffer<long long> Out(std::vector<long long>(Count, -0x5a5a5a5a5a5a5a5bll));
    size_t BlockSize = size_t(Block.x) * Block.y * Block.z;
    if (Kernel.numArgs() == 2)
      rt::launch(Kernel, Grid, Block, Out, rt::LocalMemory{8 * (BlockSize + 32)});
    else
      rt::launch(Kernel, Grid, Block, Out);
    std::vector<long long> Values = Out.download();
    for (size_t I = 0; I < Count; ++I)
      std::printf("%lld%c", Values[I], (I + 1) % PerLine == 0 || I + 1 == Count ? '\n' : ' ');
    return 0;
  } catch (const std::exception &Failure) {
    std::cerr << "cl-run: " << Failure.what() << "\n";
    return 1;
  }
}
