// Probe: what NVIDIA's OpenCL keeps in %envreg0 and %envreg1, which its get_group_id(0) and (1)
// add to %ctaid.x and %ctaid.y. Launches NDRanges of one-work-item groups around CUDA's grid
// limits (2^31 - 1 blocks in x, 65535 in y) and with a global offset, and counts, per launch,
// the groups whose envreg is not 0 and the groups whose get_group_id differs from ctaid
// (+ envreg). Usage: group_offsets PLATFORM:DEVICE (NVIDIA's OpenCL)
#include "cu2cl/runtime/Runtime.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace rt = cu2cl::rt;

namespace {
const char *const kSource = R"(
__kernel void group_offsets(__global uint *out) {
  uint e0, e1, cx, cy;
  __asm__ volatile("mov.u32 %0, %%envreg0;\n\tmov.u32 %1, %%envreg1;\n\t"
                   "mov.u32 %2, %%ctaid.x;\n\tmov.u32 %3, %%ctaid.y;"
                   : "=r"(e0), "=r"(e1), "=r"(cx), "=r"(cy));
  size_t gx = get_group_id(0), gy = get_group_id(1);
  if (e0 != 0u) { atomic_inc(&out[0]); atomic_max(&out[1], e0); }
  if (e1 != 0u) { atomic_inc(&out[2]); atomic_max(&out[3], e1); }
  if (gx != (size_t)cx + e0) atomic_inc(&out[4]);
  if (gx != (size_t)cx) atomic_inc(&out[5]);
  if (gy != (size_t)cy + e1) atomic_inc(&out[6]);
  if (gy != (size_t)cy) atomic_inc(&out[7]);
  atomic_max(&out[8], cx);
}
)";

struct Launch {
  const char *what;
  size_t groups[3];
  size_t offset[3];
};
} // namespace

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  setenv("CU2CL_DEVICE", argv[1], 1);
  try {
    rt::Program program = rt::Program::fromSource(kSource, "group_offsets.cl");
    rt::Kernel kernel = program.kernel("group_offsets");
    cl_context context = rt::Device::current().context();
    cl_command_queue queue = rt::Device::current().queue();
    cl_int status = 0;
    cl_mem out = clCreateBuffer(context, CL_MEM_READ_WRITE, 16 * sizeof(cl_uint), nullptr, &status);
    if (status != CL_SUCCESS)
      return 1;
    clSetKernelArg(kernel.handle(), 0, sizeof out, &out);
    const Launch launches[] = {
        {"x: 65536 groups", {65536, 1, 1}, {0, 0, 0}},
        {"y: 65535 groups (CUDA's limit)", {1, 65535, 1}, {0, 0, 0}},
        {"y: 65543 groups", {1, 65543, 1}, {0, 0, 0}},
        {"x: 1000 groups, global offset 5", {1000, 1, 1}, {5, 0, 0}},
        {"x: 2^31 - 1 groups (CUDA's limit)", {2147483647ul, 1, 1}, {0, 0, 0}},
        {"x: 2^31 + 7 groups", {2147483655ul, 1, 1}, {0, 0, 0}},
    };
    std::printf("%-36s %10s %10s %10s %10s %12s %12s %12s %12s %10s %9s\n", "launch", "envreg0!=0",
                "max e0", "envreg1!=0", "max e1", "gx!=cx+e0", "gx!=cx", "gy!=cy+e1", "gy!=cy",
                "max cx", "ms");
    for (const Launch &l : launches) {
      const std::vector<cl_uint> zeros(16, 0);
      clEnqueueWriteBuffer(queue, out, CL_TRUE, 0, 16 * sizeof(cl_uint), zeros.data(), 0, nullptr,
                           nullptr);
      const size_t local[3] = {1, 1, 1};
      const auto start = std::chrono::steady_clock::now();
      status = clEnqueueNDRangeKernel(queue, kernel.handle(), 3, l.offset, l.groups, local, 0,
                                      nullptr, nullptr);
      if (status == CL_SUCCESS)
        status = clFinish(queue);
      const double ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
      if (status != CL_SUCCESS) {
        std::printf("%-36s failed: OpenCL error %d\n", l.what, status);
        continue;
      }
      std::vector<cl_uint> r(16);
      clEnqueueReadBuffer(queue, out, CL_TRUE, 0, 16 * sizeof(cl_uint), r.data(), 0, nullptr,
                          nullptr);
      std::printf("%-36s %10u %10u %10u %10u %12u %12u %12u %12u %10u %9.1f\n", l.what, r[0], r[1],
                  r[2], r[3], r[4], r[5], r[6], r[7], r[8], ms);
    }
    clReleaseMemObject(out);
  } catch (const std::exception &e) {
    std::printf("error: %s\n", e.what());
    return 1;
  }
  return 0;
}
