// Atomics (atomics.h) on global and local memory against CUDA's definitions. Results that
// depend on the order of the work-items are checked through order-independent properties:
// final values, multisets of returned old values (exchange, atomicInc/atomicDec wrap-around,
// CAS increment loops), bounds (min/max), a single winner (CAS on a NaN pattern).
#include "harness.h"

#include <algorithm>
#include <map>

using namespace cu2cl::rt;
using namespace devtest;

namespace {

constexpr unsigned kOps = 36, kSlots = 40;
constexpr uint64_t kHigh = 0xa5a5a5a500000000ull; // upper half of 32-bit slots: must survive
constexpr unsigned kGroups = 3;

std::vector<uint64_t> initialSlots() {
  std::vector<uint64_t> s(kSlots, 0);
  auto s32 = [&](unsigned i, uint32_t v) { s[i] = kHigh | v; };
  s32(0, 5), s32(1, 7), s[2] = 3, s32(3, floatBits(0.0f)), s[4] = doubleBits(0.0);
  s32(5, 100), s32(6, 0), s32(7, 0xffffffffu), s32(8, 77), s[9] = 0xabc, s32(10, floatBits(-0.0f));
  s32(11, 1000), s32(12, 0xffffff00u), s32(13, static_cast<uint32_t>(-1000)), s32(14, 3);
  s[15] = 0, s[16] = ~0ull, s[17] = 0, s[18] = 0;
  s32(19, 0xffffffffu), s32(20, 0x100), s32(21, 0x12345678u);
  s[22] = ~0ull, s[23] = 0, s[24] = 0x5555;
  s32(25, 0), s32(26, 0), s32(27, 0), s32(28, 0), s[29] = 0, s[30] = kHigh; // u16 halves = 0
  s32(31, 0x7fc00001u), s32(32, static_cast<uint32_t>(-5)), s[33] = 0xffffffff00000000ull;
  s32(34, 0), s32(35, 0xffffffffu);
  for (unsigned i = 36; i < kSlots; ++i)
    s[i] = 0x5a5a5a5a5a5a5a5aull ^ i;
  return s;
}

// Checks one participating set: items `ids` (their numbers i inside the set are 0..N-1 in
// order), their inputs and olds, the initial and final slots.
void checkSet(Check &ck, const std::string &where, const std::vector<uint64_t> &init,
              const std::vector<uint64_t> &fin, const std::vector<uint32_t> &a32,
              const std::vector<uint64_t> &a64, const std::vector<const uint64_t *> &olds,
              bool fp64) {
  const unsigned N = static_cast<unsigned>(olds.size());
  auto lo = [](uint64_t v) { return static_cast<uint32_t>(v); };
  auto col = [&](unsigned op) {
    std::vector<uint64_t> v(N);
    for (unsigned i = 0; i < N; ++i)
      v[i] = olds[i][op];
    return v;
  };
  auto fail = [&](unsigned op, const std::string &what) {
    ck.fail(where + " op " + std::to_string(op) + ": " + what);
  };
  auto expectSlot = [&](unsigned s, uint64_t want) {
    ck.count();
    if (fin[s] != want)
      fail(s, "final " + hex(fin[s]) + ", want " + hex(want));
  };
  auto expect32 = [&](unsigned s, uint32_t want) { expectSlot(s, kHigh | want); };
  auto sameMultiset = [&](unsigned op, std::vector<uint64_t> got, std::vector<uint64_t> want) {
    ck.count();
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    if (got != want)
      fail(op, "returned old values are not the expected multiset");
  };
  auto oldsInclude = [&](unsigned op, uint64_t v) {
    ck.count();
    std::vector<uint64_t> c = col(op);
    if (std::find(c.begin(), c.end(), v) == c.end())
      fail(op, "no work-item saw the initial value " + hex(v));
  };

  uint32_t addI = lo(init[0]), addU = lo(init[1]), subI = lo(init[5]), subU = lo(init[6]);
  uint64_t add64 = init[2];
  int32_t minI = int32_t(lo(init[11])), maxI = int32_t(lo(init[13]));
  uint32_t minU = lo(init[12]), maxU = lo(init[14]);
  int64_t min64 = int64_t(init[15]), max64 = int64_t(init[17]);
  uint64_t minU64 = init[16], maxU64 = init[18];
  uint32_t and32 = lo(init[19]), or32 = lo(init[20]), xor32 = lo(init[21]);
  uint64_t and64 = init[22], or64 = init[23], xor64 = init[24];
  uint32_t orBits = lo(init[34]), andBits = lo(init[35]);
  for (unsigned i = 0; i < N; ++i) {
    addI += a32[i], addU += a32[i], add64 += a64[i], subI -= a32[i], subU -= a32[i];
    minI = std::min(minI, int32_t(a32[i])), maxI = std::max(maxI, int32_t(a32[i]));
    minU = std::min(minU, a32[i]), maxU = std::max(maxU, a32[i]);
    min64 = std::min(min64, int64_t(a64[i])), max64 = std::max(max64, int64_t(a64[i]));
    minU64 = std::min(minU64, a64[i]), maxU64 = std::max(maxU64, a64[i]);
    and32 &= a32[i] | 0x0f0f0f0fu, or32 |= a32[i] & 0x00ff00ffu, xor32 ^= a32[i];
    and64 &= a64[i] | 0x0f0f0f0f0f0f0f0full, or64 |= a64[i] & 0x00ff00ff00ff00ffull;
    xor64 ^= a64[i];
    orBits |= 1u << (i % 32), andBits &= ~(1u << (i % 32));
  }
  // add / sub
  expect32(0, addI), expect32(1, addU), expectSlot(2, add64), expect32(5, subI);
  expect32(6, subU);
  for (unsigned op : {0u, 1u, 2u, 5u, 6u})
    oldsInclude(op, op == 2 ? init[2] : uint64_t(lo(init[op])));
  // float and double add of 1.0 / 0.5: every partial sum is exact, so the olds are 0..N-1
  expect32(3, floatBits(float(N)));
  std::vector<uint64_t> wantF(N), wantD(N);
  for (unsigned i = 0; i < N; ++i)
    wantF[i] = floatBits(float(i)), wantD[i] = doubleBits(0.5 * i);
  sameMultiset(3, col(3), wantF);
  if (fp64) {
    expectSlot(4, doubleBits(0.5 * N));
    sameMultiset(4, col(4), wantD);
  }
  // exchange: olds + final = initial + all new values
  {
    std::vector<uint64_t> g7 = col(7), g8 = col(8), g9 = col(9), g10 = col(10);
    std::vector<uint64_t> w7{lo(init[7])}, w8{lo(init[8])}, w9{init[9]}, w10{lo(init[10])};
    g7.push_back(lo(fin[7])), g8.push_back(lo(fin[8])), g9.push_back(fin[9]);
    g10.push_back(lo(fin[10]));
    for (unsigned i = 0; i < N; ++i)
      w7.push_back(i), w8.push_back(i + 1000), w9.push_back(a64[i]),
          w10.push_back(floatBits(float(i)));
    sameMultiset(7, g7, w7), sameMultiset(8, g8, w8), sameMultiset(9, g9, w9);
    sameMultiset(10, g10, w10);
    for (unsigned s : {7u, 8u, 10u}) {
      ck.count();
      if ((fin[s] & 0xffffffff00000000ull) != kHigh)
        fail(s, "upper half clobbered: " + hex(fin[s]));
    }
  }
  // min / max: final value, and every old lies between the initial and the final value
  expect32(11, uint32_t(minI)), expect32(12, minU), expect32(13, uint32_t(maxI));
  expect32(14, maxU), expectSlot(15, uint64_t(min64)), expectSlot(16, minU64);
  expectSlot(17, uint64_t(max64)), expectSlot(18, maxU64);
  for (unsigned i = 0; i < N; ++i) {
    const uint64_t *o = olds[i];
    ck.count();
    bool ok = int32_t(o[11]) >= minI && int32_t(o[11]) <= int32_t(lo(init[11])) &&
              uint32_t(o[12]) >= minU && uint32_t(o[12]) <= lo(init[12]) &&
              int32_t(o[13]) <= maxI && int32_t(o[13]) >= int32_t(lo(init[13])) &&
              uint32_t(o[14]) <= maxU && uint32_t(o[14]) >= lo(init[14]) &&
              int64_t(o[15]) >= min64 && int64_t(o[15]) <= int64_t(init[15]) && o[16] >= minU64 &&
              o[16] <= init[16] && int64_t(o[17]) <= max64 && int64_t(o[17]) >= int64_t(init[17]) &&
              o[18] <= maxU64 && o[18] >= init[18];
    if (!ok)
      fail(11, "item " + std::to_string(i) + " saw a value outside [initial, final]");
  }
  // and / or / xor
  expect32(19, and32), expect32(20, or32), expect32(21, xor32), expectSlot(22, and64);
  expectSlot(23, or64), expectSlot(24, xor64), expect32(34, orBits), expect32(35, andBits);
  // atomicInc(v=9) from 0, atomicDec(v=9) and atomicDec(v=7) from 0: CUDA's wrap-around
  {
    std::vector<uint64_t> inc(N), dec9(N), dec7(N);
    for (unsigned j = 0; j < N; ++j)
      inc[j] = j % 10, dec9[j] = (10 - j % 10) % 10, dec7[j] = (8 - j % 8) % 8;
    expect32(25, N % 10), expect32(26, (10 - N % 10) % 10), expect32(27, (8 - N % 8) % 8);
    sameMultiset(25, col(25), inc), sameMultiset(26, col(26), dec9);
    sameMultiset(27, col(27), dec7);
  }
  // CAS increment loops
  {
    std::vector<uint64_t> w28(N), w29(N), w30;
    for (unsigned j = 0; j < N; ++j)
      w28[j] = j, w29[j] = j * 0x100000001ull;
    unsigned half[2] = {0, 0};
    for (unsigned i = 0; i < N; ++i)
      w30.push_back(half[i & 1]++);
    expect32(28, N), expectSlot(29, N * 0x100000001ull);
    expectSlot(30, kHigh | (uint64_t(half[1]) << 16) | half[0]);
    sameMultiset(28, col(28), w28), sameMultiset(29, col(29), w29);
    sameMultiset(30, col(30), w30);
  }
  // one winner
  for (unsigned op : {31u, 32u, 33u}) {
    ck.count();
    const uint64_t initV = op == 33 ? init[op] : lo(init[op]);
    const uint64_t finV = op == 33 ? fin[op] : lo(fin[op]);
    unsigned winners = 0, winner = 0;
    for (unsigned i = 0; i < N; ++i) {
      if (olds[i][op] == initV)
        ++winners, winner = i;
      else if (olds[i][op] != finV)
        fail(op, "item " + std::to_string(i) + " saw " + hex(olds[i][op]));
    }
    const uint64_t want = op == 31 ? floatBits(float(winner)) : winner;
    if (winners != 1 || finV != (op == 32 ? uint32_t(want) : want))
      fail(op, std::to_string(winners) + " winners, final " + hex(finV));
  }
  for (unsigned s = 36; s < kSlots; ++s)
    expectSlot(s, init[s]);
}

void runShape(const Options &o, Program &prog, const Shape &s, Report &report) {
  const unsigned wg = s.size(), n = wg * kGroups;
  std::vector<uint64_t> init = initialSlots();
  std::vector<uint32_t> in32(n);
  std::vector<uint64_t> in64(n);
  for (unsigned i = 0; i < n; ++i) {
    in32[i] = (i % 3 == 0) ? static_cast<uint32_t>(int(random32() % 4000) - 2000) : random32();
    in64[i] = (i % 4 == 0) ? static_cast<uint64_t>(int64_t(random32() % 4000) - 2000) : random64();
  }
  Buffer<uint64_t> g(init), dinit(init), d64(in64), oldg(n * kOps), oldl(n * kOps),
      lout(kGroups * kSlots);
  Buffer<uint32_t> d32(in32);
  Kernel k = prog.kernel("atomics");
  if (!fits(k, s, "atomics"))
    return;
  launch(k, Dim3(kGroups), s.block, g, dinit, d32, d64, oldg, oldl, lout,
         LocalMemory{kSlots * sizeof(uint64_t)});
  std::vector<uint64_t> fin = g.download(), og = oldg.download(), ol = oldl.download(),
                        lf = lout.download();
  const bool fp64 = Device::current().hasExtension("cl_khr_fp64");

  Check global("atomics global shape=" + s.name + " x" + std::to_string(kGroups));
  std::vector<const uint64_t *> olds;
  for (unsigned i = 0; i < n; ++i)
    olds.push_back(&og[i * kOps]);
  checkSet(global, "global", init, fin, in32, in64, olds, fp64);
  report.add(global);

  Check local("atomics local shape=" + s.name);
  for (unsigned grp = 0; grp < kGroups; ++grp) {
    std::vector<const uint64_t *> lo;
    for (unsigned t = 0; t < wg; ++t)
      lo.push_back(&ol[(grp * wg + t) * kOps]);
    std::vector<uint64_t> f(lf.begin() + grp * kSlots, lf.begin() + (grp + 1) * kSlots);
    std::vector<uint32_t> a32(in32.begin() + grp * wg, in32.begin() + (grp + 1) * wg);
    std::vector<uint64_t> a64(in64.begin() + grp * wg, in64.begin() + (grp + 1) * wg);
    checkSet(local, "group " + std::to_string(grp), init, f, a32, a64, lo, fp64);
  }
  report.add(local);
}

} // namespace

int main(int argc, char **argv) {
  // 64 work-items per group: 64 atomicInc(v=9) from 0 end at 4, 64 atomicDec(v=9) at 6
  // (measured on the H100).
  const std::vector<Shape> shapes = {
      {Dim3(1), "1"}, {Dim3(33), "33"}, {Dim3(64), "64"}, {Dim3(1024), "1024"}};
  return runShapes(argc, argv, "atomics", shapes, runShape);
}
