// The names cu2cl gives to overloads must not collide with the user's own
// functions. scale(int) becomes scale_int, the name of another __device__
// function here: the output defines scale_int twice, PoCL rejects it, and
// the user's scale_int(i[2]) call could not be told apart anyway.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: grep -v '^ *//' %t/overload_name_collision.cl | FileCheck %s
// RUN: %cl-build-check %t/overload_name_collision.cl

// CHECK: int scale_int(int v) { return v + 100; }
__device__ int scale_int(int v) { return v + 100; }
// CHECK: int [[INT:scale_[A-Za-z0-9_]+]](int v) { return v * 2; }
__device__ int scale(int v) { return v * 2; }
__device__ float scale(float v) { return v * 0.5f; }

// CHECK: i[0] = [[INT]](i[1]) + scale_int(i[2]);
__global__ void callers(int *i, float *f) {
  i[0] = scale(i[1]) + scale_int(i[2]);
  f[0] = scale(f[1]);
}
