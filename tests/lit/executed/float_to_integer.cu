// Floating-point to integer conversions as NVIDIA GPUs compute them: out-of-range values
// saturate to the target's range and NaN becomes 0 (PTX cvt), where C and OpenCL C leave the
// result undefined (x86 gives 0x80000000 and PoCL whatever its vector unit gives). Each thread
// converts one value of kF (and kD) in every way a program can: casts to each integer type,
// implicit conversions (an initialiser, a compound assignment, an argument), and the rounding
// intrinsics. Expected: what CUDA 13.0 printed on an H200 (nvcc -O2 -arch=sm_90).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/float_to_integer.cl convert 1 36 1008 28 > %t/actual.txt
// RUN: diff %S/Inputs/float_to_integer.expected %t/actual.txt

#define INF __int_as_float(0x7f800000)
#define NAN_ __int_as_float(0x7fc00000)

__constant__ float kF[36] = {0.0f,         -0.0f,       0.5f,        -0.5f,       1.5f,
                             2.5f,         -1.5f,       -2.5f,       127.6f,      128.0f,
                             -129.0f,      200.0f,      255.9f,      256.0f,      300.0f,
                             -300.0f,      32767.5f,    32768.0f,    65535.0f,    65536.0f,
                             70000.0f,     -40000.0f,   2147483520.0f, 3.0e9f,    4.3e9f,
                             -3.0e9f,      9.2e18f,     1.0e19f,     2.0e19f,     -1.0e19f,
                             1.0e-30f,     -1.0e-45f,   1.0e38f,     0.0f,        0.0f,
                             0.0f};
__constant__ double kD[4] = {1.0e300, -1.0e300, 4294967295.5, -2147483648.5};

__device__ int asInt(int v) { return v; }

// 28 results per thread, as long long.
__global__ void convert(long long *out) {
  unsigned t = threadIdx.x;
  float f = kF[t];
  if (t == 33)
    f = INF;
  if (t == 34)
    f = -INF;
  if (t == 35)
    f = NAN_;
  double d = t < 32 ? (double)f : kD[t - 32];
  if (t == 35)
    d = (double)NAN_;
  long long *o = out + t * 28u;
  o[0] = (int)f;
  o[1] = (unsigned)f;
  o[2] = (long long)f;
  o[3] = (long long)(unsigned long long)f;
  o[4] = (short)f;
  o[5] = (unsigned short)f;
  o[6] = (signed char)f;
  o[7] = (unsigned char)f;
  int implicitInit = f;
  o[8] = implicitInit;
  int accumulated = 5;
  accumulated += f;
  o[9] = accumulated;
  o[10] = asInt(f);
  o[11] = __float2int_rn(f);
  o[12] = __float2int_rd(f);
  o[13] = __float2int_ru(f);
  o[14] = __float2uint_rn(f);
  o[15] = __float2ll_rn(f);
  o[16] = (long long)__float2ull_rz(f);
  o[17] = static_cast<int>(f);
  o[18] = (int)d;
  o[19] = (unsigned)d;
  o[20] = (long long)d;
  o[21] = (long long)(unsigned long long)d;
  o[22] = (short)d;
  o[23] = (unsigned char)d;
  o[24] = __double2int_rn(d);
  o[25] = __double2uint_rz(d);
  o[26] = __double2ll_rd(d);
  o[27] = (long long)__double2ull_rn(d);
}
