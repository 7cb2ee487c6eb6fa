// Device code in the host file: kernels and __device__ functions are deleted (the .cl file
// has them), file-scope __shared__ variables too; a kernel host code uses as a value becomes
// its host stub (KernelStubs.h); __host__ __device__ functions and the
// structs host code constructs stay, without CUDA's keywords, which a host compiler does not
// know.

#include "HostRewrite.h"
#include "KernelStubs.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

#include <fmt/format.h>

#include <map>

namespace cu2cl {

using namespace clang;

namespace {

/// Whether a body refers to something only device code has (a built-in variable, a
/// __device__ function, a __shared__ variable): a host compiler could not compile it.
class DeviceOnlyUse : public RecursiveASTVisitor<DeviceOnlyUse> {
public:
  bool Found = false;
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const ValueDecl *D = Ref->getDecl();
    if (const auto *Function = dyn_cast<FunctionDecl>(D))
      Found |= isDeviceOnlyCallee(Function);
    else if (const auto *Var = dyn_cast<VarDecl>(D))
      Found |= Var->hasGlobalStorage() &&
               (Var->hasAttr<CUDASharedAttr>() ||
                (Var->hasAttr<CUDADeviceAttr>() && Var->hasExternalStorage()));
    return !Found;
  }
  /// A call in a template that names only device functions (`qk_dot_<N>(q, k)`): its
  /// candidates are removed from the host code, so the name would not be found there.
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *Lookup) {
    bool AllDevice = Lookup->getNumDecls() > 0;
    for (const NamedDecl *Candidate : Lookup->decls()) {
      const FunctionDecl *Function = Candidate->getUnderlyingDecl()->getAsFunction();
      AllDevice &= Function && isDeviceOnlyFunction(Function);
    }
    Found |= AllDevice;
    return !Found;
  }
};

class DeviceCodeRemover {
public:
  explicit DeviceCodeRemover(HostRewrite &Rewrite) : Rewrite(Rewrite), Edits(Rewrite.Edits) {}

  void visit(Decl *D) {
    if (auto *Template = dyn_cast<FunctionTemplateDecl>(D)) {
      if (isStubbed(Rewrite, Template->getTemplatedDecl())) {
        if (Template->isThisDeclarationADefinition())
          writeStubBody(Rewrite, Template->getTemplatedDecl(), Template->getTemplateParameters());
        for (FunctionDecl *Specialization : Template->specializations())
          removeExplicitInstantiation(Specialization);
      } else if (isDeviceOnlyFunction(Template->getTemplatedDecl())) {
        removeFunction(Template, Template->getTemplatedDecl());
        for (FunctionDecl *Specialization : Template->specializations())
          removeExplicitInstantiation(Specialization);
      } else {
        keepDeclarationOnly(Template->getTemplatedDecl());
      }
      return;
    }
    if (auto *Function = dyn_cast<FunctionDecl>(D)) {
      if (isStubbed(Rewrite, Function)) {
        if (Function->doesThisDeclarationHaveABody())
          writeStubBody(Rewrite, Function, nullptr);
      } else if (isDeviceOnlyFunction(Function))
        removeFunction(Function, Function);
      else
        keepDeclarationOnly(Function);
      return;
    }
    if (auto *Var = dyn_cast<VarDecl>(D)) {
      if (hasWritten<CUDASharedAttr>(Var))
        removeVariable(Var);
      return;
    }
    if (auto *Template = dyn_cast<ClassTemplateDecl>(D))
      D = Template->getTemplatedDecl();
    if (auto *Record = dyn_cast<CXXRecordDecl>(D))
      visitRecord(Record);
  }

private:
  /// A functor stays for host code to construct, its members without their body where only
  /// device code could compile it (see keepDeclarationOnly).
  void visitRecord(CXXRecordDecl *Record) {
    if (!Record->isThisDeclarationADefinition())
      return;
    for (Decl *Member : Record->decls()) {
      if (auto *Nested = dyn_cast<CXXRecordDecl>(Member))
        visitRecord(Nested);
      else if (FunctionDecl *Method = Member->getAsFunction())
        keepDeclarationOnly(Method);
    }
  }

  /// A __device__ or __host__ __device__ function that stays in host code but whose body
  /// uses device-only code keeps its declaration only: CUDA lets host code call it only if
  /// the host compilation never needs that body. A body with a skipped preprocessor block
  /// (`#ifdef __CUDA_ARCH__`) is left alone: the host compiler sees another text.
  void keepDeclarationOnly(FunctionDecl *Function) {
    if (!hasWritten<CUDADeviceAttr>(Function) || !Function->doesThisDeclarationHaveABody())
      return;
    DeviceOnlyUse Uses;
    Uses.TraverseStmt(Function->getBody());
    std::optional<FileRange> Body = Edits.spelledRange(Function->getBody()->getSourceRange());
    if (!Uses.Found || !Body || containsSkippedBlock(*Body))
      return;
    Edits.replace(Edits.withBlanks(*Body, true, false), ";", /*Covering=*/true);
  }

  bool containsSkippedBlock(FileRange Range) const {
    for (SourceRange Skipped : Rewrite.SkippedRanges)
      if (Rewrite.isInFile(Skipped.getBegin())) {
        unsigned Offset = Rewrite.SM.getFileOffset(Skipped.getBegin());
        if (Offset >= Range.Begin && Offset < Range.End)
          return true;
      }
    return false;
  }

  void removeFunction(Decl *Written, const FunctionDecl *Function) {
    // `extern "C" __global__ void k(...)` goes with its `extern "C"`.
    if (const auto *Linkage = dyn_cast<LinkageSpecDecl>(Written->getDeclContext());
        Linkage && !Linkage->hasBraces())
      Written = const_cast<LinkageSpecDecl *>(Linkage);
    std::optional<FileRange> Text = Edits.spelledRange(Written->getSourceRange());
    if (!Text) {
      Rewrite.reportNotRewritable(Written->getLocation(),
                                  "device function '" + Function->getNameAsString() + "'",
                                  "its declaration is not spelled in one piece in the file "
                                  "being translated, so it cannot be removed");
      return;
    }
    bool Definition = Function->doesThisDeclarationHaveABody();
    FileRange Semi;
    if (!Definition && Edits.nextTokenIs(Text->End, tok::semi, Semi))
      Text->End = Semi.End;
    FileRange Lines = Edits.wholeLines(*Text);
    std::string Note;
    if (Definition) {
      std::string Comment = fmt::format(
          "{} {}: see {}", Function->hasAttr<CUDAGlobalAttr>() ? "kernel" : "device function",
          Function->getNameAsString(), Rewrite.ClFileName);
      Note = Lines == *Text ? "/* " + Comment + " */"
                            : Edits.indentationAt(Text->Begin) + "// " + Comment + "\n";
    }
    Edits.replace(Lines, Note, /*Covering=*/true);
  }

  /// `template __global__ void k<int>(int *);` goes with the template it instantiates.
  void removeExplicitInstantiation(const FunctionDecl *Specialization) {
    TemplateSpecializationKind Kind = Specialization->getTemplateSpecializationKind();
    if (Kind != TSK_ExplicitInstantiationDeclaration && Kind != TSK_ExplicitInstantiationDefinition)
      return;
    std::optional<FileRange> Name = Edits.spelledToken(Specialization->getPointOfInstantiation());
    if (!Name)
      return;
    // Back to its `template` keyword (and `extern`), forward to its ';'.
    llvm::StringRef Text = Edits.text();
    size_t Keyword = Text.substr(0, Name->Begin).rfind("template");
    std::optional<unsigned> End = Edits.statementEnd(Name->End);
    if (Keyword == llvm::StringRef::npos || !End)
      return;
    unsigned Begin = Keyword;
    llvm::StringRef Before = Text.substr(0, Begin).rtrim(" \t");
    if (Before.ends_with("extern"))
      Begin = Before.size() - 6;
    Edits.replace(Edits.wholeLines({Begin, *End + 1}), "", /*Covering=*/true);
  }

  void removeVariable(const VarDecl *Var) {
    std::optional<FileRange> Text = Edits.spelledRange(Var->getSourceRange());
    std::optional<unsigned> End = Text ? Edits.statementEnd(Text->End) : std::nullopt;
    if (!Text || !End) {
      Rewrite.reportNotRewritable(Var->getLocation(),
                                  "__shared__ variable '" + Var->getNameAsString() + "'",
                                  "its declaration is not spelled in one piece in the file "
                                  "being translated, so it cannot be removed");
      return;
    }
    Edits.replace(Edits.wholeLines({Text->Begin, *End + 1}), "", /*Covering=*/true);
  }

  HostRewrite &Rewrite;
  HostEdits &Edits;
};

/// What becomes of each CUDA keyword in host code.
struct KeywordRule {
  llvm::StringRef Keyword;
  llvm::StringRef Replacement;
  bool TakesArguments;
  llvm::StringRef Unsupported = ""; ///< Why the keyword cannot be translated.
};

const KeywordRule KeywordRules[] = {
    {"__host__", "", false},
    {"__device__", "", false},
    {"__global__", "", false},
    {"__constant__", "", false},
    {"__shared__", "", false},
    {"__managed__", "", false}, // the host shadow of a managed variable (DeviceSymbols.cpp)
    {"__noinline__", "", false},
    {"__restrict__", "", false},
    {"__forceinline__", "inline", false},
    {"__launch_bounds__", "", true},
    {"__align__", "alignas", false},
    {"__builtin_align__", "alignas", false},
};

} // namespace

bool isDeviceOnlyCallee(const FunctionDecl *Function) {
  if (unsigned Builtin = Function->getBuiltinID())
    return Function->getASTContext().BuiltinInfo.isTSBuiltin(Builtin);
  if (!Function->hasAttr<CUDADeviceAttr>() || Function->hasAttr<CUDAHostAttr>())
    return false;
  // CUDA's device overloads of the C library (sqrtf ...) have host namesakes.
  for (const NamedDecl *Found :
       Function->getDeclContext()->getRedeclContext()->lookup(Function->getDeclName()))
    if (const FunctionDecl *Other = Found->getAsFunction();
        Other && (!Other->hasAttr<CUDADeviceAttr>() || Other->hasAttr<CUDAHostAttr>()))
      return false;
  return true;
}

void removeDeviceCode(HostRewrite &Rewrite) {
  DeviceCodeRemover Remover(Rewrite);
  Rewrite.forEachFileDecl([&](Decl *D) { Remover.visit(D); });
}

void removeCudaKeywords(HostRewrite &Rewrite) {
  HostEdits &Edits = Rewrite.Edits;
  const SourceManager &SM = Rewrite.SM;
  llvm::StringRef Text = Edits.text();
  Lexer Raw(SM.getLocForStartOfFile(Edits.file()), Rewrite.Context.getLangOpts(), Text.begin(),
            Text.begin(), Text.end());
  // Per line: the keywords removed from it, so that a line left blank goes as a whole.
  std::map<unsigned, std::vector<std::pair<FileRange, std::string>>> Lines;
  Token Tok;
  for (bool AtEnd = false; !AtEnd;) {
    AtEnd = Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    if (!Tok.is(tok::raw_identifier))
      continue;
    const KeywordRule *Rule = nullptr;
    for (const KeywordRule &Candidate : KeywordRules)
      if (Tok.getRawIdentifier() == Candidate.Keyword)
        Rule = &Candidate;
    unsigned Begin = SM.getFileOffset(Tok.getLocation());
    if (!Rule || Edits.isCovered(Begin))
      continue;
    if (!Rule->Unsupported.empty())
      Rewrite.reportUnsupported(Tok.getLocation(), Rule->Keyword, Rule->Unsupported);
    FileRange Range{Begin, Begin + Tok.getLength()};
    if (Rule->TakesArguments) {
      // Through the matching ')'.
      int Depth = 0;
      Token Next;
      while (!AtEnd) {
        AtEnd = Raw.LexFromRawLexer(Next);
        if (Next.is(tok::eof))
          break;
        Depth += Next.is(tok::l_paren) - Next.is(tok::r_paren);
        Range.End = SM.getFileOffset(Next.getLocation()) + Next.getLength();
        if (Depth <= 0)
          break;
      }
    }
    if (Rule->Replacement.empty())
      Range = Edits.withBlanks(Range, false, true);
    unsigned LineStart = Text.rfind('\n', Begin) == llvm::StringRef::npos
                             ? 0
                             : unsigned(Text.rfind('\n', Begin)) + 1;
    Lines[LineStart].push_back({Range, Rule->Replacement.str()});
  }
  for (auto &[LineStart, Found] : Lines) {
    // Neighbouring keywords go as one piece, with the blanks before them at a line's end.
    std::vector<std::pair<FileRange, std::string>> Removals;
    for (auto &Removal : Found) {
      if (!Removals.empty() && Removal.second.empty() && Removals.back().second.empty() &&
          Removal.first.Begin <= Removals.back().first.End)
        Removals.back().first.End = std::max(Removals.back().first.End, Removal.first.End);
      else
        Removals.push_back(Removal);
    }
    for (auto &[Range, Replacement] : Removals)
      if (Replacement.empty() && Edits.endsLine(Range.End))
        Range = Edits.withBlanks(Range, true, false);
    size_t LineEnd = Text.find('\n', LineStart); // npos does not fit an unsigned
    if (LineEnd == llvm::StringRef::npos)
      LineEnd = Text.size();
    // Blank once the keywords are gone?
    bool Blank = true;
    unsigned At = LineStart;
    for (const auto &[Range, Replacement] : Removals) {
      Blank &= Replacement.empty() && Text.slice(At, Range.Begin).trim().empty();
      At = std::max(At, Range.End);
    }
    Blank &= Text.slice(At, LineEnd).trim().empty();
    if (Blank) {
      Edits.replace(Edits.wholeLines({Removals.front().first.Begin, Removals.back().first.End}), "",
                    /*Covering=*/true);
      continue;
    }
    for (const auto &[Range, Replacement] : Removals)
      Edits.replace(Range, Replacement);
  }
}

} // namespace cu2cl
