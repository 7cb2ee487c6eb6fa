// What the warp form (WarpForm.h) makes of the device library's calls: its primitives, the
// work-item functions that read a lane's id, and the functions that lane code may call.
#ifndef CU2CL_REWRITERS_WARPFORMCALLS_H
#define CU2CL_REWRITERS_WARPFORMCALLS_H

#include "Primitives.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2cl::warpform {

/// Why a kernel gets no warp form; thrown while it is written, caught per kernel.
class Failure {
public:
  explicit Failure(std::string Why) : Why(std::move(Why)) {}
  std::string Why;
};

/// What the warp form makes of a device-library call: the WarpForm column of its row in
/// PrimitiveTable.def (rewriters/tables); None for any other call.
WarpFormKind primitiveOf(const clang::CallExpr *Call);
/// The library's shuffle mode (shuffle.h, CU2CL__SHFL_*) of a shuffle of the table
/// (cu2cl_shfl[_up|_down|_xor]_sync_T, cu2cl_tile_shfl[_up|_down|_xor]_T).
std::string shuffleMode(llvm::StringRef Name);
/// The library's reduce operation (match_reduce.h, CU2CL__RED_*) of a reduction of the table
/// (cu2cl_reduce_<op>_sync_T).
std::string reduceOperation(llvm::StringRef Name);
/// A primitive that is a statement of its own (a barrier), not a value.
bool isStatementPrimitive(WarpFormKind P);
/// __syncthreads_count, _and, _or.
bool isBlockPrimitive(WarpFormKind P);
/// The call of a statement that is a barrier-like primitive, else null.
const clang::CallExpr *asPrimitiveStatement(const clang::Stmt *S);
/// Work-item functions whose dimension-0 value the warp form changes, and what it becomes.
std::optional<std::string> laneWorkItemFunction(llvm::StringRef Name);
/// Work-item functions whose value is the same for every work-item of a group (and so for every
/// lane of a warp; get_local_size(0) is still one value where laneWorkItemFunction() rewrites it).
bool isGroupFunction(llvm::StringRef Name);
/// The call of get_local_id(0) or get_global_id(0) that E is, through integer casts that keep
/// its value (to 16 bits or more for a local id, 32 or more for a global one); else null.
const clang::CallExpr *threadIdOf(const clang::Expr *E, const clang::ASTContext &Ctx);
/// Which part of an id Op takes: its warp (`/ 32`, `>> 5`) or its lane (`% 32`, `& 31`), by the
/// operator and its constant alone; the caller checks that the left side is an id.
enum class IdPart { Warp, Lane };
std::optional<IdPart> idPartOf(const clang::BinaryOperator *Op, const clang::ASTContext &Ctx);
/// A primitive call whose mask, its first argument, is known at compile time.
bool hasConstantMask(const clang::CallExpr *Call, const clang::ASTContext &Ctx);
/// A thread's warp or lane from its dimension-0 id (`threadIdx.x / warpSize`, `>> 5`,
/// `% warpSize`, `& 31`; local or global), in the warp form: the work-item's id, or the lane,
/// of Op's type. A warp form runs only where the block is a whole number of warps, where these
/// are equal. nullopt for anything else.
std::optional<std::string> warpOrLaneOfId(const clang::BinaryOperator *Op,
                                          const clang::ASTContext &Ctx);
/// Does the kernel use a primitive that the warp form makes cheaper (anything but barriers),
/// itself or in a function of the program it calls?
bool usesWarpPrimitives(const clang::Stmt *S);

/// S's source range with its terminating semicolon (an expression statement's range ends before
/// it).
clang::SourceRange rangeWithSemicolon(const clang::Stmt *S, const clang::SourceManager &SM,
                                      const clang::LangOptions &LangOpts);
/// The text of Range in R, edits included: as a character range up to the end of its last token,
/// because a token range would measure its last token as it was before a replacement.
std::string rewrittenText(const clang::Rewriter &R, clang::SourceRange Range);
/// Does S break or continue out of a loop or switch around it?
bool leavesEnclosingLoop(const clang::Stmt *S);
/// What S stores to: the left side of an assignment or the operand of ++/--; else null.
const clang::Expr *storedTo(const clang::Stmt *S);
/// The dimension argument of a work-item function's call, where it is a constant.
std::optional<uint64_t> constantDimension(const clang::CallExpr *Call,
                                          const clang::ASTContext &Ctx);
/// A statement of Body that writes variable Var: an assignment to it, ++ or --, or its address
/// taken. AddressOnlyRead: the address is an argument for a pointer-to-const parameter (a
/// functor's `self`), through which the callee can only read it.
struct VariableWrite {
  const clang::VarDecl *Var;
  const clang::Stmt *At;
  bool AddressOnlyRead;
};
/// Body's writes to variables, in the order of a traversal.
std::vector<VariableWrite> variableWrites(const clang::Stmt *Body);
/// A parameter that Body writes: assigns (outside Allowed), increments or takes the address of
/// (except as a pointer-to-const argument, a functor's `self`, which only reads it); with Only,
/// only that parameter counts. Null if none.
const clang::ParmVarDecl *writtenParameter(const clang::Stmt *Body,
                                           const llvm::DenseSet<const clang::Stmt *> &Allowed,
                                           const clang::ParmVarDecl *Only = nullptr);

template <typename Fn> void forEachCallIn(const clang::Stmt *S, Fn &&Callback) {
  if (!S)
    return;
  if (const auto *Call = llvm::dyn_cast<clang::CallExpr>(S))
    Callback(Call);
  for (const clang::Stmt *Child : S->children())
    forEachCallIn(Child, Callback);
}

/// The functions that lane code calls. A function that reads work-item ids (without
/// synchronising) is written again for the warp form as `<name>__cu2cl_lane(..., uint
/// cu2cl_lane)`, its ids those of the lane; these copies are shared by all the kernels.
class LaneFunctions {
public:
  enum class Kind { Pure, ReadsIds, Unsupported };

  explicit LaneFunctions(clang::ASTContext &Ctx);

  /// What a call from lane code to F needs; Why says what stops a function of Unsupported.
  Kind kindOf(const clang::FunctionDecl *F, std::string &Why);
  /// The name of F's lane copy, written (with those of the functions it calls) on first use.
  std::string laneCopy(const clang::FunctionDecl *F);
  /// Is the dimension argument of a work-item function known at compile time, and is it 0?
  bool dimensionKnown(const clang::CallExpr *Call) const;
  bool isDimensionZero(const clang::CallExpr *Call) const;
  /// `f(a)` becomes `<Copy>(a, cu2cl_lane)` in Edits.
  static void passLane(clang::Rewriter &Edits, const clang::CallExpr *Call,
                       const std::string &Copy);
  /// The lane copies written so far, callees first.
  const std::string &text() const { return Text; }

private:
  std::string writeLaneCopy(const clang::FunctionDecl *F);
  void replace(clang::SourceRange Range, const std::string &Replacement);

  clang::ASTContext &Ctx;
  clang::SourceManager &SM;
  clang::Rewriter R;
  llvm::DenseMap<const clang::FunctionDecl *, Kind> Kinds;
  llvm::DenseMap<const clang::FunctionDecl *, std::string> Reasons;
  llvm::DenseSet<const clang::FunctionDecl *> Copied;
  std::string Text;
};

} // namespace cu2cl::warpform

#endif
