/* cu2cl device library: warp votes.
 *
 *   uint cu2cl_ballot_sync(uint mask, int pred, bool act, __local ulong* scratch)  __ballot_sync
 *   int  cu2cl_any_sync   (uint mask, int pred, bool act, __local ulong* scratch)  __any_sync
 *   int  cu2cl_all_sync   (uint mask, int pred, bool act, __local ulong* scratch)  __all_sync
 *   int  cu2cl_uni_sync   (uint mask, int pred, bool act, __local ulong* scratch)  __uni_sync
 *   uint cu2cl_activemask (bool act, __local ulong* scratch)                       __activemask
 *   bool cu2cl_warp_enters(bool act)        may this warp skip a branch that none of its lanes
 *                                           takes (act == false in all of them)?
 *
 * Semantics (warp-semantics.md §1): ballot bit N is set iff lane N is in mask, executes the
 * call (act) and pred != 0. any/all/uni are taken over the lanes in mask that execute the
 * call; lanes with act == false (inactive, exited, padding, missing lanes of a tail warp) do
 * not count. Results of any/all/uni are 0 or 1. activemask = ballot of act over all lanes.
 * The deprecated __ballot/__any/__all map to the _sync forms with mask = activemask.
 */
#ifndef CU2CL_DEVICE_VOTE_H
#define CU2CL_DEVICE_VOTE_H

/* .x = lanes that execute the call with pred != 0, .y = lanes that execute the call. */
#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA
/* UNTESTED here. All lanes of the warp execute vote.sync with the mask of the lanes that
 * exist (uniform control flow guarantees they all arrive); act and mask are applied as data,
 * so no lane ever runs a .sync op whose membermask lacks its own bit. */
CU2CL_INLINE uint cu2cl__nv_ballot(int p, uint member) {
  uint r;
  __asm__ volatile("{ .reg .pred P; setp.ne.s32 P, %1, 0; vote.sync.ballot.b32 %0, P, %2; }"
                   : "=r"(r)
                   : "r"(p), "r"(member));
  return r;
}
CU2CL_INLINE uint2 cu2cl__vote2(int pred, bool act, __local ulong *scratch) {
  uint member = cu2cl_warp_exist_mask();
  return (uint2)(cu2cl__nv_ballot(act && pred != 0, member), cu2cl__nv_ballot(act, member));
}
#elif CU2CL_BACKEND == CU2CL_BACKEND_ID_SUBGROUP
/* UNTESTED here. sub_group_ballot is called by every work-item (PoCL 5.0 crashes on
 * divergent sub-group calls, §0.5); act enters as data. */
CU2CL_INLINE uint2 cu2cl__vote2(int pred, bool act, __local ulong *scratch) {
  return (uint2)(sub_group_ballot(act && pred != 0).x, sub_group_ballot(act).x);
}
#else
CU2CL_INLINE uint2 cu2cl__vote2(int pred, bool act, __local ulong *scratch) {
  return cu2cl__emu_ballot2(act && pred != 0, act, scratch);
}
#endif

CU2CL_INLINE uint cu2cl_ballot_sync(uint mask, int pred, bool act, __local ulong *scratch) {
#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA
  return cu2cl__nv_ballot(act && pred != 0, cu2cl_warp_exist_mask()) & mask;
#elif CU2CL_BACKEND == CU2CL_BACKEND_ID_SUBGROUP
  return sub_group_ballot(act && pred != 0).x & mask;
#else
  return cu2cl__emu_ballot2(act && pred != 0, false, scratch).x & mask;
#endif
}

CU2CL_INLINE int cu2cl_any_sync(uint mask, int pred, bool act, __local ulong *scratch) {
  return cu2cl_ballot_sync(mask, pred, act, scratch) != 0u;
}

CU2CL_INLINE int cu2cl_all_sync(uint mask, int pred, bool act, __local ulong *scratch) {
  uint2 v = cu2cl__vote2(pred, act, scratch);
  return (v.x & mask) == (v.y & mask);
}

CU2CL_INLINE int cu2cl_uni_sync(uint mask, int pred, bool act, __local ulong *scratch) {
  uint2 v = cu2cl__vote2(pred, act, scratch);
  return (v.x & mask) == 0u || (v.x & mask) == (v.y & mask);
}

/* The translator puts `if (cu2cl_warp_enters(p))` before a varying branch whose only
 * synchronisation is warp-level (UniformRewrite.cpp): a warp with no lane in the branch jumps
 * over it. Only where warp primitives involve just the warp: on the emulated backend they are
 * work-group barriers, which every work-item must reach, so every warp enters. The call itself
 * is made by all lanes of the warp (uniform control flow). */
#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA
CU2CL_INLINE bool cu2cl_warp_enters(bool act) {
  return cu2cl__nv_ballot(act, cu2cl_warp_exist_mask()) != 0u;
}
#else
CU2CL_INLINE bool cu2cl_warp_enters(bool act) { return true; }
#endif

CU2CL_INLINE uint cu2cl_activemask(bool act, __local ulong *scratch) {
  return cu2cl_ballot_sync(0xffffffffu, 1, act, scratch);
}

#endif
