// Two kernels of one name and the same parameters in two namespaces, and a kernel named like a
// __device__ function (cu2cl-cc/kernel_scopes.test).

namespace a {
__global__ void k(int *d) { d[0] = 1; }
} // namespace a
namespace b {
__global__ void k(int *d) { d[0] = 2; }
} // namespace b
__device__ int mixed(int v) { return v + 1; }
__global__ void mixed(int *d) { d[0] = mixed(3); }

int main() {
  int *d = nullptr;
  a::k<<<1, 1>>>(d);
  b::k<<<1, 1>>>(d);
  mixed<<<1, 1>>>(d);
  return 0;
}
