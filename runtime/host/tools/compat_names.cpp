// Writes cu2cl/cuda_names.h: `#define cudaXxx cu2clXxx` for every CUDA runtime name that
// rewriters/tables/HostApiTable.def translates by a rename. C++ files that call the CUDA
// runtime (nvcc compiles them with the host compiler) then compile against cu2cl's runtime
// (runtime/host/compat/cuda_runtime.h), the table staying the one list of the names.
#include <cstdio>
#include <cstring>

namespace {

void printRename(const char *Cuda, const char *Cu2cl) {
  // Members ("cudaDeviceProp::name") keep their names; thrust and CUB are not the runtime.
  if (std::strstr(Cuda, "::") || std::strncmp(Cuda, "cuda", 4) != 0 ||
      std::strncmp(Cu2cl, "cu2cl", 5) != 0)
    return;
  std::printf("#define %s %s\n", Cuda, Cu2cl);
}

} // namespace

int main() {
  std::printf("// Generated from rewriters/tables/HostApiTable.def by runtime/host/tools/"
              "compat_names.cpp;\n// do not edit. CUDA's runtime names as cu2cl's runtime "
              "spells them.\n#pragma once\n");
#define CU2CL_HOST_API(CudaName, Cu2clName, Group, Note) printRename(CudaName, Cu2clName);
#include "HostApiTable.def"
  return 0;
}
