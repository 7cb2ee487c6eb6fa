#include "TranslationAction.h"

#include "CommentCarrier.h"
#include "DeviceCodeEmitter.h"
#include "DeviceProgram.h"
#include "OutputFiles.h"
#include "OutputFormatter.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace cu2cl {

using namespace clang;

namespace {

/// Where the main file's host code starts: its first kernel launch, else its
/// first host function. Only the main file's top-level declarations are
/// visited, not the headers it includes.
SourceLocation firstHostCode(ASTContext &Context) {
  const SourceManager &SM = Context.getSourceManager();
  class LaunchFinder : public RecursiveASTVisitor<LaunchFinder> {
  public:
    SourceLocation First;
    bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Launch) {
      if (First.isInvalid())
        First = Launch->getBeginLoc();
      return First.isInvalid();
    }
  } Launches;
  SourceLocation FirstHostFunction;
  for (Decl *D : Context.getTranslationUnitDecl()->decls()) {
    if (!SM.isInMainFile(SM.getExpansionLoc(D->getLocation())))
      continue;
    Launches.TraverseDecl(D);
    const auto *Function = dyn_cast<FunctionDecl>(D);
    if (FirstHostFunction.isInvalid() && Function && Function->doesThisDeclarationHaveABody() &&
        !Function->hasAttr<CUDADeviceAttr>() && !Function->hasAttr<CUDAGlobalAttr>())
      FirstHostFunction = Function->getLocation();
  }
  return Launches.First.isValid() ? Launches.First : FirstHostFunction;
}

class TranslationConsumer : public ASTConsumer {
public:
  TranslationConsumer(CompilerInstance &Compiler, const TranslationOptions &Options,
                      std::string &Output, const std::string &OutputPath)
      : Compiler(Compiler), Options(Options), Output(Output), OutputPath(OutputPath) {}

  void HandleTranslationUnit(ASTContext &Context) override {
    DiagnosticsEngine &Engine = Compiler.getDiagnostics();
    if (Engine.hasErrorOccurred())
      return; // Clang has said what is wrong with the input
    DiagnosticReporter Diagnostics(Engine, Options.Warnings);
    const SourceManager &SM = Context.getSourceManager();

    DeviceProgram Program = buildDeviceProgram(Context, Diagnostics);
    CommentCarrier Comments(SM, Context.getLangOpts());
    llvm::StringRef SourceName =
        llvm::sys::path::filename(SM.getFileEntryRefForID(SM.getMainFileID())->getName());
    std::vector<std::string> Pieces =
        emitOpenCL(Context, Program, Diagnostics, Comments, SourceName, Options.DeviceBackend);

    if (SourceLocation HostCode = firstHostCode(Context); HostCode.isValid()) {
      Diagnostics.report(HostCode, DiagId::HostCodeNotTranslated)
          << llvm::sys::path::filename(OutputPath).str();
      if (Diagnostics.isEnabled(DiagId::HostCodeNotTranslated)) // a piece after the header
        Pieces.insert(Pieces.begin() + 1,
                      "// cu2cl [-Wcu2cl-host-code-not-translated]: the host code of " +
                          SourceName.str() + " is not translated yet.\n");
    }
    if (!Engine.hasErrorOccurred())
      Output = formatOpenCL(Pieces, OutputPath);
  }

private:
  CompilerInstance &Compiler;
  const TranslationOptions &Options;
  std::string &Output;
  const std::string &OutputPath;
};

class TranslationAction : public ASTFrontendAction {
public:
  TranslationAction(const TranslationOptions &Options, std::vector<FileOutcome> &Outcomes)
      : Options(Options), Outcomes(Outcomes) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &Compiler,
                                                 llvm::StringRef InFile) override {
    // ClangTool runs each file in its compile command's directory: resolve
    // the input against it now.
    Input = absolutePath(InFile);
    OutputPath = Options.OutputFile.empty() ? outputPathFor(Input, Options.OutputDirectory, ".cl")
                                            : Options.OutputFile;
    return std::make_unique<TranslationConsumer>(Compiler, Options, Output, OutputPath);
  }

  void EndSourceFileAction() override {
    FileOutcome Outcome{Input, OutputPath, false, ""};
    bool Failed = getCompilerInstance().getDiagnostics().hasErrorOccurred();
    if (!Failed && !Output.empty()) {
      if (isSameFile(Input, OutputPath))
        Outcome.Problem = "the output would overwrite the input";
      else
        Outcome.Problem = writeFileAtomically(OutputPath, Output);
      Outcome.Written = Outcome.Problem.empty();
    }
    Outcomes.push_back(std::move(Outcome));
  }

private:
  const TranslationOptions &Options;
  std::vector<FileOutcome> &Outcomes;
  std::string Input, OutputPath, Output;
};

} // namespace

std::unique_ptr<FrontendAction> TranslationActionFactory::create() {
  return std::make_unique<TranslationAction>(Options, Outcomes);
}

} // namespace cu2cl
