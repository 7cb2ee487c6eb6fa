#include "KernelStubs.h"

#include "FunctionNames.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringExtras.h"

#include <fmt/format.h>

namespace cu2cl {

using namespace clang;

std::string KernelNames::of(const FunctionDecl *Kernel) {
  if (!Found) {
    Found = true;
    struct Finder : RecursiveASTVisitor<Finder> {
      std::map<std::string, std::set<const FunctionDecl *>> &Defined;
      explicit Finder(std::map<std::string, std::set<const FunctionDecl *>> &Defined)
          : Defined(Defined) {}
      bool shouldVisitTemplateInstantiations() const { return true; }
      bool VisitFunctionDecl(FunctionDecl *F) {
        if (F->hasAttr<CUDAGlobalAttr>() && F->isThisDeclarationADefinition() &&
            !F->isDependentContext())
          Defined[openclFunctionName(F)].insert(F->getCanonicalDecl());
        return true;
      }
    } Visitor(Defined);
    Visitor.TraverseDecl(Context.getTranslationUnitDecl());
  }
  std::string Name = openclFunctionName(Kernel);
  auto It = Defined.find(Name);
  return It != Defined.end() && It->second.size() > 1 ? Name + overloadSuffix(Kernel) : Name;
}

const FunctionDecl *stubOwner(const FunctionDecl *Kernel) {
  if (const FunctionTemplateDecl *Template = Kernel->getPrimaryTemplate())
    Kernel = Template->getTemplatedDecl();
  return Kernel->getCanonicalDecl();
}

namespace {

/// The definition of \p Owner's stub: the template's pattern, or the kernel's definition.
const FunctionDecl *stubDefinition(const FunctionDecl *Owner) {
  const FunctionDecl *Definition = nullptr; // a template's pattern is defined with it
  return Owner->isDefined(Definition) ? Definition : nullptr;
}

/// Whether \p Type names a type that code at namespace scope cannot name: one declared in a
/// function (a lambda's closure too), or an unnamed one.
bool namesLocalType(QualType Type) {
  Type = Type.getCanonicalType();
  while (Type->isPointerType() || Type->isReferenceType() || Type->isArrayType())
    Type = Type->isArrayType() ? QualType(Type->getArrayElementTypeNoTypeQual(), 0)
                               : Type->getPointeeType();
  const TagDecl *Tag = Type->getAsTagDecl();
  if (!Tag)
    return false;
  if (Tag->getParentFunctionOrMethod() ||
      (!Tag->getIdentifier() && !Tag->getTypedefNameForAnonDecl()))
    return true;
  if (const auto *Specialization = dyn_cast<ClassTemplateSpecializationDecl>(Tag))
    for (const TemplateArgument &Argument : Specialization->getTemplateArgs().asArray())
      if (Argument.getKind() == TemplateArgument::Type && namesLocalType(Argument.getAsType()))
        return true;
  return false;
}

/// A template argument as host code at namespace scope spells it; nothing where it cannot.
std::optional<std::string> argumentSpelling(const TemplateArgument &Argument,
                                            const HostRewrite &Rewrite) {
  switch (Argument.getKind()) {
  case TemplateArgument::Type:
    if (namesLocalType(Argument.getAsType()))
      return std::nullopt;
    return Rewrite.hostSpelling(Argument.getAsType());
  case TemplateArgument::Integral:
    return integralSpelling(Argument, Rewrite);
  case TemplateArgument::NullPtr:
    return "nullptr";
  case TemplateArgument::Template:
    if (const TemplateDecl *Template = Argument.getAsTemplate().getAsTemplateDecl())
      return Template->getQualifiedNameAsString();
    return std::nullopt;
  case TemplateArgument::Pack: {
    std::vector<std::string> Elements;
    for (const TemplateArgument &Element : Argument.pack_elements()) {
      std::optional<std::string> Spelled = argumentSpelling(Element, Rewrite);
      if (!Spelled)
        return std::nullopt;
      if (!Spelled->empty())
        Elements.push_back(*Spelled);
    }
    return llvm::join(Elements, ", ");
  }
  default:
    return std::nullopt;
  }
}

/// `static_cast<void (*)(float *, int)>(&ns::scale<float>)`: \p Kernel's stub, as code after the
/// main file spells it; nothing where that cannot name it.
std::optional<std::string> stubAddress(const FunctionDecl *Kernel, const HostRewrite &Rewrite) {
  std::vector<std::string> Types;
  for (const ParmVarDecl *Param : Kernel->parameters()) {
    if (namesLocalType(Param->getType()))
      return std::nullopt;
    Types.push_back(Rewrite.hostSpelling(Param->getType()));
  }
  PrintingPolicy Policy(Rewrite.Context.getLangOpts());
  Policy.SuppressUnwrittenScope = true; // an anonymous namespace's names are visible outside it
  std::string Name;
  llvm::raw_string_ostream Out(Name);
  Kernel->printQualifiedName(Out, Policy);
  if (const TemplateArgumentList *Arguments = Kernel->getTemplateSpecializationArgs()) {
    std::vector<std::string> Spelled;
    for (const TemplateArgument &Argument : Arguments->asArray()) {
      std::optional<std::string> Text = argumentSpelling(Argument, Rewrite);
      if (!Text)
        return std::nullopt;
      if (!Text->empty() || Argument.getKind() != TemplateArgument::Pack)
        Spelled.push_back(*Text);
    }
    Name += "<" + llvm::join(Spelled, ", ") + ">";
  }
  return fmt::format("static_cast<void (*)({})>(&{})", llvm::join(Types, ", "), Name);
}

} // namespace

std::optional<std::string> integralSpelling(const TemplateArgument &Value,
                                            const HostRewrite &Rewrite) {
  if (Value.getKind() != TemplateArgument::Integral)
    return std::nullopt;
  QualType Type = Value.getIntegralType();
  if (Type->isBooleanType())
    return Value.getAsIntegral().getBoolValue() ? "true" : "false";
  std::string Number = llvm::toString(Value.getAsIntegral(), 10);
  // A scoped enum does not convert from an integer.
  if (Type->isEnumeralType())
    return fmt::format("static_cast<{}>({})", Rewrite.hostSpelling(Type), Number);
  return Number;
}

std::vector<std::string> pointerMemberPaths(QualType Type) {
  std::vector<std::string> Paths;
  const RecordDecl *Record =
      Type.isNull() || Type->isDependentType() ? nullptr : Type->getAsRecordDecl();
  if (!Record)
    return Paths;
  std::string Why; // reported by the inventory
  for (const PointerMember &Member : kernelPointerFields(Record, Why)) {
    std::string Path;
    for (const FieldDecl *Field : Member)
      Path += "." + Field->getNameAsString();
    Paths.push_back(Path);
  }
  return Paths;
}

bool requestStub(HostRewrite &Rewrite, const FunctionDecl *Kernel, SourceLocation Use) {
  const FunctionDecl *Owner = stubOwner(Kernel);
  const FunctionDecl *Definition = stubDefinition(Owner);
  HostRewrite *Defining = nullptr;
  for (HostRewrite *File : Rewrite.Files)
    if (Definition && File->isInFile(Definition->getLocation()))
      Defining = File;
  if (!Defining) {
    Rewrite.reportUnsupported(Use, Kernel->getNameAsString(),
                              "a kernel of another file can only be launched with <<<...>>> "
                              "(cu2cl gives host code a kernel's host stub where it defines "
                              "the kernel); define the kernel in this file or launch it");
    return false;
  }
  Defining->NamesModule = true; // the stub needs the runtime's declarations
  Rewrite.StubbedKernels.try_emplace(Owner, Use);
  return true;
}

bool isStubbed(const HostRewrite &Rewrite, const FunctionDecl *Function) {
  return Function->getTemplateSpecializationKind() != TSK_ExplicitSpecialization &&
         Rewrite.StubbedKernels.count(stubOwner(Function));
}

void writeStubBody(HostRewrite &Rewrite, const FunctionDecl *Definition,
                   const TemplateParameterList *Parameters) {
  HostEdits &Edits = Rewrite.Edits;
  std::string What = "the host stub of kernel '" + Definition->getNameAsString() + "'";
  std::vector<std::string> Types, Arguments;
  for (unsigned I = 0; I < Definition->getNumParams(); ++I) {
    const ParmVarDecl *Param = Definition->getParamDecl(I);
    std::string Name = Param->getNameAsString();
    if (Name.empty()) {
      // The stub passes every parameter on: an unnamed one gets a name after its type.
      Name = fmt::format("cu2cl_parameter_{}", I);
      TypeLoc Type =
          Param->getTypeSourceInfo() ? Param->getTypeSourceInfo()->getTypeLoc() : TypeLoc();
      std::optional<FileRange> Last =
          Type.isNull() ? std::nullopt : Edits.spelledToken(Type.getEndLoc());
      if (!Last || Param->getOriginalType()->isArrayType() ||
          Param->getType()->isFunctionPointerType()) {
        Rewrite.reportNotRewritable(Param->getBeginLoc(), What,
                                    "an unnamed parameter of it cannot be given a name; name it");
        return;
      }
      Edits.insert(Last->End, " " + Name);
    }
    std::string Expansion = Param->isParameterPack() ? "..." : "";
    Types.push_back("decltype(" + Name + ")" + Expansion);
    Arguments.push_back(Name + Expansion);
    // A struct with pointers passes its pointers after it, as a launch does (abi.h): by the
    // same members in every instantiation of a template.
    std::vector<const FunctionDecl *> Instances{Definition};
    if (const FunctionTemplateDecl *Template = Definition->getDescribedFunctionTemplate())
      Instances.assign(Template->specializations().begin(), Template->specializations().end());
    std::optional<std::vector<std::string>> Paths;
    for (const FunctionDecl *Instance : Instances) {
      std::vector<std::string> These = pointerMemberPaths(
          I < Instance->getNumParams() ? Instance->getParamDecl(I)->getType() : QualType());
      if (Paths && *Paths != These) {
        Rewrite.reportNotRewritable(Param->getBeginLoc(), What,
                                    "a struct parameter has pointers in different members in "
                                    "different instantiations; launch the kernel with <<<...>>> "
                                    "by its name");
        return;
      }
      Paths = These;
    }
    for (const std::string &Path : Paths.value_or(std::vector<std::string>{}))
      Arguments.push_back("(" + Name + ")" + Path);
  }
  std::string Kernel = "&" + Definition->getNameAsString();
  if (Parameters) {
    std::vector<std::string> Names;
    for (const NamedDecl *Parameter : *Parameters) {
      if (!Parameter->getIdentifier()) {
        Rewrite.reportNotRewritable(Parameter->getBeginLoc(), What,
                                    "an unnamed template parameter of it cannot be named; name it");
        return;
      }
      Names.push_back(Parameter->getNameAsString() + (Parameter->isParameterPack() ? "..." : ""));
    }
    Kernel += "<" + llvm::join(Names, ", ") + ">";
  }
  std::optional<FileRange> Body = Definition->getBody()
                                      ? Edits.spelledRange(Definition->getBody()->getSourceRange())
                                      : std::nullopt;
  if (!Body) {
    Rewrite.reportNotRewritable(Definition->getLocation(), What,
                                "its body is not spelled in one piece in the file being "
                                "translated");
    return;
  }
  std::string Indent = Edits.indentationAt(Edits.wholeLines(*Body).Begin);
  Arguments.insert(Arguments.begin(),
                   fmt::format("cu2cl::registeredKernel(static_cast<void (*)({})>({}))",
                               llvm::join(Types, ", "), Kernel));
  Edits.replace(*Body,
                fmt::format("{{ // the kernel's host stub; the kernel is in {}\n{}  "
                            "cu2cl::launchConfigured({});\n{}}}",
                            Rewrite.ClFileName, Indent, llvm::join(Arguments, ", "), Indent),
                /*Covering=*/true);
}

std::string kernelRegistrations(HostRewrite &Main) {
  std::string Text;
  unsigned Count = 0;
  for (const auto &[Owner, Use] : Main.StubbedKernels) {
    std::vector<const FunctionDecl *> Kernels;
    if (const FunctionTemplateDecl *Template = Owner->getDescribedFunctionTemplate()) {
      for (const FunctionDecl *Instance : Template->specializations())
        if (Instance->isThisDeclarationADefinition() && Instance->hasBody())
          Kernels.push_back(Instance);
    } else if (const FunctionDecl *Definition = stubDefinition(Owner)) {
      Kernels.push_back(Definition);
    }
    for (const FunctionDecl *Kernel : Kernels) {
      std::optional<std::string> Address = stubAddress(Kernel, Main);
      if (!Address) {
        Main.reportNotRewritable(Use, "the use of kernel '" + Kernel->getNameAsString() + "'",
                                 "an instantiation of it has a template argument or parameter "
                                 "that host code cannot name where its host stub is registered "
                                 "(a local type, a lambda, an address); launch it with <<<...>>> "
                                 "by its name");
        continue;
      }
      std::string Name = Main.Kernels.of(Kernel);
      Main.Requests.LaunchedKernels.push_back({Name, Use});
      Text += fmt::format("static const cu2cl::KernelRegistration cu2cl_kernel_registration_{}(\n"
                          "    {}, cu2cl_module, \"{}\");\n",
                          Count++, *Address, Name);
    }
  }
  if (Text.empty())
    return Text;
  return "\n// The host stubs of the kernels host code uses as values, by the OpenCL kernel each "
         "launches.\n" +
         Text;
}

} // namespace cu2cl
