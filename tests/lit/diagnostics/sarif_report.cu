// --report writes SARIF 2.1.0 listing the same diagnostics as stderr.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %cu2cl %s -o %t/ --report=%t/report.sarif 2> %t/stderr
// RUN: FileCheck %s --check-prefix=STDERR < %t/stderr
// RUN: python3 -m json.tool %t/report.sarif | FileCheck %s --check-prefix=SARIF

// STDERR: sarif_report.cu:[[@LINE+13]]:3: error: '__nanosleep' has no OpenCL translation
// STDERR: sarif_report.cu:[[@LINE+13]]:12: warning: '__sinf' becomes 'native_sin'
// SARIF: "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/
// SARIF: "level": "error"
// SARIF: "startLine": [[@LINE+9]]
// SARIF: "text": "'__nanosleep' has no OpenCL translation in cu2cl yet"
// SARIF: "ruleId": "cu2cl-unsupported-function"
// SARIF: "level": "warning"
// SARIF: "startLine": [[@LINE+6]]
// SARIF: "ruleId": "cu2cl-fast-math-precision"
// SARIF: "name": "cu2cl"
// SARIF: "version": "2.1.0"
__global__ void report(float *out) {
  __nanosleep(100);
  out[0] = __sinf(out[1]);
}
