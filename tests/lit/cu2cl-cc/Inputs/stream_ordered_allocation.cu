// Stream-ordered allocation and memory pools (cu2cl-cc/stream_ordered_allocation.test):
// cudaMallocAsync / cudaFreeAsync around a kernel, a pool made with cudaMemPoolCreate, the
// pools' statistics and attributes, and the errors CUDA gives. Every line is printed by the
// CUDA original too.
#include <cstdio>
#include <cstring>

__global__ void iota(int *v, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = base + i;
}

const char *name(cudaError_t e) { return cudaGetErrorName(e); }

unsigned long long attribute(cudaMemPool_t pool, cudaMemPoolAttr attr) {
  unsigned long long value = 0;
  cudaMemPoolGetAttribute(pool, attr, &value);
  return value;
}

int main() {
  int supported = 0;
  cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, 0);
  std::printf("pools supported: %d\n", supported);

  cudaStream_t stream;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  cudaMemPool_t pool;
  cudaDeviceGetDefaultMemPool(&pool, 0);
  cudaMemPool_t current;
  cudaDeviceGetMemPool(&current, 0);
  std::printf("the default pool is current: %d\n", int(pool == current));
  unsigned long long threshold = 1ull << 30;
  cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold);
  std::printf("release threshold: %llu\n", attribute(pool, cudaMemPoolAttrReleaseThreshold));
  int reuse = -1;
  cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &reuse);
  std::printf("opportunistic reuse: %d\n", reuse);
  int noReuse = 0; // an int attribute, read at an int's size
  cudaMemPoolSetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &noReuse);
  cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &reuse);
  std::printf("opportunistic reuse after setting it: %d\n", reuse);

  // A kernel writes memory allocated on the stream, the host reads it, the stream frees it.
  const int n = 1 << 18; // 1 MiB of ints
  int *data = nullptr;
  std::printf("malloc async: %s\n", name(cudaMallocAsync(&data, n * sizeof(int), stream)));
  std::printf("used after it: %llu\n", attribute(pool, cudaMemPoolAttrUsedMemCurrent));
  iota<<<n / 256, 256, 0, stream>>>(data, n, 7);
  static int host[n];
  cudaMemcpyAsync(host, data, n * sizeof(int), cudaMemcpyDeviceToHost, stream);
  std::printf("free async: %s\n", name(cudaFreeAsync(data, stream)));
  cudaStreamSynchronize(stream);
  std::printf("values: %d %d %d\n", host[0], host[1000], host[n - 1]);
  std::printf("used after the free: %llu, high %llu\n",
              attribute(pool, cudaMemPoolAttrUsedMemCurrent),
              attribute(pool, cudaMemPoolAttrUsedMemHigh));
  unsigned long long reset = 0;
  cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &reset);
  std::printf("high after a reset: %llu\n", attribute(pool, cudaMemPoolAttrUsedMemHigh));
  unsigned long long one = 1;
  std::printf("set the high mark to 1: %s\n",
              name(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &one)));
  cudaGetLastError();

  // A pool of one's own, made current and allocated from; cudaFree frees its memory too.
  cudaMemPoolProps props;
  std::memset(&props, 0, sizeof props);
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  cudaMemPool_t own;
  std::printf("create: %s\n", name(cudaMemPoolCreate(&own, &props)));
  int *a = nullptr, *b = nullptr;
  cudaMallocFromPoolAsync(reinterpret_cast<void **>(&a), 4096, own, stream);
  cudaDeviceSetMemPool(0, own);
  cudaMallocAsync(&b, 8192, stream);
  std::printf("own pool used: %llu, default pool used: %llu\n",
              attribute(own, cudaMemPoolAttrUsedMemCurrent),
              attribute(pool, cudaMemPoolAttrUsedMemCurrent));
  iota<<<1, 256, 0, stream>>>(a, 256, 1);
  iota<<<1, 256, 0, stream>>>(b, 256, 2);
  int last[2];
  cudaMemcpyAsync(&last[0], a + 255, sizeof(int), cudaMemcpyDeviceToHost, stream);
  cudaMemcpyAsync(&last[1], b + 255, sizeof(int), cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  std::printf("a[255] %d, b[255] %d\n", last[0], last[1]);
  cudaFreeAsync(a, stream);
  cudaFreeAsync(b, stream);
  cudaStreamSynchronize(stream);
  std::printf("own pool used after the frees: %llu\n",
              attribute(own, cudaMemPoolAttrUsedMemCurrent));
  cudaDeviceSetMemPool(0, pool);
  std::printf("destroy: %s\n", name(cudaMemPoolDestroy(own)));
  int *c = nullptr;
  cudaMallocAsync(&c, 256, stream);
  cudaStreamSynchronize(stream);
  std::printf("cudaFree of memory from cudaMallocAsync: %s\n", name(cudaFree(c)));

  // Errors.
  int *none = reinterpret_cast<int *>(1);
  cudaError_t zero = cudaMallocAsync(&none, 0, stream);
  std::printf("malloc async of 0 bytes: %s, %s\n", name(zero), none ? "not null" : "null");
  int local = 0;
  std::printf("free async of host memory: %s\n", name(cudaFreeAsync(&local, stream)));
  cudaGetLastError();
  std::printf("default pool of device 99: %s\n", name(cudaDeviceGetDefaultMemPool(&pool, 99)));
  cudaGetLastError();
  cudaStreamDestroy(stream);
  std::printf("last: %s\n", name(cudaDeviceSynchronize()));
  return 0;
}
