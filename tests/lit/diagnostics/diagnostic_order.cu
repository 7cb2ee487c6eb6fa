// Diagnostics come in source order. For the operands of a binary operator
// cu2cl reports the right operand first (the emitter builds the text with
// fmt::format(expr(LHS), expr(RHS)), whose argument evaluation order is
// unspecified; GCC evaluates right to left), and the remarks in the output
// are reversed the same way.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// The output also carries this file's comments; compare cu2cl's remarks only.
// RUN: grep '^ *// cu2cl \[' %t/diagnostic_order.cl | FileCheck %s --check-prefix=REMARK

__global__ void fast(float *f) {
  // CHECK: diagnostic_order.cu:[[@LINE+4]]:10: warning: '__fdividef' becomes 'native_divide'
  // CHECK: diagnostic_order.cu:[[@LINE+3]]:35: warning: '__powf' becomes 'native_powr'
  // REMARK: // cu2cl [-Wcu2cl-fast-math-precision]: __fdividef became native_divide
  // REMARK-NEXT: // cu2cl [-Wcu2cl-fast-math-precision]: __powf became native_powr
  f[0] = __fdividef(f[2], f[3]) + __powf(f[4], 2.0f);
}
