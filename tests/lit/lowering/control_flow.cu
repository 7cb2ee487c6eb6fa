// Statements map one to one: do/while, while, for, switch with fall-through
// and a block in a case, break, continue, goto and labels.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/control_flow.cl | FileCheck %s
// RUN: %cl-build-check %t/control_flow.cl | FileCheck %s --check-prefix=BUILT
// RUN: %cl-run %t/control_flow.cl control 1 4 8 2 | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: __kernel void control(__global long *out, ulong out_cu2cl_offset) {
__global__ void control(long long *out) {
  int t = threadIdx.x; // 0 ... 3
  long long acc = 0;
  int i = 0;
  // CHECK: do {
  // CHECK-NEXT: acc += i;
  // CHECK-NEXT: ++i;
  // CHECK-NEXT: } while (i < t);
  do {
    acc += i;
    ++i;
  } while (i < t);
  // CHECK-NEXT: while (true) {
  // CHECK-NEXT: if (acc > 100)
  // CHECK-NEXT: break;
  // CHECK-NEXT: acc = acc * 2 + 1;
  // CHECK-NEXT: }
  while (true) {
    if (acc > 100)
      break;
    acc = acc * 2 + 1;
  }
  // CHECK-NEXT: for (int k = 0; k < 6; k++) {
  // CHECK-NEXT: if (k % 2 == 0)
  // CHECK-NEXT: continue;
  // CHECK-NEXT: acc -= k;
  // CHECK-NEXT: }
  for (int k = 0; k < 6; k++) {
    if (k % 2 == 0)
      continue;
    acc -= k;
  }
  long long tag = 0;
  // CHECK-NEXT: long tag = 0;
  // CHECK-NEXT: switch (t) {
  // CHECK-NEXT: case 0:
  // CHECK-NEXT: tag += 1;
  // CHECK-NEXT: case 1:
  // CHECK-NEXT: tag += 10;
  // CHECK-NEXT: break;
  // CHECK-NEXT: case 2: {
  // CHECK-NEXT: long doubled = acc * 2;
  // CHECK-NEXT: tag = doubled;
  // CHECK-NEXT: break;
  // CHECK-NEXT: }
  // CHECK-NEXT: default:
  // CHECK-NEXT: tag = -1;
  // CHECK-NEXT: }
  switch (t) {
  case 0:
    tag += 1; // falls through
  case 1:
    tag += 10;
    break;
  case 2: {
    long long doubled = acc * 2;
    tag = doubled;
    break;
  }
  default:
    tag = -1;
  }
  // CHECK-NEXT: if (t == 3)
  // CHECK-NEXT: goto done;
  // CHECK-NEXT: acc += 1000;
  // CHECK-NEXT: done:
  // CHECK-NEXT: out[t * 2] = acc;
  if (t == 3)
    goto done;
  acc += 1000;
done:
  out[t * 2] = acc;
  out[t * 2 + 1] = tag;
}
// Every thread: do/while sums 0 .. t-1 (0, 0, 1, 3), the while loop doubles
// that to 127, the odd k take 9 off (118); all but thread 3 add 1000. The
// tags: 1 + 10 (fall-through), 10, 2 * 118, default.
// VALUE: 1118 11
// VALUE-NEXT: 1118 10
// VALUE-NEXT: 1118 236
// VALUE-NEXT: 118 -1
// BUILT: kernel control
