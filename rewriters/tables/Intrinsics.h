// Lookup of the CUDA → OpenCL mapping table (IntrinsicTable.def).
#pragma once

#include "Diagnostics.h"
#include "Primitives.h"

#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2cl {

struct FunctionMapping {
  llvm::StringRef CudaName;
  llvm::StringRef Pattern;
  llvm::StringRef FloatPattern;
  std::optional<DiagId> Warning;
  llvm::StringRef Family;
  /// The symbol of the warp or block primitive the call becomes (PrimitiveTable.def), or
  /// empty.
  llvm::StringRef PrimitiveSymbol;
  /// The call's form where a kernel keeps CUDA's control flow on the nvidia backend
  /// (NativeFlow.h), or empty.
  llvm::StringRef NativePattern;

  /// The primitive's row, else null.
  const Primitive *primitive() const;
};

struct VariableMapping {
  llvm::StringRef CudaName;
  llvm::StringRef Member;
  llvm::StringRef OpenCL;
};

const FunctionMapping *findFunctionMapping(llvm::StringRef CudaName);
const VariableMapping *findVariableMapping(llvm::StringRef CudaName, llvm::StringRef Member);
bool isBuiltinVariable(llvm::StringRef CudaName);
/// The device library's name for a scalar type, which its families of functions end in (i32
/// u32 i64 u64 f32 f64 u16), or "" for any other type.
llvm::StringRef deviceLibrarySuffix(clang::QualType Type);
/// The argument of a call of std::move, std::forward, std::move_if_noexcept or std::as_const:
/// device code has the argument itself. Null for any other call.
const clang::Expr *forwardedArgument(const clang::CallExpr *Call);
llvm::ArrayRef<FunctionMapping> functionMappings();
llvm::ArrayRef<VariableMapping> variableMappings();

/// Substitutes $0, $1 … and $* in \p Pattern with \p Arguments.
std::string expandPattern(llvm::StringRef Pattern, llvm::ArrayRef<std::string> Arguments);

} // namespace cu2cl
