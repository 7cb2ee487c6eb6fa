// Micro-benchmark of cu2cl's warp and block primitives: the cost per element of __ballot_sync,
// __shfl_xor_sync, __syncthreads_count and a 5-step __shfl_down_sync warp reduction, as cu2cl
// translates them, next to a plain copy kernel.
//
// Usage (from the repository root):
//   warp_primitives_bench [--reps N] [--warmup W] [--log2n K] [--blocks 256,1024]
//                         [--kernels copy,ballot,...] [--backend NAME] [--build-options "-D..."]
//                         [--cu2cl PATH] [--source FILE.cu | --cl FILE.cl] [--csv PATH]
//                         [--no-csv]
//
// It translates --source (bench/warp_primitives/warp_primitives.cu) with `cu2cl FILE -o DIR/`
// into a temporary directory, builds the .cl with the cu2cl runtime (which adds
// -I runtime/device and the device library's backend: --backend, else CU2CL_BACKEND, else the
// best the device runs, which is emulated on PoCL 3.1; --build-options are appended), checks
// every kernel's output once against a CPU reference with CUDA's semantics, then times, per
// block size, W warm-up and N timed rounds that launch every kernel once each (interleaved, so
// that a change of load on a shared machine hits all kernels alike) with OpenCL profiling
// events (COMMAND_START to COMMAND_END). It prints a table (median, ns per element, paired
// ratio to the copy kernel, effective bandwidth) and writes it as CSV, whose `#` lines record
// the date, machine, device, POCL_* / CU2CL_* environment, load average and command line.
// --cl FILE.cl times a given translation instead (e.g. on a machine without cu2cl).
// Exit status: 0, or 1 if a kernel gave a wrong result or something failed.
#include "cu2cl/runtime/Runtime.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace rt = cu2cl::rt;

#ifndef WARP_BENCH_ROOT
#define WARP_BENCH_ROOT "." // the repository root; CMake passes the real one
#endif
#ifndef WARP_BENCH_CU2CL
#define WARP_BENCH_CU2CL WARP_BENCH_ROOT "/build/bin/cu2cl"
#endif

namespace {

struct Options {
  int reps = 5;
  int warmup = 1;
  int log2n = 24;
  std::vector<unsigned> blocks = {256, 1024};
  std::vector<std::string> kernels; // empty: all
  std::string buildOptions;
  rt::Backend backend = rt::Backend::automatic;
  std::string cu2cl = WARP_BENCH_CU2CL;
  std::string source = std::string(WARP_BENCH_ROOT) + "/bench/warp_primitives/warp_primitives.cu";
  std::string csv = std::string(WARP_BENCH_ROOT) + "/bench/warp_primitives/results.csv";
  std::string cl; // a .cl to time instead of translating --source (no cu2cl needed)
  bool writeCsv = true;
};

using Reference = std::function<std::vector<int>(const std::vector<int> &, unsigned block)>;

struct KernelSpec {
  std::string label; // short name in the table
  std::string name;  // kernel name in the .cu
  Reference reference;
};

// --- CPU references with CUDA's semantics (warp = 32 consecutive threads of a block) ----------

std::vector<int> copyRef(const std::vector<int> &in, unsigned) { return in; }

std::vector<int> ballotRef(const std::vector<int> &in, unsigned) {
  // Block sizes are multiples of 32 and blocks start at multiples of the block size, so warp w
  // of the grid is elements [32w, 32w + 32).
  std::vector<int> out(in.size());
  for (std::size_t w = 0; w < in.size(); w += 32) {
    std::uint32_t bits = 0;
    for (unsigned lane = 0; lane < 32; ++lane)
      bits |= std::uint32_t(in[w + lane] > 0) << lane;
    std::fill(out.begin() + w, out.begin() + w + 32, static_cast<int>(bits));
  }
  return out;
}

std::vector<int> shuffleXorRef(const std::vector<int> &in, unsigned) {
  std::vector<int> out(in.size());
  for (std::size_t i = 0; i < in.size(); ++i)
    out[i] = in[i ^ 1]; // lane ^ 1 stays inside the warp
  return out;
}

std::vector<int> syncthreadsCountRef(const std::vector<int> &in, unsigned block) {
  std::vector<int> out(in.size());
  for (std::size_t b = 0; b < in.size(); b += block) {
    int count = 0;
    for (unsigned t = 0; t < block; ++t)
      count += in[b + t] > 0;
    std::fill(out.begin() + b, out.begin() + b + block, count);
  }
  return out;
}

std::vector<int> warpReduceRef(const std::vector<int> &in, unsigned) {
  // v += __shfl_down_sync(~0, v, offset) for offset 16, 8, 4, 2, 1: lane reads lane + offset
  // if that is <= 31, else its own value.
  std::vector<int> out(in.size());
  for (std::size_t w = 0; w < in.size(); w += 32) {
    std::int64_t v[32], next[32];
    for (unsigned lane = 0; lane < 32; ++lane)
      v[lane] = in[w + lane];
    for (unsigned offset = 16; offset > 0; offset /= 2) {
      for (unsigned lane = 0; lane < 32; ++lane)
        next[lane] = v[lane] + (lane + offset <= 31 ? v[lane + offset] : v[lane]);
      std::copy(next, next + 32, v);
    }
    for (unsigned lane = 0; lane < 32; ++lane)
      out[w + lane] = static_cast<int>(static_cast<std::uint32_t>(v[lane])); // wraps like int
  }
  return out;
}

const std::vector<KernelSpec> &allKernels() {
  static const std::vector<KernelSpec> kernels = {
      {"copy", "copyKernel", copyRef},
      {"ballot", "ballotKernel", ballotRef},
      {"shfl_xor", "shuffleKernel", shuffleXorRef},
      {"syncthreads_count", "syncthreadsCountKernel", syncthreadsCountRef},
      {"warp_reduce_5xshfl_down", "warpReduceKernel", warpReduceRef},
  };
  return kernels;
}

// --- small helpers -------------------------------------------------------------------------

[[noreturn]] void usage(const std::string &why) {
  std::fprintf(stderr,
               "warp_primitives_bench: %s\n"
               "usage: warp_primitives_bench [--reps N] [--warmup W] [--log2n K] "
               "[--blocks B1,B2,...] [--kernels NAME,...] [--backend NAME] [--build-options OPTS] "
               "[--cu2cl PATH] [--source FILE.cu | --cl FILE.cl] [--csv PATH] [--no-csv]\n",
               why.c_str());
  std::exit(2);
}

std::vector<std::string> splitComma(const std::string &text) {
  std::vector<std::string> parts;
  std::stringstream stream(text);
  std::string part;
  while (std::getline(stream, part, ','))
    if (!part.empty())
      parts.push_back(part);
  return parts;
}

int toInt(const std::string &text, const char *what) {
  char *end = nullptr;
  errno = 0;
  const long value = std::strtol(text.c_str(), &end, 10);
  if (errno != 0 || end == text.c_str() || *end != '\0')
    usage(std::string("bad ") + what + ": " + text);
  return static_cast<int>(value);
}

Options parseOptions(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc)
        usage(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "--reps")
      o.reps = toInt(value(), "--reps");
    else if (arg == "--warmup")
      o.warmup = toInt(value(), "--warmup");
    else if (arg == "--log2n")
      o.log2n = toInt(value(), "--log2n");
    else if (arg == "--blocks") {
      o.blocks.clear();
      for (const std::string &b : splitComma(value()))
        o.blocks.push_back(static_cast<unsigned>(toInt(b, "--blocks")));
    } else if (arg == "--kernels")
      o.kernels = splitComma(value());
    else if (arg == "--backend") {
      const std::string name = value();
      const std::optional<rt::Backend> backend = rt::parseBackend(name);
      if (!backend)
        usage("unknown backend " + name + " (emulated, subgroup, nvidia or auto)");
      o.backend = *backend;
    } else if (arg == "--build-options")
      o.buildOptions = value();
    else if (arg == "--cu2cl")
      o.cu2cl = value();
    else if (arg == "--cl")
      o.cl = value();
    else if (arg == "--source")
      o.source = value();
    else if (arg == "--csv")
      o.csv = value();
    else if (arg == "--no-csv")
      o.writeCsv = false;
    else if (arg == "-h" || arg == "--help")
      usage("help");
    else
      usage("unknown argument " + arg);
  }
  if (o.reps < 1 || o.warmup < 0)
    usage("--reps must be >= 1 and --warmup >= 0");
  if (o.log2n < 10 || o.log2n > 28)
    usage("--log2n must be in [10, 28]");
  for (unsigned b : o.blocks)
    if (b == 0 || b % 32 != 0 || ((std::size_t(1) << o.log2n) % b) != 0)
      usage("block sizes must be multiples of 32 that divide 2^log2n");
  for (const std::string &k : o.kernels)
    if (std::none_of(allKernels().begin(), allKernels().end(),
                     [&](const KernelSpec &s) { return s.label == k || s.name == k; }))
      usage("unknown kernel " + k);
  return o;
}

/// Runs `argv` (no shell) and throws if it cannot be run or does not exit with status 0.
void runCommand(const std::vector<std::string> &args) {
  std::vector<char *> argv;
  for (const std::string &a : args)
    argv.push_back(const_cast<char *>(a.c_str()));
  argv.push_back(nullptr);
  const pid_t pid = fork();
  if (pid < 0)
    throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  if (pid == 0) {
    execvp(argv[0], argv.data());
    std::fprintf(stderr, "cannot run %s: %s\n", argv[0], std::strerror(errno));
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR)
      throw std::runtime_error(std::string("waitpid: ") + std::strerror(errno));
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::string command;
    for (const std::string &a : args)
      command += (command.empty() ? "" : " ") + a;
    throw std::runtime_error("command failed (status " + std::to_string(status) + "): " + command);
  }
}

std::string cpuModel() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0) {
      const std::size_t colon = line.find(':');
      return colon == std::string::npos ? line : line.substr(colon + 2);
    }
  return "unknown CPU";
}

std::string platformVersion() {
  char text[512] = {};
  clGetPlatformInfo(rt::Device::current().platform(), CL_PLATFORM_VERSION, sizeof text - 1, text,
                    nullptr);
  return text;
}

std::string nowUtc() {
  const std::time_t t = std::time(nullptr);
  char text[64];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return text;
}

/// POCL_* and CU2CL_* variables of the environment, "NAME=value" joined by spaces.
std::string relevantEnvironment() {
  std::string result;
  for (char **e = environ; *e; ++e)
    if (std::strncmp(*e, "POCL_", 5) == 0 || std::strncmp(*e, "CU2CL_", 6) == 0)
      result += (result.empty() ? "" : " ") + std::string(*e);
  return result.empty() ? "(none)" : result;
}

/// The repository's commit ("unknown" outside a git checkout), "+changes" if the tree differs.
std::string gitCommit() {
  const std::string root = WARP_BENCH_ROOT;
  std::string commit = "unknown";
  if (FILE *pipe =
          popen(("git -C '" + root + "' rev-parse --short HEAD 2>/dev/null").c_str(), "r")) {
    char text[64] = {};
    if (std::fgets(text, sizeof text, pipe))
      commit = std::string(text, std::strcspn(text, "\n"));
    pclose(pipe);
  }
  if (FILE *pipe = popen(("git -C '" + root + "' status --porcelain 2>/dev/null").c_str(), "r")) {
    char text[8] = {};
    if (std::fgets(text, sizeof text, pipe) && commit != "unknown")
      commit += "+changes";
    pclose(pipe);
  }
  return commit;
}

std::string loadAverage() {
  std::ifstream in("/proc/loadavg");
  std::string a, b, c;
  in >> a >> b >> c;
  return a + " " + b + " " + c;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

/// "" if equal, else where the first difference is and how many elements differ.
std::string compare(const std::vector<int> &got, const std::vector<int> &want) {
  std::size_t first = got.size(), wrong = 0;
  for (std::size_t i = 0; i < got.size(); ++i)
    if (got[i] != want[i]) {
      if (wrong++ == 0)
        first = i;
    }
  if (wrong == 0)
    return {};
  return std::to_string(wrong) + " of " + std::to_string(got.size()) +
         " elements differ; first at " + std::to_string(first) + ": got " +
         std::to_string(got[first]) + " want " + std::to_string(want[first]);
}

struct Row {
  std::string kernel;
  unsigned block = 0;
  double medianMs = 0, minMs = 0, maxMs = 0, wallMedianMs = 0;
  double nsPerElement = 0, gbPerS = 0;
  // Median over rounds of (this kernel's time / the copy's time in the same round), and the
  // ratio of the two medians; 0 where the copy kernel did not run.
  double ratioToCopy = 0, ratioOfMedians = 0;
};

} // namespace

int main(int argc, char **argv) {
  const Options options = parseOptions(argc, argv);
  std::string commandLine;
  for (int i = 0; i < argc; ++i)
    commandLine += (i ? " " : "") + std::string(argv[i]);

  try {
    // 1. Translate the CUDA source with cu2cl, as a user would (unless --cl gives the .cl).
    char dirTemplate[] = "/tmp/cu2cl-warp-bench-XXXXXX";
    if (!mkdtemp(dirTemplate))
      throw std::runtime_error(std::string("mkdtemp: ") + std::strerror(errno));
    const std::string outDir = dirTemplate;
    struct RemoveOnExit {
      std::string path;
      ~RemoveOnExit() {
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
      }
    } removeOnExit{outDir};
    std::string clPath = options.cl;
    if (clPath.empty()) {
      runCommand({options.cu2cl, options.source, "-o", outDir + "/"});
      std::string base = options.source.substr(options.source.find_last_of('/') + 1);
      base = base.substr(0, base.rfind('.'));
      clPath = outDir + "/" + base + ".cl";
    }

    rt::Device &device = rt::Device::current();
    const rt::Program program =
        rt::Program::fromFile(clPath, options.buildOptions, options.backend);
    const std::string backend = rt::name(program.backend());

    const std::size_t n = std::size_t(1) << options.log2n;
    std::printf("device:  %s\nplatform: %s\n", device.summary().c_str(), platformVersion().c_str());
    std::printf("backend: %s   n = 2^%d = %zu int32   reps %d (median), warm-up %d\n",
                backend.c_str(), options.log2n, n, options.reps, options.warmup);
    std::printf("program: %s (%s), build options: %s\n", clPath.c_str(),
                options.cl.empty() ? ("translated from " + options.source).c_str() : "given",
                program.options().c_str());
    std::printf("env:     %s\n\n", relevantEnvironment().c_str());

    // Inputs: values in [-3, 4], about half of them > 0 (so ballots and counts are not
    // trivially all-ones or zero).
    std::vector<int> input(n);
    std::mt19937 rng(20240611u);
    std::uniform_int_distribution<int> dist(-3, 4);
    for (int &v : input)
      v = dist(rng);
    rt::Buffer<int> in(input, CL_MEM_READ_ONLY);
    rt::Buffer<int> out(n, CL_MEM_WRITE_ONLY);

    std::vector<Row> rows;
    bool allCorrect = true;
    const std::string loadBefore = loadAverage();

    for (unsigned block : options.blocks) {
      // One case per kernel that runs at this block size.
      struct Case {
        const KernelSpec *spec;
        rt::Kernel kernel;
        bool takesScratch;
        std::vector<double> ms, wall;
      };
      std::vector<std::unique_ptr<Case>> cases;
      const rt::Dim3 grid(static_cast<unsigned>(n / block)), threads(block);
      // The warp scratch buffer (CU2CL_SCRATCH_BYTES(block) = 8 (block + 32) bytes) is passed
      // explicitly where cu2cl added the parameter, as runtime/device/README.md describes.
      const rt::LocalMemory scratch = rt::warpScratch(threads);
      auto launchOnce = [&](Case &c) {
        return c.takesScratch ? rt::launch(c.kernel, grid, threads, out, in, scratch)
                              : rt::launch(c.kernel, grid, threads, out, in);
      };

      for (const KernelSpec &spec : allKernels()) {
        if (!options.kernels.empty() &&
            std::none_of(options.kernels.begin(), options.kernels.end(),
                         [&](const std::string &k) { return k == spec.label || k == spec.name; }))
          continue;
        rt::Kernel kernel = program.kernel(spec.name);
        if (block > device.maxWorkGroupSize() || block > kernel.workGroupSize()) {
          std::printf("skip %s block %u: device allows %zu, kernel %zu\n", spec.label.c_str(),
                      block, device.maxWorkGroupSize(), kernel.workGroupSize());
          continue;
        }
        const bool takesScratch = kernel.takesWarpScratch();
        auto c = std::unique_ptr<Case>(new Case{&spec, std::move(kernel), takesScratch, {}, {}});

        // 2. Correctness, once (this launch also triggers PoCL's per-local-size compile).
        out.upload(std::vector<int>(n, INT32_MIN));
        launchOnce(*c).wait();
        const std::string mismatch = compare(out.download(), spec.reference(input, block));
        if (!mismatch.empty()) {
          allCorrect = false;
          std::printf("WRONG %s block %u: %s\n", spec.label.c_str(), block, mismatch.c_str());
          continue;
        }
        cases.push_back(std::move(c));
      }

      // 3. Timing: warm-up, then `reps` rounds; each round launches every kernel once, each
      // launch waited for, starting at a different kernel each round. Interleaving makes a
      // change of machine load hit all kernels alike, and gives paired ratios to the copy.
      for (int w = 0; w < options.warmup; ++w)
        for (auto &c : cases)
          launchOnce(*c).wait();
      for (int r = 0; r < options.reps; ++r)
        for (std::size_t k = 0; k < cases.size(); ++k) {
          Case &c = *cases[(k + static_cast<std::size_t>(r)) % cases.size()];
          const auto t0 = std::chrono::steady_clock::now();
          const rt::Event event = launchOnce(c);
          event.wait();
          const auto t1 = std::chrono::steady_clock::now();
          c.ms.push_back(rt::elapsedMs(event));
          c.wall.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        }

      const Case *copy = nullptr;
      for (const auto &c : cases)
        if (c->spec->label == "copy")
          copy = c.get();
      for (const auto &c : cases) {
        Row row;
        row.kernel = c->spec->label;
        row.block = block;
        row.medianMs = median(c->ms);
        row.minMs = *std::min_element(c->ms.begin(), c->ms.end());
        row.maxMs = *std::max_element(c->ms.begin(), c->ms.end());
        row.wallMedianMs = median(c->wall);
        row.nsPerElement = row.medianMs * 1e6 / static_cast<double>(n);
        // Every kernel reads one int and writes one int per element.
        row.gbPerS = 2.0 * sizeof(int) * static_cast<double>(n) / (row.medianMs * 1e-3) / 1e9;
        if (copy) {
          std::vector<double> paired;
          for (std::size_t r = 0; r < c->ms.size(); ++r)
            paired.push_back(c->ms[r] / copy->ms[r]);
          row.ratioToCopy = median(paired);
          row.ratioOfMedians = row.medianMs / median(copy->ms);
        }
        rows.push_back(row);
        std::fprintf(stderr, "  %-24s block %4u  %9.3f ms\n", row.kernel.c_str(), block,
                     row.medianMs);
      }
    }
    const std::string loadAfter = loadAverage();

    // 4. Report.
    std::printf("\n| kernel | block | median ms | min ms | max ms | ns/element | x copy (paired) | "
                "GB/s (8 B/elem) |\n|---|--:|--:|--:|--:|--:|--:|--:|\n");
    for (const Row &r : rows) {
      char ratio[32] = "-";
      if (r.ratioToCopy > 0)
        std::snprintf(ratio, sizeof ratio, "%.2f", r.ratioToCopy);
      std::printf("| %s | %u | %.3f | %.3f | %.3f | %.3f | %s | %.2f |\n", r.kernel.c_str(),
                  r.block, r.medianMs, r.minMs, r.maxMs, r.nsPerElement, ratio, r.gbPerS);
    }
    for (const Row &r : rows)
      if (r.kernel == "copy")
        std::printf("copy bandwidth, block %u: %.2f GB/s (%.1f MiB read + %.1f MiB written in "
                    "%.3f ms)\n",
                    r.block, r.gbPerS, n * sizeof(int) / 1048576.0, n * sizeof(int) / 1048576.0,
                    r.medianMs);
    std::printf("load average: %s (start), %s (end)\n", loadBefore.c_str(), loadAfter.c_str());

    if (options.writeCsv) {
      std::ofstream csv(options.csv);
      if (!csv)
        throw std::runtime_error("cannot write " + options.csv);
      csv << "# warp_primitives_bench: cost per element of cu2cl's translated warp/block "
             "primitives next to a copy kernel\n"
          << "# date: " << nowUtc() << "\n"
          << "# machine: " << cpuModel() << ", " << std::thread::hardware_concurrency()
          << " hardware threads\n"
          << "# device: " << device.summary() << "; platform " << platformVersion() << "\n"
          << "# commit: " << gitCommit() << "; kernels: "
          << (options.cl.empty() ? options.source + " translated by " + options.cu2cl
                                 : options.cl + " (given)")
          << "\n"
          << "# backend: " << backend << "; build options: " << program.options() << "\n"
          << "# environment: " << relevantEnvironment() << "\n"
          << "# load average: " << loadBefore << " (start), " << loadAfter << " (end)\n"
          << "# method: n = 2^" << options.log2n
          << " int32, one element per work-item; per "
             "block size, every kernel checked once against a CPU reference, then "
          << options.warmup << " warm-up round(s) and " << options.reps
          << " timed rounds, each round launching every kernel once (waited for, starting "
             "order rotated); ms = OpenCL profiling COMMAND_START..COMMAND_END, median over "
             "rounds; wall_median_ms = host enqueue..wait; gb_per_s counts 8 bytes per element "
             "(one int read, one written); ratio_to_copy = median over rounds of kernel/copy "
             "in the same round; ratio_of_medians = median_ms / copy's median_ms\n"
          << "# command: " << commandLine << "\n"
          << "kernel,block,n,reps,median_ms,min_ms,max_ms,wall_median_ms,ns_per_element,"
             "ratio_to_copy,ratio_of_medians,gb_per_s\n";
      for (const Row &r : rows) {
        char line[512];
        std::snprintf(line, sizeof line, "%s,%u,%zu,%d,%.3f,%.3f,%.3f,%.3f,%.4f,%.3f,%.3f,%.3f\n",
                      r.kernel.c_str(), r.block, n, options.reps, r.medianMs, r.minMs, r.maxMs,
                      r.wallMedianMs, r.nsPerElement, r.ratioToCopy, r.ratioOfMedians, r.gbPerS);
        csv << line;
      }
      std::printf("csv: %s\n", options.csv.c_str());
    }

    return allCorrect ? 0 : 1;
  } catch (const rt::Error &error) {
    std::fprintf(stderr, "warp_primitives_bench: %s: %s\n", rt::name(error.code()), error.what());
  } catch (const std::exception &error) {
    std::fprintf(stderr, "warp_primitives_bench: %s\n", error.what());
  }
  return 1;
}
