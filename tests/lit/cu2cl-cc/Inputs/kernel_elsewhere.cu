// A kernel declared here and defined in another file (cu2cl-cc/kernel_scopes.test).
__global__ void elsewhere(int *d);

int main() {
  int *d = nullptr;
  elsewhere<<<1, 1>>>(d);
  return 0;
}
