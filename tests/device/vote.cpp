// Warp votes (vote.h) against a CPU model of CUDA's semantics (warp-semantics.md §1):
// ballot bit N iff lane N is in the caller's mask, executes the call and has pred != 0;
// any/all/uni over the lanes of the mask that execute the call; activemask = lanes executing.
#include "harness.h"

using namespace cu2cl::rt;
using namespace devtest;

namespace {

constexpr unsigned kCases = 16;
constexpr unsigned kGroups = 2;

struct Inputs {
  std::vector<int> pred;      // [case][item]
  std::vector<uint32_t> mask; // [case][item]
  std::vector<uint32_t> act;  // [item], bit k = act in case k
};

int randomPred() {
  static const int truthy[] = {1, 2, -1, 0x100, INT32_MIN, 7};
  return (random32() & 1) ? truthy[random32() % 6] : 0;
}

// Per-case patterns; masks are the same for all lanes that use them (CUDA's rule), but lanes
// of one warp may be split into two groups with complementary masks (disjoint masks).
Inputs makeInputs(unsigned wg, unsigned n) {
  WarpGeometry geo{wg};
  Inputs in;
  in.pred.resize(kCases * n);
  in.mask.resize(kCases * n);
  in.act.assign(n, 0);
  for (unsigned k = 0; k < kCases; ++k) {
    const unsigned warpsPerGroup = (wg + 31) / 32;
    std::vector<uint32_t> warpMask((n / wg) * warpsPerGroup); // one random mask per warp
    for (auto &m : warpMask)
      m = random32();
    for (unsigned i = 0; i < n; ++i) {
      unsigned t = i % wg, lane = geo.lane(t);
      uint32_t wm = warpMask[(i / wg) * warpsPerGroup + geo.warp(t)];
      int p = randomPred();
      uint32_t m = 0xffffffffu;
      bool act = true;
      switch (k) {
      case 0: // all lanes, full mask
        break;
      case 1: // full mask, random exits
        act = random32() % 4 != 0;
        break;
      case 2: // if (lane < 16) __ballot_sync(0xffff, lane & 1)
        m = 0x0000ffffu, act = lane < 16, p = lane & 1;
        break;
      case 3: // the else branch of the above, concurrently
        m = 0xffff0000u, act = lane >= 16;
        break;
      case 4: // if/else with complementary masks in one call site each half
        m = (lane & 1) ? 0xaaaaaaaau : 0x55555555u;
        break;
      case 5: // random per-warp mask, the lanes of the mask execute
        m = wm, act = (m >> lane) & 1;
        break;
      case 6: // random mask split: in-mask lanes use m, the others ~m, random exits
        m = ((wm >> lane) & 1) ? wm : ~wm, act = random32() % 3 != 0;
        break;
      case 7: // a single lane
        act = lane == (wm & 31);
        break;
      case 8: // nobody votes true
        p = 0;
        break;
      case 9: // everybody votes true with odd truthy values
        p = (lane & 1) ? -1 : 0x100;
        break;
      case 10: // truthy except one lane, the one that exited
        p = lane == 3 ? 0 : 2, act = lane != 3;
        break;
      default: // random everything, mask split
        m = ((wm >> lane) & 1) ? wm : ~wm, act = random32() % 2 != 0;
        break;
      }
      in.pred[k * n + i] = p;
      in.mask[k * n + i] = m;
      if (act)
        in.act[i] |= 1u << k;
    }
  }
  return in;
}

void runShape(const Options &o, Program &prog, const Shape &s, Report &report) {
  const unsigned wg = s.size(), n = wg * kGroups;
  Inputs in = makeInputs(wg, n);
  Buffer<int> pred(in.pred);
  Buffer<uint32_t> mask(in.mask), act(in.act), out(kCases * n * 5);
  Kernel k = prog.kernel("vote");
  if (!fits(k, s, "vote"))
    return;
  launch(k, Dim3(kGroups), s.block, pred, mask, act, kCases, out, scratchFor(wg));
  std::vector<uint32_t> got = out.download();

  WarpGeometry geo{wg};
  Check ballot("vote ballot_sync shape=" + s.name), any("vote any_sync shape=" + s.name),
      all("vote all_sync shape=" + s.name), uni("vote uni_sync shape=" + s.name),
      active("vote activemask shape=" + s.name);
  for (unsigned k = 0; k < kCases; ++k) {
    for (unsigned i = 0; i < n; ++i) {
      if (!((in.act[i] >> k) & 1))
        continue; // results of lanes that do not execute the call are unspecified
      unsigned t = i % wg, base = i - geo.lane(t);
      uint32_t m = in.mask[k * n + i];
      uint32_t want = 0, executing = 0, inMaskExec = 0, trueInMask = 0;
      for (unsigned l = 0; l < geo.lanes(t); ++l) {
        unsigned j = base + l;
        bool a = (in.act[j] >> k) & 1;
        bool p = in.pred[k * n + j] != 0;
        if (a)
          executing |= 1u << l;
        if (a && ((m >> l) & 1)) {
          inMaskExec |= 1u << l;
          if (p)
            trueInMask |= 1u << l;
        }
      }
      want = trueInMask;
      const uint32_t *r = &got[(k * n + i) * 5];
      std::string where = "case " + std::to_string(k) + " item " + std::to_string(i);
      ballot.count(), any.count(), all.count(), uni.count(), active.count();
      if (r[0] != want)
        ballot.fail(where + ": got " + hex(r[0]) + ", want " + hex(want));
      any.expect(r[1], uint32_t(want != 0), where);
      all.expect(r[2], uint32_t(trueInMask == inMaskExec), where);
      uni.expect(r[3], uint32_t(trueInMask == 0 || trueInMask == inMaskExec), where);
      if (r[4] != executing)
        active.fail(where + ": got " + hex(r[4]) + ", want " + hex(executing));
    }
  }
  for (const Check *c : {&ballot, &any, &all, &uni, &active})
    report.add(*c);
}

} // namespace

int main(int argc, char **argv) { return runShapes(argc, argv, "vote", warpShapes(), runShape); }
