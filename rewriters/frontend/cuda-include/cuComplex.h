/* cuComplex.h: CUDA's complex numbers, from cu2cl's runtime header (runtime/host/include/cu2cl/
 * cuComplex.h, copied beside this one): device code that uses them is translated with its
 * functions; host code includes the same header as <cu2cl/cuComplex.h>. */
#include "cu2cl/cuComplex.h"
