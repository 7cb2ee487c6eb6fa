// Internal: what a built program keeps, shared by Program and Kernel.
#pragma once

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
  /// What the program was built from, to build it again for another backend.
  std::string source;
  std::string optionsWithoutBackend;
};

/// The same program built for `backend` on the current device (from the per-process cache
/// where it was built before).
std::shared_ptr<const BuiltProgram> rebuildFor(const BuiltProgram &program, Backend backend);

} // namespace cu2cl::rt::detail
