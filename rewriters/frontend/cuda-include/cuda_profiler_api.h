/* cudaProfilerStart and cudaProfilerStop (declared in cu2cl_runtime_api.h): the host runtime's
 * do nothing, as CUDA's do with no profiler attached. */
#ifndef CU2CL_CUDA_PROFILER_API_H
#define CU2CL_CUDA_PROFILER_API_H
#include "cuda_runtime_api.h"
#endif
