#include "CooperativeGroups.h"
#include "CubCollectives.h"

#include "llvm/ADT/StringSwitch.h"

#include "Primitives.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

#include <fmt/format.h>

#include <cassert>

namespace cu2cl {

using namespace clang;

bool inNamespace(const Decl *D, llvm::StringRef Name) {
  for (const DeclContext *Context = D->getDeclContext(); Context; Context = Context->getParent())
    if (const auto *Namespace = dyn_cast<NamespaceDecl>(Context))
      if (Namespace->getName() == Name)
        return true;
  return false;
}

namespace {

bool inCooperativeGroups(const Decl *D) { return inNamespace(D, "cooperative_groups"); }

std::string operationName(QualType Functor) {
  const auto *Record = Functor.getNonReferenceType()->getAsCXXRecordDecl();
  if (!Record || !inCooperativeGroups(Record))
    return "";
  llvm::StringRef Name = Record->getName();
  for (const char *Known : {"plus", "less", "greater", "bit_and", "bit_or", "bit_xor"})
    if (Name == Known)
      return Name.str();
  return "";
}

const GroupMember Members[] = {
#define CU2CL_GROUP_MEMBER(Group, Member, Symbol, Arguments)                                       \
  {GroupKind::Group, Member, Symbol, Arguments},
#include "GroupMemberTable.def"
};

} // namespace

llvm::ArrayRef<GroupMember> groupMembers() { return Members; }

const GroupMember *findGroupMember(GroupKind Kind, llvm::StringRef Member) {
  for (const GroupMember &Row : Members)
    if (Row.Kind == Kind && Row.Member == Member)
      return &Row;
  return nullptr;
}

GroupType groupTypeOf(QualType Type) {
  Type = Type.getNonReferenceType().getUnqualifiedType();
  const auto *Record = Type->getAsCXXRecordDecl();
  if (!Record || !Record->getIdentifier() || !inCooperativeGroups(Record))
    return {};
  llvm::StringRef Name = Record->getName();
  if (Name == "thread_block")
    return {GroupKind::Block, 0};
  if (Name == "coalesced_group")
    return {GroupKind::Coalesced, 0};
  if (Name == "grid_group")
    return {GroupKind::Grid, 0};
  if (Name == "thread_block_tile")
    if (const auto *Tile = dyn_cast<ClassTemplateSpecializationDecl>(Record))
      return {GroupKind::Tile,
              static_cast<unsigned>(Tile->getTemplateArgs()[0].getAsIntegral().getZExtValue())};
  return {};
}

bool isCooperativeGroupsObject(QualType Type) {
  const auto *Record = Type.getNonReferenceType()->getAsCXXRecordDecl();
  return Record && inCooperativeGroups(Record) && groupTypeOf(Type).Kind != GroupKind::Coalesced;
}

bool isCollectiveScratchType(QualType Type) {
  if (isCubCollectiveType(Type))
    return true;
  const auto *Record = Type.getNonReferenceType()->getAsCXXRecordDecl();
  return Record && Record->getIdentifier() && Record->getName() == "block_tile_memory" &&
         inCooperativeGroups(Record);
}

namespace {

/// A member function \p Method of the group \p Object (`g.sync()`, or `cg::sync(g)`).
GroupCall memberCall(const Expr *Object, GroupType Group, llvm::StringRef Method) {
  GroupCall Result;
  Result.Group = Object;
  const GroupMember *Row = findGroupMember(Group.Kind, Method);
  // A tile of several warps: its ranks and sizes as any tile's; it synchronises with the block
  // (every tile of the block reaches the call, as the uniform rewrite makes sure), and its
  // warp operations do not exist in CUDA either.
  if (Group.Kind == GroupKind::Tile && Group.TileSize > 32) {
    if (Method == "sync")
      Row = findGroupMember(GroupKind::Block, "sync");
    else if (Method != "thread_rank" && Method != "size" && Method != "num_threads" &&
             Method != "meta_group_rank" && Method != "meta_group_size")
      Row = nullptr;
  }
  if (!Row) {
    Result.Unsupported = fmt::format("cooperative groups' {}() on this group", Method.str());
    return Result;
  }
  std::string Arguments = Row->Arguments.str();
  if (size_t At = Arguments.find("$N"); At != std::string::npos)
    Arguments.replace(At, 2, fmt::format("{}u", Group.TileSize));
  if (Row->Symbol.empty()) { // a constant
    Result.Pattern = Arguments;
    return Result;
  }
  // A call of the primitive Symbol (PrimitiveTable.def), which says whether it synchronises.
  const Primitive *Called = findPrimitive(Row->Symbol);
  assert(Called && "a cooperative-groups member names a primitive of PrimitiveTable.def");
  if (!Called) {
    Result.Unsupported =
        fmt::format("cooperative groups' {}() (no device-library row)", Method.str());
    return Result;
  }
  Result.Pattern = Row->Symbol.str() + Arguments;
  Result.PrimitiveSymbol = Called->Symbol;
  Result.Synchronizing = Called->Synchronizing;
  return Result;
}

/// cg::reduce over a coalesced group (its lanes are any subset of the warp): __reduce_*_sync
/// over its mask, which is exact for the 32-bit integers it takes (CUDA uses redux.sync too).
GroupCall coalescedReduce(const CallExpr *Call, GroupCall Result) {
  static const std::pair<llvm::StringRef, llvm::StringRef> Redux[] = {
      {"plus", "add"},    {"less", "min"},  {"greater", "max"},
      {"bit_and", "and"}, {"bit_or", "or"}, {"bit_xor", "xor"}};
  QualType Value = Call->getType().getCanonicalType();
  bool Signed = Value->isSpecificBuiltinType(BuiltinType::Int);
  llvm::StringRef Reduce;
  for (const auto &[Operation, Name] : Redux)
    if (Result.ReduceOperation == Operation)
      Reduce = Name;
  if (Reduce.empty() || (!Signed && !Value->isSpecificBuiltinType(BuiltinType::UInt))) {
    Result.Unsupported = "cg::reduce over a coalesced group other than of int or unsigned with "
                         "cg::plus, less, greater, bit_and, bit_or or bit_xor";
    return Result;
  }
  std::string Symbol = fmt::format("cu2cl_reduce_{}_sync", Reduce.str());
  // The bitwise reductions exist for unsigned only, as CUDA's __reduce_and_sync.
  bool Bitwise = Result.ReduceOperation.rfind("bit_", 0) == 0;
  Result.Pattern =
      Bitwise ? fmt::format("({}){}_u32($0, (uint)($1), $P, $X)", Signed ? "int" : "uint", Symbol)
              : Symbol + "_$R($0, $1, $P, $X)";
  Result.PrimitiveSymbol = findPrimitive(Symbol)->Symbol;
  Result.ReduceOperation.clear(); // no helper: the primitive itself
  return Result;
}

} // namespace

std::optional<GroupCall> cooperativeGroupsCall(const CallExpr *Call) {
  // CUB's block collectives are lowered the same way (CubCollectives.h).
  if (std::optional<GroupCall> Cub = cubCollectiveCall(Call))
    return Cub;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call)) {
    const Expr *Object = Member->getImplicitObjectArgument();
    GroupType Group = Object ? groupTypeOf(Object->getType()) : GroupType{};
    if (Group.Kind == GroupKind::None || !Member->getMethodDecl()->getIdentifier())
      return std::nullopt;
    return memberCall(Object, Group, Member->getMethodDecl()->getName());
  }

  GroupCall Result;
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier() || !inCooperativeGroups(Callee))
    return std::nullopt;
  llvm::StringRef Name = Callee->getName();
  if (Name == "this_thread_block" || Name == "tiled_partition" || Name == "this_grid") {
    Result.Pattern = ""; // known from the type: the value is never needed
    return Result;
  }
  if (Name == "coalesced_threads") {
    Result.Pattern = "cu2cl_coalesced_threads($P, $X)";
    Result.PrimitiveSymbol = "cu2cl_coalesced_threads";
    Result.Synchronizing = findPrimitive(Result.PrimitiveSymbol)->Synchronizing;
    return Result;
  }
  // The lanes of a warp-sized group with the same label: __match_any_sync over the group's
  // lanes; binary_partition labels by the predicate.
  if ((Name == "labeled_partition" || Name == "binary_partition") && Call->getNumArgs() == 2) {
    GroupType Parent = groupTypeOf(Call->getArg(0)->getType());
    std::string Mask = Parent.Kind == GroupKind::Coalesced ? "$0"
                       : Parent.Kind == GroupKind::Tile
                           ? fmt::format("cu2cl_tile_mask({}u)", Parent.TileSize)
                           : "";
    if (Mask.empty()) {
      Result.Unsupported = fmt::format("cooperative_groups::{} of a group that is not a tile or "
                                       "a coalesced group",
                                       Name.str());
      return Result;
    }
    bool Binary = Name == "binary_partition";
    Result.Pattern = fmt::format("cu2cl_match_any_sync_{}({}, {}, $P, $X)", Binary ? "i32" : "$V",
                                 Mask, Binary ? "(int)($1)" : "$1");
    Result.PrimitiveSymbol = "cu2cl_match_any_sync";
    Result.Synchronizing = findPrimitive(Result.PrimitiveSymbol)->Synchronizing;
    return Result;
  }
  // The free functions that are a group's member under another name: cg::sync(g) is g.sync().
  if (Call->getNumArgs() == 1) {
    llvm::StringRef Method = llvm::StringSwitch<llvm::StringRef>(Name)
                                 .Case("sync", "sync")
                                 .Case("thread_rank", "thread_rank")
                                 .Case("group_size", "size")
                                 .Default("");
    GroupType Group = groupTypeOf(Call->getArg(0)->getType());
    if (!Method.empty() && Group.Kind != GroupKind::None)
      return memberCall(Call->getArg(0), Group, Method);
  }
  if (Name == "reduce" && Call->getNumArgs() == 3) {
    GroupType Group = groupTypeOf(Call->getArg(0)->getType());
    Result.ReduceOperation = operationName(Call->getArg(2)->getType());
    // The helper (groupReduceHelper) is built on the tile's shuffles and __reduce_*_sync,
    // which synchronise.
    Result.Synchronizing = true;
    Result.Group = Call->getArg(0);
    if (Group.Kind == GroupKind::Coalesced)
      return coalescedReduce(Call, std::move(Result));
    if (Group.Kind != GroupKind::Tile || Result.ReduceOperation.empty()) {
      Result.Unsupported = "cg::reduce other than over a thread_block_tile with cg::plus, "
                           "less, greater, bit_and, bit_or or bit_xor";
      return Result;
    }
    // A tile of several warps reduces each warp, then the warps' results (groupReduceHelper).
    Result.MultiWarpReduce = Group.TileSize > 32;
    Result.Pattern =
        fmt::format("cu2cl_cg_reduce_{}{}_$R({}u, $1, $P, $X)", Group.TileSize > 32 ? "multi_" : "",
                    Result.ReduceOperation, Group.TileSize);
    return Result;
  }
  Result.Unsupported = fmt::format("cooperative_groups::{}", Name.str());
  return Result;
}

namespace {

/// The helper of cg::reduce over a tile of several warps (64 to 1024 threads), in CUDA's
/// order: each warp reduces its lanes as a 32-thread tile, then the warps' results are reduced
/// as a tile of as many lanes as the tile has warps. Every lane of every warp does the second
/// step over its own tile's results, so every member ends with the tile's result. The block
/// synchronises (all of it reaches the call: the uniform rewrite makes sure).
std::string multiWarpReduceHelper(const std::string &Operation, const std::string &Suffix,
                                  const char *Type) {
  return fmt::format("static inline {0} cu2cl_cg_reduce_multi_{1}_{2}(uint n, {0} v, bool act,\n"
                     "                                               __local ulong *scratch) {{\n"
                     "  {0} partial = cu2cl_cg_reduce_{1}_{2}(32u, v, act, scratch);\n"
                     "  __local {0} *slot = (__local {0} *)scratch;\n"
                     "  uint me = cu2cl_linear_local_id(), warps = n / 32u;\n"
                     "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                     "  if ((me & 31u) == 0u)\n"
                     "    slot[me / 32u] = partial;\n"
                     "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                     "  {0} mine = slot[(me & ~(n - 1u)) / 32u + (me & 31u) % warps];\n"
                     "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                     "  return cu2cl_cg_reduce_{1}_{2}(warps, mine, act, scratch);\n"
                     "}}\n",
                     Type, Operation, Suffix);
}

} // namespace

std::string groupReduceHelper(const std::string &Operation, const std::string &Suffix,
                              bool MultiWarp) {
  static const std::pair<const char *, const char *> Combine[] = {
      {"plus", "v + other"},
      {"less", "other < v ? other : v"},
      {"greater", "v < other ? other : v"},
      {"bit_and", "v & other"},
      {"bit_or", "v | other"},
      {"bit_xor", "v ^ other"}};
  const char *Expression = "v";
  for (const auto &[Name, Text] : Combine)
    if (Operation == Name)
      Expression = Text;
  static const std::pair<const char *, const char *> Types[] = {
      {"i32", "int"},   {"u32", "uint"},  {"i64", "long"},
      {"u64", "ulong"}, {"f32", "float"}, {"f64", "double"}};
  const char *Type = "int";
  for (const auto &[Name, OpenCL] : Types)
    if (Suffix == Name)
      Type = OpenCL;
  // 32-bit integers: CUDA reduces them with redux.sync over the lanes that
  // exist (sm_80 and later), which the device library's warp reduce matches.
  static const std::pair<const char *, const char *> Redux[] = {
      {"plus", "add"},    {"less", "min"},  {"greater", "max"},
      {"bit_and", "and"}, {"bit_or", "or"}, {"bit_xor", "xor"}};
  if (Suffix == "i32" || Suffix == "u32")
    for (const auto &[Name, Reduce] : Redux)
      if (Operation == Name) {
        bool Bitwise = std::string(Reduce).size() <= 3 && Operation.rfind("bit_", 0) == 0;
        std::string Call =
            Bitwise ? fmt::format("({})cu2cl_reduce_{}_sync_u32(cu2cl_tile_mask(n), (uint)v, act, "
                                  "scratch)",
                                  Type, Reduce)
                    : fmt::format("cu2cl_reduce_{}_sync_{}(cu2cl_tile_mask(n), v, act, scratch)",
                                  Reduce, Suffix);
        return fmt::format("static inline {0} cu2cl_cg_reduce_{1}_{2}(uint n, {0} v, bool act,\n"
                           "                                         __local ulong *scratch) {{\n"
                           "  return {3};\n"
                           "}}\n",
                           Type, Operation, Suffix, Call) +
               (MultiWarp ? multiWarpReduceHelper(Operation, Suffix, Type) : "");
      }
  // Other types: a butterfly over the tile, as CUDA's shuffle-based reduce;
  // every member ends with the whole tile's result.
  return fmt::format("static inline {0} cu2cl_cg_reduce_{1}_{2}(uint n, {0} v, bool act,\n"
                     "                                         __local ulong *scratch) {{\n"
                     "  for (uint offset = n / 2; offset > 0; offset /= 2) {{\n"
                     "    {0} other = cu2cl_tile_shfl_xor_{2}(n, v, offset, act, scratch);\n"
                     "    v = {3};\n"
                     "  }}\n"
                     "  return v;\n"
                     "}}\n",
                     Type, Operation, Suffix, Expression) +
         (MultiWarp ? multiWarpReduceHelper(Operation, Suffix, Type) : "");
}

} // namespace cu2cl
