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

#include <cu2cl/cuda_api.h>
static cu2cl::Module cu2cl_module("nonuniform_reduction_bench.cl");
#include <cu2cl/algorithms.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define CHECK(call)                                                                                \
  do {                                                                                             \
    cu2clError_t err_ = (call);                                                                    \
    if (err_ != cu2clSuccess) {                                                                    \
      std::fprintf(stderr, "CUDA error at %s:%d: %s: %s\n", __FILE__, __LINE__, #call,             \
                   cu2clGetErrorString(err_));                                                     \
      std::exit(2);                                                                                \
    }                                                                                              \
  } while (0)

// ---- From samples/nonuniform_reduction/nonuniform_reduction.cu, unchanged -------------------

// All 32 lanes of a warp.
#define FULL_MASK 0xffffffff

// The warp size on the host, for the size of compactK's shared memory (one int per warp).
constexpr int kWarpSize = 32;

// 2^e: the bit of a warp total that the j-th ballot of compactK's offset loop looks at.
// device function pow2i: see nonuniform_reduction_bench.cl

// The paper's predicate.
struct IsPositive {
  bool operator()(int x) const { return x > 0; }
};

// Phase 1: the number of valid elements of each thread block (Listing 3, L9-L18, with
// __syncthreads_count where the SYCL kernel calls reduce_over_group).
// kernel computeBlockCounts: see nonuniform_reduction_bench.cl

// Phase 3: each valid element goes to its place in d_output (Listing 5 for 32-lane warps).
// warpTotals holds one int per warp (blockDim.x / warpSize of them, at most 32): first each
// warp's number of valid elements, then each warp's offset in the block.
// kernel compactK: see nonuniform_reduction_bench.cl

// ---- End of the sample's kernels --------------------------------------------------------------

// The copy whose bandwidth is the efficiency's denominator.
// kernel copyKernel: see nonuniform_reduction_bench.cl

// The three phases of the sample's compact(), over buffers allocated once per configuration.
// Phase 1: count the valid elements of each thread block.
static void phaseCounts(const int *d_input, int length, int *d_BlocksCount, int numBlocks,
                        int blockSize) {
  cu2cl::launch(cu2cl_module, "computeBlockCounts_int_IsPositive", numBlocks, blockSize, 0, 0, d_input, length, d_BlocksCount, IsPositive{});
}

// Phase 2: exclusive prefix sum of the block counts gives each block's output offset.
static void phaseScan(int *d_BlocksCount, int *d_BlocksOffset, int numBlocks) {
  cu2cl::exclusive_scan(cu2cl_module, "cu2cl_scan_int", d_BlocksCount, d_BlocksCount + numBlocks, d_BlocksOffset);
}

// Phase 3: offsets of the threads in their warps and of the warps in their blocks; store.
static void phaseCompact(const int *d_input, int length, int *d_output, const int *d_BlocksOffset,
                         int numBlocks, int blockSize) {
  cu2cl::launch(cu2cl_module, "compactK_int_IsPositive", numBlocks, blockSize, sizeof(int) * (blockSize / kWarpSize), 0,
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
static double elapsedMs(cu2clEvent_t from, cu2clEvent_t to) {
  float ms = 0;
  cu2clError_t err = cu2clEventElapsedTime(&ms, from, to);
  if (err != cu2clSuccess) {
    if (!eventsFailed)
      std::fprintf(stderr, "warning: cudaEventElapsedTime: %s: no event times, host clock only\n",
                   cu2clGetErrorString(err));
    eventsFailed = true;
    cu2clGetLastError(); // not a launch error
    return -1;
  }
  return ms;
}

// Milliseconds per launch of the copy of n ints (events around `reps` launches; the host
// clock if the device gives no event times).
static double timeCopy(const int *d_in, int *d_out, long long n, int block, int warmup, int reps,
                       cu2clEvent_t start, cu2clEvent_t stop) {
  int length = static_cast<int>(n);
  int grid = static_cast<int>((n + block - 1) / block);
  for (int w = 0; w < warmup; w++)
    cu2cl::launch(cu2cl_module, "copyKernel", grid, block, 0, 0, d_in, length, d_out);
  CHECK(cu2clGetLastError());
  CHECK(cu2clDeviceSynchronize());
  double wall0 = nowMs();
  CHECK(cu2clEventRecord(start, 0));
  for (int r = 0; r < reps; r++)
    cu2cl::launch(cu2cl_module, "copyKernel", grid, block, 0, 0, d_in, length, d_out);
  CHECK(cu2clEventRecord(stop, 0));
  CHECK(cu2clEventSynchronize(stop));
  double wallMs = nowMs() - wall0;
  CHECK(cu2clGetLastError());
  double ms = elapsedMs(start, stop);
  return (ms >= 0 ? ms : wallMs) / reps;
}

int main(int argc, char **argv) {
  double startMs = nowMs();
  Options o = parseOptions(argc, argv);
  long long maxN = std::max(*std::max_element(o.sizes.begin(), o.sizes.end()), o.copyN);
  int maxReps = o.reps;
  int maxBlocks = static_cast<int>((maxN + 63) / 64);

  cu2clDeviceProp prop;
  CHECK(cu2clGetDeviceProperties(&prop, 0));
  FILE *csv = openCsv(o);
  std::fprintf(csv,
               "# nonuniform_reduction_bench config=%s device=%s sizes=%zu blocks=%zu "
               "reps<=%d work=%g min-reps=%d warmup=%d phases=%s\n",
               o.label.c_str(), prop.name, o.sizes.size(), o.blocks.size(), o.reps, o.work,
               o.minReps, o.warmup, o.phases.c_str());
  std::printf("nonuniform_reduction_bench: %s on %s\n", o.label.c_str(), prop.name);

  int *d_input = nullptr, *d_output = nullptr, *d_BlocksCount = nullptr, *d_BlocksOffset = nullptr;
  CHECK(cu2clMalloc(&d_input, sizeof(int) * maxN));
  CHECK(cu2clMalloc(&d_output, sizeof(int) * maxN));
  CHECK(cu2clMalloc(&d_BlocksCount, sizeof(int) * maxBlocks));
  CHECK(cu2clMalloc(&d_BlocksOffset, sizeof(int) * maxBlocks));

  // Events: two around a loop, 3 * reps + 1 between the phases of the second loop.
  cu2clEvent_t start, stop;
  CHECK(cu2clEventCreate(&start));
  CHECK(cu2clEventCreate(&stop));
  std::vector<cu2clEvent_t> marks(o.phases != "none" ? 3 * maxReps + 1 : 0);
  for (cu2clEvent_t &e : marks)
    CHECK(cu2clEventCreate(&e));

  // The input: about half of the elements valid (the sample's "mixed" data, in [-100, 100]).
  unsigned int seed = 20230508u;
  std::vector<int> input(maxN);
  for (long long i = 0; i < maxN; i++)
    input[i] = static_cast<int>(nextRandom(seed) % 201) - 100;
  CHECK(cu2clMemcpy(d_input, input.data(), sizeof(int) * maxN, cu2clMemcpyHostToDevice));

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
      CHECK(cu2clMemset(d_output, 0xff, sizeof(int) * n));
      auto iteration = [&]() {
        phaseCounts(d_input, length, d_BlocksCount, numBlocks, blockSize);
        phaseScan(d_BlocksCount, d_BlocksOffset, numBlocks);
        phaseCompact(d_input, length, d_output, d_BlocksOffset, numBlocks, blockSize);
      };
      int warmup = o.warmupUntil > 0 && n > o.warmupUntil ? 0 : o.warmup;
      for (int w = 0; w < warmup; w++)
        iteration();
      CHECK(cu2clGetLastError());
      CHECK(cu2clDeviceSynchronize());

      // The paper's measurement: all phases, `reps` times, between two events.
      if (o.phases != "inline") {
        double wall0 = nowMs();
        CHECK(cu2clEventRecord(start, 0));
        for (int r = 0; r < reps; r++)
          iteration();
        CHECK(cu2clEventRecord(stop, 0));
        CHECK(cu2clEventSynchronize(stop));
        double wallMs = (nowMs() - wall0) / reps;
        CHECK(cu2clGetLastError());
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
          CHECK(cu2clEventRecord(marks[3 * r], 0));
          phaseCounts(d_input, length, d_BlocksCount, numBlocks, blockSize);
          CHECK(cu2clEventRecord(marks[3 * r + 1], 0));
          phaseScan(d_BlocksCount, d_BlocksOffset, numBlocks);
          CHECK(cu2clEventRecord(marks[3 * r + 2], 0));
          phaseCompact(d_input, length, d_output, d_BlocksOffset, numBlocks, blockSize);
        }
        CHECK(cu2clEventRecord(marks[3 * reps], 0));
        CHECK(cu2clEventSynchronize(marks[3 * reps]));
        double wallMs = (nowMs() - wall0) / reps;
        CHECK(cu2clGetLastError());
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
      CHECK(cu2clMemcpy(&lastOffset, d_BlocksOffset + numBlocks - 1, sizeof(int),
                       cu2clMemcpyDeviceToHost));
      CHECK(cu2clMemcpy(&lastCount, d_BlocksCount + numBlocks - 1, sizeof(int),
                       cu2clMemcpyDeviceToHost));
      int count = lastOffset + lastCount;
      output.resize(n);
      CHECK(cu2clMemcpy(output.data(), d_output, sizeof(int) * n, cu2clMemcpyDeviceToHost));
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

  for (cu2clEvent_t &e : marks)
    CHECK(cu2clEventDestroy(e));
  CHECK(cu2clEventDestroy(start));
  CHECK(cu2clEventDestroy(stop));
  CHECK(cu2clFree(d_input));
  CHECK(cu2clFree(d_output));
  CHECK(cu2clFree(d_BlocksCount));
  CHECK(cu2clFree(d_BlocksOffset));
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
