/* cuda_fp16.h: CUDA's half precision and bfloat16, from cu2cl's runtime header cu2cl/half.h
 * (runtime/host/include, copied beside this one): device code that uses them is translated with
 * its functions; host code includes the same header as <cu2cl/half.h>. */
#include "cu2cl/half.h"
