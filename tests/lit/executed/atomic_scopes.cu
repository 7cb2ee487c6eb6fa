// The _block and _system atomics give what the plain ones give: 64 threads add 1 and their
// index, take the maximum and the or of a bit, and one compares and swaps.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: FileCheck %s --check-prefix=CODE < %t/atomic_scopes.cl
// RUN: timeout 120 %cl-run %t/atomic_scopes.cl scopes 1 64 5 --fill=0 | FileCheck %s

// CODE: cu2cl_atomic_add_global_u64(out, 1ul);
// CODE: cu2cl_atomic_add_global_u64(out + 1, (ulong)t);
__global__ void scopes(unsigned long long *out) {
  unsigned t = threadIdx.x;
  atomicAdd_system(out, 1ull);
  atomicAdd_block(out + 1, (unsigned long long)t);
  atomicMax_system(out + 2, (unsigned long long)t);
  atomicOr_block(out + 3, 1ull << (t % 8));
  if (t == 0)
    atomicCAS_system(out + 4, 0ull, 42ull);
}
// CHECK: 64
// CHECK-NEXT: 2016
// CHECK-NEXT: 63
// CHECK-NEXT: 255
// CHECK-NEXT: 42
