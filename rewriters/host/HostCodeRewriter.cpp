#include "HostCodeRewriter.h"

#include "HostRewrite.h"

#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/Path.h"

#include <fmt/format.h>

#include <functional>

namespace cu2cl {

using namespace clang;

// --- Shared state --------------------------------------------------------------------------

HostRewrite::HostRewrite(ASTContext &Context, DiagnosticReporter &Diagnostics,
                         llvm::StringRef ClFileName, llvm::ArrayRef<SourceRange> SkippedRanges)
    : Context(Context), SM(Context.getSourceManager()), Diagnostics(Diagnostics),
      Edits(Context.getSourceManager(), Context.getLangOpts()), ClFileName(ClFileName.str()),
      SkippedRanges(SkippedRanges.begin(), SkippedRanges.end()) {
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
  if (!File)
    return false;
  llvm::StringRef Path = File->getName();
  return Path.starts_with(HeaderDirectory) && Path.size() > HeaderDirectory.size() &&
         llvm::sys::path::is_separator(Path[HeaderDirectory.size()]);
}

void HostRewrite::forEachMainFileDecl(llvm::function_ref<void(Decl *)> Visit) const {
  std::function<void(DeclContext *)> Walk = [&](DeclContext *Context) {
    for (Decl *D : Context->decls()) {
      if (!SM.isInMainFile(SM.getExpansionLoc(D->getLocation())))
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
  std::optional<FileRange> Spelled = Edits.spelledToken(Token);
  if (!Spelled) {
    reportNotRewritable(Token, What, "it is not spelled in the file being translated");
    return false;
  }
  return replaceSpelled(*Spelled, Text, Token, What);
}

bool HostRewrite::replaceRange(SourceRange Tokens, const std::string &Text, llvm::StringRef What) {
  std::optional<FileRange> Spelled = Edits.spelledRange(Tokens);
  if (!Spelled) {
    reportNotRewritable(Tokens.getBegin(), What,
                        "it is not spelled in one piece in the file being translated");
    return false;
  }
  return replaceSpelled(*Spelled, Text, Tokens.getBegin(), What);
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
  HostCodeVisitor(HostRewrite &Rewrite) : Rewrite(Rewrite), Launches(Rewrite) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

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

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Launch) {
    if (const CallExpr *Config = Launch->getConfig())
      ConfigCallees.insert(Config->getCallee()->IgnoreImplicit());
    // The kernel named by the launch (through parentheses, `*` and `&`).
    for (const Expr *Callee = Launch->getCallee(); Callee;) {
      Callee = Callee->IgnoreParenImpCasts();
      if (const auto *Operator = dyn_cast<UnaryOperator>(Callee)) {
        Callee = Operator->getSubExpr();
        continue;
      }
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee))
        LaunchedKernels.insert(Ref);
      break;
    }
    Launches.add(Launch, Enclosing);
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
    // Host code can launch a kernel, nothing more: the host file has no device code.
    if (const auto *Function = dyn_cast<FunctionDecl>(Ref->getDecl());
        Function && HostOnly && !LaunchedKernels.count(Ref) && isDeviceOnlyFunction(Function) &&
        !Rewrite.isFromCudaHeaders(Function) &&
        !Rewrite.SM.isInSystemHeader(Rewrite.SM.getExpansionLoc(Function->getLocation())))
      Rewrite.reportUnsupported(Ref->getLocation(), Function->getNameAsString(),
                                Function->hasAttr<CUDAGlobalAttr>()
                                    ? "host code can only launch a kernel, with <<<...>>>"
                                    : "a __device__ function exists only in the OpenCL program");
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

  KernelLaunchRewriter &launches() { return Launches; }

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
  KernelLaunchRewriter Launches;
  const FunctionDecl *Enclosing = nullptr;
  bool HostOnly = false;                      ///< In a function that is not device code in any way.
  llvm::DenseSet<const Expr *> ConfigCallees; ///< What `<<<...>>>` calls: no user code.
  llvm::DenseSet<const DeclRefExpr *> LaunchedKernels;
  llvm::DenseSet<unsigned> QualifiedTemplates;
};

// --- Includes and the module -------------------------------------------------------------

enum class IncludeKind { Other, CudaApi, Algorithms, DeviceOnly };

IncludeKind classifyInclude(llvm::StringRef Header) {
  if (Header == "cuda_runtime.h" || Header == "cuda.h" || Header == "cuda_runtime_api.h" ||
      Header == "driver_types.h" || Header == "vector_types.h")
    return IncludeKind::CudaApi;
  if (Header.starts_with("thrust/") || Header.starts_with("cub/"))
    return IncludeKind::Algorithms;
  if (Header == "cooperative_groups.h" || Header.starts_with("cooperative_groups/") ||
      Header == "device_launch_parameters.h" || Header == "device_functions.h")
    return IncludeKind::DeviceOnly;
  return IncludeKind::Other;
}

} // namespace

void rewriteIncludes(HostRewrite &Rewrite) {
  HostEdits &Edits = Rewrite.Edits;
  llvm::StringRef Text = Edits.text();
  const SourceManager &SM = Rewrite.SM;
  Lexer Raw(SM.getLocForStartOfFile(SM.getMainFileID()), Rewrite.Context.getLangOpts(),
            Text.begin(), Text.begin(), Text.end());
  std::optional<unsigned> FirstToken, ModuleAfter;
  bool HaveAlgorithms = false;
  Token Tok;
  for (bool AtEnd = false; !AtEnd;) {
    AtEnd = Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    if (!FirstToken)
      FirstToken = Offset;
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
    switch (classifyInclude(Header)) {
    case IncludeKind::Other:
      break;
    case IncludeKind::CudaApi:
      if (ModuleAfter) {
        Edits.replace(Line, "", /*Covering=*/true);
      } else {
        Edits.replace(Name, "<cu2cl/cuda_api.h>");
        ModuleAfter = Line.End;
      }
      break;
    case IncludeKind::Algorithms:
      if (HaveAlgorithms)
        Edits.replace(Line, "", /*Covering=*/true);
      else
        Edits.replace(Name, "<cu2cl/algorithms.h>");
      HaveAlgorithms = true;
      break;
    case IncludeKind::DeviceOnly:
      Edits.replace(Line, "", /*Covering=*/true);
      break;
    }
  }
  std::string Module =
      fmt::format("static cu2cl::Module cu2cl_module(\"{}\");\n", Rewrite.ClFileName);
  if (ModuleAfter) {
    // The include may be the file's last line, without a line break of its own.
    bool LineBreak = *ModuleAfter == 0 || Text[*ModuleAfter - 1] == '\n';
    Edits.insert(*ModuleAfter, (LineBreak ? "" : "\n") + Module);
    return;
  }
  // No CUDA include: the runtime's goes first, after the file's leading comments.
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
    }
  };
  Walk(Context.getTranslationUnitDecl());
  return Found;
}

std::optional<HostTranslation> translateHostCode(ASTContext &Context,
                                                 DiagnosticReporter &Diagnostics,
                                                 llvm::StringRef ClFileName,
                                                 llvm::ArrayRef<SourceRange> SkippedRanges) {
  if (!hasHostCode(Context))
    return std::nullopt;
  HostRewrite Rewrite(Context, Diagnostics, ClFileName, SkippedRanges);
  HostCodeVisitor Visitor(Rewrite);
  Rewrite.forEachMainFileDecl([&](Decl *D) { Visitor.TraverseDecl(D); });
  Visitor.launches().finish();
  removeDeviceCode(Rewrite);
  registerDeviceSymbols(Rewrite);
  renameOutsideTheAst(Rewrite);
  removeCudaKeywords(Rewrite);
  rewriteIncludes(Rewrite);

  std::vector<FileRange> Dropped;
  HostTranslation Result{Rewrite.Edits.apply(Dropped), std::move(Rewrite.Requests)};
  for (FileRange Range : Dropped)
    Rewrite.reportNotRewritable(Rewrite.Edits.location(Range.Begin), "this code",
                                "two rewrites of it overlap");
  return Result;
}

} // namespace cu2cl
