// The state of one file's host rewrite, shared by its passes (HostCodeRewriter.cpp drives
// them): the edits, what the device side must add, and how each pass reports what it cannot
// rewrite. docs/host-translation.md is the contract these passes implement.
#pragma once

#include "DeviceProgram.h"
#include "Diagnostics.h"
#include "HostEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cu2cl {

/// True if \p D carries attribute \p A as written in the source (`__device__`), not one
/// that Clang implied (the implicit `__host__ __device__` of constexpr functions).
template <class A> bool hasWritten(const clang::Decl *D) {
  const A *Found = D->getAttr<A>();
  return Found && !Found->isImplicit();
}

/// The OpenCL names of the kernels of a translation unit, as the device program names them:
/// openclFunctionName, and overloadSuffix where other kernels share that name.
class KernelNames {
public:
  explicit KernelNames(clang::ASTContext &Context) : Context(Context) {}
  std::string of(const clang::FunctionDecl *Kernel);

private:
  clang::ASTContext &Context;
  /// Defined kernels (instantiations too) by openclFunctionName, found on first use.
  std::map<std::string, std::set<const clang::FunctionDecl *>> Defined;
  bool Found = false;
};

/// What the rewrites of all the files of one translation share.
struct HostRewriteShared {
  explicit HostRewriteShared(clang::ASTContext &Context) : Kernels(Context) {}
  HostRequests Requests;
  KernelNames Kernels;
  /// The kernels host code uses as values (a pointer to a kernel, cudaLaunchKernel, a launch
  /// that cannot name its kernel), by stubOwner, with their first such use: each gets a host
  /// stub (KernelStubs.h).
  std::map<const clang::FunctionDecl *, clang::SourceLocation> StubbedKernels;
  /// The variables host code writes (cudaMemcpyToSymbol, cudaGetSymbolAddress), with the
  /// first place that does.
  llvm::DenseMap<const clang::VarDecl *, clang::SourceLocation> HostWrittenSymbols;
  /// Every file being rewritten: a use in one file may be spelled in another (a macro of a
  /// header), and is rewritten where it is spelled.
  std::vector<class HostRewrite *> Files;
};

/// The host rewrite of one file: the main file, or a header of the user's that it includes.
class HostRewrite {
public:
  HostRewrite(clang::ASTContext &Context, DiagnosticReporter &Diagnostics, clang::FileID File,
              HostRewriteShared &Shared, llvm::StringRef ClFileName,
              llvm::ArrayRef<clang::SourceRange> SkippedRanges);

  clang::ASTContext &Context;
  const clang::SourceManager &SM;
  DiagnosticReporter &Diagnostics;
  HostEdits Edits;
  HostRequests &Requests;
  std::string ClFileName;                        ///< "prog.cl", as the module loads it.
  std::vector<clang::SourceRange> SkippedRanges; ///< Preprocessor blocks the parse skipped.
  llvm::DenseMap<const clang::VarDecl *, clang::SourceLocation> &HostWrittenSymbols;
  const std::vector<HostRewrite *> &Files;
  KernelNames &Kernels;
  std::map<const clang::FunctionDecl *, clang::SourceLocation> &StubbedKernels;
  /// Whether the rewritten text names the program's module (a launch, a symbol's
  /// registration, an algorithm call): a header that does must follow the module's definition.
  bool NamesModule = false;

  /// Declared in cu2cl's own CUDA, thrust or CUB headers (rewriters/cuda-include).
  bool isFromCudaHeaders(const clang::Decl *D) const;
  bool isFromCudaHeaders(clang::FileEntryRef File) const;
  /// Whether \p Loc (its expansion) lies in the file being rewritten.
  bool isInFile(clang::SourceLocation Loc) const;
  /// Calls \p Visit for every declaration written in the file at namespace scope (inside
  /// namespaces and extern "C" blocks too).
  void forEachFileDecl(llvm::function_ref<void(clang::Decl *)> Visit) const;

  /// Rewrites the token at \p Token where it is spelled; reports when that is not possible.
  bool replaceToken(clang::SourceLocation Token, const std::string &Text, llvm::StringRef What);
  /// Rewrites the tokens of \p Tokens where they are spelled; reports when that is not possible.
  bool replaceRange(clang::SourceRange Tokens, const std::string &Text, llvm::StringRef What);
  /// Records an edit of spelled text; a conflicting edit of the same text is reported at \p Use.
  bool replaceSpelled(FileRange Range, const std::string &Text, clang::SourceLocation Use,
                      llvm::StringRef What);

  /// This file, then the others: where a use may be spelled.
  std::vector<HostRewrite *> spellingFirst();

  void reportUnsupported(clang::SourceLocation Use, llvm::StringRef Name, llvm::StringRef Reason);
  void reportNotRewritable(clang::SourceLocation Use, llvm::StringRef What, llvm::StringRef Why);

  /// thrust and CUB calls: names that only mean something as their arguments (a policy, an
  /// operator) are not reported inside them.
  void noteAlgorithmCall(clang::SourceRange Call);
  bool insideAlgorithmCall(clang::SourceLocation Loc) const;

  /// The type as host code spells it (`unsigned int`, `ns::Functor`).
  std::string hostSpelling(clang::QualType Type) const;

private:
  std::string HeaderDirectory;
  std::vector<clang::SourceRange> AlgorithmCalls; ///< Expansion ranges.
};

// The passes, in the order HostCodeRewriter.cpp runs them.

/// Renames a use of \p D (a CUDA runtime, thrust or CUB declaration; anything else is left
/// alone) at \p NameLoc, with \p QualifierBegin the start of its written qualifier (or invalid).
void rewriteApiReference(HostRewrite &Rewrite, const clang::NamedDecl *D,
                         clang::SourceLocation NameLoc, clang::SourceLocation QualifierBegin);
/// The name HostApiTable.def lists \p D under ("cudaMalloc", "cudaDeviceProp::name",
/// "thrust::reduce"), or "" when it is no CUDA runtime, thrust or CUB name.
std::string hostApiName(const HostRewrite &Rewrite, const clang::NamedDecl *D);
/// Renames translated CUDA runtime names that the AST does not show: in the preprocessor
/// blocks that the device parse skipped (`#ifndef __CUDA_ARCH__`), which a host compiler
/// sees, and in macro definitions that no parsed code expands.
void renameOutsideTheAst(HostRewrite &Rewrite);

/// Collects every `<<<...>>>` launch (in each template instantiation) and rewrites each
/// written launch once, when all have been seen.
class KernelLaunchRewriter {
public:
  explicit KernelLaunchRewriter(HostRewrite &Rewrite) : Rewrite(Rewrite) {}
  void add(const clang::CUDAKernelCallExpr *Launch, const clang::FunctionDecl *Enclosing);
  void finish();

private:
  struct Site {
    const clang::CUDAKernelCallExpr *First = nullptr;
    std::vector<std::pair<const clang::CUDAKernelCallExpr *, const clang::FunctionDecl *>> Resolved;
    /// The launch as each instantiation resolves it, or as written when none does.
    std::vector<const clang::CUDAKernelCallExpr *> calls() const {
      std::vector<const clang::CUDAKernelCallExpr *> Calls;
      for (const auto &Entry : Resolved)
        Calls.push_back(Entry.first);
      if (Calls.empty())
        Calls.push_back(First);
      return Calls;
    }
  };
  void rewrite(const Site &Launch);
  /// `(cu2cl::configureCall(g, b, s, st), k(args))`: a launch through the kernel's host stub,
  /// where the launch cannot name the OpenCL kernel itself (k is a pointer to a kernel, or a
  /// template the launch cannot choose an instantiation of). False, with the reason in
  /// \p Why, where the launch's pieces are not spelled so that it can be rewritten.
  bool rewriteThroughStub(const Site &Launch, std::string &Why);
  /// The kernel argument for the instantiations \p Subset (indices into Resolved): the one of
  /// \p Names (expressions: string literals, or cu2cl::KernelExport objects) if they agree, or
  /// a choice on the enclosing template's arguments, \p None where none matches.
  std::optional<std::string> kernelName(const Site &Launch, llvm::ArrayRef<std::string> Names,
                                        llvm::ArrayRef<unsigned> Subset, llvm::StringRef None);
  /// The same as a choice on the kernel's template arguments as the launch writes them
  /// (`k<T, N><<<...>>>` in a macro body expanded for several T and N): nothing if they are
  /// not written, or not spelled the same way in every instantiation.
  std::optional<std::string> writtenArgumentChoice(const Site &Launch,
                                                   llvm::ArrayRef<std::string> Names,
                                                   llvm::ArrayRef<unsigned> Subset,
                                                   llvm::StringRef None);
  /// Where \p Written, a template argument as a launch writes it, is spelled; \p ByParameter:
  /// where the parameter of the macro that brings it into the macro's body is.
  std::optional<FileRange> argumentSpelling(clang::SourceRange Written, bool ByParameter) const;

  /// Declares the export \p Symbol of another file's kernel before the declaration that
  /// launches it at \p Use (once per declaration).
  bool declareExport(const std::string &Symbol, clang::SourceLocation Use);

  HostRewrite &Rewrite;
  std::vector<Site> Sites;
  /// By where the `<<<` and the kernel are spelled: the expansions of a macro body that
  /// launches a kernel it names itself are one site, rewritten once.
  std::map<std::pair<unsigned, unsigned>, size_t> SiteIndex;
  std::set<std::pair<unsigned, std::string>> DeclaredExports; ///< (offset, symbol)
};

/// Rewrites a call of a thrust or CUB function; false if \p Call is none (or a plain rename
/// such as thrust::device_pointer_cast, which rewriteApiReference does).
bool rewriteAlgorithmCall(HostRewrite &Rewrite, const clang::CallExpr *Call);
/// Whether \p Name ("thrust::reduce") is translated only as a whole call.
bool isAlgorithmName(llvm::StringRef Name);

/// Deletes kernels and __device__ functions and file-scope __shared__ variables.
void removeDeviceCode(HostRewrite &Rewrite);
/// Removes the CUDA keywords that remain (__host__, __device__, __constant__ ...).
void removeCudaKeywords(HostRewrite &Rewrite);
/// Registers the __device__ and __constant__ variables that live in device buffers.
void registerDeviceSymbols(HostRewrite &Rewrite);
/// CUDA, thrust and CUB includes; in the main file also the program's module (at its top
/// when \p ModuleFirst: a header included later names it).
void rewriteIncludes(HostRewrite &Rewrite, bool IsMainFile, bool ModuleFirst);

/// Whether \p F is device code only: __global__, or __device__ without __host__, as written.
bool isDeviceOnlyFunction(const clang::FunctionDecl *F);
/// Whether a call of \p F cannot compile on the host: a device-only function (a kernel, a
/// __device__ function, a device intrinsic) without a host function of the same name.
bool isDeviceOnlyCallee(const clang::FunctionDecl *F);

} // namespace cu2cl
