/* assert() in device code, as CUDA has it: the first failing assertion of a launch is recorded
 * in the program variable cu2cl_assertion (its expression, file, line, function, block and
 * thread); the host runtime reads it back after the kernel, prints CUDA's message and makes
 * every later CUDA call fail with cudaErrorAssert (runtime/host/src/RuntimeVariables.cpp).
 * Unlike CUDA, the failing thread goes on after the assertion. __trap() is recorded the same
 * way and fails the calls with cudaErrorLaunchFailure.
 *
 * The body below is translated like the program's own device code (the annotation); the
 * record's layout is cu2cl::abi::AssertionRecord's (runtime/abi/cu2cl/abi.h). */
#ifndef CU2CL_DEVICE_ASSERT_H
#define CU2CL_DEVICE_ASSERT_H
#include <assert.h>

struct cu2cl_assertion_record {
  unsigned int failed;
  unsigned int line;
  unsigned int block[3];
  unsigned int thread[3];
  char expression[256];
  char file[256];
  char function[256];
};

extern "C" {
__device__ struct cu2cl_assertion_record cu2cl_assertion;

__device__ __attribute__((annotate("cu2cl-translated"))) static inline void
cu2cl_assert_copy(char *to, const char *from) {
  int i = 0;
  for (; i < 255 && from[i] != 0; ++i)
    to[i] = from[i];
  to[i] = 0;
}

/* Where the first failure happened (the record's `failed` is already set). */
__device__ __attribute__((annotate("cu2cl-translated"))) static inline void
cu2cl_assert_where(void) {
  cu2cl_assertion.block[0] = blockIdx.x;
  cu2cl_assertion.block[1] = blockIdx.y;
  cu2cl_assertion.block[2] = blockIdx.z;
  cu2cl_assertion.thread[0] = threadIdx.x;
  cu2cl_assertion.thread[1] = threadIdx.y;
  cu2cl_assertion.thread[2] = threadIdx.z;
}

/* What glibc's assert() calls where the condition is false; CUDA declares it the same way for
 * device code. */
__device__ __attribute__((annotate("cu2cl-translated"))) static inline void
__assert_fail(const char *expression, const char *file, unsigned int line, const char *function) {
  if (atomicCAS(&cu2cl_assertion.failed, 0u, 1u) != 0u) // abi::AssertionFailed
    return;
  cu2cl_assertion.line = line;
  cu2cl_assert_where();
  cu2cl_assert_copy(cu2cl_assertion.expression, expression);
  cu2cl_assert_copy(cu2cl_assertion.file, file);
  cu2cl_assert_copy(cu2cl_assertion.function, function);
}

/* __trap() ends the launch with an error in CUDA: here the runtime fails the call that waits
 * for the kernel, and every later one, with cudaErrorLaunchFailure (the thread goes on). */
__device__ __attribute__((annotate("cu2cl-translated"))) static inline void __trap(void) {
  if (atomicCAS(&cu2cl_assertion.failed, 0u, 2u) == 0u) // abi::TrapExecuted
    cu2cl_assert_where();
}
}
#endif
