// thrust and CUB calls: the device-wide algorithms that cu2cl's libraries implement become
// calls of the host runtime's cu2cl:: algorithms (runtime/host/include/cu2cl/algorithms.h),
// and each distinct algorithm, element type and predicate asks the device side for the
// kernels of one macro of runtime/device/cu2cl/algorithms.h:
//
//   thrust::count_if(thrust::device, d, d + n, IsPositive())
//     -> cu2cl::count_if(cu2cl_module, "cu2cl_count_if_int_IsPositive", d, d + n)
//     +  CU2CL_DEFINE_COUNT_IF(cu2cl_count_if_int_IsPositive, int, IsPositive_call)
//
// The execution policy and thrust::plus (the only operator the kernels implement) are
// dropped; a stateless predicate is dropped too (the kernel calls its function), a functor
// with data is passed on by value.

#include "FunctionNames.h"
#include "HostApi.h"
#include "HostRewrite.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"

#include <fmt/format.h>

namespace cu2cl {

using namespace clang;

namespace {

enum class Algorithm { ExclusiveScan, InclusiveScan, Reduce, CountIf, CopyIf, CubSum };

struct AlgorithmInfo {
  llvm::StringRef CudaName;
  Algorithm Kind;
  llvm::StringRef Family; ///< The macro's: scan, reduce, count_if, copy_if.
};

const AlgorithmInfo Algorithms[] = {
    {"thrust::exclusive_scan", Algorithm::ExclusiveScan, "scan"},
    {"thrust::inclusive_scan", Algorithm::InclusiveScan, "scan"},
    {"thrust::reduce", Algorithm::Reduce, "reduce"},
    {"thrust::count_if", Algorithm::CountIf, "count_if"},
    {"thrust::copy_if", Algorithm::CopyIf, "copy_if"},
    {"cub::DeviceReduce::Sum", Algorithm::CubSum, "reduce"},
    {"cub::DeviceScan::ExclusiveSum", Algorithm::CubSum, "scan"},
    {"cub::DeviceScan::InclusiveSum", Algorithm::CubSum, "scan"},
};

const AlgorithmInfo *findAlgorithm(llvm::StringRef Name) {
  for (const AlgorithmInfo &Info : Algorithms)
    if (Info.CudaName == Name)
      return &Info;
  return nullptr;
}

/// The element types the device library's algorithms are defined for.
bool isAlgorithmElement(llvm::StringRef OpenCLType) {
  return OpenCLType == "int" || OpenCLType == "uint" || OpenCLType == "long" ||
         OpenCLType == "ulong" || OpenCLType == "float" || OpenCLType == "double";
}

class AlgorithmCall {
public:
  AlgorithmCall(HostRewrite &Rewrite, const CallExpr *Call, const AlgorithmInfo &Info,
                std::string CudaName)
      : Rewrite(Rewrite), Call(Call), Info(Info), CudaName(std::move(CudaName)),
        Use(Call->getCallee()->IgnoreImplicit()->getExprLoc()) {}

  void rewrite();

private:
  bool checkPolicy(const Expr *Policy);
  bool checkOperator(const Expr *Operator);
  /// The predicate's call name and functor name; false (reported) if it cannot be used.
  bool checkPredicate(const Expr *Predicate, std::string &Call, std::string &Functor, bool &Empty);
  /// The element type of the iterator parameter \p Param, as OpenCL and host code spell it.
  bool elementType(unsigned Param, std::string &OpenCL, std::string &Host);
  void requestMacro(const std::string &Name, const std::string &Macro);

  HostRewrite &Rewrite;
  const CallExpr *Call;
  const AlgorithmInfo &Info;
  std::string CudaName;
  SourceLocation Use;
};

bool AlgorithmCall::checkPolicy(const Expr *Policy) {
  const Expr *Plain = Policy->IgnoreParenImpCasts();
  std::string Why = "only thrust::device and thrust::cuda::par (without a stream) are translated";
  std::string Written =
      Lexer::getSourceText(CharSourceRange::getTokenRange(Policy->getSourceRange()), Rewrite.SM,
                           Rewrite.Context.getLangOpts())
          .str();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Plain)) {
    std::string Name = hostApiName(Rewrite, Ref->getDecl());
    if (Name == "thrust::device" || Name == "thrust::cuda::par")
      return true;
    if (const HostApiRow *Row = findHostApi(Name); Row && !Row->Translated) {
      Why = Row->Note.str();
      Written = Name;
    }
  }
  Rewrite.reportUnsupported(Policy->getExprLoc(), CudaName,
                            "its execution policy '" + Written + "' is not translated: " + Why);
  return false;
}

bool AlgorithmCall::checkOperator(const Expr *Operator) {
  QualType Type = Operator->getType();
  if (const auto *Record = Type->getAsCXXRecordDecl()) {
    std::string Name = hostApiName(Rewrite, Record);
    if (Name == "thrust::plus" || Name == "cub::Sum")
      return true;
  }
  Rewrite.reportUnsupported(Operator->getExprLoc(), CudaName,
                            "its operator '" + Rewrite.hostSpelling(Type) +
                                "' is not translated: scans and reductions are translated with "
                                "thrust::plus only");
  return false;
}

bool AlgorithmCall::checkPredicate(const Expr *Predicate, std::string &CallName,
                                   std::string &Functor, bool &Empty) {
  QualType Type = Predicate->getType();
  const CXXRecordDecl *Record = Type->getAsCXXRecordDecl();
  auto Refuse = [&](const std::string &Why) {
    Rewrite.reportUnsupported(Predicate->getExprLoc(), CudaName, Why);
    return false;
  };
  if (!Record)
    return Refuse("its predicate must be a functor (a struct with a __device__ operator())");
  if (Record->isLambda())
    return Refuse("its predicate is a lambda; write it as a struct with a __device__ "
                  "operator(), which cu2cl translates into the OpenCL program");
  DeclarationName CallOperator = Rewrite.Context.DeclarationNames.getCXXOperatorName(OO_Call);
  const CXXMethodDecl *Operator = nullptr;
  for (const NamedDecl *Found : Record->lookup(CallOperator)) {
    const auto *Method = dyn_cast<CXXMethodDecl>(Found);
    if (!Method || Operator)
      return Refuse("its predicate '" + Record->getNameAsString() +
                    "' must have exactly one operator(), not a template");
    Operator = Method;
  }
  if (!Operator || !isUserDeviceFunction(Operator, Rewrite.SM) || Operator->getNumParams() != 1)
    return Refuse("its predicate '" + Record->getNameAsString() +
                  "' needs a __device__ operator() of one parameter, defined in this file");
  Empty = isEmptyClass(Type);
  Functor = nameFragment(Type);
  CallName = openclFunctionName(Operator);
  const FunctionDecl *Definition = Operator->getDefinition();
  if (std::find(Rewrite.Requests.Functions.begin(), Rewrite.Requests.Functions.end(), Definition) ==
      Rewrite.Requests.Functions.end())
    Rewrite.Requests.Functions.push_back(Definition);
  return true;
}

bool AlgorithmCall::elementType(unsigned Param, std::string &OpenCL, std::string &Host) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  QualType Iterator = Callee->getParamDecl(Param)->getType().getNonReferenceType();
  QualType Element;
  if (Iterator->isPointerType()) {
    Element = Iterator->getPointeeType();
  } else if (const auto *Pointer =
                 dyn_cast_or_null<ClassTemplateSpecializationDecl>(Iterator->getAsCXXRecordDecl());
             Pointer && hostApiName(Rewrite, Pointer) == "thrust::device_ptr") {
    Element = Pointer->getTemplateArgs()[0].getAsType();
  } else {
    Rewrite.reportUnsupported(Call->getArg(Param)->getExprLoc(), CudaName,
                              "its iterators must be device pointers or thrust::device_ptr, "
                              "not '" +
                                  Rewrite.hostSpelling(Iterator) + "'");
    return false;
  }
  OpenCL = nameFragment(Element);
  Host = Rewrite.hostSpelling(Element);
  if (isAlgorithmElement(OpenCL))
    return true;
  Rewrite.reportUnsupported(Call->getArg(Param)->getExprLoc(), CudaName,
                            "the device library's algorithms are defined for int, unsigned, "
                            "long, unsigned long, float and double elements, not '" +
                                Host + "'");
  return false;
}

void AlgorithmCall::requestMacro(const std::string &Name, const std::string &Macro) {
  std::vector<std::string> &Macros = Rewrite.Requests.AlgorithmMacros;
  std::string Prefix = "(" + Name + ",";
  for (const std::string &Existing : Macros)
    if (llvm::StringRef(Existing).contains(Prefix))
      return;
  Macros.push_back(Macro);
}

void AlgorithmCall::rewrite() {
  const FunctionDecl *Callee = Call->getDirectCallee();
  bool Cub = Info.Kind == Algorithm::CubSum;
  // thrust: [policy,] first, last, ...; CUB: temp, bytes, in, out, n[, stream].
  unsigned First = 0;
  if (!Cub && Callee->getNumParams() > 0) {
    QualType Policy = Callee->getParamDecl(0)->getType().getNonReferenceType();
    if (const auto *Record = Policy->getAsCXXRecordDecl();
        Record && Record->getName() == "execution_policy_base") {
      if (!checkPolicy(Call->getArg(0)))
        return;
      First = 1;
    }
  }
  unsigned Count = 0;
  for (const Expr *Arg : Call->arguments())
    Count += !isa<CXXDefaultArgExpr>(Arg);
  Count -= First;
  std::string OpenCL, Host;
  if (!elementType(Cub ? 2 : First, OpenCL, Host))
    return;

  // Which arguments stay, which go, what is added.
  // init stays as written; without one the runtime's default is thrust's (0).
  std::optional<unsigned> Operator, Predicate;
  switch (Info.Kind) {
  case Algorithm::ExclusiveScan:
    if (Count == 5)
      Operator = First + 4;
    break;
  case Algorithm::InclusiveScan:
    if (Count == 4)
      Operator = First + 3;
    break;
  case Algorithm::Reduce:
    if (Count == 4)
      Operator = First + 3;
    break;
  case Algorithm::CountIf:
    Predicate = First + 2;
    break;
  case Algorithm::CopyIf:
    if (Count != 4) {
      Rewrite.reportUnsupported(Use, CudaName, "copy_if with a stencil is not translated");
      return;
    }
    Predicate = First + 3;
    break;
  case Algorithm::CubSum:
    break;
  }
  if (Operator && !checkOperator(Call->getArg(*Operator)))
    return;
  std::string Name = "cu2cl_" + Info.Family.str() + "_" + OpenCL;
  std::string PredicateCall, Functor;
  bool EmptyFunctor = false;
  if (Predicate) {
    if (!checkPredicate(Call->getArg(*Predicate), PredicateCall, Functor, EmptyFunctor))
      return;
    Name += "_" + Functor;
  }

  // The edits.
  HostEdits &Edits = Rewrite.Edits;
  std::string What = "'" + CudaName + "'";
  const HostApiRow *Row = findHostApi(CudaName);
  const Expr *CalleeExpr = Call->getCallee()->IgnoreImplicit();
  std::optional<FileRange> CalleeText = Edits.spelledRange(CalleeExpr->getSourceRange());
  // The written arguments (not the defaulted ones after them).
  std::vector<std::optional<FileRange>> Args;
  for (const Expr *Arg : Call->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      Args.push_back(Edits.spelledRange(Arg->getSourceRange()));
  FileRange Paren;
  bool Spelled =
      CalleeText && !Args.empty() &&
      std::all_of(Args.begin(), Args.end(), [](const auto &Arg) { return Arg.has_value(); });
  if (!Spelled || (First == 0 && !Edits.nextTokenIs(CalleeText->End, tok::l_paren, Paren))) {
    Rewrite.reportNotRewritable(Use, What,
                                "its pieces are not spelled together in the file being "
                                "translated");
    return;
  }
  std::string Head = fmt::format("cu2cl_module, \"{}\"", Name);
  Rewrite.NamesModule = true;
  bool Ok = Rewrite.replaceSpelled(*CalleeText, Row->Cu2clName.str(), Use, What);
  if (First == 1)
    Ok = Ok && Rewrite.replaceSpelled(*Args[0], Head, Use, What);
  else
    Ok = Ok && Rewrite.replaceSpelled(Paren, "(" + Head + (Edits.endsLine(Paren.End) ? "," : ", "),
                                      Use, What);
  if (Operator)
    Ok = Ok &&
         Rewrite.replaceSpelled({Args[*Operator - 1]->End, Args[*Operator]->End}, "", Use, What);
  if (Predicate && EmptyFunctor)
    Ok = Ok &&
         Rewrite.replaceSpelled({Args[*Predicate - 1]->End, Args[*Predicate]->End}, "", Use, What);
  if (!Ok)
    return;

  std::string Macro;
  if (Info.Family == "scan")
    Macro = fmt::format("CU2CL_DEFINE_SCAN({}, {})", Name, OpenCL);
  else if (Info.Family == "reduce")
    Macro = fmt::format("CU2CL_DEFINE_REDUCE({}, {})", Name, OpenCL);
  else {
    std::string Upper = Info.Family == "count_if" ? "COUNT_IF" : "COPY_IF";
    Macro = EmptyFunctor
                ? fmt::format("CU2CL_DEFINE_{}({}, {}, {})", Upper, Name, OpenCL, PredicateCall)
                : fmt::format("CU2CL_DEFINE_{}_WITH_STATE({}, {}, {}, {})", Upper, Name, OpenCL,
                              Functor, PredicateCall);
  }
  requestMacro(Name, Macro);
}

} // namespace

bool isAlgorithmName(llvm::StringRef Name) {
  if (findAlgorithm(Name))
    return true;
  // The algorithms that are not translated are reported at their calls, too.
  const HostApiRow *Row = findHostApi(Name);
  return Row && !Row->Translated && (Row->Group == "thrust" || Row->Group == "cub") &&
         !Name.contains("vector") && !Name.ends_with("::host");
}

bool rewriteAlgorithmCall(HostRewrite &Rewrite, const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee)
    return false;
  std::string Name = hostApiName(Rewrite, Callee);
  if (!llvm::StringRef(Name).starts_with("thrust::") && !llvm::StringRef(Name).starts_with("cub::"))
    return false;
  const HostApiRow *Row = findHostApi(Name);
  if (Row && Row->Translated && !findAlgorithm(Name))
    return false; // a plain rename: device_pointer_cast, raw_pointer_cast
  if (isa<CXXMemberCallExpr, CXXOperatorCallExpr>(Call))
    return false; // members of thrust's classes
  Rewrite.noteAlgorithmCall(Call->getSourceRange());
  SourceLocation Use = Call->getCallee()->IgnoreImplicit()->getExprLoc();
  const AlgorithmInfo *Info = findAlgorithm(Name);
  if (!Info) {
    Rewrite.reportUnsupported(Use, Name,
                              Row ? Row->Note.str() : std::string("cu2cl does not translate it"));
    return true;
  }
  AlgorithmCall(Rewrite, Call, *Info, Name).rewrite();
  return true;
}

} // namespace cu2cl
