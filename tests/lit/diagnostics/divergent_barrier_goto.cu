// A thread-dependent goto that jumps over a barrier leaves some work-items
// out of it. cu2cl's uniform rewrite does not handle gotos and should then
// refuse (the catalogue's advice says "or replace the goto"); it emits the
// barrier unchanged and exits with 0, and the kernel hangs or misbehaves on
// an OpenCL device.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/divergent_barrier_goto.cl

// CHECK: divergent_barrier_goto.cu:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}} [-Wcu2cl-divergent-barrier]
__global__ void jumped(int *data) {
  if (threadIdx.x < 2)
    goto done;
  __syncthreads();
done:
  data[threadIdx.x] = 1;
}
