#include "FunctionNames.h"

#include "CooperativeGroups.h"
#include "OpenCLNames.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace cu2cl {

using namespace clang;

namespace {

/// OpenCL's spelling of a builtin type, the one readers of the .cl see.
std::string builtinFragment(const BuiltinType *Builtin) {
  switch (Builtin->getKind()) {
  case BuiltinType::Bool:
    return "bool";
  case BuiltinType::Char_S:
  case BuiltinType::Char_U:
  case BuiltinType::SChar:
    return "char";
  case BuiltinType::UChar:
    return "uchar";
  case BuiltinType::Short:
    return "short";
  case BuiltinType::UShort:
    return "ushort";
  case BuiltinType::Int:
    return "int";
  case BuiltinType::UInt:
    return "uint";
  case BuiltinType::Long:
  case BuiltinType::LongLong:
    return "long";
  case BuiltinType::ULong:
  case BuiltinType::ULongLong:
    return "ulong";
  case BuiltinType::Half:
  case BuiltinType::Float16:
    return "half";
  case BuiltinType::Float:
    return "float";
  case BuiltinType::Double:
    return "double";
  case BuiltinType::Void:
    return "void";
  default:
    return "type";
  }
}

std::string identifierFragment(std::string Text) {
  for (char &C : Text)
    if (!isalnum(static_cast<unsigned char>(C)))
      C = '_';
  return Text;
}

/// `operator+=` -> `operator_pluseq`: overloaded operators as identifiers, one per operator.
std::string operatorFragment(OverloadedOperatorKind Operator) {
  if (Operator == OO_Call)
    return "call";
  if (Operator == OO_Subscript)
    return "operator_subscript";
  std::string Name = "operator_";
  for (char C : llvm::StringRef(getOperatorSpelling(Operator))) {
    switch (C) {
    case '+':
      Name += "plus";
      break;
    case '-':
      Name += "minus";
      break;
    case '*':
      Name += "star";
      break;
    case '/':
      Name += "slash";
      break;
    case '%':
      Name += "percent";
      break;
    case '^':
      Name += "caret";
      break;
    case '&':
      Name += "amp";
      break;
    case '|':
      Name += "pipe";
      break;
    case '~':
      Name += "tilde";
      break;
    case '!':
      Name += "not";
      break;
    case '=':
      Name += "eq";
      break;
    case '<':
      Name += "lt";
      break;
    case '>':
      Name += "gt";
      break;
    case ',':
      Name += "comma";
      break;
    default:
      Name += isalnum(static_cast<unsigned char>(C)) ? std::string(1, C) : "_";
    }
  }
  return Name;
}

} // namespace

std::string kernelExportSymbol(const FunctionDecl *Kernel) {
  std::unique_ptr<MangleContext> Mangler(Kernel->getASTContext().createMangleContext());
  if (!Mangler->shouldMangleDeclName(Kernel))
    return "cu2cl_kernel_c_" + Kernel->getName().str();
  std::string Mangled;
  llvm::raw_string_ostream Out(Mangled);
  Mangler->mangleName(GlobalDecl(Kernel), Out);
  return "cu2cl_kernel_" + identifierFragment(llvm::StringRef(Mangled).ltrim('_').str());
}

std::string nameFragment(QualType Type) {
  Type = Type.getCanonicalType().getUnqualifiedType();
  if (const auto *Builtin = Type->getAs<BuiltinType>())
    return builtinFragment(Builtin);
  if (Type->isPointerType())
    return nameFragment(Type->getPointeeType()) + "p";
  if (const auto *Array = dyn_cast<ConstantArrayType>(Type.getTypePtr()))
    return nameFragment(Array->getElementType()) + std::to_string(Array->getSize().getZExtValue());
  if (const auto *Vector = Type->getAs<ExtVectorType>())
    return nameFragment(Vector->getElementType()) + std::to_string(Vector->getNumElements());
  if (const auto *Record = Type->getAsCXXRecordDecl()) {
    if (Record->isLambda())
      return lambdaName(Record);
    std::string Name = Record->getName().str();
    if (const TypedefNameDecl *Typedef = Record->getTypedefNameForAnonDecl();
        Name.empty() && Typedef)
      Name = Typedef->getName().str(); // typedef struct { … } Pair;
    if (Name.empty())
      Name = "anonymous";
    if (const auto *Specialisation = dyn_cast<ClassTemplateSpecializationDecl>(Record))
      for (const TemplateArgument &Argument : Specialisation->getTemplateArgs().asArray())
        Name += "_" + nameFragment(Argument);
    return Name;
  }
  if (const auto *Enum = Type->getAs<EnumType>()) {
    if (const TypedefNameDecl *Typedef = Enum->getDecl()->getTypedefNameForAnonDecl();
        !Enum->getDecl()->getIdentifier() && Typedef)
      return Typedef->getName().str();
    return Enum->getDecl()->getIdentifier() ? Enum->getDecl()->getName().str() : "anonymous";
  }
  return identifierFragment(Type.getAsString());
}

std::string nameFragment(const TemplateArgument &Argument) {
  switch (Argument.getKind()) {
  case TemplateArgument::Type:
    return nameFragment(Argument.getAsType());
  case TemplateArgument::Integral: {
    llvm::APSInt Value = Argument.getAsIntegral();
    if (Argument.getIntegralType()->isBooleanType())
      return Value.getBoolValue() ? "true" : "false";
    // APInt::abs() reads the top bit as a sign: only a signed negative value has one.
    const bool Negative = Value.isSigned() && Value.isNegative();
    llvm::SmallString<24> Digits;
    (Negative ? Value.abs() : llvm::APInt(Value)).toString(Digits, 10, /*Signed=*/false);
    return (Negative ? "m" : "") + std::string(Digits);
  }
  case TemplateArgument::Declaration:
    return identifierFragment(Argument.getAsDecl()->getNameAsString());
  case TemplateArgument::NullPtr:
    return "null";
  case TemplateArgument::Pack: {
    std::string Joined;
    for (const TemplateArgument &Element : Argument.pack_elements())
      Joined += (Joined.empty() ? "" : "_") + nameFragment(Element);
    return Joined;
  }
  default:
    return "arg";
  }
}

std::string lambdaName(const CXXRecordDecl *Closure) {
  std::string Name = "lambda" + std::to_string(Closure->getLambdaIndexInContext());
  if (const auto *Enclosing = dyn_cast_or_null<FunctionDecl>(Closure->getParentFunctionOrMethod()))
    return openclFunctionName(Enclosing) + "_" + Name;
  return Name;
}

std::string openclFunctionName(const FunctionDecl *Function) {
  std::string Name;
  if (const auto *Method = dyn_cast<CXXMethodDecl>(Function);
      Method && Method->getParent()->isLambda()) {
    Name = lambdaName(Method->getParent()) + "_call";
  } else if (const auto *Method = dyn_cast<CXXMethodDecl>(Function)) {
    std::string Member = Method->getOverloadedOperator() != OO_None
                             ? operatorFragment(Method->getOverloadedOperator())
                             : identifierFragment(Method->getNameAsString());
    Name = nameFragment(QualType(Method->getParent()->getTypeForDecl(), 0)) + "_" + Member;
  } else if (Function->getOverloadedOperator() != OO_None) {
    Name = operatorFragment(Function->getOverloadedOperator());
  } else {
    Name = Function->getNameAsString();
    if (isReservedInOpenCL(Name))
      Name += "_";
  }
  if (const TemplateArgumentList *Arguments = Function->getTemplateSpecializationArgs())
    for (const TemplateArgument &Argument : Arguments->asArray())
      Name += "_" + nameFragment(Argument);
  return Name;
}

std::string overloadSuffix(const FunctionDecl *Function) {
  std::string Suffix;
  for (const ParmVarDecl *Param : Function->parameters()) {
    std::string TypeName = Param->getType().getUnqualifiedType().getAsString();
    for (char &C : TypeName)
      if (!isalnum(static_cast<unsigned char>(C)))
        C = '_';
    Suffix += "_" + TypeName;
  }
  return Suffix;
}

std::string variableTemplateSuffix(const VarDecl *Var) {
  std::string Suffix;
  if (const auto *Specialisation = dyn_cast<VarTemplateSpecializationDecl>(Var))
    for (const TemplateArgument &Argument : Specialisation->getTemplateArgs().asArray())
      Suffix += "_" + nameFragment(Argument);
  return Suffix;
}

std::string openclVariableName(const VarDecl *Var) {
  std::string Name = Var->getNameAsString();
  if (isReservedInOpenCL(Name))
    Name += "_";
  return Name + variableTemplateSuffix(Var);
}

bool isEmptyClass(QualType Type) {
  const auto *Record = Type->getAsCXXRecordDecl();
  if (!Record || !Record->hasDefinition())
    return false;
  Record = Record->getDefinition();
  // A lambda that captures nothing is a stateless functor too; the cooperative groups' classes
  // are empty but stand for lanes.
  if (Record->isPolymorphic() || !Record->field_empty() ||
      groupTypeOf(Type).Kind != GroupKind::None)
    return false;
  for (const CXXBaseSpecifier &Base : Record->bases())
    if (!isEmptyClass(Base.getType()))
      return false;
  return true;
}

} // namespace cu2cl
