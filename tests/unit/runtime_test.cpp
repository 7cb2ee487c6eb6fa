// Unit tests of the cu2cl host runtime: device selection, error descriptions, buffers, program
// builds and launches on the default OpenCL device (PoCL on CI).
#include "cu2cl/runtime/Runtime.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace rt = cu2cl::rt;
using rt::DeviceDescription;
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

TEST(Launch, RejectsBadConfigurations) {
  rt::Program program = rt::Program::fromSource(kVectorAdd, "vector_add.cl");
  rt::Kernel kernel = program.kernel("vectorAdd");
  rt::Buffer<float> a(16), b(16), c(16);
  std::string message = expectError(ErrorCode::invalidConfiguration, [&] {
    rt::launch(kernel, rt::Dim3(0), rt::Dim3(16), a, b, c, 16);
  });
  EXPECT_NE(message.find("grid 0x1x1"), std::string::npos) << message;

  const std::size_t tooBig = rt::Device::current().maxWorkGroupSize() * 2;
  message = expectError(ErrorCode::invalidConfiguration, [&] {
    rt::launch(kernel, rt::Dim3(1), rt::Dim3(static_cast<unsigned>(tooBig)), a, b, c, 16);
  });
  EXPECT_NE(message.find(std::to_string(tooBig)), std::string::npos) << message;
  EXPECT_NE(message.find("vectorAdd"), std::string::npos) << message;

  // Within the per-dimension limit of x but beyond the group size when multiplied out.
  const unsigned side = static_cast<unsigned>(rt::Device::current().maxWorkGroupSize());
  message = expectError(ErrorCode::invalidConfiguration,
                        [&] { rt::launch(kernel, rt::Dim3(1), rt::Dim3(side, 2), a, b, c, 16); });
  EXPECT_NE(message.find(std::to_string(std::size_t(side) * 2)), std::string::npos) << message;
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
  std::string message = expectError(ErrorCode::invalidConfiguration, [&] {
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
