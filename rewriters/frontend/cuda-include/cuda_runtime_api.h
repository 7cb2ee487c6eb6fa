/* Provided by cu2cl; everything is declared in the implicitly included cu2cl_cuda_runtime.h. */
#include "cu2cl_cuda_runtime.h"
