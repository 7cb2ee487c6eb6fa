// cl-build-check FILE.cl [OPTIONS...]: builds an OpenCL C file for the
// current device (PoCL on CI) and prints the build log on failure. lit
// tests use it to prove that what cu2cl emits is accepted by a real OpenCL
// compiler, not only that it looks right.
#include "cu2cl/runtime/Runtime.h"

#include <iostream>
#include <string>

int main(int argc, char **argv) {
  if (argc < 2) {
    std::cerr << "usage: cl-build-check FILE.cl [build options...]\n";
    return 2;
  }
  std::string Options;
  for (int I = 2; I < argc; ++I)
    Options += std::string(I > 2 ? " " : "") + argv[I];
  try {
    cu2cl::rt::Program Program = cu2cl::rt::Program::fromFile(argv[1], Options);
    for (const std::string &Name : Program.kernelNames())
      std::cout << "kernel " << Name << "\n";
    return 0;
  } catch (const cu2cl::rt::Error &Failure) {
    std::cerr << Failure.what() << "\n";
    return 1;
  }
}
