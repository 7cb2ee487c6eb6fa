// A 32 KiB private array that lives across a barrier, in blocks of 256 threads: PoCL keeps it
// for every work-item of the group on its worker thread's stack (8 MiB, glibc's default for a
// new thread) and the kernel died with SIGSEGV (HeCBench fsm). The runtime raises the default
// stack of the threads created after it starts (runtime/host/src/WorkItemStacks.cpp). The
// expected sums follow from the kernel's definition (computed in Python, as CUDA defines them).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/large_private_arrays.cl bigLocal 2 256 512 16 --int > %t/out.txt
// RUN: diff %S/Inputs/large_private_arrays.txt %t/out.txt
// RUN: timeout 120 env CU2CL_WARP_FORM=0 %cl-run %t/large_private_arrays.cl bigLocal 2 256 512 16 --int > %t/out0.txt
// RUN: diff %S/Inputs/large_private_arrays.txt %t/out0.txt

__global__ void bigLocal(int *out) {
  unsigned char state[32768];
  for (int i = 0; i < 32768; ++i)
    state[i] = (unsigned char)(i * 7 + threadIdx.x);
  __syncthreads();
  int sum = 0;
  for (int i = threadIdx.x; i < 32768; i += 97)
    sum += state[i];
  out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}
