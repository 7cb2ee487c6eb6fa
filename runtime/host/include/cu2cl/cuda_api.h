// CUDA's runtime API over OpenCL, as translated host code (prog.host.cpp) calls it: every
// `cudaXxx` is `cu2clXxx` (docs/host-translation.md).
//
// Every function returns CUDA's error number and records a failure as the last error
// (cu2clGetLastError); none throws. CU2CL_VERBOSE=1 prints each recorded error's details to
// stderr. The runtime runs on one OpenCL device per process (rt::Device::current()).
//
// Device memory is a range of host addresses that the host cannot touch
// (cu2cl/runtime/DevicePointers.h); streams are in-order OpenCL queues of the device's context,
// and stream 0 is CUDA's legacy default stream.
#pragma once

#include "cu2cl/runtime/CudaLaunch.h"
#include "cu2cl/runtime/CudaTypes.h"
#include "cu2cl/runtime/DevicePointers.h"
#include "cu2cl/runtime/HostLibrary.h"
#include "cu2cl/runtime/Module.h"
#include "cu2cl/runtime/VectorTypes.h"

#include <cstddef>
#include <type_traits>

// --- errors ------------------------------------------------------------------------------------

/// CUDA's message for `error`, e.g. "invalid argument"; "unrecognized error code" for a number
/// that is no cu2clError_t.
const char *cu2clGetErrorString(cu2clError_t error);
/// CUDA's name for `error`, e.g. "cudaErrorInvalidValue": the translated program prints what the
/// CUDA program printed.
const char *cu2clGetErrorName(cu2clError_t error);
/// The last error recorded on this thread, which it clears to cu2clSuccess.
cu2clError_t cu2clGetLastError();
/// The last error recorded on this thread, left as it is.
cu2clError_t cu2clPeekAtLastError();

// --- device memory -----------------------------------------------------------------------------

/// `size` bytes of device memory, uninitialised, 256-byte aligned. size 0 gives a null pointer
/// (success, as CUDA). cu2clErrorMemoryAllocation if the device cannot allocate it.
cu2clError_t cu2clMalloc(void **devPtr, std::size_t size);
template <class T> cu2clError_t cu2clMalloc(T **devPtr, std::size_t size) {
  return cu2clMalloc(reinterpret_cast<void **>(const_cast<std::remove_cv_t<T> **>(devPtr)), size);
}
/// Frees what cu2clMalloc returned; null is a no-op. Any other address (a pointer into an
/// allocation, a symbol, host memory) is cu2clErrorInvalidValue.
cu2clError_t cu2clFree(void *devPtr);

/// Stream-ordered allocation. cu2clMallocAsync allocates at once, so the memory is usable by
/// every stream and the host's copies, where CUDA promises it to the stream's later work; size
/// 0 gives a null pointer. cu2clFreeAsync takes it from the host at once and from the device
/// once the work queued before it, on any stream, is done (OpenCL keeps a released buffer for
/// the commands queued on it). Neither is allowed on a capturing stream
/// (cu2clErrorStreamCaptureUnsupported). Allocations count in their pool's attributes
/// (cu2clMemPoolAttrUsedMemCurrent); cu2clFree frees them too.
cu2clError_t cu2clMallocAsync(void **devPtr, std::size_t size, cu2clStream_t stream);
cu2clError_t cu2clMallocFromPoolAsync(void **devPtr, std::size_t size, cu2clMemPool_t pool,
                                      cu2clStream_t stream);
template <class T>
cu2clError_t cu2clMallocAsync(T **devPtr, std::size_t size, cu2clStream_t stream) {
  return cu2clMallocAsync(reinterpret_cast<void **>(const_cast<std::remove_cv_t<T> **>(devPtr)),
                          size, stream);
}
template <class T>
cu2clError_t cu2clMallocAsync(T **devPtr, std::size_t size, cu2clMemPool_t pool,
                              cu2clStream_t stream) {
  return cu2clMallocFromPoolAsync(
      reinterpret_cast<void **>(const_cast<std::remove_cv_t<T> **>(devPtr)), size, pool, stream);
}
template <class T>
cu2clError_t cu2clMallocFromPoolAsync(T **devPtr, std::size_t size, cu2clMemPool_t pool,
                                      cu2clStream_t stream) {
  return cu2clMallocFromPoolAsync(
      reinterpret_cast<void **>(const_cast<std::remove_cv_t<T> **>(devPtr)), size, pool, stream);
}
cu2clError_t cu2clFreeAsync(void *devPtr, cu2clStream_t stream);
/// Memory pools: each device has a default pool, and cu2clMemPoolCreate makes more (pinned
/// memory of the process's device, no export handles). A pool keeps no memory of its own:
/// freed memory goes back to the device, trimming frees nothing, and the release threshold and
/// reuse policies are recorded and reported, not acted on.
cu2clError_t cu2clDeviceGetDefaultMemPool(cu2clMemPool_t *pool, int device);
cu2clError_t cu2clDeviceGetMemPool(cu2clMemPool_t *pool, int device);
cu2clError_t cu2clDeviceSetMemPool(int device, cu2clMemPool_t pool);
cu2clError_t cu2clMemPoolCreate(cu2clMemPool_t *pool, const cu2clMemPoolProps *props);
/// Its live allocations stay valid until freed, as CUDA's do.
cu2clError_t cu2clMemPoolDestroy(cu2clMemPool_t pool);
/// `value` points to an int (the reuse policies) or an unsigned long long (the rest); of the
/// statistics only the high-water marks may be set, and only to 0 (a reset), as CUDA.
cu2clError_t cu2clMemPoolSetAttribute(cu2clMemPool_t pool, cu2clMemPoolAttr attr, void *value);
cu2clError_t cu2clMemPoolGetAttribute(cu2clMemPool_t pool, cu2clMemPoolAttr attr, void *value);
cu2clError_t cu2clMemPoolTrimTo(cu2clMemPool_t pool, std::size_t minBytesToKeep);

/// cudaMallocManaged: `size` bytes (size 0: cu2clErrorInvalidValue, as CUDA) that host code and
/// kernels reach at the same address. The host holds the memory until device work is submitted
/// and again after it synchronises with the device (cu2clDeviceSynchronize, a stream's or an
/// event's synchronisation, a blocking copy), as CUDA's managed memory on a device without
/// concurrent managed access; on a device that shares the host's memory (PoCL's CPU devices;
/// cu2clDeviceProp::concurrentManagedAccess is 1 there) the host may touch it at any time.
/// `flags`: cu2clMemAttachGlobal or cu2clMemAttachHost (accepted alike). Freed by cu2clFree.
cu2clError_t cu2clMallocManaged(void **devPtr, std::size_t size,
                                unsigned int flags = cu2clMemAttachGlobal);
template <class T>
cu2clError_t cu2clMallocManaged(T **devPtr, std::size_t size,
                                unsigned int flags = cu2clMemAttachGlobal) {
  return cu2clMallocManaged(reinterpret_cast<void **>(const_cast<std::remove_cv_t<T> **>(devPtr)),
                            size, flags);
}
/// cudaMemPrefetchAsync and cudaMemAdvise: hints, checked and otherwise ignored (the memory
/// moves when the host or the device next needs it).
cu2clError_t cu2clMemPrefetchAsync(const void *devPtr, std::size_t count, int dstDevice,
                                   cu2clStream_t stream = nullptr);
cu2clError_t cu2clMemAdvise(const void *devPtr, std::size_t count, cu2clMemoryAdvise advice,
                            int device);
/// cudaStreamAttachMemAsync of a cu2clMallocManaged allocation (`length` 0 or its size):
/// cu2clMemAttachHost makes it the host's alone (no kernel may use it; the host may touch it
/// while kernels run), cu2clMemAttachGlobal every stream's again. cu2clMemAttachSingle (one
/// stream's) is cu2clErrorNotSupported. Takes effect at once, after the device's work on it.
cu2clError_t cu2clStreamAttachMemAsync(cu2clStream_t stream, void *devPtr, std::size_t length = 0,
                                       unsigned int flags = cu2clMemAttachSingle);
/// CUDA 13's forms: the place as a cu2clMemLocation (the device, or the host), `flags` 0.
cu2clError_t cu2clMemPrefetchAsync(const void *devPtr, std::size_t count, cu2clMemLocation location,
                                   unsigned int flags, cu2clStream_t stream = nullptr);
cu2clError_t cu2clMemAdvise(const void *devPtr, std::size_t count, cu2clMemoryAdvise advice,
                            cu2clMemLocation location);

/// Host memory for fast and asynchronous copies (CUDA's pinned memory). Ordinary host memory
/// here, but copies from and to it are the ones that cu2clMemcpyAsync leaves asynchronous.
cu2clError_t cu2clMallocHost(void **ptr, std::size_t size);
/// cudaHostRegister/Unregister: the range becomes pinned memory (a copy from or to it is
/// asynchronous, as from cu2clMallocHost's), the memory stays the user's.
/// cu2clErrorHostMemoryAlreadyRegistered where it overlaps pinned memory,
/// cu2clErrorHostMemoryNotRegistered for a pointer that does not start a registered range.
cu2clError_t cu2clHostRegister(void *ptr, std::size_t size, unsigned int flags);
cu2clError_t cu2clHostUnregister(void *ptr);
cu2clError_t cu2clHostAlloc(void **ptr, std::size_t size, unsigned int flags);
template <class T> cu2clError_t cu2clMallocHost(T **ptr, std::size_t size, unsigned int flags = 0) {
  return cu2clHostAlloc(reinterpret_cast<void **>(const_cast<std::remove_cv_t<T> **>(ptr)), size,
                        flags);
}
template <class T> cu2clError_t cu2clHostAlloc(T **ptr, std::size_t size, unsigned int flags) {
  return cu2clHostAlloc(reinterpret_cast<void **>(const_cast<std::remove_cv_t<T> **>(ptr)), size,
                        flags);
}
/// cudaHostGetDevicePointer: the device address of mapped host memory (cu2clHostAllocMapped,
/// cu2clHostRegisterMapped) or managed memory, which is its host address; kernels reach it as
/// they reach managed memory (cu2clMallocManaged). `flags` must be 0.
cu2clError_t cu2clHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
template <class T>
cu2clError_t cu2clHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags) {
  return cu2clHostGetDevicePointer(
      reinterpret_cast<void **>(const_cast<std::remove_cv_t<T> **>(pDevice)), pHost, flags);
}
/// Frees what cu2clMallocHost/cu2clHostAlloc returned; anything else is cu2clErrorInvalidValue.
cu2clError_t cu2clFreeHost(void *ptr);

/// Copies `count` bytes. Host-to-device and device-to-host copies return when the copy is done;
/// device-to-device copies and memsets are ordered on the default stream and do not wait. A
/// device pointer may point anywhere into its allocation; a range that runs past the
/// allocation's end, or a pointer on the wrong side for `kind`, is cu2clErrorInvalidValue.
cu2clError_t cu2clMemcpy(void *dst, const void *src, std::size_t count, cu2clMemcpyKind kind);
/// As cu2clMemcpy, ordered on `stream`. Copies between the device and memory from
/// cu2clMallocHost do not wait (the host must synchronise before it touches that memory);
/// copies from or to any other host memory wait for the copy, as CUDA's do.
cu2clError_t cu2clMemcpyAsync(void *dst, const void *src, std::size_t count, cu2clMemcpyKind kind,
                              cu2clStream_t stream = nullptr);
/// Sets `count` bytes to the byte `value`.
cu2clError_t cu2clMemset(void *devPtr, int value, std::size_t count);
cu2clError_t cu2clMemsetAsync(void *devPtr, int value, std::size_t count,
                              cu2clStream_t stream = nullptr);
/// `total`: the device's global memory; `free`: that minus what cu2clMalloc and the symbols
/// hold now (OpenCL cannot tell what other processes use).
cu2clError_t cu2clMemGetInfo(std::size_t *free, std::size_t *total);

// --- symbols (`__device__` / `__constant__` variables, cu2cl::Symbol) ---------------------------

/// The symbols are looked up by the address of their host shadow; any other address is
/// cu2clErrorInvalidSymbol. `offset + count` must lie within the variable.
cu2clError_t cu2clMemcpyToSymbol(const void *symbol, const void *src, std::size_t count,
                                 std::size_t offset = 0,
                                 cu2clMemcpyKind kind = cu2clMemcpyHostToDevice);
cu2clError_t cu2clMemcpyFromSymbol(void *dst, const void *symbol, std::size_t count,
                                   std::size_t offset = 0,
                                   cu2clMemcpyKind kind = cu2clMemcpyDeviceToHost);
cu2clError_t cu2clMemcpyToSymbolAsync(const void *symbol, const void *src, std::size_t count,
                                      std::size_t offset = 0,
                                      cu2clMemcpyKind kind = cu2clMemcpyHostToDevice,
                                      cu2clStream_t stream = nullptr);
cu2clError_t cu2clMemcpyFromSymbolAsync(void *dst, const void *symbol, std::size_t count,
                                        std::size_t offset = 0,
                                        cu2clMemcpyKind kind = cu2clMemcpyDeviceToHost,
                                        cu2clStream_t stream = nullptr);
/// The device pointer of a symbol (usable with every call and launch that takes one).
cu2clError_t cu2clGetSymbolAddress(void **devPtr, const void *symbol);
cu2clError_t cu2clGetSymbolSize(std::size_t *size, const void *symbol);

namespace cu2cl::detail {
/// Whether `hostShadow` is the shadow of a registered Symbol; records nothing.
bool isSymbol(const void *hostShadow) noexcept;
/// The symbol's shadow address as CUDA's templates take it (`cudaMemcpyToSymbol(v, ...)`).
/// Passing `&v` by mistake still works: a pointer that is not itself a registered symbol's
/// shadow is looked up by the address it holds.
template <class T> const void *symbolAddress(const T &symbol) {
  if constexpr (IsPointer<T> && !std::is_function_v<std::remove_pointer_t<Unqualified<T>>>) {
    if (!isSymbol(&symbol))
      return static_cast<const void *>(symbol);
  }
  return static_cast<const void *>(&symbol);
}
} // namespace cu2cl::detail

template <class T>
cu2clError_t cu2clMemcpyToSymbol(const T &symbol, const void *src, std::size_t count,
                                 std::size_t offset = 0,
                                 cu2clMemcpyKind kind = cu2clMemcpyHostToDevice) {
  return cu2clMemcpyToSymbol(cu2cl::detail::symbolAddress(symbol), src, count, offset, kind);
}
template <class T>
cu2clError_t cu2clMemcpyFromSymbol(void *dst, const T &symbol, std::size_t count,
                                   std::size_t offset = 0,
                                   cu2clMemcpyKind kind = cu2clMemcpyDeviceToHost) {
  return cu2clMemcpyFromSymbol(dst, cu2cl::detail::symbolAddress(symbol), count, offset, kind);
}
template <class T>
cu2clError_t cu2clMemcpyToSymbolAsync(const T &symbol, const void *src, std::size_t count,
                                      std::size_t offset = 0,
                                      cu2clMemcpyKind kind = cu2clMemcpyHostToDevice,
                                      cu2clStream_t stream = nullptr) {
  return cu2clMemcpyToSymbolAsync(cu2cl::detail::symbolAddress(symbol), src, count, offset, kind,
                                  stream);
}
template <class T>
cu2clError_t cu2clMemcpyFromSymbolAsync(void *dst, const T &symbol, std::size_t count,
                                        std::size_t offset = 0,
                                        cu2clMemcpyKind kind = cu2clMemcpyDeviceToHost,
                                        cu2clStream_t stream = nullptr) {
  return cu2clMemcpyFromSymbolAsync(dst, cu2cl::detail::symbolAddress(symbol), count, offset, kind,
                                    stream);
}
template <class T, class P> cu2clError_t cu2clGetSymbolAddress(P **devPtr, const T &symbol) {
  return cu2clGetSymbolAddress(
      reinterpret_cast<void **>(const_cast<std::remove_cv_t<P> **>(devPtr)),
      cu2cl::detail::symbolAddress(symbol));
}
template <class T> cu2clError_t cu2clGetSymbolSize(std::size_t *size, const T &symbol) {
  return cu2clGetSymbolSize(size, cu2cl::detail::symbolAddress(symbol));
}

// --- devices -----------------------------------------------------------------------------------

/// Device numbers: 0 is the device the runtime picks by default (CU2CL_DEVICE, else the first
/// GPU, else the first CPU), so that a program's cu2clSetDevice(0) keeps that choice; 1, 2, ...
/// are the other OpenCL devices in rt::enumerateDevices() order.
cu2clError_t cu2clGetDeviceCount(int *count);
/// Chooses the process's device. Only before the runtime has started using one (before any
/// allocation, launch, stream...); choosing another device afterwards is
/// cu2clErrorNotSupported, as one process runs on one OpenCL device.
cu2clError_t cu2clSetDevice(int device);
cu2clError_t cu2clGetDevice(int *device);
/// Fills `prop` from the OpenCL device's information: name, totalGlobalMem (GLOBAL_MEM_SIZE),
/// sharedMemPerBlock and sharedMemPerMultiprocessor (LOCAL_MEM_SIZE), totalConstMem
/// (MAX_CONSTANT_BUFFER_SIZE), clockRate (MAX_CLOCK_FREQUENCY), multiProcessorCount
/// (MAX_COMPUTE_UNITS), l2CacheSize (GLOBAL_MEM_CACHE_SIZE), integrated
/// (HOST_UNIFIED_MEMORY), ECCEnabled (ERROR_CORRECTION_SUPPORT); on NVIDIA's OpenCL also
/// major.minor, regsPerBlock, kernelExecTimeoutEnabled and integrated from
/// cl_nv_device_attribute_query. warpSize is 32 (translated code has CUDA's warps);
/// maxThreadsPerBlock and maxThreadsDim are CUDA's limits (1024; 1024, 1024, 64) where the
/// device allows that much, maxGridSize CUDA's (2^31-1, 65535, 65535). Defaults where OpenCL
/// cannot tell: major.minor 7.0 (the CUDA feature level the device library implements),
/// regsPerBlock and regsPerMultiprocessor 65536, maxThreadsPerMultiProcessor 2048,
/// maxBlocksPerMultiProcessor 32, memoryClockRate and memoryBusWidth 0 (unknown).
cu2clError_t cu2clGetDeviceProperties(cu2clDeviceProp *prop, int device);
/// One field of cu2clGetDeviceProperties' result (cu2cl/runtime/DeviceAttributes.def);
/// cu2clErrorInvalidValue for an attribute that is not in that table.
cu2clError_t cu2clDeviceGetAttribute(int *value, cu2clDeviceAttr attr, int device);
/// Waits for all work on every stream.
cu2clError_t cu2clDeviceSynchronize();
cu2clError_t cu2clThreadSynchronize(); // CUDA's deprecated name of the same
/// Waits for all work, frees every cu2clMalloc allocation, destroys every stream and event,
/// returns the symbols to their initial values (their buffers are made again on next use) and
/// clears the last error. Programs and kernels stay built.
cu2clError_t cu2clDeviceReset();
/// Cache and bank-size preferences: accepted and ignored (CUDA too may ignore them); an
/// OpenCL device has one local memory configuration.
cu2clError_t cu2clDeviceSetCacheConfig(cu2clFuncCache config);
cu2clError_t cu2clDeviceSetSharedMemConfig(cu2clSharedMemConfig config);
/// cudaFuncSetCacheConfig and cudaFuncSetAttribute of a kernel (its host stub). A cache preference
/// or a carveout is accepted and ignored; a maximum dynamic shared memory size is
/// cu2clErrorInvalidValue when it exceeds the device's local memory (OpenCL needs no opt-in below
/// that).
/// cudaSetDeviceFlags/cudaGetDeviceFlags: the flags are checked (one scheduling mode;
/// cu2clDeviceMapHost and cu2clDeviceLmemResizeToMax besides) and reported back; OpenCL leaves
/// how the host waits to the implementation.
cu2clError_t cu2clSetDeviceFlags(unsigned int flags);
cu2clError_t cu2clGetDeviceFlags(unsigned int *flags);
cu2clError_t cu2clFuncSetCacheConfig(const void *kernel, cu2clFuncCache config);
cu2clError_t cu2clFuncSetAttribute(const void *kernel, cu2clFuncAttribute attr, int value);
template <class... P> cu2clError_t cu2clFuncSetCacheConfig(void (*kernel)(P...), cu2clFuncCache c) {
  return cu2clFuncSetCacheConfig(reinterpret_cast<const void *>(kernel), c);
}
template <class... P>
cu2clError_t cu2clFuncSetAttribute(void (*kernel)(P...), cu2clFuncAttribute attr, int value) {
  return cu2clFuncSetAttribute(reinterpret_cast<const void *>(kernel), attr, value);
}
/// The occupancy API, from the limits cu2clGetDeviceProperties reports (threads, blocks and
/// local memory per multiprocessor; a compute unit is a multiprocessor) and the kernel's (its
/// largest block, its static local memory); registers limit nothing, as OpenCL does not report
/// them. cu2clOccupancyMaxPotentialBlockSize picks, as CUDA's calculator, the block size (a
/// multiple of 32 up to the kernel's largest block and `blockSizeLimit`, if not 0) with the most
/// threads resident per multiprocessor, and the grid that fills every multiprocessor with it.
cu2clError_t cu2clOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *kernel,
                                                            int blockSize,
                                                            std::size_t dynamicSMemSize);
cu2clError_t cu2clOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks,
                                                                     const void *kernel,
                                                                     int blockSize,
                                                                     std::size_t dynamicSMemSize,
                                                                     unsigned int flags);
cu2clError_t cu2clOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize,
                                                 const void *kernel,
                                                 std::size_t dynamicSMemSize = 0,
                                                 int blockSizeLimit = 0);
template <class... P>
cu2clError_t cu2clOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, void (*kernel)(P...),
                                                            int blockSize,
                                                            std::size_t dynamicSMemSize) {
  return cu2clOccupancyMaxActiveBlocksPerMultiprocessor(
      numBlocks, reinterpret_cast<const void *>(kernel), blockSize, dynamicSMemSize);
}
template <class... P>
cu2clError_t
cu2clOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, void (*kernel)(P...),
                                                        int blockSize, std::size_t dynamicSMemSize,
                                                        unsigned int flags) {
  return cu2clOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, reinterpret_cast<const void *>(kernel), blockSize, dynamicSMemSize, flags);
}
template <class... P>
cu2clError_t
cu2clOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, void (*kernel)(P...),
                                    std::size_t dynamicSMemSize = 0, int blockSizeLimit = 0) {
  return cu2clOccupancyMaxPotentialBlockSize(minGridSize, blockSize,
                                             reinterpret_cast<const void *>(kernel),
                                             dynamicSMemSize, blockSizeLimit);
}
/// cudaLaunchKernel: \p kernel is a kernel's host stub (what host code has for a kernel, see
/// cu2cl::KernelRegistration), \p args points at each of its arguments. Returns the launch's
/// error; a function that is no registered stub is cu2clErrorInvalidDeviceFunction.
cu2clError_t cu2clLaunchKernel(const void *kernel, dim3 grid, dim3 block, void **args,
                               std::size_t sharedBytes = 0, cu2clStream_t stream = nullptr);
template <class... P>
cu2clError_t cu2clLaunchKernel(void (*kernel)(P...), dim3 grid, dim3 block, void **args,
                               std::size_t sharedBytes = 0, cu2clStream_t stream = nullptr) {
  return cu2clLaunchKernel(reinterpret_cast<const void *>(kernel), grid, block, args, sharedBytes,
                           stream);
}
/// cudaProfilerStart/Stop (cuda_profiler_api.h): nothing to do, as in CUDA without a profiler
/// attached.
cu2clError_t cu2clProfilerStart();
cu2clError_t cu2clProfilerStop();

// --- streams and events ------------------------------------------------------------------------

/// A stream is an in-order OpenCL command queue with profiling. Unless it is created
/// cu2clStreamNonBlocking, work on it waits for earlier work on the legacy default stream
/// (stream 0), and work on stream 0 waits for earlier work on it, as in CUDA.
cu2clError_t cu2clStreamCreate(cu2clStream_t *stream);
cu2clError_t cu2clStreamCreateWithFlags(cu2clStream_t *stream, unsigned int flags);
/// Its queued work still runs; the default stream keeps waiting for it.
cu2clError_t cu2clStreamDestroy(cu2clStream_t stream);
cu2clError_t cu2clStreamSynchronize(cu2clStream_t stream);
/// cu2clSuccess if all work on the stream has finished, else cu2clErrorNotReady (which is not
/// recorded as the last error: it is no error).
cu2clError_t cu2clStreamQuery(cu2clStream_t stream);
/// Work queued on `stream` after this waits until `event` has happened.
cu2clError_t cu2clStreamWaitEvent(cu2clStream_t stream, cu2clEvent_t event, unsigned int flags = 0);
/// cudaLaunchHostFunc and cudaStreamAddCallback: `fn` runs on a thread of the OpenCL
/// implementation once the work queued on `stream` before it has finished, and the work queued
/// after it waits until it returns. As in CUDA, it must not call the runtime. The callback's
/// status is cu2clSuccess, or cu2clErrorLaunchFailure after failed work; `flags` must be 0.
cu2clError_t cu2clLaunchHostFunc(cu2clStream_t stream, cu2clHostFn_t fn, void *userData);
cu2clError_t cu2clStreamAddCallback(cu2clStream_t stream, cu2clStreamCallback_t callback,
                                    void *userData, unsigned int flags);

cu2clError_t cu2clEventCreate(cu2clEvent_t *event);
cu2clError_t cu2clEventCreateWithFlags(cu2clEvent_t *event, unsigned int flags);
/// The event happens when the work queued on `stream` before it has finished (on stream 0:
/// also the earlier work of every blocking stream).
cu2clError_t cu2clEventRecord(cu2clEvent_t event, cu2clStream_t stream = nullptr);
/// Waits for the event; an event never recorded has happened.
cu2clError_t cu2clEventSynchronize(cu2clEvent_t event);
/// cu2clSuccess if it has happened (or was never recorded), else cu2clErrorNotReady (not
/// recorded as the last error).
cu2clError_t cu2clEventQuery(cu2clEvent_t event);
/// Milliseconds between two recorded events, from the OpenCL profiling times.
/// cu2clErrorNotReady if one has not happened yet; cu2clErrorInvalidResourceHandle if one was
/// never recorded or was created with cu2clEventDisableTiming.
cu2clError_t cu2clEventElapsedTime(float *ms, cu2clEvent_t start, cu2clEvent_t end);
cu2clError_t cu2clEventDestroy(cu2clEvent_t event);

/// Stream capture: until cu2clStreamEndCapture the stream's kernel launches, copies, memsets
/// and host functions are recorded into a graph instead of run (kernel arguments as they are at
/// the launch; host memory is read and written when the graph runs). An event recorded on a
/// capturing stream marks a point of the capture, and a stream that waits for it joins the
/// capture; its work must be joined back (the origin stream waits for an event recorded after
/// it) before the capture ends. Anything else issued on a capturing stream, or on stream 0 while
/// a blocking stream captures, fails (cu2clErrorStreamCaptureUnsupported,
/// cu2clErrorStreamCaptureImplicit) and invalidates the capture. Stream 0 cannot capture.
/// `mode`: any of the three, accepted alike.
cu2clError_t cu2clStreamBeginCapture(cu2clStream_t stream, cu2clStreamCaptureMode mode);
cu2clError_t cu2clStreamEndCapture(cu2clStream_t stream, cu2clGraph_t *graph);
cu2clError_t cu2clStreamIsCapturing(cu2clStream_t stream, cu2clStreamCaptureStatus *status);
/// An empty graph (nodes come from stream capture only).
cu2clError_t cu2clGraphCreate(cu2clGraph_t *graph, unsigned int flags);
/// An executable copy of the graph, which may then be destroyed. `flags`: 0 or CUDA's
/// instantiate flags, accepted alike; the five-argument form sets `*errorNode` to null and
/// leaves `logBuffer` as it is (CUDA writes it only when instantiation fails).
cu2clError_t cu2clGraphInstantiate(cu2clGraphExec_t *graphExec, cu2clGraph_t graph,
                                   unsigned long long flags = 0);
cu2clError_t cu2clGraphInstantiate(cu2clGraphExec_t *graphExec, cu2clGraph_t graph,
                                   cu2clGraphNode_t *errorNode, char *logBuffer,
                                   std::size_t bufferSize);
cu2clError_t cu2clGraphInstantiateWithFlags(cu2clGraphExec_t *graphExec, cu2clGraph_t graph,
                                            unsigned long long flags = 0);
/// Issues the graph's work on `stream` in the order it was captured (a valid order of CUDA's
/// graph, without the concurrency of its branches); on a capturing stream it is captured.
cu2clError_t cu2clGraphLaunch(cu2clGraphExec_t graphExec, cu2clStream_t stream);
cu2clError_t cu2clGraphExecDestroy(cu2clGraphExec_t graphExec);
cu2clError_t cu2clGraphDestroy(cu2clGraph_t graph);
