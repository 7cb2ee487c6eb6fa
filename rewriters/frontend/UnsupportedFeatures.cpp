#include "UnsupportedFeatures.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <fmt/format.h>

namespace cu2cl {

using namespace clang;

namespace {

/// cu2cl's CUDA headers (rewriters/cuda-include) mark the declarations of each feature with
/// __attribute__((annotate("cu2cl-unsupported-feature:<id>"))), so that the feature is named
/// where it is declared, not in a list of names here.
constexpr llvm::StringLiteral MarkPrefix = "cu2cl-unsupported-feature:";

struct Feature {
  llvm::StringLiteral Id;
  llvm::StringLiteral Name;    ///< What the message calls it.
  llvm::StringLiteral Rewrite; ///< What to do instead.
};

const Feature Features[] = {
    {"texture-objects", "texture objects",
     "OpenCL C 1.2 images are not CUDA textures and cu2cl does not map one onto the other; "
     "read the data through a pointer (const T *) instead"},
    {"surface-objects", "surface objects",
     "OpenCL C 1.2 images are not CUDA surfaces and cu2cl does not map one onto the other; "
     "read and write the data through a pointer instead"},
    {"grid-group",
     "grid-wide synchronisation (a grid group's sync(), which needs a cooperative launch)",
     "OpenCL has no barrier across work-groups; end the kernel where the grid synchronises and "
     "launch the rest as a second kernel (the grid group's ranks and sizes are translated)"},
    {"dynamic-parallelism", "dynamic parallelism (a kernel launch in device code)",
     "OpenCL 1.2 kernels cannot launch kernels; launch the kernel from host code"},
};

const Feature *markedFeature(const Decl *D) {
  if (!D)
    return nullptr;
  for (const AnnotateAttr *Annotation : D->specific_attrs<AnnotateAttr>()) {
    llvm::StringRef Mark = Annotation->getAnnotation();
    if (!Mark.consume_front(MarkPrefix))
      continue;
    for (const Feature &F : Features)
      if (F.Id == Mark)
        return &F;
  }
  return nullptr;
}

const Feature &feature(llvm::StringRef Id) {
  for (const Feature &F : Features)
    if (F.Id == Id)
      return F;
  llvm_unreachable("a feature of the table");
}

/// The feature a use of \p D belongs to: the declaration's own mark, its template's, or (for a
/// member) its class's.
const Feature *featureOf(const Decl *D) {
  if (const Feature *F = markedFeature(D))
    return F;
  if (const auto *Function = dyn_cast_or_null<FunctionDecl>(D)) {
    if (const FunctionTemplateDecl *Template = Function->getPrimaryTemplate())
      if (const Feature *F = markedFeature(Template->getTemplatedDecl()))
        return F;
    if (const auto *Method = dyn_cast<CXXMethodDecl>(Function))
      return featureOf(Method->getParent());
  }
  if (const auto *Specialization = dyn_cast_or_null<ClassTemplateSpecializationDecl>(D))
    return markedFeature(Specialization->getSpecializedTemplate()->getTemplatedDecl());
  return nullptr;
}

class FeatureFinder : public RecursiveASTVisitor<FeatureFinder> {
public:
  FeatureFinder(ASTContext &Context, DiagnosticReporter &Diagnostics,
                llvm::ArrayRef<SourceRange> Skipped)
      : Context(Context), SM(Context.getSourceManager()), Diagnostics(Diagnostics),
        Skipped(Skipped) {}

  // A use inside a template is reported once, at the pattern; instantiations add uses that
  // only appear in them (a dependent call resolved at instantiation).
  bool shouldVisitTemplateInstantiations() const { return true; }

  /// The system headers (the C++ library, cu2cl's CUDA headers) use no feature of the user's.
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && D->getLocation().isValid() &&
        SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    use(E->getDecl(), E->getLocation());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    // At the start of `grid.sync()`, where a call that cannot be emitted is also reported.
    use(E->getMemberDecl(), E->getBeginLoc());
    return true;
  }
  bool VisitOverloadExpr(OverloadExpr *E) {
    for (const NamedDecl *Candidate : E->decls())
      if (featureOf(Candidate->getUnderlyingDecl())) {
        use(Candidate->getUnderlyingDecl(), E->getNameLoc());
        break;
      }
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    use(TL.getDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (TemplateDecl *Template = TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      use(Template->getTemplatedDecl(), TL.getTemplateNameLoc());
    return true;
  }

  /// A variable is reported once, where it is declared.
  bool VisitVarDecl(VarDecl *Var) {
    const Feature *F = markedFeature(Var);
    if (!F || Var->isInvalidDecl())
      return true;
    SourceLocation Where = Var->getLocation();
    for (const AnnotateAttr *Annotation : Var->specific_attrs<AnnotateAttr>())
      if (Annotation->getAnnotation().starts_with(MarkPrefix) &&
          Annotation->getLocation().isValid())
        Where = SM.getExpansionLoc(Annotation->getLocation()); // the marking keyword
    report(Where, "'" + Var->getNameAsString() + "'", *F);
    return true;
  }

  /// A kernel launch in device code is an error of Clang's that drops the statement from the
  /// AST, so the launch is found in the function's text.
  bool VisitFunctionDecl(FunctionDecl *Function) {
    if (!Function->doesThisDeclarationHaveABody() || Function->isTemplateInstantiation())
      return true;
    bool Global = Function->hasAttr<CUDAGlobalAttr>();
    if (!Global && (!Function->hasAttr<CUDADeviceAttr>() || Function->hasAttr<CUDAHostAttr>()))
      return true;
    const Stmt *Body = Function->getBody();
    if (!Body)
      return true;
    SourceLocation Begin = SM.getExpansionLoc(Body->getBeginLoc());
    SourceLocation End = SM.getExpansionLoc(Body->getEndLoc());
    if (Begin.isInvalid() || End.isInvalid() || SM.isInSystemHeader(Begin) ||
        SM.getFileID(Begin) != SM.getFileID(End))
      return true;
    FileID File = SM.getFileID(Begin);
    bool Invalid = false;
    llvm::StringRef Text = SM.getBufferData(File, &Invalid);
    unsigned BeginOffset = SM.getFileOffset(Begin), EndOffset = SM.getFileOffset(End);
    if (Invalid || BeginOffset > EndOffset || EndOffset >= Text.size())
      return true;
    Lexer Raw(SM.getLocForStartOfFile(File), Context.getLangOpts(), Text.begin(),
              Text.begin() + BeginOffset, Text.end());
    Token Tok;
    for (bool AtEnd = false; !AtEnd;) {
      AtEnd = Raw.LexFromRawLexer(Tok);
      if (Tok.is(tok::eof) || SM.getFileOffset(Tok.getLocation()) > EndOffset)
        break;
      if (Tok.is(tok::lesslessless) && !inSkippedBlock(Tok.getLocation()))
        report(Tok.getLocation(),
               fmt::format("'<<<...>>>' in {} function '{}'", Global ? "__global__" : "__device__",
                           Function->getNameAsString()),
               feature("dynamic-parallelism"));
    }
    return true;
  }

private:
  void use(const Decl *D, SourceLocation Loc) {
    if (!D || isa<VarDecl>(D) || Loc.isInvalid() || SM.isInSystemHeader(SM.getExpansionLoc(Loc)))
      return;
    const Feature *F = featureOf(D);
    if (!F)
      return;
    const auto *Named = dyn_cast<NamedDecl>(D);
    report(Loc, Named ? "'" + Named->getNameAsString() + "'" : std::string("this"), *F);
  }

  void report(SourceLocation Loc, const std::string &What, const Feature &F) {
    Diagnostics.report(Loc, DiagId::UnsupportedFeature) << What << F.Name.str() << F.Rewrite.str();
  }

  bool inSkippedBlock(SourceLocation Loc) const {
    for (SourceRange Range : Skipped)
      if (SM.isPointWithin(Loc, Range.getBegin(), Range.getEnd()))
        return true;
    return false;
  }

  ASTContext &Context;
  const SourceManager &SM;
  DiagnosticReporter &Diagnostics;
  llvm::ArrayRef<SourceRange> Skipped;
};

} // namespace

void reportUnsupportedFeatures(ASTContext &Context, DiagnosticReporter &Diagnostics,
                               llvm::ArrayRef<SourceRange> SkippedBlocks) {
  FeatureFinder(Context, Diagnostics, SkippedBlocks).TraverseDecl(Context.getTranslationUnitDecl());
}

} // namespace cu2cl
