// An enum with a fixed underlying type has that type's size in CUDA:
// sizeof(Small) is 1 and struct Packed is 2 bytes, the layout the host
// shares. cu2cl emits a plain OpenCL enum (int-sized, and after the struct
// that uses it, so PoCL rejects the output); it should keep the size, e.g.
// as "typedef uchar Small;" with the enumerators as constants.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %cl-run %t/enum_fixed_underlying_type.cl sizes 1 1 3 | FileCheck %s

enum Small : unsigned char { A = 1, B = 2 };
struct Packed {
  Small kind;
  unsigned char value;
};

// CHECK: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
__global__ void sizes(long long *out) {
  Packed p = {B, 7};
  out[0] = sizeof(Small);
  out[1] = sizeof(Packed);
  out[2] = p.kind;
}
