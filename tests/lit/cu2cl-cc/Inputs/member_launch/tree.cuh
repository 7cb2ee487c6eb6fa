#pragma once
#include "pool.cuh"

namespace kernels {
template <typename PoolT> __global__ void claim(int *out, PoolT pool) {
  int slot = pool.take();
  pool.slots[slot] = threadIdx.x + 1;
  out[threadIdx.x] = slot >= 0;
}
} // namespace kernels

template <typename PoolT> class Tree {
public:
  explicit Tree(int size) { pool.init(size); }
  void claimAll(int *out, int threads);
  PoolT pool;
};

#include "tree_host.cu"
