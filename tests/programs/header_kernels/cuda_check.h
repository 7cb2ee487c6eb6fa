// The launch check this program carries in a header of its own, spelled with the CUDA runtime
// API, over the shared header of the same name (CHECK): cu2cl translates both, into
// cuda_check.host.h and cu2cl_up/common/cuda_check.host.h beside the host file.
#pragma once

#include "../common/cuda_check.h"

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

inline void checkLastLaunch(const char *what) {
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) {
    std::fprintf(stderr, "launch of %s failed: %s\n", what, cudaGetErrorString(err));
    std::exit(EXIT_FAILURE);
  }
}
