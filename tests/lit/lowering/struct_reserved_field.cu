// Struct fields named with OpenCL C reserved words must be renamed like
// variables are (with a renamed-identifier warning). cu2cl keeps "global"
// and "local" as field names; PoCL reads them as address-space qualifiers
// and rejects the output.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: grep -v '^ *//' %t/struct_reserved_field.cl | FileCheck %s
// RUN: %cl-build-check %t/struct_reserved_field.cl

// CHECK: typedef struct Range {
// CHECK-NEXT: int global_;
// CHECK-NEXT: int local_;
// CHECK-NEXT: } Range;
struct Range {
  // WARN: struct_reserved_field.cu:[[@LINE+1]]:7: warning: 'global' is a reserved word in OpenCL C; it is renamed to 'global_' [-Wcu2cl-renamed-identifier]
  int global;
  // WARN: struct_reserved_field.cu:[[@LINE+1]]:7: warning: 'local' is a reserved word in OpenCL C; it is renamed to 'local_' [-Wcu2cl-renamed-identifier]
  int local;
};

// CHECK: out[0] = r[0].global_ + r[0].local_;
__global__ void sizes(Range *r, int *out) { out[0] = r[0].global + r[0].local; }
