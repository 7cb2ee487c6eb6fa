// Unit tests of the cu2cl host runtime: device selection, backend selection, error
// descriptions, buffers, program builds and launches on the default OpenCL device (PoCL on CI).
#include "cu2cl/runtime/Runtime.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <unistd.h>

namespace rt = cu2cl::rt;
using rt::Backend;
using rt::DeviceDescription;
using rt::DeviceFeatures;
using rt::DeviceSelector;
using rt::ErrorCode;

namespace {

/// Runs `body`, expects an rt::Error with `code`, and returns its message.
template <class Body> std::string expectError(ErrorCode code, Body body) {
  try {
    body();
  } catch (const rt::Error &error) {
    EXPECT_EQ(static_cast<int>(error.code()), static_cast<int>(code))
        << rt::name(error.code()) << ": " << error.what();
    return error.what();
  }
  ADD_FAILURE() << "expected an rt::Error " << rt::name(code) << ", none was thrown";
  return {};
}

DeviceDescription fake(unsigned platform, unsigned device, std::string platformName,
                       std::string deviceName, cl_device_type type) {
  DeviceDescription d;
  d.platformIndex = platform;
  d.deviceIndex = device;
  d.platformName = std::move(platformName);
  d.platformVendor = "Vendor " + std::to_string(platform);
  d.deviceName = std::move(deviceName);
  d.type = type;
  return d;
}

std::vector<DeviceDescription> cpuThenGpu() {
  return {fake(0, 0, "Portable Computing Language", "pthread-skylake", CL_DEVICE_TYPE_CPU),
          fake(1, 0, "NVIDIA CUDA", "NVIDIA H100 80GB HBM3", CL_DEVICE_TYPE_GPU),
          fake(1, 1, "NVIDIA CUDA", "NVIDIA H100 PCIe", CL_DEVICE_TYPE_GPU)};
}

std::filesystem::path scratchDir(const std::string &name) {
  auto dir = std::filesystem::temp_directory_path() /
             ("cu2cl_runtime_test_" + std::to_string(::getpid()) + "_" + name);
  std::filesystem::create_directories(dir);
  return dir;
}

void writeFile(const std::filesystem::path &path, const std::string &text) {
  std::ofstream(path) << text;
}

const char *kVectorAdd = R"CL(
__kernel void vectorAdd(__global const float *a, __global const float *b, __global float *c,
                        int n) {
  int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
  if (i < n)
    c[i] = a[i] + b[i];
}
)CL";

} // namespace

// --- device selection: pure functions, no device needed --------------------------------------

TEST(DeviceSelector, EmptyIsAutomatic) {
  EXPECT_EQ(rt::parseDeviceSelector("").kind, DeviceSelector::Kind::automatic);
  EXPECT_EQ(rt::parseDeviceSelector("   ").kind, DeviceSelector::Kind::automatic);
}

TEST(DeviceSelector, ParsesIndices) {
  DeviceSelector s = rt::parseDeviceSelector("1:2");
  EXPECT_EQ(s.kind, DeviceSelector::Kind::index);
  EXPECT_EQ(s.platformIndex, 1u);
  EXPECT_EQ(s.deviceIndex, 2u);
  s = rt::parseDeviceSelector(" 0 : 13 ");
  EXPECT_EQ(s.kind, DeviceSelector::Kind::index);
  EXPECT_EQ(s.platformIndex, 0u);
  EXPECT_EQ(s.deviceIndex, 13u);
}

TEST(DeviceSelector, AnythingElseIsAName) {
  for (const char *text : {"pocl", "NVIDIA", "0:", ":1", "1:x", "-1:0", "1:2:3", "H100"}) {
    DeviceSelector s = rt::parseDeviceSelector(text);
    EXPECT_EQ(s.kind, DeviceSelector::Kind::name) << text;
    EXPECT_EQ(s.name, text);
  }
  EXPECT_EQ(rt::parseDeviceSelector("  pocl \n").name, "pocl");
}

TEST(DeviceSelector, AutomaticPrefersGpuThenCpu) {
  EXPECT_EQ(rt::selectDevice(cpuThenGpu(), {}), 1u);
  std::vector<DeviceDescription> noGpu = {
      fake(0, 0, "Accel", "fpga", CL_DEVICE_TYPE_ACCELERATOR),
      fake(1, 0, "Portable Computing Language", "pthread", CL_DEVICE_TYPE_CPU)};
  EXPECT_EQ(rt::selectDevice(noGpu, {}), 1u);
  std::vector<DeviceDescription> onlyAccelerator = {
      fake(0, 0, "Accel", "fpga", CL_DEVICE_TYPE_ACCELERATOR)};
  EXPECT_EQ(rt::selectDevice(onlyAccelerator, {}), 0u);
}

TEST(DeviceSelector, SelectsByIndex) {
  EXPECT_EQ(rt::selectDevice(cpuThenGpu(), rt::parseDeviceSelector("0:0")), 0u);
  EXPECT_EQ(rt::selectDevice(cpuThenGpu(), rt::parseDeviceSelector("1:1")), 2u);
}

TEST(DeviceSelector, BadIndexListsTheDevices) {
  std::string message = expectError(ErrorCode::invalidDevice, [] {
    rt::selectDevice(cpuThenGpu(), rt::parseDeviceSelector("2:0"));
  });
  EXPECT_NE(message.find("2:0"), std::string::npos) << message;
  EXPECT_NE(message.find("0:0  pthread-skylake [CPU]"), std::string::npos) << message;
  EXPECT_NE(message.find("1:1  NVIDIA H100 PCIe [GPU]"), std::string::npos) << message;
}

TEST(DeviceSelector, SelectsByCaseInsensitiveName) {
  const auto devices = cpuThenGpu();
  EXPECT_EQ(rt::selectDevice(devices, rt::parseDeviceSelector("portable")), 0u); // platform
  EXPECT_EQ(rt::selectDevice(devices, rt::parseDeviceSelector("SKYLAKE")), 0u);  // device
  EXPECT_EQ(rt::selectDevice(devices, rt::parseDeviceSelector("nvidia")), 1u);   // first match
  EXPECT_EQ(rt::selectDevice(devices, rt::parseDeviceSelector("pcie")), 2u);
  EXPECT_EQ(rt::selectDevice(devices, rt::parseDeviceSelector("vendor 1")), 1u); // vendor
}

TEST(DeviceSelector, UnknownNameListsTheDevices) {
  std::string message = expectError(ErrorCode::invalidDevice, [] {
    rt::selectDevice(cpuThenGpu(), rt::parseDeviceSelector("radeon"));
  });
  EXPECT_NE(message.find("radeon"), std::string::npos) << message;
  EXPECT_NE(message.find("NVIDIA H100 80GB HBM3"), std::string::npos) << message;
}

TEST(DeviceSelector, NoDeviceSaysHowToInstallOne) {
  std::string message =
      expectError(ErrorCode::noDevice, [] { rt::selectDevice({}, DeviceSelector{}); });
  EXPECT_NE(message.find("pocl-opencl-icd"), std::string::npos) << message;
}

// --- error descriptions ---------------------------------------------------------------------

TEST(Errors, DescribesOpenClStatuses) {
  EXPECT_STREQ(rt::errorName(CL_OUT_OF_RESOURCES), "CL_OUT_OF_RESOURCES");
  EXPECT_STREQ(rt::errorName(CL_INVALID_WORK_GROUP_SIZE), "CL_INVALID_WORK_GROUP_SIZE");
  EXPECT_STREQ(rt::errorName(CL_BUILD_PROGRAM_FAILURE), "CL_BUILD_PROGRAM_FAILURE");
  EXPECT_STREQ(rt::errorName(CL_SUCCESS), "CL_SUCCESS");
  EXPECT_STREQ(rt::errorName(-1001), "CL_PLATFORM_NOT_FOUND_KHR");
  const std::string text = rt::describe(static_cast<cl_int>(CL_OUT_OF_RESOURCES));
  EXPECT_EQ(text.rfind("CL_OUT_OF_RESOURCES: ", 0), 0u) << text;
  EXPECT_GT(text.size(), std::string("CL_OUT_OF_RESOURCES: ").size() + 10);
}

TEST(Errors, EveryOpenCl12StatusHasAName) {
  // OpenCL 1.2 uses 0 .. -19 and -30 .. -68.
  for (cl_int status = 0; status >= -68; --status) {
    if (status < -19 && status > -30)
      continue;
    EXPECT_STRNE(rt::errorName(status), "CL_UNKNOWN_ERROR") << status;
    EXPECT_EQ(std::string(rt::describe(status)).rfind(rt::errorName(status), 0), 0u) << status;
  }
  EXPECT_STREQ(rt::errorName(-20), "CL_UNKNOWN_ERROR");
  EXPECT_STREQ(rt::errorName(-9999), "CL_UNKNOWN_ERROR");
}

TEST(Errors, CodesMirrorCuda) {
  EXPECT_EQ(static_cast<int>(ErrorCode::invalidConfiguration), 9);
  EXPECT_STREQ(rt::name(ErrorCode::invalidConfiguration), "cudaErrorInvalidConfiguration");
  EXPECT_STREQ(rt::describe(ErrorCode::invalidConfiguration), "invalid configuration argument");
  EXPECT_STREQ(rt::name(ErrorCode::memoryAllocation), "cudaErrorMemoryAllocation");
}

TEST(Errors, CarryCodeStatusAndMessage) {
  rt::Error error(ErrorCode::launchFailure, "boom", CL_OUT_OF_RESOURCES);
  EXPECT_EQ(error.code(), ErrorCode::launchFailure);
  EXPECT_EQ(error.clStatus(), CL_OUT_OF_RESOURCES);
  EXPECT_STREQ(error.what(), "boom");
}

// --- the device ------------------------------------------------------------------------------

TEST(Device, IsUsable) {
  rt::Device &device = rt::Device::current();
  EXPECT_EQ(&device, &rt::Device::current());
  EXPECT_NE(device.context(), nullptr);
  EXPECT_NE(device.queue(), nullptr);
  EXPECT_FALSE(device.name().empty());
  EXPECT_FALSE(device.platformName().empty());
  EXPECT_NE(device.openclCVersion().find("OpenCL C"), std::string::npos);
  EXPECT_GE(device.maxWorkGroupSize(), 1u);
  EXPECT_GE(device.maxWorkItemSizes()[0], 1u);
  EXPECT_GT(device.localMemSize(), 0u);
  EXPECT_GT(device.globalMemSize(), 0u);
  EXPECT_GT(device.computeUnits(), 0u);
  EXPECT_FALSE(device.hasExtension(""));
  EXPECT_FALSE(device.hasExtension("cl_khr_no_such_extension"));
  cl_command_queue_properties properties = 0;
  ASSERT_EQ(clGetCommandQueueInfo(device.queue(), CL_QUEUE_PROPERTIES, sizeof(properties),
                                  &properties, nullptr),
            CL_SUCCESS);
  EXPECT_TRUE(properties & CL_QUEUE_PROFILING_ENABLE);
  EXPECT_FALSE(properties & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
}

TEST(Device, EnumerationContainsTheCurrentDevice) {
  const auto devices = rt::enumerateDevices();
  bool found = false;
  for (const auto &d : devices)
    found = found || d.device == rt::Device::current().id();
  EXPECT_TRUE(found) << rt::formatDeviceList(devices);
}

// --- buffers ---------------------------------------------------------------------------------

TEST(Buffer, RoundTrip) {
  std::vector<int> values(1237);
  for (std::size_t i = 0; i < values.size(); ++i)
    values[i] = static_cast<int>(i * 7919 % 1000) - 500;
  rt::Buffer<int> buffer(values);
  EXPECT_EQ(buffer.size(), values.size());
  EXPECT_EQ(buffer.bytes(), values.size() * sizeof(int));
  EXPECT_NE(buffer.handle(), nullptr);
  EXPECT_EQ(buffer.download(), values);

  buffer.upload(std::vector<int>{1, 2, 3}, 10);
  std::vector<int> part = buffer.download(9, 5);
  EXPECT_EQ(part, (std::vector<int>{values[9], 1, 2, 3, values[13]}));

  rt::Buffer<int> copy(values.size());
  copy.copyFrom(buffer, buffer.bytes());
  EXPECT_EQ(copy.download(), buffer.download());
}

TEST(Buffer, EmptyBufferIsNull) {
  rt::Buffer<double> empty(0);
  EXPECT_EQ(empty.handle(), nullptr);
  EXPECT_TRUE(empty.download().empty());
}

TEST(Buffer, OutOfRangeTransfersAreInvalidValues) {
  rt::Buffer<float> buffer(4);
  std::string message =
      expectError(ErrorCode::invalidValue, [&] { buffer.upload(std::vector<float>(5, 1.0f)); });
  EXPECT_NE(message.find("20 bytes"), std::string::npos) << message;
  expectError(ErrorCode::invalidValue, [&] { buffer.download(3, 2); });
}

TEST(Buffer, TooLargeIsAnAllocationFailure) {
  const cl_ulong tooMuch = rt::Device::current().maxMemAllocSize() + 1;
  std::string message = expectError(ErrorCode::memoryAllocation, [&] {
    rt::Buffer<char> huge(static_cast<std::size_t>(tooMuch));
  });
  EXPECT_NE(message.find(std::to_string(tooMuch)), std::string::npos) << message;
}

// --- programs and launches -------------------------------------------------------------------

TEST(Launch, VectorAddWithPartialLastBlock) {
  rt::Program program = rt::Program::fromSource(kVectorAdd, "vector_add.cl");
  rt::Kernel kernel = program.kernel("vectorAdd");
  EXPECT_EQ(kernel.numArgs(), 4u);
  for (int n : {1, 1000, 4097}) {
    std::vector<float> a(n), b(n);
    for (int i = 0; i < n; ++i) {
      a[i] = 0.5f * i;
      b[i] = 1000.0f - i;
    }
    rt::Buffer<float> da(a), db(b), dc(std::vector<float>(n + 3, -1.0f));
    const unsigned block = 256;
    rt::Event event =
        rt::launch(kernel, rt::Dim3((n + block - 1) / block), rt::Dim3(block), da, db, dc, n);
    std::vector<float> c = dc.download();
    for (int i = 0; i < n; ++i)
      ASSERT_EQ(c[i], a[i] + b[i]) << "n=" << n << " i=" << i;
    for (int i = n; i < n + 3; ++i)
      ASSERT_EQ(c[i], -1.0f) << "the kernel wrote past n=" << n;
    EXPECT_GE(rt::elapsedMs(event), 0.0f);
  }
}

TEST(Launch, TwoDimensionalGeometryMapsXToDimensionZero) {
  const char *source = R"CL(
__kernel void coords(__global int *out, int width) {
  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  int w = get_global_size(0), h = get_global_size(1);
  out[(z * h + y) * w + x] = x + 100 * y + 10000 * z + 0 * width;
}
)CL";
  rt::Kernel kernel = rt::Program::fromSource(source, "coords.cl").kernel("coords");
  const rt::Dim3 grid(3, 2, 2), block(4, 2, 1);
  const int w = 12, h = 4, d = 2;
  rt::Buffer<int> out(w * h * d);
  rt::launch(kernel, grid, block, out, w);
  std::vector<int> got = out.download();
  for (int z = 0; z < d; ++z)
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x)
        ASSERT_EQ(got[(z * h + y) * w + x], x + 100 * y + 10000 * z);
}

TEST(Launch, DynamicLocalMemoryAndScalars) {
  // Reverses each block through local memory, then adds a 64-bit and a float scalar.
  const char *source = R"CL(
__kernel void reverseBlocks(__global long *out, __global const long *in, long add, float scale,
                            __local long *tile) {
  size_t l = get_local_id(0), n = get_local_size(0), g = get_group_id(0);
  tile[l] = in[g * n + l];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g * n + l] = tile[n - 1 - l] + add + (long)scale;
}
)CL";
  rt::Kernel kernel = rt::Program::fromSource(source, "reverse.cl").kernel("reverseBlocks");
  const unsigned block = 64, blocks = 5;
  std::vector<std::int64_t> in(block * blocks);
  for (std::size_t i = 0; i < in.size(); ++i)
    in[i] = (std::int64_t(1) << 40) + static_cast<std::int64_t>(i);
  rt::Buffer<std::int64_t> din(in), dout(in.size());
  const std::int64_t add = std::int64_t(3) << 33;
  rt::launch(kernel, rt::Dim3(blocks), rt::Dim3(block), dout, din, add, 2.0f,
             rt::LocalMemory{block * sizeof(std::int64_t)});
  rt::synchronize();
  std::vector<std::int64_t> out = dout.download();
  for (unsigned g = 0; g < blocks; ++g)
    for (unsigned l = 0; l < block; ++l)
      ASSERT_EQ(out[g * block + l], in[g * block + (block - 1 - l)] + add + 2) << g << "," << l;
}

// CUDA 13 answers cudaErrorInvalidValue for launches it cannot make (measured on an H200).
TEST(Launch, RejectsBadConfigurations) {
  rt::Program program = rt::Program::fromSource(kVectorAdd, "vector_add.cl");
  rt::Kernel kernel = program.kernel("vectorAdd");
  rt::Buffer<float> a(16), b(16), c(16);
  std::string message = expectError(
      ErrorCode::invalidValue, [&] { rt::launch(kernel, rt::Dim3(0), rt::Dim3(16), a, b, c, 16); });
  EXPECT_NE(message.find("grid 0x1x1"), std::string::npos) << message;

  const std::size_t tooBig = rt::Device::current().maxWorkGroupSize() * 2;
  message = expectError(ErrorCode::invalidValue, [&] {
    rt::launch(kernel, rt::Dim3(1), rt::Dim3(static_cast<unsigned>(tooBig)), a, b, c, 16);
  });
  EXPECT_NE(message.find(std::to_string(tooBig)), std::string::npos) << message;
  EXPECT_NE(message.find("vectorAdd"), std::string::npos) << message;

  // Within the per-dimension limit of x but beyond the group size when multiplied out.
  const unsigned side = static_cast<unsigned>(rt::Device::current().maxWorkGroupSize());
  message = expectError(ErrorCode::invalidValue,
                        [&] { rt::launch(kernel, rt::Dim3(1), rt::Dim3(side, 2), a, b, c, 16); });
  EXPECT_NE(message.find(std::to_string(std::size_t(side) * 2)), std::string::npos) << message;

  // CUDA's grid limits: 2^31 - 1 blocks in x, 65535 in y and z (the nvidia backend's blockIdx.x
  // relies on the first). Rejected before anything is enqueued.
  message = expectError(ErrorCode::invalidValue, [&] {
    rt::launch(kernel, rt::Dim3(2147483648u), rt::Dim3(1), a, b, c, 16);
  });
  EXPECT_NE(message.find("2147483647 x 65535 x 65535"), std::string::npos) << message;
  expectError(ErrorCode::invalidValue,
              [&] { rt::launch(kernel, rt::Dim3(1, 65536), rt::Dim3(1), a, b, c, 16); });
  expectError(ErrorCode::invalidValue,
              [&] { rt::launch(kernel, rt::Dim3(1, 1, 65536), rt::Dim3(1), a, b, c, 16); });
}

TEST(Launch, RejectsTooMuchLocalMemory) {
  const char *source = "__kernel void useLocal(__global int *out, __local int *tile) {\n"
                       "  tile[get_local_id(0)] = 1;\n  out[0] = tile[0];\n}\n"
                       "__kernel void ignoreLocal(__global int *out, __local int *tile) {\n"
                       "  out[0] = 7;\n}\n";
  rt::Program program = rt::Program::fromSource(source, "local.cl");
  rt::Kernel kernel = program.kernel("useLocal");
  rt::Buffer<int> out(1);
  const cl_ulong limit = rt::Device::current().localMemSize();
  std::string message = expectError(ErrorCode::invalidValue, [&] {
    rt::launch(kernel, rt::Dim3(1), rt::Dim3(1), out,
               rt::LocalMemory{static_cast<std::size_t>(limit) + 1});
  });
  EXPECT_NE(message.find(std::to_string(limit)), std::string::npos) << message;
  rt::launch(kernel, rt::Dim3(1), rt::Dim3(1), out, rt::LocalMemory{sizeof(int)});
  EXPECT_EQ(out.download()[0], 1);
  // Zero bytes of dynamic shared memory is a valid CUDA launch when the kernel does not use it.
  rt::Kernel ignoring = program.kernel("ignoreLocal");
  rt::launch(ignoring, rt::Dim3(1), rt::Dim3(1), out, rt::LocalMemory{0});
  EXPECT_EQ(out.download()[0], 7);
}

TEST(Launch, RejectsWrongArguments) {
  rt::Kernel kernel = rt::Program::fromSource(kVectorAdd, "vector_add.cl").kernel("vectorAdd");
  rt::Buffer<float> a(16), b(16), c(16);
  std::string message = expectError(
      ErrorCode::invalidValue, [&] { rt::launch(kernel, rt::Dim3(1), rt::Dim3(16), a, b, c); });
  EXPECT_NE(message.find("takes 4 arguments, but 3"), std::string::npos) << message;
  message = expectError(ErrorCode::invalidValue, [&] {
    rt::launch(kernel, rt::Dim3(1), rt::Dim3(16), a, b, c, std::int64_t(16));
  });
  EXPECT_NE(message.find("argument 3"), std::string::npos) << message;
  EXPECT_NE(message.find("CL_INVALID_ARG_SIZE"), std::string::npos) << message;
}

TEST(Launch, MarkersTimeTheWorkBetweenThem) {
  rt::Kernel kernel = rt::Program::fromSource(kVectorAdd, "vector_add.cl").kernel("vectorAdd");
  const int n = 1 << 16;
  rt::Buffer<float> a(std::vector<float>(n, 1.0f)), b(std::vector<float>(n, 2.0f)), c(n);
  rt::Event start = rt::enqueueMarker();
  rt::launch(kernel, rt::Dim3(n / 256), rt::Dim3(256), a, b, c, n);
  rt::Event end = rt::enqueueMarker();
  EXPECT_GE(rt::elapsedMs(start, end), 0.0f);
  EXPECT_TRUE(end.done());
  EXPECT_EQ(c.download()[n - 1], 3.0f);
  expectError(ErrorCode::invalidResourceHandle, [] { rt::elapsedMs(rt::Event()); });
}

TEST(Program, IsCachedPerSourceAndOptions) {
  rt::Program first = rt::Program::fromSource(kVectorAdd, "cached.cl");
  rt::Program second = rt::Program::fromSource(kVectorAdd, "cached.cl");
  EXPECT_EQ(first.handle(), second.handle());
  rt::Program other = rt::Program::fromSource(kVectorAdd, "cached.cl", "-DSOMETHING=1");
  EXPECT_NE(first.handle(), other.handle());
  EXPECT_NE(other.options().find("-cl-std=CL1.2"), std::string::npos);
  EXPECT_NE(other.options().find("-DSOMETHING=1"), std::string::npos);
}

TEST(Program, DividesFloatsCorrectlyRoundedAsCudaDoes) {
  const char *source = "__kernel void quotient(__global float *q) { q[0] = q[0] / q[1]; }";
  cl_device_fp_config config = 0;
  ASSERT_EQ(clGetDeviceInfo(rt::Device::current().id(), CL_DEVICE_SINGLE_FP_CONFIG, sizeof config,
                            &config, nullptr),
            CL_SUCCESS);
  const bool can = (config & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT) != 0;
  rt::Program exact = rt::Program::fromSource(source, "quotient.cl");
  EXPECT_EQ(exact.options().find("-cl-fp32-correctly-rounded-divide-sqrt") != std::string::npos,
            can);
  // Fast math (nvcc's -use_fast_math) asks for the device's own precision.
  rt::Program fast = rt::Program::fromSource(source, "quotient.cl", "-cl-fast-relaxed-math");
  EXPECT_EQ(fast.options().find("-cl-fp32-correctly-rounded-divide-sqrt"), std::string::npos);
}

TEST(Program, UnknownKernelListsTheKernels) {
  rt::Program program = rt::Program::fromSource(kVectorAdd, "vector_add.cl");
  EXPECT_EQ(program.kernelNames(), std::vector<std::string>{"vectorAdd"});
  std::string message =
      expectError(ErrorCode::invalidDeviceFunction, [&] { program.kernel("vectorSub"); });
  EXPECT_NE(message.find("vectorSub"), std::string::npos) << message;
  EXPECT_NE(message.find("its kernels are: vectorAdd"), std::string::npos) << message;
}

TEST(Program, BuildFailureReportsTheLogAgainstTheFile) {
  const auto dir = scratchDir("broken");
  const auto path = dir / "broken.cl";
  writeFile(path, "// line 1\n__kernel void broken(__global int *out) {\n"
                  "  out[0] = undefined_variable;\n}\n");
  std::string message =
      expectError(ErrorCode::programBuildFailed, [&] { rt::Program::fromFile(path.string()); });
  EXPECT_NE(message.find("undefined_variable"), std::string::npos) << message;
  // The compiler's message points at line 3 of the file itself.
  EXPECT_NE(message.find(path.string() + ":3:"), std::string::npos) << message;
  EXPECT_NE(message.find("-cl-std=CL1.2"), std::string::npos) << message;
  std::filesystem::remove_all(dir);
}

TEST(Program, BuildFailureFromSourceNamesTheDisplayName) {
  std::string message = expectError(ErrorCode::programBuildFailed, [] {
    rt::Program::fromSource("__kernel void k() { syntax error }", "my_kernels.cl");
  });
  EXPECT_NE(message.find("my_kernels.cl:1:"), std::string::npos) << message;
}

TEST(Program, LogsOfCompilersIgnoringLineDirectivesPointAtTheFile) {
  // NVIDIA's compiler ignores the #line directive and names the source "<kernel>".
  EXPECT_EQ(rt::detail::pointLogAtFile("<kernel>:4:12: error: use of undeclared identifier 'x'\n"
                                       "<kernel>:1:1: warning: w",
                                       "/src/a.cl"),
            "/src/a.cl:3:12: error: use of undeclared identifier 'x'\n/src/a.cl:1:1: warning: w");
  const std::string honoured = "error: /src/a.cl:3:10: use of undeclared identifier 'x'";
  EXPECT_EQ(rt::detail::pointLogAtFile(honoured, "/src/a.cl"), honoured);
}

TEST(Program, MissingFileIsFileNotFound) {
  std::string message = expectError(ErrorCode::fileNotFound,
                                    [] { rt::Program::fromFile("/nonexistent/cu2cl/missing.cl"); });
  EXPECT_NE(message.find("/nonexistent/cu2cl/missing.cl"), std::string::npos) << message;
}

TEST(Program, IncludesFromTheFilesDirectoryAndTheDeviceDirectory) {
  const auto dir = scratchDir("includes");
  const auto deviceDir = dir / "device";
  std::filesystem::create_directories(deviceDir);
  writeFile(dir / "local_helper.h", "#define LOCAL_VALUE 40\n");
  writeFile(deviceDir / "device_helper.h", "#define DEVICE_VALUE 2\n");
  writeFile(dir / "uses_includes.cl", "#include \"local_helper.h\"\n"
                                      "#include \"device_helper.h\"\n"
                                      "__kernel void answer(__global int *out) {\n"
                                      "  out[0] = LOCAL_VALUE + DEVICE_VALUE;\n}\n");
  const char *saved = std::getenv("CU2CL_DEVICE_INCLUDE_DIR");
  const std::string savedValue = saved ? saved : "";
  ::setenv("CU2CL_DEVICE_INCLUDE_DIR", deviceDir.c_str(), 1);
  EXPECT_EQ(rt::deviceIncludeDir(), deviceDir.string());
  rt::Program program = rt::Program::fromFile((dir / "uses_includes.cl").string());
  if (saved)
    ::setenv("CU2CL_DEVICE_INCLUDE_DIR", savedValue.c_str(), 1);
  else
    ::unsetenv("CU2CL_DEVICE_INCLUDE_DIR");

  rt::Kernel kernel = program.kernel("answer");
  rt::Buffer<int> out(1);
  rt::launch(kernel, rt::Dim3(1), rt::Dim3(1), out);
  EXPECT_EQ(out.download()[0], 42);
  std::filesystem::remove_all(dir);
}

// --- backend selection: pure functions, no device needed -------------------------------------

namespace {

const char *kPocl5Extensions =
    "cl_khr_byte_addressable_store cl_khr_global_int32_base_atomics cl_khr_fp64 "
    "cl_khr_subgroups cl_khr_subgroup_ballot cl_khr_subgroup_shuffle cl_intel_subgroups "
    "cl_intel_required_subgroup_size cl_khr_int64_base_atomics";

DeviceFeatures pocl31() {
  DeviceFeatures f;
  f.deviceName = "pthread-haswell";
  f.platformName = "Portable Computing Language";
  f.platformVersion = "OpenCL 3.0 PoCL 3.1+debian  Linux, None+Asserts, RELOC, SPIR, LLVM 15.0.6";
  f.platformVendor = "The pocl project";
  f.deviceVendor = "GenuineIntel";
  f.extensions = "cl_khr_byte_addressable_store cl_khr_global_int32_base_atomics cl_khr_fp64 "
                 "cl_khr_int64_base_atomics cl_khr_int64_extended_atomics";
  return f;
}

DeviceFeatures pocl50() {
  DeviceFeatures f = pocl31();
  f.deviceName = "cpu-skylake-avx512-Intel(R) Xeon(R) Processor";
  f.platformVersion = "OpenCL 3.0 PoCL 5.0+debian  Linux, None+Asserts, RELOC, SPIR, LLVM 16.0.6";
  f.extensions = kPocl5Extensions;
  f.subGroupSizes = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512};
  return f;
}

/// A device with working 32-wide sub-groups: PoCL from 7.2 on (partial sub-groups fixed).
DeviceFeatures pocl72() {
  DeviceFeatures f = pocl50();
  f.platformVersion = "OpenCL 3.0 PoCL 7.2  Linux, Release, RELOC, SPIR-V, LLVM 20.1.0";
  return f;
}

DeviceFeatures nvidiaH100() {
  DeviceFeatures f;
  f.deviceName = "NVIDIA H100 80GB HBM3";
  f.platformName = "NVIDIA CUDA";
  f.platformVendor = "NVIDIA Corporation";
  f.deviceVendor = "NVIDIA Corporation";
  f.extensions = "cl_khr_global_int32_base_atomics cl_khr_fp64 cl_nv_device_attribute_query "
                 "cl_nv_pragma_unroll cl_khr_int64_base_atomics";
  f.warpSizeNv = 32;
  return f;
}

Backend chosen(const DeviceFeatures &f, Backend requested = Backend::automatic) {
  return rt::selectBackend(f, requested, "the test").backend;
}

/// Sets an environment variable for the lifetime of the object, then restores it.
class ScopedEnv {
public:
  ScopedEnv(const char *name, const char *value) : name_(name) {
    if (const char *old = std::getenv(name))
      old_ = old;
    if (value)
      ::setenv(name, value, 1);
    else
      ::unsetenv(name);
  }
  ~ScopedEnv() {
    if (old_)
      ::setenv(name_, old_->c_str(), 1);
    else
      ::unsetenv(name_);
  }

private:
  const char *name_;
  std::optional<std::string> old_;
};

} // namespace

TEST(BackendSelection, NamesParseAndDefines) {
  EXPECT_EQ(rt::parseBackend(""), Backend::automatic);
  EXPECT_EQ(rt::parseBackend(" auto "), Backend::automatic);
  EXPECT_EQ(rt::parseBackend("Emulated"), Backend::emulated);
  EXPECT_EQ(rt::parseBackend("SUBGROUP"), Backend::subgroup);
  EXPECT_EQ(rt::parseBackend("nvidia\n"), Backend::nvidia);
  EXPECT_EQ(rt::parseBackend("ptx"), std::nullopt);
  EXPECT_EQ(rt::parseBackend("sub group"), std::nullopt);
  for (Backend b : {Backend::emulated, Backend::subgroup, Backend::nvidia})
    EXPECT_EQ(rt::parseBackend(rt::name(b)), b);
  EXPECT_EQ(rt::backendDefine(Backend::emulated), "-DCU2CL_BACKEND_EMULATED");
  EXPECT_EQ(rt::backendDefine(Backend::subgroup), "-DCU2CL_BACKEND_SUBGROUP");
  EXPECT_EQ(rt::backendDefine(Backend::nvidia), "-DCU2CL_BACKEND_NVIDIA");
  EXPECT_EQ(rt::backendDefine(Backend::automatic), "");
}

TEST(BackendSelection, AutomaticPerDevice) {
  EXPECT_EQ(chosen(pocl31()), Backend::emulated); // Debian bookworm: no sub-groups
  EXPECT_EQ(chosen(pocl50()), Backend::emulated); // Ubuntu 24.04: sub-groups, but see below
  EXPECT_EQ(chosen(pocl72()), Backend::subgroup);
  EXPECT_EQ(chosen(nvidiaH100()), Backend::nvidia);
  const rt::BackendChoice choice = rt::selectBackend(pocl31(), Backend::automatic);
  EXPECT_NE(choice.reason.find("automatic"), std::string::npos) << choice.reason;
  EXPECT_NE(choice.reason.find("cl_khr_subgroups"), std::string::npos) << choice.reason;
}

TEST(BackendSelection, AutomaticPassesOverPoclSubgroupsBefore72) {
  // PoCL 5.0 has every extension and size 32, so it can run the backend when asked ...
  EXPECT_EQ(rt::backendUnsupportedReason(pocl50(), Backend::subgroup), "");
  EXPECT_EQ(chosen(pocl50(), Backend::subgroup), Backend::subgroup);
  // ... but the automatic choice avoids it (wrong results measured on 5.0).
  const std::string why = rt::backendAvoidedReason(pocl50(), Backend::subgroup);
  EXPECT_NE(why.find("PoCL before 7.2"), std::string::npos) << why;
  EXPECT_NE(rt::selectBackend(pocl50(), Backend::automatic).reason.find(why), std::string::npos);
  for (const char *version :
       {"OpenCL 3.0 PoCL 6.0", "OpenCL 3.0 PoCL 7.1-pre", "OpenCL 2.0 pocl 4.0"}) {
    DeviceFeatures f = pocl50();
    f.platformVersion = version;
    EXPECT_EQ(chosen(f), Backend::emulated) << version;
  }
  for (const char *version :
       {"OpenCL 3.0 PoCL 7.2", "OpenCL 3.0 PoCL 8.0", "OpenCL 3.0 PoCL 10.1", "OpenCL 3.0 NEO"}) {
    DeviceFeatures f = pocl50();
    f.platformVersion = version;
    EXPECT_EQ(chosen(f), Backend::subgroup) << version;
    EXPECT_EQ(rt::backendAvoidedReason(f, Backend::subgroup), "") << version;
  }
  EXPECT_EQ(rt::backendAvoidedReason(pocl50(), Backend::emulated), "");
}

TEST(BackendSelection, SubgroupNeedsEveryExtensionAndSize32) {
  for (const char *missing :
       {"cl_khr_subgroups", "cl_khr_subgroup_ballot", "cl_intel_required_subgroup_size"}) {
    DeviceFeatures f = pocl72();
    f.extensions = std::string(" ") + f.extensions + " ";
    f.extensions.replace(f.extensions.find(std::string(" ") + missing + " "),
                         std::string(missing).size() + 1, "");
    EXPECT_FALSE(f.hasExtension(missing));
    EXPECT_EQ(chosen(f), Backend::emulated) << missing;
    EXPECT_NE(rt::backendUnsupportedReason(f, Backend::subgroup).find(missing), std::string::npos)
        << rt::backendUnsupportedReason(f, Backend::subgroup);
  }
  // Shuffles: the KHR extension or Intel's, either is enough.
  DeviceFeatures intelOnly = pocl72();
  intelOnly.extensions = "cl_khr_subgroups cl_khr_subgroup_ballot cl_intel_subgroups "
                         "cl_intel_required_subgroup_size";
  EXPECT_EQ(chosen(intelOnly), Backend::subgroup);
  DeviceFeatures noShuffle = intelOnly;
  noShuffle.extensions = "cl_khr_subgroups cl_khr_subgroup_ballot cl_intel_required_subgroup_size";
  EXPECT_EQ(chosen(noShuffle), Backend::emulated);
  EXPECT_NE(
      rt::backendUnsupportedReason(noShuffle, Backend::subgroup).find("cl_khr_subgroup_shuffle"),
      std::string::npos);
  // Extension names match whole words only.
  DeviceFeatures prefixOnly = pocl72();
  prefixOnly.extensions = "cl_khr_subgroups_x cl_khr_subgroup_ballot cl_khr_subgroup_shuffle "
                          "cl_intel_required_subgroup_size";
  EXPECT_EQ(chosen(prefixOnly), Backend::emulated);
  // Without 32 among CL_DEVICE_SUB_GROUP_SIZES_INTEL (or without the query), no sub-groups.
  DeviceFeatures sizes = pocl72();
  sizes.subGroupSizes = {8, 16};
  EXPECT_EQ(chosen(sizes), Backend::emulated);
  EXPECT_NE(rt::backendUnsupportedReason(sizes, Backend::subgroup).find("{8,16}"),
            std::string::npos);
  sizes.subGroupSizes.clear();
  EXPECT_EQ(chosen(sizes), Backend::emulated);
  sizes.subGroupSizes = {32};
  EXPECT_EQ(chosen(sizes), Backend::subgroup);
}

TEST(BackendSelection, NvidiaByPlatformOrVendorAndWarpSize) {
  DeviceFeatures byVendor = nvidiaH100();
  byVendor.platformName = "Some CUDA platform";
  byVendor.platformVendor = "Somebody";
  EXPECT_EQ(chosen(byVendor), Backend::nvidia); // the device vendor says NVIDIA
  DeviceFeatures unknownWarp = nvidiaH100();
  unknownWarp.warpSizeNv = 0; // not reported: trust the platform
  EXPECT_EQ(chosen(unknownWarp), Backend::nvidia);
  DeviceFeatures wideWarp = nvidiaH100();
  wideWarp.warpSizeNv = 64;
  EXPECT_EQ(chosen(wideWarp), Backend::emulated);
  EXPECT_NE(rt::backendUnsupportedReason(wideWarp, Backend::nvidia).find("64"), std::string::npos);
  // An NVIDIA device that also had the sub-group extensions still gets the PTX backend.
  DeviceFeatures both = nvidiaH100();
  both.extensions += std::string(" ") + kPocl5Extensions;
  both.subGroupSizes = {32};
  EXPECT_EQ(chosen(both), Backend::nvidia);
  EXPECT_EQ(chosen(pocl72(), Backend::automatic), Backend::subgroup);
  EXPECT_FALSE(rt::backendUnsupportedReason(pocl72(), Backend::nvidia).empty());
}

TEST(BackendSelection, OverrideIsHonouredOrRejected) {
  for (const DeviceFeatures &f : {pocl31(), pocl50(), nvidiaH100()})
    EXPECT_EQ(chosen(f, Backend::emulated), Backend::emulated) << f.deviceName;
  EXPECT_EQ(chosen(pocl50(), Backend::subgroup), Backend::subgroup);
  EXPECT_EQ(chosen(nvidiaH100(), Backend::nvidia), Backend::nvidia);
  EXPECT_NE(rt::selectBackend(pocl50(), Backend::emulated, "CU2CL_BACKEND=emulated")
                .reason.find("CU2CL_BACKEND=emulated"),
            std::string::npos);

  std::string message = expectError(ErrorCode::notSupported, [] {
    rt::selectBackend(pocl31(), Backend::subgroup, "CU2CL_BACKEND=subgroup");
  });
  EXPECT_NE(message.find("'subgroup' backend"), std::string::npos) << message;
  EXPECT_NE(message.find("CU2CL_BACKEND=subgroup"), std::string::npos) << message;
  EXPECT_NE(message.find("pthread-haswell"), std::string::npos) << message;
  EXPECT_NE(message.find("cl_khr_subgroup_ballot"), std::string::npos) << message;
  message = expectError(ErrorCode::notSupported,
                        [] { rt::selectBackend(pocl50(), Backend::nvidia, "the test"); });
  EXPECT_NE(message.find("not on an NVIDIA OpenCL platform"), std::string::npos) << message;
  message = expectError(ErrorCode::notSupported,
                        [] { rt::selectBackend(nvidiaH100(), Backend::subgroup, "the test"); });
  EXPECT_NE(message.find("cl_khr_subgroups"), std::string::npos) << message;
}

TEST(BackendSelection, EnvironmentVariable) {
  {
    ScopedEnv env("CU2CL_BACKEND", nullptr);
    EXPECT_EQ(rt::backendFromEnvironment(), Backend::automatic);
  }
  {
    ScopedEnv env("CU2CL_BACKEND", "Subgroup");
    EXPECT_EQ(rt::backendFromEnvironment(), Backend::subgroup);
  }
  {
    ScopedEnv env("CU2CL_BACKEND", "auto");
    EXPECT_EQ(rt::backendFromEnvironment(), Backend::automatic);
  }
  {
    ScopedEnv env("CU2CL_BACKEND", "cuda");
    std::string message =
        expectError(ErrorCode::initializationError, [] { rt::backendFromEnvironment(); });
    EXPECT_EQ(message, "CU2CL_BACKEND='cuda' is not valid; use auto, emulated, subgroup or nvidia");
  }
}

TEST(BackendSelection, DefinesInBuildOptions) {
  EXPECT_EQ(rt::backendInOptions(""), Backend::automatic);
  EXPECT_EQ(rt::backendInOptions("-DCU2CL_BACKEND_SUBGROUP"), Backend::subgroup);
  EXPECT_EQ(rt::backendInOptions("-O2 -D CU2CL_BACKEND_NVIDIA=1 -DX"), Backend::nvidia);
  EXPECT_EQ(rt::backendInOptions("-DCU2CL_BACKEND_EMULATED -DCU2CL_BACKEND_EMULATED"),
            Backend::emulated);
  EXPECT_EQ(rt::backendInOptions("-DCU2CL_BACKEND_EMULATEDX -DMY_CU2CL_BACKEND_NVIDIA"),
            Backend::automatic);
  expectError(ErrorCode::invalidValue,
              [] { rt::backendInOptions("-DCU2CL_BACKEND_EMULATED -DCU2CL_BACKEND_NVIDIA"); });
  EXPECT_EQ(rt::withoutBackendDefines("-DA -DCU2CL_BACKEND_SUBGROUP -DB"), "-DA -DB");
  EXPECT_EQ(rt::withoutBackendDefines("-D CU2CL_BACKEND_NVIDIA=1"), "");
  EXPECT_EQ(rt::withoutBackendDefines("-DCU2CL_BACKEND_EMULATEDX"), "-DCU2CL_BACKEND_EMULATEDX");
}

TEST(BackendSelection, SubgroupLaunchesOfPartialWarpsUseEmulated) {
  EXPECT_EQ(rt::launchBackend(Backend::subgroup, 32), Backend::subgroup);
  EXPECT_EQ(rt::launchBackend(Backend::subgroup, 64), Backend::subgroup); // (8,8) too
  EXPECT_EQ(rt::launchBackend(Backend::subgroup, 1024), Backend::subgroup);
  EXPECT_EQ(rt::launchBackend(Backend::subgroup, 48), Backend::emulated);
  EXPECT_EQ(rt::launchBackend(Backend::subgroup, 1), Backend::emulated);
  EXPECT_EQ(rt::launchBackend(Backend::subgroup, 33), Backend::emulated);
  EXPECT_EQ(rt::launchBackend(Backend::nvidia, 48), Backend::nvidia); // lockstep warps: fine
  EXPECT_EQ(rt::launchBackend(Backend::emulated, 48), Backend::emulated);
}

TEST(WarpScratch, SizeIsEightBytesPerWorkItemPlusOneWarp) {
  // CU2CL_SCRATCH_BYTES(wg) = 8 (wg + 32), runtime/device/cu2cl/scratch.h.
  EXPECT_EQ(rt::warpScratchBytes(1), 264u);
  EXPECT_EQ(rt::warpScratch(rt::Dim3(48)).bytes, 640u);
  EXPECT_EQ(rt::warpScratch(rt::Dim3(8, 8)).bytes, 768u);
  EXPECT_EQ(rt::warpScratch(rt::Dim3(5, 3, 4)).bytes, 8u * (60 + 32));
  EXPECT_EQ(rt::warpScratch(rt::Dim3(1024)).bytes, 8448u);
  static_assert(rt::warpScratch(rt::Dim3(32)).bytes == 512, "usable in constant expressions");
}

// --- backends on the current device ----------------------------------------------------------

namespace {

// Every work-item votes with its lane's parity; lane 0 of each warp writes the ballot.
const char *kBallotSource = R"CL(
#include <cu2cl/device.h>
CU2CL_KERNEL_ATTRS __kernel void ballotOdd(__global uint *out, __global int *backend,
                                           __local ulong *cu2cl_scratch) {
  uint t = cu2cl_linear_local_id();
  uint lane = t & 31;
  uint b = cu2cl_ballot_sync(0xffffffffu, (int)(lane & 1), true, cu2cl_scratch);
  if (lane == 0)
    out[get_group_id(0) * cu2cl_num_warps() + (t >> 5)] = b;
  if (get_global_id(0) == 0)
    backend[0] = CU2CL_BACKEND;
}
)CL";

/// Runs ballotOdd on two blocks of 48 (a full warp and a tail warp of 16 lanes each) and
/// checks CUDA's answer: 0xAAAAAAAA for the full warp, 0x0000AAAA for the tail warp (missing
/// lanes count as exited). Returns the CU2CL_BACKEND the kernel saw.
int runBallot48(rt::Kernel &kernel, bool passScratch) {
  rt::Buffer<std::uint32_t> out(std::vector<std::uint32_t>(5, 0x12345678u));
  rt::Buffer<int> backend(std::vector<int>{-1});
  if (passScratch)
    rt::launch(kernel, rt::Dim3(2), rt::Dim3(48), out, backend, rt::warpScratch(rt::Dim3(48)));
  else
    rt::launch(kernel, rt::Dim3(2), rt::Dim3(48), out, backend);
  EXPECT_EQ(out.download(), (std::vector<std::uint32_t>{0xAAAAAAAAu, 0x0000AAAAu, 0xAAAAAAAAu,
                                                        0x0000AAAAu, 0x12345678u}));
  return backend.download()[0];
}

int backendId(Backend b) { // CU2CL_BACKEND_ID_* of device.h
  return b == Backend::emulated ? 1 : b == Backend::subgroup ? 2 : 3;
}

} // namespace

TEST(Backend, ForcedEmulatedRunsBallotOnBlocksOf48) {
  rt::Program program =
      rt::Program::fromSource(kBallotSource, "ballot_emulated.cl", {}, Backend::emulated);
  EXPECT_EQ(program.backend(), Backend::emulated);
  EXPECT_NE(program.options().find("-DCU2CL_BACKEND_EMULATED"), std::string::npos);
  EXPECT_NE(program.options().find("-cl-kernel-arg-info"), std::string::npos);
  rt::Kernel kernel = program.kernel("ballotOdd");
  EXPECT_EQ(kernel.numArgs(), 3u);
  EXPECT_TRUE(kernel.takesWarpScratch());
  EXPECT_EQ(kernel.backend(), Backend::emulated);
  EXPECT_EQ(runBallot48(kernel, /*passScratch=*/false), backendId(Backend::emulated));
  EXPECT_EQ(runBallot48(kernel, /*passScratch=*/true), backendId(Backend::emulated));
}

TEST(Backend, EnvironmentForcesEmulated) {
  ScopedEnv env("CU2CL_BACKEND", "emulated");
  rt::Program program = rt::Program::fromSource(kBallotSource, "ballot_env.cl");
  EXPECT_EQ(program.backend(), Backend::emulated);
  rt::Kernel kernel = program.kernel("ballotOdd");
  EXPECT_EQ(runBallot48(kernel, false), backendId(Backend::emulated));
}

TEST(Backend, AutomaticFollowsTheDevicesFeaturesAndPartialWarpsWork) {
  ScopedEnv env("CU2CL_BACKEND", nullptr);
  const Backend expected =
      rt::selectBackend(rt::Device::current().features(), Backend::automatic).backend;
  rt::Program program = rt::Program::fromSource(kBallotSource, "ballot_auto.cl");
  EXPECT_EQ(program.backend(), expected) << rt::Device::current().summary();
  rt::Kernel kernel = program.kernel("ballotOdd");
  // 48 is not a multiple of 32: a sub-group build runs it on its emulated sibling.
  EXPECT_EQ(runBallot48(kernel, false), backendId(rt::launchBackend(expected, 48)));
}

TEST(Backend, DefineInTheOptionsCountsAsARequest) {
  rt::Program program =
      rt::Program::fromSource(kBallotSource, "ballot_define.cl", "-DCU2CL_BACKEND_EMULATED -DX=1");
  EXPECT_EQ(program.backend(), Backend::emulated);
  const std::string &options = program.options();
  EXPECT_EQ(options.find("CU2CL_BACKEND_"), options.rfind("CU2CL_BACKEND_")) << options;
  EXPECT_NE(options.find("-DX=1"), std::string::npos) << options;
  // The same build asked for through the argument comes from the cache.
  EXPECT_EQ(program.handle(),
            rt::Program::fromSource(kBallotSource, "ballot_define.cl", "-DX=1", Backend::emulated)
                .handle());
  std::string message = expectError(ErrorCode::invalidValue, [] {
    rt::Program::fromSource(kBallotSource, "ballot_define.cl", "-DCU2CL_BACKEND_NVIDIA",
                            Backend::emulated);
  });
  EXPECT_NE(message.find("nvidia"), std::string::npos) << message;
}

TEST(Backend, CpuDevicesGetTheSerialGatherUnlessTheOptionsSayOtherwise) {
  const bool cpu = (rt::Device::current().type() & CL_DEVICE_TYPE_CPU) != 0;
  const std::string automatic = rt::Program::fromSource(kVectorAdd, "cpu_define.cl").options();
  EXPECT_EQ(automatic.find("-DCU2CL_DEVICE_CPU=1") != std::string::npos, cpu) << automatic;
  const std::string off =
      rt::Program::fromSource(kVectorAdd, "cpu_define.cl", "-DCU2CL_DEVICE_CPU=0").options();
  EXPECT_EQ(off.find("CU2CL_DEVICE_CPU=1"), std::string::npos) << off;
}

TEST(Backend, UnsupportedRequestIsAClearError) {
  const DeviceFeatures &features = rt::Device::current().features();
  for (Backend b : {Backend::subgroup, Backend::nvidia}) {
    const std::string why = rt::backendUnsupportedReason(features, b);
    if (why.empty())
      continue; // this device runs it
    std::string message = expectError(ErrorCode::notSupported, [&] {
      rt::Program::fromSource(kBallotSource, "ballot_unsupported.cl", {}, b);
    });
    EXPECT_NE(message.find(why), std::string::npos) << message;
    EXPECT_NE(message.find(rt::Device::current().name()), std::string::npos) << message;
    ScopedEnv env("CU2CL_BACKEND", rt::name(b));
    message = expectError(ErrorCode::notSupported,
                          [&] { rt::Program::fromSource(kBallotSource, "ballot_env_bad.cl"); });
    EXPECT_NE(message.find(std::string("CU2CL_BACKEND=") + rt::name(b)), std::string::npos)
        << message;
  }
}

TEST(Backend, VerboseNamesDeviceAndBackendOncePerProgram) {
  ScopedEnv verbose("CU2CL_VERBOSE", "1");
  ScopedEnv backend("CU2CL_BACKEND", "emulated");
  testing::internal::CaptureStderr();
  const std::string source = std::string(kBallotSource) + "// verbose test\n";
  rt::Program::fromSource(source, "ballot_verbose.cl");
  rt::Program::fromSource(source, "ballot_verbose.cl");
  const std::string text = testing::internal::GetCapturedStderr();
  const std::string line = "program 'ballot_verbose.cl' on device " +
                           rt::Device::current().summary() + ": backend emulated";
  const std::size_t first = text.find(line);
  EXPECT_NE(first, std::string::npos) << text;
  EXPECT_EQ(text.find(line, first + 1), std::string::npos) << text;
  EXPECT_NE(text.find("CU2CL_BACKEND=emulated"), std::string::npos) << text;
}

TEST(Launch, ScratchIsAppendedOnlyForTheScratchParameter) {
  // A last `__local` parameter with another name is the caller's business.
  const char *source = R"CL(
__kernel void tileSum(__global int *out, __local int *tile) {
  tile[get_local_id(0)] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) out[0] = tile[0] + tile[get_local_size(0) - 1];
}
)CL";
  rt::Kernel kernel = rt::Program::fromSource(source, "tile_sum.cl").kernel("tileSum");
  EXPECT_FALSE(kernel.takesWarpScratch());
  rt::Buffer<int> out(1);
  std::string message = expectError(ErrorCode::invalidValue,
                                    [&] { rt::launch(kernel, rt::Dim3(1), rt::Dim3(8), out); });
  EXPECT_NE(message.find("takes 2 arguments, but 1"), std::string::npos) << message;

  rt::Kernel ballot =
      rt::Program::fromSource(kBallotSource, "ballot_args.cl", {}, Backend::emulated)
          .kernel("ballotOdd");
  message = expectError(ErrorCode::invalidValue,
                        [&] { rt::launch(ballot, rt::Dim3(1), rt::Dim3(32), out); });
  EXPECT_NE(message.find("cu2cl_scratch"), std::string::npos) << message;
}
