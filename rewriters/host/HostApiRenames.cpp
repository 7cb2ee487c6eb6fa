// Uses of CUDA runtime, thrust and CUB names in host code: renamed to the cu2cl runtime's
// names, or reported, as HostApiTable.def says.

#include "HostApi.h"
#include "HostRewrite.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"

namespace cu2cl {

using namespace clang;

namespace {

/// The namespace at the top of \p D's contexts ("thrust", "cub"), or "".
llvm::StringRef outermostNamespace(const Decl *D) {
  llvm::StringRef Name;
  for (const DeclContext *Context = D->getDeclContext(); Context; Context = Context->getParent())
    if (const auto *Namespace = dyn_cast<NamespaceDecl>(Context))
      Name = Namespace->getName();
  return Name;
}

/// Why a CUDA name without a row is not translated.
std::string genericReason(const NamedDecl *D) {
  if (const auto *Enumerator = dyn_cast<EnumConstantDecl>(D))
    if (const auto *Enum = dyn_cast<EnumDecl>(Enumerator->getDeclContext());
        Enum && Enum->getName() == "cudaError")
      return "the cu2cl runtime never returns this error, and its header does not define it";
  if (isa<FieldDecl>(D))
    return "the cu2cl runtime does not fill this field";
  return "cu2cl does not translate it";
}

} // namespace

std::string hostApiName(const HostRewrite &Rewrite, const NamedDecl *D) {
  if (!D || !Rewrite.isFromCudaHeaders(D))
    return "";
  if (const auto *Template = dyn_cast<ClassTemplateSpecializationDecl>(D))
    D = Template->getSpecializedTemplate();
  if (const auto *Function = dyn_cast<FunctionDecl>(D))
    if (const FunctionTemplateDecl *Template = Function->getPrimaryTemplate())
      D = Template;
  llvm::StringRef Namespace = outermostNamespace(D);
  if (Namespace == "thrust" || Namespace == "cub")
    return D->getQualifiedNameAsString();
  if (!Namespace.empty() || !D->getIdentifier())
    return "";
  if (const auto *Field = dyn_cast<FieldDecl>(D)) {
    const RecordDecl *Record = Field->getParent();
    if (!Record->getName().starts_with("cuda"))
      return "";
    return (Record->getName() + "::" + Field->getName()).str();
  }
  return D->getName().starts_with("cuda") ? D->getName().str() : "";
}

void rewriteApiReference(HostRewrite &Rewrite, const NamedDecl *D, SourceLocation NameLoc,
                         SourceLocation QualifierBegin) {
  // A member of a class that the runtime has under another name (thrust::device_ptr is
  // cu2cl::device_ptr, with the same members): renaming the class is all it takes.
  if (const auto *Method = dyn_cast<CXXMethodDecl>(D))
    if (const HostApiRow *Class = findHostApi(hostApiName(Rewrite, Method->getParent()));
        Class && Class->Translated && Class->Cu2clName.starts_with("cu2cl::"))
      return;
  std::string Name = hostApiName(Rewrite, D);
  if (Name.empty() || NameLoc.isInvalid())
    return;
  bool Qualified = llvm::StringRef(Name).contains("::") && !isa<FieldDecl>(D);
  const HostApiRow *Row = findHostApi(Name);
  // thrust's policies and operators, and the algorithms themselves, are rewritten with the
  // call they belong to (AlgorithmCalls.cpp), which also reports what it cannot translate.
  bool PartOfCall = Qualified && (!Row || !Row->Translated || Row->Cu2clName.starts_with("(") ||
                                  isAlgorithmName(Name));
  if (PartOfCall && Rewrite.insideAlgorithmCall(NameLoc))
    return;
  if (!Row || !Row->Translated) {
    Rewrite.reportUnsupported(NameLoc, Name, Row ? Row->Note.str() : genericReason(D));
    return;
  }
  if (PartOfCall) {
    Rewrite.reportUnsupported(NameLoc, Name,
                              "it is translated only as part of a call of a translated thrust "
                              "or CUB algorithm");
    return;
  }
  std::string Quoted = "'" + Name + "'";
  if (isa<FieldDecl>(D))
    return; // the runtime's struct has the field under the same name
  if (Qualified && QualifierBegin.isValid())
    Rewrite.replaceRange({QualifierBegin, NameLoc}, Row->Cu2clName.str(), Quoted);
  else
    Rewrite.replaceToken(NameLoc, Row->Cu2clName.str(), Quoted);
}

void renameOutsideTheAst(HostRewrite &Rewrite) {
  const SourceManager &SM = Rewrite.SM;
  llvm::StringRef Text = Rewrite.Edits.text();
  std::vector<std::pair<unsigned, unsigned>> Skipped;
  for (SourceRange Range : Rewrite.SkippedRanges)
    if (Rewrite.isInFile(Range.getBegin()) && Rewrite.isInFile(Range.getEnd()))
      Skipped.push_back({SM.getFileOffset(Range.getBegin()), SM.getFileOffset(Range.getEnd())});
  Lexer Raw(SM.getLocForStartOfFile(Rewrite.Edits.file()), Rewrite.Context.getLangOpts(),
            Text.begin(), Text.begin(), Text.end());
  bool InDefine = false; // in the body of a #define (continuation lines included)
  Token Tok, Previous;
  Tok.startToken();
  Previous.startToken();
  for (bool AtEnd = false; !AtEnd; Previous = Tok) {
    AtEnd = Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    if (Tok.isAtStartOfLine())
      InDefine = false;
    if (Previous.is(tok::hash) && Previous.isAtStartOfLine() && Tok.is(tok::raw_identifier) &&
        Tok.getRawIdentifier() == "define") {
      InDefine = true;
      continue;
    }
    if (!Tok.is(tok::raw_identifier) || !Tok.getRawIdentifier().starts_with("cuda"))
      continue;
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    bool InSkipped = std::any_of(Skipped.begin(), Skipped.end(), [&](const auto &Range) {
      return Range.first <= Offset && Offset < Range.second;
    });
    if (!InDefine && !InSkipped)
      continue;
    // Only names that mean the same everywhere: no thrust, no fields.
    const HostApiRow *Row = findHostApi(Tok.getRawIdentifier());
    if (Row && Row->Translated)
      Rewrite.Edits.replace({Offset, Offset + Tok.getLength()}, Row->Cu2clName.str());
  }
}

} // namespace cu2cl
