// Probe: what limits CL_KERNEL_WORK_GROUP_SIZE of a translated kernel on a device. Builds FILE
// with each option set given after it and prints, per kernel, the work-group size, private and
// local memory, and the build log (NVIDIA's -cl-nv-verbose prints registers and stack).
// Usage: workgroup_limit FILE.cl PLATFORM:DEVICE "OPTIONS" ["OPTIONS" ...]
#include "cu2cl/runtime/Runtime.h"

#include <cstdio>
#include <string>

namespace rt = cu2cl::rt;

int main(int argc, char **argv) {
  if (argc < 4)
    return 2;
  setenv("CU2CL_DEVICE", argv[2], 1);
  for (int i = 3; i < argc; ++i) {
    try {
      rt::Program program = rt::Program::fromFile(argv[1], argv[i]);
      std::printf("== options '%s'\n%s\n", argv[i], program.buildLog().c_str());
      for (const std::string &name : program.kernelNames()) {
        rt::Kernel kernel = program.kernel(name);
        cl_ulong priv = 0;
        clGetKernelWorkGroupInfo(kernel.handle(), rt::Device::current().id(),
                                 CL_KERNEL_PRIVATE_MEM_SIZE, sizeof priv, &priv, nullptr);
        std::printf("kernel %-24s workgroup %zu private %llu local %llu\n", name.c_str(),
                    kernel.workGroupSize(), static_cast<unsigned long long>(priv),
                    static_cast<unsigned long long>(kernel.staticLocalMemSize()));
      }
    } catch (const std::exception &e) {
      std::printf("== options '%s': %s\n", argv[i], e.what());
    }
  }
  return 0;
}
