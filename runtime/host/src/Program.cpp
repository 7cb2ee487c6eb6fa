// Program: building OpenCL C for the current device, with the build log on failure, and the
// per-process cache of built programs.
#include "cu2cl/runtime/Program.h"

#include "Environment.h"
#include "Info.h"
#include "ProgramImpl.h"
#include "Text.h"
#include "Verbose.h"
#include "cu2cl/abi.h"
#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/Error.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <mutex>
#include <regex>
#include <sstream>
#include <unordered_map>

#ifndef CU2CL_DEVICE_INCLUDE_DIR
#define CU2CL_DEVICE_INCLUDE_DIR ""
#endif
#ifndef CU2CL_INSTALLED_DEVICE_INCLUDE_DIR
#define CU2CL_INSTALLED_DEVICE_INCLUDE_DIR ""
#endif

namespace cu2cl::rt {

namespace detail {

std::string pointLogAtFile(const std::string &log, const std::string &displayName) {
  static const std::regex location(R"((<kernel>|<source>|<stdin>):(\d+))");
  std::string result;
  auto last = log.cbegin();
  for (std::sregex_iterator it(log.cbegin(), log.cend(), location), end; it != end; ++it) {
    const std::smatch &match = *it;
    result.append(last, match[0].first);
    const unsigned long line = std::stoul(match[2].str());
    result += displayName + ":" + std::to_string(line > 1 ? line - 1 : line);
    last = match[0].second;
  }
  result.append(last, log.cend());
  return result;
}

} // namespace detail

namespace {

using detail::BuiltProgram;

bool isDirectory(const std::string &path) {
  std::error_code ignored;
  return !path.empty() && std::filesystem::is_directory(path, ignored);
}

/// "-I <dir>", quoted if the directory has blanks.
std::string includeOption(const std::string &dir) {
  if (dir.find_first_of(" \t") == std::string::npos)
    return " -I " + dir;
  return " -I \"" + dir + "\"";
}

/// `#line 1 "<name>"` so that compiler messages name the file the source came from.
std::string lineDirective(const std::string &name) {
  std::string escaped;
  for (char c : name) {
    if (c == '"' || c == '\\')
      escaped += '\\';
    escaped += c;
  }
  return "#line 1 \"" + escaped + "\"\n";
}

std::string buildLog(cl_program program, cl_device_id device) {
  std::size_t size = 0;
  if (clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size) !=
          CL_SUCCESS ||
      size == 0)
    return {};
  std::string log(size, '\0');
  if (clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr) !=
      CL_SUCCESS)
    return {};
  while (!log.empty() && (log.back() == '\0' || log.back() == '\n' || log.back() == ' '))
    log.pop_back();
  return log;
}

using detail::verbose;

struct CacheKey {
  cl_device_id device;
  std::string options;
  std::string source;
  bool operator==(const CacheKey &other) const {
    return device == other.device && options == other.options && source == other.source;
  }
};

struct CacheKeyHash {
  std::size_t operator()(const CacheKey &key) const {
    std::size_t h = std::hash<std::string>()(key.source);
    h ^= std::hash<std::string>()(key.options) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    h ^= std::hash<const void *>()(key.device) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h;
  }
};

struct ProgramCache {
  std::mutex mutex;
  std::unordered_map<CacheKey, std::shared_ptr<const BuiltProgram>, CacheKeyHash> programs;
};

ProgramCache &cache() {
  static ProgramCache *instance = new ProgramCache; // never destroyed, like the Device
  return *instance;
}

std::string baseOptions() {
  std::string options = "-cl-std=CL1.2 -cl-kernel-arg-info";
  const std::string deviceDir = deviceIncludeDir();
  if (!deviceDir.empty())
    options += includeOption(deviceDir);
  return options;
}

std::string withExtra(std::string options, const std::string &extraOptions) {
  if (!extraOptions.empty())
    options += " " + extraOptions;
  return options;
}

/// Removes ZeroOffsetsDefine from `options`; returns whether it was there.
bool takeZeroOffsetsDefine(std::string &options) {
  static const std::regex define(std::string(R"((^|\s))") + detail::ZeroOffsetsDefine +
                                 R"((?=\s|$))");
  if (!std::regex_search(options, define))
    return false;
  options = detail::withoutOption(options, define);
  return true;
}

/// Builds `source` with `optionsWithoutVariant` plus the defines of `backend` and
/// `zeroOffsets`, or returns the cached build. `newBuild` tells the caller whether this call
/// compiled it.
std::shared_ptr<const BuiltProgram> compile(const std::string &source,
                                            const std::string &displayName,
                                            const std::string &optionsWithoutVariant,
                                            Backend backend, bool zeroOffsets, bool &newBuild) {
  Device &device = Device::current();
  std::string options = optionsWithoutVariant + " " + backendDefine(backend);
  if (zeroOffsets)
    options += std::string(" ") + detail::ZeroOffsetsDefine;
  // A CPU runs a work-group's work-items one after another: the device library then gathers
  // a warp's votes once per warp (exchange.h). -DCU2CL_DEVICE_CPU=0 in the options turns it off.
  // CUDA divides and takes square roots of floats correctly rounded (nvcc's -prec-div and
  // -prec-sqrt); OpenCL C allows 2.5 and 3 ulp unless asked, which the NVIDIA compiler uses.
  if (options.find("-cl-fast-relaxed-math") == std::string::npos &&
      options.find("-cl-fp32-correctly-rounded-divide-sqrt") == std::string::npos &&
      (detail::deviceValue<cl_device_fp_config>(device.id(), CL_DEVICE_SINGLE_FP_CONFIG,
                                                "CL_DEVICE_SINGLE_FP_CONFIG") &
       CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT))
    options += " -cl-fp32-correctly-rounded-divide-sqrt";
  if ((device.type() & CL_DEVICE_TYPE_CPU) &&
      options.find(abi::DeviceCpuMacro) == std::string::npos)
    options += std::string(" -D") + abi::DeviceCpuMacro + "=1";
  const std::string text = lineDirective(displayName) + source;
  CacheKey key{device.id(), options, text};
  newBuild = false;

  ProgramCache &programs = cache();
  std::lock_guard<std::mutex> lock(programs.mutex);
  if (auto it = programs.programs.find(key); it != programs.programs.end())
    return it->second;

  const char *sources[] = {text.c_str()};
  const std::size_t lengths[] = {text.size()};
  cl_int status = CL_SUCCESS;
  Handle<cl_program> program(
      clCreateProgramWithSource(device.context(), 1, sources, lengths, &status));
  detail::check(status, ErrorCode::programBuildFailed,
                "clCreateProgramWithSource for '" + displayName + "'");

  const cl_device_id id = device.id();
  status = clBuildProgram(program.get(), 1, &id, options.c_str(), nullptr, nullptr);
  std::string log = detail::pointLogAtFile(buildLog(program.get(), id), displayName);
  if (status != CL_SUCCESS) {
    std::string message = "failed to build OpenCL program '" + displayName + "' for device " +
                          device.summary() + ": " + describe(status) + " (" +
                          std::to_string(status) + ")\n  build options: " + options;
    message += log.empty() ? "\n  (the build log is empty)" : "\n" + log;
    throw Error(ErrorCode::programBuildFailed, message, status);
  }
  if (verbose()) {
    std::fprintf(stderr, "cu2cl: built '%s' with options '%s'\n", displayName.c_str(),
                 options.c_str());
    if (!log.empty())
      std::fprintf(stderr, "%s\n", log.c_str());
  }

  auto built = std::make_shared<BuiltProgram>(BuiltProgram{std::move(program), displayName, options,
                                                           std::move(log), backend, zeroOffsets,
                                                           source, optionsWithoutVariant});
  programs.programs.emplace(std::move(key), built);
  newBuild = true;
  return built;
}

/// The first line of an error message (the build log follows it).
std::string firstLine(const std::string &text) { return text.substr(0, text.find('\n')); }

/// Chooses the backend (Backend.h), then builds.
std::shared_ptr<const BuiltProgram> build(const std::string &source, const std::string &displayName,
                                          const std::string &options,
                                          const std::string &extraOptions, Backend requested) {
  // A backend named in the options counts as requested by the caller; it must agree with the
  // argument. The define is taken out and put back at the end, so that equal builds share the
  // cache whichever way they were asked for.
  const Backend inOptions = backendInOptions(extraOptions);
  std::string origin;
  if (requested != Backend::automatic) {
    origin = std::string("Backend::") + name(requested) + " passed to Program";
    if (inOptions != Backend::automatic && inOptions != requested)
      throw Error(ErrorCode::invalidValue, std::string("program '") + displayName +
                                               "' is asked for backend " + name(requested) +
                                               " but its build options select " + name(inOptions) +
                                               ": '" + extraOptions + "'");
  } else if (inOptions != Backend::automatic) {
    requested = inOptions;
    origin = backendDefine(inOptions) + " in the build options";
  } else if ((requested = backendFromEnvironment()) != Backend::automatic) {
    origin = std::string("CU2CL_BACKEND=") + name(requested);
  }

  Device &device = Device::current();
  const BackendChoice choice = selectBackend(device.features(), requested, origin);
  std::string withoutVariant = withExtra(options, withoutBackendDefines(extraOptions));
  const bool zeroOffsets = takeZeroOffsetsDefine(withoutVariant);
  bool newBuild = false;
  std::shared_ptr<const BuiltProgram> built;
  std::string reason = choice.reason;
  try {
    built = compile(source, displayName, withoutVariant, choice.backend, zeroOffsets, newBuild);
  } catch (const Error &failure) {
    // An automatic choice must never make a program fail that the portable backend builds.
    if (requested != Backend::automatic || choice.backend == Backend::emulated ||
        failure.code() != ErrorCode::programBuildFailed)
      throw;
    try {
      built =
          compile(source, displayName, withoutVariant, Backend::emulated, zeroOffsets, newBuild);
    } catch (const Error &) {
      throw failure; // the program itself is broken: report the first build's log
    }
    if (newBuild)
      std::fprintf(stderr,
                   "cu2cl: warning: program '%s' does not build with the %s backend on %s, so it "
                   "uses the emulated one (%s)\n",
                   displayName.c_str(), name(choice.backend), device.summary().c_str(),
                   firstLine(failure.what()).c_str());
    reason = std::string("the ") + name(choice.backend) + " build failed";
  }
  if (newBuild && verbose())
    std::fprintf(stderr, "cu2cl: program '%s' on device %s: backend %s (%s)\n", displayName.c_str(),
                 device.summary().c_str(), name(built->backend), reason.c_str());
  return built;
}

} // namespace

std::string deviceIncludeDir() {
  if (std::string env = detail::deviceIncludeDirSetting(); !env.empty())
    return env;
  for (const char *dir : {CU2CL_DEVICE_INCLUDE_DIR, CU2CL_INSTALLED_DEVICE_INCLUDE_DIR})
    if (isDirectory(dir))
      return dir;
  return {};
}

Program Program::fromFile(const std::string &path, const std::string &extraOptions,
                          Backend backend) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    throw Error(ErrorCode::fileNotFound, "cannot read OpenCL program file '" + path + "'");
  std::ostringstream source;
  source << in.rdbuf();

  std::string options = baseOptions();
  std::string dir = std::filesystem::path(path).parent_path().string();
  options += includeOption(dir.empty() ? "." : dir);
  return Program(build(source.str(), path, options, extraOptions, backend));
}

Program Program::fromSource(const std::string &source, const std::string &displayName,
                            const std::string &extraOptions, Backend backend) {
  return Program(build(source, displayName, baseOptions(), extraOptions, backend));
}

Kernel Program::kernel(const std::string &name) const {
  cl_int status = CL_SUCCESS;
  Handle<cl_kernel> kernel(clCreateKernel(built_->program.get(), name.c_str(), &status));
  if (status == CL_INVALID_KERNEL_NAME) {
    std::string available;
    for (const std::string &k : kernelNames())
      available += (available.empty() ? "" : ", ") + k;
    throw Error(ErrorCode::invalidDeviceFunction,
                "no kernel named '" + name + "' in OpenCL program '" + built_->displayName +
                    "'; its kernels are: " + (available.empty() ? "(none)" : available),
                status);
  }
  detail::check(status, ErrorCode::invalidDeviceFunction,
                "clCreateKernel('" + name + "') in '" + built_->displayName + "'");
  return Kernel(std::move(kernel), built_, name);
}

std::vector<std::string> Program::kernelNames() const {
  std::size_t size = 0;
  detail::check(clGetProgramInfo(built_->program.get(), CL_PROGRAM_KERNEL_NAMES, 0, nullptr, &size),
                ErrorCode::invalidResourceHandle, "clGetProgramInfo(CL_PROGRAM_KERNEL_NAMES)");
  std::string names(size, '\0');
  detail::check(
      clGetProgramInfo(built_->program.get(), CL_PROGRAM_KERNEL_NAMES, size, names.data(), nullptr),
      ErrorCode::invalidResourceHandle, "clGetProgramInfo(CL_PROGRAM_KERNEL_NAMES)");
  std::vector<std::string> result;
  std::string current;
  for (char c : names) {
    if (c == ';' || c == '\0') {
      if (!current.empty())
        result.push_back(current);
      current.clear();
      if (c == '\0')
        break;
    } else {
      current += c;
    }
  }
  if (!current.empty())
    result.push_back(current);
  return result;
}

cl_program Program::handle() const noexcept { return built_->program.get(); }
const std::string &Program::displayName() const noexcept { return built_->displayName; }
const std::string &Program::options() const noexcept { return built_->options; }
const std::string &Program::buildLog() const noexcept { return built_->log; }
Backend Program::backend() const noexcept { return built_->backend; }

namespace detail {
std::shared_ptr<const BuiltProgram> rebuildFor(const BuiltProgram &program, Backend backend,
                                               bool zeroOffsets) {
  bool newBuild = false;
  auto built = compile(program.source, program.displayName, program.optionsWithoutVariant, backend,
                       zeroOffsets, newBuild);
  if (newBuild && verbose()) {
    std::string why;
    if (backend != program.backend)
      why = ", for blocks that are not a multiple of 32 work-items";
    if (zeroOffsets != program.zeroOffsets)
      why += zeroOffsets ? ", without the pointers' offsets"
                         : ", adding the pointers' offsets, for a launch with a pointer into the "
                           "middle of its buffer";
    std::fprintf(stderr, "cu2cl: program '%s' on device %s: a build with backend %s as well%s\n",
                 program.displayName.c_str(), Device::current().summary().c_str(), name(backend),
                 why.c_str());
  }
  return built;
}
} // namespace detail

} // namespace cu2cl::rt
