// The device-wide algorithms instantiated as the translator instantiates them, for
// tests/unit/algorithms_test.cpp.
#include <cu2cl/algorithms.h>

// A stateless functor (`struct IsPositive`, empty) and a stateful one (`struct Above { int
// threshold; }`), spelled as the translator spells them.
bool is_positive_call(int x) { return x > 0; }
typedef struct {
  int threshold;
} Above;
bool above_call(const Above *self, int x) { return x > self->threshold; }
bool is_negative_f_call(float x) { return x < 0.0f; }

CU2CL_DEFINE_SCAN(scan_int, int)
CU2CL_DEFINE_SCAN(scan_uint, uint)
CU2CL_DEFINE_SCAN(scan_float, float)
CU2CL_DEFINE_SCAN(scan_long, long)
CU2CL_DEFINE_SCAN(scan_ulong, ulong)
CU2CL_DEFINE_REDUCE(reduce_int, int)
CU2CL_DEFINE_REDUCE(reduce_uint, uint)
CU2CL_DEFINE_REDUCE(reduce_float, float)
CU2CL_DEFINE_REDUCE(reduce_long, long)
CU2CL_DEFINE_COUNT_IF(count_positive, int, is_positive_call)
CU2CL_DEFINE_COUNT_IF_WITH_STATE(count_above, int, Above, above_call)
CU2CL_DEFINE_COPY_IF(copy_positive, int, is_positive_call)
CU2CL_DEFINE_COPY_IF_WITH_STATE(copy_above, int, Above, above_call)
CU2CL_DEFINE_COPY_IF(copy_negative_float, float, is_negative_f_call)
#ifdef cl_khr_fp64
CU2CL_DEFINE_SCAN(scan_double, double)
CU2CL_DEFINE_REDUCE(reduce_double, double)
#endif
