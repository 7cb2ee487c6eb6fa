// Warnings have stable names; -Wno-<name> silences one, -Werror and
// -Werror=<name> turn them into errors (exit code 1, no output).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: test -e %t/warning_options.cl
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-double-precision 2>&1 | count 0
// RUN: rm %t/warning_options.cl
// RUN: not %cu2cl %s -o %t/ -Werror 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: test ! -e %t/warning_options.cl
// RUN: not %cu2cl %s -o %t/ -Werror=cu2cl-double-precision 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-nonsense 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-unsupported-function 2>&1 | FileCheck %s --check-prefix=NOEFFECT

// WARN: warning_options.cu:[[@LINE+4]]:33: warning: device code uses double precision; the OpenCL device must support cl_khr_fp64 [-Wcu2cl-double-precision]
// ERROR: warning_options.cu:[[@LINE+3]]:33: error: device code uses double precision
// UNKNOWN: warning: unknown warning option '-Wno-cu2cl-nonsense'
// NOEFFECT: warning: '-Wno-cu2cl-unsupported-function' has no effect
__global__ void precise(double *out) {
  double half_ = out[0] * 0.5;
  out[1] = half_;
}
