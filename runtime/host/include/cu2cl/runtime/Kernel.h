// One kernel of a built program.
#pragma once

#include "cu2cl/runtime/Handle.h"

#include <cstddef>
#include <string>

namespace cu2cl::rt {

class Program;

/// Owns a cl_kernel (and keeps its program alive). Move-only: the kernel's arguments are state
/// that launch() sets, so two owners would overwrite each other's arguments.
class Kernel {
public:
  Kernel(Kernel &&) noexcept = default;
  Kernel &operator=(Kernel &&) noexcept = default;
  Kernel(const Kernel &) = delete;
  Kernel &operator=(const Kernel &) = delete;

  cl_kernel handle() const noexcept { return kernel_.get(); }
  const std::string &name() const noexcept { return name_; }
  /// CL_KERNEL_NUM_ARGS.
  cl_uint numArgs() const noexcept { return numArgs_; }
  /// CL_KERNEL_WORK_GROUP_SIZE on the current device: the largest block this kernel can run.
  std::size_t workGroupSize() const noexcept { return workGroupSize_; }
  /// CL_KERNEL_LOCAL_MEM_SIZE on the current device now. The standard says it includes the
  /// local-memory arguments set so far; some implementations (PoCL 5) leave them out.
  cl_ulong localMemSize() const;
  /// CL_KERNEL_LOCAL_MEM_SIZE when the kernel was created, before any argument was set: the
  /// kernel's own `__local` variables (CUDA's static `__shared__`).
  cl_ulong staticLocalMemSize() const noexcept { return staticLocalMemSize_; }

private:
  friend class Program;
  Kernel(Handle<cl_kernel> kernel, Handle<cl_program> program, std::string name);

  Handle<cl_kernel> kernel_;
  Handle<cl_program> program_;
  std::string name_;
  cl_uint numArgs_ = 0;
  std::size_t workGroupSize_ = 0;
  cl_ulong staticLocalMemSize_ = 0;
};

} // namespace cu2cl::rt
