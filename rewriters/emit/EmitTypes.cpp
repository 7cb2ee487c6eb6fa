// The emitter: OpenCL C types, records, enums and names (DeviceCodeEmitterImpl.h).
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
    if (auto Vector = openclVectorName(Record, SM))
      return Qualifiers + *Vector;
    requireRecord(Record, Loc);
    std::string Name = recordName(Record, Loc);
    // Inside a struct the tag names it: a struct can point to itself.
    bool Tagged = InRecordDefinition &&
                  (Record->getIdentifier() || isa<ClassTemplateSpecializationDecl>(Record));
    return Qualifiers + (Tagged ? (Record->isUnion() ? "union " : "struct ") : "") + Name;
  }
  if (const auto *Enum = Canonical->getAs<EnumType>()) {
    requireEnum(Enum->getDecl(), Loc);
    std::string Name = enumName(Enum->getDecl());
    // An enum without a name (`enum { A, B } x;`) is its integer type.
    return Qualifiers + (Name.empty() ? typeName(Enum->getDecl()->getIntegerType(), Loc) : Name);
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
  // A reference is a pointer to the object it refers to (Emitter::bindReference).
  if (Type->isReferenceType()) {
    QualType Referent = Type.getNonReferenceType();
    if (Referent->isPointerType()) {
      Diagnostics.report(Loc, DiagId::UnsupportedType)
          << Type.getAsString() << "a reference to a pointer needs an address space per level";
      return declaration(Referent, Name, Pointee, Loc);
    }
    return declaration(Context.getPointerType(Referent), Name, Pointee, Loc);
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
    if (Context.getAsConstantArrayType(Target)) {
      // A pointer to (multi-dimensional) arrays: `double (*phi)[400][400]`.
      std::string Dimensions;
      QualType Element = Target;
      while (const auto *Array = Context.getAsConstantArrayType(Element)) {
        Dimensions += fmt::format("[{}]", Array->getSize().getZExtValue());
        Element = Array->getElementType();
      }
      return fmt::format("{}{} (*{}{}){}", Space, typeName(Element, Loc),
                         Suffix.empty() ? "" : Suffix + " ", Name, Dimensions);
    }
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
    // A nested type is named after its class: A<float>::TempStorage and B::TempStorage are
    // two OpenCL structs, A_float_TempStorage and B_TempStorage.
    if (const auto *Parent = dyn_cast<RecordDecl>(Record->getDeclContext()))
      return recordName(Parent, Loc) + "_" + Name;
  } else if (const TypedefNameDecl *Typedef = Record->getTypedefNameForAnonDecl()) {
    Name = Typedef->getName().str(); // typedef struct { … } Point;
  } else if (const auto *Closure = dyn_cast<CXXRecordDecl>(Record);
             Closure && Closure->isLambda()) {
    return lambdaName(Closure);
  } else if (const auto *Parent = dyn_cast<RecordDecl>(Record->getDeclContext())) {
    // `struct { ... } pos;` or an anonymous member inside a struct: named after the struct
    // and the member that has it.
    std::string Member;
    for (const FieldDecl *Field : Parent->fields())
      if (Context.getBaseElementType(Field->getType())->getAsRecordDecl() == Record)
        Member = variableName(Field);
    Name = recordName(Parent, Loc) + "_" + (Member.empty() ? std::string("anonymous") : Member);
    return Name;
  } else if (Record->getParentFunctionOrMethod()) {
    // `union { float f; int i; } u;` in a function: named after where it is written.
    Name = fmt::format("{}{}", Record->isUnion() ? "union" : "struct",
                       SM.getPresumedLineNumber(Record->getLocation()));
  } else {
    const char *Why = "give the struct a name";
    Diagnostics.report(Loc, DiagId::UnsupportedType) << "(anonymous struct)" << Why;
    return "int";
  }
  // A type declared in a function is defined at program scope under its function's name.
  if (const auto *Function = dyn_cast_or_null<FunctionDecl>(Record->getParentFunctionOrMethod()))
    return openclFunctionName(Function) + "_" + Name;
  return isReservedInOpenCL(Name) ? Name + "_" : Name;
}

void Emitter::requireRecord(const RecordDecl *Record, SourceLocation Loc) {
  Record = Record->getDefinition() ? Record->getDefinition() : Record;
  if (Tags.contains(Record))
    return;
  if (!Record->getIdentifier() && !Record->getTypedefNameForAnonDecl() &&
      !Record->getParentFunctionOrMethod() && !isa<RecordDecl>(Record->getDeclContext()))
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
  // The types a struct contains are defined before it, and so are those it points to that
  // have no tag: a field can name a struct that comes later by its tag only (typeName). An
  // untagged struct (`typedef struct {...} Curve;`) can only point to earlier types.
  for (const FieldDecl *Field : Record->fields()) {
    QualType FieldType = Context.getBaseElementType(Field->getType());
    QualType Pointee = FieldType;
    while (Pointee->isPointerType())
      Pointee = Context.getBaseElementType(Pointee->getPointeeType());
    if (const auto *Target = Pointee->getAsRecordDecl();
        Target && Pointee != FieldType && !Target->getIdentifier() &&
        !isa<ClassTemplateSpecializationDecl>(Target) && !openclVectorName(Target, SM))
      requireRecord(Target, Field->getLocation());
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
  Tags.insert(Enum);
}

std::vector<PointerMember> Emitter::kernelStructPointers(const FunctionInstance &Function,
                                                         QualType Type) {
  const RecordDecl *Record = Function.IsKernel ? Type->getAsRecordDecl() : nullptr;
  std::string Why; // reported by the inventory
  return Record ? kernelPointerFields(Record, Why) : std::vector<PointerMember>();
}

void Emitter::requireArgumentTwin(const RecordDecl *Record) {
  Record = Record->getDefinition() ? Record->getDefinition() : Record;
  if (ArgumentRecords.contains(Record))
    return;
  for (const FieldDecl *Field : Record->fields()) // the twins it holds, defined before it
    if (const RecordDecl *Inner = Field->getType()->getAsRecordDecl();
        Inner && !Field->getType()->isPointerType() && hasPointerMembers(Inner))
      requireArgumentTwin(Inner);
  ArgumentRecords.insert(Record);
}

bool Emitter::hasPointerMembers(const RecordDecl *Record) {
  std::string Why;
  return !kernelPointerFields(Record, Why).empty();
}

std::string Emitter::recordDefinition(const RecordDecl *Record, bool ArgumentTwin) {
  std::string Keyword = Record->isUnion() ? "union" : "struct";
  std::string Name =
      recordName(Record, Record->getLocation()) + (ArgumentTwin ? abi::ArgumentStructSuffix : "");
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
  // A lambda's closure holds its captures: a copy, or a pointer to what it refers to.
  llvm::DenseMap<const ValueDecl *, FieldDecl *> Captures;
  FieldDecl *ThisCapture = nullptr;
  const auto *Closure = dyn_cast<CXXRecordDecl>(Record);
  if (Closure && Closure->isLambda()) {
    Closure->getCaptureFields(Captures, ThisCapture); // `this` is reported at the lambda
    // The spaces the call operator's specialisation was given (ProgramBuilder::resolveCalls).
    const FunctionInstance *Call = nullptr;
    for (const auto &Function : Program.Functions)
      if (const auto *Method = dyn_cast<CXXMethodDecl>(Function->Decl);
          Method && Method->getParent() == Closure)
        Call = Function.get();
    for (const auto &[Var, Field] : Captures) {
      AddressSpace Space = AddressSpace::Private;
      if (const auto *Captured = dyn_cast<VarDecl>(Var); Captured && Call) {
        if (Captured->getType()->isPointerType() || Captured->getType()->isReferenceType())
          Space = Call->Spaces->variable(Captured);
        else if (Field->getType()->isReferenceType())
          Space = storageOfVariable(Captured);
      }
      if (Space == AddressSpace::Unknown || Space == AddressSpace::Any)
        Space = AddressSpace::Private;
      CaptureDeclarations[Field] =
          declaration(Field->getType(), variableName(Var), Space, Field->getLocation());
    }
  }
  for (const FieldDecl *Field : Record->fields()) {
    if (auto Capture = CaptureDeclarations.find(Field); Capture != CaptureDeclarations.end()) {
      Out += Capture->second + ";\n";
      continue;
    }
    if (Field->isBitField()) {
      Diagnostics.report(Field->getLocation(), DiagId::UnsupportedConstruct)
          << "a bit-field (OpenCL C does not have them)";
      continue;
    }
    if (Field->getType()->isReferenceType()) {
      Diagnostics.report(Field->getLocation(), DiagId::UnsupportedConstruct)
          << "a reference member (OpenCL C structs hold values and pointers)";
      continue;
    }
    // bool has no fixed size in OpenCL; CUDA's is one byte.
    if (Field->getType()->isBooleanType()) {
      Out += "uchar " + variableName(Field) + ";\n";
      continue;
    }
    // The kernel argument twin holds the struct's pointers as plain 64-bit values, and its
    // struct members with pointers as their twins.
    if (ArgumentTwin && Field->getType()->isPointerType()) {
      Out += "ulong " + variableName(Field) + ";\n";
      continue;
    }
    if (const RecordDecl *Inner = Field->getType()->getAsRecordDecl();
        ArgumentTwin && Inner && hasPointerMembers(Inner)) {
      Out += recordName(Inner, Field->getLocation()) + abi::ArgumentStructSuffix + " " +
             variableName(Field) + ";\n";
      continue;
    }
    // A const member is set by its class's constructors (constructorPrologue): C++ has
    // checked that nothing else writes it, and C would not let the constructor.
    QualType FieldType = Field->getType();
    FieldType.removeLocalConst();
    Out += declaration(FieldType, variableName(Field), AddressSpace::Global, Field->getLocation()) +
           ";\n";
  }
  InRecordDefinition = false;
  Out += fmt::format("}} {};\n\n", Name);
  return Out;
}

std::string Emitter::enumName(const EnumDecl *Enum) {
  if (Enum->getIdentifier())
    return Enum->getName().str();
  if (const TypedefNameDecl *Typedef = Enum->getTypedefNameForAnonDecl())
    return Typedef->getName().str(); // typedef enum { … } Mode;
  return "";
}

std::string Emitter::enumDefinition(const EnumDecl *Enum) {
  std::vector<std::string> Values;
  for (const EnumConstantDecl *Value : Enum->enumerators())
    Values.push_back(enumConstantName(Value) + " = " + llvm::toString(Value->getInitVal(), 10));
  std::string Name = enumName(Enum);
  if (Name.empty()) // its values are of its integer type (typeName)
    return fmt::format("enum {{ {} }};\n\n", llvm::join(Values, ", "));
  // An enum with a fixed underlying type keeps its size: a typedef of that
  // type, and the constants as an unnamed enum.
  if (Enum->isFixed())
    return fmt::format("typedef {} {};\nenum {{ {} }};\n\n",
                       typeName(Enum->getIntegerType(), Enum->getLocation()), Name,
                       llvm::join(Values, ", "));
  return fmt::format("typedef enum {} {{ {} }} {};\n\n", Name, llvm::join(Values, ", "), Name);
}

// ---------------------------------------------------------------------------
// Names

std::string Emitter::enumConstantName(const EnumConstantDecl *Constant) {
  // A scoped enumeration's constants are in its scope: `Op::Erode` is `Op_Erode`.
  const auto *Enum = llvm::cast<EnumDecl>(Constant->getDeclContext());
  if (Enum->isScoped())
    return Enum->getName().str() + "_" + Constant->getNameAsString();
  return Constant->getNameAsString();
}

std::string Emitter::variableName(const ValueDecl *Var) {
  if (auto It = Names.find(Var); It != Names.end())
    return It->second;
  std::string Name = Var->getNameAsString();
  // An anonymous struct or union member (`union { struct { int x, y; }; int el[2]; };`, C11)
  // is a named member in OpenCL C 1.2 (C99): accesses through it name it (MemberExpr).
  if (const auto *Field = dyn_cast<FieldDecl>(Var); Field && Name.empty())
    Name = fmt::format("cu2cl_anonymous{}", Field->getFieldIndex());
  if (isReservedInOpenCL(Name)) {
    std::string New = Name + "_";
    if (Renamed.insert(Var).second) {
      Diagnostics.report(Var->getLocation(), DiagId::RenamedIdentifier) << Name << New;
      remark(DiagId::RenamedIdentifier, fmt::format("'{}' is renamed to '{}'", Name, New));
    }
    Name = New;
  }
  if (const auto *Variable = dyn_cast<VarDecl>(Var)) {
    Name += variableTemplateSuffix(Variable);
    // `std::is_floating_point<float>::value` and `<double>::value` are two program constants.
    if (Variable->isStaticDataMember())
      Name =
          recordName(llvm::cast<RecordDecl>(Variable->getDeclContext()), Variable->getLocation()) +
          "_" + Name;
  }
  Names[Var] = Name;
  return Name;
}

AddressSpace Emitter::pointeeSpaceOf(const VarDecl *Var) const {
  if (!Var->getType()->isPointerType() && !refersThroughPointer(Var))
    return AddressSpace::Private;
  if (Current)
    return Current->Spaces->variable(Var);
  return AddressSpace::Constant;
}

} // namespace detail

} // namespace cu2cl
