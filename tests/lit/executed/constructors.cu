// Constructors that run code are functions that return the object they initialise: `self`
// points to a local object, the member initialisers (written, or default member
// initialisers) run first, then the body, whose `return;` returns the object. Converting
// constructors run for `T x = v;` and `T(v)`; an implicit default constructor runs the
// default member initialisers.
// By hand: d = (1, 2, 3) + (4, 4, 4) = (5, 6, 7): 18; Vec3(2.5f) sums to 7.5: 7; Vec3() to 0;
// Counter{n = 5, step = 2} ticks once: 7; Fixed(1.5f).raw + Fixed(2.0f).raw = 384 + 512 = 896;
// Fixed(-1.0f) returns early with raw = 0. A const member is set by its constructor.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %strip-checks %t/constructors.cl | FileCheck %s --check-prefix=CODE
// RUN: timeout 120 %cl-run %t/constructors.cl build 1 1 6 | FileCheck %s

// WARN: warning: 'step' is a reserved word in OpenCL C; it is renamed to 'step_'
// WARN-NOT: error

// CODE: typedef struct Fixed {
// CODE-NEXT: int raw;
// CODE-NEXT: int scale;
// CODE: Vec3 Vec3_Vec3_float_float_float(float a, float b, float c) {
// CODE-NEXT: Vec3 cu2cl_object;
// CODE-NEXT: Vec3 *self = &cu2cl_object;
// CODE-NEXT: self->x = a;
// CODE: return cu2cl_object;
// CODE: Counter Counter_Counter(void) {
// CODE: self->n = 5;
// CODE: Fixed Fixed_Fixed(float f) {
// CODE: self->scale = 256;
// CODE: if (f < 0) {
// CODE-NEXT: self->raw = 0;
// CODE-NEXT: return cu2cl_object;
// CODE: Vec3 a = Vec3_Vec3_float_float_float(1.0f, 2.0f, 3.0f);
// CODE-NEXT: Vec3 b = Vec3_Vec3_float(4.0f);
// CODE-NEXT: Vec3 c = Vec3_Vec3();
// CODE-NEXT: Vec3 d = Vec3_operator_plus(&a, &b);

struct Vec3 {
  float x, y, z;
  __device__ Vec3() : x(0), y(0), z(0) {}
  __device__ Vec3(float v) : x(v), y(v), z(v) {}
  __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
  __device__ float sum() const { return x + y + z; }
};
struct Counter {
  int n = 5;
  int step = 2;
  __device__ void tick() { n += step; }
};
struct Fixed {
  int raw;
  const int scale; // a const member, set by the constructor only
  __device__ explicit Fixed(float f) : scale(256) {
    if (f < 0) {
      raw = 0;
      return;
    }
    raw = (int)(f * scale);
  }
};

__global__ void build(long long *out) {
  Vec3 a(1.0f, 2.0f, 3.0f), b = 4.0f, c;
  Vec3 d = a + b;
  out[0] = (long long)d.sum();
  Vec3 e = Vec3(2.5f);
  out[1] = (long long)e.sum();
  out[2] = (long long)c.sum();
  Counter k;
  k.tick();
  out[3] = k.n;
  out[4] = Fixed(1.5f).raw + Fixed(2.0f).raw;
  out[5] = Fixed(-1.0f).raw;
}

// CHECK: 18
// CHECK-NEXT: 7
// CHECK-NEXT: 0
// CHECK-NEXT: 7
// CHECK-NEXT: 896
// CHECK-NEXT: 0
