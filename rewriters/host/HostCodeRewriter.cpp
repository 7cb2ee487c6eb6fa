#include "HostCodeRewriter.h"

#include "HostApi.h"
#include "HostRewrite.h"
#include "KernelStubs.h"

#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"

#include <fmt/format.h>

#include <functional>

namespace cu2cl {

using namespace clang;

// --- Shared state --------------------------------------------------------------------------

HostRewrite::HostRewrite(ASTContext &Context, DiagnosticReporter &Diagnostics, FileID File,
                         HostRewriteShared &Shared, llvm::StringRef ClFileName,
                         llvm::ArrayRef<SourceRange> SkippedRanges)
    : Context(Context), SM(Context.getSourceManager()), Diagnostics(Diagnostics),
      Edits(Context.getSourceManager(), Context.getLangOpts(), File), Requests(Shared.Requests),
      ClFileName(ClFileName.str()), SkippedRanges(SkippedRanges.begin(), SkippedRanges.end()),
      HostWrittenSymbols(Shared.HostWrittenSymbols), Files(Shared.Files), Kernels(Shared.Kernels),
      StubbedKernels(Shared.StubbedKernels) {
  // cu2cl's headers are the directory of the header that declares dim3.
  for (const NamedDecl *D : Context.getTranslationUnitDecl()->lookup(&Context.Idents.get("dim3")))
    if (OptionalFileEntryRef File =
            SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(D->getLocation()))))
      HeaderDirectory = llvm::sys::path::parent_path(File->getName()).str();
}

bool HostRewrite::isFromCudaHeaders(const Decl *D) const {
  if (!D || HeaderDirectory.empty())
    return false;
  OptionalFileEntryRef File =
      SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(D->getLocation())));
  return File && isFromCudaHeaders(*File);
}

bool HostRewrite::isFromCudaHeaders(FileEntryRef File) const {
  llvm::StringRef Path = File.getName();
  return !HeaderDirectory.empty() && Path.starts_with(HeaderDirectory) &&
         Path.size() > HeaderDirectory.size() &&
         llvm::sys::path::is_separator(Path[HeaderDirectory.size()]);
}

bool HostRewrite::isInFile(SourceLocation Loc) const {
  return Loc.isValid() && Edits.isThisFile(SM.getFileID(SM.getExpansionLoc(Loc)));
}

void HostRewrite::forEachFileDecl(llvm::function_ref<void(Decl *)> Visit) const {
  std::function<void(DeclContext *)> Walk = [&](DeclContext *Context) {
    for (Decl *D : Context->decls()) {
      if (!isInFile(D->getLocation()))
        continue;
      if (isa<NamespaceDecl, LinkageSpecDecl, ExportDecl>(D))
        Walk(cast<DeclContext>(D));
      else
        Visit(D);
    }
  };
  Walk(Context.getTranslationUnitDecl());
}

bool HostRewrite::replaceSpelled(FileRange Range, const std::string &Text, SourceLocation Use,
                                 llvm::StringRef What) {
  if (Edits.replace(Range, Text))
    return true;
  reportNotRewritable(Use, What,
                      "it is spelled in a macro whose uses need different rewrites; write the "
                      "code out where the macro is used");
  return false;
}

bool HostRewrite::replaceToken(SourceLocation Token, const std::string &Text,
                               llvm::StringRef What) {
  for (HostRewrite *File : spellingFirst())
    if (std::optional<FileRange> Spelled = File->Edits.spelledToken(Token))
      return File->replaceSpelled(*Spelled, Text, Token, What);
  reportNotRewritable(Token, What, "it is not spelled in the files being translated");
  return false;
}

bool HostRewrite::replaceRange(SourceRange Tokens, const std::string &Text, llvm::StringRef What) {
  for (HostRewrite *File : spellingFirst())
    if (std::optional<FileRange> Spelled = File->Edits.spelledRange(Tokens))
      return File->replaceSpelled(*Spelled, Text, Tokens.getBegin(), What);
  reportNotRewritable(Tokens.getBegin(), What,
                      "it is not spelled in one piece in the files being translated");
  return false;
}

std::vector<HostRewrite *> HostRewrite::spellingFirst() {
  std::vector<HostRewrite *> Order{this};
  for (HostRewrite *File : Files)
    if (File != this)
      Order.push_back(File);
  return Order;
}

void HostRewrite::reportUnsupported(SourceLocation Use, llvm::StringRef Name,
                                    llvm::StringRef Reason) {
  Diagnostics.report(Use, DiagId::UnsupportedHostApi) << Name << Reason;
}

void HostRewrite::reportNotRewritable(SourceLocation Use, llvm::StringRef What,
                                      llvm::StringRef Why) {
  Diagnostics.report(Use, DiagId::HostCodeNotRewritable) << What << Why;
}

void HostRewrite::noteAlgorithmCall(SourceRange Call) {
  AlgorithmCalls.push_back({SM.getExpansionRange(Call.getBegin()).getBegin(),
                            SM.getExpansionRange(Call.getEnd()).getEnd()});
}

bool HostRewrite::insideAlgorithmCall(SourceLocation Loc) const {
  SourceLocation At = SM.getExpansionLoc(Loc);
  for (SourceRange Call : AlgorithmCalls)
    if (!SM.isBeforeInTranslationUnit(At, Call.getBegin()) &&
        !SM.isBeforeInTranslationUnit(Call.getEnd(), At))
      return true;
  return false;
}

std::string HostRewrite::hostSpelling(QualType Type) const {
  // A CUDA header's enum or struct (cub::BlockScanAlgorithm, cudaStream_t's struct) is the
  // runtime's.
  if (const auto *Tag = Type.getCanonicalType()->getAsTagDecl())
    if (const HostApiRow *Row = findHostApi(hostApiName(*this, Tag)); Row && Row->Translated)
      return Row->Cu2clName.str();
  PrintingPolicy Policy(Context.getLangOpts());
  Policy.SuppressTagKeyword = true;
  Policy.FullyQualifiedName = true;
  Policy.Bool = true;
  return Type.getCanonicalType().getUnqualifiedType().getAsString(Policy);
}

bool isDeviceOnlyFunction(const FunctionDecl *F) {
  auto Written = [](const Attr *A) { return A && !A->isImplicit(); };
  if (Written(F->getAttr<CUDAGlobalAttr>()))
    return true;
  return Written(F->getAttr<CUDADeviceAttr>()) && !Written(F->getAttr<CUDAHostAttr>());
}

// --- Host code: one traversal finds every use the passes rewrite ----------------------------

namespace {

class HostCodeVisitor : public RecursiveASTVisitor<HostCodeVisitor> {
  using Base = RecursiveASTVisitor<HostCodeVisitor>;

public:
  /// \p LaunchesAt: the launch rewriter of the file where a launch is spelled (a member of a
  /// class template is instantiated where the class is defined, and may be spelled elsewhere).
  HostCodeVisitor(HostRewrite &Rewrite,
                  std::function<KernelLaunchRewriter &(SourceLocation)> LaunchesAt)
      : Rewrite(Rewrite), LaunchesAt(std::move(LaunchesAt)) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  // In an instantiation, a template parameter's use stands for its argument: the text there is
  // the parameter's name, which the argument's own spelling (rewritten where it is written)
  // does not reach.
  bool TraverseSubstNonTypeTemplateParmExpr(SubstNonTypeTemplateParmExpr *) { return true; }

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    const FunctionDecl *Function = D->getAsFunction();
    if (Function && isDeviceOnlyFunction(Function))
      return true; // removed from the host code; the device side translates it
    auto *Current = dyn_cast<FunctionDecl>(D);
    const FunctionDecl *Outer = Enclosing;
    bool OuterHostOnly = HostOnly;
    if (Current) {
      Enclosing = Current;
      HostOnly = !Current->hasAttr<CUDADeviceAttr>();
    }
    bool Result = Base::TraverseDecl(D);
    Enclosing = Outer;
    HostOnly = OuterHostOnly;
    return Result;
  }

  /// The function \p E names, through parentheses, casts, `*` and `&` (a launch's kernel, the
  /// kernel argument of a preference call).
  static const DeclRefExpr *namedFunction(const Expr *E) {
    for (;;) {
      E = E->IgnoreParenCasts();
      if (const auto *Operator = dyn_cast<UnaryOperator>(E))
        E = Operator->getSubExpr();
      else
        return dyn_cast<DeclRefExpr>(E);
    }
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Launch) {
    if (const CallExpr *Config = Launch->getConfig())
      ConfigCallees.insert(Config->getCallee()->IgnoreImplicit());
    if (const DeclRefExpr *Kernel = namedFunction(Launch->getCallee()))
      AccountedKernels.insert(Kernel);
    LaunchesAt(Launch->getBeginLoc()).add(Launch, Enclosing);
    return true;
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (isa<CUDAKernelCallExpr>(Call))
      return true;
    const Expr *Callee = Call->getCallee()->IgnoreImplicit();
    if (const auto *Lookup = dyn_cast<UnresolvedLookupExpr>(Callee)) {
      // A dependent call in a template: its instantiations are rewritten.
      if (Lookup->getNumDecls() > 0 &&
          isAlgorithmName(hostApiName(Rewrite, *Lookup->decls_begin())))
        Rewrite.noteAlgorithmCall(Call->getSourceRange());
      return true;
    }
    noteSymbolWrite(Call);
    rewriteAlgorithmCall(Rewrite, Call);
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (ConfigCallees.count(Ref))
      return true;
    rewriteApiReference(Rewrite, Ref->getDecl(), Ref->getLocation(),
                        Ref->getQualifierLoc().getBeginLoc());
    // Host code launches a kernel, or uses it as a value (a pointer to it, cudaLaunchKernel,
    // cudaFuncSetAttribute): its host stub then. A __device__ function it cannot name.
    if (const auto *Function = dyn_cast<FunctionDecl>(Ref->getDecl());
        Function && HostOnly && !AccountedKernels.count(Ref) && isDeviceOnlyFunction(Function) &&
        !Rewrite.isFromCudaHeaders(Function) &&
        !Rewrite.SM.isInSystemHeader(Rewrite.SM.getExpansionLoc(Function->getLocation()))) {
      if (Function->hasAttr<CUDAGlobalAttr>())
        requestStub(Rewrite, Function, Ref->getLocation());
      else
        Rewrite.reportUnsupported(Ref->getLocation(), Function->getNameAsString(),
                                  "a __device__ function exists only in the OpenCL program");
    }
    return true;
  }

  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *Lookup) {
    if (Lookup->getNumDecls() > 0)
      rewriteApiReference(Rewrite, (*Lookup->decls_begin())->getUnderlyingDecl(),
                          Lookup->getNameLoc(), Lookup->getQualifierLoc().getBeginLoc());
    return true;
  }

  bool VisitMemberExpr(MemberExpr *Member) {
    if (isa<FieldDecl>(Member->getMemberDecl()))
      rewriteApiReference(Rewrite, Member->getMemberDecl(), Member->getMemberLoc(), {});
    return true;
  }

  bool VisitTypedefTypeLoc(TypedefTypeLoc Type) {
    rewriteApiReference(Rewrite, Type.getTypedefNameDecl(), Type.getNameLoc(), {});
    return true;
  }

  bool VisitTagTypeLoc(TagTypeLoc Type) {
    rewriteApiReference(Rewrite, Type.getDecl(), Type.getNameLoc(), {});
    return true;
  }

  bool VisitElaboratedTypeLoc(ElaboratedTypeLoc Type) {
    // `thrust::device_ptr<int>`: the qualifier is renamed with the template's name.
    if (auto Named = Type.getNamedTypeLoc().getAs<TemplateSpecializationTypeLoc>())
      if (TemplateDecl *Template = Named.getTypePtr()->getTemplateName().getAsTemplateDecl()) {
        QualifiedTemplates.insert(Named.getTemplateNameLoc().getRawEncoding());
        rewriteApiReference(Rewrite, Template, Named.getTemplateNameLoc(),
                            Type.getQualifierLoc().getBeginLoc());
      }
    return true;
  }

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc Type) {
    if (QualifiedTemplates.count(Type.getTemplateNameLoc().getRawEncoding()))
      return true;
    if (TemplateDecl *Template = Type.getTypePtr()->getTemplateName().getAsTemplateDecl())
      rewriteApiReference(Rewrite, Template, Type.getTemplateNameLoc(), {});
    return true;
  }

  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *Using) {
    // `using namespace thrust;`: every thrust name is written out as a cu2cl name, and
    // cooperative_groups is device code.
    if (Rewrite.isFromCudaHeaders(Using->getNominatedNamespace()))
      removeStatement(Using->getSourceRange());
    return true;
  }

  bool VisitNamespaceAliasDecl(NamespaceAliasDecl *Alias) {
    // `namespace cg = cooperative_groups;`: the namespace is not in host code.
    if (Rewrite.isFromCudaHeaders(Alias->getNamespace()))
      removeStatement(Alias->getSourceRange());
    return true;
  }

  bool VisitUsingDecl(UsingDecl *Using) {
    for (const UsingShadowDecl *Shadow : Using->shadows())
      if (Rewrite.isFromCudaHeaders(Shadow->getTargetDecl()) &&
          !hostApiName(Rewrite, Shadow->getTargetDecl()).empty()) {
        removeStatement(Using->getSourceRange());
        break;
      }
    return true;
  }

private:
  /// `cudaMemcpyToSymbol(v, ...)` and `cudaGetSymbolAddress(&p, v)` write v from the host.
  void noteSymbolWrite(const CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Rewrite.isFromCudaHeaders(Callee))
      return;
    llvm::StringRef Name = Callee->getName();
    unsigned Index = Name == "cudaGetSymbolAddress" ? 1 : 0;
    if ((Name != "cudaMemcpyToSymbol" && Name != "cudaMemcpyToSymbolAsync" &&
         Name != "cudaGetSymbolAddress") ||
        Call->getNumArgs() <= Index)
      return;
    const Expr *Symbol = Call->getArg(Index)->IgnoreParenImpCasts();
    if (const auto *AddressOf = dyn_cast<UnaryOperator>(Symbol);
        AddressOf && AddressOf->getOpcode() == UO_AddrOf)
      Symbol = AddressOf->getSubExpr()->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Symbol))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        Rewrite.HostWrittenSymbols.try_emplace(Var->getCanonicalDecl(), Call->getBeginLoc());
  }

  void removeStatement(SourceRange Declaration) {
    std::optional<FileRange> Spelled = Rewrite.Edits.spelledRange(Declaration);
    if (!Spelled)
      return;
    FileRange Semi;
    if (Rewrite.Edits.nextTokenIs(Spelled->End, tok::semi, Semi))
      Spelled->End = Semi.End;
    Rewrite.Edits.replace(Rewrite.Edits.wholeLines(*Spelled), "", /*Covering=*/true);
  }

  HostRewrite &Rewrite;
  std::function<KernelLaunchRewriter &(SourceLocation)> LaunchesAt;
  const FunctionDecl *Enclosing = nullptr;
  bool HostOnly = false;                      ///< In a function that is not device code in any way.
  llvm::DenseSet<const Expr *> ConfigCallees; ///< What `<<<...>>>` calls: no user code.
  /// Kernels that host code names where that is translated: launched, or the kernel argument
  /// of a preference call (rewriteKernelPreference). Any other use is reported.
  llvm::DenseSet<const DeclRefExpr *> AccountedKernels;
  llvm::DenseSet<unsigned> QualifiedTemplates;
};

// --- Includes and the module -------------------------------------------------------------

enum class IncludeKind { Other, CudaApi, Algorithms, DeviceOnly, HalfPrecision, Complex };

IncludeKind classifyInclude(llvm::StringRef Header) {
  if (Header == "cuda_runtime.h" || Header == "cuda.h" || Header == "cuda_runtime_api.h" ||
      Header == "driver_types.h" || Header == "vector_types.h" || Header == "cuda_profiler_api.h")
    return IncludeKind::CudaApi;
  if (Header.starts_with("thrust/") || Header.starts_with("cub/"))
    return IncludeKind::Algorithms;
  if (Header == "cuda_fp16.h" || Header == "cuda_bf16.h")
    return IncludeKind::HalfPrecision;
  if (Header == "cuComplex.h")
    return IncludeKind::Complex;
  if (Header == "cooperative_groups.h" || Header.starts_with("cooperative_groups/") ||
      Header == "device_launch_parameters.h" || Header == "device_functions.h")
    return IncludeKind::DeviceOnly;
  return IncludeKind::Other;
}

} // namespace

void rewriteIncludes(HostRewrite &Rewrite, bool IsMainFile, bool ModuleFirst) {
  HostEdits &Edits = Rewrite.Edits;
  llvm::StringRef Text = Edits.text();
  const SourceManager &SM = Rewrite.SM;
  Lexer Raw(SM.getLocForStartOfFile(Edits.file()), Rewrite.Context.getLangOpts(), Text.begin(),
            Text.begin(), Text.end());
  std::optional<unsigned> FirstToken, ModuleAfter;
  std::optional<unsigned> FirstCode; // the first token outside a preprocessor directive
  bool HaveAlgorithms = false, HaveCudaApi = false, HaveHalf = false, InDirective = false;
  Token Tok;
  for (bool AtEnd = false; !AtEnd;) {
    AtEnd = Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    if (!FirstToken)
      FirstToken = Offset;
    if (Tok.isAtStartOfLine())
      InDirective = Tok.is(tok::hash);
    if (!InDirective && !FirstCode)
      FirstCode = Offset;
    if (!Tok.is(tok::hash) || !Tok.isAtStartOfLine())
      continue;
    Token Directive;
    AtEnd = Raw.LexFromRawLexer(Directive);
    if (!Directive.is(tok::raw_identifier) || Directive.getRawIdentifier() != "include")
      continue;
    // The header name, with its delimiters, up to the end of the line.
    unsigned NameBegin = SM.getFileOffset(Directive.getLocation()) + Directive.getLength();
    size_t LineEnd = Text.find('\n', NameBegin); // npos does not fit an unsigned
    if (LineEnd == llvm::StringRef::npos)
      LineEnd = Text.size();
    llvm::StringRef Rest = Text.slice(NameBegin, LineEnd);
    size_t Open = Rest.find_first_of("<\"");
    size_t Close = Open == llvm::StringRef::npos
                       ? llvm::StringRef::npos
                       : Rest.find(Rest[Open] == '<' ? '>' : '"', Open + 1);
    if (Close == llvm::StringRef::npos)
      continue;
    llvm::StringRef Header = Rest.slice(Open + 1, Close);
    FileRange Name{NameBegin + unsigned(Open), NameBegin + unsigned(Close) + 1};
    FileRange Line = Edits.wholeLines({Offset, unsigned(LineEnd)});
    // The first include of a kind becomes the runtime's header; the others go. True for the
    // first.
    auto ReplaceFirst = [&](bool &Seen, const char *RuntimeHeader) {
      bool First = !Seen;
      if (First)
        Edits.replace(Name, RuntimeHeader);
      else
        Edits.replace(Line, "", /*Covering=*/true);
      Seen = true;
      return First;
    };
    switch (classifyInclude(Header)) {
    case IncludeKind::Other:
      break;
    case IncludeKind::CudaApi:
      if (ReplaceFirst(HaveCudaApi, "<cu2cl/cuda_api.h>"))
        ModuleAfter = Line.End;
      break;
    case IncludeKind::Algorithms:
      ReplaceFirst(HaveAlgorithms, "<cu2cl/algorithms.h>");
      break;
    case IncludeKind::DeviceOnly:
      Edits.replace(Line, "", /*Covering=*/true);
      break;
    case IncludeKind::HalfPrecision:
      ReplaceFirst(HaveHalf, "<cu2cl/half.h>");
      break;
    case IncludeKind::Complex:
      Edits.replace(Name, "<cu2cl/cuComplex.h>");
      break;
    }
  }
  if (!IsMainFile) {
    // A header gets the runtime's declarations from its own CUDA include, or from the main
    // file, which includes them before it (a header naming the module follows its definition).
    if (!HaveCudaApi && Rewrite.NamesModule) {
      unsigned Top = FirstToken ? *FirstToken : unsigned(Text.size());
      while (Top > 0 && Text[Top - 1] != '\n')
        --Top;
      Edits.insert(Top, "#include <cu2cl/cuda_api.h>\n");
    }
    return;
  }
  std::string Module =
      fmt::format("static cu2cl::Module cu2cl_module(\"{}\");\n", Rewrite.ClFileName);
  // nvcc includes cuda_runtime.h before a .cu file's first line: code before the file's own
  // CUDA include may use what it declares (NULL, size_t in cuda-samples' simpleStreams).
  if (ModuleAfter && !ModuleFirst && !(FirstCode && *FirstCode < *ModuleAfter)) {
    // The include may be the file's last line, without a line break of its own.
    bool LineBreak = *ModuleAfter == 0 || Text[*ModuleAfter - 1] == '\n';
    Edits.insert(*ModuleAfter, (LineBreak ? "" : "\n") + Module);
    return;
  }
  // No CUDA include, or a header that names the module: the runtime's include and the module
  // go first, after the file's leading comments.
  unsigned Top = FirstToken ? *FirstToken : unsigned(Text.size());
  while (Top > 0 && Text[Top - 1] != '\n')
    --Top;
  Edits.insert(Top, "#include <cu2cl/cuda_api.h>\n" + Module);
}

// --- Driver ------------------------------------------------------------------------------

bool hasHostCode(ASTContext &Context) {
  const SourceManager &SM = Context.getSourceManager();
  bool Found = false;
  std::function<void(DeclContext *)> Walk = [&](DeclContext *Scope) {
    for (Decl *D : Scope->decls()) {
      if (Found || !SM.isInMainFile(SM.getExpansionLoc(D->getLocation())))
        continue;
      if (isa<NamespaceDecl, LinkageSpecDecl, ExportDecl>(D)) {
        Walk(cast<DeclContext>(D));
        continue;
      }
      const FunctionDecl *Function = D->getAsFunction();
      if (Function && !Function->isImplicit() && Function->doesThisDeclarationHaveABody() &&
          !Function->hasAttr<CUDAGlobalAttr>() && !Function->hasAttr<CUDADeviceAttr>())
        Found = true;
      // A host variable that another file may name (`const float cfl = 0.8f;` with an
      // `extern` declaration in a header): its definition is host code to link.
      // (Clang marks such a constant __constant__ itself: only the written keywords count.)
      if (const auto *Var = dyn_cast<VarDecl>(D);
          Var && Var->isThisDeclarationADefinition() == VarDecl::Definition &&
          Var->getFormalLinkage() == Linkage::External && !hasWritten<CUDADeviceAttr>(Var) &&
          !hasWritten<CUDAConstantAttr>(Var) && !hasWritten<CUDASharedAttr>(Var))
        Found = true;
    }
  };
  Walk(Context.getTranslationUnitDecl());
  return Found;
}

namespace {

/// The headers of the user's that the main file includes (through other such headers): not
/// system headers, not cu2cl's own. Each file once (its first inclusion), in inclusion order,
/// which puts every header after the one that first includes it.
std::vector<FileID> userHeaders(const SourceManager &SM, llvm::ArrayRef<FileID> Entered,
                                const HostRewrite &Main) {
  std::vector<FileID> Headers;
  llvm::DenseSet<const FileEntry *> Seen;
  auto IsUserFile = [&](FileID ID) {
    if (ID == SM.getMainFileID())
      return true;
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(ID);
    return Entry && Seen.count(&Entry->getFileEntry());
  };
  for (FileID ID : Entered) {
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(ID);
    SourceLocation Include = SM.getIncludeLoc(ID);
    if (!Entry || ID == SM.getMainFileID() || Include.isInvalid() ||
        SM.getFileCharacteristic(SM.getLocForStartOfFile(ID)) != SrcMgr::C_User ||
        !IsUserFile(SM.getFileID(Include)) || Main.isFromCudaHeaders(*Entry))
      continue;
    if (Seen.insert(&Entry->getFileEntry()).second)
      Headers.push_back(ID);
  }
  return Headers;
}

/// "dir/kernels.h" -> "dir/kernels.host.h": the name of a header's translated copy.
std::string translatedHeaderName(llvm::StringRef Name) {
  llvm::StringRef Extension = llvm::sys::path::extension(Name);
  return (Name.drop_back(Extension.size()) + ".host" + Extension).str();
}

/// \p To relative to the directory \p FromDirectory; both are relative to one root and have
/// no "." or "..".
std::string relativePath(llvm::StringRef FromDirectory, llvm::StringRef To) {
  llvm::SmallVector<llvm::StringRef> From(llvm::sys::path::begin(FromDirectory),
                                          llvm::sys::path::end(FromDirectory));
  llvm::SmallVector<llvm::StringRef> Target(llvm::sys::path::begin(To), llvm::sys::path::end(To));
  size_t Common = 0;
  while (Common < From.size() && Common + 1 < Target.size() && From[Common] == Target[Common])
    ++Common;
  llvm::SmallString<128> Result;
  for (size_t I = Common; I < From.size(); ++I)
    llvm::sys::path::append(Result, llvm::sys::path::Style::posix, "..");
  for (size_t I = Common; I < Target.size(); ++I)
    llvm::sys::path::append(Result, llvm::sys::path::Style::posix, Target[I]);
  return std::string(Result);
}

/// The copy of a header that an #include names by climbing out (`../common/check.h`) or by an
/// absolute path: where the header is, relative to the main file's directory, each ".." a
/// directory `cu2cl_up` (`cu2cl_up/common/check.host.h`). Two headers of one name in different
/// directories get different copies, and no copy lands outside the output directory.
std::string climbingCopyPath(const SourceManager &SM, FileID Header) {
  auto Absolute = [&](llvm::StringRef Name) {
    llvm::SmallString<256> Path(Name);
    SM.getFileManager().makeAbsolutePath(Path);
    llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    return std::string(llvm::sys::path::convert_to_slash(Path));
  };
  std::string Main = Absolute(SM.getFileEntryRefForID(SM.getMainFileID())->getName());
  std::string Relative =
      relativePath(llvm::sys::path::parent_path(Main, llvm::sys::path::Style::posix),
                   Absolute(SM.getFileEntryRefForID(Header)->getName()));
  llvm::SmallString<128> Path;
  for (llvm::StringRef Part :
       llvm::make_range(llvm::sys::path::begin(Relative, llvm::sys::path::Style::posix),
                        llvm::sys::path::end(Relative)))
    llvm::sys::path::append(Path, llvm::sys::path::Style::posix, Part == ".." ? "cu2cl_up" : Part);
  return translatedHeaderName(Path);
}

/// The range of the header name of the #include whose file name token is at \p Name, with its
/// delimiters ("kernels.h" or <kernels.h>), and the name between them.
std::optional<std::pair<FileRange, llvm::StringRef>> includedName(const HostEdits &Edits,
                                                                  unsigned Name) {
  llvm::StringRef Text = Edits.text();
  if (Name >= Text.size() || (Text[Name] != '"' && Text[Name] != '<'))
    return std::nullopt;
  size_t Close = Text.find(Text[Name] == '<' ? '>' : '"', Name + 1);
  size_t LineEnd = Text.find('\n', Name);
  if (Close == llvm::StringRef::npos || (LineEnd != llvm::StringRef::npos && Close > LineEnd))
    return std::nullopt;
  return std::pair(FileRange{Name, unsigned(Close) + 1}, Text.slice(Name + 1, Close));
}

} // namespace

std::optional<HostTranslation>
translateHostCode(ASTContext &Context, DiagnosticReporter &Diagnostics, llvm::StringRef ClFileName,
                  llvm::ArrayRef<SourceRange> SkippedRanges, llvm::ArrayRef<FileID> EnteredFiles,
                  llvm::ArrayRef<std::pair<SourceLocation, const FileEntry *>> SkippedInclusions) {
  if (!hasHostCode(Context))
    return std::nullopt;
  const SourceManager &SM = Context.getSourceManager();
  HostRewriteShared Shared(Context);
  // The main file first, then its headers: each is rewritten where it is written.
  std::vector<std::unique_ptr<HostRewrite>> Files;
  Files.push_back(std::make_unique<HostRewrite>(Context, Diagnostics, SM.getMainFileID(), Shared,
                                                ClFileName, SkippedRanges));
  for (FileID Header : userHeaders(SM, EnteredFiles, *Files.front()))
    Files.push_back(std::make_unique<HostRewrite>(Context, Diagnostics, Header, Shared, ClFileName,
                                                  SkippedRanges));
  for (auto &File : Files)
    Shared.Files.push_back(File.get());
  auto RewriteOf = [&](FileID ID) -> HostRewrite * {
    for (auto &File : Files)
      if (File->Edits.isThisFile(ID))
        return File.get();
    return nullptr;
  };

  // Every file's uses first: a symbol declared in a header may be written in the main file.
  std::vector<std::unique_ptr<KernelLaunchRewriter>> Launches;
  for (auto &File : Files)
    Launches.push_back(std::make_unique<KernelLaunchRewriter>(*File));
  auto LaunchesAt = [&](SourceLocation Use) -> KernelLaunchRewriter & {
    for (size_t I = 0; I < Files.size(); ++I)
      if (Files[I]->isInFile(Use))
        return *Launches[I];
    return *Launches.front(); // reported there: not spelled in a file being translated
  };
  for (auto &File : Files) {
    HostCodeVisitor Visitor(*File, LaunchesAt);
    File->forEachFileDecl([&](Decl *D) { Visitor.TraverseDecl(D); });
  }
  for (auto &FileLaunches : Launches)
    FileLaunches->finish();
  // A stubbed kernel's parameters stay in host code: their CUDA names are renamed there.
  for (auto &File : Files) {
    HostCodeVisitor Visitor(*File, LaunchesAt);
    File->forEachFileDecl([&](Decl *D) {
      const FunctionDecl *Function = D->getAsFunction();
      if (Function && isStubbed(*File, Function))
        if (TypeSourceInfo *Type = Function->getTypeSourceInfo())
          Visitor.TraverseTypeLoc(Type->getTypeLoc());
    });
  }
  if (std::string Registrations = kernelRegistrations(*Files.front()); !Registrations.empty()) {
    HostEdits &Main = Files.front()->Edits;
    Main.insert(Main.text().size(),
                (Main.text().ends_with("\n") || Main.text().empty() ? "" : "\n") + Registrations);
    Files.front()->NamesModule = true;
  }
  bool HeadersNameModule = false;
  for (auto &File : Files) {
    removeDeviceCode(*File);
    registerDeviceSymbols(*File);
    renameOutsideTheAst(*File);
    removeCudaKeywords(*File);
    HeadersNameModule |= File != Files.front() && File->NamesModule;
  }
  for (auto &File : Files)
    rewriteIncludes(*File, File == Files.front(), HeadersNameModule);

  // A header that changes is written as a translated copy beside the host file; so is every
  // header that includes one, since its #include now names the copy.
  llvm::DenseSet<HostRewrite *> Translated;
  for (auto &File : Files)
    if (File != Files.front() && !File->Edits.empty())
      Translated.insert(File.get());
  // Every #include of a user header: those the parse entered, and those it skipped (a header
  // with #pragma once or an include guard, included again), which name the copy too.
  struct Inclusion {
    FileID ID;         ///< The header as entered; invalid for a skipped #include.
    SourceLocation At; ///< The header name in the #include.
    HostRewrite *Included, *Includer;
  };
  std::vector<Inclusion> Inclusions;
  for (FileID ID : EnteredFiles)
    if (HostRewrite *Included = ID != SM.getMainFileID() ? RewriteOf(ID) : nullptr;
        Included && Included != Files.front().get() && SM.getIncludeLoc(ID).isValid())
      if (HostRewrite *Includer = RewriteOf(SM.getFileID(SM.getIncludeLoc(ID))))
        Inclusions.push_back({ID, SM.getIncludeLoc(ID), Included, Includer});
  for (const auto &[At, Header] : SkippedInclusions)
    for (auto &File : Files)
      if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File->Edits.file());
          Entry && &Entry->getFileEntry() == Header && File != Files.front())
        if (HostRewrite *Includer = RewriteOf(SM.getFileID(At)))
          Inclusions.push_back({FileID(), At, File.get(), Includer});
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const Inclusion &Include : Inclusions)
      if (Translated.count(Include.Included) && Include.Includer != Files.front().get())
        Grew |= Translated.insert(Include.Includer).second;
  }

  // Where each copy goes, relative to the host file: the includer's copy's directory and the
  // name as the #include spells it (its file name alone when it climbs out with "..").
  llvm::DenseMap<HostRewrite *, std::string> CopyPath;
  llvm::StringMap<HostRewrite *> CopyOwner;
  CopyPath[Files.front().get()] = "";
  // The header name as the #include writes it; none when a macro gives it.
  auto NameAt = [&](const Inclusion &Include) {
    return Include.At.isFileID()
               ? includedName(Include.Includer->Edits, SM.getFileOffset(Include.At))
               : std::nullopt;
  };
  llvm::DenseSet<HostRewrite *> Collided;
  for (const Inclusion &Include : Inclusions) {
    auto [ID, At, Included, Includer] = Include;
    if (ID.isInvalid() || !Translated.count(Included) || CopyPath.count(Included) ||
        !CopyPath.count(Includer))
      continue;
    auto Name = NameAt(Include);
    if (!Name)
      continue;
    llvm::StringRef Spelled = Name->second;
    bool Climbs =
        llvm::sys::path::is_absolute(Spelled) ||
        llvm::is_contained(
            llvm::make_range(llvm::sys::path::begin(Spelled), llvm::sys::path::end(Spelled)), "..");
    llvm::SmallString<128> Path;
    if (Climbs) {
      Path = climbingCopyPath(SM, ID);
    } else {
      Path = llvm::sys::path::parent_path(CopyPath[Includer]);
      llvm::sys::path::append(Path, llvm::sys::path::Style::posix, translatedHeaderName(Spelled));
    }
    llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true, llvm::sys::path::Style::posix);
    if (auto [Owner, New] = CopyOwner.try_emplace(Path, Included); !New) {
      Included->reportNotRewritable(
          At, "this #include",
          fmt::format("its translated copy would be '{}', as that of another header", Path.str()));
      Collided.insert(Included);
      continue;
    }
    CopyPath[Included] = std::string(Path);
  }
  // Every #include of a copied header names the copy, or the translation stops there: the
  // original's CUDA would reach the host compiler.
  for (const Inclusion &Include : Inclusions) {
    auto [ID, At, Included, Includer] = Include;
    if (!Translated.count(Included) || Collided.count(Included))
      continue;
    auto Copy = CopyPath.find(Included);
    auto Name = NameAt(Include);
    if (Copy == CopyPath.end() || !CopyPath.count(Includer) || !Name) {
      Includer->reportNotRewritable(
          At, "this #include",
          "the header it names is translated into a copy, and this #include cannot name the "
          "copy; write the header's name in the #include itself");
      continue;
    }
    Includer->replaceSpelled(
        Name->first,
        "\"" + relativePath(llvm::sys::path::parent_path(CopyPath[Includer]), Copy->second) + "\"",
        At, "this #include");
  }

  auto Apply = [](HostRewrite &File) {
    std::vector<FileRange> Dropped;
    std::string Text = File.Edits.apply(Dropped);
    for (FileRange Range : Dropped)
      File.reportNotRewritable(File.Edits.location(Range.Begin), "this code",
                               "two rewrites of it overlap");
    return Text;
  };
  HostTranslation Result{Apply(*Files.front()), {}, std::move(Shared.Requests)};
  for (auto &File : Files)
    if (auto Copy = CopyPath.find(File.get());
        File != Files.front() && Translated.count(File.get()) && Copy != CopyPath.end())
      Result.Headers.push_back({SM.getFileEntryRefForID(File->Edits.file())->getName().str(),
                                Copy->second, Apply(*File)});
  return Result;
}

} // namespace cu2cl
