// A user header with host code in a macro: cu2cl rewrites only the file it
// translates (tests/lit/diagnostics/host_code_not_rewritable.cu).
#define ALLOC_FLOATS(pointer, count) cudaMalloc(&(pointer), (count) * sizeof(float))
