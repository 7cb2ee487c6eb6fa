// A struct that points to a struct with no tag (`typedef struct {...} Curve;`, HeCBench bonds):
// a field can name a later struct by its tag only, so an untagged one it points to is defined
// before it. It came after (`first` makes Inputs needed before anything needs Curve), and the
// .cl did not compile: cu2cl stopped with an error.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/untagged_pointee_struct.cl | FileCheck %s
// RUN: %cl-build-check %t/untagged_pointee_struct.cl
// RUN: %cl-run %t/untagged_pointee_struct.cl price 1 4 12 4 | FileCheck %s --check-prefix=VALUES

// CHECK: {{^}}typedef struct {
// CHECK-NEXT: long forward;
// CHECK-NEXT: int dayCounter;
// CHECK-NEXT: } Curve;
// CHECK: {{^}}typedef struct {
// CHECK-NEXT: __global Curve *discount;
// CHECK-NEXT: __global long *prices;
// CHECK-NEXT: } Inputs;
typedef struct {
  long long forward;
  int dayCounter;
} Curve;

typedef struct {
  Curve *discount;
  long long *prices;
} Inputs;

__device__ long long first(Inputs in, int i) { return in.prices[i] + in.discount[i].forward; }

// Curve t: forward t, dayCounter 2 (after the 4 results); out[t] = t + t + 2 t.
__global__ void price(long long *out) {
  Curve *curves = (Curve *)(out + 4);
  int t = threadIdx.x;
  curves[t].forward = t;
  curves[t].dayCounter = 2;
  out[t] = t;
  Inputs in;
  in.discount = curves;
  in.prices = out;
  out[t] = first(in, t) + curves[t].forward * curves[t].dayCounter;
}
// VALUES: {{^0 4 8 12$}}
