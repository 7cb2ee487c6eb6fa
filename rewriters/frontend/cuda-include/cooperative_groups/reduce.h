/* Provided by cu2cl: cg::reduce is declared with the rest of cooperative groups. */
#include "../cooperative_groups.h"
