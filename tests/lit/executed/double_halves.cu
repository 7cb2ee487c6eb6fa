// A double's 32-bit halves (__double2hiint, __double2loint) and a double made of two halves
// (__hiloint2double, HeCBench intrinsics-cast; cu2cl did not declare it). The high half holds
// the sign, the exponent and the top of the mantissa. Expected from Python's struct module;
// CUDA 13.0 on an H200 printed the same (scripts/gpu/record-executed.sh).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/double_halves.cl halves 1 4 12 3 > %t/actual.txt
// RUN: python3 -c "import struct; v = [1.5, -2.25, 1e300, 5e-324]; w = [(struct.unpack('<ii', struct.pack('<d', x))) for x in v]; print('\n'.join(f'{hi} {lo} ' + str(struct.unpack('<q', struct.pack('<d', struct.unpack('<d', struct.pack('<ii', lo ^ 1, hi))[0]))[0]) for lo, hi in w))" > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
// __uint2double_rn (also missing) of 2^32 - 1 and __int2double_rn of -5, exact, times 2:
// RUN: timeout 120 %cl-run %t/double_halves.cl exact 1 1 2 2 > %t/exact.txt
// RUN: echo "8589934590 -10" > %t/exact.expected
// RUN: diff %t/exact.expected %t/exact.txt

__constant__ double kValues[4] = {1.5, -2.25, 1e300, 5e-324};

// Per thread: the high and low halves, and the bits of the double rebuilt with the low half's
// last bit flipped.
__global__ void halves(long long *out) {
  unsigned t = threadIdx.x;
  double v = kValues[t];
  int hi = __double2hiint(v), lo = __double2loint(v);
  out[3 * t] = hi;
  out[3 * t + 1] = lo;
  out[3 * t + 2] = __double_as_longlong(__hiloint2double(hi, lo ^ 1));
}

__global__ void exact(long long *out) {
  out[0] = (long long)(__uint2double_rn(0xffffffffu + threadIdx.x) * 2.0);
  out[1] = (long long)(__int2double_rn(-5 - (int)threadIdx.x) * 2.0);
}
