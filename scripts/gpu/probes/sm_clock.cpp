// The SM clock a kernel runs at under NVIDIA's OpenCL: sm_clock.cu's kernel, in OpenCL C with
// the same inline PTX. Usage: sm_clock_opencl   (the first NVIDIA platform's first GPU)
#include "nvidia_gpu.h"

#include <cstdio>
#include <cstring>
#include <vector>

static const char *kSource = R"CL(
__kernel void busy(__global ulong *out, int iterations) {
  ulong c0, c1, t0, t1;
  __asm__ volatile("mov.u64 %0, %%clock64;" : "=l"(c0));
  __asm__ volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  float x = get_local_id(0);
  for (int i = 0; i < iterations; i++)
    x = x * 1.000001f + 0.5f;
  __asm__ volatile("mov.u64 %0, %%clock64;" : "=l"(c1));
  __asm__ volatile("mov.u64 %0, %%globaltimer;" : "=l"(t1));
  if (get_local_id(0) == 0) {
    out[2 * get_group_id(0)] = c1 - c0;
    out[2 * get_group_id(0) + 1] = t1 - t0 + (x == 0.0f);
  }
}
)CL";

int main() {
  cl_device_id device = firstNvidiaGpu();
  if (!device)
    return std::fprintf(stderr, "no NVIDIA OpenCL GPU\n"), 1;
  cl_int status = CL_SUCCESS;
  cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &status);
  cl_command_queue queue = clCreateCommandQueue(context, device, 0, &status);
  cl_program program = clCreateProgramWithSource(context, 1, &kSource, nullptr, &status);
  if (clBuildProgram(program, 1, &device, "", nullptr, nullptr) != CL_SUCCESS)
    return std::fprintf(stderr, "build failed\n"), 1;
  cl_kernel kernel = clCreateKernel(program, "busy", &status);
  const size_t blocks = 132, local = 256, global = blocks * local;
  std::vector<cl_ulong> h(2 * blocks);
  cl_mem d =
      clCreateBuffer(context, CL_MEM_READ_WRITE, h.size() * sizeof(cl_ulong), nullptr, &status);
  const int iterations = 1 << 20;
  clSetKernelArg(kernel, 0, sizeof d, &d);
  clSetKernelArg(kernel, 1, sizeof iterations, &iterations);
  for (int round = 0; round < 3; round++) {
    clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &global, &local, 0, nullptr, nullptr);
    clEnqueueReadBuffer(queue, d, CL_TRUE, 0, h.size() * sizeof(cl_ulong), h.data(), 0, nullptr,
                        nullptr);
    double cycles = 0, ns = 0;
    for (size_t b = 0; b < blocks; b++)
      cycles += h[2 * b], ns += h[2 * b + 1];
    std::printf("opencl: SM clock %.0f MHz\n", 1e3 * cycles / ns);
  }
  return 0;
}
