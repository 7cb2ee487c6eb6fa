// char, signed char, short and their unsigned forms keep CUDA's sizes and
// signedness (char is signed, as on the x86-64 host); arithmetic on them
// promotes to int as in C. sizeof keeps its operand, with the type spelled
// the OpenCL way.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/small_types_and_sizeof.cl | FileCheck %s
// RUN: %cl-build-check %t/small_types_and_sizeof.cl | FileCheck %s --check-prefix=BUILT
// RUN: %cl-run %t/small_types_and_sizeof.cl values 1 1 9 | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: __kernel void small(__global char *c, ulong c_cu2cl_offset, __global short *s, ulong s_cu2cl_offset,
// CHECK-NEXT: __global uchar *u, ulong u_cu2cl_offset, __global ushort *us,
// CHECK-NEXT: ulong us_cu2cl_offset, __global char *sc, ulong sc_cu2cl_offset) {
__global__ void small(char *c, short *s, unsigned char *u, unsigned short *us, signed char *sc) {
  int i = threadIdx.x;
  // CHECK: char a = c[i];
  // CHECK-NEXT: short b = s[i];
  // CHECK-NEXT: uchar d = u[i];
  // CHECK-NEXT: u[i] = d + 1;
  // CHECK-NEXT: s[i] = b * 2;
  // CHECK-NEXT: c[i] = a - 'a';
  // CHECK-NEXT: us[i] = (ushort)(b + d);
  // CHECK-NEXT: sc[i] = -1;
  char a = c[i];
  short b = s[i];
  unsigned char d = u[i];
  u[i] = d + 1;
  s[i] = b * 2;
  c[i] = a - 'a';
  us[i] = (unsigned short)(b + d);
  sc[i] = -1;
}

// CHECK-LABEL: __kernel void values(__global long *out, ulong out_cu2cl_offset) {
// CHECK: out[0] = sizeof(char) + sizeof(short) + sizeof(long) + sizeof(ulong);
// CHECK-NEXT: out[1] = sizeof(small) + sizeof(float4) + sizeof(int2) + sizeof(uchar4);
// VALUE: 19
// VALUE-NEXT: 29
// VALUE-NEXT: 8
// VALUE-NEXT: 255
// VALUE-NEXT: 0
// VALUE-NEXT: -128
// VALUE-NEXT: 65535
// VALUE-NEXT: 300
// VALUE-NEXT: 44
__global__ void values(long long *out) {
  char small = 127;
  unsigned char byte = 255;
  short minus = -1;
  out[0] = sizeof(char) + sizeof(short) + sizeof(long long) + sizeof(size_t);
  out[1] = sizeof small + sizeof(float4) + sizeof(int2) + sizeof(uchar4);
  out[2] = sizeof(long);
  out[3] = byte;
  byte += 1; // wraps to 0
  out[4] = byte;
  small += 1; // wraps to -128
  out[5] = small;
  out[6] = (unsigned short)minus;
  out[7] = byte + 300; // promoted to int: no wrap
  out[8] = (unsigned char)300;
}
// BUILT: kernel small
// BUILT: kernel values
