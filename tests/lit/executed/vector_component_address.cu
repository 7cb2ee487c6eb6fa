// The address of a vector's component (`&v.y`, `&p->y`, `atomicAdd(&sums.x, ...)`): CUDA's
// vector types are structs, OpenCL C's are vectors whose components have no address. cu2cl
// takes the vector's address as a pointer to its elements and adds the component's index, in
// the vector's address space (HeCBench aop, gemv: the OpenCL C did not compile). Expected by
// hand; CUDA 13.0 on an H200 printed the same (scripts/gpu/record-executed.sh).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/vector_component_address.cl | FileCheck %s --check-prefix=CL
// CL: float *p = ((float *)&v + 1);
// CL: ((__local double *)&sums + 1)
// CL: int *w = ((int *)pp + 1);
// RUN: timeout 120 %cl-run %t/vector_component_address.cl components 1 32 4 4 > %t/actual.txt
// RUN: echo "8 42 40 2" > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt

__global__ void components(long long *out) {
  __shared__ double2 sums;
  if (threadIdx.x == 0)
    sums = make_double2(0.0, 10.0);
  __syncthreads();
  float4 v = make_float4(1, 2, 3, 4);
  float *p = &v.y;
  p[1] += 5; // v.z
  atomicAdd(&sums.y, 1.0);
  __syncthreads();
  int2 pair = make_int2(3, 4);
  int2 *pp = &pair;
  int *w = &pp->y;
  *w *= 10;
  if (threadIdx.x == 0) {
    out[0] = (long long)v.z;
    out[1] = (long long)sums.y;
    out[2] = pair.y;
    out[3] = (long long)*p;
  }
}
