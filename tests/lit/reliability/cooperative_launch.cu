// Grid-wide synchronisation (a grid group's sync(), launched with cudaLaunchCooperativeKernel)
// is not translated: each use names the feature. The grid group's ranks are translated
// (executed/grid_group.cu).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/cooperative_launch.cl && test ! -e %t/cooperative_launch.host.cpp
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void twoPhases(int *data, int *sums) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  data[blockIdx.x * blockDim.x + threadIdx.x] += 1;
  // CHECK: cooperative_launch.cu:[[@LINE+1]]:3: error: 'sync' uses grid-wide synchronisation (a grid group's sync(), which needs a cooperative launch), which cu2cl does not translate: OpenCL has no barrier across work-groups; end the kernel where the grid synchronises and launch the rest as a second kernel (the grid group's ranks and sizes are translated) [-Wcu2cl-unsupported-feature]
  grid.sync();
  block.sync();
  if (threadIdx.x == 0)
    sums[blockIdx.x] = data[0];
}

int main() {
  int *data = nullptr, *sums = nullptr;
  void *arguments[] = {&data, &sums};
  // CHECK: cooperative_launch.cu:[[@LINE+1]]:3: error: 'cudaLaunchCooperativeKernel' in host code is not translated: grid-wide synchronisation has no OpenCL 1.2 equivalent [-Wcu2cl-unsupported-host-api]
  cudaLaunchCooperativeKernel((void *)twoPhases, 2, 32, arguments);
  return 0;
}
// CHECK-NOT: error:
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}cooperative_launch.cu
