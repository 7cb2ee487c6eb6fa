// OpenCL programs: built from a .cl file or a string for the current device, cached per process.
#pragma once

#include "cu2cl/runtime/Backend.h"
#include "cu2cl/runtime/Handle.h"
#include "cu2cl/runtime/Kernel.h"

#include <memory>
#include <string>
#include <vector>

namespace cu2cl::rt {

namespace detail {
/// Rewrites the build log's locations that name a compiler placeholder instead of the file
/// (NVIDIA's "<kernel>:4:12" ignores the #line directive, so it also counts that directive as
/// line 1) to "<displayName>:3:12". Logs of compilers that honour #line are left unchanged.
std::string pointLogAtFile(const std::string &log, const std::string &displayName);
} // namespace detail

/// A program built for Device::current(). Copies share the same cl_program.
///
/// Build options are "-cl-std=CL1.2 -cl-kernel-arg-info -I <device headers> [-I <directory of
/// the .cl file>]", the caller's extra options, then "-DCU2CL_BACKEND_<NAME>": the device
/// library's backend (Backend.h says how it is chosen: the `backend` argument or a
/// -DCU2CL_BACKEND_<NAME> among the extra options, else CU2CL_BACKEND, else the best one the
/// device runs). CU2CL_VERBOSE=1 prints the device and backend of each program once. An
/// automatically chosen nvidia or subgroup build that fails to compile is retried as emulated
/// (with a warning on stderr); a requested one is not.
///
/// The source is compiled behind a `#line 1 "<name>"` directive, so compiler messages name the
/// .cl file (or the display name) and its own lines. Programs are cached per (device, source,
/// options): building the same thing twice is free.
class Program {
public:
  /// Reads and builds `path`. Throws Error(fileNotFound) if it cannot be read,
  /// Error(programBuildFailed) with the build log if it does not compile, and
  /// Error(notSupported) if the requested backend cannot run on the device.
  static Program fromFile(const std::string &path, const std::string &extraOptions = {},
                          Backend backend = Backend::automatic);
  /// Builds `source`; `displayName` stands for the file name in messages.
  static Program fromSource(const std::string &source, const std::string &displayName = "<source>",
                            const std::string &extraOptions = {},
                            Backend backend = Backend::automatic);

  /// A new kernel object for the kernel called `name`. Throws Error(invalidDeviceFunction)
  /// naming the kernel and listing the program's kernels if there is none of that name.
  Kernel kernel(const std::string &name) const;
  /// CL_PROGRAM_KERNEL_NAMES, split.
  std::vector<std::string> kernelNames() const;

  cl_program handle() const noexcept;
  const std::string &displayName() const noexcept;
  /// The complete build options passed to clBuildProgram.
  const std::string &options() const noexcept;
  /// The build log of a successful build (warnings), often empty.
  const std::string &buildLog() const noexcept;
  /// The device-library backend this build was made for (never automatic). Kernels of a
  /// subgroup build run blocks that are not a multiple of 32 on an emulated build.
  Backend backend() const noexcept;

private:
  explicit Program(std::shared_ptr<const detail::BuiltProgram> built) : built_(std::move(built)) {}
  std::shared_ptr<const detail::BuiltProgram> built_;
};

/// The directory of the OpenCL C device headers (runtime/device) passed with -I: environment
/// variable CU2CL_DEVICE_INCLUDE_DIR if set, else the source tree's runtime/device if it
/// exists, else the installed copy if it exists, else "" (no -I).
std::string deviceIncludeDir();

} // namespace cu2cl::rt
