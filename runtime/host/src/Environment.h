// The runtime's environment variables (CU2CL_*): what each accepts, read and checked in one
// place. A value that is not accepted is an error, never ignored: rt::Error with
// ErrorCode::initializationError (cudaErrorInitializationError) and a one-line message that
// names the variable, the value and the valid values, printed once to stderr even without
// CU2CL_VERBOSE. An empty value is the same as an unset one.
//
//   CU2CL_BACKEND               auto, emulated, subgroup or nvidia (any case)
//   CU2CL_WARP_FORM             0 or 1
//   CU2CL_ALGORITHM_GROUP_SIZE  a whole number from 1 to 256
//   CU2CL_VERBOSE               0 or 1
//   CU2CL_PROGRAM_DIR           a directory
//   CU2CL_DEVICE_INCLUDE_DIR    a directory
//
// CU2CL_DEVICE names a device; selectDevice checks it against the devices there are.
#pragma once

#include "cu2cl/runtime/DeviceSelection.h"

#include <cstddef>
#include <string>
#include <vector>

namespace cu2cl::rt::detail {

/// Checks every variable above. If any is not valid, prints each one's message (once) and
/// throws an error with all of them, a line each. The runtime calls it before it makes its
/// device, so that no call works while a variable is wrong; each reader below checks them all
/// too (a value set later is read when it is needed).
void checkEnvironment();

/// CU2CL_BACKEND's text; "" if unset. Throws if it names no backend.
std::string backendSetting();
/// CU2CL_WARP_FORM: false for 0, true for 1 or unset.
bool warpFormSetting();
/// CU2CL_ALGORITHM_GROUP_SIZE; 0 if unset.
std::size_t algorithmGroupSizeSetting();
/// CU2CL_PROGRAM_DIR; "" if unset.
std::string programDirSetting();
/// CU2CL_DEVICE_INCLUDE_DIR; "" if unset.
std::string deviceIncludeDirSetting();

/// The device of `devices` that CU2CL_DEVICE selects (selectDevice). A selector that matches
/// none is an error (invalidDevice) whose message, with the devices there are, is printed once.
std::size_t selectDeviceFromEnvironment(const std::vector<DeviceDescription> &devices);

/// Prints "cu2cl: <message>" to stderr, unless the same message was printed before.
void printOnce(const std::string &message);

} // namespace cu2cl::rt::detail
