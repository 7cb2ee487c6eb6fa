// Choosing an OpenCL device: the CU2CL_DEVICE syntax and the default preference, as pure
// functions over a list of devices so that they can be tested without any device.
#pragma once

#include "cu2cl/runtime/Handle.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cu2cl::rt {

/// One OpenCL device as the platforms list it.
struct DeviceDescription {
  unsigned platformIndex = 0;
  unsigned deviceIndex = 0;
  std::string platformName;
  std::string platformVendor;
  std::string deviceName;
  cl_device_type type = CL_DEVICE_TYPE_DEFAULT;
  cl_platform_id platform = nullptr; // null in tests
  cl_device_id device = nullptr;     // null in tests
};

/// A parsed CU2CL_DEVICE value.
struct DeviceSelector {
  enum class Kind {
    automatic, // unset or empty: the first GPU, else the first CPU, else the first device
    index,     // "<platformIndex>:<deviceIndex>"
    name,      // anything else: a case-insensitive substring of the platform or device name
  };
  Kind kind = Kind::automatic;
  unsigned platformIndex = 0;
  unsigned deviceIndex = 0;
  std::string name;
};

/// Parses a CU2CL_DEVICE value (surrounding blanks are ignored). Never throws: a value that is
/// not "<digits>:<digits>" is a name.
DeviceSelector parseDeviceSelector(std::string_view text);

/// Index into `devices` of the device `selector` picks. A name matches the platform name, the
/// platform vendor or the device name. Throws Error(noDevice) if `devices` is empty (the message
/// says how to install PoCL) and Error(invalidDevice) if nothing matches (the message lists the
/// devices).
std::size_t selectDevice(const std::vector<DeviceDescription> &devices,
                         const DeviceSelector &selector);

/// One line per device: "  0:0  <device name> [CPU] (platform <platform name>)".
std::string formatDeviceList(const std::vector<DeviceDescription> &devices);

/// All devices of all OpenCL platforms, in platform order; empty if there is no platform.
std::vector<DeviceDescription> enumerateDevices();

} // namespace cu2cl::rt
