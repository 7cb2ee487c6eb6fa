#include "CudaFrontend.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace cu2cl {

std::string cudaHeaderDirectory(const char *Argv0) {
  std::string Executable = llvm::sys::fs::getMainExecutable(Argv0, (void *)&cudaHeaderDirectory);
  llvm::SmallString<256> Installed(llvm::sys::path::parent_path(Executable));
  llvm::sys::path::append(Installed, "..", "share", "cu2cl", "include");
  llvm::sys::path::remove_dots(Installed, true);
  if (llvm::sys::fs::exists(llvm::Twine(Installed) + "/cu2cl_cuda_runtime.h"))
    return std::string(Installed);
  return CU2CL_SOURCE_HEADER_DIR;
}

std::vector<std::string> cudaFrontendArguments(llvm::StringRef HeaderDirectory) {
  return {"-xcuda", "--cuda-device-only", "--cuda-gpu-arch=sm_90", "-nocudainc", "-nocudalib",
          "-Wno-unknown-cuda-version",
          // nvcc accepts `register` in C++17 code (Clang makes it an error by default).
          "-Wno-register", std::string("-resource-dir=") + CU2CL_CLANG_RESOURCE_DIR, "-isystem",
          HeaderDirectory.str(), "-include", "cu2cl_cuda_runtime.h",
          // Like the clang driver: the process ends right after, so the AST
          // is not freed piece by piece.
          "-Xclang", "-disable-free"};
}

bool isForeignCompilerArgument(llvm::StringRef Argument) {
  if (Argument == "-c" || Argument == "-dc" || Argument == "-dw")
    return true; // cu2cl only parses
  static const char *const Prefixes[] = {"-arch=",
                                         "--gpu-architecture",
                                         "-gencode",
                                         "--generate-code",
                                         "--expt-",
                                         "-Xcompiler",
                                         "--compiler-options",
                                         "-rdc",
                                         "--relocatable-device-code",
                                         "-lineinfo",
                                         "--use_fast_math",
                                         "-ccbin",
                                         "--compiler-bindir"};
  for (const char *Prefix : Prefixes)
    if (Argument.starts_with(Prefix))
      return true;
  return false;
}

} // namespace cu2cl
