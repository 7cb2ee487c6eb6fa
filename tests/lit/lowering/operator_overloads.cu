// Overloaded operators, free and member, become functions with one name per operator
// (operator+ is operator_plus, a member's is <Class>_operator_plus): two operators of one
// class never share a name (overloads of one operator get their parameter types), and the
// call sites call them; a member returning *this by reference returns `self`.
// value: a = {3, 4}, b = {1, 2}: (a + b).x = 4, (a - b).y = 2, a == b is 0, a != b is 1,
//   c = a, c += b -> {4, 6}: c.x * 10 + c.y = 46, c[1] = 6, -a = {-3, -4}: x + y = -7.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: grep -v '^ *//' %t/operator_overloads.cl | FileCheck %s
// RUN: %cl-build-check %t/operator_overloads.cl | FileCheck %s --check-prefix=BUILT
// RUN: %cl-run %t/operator_overloads.cl overloads 1 1 7 --int | FileCheck %s --check-prefix=VALUE

struct Pair {
  int x, y;
  __device__ Pair &operator+=(const Pair &o) {
    x += o.x;
    y += o.y;
    return *this;
  }
  __device__ int operator[](int i) const { return i ? y : x; }
};

// CHECK-DAG: Pair operator_plus(Pair a, Pair b)
__device__ Pair operator+(Pair a, Pair b) { return Pair{a.x + b.x, a.y + b.y}; }
// CHECK-DAG: Pair operator_minus_Pair_Pair(Pair a, Pair b)
__device__ Pair operator-(Pair a, Pair b) { return Pair{a.x - b.x, a.y - b.y}; }
// CHECK-DAG: Pair operator_minus_Pair(Pair a)
__device__ Pair operator-(Pair a) { return Pair{-a.x, -a.y}; }
// CHECK-DAG: bool operator_eqeq(Pair a, Pair b)
__device__ bool operator==(Pair a, Pair b) { return a.x == b.x && a.y == b.y; }
// CHECK-DAG: bool operator_noteq(Pair a, Pair b)
__device__ bool operator!=(Pair a, Pair b) { return !(a == b); }

// CHECK-LABEL: __kernel void overloads(
__global__ void overloads(int *out) {
  Pair a = {3, 4}, b = {1, 2};
  // CHECK: out[0] = (operator_plus(a, b)).x;
  out[0] = (a + b).x;
  out[1] = (a - b).y;
  out[2] = a == b;
  out[3] = a != b;
  Pair c = a;
  // CHECK: (*Pair_operator_pluseq(&c, &b));
  c += b;
  out[4] = c.x * 10 + c.y;
  // CHECK: Pair_operator_subscript(
  out[5] = c[1];
  Pair n = -a;
  out[6] = n.x + n.y;
}

// BUILT: kernel overloads
// VALUE: 4
// VALUE-NEXT: 2
// VALUE-NEXT: 0
// VALUE-NEXT: 1
// VALUE-NEXT: 46
// VALUE-NEXT: 6
// VALUE-NEXT: -7
