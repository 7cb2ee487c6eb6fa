// What NVIDIA's OpenCL adds around kernels, apart from the kernels themselves: (1) a queue
// created with CL_QUEUE_PROFILING_ENABLE (every cu2cl queue, for CUDA events) against one
// without, for back-to-back launches of a streaming reduction (2^26 and 2^29 ints) and of a
// one-group kernel, and with an event and clFlush per launch (as the cu2cl runtime launches);
// (2) how long the host takes to see a kernel finish (the result copy of thrust::reduce): a
// blocking 4-byte read, clFinish, a non-blocking read waited for with clWaitForEvents (the
// runtime's synchronous copy before) or clFinish, one polled until its event completes, the
// blocking and the waited read into pinned memory (a mapped CL_MEM_ALLOC_HOST_PTR buffer), and a
// blocking map of the result. Host clock;
// medians of 5 rounds. Usage: queue_overhead
#include "nvidia_gpu.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

namespace {

const char *kSource = R"CL(
__kernel void reduce16(__global const int4 *restrict in, uint n4, __global int *restrict out) {
  uint i = get_global_id(0) * 4, stride = get_global_size(0) * 4;
  int4 acc = (int4)(0);
  for (; i + 3 < n4; i += stride)
    acc += in[i] + in[i + 1] + in[i + 2] + in[i + 3];
  int s = acc.x + acc.y + acc.z + acc.w;
  if (s == 0x7fffffff)
    out[0] = s; // keeps the loads; never true for the zero input
}
__kernel void tiny(__global int *out) {
  if (get_global_id(0) == 0)
    out[0] += 1;
}
)CL";

double nowUs() {
  return std::chrono::duration<double, std::micro>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

void check(cl_int status, const char *what) {
  if (status != CL_SUCCESS) {
    std::fprintf(stderr, "%s failed: %d\n", what, status);
    std::exit(1);
  }
}

struct Setup {
  cl_context context;
  cl_device_id device;
  cl_kernel reduce, tiny;
  cl_mem input, out;
  int *pinned; // host memory of a CL_MEM_ALLOC_HOST_PTR buffer, mapped for good
};

/// Microseconds per launch of `launches` back-to-back launches (host clock, queue drained),
/// each followed by clFlush if `flush` (as the cu2cl runtime does) and asked for its event if
/// `event`.
double launchesUs(const Setup &s, cl_command_queue queue, cl_kernel kernel, std::size_t global,
                  int launches, bool flush = false, bool event = false) {
  const std::size_t local = 256;
  clFinish(queue);
  const double t0 = nowUs();
  for (int i = 0; i < launches; ++i) {
    cl_event e = nullptr;
    check(clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &global, &local, 0, nullptr,
                                 event ? &e : nullptr),
          "clEnqueueNDRangeKernel");
    if (flush)
      clFlush(queue);
    if (e)
      clReleaseEvent(e);
  }
  clFinish(queue);
  return (nowUs() - t0) / launches;
}

enum class Wait {
  blockingRead,
  finish,
  eventWait,
  readThenFinish,
  polledRead,
  polledReadYield,
  blockingReadPinned,
  eventWaitPinned,
  blockingMap
};

/// Microseconds per (kernel + wait) round trip.
double roundTripUs(const Setup &s, cl_command_queue queue, std::size_t global, Wait wait,
                   int rounds) {
  const std::size_t local = 256;
  int result = 0;
  clFinish(queue);
  const double t0 = nowUs();
  for (int i = 0; i < rounds; ++i) {
    check(clEnqueueNDRangeKernel(queue, s.reduce, 1, nullptr, &global, &local, 0, nullptr, nullptr),
          "launch");
    switch (wait) {
    case Wait::blockingRead:
      check(clEnqueueReadBuffer(queue, s.out, CL_TRUE, 0, sizeof result, &result, 0, nullptr,
                                nullptr),
            "blocking read");
      break;
    case Wait::finish:
      clFinish(queue);
      break;
    case Wait::blockingReadPinned:
      check(clEnqueueReadBuffer(queue, s.out, CL_TRUE, 0, sizeof result, s.pinned, 0, nullptr,
                                nullptr),
            "blocking read (pinned)");
      result = *s.pinned;
      break;
    case Wait::eventWaitPinned: {
      cl_event done = nullptr;
      check(clEnqueueReadBuffer(queue, s.out, CL_FALSE, 0, sizeof result, s.pinned, 0, nullptr,
                                &done),
            "read (pinned)");
      clFlush(queue);
      clWaitForEvents(1, &done);
      clReleaseEvent(done);
      result = *s.pinned;
      break;
    }
    case Wait::blockingMap: {
      cl_int status = CL_SUCCESS;
      void *p = clEnqueueMapBuffer(queue, s.out, CL_TRUE, CL_MAP_READ, 0, sizeof result, 0, nullptr,
                                   nullptr, &status);
      check(status, "map");
      result = *static_cast<int *>(p);
      clEnqueueUnmapMemObject(queue, s.out, p, 0, nullptr, nullptr);
      break;
    }
    case Wait::eventWait: // the cu2cl runtime's synchronous copy: enqueue, flush, wait
    case Wait::readThenFinish: {
      cl_event done = nullptr;
      check(
          clEnqueueReadBuffer(queue, s.out, CL_FALSE, 0, sizeof result, &result, 0, nullptr, &done),
          "read");
      clFlush(queue);
      if (wait == Wait::eventWait)
        clWaitForEvents(1, &done);
      else
        clFinish(queue);
      clReleaseEvent(done);
      break;
    }
    case Wait::polledRead:
    case Wait::polledReadYield: {
      cl_event done = nullptr;
      check(
          clEnqueueReadBuffer(queue, s.out, CL_FALSE, 0, sizeof result, &result, 0, nullptr, &done),
          "read");
      clFlush(queue);
      cl_int status = CL_QUEUED;
      do {
        if (wait == Wait::polledReadYield)
          std::this_thread::yield();
        clGetEventInfo(done, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr);
      } while (status > CL_COMPLETE);
      clReleaseEvent(done);
      break;
    }
    }
  }
  return (nowUs() - t0) / rounds;
}

} // namespace

int main() {
  Setup s{};
  s.device = firstNvidiaGpu();
  if (!s.device) {
    std::fprintf(stderr, "no NVIDIA OpenCL GPU\n");
    return 1;
  }
  cl_int status = CL_SUCCESS;
  s.context = clCreateContext(nullptr, 1, &s.device, nullptr, nullptr, &status);
  check(status, "clCreateContext");
  cl_program program = clCreateProgramWithSource(s.context, 1, &kSource, nullptr, &status);
  check(clBuildProgram(program, 1, &s.device, "-cl-std=CL1.2", nullptr, nullptr), "build");
  s.reduce = clCreateKernel(program, "reduce16", &status);
  s.tiny = clCreateKernel(program, "tiny", &status);
  const std::size_t maxInts = std::size_t(1) << 29;
  s.input = clCreateBuffer(s.context, CL_MEM_READ_WRITE, maxInts * 4, nullptr, &status);
  check(status, "input buffer");
  s.out = clCreateBuffer(s.context, CL_MEM_READ_WRITE, 64, nullptr, &status);
  cl_command_queue plain = clCreateCommandQueue(s.context, s.device, 0, &status);
  cl_mem staging =
      clCreateBuffer(s.context, CL_MEM_ALLOC_HOST_PTR | CL_MEM_READ_WRITE, 4096, nullptr, &status);
  check(status, "staging buffer");
  s.pinned = static_cast<int *>(clEnqueueMapBuffer(
      plain, staging, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, 4096, 0, nullptr, nullptr, &status));
  check(status, "map staging");
  cl_command_queue profiled =
      clCreateCommandQueue(s.context, s.device, CL_QUEUE_PROFILING_ENABLE, &status);
  const int zero = 0;
  check(
      clEnqueueFillBuffer(plain, s.input, &zero, sizeof zero, 0, maxInts * 4, 0, nullptr, nullptr),
      "fill");
  clSetKernelArg(s.tiny, 0, sizeof(cl_mem), &s.out);
  clFinish(plain);

  const int rounds = 5;
  for (int log2 : {26, 29}) {
    const cl_uint n4 = static_cast<cl_uint>((std::size_t(1) << log2) / 4);
    clSetKernelArg(s.reduce, 0, sizeof(cl_mem), &s.input);
    clSetKernelArg(s.reduce, 1, sizeof n4, &n4);
    clSetKernelArg(s.reduce, 2, sizeof(cl_mem), &s.out);
    const std::size_t global = 132 * 8 * 256; // groups to fill an H100/H200, grid-stride
    const int launches = log2 == 26 ? 400 : 60;
    std::vector<double> p, q;
    for (int r = 0; r < rounds; ++r) {
      p.push_back(launchesUs(s, plain, s.reduce, global, launches));
      q.push_back(launchesUs(s, profiled, s.reduce, global, launches));
    }
    std::printf("reduce 2^%d back-to-back: plain queue %.2f us/launch, profiling queue %.2f "
                "(+%.2f)\n",
                log2, median(p), median(q), median(q) - median(p));
    std::vector<double> f, fe, ff;
    for (int r = 0; r < rounds; ++r) {
      f.push_back(launchesUs(s, profiled, s.reduce, global, launches, true, true));
      fe.push_back(launchesUs(s, profiled, s.reduce, global, launches, false, true));
      ff.push_back(launchesUs(s, profiled, s.reduce, global, launches, true, false));
    }
    std::printf("reduce 2^%d back-to-back, profiling queue, per launch: event + clFlush %.2f, "
                "event %.2f, clFlush %.2f\n",
                log2, median(f), median(fe), median(ff));
    // Does an unflushed launch run while the host does something else?
    const std::size_t local = 256;
    std::vector<double> idle, flushed;
    for (int r = 0; r < rounds; ++r)
      for (bool flush : {false, true}) {
        clFinish(profiled);
        check(clEnqueueNDRangeKernel(profiled, s.reduce, 1, nullptr, &global, &local, 0, nullptr,
                                     nullptr),
              "launch");
        if (flush)
          clFlush(profiled);
        std::this_thread::sleep_for(std::chrono::milliseconds(3));
        const double t0 = nowUs();
        clFinish(profiled);
        (flush ? flushed : idle).push_back(nowUs() - t0);
      }
    std::printf("reduce 2^%d, launch, 3 ms of host work, clFinish takes: %.1f us unflushed, "
                "%.1f us flushed\n",
                log2, median(idle), median(flushed));
    for (auto [name, wait] :
         {std::pair{"blocking read", Wait::blockingRead}, std::pair{"clFinish", Wait::finish},
          std::pair{"blocking read to pinned memory", Wait::blockingReadPinned},
          std::pair{"read to pinned memory + clWaitForEvents", Wait::eventWaitPinned},
          std::pair{"blocking map of the result", Wait::blockingMap},
          std::pair{"read + clWaitForEvents", Wait::eventWait},
          std::pair{"read + clFinish", Wait::readThenFinish},
          std::pair{"polled read", Wait::polledRead},
          std::pair{"polled read + yield", Wait::polledReadYield}}) {
      std::vector<double> a, b;
      for (int r = 0; r < rounds; ++r) {
        a.push_back(roundTripUs(s, plain, global, wait, launches / 4));
        b.push_back(roundTripUs(s, profiled, global, wait, launches / 4));
      }
      std::printf("reduce 2^%d + %s: plain %.2f us, profiling %.2f (kernel alone %.2f)\n", log2,
                  name, median(a), median(b), median(p));
    }
  }
  std::vector<double> p, q;
  for (int r = 0; r < rounds; ++r) {
    p.push_back(launchesUs(s, plain, s.tiny, 256, 2000));
    q.push_back(launchesUs(s, profiled, s.tiny, 256, 2000));
  }
  std::vector<double> f, fe, ff;
  for (int r = 0; r < rounds; ++r) {
    f.push_back(launchesUs(s, profiled, s.tiny, 256, 2000, true, true));
    fe.push_back(launchesUs(s, profiled, s.tiny, 256, 2000, false, true));
    ff.push_back(launchesUs(s, profiled, s.tiny, 256, 2000, true, false));
  }
  std::printf("one-group kernel back-to-back: plain %.2f us/launch, profiling %.2f, profiling + "
              "event + clFlush %.2f, + event %.2f, + clFlush %.2f\n",
              median(p), median(q), median(f), median(fe), median(ff));
  return 0;
}
