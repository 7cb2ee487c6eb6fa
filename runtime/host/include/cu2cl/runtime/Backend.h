// The device library's backend (runtime/device/cu2cl/device.h) and how the runtime picks one
// per device: pure functions over what a device reports, so that they can be tested without
// the device.
//
// The device library implements CUDA's warp primitives three ways, selected by one macro at
// program-build time:
//   emulated  -DCU2CL_BACKEND_EMULATED  local-memory exchange; any OpenCL 1.2 device
//   subgroup  -DCU2CL_BACKEND_SUBGROUP  cl_khr_subgroups + ballot/shuffle with 32-wide
//                                       sub-groups; correct only for work-groups whose size is
//                                       a multiple of 32 (launch() then uses an emulated build)
//   nvidia    -DCU2CL_BACKEND_NVIDIA    inline PTX; NVIDIA's OpenCL driver only
//
// Which one a program gets (first that applies):
//   1. the backend passed to Program::fromFile/fromSource, or a -DCU2CL_BACKEND_<NAME> in the
//      caller's build options (both at once must agree);
//   2. the environment variable CU2CL_BACKEND=emulated|subgroup|nvidia (auto or empty: unset);
//   3. automatic: nvidia on an NVIDIA platform whose warp size is 32, else subgroup where the
//      device has the sub-group extensions and 32-wide sub-groups and is not PoCL before 7.2,
//      else emulated. (PoCL 5.0 runs translated code wrong on the sub-group backend, measured
//      on the GPU machine, and PoCL's CPU sub-group operations are local memory and barriers
//      themselves; a request still gets it.)
// A backend requested by 1 or 2 that the device cannot run is an Error(notSupported) whose
// message says what the device lacks. docs/backends.md has the rules and the measurements.
#pragma once

#include "cu2cl/runtime/Handle.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cu2cl::rt {

enum class Backend {
  automatic, // not a backend: "choose one for the device"
  emulated,
  subgroup,
  nvidia,
};

/// "automatic", "emulated", "subgroup", "nvidia".
const char *name(Backend backend);
/// The build option that selects `backend` in device.h, e.g. "-DCU2CL_BACKEND_SUBGROUP"; ""
/// for automatic.
std::string backendDefine(Backend backend);
/// Parses a backend name, case-insensitively and ignoring surrounding blanks; "" and "auto"
/// are automatic. std::nullopt if it is none of them.
std::optional<Backend> parseBackend(std::string_view text);

/// What the backend choice depends on, as a device reports it.
struct DeviceFeatures {
  std::string deviceName;
  std::string platformName;    // CL_PLATFORM_NAME
  std::string platformVendor;  // CL_PLATFORM_VENDOR
  std::string platformVersion; // CL_PLATFORM_VERSION, e.g. "OpenCL 3.0 PoCL 5.0+debian ..."
  std::string deviceVendor;    // CL_DEVICE_VENDOR
  std::string extensions;      // CL_DEVICE_EXTENSIONS, space-separated
  /// CL_DEVICE_SUB_GROUP_SIZES_INTEL (0x4108), empty where the device does not report it.
  std::vector<std::size_t> subGroupSizes;
  /// CL_DEVICE_WARP_SIZE_NV (0x4003, cl_nv_device_attribute_query), 0 where not reported.
  unsigned warpSizeNv = 0;

  /// Whether the space-separated extension list has `extension` as a whole word.
  bool hasExtension(std::string_view extension) const;
};

/// Queries the features of one OpenCL device. Queries a device does not answer leave their
/// field empty (or 0); never throws.
DeviceFeatures queryDeviceFeatures(cl_platform_id platform, cl_device_id device);

/// Why `features` cannot run `backend`, e.g. "it lacks cl_khr_subgroup_ballot"; "" if it can.
/// Every device can run emulated (and "automatic").
std::string backendUnsupportedReason(const DeviceFeatures &features, Backend backend);

/// The backend the runtime picks for a device, and why (for CU2CL_VERBOSE).
struct BackendChoice {
  Backend backend = Backend::emulated;
  std::string reason;
};

/// Why the automatic choice passes over a backend the device can run, "" if it does not:
/// subgroup on PoCL before 7.2.
std::string backendAvoidedReason(const DeviceFeatures &features, Backend backend);

/// Picks the backend for a device. `requested` automatic: the first of nvidia, subgroup,
/// emulated that the device can run and that backendAvoidedReason() does not rule out. Anything
/// else is used as it is if the device can run it, and is an Error(notSupported) naming `origin`
/// (who asked, e.g. "CU2CL_BACKEND=subgroup") and what the device lacks if it cannot.
BackendChoice selectBackend(const DeviceFeatures &features, Backend requested,
                            std::string_view origin = "the caller");

/// CU2CL_BACKEND from the environment: automatic if unset or empty. Throws
/// Error(initializationError) for a value that is not a backend name, and prints its message
/// once.
Backend backendFromEnvironment();

/// The backend named by -DCU2CL_BACKEND_<NAME> (or -D CU2CL_BACKEND_<NAME>, with or without a
/// value) in a build-option string; automatic if there is none. Throws Error(invalidValue) if
/// the options name two different backends.
Backend backendInOptions(std::string_view options);
/// `options` without any -DCU2CL_BACKEND_<NAME> (Program appends the chosen one itself).
std::string withoutBackendDefines(std::string_view options);

/// The backend a launch of a kernel built for `programBackend` runs on, for work-groups of
/// `workGroupSize` work-items: emulated where the sub-group backend would see a partial
/// sub-group (a size that is not a multiple of 32), else `programBackend`.
Backend launchBackend(Backend programBackend, unsigned long long workGroupSize);

} // namespace cu2cl::rt
