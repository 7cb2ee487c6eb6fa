#pragma once
#include <cuda_runtime.h>

// A struct with pointers and its own copy operations (kernel arguments are its bytes).
class Pool {
public:
  void init(int size) {
    cudaMalloc(&slots, size * sizeof(int));
    cudaMemset(slots, 0, size * sizeof(int));
    cudaMalloc(&count, sizeof(int));
    cudaMemset(count, 0, sizeof(int));
  }
  Pool() = default;
  Pool(const Pool &other) : slots(other.slots), count(other.count) {}
  Pool &operator=(const Pool &other) {
    slots = other.slots;
    count = other.count;
    return *this;
  }
  __device__ int take() { return atomicAdd(count, 1); }
  int *slots = nullptr;
  int *count = nullptr;
};
