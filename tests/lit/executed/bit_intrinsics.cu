// Bit intrinsics translated by cu2cl and run on the OpenCL device, on edge
// values: 0, 1, the sign bit, all ones, single high/low bits, alternating
// patterns, and 64-bit values whose set bits are all in one word. Each thread
// takes one 32-bit and one 64-bit value. Measured on the H100
// (warp-semantics.md section 1): __ffs(0) = 0, __clz(0) = 32, __clzll(0) = 64,
// __brev(1) = 0x80000000, __ffsll(1 << 32) = 33. Expected values:
// Inputs/bit_intrinsics.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/bit_intrinsics.cl bits 1 24 192 8 > %t/actual.txt
// RUN: python3 %S/Inputs/bit_intrinsics.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt

__constant__ unsigned kWords[24] = {
    0u,          1u,          2u,          3u,          0x80000000u, 0x80000001u,
    0xffffffffu, 0x7fffffffu, 0x00010000u, 0x0000ffffu, 0xffff0000u, 0x55555555u,
    0xaaaaaaaau, 0x12345678u, 0x40000000u, 0xfffffffeu, 0x00000100u, 0x08000000u,
    0xc0000000u, 0x00000003u, 0x80008000u, 0x0f0f0f0fu, 0xdeadbeefu, 0x00800000u};
__constant__ unsigned long long kLongs[24] = {
    0ull,
    1ull,
    0x100000000ull,
    0x8000000000000000ull,
    0xffffffffffffffffull,
    0x00000000ffffffffull,
    0xffffffff00000000ull,
    0x8000000000000001ull,
    0x0123456789abcdefull,
    0x7fffffffffffffffull,
    0x0000000080000000ull,
    0x5555555555555555ull,
    0xaaaaaaaaaaaaaaaaull,
    0x0000000100000001ull,
    0x4000000000000000ull,
    0xfffffffffffffffeull,
    0x0000800000000000ull,
    0x00000000000f0000ull,
    0xdeadbeefcafef00dull,
    0x2ull,
    0x8000000080000000ull,
    0x00ff00ff00ff00ffull,
    0x0000000000000003ull,
    0x1000000000000000ull};

// One line per thread: __popc, __clz, __ffs, __brev of kWords[t], then
// __popcll, __clzll, __ffsll, __brevll of kLongs[t].
__global__ void bits(long long *out) {
  unsigned t = threadIdx.x;
  unsigned w = kWords[t];
  unsigned long long l = kLongs[t];
  long long *o = out + t * 8u;
  o[0] = __popc(w);
  o[1] = __clz((int)w);
  o[2] = __ffs((int)w);
  o[3] = __brev(w);
  o[4] = __popcll(l);
  o[5] = __clzll((long long)l);
  o[6] = __ffsll((long long)l);
  o[7] = (long long)__brevll(l);
}
