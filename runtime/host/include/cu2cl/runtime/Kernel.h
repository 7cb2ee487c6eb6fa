// One kernel of a built program.
#pragma once

#include "cu2cl/runtime/Backend.h"
#include "cu2cl/runtime/Handle.h"

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace cu2cl::rt {

class Program;
namespace detail {
struct BuiltProgram;
}

/// Owns a cl_kernel (and keeps its program alive). Move-only: the kernel's arguments are state
/// that launch() sets, so two owners would overwrite each other's arguments.
///
/// A kernel of a program built for the sub-group backend also stands for the same kernel of an
/// emulated build of that program, which launch() uses for blocks that are not a multiple of
/// 32 work-items; a kernel of a program built without its pointers' offset additions
/// (cu2cl::Module's builds, -DCU2CL_ZERO_OFFSETS=1) stands for the same kernel of a build with
/// them, for launches with a pointer into the middle of its buffer. Each is built on first
/// need, then kept: see variantFor().
class Kernel {
public:
  /// One compiled form of the kernel: the program's own build, or a sibling.
  struct Variant {
    Handle<cl_kernel> kernel;
    Backend backend = Backend::emulated;
    /// Built with -DCU2CL_ZERO_OFFSETS=1: the offset companions are ignored.
    bool zeroOffsets = false;
    /// The largest block the kernel runs on the current device: CL_KERNEL_WORK_GROUP_SIZE,
    /// except on NVIDIA's driver, which reports 256 for every kernel (measured on an H100,
    /// even for an empty kernel: scripts/gpu/probes/workgroup_limit.sh) yet runs blocks up to
    /// CL_DEVICE_MAX_WORK_GROUP_SIZE; there the enqueue reports a block the kernel's
    /// resources cannot hold.
    std::size_t workGroupSize = 0;
    /// CL_KERNEL_LOCAL_MEM_SIZE before any argument was set.
    cl_ulong staticLocalMemSize = 0;
    /// CUDA threads per work-item: 32 for a warp form (`<name>__cu2cl_warps`, one work-item
    /// per warp, launched with blockDim.x / 32 work-items per group), else 1.
    unsigned lanesPerWorkItem = 1;
    /// This build's warp form, once looked up (warpFormOf()); null where it has none.
    std::unique_ptr<Variant> warpForm;
    bool warpFormLookedUp = false;
  };

  /// One parameter as the kernel's argument information (-cl-kernel-arg-info) describes it.
  struct Parameter {
    std::string name;     // CL_KERNEL_ARG_NAME, "" where the implementation keeps none
    std::string typeName; // CL_KERNEL_ARG_TYPE_NAME, e.g. "int", "float*"
    cl_kernel_arg_address_qualifier addressSpace = CL_KERNEL_ARG_ADDRESS_PRIVATE;
    /// `ulong <p>_cu2cl_offset` after a `__global`/`__constant` pointer `p`: the byte offset
    /// of the host's pointer into its allocation (docs/host-translation.md, kernel ABI).
    bool isOffset = false;
  };

  Kernel(Kernel &&) noexcept = default;
  Kernel &operator=(Kernel &&) noexcept = default;
  Kernel(const Kernel &) = delete;
  Kernel &operator=(const Kernel &) = delete;

  /// The cl_kernel of the program's own build.
  cl_kernel handle() const noexcept { return primary_.kernel.get(); }
  const std::string &name() const noexcept { return name_; }
  /// CL_KERNEL_NUM_ARGS.
  cl_uint numArgs() const noexcept { return numArgs_; }
  /// CL_KERNEL_WORK_GROUP_SIZE on the current device: the largest block this kernel can run.
  std::size_t workGroupSize() const noexcept { return primary_.workGroupSize; }
  /// CL_KERNEL_LOCAL_MEM_SIZE on the current device now. The standard says it includes the
  /// local-memory arguments set so far; some implementations (PoCL 5) leave them out.
  cl_ulong localMemSize() const;
  /// CL_KERNEL_LOCAL_MEM_SIZE when the kernel was created, before any argument was set: the
  /// kernel's own `__local` variables (CUDA's static `__shared__`).
  cl_ulong staticLocalMemSize() const noexcept { return primary_.staticLocalMemSize; }
  /// The device-library backend of the program's own build.
  Backend backend() const noexcept { return primary_.backend; }
  /// True if the last parameter is the warp scratch buffer cu2cl emits,
  /// `__local ulong *cu2cl_scratch` (from CL_KERNEL_ARG_NAME; the runtime builds every program
  /// with -cl-kernel-arg-info). launch() then appends it when it is not passed.
  bool takesWarpScratch() const noexcept { return takesWarpScratch_; }
  /// Every parameter, in order (numArgs() of them).
  const std::vector<Parameter> &parameters() const noexcept { return parameters_; }
  /// How many parameters are offset companions (Parameter::isOffset); launch() fills them.
  cl_uint offsetParameterCount() const noexcept { return offsetParameterCount_; }

  /// The variant a launch with blocks of `workGroupSize` work-items runs:
  /// launchBackend(backend(), workGroupSize) decides the backend, and `offsetsPassed` (a
  /// non-zero offset companion) needs a build that adds them. One not built yet is built now.
  /// Throws what building it throws.
  const Variant &variantFor(unsigned long long workGroupSize, bool offsetsPassed = false);

  /// The warp form of `variant` (a variant of this kernel): the kernel `<name>__cu2cl_warps`
  /// of the same build, which the translator writes for CPU devices (runtime/device/cu2cl/
  /// warp_form.h); `variant` itself where the build has none. Looked up once per build.
  const Variant &warpFormOf(const Variant &variant);

private:
  friend class Program;
  Kernel(Handle<cl_kernel> kernel, std::shared_ptr<const detail::BuiltProgram> program,
         std::string name);

  std::shared_ptr<const detail::BuiltProgram> program_;
  std::string name_;
  cl_uint numArgs_ = 0;
  bool takesWarpScratch_ = false;
  std::vector<Parameter> parameters_;
  cl_uint offsetParameterCount_ = 0;
  /// The program built as another variant (a sub-group build's emulated sibling, a build
  /// that adds the offsets).
  struct Rebuilt {
    std::shared_ptr<const detail::BuiltProgram> program;
    std::unique_ptr<Variant> variant;
  };
  const Variant &rebuilt(Backend backend, bool zeroOffsets);

  Variant primary_;
  std::vector<Rebuilt> rebuilt_;
};

} // namespace cu2cl::rt
