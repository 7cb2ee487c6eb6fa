// The emitter: expressions, calls and the device library's calls (DeviceCodeEmitterImpl.h).
#include "DeviceCodeEmitter.h"
#include "DeviceCodeEmitterImpl.h"
#include "NativeFlow.h"

#include "CooperativeGroups.h"
#include "FunctionNames.h"

#include "FloatConversion.h"
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
#include <functional>
#include <map>
#include <set>

namespace cu2cl {

using namespace clang;

namespace detail {

// ---------------------------------------------------------------------------
// Expressions

std::string Emitter::unsupported(const Stmt *S, llvm::StringRef What) {
  Diagnostics.report(S->getBeginLoc(), DiagId::UnsupportedConstruct) << What;
  return "/* untranslated */ 0";
}

std::string Emitter::literal(const Expr *E) {
  // Literals keep the user's spelling (0xffffffff stays hex), taken from
  // where the token was written, also inside macros.
  SourceLocation Spelling = SM.getSpellingLoc(E->getBeginLoc());
  std::string Text;
  if (Spelling.isValid() && !SM.isWrittenInScratchSpace(Spelling)) {
    unsigned Length = Lexer::MeasureTokenLength(Spelling, SM, Context.getLangOpts());
    Text = std::string(SM.getCharacterData(Spelling), Length);
  }
  if (const auto *Integer = dyn_cast<IntegerLiteral>(E)) {
    if (Text.empty() || !isDigit(Text[0])) {
      llvm::SmallString<32> Value;
      Integer->getValue().toString(Value, 10, Integer->getType()->isSignedIntegerType());
      Text = std::string(Value);
      if (Integer->getType()->isUnsignedIntegerType())
        Text += "u";
      if (Context.getTypeSize(Integer->getType()) == 64)
        Text += "l";
    }
    // OpenCL C has no "ll" suffix; its long is CUDA's long long.
    for (const char *Long : {"ll", "LL"})
      if (size_t At = Text.find(Long); At != std::string::npos)
        Text.erase(At, 1);
    return Text;
  }
  if (const auto *Float = dyn_cast<FloatingLiteral>(E)) {
    if (Text.empty() || !(isDigit(Text[0]) || Text[0] == '.')) {
      llvm::SmallString<32> Value;
      Float->getValue().toString(Value, 0, 0);
      Text = std::string(Value);
      if (Text.find_first_of(".eE") == std::string::npos)
        Text += ".0";
      if (Float->getType()->isSpecificBuiltinType(BuiltinType::Float))
        Text += "f";
    }
    if (Float->getType()->isDoubleType()) {
      if (!UsesDouble)
        FirstDouble = E->getBeginLoc();
      UsesDouble = true;
    }
    return Text;
  }
  if (const auto *Char = dyn_cast<CharacterLiteral>(E)) {
    if (!Text.empty() && Text[0] == '\'')
      return Text;
    return std::to_string(Char->getValue());
  }
  return Text;
}

std::string Emitter::operand(const Expr *E) {
  // Only what cu2cl itself prints can need parentheses: the source's own
  // grouping is kept as ParenExpr nodes. A mapped expression such as
  // "(uint)get_local_id(0)" or "(int)abs(x)" is wrapped when it becomes the
  // base of a postfix operator.
  std::string Text = expr(E);
  if (Text.empty() || Text.front() != '(')
    return Text;
  int Depth = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    Depth += Text[I] == '(' ? 1 : Text[I] == ')' ? -1 : 0;
    if (Depth == 0 && I + 1 < Text.size())
      return "(" + Text + ")";
  }
  return Text;
}

/// A construction that is a plain copy of its one argument: a copy or move constructor that the
/// compiler provides.
static bool copiesItsArgument(const CXXConstructExpr *Construct) {
  const CXXConstructorDecl *Constructor = Construct->getConstructor();
  return Construct->getNumArgs() == 1 && Constructor->isCopyOrMoveConstructor() &&
         !Constructor->isUserProvided();
}

std::string Emitter::initializer(const Expr *Init, QualType Type) {
  // Implicit conversions stay (a float to an integer is a conversion of its own); the
  // construction or list they may wrap is looked at without them.
  const Expr *Bare = Init->IgnoreImplicit();
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Bare)) {
    // A constructor that runs code is a function returning the object; one that only copies
    // or leaves the object as it is has a C spelling.
    if (std::optional<std::string> Dim3 = dim3Construction(Construct))
      return *Dim3;
    if (runsCode(Construct))
      return constructed(Construct);
    if (copiesItsArgument(Construct))
      return initializer(Construct->getArg(0), Type);
    if (Construct->getNumArgs() == 0)
      return "";
    return unsupported(Bare, "a call of a user-defined constructor");
  }
  if (const auto *List = dyn_cast<InitListExpr>(Bare)) {
    const InitListExpr *Syntactic =
        List->isSemanticForm() && List->getSyntacticForm() ? List->getSyntacticForm() : List;
    std::string Items;
    QualType ElementType = Type;
    if (const auto *Array = Context.getAsArrayType(Type))
      ElementType = Array->getElementType();
    for (unsigned I = 0; I < Syntactic->getNumInits(); ++I) {
      if (I)
        Items += ", ";
      Items += initializer(Syntactic->getInit(I), ElementType);
    }
    const RecordDecl *Record = Type->getAsRecordDecl();
    std::optional<std::string> Vector = Record ? openclVectorName(Record, SM) : std::nullopt;
    if (Vector) {
      // CUDA zero-fills missing components; an OpenCL vector literal with one
      // value would repeat it.
      unsigned Components = static_cast<unsigned>(Vector->back() - '0');
      for (unsigned I = Syntactic->getNumInits(); I < Components; ++I)
        Items += I ? ", 0" : "0";
      return fmt::format("({})({})", typeName(Type.getUnqualifiedType(), Init->getBeginLoc()),
                         Items);
    }
    return "{" + Items + "}";
  }
  return expr(Init);
}

std::string Emitter::cast(const ExplicitCastExpr *Cast) {
  QualType Target = Cast->getTypeAsWritten();
  const Expr *Sub = Cast->getSubExpr();
  if (Target->isReferenceType()) // `reinterpret_cast<T &>(x)`: the object through a T pointer
    return "(*" + referenceCast(Cast) + ")";
  AddressSpace Space = AddressSpace::Private;
  if (Target->isPointerType()) {
    Space = Current ? Current->Spaces->pointeeSpace(Cast) : AddressSpace::Constant;
    if (Space == AddressSpace::Any || Space == AddressSpace::Unknown)
      Space = AddressSpace::Private;
  }
  if (Cast->getCastKind() == CK_ConstructorConversion)
    return expr(Sub); // `T(x)` by a converting constructor: the construction
  if (isa<InitListExpr>(Sub->IgnoreImplicit()))
    return expr(Sub->IgnoreImplicit()); // `T{…}`: the list is the value of its type
  // `(int)f`: Clang's C++ AST puts the conversion in an implicit cast under a no-op one.
  const Expr *Converted = Sub;
  if (const auto *Implicit = dyn_cast<ImplicitCastExpr>(Sub);
      Implicit && Implicit->isPartOfExplicitCast() && Cast->getCastKind() == CK_NoOp)
    Converted = Implicit;
  if (const auto *Conversion = dyn_cast<CastExpr>(Converted);
      Conversion && Conversion->getCastKind() == CK_FloatingToIntegral &&
      conversionMaySaturate(Context, Conversion->getSubExpr(), Conversion->getType()))
    return floatToInteger(Conversion->getSubExpr(), Conversion->getType());
  std::string Type = declaration(Target, "", Space, Cast->getBeginLoc());
  if (isa<CXXFunctionalCastExpr>(Cast) || isa<CXXNamedCastExpr>(Cast))
    return fmt::format("({})({})", Type, expr(Sub));
  return fmt::format("({}){}", Type, expr(Sub));
}

std::string Emitter::floatToInteger(const Expr *Source, QualType Target) {
  Source = Source->IgnoreParens(); // the operand is a call's argument
  std::string Operand = expr(Source);
  if (const auto *Comma = dyn_cast<BinaryOperator>(Source->IgnoreImpCasts());
      Comma && Comma->getOpcode() == BO_Comma)
    Operand = "(" + Operand + ")";
  return floatToInteger(std::move(Operand), Source->getType(), Target);
}

std::string Emitter::floatToInteger(std::string Operand, QualType Source, QualType Target) {
  if (const auto *Enum = Target->getAs<EnumType>())
    Target = Enum->getDecl()->getIntegerType();
  IntegerTarget Integer{static_cast<unsigned>(Context.getIntWidth(Target)),
                        Target->isSignedIntegerType(),
                        typeName(Target.getUnqualifiedType(), SourceLocation())};
  std::string Text = floatToIntegerText(Operand, Context.getTypeSize(Source) > 32, Integer);
  if (llvm::StringRef(Text).contains("cu2cl_")) // also narrowed: (uchar)cu2cl_convert_…
    UsesDeviceLibrary = true;
  return Text;
}

std::string Emitter::binary(const BinaryOperator *Op) {
  BinaryOperatorKind Kind = Op->getOpcode();
  if (Kind == BO_Comma && Current) {
    std::string Left = expr(Op->getLHS());
    return Left + ", " + expr(Op->getRHS());
  }
  if (Kind == BO_PtrMemD || Kind == BO_PtrMemI || Kind == BO_Cmp)
    return unsupported(Op, "a C++ member-pointer or three-way comparison operator");
  // CUDA's shifts clamp the amount (PTX semantics); OpenCL's take it modulo
  // the width. Shifts that are not provably in range go through a helper.
  bool IsShift = Kind == BO_Shl || Kind == BO_Shr || Kind == BO_ShlAssign || Kind == BO_ShrAssign;
  if (IsShift) {
    QualType Result = Kind == BO_ShlAssign || Kind == BO_ShrAssign
                          ? llvm::cast<CompoundAssignOperator>(Op)->getComputationLHSType()
                          : Op->getType();
    std::optional<ClampingShift> Shift =
        clampingShift(Context, Result, Kind == BO_Shl || Kind == BO_ShlAssign, Op->getRHS());
    if (Shift) {
      ShiftHelpers.insert(*Shift);
      std::string Helper = Shift->helperName();
      if (Kind == BO_Shl || Kind == BO_Shr) {
        std::string Left = expr(Op->getLHS());
        return fmt::format("{}({}, {})", Helper, Left, expr(Op->getRHS()));
      }
      if (Op->getLHS()->HasSideEffects(Context))
        return unsupported(Op, "a compound shift whose target has side effects");
      std::string Target = expr(Op->getLHS());
      return fmt::format("{} = {}({}, {})", Target, Helper, Target, expr(Op->getRHS()));
    }
  }
  // `i += f` on an integer computes in floating point and converts back: as CUDA converts.
  if (const auto *Compound = dyn_cast<CompoundAssignOperator>(Op);
      Compound && Op->getLHS()->getType()->isIntegralOrEnumerationType() &&
      Compound->getComputationResultType()->isRealFloatingType()) {
    if (Op->getLHS()->HasSideEffects(Context))
      return unsupported(Op, "a floating-point compound assignment to an integer whose target "
                             "has side effects");
    std::string Target = expr(Op->getLHS());
    std::string Value =
        fmt::format("{} {} ({})", Target,
                    BinaryOperator::getOpcodeStr(BinaryOperator::getOpForCompoundAssignment(Kind)),
                    expr(Op->getRHS()));
    return Target + " = " +
           floatToInteger(Value, Compound->getComputationResultType(), Op->getLHS()->getType());
  }
  if (Kind == BO_Add || Kind == BO_Sub || Kind == BO_AddAssign || Kind == BO_SubAssign) {
    if (Op->getLHS()->getType()->isPointerType()) {
      std::string Left = expr(Op->getLHS());
      return fmt::format("{} {} {}", Left, Op->getOpcodeStr().str(),
                         sharedOffset(Op->getLHS(), Op->getRHS()));
    }
    if (Kind == BO_Add && Op->getRHS()->getType()->isPointerType()) {
      std::string Left = sharedOffset(Op->getRHS(), Op->getLHS());
      return fmt::format("{} + {}", Left, expr(Op->getRHS()));
    }
  }
  // Operands are printed left to right so that diagnostics follow the source.
  std::string Left = Op->isAssignmentOp() ? assignedTarget(Op->getLHS()) : expr(Op->getLHS());
  if (Kind == BO_Assign)
    if (const auto *Member = dyn_cast<MemberExpr>(Op->getLHS()->IgnoreParenImpCasts());
        Member && isa<FieldDecl>(Member->getMemberDecl()) &&
        Member->getMemberDecl()->getType()->isBooleanType()) // stored as uchar: keep 0 or 1
      return fmt::format("{} = (bool)({})", Left, expr(Op->getRHS()));
  return fmt::format("{} {} {}", Left, Op->getOpcodeStr().str(), expr(Op->getRHS()));
}

std::string Emitter::sharedOffset(const Expr *Pointer, const Expr *Offset) {
  std::string Text = expr(Offset);
  // Shared memory has 32-bit addresses on NVIDIA GPUs: `p[~i]` (i unsigned) wraps around to
  // p[-(i + 1)], as the C the kernel is written in does not promise and programs rely on.
  // A signed offset computes the same address on any device.
  // Only an offset that subtracts or complements can wrap so (`i - 1`, `~i`, `-i`).
  std::function<bool(const Stmt *)> Subtracts = [&](const Stmt *S) {
    if (const auto *Op = dyn_cast<BinaryOperator>(S);
        Op && (Op->getOpcode() == BO_Sub || Op->getOpcode() == BO_SubAssign))
      return true;
    if (const auto *Op = dyn_cast<UnaryOperator>(S);
        Op && (Op->getOpcode() == UO_Not || Op->getOpcode() == UO_Minus || Op->isDecrementOp()))
      return true;
    return llvm::any_of(S->children(),
                        [&](const Stmt *Child) { return Child && Subtracts(Child); });
  };
  QualType Type = Offset->getType().getCanonicalType();
  if (!Current || !Type->isUnsignedIntegerType() || Context.getTypeSize(Type) != 32 ||
      Offset->isIntegerConstantExpr(Context) || !Subtracts(Offset) ||
      Current->Spaces->pointeeSpace(Pointer) != AddressSpace::Local)
    return Text;
  return "(int)(" + Text + ")";
}

bool Emitter::refersThroughPointer(const VarDecl *Var) const {
  if (!Var->getType()->isReferenceType() || !Var->hasLocalStorage())
    return false;
  QualType Referent = Var->getType().getNonReferenceType();
  if (groupTypeOf(Referent).Kind != GroupKind::None || isEmptyClass(Referent))
    return false; // no object: a group is known from its type, a stateless functor is nothing
  if (const auto *Param = dyn_cast<ParmVarDecl>(Var)) {
    // A parameter of the function being emitted bound to a temporary is a value.
    if (Current && Param->getDeclContext() == Current->Decl &&
        Param->getFunctionScopeIndex() < Current->ParamSpaces.size())
      return Current->ParamSpaces[Param->getFunctionScopeIndex()] != AddressSpace::Temporary;
    return true;
  }
  return !Var->getInit() || !bindsToTemporary(Var->getInit());
}

std::string Emitter::bindReference(const Expr *Init) {
  const Expr *E = Init->IgnoreParens();
  if (const auto *Full = dyn_cast<FullExpr>(E))
    return bindReference(Full->getSubExpr());
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E); Cast && Cast->getCastKind() == CK_NoOp)
    return bindReference(Cast->getSubExpr()); // `const` added
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl())) {
      if (auto Captured = capturedVariable(Var, /*AsPointer=*/true))
        return *Captured;
      if (refersThroughPointer(Var))
        return variableName(Var);
      // A __shared__ array that a function receives as a pointer to its first element
      // (FunctionInstance::HoistedShared): the same address as the array's.
      if (Current && !Current->IsKernel && Var->hasAttr<CUDASharedAttr>() &&
          Var->getType()->isArrayType())
        return "(" +
               declaration(Context.getPointerType(Var->getType()), "", AddressSpace::Local,
                           Var->getLocation()) +
               ")" + variableName(Var);
    }
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E);
      Cast && Cast->getTypeAsWritten()->isReferenceType())
    return referenceCast(Cast);
  if (const auto *Deref = dyn_cast<UnaryOperator>(E); Deref && Deref->getOpcode() == UO_Deref)
    return expr(Deref->getSubExpr());
  // `return a = b;` (an assignment is its left side in C++): assign, then refer to the left
  // side, which is evaluated twice, so it must have no side effects.
  if (const Expr *Assigned = assignedObject(E); Assigned && !Assigned->HasSideEffects(Context))
    return "(" + expr(E) + ", " + bindReference(Assigned) + ")";
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    if (const Expr *Forwarded = forwardedArgument(Call)) // std::move(x) refers to x
      return bindReference(Forwarded);
    if (Current && Call->isLValue())
      if (auto It = Current->Callees.find(Call); It != Current->Callees.end())
        return userCall(Call, *It->second, /*AsPointer=*/true);
  }
  // CUDA's vector types are OpenCL vectors, whose components have no address.
  const auto *Member = dyn_cast<MemberExpr>(E);
  const RecordDecl *Base = Member ? Member->getBase()
                                        ->getType()
                                        .getNonReferenceType()
                                        ->getPointeeOrArrayElementType()
                                        ->getAsRecordDecl()
                                  : nullptr;
  if (isa<ExtVectorElementExpr>(E) || (Base && openclVectorName(Base, SM)))
    return unsupported(E, "a reference to a vector component (OpenCL C cannot take its address)");
  if (const auto *Choice = dyn_cast<ConditionalOperator>(E))
    return expr(Choice->getCond()) + " ? " + bindReference(Choice->getTrueExpr()) + " : " +
           bindReference(Choice->getFalseExpr());
  if (bindsToTemporary(E))
    return unsupported(E, "a reference to a temporary here");
  // What C can take the address of; C++ lvalues such as `a = b` or `++i` are not C lvalues.
  if (!isa<DeclRefExpr, ArraySubscriptExpr, MemberExpr>(E))
    return unsupported(E, "a reference to the result of this expression");
  return "&" + operand(E);
}

std::string Emitter::referenceCast(const ExplicitCastExpr *Cast) {
  const Expr *Object = Cast->getSubExpr();
  AddressSpace Space = Current ? Current->Spaces->storageSpace(Object) : AddressSpace::Private;
  if (Space == AddressSpace::Unknown || Space == AddressSpace::Any ||
      Space == AddressSpace::Temporary)
    Space = AddressSpace::Private;
  QualType Pointer = Context.getPointerType(Cast->getTypeAsWritten().getNonReferenceType());
  return "(" + declaration(Pointer, "", Space, Cast->getBeginLoc()) + ")" + bindReference(Object);
}

std::optional<std::string> Emitter::capturedVariable(const VarDecl *Var, bool AsPointer) {
  const auto *Method = Current ? dyn_cast<CXXMethodDecl>(Current->Decl) : nullptr;
  if (!Method || !Method->getParent()->isLambda() || Var->getDeclContext() == Method)
    return std::nullopt;
  llvm::DenseMap<const ValueDecl *, FieldDecl *> Captures;
  FieldDecl *ThisCapture = nullptr;
  Method->getParent()->getCaptureFields(Captures, ThisCapture);
  auto Field = Captures.find(Var);
  if (Field == Captures.end())
    return std::nullopt;
  std::string Member = std::string(SelfParameter) + "->" + variableName(Var);
  bool ByReference = Field->second->getType()->isReferenceType();
  if (!ByReference || AsPointer)
    return ByReference || !AsPointer ? Member : "&" + Member;
  return "(*" + Member + ")";
}

std::string Emitter::byteCopy(const CallExpr *Call, bool Fill) {
  // OpenCL C 1.2 has no memcpy, and a byte loop needs each pointer's address space: a
  // statement expression whose value is the destination, as memcpy's and memset's is.
  auto BytePointer = [&](const Expr *Pointer, bool Const) {
    AddressSpace Space = Current->Spaces->pointeeSpace(Pointer);
    if (Space == AddressSpace::Unknown || Space == AddressSpace::Any)
      Space = AddressSpace::Private;
    std::string Qualifier = addressSpaceQualifier(Space).str();
    return (Qualifier.empty() ? "" : Qualifier + " ") + (Const ? "const uchar *" : "uchar *");
  };
  std::string Destination = BytePointer(Call->getArg(0), false);
  std::string Out =
      fmt::format("({{\n{0}cu2cl_to = ({0})({1});\n", Destination, expr(Call->getArg(0)));
  std::string Count = expr(Call->getArg(2));
  if (Fill) {
    Out += fmt::format("uchar cu2cl_byte = (uchar)({});\n", expr(Call->getArg(1)));
    Out += fmt::format("for (ulong cu2cl_i = 0; cu2cl_i < (ulong)({}); ++cu2cl_i)\n"
                       "cu2cl_to[cu2cl_i] = cu2cl_byte;\n",
                       Count);
  } else {
    std::string Source = BytePointer(Call->getArg(1), true);
    Out += fmt::format("{0}cu2cl_from = ({0})({1});\n", Source, expr(Call->getArg(1)));
    Out += fmt::format("for (ulong cu2cl_i = 0; cu2cl_i < (ulong)({}); ++cu2cl_i)\n"
                       "cu2cl_to[cu2cl_i] = cu2cl_from[cu2cl_i];\n",
                       Count);
  }
  return Out + "cu2cl_to;\n})";
}

std::string Emitter::returnValue(const Expr *Value) {
  if (Current && Current->Decl->getReturnType()->isReferenceType())
    return bindReference(Value);
  return expr(Value);
}

std::string Emitter::userCall(const CallExpr *Call, const FunctionInstance &Callee,
                              bool AsPointer) {
  CallShape Shape = callShape(Call);
  std::vector<std::string> Arguments;
  if (Callee.HasSelf) {
    const Expr *Object = Shape.Object->IgnoreParenImpCasts();
    if (Shape.ObjectIsPointer)
      Arguments.push_back(expr(Shape.Object));
    else if (Callee.SelfSpace == AddressSpace::Temporary)
      Arguments.push_back(expr(Shape.Object)); // by value: a temporary has no address
    else if (Object->isPRValue() || isa<MaterializeTemporaryExpr>(Shape.Object))
      return unsupported(Shape.Object, "a member function call on a temporary object here");
    else
      Arguments.push_back("&" + operand(Shape.Object));
  }
  appendArguments(Callee, Shape.Arguments, Arguments);
  std::string Text = expandPattern(Callee.Name + "($*)", Arguments);
  if (Callee.Decl->getReturnType()->isReferenceType() && !AsPointer)
    return "(*" + Text + ")";
  return Text;
}

std::string Emitter::constructorCall(const CXXConstructExpr *Construct,
                                     const FunctionInstance &Constructor) {
  std::vector<std::string> Arguments;
  appendArguments(Constructor,
                  std::vector<const Expr *>(Construct->arg_begin(), Construct->arg_end()),
                  Arguments);
  return expandPattern(Constructor.Name + "($*)", Arguments);
}

std::optional<std::string> Emitter::wholeIndexVariable(const VarDecl *Var, SourceLocation Loc) {
  // threadIdx, blockIdx, blockDim and gridDim as values: their components' rows of the table.
  const VariableMapping *X = findVariableMapping(Var->getName(), "x");
  const VariableMapping *Y = findVariableMapping(Var->getName(), "y");
  const VariableMapping *Z = findVariableMapping(Var->getName(), "z");
  if (!X || !Y || !Z || !SM.isInSystemHeader(SM.getExpansionLoc(Var->getLocation())))
    return std::nullopt;
  return "((" + typeName(Var->getType().getUnqualifiedType(), Loc) + "){" + X->OpenCL.str() + ", " +
         Y->OpenCL.str() + ", " + Z->OpenCL.str() + "})";
}

std::optional<std::string> Emitter::dim3Construction(const CXXConstructExpr *Construct) {
  // CUDA's dim3 (cu2cl's CUDA headers): three components, each defaulting to 1, or a uint3's.
  const CXXRecordDecl *Record = Construct->getConstructor()->getParent();
  if (Record->getName() != "dim3" ||
      !SM.isInSystemHeader(SM.getExpansionLoc(Record->getLocation())) ||
      copiesItsArgument(Construct))
    return std::nullopt;
  std::string Type = typeName(QualType(Record->getTypeForDecl(), 0), Construct->getBeginLoc());
  std::vector<std::string> Parts;
  if (Construct->getConstructor()->getNumParams() == 1) { // dim3(uint3)
    const Expr *From = Construct->getArg(0);
    if (From->HasSideEffects(Context))
      return unsupported(Construct, "a dim3 made from a uint3 whose expression has side effects");
    std::string Value = operand(From);
    for (const char *Member : {".x", ".y", ".z"})
      Parts.push_back(Value + Member);
  } else { // dim3(x, y, z), the defaults' arguments included
    for (const Expr *Argument : Construct->arguments())
      Parts.push_back(expr(Argument));
  }
  return "((" + Type + "){" + Parts[0] + ", " + Parts[1] + ", " + Parts[2] + "})";
}

std::string Emitter::constructed(const CXXConstructExpr *Construct) {
  if (std::optional<std::string> Dim3 = dim3Construction(Construct))
    return *Dim3;
  if (Current)
    if (auto It = Current->Constructions.find(Construct); It != Current->Constructions.end())
      return constructorCall(Construct, *It->second);
  if (copiesItsArgument(Construct))
    return expr(Construct->getArg(0));
  return unsupported(Construct, "a call of a user-defined constructor");
}

void Emitter::appendArguments(const FunctionInstance &Callee,
                              const std::vector<const Expr *> &Written,
                              std::vector<std::string> &Arguments) {
  const FunctionDecl *Decl = Callee.Decl;
  for (size_t I = 0; I < Written.size(); ++I) {
    QualType Type =
        I < Decl->getNumParams() ? Decl->getParamDecl(I)->getType() : Written[I]->getType();
    GroupKind Kind = groupTypeOf(Type.getNonReferenceType()).Kind;
    if (knownFromItsType(Kind) || isEmptyClass(Type.getNonReferenceType()))
      continue; // no parameter for it (signature())
    const Expr *Arg = Written[I];
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Arg))
      Arg = Default->getExpr();
    // A reference parameter takes the object's address, or the value of a temporary.
    if (Type->isReferenceType() && Kind == GroupKind::None && I < Callee.ParamSpaces.size() &&
        Callee.ParamSpaces[I] != AddressSpace::Temporary)
      Arguments.push_back(bindReference(Arg));
    else
      Arguments.push_back(expr(Arg));
  }
  for (const VarDecl *Symbol : Callee.Symbols)
    Arguments.push_back(abi::SymbolParameterPrefix + variableName(Symbol));
  // The kernel declares the callee's __shared__ variables; a function passes on its parameter.
  for (const VarDecl *Shared : Callee.HoistedShared)
    Arguments.push_back(Current && Current->IsKernel && !Shared->getType()->isArrayType()
                            ? "&" + variableName(Shared)
                            : variableName(Shared));
  if (Callee.Synchronizing) {
    Arguments.push_back(Active);
    Arguments.push_back(abi::ScratchParameter);
    // A callee not emitted yet (defined after its caller) might synchronise the work-group.
    auto Emitted = SynchronisesBlock.find(&Callee);
    if (Emitted == SynchronisesBlock.end() || Emitted->second)
      noteBlockSync();
  }
}

std::string Emitter::call(const CallExpr *Call) {
  if (const Expr *Argument = forwardedArgument(Call))
    return expr(Argument);
  if (std::optional<GroupCall> Group = cooperativeGroupsCall(Call))
    return groupCall(Call, *Group);
  if (Current)
    if (auto It = Current->Callees.find(Call); It != Current->Callees.end())
      return userCall(Call, *It->second);
  if (const auto *Operator = dyn_cast<CXXOperatorCallExpr>(Call)) {
    // Assigning a struct or vector calls its implicit operator=, which is
    // plain assignment in C.
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Operator->getDirectCallee());
    if (Method && Method->isImplicit() && Operator->getOperator() == OO_Equal &&
        Operator->getNumArgs() == 2) {
      std::string Target = expr(Operator->getArg(0));
      return Target + " = " + expr(Operator->getArg(1));
    }
    if (Method && Method->getParent()->isLambda())
      return "0"; // the lambda itself is reported
    return unsupported(Call, "an overloaded operator");
  }
  if (isa<CXXMemberCallExpr>(Call))
    return unsupported(Call, "a member function call");
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee)
    return unsupported(Call, "an indirect call");
  // constexpr calls with constant arguments (std::numeric_limits<int>::max(),
  // the user's own constexpr helpers) become their value.
  if (Callee->isConstexpr())
    if (std::optional<std::string> Value = constantValue(Call))
      return *Value;

  std::vector<std::string> Arguments;
  auto PrintArguments = [&](bool CastToParameterTypes) {
    for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
      const Expr *Arg = Call->getArg(I);
      if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Arg))
        Arg = Default->getExpr();
      // An argument the uniform rewrite evaluated under its predicate (hoistSyncCalls), as
      // the temporary of the argument's type, before the conversions below look inside it.
      if (auto It = Substitutions.find(Arg); It != Substitutions.end()) {
        Arguments.push_back(It->second);
        continue;
      }
      // OpenCL's built-ins are overloaded; make CUDA's implicit argument
      // conversions explicit so that the same overload is chosen.
      const auto *Implicit = dyn_cast<ImplicitCastExpr>(Arg);
      bool Variadic = I >= Callee->getNumParams(); // printf: OpenCL takes floats as they are
      if (Variadic && Implicit && Implicit->getCastKind() == CK_FloatingCast) {
        Arguments.push_back(expr(Implicit->getSubExpr()));
        continue;
      }
      if (CastToParameterTypes && !Variadic && Implicit &&
          (Implicit->getCastKind() == CK_IntegralCast ||
           Implicit->getCastKind() == CK_FloatingCast ||
           Implicit->getCastKind() == CK_IntegralToFloating ||
           Implicit->getCastKind() == CK_FloatingToIntegral)) {
        const Expr *Sub = Implicit->getSubExpr();
        if (Implicit->getCastKind() == CK_FloatingToIntegral &&
            conversionMaySaturate(Context, Sub, Arg->getType())) {
          Arguments.push_back(floatToInteger(Sub, Arg->getType()));
          continue;
        }
        bool Primary =
            isa<DeclRefExpr, IntegerLiteral, FloatingLiteral, CharacterLiteral, ParenExpr, CallExpr,
                ArraySubscriptExpr, MemberExpr>(Sub->IgnoreImpCasts());
        std::string Text = expr(Sub);
        Arguments.push_back(fmt::format("({}){}", typeName(Arg->getType(), Arg->getBeginLoc()),
                                        Primary ? Text : "(" + Text + ")"));
        continue;
      }
      Arguments.push_back(expr(Arg));
    }
  };

  if (isUserDeviceFunction(Callee, SM))
    return "/* untranslated call */ 0"; // DeviceProgram said why
  llvm::StringRef Name = Callee->getIdentifier() ? Callee->getName() : "";
  // make_float4(a, b, c, d) → (float4)(a, b, c, d)
  if (Name.starts_with("make_")) {
    if (const auto *Record = Callee->getReturnType()->getAsRecordDecl();
        Record && cudaVectorName(Record, SM)) {
      // A vector literal, or a struct's compound literal (1 and 3 components).
      bool Vector = openclVectorName(Record, SM).has_value();
      PrintArguments(true);
      return expandPattern("(" + typeName(Callee->getReturnType(), Call->getBeginLoc()) + ")" +
                               (Vector ? "($*)" : "{$*}"),
                           Arguments);
    }
  }
  if ((Name == "memcpy" || Name == "memset") && Call->getNumArgs() == 3 && Current)
    return byteCopy(Call, Name == "memset");
  const FunctionMapping *Mapping = findFunctionMapping(Name);
  if (!Mapping) {
    bool Declared = SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation()));
    bool Device = Callee->hasAttr<CUDADeviceAttr>();
    if ((Declared && Device) || Callee->getBuiltinID() != 0)
      Diagnostics.report(Call->getBeginLoc(), DiagId::UnsupportedFunction)
          << Callee->getNameAsString();
    else if (Device && !Callee->isDefined())
      Diagnostics.report(Call->getBeginLoc(), DiagId::MissingDefinition)
          << Callee->getNameAsString();
    else
      Diagnostics.report(Call->getBeginLoc(), DiagId::HostFunctionInDeviceCode)
          << Callee->getNameAsString();
    return "/* untranslated call */ 0";
  }
  if (Mapping->Warning) {
    std::string Target = Mapping->Pattern.substr(0, Mapping->Pattern.find('(')).str();
    bool Legacy = *Mapping->Warning == DiagId::LegacyWarpIntrinsic;
    if (Legacy) // name the CUDA replacement, not the device-library function
      Target = Name.str() + "_sync";
    Diagnostics.report(Call->getBeginLoc(), *Mapping->Warning) << Name << Target;
    remark(*Mapping->Warning,
           Legacy ? fmt::format("legacy {} became {} with a full mask", Name.str(), Target)
                  : fmt::format("{} became {}, whose precision is implementation-defined",
                                Name.str(), Target));
  }
  PrintArguments(true);
  // The C++ library's promoting templates (std::pow(float, int), std::atan2(int, double))
  // compute in their result's type: so does the OpenCL built-in, given arguments of it.
  // So do CUDA's overloads of mixed types within one kind (min(int, unsigned) compares as
  // unsigned, max(double, float) as double); ldexp(double, int) mixes kinds and keeps them.
  bool Mixed = Callee->getNumParams() > 1 && Call->getType()->isArithmeticType();
  bool Differ = false;
  for (const ParmVarDecl *Param : Callee->parameters()) {
    QualType Type = Param->getType();
    Mixed &= Type->isArithmeticType() &&
             Type->isRealFloatingType() == Call->getType()->isRealFloatingType();
    Differ |= !Context.hasSameUnqualifiedType(Type, Call->getType());
  }
  if (Mapping->Family == "math" &&
      ((Callee->getPrimaryTemplate() && Call->getType()->isRealFloatingType()) ||
       (Mixed && Differ))) {
    std::string Type = typeName(Call->getType().getUnqualifiedType(), Call->getBeginLoc());
    for (unsigned I = 0; I < Arguments.size() && I < Call->getNumArgs(); ++I)
      if (!Context.hasSameUnqualifiedType(Call->getArg(I)->getType(), Call->getType()))
        Arguments[I] = fmt::format("({})({})", Type, Arguments[I]);
  }
  if (Name == "printf" && !Arguments.empty())
    if (const auto *Format = dyn_cast<StringLiteral>(Call->getArg(0)->IgnoreParenImpCasts()))
      Arguments[0] = openclPrintfFormat(Format->getString());
  bool Floating =
      Callee->getNumParams() > 0 && Callee->getParamDecl(0)->getType()->isRealFloatingType();
  llvm::StringRef Pattern =
      Floating && !Mapping->FloatPattern.empty() ? Mapping->FloatPattern : Mapping->Pattern;
  if (NativeFlow)
    if (llvm::StringRef Native = nativeFlowPattern(Name); !Native.empty())
      Pattern = Native;
  if (isBlockBarrier(Callee))
    noteBlockSync();
  std::string Typed = Pattern.str(); // $T: the OpenCL type of the call's value
  if (Pattern.contains("$T")) {
    std::string Type = typeName(Call->getType().getUnqualifiedType(), Call->getBeginLoc());
    for (size_t At = Typed.find("$T"); At != std::string::npos; At = Typed.find("$T", At))
      Typed.replace(At, 2, Type);
  }
  if (Pattern.starts_with("cu2cl_"))
    return expandPattern(expandDeviceLibrary(Typed, Call), Arguments);
  return expandPattern(Typed, Arguments);
}

std::optional<std::string> Emitter::vectorComponentPointer(const Expr *Component,
                                                           std::optional<AddressSpace> Space) {
  const auto *Member = dyn_cast<MemberExpr>(Component->IgnoreParens());
  const auto *Field = Member ? dyn_cast<FieldDecl>(Member->getMemberDecl()) : nullptr;
  QualType Object = Member ? Member->getBase()->getType() : QualType();
  if (Member && Member->isArrow())
    Object = Object->getPointeeType();
  const RecordDecl *Record = Field ? Object->getAsRecordDecl() : nullptr;
  if (!Record || !openclVectorName(Record, SM))
    return std::nullopt;
  // The vector's address as one of its elements', plus the component's index (CUDA's x, y, z,
  // w are its fields in order).
  if (!Space) {
    Space = AddressSpace::Private;
    if (Current)
      Space = Member->isArrow() ? Current->Spaces->pointeeSpace(Member->getBase())
                                : Current->Spaces->storageSpace(Member->getBase());
  }
  std::string Qualifier = addressSpaceQualifier(*Space).str();
  std::string Element = typeName(Field->getType(), Component->getBeginLoc());
  std::string Vector =
      Member->isArrow() ? operand(Member->getBase()) : "&" + operand(Member->getBase());
  return fmt::format("(({}{}{} *){} + {})", Qualifier, Qualifier.empty() ? "" : " ", Element,
                     Vector, Field->getFieldIndex());
}

std::optional<std::string> Emitter::vectorComponentAddress(const UnaryOperator *Address) {
  // OpenCL C has no address of a vector's component (`&v.y`).
  AddressSpace Space = Current ? Current->Spaces->pointeeSpace(Address) : AddressSpace::Private;
  return vectorComponentPointer(Address->getSubExpr(), Space);
}

std::string Emitter::assignedTarget(const Expr *Target) {
  std::optional<std::string> Component = storedComponent(Target);
  return Component ? *Component : expr(Target);
}

std::optional<std::string> Emitter::storedComponent(const Expr *Target) {
  // A component of a vector in global or local memory is stored through a scalar pointer:
  // `a[i].x = v` may otherwise store the whole vector (PoCL does), over the other components
  // that other work-items write (HeCBench fluidSim: wrong results). CUDA's vectors are structs.
  if (const auto *Member = dyn_cast<MemberExpr>(Target->IgnoreParens()); Member && Current) {
    AddressSpace Space = Member->isArrow() ? Current->Spaces->pointeeSpace(Member->getBase())
                                           : Current->Spaces->storageSpace(Member->getBase());
    if (Space == AddressSpace::Global || Space == AddressSpace::Local)
      if (std::optional<std::string> Pointer = vectorComponentPointer(Target, Space))
        return "(*" + *Pointer + ")";
  }
  return std::nullopt;
}

std::string Emitter::expr(const Expr *E) {
  if (!E)
    return "";
  if (auto It = Substitutions.find(E); It != Substitutions.end())
    return It->second;
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral>(E))
    return literal(E);
  if (const auto *String = dyn_cast<StringLiteral>(E)) {
    std::string Text;
    llvm::raw_string_ostream Out(Text);
    String->outputString(Out);
    return Out.str();
  }
  if (const auto *Bool = dyn_cast<CXXBoolLiteralExpr>(E))
    return Bool->getValue() ? "true" : "false";
  if (isa<CXXNullPtrLiteralExpr, GNUNullExpr>(E))
    return "0";
  if (const auto *Paren = dyn_cast<ParenExpr>(E))
    return "(" + expr(Paren->getSubExpr()) + ")";
  if (const auto *Implicit = dyn_cast<ImplicitCastExpr>(E)) {
    if (Implicit->getCastKind() == CK_FloatingToIntegral &&
        conversionMaySaturate(Context, Implicit->getSubExpr(), Implicit->getType()))
      return floatToInteger(Implicit->getSubExpr(), Implicit->getType());
    return expr(Implicit->getSubExpr());
  }
  if (const auto *Explicit = dyn_cast<ExplicitCastExpr>(E)) {
    if (isa<CXXDynamicCastExpr>(E))
      return unsupported(E, "dynamic_cast");
    return cast(Explicit);
  }
  if (const auto *Full = dyn_cast<FullExpr>(E))
    return expr(Full->getSubExpr());
  if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(E))
    return expr(Temporary->getSubExpr());
  if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(E))
    return expr(Bind->getSubExpr());
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E))
    return expr(Default->getExpr());
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const ValueDecl *D = Ref->getDecl();
    if (const auto *Var = dyn_cast<VarDecl>(D)) {
      if (const VariableMapping *Mapping = findVariableMapping(Var->getName(), ""))
        if (SM.isInSystemHeader(SM.getExpansionLoc(Var->getLocation())))
          return Mapping->OpenCL.str();
      if (std::optional<std::string> Whole = wholeIndexVariable(Var, Ref->getBeginLoc()))
        return *Whole;
      if (Current && isSymbolVariable(Var)) {
        std::string Parameter = abi::SymbolParameterPrefix + variableName(Var);
        return Var->getType()->isArrayType() ? Parameter : "(*" + Parameter + ")";
      }
      if (auto Captured = capturedVariable(Var, /*AsPointer=*/false))
        return *Captured;
      // A constant of the enclosing function used in a lambda without a capture (it is not
      // odr-used): the lambda's OpenCL function cannot see it, so its value.
      if (Ref->isNonOdrUse() == NOUR_Constant && Var->isLocalVarDecl() && Current &&
          Var->getDeclContext() != Current->Decl)
        if (std::optional<std::string> Value = constantValue(Ref))
          return *Value;
      if (refersThroughPointer(Var))
        return "(*" + variableName(Var) + ")";
      // A __shared__ scalar that a function receives as a pointer
      // (FunctionInstance::HoistedShared).
      if (Current && !Current->IsKernel && Var->hasAttr<CUDASharedAttr>() &&
          !Var->getType()->isArrayType())
        return "(*" + variableName(Var) + ")";
      return variableName(Var);
    }
    if (const auto *Constant = dyn_cast<EnumConstantDecl>(D)) {
      if (const auto *Enum = dyn_cast<EnumDecl>(Constant->getDeclContext());
          Enum && !SM.isInSystemHeader(SM.getExpansionLoc(Enum->getLocation())))
        requireEnum(Enum, E->getBeginLoc());
      return enumConstantName(Constant);
    }
    if (isa<FunctionDecl>(D))
      return unsupported(E, "taking the address of a function");
    return variableName(D);
  }
  if (const auto *Member = dyn_cast<MemberExpr>(E)) {
    if (const auto *Base = dyn_cast<DeclRefExpr>(Member->getBase()->IgnoreParenImpCasts()))
      if (const auto *Var = dyn_cast<VarDecl>(Base->getDecl());
          Var && isBuiltinVariable(Var->getName()) &&
          SM.isInSystemHeader(SM.getExpansionLoc(Var->getLocation()))) {
        if (const VariableMapping *Mapping =
                findVariableMapping(Var->getName(), Member->getMemberDecl()->getName()))
          return Mapping->OpenCL.str();
        return unsupported(E, "this built-in variable member");
      }
    if (isa<CXXMethodDecl>(Member->getMemberDecl()))
      return unsupported(E, "a member function");
    return operand(Member->getBase()) + (Member->isArrow() ? "->" : ".") +
           variableName(Member->getMemberDecl());
  }
  if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E)) {
    std::string Base = operand(Subscript->getBase());
    return Base + "[" + sharedOffset(Subscript->getBase(), Subscript->getIdx()) + "]";
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
    if (Unary->getOpcode() == UO_AddrOf)
      if (std::optional<std::string> Component = vectorComponentAddress(Unary))
        return *Component;
    std::string Sub = Unary->isPostfix() ? operand(Unary->getSubExpr()) : expr(Unary->getSubExpr());
    if (Unary->isIncrementDecrementOp())
      if (std::optional<std::string> Component = storedComponent(Unary->getSubExpr()))
        Sub = *Component;
    if (Unary->isPostfix())
      return Sub + UnaryOperator::getOpcodeStr(Unary->getOpcode()).str();
    if (Unary->getOpcode() == UO_Extension) // GNU's `__extension__ e` is e
      return Sub;
    if (Unary->getOpcode() == UO_Coawait)
      return unsupported(E, "this operator");
    return UnaryOperator::getOpcodeStr(Unary->getOpcode()).str() + Sub;
  }
  if (const auto *Binary = dyn_cast<BinaryOperator>(E))
    return binary(Binary);
  if (const auto *Conditional = dyn_cast<ConditionalOperator>(E)) {
    std::string Condition = expr(Conditional->getCond());
    std::string True = expr(Conditional->getTrueExpr());
    return fmt::format("{} ? {} : {}", Condition, True, expr(Conditional->getFalseExpr()));
  }
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return call(Call);
  if (const auto *Trait = dyn_cast<UnaryExprOrTypeTraitExpr>(E)) {
    if (Trait->getKind() != UETT_SizeOf)
      return unsupported(E, "alignof and other type traits");
    if (Trait->isArgumentType())
      return "sizeof(" +
             declaration(Trait->getArgumentType(), "", AddressSpace::Private, E->getBeginLoc()) +
             ")";
    return "sizeof(" + expr(Trait->getArgumentExpr()) + ")";
  }
  if (const auto *List = dyn_cast<InitListExpr>(E)) {
    // Outside a declaration a braced list is a value: a struct's is a C99 compound literal
    // (`return {a, b}`, `Pair{a, b}`), a scalar's is its one element (`int{x}`).
    QualType Type = List->getType();
    if (Type->isScalarType() && List->getNumInits() == 1)
      return expr(List->getInit(0));
    if (Type->isRecordType() && !openclVectorName(Type->getAsRecordDecl(), SM))
      return "(" + typeName(Type.getUnqualifiedType(), E->getBeginLoc()) + ")" +
             initializer(List, Type);
    return initializer(List, Type);
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
    return constructed(Construct);
  if (isa<ImplicitValueInitExpr>(E))
    return "0";
  // `T()` of a scalar type (a template's `T()` where T is int): zero of that type.
  if (const auto *Zero = dyn_cast<CXXScalarValueInitExpr>(E))
    return "((" + typeName(Zero->getType().getUnqualifiedType(), E->getBeginLoc()) + ")0)";
  // __func__ and __PRETTY_FUNCTION__ name the CUDA function, as nvcc has them.
  if (const auto *Predefined = dyn_cast<PredefinedExpr>(E)) {
    if (const StringLiteral *Name = Predefined->getFunctionName())
      return expr(Name);
    return Predefined->getIdentKindName().str();
  }
  if (const auto *Lambda = dyn_cast<LambdaExpr>(E)) {
    // The closure: its captures in field order, copies or addresses.
    const CXXRecordDecl *Closure = Lambda->getLambdaClass();
    if (isEmptyClass(QualType(Closure->getTypeForDecl(), 0)))
      return "0"; // a lambda without captures has no object (its variable is not declared)
    std::vector<std::string> Values;
    auto Init = Lambda->capture_init_begin();
    for (const LambdaCapture &Capture : Lambda->captures()) {
      const Expr *Value = *Init++;
      if (!Capture.capturesVariable())
        return unsupported(E, "a lambda that captures 'this'");
      Values.push_back(Capture.getCaptureKind() == LCK_ByRef ? bindReference(Value) : expr(Value));
    }
    return "(" + typeName(QualType(Closure->getTypeForDecl(), 0), E->getBeginLoc()) + "){" +
           llvm::join(Values, ", ") + "}";
  }
  if (isa<CXXThisExpr>(E)) {
    if (Current && Current->HasSelf)
      return SelfParameter;
    return unsupported(E, "'this'");
  }
  if (const auto *Substituted = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
    return expr(Substituted->getReplacement());
  if (isa<CXXNewExpr, CXXDeleteExpr>(E))
    return unsupported(E, "new/delete");
  if (isa<CXXThrowExpr>(E))
    return unsupported(E, "throw");
  if (const auto *Literal = dyn_cast<CompoundLiteralExpr>(E)) { // C99's, as in C
    const RecordDecl *Record = Literal->getType()->getAsRecordDecl();
    if (Record && openclVectorName(Record, SM)) // a vector literal already: `(float2)(a, b)`
      return initializer(Literal->getInitializer(), Literal->getType());
    if (Literal->getType()->isArrayType())
      return unsupported(E, "an array compound literal");
    return "(" + typeName(Literal->getType().getUnqualifiedType(), E->getBeginLoc()) + ")" +
           initializer(Literal->getInitializer(), Literal->getType());
  }
  if (const auto *Statements = dyn_cast<StmtExpr>(E)) {
    // A GNU statement expression (min and max macros): Clang, which OpenCL C compilers are
    // built on, accepts it in OpenCL C too.
    std::string Body;
    for (const Stmt *Child : Statements->getSubStmt()->body())
      stmt(Child, Body);
    return "({\n" + Body + "})";
  }
  // `__is_same(T, U)` (std::is_same_v), `noexcept(...)`: C++ asks about types, which OpenCL C
  // cannot; their answer is a constant.
  if (isa<TypeTraitExpr, ArrayTypeTraitExpr, ExpressionTraitExpr, CXXNoexceptExpr>(E) &&
      !E->isValueDependent())
    if (std::optional<llvm::APSInt> Value = E->getIntegerConstantExpr(Context))
      return E->getType()->isBooleanType() ? (Value->getBoolValue() ? "true" : "false")
                                           : llvm::toString(*Value, 10);
  return unsupported(E, fmt::format("an expression of kind {}", E->getStmtClassName()));
}

std::optional<std::string> Emitter::constantValue(const Expr *E) {
  Expr::EvalResult Result;
  if (E->isValueDependent() || !E->EvaluateAsRValue(Result, Context) || Result.HasSideEffects)
    return std::nullopt;
  QualType Type = E->getType();
  if (Result.Val.isInt()) {
    const llvm::APSInt &Value = Result.Val.getInt();
    std::string Suffix =
        std::string(Value.isUnsigned() ? "u" : "") + (Context.getTypeSize(Type) == 64 ? "l" : "");
    if (Type->isBooleanType())
      return std::string(Value.isZero() ? "false" : "true");
    if (Value.isSigned() && Value.isMinSignedValue()) // -2147483648 is not a literal
      return fmt::format("({}{} - 1)", llvm::toString(llvm::APSInt(Value + 1, false), 10), Suffix);
    return llvm::toString(Value, 10) + Suffix;
  }
  if (Result.Val.isFloat()) {
    const llvm::APFloat &Value = Result.Val.getFloat();
    bool Single = Type->isSpecificBuiltinType(BuiltinType::Float);
    if (Value.isInfinity())
      return std::string(Value.isNegative() ? "-" : "") +
             (Single ? "INFINITY" : "(double)INFINITY");
    if (Value.isNaN())
      return std::string(Single ? "NAN" : "(double)NAN");
    llvm::SmallString<32> Text;
    Value.toString(Text, /*FormatPrecision=*/Single ? 9 : 17, /*FormatMaxPadding=*/0);
    std::string Literal(Text);
    if (Literal.find_first_of(".eE") == std::string::npos)
      Literal += ".0";
    return Literal + (Single ? "f" : "");
  }
  return std::nullopt;
}

std::optional<std::string> Emitter::scalarSuffix(QualType Type) {
  const auto *Builtin = Type.getCanonicalType()->getAs<BuiltinType>();
  if (!Builtin)
    return std::nullopt;
  switch (Builtin->getKind()) {
  case BuiltinType::Int:
  case BuiltinType::UInt:
  case BuiltinType::Long:
  case BuiltinType::LongLong:
  case BuiltinType::ULong:
  case BuiltinType::ULongLong:
  case BuiltinType::Float:
  case BuiltinType::Double:
    return typeSuffix(Type, SourceLocation());
  default:
    return std::nullopt;
  }
}

std::optional<std::string> Emitter::fieldwise(
    QualType Type, const std::string &Value,
    llvm::function_ref<std::string(const std::string &Field, llvm::StringRef Suffix)> Scalar) {
  if (std::optional<std::string> Suffix = scalarSuffix(Type))
    return Scalar(Value, *Suffix);
  const RecordDecl *Record = Type->getAsRecordDecl();
  if (!Record || Record->isUnion() || !Record->getDefinition())
    return std::nullopt;
  if (const auto *Class = dyn_cast<CXXRecordDecl>(Record);
      Class && (Class->getNumBases() || Class->isPolymorphic()))
    return std::nullopt;
  std::string Items;
  for (const FieldDecl *Field : Record->fields()) {
    if (Field->isBitField() || !Field->getIdentifier())
      return std::nullopt;
    std::optional<std::string> Item =
        fieldwise(Field->getType(), Value + "." + variableName(Field), Scalar);
    if (!Item)
      return std::nullopt;
    Items += (Items.empty() ? "" : ", ") + *Item;
  }
  if (std::optional<std::string> Vector = openclVectorName(Record, SM))
    return fmt::format("({})({})", *Vector, Items);
  return fmt::format("({}){{{}}}", typeName(Type.getUnqualifiedType(), SourceLocation()), Items);
}

std::string Emitter::groupCall(const CallExpr *Call, const GroupCall &Group) {
  if (!Group.Unsupported.empty())
    return unsupported(Call, Group.Unsupported);
  if (Group.Pattern.empty())
    return "";
  // Cooperative groups shuffle any trivially copyable type: a class value (uint4, a struct of
  // scalars) is shuffled field by field, each with its scalar's variant.
  if (llvm::StringRef(Group.Pattern).contains("_$R(") && Call->getNumArgs() > 0 &&
      Call->getType()->isRecordType() && !scalarSuffix(Call->getType())) {
    const Expr *Value = Call->getArg(0);
    if (Value->HasSideEffects(Context))
      return unsupported(Call, "a shuffle of a class value whose expression has side effects "
                               "(it is shuffled field by field); shuffle a variable");
    std::vector<std::string> Arguments;
    for (const Expr *Arg : Call->arguments())
      Arguments.push_back(isCooperativeGroupsObject(Arg->getType()) || isEmptyClass(Arg->getType())
                              ? ""
                              : expr(Arg));
    std::string ValueText =
        isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr>(Value->IgnoreImpCasts())
            ? Arguments[0]
            : "(" + Arguments[0] + ")";
    std::optional<std::string> Text = fieldwise(
        Call->getType(), ValueText, [&](const std::string &Field, llvm::StringRef Suffix) {
          std::string Pattern = Group.Pattern;
          Pattern.replace(Pattern.find("$R"), 2, Suffix.str());
          std::vector<std::string> FieldArguments = Arguments;
          FieldArguments[0] = Field;
          return expandPattern(expandDeviceLibrary(Pattern, Call), FieldArguments);
        });
    if (!Text)
      return unsupported(Call, fmt::format("a shuffle of '{}', which has a field that is not a "
                                           "32- or 64-bit integer or floating-point value",
                                           Call->getType().getAsString()));
    return *Text;
  }
  std::vector<std::string> Arguments;
  for (const Expr *Arg : Call->arguments())
    Arguments.push_back(
        isCooperativeGroupsObject(Arg->getType()) || isEmptyClass(Arg->getType()) ? "" : expr(Arg));
  std::string Pattern = Group.Pattern;
  if (size_t At = Pattern.find("$G"); At != std::string::npos)
    Pattern.replace(At, 2, expr(Group.Group));
  std::string Text = expandPattern(expandDeviceLibrary(Pattern, Call), Arguments);
  if (const Primitive *Row = findPrimitive(Group.PrimitiveSymbol);
      Row && Row->Synchronizing && Row->Scope == PrimitiveScope::Block)
    noteBlockSync();
  if (!Group.ReduceOperation.empty())
    ReduceHelpers[{Group.ReduceOperation, typeSuffix(Call->getType(), Call->getBeginLoc())}] |=
        Group.MultiWarpReduce;
  return Text;
}

// ---------------------------------------------------------------------------
// Device-library calls

std::string Emitter::typeSuffix(QualType Type, SourceLocation Loc) {
  llvm::StringRef Suffix = deviceLibrarySuffix(Type);
  if (Suffix == "f64") {
    if (!UsesDouble)
      FirstDouble = Loc;
    UsesDouble = true;
  }
  if (!Suffix.empty())
    return Suffix.str();
  Diagnostics.report(Loc, DiagId::UnsupportedType)
      << Type.getAsString() << "the device library has no variant for it";
  return "i32";
}

std::string Emitter::expandDeviceLibrary(llvm::StringRef Pattern, const CallExpr *Call) {
  UsesDeviceLibrary = true;
  const FunctionDecl *Callee = Call->getDirectCallee();
  std::string Out;
  for (size_t I = 0; I < Pattern.size(); ++I) {
    if (Pattern[I] != '$' || I + 1 == Pattern.size()) {
      Out += Pattern[I];
      continue;
    }
    char Key = Pattern[I + 1];
    switch (Key) {
    case 'R':
      Out += typeSuffix(Callee->getReturnType(), Call->getBeginLoc());
      break;
    case 'V':
      Out += typeSuffix(Callee->getParamDecl(1)->getType(), Call->getBeginLoc());
      break;
    case 'A': {
      AddressSpace Space =
          Current ? Current->Spaces->pointeeSpace(Call->getArg(0)) : AddressSpace::Unknown;
      if (Space != AddressSpace::Global && Space != AddressSpace::Local)
        Diagnostics.report(Call->getBeginLoc(), DiagId::UnsupportedConstruct)
            << fmt::format("an atomic on {} memory (OpenCL has atomics on global and local "
                           "memory only)",
                           addressSpaceName(Space).str());
      Out += Space == AddressSpace::Local ? "local" : "global";
      break;
    }
    case 'P':
      Out += Active;
      break;
    case 'X':
      Out += abi::ScratchParameter;
      break;
    default:
      Out += Pattern.substr(I, 2).str(); // an argument: expanded later
      break;
    }
    ++I;
  }
  return Out;
}

} // namespace detail

} // namespace cu2cl
