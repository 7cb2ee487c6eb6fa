// Devices of the CUDA API: numbering, choosing one, their properties, synchronising and
// resetting.
#include "CudaDevice.h"

#include "CudaErrors.h"
#include "CudaStreams.h"
#include "DevicePointerRegistry.h"
#include "Environment.h"
#include "Info.h"
#include "ManagedMemory.h"
#include "ModuleImpl.h"
#include "cu2cl/cuda_api.h"
#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/DeviceSelection.h"

#include <CL/cl_ext.h>

#include <atomic>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <vector>

// cl_nv_device_attribute_query, which not every cl_ext.h declares.
#ifndef CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV
#define CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV 0x4000
#define CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV 0x4001
#define CL_DEVICE_REGISTERS_PER_BLOCK_NV 0x4002
#define CL_DEVICE_KERNEL_EXEC_TIMEOUT_NV 0x4005
#define CL_DEVICE_INTEGRATED_MEMORY_NV 0x4006
#endif

namespace cu2cl::detail {
namespace {

using rt::ErrorCode;

/// The devices in CUDA numbering: the runtime's default choice first (so that a program's
/// cudaSetDevice(0) keeps it), then the others in enumeration order.
const std::vector<rt::DeviceDescription> &numberedDevices() {
  static const std::vector<rt::DeviceDescription> devices = [] {
    rt::detail::checkEnvironment(); // no device numbers while a variable is wrong
    std::vector<rt::DeviceDescription> list = rt::enumerateDevices();
    const std::size_t first = rt::detail::selectDeviceFromEnvironment(list);
    std::rotate(list.begin(), list.begin() + first, list.begin() + first + 1);
    return list;
  }();
  return devices;
}

/// An optional query: `fallback` where the device does not answer it.
template <class T> T query(cl_device_id device, cl_device_info what, T fallback) {
  T value{};
  return clGetDeviceInfo(device, what, sizeof(T), &value, nullptr) == CL_SUCCESS ? value : fallback;
}

int clampInt(unsigned long long value) {
  return static_cast<int>(std::min<unsigned long long>(value, 2147483647ull));
}

} // namespace

const rt::DeviceDescription &numberedDevice(int device) {
  const auto &devices = numberedDevices();
  if (device < 0 || static_cast<std::size_t>(device) >= devices.size())
    fail(ErrorCode::invalidDevice, "device " + std::to_string(device) + " does not exist; there " +
                                       (devices.size() == 1 ? "is " : "are ") +
                                       std::to_string(devices.size()) + ":\n" +
                                       rt::formatDeviceList(devices));
  return devices[static_cast<std::size_t>(device)];
}

int currentDeviceNumber() {
  const rt::Device *current = rt::Device::chosen();
  if (!current)
    return 0; // the default choice is device 0
  const auto &devices = numberedDevices();
  for (std::size_t i = 0; i < devices.size(); ++i)
    if (devices[i].device == current->id())
      return static_cast<int>(i);
  return 0;
}

void fillProperties(cu2clDeviceProp &prop, const rt::DeviceDescription &d) {
  const cl_device_id id = d.device;
  std::memset(&prop, 0, sizeof(prop));
  const std::string name = rt::detail::deviceString(id, CL_DEVICE_NAME);
  std::strncpy(prop.name, name.c_str(), sizeof(prop.name) - 1);

  prop.totalGlobalMem = query<cl_ulong>(id, CL_DEVICE_GLOBAL_MEM_SIZE, 0);
  prop.sharedMemPerBlock = query<cl_ulong>(id, CL_DEVICE_LOCAL_MEM_SIZE, 0);
  prop.sharedMemPerMultiprocessor = prop.sharedMemPerBlock;
  prop.sharedMemPerBlockOptin = prop.sharedMemPerBlock;
  prop.totalConstMem = query<cl_ulong>(id, CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE, 0);
  prop.warpSize = 32;
  prop.globalL1CacheSupported =
      query<cl_device_mem_cache_type>(id, CL_DEVICE_GLOBAL_MEM_CACHE_TYPE, CL_NONE) != CL_NONE;
  prop.localL1CacheSupported = prop.globalL1CacheSupported;

  const std::size_t maxGroup = query<std::size_t>(id, CL_DEVICE_MAX_WORK_GROUP_SIZE, 1);
  prop.maxThreadsPerBlock = clampInt(std::min<std::size_t>(maxGroup, 1024));
  std::size_t items[3] = {1, 1, 1};
  if (clGetDeviceInfo(id, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof(items), items, nullptr) !=
      CL_SUCCESS)
    items[0] = items[1] = items[2] = 1;
  const std::size_t cudaBlock[3] = {1024, 1024, 64};
  for (int i = 0; i < 3; ++i)
    prop.maxThreadsDim[i] = clampInt(std::min(items[i], cudaBlock[i]));
  prop.maxGridSize[0] = 2147483647;
  prop.maxGridSize[1] = prop.maxGridSize[2] = 65535;

  prop.clockRate = clampInt(query<cl_uint>(id, CL_DEVICE_MAX_CLOCK_FREQUENCY, 0) * 1000ull);
  prop.multiProcessorCount = clampInt(query<cl_uint>(id, CL_DEVICE_MAX_COMPUTE_UNITS, 1));
  prop.l2CacheSize = clampInt(query<cl_ulong>(id, CL_DEVICE_GLOBAL_MEM_CACHE_SIZE, 0));
  prop.integrated = query<cl_bool>(id, CL_DEVICE_HOST_UNIFIED_MEMORY, CL_FALSE) ? 1 : 0;
  prop.ECCEnabled = query<cl_bool>(id, CL_DEVICE_ERROR_CORRECTION_SUPPORT, CL_FALSE) ? 1 : 0;
  prop.memPitch = static_cast<std::size_t>(query<cl_ulong>(id, CL_DEVICE_MAX_MEM_ALLOC_SIZE, 0));
  prop.textureAlignment = 512;

  // Defaults for what OpenCL does not tell (cuda_api.h documents them).
  prop.major = 7;
  prop.minor = 0;
  prop.regsPerBlock = 65536;
  prop.regsPerMultiprocessor = 65536;
  prop.maxThreadsPerMultiProcessor = 2048;
  prop.maxBlocksPerMultiProcessor = 32;
  prop.memoryClockRate = 0;
  prop.memoryBusWidth = 0;
  prop.deviceOverlap = 1;
  prop.asyncEngineCount = 1;
  prop.concurrentKernels = 1;
  prop.unifiedAddressing = 0; // device pointers are not host pointers
  prop.canMapHostMemory = 1;  // ManagedMemory.h shares mapped host memory
  prop.managedMemory = 1;     // ManagedMemory.h
  prop.concurrentManagedAccess =
      query<cl_bool>(id, CL_DEVICE_HOST_UNIFIED_MEMORY, CL_FALSE) ? 1 : 0;
  prop.cooperativeLaunch = 0;
  prop.computeMode = 0;

  if (rt::detail::deviceString(id, CL_DEVICE_EXTENSIONS).find("cl_nv_device_attribute_query") !=
      std::string::npos) {
    prop.major = clampInt(query<cl_uint>(id, CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV, 7));
    prop.minor = clampInt(query<cl_uint>(id, CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV, 0));
    prop.regsPerBlock = clampInt(query<cl_uint>(id, CL_DEVICE_REGISTERS_PER_BLOCK_NV, 65536));
    prop.kernelExecTimeoutEnabled =
        query<cl_bool>(id, CL_DEVICE_KERNEL_EXEC_TIMEOUT_NV, CL_FALSE) ? 1 : 0;
    prop.integrated = query<cl_bool>(id, CL_DEVICE_INTEGRATED_MEMORY_NV, CL_FALSE) ? 1 : 0;
  }
}

} // namespace cu2cl::detail

using cu2cl::detail::apiCall;
using cu2cl::detail::fail;
using cu2cl::rt::ErrorCode;

cu2clError_t cu2clGetDeviceCount(int *count) {
  return apiCall("cu2clGetDeviceCount", [&] {
    if (!count)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    *count = 0;
    *count = static_cast<int>(cu2cl::detail::numberedDevices().size());
  });
}

cu2clError_t cu2clSetDevice(int device) {
  return apiCall("cu2clSetDevice", [&] {
    const cu2cl::rt::DeviceDescription &d = cu2cl::detail::numberedDevice(device);
    if (!cu2cl::rt::Device::choose(d.platform, d.device))
      fail(ErrorCode::notSupported,
           "cannot switch to device " + std::to_string(device) + " (" + d.deviceName +
               "): the process already runs on " + cu2cl::rt::Device::chosen()->summary() +
               ", and the cu2cl runtime uses one device per process. Call cu2clSetDevice "
               "before anything else, or choose the device with CU2CL_DEVICE.");
  });
}

cu2clError_t cu2clGetDevice(int *device) {
  return apiCall("cu2clGetDevice", [&] {
    if (!device)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    *device = cu2cl::detail::currentDeviceNumber();
  });
}

cu2clError_t cu2clGetDeviceProperties(cu2clDeviceProp *prop, int device) {
  return apiCall("cu2clGetDeviceProperties", [&] {
    if (!prop)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    cu2cl::detail::fillProperties(*prop, cu2cl::detail::numberedDevice(device));
  });
}

cu2clError_t cu2clDeviceGetAttribute(int *value, cu2clDeviceAttr attr, int device) {
  return apiCall("cu2clDeviceGetAttribute", [&] {
    if (!value)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    cu2clDeviceProp prop;
    cu2cl::detail::fillProperties(prop, cu2cl::detail::numberedDevice(device));
    switch (attr) {
#define CU2CL_DEVICE_ATTRIBUTE(Name, Number, Value)                                                \
  case Name:                                                                                       \
    *value = Value;                                                                                \
    return;
#include "cu2cl/runtime/DeviceAttributes.def"
#undef CU2CL_DEVICE_ATTRIBUTE
    }
    fail(ErrorCode::invalidValue,
         "device attribute " + std::to_string(static_cast<int>(attr)) + " is not one cu2cl knows");
  });
}

cu2clError_t cu2clDeviceSynchronize() {
  return apiCall("cu2clDeviceSynchronize", [] {
    cu2cl::detail::synchronizeAllStreams();
    cu2cl::detail::handManagedToHost();
  });
}

cu2clError_t cu2clThreadSynchronize() { return cu2clDeviceSynchronize(); }

cu2clError_t cu2clDeviceSetCacheConfig(cu2clFuncCache config) {
  return apiCall("cu2clDeviceSetCacheConfig", [&] {
    if (config < cu2clFuncCachePreferNone || config > cu2clFuncCachePreferEqual)
      fail(ErrorCode::invalidValue, "not a cache configuration");
  });
}

cu2clError_t cu2clDeviceSetSharedMemConfig(cu2clSharedMemConfig config) {
  return apiCall("cu2clDeviceSetSharedMemConfig", [&] {
    if (config < cu2clSharedMemBankSizeDefault || config > cu2clSharedMemBankSizeEightByte)
      fail(ErrorCode::invalidValue, "not a shared memory configuration");
  });
}

namespace {
std::atomic<unsigned> deviceFlags{0};
} // namespace

cu2clError_t cu2clSetDeviceFlags(unsigned int flags) {
  return apiCall("cu2clSetDeviceFlags", [&] {
    const unsigned schedule = flags & cu2clDeviceScheduleMask;
    if ((flags & ~(cu2clDeviceScheduleMask | cu2clDeviceMapHost | cu2clDeviceLmemResizeToMax)) ||
        (schedule != cu2clDeviceScheduleAuto && schedule != cu2clDeviceScheduleSpin &&
         schedule != cu2clDeviceScheduleYield && schedule != cu2clDeviceScheduleBlockingSync))
      fail(ErrorCode::invalidValue, "invalid device flags " + std::to_string(flags));
    deviceFlags = flags;
  });
}

cu2clError_t cu2clGetDeviceFlags(unsigned int *flags) {
  return apiCall("cu2clGetDeviceFlags", [&] {
    if (!flags)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    *flags = deviceFlags;
  });
}

namespace {
/// A kernel argument of cudaFuncSet*: a kernel's host stub (null is accepted, as older
/// translations passed it).
void checkKernelStub(const void *kernel) {
  if (kernel && !cu2cl::registeredKernel(kernel).module)
    fail(ErrorCode::invalidDeviceFunction, "the function is not a kernel of a translated program");
}
} // namespace

cu2clError_t cu2clFuncSetCacheConfig(const void *kernel, cu2clFuncCache config) {
  return apiCall("cu2clFuncSetCacheConfig", [&] {
    checkKernelStub(kernel);
    if (config < cu2clFuncCachePreferNone || config > cu2clFuncCachePreferEqual)
      fail(ErrorCode::invalidValue, "not a cache configuration");
  });
}

cu2clError_t cu2clFuncSetAttribute(const void *kernel, cu2clFuncAttribute attr, int value) {
  return apiCall("cu2clFuncSetAttribute", [&] {
    checkKernelStub(kernel);
    switch (attr) {
    case cu2clFuncAttributeMaxDynamicSharedMemorySize: {
      cu2clDeviceProp prop;
      cu2cl::detail::fillProperties(
          prop, cu2cl::detail::numberedDevice(cu2cl::detail::currentDeviceNumber()));
      if (value < 0 || static_cast<std::size_t>(value) > prop.sharedMemPerBlockOptin)
        fail(ErrorCode::invalidValue,
             std::to_string(value) + " bytes of dynamic shared memory exceed the device's " +
                 std::to_string(prop.sharedMemPerBlockOptin) + " bytes of local memory");
      return;
    }
    case cu2clFuncAttributePreferredSharedMemoryCarveout:
      if (value < -1 || value > 100)
        fail(ErrorCode::invalidValue, "a carveout is a percentage (or -1)");
      return;
    }
    fail(ErrorCode::invalidValue,
         "kernel attribute " + std::to_string(static_cast<int>(attr)) + " is not one cu2cl knows");
  });
}

cu2clError_t cu2clProfilerStart() { return cu2clSuccess; }

cu2clError_t cu2clProfilerStop() { return cu2clSuccess; }

cu2clError_t cu2clDeviceReset() {
  const cu2clError_t result = apiCall("cu2clDeviceReset", [] {
    cu2cl::detail::destroyAllStreamsAndEvents();
    cu2cl::detail::releaseAllAllocations(cu2cl::detail::AllocationKind::memory);
    cu2cl::detail::releaseAllManaged();
    cu2cl::detail::resetSymbols();
  });
  if (result == cu2clSuccess)
    cu2clGetLastError();
  return result;
}
