// C++ references in device code are pointers to what they refer to, in its address space
// (private, __shared__, global, __constant): parameters, locals, functions returning one and
// member functions taking one. A `const T &` parameter that a call binds to a temporary is
// passed by value in that call's specialisation.
// Block of 4 threads, t = threadIdx.x; by hand from CUDA's semantics:
// row 0: tile[t] = t, mine = 100 + t, the even threads swap mine with tile[t + 1] (private
//   and __shared__ references): tile = 0 100 2 102;  row 1: mine = 1 101 3 103;
// row 2: a local reference to tile[t] adds 1000: 1000 1100 1002 1102;
// row 3: larger(a = t, b = 10 - t) returns a reference to the larger: 10 9 8 7;
// row 4: slot(out, 16 + t) = 7 t writes through a returned global reference: 0 7 14 21;
// row 5: acc.add(mine), acc.add(5) (an lvalue, then a temporary) + twice(t + 1) (a temporary)
//   + twice(bias[1]) (__constant__, 9): mine + 5 + 2 (t + 1) + 18 = 26 128 32 134.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/references.cl | FileCheck %s --check-prefix=CODE
// RUN: timeout 120 %cl-run %t/references.cl refs 1 4 24 4 | FileCheck %s

// CODE: void swapValues(long *a, __local long *b)
// CODE: long t = (*a);
// CODE: (*a) = (*b);
// CODE: const long *larger(const long *a, const long *b) { return (*a) > (*b) ? a : b; }
// CODE: __global long *slot(__global long *base, int i) { return &base[i]; }
// CODE: long twice_value(const long x)
// CODE: long twice_constant(__constant const long *x)
// CODE: void Acc_add_private_private(Acc *self, const long *v)
// CODE: void Acc_add_private_value(Acc *self, const long v)
// CODE: swapValues(&mine, &tile[t + 1]);
// CODE: __local long *r = &tile[t];
// CODE: out[12 + t] = (*larger(&a, &b));
// CODE: (*slot(out, 16 + t)) = 7 * t;

__constant__ long long bias[2] = {7, 9};

__device__ void swapValues(long long &a, long long &b) {
  long long t = a;
  a = b;
  b = t;
}
__device__ const long long &larger(const long long &a, const long long &b) {
  return a > b ? a : b;
}
__device__ long long &slot(long long *base, int i) { return base[i]; }
__device__ long long twice(const long long &x) { return 2 * x; }
struct Acc {
  long long sum;
  __device__ void add(const long long &v) { sum += v; }
};

__global__ void refs(long long *out) {
  __shared__ long long tile[4];
  int t = threadIdx.x;
  tile[t] = t;
  long long mine = 100 + t;
  __syncthreads();
  if (t % 2 == 0)
    swapValues(mine, tile[t + 1]);
  __syncthreads();
  out[t] = tile[t];
  out[4 + t] = mine;
  __syncthreads();
  long long &r = tile[t];
  r += 1000;
  __syncthreads();
  out[8 + t] = tile[t];
  long long a = t, b = 10 - t;
  out[12 + t] = larger(a, b);
  slot(out, 16 + t) = 7 * t;
  Acc acc = {0};
  acc.add(mine);
  acc.add(5);
  out[20 + t] = acc.sum + twice(t + 1) + twice(bias[1]);
}

// CHECK: 0 100 2 102
// CHECK-NEXT: 1 101 3 103
// CHECK-NEXT: 1000 1100 1002 1102
// CHECK-NEXT: 10 9 8 7
// CHECK-NEXT: 0 7 14 21
// CHECK-NEXT: 26 128 32 134
