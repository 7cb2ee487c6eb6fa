// The OpenCL names of CUDA functions, shared by the device side (what the
// .cl file defines) and the host side (what launches ask the runtime for).
// docs/host-translation.md describes the scheme.
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"

#include <string>

namespace cu2cl {

/// The base OpenCL name of a function before address-space or overload
/// suffixes: its name, `_` appended if OpenCL reserves it, then `_<arg>` per
/// template argument for an instantiation (`compactK<int, IsPositive>` ->
/// `compactK_int_IsPositive`). A member function `m` of class `C` is `C_m`,
/// `operator()` is `C_call`.
std::string openclFunctionName(const clang::FunctionDecl *Function);

/// What an overload's OpenCL name adds to openclFunctionName: `_<type>` per parameter, the
/// type's spelling with every other character than a letter or digit made `_` (`scale(int)`
/// -> `scale_int`). OpenCL C has no overloads.
std::string overloadSuffix(const clang::FunctionDecl *Function);

/// The host symbol through which other files launch \p Kernel (cu2cl::KernelExport):
/// `cu2cl_kernel_` and the kernel's linkage name without its leading underscore
/// (`cu2cl_kernel_Z4fillPii`; `cu2cl_kernel_c_fill` for an extern "C" kernel). The same
/// declaration gives the same symbol in every file, as its linkage name does in CUDA.
std::string kernelExportSymbol(const clang::FunctionDecl *Kernel);

/// `_<arg>` per template argument of a variable template's specialisation (`mask<float>` ->
/// `_float`), empty for any other variable: each specialisation is its own OpenCL variable.
std::string variableTemplateSuffix(const clang::VarDecl *Var);

/// The OpenCL name of a program-scope variable, the one its symbol is registered under: its name,
/// `_` appended if OpenCL reserves it, then its variableTemplateSuffix.
std::string openclVariableName(const clang::VarDecl *Var);

/// A lambda's closure type: `<enclosing function>_lambda<N>`, its call operator that name
/// with `_call`.
std::string lambdaName(const clang::CXXRecordDecl *Closure);

/// A template argument or type as it appears in a name: `int`, `uint`,
/// `IsPositive`, `intp`, `256`, `m1`.
std::string nameFragment(const clang::TemplateArgument &Argument);
std::string nameFragment(clang::QualType Type);

/// A class with no non-static data members (and no bases that have any): a
/// stateless functor. OpenCL gets no struct and no parameter for it.
bool isEmptyClass(clang::QualType Type);

} // namespace cu2cl
