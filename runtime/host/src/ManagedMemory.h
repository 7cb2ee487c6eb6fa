// Internal: CUDA's managed memory (cudaMallocManaged) on OpenCL 1.2.
//
// A managed allocation is host memory with an OpenCL buffer over it (CL_MEM_USE_HOST_PTR): its
// address is the same for the host and, through the device-pointer registry, for kernels and
// copies. OpenCL lets the host touch such memory only while the buffer is mapped, so it moves
// between the two sides as CUDA's managed memory does on a device without concurrent managed
// access: the host holds it from its allocation and after every synchronisation with the
// device, the device from the next command submitted (kernel, copy or memset). On a device that
// shares the host's memory (CL_DEVICE_HOST_UNIFIED_MEMORY: PoCL's CPU devices) the buffer is the
// host memory itself, so the host may also touch it while kernels run, as CUDA allows where
// concurrentManagedAccess is 1. Mapped host memory (cudaHostAllocMapped, cudaHostRegisterMapped)
// is shared the same way.
#pragma once

#include <cstddef>

namespace cu2cl::detail {

/// `bytes` (> 0) bytes of managed memory, 4096-byte aligned, held by the host.
void *allocateManaged(std::size_t bytes);
/// Frees the managed allocation that starts at `p`; false if `p` starts none.
bool releaseManaged(void *p);
/// Mapped host memory (cudaHostAllocMapped, cudaHostRegisterMapped): the caller's `bytes` bytes
/// at `host` get a buffer and are reached by kernels at the same address, moving between host
/// and device as managed memory does. The memory stays the caller's.
void shareHostMemory(void *host, std::size_t bytes);
/// Ends shareHostMemory's sharing of the range that starts at `host`; false if none does.
bool stopSharingHostMemory(void *host);
/// cudaStreamAttachMemAsync: the managed allocation that starts at `p` is the host's alone
/// (`toHost`: no kernel may use it, so it is not handed to the device and the host may touch
/// it while kernels run) or every stream's again. Throws Error(invalidValue) if `p` starts no
/// managed allocation or `bytes` is neither 0 nor its size.
void attachManaged(void *p, std::size_t bytes, bool toHost);
/// cu2clDeviceReset: frees every managed allocation.
void releaseAllManaged();
/// Before device work is submitted: the device takes every allocation the host holds.
void handManagedToDevice();
/// After the host synchronised with a stream or the device: the host takes every allocation
/// the device holds (after all device work, which may use any of them, is done).
void handManagedToHost();

} // namespace cu2cl::detail
