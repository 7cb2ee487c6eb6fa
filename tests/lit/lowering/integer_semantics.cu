// CUDA's shifts clamp the amount like PTX: a lane mask built with
// 0xffffffff >> (32 - lane) is 0 for lane 0. OpenCL takes the amount modulo
// 32, so such shifts go through a helper; constant in-range shifts do not.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/integer_semantics.cl | FileCheck %s
// RUN: %cl-build-check %t/integer_semantics.cl

// On the nvidia backend the helper is PTX's own clamping shift, elsewhere a compare and select.
// CHECK: static inline ulong cu2cl_shl_u64(ulong value, uint amount) {
// CHECK-NEXT: #ifdef CU2CL_BACKEND_NVIDIA
// CHECK-NEXT: ulong result;
// CHECK-NEXT: __asm__("shl.b64 %0, %1, %2;" : "=l"(result) : "l"(value), "r"(amount));
// CHECK-NEXT: return result;
// CHECK-NEXT: #else
// CHECK-NEXT: return amount < 64 ? value << amount : 0;
// CHECK-NEXT: #endif
// CHECK: static inline int cu2cl_shr_i32(int value, uint amount) {
// CHECK: __asm__("shr.s32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
// CHECK: return value >> (amount < 32 ? amount : 31);
// CHECK: static inline uint cu2cl_shr_u32(uint value, uint amount) {
// CHECK: __asm__("shr.u32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
// CHECK: return amount < 32 ? value >> amount : 0;

// CHECK-LABEL: __kernel void masks(
// CHECK: uint below = cu2cl_shr_u32(0xffffffff, (32 - lane));
// CHECK-NEXT: uint fixed = 0xffffffffu >> 4;
// CHECK-NEXT: int signedPart = cu2cl_shr_i32(out[0], lane);
// CHECK-NEXT: ulong wide = cu2cl_shl_u64(1ul, (lane + 32));
// CHECK-NEXT: long big = 5l;
// CHECK-NEXT: fixed = cu2cl_shr_u32(fixed, lane);
__global__ void masks(int *out, unsigned long long *wideOut) {
  unsigned lane = threadIdx.x & 31;
  unsigned below = 0xffffffff >> (32 - lane);
  unsigned fixed = 0xffffffffu >> 4;
  int signedPart = out[0] >> lane;
  unsigned long long wide = 1ull << (lane + 32);
  long long big = 5ll;
  fixed >>= lane;
  out[lane] = (int)(below + fixed + signedPart + big);
  wideOut[lane] = wide;
}

// Identifiers that OpenCL C reserves are renamed, with a warning.
// RUN: %cu2cl %s -o %t/ -- -DRESERVED 2>&1 | FileCheck %s --check-prefix=RENAMED
// RENAMED: integer_semantics.cu:[[@LINE+3]]:31: warning: 'sign' is a reserved word in OpenCL C; it is renamed to 'sign_' [-Wcu2cl-renamed-identifier]
// RUN: grep -v '^ *//' %t/integer_semantics.cl | FileCheck %s --check-prefix=RENAMED-CODE
#ifdef RESERVED
__global__ void reserved(int *sign) { sign[0] = 1; }
// RENAMED-CODE: __kernel void reserved(__global int *sign_, ulong sign__cu2cl_offset) {
// RENAMED-CODE-NEXT: #if !CU2CL_ZERO_OFFSETS
// RENAMED-CODE-NEXT: sign_ = (__global int *)((__global uchar *)sign_ + sign__cu2cl_offset);
// RENAMED-CODE-NEXT: #endif
// RENAMED-CODE-NEXT: sign_[0] = 1;
#endif
