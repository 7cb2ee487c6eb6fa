// Types declared in a function are defined at program scope under the function's name (an
// anonymous union after its line), once per template instantiation; aliases need nothing.
// GNU statement expressions (`max` macros) stay statement expressions; C99 compound literals
// stay compound literals; pointers to multi-dimensional arrays keep every dimension.
// By hand: Rng{0x400000}.next() = 1.5 - 1 = 0.5: 50; twice(5) + twice(1.5f) = 10 + 3;
// MAXV(3, 4) = 4; a compound literal's y = 8; lap(g, 2) = g[2][1][2] + g[1][0][0] = 23 + 9.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: grep -v '^ *//' %t/local_types_and_gnu_expressions.cl | FileCheck %s --check-prefix=CODE
// RUN: %cl-run %t/local_types_and_gnu_expressions.cl k 1 1 5 | FileCheck %s

// CODE-DAG: } Rng_next_union{{[0-9]+}};
// CODE-DAG: } twice_int_Pair;
// CODE-DAG: } twice_float_Pair;
// CODE-DAG: } k_Pair;
// CODE-DAG: int lap(__local const int (*c)[3][3], int x)
// CODE-DAG: out[2] = ({

#define MAXV(a, b)                                                                                \
  ({                                                                                              \
    __typeof__(a) _a = (a);                                                                       \
    __typeof__(b) _b = (b);                                                                       \
    _a > _b ? _a : _b;                                                                            \
  })
#define N 3

struct Rng {
  unsigned x;
  __device__ float next() {
    union {
      float f;
      int i;
    } u;
    u.i = (x & 0x7fffff) | 0x3f800000;
    return u.f - 1.f;
  }
};
template <typename T> __device__ T twice(T v) {
  using U = T;
  struct Pair {
    U a, b;
  } p = {v, v};
  return p.a + p.b;
}
struct Point {
  int x, y;
};
__device__ int lap(const int c[][N][N], int x) { return c[x][1][2] + c[x - 1][0][0]; }

__global__ void k(long long *out) {
  struct Pair {
    int a;
    int b;
  };
  __shared__ int g[N][N][N];
  Pair q = {3, 4};
  Rng r = {0x400000};
  out[0] = (long long)(r.next() * 100);
  out[1] = twice(5) + (long long)twice(1.5f);
  out[2] = MAXV(q.a, q.b);
  out[3] = ((struct Point){7, 8}).y;
  if (threadIdx.x == 0)
    for (int i = 0; i < N * N * N; ++i)
      (&g[0][0][0])[i] = i;
  __syncthreads();
  out[4] = lap(g, 2);
}

// CHECK: 50
// CHECK-NEXT: 13
// CHECK-NEXT: 4
// CHECK-NEXT: 8
// CHECK-NEXT: 32
