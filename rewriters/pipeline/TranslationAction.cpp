#include "TranslationAction.h"

#include "CommentCarrier.h"
#include "DeviceCodeEmitter.h"
#include "DeviceProgram.h"
#include "HostCodeRewriter.h"
#include "KernelExports.h"
#include "OpenCLParse.h"
#include "OutputFiles.h"
#include "OutputFormatter.h"
#include "UnsupportedFeatures.h"
#include "WarpForm.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <future>

namespace cu2cl {

using namespace clang;

namespace {

struct TranslationResult {
  std::string Device;                    ///< The formatted .cl text; "" if not to be written.
  std::optional<std::string> Host;       ///< The .host.cpp text, when the input has host code.
  std::vector<TranslatedHeader> Headers; ///< The user's headers the host rewrite changed.
  std::vector<SourceRange> Skipped;      ///< Filled while parsing.
  std::vector<FileID> Entered;           ///< Filled while parsing.
  /// The #includes of files not entered again (#pragma once, include guards): the header
  /// name's place and the file. Filled while parsing.
  std::vector<std::pair<SourceLocation, const FileEntry *>> SkippedInclusions;
  /// The sources with the lockstep fix-its applied, to be translated instead (real path ->
  /// text); empty when the sources are translated as they are.
  std::map<std::string, std::string> EditedFiles;
};

/// The text of each file that \p Hints edit, with the edits applied (real path -> text);
/// empty, with \p Problem set, if they do not apply.
std::map<std::string, std::string>
applyFixIts(const SourceManager &SM, llvm::ArrayRef<FixItHint> Hints, std::string &Problem) {
  std::map<std::string, std::pair<FileID, tooling::Replacements>> ByFile;
  for (const FixItHint &Hint : Hints) {
    tooling::Replacement Edit(SM, Hint.RemoveRange, Hint.CodeToInsert);
    FileID File = SM.getFileID(Hint.RemoveRange.getBegin());
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
    llvm::StringRef Real = Entry ? Entry->getFileEntry().tryGetRealPathName() : "";
    if (Real.empty()) {
      Problem = "a file to edit has no path";
      return {};
    }
    auto &[Id, Edits] = ByFile[Real.str()];
    Id = File;
    if (llvm::Error Error = Edits.add(Edit)) {
      Problem = llvm::toString(std::move(Error));
      return {};
    }
  }
  std::map<std::string, std::string> Edited;
  for (const auto &[Path, Edits] : ByFile) {
    llvm::Expected<std::string> Text =
        tooling::applyAllReplacements(SM.getBufferData(Edits.first), Edits.second);
    if (!Text) {
      Problem = llvm::toString(Text.takeError());
      return {};
    }
    Edited[Path] = std::move(*Text);
  }
  return Edited;
}

/// Forwards errors and their notes only: a second parse's warnings were the first's.
class ErrorsOnly : public DiagnosticConsumer {
public:
  explicit ErrorsOnly(DiagnosticConsumer &Target) : Target(Target) {}
  void BeginSourceFile(const LangOptions &Lang, const Preprocessor *PP) override {
    Target.BeginSourceFile(Lang, PP);
  }
  void EndSourceFile() override { Target.EndSourceFile(); }
  void finish() override { Target.finish(); }
  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    if (Level != DiagnosticsEngine::Note)
      Forwarding = Level >= DiagnosticsEngine::Error;
    if (!Forwarding)
      return;
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    Target.HandleDiagnostic(Level, Info);
  }

private:
  DiagnosticConsumer &Target;
  bool Forwarding = false;
};

/// What the host rewrite needs of the preprocessor: the blocks the parse skips
/// (`#ifndef __CUDA_ARCH__` ...), whose text a host compiler may see, and the files it enters
/// (the user's headers are rewritten too).
class PreprocessorRecord : public PPCallbacks {
public:
  PreprocessorRecord(const SourceManager &SM, TranslationResult &Result) : SM(SM), Result(Result) {}
  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    Result.Skipped.push_back(Range);
  }
  void FileChanged(SourceLocation Loc, FileChangeReason Reason, SrcMgr::CharacteristicKind,
                   FileID) override {
    if (Reason == EnterFile && Loc.isFileID())
      Result.Entered.push_back(SM.getFileID(Loc));
  }
  void FileSkipped(const FileEntryRef &SkippedFile, const Token &FilenameTok,
                   SrcMgr::CharacteristicKind) override {
    Result.SkippedInclusions.push_back({FilenameTok.getLocation(), &SkippedFile.getFileEntry()});
  }

private:
  const SourceManager &SM;
  TranslationResult &Result;
};

class TranslationConsumer : public ASTConsumer {
public:
  TranslationConsumer(CompilerInstance &Compiler, const TranslationOptions &Options,
                      TranslationResult &Result, const std::string &OutputPath, bool SecondParse)
      : Compiler(Compiler), Options(Options), Result(Result), OutputPath(OutputPath),
        SecondParse(SecondParse) {}

  void HandleTranslationUnit(ASTContext &Context) override {
    DiagnosticsEngine &Engine = Compiler.getDiagnostics();
    DiagnosticReporter Diagnostics(Engine, Options.Warnings);
    bool ClangFailed = Engine.hasErrorOccurred();
    // Also after Clang's errors: some features (a launch in device code) are Clang errors
    // whose message does not say that cu2cl cannot translate them.
    reportUnsupportedFeatures(Context, Diagnostics, Result.Skipped);
    if (ClangFailed)
      return; // Clang has said what is wrong with the input
    const SourceManager &SM = Context.getSourceManager();

    // The host side first: it tells the device side which functors and algorithm kernels
    // the host code needs.
    std::optional<HostTranslation> Host =
        translateHostCode(Context, Diagnostics, llvm::sys::path::filename(OutputPath),
                          Result.Skipped, Result.Entered, Result.SkippedInclusions);
    DeviceProgram Program =
        buildDeviceProgram(Context, Diagnostics, Host ? Host->Requests : HostRequests{});
    if (Host && !Engine.hasErrorOccurred()) // a refused kernel was reported already
      checkLaunchedKernels(Program, Host->Requests, Diagnostics);
    if (!Program.LockstepFixes.empty() && !Engine.hasErrorOccurred()) {
      const FixItHint &First = Program.LockstepFixes.front();
      std::string Problem = "the source edited with cu2cl's fix-its still needs them";
      if (!SecondParse)
        Result.EditedFiles = applyFixIts(SM, Program.LockstepFixes, Problem);
      if (Result.EditedFiles.empty()) {
        Diagnostics.report(First.RemoveRange.getBegin(), DiagId::ImplicitWarpSyncUnfixable)
            << SM.getExpansionLineNumber(First.RemoveRange.getBegin()) << Problem;
        return;
      }
    }
    CommentCarrier Comments(SM, Context.getLangOpts());
    llvm::StringRef SourceName =
        llvm::sys::path::filename(SM.getFileEntryRefForID(SM.getMainFileID())->getName());
    std::vector<std::string> Pieces =
        emitOpenCL(Context, Program, Diagnostics, Comments, SourceName,
                   EmitOptions{Options.DeviceBackend, Options.FuseMultiplyAdd});
    // The edited source is translated next; this parse only reports what it finds.
    if (Engine.hasErrorOccurred() || !Result.EditedFiles.empty())
      return;
    // CPU devices run a warp per work-item where they can (WarpForm.h). The kernels are parsed
    // from the program as printed, on a thread of its own while the program is formatted; the
    // warp forms are formatted on their own and appended (top-level pieces format the same
    // apart as together).
    std::string WarpFormError;
    std::future<std::string> WarpForms =
        std::async(std::launch::async, [&, Program = llvm::join(Pieces, "\n")] {
          return warpFormKernels(Program, llvm::sys::path::filename(OutputPath), WarpFormError);
        });
    Result.Device = formatOpenCL(Pieces, OutputPath);
    std::string Appended = WarpForms.get();
    // Never a file that does not build: output that does not parse is a construct the
    // translation did not recognise as untranslatable.
    if (!WarpFormError.empty()) {
      Diagnostics.report(SM.getLocForStartOfFile(SM.getMainFileID()), DiagId::OutputDoesNotCompile)
          << WarpFormError;
      return;
    }
    if (!Appended.empty())
      Result.Device = llvm::StringRef(Result.Device).rtrim('\n').str() + "\n\n" +
                      formatOpenCL({llvm::StringRef(Appended).ltrim('\n').str()}, OutputPath);
    // The warp form parsed the program as a CPU device builds it on the emulated backend; a
    // device of another backend must be able to build it too.
    if (std::string Error =
            errorInOtherBuilds(Result.Device, llvm::sys::path::filename(OutputPath));
        !Error.empty()) {
      Diagnostics.report(SM.getLocForStartOfFile(SM.getMainFileID()), DiagId::OutputDoesNotCompile)
          << Error;
      Result.Device.clear();
      return;
    }
    // Kernels other files may launch are exported from the host file, which a file of
    // kernels alone then has too: in CUDA it is an object with their host stubs.
    std::string Exports = kernelExportDefinitions(Program);
    if (Host) {
      Result.Host = std::move(Host->Text);
      if (!Exports.empty() && !llvm::StringRef(*Result.Host).ends_with("\n"))
        *Result.Host += "\n";
      *Result.Host += Exports;
      Result.Headers = std::move(Host->Headers);
    } else if (!Exports.empty()) {
      Result.Host = exportOnlyHostFile(llvm::sys::path::filename(OutputPath), Exports);
    }
  }

private:
  CompilerInstance &Compiler;
  const TranslationOptions &Options;
  TranslationResult &Result;
  const std::string &OutputPath;
  bool SecondParse;
};

class TranslationAction : public ASTFrontendAction {
public:
  TranslationAction(const TranslationOptions &Options, std::vector<FileOutcome> &Outcomes,
                    TranslationActionFactory::SecondParse &Rerun)
      : Options(Options), Outcomes(Outcomes), Rerun(Rerun) {}

  bool BeginSourceFileAction(CompilerInstance &Compiler) override {
    // ClangTool gives every file the same diagnostic consumer, whose counts Clang prints after
    // each file ("1 error generated"): without this, a good file after a bad one would say it.
    Compiler.getDiagnosticClient().clear();
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &Compiler,
                                                 llvm::StringRef InFile) override {
    // ClangTool runs each file in its compile command's directory: resolve
    // the input against it now.
    Input = absolutePath(InFile);
    OutputPath = Options.OutputFile.empty() ? outputPathFor(Input, Options.OutputDirectory, ".cl")
                                            : Options.OutputFile;
    Compiler.getPreprocessor().addPPCallbacks(
        std::make_unique<PreprocessorRecord>(Compiler.getSourceManager(), Result));
    return std::make_unique<TranslationConsumer>(Compiler, Options, Result, OutputPath,
                                                 Rerun.Running);
  }

  void EndSourceFileAction() override {
    FileOutcome Outcome{Input, OutputPath, "", false, ""};
    if (Result.Host)
      Outcome.HostOutput = hostOutputPathFor(OutputPath);
    bool Failed = getCompilerInstance().getDiagnostics().hasErrorOccurred();
    if (!Failed && !Result.EditedFiles.empty()) {
      Rerun.EditedFiles = std::move(Result.EditedFiles); // the second parse has the outcome
      return;
    }
    if (!Failed && !Result.Device.empty() && Options.WriteOutputs) {
      if (isSameFile(Input, OutputPath) || (Result.Host && isSameFile(Input, Outcome.HostOutput)))
        Outcome.Problem = "the output would overwrite the input";
      // All files or none: a .host.cpp must never be left with another run's .cl.
      std::vector<OutputFile> Files;
      if (Result.Host)
        Files.push_back({Outcome.HostOutput, *Result.Host});
      Files.push_back({OutputPath, Result.Device});
      for (const TranslatedHeader &Header : Result.Headers) {
        llvm::SmallString<256> Copy(llvm::sys::path::parent_path(Outcome.HostOutput));
        llvm::sys::path::append(Copy, Header.Path);
        if (Outcome.Problem.empty() &&
            (isSameFile(Input, Copy) || isSameFile(Header.Original, Copy) ||
             llvm::any_of(Result.Headers, [&](const TranslatedHeader &Other) {
               return isSameFile(Other.Original, Copy);
             })))
          Outcome.Problem = "the translated copy '" + std::string(Copy) +
                            "' of a header would overwrite an input";
        Files.push_back({std::string(Copy), Header.Text});
        // A copy in a subdirectory of the output directory (`detail/x.host.h`).
        if (std::error_code EC =
                llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Copy));
            EC && Outcome.Problem.empty())
          Outcome.Problem =
              "cannot create the directory of '" + std::string(Copy) + "': " + EC.message();
      }
      if (Outcome.Problem.empty())
        Outcome.Problem = writeFilesAtomically(Files);
      Outcome.Written = Outcome.Problem.empty();
    }
    if (!Failed && !Options.WriteOutputs)
      Outcome.Device = Result.Device;
    Outcomes.push_back(std::move(Outcome));
  }

private:
  const TranslationOptions &Options;
  std::vector<FileOutcome> &Outcomes;
  TranslationActionFactory::SecondParse &Rerun;
  std::string Input, OutputPath;
  TranslationResult Result;
};

} // namespace

std::string hostOutputPathFor(llvm::StringRef ClPath) {
  llvm::StringRef Stem = ClPath.ends_with(".cl") ? ClPath.drop_back(3) : ClPath;
  return (Stem + ".host.cpp").str();
}

std::unique_ptr<FrontendAction> TranslationActionFactory::create() {
  return std::make_unique<TranslationAction>(Options, Outcomes, Rerun);
}

bool TranslationActionFactory::runInvocation(
    std::shared_ptr<CompilerInvocation> Invocation, FileManager *Files,
    std::shared_ptr<PCHContainerOperations> PCHContainerOps, DiagnosticConsumer *DiagConsumer) {
  // The consumer's count is cleared after every file, so errors counted now are the driver's
  // for this command, reported before its invocation was made.
  if (DiagConsumer && DiagConsumer->getNumErrors() > 0) {
    DiagConsumer->clear();
    const FrontendOptions &Frontend = Invocation->getFrontendOpts();
    std::string Input =
        Frontend.Inputs.empty() ? std::string() : absolutePath(Frontend.Inputs[0].getFile());
    Outcomes.push_back(
        {Input, "", "", false,
         "Clang's compile arguments for '" + Input + "' have errors (above); nothing is written"});
    return false;
  }
  auto Again = std::make_shared<CompilerInvocation>(*Invocation);
  bool Success = FrontendActionFactory::runInvocation(std::move(Invocation), Files, PCHContainerOps,
                                                      DiagConsumer);
  if (!Rerun.EditedFiles.empty()) {
    PreprocessorOptions &Preprocessor = Again->getPreprocessorOpts();
    for (const auto &[Path, Text] : Rerun.EditedFiles)
      Preprocessor.addRemappedFile(Path,
                                   llvm::MemoryBuffer::getMemBufferCopy(Text, Path).release());
    Preprocessor.RetainRemappedFileBuffers = false; // the compiler instance frees them
    Rerun.EditedFiles.clear();
    std::optional<ErrorsOnly> Filter;
    if (DiagConsumer)
      Filter.emplace(*DiagConsumer);
    Rerun.Running = true;
    Success = FrontendActionFactory::runInvocation(
        std::move(Again), Files, std::move(PCHContainerOps), Filter ? &*Filter : nullptr);
    Rerun.Running = false;
  }
  if (DiagConsumer)
    DiagConsumer->clear();
  return Success;
}

} // namespace cu2cl
