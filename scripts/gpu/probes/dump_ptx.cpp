// Prints the PTX that NVIDIA's OpenCL compiler makes of an OpenCL file: what a translated
// kernel becomes, to compare with nvcc's PTX of the CUDA original.
// Usage: dump_ptx <file.cl> <build options>   (the first NVIDIA platform's first device)
#include "nvidia_gpu.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: dump_ptx <file.cl> [build options]\n");
    return 2;
  }
  std::ifstream in(argv[1]);
  std::stringstream text;
  text << in.rdbuf();
  const std::string source = text.str();
  const std::string options = argc > 2 ? argv[2] : "";
  cl_device_id device = firstNvidiaGpu();
  if (!device) {
    std::fprintf(stderr, "no NVIDIA OpenCL GPU\n");
    return 1;
  }
  cl_int status = CL_SUCCESS;
  cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &status);
  const char *sources[] = {source.c_str()};
  cl_program program = clCreateProgramWithSource(context, 1, sources, nullptr, &status);
  status = clBuildProgram(program, 1, &device, options.c_str(), nullptr, nullptr);
  size_t logSize = 0;
  clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &logSize);
  std::string log(logSize, '\0');
  clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, logSize, log.data(), nullptr);
  std::fprintf(stderr, "build status %d\n%s\n", status, log.c_str());
  if (status != CL_SUCCESS)
    return 1;
  size_t size = 0;
  clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, nullptr);
  std::string ptx(size, '\0');
  unsigned char *binary = reinterpret_cast<unsigned char *>(ptx.data());
  clGetProgramInfo(program, CL_PROGRAM_BINARIES, sizeof binary, &binary, nullptr);
  // The binary ends in NULs, which ptxas rejects ("Unexpected EOF").
  ptx.resize(ptx.find('\0') == std::string::npos ? ptx.size() : ptx.find('\0'));
  std::fwrite(ptx.data(), 1, ptx.size(), stdout);
  return 0;
}
