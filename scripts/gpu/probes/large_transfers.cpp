// Times clEnqueueFillBuffer, clEnqueueCopyBuffer and clEnqueueReadBuffer on NVIDIA's OpenCL
// around 2^31 bytes, with each fill pattern size: which commands stop finishing once a command
// covers 2 GiB (the translated nonuniform_reduction benchmark never finished at 2^29 ints).
// Each command gets `limit` seconds; one that does not finish is reported and the probe exits
// (a command the driver never completes cannot be cancelled, so nothing after it could run).
// Usage: large_transfers [limit_s]      (the first NVIDIA platform's first GPU)
#include "nvidia_gpu.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace {

double seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// Waits up to `limit` seconds for `event`; false if it did not complete.
bool finishes(cl_event event, double limit, double &took) {
  const double start = seconds();
  for (;;) {
    cl_int state = CL_QUEUED;
    clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof state, &state, nullptr);
    took = seconds() - start;
    if (state == CL_COMPLETE)
      return true;
    if (state < 0) {
      std::printf("  command failed: status %d\n", state);
      return true;
    }
    if (took > limit)
      return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

} // namespace

int main(int argc, char **argv) {
  const double limit = argc > 1 ? std::atof(argv[1]) : 20.0;
  cl_device_id device = firstNvidiaGpu();
  if (!device) {
    std::fprintf(stderr, "no NVIDIA OpenCL GPU\n");
    return 1;
  }
  cl_int status = CL_SUCCESS;
  cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &status);
  cl_command_queue queue = clCreateCommandQueue(context, device, 0, &status);
  const std::size_t big = (std::size_t(1) << 31) + 4096;
  cl_mem a = clCreateBuffer(context, CL_MEM_READ_WRITE, big, nullptr, &status);
  cl_mem b = clCreateBuffer(context, CL_MEM_READ_WRITE, big, nullptr, &status);
  if (status != CL_SUCCESS) {
    std::fprintf(stderr, "clCreateBuffer: %d\n", status);
    return 1;
  }
  std::vector<unsigned char> host(big);

  struct Case {
    const char *what;
    std::size_t pattern; // fill pattern bytes (0: a copy, 99: a read)
    std::size_t bytes;
  };
  const std::size_t g1 = std::size_t(1) << 30, g2 = std::size_t(1) << 31;
  // Suspected hangs last: each case can only run if every case before it finished.
  const Case cases[] = {{"fill", 1, g1},        {"fill", 4, g2},  {"fill", 16, g2},
                        {"copy", 0, g2},        {"read", 99, g2}, {"fill", 1, g2 - 4096},
                        {"fill", 2, g2 + 4096}, {"fill", 1, g2}};
  const unsigned char pattern[16] = {0xab, 0xab, 0xab, 0xab, 0xab, 0xab, 0xab, 0xab,
                                     0xab, 0xab, 0xab, 0xab, 0xab, 0xab, 0xab, 0xab};
  for (const Case &c : cases) {
    cl_event event = nullptr;
    std::printf("enqueueing ");
    std::fflush(stdout);
    if (c.pattern == 0)
      status = clEnqueueCopyBuffer(queue, a, b, 0, 0, c.bytes, 0, nullptr, &event);
    else if (c.pattern == 99)
      status = clEnqueueReadBuffer(queue, a, CL_FALSE, 0, c.bytes, host.data(), 0, nullptr, &event);
    else
      status = clEnqueueFillBuffer(queue, a, pattern, c.pattern, 0, c.bytes, 0, nullptr, &event);
    std::printf("%s pattern %zu, %zu bytes: ", c.what, c.pattern, c.bytes);
    std::fflush(stdout); // a command that never completes may hold the process in the driver
    clFlush(queue);
    if (status != CL_SUCCESS) {
      std::printf("enqueue failed: %d\n", status);
      continue;
    }
    double took = 0;
    if (!finishes(event, limit, took)) {
      std::printf("NOT FINISHED after %.1f s\n", took);
      std::fflush(stdout);
      std::_Exit(3);
    }
    std::printf("%.3f s\n", took);
    std::fflush(stdout);
    clReleaseEvent(event);
  }
  return 0;
}
