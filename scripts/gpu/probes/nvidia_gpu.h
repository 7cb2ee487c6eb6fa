// The probes' OpenCL device: the first GPU of the first NVIDIA platform, or null.
#pragma once

#include <CL/cl.h>

#include <cstring>
#include <vector>

inline cl_device_id firstNvidiaGpu() {
  cl_uint count = 0;
  clGetPlatformIDs(0, nullptr, &count);
  std::vector<cl_platform_id> platforms(count);
  clGetPlatformIDs(count, platforms.data(), nullptr);
  for (cl_platform_id platform : platforms) {
    char name[256] = {};
    clGetPlatformInfo(platform, CL_PLATFORM_NAME, sizeof name, name, nullptr);
    cl_device_id device = nullptr;
    if (std::strstr(name, "NVIDIA") &&
        clGetDeviceIDs(platform, CL_DEVICE_TYPE_GPU, 1, &device, nullptr) == CL_SUCCESS)
      return device;
  }
  return nullptr;
}
