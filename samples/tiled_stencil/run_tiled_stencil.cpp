// Runs samples/tiled_stencil/tiled_stencil.cu as translated by cu2cl on an OpenCL device.
//
// Usage: run_tiled_stencil <path/to/tiled_stencil.cl>
//
// Runs transposeTiled, blur3x3 and blockSumSquares on the OpenCL device at sizes that are not
// multiples of the block size, compares every result with a plain CPU loop, and prints one
// line per case ("PASS <kernel> <config>" or "FAIL <kernel> <config> (...)") and a summary.
// Exits 1 if any case failed.
#include "cu2cl/runtime/Runtime.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace rt = cu2cl::rt;

namespace {

constexpr unsigned kTile = 16;        // TILE in tiled_stencil.cu
constexpr std::size_t kGuard = 37;    // extra output elements that the kernels must not touch
constexpr float kSentinel = -777.25f; // what unwritten float outputs hold
constexpr std::int64_t kSumSentinel = INT64_C(0x5a5a5a5a5a5a5a5a);
constexpr std::uint32_t kSeed = 20240611;

// Blur weights as in the CUDA source; the reference does not read them from the device.
constexpr double kWeights[9] = {1.0 / 16, 2.0 / 16, 1.0 / 16, 2.0 / 16, 4.0 / 16,
                                2.0 / 16, 1.0 / 16, 2.0 / 16, 1.0 / 16};

struct Size {
  int width, height;
};
const Size kSizes[] = {{37, 53}, {53, 37}, {100, 7}, {1, 1}, {257, 129}, {33, 1}};

int passed = 0;
int failed = 0;

void pass(const std::string &name, const std::string &config) {
  ++passed;
  std::printf("PASS %s %s\n", name.c_str(), config.c_str());
}

void fail(const std::string &name, const std::string &config, const std::string &why) {
  ++failed;
  std::printf("FAIL %s %s (%s)\n", name.c_str(), config.c_str(), why.c_str());
}

std::string show(float v) {
  char text[64];
  std::snprintf(text, sizeof text, "%.9g", static_cast<double>(v));
  return text;
}
std::string show(std::int64_t v) { return std::to_string(v); }

/// "" if got matches want everywhere, else "first mismatch at i: got X want Y".
template <class T>
std::string compare(const std::vector<T> &got, const std::vector<T> &want,
                    const std::function<bool(T, T)> &same) {
  if (got.size() != want.size())
    return "got " + std::to_string(got.size()) + " elements, want " + std::to_string(want.size());
  for (std::size_t i = 0; i < got.size(); ++i)
    if (!same(got[i], want[i]))
      return "first mismatch at " + std::to_string(i) + ": got " + show(got[i]) + " want " +
             show(want[i]);
  return {};
}

bool exactFloat(float got, float want) { return got == want; }

/// Within 1e-5 relative of the reference (and a tiny absolute slack for values near 0).
bool closeFloat(float got, float want) {
  const double diff = std::fabs(static_cast<double>(got) - static_cast<double>(want));
  return diff <= 1e-5 * std::fabs(static_cast<double>(want)) + 1e-12;
}

std::vector<float> randomImage(std::size_t count, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(0.0f, 1.0f);
  std::vector<float> values(count);
  for (float &v : values)
    v = dist(rng);
  return values;
}

std::string sizeConfig(Size s) { return std::to_string(s.width) + "x" + std::to_string(s.height); }

unsigned blocksFor(int extent, unsigned block) {
  return (static_cast<unsigned>(extent) + block - 1) / block;
}

/// Runs `body` as one case; an exception from the runtime fails the case with its message.
void runCase(const std::string &name, const std::string &config,
             const std::function<std::string()> &body) {
  try {
    const std::string mismatch = body();
    if (mismatch.empty())
      pass(name, config);
    else
      fail(name, config, mismatch);
  } catch (const rt::Error &error) {
    fail(name, config, std::string(rt::name(error.code())) + ": " + error.what());
  } catch (const std::exception &error) {
    fail(name, config, error.what());
  }
}

// --- transposeTiled(float *out, const float *in, int width, int height) -----------------------

std::vector<float> transposeReference(const std::vector<float> &in, int width, int height) {
  std::vector<float> out(static_cast<std::size_t>(width) * height);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      out[static_cast<std::size_t>(x) * height + y] = in[static_cast<std::size_t>(y) * width + x];
  return out;
}

void testTranspose(const rt::Program &program) {
  for (Size s : kSizes) {
    runCase("transposeTiled", sizeConfig(s), [&] {
      rt::Kernel kernel = program.kernel("transposeTiled");
      const std::size_t count = static_cast<std::size_t>(s.width) * s.height;
      const std::vector<float> in = randomImage(count, kSeed + s.width * 1000 + s.height);
      rt::Buffer<float> din(in);
      rt::Buffer<float> dout(std::vector<float>(count + kGuard, kSentinel));
      rt::launch(kernel, rt::Dim3(blocksFor(s.width, kTile), blocksFor(s.height, kTile)),
                 rt::Dim3(kTile, kTile), dout, din, s.width, s.height);
      std::vector<float> want = transposeReference(in, s.width, s.height);
      want.resize(count + kGuard, kSentinel);
      return compare<float>(dout.download(), want, exactFloat);
    });
  }
}

// --- blur3x3(float *out, const float *in, int width, int height) ------------------------------

std::vector<float> blurReference(const std::vector<float> &in, int width, int height) {
  auto clampTo = [](int i, int n) { return i < 0 ? 0 : (i > n - 1 ? n - 1 : i); };
  std::vector<float> out(static_cast<std::size_t>(width) * height);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      double acc = 0.0;
      for (int dy = 0; dy < 3; ++dy)
        for (int dx = 0; dx < 3; ++dx)
          acc += kWeights[dy * 3 + dx] *
                 in[static_cast<std::size_t>(clampTo(y + dy - 1, height)) * width +
                    clampTo(x + dx - 1, width)];
      out[static_cast<std::size_t>(y) * width + x] = static_cast<float>(acc);
    }
  }
  return out;
}

void testBlur(const rt::Program &program) {
  for (Size s : kSizes) {
    // The halo tile is (TILE+2)^2, so the block must be TILE x TILE.
    runCase("blur3x3", sizeConfig(s) + " block=16x16", [&] {
      rt::Kernel kernel = program.kernel("blur3x3");
      const std::size_t count = static_cast<std::size_t>(s.width) * s.height;
      const std::vector<float> in = randomImage(count, kSeed + 7 + s.width * 1000 + s.height);
      rt::Buffer<float> din(in);
      rt::Buffer<float> dout(std::vector<float>(count + kGuard, kSentinel));
      rt::launch(kernel, rt::Dim3(blocksFor(s.width, kTile), blocksFor(s.height, kTile)),
                 rt::Dim3(kTile, kTile), dout, din, s.width, s.height);
      std::vector<float> want = blurReference(in, s.width, s.height);
      want.resize(count + kGuard, kSentinel); // no blurred value is near the sentinel
      return compare<float>(dout.download(), want, closeFloat);
    });
  }
}

// --- blockSumSquares(const int *in, long long *blockSums, unsigned n) + dynamic shared ----------

std::vector<std::int64_t> blockSumsReference(const std::vector<std::int32_t> &in, unsigned block) {
  std::vector<std::int64_t> sums((in.size() + block - 1) / block, 0);
  for (std::size_t i = 0; i < in.size(); ++i)
    sums[i / block] += static_cast<std::int64_t>(in[i]) * in[i];
  return sums;
}

void testBlockSumSquares(const rt::Program &program) {
  const rt::Device &device = rt::Device::current();
  // The largest block this kernel can run here (0 if the program has no such kernel: then
  // every case runs and fails with the lookup's message).
  std::size_t limit = 0;
  try {
    limit = std::min({device.maxWorkGroupSize(), device.maxWorkItemSizes()[0],
                      program.kernel("blockSumSquares").workGroupSize()});
  } catch (const rt::Error &) {
  }
  for (unsigned block : {64u, 128u, 256u, 1024u}) {
    for (unsigned n : {1u, 1000u, 65537u}) {
      const std::string config = "n=" + std::to_string(n) + " block=" + std::to_string(block);
      if (limit != 0 && (block > limit || block * sizeof(std::int64_t) > device.localMemSize())) {
        std::printf("SKIP blockSumSquares %s (the device allows blocks of %zu)\n", config.c_str(),
                    limit);
        continue;
      }
      runCase("blockSumSquares", config, [&] {
        rt::Kernel kernel = program.kernel("blockSumSquares");
        // |value| <= 2^26: squares need 64 bits, and a block's sum still fits in int64.
        std::mt19937 rng(kSeed + n * 31 + block);
        std::uniform_int_distribution<std::int32_t> dist(-(1 << 26), 1 << 26);
        std::vector<std::int32_t> in(n);
        for (std::int32_t &v : in)
          v = dist(rng);
        const unsigned blocks = blocksFor(static_cast<int>(n), block);
        rt::Buffer<std::int32_t> din(in);
        rt::Buffer<std::int64_t> dsums(std::vector<std::int64_t>(blocks + kGuard, kSumSentinel));
        rt::launch(kernel, rt::Dim3(blocks), rt::Dim3(block), din, dsums, n,
                   rt::LocalMemory{block * sizeof(std::int64_t)});
        std::vector<std::int64_t> want = blockSumsReference(in, block);
        want.resize(blocks + kGuard, kSumSentinel);
        return compare<std::int64_t>(dsums.download(), want,
                                     [](std::int64_t a, std::int64_t b) { return a == b; });
      });
    }
  }
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s <tiled_stencil.cl>\n", argv[0]);
    return 2;
  }
  try {
    std::printf("# device %s\n", rt::Device::current().summary().c_str());
    const rt::Program program = rt::Program::fromFile(argv[1]);
    testTranspose(program);
    testBlur(program);
    testBlockSumSquares(program);
  } catch (const rt::Error &error) {
    fail("setup", argv[1], std::string(rt::name(error.code())) + ": " + error.what());
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 && passed > 0 ? 0 : 1;
}
