// The device program of one translation unit: which kernels and __device__
// functions are emitted, in which address-space specialisations, and which
// variables live at program scope or move into kernels. Built by analysing
// the AST once; the emitter only prints what this model says.
#pragma once

#include "AddressSpaces.h"
#include "Diagnostics.h"
#include "cu2cl/abi.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <string>
#include <vector>

namespace cu2cl {

/// One OpenCL function: a CUDA function with the address spaces its pointer
/// parameters point into. A __device__ function called with pointers into
/// different memories becomes several OpenCL functions.
struct FunctionInstance {
  const clang::FunctionDecl *Decl = nullptr;
  bool IsKernel = false;
  std::vector<AddressSpace> ParamSpaces; ///< Pointee or referent space per parameter (Private
                                         ///< if none; Temporary: a reference passed by value).
  AddressSpace ReturnSpace = AddressSpace::Unknown;
  std::unique_ptr<AddressSpaceEnvironment> Spaces;
  llvm::DenseMap<const clang::CallExpr *, const FunctionInstance *> Callees;
  /// Constructions by a constructor that runs code (runsCode): a constructor is a function
  /// that returns the object it initialises (Emitter::constructorCall).
  llvm::DenseMap<const clang::CXXConstructExpr *, const FunctionInstance *> Constructions;
  std::string Name; ///< The OpenCL name.
  /// A member function of a class with data gets the object as its first
  /// parameter, `self`, pointing into this space.
  bool HasSelf = false;
  AddressSpace SelfSpace = AddressSpace::Private;
  /// Program-scope variables the host writes (__device__, __constant__
  /// without initialiser) that this function or its callees use: each is a
  /// parameter `cu2cl_symbol_<name>` (docs/host-translation.md).
  std::vector<const clang::VarDecl *> Symbols;
  /// __shared__ variables declared in (or, at file scope, used by) this __device__ function or
  /// its callees: OpenCL C 1.2 has __local variables only at kernel scope, so each kernel that
  /// reaches the function declares them and passes each down as a `__local` pointer parameter.
  /// Kernels have none: they declare them (SharedVariables, DynamicShared).
  std::vector<const clang::VarDecl *> HoistedShared;

  // Set by the uniformity analysis (Uniformity.h).
  bool Synchronizing = false; ///< Has a barrier or warp primitive, itself or in a callee.
  bool UsesScratch = false;   ///< Needs the device library's scratch buffer.
  bool Uniformize = false;    ///< Emitted as work-group-uniform code (UniformRewrite.cpp).
  std::shared_ptr<const class Divergence> Varying; ///< Set for synchronizing functions.

  // Kernels only.
  std::vector<const clang::VarDecl *> SharedVariables; ///< Declared at the top of the kernel.
  std::vector<const clang::VarDecl *> DynamicShared;   ///< extern __shared__ arrays.
};

struct DeviceProgram {
  std::vector<std::unique_ptr<FunctionInstance>> Functions; ///< In emission order.
  std::vector<const clang::VarDecl *> ProgramConstants;     ///< __constant at program scope.
  std::vector<std::string> AlgorithmMacros; ///< Copied from HostRequests, emitted last.
  /// The names of the __shared__ variables declared in __device__ functions, as the kernels
  /// that declare them and the parameters that pass them call them (`<function>_<variable>`).
  llvm::DenseMap<const clang::VarDecl *, std::string> HoistedSharedNames;
  /// Edits of the source that make warp-synchronous code defined (LockstepAccesses.h): the
  /// program is to be translated from the source with them applied.
  std::vector<clang::FixItHint> LockstepFixes;
};

/// Device code that the host code needs beyond its kernels: the functors
/// that thrust/CUB calls use and the device-wide algorithm kernels
/// (macros of runtime/device/cu2cl/algorithms.h). Filled by the host rewriter.
struct HostRequests {
  std::vector<const clang::FunctionDecl *> Functions; ///< Emitted as device functions.
  /// Whole macro invocations, e.g. "CU2CL_DEFINE_SCAN(cu2cl_scan_int, int)".
  std::vector<std::string> AlgorithmMacros;
  /// The kernels the host code launches, by the OpenCL name it launches them with, and where.
  /// The launches of this file's kernels (another file's are launched through its export).
  struct Launch {
    std::string Name;
    clang::SourceLocation Where;
  };
  std::vector<Launch> LaunchedKernels;
};

/// Reports every launch of \p Requests whose kernel \p Program does not emit under that name:
/// a kernel the inventory missed would fail only at run time.
void checkLaunchedKernels(const DeviceProgram &Program, const HostRequests &Requests,
                          DiagnosticReporter &Diagnostics);

/// A pointer member by its path of members (`u.u0`: the member u0 of the struct member u).
using PointerMember = std::vector<const clang::FieldDecl *>;

/// The pointer members of a struct that a kernel takes by value: OpenCL kernel arguments
/// cannot hold pointers, so the kernel takes the struct's bytes (its pointers as ulong) and
/// each of these as a buffer of its own, and rebuilds the struct. Members of struct members
/// count; empty when the struct holds no pointer, or holds one in an array, a union or a
/// reference (then \p Why says where).
std::vector<PointerMember> kernelPointerFields(const clang::RecordDecl *Record, std::string &Why);

/// True if \p Construct runs code that a C declaration would not: a user-provided constructor,
/// or an implicit one that sets default member initialisers or constructs members that do. A
/// compiler-provided copy or move, and a trivial default construction, are plain C.
bool runsCode(const clang::CXXConstructExpr *Construct);

/// True if a reference initialised with \p Init is bound to a temporary (`const T &r = x + 1`),
/// not to an object with an address.
bool bindsToTemporary(const clang::Expr *Init);

/// The object of a translated member function.
inline constexpr const char *SelfParameter = "self";
/// The annotation of functions in cu2cl's headers that are translated like the user's
/// (runtime/host/include/cu2cl/half.h).
inline constexpr const char *TranslatedAnnotation = "cu2cl-translated";
/// The object of a member function called on a temporary, passed by value (`self` points to it).
inline constexpr const char *TemporaryObject = "cu2cl_temporary";
/// The object a translated constructor initialises and returns (`self` points to it).
inline constexpr const char *ConstructedObject = "cu2cl_object";
/// The names the two outputs and the runtime share (kernel parameters, forms, macros) are in
/// cu2cl/abi.h (runtime/abi).

/// A call's object (for member functions and functors) and its arguments,
/// matched to the callee's parameters.
struct CallShape {
  const clang::Expr *Object = nullptr; ///< Null for free functions.
  bool ObjectIsPointer = false;        ///< `p->f()`: Object is the pointer.
  std::vector<const clang::Expr *> Arguments;
};
CallShape callShape(const clang::CallExpr *Call);

/// True for a program-scope variable that device code reaches through a
/// kernel parameter because the host may write it.
bool isSymbolVariable(const clang::VarDecl *Var);
/// A `__managed__` variable (marked by cu2cl's CUDA headers): always a symbol, whose host
/// shadow the runtime keeps in step with the device's copy (cu2cl::Symbol::managed).
bool isManagedVariable(const clang::VarDecl *Var);

/// True for functions cu2cl translates as device code written by the user
/// (not declarations from its CUDA headers or system headers).
bool isUserDeviceFunction(const clang::FunctionDecl *Function, const clang::SourceManager &SM);

/// Analyses the translation unit and reports what cannot be translated.
DeviceProgram buildDeviceProgram(clang::ASTContext &Context, DiagnosticReporter &Diagnostics,
                                 const HostRequests &Requests = {});

} // namespace cu2cl
