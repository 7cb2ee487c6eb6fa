// A cast to a reference type (reinterpret_cast<T &>(x), the "alias" idiom of CUB-style storage
// words) is the object seen through a T pointer in the object's address space.
// By hand: the bits of 1.5f are 0x3fc00000 = 1069547520; 2.0f plus one unit in the last place
// is 2.00000024, times 1e7 truncated: 20000002.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/reference_casts.cl | FileCheck %s --check-prefix=CODE
// RUN: timeout 120 %cl-run %t/reference_casts.cl k 1 1 2 | FileCheck %s

// CODE: float *Words_first(Words *self) { return (float *)self; }
// CODE: (*Words_first(&a)) = 1.5f;
// CODE: (*(uint *)&f) += 1;

struct Words {
  unsigned int w[2];
  __device__ float &first() { return reinterpret_cast<float &>(*this); }
};

__global__ void k(long long *out) {
  Words a;
  a.first() = 1.5f;
  out[0] = a.w[0];
  float f = 2.0f;
  reinterpret_cast<unsigned int &>(f) += 1;
  out[1] = (long long)(f * 1e7f);
}

// CHECK: 1069547520
// CHECK-NEXT: 20000002
