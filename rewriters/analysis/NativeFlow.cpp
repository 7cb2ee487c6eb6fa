#include "NativeFlow.h"

#include "CooperativeGroups.h"
#include "Uniformity.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringMap.h"

namespace cu2cl {

using namespace clang;

llvm::StringRef nativeFlowPattern(llvm::StringRef CudaName) {
  // The _sync intrinsics only: the legacy ones (__ballot, __shfl …) take the active lanes as
  // their mask, which the uniform form computes and this form would need activemask for.
  static const llvm::StringMap<llvm::StringRef> Patterns = {
      {"__ballot_sync", "cu2cl_nv_ballot_sync($0, $1)"},
      {"__any_sync", "cu2cl_nv_any_sync($0, $1)"},
      {"__all_sync", "cu2cl_nv_all_sync($0, $1)"},
      {"__uni_sync", "cu2cl_nv_uni_sync($0, $1)"},
      {"__activemask", "cu2cl_nv_activemask()"},
      {"__shfl_sync", "cu2cl_nv_shfl_sync_$R($0, $1, $2, $3)"},
      {"__shfl_up_sync", "cu2cl_nv_shfl_up_sync_$R($0, $1, $2, $3)"},
      {"__shfl_down_sync", "cu2cl_nv_shfl_down_sync_$R($0, $1, $2, $3)"},
      {"__shfl_xor_sync", "cu2cl_nv_shfl_xor_sync_$R($0, $1, $2, $3)"},
      {"__syncwarp", "cu2cl_nv_syncwarp($0)"},
      {"__syncthreads_count", "cu2cl_nv_syncthreads_count($0)"},
      {"__syncthreads_and", "cu2cl_nv_syncthreads_and($0)"},
      {"__syncthreads_or", "cu2cl_nv_syncthreads_or($0)"},
  };
  auto It = Patterns.find(CudaName);
  return It == Patterns.end() ? llvm::StringRef() : It->second;
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
