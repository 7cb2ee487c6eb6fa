// __match_any_sync/__match_all_sync and __reduce_*_sync (match_reduce.h) against CUDA's
// semantics (warp-semantics.md §1): match compares bit patterns (so -0.0 != +0.0 and equal NaN
// payloads match) among the lanes of the mask that execute the call; match_all returns the
// mask and pred 1 iff they all agree; reduce combines the values of those lanes, add wrapping
// at 32 bits, min/max signed for int and unsigned for unsigned.
#include "harness.h"

#include <algorithm>

using namespace cu2cl::rt;
using namespace devtest;

namespace {

constexpr unsigned kCases = 14;
constexpr unsigned kGroups = 2;
constexpr unsigned kOut = 27;

// Values that collide often and probe bitwise equality.
const uint32_t pool32[] = {0u,          0x80000000u, 0x7fc00000u, 0x7fc00001u,
                           0x3f800000u, 5u,          0xfffffff9u, 0x7fffffffu};
const uint64_t pool64[] = {0ull,
                           1ull << 40,
                           1ull,
                           (1ull << 40) | 1ull, // differs from 1 only in the high word
                           0x8000000000000000ull,
                           0x7ff8000000000000ull,
                           0x7ff8000000000001ull,
                           ~0ull};

void runShape(const Options &o, Program &prog, const Shape &s, Report &report) {
  const unsigned wg = s.size(), n = wg * kGroups;
  WarpGeometry geo{wg};
  std::vector<uint32_t> v32(kCases * n), mask(kCases * n), act(n, 0);
  std::vector<uint64_t> v64(kCases * n);
  for (unsigned k = 0; k < kCases; ++k) {
    const unsigned warpsPerGroup = (wg + 31) / 32;
    std::vector<uint32_t> warpMask(kGroups * warpsPerGroup);
    for (auto &m : warpMask)
      m = random32();
    const uint32_t same32 = pool32[random32() % 8];
    const uint64_t same64 = pool64[random32() % 8];
    for (unsigned i = 0; i < n; ++i) {
      const unsigned t = i % wg, lane = geo.lane(t);
      const uint32_t wm = warpMask[(i / wg) * warpsPerGroup + geo.warp(t)];
      uint32_t a = pool32[random32() % 8], m = 0xffffffffu;
      uint64_t b = pool64[random32() % 8];
      bool ac = true;
      switch (k) {
      case 0: // everybody, colliding values
        break;
      case 1: // everybody equal: match_all true
        a = same32, b = same64;
        break;
      case 2: // equal except where the thread has exited
        ac = random32() % 4 != 0, a = ac ? same32 : ~same32, b = ac ? same64 : ~same64;
        break;
      case 3: // equal inside a split mask, different outside
        m = ((wm >> lane) & 1) ? wm : ~wm;
        a = ((wm >> lane) & 1) ? same32 : lane, b = ((wm >> lane) & 1) ? same64 : lane;
        break;
      case 4: // full-range values: add wraps, min/max signedness matters
      case 5:
        a = random32(), b = random64();
        break;
      case 6: // negative and positive ints
        a = static_cast<uint32_t>(static_cast<int>(random32() % 200) - 100);
        break;
      case 7: // a single lane
        ac = lane == (wm & 31);
        break;
      default: // random mask split and exits
        m = ((wm >> lane) & 1) ? wm : ~wm, ac = random32() % 3 != 0;
        if (k % 2)
          a = random32();
        break;
      }
      v32[k * n + i] = a, v64[k * n + i] = b, mask[k * n + i] = m;
      if (ac)
        act[i] |= 1u << k;
    }
  }
  Buffer<uint32_t> d32(v32), dmask(mask), dact(act), out(kCases * n * kOut);
  Buffer<uint64_t> d64(v64);
  Kernel kern = prog.kernel("match_reduce");
  if (!fits(kern, s, "match_reduce"))
    return;
  launch(kern, Dim3(kGroups), s.block, d32, d64, dmask, dact, kCases, out, scratchFor(wg));
  std::vector<uint32_t> got = out.download();
  const bool fp64 = Device::current().hasExtension("cl_khr_fp64");

  const char *types[] = {"i32", "u32", "i64", "u64", "f32", "f64"};
  const char *reds[] = {"add_i32", "add_u32", "min_i32", "min_u32", "max_i32",
                        "max_u32", "and_u32", "or_u32",  "xor_u32"};
  std::vector<Check> anyC, allC, redC;
  for (const char *t : types) {
    anyC.emplace_back(std::string("match_reduce match_any_sync_") + t + " shape=" + s.name);
    allC.emplace_back(std::string("match_reduce match_all_sync_") + t + " shape=" + s.name);
  }
  for (const char *r : reds)
    redC.emplace_back(std::string("match_reduce reduce_") + r + "_sync shape=" + s.name);

  for (unsigned k = 0; k < kCases; ++k) {
    for (unsigned i = 0; i < n; ++i) {
      if (!((act[i] >> k) & 1))
        continue;
      const unsigned t = i % wg, base = i - geo.lane(t);
      const uint32_t m = mask[k * n + i];
      uint32_t part = 0, eq32 = 0, eq64 = 0;
      uint32_t add = 0, minU = ~0u, maxU = 0, andV = ~0u, orV = 0, xorV = 0;
      int32_t minS = INT32_MAX, maxS = INT32_MIN;
      for (unsigned l = 0; l < geo.lanes(t); ++l) {
        const unsigned j = base + l;
        if (!((act[j] >> k) & 1) || !((m >> l) & 1))
          continue;
        part |= 1u << l;
        const uint32_t a = v32[k * n + j];
        eq32 |= uint32_t(a == v32[k * n + i]) << l;
        eq64 |= uint32_t(v64[k * n + j] == v64[k * n + i]) << l;
        add += a, minU = std::min(minU, a), maxU = std::max(maxU, a);
        minS = std::min(minS, static_cast<int32_t>(a)), maxS = std::max(maxS, int32_t(a));
        andV &= a, orV |= a, xorV ^= a;
      }
      const uint32_t *r = &got[(k * n + i) * kOut];
      const std::string where = "case " + std::to_string(k) + " item " + std::to_string(i);
      for (int ty = 0; ty < 6; ++ty) {
        if (ty == 5 && !fp64)
          continue;
        const bool is64 = ty == 2 || ty == 3 || ty == 5;
        const uint32_t eq = is64 ? eq64 : eq32;
        anyC[ty].count();
        if (r[ty] != eq)
          anyC[ty].fail(where + ": got " + hex(r[ty]) + ", want " + hex(eq));
        const bool all = eq == part;
        allC[ty].count();
        if (r[6 + 2 * ty] != (all ? m : 0u) || r[7 + 2 * ty] != (all ? 1u : 0u))
          allC[ty].fail(where + ": got " + hex(r[6 + 2 * ty]) + "/" +
                        std::to_string(r[7 + 2 * ty]) + ", want " + hex(all ? m : 0u) + "/" +
                        std::to_string(all));
      }
      const uint32_t want[] = {
          add, add, static_cast<uint32_t>(minS), minU, uint32_t(maxS), maxU, andV, orV, xorV};
      for (int q = 0; q < 9; ++q) {
        redC[q].count();
        if (r[18 + q] != want[q])
          redC[q].fail(where + ": got " + hex(r[18 + q]) + ", want " + hex(want[q]));
      }
    }
  }
  for (auto *v : {&anyC, &allC, &redC})
    for (const Check &c : *v)
      report.add(c);
}

} // namespace

int main(int argc, char **argv) {
  return runShapes(argc, argv, "match_reduce", warpShapes(/*with3d=*/false), runShape);
}
