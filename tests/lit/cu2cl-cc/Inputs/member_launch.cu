#include <cstdio>
#include "member_launch/tree.cuh"

int main() {
  Tree<Pool> tree(64);
  int *out;
  cudaMalloc(&out, 32 * sizeof(int));
  tree.claimAll(out, 32);
  int claimed[32], count = 0, slots[64];
  cudaMemcpy(claimed, out, sizeof claimed, cudaMemcpyDeviceToHost);
  cudaMemcpy(&count, tree.pool.count, sizeof count, cudaMemcpyDeviceToHost);
  cudaMemcpy(slots, tree.pool.slots, sizeof slots, cudaMemcpyDeviceToHost);
  int sum = 0, ones = 0;
  for (int i = 0; i < 64; ++i)
    sum += slots[i];
  for (int i = 0; i < 32; ++i)
    ones += claimed[i];
  printf("count %d, claimed %d, slot sum %d\n", count, ones, sum);
  return 0;
}
