// A function that returns a reference may return an assignment (`return a = b;`, as
// operator+= often does): the assignment, then the address of its left side, in that side's
// address space. Its `const T &` parameter cannot be what it returns when it returns a
// `T &`, so a temporary argument (`c += a * b`) is passed by value (HeCBench fma: cu2cl's own
// __half operators stopped it).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/assignment_references.cl | FileCheck %s
// RUN: %cl-build-check %t/assignment_references.cl
// RUN: %cl-run %t/assignment_references.cl accumulate 1 4 4 4 | FileCheck %s --check-prefix=VALUES

// CHECK: __global Pair *operator_pluseq(__global Pair *a, const Pair b) {
// CHECK-SAME: return ((*a) = add((*a), b), a); }
// CHECK: __global int *set(__global int *to, int value) { return ((*to) = value, to); }
struct Pair {
  int first, second;
};

__device__ Pair add(Pair a, Pair b) { return {a.first + b.first, a.second + b.second}; }
__device__ Pair times(const Pair &a, int k) { return {a.first * k, a.second * k}; }
__device__ Pair &operator+=(Pair &a, const Pair &b) { return a = add(a, b); }
__device__ int &set(int &to, int value) { return to = value; }

__global__ void accumulate(long long *out) {
  int t = threadIdx.x;
  Pair *pairs = reinterpret_cast<Pair *>(out);
  pairs[t] = {t, 10 * t};
  pairs[t] += times(pairs[t], 2);
  set(pairs[t].first, pairs[t].first + 1) += 100;
}
// VALUES: 101 128849018984 257698037867 386547056750
