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
// laneSlots: a pointer per lane (out + 2t), written through around votes: out[2t] = any(t >= 48)
//   (0 in warp 0, 1 in warp 1) plus 10 where all(t >= 32) (warp 1), out[2t + 1] = t. Its lane
//   copy is a const pointer to writable memory.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/warp_form.cl laneSlots 1 64 128 32 | FileCheck %s --check-prefix=SLOTS
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form.cl laneSlots 1 64 128 32 | FileCheck %s --check-prefix=SLOTS
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
// CODE: // cu2cl: the warp form of laneSlots
// CODE: __global long *const cu2cl_lanes_slot =
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

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define FULL 0xffffffffu

// SLOTS: {{^0 0 0 1 0 2 0 3 (0 [0-9]+ ){11}0 15$}}
// SLOTS-NEXT: {{^0 16 0 17 (0 [0-9]+ ){13}0 31$}}
// SLOTS-NEXT: {{^11 32 11 33 (11 [0-9]+ ){13}11 47$}}
// SLOTS-NEXT: {{^11 48 11 49 (11 [0-9]+ ){13}11 63$}}
__global__ void laneSlots(long long *out) {
  unsigned t = threadIdx.x;
  long long *slot = out + 2 * t;
  *slot = __any_sync(FULL, t >= 48);
  *(slot + 1) = t;
  if (__all_sync(FULL, t >= 32))
    slot[0] += 10;
}

__global__ void ballots(long long *out) {
  unsigned t = threadIdx.x;
  out[t] = __ballot_sync(FULL, t % 3 == 0);
}

__global__ void branchVotes(long long *out) {
  unsigned lane = threadIdx.x & 31u;
  long long r = -1;
  if (lane < 20u)
    r = __ballot_sync(0x000fffffu, lane & 1u) + 1000LL * __popc(__activemask());
  out[threadIdx.x] = r;
}

__global__ void blockVotes(long long *out) {
  int t = threadIdx.x;
  int c = __syncthreads_count(t % 5 == 0);
  int a = __syncthreads_and(t < 1000);
  int o = __syncthreads_or(t == 63);
  int a2 = __syncthreads_and(t != 17);
  out[blockIdx.x * blockDim.x + t] = c * 1000 + a * 100 + o * 10 + a2;
}

__global__ void shflXor(long long *out) {
  int t = threadIdx.x;
  out[t] = __shfl_xor_sync(FULL, t, 1);
}

__global__ void shflDown(long long *out) {
  int t = threadIdx.x;
  out[t] = __shfl_down_sync(FULL, t, 3, 8);
}

__global__ void shflUp(long long *out) {
  int t = threadIdx.x;
  out[t] = __shfl_up_sync(FULL, t, 2);
}

__global__ void shflIdx(long long *out) {
  int t = threadIdx.x;
  out[t] = __shfl_sync(FULL, t, 7, 16);
}

__global__ void shflVarying(long long *out) {
  int t = threadIdx.x;
  int lane = t & 31;
  out[t] = __shfl_sync(FULL, 2 * t, (lane * 7) & 31);
}

__global__ void loopExits(long long *out) {
  int lane = threadIdx.x & 31;
  int limit = blockDim.x / 6; // 10, computed again where lane 0 tests the loop's condition
  long long acc = 0;
  for (int i = 0; i < limit; ++i) {
    if (i == 7)
      break;
    if (i % 2)
      continue;
    acc += __popc(__ballot_sync(FULL, lane < i * 4));
  }
  out[threadIdx.x] = acc;
}

__device__ int myLane() { return threadIdx.x % 32; }
__device__ int warpOf() { return threadIdx.x / warpSize; }

__global__ void helpers(long long *out) {
  unsigned b = __ballot_sync(FULL, myLane() < 4);
  out[threadIdx.x] = b * 100 + warpOf() * 10 + (myLane() & 3);
}

__global__ void acrossWarps(long long *out) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x * 2;
  __syncthreads();
  out[threadIdx.x] = __ballot_sync(FULL, s[63 - threadIdx.x] > 60);
}

__device__ int warpSum(int v) {
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_down_sync(FULL, v, d);
  return v;
}

__global__ void viaHelper(long long *out) { out[threadIdx.x] = warpSum(threadIdx.x); }

__global__ void reduceAdd(long long *out) {
  out[threadIdx.x] = __reduce_add_sync(FULL, (int)threadIdx.x);
}

__global__ void tiles(long long *out) {
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(cg::this_thread_block());
  int r = tile.thread_rank();
  long long b = tile.ballot(r & 1);
  int any = tile.any(r == 3);
  int all = tile.all(r < 8);
  int down = tile.shfl_down((int)threadIdx.x, 1);
  out[threadIdx.x] = b * 100000 + any * 10000 + all * 1000 + down;
}

__global__ void reduceMax(long long *out) {
  unsigned lane = threadIdx.x & 31u;
  long long r = -1;
  if (lane < 16u)
    r = __reduce_max_sync(0x0000ffffu, threadIdx.x);
  out[threadIdx.x] = r;
}

// Stream compaction within each warp: a lane whose index is not 1 modulo 3 stores it at its
// rank among those lanes (every slot holds -1 before), plus 1000 times its warp's index from
// shared memory.
__global__ void compaction(long long *out) {
  __shared__ int warpBase[32];
  unsigned lane = threadIdx.x & 31u;
  int keep = threadIdx.x % 3 != 1;
  unsigned below = __ballot_sync(FULL, keep) & ((1u << lane) - 1u);
  out[threadIdx.x] = -1;
  if (lane == 0)
    warpBase[threadIdx.x / warpSize] = 1000 * (threadIdx.x / warpSize);
  __syncthreads();
  if (keep)
    out[threadIdx.x - lane + __popc(below)] = threadIdx.x + warpBase[threadIdx.x / warpSize];
}

// Stores that one thread of the block, or one lane of each warp, makes.
__global__ void oneLane(long long *out) {
  int c = __syncthreads_count(threadIdx.x % 3 == 0);
  out[blockIdx.x * blockDim.x + threadIdx.x] = -1;
  __syncthreads();
  if (threadIdx.x == blockDim.x - 1)
    out[blockIdx.x * blockDim.x] = c;
  if (threadIdx.x == 40 && blockIdx.x == 1)
    out[blockIdx.x * blockDim.x + 1] = 40;
  if (threadIdx.x == 1000)
    out[0] = 1000;
  unsigned lane = threadIdx.x % warpSize;
  if (lane == 5)
    out[blockIdx.x * blockDim.x + 2 + threadIdx.x / warpSize] = 5;
}

__global__ void matchAny(long long *out) {
  out[threadIdx.x] = __match_any_sync(FULL, threadIdx.x / 4);
}
