// cuComplex.h in device and host code: arithmetic, conjugate, magnitude, division and the
// double-precision forms. Printed with 6 digits: CUDA's printout for the same program.
#include <cstdio>
#include <cuComplex.h>

__global__ void combine(const cuFloatComplex *in, cuFloatComplex *out, double *magnitudes) {
  int i = threadIdx.x;
  cuFloatComplex a = in[i], b = in[(i + 1) % 4];
  out[4 * 0 + i] = cuCaddf(a, b);
  out[4 * 1 + i] = cuCmulf(a, cuConjf(b));
  out[4 * 2 + i] = cuCdivf(cuCmulf(a, b), b);
  cuDoubleComplex d = cuComplexFloatToDouble(a);
  magnitudes[i] = cuCabs(cuCmul(d, make_cuDoubleComplex(2.0, 0.0))) + cuCabsf(a);
}

int main() {
  // |re| + |im| of each is a power of two: CUDA's division is exact for them.
  cuFloatComplex in[4] = {make_cuFloatComplex(2, 2), make_cuFloatComplex(1, -1),
                          make_cuFloatComplex(0, 2), make_cuFloatComplex(-4, 4)};
  cuFloatComplex *dIn, *dOut, out[12];
  double *dMagnitudes, magnitudes[4];
  cudaMalloc(&dIn, sizeof(in));
  cudaMalloc(&dOut, sizeof(out));
  cudaMalloc(&dMagnitudes, sizeof(magnitudes));
  cudaMemcpy(dIn, in, sizeof(in), cudaMemcpyHostToDevice);
  combine<<<1, 4>>>(dIn, dOut, dMagnitudes);
  cudaMemcpy(out, dOut, sizeof(out), cudaMemcpyDeviceToHost);
  cudaMemcpy(magnitudes, dMagnitudes, sizeof(magnitudes), cudaMemcpyDeviceToHost);
  for (int r = 0; r < 3; ++r) {
    for (int i = 0; i < 4; ++i)
      printf("(%g,%g) ", cuCrealf(out[4 * r + i]), cuCimagf(out[4 * r + i]));
    printf("\n");
  }
  printf("%g %g %g %g host %g\n", magnitudes[0], magnitudes[1], magnitudes[2], magnitudes[3],
         cuCabsf(cuCaddf(in[0], in[0])));
  return 0;
}
