// A library header (included as a system header) with host code in a macro: cu2cl rewrites
// the user's files only (tests/lit/diagnostics/host_code_not_rewritable.cu).
#define ALLOC_FLOATS(pointer, count) cudaMalloc(&(pointer), (count) * sizeof(float))
