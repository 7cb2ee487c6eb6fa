// Internal: the CUDA API's device numbering and properties (CudaDevice.cpp), for the other
// parts of the API that take a device number or need a device's limits.
#pragma once

#include "cu2cl/runtime/CudaTypes.h"
#include "cu2cl/runtime/DeviceSelection.h"

namespace cu2cl::detail {

/// The device numbered `device` in CUDA's numbering; throws Error(invalidDevice), listing the
/// devices, for a number that names none.
const rt::DeviceDescription &numberedDevice(int device);
/// The number of the process's device (cu2clGetDevice's answer; 0 before one is chosen).
int currentDeviceNumber();
/// What cu2clGetDeviceProperties reports for `d`.
void fillProperties(cu2clDeviceProp &prop, const rt::DeviceDescription &d);

} // namespace cu2cl::detail
