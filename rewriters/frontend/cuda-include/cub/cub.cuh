/* CUB's device-wide algorithms as host code parses against them (declarations only, see
 * thrust/execution_policy.h). cu2cl translates DeviceReduce::Sum and DeviceScan::ExclusiveSum /
 * InclusiveSum; see rewriters/AlgorithmCalls.cpp. The block-wide reduction is device code
 * (cub/block/block_reduce.cuh). */
#ifndef CU2CL_CUB_CUB_CUH
#define CU2CL_CUB_CUB_CUH
#include <cub/block/block_reduce.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_select.cuh>
#endif
