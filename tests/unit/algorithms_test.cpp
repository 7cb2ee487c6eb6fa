// Unit tests of the device-wide algorithms, on the default OpenCL device (PoCL on CI), against
// CPU references: the kernels of runtime/device/cu2cl/algorithms.h (instantiated in
// algorithms_test.cl) launched directly with every launch shape, then the host API of
// cu2cl/algorithms.h (thrust- and CUB-style calls, device_ptr, errors) on the same program.
#include "ScopedEnv.h"
#include "cu2cl/algorithms.h"
#include "cu2cl/runtime/Runtime.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include <stdlib.h>

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

// --- the host API ----------------------------------------------------------------------------

cu2cl::Module algorithmsModule(CU2CL_ALGORITHMS_TEST_CL);

/// cu2clMalloc'd memory holding a vector's elements.
template <class T> class DeviceArray {
public:
  explicit DeviceArray(const std::vector<T> &values) : count_(values.size()) {
    EXPECT_EQ(cu2clMalloc(&p_, std::max<std::size_t>(1, count_) * sizeof(T)), cu2clSuccess);
    if (count_)
      EXPECT_EQ(cu2clMemcpy(p_, values.data(), count_ * sizeof(T), cu2clMemcpyHostToDevice),
                cu2clSuccess);
  }
  explicit DeviceArray(std::size_t count, T fill = T())
      : DeviceArray(std::vector<T>(count, fill)) {}
  ~DeviceArray() { cu2clFree(p_); }
  DeviceArray(const DeviceArray &) = delete;
  DeviceArray &operator=(const DeviceArray &) = delete;

  T *get() const { return p_; }
  std::vector<T> download() const {
    std::vector<T> values(count_);
    if (count_)
      EXPECT_EQ(cu2clMemcpy(values.data(), p_, count_ * sizeof(T), cu2clMemcpyDeviceToHost),
                cu2clSuccess);
    return values;
  }

private:
  T *p_ = nullptr;
  std::size_t count_;
};

/// Fails the test if a call recorded an error (and clears it).
void expectNoError() {
  const cu2clError_t error = cu2clGetLastError();
  EXPECT_EQ(error, cu2clSuccess) << cu2clGetErrorName(error);
}

const std::vector<std::size_t> kHostSizes = {0, 1, 31, 1000, 4097, (1u << 20) + 3};

template <class T> void checkHostScans(const char *name, T init, unsigned seed) {
  for (std::size_t n : kHostSizes) {
    const std::vector<T> in = randomValues<T>(n, seed + static_cast<unsigned>(n));
    DeviceArray<T> src(in), dst(n + 1, T(99));
    T *end =
        cu2cl::exclusive_scan(algorithmsModule, name, src.get(), src.get() + n, dst.get(), init);
    EXPECT_EQ(end, dst.get() + n);
    std::vector<T> expected = referenceScan(in, init, false);
    expected.push_back(T(99)); // the element after the output stays
    ASSERT_EQ(dst.download(), expected) << name << " exclusive n=" << n;

    end = cu2cl::inclusive_scan(algorithmsModule, name, src.get(), src.get() + n, dst.get());
    EXPECT_EQ(end, dst.get() + n);
    expected = referenceScan(in, T(0), true);
    expected.push_back(T(99));
    ASSERT_EQ(dst.download(), expected) << name << " inclusive n=" << n;
    expectNoError();
  }
}

TEST(HostScan, Int) { checkHostScans<int>("scan_int", -5, 51); }
TEST(HostScan, Unsigned) { checkHostScans<unsigned>("scan_uint", 3u, 52); }
TEST(HostScan, Float) { checkHostScans<float>("scan_float", 0.25f, 53); }
TEST(HostScan, Long) { checkHostScans<long>("scan_long", 1L << 33, 54); }
TEST(HostScan, Double) {
  if (!rt::Device::current().hasExtension("cl_khr_fp64"))
    GTEST_SKIP() << "no cl_khr_fp64";
  checkHostScans<double>("scan_double", 1.5, 55);
}

TEST(HostScan, InPlaceAndOnASubrange) {
  const std::size_t n = 100000;
  const std::vector<int> in = randomValues<int>(n, 56);
  DeviceArray<int> data(in);
  // Elements [10, n - 10) scanned in place, through pointers into the middle of the allocation.
  cu2cl::exclusive_scan(algorithmsModule, "scan_int", data.get() + 10, data.get() + n - 10,
                        data.get() + 10, 1);
  std::vector<int> expected = in;
  const std::vector<int> middle =
      referenceScan(std::vector<int>(in.begin() + 10, in.end() - 10), 1, false);
  std::copy(middle.begin(), middle.end(), expected.begin() + 10);
  EXPECT_EQ(data.download(), expected);
  expectNoError();
}

template <class T> void checkHostReduce(const char *name, T init, unsigned seed) {
  for (std::size_t n : kHostSizes) {
    const std::vector<T> in = randomValues<T>(n, seed + static_cast<unsigned>(n));
    DeviceArray<T> src(in);
    EXPECT_EQ(cu2cl::reduce(algorithmsModule, name, src.get(), src.get() + n, init),
              std::accumulate(in.begin(), in.end(), init))
        << name << " n=" << n;
    EXPECT_EQ(cu2cl::reduce(algorithmsModule, name, src.get(), src.get() + n),
              std::accumulate(in.begin(), in.end(), T(0)))
        << name << " n=" << n << " without init";
    expectNoError();
  }
}

TEST(HostReduce, Int) { checkHostReduce<int>("reduce_int", 1000, 61); }
TEST(HostReduce, Unsigned) { checkHostReduce<unsigned>("reduce_uint", 7u, 62); }
TEST(HostReduce, Float) { checkHostReduce<float>("reduce_float", -2.0f, 63); }
TEST(HostReduce, Double) {
  if (!rt::Device::current().hasExtension("cl_khr_fp64"))
    GTEST_SKIP() << "no cl_khr_fp64";
  checkHostReduce<double>("reduce_double", 0.5, 64);
}

/// The host twin of the program's functor `Above` (same layout as its typedef struct).
struct AboveFunctor {
  int threshold;
  bool operator()(int x) const { return x > threshold; }
};

void checkHostCountIf() {
  for (std::size_t n : kHostSizes) {
    const std::vector<int> in = randomValues<int>(n, 71 + static_cast<unsigned>(n));
    DeviceArray<int> src(in);
    const AboveFunctor above{4};
    EXPECT_EQ(cu2cl::count_if(algorithmsModule, "count_positive", src.get(), src.get() + n),
              std::count_if(in.begin(), in.end(), [](int x) { return x > 0; }))
        << "n=" << n;
    EXPECT_EQ(cu2cl::count_if(algorithmsModule, "count_above", src.get(), src.get() + n, above),
              std::count_if(in.begin(), in.end(), above))
        << "n=" << n;
    expectNoError();
  }
}

TEST(HostCountIf, StatelessAndStateful) { checkHostCountIf(); }

void checkHostCopyIf() {
  for (std::size_t n : kHostSizes) {
    const std::vector<int> in = signedIndices(n, 81 + static_cast<unsigned>(n));
    DeviceArray<int> src(in), dst(n + 1, -1000);
    std::vector<int> expected;
    std::copy_if(in.begin(), in.end(), std::back_inserter(expected), [](int x) { return x > 0; });
    int *end =
        cu2cl::copy_if(algorithmsModule, "copy_positive", src.get(), src.get() + n, dst.get());
    ASSERT_EQ(end - dst.get(), static_cast<std::ptrdiff_t>(expected.size())) << "n=" << n;
    std::vector<int> got = dst.download();
    EXPECT_EQ(got[expected.size()], -1000) << "written past the end, n=" << n;
    got.resize(expected.size());
    EXPECT_EQ(got, expected) << "n=" << n;

    const AboveFunctor above{static_cast<int>(n / 3)};
    expected.clear();
    std::copy_if(in.begin(), in.end(), std::back_inserter(expected), above);
    end =
        cu2cl::copy_if(algorithmsModule, "copy_above", src.get(), src.get() + n, dst.get(), above);
    ASSERT_EQ(end - dst.get(), static_cast<std::ptrdiff_t>(expected.size())) << "n=" << n;
    got = dst.download();
    got.resize(expected.size());
    EXPECT_EQ(got, expected) << "stateful, n=" << n;
    expectNoError();
  }
}

TEST(HostScratch, SurvivesDeviceReset) {
  const std::vector<int> in = randomValues<int>(300000, 95);
  {
    DeviceArray<int> src(in);
    EXPECT_EQ(cu2cl::reduce(algorithmsModule, "reduce_int", src.get(), src.get() + in.size()),
              std::accumulate(in.begin(), in.end(), 0));
  }
  ASSERT_EQ(cu2clDeviceReset(), cu2clSuccess);
  // New allocations may take the old addresses; the scratch memory is made again.
  DeviceArray<int> src(in), dst(in.size());
  cu2cl::exclusive_scan(algorithmsModule, "scan_int", src.get(), src.get() + in.size(), dst.get());
  EXPECT_EQ(dst.download(), referenceScan(in, 0, false));
  EXPECT_EQ(cu2cl::reduce(algorithmsModule, "reduce_int", src.get(), src.get() + in.size()),
            std::accumulate(in.begin(), in.end(), 0));
  expectNoError();
}

TEST(HostCopyIf, KeepsTheOrderAndReturnsTheEnd) { checkHostCopyIf(); }

using cu2cl_test::ScopedEnv;

/// A range that starts 1 to 3 elements into its buffer: the chunked tiles then load scalars, not
/// aligned 4-vectors.
void checkMisalignedReduce() {
  const std::vector<int> in = randomValues<int>(70000, 125);
  DeviceArray<int> src(in);
  for (std::size_t skip = 1; skip < 4; ++skip)
    EXPECT_EQ(
        cu2cl::reduce(algorithmsModule, "reduce_int", src.get() + skip, src.get() + in.size()),
        std::accumulate(in.begin() + static_cast<std::ptrdiff_t>(skip), in.end(), 0))
        << "skip " << skip;
  expectNoError();
}

// The device chooses the work-group size (PoCL: 1, sequential tiles); forcing the sizes of GPUs
// runs the host's chunked shapes here too.
TEST(HostShapes, ChunkedTilesOfGpus) {
  for (const char *size : {"256", "100"}) {
    SCOPED_TRACE(std::string("CU2CL_ALGORITHM_GROUP_SIZE=") + size);
    const ScopedEnv forced("CU2CL_ALGORITHM_GROUP_SIZE", size);
    checkHostScans<int>("scan_int", 9, 121);
    checkHostScans<float>("scan_float", -1.0f, 122);
    checkHostReduce<unsigned>("reduce_uint", 1u, 123);
    checkHostReduce<long long>("reduce_long", 5ll, 124); // 32-byte vectors
    checkMisalignedReduce();
    checkHostCountIf();
    checkHostCopyIf();
  }
}

// --- device_ptr -------------------------------------------------------------------------------

TEST(DevicePtr, ArithmeticComparisonAndCasts) {
  DeviceArray<int> data(std::vector<int>{1, 2, 3, 4});
  int *raw = data.get();
  cu2cl::device_ptr<int> p = cu2cl::device_pointer_cast(raw);
  cu2cl::device_ptr<const int> c = p; // adds const, as thrust's does
  EXPECT_EQ(p.get(), raw);
  EXPECT_EQ(cu2cl::raw_pointer_cast(p + 2), raw + 2);
  EXPECT_EQ((p + 3) - p, 3);
  EXPECT_EQ((p + 3) - raw, 3);
  EXPECT_EQ(raw + 3 - p, 3);
  EXPECT_TRUE(p + 1 == raw + 1);
  EXPECT_TRUE(raw + 1 != p);
  EXPECT_TRUE(p < p + 1 && p + 1 > p && p <= raw && raw >= p);
  EXPECT_TRUE(c == raw);
  EXPECT_FALSE(p == nullptr);
  EXPECT_TRUE(cu2cl::device_ptr<int>() == nullptr);
  cu2cl::device_ptr<int> q = p;
  ++q;
  q += 2;
  q--;
  EXPECT_EQ(q - p, 2);
  int *back = q; // converts back to the raw pointer
  EXPECT_EQ(back, raw + 2);
}

TEST(DevicePtr, ElementsReadAndWriteThroughCopies) {
  DeviceArray<int> data(std::vector<int>{10, 20, 30});
  cu2cl::device_ptr<int> p(data.get());
  EXPECT_EQ(static_cast<int>(p[1]), 20);
  p[2] = 33;
  *p = p[1];
  EXPECT_EQ(data.download(), (std::vector<int>{20, 20, 33}));
  expectNoError();
}

TEST(DevicePtr, AlgorithmsTakeDevicePtrs) {
  const std::vector<int> in = randomValues<int>(5000, 91);
  DeviceArray<int> src(in), dst(5000);
  cu2cl::device_ptr<int> first(src.get()), out(dst.get());
  cu2cl::device_ptr<int> end =
      cu2cl::exclusive_scan(algorithmsModule, "scan_int", first, first + 5000, out);
  EXPECT_EQ(end, out + 5000);
  EXPECT_EQ(dst.download(), referenceScan(in, 0, false));
  // Raw input, device_ptr output, and the other way round.
  cu2cl::inclusive_scan(algorithmsModule, "scan_int", src.get(), src.get() + 5000, out);
  EXPECT_EQ(dst.download(), referenceScan(in, 0, true));
  EXPECT_EQ(cu2cl::reduce(algorithmsModule, "reduce_int", first, first + 5000),
            std::accumulate(in.begin(), in.end(), 0));
  EXPECT_EQ(cu2cl::count_if(algorithmsModule, "count_positive", first, first + 5000),
            std::count_if(in.begin(), in.end(), [](int x) { return x > 0; }));
  cu2cl::device_ptr<int> copied =
      cu2cl::copy_if(algorithmsModule, "copy_positive", first, first + 5000, dst.get());
  EXPECT_EQ(copied - out, std::count_if(in.begin(), in.end(), [](int x) { return x > 0; }));
  expectNoError();
}

// --- CUB -------------------------------------------------------------------------------------

TEST(Cub, ReduceSumTwoCalls) {
  for (std::size_t n : kHostSizes) {
    const std::vector<int> in = randomValues<int>(n, 101 + static_cast<unsigned>(n));
    DeviceArray<int> src(in), out(1, -1);
    std::size_t bytes = 0;
    ASSERT_EQ(cu2cl::cub::DeviceReduce::Sum(algorithmsModule, "reduce_int", nullptr, bytes,
                                            src.get(), out.get(), static_cast<int>(n)),
              cu2clSuccess);
    ASSERT_GT(bytes, 0u);
    DeviceArray<unsigned char> temp(bytes);
    ASSERT_EQ(cu2cl::cub::DeviceReduce::Sum(algorithmsModule, "reduce_int", temp.get(), bytes,
                                            src.get(), out.get(), static_cast<int>(n)),
              cu2clSuccess);
    EXPECT_EQ(out.download()[0], std::accumulate(in.begin(), in.end(), 0)) << "n=" << n;
  }
  expectNoError();
}

TEST(Cub, ScanSumsTwoCallsOnAStream) {
  cu2clStream_t stream = nullptr;
  ASSERT_EQ(cu2clStreamCreate(&stream), cu2clSuccess);
  for (std::size_t n : kHostSizes) {
    const std::vector<float> in = randomValues<float>(n, 111 + static_cast<unsigned>(n));
    DeviceArray<float> src(in), dst(n);
    std::size_t bytes = 0;
    ASSERT_EQ(cu2cl::cub::DeviceScan::ExclusiveSum(algorithmsModule, "scan_float", nullptr, bytes,
                                                   src.get(), dst.get(), n, stream),
              cu2clSuccess);
    DeviceArray<unsigned char> temp(bytes);
    ASSERT_EQ(cu2cl::cub::DeviceScan::ExclusiveSum(algorithmsModule, "scan_float", temp.get(),
                                                   bytes, src.get(), dst.get(), n, stream),
              cu2clSuccess);
    ASSERT_EQ(cu2clStreamSynchronize(stream), cu2clSuccess);
    EXPECT_EQ(dst.download(), referenceScan(in, 0.0f, false)) << "n=" << n;
    // In place.
    ASSERT_EQ(cu2cl::cub::DeviceScan::InclusiveSum(algorithmsModule, "scan_float", temp.get(),
                                                   bytes, src.get(), src.get(), n, stream),
              cu2clSuccess);
    ASSERT_EQ(cu2clStreamSynchronize(stream), cu2clSuccess);
    EXPECT_EQ(src.download(), referenceScan(in, 0.0f, true)) << "n=" << n;
  }
  EXPECT_EQ(cu2clStreamDestroy(stream), cu2clSuccess);
  expectNoError();
}

TEST(Cub, TooLittleTempStorageIsAnInvalidValue) {
  DeviceArray<int> src(std::vector<int>(100000, 1)), dst(100000);
  std::size_t bytes = 0;
  cu2cl::cub::DeviceScan::ExclusiveSum(algorithmsModule, "scan_int", nullptr, bytes, src.get(),
                                       dst.get(), 100000);
  DeviceArray<unsigned char> temp(bytes);
  std::size_t tooFew = 4;
  EXPECT_EQ(cu2cl::cub::DeviceScan::ExclusiveSum(algorithmsModule, "scan_int", temp.get(), tooFew,
                                                 src.get(), dst.get(), 100000),
            cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clGetLastError(), cu2clErrorInvalidValue);
}

// --- errors ----------------------------------------------------------------------------------

TEST(AlgorithmErrors, AreRecordedNotThrown) {
  DeviceArray<int> src(std::vector<int>(1000, 1)), dst(1000);
  // A NAME the program does not instantiate.
  EXPECT_EQ(cu2cl::reduce(algorithmsModule, "no_such_reduce", src.get(), src.get() + 1000, 42), 42);
  EXPECT_EQ(cu2clGetLastError(), cu2clErrorInvalidDeviceFunction);
  // Host memory where device memory belongs.
  std::vector<int> host(1000, 1);
  EXPECT_EQ(
      cu2cl::count_if(algorithmsModule, "count_positive", host.data(), host.data() + host.size()),
      0);
  EXPECT_EQ(cu2clGetLastError(), cu2clErrorInvalidValue);
  // An output shorter than the input.
  DeviceArray<int> shortOut(10);
  cu2cl::exclusive_scan(algorithmsModule, "scan_int", src.get(), src.get() + 1000, shortOut.get());
  EXPECT_EQ(cu2clGetLastError(), cu2clErrorInvalidValue);
  // A CUB call returns the error it records.
  std::size_t bytes = 1 << 16;
  DeviceArray<unsigned char> temp(bytes);
  EXPECT_EQ(cu2cl::cub::DeviceReduce::Sum(algorithmsModule, "no_such_reduce", temp.get(), bytes,
                                          src.get(), dst.get(), 1000),
            cu2clErrorInvalidDeviceFunction);
  EXPECT_EQ(cu2clGetLastError(), cu2clErrorInvalidDeviceFunction);
}

TEST(AlgorithmErrors, AnEarlierErrorIsLeftAsItIs) {
  DeviceArray<int> src(std::vector<int>(1000, 2));
  void *bogus = reinterpret_cast<void *>(0x10);
  EXPECT_EQ(cu2clFree(bogus), cu2clErrorInvalidValue); // an unrelated earlier error
  EXPECT_EQ(cu2cl::reduce(algorithmsModule, "reduce_int", src.get(), src.get() + 1000), 2000);
  EXPECT_EQ(cu2clGetLastError(), cu2clErrorInvalidValue);
  EXPECT_EQ(cu2clGetLastError(), cu2clSuccess);
}

} // namespace
