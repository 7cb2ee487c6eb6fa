// Block synchronisation (block_sync.h) against CUDA's semantics (warp-semantics.md §0.8):
// __syncthreads_count/and/or reduce over the threads that have not exited (act), and the
// calls order memory like __syncthreads / __syncwarp.
#include "harness.h"

using namespace cu2cl::rt;
using namespace devtest;

namespace {

constexpr unsigned kCases = 12;
constexpr unsigned kGroups = 2;

void runShape(const Options &o, Program &prog, const Shape &s, Report &report) {
  const unsigned wg = s.size(), n = wg * kGroups;
  std::vector<int> pred(kCases * n);
  std::vector<uint32_t> act(n, 0);
  for (unsigned k = 0; k < kCases; ++k) {
    const unsigned special = random32() % wg;
    for (unsigned i = 0; i < n; ++i) {
      const unsigned t = i % wg;
      int p = (random32() & 1) ? static_cast<int>(random32() | 1) : 0;
      bool a = true;
      switch (k) {
      case 0: // everybody, random predicates
        break;
      case 1: // the ground-truth kernel: threads >= 40 returned early, pred = t & 1
        a = t < 40, p = t & 1;
        break;
      case 2: // all true except for exited threads, which would make "and" false
        a = random32() % 3 != 0, p = a ? -1 : 0;
        break;
      case 3: // one executing thread with a false predicate
        p = t == special ? 0 : 0x100;
        break;
      case 4: // nobody true
        p = 0, a = random32() % 2 != 0;
        break;
      case 5: // only an exited thread is true
        p = t == special ? 1 : 0, a = t != special;
        break;
      case 6: // a single executing thread
        a = t == special;
        break;
      default: // random exits
        a = random32() % 4 != 0;
        break;
      }
      pred[k * n + i] = p;
      if (a)
        act[i] |= 1u << k;
    }
  }
  Buffer<int> dpred(pred), out(kCases * n * 5);
  Buffer<uint32_t> dact(act);
  Kernel k = prog.kernel("block_sync");
  if (!fits(k, s, "block_sync"))
    return;
  launch(k, Dim3(kGroups), s.block, dpred, dact, kCases, out, LocalMemory{wg * sizeof(int)},
         scratchFor(wg));
  std::vector<int> got = out.download();

  WarpGeometry geo{wg};
  Check count("block_sync syncthreads_count shape=" + s.name),
      all("block_sync syncthreads_and shape=" + s.name),
      any("block_sync syncthreads_or shape=" + s.name),
      order("block_sync memory order (syncthreads_count, syncwarp) shape=" + s.name);
  for (unsigned k = 0; k < kCases; ++k) {
    for (unsigned g = 0; g < kGroups; ++g) {
      int c = 0, falseExec = 0;
      for (unsigned t = 0; t < wg; ++t) {
        unsigned i = g * wg + t;
        if ((act[i] >> k) & 1) {
          c += pred[k * n + i] != 0;
          falseExec += pred[k * n + i] == 0;
        }
      }
      for (unsigned t = 0; t < wg; ++t) {
        unsigned i = g * wg + t;
        const int *r = &got[(k * n + i) * 5];
        std::string where = "case " + std::to_string(k) + " item " + std::to_string(i);
        unsigned nb = g * wg + (t + 1) % wg;
        unsigned lane = geo.lane(t), wnb = g * wg + t - lane + (lane + 1) % geo.lanes(t);
        order.count(2);
        order.expect(r[3], static_cast<int>(k * 7919u + nb), where + " block neighbour");
        order.expect(r[4], ~static_cast<int>(k * 7919u + wnb), where + " warp neighbour");
        if (!((act[i] >> k) & 1))
          continue; // unspecified for threads that do not execute the call
        count.count(), all.count(), any.count();
        count.expect(r[0], c, where);
        all.expect(r[1], falseExec == 0 ? 1 : 0, where);
        any.expect(r[2], c != 0 ? 1 : 0, where);
      }
    }
  }
  for (const Check *c : {&count, &all, &any, &order})
    report.add(*c);
}

} // namespace

int main(int argc, char **argv) {
  return runShapes(argc, argv, "block_sync", warpShapes(), runShape);
}
