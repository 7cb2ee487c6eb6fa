// Unit tests of the CUDA runtime API over OpenCL (cu2cl/cuda_api.h) on the default OpenCL device
// (PoCL on CI): device pointers, copies, symbols, launches with the kernel ABI of
// docs/host-translation.md, streams and events, devices, errors and the Module's source lookup.
#include "FillPlan.h"
#include "ScopedEnv.h"
#include "cu2cl/cuda_api.h"
#include "cu2cl/runtime/Runtime.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

namespace rt = cu2cl::rt;

namespace {

/// The kernels as the translator would emit them: each `__global` pointer with its
/// `_cu2cl_offset` companion (added unless the build leaves offsets out), then the symbols, the
/// dynamic shared memory and the scratch.
const char *kProgram = R"CL(
#if CU2CL_ZERO_OFFSETS
#define CU2CL_OFFSET(p, T) (void)p##_cu2cl_offset
#else
#define CU2CL_OFFSET(p, T) p = (T)((__global uchar *)p + p##_cu2cl_offset)
#endif

__kernel void add1(__global int *p, ulong p_cu2cl_offset, int n) {
  CU2CL_OFFSET(p, __global int *);
  int i = get_global_id(0);
  if (i < n)
    p[i] += 1;
}

__kernel void readCounter(__global int *out, ulong out_cu2cl_offset,
                          __global int *cu2cl_symbol_deviceCounter) {
  CU2CL_OFFSET(out, __global int *);
  out[0] = (*cu2cl_symbol_deviceCounter);
  (*cu2cl_symbol_deviceCounter) += 1;
}

__kernel void applyCoefficients(__global float *out, ulong out_cu2cl_offset, int n,
                                __constant float *cu2cl_symbol_coefficients) {
  CU2CL_OFFSET(out, __global float *);
  int i = get_global_id(0);
  if (i < n)
    out[i] = cu2cl_symbol_coefficients[i % 8] * (float)i;
}

__kernel void useMissingSymbol(__global int *out, ulong out_cu2cl_offset,
                               __global int *cu2cl_symbol_neverRegistered) {
  CU2CL_OFFSET(out, __global int *);
  out[0] = *cu2cl_symbol_neverRegistered;
}

__kernel void reverseBlocks(__global int *data, ulong data_cu2cl_offset,
                            __local int *cu2cl_dynamic_shared) {
  CU2CL_OFFSET(data, __global int *);
  int l = get_local_id(0), n = get_local_size(0), g = get_group_id(0);
  cu2cl_dynamic_shared[l] = data[g * n + l];
  barrier(CLK_LOCAL_MEM_FENCE);
  data[g * n + l] = cu2cl_dynamic_shared[n - 1 - l];
}

__kernel void scaleAdd(__global float *out, ulong out_cu2cl_offset, float scale, int n,
                       ulong big, uchar small) {
  CU2CL_OFFSET(out, __global float *);
  int i = get_global_id(0);
  if (i < n)
    out[i] = scale * (float)i + (float)(big >> 40) + (float)small;
}

/* Spins `iterations` times, then writes `value`: slow enough that a stream that does not wait
   for it reads the old value. */
__kernel void slowWrite(__global int *p, ulong p_cu2cl_offset, int iterations, int value) {
  CU2CL_OFFSET(p, __global int *);
  float acc = 0.0f;
  for (int k = 0; k < iterations; ++k)
    acc = acc * 0.999f + (float)(k & 7);
  p[get_global_id(0)] = value + (acc < 0.0f ? 1 : 0);
}

__kernel void copyPlus(__global int *dst, ulong dst_cu2cl_offset, __global const int *src,
                       ulong src_cu2cl_offset, int add) {
  CU2CL_OFFSET(dst, __global int *);
  CU2CL_OFFSET(src, __global const int *);
  int i = get_global_id(0);
  dst[i] = src[i] + add;
}

__kernel void isNull(__global int *out, ulong out_cu2cl_offset, __global int *maybe,
                     ulong maybe_cu2cl_offset) {
  CU2CL_OFFSET(out, __global int *);
  out[0] = maybe == 0 ? 1 : 2;
}
)CL";

// Every work-item votes with its lane's parity; lane 0 of each warp writes the ballot.
const char *kWarpProgram = R"CL(
#include <cu2cl/device.h>
CU2CL_KERNEL_ATTRS __kernel void ballotOdd(__global uint *out, ulong out_cu2cl_offset,
                                           __local ulong *cu2cl_scratch) {
  out = (__global uint *)((__global uchar *)out + out_cu2cl_offset);
  uint t = cu2cl_linear_local_id();
  uint lane = t & 31;
  uint b = cu2cl_ballot_sync(0xffffffffu, (int)(lane & 1), true, cu2cl_scratch);
  if (lane == 0)
    out[get_group_id(0) * cu2cl_num_warps() + (t >> 5)] = b;
}
)CL";

cu2cl::EmbeddedSource embeddedProgram("cuda_api_test.cl", kProgram);
cu2cl::EmbeddedSource embeddedWarpProgram("cuda_api_warp.cl", kWarpProgram);
cu2cl::EmbeddedSource embeddedBroken("cuda_api_broken.cl",
                                     "__kernel void broken(__global int *p) { p[0] = ; }\n");

cu2cl::Module testModule("cuda_api_test.cl");
cu2cl::Module warpModule("cuda_api_warp.cl");

// Host shadows, as the translator leaves `__device__ int deviceCounter = 42;` and
// `__constant__ float coefficients[8];`.
int deviceCounter = 42;
cu2cl::Symbol deviceCounterSymbol(testModule, "cu2cl_symbol_deviceCounter", &deviceCounter,
                                  sizeof(deviceCounter));
float coefficients[8];
cu2cl::Symbol coefficientsSymbol(testModule, "cu2cl_symbol_coefficients", &coefficients,
                                 sizeof(coefficients));

using cu2cl_test::ScopedEnv;

std::filesystem::path scratchDir(const std::string &name) {
  auto dir = std::filesystem::temp_directory_path() /
             ("cu2cl_cuda_api_test_" + std::to_string(::getpid()) + "_" + name);
  std::filesystem::create_directories(dir);
  return dir;
}

/// A device array of `values`.
template <class T> T *deviceCopy(const std::vector<T> &values) {
  T *d = nullptr;
  EXPECT_EQ(cu2clMalloc(&d, values.size() * sizeof(T)), cu2clSuccess);
  EXPECT_EQ(cu2clMemcpy(d, values.data(), values.size() * sizeof(T), cu2clMemcpyHostToDevice),
            cu2clSuccess);
  return d;
}

template <class T> std::vector<T> hostCopy(const T *d, std::size_t count) {
  std::vector<T> values(count);
  EXPECT_EQ(cu2clMemcpy(values.data(), d, count * sizeof(T), cu2clMemcpyDeviceToHost),
            cu2clSuccess);
  return values;
}

/// The error the last call recorded, cleared; fails the test if it is not `expected`.
void expectLastError(cu2clError_t expected) {
  const cu2clError_t error = cu2clGetLastError();
  EXPECT_EQ(error, expected) << cu2clGetErrorName(error) << " instead of "
                             << cu2clGetErrorName(expected);
}

/// What `body` prints to stderr with CU2CL_VERBOSE=1.
template <class Body> std::string verboseOutput(Body body) {
  ScopedEnv verbose("CU2CL_VERBOSE", "1");
  testing::internal::CaptureStderr();
  body();
  return testing::internal::GetCapturedStderr();
}

} // namespace

// --- errors ------------------------------------------------------------------------------------

TEST(CudaErrors, StringsAndNamesAreCudas) {
  EXPECT_STREQ(cu2clGetErrorString(cu2clSuccess), "no error");
  EXPECT_STREQ(cu2clGetErrorString(cu2clErrorInvalidValue), "invalid argument");
  EXPECT_STREQ(cu2clGetErrorString(cu2clErrorMemoryAllocation), "out of memory");
  EXPECT_STREQ(cu2clGetErrorString(cu2clErrorInvalidConfiguration),
               "invalid configuration argument");
  EXPECT_STREQ(cu2clGetErrorString(cu2clErrorInvalidDeviceFunction), "invalid device function");
  EXPECT_STREQ(cu2clGetErrorString(cu2clErrorInvalidSymbol), "invalid device symbol");
  EXPECT_STREQ(cu2clGetErrorString(cu2clErrorInvalidDevice), "invalid device ordinal");
  EXPECT_STREQ(cu2clGetErrorName(cu2clErrorInvalidValue), "cudaErrorInvalidValue");
  EXPECT_STREQ(cu2clGetErrorName(cu2clErrorInvalidKernelImage), "cudaErrorInvalidKernelImage");
  EXPECT_STREQ(cu2clGetErrorString(static_cast<cu2clError_t>(12345)), "unrecognized error code");
  EXPECT_EQ(cu2clErrorLaunchFailure, 719);
  EXPECT_EQ(cu2clErrorInvalidMemcpyDirection, 21);
  EXPECT_EQ(cu2clErrorInvalidResourceHandle, 400);
  EXPECT_EQ(cu2clErrorNotReady, 600);
}

TEST(CudaErrors, GetLastErrorClearsAndPeekDoesNot) {
  cu2clGetLastError();
  int bogus = 0;
  EXPECT_EQ(cu2clFree(&bogus), cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clPeekAtLastError(), cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clPeekAtLastError(), cu2clErrorInvalidValue);
  // A call that succeeds leaves the last error alone, as in CUDA.
  void *d = nullptr;
  EXPECT_EQ(cu2clMalloc(&d, 16), cu2clSuccess);
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
  EXPECT_EQ(cu2clGetLastError(), cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clGetLastError(), cu2clSuccess);
  EXPECT_EQ(cu2clPeekAtLastError(), cu2clSuccess);
}

TEST(CudaErrors, VerbosePrintsTheDetails) {
  const std::string text = verboseOutput([] {
    int bogus = 0;
    EXPECT_EQ(cu2clFree(&bogus), cu2clErrorInvalidValue);
  });
  EXPECT_NE(text.find("cu2clFree"), std::string::npos) << text;
  EXPECT_NE(text.find("not the start of a cu2clMalloc or cu2clMallocManaged allocation"),
            std::string::npos)
      << text;
  cu2clGetLastError();
}

// --- device memory -----------------------------------------------------------------------------

TEST(CudaMemory, RoundTripsInEveryDirection) {
  std::vector<int> values(1000);
  std::iota(values.begin(), values.end(), -300);
  int *a = nullptr, *b = nullptr;
  ASSERT_EQ(cu2clMalloc(&a, values.size() * sizeof(int)), cu2clSuccess);
  ASSERT_EQ(cu2clMalloc(reinterpret_cast<void **>(&b), values.size() * sizeof(int)), cu2clSuccess);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(a) % 256, 0u);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(b) % 256, 0u);
  EXPECT_NE(a, b);
  const std::size_t bytes = values.size() * sizeof(int);

  EXPECT_EQ(cu2clMemcpy(a, values.data(), bytes, cu2clMemcpyHostToDevice), cu2clSuccess);
  EXPECT_EQ(cu2clMemcpy(b, a, bytes, cu2clMemcpyDeviceToDevice), cu2clSuccess);
  std::vector<int> back(values.size());
  EXPECT_EQ(cu2clMemcpy(back.data(), b, bytes, cu2clMemcpyDeviceToHost), cu2clSuccess);
  EXPECT_EQ(back, values);
  std::vector<int> host(values.size());
  EXPECT_EQ(cu2clMemcpy(host.data(), values.data(), bytes, cu2clMemcpyHostToHost), cu2clSuccess);
  EXPECT_EQ(host, values);

  // cu2clMemcpyDefault tells the directions from the pointers.
  std::vector<int> other(values.rbegin(), values.rend());
  EXPECT_EQ(cu2clMemcpy(a, other.data(), bytes, cu2clMemcpyDefault), cu2clSuccess);
  EXPECT_EQ(cu2clMemcpy(b, a, bytes, cu2clMemcpyDefault), cu2clSuccess);
  std::fill(back.begin(), back.end(), 0);
  EXPECT_EQ(cu2clMemcpy(back.data(), b, bytes, cu2clMemcpyDefault), cu2clSuccess);
  EXPECT_EQ(back, other);
  std::fill(host.begin(), host.end(), 0);
  EXPECT_EQ(cu2clMemcpy(host.data(), back.data(), bytes, cu2clMemcpyDefault), cu2clSuccess);
  EXPECT_EQ(host, other);

  EXPECT_EQ(cu2clMemset(b, 0xff, bytes), cu2clSuccess);
  EXPECT_EQ(hostCopy(b, 3), (std::vector<int>{-1, -1, -1}));
  EXPECT_EQ(cu2clFree(a), cu2clSuccess);
  EXPECT_EQ(cu2clFree(b), cu2clSuccess);
}

TEST(CudaMemory, RegisteredHostMemoryIsPinnedAndStaysTheUsers) {
  std::vector<int> host(256, 7), back(256, 0);
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, host.size() * sizeof(int)), cu2clSuccess);
  ASSERT_EQ(cu2clHostRegister(host.data(), host.size() * sizeof(int), cu2clHostRegisterMapped),
            cu2clSuccess);
  // Overlapping ranges, and memory that is not registered, are CUDA's errors.
  EXPECT_EQ(cu2clHostRegister(host.data() + 8, 16, cu2clHostRegisterDefault),
            cu2clErrorHostMemoryAlreadyRegistered);
  EXPECT_EQ(cu2clHostUnregister(host.data() + 8), cu2clErrorHostMemoryNotRegistered);
  EXPECT_EQ(cu2clFreeHost(host.data()), cu2clErrorInvalidValue); // the user's memory
  EXPECT_EQ(cu2clHostRegister(nullptr, 16, 0), cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clHostRegister(back.data(), back.size() * sizeof(int), 0x40),
            cu2clErrorInvalidValue);
  cu2clGetLastError();
  ASSERT_EQ(cu2clMemcpyAsync(d, host.data(), host.size() * sizeof(int), cu2clMemcpyHostToDevice, 0),
            cu2clSuccess);
  ASSERT_EQ(cu2clMemcpy(back.data(), d, back.size() * sizeof(int), cu2clMemcpyDeviceToHost),
            cu2clSuccess);
  EXPECT_EQ(back, host);
  EXPECT_EQ(cu2clHostUnregister(host.data()), cu2clSuccess);
  EXPECT_EQ(cu2clHostUnregister(host.data()), cu2clErrorHostMemoryNotRegistered);
  cu2clGetLastError();
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(CudaMemory, MappedHostMemoryEndsWhereItsBytesEnd) {
  // Mapped host memory shares its host addresses; the block after it is the program's own.
  std::vector<int> both(512, 3);
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 256 * sizeof(int)), cu2clSuccess);
  ASSERT_EQ(cu2clHostRegister(both.data(), 256 * sizeof(int), cu2clHostRegisterMapped),
            cu2clSuccess);
  void *mapped = nullptr;
  EXPECT_EQ(cu2clHostGetDevicePointer(&mapped, both.data() + 255, 0), cu2clSuccess);
  EXPECT_EQ(mapped, both.data() + 255);
  EXPECT_EQ(cu2clHostGetDevicePointer(&mapped, both.data() + 256, 0), cu2clErrorInvalidValue);
  cu2clGetLastError();
  ASSERT_EQ(cu2clMemcpy(d, both.data(), 256 * sizeof(int), cu2clMemcpyHostToDevice), cu2clSuccess);
  ASSERT_EQ(cu2clMemset(d, 0, 256 * sizeof(int)), cu2clSuccess);
  // A plain host-to-device copy from the block right after the mapped range.
  ASSERT_EQ(cu2clMemcpy(d, both.data() + 256, 256 * sizeof(int), cu2clMemcpyHostToDevice),
            cu2clSuccess);
  ASSERT_EQ(cu2clMemcpy(both.data() + 256, d, 256 * sizeof(int), cu2clMemcpyDeviceToHost),
            cu2clSuccess);
  EXPECT_EQ(both[300], 3);
  EXPECT_EQ(cu2clHostUnregister(both.data()), cu2clSuccess);
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(CudaDevice, DeviceFlagsAreCheckedAndReported) {
  unsigned flags = 99;
  EXPECT_EQ(cu2clSetDeviceFlags(cu2clDeviceScheduleBlockingSync | cu2clDeviceMapHost),
            cu2clSuccess);
  EXPECT_EQ(cu2clGetDeviceFlags(&flags), cu2clSuccess);
  EXPECT_EQ(flags, unsigned(cu2clDeviceScheduleBlockingSync | cu2clDeviceMapHost));
  // Two scheduling modes at once, or an unknown bit.
  EXPECT_EQ(cu2clSetDeviceFlags(cu2clDeviceScheduleSpin | cu2clDeviceScheduleYield),
            cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clSetDeviceFlags(0x20), cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clGetDeviceFlags(nullptr), cu2clErrorInvalidValue);
  cu2clGetLastError();
  EXPECT_EQ(cu2clSetDeviceFlags(cu2clDeviceScheduleAuto), cu2clSuccess);
}

TEST(CudaMemory, MemsetOfUnalignedRangesFillsExactlyTheRange) {
  // A head before the first 16-byte boundary, the wide-pattern body and a tail (FillPlan.h),
  // and ranges too short to hold one aligned pattern.
  constexpr std::size_t kBytes = 256;
  unsigned char *d = nullptr;
  ASSERT_EQ(cu2clMalloc(reinterpret_cast<void **>(&d), kBytes), cu2clSuccess);
  std::vector<unsigned char> expected(kBytes, 0);
  ASSERT_EQ(cu2clMemset(d, 0, kBytes), cu2clSuccess);
  const struct {
    std::size_t offset, count;
    int value;
  } fills[] = {{3, 45, 0x5a}, {64, 64, 0x11}, {130, 7, 0x22}, {200, 56, 0x1ff}, {17, 1, 0x33}};
  for (const auto &f : fills) {
    ASSERT_EQ(cu2clMemset(d + f.offset, f.value, f.count), cu2clSuccess);
    std::fill_n(expected.begin() + static_cast<std::ptrdiff_t>(f.offset), f.count,
                static_cast<unsigned char>(f.value));
  }
  std::vector<unsigned char> back(kBytes);
  ASSERT_EQ(cu2clMemcpy(back.data(), d, kBytes, cu2clMemcpyDeviceToHost), cu2clSuccess);
  EXPECT_EQ(back, expected);
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(FillPlan, WidePatternBodyInBoundedPiecesBetweenByteHeadAndTail) {
  using cu2cl::detail::FillPiece;
  using cu2cl::detail::kMaxFillPieceBytes;
  using cu2cl::detail::planFill;
  auto same = [](const std::vector<FillPiece> &plan, const std::vector<FillPiece> &want) {
    if (plan.size() != want.size())
      return false;
    for (std::size_t i = 0; i < plan.size(); ++i)
      if (plan[i].offset != want[i].offset || plan[i].bytes != want[i].bytes ||
          plan[i].patternBytes != want[i].patternBytes)
        return false;
    return true;
  };
  EXPECT_TRUE(planFill(5, 0).empty());
  EXPECT_TRUE(same(planFill(0, 64), {{0, 64, 16}}));
  EXPECT_TRUE(same(planFill(3, 45), {{3, 13, 1}, {16, 32, 16}}));
  EXPECT_TRUE(same(planFill(3, 10), {{3, 10, 1}}));
  EXPECT_TRUE(same(planFill(20, 20), {{20, 20, 1}}));
  // 2^31 bytes (the benchmark's 2^29 ints): two pieces of 2^30, never 2^31 pattern copies.
  const std::size_t g2 = std::size_t(1) << 31;
  EXPECT_TRUE(same(planFill(0, g2),
                   {{0, kMaxFillPieceBytes, 16}, {kMaxFillPieceBytes, kMaxFillPieceBytes, 16}}));
  const std::vector<FillPiece> odd = planFill(4, g2 + 1);
  ASSERT_EQ(odd.size(), 4u);
  EXPECT_EQ(odd.front().offset, 4u);
  EXPECT_EQ(odd.back().offset + odd.back().bytes, g2 + 5);
  for (std::size_t i = 1; i < odd.size(); ++i)
    EXPECT_EQ(odd[i - 1].offset + odd[i - 1].bytes, odd[i].offset);
  for (const FillPiece &piece : odd) {
    EXPECT_LE(piece.bytes, kMaxFillPieceBytes);
    EXPECT_EQ(piece.offset % piece.patternBytes, 0u);
    EXPECT_EQ(piece.bytes % piece.patternBytes, 0u);
  }
}

TEST(CudaMemory, PointerArithmeticInCopies) {
  std::vector<int> values(64);
  std::iota(values.begin(), values.end(), 0);
  int *d = deviceCopy(values);
  const std::vector<int> patch = {100, 101, 102};
  EXPECT_EQ(cu2clMemcpy(d + 10, patch.data(), 3 * sizeof(int), cu2clMemcpyHostToDevice),
            cu2clSuccess);
  std::vector<int> part(5);
  EXPECT_EQ(cu2clMemcpy(part.data(), d + 9, 5 * sizeof(int), cu2clMemcpyDeviceToHost),
            cu2clSuccess);
  EXPECT_EQ(part, (std::vector<int>{9, 100, 101, 102, 13}));
  EXPECT_EQ(cu2clMemcpy(d + 60, d + 10, 3 * sizeof(int), cu2clMemcpyDeviceToDevice), cu2clSuccess);
  EXPECT_EQ(hostCopy(d, 64)[61], 101);
  EXPECT_EQ(cu2clMemset(d + 1, 0, sizeof(int)), cu2clSuccess);
  EXPECT_EQ(hostCopy(d, 3), (std::vector<int>{0, 0, 2}));

  // The end of the allocation is the end: one int too many fails and copies nothing.
  EXPECT_EQ(cu2clMemcpy(d + 62, patch.data(), 3 * sizeof(int), cu2clMemcpyHostToDevice),
            cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clMemcpy(part.data(), d + 63, 2 * sizeof(int), cu2clMemcpyDeviceToHost),
            cu2clErrorInvalidValue);
  EXPECT_EQ(hostCopy(d + 62, 2), (std::vector<int>{102, 63}));
  // One past the end is a valid pointer to copy nothing to.
  EXPECT_EQ(cu2clMemcpy(d + 64, patch.data(), 0, cu2clMemcpyHostToDevice), cu2clSuccess);
  cu2clGetLastError();
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(CudaMemory, ResolvesPointersIntoAllocations) {
  char *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 1000), cu2clSuccess);
  auto start = cu2cl::detail::resolveDevicePointer(d);
  ASSERT_TRUE(start.has_value());
  EXPECT_NE(start->memory, nullptr);
  EXPECT_EQ(start->offset, 0u);
  EXPECT_EQ(start->bytesToEnd, 1000u);
  auto middle = cu2cl::detail::resolveDevicePointer(d + 999);
  ASSERT_TRUE(middle.has_value());
  EXPECT_EQ(middle->memory, start->memory);
  EXPECT_EQ(middle->offset, 999u);
  EXPECT_EQ(middle->bytesToEnd, 1u);
  auto end = cu2cl::detail::resolveDevicePointer(d + 1000);
  ASSERT_TRUE(end.has_value());
  EXPECT_EQ(end->bytesToEnd, 0u);
  auto null = cu2cl::detail::resolveDevicePointer(nullptr);
  ASSERT_TRUE(null.has_value());
  EXPECT_EQ(null->memory, nullptr);
  int onTheStack = 0;
  EXPECT_FALSE(cu2cl::detail::resolveDevicePointer(&onTheStack).has_value());
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
  EXPECT_FALSE(cu2cl::detail::resolveDevicePointer(d).has_value());
}

TEST(CudaMemory, DevicePointersCannotBeDereferencedOnTheHost) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, sizeof(int)), cu2clSuccess);
  EXPECT_DEATH({ *reinterpret_cast<volatile int *>(d) = 1; }, "");
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(CudaMemory, ZeroSizesAndNullAreCudas) {
  void *d = reinterpret_cast<void *>(0x1234);
  EXPECT_EQ(cu2clMalloc(&d, 0), cu2clSuccess);
  EXPECT_EQ(d, nullptr);
  EXPECT_EQ(cu2clFree(nullptr), cu2clSuccess);
  EXPECT_EQ(cu2clMemcpy(nullptr, nullptr, 0, cu2clMemcpyHostToDevice), cu2clSuccess);
  EXPECT_EQ(cu2clMemset(nullptr, 0, 0), cu2clSuccess);
  EXPECT_EQ(cu2clMalloc(static_cast<void **>(nullptr), 4), cu2clErrorInvalidValue);
  cu2clGetLastError();
}

TEST(CudaMemory, FreeingWhatIsNoAllocationIsInvalidValue) {
  int onTheStack = 0;
  EXPECT_EQ(cu2clFree(&onTheStack), cu2clErrorInvalidValue);
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 64), cu2clSuccess);
  EXPECT_EQ(cu2clFree(d + 1), cu2clErrorInvalidValue); // inside, not the start
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
  EXPECT_EQ(cu2clFree(d), cu2clErrorInvalidValue); // twice
  void *symbol = nullptr;
  ASSERT_EQ(cu2clGetSymbolAddress(&symbol, deviceCounter), cu2clSuccess);
  EXPECT_EQ(cu2clFree(symbol), cu2clErrorInvalidValue);
  expectLastError(cu2clErrorInvalidValue);
}

TEST(CudaMemory, AbsurdAllocationIsMemoryAllocation) {
  void *d = nullptr;
  EXPECT_EQ(cu2clMalloc(&d, std::size_t(1) << 60), cu2clErrorMemoryAllocation);
  EXPECT_EQ(d, nullptr);
  expectLastError(cu2clErrorMemoryAllocation);
  std::size_t free = 0, total = 0;
  EXPECT_EQ(cu2clMemGetInfo(&free, &total), cu2clSuccess);
  EXPECT_GT(total, 0u);
  EXPECT_LE(free, total);
}

TEST(CudaMemory, CopiesCheckDirectionsAndSides) {
  std::vector<int> host(4, 7);
  int *d = deviceCopy(host);
  // Host memory where the kind says device, and the other way round: never touched.
  EXPECT_EQ(cu2clMemcpy(host.data(), host.data() + 2, sizeof(int), cu2clMemcpyHostToDevice),
            cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clMemcpy(d, d + 1, sizeof(int), cu2clMemcpyHostToDevice), cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clMemcpy(d, host.data(), sizeof(int), cu2clMemcpyDeviceToHost),
            cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clMemcpy(d, host.data(), sizeof(int), static_cast<cu2clMemcpyKind>(7)),
            cu2clErrorInvalidMemcpyDirection);
  EXPECT_EQ(cu2clMemcpy(d, d + 1, 2 * sizeof(int), cu2clMemcpyDeviceToDevice),
            cu2clErrorInvalidValue); // overlap
  EXPECT_EQ(cu2clMemset(host.data(), 0, sizeof(int)), cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
  // Freed device memory is neither device nor host memory.
  EXPECT_EQ(cu2clMemcpy(host.data(), d, sizeof(int), cu2clMemcpyDefault), cu2clErrorInvalidValue);
  EXPECT_EQ(host, std::vector<int>(4, 7));
  cu2clGetLastError();
}

TEST(CudaMemory, PinnedHostMemoryAndAsyncCopies) {
  int *pinned = nullptr;
  ASSERT_EQ(cu2clMallocHost(&pinned, 256 * sizeof(int)), cu2clSuccess);
  ASSERT_NE(pinned, nullptr);
  for (int i = 0; i < 256; ++i)
    pinned[i] = i * 3;
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 256 * sizeof(int)), cu2clSuccess);
  cu2clStream_t stream = nullptr;
  ASSERT_EQ(cu2clStreamCreate(&stream), cu2clSuccess);
  EXPECT_EQ(cu2clMemcpyAsync(d, pinned, 256 * sizeof(int), cu2clMemcpyHostToDevice, stream),
            cu2clSuccess);
  EXPECT_EQ(cu2clMemsetAsync(d, 0, sizeof(int), stream), cu2clSuccess);
  std::vector<int> pageable(256);
  // Pageable memory: the copy is done when the call returns, as in CUDA.
  EXPECT_EQ(
      cu2clMemcpyAsync(pageable.data(), d, 256 * sizeof(int), cu2clMemcpyDeviceToHost, stream),
      cu2clSuccess);
  EXPECT_EQ(pageable[0], 0);
  EXPECT_EQ(pageable[255], 765);
  std::fill(pinned, pinned + 256, -1);
  EXPECT_EQ(cu2clMemcpyAsync(pinned, d, 256 * sizeof(int), cu2clMemcpyDeviceToHost, stream),
            cu2clSuccess);
  EXPECT_EQ(cu2clStreamSynchronize(stream), cu2clSuccess);
  EXPECT_EQ(pinned[1], 3);
  EXPECT_EQ(pinned[255], 765);
  EXPECT_EQ(cu2clStreamDestroy(stream), cu2clSuccess);
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
  EXPECT_EQ(cu2clFreeHost(pinned), cu2clSuccess);
  EXPECT_EQ(cu2clFreeHost(pageable.data()), cu2clErrorInvalidValue);
  cu2clGetLastError();
}

// --- launches ----------------------------------------------------------------------------------

TEST(CudaLaunch, PointerArithmeticReachesTheKernel) {
  std::vector<int> values(100, 10);
  int *d = deviceCopy(values);
  cu2cl::launch(testModule, "add1", dim3(1), dim3(64), 0, 0, d + 5, 20);
  expectLastError(cu2clSuccess);
  std::vector<int> got = hostCopy(d, 100);
  for (int i = 0; i < 100; ++i)
    ASSERT_EQ(got[i], i >= 5 && i < 25 ? 11 : 10) << i;
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

// Host threads use the runtime at once, as OpenMP programs do (cuda-samples' cudaOpenMP gives
// each thread its share of the work): each allocates, copies and launches on a stream of its
// own, and gets its own results and its own last error. Built with ThreadSanitizer
// (scripts/test-tsan.sh), this checks the runtime's own synchronisation.
TEST(CudaLaunch, HostThreadsUseTheRuntimeAtOnce) {
  constexpr int Threads = 4, Rounds = 3, Count = 100;
  std::atomic<int> wrong{0};
  std::vector<std::thread> workers;
  for (int t = 0; t < Threads; ++t)
    workers.emplace_back([t, &wrong] {
      for (int round = 0; round < Rounds; ++round) {
        const int base = 1000 * t + 10 * round;
        std::vector<int> values(Count);
        std::iota(values.begin(), values.end(), base);
        cu2clStream_t stream = nullptr;
        int *d = nullptr;
        if (cu2clStreamCreate(&stream) != cu2clSuccess ||
            cu2clMalloc(&d, Count * sizeof(int)) != cu2clSuccess ||
            cu2clMemcpyAsync(d, values.data(), Count * sizeof(int), cu2clMemcpyHostToDevice,
                             stream) != cu2clSuccess) {
          ++wrong;
          return;
        }
        // Threads' launches of the same kernel, with offsets and without.
        cu2cl::launch(testModule, "add1", dim3(1), dim3(64), 0, stream, d, 64);
        cu2cl::launch(testModule, "add1", dim3(1), dim3(64), 0, stream, d + 40, 60);
        std::vector<int> got(Count);
        if (cu2clMemcpyAsync(got.data(), d, Count * sizeof(int), cu2clMemcpyDeviceToHost, stream) !=
                cu2clSuccess ||
            cu2clStreamSynchronize(stream) != cu2clSuccess || cu2clGetLastError() != cu2clSuccess)
          ++wrong;
        for (int i = 0; i < Count; ++i)
          if (got[i] != base + i + (i < 64) + (i >= 40))
            ++wrong;
        // A failing call records its error in this thread only.
        if (cu2clFree(values.data()) != cu2clErrorInvalidValue ||
            cu2clGetLastError() != cu2clErrorInvalidValue || cu2clGetLastError() != cu2clSuccess)
          ++wrong;
        if (cu2clFree(d) != cu2clSuccess || cu2clStreamDestroy(stream) != cu2clSuccess)
          ++wrong;
      }
    });
  for (std::thread &worker : workers)
    worker.join();
  EXPECT_EQ(wrong.load(), 0);
}

// The module's build leaves the offset additions out; a launch with an offset pointer runs a
// build with them, and the next launch without one goes back to the first build.
TEST(CudaLaunch, OffsetAndPlainLaunchesAlternate) {
  std::vector<int> values(100, 10);
  int *d = deviceCopy(values);
  cu2cl::launch(testModule, "add1", dim3(1), dim3(64), 0, 0, d, 10);
  cu2cl::launch(testModule, "add1", dim3(1), dim3(64), 0, 0, d + 50, 10);
  cu2cl::launch(testModule, "add1", dim3(1), dim3(64), 0, 0, d, 5);
  cu2cl::launch(testModule, "add1", dim3(1), dim3(64), 0, 0, d + 52, 3);
  expectLastError(cu2clSuccess);
  std::vector<int> got = hostCopy(d, 100);
  for (int i = 0; i < 100; ++i) {
    const int expected = 10 + (i < 10) + (i < 5) + (i >= 50 && i < 60) + (i >= 52 && i < 55);
    ASSERT_EQ(got[i], expected) << i;
  }
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(CudaLaunch, StatelessFunctorsHaveNoParameter) {
  // add1(p, n) launched as a kernel template instantiated with an empty functor would be:
  // the host passes the functor, the kernel has no parameter for it.
  struct IsPositive {};
  std::vector<int> values(40, 10);
  int *d = deviceCopy(values);
  cu2cl::launch(testModule, "add1", dim3(1), dim3(64), 0, 0, IsPositive{}, d, IsPositive{}, 30,
                IsPositive{});
  expectLastError(cu2clSuccess);
  std::vector<int> got = hostCopy(d, 40);
  for (int i = 0; i < 40; ++i)
    ASSERT_EQ(got[i], i < 30 ? 11 : 10) << i;
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(CudaLaunch, NumbersAreConvertedToTheParameterTypes) {
  float *out = nullptr;
  ASSERT_EQ(cu2clMalloc(&out, 8 * sizeof(float)), cu2clSuccess);
  const std::size_t n = 8; // size_t to int
  const int big = 3;       // int to ulong
  cu2cl::launch(testModule, "scaleAdd", 1, 8, 0, 0, out, 2.5 /* double to float */, n,
                static_cast<unsigned long long>(big) << 40, 4 /* int to uchar */);
  expectLastError(cu2clSuccess);
  std::vector<float> got = hostCopy(out, 8);
  for (int i = 0; i < 8; ++i)
    EXPECT_EQ(got[i], 2.5f * i + 3 + 4) << i;
  EXPECT_EQ(cu2clFree(out), cu2clSuccess);
}

TEST(CudaLaunch, NullPointersPassAsNull) {
  int *out = nullptr;
  ASSERT_EQ(cu2clMalloc(&out, sizeof(int)), cu2clSuccess);
  cu2cl::launch(testModule, "isNull", 1, 1, 0, 0, out, nullptr);
  expectLastError(cu2clSuccess);
  EXPECT_EQ(hostCopy(out, 1)[0], 1);
  int *none = nullptr;
  cu2cl::launch(testModule, "isNull", 1, 1, 0, 0, out, none);
  expectLastError(cu2clSuccess);
  EXPECT_EQ(hostCopy(out, 1)[0], 1);
  cu2cl::launch(testModule, "isNull", 1, 1, 0, 0, out, out);
  EXPECT_EQ(hostCopy(out, 1)[0], 2);
  EXPECT_EQ(cu2clFree(out), cu2clSuccess);
}

TEST(CudaLaunch, DynamicSharedMemory) {
  const unsigned block = 64, blocks = 3;
  std::vector<int> values(block * blocks);
  std::iota(values.begin(), values.end(), 0);
  int *d = deviceCopy(values);
  cu2cl::launch(testModule, "reverseBlocks", blocks, block, block * sizeof(int), 0, d);
  expectLastError(cu2clSuccess);
  std::vector<int> got = hostCopy(d, values.size());
  for (unsigned g = 0; g < blocks; ++g)
    for (unsigned l = 0; l < block; ++l)
      ASSERT_EQ(got[g * block + l], static_cast<int>(g * block + block - 1 - l));
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(CudaLaunch, WarpScratchAndPartialWarps) {
  std::uint32_t *out = nullptr;
  ASSERT_EQ(cu2clMalloc(&out, 5 * sizeof(std::uint32_t)), cu2clSuccess);
  ASSERT_EQ(cu2clMemset(out, 0x11, 5 * sizeof(std::uint32_t)), cu2clSuccess);
  // Blocks of 48: a full warp and a tail warp of 16 lanes (a sub-group build runs emulated).
  cu2cl::launch(warpModule, "ballotOdd", 2, 48, 0, 0, out);
  expectLastError(cu2clSuccess);
  EXPECT_EQ(hostCopy(out, 5), (std::vector<std::uint32_t>{0xAAAAAAAAu, 0x0000AAAAu, 0xAAAAAAAAu,
                                                          0x0000AAAAu, 0x11111111u}));
  EXPECT_EQ(cu2clFree(out), cu2clSuccess);
}

TEST(CudaLaunch, MissingKernelIsInvalidDeviceFunction) {
  const std::string text = verboseOutput(
      [] { cu2cl::launch(testModule, "noSuchKernel", 1, 1, 0, 0, static_cast<int *>(nullptr)); });
  EXPECT_EQ(cu2clPeekAtLastError(), cu2clErrorInvalidDeviceFunction);
  EXPECT_EQ(cu2clGetLastError(), cu2clErrorInvalidDeviceFunction);
  EXPECT_EQ(cu2clGetLastError(), cu2clSuccess);
  EXPECT_NE(text.find("noSuchKernel"), std::string::npos) << text;
  EXPECT_NE(text.find("reverseBlocks"), std::string::npos) << text; // lists the kernels
}

// A kernel's host stub, as the translator writes it for a kernel used as a value.
void add1Stub(int *p, int n) { cu2cl::launchConfigured(cu2cl::registeredKernel(&add1Stub), p, n); }
const cu2cl::KernelRegistration add1Registration(&add1Stub, testModule, "add1");
// A stub's parameter keeps the kernel's qualifiers (HeCBench gc: `volatile int *`).
void add1VolatileStub(volatile int *p, int n) {
  cu2cl::launchConfigured(cu2cl::registeredKernel(&add1VolatileStub), p, n);
}
const cu2cl::KernelRegistration add1VolatileRegistration(&add1VolatileStub, testModule, "add1");
void unregisteredStub(int *p, int n) {
  cu2cl::launchConfigured(cu2cl::registeredKernel(&unregisteredStub), p, n);
}

TEST(CudaLaunch, HostStubsLaunchWithTheConfigurationBeforeThem) {
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 64 * sizeof(int)), cu2clSuccess);
  ASSERT_EQ(cu2clMemset(d, 0, 64 * sizeof(int)), cu2clSuccess);
  void (*kernel)(int *, int) = add1Stub;
  (cu2cl::configureCall(1, 64), kernel(d, 10)); // k<<<1, 64>>>(d, 10) through a pointer
  expectLastError(cu2clSuccess);
  kernel(d, 64); // no configuration: nothing runs
  expectLastError(cu2clErrorMissingConfiguration);
  int n = 20;
  void *arguments[] = {&d, &n};
  EXPECT_EQ(cu2clLaunchKernel(kernel, 1, 64, arguments), cu2clSuccess);
  EXPECT_EQ(cu2clFuncSetAttribute(kernel, cu2clFuncAttributePreferredSharedMemoryCarveout, 50),
            cu2clSuccess);
  (cu2cl::configureCall(1, 64), add1VolatileStub(d, 5));
  expectLastError(cu2clSuccess);
  std::vector<int> expected(64, 0);
  for (int i = 0; i < 20; ++i)
    expected[i] = (i < 10 ? 2 : 1) + (i < 5);
  EXPECT_EQ(hostCopy(d, 64), expected);
  // A function that is no registered stub is no kernel.
  EXPECT_EQ(cu2clLaunchKernel(&unregisteredStub, 1, 64, arguments),
            cu2clErrorInvalidDeviceFunction);
  EXPECT_EQ(
      cu2clFuncSetAttribute(&unregisteredStub, cu2clFuncAttributePreferredSharedMemoryCarveout, 50),
      cu2clErrorInvalidDeviceFunction);
  cu2clGetLastError();
  (cu2cl::configureCall(1, 64), unregisteredStub(d, 10));
  expectLastError(cu2clErrorInvalidDeviceFunction);
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

// As CUDA 13 (measured on an H200): cudaErrorInvalidValue, not cudaErrorInvalidConfiguration.
TEST(CudaLaunch, BadConfigurationsAreInvalidValue) {
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 4096 * sizeof(int)), cu2clSuccess);
  cu2cl::launch(testModule, "add1", 1, 4096, 0, 0, d, 4096);
  expectLastError(cu2clErrorInvalidValue);
  cu2cl::launch(testModule, "add1", 1, dim3(1, 1, 65), 0, 0, d, 1);
  expectLastError(cu2clErrorInvalidValue);
  cu2cl::launch(testModule, "add1", dim3(1, 70000), 1, 0, 0, d, 1);
  expectLastError(cu2clErrorInvalidValue);
  cu2cl::launch(testModule, "add1", 0, 32, 0, 0, d, 1);
  expectLastError(cu2clErrorInvalidValue);
  cu2cl::launch(testModule, "add1", 1, 1024, 0, 0, d, 1024); // CUDA's largest block is fine
  expectLastError(cu2clSuccess);
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(CudaLaunch, BadArgumentsAreInvalidValueAndNamed) {
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 64 * sizeof(int)), cu2clSuccess);
  std::vector<int> host(64);
  std::string text =
      verboseOutput([&] { cu2cl::launch(testModule, "add1", 1, 64, 0, 0, host.data(), 64); });
  expectLastError(cu2clErrorInvalidValue);
  EXPECT_NE(text.find("argument 0 of kernel 'add1'"), std::string::npos) << text;
  EXPECT_NE(text.find("not device memory"), std::string::npos) << text;

  text = verboseOutput([&] { cu2cl::launch(testModule, "add1", 1, 64, 0, 0, d); });
  expectLastError(cu2clErrorInvalidValue);
  EXPECT_NE(text.find("takes 2 arguments, but 1"), std::string::npos) << text;

  text = verboseOutput([&] { cu2cl::launch(testModule, "add1", 1, 64, 0, 0, d, d); });
  expectLastError(cu2clErrorInvalidValue);
  EXPECT_NE(text.find("argument 1"), std::string::npos) << text;

  struct TooBig {
    double a, b;
  };
  text = verboseOutput([&] { cu2cl::launch(testModule, "add1", 1, 64, 0, 0, d, TooBig{1, 2}); });
  expectLastError(cu2clErrorInvalidValue);
  EXPECT_NE(text.find("CL_INVALID_ARG_SIZE"), std::string::npos) << text;
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

// --- symbols -----------------------------------------------------------------------------------

TEST(CudaSymbols, DeviceVariableStartsWithItsInitialValue) {
  ASSERT_EQ(cu2clMemcpyToSymbol(deviceCounter, &deviceCounter, sizeof(int)), cu2clSuccess);
  int *out = nullptr;
  ASSERT_EQ(cu2clMalloc(&out, sizeof(int)), cu2clSuccess);
  cu2cl::launch(testModule, "readCounter", 1, 1, 0, 0, out);
  expectLastError(cu2clSuccess);
  EXPECT_EQ(hostCopy(out, 1)[0], 42);
  int value = 0;
  EXPECT_EQ(cu2clMemcpyFromSymbol(&value, deviceCounter, sizeof(int)), cu2clSuccess);
  EXPECT_EQ(value, 43);         // the kernel incremented it
  EXPECT_EQ(deviceCounter, 42); // the shadow is the initial value only
  cu2cl::launch(testModule, "readCounter", 1, 1, 0, 0, out);
  EXPECT_EQ(hostCopy(out, 1)[0], 43);

  // Its device pointer works like any other.
  int *address = nullptr;
  ASSERT_EQ(cu2clGetSymbolAddress(&address, deviceCounter), cu2clSuccess);
  const int seven = 7;
  EXPECT_EQ(cu2clMemcpy(address, &seven, sizeof(int), cu2clMemcpyHostToDevice), cu2clSuccess);
  cu2cl::launch(testModule, "readCounter", 1, 1, 0, 0, out);
  EXPECT_EQ(hostCopy(out, 1)[0], 7);
  std::size_t size = 0;
  EXPECT_EQ(cu2clGetSymbolSize(&size, deviceCounter), cu2clSuccess);
  EXPECT_EQ(size, sizeof(int));
  EXPECT_EQ(cu2clFree(out), cu2clSuccess);
}

TEST(CudaSymbols, ConstantTableWrittenByMemcpyToSymbol) {
  const float table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  ASSERT_EQ(cu2clMemcpyToSymbol(coefficients, table, sizeof(table)), cu2clSuccess);
  const float tail[2] = {-1, -2};
  ASSERT_EQ(cu2clMemcpyToSymbol(coefficients, tail, sizeof(tail), 6 * sizeof(float)), cu2clSuccess);
  // The untemplated form, with the shadow's address.
  const float first = 10;
  ASSERT_EQ(cu2clMemcpyToSymbol(static_cast<const void *>(coefficients), &first, sizeof(float)),
            cu2clSuccess);
  float *out = nullptr;
  ASSERT_EQ(cu2clMalloc(&out, 16 * sizeof(float)), cu2clSuccess);
  cu2cl::launch(testModule, "applyCoefficients", 1, 16, 0, 0, out, 16);
  expectLastError(cu2clSuccess);
  const float expected[8] = {10, 2, 3, 4, 5, 6, -1, -2};
  std::vector<float> got = hostCopy(out, 16);
  for (int i = 0; i < 16; ++i)
    EXPECT_EQ(got[i], expected[i % 8] * i) << i;
  float back[2] = {};
  EXPECT_EQ(cu2clMemcpyFromSymbol(back, coefficients, sizeof(back), 6 * sizeof(float)),
            cu2clSuccess);
  EXPECT_EQ(back[0], -1.0f);
  EXPECT_EQ(back[1], -2.0f);
  EXPECT_EQ(cu2clFree(out), cu2clSuccess);
}

TEST(CudaSymbols, UnknownSymbolsAndRangesAreErrors) {
  int notASymbol = 0;
  EXPECT_EQ(cu2clMemcpyToSymbol(notASymbol, &notASymbol, sizeof(int)), cu2clErrorInvalidSymbol);
  void *address = nullptr;
  EXPECT_EQ(cu2clGetSymbolAddress(&address, notASymbol), cu2clErrorInvalidSymbol);
  const float tooMuch[9] = {};
  EXPECT_EQ(cu2clMemcpyToSymbol(coefficients, tooMuch, sizeof(tooMuch)), cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clMemcpyToSymbol(coefficients, tooMuch, 8, 7 * sizeof(float)),
            cu2clErrorInvalidValue);

  int *out = nullptr;
  ASSERT_EQ(cu2clMalloc(&out, sizeof(int)), cu2clSuccess);
  const std::string text =
      verboseOutput([&] { cu2cl::launch(testModule, "useMissingSymbol", 1, 1, 0, 0, out); });
  expectLastError(cu2clErrorInvalidSymbol);
  EXPECT_NE(text.find("cu2cl_symbol_neverRegistered"), std::string::npos) << text;
  EXPECT_EQ(cu2clFree(out), cu2clSuccess);
}

// --- streams and events ------------------------------------------------------------------------

namespace {
constexpr int kSlow = 200000; // iterations of slowWrite: far longer than a copy kernel
} // namespace

TEST(CudaStreams, EventsTimeAndOrderWork) {
  cu2clEvent_t start = nullptr, stop = nullptr, untimed = nullptr, never = nullptr;
  ASSERT_EQ(cu2clEventCreate(&start), cu2clSuccess);
  ASSERT_EQ(cu2clEventCreate(&stop), cu2clSuccess);
  ASSERT_EQ(cu2clEventCreateWithFlags(&untimed, cu2clEventDisableTiming), cu2clSuccess);
  ASSERT_EQ(cu2clEventCreate(&never), cu2clSuccess);
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 256 * sizeof(int)), cu2clSuccess);

  EXPECT_EQ(cu2clEventRecord(start), cu2clSuccess);
  cu2cl::launch(testModule, "slowWrite", 1, 256, 0, 0, d, kSlow, 5);
  EXPECT_EQ(cu2clEventRecord(stop, 0), cu2clSuccess);
  EXPECT_EQ(cu2clEventRecord(untimed), cu2clSuccess);
  EXPECT_EQ(cu2clEventSynchronize(stop), cu2clSuccess);
  EXPECT_EQ(cu2clEventQuery(stop), cu2clSuccess);
  EXPECT_EQ(cu2clEventQuery(never), cu2clSuccess); // never recorded: has happened
  EXPECT_EQ(hostCopy(d, 256)[255], 5);             // the kernel ran before the event
  float ms = -1;
  EXPECT_EQ(cu2clEventElapsedTime(&ms, start, stop), cu2clSuccess);
  EXPECT_GT(ms, 0.0f);
  EXPECT_EQ(cu2clEventSynchronize(untimed), cu2clSuccess);
  EXPECT_EQ(cu2clEventElapsedTime(&ms, start, untimed), cu2clErrorInvalidResourceHandle);
  EXPECT_EQ(cu2clEventElapsedTime(&ms, start, never), cu2clErrorInvalidResourceHandle);
  cu2clGetLastError();

  for (cu2clEvent_t e : {start, stop, untimed, never})
    EXPECT_EQ(cu2clEventDestroy(e), cu2clSuccess);
  EXPECT_EQ(cu2clEventQuery(start), cu2clErrorInvalidResourceHandle);
  expectLastError(cu2clErrorInvalidResourceHandle);
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(CudaStreams, EventQueryIsNotReadyWhileWorkRuns) {
  cu2clEvent_t done = nullptr;
  ASSERT_EQ(cu2clEventCreate(&done), cu2clSuccess);
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 4 * 256 * sizeof(int)), cu2clSuccess);
  cu2cl::launch(testModule, "slowWrite", 4, 256, 0, 0, d, 10 * kSlow, 1);
  EXPECT_EQ(cu2clEventRecord(done), cu2clSuccess);
  EXPECT_EQ(cu2clEventQuery(done), cu2clErrorNotReady);
  EXPECT_EQ(cu2clStreamQuery(0), cu2clErrorNotReady);
  EXPECT_EQ(cu2clPeekAtLastError(), cu2clSuccess); // not-ready is no error
  EXPECT_EQ(cu2clDeviceSynchronize(), cu2clSuccess);
  EXPECT_EQ(cu2clEventQuery(done), cu2clSuccess);
  EXPECT_EQ(cu2clStreamQuery(0), cu2clSuccess);
  EXPECT_EQ(cu2clEventDestroy(done), cu2clSuccess);
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

// A launch has no OpenCL event of its own (the stream makes a marker when asked): a query right
// after one still sees it running, on stream 0 and on a created stream.
TEST(CudaStreams, QueryAfterALaunchSeesItRunning) {
  cu2clStream_t stream = nullptr;
  ASSERT_EQ(cu2clStreamCreate(&stream), cu2clSuccess);
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 2 * 256 * sizeof(int)), cu2clSuccess);
  cu2cl::launch(testModule, "slowWrite", 1, 256, 0, stream, d, 10 * kSlow, 1);
  EXPECT_EQ(cu2clStreamQuery(stream), cu2clErrorNotReady);
  EXPECT_EQ(cu2clStreamSynchronize(stream), cu2clSuccess);
  EXPECT_EQ(cu2clStreamQuery(stream), cu2clSuccess);
  cu2cl::launch(testModule, "slowWrite", 1, 256, 0, 0, d + 256, 10 * kSlow, 2);
  EXPECT_EQ(cu2clStreamQuery(0), cu2clErrorNotReady);
  std::vector<int> got(512);
  // A synchronous copy waits for the launch before it.
  EXPECT_EQ(cu2clMemcpy(got.data(), d, 512 * sizeof(int), cu2clMemcpyDeviceToHost), cu2clSuccess);
  EXPECT_EQ(cu2clStreamQuery(0), cu2clSuccess);
  EXPECT_EQ(got[0], 1);
  EXPECT_EQ(got[511], 2);
  EXPECT_EQ(cu2clStreamDestroy(stream), cu2clSuccess);
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

// A copy into pageable memory is a blocking read. Without waits for other streams it has no
// marker and no event (a marker cost NVIDIA's OpenCL microseconds): the stream must still count
// as idle after it. With waits (stream 0 behind a blocking stream's unfinished work) a marker
// carries them: the read must see that work's result.
TEST(CudaStreams, BlockingReadLeavesTheStreamIdle) {
  cu2clStream_t stream = nullptr;
  ASSERT_EQ(cu2clStreamCreate(&stream), cu2clSuccess);
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 2 * 256 * sizeof(int)), cu2clSuccess);
  std::vector<int> got(256);
  cu2cl::launch(testModule, "slowWrite", 1, 256, 0, stream, d, 10 * kSlow, 3);
  EXPECT_EQ(cu2clStreamQuery(stream), cu2clErrorNotReady);
  EXPECT_EQ(cu2clMemcpyAsync(got.data(), d, 256 * sizeof(int), cu2clMemcpyDeviceToHost, stream),
            cu2clSuccess);
  EXPECT_EQ(got[255], 3);
  EXPECT_EQ(cu2clStreamQuery(stream), cu2clSuccess);
  // Stream 0 reads what the blocking stream is still writing.
  cu2cl::launch(testModule, "slowWrite", 1, 256, 0, stream, d + 256, 10 * kSlow, 4);
  EXPECT_EQ(cu2clMemcpy(got.data(), d + 256, 256 * sizeof(int), cu2clMemcpyDeviceToHost),
            cu2clSuccess);
  EXPECT_EQ(got, std::vector<int>(256, 4));
  EXPECT_EQ(cu2clStreamQuery(0), cu2clSuccess);
  EXPECT_EQ(cu2clStreamQuery(stream), cu2clSuccess);
  EXPECT_EQ(cu2clStreamDestroy(stream), cu2clSuccess);
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(CudaStreams, DefaultStreamOrdersTheBlockingStreams) {
  cu2clStream_t s1 = nullptr, s2 = nullptr;
  ASSERT_EQ(cu2clStreamCreate(&s1), cu2clSuccess);
  ASSERT_EQ(cu2clStreamCreateWithFlags(&s2, cu2clStreamDefault), cu2clSuccess);
  const int n = 256;
  int *x = nullptr, *y = nullptr, *z = nullptr;
  for (int **p : {&x, &y, &z}) {
    ASSERT_EQ(cu2clMalloc(p, n * sizeof(int)), cu2clSuccess);
    ASSERT_EQ(cu2clMemset(*p, 0, n * sizeof(int)), cu2clSuccess);
  }
  ASSERT_EQ(cu2clDeviceSynchronize(), cu2clSuccess);
  // s1 writes x slowly; stream 0 must wait for it, and s2 must wait for stream 0.
  cu2cl::launch(testModule, "slowWrite", 1, n, 0, s1, x, kSlow, 7);
  cu2cl::launch(testModule, "copyPlus", 1, n, 0, 0, y, x, 1);
  cu2cl::launch(testModule, "copyPlus", 1, n, 0, s2, z, y, 1);
  expectLastError(cu2clSuccess);
  EXPECT_EQ(cu2clStreamSynchronize(s2), cu2clSuccess);
  std::vector<int> got(n);
  // Straight from s2's result: no further synchronisation than s2's.
  EXPECT_EQ(cu2clMemcpyAsync(got.data(), z, n * sizeof(int), cu2clMemcpyDeviceToHost, s2),
            cu2clSuccess);
  EXPECT_EQ(got, std::vector<int>(n, 9));

  EXPECT_EQ(cu2clStreamQuery(s1), cu2clSuccess);
  EXPECT_EQ(cu2clStreamDestroy(s1), cu2clSuccess);
  EXPECT_EQ(cu2clStreamDestroy(s2), cu2clSuccess);
  EXPECT_EQ(cu2clStreamSynchronize(s1), cu2clErrorInvalidResourceHandle);
  cu2cl::launch(testModule, "add1", 1, 1, 0, s1, x, 1);
  expectLastError(cu2clErrorInvalidResourceHandle);
  for (int *p : {x, y, z})
    EXPECT_EQ(cu2clFree(p), cu2clSuccess);
}

TEST(CudaStreams, StreamWaitEventOrdersIndependentStreams) {
  cu2clStream_t producer = nullptr, consumer = nullptr;
  ASSERT_EQ(cu2clStreamCreateWithFlags(&producer, cu2clStreamNonBlocking), cu2clSuccess);
  ASSERT_EQ(cu2clStreamCreateWithFlags(&consumer, cu2clStreamNonBlocking), cu2clSuccess);
  cu2clEvent_t written = nullptr;
  ASSERT_EQ(cu2clEventCreate(&written), cu2clSuccess);
  const int n = 256;
  int *x = nullptr, *y = nullptr;
  ASSERT_EQ(cu2clMalloc(&x, n * sizeof(int)), cu2clSuccess);
  ASSERT_EQ(cu2clMalloc(&y, n * sizeof(int)), cu2clSuccess);
  ASSERT_EQ(cu2clMemset(x, 0, n * sizeof(int)), cu2clSuccess);
  ASSERT_EQ(cu2clDeviceSynchronize(), cu2clSuccess);

  cu2cl::launch(testModule, "slowWrite", 1, n, 0, producer, x, kSlow, 20);
  EXPECT_EQ(cu2clEventRecord(written, producer), cu2clSuccess);
  EXPECT_EQ(cu2clStreamWaitEvent(consumer, written, 0), cu2clSuccess);
  cu2cl::launch(testModule, "copyPlus", 1, n, 0, consumer, y, x, 2);
  expectLastError(cu2clSuccess);
  EXPECT_EQ(cu2clStreamSynchronize(consumer), cu2clSuccess);
  EXPECT_EQ(hostCopy(y, n), std::vector<int>(n, 22));

  EXPECT_EQ(cu2clEventDestroy(written), cu2clSuccess);
  EXPECT_EQ(cu2clStreamDestroy(producer), cu2clSuccess);
  EXPECT_EQ(cu2clStreamDestroy(consumer), cu2clSuccess);
  EXPECT_EQ(cu2clFree(x), cu2clSuccess);
  EXPECT_EQ(cu2clFree(y), cu2clSuccess);
}

// --- devices -----------------------------------------------------------------------------------

TEST(CudaDevice, PropertiesAndNumbering) {
  int count = 0;
  ASSERT_EQ(cu2clGetDeviceCount(&count), cu2clSuccess);
  EXPECT_GE(count, 1);
  int device = -1;
  EXPECT_EQ(cu2clGetDevice(&device), cu2clSuccess);
  EXPECT_EQ(device, 0);
  EXPECT_EQ(cu2clSetDevice(0), cu2clSuccess); // the runtime's own choice
  EXPECT_EQ(cu2clSetDevice(count), cu2clErrorInvalidDevice);
  EXPECT_EQ(cu2clSetDevice(-1), cu2clErrorInvalidDevice);
  cu2clGetLastError();

  cu2clDeviceProp prop;
  ASSERT_EQ(cu2clGetDeviceProperties(&prop, 0), cu2clSuccess);
  const rt::Device &current = rt::Device::current();
  EXPECT_EQ(prop.warpSize, 32);
  EXPECT_STREQ(prop.name, current.name().c_str());
  EXPECT_GT(std::string(prop.name).size(), 0u);
  EXPECT_EQ(prop.totalGlobalMem, current.globalMemSize());
  EXPECT_EQ(prop.sharedMemPerBlock, current.localMemSize());
  EXPECT_EQ(prop.multiProcessorCount, static_cast<int>(current.computeUnits()));
  EXPECT_EQ(prop.maxThreadsPerBlock,
            static_cast<int>(std::min<std::size_t>(current.maxWorkGroupSize(), 1024)));
  EXPECT_LE(prop.maxThreadsDim[2], 64);
  EXPECT_EQ(prop.maxGridSize[1], 65535);
  EXPECT_GE(prop.major, 1);
  EXPECT_GT(prop.totalConstMem, 0u);
  EXPECT_EQ(cu2clGetDeviceProperties(&prop, count), cu2clErrorInvalidDevice);
  cu2clGetLastError();

  // Each attribute is its field of the properties (cuda-samples' helper_cuda.h picks a device
  // with these).
  int value = -1;
  EXPECT_EQ(cu2clDeviceGetAttribute(&value, cu2clDevAttrMultiProcessorCount, 0), cu2clSuccess);
  EXPECT_EQ(value, prop.multiProcessorCount);
  EXPECT_EQ(cu2clDeviceGetAttribute(&value, cu2clDevAttrComputeCapabilityMajor, 0), cu2clSuccess);
  EXPECT_EQ(value, prop.major);
  EXPECT_EQ(cu2clDeviceGetAttribute(&value, cu2clDevAttrComputeMode, 0), cu2clSuccess);
  EXPECT_EQ(value, cu2clComputeModeDefault);
  EXPECT_EQ(cu2clDeviceGetAttribute(&value, cu2clDevAttrMaxBlockDimZ, 0), cu2clSuccess);
  EXPECT_EQ(value, prop.maxThreadsDim[2]);
  EXPECT_EQ(cu2clDeviceGetAttribute(&value, cu2clDevAttrMaxSharedMemoryPerBlock, 0), cu2clSuccess);
  EXPECT_EQ(value, static_cast<int>(prop.sharedMemPerBlock));
  EXPECT_EQ(cu2clDeviceGetAttribute(&value, cu2clDevAttrWarpSize, 0), cu2clSuccess);
  EXPECT_EQ(value, 32);
  EXPECT_EQ(cu2clDeviceGetAttribute(&value, static_cast<cu2clDeviceAttr>(9999), 0),
            cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clDeviceGetAttribute(nullptr, cu2clDevAttrWarpSize, 0), cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clDeviceGetAttribute(&value, cu2clDevAttrWarpSize, count), cu2clErrorInvalidDevice);
  cu2clGetLastError();
}

// --- modules -----------------------------------------------------------------------------------

TEST(CudaModule, FoundThroughProgramDir) {
  const auto dir = scratchDir("programdir");
  std::ofstream(dir / "lookup_prog.cl") << "__kernel void fill(__global int *p, ulong "
                                           "p_cu2cl_offset, int v) {\n"
                                           "  p = (__global int *)((__global uchar *)p + "
                                           "p_cu2cl_offset);\n"
                                           "  p[get_global_id(0)] = v;\n}\n";
  ScopedEnv env("CU2CL_PROGRAM_DIR", dir.string().c_str());
  static cu2cl::Module module("lookup_prog.cl");
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 8 * sizeof(int)), cu2clSuccess);
  ASSERT_EQ(cu2clMemset(d, 0, 8 * sizeof(int)), cu2clSuccess);
  cu2cl::launch(module, "fill", 1, 4, 0, 0, d + 4, 99);
  expectLastError(cu2clSuccess);
  EXPECT_EQ(hostCopy(d, 8), (std::vector<int>{0, 0, 0, 0, 99, 99, 99, 99}));
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
  std::filesystem::remove_all(dir);
}

TEST(CudaModule, MissingSourceNamesEveryPlaceLookedAt) {
  const auto dir = scratchDir("empty");
  ScopedEnv verbose("CU2CL_VERBOSE", nullptr);
  ScopedEnv env("CU2CL_PROGRAM_DIR", dir.string().c_str());
  static cu2cl::Module module("no_such_program.cl");
  testing::internal::CaptureStderr();
  cu2cl::launch(module, "anything", 1, 1, 0, 0);
  cu2cl::launch(module, "anything", 1, 1, 0, 0);
  const std::string text = testing::internal::GetCapturedStderr();
  expectLastError(cu2clErrorInvalidKernelImage);
  EXPECT_NE(text.find("no_such_program.cl"), std::string::npos) << text;
  EXPECT_NE(text.find((dir / "no_such_program.cl").string()), std::string::npos) << text;
  EXPECT_NE(text.find((std::filesystem::current_path() / "no_such_program.cl").string()),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("embedded"), std::string::npos) << text;
  EXPECT_EQ(text.find("cannot find"), text.rfind("cannot find")) << "printed once: " << text;
  std::filesystem::remove_all(dir);
}

TEST(CudaModule, BuildFailurePrintsTheLogOnce) {
  ScopedEnv verbose("CU2CL_VERBOSE", nullptr);
  static cu2cl::Module module("cuda_api_broken.cl");
  testing::internal::CaptureStderr();
  int *none = nullptr;
  cu2cl::launch(module, "broken", 1, 1, 0, 0, none);
  EXPECT_EQ(cu2clGetLastError(), cu2clErrorInvalidSource);
  cu2cl::launch(module, "broken", 1, 1, 0, 0, none);
  EXPECT_EQ(cu2clGetLastError(), cu2clErrorInvalidSource);
  const std::string text = testing::internal::GetCapturedStderr();
  const std::size_t first = text.find("failed to build OpenCL program 'cuda_api_broken.cl'");
  EXPECT_NE(first, std::string::npos) << text;
  EXPECT_EQ(text.find("failed to build OpenCL program", first + 1), std::string::npos) << text;
  EXPECT_NE(text.find("cuda_api_broken.cl:1:"), std::string::npos) << "the log: " << text;
}

// --- rt::launch keeps its callers' argument lists ----------------------------------------------

TEST(RtLaunch, FillsOffsetParametersWithZero) {
  rt::Kernel kernel = rt::Program::fromSource(kProgram, "rt_offsets.cl").kernel("copyPlus");
  EXPECT_EQ(kernel.numArgs(), 5u);
  EXPECT_EQ(kernel.offsetParameterCount(), 2u);
  EXPECT_TRUE(kernel.parameters()[1].isOffset);
  EXPECT_FALSE(kernel.parameters()[4].isOffset);
  rt::Buffer<int> src(std::vector<int>(32, 4)), dst(32);
  rt::launch(kernel, rt::Dim3(1), rt::Dim3(32), dst, src, 3);
  EXPECT_EQ(dst.download(), std::vector<int>(32, 7));
  try {
    rt::launch(kernel, rt::Dim3(1), rt::Dim3(32), dst, cl_ulong(0), src, cl_ulong(0), 3);
    ADD_FAILURE() << "passing the offsets is an error";
  } catch (const rt::Error &error) {
    EXPECT_NE(std::string(error.what()).find("_cu2cl_offset"), std::string::npos) << error.what();
  }
}

// -DCU2CL_ZERO_OFFSETS=1 (cu2cl::Module's builds) makes the program's own build the one for
// launches without offsets; the one with offsets is built on first need, then kept.
TEST(KernelVariants, ZeroOffsetsBuildHasASiblingWithOffsets) {
  const rt::Program zero =
      rt::Program::fromSource(kProgram, "zero_offsets.cl", "-DCU2CL_ZERO_OFFSETS=1");
  EXPECT_NE(zero.options().find("-DCU2CL_ZERO_OFFSETS=1"), std::string::npos) << zero.options();
  rt::Kernel kernel = zero.kernel("add1");
  const rt::Kernel::Variant &plain = kernel.variantFor(64);
  EXPECT_TRUE(plain.zeroOffsets);
  EXPECT_EQ(plain.kernel.get(), kernel.handle());
  const rt::Kernel::Variant &withOffsets = kernel.variantFor(64, /*offsetsPassed=*/true);
  EXPECT_FALSE(withOffsets.zeroOffsets);
  EXPECT_NE(withOffsets.kernel.get(), kernel.handle());
  EXPECT_EQ(&kernel.variantFor(64, true), &withOffsets);

  // Without the define the program's own build adds offsets: no sibling is needed.
  rt::Kernel general = rt::Program::fromSource(kProgram, "offsets.cl").kernel("add1");
  EXPECT_FALSE(general.variantFor(64).zeroOffsets);
  EXPECT_EQ(general.variantFor(64, true).kernel.get(), general.handle());
}

// Last (its own suite, defined last): it frees everything.
TEST(CudaReset, FreesMemoryAndRestoresSymbols) {
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 64), cu2clSuccess);
  const int hundred = 100;
  ASSERT_EQ(cu2clMemcpyToSymbol(deviceCounter, &hundred, sizeof(int)), cu2clSuccess);
  cu2clStream_t stream = nullptr;
  ASSERT_EQ(cu2clStreamCreate(&stream), cu2clSuccess);
  int bogus = 0;
  cu2clFree(&bogus);
  EXPECT_EQ(cu2clDeviceReset(), cu2clSuccess);
  EXPECT_EQ(cu2clPeekAtLastError(), cu2clSuccess);
  EXPECT_EQ(cu2clFree(d), cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clStreamDestroy(stream), cu2clErrorInvalidResourceHandle);
  int value = 0;
  EXPECT_EQ(cu2clMemcpyFromSymbol(&value, deviceCounter, sizeof(int)), cu2clSuccess);
  EXPECT_EQ(value, 42);
  cu2clGetLastError();
}
