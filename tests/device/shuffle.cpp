// Warp shuffles (shuffle.h) against CUDA's semantics (cudaShflSource in harness.h: segments,
// 5-bit masked delta/laneMask, xor reading earlier segments, edge lanes keeping their value;
// 0 from a lane that does not execute the shuffle, as on an H200).
// Types i32 u32 i64 u64 f32 f64 compare as bit patterns (-0.0, NaN payloads, infinities).
#include "harness.h"

#include <cmath>

using namespace cu2cl::rt;
using namespace devtest;

namespace {

constexpr unsigned kGroups = 2;
constexpr int kIdx = kShflIdx, kUp = kShflUp, kDown = kShflDown, kXor = kShflXor;

struct Case {
  int mode, width, arg, pad;
};

std::vector<Case> makeCases() {
  const int widths[] = {1, 2, 4, 8, 16, 32};
  const int idxArgs[] = {-1, 0, 5, 31, 32, 40, -33, 17};
  const int relArgs[] = {0, 1, 3, 8, 16, 31, 32, 33};
  const int xorArgs[] = {0, 1, 3, 8, 16, 31, 32, 48};
  std::vector<Case> cases;
  for (int w : widths) {
    for (int a : idxArgs)
      cases.push_back({kIdx, w, a, 0});
    for (int a : relArgs)
      cases.push_back({kUp, w, a, 0});
    for (int a : relArgs)
      cases.push_back({kDown, w, a, 0});
    for (int a : xorArgs)
      cases.push_back({kXor, w, a, 0});
  }
  return cases;
}

// Per item: a 32-bit and a 64-bit pattern; floats reinterpret them, so the special values
// below appear as floats and doubles too.
void makeValues(unsigned n, std::vector<uint32_t> &v32, std::vector<uint64_t> &v64) {
  const uint32_t special32[] = {floatBits(-0.0f), floatBits(0.0f), 0x7fc00000u, 0x7fc00001u,
                                0xffbfffffu,      0x7f800000u,     0x00000001u, 0x80000000u};
  const uint64_t special64[] = {doubleBits(-0.0),      0x7ff8000000000000ull, 0x7ff0000000000001ull,
                                0xfff8000000000123ull, 0x0000000100000000ull, ~0ull};
  v32.resize(n);
  v64.resize(n);
  for (unsigned i = 0; i < n; ++i) {
    v32[i] = (i % 5 == 0) ? special32[(i / 5) % 8] : random32();
    v64[i] = (i % 7 == 0) ? special64[(i / 7) % 6] : random64();
  }
}

void runShape(const Options &o, Program &prog, const Shape &s, Report &report) {
  const unsigned wg = s.size(), n = wg * kGroups;
  std::vector<Case> cases = makeCases();
  std::vector<uint32_t> v32, act(n);
  std::vector<uint64_t> v64;
  makeValues(n, v32, v64);
  for (auto &a : act)
    a = random32() | random32(); // ~75 % of the lanes execute each call
  Buffer<Case> dcases(cases);
  Buffer<uint32_t> d32(v32), dact(act);
  Buffer<uint64_t> d64(v64), out(cases.size() * n * 6);
  Kernel k = prog.kernel("shuffle_cases");
  if (!fits(k, s, "shuffle"))
    return;
  const bool fp64 = Device::current().hasExtension("cl_khr_fp64");
  launch(k, Dim3(kGroups), s.block, dcases, static_cast<unsigned>(cases.size()), d64, d32, dact,
         out, scratchFor(wg));
  std::vector<uint64_t> got = out.download();

  WarpGeometry geo{wg};
  const char *modeName[] = {"shfl_sync", "shfl_up_sync", "shfl_down_sync", "shfl_xor_sync"};
  const char *typeName[] = {"i32", "u32", "i64", "u64", "f32", "f64"};
  std::vector<Check> checks;
  for (int m = 0; m < 4; ++m)
    for (int t = 0; t < 6; ++t)
      checks.emplace_back(std::string("shuffle ") + modeName[m] + "_" + typeName[t] +
                          " shape=" + s.name);
  for (unsigned c = 0; c < cases.size(); ++c) {
    const Case &cs = cases[c];
    const uint32_t salt = c * 0x9e3779b9u;
    const uint64_t salt64 = (uint64_t(salt) << 32) | uint64_t(salt ^ 0x5555u);
    auto input = [&](unsigned j, int t) -> uint64_t {
      switch (t) {
      case 0:
        return v32[j] ^ salt;
      case 1:
        return v32[j] ^ ~salt;
      case 2:
        return v64[j] ^ salt64;
      case 3:
        return v64[j] ^ ~salt64;
      case 4:
        return v32[j] ^ (salt & 0x80000000u);
      default:
        return v64[j] ^ (salt64 & 0x8000000000000000ull);
      }
    };
    for (unsigned i = 0; i < n; ++i) {
      if (!((act[i] >> (c & 31)) & 1))
        continue;
      unsigned t = i % wg, lane = geo.lane(t);
      unsigned src = cudaShflSource(cs.mode, lane, cs.arg, cs.width);
      // A lane that does not execute the shuffle, or is missing from a tail warp, offers 0: what
      // an H200 gives where CUDA leaves it undefined (executed/shuffle_inactive_source.cu).
      unsigned j = i - lane + src;
      bool offers = geo.exists(t, src) && ((act[j] >> (c & 31)) & 1);
      for (int ty = 0; ty < 6; ++ty) {
        if (ty == 5 && !fp64)
          continue;
        Check &ck = checks[cs.mode * 6 + ty];
        ck.count();
        uint64_t want = offers ? input(j, ty) : 0, have = got[(size_t(c) * n + i) * 6 + ty];
        if (have != want)
          ck.fail("w=" + std::to_string(cs.width) + " arg=" + std::to_string(cs.arg) + " item " +
                  std::to_string(i) + ": got " + hex(have) + ", want " + hex(want) + " (lane " +
                  std::to_string(src) + ")");
      }
    }
  }
  for (const Check &c : checks)
    report.add(c);
}

} // namespace

int main(int argc, char **argv) { return runShapes(argc, argv, "shuffle", warpShapes(), runShape); }
