// Parsing OpenCL C with the embedded device library, per build (OpenCLParse.h).
#include "OpenCLParse.h"

#include "cu2cl/abi.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallString.h"

#include <fmt/format.h>

namespace cu2cl {

using namespace clang;

namespace {

/// runtime/device/cu2cl/*.h, as {"cu2cl/name.h", contents} (rewriters/CMakeLists.txt).
const std::pair<const char *, const char *> DeviceLibraryFiles[] = {
#include "DeviceLibrary.inc"
};

constexpr const char *LibraryDirectory = "/cu2cl-device-library";

std::string define(const char *Macro, int Value) { return fmt::format("-D{}={}", Macro, Value); }

} // namespace

std::vector<std::string> openclArguments(llvm::StringRef LibraryDirectory,
                                         llvm::StringRef Standard) {
  return {"-xcl",
          ("-cl-std=" + Standard).str(),
          "-Xclang",
          "-fdeclare-opencl-builtins",
          "-Xclang",
          "-finclude-default-header",
          std::string("-resource-dir=") + CU2CL_CLANG_RESOURCE_DIR,
          "-I" + LibraryDirectory.str()};
}

const std::vector<DeviceBuild> &deviceBuilds() {
  // Each build also takes the other side of CU2CL_ZERO_OFFSETS from the one before, so that
  // both forms of the kernels' pointer offsets are parsed.
  static const std::vector<DeviceBuild> Builds = {
      {"the emulated backend on a CPU device",
       "EMULATED",
       "CL1.2",
       {define(abi::DeviceCpuMacro, 1), define(abi::NativeFlowMacro, 0),
        define(abi::ZeroOffsetsMacro, 0)}},
      {"the emulated backend on a GPU",
       "EMULATED",
       "CL1.2",
       {define(abi::DeviceCpuMacro, 0), define(abi::ZeroOffsetsMacro, 1)}},
      {"the subgroup backend on a CPU device",
       "SUBGROUP",
       "CL3.0",
       {"--target=spir64", "-Xclang",
        "-cl-ext=+cl_khr_subgroups,+cl_intel_subgroups,+cl_khr_subgroup_ballot,"
        "+__opencl_c_subgroups,+cl_khr_fp64,+__opencl_c_fp64,+cl_khr_int64_base_atomics,"
        "+cl_khr_int64_extended_atomics",
        define(abi::DeviceCpuMacro, 1), define(abi::ZeroOffsetsMacro, 0)}},
      {"the nvidia backend",
       "NVIDIA",
       "CL1.2",
       {"--target=nvptx64-nvidia-nvcl", "-Xclang",
        "-cl-ext=+cl_khr_fp64,+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics",
        define(abi::DeviceCpuMacro, 0), define(abi::ZeroOffsetsMacro, 1)}},
  };
  return Builds;
}

const DeviceBuild &warpFormBuild() { return deviceBuilds().front(); }

std::vector<std::string> buildArguments(const DeviceBuild &Build,
                                        llvm::StringRef LibraryDirectory) {
  std::vector<std::string> Arguments = openclArguments(LibraryDirectory, Build.Standard);
  Arguments.push_back(fmt::format("-D{}{}", abi::BackendMacroPrefix, Build.Backend));
  Arguments.insert(Arguments.end(), Build.Arguments.begin(), Build.Arguments.end());
  Arguments.push_back("-w");
  return Arguments;
}

std::unique_ptr<ParsedProgram> parseProgram(std::string Text, llvm::StringRef FileName,
                                            const DeviceBuild &Build,
                                            DiagnosticConsumer &Diagnostics) {
  auto Program = std::make_unique<ParsedProgram>();
  Program->Text = std::move(Text);
  for (const auto &[Name, Contents] : DeviceLibraryFiles)
    Program->Library.emplace_back(std::string(LibraryDirectory) + "/" + Name, Contents);
  Program->Unit = tooling::buildASTFromCodeWithArgs(
      Program->Text, buildArguments(Build, LibraryDirectory), ("/cu2cl-output/" + FileName).str(),
      // The driver takes its mode from the tool's name: "cu2cl" ends in "cl", clang-cl's.
      "clang", std::make_shared<PCHContainerOperations>(),
      tooling::getClangStripDependencyFileAdjuster(), Program->Library, &Diagnostics);
  if (!Program->Unit || Program->Unit->getDiagnostics().hasErrorOccurred())
    return nullptr;
  return Program;
}

void FirstError::HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Level < DiagnosticsEngine::Error || !Text.empty())
    return;
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  Text = Message.str().str();
  if (!Info.hasSourceManager() || Info.getLocation().isInvalid())
    return;
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Loc = SM.getSpellingLoc(Info.getLocation());
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(Loc), &Invalid);
  if (Invalid)
    return;
  unsigned Offset = SM.getFileOffset(Loc);
  size_t Begin = Buffer.rfind('\n', Offset);
  Begin = Begin == llvm::StringRef::npos ? 0 : Begin + 1;
  llvm::StringRef Line = Buffer.slice(Begin, Buffer.find('\n', Offset)).trim();
  if (Line.size() > 120)
    Line = Line.take_front(120);
  Text += " in `" + Line.str() + "`";
}

std::string buildError(llvm::StringRef Text, llvm::StringRef FileName, const DeviceBuild &Build) {
  FirstError First;
  if (parseProgram(Text.str(), FileName, Build, First))
    return "";
  return (First.Text.empty() ? std::string("it does not parse") : First.Text) + " (in " +
         Build.Name + ")";
}

std::string errorInOtherBuilds(llvm::StringRef Text, llvm::StringRef FileName) {
  for (const DeviceBuild &Build : deviceBuilds())
    if (&Build != &warpFormBuild())
      if (std::string Error = buildError(Text, FileName, Build); !Error.empty())
        return Error;
  return "";
}

} // namespace cu2cl
