// subgroup_loop.cl with every device-library function force-inlined: tells whether the wrong
// results come from a barrier-holding helper that the compiler did not inline (it has several
// call sites once a program has several kernels).
#define CU2CL_INLINE static inline __attribute__((always_inline))
#include "subgroup_loop.cl"
