// Private arrays declared in a loop that synchronises are declared at the top of their function
// instead, on CPU devices. PoCL (3.1 and 5) miscompiles such an array: a kernel whose loop declares
// one and runs a barrier (a warp primitive, on the emulated backend) computed wrong values at -O2
// and the right ones without optimisation (tests/lit/executed/loop_private_arrays.cu, found by
// the differential test). CUDA gives each iteration a new array whose elements are
// indeterminate until written, so one array for all iterations computes the same.
//
// Also here: an array whose initialiser the uniform rewrite must run under a predicate is
// assigned element by element.
#include "DeviceCodeEmitterImpl.h"

#include "cu2cl/abi.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"

#include <fmt/format.h>

namespace cu2cl::detail {

using namespace clang;

namespace {

/// The declarations each name of the function refers to (its variables, its parameters, and
/// what it uses from elsewhere: a global, a function), and its private arrays declared inside
/// loops.
class LoopArrayFinder : public RecursiveASTVisitor<LoopArrayFinder> {
public:
  bool TraverseStmt(Stmt *S) {
    if (!S)
      return true;
    const bool IsLoop = isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
    if (IsLoop)
      Loops.push_back(S);
    bool Result = RecursiveASTVisitor::TraverseStmt(S);
    if (IsLoop)
      Loops.pop_back();
    return Result;
  }
  bool VisitVarDecl(VarDecl *Var) {
    note(Var);
    if (!Loops.empty() && Var->hasLocalStorage() && !isa<ParmVarDecl>(Var) &&
        !Var->hasAttr<CUDASharedAttr>() && Var->getType()->isConstantArrayType())
      Found.push_back({Var, Loops.front()});
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    note(Ref->getDecl());
    return true;
  }
  bool shouldVisitLambdaBody() const { return false; }
  void note(const NamedDecl *D) {
    if (D->getIdentifier())
      Meanings[D->getName()].insert(D->getCanonicalDecl());
  }

  std::vector<const Stmt *> Loops;
  std::vector<std::pair<const VarDecl *, const Stmt *>> Found; ///< With the outermost loop.
  llvm::StringMap<llvm::SmallPtrSet<const Decl *, 2>> Meanings;
};

} // namespace

std::string Emitter::hoistLoopArrays(const FunctionInstance &Function) {
  HoistedArrays.clear();
  if (!Function.Synchronizing || !Function.Decl->getBody())
    return "";
  LoopArrayFinder Finder;
  for (const ParmVarDecl *Param : Function.Decl->parameters())
    Finder.note(Param);
  Finder.TraverseStmt(Function.Decl->getBody());
  std::string Declarations;
  for (const auto &[Var, Loop] : Finder.Found) {
    if (!containsSync(Loop) || !assignableElementwise(Var))
      continue;
    // At function scope its name must be its own: another variable, a parameter or a global
    // the function uses may have it (not fresh(): the uniform rewrite counts from 1 again).
    std::string Name = variableName(Var);
    if (Finder.Meanings[Var->getName()].size() > 1) {
      Name = fmt::format("{}_cu2cl{}", Name, HoistedArrays.size() + 1);
      Names[Var] = Name;
    }
    HoistedArrays.insert(Var);
    Declarations +=
        declaration(Var->getType(), Name, AddressSpace::Private, Var->getLocation()) + ";\n";
  }
  return Declarations.empty() ? "" : cpuOnly(Declarations);
}

bool Emitter::assignableElementwise(const VarDecl *Var) const {
  const Expr *Init = Var->getInit();
  const auto *Array = Context.getAsConstantArrayType(Var->getType());
  return !Init ||
         (isa<InitListExpr>(Init->IgnoreImplicit()) && Array &&
          !Array->getElementType()->isArrayType() && !Array->getElementType()->isRecordType());
}

std::string Emitter::cpuOnly(const std::string &Text, bool Only) {
  return fmt::format("#if {}{}\n{}#endif\n", Only ? "" : "!", abi::DeviceCpuMacro, Text);
}

std::string Emitter::hoistedArrayInLoop(const VarDecl *Var) {
  // Other devices keep the declaration where it is (NVIDIA's compiler computed another
  // kernel wrong with the array at the top).
  return cpuOnly(
      declaration(Var->getType(), variableName(Var), AddressSpace::Private, Var->getLocation()) +
          ";\n",
      false);
}

std::optional<std::string> Emitter::elementAssignments(const VarDecl *Var) {
  if (!Var->getInit() || !assignableElementwise(Var))
    return std::nullopt;
  const auto *List = llvm::cast<InitListExpr>(Var->getInit()->IgnoreImplicit());
  const auto *Array = Context.getAsConstantArrayType(Var->getType());
  const std::string Name = variableName(Var);
  const uint64_t Size = Array->getSize().getZExtValue();
  std::string Out;
  for (uint64_t I = 0; I < Size; ++I) {
    const Expr *Element = I < List->getNumInits() ? List->getInit(I) : nullptr;
    if (Element && isa<ImplicitValueInitExpr>(Element))
      Element = nullptr;
    std::string Value = Element ? initializer(Element, Array->getElementType()) : "0";
    Out += fmt::format("{}[{}] = {};\n", Name, I, Value);
  }
  return Out;
}

} // namespace cu2cl::detail
