// A shuffle in a loop whose trip count depends on the thread (the mask names
// the lanes still iterating), its lane mask taken from the loop counter, and an
// if/else on the result. cu2cl's uniform loop
//   for (;;) { if (cu2cl_loop1) cu2cl_loop1 = i < t % 6u;
//              if (!cu2cl_loop_continues(cu2cl_loop1, ...)) break;
//              ... cu2cl_shfl_xor_sync_i64(m, v, (int)i + 1, ...) ...
//              if (cu2cl_iteration2) if (...) v = r; else undefs += 100;
//              if (cu2cl_loop1) ++i; }
// is correct OpenCL, but PoCL 3.1 never finished it: a PoCL miscompile (a
// hand-written OpenCL kernel of the same shape, without cu2cl's library, hangs
// as well). cu2cl therefore ends every such loop body with
// barrier(CLK_LOCAL_MEM_FENCE), which makes it finish with the values below
// (Inputs/uniform_loop_hang.py). The timeout turns a hang into a failure; it
// leaves room for PoCL to compile the program on a cold cache.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/uniform_loop_hang.cl loopHang 1 32 64 16 > %t/actual.txt
// RUN: python3 %S/Inputs/uniform_loop_hang.py | diff - %t/actual.txt

__global__ void loopHang(long long *out) {
  unsigned t = threadIdx.x, lane = t & 31u;
  long long v = t, undefs = 0;
  for (unsigned i = 0; i < t % 6u; ++i) {
    unsigned m = 0;
    for (unsigned j = 0; j < 32u; ++j)
      if (j % 6u > i)
        m |= 1u << j;
    long long r = __shfl_xor_sync(m, v, (int)i + 1);
    if ((m >> (lane ^ (i + 1u))) & 1u)
      v = r;
    else
      undefs += 100;
  }
  out[t * 2] = v;
  out[t * 2 + 1] = undefs;
}
