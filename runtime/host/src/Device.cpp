// Device: the process's OpenCL device, its context and its profiling command queue.
#include "cu2cl/runtime/Device.h"

#include "Environment.h"
#include "Info.h"
#include "Verbose.h"
#include "cu2cl/runtime/DeviceSelection.h"
#include "cu2cl/runtime/Error.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <vector>

namespace cu2cl::rt {
namespace {

using detail::verbose;

} // namespace

namespace {
// Made once, on first use, and never destroyed: releasing OpenCL objects while the process
// exits races with the drivers' own teardown.
std::atomic<Device *> processDevice{nullptr};
std::mutex processDeviceMutex;

std::vector<void (*)() noexcept> &exitDrains() {
  static auto *drains = new std::vector<void (*)() noexcept>; // never destroyed, as the device
  return *drains;
}

// A CUDA program may exit with kernels still queued (a launch, then return from main). The
// driver compiles and runs them in its own threads, and would meet its libraries' static objects
// being destroyed under it (PoCL aborts: "Failed to create kernel compiler pass"). So the queued
// work finishes first. Errors are of no use to anyone now and are ignored.
void finishQueuedWork() noexcept {
  if (Device *device = Device::chosen())
    clFinish(device->queue());
  std::vector<void (*)() noexcept> drains;
  {
    std::lock_guard<std::mutex> lock(processDeviceMutex);
    drains = exitDrains();
  }
  for (auto drain : drains)
    drain();
}

// exit() destroys the exiting thread's thread_local objects before any static object, while
// an atexit handler runs only before the static objects made before it was registered (the
// driver's compiler makes some of its own at its first compilation). So the thread that made the
// device drains on its thread_local's destruction; the atexit handler covers an exit from another
// thread. Draining twice costs nothing.
struct QueuedWorkDrain {
  QueuedWorkDrain() = default;
  QueuedWorkDrain(const QueuedWorkDrain &) = delete;
  QueuedWorkDrain &operator=(const QueuedWorkDrain &) = delete;
  ~QueuedWorkDrain() { finishQueuedWork(); }
};

Device *publish(Device *device) {
  processDevice.store(device, std::memory_order_release);
  static thread_local QueuedWorkDrain drainOnThisThreadsExit;
  static_cast<void>(drainOnThisThreadsExit);
  std::atexit([] { finishQueuedWork(); });
  return device;
}
} // namespace

void Device::drainAtExit(void (*drain)() noexcept) {
  std::lock_guard<std::mutex> lock(processDeviceMutex);
  exitDrains().push_back(drain);
}

Device *Device::chosen() noexcept { return processDevice.load(std::memory_order_acquire); }

Device &Device::current() {
  if (Device *device = chosen())
    return *device;
  std::lock_guard<std::mutex> lock(processDeviceMutex);
  if (Device *device = chosen())
    return *device;
  // No device while a variable of the runtime is wrong: every call fails until it is put right.
  detail::checkEnvironment();
  const char *env = std::getenv("CU2CL_DEVICE");
  const std::vector<DeviceDescription> devices = enumerateDevices();
  const DeviceDescription &chosenDevice = devices[detail::selectDeviceFromEnvironment(devices)];
  Device *result = new Device(chosenDevice.platform, chosenDevice.device);
  if (verbose())
    std::fprintf(stderr, "cu2cl: using OpenCL device %u:%u %s%s\n", chosenDevice.platformIndex,
                 chosenDevice.deviceIndex, result->summary().c_str(),
                 env && *env ? (std::string(" (CU2CL_DEVICE=") + env + ")").c_str() : "");
  return *publish(result);
}

bool Device::choose(cl_platform_id platform, cl_device_id device) {
  std::lock_guard<std::mutex> lock(processDeviceMutex);
  if (Device *existing = chosen())
    return existing->id() == device;
  detail::checkEnvironment();
  Device *result = new Device(platform, device);
  if (verbose())
    std::fprintf(stderr, "cu2cl: using OpenCL device %s (chosen by the program)\n",
                 result->summary().c_str());
  publish(result);
  return true;
}

Device::Device(cl_platform_id platform, cl_device_id device)
    : platform_(platform), device_(device) {
  using detail::deviceString;
  using detail::deviceValue;
  name_ = deviceString(device, CL_DEVICE_NAME);
  platformName_ = detail::platformString(platform, CL_PLATFORM_NAME);
  openclCVersion_ = deviceString(device, CL_DEVICE_OPENCL_C_VERSION);
  extensions_ = deviceString(device, CL_DEVICE_EXTENSIONS);
  type_ = deviceValue<cl_device_type>(device, CL_DEVICE_TYPE, "CL_DEVICE_TYPE");
  maxWorkGroupSize_ = deviceValue<std::size_t>(device, CL_DEVICE_MAX_WORK_GROUP_SIZE,
                                               "CL_DEVICE_MAX_WORK_GROUP_SIZE");
  localMemSize_ =
      deviceValue<cl_ulong>(device, CL_DEVICE_LOCAL_MEM_SIZE, "CL_DEVICE_LOCAL_MEM_SIZE");
  globalMemSize_ =
      deviceValue<cl_ulong>(device, CL_DEVICE_GLOBAL_MEM_SIZE, "CL_DEVICE_GLOBAL_MEM_SIZE");
  maxMemAllocSize_ =
      deviceValue<cl_ulong>(device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, "CL_DEVICE_MAX_MEM_ALLOC_SIZE");
  computeUnits_ =
      deviceValue<cl_uint>(device, CL_DEVICE_MAX_COMPUTE_UNITS, "CL_DEVICE_MAX_COMPUTE_UNITS");

  features_ = queryDeviceFeatures(platform, device);

  const cl_uint dims = deviceValue<cl_uint>(device, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS,
                                            "CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS");
  std::vector<std::size_t> sizes(dims < 3 ? 3 : dims, 1);
  detail::check(clGetDeviceInfo(device, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof(std::size_t) * dims,
                                sizes.data(), nullptr),
                ErrorCode::initializationError, "clGetDeviceInfo(CL_DEVICE_MAX_WORK_ITEM_SIZES)");
  for (int i = 0; i < 3; ++i)
    maxWorkItemSizes_[i] = sizes[i];

  const cl_context_properties properties[] = {CL_CONTEXT_PLATFORM,
                                              reinterpret_cast<cl_context_properties>(platform), 0};
  cl_int status = CL_SUCCESS;
  context_ = Handle<cl_context>(clCreateContext(properties, 1, &device, nullptr, nullptr, &status));
  detail::check(status, ErrorCode::initializationError,
                "clCreateContext for OpenCL device '" + name_ + "'");
  queue_ = Handle<cl_command_queue>(
      clCreateCommandQueue(context_.get(), device, CL_QUEUE_PROFILING_ENABLE, &status));
  detail::check(status, ErrorCode::initializationError,
                "clCreateCommandQueue for OpenCL device '" + name_ + "'");
}

bool Device::hasExtension(std::string_view extension) const {
  if (extension.empty())
    return false;
  std::size_t pos = 0;
  while ((pos = extensions_.find(extension, pos)) != std::string::npos) {
    const std::size_t end = pos + extension.size();
    const bool startsWord = pos == 0 || extensions_[pos - 1] == ' ';
    const bool endsWord = end == extensions_.size() || extensions_[end] == ' ';
    if (startsWord && endsWord)
      return true;
    pos = end;
  }
  return false;
}

std::string Device::summary() const {
  return "'" + name_ + "' (platform '" + platformName_ + "', " + openclCVersion_ + ")";
}

void Device::synchronize() const {
  detail::check(clFinish(queue_.get()), ErrorCode::launchFailure, "clFinish");
}

} // namespace cu2cl::rt
