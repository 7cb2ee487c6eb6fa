// Texture objects are not translated: each fetch is an error that names the feature, the
// host API that makes them is reported too, and nothing is written (previous outputs stay).
// RUN: rm -rf %t && mkdir -p %t && printf 'previous\n' > %t/texture_objects.cl && cp %t/texture_objects.cl %t/texture_objects.host.cpp
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: grep -qx previous %t/texture_objects.cl && grep -qx previous %t/texture_objects.host.cpp

__global__ void gather(cudaTextureObject_t table, const int *index, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // CHECK: texture_objects.cu:[[@LINE+1]]:14: error: 'tex1Dfetch' uses texture objects, which cu2cl does not translate: OpenCL C 1.2 images are not CUDA textures and cu2cl does not map one onto the other; read the data through a pointer (const T *) instead [-Wcu2cl-unsupported-feature]
    out[i] = tex1Dfetch<float>(table, index[i]);
}

template <class T> __global__ void sample(cudaTextureObject_t image, T *out, int width) {
  int x = threadIdx.x, y = blockIdx.x;
  // CHECK: texture_objects.cu:[[@LINE+1]]:24: error: 'tex2D' uses texture objects
  out[y * width + x] = tex2D<T>(image, x + 0.5f, y + 0.5f);
}

int main() {
  cudaResourceDesc resource = {};
  cudaTextureDesc description = {};
  // CHECK: texture_objects.cu:[[@LINE+1]]:3: error: 'cudaTextureObject_t' in host code is not translated: textures are not translated [-Wcu2cl-unsupported-host-api]
  cudaTextureObject_t texture = 0;
  // CHECK: texture_objects.cu:[[@LINE+1]]:3: error: 'cudaCreateTextureObject' in host code is not translated
  cudaCreateTextureObject(&texture, &resource, &description, nullptr);
  float *out = nullptr;
  sample<<<4, 4>>>(texture, out, 4);
  return 0;
}
// CHECK-NOT: error:
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}texture_objects.cu
