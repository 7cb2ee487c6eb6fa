// Private arrays in code that synchronises. (1) An array declared inside a loop whose lanes
// leave at different iterations: PoCL (3.1 and 5) miscompiled the emulated form at -O2 (lanes
// that stayed in the loop got the values of lanes that had left, as if the loop's exit were
// theirs; right without optimisation), so on CPU devices cu2cl declares such an array at the
// top of its function (CUDA's each-iteration array starts indeterminate: one array computes
// the same; GPUs keep it in the loop).
// Found by the differential test (tests/difftest). (2) An array initialised from work-item
// values where not every thread runs: assigned element by element under the predicate (cu2cl
// refused it before). Both outputs recorded from CUDA 13.0 on an H200 (Inputs/).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: FileCheck %s --check-prefix=DECL < %t/loop_private_arrays.cl
// RUN: timeout 120 %cl-run %t/loop_private_arrays.cl loopArray 1 32 160 16 --int > %t/loop.txt
// RUN: diff %S/Inputs/loop_private_arrays.loop.txt %t/loop.txt
// RUN: timeout 120 env CU2CL_WARP_FORM=0 %cl-run %t/loop_private_arrays.cl loopArray 1 32 160 16 --int > %t/loop0.txt
// RUN: diff %S/Inputs/loop_private_arrays.loop.txt %t/loop0.txt
// RUN: timeout 120 %cl-run %t/loop_private_arrays.cl divergentInit 1 64 64 16 --int > %t/init.txt
// RUN: diff %S/Inputs/loop_private_arrays.init.txt %t/init.txt
// RUN: timeout 120 env CU2CL_WARP_FORM=0 %cl-run %t/loop_private_arrays.cl divergentInit 1 64 64 16 --int > %t/init0.txt
// RUN: diff %S/Inputs/loop_private_arrays.init.txt %t/init0.txt

// DECL-LABEL: {{^}}CU2CL_KERNEL_ATTRS __kernel void loopArray(
// DECL: {{^ *}}#else
// DECL: {{^ *}}#endif
// DECL-NEXT: {{^ *}}#if CU2CL_DEVICE_CPU
// DECL-NEXT: {{^ *}}uint steps[4];
// DECL: {{^ *}}#if !CU2CL_DEVICE_CPU
// DECL-NEXT: {{^ *}}uint steps[4];
// DECL-LABEL: {{^}}CU2CL_KERNEL_ATTRS __kernel void divergentInit(
// DECL: {{^ *}}#else
// DECL: {{^ *}}uint v[4];
// DECL-NEXT: {{^ *}}if (cu2cl_then{{[0-9]+}}) {
// DECL-NEXT: {{^ *}}v[0] = lane;
// DECL-NEXT: {{^ *}}v[1] = lane * 2u;
// DECL-NEXT: {{^ *}}v[2] = 7u;
// DECL-NEXT: {{^ *}}v[3] = 0;

// Lanes 0-5 leave after the first iteration; the others go pass up to four times. Each
// records the ballot of every iteration it runs, and mixes an array declared in the loop
// into a running value.
__global__ void loopArray(unsigned *out) {
  const unsigned lane = threadIdx.x & 31u;
  unsigned acc = lane * 0x9e3779b9u;
  unsigned seen[4] = {0u, 0u, 0u, 0u};
  unsigned present[4];
  for (unsigned j = 0u; j < 4u; ++j)
    present[j] = __ballot_sync(0xffffffffu, lane + 32u * j < 106u);
  unsigned staying = 0xffffffffu;
  for (unsigned i = lane, pass = 0u; i < 106u; i += 32u, ++pass) {
    const unsigned mask = staying & present[pass];
    unsigned steps[4];
    steps[0] = 5u;
    steps[1] = 6u;
    steps[2] = 7u;
    steps[3] = 9u;
    acc ^= steps[(acc >> 3) & 3u] + steps[3];
    seen[pass] = __ballot_sync(mask, lane & 1u);
    const unsigned leaving = __ballot_sync(mask, lane < 6u);
    if (lane < 6u)
      break;
    staying &= ~leaving;
  }
  for (unsigned j = 0u; j < 4u; ++j)
    out[lane * 4u + j] = seen[j];
  out[128u + lane] = acc;
}

// Odd lanes fill an array from their own values, then vote on one of its elements.
__global__ void divergentInit(unsigned *out) {
  const unsigned lane = threadIdx.x & 31u;
  unsigned sum = 0u;
  if (lane & 1u) {
    unsigned v[4] = {lane, lane * 2u, 7u};
    sum = v[lane & 3u] + v[3];
    sum += __popc(__ballot_sync(0xaaaaaaaau, v[1] > 20u));
  }
  out[threadIdx.x] = sum;
}
