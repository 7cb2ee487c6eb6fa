#ifndef CU2CL_RUNTIME_WORK_ITEM_STACKS_H
#define CU2CL_RUNTIME_WORK_ITEM_STACKS_H

namespace cu2cl::rt::detail {

/// Gives the threads created from now on (those of the OpenCL implementation among them) stacks
/// large enough for CUDA's local memory. Called once, before the first OpenCL call.
///
/// PoCL's CPU devices run a work-group on one of their worker threads, and keep the private
/// variables that live across a barrier in arrays of one element per work-item on that thread's
/// stack: a block of 256 threads with a 32 KiB local array needs 8 MiB, all that glibc gives a
/// new thread by default (RLIMIT_STACK), and the kernel dies with SIGSEGV. CUDA gives a thread
/// up to 512 KiB of local memory. A stack is address space until it is touched, so the default
/// is raised to 512 MiB (512 KiB for each of 1024 work-items), unless the address space is
/// limited (RLIMIT_AS) or the kernel does not overcommit memory, where it is left as it is.
void reserveWorkItemStacks();

} // namespace cu2cl::rt::detail

#endif
