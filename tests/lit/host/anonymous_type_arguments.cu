// Kernel templates instantiated with types that have no tag but a typedef name are named after
// the typedef (HeCBench aligned-types: every instantiation was `testKernel_anonymous`, which the
// translation now refuses as two kernels of one name).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: grep -E '^__kernel' %t/anonymous_type_arguments.cl | FileCheck %s --check-prefix=CL
// RUN: FileCheck %s < %t/anonymous_type_arguments.host.cpp

typedef struct { int a, b; } Narrow;
typedef struct { long long a, b; } Wide;
typedef enum { LOW, HIGH } Level;

template <class T> __global__ void copy(T *out, const T *in) { out[threadIdx.x] = in[threadIdx.x]; }
template <Level L> __global__ void mark(int *out) { out[threadIdx.x] = L; }

// CL: __kernel void copy_Narrow(
// CL: __kernel void copy_Wide(
// CL: __kernel void mark_1(
// CHECK: cu2cl::launch(cu2cl_module, "copy_Narrow", 1, 32, 0, 0, n, n);
// CHECK: cu2cl::launch(cu2cl_module, "copy_Wide", 1, 32, 0, 0, w, w);
// CHECK: cu2cl::launch(cu2cl_module, "mark_1", 1, 32, 0, 0, i);
int main() {
  Narrow *n = nullptr;
  Wide *w = nullptr;
  int *i = nullptr;
  copy<<<1, 32>>>(n, n);
  copy<<<1, 32>>>(w, w);
  mark<HIGH><<<1, 32>>>(i);
  return 0;
}
