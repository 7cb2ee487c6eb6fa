// CUDA's cooperative groups in OpenCL. Group objects carry no data that the
// device needs at run time except a coalesced group's lane mask: a thread
// block and a thread_block_tile<N> are known from their type, so their
// variables and parameters disappear and every call on them becomes a call
// of the device library (cu2cl/coop_groups.h) with N spelled out. A
// coalesced_group is its mask, a uint.
#pragma once

#include "clang/AST/Expr.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace cu2cl {

enum class GroupKind { None, Block, Tile, Coalesced, Grid };

/// A thread block, a tile or the grid: everything about it is known from its type, so no
/// value of it exists in OpenCL (no variable, no parameter). A coalesced group is its mask.
inline bool knownFromItsType(GroupKind Kind) {
  return Kind == GroupKind::Block || Kind == GroupKind::Tile || Kind == GroupKind::Grid;
}

struct GroupType {
  GroupKind Kind = GroupKind::None;
  unsigned TileSize = 0; ///< For tiles: N of thread_block_tile<N>.
};

/// A member function of a group and what it becomes (GroupMemberTable.def).
struct GroupMember {
  GroupKind Kind;
  llvm::StringRef Member;
  llvm::StringRef Symbol;    ///< The primitive (PrimitiveTable.def), or empty for a constant.
  llvm::StringRef Arguments; ///< What follows Symbol; $N the tile size, $G the group's mask.
};

/// Every row of GroupMemberTable.def.
llvm::ArrayRef<GroupMember> groupMembers();
/// The row of \p Member on a group of \p Kind, else null.
const GroupMember *findGroupMember(GroupKind Kind, llvm::StringRef Member);

/// The cooperative-groups type of \p Type (references and const stripped).
GroupType groupTypeOf(clang::QualType Type);

/// True for groups and the cg::plus … functors: values that only select
/// what a call does and are not passed on at run time.
bool isCooperativeGroupsObject(clang::QualType Type);

/// True for the shared memory a library's collectives work in (cg::block_tile_memory, a CUB
/// collective and its TempStorage): the device library's scratch buffer stands for it, so a
/// variable of the type has no storage of its own in OpenCL.
bool isCollectiveScratchType(clang::QualType Type);

/// A call on a group object or of a cooperative_groups function, as a
/// mapping pattern: $G is the group's value (a coalesced group's mask),
/// $0, $1 … the call's arguments, and $R $P $X as in IntrinsicTable.def.
struct GroupCall {
  std::string Pattern;
  bool Synchronizing = false; ///< Every work-item must reach it.
  /// The primitive of PrimitiveTable.def the call becomes, or empty.
  llvm::StringRef PrimitiveSymbol;
  const clang::Expr *Group = nullptr;
  std::string ReduceOperation;  ///< For cg::reduce: plus, less, greater, bit_and …
  bool MultiWarpReduce = false; ///< cg::reduce over a tile of several warps.
  std::string Unsupported;      ///< Non-empty: why this call cannot be translated.
};

/// Whether \p D is declared in a namespace named \p Name (at any depth): CUDA's libraries
/// (cooperative_groups, cub) are recognised by their namespaces.
bool inNamespace(const clang::Decl *D, llvm::StringRef Name);

/// How \p Call is lowered, or nothing when it has nothing to do with
/// cooperative groups.
std::optional<GroupCall> cooperativeGroupsCall(const clang::CallExpr *Call);

/// The OpenCL definition of the helper that computes cg::reduce with
/// \p Operation on values of the device-library type suffix \p Suffix over a tile of a warp
/// or less, and with \p MultiWarp the one over a tile of several warps too (which calls it).
std::string groupReduceHelper(const std::string &Operation, const std::string &Suffix,
                              bool MultiWarp);

} // namespace cu2cl
