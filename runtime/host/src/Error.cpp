// Error: the runtime's exception, and the names and messages of its CUDA-style codes.
#include "cu2cl/runtime/Error.h"

#include <string>

namespace cu2cl::rt {

const char *name(ErrorCode code) {
  switch (code) {
  case ErrorCode::success:
    return "cudaSuccess";
  case ErrorCode::invalidValue:
    return "cudaErrorInvalidValue";
  case ErrorCode::memoryAllocation:
    return "cudaErrorMemoryAllocation";
  case ErrorCode::initializationError:
    return "cudaErrorInitializationError";
  case ErrorCode::invalidConfiguration:
    return "cudaErrorInvalidConfiguration";
  case ErrorCode::invalidSymbol:
    return "cudaErrorInvalidSymbol";
  case ErrorCode::invalidDevicePointer:
    return "cudaErrorInvalidDevicePointer";
  case ErrorCode::invalidMemcpyDirection:
    return "cudaErrorInvalidMemcpyDirection";
  case ErrorCode::missingConfiguration:
    return "cudaErrorMissingConfiguration";
  case ErrorCode::invalidDeviceFunction:
    return "cudaErrorInvalidDeviceFunction";
  case ErrorCode::noDevice:
    return "cudaErrorNoDevice";
  case ErrorCode::invalidDevice:
    return "cudaErrorInvalidDevice";
  case ErrorCode::invalidKernelImage:
    return "cudaErrorInvalidKernelImage";
  case ErrorCode::programBuildFailed:
    return "cudaErrorInvalidSource";
  case ErrorCode::fileNotFound:
    return "cudaErrorFileNotFound";
  case ErrorCode::invalidResourceHandle:
    return "cudaErrorInvalidResourceHandle";
  case ErrorCode::illegalState:
    return "cudaErrorIllegalState";
  case ErrorCode::notReady:
    return "cudaErrorNotReady";
  case ErrorCode::launchOutOfResources:
    return "cudaErrorLaunchOutOfResources";
  case ErrorCode::deviceAssert:
    return "cudaErrorAssert";
  case ErrorCode::hostMemoryAlreadyRegistered:
    return "cudaErrorHostMemoryAlreadyRegistered";
  case ErrorCode::hostMemoryNotRegistered:
    return "cudaErrorHostMemoryNotRegistered";
  case ErrorCode::launchFailure:
    return "cudaErrorLaunchFailure";
  case ErrorCode::notSupported:
    return "cudaErrorNotSupported";
  case ErrorCode::streamCaptureUnsupported:
    return "cudaErrorStreamCaptureUnsupported";
  case ErrorCode::streamCaptureInvalidated:
    return "cudaErrorStreamCaptureInvalidated";
  case ErrorCode::streamCaptureUnmatched:
    return "cudaErrorStreamCaptureUnmatched";
  case ErrorCode::streamCaptureUnjoined:
    return "cudaErrorStreamCaptureUnjoined";
  case ErrorCode::streamCaptureIsolation:
    return "cudaErrorStreamCaptureIsolation";
  case ErrorCode::streamCaptureImplicit:
    return "cudaErrorStreamCaptureImplicit";
  case ErrorCode::unknown:
    return "cudaErrorUnknown";
  }
  return "cudaErrorUnknown";
}

const char *describe(ErrorCode code) {
  switch (code) {
  case ErrorCode::success:
    return "no error";
  case ErrorCode::invalidValue:
    return "invalid argument";
  case ErrorCode::memoryAllocation:
    return "out of memory";
  case ErrorCode::initializationError:
    return "initialization error";
  case ErrorCode::invalidConfiguration:
    return "invalid configuration argument";
  case ErrorCode::invalidSymbol:
    return "invalid device symbol";
  case ErrorCode::invalidDevicePointer:
    return "invalid device pointer";
  case ErrorCode::invalidMemcpyDirection:
    return "invalid copy direction for memcpy";
  case ErrorCode::missingConfiguration:
    return "__global__ function call is not configured";
  case ErrorCode::invalidDeviceFunction:
    return "invalid device function";
  case ErrorCode::noDevice:
    return "no OpenCL device is available";
  case ErrorCode::invalidDevice:
    return "invalid device ordinal";
  case ErrorCode::invalidKernelImage:
    return "device kernel image is invalid";
  case ErrorCode::programBuildFailed:
    return "OpenCL program build failed";
  case ErrorCode::fileNotFound:
    return "file not found";
  case ErrorCode::invalidResourceHandle:
    return "invalid resource handle";
  case ErrorCode::illegalState:
    return "the operation cannot be performed in the present state";
  case ErrorCode::notReady:
    return "device not ready";
  case ErrorCode::launchOutOfResources:
    return "too many resources requested for launch";
  case ErrorCode::deviceAssert:
    return "device-side assert triggered";
  case ErrorCode::hostMemoryAlreadyRegistered:
    return "part or all of the requested memory range is already mapped";
  case ErrorCode::hostMemoryNotRegistered:
    return "pointer does not correspond to a registered memory region";
  case ErrorCode::launchFailure:
    return "unspecified launch failure";
  case ErrorCode::notSupported:
    return "operation not supported";
  case ErrorCode::streamCaptureUnsupported:
    return "operation not permitted when stream is capturing";
  case ErrorCode::streamCaptureInvalidated:
    return "operation failed due to a previous error during capture";
  case ErrorCode::streamCaptureUnmatched:
    return "the capture was not initiated in this stream";
  case ErrorCode::streamCaptureUnjoined:
    return "the capture sequence contains a fork that was not joined to the primary stream";
  case ErrorCode::streamCaptureIsolation:
    return "a dependency would have been created which crosses the capture sequence boundary";
  case ErrorCode::streamCaptureImplicit:
    return "operation would make the legacy stream depend on a capturing blocking stream";
  case ErrorCode::unknown:
    return "unknown error";
  }
  return "unknown error";
}

Error::Error(ErrorCode code, const std::string &message, cl_int clStatus)
    : std::runtime_error(message), code_(code), clStatus_(clStatus) {}

namespace detail {
[[noreturn]] void fail(ErrorCode code, cl_int status, std::string_view what) {
  // Whatever the call, running out of memory is an allocation failure in CUDA's terms.
  if (status == CL_MEM_OBJECT_ALLOCATION_FAILURE || status == CL_OUT_OF_HOST_MEMORY)
    code = ErrorCode::memoryAllocation;
  std::string message(what);
  message += ": ";
  message += describe(status);
  message += " (" + std::to_string(status) + ")";
  throw Error(code, message, status);
}
} // namespace detail

} // namespace cu2cl::rt
