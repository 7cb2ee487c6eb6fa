/* cu2cl device library: size of the per-work-group scratch buffer.
 *
 * This header is plain C: it is included by device.h (OpenCL C) and may be included by host
 * C/C++ code (the host runtime) to size the extra `__local ulong*` kernel argument.
 *
 * Every kernel that uses a warp or block primitive gets one extra argument
 * `__local ulong* cu2cl_scratch` of exactly CU2CL_SCRATCH_ULONGS(wg) ulongs
 * (CU2CL_SCRATCH_BYTES(wg) bytes), where wg is the number of work-items in the work-group
 * (product of the three local sizes). Layout:
 *   [0, round_up(wg, 32))            one exchange slot per lane, warp w at [32w, 32w+32)
 *   [round_up(wg, 32), wg + 32)      block-wide reduction counters (at least 1 slot)
 * round_up(wg, 32) <= wg + 31, so the counter slot always exists.
 */
#ifndef CU2CL_DEVICE_SCRATCH_H
#define CU2CL_DEVICE_SCRATCH_H

#define CU2CL_WARP_SIZE 32
/* Number of ulongs of the scratch buffer for a work-group of `wg` work-items. */
#define CU2CL_SCRATCH_ULONGS(wg) ((wg) + 32u)
/* The same in bytes (sizeof(ulong) == 8 on every OpenCL device). */
#define CU2CL_SCRATCH_BYTES(wg) (8u * CU2CL_SCRATCH_ULONGS(wg))

#endif
