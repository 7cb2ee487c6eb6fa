// cu2cl-cc: builds a CUDA program into an executable that runs on OpenCL, the way
// `nvcc prog.cu -o prog` builds one that runs on CUDA.
//
//   cu2cl-cc prog.cu -o prog [-O0..3] [-g] [-I dir] [-D X[=Y]] [-std=c++NN] [-L dir] [-l lib]
//            [-v] [--keep-intermediates | -save-temps] [-Xcompiler arg] [-Xcu2cl arg]
//
// 1. The cu2cl next to this program translates prog.cu into prog.cl and prog.host.cpp, in a
//    private temporary directory (kept with --keep-intermediates).
// 2. prog.embed.cpp embeds prog.cl and registers it with cu2cl::EmbeddedSource, so the
//    executable needs no .cl file beside it (docs/host-translation.md).
// 3. The C++ compiler CMake used (or $CXX) compiles both and links the host runtime
//    (cu2cl_runtime) and OpenCL: from the build tree when this program runs from it, else from
//    the installation it belongs to (../include, ../lib).
//
// Exit codes: 0 built; 1 translation, compilation or linking failed; 2 bad invocation.
// The output is linked under a temporary name and renamed, so a failed build never leaves a
// half-written executable.
//
// Only LLVM's Support library: the translator runs as a separate program.

#include "cu2cl_cc_config.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace cl = llvm::cl;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

enum ExitCode { Built = 0, BuildFailed = 1, BadInvocation = 2 };

cl::OptionCategory Category("cu2cl-cc options");

cl::opt<std::string> Input(cl::Positional, cl::desc("<input.cu>"), cl::cat(Category));
cl::opt<std::string> Output("o", cl::desc("Executable to write (default a.out)"),
                            cl::value_desc("file"), cl::init("a.out"), cl::cat(Category));
cl::opt<std::string> OptLevel("O", cl::desc("Host code optimisation level: -O0, -O1, -O2, -O3"),
                              cl::value_desc("level"), cl::Prefix, cl::ValueOptional,
                              cl::cat(Category));
cl::opt<bool> Debug("g", cl::desc("Debug information for the host code"), cl::cat(Category));
cl::list<std::string> IncludeDirs("I", cl::desc("Add a directory to the include path"),
                                  cl::value_desc("dir"), cl::Prefix, cl::cat(Category));
cl::list<std::string> Defines("D", cl::desc("Define a macro"), cl::value_desc("X[=Y]"), cl::Prefix,
                              cl::cat(Category));
cl::opt<std::string> Standard("std", cl::desc("C++ standard: c++11 ... c++23 (default c++17)"),
                              cl::value_desc("c++NN"), cl::cat(Category));
cl::opt<bool> Keep("keep-intermediates",
                   cl::desc("Keep the translated and generated files (their directory is "
                            "printed)"),
                   cl::cat(Category));
cl::alias SaveTemps("save-temps", cl::desc("Alias for --keep-intermediates"), cl::aliasopt(Keep),
                    cl::NotHidden);
cl::opt<bool> Verbose("v", cl::desc("Print each command before running it"), cl::cat(Category));
cl::list<std::string> CompilerArgs("Xcompiler",
                                   cl::desc("Pass an argument to the C++ compiler (compiling "
                                            "and linking)"),
                                   cl::value_desc("arg"), cl::cat(Category));
cl::list<std::string> LibraryDirs("L", cl::desc("Add a directory to the library search path"),
                                  cl::value_desc("dir"), cl::Prefix, cl::cat(Category));
cl::list<std::string> Libraries("l", cl::desc("Link a library"), cl::value_desc("name"), cl::Prefix,
                                cl::cat(Category));
cl::list<std::string> TranslatorArgs("Xcu2cl", cl::desc("Pass an option to cu2cl"),
                                     cl::value_desc("arg"), cl::cat(Category));
cl::opt<std::string> TranslatorPath("cu2cl",
                                    cl::desc("The translator to run (default: the cu2cl beside "
                                             "cu2cl-cc)"),
                                    cl::value_desc("path"), cl::cat(Category));
// Makefiles written for nvcc name a GPU architecture; here the OpenCL device is chosen when the
// program runs, so the option is accepted and has no effect.
cl::opt<std::string> Arch("arch", cl::desc("Accepted for nvcc compatibility; no effect"),
                          cl::value_desc("sm_NN"), cl::cat(Category));

const char *const Overview = R"(cu2cl-cc: build a CUDA program into an OpenCL executable

Translates the program with cu2cl, embeds the OpenCL C, compiles the host code with the
C++ compiler ($CXX, else the one cu2cl-cc was built with) and links the cu2cl runtime.

Exit codes: 0 built, 1 translation, compilation or linking failed, 2 bad invocation.
)";

void error(const llvm::Twine &Message) {
  llvm::WithColor::error(llvm::errs(), "cu2cl-cc") << Message << "\n";
}

void note(const llvm::Twine &Message) {
  llvm::WithColor::note(llvm::errs(), "cu2cl-cc") << Message << "\n";
}

/// One argument as a POSIX shell would need it, for -v output that can be pasted.
std::string shellQuoted(llvm::StringRef Arg) {
  if (!Arg.empty() &&
      Arg.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                            "_-+=/.,:@%") == llvm::StringRef::npos)
    return Arg.str();
  std::string Quoted = "'";
  for (char C : Arg)
    Quoted += C == '\'' ? std::string("'\\''") : std::string(1, C);
  return Quoted + "'";
}

/// Runs a command (Argv[0] is the program's path), output going to ours. With -v the command
/// is printed first. Returns its exit status; says what failed when it is not 0.
int runCommand(const std::vector<std::string> &Argv, const llvm::Twine &What) {
  if (Verbose) {
    std::string Line;
    for (const std::string &Arg : Argv)
      Line += (Line.empty() ? "" : " ") + shellQuoted(Arg);
    llvm::errs() << Line << "\n";
  }
  std::vector<llvm::StringRef> Refs(Argv.begin(), Argv.end());
  std::string Message;
  bool CouldNotRun = false;
  int Status =
      llvm::sys::ExecuteAndWait(Argv[0], Refs, std::nullopt, {}, 0, 0, &Message, &CouldNotRun);
  if (CouldNotRun)
    error(What + ": cannot run '" + Argv[0] + "': " + Message);
  else if (Status < 0)
    error(What + ": '" + Argv[0] + "' " + (Message.empty() ? "crashed" : Message));
  else if (Status != 0)
    error(What + " failed (exit code " + llvm::Twine(Status) + ")" +
          (Verbose ? "" : "; -v shows the commands"));
  return CouldNotRun ? -1 : Status;
}

/// The text as the body of a C++ raw string literal, or std::nullopt when a raw string would
/// not carry it byte for byte (a NUL; carriage returns, which compilers may turn into newlines;
/// bytes that are not UTF-8, which compilers may reject in a literal).
std::optional<std::string> rawStringLiteral(llvm::StringRef Text) {
  const auto *Begin = reinterpret_cast<const llvm::UTF8 *>(Text.data());
  if (Text.contains('\0') || Text.contains('\r') ||
      !llvm::isLegalUTF8String(&Begin, Begin + Text.size()))
    return std::nullopt;
  // A delimiter whose closing sequence does not occur in the text.
  std::string Delimiter = "cu2cl";
  for (unsigned N = 0; Text.contains(")" + Delimiter + "\""); ++N)
    Delimiter = "cu2cl" + std::to_string(N);
  return "R\"" + Delimiter + "(" + Text.str() + ")" + Delimiter + "\"";
}

/// The text as a brace-enclosed list of bytes with a terminating 0, for any content.
std::string byteArrayInitializer(llvm::StringRef Text) {
  std::string Out = "{";
  for (size_t I = 0; I < Text.size(); ++I)
    Out +=
        (I % 16 == 0 ? "\n    " : " ") + std::to_string(static_cast<unsigned char>(Text[I])) + ",";
  return Out + "\n    0}";
}

/// A C string literal (with quotes) for a name such as a file name.
std::string cStringLiteral(llvm::StringRef Text) {
  std::string Out = "\"";
  for (unsigned char C : Text) {
    if (C == '"' || C == '\\')
      Out += {'\\', static_cast<char>(C)};
    else if (C >= 0x20 && C < 0x7f)
      Out += static_cast<char>(C);
    else // octal escapes stop after three digits, so the next character cannot join them
      Out += {'\\', static_cast<char>('0' + (C >> 6)), static_cast<char>('0' + ((C >> 3) & 7)),
              static_cast<char>('0' + (C & 7))};
  }
  return Out + "\"";
}

/// prog.embed.cpp: the device program as a string, registered under the name the host file's
/// cu2cl::Module asks for.
std::string embeddingSource(llvm::StringRef ModuleName, llvm::StringRef DeviceCode) {
  std::string Literal;
  if (std::optional<std::string> Raw = rawStringLiteral(DeviceCode))
    Literal = "static const char cu2cl_embedded_text[] =\n" + *Raw + ";\n";
  else
    Literal =
        "static const unsigned char cu2cl_embedded_bytes[] = " + byteArrayInitializer(DeviceCode) +
        ";\nstatic const char *const cu2cl_embedded_text =\n"
        "    reinterpret_cast<const char *>(cu2cl_embedded_bytes);\n";
  return "// Generated by cu2cl-cc: " + ModuleName.str() +
         " inside the executable, found by cu2cl::Module before any file.\n"
         "#include <cu2cl/cuda_api.h>\n\n" +
         Literal + "\nstatic cu2cl::EmbeddedSource cu2cl_embedded(" + cStringLiteral(ModuleName) +
         ", cu2cl_embedded_text);\n";
}

/// Where the runtime's headers and library are, for one layout (build tree or installation).
struct RuntimeLayout {
  std::string Name;
  std::vector<std::string> IncludeDirs;
  std::string Library;
};

std::vector<std::string> nonEmpty(std::initializer_list<const char *> Items) {
  std::vector<std::string> Out;
  for (const char *Item : Items)
    if (*Item)
      Out.push_back(Item);
  return Out;
}

/// The build tree's runtime when this executable is the build tree's (or the installation's
/// is missing), else the installation's; std::nullopt when neither library exists.
std::optional<RuntimeLayout> findRuntime(llvm::StringRef ExeDir) {
  RuntimeLayout BuildTree{"build tree", nonEmpty({CU2CL_CC_BUILD_INCLUDE_DIRS}),
                          CU2CL_CC_BUILD_LIBRARY};

  auto FromExe = [&](llvm::StringRef Relative) {
    llvm::SmallString<256> P(ExeDir);
    path::append(P, Relative);
    path::remove_dots(P, /*remove_dot_dot=*/true);
    return std::string(P);
  };
  RuntimeLayout Installed{"installation", {FromExe(CU2CL_CC_INSTALLED_INCLUDE_DIR)}, ""};
  for (const std::string &Dir : nonEmpty({CU2CL_CC_OPENCL_INCLUDE_DIRS}))
    Installed.IncludeDirs.push_back(Dir);
  llvm::SmallString<256> Library(FromExe(CU2CL_CC_INSTALLED_LIBRARY_DIR));
  path::append(Library, CU2CL_CC_LIBRARY_FILE_NAME);
  Installed.Library = std::string(Library);

  bool InBuildTree = fs::equivalent(ExeDir, CU2CL_CC_BUILD_BIN_DIR);
  const RuntimeLayout *Order[] = {InBuildTree ? &BuildTree : &Installed,
                                  InBuildTree ? &Installed : &BuildTree};
  for (const RuntimeLayout *Candidate : Order)
    if (fs::exists(Candidate->Library))
      return *Candidate;
  error("the cu2cl runtime library is missing: looked for '" + Installed.Library + "' and '" +
        BuildTree.Library + "'");
  return std::nullopt;
}

/// The C++ compiler's command prefix: $CXX (which may carry arguments, as in "ccache g++"),
/// else the compiler CMake configured. Empty when it cannot be found.
std::vector<std::string> compilerCommand() {
  std::vector<std::string> Command;
  if (const char *Env = std::getenv("CXX"); Env && *Env) {
    llvm::SmallVector<llvm::StringRef, 4> Words;
    llvm::StringRef(Env).split(Words, ' ', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef Word : Words)
      Command.push_back(Word.str());
  }
  if (Command.empty())
    Command.push_back(CU2CL_CC_CXX_COMPILER);
  if (!path::is_absolute(Command[0]) && !path::has_parent_path(Command[0])) {
    llvm::ErrorOr<std::string> Found = llvm::sys::findProgramByName(Command[0]);
    if (!Found) {
      error("C++ compiler '" + Command[0] + "' not found in PATH");
      return {};
    }
    Command[0] = *Found;
  }
  return Command;
}

/// The -std= value for the translator (the user's) and for the host compiler (at least C++17,
/// which the runtime's headers need). Empty on a value cu2cl-cc does not know.
std::pair<std::string, std::string> standards() {
  if (Standard.empty())
    return {"c++17", "c++17"};
  llvm::StringRef S = Standard;
  llvm::StringRef Flavour = S.starts_with("gnu++") ? "gnu++" : "c++";
  unsigned Year = 0;
  if (!S.consume_front(Flavour) || S.getAsInteger(10, Year) ||
      !llvm::is_contained({11u, 14u, 17u, 20u, 23u}, Year))
    return {"", ""};
  return {Standard, Year < 17 ? (Flavour + "17").str() : Standard.getValue()};
}

/// Checks the command line; returns a problem to report (exit code 2) or "".
std::string checkInvocation() {
  if (Input.empty())
    return "no input file";
  if (!fs::exists(Input))
    return "cannot read '" + Input + "': No such file or directory";
  if (fs::is_directory(Input))
    return "'" + Input + "' is a directory, not a CUDA source file";
  if (Output.empty())
    return "-o needs a file name";
  if (fs::exists(Output) && fs::equivalent(Input, Output))
    return "the output '" + Output + "' would overwrite the input";
  if (fs::is_directory(Output))
    return "the output '" + Output + "' is a directory";
  llvm::StringRef OutputDir = path::parent_path(Output);
  if (!OutputDir.empty() && !fs::is_directory(OutputDir))
    return "cannot write '" + Output + "': directory '" + OutputDir.str() + "' does not exist";
  if (!OptLevel.empty() && !llvm::is_contained({"0", "1", "2", "3"}, OptLevel.getValue()))
    return "unknown optimisation level '-O" + OptLevel + "' (use -O0, -O1, -O2 or -O3)";
  if (standards().first.empty())
    return "unknown standard '-std=" + Standard + "' (use c++11, c++14, c++17, c++20 or c++23)";
  return "";
}

/// A private directory for the intermediate files (others cannot read or replace them).
std::optional<std::string> makeWorkDirectory() {
  for (int Attempt = 0; Attempt < 16; ++Attempt) {
    llvm::SmallString<256> Dir;
    if (std::error_code EC = fs::getPotentiallyUniqueTempFileName("cu2cl-cc", "", Dir)) {
      error("cannot name a temporary directory: " + EC.message());
      return std::nullopt;
    }
    std::error_code EC = fs::create_directory(Dir, /*IgnoreExisting=*/false, fs::owner_all);
    if (!EC)
      return std::string(Dir);
    if (EC != std::errc::file_exists) {
      error("cannot create '" + Dir + "': " + EC.message());
      return std::nullopt;
    }
  }
  error("cannot create a temporary directory");
  return std::nullopt;
}

/// The whole build, in the work directory. Returns the exit code.
int build(llvm::StringRef WorkDir, llvm::StringRef ExeDir) {
  std::string Stem = path::stem(Input).str();
  auto InWork = [&](llvm::StringRef Suffix) {
    llvm::SmallString<256> P(WorkDir);
    path::append(P, Stem + Suffix);
    return std::string(P);
  };
  std::string DeviceFile = InWork(".cl"), HostFile = InWork(".host.cpp"),
              EmbedFile = InWork(".embed.cpp"), HostObject = InWork(".host.o"),
              EmbedObject = InWork(".embed.o");
  // An interrupted build leaves nothing of these behind.
  for (const std::string &File : {DeviceFile, HostFile, EmbedFile, HostObject, EmbedObject})
    llvm::sys::RemoveFileOnSignal(File);

  // 1. Translate. cu2cl's diagnostics go straight to our error output.
  llvm::SmallString<256> Translator(ExeDir);
  path::append(Translator, "cu2cl");
  if (!TranslatorPath.empty())
    Translator = TranslatorPath;
  auto [TranslationStd, HostStd] = standards();
  std::vector<std::string> Translate = {std::string(Translator), Input, "-o",
                                        (WorkDir + "/").str()};
  Translate.insert(Translate.end(), TranslatorArgs.begin(), TranslatorArgs.end());
  Translate.push_back("--");
  for (const std::string &Dir : IncludeDirs)
    Translate.push_back("-I" + Dir);
  for (const std::string &Define : Defines)
    Translate.push_back("-D" + Define);
  Translate.push_back("-std=" + TranslationStd);
  if (int Status = runCommand(Translate, "translation"); Status != 0)
    return Status == BadInvocation ? BadInvocation : BuildFailed; // cu2cl's own code
  if (!fs::exists(HostFile)) {
    error("cu2cl wrote no host file for '" + Input + "' (it has no host code): nothing to link");
    return BuildFailed;
  }

  // 2. Embed the device program.
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> DeviceCode =
      llvm::MemoryBuffer::getFile(DeviceFile, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!DeviceCode) {
    error("cannot read the translation '" + DeviceFile + "': " + DeviceCode.getError().message());
    return BuildFailed;
  }
  {
    std::error_code EC;
    llvm::raw_fd_ostream Out(EmbedFile, EC);
    if (!EC)
      Out << embeddingSource(Stem + ".cl", (*DeviceCode)->getBuffer());
    Out.close();
    if (EC || Out.has_error()) {
      error("cannot write '" + EmbedFile + "': " + (EC ? EC : Out.error()).message());
      Out.clear_error();
      return BuildFailed;
    }
  }

  // 3. Compile and link.
  std::optional<RuntimeLayout> Runtime = findRuntime(ExeDir);
  std::vector<std::string> Compiler = compilerCommand();
  if (!Runtime || Compiler.empty())
    return BuildFailed;
  if (Verbose)
    note("runtime from the " + Runtime->Name + ": " + Runtime->Library);

  std::vector<std::string> CompileFlags = {"-std=" + HostStd};
  // A runtime built with sanitizers (CU2CL_SANITIZE) needs them in the program too; last, so
  // that the commands read as without them.
  std::vector<std::string> SanitizerFlags = nonEmpty({CU2CL_CC_SANITIZER_FLAGS});
  if (OptLevel.getNumOccurrences())
    CompileFlags.push_back("-O" + OptLevel); // -O alone: the compiler's meaning (-O1)
  if (Debug)
    CompileFlags.push_back("-g");
  for (const std::string &Define : Defines)
    CompileFlags.push_back("-D" + Define);
  for (const char *Define : {CU2CL_CC_RUNTIME_DEFINITIONS})
    if (*Define)
      CompileFlags.push_back(std::string("-D") + Define);
  // The host file moved to the work directory: its #include "x.h" must still find the
  // headers beside the original source.
  llvm::SmallString<256> SourceDir(Input);
  fs::make_absolute(SourceDir);
  path::remove_filename(SourceDir);
  CompileFlags.insert(CompileFlags.end(), {"-iquote", std::string(SourceDir)});
  for (const std::string &Dir : IncludeDirs)
    CompileFlags.push_back("-I" + Dir);
  for (const std::string &Dir : Runtime->IncludeDirs)
    if (!llvm::is_contained({CU2CL_CC_IMPLICIT_INCLUDE_DIRS}, llvm::StringRef(Dir)))
      CompileFlags.push_back("-I" + Dir); // an implicit one given by -I would change its order
  CompileFlags.insert(CompileFlags.end(), CompilerArgs.begin(), CompilerArgs.end());

  for (auto [Source, Object] :
       {std::pair(HostFile, HostObject), std::pair(EmbedFile, EmbedObject)}) {
    std::vector<std::string> Compile = Compiler;
    Compile.insert(Compile.end(), CompileFlags.begin(), CompileFlags.end());
    Compile.insert(Compile.end(), {"-c", Source, "-o", Object});
    Compile.insert(Compile.end(), SanitizerFlags.begin(), SanitizerFlags.end());
    if (runCommand(Compile, "compiling " + path::filename(Source)) != 0) {
      if (!Keep)
        note("--keep-intermediates keeps the translated files");
      return BuildFailed;
    }
  }

  // Linked under a temporary name beside the output, then renamed over it.
  llvm::SmallString<256> Partial(path::parent_path(Output));
  path::append(Partial, "." + path::filename(Output) + ".cu2cl-cc-%%%%%%");
  if (std::error_code EC = fs::getPotentiallyUniqueFileName(Partial, Partial)) {
    error("cannot name a temporary file beside '" + Output + "': " + EC.message());
    return BuildFailed;
  }
  llvm::sys::RemoveFileOnSignal(Partial);
  std::vector<std::string> Link = Compiler;
  if (Debug)
    Link.push_back("-g");
  Link.insert(Link.end(), SanitizerFlags.begin(), SanitizerFlags.end());
  Link.insert(Link.end(), {HostObject, EmbedObject, "-o", std::string(Partial), Runtime->Library});
  if (llvm::StringRef(Runtime->Library).ends_with(".so")) // a shared runtime: found at run time
    Link.push_back(("-Wl,-rpath," + path::parent_path(Runtime->Library)).str());
  for (const char *Library : {CU2CL_CC_LINK_LIBRARIES})
    if (*Library)
      Link.push_back(Library);
  // After the objects: with --as-needed a library named before them would be dropped.
  for (const std::string &Dir : LibraryDirs)
    Link.push_back("-L" + Dir);
  for (const std::string &Library : Libraries)
    Link.push_back("-l" + Library);
  Link.insert(Link.end(), CompilerArgs.begin(), CompilerArgs.end());
  if (runCommand(Link, "linking") != 0) {
    fs::remove(Partial);
    return BuildFailed;
  }
  if (std::error_code EC = fs::rename(Partial, Output)) {
    error("cannot write '" + Output + "': " + EC.message());
    fs::remove(Partial);
    return BuildFailed;
  }
  llvm::sys::DontRemoveFileOnSignal(Partial);
  return Built;
}

} // namespace

int main(int Argc, const char **Argv) {
  llvm::sys::PrintStackTraceOnErrorSignal(Argv[0]);
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](llvm::raw_ostream &OS) { OS << "cu2cl-cc " << CU2CL_VERSION << "\n"; });
  if (!cl::ParseCommandLineOptions(Argc, Argv, Overview, &llvm::errs()))
    return BadInvocation; // the parser has said what was wrong
  if (std::string Problem = checkInvocation(); !Problem.empty()) {
    error(Problem);
    return BadInvocation;
  }
  if (Verbose && !Arch.empty())
    note("-arch=" + Arch + " has no effect: the OpenCL device is chosen at run time");

  static int AddressInThisProgram;
  std::string Exe = fs::getMainExecutable(Argv[0], &AddressInThisProgram);
  std::string ExeDir = path::parent_path(Exe).str();
  std::optional<std::string> WorkDir = makeWorkDirectory();
  if (!WorkDir)
    return BuildFailed;
  int Status = build(*WorkDir, ExeDir);
  if (Keep)
    note("intermediate files kept in " + *WorkDir);
  else
    fs::remove_directories(*WorkDir);
  return Status;
}
