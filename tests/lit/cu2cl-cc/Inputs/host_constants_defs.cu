// Host constants that another file declares `extern` (a program's constants.cu): no kernels
// and no functions, but definitions to link.
#include "host_constants.h"

const float scale = 2.5f;
const int count = 4;
