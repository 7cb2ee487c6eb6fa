// OpenCL C 1.2 has no generic address space: every pointer must say whether
// it points to global, local, constant or private memory. This analysis
// infers the space each pointer of a device function points into, per
// specialisation of the function (see DeviceProgram).
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <functional>

namespace cu2cl {

enum class AddressSpace {
  Unknown, ///< Nothing known yet.
  Any,     ///< A null pointer: fits every space.
  Private,
  Global,
  Local,
  Constant,
  /// A `const T &` parameter bound to a temporary (`f(x + 1)`): the specialisation takes the
  /// value itself, a private copy. Only in FunctionInstance::ParamSpaces.
  Temporary,
};

/// The OpenCL qualifier ("__global"), or "" for private and unknown.
llvm::StringRef addressSpaceQualifier(AddressSpace Space);
/// A word for messages ("global").
llvm::StringRef addressSpaceName(AddressSpace Space);

/// Where a variable declared in CUDA lives.
AddressSpace storageOfVariable(const clang::VarDecl *Var);

/// What \p E assigns to when it is an assignment (`a = b`, `a += b`, a struct's implicit
/// operator=), which C++ makes the assignment's value; else null.
const clang::Expr *assignedObject(const clang::Expr *E);

/// Pointee spaces of the pointer variables of one function specialisation,
/// and the rules that derive the space of any expression from them.
class AddressSpaceEnvironment {
public:
  using CallResolver = std::function<AddressSpace(const clang::CallExpr *)>;

  explicit AddressSpaceEnvironment(CallResolver ResolveCall)
      : ResolveCall(std::move(ResolveCall)) {}

  /// The space that the pointer-typed (or array-typed) \p E points into.
  AddressSpace pointeeSpace(const clang::Expr *E) const;
  /// The space of the pointers that the integer \p E is computed from (`(uintptr_t)p | 7`):
  /// a pointer made of it points there too. Any when none or several.
  AddressSpace integerAddressSpace(const clang::Expr *E) const;
  /// The space that the lvalue \p E is stored in (for a reference, the space of what it
  /// refers to).
  AddressSpace storageSpace(const clang::Expr *E) const;

  AddressSpace variable(const clang::VarDecl *Var) const;
  void set(const clang::VarDecl *Var, AddressSpace Space) { Spaces[Var] = Space; }

private:
  llvm::DenseMap<const clang::VarDecl *, AddressSpace> Spaces;
  CallResolver ResolveCall;
};

/// Joins two facts about one pointer. \p Conflict is set when they disagree.
AddressSpace mergeSpaces(AddressSpace A, AddressSpace B, bool &Conflict);

} // namespace cu2cl
