// Kernel arguments converted to their parameter's type: scalars by the runtime, a class by its
// converting constructor (which runs on the host, as with nvcc) and a conversion function.
#include <cstdio>

struct Doubled {
  int v;
  __host__ __device__ Doubled(int x) : v(x * 2) {}
};
struct Meters {
  float m;
  __host__ operator float() const { return m; }
};

__global__ void take(float f, double d, Doubled w, long long l, float fromMeters, float *out) {
  out[0] = f;
  out[1] = (float)d;
  out[2] = w.v;
  out[3] = (float)l;
  out[4] = fromMeters;
}

int main() {
  float *out;
  cudaMalloc(&out, 5 * sizeof(float));
  int i = 3;
  Meters length{1.5f};
  take<<<1, 1>>>(i, 2, 5, i, length, out);
  float host[5];
  cudaMemcpy(host, out, sizeof(host), cudaMemcpyDeviceToHost);
  printf("%g %g %g %g %g\n", host[0], host[1], host[2], host[3], host[4]);
  return 0;
}
