// Host stubs: what host code has for a kernel that it uses as a value. nvcc gives every kernel a
// host function of the kernel's name and parameters that launches it; cu2cl gives one to the
// kernels host code takes the address of, passes to cudaLaunchKernel or cudaFuncSetAttribute, or
// launches where the launch cannot name the OpenCL kernel itself (through a pointer, or a
// template argument that only the kernel's own instantiation knows). The stub's body launches
// with the configuration `cu2cl::configureCall` left, the OpenCL kernel found by the stub's
// address among the registrations that follow the host file. docs/host-translation.md.
#pragma once

#include "HostRewrite.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2cl {

/// The declaration whose host stub stands for \p Kernel: the template that a specialisation
/// instantiates or specialises, or the kernel itself; canonical.
const clang::FunctionDecl *stubOwner(const clang::FunctionDecl *Kernel);

/// Notes that host code uses \p Kernel as a value at \p Use: its definition becomes a host stub.
/// False, reported at \p Use, for a kernel whose definition the translation does not rewrite
/// (another file's: it has no stub there).
bool requestStub(HostRewrite &Rewrite, const clang::FunctionDecl *Kernel,
                 clang::SourceLocation Use);

/// Whether \p Function, a kernel's declaration as written, stays in host code as its stub (or
/// its stub's declaration). An explicit specialisation does not: host code instantiates the
/// template's stub for it, which finds the specialisation's OpenCL kernel.
bool isStubbed(const HostRewrite &Rewrite, const clang::FunctionDecl *Function);

/// Rewrites the body of \p Definition, a stubbed kernel's (a template's pattern, with
/// \p Parameters its template parameters), into the stub's, naming its unnamed parameters.
void writeStubBody(HostRewrite &Rewrite, const clang::FunctionDecl *Definition,
                   const clang::TemplateParameterList *Parameters);

/// `.u.p` per pointer member of a kernel parameter of type \p Type (kernelPointerFields): what a
/// launch passes after a struct argument, each a buffer of its own (abi.h); none for a type that
/// is no struct, or depends on template parameters.
std::vector<std::string> pointerMemberPaths(clang::QualType Type);

/// An integral template argument as host code spells it (`true`, `static_cast<E>(2)`, `-3`);
/// nothing for another kind of argument.
std::optional<std::string> integralSpelling(const clang::TemplateArgument &Value,
                                            const HostRewrite &Rewrite);

/// The registrations of the stubs of every instantiation of the stubbed kernels
/// (cu2cl::KernelRegistration), for the end of the main file, where every type they name is
/// declared; "" if there are none. Requests each kernel from the device side.
std::string kernelRegistrations(HostRewrite &Main);

} // namespace cu2cl
