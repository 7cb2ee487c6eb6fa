// CU2CL_DEVICE parsing, the default device preference and the enumeration of OpenCL devices.
#include "cu2cl/runtime/DeviceSelection.h"
#include "Text.h"

#include "Info.h"
#include "WorkItemStacks.h"
#include "cu2cl/runtime/Error.h"

#include <CL/cl_ext.h>

#include <algorithm>
#include <cctype>
#include <string>

#ifdef CU2CL_SANITIZE
// LeakSanitizer's suppressions in a sanitizer build (cmake/Sanitizers.cmake): the OpenCL ICD
// loader and drivers that enumerateDevices() loads (PoCL and the LLVM it compiles kernels with)
// keep memory until the process exits; what they leak is theirs. Here because every program
// that uses the runtime links this file.
extern "C" const char *__lsan_default_suppressions() {
  return "leak:libpocl\nleak:libLLVM\nleak:libclang-cpp\nleak:libOpenCL\n";
}
// Without the table of suppressions used at exit, which tests of stderr would read.
extern "C" const char *__lsan_default_options() { return "print_suppressions=0"; }
#endif

namespace cu2cl::rt {
namespace {

using detail::lower;
using detail::trim;

/// Parses a non-empty run of decimal digits that fits an unsigned.
bool parseIndex(std::string_view text, unsigned &value) {
  if (text.empty() || text.size() > 9)
    return false;
  unsigned result = 0;
  for (char c : text) {
    if (c < '0' || c > '9')
      return false;
    result = result * 10 + static_cast<unsigned>(c - '0');
  }
  value = result;
  return true;
}

const char *typeName(cl_device_type type) {
  if (type & CL_DEVICE_TYPE_GPU)
    return "GPU";
  if (type & CL_DEVICE_TYPE_CPU)
    return "CPU";
  if (type & CL_DEVICE_TYPE_ACCELERATOR)
    return "accelerator";
  return "other";
}

[[noreturn]] void noMatch(const std::vector<DeviceDescription> &devices, const std::string &why) {
  throw Error(ErrorCode::invalidDevice, why + "; the available OpenCL devices are:\n" +
                                            formatDeviceList(devices) +
                                            "Set CU2CL_DEVICE to <platform>:<device> or to part "
                                            "of a platform or device name.");
}

} // namespace

DeviceSelector parseDeviceSelector(std::string_view text) {
  DeviceSelector selector;
  text = trim(text);
  if (text.empty())
    return selector;
  const std::size_t colon = text.find(':');
  if (colon != std::string_view::npos &&
      parseIndex(trim(text.substr(0, colon)), selector.platformIndex) &&
      parseIndex(trim(text.substr(colon + 1)), selector.deviceIndex)) {
    selector.kind = DeviceSelector::Kind::index;
    return selector;
  }
  selector.platformIndex = selector.deviceIndex = 0;
  selector.kind = DeviceSelector::Kind::name;
  selector.name = std::string(text);
  return selector;
}

std::size_t selectDevice(const std::vector<DeviceDescription> &devices,
                         const DeviceSelector &selector) {
  if (devices.empty())
    throw Error(ErrorCode::noDevice,
                "no OpenCL platform or device found: install an OpenCL driver, for example PoCL "
                "for the CPU (apt-get install pocl-opencl-icd), and check with clinfo");

  switch (selector.kind) {
  case DeviceSelector::Kind::automatic: {
    for (cl_device_type wanted : {CL_DEVICE_TYPE_GPU, CL_DEVICE_TYPE_CPU}) {
      auto it = std::find_if(devices.begin(), devices.end(),
                             [&](const DeviceDescription &d) { return (d.type & wanted) != 0; });
      if (it != devices.end())
        return static_cast<std::size_t>(it - devices.begin());
    }
    return 0;
  }
  case DeviceSelector::Kind::index: {
    auto it = std::find_if(devices.begin(), devices.end(), [&](const DeviceDescription &d) {
      return d.platformIndex == selector.platformIndex && d.deviceIndex == selector.deviceIndex;
    });
    if (it == devices.end())
      noMatch(devices, "CU2CL_DEVICE=" + std::to_string(selector.platformIndex) + ":" +
                           std::to_string(selector.deviceIndex) + " names no OpenCL device");
    return static_cast<std::size_t>(it - devices.begin());
  }
  case DeviceSelector::Kind::name: {
    const std::string wanted = lower(selector.name);
    auto it = std::find_if(devices.begin(), devices.end(), [&](const DeviceDescription &d) {
      return lower(d.platformName).find(wanted) != std::string::npos ||
             lower(d.platformVendor).find(wanted) != std::string::npos ||
             lower(d.deviceName).find(wanted) != std::string::npos;
    });
    if (it == devices.end())
      noMatch(devices,
              "CU2CL_DEVICE=\"" + selector.name + "\" matches no OpenCL platform or device name");
    return static_cast<std::size_t>(it - devices.begin());
  }
  }
  return 0;
}

std::string formatDeviceList(const std::vector<DeviceDescription> &devices) {
  std::string list;
  for (const DeviceDescription &d : devices) {
    list += "  " + std::to_string(d.platformIndex) + ":" + std::to_string(d.deviceIndex) + "  " +
            d.deviceName + " [" + typeName(d.type) + "] (platform " + d.platformName + ")\n";
  }
  if (devices.empty())
    list = "  (none)\n";
  return list;
}

std::vector<DeviceDescription> enumerateDevices() {
  // Before the OpenCL implementation creates its threads.
  detail::reserveWorkItemStacks();
  std::vector<DeviceDescription> devices;
  cl_uint platformCount = 0;
  cl_int status = clGetPlatformIDs(0, nullptr, &platformCount);
  if (status == CL_PLATFORM_NOT_FOUND_KHR || platformCount == 0)
    return devices;
  detail::check(status, ErrorCode::initializationError, "clGetPlatformIDs");
  std::vector<cl_platform_id> platforms(platformCount);
  detail::check(clGetPlatformIDs(platformCount, platforms.data(), nullptr),
                ErrorCode::initializationError, "clGetPlatformIDs");

  for (cl_uint p = 0; p < platformCount; ++p) {
    cl_uint deviceCount = 0;
    status = clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, 0, nullptr, &deviceCount);
    if (status != CL_SUCCESS || deviceCount == 0)
      continue; // CL_DEVICE_NOT_FOUND: a platform without devices
    std::vector<cl_device_id> ids(deviceCount);
    if (clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, deviceCount, ids.data(), nullptr) !=
        CL_SUCCESS)
      continue;
    const std::string platformName = detail::platformString(platforms[p], CL_PLATFORM_NAME);
    const std::string platformVendor = detail::platformString(platforms[p], CL_PLATFORM_VENDOR);
    for (cl_uint d = 0; d < deviceCount; ++d) {
      DeviceDescription description;
      description.platformIndex = p;
      description.deviceIndex = d;
      description.platformName = platformName;
      description.platformVendor = platformVendor;
      description.deviceName = detail::deviceString(ids[d], CL_DEVICE_NAME);
      clGetDeviceInfo(ids[d], CL_DEVICE_TYPE, sizeof(description.type), &description.type, nullptr);
      description.platform = platforms[p];
      description.device = ids[d];
      devices.push_back(std::move(description));
    }
  }
  return devices;
}

} // namespace cu2cl::rt
