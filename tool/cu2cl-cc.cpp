// cu2cl-cc: builds a CUDA program into an executable that runs on OpenCL, the way nvcc builds
// one that runs on CUDA, and takes nvcc's place in a Makefile.
//
//   cu2cl-cc [-c] input... [-o file] [-O0..3] [-g] [-I dir] [-D X[=Y]] [-U X] [-std=c++NN]
//            [-L dir] [-l lib] [-Xcompiler a,b] [-Xlinker a,b] [-MD|-MMD [-MF f] [-MT t] [-MP]]
//            [-v] [--keep-intermediates | -save-temps] [-Xcu2cl arg] [nvcc's GPU options]
//
// Inputs: .cu files are CUDA (translated); .cpp/.cc/.cxx/.C and .c are host code, compiled by
// the C++ compiler (.c as C); .o, .a and .so go to the link. -x cu|c++|c makes every input
// that is not one of those three a file of that language.
//
// For each .cu file:
// 1. The cu2cl next to this program translates prog.cu into prog.cl and prog.host.cpp, in a
//    private temporary directory (kept with --keep-intermediates).
// 2. prog.embed.cpp embeds prog.cl and registers it with cu2cl::EmbeddedSource, so the
//    executable needs no .cl file beside it (docs/host-translation.md).
// 3. The C++ compiler CMake used (or $CXX, or -ccbin) compiles both. With -c they become one
//    relocatable object (`c++ -r`), so the object carries its host code and its OpenCL program
//    together: linking it (also from an archive, where the linker takes the object whole when
//    the host code is used) brings the program's registration with it.
// Without -c, all objects are linked with the host runtime (cu2cl_runtime) and OpenCL: from the
// build tree when this program runs from it, else from the installation it belongs to
// (../include, ../lib). Each .cu file keeps its own OpenCL program, named after the file
// (prog.cl): two .cu files of one program need different names, and a kernel is launched from
// the .cu file that defines it (nvcc's -rdc=true, device code across files, is not supported).
//
// nvcc's options about the GPU (-arch, -code, -gencode, -lineinfo, --extended-lambda, ...) are
// accepted and have no effect (-v says so): the OpenCL device is chosen when the program runs.
// Other options cu2cl-cc does not know are refused, as nvcc refuses them (exit code 2).
//
// Exit codes: 0 built; 1 translation, compilation or linking failed; 2 bad invocation.
// Outputs (executables, objects, dependency files) are written under a temporary name and
// renamed, so a failed build never leaves a half-written one.
//
// Only LLVM's Support library: the translator runs as a separate program.

#include "cu2cl_cc_config.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cl = llvm::cl;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

enum ExitCode { Built = 0, BuildFailed = 1, BadInvocation = 2 };

cl::OptionCategory Category("cu2cl-cc options");
cl::OptionCategory NvccCategory("nvcc's options (for Makefiles written for nvcc)");

cl::list<std::string> Inputs(cl::Positional,
                             cl::desc("<inputs: .cu, .cpp/.cc/.cxx/.C, .c, .o, .a, .so>"),
                             cl::cat(Category));
cl::opt<std::string> Output("o",
                            cl::desc("File to write (default a.out; with -c, the input's name "
                                     "with .o, in the current directory)"),
                            cl::value_desc("file"), cl::cat(Category));
cl::opt<bool> CompileOnly("c", cl::desc("Compile each input into an object; do not link"),
                          cl::cat(Category));
cl::opt<std::string> OptLevel("O", cl::desc("Host code optimisation level: -O0, -O1, -O2, -O3"),
                              cl::value_desc("level"), cl::Prefix, cl::ValueOptional,
                              cl::cat(Category));
cl::opt<bool> Debug("g", cl::desc("Debug information for the host code"), cl::cat(Category));
cl::list<std::string> IncludeDirs("I", cl::desc("Add a directory to the include path"),
                                  cl::value_desc("dir"), cl::Prefix, cl::cat(Category));
cl::list<std::string> Defines("D", cl::desc("Define a macro"), cl::value_desc("X[=Y]"), cl::Prefix,
                              cl::cat(Category));
cl::list<std::string> Undefines("U", cl::desc("Undefine a macro"), cl::value_desc("X"), cl::Prefix,
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
                                   cl::desc("Pass arguments to the C++ compiler (compiling and "
                                            "linking); a,b passes a and b"),
                                   cl::value_desc("a,b"), cl::cat(Category));
cl::alias CompilerOptions("compiler-options", cl::desc("Alias for -Xcompiler"),
                          cl::aliasopt(CompilerArgs), cl::NotHidden);
cl::list<std::string> LinkerArgs("Xlinker",
                                 cl::desc("Pass arguments to the linker; a,b passes a and b"),
                                 cl::value_desc("a,b"), cl::cat(Category));
cl::alias LinkerOptions("linker-options", cl::desc("Alias for -Xlinker"), cl::aliasopt(LinkerArgs),
                        cl::NotHidden);
cl::list<std::string> LibraryDirs("L", cl::desc("Add a directory to the library search path"),
                                  cl::value_desc("dir"), cl::Prefix, cl::cat(Category));
cl::list<std::string> Libraries("l", cl::desc("Link a library"), cl::value_desc("name"), cl::Prefix,
                                cl::cat(Category));
cl::opt<std::string> Language("x",
                              cl::desc("Language of the inputs that are not .o/.a/.so, whatever "
                                       "their names: cu, c++ or c"),
                              cl::value_desc("language"), cl::cat(Category));
cl::opt<bool> Dependencies("MD",
                           cl::desc("With -c, also write a Makefile rule of the object's "
                                    "dependencies (to -MF, default the object's name with .d)"),
                           cl::cat(Category));
cl::opt<bool> UserDependencies("MMD", cl::desc("As -MD, without system headers"),
                               cl::cat(Category));
cl::opt<std::string> DependencyFile("MF", cl::desc("The file -MD writes"), cl::value_desc("file"),
                                    cl::cat(Category));
cl::list<std::string> DependencyTargets("MT",
                                        cl::desc("The target of -MD's rule (default the object)"),
                                        cl::value_desc("target"), cl::cat(Category));
cl::opt<bool> PhonyTargets("MP", cl::desc("-MD adds an empty rule for each dependency"),
                           cl::cat(Category));
cl::opt<bool> DependenciesOnly("M", cl::desc("Not supported (use -MD with -c)"), cl::Hidden,
                               cl::cat(Category));
cl::opt<bool> UserDependenciesOnly("MM", cl::desc("Not supported (use -MMD with -c)"), cl::Hidden,
                                   cl::cat(Category));
cl::opt<std::string> CompilerBinary("ccbin",
                                    cl::desc("The C++ compiler, or the directory that holds it "
                                             "(default $CXX, else the one cu2cl-cc was built "
                                             "with)"),
                                    cl::value_desc("compiler"), cl::cat(Category));
cl::alias CompilerBinDir("compiler-bindir", cl::desc("Alias for -ccbin"),
                         cl::aliasopt(CompilerBinary), cl::NotHidden);
cl::list<std::string> TranslatorArgs("Xcu2cl", cl::desc("Pass an option to cu2cl"),
                                     cl::value_desc("arg"), cl::cat(Category));
cl::opt<std::string> TranslatorPath("cu2cl",
                                    cl::desc("The translator to run (default: the cu2cl beside "
                                             "cu2cl-cc)"),
                                    cl::value_desc("path"), cl::cat(Category));

// nvcc's options that Makefiles pass. The OpenCL device is chosen when the program runs, and
// Clang (which cu2cl parses with) allows what the --expt options allow, so most have no effect.
cl::list<std::string> Arch("arch", cl::desc("No effect (the device is chosen at run time)"),
                           cl::value_desc("sm_NN"), cl::cat(NvccCategory));
cl::alias GpuArchitecture("gpu-architecture", cl::desc("Alias for -arch"), cl::aliasopt(Arch),
                          cl::NotHidden);
cl::list<std::string> Code("code", cl::desc("No effect"), cl::value_desc("sm_NN,..."),
                           cl::cat(NvccCategory));
cl::alias GpuCode("gpu-code", cl::desc("Alias for -code"), cl::aliasopt(Code), cl::NotHidden);
cl::list<std::string> GenerateCode("gencode", cl::desc("No effect"),
                                   cl::value_desc("arch=...,code=..."), cl::cat(NvccCategory));
cl::alias GenerateCodeLong("generate-code", cl::desc("Alias for -gencode"),
                           cl::aliasopt(GenerateCode), cl::NotHidden);
cl::list<std::string> PtxasArgs("Xptxas", cl::desc("No effect (there is no PTX)"),
                                cl::value_desc("a,b"), cl::cat(NvccCategory));
cl::alias PtxasOptions("ptxas-options", cl::desc("Alias for -Xptxas"), cl::aliasopt(PtxasArgs),
                       cl::NotHidden);
cl::opt<bool> LineInfo("lineinfo", cl::desc("No effect"), cl::cat(NvccCategory));
cl::alias GenerateLineInfo("generate-line-info", cl::desc("Alias for -lineinfo"),
                           cl::aliasopt(LineInfo), cl::NotHidden);
cl::opt<bool> FastMath("use_fast_math",
                       cl::desc("Accepted; no effect yet (the runtime cannot give a program "
                                "OpenCL build options)"),
                       cl::cat(NvccCategory));
cl::opt<std::string> FuseMultiplyAdd(
    "fmad",
    cl::desc("false: round every floating-point operation as written (bit for bit nvcc "
             "-fmad=false); true (default): OpenCL C's contraction within an expression"),
    cl::value_desc("true|false"), cl::cat(NvccCategory));
cl::opt<bool> RelaxedConstexpr("expt-relaxed-constexpr", cl::desc("No effect (Clang allows it)"),
                               cl::cat(NvccCategory));
cl::opt<bool> ExtendedLambda("extended-lambda", cl::desc("No effect (Clang allows it)"),
                             cl::cat(NvccCategory));
cl::alias ExptExtendedLambda("expt-extended-lambda", cl::desc("Alias for --extended-lambda"),
                             cl::aliasopt(ExtendedLambda), cl::NotHidden);
cl::opt<bool> NoDeprecatedTargets("Wno-deprecated-gpu-targets", cl::desc("No effect"),
                                  cl::cat(NvccCategory));
cl::opt<bool> Bits64("m64", cl::desc("No effect (host code is compiled for the host)"),
                     cl::cat(NvccCategory));
cl::opt<std::string> RelocatableDeviceCode("rdc",
                                           cl::desc("false; true (device code across files) is "
                                                    "not supported yet"),
                                           cl::value_desc("true|false"), cl::cat(NvccCategory));
cl::alias RelocatableDeviceCodeLong("relocatable-device-code", cl::desc("Alias for -rdc"),
                                    cl::aliasopt(RelocatableDeviceCode), cl::NotHidden);
cl::opt<bool> DeviceCompile("dc", cl::desc("Not supported yet (-c -rdc=true)"),
                            cl::cat(NvccCategory));
cl::opt<std::string> DefaultStream("default-stream",
                                   cl::desc("legacy (or null); per-thread is not supported yet"),
                                   cl::value_desc("legacy|per-thread"), cl::cat(NvccCategory));

const char *const Overview = R"(cu2cl-cc: build a CUDA program into an OpenCL executable

Translates each .cu input with cu2cl, embeds its OpenCL C, compiles the host code with the
C++ compiler ($CXX, else the one cu2cl-cc was built with) and links the cu2cl runtime, the way
nvcc builds and links. -c writes one object per input instead.

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

/// A C identifier that stands for `Name` and for no other name (letters and digits as they
/// are, any other byte as _ and two hex digits).
std::string identifierFor(llvm::StringRef Name) {
  std::string Out;
  for (unsigned char C : Name) {
    if (llvm::isAlnum(C)) {
      Out += static_cast<char>(C);
    } else {
      const char *Hex = "0123456789abcdef";
      Out += {'_', Hex[C >> 4], Hex[C & 15]};
    }
  }
  return Out;
}

/// prog.embed.cpp: the device program as a string, registered under the name the host file's
/// cu2cl::Module asks for. A global symbol named after the program makes two objects that
/// register the same name (two prog.cu of different directories, compiled with -c) fail to
/// link, instead of one program silently replacing the other.
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
         ", cu2cl_embedded_text);\n\n"
         "// Defined once per program name: a second unit embedding the same name does not link.\n"
         "extern \"C\" const char cu2cl_two_programs_named_" +
         identifierFor(ModuleName) + " = 0;\n";
}

/// Where the runtime's headers and library are, for one layout (build tree or installation).
struct RuntimeLayout {
  std::string Name;
  std::vector<std::string> IncludeDirs;
  std::string Library;
  /// <cuda_runtime.h> and friends over the runtime, for C++ files that call CUDA's runtime.
  std::string CompatDir;
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
                          CU2CL_CC_BUILD_LIBRARY, CU2CL_CC_BUILD_COMPAT_DIR};

  auto FromExe = [&](llvm::StringRef Relative) {
    llvm::SmallString<256> P(ExeDir);
    path::append(P, Relative);
    path::remove_dots(P, /*remove_dot_dot=*/true);
    return std::string(P);
  };
  RuntimeLayout Installed{"installation", {FromExe(CU2CL_CC_INSTALLED_INCLUDE_DIR)}, "", ""};
  llvm::SmallString<256> Compat(Installed.IncludeDirs.front());
  path::append(Compat, "cu2cl", "cuda-compat");
  Installed.CompatDir = std::string(Compat);
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

/// A compiler named without a directory, found in PATH; "" when it is not there.
std::string resolveProgram(llvm::StringRef Program) {
  if (path::is_absolute(Program) || path::has_parent_path(Program))
    return Program.str();
  llvm::ErrorOr<std::string> Found = llvm::sys::findProgramByName(Program);
  return Found ? *Found : "";
}

/// The C++ compiler's command prefix: -ccbin (a compiler, or the directory of g++, c++ or
/// clang++), else $CXX (which may carry arguments, as in "ccache g++") unless it names
/// cu2cl-cc itself (`make CXX=cu2cl-cc` puts it in the environment), else the compiler CMake
/// configured. Empty when it cannot be found.
std::vector<std::string> compilerCommand(llvm::StringRef Self) {
  std::vector<std::string> Command;
  if (!CompilerBinary.empty()) {
    std::string Compiler = CompilerBinary;
    if (fs::is_directory(Compiler)) {
      Compiler.clear();
      for (const char *Name : {"g++", "c++", "clang++"}) {
        llvm::SmallString<256> Candidate(CompilerBinary.getValue());
        path::append(Candidate, Name);
        if (fs::can_execute(Candidate)) {
          Compiler = std::string(Candidate);
          break;
        }
      }
      if (Compiler.empty()) {
        error("-ccbin " + CompilerBinary + ": no g++, c++ or clang++ in that directory");
        return {};
      }
    }
    Command.push_back(Compiler);
  } else if (const char *Env = std::getenv("CXX"); Env && *Env) {
    llvm::SmallVector<llvm::StringRef, 4> Words;
    llvm::StringRef(Env).split(Words, ' ', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef Word : Words)
      Command.push_back(Word.str());
    if (!Command.empty()) {
      std::string Found = resolveProgram(Command[0]);
      if (!Found.empty() && fs::equivalent(Found, Self)) {
        if (Verbose)
          note("$CXX is cu2cl-cc itself; using " + llvm::Twine(CU2CL_CC_CXX_COMPILER));
        Command.clear();
      }
    }
  }
  if (Command.empty())
    Command.push_back(CU2CL_CC_CXX_COMPILER);
  std::string Found = resolveProgram(Command[0]);
  if (Found.empty()) {
    error("C++ compiler '" + Command[0] + "' not found in PATH");
    return {};
  }
  Command[0] = Found;
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

/// -Xcompiler and the like: every occurrence's value split at commas, as nvcc does.
std::vector<std::string> commaSeparated(const cl::list<std::string> &Values) {
  std::vector<std::string> Out;
  for (const std::string &Value : Values) {
    llvm::SmallVector<llvm::StringRef, 4> Pieces;
    llvm::StringRef(Value).split(Pieces, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef Piece : Pieces)
      Out.push_back(Piece.str());
  }
  return Out;
}

/// -D and -U in the order they were given (a later -U X undoes an earlier -D X).
std::vector<std::string> macroArguments() {
  std::map<unsigned, std::string> ByPosition;
  for (unsigned I = 0; I < Defines.size(); ++I)
    ByPosition[Defines.getPosition(I)] = "-D" + Defines[I];
  for (unsigned I = 0; I < Undefines.size(); ++I)
    ByPosition[Undefines.getPosition(I)] = "-U" + Undefines[I];
  std::vector<std::string> Out;
  for (auto &[Position, Argument] : ByPosition)
    Out.push_back(Argument);
  return Out;
}

enum class InputKind { Cuda, Cxx, C, Linker };

struct InputFile {
  std::string Path;
  InputKind Kind;
};

/// What an input is, by its name and -x; std::nullopt for a name cu2cl-cc does not know.
std::optional<InputKind> inputKind(llvm::StringRef File) {
  llvm::StringRef Extension = path::extension(File);
  if (llvm::is_contained({".o", ".a", ".so"}, Extension))
    return InputKind::Linker;
  if (Language == "cu")
    return InputKind::Cuda;
  if (Language == "c++")
    return InputKind::Cxx;
  if (Language == "c")
    return InputKind::C;
  if (Extension == ".cu")
    return InputKind::Cuda;
  if (llvm::is_contained({".cpp", ".cc", ".cxx", ".C"}, Extension))
    return InputKind::Cxx;
  if (Extension == ".c")
    return InputKind::C;
  return std::nullopt;
}

/// The file an input compiles to with -c: -o, else its name with .o in the current directory.
std::string objectFor(llvm::StringRef Input) {
  if (!Output.empty())
    return Output;
  return (path::stem(Input) + ".o").str();
}

/// The executable to write without -c: -o, else a.out in the current directory.
std::string executableName() { return Output.empty() ? "a.out" : Output.getValue(); }

/// Checks one output file name; returns a problem or "".
std::string checkOutput(llvm::StringRef File, const std::vector<InputFile> &Files) {
  if (File.empty())
    return "-o needs a file name";
  for (const InputFile &In : Files)
    if (fs::exists(File) && fs::equivalent(In.Path, File))
      return "the output '" + File.str() + "' would overwrite the input";
  if (fs::is_directory(File))
    return "the output '" + File.str() + "' is a directory";
  llvm::StringRef OutputDir = path::parent_path(File);
  if (!OutputDir.empty() && !fs::is_directory(OutputDir))
    return "cannot write '" + File.str() + "': directory '" + OutputDir.str() + "' does not exist";
  return "";
}

/// Checks the command line and classifies the inputs; returns a problem to report (exit code
/// 2) or "".
std::string checkInvocation(std::vector<InputFile> &Files) {
  if (RelocatableDeviceCode == "true" || DeviceCompile)
    return std::string(DeviceCompile ? "-dc" : "-rdc=true") +
           " is not supported yet: cu2cl-cc builds each .cu file's device code on its own, so "
           "a kernel must be launched from the .cu file that defines it, and __device__ "
           "functions and variables cannot be shared between .cu files";
  if (!RelocatableDeviceCode.empty() && RelocatableDeviceCode != "false")
    return "-rdc=" + RelocatableDeviceCode + ": use true or false";
  if (DefaultStream == "per-thread")
    return "--default-stream per-thread is not supported yet: the cu2cl runtime has no "
           "per-thread default stream (cudaStreamPerThread is the legacy default stream); "
           "leave the option out or use --default-stream legacy";
  if (!FuseMultiplyAdd.empty() && FuseMultiplyAdd != "true" && FuseMultiplyAdd != "false")
    return "-fmad=" + FuseMultiplyAdd + ": use true or false";
  if (!DefaultStream.empty() && DefaultStream != "legacy" && DefaultStream != "null")
    return "--default-stream " + DefaultStream + ": use legacy, null or per-thread";
  if (!Language.empty() && !llvm::is_contained({"cu", "c++", "c"}, Language.getValue()))
    return "-x " + Language + ": use cu, c++ or c";
  if (DependenciesOnly || UserDependenciesOnly)
    return std::string(DependenciesOnly ? "-M" : "-MM") +
           " (dependencies only, no compilation) is not supported: use -c with -" +
           (DependenciesOnly ? "MD" : "MMD");
  bool WantsDependencies = Dependencies || UserDependencies;
  if (!WantsDependencies && (!DependencyFile.empty() || !DependencyTargets.empty() || PhonyTargets))
    return "-MF, -MT and -MP need -MD or -MMD";

  if (Inputs.empty())
    return "no input file";
  llvm::StringMap<std::string> CudaStems;
  for (const std::string &Input : Inputs) {
    if (!fs::exists(Input))
      return "cannot read '" + Input + "': No such file or directory";
    if (fs::is_directory(Input))
      return "'" + Input + "' is a directory, not a CUDA source file";
    std::optional<InputKind> Kind = inputKind(Input);
    if (!Kind)
      return "'" + Input +
             "': unknown kind of input (.cu is CUDA; .cpp, .cc, .cxx, .C and .c are host code; "
             ".o, .a and .so are linked; -x cu makes any source CUDA)";
    for (const InputFile &Earlier : Files)
      if (*Kind != InputKind::Linker && fs::equivalent(Earlier.Path, Input))
        return "'" + Input + "' is given twice";
    if (*Kind == InputKind::Cuda) {
      // Each .cu file's OpenCL program is found by its file name.
      std::string Program = (path::stem(Input) + ".cl").str();
      auto [It, New] = CudaStems.try_emplace(Program, Input);
      if (!New)
        return "'" + It->second + "' and '" + Input + "' would both be the OpenCL program '" +
               Program + "': rename one";
    }
    if (*Kind == InputKind::Linker && CompileOnly)
      return "-c compiles source files: '" + Input + "' is to be linked";
    Files.push_back({Input, *Kind});
  }

  // A Makefile's flags for compiling often serve its link too: a link of objects ignores them.
  if (WantsDependencies && !CompileOnly &&
      llvm::any_of(Files, [](const InputFile &In) { return In.Kind != InputKind::Linker; }))
    return "-MD and -MMD describe an object's dependencies: use them with -c (a link of "
           "objects alone ignores them)";
  if (CompileOnly && !Output.empty() && Files.size() > 1)
    return "-o with -c names one object: give one input, or leave -o out";
  if (CompileOnly) {
    llvm::StringMap<std::string> Objects;
    for (const InputFile &In : Files) {
      std::string Object = objectFor(In.Path);
      if (std::string Problem = checkOutput(Object, Files); !Problem.empty())
        return Problem;
      auto [It, New] = Objects.try_emplace(Object, In.Path);
      if (!New)
        return "'" + It->second + "' and '" + In.Path + "' would both be compiled to '" + Object +
               "': compile them one at a time with -o";
    }
  } else if (std::string Problem = checkOutput(executableName(), Files); !Problem.empty()) {
    return Problem;
  }
  if (!OptLevel.empty() && !llvm::is_contained({"0", "1", "2", "3"}, OptLevel.getValue()))
    return "unknown optimisation level '-O" + OptLevel + "' (use -O0, -O1, -O2 or -O3)";
  if (standards().first.empty())
    return "unknown standard '-std=" + Standard + "' (use c++11, c++14, c++17, c++20 or c++23)";
  return "";
}

/// With -v: the nvcc options given that have no effect here, and why.
void noteIneffectiveOptions() {
  const char *const Device = "has no effect: the OpenCL device is chosen at run time";
  for (const std::string &Value : Arch)
    note("-arch=" + Value + " " + Device);
  for (const std::string &Value : Code)
    note("-code=" + Value + " " + Device);
  for (const std::string &Value : GenerateCode)
    note("-gencode " + Value + " " + Device);
  for (const std::string &Value : PtxasArgs)
    note("-Xptxas " + Value + " has no effect: there is no PTX");
  if (LineInfo)
    note("-lineinfo has no effect: no device debug information");
  if (RelaxedConstexpr)
    note("--expt-relaxed-constexpr has no effect: Clang, which cu2cl parses with, always "
         "allows it");
  if (ExtendedLambda)
    note("--extended-lambda has no effect: Clang, which cu2cl parses with, always allows it");
  if (NoDeprecatedTargets)
    note("-Wno-deprecated-gpu-targets has no effect: no GPU targets");
  if (Bits64)
    note("-m64 has no effect: host code is compiled for the host");
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

/// A temporary name beside `File`, for writing it and renaming it over `File` (rename is
/// atomic within a directory). Removed if we are interrupted.
std::optional<std::string> partialFileBeside(llvm::StringRef File) {
  llvm::SmallString<256> Partial(path::parent_path(File));
  path::append(Partial, "." + path::filename(File) + ".cu2cl-cc-%%%%%%");
  if (std::error_code EC = fs::getPotentiallyUniqueFileName(Partial, Partial)) {
    error("cannot name a temporary file beside '" + File + "': " + EC.message());
    return std::nullopt;
  }
  llvm::sys::RemoveFileOnSignal(Partial);
  return std::string(Partial);
}

/// Renames the finished partial file over `File`; removes it when that fails.
bool commitFile(const std::string &Partial, llvm::StringRef File) {
  std::error_code EC = fs::rename(Partial, File);
  if (EC) {
    error("cannot write '" + File + "': " + EC.message());
    fs::remove(Partial);
  }
  llvm::sys::DontRemoveFileOnSignal(Partial);
  return !EC;
}

/// Writes `Text` to `File`; says what went wrong when it cannot.
bool writeFile(llvm::StringRef File, llvm::StringRef Text) {
  std::error_code EC;
  llvm::raw_fd_ostream Out(File, EC);
  if (!EC)
    Out << Text;
  Out.close();
  if (EC || Out.has_error()) {
    error("cannot write '" + File + "': " + (EC ? EC : Out.error()).message());
    Out.clear_error();
    return false;
  }
  return true;
}

/// A file name as a Makefile rule written by the compiler spells it (GCC's and Clang's -MD).
std::string makeEscaped(llvm::StringRef File) {
  std::string Out;
  for (char C : File) {
    if (C == ' ' || C == '\t' || C == '#')
      Out += '\\';
    else if (C == '$')
      Out += '$';
    Out += C;
  }
  return Out;
}

/// Where -MD's rule goes and what it names, for one object.
struct DependencyRequest {
  std::string InWork; // what the compiler writes
  std::string Final;  // -MF, else the object's name with .d
  std::string Object;
};

/// One cu2cl-cc run: the work directory, the tools, the names taken in the work directory.
class Builder {
public:
  Builder(std::string WorkDir, std::string Exe)
      : WorkDir(std::move(WorkDir)), Exe(std::move(Exe)) {}

  /// -c: compiles one input into `Object`.
  int compileOnly(const InputFile &In, llvm::StringRef Object) {
    reserveCudaNames({In});
    std::optional<DependencyRequest> Deps;
    if (Dependencies || UserDependencies) {
      llvm::SmallString<256> Final(DependencyFile.getValue());
      if (Final.empty()) {
        Final = Object;
        path::replace_extension(Final, ".d");
      }
      Deps = DependencyRequest{uniqueWorkFile(path::stem(In.Path), ".d"), std::string(Final),
                               Object.str()};
    }
    std::optional<std::string> Partial;
    if (In.Kind == InputKind::Cuda) {
      std::vector<std::string> Objects;
      if (int Status = buildCuda(In, Objects, Deps ? &*Deps : nullptr); Status != Built)
        return Status;
      // The host code and the embedded program as one object, so that neither can be linked
      // without the other.
      const std::vector<std::string> *CXX = compiler();
      if (!CXX || !(Partial = partialFileBeside(Object)))
        return BuildFailed;
      std::vector<std::string> Combine = *CXX;
      Combine.insert(Combine.end(), {"-r", "-nostdlib"});
      Combine.insert(Combine.end(), Objects.begin(), Objects.end());
      Combine.insert(Combine.end(), {"-o", *Partial});
      if (runCommand(Combine, "combining the objects of " + path::filename(In.Path)) != 0) {
        fs::remove(*Partial);
        return BuildFailed;
      }
    } else {
      if (!compiler() || !(Partial = partialFileBeside(Object)))
        return BuildFailed;
      if (compile(In, In.Path, *Partial, Deps ? &*Deps : nullptr) != 0) {
        fs::remove(*Partial);
        return BuildFailed;
      }
    }
    if (Deps && !writeDependencies(*Deps, In)) {
      fs::remove(*Partial);
      return BuildFailed;
    }
    return commitFile(*Partial, Object) ? Built : BuildFailed;
  }

  /// Compiles every input and links them into `Executable`.
  int link(const std::vector<InputFile> &Files, llvm::StringRef Executable) {
    reserveCudaNames(Files);
    std::vector<std::string> Objects;
    for (const InputFile &In : Files) {
      if (In.Kind == InputKind::Linker) {
        Objects.push_back(In.Path);
      } else if (In.Kind == InputKind::Cuda) {
        if (int Status = buildCuda(In, Objects, nullptr); Status != Built)
          return Status;
      } else {
        std::string Object = uniqueWorkFile(path::stem(In.Path), ".o");
        if (!compiler() || compile(In, In.Path, Object, nullptr) != 0)
          return BuildFailed;
        Objects.push_back(Object);
      }
    }

    const RuntimeLayout *Runtime = runtime();
    const std::vector<std::string> *CXX = compiler();
    if (!Runtime || !CXX)
      return BuildFailed;
    // Linked under a temporary name beside the output, then renamed over it.
    std::optional<std::string> Partial = partialFileBeside(Executable);
    if (!Partial)
      return BuildFailed;
    std::vector<std::string> SanitizerFlags = nonEmpty({CU2CL_CC_SANITIZER_FLAGS});
    std::vector<std::string> Link = *CXX;
    if (Debug)
      Link.push_back("-g");
    Link.insert(Link.end(), SanitizerFlags.begin(), SanitizerFlags.end());
    Link.insert(Link.end(), Objects.begin(), Objects.end());
    Link.insert(Link.end(), {"-o", *Partial, Runtime->Library});
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
    for (const std::string &Arg : commaSeparated(LinkerArgs))
      Link.insert(Link.end(), {"-Xlinker", Arg});
    std::vector<std::string> CompilerFlags = commaSeparated(CompilerArgs);
    Link.insert(Link.end(), CompilerFlags.begin(), CompilerFlags.end());
    if (runCommand(Link, "linking") != 0) {
      fs::remove(*Partial);
      return BuildFailed;
    }
    return commitFile(*Partial, Executable) ? Built : BuildFailed;
  }

private:
  std::string WorkDir, Exe;
  llvm::StringSet<> Taken; // file names in the work directory
  std::optional<std::optional<RuntimeLayout>> Runtime;
  std::optional<std::vector<std::string>> Compiler;

  std::string exeDir() const { return path::parent_path(Exe).str(); }

  /// The path of `Name` in the work directory; an interrupted build leaves nothing of it.
  std::string workFile(llvm::StringRef Name) {
    llvm::SmallString<256> P(WorkDir);
    path::append(P, Name);
    Taken.insert(Name);
    llvm::sys::RemoveFileOnSignal(P);
    return std::string(P);
  }

  /// Stem + Suffix in the work directory, or Stem-N + Suffix when that name is taken.
  std::string uniqueWorkFile(llvm::StringRef Stem, llvm::StringRef Suffix) {
    std::string Name = (Stem + Suffix).str();
    for (unsigned N = 1; Taken.contains(Name); ++N)
      Name = (Stem + "-" + llvm::Twine(N) + Suffix).str();
    return workFile(Name);
  }

  /// The names cu2cl and the embedding give each .cu file's files, taken before any other.
  void reserveCudaNames(llvm::ArrayRef<InputFile> Files) {
    for (const InputFile &In : Files)
      if (In.Kind == InputKind::Cuda)
        for (const char *Suffix : {".cl", ".host.cpp", ".embed.cpp", ".host.o", ".embed.o"})
          Taken.insert((path::stem(In.Path) + Suffix).str());
  }

  const RuntimeLayout *runtime() {
    if (!Runtime) {
      Runtime = findRuntime(exeDir());
      if (*Runtime && Verbose)
        note("runtime from the " + (*Runtime)->Name + ": " + (*Runtime)->Library);
    }
    return *Runtime ? &**Runtime : nullptr;
  }

  const std::vector<std::string> *compiler() {
    if (!Compiler)
      Compiler = compilerCommand(Exe);
    return Compiler->empty() ? nullptr : &*Compiler;
  }

  /// Compiles `Source` (the input, or a file made from it) into `Object`: a translated .cu
  /// file with the runtime's headers; a C++ file with them too, behind CUDA's runtime headers
  /// (nvcc compiles a .cpp against CUDA's runtime: here it gets cu2cl's under CUDA's names);
  /// C with the user's flags only.
  int compile(const InputFile &In, llvm::StringRef Source, llvm::StringRef Object,
              const DependencyRequest *Deps) {
    bool Cuda = In.Kind == InputKind::Cuda, Cxx = In.Kind == InputKind::Cxx;
    const RuntimeLayout *Runtime = Cuda || Cxx ? runtime() : nullptr;
    if ((Cuda || Cxx) && !Runtime)
      return BuildFailed;
    std::vector<std::string> Compile = *compiler();
    if (Cuda)
      Compile.push_back("-std=" + standards().second);
    else if (In.Kind == InputKind::Cxx && !Standard.empty())
      Compile.push_back("-std=" + Standard);
    if (OptLevel.getNumOccurrences())
      Compile.push_back("-O" + OptLevel); // -O alone: the compiler's meaning (-O1)
    if (Debug)
      Compile.push_back("-g");
    std::vector<std::string> Macros = macroArguments();
    Compile.insert(Compile.end(), Macros.begin(), Macros.end());
    if (Cuda) {
      for (const char *Define : {CU2CL_CC_RUNTIME_DEFINITIONS})
        if (*Define)
          Compile.push_back(std::string("-D") + Define);
      // The host file moved to the work directory: its #include "x.h" must still find the
      // headers beside the original source.
      llvm::SmallString<256> SourceDir(In.Path);
      fs::make_absolute(SourceDir);
      path::remove_filename(SourceDir);
      Compile.insert(Compile.end(), {"-iquote", std::string(SourceDir)});
    }
    if (Cxx) { // ahead of the user's -I, which may name CUDA's own include directory
      Compile.push_back("-I" + Runtime->CompatDir);
      for (const char *Define : {CU2CL_CC_RUNTIME_DEFINITIONS})
        if (*Define)
          Compile.push_back(std::string("-D") + Define);
    }
    for (const std::string &Dir : IncludeDirs)
      Compile.push_back("-I" + Dir);
    if (Cuda || Cxx)
      for (const std::string &Dir : Runtime->IncludeDirs)
        if (!llvm::is_contained({CU2CL_CC_IMPLICIT_INCLUDE_DIRS}, llvm::StringRef(Dir)))
          Compile.push_back("-I" + Dir); // an implicit one given by -I would change its order
    std::vector<std::string> CompilerFlags = commaSeparated(CompilerArgs);
    Compile.insert(Compile.end(), CompilerFlags.begin(), CompilerFlags.end());
    if (Deps) {
      Compile.insert(Compile.end(), {UserDependencies ? "-MMD" : "-MD", "-MF", Deps->InWork});
      if (DependencyTargets.empty())
        Compile.insert(Compile.end(), {"-MQ", Deps->Object});
      for (const std::string &Target : DependencyTargets)
        Compile.insert(Compile.end(), {"-MT", Target});
      if (PhonyTargets)
        Compile.push_back("-MP");
    }
    Compile.push_back("-c");
    if (In.Kind == InputKind::C)
      Compile.insert(Compile.end(), {"-x", "c"});
    else if (In.Kind == InputKind::Cxx && !Language.empty())
      Compile.insert(Compile.end(), {"-x", "c++"}); // -x c++ on a file of another name
    Compile.insert(Compile.end(), {Source.str(), "-o", Object.str()});
    std::vector<std::string> SanitizerFlags = nonEmpty({CU2CL_CC_SANITIZER_FLAGS});
    Compile.insert(Compile.end(), SanitizerFlags.begin(), SanitizerFlags.end());
    return runCommand(Compile, "compiling " + path::filename(Source));
  }

  /// Translates a .cu file, embeds its OpenCL program and compiles both halves; appends the
  /// two objects to `Objects`.
  int buildCuda(const InputFile &In, std::vector<std::string> &Objects,
                const DependencyRequest *Deps) {
    std::string Stem = path::stem(In.Path).str();
    std::string DeviceFile = workFile(Stem + ".cl"), HostFile = workFile(Stem + ".host.cpp"),
                EmbedFile = workFile(Stem + ".embed.cpp"), HostObject = workFile(Stem + ".host.o"),
                EmbedObject = workFile(Stem + ".embed.o");

    // 1. Translate. cu2cl's diagnostics go straight to our error output.
    llvm::SmallString<256> Translator(exeDir());
    path::append(Translator, "cu2cl");
    if (!TranslatorPath.empty())
      Translator = TranslatorPath;
    std::vector<std::string> Translate = {std::string(Translator), In.Path, "-o", WorkDir + "/"};
    if (FuseMultiplyAdd == "false")
      Translate.push_back("--fmad=false");
    Translate.insert(Translate.end(), TranslatorArgs.begin(), TranslatorArgs.end());
    Translate.push_back("--");
    for (const std::string &Dir : IncludeDirs)
      Translate.push_back("-I" + Dir);
    std::vector<std::string> Macros = macroArguments();
    Translate.insert(Translate.end(), Macros.begin(), Macros.end());
    Translate.push_back("-std=" + standards().first);
    if (int Status = runCommand(Translate, "translation"); Status != 0)
      return Status == BadInvocation ? BadInvocation : BuildFailed; // cu2cl's own code
    // A file of device code alone whose kernels no other file can launch (static kernels,
    // __device__ functions) gives an object with nothing in it, as nvcc's does.
    if (!fs::exists(HostFile) &&
        !writeFile(HostFile, "// " + path::filename(In.Path).str() +
                                 ": no host code, and no kernel that another file launches\n"))
      return BuildFailed;

    // 2. Embed the device program.
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> DeviceCode =
        llvm::MemoryBuffer::getFile(DeviceFile, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
    if (!DeviceCode) {
      error("cannot read the translation '" + DeviceFile + "': " + DeviceCode.getError().message());
      return BuildFailed;
    }
    if (!writeFile(EmbedFile, embeddingSource(Stem + ".cl", (*DeviceCode)->getBuffer())))
      return BuildFailed;

    // 3. Compile both.
    if (!compiler())
      return BuildFailed;
    for (auto [Source, Object] :
         {std::pair(HostFile, HostObject), std::pair(EmbedFile, EmbedObject)}) {
      if (compile(In, Source, Object, Source == HostFile ? Deps : nullptr) != 0) {
        if (!Keep)
          note("--keep-intermediates keeps the translated files");
        return BuildFailed;
      }
    }
    Objects.insert(Objects.end(), {HostObject, EmbedObject});
    return Built;
  }

  /// Writes -MD's rule to its file; for a .cu file, the rule names the .cu file where the
  /// compiler wrote the translated host file.
  bool writeDependencies(const DependencyRequest &Deps, const InputFile &In) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Rule =
        llvm::MemoryBuffer::getFile(Deps.InWork, /*IsText=*/true);
    if (!Rule) {
      error("cannot read the dependencies '" + Deps.InWork + "': " + Rule.getError().message());
      return false;
    }
    std::string Text = (*Rule)->getBuffer().str();
    if (In.Kind == InputKind::Cuda) {
      llvm::SmallString<256> HostFile(WorkDir);
      path::append(HostFile, path::stem(In.Path) + ".host.cpp");
      std::string From = makeEscaped(HostFile), To = makeEscaped(In.Path);
      for (size_t At = Text.find(From); At != std::string::npos;
           At = Text.find(From, At + To.size()))
        Text.replace(At, From.size(), To);
    }
    // A sanitized build of cu2cl-cc compiles with the sanitizers, whose ignore lists the
    // compiler names first: they are the compiler's files, not the program's.
    static const llvm::Regex PhonyIgnoreList("\n[^ \t\n]*_ignorelist\\.txt:\n");
    static const llvm::Regex IgnoreList("[^ \t\n\\\\]*_ignorelist\\.txt[ \t]*(\\\\\n)?[ \t]*");
    while (PhonyIgnoreList.match(Text))
      Text = PhonyIgnoreList.sub("\n", Text);
    while (IgnoreList.match(Text))
      Text = IgnoreList.sub("", Text);
    std::optional<std::string> Partial = partialFileBeside(Deps.Final);
    if (!Partial)
      return false;
    if (!writeFile(*Partial, Text)) {
      fs::remove(*Partial);
      return false;
    }
    return commitFile(*Partial, Deps.Final);
  }
};

} // namespace

int main(int Argc, const char **Argv) {
  llvm::sys::PrintStackTraceOnErrorSignal(Argv[0]);
  cl::HideUnrelatedOptions({&Category, &NvccCategory});
  cl::SetVersionPrinter([](llvm::raw_ostream &OS) { OS << "cu2cl-cc " << CU2CL_VERSION << "\n"; });
  if (!cl::ParseCommandLineOptions(Argc, Argv, Overview, &llvm::errs()))
    return BadInvocation; // the parser has said what was wrong
  std::vector<InputFile> Files;
  if (std::string Problem = checkInvocation(Files); !Problem.empty()) {
    error(Problem);
    return BadInvocation;
  }
  if (Verbose)
    noteIneffectiveOptions();
  if (FastMath)
    note("-use_fast_math has no effect yet: the cu2cl runtime cannot give a program OpenCL "
         "build options (-cl-fast-relaxed-math)");

  static int AddressInThisProgram;
  std::string Exe = fs::getMainExecutable(Argv[0], &AddressInThisProgram);
  std::optional<std::string> WorkDir = makeWorkDirectory();
  if (!WorkDir)
    return BuildFailed;
  Builder Build(*WorkDir, Exe);
  int Status = Built;
  if (CompileOnly) {
    for (const InputFile &In : Files)
      if ((Status = Build.compileOnly(In, objectFor(In.Path))) != Built)
        break;
  } else {
    Status = Build.link(Files, executableName());
  }
  if (Keep)
    note("intermediate files kept in " + *WorkDir);
  else
    fs::remove_directories(*WorkDir);
  return Status;
}
