// Found by tests/difftest (gen.py --seed 6, kernels k6, k8, k10). Valid CUDA (nvcc -arch=sm_90
// compiles it): a lambda that calls a warp primitive, called under divergent control flow (an
// if, or a loop whose lanes differ). cu2cl exits 1 with -Wcu2cl-output-does-not-compile:
//   use of undeclared identifier 'x' in `uint cu2cl_sync3 = cu2cl_ballot_sync(m, (int)(x & 2u), ...`
// (the primitive is hoisted out of the lambda's body into the kernel). The same code as a
// __device__ function translates.
__global__ void k(const unsigned *in, unsigned *out) {
  unsigned a = in[threadIdx.x];
  const unsigned m = __ballot_sync(0xffffffffu, a & 1u);
  if (a & 1u) {
    auto f = [&](unsigned x) { return __ballot_sync(m, x & 2u); };
    a ^= f(a);
  }
  out[threadIdx.x] = a;
}
