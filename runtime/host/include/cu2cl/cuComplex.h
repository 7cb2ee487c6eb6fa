// CUDA's cuComplex.h in portable C++: single and double precision complex numbers as float2
// and double2, shared by host code (included as <cu2cl/cuComplex.h>) and device code (cu2cl's
// cuComplex.h includes it; its functions are translated with the kernels that call them).
#ifndef CU2CL_CUCOMPLEX_H
#define CU2CL_CUCOMPLEX_H

#ifdef __CUDA__
#define CU2CL_COMPLEX_FN __host__ __device__ __attribute__((annotate("cu2cl-translated"))) inline
#else
#include "cu2cl/cuda_api.h" // float2, double2

#include <cmath>
#define CU2CL_COMPLEX_FN inline
#endif

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

CU2CL_COMPLEX_FN float cuCrealf(cuFloatComplex x) { return x.x; }
CU2CL_COMPLEX_FN float cuCimagf(cuFloatComplex x) { return x.y; }
CU2CL_COMPLEX_FN cuFloatComplex make_cuFloatComplex(float r, float i) { return make_float2(r, i); }
CU2CL_COMPLEX_FN cuFloatComplex make_cuComplex(float r, float i) { return make_float2(r, i); }
CU2CL_COMPLEX_FN cuFloatComplex cuConjf(cuFloatComplex x) { return make_float2(x.x, -x.y); }
CU2CL_COMPLEX_FN cuFloatComplex cuCaddf(cuFloatComplex x, cuFloatComplex y) {
  return make_float2(x.x + y.x, x.y + y.y);
}
CU2CL_COMPLEX_FN cuFloatComplex cuCsubf(cuFloatComplex x, cuFloatComplex y) {
  return make_float2(x.x - y.x, x.y - y.y);
}
CU2CL_COMPLEX_FN cuFloatComplex cuCmulf(cuFloatComplex x, cuFloatComplex y) {
  return make_float2(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
/// CUDA's: scaled by the larger component's magnitude to avoid overflow.
CU2CL_COMPLEX_FN cuFloatComplex cuCdivf(cuFloatComplex x, cuFloatComplex y) {
  float s = fabsf(y.x) + fabsf(y.y);
  float oos = 1.0f / s;
  float ars = x.x * oos, ais = x.y * oos, brs = y.x * oos, bis = y.y * oos;
  s = (brs * brs) + (bis * bis);
  oos = 1.0f / s;
  return make_float2(((ars * brs) + (ais * bis)) * oos, ((ais * brs) - (ars * bis)) * oos);
}
/// CUDA's: the hypotenuse computed without overflow.
CU2CL_COMPLEX_FN float cuCabsf(cuFloatComplex x) {
  float a = fabsf(x.x), b = fabsf(x.y);
  float v = fmaxf(a, b), w = fminf(a, b);
  float t = w / v;
  t = 1.0f + t * t;
  t = v * sqrtf(t);
  if (v == 0.0f || v > 3.402823466e38f || w > 3.402823466e38f)
    t = v + w;
  return t;
}

CU2CL_COMPLEX_FN double cuCreal(cuDoubleComplex x) { return x.x; }
CU2CL_COMPLEX_FN double cuCimag(cuDoubleComplex x) { return x.y; }
CU2CL_COMPLEX_FN cuDoubleComplex make_cuDoubleComplex(double r, double i) {
  return make_double2(r, i);
}
CU2CL_COMPLEX_FN cuDoubleComplex cuConj(cuDoubleComplex x) { return make_double2(x.x, -x.y); }
CU2CL_COMPLEX_FN cuDoubleComplex cuCadd(cuDoubleComplex x, cuDoubleComplex y) {
  return make_double2(x.x + y.x, x.y + y.y);
}
CU2CL_COMPLEX_FN cuDoubleComplex cuCsub(cuDoubleComplex x, cuDoubleComplex y) {
  return make_double2(x.x - y.x, x.y - y.y);
}
CU2CL_COMPLEX_FN cuDoubleComplex cuCmul(cuDoubleComplex x, cuDoubleComplex y) {
  return make_double2(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
CU2CL_COMPLEX_FN cuDoubleComplex cuCdiv(cuDoubleComplex x, cuDoubleComplex y) {
  double s = fabs(y.x) + fabs(y.y);
  double oos = 1.0 / s;
  double ars = x.x * oos, ais = x.y * oos, brs = y.x * oos, bis = y.y * oos;
  s = (brs * brs) + (bis * bis);
  oos = 1.0 / s;
  return make_double2(((ars * brs) + (ais * bis)) * oos, ((ais * brs) - (ars * bis)) * oos);
}
CU2CL_COMPLEX_FN double cuCabs(cuDoubleComplex x) {
  double a = fabs(x.x), b = fabs(x.y);
  double v = fmax(a, b), w = fmin(a, b);
  double t = w / v;
  t = 1.0 + t * t;
  t = v * sqrt(t);
  if (v == 0.0 || v > 1.79769313486231570e+308 || w > 1.79769313486231570e+308)
    t = v + w;
  return t;
}
CU2CL_COMPLEX_FN cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) {
  return make_double2((double)c.x, (double)c.y);
}
CU2CL_COMPLEX_FN cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) {
  return make_float2((float)c.x, (float)c.y);
}
CU2CL_COMPLEX_FN cuFloatComplex cuCfmaf(cuFloatComplex x, cuFloatComplex y, cuFloatComplex d) {
  return make_float2(x.x * y.x - x.y * y.y + d.x, x.x * y.y + x.y * y.x + d.y);
}

#undef CU2CL_COMPLEX_FN
#endif
