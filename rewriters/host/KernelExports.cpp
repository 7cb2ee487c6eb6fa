#include "KernelExports.h"

#include "FunctionNames.h"

#include "clang/AST/Attr.h"

#include <fmt/format.h>

namespace cu2cl {

using namespace clang;

namespace {

/// Whether several files may define \p Kernel (a template's instantiation, an inline kernel):
/// the linker then keeps one of the identical definitions.
bool mayBeDefinedInSeveralFiles(const FunctionDecl *Kernel) {
  if (Kernel->isInlined() || Kernel->isTemplateInstantiation())
    return true;
  for (const DeclContext *Context = Kernel->getDeclContext(); Context;
       Context = Context->getParent())
    if (const auto *Class = dyn_cast<CXXRecordDecl>(Context);
        Class && Class->getTemplateSpecializationKind() != TSK_Undeclared)
      return true;
  return false;
}

} // namespace

std::string kernelExportDefinitions(const DeviceProgram &Program) {
  std::string Text;
  for (const auto &Function : Program.Functions) {
    const FunctionDecl *Kernel = Function->Decl;
    if (!Function->IsKernel || !Kernel || !Kernel->hasAttr<CUDAGlobalAttr>() ||
        !Kernel->isExternallyVisible())
      continue;
    // Another file can launch a template's instantiation only where this one instantiates it
    // explicitly: what it instantiates for its own launches C++ does not promise to others.
    if (Kernel->isTemplateInstantiation() &&
        Kernel->getTemplateSpecializationKind() != TSK_ExplicitInstantiationDefinition)
      continue;
    Text +=
        fmt::format("extern \"C\" {}const cu2cl::KernelExport {} = {{&cu2cl_module, \"{}\"}};\n",
                    mayBeDefinedInSeveralFiles(Kernel) ? "__attribute__((weak)) " : "",
                    kernelExportSymbol(Kernel), Function->Name);
  }
  if (Text.empty())
    return Text;
  return "\n// The kernels of this file that other files launch (cu2cl::KernelExport).\n" + Text;
}

std::string exportOnlyHostFile(llvm::StringRef ClFileName, llvm::StringRef Exports) {
  return fmt::format("// The host side of a CUDA file without host code: its kernels, which "
                     "other files launch.\n#include <cu2cl/cuda_api.h>\nstatic cu2cl::Module "
                     "cu2cl_module(\"{}\");\n{}",
                     ClFileName.str(), Exports.str());
}

} // namespace cu2cl
