// How cu2cl asks Clang to parse CUDA: device-side, with cu2cl's own CUDA
// headers and none of an installed CUDA SDK.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace cu2cl {

/// The folder of cu2cl's CUDA declaration headers: beside the executable
/// (../share/cu2cl/include), else the source tree's copy.
std::string cudaHeaderDirectory(const char *Argv0);

/// Arguments put in front of every compile command.
std::vector<std::string> cudaFrontendArguments(llvm::StringRef HeaderDirectory);

/// Arguments of nvcc or of other compilers that Clang would reject; dropped
/// from compile commands taken from a compilation database.
bool isForeignCompilerArgument(llvm::StringRef Argument);

} // namespace cu2cl
