// Found by tests/difftest (gen.py --seed 201, kernels k1, k23, k30). Valid C++/CUDA: a const
// local with a constant initialiser is usable in a lambda without being captured (it is not
// odr-used). cu2cl exits 1 with -Wcu2cl-output-does-not-compile:
//   use of undeclared identifier 'm' in `return x + m;`
__global__ void k(unsigned *out) {
  const unsigned m = 5u;
  auto f = [](unsigned x) { return x + m; };
  out[threadIdx.x] = f(threadIdx.x);
}
