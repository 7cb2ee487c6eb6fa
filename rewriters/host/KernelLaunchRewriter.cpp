// Kernel launches: `k<<<g, b[, s[, st]]>>>(args)` becomes
// `cu2cl::launch(cu2cl_module, "k", g, b, s, st, args)` (docs/host-translation.md). The
// rewrite touches the callee, the `<<<` and the `>>>(` only, so the written arguments keep their
// text, also inside macros. A launch written once in a template is rewritten once for all its
// instantiations.

#include "FunctionNames.h"
#include "HostRewrite.h"
#include "KernelStubs.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringExtras.h"

#include <fmt/format.h>

#include <numeric>

namespace cu2cl {

using namespace clang;

void KernelLaunchRewriter::add(const CUDAKernelCallExpr *Launch, const FunctionDecl *Enclosing) {
  const CallExpr *Config = Launch->getConfig();
  if (!Config)
    return;
  const SourceManager &SM = Rewrite.SM;
  std::pair<unsigned, unsigned> Key{
      SM.getSpellingLoc(Config->getBeginLoc()).getRawEncoding(),
      SM.getSpellingLoc(Launch->getCallee()->getBeginLoc()).getRawEncoding()};
  auto [It, New] = SiteIndex.try_emplace(Key, Sites.size());
  if (New)
    Sites.push_back({Launch, {}});
  if (!Launch->isTypeDependent() && !Launch->isValueDependent())
    Sites[It->second].Resolved.push_back({Launch, Enclosing});
}

void KernelLaunchRewriter::finish() {
  for (const Site &Launch : Sites)
    rewrite(Launch);
}

namespace {

const char *const CannotName = "the kernel it launches depends on template arguments in a way "
                               "cu2cl cannot name; launch each instantiation explicitly";

/// The template parameters of \p Function's instantiation and of the class templates around
/// it, with their arguments.
std::vector<std::pair<const NamedDecl *, TemplateArgument>>
templateBindings(const FunctionDecl *Function) {
  std::vector<std::pair<const NamedDecl *, TemplateArgument>> Bindings;
  auto Add = [&](const TemplateParameterList *Parameters, llvm::ArrayRef<TemplateArgument> Args) {
    for (unsigned I = 0; I < Parameters->size() && I < Args.size(); ++I)
      Bindings.push_back({Parameters->getParam(I), Args[I]});
  };
  if (!Function)
    return Bindings;
  if (const FunctionTemplateDecl *Template = Function->getPrimaryTemplate())
    if (const TemplateArgumentList *Args = Function->getTemplateSpecializationArgs())
      Add(Template->getTemplateParameters(), Args->asArray());
  for (const DeclContext *Context = Function->getDeclContext(); Context;
       Context = Context->getParent())
    if (const auto *Class = dyn_cast<ClassTemplateSpecializationDecl>(Context))
      Add(Class->getSpecializedTemplate()->getTemplateParameters(),
          Class->getTemplateArgs().asArray());
  return Bindings;
}

/// Whether \p Written (a template parameter, or an argument as a launch writes it, which
/// \p Expression puts in parentheses where it is compared) is \p Value:
/// `std::is_same<T, int>::value`, `N == 3`; nothing for other kinds of argument.
std::optional<std::string> argumentTest(const std::string &Written, bool Expression,
                                        const TemplateArgument &Value, const HostRewrite &Rewrite) {
  if (Value.getKind() == TemplateArgument::Type)
    return fmt::format("std::is_same<{}, {}>::value", Written,
                       Rewrite.hostSpelling(Value.getAsType()));
  std::optional<std::string> Number = integralSpelling(Value, Rewrite);
  if (!Number)
    return std::nullopt;
  return fmt::format(Expression ? "({}) == {}" : "{} == {}", Written, *Number);
}

} // namespace

std::optional<std::string> KernelLaunchRewriter::kernelName(const Site &Launch,
                                                            llvm::ArrayRef<std::string> Names,
                                                            llvm::ArrayRef<unsigned> Subset,
                                                            llvm::StringRef None) {
  bool Same = std::all_of(Subset.begin(), Subset.end(),
                          [&](unsigned I) { return Names[I] == Names[Subset[0]]; });
  // A kernel template instantiated from the enclosing template's arguments gets a choice on
  // them, even if only one instantiation is seen: another one must not launch its kernel.
  bool FromTemplate = Launch.First->isTypeDependent() || Launch.First->isValueDependent() ||
                      Launch.First->getCallee()->isTypeDependent();
  bool Instantiated = std::any_of(Subset.begin(), Subset.end(), [&](unsigned I) {
    const FunctionDecl *Kernel = Launch.Resolved[I].first->getDirectCallee();
    return Kernel && Kernel->getTemplateSpecializationArgs();
  });
  const std::string &Literal = Names[Subset[0]];
  if (Same && !(FromTemplate && Instantiated))
    return Literal;
  // A macro body expanded for several kernels: the kernel's arguments as written tell them
  // apart.
  bool InMacro = std::any_of(Subset.begin(), Subset.end(), [&](unsigned I) {
    return Launch.Resolved[I].first->getConfig()->getBeginLoc().isMacroID();
  });
  if (InMacro)
    if (std::optional<std::string> Choice = writtenArgumentChoice(Launch, Names, Subset, None))
      return Choice;

  // `std::is_same<T, int>::value ? "k_int" : ... : ""`: a test of the enclosing template's
  // arguments per instantiation; of the parameters whose arguments differ, if any do.
  std::vector<std::vector<std::pair<const NamedDecl *, TemplateArgument>>> Bindings;
  for (unsigned I : Subset)
    Bindings.push_back(templateBindings(Launch.Resolved[I].second));
  if (Bindings[0].empty())
    return Same ? std::optional<std::string>(Literal) : std::nullopt;
  std::vector<bool> Tested(Bindings[0].size(), false);
  for (const auto &Other : Bindings) {
    if (Other.size() != Bindings[0].size())
      return std::nullopt;
    for (unsigned I = 0; I < Other.size(); ++I)
      if (!Other[I].second.structurallyEquals(Bindings[0][I].second))
        Tested[I] = true;
  }
  if (std::none_of(Tested.begin(), Tested.end(), [](bool T) { return T; }))
    Tested.assign(Tested.size(), true);
  std::string Choice;
  std::set<std::string> Seen;
  for (unsigned Instance = 0; Instance < Bindings.size(); ++Instance) {
    std::vector<std::string> Tests;
    for (unsigned I = 0; I < Tested.size(); ++I) {
      if (!Tested[I])
        continue;
      const auto &[Parameter, Argument] = Bindings[Instance][I];
      if (!Parameter->getIdentifier())
        return std::nullopt;
      std::string Name = Parameter->getName().str();
      if (Argument.getKind() == TemplateArgument::Type) {
        // A type declared after the launch cannot be named in its test: the template's
        // definition is compiled before it. One instantiation needs no test.
        if (const TagDecl *Tag = Argument.getAsType()->getAsTagDecl();
            Tag &&
            Rewrite.SM.isBeforeInTranslationUnit(Launch.First->getBeginLoc(), Tag->getLocation()))
          return Bindings.size() == 1 ? std::optional<std::string>(Literal) : std::nullopt;
      }
      std::optional<std::string> Test = argumentTest(Name, false, Argument, Rewrite);
      if (!Test)
        return std::nullopt;
      Tests.push_back(*Test);
    }
    std::string Branch = llvm::join(Tests, " && ") + " ? " + Names[Subset[Instance]] + " : ";
    if (Seen.insert(Branch).second)
      Choice += Branch;
  }
  return "(" + Choice + None.str() + ")";
}

/// A default argument that is a constant, spelled for the host with its parameter's type
/// (`(int *)nullptr`, `(int)32`, a float in hexadecimal so that it is exact).
static std::optional<std::string> constantArgument(const Expr *Default, QualType Type,
                                                   const HostRewrite &Rewrite) {
  Expr::EvalResult Result;
  if (Default->isValueDependent() || !Default->EvaluateAsRValue(Result, Rewrite.Context))
    return std::nullopt;
  std::string Cast = "(" + Rewrite.hostSpelling(Type.getUnqualifiedType()) + ")";
  const APValue &Value = Result.Val;
  if (Type->isPointerType() && Value.isLValue() && Value.isNullPointer())
    return Cast + "nullptr";
  if (Value.isInt())
    return Cast + llvm::toString(Value.getInt(), 10);
  if (Value.isFloat()) {
    char Hex[64];
    Value.getFloat().convertToHexString(Hex, 0, false, llvm::APFloat::rmNearestTiesToEven);
    return Cast + std::string(Hex);
  }
  return std::nullopt;
}

/// True if \p Arg becomes its parameter's value through code: a converting constructor or a
/// conversion function (not a copy of an object of the parameter's class).
static bool convertsThroughUserCode(const Expr *Arg) {
  while (true) {
    Arg = Arg->IgnoreParens();
    if (const auto *Full = dyn_cast<FullExpr>(Arg))
      Arg = Full->getSubExpr();
    else if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(Arg))
      Arg = Temporary->getSubExpr();
    else if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(Arg))
      Arg = Bind->getSubExpr();
    else
      break;
  }
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Arg))
    return Cast->getCastKind() == CK_ConstructorConversion ||
           Cast->getCastKind() == CK_UserDefinedConversion ||
           convertsThroughUserCode(Cast->getSubExpr());
  return false; // an object written as the parameter's class (`Positive()`) is one already
}

/// Where \p Callee, a macro's argument, stands in the body of that macro, if it stands right
/// before the `<<<` at \p Open there: the parameter that names the kernel in the body.
static std::optional<FileRange> macroParameterBefore(const Expr *Callee, FileRange Open,
                                                     const HostEdits &Edits) {
  const SourceManager &SM = Edits.sourceManager();
  SourceLocation Begin = Callee->getBeginLoc(), End = Callee->getEndLoc();
  if (!SM.isMacroArgExpansion(Begin) || !SM.isMacroArgExpansion(End))
    return std::nullopt;
  SourceLocation InBody = SM.getImmediateExpansionRange(Begin).getBegin();
  if (InBody != SM.getImmediateExpansionRange(End).getBegin())
    return std::nullopt; // not one argument
  std::optional<FileRange> Parameter = Edits.spelledToken(InBody);
  FileRange After;
  if (!Parameter || !Edits.nextTokenIs(Parameter->End, tok::lesslessless, After) ||
      !(After == Open))
    return std::nullopt;
  return Parameter;
}

bool KernelLaunchRewriter::declareExport(const std::string &Symbol, SourceLocation Use) {
  // Before the declaration at namespace scope that holds the launch: a declaration with C
  // linkage names the same object in any namespace.
  const SourceManager &SM = Rewrite.SM;
  SourceLocation At = SM.getExpansionLoc(Use);
  std::optional<unsigned> Before;
  Rewrite.forEachFileDecl([&](Decl *D) {
    SourceLocation Begin = SM.getExpansionLoc(D->getBeginLoc());
    SourceLocation End = SM.getExpansionRange(D->getEndLoc()).getEnd();
    if (Before || !SM.isPointWithin(At, Begin, End))
      return;
    if (std::optional<FileRange> First = Rewrite.Edits.spelledToken(Begin)) {
      Before = First->Begin;
      while (*Before > 0 && Rewrite.Edits.text()[*Before - 1] != '\n')
        --*Before;
    }
  });
  if (!Before) {
    Rewrite.reportNotRewritable(Use, "the launch of a kernel of another file",
                                "it is not inside a declaration of this file");
    return false;
  }
  if (DeclaredExports.insert({*Before, Symbol}).second)
    Rewrite.Edits.insertBeforeText(*Before, "extern \"C\" const cu2cl::KernelExport " + Symbol +
                                                "; // a kernel of another file\n");
  return true;
}

std::optional<FileRange> KernelLaunchRewriter::argumentSpelling(SourceRange Written,
                                                                bool ByParameter) const {
  const SourceManager &SM = Rewrite.SM;
  // An argument that a macro parameter brings into the body is named by the parameter there.
  SourceLocation Begin = Written.getBegin(), End = Written.getEnd();
  if (ByParameter) {
    if (!SM.isMacroArgExpansion(Begin) || !SM.isMacroArgExpansion(End))
      return std::nullopt;
    return Rewrite.Edits.spelledRange({SM.getImmediateExpansionRange(Begin).getBegin(),
                                       SM.getImmediateExpansionRange(End).getEnd()});
  }
  return Rewrite.Edits.spelledRange(Written);
}

std::optional<std::string>
KernelLaunchRewriter::writtenArgumentChoice(const Site &Launch, llvm::ArrayRef<std::string> Names,
                                            llvm::ArrayRef<unsigned> Subset, llvm::StringRef None) {
  // Each written argument is named as it is spelled, if that is one place for every
  // instantiation (a macro's argument expanded twice), or else by the macro parameter that
  // brings it into the macro body (a body expanded for several arguments).
  std::vector<bool> ByParameter;
  for (unsigned Instance : Subset) {
    const auto *Ref =
        dyn_cast<DeclRefExpr>(Launch.Resolved[Instance].first->getCallee()->IgnoreImplicit());
    if (!Ref)
      return std::nullopt;
    if (ByParameter.empty())
      ByParameter.assign(Ref->getNumTemplateArgs(), false);
    if (ByParameter.size() != Ref->getNumTemplateArgs())
      return std::nullopt;
    const auto *FirstRef =
        dyn_cast<DeclRefExpr>(Launch.Resolved[Subset[0]].first->getCallee()->IgnoreImplicit());
    for (unsigned I = 0; I < Ref->getNumTemplateArgs(); ++I) {
      std::optional<FileRange> Here = argumentSpelling(Ref->getTemplateArgs()[I].getSourceRange(),
                                                       false),
                               First = argumentSpelling(
                                   FirstRef->getTemplateArgs()[I].getSourceRange(), false);
      if (!Here || !First || !(*Here == *First))
        ByParameter[I] = true;
    }
  }
  std::vector<std::optional<FileRange>> Spellings(ByParameter.size()); // of each written argument
  std::string Choice;
  std::set<std::string> Seen;
  for (unsigned Instance : Subset) {
    const CUDAKernelCallExpr *Call = Launch.Resolved[Instance].first;
    const auto *Ref = dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreImplicit());
    const FunctionDecl *Kernel = Call->getDirectCallee();
    if (!Ref || !Ref->hasExplicitTemplateArgs() || !Kernel ||
        !Kernel->getTemplateSpecializationArgs())
      return std::nullopt;
    llvm::ArrayRef<TemplateArgument> Values = Kernel->getTemplateSpecializationArgs()->asArray();
    if (Ref->getNumTemplateArgs() > Values.size())
      return std::nullopt;
    std::vector<std::string> Tests;
    for (unsigned I = 0; I < Ref->getNumTemplateArgs(); ++I) {
      std::optional<FileRange> Spelled =
          argumentSpelling(Ref->getTemplateArgs()[I].getSourceRange(), ByParameter[I]);
      if (!Spelled || (Spellings[I] && !(*Spellings[I] == *Spelled)))
        return std::nullopt;
      Spellings[I] = Spelled;
      std::string Text = Rewrite.Edits.text().slice(Spelled->Begin, Spelled->End).str();
      std::optional<std::string> Test = argumentTest(Text, true, Values[I], Rewrite);
      if (!Test)
        return std::nullopt;
      Tests.push_back(*Test);
    }
    if (Tests.empty())
      return std::nullopt;
    std::string Branch = llvm::join(Tests, " && ") + " ? " + Names[Instance] + " : ";
    if (Seen.insert(Branch).second)
      Choice += Branch;
  }
  return "(" + Choice + None.str() + ")";
}

void KernelLaunchRewriter::rewrite(const Site &Launch) {
  const CUDAKernelCallExpr *Written =
      Launch.Resolved.empty() ? Launch.First : Launch.Resolved.front().first;
  const CallExpr *Config = Written->getConfig();
  SourceLocation Use = Written->getBeginLoc();
  const Expr *Callee = Written->getCallee()->IgnoreImplicit();

  // A launch through a pointer to a kernel goes through the host stub it points to; one that
  // cannot name its kernel here (below) through the stub of the kernel it names.
  std::string StubProblem;
  auto ThroughStub = [&] {
    return !Launch.Resolved.empty() && rewriteThroughStub(Launch, StubProblem);
  };
  if (std::any_of(Launch.Resolved.begin(), Launch.Resolved.end(),
                  [](const auto &Entry) { return !Entry.first->getDirectCallee(); })) {
    if (!ThroughStub())
      Rewrite.reportNotRewritable(Use, "the launch through a pointer to a kernel", StubProblem);
    return;
  }

  // The kernel's OpenCL name in each instantiation. Arguments of empty classes (stateless
  // functors) stay: cu2cl::launch skips them, as the kernel has no parameter for them.
  std::vector<std::string> Names;
  std::set<std::string> AppendedDefaults; // the same in every instantiation
  for (const auto &[Call, Enclosing] : Launch.Resolved) {
    const FunctionDecl *Kernel = Call->getDirectCallee();
    Names.push_back(Rewrite.Kernels.of(Kernel));
    // Default arguments are written out: the runtime passes exactly what the launch names.
    std::string Defaults;
    for (unsigned I = 0; I < Call->getNumArgs(); ++I)
      if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Call->getArg(I))) {
        std::optional<std::string> Value =
            constantArgument(Default->getExpr(), Kernel->getParamDecl(I)->getType(), Rewrite);
        if (!Value) {
          Rewrite.reportNotRewritable(Use, "the launch of '" + Kernel->getNameAsString() + "'",
                                      "it leaves a parameter to a default argument that is not "
                                      "a constant; write the argument out");
          return;
        }
        Defaults += ", " + *Value;
      }
    if (!AppendedDefaults.empty() && *AppendedDefaults.begin() != Defaults) {
      Rewrite.reportNotRewritable(Use, "the launch of '" + Kernel->getNameAsString() + "'",
                                  "its instantiations have different default arguments; write "
                                  "the arguments out");
      return;
    }
    AppendedDefaults.insert(Defaults);
  }
  if (Names.empty()) {
    // A template that is never instantiated: it never launches, but its text must compile.
    if (const auto *Lookup = dyn_cast<OverloadExpr>(Callee))
      Names.push_back(Lookup->getName().getAsString());
    else if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee))
      Names.push_back(Ref->getDecl()->getNameAsString());
    else
      Names.push_back("");
  }
  std::string What = "the launch of '" + Names.front() + "'";
  // A kernel this file only declares is another file's: launched through that file's export
  // of it (cu2cl::KernelExport), which the linker finds as it finds CUDA's host stub. Where the
  // instantiations of a launch differ, each is named as an export, this file's kernels too.
  std::vector<std::string> Kernels, Exports;
  for (const auto &[Call, Enclosing] : Launch.Resolved) {
    const FunctionDecl *Kernel = Call->getDirectCallee();
    if (Kernel->isDefined()) {
      Kernels.push_back(
          fmt::format("cu2cl::KernelExport{{&cu2cl_module, \"{}\"}}", Rewrite.Kernels.of(Kernel)));
    } else {
      Exports.push_back(kernelExportSymbol(Kernel));
      Kernels.push_back(Exports.back());
    }
  }
  // A launch that cannot be written as cu2cl::launch here goes through the kernel's host stub,
  // where this file defines the kernel; otherwise the reason is reported.
  auto Refuse = [&](llvm::StringRef Why) {
    if (Exports.empty() && ThroughStub())
      return;
    Rewrite.reportNotRewritable(Use, What, Why);
  };
  std::string KernelName = "\"" + Names.front() + "\"", Kernel;
  if (!Launch.Resolved.empty()) {
    std::vector<unsigned> All(Names.size());
    std::iota(All.begin(), All.end(), 0);
    std::vector<std::string> Literals;
    for (const std::string &Name : Names)
      Literals.push_back("\"" + Name + "\"");
    std::optional<std::string> Choice =
        Exports.empty() ? kernelName(Launch, Literals, All, "\"\"")
                        : kernelName(Launch, Kernels, All, "cu2cl::KernelExport{}");
    if (!Choice) {
      Refuse(CannotName);
      return;
    }
    if (Exports.empty())
      KernelName = *Choice;
    else
      Kernel = *Choice;
  }

  // Where the pieces are spelled.
  HostEdits &Edits = Rewrite.Edits;
  std::optional<FileRange> CalleeText = Edits.spelledRange(Callee->getSourceRange());
  std::optional<FileRange> Open = Edits.spelledToken(Config->getBeginLoc());
  std::optional<FileRange> Close = Edits.spelledToken(Config->getRParenLoc());
  FileRange Paren, AfterCallee;
  if (!CalleeText || !Open || !Close || !Edits.nextTokenIs(Close->End, tok::l_paren, Paren)) {
    Refuse("its pieces are not spelled together in the file being translated");
    return;
  }
  // The kernel must be spelled right before `<<<`, or be a parameter of the macro whose body
  // launches it (`#define RUN(k, g) k<<<g, 256>>>(...)`): the body is rewritten once for every
  // use, naming the kernel by the parameter's stringisation, which every use must pass as the
  // plain name of its kernel.
  if (!Edits.nextTokenIs(CalleeText->End, tok::lesslessless, AfterCallee) ||
      !(AfterCallee == *Open)) {
    std::optional<FileRange> Parameter = macroParameterBefore(Callee, *Open, Edits);
    if (!Parameter) {
      Refuse("the kernel's name and the launch's <<< are spelled in different places; write "
             "the launch out");
      return;
    }
    if (!Exports.empty()) {
      Rewrite.reportNotRewritable(Use, What,
                                  "the kernel is defined in another file and the macro that "
                                  "launches it is given it as an argument; write the launch out "
                                  "where the macro is used");
      return;
    }
    if (Names.size() != 1 || Edits.text().slice(CalleeText->Begin, CalleeText->End) != Names[0]) {
      Refuse("the macro that launches it is given the kernel as an argument that is not the "
             "kernel's plain name (a template, a qualified or an overloaded name); write the "
             "launch out where the macro is used");
      return;
    }
    CalleeText = Parameter;
    KernelName = "#" + Edits.text().slice(Parameter->Begin, Parameter->End).str();
  }
  unsigned ConfigWritten = 0;
  for (const Expr *Arg : Config->arguments())
    ConfigWritten += !isa<CXXDefaultArgExpr>(Arg);
  unsigned Kept = Written->getNumArgs();

  // Every argument is decided before the first edit: a launch that cannot pass one goes
  // through the kernel's stub instead, which takes the arguments as its parameters (converted
  // as C++ converts them, a struct's pointers passed from the copy).
  //  - An argument that reaches its parameter through a constructor or a conversion function
  //    (`k<<<g, b>>>(3)` for a parameter of class type) is converted here: the runtime copies
  //    an argument's bytes as they are.
  //  - A struct argument with pointers: its pointers follow it, each a buffer of its own for
  //    the kernel's `<s>_cu2cl_member_<m>` parameters (abi.h).
  struct ArgumentEdit {
    FileRange Argument;
    std::string Conversion;           ///< The parameter's class, or "".
    std::vector<std::string> Members; ///< `.p` per pointer member passed after it.
  };
  std::vector<ArgumentEdit> ArgumentEdits;
  for (unsigned I = 0; I < Kept; ++I) {
    std::optional<std::string> Target;
    std::optional<std::vector<std::string>> Members;
    bool MixedTargets = false, MixedMembers = false;
    for (const CUDAKernelCallExpr *Call : Launch.calls()) {
      const FunctionDecl *Kernel = Call->getDirectCallee();
      if (!Kernel || I >= Kernel->getNumParams())
        continue;
      QualType Parameter = Kernel->getParamDecl(I)->getType();
      if (I < Call->getNumArgs() && convertsThroughUserCode(Call->getArg(I))) {
        std::string Type =
            Rewrite.hostSpelling(Parameter.getNonReferenceType().getUnqualifiedType());
        MixedTargets |= Target && *Target != Type;
        Target = Type;
      }
      std::vector<std::string> Paths = pointerMemberPaths(Parameter);
      MixedMembers |= Members && *Members != Paths;
      Members = Paths;
    }
    bool HasMembers = Members && !Members->empty();
    if (!Target && !HasMembers)
      continue;
    const Expr *Arg = Written->getArg(I);
    std::optional<FileRange> Argument = Edits.spelledRange(Arg->getSourceRange());
    if (Target && (MixedTargets || !Argument)) {
      Refuse("an argument is converted to its parameter's class by a constructor or conversion "
             "function where it cannot be spelled; convert it before the launch");
      return;
    }
    if (HasMembers && (MixedMembers || !Argument || Arg->HasSideEffects(Rewrite.Context))) {
      Refuse("a struct argument with pointers is passed with its pointers after it, which needs "
             "the argument spelled in the launch without side effects; pass a variable");
      return;
    }
    ArgumentEdits.push_back(
        {*Argument, Target.value_or(""), HasMembers ? *Members : std::vector<std::string>{}});
  }
  for (const ArgumentEdit &Edit : ArgumentEdits) {
    // The pointers are read from the argument as written, before its conversion.
    std::string Text = Edits.text().slice(Edit.Argument.Begin, Edit.Argument.End).str();
    if (!Edit.Conversion.empty()) {
      Edits.insert(Edit.Argument.Begin, "static_cast<" + Edit.Conversion + ">(");
      Edits.insert(Edit.Argument.End, ")");
    }
    std::string Pointers;
    for (const std::string &Member : Edit.Members)
      Pointers += fmt::format(", ({}){}", Text, Member);
    if (!Pointers.empty())
      Edits.insert(Edit.Argument.End, Pointers);
  }

  for (const std::string &Export : Exports)
    if (!declareExport(Export, Use))
      return;
  for (const auto &[Call, Enclosing] : Launch.Resolved) // the device side must define them
    if (Call->getDirectCallee()->isDefined())
      Rewrite.Requests.LaunchedKernels.push_back(
          {Rewrite.Kernels.of(Call->getDirectCallee()), Use});
  std::string Defaults = ConfigWritten <= 2 ? ", 0, 0" : ConfigWritten == 3 ? ", 0" : "";
  Rewrite.NamesModule = true;
  if (Kernel.empty())
    Kernel = "cu2cl_module, " + KernelName;
  bool Ok = Rewrite.replaceSpelled(*CalleeText, "cu2cl::launch(" + Kernel + ",", Use, What);
  Ok = Ok && Rewrite.replaceSpelled(Edits.withBlanks(*Open, true, true), " ", Use, What);
  FileRange Tail = Edits.withBlanks({Close->Begin, Paren.End}, true, true);
  std::string Separator = !Kept ? "" : Edits.endsLine(Tail.End) ? "," : ", ";
  if (Ok)
    Rewrite.replaceSpelled(Tail, Defaults + Separator, Use, What);
  // The kernel's default arguments, before the launch's closing parenthesis.
  if (Ok && !AppendedDefaults.empty() && !AppendedDefaults.begin()->empty()) {
    std::optional<FileRange> End = Edits.spelledToken(Written->getRParenLoc());
    if (!End) {
      Rewrite.reportNotRewritable(Use, What, "its closing parenthesis is not in this file");
      return;
    }
    Edits.insert(End->Begin, *AppendedDefaults.begin());
  }
}

bool KernelLaunchRewriter::rewriteThroughStub(const Site &Launch, std::string &Why) {
  const CUDAKernelCallExpr *Written = Launch.Resolved.front().first;
  SourceLocation Use = Written->getBeginLoc();
  const Expr *Callee = Written->getCallee()->IgnoreImplicit();
  const CallExpr *Config = Written->getConfig();
  HostEdits &Edits = Rewrite.Edits;
  const SourceManager &SM = Rewrite.SM;
  std::optional<FileRange> Open = Edits.spelledToken(Config->getBeginLoc());
  std::optional<FileRange> Close = Edits.spelledToken(Config->getRParenLoc());
  std::optional<FileRange> End = Edits.spelledToken(Written->getRParenLoc());
  FileRange Paren;
  if (!Open || !Close || !End || !Edits.nextTokenIs(Close->End, tok::l_paren, Paren)) {
    Why = "its <<<...>>> and its arguments are not spelled together in the file being translated";
    return false;
  }
  // Where the kernel is spelled: right before `<<<`, or as the macro parameter that brings it
  // into the macro body that launches it (`Func<T, 2, 64><<<...>>>` in a macro of Func).
  std::optional<unsigned> Begin;
  FileRange After;
  if (std::optional<FileRange> Text = Edits.spelledRange(Callee->getSourceRange());
      Text && Edits.nextTokenIs(Text->End, tok::lesslessless, After) && After == *Open)
    Begin = Text->Begin;
  else if (SourceLocation First = Callee->getBeginLoc(); SM.isMacroArgExpansion(First))
    if (std::optional<FileRange> Parameter =
            Edits.spelledToken(SM.getImmediateExpansionRange(First).getBegin());
        Parameter && Parameter->Begin < Open->Begin &&
        !Edits.text().slice(Parameter->Begin, Open->Begin).contains(';'))
      Begin = Parameter->Begin;
  if (!Begin) {
    Why = "the kernel and the launch's <<< are spelled in different places; write the launch out";
    return false;
  }
  std::string Kernel = Edits.text().slice(*Begin, Open->Begin).rtrim().str();
  for (const auto &[Call, Enclosing] : Launch.Resolved)
    if (const FunctionDecl *Direct = Call->getDirectCallee())
      if (!requestStub(Rewrite, Direct, Use))
        return true; // reported
  std::string What = "the launch of '" + Kernel + "'";
  bool Ok = Rewrite.replaceSpelled({*Begin, Open->End}, "(cu2cl::configureCall(", Use, What);
  Ok = Ok && Rewrite.replaceSpelled(Edits.withBlanks({Close->Begin, Paren.End}, true, false),
                                    "), " + Kernel + "(", Use, What);
  if (Ok)
    Edits.insert(End->End, ")");
  return true;
}

} // namespace cu2cl
