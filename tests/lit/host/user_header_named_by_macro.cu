// A header whose CUDA is translated into a copy, included through a macro: the #include cannot
// name the copy, so the file is not translated (the original's CUDA would reach the host
// compiler). Exit code 1 and nothing written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ -- -I%inputs/user_headers/src 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/user_header_named_by_macro.host.cpp && test ! -e %t/kernels.host.cuh
#define KERNELS "kernels.cuh"
// CHECK: user_header_named_by_macro.cu:[[@LINE+1]]:10: error: this #include cannot be rewritten in the host code: the header it names is translated into a copy, and this #include cannot name the copy; write the header's name in the #include itself [-Wcu2cl-host-code-not-rewritable]
#include KERNELS

int main() {
  float *data = nullptr;
  scaleOnDevice(data, 32);
  return 0;
}
