/* How cu2cl's CUB headers mark their device functions: they are cu2cl's own headers, and their
 * bodies are translated like the program's (rewriters/analysis/DeviceProgram.h,
 * TranslatedAnnotation). */
#ifndef CU2CL_CUB_DETAIL_CU2CL_CONFIG_CUH
#define CU2CL_CUB_DETAIL_CU2CL_CONFIG_CUH
#include <cuda_runtime.h>

#define CU2CL_CUB_DEVICE __device__ __attribute__((annotate("cu2cl-translated")))
#define CU2CL_CUB_HOST_DEVICE __host__ __device__ __attribute__((annotate("cu2cl-translated")))
#endif
