// Benchmark of the integer sum reductions of samples/sum_reduction, measured the way Z. Jin and
// J. Vetter measure them in "Evaluating the Performance of Integer Sum Reduction in SYCL on
// GPUs" (seed /work/shared/seeds/001_2879c46c7d74263b.txt, section 4: the average time of
// repeated invocations of each kernel, per work-group size), and reported like the
// nonuniform-reduction paper (seed 000, Table II): throughput = input elements / average time
// (G elements/s), efficiency = throughput * 4 bytes / copy bandwidth.
//
// The kernels (reduceShared, sumOf, reduceVectorized<V, N>, reduceWorkload<L>,
// reduceWarpShuffleDown, reduceWarpShuffleXor), their launches (launchVectorized,
// launchWorkload, launchReduction, kKernelNames) and the library calls (thrust::reduce,
// cub::DeviceReduce::Sum) are copied unchanged from samples/sum_reduction/sum_reduction.cu (that
// file has its own main(), so it cannot be included); bench/kernels/check_kernels.py checks
// that they are still identical, and bench/kernels/translate.sh runs it. The one kernel added
// is copyKernel, the copy whose bandwidth is the efficiency's denominator (measured in the same
// run, on the same device).
//
// This one CUDA program is built natively (nvcc -O3 -arch=sm_90) and translated
// (cu2cl-cc -O3, which runs on any OpenCL device: CU2CL_DEVICE=<platform>:<device>).
//
// Usage: sum_reduction_bench [options]
//   --kernels K,K,..    which reductions (default shared,vec4,vec8,wl8,wl16,shfl_down,thrust,cub:
//                       Listing 2, the paper's best vector widths and workloads, the warp
//                       shuffle, the two libraries); also vec1, vec2, vec16, wl1, wl2, wl4, wl32,
//                       shfl_xor, or "all"
//   --log2 A-B|A,B,..   problem sizes 2^A ... 2^B (default 20-26)
//   --sizes N,N,..      explicit problem sizes (instead of --log2)
//   --blocks B,B,..     block sizes (default 64,128,256,512,1024); the libraries choose their
//                       own and run once per size (block 0 in the CSV)
//   --reps R            repetitions at most (default 1000)
//   --work W            scales the repetitions down for big sizes: reps = W / n, clamped to
//                       [--min-reps, --reps] (default 2^34; W <= 0: always --reps)
//   --min-reps R        (default 3)
//   --warmup W          untimed repetitions before the timed ones (default 2)
//   --warmup-until N    warm up only for sizes up to N (default: every size); for slow devices
//                       where the kernels, compiled per block size at the small sizes, need no
//                       warm-up at the big ones
//   --copy-n N          size of the copy that gives the bandwidth (default the largest size)
//   --csv PATH          append the rows to PATH (default sum_reduction_bench.csv); the column
//                       header is written when the file is new or empty
//   --label L           the config column (default "run")
//   --deadline-s S      start no configuration after S seconds (a "# SKIPPED" line in the CSV
//                       says which were left out; for slow devices; default: no limit)
//
// CSV columns: config,name,phase,n,block,reps,ms_per_iter,gelem_per_s,efficiency,copy_gbps
//   name   copy | the kernel's name from kKernelNames with ',' written '_'
//          (reduceVectorized<int4_4>) | thrust::reduce | cub::DeviceReduce::Sum
//   phase  copy; total (CUDA events around all repetitions); total_wall (host clock around the
//          same loop, a check of the events)
//   copy_gbps  the copy bandwidth (bytes read + written per second, 1e9) at --copy-n, the best
//          block size: the efficiency's denominator. For the copy rows, efficiency is their
//          bandwidth divided by it.
// The kernels add into one int without a reset between repetitions (a cudaMemset there would
// be timed too), so after `iterations` launches it holds iterations * sum modulo 2^32: each
// configuration is checked once, after its timed loop, against that and the sequential sum
// (Listing 1); the libraries' result against the sum. A wrong result is printed (WRONG ...) and
// recorded as a "# WRONG" line in the CSV, and the exit status is 1.

#include <cu2cl/algorithms.h>
#include <cu2cl/cuda_api.h>
static cu2cl::Module cu2cl_module("sum_reduction_bench.cl");

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

// ---- From samples/sum_reduction/sum_reduction.cu, unchanged ----------------------------------

// All 32 lanes of a warp.
#define FULL_MASK 0xffffffff

// Listing 2: the hierarchical reduction over global and shared memory.
// kernel reduceShared: see sum_reduction_bench.cl

// The sum of the lanes of a loaded vector (vi.s0() + vi.s1() + ... in Listing 3).
// device function sumOf: see sum_reduction_bench.cl
// device function sumOf: see sum_reduction_bench.cl
// device function sumOf: see sum_reduction_bench.cl

// Listing 3: thread gid loads input[gid * N, gid * N + N) as N / (ints in V) loads of type V.
// The last thread of a length that is not a multiple of N reads its partial vector one int
// at a time.
// kernel reduceVectorized: see sum_reduction_bench.cl

// Listing 4: block blk covers input[blk * WGS * L, (blk + 1) * WGS * L); thread lid adds the
// elements lid, lid + WGS, lid + 2 * WGS, ... of it (end capped at M).
// kernel reduceWorkload: see sum_reduction_bench.cl

// One integer per thread; a shuffle-down tree leaves the warp's sum in lane 0. Every lane
// takes part (those past the end with 0), so FULL_MASK names exactly the lanes that call.
// kernel reduceWarpShuffleDown: see sum_reduction_bench.cl

// A grid-stride loop over the input, then a butterfly: after it every lane holds its warp's
// sum. Lane 0 of each warp adds it to the block's partial sum in shared memory.
// kernel reduceWarpShuffleXor: see sum_reduction_bench.cl

static int divUp(int a, int b) { return (a + b - 1) / b; }

// The grid of reduceWarpShuffleXor: at most this many blocks, so that the grid-stride loop
// runs several times over the larger inputs.
constexpr int kStrideBlocks = 16;

template <typename V, int N>
void launchVectorized(const int *d_input, int M, int *d_out, int blockSize) {
  cu2cl::launch(cu2cl_module, (std::is_same<V, int>::value && N == 1 ? "reduceVectorized_int_1" : std::is_same<V, int2>::value && N == 2 ? "reduceVectorized_int2_2" : std::is_same<V, int4>::value && N == 4 ? "reduceVectorized_int4_4" : std::is_same<V, int4>::value && N == 8 ? "reduceVectorized_int4_8" : std::is_same<V, int4>::value && N == 16 ? "reduceVectorized_int4_16" : ""), divUp(divUp(M, N), blockSize), blockSize, 0, 0, d_input, M, d_out);
}

template <int L>
void launchWorkload(const int *d_input, int M, int *d_out, int blockSize) {
  cu2cl::launch(cu2cl_module, (L == 1 ? "reduceWorkload_1" : L == 2 ? "reduceWorkload_2" : L == 4 ? "reduceWorkload_4" : L == 8 ? "reduceWorkload_8" : L == 16 ? "reduceWorkload_16" : L == 32 ? "reduceWorkload_32" : ""), divUp(M, blockSize * L), blockSize, 0, 0, d_input, M, d_out);
}

const char *const kKernelNames[] = {
    "reduceShared",
    "reduceVectorized<int,1>",
    "reduceVectorized<int2,2>",
    "reduceVectorized<int4,4>",
    "reduceVectorized<int4,8>",
    "reduceVectorized<int4,16>",
    "reduceWorkload<1>",
    "reduceWorkload<2>",
    "reduceWorkload<4>",
    "reduceWorkload<8>",
    "reduceWorkload<16>",
    "reduceWorkload<32>",
    "reduceWarpShuffleDown",
    "reduceWarpShuffleXor",
};
constexpr int kNumKernels = sizeof(kKernelNames) / sizeof(kKernelNames[0]);

// Launches kernel number `kernel` of kKernelNames over d_input[0, M), adding into *d_out.
void launchReduction(int kernel, const int *d_input, int M, int *d_out, int blockSize) {
  switch (kernel) {
  case 0:
    cu2cl::launch(cu2cl_module, "reduceShared", divUp(M, blockSize), blockSize, 0, 0, d_input, M, d_out);
    break;
  case 1:
    launchVectorized<int, 1>(d_input, M, d_out, blockSize);
    break;
  case 2:
    launchVectorized<int2, 2>(d_input, M, d_out, blockSize);
    break;
  case 3:
    launchVectorized<int4, 4>(d_input, M, d_out, blockSize);
    break;
  case 4:
    launchVectorized<int4, 8>(d_input, M, d_out, blockSize);
    break;
  case 5:
    launchVectorized<int4, 16>(d_input, M, d_out, blockSize);
    break;
  case 6:
    launchWorkload<1>(d_input, M, d_out, blockSize);
    break;
  case 7:
    launchWorkload<2>(d_input, M, d_out, blockSize);
    break;
  case 8:
    launchWorkload<4>(d_input, M, d_out, blockSize);
    break;
  case 9:
    launchWorkload<8>(d_input, M, d_out, blockSize);
    break;
  case 10:
    launchWorkload<16>(d_input, M, d_out, blockSize);
    break;
  case 11:
    launchWorkload<32>(d_input, M, d_out, blockSize);
    break;
  case 12:
    cu2cl::launch(cu2cl_module, "reduceWarpShuffleDown", divUp(M, blockSize), blockSize, 0, 0, d_input, M, d_out);
    break;
  case 13: {
    int numBlocks = divUp(M, blockSize);
    if (numBlocks > kStrideBlocks)
      numBlocks = kStrideBlocks;
    cu2cl::launch(cu2cl_module, "reduceWarpShuffleXor", numBlocks, blockSize, 0, 0, d_input, M, d_out);
    break;
  }
  }
}

// ---- End of the sample's kernels --------------------------------------------------------------

// The copy whose bandwidth is the efficiency's denominator.
// kernel copyKernel: see sum_reduction_bench.cl

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
  std::string csv = "sum_reduction_bench.csv";
  std::string label = "run";
  double deadlineS = 0; // 0: none
  std::vector<std::string> kernels;
};

static void usage(const char *argv0) {
  std::fprintf(stderr,
               "usage: %s [--log2 A-B|A,B,..] [--sizes N,..] [--blocks B,..] [--reps R] "
               "[--work W] [--min-reps R] [--warmup W] [--warmup-until N] [--copy-n N] "
               "[--csv PATH] [--label L] "
               "[--deadline-s S] "
               "[--kernels K,..]\n",
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
  o.kernels = {"shared", "vec4", "vec8", "wl8", "wl16", "shfl_down", "thrust", "cub"};
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
    else if (arg == "--kernels") {
      o.kernels.clear();
      std::string s = value();
      size_t pos = 0;
      while (pos <= s.size()) {
        size_t comma = s.find(',', pos);
        std::string item =
            s.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
        if (!item.empty())
          o.kernels.push_back(item);
        if (comma == std::string::npos)
          break;
        pos = comma + 1;
      }
    } else
      usage(argv[0]);
  }
  if (o.sizes.empty() || o.blocks.empty() || o.reps < 1 || o.minReps < 1 || o.warmup < 0)
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

// The reductions by their short names: the index in kKernelNames, or a library.
struct Variant {
  const char *key;
  int kernel; // index in kKernelNames; -1 thrust::reduce, -2 cub::DeviceReduce::Sum
};
const Variant kVariants[] = {
    {"shared", 0},     {"vec1", 1},      {"vec2", 2},    {"vec4", 3}, {"vec8", 4},  {"vec16", 5},
    {"wl1", 6},        {"wl2", 7},       {"wl4", 8},     {"wl8", 9},  {"wl16", 10}, {"wl32", 11},
    {"shfl_down", 12}, {"shfl_xor", 13}, {"thrust", -1}, {"cub", -2},
};

// The name in the CSV: kKernelNames' with ',' as '_' (no quoting needed).
static std::string csvName(int kernel) {
  if (kernel == -1)
    return "thrust::reduce";
  if (kernel == -2)
    return "cub::DeviceReduce::Sum";
  if (kernel < 0 || kernel >= kNumKernels)
    return "?";
  std::string name = kKernelNames[kernel];
  std::replace(name.begin(), name.end(), ',', '_');
  return name;
}

int main(int argc, char **argv) {
  double startMs = nowMs();
  Options o = parseOptions(argc, argv);
  std::vector<int> kernels;
  for (const std::string &key : o.kernels) {
    bool found = false;
    for (const Variant &v : kVariants)
      if (key == v.key || key == "all") {
        if (std::find(kernels.begin(), kernels.end(), v.kernel) == kernels.end())
          kernels.push_back(v.kernel);
        found = true;
      }
    if (!found) {
      std::fprintf(stderr, "unknown kernel '%s'\n", key.c_str());
      return 2;
    }
  }
  long long maxN = std::max(*std::max_element(o.sizes.begin(), o.sizes.end()), o.copyN);

  cu2clDeviceProp prop;
  CHECK(cu2clGetDeviceProperties(&prop, 0));
  FILE *csv = openCsv(o);
  std::fprintf(csv,
               "# sum_reduction_bench config=%s device=%s sizes=%zu blocks=%zu reps<=%d "
               "work=%g min-reps=%d warmup=%d\n",
               o.label.c_str(), prop.name, o.sizes.size(), o.blocks.size(), o.reps, o.work,
               o.minReps, o.warmup);
  std::printf("sum_reduction_bench: %s on %s\n", o.label.c_str(), prop.name);

  int *d_input = nullptr, *d_output = nullptr, *d_sum = nullptr;
  CHECK(cu2clMalloc(&d_input, sizeof(int) * maxN));
  CHECK(cu2clMalloc(&d_output, sizeof(int) * maxN)); // the copy's destination
  CHECK(cu2clMalloc(&d_sum, sizeof(int)));
  cu2clEvent_t start, stop;
  CHECK(cu2clEventCreate(&start));
  CHECK(cu2clEventCreate(&stop));

  // Listing 1's input: integers in [-1000, 1000], as in the sample.
  unsigned int seed = 20210427u;
  std::vector<int> numbers(maxN);
  for (long long i = 0; i < maxN; i++)
    numbers[i] = static_cast<int>(nextRandom(seed) % 2001) - 1000;
  CHECK(cu2clMemcpy(d_input, numbers.data(), sizeof(int) * maxN, cu2clMemcpyHostToDevice));

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

  // 2. Every reduction, size and block size.
  int wrong = 0;
  for (long long n : o.sizes) {
    int M = static_cast<int>(n);
    long long expected = 0; // Listing 1
    for (int i = 0; i < M; i++)
      expected += numbers[i];
    int reps = repsFor(o, n);
    for (int kernel : kernels) {
      std::string name = csvName(kernel);
      std::vector<int> blocks = o.blocks;
      if (kernel < 0)
        blocks = {0};
      for (int blockSize : blocks) {
        if (o.deadlineS > 0 && (nowMs() - startMs) > o.deadlineS * 1e3) {
          std::printf("SKIPPED %s n=%lld block=%d (--deadline-s %g)\n", name.c_str(), n, blockSize,
                      o.deadlineS);
          std::fprintf(csv, "# SKIPPED config=%s name=%s n=%lld block=%d (--deadline-s %g)\n",
                       o.label.c_str(), name.c_str(), n, blockSize, o.deadlineS);
          continue;
        }
        void *d_temp_storage = nullptr;
        size_t temp_storage_bytes = 0;
        int thrustSum = 0;
        if (kernel == -2) {
          // Listing 7: the first call gives the temporary storage's size.
          CHECK(cu2cl::cub::DeviceReduce::Sum(cu2cl_module, "cu2cl_reduce_int", d_temp_storage, temp_storage_bytes, d_input, d_sum, M));
          CHECK(cu2clMalloc(&d_temp_storage, temp_storage_bytes));
        }
        auto iteration = [&]() {
          if (kernel == -1)
            thrustSum = cu2cl::reduce(cu2cl_module, "cu2cl_reduce_int", d_input, d_input + M, 0); // Listing 6
          else if (kernel == -2)
            CHECK(cu2cl::cub::DeviceReduce::Sum(cu2cl_module, "cu2cl_reduce_int", d_temp_storage, temp_storage_bytes, d_input, d_sum, M));
          else
            launchReduction(kernel, d_input, M, d_sum, blockSize);
        };
        CHECK(cu2clMemset(d_sum, 0, sizeof(int)));
        int warmup = o.warmupUntil > 0 && n > o.warmupUntil ? 0 : o.warmup;
        for (int w = 0; w < warmup; w++)
          iteration();
        CHECK(cu2clGetLastError());
        CHECK(cu2clDeviceSynchronize());

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
          row(csv, o, name.c_str(), "total", n, blockSize, reps, totalMs / reps, copyGBps, -1);
        row(csv, o, name.c_str(), "total_wall", n, blockSize, reps, wallMs, copyGBps, -1);

        // The check, once per configuration.
        int sum = 0;
        CHECK(cu2clMemcpy(&sum, d_sum, sizeof(int), cu2clMemcpyDeviceToHost));
        unsigned int want = static_cast<unsigned int>(expected);
        unsigned int got = static_cast<unsigned int>(sum);
        if (kernel == -1) {
          got = static_cast<unsigned int>(thrustSum);
        } else if (kernel >= 0) {
          unsigned long long iterations = static_cast<unsigned long long>(warmup + reps);
          want = static_cast<unsigned int>(iterations * static_cast<unsigned long long>(expected));
        }
        if (got != want) {
          wrong++;
          std::printf("WRONG %s n=%lld block=%d: %u (expected %u)\n", name.c_str(), n, blockSize,
                      got, want);
          std::fprintf(csv, "# WRONG config=%s name=%s n=%lld block=%d got=%u expected=%u\n",
                       o.label.c_str(), name.c_str(), n, blockSize, got, want);
          std::fflush(csv);
        }
        if (d_temp_storage)
          CHECK(cu2clFree(d_temp_storage));
      }
    }
  }

  CHECK(cu2clEventDestroy(start));
  CHECK(cu2clEventDestroy(stop));
  CHECK(cu2clFree(d_input));
  CHECK(cu2clFree(d_output));
  CHECK(cu2clFree(d_sum));
  if (eventsFailed)
    std::fprintf(csv, "# NO EVENT TIMES config=%s: cudaEventElapsedTime failed; host clock only\n",
                 o.label.c_str());
  std::fprintf(csv, "# sum_reduction_bench config=%s %s\n", o.label.c_str(),
               wrong ? "WRONG RESULTS" : "all results checked");
  std::fclose(csv);
  std::printf("sum_reduction_bench: %s: %s\n", o.label.c_str(),
              wrong ? "WRONG RESULTS" : "all results checked");
  return wrong ? 1 : 0;
}
