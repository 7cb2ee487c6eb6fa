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

#include <cu2cl/cuda_api.h>
static cu2cl::Module cu2cl_module("docking_reductions.cl");

#include <cfloat>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                                                \
  do {                                                                                             \
    cu2clError_t err_ = (call);                                                                    \
    if (err_ != cu2clSuccess) {                                                                    \
      std::fprintf(stderr, "CUDA error at %s:%d: %s: %s\n", __FILE__, __LINE__, #call,             \
                   cu2clGetErrorString(err_));                                                     \
      std::exit(EXIT_FAILURE);                                                                     \
    }                                                                                              \
  } while (0)

// The docking code's launch constants (only the two that the reductions read).
struct GpuData {
  uint32_t warpmask; // warp size - 1
  uint32_t warpbits; // log2(warp size)
};
GpuData cData;
static cu2cl::Symbol cu2cl_symbol_cData_registration(cu2cl_module, "cu2cl_symbol_cData", &cData, sizeof(cData));

// Block-wide sum of an integer; every thread of the block ends with the sum in value. Every
// thread of the block must reach it (it has barriers) and blockDim.x must be a multiple of 32.
#define REDUCEINTEGERSUM(value, pAccumulator)                                                      \
  if (threadIdx.x == 0) {                                                                          \
    *pAccumulator = 0;                                                                             \
  }                                                                                                \
  __threadfence();                                                                                 \
  __syncthreads();                                                                                 \
  if (__any_sync(0xffffffff, value != 0)) {                                                        \
    uint32_t tgx = threadIdx.x & cData.warpmask;                                                   \
    value += __shfl_sync(0xffffffff, value, tgx ^ 1);                                              \
    value += __shfl_sync(0xffffffff, value, tgx ^ 2);                                              \
    value += __shfl_sync(0xffffffff, value, tgx ^ 4);                                              \
    value += __shfl_sync(0xffffffff, value, tgx ^ 8);                                              \
    value += __shfl_sync(0xffffffff, value, tgx ^ 16);                                             \
    if (tgx == 0) {                                                                                \
      atomicAdd(pAccumulator, value);                                                              \
    }                                                                                              \
  }                                                                                                \
  __threadfence();                                                                                 \
  __syncthreads();                                                                                 \
  value = *pAccumulator;                                                                           \
  __syncthreads();

// One compare-exchange with lane tgx ^ mask: the lower lane keeps the lower score, the upper
// lane the higher one; the ids travel with their scores.
#define WARPMINIMUMEXCHANGE(tgx, v0, k0, mask)                                                     \
  {                                                                                                \
    float v1 = v0;                                                                                 \
    int k1 = k0;                                                                                   \
    int otgx = tgx ^ mask;                                                                         \
    float v2 = __shfl_sync(0xffffffff, v0, otgx);                                                  \
    int k2 = __shfl_sync(0xffffffff, k0, otgx);                                                    \
    int flag = ((v1 < v2) ^ (tgx > otgx)) && (v1 != v2);                                           \
    k0 = flag ? k1 : k2;                                                                           \
    v0 = flag ? v1 : v2;                                                                           \
  }

// After it, lane 0 holds the warp's lowest score v0 and its id k0.
#define WARPMINIMUM2(tgx, v0, k0)                                                                  \
  WARPMINIMUMEXCHANGE(tgx, v0, k0, 1)                                                              \
  WARPMINIMUMEXCHANGE(tgx, v0, k0, 2)                                                              \
  WARPMINIMUMEXCHANGE(tgx, v0, k0, 4)                                                              \
  WARPMINIMUMEXCHANGE(tgx, v0, k0, 8)                                                              \
  WARPMINIMUMEXCHANGE(tgx, v0, k0, 16)

constexpr int kMaxWarpsPerBlock = 1024 / 32;

// The energy of atoms [first, last) of a pose, like the docking code's energy function: called
// by every thread of the block, it returns the sum to every thread.
// device function calcPoseEnergy: see docking_reductions.cl

// One block per entity; entity e has atoms [e * atomsPerEntity, (e + 1) * atomsPerEntity),
// the last one fewer if numAtoms is not a multiple. An atom outside the cutoff has the energy
// term 0 and costs no evaluation.
// kernel localSearchStep: see docking_reductions.cl

// One block per population; population p has entities [p * popSize, (p + 1) * popSize), the
// last one fewer if numEntities is not a multiple.
// kernel findBestEntity: see docking_reductions.cl

// Small deterministic generator, so that a failure can be reproduced.
static unsigned int nextRandom(unsigned int &state) {
  state = state * 1664525u + 1013904223u;
  return state >> 8;
}

// Runs localSearchStep on numAtoms atoms and compares with the CPU; prints PASS or FAIL.
static bool runLocalSearchCase(int numAtoms, int atomsPerEntity, int blockSize,
                               unsigned int &seed) {
  int numEntities = (numAtoms + atomsPerEntity - 1) / atomsPerEntity;
  // Atoms come in residues of 40; a third of the residues are outside the cutoff (term 0),
  // so that some warps have nothing to add and skip the shuffles.
  std::vector<int> atomEnergies(numAtoms);
  std::vector<float> candidateCoords(numAtoms), coords(numAtoms);
  bool inCutoff = true;
  for (int i = 0; i < numAtoms; ++i) {
    if (i % 40 == 0)
      inCutoff = nextRandom(seed) % 3 != 0;
    atomEnergies[i] = inCutoff ? static_cast<int>(nextRandom(seed) % 2001) - 1000 : 0;
    coords[i] = static_cast<float>(nextRandom(seed) % 1000) * 0.01f;
    candidateCoords[i] = static_cast<float>(nextRandom(seed) % 1000) * 0.01f;
  }

  // CPU reference. The entities' current energies are the candidate's energy plus 1, 0 or -1,
  // so that a third of the candidates are accepted (strictly lower energy).
  std::vector<int> candidateEnergy(numEntities, 0), evals(numEntities, 0);
  for (int i = 0; i < numAtoms; ++i) {
    candidateEnergy[i / atomsPerEntity] += atomEnergies[i];
    evals[i / atomsPerEntity] += atomEnergies[i] != 0;
  }
  std::vector<int> energies(numEntities), entityEvals(numEntities);
  std::vector<int> expectedEnergies(numEntities), expectedEvals(numEntities);
  std::vector<float> expectedCoords = coords;
  int expectedTotal = 0;
  for (int e = 0; e < numEntities; ++e) {
    energies[e] = candidateEnergy[e] + 1 - e % 3;
    entityEvals[e] = e % 5; // earlier evaluations
    bool accept = candidateEnergy[e] < energies[e];
    expectedEnergies[e] = accept ? candidateEnergy[e] : energies[e];
    expectedEvals[e] = entityEvals[e] + evals[e];
    expectedTotal += evals[e];
    for (int i = e * atomsPerEntity; accept && i < numAtoms && i < (e + 1) * atomsPerEntity; ++i)
      expectedCoords[i] = candidateCoords[i];
  }

  int *d_atomEnergies, *d_energies, *d_evals, *d_total;
  float *d_candidateCoords, *d_coords;
  CHECK(cu2clMalloc(&d_atomEnergies, numAtoms * sizeof(int)));
  CHECK(cu2clMalloc(&d_candidateCoords, numAtoms * sizeof(float)));
  CHECK(cu2clMalloc(&d_coords, numAtoms * sizeof(float)));
  CHECK(cu2clMalloc(&d_energies, numEntities * sizeof(int)));
  CHECK(cu2clMalloc(&d_evals, numEntities * sizeof(int)));
  CHECK(cu2clMalloc(&d_total, sizeof(int)));
  CHECK(cu2clMemcpy(d_atomEnergies, atomEnergies.data(), numAtoms * sizeof(int),
                   cu2clMemcpyHostToDevice));
  CHECK(cu2clMemcpy(d_candidateCoords, candidateCoords.data(), numAtoms * sizeof(float),
                   cu2clMemcpyHostToDevice));
  CHECK(cu2clMemcpy(d_coords, coords.data(), numAtoms * sizeof(float), cu2clMemcpyHostToDevice));
  CHECK(cu2clMemcpy(d_energies, energies.data(), numEntities * sizeof(int),
                   cu2clMemcpyHostToDevice));
  CHECK(cu2clMemcpy(d_evals, entityEvals.data(), numEntities * sizeof(int),
                   cu2clMemcpyHostToDevice));
  CHECK(cu2clMemset(d_total, 0, sizeof(int)));

  cu2cl::launch(cu2cl_module, "localSearchStep", numEntities, blockSize, 0, 0, d_atomEnergies, d_candidateCoords, d_coords,
                                              numAtoms, atomsPerEntity, d_energies, d_evals,
                                              d_total);
  CHECK(cu2clGetLastError());

  int total = 0;
  CHECK(cu2clMemcpy(energies.data(), d_energies, numEntities * sizeof(int),
                   cu2clMemcpyDeviceToHost));
  CHECK(cu2clMemcpy(entityEvals.data(), d_evals, numEntities * sizeof(int),
                   cu2clMemcpyDeviceToHost));
  CHECK(cu2clMemcpy(coords.data(), d_coords, numAtoms * sizeof(float), cu2clMemcpyDeviceToHost));
  CHECK(cu2clMemcpy(&total, d_total, sizeof(int), cu2clMemcpyDeviceToHost));
  CHECK(cu2clFree(d_atomEnergies));
  CHECK(cu2clFree(d_candidateCoords));
  CHECK(cu2clFree(d_coords));
  CHECK(cu2clFree(d_energies));
  CHECK(cu2clFree(d_evals));
  CHECK(cu2clFree(d_total));

  int wrongEnergies = 0, wrongEvals = 0, wrongCoords = 0;
  for (int e = 0; e < numEntities; ++e) {
    wrongEnergies += energies[e] != expectedEnergies[e];
    wrongEvals += entityEvals[e] != expectedEvals[e];
  }
  for (int i = 0; i < numAtoms; ++i)
    wrongCoords += coords[i] != expectedCoords[i];
  bool ok = wrongEnergies == 0 && wrongEvals == 0 && wrongCoords == 0 && total == expectedTotal;
  std::printf("localSearchStep atoms=%d atomsPerEntity=%d block=%d entities=%d evals=%d "
              "(expected %d) wrong energies=%d evals=%d coords=%d %s\n",
              numAtoms, atomsPerEntity, blockSize, numEntities, total, expectedTotal,
              wrongEnergies, wrongEvals, wrongCoords, ok ? "PASS" : "FAIL");
  return ok;
}

// Runs findBestEntity on numEntities energies and compares with the CPU; prints PASS or FAIL.
// When several entities share the lowest energy, any of them is a right answer.
static bool runBestEntityCase(int numEntities, int popSize, int blockSize, unsigned int &seed) {
  int numPops = (numEntities + popSize - 1) / popSize;
  // Energies in steps of 0.1, so that the larger populations have ties.
  std::vector<float> energies(numEntities);
  for (float &e : energies)
    e = static_cast<float>(static_cast<int>(nextRandom(seed) % 20000) - 15000) * 0.1f;

  float *d_energies, *d_bestEnergies;
  int *d_bestIds;
  CHECK(cu2clMalloc(&d_energies, numEntities * sizeof(float)));
  CHECK(cu2clMalloc(&d_bestEnergies, numPops * sizeof(float)));
  CHECK(cu2clMalloc(&d_bestIds, numPops * sizeof(int)));
  CHECK(cu2clMemcpy(d_energies, energies.data(), numEntities * sizeof(float),
                   cu2clMemcpyHostToDevice));
  cu2cl::launch(cu2cl_module, "findBestEntity", numPops, blockSize, 0, 0, d_energies, numEntities, popSize, d_bestEnergies,
                                         d_bestIds);
  CHECK(cu2clGetLastError());
  std::vector<float> bestEnergies(numPops);
  std::vector<int> bestIds(numPops);
  CHECK(cu2clMemcpy(bestEnergies.data(), d_bestEnergies, numPops * sizeof(float),
                   cu2clMemcpyDeviceToHost));
  CHECK(cu2clMemcpy(bestIds.data(), d_bestIds, numPops * sizeof(int), cu2clMemcpyDeviceToHost));
  CHECK(cu2clFree(d_energies));
  CHECK(cu2clFree(d_bestEnergies));
  CHECK(cu2clFree(d_bestIds));

  int wrong = 0, firstWrong = -1;
  for (int p = 0; p < numPops; ++p) {
    int first = p * popSize;
    int last = first + popSize < numEntities ? first + popSize : numEntities;
    float lowest = FLT_MAX;
    for (int i = first; i < last; ++i)
      lowest = energies[i] < lowest ? energies[i] : lowest;
    int id = bestIds[p];
    bool right = bestEnergies[p] == lowest && id >= first && id < last && energies[id] == lowest;
    if (!right && firstWrong < 0)
      firstWrong = p;
    wrong += !right;
  }
  bool ok = wrong == 0;
  std::printf("findBestEntity entities=%d popSize=%d block=%d populations=%d wrong=%d", numEntities,
              popSize, blockSize, numPops, wrong);
  if (firstWrong >= 0)
    std::printf(" (first: population %d got %g at %d)", firstWrong, bestEnergies[firstWrong],
                bestIds[firstWrong]);
  std::printf(" %s\n", ok ? "PASS" : "FAIL");
  return ok;
}

int main() {
  const GpuData gpuData = {31u, 5u}; // 32-thread warps
  CHECK(cu2clMemcpyToSymbol(cData, &gpuData, sizeof(gpuData)));

  const int sizes[] = {1, 31, 1000, 1024, 4096, 100003, 1 << 20};
  const int blockSizes[] = {64, 128, 256, 512, 1024};
  int failures = 0;
  unsigned int seed = 4242u;

  for (int n : sizes) {
    for (int blockSize : blockSizes) {
      // Poses of 77 atoms (most threads of a block have none) and of 777 (several per thread).
      failures += !runLocalSearchCase(n, 77, blockSize, seed);
      failures += !runLocalSearchCase(n, 777, blockSize, seed);
      // Populations of 150 (the docking code's default) and a single population of n.
      failures += !runBestEntityCase(n, 150, blockSize, seed);
      failures += !runBestEntityCase(n, n, blockSize, seed);
    }
  }

  std::printf("%d failure(s) %s\n", failures, failures ? "FAIL" : "PASS");
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}

// The kernels of this file that other files launch (cu2cl::KernelExport).
extern "C" const cu2cl::KernelExport cu2cl_kernel_Z15localSearchStepPKiPKfPfiiPiS4_S4_ = {&cu2cl_module, "localSearchStep"};
extern "C" const cu2cl::KernelExport cu2cl_kernel_Z14findBestEntityPKfiiPfPi = {&cu2cl_module, "findBestEntity"};
