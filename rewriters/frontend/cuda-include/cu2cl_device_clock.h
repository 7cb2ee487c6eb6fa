/* clock() and clock64() in device code. OpenCL C 1.2 has no cycle counter, so cu2cl's clock is
 * a counter of the device that every call advances by one (the program variable
 * cu2cl_clock_ticks, which the runtime binds): two readings in one thread differ by at least
 * one per call between them, so elapsed times are positive and loops that wait for a number
 * of cycles end, but the values count calls, not cycles.
 *
 * The bodies are translated like the program's own device code (the annotation). */
#ifndef CU2CL_DEVICE_CLOCK_H
#define CU2CL_DEVICE_CLOCK_H

extern "C" {
__device__ unsigned long long cu2cl_clock_ticks;
}

__device__ __attribute__((annotate("cu2cl-translated"))) static inline long long clock64(void) {
  return (long long)atomicAdd(&cu2cl_clock_ticks, 1ull);
}
__device__ __attribute__((annotate("cu2cl-translated"))) static inline long clock(void) noexcept {
  return (long)atomicAdd(&cu2cl_clock_ticks, 1ull);
}
#endif
