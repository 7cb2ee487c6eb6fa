#include "DeviceProgram.h"
#include "CooperativeGroups.h"
#include "CubCollectives.h"
#include "LockstepAccesses.h"

#include "FunctionNames.h"
#include "Intrinsics.h"
#include "OpenCLNames.h"
#include "Uniformity.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

namespace cu2cl {

using namespace clang;

bool isUserDeviceFunction(const FunctionDecl *Function, const SourceManager &SM) {
  const FunctionDecl *Definition = Function->getDefinition();
  if (!Definition || !Definition->hasBody())
    return false;
  if (!Definition->hasAttr<CUDADeviceAttr>() && !Definition->hasAttr<CUDAGlobalAttr>())
    return false;
  // cu2cl's own headers written in CUDA C++ (half precision) are translated like the user's.
  for (const auto *Annotation : Definition->specific_attrs<AnnotateAttr>())
    if (Annotation->getAnnotation() == TranslatedAnnotation)
      return true;
  return !SM.isInSystemHeader(SM.getExpansionLoc(Definition->getLocation()));
}

CallShape callShape(const CallExpr *Call) {
  CallShape Shape;
  unsigned First = 0;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call)) {
    Shape.Object = Member->getImplicitObjectArgument();
    if (const auto *Callee = dyn_cast<MemberExpr>(Member->getCallee()->IgnoreParens()))
      Shape.ObjectIsPointer = Callee->isArrow();
  } else if (const auto *Operator = dyn_cast<CXXOperatorCallExpr>(Call);
             Operator && isa_and_nonnull<CXXMethodDecl>(Operator->getDirectCallee())) {
    Shape.Object = Operator->getArg(0);
    First = 1;
  }
  if (const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
      Method && Method->isStatic())
    Shape.Object = nullptr;
  for (unsigned I = First; I < Call->getNumArgs(); ++I)
    Shape.Arguments.push_back(Call->getArg(I));
  return Shape;
}

bool runsCode(const CXXConstructExpr *Construct) {
  const CXXConstructorDecl *Constructor = Construct->getConstructor();
  if (Constructor->isTrivial())
    return false;
  if (Constructor->isCopyOrMoveConstructor() && !Constructor->isUserProvided())
    return false; // a member-wise copy, as C copies a struct
  // A class without data (the cooperative groups' classes, stateless functors) has nothing
  // to initialise.
  return !isEmptyClass(QualType(Constructor->getParent()->getTypeForDecl(), 0));
}

bool bindsToTemporary(const Expr *Init) {
  Init = Init->IgnoreParens();
  if (const auto *Full = dyn_cast<FullExpr>(Init))
    return bindsToTemporary(Full->getSubExpr());
  return isa<MaterializeTemporaryExpr>(Init) || Init->isPRValue();
}

/// True if \p Var is initialised by something written in the source, not by
/// the implicit default construction Clang records for a struct.
static bool hasWrittenInitializer(const VarDecl *Var) {
  const Expr *Init = Var->getInit();
  if (const auto *Construct = dyn_cast_or_null<CXXConstructExpr>(Init))
    return Construct->getNumArgs() != 0 || !Construct->getConstructor()->isTrivial();
  return Init != nullptr;
}

static bool isProgramConstant(const VarDecl *Definition, const ASTContext &Context) {
  bool ReadOnly = Definition->getType().isConstQualified() ||
                  (Definition->getType()->isArrayType() &&
                   Context.getBaseElementType(Definition->getType()).isConstQualified());
  return hasWrittenInitializer(Definition) &&
         (Definition->hasAttr<CUDAConstantAttr>() || ReadOnly || Definition->isConstexpr());
}

bool isSymbolVariable(const VarDecl *Var) {
  const VarDecl *Definition = Var->getDefinition() ? Var->getDefinition() : Var;
  if (!Definition->hasGlobalStorage() || Definition->isStaticLocal() ||
      Definition->hasAttr<CUDASharedAttr>())
    return false;
  if (!Definition->hasAttr<CUDAConstantAttr>() && !Definition->hasAttr<CUDADeviceAttr>())
    return false;
  return isManagedVariable(Definition) ||
         !isProgramConstant(Definition, Definition->getASTContext());
}

bool isManagedVariable(const VarDecl *Var) {
  const VarDecl *Definition = Var->getDefinition() ? Var->getDefinition() : Var;
  for (const AnnotateAttr *Annotation : Definition->specific_attrs<AnnotateAttr>())
    if (Annotation->getAnnotation() == "cu2cl-managed-variable")
      return true;
  return false;
}

namespace {

/// Collects what one function body refers to.
class BodyFacts : public RecursiveASTVisitor<BodyFacts> {
public:
  std::vector<const VarDecl *> PointerVariables;
  std::vector<const VarDecl *> ReferenceVariables; ///< Local `T &r = …;`
  std::vector<const BinaryOperator *> PointerAssignments;
  std::vector<const CallExpr *> Calls;
  std::vector<const CXXConstructExpr *> Constructions;
  std::vector<const ReturnStmt *> Returns;
  std::vector<const VarDecl *> LocalShared;
  std::vector<const DeclRefExpr *> GlobalReferences;
  std::vector<const ConditionalOperator *> PointerChoices;

  bool VisitConditionalOperator(ConditionalOperator *Choice) {
    if (Choice->getType()->isPointerType())
      PointerChoices.push_back(Choice);
    return true;
  }

  bool VisitVarDecl(VarDecl *Var) {
    if (Var->hasAttr<CUDASharedAttr>())
      LocalShared.push_back(Var);
    if (Var->getType()->isPointerType())
      PointerVariables.push_back(Var);
    if (Var->getType()->isReferenceType() && !isa<ParmVarDecl>(Var) && Var->getInit())
      ReferenceVariables.push_back(Var);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *Op) {
    if (Op->getOpcode() == BO_Assign && Op->getLHS()->getType()->isPointerType())
      PointerAssignments.push_back(Op);
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    Calls.push_back(Call);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *Construct) {
    if (runsCode(Construct))
      Constructions.push_back(Construct);
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *Return) {
    Returns.push_back(Return);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    // A __shared__ variable may be another function's: a lambda's enclosing kernel's.
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      if ((Var->hasGlobalStorage() && !Var->isStaticLocal()) || Var->hasAttr<CUDASharedAttr>())
        GlobalReferences.push_back(Ref);
    return true;
  }
  bool shouldVisitImplicitCode() const { return false; }
  bool shouldVisitLambdaBody() const { return false; }
};

class ProgramBuilder {
public:
  ProgramBuilder(ASTContext &Context, DiagnosticReporter &Diagnostics, const HostRequests &Requests)
      : Context(Context), SM(Context.getSourceManager()), Diagnostics(Diagnostics),
        Requests(Requests) {}

  DeviceProgram build();

private:
  FunctionInstance *instantiate(const FunctionDecl *Function, std::vector<AddressSpace> Spaces,
                                bool IsKernel, AddressSpace SelfSpace = AddressSpace::Private);
  AddressSpace objectSpace(const FunctionInstance &Caller, const CallShape &Shape);
  void addKernel(const FunctionDecl *Kernel);
  /// The kernels defined in \p Scope and the namespaces and linkage blocks in it.
  void addKernels(const DeclContext *Scope);
  void analyse(FunctionInstance &Instance);
  void inferPointerSpaces(FunctionInstance &Instance, const BodyFacts &Facts);
  void resolveCalls(FunctionInstance &Instance, const BodyFacts &Facts);
  void resolveConstructions(FunctionInstance &Instance, const BodyFacts &Facts);
  /// The address spaces that a call's arguments give the callee's pointer and reference
  /// parameters (FunctionInstance::ParamSpaces).
  std::vector<AddressSpace> argumentSpaces(const FunctionInstance &Caller,
                                           const FunctionDecl *Callee,
                                           llvm::ArrayRef<const Expr *> Arguments);
  void collectVariables(FunctionInstance &Instance, const BodyFacts &Facts);
  void noteProgramVariable(const VarDecl *Var, SourceLocation UseLoc, FunctionInstance &User);
  /// A __shared__ variable that \p Instance declares (a kernel) or receives (a function).
  void addShared(FunctionInstance &Instance, const VarDecl *Shared);
  void assignNames();
  void orderFunctions();
  void checkKernelParameters(const FunctionDecl *Kernel);

  ASTContext &Context;
  const SourceManager &SM;
  DiagnosticReporter &Diagnostics;
  const HostRequests &Requests;
  DeviceProgram Program;
  std::map<std::pair<const FunctionDecl *, std::vector<AddressSpace>>, FunctionInstance *>
      Instances;
  llvm::DenseSet<const VarDecl *> ConstantsSeen;
  llvm::DenseSet<const VarDecl *> ExternalVariablesReported; ///< Defined in another file.
  std::vector<const FunctionDecl *> CallStack; ///< Functions being analysed, outermost first.
  /// For the lambda about to be instantiated: the spaces of its captured pointers and
  /// references in the function that calls it.
  llvm::DenseMap<const VarDecl *, AddressSpace> CaptureSpaces;
};

FunctionInstance *ProgramBuilder::instantiate(const FunctionDecl *Function,
                                              std::vector<AddressSpace> Spaces, bool IsKernel,
                                              AddressSpace SelfSpace) {
  Function = Function->getDefinition();
  const auto *Method = dyn_cast<CXXMethodDecl>(Function);
  bool HasSelf = Method && Method->isInstance() &&
                 !isEmptyClass(QualType(Method->getParent()->getTypeForDecl(), 0));
  std::vector<AddressSpace> KeySpaces = Spaces;
  if (HasSelf)
    KeySpaces.push_back(SelfSpace);
  auto Key = std::make_pair(Function, KeySpaces);
  if (auto It = Instances.find(Key); It != Instances.end())
    return It->second;
  auto Instance = std::make_unique<FunctionInstance>();
  FunctionInstance *Raw = Instance.get();
  Raw->Decl = Function;
  Raw->IsKernel = IsKernel;
  Raw->ParamSpaces = std::move(Spaces);
  Raw->HasSelf = HasSelf;
  Raw->SelfSpace = SelfSpace;
  Raw->Spaces = std::make_unique<AddressSpaceEnvironment>([Raw](const CallExpr *Call) {
    auto It = Raw->Callees.find(Call);
    return It == Raw->Callees.end() ? AddressSpace::Unknown : It->second->ReturnSpace;
  });
  for (const auto &[Var, Space] : CaptureSpaces)
    if (Space != AddressSpace::Unknown)
      Raw->Spaces->set(Var, Space);
  CaptureSpaces.clear();
  for (unsigned I = 0; I < Function->getNumParams(); ++I) {
    QualType Type = Function->getParamDecl(I)->getType();
    // A reference parameter is a pointer to what it refers to; one bound to a temporary is
    // the callee's own private copy.
    if (Type->isPointerType() || Type->isReferenceType())
      Raw->Spaces->set(Function->getParamDecl(I), Raw->ParamSpaces[I] == AddressSpace::Temporary
                                                      ? AddressSpace::Private
                                                      : Raw->ParamSpaces[I]);
  }
  Instances.emplace(Key, Raw);
  Program.Functions.push_back(std::move(Instance));
  CallStack.push_back(Function);
  analyse(*Raw);
  CallStack.pop_back();
  return Raw;
}

void ProgramBuilder::analyse(FunctionInstance &Instance) {
  BodyFacts Facts;
  Facts.TraverseStmt(Instance.Decl->getBody());
  // A constructor's member initialisers run before its body.
  if (const auto *Constructor = dyn_cast<CXXConstructorDecl>(Instance.Decl))
    for (const CXXCtorInitializer *Init : Constructor->inits())
      Facts.TraverseStmt(Init->getInit());
  // Arguments' spaces decide which specialisation a call reaches, and a
  // pointer a callee returns feeds the inference again.
  inferPointerSpaces(Instance, Facts);
  resolveCalls(Instance, Facts);
  inferPointerSpaces(Instance, Facts);
  for (const ConditionalOperator *Choice : Facts.PointerChoices) {
    AddressSpace True = Instance.Spaces->pointeeSpace(Choice->getTrueExpr());
    AddressSpace False = Instance.Spaces->pointeeSpace(Choice->getFalseExpr());
    bool Conflict = false;
    mergeSpaces(True, False, Conflict);
    if (Conflict)
      Diagnostics.report(Choice->getQuestionLoc(), DiagId::AddressSpaceConflict)
          << "the result of ?:" << addressSpaceName(True).str() << addressSpaceName(False).str();
  }
  // Pointers that never receive a value point to private memory.
  for (const VarDecl *Var : Facts.PointerVariables) {
    AddressSpace Space = Instance.Spaces->variable(Var);
    if (Space == AddressSpace::Unknown || Space == AddressSpace::Any)
      Instance.Spaces->set(Var, AddressSpace::Private);
  }
  collectVariables(Instance, Facts);
  // A callee's program-scope variables reach it through this function, and so do the __shared__
  // variables of __device__ functions, which a kernel declares.
  std::vector<const VarDecl *> CalleesShared;
  auto Inherit = [&](const FunctionInstance *Callee) {
    for (const VarDecl *Symbol : Callee->Symbols)
      if (std::find(Instance.Symbols.begin(), Instance.Symbols.end(), Symbol) ==
          Instance.Symbols.end())
        Instance.Symbols.push_back(Symbol);
    CalleesShared.insert(CalleesShared.end(), Callee->HoistedShared.begin(),
                         Callee->HoistedShared.end());
  };
  for (const auto &[Call, Callee] : Instance.Callees)
    Inherit(Callee);
  for (const auto &[Construct, Constructor] : Instance.Constructions)
    Inherit(Constructor);
  // In source order: the calls are a map, and the output must not depend on its order.
  std::stable_sort(CalleesShared.begin(), CalleesShared.end(),
                   [&](const VarDecl *A, const VarDecl *B) {
                     return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
                   });
  for (const VarDecl *Shared : CalleesShared)
    addShared(Instance, Shared);
  QualType ReturnType = Instance.Decl->getReturnType();
  if (ReturnType->isPointerType() || ReturnType->isReferenceType()) {
    // A returned reference is a pointer to the object it refers to.
    auto Space = [&](const Expr *Value) {
      return ReturnType->isReferenceType() ? Instance.Spaces->storageSpace(Value)
                                           : Instance.Spaces->pointeeSpace(Value);
    };
    AddressSpace Result = AddressSpace::Unknown;
    for (const ReturnStmt *Return : Facts.Returns) {
      if (!Return->getRetValue())
        continue;
      bool Conflict = false;
      Result = mergeSpaces(Result, Space(Return->getRetValue()), Conflict);
      if (Conflict)
        Diagnostics.report(Return->getBeginLoc(), DiagId::AddressSpaceConflict)
            << fmt::format("the value returned by '{}'", Instance.Decl->getNameAsString())
            << addressSpaceName(Result).str()
            << addressSpaceName(Space(Return->getRetValue())).str();
    }
    Instance.ReturnSpace = Result;
  }
}

std::vector<AddressSpace> ProgramBuilder::argumentSpaces(const FunctionInstance &Caller,
                                                         const FunctionDecl *Callee,
                                                         llvm::ArrayRef<const Expr *> Arguments) {
  std::vector<AddressSpace> Spaces;
  for (unsigned I = 0; I < Callee->getNumParams(); ++I) {
    AddressSpace Space = AddressSpace::Private;
    QualType Type = Callee->getParamDecl(I)->getType();
    if (Type->isPointerType() && I < Arguments.size()) {
      Space = Caller.Spaces->pointeeSpace(Arguments[I]);
    } else if (Type->isReferenceType() && I < Arguments.size()) {
      // By value, unless the callee may return the reference: a temporary has no address
      // that outlives the call (bindReference refuses it). A function that returns a `T &`
      // cannot return its `const T &` parameter (operator+=(T &, const T &)).
      QualType Returned = Callee->getReturnType();
      bool MayReturnIt =
          Returned->isReferenceType() && (Returned->getPointeeType().isConstQualified() ||
                                          !Type->getPointeeType().isConstQualified());
      Space = bindsToTemporary(Arguments[I]) && !MayReturnIt
                  ? AddressSpace::Temporary
                  : Caller.Spaces->storageSpace(Arguments[I]);
    }
    if (Space == AddressSpace::Unknown || Space == AddressSpace::Any)
      Space = AddressSpace::Private;
    Spaces.push_back(Space);
  }
  return Spaces;
}

void ProgramBuilder::resolveConstructions(FunctionInstance &Instance, const BodyFacts &Facts) {
  for (const CXXConstructExpr *Construct : Facts.Constructions) {
    if (Instance.Constructions.count(Construct))
      continue;
    const CXXConstructorDecl *Constructor = Construct->getConstructor();
    if (!isUserDeviceFunction(Constructor, SM)) {
      if (!SM.isInSystemHeader(SM.getExpansionLoc(Constructor->getLocation())))
        Diagnostics.report(Construct->getBeginLoc(), DiagId::UnsupportedConstruct)
            << "a call of a constructor that is not device code";
      continue;
    }
    // A class with bases or virtual functions is an unsupported type where it is used.
    if (!Constructor->getParent()->bases().empty() || Constructor->getParent()->isPolymorphic())
      continue;
    if (Constructor->isDelegatingConstructor()) {
      Diagnostics.report(Construct->getBeginLoc(), DiagId::UnsupportedConstruct)
          << "a constructor that delegates to another";
      continue;
    }
    if (std::find(CallStack.begin(), CallStack.end(), Constructor->getDefinition()) !=
        CallStack.end()) {
      Diagnostics.report(Construct->getBeginLoc(), DiagId::UnsupportedConstruct) << "recursion";
      continue;
    }
    std::vector<const Expr *> Arguments(Construct->arg_begin(), Construct->arg_end());
    Instance.Constructions[Construct] =
        instantiate(Constructor, argumentSpaces(Instance, Constructor, Arguments),
                    /*IsKernel=*/false, AddressSpace::Private);
  }
}

void ProgramBuilder::resolveCalls(FunctionInstance &Instance, const BodyFacts &Facts) {
  resolveConstructions(Instance, Facts);
  for (const CallExpr *Call : Facts.Calls) {
    if (Instance.Callees.count(Call))
      continue;
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !isUserDeviceFunction(Callee, SM))
      continue; // intrinsics and unsupported calls are the emitter's business
    if (const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
        Method && (isa<CXXConstructorDecl, CXXDestructorDecl>(Method) || Method->isImplicit()))
      continue;
    // A lambda's body sees its captures where the caller has them: a captured pointer points
    // where the caller's does, a captured reference refers where the caller's does.
    if (const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
        Method && Method->getParent()->isLambda())
      for (const LambdaCapture &Capture : Method->getParent()->captures()) {
        if (!Capture.capturesVariable())
          continue;
        const auto *Var = dyn_cast<VarDecl>(Capture.getCapturedVar());
        if (Var && (Var->getType()->isPointerType() || Var->getType()->isReferenceType()))
          CaptureSpaces[Var] = Instance.Spaces->variable(Var);
      }
    if (std::find(CallStack.begin(), CallStack.end(), Callee->getDefinition()) != CallStack.end()) {
      Diagnostics.report(Call->getBeginLoc(), DiagId::UnsupportedConstruct) << "recursion";
      continue;
    }
    CallShape Shape = callShape(Call);
    Instance.Callees[Call] = instantiate(Callee, argumentSpaces(Instance, Callee, Shape.Arguments),
                                         /*IsKernel=*/false, objectSpace(Instance, Shape));
  }
}

AddressSpace ProgramBuilder::objectSpace(const FunctionInstance &Caller, const CallShape &Shape) {
  if (!Shape.Object)
    return AddressSpace::Private;
  const Expr *Object = Shape.Object->IgnoreParenImpCasts();
  if (Shape.ObjectIsPointer) {
    if (isa<CXXThisExpr>(Object))
      return Caller.SelfSpace;
    AddressSpace Space = Caller.Spaces->pointeeSpace(Object);
    return Space == AddressSpace::Unknown || Space == AddressSpace::Any ? AddressSpace::Private
                                                                        : Space;
  }
  // A temporary object (`T(x).f()`, `f().g()`) has no address: the function takes it by value.
  if (Object->isPRValue() || isa<MaterializeTemporaryExpr>(Object))
    return AddressSpace::Temporary;
  if (const auto *Deref = dyn_cast<UnaryOperator>(Object); Deref && Deref->getOpcode() == UO_Deref)
    return objectSpace(Caller, CallShape{Deref->getSubExpr(), true, {}});
  if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(Object))
    if (Subscript->getBase()->getType()->isPointerType())
      return objectSpace(Caller, CallShape{Subscript->getBase(), true, {}});
  if (const auto *Member = dyn_cast<MemberExpr>(Object))
    return objectSpace(Caller, CallShape{Member->getBase(), Member->isArrow(), {}});
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Object))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl())) {
      if (Var->getType()->isReferenceType())
        return Caller.Spaces->storageSpace(Object);
      if (Var->hasAttr<CUDASharedAttr>())
        return AddressSpace::Local;
      if (Var->hasGlobalStorage() && !Var->isStaticLocal())
        return isSymbolVariable(Var) && !Var->hasAttr<CUDAConstantAttr>() ? AddressSpace::Global
                                                                          : AddressSpace::Constant;
    }
  return AddressSpace::Private;
}

void ProgramBuilder::inferPointerSpaces(FunctionInstance &Instance, const BodyFacts &Facts) {
  auto Merge = [&](const VarDecl *Var, const Expr *Value, bool &Changed) {
    AddressSpace Old = Instance.Spaces->variable(Var);
    AddressSpace Incoming = Instance.Spaces->pointeeSpace(Value);
    bool Conflict = false;
    AddressSpace New = mergeSpaces(Old, Incoming, Conflict);
    if (Conflict)
      Diagnostics.report(Value->getExprLoc(), DiagId::AddressSpaceConflict)
          << fmt::format("pointer '{}'", Var->getName().str()) << addressSpaceName(Old).str()
          << addressSpaceName(Incoming).str();
    if (New != Old) {
      Instance.Spaces->set(Var, New);
      Changed = true;
    }
  };
  // A fixed point: each round can only move a variable from Unknown to a
  // space, so it ends after at most one round per variable.
  for (size_t Round = 0;
       Round <= Facts.PointerVariables.size() + Facts.ReferenceVariables.size() + 1; ++Round) {
    bool Changed = false;
    for (const VarDecl *Var : Facts.PointerVariables)
      if (const Expr *Init = Var->getInit())
        Merge(Var, Init, Changed);
    // A reference refers to where its initialiser is stored (a temporary: private memory).
    for (const VarDecl *Var : Facts.ReferenceVariables) {
      AddressSpace Space = bindsToTemporary(Var->getInit())
                               ? AddressSpace::Private
                               : Instance.Spaces->storageSpace(Var->getInit());
      if (Space != AddressSpace::Unknown && Space != Instance.Spaces->variable(Var)) {
        Instance.Spaces->set(Var, Space);
        Changed = true;
      }
    }
    for (const BinaryOperator *Assign : Facts.PointerAssignments)
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParenImpCasts()))
        if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()); Var && !Var->hasGlobalStorage())
          Merge(Var, Assign->getRHS(), Changed);
    if (!Changed)
      break;
  }
}

void ProgramBuilder::collectVariables(FunctionInstance &Instance, const BodyFacts &Facts) {
  for (const VarDecl *Shared : Facts.LocalShared) {
    if (isCollectiveScratchType(Context.getBaseElementType(Shared->getType())))
      continue; // the device library's scratch buffer stands for it
    if (!Instance.IsKernel) {
      // One variable per block, however many calls: the kernels declare it (hoistShared).
      if (!Shared->getType()->isIncompleteArrayType())
        Program.HoistedSharedNames.try_emplace(
            Shared, fmt::format("{}_{}", openclFunctionName(Instance.Decl), Shared->getName()));
      addShared(Instance, Shared);
      continue;
    }
    if (Shared->getType()->isIncompleteArrayType())
      Instance.DynamicShared.push_back(Shared);
    else
      Instance.SharedVariables.push_back(Shared);
  }
  for (const DeclRefExpr *Ref : Facts.GlobalReferences)
    noteProgramVariable(cast<VarDecl>(Ref->getDecl()), Ref->getLocation(), Instance);
}

void ProgramBuilder::addShared(FunctionInstance &Instance, const VarDecl *Shared) {
  auto &Into = !Instance.IsKernel                           ? Instance.HoistedShared
               : Shared->getType()->isIncompleteArrayType() ? Instance.DynamicShared
                                                            : Instance.SharedVariables;
  // Block-scope `extern __shared__` arrays of the same name in two kernels
  // are one entity to Clang: compare canonical declarations.
  if (std::none_of(Into.begin(), Into.end(), [&](const VarDecl *Known) {
        return Known->getCanonicalDecl() == Shared->getCanonicalDecl();
      }))
    Into.push_back(Shared);
}

void ProgramBuilder::noteProgramVariable(const VarDecl *Var, SourceLocation UseLoc,
                                         FunctionInstance &User) {
  Var = Var->getCanonicalDecl();
  if (isBuiltinVariable(Var->getName()) &&
      SM.isInSystemHeader(SM.getExpansionLoc(Var->getLocation())))
    return;
  if (Var->getType()->isReferenceType())
    return;
  const VarDecl *Definition = Var->getDefinition() ? Var->getDefinition() : Var;
  // `extern __device__ int v;` defined in another file: one variable for the kernels of two
  // files is relocatable device code (nvcc -rdc=true); each file's program has its own.
  if (!Var->getDefinition() && !Definition->hasAttr<CUDASharedAttr>() &&
      (Definition->hasAttr<CUDADeviceAttr>() || Definition->hasAttr<CUDAConstantAttr>())) {
    if (ExternalVariablesReported.insert(Definition).second)
      Diagnostics.report(UseLoc, DiagId::UnsupportedFeature)
          << "'" + Var->getNameAsString() + "'"
          << "a device variable defined in another file (relocatable device code, nvcc "
             "-rdc=true)"
          << "define the variable in the file whose kernels use it, or include the file that "
             "defines it";
    return;
  }
  if (Definition->hasAttr<CUDASharedAttr>()) {
    if (!isCollectiveScratchType(Context.getBaseElementType(Definition->getType())))
      addShared(User, Definition);
    return;
  }
  // Read-only data with an initialiser lives in OpenCL's program-scope
  // __constant memory; what the host or the kernels write is a buffer that
  // reaches the function as a parameter.
  if (isProgramConstant(Definition, Context)) {
    if (ConstantsSeen.insert(Definition).second)
      Program.ProgramConstants.push_back(Definition);
    return;
  }
  if (isSymbolVariable(Definition)) {
    if (std::find(User.Symbols.begin(), User.Symbols.end(), Definition) == User.Symbols.end())
      User.Symbols.push_back(Definition);
    return;
  }
  Diagnostics.report(UseLoc, DiagId::UnsupportedVariable)
      << "host" << Var->getName() << "device code cannot read host variables";
}

static bool containsPointer(const RecordDecl *Record) {
  if (const RecordDecl *Definition = Record->getDefinition())
    for (const FieldDecl *Field : Definition->fields()) {
      QualType Type = Field->getType();
      while (const auto *Array = dyn_cast<ArrayType>(Type.getCanonicalType()))
        Type = Array->getElementType();
      if (Type->isPointerType() || Type->isReferenceType())
        return true;
      if (const RecordDecl *Inner = Type->getAsRecordDecl(); Inner && containsPointer(Inner))
        return true;
    }
  return false;
}

void ProgramBuilder::checkKernelParameters(const FunctionDecl *Kernel) {
  for (const ParmVarDecl *Param : Kernel->parameters()) {
    QualType Type = Param->getType();
    if (Type->isPointerType() && Type->getPointeeType()->isPointerType())
      Diagnostics.report(Param->getLocation(), DiagId::UnsupportedKernelParameter)
          << Param->getName() << Type.getAsString()
          << "OpenCL kernels cannot take pointers to pointers";
    else if (Type->isReferenceType())
      Diagnostics.report(Param->getLocation(), DiagId::UnsupportedKernelParameter)
          << Param->getName() << Type.getAsString() << "references cannot cross to the device";
    else if (const RecordDecl *Record = Type->getAsRecordDecl()) {
      // A struct's own pointers go as buffers of their own (kernelPointerFields); others not.
      std::string Why;
      if (kernelPointerFields(Record, Why).empty() && !Why.empty())
        Diagnostics.report(Param->getLocation(), DiagId::UnsupportedKernelParameter)
            << Param->getName() << Type.getAsString()
            << "OpenCL kernel arguments cannot hold pointers, and cu2cl passes only a struct's "
               "own pointer members as buffers of their own: " +
                   Why;
    }
  }
}

/// `global`, `local`, `constant`, `private`: the name suffix of a specialisation.
static std::string spaceSuffix(AddressSpace Space) {
  if (Space == AddressSpace::Temporary)
    return "value";
  llvm::StringRef Qualifier = addressSpaceQualifier(Space);
  return Qualifier.empty() ? std::string("private") : Qualifier.drop_front(2).str();
}

void ProgramBuilder::assignNames() {
  // Overloads and address-space specialisations need distinct OpenCL names.
  std::set<std::string> Taken;
  for (auto &Function : Program.Functions)
    Taken.insert(openclFunctionName(Function->Decl));
  std::set<std::string> Assigned;
  std::map<std::string, std::vector<FunctionInstance *>> ByName;
  for (auto &Function : Program.Functions)
    ByName[openclFunctionName(Function->Decl)].push_back(Function.get());
  for (auto &[Name, Group] : ByName) {
    const FunctionDecl *First = Group.front()->Decl;
    std::string Base = Name;
    if (!isa<CXXMethodDecl>(First) && !First->isTemplateInstantiation() &&
        isReservedInOpenCL(First->getNameAsString()))
      Diagnostics.report(First->getLocation(), DiagId::RenamedIdentifier)
          << First->getNameAsString() << Base;
    llvm::DenseSet<const FunctionDecl *> Decls;
    for (FunctionInstance *F : Group)
      Decls.insert(F->Decl);
    for (FunctionInstance *F : Group) {
      std::string Full = Base;
      if (Decls.size() > 1) // C++ overloads: add the parameter types
        Full += overloadSuffix(F->Decl);
      if (Group.size() > Decls.size() && F->HasSelf) // address-space specialisations
        Full += "_" + spaceSuffix(F->SelfSpace);
      if (Group.size() > Decls.size())
        for (size_t I = 0; I < F->ParamSpaces.size(); ++I)
          if (F->Decl->getParamDecl(I)->getType()->isPointerType() ||
              F->Decl->getParamDecl(I)->getType()->isReferenceType())
            Full += "_" + spaceSuffix(F->ParamSpaces[I]);
      // A derived name must not be one the program already uses (scale_int).
      if (Full != Name)
        while (Taken.count(Full) || Assigned.count(Full))
          Full += "_";
      Assigned.insert(Full);
      F->Name = Full;
      // The host names a kernel that shares its name with other kernels, and no other
      // function, by its parameter types too (KernelLaunchRewriter's openclKernelName); any other
      // kernel by the name it has alone. OpenCL has one namespace of kernels and no overloads.
      // Kernels of one name in two namespaces with the same parameters cannot be told apart.
      bool Distinct = llvm::all_of(Group, [&](const FunctionInstance *Other) {
        return Other->IsKernel &&
               (Other->Decl == F->Decl || overloadSuffix(Other->Decl) != overloadSuffix(F->Decl));
      });
      if (F->IsKernel && Full != Name && !(Distinct && Full == Name + overloadSuffix(F->Decl)))
        Diagnostics.report(F->Decl->getLocation(), DiagId::UnsupportedConstruct)
            << fmt::format("a kernel named '{}' like a function that is not a kernel, or like a "
                           "kernel of another namespace with the same parameter types (OpenCL "
                           "C has one namespace of kernels: rename one)",
                           Name);
    }
  }
}

void ProgramBuilder::orderFunctions() {
  // Source order keeps the output close to the input; a specialisation sits
  // where its function was defined.
  std::stable_sort(
      Program.Functions.begin(), Program.Functions.end(), [&](const auto &A, const auto &B) {
        return SM.isBeforeInTranslationUnit(A->Decl->getBeginLoc(), B->Decl->getBeginLoc());
      });
}

void ProgramBuilder::addKernel(const FunctionDecl *Kernel) {
  checkKernelParameters(Kernel);
  std::vector<AddressSpace> Spaces;
  for (const ParmVarDecl *Param : Kernel->parameters())
    Spaces.push_back(Param->getType()->isPointerType() ? AddressSpace::Global
                                                       : AddressSpace::Private);
  instantiate(Kernel, std::move(Spaces), /*IsKernel=*/true);
}

void ProgramBuilder::addKernels(const DeclContext *Scope) {
  for (const Decl *D : Scope->decls()) {
    if (SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())))
      continue;
    // Kernels in namespaces (named or anonymous) and extern "C" blocks are kernels too.
    if (isa<NamespaceDecl, LinkageSpecDecl, ExportDecl>(D)) {
      addKernels(cast<DeclContext>(D));
      continue;
    }
    // Every instantiation of a kernel template that the program reaches
    // (Clang has instantiated it) is a kernel of its own.
    if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D)) {
      if (Template->getTemplatedDecl()->hasAttr<CUDAGlobalAttr>())
        for (const FunctionDecl *Instance : Template->specializations())
          if (Instance->isThisDeclarationADefinition() && Instance->hasBody())
            addKernel(Instance);
      continue;
    }
    const auto *Function = dyn_cast<FunctionDecl>(D);
    if (!Function || !Function->hasAttr<CUDAGlobalAttr>() ||
        !Function->doesThisDeclarationHaveABody())
      continue;
    addKernel(Function);
  }
}

DeviceProgram ProgramBuilder::build() {
  addKernels(Context.getTranslationUnitDecl());
  for (const FunctionDecl *Root : Requests.Functions) {
    std::vector<AddressSpace> Spaces(Root->getNumParams(), AddressSpace::Private);
    instantiate(Root, std::move(Spaces), /*IsKernel=*/false);
  }
  Program.AlgorithmMacros = Requests.AlgorithmMacros;
  // Symbol parameters in source order, the same for a function and its calls.
  for (auto &Function : Program.Functions)
    std::stable_sort(Function->Symbols.begin(), Function->Symbols.end(),
                     [&](const VarDecl *A, const VarDecl *B) {
                       return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
                     });
  std::stable_sort(Program.ProgramConstants.begin(), Program.ProgramConstants.end(),
                   [&](const VarDecl *A, const VarDecl *B) {
                     return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
                   });
  orderFunctions();
  assignNames();
  analyseUniformity(Context, Program, Diagnostics);
  Program.LockstepFixes = orderLockstepAccesses(Context, Program, Diagnostics);
  return std::move(Program);
}

} // namespace

std::vector<PointerMember> kernelPointerFields(const RecordDecl *Record, std::string &Why) {
  std::vector<PointerMember> Pointers;
  Record = Record->getDefinition() ? Record->getDefinition() : Record;
  if (!containsPointer(Record))
    return Pointers;
  if (Record->isUnion()) {
    Why = "a union holding pointers";
    return {};
  }
  for (const FieldDecl *Field : Record->fields()) {
    QualType Type = Field->getType();
    if (!Field->getIdentifier() && (Type->isPointerType() || Type->isRecordType())) {
      std::string Ignored;
      if (Type->isPointerType() || !kernelPointerFields(Type->getAsRecordDecl(), Ignored).empty()) {
        Why = "an unnamed member holds a pointer";
        return {};
      }
    }
    if (Type->isPointerType()) {
      if (Type->getPointeeType()->isPointerType() || Type->getPointeeType()->isFunctionType()) {
        Why = "its member '" + Field->getNameAsString() + "' is a pointer to a pointer or function";
        return {};
      }
      Pointers.push_back({Field});
      continue;
    }
    // A struct member with pointers of its own: its pointers, by their paths.
    if (const RecordDecl *Inner = Type->getAsRecordDecl(); Inner && containsPointer(Inner)) {
      std::vector<PointerMember> Nested = kernelPointerFields(Inner, Why);
      if (Nested.empty())
        return {};
      for (PointerMember &Member : Nested) {
        Member.insert(Member.begin(), Field);
        Pointers.push_back(std::move(Member));
      }
      continue;
    }
    QualType Element = Type;
    while (const auto *Array = dyn_cast<ArrayType>(Element.getCanonicalType()))
      Element = Array->getElementType();
    const RecordDecl *Inner = Element->getAsRecordDecl();
    if (Type->isReferenceType() || Element->isPointerType() || (Inner && containsPointer(Inner))) {
      Why = "its member '" + Field->getNameAsString() +
            "' holds pointers in an array or a reference; pass the buffers as separate "
            "parameters";
      return {};
    }
  }
  return Pointers;
}

DeviceProgram buildDeviceProgram(ASTContext &Context, DiagnosticReporter &Diagnostics,
                                 const HostRequests &Requests) {
  return ProgramBuilder(Context, Diagnostics, Requests).build();
}

void checkLaunchedKernels(const DeviceProgram &Program, const HostRequests &Requests,
                          DiagnosticReporter &Diagnostics) {
  std::set<std::string> Kernels;
  for (const auto &Function : Program.Functions)
    if (Function->IsKernel)
      Kernels.insert(Function->Name);
  for (const HostRequests::Launch &Launch : Requests.LaunchedKernels)
    if (!Kernels.count(Launch.Name))
      Diagnostics.report(Launch.Where, DiagId::HostCodeNotRewritable)
          << fmt::format("the launch of '{}'", Launch.Name)
          << "the translation defines no kernel of that name (a gap in cu2cl: please report "
             "the input)";
}

} // namespace cu2cl
