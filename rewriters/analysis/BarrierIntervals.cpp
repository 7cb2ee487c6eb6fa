#include "BarrierIntervals.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

namespace cu2cl {

using namespace clang;

BarrierIntervals::BarrierIntervals(const FunctionDecl *Function, const ASTContext &Context) {
  CFG::BuildOptions Options;
  Options.setAllAlwaysAdd(); // every expression an element, so every read and write has a place
  // Building a CFG changes nothing in the AST; Clang's signature predates const.
  Graph = CFG::buildCFG(Function, Function->getBody(), const_cast<ASTContext *>(&Context), Options);
  if (!Graph)
    return;
  for (const CFGBlock *Block : *Graph) {
    unsigned Index = 0;
    for (const CFGElement &Element : *Block) {
      if (std::optional<CFGStmt> S = Element.getAs<CFGStmt>())
        Positions.try_emplace(S->getStmt(), Position{Block, Index});
      ++Index;
    }
  }
}

bool BarrierIntervals::reachesWithoutBarrier(
    const Stmt *From, const Stmt *To, llvm::function_ref<bool(const CallExpr *)> IsBarrier) const {
  auto Start = Positions.find(From);
  if (!Graph || Start == Positions.end() || !Positions.count(To))
    return true;
  // Scans a block from an element on: true when To comes before a barrier, and the blocks
  // after it are to be scanned when neither comes.
  llvm::SmallVector<const CFGBlock *, 16> Pending;
  llvm::SmallPtrSet<const CFGBlock *, 16> Entered;
  auto Scan = [&](const CFGBlock *Block, unsigned First) {
    for (unsigned I = First; I < Block->size(); ++I) {
      std::optional<CFGStmt> S = (*Block)[I].getAs<CFGStmt>();
      if (!S)
        continue;
      if (S->getStmt() == To)
        return true;
      if (const auto *Call = dyn_cast<CallExpr>(S->getStmt()); Call && IsBarrier(Call))
        return false;
    }
    for (const CFGBlock::AdjacentBlock &Next : Block->succs())
      if (const CFGBlock *Reachable = Next.getReachableBlock();
          Reachable && Entered.insert(Reachable).second)
        Pending.push_back(Reachable);
    return false;
  };
  if (Scan(Start->second.Block, Start->second.Index + 1))
    return true;
  while (!Pending.empty())
    if (Scan(Pending.pop_back_val(), 0))
      return true;
  return false;
}

} // namespace cu2cl
