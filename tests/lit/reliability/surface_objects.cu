// Surface objects are not translated: each read and write names the feature.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/surface_objects.cl

__global__ void brighten(cudaSurfaceObject_t surface, int width) {
  int x = threadIdx.x, y = blockIdx.x;
  // CHECK: surface_objects.cu:[[@LINE+1]]:17: error: 'surf2Dread' uses surface objects, which cu2cl does not translate: OpenCL C 1.2 images are not CUDA surfaces and cu2cl does not map one onto the other; read and write the data through a pointer instead [-Wcu2cl-unsupported-feature]
  float value = surf2Dread<float>(surface, x * sizeof(float), y);
  // CHECK: surface_objects.cu:[[@LINE+1]]:3: error: 'surf2Dwrite' uses surface objects
  surf2Dwrite(value * 2.0f, surface, x * sizeof(float), y, cudaBoundaryModeClamp);
}
// CHECK-NOT: error:
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}surface_objects.cu
