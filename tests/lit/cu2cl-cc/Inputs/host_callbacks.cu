// Host functions in a stream (cudaLaunchHostFunc, cudaStreamAddCallback): each runs after the
// stream's earlier work, and the stream's later work waits for it.
#include <atomic>
#include <cstdio>

std::atomic<int> order{0};
int seen[3];

__global__ void twice(int *v) { v[threadIdx.x] *= 2; }

void CUDART_CB first(void *data) {
  int *staged = static_cast<int *>(data);
  seen[0] = order++;
  for (int i = 0; i < 4; ++i)
    staged[i] = 40 + i; // the copy queued after this function must see these
}

void CUDART_CB second(cudaStream_t, cudaError_t status, void *data) {
  seen[1] = order++;
  *static_cast<cudaError_t *>(data) = status;
}

int main() {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  int *staged = nullptr, *device = nullptr;
  cudaMallocHost(&staged, 4 * sizeof(int));
  cudaMalloc(&device, 4 * sizeof(int));
  for (int i = 0; i < 4; ++i)
    staged[i] = -1;
  cudaError_t status = cudaErrorUnknown;
  cudaLaunchHostFunc(stream, first, staged);
  cudaMemcpyAsync(device, staged, 4 * sizeof(int), cudaMemcpyHostToDevice, stream);
  twice<<<1, 4, 0, stream>>>(device);
  cudaStreamAddCallback(stream, second, &status, 0);
  cudaMemcpyAsync(staged, device, 4 * sizeof(int), cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  seen[2] = order++;
  printf("order %d %d %d, status %s\n", seen[0], seen[1], seen[2], cudaGetErrorName(status));
  printf("values %d %d %d %d\n", staged[0], staged[1], staged[2], staged[3]);
  printf("flags 1: %s\n", cudaGetErrorName(cudaStreamAddCallback(stream, second, &status, 1)));
  cudaStreamDestroy(stream);
  return 0;
}
