// Needs -DWIDTH and an include directory to translate.
#include "width_helpers.h"
__global__ void fill(int *out) { out[threadIdx.x] = widthTimes(WIDTH); }
