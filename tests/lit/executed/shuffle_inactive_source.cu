// A shuffle that reads a lane which does not execute it is undefined in CUDA; an H200 gives 0
// (measured with CUDA 13.0, at -O2 and -O0, whatever the lane's variable held), and
// cuda-samples' reduction relies on it: its reduce7 sums with __shfl_down_sync under a mask of
// the first warp's lanes that have a warp's partial sum. The translation gives 0 too, on every
// backend and in the warp form. Blocks of 48 (a tail warp of 16 lanes).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/shuffle_inactive_source.cl partialSums 2 48 96 16 --int > %t/sums.txt
// RUN: diff %S/Inputs/shuffle_inactive_source.sums.txt %t/sums.txt
// RUN: timeout 120 env CU2CL_WARP_FORM=0 %cl-run %t/shuffle_inactive_source.cl partialSums 2 48 96 16 --int > %t/sums0.txt
// RUN: diff %S/Inputs/shuffle_inactive_source.sums.txt %t/sums0.txt
// RUN: timeout 120 %cl-run %t/shuffle_inactive_source.cl readsInactive 1 48 48 16 --int > %t/reads.txt
// RUN: diff %S/Inputs/shuffle_inactive_source.reads.txt %t/reads.txt

// Lanes 0..7 of each warp sum their values with shfl_down from lanes 8..31, which do not
// execute the loop and hold other values.
__global__ void partialSums(int *out) {
  int lane = threadIdx.x & 31;
  int x = 1000 + 7 * lane + blockIdx.x;
  out[blockIdx.x * 48 + threadIdx.x] = -1;
  if (lane < 8) {
    x = lane + 1 + blockIdx.x;
    for (int offset = 16; offset > 0; offset /= 2)
      x += __shfl_down_sync(0xffu, x, offset);
  }
  out[blockIdx.x * 48 + threadIdx.x] = x;
}

// One shuffle, under a mask of the lanes that execute it, from lanes that do not.
__global__ void readsInactive(int *out) {
  int lane = threadIdx.x & 31;
  int x = lane + 100;
  unsigned mask = __ballot_sync(0xffffffffu, lane % 3 == 0);
  if (lane % 3 == 0)
    x = __shfl_sync(mask, x * 2, lane + 1);
  out[threadIdx.x] = x;
}
