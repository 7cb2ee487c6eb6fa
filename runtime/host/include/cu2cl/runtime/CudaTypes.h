// The types and constants of CUDA's runtime API with `cuda` renamed to `cu2cl`, as translated
// host code names them (docs/host-translation.md). Global namespace, like CUDA's.
#pragma once

#include "cu2cl/runtime/Launch.h"

#include <cstddef>

/// CUDA's error numbers (cudaError_t), for every code the cu2cl runtime returns. They equal
/// cu2cl::rt::ErrorCode's, so that an rt::Error's code is returned unchanged. The fixed
/// underlying type makes any int a value of the type, as programs use it (a number cast to
/// cudaError_t, cu2clGetErrorString of an unknown one): without it, a number beyond the
/// enumerators' range is undefined behaviour.
enum cu2clError : int {
  cu2clSuccess = 0,
  cu2clErrorInvalidValue = 1,
  cu2clErrorMemoryAllocation = 2,
  cu2clErrorInitializationError = 3,
  cu2clErrorInvalidConfiguration = 9,
  cu2clErrorInvalidSymbol = 13,
  cu2clErrorInvalidDevicePointer = 17,
  cu2clErrorInvalidMemcpyDirection = 21,
  cu2clErrorMissingConfiguration = 52, // a kernel's host stub called without <<<...>>>
  cu2clErrorInvalidDeviceFunction = 98,
  cu2clErrorNoDevice = 100,
  cu2clErrorInvalidDevice = 101,
  cu2clErrorInvalidKernelImage = 200,
  cu2clErrorInvalidSource = 300, // the OpenCL program failed to build
  cu2clErrorFileNotFound = 301,
  cu2clErrorInvalidResourceHandle = 400,
  cu2clErrorIllegalState = 401,
  cu2clErrorNotReady = 600,
  cu2clErrorLaunchOutOfResources = 701,
  cu2clErrorAssert = 710, // a device assert() failed; every later call fails too
  cu2clErrorHostMemoryAlreadyRegistered = 712,
  cu2clErrorHostMemoryNotRegistered = 713,
  cu2clErrorLaunchFailure = 719,
  cu2clErrorNotSupported = 801,
  cu2clErrorStreamCaptureUnsupported = 900,
  cu2clErrorStreamCaptureInvalidated = 901,
  cu2clErrorStreamCaptureUnmatched = 903,
  cu2clErrorStreamCaptureUnjoined = 904,
  cu2clErrorStreamCaptureIsolation = 905,
  cu2clErrorStreamCaptureImplicit = 906,
  cu2clErrorUnknown = 999,
};
typedef enum cu2clError cu2clError_t;

enum cu2clMemcpyKind {
  cu2clMemcpyHostToHost = 0,
  cu2clMemcpyHostToDevice = 1,
  cu2clMemcpyDeviceToHost = 2,
  cu2clMemcpyDeviceToDevice = 3,
  cu2clMemcpyDefault = 4, // the direction follows from where the pointers point
};

/// Cache and shared-memory preferences (cudaFuncSetCacheConfig, cudaDeviceSetCacheConfig,
/// cudaDeviceSetSharedMemConfig): hints that OpenCL has no use for; CUDA's values.
enum cu2clFuncCache {
  cu2clFuncCachePreferNone = 0,
  cu2clFuncCachePreferShared = 1,
  cu2clFuncCachePreferL1 = 2,
  cu2clFuncCachePreferEqual = 3,
};
enum cu2clSharedMemConfig {
  cu2clSharedMemBankSizeDefault = 0,
  cu2clSharedMemBankSizeFourByte = 1,
  cu2clSharedMemBankSizeEightByte = 2,
};
/// The kernel attributes cudaFuncSetAttribute sets.
enum cu2clFuncAttribute {
  cu2clFuncAttributeMaxDynamicSharedMemorySize = 8,
  cu2clFuncAttributePreferredSharedMemoryCarveout = 9,
};

/// CUDA's dim3: unspecified dimensions are 1; an unsigned converts to (n, 1, 1).
struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) noexcept
      : x(vx), y(vy), z(vz) {}
  constexpr operator cu2cl::rt::Dim3() const noexcept { return cu2cl::rt::Dim3(x, y, z); }
};

/// Streams and events are handles the runtime owns; 0 is the legacy default stream.
typedef struct cu2clStream_st *cu2clStream_t;
/// The functions of cu2clLaunchHostFunc and cu2clStreamAddCallback.
typedef void (*cu2clHostFn_t)(void *userData);
typedef void (*cu2clStreamCallback_t)(cu2clStream_t stream, cu2clError_t status, void *userData);
typedef struct cu2clEvent_st *cu2clEvent_t;
/// Graphs made by stream capture, and their executable copies; no node is ever named.
typedef struct cu2clGraph_st *cu2clGraph_t;
typedef struct cu2clGraphExec_st *cu2clGraphExec_t;
typedef struct cu2clGraphNode_st *cu2clGraphNode_t;
enum cu2clStreamCaptureMode {
  cu2clStreamCaptureModeGlobal = 0,
  cu2clStreamCaptureModeThreadLocal = 1,
  cu2clStreamCaptureModeRelaxed = 2,
};
enum cu2clStreamCaptureStatus {
  cu2clStreamCaptureStatusNone = 0,
  cu2clStreamCaptureStatusActive = 1,
  cu2clStreamCaptureStatusInvalidated = 2,
};

// CUDA's special stream handles. Per-thread default streams are not implemented: both are the
// legacy default stream.
#define cu2clStreamLegacy ((cu2clStream_t)0x1)
#define cu2clStreamPerThread ((cu2clStream_t)0x2)

enum {
  cu2clStreamDefault = 0x0,
  cu2clStreamNonBlocking = 0x1, // no implicit ordering with the legacy default stream
};
enum {
  cu2clEventDefault = 0x0,
  cu2clEventBlockingSync = 0x1, // accepted; synchronising on an event always blocks
  cu2clEventDisableTiming = 0x2,
  cu2clEventInterprocess = 0x4, // accepted, not implemented
};
enum {
  cu2clHostAllocDefault = 0x0,
  cu2clHostAllocPortable = 0x1,
  cu2clHostAllocMapped = 0x2, // kernels reach it at its host address (cu2clHostGetDevicePointer)
  cu2clHostAllocWriteCombined = 0x4,
};
/// cudaCpuDeviceId, cudaInvalidDeviceId: the host as a place for managed memory, no device.
enum { cu2clCpuDeviceId = -1, cu2clInvalidDeviceId = -2 };
/// Memory pools of stream-ordered allocation (cu2clMallocAsync); CUDA's numbers.
typedef struct cu2clMemPool_st *cu2clMemPool_t;
enum cu2clMemPoolAttr {
  cu2clMemPoolReuseFollowEventDependencies = 1,   // int
  cu2clMemPoolReuseAllowOpportunistic = 2,        // int
  cu2clMemPoolReuseAllowInternalDependencies = 3, // int
  cu2clMemPoolAttrReleaseThreshold = 4,           // unsigned long long, as the rest
  cu2clMemPoolAttrReservedMemCurrent = 5,
  cu2clMemPoolAttrReservedMemHigh = 6,
  cu2clMemPoolAttrUsedMemCurrent = 7,
  cu2clMemPoolAttrUsedMemHigh = 8,
};
enum cu2clMemLocationType {
  cu2clMemLocationTypeInvalid = 0,
  cu2clMemLocationTypeDevice = 1,
  cu2clMemLocationTypeHost = 2,
  cu2clMemLocationTypeHostNuma = 3,
  cu2clMemLocationTypeHostNumaCurrent = 4,
};
struct cu2clMemLocation {
  cu2clMemLocationType type;
  int id;
};
enum cu2clMemAllocationType { cu2clMemAllocationTypeInvalid = 0, cu2clMemAllocationTypePinned = 1 };
enum cu2clMemAllocationHandleType {
  cu2clMemHandleTypeNone = 0,
  cu2clMemHandleTypePosixFileDescriptor = 1,
  cu2clMemHandleTypeWin32 = 2,
  cu2clMemHandleTypeWin32Kmt = 4,
  cu2clMemHandleTypeFabric = 8,
};
/// CUDA's layout, so that a program's memset of it and its sizeof hold.
struct cu2clMemPoolProps {
  cu2clMemAllocationType allocType;
  cu2clMemAllocationHandleType handleTypes;
  cu2clMemLocation location;
  void *win32SecurityAttributes;
  std::size_t maxSize;
  unsigned short usage;
  unsigned char reserved[54];
};
/// cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags' flags (both mean the same here).
enum { cu2clOccupancyDefault = 0x0, cu2clOccupancyDisableCachingOverride = 0x1 };
/// cudaMallocManaged's flags.
enum { cu2clMemAttachGlobal = 0x1, cu2clMemAttachHost = 0x2, cu2clMemAttachSingle = 0x4 };
/// cudaMemAdvise's advice (a hint, accepted and ignored).
enum cu2clMemoryAdvise {
  cu2clMemAdviseSetReadMostly = 1,
  cu2clMemAdviseUnsetReadMostly = 2,
  cu2clMemAdviseSetPreferredLocation = 3,
  cu2clMemAdviseUnsetPreferredLocation = 4,
  cu2clMemAdviseSetAccessedBy = 5,
  cu2clMemAdviseUnsetAccessedBy = 6,
};
/// cudaHostRegister's flags: all accepted; registered memory is pinned memory (copies from and
/// to it are asynchronous); with cu2clHostRegisterMapped kernels reach it at its host address.
enum {
  cu2clHostRegisterDefault = 0x0,
  cu2clHostRegisterPortable = 0x1,
  cu2clHostRegisterMapped = 0x2,
  cu2clHostRegisterIoMemory = 0x4,
  cu2clHostRegisterReadOnly = 0x8,
};
/// cudaSetDeviceFlags' flags: recorded and reported by cu2clGetDeviceFlags; how the host waits
/// (spin, yield, block) is the OpenCL implementation's, and local memory is not resized.
enum {
  cu2clDeviceScheduleAuto = 0x0,
  cu2clDeviceScheduleSpin = 0x1,
  cu2clDeviceScheduleYield = 0x2,
  cu2clDeviceScheduleBlockingSync = 0x4,
  cu2clDeviceBlockingSync = 0x4,
  cu2clDeviceScheduleMask = 0x7,
  cu2clDeviceMapHost = 0x8,
  cu2clDeviceLmemResizeToMax = 0x10,
};

/// CUDA's device attributes (cu2clDeviceGetAttribute), with CUDA's numbers. The underlying type
/// is fixed so that a number cu2cl does not know is a valid value to report as an error.
enum cu2clDeviceAttr : int {
#define CU2CL_DEVICE_ATTRIBUTE(Name, Number, Value) Name = Number,
#include "cu2cl/runtime/DeviceAttributes.def"
#undef CU2CL_DEVICE_ATTRIBUTE
};

/// CUDA's compute modes: every OpenCL device is in the default one.
enum cu2clComputeMode {
  cu2clComputeModeDefault = 0,
  cu2clComputeModeExclusive = 1,
  cu2clComputeModeProhibited = 2,
  cu2clComputeModeExclusiveProcess = 3
};

/// CUDA's device properties, the fields OpenCL can fill and a few that CUDA programs commonly
/// print or size work with. cu2clGetDeviceProperties documents where each value comes from.
struct cu2clDeviceProp {
  char name[256];
  std::size_t totalGlobalMem;
  std::size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  std::size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate; // kHz
  std::size_t totalConstMem;
  int major;
  int minor;
  std::size_t textureAlignment;
  int deviceOverlap;
  int multiProcessorCount;
  int kernelExecTimeoutEnabled;
  int integrated;
  int canMapHostMemory;
  int computeMode;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate; // kHz
  int memoryBusWidth;  // bits
  int l2CacheSize;
  int maxThreadsPerMultiProcessor;
  std::size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int cooperativeLaunch;
  std::size_t sharedMemPerBlockOptin;
  int maxBlocksPerMultiProcessor;
  // What an OpenCL 1.2 device does not have: 0 (textures, surfaces, managed and pageable
  // memory, host-native atomics, stream priorities, L2 persistence, multi-GPU boards).
  char uuid[16];
  std::size_t texturePitchAlignment;
  int maxTexture1D;
  int maxTexture2D[2];
  int maxTexture3D[3];
  std::size_t surfaceAlignment;
  int tccDriver;
  int persistingL2CacheMaxSize;
  int accessPolicyMaxWindowSize;
  int streamPrioritiesSupported;
  int isMultiGpuBoard;
  int multiGpuBoardGroupID;
  int hostNativeAtomicSupported;
  int pageableMemoryAccess;
  int pageableMemoryAccessUsesHostPageTables;
  int concurrentManagedAccess;
  int directManagedMemAccessFromHost;
  int computePreemptionSupported;
  int canUseHostPointerForRegisteredMem;
  int cooperativeMultiDeviceLaunch;
  std::size_t reservedSharedMemPerBlock;
  // From the device's global memory cache (CL_DEVICE_GLOBAL_MEM_CACHE_TYPE).
  int globalL1CacheSupported;
  int localL1CacheSupported;
};
