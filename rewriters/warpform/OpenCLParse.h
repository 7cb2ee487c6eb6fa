// Parsing OpenCL C with the device library (runtime/device/cu2cl, compiled into the translator)
// as each backend's devices compile it: how the translator checks its own output before
// writing it, and how the warp form reads the program it rewrites.
#ifndef CU2CL_REWRITERS_OPENCLPARSE_H
#define CU2CL_REWRITERS_OPENCLPARSE_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>
#include <vector>

namespace cu2cl {

/// Clang's arguments for OpenCL C `Standard` ("CL1.2") with the device library's headers in
/// `LibraryDirectory` (`#include <cu2cl/device.h>`), before a build's defines.
std::vector<std::string> openclArguments(llvm::StringRef LibraryDirectory,
                                         llvm::StringRef Standard);

/// One way the runtime builds a translated program: a backend of the device library on a kind
/// of device (runtime/host/src/Program.cpp adds the same defines).
struct DeviceBuild {
  const char *Name;    ///< As a message names it: "the nvidia backend".
  const char *Backend; ///< The device library's backend: `CU2CL_BACKEND_<Backend>`.
  /// The OpenCL C version Clang parses (the sub-group built-ins are declared in Clang's header
  /// for OpenCL C 3.0 only; the devices build 1.2).
  const char *Standard;
  /// What this build adds to openclArguments and the backend's define: the other defines, and
  /// the target and extensions its
  /// devices have (the sub-group built-ins need SPIR and OpenCL C 3.0 in Clang's header, the
  /// nvidia backend's inline asm NVIDIA's PTX target).
  std::vector<std::string> Arguments;
};

/// The build the warp form parses: the emulated backend on a CPU device (where warp forms run).
const DeviceBuild &warpFormBuild();
/// Every build the runtime may make of a program, the warp form's first.
const std::vector<DeviceBuild> &deviceBuilds();
/// The arguments of `Build` with the library in `LibraryDirectory` (tests parse the library
/// from the source tree).
std::vector<std::string> buildArguments(const DeviceBuild &Build, llvm::StringRef LibraryDirectory);

/// A program parsed as OpenCL C with the device library. Clang's buffers point into Text and
/// Library, which therefore live as long as the AST (it is held by pointer, never moved).
struct ParsedProgram {
  std::string Text;
  clang::tooling::FileContentMappings Library;
  std::unique_ptr<clang::ASTUnit> Unit; // last: destroyed first
};

/// `Text` parsed as `Build` compiles it; null if it has errors (reported to `Diagnostics`).
std::unique_ptr<ParsedProgram> parseProgram(std::string Text, llvm::StringRef FileName,
                                            const DeviceBuild &Build,
                                            clang::DiagnosticConsumer &Diagnostics);

/// Keeps the first error of a parse, with the line of the program it is on.
class FirstError : public clang::DiagnosticConsumer {
public:
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;
  std::string Text;
};

/// "" if `Text` (a whole translated .cl file) parses in `Build`, else its first error with its
/// line and the build's name.
std::string buildError(llvm::StringRef Text, llvm::StringRef FileName, const DeviceBuild &Build);

/// "" if `Text` (a whole translated .cl file) compiles in every build but the warp form's
/// (which the warp form has parsed already), else the first error with its line and the build
/// it is in.
std::string errorInOtherBuilds(llvm::StringRef Text, llvm::StringRef FileName);

} // namespace cu2cl

#endif
