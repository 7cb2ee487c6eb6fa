/* cublasLt.h: not translated by cu2cl. A program that includes it stops here, at its #include,
 * with one error naming what is missing (instead of falling through to an installed CUDA
 * toolkit's header and its unrelated errors). docs/reliability.md lists what cu2cl translates. */
#ifndef CU2CL_CUBLASLT_H
#define CU2CL_CUBLASLT_H
#error "cu2cl does not translate the cuBLASLt library (cublasLt.h) yet"
#endif
