// A program that returns from main with kernels still queued, as CUDA programs may. PoCL
// compiles a kernel for each new work-group size in its own threads when the launch first runs;
// a process that exited under such a compilation destroyed the compiler's static objects beneath
// it (an abort, a crash in LLVM, or under the sanitizers a hang). The runtime finishes queued work
// before static objects are destroyed; this program exits 0 only if that holds.
//
// Usage: exit_with_work_queued <empty PoCL kernel cache directory> [default|stream]
// The directory is emptied first, so that every compilation happens in this run. With "stream",
// the launches go to a stream that is destroyed before the return.
#include "cu2cl/cuda_api.h"
#include "cu2cl/runtime/Runtime.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>

namespace {

const char *kFill = R"CL(
__kernel void fill(__global int *p, ulong p_cu2cl_offset, int v) {
  p = (__global int *)((__global uchar *)p + p_cu2cl_offset);
  p[get_global_id(0)] = v;
}
)CL";

// Made before main, so destroyed after the driver's objects (made later, when it loads and
// compiles): it holds the exit for a second there, long enough for a compilation still running
// to meet them destroyed.
struct HoldTheExit {
  HoldTheExit() = default;
  HoldTheExit(const HoldTheExit &) = delete;
  HoldTheExit &operator=(const HoldTheExit &) = delete;
  ~HoldTheExit() { std::this_thread::sleep_for(std::chrono::seconds(1)); }
} holdTheExit;

cu2cl::EmbeddedSource fillSource("exit_fill.cl", kFill);
cu2cl::Module fillModule("exit_fill.cl");

int failed(const char *what) {
  std::fprintf(stderr, "exit_with_work_queued: %s: %s\n", what,
               cu2clGetErrorString(cu2clGetLastError()));
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: %s <PoCL kernel cache directory> [default|stream]\n", argv[0]);
    return 2;
  }
  std::filesystem::remove_all(argv[1]);
  ::setenv("POCL_CACHE_DIR", argv[1], 1); // before the runtime's first call loads the driver
  const bool onAStream = argc == 3 && std::string(argv[2]) == "stream";

  int *d = nullptr;
  if (cu2clMalloc(&d, 1024 * sizeof(int)) != cu2clSuccess)
    return failed("cu2clMalloc");
  cu2clStream_t stream = nullptr;
  if (onAStream && cu2clStreamCreate(&stream) != cu2clSuccess)
    return failed("cu2clStreamCreate");
  // Three work-group sizes: three compilations, at least the last still running at the return.
  for (unsigned block : {96u, 160u, 224u})
    cu2cl::launch(fillModule, "fill", 1024 / block, block, 0, stream, d, 1);
  if (cu2clGetLastError() != cu2clSuccess)
    return failed("cu2cl::launch");
  if (onAStream && cu2clStreamDestroy(stream) != cu2clSuccess)
    return failed("cu2clStreamDestroy");
  return 0;
}
