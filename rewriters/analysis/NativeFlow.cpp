#include "NativeFlow.h"

#include "CooperativeGroups.h"
#include "Uniformity.h"

#include "clang/AST/RecursiveASTVisitor.h"

namespace cu2cl {

using namespace clang;

llvm::StringRef nativeFlowPattern(llvm::StringRef CudaName) {
  // IntrinsicTable.def's NativePattern column: the _sync intrinsics only. The legacy ones
  // (__ballot, __shfl …) take the active lanes as their mask, which the uniform form computes
  // and this form would need activemask for.
  const FunctionMapping *Mapping = findFunctionMapping(CudaName);
  return Mapping ? Mapping->NativePattern : llvm::StringRef();
}

namespace {

class NativeFlowChecker : public RecursiveASTVisitor<NativeFlowChecker> {
public:
  explicit NativeFlowChecker(const FunctionInstance &Function) : Function(Function) {}
  bool Supported = true;

  bool VisitCallExpr(CallExpr *Call) {
    if (!isSynchronizingCall(Call, Function))
      return true;
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Function.Callees.count(Call) || cooperativeGroupsCall(Call) || !Callee ||
        !Callee->getIdentifier())
      Supported = false;
    else
      Supported = isBlockBarrier(Callee) || !nativeFlowPattern(Callee->getName()).empty();
    return Supported;
  }

private:
  const FunctionInstance &Function;
};

} // namespace

bool hasNativeFlow(const FunctionInstance &Function) {
  if (!Function.IsKernel || !Function.Uniformize || !Function.Decl->getBody())
    return false;
  NativeFlowChecker Checker(Function);
  Checker.TraverseStmt(Function.Decl->getBody());
  return Checker.Supported;
}

} // namespace cu2cl
