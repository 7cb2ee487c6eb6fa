#include "HostApi.h"

#include "llvm/ADT/StringMap.h"

namespace cu2cl {

llvm::ArrayRef<HostApiRow> hostApiTable() {
  static const HostApiRow Rows[] = {
#define CU2CL_HOST_API(CudaName, Cu2clName, Group, Note) {CudaName, Cu2clName, Group, Note, true},
#define CU2CL_HOST_UNSUPPORTED(CudaName, Group, Reason) {CudaName, "", Group, Reason, false},
#include "HostApiTable.def"
  };
  return Rows;
}

const HostApiRow *findHostApi(llvm::StringRef CudaName) {
  static const llvm::StringMap<const HostApiRow *> Index = [] {
    llvm::StringMap<const HostApiRow *> Built;
    for (const HostApiRow &Row : hostApiTable())
      Built.try_emplace(Row.CudaName, &Row);
    return Built;
  }();
  auto It = Index.find(CudaName);
  return It == Index.end() ? nullptr : It->second;
}

} // namespace cu2cl
