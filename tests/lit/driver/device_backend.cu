// --device-backend fixes the warp primitives' implementation in the emitted
// file; by default the runtime chooses per device. A bad value is exit 2.
// RUN: rm -rf %t && mkdir -p %t/auto %t/forced
// RUN: %cu2cl %s -o %t/auto/
// RUN: FileCheck %s --check-prefix=AUTO < %t/auto/device_backend.cl
// RUN: %cu2cl %s -o %t/forced/ --device-backend=emulated
// RUN: FileCheck %s --check-prefix=FORCED < %t/forced/device_backend.cl
// RUN: %cl-run %t/forced/device_backend.cl vote 1 32 1 | FileCheck %s --check-prefix=VALUE
// RUN: %expect-exit 2 %cu2cl %s -o %t/ --device-backend=gpu

// AUTO-NOT: CU2CL_BACKEND
// AUTO: #include <cu2cl/device.h>
// FORCED: // cu2cl --device-backend=emulated
// FORCED-NEXT: #undef CU2CL_BACKEND_SUBGROUP
// FORCED-NEXT: #undef CU2CL_BACKEND_NVIDIA
// FORCED-NEXT: #ifndef CU2CL_BACKEND_EMULATED
// FORCED-NEXT: #define CU2CL_BACKEND_EMULATED 1
// FORCED-NEXT: #endif
// FORCED-NEXT: #include <cu2cl/device.h>
// VALUE: 2863311530
__global__ void vote(long long *out) {
  unsigned b = __ballot_sync(0xffffffffu, threadIdx.x & 1);
  if (threadIdx.x == 0)
    out[0] = b;
}
