// The kernels of a file that other files may launch (cu2cl::KernelExport), as host code: what
// a CUDA kernel with external linkage is to the linker. docs/host-translation.md.
#pragma once

#include "DeviceProgram.h"

#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2cl {

/// The definitions of the exports of the kernels of \p Program that have external linkage (of
/// a template, its explicit instantiations), one line each, to follow the module's definition
/// in the host file; "" if there are none. A template's instantiation (or an inline kernel) is
/// weak, as its host stub is in CUDA.
std::string kernelExportDefinitions(const DeviceProgram &Program);

/// The host file of a CUDA file that has no host code but kernels that other files launch:
/// the runtime, the module of \p ClFileName and \p Exports.
std::string exportOnlyHostFile(llvm::StringRef ClFileName, llvm::StringRef Exports);

} // namespace cu2cl
