// Host code in a .cpp file (compiled by the C++ compiler, not translated), linked with
// units_scale.cu and units_helper.c: calls the CUDA file's host function and a C function.
#include "units.h"

#include <cstdio>

extern "C" int addOne(int);

int main() {
  const int n = 100;
  float v[n];
  for (int i = 0; i < n; ++i)
    v[i] = static_cast<float>(i);
  if (runScale(v, n, 2.0f) != 0) {
    std::printf("FAIL scale\n");
    return 1;
  }
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += v[i] != 2.0f * static_cast<float>(i);
  std::printf("%s host.cpp n=%d wrong=%d addOne(41)=%d\n", wrong ? "FAIL" : "PASS", n, wrong,
              addOne(41));
  return wrong ? 1 : 0;
}
