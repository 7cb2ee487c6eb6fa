// Choosing the device library's backend for a device (see Backend.h and docs/backends.md).
#include "cu2cl/runtime/Backend.h"
#include "Text.h"

#include "Environment.h"
#include "Info.h"
#include "cu2cl/abi.h"
#include "cu2cl/runtime/Error.h"

#include <CL/cl_ext.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <regex>

// Extension queries that not every cl_ext.h declares.
#ifndef CL_DEVICE_WARP_SIZE_NV
#define CL_DEVICE_WARP_SIZE_NV 0x4003
#endif
#ifndef CL_DEVICE_SUB_GROUP_SIZES_INTEL
#define CL_DEVICE_SUB_GROUP_SIZES_INTEL 0x4108
#endif

namespace cu2cl::rt {
namespace {

using detail::lower;
using detail::trim;

bool isNvidia(const DeviceFeatures &f) {
  for (const std::string *s : {&f.platformName, &f.platformVendor, &f.deviceVendor})
    if (lower(*s).find("nvidia") != std::string::npos)
      return true;
  return false;
}

/// The warp size the device library assumes everywhere.
constexpr std::size_t kWarpSize = 32;

std::string joined(const std::vector<std::string> &items) {
  std::string result;
  for (std::size_t i = 0; i < items.size(); ++i)
    result += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
  return result;
}

std::string sizesText(const std::vector<std::size_t> &sizes) {
  std::string result;
  for (std::size_t s : sizes)
    result += (result.empty() ? "" : ",") + std::to_string(s);
  return "{" + result + "}";
}

std::string nvidiaUnsupportedReason(const DeviceFeatures &f) {
  if (!isNvidia(f))
    return "it is not on an NVIDIA OpenCL platform (platform '" + f.platformName + "', vendor '" +
           f.platformVendor + "'), and the backend emits NVIDIA inline PTX";
  if (f.warpSizeNv != 0 && f.warpSizeNv != kWarpSize)
    return "its warp size (CL_DEVICE_WARP_SIZE_NV) is " + std::to_string(f.warpSizeNv) + ", not 32";
  return {};
}

std::string subgroupUnsupportedReason(const DeviceFeatures &f) {
  std::vector<std::string> missing;
  for (const char *extension :
       {"cl_khr_subgroups", "cl_khr_subgroup_ballot", "cl_intel_required_subgroup_size"})
    if (!f.hasExtension(extension))
      missing.push_back(extension);
  if (!f.hasExtension("cl_khr_subgroup_shuffle") && !f.hasExtension("cl_intel_subgroups"))
    missing.push_back("cl_khr_subgroup_shuffle (or cl_intel_subgroups)");
  if (!missing.empty())
    return "it lacks " + joined(missing);
  if (std::find(f.subGroupSizes.begin(), f.subGroupSizes.end(), kWarpSize) == f.subGroupSizes.end())
    return "its sub-group sizes (CL_DEVICE_SUB_GROUP_SIZES_INTEL) " + sizesText(f.subGroupSizes) +
           " do not include 32";
  return {};
}

/// -DCU2CL_BACKEND_<NAME> or -D CU2CL_BACKEND_<NAME>, with or without =value; group 1 is the
/// blank before it, group 2 the name.
const std::regex &backendDefinePattern() {
  static const std::regex pattern(std::string(R"((^|\s)-D\s*)") + abi::BackendMacroPrefix +
                                  R"((EMULATED|SUBGROUP|NVIDIA)(=\S*)?(?=\s|$))");
  return pattern;
}

/// PoCL's version from CL_PLATFORM_VERSION ("OpenCL 3.0 PoCL 5.0+debian ..."): major * 100 +
/// minor, or -1 if the platform is not PoCL.
int poclVersion(const std::string &platformVersion) {
  static const std::regex version(R"(\bPoCL (\d+)\.(\d+))", std::regex::icase);
  std::smatch m;
  if (!std::regex_search(platformVersion, m, version))
    return -1;
  return std::stoi(m[1].str()) * 100 + std::stoi(m[2].str());
}

} // namespace

const char *name(Backend backend) {
  switch (backend) {
  case Backend::automatic:
    return "automatic";
  case Backend::emulated:
    return "emulated";
  case Backend::subgroup:
    return "subgroup";
  case Backend::nvidia:
    return "nvidia";
  }
  return "?";
}

std::string backendDefine(Backend backend) {
  switch (backend) {
  case Backend::automatic:
    return {};
  case Backend::emulated:
  case Backend::subgroup:
  case Backend::nvidia: {
    std::string upper = name(backend);
    for (char &c : upper)
      c = char(std::toupper(static_cast<unsigned char>(c)));
    return std::string("-D") + abi::BackendMacroPrefix + upper;
  }
  }
  return {};
}

std::optional<Backend> parseBackend(std::string_view text) {
  const std::string value = lower(trim(text));
  if (value.empty() || value == "auto" || value == "automatic")
    return Backend::automatic;
  for (Backend b : {Backend::emulated, Backend::subgroup, Backend::nvidia})
    if (value == name(b))
      return b;
  return std::nullopt;
}

bool DeviceFeatures::hasExtension(std::string_view extension) const {
  if (extension.empty())
    return false;
  std::size_t pos = 0;
  while ((pos = extensions.find(extension, pos)) != std::string::npos) {
    const std::size_t end = pos + extension.size();
    const bool startsWord =
        pos == 0 || std::isspace(static_cast<unsigned char>(extensions[pos - 1]));
    const bool endsWord =
        end == extensions.size() || std::isspace(static_cast<unsigned char>(extensions[end]));
    if (startsWord && endsWord)
      return true;
    pos = end;
  }
  return false;
}

DeviceFeatures queryDeviceFeatures(cl_platform_id platform, cl_device_id device) {
  DeviceFeatures f;
  f.deviceName = detail::deviceString(device, CL_DEVICE_NAME);
  f.platformName = detail::platformString(platform, CL_PLATFORM_NAME);
  f.platformVendor = detail::platformString(platform, CL_PLATFORM_VENDOR);
  f.platformVersion = detail::platformString(platform, CL_PLATFORM_VERSION);
  f.deviceVendor = detail::deviceString(device, CL_DEVICE_VENDOR);
  f.extensions = detail::deviceString(device, CL_DEVICE_EXTENSIONS);
  if (f.hasExtension("cl_intel_required_subgroup_size")) {
    std::size_t bytes = 0;
    if (clGetDeviceInfo(device, CL_DEVICE_SUB_GROUP_SIZES_INTEL, 0, nullptr, &bytes) ==
            CL_SUCCESS &&
        bytes >= sizeof(std::size_t)) {
      std::vector<std::size_t> sizes(bytes / sizeof(std::size_t));
      if (clGetDeviceInfo(device, CL_DEVICE_SUB_GROUP_SIZES_INTEL,
                          sizes.size() * sizeof(std::size_t), sizes.data(), nullptr) == CL_SUCCESS)
        f.subGroupSizes = std::move(sizes);
    }
  }
  if (f.hasExtension("cl_nv_device_attribute_query")) {
    cl_uint warp = 0;
    if (clGetDeviceInfo(device, CL_DEVICE_WARP_SIZE_NV, sizeof(warp), &warp, nullptr) == CL_SUCCESS)
      f.warpSizeNv = warp;
  }
  return f;
}

std::string backendAvoidedReason(const DeviceFeatures &features, Backend backend) {
  const int pocl = poclVersion(features.platformVersion);
  if (backend == Backend::subgroup && pocl >= 0 && pocl < 702)
    return "PoCL before 7.2 gets sub-groups wrong (partial sub-groups; on 5.0 also loops of "
           "translated code, docs/backends.md), and its CPU sub-group operations are local "
           "memory and barriers like the emulated backend";
  return {};
}

std::string backendUnsupportedReason(const DeviceFeatures &features, Backend backend) {
  switch (backend) {
  case Backend::automatic:
  case Backend::emulated:
    return {};
  case Backend::subgroup:
    return subgroupUnsupportedReason(features);
  case Backend::nvidia:
    return nvidiaUnsupportedReason(features);
  }
  return {};
}

BackendChoice selectBackend(const DeviceFeatures &features, Backend requested,
                            std::string_view origin) {
  if (requested != Backend::automatic) {
    const std::string why = backendUnsupportedReason(features, requested);
    if (!why.empty())
      throw Error(ErrorCode::notSupported,
                  std::string("the device library's '") + name(requested) +
                      "' backend was requested (" + std::string(origin) + "), but device '" +
                      features.deviceName + "' (platform '" + features.platformName +
                      "') cannot run it: " + why +
                      ". Use CU2CL_BACKEND=emulated (runs on every OpenCL device) or auto.");
    return {requested, "requested by " + std::string(origin)};
  }
  if (backendUnsupportedReason(features, Backend::nvidia).empty())
    return {Backend::nvidia,
            "automatic: NVIDIA platform" +
                std::string(features.warpSizeNv ? " with CL_DEVICE_WARP_SIZE_NV 32" : "")};
  std::string why = backendUnsupportedReason(features, Backend::subgroup);
  if (why.empty())
    why = backendAvoidedReason(features, Backend::subgroup);
  if (why.empty())
    return {Backend::subgroup, "automatic: the device has the sub-group extensions and 32-wide "
                               "sub-groups (work-groups that are not a multiple of 32 use an "
                               "emulated build)"};
  return {Backend::emulated, "automatic: no faster backend (sub-groups: " + why + ")"};
}

Backend backendFromEnvironment() {
  return *parseBackend(detail::backendSetting()); // "" is automatic; a wrong name has thrown
}

Backend backendInOptions(std::string_view options) {
  Backend found = Backend::automatic;
  const std::string text(options);
  for (std::sregex_iterator it(text.begin(), text.end(), backendDefinePattern()), end; it != end;
       ++it) {
    const Backend b = *parseBackend((*it)[2].str());
    if (found != Backend::automatic && found != b)
      throw Error(ErrorCode::invalidValue,
                  std::string("the build options select two device-library backends, ") +
                      name(found) + " and " + name(b) + ": '" + text + "'");
    found = b;
  }
  return found;
}

std::string withoutBackendDefines(std::string_view options) {
  return detail::withoutOption(options, backendDefinePattern());
}

Backend launchBackend(Backend programBackend, unsigned long long workGroupSize) {
  if (programBackend == Backend::subgroup && workGroupSize % kWarpSize != 0)
    return Backend::emulated;
  return programBackend;
}

} // namespace cu2cl::rt
