// cu2cl::Module: finding a translated program's source (embedded, $CU2CL_PROGRAM_DIR, beside
// the executable, the current directory), building it once, and its kernels.
#include "ModuleImpl.h"

#include "CudaErrors.h"
#include "Environment.h"
#include "ProgramImpl.h"
#include "cu2cl/runtime/Device.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <vector>

namespace cu2cl {
namespace detail {
namespace {

namespace fs = std::filesystem;
using rt::ErrorCode;

struct EmbeddedSources {
  std::mutex mutex;
  std::map<std::string, const char *> sources;
};

EmbeddedSources &embeddedSources() {
  // Made on first use: EmbeddedSource objects of other files may register before main.
  static EmbeddedSources *instance = new EmbeddedSources;
  return *instance;
}

std::string fileName(const std::string &path) { return fs::path(path).filename().string(); }

const char *findEmbedded(const std::string &name) {
  EmbeddedSources &e = embeddedSources();
  std::lock_guard<std::mutex> lock(e.mutex);
  if (auto it = e.sources.find(name); it != e.sources.end())
    return it->second;
  for (const auto &[registered, source] : e.sources)
    if (fileName(registered) == fileName(name))
      return source;
  return nullptr;
}

bool isFile(const fs::path &path) {
  std::error_code ignored;
  return fs::is_regular_file(path, ignored);
}

/// The executable's directory, "" where it cannot be told.
std::string executableDirectory() {
#if defined(__linux__)
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  if (!error)
    return exe.parent_path().string();
#endif
  return {};
}

/// Finds and builds the program; throws rt::Error with every place looked at. The build leaves
/// out the pointers' offset additions, which launches with a pointer into the middle of its
/// buffer get from a second build (rt::Kernel::variantFor).
rt::Program findAndBuild(const std::string &name) {
  const std::string options = rt::detail::ZeroOffsetsDefine;
  if (const char *source = findEmbedded(name))
    return rt::Program::fromSource(source, name, options);

  std::vector<std::string> looked;
  looked.push_back("an embedded source named '" + name + "' (cu2cl::EmbeddedSource): none");
  std::vector<fs::path> candidates;
  if (fs::path(name).is_absolute()) {
    candidates.push_back(name);
  } else {
    const std::string dir = rt::detail::programDirSetting();
    if (!dir.empty())
      candidates.push_back(fs::path(dir) / name);
    else
      looked.push_back("$CU2CL_PROGRAM_DIR: not set");
    const std::string exeDir = executableDirectory();
    if (!exeDir.empty())
      candidates.push_back(fs::path(exeDir) / name);
    else
      looked.push_back("the executable's directory: unknown on this system");
    std::error_code error;
    const fs::path cwd = fs::current_path(error);
    candidates.push_back(error ? fs::path(name) : cwd / name);
  }
  for (const fs::path &candidate : candidates) {
    if (isFile(candidate))
      return rt::Program::fromFile(candidate.string(), options);
    looked.push_back(candidate.string() + ": no such file");
  }
  std::string message = "cannot find the OpenCL program '" + name + "'; looked for:";
  for (const std::string &place : looked)
    message += "\n  " + place;
  message += "\nPut " + fileName(name) +
             " beside the executable, or set CU2CL_PROGRAM_DIR to its directory.";
  throw rt::Error(ErrorCode::invalidKernelImage, message);
}

} // namespace

KernelEntry &ModuleState::kernel(const std::string &kernelName) {
  std::lock_guard<std::mutex> lock(mutex);
  if (!attempted) {
    // Not the program's failures, and not kept as the module's: a wrong environment variable,
    // no device. Once they are put right, the program builds.
    rt::detail::checkEnvironment();
    rt::Device::current();
    attempted = true;
    try {
      program = findAndBuild(name);
    } catch (const rt::Error &error) {
      failure = error;
      // The user needs the build log (or the places looked at) even when the program does not
      // print its errors; CU2CL_VERBOSE prints it with every error anyway, and recordError
      // says once that there is no device.
      if (!verbose() && error.code() != ErrorCode::noDevice)
        std::fprintf(stderr, "cu2cl: %s\n", error.what());
    }
  }
  if (!program)
    throw *failure;
  auto it = kernels.find(kernelName);
  if (it == kernels.end())
    it = kernels.emplace(kernelName, std::make_unique<KernelEntry>(program->kernel(kernelName)))
             .first;
  return *it->second;
}

SymbolState *ModuleState::symbol(const std::string &parameterName) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = symbols.find(parameterName);
  return it == symbols.end() ? nullptr : it->second;
}

} // namespace detail

EmbeddedSource::EmbeddedSource(const char *name, const char *source) {
  detail::EmbeddedSources &e = detail::embeddedSources();
  std::lock_guard<std::mutex> lock(e.mutex);
  e.sources[name] = source;
}

Module::Module(const char *clFileName) : state_(new detail::ModuleState(clFileName)) {}

Module::~Module() = default; // state_ is never released, see Module.h

} // namespace cu2cl
