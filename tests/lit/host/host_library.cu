// Host code may use what nvcc's cuda_runtime.h brings without an include: the C library's
// math, I/O and memory functions and CUDA's host min/max, whose mixed-signedness integer
// forms compare as unsigned and whose floating-point forms are fmin/fmax. cu2cl/cuda_api.h
// gives the translated host file the same.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: c++ -std=c++17 -Wall -Werror -I%S/../../../runtime/host/include -x c++ %t/host_library.host.cpp -c -o %t/host.o
// RUN: c++ -std=c++17 -I%S/../../../runtime/host/include -DONLY_HOST_LIBRARY -x c++ %s -o %t/values
// RUN: %t/values | FileCheck %s --check-prefix=VALUES

#ifdef ONLY_HOST_LIBRARY
#include <cu2cl/runtime/HostLibrary.h>
#endif

float logistic(float x) { return 1.0f / (1.0f + expf(-x)); }

int main() {
  // VALUES: 2 4294967295 -1 3 1 2.5
  printf("%u %u %d %lld %g %g\n", min(-1, 2u), max(-1, 2u), min(-1, 2), max(3ll, -4ll),
         min(1.0f, 2.0f), max(2.5, 1.0f));
  // VALUES-NEXT: 0.5 2 abc
  char text[4];
  memcpy(text, "abc", 4);
  printf("%g %g %s\n", logistic(0.0f), fabsf(-2.0f), text);
  return abs(-0);
}
