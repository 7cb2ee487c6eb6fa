// Runs groundtruth.cl (the OpenCL port of cuda_groundtruth.cu) and prints exactly what the CUDA
// program prints. With --expect FILE it also compares that text byte for byte with FILE (the
// H100 output) and reports PASS/FAIL on stderr; the exit status is non-zero on a difference.
#include "harness.h"

#include <fstream>
#include <sstream>

using namespace cu2cl::rt;
using namespace devtest;

namespace {

constexpr size_t kWords = (1u << 20) / sizeof(int); // cudaMalloc(&d, 1<<20)

// CUDA pads nothing; the sub-group backend needs multiples of 32, with the padding inactive.
unsigned launchSize(const Options &o, unsigned n) {
  return o.subgroup() ? (n + 31u) / 32u * 32u : n;
}

void dump(std::ostringstream &out, const char *name, Buffer<int> &d, int n, int per) {
  std::vector<int> h = d.download(0, static_cast<size_t>(n));
  out << "### " << name << "\n";
  for (int i = 0; i < n; i++)
    out << h[i] << ((i % per == per - 1) ? '\n' : ' ');
}

std::string run(const Options &o) {
  Program prog = Program::fromFile(o.kernelPath("groundtruth.cl"), o.buildOptions());
  Buffer<int> d(kWords);
  const std::vector<int> zeros(kWords, 0), ones(kWords, -1); // cudaMemset(d, 0 / 0xff, ...)
  std::ostringstream out;

  const int ncase = 6 * (7 + 3 * 8); // NCASE of cases.h
  d.upload(zeros);
  Kernel shfl = prog.kernel("shfl_table");
  launch(shfl, Dim3(1), Dim3(32), d, scratchFor(32));
  dump(out, "shfl_table", d, ncase * 32, 32);

  d.upload(ones);
  Kernel partial = prog.kernel("partial");
  unsigned n48 = launchSize(o, 48);
  launch(partial, Dim3(1), Dim3(n48), d, 48u, scratchFor(n48));
  dump(out, "partial48", d, 48 * 8, 8);

  d.upload(ones);
  Kernel sync = prog.kernel("sync_count");
  launch(sync, Dim3(1), Dim3(n48), d, 48u, scratchFor(n48));
  dump(out, "sync_count48", d, 48 * 3, 3);

  d.upload(zeros);
  Kernel bits = prog.kernel("bits");
  launch(bits, Dim3(1), Dim3(1), d);
  dump(out, "bits", d, 15, 15);

  d.upload(zeros);
  Kernel tile = prog.kernel("tile_test");
  launch(tile, Dim3(1), Dim3(32), d, scratchFor(32));
  dump(out, "tile8_ballot", d, 32, 32);

  synchronize();
  out << "cuda err: no error\n"; // cudaGetErrorString(cudaGetLastError()); errors throw here
  return out.str();
}

// Line number (1-based) and both lines of the first difference.
std::string firstDifference(const std::string &got, const std::string &want) {
  std::istringstream g(got), w(want);
  std::string gl, wl;
  for (int line = 1;; ++line) {
    bool hg = static_cast<bool>(std::getline(g, gl)), hw = static_cast<bool>(std::getline(w, wl));
    if (!hg && !hw)
      return "line endings differ";
    if (!hg || !hw || gl != wl)
      return "line " + std::to_string(line) + ": got '" + (hg ? gl : "<end>") + "', want '" +
             (hw ? wl : "<end>") + "'";
  }
}

} // namespace

int main(int argc, char **argv) {
  Options o = parseOptions(argc, argv);
  std::string text;
  try {
    text = run(o);
  } catch (const std::exception &e) {
    std::fprintf(stderr, "FAIL groundtruth [%s]: %s\n0 passed, 1 failed\n", o.backend.c_str(),
                 e.what());
    return 1;
  }
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
  if (o.expectFile.empty())
    return 0;
  std::ifstream f(o.expectFile, std::ios::binary);
  if (!f) {
    std::fprintf(stderr, "FAIL groundtruth: cannot read %s\n0 passed, 1 failed\n",
                 o.expectFile.c_str());
    return 1;
  }
  std::string want((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  const std::string name = "groundtruth [" + o.backend + " on " + Device::current().name() + "]";
  if (text == want) {
    std::fprintf(stderr, "PASS %s: %zu bytes identical to %s\n1 passed, 0 failed\n", name.c_str(),
                 text.size(), o.expectFile.c_str());
    return 0;
  }
  std::fprintf(stderr, "FAIL %s: differs from %s at %s\n0 passed, 1 failed\n", name.c_str(),
               o.expectFile.c_str(), firstDifference(text, want).c_str());
  return 1;
}
