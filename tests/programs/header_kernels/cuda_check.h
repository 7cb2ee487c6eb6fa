// The error check every program of this kind carries in a header of its own, spelled with the
// CUDA runtime API: cu2cl translates it into a copy (cuda_check.host.h) beside the host file.
#pragma once

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                                \
  do {                                                                                             \
    cudaError_t err_ = (call);                                                                     \
    if (err_ != cudaSuccess) {                                                                     \
      std::fprintf(stderr, "CUDA error at %s:%d: %s: %s\n", __FILE__, __LINE__, #call,             \
                   cudaGetErrorString(err_));                                                      \
      std::exit(EXIT_FAILURE);                                                                     \
    }                                                                                              \
  } while (0)

inline void checkLastLaunch(const char *what) {
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) {
    std::fprintf(stderr, "launch of %s failed: %s\n", what, cudaGetErrorString(err));
    std::exit(EXIT_FAILURE);
  }
}
