// libFuzzer target over cu2cl's translation. Each input is the text of a .cu file; it is
// translated in-process from memory, with the Clang arguments of the cu2cl command
// (cudaFrontendArguments), through the same FrontendAction, and nothing is written. Errors
// and warnings about the input are expected; a crash, a sanitizer report, a hang or a leak is
// a bug, and so is a translation that succeeds with OpenCL C that some backend's build does
// not accept (the oracle). docs/reliability.md says how to run it and what it found.
#include "CudaFrontend.h"
#include "OpenCLParse.h"
#include "TranslationAction.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

const char *const InputName = "/cu2cl-fuzz/input.cu";

std::vector<std::string> &commandLine() {
  static std::vector<std::string> Args;
  return Args;
}

bool showDiagnostics() {
  static const bool Show = [] {
    const char *Value = std::getenv("CU2CL_FUZZ_DIAGNOSTICS");
    return Value && *Value && llvm::StringRef(Value) != "0";
  }();
  return Show;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv) {
  std::vector<std::string> &Args = commandLine();
  // The driver takes its mode from this name ("...cl" would be clang-cl's): the name
  // ClangTool and runToolOnCode give it.
  Args = {"clang-tool", "-fsyntax-only"};
  for (const std::string &Arg :
       cu2cl::cudaFrontendArguments(cu2cl::cudaHeaderDirectory((*Argv)[0]))) {
    // The command leaks the AST on purpose, as it exits right after; here each input's
    // translation must free everything, or the fuzzer would run out of memory.
    if (Arg == "-disable-free")
      Args.pop_back(); // its "-Xclang"
    else
      Args.push_back(Arg);
  }
  Args.push_back(InputName);
  (void)Argc;
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // The input exists only in memory, over the real file system that holds the CUDA headers.
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(InputName, 0,
                  llvm::MemoryBuffer::getMemBufferCopy(
                      llvm::StringRef(reinterpret_cast<const char *>(Data), Size), InputName));
  auto Overlay =
      llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
  Overlay->pushOverlay(Memory);
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(clang::FileSystemOptions(), Overlay);

  cu2cl::TranslationOptions Options;
  Options.WriteOutputs = false;
  cu2cl::TranslationActionFactory Factory(Options);
  clang::tooling::ToolInvocation Invocation(commandLine(), Factory.create(), Files.get());
  // The diagnostics are the translation's normal output, not findings; CU2CL_FUZZ_DIAGNOSTICS=1
  // shows them (to see what an input does when it is replayed).
  clang::IgnoringDiagConsumer Quiet;
  if (!showDiagnostics())
    Invocation.setDiagnosticConsumer(&Quiet);
  const bool Translated = Invocation.run();
  // The oracle: OpenCL C that cu2cl would have written parses in every device build.
  for (const cu2cl::FileOutcome &Outcome : Factory.outcomes()) {
    if (!Translated || Outcome.Device.empty())
      continue;
    for (const cu2cl::DeviceBuild &Build : cu2cl::deviceBuilds()) {
      if (std::string Error = cu2cl::buildError(Outcome.Device, "fuzz.cl", Build); !Error.empty()) {
        std::fprintf(stderr,
                     "cu2cl-fuzz: the translation succeeded, but its OpenCL C does not build: %s\n",
                     Error.c_str());
        std::abort();
      }
    }
  }
  return 0;
}
