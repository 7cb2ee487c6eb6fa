// A struct whose field points to another struct, and an enum that only a later struct uses:
// printing a definition adds the types it names to the types still to define. cu2cl crashed
// here (SIGSEGV in Emitter::run: the list of types grew while it was walked) once the names
// were long enough to make the list reallocate.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: grep -v '^ *//' %t/record_pointee_types.cl | FileCheck %s
// RUN: %cl-build-check %t/record_pointee_types.cl
// RUN: %cl-run %t/record_pointee_types.cl fill 1 4 4 4 --int | FileCheck %s --check-prefix=VALUES

enum Mode { Fast = 1, Slow = 2 };
struct Inner { int a; };
struct AVeryLongStructureNameOfEighteenPlus { struct Inner in; enum Mode m; };
struct Holder { struct Inner inner; AVeryLongStructureNameOfEighteenPlus *ptr; };

// CHECK: typedef struct Holder {
// CHECK-NEXT: struct Inner inner;
// CHECK-NEXT: __global struct AVeryLongStructureNameOfEighteenPlus *ptr;
// CHECK: typedef enum Mode { Fast = 1, Slow = 2 } Mode;
// CHECK: typedef struct AVeryLongStructureNameOfEighteenPlus {
// CHECK-NEXT: struct Inner in;
// CHECK-NEXT: Mode m;
__global__ void fill(int *out) {
  Holder h;
  h.inner.a = threadIdx.x;
  h.ptr = 0;
  out[threadIdx.x] = Slow + h.inner.a + (h.ptr == 0);
}
// VALUES: 3 4 5 6
