// The runtime's environment variables: Environment.h.
#include "Environment.h"

#include "Text.h"
#include "cu2cl/runtime/Backend.h"
#include "cu2cl/runtime/Error.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <optional>
#include <set>

namespace cu2cl::rt::detail {
namespace {

/// One variable: its name, what it accepts in words, and the check of a (non-empty) value,
/// which may say in `why` what is wrong with one it refuses.
struct Variable {
  const char *name;
  const char *valid;
  bool (*accepts)(std::string_view value, std::string &why);
};

bool isBackend(std::string_view value, std::string &) { return parseBackend(value).has_value(); }

bool isZeroOrOne(std::string_view value, std::string &) {
  value = trim(value);
  return value == "0" || value == "1";
}

bool isGroupSize(std::string_view value, std::string &) {
  value = trim(value);
  if (value.empty() || value.size() > 3)
    return false;
  unsigned size = 0;
  for (char c : value) {
    if (c < '0' || c > '9')
      return false;
    size = size * 10 + static_cast<unsigned>(c - '0');
  }
  return size >= 1 && size <= 256;
}

bool isDirectory(std::string_view value, std::string &why) {
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::status(std::string(value), error);
  if (std::filesystem::is_directory(status))
    return true;
  why = std::filesystem::exists(status) ? "not a directory" : "no such directory";
  return false;
}

const Variable kBackend{"CU2CL_BACKEND", "auto, emulated, subgroup or nvidia", isBackend};
const Variable kWarpForm{"CU2CL_WARP_FORM",
                         "0 (kernels run in their ordinary form) or 1 (the default: CPU devices "
                         "run a warp per work-item where a kernel has that form)",
                         isZeroOrOne};
const Variable kAlgorithmGroupSize{"CU2CL_ALGORITHM_GROUP_SIZE",
                                   "a whole number from 1 to 256 (the work-group size of the "
                                   "device-wide algorithms)",
                                   isGroupSize};
const Variable kVerbose{"CU2CL_VERBOSE", "0 or 1", isZeroOrOne};
const Variable kProgramDir{"CU2CL_PROGRAM_DIR", "the directory that holds the program's .cl files",
                           isDirectory};
const Variable kDeviceIncludeDir{"CU2CL_DEVICE_INCLUDE_DIR",
                                 "the directory of the device library's headers "
                                 "(runtime/device)",
                                 isDirectory};

const Variable *const kVariables[] = {&kBackend, &kWarpForm,   &kAlgorithmGroupSize,
                                      &kVerbose, &kProgramDir, &kDeviceIncludeDir};

/// Why the variable's value is not valid, in one line; "" if it is (or it is unset or empty).
std::string problem(const Variable &variable) {
  const char *value = std::getenv(variable.name);
  std::string why;
  if (!value || !*value || variable.accepts(value, why))
    return "";
  return std::string(variable.name) + "='" + value + "' is not valid" +
         (why.empty() ? "" : " (" + why + ")") + "; use " + variable.valid;
}

/// The variable's value; nullopt if unset or empty. If it is not valid, checkEnvironment
/// throws: every wrong variable is said at once.
std::optional<std::string> setting(const Variable &variable) {
  if (!problem(variable).empty())
    checkEnvironment();
  const char *value = std::getenv(variable.name);
  if (!value || !*value)
    return std::nullopt;
  return std::string(value);
}

} // namespace

void printOnce(const std::string &message) {
  static std::mutex mutex;
  static std::set<std::string> printed;
  std::lock_guard<std::mutex> lock(mutex);
  if (printed.insert(message).second)
    std::fprintf(stderr, "cu2cl: %s\n", message.c_str());
}

void checkEnvironment() {
  std::string messages;
  for (const Variable *variable : kVariables) {
    const std::string message = problem(*variable);
    if (message.empty())
      continue;
    printOnce(message);
    messages += (messages.empty() ? "" : "\n") + message;
  }
  if (!messages.empty())
    throw Error(ErrorCode::initializationError, messages);
}

std::string backendSetting() { return setting(kBackend).value_or(""); }

bool warpFormSetting() {
  const std::optional<std::string> value = setting(kWarpForm);
  return !value || trim(*value) != "0";
}

std::size_t algorithmGroupSizeSetting() {
  const std::optional<std::string> value = setting(kAlgorithmGroupSize);
  return value ? static_cast<std::size_t>(std::stoul(std::string(trim(*value)))) : 0;
}

std::string programDirSetting() { return setting(kProgramDir).value_or(""); }

std::string deviceIncludeDirSetting() { return setting(kDeviceIncludeDir).value_or(""); }

std::size_t selectDeviceFromEnvironment(const std::vector<DeviceDescription> &devices) {
  const char *value = std::getenv("CU2CL_DEVICE");
  try {
    return selectDevice(devices, parseDeviceSelector(value ? value : ""));
  } catch (const Error &error) {
    if (error.code() == ErrorCode::invalidDevice)
      printOnce(error.what());
    throw;
  }
}

} // namespace cu2cl::rt::detail
