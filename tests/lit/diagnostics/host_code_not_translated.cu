// Host code is parsed but not translated: the first kernel launch in the
// file gets a warning naming the .cl that holds the device code, which is
// still written (exit code 0). -Wno-cu2cl-host-code-not-translated
// silences it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 0 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test -e %t/host_code_not_translated.cl
// RUN: grep -v '^ *//' %t/host_code_not_translated.cl | FileCheck %s --check-prefix=CODE
// RUN: rm %t/host_code_not_translated.cl
// lit substitutes the word "not" with its tool's path; n''ot keeps the option intact.
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-host-code-n''ot-translated 2>&1 | count 0
// RUN: test -e %t/host_code_not_translated.cl
// RUN: %cu2cl %s -o %t/renamed.cl 2>&1 | FileCheck %s --check-prefix=RENAMED

// CODE: __kernel void fill(__global int *out, int value) {
__global__ void fill(int *out, int value) { out[threadIdx.x] = value; }

int main() {
  int *device = nullptr;
  cudaMalloc(&device, 32 * sizeof(int));
  // CHECK: host_code_not_translated.cu:[[@LINE+2]]:3: warning: host code is not translated yet; only device code is written to 'host_code_not_translated.cl' [-Wcu2cl-host-code-not-translated]
  // RENAMED: host_code_not_translated.cu:[[@LINE+1]]:3: warning: host code is not translated yet; only device code is written to 'renamed.cl' [-Wcu2cl-host-code-not-translated]
  fill<<<1, 32>>>(device, 7);
  // Only the first launch is reported.
  // CHECK-NOT: warning:
  fill<<<2, 16>>>(device, 8);
  cudaFree(device);
  return 0;
}
// CHECK: 1 warning generated
