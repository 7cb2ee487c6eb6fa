// Scoped enumerations (`enum class`) are their underlying type, with their constants named
// in the enumeration's scope (`Op::Dilate` is `Op_Dilate`): two enumerations may share a
// constant's name, and the size is the underlying type's. A kernel template on a scoped
// enumeration value is one kernel per value.
// sizes: sizeof(Op) = 4 (int), sizeof(Level) = 1 (unsigned char); Op::Dilate = 1,
//   Level::Low = 3; apply<Op::Erode> writes 10 + 0, apply<Op::Dilate> 20 + 1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: grep -v '^ *//' %t/scoped_enums.cl | FileCheck %s
// RUN: %cl-run %t/scoped_enums.cl sizes 1 1 4 | FileCheck %s --check-prefix=SIZES
// RUN: %cl-run %t/scoped_enums.cl apply_0 1 1 1 | FileCheck %s --check-prefix=ERODE
// RUN: %cl-run %t/scoped_enums.cl apply_1 1 1 1 | FileCheck %s --check-prefix=DILATE

// CHECK-DAG: typedef int Op;
// CHECK-DAG: enum { Op_Erode = 0, Op_Dilate = 1 };
enum class Op { Erode, Dilate };
// CHECK-DAG: typedef uchar Level;
// CHECK-DAG: enum { Level_Dilate = 7, Level_Low = 3 };
enum class Level : unsigned char { Dilate = 7, Low = 3 };

struct Step {
  Op op;
  Level level;
};

__global__ void sizes(long long *out) {
  Step s = {Op::Dilate, Level::Low};
  out[0] = sizeof(Op);
  out[1] = sizeof(Level);
  out[2] = static_cast<int>(s.op);
  out[3] = s.level == Level::Low ? 3 : 0;
}
// SIZES: 4
// SIZES-NEXT: 1
// SIZES-NEXT: 1
// SIZES-NEXT: 3

template <Op O> __global__ void apply(long long *out) {
  out[0] = (O == Op::Erode ? 10 : 20) + static_cast<int>(O);
}
template __global__ void apply<Op::Erode>(long long *);
template __global__ void apply<Op::Dilate>(long long *);
// ERODE: 10
// DILATE: 21
