// Bit intrinsics (bits.h) against naive bit-by-bit references of CUDA's definitions, zero and
// the extreme bits included (measured: __ffs(0)=0, __clz(0)=32, __clzll(0)=64).
#include "harness.h"

using namespace cu2cl::rt;
using namespace devtest;

namespace {

int popcount64(uint64_t x, int bits) {
  int n = 0;
  for (int b = 0; b < bits; ++b)
    n += (x >> b) & 1;
  return n;
}
int leadingZeros(uint64_t x, int bits) {
  int n = 0;
  for (int b = bits - 1; b >= 0 && !((x >> b) & 1); --b)
    ++n;
  return n;
}
int findFirstSet(uint64_t x, int bits) {
  for (int b = 0; b < bits; ++b)
    if ((x >> b) & 1)
      return b + 1;
  return 0;
}
uint64_t reverse(uint64_t x, int bits) {
  uint64_t r = 0;
  for (int b = 0; b < bits; ++b)
    if ((x >> b) & 1)
      r |= 1ull << (bits - 1 - b);
  return r;
}

// Every bit primitive on the inputs xs, each value against its CPU reference.
void run(const Options &o, Report &report) {
  std::vector<uint64_t> xs = {0,
                              1,
                              0x80000000ull,
                              0xffffffffull,
                              0x100000000ull,
                              ~0ull,
                              0x8000000000000000ull,
                              0x7fffffffffffffffull,
                              0x0000000180000001ull,
                              0x0000002000000000ull,
                              0x0000004600000001ull,
                              0xdeadbeefcafef00dull};
  for (int b = 0; b < 64; ++b)
    xs.push_back(1ull << b);
  while (xs.size() % 64 != 0 || xs.size() < 512)
    xs.push_back(random64() >> (random32() % 64));
  const unsigned n = static_cast<unsigned>(xs.size());
  std::vector<int> offsets(n);
  for (auto &v : offsets)
    v = static_cast<int>(random32() % 11) - 5;
  Buffer<uint64_t> dx(xs), out(n * 16);
  Buffer<int> doff(offsets);
  Program prog = Program::fromFile(o.kernelPath("bits.cl"), o.buildOptions());
  Kernel k = prog.kernel("bits");
  launch(k, Dim3(n / 64), Dim3(64), dx, doff, out);
  std::vector<uint64_t> got = out.download();

  const char *names[] = {"popc",      "popcll",    "clz",       "clzll",
                         "ffs",       "ffsll",     "brev",      "brevll",
                         "fns",       "unused 9",  "unused 10", "unused 11",
                         "unused 12", "unused 13", "unused 14", "fns (downwards)"};
  std::vector<Check> checks;
  for (const char *nm : names)
    checks.emplace_back(std::string("bits ") + nm);
  for (unsigned i = 0; i < n; ++i) {
    const uint64_t x = xs[i], lo = x & 0xffffffffull;
    const uint64_t want[16] = {
        uint64_t(popcount64(lo, 32)),
        uint64_t(popcount64(x, 64)),
        uint64_t(leadingZeros(lo, 32)),
        uint64_t(leadingZeros(x, 64)),
        uint64_t(findFirstSet(lo, 32)),
        uint64_t(findFirstSet(x, 64)),
        reverse(lo, 32),
        reverse(x, 64),
        cudaFns(uint32_t(lo), i % 32, offsets[i]),
        0,
        0,
        0,
        0,
        0,
        0, // slots 9-14 are unused
        cudaFns(~uint32_t(lo), 31 - i % 32, -offsets[i]),
    };
    for (int j = 0; j < 16; ++j) {
      checks[j].count();
      const uint64_t g = got[i * 16 + j];
      if (g != want[j])
        checks[j].fail("x=" + hex(x) + ": got " + hex(g) + ", want " + hex(want[j]));
    }
  }
  for (const Check &c : checks)
    report.add(c);
}

} // namespace

int main(int argc, char **argv) { return runTest(argc, argv, "bits", run); }
