// A CUDA runtime name that the host runtime has no translation for is an
// error at its use, with the reason from rewriters/tables/HostApiTable.def
// (docs/host-api.md); so is a use of a kernel other than a launch. Nothing is
// written. thrust and CUB: unsupported_thrust_cub.cu.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: FileCheck %s --check-prefix=COUNT < %t/stderr
// RUN: test ! -e %t/unsupported_host_api.cl
// RUN: test ! -e %t/unsupported_host_api.host.cpp

__constant__ int offsets[2] = {4, 5};
__global__ void work(float *data) { data[threadIdx.x] = offsets[1]; }

int main() {
  float *data = nullptr;
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:32: error: 'cudaMemAttachSingle' in host code is not translated: managed memory attached to one stream is not translated [-Wcu2cl-unsupported-host-api]
  cudaMallocManaged(&data, 64, cudaMemAttachSingle);
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:3: error: 'cudaLaunchCooperativeKernel' in host code is not translated: grid-wide synchronisation has no OpenCL 1.2 equivalent [-Wcu2cl-unsupported-host-api]
  cudaLaunchCooperativeKernel(work, dim3(1), dim3(32), nullptr);
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:3: error: 'cudaTextureObject_t' in host code is not translated: textures are not translated [-Wcu2cl-unsupported-host-api]
  cudaTextureObject_t texture = 0;
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphNode_t node;
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:3: error: 'cudaGraphAddEmptyNode' in host code is not translated: graphs are made by stream capture only: order the work with events [-Wcu2cl-unsupported-host-api]
  cudaGraphAddEmptyNode(&node, graph, nullptr, 0);
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:29: error: 'cudaErrorLaunchTimeout' in host code is not translated: the cu2cl runtime never returns this error, and its header does not define it [-Wcu2cl-unsupported-host-api]
  if (cudaGetLastError() == cudaErrorLaunchTimeout)
    return 1;
  cudaDeviceProp prop;
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:18: error: 'cudaDeviceProp::singleToDoublePrecisionPerfRatio' in host code is not translated: the cu2cl runtime does not fill this field [-Wcu2cl-unsupported-host-api]
  int tcc = prop.singleToDoublePrecisionPerfRatio;
  // CHECK: unsupported_host_api.cu:[[@LINE+2]]:3: error: 'cudaDeviceSetLimit' in host code is not translated: OpenCL has no such limits [-Wcu2cl-unsupported-host-api]
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:22: error: 'cudaLimitStackSize' in host code is not translated: cu2cl does not translate it [-Wcu2cl-unsupported-host-api]
  cudaDeviceSetLimit(cudaLimitStackSize, tcc);

  int newOffsets[2] = {6, 7};
  // Launches and symbols are rewritten (and reported) once all uses have been seen.
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:3: error: 'offsets' in host code is not translated: it has an initialiser and is read-only on the device, so the OpenCL program has it as a program-scope constant that the host cannot write; declare it without an initialiser and upload its values [-Wcu2cl-unsupported-host-api]
  cudaMemcpyToSymbol(offsets, newOffsets, sizeof(newOffsets));
  return texture != 0;
}

// COUNT: 9 errors generated
