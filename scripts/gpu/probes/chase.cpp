// chase.cu's measurement on a clCreateBuffer allocation under NVIDIA's OpenCL.
#include "chase_cycle.h"
#include "nvidia_gpu.h"

#include <cstdio>

static const char *kSource = R"CL(
__kernel void chase(__global const uint *restrict next, int steps, __global uint *out,
                    uint elements) {
  uint i = (uint)get_global_id(0) * 7919u % elements;
  for (int s = 0; s < steps; s++)
    i = next[i];
  out[get_global_id(0)] = i;
}
)CL";

int main() {
  cl_device_id device = firstNvidiaGpu();
  if (!device)
    return std::fprintf(stderr, "no NVIDIA OpenCL GPU\n"), 1;
  std::vector<unsigned> cycle = chaseCycle();
  cl_int status = CL_SUCCESS;
  cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &status);
  cl_command_queue queue =
      clCreateCommandQueue(context, device, CL_QUEUE_PROFILING_ENABLE, &status);
  cl_program program = clCreateProgramWithSource(context, 1, &kSource, nullptr, &status);
  if (clBuildProgram(program, 1, &device, "", nullptr, nullptr) != CL_SUCCESS)
    return std::fprintf(stderr, "build failed\n"), 1;
  cl_kernel kernel = clCreateKernel(program, "chase", &status);
  cl_mem next = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                               cycle.size() * sizeof(unsigned), cycle.data(), &status);
  cl_mem out = clCreateBuffer(context, CL_MEM_WRITE_ONLY, kChaseThreads * sizeof(unsigned), nullptr,
                              &status);
  const int steps = kChaseSteps;
  const unsigned elements = kChaseElements;
  clSetKernelArg(kernel, 0, sizeof next, &next);
  clSetKernelArg(kernel, 1, sizeof steps, &steps);
  clSetKernelArg(kernel, 2, sizeof out, &out);
  clSetKernelArg(kernel, 3, sizeof elements, &elements);
  const size_t global = kChaseThreads, local = 32;
  for (int round = 0; round < 3; round++) {
    cl_event done = nullptr;
    clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &global, &local, 0, nullptr, &done);
    clWaitForEvents(1, &done);
    cl_ulong start = 0, end = 0;
    clGetEventProfilingInfo(done, CL_PROFILING_COMMAND_START, sizeof start, &start, nullptr);
    clGetEventProfilingInfo(done, CL_PROFILING_COMMAND_END, sizeof end, &end, nullptr);
    std::printf("opencl: %.1f ns per dependent load\n", double(end - start) / kChaseSteps);
    clReleaseEvent(done);
  }
  return 0;
}
