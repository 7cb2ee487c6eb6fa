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

std::optional<std::string> openclVectorName(const RecordDecl *Record, const SourceManager &SM) {
  if (!Record->getIdentifier() || !SM.isInSystemHeader(SM.getExpansionLoc(Record->getLocation())))
    return std::nullopt;
  llvm::StringRef Name = Record->getName();
  static const char *const Bases[] = {"ulonglong", "longlong", "uchar", "ushort",
                                      "uint",      "ulong",    "char",  "short",
                                      "int",       "long",     "float", "double"};
  for (llvm::StringRef Base : Bases) {
    if (!Name.starts_with(Base))
      continue;
    llvm::StringRef Count = Name.drop_front(Base.size());
    if (Count.size() != 1 || !isDigit(Count[0]))
      continue;
    std::string Element = Base == "longlong" ? "long" : Base == "ulonglong" ? "ulong" : Base.str();
    return Element + Count.str();
  }
  return std::nullopt;
}

// ---------------------------------------------------------------------------
// Types

std::string Emitter::typeName(QualType Type, SourceLocation Loc) {
  std::string Qualifiers;
  if (Type.isConstQualified())
    Qualifiers += "const ";
  if (Type.isVolatileQualified())
    Qualifiers += "volatile ";
  QualType Canonical = Type.getCanonicalType().getUnqualifiedType();
  if (const auto *Builtin = Canonical->getAs<BuiltinType>()) {
    const char *Name = nullptr;
    switch (Builtin->getKind()) {
    case BuiltinType::Void:
      Name = "void";
      break;
    case BuiltinType::Bool:
      Name = "bool";
      break;
    case BuiltinType::Char_S:
    case BuiltinType::SChar:
      Name = "char";
      break;
    case BuiltinType::Char_U:
    case BuiltinType::UChar:
      Name = "uchar";
      break;
    case BuiltinType::Short:
      Name = "short";
      break;
    case BuiltinType::UShort:
      Name = "ushort";
      break;
    case BuiltinType::Int:
      Name = "int";
      break;
    case BuiltinType::UInt:
      Name = "uint";
      break;
    case BuiltinType::Long:
    case BuiltinType::LongLong:
      Name = "long";
      break;
    case BuiltinType::ULong:
    case BuiltinType::ULongLong:
      Name = "ulong";
      break;
    case BuiltinType::Float:
      Name = "float";
      break;
    case BuiltinType::Double:
      Name = "double";
      if (!UsesDouble)
        FirstDouble = Loc;
      UsesDouble = true;
      break;
    default:
      break;
    }
    if (Name)
      return Qualifiers + Name;
    Diagnostics.report(Loc, DiagId::UnsupportedType)
        << Type.getAsString() << "no OpenCL C scalar type matches it";
    return Qualifiers + "int";
  }
  if (GroupType Group = groupTypeOf(Canonical); Group.Kind != GroupKind::None) {
    if (Group.Kind == GroupKind::Coalesced)
      return Qualifiers + "uint"; // its lane mask
    Diagnostics.report(Loc, DiagId::UnsupportedType)
        << Type.getAsString() << "a thread block or tile is only known from its type";
    return Qualifiers + "uint";
  }
  if (const auto *Record = Canonical->getAsRecordDecl()) {
    if (const auto *Class = dyn_cast<CXXRecordDecl>(Record); Class && Class->isLambda())
      return Qualifiers + "int"; // the lambda expression itself is reported
    if (auto Vector = openclVectorName(Record, SM)) {
      char Count = Vector->back();
      if (Count == '2' || Count == '4')
        return Qualifiers + *Vector;
      Diagnostics.report(Loc, DiagId::UnsupportedType)
          << Record->getName()
          << (Count == '3' ? "OpenCL's 3-component vectors are 4 elements wide"
                           : "OpenCL has no 1-component vectors");
      return Qualifiers + *Vector;
    }
    requireRecord(Record, Loc);
    std::string Name = recordName(Record, Loc);
    // Inside a struct the tag names it: a struct can point to itself.
    bool Tagged = InRecordDefinition &&
                  (Record->getIdentifier() || isa<ClassTemplateSpecializationDecl>(Record));
    return Qualifiers + (Tagged ? (Record->isUnion() ? "union " : "struct ") : "") + Name;
  }
  if (const auto *Enum = Canonical->getAs<EnumType>()) {
    requireEnum(Enum->getDecl(), Loc);
    return Qualifiers + Enum->getDecl()->getNameAsString();
  }
  Diagnostics.report(Loc, DiagId::UnsupportedType)
      << Type.getAsString() << "only scalars, pointers, arrays, vectors and plain structs are";
  return Qualifiers + "int";
}

std::string Emitter::declaration(QualType Type, const std::string &Name, AddressSpace Pointee,
                                 SourceLocation Loc) {
  if (const auto *Array = Context.getAsConstantArrayType(Type))
    return declaration(Array->getElementType(),
                       fmt::format("{}[{}]", Name, Array->getSize().getZExtValue()), Pointee, Loc);
  if (const auto *Array = Context.getAsIncompleteArrayType(Type))
    return declaration(Array->getElementType(), Name + "[]", Pointee, Loc);
  if (Type->isReferenceType()) {
    Diagnostics.report(Loc, DiagId::UnsupportedConstruct) << "a C++ reference";
    return declaration(Type.getNonReferenceType(), Name, Pointee, Loc);
  }
  if (const auto *Pointer = Type->getAs<PointerType>()) {
    QualType Target = Pointer->getPointeeType();
    std::string Suffix;
    if (Type.isConstQualified())
      Suffix += " const";
    if (Type.isRestrictQualified())
      Suffix += " restrict";
    std::string Space = addressSpaceQualifier(Pointee).str();
    if (!Space.empty())
      Space += " ";
    if (Target->isPointerType()) {
      Diagnostics.report(Loc, DiagId::UnsupportedType)
          << Type.getAsString() << "pointers to pointers need an address space per level";
      return Space + "void *" + Suffix + (Name.empty() ? "" : " " + Name);
    }
    if (Target->isFunctionType()) {
      Diagnostics.report(Loc, DiagId::UnsupportedType)
          << Type.getAsString() << "OpenCL C has no function pointers";
      return "void *" + Name;
    }
    if (const auto *Array = Context.getAsConstantArrayType(Target))
      return fmt::format("{}{} (*{}{})[{}]", Space, typeName(Array->getElementType(), Loc),
                         Suffix.empty() ? "" : Suffix + " ", Name, Array->getSize().getZExtValue());
    std::string Result =
        Space + typeName(Target, Loc) + " *" + Suffix.substr(Suffix.empty() ? 0 : 1);
    if (!Name.empty())
      Result += (Suffix.empty() ? "" : " ") + Name;
    return Result;
  }
  std::string Base = typeName(Type, Loc);
  return Name.empty() ? Base : Base + " " + Name;
}

std::string Emitter::recordName(const RecordDecl *Record, SourceLocation Loc) {
  std::string Name;
  if (const auto *Specialization = dyn_cast<ClassTemplateSpecializationDecl>(Record)) {
    // Pair<int> and Pair<float> are two OpenCL structs: Pair_int, Pair_float.
    Name = nameFragment(QualType(Specialization->getTypeForDecl(), 0));
  } else if (Record->getIdentifier()) {
    Name = Record->getName().str();
  } else if (const TypedefNameDecl *Typedef = Record->getTypedefNameForAnonDecl()) {
    Name = Typedef->getName().str(); // typedef struct { … } Point;
  } else {
    const char *Why = "give the struct a name";
    Diagnostics.report(Loc, DiagId::UnsupportedType) << "(anonymous struct)" << Why;
    return "int";
  }
  return isReservedInOpenCL(Name) ? Name + "_" : Name;
}

void Emitter::requireRecord(const RecordDecl *Record, SourceLocation Loc) {
  Record = Record->getDefinition() ? Record->getDefinition() : Record;
  if (Tags.contains(Record))
    return;
  if (!Record->getIdentifier() && !Record->getTypedefNameForAnonDecl())
    return; // reported by recordName
  if (const auto *Class = dyn_cast<CXXRecordDecl>(Record)) {
    // Member functions become free functions (FunctionNames.h); the data
    // must be a plain C struct.
    bool Plain = Class->hasDefinition() && Class->getNumBases() == 0 && !Class->isPolymorphic();
    if (!Plain) {
      Diagnostics.report(Loc, DiagId::UnsupportedType)
          << Record->getName() << "classes with bases or virtual functions have no C layout";
      return;
    }
  }
  // The types a struct contains are defined before it.
  for (const FieldDecl *Field : Record->fields()) {
    QualType FieldType = Context.getBaseElementType(Field->getType());
    if (const auto *Inner = FieldType->getAsRecordDecl(); Inner && !openclVectorName(Inner, SM))
      requireRecord(Inner, Field->getLocation());
    else if (const auto *Enum = FieldType->getAs<EnumType>())
      requireEnum(Enum->getDecl(), Field->getLocation());
  }
  Tags.insert(Record);
}

void Emitter::requireEnum(const EnumDecl *Enum, SourceLocation Loc) {
  if (Tags.contains(Enum))
    return;
  if (Enum->isScoped()) {
    Diagnostics.report(Loc, DiagId::UnsupportedType)
        << Enum->getName() << "OpenCL C has no scoped enumerations";
    return;
  }
  Tags.insert(Enum);
}

std::string Emitter::recordDefinition(const RecordDecl *Record) {
  std::string Keyword = Record->isUnion() ? "union" : "struct";
  std::string Name = recordName(Record, Record->getLocation());
  // The layout must match the host's: keep explicit alignment and packing.
  std::string Attributes;
  if (Record->hasAttr<PackedAttr>())
    Attributes += "__attribute__((packed)) ";
  if (unsigned Align = Record->getMaxAlignment() / 8)
    Attributes += fmt::format("__attribute__((aligned({}))) ", Align);
  bool Tagged = Record->getIdentifier() || isa<ClassTemplateSpecializationDecl>(Record);
  std::string Out =
      fmt::format("typedef {} {}{}{{\n", Keyword, Attributes, Tagged ? Name + " " : "");
  InRecordDefinition = true;
  for (const FieldDecl *Field : Record->fields()) {
    if (Field->isBitField()) {
      Diagnostics.report(Field->getLocation(), DiagId::UnsupportedConstruct)
          << "a bit-field (OpenCL C does not have them)";
      continue;
    }
    // bool has no fixed size in OpenCL; CUDA's is one byte.
    if (Field->getType()->isBooleanType()) {
      Out += "uchar " + variableName(Field) + ";\n";
      continue;
    }
    Out += declaration(Field->getType(), variableName(Field), AddressSpace::Global,
                       Field->getLocation()) +
           ";\n";
  }
  InRecordDefinition = false;
  Out += fmt::format("}} {};\n\n", Name);
  return Out;
}

std::string Emitter::enumDefinition(const EnumDecl *Enum) {
  std::vector<std::string> Values;
  for (const EnumConstantDecl *Value : Enum->enumerators())
    Values.push_back(Value->getNameAsString() + " = " + llvm::toString(Value->getInitVal(), 10));
  std::string Name = Enum->getName().str();
  // An enum with a fixed underlying type keeps its size: a typedef of that
  // type, and the constants as an unnamed enum.
  if (Enum->isFixed())
    return fmt::format("typedef {} {};\nenum {{ {} }};\n\n",
                       typeName(Enum->getIntegerType(), Enum->getLocation()), Name,
                       llvm::join(Values, ", "));
  return fmt::format("typedef enum {} {{ {} }} {};\n\n", Name, llvm::join(Values, ", "), Name);
}

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
// Names

std::string Emitter::variableName(const ValueDecl *Var) {
  if (auto It = Names.find(Var); It != Names.end())
    return It->second;
  std::string Name = Var->getNameAsString();
  if (isReservedInOpenCL(Name)) {
    std::string New = Name + "_";
    if (Renamed.insert(Var).second) {
      Diagnostics.report(Var->getLocation(), DiagId::RenamedIdentifier) << Name << New;
      remark(DiagId::RenamedIdentifier, fmt::format("'{}' is renamed to '{}'", Name, New));
    }
    Name = New;
  }
  Names[Var] = Name;
  return Name;
}

AddressSpace Emitter::pointeeSpaceOf(const VarDecl *Var) const {
  if (!Var->getType()->isPointerType())
    return AddressSpace::Private;
  if (Current)
    return Current->Spaces->variable(Var);
  return AddressSpace::Constant;
}

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

std::string Emitter::initializer(const Expr *Init, QualType Type) {
  Init = Init->IgnoreImplicit();
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Init)) {
    if (Construct->getNumArgs() == 1)
      return initializer(Construct->getArg(0), Type);
    if (Construct->getNumArgs() == 0)
      return "";
    return unsupported(Init, "a constructor call");
  }
  if (const auto *List = dyn_cast<InitListExpr>(Init)) {
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
  if (Target->isReferenceType())
    return unsupported(Cast, "a cast to a reference type");
  AddressSpace Space = AddressSpace::Private;
  if (Target->isPointerType()) {
    Space = Current ? Current->Spaces->pointeeSpace(Sub) : AddressSpace::Constant;
    if (Space == AddressSpace::Any || Space == AddressSpace::Unknown)
      Space = AddressSpace::Private;
  }
  std::string Type = declaration(Target, "", Space, Cast->getBeginLoc());
  if (isa<CXXFunctionalCastExpr>(Cast) || isa<CXXNamedCastExpr>(Cast))
    return fmt::format("({})({})", Type, expr(Sub));
  return fmt::format("({}){}", Type, expr(Sub));
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
  // Operands are printed left to right so that diagnostics follow the source.
  std::string Left = expr(Op->getLHS());
  if (Kind == BO_Assign)
    if (const auto *Member = dyn_cast<MemberExpr>(Op->getLHS()->IgnoreParenImpCasts());
        Member && isa<FieldDecl>(Member->getMemberDecl()) &&
        Member->getMemberDecl()->getType()->isBooleanType()) // stored as uchar: keep 0 or 1
      return fmt::format("{} = (bool)({})", Left, expr(Op->getRHS()));
  return fmt::format("{} {} {}", Left, Op->getOpcodeStr().str(), expr(Op->getRHS()));
}

std::string Emitter::userCall(const CallExpr *Call, const FunctionInstance &Callee) {
  CallShape Shape = callShape(Call);
  std::vector<std::string> Arguments;
  if (Callee.HasSelf) {
    const Expr *Object = Shape.Object->IgnoreParenImpCasts();
    if (Shape.ObjectIsPointer)
      Arguments.push_back(expr(Shape.Object));
    else if (Object->isPRValue() || isa<MaterializeTemporaryExpr>(Shape.Object))
      // OpenCL C gives a compound literal no address space, so its address
      // cannot become `self`.
      return unsupported(Shape.Object, "a member function call on a temporary object with data "
                                       "members (store the object in a variable first)");
    else
      Arguments.push_back("&" + operand(Shape.Object));
  }
  const FunctionDecl *Decl = Callee.Decl;
  for (size_t I = 0; I < Shape.Arguments.size(); ++I) {
    QualType Type =
        I < Decl->getNumParams() ? Decl->getParamDecl(I)->getType() : Shape.Arguments[I]->getType();
    GroupKind Kind = groupTypeOf(Type).Kind;
    if (Kind == GroupKind::Block || Kind == GroupKind::Tile || isEmptyClass(Type))
      continue; // no parameter for it (signature())
    const Expr *Arg = Shape.Arguments[I];
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Arg))
      Arg = Default->getExpr();
    Arguments.push_back(expr(Arg));
  }
  for (const VarDecl *Symbol : Callee.Symbols)
    Arguments.push_back(abi::SymbolParameterPrefix + variableName(Symbol));
  if (Callee.Synchronizing) {
    Arguments.push_back(Active);
    Arguments.push_back(abi::ScratchParameter);
    // A callee not emitted yet (defined after its caller) might synchronise the work-group.
    auto Emitted = SynchronisesBlock.find(&Callee);
    if (Emitted == SynchronisesBlock.end() || Emitted->second)
      noteBlockSync();
  }
  return expandPattern(Callee.Name + "($*)", Arguments);
}

std::string Emitter::call(const CallExpr *Call) {
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
    if (const auto *Record = Callee->getReturnType()->getAsRecordDecl())
      if (openclVectorName(Record, SM)) {
        PrintArguments(true);
        return expandPattern("(" + typeName(Callee->getReturnType(), Call->getBeginLoc()) + ")($*)",
                             Arguments);
      }
  }
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
  if (Pattern.starts_with("cu2cl_"))
    return expandPattern(expandDeviceLibrary(Pattern, Call), Arguments);
  return expandPattern(Pattern, Arguments);
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
  if (const auto *Implicit = dyn_cast<ImplicitCastExpr>(E))
    return expr(Implicit->getSubExpr());
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
      if (Current && isSymbolVariable(Var)) {
        std::string Parameter = abi::SymbolParameterPrefix + variableName(Var);
        return Var->getType()->isArrayType() ? Parameter : "(*" + Parameter + ")";
      }
      return variableName(Var);
    }
    if (const auto *Constant = dyn_cast<EnumConstantDecl>(D)) {
      if (const auto *Enum = dyn_cast<EnumDecl>(Constant->getDeclContext());
          Enum && !SM.isInSystemHeader(SM.getExpansionLoc(Enum->getLocation())))
        requireEnum(Enum, E->getBeginLoc());
      return D->getNameAsString();
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
    return Base + "[" + expr(Subscript->getIdx()) + "]";
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
    std::string Sub = Unary->isPostfix() ? operand(Unary->getSubExpr()) : expr(Unary->getSubExpr());
    if (Unary->isPostfix())
      return Sub + UnaryOperator::getOpcodeStr(Unary->getOpcode()).str();
    if (Unary->getOpcode() == UO_Extension || Unary->getOpcode() == UO_Coawait)
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
  if (const auto *List = dyn_cast<InitListExpr>(E))
    return initializer(List, List->getType());
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
    if (Construct->getNumArgs() == 1 && Construct->getConstructor()->isCopyOrMoveConstructor())
      return expr(Construct->getArg(0));
    return unsupported(E, "a constructor call");
  }
  if (isa<ImplicitValueInitExpr>(E))
    return "0";
  if (const auto *Predefined = dyn_cast<PredefinedExpr>(E))
    return Predefined->getIdentKindName().str();
  if (isa<LambdaExpr>(E))
    return unsupported(E, "a lambda expression");
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

std::string Emitter::groupCall(const CallExpr *Call, const GroupCall &Group) {
  if (!Group.Unsupported.empty())
    return unsupported(Call, Group.Unsupported);
  if (Group.Pattern.empty())
    return "";
  std::vector<std::string> Arguments;
  for (const Expr *Arg : Call->arguments())
    Arguments.push_back(isCooperativeGroupsObject(Arg->getType()) ? "" : expr(Arg));
  std::string Pattern = Group.Pattern;
  if (size_t At = Pattern.find("$G"); At != std::string::npos)
    Pattern.replace(At, 2, expr(Group.Group));
  std::string Text = expandPattern(expandDeviceLibrary(Pattern, Call), Arguments);
  if (const Primitive *Row = findPrimitive(Group.PrimitiveSymbol);
      Row && Row->Synchronizing && Row->Scope == PrimitiveScope::Block)
    noteBlockSync();
  if (!Group.ReduceOperation.empty())
    ReduceHelpers.insert({Group.ReduceOperation, typeSuffix(Call->getType(), Call->getBeginLoc())});
  return Text;
}

std::string Emitter::forcedBackend(llvm::StringRef Backend) {
  // Whatever the runtime would choose for the device, this file uses Backend.
  if (Backend.empty())
    return "";
  std::string Upper = Backend.upper();
  std::string Text = "// cu2cl --device-backend=" + Backend.str() + "\n";
  for (const char *Other : {"EMULATED", "SUBGROUP", "NVIDIA"})
    if (Upper != Other)
      Text += std::string("#undef ") + abi::BackendMacroPrefix + Other + "\n";
  std::string Macro = abi::BackendMacroPrefix + Upper;
  return Text + "#ifndef " + Macro + "\n#define " + Macro + " 1\n#endif\n";
}

// ---------------------------------------------------------------------------
// Device-library calls

std::string Emitter::typeSuffix(QualType Type, SourceLocation Loc) {
  QualType Canonical = Type.getCanonicalType().getUnqualifiedType();
  if (const auto *Builtin = Canonical->getAs<BuiltinType>()) {
    switch (Builtin->getKind()) {
    case BuiltinType::Int:
      return "i32";
    case BuiltinType::UInt:
      return "u32";
    case BuiltinType::Long:
    case BuiltinType::LongLong:
      return "i64";
    case BuiltinType::ULong:
    case BuiltinType::ULongLong:
      return "u64";
    case BuiltinType::Float:
      return "f32";
    case BuiltinType::UShort:
      return "u16";
    case BuiltinType::Double:
      if (!UsesDouble)
        FirstDouble = Loc;
      UsesDouble = true;
      return "f64";
    default:
      break;
    }
  }
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
  if (GroupKind Kind = groupTypeOf(Var->getType()).Kind;
      Kind == GroupKind::Block || Kind == GroupKind::Tile)
    return ""; // known from its type
  if (isEmptyClass(Var->getType()))
    return ""; // a stateless functor: its calls need no object
  if (Var->isStaticLocal() && !Var->hasAttr<CUDASharedAttr>())
    Diagnostics.report(Var->getLocation(), DiagId::UnsupportedConstruct)
        << "a static local variable";
  Text = declaration(Var->getType(), variableName(Var), pointeeSpaceOf(Var), Var->getLocation());
  std::string Value;
  if (const Expr *Init = Var->getInit())
    Value = initializer(Init, Var->getType());
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
  std::string Text;
  for (const Decl *D : Decls->decls()) {
    const auto *Var = dyn_cast<VarDecl>(D);
    if (!Var) {
      if (isa<TypedefNameDecl, TagDecl, UsingDecl, UsingDirectiveDecl>(D))
        Diagnostics.report(D->getLocation(), DiagId::UnsupportedConstruct)
            << "a type declared inside a function";
      continue;
    }
    if (Var->hasAttr<CUDASharedAttr>())
      continue; // declared at the top of the kernel
    std::string Declaration = varDecl(Var);
    if (Declaration.empty())
      continue;
    if (!Text.empty())
      Text += "; ";
    Text += Declaration;
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
    std::string Text = declStmtText(Decls);
    if (!Text.empty())
      Out += Text + ";\n";
  } else if (const auto *E = dyn_cast<Expr>(S)) {
    Out += expr(E) + ";\n";
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
    Out += Return->getRetValue() ? "return " + expr(Return->getRetValue()) + ";\n" : "return;\n";
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

// ---------------------------------------------------------------------------
// Functions

std::string Emitter::symbolParameter(const VarDecl *Symbol) {
  QualType Type = Symbol->getType();
  Type.removeLocalConst();
  // An array arrives as a pointer to its first element, a scalar as a
  // pointer to itself.
  QualType Element = Type->isArrayType() ? Context.getAsArrayType(Type)->getElementType() : Type;
  AddressSpace Space =
      Symbol->hasAttr<CUDAConstantAttr>() ? AddressSpace::Constant : AddressSpace::Global;
  return declaration(Context.getPointerType(Element),
                     abi::SymbolParameterPrefix + variableName(Symbol), Space,
                     Symbol->getLocation());
}

std::string Emitter::signature(const FunctionInstance &Function) {
  const FunctionDecl *Decl = Function.Decl;
  std::string Text = Function.IsKernel ? "__kernel " : "";
  // Performance hints that OpenCL C 1.2 cannot express: said once per attribute.
  auto Dropped = [&](const Attr *Hint, const char *Name, const char *What) {
    if (!Hint || !ReportedAttributes.insert(Hint).second)
      return;
    Diagnostics.report(Hint->getLocation(), DiagId::IgnoredAttribute) << Name << What;
    remark(DiagId::IgnoredAttribute, fmt::format("{} dropped ({})", Name, What));
  };
  Dropped(Decl->getAttr<CUDALaunchBoundsAttr>(), "__launch_bounds__", "an occupancy hint");
  Dropped(Decl->getAttr<NoInlineAttr>(), "__noinline__", "an inlining hint");
  AddressSpace ReturnSpace =
      Function.ReturnSpace == AddressSpace::Unknown || Function.ReturnSpace == AddressSpace::Any
          ? AddressSpace::Private
          : Function.ReturnSpace;
  std::vector<std::string> Params;
  if (Function.HasSelf) {
    const auto *Method = llvm::cast<CXXMethodDecl>(Decl);
    QualType Object(Method->getParent()->getTypeForDecl(), 0);
    if (Method->isConst())
      Object.addConst();
    Params.push_back(declaration(Context.getPointerType(Object), SelfParameter, Function.SelfSpace,
                                 Decl->getLocation()));
  }
  for (unsigned I = 0; I < Decl->getNumParams(); ++I) {
    const ParmVarDecl *Param = Decl->getParamDecl(I);
    QualType Type = Param->getType();
    std::string Name = variableName(Param);
    GroupKind Group = groupTypeOf(Type).Kind;
    if (Group == GroupKind::Block || Group == GroupKind::Tile)
      continue; // known from its type: no parameter
    if (isEmptyClass(Type))
      continue; // a stateless functor: its calls need no object
    if (Group == GroupKind::Coalesced)
      Params.push_back("uint " + Name);
    // OpenCL forbids bool kernel arguments; CUDA passes bool as one byte.
    else if (Function.IsKernel && Type->isBooleanType())
      Params.push_back("uchar " + Name);
    else if (Function.IsKernel && Type->isPointerType()) {
      // The host may pass a pointer into the middle of an allocation: the
      // buffer comes with a byte offset (docs/host-translation.md).
      Type.removeLocalConst();
      Params.push_back(declaration(Type, Name, Function.ParamSpaces[I], Param->getLocation()));
      Params.push_back("ulong " + Name + abi::OffsetParameterSuffix);
    } else
      Params.push_back(declaration(Type, Name, Function.ParamSpaces[I], Param->getLocation()));
  }
  for (const VarDecl *Symbol : Function.Symbols)
    Params.push_back(symbolParameter(Symbol));
  if (!Function.IsKernel && Function.Synchronizing) {
    Params.push_back(fmt::format("bool {}", abi::ActiveParameter));
    Params.push_back(fmt::format("__local ulong *{}", abi::ScratchParameter));
  }
  if (Function.IsKernel && !Function.DynamicShared.empty()) {
    if (Function.DynamicShared.size() == 1) {
      const VarDecl *Shared = Function.DynamicShared.front();
      QualType Element = Context.getAsArrayType(Shared->getType())->getElementType();
      Params.push_back("__local " + typeName(Element, Shared->getLocation()) + " *" +
                       variableName(Shared));
    } else {
      Params.push_back(fmt::format("__local uchar *{}", abi::DynamicSharedParameter));
    }
  }
  // The scratch buffer comes last, after the user's and dynamic shared memory.
  if (Function.IsKernel && Function.UsesScratch) {
    Params.push_back(fmt::format("__local ulong *{}", abi::ScratchParameter));
    Text = std::string(abi::KernelAttributesMacro) + " " + Text;
    UsesDeviceLibrary = true;
  }
  std::string Return = declaration(Decl->getReturnType(), "", ReturnSpace, Decl->getLocation());
  Text += Return + (Return.back() == '*' ? "" : " ") + Function.Name + "(";
  Text += Params.empty() ? "void" : llvm::join(Params, ", ");
  return Text + ")";
}

std::string Emitter::function(const FunctionInstance &Function) {
  Current = &Function;
  std::string Out;
  std::string Prologue;
  for (const VarDecl *Shared : Function.SharedVariables) {
    Prologue += "__local " +
                declaration(Shared->getType(), variableName(Shared), AddressSpace::Private,
                            Shared->getLocation()) +
                ";";
    // Keep a comment written at the end of the declaration's line.
    unsigned Offset = Comments.offsetOf(Shared->getEndLoc());
    if (Offset != ~0u) {
      SourceLocation Line =
          SM.translateLineCol(SM.getMainFileID(), Comments.lineOf(Shared->getEndLoc()) + 1, 1);
      for (const auto &C : Comments.take(Shared->getEndLoc(), Line))
        Prologue += " " + C.Text;
    }
    Prologue += "\n";
  }
  if (Function.IsKernel) {
    std::string Offsets;
    for (const ParmVarDecl *Param : Function.Decl->parameters())
      if (QualType Type = Param->getType(); Type->isPointerType()) {
        Type.removeLocalConst();
        Type.removeLocalRestrict();
        std::string Pointer = declaration(Type, "", AddressSpace::Global, Param->getLocation());
        std::string Bytes = Type->getPointeeType().isConstQualified() ? "__global const uchar *"
                                                                      : "__global uchar *";
        std::string Name = variableName(Param);
        Offsets += fmt::format("{} = ({})(({}){} + {}{});\n", Name, Pointer, Bytes, Name, Name,
                               abi::OffsetParameterSuffix);
      }
    // The runtime builds the additions out for launches whose pointers all start their
    // buffers: they cost a GPU kernel 3 % (docs/performance.md).
    if (!Offsets.empty())
      Prologue += "#if !" + std::string(abi::ZeroOffsetsMacro) + "\n" + Offsets + "#endif\n";
  }
  if (Function.DynamicShared.size() > 1)
    for (const VarDecl *Shared : Function.DynamicShared) {
      QualType Element = Context.getAsArrayType(Shared->getType())->getElementType();
      std::string Type = typeName(Element, Shared->getLocation());
      Prologue += fmt::format("__local {} *{} = (__local {} *){};\n", Type, variableName(Shared),
                              Type, abi::DynamicSharedParameter);
    }
  Out += signature(Function) + " ";
  Out.insert(0, takeRemarks()); // from the signature
  CommentCursor =
      std::max(CommentCursor, Comments.offsetOf(Function.Decl->getBody()->getBeginLoc()));
  Active = Function.IsKernel || !Function.Synchronizing ? "true" : abi::ActiveParameter;
  const auto *Body = llvm::cast<CompoundStmt>(Function.Decl->getBody());
  if (hasNativeFlow(Function)) {
    // The body twice, each with the user's comments: CUDA's control flow for the nvidia
    // backend, whose primitives are CUDA's PTX, and the uniform form every backend can run.
    const CommentCarrier::State Comments0 = Comments.state();
    const unsigned Cursor0 = CommentCursor, Line0 = LastLine;
    std::string Native;
    NativeFlow = true;
    compound(Body, Native, Prologue, /*FunctionBody=*/true);
    NativeFlow = false;
    while (!Native.empty() && Native.back() == '\n')
      Native.pop_back();
    Comments.restore(Comments0);
    CommentCursor = Cursor0;
    LastLine = Line0;
    Out +=
        fmt::format("\n#if {}\n", abi::NativeFlowMacro) +
        "// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)\n" +
        Native + "\n#else\n";
    uniformBody(Function, Prologue, Out);
    while (Out.back() == '\n')
      Out.pop_back();
    Out += "\n#endif";
  } else if (Function.Uniformize) {
    uniformBody(Function, Prologue, Out);
  } else {
    compound(Body, Out, Prologue, /*FunctionBody=*/true);
  }
  Out += "\n";
  Current = nullptr;
  return Out;
}

std::vector<std::string> Emitter::run(llvm::StringRef SourceName, llvm::StringRef DeviceBackend) {
  // Top-level declarations of the main file, to find each one's comments.
  std::vector<const Decl *> TopLevel;
  for (const Decl *D : Context.getTranslationUnitDecl()->decls())
    if (Comments.offsetOf(D->getBeginLoc()) != ~0u && !D->isImplicit())
      TopLevel.push_back(D);
  auto PrecedingEnd = [&](SourceLocation Begin) {
    unsigned Target = Comments.offsetOf(Begin);
    unsigned Best = 0;
    for (const Decl *D : TopLevel) {
      unsigned End = Comments.offsetOf(D->getEndLoc());
      if (End != ~0u && End < Target)
        Best = std::max(Best, End + 1);
    }
    return Best;
  };
  auto LeadingComments = [&](SourceLocation Begin) {
    std::string Text;
    SourceLocation From =
        SM.getLocForStartOfFile(SM.getMainFileID()).getLocWithOffset(PrecedingEnd(Begin));
    for (const auto &C : Comments.take(From, Begin))
      Text += C.Text + "\n";
    return Text;
  };

  // Comments above the first declaration describe the file, except the block
  // attached to that declaration.
  std::string FileComments;
  if (!TopLevel.empty()) {
    SourceLocation FileStart = SM.getLocForStartOfFile(SM.getMainFileID());
    unsigned Attached = Comments.attachedBlockStart(TopLevel.front()->getBeginLoc());
    unsigned PreviousLine = 0;
    for (const auto &C : Comments.take(FileStart, FileStart.getLocWithOffset(Attached))) {
      if (PreviousLine && C.Line > PreviousLine + 1)
        FileComments += "\n";
      FileComments += C.Text + "\n";
      PreviousLine = C.Line + static_cast<unsigned>(std::count(C.Text.begin(), C.Text.end(), '\n'));
    }
  }

  // Program-scope constants.
  std::string Constants;
  for (const VarDecl *Constant : Program.ProgramConstants) {
    Constants += LeadingComments(Constant->getBeginLoc());
    const VarDecl *Definition = Constant->getDefinition() ? Constant->getDefinition() : Constant;
    QualType Type = Definition->getType();
    Type.removeLocalConst();
    Constants += "__constant " + declaration(Type, variableName(Definition), AddressSpace::Constant,
                                             Definition->getLocation());
    Constants += " = " + initializer(Definition->getInit(), Definition->getType()) + ";\n\n";
  }

  // Functions, with prototypes for callees that are defined after a caller.
  std::map<const FunctionInstance *, size_t> Position;
  for (size_t I = 0; I < Program.Functions.size(); ++I)
    Position[Program.Functions[I].get()] = I;
  std::set<size_t> NeedPrototype;
  for (size_t I = 0; I < Program.Functions.size(); ++I)
    for (const auto &[Call, Callee] : Program.Functions[I]->Callees)
      if (Position[Callee] > I)
        NeedPrototype.insert(Position[Callee]);
  std::vector<std::string> Functions;
  const FunctionDecl *Previous = nullptr;
  for (const auto &Function : Program.Functions) {
    std::string Text;
    if (Function->Decl != Previous)
      Text += LeadingComments(Function->Decl->getBeginLoc());
    Previous = Function->Decl;
    unsigned BlockSyncsBefore = BlockSyncsPrinted;
    std::string Body = function(*Function);
    SynchronisesBlock[Function.get()] = BlockSyncsPrinted != BlockSyncsBefore;
    Functions.push_back(Text + Body);
  }
  std::string Prototypes;
  for (size_t Index : NeedPrototype) {
    Current = Program.Functions[Index].get();
    Prototypes += signature(*Current) + ";\n";
    Current = nullptr;
  }

  std::string Types;
  for (const TagDecl *Tag : Tags) {
    if (const auto *Record = dyn_cast<RecordDecl>(Tag)) {
      Types += LeadingComments(Record->getBeginLoc());
      Types += recordDefinition(Record);
    } else if (const auto *Enum = dyn_cast<EnumDecl>(Tag)) {
      Types += LeadingComments(Enum->getBeginLoc());
      Types += enumDefinition(Enum);
    }
  }

  // The output goes out in top-level pieces, formatted one by one.
  std::vector<std::string> Pieces;
  std::string Out = fmt::format("// OpenCL C 1.2 translated by cu2cl from {}.\n", SourceName.str());
  Out += "// Edit the CUDA source and translate again rather than editing this file.\n\n";
  if (UsesDouble) {
    Diagnostics.report(FirstDouble, DiagId::DoublePrecision);
    remark(DiagId::DoublePrecision, "needs a device with cl_khr_fp64");
    Out += takeRemarks() + "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n\n";
  }
  if (UsesDeviceLibrary)
    Out += forcedBackend(DeviceBackend) + "#include <cu2cl/device.h>\n";
  if (!Program.AlgorithmMacros.empty())
    Out += "#include <cu2cl/algorithms.h>\n";
  if (UsesDeviceLibrary || !Program.AlgorithmMacros.empty())
    Out += "\n";
  Out += FileComments.empty() ? "" : FileComments + "\n";
  Pieces.push_back(std::move(Out));
  std::string HelperText;
  for (const ClampingShift &Shift : ShiftHelpers)
    HelperText += Shift.helperDefinition() + "\n";
  for (const auto &[Operation, Suffix] : ReduceHelpers)
    HelperText += groupReduceHelper(Operation, Suffix) + "\n";
  for (std::string *Piece : {&Types, &HelperText, &Constants, &Prototypes})
    if (!Piece->empty())
      Pieces.push_back(std::move(*Piece));
  for (std::string &Function : Functions)
    Pieces.push_back(std::move(Function));
  if (!Program.AlgorithmMacros.empty()) {
    std::string Algorithms = "// Kernels of the thrust/CUB calls in the host code.\n";
    for (const std::string &Macro : Program.AlgorithmMacros)
      Algorithms += Macro + "\n";
    Pieces.push_back(std::move(Algorithms));
  }
  return Pieces;
}

} // namespace detail

std::vector<std::string> emitOpenCL(ASTContext &Context, const DeviceProgram &Program,
                                    DiagnosticReporter &Diagnostics, CommentCarrier &Comments,
                                    llvm::StringRef SourceName, llvm::StringRef DeviceBackend) {
  return detail::Emitter(Context, Program, Diagnostics, Comments).run(SourceName, DeviceBackend);
}

} // namespace cu2cl
