// Block turnover of the benchmark's count kernel under NVIDIA's OpenCL: block_turnover.cu's
// kernels in OpenCL C with the same inline PTX (bar.red.popc is what the nvidia backend emits
// for __syncthreads_count). Usage: block_turnover_opencl [build options]
#include "block_turnover.h"
#include "nvidia_gpu.h"

#include <chrono>
#include <string>

static const char *kSource = R"CL(
ulong globalTimer() {
  ulong t;
  __asm__ volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
uint smId() {
  uint id;
  __asm__ volatile("mov.u32 %0, %%smid;" : "=r"(id));
  return id;
}
int syncthreadsCount(int pred) {
  int c;
  __asm__ volatile("{ .reg .pred P; setp.ne.u32 P, %1, 0; bar.red.popc.u32 %0, 0, P; }"
                   : "=r"(c) : "r"(pred));
  return c;
}
__kernel void count(__global const int *restrict in, int n, __global int *counts) {
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  int pred = idx < n ? in[idx] > 0 : 0;
  int c = syncthreadsCount(pred);
  if (get_local_id(0) == 0)
    counts[get_group_id(0)] = c;
}
__kernel void count_timed(__global const int *restrict in, int n, __global int *counts,
                          __global ulong *records) {
  ulong start = globalTimer();
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  int pred = idx < n ? in[idx] > 0 : 0;
  int c = syncthreadsCount(pred);
  if (get_local_id(0) == 0) {
    counts[get_group_id(0)] = c;
    records[3 * get_group_id(0)] = smId();
    records[3 * get_group_id(0) + 1] = start;
    records[3 * get_group_id(0) + 2] = globalTimer();
  }
}
__kernel void nobarrier(__global const int *restrict in, int n, __global int *counts) {
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  int v = idx < n ? in[idx] : 0;
  if (v == 123456789)
    counts[get_group_id(0)] = v;
}
)CL";

int main(int argc, char **argv) {
  const std::string options = argc > 1 ? argv[1] : "";
  const std::string api = "opencl" + (options.empty() ? "" : "[" + options + "]");
  cl_device_id device = firstNvidiaGpu();
  if (!device)
    return std::fprintf(stderr, "no NVIDIA OpenCL GPU\n"), 1;
  cl_int status = CL_SUCCESS;
  cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &status);
  cl_command_queue queue = clCreateCommandQueue(context, device, 0, &status);
  cl_program program = clCreateProgramWithSource(context, 1, &kSource, nullptr, &status);
  if (clBuildProgram(program, 1, &device, options.c_str(), nullptr, nullptr) != CL_SUCCESS) {
    char log[8192] = {};
    clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, nullptr);
    return std::fprintf(stderr, "build failed:\n%s\n", log), 1;
  }
  std::vector<int> input = turnoverInput();
  const int n = int(input.size()), blocks = n / kTurnoverBlock;
  cl_mem in = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                             input.size() * sizeof(int), input.data(), &status);
  cl_mem counts =
      clCreateBuffer(context, CL_MEM_READ_WRITE, blocks * sizeof(int), nullptr, &status);
  cl_mem records = clCreateBuffer(context, CL_MEM_READ_WRITE, 3ull * blocks * sizeof(cl_ulong),
                                  nullptr, &status);
  auto kernel = [&](const char *name, bool timed) {
    cl_kernel k = clCreateKernel(program, name, &status);
    clSetKernelArg(k, 0, sizeof in, &in);
    clSetKernelArg(k, 1, sizeof n, &n);
    clSetKernelArg(k, 2, sizeof counts, &counts);
    if (timed)
      clSetKernelArg(k, 3, sizeof records, &records);
    return k;
  };
  cl_kernel countK = kernel("count", false), timedK = kernel("count_timed", true),
            nobarrierK = kernel("nobarrier", false);
  const size_t local = kTurnoverBlock, global = size_t(n);
  auto time = [&](cl_kernel k) {
    clEnqueueNDRangeKernel(queue, k, 1, nullptr, &global, &local, 0, nullptr, nullptr);
    clFinish(queue);
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < kTurnoverLaunches; i++)
      clEnqueueNDRangeKernel(queue, k, 1, nullptr, &global, &local, 0, nullptr, nullptr);
    clFinish(queue);
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
               .count() /
           kTurnoverLaunches;
  };
  for (int round = 0; round < 2; round++) {
    std::printf("%s count: %.1f us per launch\n", api.c_str(), time(countK) * 1e3);
    std::printf("%s nobarrier: %.1f us per launch\n", api.c_str(), time(nobarrierK) * 1e3);
    const double ms = time(timedK);
    std::vector<uint64_t> host(3ull * blocks);
    clEnqueueReadBuffer(queue, records, CL_TRUE, 0, host.size() * sizeof(uint64_t), host.data(), 0,
                        nullptr, nullptr);
    printTurnover(api.c_str(), "count_timed", ms, host);
  }
  std::vector<int> c(blocks);
  clEnqueueReadBuffer(queue, counts, CL_TRUE, 0, blocks * sizeof(int), c.data(), 0, nullptr,
                      nullptr);
  long long total = 0, want = 0;
  for (int x : c)
    total += x;
  for (int x : input)
    want += x > 0;
  std::printf("%s check: %lld of %lld %s\n", api.c_str(), total, want,
              total == want ? "right" : "WRONG");
  return total == want ? 0 : 1;
}
