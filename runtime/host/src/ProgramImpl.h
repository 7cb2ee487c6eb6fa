// Internal: what a built program keeps, shared by Program and Kernel.
#pragma once

#include "cu2cl/abi.h"
#include "cu2cl/runtime/Backend.h"
#include "cu2cl/runtime/Handle.h"

#include <memory>
#include <string>

namespace cu2cl::rt::detail {

struct BuiltProgram {
  Handle<cl_program> program;
  std::string displayName;
  /// The complete options passed to clBuildProgram.
  std::string options;
  std::string log;
  Backend backend = Backend::emulated;
  /// Built with -DCU2CL_ZERO_OFFSETS=1: translated kernels ignore their pointers' offset
  /// companions (ZeroOffsetsDefine).
  bool zeroOffsets = false;
  /// What the program was built from, to build it again as another variant.
  std::string source;
  /// The options without the backend's define and without ZeroOffsetsDefine.
  std::string optionsWithoutVariant;
};

/// The define that builds translated kernels without their pointers' offset additions
/// (`#if !CU2CL_ZERO_OFFSETS` in the kernel's prologue): only for launches whose pointer
/// arguments all start their buffers. cu2cl::Module builds with it and the launch switches to a
/// build without it when a pointer argument points into its buffer (Kernel::variantFor).
inline const std::string ZeroOffsetsDefine = std::string("-D") + abi::ZeroOffsetsMacro + "=1";

/// The same program built for `backend`, with or without ZeroOffsetsDefine, on the current
/// device (from the per-process cache where it was built before).
std::shared_ptr<const BuiltProgram> rebuildFor(const BuiltProgram &program, Backend backend,
                                               bool zeroOffsets);

} // namespace cu2cl::rt::detail
