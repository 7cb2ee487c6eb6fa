// cu2cl: translates CUDA to OpenCL C 1.2 (device code) and C++ over cu2cl's
// host runtime (host code).
//
//   cu2cl kernels.cu                 writes kernels.cl (and kernels.host.cpp when
//                                    the file has host code) next to the input
//   cu2cl kernels.cu -o out/         writes out/kernels.cl (and out/kernels.host.cpp)
//   cu2cl kernels.cu -o k.cl         writes k.cl (and k.host.cpp)
//   cu2cl a.cu b.cu -p build/        takes flags from build/compile_commands.json
//   cu2cl kernels.cu -- -DN=4 -Iinc  extra compiler arguments after --
//
// Exit codes: 0 translated (maybe with warnings), 1 some input could not be
// translated, 2 bad invocation, or an input that is no readable source file
// (the other inputs are still translated). docs/reliability.md lists the cases.

#include "CooperativeGroups.h"
#include "CudaFrontend.h"
#include "Diagnostics.h"
#include "HostApi.h"
#include "InputFiles.h"
#include "Intrinsics.h"
#include "OutputFiles.h"
#include "Primitives.h"
#include "SarifReport.h"
#include "TranslationAction.h"

#include "clang/Frontend/ChainedDiagnosticConsumer.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>

using namespace clang;
using namespace clang::tooling;

namespace {

enum ExitCode { Translated = 0, NotTranslated = 1, BadInvocation = 2 };

llvm::cl::OptionCategory Category("cu2cl options");
llvm::cl::opt<std::string>
    OutputPath("o", llvm::cl::desc("Output directory, or the .cl file when there is one input"),
               llvm::cl::value_desc("path"), llvm::cl::cat(Category));
llvm::cl::opt<std::string>
    ReportPath("report", llvm::cl::desc("Also write every diagnostic to <file> as SARIF 2.1.0"),
               llvm::cl::value_desc("file"), llvm::cl::cat(Category));
const char *const Overview = R"(cu2cl: translate CUDA to OpenCL C 1.2

Warning options (before any "--"):
  -Werror                    treat warnings as errors
  -Wno-cu2cl-<name>          silence one warning (cu2cl --list-diagnostics lists them)
  -Werror=cu2cl-<name>       make one warning an error
  -W<other>                  passed on to Clang

Exit codes: 0 translated, 1 some input could not be translated, 2 bad invocation or an
input that is no readable source file (missing, a directory, unreadable, empty, binary).
)";
llvm::cl::opt<std::string> DeviceBackend(
    "device-backend",
    llvm::cl::desc("Warp primitives' implementation: auto (the runtime picks one per device), "
                   "emulated, subgroup or nvidia"),
    llvm::cl::value_desc("backend"), llvm::cl::init("auto"), llvm::cl::cat(Category));
llvm::cl::opt<bool> FuseMultiplyAdd(
    "fmad",
    llvm::cl::desc("Fuse multiply-adds within an expression, as OpenCL C does (default); "
                   "--fmad=false rounds every operation as written, as nvcc -fmad=false"),
    llvm::cl::init(true), llvm::cl::cat(Category));
llvm::cl::opt<bool> ListDiagnostics("list-diagnostics",
                                    llvm::cl::desc("Print the diagnostic catalogue and exit"),
                                    llvm::cl::cat(Category));
llvm::cl::opt<bool>
    PrintMapping("print-mapping",
                 llvm::cl::desc("Print the CUDA to OpenCL mapping table (Markdown) and exit"),
                 llvm::cl::cat(Category));
llvm::cl::opt<bool> PrintHostApi(
    "print-host-api",
    llvm::cl::desc("Print the table of translated CUDA runtime, thrust and CUB names (Markdown) "
                   "and exit"),
    llvm::cl::cat(Category));

void error(const llvm::Twine &Message) {
  llvm::WithColor::error(llvm::errs(), "cu2cl") << Message << "\n";
}

int printCatalogue() {
  for (const cu2cl::DiagnosticInfo &Info : cu2cl::diagnosticCatalog())
    llvm::outs() << fmt::format("cu2cl-{}\t{}\t{}\t{}\n", Info.Name.str(),
                                Info.DefaultSeverity == cu2cl::DiagSeverity::Error ? "error"
                                                                                   : "warning",
                                Info.Message.str(), Info.Advice.str());
  return Translated;
}

/// Code in a Markdown table cell: `|` would end the cell.
std::string tableCode(llvm::StringRef Text) {
  std::string Escaped;
  for (char C : Text)
    Escaped += C == '|' ? std::string("\\|") : std::string(1, C);
  return Escaped;
}

const char *scopeName(cu2cl::PrimitiveScope Scope) {
  switch (Scope) {
  case cu2cl::PrimitiveScope::Lane:
    return "lane";
  case cu2cl::PrimitiveScope::Warp:
    return "warp";
  case cu2cl::PrimitiveScope::Block:
    return "block";
  }
  return "?";
}

const char *warpFormName(cu2cl::WarpFormKind Kind) {
  using K = cu2cl::WarpFormKind;
  switch (Kind) {
  case K::None:
    return "none";
  case K::Barrier:
    return "barrier between lane loops";
  case K::WarpBarrier:
    return "splits the lane loops";
  case K::LoopSync:
    return "nothing";
  case K::Ballot:
  case K::Any:
  case K::All:
  case K::Uni:
  case K::ActiveMask:
  case K::TileBallot:
  case K::TileAny:
  case K::TileAll:
    return "vote over the lanes";
  case K::WarpEnters:
    return "branch test";
  case K::BlockCount:
  case K::BlockAnd:
  case K::BlockOr:
    return "block vote over the warps";
  case K::Shuffle:
    return "lane exchange";
  case K::Reduce:
    return "reduction over the lanes";
  }
  return "?";
}

int printMappingTable() {
  llvm::outs() << "| CUDA | OpenCL C | Family |\n|---|---|---|\n";
  for (const cu2cl::VariableMapping &Row : cu2cl::variableMappings())
    llvm::outs() << fmt::format("| `{}{}{}` | `{}` | built-in variable |\n", Row.CudaName.str(),
                                Row.Member.empty() ? "" : ".", Row.Member.str(),
                                tableCode(Row.OpenCL));
  for (const cu2cl::FunctionMapping &Row : cu2cl::functionMappings()) {
    std::string Target = tableCode(Row.Pattern);
    if (!Row.FloatPattern.empty())
      Target += "` (floating point: `" + tableCode(Row.FloatPattern);
    else if (!Row.NativePattern.empty())
      Target += "` (nvidia, CUDA's control flow: `" + tableCode(Row.NativePattern);
    llvm::outs() << fmt::format("| `{}` | `{}`{} | {} |\n", Row.CudaName.str(), Target,
                                Row.FloatPattern.empty() && Row.NativePattern.empty() ? "" : ")",
                                Row.Warning
                                    ? Row.Family.str() + ", warns [-Wcu2cl-" +
                                          cu2cl::diagnosticInfo(*Row.Warning).Name.str() + "]"
                                    : Row.Family.str());
  }
  // Cooperative groups' members (GroupMemberTable.def).
  llvm::outs() << "\n## Cooperative groups\n\n"
                  "`cooperative_groups::this_thread_block()` and `tiled_partition<N>()` vanish: a "
                  "thread block and a `thread_block_tile<N>` are known from their type. "
                  "`coalesced_threads()` becomes `cu2cl_coalesced_threads($P, $X)`, the "
                  "coalesced group's lane mask (`$G` below). `cg::reduce(tile, v, op)` with "
                  "`cg::plus`, `less`, `greater`, `bit_and`, `bit_or` or `bit_xor` becomes "
                  "`cu2cl_cg_reduce_<op>_<type>(N, v, $P, $X)`, a helper written into the "
                  "`.cl`. `$N` is the tile's size N. A tile of several warps (N = 64 to 1024, "
                  "with `cg::block_tile_memory`, whose variables vanish, and "
                  "`this_thread_block(scratch)`) has the ranks and sizes below; its `sync()` is "
                  "the block's barrier (every tile of the block reaches it); `cg::reduce` over "
                  "it is `cu2cl_cg_reduce_multi_<op>_<type>(N, v, $P, $X)`, which reduces each "
                  "warp and then the warps' results, in CUDA's order; its warp operations "
                  "(`shfl`, `ballot`, ...) do not exist in CUDA either. Other members and "
                  "functions are `cu2cl-unsupported-construct` errors.\n\n"
                  "| Group | Member | OpenCL C |\n|---|---|---|\n";
  for (const cu2cl::GroupMember &Row : cu2cl::groupMembers()) {
    const char *Group = Row.Kind == cu2cl::GroupKind::Block  ? "thread_block"
                        : Row.Kind == cu2cl::GroupKind::Tile ? "thread_block_tile<N>"
                        : Row.Kind == cu2cl::GroupKind::Grid ? "grid_group"
                                                             : "coalesced_group";
    llvm::outs() << fmt::format("| `{}` | `{}()` | `{}{}` |\n", Group, Row.Member.str(),
                                Row.Symbol.str(), tableCode(Row.Arguments));
  }
  // CUB's block collectives (CubCollectives.h).
  llvm::outs() << "\n## CUB block collectives\n\n"
                  "`cub::BlockReduce`'s `Sum(v [, num_valid])` and `Reduce(v, cub::Sum(), "
                  "cub::Max() or cub::Min() [, num_valid])` of one `int`, `unsigned`, 64-bit "
                  "integer, `float` or `double` per thread become "
                  "`cu2cl_block_reduce_<op>_<type>(v, num_valid, $P, $X)`. Every other call of "
                  "`BlockReduce`, `BlockScan`, `BlockLoad`, `BlockStore`, "
                  "`BlockAdjacentDifference` and `WarpReduce` (any type, the program's operators, "
                  "several items per "
                  "thread, block aggregates, prefix callbacks, partial tiles) is translated from "
                  "cu2cl's CUB headers, CUDA written for it "
                  "(`rewriters/frontend/cuda-include/cub/`): reductions and scans in the order of "
                  "CUB's warp-reduction and warp-scan algorithms, so that their results are CUB's "
                  "(a floating-point scan of CUB's default raking algorithm may differ in the last "
                  "bits). The collectives and their `TempStorage` have no OpenCL counterpart.\n";
  // The primitives the rows above name (PrimitiveTable.def).
  llvm::outs() << "\n## Warp and block primitives\n\n"
                  "The device library's functions that the warp and block operations above "
                  "and the cooperative groups become (`runtime/device/cu2cl/`). *Synchronising*: "
                  "every work-item of the work-group reaches the call, with `act` and the "
                  "scratch buffer as its last arguments. *Warp form*: what a CPU device's warp "
                  "form makes of it (none: a kernel that calls it runs in its ordinary form "
                  "there).\n\n"
                  "| Function | Header | Scope | Lane mask | Synchronising | Warp form |\n"
                  "|---|---|---|---|---|---|\n";
  for (const cu2cl::Primitive &Row : cu2cl::primitives()) {
    std::string Name = Row.Symbol.str();
    if (Row.Suffixes.contains(' ')) {
      std::string Suffixes = Row.Suffixes.str();
      std::replace(Suffixes.begin(), Suffixes.end(), ' ', ',');
      Name += "_{" + Suffixes + "}";
    } else if (!Row.Suffixes.empty()) {
      Name += "_" + Row.Suffixes.str();
    }
    llvm::outs() << fmt::format(
        "| `{}` | {} | {} | {} | {} | {} |\n", Name,
        Row.Header.empty() ? "OpenCL built-in" : "`" + Row.Header.str() + "`", scopeName(Row.Scope),
        Row.MaskArgument == cu2cl::NoMask ? "-" : fmt::format("argument {}", Row.MaskArgument),
        Row.Synchronizing ? "yes" : "no", warpFormName(Row.WarpForm));
  }
  return Translated;
}

int printHostApiTable() {
  // One table per group, in the order the groups first appear.
  std::vector<llvm::StringRef> Groups;
  for (const cu2cl::HostApiRow &Row : cu2cl::hostApiTable())
    if (std::find(Groups.begin(), Groups.end(), Row.Group) == Groups.end())
      Groups.push_back(Row.Group);
  for (llvm::StringRef Group : Groups) {
    std::string Title = Group == "cub"      ? std::string("CUB")
                        : Group == "thrust" ? std::string("thrust")
                                            : Group.substr(0, 1).upper() + Group.substr(1).str();
    llvm::outs() << fmt::format("{}### {}\n\n| CUDA | cu2cl | Notes |\n|---|---|---|\n",
                                Group == Groups.front() ? "" : "\n", Title);
    for (const cu2cl::HostApiRow &Row : cu2cl::hostApiTable()) {
      if (Row.Group != Group)
        continue;
      std::string Target = !Row.Translated                  ? std::string("**not translated**")
                           : Row.Cu2clName.starts_with("(") ? Row.Cu2clName.str()
                                                            : "`" + Row.Cu2clName.str() + "`";
      llvm::outs() << fmt::format("| `{}` | {} | {} |\n", Row.CudaName.str(), Target,
                                  tableCode(Row.Note));
    }
  }
  return Translated;
}

/// Without -p or "--", Clang tools guess a compilation database; cu2cl does
/// not, so that a database made for nvcc is never picked up by accident.
///
/// -W options are taken out here: LLVM's libraries already own an option
/// named "W", so they cannot be an llvm::cl option of cu2cl's.
std::vector<const char *> withExplicitCompileFlags(int Argc, const char **Argv,
                                                   std::vector<std::string> &WarningFlags) {
  std::vector<const char *> Args;
  bool AfterDashDash = false;
  for (int I = 0; I < Argc; ++I) {
    llvm::StringRef Arg = Argv[I];
    AfterDashDash |= Arg == "--";
    if (!AfterDashDash && I > 0 && Arg.starts_with("-W") && Arg.size() > 2)
      WarningFlags.push_back(Arg.drop_front(2).str());
    else
      Args.push_back(Argv[I]);
  }
  bool HasDatabase = false;
  for (llvm::StringRef Arg : Args)
    if (Arg == "--" || Arg == "-p" || Arg.starts_with("-p=") || Arg.starts_with("--p="))
      HasDatabase = true;
  if (!HasDatabase)
    Args.push_back("--");
  return Args;
}

using cu2cl::absolutePath;

/// The directory that -p names, if the command line has one (before any "--").
std::optional<std::string> databaseDirectory(const std::vector<const char *> &Args) {
  for (size_t I = 1; I < Args.size(); ++I) {
    llvm::StringRef Arg = Args[I];
    if (Arg == "--")
      break;
    if ((Arg == "-p" || Arg == "--p") && I + 1 < Args.size())
      return std::string(Args[I + 1]);
    if (Arg.consume_front("-p=") || Arg.consume_front("--p="))
      return Arg.str();
  }
  return std::nullopt;
}

/// Checks the output location and that no output, and no --report, overwrites an input or
/// an output; returns an error message or "". Problems with one input are checkInput's.
std::string checkInvocation(const std::vector<std::string> &Sources,
                            cu2cl::TranslationOptions &Options) {
  if (Sources.empty())
    return "no input files";
  if (!OutputPath.empty()) {
    llvm::StringRef Path = OutputPath;
    bool NamesFile = Path.ends_with(".cl") && !llvm::sys::fs::is_directory(Path);
    if (NamesFile) {
      if (Sources.size() != 1)
        return "-o names a file, but there are several inputs; give a directory";
      Options.OutputFile = absolutePath(Path);
      if (std::string Problem =
              cu2cl::checkWritableDirectory(llvm::sys::path::parent_path(Options.OutputFile));
          !Problem.empty())
        return "cannot write to the output directory " + Problem;
    } else {
      if (std::error_code EC = llvm::sys::fs::create_directories(Path))
        return fmt::format("cannot create output directory '{}': {}", Path.str(), EC.message());
      if (std::string Problem = cu2cl::checkWritableDirectory(Path); !Problem.empty())
        return "cannot write to the output directory " + Problem;
      Options.OutputDirectory = absolutePath(Path);
    }
  }
  std::set<std::string> Outputs;
  for (const std::string &Source : Sources) {
    std::string Output =
        Options.OutputFile.empty()
            ? cu2cl::outputPathFor(absolutePath(Source), Options.OutputDirectory, ".cl")
            : Options.OutputFile;
    // The report is written last: over an input, or over an output just written.
    if (!ReportPath.empty() && cu2cl::isSameFile(ReportPath, Source))
      return fmt::format("the report '{}' would overwrite the input '{}'", ReportPath.getValue(),
                         Source);
    for (const std::string &Written : {Output, cu2cl::hostOutputPathFor(Output)}) {
      if (cu2cl::isSameFile(Source, Written))
        return fmt::format("the output '{}' would overwrite the input", Written);
      if (!Outputs.insert(Written).second)
        return fmt::format("two inputs would both be written to '{}'", Written);
      if (!ReportPath.empty() && cu2cl::isSameFile(ReportPath, Written))
        return fmt::format("the report '{}' would overwrite the output '{}'", ReportPath.getValue(),
                           Written);
    }
  }
  return "";
}

/// Why \p Source cannot be translated, found before parsing; "" if it can.
std::string checkInput(const std::string &Source, const cu2cl::TranslationOptions &Options,
                       const CompilationDatabase &Database) {
  if (std::string Problem = cu2cl::checkInputFile(Source); !Problem.empty())
    return Problem;
  if (std::string Problem = cu2cl::checkCompileCommandDirectories(Database, Source);
      !Problem.empty())
    return Problem;
  if (!Options.OutputDirectory.empty() || !Options.OutputFile.empty())
    return "";
  std::string Problem =
      cu2cl::checkWritableDirectory(llvm::sys::path::parent_path(absolutePath(Source)));
  return Problem.empty() ? ""
                         : fmt::format("cannot write the outputs of '{}' next to it, to {} (give "
                                       "an output directory with -o)",
                                       Source, Problem);
}

} // namespace

int main(int Argc, const char **Argv) {
  std::vector<std::string> WarningFlags;
  std::vector<const char *> Args = withExplicitCompileFlags(Argc, Argv, WarningFlags);
  // A database that does not load would otherwise only be a remark ("Running without flags")
  // and every file would be translated without its flags.
  if (std::optional<std::string> Database = databaseDirectory(Args))
    if (std::string Problem = cu2cl::checkCompilationDatabase(*Database); !Problem.empty()) {
      error(Problem);
      return BadInvocation;
    }
  int ArgCount = static_cast<int>(Args.size());
  auto Parser =
      CommonOptionsParser::create(ArgCount, Args.data(), Category, llvm::cl::ZeroOrMore, Overview);
  if (!Parser) {
    llvm::errs() << llvm::toString(Parser.takeError()) << "\n"; // already names cu2cl
    return BadInvocation;
  }
  if (ListDiagnostics)
    return printCatalogue();
  if (PrintMapping)
    return printMappingTable();
  if (PrintHostApi)
    return printHostApiTable();

  cu2cl::TranslationOptions Options;
  Options.Warnings = cu2cl::WarningOptions::parse(WarningFlags);
  if (DeviceBackend != "auto" && DeviceBackend != "emulated" && DeviceBackend != "subgroup" &&
      DeviceBackend != "nvidia") {
    error("--device-backend must be auto, emulated, subgroup or nvidia, not '" + DeviceBackend +
          "'");
    return BadInvocation;
  }
  if (DeviceBackend != "auto")
    Options.DeviceBackend = DeviceBackend;
  Options.FuseMultiplyAdd = FuseMultiplyAdd;
  for (const std::string &Problem : Options.Warnings.problems())
    llvm::WithColor::warning(llvm::errs(), "cu2cl") << Problem << "\n";

  const std::vector<std::string> &Sources = Parser->getSourcePathList();
  if (std::string Problem = checkInvocation(Sources, Options); !Problem.empty()) {
    error(Problem);
    return BadInvocation;
  }

  // One bad input does not stop the others: it is reported, left out and named in the summary.
  std::vector<std::string> Translatable, Rejected;
  for (const std::string &Source : Sources) {
    if (std::string Problem = checkInput(Source, Options, Parser->getCompilations());
        !Problem.empty()) {
      error(Problem);
      Rejected.push_back(Source);
    } else {
      Translatable.push_back(Source);
    }
  }

  auto DiagOpts = llvm::makeIntrusiveRefCnt<DiagnosticOptions>();
  DiagOpts->ShowColors = llvm::errs().has_colors();
  TextDiagnosticPrinter Printer(llvm::errs(), &*DiagOpts);
  auto OwnedSarif = std::make_unique<cu2cl::SarifCollector>();
  cu2cl::SarifCollector &Sarif = *OwnedSarif;
  ChainedDiagnosticConsumer Both(&Printer, std::move(OwnedSarif));
  cu2cl::TranslationActionFactory Factory(Options);
  int ToolStatus = 0;
  if (!Translatable.empty()) {
    ClangTool Tool(Parser->getCompilations(), Translatable);
    Tool.appendArgumentsAdjuster([](const CommandLineArguments &In, llvm::StringRef) {
      CommandLineArguments Out;
      for (const std::string &Arg : In)
        if (!cu2cl::isForeignCompilerArgument(Arg))
          Out.push_back(Arg);
      return Out;
    });
    std::vector<std::string> Front =
        cu2cl::cudaFrontendArguments(cu2cl::cudaHeaderDirectory(Argv[0]));
    for (const std::string &Flag : Options.Warnings.clangArguments())
      Front.push_back(Flag);
    Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(Front, ArgumentInsertPosition::BEGIN));
    Tool.setDiagnosticConsumer(ReportPath.empty() ? static_cast<DiagnosticConsumer *>(&Printer)
                                                  : &Both);
    ToolStatus = Tool.run(&Factory);
  }

  int Status = Translated;
  std::vector<std::string> Failed;
  for (const std::string &Source : Sources) {
    if (llvm::is_contained(Rejected, Source)) {
      Failed.push_back(Source);
      continue;
    }
    auto It = std::find_if(Factory.outcomes().begin(), Factory.outcomes().end(),
                           [&](const cu2cl::FileOutcome &O) {
                             return cu2cl::isSameFile(O.Input, absolutePath(Source));
                           });
    if (It == Factory.outcomes().end() || !It->Written) {
      if (It != Factory.outcomes().end() && !It->Problem.empty())
        error(It->Problem);
      Failed.push_back(Source);
      Status = NotTranslated;
    }
  }
  if (ToolStatus != 0 && Failed.empty())
    Status = NotTranslated;
  if (!Rejected.empty())
    Status = BadInvocation;

  if (!ReportPath.empty())
    if (std::string Problem = Sarif.writeTo(ReportPath); !Problem.empty()) {
      error(Problem);
      Status = std::max(Status, static_cast<int>(NotTranslated));
    }
  if (Sources.size() > 1 || !Failed.empty()) {
    std::string Summary =
        fmt::format("cu2cl: translated {} of {} file{}", Sources.size() - Failed.size(),
                    Sources.size(), Sources.size() == 1 ? "" : "s");
    if (!Failed.empty()) {
      Summary += "; not translated:";
      for (const std::string &F : Failed)
        Summary += " " + F;
    }
    llvm::errs() << Summary << "\n";
  }
  return Status;
}
