// A member function called on a temporary object (a constructed value, a returned struct, a
// chain of calls) takes the object by value in that call's specialisation (`V_sum_value`):
// OpenCL C cannot take a temporary's address. Calls on an lvalue keep the pointer.
// By hand: V(1, 2).sum() = 3; make(3) = (3, 6): 9; v = (1, 1) scaled by 5 then 2: 20; 2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/temporary_objects.cl | FileCheck %s --check-prefix=CODE
// RUN: timeout 120 %cl-run %t/temporary_objects.cl k 1 1 4 | FileCheck %s

// CODE: float V_sum_value(V cu2cl_temporary) {
// CODE-NEXT: V *self = &cu2cl_temporary;
// CODE: float V_sum_private(const V *self)
// CODE: out[2] = cu2cl_convert_i64_f32_rtz(V_sum_value(V_scaled_value(V_scaled_private(&v, 5), 2)));

struct V {
  float x, y;
  __device__ V(float a, float b) : x(a), y(b) {}
  __device__ float sum() const { return x + y; }
  __device__ V scaled(float k) const { return V(x * k, y * k); }
};
__device__ V make(float a) { return V(a, 2 * a); }

__global__ void k(long long *out) {
  out[0] = (long long)V(1, 2).sum();
  out[1] = (long long)make(3).sum();
  V v(1, 1);
  out[2] = (long long)v.scaled(5).scaled(2).sum();
  out[3] = (long long)v.sum();
}

// CHECK: 3
// CHECK-NEXT: 9
// CHECK-NEXT: 20
// CHECK-NEXT: 2
