// __dp4a, __dp2a_lo and __dp2a_hi, signed and unsigned, on int arguments and on char4/short2
// vectors, and __sincosf. Expected values: Inputs/dot_products.py, from CUDA's documented
// semantics (signed or unsigned bytes and halfwords, sums modulo 2^32); CUDA 13.0 on an H200
// printed the same (scripts/gpu/record-executed.sh).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/dot_products.cl dots 1 8 56 7 > %t/actual.txt
// RUN: python3 %S/Inputs/dot_products.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt

__constant__ unsigned kA[8] = {0x01020304u, 0xff80007fu, 0xffffffffu, 0x80808080u,
                               0x7f7f7f7fu, 0x12345678u, 0u,          0xdeadbeefu};
__constant__ unsigned kB[8] = {0x05060708u, 0x7fff80ffu, 0xffffffffu, 0x80808080u,
                               0x81818181u, 0x9abcdef0u, 0x11111111u, 0xcafef00du};
__constant__ unsigned kC[8] = {0u, 1u, 0xffffffffu, 0x7fffffffu, 0x80000000u, 12345u, 7u,
                               0xfffffff0u};

// One line per thread: __dp4a int, unsigned, char4/uchar4; __dp2a_lo and _hi int, unsigned,
// short2/ushort2; and sincos of a small angle scaled to integers.
__global__ void dots(long long *out) {
  unsigned t = threadIdx.x;
  long long *o = out + t * 7u;
  int a = (int)kA[t], b = (int)kB[t], c = (int)kC[t];
  char4 a4 = make_char4(a & 0xff, (a >> 8) & 0xff, (a >> 16) & 0xff, (a >> 24) & 0xff);
  char4 b4 = make_char4(b & 0xff, (b >> 8) & 0xff, (b >> 16) & 0xff, (b >> 24) & 0xff);
  uchar4 ua4 = make_uchar4(a & 0xff, (a >> 8) & 0xff, (a >> 16) & 0xff, (a >> 24) & 0xff);
  uchar4 ub4 = make_uchar4(b & 0xff, (b >> 8) & 0xff, (b >> 16) & 0xff, (b >> 24) & 0xff);
  short2 a2 = make_short2(a & 0xffff, (a >> 16) & 0xffff);
  ushort2 ua2 = make_ushort2(a & 0xffff, (a >> 16) & 0xffff);
  o[0] = __dp4a(a, b, c);
  o[1] = __dp4a(kA[t], kB[t], kC[t]);
  o[2] = (long long)__dp4a(a4, b4, c) - (long long)__dp4a(ua4, ub4, kC[t]);
  o[3] = (long long)__dp2a_lo(a, b, c) * 3 + __dp2a_hi(a, b, c);
  o[4] = (long long)__dp2a_lo(kA[t], kB[t], kC[t]) * 3 + __dp2a_hi(kA[t], kB[t], kC[t]);
  o[5] = (long long)__dp2a_lo(a2, b4, c) - (long long)__dp2a_hi(ua2, ub4, kC[t]);
  float s, co;
  __sincosf(0.25f * t, &s, &co);
  o[6] = (long long)(s * 1000.0f + 0.5f) * 10000 + (long long)(co * 1000.0f + 0.5f);
}
