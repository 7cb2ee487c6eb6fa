// The CUDA API's error reporting: the last error of each thread, CUDA's names and messages.
#include "CudaErrors.h"

#include "Verbose.h"
#include "cu2cl/abi.h"
#include "cu2cl/cuda_api.h"

#include <cstdio>
#include <cstdlib>
#include <mutex>

namespace cu2cl::detail {
namespace {

// CUDA keeps the last error per host thread.
thread_local cu2clError_t lastError = cu2clSuccess;

constexpr cu2clError_t kKnownErrors[] = {
    cu2clSuccess,
    cu2clErrorInvalidValue,
    cu2clErrorMemoryAllocation,
    cu2clErrorInitializationError,
    cu2clErrorInvalidConfiguration,
    cu2clErrorInvalidSymbol,
    cu2clErrorInvalidDevicePointer,
    cu2clErrorInvalidMemcpyDirection,
    cu2clErrorMissingConfiguration,
    cu2clErrorInvalidDeviceFunction,
    cu2clErrorNoDevice,
    cu2clErrorInvalidDevice,
    cu2clErrorInvalidKernelImage,
    cu2clErrorInvalidSource,
    cu2clErrorFileNotFound,
    cu2clErrorInvalidResourceHandle,
    cu2clErrorIllegalState,
    cu2clErrorNotReady,
    cu2clErrorLaunchOutOfResources,
    cu2clErrorAssert,
    cu2clErrorHostMemoryAlreadyRegistered,
    cu2clErrorHostMemoryNotRegistered,
    cu2clErrorLaunchFailure,
    cu2clErrorNotSupported,
    cu2clErrorStreamCaptureUnsupported,
    cu2clErrorStreamCaptureInvalidated,
    cu2clErrorStreamCaptureUnmatched,
    cu2clErrorStreamCaptureUnjoined,
    cu2clErrorStreamCaptureIsolation,
    cu2clErrorStreamCaptureImplicit,
    cu2clErrorUnknown,
};

bool isKnown(cu2clError_t error) {
  for (cu2clError_t known : kKnownErrors)
    if (known == error)
      return true;
  return false;
}

// The API returns rt::Error's codes as they are.
static_assert(
    cu2clErrorInvalidValue == int(rt::ErrorCode::invalidValue) &&
        cu2clErrorMemoryAllocation == int(rt::ErrorCode::memoryAllocation) &&
        cu2clErrorInitializationError == int(rt::ErrorCode::initializationError) &&
        cu2clErrorInvalidConfiguration == int(rt::ErrorCode::invalidConfiguration) &&
        cu2clErrorInvalidSymbol == int(rt::ErrorCode::invalidSymbol) &&
        cu2clErrorInvalidDevicePointer == int(rt::ErrorCode::invalidDevicePointer) &&
        cu2clErrorInvalidMemcpyDirection == int(rt::ErrorCode::invalidMemcpyDirection) &&
        cu2clErrorMissingConfiguration == int(rt::ErrorCode::missingConfiguration) &&
        cu2clErrorInvalidDeviceFunction == int(rt::ErrorCode::invalidDeviceFunction) &&
        cu2clErrorNoDevice == int(rt::ErrorCode::noDevice) &&
        cu2clErrorInvalidDevice == int(rt::ErrorCode::invalidDevice) &&
        cu2clErrorInvalidKernelImage == int(rt::ErrorCode::invalidKernelImage) &&
        cu2clErrorInvalidSource == int(rt::ErrorCode::programBuildFailed) &&
        cu2clErrorFileNotFound == int(rt::ErrorCode::fileNotFound) &&
        cu2clErrorInvalidResourceHandle == int(rt::ErrorCode::invalidResourceHandle) &&
        cu2clErrorIllegalState == int(rt::ErrorCode::illegalState) &&
        cu2clErrorNotReady == int(rt::ErrorCode::notReady) &&
        cu2clErrorLaunchOutOfResources == int(rt::ErrorCode::launchOutOfResources) &&
        cu2clErrorAssert == int(rt::ErrorCode::deviceAssert) &&
        cu2clErrorHostMemoryAlreadyRegistered == int(rt::ErrorCode::hostMemoryAlreadyRegistered) &&
        cu2clErrorHostMemoryNotRegistered == int(rt::ErrorCode::hostMemoryNotRegistered) &&
        cu2clErrorLaunchFailure == int(rt::ErrorCode::launchFailure) &&
        cu2clErrorNotSupported == int(rt::ErrorCode::notSupported) &&
        cu2clErrorStreamCaptureUnsupported == int(rt::ErrorCode::streamCaptureUnsupported) &&
        cu2clErrorStreamCaptureInvalidated == int(rt::ErrorCode::streamCaptureInvalidated) &&
        cu2clErrorStreamCaptureUnmatched == int(rt::ErrorCode::streamCaptureUnmatched) &&
        cu2clErrorStreamCaptureUnjoined == int(rt::ErrorCode::streamCaptureUnjoined) &&
        cu2clErrorStreamCaptureIsolation == int(rt::ErrorCode::streamCaptureIsolation) &&
        cu2clErrorStreamCaptureImplicit == int(rt::ErrorCode::streamCaptureImplicit) &&
        cu2clErrorUnknown == int(rt::ErrorCode::unknown),
    "cu2clError must keep rt::ErrorCode's numbers");

} // namespace

bool verbose() { return rt::detail::verbose(); }

cu2clError_t deviceFailureError(const char *function, unsigned failure) {
  if (failure == abi::TrapExecuted)
    return recordError(cu2clErrorLaunchFailure, function, "a kernel executed __trap()");
  return recordError(cu2clErrorAssert, function, "a device assertion failed");
}

cu2clError_t recordError(cu2clError_t error, const char *function, const std::string &message,
                         Announce announce) {
  lastError = error;
  if (verbose()) {
    std::fprintf(stderr, "cu2cl: %s failed with %s: %s\n", function, cu2clGetErrorName(error),
                 message.c_str());
  } else if (error == cu2clErrorNoDevice) {
    // A program that prints only cu2clGetErrorString would say "no CUDA-capable device" and
    // never that an OpenCL driver is missing: the runtime's message is said once, like a
    // failed build's log.
    static std::once_flag said;
    std::call_once(said, [&] { std::fprintf(stderr, "cu2cl: %s\n", message.c_str()); });
  } else if (announce == Announce::firstLaunchFailure && error != cu2clErrorInvalidKernelImage &&
             error != cu2clErrorInvalidSource && error != cu2clErrorInitializationError) {
    // A program that does not build or cannot be found, and a bad environment, are said where
    // they happen already.
    static std::once_flag said;
    std::call_once(said, [&] {
      std::fprintf(stderr,
                   "cu2cl: a kernel launch failed with %s: %s (CU2CL_VERBOSE=1 reports every "
                   "failure)\n",
                   cu2clGetErrorName(error), message.c_str());
    });
  }
  return error;
}

} // namespace cu2cl::detail

const char *cu2clGetErrorString(cu2clError_t error) {
  if (!cu2cl::detail::isKnown(error))
    return "unrecognized error code";
  return cu2cl::rt::describe(static_cast<cu2cl::rt::ErrorCode>(error));
}

const char *cu2clGetErrorName(cu2clError_t error) {
  if (!cu2cl::detail::isKnown(error))
    return "unrecognized error code";
  return cu2cl::rt::name(static_cast<cu2cl::rt::ErrorCode>(error));
}

cu2clError_t cu2clGetLastError() {
  const cu2clError_t error = cu2cl::detail::lastError;
  cu2cl::detail::lastError = cu2clSuccess;
  return error;
}

cu2clError_t cu2clPeekAtLastError() { return cu2cl::detail::lastError; }
