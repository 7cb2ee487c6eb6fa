#pragma once
#include <cuda_runtime.h>

struct Pair {
  int a, b;
};

__global__ void fill(int *out, int value) { out[threadIdx.x] = value + threadIdx.x; }
