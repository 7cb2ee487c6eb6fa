// Reached with "..": its copy goes beside the copy of the header that includes it.
#pragma once
#include <cstdio>
#define CHECK(call)                                                                                \
  do {                                                                                             \
    if ((call) != cudaSuccess)                                                                     \
      std::printf("error: %s\n", cudaGetErrorString(cudaGetLastError()));                         \
  } while (0)
