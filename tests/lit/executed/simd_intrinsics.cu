// CUDA's SIMD intrinsics (per-halfword `2` and per-byte `4` arithmetic on 32-bit words: abs,
// absolute differences, add and subtract with wrap or saturation, averages, minimum, maximum,
// negation, comparisons as masks and as 0/1, sums of absolute differences) and CUDA 12's DPX
// functions (add then max or min, three-way max and min, with ReLU, max/min with which one won)
// on operands that reach every lane's edges: 0, 1, -1, the most negative and positive lanes,
// and mixed words.
// Expected values: CUDA 13.0 on an H200 (HeCBench intrinsics-simd).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/simd_intrinsics.cl simd 1 64 5248 82 --int > %t/simd.txt
// RUN: diff %S/Inputs/simd_intrinsics.txt %t/simd.txt
// RUN: timeout 120 %cl-run %t/simd_intrinsics.cl dpx 1 64 2304 36 --int > %t/dpx.txt
// RUN: diff %S/Inputs/simd_intrinsics.dpx.txt %t/dpx.txt

__device__ unsigned int operand(unsigned int i) {
  const unsigned int edges[8] = {0x00000000u, 0x00010001u, 0xffffffffu, 0x80008000u,
                                 0x7fff7fffu, 0x80ff7f01u, 0x017f80feu, 0xfffe0002u};
  return i < 8 ? edges[i] : i * 2654435761u ^ (i << 13);
}

__global__ void simd(int *out) {
  unsigned int t = threadIdx.x;
  unsigned int a = operand(t % 16), b = operand(t / 4 + t % 3 * 5);
  int *o = out + 82 * t;
  o[0] = __vabs2(a);
  o[1] = __vabsss2(a);
  o[2] = __vneg2(a);
  o[3] = __vnegss2(a);
  o[4] = __vabsdiffs2(a, b);
  o[5] = __vabsdiffu2(a, b);
  o[6] = __vadd2(a, b);
  o[7] = __vaddss2(a, b);
  o[8] = __vaddus2(a, b);
  o[9] = __vsub2(a, b);
  o[10] = __vsubss2(a, b);
  o[11] = __vsubus2(a, b);
  o[12] = __vavgs2(a, b);
  o[13] = __vavgu2(a, b);
  o[14] = __vhaddu2(a, b);
  o[15] = __vmaxs2(a, b);
  o[16] = __vmaxu2(a, b);
  o[17] = __vmins2(a, b);
  o[18] = __vminu2(a, b);
  o[19] = __vcmpeq2(a, b);
  o[20] = __vcmpne2(a, b);
  o[21] = __vcmpges2(a, b);
  o[22] = __vcmpgeu2(a, b);
  o[23] = __vcmpgts2(a, b);
  o[24] = __vcmpgtu2(a, b);
  o[25] = __vcmples2(a, b);
  o[26] = __vcmpleu2(a, b);
  o[27] = __vcmplts2(a, b);
  o[28] = __vcmpltu2(a, b);
  o[29] = __vseteq2(a, b);
  o[30] = __vsetne2(a, b);
  o[31] = __vsetges2(a, b);
  o[32] = __vsetgeu2(a, b);
  o[33] = __vsetgts2(a, b);
  o[34] = __vsetgtu2(a, b);
  o[35] = __vsetles2(a, b);
  o[36] = __vsetleu2(a, b);
  o[37] = __vsetlts2(a, b);
  o[38] = __vsetltu2(a, b);
  o[39] = __vsads2(a, b);
  o[40] = __vsadu2(a, b);
  o[41] = __vabs4(a);
  o[42] = __vabsss4(a);
  o[43] = __vneg4(a);
  o[44] = __vnegss4(a);
  o[45] = __vabsdiffs4(a, b);
  o[46] = __vabsdiffu4(a, b);
  o[47] = __vadd4(a, b);
  o[48] = __vaddss4(a, b);
  o[49] = __vaddus4(a, b);
  o[50] = __vsub4(a, b);
  o[51] = __vsubss4(a, b);
  o[52] = __vsubus4(a, b);
  o[53] = __vavgs4(a, b);
  o[54] = __vavgu4(a, b);
  o[55] = __vhaddu4(a, b);
  o[56] = __vmaxs4(a, b);
  o[57] = __vmaxu4(a, b);
  o[58] = __vmins4(a, b);
  o[59] = __vminu4(a, b);
  o[60] = __vcmpeq4(a, b);
  o[61] = __vcmpne4(a, b);
  o[62] = __vcmpges4(a, b);
  o[63] = __vcmpgeu4(a, b);
  o[64] = __vcmpgts4(a, b);
  o[65] = __vcmpgtu4(a, b);
  o[66] = __vcmples4(a, b);
  o[67] = __vcmpleu4(a, b);
  o[68] = __vcmplts4(a, b);
  o[69] = __vcmpltu4(a, b);
  o[70] = __vseteq4(a, b);
  o[71] = __vsetne4(a, b);
  o[72] = __vsetges4(a, b);
  o[73] = __vsetgeu4(a, b);
  o[74] = __vsetgts4(a, b);
  o[75] = __vsetgtu4(a, b);
  o[76] = __vsetles4(a, b);
  o[77] = __vsetleu4(a, b);
  o[78] = __vsetlts4(a, b);
  o[79] = __vsetltu4(a, b);
  o[80] = __vsads4(a, b);
  o[81] = __vsadu4(a, b);
}

// CUDA 12's DPX functions on the same operands, and a third.
__global__ void dpx(int *out) {
  unsigned int t = threadIdx.x;
  unsigned int a = operand(t % 16), b = operand(t / 4 + t % 3 * 5), c = operand((t * 7) % 19);
  bool p = false, q = false;
  int *o = out + 36 * t;
  o[0] = (int)__viaddmax_s32((int)a, (int)b, (int)c);
  o[1] = (int)__vimax3_s32((int)a, (int)b, (int)c);
  o[2] = (int)__viaddmax_s32_relu((int)a, (int)b, (int)c);
  o[3] = (int)__vimax3_s32_relu((int)a, (int)b, (int)c);
  o[4] = (int)__viaddmax_u32(a, b, c);
  o[5] = (int)__vimax3_u32(a, b, c);
  o[6] = (int)__viaddmax_s16x2(a, b, c);
  o[7] = (int)__vimax3_s16x2(a, b, c);
  o[8] = (int)__viaddmax_s16x2_relu(a, b, c);
  o[9] = (int)__vimax3_s16x2_relu(a, b, c);
  o[10] = (int)__viaddmax_u16x2(a, b, c);
  o[11] = (int)__vimax3_u16x2(a, b, c);
  o[12] = (int)__vimax_s32_relu((int)a, (int)b);
  o[13] = (int)__vimax_s16x2_relu(a, b);
  o[14] = (int)__vibmax_s32((int)a, (int)b, &p) * 2 + p;
  o[15] = (int)__vibmax_u32(a, b, &p) ^ (p ? 0x55 : 0);
  o[16] = (int)__vibmax_s16x2(a, b, &p, &q) ^ (p ? 0x5 : 0) ^ (q ? 0x50 : 0);
  o[17] = (int)__vibmax_u16x2(a, b, &p, &q) ^ (p ? 0x5 : 0) ^ (q ? 0x50 : 0);
  o[18] = (int)__viaddmin_s32((int)a, (int)b, (int)c);
  o[19] = (int)__vimin3_s32((int)a, (int)b, (int)c);
  o[20] = (int)__viaddmin_s32_relu((int)a, (int)b, (int)c);
  o[21] = (int)__vimin3_s32_relu((int)a, (int)b, (int)c);
  o[22] = (int)__viaddmin_u32(a, b, c);
  o[23] = (int)__vimin3_u32(a, b, c);
  o[24] = (int)__viaddmin_s16x2(a, b, c);
  o[25] = (int)__vimin3_s16x2(a, b, c);
  o[26] = (int)__viaddmin_s16x2_relu(a, b, c);
  o[27] = (int)__vimin3_s16x2_relu(a, b, c);
  o[28] = (int)__viaddmin_u16x2(a, b, c);
  o[29] = (int)__vimin3_u16x2(a, b, c);
  o[30] = (int)__vimin_s32_relu((int)a, (int)b);
  o[31] = (int)__vimin_s16x2_relu(a, b);
  o[32] = (int)__vibmin_s32((int)a, (int)b, &p) * 2 + p;
  o[33] = (int)__vibmin_u32(a, b, &p) ^ (p ? 0x55 : 0);
  o[34] = (int)__vibmin_s16x2(a, b, &p, &q) ^ (p ? 0x5 : 0) ^ (q ? 0x50 : 0);
  o[35] = (int)__vibmin_u16x2(a, b, &p, &q) ^ (p ? 0x5 : 0) ^ (q ? 0x50 : 0);
}
