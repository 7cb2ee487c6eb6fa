/* cuda_fp8.h: not translated by cu2cl. A program that includes it stops here, at its #include,
 * with one error naming what is missing (instead of falling through to an installed CUDA
 * toolkit's header and its unrelated errors). docs/reliability.md lists what cu2cl translates. */
#ifndef CU2CL_CUDA_FP8_H
#define CU2CL_CUDA_FP8_H
#error "cu2cl does not translate 8-bit floating point (__nv_fp8_*) (cuda_fp8.h) yet"
#endif
