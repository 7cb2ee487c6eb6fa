// <cuda_runtime_api.h> for C++ files that call the CUDA runtime: see cuda_runtime.h beside it.
#pragma once
#include "cuda_runtime.h"
