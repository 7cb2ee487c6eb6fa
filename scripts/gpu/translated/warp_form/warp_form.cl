// OpenCL C 1.2 translated by cu2cl from warp_form.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// The warp form (one work-item per warp, its lanes as loops), which a CPU device runs for
// blocks of whole warps: each kernel runs as its warp form and, with CU2CL_WARP_FORM=0, as the
// emulated form, and both must print what CUDA computes.
// ballots: t % 3 == 0 gives lanes 0, 3, ..., 30 in warp 0 (0x49249249) and lanes 1, 4, ..., 31
//   in warp 1 (0x92492492).
// branchVotes: lanes 0-19 vote in a varying branch: their odd lanes (0xaaaaa) plus 1000 times
//   the popcount of __activemask() there (20); the others print -1.
// blockVotes: __syncthreads_count(t % 5 == 0) = 13 of 64, _and(t < 1000) = 1,
//   _or(t == 63) = 1, _and(t != 17) = 0.
// shfl*: xor 1; down 3 in segments of 8 (a lane past its segment keeps its value); up 2; lane 7
//   of each segment of 16; a varying source lane (lane * 7 % 32) of 2 * t.
// loopExits: a counted loop left by a uniform break (i == 7) and a uniform continue (odd i):
//   ballots at i = 0, 2, 4, 6 of lane < 4i: 0 + 8 + 16 + 24 = 48.
// helpers: device functions that read threadIdx: the ballot of lane < 4 (15), plus the warp
//   times 10 and lane & 3.
// acrossWarps: s[63 - t] > 60 after a barrier holds for t < 33: all of warp 0 (0xffffffff), lane
//   0 of warp 1 (1).
// viaHelper: a shuffle-down tree in a device function (inlined into the warp form): at each step d
//   lane l adds lane l + d's value, or its own where l + d passes the warp's last lane.
// reduceAdd: __reduce_add_sync (warp sums). reduceMax: __reduce_max_sync over lanes 0-15 in a
//   varying branch (15 and 47; the others print -1).
// matchAny: __match_any_sync, which has no warp form: the kernel itself runs (the lanes with
//   the same t / 4).
// tiles: thread_block_tile<8>: the ballot of odd ranks (0xaa = 170, tile-relative), any(rank ==
//   3) = 1, all(rank < 8) = 1, shfl_down(t, 1) within the tile (t + 1, t for rank 7), as
//   170 * 100000 + 10000 + 1000 + shfl_down.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: FileCheck %s --check-prefix=CODE < %t/warp_form.cl
// RUN: timeout 120 %cl-run %t/warp_form.cl ballots 1 64 64 32 | FileCheck %s --check-prefix=BALLOT
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl ballots 1 64 64 32 | FileCheck %s --check-prefix=BALLOT
// RUN: timeout 120 %cl-run %t/warp_form.cl branchVotes 1 64 64 32 | FileCheck %s --check-prefix=BRANCH
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl branchVotes 1 64 64 32 | FileCheck %s --check-prefix=BRANCH
// RUN: timeout 120 %cl-run %t/warp_form.cl blockVotes 2 64 128 64 | FileCheck %s --check-prefix=BLOCK
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl blockVotes 2 64 128 64 | FileCheck %s --check-prefix=BLOCK
// RUN: timeout 120 %cl-run %t/warp_form.cl shflXor 1 64 64 32 | FileCheck %s --check-prefix=XOR
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl shflXor 1 64 64 32 | FileCheck %s --check-prefix=XOR
// RUN: timeout 120 %cl-run %t/warp_form.cl shflDown 1 64 64 32 | FileCheck %s --check-prefix=DOWN
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl shflDown 1 64 64 32 | FileCheck %s --check-prefix=DOWN
// RUN: timeout 120 %cl-run %t/warp_form.cl shflUp 1 64 64 32 | FileCheck %s --check-prefix=UP
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl shflUp 1 64 64 32 | FileCheck %s --check-prefix=UP
// RUN: timeout 120 %cl-run %t/warp_form.cl shflIdx 1 64 64 32 | FileCheck %s --check-prefix=IDX
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl shflIdx 1 64 64 32 | FileCheck %s --check-prefix=IDX
// RUN: timeout 120 %cl-run %t/warp_form.cl shflVarying 1 64 64 32 | FileCheck %s --check-prefix=VAR
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl shflVarying 1 64 64 32 | FileCheck %s --check-prefix=VAR
// RUN: timeout 120 %cl-run %t/warp_form.cl loopExits 1 64 64 32 | FileCheck %s --check-prefix=LOOP
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl loopExits 1 64 64 32 | FileCheck %s --check-prefix=LOOP
// RUN: timeout 120 %cl-run %t/warp_form.cl helpers 1 64 64 32 | FileCheck %s --check-prefix=HELPERS
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl helpers 1 64 64 32 | FileCheck %s --check-prefix=HELPERS
// RUN: timeout 120 %cl-run %t/warp_form.cl acrossWarps 1 64 64 32 | FileCheck %s --check-prefix=ACROSS
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl acrossWarps 1 64 64 32 | FileCheck %s --check-prefix=ACROSS
// RUN: timeout 120 %cl-run %t/warp_form.cl viaHelper 1 64 64 32 | FileCheck %s --check-prefix=HELPER
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl viaHelper 1 64 64 32 | FileCheck %s --check-prefix=HELPER
// RUN: timeout 120 %cl-run %t/warp_form.cl reduceAdd 1 64 64 32 | FileCheck %s --check-prefix=REDUCE
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl reduceAdd 1 64 64 32 | FileCheck %s --check-prefix=REDUCE
// RUN: timeout 120 %cl-run %t/warp_form.cl reduceMax 1 64 64 32 | FileCheck %s --check-prefix=RMAX
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl reduceMax 1 64 64 32 | FileCheck %s --check-prefix=RMAX
// RUN: timeout 120 %cl-run %t/warp_form.cl compaction 1 64 64 32 | FileCheck %s --check-prefix=COMPACT
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl compaction 1 64 64 32 | FileCheck %s --check-prefix=COMPACT
// The compaction's store as the loop over the storing lanes' bits, which a compiler that does
// not vectorise the masked loop runs (CU2CL_WF_SCATTER 0; the Clang of PoCL 3 takes the other):
// RUN: sed 's/#if CU2CL_WF_SCATTER/#if 0 \/\/ by lane/' %t/warp_form.cl > %t/warp_form_by_lane.cl
// RUN: FileCheck %s --check-prefix=BYLANE --input-file %t/warp_form_by_lane.cl
// BYLANE-NOT: {{^ *}}#if CU2CL_WF_SCATTER
// BYLANE: {{^}}#if 0 // by lane{{$}}
// BYLANE-NOT: {{^ *}}#if CU2CL_WF_SCATTER
// RUN: timeout 120 %cl-run %t/warp_form_by_lane.cl compaction 1 64 64 32 | FileCheck %s --check-prefix=COMPACT
// RUN: timeout 120 %cl-run %t/warp_form.cl oneLane 2 64 128 64 | FileCheck %s --check-prefix=ONE
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl oneLane 2 64 128 64 | FileCheck %s --check-prefix=ONE
// RUN: timeout 120 %cl-run %t/warp_form.cl matchAny 1 64 64 32 | FileCheck %s --check-prefix=MATCH
// RUN: timeout 120 %cl-run %t/warp_form.cl tiles 1 64 64 32 | FileCheck %s --check-prefix=TILES
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl tiles 1 64 64 32 | FileCheck %s --check-prefix=TILES
// BALLOT: {{^(1227133513 ){31}1227133513$}}
// BALLOT-NEXT: {{^(2454267026 ){31}2454267026$}}
// BRANCH: {{^(719050 ){20}(-1 ){11}-1$}}
// BRANCH-NEXT: {{^(719050 ){20}(-1 ){11}-1$}}
// BLOCK: {{^(13110 ){63}13110$}}
// BLOCK-NEXT: {{^(13110 ){63}13110$}}
// XOR: {{^}}1 0 3 2 5 4 7 6 9 8 11 10 13 12 15 14 17 16 19 18 21 20 23 22 25 24 27 26 29 28 31 30{{$}}
// XOR-NEXT: {{^}}33 32 35 34 37 36 39 38 41 40 43 42 45 44 47 46 49 48 51 50 53 52 55 54 57 56 59 58 61 60 63 62{{$}}
// DOWN: {{^}}3 4 5 6 7 5 6 7 11 12 13 14 15 13 14 15 19 20 21 22 23 21 22 23 27 28 29 30 31 29 30 31{{$}}
// DOWN-NEXT: {{^}}35 36 37 38 39 37 38 39 43 44 45 46 47 45 46 47 51 52 53 54 55 53 54 55 59 60 61 62 63 61 62 63{{$}}
// UP: {{^}}0 1 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29{{$}}
// UP-NEXT: {{^}}32 33 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61{{$}}
// IDX: {{^(7 ){16}(23 ){15}23$}}
// IDX-NEXT: {{^(39 ){16}(55 ){15}55$}}
// VAR: {{^}}0 14 28 42 56 6 20 34 48 62 12 26 40 54 4 18 32 46 60 10 24 38 52 2 16 30 44 58 8 22 36 50{{$}}
// VAR-NEXT: {{^}}64 78 92 106 120 70 84 98 112 126 76 90 104 118 68 82 96 110 124 74 88 102 116 66 80 94 108 122 72 86 100 114{{$}}
// LOOP: {{^(48 ){31}48$}}
// LOOP-NEXT: {{^(48 ){31}48$}}
// HELPERS: {{^}}1500 1501 1502 1503 1500 1501 1502 1503 1500 1501 1502 1503 1500 1501 1502 1503 1500 1501 1502 1503 1500 1501 1502 1503 1500 1501 1502 1503 1500 1501 1502 1503{{$}}
// HELPERS-NEXT: {{^}}1510 1511 1512 1513 1510 1511 1512 1513 1510 1511 1512 1513 1510 1511 1512 1513 1510 1511 1512 1513 1510 1511 1512 1513 1510 1511 1512 1513 1510 1511 1512 1513{{$}}
// ACROSS: {{^(4294967295 ){31}4294967295$}}
// ACROSS-NEXT: {{^(1 ){31}1$}}
// HELPER: {{^}}496 512 528 544 560 576 592 608 624 640 656 672 688 704 720 736 752 768 784 800 816 832 848 864 880 896 912 928 944 960 976 992{{$}}
// HELPER-NEXT: {{^}}1520 1536 1552 1568 1584 1600 1616 1632 1648 1664 1680 1696 1712 1728 1744 1760 1776 1792 1808 1824 1840 1856 1872 1888 1904 1920 1936 1952 1968 1984 2000 2016{{$}}
// REDUCE: {{^(496 ){31}496$}}
// REDUCE-NEXT: {{^(1520 ){31}1520$}}
// RMAX: {{^(15 ){16}(-1 ){15}-1$}}
// RMAX-NEXT: {{^(47 ){16}(-1 ){15}-1$}}
// COMPACT: {{^}}0 2 3 5 6 8 9 11 12 14 15 17 18 20 21 23 24 26 27 29 30 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// COMPACT-NEXT: {{^}}1032 1033 1035 1036 1038 1039 1041 1042 1044 1045 1047 1048 1050 1051 1053 1054 1056 1057 1059 1060 1062 1063 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// ONE: {{^22 -1 5 5 (-1 ){59}-1$}}
// ONE-NEXT: {{^22 40 5 5 (-1 ){59}-1$}}
// MATCH: {{^}}15 15 15 15 240 240 240 240 3840 3840 3840 3840 61440 61440 61440 61440 983040 983040 983040 983040 15728640 15728640 15728640 15728640 251658240 251658240 251658240 251658240 4026531840 4026531840 4026531840 4026531840{{$}}
// MATCH-NEXT: {{^}}15 15 15 15 240 240 240 240 3840 3840 3840 3840 61440 61440 61440 61440 983040 983040 983040 983040 15728640 15728640 15728640 15728640 251658240 251658240 251658240 251658240 4026531840 4026531840 4026531840 4026531840{{$}}
// TILES: {{^}}17011001 17011002 17011003 17011004 17011005 17011006 17011007 17011007 17011009 17011010 17011011 17011012 17011013 17011014 17011015 17011015 17011017 17011018 17011019 17011020 17011021 17011022 17011023 17011023 17011025 17011026 17011027 17011028 17011029 17011030 17011031 17011031{{$}}
// TILES-NEXT: {{^}}17011033 17011034 17011035 17011036 17011037 17011038 17011039 17011039 17011041 17011042 17011043 17011044 17011045 17011046 17011047 17011047 17011049 17011050 17011051 17011052 17011053 17011054 17011055 17011055 17011057 17011058 17011059 17011060 17011061 17011062 17011063 17011063{{$}}
//
// The translation: every kernel here has a warp form under #if CU2CL_DEVICE_CPU (viaHelper's
// with warpSum inlined), except matchAny (__match_any_sync has none), which says why.
// CODE: #if CU2CL_DEVICE_CPU
// CODE: static inline int myLane__cu2cl_lane(uint cu2cl_lane)
// CODE: // cu2cl: the warp form of ballots
// CODE-NEXT: __kernel void ballots__cu2cl_warps(__global long *out,
// CODE: for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
// CODE: // cu2cl: the warp form of blockVotes
// CODE: cu2cl_wf_block_sum(popcount(
// CODE: // cu2cl: the warp form of shflVarying
// CODE: cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(32))
// CODE: // cu2cl: the warp form of loopExits
// CODE: const uint cu2cl_lane = 0u;
// CODE-NEXT: cu2cl_wfc1 = (cu2cl_lanes_i[cu2cl_lane] < ((int)((uint)(get_local_size(0) * 32u) / 6)));
// CODE: // cu2cl: the warp form of helpers
// CODE: myLane__cu2cl_lane(cu2cl_lane)
// CODE: // cu2cl: the warp form of acrossWarps
// CODE: // cu2cl: the warp form of viaHelper
// CODE: // cu2cl: warpSum, inlined
// CODE: // cu2cl: the warp form of reduceAdd
// CODE: cu2cl_wf_reduce(CU2CL__RED_ADD,
// CODE: // cu2cl: the warp form of tiles
// CODE: cu2cl_wf_tile_mask((uint)(8), cu2cl_lane)
// CODE: // cu2cl: the warp form of reduceMax
// The compaction's store, at an address from a ballot, is a loop of its own over the lanes
// that take it (a masked scatter); the plain store before it stays in the lane loop.
// threadIdx.x & 31 is the lane. Loads at addresses that are the same in every lane
// (`warpBase[threadIdx.x / warpSize]`) are made once, before the loop, when some lane stores.
// Where the OpenCL compiler would not vectorise that loop (CU2CL_WF_SCATTER 0), a loop over
// the set bits of the storing lanes' mask runs instead.
// CODE: // cu2cl: the warp form of {{compaction$}}
// CODE: for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {{[{]$}}
// CODE: out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = {{-1;$}}
// CODE: cu2cl_wfm[[MASK:[0-9]+]] |= ((cu2cl_lanes_keep) ? 1u : 0u) << cu2cl_lane;
// CODE: #if CU2CL_WF_SCATTER
// CODE-NEXT: if (cu2cl_wfm[[MASK]] != 0u) {{[{]$}}
// CODE-NEXT: const int cu2cl_wfu{{[0-9]+}} = warpBase[((uint)get_local_id(0))];
// CODE-NEXT: #pragma clang loop interleave_count(4)
// CODE-NEXT: for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {{[{]$}}
// CODE-NEXT: const uint cu2cl_lanes_lane = (({{unsigned int|uint}})cu2cl_lane);
// CODE: if ((cu2cl_wfm[[MASK]] >> cu2cl_lane) & 1u) {{[{]$}}
// CODE-NEXT: {{^ *}}out[
// CODE: #else
// CODE-NEXT: for (uint cu2cl_wfm = cu2cl_wfm[[MASK]]; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {{[{]$}}
// CODE-NEXT: const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - {{cu2cl_wfm\)\);$}}
// CODE: #endif
// A store under `threadIdx.x == value` (or `lane == value`) runs for the one lane that can
// take it, in the warp that has it: no loop over the lanes.
// CODE: // cu2cl: the warp form of {{oneLane$}}
// CODE: const uint cu2cl_wfl[[WFL:[0-9]+]] = (uint)((uint)(get_local_size(0) * 32u) - 1) - (uint)get_local_id(0) * 32u;
// CODE-NEXT: for (uint cu2cl_lane = cu2cl_wfl[[WFL]]; cu2cl_lane < 32u; cu2cl_lane = 32u) {{[{]$}}
// CODE: const uint cu2cl_wfl{{[0-9]+}} = (uint)(40) - (uint)get_local_id(0) * 32u;
// CODE: const uint cu2cl_wfl{{[0-9]+}} = (uint)(1000) - (uint)get_local_id(0) * 32u;
// CODE: const uint cu2cl_wfl{{[0-9]+}} = (uint)(5);
// CODE: // cu2cl: matchAny has no warp form (CPU devices run it as it is): calls 'cu2cl_match_any_sync_u32'
// CODE: #endif

static inline uint cu2cl_shl_u32(uint value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  uint result;
  __asm__("shl.b32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return amount < 32 ? value << amount : 0;
#endif
}

CU2CL_KERNEL_ATTRS __kernel void ballots(__global long *out, ulong out_cu2cl_offset,
                                         __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = (uint)get_local_id(0);
  out[t] = cu2cl_ballot_sync(0xffffffffu, (int)(t % 3 == 0), true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void branchVotes(__global long *out, ulong out_cu2cl_offset,
                                             __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint lane = (uint)get_local_id(0) & 31u;
  long r = -1;
  if (lane < 20u)
    r = cu2cl_nv_ballot_sync(0x000fffffu, (int)(lane & 1u)) +
        1000L * cu2cl_popc(cu2cl_nv_activemask());
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint lane = (uint)get_local_id(0) & 31u;
  long r = -1;
  bool cu2cl_then1 = (lane < 20u);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    uint cu2cl_sync2 = cu2cl_ballot_sync(0x000fffffu, (int)(lane & 1u), cu2cl_then1, cu2cl_scratch);
    uint cu2cl_sync3 = cu2cl_activemask(cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      r = cu2cl_sync2 + 1000L * cu2cl_popc(cu2cl_sync3);
  }
  out[(uint)get_local_id(0)] = r;
}
#endif

CU2CL_KERNEL_ATTRS __kernel void blockVotes(__global long *out, ulong out_cu2cl_offset,
                                            __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int t = (uint)get_local_id(0);
  int c = cu2cl_syncthreads_count((int)(t % 5 == 0), true, cu2cl_scratch);
  int a = cu2cl_syncthreads_and((int)(t < 1000), true, cu2cl_scratch);
  int o = cu2cl_syncthreads_or((int)(t == 63), true, cu2cl_scratch);
  int a2 = cu2cl_syncthreads_and((int)(t != 17), true, cu2cl_scratch);
  out[(uint)get_group_id(0) * (uint)get_local_size(0) + t] = c * 1000 + a * 100 + o * 10 + a2;
}

CU2CL_KERNEL_ATTRS __kernel void shflXor(__global long *out, ulong out_cu2cl_offset,
                                         __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int t = (uint)get_local_id(0);
  out[t] = cu2cl_shfl_xor_sync_i32(0xffffffffu, t, 1, 32, true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void shflDown(__global long *out, ulong out_cu2cl_offset,
                                          __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int t = (uint)get_local_id(0);
  out[t] = cu2cl_shfl_down_sync_i32(0xffffffffu, t, (uint)3, 8, true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void shflUp(__global long *out, ulong out_cu2cl_offset,
                                        __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int t = (uint)get_local_id(0);
  out[t] = cu2cl_shfl_up_sync_i32(0xffffffffu, t, (uint)2, 32, true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void shflIdx(__global long *out, ulong out_cu2cl_offset,
                                         __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int t = (uint)get_local_id(0);
  out[t] = cu2cl_shfl_sync_i32(0xffffffffu, t, 7, 16, true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void shflVarying(__global long *out, ulong out_cu2cl_offset,
                                             __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int t = (uint)get_local_id(0);
  int lane = t & 31;
  out[t] = cu2cl_shfl_sync_i32(0xffffffffu, 2 * t, (lane * 7) & 31, 32, true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void loopExits(__global long *out, ulong out_cu2cl_offset,
                                           __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int lane = (uint)get_local_id(0) & 31;
  int limit =
      (uint)get_local_size(0) / 6; // 10, computed again where lane 0 tests the loop's condition
  long acc = 0;
  for (int i = 0; i < limit; ++i) {
    if (i == 7)
      break;
    if (i % 2)
      continue;
    acc += cu2cl_popc(cu2cl_ballot_sync(0xffffffffu, (int)(lane < i * 4), true, cu2cl_scratch));
  }
  out[(uint)get_local_id(0)] = acc;
}

int myLane(void) { return (uint)get_local_id(0) % 32; }

int warpOf(void) { return (uint)get_local_id(0) / 32; }

CU2CL_KERNEL_ATTRS __kernel void helpers(__global long *out, ulong out_cu2cl_offset,
                                         __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint b = cu2cl_ballot_sync(0xffffffffu, (int)(myLane() < 4), true, cu2cl_scratch);
  out[(uint)get_local_id(0)] = b * 100 + warpOf() * 10 + (myLane() & 3);
}

CU2CL_KERNEL_ATTRS __kernel void acrossWarps(__global long *out, ulong out_cu2cl_offset,
                                             __local ulong *cu2cl_scratch) {
  __local int s[64];
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  s[(uint)get_local_id(0)] = (uint)get_local_id(0) * 2;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[(uint)get_local_id(0)] = cu2cl_ballot_sync(
      0xffffffffu, (int)(s[63 - (uint)get_local_id(0)] > 60), true, cu2cl_scratch);
}

int warpSum(int v, bool cu2cl_act, __local ulong *cu2cl_scratch) {
  int cu2cl_result = 0;
  for (int d = 16; d > 0; d /= 2) {
    int cu2cl_sync1 =
        cu2cl_shfl_down_sync_i32(0xffffffffu, v, (uint)d, 32, cu2cl_act, cu2cl_scratch);
    if (cu2cl_act)
      v += cu2cl_sync1;
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = v;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

CU2CL_KERNEL_ATTRS __kernel void viaHelper(__global long *out, ulong out_cu2cl_offset,
                                           __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  out[(uint)get_local_id(0)] = warpSum((uint)get_local_id(0), true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void reduceAdd(__global long *out, ulong out_cu2cl_offset,
                                           __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  out[(uint)get_local_id(0)] =
      cu2cl_reduce_add_sync_i32(0xffffffffu, (int)(uint)get_local_id(0), true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void tiles(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int r = cu2cl_tile_thread_rank(8u);
  long b = cu2cl_tile_ballot(8u, r & 1, true, cu2cl_scratch);
  // cu2cl [-Wcu2cl-renamed-identifier]: 'any' is renamed to 'any_'
  int any_ = cu2cl_tile_any(8u, r == 3, true, cu2cl_scratch);
  // cu2cl [-Wcu2cl-renamed-identifier]: 'all' is renamed to 'all_'
  int all_ = cu2cl_tile_all(8u, r < 8, true, cu2cl_scratch);
  int down = cu2cl_tile_shfl_down_i32(8u, (int)(uint)get_local_id(0), 1, true, cu2cl_scratch);
  out[(uint)get_local_id(0)] = b * 100000 + any_ * 10000 + all_ * 1000 + down;
}

CU2CL_KERNEL_ATTRS __kernel void reduceMax(__global long *out, ulong out_cu2cl_offset,
                                           __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint lane = (uint)get_local_id(0) & 31u;
  long r = -1;
  bool cu2cl_then1 = (lane < 16u);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    uint cu2cl_sync2 =
        cu2cl_reduce_max_sync_u32(0x0000ffffu, (uint)get_local_id(0), cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      r = cu2cl_sync2;
  }
  out[(uint)get_local_id(0)] = r;
}

// Stream compaction within each warp: a lane whose index is not 1 modulo 3 stores it at its
// rank among those lanes (every slot holds -1 before), plus 1000 times its warp's index from
// shared memory.
CU2CL_KERNEL_ATTRS __kernel void compaction(__global long *out, ulong out_cu2cl_offset,
                                            __local ulong *cu2cl_scratch) {
  __local int warpBase[32];
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint lane = (uint)get_local_id(0) & 31u;
  int keep = (uint)get_local_id(0) % 3 != 1;
  uint below =
      cu2cl_ballot_sync(0xffffffffu, keep, true, cu2cl_scratch) & ((cu2cl_shl_u32(1u, lane))-1u);
  out[(uint)get_local_id(0)] = -1;
  if (lane == 0)
    warpBase[(uint)get_local_id(0) / 32] = 1000 * ((uint)get_local_id(0) / 32);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (keep)
    out[(uint)get_local_id(0) - lane + cu2cl_popc(below)] =
        (uint)get_local_id(0) + warpBase[(uint)get_local_id(0) / 32];
}

// Stores that one thread of the block, or one lane of each warp, makes.
CU2CL_KERNEL_ATTRS __kernel void oneLane(__global long *out, ulong out_cu2cl_offset,
                                         __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int c = cu2cl_syncthreads_count((int)((uint)get_local_id(0) % 3 == 0), true, cu2cl_scratch);
  out[(uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)] = -1;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if ((uint)get_local_id(0) == (uint)get_local_size(0) - 1)
    out[(uint)get_group_id(0) * (uint)get_local_size(0)] = c;
  if ((uint)get_local_id(0) == 40 && (uint)get_group_id(0) == 1)
    out[(uint)get_group_id(0) * (uint)get_local_size(0) + 1] = 40;
  if ((uint)get_local_id(0) == 1000)
    out[0] = 1000;
  uint lane = (uint)get_local_id(0) % 32;
  if (lane == 5)
    out[(uint)get_group_id(0) * (uint)get_local_size(0) + 2 + (uint)get_local_id(0) / 32] = 5;
}

CU2CL_KERNEL_ATTRS __kernel void matchAny(__global long *out, ulong out_cu2cl_offset,
                                          __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  out[(uint)get_local_id(0)] =
      cu2cl_match_any_sync_u32(0xffffffffu, (uint)get_local_id(0) / 4, true, cu2cl_scratch);
}

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"
static inline int myLane__cu2cl_lane(uint cu2cl_lane) {
  return (uint)(get_local_id(0) * 32u + cu2cl_lane) % 32;
}
static inline int warpOf__cu2cl_lane(uint cu2cl_lane) {
  return (uint)(get_local_id(0) * 32u + cu2cl_lane) / 32;
}
static inline uint cu2cl_linear_local_id__cu2cl_lane(uint cu2cl_lane) {
  return (uint)((get_local_id(2) * get_local_size(1) + get_local_id(1)) *
                    (get_local_size(0) * 32u) +
                (get_local_id(0) * 32u + cu2cl_lane));
}
static inline uint cu2cl_tile_thread_rank__cu2cl_lane(__private uint n, uint cu2cl_lane) {
  return cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane) & (n - 1u);
}

// cu2cl: the warp form of ballots
__kernel void ballots__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                   __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_t % 3 == 0)) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    out[cu2cl_lanes_t] = (cu2cl_wf1_x & (0xffffffffu));
  }
}

// cu2cl: the warp form of branchVotes
__kernel void branchVotes__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  long cu2cl_lanes_r[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_lane < 20u);
    cu2cl_lanes_r[cu2cl_lane] = -1;
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc1;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc1 = ((cu2cl_wf1_y != 0u));
  }
  if (cu2cl_wfc1) {
    uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_lane < 20u);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
        cu2cl_wf2_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_lane & 1u)) != 0) << cu2cl_lane;
        cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
    uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_lane < 20u);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
        cu2cl_wf3_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
        cu2cl_wf3_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_lane < 20u);
      const uint cu2cl_lanes_cu2cl_sync2 = (cu2cl_wf2_x & (0x000fffffu));
      const uint cu2cl_lanes_cu2cl_sync3 = cu2cl_wf3_y;
      if (cu2cl_lanes_cu2cl_then1)
        cu2cl_lanes_r[cu2cl_lane] =
            cu2cl_lanes_cu2cl_sync2 + 1000L * cu2cl_popc(cu2cl_lanes_cu2cl_sync3);
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_r[cu2cl_lane];
  }
}

// cu2cl: the warp form of blockVotes
__kernel void blockVotes__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                      __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_t % 5 == 0)) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf1_block = cu2cl_wf_block_sum(popcount(cu2cl_wf1_x), cu2cl_scratch);
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_t < 1000)) != 0) << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf2_block =
      cu2cl_wf_block_sum((uint)(cu2cl_wf2_x != cu2cl_wf2_y), cu2cl_scratch);
  uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf3_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_t == 63)) != 0) << cu2cl_lane;
      cu2cl_wf3_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf3_block = cu2cl_wf_block_sum((uint)(cu2cl_wf3_x != 0u), cu2cl_scratch);
  uint cu2cl_wf4_x = 0u, cu2cl_wf4_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf4_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_t != 17)) != 0) << cu2cl_lane;
      cu2cl_wf4_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf4_block =
      cu2cl_wf_block_sum((uint)(cu2cl_wf4_x != cu2cl_wf4_y), cu2cl_scratch);
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const int cu2cl_lanes_c = (int)cu2cl_wf1_block;
    const int cu2cl_lanes_a = (cu2cl_wf2_block == 0u);
    const int cu2cl_lanes_o = (cu2cl_wf3_block != 0u);
    const int cu2cl_lanes_a2 = (cu2cl_wf4_block == 0u);
    out[(uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) + cu2cl_lanes_t] =
        cu2cl_lanes_c * 1000 + cu2cl_lanes_a * 100 + cu2cl_lanes_o * 10 + cu2cl_lanes_a2;
  }
}

// cu2cl: the warp form of shflXor
__kernel void shflXor__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                   __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_wf1_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_wf1_v[cu2cl_lane] = (cu2cl_lanes_t);
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    out[cu2cl_lanes_t] =
        cu2cl_wf1_v[cu2cl__shfl_src_lane(CU2CL__SHFL_BFLY, cu2cl_lane, (uint)(1), (int)(32))];
  }
}

// cu2cl: the warp form of shflDown
__kernel void shflDown__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                    __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_wf1_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_wf1_v[cu2cl_lane] = (cu2cl_lanes_t);
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    out[cu2cl_lanes_t] =
        cu2cl_wf1_v[cu2cl__shfl_src_lane(CU2CL__SHFL_DOWN, cu2cl_lane, (uint)((uint)3), (int)(8))];
  }
}

// cu2cl: the warp form of shflUp
__kernel void shflUp__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                  __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_wf1_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_wf1_v[cu2cl_lane] = (cu2cl_lanes_t);
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    out[cu2cl_lanes_t] =
        cu2cl_wf1_v[cu2cl__shfl_src_lane(CU2CL__SHFL_UP, cu2cl_lane, (uint)((uint)2), (int)(32))];
  }
}

// cu2cl: the warp form of shflIdx
__kernel void shflIdx__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                   __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_wf1_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_wf1_v[cu2cl_lane] = (cu2cl_lanes_t);
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    out[cu2cl_lanes_t] =
        cu2cl_wf1_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane, (uint)(7), (int)(16))];
  }
}

// cu2cl: the warp form of shflVarying
__kernel void shflVarying__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_wf1_v[32];
  uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const int cu2cl_lanes_lane = cu2cl_lanes_t & 31;
    cu2cl_wf1_v[cu2cl_lane] = (2 * cu2cl_lanes_t);
    cu2cl_wf1_b[cu2cl_lane] = (uint)((cu2cl_lanes_lane * 7) & 31);
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    out[cu2cl_lanes_t] = cu2cl_wf1_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane,
                                                          cu2cl_wf1_b[cu2cl_lane], (int)(32))];
  }
}

// cu2cl: the warp form of loopExits
__kernel void loopExits__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                     __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  long cu2cl_lanes_acc[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_acc[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_i[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_i[cu2cl_lane] = 0;
    }
    bool cu2cl_wff4 = true;
    for (;;) {
      if (!cu2cl_wff4) {
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          ++cu2cl_lanes_i[cu2cl_lane];
        }
      }
      cu2cl_wff4 = false;
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_i[cu2cl_lane] < ((int)((uint)(get_local_size(0) * 32u) / 6)));
      }
      if (!cu2cl_wfc1)
        break;
      {
        bool cu2cl_wfc2;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc2 = (cu2cl_lanes_i[cu2cl_lane] == 7);
        }
        if (cu2cl_wfc2) {
          break;
        }
        bool cu2cl_wfc3;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc3 = (cu2cl_lanes_i[cu2cl_lane] % 2);
        }
        if (cu2cl_wfc3) {
          continue;
        }
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_lane = ((uint)cu2cl_lane);
          {
            const bool cu2cl_act = (true);
            cu2cl_wf1_x |=
                (uint)(cu2cl_act &&
                       (int)((int)(cu2cl_lanes_lane < cu2cl_lanes_i[cu2cl_lane] * 4)) != 0)
                << cu2cl_lane;
            cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_lanes_acc[cu2cl_lane] += cu2cl_popc((cu2cl_wf1_x & (0xffffffffu)));
        }
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_acc[cu2cl_lane];
  }
}

// cu2cl: the warp form of helpers
__kernel void helpers__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                   __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)((int)(myLane__cu2cl_lane(cu2cl_lane) < 4)) != 0)
                     << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_b = (cu2cl_wf1_x & (0xffffffffu));
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_b * 100 +
                                                      warpOf__cu2cl_lane(cu2cl_lane) * 10 +
                                                      (myLane__cu2cl_lane(cu2cl_lane) & 3);
  }
}

// cu2cl: the warp form of acrossWarps
__kernel void acrossWarps__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
  __local int s[64];
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    s[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = (uint)(get_local_id(0) * 32u + cu2cl_lane) * 2;
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |=
          (uint)(cu2cl_act &&
                 (int)((int)(s[63 - (uint)(get_local_id(0) * 32u + cu2cl_lane)] > 60)) != 0)
          << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = (cu2cl_wf1_x & (0xffffffffu));
  }
}

// cu2cl: the warp form of viaHelper
__kernel void viaHelper__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                     __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_lanes_cu2cl_i1_v[32];
  bool cu2cl_lanes_cu2cl_i1_cu2cl_act[32];
  int cu2cl_lanes_cu2cl_i1_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_i1_v[cu2cl_lane] = ((uint)(get_local_id(0) * 32u + cu2cl_lane));
    cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i1_d[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i1_d[cu2cl_lane] = 16;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i1_d[cu2cl_lane] > 0);
      }
      if (!cu2cl_wfc1)
        break;
      {
        int cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_i1_v[cu2cl_lane]);
          cu2cl_wf1_b[cu2cl_lane] = (uint)((uint)cu2cl_lanes_cu2cl_i1_d[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          int cu2cl_lanes_cu2cl_i1_cu2cl_sync1;
          cu2cl_lanes_cu2cl_i1_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_DOWN, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(32))];
          if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i1_v[cu2cl_lane] += cu2cl_lanes_cu2cl_i1_cu2cl_sync1;
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i1_d[cu2cl_lane] /= 2;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i1_v[cu2cl_lane];
      cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane] = false;
    }
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] =
        (cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane]);
  }
}

// cu2cl: the warp form of reduceAdd
__kernel void reduceAdd__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                     __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_v[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_wf1_v[cu2cl_lane] = (uint)((int)(uint)(get_local_id(0) * 32u + cu2cl_lane));
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] =
        ((int)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf1_v, cu2cl_wf1_y & (0xffffffffu)));
  }
}

// cu2cl: the warp form of tiles
__kernel void tiles__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                 __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  long cu2cl_lanes_b[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_r = cu2cl_tile_thread_rank__cu2cl_lane(8u, cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_r & 1) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  int cu2cl_lanes_any_[32];
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_r = cu2cl_tile_thread_rank__cu2cl_lane(8u, cu2cl_lane);
    cu2cl_lanes_b[cu2cl_lane] = ((cu2cl_wf1_x & cu2cl_wf_tile_mask((uint)(8u), cu2cl_lane)) >>
                                 (cu2cl_lane & ~((uint)(8u) - 1u)));
    {
      const bool cu2cl_act = (true);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_r == 3) != 0) << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  int cu2cl_lanes_all_[32];
  uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_r = cu2cl_tile_thread_rank__cu2cl_lane(8u, cu2cl_lane);
    cu2cl_lanes_any_[cu2cl_lane] =
        ((cu2cl_wf2_x & cu2cl_wf_tile_mask((uint)(8u), cu2cl_lane)) != 0u);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf3_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_r < 8) != 0) << cu2cl_lane;
      cu2cl_wf3_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  int cu2cl_wf4_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_all_[cu2cl_lane] = ((cu2cl_wf3_x & cu2cl_wf_tile_mask((uint)(8u), cu2cl_lane)) ==
                                    cu2cl_wf_tile_mask((uint)(8u), cu2cl_lane));
    cu2cl_wf4_v[cu2cl_lane] = ((int)(uint)(get_local_id(0) * 32u + cu2cl_lane));
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_down;
    cu2cl_lanes_down =
        cu2cl_wf4_v[cu2cl__shfl_src_lane(CU2CL__SHFL_DOWN, cu2cl_lane, (uint)(1), (int)(8u))];
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] =
        cu2cl_lanes_b[cu2cl_lane] * 100000 + cu2cl_lanes_any_[cu2cl_lane] * 10000 +
        cu2cl_lanes_all_[cu2cl_lane] * 1000 + cu2cl_lanes_down;
  }
}

// cu2cl: the warp form of reduceMax
__kernel void reduceMax__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                     __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  long cu2cl_lanes_r[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_lane < 16u);
    cu2cl_lanes_r[cu2cl_lane] = -1;
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc1;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc1 = ((cu2cl_wf1_y != 0u));
  }
  if (cu2cl_wfc1) {
    uint cu2cl_wf2_v[32];
    uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_lane < 16u);
      cu2cl_wf2_v[cu2cl_lane] = (uint)((uint)(get_local_id(0) * 32u + cu2cl_lane));
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
        cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
        cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_lane < 16u);
      uint cu2cl_lanes_cu2cl_sync2;
      cu2cl_lanes_cu2cl_sync2 =
          ((uint)cu2cl_wf_reduce(CU2CL__RED_MAX_U, cu2cl_wf2_v, cu2cl_wf2_y & (0x0000ffffu)));
      if (cu2cl_lanes_cu2cl_then1)
        cu2cl_lanes_r[cu2cl_lane] = cu2cl_lanes_cu2cl_sync2;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_r[cu2cl_lane];
  }
}

// cu2cl: the warp form of compaction
__kernel void compaction__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                      __local ulong *cu2cl_scratch) {
  __local int warpBase[32];
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_keep = (uint)(get_local_id(0) * 32u + cu2cl_lane) % 3 != 1;
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_keep) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = -1;
  }
  const uint cu2cl_wfl1 = (uint)(0);
  for (uint cu2cl_lane = cu2cl_wfl1; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
    if ((cu2cl_lanes_lane == 0)) {
      warpBase[((uint)get_local_id(0))] = 1000 * (((uint)get_local_id(0)));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  uint cu2cl_wfm2 = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_keep = (uint)(get_local_id(0) * 32u + cu2cl_lane) % 3 != 1;
    cu2cl_wfm2 |= ((cu2cl_lanes_keep) ? 1u : 0u) << cu2cl_lane;
  }
#if CU2CL_WF_SCATTER
  if (cu2cl_wfm2 != 0u) {
    const int cu2cl_wfu3 = warpBase[((uint)get_local_id(0))];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
      const uint cu2cl_lanes_below =
          (cu2cl_wf1_x & (0xffffffffu)) & ((cu2cl_shl_u32(1u, cu2cl_lanes_lane))-1u);
      if ((cu2cl_wfm2 >> cu2cl_lane) & 1u) {
        out[(uint)(get_local_id(0) * 32u + cu2cl_lane) - cu2cl_lanes_lane +
            cu2cl_popc(cu2cl_lanes_below)] =
            (uint)(get_local_id(0) * 32u + cu2cl_lane) + cu2cl_wfu3;
      }
    }
  }
#else
  for (uint cu2cl_wfm = cu2cl_wfm2; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
    const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
    const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
    const uint cu2cl_lanes_below =
        (cu2cl_wf1_x & (0xffffffffu)) & ((cu2cl_shl_u32(1u, cu2cl_lanes_lane))-1u);
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane) - cu2cl_lanes_lane +
        cu2cl_popc(cu2cl_lanes_below)] =
        (uint)(get_local_id(0) * 32u + cu2cl_lane) + warpBase[((uint)get_local_id(0))];
  }
#endif
}

// cu2cl: the warp form of oneLane
__kernel void oneLane__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                   __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |= (uint)(cu2cl_act &&
                            (int)((int)((uint)(get_local_id(0) * 32u + cu2cl_lane) % 3 == 0)) != 0)
                     << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf1_block = cu2cl_wf_block_sum(popcount(cu2cl_wf1_x), cu2cl_scratch);
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
        (uint)(get_local_id(0) * 32u + cu2cl_lane)] = -1;
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  const uint cu2cl_wfl1 = (uint)((uint)(get_local_size(0) * 32u) - 1) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl1; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    const int cu2cl_lanes_c = (int)cu2cl_wf1_block;
    if (((uint)(get_local_id(0) * 32u + cu2cl_lane) == (uint)(get_local_size(0) * 32u) - 1)) {
      out[(uint)get_group_id(0) * (uint)(get_local_size(0) * 32u)] = cu2cl_lanes_c;
    }
  }
  const uint cu2cl_wfl2 = (uint)(40) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl2; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    if (((uint)(get_local_id(0) * 32u + cu2cl_lane) == 40 && (uint)get_group_id(0) == 1)) {
      out[(uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) + 1] = 40;
    }
  }
  const uint cu2cl_wfl3 = (uint)(1000) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl3; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    if (((uint)(get_local_id(0) * 32u + cu2cl_lane) == 1000)) {
      out[0] = 1000;
    }
  }
  const uint cu2cl_wfl4 = (uint)(5);
  for (uint cu2cl_lane = cu2cl_wfl4; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
    if ((cu2cl_lanes_lane == 5)) {
      out[(uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) + 2 + ((uint)get_local_id(0))] =
          5;
    }
  }
}

// cu2cl: matchAny has no warp form (CPU devices run it as it is): calls 'cu2cl_match_any_sync_u32', and 'cu2cl__publish' uses a warp or block primitive
#endif
