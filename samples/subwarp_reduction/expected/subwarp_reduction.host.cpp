// Sub-warp reductions in the style of Ginkgo ("Ginkgo - A Math Library designed for Platform
// Portability", section "Cooperative groups"): a sub-warp is a cooperative-groups tile of
// SubwarpSize = 1, 2, 4, 8, 16 or 32 consecutive threads, and kernels are templated on it.
//
//   reduceSubwarp: Ginkgo's reduce(group, value, op): a butterfly of group.shfl_xor, after which
//     every thread of the group holds the result.
//   subwarpSum<SubwarpSize, T>: the paper's Listing 2 (there in DPC++) in CUDA: each sub-warp
//     sums its elements and every thread stores the sum (T = int and double).
//   classicalSpmv<SubwarpSize>: Ginkgo's classical CSR SpMV: one sub-warp per row (rows in a
//     grid-stride loop), each thread a part of the row's dot product, then reduceSubwarp.
//   rowProperties<SubwarpSize>: per row, the votes the paper lists for sub-warps:
//     ballot (tile-relative bits, counted with __popc), any and all; and cg::reduce with
//     cg::plus and cg::greater.
//   partialDot / finalizeDot: Ginkgo's dot product: each block halves its partial sums in
//     shared memory down to one warp, which a 32-thread tile reduces (Ginkgo's reduce over an
//     array); a second kernel reduces the blocks' results the same way.
//
// Checked against CPU references for several sizes, sub-warp sizes and block sizes. Values
// are small integers (also the doubles), so every sum is exact in any order.

#include <cu2cl/cuda_api.h>
static cu2cl::Module cu2cl_module("subwarp_reduction.cl");

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>
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

constexpr int kWarpSize = 32;
constexpr int kMaxBlocks = 64;     // grid cap of the row kernels, so that sub-warps loop
constexpr int kWorkPerThread = 32; // elements per thread in partialDot, as in Ginkgo

template <typename T> struct Plus {
  T operator()(T a, T b) const { return a + b; }
};

// Ginkgo's reduce: after log2(group.size()) butterfly steps every thread of the group holds
// op over the group's values.
// device function reduceSubwarp: see subwarp_reduction.cl

// Every sub-warp sums its SubwarpSize consecutive elements; every thread stores the sum.
// kernel subwarpSum: see subwarp_reduction.cl

// c = A * b for a CSR matrix A with numRows rows, one sub-warp per row.
// kernel classicalSpmv: see subwarp_reduction.cl

struct RowInfo {
  double maxAbs;         // largest |value| (cg::reduce, cg::greater)
  int nnz;               // entries (cg::reduce, cg::plus)
  int negatives;         // negative entries (ballot, __popc)
  unsigned int negMask;  // ballot of the first SubwarpSize entries: bit r = entry r is negative
  int sorted;            // column indices strictly increasing (all)
  int hasDiagonal;       // some column index equals the row (any)
};

// One sub-warp per row; the row's entries are visited SubwarpSize at a time.
// kernel rowProperties: see subwarp_reduction.cl

// Ginkgo's reduce over an array in shared memory (one value per thread of the block, a power of
// two of at least 32): the block halves it down to 32 values, then the first warp reduces them
// as a tile and leaves the sum in data[0].
// device function reduceArray: see subwarp_reduction.cl

// partials[blockIdx.x] = the block's part of x . y; dynamic shared memory: one double a thread.
// kernel partialDot: see subwarp_reduction.cl

// *result = the sum of the partials; one block.
// kernel finalizeDot: see subwarp_reduction.cl

// Small deterministic generator, so that a failure can be reproduced.
static unsigned int nextRandom(unsigned int &state) {
  state = state * 1664525u + 1013904223u;
  return state >> 8;
}

// A square CSR matrix: rows of 0 to 16 entries, every 97th row of 50; columns mostly
// increasing around the diagonal (wrapping at the last column, and every 7th row with its
// first and last entries swapped, so that some rows are not sorted); values in [-8, 8].
struct CsrMatrix {
  int numRows;
  std::vector<int> rowPtrs, colIdxs;
  std::vector<double> values;
};

static CsrMatrix makeMatrix(int numRows, unsigned int &seed) {
  CsrMatrix a;
  a.numRows = numRows;
  a.rowPtrs.push_back(0);
  for (int row = 0; row < numRows; ++row) {
    int len = row % 97 == 96 ? 50 : static_cast<int>(nextRandom(seed) % 17);
    int col = row - len / 2 + static_cast<int>(nextRandom(seed) % 3);
    col = col < 0 ? 0 : col;
    int first = static_cast<int>(a.colIdxs.size());
    for (int k = 0; k < len; ++k) {
      a.colIdxs.push_back(col % numRows);
      a.values.push_back(static_cast<double>(static_cast<int>(nextRandom(seed) % 17) - 8));
      col += 1 + static_cast<int>(nextRandom(seed) % 2);
    }
    if (row % 7 == 3 && len >= 2)
      std::swap(a.colIdxs[first], a.colIdxs[first + len - 1]);
    a.rowPtrs.push_back(static_cast<int>(a.colIdxs.size()));
  }
  return a;
}

// Device copies of a matrix and of a vector b of numRows entries.
struct DeviceData {
  int *rowPtrs, *colIdxs;
  double *values, *b;
};

// Runs the sub-warp kernels for one SubwarpSize and block size; prints one line.
template <int SubwarpSize>
static bool runSubwarpCase(const CsrMatrix &a, const std::vector<double> &b,
                           const DeviceData &d, int blockSize) {
  const int numRows = a.numRows;
  const int nnz = static_cast<int>(a.values.size());

  // subwarpSum over the column indices (int) and the values (double).
  int wrongSums = 0;
  if (nnz > 0) {
    int *d_ints;
    double *d_doubles;
    CHECK(cu2clMalloc(&d_ints, nnz * sizeof(int)));
    CHECK(cu2clMalloc(&d_doubles, nnz * sizeof(double)));
    CHECK(cu2clMemcpy(d_ints, d.colIdxs, nnz * sizeof(int), cu2clMemcpyDeviceToDevice));
    CHECK(cu2clMemcpy(d_doubles, d.values, nnz * sizeof(double), cu2clMemcpyDeviceToDevice));
    const int numBlocks = (nnz + blockSize - 1) / blockSize;
    cu2cl::launch(cu2cl_module, (SubwarpSize == 1 ? "subwarpSum_1_int" : SubwarpSize == 2 ? "subwarpSum_2_int" : SubwarpSize == 4 ? "subwarpSum_4_int" : SubwarpSize == 8 ? "subwarpSum_8_int" : SubwarpSize == 16 ? "subwarpSum_16_int" : SubwarpSize == 32 ? "subwarpSum_32_int" : ""), numBlocks, blockSize, 0, 0, d_ints, nnz);
    CHECK(cu2clGetLastError());
    cu2cl::launch(cu2cl_module, (SubwarpSize == 1 ? "subwarpSum_1_double" : SubwarpSize == 2 ? "subwarpSum_2_double" : SubwarpSize == 4 ? "subwarpSum_4_double" : SubwarpSize == 8 ? "subwarpSum_8_double" : SubwarpSize == 16 ? "subwarpSum_16_double" : SubwarpSize == 32 ? "subwarpSum_32_double" : ""), numBlocks, blockSize, 0, 0, d_doubles, nnz);
    CHECK(cu2clGetLastError());
    std::vector<int> ints(nnz);
    std::vector<double> doubles(nnz);
    CHECK(cu2clMemcpy(ints.data(), d_ints, nnz * sizeof(int), cu2clMemcpyDeviceToHost));
    CHECK(cu2clMemcpy(doubles.data(), d_doubles, nnz * sizeof(double), cu2clMemcpyDeviceToHost));
    CHECK(cu2clFree(d_ints));
    CHECK(cu2clFree(d_doubles));
    for (int first = 0; first < nnz; first += SubwarpSize) {
      int intSum = 0;
      double doubleSum = 0.0;
      for (int i = first; i < first + SubwarpSize && i < nnz; ++i) {
        intSum += a.colIdxs[i];
        doubleSum += a.values[i];
      }
      for (int i = first; i < first + SubwarpSize && i < nnz; ++i)
        wrongSums += (ints[i] != intSum) + (doubles[i] != doubleSum);
    }
  }

  // classicalSpmv and rowProperties.
  int rowBlocks = (numRows * SubwarpSize + blockSize - 1) / blockSize;
  rowBlocks = rowBlocks < kMaxBlocks ? rowBlocks : kMaxBlocks;
  double *d_c;
  RowInfo *d_info;
  CHECK(cu2clMalloc(&d_c, numRows * sizeof(double)));
  CHECK(cu2clMalloc(&d_info, numRows * sizeof(RowInfo)));
  cu2cl::launch(cu2cl_module, (SubwarpSize == 1 ? "classicalSpmv_1" : SubwarpSize == 2 ? "classicalSpmv_2" : SubwarpSize == 4 ? "classicalSpmv_4" : SubwarpSize == 8 ? "classicalSpmv_8" : SubwarpSize == 16 ? "classicalSpmv_16" : SubwarpSize == 32 ? "classicalSpmv_32" : ""),
 rowBlocks, blockSize, 0, 0, numRows, d.values, d.colIdxs, d.rowPtrs, d.b, d_c);
  CHECK(cu2clGetLastError());
  cu2cl::launch(cu2cl_module, (SubwarpSize == 1 ? "rowProperties_1" : SubwarpSize == 2 ? "rowProperties_2" : SubwarpSize == 4 ? "rowProperties_4" : SubwarpSize == 8 ? "rowProperties_8" : SubwarpSize == 16 ? "rowProperties_16" : SubwarpSize == 32 ? "rowProperties_32" : ""),
 rowBlocks, blockSize, 0, 0, numRows, d.values, d.colIdxs, d.rowPtrs, d_info);
  CHECK(cu2clGetLastError());
  std::vector<double> c(numRows);
  std::vector<RowInfo> info(numRows);
  CHECK(cu2clMemcpy(c.data(), d_c, numRows * sizeof(double), cu2clMemcpyDeviceToHost));
  CHECK(cu2clMemcpy(info.data(), d_info, numRows * sizeof(RowInfo), cu2clMemcpyDeviceToHost));
  CHECK(cu2clFree(d_c));
  CHECK(cu2clFree(d_info));

  int wrongSpmv = 0, wrongRows = 0;
  for (int row = 0; row < numRows; ++row) {
    RowInfo expected = {0.0, 0, 0, 0u, 1, 0};
    double dot = 0.0;
    for (int k = a.rowPtrs[row]; k < a.rowPtrs[row + 1]; ++k) {
      int pos = k - a.rowPtrs[row];
      double value = a.values[k];
      dot += value * b[a.colIdxs[k]];
      expected.maxAbs = std::fabs(value) > expected.maxAbs ? std::fabs(value) : expected.maxAbs;
      expected.nnz += 1;
      expected.negatives += value < 0.0;
      if (pos < SubwarpSize && value < 0.0)
        expected.negMask |= 1u << pos;
      if (k + 1 < a.rowPtrs[row + 1] && a.colIdxs[k] >= a.colIdxs[k + 1])
        expected.sorted = 0;
      if (a.colIdxs[k] == row)
        expected.hasDiagonal = 1;
    }
    wrongSpmv += c[row] != dot;
    const RowInfo &got = info[row];
    wrongRows += got.maxAbs != expected.maxAbs || got.nnz != expected.nnz ||
                 got.negatives != expected.negatives || got.negMask != expected.negMask ||
                 got.sorted != expected.sorted || got.hasDiagonal != expected.hasDiagonal;
  }

  bool ok = wrongSums == 0 && wrongSpmv == 0 && wrongRows == 0;
  std::printf("subwarp=%d rows=%d nnz=%d block=%d wrong: subwarpSum=%d classicalSpmv=%d "
              "rowProperties=%d %s\n",
              SubwarpSize, numRows, nnz, blockSize, wrongSums, wrongSpmv, wrongRows,
              ok ? "PASS" : "FAIL");
  return ok;
}

// Runs partialDot and finalizeDot on n elements; prints one line.
static bool runDotCase(int n, int blockSize, unsigned int &seed) {
  std::vector<double> x(n), y(n);
  double expected = 0.0;
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<double>(static_cast<int>(nextRandom(seed) % 9) - 4);
    y[i] = static_cast<double>(static_cast<int>(nextRandom(seed) % 9) - 4);
    expected += x[i] * y[i];
  }
  const int numBlocks = (n + kWorkPerThread * blockSize - 1) / (kWorkPerThread * blockSize);
  double *d_x, *d_y, *d_partials, *d_result;
  CHECK(cu2clMalloc(&d_x, n * sizeof(double)));
  CHECK(cu2clMalloc(&d_y, n * sizeof(double)));
  CHECK(cu2clMalloc(&d_partials, numBlocks * sizeof(double)));
  CHECK(cu2clMalloc(&d_result, sizeof(double)));
  CHECK(cu2clMemcpy(d_x, x.data(), n * sizeof(double), cu2clMemcpyHostToDevice));
  CHECK(cu2clMemcpy(d_y, y.data(), n * sizeof(double), cu2clMemcpyHostToDevice));
  const size_t sharedBytes = blockSize * sizeof(double);
  cu2cl::launch(cu2cl_module, "partialDot", numBlocks, blockSize, sharedBytes, 0, n, d_x, d_y, d_partials);
  CHECK(cu2clGetLastError());
  cu2cl::launch(cu2cl_module, "finalizeDot", 1, blockSize, sharedBytes, 0, numBlocks, d_partials, d_result);
  CHECK(cu2clGetLastError());
  double result = 0.0;
  CHECK(cu2clMemcpy(&result, d_result, sizeof(double), cu2clMemcpyDeviceToHost));
  CHECK(cu2clFree(d_x));
  CHECK(cu2clFree(d_y));
  CHECK(cu2clFree(d_partials));
  CHECK(cu2clFree(d_result));

  bool ok = result == expected;
  std::printf("dot n=%d block=%d blocks=%d result=%.1f expected=%.1f %s\n", n, blockSize,
              numBlocks, result, expected, ok ? "PASS" : "FAIL");
  return ok;
}

int main() {
  const int rowCounts[] = {1, 31, 1000, 1024, 4099, 16384};
  const int dotSizes[] = {1, 31, 1000, 1024, 4096, 100003, 1 << 20};
  const int blockSizes[] = {64, 128, 256, 512, 1024};
  int failures = 0;
  unsigned int seed = 777u;

  for (int numRows : rowCounts) {
    CsrMatrix a = makeMatrix(numRows, seed);
    std::vector<double> b(numRows);
    for (double &v : b)
      v = static_cast<double>(static_cast<int>(nextRandom(seed) % 9) - 4);
    const int nnz = static_cast<int>(a.values.size());

    DeviceData d;
    CHECK(cu2clMalloc(&d.rowPtrs, (numRows + 1) * sizeof(int)));
    CHECK(cu2clMalloc(&d.colIdxs, (nnz > 0 ? nnz : 1) * sizeof(int)));
    CHECK(cu2clMalloc(&d.values, (nnz > 0 ? nnz : 1) * sizeof(double)));
    CHECK(cu2clMalloc(&d.b, numRows * sizeof(double)));
    CHECK(cu2clMemcpy(d.rowPtrs, a.rowPtrs.data(), (numRows + 1) * sizeof(int),
                     cu2clMemcpyHostToDevice));
    CHECK(cu2clMemcpy(d.colIdxs, a.colIdxs.data(), nnz * sizeof(int), cu2clMemcpyHostToDevice));
    CHECK(cu2clMemcpy(d.values, a.values.data(), nnz * sizeof(double), cu2clMemcpyHostToDevice));
    CHECK(cu2clMemcpy(d.b, b.data(), numRows * sizeof(double), cu2clMemcpyHostToDevice));

    for (int blockSize : blockSizes) {
      failures += !runSubwarpCase<1>(a, b, d, blockSize);
      failures += !runSubwarpCase<2>(a, b, d, blockSize);
      failures += !runSubwarpCase<4>(a, b, d, blockSize);
      failures += !runSubwarpCase<8>(a, b, d, blockSize);
      failures += !runSubwarpCase<16>(a, b, d, blockSize);
      failures += !runSubwarpCase<32>(a, b, d, blockSize);
    }
    CHECK(cu2clFree(d.rowPtrs));
    CHECK(cu2clFree(d.colIdxs));
    CHECK(cu2clFree(d.values));
    CHECK(cu2clFree(d.b));
  }

  for (int n : dotSizes)
    for (int blockSize : blockSizes)
      failures += !runDotCase(n, blockSize, seed);

  std::printf("%d failure(s) %s\n", failures, failures ? "FAIL" : "PASS");
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}

// The kernels of this file that other files launch (cu2cl::KernelExport).
extern "C" const cu2cl::KernelExport cu2cl_kernel_Z10partialDotiPKdS0_Pd = {&cu2cl_module, "partialDot"};
extern "C" const cu2cl::KernelExport cu2cl_kernel_Z11finalizeDotiPKdPd = {&cu2cl_module, "finalizeDot"};
