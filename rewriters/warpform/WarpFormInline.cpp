// Calls to functions with primitives, inlined for the warp form (WarpFormInline.h).
#include "WarpFormInline.h"

#include "WarpFormCalls.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/DenseMap.h"

namespace cu2cl::warpform {

using namespace clang;

namespace {

/// The function of the program that Call calls, when it uses warp primitives.
const FunctionDecl *primitiveCallee(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  const FunctionDecl *Definition = nullptr;
  if (!Callee || !Callee->getIdentifier() || !Callee->hasBody(Definition) ||
      Definition->hasAttr<OpenCLKernelAttr>())
    return nullptr;
  // The program's own functions, and the translator's helpers in it (cg::reduce's), not the
  // device library's.
  const SourceManager &SM = Definition->getASTContext().getSourceManager();
  if (Callee->getName().starts_with("cu2cl_") && !SM.isInMainFile(Definition->getLocation()))
    return nullptr;
  return usesWarpPrimitives(Definition->getBody()) ? Definition : nullptr;
}

/// `T x = f(...);`, `x = f(...);` or `f(...);`: the call and what receives its value.
struct CallStatement {
  const CallExpr *Call = nullptr;
  const VarDecl *Declared = nullptr; // T x = ...
  const Expr *Target = nullptr;      // x = ...
};

std::optional<CallStatement> asCallStatement(const Stmt *S) {
  CallStatement Result;
  const Expr *Value = nullptr;
  if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
    const auto *Var = Decls->isSingleDecl() ? dyn_cast<VarDecl>(Decls->getSingleDecl()) : nullptr;
    if (!Var || !Var->getInit() || Var->getType()->isArrayType())
      return std::nullopt;
    Result.Declared = Var;
    Value = Var->getInit();
  } else if (const auto *Assign = dyn_cast<BinaryOperator>(S);
             Assign && Assign->getOpcode() == BO_Assign) {
    Result.Target = Assign->getLHS();
    Value = Assign->getRHS();
  } else if (const auto *E = dyn_cast<Expr>(S)) {
    Value = E;
  } else {
    return std::nullopt;
  }
  Result.Call = dyn_cast<CallExpr>(Value->IgnoreParenImpCasts());
  if (!Result.Call)
    return std::nullopt;
  return Result;
}

bool containsReturnBefore(const Stmt *S, const Stmt *Last) {
  if (!S)
    return false;
  if (isa<ReturnStmt>(S) && S != Last)
    return true;
  for (const Stmt *Child : S->children())
    if (containsReturnBefore(Child, Last))
      return true;
  return false;
}

class Inliner {
public:
  Inliner(ASTContext &Ctx, unsigned &NextId)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), NextId(NextId) {
    Kernels.setSourceMgr(SM, Ctx.getLangOpts());
  }

  std::optional<std::string> run() {
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      auto *Kernel = dyn_cast<FunctionDecl>(D);
      if (Kernel && Kernel->hasAttr<OpenCLKernelAttr>() && Kernel->doesThisDeclarationHaveABody() &&
          SM.isInMainFile(Kernel->getLocation()) && usesWarpPrimitives(Kernel->getBody()))
        visit(Kernel->getBody());
    }
    if (!Changed)
      return std::nullopt;
    const RewriteBuffer *Buffer = Kernels.getRewriteBufferFor(SM.getMainFileID());
    return std::string(Buffer->begin(), Buffer->end());
  }

private:
  ASTContext &Ctx;
  SourceManager &SM;
  unsigned &NextId;
  Rewriter Kernels;
  bool Changed = false;

  void visit(const Stmt *S) {
    if (!S)
      return;
    if (const auto *Compound = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *Child : Compound->body()) {
        std::optional<std::string> Inlined = inlineStatement(Child);
        if (Inlined && !Kernels.ReplaceText(rangeWithSemicolon(Child), *Inlined))
          Changed = true;
        else if (!Inlined)
          visit(Child);
      }
      return;
    }
    for (const Stmt *Child : S->children())
      visit(Child);
  }

  SourceRange rangeWithSemicolon(const Stmt *S) const {
    return warpform::rangeWithSemicolon(S, SM, Ctx.getLangOpts());
  }

  std::string source(SourceRange Range) const {
    return Lexer::getSourceText(CharSourceRange::getTokenRange(Range), SM, Ctx.getLangOpts()).str();
  }

  static bool inMacro(SourceRange Range) {
    return Range.getBegin().isMacroID() || Range.getEnd().isMacroID();
  }

  std::optional<std::string> inlineStatement(const Stmt *S) {
    std::optional<CallStatement> Statement = asCallStatement(S);
    if (!Statement || inMacro(rangeWithSemicolon(S)))
      return std::nullopt;
    const FunctionDecl *F = primitiveCallee(Statement->Call);
    const auto *Body = F ? dyn_cast<CompoundStmt>(F->getBody()) : nullptr;
    if (!Body || Body->body_empty() || inMacro(Body->getSourceRange()) ||
        F->getNumParams() != Statement->Call->getNumArgs())
      return std::nullopt;
    const Stmt *Last = Body->body_back();
    if (containsReturnBefore(Body, Last))
      return std::nullopt;
    const std::string Prefix = "cu2cl_i" + std::to_string(NextId++) + "_";
    Rewriter Copy(SM, Ctx.getLangOpts());
    std::string Text;
    // Parameters: the argument itself where that is safe, else a variable of the copy's own.
    llvm::DenseMap<const ValueDecl *, std::string> Names;
    for (unsigned I = 0; I < F->getNumParams(); ++I) {
      const ParmVarDecl *P = F->getParamDecl(I);
      const Expr *Argument = Statement->Call->getArg(I);
      const Expr *Bare = Argument->IgnoreParenImpCasts();
      const auto *Ref = dyn_cast<DeclRefExpr>(Bare);
      bool Plain = (Ref && isa<ParmVarDecl>(Ref->getDecl())) || isa<IntegerLiteral>(Bare) ||
                   isa<CXXBoolLiteralExpr>(Bare) || isa<FloatingLiteral>(Bare);
      std::string ArgumentText = source(Argument->getSourceRange());
      if (Plain && !writtenParameter(F->getBody(), {}, P) &&
          Ctx.hasSameUnqualifiedType(P->getType(), Argument->getType())) {
        Names[P] = "(" + ArgumentText + ")";
        continue;
      }
      std::string Name = Prefix + P->getNameAsString();
      llvm::raw_string_ostream OS(Text);
      P->getType().print(OS, Ctx.getPrintingPolicy(), Name);
      OS << " = (" << ArgumentText << ");\n";
      Names[P] = Name;
    }
    // The function's own variables get names of their own.
    class Renamer : public RecursiveASTVisitor<Renamer> {
    public:
      Renamer(Rewriter &Copy, llvm::DenseMap<const ValueDecl *, std::string> &Names,
              const std::string &Prefix)
          : Copy(Copy), Names(Names), Prefix(Prefix) {}
      bool VisitVarDecl(VarDecl *Var) {
        if (isa<ParmVarDecl>(Var))
          return true;
        std::string Name = Prefix + Var->getNameAsString();
        Names[Var] = Name;
        Ok &= !Var->getLocation().isMacroID() &&
              !Copy.ReplaceText(Var->getLocation(), Var->getName().size(), Name);
        return true;
      }
      bool VisitDeclRefExpr(DeclRefExpr *Ref) {
        auto It = Names.find(Ref->getDecl());
        if (It != Names.end())
          Ok &= !Ref->getLocation().isMacroID() &&
                !Copy.ReplaceText(Ref->getLocation(), Ref->getNameInfo().getAsString().size(),
                                  It->second);
        return true;
      }
      Rewriter &Copy;
      llvm::DenseMap<const ValueDecl *, std::string> &Names;
      const std::string &Prefix;
      bool Ok = true;
    } Rename(Copy, Names, Prefix);
    Rename.TraverseStmt(const_cast<CompoundStmt *>(Body));
    if (!Rename.Ok)
      return std::nullopt;
    auto Rewritten = [&](SourceRange Range) { return rewrittenText(Copy, Range); };
    for (const Stmt *Child : Body->body())
      if (Child != Last || !isa<ReturnStmt>(Child))
        Text += Rewritten(rangeWithSemicolon(Child)) + "\n";
    std::string Receiver;
    if (Statement->Declared)
      Receiver = Statement->Declared->getNameAsString();
    else if (Statement->Target)
      Receiver = source(Statement->Target->getSourceRange());
    if (const auto *Return = dyn_cast<ReturnStmt>(Last); Return && Return->getRetValue())
      Text += (Receiver.empty() ? "(void)(" : Receiver + " = (") +
              Rewritten(Return->getRetValue()->getSourceRange()) + ");\n";
    std::string Declaration;
    if (Statement->Declared) {
      llvm::raw_string_ostream OS(Declaration);
      Statement->Declared->getType().getUnqualifiedType().print(OS, Ctx.getPrintingPolicy(),
                                                                Receiver);
      OS << ";\n";
    }
    return Declaration + "{\n// cu2cl: " + F->getNameAsString() + ", inlined\n" + Text + "}";
  }
};

} // namespace

std::optional<std::string> inlinePrimitiveCalls(ASTContext &Ctx, unsigned &NextId) {
  return Inliner(Ctx, NextId).run();
}

} // namespace cu2cl::warpform
