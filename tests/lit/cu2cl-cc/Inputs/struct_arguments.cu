#include <cstdio>
struct Args {
  const float *in;
  float *out;
  int n;
  float scale[2];
  bool twice;
  void *unused;
};
__device__ float get(Args a, int i) { return a.in[i] * a.scale[0]; }
__global__ void apply(Args args, int extra) {
  int i = threadIdx.x;
  if (i < args.n)
    args.out[i] = get(args, i) + args.scale[1] * (args.twice ? 2 : 1) + extra;
}
int main() {
  float host[4] = {1, 2, 3, 4}, *in, *out;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, 8 * sizeof(float));
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  Args args{in, out + 4, 4, {10.f, 0.5f}, true, host};
  apply<<<1, 4>>>(args, 100);
  cudaMemcpy(host, out + 4, sizeof host, cudaMemcpyDeviceToHost);
  std::printf("%g %g %g %g\n", host[0], host[1], host[2], host[3]);
  void runNested();
  runNested();
}
struct Pair { float *a; float *b; };
struct Nested { Pair p; int n; Pair q; };
__global__ void nested(Nested s) {
  int i = threadIdx.x;
  if (i < s.n) s.p.a[i] = s.p.b[i] + s.q.a[i] * s.q.b[i];
}
void runNested() {
  float *d;
  cudaMalloc(&d, 16 * sizeof(float));
  float h[16];
  for (int i = 0; i < 16; ++i) h[i] = i;
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  Nested s{{d, d + 4}, 4, {d + 8, d + 12}};
  nested<<<1, 4>>>(s);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
}
