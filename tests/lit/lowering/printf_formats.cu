// printf keeps its format, with C99 length modifiers OpenCL lacks rewritten
// for OpenCL's sizes (ll -> l, z/j/t -> l); char and short arguments are
// promoted explicitly, as C's varargs do; string literals and %% pass
// through.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/printf_formats.cl | FileCheck %s
// RUN: %cl-build-check %t/printf_formats.cl | FileCheck %s --check-prefix=BUILT

// CHECK-NOT: cl_khr_fp64
// CHECK-LABEL: __kernel void report(
__global__ void report(long long *big, size_t *sizes, unsigned char *bytes, short *shorts) {
  // CHECK: printf("thread %u of %d\n", (uint)get_local_id(0), (uint)get_local_size(0));
  printf("thread %u of %d\n", threadIdx.x, blockDim.x);
  // CHECK-NEXT: printf("%ld %%lld? no: %lu %lx %ld\n", big[0], (ulong)big[1], sizes[0], (long)sizes[1]);
  printf("%lld %%lld? no: %llu %zx %td\n", big[0], (unsigned long long)big[1], sizes[0],
         (ptrdiff_t)sizes[1]);
  // CHECK-NEXT: printf("%hhu %hd %c %s\n", bytes[0], shorts[0], 'A', "text");
  printf("%hhu %hd %c %s\n", bytes[0], shorts[0], 'A', "text");
  // CHECK-NEXT: printf("%8ld|%-6x|%+.3hd|%%\n", big[2], 42, shorts[1]);
  printf("%8lld|%-6x|%+.3hd|%%\n", big[2], 42, shorts[1]);
}
// BUILT: kernel report
