// CUB's block collectives chosen by host code (cu2cl-cc/block_scan_algorithms.test): a host
// function template takes cub::BlockScanAlgorithm and cub::BlockLoadAlgorithm values and
// launches a kernel template with them; the kernel loads a tile, scans it and stores it back.
// Checked against the host's own prefix sums.
#include <cub/block/block_load.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>

#include <cstdio>
#include <vector>

using namespace cub;

template <int THREADS, int ITEMS, BlockScanAlgorithm SCAN, BlockLoadAlgorithm LOAD>
__global__ void prefixSums(const int *in, int *out, int *totals) {
  typedef BlockLoad<int, THREADS, ITEMS, LOAD> Load;
  typedef BlockStore<int, THREADS, ITEMS, BLOCK_STORE_WARP_TRANSPOSE> Store;
  typedef BlockScan<int, THREADS, SCAN> Scan;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Scan::TempStorage scan;
  } storage;
  int offset = blockIdx.x * THREADS * ITEMS;
  int items[ITEMS];
  Load(storage.load).Load(in + offset, items);
  __syncthreads();
  int total;
  Scan(storage.scan).ExclusiveSum(items, items, total);
  __syncthreads();
  Store(storage.store).Store(out + offset, items);
  if (threadIdx.x == 0)
    totals[blockIdx.x] = total;
}

template <int THREADS, int ITEMS, BlockScanAlgorithm SCAN, BlockLoadAlgorithm LOAD>
int check(const char *name) {
  const int blocks = 5, tile = THREADS * ITEMS, n = blocks * tile;
  std::vector<int> values(n);
  for (int i = 0; i < n; ++i)
    values[i] = (i * 7) % 11 - 3;
  int *in, *out, *totals;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  cudaMalloc(&totals, blocks * sizeof(int));
  cudaMemcpy(in, values.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  prefixSums<THREADS, ITEMS, SCAN, LOAD><<<blocks, THREADS>>>(in, out, totals);
  std::vector<int> got(n), gotTotals(blocks);
  cudaMemcpy(got.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(gotTotals.data(), totals, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int b = 0; b < blocks; ++b) {
    int sum = 0;
    for (int i = b * tile; i < (b + 1) * tile; ++i) {
      wrong += got[i] != sum;
      sum += values[i];
    }
    wrong += gotTotals[b] != sum;
  }
  std::printf("%s: %d wrong\n", name, wrong);
  cudaFree(in);
  cudaFree(out);
  cudaFree(totals);
  return wrong;
}

int main() {
  int wrong = check<128, 4, BLOCK_SCAN_RAKING, BLOCK_LOAD_WARP_TRANSPOSE>("raking 128x4");
  wrong += check<96, 3, cub::BLOCK_SCAN_WARP_SCANS, cub::BLOCK_LOAD_DIRECT>("warp scans 96x3");
  std::printf("%s\n", wrong ? "FAIL" : "PASS");
  return wrong != 0;
}
