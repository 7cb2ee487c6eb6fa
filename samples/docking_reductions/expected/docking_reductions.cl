// OpenCL C 1.2 translated by cu2cl from docking_reductions.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// The reductions of a molecular docking code (a CUDA genetic algorithm with local search), as
// quoted in "Migrating reduction operations to SYCL in a molecular docking application":
//
//   REDUCEINTEGERSUM(value, pAccumulator): a block-wide integer sum. Each warp that has a
//     non-zero value (__any_sync) sums it with a butterfly of __shfl_sync(..., tgx ^ k), lane 0
//     adds the warp's total to *pAccumulator (shared memory) with atomicAdd, and after
//     __threadfence/__syncthreads every thread reads the block's total back into value.
//   WARPMINIMUMEXCHANGE(tgx, v0, k0, mask): one compare-exchange step on (score, id) pairs with
//     the lane tgx ^ mask; WARPMINIMUM2 applies it with masks 1, 2, 4, 8, 16, after which lane 0
//     holds the warp's lowest score and its id.
//
// Two kernels use them the way the docking code does:
//
//   localSearchStep: one block per entity (a ligand pose). The candidate pose's energy is the
//     sum of its atoms' (fixed-point) energy terms, and the number of evaluations is the number
//     of atoms inside the cutoff: two REDUCEINTEGERSUMs. Every thread gets the sums; if the
//     candidate's energy is lower than the entity's, every thread copies its atoms of the
//     candidate pose, and thread 0 records the energy and adds the evaluations to the
//     entity's and to the global counters.
//   findBestEntity: one block per population, as at the start of a generation: each thread
//     scans its entities, WARPMINIMUM2 reduces each warp to its best (energy, id), the warps'
//     results go through shared memory to warp 0, which reduces them again.
//
// The warp mask and warp bits come from a __constant__ structure, as in the docking code.
// Checked against a CPU reference for several sizes and block sizes.

// The docking code's launch constants (only the two that the reductions read).
typedef struct GpuData {
  uint warpmask;
  uint warpbits;
} GpuData;

static inline uint cu2cl_shr_u32(uint value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  uint result;
  __asm__("shr.u32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return amount < 32 ? value >> amount : 0;
#endif
}

// Block-wide sum of an integer; every thread of the block ends with the sum in value. Every
// thread of the block must reach it (it has barriers) and blockDim.x must be a multiple of 32.
// One compare-exchange with lane tgx ^ mask: the lower lane keeps the lower score, the upper
// lane the higher one; the ids travel with their scores.
// After it, lane 0 holds the warp's lowest score v0 and its id k0.
__constant int kMaxWarpsPerBlock = 1024 / 32;

// The energy of atoms [first, last) of a pose, like the docking code's energy function: called
// by every thread of the block, it returns the sum to every thread.
int calcPoseEnergy(__global const int *atomEnergies, int first, int last,
                   __local int *pIntAccumulator, __constant GpuData *cu2cl_symbol_cData,
                   bool cu2cl_act, __local ulong *cu2cl_scratch) {
  int cu2cl_result = 0;
  int energy = 0;
  if (cu2cl_act)
    for (int atom = first + (uint)get_local_id(0); atom < last; atom += (uint)get_local_size(0))
      energy += atomEnergies[atom];
  if (cu2cl_act)
    if ((uint)get_local_id(0) == 0) {
      *pIntAccumulator = 0;
    }
  if (cu2cl_act)
    cu2cl_threadfence();
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int cu2cl_sync1 = cu2cl_any_sync(0xffffffff, (int)(energy != 0), cu2cl_act, cu2cl_scratch);
  bool cu2cl_then2 = cu2cl_act && (cu2cl_sync1);
  if (cu2cl_warp_enters(cu2cl_then2)) {
    uint tgx = (uint)get_local_id(0) & (*cu2cl_symbol_cData).warpmask;
    int cu2cl_sync3 =
        cu2cl_shfl_sync_i32(0xffffffff, energy, (int)(tgx ^ 1), 32, cu2cl_then2, cu2cl_scratch);
    if (cu2cl_then2)
      energy += cu2cl_sync3;
    int cu2cl_sync4 =
        cu2cl_shfl_sync_i32(0xffffffff, energy, (int)(tgx ^ 2), 32, cu2cl_then2, cu2cl_scratch);
    if (cu2cl_then2)
      energy += cu2cl_sync4;
    int cu2cl_sync5 =
        cu2cl_shfl_sync_i32(0xffffffff, energy, (int)(tgx ^ 4), 32, cu2cl_then2, cu2cl_scratch);
    if (cu2cl_then2)
      energy += cu2cl_sync5;
    int cu2cl_sync6 =
        cu2cl_shfl_sync_i32(0xffffffff, energy, (int)(tgx ^ 8), 32, cu2cl_then2, cu2cl_scratch);
    if (cu2cl_then2)
      energy += cu2cl_sync6;
    int cu2cl_sync7 =
        cu2cl_shfl_sync_i32(0xffffffff, energy, (int)(tgx ^ 16), 32, cu2cl_then2, cu2cl_scratch);
    if (cu2cl_then2)
      energy += cu2cl_sync7;
    if (cu2cl_then2)
      if (tgx == 0) {
        cu2cl_atomic_add_local_i32(pIntAccumulator, energy);
      }
  }
  if (cu2cl_act)
    cu2cl_threadfence();
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (cu2cl_act)
    energy = *pIntAccumulator;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (cu2cl_act) {
    cu2cl_result = energy;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

// One block per entity; entity e has atoms [e * atomsPerEntity, (e + 1) * atomsPerEntity),
// the last one fewer if numAtoms is not a multiple. An atom outside the cutoff has the energy
// term 0 and costs no evaluation.
CU2CL_KERNEL_ATTRS __kernel void
localSearchStep(__global const int *candidateAtomEnergies, ulong candidateAtomEnergies_cu2cl_offset,
                __global const float *candidateCoords, ulong candidateCoords_cu2cl_offset,
                __global float *coords, ulong coords_cu2cl_offset, int numAtoms, int atomsPerEntity,
                __global int *entityEnergies, ulong entityEnergies_cu2cl_offset,
                __global int *entityEvals, ulong entityEvals_cu2cl_offset, __global int *totalEvals,
                ulong totalEvals_cu2cl_offset, __constant GpuData *cu2cl_symbol_cData,
                __local ulong *cu2cl_scratch) {
  __local int sIntAccumulator;
#if !CU2CL_ZERO_OFFSETS
  candidateAtomEnergies = (__global const int *)((__global const uchar *)candidateAtomEnergies +
                                                 candidateAtomEnergies_cu2cl_offset);
  candidateCoords = (__global const float *)((__global const uchar *)candidateCoords +
                                             candidateCoords_cu2cl_offset);
  coords = (__global float *)((__global uchar *)coords + coords_cu2cl_offset);
  entityEnergies = (__global int *)((__global uchar *)entityEnergies + entityEnergies_cu2cl_offset);
  entityEvals = (__global int *)((__global uchar *)entityEvals + entityEvals_cu2cl_offset);
  totalEvals = (__global int *)((__global uchar *)totalEvals + totalEvals_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  int first = (uint)get_group_id(0) * atomsPerEntity;
  int last = min(first + atomsPerEntity, numAtoms);
  // Read before the reductions: thread 0 overwrites it afterwards.
  int currentEnergy = entityEnergies[(uint)get_group_id(0)];
  int cu2cl_sync1 = calcPoseEnergy(candidateAtomEnergies, first, last, &sIntAccumulator,
                                   cu2cl_symbol_cData, true, cu2cl_scratch);
  int candidateEnergy = cu2cl_sync1;
  int evals = 0;
  for (int atom = first + (uint)get_local_id(0); atom < last; atom += (uint)get_local_size(0))
    evals += candidateAtomEnergies[atom] != 0;
  if ((uint)get_local_id(0) == 0) {
    *&sIntAccumulator = 0;
  }
  cu2cl_threadfence();
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int cu2cl_sync2 = cu2cl_any_sync(0xffffffff, (int)(evals != 0), true, cu2cl_scratch);
  bool cu2cl_then3 = (cu2cl_sync2);
  if (cu2cl_warp_enters(cu2cl_then3)) {
    uint tgx = (uint)get_local_id(0) & (*cu2cl_symbol_cData).warpmask;
    int cu2cl_sync4 =
        cu2cl_shfl_sync_i32(0xffffffff, evals, (int)(tgx ^ 1), 32, cu2cl_then3, cu2cl_scratch);
    if (cu2cl_then3)
      evals += cu2cl_sync4;
    int cu2cl_sync5 =
        cu2cl_shfl_sync_i32(0xffffffff, evals, (int)(tgx ^ 2), 32, cu2cl_then3, cu2cl_scratch);
    if (cu2cl_then3)
      evals += cu2cl_sync5;
    int cu2cl_sync6 =
        cu2cl_shfl_sync_i32(0xffffffff, evals, (int)(tgx ^ 4), 32, cu2cl_then3, cu2cl_scratch);
    if (cu2cl_then3)
      evals += cu2cl_sync6;
    int cu2cl_sync7 =
        cu2cl_shfl_sync_i32(0xffffffff, evals, (int)(tgx ^ 8), 32, cu2cl_then3, cu2cl_scratch);
    if (cu2cl_then3)
      evals += cu2cl_sync7;
    int cu2cl_sync8 =
        cu2cl_shfl_sync_i32(0xffffffff, evals, (int)(tgx ^ 16), 32, cu2cl_then3, cu2cl_scratch);
    if (cu2cl_then3)
      evals += cu2cl_sync8;
    if (cu2cl_then3)
      if (tgx == 0) {
        cu2cl_atomic_add_local_i32(&sIntAccumulator, evals);
      }
  }
  cu2cl_threadfence();
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  evals = *&sIntAccumulator;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  ;
  // Every thread has both sums, so every thread decides alike and copies its own atoms.
  if (candidateEnergy < currentEnergy) {
    for (int atom = first + (uint)get_local_id(0); atom < last; atom += (uint)get_local_size(0))
      coords[atom] = candidateCoords[atom];
    if ((uint)get_local_id(0) == 0)
      entityEnergies[(uint)get_group_id(0)] = candidateEnergy;
  }
  if ((uint)get_local_id(0) == 0) {
    entityEvals[(uint)get_group_id(0)] += evals;
    cu2cl_atomic_add_global_i32(totalEvals, evals);
  }
}

// One block per population; population p has entities [p * popSize, (p + 1) * popSize), the
// last one fewer if numEntities is not a multiple.
CU2CL_KERNEL_ATTRS __kernel void
findBestEntity(__global const float *energies, ulong energies_cu2cl_offset, int numEntities,
               int popSize, __global float *bestEnergies, ulong bestEnergies_cu2cl_offset,
               __global int *bestIds, ulong bestIds_cu2cl_offset,
               __constant GpuData *cu2cl_symbol_cData, __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
  __local int sBestID[32];
  __local float sBestEnergy[32];
#if !CU2CL_ZERO_OFFSETS
  energies = (__global const float *)((__global const uchar *)energies + energies_cu2cl_offset);
  bestEnergies = (__global float *)((__global uchar *)bestEnergies + bestEnergies_cu2cl_offset);
  bestIds = (__global int *)((__global uchar *)bestIds + bestIds_cu2cl_offset);
#endif
  int first = (uint)get_group_id(0) * popSize;
  int last = min(first + popSize, numEntities);
  // Each thread's best over its entities; a thread without one offers (FLT_MAX, -1).
  int bestID = -1;
  float energy = 3.40282347e+38F;
  for (int i = first + (uint)get_local_id(0); i < last; i += (uint)get_local_size(0)) {
    float e = energies[i];
    if (e < energy) {
      bestID = i;
      energy = e;
    }
  }
  // Reduce to shared memory by warp.
  int tgx = (uint)get_local_id(0) & (*cu2cl_symbol_cData).warpmask;
  {
    float v1 = energy;
    int k1 = bestID;
    int otgx = tgx ^ 1;
    float v2 = cu2cl_nv_shfl_sync_f32(0xffffffff, energy, otgx, 32);
    int k2 = cu2cl_nv_shfl_sync_i32(0xffffffff, bestID, otgx, 32);
    int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
    bestID = flag ? k1 : k2;
    energy = flag ? v1 : v2;
  }
  {
    float v1 = energy;
    int k1 = bestID;
    int otgx = tgx ^ 2;
    float v2 = cu2cl_nv_shfl_sync_f32(0xffffffff, energy, otgx, 32);
    int k2 = cu2cl_nv_shfl_sync_i32(0xffffffff, bestID, otgx, 32);
    int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
    bestID = flag ? k1 : k2;
    energy = flag ? v1 : v2;
  }
  {
    float v1 = energy;
    int k1 = bestID;
    int otgx = tgx ^ 4;
    float v2 = cu2cl_nv_shfl_sync_f32(0xffffffff, energy, otgx, 32);
    int k2 = cu2cl_nv_shfl_sync_i32(0xffffffff, bestID, otgx, 32);
    int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
    bestID = flag ? k1 : k2;
    energy = flag ? v1 : v2;
  }
  {
    float v1 = energy;
    int k1 = bestID;
    int otgx = tgx ^ 8;
    float v2 = cu2cl_nv_shfl_sync_f32(0xffffffff, energy, otgx, 32);
    int k2 = cu2cl_nv_shfl_sync_i32(0xffffffff, bestID, otgx, 32);
    int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
    bestID = flag ? k1 : k2;
    energy = flag ? v1 : v2;
  }
  {
    float v1 = energy;
    int k1 = bestID;
    int otgx = tgx ^ 16;
    float v2 = cu2cl_nv_shfl_sync_f32(0xffffffff, energy, otgx, 32);
    int k2 = cu2cl_nv_shfl_sync_i32(0xffffffff, bestID, otgx, 32);
    int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
    bestID = flag ? k1 : k2;
    energy = flag ? v1 : v2;
  };
  int warpID = cu2cl_shr_u32((uint)get_local_id(0), (*cu2cl_symbol_cData).warpbits);
  if (tgx == 0) {
    sBestID[warpID] = bestID;
    sBestEnergy[warpID] = energy;
  }
  cu2cl_threadfence();
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  // Final reduction in warp 0.
  if (warpID == 0) {
    int warps = cu2cl_shr_u32((uint)get_local_size(0), (*cu2cl_symbol_cData).warpbits);
    if (tgx < warps) {
      bestID = sBestID[tgx];
      energy = sBestEnergy[tgx];
    } else {
      bestID = -1;
      energy = 3.40282347e+38F;
    }
    {
      float v1 = energy;
      int k1 = bestID;
      int otgx = tgx ^ 1;
      float v2 = cu2cl_nv_shfl_sync_f32(0xffffffff, energy, otgx, 32);
      int k2 = cu2cl_nv_shfl_sync_i32(0xffffffff, bestID, otgx, 32);
      int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
      bestID = flag ? k1 : k2;
      energy = flag ? v1 : v2;
    }
    {
      float v1 = energy;
      int k1 = bestID;
      int otgx = tgx ^ 2;
      float v2 = cu2cl_nv_shfl_sync_f32(0xffffffff, energy, otgx, 32);
      int k2 = cu2cl_nv_shfl_sync_i32(0xffffffff, bestID, otgx, 32);
      int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
      bestID = flag ? k1 : k2;
      energy = flag ? v1 : v2;
    }
    {
      float v1 = energy;
      int k1 = bestID;
      int otgx = tgx ^ 4;
      float v2 = cu2cl_nv_shfl_sync_f32(0xffffffff, energy, otgx, 32);
      int k2 = cu2cl_nv_shfl_sync_i32(0xffffffff, bestID, otgx, 32);
      int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
      bestID = flag ? k1 : k2;
      energy = flag ? v1 : v2;
    }
    {
      float v1 = energy;
      int k1 = bestID;
      int otgx = tgx ^ 8;
      float v2 = cu2cl_nv_shfl_sync_f32(0xffffffff, energy, otgx, 32);
      int k2 = cu2cl_nv_shfl_sync_i32(0xffffffff, bestID, otgx, 32);
      int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
      bestID = flag ? k1 : k2;
      energy = flag ? v1 : v2;
    }
    {
      float v1 = energy;
      int k1 = bestID;
      int otgx = tgx ^ 16;
      float v2 = cu2cl_nv_shfl_sync_f32(0xffffffff, energy, otgx, 32);
      int k2 = cu2cl_nv_shfl_sync_i32(0xffffffff, bestID, otgx, 32);
      int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
      bestID = flag ? k1 : k2;
      energy = flag ? v1 : v2;
    };
    if (tgx == 0) {
      bestEnergies[(uint)get_group_id(0)] = energy;
      bestIds[(uint)get_group_id(0)] = bestID;
    }
  }
}
#else
{
  __local int sBestID[32];
  __local float sBestEnergy[32];
#if !CU2CL_ZERO_OFFSETS
  energies = (__global const float *)((__global const uchar *)energies + energies_cu2cl_offset);
  bestEnergies = (__global float *)((__global uchar *)bestEnergies + bestEnergies_cu2cl_offset);
  bestIds = (__global int *)((__global uchar *)bestIds + bestIds_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  int first = (uint)get_group_id(0) * popSize;
  int last = min(first + popSize, numEntities);
  // Each thread's best over its entities; a thread without one offers (FLT_MAX, -1).
  int bestID = -1;
  float energy = 3.40282347e+38F;
  for (int i = first + (uint)get_local_id(0); i < last; i += (uint)get_local_size(0)) {
    float e = energies[i];
    if (e < energy) {
      bestID = i;
      energy = e;
    }
  }
  // Reduce to shared memory by warp.
  int tgx = (uint)get_local_id(0) & (*cu2cl_symbol_cData).warpmask;
  {
    float v1 = energy;
    int k1 = bestID;
    int otgx = tgx ^ 1;
    float cu2cl_sync1 = cu2cl_shfl_sync_f32(0xffffffff, energy, otgx, 32, true, cu2cl_scratch);
    float v2 = cu2cl_sync1;
    int cu2cl_sync2 = cu2cl_shfl_sync_i32(0xffffffff, bestID, otgx, 32, true, cu2cl_scratch);
    int k2 = cu2cl_sync2;
    int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
    bestID = flag ? k1 : k2;
    energy = flag ? v1 : v2;
  }
  {
    float v1 = energy;
    int k1 = bestID;
    int otgx = tgx ^ 2;
    float cu2cl_sync3 = cu2cl_shfl_sync_f32(0xffffffff, energy, otgx, 32, true, cu2cl_scratch);
    float v2 = cu2cl_sync3;
    int cu2cl_sync4 = cu2cl_shfl_sync_i32(0xffffffff, bestID, otgx, 32, true, cu2cl_scratch);
    int k2 = cu2cl_sync4;
    int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
    bestID = flag ? k1 : k2;
    energy = flag ? v1 : v2;
  }
  {
    float v1 = energy;
    int k1 = bestID;
    int otgx = tgx ^ 4;
    float cu2cl_sync5 = cu2cl_shfl_sync_f32(0xffffffff, energy, otgx, 32, true, cu2cl_scratch);
    float v2 = cu2cl_sync5;
    int cu2cl_sync6 = cu2cl_shfl_sync_i32(0xffffffff, bestID, otgx, 32, true, cu2cl_scratch);
    int k2 = cu2cl_sync6;
    int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
    bestID = flag ? k1 : k2;
    energy = flag ? v1 : v2;
  }
  {
    float v1 = energy;
    int k1 = bestID;
    int otgx = tgx ^ 8;
    float cu2cl_sync7 = cu2cl_shfl_sync_f32(0xffffffff, energy, otgx, 32, true, cu2cl_scratch);
    float v2 = cu2cl_sync7;
    int cu2cl_sync8 = cu2cl_shfl_sync_i32(0xffffffff, bestID, otgx, 32, true, cu2cl_scratch);
    int k2 = cu2cl_sync8;
    int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
    bestID = flag ? k1 : k2;
    energy = flag ? v1 : v2;
  }
  {
    float v1 = energy;
    int k1 = bestID;
    int otgx = tgx ^ 16;
    float cu2cl_sync9 = cu2cl_shfl_sync_f32(0xffffffff, energy, otgx, 32, true, cu2cl_scratch);
    float v2 = cu2cl_sync9;
    int cu2cl_sync10 = cu2cl_shfl_sync_i32(0xffffffff, bestID, otgx, 32, true, cu2cl_scratch);
    int k2 = cu2cl_sync10;
    int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
    bestID = flag ? k1 : k2;
    energy = flag ? v1 : v2;
  };
  int warpID = cu2cl_shr_u32((uint)get_local_id(0), (*cu2cl_symbol_cData).warpbits);
  if (tgx == 0) {
    sBestID[warpID] = bestID;
    sBestEnergy[warpID] = energy;
  }
  cu2cl_threadfence();
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  // Final reduction in warp 0.
  bool cu2cl_then11 = (warpID == 0);
  if (cu2cl_warp_enters(cu2cl_then11)) {
    int warps = cu2cl_shr_u32((uint)get_local_size(0), (*cu2cl_symbol_cData).warpbits);
    if (cu2cl_then11)
      if (tgx < warps) {
        bestID = sBestID[tgx];
        energy = sBestEnergy[tgx];
      } else {
        bestID = -1;
        energy = 3.40282347e+38F;
      }
    {
      float v1 = energy;
      int k1 = bestID;
      int otgx = tgx ^ 1;
      float cu2cl_sync12 =
          cu2cl_shfl_sync_f32(0xffffffff, energy, otgx, 32, cu2cl_then11, cu2cl_scratch);
      float v2 = cu2cl_sync12;
      int cu2cl_sync13 =
          cu2cl_shfl_sync_i32(0xffffffff, bestID, otgx, 32, cu2cl_then11, cu2cl_scratch);
      int k2 = cu2cl_sync13;
      int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
      if (cu2cl_then11)
        bestID = flag ? k1 : k2;
      if (cu2cl_then11)
        energy = flag ? v1 : v2;
    }
    {
      float v1 = energy;
      int k1 = bestID;
      int otgx = tgx ^ 2;
      float cu2cl_sync14 =
          cu2cl_shfl_sync_f32(0xffffffff, energy, otgx, 32, cu2cl_then11, cu2cl_scratch);
      float v2 = cu2cl_sync14;
      int cu2cl_sync15 =
          cu2cl_shfl_sync_i32(0xffffffff, bestID, otgx, 32, cu2cl_then11, cu2cl_scratch);
      int k2 = cu2cl_sync15;
      int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
      if (cu2cl_then11)
        bestID = flag ? k1 : k2;
      if (cu2cl_then11)
        energy = flag ? v1 : v2;
    }
    {
      float v1 = energy;
      int k1 = bestID;
      int otgx = tgx ^ 4;
      float cu2cl_sync16 =
          cu2cl_shfl_sync_f32(0xffffffff, energy, otgx, 32, cu2cl_then11, cu2cl_scratch);
      float v2 = cu2cl_sync16;
      int cu2cl_sync17 =
          cu2cl_shfl_sync_i32(0xffffffff, bestID, otgx, 32, cu2cl_then11, cu2cl_scratch);
      int k2 = cu2cl_sync17;
      int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
      if (cu2cl_then11)
        bestID = flag ? k1 : k2;
      if (cu2cl_then11)
        energy = flag ? v1 : v2;
    }
    {
      float v1 = energy;
      int k1 = bestID;
      int otgx = tgx ^ 8;
      float cu2cl_sync18 =
          cu2cl_shfl_sync_f32(0xffffffff, energy, otgx, 32, cu2cl_then11, cu2cl_scratch);
      float v2 = cu2cl_sync18;
      int cu2cl_sync19 =
          cu2cl_shfl_sync_i32(0xffffffff, bestID, otgx, 32, cu2cl_then11, cu2cl_scratch);
      int k2 = cu2cl_sync19;
      int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
      if (cu2cl_then11)
        bestID = flag ? k1 : k2;
      if (cu2cl_then11)
        energy = flag ? v1 : v2;
    }
    {
      float v1 = energy;
      int k1 = bestID;
      int otgx = tgx ^ 16;
      float cu2cl_sync20 =
          cu2cl_shfl_sync_f32(0xffffffff, energy, otgx, 32, cu2cl_then11, cu2cl_scratch);
      float v2 = cu2cl_sync20;
      int cu2cl_sync21 =
          cu2cl_shfl_sync_i32(0xffffffff, bestID, otgx, 32, cu2cl_then11, cu2cl_scratch);
      int k2 = cu2cl_sync21;
      int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);
      if (cu2cl_then11)
        bestID = flag ? k1 : k2;
      if (cu2cl_then11)
        energy = flag ? v1 : v2;
    }
    if (cu2cl_then11)
      if (tgx == 0) {
        bestEnergies[(uint)get_group_id(0)] = energy;
        bestIds[(uint)get_group_id(0)] = bestID;
      }
  }
}
#endif
