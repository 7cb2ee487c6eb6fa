/* CUB's device-wide algorithms as host code parses against them (declarations only, see
 * thrust/execution_policy.h). cu2cl translates DeviceReduce::Sum and DeviceScan::ExclusiveSum /
 * InclusiveSum; see rewriters/host/AlgorithmCalls.cpp. The block-wide collectives are device code
 * (cub/block/). */
#ifndef CU2CL_CUB_CUB_CUH
#define CU2CL_CUB_CUB_CUH
#include <cub/block/block_adjacent_difference.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_select.cuh>
#include <cub/thread_operators.cuh>
#include <cub/util_type.cuh>
#include <cub/warp/warp_reduce.cuh>

// CUDA's CUB reaches the host through libcu++, which includes these standard headers; programs
// that include <cub/cub.cuh> use std::chrono and friends without including them.
#include <array>
#include <chrono>
#include <iterator>
#include <limits>
#include <type_traits>
#include <utility>
#endif
