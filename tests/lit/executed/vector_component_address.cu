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
// A component of a vector in global or local memory is stored alone, through a scalar pointer:
// `v[i].y = x` may otherwise store the whole vector over the components that other work-items
// write (HeCBench fluidSim on PoCL: its check failed in 3 of 3 runs of 100 steps, and passes in
// 3 of 3 now; this smaller kernel did not show the race, and checks the values).
// CL: (*((__local int *)&tile[t / 2] + 1)) = t;
// CL: (*((__global long *)&v[t / 4] + 1)) = mine;
// RUN: timeout 120 %cl-run %t/vector_component_address.cl quarters 1 64 64 16 > %t/quarters.txt
// RUN: python3 -c "print('\n'.join(' '.join(str(3 * i) for i in range(r, r + 16)) for r in range(0, 64, 16)))" > %t/quarters.expected
// RUN: diff %t/quarters.expected %t/quarters.txt

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

__global__ void quarters(long long *out) {
  longlong4 *v = reinterpret_cast<longlong4 *>(out);
  __shared__ int2 tile[32];
  int t = threadIdx.x;
  if (t % 2 == 0)
    tile[t / 2].x = t;
  else
    tile[t / 2].y = t;
  __syncthreads();
  int mine = t % 2 == 0 ? tile[t / 2].x : tile[t / 2].y;
  switch (t % 4) {
  case 0:
    v[t / 4].x = mine;
    break;
  case 1:
    v[t / 4].y = mine;
    break;
  case 2:
    v[t / 4].z = mine;
    break;
  default:
    v[t / 4].w = mine;
  }
  __syncthreads();
  out[t] *= 3;
}
