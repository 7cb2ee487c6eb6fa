// Lists the OpenCL devices for run-device-tests.sh, one per line, tab-separated:
//   <platform>:<device>  <platform name>  <device name>  <subgroups>  <fp64: yes|no>
// <subgroups> is "yes" if the device has what the library's sub-group backend uses
// (cl_khr_subgroups, cl_khr_subgroup_ballot, cl_khr_subgroup_shuffle and
// cl_intel_required_subgroup_size), else "no(missing: ...)".
#include "cu2cl/runtime/Runtime.h"

#include <cstdio>
#include <string>

namespace {

std::string extensions(cl_device_id device) {
  size_t size = 0;
  if (clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, 0, nullptr, &size) != CL_SUCCESS)
    return {};
  std::string s(size, '\0');
  clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, size, s.data(), nullptr);
  return " " + s + " ";
}

bool has(const std::string &exts, const char *name) {
  return exts.find(std::string(" ") + name + " ") != std::string::npos;
}

} // namespace

int main() {
  try {
    for (const auto &d : cu2cl::rt::enumerateDevices()) {
      const std::string e = extensions(d.device);
      std::string missing;
      for (const char *x : {"cl_khr_subgroups", "cl_khr_subgroup_ballot", "cl_khr_subgroup_shuffle",
                            "cl_intel_required_subgroup_size"})
        if (!has(e, x))
          missing += (missing.empty() ? "" : ",") + std::string(x);
      const std::string sg = missing.empty() ? "yes" : "no(missing: " + missing + ")";
      std::printf("%u:%u\t%s\t%s\t%s\t%s\n", d.platformIndex, d.deviceIndex, d.platformName.c_str(),
                  d.deviceName.c_str(), sg.c_str(), has(e, "cl_khr_fp64") ? "yes" : "no");
    }
  } catch (const std::exception &e) {
    std::fprintf(stderr, "list_devices: %s\n", e.what());
    return 1;
  }
  return 0;
}
