// Benchmark of the nonuniform reduction (stream compaction) of samples/nonuniform_reduction,
// measured the way Z. Jin and J. S. Vetter measure it in "Evaluating Nonuniform Reduction in
// HIP and SYCL on GPUs" (seed /work/shared/seeds/000_bbaeda823c069474.txt, section IV):
// 4-byte elements, problem sizes 2^20 ... 2^29, block sizes 64 ... 1024, the three phases
// repeated after a warm-up, throughput = input elements / average time of the three phases
// (G elements/s), efficiency = throughput * 4 bytes / copy bandwidth (Table II), and the time
// of each phase (Table III) from CUDA events.
//
// The kernels (pow2i, IsPositive, computeBlockCounts, compactK) and the phases are copied
// unchanged from samples/nonuniform_reduction/nonuniform_reduction.cu (that file has its own
// main(), so it cannot be included); bench/kernels/check_kernels.py checks that they are still
// identical, and bench/kernels/translate.sh runs it. Only the int/IsPositive instantiation is
// used: the paper's predicate on the paper's element type. The one kernel added is copyKernel,
// the copy whose bandwidth is the efficiency's denominator (measured in the same run, on the
// same device).
//
// This one CUDA program is built natively (nvcc -O3 -arch=sm_90) and translated
// (cu2cl-cc -O3, which runs on any OpenCL device: CU2CL_DEVICE=<platform>:<device>).
//
// Usage: nonuniform_reduction_bench [options]
//   --log2 A-B|A,B,..   problem sizes 2^A ... 2^B (default 20-26)
//   --sizes N,N,..      explicit problem sizes (instead of --log2)
//   --blocks B,B,..     block sizes (default 64,128,256,512,1024)
//   --reps R            repetitions of the three phases at most (default 1000, the paper's)
//   --work W            scales the repetitions down for big sizes: reps = W / n, clamped to
//                       [--min-reps, --reps] (default 2^34; W <= 0: always --reps)
//   --min-reps R        (default 3)
//   --warmup W          untimed repetitions before the timed ones (default 2)
//   --warmup-until N    warm up only for sizes up to N (default: every size); for slow devices
//                       where the kernels, compiled per block size at the small sizes, need no
//                       warm-up at the big ones
//   --copy-n N          size of the copy that gives the bandwidth (default the largest size)
//   --csv PATH          append the rows to PATH (default nonuniform_reduction_bench.csv);
//                       the column header is written when the file is new or empty
//   --label L           the config column (default "run")
//   --deadline-s S      start no configuration after S seconds (a "# SKIPPED" line in the CSV
//                       says which were left out; for slow devices; default: no limit)
//   --phases MODE       separate (default): the loop of the paper's measurement has events
//                       only around it, and a second loop has events between the phases;
//                       inline: one loop, events between the phases, the total from its first
//                       and last event (half the time, for slow devices); none: no phase times
//
// CSV columns: config,name,phase,n,block,reps,ms_per_iter,gelem_per_s,efficiency,copy_gbps
//   name   copy | nonuniform_reduction
//   phase  copy; total (CUDA events around all repetitions), total_wall (host clock around
//          the same loop, a check of the events), counts, scan, compact (CUDA events between
//          the phases, in a second loop unless --phases inline)
//   copy_gbps  the copy bandwidth (bytes read + written per second, 1e9) at --copy-n, the best
//          block size: the efficiency's denominator. For the copy rows, efficiency is their
//          bandwidth divided by it.
// Every configuration's result is checked once, after its timed loops, against the sequential
// reduction (Listing 1): the count, every element, nothing written past them. A wrong result
// is printed (WRONG ...) and recorded as a "# WRONG" line in the CSV, and the exit status is 1.

#include <cuda_runtime.h>
#include <thrust/execution_policy.h>
#include <thrust/scan.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define CHECK(call)                                                                                \
  do {                                                                                             \
    cudaError_t err_ = (call);                                                                     \
    if (err_ != cudaSuccess) {                                                                     \
      std::fprintf(stderr, "CUDA error at %s:%d: %s: %s\n", __FILE__, __LINE__, #call,             \
                   cudaGetErrorString(err_));                                                      \
      std::exit(2);                                                                                \
    }                                                                                              \
  } while (0)

// ---- From samples/nonuniform_reduction/nonuniform_reduction.cu, unchanged -------------------

// All 32 lanes of a warp.
#define FULL_MASK 0xffffffff

// The warp size on the host, for the size of compactK's shared memory (one int per warp).
constexpr int kWarpSize = 32;

// 2^e: the bit of a warp total that the j-th ballot of compactK's offset loop looks at.
__device__ int pow2i(int e) { return 1 << e; }

// The paper's predicate.
struct IsPositive {
  __device__ bool operator()(int x) const { return x > 0; }
};

// Phase 1: the number of valid elements of each thread block (Listing 3, L9-L18, with
// __syncthreads_count where the SYCL kernel calls reduce_over_group).
template <typename T, typename Predicate>
__global__ void computeBlockCounts(const T *__restrict__ d_input, int length,
                                   int *__restrict__ d_BlockCounts, Predicate predicate) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < length) {
    int pred = predicate(d_input[idx]);
    int c = __syncthreads_count(pred);
    if (threadIdx.x == 0) {
      d_BlockCounts[blockIdx.x] = c;
    }
  }
}

// Phase 3: each valid element goes to its place in d_output (Listing 5 for 32-lane warps).
// warpTotals holds one int per warp (blockDim.x / warpSize of them, at most 32): first each
// warp's number of valid elements, then each warp's offset in the block.
template <typename T, typename Predicate>
__global__ void compactK(const T *__restrict__ d_input, int length, T *__restrict__ d_output,
                         const int *__restrict__ d_BlocksOffset, Predicate predicate) {
  extern __shared__ int warpTotals[];
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < length) {
    int pred = predicate(d_input[idx]);
    int w_i = threadIdx.x / warpSize; // warp index in the block
    int w_l = idx % warpSize;         // thread index in the warp
    // Thread mask: the lanes below w_l. For w_l == 0 the shift is by 32, which gives 0.
    unsigned int t_m = FULL_MASK >> (warpSize - w_l);
    // Ballot: bit i is set when lane i's predicate is true; masked to the lanes below.
    unsigned int b = __ballot_sync(FULL_MASK, pred) & t_m;
    // Offset of this thread's element in its warp: valid elements before it.
    int t_u = __popc(b);
    // The last thread of each warp stores the warp's number of valid elements.
    if (w_l == warpSize - 1)
      warpTotals[w_i] = t_u + pred;
    __syncthreads();

    // The first numWarps threads of the first warp turn the warp totals into warp offsets
    // (an exclusive prefix sum). A total is at most 32, so bits 0 to 5 (j <= 5) are needed:
    // the j-th ballot tells each lane which warps have bit j set in their total, and those
    // of the warps below it add 2^j each to its offset.
    int numWarps = blockDim.x / warpSize;
    unsigned int numWarpsMask = FULL_MASK >> (warpSize - numWarps);
    if (w_i == 0 && w_l < numWarps) {
      int w_i_u = 0;
      for (int j = 0; j <= 5; j++) {
        unsigned int b_j = __ballot_sync(numWarpsMask, warpTotals[w_l] & pow2i(j));
        w_i_u += (__popc(b_j & t_m) << j);
      }
      warpTotals[w_l] = w_i_u;
    }
    __syncthreads();

    // A valid element goes to: offset in its warp + warp offset in the block + block offset
    // in the grid.
    if (pred) {
      d_output[t_u + warpTotals[w_i] + d_BlocksOffset[blockIdx.x]] = d_input[idx];
    }
  }
}

// ---- End of the sample's kernels --------------------------------------------------------------

// The copy whose bandwidth is the efficiency's denominator.
__global__ void copyKernel(const int *__restrict__ in, int n, int *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}

// The three phases of the sample's compact(), over buffers allocated once per configuration.
// Phase 1: count the valid elements of each thread block.
static void phaseCounts(const int *d_input, int length, int *d_BlocksCount, int numBlocks,
                        int blockSize) {
  computeBlockCounts<<<numBlocks, blockSize>>>(d_input, length, d_BlocksCount, IsPositive{});
}

// Phase 2: exclusive prefix sum of the block counts gives each block's output offset.
static void phaseScan(int *d_BlocksCount, int *d_BlocksOffset, int numBlocks) {
  thrust::exclusive_scan(thrust::device, d_BlocksCount, d_BlocksCount + numBlocks, d_BlocksOffset);
}

// Phase 3: offsets of the threads in their warps and of the warps in their blocks; store.
static void phaseCompact(const int *d_input, int length, int *d_output, const int *d_BlocksOffset,
                         int numBlocks, int blockSize) {
  compactK<<<numBlocks, blockSize, sizeof(int) * (blockSize / kWarpSize)>>>(
      d_input, length, d_output, d_BlocksOffset, IsPositive{});
}

// ---- Options ----------------------------------------------------------------------------------

struct Options {
  std::vector<long long> sizes;
  std::vector<int> blocks = {64, 128, 256, 512, 1024};
  int reps = 1000;
  int minReps = 3;
  double work = 17179869184.0; // 2^34 element-repetitions
  int warmup = 2;
  long long warmupUntil = 0; // warm up only for n <= this (0: always)
  long long copyN = 0;
  std::string csv = "nonuniform_reduction_bench.csv";
  std::string label = "run";
  double deadlineS = 0; // 0: none
  std::string phases = "separate";
};

static void usage(const char *argv0) {
  std::fprintf(stderr,
               "usage: %s [--log2 A-B|A,B,..] [--sizes N,..] [--blocks B,..] [--reps R] "
               "[--work W] [--min-reps R] [--warmup W] [--warmup-until N] [--copy-n N] "
               "[--csv PATH] [--label L] "
               "[--deadline-s S] "
               "[--phases separate|inline|none]\n",
               argv0);
  std::exit(2);
}

static std::vector<long long> parseList(const char *text) {
  std::vector<long long> values;
  std::string s(text);
  size_t pos = 0;
  while (pos <= s.size()) {
    size_t comma = s.find(',', pos);
    std::string item = s.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    if (!item.empty())
      values.push_back(std::atoll(item.c_str()));
    if (comma == std::string::npos)
      break;
    pos = comma + 1;
  }
  return values;
}

// "20-26" or "20,22,24": exponents of 2.
static std::vector<long long> parseLog2(const char *text) {
  std::vector<long long> sizes;
  const char *dash = std::strchr(text, '-');
  if (dash) {
    int a = std::atoi(text), b = std::atoi(dash + 1);
    for (int e = a; e <= b; e++)
      sizes.push_back(1LL << e);
  } else {
    for (long long e : parseList(text))
      sizes.push_back(1LL << e);
  }
  return sizes;
}

static Options parseOptions(int argc, char **argv) {
  Options o;
  o.sizes = parseLog2("20-26");
  for (int a = 1; a < argc; a++) {
    std::string arg = argv[a];
    auto value = [&]() -> const char * {
      if (a + 1 >= argc)
        usage(argv[0]);
      return argv[++a];
    };
    if (arg == "--log2")
      o.sizes = parseLog2(value());
    else if (arg == "--sizes")
      o.sizes = parseList(value());
    else if (arg == "--blocks") {
      o.blocks.clear();
      for (long long b : parseList(value()))
        o.blocks.push_back(static_cast<int>(b));
    } else if (arg == "--reps")
      o.reps = std::atoi(value());
    else if (arg == "--min-reps")
      o.minReps = std::atoi(value());
    else if (arg == "--work")
      o.work = std::atof(value());
    else if (arg == "--warmup")
      o.warmup = std::atoi(value());
    else if (arg == "--warmup-until")
      o.warmupUntil = std::atoll(value());
    else if (arg == "--copy-n")
      o.copyN = std::atoll(value());
    else if (arg == "--csv")
      o.csv = value();
    else if (arg == "--label")
      o.label = value();
    else if (arg == "--deadline-s")
      o.deadlineS = std::atof(value());
    else if (arg == "--phases")
      o.phases = value();
    else
      usage(argv[0]);
  }
  if (o.sizes.empty() || o.blocks.empty() || o.reps < 1 || o.minReps < 1 || o.warmup < 0 ||
      (o.phases != "separate" && o.phases != "inline" && o.phases != "none"))
    usage(argv[0]);
  for (long long n : o.sizes)
    if (n < 1 || n > (1LL << 30))
      usage(argv[0]);
  for (int b : o.blocks)
    if (b < 32 || b > 1024 || b % 32 != 0)
      usage(argv[0]);
  if (o.copyN <= 0)
    o.copyN = *std::max_element(o.sizes.begin(), o.sizes.end());
  return o;
}

// Repetitions for n elements: the paper's 1000 at most, fewer for big sizes.
static int repsFor(const Options &o, long long n) {
  if (o.work <= 0)
    return o.reps;
  double r = o.work / static_cast<double>(n);
  if (r > o.reps)
    return o.reps;
  if (r < o.minReps)
    return o.minReps;
  return static_cast<int>(r);
}

// ---- Timing and output ------------------------------------------------------------------------

static double nowMs() {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

static FILE *openCsv(const Options &o) {
  FILE *f = std::fopen(o.csv.c_str(), "a");
  if (!f) {
    std::fprintf(stderr, "cannot write %s\n", o.csv.c_str());
    std::exit(2);
  }
  std::fseek(f, 0, SEEK_END);
  if (std::ftell(f) == 0)
    std::fprintf(f, "config,name,phase,n,block,reps,ms_per_iter,gelem_per_s,efficiency,"
                    "copy_gbps\n");
  return f;
}

static void row(FILE *csv, const Options &o, const char *name, const char *phase, long long n,
                int block, int reps, double ms, double copyGBps, double efficiencyOverride) {
  double gelem = ms > 0 ? static_cast<double>(n) / (ms * 1e6) : 0.0;
  double efficiency = efficiencyOverride >= 0
                          ? efficiencyOverride
                          : (copyGBps > 0 ? gelem * sizeof(int) / copyGBps : 0.0);
  std::fprintf(csv, "%s,%s,%s,%lld,%d,%d,%.6f,%.6f,%.6f,%.3f\n", o.label.c_str(), name, phase, n,
               block, reps, ms, gelem, efficiency, copyGBps);
  std::fflush(csv);
  std::printf("%-10s %-22s %-10s n=%-10lld block=%-5d reps=%-5d %10.4f ms %8.3f Gelem/s "
              "eff %6.2f%%\n",
              o.label.c_str(), name, phase, n, block, reps, ms, gelem, efficiency * 100.0);
  std::fflush(stdout);
}

// Small deterministic generator, so that a failure can be reproduced.
static unsigned int nextRandom(unsigned int &state) {
  state = state * 1664525u + 1013904223u;
  return state >> 8;
}

// Milliseconds between two recorded events, or -1 where the device gives no time (said once
// on stderr and in the CSV): then the rows use the host clock ("total_wall") only.
static bool eventsFailed = false;
static double elapsedMs(cudaEvent_t from, cudaEvent_t to) {
  float ms = 0;
  cudaError_t err = cudaEventElapsedTime(&ms, from, to);
  if (err != cudaSuccess) {
    if (!eventsFailed)
      std::fprintf(stderr, "warning: cudaEventElapsedTime: %s: no event times, host clock only\n",
                   cudaGetErrorString(err));
    eventsFailed = true;
    cudaGetLastError(); // not a launch error
    return -1;
  }
  return ms;
}

// Milliseconds per launch of the copy of n ints (events around `reps` launches; the host
// clock if the device gives no event times).
static double timeCopy(const int *d_in, int *d_out, long long n, int block, int warmup, int reps,
                       cudaEvent_t start, cudaEvent_t stop) {
  int length = static_cast<int>(n);
  int grid = static_cast<int>((n + block - 1) / block);
  for (int w = 0; w < warmup; w++)
    copyKernel<<<grid, block>>>(d_in, length, d_out);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  double wall0 = nowMs();
  CHECK(cudaEventRecord(start, 0));
  for (int r = 0; r < reps; r++)
    copyKernel<<<grid, block>>>(d_in, length, d_out);
  CHECK(cudaEventRecord(stop, 0));
  CHECK(cudaEventSynchronize(stop));
  double wallMs = nowMs() - wall0;
  CHECK(cudaGetLastError());
  double ms = elapsedMs(start, stop);
  return (ms >= 0 ? ms : wallMs) / reps;
}

int main(int argc, char **argv) {
  double startMs = nowMs();
  Options o = parseOptions(argc, argv);
  long long maxN = std::max(*std::max_element(o.sizes.begin(), o.sizes.end()), o.copyN);
  int maxReps = o.reps;
  int maxBlocks = static_cast<int>((maxN + 63) / 64);

  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  FILE *csv = openCsv(o);
  std::fprintf(csv,
               "# nonuniform_reduction_bench config=%s device=%s sizes=%zu blocks=%zu "
               "reps<=%d work=%g min-reps=%d warmup=%d phases=%s\n",
               o.label.c_str(), prop.name, o.sizes.size(), o.blocks.size(), o.reps, o.work,
               o.minReps, o.warmup, o.phases.c_str());
  std::printf("nonuniform_reduction_bench: %s on %s\n", o.label.c_str(), prop.name);

  int *d_input = nullptr, *d_output = nullptr, *d_BlocksCount = nullptr, *d_BlocksOffset = nullptr;
  CHECK(cudaMalloc(&d_input, sizeof(int) * maxN));
  CHECK(cudaMalloc(&d_output, sizeof(int) * maxN));
  CHECK(cudaMalloc(&d_BlocksCount, sizeof(int) * maxBlocks));
  CHECK(cudaMalloc(&d_BlocksOffset, sizeof(int) * maxBlocks));

  // Events: two around a loop, 3 * reps + 1 between the phases of the second loop.
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  std::vector<cudaEvent_t> marks(o.phases != "none" ? 3 * maxReps + 1 : 0);
  for (cudaEvent_t &e : marks)
    CHECK(cudaEventCreate(&e));

  // The input: about half of the elements valid (the sample's "mixed" data, in [-100, 100]).
  unsigned int seed = 20230508u;
  std::vector<int> input(maxN);
  for (long long i = 0; i < maxN; i++)
    input[i] = static_cast<int>(nextRandom(seed) % 201) - 100;
  CHECK(cudaMemcpy(d_input, input.data(), sizeof(int) * maxN, cudaMemcpyHostToDevice));

  // 1. The copy bandwidth: at every size and block size; the reference is the best block size
  //    at --copy-n.
  std::vector<long long> copySizes = o.sizes;
  if (std::find(copySizes.begin(), copySizes.end(), o.copyN) == copySizes.end())
    copySizes.push_back(o.copyN);
  struct CopyResult {
    long long n;
    int block, reps;
    double ms;
  };
  std::vector<CopyResult> copies;
  double copyGBps = 0;
  for (long long n : copySizes)
    for (int block : o.blocks) {
      int reps = repsFor(o, n);
      double ms = timeCopy(d_input, d_output, n, block, o.warmup, reps, start, stop);
      copies.push_back({n, block, reps, ms});
      if (n == o.copyN)
        copyGBps = std::max(copyGBps, 2.0 * sizeof(int) * n / (ms * 1e6));
    }
  for (const CopyResult &c : copies)
    row(csv, o, "copy", "copy", c.n, c.block, c.reps, c.ms, copyGBps,
        (2.0 * sizeof(int) * c.n / (c.ms * 1e6)) / copyGBps);

  // 2. The three phases, for every size and block size.
  int wrong = 0;
  std::vector<int> output;
  for (long long n : o.sizes) {
    int length = static_cast<int>(n);
    std::vector<int> expected;
    for (int i = 0; i < length; i++)
      if (input[i] > 0)
        expected.push_back(input[i]);
    for (int blockSize : o.blocks) {
      int reps = repsFor(o, n);
      if (o.deadlineS > 0 && (nowMs() - startMs) > o.deadlineS * 1e3) {
        std::printf("SKIPPED nonuniform_reduction n=%lld block=%d (--deadline-s %g)\n", n,
                    blockSize, o.deadlineS);
        std::fprintf(csv,
                     "# SKIPPED config=%s name=nonuniform_reduction n=%lld block=%d "
                     "(--deadline-s %g)\n",
                     o.label.c_str(), n, blockSize, o.deadlineS);
        continue;
      }
      int numBlocks = (length + blockSize - 1) / blockSize;
      // Every byte 0xff: -1, which no valid element is, so a write past the end shows.
      CHECK(cudaMemset(d_output, 0xff, sizeof(int) * n));
      auto iteration = [&]() {
        phaseCounts(d_input, length, d_BlocksCount, numBlocks, blockSize);
        phaseScan(d_BlocksCount, d_BlocksOffset, numBlocks);
        phaseCompact(d_input, length, d_output, d_BlocksOffset, numBlocks, blockSize);
      };
      int warmup = o.warmupUntil > 0 && n > o.warmupUntil ? 0 : o.warmup;
      for (int w = 0; w < warmup; w++)
        iteration();
      CHECK(cudaGetLastError());
      CHECK(cudaDeviceSynchronize());

      // The paper's measurement: all phases, `reps` times, between two events.
      if (o.phases != "inline") {
        double wall0 = nowMs();
        CHECK(cudaEventRecord(start, 0));
        for (int r = 0; r < reps; r++)
          iteration();
        CHECK(cudaEventRecord(stop, 0));
        CHECK(cudaEventSynchronize(stop));
        double wallMs = (nowMs() - wall0) / reps;
        CHECK(cudaGetLastError());
        double totalMs = elapsedMs(start, stop);
        if (totalMs >= 0)
          row(csv, o, "nonuniform_reduction", "total", n, blockSize, reps, totalMs / reps, copyGBps,
              -1);
        row(csv, o, "nonuniform_reduction", "total_wall", n, blockSize, reps, wallMs, copyGBps, -1);
      }

      // Each phase's time: events between the phases (Table III).
      if (o.phases != "none") {
        double wall0 = nowMs();
        for (int r = 0; r < reps; r++) {
          CHECK(cudaEventRecord(marks[3 * r], 0));
          phaseCounts(d_input, length, d_BlocksCount, numBlocks, blockSize);
          CHECK(cudaEventRecord(marks[3 * r + 1], 0));
          phaseScan(d_BlocksCount, d_BlocksOffset, numBlocks);
          CHECK(cudaEventRecord(marks[3 * r + 2], 0));
          phaseCompact(d_input, length, d_output, d_BlocksOffset, numBlocks, blockSize);
        }
        CHECK(cudaEventRecord(marks[3 * reps], 0));
        CHECK(cudaEventSynchronize(marks[3 * reps]));
        double wallMs = (nowMs() - wall0) / reps;
        CHECK(cudaGetLastError());
        double phaseMs[3] = {0, 0, 0};
        for (int r = 0; r < reps && !eventsFailed; r++)
          for (int p = 0; p < 3; p++)
            phaseMs[p] += elapsedMs(marks[3 * r + p], marks[3 * r + p + 1]);
        if (o.phases == "inline") {
          double totalMs = elapsedMs(marks[0], marks[3 * reps]);
          if (totalMs >= 0)
            row(csv, o, "nonuniform_reduction", "total", n, blockSize, reps, totalMs / reps,
                copyGBps, -1);
          row(csv, o, "nonuniform_reduction", "total_wall", n, blockSize, reps, wallMs, copyGBps,
              -1);
        }
        const char *names[3] = {"counts", "scan", "compact"};
        for (int p = 0; p < 3 && !eventsFailed; p++)
          row(csv, o, "nonuniform_reduction", names[p], n, blockSize, reps, phaseMs[p] / reps,
              copyGBps, -1);
      }

      // The check, once per configuration: the count, every element, nothing past them.
      int lastOffset = 0, lastCount = 0;
      CHECK(cudaMemcpy(&lastOffset, d_BlocksOffset + numBlocks - 1, sizeof(int),
                       cudaMemcpyDeviceToHost));
      CHECK(cudaMemcpy(&lastCount, d_BlocksCount + numBlocks - 1, sizeof(int),
                       cudaMemcpyDeviceToHost));
      int count = lastOffset + lastCount;
      output.resize(n);
      CHECK(cudaMemcpy(output.data(), d_output, sizeof(int) * n, cudaMemcpyDeviceToHost));
      long long firstWrong = -1;
      if (count == static_cast<int>(expected.size())) {
        for (int i = 0; i < count && firstWrong < 0; i++)
          if (output[i] != expected[i])
            firstWrong = i;
        for (long long i = count; i < n && firstWrong < 0; i++)
          if (output[i] != -1)
            firstWrong = i;
      }
      if (count != static_cast<int>(expected.size()) || firstWrong >= 0) {
        wrong++;
        std::printf("WRONG nonuniform_reduction n=%lld block=%d: count %d (expected %zu), "
                    "first wrong element %lld\n",
                    n, blockSize, count, expected.size(), firstWrong);
        std::fprintf(csv,
                     "# WRONG config=%s name=nonuniform_reduction n=%lld block=%d count=%d "
                     "expected=%zu first_wrong=%lld\n",
                     o.label.c_str(), n, blockSize, count, expected.size(), firstWrong);
        std::fflush(csv);
      }
    }
  }

  for (cudaEvent_t &e : marks)
    CHECK(cudaEventDestroy(e));
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaFree(d_input));
  CHECK(cudaFree(d_output));
  CHECK(cudaFree(d_BlocksCount));
  CHECK(cudaFree(d_BlocksOffset));
  if (eventsFailed)
    std::fprintf(csv, "# NO EVENT TIMES config=%s: cudaEventElapsedTime failed; host clock only\n",
                 o.label.c_str());
  std::fprintf(csv, "# nonuniform_reduction_bench config=%s %s\n", o.label.c_str(),
               wrong ? "WRONG RESULTS" : "all results checked");
  std::fclose(csv);
  std::printf("nonuniform_reduction_bench: %s: %s\n", o.label.c_str(),
              wrong ? "WRONG RESULTS" : "all results checked");
  return wrong ? 1 : 0;
}
