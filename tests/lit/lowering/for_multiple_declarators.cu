// A for loop that declares two counters keeps one declaration with two
// declarators. cu2cl joins them as two declarations with ';' and writes
// "for (int a = 0; int b = n - 1; a < b; ...)", which PoCL rejects.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: grep -v '^ *//' %t/for_multiple_declarators.cl | FileCheck %s
// RUN: %cl-build-check %t/for_multiple_declarators.cl

// CHECK: for (int a = 0, b = n - 1; a < b; ++a, --b) {
__global__ void reverse(int *data, int n) {
  for (int a = 0, b = n - 1; a < b; ++a, --b) {
    int t = data[a];
    data[a] = data[b];
    data[b] = t;
  }
}
