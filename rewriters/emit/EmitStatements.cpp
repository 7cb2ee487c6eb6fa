// The emitter: statements, declarations, comments and remarks (DeviceCodeEmitterImpl.h).
#include "CubCollectives.h"
#include "DeviceCodeEmitter.h"
#include "DeviceCodeEmitterImpl.h"
#include "NativeFlow.h"

#include "CooperativeGroups.h"
#include "FunctionNames.h"

#include "Intrinsics.h"
#include "OpenCLNames.h"
#include "PrintfFormat.h"
#include "ShiftSemantics.h"
#include "Uniformity.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

namespace cu2cl {

using namespace clang;

namespace detail {

// ---------------------------------------------------------------------------
// Remarks

void Emitter::remark(DiagId Id, const std::string &Text) {
  if (Diagnostics.isEnabled(Id))
    Remarks.push_back(
        fmt::format("// cu2cl [-Wcu2cl-{}]: {}\n", diagnosticInfo(Id).Name.str(), Text));
}

std::string Emitter::takeRemarks() {
  std::string Text;
  for (const std::string &R : Remarks)
    Text += R;
  Remarks.clear();
  return Text;
}

// ---------------------------------------------------------------------------
// Statements

void Emitter::flushComments(SourceLocation Before, std::string &Out) {
  unsigned End = Comments.offsetOf(Before);
  if (End == ~0u)
    return;
  for (const CommentCarrier::Comment &C : Comments.take(
           SM.getLocForStartOfFile(SM.getMainFileID()).getLocWithOffset(CommentCursor), Before)) {
    if (!C.StartsLine && C.Line == LastLine && !Out.empty() && Out.back() == '\n') {
      Out.pop_back();
      Out += " " + C.Text + "\n";
    } else {
      Out += C.Text + "\n";
    }
  }
  CommentCursor = std::max(CommentCursor, End);
}

void Emitter::trailingComments(SourceLocation After, std::string &Out) {
  unsigned Offset = Comments.offsetOf(After);
  if (Offset == ~0u)
    return;
  LastLine = Comments.lineOf(After);
  CommentCursor = std::max(CommentCursor, Offset + 1);
}

std::string Emitter::varDecl(const VarDecl *Var) {
  std::string Text;
  if (GroupKind Kind = groupTypeOf(Var->getType()).Kind; knownFromItsType(Kind))
    return ""; // known from its type
  if (isEmptyClass(Var->getType()))
    return ""; // a stateless functor: its calls need no object
  if (isCollectiveScratchType(Context.getBaseElementType(Var->getType())))
    return ""; // its storage is the device library's scratch buffer
  if (Var->isStaticLocal() && !Var->hasAttr<CUDASharedAttr>())
    Diagnostics.report(Var->getLocation(), DiagId::UnsupportedConstruct)
        << "a static local variable";
  // A reference is a pointer to its object; one bound to a temporary holds the value.
  QualType Type = Var->getType();
  if (Type->isReferenceType() && !refersThroughPointer(Var))
    Type = Type.getNonReferenceType();
  Text = declaration(Type, variableName(Var), pointeeSpaceOf(Var), Var->getLocation());
  std::string Value;
  if (const Expr *Init = Var->getInit())
    Value = refersThroughPointer(Var) ? bindReference(Init) : initializer(Init, Type);
  if (Value.empty())
    Value = zeroValue(Var->getType());
  return Value.empty() ? Text : Text + " = " + Value;
}

std::string Emitter::zeroValue(QualType Type) {
  // CUDA leaves such a variable indeterminate; OpenCL compilers may turn an
  // indeterminate value into undefined behaviour once it reaches a warp
  // primitive (PoCL 3.1 hangs: tests/lit/executed/warp_broadcast_uninit.cu),
  // so scalars, pointers and vectors start at zero. Arrays and structs are
  // left alone: clearing them costs time and they are not passed whole.
  QualType Canonical = Type.getCanonicalType();
  if (Canonical->isScalarType())
    return "0";
  if (const RecordDecl *Record = Canonical->getAsRecordDecl();
      Record && openclVectorName(Record, SM))
    return "(" + typeName(Type.getUnqualifiedType(), Record->getLocation()) + ")(0)";
  if (groupTypeOf(Type).Kind == GroupKind::Coalesced)
    return "0";
  return "";
}

std::string Emitter::declStmtText(const DeclStmt *Decls) {
  // One statement per declarator, in order: a later initialiser may read an earlier one.
  std::string Text;
  for (const Decl *D : Decls->decls()) {
    const auto *Var = dyn_cast<VarDecl>(D);
    // Types declared in a function are emitted at program scope where they are used (a
    // struct's name gets its function's: recordName); aliases and using-declarations name
    // types that are emitted by what they stand for.
    if (!Var)
      continue;
    if (Var->hasAttr<CUDASharedAttr>())
      continue;                     // declared at the top of the kernel
    if (HoistedArrays.count(Var)) { // declared at the top of the function (LoopArrays.cpp)
      Text += hoistedArrayInLoop(Var) + elementAssignments(Var).value_or("");
      continue;
    }
    if (std::string Declaration = varDecl(Var); !Declaration.empty())
      Text += Declaration + ";\n";
  }
  return Text;
}

std::string Emitter::forInitText(const DeclStmt *Decls) {
  // `for (int a = 0, b = n - 1; …)`: one declaration, declarators joined by
  // commas; OpenCL C allows only one declaration there.
  std::string Text;
  const VarDecl *First = nullptr;
  for (const Decl *D : Decls->decls()) {
    const auto *Var = dyn_cast<VarDecl>(D);
    if (!Var)
      continue;
    if (!First) {
      First = Var;
      Text = varDecl(Var);
      continue;
    }
    if (Var->getType().getCanonicalType() != First->getType().getCanonicalType() ||
        Var->getType()->isArrayType() || pointeeSpaceOf(Var) != pointeeSpaceOf(First)) {
      unsupported(Decls, "declarations of different types in one for-loop header");
      break;
    }
    Text += ", " + std::string(Var->getType()->isPointerType() ? "*" : "") + variableName(Var);
    if (const Expr *Init = Var->getInit())
      Text += " = " + initializer(Init, Var->getType());
  }
  return Text;
}

void Emitter::withCommentsAndRemarks(const Stmt *S, std::string &Out,
                                     llvm::function_ref<void()> PrintBody) {
  flushComments(S->getBeginLoc(), Out);
  size_t Start = Out.size();
  PrintBody();
  if (!Remarks.empty() && !isa<CompoundStmt>(S))
    Out.insert(Start, takeRemarks());
}

void Emitter::expressionStatement(const Expr *E, std::string &Out) {
  // `c ? __syncthreads() : __syncwarp();` as the `if` it means: the barriers are statements
  // then, as the warp form and the uniform rewrite need them.
  if (const auto *Choice = dyn_cast<ConditionalOperator>(E->IgnoreParens());
      Choice && Choice->getType()->isVoidType()) {
    Out += "if (" + expr(Choice->getCond()) + ") {\n";
    expressionStatement(Choice->getTrueExpr(), Out);
    Out += "} else {\n";
    expressionStatement(Choice->getFalseExpr(), Out);
    Out += "}\n";
    return;
  }
  Out += expr(E) + ";\n";
}

void Emitter::stmt(const Stmt *S, std::string &Out) {
  if (S)
    withCommentsAndRemarks(S, Out, [&] { stmtBody(S, Out); });
}

void Emitter::stmtBody(const Stmt *S, std::string &Out) {
  if (const auto *Body = dyn_cast<CompoundStmt>(S)) {
    compound(Body, Out, "");
    return;
  }
  if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
    Out += declStmtText(Decls);
  } else if (const auto *E = dyn_cast<Expr>(S)) {
    expressionStatement(E, Out);
  } else if (const auto *If = dyn_cast<IfStmt>(S)) {
    if (If->getInit() || If->getConditionVariable() || If->isConsteval())
      unsupported(If, "an if statement with an initialiser or condition variable");
    Out += "if (" + expr(If->getCond()) + ") ";
    stmt(If->getThen(), Out);
    if (If->getElse()) {
      Out += "else ";
      stmt(If->getElse(), Out);
    }
    return;
  } else if (const auto *For = dyn_cast<ForStmt>(S)) {
    std::string Init;
    if (const auto *InitDecls = dyn_cast_or_null<DeclStmt>(For->getInit()))
      Init = forInitText(InitDecls);
    else if (const auto *InitExpr = dyn_cast_or_null<Expr>(For->getInit()))
      Init = expr(InitExpr);
    if (For->getConditionVariable())
      unsupported(For, "a for loop with a condition variable");
    std::string Condition = expr(For->getCond());
    Out += fmt::format("for ({}; {}; {}) ", Init, Condition, expr(For->getInc()));
    stmt(For->getBody(), Out);
    return;
  } else if (const auto *While = dyn_cast<WhileStmt>(S)) {
    if (While->getConditionVariable())
      unsupported(While, "a while loop with a condition variable");
    Out += "while (" + expr(While->getCond()) + ") ";
    stmt(While->getBody(), Out);
    return;
  } else if (const auto *Do = dyn_cast<DoStmt>(S)) {
    Out += "do ";
    stmt(Do->getBody(), Out);
    Out += "while (" + expr(Do->getCond()) + ");\n";
  } else if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
    if (Switch->getInit() || Switch->getConditionVariable())
      unsupported(Switch, "a switch with an initialiser or condition variable");
    Out += "switch (" + expr(Switch->getCond()) + ") ";
    stmt(Switch->getBody(), Out);
    return;
  } else if (const auto *Case = dyn_cast<CaseStmt>(S)) {
    if (Case->caseStmtIsGNURange())
      unsupported(Case, "a case range");
    Out += "case " + expr(Case->getLHS()) + ":\n";
    stmt(Case->getSubStmt(), Out);
    return;
  } else if (const auto *Default = dyn_cast<DefaultStmt>(S)) {
    Out += "default:\n";
    stmt(Default->getSubStmt(), Out);
    return;
  } else if (isa<BreakStmt>(S)) {
    Out += "break;\n";
  } else if (isa<ContinueStmt>(S)) {
    Out += "continue;\n";
  } else if (const auto *Return = dyn_cast<ReturnStmt>(S)) {
    if (Return->getRetValue())
      Out += "return " + returnValue(Return->getRetValue()) + ";\n";
    else if (Current && llvm::isa<CXXConstructorDecl>(Current->Decl))
      Out += fmt::format("return {};\n", ConstructedObject); // a constructor's result
    else
      Out += "return;\n";
  } else if (isa<NullStmt>(S)) {
    Out += ";\n";
  } else if (const auto *Label = dyn_cast<LabelStmt>(S)) {
    Out += std::string(Label->getName()) + ":\n";
    stmt(Label->getSubStmt(), Out);
    return;
  } else if (const auto *Goto = dyn_cast<GotoStmt>(S)) {
    Out += "goto " + Goto->getLabel()->getNameAsString() + ";\n";
  } else if (const auto *Attributed = dyn_cast<AttributedStmt>(S)) {
    for (const Attr *A : Attributed->getAttrs()) {
      const auto *Hint = dyn_cast<LoopHintAttr>(A);
      if (!Hint || Hint->getOption() != LoopHintAttr::Unroll &&
                       Hint->getOption() != LoopHintAttr::UnrollCount)
        continue;
      if (Hint->getState() == LoopHintAttr::Disable)
        Out += "\n#pragma nounroll\n";
      else if (Hint->getOption() == LoopHintAttr::UnrollCount && Hint->getValue())
        Out += "\n#pragma unroll " + expr(Hint->getValue()) + "\n";
      else
        Out += "\n#pragma unroll\n";
    }
    stmt(Attributed->getSubStmt(), Out);
    return;
  } else if (isa<AsmStmt>(S)) {
    unsupported(S, "inline assembly (PTX)");
  } else if (isa<CXXForRangeStmt>(S)) {
    unsupported(S, "a range-based for loop");
  } else if (isa<CXXTryStmt>(S)) {
    unsupported(S, "a try block");
  } else {
    unsupported(S, fmt::format("a statement of kind {}", S->getStmtClassName()));
  }
  trailingComments(S->getEndLoc(), Out);
}

void Emitter::compound(const CompoundStmt *Body, std::string &Out, const std::string &Prologue,
                       bool FunctionBody) {
  Out += "{\n" + Prologue;
  trailingComments(Body->getLBracLoc(), Out);
  if (FunctionBody)
    LastLine = 0; // a comment after a function's "{" gets a line of its own
  for (const Stmt *Child : Body->body())
    stmt(Child, Out);
  flushComments(Body->getRBracLoc(), Out);
  Out += "}\n";
  trailingComments(Body->getRBracLoc(), Out);
}

} // namespace detail

} // namespace cu2cl
