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

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of localSearchStep
__kernel void localSearchStep__cu2cl_warps(
    __global const int *candidateAtomEnergies, ulong candidateAtomEnergies_cu2cl_offset,
    __global const float *candidateCoords, ulong candidateCoords_cu2cl_offset,
    __global float *coords, ulong coords_cu2cl_offset, int numAtoms, int atomsPerEntity,
    __global int *entityEnergies, ulong entityEnergies_cu2cl_offset, __global int *entityEvals,
    ulong entityEvals_cu2cl_offset, __global int *totalEvals, ulong totalEvals_cu2cl_offset,
    __constant GpuData *cu2cl_symbol_cData, __local ulong *cu2cl_scratch) {
  __local int sIntAccumulator;
  candidateAtomEnergies = (__global const int *)((__global const uchar *)candidateAtomEnergies +
                                                 candidateAtomEnergies_cu2cl_offset);
  candidateCoords = (__global const float *)((__global const uchar *)candidateCoords +
                                             candidateCoords_cu2cl_offset);
  coords = (__global float *)((__global uchar *)coords + coords_cu2cl_offset);
  entityEnergies = (__global int *)((__global uchar *)entityEnergies + entityEnergies_cu2cl_offset);
  entityEvals = (__global int *)((__global uchar *)entityEvals + entityEvals_cu2cl_offset);
  totalEvals = (__global int *)((__global uchar *)totalEvals + totalEvals_cu2cl_offset);
  int cu2cl_lanes_currentEnergy[32];
  __local int *cu2cl_lanes_cu2cl_i1_pIntAccumulator[32];
  bool cu2cl_lanes_cu2cl_i1_cu2cl_act[32];
  int cu2cl_lanes_cu2cl_i1_cu2cl_result[32];
  int cu2cl_lanes_cu2cl_i1_energy[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_first = (uint)get_group_id(0) * atomsPerEntity;
    const int cu2cl_lanes_last = min(cu2cl_lanes_first + atomsPerEntity, numAtoms);
    const int cu2cl_lanes_cu2cl_i1_first = (cu2cl_lanes_first);
    const int cu2cl_lanes_cu2cl_i1_last = (cu2cl_lanes_last);
    cu2cl_lanes_currentEnergy[cu2cl_lane] = entityEnergies[(uint)get_group_id(0)];
    cu2cl_lanes_cu2cl_i1_pIntAccumulator[cu2cl_lane] = (&sIntAccumulator);
    cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane])
      for (int cu2cl_i1_atom =
               cu2cl_lanes_cu2cl_i1_first + (uint)(get_local_id(0) * 32u + cu2cl_lane);
           cu2cl_i1_atom < cu2cl_lanes_cu2cl_i1_last;
           cu2cl_i1_atom += (uint)(get_local_size(0) * 32u))
        cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane] += (candidateAtomEnergies)[cu2cl_i1_atom];
  }
  const uint cu2cl_wfl1 = (uint)(0) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl1; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    if ((cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane]) &&
        ((uint)(get_local_id(0) * 32u + cu2cl_lane) == 0)) {
      {
        *cu2cl_lanes_cu2cl_i1_pIntAccumulator[cu2cl_lane] = 0;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane])
      cu2cl_threadfence();
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane]);
      cu2cl_wf1_x |=
          (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane] != 0)) != 0)
          << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_lanes_cu2cl_i1_cu2cl_then2[32];
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_cu2cl_i1_cu2cl_sync1 = ((cu2cl_wf1_x & (0xffffffff)) != 0u);
    cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane] =
        cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane] && (cu2cl_lanes_cu2cl_i1_cu2cl_sync1);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane]);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc2;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc2 = ((cu2cl_wf2_y != 0u));
  }
  if (cu2cl_wfc2) {
    uint cu2cl_lanes_cu2cl_i1_tgx[32];
    int cu2cl_wf3_v[32];
    uint cu2cl_wf3_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i1_tgx[cu2cl_lane] =
          (uint)(get_local_id(0) * 32u + cu2cl_lane) & (*(cu2cl_symbol_cData)).warpmask;
      cu2cl_wf3_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane])
                                    ? (cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane])
                                    : 0;
      cu2cl_wf3_b[cu2cl_lane] = (uint)((int)(cu2cl_lanes_cu2cl_i1_tgx[cu2cl_lane] ^ 1));
    }
    int cu2cl_wf4_v[32];
    uint cu2cl_wf4_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_i1_cu2cl_sync3;
      cu2cl_lanes_cu2cl_i1_cu2cl_sync3 = cu2cl_wf3_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf3_b[cu2cl_lane], (int)(32))];
      if (cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane])
        cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane] += cu2cl_lanes_cu2cl_i1_cu2cl_sync3;
      cu2cl_wf4_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane])
                                    ? (cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane])
                                    : 0;
      cu2cl_wf4_b[cu2cl_lane] = (uint)((int)(cu2cl_lanes_cu2cl_i1_tgx[cu2cl_lane] ^ 2));
    }
    int cu2cl_wf5_v[32];
    uint cu2cl_wf5_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_i1_cu2cl_sync4;
      cu2cl_lanes_cu2cl_i1_cu2cl_sync4 = cu2cl_wf4_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf4_b[cu2cl_lane], (int)(32))];
      if (cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane])
        cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane] += cu2cl_lanes_cu2cl_i1_cu2cl_sync4;
      cu2cl_wf5_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane])
                                    ? (cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane])
                                    : 0;
      cu2cl_wf5_b[cu2cl_lane] = (uint)((int)(cu2cl_lanes_cu2cl_i1_tgx[cu2cl_lane] ^ 4));
    }
    int cu2cl_wf6_v[32];
    uint cu2cl_wf6_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_i1_cu2cl_sync5;
      cu2cl_lanes_cu2cl_i1_cu2cl_sync5 = cu2cl_wf5_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf5_b[cu2cl_lane], (int)(32))];
      if (cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane])
        cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane] += cu2cl_lanes_cu2cl_i1_cu2cl_sync5;
      cu2cl_wf6_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane])
                                    ? (cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane])
                                    : 0;
      cu2cl_wf6_b[cu2cl_lane] = (uint)((int)(cu2cl_lanes_cu2cl_i1_tgx[cu2cl_lane] ^ 8));
    }
    int cu2cl_wf7_v[32];
    uint cu2cl_wf7_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_i1_cu2cl_sync6;
      cu2cl_lanes_cu2cl_i1_cu2cl_sync6 = cu2cl_wf6_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf6_b[cu2cl_lane], (int)(32))];
      if (cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane])
        cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane] += cu2cl_lanes_cu2cl_i1_cu2cl_sync6;
      cu2cl_wf7_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane])
                                    ? (cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane])
                                    : 0;
      cu2cl_wf7_b[cu2cl_lane] = (uint)((int)(cu2cl_lanes_cu2cl_i1_tgx[cu2cl_lane] ^ 16));
    }
    uint cu2cl_wfm3 = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_i1_cu2cl_sync7;
      cu2cl_lanes_cu2cl_i1_cu2cl_sync7 = cu2cl_wf7_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf7_b[cu2cl_lane], (int)(32))];
      if (cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane])
        cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane] += cu2cl_lanes_cu2cl_i1_cu2cl_sync7;
      cu2cl_wfm3 |= ((cu2cl_lanes_cu2cl_i1_cu2cl_then2[cu2cl_lane]) &&
                             (cu2cl_lanes_cu2cl_i1_tgx[cu2cl_lane] == 0)
                         ? 1u
                         : 0u)
                    << cu2cl_lane;
    }
    for (uint cu2cl_wfm = cu2cl_wfm3; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
      const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
      {
        cu2cl_atomic_add_local_i32(cu2cl_lanes_cu2cl_i1_pIntAccumulator[cu2cl_lane],
                                   cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane]);
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane])
      cu2cl_threadfence();
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane])
      cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane] = *cu2cl_lanes_cu2cl_i1_pIntAccumulator[cu2cl_lane];
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int cu2cl_lanes_candidateEnergy[32];
  int cu2cl_lanes_evals[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_first = (uint)get_group_id(0) * atomsPerEntity;
    const int cu2cl_lanes_last = min(cu2cl_lanes_first + atomsPerEntity, numAtoms);
    int cu2cl_lanes_cu2cl_sync1;
    if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i1_energy[cu2cl_lane];
      cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_cu2cl_sync1 = (cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane]);
    cu2cl_lanes_candidateEnergy[cu2cl_lane] = cu2cl_lanes_cu2cl_sync1;
    cu2cl_lanes_evals[cu2cl_lane] = 0;
    for (int atom = cu2cl_lanes_first + (uint)(get_local_id(0) * 32u + cu2cl_lane);
         atom < cu2cl_lanes_last; atom += (uint)(get_local_size(0) * 32u))
      cu2cl_lanes_evals[cu2cl_lane] += candidateAtomEnergies[atom] != 0;
  }
  const uint cu2cl_wfl4 = (uint)(0) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl4; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    if (((uint)(get_local_id(0) * 32u + cu2cl_lane) == 0)) {
      {
        *&sIntAccumulator = 0;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_threadfence();
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  uint cu2cl_wf8_x = 0u, cu2cl_wf8_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      const bool cu2cl_act = (true);
      cu2cl_wf8_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_evals[cu2cl_lane] != 0)) != 0)
                     << cu2cl_lane;
      cu2cl_wf8_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf9_x = 0u, cu2cl_wf9_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_cu2cl_sync2 = ((cu2cl_wf8_x & (0xffffffff)) != 0u);
    const bool cu2cl_lanes_cu2cl_then3 = (cu2cl_lanes_cu2cl_sync2);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then3);
      cu2cl_wf9_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf9_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc5;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc5 = ((cu2cl_wf9_y != 0u));
  }
  if (cu2cl_wfc5) {
    uint cu2cl_lanes_tgx[32];
    int cu2cl_wf10_v[32];
    uint cu2cl_wf10_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const int cu2cl_lanes_cu2cl_sync2 = ((cu2cl_wf8_x & (0xffffffff)) != 0u);
      const bool cu2cl_lanes_cu2cl_then3 = (cu2cl_lanes_cu2cl_sync2);
      cu2cl_lanes_tgx[cu2cl_lane] =
          (uint)(get_local_id(0) * 32u + cu2cl_lane) & (*cu2cl_symbol_cData).warpmask;
      cu2cl_wf10_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_then3) ? (cu2cl_lanes_evals[cu2cl_lane]) : 0;
      cu2cl_wf10_b[cu2cl_lane] = (uint)((int)(cu2cl_lanes_tgx[cu2cl_lane] ^ 1));
    }
    int cu2cl_wf11_v[32];
    uint cu2cl_wf11_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const int cu2cl_lanes_cu2cl_sync2 = ((cu2cl_wf8_x & (0xffffffff)) != 0u);
      const bool cu2cl_lanes_cu2cl_then3 = (cu2cl_lanes_cu2cl_sync2);
      int cu2cl_lanes_cu2cl_sync4;
      cu2cl_lanes_cu2cl_sync4 = cu2cl_wf10_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf10_b[cu2cl_lane], (int)(32))];
      if (cu2cl_lanes_cu2cl_then3)
        cu2cl_lanes_evals[cu2cl_lane] += cu2cl_lanes_cu2cl_sync4;
      cu2cl_wf11_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_then3) ? (cu2cl_lanes_evals[cu2cl_lane]) : 0;
      cu2cl_wf11_b[cu2cl_lane] = (uint)((int)(cu2cl_lanes_tgx[cu2cl_lane] ^ 2));
    }
    int cu2cl_wf12_v[32];
    uint cu2cl_wf12_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const int cu2cl_lanes_cu2cl_sync2 = ((cu2cl_wf8_x & (0xffffffff)) != 0u);
      const bool cu2cl_lanes_cu2cl_then3 = (cu2cl_lanes_cu2cl_sync2);
      int cu2cl_lanes_cu2cl_sync5;
      cu2cl_lanes_cu2cl_sync5 = cu2cl_wf11_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf11_b[cu2cl_lane], (int)(32))];
      if (cu2cl_lanes_cu2cl_then3)
        cu2cl_lanes_evals[cu2cl_lane] += cu2cl_lanes_cu2cl_sync5;
      cu2cl_wf12_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_then3) ? (cu2cl_lanes_evals[cu2cl_lane]) : 0;
      cu2cl_wf12_b[cu2cl_lane] = (uint)((int)(cu2cl_lanes_tgx[cu2cl_lane] ^ 4));
    }
    int cu2cl_wf13_v[32];
    uint cu2cl_wf13_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const int cu2cl_lanes_cu2cl_sync2 = ((cu2cl_wf8_x & (0xffffffff)) != 0u);
      const bool cu2cl_lanes_cu2cl_then3 = (cu2cl_lanes_cu2cl_sync2);
      int cu2cl_lanes_cu2cl_sync6;
      cu2cl_lanes_cu2cl_sync6 = cu2cl_wf12_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf12_b[cu2cl_lane], (int)(32))];
      if (cu2cl_lanes_cu2cl_then3)
        cu2cl_lanes_evals[cu2cl_lane] += cu2cl_lanes_cu2cl_sync6;
      cu2cl_wf13_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_then3) ? (cu2cl_lanes_evals[cu2cl_lane]) : 0;
      cu2cl_wf13_b[cu2cl_lane] = (uint)((int)(cu2cl_lanes_tgx[cu2cl_lane] ^ 8));
    }
    int cu2cl_wf14_v[32];
    uint cu2cl_wf14_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const int cu2cl_lanes_cu2cl_sync2 = ((cu2cl_wf8_x & (0xffffffff)) != 0u);
      const bool cu2cl_lanes_cu2cl_then3 = (cu2cl_lanes_cu2cl_sync2);
      int cu2cl_lanes_cu2cl_sync7;
      cu2cl_lanes_cu2cl_sync7 = cu2cl_wf13_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf13_b[cu2cl_lane], (int)(32))];
      if (cu2cl_lanes_cu2cl_then3)
        cu2cl_lanes_evals[cu2cl_lane] += cu2cl_lanes_cu2cl_sync7;
      cu2cl_wf14_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_then3) ? (cu2cl_lanes_evals[cu2cl_lane]) : 0;
      cu2cl_wf14_b[cu2cl_lane] = (uint)((int)(cu2cl_lanes_tgx[cu2cl_lane] ^ 16));
    }
    uint cu2cl_wfm6 = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const int cu2cl_lanes_cu2cl_sync2 = ((cu2cl_wf8_x & (0xffffffff)) != 0u);
      const bool cu2cl_lanes_cu2cl_then3 = (cu2cl_lanes_cu2cl_sync2);
      int cu2cl_lanes_cu2cl_sync8;
      cu2cl_lanes_cu2cl_sync8 = cu2cl_wf14_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf14_b[cu2cl_lane], (int)(32))];
      if (cu2cl_lanes_cu2cl_then3)
        cu2cl_lanes_evals[cu2cl_lane] += cu2cl_lanes_cu2cl_sync8;
      cu2cl_wfm6 |= ((cu2cl_lanes_cu2cl_then3) && (cu2cl_lanes_tgx[cu2cl_lane] == 0) ? 1u : 0u)
                    << cu2cl_lane;
    }
    for (uint cu2cl_wfm = cu2cl_wfm6; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
      const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
      {
        cu2cl_atomic_add_local_i32(&sIntAccumulator, cu2cl_lanes_evals[cu2cl_lane]);
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_threadfence();
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_evals[cu2cl_lane] = *&sIntAccumulator;
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_first = (uint)get_group_id(0) * atomsPerEntity;
    const int cu2cl_lanes_last = min(cu2cl_lanes_first + atomsPerEntity, numAtoms);
    if (cu2cl_lanes_candidateEnergy[cu2cl_lane] < cu2cl_lanes_currentEnergy[cu2cl_lane]) {
      for (int atom = cu2cl_lanes_first + (uint)(get_local_id(0) * 32u + cu2cl_lane);
           atom < cu2cl_lanes_last; atom += (uint)(get_local_size(0) * 32u))
        coords[atom] = candidateCoords[atom];
      if ((uint)(get_local_id(0) * 32u + cu2cl_lane) == 0)
        entityEnergies[(uint)get_group_id(0)] = cu2cl_lanes_candidateEnergy[cu2cl_lane];
    }
  }
  const uint cu2cl_wfl7 = (uint)(0) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl7; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    if (((uint)(get_local_id(0) * 32u + cu2cl_lane) == 0)) {
      {
        entityEvals[(uint)get_group_id(0)] += cu2cl_lanes_evals[cu2cl_lane];
        cu2cl_atomic_add_global_i32(totalEvals, cu2cl_lanes_evals[cu2cl_lane]);
      }
    }
  }
}

// cu2cl: the warp form of findBestEntity
__kernel void findBestEntity__cu2cl_warps(__global const float *energies,
                                          ulong energies_cu2cl_offset, int numEntities, int popSize,
                                          __global float *bestEnergies,
                                          ulong bestEnergies_cu2cl_offset, __global int *bestIds,
                                          ulong bestIds_cu2cl_offset,
                                          __constant GpuData *cu2cl_symbol_cData,
                                          __local ulong *cu2cl_scratch) {
  __local int sBestID[32];
  __local float sBestEnergy[32];
  energies = (__global const float *)((__global const uchar *)energies + energies_cu2cl_offset);
  bestEnergies = (__global float *)((__global uchar *)bestEnergies + bestEnergies_cu2cl_offset);
  bestIds = (__global int *)((__global uchar *)bestIds + bestIds_cu2cl_offset);
  int cu2cl_lanes_bestID[32];
  float cu2cl_lanes_energy[32];
  int cu2cl_lanes_tgx[32];
  float cu2cl_lanes_v1[32];
  int cu2cl_lanes_k1[32];
  int cu2cl_lanes_otgx[32];
  float cu2cl_wf1_v[32];
  uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_first = (uint)get_group_id(0) * popSize;
    const int cu2cl_lanes_last = min(cu2cl_lanes_first + popSize, numEntities);
    cu2cl_lanes_bestID[cu2cl_lane] = -1;
    cu2cl_lanes_energy[cu2cl_lane] = 3.40282347e+38F;
    for (int i = cu2cl_lanes_first + (uint)(get_local_id(0) * 32u + cu2cl_lane);
         i < cu2cl_lanes_last; i += (uint)(get_local_size(0) * 32u)) {
      float e = energies[i];
      if (e < cu2cl_lanes_energy[cu2cl_lane]) {
        cu2cl_lanes_bestID[cu2cl_lane] = i;
        cu2cl_lanes_energy[cu2cl_lane] = e;
      }
    }
    cu2cl_lanes_tgx[cu2cl_lane] =
        (uint)(get_local_id(0) * 32u + cu2cl_lane) & (*cu2cl_symbol_cData).warpmask;
    cu2cl_lanes_v1[cu2cl_lane] = cu2cl_lanes_energy[cu2cl_lane];
    cu2cl_lanes_k1[cu2cl_lane] = cu2cl_lanes_bestID[cu2cl_lane];
    cu2cl_lanes_otgx[cu2cl_lane] = cu2cl_lanes_tgx[cu2cl_lane] ^ 1;
    cu2cl_wf1_v[cu2cl_lane] = (cu2cl_lanes_energy[cu2cl_lane]);
    cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx[cu2cl_lane]);
  }
  float cu2cl_lanes_v2[32];
  int cu2cl_wf2_v[32];
  uint cu2cl_wf2_b[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    float cu2cl_lanes_cu2cl_sync1;
    cu2cl_lanes_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane,
                                                               cu2cl_wf1_b[cu2cl_lane], (int)(32))];
    cu2cl_lanes_v2[cu2cl_lane] = cu2cl_lanes_cu2cl_sync1;
    cu2cl_wf2_v[cu2cl_lane] = (cu2cl_lanes_bestID[cu2cl_lane]);
    cu2cl_wf2_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx[cu2cl_lane]);
  }
  float cu2cl_lanes_v1_1[32];
  int cu2cl_lanes_k1_1[32];
  int cu2cl_lanes_otgx_1[32];
  float cu2cl_wf3_v[32];
  uint cu2cl_wf3_b[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_cu2cl_sync2;
    int cu2cl_lanes_k2;
    int cu2cl_lanes_flag;
    cu2cl_lanes_cu2cl_sync2 = cu2cl_wf2_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane,
                                                               cu2cl_wf2_b[cu2cl_lane], (int)(32))];
    cu2cl_lanes_k2 = cu2cl_lanes_cu2cl_sync2;
    cu2cl_lanes_flag = ((cu2cl_lanes_v1[cu2cl_lane] < cu2cl_lanes_v2[cu2cl_lane]) ^
                        (cu2cl_lanes_tgx[cu2cl_lane] > cu2cl_lanes_otgx[cu2cl_lane])) &&
                       (cu2cl_lanes_v1[cu2cl_lane] != cu2cl_lanes_v2[cu2cl_lane]);
    cu2cl_lanes_bestID[cu2cl_lane] = cu2cl_lanes_flag ? cu2cl_lanes_k1[cu2cl_lane] : cu2cl_lanes_k2;
    cu2cl_lanes_energy[cu2cl_lane] =
        cu2cl_lanes_flag ? cu2cl_lanes_v1[cu2cl_lane] : cu2cl_lanes_v2[cu2cl_lane];
    cu2cl_lanes_v1_1[cu2cl_lane] = cu2cl_lanes_energy[cu2cl_lane];
    cu2cl_lanes_k1_1[cu2cl_lane] = cu2cl_lanes_bestID[cu2cl_lane];
    cu2cl_lanes_otgx_1[cu2cl_lane] = cu2cl_lanes_tgx[cu2cl_lane] ^ 2;
    cu2cl_wf3_v[cu2cl_lane] = (cu2cl_lanes_energy[cu2cl_lane]);
    cu2cl_wf3_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_1[cu2cl_lane]);
  }
  float cu2cl_lanes_v2_1[32];
  int cu2cl_wf4_v[32];
  uint cu2cl_wf4_b[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    float cu2cl_lanes_cu2cl_sync3;
    cu2cl_lanes_cu2cl_sync3 = cu2cl_wf3_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane,
                                                               cu2cl_wf3_b[cu2cl_lane], (int)(32))];
    cu2cl_lanes_v2_1[cu2cl_lane] = cu2cl_lanes_cu2cl_sync3;
    cu2cl_wf4_v[cu2cl_lane] = (cu2cl_lanes_bestID[cu2cl_lane]);
    cu2cl_wf4_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_1[cu2cl_lane]);
  }
  float cu2cl_lanes_v1_2[32];
  int cu2cl_lanes_k1_2[32];
  int cu2cl_lanes_otgx_2[32];
  float cu2cl_wf5_v[32];
  uint cu2cl_wf5_b[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_cu2cl_sync4;
    int cu2cl_lanes_k2_1;
    int cu2cl_lanes_flag_1;
    cu2cl_lanes_cu2cl_sync4 = cu2cl_wf4_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane,
                                                               cu2cl_wf4_b[cu2cl_lane], (int)(32))];
    cu2cl_lanes_k2_1 = cu2cl_lanes_cu2cl_sync4;
    cu2cl_lanes_flag_1 = ((cu2cl_lanes_v1_1[cu2cl_lane] < cu2cl_lanes_v2_1[cu2cl_lane]) ^
                          (cu2cl_lanes_tgx[cu2cl_lane] > cu2cl_lanes_otgx_1[cu2cl_lane])) &&
                         (cu2cl_lanes_v1_1[cu2cl_lane] != cu2cl_lanes_v2_1[cu2cl_lane]);
    cu2cl_lanes_bestID[cu2cl_lane] =
        cu2cl_lanes_flag_1 ? cu2cl_lanes_k1_1[cu2cl_lane] : cu2cl_lanes_k2_1;
    cu2cl_lanes_energy[cu2cl_lane] =
        cu2cl_lanes_flag_1 ? cu2cl_lanes_v1_1[cu2cl_lane] : cu2cl_lanes_v2_1[cu2cl_lane];
    cu2cl_lanes_v1_2[cu2cl_lane] = cu2cl_lanes_energy[cu2cl_lane];
    cu2cl_lanes_k1_2[cu2cl_lane] = cu2cl_lanes_bestID[cu2cl_lane];
    cu2cl_lanes_otgx_2[cu2cl_lane] = cu2cl_lanes_tgx[cu2cl_lane] ^ 4;
    cu2cl_wf5_v[cu2cl_lane] = (cu2cl_lanes_energy[cu2cl_lane]);
    cu2cl_wf5_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_2[cu2cl_lane]);
  }
  float cu2cl_lanes_v2_2[32];
  int cu2cl_wf6_v[32];
  uint cu2cl_wf6_b[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    float cu2cl_lanes_cu2cl_sync5;
    cu2cl_lanes_cu2cl_sync5 = cu2cl_wf5_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane,
                                                               cu2cl_wf5_b[cu2cl_lane], (int)(32))];
    cu2cl_lanes_v2_2[cu2cl_lane] = cu2cl_lanes_cu2cl_sync5;
    cu2cl_wf6_v[cu2cl_lane] = (cu2cl_lanes_bestID[cu2cl_lane]);
    cu2cl_wf6_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_2[cu2cl_lane]);
  }
  float cu2cl_lanes_v1_3[32];
  int cu2cl_lanes_k1_3[32];
  int cu2cl_lanes_otgx_3[32];
  float cu2cl_wf7_v[32];
  uint cu2cl_wf7_b[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_cu2cl_sync6;
    int cu2cl_lanes_k2_2;
    int cu2cl_lanes_flag_2;
    cu2cl_lanes_cu2cl_sync6 = cu2cl_wf6_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane,
                                                               cu2cl_wf6_b[cu2cl_lane], (int)(32))];
    cu2cl_lanes_k2_2 = cu2cl_lanes_cu2cl_sync6;
    cu2cl_lanes_flag_2 = ((cu2cl_lanes_v1_2[cu2cl_lane] < cu2cl_lanes_v2_2[cu2cl_lane]) ^
                          (cu2cl_lanes_tgx[cu2cl_lane] > cu2cl_lanes_otgx_2[cu2cl_lane])) &&
                         (cu2cl_lanes_v1_2[cu2cl_lane] != cu2cl_lanes_v2_2[cu2cl_lane]);
    cu2cl_lanes_bestID[cu2cl_lane] =
        cu2cl_lanes_flag_2 ? cu2cl_lanes_k1_2[cu2cl_lane] : cu2cl_lanes_k2_2;
    cu2cl_lanes_energy[cu2cl_lane] =
        cu2cl_lanes_flag_2 ? cu2cl_lanes_v1_2[cu2cl_lane] : cu2cl_lanes_v2_2[cu2cl_lane];
    cu2cl_lanes_v1_3[cu2cl_lane] = cu2cl_lanes_energy[cu2cl_lane];
    cu2cl_lanes_k1_3[cu2cl_lane] = cu2cl_lanes_bestID[cu2cl_lane];
    cu2cl_lanes_otgx_3[cu2cl_lane] = cu2cl_lanes_tgx[cu2cl_lane] ^ 8;
    cu2cl_wf7_v[cu2cl_lane] = (cu2cl_lanes_energy[cu2cl_lane]);
    cu2cl_wf7_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_3[cu2cl_lane]);
  }
  float cu2cl_lanes_v2_3[32];
  int cu2cl_wf8_v[32];
  uint cu2cl_wf8_b[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    float cu2cl_lanes_cu2cl_sync7;
    cu2cl_lanes_cu2cl_sync7 = cu2cl_wf7_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane,
                                                               cu2cl_wf7_b[cu2cl_lane], (int)(32))];
    cu2cl_lanes_v2_3[cu2cl_lane] = cu2cl_lanes_cu2cl_sync7;
    cu2cl_wf8_v[cu2cl_lane] = (cu2cl_lanes_bestID[cu2cl_lane]);
    cu2cl_wf8_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_3[cu2cl_lane]);
  }
  float cu2cl_lanes_v1_4[32];
  int cu2cl_lanes_k1_4[32];
  int cu2cl_lanes_otgx_4[32];
  float cu2cl_wf9_v[32];
  uint cu2cl_wf9_b[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_cu2cl_sync8;
    int cu2cl_lanes_k2_3;
    int cu2cl_lanes_flag_3;
    cu2cl_lanes_cu2cl_sync8 = cu2cl_wf8_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane,
                                                               cu2cl_wf8_b[cu2cl_lane], (int)(32))];
    cu2cl_lanes_k2_3 = cu2cl_lanes_cu2cl_sync8;
    cu2cl_lanes_flag_3 = ((cu2cl_lanes_v1_3[cu2cl_lane] < cu2cl_lanes_v2_3[cu2cl_lane]) ^
                          (cu2cl_lanes_tgx[cu2cl_lane] > cu2cl_lanes_otgx_3[cu2cl_lane])) &&
                         (cu2cl_lanes_v1_3[cu2cl_lane] != cu2cl_lanes_v2_3[cu2cl_lane]);
    cu2cl_lanes_bestID[cu2cl_lane] =
        cu2cl_lanes_flag_3 ? cu2cl_lanes_k1_3[cu2cl_lane] : cu2cl_lanes_k2_3;
    cu2cl_lanes_energy[cu2cl_lane] =
        cu2cl_lanes_flag_3 ? cu2cl_lanes_v1_3[cu2cl_lane] : cu2cl_lanes_v2_3[cu2cl_lane];
    cu2cl_lanes_v1_4[cu2cl_lane] = cu2cl_lanes_energy[cu2cl_lane];
    cu2cl_lanes_k1_4[cu2cl_lane] = cu2cl_lanes_bestID[cu2cl_lane];
    cu2cl_lanes_otgx_4[cu2cl_lane] = cu2cl_lanes_tgx[cu2cl_lane] ^ 16;
    cu2cl_wf9_v[cu2cl_lane] = (cu2cl_lanes_energy[cu2cl_lane]);
    cu2cl_wf9_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_4[cu2cl_lane]);
  }
  float cu2cl_lanes_v2_4[32];
  int cu2cl_wf10_v[32];
  uint cu2cl_wf10_b[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    float cu2cl_lanes_cu2cl_sync9;
    cu2cl_lanes_cu2cl_sync9 = cu2cl_wf9_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane,
                                                               cu2cl_wf9_b[cu2cl_lane], (int)(32))];
    cu2cl_lanes_v2_4[cu2cl_lane] = cu2cl_lanes_cu2cl_sync9;
    cu2cl_wf10_v[cu2cl_lane] = (cu2cl_lanes_bestID[cu2cl_lane]);
    cu2cl_wf10_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_4[cu2cl_lane]);
  }
  int cu2cl_lanes_warpID[32];
  uint cu2cl_wfm1 = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_cu2cl_sync10;
    int cu2cl_lanes_k2_4;
    int cu2cl_lanes_flag_4;
    cu2cl_lanes_cu2cl_sync10 = cu2cl_wf10_v[cu2cl__shfl_src_lane(
        CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf10_b[cu2cl_lane], (int)(32))];
    cu2cl_lanes_k2_4 = cu2cl_lanes_cu2cl_sync10;
    cu2cl_lanes_flag_4 = ((cu2cl_lanes_v1_4[cu2cl_lane] < cu2cl_lanes_v2_4[cu2cl_lane]) ^
                          (cu2cl_lanes_tgx[cu2cl_lane] > cu2cl_lanes_otgx_4[cu2cl_lane])) &&
                         (cu2cl_lanes_v1_4[cu2cl_lane] != cu2cl_lanes_v2_4[cu2cl_lane]);
    cu2cl_lanes_bestID[cu2cl_lane] =
        cu2cl_lanes_flag_4 ? cu2cl_lanes_k1_4[cu2cl_lane] : cu2cl_lanes_k2_4;
    cu2cl_lanes_energy[cu2cl_lane] =
        cu2cl_lanes_flag_4 ? cu2cl_lanes_v1_4[cu2cl_lane] : cu2cl_lanes_v2_4[cu2cl_lane];
    cu2cl_lanes_warpID[cu2cl_lane] =
        cu2cl_shr_u32((uint)(get_local_id(0) * 32u + cu2cl_lane), (*cu2cl_symbol_cData).warpbits);
    cu2cl_wfm1 |= ((cu2cl_lanes_tgx[cu2cl_lane] == 0) ? 1u : 0u) << cu2cl_lane;
  }
  for (uint cu2cl_wfm = cu2cl_wfm1; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
    const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
    {
      sBestID[cu2cl_lanes_warpID[cu2cl_lane]] = cu2cl_lanes_bestID[cu2cl_lane];
      sBestEnergy[cu2cl_lanes_warpID[cu2cl_lane]] = cu2cl_lanes_energy[cu2cl_lane];
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_threadfence();
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  bool cu2cl_lanes_cu2cl_then11[32];
  uint cu2cl_wf11_x = 0u, cu2cl_wf11_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_then11[cu2cl_lane] = (cu2cl_lanes_warpID[cu2cl_lane] == 0);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then11[cu2cl_lane]);
      cu2cl_wf11_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf11_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc2;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc2 = ((cu2cl_wf11_y != 0u));
  }
  if (cu2cl_wfc2) {
    float cu2cl_lanes_v1_5[32];
    int cu2cl_lanes_k1_5[32];
    int cu2cl_lanes_otgx_5[32];
    float cu2cl_wf12_v[32];
    uint cu2cl_wf12_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_warps;
      cu2cl_lanes_warps =
          cu2cl_shr_u32((uint)(get_local_size(0) * 32u), (*cu2cl_symbol_cData).warpbits);
      if (cu2cl_lanes_cu2cl_then11[cu2cl_lane])
        if (cu2cl_lanes_tgx[cu2cl_lane] < cu2cl_lanes_warps) {
          cu2cl_lanes_bestID[cu2cl_lane] = sBestID[cu2cl_lanes_tgx[cu2cl_lane]];
          cu2cl_lanes_energy[cu2cl_lane] = sBestEnergy[cu2cl_lanes_tgx[cu2cl_lane]];
        } else {
          cu2cl_lanes_bestID[cu2cl_lane] = -1;
          cu2cl_lanes_energy[cu2cl_lane] = 3.40282347e+38F;
        }
      cu2cl_lanes_v1_5[cu2cl_lane] = cu2cl_lanes_energy[cu2cl_lane];
      cu2cl_lanes_k1_5[cu2cl_lane] = cu2cl_lanes_bestID[cu2cl_lane];
      cu2cl_lanes_otgx_5[cu2cl_lane] = cu2cl_lanes_tgx[cu2cl_lane] ^ 1;
      cu2cl_wf12_v[cu2cl_lane] =
          (cu2cl_lanes_cu2cl_then11[cu2cl_lane]) ? (cu2cl_lanes_energy[cu2cl_lane]) : 0;
      cu2cl_wf12_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_5[cu2cl_lane]);
    }
    float cu2cl_lanes_v2_5[32];
    int cu2cl_wf13_v[32];
    uint cu2cl_wf13_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      float cu2cl_lanes_cu2cl_sync12;
      cu2cl_lanes_cu2cl_sync12 = cu2cl_wf12_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf12_b[cu2cl_lane], (int)(32))];
      cu2cl_lanes_v2_5[cu2cl_lane] = cu2cl_lanes_cu2cl_sync12;
      cu2cl_wf13_v[cu2cl_lane] =
          (cu2cl_lanes_cu2cl_then11[cu2cl_lane]) ? (cu2cl_lanes_bestID[cu2cl_lane]) : 0;
      cu2cl_wf13_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_5[cu2cl_lane]);
    }
    float cu2cl_lanes_v1_6[32];
    int cu2cl_lanes_k1_6[32];
    int cu2cl_lanes_otgx_6[32];
    float cu2cl_wf14_v[32];
    uint cu2cl_wf14_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_sync13;
      int cu2cl_lanes_k2_5;
      int cu2cl_lanes_flag_5;
      cu2cl_lanes_cu2cl_sync13 = cu2cl_wf13_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf13_b[cu2cl_lane], (int)(32))];
      cu2cl_lanes_k2_5 = cu2cl_lanes_cu2cl_sync13;
      cu2cl_lanes_flag_5 = ((cu2cl_lanes_v1_5[cu2cl_lane] < cu2cl_lanes_v2_5[cu2cl_lane]) ^
                            (cu2cl_lanes_tgx[cu2cl_lane] > cu2cl_lanes_otgx_5[cu2cl_lane])) &&
                           (cu2cl_lanes_v1_5[cu2cl_lane] != cu2cl_lanes_v2_5[cu2cl_lane]);
      if (cu2cl_lanes_cu2cl_then11[cu2cl_lane])
        cu2cl_lanes_bestID[cu2cl_lane] =
            cu2cl_lanes_flag_5 ? cu2cl_lanes_k1_5[cu2cl_lane] : cu2cl_lanes_k2_5;
      if (cu2cl_lanes_cu2cl_then11[cu2cl_lane])
        cu2cl_lanes_energy[cu2cl_lane] =
            cu2cl_lanes_flag_5 ? cu2cl_lanes_v1_5[cu2cl_lane] : cu2cl_lanes_v2_5[cu2cl_lane];
      cu2cl_lanes_v1_6[cu2cl_lane] = cu2cl_lanes_energy[cu2cl_lane];
      cu2cl_lanes_k1_6[cu2cl_lane] = cu2cl_lanes_bestID[cu2cl_lane];
      cu2cl_lanes_otgx_6[cu2cl_lane] = cu2cl_lanes_tgx[cu2cl_lane] ^ 2;
      cu2cl_wf14_v[cu2cl_lane] =
          (cu2cl_lanes_cu2cl_then11[cu2cl_lane]) ? (cu2cl_lanes_energy[cu2cl_lane]) : 0;
      cu2cl_wf14_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_6[cu2cl_lane]);
    }
    float cu2cl_lanes_v2_6[32];
    int cu2cl_wf15_v[32];
    uint cu2cl_wf15_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      float cu2cl_lanes_cu2cl_sync14;
      cu2cl_lanes_cu2cl_sync14 = cu2cl_wf14_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf14_b[cu2cl_lane], (int)(32))];
      cu2cl_lanes_v2_6[cu2cl_lane] = cu2cl_lanes_cu2cl_sync14;
      cu2cl_wf15_v[cu2cl_lane] =
          (cu2cl_lanes_cu2cl_then11[cu2cl_lane]) ? (cu2cl_lanes_bestID[cu2cl_lane]) : 0;
      cu2cl_wf15_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_6[cu2cl_lane]);
    }
    float cu2cl_lanes_v1_7[32];
    int cu2cl_lanes_k1_7[32];
    int cu2cl_lanes_otgx_7[32];
    float cu2cl_wf16_v[32];
    uint cu2cl_wf16_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_sync15;
      int cu2cl_lanes_k2_6;
      int cu2cl_lanes_flag_6;
      cu2cl_lanes_cu2cl_sync15 = cu2cl_wf15_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf15_b[cu2cl_lane], (int)(32))];
      cu2cl_lanes_k2_6 = cu2cl_lanes_cu2cl_sync15;
      cu2cl_lanes_flag_6 = ((cu2cl_lanes_v1_6[cu2cl_lane] < cu2cl_lanes_v2_6[cu2cl_lane]) ^
                            (cu2cl_lanes_tgx[cu2cl_lane] > cu2cl_lanes_otgx_6[cu2cl_lane])) &&
                           (cu2cl_lanes_v1_6[cu2cl_lane] != cu2cl_lanes_v2_6[cu2cl_lane]);
      if (cu2cl_lanes_cu2cl_then11[cu2cl_lane])
        cu2cl_lanes_bestID[cu2cl_lane] =
            cu2cl_lanes_flag_6 ? cu2cl_lanes_k1_6[cu2cl_lane] : cu2cl_lanes_k2_6;
      if (cu2cl_lanes_cu2cl_then11[cu2cl_lane])
        cu2cl_lanes_energy[cu2cl_lane] =
            cu2cl_lanes_flag_6 ? cu2cl_lanes_v1_6[cu2cl_lane] : cu2cl_lanes_v2_6[cu2cl_lane];
      cu2cl_lanes_v1_7[cu2cl_lane] = cu2cl_lanes_energy[cu2cl_lane];
      cu2cl_lanes_k1_7[cu2cl_lane] = cu2cl_lanes_bestID[cu2cl_lane];
      cu2cl_lanes_otgx_7[cu2cl_lane] = cu2cl_lanes_tgx[cu2cl_lane] ^ 4;
      cu2cl_wf16_v[cu2cl_lane] =
          (cu2cl_lanes_cu2cl_then11[cu2cl_lane]) ? (cu2cl_lanes_energy[cu2cl_lane]) : 0;
      cu2cl_wf16_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_7[cu2cl_lane]);
    }
    float cu2cl_lanes_v2_7[32];
    int cu2cl_wf17_v[32];
    uint cu2cl_wf17_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      float cu2cl_lanes_cu2cl_sync16;
      cu2cl_lanes_cu2cl_sync16 = cu2cl_wf16_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf16_b[cu2cl_lane], (int)(32))];
      cu2cl_lanes_v2_7[cu2cl_lane] = cu2cl_lanes_cu2cl_sync16;
      cu2cl_wf17_v[cu2cl_lane] =
          (cu2cl_lanes_cu2cl_then11[cu2cl_lane]) ? (cu2cl_lanes_bestID[cu2cl_lane]) : 0;
      cu2cl_wf17_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_7[cu2cl_lane]);
    }
    float cu2cl_lanes_v1_8[32];
    int cu2cl_lanes_k1_8[32];
    int cu2cl_lanes_otgx_8[32];
    float cu2cl_wf18_v[32];
    uint cu2cl_wf18_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_sync17;
      int cu2cl_lanes_k2_7;
      int cu2cl_lanes_flag_7;
      cu2cl_lanes_cu2cl_sync17 = cu2cl_wf17_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf17_b[cu2cl_lane], (int)(32))];
      cu2cl_lanes_k2_7 = cu2cl_lanes_cu2cl_sync17;
      cu2cl_lanes_flag_7 = ((cu2cl_lanes_v1_7[cu2cl_lane] < cu2cl_lanes_v2_7[cu2cl_lane]) ^
                            (cu2cl_lanes_tgx[cu2cl_lane] > cu2cl_lanes_otgx_7[cu2cl_lane])) &&
                           (cu2cl_lanes_v1_7[cu2cl_lane] != cu2cl_lanes_v2_7[cu2cl_lane]);
      if (cu2cl_lanes_cu2cl_then11[cu2cl_lane])
        cu2cl_lanes_bestID[cu2cl_lane] =
            cu2cl_lanes_flag_7 ? cu2cl_lanes_k1_7[cu2cl_lane] : cu2cl_lanes_k2_7;
      if (cu2cl_lanes_cu2cl_then11[cu2cl_lane])
        cu2cl_lanes_energy[cu2cl_lane] =
            cu2cl_lanes_flag_7 ? cu2cl_lanes_v1_7[cu2cl_lane] : cu2cl_lanes_v2_7[cu2cl_lane];
      cu2cl_lanes_v1_8[cu2cl_lane] = cu2cl_lanes_energy[cu2cl_lane];
      cu2cl_lanes_k1_8[cu2cl_lane] = cu2cl_lanes_bestID[cu2cl_lane];
      cu2cl_lanes_otgx_8[cu2cl_lane] = cu2cl_lanes_tgx[cu2cl_lane] ^ 8;
      cu2cl_wf18_v[cu2cl_lane] =
          (cu2cl_lanes_cu2cl_then11[cu2cl_lane]) ? (cu2cl_lanes_energy[cu2cl_lane]) : 0;
      cu2cl_wf18_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_8[cu2cl_lane]);
    }
    float cu2cl_lanes_v2_8[32];
    int cu2cl_wf19_v[32];
    uint cu2cl_wf19_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      float cu2cl_lanes_cu2cl_sync18;
      cu2cl_lanes_cu2cl_sync18 = cu2cl_wf18_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf18_b[cu2cl_lane], (int)(32))];
      cu2cl_lanes_v2_8[cu2cl_lane] = cu2cl_lanes_cu2cl_sync18;
      cu2cl_wf19_v[cu2cl_lane] =
          (cu2cl_lanes_cu2cl_then11[cu2cl_lane]) ? (cu2cl_lanes_bestID[cu2cl_lane]) : 0;
      cu2cl_wf19_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_8[cu2cl_lane]);
    }
    float cu2cl_lanes_v1_9[32];
    int cu2cl_lanes_k1_9[32];
    int cu2cl_lanes_otgx_9[32];
    float cu2cl_wf20_v[32];
    uint cu2cl_wf20_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_sync19;
      int cu2cl_lanes_k2_8;
      int cu2cl_lanes_flag_8;
      cu2cl_lanes_cu2cl_sync19 = cu2cl_wf19_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf19_b[cu2cl_lane], (int)(32))];
      cu2cl_lanes_k2_8 = cu2cl_lanes_cu2cl_sync19;
      cu2cl_lanes_flag_8 = ((cu2cl_lanes_v1_8[cu2cl_lane] < cu2cl_lanes_v2_8[cu2cl_lane]) ^
                            (cu2cl_lanes_tgx[cu2cl_lane] > cu2cl_lanes_otgx_8[cu2cl_lane])) &&
                           (cu2cl_lanes_v1_8[cu2cl_lane] != cu2cl_lanes_v2_8[cu2cl_lane]);
      if (cu2cl_lanes_cu2cl_then11[cu2cl_lane])
        cu2cl_lanes_bestID[cu2cl_lane] =
            cu2cl_lanes_flag_8 ? cu2cl_lanes_k1_8[cu2cl_lane] : cu2cl_lanes_k2_8;
      if (cu2cl_lanes_cu2cl_then11[cu2cl_lane])
        cu2cl_lanes_energy[cu2cl_lane] =
            cu2cl_lanes_flag_8 ? cu2cl_lanes_v1_8[cu2cl_lane] : cu2cl_lanes_v2_8[cu2cl_lane];
      cu2cl_lanes_v1_9[cu2cl_lane] = cu2cl_lanes_energy[cu2cl_lane];
      cu2cl_lanes_k1_9[cu2cl_lane] = cu2cl_lanes_bestID[cu2cl_lane];
      cu2cl_lanes_otgx_9[cu2cl_lane] = cu2cl_lanes_tgx[cu2cl_lane] ^ 16;
      cu2cl_wf20_v[cu2cl_lane] =
          (cu2cl_lanes_cu2cl_then11[cu2cl_lane]) ? (cu2cl_lanes_energy[cu2cl_lane]) : 0;
      cu2cl_wf20_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_9[cu2cl_lane]);
    }
    float cu2cl_lanes_v2_9[32];
    int cu2cl_wf21_v[32];
    uint cu2cl_wf21_b[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      float cu2cl_lanes_cu2cl_sync20;
      cu2cl_lanes_cu2cl_sync20 = cu2cl_wf20_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf20_b[cu2cl_lane], (int)(32))];
      cu2cl_lanes_v2_9[cu2cl_lane] = cu2cl_lanes_cu2cl_sync20;
      cu2cl_wf21_v[cu2cl_lane] =
          (cu2cl_lanes_cu2cl_then11[cu2cl_lane]) ? (cu2cl_lanes_bestID[cu2cl_lane]) : 0;
      cu2cl_wf21_b[cu2cl_lane] = (uint)(cu2cl_lanes_otgx_9[cu2cl_lane]);
    }
    uint cu2cl_wfm3 = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_sync21;
      int cu2cl_lanes_k2_9;
      int cu2cl_lanes_flag_9;
      cu2cl_lanes_cu2cl_sync21 = cu2cl_wf21_v[cu2cl__shfl_src_lane(
          CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf21_b[cu2cl_lane], (int)(32))];
      cu2cl_lanes_k2_9 = cu2cl_lanes_cu2cl_sync21;
      cu2cl_lanes_flag_9 = ((cu2cl_lanes_v1_9[cu2cl_lane] < cu2cl_lanes_v2_9[cu2cl_lane]) ^
                            (cu2cl_lanes_tgx[cu2cl_lane] > cu2cl_lanes_otgx_9[cu2cl_lane])) &&
                           (cu2cl_lanes_v1_9[cu2cl_lane] != cu2cl_lanes_v2_9[cu2cl_lane]);
      if (cu2cl_lanes_cu2cl_then11[cu2cl_lane])
        cu2cl_lanes_bestID[cu2cl_lane] =
            cu2cl_lanes_flag_9 ? cu2cl_lanes_k1_9[cu2cl_lane] : cu2cl_lanes_k2_9;
      if (cu2cl_lanes_cu2cl_then11[cu2cl_lane])
        cu2cl_lanes_energy[cu2cl_lane] =
            cu2cl_lanes_flag_9 ? cu2cl_lanes_v1_9[cu2cl_lane] : cu2cl_lanes_v2_9[cu2cl_lane];
      cu2cl_wfm3 |=
          ((cu2cl_lanes_cu2cl_then11[cu2cl_lane]) && (cu2cl_lanes_tgx[cu2cl_lane] == 0) ? 1u : 0u)
          << cu2cl_lane;
    }
    for (uint cu2cl_wfm = cu2cl_wfm3; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
      const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
      {
        bestEnergies[(uint)get_group_id(0)] = cu2cl_lanes_energy[cu2cl_lane];
        bestIds[(uint)get_group_id(0)] = cu2cl_lanes_bestID[cu2cl_lane];
      }
    }
  }
}
#endif
