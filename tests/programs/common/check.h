// What the whole-program tests share to check their results on the CPU and report them: one
// PASS/FAIL line per check, a comparison within a tolerance, and the summary line and exit
// status of main(). Plain C++, no CUDA.
#pragma once

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

/// Whether got equals want within relTol of max(1, |want|) (exactly, with relTol 0).
inline bool closeEnough(double got, double want, double relTol) {
  return got == want || std::fabs(got - want) <= relTol * std::fmax(1.0, std::fabs(want));
}

/// How many of got[0, n) are not closeEnough to want[0, n).
inline int countMismatches(const float *got, const float *want, int n, double relTol = 0.0) {
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += !closeEnough(got[i], want[i], relTol);
  return wrong;
}

inline int countMismatches(const std::vector<float> &got, const std::vector<float> &want,
                           double relTol = 0.0) {
  if (got.size() != want.size())
    return static_cast<int>(got.size() > want.size() ? got.size() : want.size());
  return countMismatches(got.data(), want.data(), static_cast<int>(got.size()), relTol);
}

/// One check's line, "PASS what n=... block=... (detail)" or FAIL; returns ok.
inline bool report(bool ok, const std::string &what, int n, int blockSize, long detail) {
  std::printf("%s %s n=%d block=%d (%ld)\n", ok ? "PASS" : "FAIL", what.c_str(), n, blockSize,
              detail);
  return ok;
}

/// The last line and main()'s exit status: EXIT_FAILURE after any failure.
inline int finish(int failures) {
  std::printf("%s: %d failure(s)\n", failures ? "FAIL" : "PASS", failures);
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
