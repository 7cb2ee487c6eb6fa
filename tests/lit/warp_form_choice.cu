// Which form the runtime runs on this machine's CPU device (PoCL): the warp form for blocks of
// whole warps in one dimension; the kernel itself for a partial warp (48 threads), for a block
// of two rows, and with CU2CL_WARP_FORM=0. CU2CL_VERBOSE=1 says when it runs the warp form.
// (executed/warp_form.cu checks what both forms compute; this test is not run on the GPU
// machine, where no device is a CPU but PoCL's.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: env CU2CL_VERBOSE=1 timeout 120 %cl-run %t/warp_form_choice.cl ballots 1 64 64 32 2>&1 | FileCheck %s --check-prefix=FORM
// RUN: env CU2CL_VERBOSE=1 timeout 120 %cl-run %t/warp_form_choice.cl ballots 1 48 48 32 2>&1 | FileCheck %s --check-prefix=ITEMS
// RUN: env CU2CL_VERBOSE=1 timeout 120 %cl-run %t/warp_form_choice.cl ballots 1 32,2 64 32 2>&1 | FileCheck %s --check-prefix=ITEMS
// RUN: env CU2CL_VERBOSE=1 CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/warp_form_choice.cl ballots 1 64 64 32 2>&1 | FileCheck %s --check-prefix=ITEMS
// FORM: cu2cl: kernel 'ballots' runs as ballots__cu2cl_warps, one work-item per warp
// FORM: {{^(1227133513 ){31}1227133513$}}
// ITEMS-NOT: runs as
// ITEMS: {{^(1227133513 ){31}1227133513$}}

__global__ void ballots(long long *out) {
  unsigned t = threadIdx.x;
  out[t] = __ballot_sync(0xffffffffu, t % 3 == 0);
}
