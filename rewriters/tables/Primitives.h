// The warp and block primitives (PrimitiveTable.def): what each is, for every pass that must
// know - which calls synchronise, at which scope, with which lane mask, and what the warp form
// makes of them.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace cu2cl {

/// Which work-items a primitive involves.
enum class PrimitiveScope {
  Lane,  ///< the calling work-item alone (a value such as a tile's rank)
  Warp,  ///< the lanes of one warp or tile
  Block, ///< every work-item of the work-group
};

/// What the warp form makes of a primitive (rewriters/warpform).
enum class WarpFormKind {
  None,        ///< a kernel that calls it gets no warp form
  Barrier,     ///< a work-group barrier between lane loops
  WarpBarrier, ///< only splits the lane loops
  LoopSync,    ///< the emulated form's barrier at the end of a loop iteration: nothing
  Ballot,
  Any,
  All,
  Uni,
  ActiveMask,
  WarpEnters,
  BlockCount,
  BlockAnd,
  BlockOr,
  LoopVote,   ///< the uniform rewrite's loop test: a BlockOr, but no reason for a warp form
  Shuffle,    ///< Primitive::Detail says which
  TileBallot, ///< a tile's ballot, any, all: the tile's size is the first argument
  TileAny,
  TileAll,
  Reduce, ///< Primitive::Detail says which operation
};

/// No lane-mask argument (PrimitiveTable.def's MaskArgument).
inline constexpr int NoMask = -1;

struct Primitive {
  llvm::StringRef Symbol;
  llvm::StringRef Suffixes; ///< Space-separated; empty for a single function.
  llvm::StringRef Header;   ///< Empty for an OpenCL built-in.
  PrimitiveScope Scope;
  int MaskArgument;
  bool Synchronizing; ///< Every work-item of the work-group must reach it.
  bool TakesScratch;  ///< Its last parameters are `act` and the scratch buffer.
  WarpFormKind WarpForm;
  llvm::StringRef Detail;

  /// The names of the functions of this row: Symbol, or Symbol_<suffix> for each suffix.
  llvm::SmallVector<std::string, 6> functionNames() const;
  /// Whether the row has a function for the type suffix \p Suffix ("i32").
  bool hasSuffix(llvm::StringRef Suffix) const;
};

/// Every row.
llvm::ArrayRef<Primitive> primitives();
/// The row whose Symbol is \p Symbol, else null.
const Primitive *findPrimitive(llvm::StringRef Symbol);
/// The row of the function called \p Name (a row's Symbol, or Symbol_<suffix> of a family),
/// else null.
const Primitive *primitiveOfFunction(llvm::StringRef Name);

} // namespace cu2cl
