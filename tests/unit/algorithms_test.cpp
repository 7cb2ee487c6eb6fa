// Unit tests of the device-wide algorithms: the kernels of runtime/device/cu2cl/algorithms.h
// (instantiated in algorithms_test.cl) launched directly, against CPU references, on the
// default OpenCL device (PoCL on CI).
#include "cu2cl/runtime/Runtime.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

namespace rt = cu2cl::rt;

namespace {

const rt::Program &program() {
  static const rt::Program built = rt::Program::fromFile(CU2CL_ALGORITHMS_TEST_CL);
  return built;
}

/// CU2CL_ALG_ITEMS(T): elements per work-item and chunk.
constexpr unsigned itemsFor(std::size_t bytes) { return bytes <= 4 ? 16 : 8; }
const std::vector<std::size_t> kSizes = {1, 31, 1000, 4097, (1u << 20) + 3};

/// Values in [-8, 8]: float sums of up to 2^21 of them are exact, so every type compares exactly.
template <class T> std::vector<T> randomValues(std::size_t n, unsigned seed) {
  std::mt19937 gen(seed);
  std::uniform_int_distribution<int> dist(-8, 8);
  std::vector<T> values(n);
  for (T &v : values)
    v = static_cast<T>(dist(gen));
  return values;
}

/// How the kernels are launched: `groups` groups of `wg` work-items, `tile` elements per group.
struct Shape {
  unsigned wg = 256;
  std::size_t groups = 1;
  std::size_t tile = 0;
};

/// The host runtime's kind of shape: tiles of whole chunks, at most `maxGroups` groups.
Shape chunkedShape(std::size_t n, unsigned wg, std::size_t maxGroups, std::size_t bytes = 4) {
  const std::size_t chunk = std::size_t(wg) * itemsFor(bytes);
  const std::size_t chunks = std::max<std::size_t>(1, (n + chunk - 1) / chunk);
  Shape s;
  s.wg = wg;
  s.groups = std::min(chunks, maxGroups);
  s.tile = (chunks + s.groups - 1) / s.groups * chunk;
  s.groups = std::max<std::size_t>(1, (n + s.tile - 1) / s.tile);
  return s;
}

/// Tiles that are no multiple of the chunk, for kernels that must be correct with any tile.
Shape oddShape(std::size_t n, unsigned wg, std::size_t tile) {
  Shape s;
  s.wg = wg;
  s.tile = tile;
  s.groups = std::max<std::size_t>(1, (n + tile - 1) / tile);
  return s;
}

/// Serial tiles (work-groups of one work-item, as on CPUs), chunked tiles (GPUs), and tiles that
/// are no multiple of the chunk, in groups of 100 (no power of two, a partial raking segment).
/// Few distinct group sizes: PoCL compiles every kernel once per group size.
std::vector<Shape> shapesFor(std::size_t n, std::size_t bytes = 4) {
  return {oddShape(n, 1, std::max<std::size_t>(1, (n + 6) / 7)), chunkedShape(n, 256, 8, bytes),
          oddShape(n, 256, 1000), chunkedShape(n, 100, 64, bytes),
          oddShape(n, 100, std::max<std::size_t>(1, n / 5))};
}

std::string describe(const Shape &s, std::size_t n) {
  return "n=" + std::to_string(n) + " wg=" + std::to_string(s.wg) +
         " groups=" + std::to_string(s.groups) + " tile=" + std::to_string(s.tile);
}

cl_ulong u64(std::size_t v) { return static_cast<cl_ulong>(v); }

/// Sets the kernel's arguments one by one, the offset companions of the kernel ABI included, and
/// runs `groups` work-groups of `wg` work-items: the tests choose every offset and shape.
template <class... Args>
void run(rt::Kernel &kernel, std::size_t groups, std::size_t wg, const Args &...args) {
  cl_uint index = 0;
  auto set = [&](const auto &arg) {
    using A = std::decay_t<decltype(arg)>;
    cl_int status;
    if constexpr (std::is_base_of_v<rt::DeviceMemory, A>) {
      cl_mem memory = arg.handle();
      status = clSetKernelArg(kernel.handle(), index++, sizeof(cl_mem), &memory);
    } else {
      status = clSetKernelArg(kernel.handle(), index++, sizeof(A), &arg);
    }
    ASSERT_EQ(status, CL_SUCCESS) << "argument " << index - 1;
  };
  (set(args), ...);
  const std::size_t global = groups * wg;
  ASSERT_EQ(clEnqueueNDRangeKernel(rt::Device::current().queue(), kernel.handle(), 1, nullptr,
                                   &global, &wg, 0, nullptr, nullptr),
            CL_SUCCESS);
}

// --- scan -----------------------------------------------------------------------------------

template <class T> std::vector<T> referenceScan(const std::vector<T> &in, T init, bool inclusive) {
  std::vector<T> out(in.size());
  T acc = init;
  for (std::size_t i = 0; i < in.size(); ++i) {
    if (!inclusive)
      out[i] = acc;
    acc = static_cast<T>(acc + in[i]);
    if (inclusive)
      out[i] = acc;
  }
  return out;
}

/// Runs NAME_upsweep and NAME_downsweep; `inPlace` scans the input buffer itself.
template <class T>
std::vector<T> deviceScan(const std::string &name, const std::vector<T> &in, T init, bool inclusive,
                          bool inPlace, const Shape &s) {
  rt::Kernel up = program().kernel(name + "_upsweep");
  rt::Kernel down = program().kernel(name + "_downsweep");
  rt::Buffer<T> src(in.size() ? in : std::vector<T>{});
  rt::Buffer<T> dst(inPlace ? 0 : in.size());
  rt::Buffer<T> partials(s.groups);
  run(up, s.groups, s.wg, src, u64(0), partials, u64(0), u64(in.size()), u64(s.tile));
  rt::Buffer<T> &out = inPlace ? src : dst;
  run(down, s.groups, s.wg, src, u64(0), out, u64(0), partials, u64(0), u64(in.size()), u64(s.tile),
      init, cl_int(inclusive));
  return out.download();
}

template <class T> void checkScan(const std::string &name, T init, unsigned seed) {
  for (std::size_t n : kSizes) {
    const std::vector<T> in = randomValues<T>(n, seed + static_cast<unsigned>(n));
    for (const Shape &s : shapesFor(n, sizeof(T))) {
      for (bool inclusive : {false, true}) {
        const bool inPlace = n % 2 == 1 && (s.wg == 100 || s.wg == 1);
        const std::vector<T> expected = referenceScan(in, init, inclusive);
        const std::vector<T> got = deviceScan<T>(name, in, init, inclusive, inPlace, s);
        ASSERT_EQ(got.size(), expected.size());
        const auto mismatch = std::mismatch(got.begin(), got.end(), expected.begin());
        ASSERT_TRUE(mismatch.first == got.end())
            << name << (inclusive ? " inclusive " : " exclusive ") << describe(s, n)
            << (inPlace ? " in place" : "") << ": first difference at "
            << (mismatch.first - got.begin()) << ": " << +*mismatch.first << " instead of "
            << +*mismatch.second;
      }
    }
  }
}

TEST(DeviceScan, Int) { checkScan<cl_int>("scan_int", 7, 1); }
TEST(DeviceScan, Uint) { checkScan<cl_uint>("scan_uint", 4000000000u, 2); }
TEST(DeviceScan, Float) { checkScan<cl_float>("scan_float", 0.5f, 3); }
TEST(DeviceScan, Long) { checkScan<cl_long>("scan_long", -(cl_long(1) << 40), 4); }
TEST(DeviceScan, Ulong) { checkScan<cl_ulong>("scan_ulong", ~cl_ulong(0), 5); }

TEST(DeviceScan, Double) {
  if (!rt::Device::current().hasExtension("cl_khr_fp64"))
    GTEST_SKIP() << "no cl_khr_fp64";
  checkScan<cl_double>("scan_double", 0.25, 6);
}

TEST(DeviceScan, EmptyInputWritesNothingAndAZeroPartial) {
  rt::Kernel up = program().kernel("scan_int_upsweep");
  rt::Kernel down = program().kernel("scan_int_downsweep");
  rt::Buffer<cl_int> empty;
  rt::Buffer<cl_int> partials(std::vector<cl_int>{123});
  rt::Buffer<cl_int> guard(std::vector<cl_int>{-1});
  run(up, 1, 100, empty, u64(0), partials, u64(0), u64(0), u64(512));
  run(down, 1, 100, empty, u64(0), guard, u64(0), partials, u64(0), u64(0), u64(512), cl_int(5),
      cl_int(0));
  EXPECT_EQ(partials.download()[0], 0);
  EXPECT_EQ(guard.download()[0], -1);
}

TEST(DeviceScan, OffsetsMoveEveryPointer) {
  // src from element 3, dst from element 5, partials from element 2 of their buffers.
  const std::vector<cl_int> in = randomValues<cl_int>(5000, 9);
  rt::Buffer<cl_int> src(in);
  rt::Buffer<cl_int> dst(std::vector<cl_int>(5000, -77));
  rt::Buffer<cl_int> partials(std::vector<cl_int>(8, -99));
  const std::size_t n = 4990;
  const Shape s = chunkedShape(n, 100, 4);
  rt::Kernel up = program().kernel("scan_int_upsweep");
  rt::Kernel down = program().kernel("scan_int_downsweep");
  run(up, s.groups, s.wg, src, u64(3 * 4), partials, u64(2 * 4), u64(n), u64(s.tile));
  run(down, s.groups, s.wg, src, u64(3 * 4), dst, u64(5 * 4), partials, u64(2 * 4), u64(n),
      u64(s.tile), cl_int(1), cl_int(0));
  const std::vector<cl_int> got = dst.download();
  const std::vector<cl_int> expected =
      referenceScan(std::vector<cl_int>(in.begin() + 3, in.begin() + 3 + n), 1, false);
  EXPECT_EQ(got[4], -77);
  EXPECT_EQ(got[5 + n], -77);
  EXPECT_EQ(std::vector<cl_int>(got.begin() + 5, got.begin() + 5 + n), expected);
  EXPECT_EQ(partials.download()[0], -99);
}

// --- reduce ---------------------------------------------------------------------------------

template <class T>
T deviceReduce(const std::string &name, const std::vector<T> &in, T init, const Shape &s) {
  rt::Buffer<T> src(in.size() ? in : std::vector<T>{});
  rt::Buffer<T> partials(s.groups);
  rt::Buffer<T> out(1);
  rt::Kernel up = program().kernel(name + "_upsweep");
  rt::Kernel final = program().kernel(name + "_final");
  run(up, s.groups, s.wg, src, u64(0), partials, u64(0), u64(in.size()), u64(s.tile));
  run(final, 1, s.wg, partials, u64(0), out, u64(0), cl_uint(s.groups), init);
  return out.download()[0];
}

template <class T> void checkReduce(const std::string &name, T init, unsigned seed) {
  for (std::size_t n : kSizes) {
    const std::vector<T> in = randomValues<T>(n, seed + static_cast<unsigned>(n));
    const T expected = std::accumulate(in.begin(), in.end(), init);
    for (const Shape &s : shapesFor(n, sizeof(T)))
      ASSERT_EQ(deviceReduce<T>(name, in, init, s), expected) << name << " " << describe(s, n);
  }
  ASSERT_EQ(deviceReduce<T>(name, {}, init, chunkedShape(0, 256, 8)), init) << name << " n=0";
}

TEST(DeviceReduce, Int) { checkReduce<cl_int>("reduce_int", -3, 11); }
TEST(DeviceReduce, Uint) { checkReduce<cl_uint>("reduce_uint", 5u, 12); }
TEST(DeviceReduce, Float) { checkReduce<cl_float>("reduce_float", 1.5f, 13); }
TEST(DeviceReduce, Long) { checkReduce<cl_long>("reduce_long", cl_long(1) << 35, 14); }
TEST(DeviceReduce, Double) {
  if (!rt::Device::current().hasExtension("cl_khr_fp64"))
    GTEST_SKIP() << "no cl_khr_fp64";
  checkReduce<cl_double>("reduce_double", 2.0, 15);
}

// --- count_if and copy_if -------------------------------------------------------------------

struct Above {
  cl_int threshold;
};

/// Runs a predicate kernel with the functor's bytes appended, if there is one.
template <class State, class... Args>
void runWithState(rt::Kernel kernel, const Shape &s, const State *state, const Args &...args) {
  if (state)
    run(kernel, s.groups, s.wg, args..., *state);
  else
    run(kernel, s.groups, s.wg, args...);
}

template <class T, class State = Above>
std::size_t deviceCount(const std::string &name, const std::vector<T> &in, const Shape &s,
                        const State *state = nullptr) {
  rt::Buffer<T> src(in);
  rt::Buffer<cl_ulong> counts(s.groups);
  rt::Buffer<cl_ulong> out(1);
  runWithState(program().kernel(name + "_upsweep"), s, state, src, u64(0), counts, u64(0),
               u64(in.size()), u64(s.tile));
  rt::Kernel final = program().kernel(name + "_final");
  run(final, 1, s.wg, counts, u64(0), out, u64(0), cl_uint(s.groups));
  return static_cast<std::size_t>(out.download()[0]);
}

template <class T, class State = Above>
std::vector<T> deviceCopy(const std::string &name, const std::vector<T> &in, const Shape &s,
                          const State *state = nullptr) {
  rt::Buffer<T> src(in);
  rt::Buffer<T> dst(std::vector<T>(in.size() + 1, T(-1000)));
  rt::Buffer<cl_ulong> counts(s.groups + 1);
  runWithState(program().kernel(name + "_upsweep"), s, state, src, u64(0), counts, u64(0),
               u64(in.size()), u64(s.tile));
  runWithState(program().kernel(name + "_downsweep"), s, state, src, u64(0), dst, u64(0), counts,
               u64(0), u64(in.size()), u64(s.tile));
  const std::size_t count = static_cast<std::size_t>(counts.download()[s.groups]);
  std::vector<T> all = dst.download();
  EXPECT_LE(count, in.size());
  if (count > in.size())
    return {};
  EXPECT_EQ(all[count], T(-1000)) << "written past the count";
  all.resize(count);
  return all;
}

/// Distinct values (their index, negated where the element must be dropped), so that the
/// output's order is checked, not only its multiset.
std::vector<cl_int> signedIndices(std::size_t n, unsigned seed) {
  std::mt19937 gen(seed);
  std::vector<cl_int> values(n);
  for (std::size_t i = 0; i < n; ++i)
    values[i] = static_cast<cl_int>(i + 1) * (gen() % 3 == 0 ? -1 : 1);
  return values;
}

TEST(DeviceCountIf, StatelessAndStateful) {
  for (std::size_t n : kSizes) {
    const std::vector<cl_int> in = randomValues<cl_int>(n, 21 + static_cast<unsigned>(n));
    const Above above{3};
    const auto positives = std::count_if(in.begin(), in.end(), [](cl_int x) { return x > 0; });
    const auto aboves = std::count_if(in.begin(), in.end(), [](cl_int x) { return x > 3; });
    for (const Shape &s : shapesFor(n)) {
      ASSERT_EQ(deviceCount<cl_int>("count_positive", in, s), std::size_t(positives))
          << describe(s, n);
      ASSERT_EQ(deviceCount<cl_int>("count_above", in, s, &above), std::size_t(aboves))
          << describe(s, n);
    }
  }
}

TEST(DeviceCopyIf, KeepsTheOrder) {
  for (std::size_t n : kSizes) {
    const std::vector<cl_int> in = signedIndices(n, 31 + static_cast<unsigned>(n));
    std::vector<cl_int> positives, aboves;
    std::copy_if(in.begin(), in.end(), std::back_inserter(positives),
                 [](cl_int x) { return x > 0; });
    const Above above{static_cast<cl_int>(n / 2)};
    std::copy_if(in.begin(), in.end(), std::back_inserter(aboves),
                 [&](cl_int x) { return x > above.threshold; });
    for (const Shape &s : shapesFor(n)) {
      ASSERT_EQ(deviceCopy<cl_int>("copy_positive", in, s), positives) << describe(s, n);
      ASSERT_EQ(deviceCopy<cl_int>("copy_above", in, s, &above), aboves) << describe(s, n);
    }
  }
}

TEST(DeviceCopyIf, NoneAndAllMatch) {
  const std::vector<cl_int> negatives(5000, -1), positives(5000, 2);
  const Shape s = chunkedShape(5000, 100, 4);
  EXPECT_TRUE(deviceCopy<cl_int>("copy_positive", negatives, s).empty());
  EXPECT_EQ(deviceCopy<cl_int>("copy_positive", positives, s), positives);
}

TEST(DeviceCopyIf, Float) {
  std::vector<cl_float> in = randomValues<cl_float>(4097, 41);
  for (std::size_t i = 0; i < in.size(); ++i)
    in[i] += static_cast<float>(i) / 8192.0f; // distinct values: the order shows
  std::vector<cl_float> expected;
  std::copy_if(in.begin(), in.end(), std::back_inserter(expected),
               [](float x) { return x < 0.0f; });
  for (const Shape &s : shapesFor(in.size()))
    ASSERT_EQ(deviceCopy<cl_float>("copy_negative_float", in, s), expected)
        << describe(s, in.size());
}

} // namespace
