// CUB's block collectives with the program's own operators and types, and those the device
// library does not reduce: BlockReduce with a functor, num_valid, ArgMax over KeyValuePair, an
// array per thread and a short; BlockScan's sums, scans with and without an initial value,
// block aggregates, several items per thread (input and output one array) and a prefix
// callback over two tiles; BlockLoad, BlockStore and BlockAdjacentDifference in blocked and
// striped arrangements, full and partial tiles; a 2D block; WarpReduce on whole and logical
// warps, also in one warp only. Blocks of 96 threads (three warps,
// not a power of two). Floating-point results are compared bit for bit with CUDA's (CUB's
// warp-reduction and warp-scan order). Expected values: CUDA 13.0 on an H200.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/cub_block_collectives.cl reductions 2 96 1152 6 > %t/reductions.txt
// RUN: diff %S/Inputs/cub_block_collectives.reductions.txt %t/reductions.txt
// RUN: timeout 120 %cl-run %t/cub_block_collectives.cl scans 2 96 1920 10 > %t/scans.txt
// RUN: diff %S/Inputs/cub_block_collectives.scans.txt %t/scans.txt
// RUN: timeout 120 %cl-run %t/cub_block_collectives.cl tiles 1 32 1024 8 > %t/tiles.txt
// RUN: diff %S/Inputs/cub_block_collectives.tiles.txt %t/tiles.txt
// RUN: timeout 120 %cl-run %t/cub_block_collectives.cl two_dimensions 2 16,4 512 4 > %t/2d.txt
// RUN: diff %S/Inputs/cub_block_collectives.2d.txt %t/2d.txt
// RUN: timeout 120 %cl-run %t/cub_block_collectives.cl warps 1 96 576 6 > %t/warps.txt
// RUN: diff %S/Inputs/cub_block_collectives.warps.txt %t/warps.txt
#include <cub/cub.cuh>

struct Plus {
  __device__ float operator()(const float &a, const float &b) const { return a + b; }
};
struct Larger {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};
struct Difference {
  template <typename T> __device__ T operator()(T &later, T &earlier) { return later - earlier; }
};
// Hands each tile the running total of the tiles before it (CUB's BlockPrefixCallbackOp).
struct RunningTotal {
  int total;
  __device__ int operator()(int tileAggregate) {
    int before = total;
    total += tileAggregate;
    return before;
  }
};

__device__ float sample(int i) {
  return 1.0f / (float)(i + 3) + (float)((i * 7919) % 1000) * 1e-3f;
}

__global__ void reductions(long long *out) {
  typedef cub::BlockReduce<float, 96> FloatReduce;
  typedef cub::KeyValuePair<int, float> Pair;
  typedef cub::BlockReduce<Pair, 96> PairReduce;
  typedef cub::BlockReduce<int, 96> IntReduce;
  typedef cub::BlockReduce<short, 96> ShortReduce;
  __shared__ typename FloatReduce::TempStorage floats;
  __shared__ typename PairReduce::TempStorage pairs;
  __shared__ typename IntReduce::TempStorage ints;
  __shared__ typename ShortReduce::TempStorage shorts;
  int t = threadIdx.x;
  float v = sample(t + 96 * blockIdx.x);
  float everything = FloatReduce(floats).Reduce(v, Plus());
  float some = FloatReduce(floats).Reduce(v, Plus(), 50);
  Pair mine;
  mine.key = t;
  mine.value = (float)((t * 13 + blockIdx.x) % 10);
  Pair best = PairReduce(pairs).Reduce(mine, cub::ArgMax());
  int items[4] = {t, 2 * t, t % 7, -t};
  int itemSum = IntReduce(ints).Sum(items);
  int largest = IntReduce(ints).Reduce(t * 5 % 97, Larger());
  short small = ShortReduce(shorts).Sum((short)(t % 3));
  long long *o = out + 6 * (t + 96 * blockIdx.x);
  // CUB defines the result in thread 0 only.
  if (t == 0) {
    o[0] = __float_as_int(everything);
    o[1] = __float_as_int(some);
    o[2] = best.key * 100 + (int)best.value;
    o[3] = itemSum;
    o[4] = largest;
    o[5] = small;
  } else {
    for (int i = 0; i < 6; ++i)
      o[i] = 0;
  }
}

__global__ void scans(long long *out) {
  typedef cub::BlockScan<int, 96> IntScan;
  typedef cub::BlockScan<float, 96, cub::BLOCK_SCAN_WARP_SCANS> FloatScan;
  __shared__ typename IntScan::TempStorage intStorage;
  __shared__ typename FloatScan::TempStorage floatStorage;
  int t = threadIdx.x;
  long long *o = out + 10 * (t + 96 * blockIdx.x);
  int exclusive, aggregate;
  IntScan(intStorage).ExclusiveSum(t % 5 + 1, exclusive, aggregate);
  o[0] = exclusive;
  o[1] = aggregate;
  float inclusive;
  FloatScan(floatStorage).InclusiveSum(sample(t + 96 * blockIdx.x), inclusive);
  o[2] = __float_as_int(inclusive);
  float exclusiveFloat;
  FloatScan(floatStorage).ExclusiveScan(sample(t), exclusiveFloat, 0.5f, Plus());
  o[3] = __float_as_int(exclusiveFloat);
  int highest;
  IntScan(intStorage).ExclusiveScan((t * 37) % 101, highest, 100, Larger());
  o[4] = highest;
  int data[3] = {t % 4, 1, t % 2};
  int total;
  IntScan(intStorage).ExclusiveSum(data, data, total);
  o[5] = data[0] * 1000000 + data[1] * 1000 + data[2];
  o[6] = total;
  int running[3] = {t, t % 3, 2};
  IntScan(intStorage).InclusiveScan(running, running, Larger());
  o[7] = running[0] * 1000000 + running[1] * 1000 + running[2];
  RunningTotal prefix = {1000};
  int tiles = 0;
  for (int tile = 0; tile < 2; ++tile) {
    int value = tile * 10 + t % 3;
    int before;
    IntScan(intStorage).ExclusiveSum(value, before, prefix);
    tiles = tiles * 100000 + before;
  }
  o[8] = tiles;
  int inclusiveFloatBits;
  float lastItems[2] = {sample(2 * t), sample(2 * t + 1)};
  FloatScan(floatStorage).InclusiveSum(lastItems, lastItems);
  inclusiveFloatBits = __float_as_int(lastItems[1]);
  o[9] = inclusiveFloatBits;
}

// One warp-sized block loads a tile of 4 items per thread (written by the block itself first),
// then differences and stores it in several ways.
__global__ void tiles(long long *out) {
  typedef cub::BlockLoad<long long, 32, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE> Load;
  typedef cub::BlockLoad<long long, 32, 4, cub::BLOCK_LOAD_STRIPED> StripedLoad;
  typedef cub::BlockStore<long long, 32, 4, cub::BLOCK_STORE_WARP_TRANSPOSE> Store;
  typedef cub::BlockStore<long long, 32, 4, cub::BLOCK_STORE_STRIPED> StripedStore;
  typedef cub::BlockAdjacentDifference<long long, 32> Adjacent;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Adjacent::TempStorage adjacent;
  } storage;
  int t = threadIdx.x;
  for (int i = t; i < 128; i += 32)
    out[i] = (long long)i * i % 1009;
  __syncthreads();
  long long items[4];
  Load(storage.load).Load(out, items);
  long long partial[4];
  Load(storage.load).Load(out, partial, 70, -5);
  long long striped[4];
  StripedLoad().Load(out, striped);
  __syncthreads();
  Adjacent(storage.adjacent).SubtractLeft(items, items, Difference());
  Store(storage.store).Store(out + 128, items);
  long long right[4];
  Adjacent(storage.adjacent).SubtractRight(striped, right, Difference());
  StripedStore().Store(out + 256, right);
  long long left[4];
  Adjacent(storage.adjacent).SubtractLeft(partial, left, Difference(), 1000);
  Store(storage.store).Store(out + 384, left);
  long long leftPartial[4];
  Adjacent(storage.adjacent).SubtractLeftPartialTile(partial, leftPartial, Difference(), 70);
  Store(storage.store).Store(out + 512, leftPartial);
  long long rightPartial[4];
  Adjacent(storage.adjacent).SubtractRightPartialTile(partial, rightPartial, Difference(), 70);
  Store(storage.store).Store(out + 640, rightPartial);
  long long successor[4];
  Adjacent(storage.adjacent).SubtractRight(partial, successor, Difference(), 2000);
  Store(storage.store).Store(out + 768, successor, 100);
  for (int i = 868 + t; i < 896; i += 32)
    out[i] = 0;
  StripedStore().Store(out + 896, partial);
}

// A 16 x 4 block: the collectives number threads row by row.
__global__ void two_dimensions(long long *out) {
  typedef cub::BlockReduce<int, 16, cub::BLOCK_REDUCE_WARP_REDUCTIONS, 4> Reduce;
  typedef cub::BlockScan<int, 16, cub::BLOCK_SCAN_RAKING, 4> Scan;
  __shared__ typename Reduce::TempStorage reduceStorage;
  __shared__ typename Scan::TempStorage scanStorage;
  int rank = threadIdx.y * 16 + threadIdx.x;
  int value = (rank * 11 + blockIdx.x) % 23;
  int sum = Reduce(reduceStorage).Reduce(value, Larger());
  int before;
  Scan(scanStorage).ExclusiveSum(value, before);
  int after;
  Scan(scanStorage).InclusiveScan(value, after, Larger());
  long long *o = out + 4 * (rank + 64 * blockIdx.x);
  o[0] = rank == 0 ? sum : 0;
  o[1] = before;
  o[2] = after;
  o[3] = value;
}

// WarpReduce: whole warps, logical warps of 8, num_valid, and only the second warp calling.
__global__ void warps(long long *out) {
  typedef cub::WarpReduce<float> FloatWarp;
  typedef cub::WarpReduce<int, 8> EightLanes;
  __shared__ typename FloatWarp::TempStorage floats[3];
  __shared__ typename EightLanes::TempStorage eights[12];
  __shared__ cub::WarpReduce<int>::TempStorage intWarp;
  int t = threadIdx.x;
  long long *o = out + 6 * t;
  float total = FloatWarp(floats[t / 32]).Sum(sample(t));
  int largest = EightLanes(eights[t / 8]).Reduce((t * 37) % 23, Larger());
  int some = EightLanes(eights[t / 8]).Sum(t, 5);
  float partial = FloatWarp(floats[t / 32]).Reduce(sample(2 * t), Plus(), 20);
  int second = -1;
  if (t / 32 == 1)
    second = cub::WarpReduce<int>(intWarp).Sum(t * t);
  o[0] = t % 32 == 0 ? __float_as_int(total) : 0;
  o[1] = t % 8 == 0 ? largest : 0;
  o[2] = t % 8 == 0 ? some : 0;
  o[3] = t % 32 == 0 ? __float_as_int(partial) : 0;
  o[4] = t == 32 ? second : 0;
  o[5] = t;
}
