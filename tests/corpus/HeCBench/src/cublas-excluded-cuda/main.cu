// Excluded from the set: it needs cuBLAS (never built or run by the harness).
#include <cstdio>
#include <cublas_v2.h>

int main() {
  cublasHandle_t handle;
  cublasCreate(&handle);
  cublasDestroy(handle);
  printf("PASS\n");
  return 0;
}
