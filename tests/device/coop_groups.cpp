// Cooperative groups (coop_groups.h) against cooperative_groups.h's definitions:
// thread_block_tile<N>: mask ((1<<N)-1) << (lane & ~(N-1)), ballot shifted to tile-relative
// bits, all = (ballot == mask), shuffles with width N; coalesced_group: mask = activemask,
// rank = popc(mask & lanemask_lt), ballot packed into rank space, shfl through __fns.
#include "harness.h"

using namespace cu2cl::rt;
using namespace devtest;

namespace {

constexpr unsigned kGroups = 2, kOut = 24;
const uint32_t kTiles[] = {1, 2, 4, 8, 16, 32};
constexpr unsigned kCases = 12; // each tile size with everybody executing, then with exits

uint32_t popc(uint32_t x) { return static_cast<uint32_t>(__builtin_popcount(x)); }

// Bits of `lanes` at the positions of mask's set bits, packed to the bottom.
uint32_t pack(uint32_t mask, uint32_t lanes) {
  uint32_t r = 0, rank = 0;
  for (unsigned b = 0; b < 32; ++b)
    if ((mask >> b) & 1)
      r |= ((lanes >> b) & 1) << rank++;
  return r;
}

void runShape(const Options &o, Program &prog, const Shape &s, Report &report) {
  const unsigned wg = s.size(), n = wg * kGroups;
  WarpGeometry geo{wg};
  std::vector<uint32_t> tiles(kCases), act(n, 0), v32(kCases * n), delta(kCases * n);
  std::vector<int> pred(kCases * n), rank(kCases * n);
  std::vector<uint64_t> v64(kCases * n);
  for (unsigned k = 0; k < kCases; ++k) {
    tiles[k] = kTiles[k % 6];
    for (unsigned i = 0; i < n; ++i) {
      const unsigned t = i % wg;
      bool a = k < 6 || random32() % 3 != 0;
      if (k == 11) // the CUDA branch `if (lane & 1)`: odd lanes form the coalesced group
        a = geo.lane(t) & 1;
      if (a)
        act[i] |= 1u << k;
      pred[k * n + i] = (random32() & 1) ? static_cast<int>(random32() | 1) : 0;
      v32[k * n + i] = random32();
      v64[k * n + i] = random64();
      rank[k * n + i] = static_cast<int>(random32() % 81) - 40;
      delta[k * n + i] = random32() % 40;
    }
  }
  Buffer<uint32_t> dtiles(tiles), dact(act), d32(v32), ddelta(delta), out(kCases * n * kOut);
  Buffer<int> dpred(pred), drank(rank);
  Buffer<uint64_t> d64(v64);
  Kernel kern = prog.kernel("coop_groups");
  if (!fits(kern, s, "coop_groups"))
    return;
  launch(kern, Dim3(kGroups), s.block, dtiles, dact, dpred, d32, d64, drank, ddelta, kCases, out,
         scratchFor(wg));
  std::vector<uint32_t> got = out.download();

  const char *names[kOut] = {"tile mask",
                             "tile thread_rank",
                             "tile meta_group_rank",
                             "tile meta_group_size",
                             "tile ballot",
                             "tile any",
                             "tile all",
                             "tile shfl_i32",
                             "tile shfl_up_u32",
                             "tile shfl_down_i32",
                             "tile shfl_xor_u32",
                             "tile shfl_f64 (low word)",
                             "tile shfl_f64 (high word)",
                             "coalesced mask",
                             "coalesced thread_rank",
                             "coalesced size",
                             "coalesced ballot",
                             "coalesced any",
                             "coalesced all",
                             "coalesced shfl_i32",
                             "coalesced shfl_up_i32",
                             "coalesced shfl_down_i32",
                             "coalesced shfl_down_u64 (low word)",
                             "coalesced shfl_down_u64 (high word)"};
  std::vector<Check> checks;
  for (unsigned j = 0; j < kOut; ++j)
    checks.emplace_back(std::string("coop_groups ") + names[j] + " shape=" + s.name);

  for (unsigned k = 0; k < kCases; ++k) {
    const uint32_t N = tiles[k];
    for (unsigned i = 0; i < n; ++i) {
      const unsigned t = i % wg, lane = geo.lane(t), base = i - lane;
      const bool a = (act[i] >> k) & 1;
      const uint32_t *r = &got[(k * n + i) * kOut];
      const std::string where =
          "N=" + std::to_string(N) + " case " + std::to_string(k) + " item " + std::to_string(i);
      auto expect = [&](unsigned j, uint32_t want) {
        checks[j].count();
        if (r[j] != want)
          checks[j].fail(where + ": got " + hex(r[j]) + ", want " + hex(want));
      };
      // warp facts: who executes, with which predicate
      uint32_t executing = 0, truthy = 0;
      for (unsigned l = 0; l < geo.lanes(t); ++l) {
        const unsigned j = base + l;
        if ((act[j] >> k) & 1) {
          executing |= 1u << l;
          if (pred[k * n + j] != 0)
            truthy |= 1u << l;
        }
      }
      const uint32_t tileBase = lane & ~(N - 1);
      const uint32_t tmask = N == 32 ? 0xffffffffu : ((1u << N) - 1) << tileBase;
      // geometry: defined for every work-item
      expect(0, tmask);
      expect(1, t & (N - 1));
      expect(2, t / N);
      expect(3, (wg + N - 1) / N);
      if (!a)
        continue;
      const uint32_t ballot = truthy & tmask;
      expect(4, ballot >> tileBase);
      expect(5, ballot != 0);
      expect(6, ballot == tmask);
      // the value lane `src` of this warp passed, from v32 or v64
      auto shfl = [&](unsigned j, int mode, int arg, int width, const auto &vals, bool high) {
        const unsigned src = cudaShflSource(mode, lane, arg, width);
        // 0 from a lane that does not execute the call or is missing, as on an H200.
        const bool offers = geo.exists(t, src) && ((act[base + src] >> k) & 1);
        const uint64_t want = offers ? uint64_t(vals[k * n + base + src]) : 0;
        expect(j, high ? uint32_t(want >> 32) : uint32_t(want));
      };
      const int rk = rank[k * n + i];
      const uint32_t d = delta[k * n + i];
      shfl(7, kShflIdx, rk, int(N), v32, false);
      shfl(8, kShflUp, int(d), int(N), v32, false);
      shfl(9, kShflDown, int(d), int(N), v32, false);
      shfl(10, kShflXor, int(d), int(N), v32, false);
      shfl(11, kShflIdx, rk, int(N), v64, false);
      shfl(12, kShflIdx, rk, int(N), v64, true);

      // coalesced group of the executing lanes
      const uint32_t cm = executing;
      expect(13, cm);
      expect(14, popc(cm & ((1u << lane) - 1)));
      expect(15, popc(cm));
      expect(16, pack(cm, truthy & cm));
      expect(17, (truthy & cm) != 0);
      expect(18, (truthy & cm) == cm);
      // cooperative_groups.h: shfl(v, r) reads lane r==0 ? ffs(mask)-1 : size==32 ? r :
      // __fns(mask, 0, r+1), through __shfl_sync(mask, v, lane, 32)
      const uint32_t srcLane = rk == 0          ? uint32_t(__builtin_ffs(int(cm)) - 1)
                               : popc(cm) == 32 ? uint32_t(rk)
                                                : cudaFns(cm, 0, rk + 1);
      shfl(19, kShflIdx, int(srcLane), 32, v32, false);
      // shfl_up/down: size==32 ? __shfl_up/down_sync : __fns(mask, lane, -/+(delta+1)),
      // falling back to the own lane
      auto rel = [&](bool up) -> int {
        if (popc(cm) == 32)
          return int(cudaShflSource(up ? kShflUp : kShflDown, lane, int(d), 32));
        uint32_t l = cudaFns(cm, lane, up ? -int(d + 1) : int(d + 1));
        return l >= 32 ? int(lane) : int(l);
      };
      shfl(20, kShflIdx, rel(true), 32, v32, false);
      shfl(21, kShflIdx, rel(false), 32, v32, false);
      shfl(22, kShflIdx, rel(false), 32, v64, false);
      shfl(23, kShflIdx, rel(false), 32, v64, true);
    }
  }
  for (const Check &c : checks)
    report.add(c);
}

} // namespace

int main(int argc, char **argv) {
  return runShapes(argc, argv, "coop_groups", warpShapes(/*with3d=*/false), runShape);
}
