// Lists the OpenCL devices for the scripts of scripts/gpu, one per line, tab-separated:
//   1 <platform>:<device>   2 platform name   3 device name
//   4 sub-group backend: "yes" or "no(<why>)"   5 fp64: yes|no
//   6 nvidia backend: "yes" or "no(<why>)"      7 the backend the runtime picks automatically
//   8 CL_PLATFORM_VERSION   9 CL_DRIVER_VERSION   10 CL_DEVICE_SUB_GROUP_SIZES_INTEL
// Columns 4, 6 and 7 come from the host runtime's own selection (cu2cl/runtime/Backend.h), so
// the scripts run exactly the backends the runtime would accept.
#include "cu2cl/runtime/Runtime.h"

#include <cstdio>
#include <string>

namespace rt = cu2cl::rt;

namespace {

std::string deviceString(cl_device_id device, cl_device_info what) {
  size_t size = 0;
  if (clGetDeviceInfo(device, what, 0, nullptr, &size) != CL_SUCCESS || size == 0)
    return {};
  std::string s(size, '\0');
  clGetDeviceInfo(device, what, size, s.data(), nullptr);
  s.resize(s.find('\0') == std::string::npos ? size : s.find('\0'));
  return s;
}

std::string platformString(cl_platform_id platform, cl_platform_info what) {
  size_t size = 0;
  if (clGetPlatformInfo(platform, what, 0, nullptr, &size) != CL_SUCCESS || size == 0)
    return {};
  std::string s(size, '\0');
  clGetPlatformInfo(platform, what, size, s.data(), nullptr);
  s.resize(s.find('\0') == std::string::npos ? size : s.find('\0'));
  return s;
}

std::string status(const rt::DeviceFeatures &f, rt::Backend b) {
  const std::string why = rt::backendUnsupportedReason(f, b);
  return why.empty() ? "yes" : "no(" + why + ")";
}

} // namespace

int main() {
  try {
    for (const auto &d : rt::enumerateDevices()) {
      const rt::DeviceFeatures f = rt::queryDeviceFeatures(d.platform, d.device);
      std::string sizes;
      for (size_t s : f.subGroupSizes)
        sizes += (sizes.empty() ? "" : ",") + std::to_string(s);
      const rt::Backend automatic = rt::selectBackend(f, rt::Backend::automatic).backend;
      std::printf(
          "%u:%u\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", d.platformIndex, d.deviceIndex,
          d.platformName.c_str(), d.deviceName.c_str(), status(f, rt::Backend::subgroup).c_str(),
          f.hasExtension("cl_khr_fp64") ? "yes" : "no", status(f, rt::Backend::nvidia).c_str(),
          rt::name(automatic), platformString(d.platform, CL_PLATFORM_VERSION).c_str(),
          deviceString(d.device, CL_DRIVER_VERSION).c_str(), sizes.empty() ? "-" : sizes.c_str());
    }
  } catch (const std::exception &e) {
    std::fprintf(stderr, "list_devices: %s\n", e.what());
    return 1;
  }
  return 0;
}
