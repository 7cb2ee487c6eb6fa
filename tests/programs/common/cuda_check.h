// CHECK(call): a CUDA runtime call whose error ends the program with CUDA's message, as the
// whole-program tests write it. CUDA in a header of the user's: cu2cl translates this header
// into a copy beside each program's host file.
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
