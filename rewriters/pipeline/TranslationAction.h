// Translates one CUDA translation unit: parse (Clang), rewrite the host code
// (HostCodeRewriter), analyse (DeviceProgram), emit (DeviceCodeEmitter),
// format, and write the .cl file and the .host.cpp file only if nothing went
// wrong.
#pragma once

#include "Diagnostics.h"

#include "clang/Tooling/Tooling.h"

#include <map>
#include <string>
#include <vector>

namespace cu2cl {

struct TranslationOptions {
  std::string OutputDirectory; ///< "" = next to the input.
  std::string OutputFile;      ///< Set when -o names a single .cl file.
  WarningOptions Warnings;
  /// "" lets the runtime choose the device library's backend per device;
  /// "emulated", "subgroup" or "nvidia" fixes it in the emitted file.
  std::string DeviceBackend;
  /// false: every floating-point rounding as written (cu2cl --fmad=false, nvcc -fmad=false).
  bool FuseMultiplyAdd = true;
  /// false translates without writing anything (the fuzzer).
  bool WriteOutputs = true;
};

struct FileOutcome {
  std::string Input;
  std::string Output;     ///< The .cl file.
  std::string HostOutput; ///< The .host.cpp file; "" when the input has no host code.
  bool Written = false;   ///< Every output was written.
  std::string Problem;    ///< Why nothing was written, when not because of diagnostics.
  /// The translated OpenCL C, kept when nothing is written (the fuzzer's oracle).
  std::string Device;
};

/// The host file that goes with the device file \p ClPath: `X.cl` -> `X.host.cpp`.
std::string hostOutputPathFor(llvm::StringRef ClPath);

class TranslationActionFactory : public clang::tooling::FrontendActionFactory {
public:
  explicit TranslationActionFactory(const TranslationOptions &Options) : Options(Options) {}
  std::unique_ptr<clang::FrontendAction> create() override;
  /// Translates one compile command's file, unless Clang's driver has reported errors in its
  /// arguments: ClangTool reports them (an unknown argument, a bad -std=) and runs the file
  /// without them. Then the file fails with an outcome that says so.
  bool runInvocation(std::shared_ptr<clang::CompilerInvocation> Invocation,
                     clang::FileManager *Files,
                     std::shared_ptr<clang::PCHContainerOperations> PCHContainerOps,
                     clang::DiagnosticConsumer *DiagConsumer) override;

  const std::vector<FileOutcome> &outcomes() const { return Outcomes; }

  /// A file whose translation needs edits of its sources first (warp-synchronous code that
  /// cu2cl orders with __syncwarp, LockstepAccesses.h) is parsed a second time with them
  /// applied. The first parse has said all there is to say: the second reports only errors.
  struct SecondParse {
    bool Running = false;
    std::map<std::string, std::string> EditedFiles; ///< Real path -> edited text.
  };

private:
  const TranslationOptions &Options;
  std::vector<FileOutcome> Outcomes;
  SecondParse Rerun;
};

} // namespace cu2cl
