// Two kernels of one name: in two namespaces, and overloads (cu2cl-cc/kernel_scopes.test).

namespace a {
__global__ void k(int *d) { d[0] = 1; }
} // namespace a
namespace b {
__global__ void k(int *d) { d[0] = 2; }
} // namespace b
__global__ void over(int *d) { d[0] = 3; }
__global__ void over(float *d) { d[0] = 4; }

int main() {
  int *d = nullptr;
  a::k<<<1, 1>>>(d);
  b::k<<<1, 1>>>(d);
  over<<<1, 1>>>(d);
  return 0;
}
