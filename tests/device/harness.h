// Shared driver code of the device-library tests: options, work-group shapes, the PASS/FAIL
// report, CUDA's warp numbering re-derived on the host (independently of the library), and the
// drivers' main() (runTest, runShapes).
#pragma once

#include "cu2cl/runtime/Runtime.h"
#include "cu2cl/scratch.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <random>
#include <string>
#include <vector>

#ifndef CU2CL_DEVICE_TEST_DIR
#error "CU2CL_DEVICE_TEST_DIR must name the directory of the test kernels (tests/device)"
#endif

namespace devtest {

using cu2cl::rt::Dim3;

struct Options {
  std::string backend = "emulated"; // emulated | subgroup | nvidia
  std::string kernelDir = CU2CL_DEVICE_TEST_DIR;
  std::string expectFile; // groundtruth only
  bool verbose = false;

  bool subgroup() const { return backend == "subgroup"; }
  /// -D option that selects the backend in cu2cl/device.h.
  std::string buildOptions() const {
    if (backend == "subgroup")
      return "-DCU2CL_BACKEND_SUBGROUP";
    if (backend == "nvidia")
      return "-DCU2CL_BACKEND_NVIDIA";
    return "-DCU2CL_BACKEND_EMULATED";
  }
  std::string kernelPath(const std::string &file) const { return kernelDir + "/" + file; }
};

inline void usage(const char *argv0) {
  std::fprintf(stderr,
               "usage: %s [--backend emulated|subgroup|nvidia] [--kernels DIR] [--verbose]%s\n"
               "The OpenCL device is chosen by the host runtime (environment CU2CL_DEVICE).\n",
               argv0, " [--expect FILE]");
}

inline Options parseOptions(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        usage(argv[0]);
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--backend")
      o.backend = value();
    else if (a == "--kernels")
      o.kernelDir = value();
    else if (a == "--expect")
      o.expectFile = value();
    else if (a == "--verbose" || a == "-v")
      o.verbose = true;
    else {
      usage(argv[0]);
      std::exit(2);
    }
  }
  if (o.backend != "emulated" && o.backend != "subgroup" && o.backend != "nvidia") {
    usage(argv[0]);
    std::exit(2);
  }
  return o;
}

/// A work-group shape (CUDA block) to run a family's cases on.
struct Shape {
  Dim3 block;
  std::string name;
  unsigned size() const { return block.x * block.y * block.z; }
};

/// The shapes every warp family runs on: tail warps (1, 31, 33, 48), several warps (96), the
/// largest CUDA block (1024), and 2-D blocks whose warps span rows; plus a 3-D block unless
/// the family's kernel is expensive to compile (PoCL compiles every kernel once per shape).
inline std::vector<Shape> warpShapes(bool with3d = true) {
  std::vector<Shape> s = {{Dim3(1), "1"},        {Dim3(31), "31"},       {Dim3(33), "33"},
                          {Dim3(48), "48"},      {Dim3(96), "96"},       {Dim3(1024), "1024"},
                          {Dim3(8, 8), "(8,8)"}, {Dim3(16, 3), "(16,3)"}};
  if (with3d)
    s.push_back({Dim3(5, 3, 4), "(5,3,4)"});
  return s;
}

/// Whether `s` can run here; prints SKIP with the reason if not. The sub-group backend needs
/// work-groups that are a multiple of 32 (PoCL 5.x partial sub-groups are broken, §0.7).
inline bool runnable(const Options &o, const Shape &s, const std::string &family) {
  const auto &dev = cu2cl::rt::Device::current();
  const char *why = nullptr;
  if (s.size() > dev.maxWorkGroupSize() || s.block.x > dev.maxWorkItemSizes()[0] ||
      s.block.y > dev.maxWorkItemSizes()[1] || s.block.z > dev.maxWorkItemSizes()[2])
    why = "larger than the device allows";
  else if (o.subgroup() && s.size() % 32 != 0)
    why = "sub-group backend needs a multiple of 32";
  if (why)
    std::printf("SKIP %s shape=%s: %s\n", family.c_str(), s.name.c_str(), why);
  return why == nullptr;
}

/// Whether the compiled kernel accepts work-groups of `s` (NVIDIA's compiler may limit a
/// register-heavy kernel to fewer than the device's 1024); prints SKIP if not.
inline bool fits(const cu2cl::rt::Kernel &k, const Shape &s, const std::string &family) {
  if (s.size() <= k.workGroupSize())
    return true;
  std::printf("SKIP %s shape=%s: this kernel allows at most %zu work-items per group here "
              "(CL_KERNEL_WORK_GROUP_SIZE)\n",
              family.c_str(), s.name.c_str(), k.workGroupSize());
  return false;
}

/// Scratch argument for a work-group of `wg` work-items (the documented size rule).
inline cu2cl::rt::LocalMemory scratchFor(unsigned wg) {
  return cu2cl::rt::LocalMemory{CU2CL_SCRATCH_BYTES(wg)};
}

/// CUDA's numbering of a work-group of `wg` threads: warps of 32 consecutive linear ids.
struct WarpGeometry {
  unsigned wg;
  unsigned lane(unsigned t) const { return t & 31u; }
  unsigned warp(unsigned t) const { return t >> 5; }
  unsigned warpBase(unsigned t) const { return t & ~31u; }
  /// Lanes that exist in the warp of thread t.
  unsigned lanes(unsigned t) const {
    unsigned n = wg - warpBase(t);
    return n > 32 ? 32 : n;
  }
  bool exists(unsigned t, unsigned lane) const { return lane < lanes(t); }
};

/// One PASS/FAIL line: collects mismatches and remembers the first few.
class Check {
public:
  explicit Check(std::string name) : name_(std::move(name)) {}
  void fail(const std::string &what) {
    if (failures_ < 3)
      detail_ += (detail_.empty() ? "" : "; ") + what;
    ++failures_;
  }
  template <class A, class B> bool expect(const A &got, const B &want, const std::string &where) {
    if (got == want)
      return true;
    fail(where + ": got " + std::to_string(got) + ", want " + std::to_string(want));
    return false;
  }
  void count(unsigned long n = 1) { checked_ += n; }
  const std::string &name() const { return name_; }
  unsigned long failures() const { return failures_; }
  unsigned long checked() const { return checked_; }
  const std::string &detail() const { return detail_; }

private:
  std::string name_;
  unsigned long failures_ = 0, checked_ = 0;
  std::string detail_;
};

class Report {
public:
  void add(const Check &c) {
    if (c.failures() == 0) {
      ++passed_;
      std::printf("PASS %s (%lu values)\n", c.name().c_str(), c.checked());
    } else {
      ++failed_;
      std::printf("FAIL %s: %lu of %lu values wrong: %s\n", c.name().c_str(), c.failures(),
                  c.checked(), c.detail().c_str());
    }
    std::fflush(stdout);
  }
  /// An error that stopped a whole part of the test (build failure, launch failure).
  void error(const std::string &what, const std::exception &e) {
    ++failed_;
    std::printf("FAIL %s: %s\n", what.c_str(), e.what());
    std::fflush(stdout);
  }
  int finish() const {
    std::printf("%d passed, %d failed\n", passed_, failed_);
    return failed_ == 0 && passed_ > 0 ? 0 : 1;
  }

private:
  int passed_ = 0, failed_ = 0;
};

/// Deterministic inputs.
inline std::mt19937_64 &rng() {
  static std::mt19937_64 g(0xc0ffee1234ull);
  return g;
}
inline uint32_t random32() { return static_cast<uint32_t>(rng()()); }
inline uint64_t random64() { return rng()(); }

/// The bits of a float or a double, as the kernels exchange them.
inline uint32_t floatBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}
inline uint64_t doubleBits(double d) {
  uint64_t u;
  std::memcpy(&u, &d, sizeof u);
  return u;
}

inline std::string hex(uint64_t v) {
  char b[32];
  std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(v));
  return b;
}

/// CUDA's __fns(mask, base, offset), re-derived from the CUDA documentation: the |offset|-th
/// set bit counting from `base` (inclusive) upwards for offset > 0, downwards for offset < 0;
/// offset 0 asks whether bit base is set; 0xffffffff if there is none.
inline uint32_t cudaFns(uint32_t mask, uint32_t base, int offset) {
  if (base > 31)
    return 0xffffffffu;
  if (offset == 0)
    return ((mask >> base) & 1) ? base : 0xffffffffu;
  int need = offset > 0 ? offset : -offset;
  if (offset > 0) {
    for (uint32_t b = base; b < 32; ++b)
      if (((mask >> b) & 1) && --need == 0)
        return b;
  } else {
    for (int b = static_cast<int>(base); b >= 0; --b)
      if (((mask >> b) & 1) && --need == 0)
        return static_cast<uint32_t>(b);
  }
  return 0xffffffffu;
}

enum ShflMode { kShflIdx = 0, kShflUp = 1, kShflDown = 2, kShflXor = 3 };

/// The lane whose value `lane` receives from __shfl*_sync(mask, v, arg, width), for a power-of-
/// two width, in the terms of the CUDA guide and the measured ground truth (warp-semantics.md
/// §0.3-0.4, §1) rather than the PTX formula the library uses:
///   idx:  (lane & ~(w-1)) + (arg & (w-1))          (negative arg wraps modulo w)
///   up:   lane - (arg & 31); below the segment start: own lane
///   down: lane + (arg & 31); past the segment end: own lane
///   xor:  lane ^ (arg & 31); past the caller's segment end: own lane; earlier segments are read
inline unsigned cudaShflSource(int mode, unsigned lane, int arg, int width) {
  const unsigned w = static_cast<unsigned>(width);
  const unsigned segStart = lane / w * w, segEnd = segStart + w - 1;
  const unsigned a5 = static_cast<unsigned>(arg) & 31u;
  switch (mode) {
  case kShflIdx:
    return segStart + static_cast<unsigned>(arg) % w;
  case kShflUp:
    return lane >= segStart + a5 ? lane - a5 : lane;
  case kShflDown:
    return lane + a5 <= segEnd ? lane + a5 : lane;
  default: {
    unsigned j = lane ^ a5;
    return j <= segEnd ? j : lane;
  }
  }
}

/// Prints the device and backend once at the start.
inline void banner(const Options &o, const char *family) {
  const auto &dev = cu2cl::rt::Device::current();
  std::printf("# %s on %s, backend %s\n", family, dev.summary().c_str(), o.backend.c_str());
}

/// The main() of a driver: parses the options, prints the banner, runs `body(options, report)`
/// and returns the report's exit status. An exception out of the body (the runtime's, for a
/// failed build, say) is one FAIL line for the whole family.
template <class Body> int runTest(int argc, char **argv, const char *family, Body body) {
  Options o = parseOptions(argc, argv);
  Report report;
  try {
    banner(o, family);
    body(o, report);
  } catch (const std::exception &e) {
    report.error(family, e);
  }
  return report.finish();
}

/// The main() of a driver whose kernels are `<family>.cl`, run once per work-group shape:
/// builds the program for the backend, then calls `runShape(options, program, shape, report)`
/// for every shape that can run here (runnable); an exception out of one shape is one FAIL
/// line for that shape, and the other shapes still run.
template <class RunShape>
int runShapes(int argc, char **argv, const char *family, const std::vector<Shape> &shapes,
              RunShape runShape) {
  return runTest(argc, argv, family, [&](const Options &o, Report &report) {
    cu2cl::rt::Program prog =
        cu2cl::rt::Program::fromFile(o.kernelPath(std::string(family) + ".cl"), o.buildOptions());
    for (const Shape &s : shapes) {
      if (!runnable(o, s, family))
        continue;
      try {
        runShape(o, prog, s, report);
      } catch (const std::exception &e) {
        report.error(std::string(family) + " shape=" + s.name, e);
      }
    }
  });
}

} // namespace devtest
