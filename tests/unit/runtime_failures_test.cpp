// The host runtime's failure paths that need a process of their own or a particular OpenCL
// environment: a program that the OpenCL compiler rejects, a block larger than the device
// allows (PoCL limited with POCL_MAX_WORK_GROUP_SIZE) and no OpenCL platform at all
// (OCL_ICD_VENDORS pointing to an empty directory), and environment variables of the runtime
// with values it does not accept. tests/unit/CMakeLists.txt runs each suite in its environment;
// without it, the last three skip.
#include "ScopedEnv.h"
#include "cu2cl/cuda_api.h"
#include "cu2cl/runtime/Runtime.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace {

const char *kFill = R"CL(
__kernel void fill(__global int *p, ulong p_cu2cl_offset, int v) {
  p = (__global int *)((__global uchar *)p + p_cu2cl_offset);
  p[get_global_id(0)] = v;
}
)CL";

// `fill` itself is fine, but its program does not build: none of its kernels may run.
const char *kRejected = R"CL(
__kernel void fill(__global int *p, ulong p_cu2cl_offset, int v) {
  p = (__global int *)((__global uchar *)p + p_cu2cl_offset);
  p[get_global_id(0)] = v;
}
__kernel void broken(__global int *p, ulong p_cu2cl_offset) {
  p[0] = undeclared_variable;
}
)CL";

cu2cl::EmbeddedSource fillSource("failures_fill.cl", kFill);
cu2cl::EmbeddedSource rejectedSource("failures_rejected.cl", kRejected);
cu2cl::EmbeddedSource laterSource("failures_later.cl", kFill);
cu2cl::Module fillModule("failures_fill.cl");
cu2cl::Module rejectedModule("failures_rejected.cl");
cu2cl::Module laterModule("failures_later.cl"); // first built after the device is made

/// The error the last call recorded, cleared; fails the test if it is not `expected`.
void expectLastError(cu2clError_t expected) {
  const cu2clError_t error = cu2clGetLastError();
  EXPECT_EQ(error, expected) << cu2clGetErrorName(error) << " instead of "
                             << cu2clGetErrorName(expected);
}

std::size_t occurrences(const std::string &text, const std::string &what) {
  std::size_t count = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
    ++count;
  return count;
}

std::vector<int> download(const int *d, std::size_t count) {
  std::vector<int> values(count, -1);
  EXPECT_EQ(cu2clMemcpy(values.data(), d, count * sizeof(int), cu2clMemcpyDeviceToHost),
            cu2clSuccess);
  return values;
}

bool verbose() {
  const char *value = std::getenv("CU2CL_VERBOSE");
  return value && *value && std::string(value) != "0";
}

} // namespace

TEST(RejectedBuild, EveryLaunchFailsAndNothingRuns) {
  if (verbose())
    GTEST_SKIP() << "counts what is printed without CU2CL_VERBOSE";
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 64 * sizeof(int)), cu2clSuccess);
  ASSERT_EQ(cu2clMemset(d, 0, 64 * sizeof(int)), cu2clSuccess);
  testing::internal::CaptureStderr();
  for (int attempt = 0; attempt < 3; ++attempt) {
    cu2cl::launch(rejectedModule, "fill", 1, 64, 0, 0, d, 7);
    expectLastError(cu2clErrorInvalidSource);
    cu2cl::launch(rejectedModule, "broken", 1, 1, 0, 0, d);
    expectLastError(cu2clErrorInvalidSource);
  }
  const std::string text = testing::internal::GetCapturedStderr();
  EXPECT_EQ(cu2clDeviceSynchronize(), cu2clSuccess);
  EXPECT_EQ(download(d, 64), std::vector<int>(64, 0)) << "a kernel of the rejected program ran";
  // The build log, once, with the compiler's error at its line.
  EXPECT_EQ(occurrences(text, "failed to build OpenCL program 'failures_rejected.cl'"), 1u) << text;
  EXPECT_NE(text.find("undeclared_variable"), std::string::npos) << text;
  EXPECT_NE(text.find("failures_rejected.cl:7:"), std::string::npos) << text;
  EXPECT_STREQ(cu2clGetErrorName(cu2clErrorInvalidSource), "cudaErrorInvalidSource");
  // Another module still builds and runs.
  cu2cl::launch(fillModule, "fill", 1, 64, 0, 0, d, 3);
  expectLastError(cu2clSuccess);
  EXPECT_EQ(download(d, 64), std::vector<int>(64, 3));
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(DeviceLimit, BlockLargerThanTheDeviceAllowsIsInvalidValue) {
  if (!std::getenv("POCL_MAX_WORK_GROUP_SIZE"))
    GTEST_SKIP() << "needs PoCL limited by POCL_MAX_WORK_GROUP_SIZE=256 (as ctest runs it)";
  cu2clDeviceProp prop{};
  ASSERT_EQ(cu2clGetDeviceProperties(&prop, 0), cu2clSuccess);
  if (prop.maxThreadsPerBlock != 256)
    GTEST_SKIP() << "the device (" << prop.name << ") is not PoCL limited to 256 work-items";
  int *d = nullptr;
  ASSERT_EQ(cu2clMalloc(&d, 512 * sizeof(int)), cu2clSuccess);
  ASSERT_EQ(cu2clMemset(d, 0, 512 * sizeof(int)), cu2clSuccess);

  ::setenv("CU2CL_VERBOSE", "1", 1);
  testing::internal::CaptureStderr();
  // Within CUDA's limits (1024 threads, 1024 in x and y), beyond the device's.
  cu2cl::launch(fillModule, "fill", 1, dim3(16, 32), 0, 0, d, 5);
  expectLastError(cu2clErrorInvalidValue);
  cu2cl::launch(fillModule, "fill", 1, dim3(1, 512), 0, 0, d, 5);
  expectLastError(cu2clErrorInvalidValue);
  const std::string text = testing::internal::GetCapturedStderr();
  ::unsetenv("CU2CL_VERBOSE");
  EXPECT_NE(text.find("512 work-items per block exceed the device's maximum work-group size 256"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("block.y = 512 exceeds the device's maximum work-item size 256"),
            std::string::npos)
      << text;
  EXPECT_EQ(cu2clDeviceSynchronize(), cu2clSuccess);
  EXPECT_EQ(download(d, 512), std::vector<int>(512, 0)) << "a refused launch ran";

  cu2cl::launch(fillModule, "fill", 2, 256, 0, 0, d, 5); // the same work in blocks that fit
  expectLastError(cu2clSuccess);
  EXPECT_EQ(download(d, 512), std::vector<int>(512, 5));
  EXPECT_EQ(cu2clFree(d), cu2clSuccess);
}

TEST(NoPlatform, EveryCallFailsAndSaysToInstallADriver) {
  if (!std::getenv("CU2CL_TEST_NO_PLATFORM"))
    GTEST_SKIP() << "needs CU2CL_TEST_NO_PLATFORM=1 and OCL_ICD_VENDORS=<an empty directory>";
  if (verbose())
    GTEST_SKIP() << "counts what is printed without CU2CL_VERBOSE";
  ASSERT_TRUE(cu2cl::rt::enumerateDevices().empty())
      << "OCL_ICD_VENDORS must name an empty directory (and OCL_ICD_FILENAMES be unset)";
  testing::internal::CaptureStderr();
  int count = -1;
  EXPECT_EQ(cu2clGetDeviceCount(&count), cu2clErrorNoDevice);
  EXPECT_EQ(count, 0);
  void *d = nullptr;
  EXPECT_EQ(cu2clMalloc(&d, 16), cu2clErrorNoDevice);
  EXPECT_EQ(d, nullptr);
  cu2cl::launch(fillModule, "fill", 1, 1, 0, 0, static_cast<int *>(nullptr), 1);
  expectLastError(cu2clErrorNoDevice);
  const std::string text = testing::internal::GetCapturedStderr();
  // Said once, even though the program asked nothing but error numbers.
  EXPECT_EQ(occurrences(text, "no OpenCL platform or device found"), 1u) << text;
  EXPECT_NE(text.find("PoCL"), std::string::npos) << text;
  EXPECT_NE(text.find("apt-get install pocl-opencl-icd"), std::string::npos) << text;
  EXPECT_STREQ(cu2clGetErrorString(cu2clErrorNoDevice), "no OpenCL device is available");
  EXPECT_STREQ(cu2clGetErrorName(cu2clErrorNoDevice), "cudaErrorNoDevice");
}

using cu2cl_test::ScopedEnv;

TEST(BadEnvironment, EveryCallFailsAndNamesTheVariableTheValueAndTheValidOnes) {
  if (!std::getenv("CU2CL_TEST_BAD_ENVIRONMENT"))
    GTEST_SKIP() << "needs CU2CL_TEST_BAD_ENVIRONMENT=1, CU2CL_BACKEND=garbage and "
                    "CU2CL_WARP_FORM=banana (as ctest runs it)";
  if (verbose())
    GTEST_SKIP() << "counts what is printed without CU2CL_VERBOSE";
  // As ctest starts the process: two variables with values the runtime does not accept.
  ASSERT_STREQ(std::getenv("CU2CL_BACKEND"), "garbage");
  ASSERT_STREQ(std::getenv("CU2CL_WARP_FORM"), "banana");
  testing::internal::CaptureStderr();
  void *d = nullptr;
  EXPECT_EQ(cu2clMalloc(&d, 16), cu2clErrorInitializationError);
  EXPECT_EQ(d, nullptr);
  int count = -1;
  EXPECT_EQ(cu2clGetDeviceCount(&count), cu2clErrorInitializationError);
  cu2cl::launch(fillModule, "fill", 1, 1, 0, 0, static_cast<int *>(nullptr), 1);
  expectLastError(cu2clErrorInitializationError);
  std::string text = testing::internal::GetCapturedStderr();
  // One line for each, once, though the program asked nothing but error numbers.
  EXPECT_EQ(occurrences(text, "cu2cl: CU2CL_BACKEND='garbage' is not valid; use auto, emulated, "
                              "subgroup or nvidia\n"),
            1u)
      << text;
  EXPECT_EQ(occurrences(text, "cu2cl: CU2CL_WARP_FORM='banana' is not valid; use 0"), 1u) << text;
  EXPECT_EQ(occurrences(text, "\n"), 2u) << text;

  // Every other variable, one at a time: the device is not made while one is wrong.
  ::unsetenv("CU2CL_BACKEND");
  ::unsetenv("CU2CL_WARP_FORM");
  const std::filesystem::path missing = std::filesystem::temp_directory_path() / "cu2cl-missing";
  const std::string file = (std::filesystem::temp_directory_path() / "cu2cl-file").string();
  std::FILE *plain = std::fopen(file.c_str(), "w");
  ASSERT_NE(plain, nullptr);
  std::fclose(plain);
  struct Case {
    const char *name;
    std::string value, expected;
  };
  const Case cases[] = {
      {"CU2CL_WARP_FORM", "2", "CU2CL_WARP_FORM='2' is not valid; use 0"},
      {"CU2CL_ALGORITHM_GROUP_SIZE", "64k",
       "CU2CL_ALGORITHM_GROUP_SIZE='64k' is not valid; use a whole number from 1 to 256"},
      {"CU2CL_ALGORITHM_GROUP_SIZE", "0", "CU2CL_ALGORITHM_GROUP_SIZE='0' is not valid"},
      {"CU2CL_ALGORITHM_GROUP_SIZE", "257", "CU2CL_ALGORITHM_GROUP_SIZE='257' is not valid"},
      {"CU2CL_VERBOSE", "yes please", "CU2CL_VERBOSE='yes please' is not valid; use 0 or 1"},
      {"CU2CL_PROGRAM_DIR", missing.string(),
       "CU2CL_PROGRAM_DIR='" + missing.string() + "' is not valid (no such directory); use "},
      {"CU2CL_DEVICE_INCLUDE_DIR", file,
       "CU2CL_DEVICE_INCLUDE_DIR='" + file + "' is not valid (not a directory); use "},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(std::string(c.name) + "=" + c.value);
    const ScopedEnv bad(c.name, c.value.c_str());
    testing::internal::CaptureStderr();
    EXPECT_EQ(cu2clMalloc(&d, 16), cu2clErrorInitializationError);
    EXPECT_EQ(cu2clMalloc(&d, 16), cu2clErrorInitializationError);
    text = testing::internal::GetCapturedStderr();
    EXPECT_EQ(occurrences(text, "cu2cl: " + c.expected), 1u) << text;
    EXPECT_EQ(occurrences(text, "\n"), 1u) << text;
  }
  {
    // A device that is not there: the devices that are, once.
    const ScopedEnv bad("CU2CL_DEVICE", "no-such-device");
    testing::internal::CaptureStderr();
    EXPECT_EQ(cu2clMalloc(&d, 16), cu2clErrorInvalidDevice);
    EXPECT_EQ(cu2clMalloc(&d, 16), cu2clErrorInvalidDevice);
    expectLastError(cu2clErrorInvalidDevice);
    text = testing::internal::GetCapturedStderr();
    EXPECT_EQ(occurrences(text, "cu2cl: CU2CL_DEVICE=\"no-such-device\" matches no OpenCL "
                                "platform or device name; the available OpenCL devices are:"),
              1u)
        << text;
  }
  std::remove(file.c_str());

  // Valid values of every one (empty is unset), and the runtime works.
  const ScopedEnv backend("CU2CL_BACKEND", "Emulated");
  const ScopedEnv warpForm("CU2CL_WARP_FORM", "0");
  const ScopedEnv groupSize("CU2CL_ALGORITHM_GROUP_SIZE", "100");
  const ScopedEnv quiet("CU2CL_VERBOSE", "0");
  const ScopedEnv programDir("CU2CL_PROGRAM_DIR",
                             std::filesystem::temp_directory_path().string().c_str());
  const ScopedEnv includeDir("CU2CL_DEVICE_INCLUDE_DIR", "");
  testing::internal::CaptureStderr();
  int *data = nullptr;
  ASSERT_EQ(cu2clMalloc(&data, 64 * sizeof(int)), cu2clSuccess);
  ASSERT_EQ(cu2clMemset(data, 0, 64 * sizeof(int)), cu2clSuccess);
  cu2cl::launch(fillModule, "fill", 1, 64, 0, 0, data, 4);
  expectLastError(cu2clSuccess);
  EXPECT_EQ(download(data, 64), std::vector<int>(64, 4));

  // A variable read later is checked when it is read: the build of a program that a later
  // launch needs. Its module is not spoilt: with the value put right, it builds.
  {
    const ScopedEnv bad("CU2CL_BACKEND", "ptx");
    cu2cl::launch(laterModule, "fill", 1, 64, 0, 0, data, 5);
    expectLastError(cu2clErrorInitializationError);
  }
  text = testing::internal::GetCapturedStderr();
  EXPECT_EQ(text, "cu2cl: CU2CL_BACKEND='ptx' is not valid; use auto, emulated, subgroup or "
                  "nvidia\n");
  EXPECT_EQ(download(data, 64), std::vector<int>(64, 4)) << "the launch ran";
  cu2cl::launch(laterModule, "fill", 1, 64, 0, 0, data, 5);
  expectLastError(cu2clSuccess);
  EXPECT_EQ(download(data, 64), std::vector<int>(64, 5));
  EXPECT_EQ(cu2clFree(data), cu2clSuccess);
  EXPECT_STREQ(cu2clGetErrorName(cu2clErrorInitializationError), "cudaErrorInitializationError");
}
